int main(void)
{
    int x = 3;
    return x(2);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:13: called object type 'int' is not a function or function pointer
