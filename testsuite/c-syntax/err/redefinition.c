int main(void)
{
    int x = 1;
    double x = 2.0;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:12: redefinition of 'x' with a different type: 'double' vs 'int'
