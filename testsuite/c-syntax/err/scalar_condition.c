struct s { int a; };

int main(void)
{
    struct s v = { 0 };
    if (v)
        return 1;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 6:5: statement requires expression of scalar type ('struct s' invalid)
