int main(void)
{
again:
    ;
again:
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:1: redefinition of label 'again'
