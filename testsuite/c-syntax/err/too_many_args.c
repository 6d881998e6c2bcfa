static int neg(int a) { return -a; }

int main(void)
{
    return neg(1, 2, 3);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:19: too many arguments to function call, expected single argument 'a', have 3 arguments
