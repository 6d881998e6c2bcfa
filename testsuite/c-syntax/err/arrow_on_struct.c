struct s { int a; };
int f(struct s v) { return v->a; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:29: member reference type 'struct s' is not a pointer; did you mean to use '.'?
