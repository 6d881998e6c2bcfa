// _Float16 as gcc evaluates it on x86-64: arithmetic in float (excess precision), rounded to
// _Float16 on assignment, casts, arguments and returns; f16 literals; conversions from and to
// integers, float and double; static initializers; structs of two halves by value;
// overflow to infinity and subnormals.
// expect-exit: 0
// expect-stdout:
// | 1000.5 0.2999267578 0.3009271622 1000.5 204.8499756
// | 0 1 2999
// | 0.2998046875 65504
// | 1.5 -0.3330078125 65504 5.960464478e-08 0.09997558594 
// | -2.5 1.25
// | inf -0.0999756
// | 40000 12344 0.0999756 1.19209e-07
// | 105.188 2 2
// | halvings 24
#include <stdio.h>

_Float16 a = 0.1f16, b = 3.0f16, c = 1000.0f16, d = 1e-3f16;
static _Float16 tab[] = { 1.5f16, -0.333f16, 65504.0f16, 6e-8f16, 0.1 };
struct hh { _Float16 x, y; };

static _Float16 id(_Float16 x) { return x; }
static _Float16 sum(int n, const _Float16 *p)
{
    _Float16 s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}
static struct hh swap(struct hh v)
{
    struct hh r = { v.y, v.x };
    return r;
}

int main(void)
{
    _Float16 r = a * b + c;
    float f = a * b;
    double g = (double)(a * b + d);
    _Float16 e = (_Float16)(a * b) + c;
    int i = 2049;
    float fi = a * i;
    printf("%.10g %.10g %.10g %.10g %.10g\n", (double)r, f, g, (double)e, fi);
    printf("%d %d %d\n", a * b + d == (_Float16)(a * b + d), a < b, (int)(a * b * 10000));
    printf("%.10g %.10g\n", (double)id(a * b), (double)sum(5, tab));
    for (int k = 0; k < 5; k++)
        printf("%.10g ", (double)tab[k]);
    printf("\n");
    struct hh v = { 1.25f16, -2.5f16 };
    v = swap(v);
    printf("%g %g\n", (double)v.x, (double)v.y);
    _Float16 big = 60000.0f16;
    big = big * 2;
    printf("%g %g\n", (double)big, (double)-a);
    unsigned short u = 40000;
    _Float16 hu = u;
    long long ll = (long long)(_Float16)12345.6;
    printf("%g %lld %g %g\n", (double)hu, ll, (double)(_Float16)0.1, (double)(_Float16)1e-7);
    _Float16 acc = 0;
    for (int k = 0; k < 1000; k++)
        acc += 0.1f16;
    printf("%g %d %d\n", (double)acc, (int)sizeof(_Float16), (int)_Alignof(_Float16));
    _Float16 h = 1;
    int steps = 0;
    while (h + 1 != 1 && steps < 40) {
        h /= 2;
        steps++;
    }
    printf("halvings %d\n", steps);
    return 0;
}
