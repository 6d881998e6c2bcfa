struct bad { int n; double data[]; int tail; };

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:28: flexible array member 'data' with type 'double[]' is not at the end of struct
