// C11 _Generic selection on arithmetic, pointer and qualified types.
// expect-exit: 0
// expect-stdout:
// | char short uchar int
// | unsigned long ullong bool
// | float double ldouble
// | char* const char* int* void*
// | char* other
// | 3 2.5 7
// | int
#include <stdio.h>

#define TYPE_NAME(x) _Generic((x), \
    _Bool: "bool", char: "char", signed char: "schar", unsigned char: "uchar", \
    short: "short", unsigned short: "ushort", int: "int", unsigned: "unsigned", \
    long: "long", unsigned long: "ulong", long long: "llong", unsigned long long: "ullong", \
    float: "float", double: "double", long double: "ldouble", \
    char *: "char*", const char *: "const char*", void *: "void*", int *: "int*", default: "other")

#define ABS(x) _Generic((x), int: abs_i, double: abs_d, default: abs_l)(x)
static int abs_i(int x) { return x < 0 ? -x : x; }
static double abs_d(double x) { return x < 0 ? -x : x; }
static long abs_l(long x) { return x < 0 ? -x : x; }

int main(void) {
    char c = 0; short s = 0; unsigned char uc = 0;
    printf("%s %s %s %s\n", TYPE_NAME(c), TYPE_NAME(s), TYPE_NAME(uc), TYPE_NAME(c + 1));
    printf("%s %s %s %s\n", TYPE_NAME(1u), TYPE_NAME(1L), TYPE_NAME(1ull), TYPE_NAME((_Bool)1));
    printf("%s %s %s\n", TYPE_NAME(1.0f), TYPE_NAME(1.0), TYPE_NAME(1.0L));
    char buf[4]; const char *cs = buf; int arr[3];
    printf("%s %s %s %s\n", TYPE_NAME(buf), TYPE_NAME(cs), TYPE_NAME(arr), TYPE_NAME((void *)0));
    printf("%s %s\n", TYPE_NAME("lit"), TYPE_NAME(&arr));
    printf("%d %g %ld\n", ABS(-3), ABS(-2.5), ABS(-7L));
    const int ci = 5;
    printf("%s\n", TYPE_NAME(ci));
    return 0;
}
