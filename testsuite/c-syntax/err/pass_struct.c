struct s { int a; };
double sq(double x) { return x * x; }

int main(void)
{
    struct s v = { 2 };
    return (int)sq(v);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 7:20: passing 'struct s' to parameter of incompatible type 'double'
