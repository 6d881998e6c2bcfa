int main(void)
{
    int a[3], b[3];
    a = b;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:7: array type 'int[3]' is not assignable
