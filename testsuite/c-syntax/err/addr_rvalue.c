int main(void)
{
    int x = 1;
    int *p = &(x + 1);
    return *p;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:14: cannot take the address of an rvalue of type 'int'
