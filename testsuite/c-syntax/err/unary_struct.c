struct s { int a; };
int f(struct s v) { return -v; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:28: invalid argument type 'struct s' to unary expression
