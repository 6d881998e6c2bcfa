struct s { int a : 4; } v;
int *p = &v.a;

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:10: address of bit-field requested
