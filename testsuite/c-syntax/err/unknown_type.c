int main(void)
{
    matrix_t m;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:5: use of undeclared identifier 'matrix_t'
