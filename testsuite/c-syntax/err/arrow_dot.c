struct point { int x, y; };

int get(struct point *p)
{
    return p.x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:13: member reference type 'struct point *' is a pointer; did you mean to use '->'?
