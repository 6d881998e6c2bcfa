int f(void) { return 1; }
int f(void) { return 2; }

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:5: redefinition of 'f'
