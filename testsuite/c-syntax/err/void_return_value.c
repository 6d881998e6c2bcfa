void f(int x)
{
    return x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:5: void function 'f' should not return a value
