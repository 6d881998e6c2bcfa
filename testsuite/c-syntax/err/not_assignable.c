int main(void)
{
    int a = 1, b = 2;
    a + b = 3;
    return a;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:11: expression is not assignable
