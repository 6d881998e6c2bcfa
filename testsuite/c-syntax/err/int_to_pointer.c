int main(void)
{
    int x = 5;
    int *p = x;
    return *p;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:10: incompatible integer to pointer conversion initializing 'int *' with an expression of type 'int'; take the address with &
