#include <math.h>
#include <stdio.h>
#include <stdint.h>

#define type_name(x) _Generic((x), \
    int: "int", long: "long", float: "float", double: "double", \
    char *: "char *", const char *: "const char *", default: "other")

#define my_abs(x) _Generic((x), int: abs_i, long: abs_l, double: fabs, float: fabsf)(x)

static int abs_i(int x) { return x < 0 ? -x : x; }
static long abs_l(long x) { return x < 0 ? -x : x; }

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

int main(void)
{
    const char *s = "x";
    char buf[4];
    printf("%s %s %s %s %s\n", type_name(1), type_name(2L), type_name(1.0f), type_name(s), type_name(buf));
    printf("%d %ld %g %g\n", my_abs(-3), my_abs(-4L), my_abs(-2.5), (double)my_abs(-1.5f));
    int m = MAX(3, 7);
    double dm = MAX(1.5, -2.0);
    typeof(m) copy = m;
    __auto_type big = (int64_t)1 << 40;
    printf("%d %g %d %lld\n", m, dm, copy, (long long)big);
    return 0;
}
