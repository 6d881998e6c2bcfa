struct point { int x, y; };

int main(void)
{
    struct point p = { 1, 2 };
    int v = p;
    return v;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 6:9: initializing 'int' with an expression of incompatible type 'struct point'
