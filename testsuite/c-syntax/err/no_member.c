struct point { int x, y; };

int main(void)
{
    struct point p = { 1, 2 };
    return p.z;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 6:14: no member named 'z' in 'struct point'
