// Variadic functions: va_arg of every promoted type, va_copy, forwarding to vprintf/vsnprintf.
// expect-exit: 0
// expect-stdout:
// | 0 78
// | 139.25
// | info[9] x=42 3.14 | x=42 3.14
// | warn[9] ok   pad| | ok   pad|
// | 5
// | 385
#include <stdio.h>
#include <stdarg.h>

static long sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mixed(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double acc = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': acc += va_arg(ap, int); break;
        case 'l': acc += (double)va_arg(ap, long long); break;
        case 'd': acc += va_arg(ap, double); break;
        case 'c': acc += va_arg(ap, int); break;  // char promotes to int
        case 'f': acc += va_arg(ap, double); break;  // float promotes to double
        case 's': acc += (double)(*va_arg(ap, const char *)); break;
        case 'L': acc += (double)va_arg(ap, long double); break;
        }
    }
    va_end(ap);
    return acc;
}

static void log_line(const char *prefix, const char *fmt, ...) {
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    char buf[128];
    int n = vsnprintf(buf, sizeof buf, fmt, copy);
    va_end(copy);
    printf("%s[%d] ", prefix, n);
    vprintf(fmt, ap);
    printf(" | %s\n", buf);
    va_end(ap);
}

static int count_until_zero(int first, ...) {
    va_list ap;
    va_start(ap, first);
    int n = 0;
    for (int v = first; v != 0; v = va_arg(ap, int)) n++;
    va_end(ap);
    return n;
}

static double many_doubles(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double) * (i + 1);
    va_end(ap);
    return s;
}

int main(void) {
    printf("%ld %ld\n", sum_ints(0), sum_ints(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    char c = 'A';
    float f = 0.5f;
    printf("%g\n", mixed("ildcfsL", 1, 2LL, 3.5, c, f, "B", 1.25L));
    log_line("info", "%s=%d %.2f", "x", 42, 3.14159);
    log_line("warn", "%c%c %5s|", 'o', 'k', "pad");
    printf("%d\n", count_until_zero(5, 4, 3, 2, 1, 0));
    printf("%g\n", many_doubles(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
    return 0;
}
