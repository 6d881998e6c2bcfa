struct s { int a; };

int main(void)
{
    struct s v = { 1 };
    int i = (int)v;
    return i;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 6:18: operand of type 'struct s' where arithmetic or pointer type is required
