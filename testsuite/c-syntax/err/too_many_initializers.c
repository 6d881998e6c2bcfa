struct p { int x, y; };
struct p a = { .x = 1, .q = 2 };
int v[2] = { [2] = 1 };

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:25: field designator 'q' does not refer to any field in type 'struct p'
// expect-error: 3:15: array designator index (2) exceeds array bounds (2)
