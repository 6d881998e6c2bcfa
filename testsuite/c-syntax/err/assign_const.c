int main(void)
{
    const int limit = 10;
    limit = 20;
    return limit;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:11: cannot assign to variable 'limit' with const-qualified type 'const int'
