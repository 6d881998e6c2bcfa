int arr[10];
long ll = (long)&arr[2] - (long)&arr[0];
int *ok = &arr[3] + 1;
static int bad = arr[0];

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:25: initializer element is not a compile-time constant
// expect-error: 4:18: initializer element is not a compile-time constant
