struct s { int a; };

int main(void)
{
    struct s v;
    double d = 1.0;
    v = d;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 7:7: assigning to 'struct s' from incompatible type 'double'
