int main(void)
{
    int x = 3;
    return x[1];
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:13: subscripted value is not an array, pointer, or vector
