int n = 4;
double data[n];

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:8: variable length array declaration not allowed at file scope
