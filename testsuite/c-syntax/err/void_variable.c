int main(void)
{
    void v;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:10: variable has incomplete type 'void'
