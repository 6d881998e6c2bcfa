int f(int x, int y)
{
    switch (x) {
    case y: return 1;
    }
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:10: expression is not an integer constant expression
