int f(void) { register int r = 1; int *p = &r; return *p; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:44: address of register variable requested
