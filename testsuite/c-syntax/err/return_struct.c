struct s { int a; };

int f(struct s v)
{
    return v;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:12: returning 'struct s' from a function with incompatible result type 'int'
