typedef int num;
typedef double num;

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:16: typedef redefinition with different types ('double' vs 'int')
