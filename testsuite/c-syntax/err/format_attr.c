#include <stdarg.h>
void logmsg(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
__attribute__((__format__(__printf__, 1, 2))) int report(const char *fmt, ...);
void vlog(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
int readf(void *src, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
void use(va_list ap, int n)
{
    logmsg(1, "%s: %d\n", n, "x");
    logmsg(2, "ok %d %s\n", n, "fine");
    report("%u items\n");
    report("%lu\n", n, n);
    vlog("%d %k\n", ap);
    readf(0, "%d", n);
    logmsg(3, "%.*s\n", 4, "abcdef");
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-warning: 8:27: format specifies type 'char *' but the argument has type 'int'
// expect-warning: 8:30: format specifies type 'int' but the argument has type 'char *'
// expect-warning: 10:14: more '%' conversions than data arguments
// expect-warning: 11:21: format specifies type 'unsigned long' but the argument has type 'int'
// expect-warning: 11:24: data argument not used by format string
// expect-warning: 12:15: invalid conversion specifier 'k'
// expect-warning: 13:20: format specifies type 'int *' but the argument has type 'int'
