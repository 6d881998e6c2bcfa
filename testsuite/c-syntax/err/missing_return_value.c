int f(int x)
{
    if (x)
        return;
    return 1;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:9: non-void function 'f' should return a value
