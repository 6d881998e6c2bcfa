int main(void)
{
    int x = 1
    return x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:14: expected ';' at end of declaration
