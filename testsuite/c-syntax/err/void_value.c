void nothing(void);
int main(void)
{
    int x = nothing();
    return x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:9: initializing 'int' with an expression of incompatible type 'void'
