int main(void)
{
    double d = 1.0;
    return _Generic(d, int: 1, long: 2);
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:21: controlling expression type 'double' not compatible with any generic association type
