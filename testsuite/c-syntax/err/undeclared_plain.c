int f(int a)
{
    return a * zzz_unknown;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:16: use of undeclared identifier 'zzz_unknown'
