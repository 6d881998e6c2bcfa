_Static_assert(sizeof(int) == 8, "int must be 64-bit");

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:16: static assertion failed due to requirement 'sizeof(int) == 8': int must be 64-bit
