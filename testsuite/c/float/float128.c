// _Float128 / __float128: exact literals (1.1Q, 0.1f128, hex), + - * / and comparisons
// (libgcc's __addtf3 & co.), conversions to and from every integer and floating type
// (__int128 included), static initializers folded exactly, arrays and structs of them, and
// printing through casts to double and long double with the low part shown separately.
// expect-exit: 0
// expect-stdout:
// | table    1.1000000000000001 -8.8817841970012528e-17
// | table    -0.10000000000000001 +5.551115123125783e-18
// | table    0.1875 +0
// | table    1.0000000000000001e+300 +0
// | third    0.33333333333333331 +1.8503717077085941e-17
// | a+b      1.2 +4.4408920985006264e-17
// | a-b      1 +0
// | a*b      0.11 -5.5511151231257828e-19
// | a/b      11 +0
// | -a       -1.1000000000000001 +8.8817841970012528e-17
// | cmp 0 1 1 1 1 1
// | zero 1 1
// | ints     2000030100 +0
// | long     -9e+18 +0
// | ulong    1.8e+19 +0
// | i128     1.3292279957849159e+36 +12288
// | u128     3.4028236692093846e+38 +0
// | to-int 123456789 123456789 -123456789 1234567899876543210 -7
// | to-i128 0
// | narrow 0.333333343 0.33333333333333331 0.333333333333333333342
// | from-f   1.1000000238418579 +0
// | from-d   1.1000000000000001 +0
// | from-ld  1.1000000000000001 -8.8796157926562813e-17
// | horner   0.29166666666666669 -1.8503717077085941e-17
// | struct   1.5 +0
// | basel    1.6439345666815599 -1.0249301267116963e-16
// | range 1 1 1
#include <stdio.h>

typedef __float128 Q;

static Q table[4] = { 1.1Q, -0.1f128, 0x1.8p-3Q, 1e300 };
static _Float128 third = (Q)1 / 3;
struct pt { Q x, y; int tag; };

/* The value as a double plus the (small) remainder, both exact enough to compare. */
static void show(const char *what, Q v)
{
    double hi = (double)v;
    printf("%-8s %.17g %+.17g\n", what, hi, (double)(v - hi));
}

static Q horner(const Q *c, int n, Q x)
{
    Q r = 0;
    for (int i = n - 1; i >= 0; i--)
        r = r * x + c[i];
    return r;
}

int main(void)
{
    for (int i = 0; i < 4; i++)
        show("table", table[i]);
    show("third", third);
    Q a = 1.1Q, b = 0.1Q;
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*b", a * b);
    show("a/b", a / b);
    show("-a", -a);
    printf("cmp %d %d %d %d %d %d\n", a < b, a > b, a <= a, a >= b, a == a, a != b);
    printf("zero %d %d\n", (Q)0 == -(Q)0, !(a - a));
    signed char sc = -100; unsigned char uc = 200; short ss = -30000; unsigned short us = 60000;
    int si = -2000000000; unsigned ui = 4000000000u; long sl = -9000000000000000000L;
    unsigned long ul = 18000000000000000000ul;
    __int128 big = ((__int128)1 << 120) + 12345;
    unsigned __int128 ubig = ~(unsigned __int128)0;
    Q sum = (Q)sc + uc + ss + us + si + ui;
    show("ints", sum);
    show("long", (Q)sl);
    show("ulong", (Q)ul);
    show("i128", (Q)big);
    show("u128", (Q)ubig);
    Q x = 123456789.987654321Q;
    printf("to-int %d %u %ld %lu %d\n", (int)x, (unsigned)x, (long)-x, (unsigned long)(x * 1e10Q),
           (int)(signed char)(Q)-7.9Q);
    __int128 back = (__int128)((Q)big * 2);
    printf("to-i128 %d\n", back == big * 2);
    float f = (float)third; double d = (double)third; long double ld = (long double)third;
    printf("narrow %.9g %.17g %.21Lg\n", f, d, ld);
    show("from-f", (Q)1.1f);
    show("from-d", (Q)1.1);
    show("from-ld", (Q)1.1L);
    Q c[4] = { 1, -2.5Q, 0.125Q, 3 };
    show("horner", horner(c, 4, third));
    struct pt p = { 0.5Q, third, 3 };
    p.x += p.y * p.tag;
    show("struct", p.x);
    Q acc = 0;
    for (int i = 1; i <= 1000; i++)
        acc += (Q)1 / ((Q)i * i);
    show("basel", acc);
    Q big1 = 1e4000Q, tiny = 1e-4000Q;
    printf("range %d %d %g\n", big1 > (Q)1e308, tiny > 0, (double)(big1 * tiny));
    return 0;
}
