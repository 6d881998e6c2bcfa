#include <stdio.h>
int main(void)
{
    int i = 1;
    long l = 2;
    double d = 3.0;
    char *s = "str";
    short sh = 4;
    printf("%d %s\n", i);
    printf("%d\n", i, i);
    printf("%d\n", d);
    printf("%s\n", i);
    printf("%ld %lld\n", i, l);
    printf("%5.2f %e %g\n", i, d, d);
    printf("%p %n\n", i, &i);
    fprintf(stderr, "%x %u\n", s, i);
    printf("%*d\n", l, i);
    printf("%.*f\n", d, d);
    printf("%c %hhd %hd\n", i, sh, i);
    printf("%zu %Lf\n", i, d);
    snprintf(s, 4, "%y\n", i);
    printf("%d %\n", i);
    printf("%%|%-+ #08.3f|%5s|%lu\n", d, s, (unsigned long)l);
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-warning: 9:17: more '%' conversions than data arguments
// expect-warning: 10:23: data argument not used by format string
// expect-warning: 11:20: format specifies type 'int' but the argument has type 'double'
// expect-warning: 12:20: format specifies type 'char *' but the argument has type 'int'
// expect-warning: 13:26: format specifies type 'long' but the argument has type 'int'
// expect-warning: 13:29: format specifies type 'long long' but the argument has type 'long'
// expect-warning: 14:29: format specifies type 'double' but the argument has type 'int'
// expect-warning: 15:23: format specifies type 'void *' but the argument has type 'int'
// expect-warning: 16:32: format specifies type 'unsigned int' but the argument has type 'char *'
// expect-warning: 17:15: field width should have type 'int', but argument has type 'long'
// expect-warning: 18:15: field precision should have type 'int', but argument has type 'double'
// expect-warning: 19:32: format specifies type 'char' but the argument has type 'short'
// expect-warning: 20:25: format specifies type 'size_t' (aka 'unsigned long') but the argument has type 'int'
// expect-warning: 20:28: format specifies type 'long double' but the argument has type 'double'
// expect-warning: 21:22: invalid conversion specifier 'y'
// expect-warning: 22:17: invalid conversion specifier '\x0a'
// expect-warning: 23:19: flag ' ' is ignored when flag '+' is present
// expect-warning: 23:21: flag '0' is ignored when flag '-' is present
