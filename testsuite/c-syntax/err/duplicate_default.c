int f(int x)
{
    switch (x) {
    default: return 1;
    default: return 2;
    }
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:5: multiple default labels in one switch
