int main(void)
{
    int x = (1 + 2;
    return x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:19: expected ')'
