long f(int *a, double *b) { return a - b; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:38: 'int *' and 'double *' are not pointers to compatible types
