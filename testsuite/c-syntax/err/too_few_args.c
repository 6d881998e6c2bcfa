static int add3(int a, int b, int c) { return a + b + c; }

int main(void)
{
    return add3(1, 2);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:21: too few arguments to function call, expected 3, have 2
