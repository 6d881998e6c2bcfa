#include <stdio.h>
int main(void)
{
    int i;
    long l;
    float f;
    double d;
    char buf[16];
    char *p;
    scanf("%d %f", &l, &d);
    sscanf("1 2", "%d %lf %Lf", &i, &d, &d);
    fscanf(stdin, "%*d %15s %p %[^,]", buf, &p, buf);
    scanf("%d %d", &i);
    scanf("%d", i);
    scanf("%hhd %f %ld", buf, &f, &i, &l);
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-warning: 10:20: format specifies type 'int *' but the argument has type 'long *'
// expect-warning: 10:24: format specifies type 'float *' but the argument has type 'double *'
// expect-warning: 11:41: format specifies type 'long double *' but the argument has type 'double *'
// expect-warning: 13:16: more '%' conversions than data arguments
// expect-warning: 14:17: format specifies type 'int *' but the argument has type 'int'
// expect-warning: 15:35: format specifies type 'long *' but the argument has type 'int *'
// expect-warning: 15:39: data argument not used by format string
