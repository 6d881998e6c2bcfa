int main(void)
{
    int x = 1;
    return *x;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:12: indirection requires pointer operand ('int' invalid)
