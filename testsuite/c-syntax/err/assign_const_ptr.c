void set(const double *p)
{
    *p = 1.0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:8: read-only variable is not assignable
