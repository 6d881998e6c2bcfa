// SSE operands with the "x" constraint: scalar double and float arithmetic (addsd, mulss,
// sqrtsd, minsd), conversions (cvtsi2sd, cvttsd2si), and "+x" read-write operands.
// expect-exit: 0
// expect-stdout:
// | addsd 3.75
// | mulss 5
// | sqrtsd 1.414213562373
// | minsd -1.25
// | cvt -17 -7
// | fma 6.5
#include <stdio.h>

static double fma_like(double a, double b, double c)
{
    asm("mulsd %1, %0\n\taddsd %2, %0" : "+x"(a) : "x"(b), "x"(c));
    return a;
}

int main(void)
{
    double d1 = 1.5, d2 = 2.25;
    asm("addsd %1, %0" : "+x"(d1) : "x"(d2));
    printf("addsd %g\n", d1);
    float f = 1.25f;
    asm("mulss %1, %0" : "+x"(f) : "x"(4.0f));
    printf("mulss %g\n", f);
    double r;
    asm("sqrtsd %1, %0" : "=x"(r) : "x"(2.0));
    printf("sqrtsd %.12f\n", r);
    double mn;
    asm("movsd %1, %0\n\tminsd %2, %0" : "=&x"(mn) : "x"(3.5), "x"(-1.25));
    printf("minsd %g\n", mn);
    double conv;
    asm("cvtsi2sdl %1, %0" : "=x"(conv) : "r"(-17));
    int back;
    asm("cvttsd2si %1, %0" : "=r"(back) : "x"(-7.9));
    printf("cvt %g %d\n", conv, back);
    printf("fma %g\n", fma_like(2.0, 3.0, 0.5));
    return 0;
}
