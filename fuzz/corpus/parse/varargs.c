#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static double average(int count, ...)
{
    va_list ap;
    double sum = 0;
    va_start(ap, count);
    for (int i = 0; i < count; i++)
        sum += va_arg(ap, double);
    va_end(ap);
    return count ? sum / count : 0.0;
}

static int log_msg(FILE *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int log_msg(FILE *out, const char *fmt, ...)
{
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    fputs("[log] ", out);
    vfprintf(out, fmt, ap);
    va_end(ap);
    return n;
}

static size_t concat(char *dst, size_t cap, ...)
{
    va_list ap;
    size_t len = 0;
    va_start(ap, cap);
    const char *s;
    dst[0] = '\0';
    while ((s = va_arg(ap, const char *)) != NULL) {
        size_t l = strlen(s);
        if (len + l + 1 > cap)
            break;
        memcpy(dst + len, s, l + 1);
        len += l;
    }
    va_end(ap);
    return len;
}

int main(void)
{
    char buf[64];
    printf("%g\n", average(3, 1.0, 2.0, 4.5));
    log_msg(stdout, "%d items, %s\n", 3, "ok");
    concat(buf, sizeof buf, "a", "bc", "def", (char *)0);
    puts(buf);
    return 0;
}
