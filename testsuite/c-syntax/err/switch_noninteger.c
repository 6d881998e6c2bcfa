int main(void)
{
    double d = 1.0;
    switch (d) {
    default: break;
    }
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 4:5: statement requires expression of integer type ('double' invalid)
