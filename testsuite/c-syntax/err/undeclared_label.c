int main(void)
{
    goto finish;
    return 1;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:10: use of undeclared label 'finish'
