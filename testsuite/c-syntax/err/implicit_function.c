int main(void)
{
    return compute(3);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:12: call to undeclared function 'compute'; ISO C99 and later do not support implicit function declarations
