// Comparisons and conditionals of mismatched pointers: gcc 12 warns, under no -W option.
int g(int *p, long *q, int n)
{
    if (p == n)
        return 1;
    if (p < n)
        return 2;
    if (p == q)
        return 3;
    int *r = n ? p : q;
    int *s = n ? p : n;
    return r == s;
}

// expect-warning: 4:9: comparison between pointer and integer ('int *' and 'int')
// expect-warning: 6:9: comparison between pointer and integer ('int *' and 'int')
// expect-warning: 8:9: comparison of distinct pointer types ('int *' and 'long *')
// expect-warning: 10:14: pointer type mismatch ('int *' and 'long *')
// expect-warning: 11:14: pointer/integer type mismatch in conditional expression ('int *' and 'int')
