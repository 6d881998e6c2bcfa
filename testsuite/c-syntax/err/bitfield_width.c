struct s {
    int wide : 40;
    double d : 3;
};

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:9: width of bit-field 'wide' (40 bits) exceeds the width of its type (32 bits)
// expect-error: 3:12: bit-field 'd' has non-integral type 'double'
