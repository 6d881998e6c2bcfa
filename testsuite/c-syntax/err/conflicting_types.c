int f(int);
double f(int);

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:8: conflicting types for 'f'
