int f(int a)
{
    int x = a +;
    int y = b;
    return x + y + c;
}

int g(void)
{
    return undefined_thing;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:16: expected expression
// expect-error: 4:13: use of undeclared identifier 'b'
// expect-error: 5:20: use of undeclared identifier 'c'
// expect-error: 10:12: use of undeclared identifier 'undefined_thing'
