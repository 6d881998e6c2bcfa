struct s {
    int a;
    float a;
};

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:11: duplicate member 'a'
