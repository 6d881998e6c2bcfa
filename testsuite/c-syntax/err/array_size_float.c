int a[2.5];

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:7: size of array has non-integer type 'double'
