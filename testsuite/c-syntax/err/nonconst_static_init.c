int f(void);
static int x = f();

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:16: initializer element is not a compile-time constant
