#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    size_t len, cap;
    char buf[];
} sb_t;

static sb_t *sb_reserve(sb_t *sb, size_t extra)
{
    size_t need = (sb ? sb->len : 0) + extra + 1;
    if (sb && need <= sb->cap)
        return sb;
    size_t cap = sb ? sb->cap * 2 : 16;
    while (cap < need)
        cap *= 2;
    sb_t *n = realloc(sb, sizeof(sb_t) + cap);
    if (!n) {
        free(sb);
        return NULL;
    }
    if (!sb)
        n->len = 0;
    n->cap = cap;
    return n;
}

static sb_t *sb_printf(sb_t *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !(sb = sb_reserve(sb, (size_t)n)))
        return sb;
    va_start(ap, fmt);
    vsnprintf(sb->buf + sb->len, sb->cap - sb->len, fmt, ap);
    va_end(ap);
    sb->len += (size_t)n;
    return sb;
}

int main(void)
{
    sb_t *sb = NULL;
    for (int i = 0; i < 20; i++)
        sb = sb_printf(sb, "%s%d", i ? "," : "", i * i);
    if (!sb)
        return 1;
    printf("%zu/%zu: %s\n", sb->len, sb->cap, sb->buf);
    char *copy = strndup(sb->buf, 10);
    puts(copy);
    free(copy);
    free(sb);
    return 0;
}
