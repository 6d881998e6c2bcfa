int main(void)
{
    int x = 3;
    return x.field;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:13: member reference base type 'int' is not a structure or union
