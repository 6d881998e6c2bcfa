typedef int T;

int main(void)
{
    return T + 1;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:12: unexpected type name 'T': expected expression
