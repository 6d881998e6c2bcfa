int n = 3;
enum e { A = n };

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:14: expression is not an integer constant expression
