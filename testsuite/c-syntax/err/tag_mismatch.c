struct s { int a; };
union s *p;

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:1: use of 's' with tag type that does not match previous declaration
