struct v { double x; };

double f(struct v a, struct v b)
{
    return a * b;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:14: invalid operands to binary expression ('struct v' and 'struct v')
