int main(void)
{
    int x = (3 + );
    return x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:18: expected expression
