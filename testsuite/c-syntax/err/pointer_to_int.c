int main(void)
{
    int x = 5;
    int y = &x;
    return y;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:9: incompatible pointer to integer conversion initializing 'int' with an expression of type 'int *'; remove &
