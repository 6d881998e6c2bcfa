int main(void)
{
    int a = 1;
    (a + 1)++;
    return a;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:12: expression is not assignable
