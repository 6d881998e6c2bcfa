void *f(double d) { return (void *)d; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:36: operand of type 'double' cannot be cast to a pointer type
