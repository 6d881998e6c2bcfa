#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef enum { T_INT, T_DBL, T_STR } tag_t;

typedef struct {
    tag_t tag;
    union {
        int64_t i;
        double d;
        const char *s;
    };
} value_t;

union bits {
    double d;
    uint64_t u;
    unsigned char bytes[8];
    struct {
        uint64_t mantissa : 52;
        uint64_t exponent : 11;
        uint64_t sign : 1;
    } parts;
};

static void print_value(value_t v)
{
    switch (v.tag) {
    case T_INT: printf("%lld\n", (long long)v.i); break;
    case T_DBL: printf("%g\n", v.d); break;
    case T_STR: printf("%s\n", v.s); break;
    }
}

int main(void)
{
    value_t vals[] = { { T_INT, { .i = 42 } }, { .tag = T_DBL, .d = 2.5 }, { .tag = T_STR, .s = "hi" } };
    for (int i = 0; i < 3; i++)
        print_value(vals[i]);
    union bits b = { .d = -1.5 };
    printf("%d %u %016llx\n", (int)b.parts.sign, (unsigned)b.parts.exponent, (unsigned long long)b.u);
    uint64_t u;
    memcpy(&u, &b.d, sizeof u);
    _Static_assert(sizeof(union bits) == 8, "union size");
    return (int)(u >> 63) - 1;
}
