int f(int x)
{
    switch (x) {
    case 1: return 10;
    case 2: return 20;
    case 1: return 30;
    }
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 6:10: duplicate case value '1'
