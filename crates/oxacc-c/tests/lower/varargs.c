#include <stdio.h>
#include <stdarg.h>
struct s2 { double a, b; };
static int sum(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}
static double mixed(const char *fmt, ...) {
    va_list ap, cp;
    va_start(ap, fmt);
    va_copy(cp, ap);
    double t = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': t += va_arg(ap, int); break;
        case 'l': t += va_arg(ap, long); break;
        case 'd': t += va_arg(ap, double); break;
        case 's': { struct s2 v = va_arg(ap, struct s2); t += v.a * v.b; break; }
        case 'p': t += *va_arg(ap, int *); break;
        }
    }
    va_end(ap);
    int first = fmt[0] == 'i' ? va_arg(cp, int) : 0;
    va_end(cp);
    return t + first * 1000;
}
static void say(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
}
int main(void) {
    int x = 5;
    struct s2 v = {1.5, 4.0};
    printf("%d %d\n", sum(3, 1, 2, 3), sum(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("%.2f\n", mixed("ildspdddddddddi", 1, 2L, 0.5, v, &x, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 11));
    say("%s-%d-%.1f\n", "via", 42, 2.5);
    return 0;
}
