struct p { int x, y; };
struct p a = { .z = 1 };
int arr[3] = { [5] = 1 };

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:17: field designator 'z' does not refer to any field in type 'struct p'
// expect-error: 3:17: array designator index (5) exceeds array bounds (3)
