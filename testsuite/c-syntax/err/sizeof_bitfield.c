struct s { unsigned a : 3; };
unsigned long f(struct s v) { return sizeof v.a; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:47: invalid application of 'sizeof' to bit-field
