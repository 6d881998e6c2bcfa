int main(void)
{
    int count = 0;
    return cont + 1;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:12: use of undeclared identifier 'cont'; did you mean 'count'?
