// _Float16 excess precision (gcc -fexcess-precision=standard on x86-64): the arms of `?:`
// (also GNU `?:` without a middle operand) and the right operand of `,` stay in float until
// converted; `x op= e` is computed in float and rounded once; conditions (`if`, `!`, `&&`,
// `?:`) test the float value; a statement expression's value is rounded; prototyped
// arguments are rounded, and variadic arguments are passed as _Float16, not promoted.
// Sweeps print checksums over 3000 operand pairs, where rounding twice shows.
// expect-exit: 0
// expect-stdout:
// | s0 7770937298908655
// | s1 5524842136399697163
// | s2 4695156716463822474
// | s3 1668313893028820663
// | s4 2546700071663736288
// | s5 740232315340249080
// | s6 1829283152486387899
// | s7 12061801007541896875
// | s8 5806899514160370058
// | s9 5524842136399697163
// | 0.2999267578 0.2999267578 0.2998046875 300
// | 0.2999267578 0.2999267578
// | 1 0 1 0 1 1
// | 1.00033e-08
#include <stdarg.h>
#include <stdio.h>

_Float16 a = 0.1f16, b = 3.0f16, z = 0.7f16, tiny = 1e-4f16;
volatile int one = 1, zero = 0;

static double dbl(double x) { return x; }
static _Float16 half(_Float16 x) { return x; }
static double vhalf(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    double r = 0;
    for (int i = 0; i < n; i++)
        r += va_arg(ap, _Float16);
    va_end(ap);
    return r;
}

int main(void)
{
    unsigned long s[10] = { 0 };
    for (int i = 1; i < 3000; i++) {
        _Float16 x = (_Float16)(i * 0.00731f), y = (_Float16)(1.0f + i * 0.000913f);
        _Float16 w = (_Float16)(i * 0.37f);
        double t1 = one ? x * y : w;
        double t2 = zero ? w : x / y;
        double t3 = (w, x * y);
        _Float16 h = w;
        h += x * y;
        _Float16 h2 = w;
        h2 -= x / y;
        _Float16 h3 = w;
        h3 *= 3;
        int ii = i;
        ii += x * y * 100;
        float ff = 0.5f;
        ff += x * y;
        _Float16 h4 = (one ? x * y : w) + w;
        _Float16 h5 = -(zero ? w : x * y) * y;
        int cmp = (one ? x * y : w) == x * y;
        cmp += 2 * ((w, x * y) < (_Float16)(x * y));
        s[0] = s[0] * 31 + (unsigned long)(t1 * 1e7) + (unsigned long)(t2 * 1e7);
        s[1] = s[1] * 31 + (unsigned long)(t3 * 1e7);
        s[2] = s[2] * 31 + (unsigned long)((double)h * 1e4) + (unsigned long)((double)h2 * 1e4);
        s[3] = s[3] * 31 + (unsigned long)((double)h3 * 1e4);
        s[4] = s[4] * 31 + (unsigned)ii + (unsigned long)(ff * 1e6);
        s[5] = s[5] * 31 + (unsigned long)((double)h4 * 1e4) + (unsigned long)((double)-h5 * 1e4);
        s[6] = s[6] * 31 + (unsigned)cmp;
        s[7] = s[7] * 31 + (unsigned long)(vhalf(2, x * y, one ? x * y : w) * 1e6);
        s[8] = s[8] * 31 + (unsigned long)(dbl(one ? x * y : w) * 1e7)
               + (unsigned long)((double)half(x * y) * 1e7);
        s[9] = s[9] * 31 + (unsigned long)(((x * y) ?: w) * 1e7);
    }
    for (int k = 0; k < 10; k++)
        printf("s%d %lu\n", k, s[k]);

    double t1 = one ? a * b : z;
    double t2 = (z, a * b);
    double t3 = ({ z; a * b; });
    _Float16 t4 = (one ? a * b : z) * 1000;
    printf("%.10g %.10g %.10g %.10g\n", t1, t2, t3, (double)t4);
    printf("%.10g %.10g\n", one ? a * b : 1.0, (double)(float)(one ? a * b : 1.0f));

    /* tiny * tiny is about 1e-8 in float and 0 as a _Float16. */
    _Float16 t = tiny * tiny;
    int c1 = tiny * tiny ? 1 : 0;
    int c2 = !(tiny * tiny);
    int c3 = (tiny * tiny) && one;
    int c4 = t != 0;
    int c5 = (_Bool)(tiny * tiny);
    int c6 = 0;
    if (tiny * tiny)
        c6 = 1;
    printf("%d %d %d %d %d %d\n", c1, c2, c3, c4, c5, c6);
    double g = (tiny * tiny) ?: z;
    printf("%.6g\n", g);
    return 0;
}
