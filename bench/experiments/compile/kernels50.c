/* 50 OpenACC kernels in one file, for the GPU compile-time measurement of decision 120
 * (bench/results/compile-2026-11-30.md): each function one `parallel loop` over pointer
 * arguments, as applications write them, most of them calling device math functions.
 * Written by gen.py beside it; compiled only, never run. */
#include <math.h>

float kernel00(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
    return y[0];
}

float kernel01(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = expf(x[i]) * a;
    }
    return y[0];
}

float kernel02(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = sinf(x[i]) + a * cosf(y[i]);
    }
    return y[0];
}

float kernel03(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = logf(1.0f + x[i] * x[i]) - a;
        s += y[i];
    }
    return s;
}

float kernel04(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);
    }
    return y[0];
}

float kernel05(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = tanhf(x[i] - a * y[i]);
    }
    return y[0];
}

float kernel06(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);
    }
    return y[0];
}

float kernel07(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);
    }
    return y[0];
}

float kernel08(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = atan2f(y[i], x[i] + 1.0f) * a;
    }
    return y[0];
}

float kernel09(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = erff(x[i]) + a * cbrtf(y[i]);
    }
    return y[0];
}

float kernel10(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = a * x[i] + y[i];
        s += y[i];
    }
    return s;
}

float kernel11(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = expf(x[i]) * a;
    }
    return y[0];
}

float kernel12(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = sinf(x[i]) + a * cosf(y[i]);
    }
    return y[0];
}

float kernel13(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = logf(1.0f + x[i] * x[i]) - a;
    }
    return y[0];
}

float kernel14(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);
    }
    return y[0];
}

float kernel15(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = tanhf(x[i] - a * y[i]);
    }
    return y[0];
}

float kernel16(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);
    }
    return y[0];
}

float kernel17(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);
        s += y[i];
    }
    return s;
}

float kernel18(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = atan2f(y[i], x[i] + 1.0f) * a;
    }
    return y[0];
}

float kernel19(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = erff(x[i]) + a * cbrtf(y[i]);
    }
    return y[0];
}

float kernel20(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
    return y[0];
}

float kernel21(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = expf(x[i]) * a;
    }
    return y[0];
}

float kernel22(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = sinf(x[i]) + a * cosf(y[i]);
    }
    return y[0];
}

float kernel23(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = logf(1.0f + x[i] * x[i]) - a;
    }
    return y[0];
}

float kernel24(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);
        s += y[i];
    }
    return s;
}

float kernel25(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = tanhf(x[i] - a * y[i]);
    }
    return y[0];
}

float kernel26(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);
    }
    return y[0];
}

float kernel27(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);
    }
    return y[0];
}

float kernel28(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = atan2f(y[i], x[i] + 1.0f) * a;
    }
    return y[0];
}

float kernel29(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = erff(x[i]) + a * cbrtf(y[i]);
    }
    return y[0];
}

float kernel30(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
    return y[0];
}

float kernel31(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = expf(x[i]) * a;
        s += y[i];
    }
    return s;
}

float kernel32(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = sinf(x[i]) + a * cosf(y[i]);
    }
    return y[0];
}

float kernel33(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = logf(1.0f + x[i] * x[i]) - a;
    }
    return y[0];
}

float kernel34(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);
    }
    return y[0];
}

float kernel35(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = tanhf(x[i] - a * y[i]);
    }
    return y[0];
}

float kernel36(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);
    }
    return y[0];
}

float kernel37(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);
    }
    return y[0];
}

float kernel38(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = atan2f(y[i], x[i] + 1.0f) * a;
        s += y[i];
    }
    return s;
}

float kernel39(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = erff(x[i]) + a * cbrtf(y[i]);
    }
    return y[0];
}

float kernel40(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = a * x[i] + y[i];
    }
    return y[0];
}

float kernel41(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = expf(x[i]) * a;
    }
    return y[0];
}

float kernel42(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = sinf(x[i]) + a * cosf(y[i]);
    }
    return y[0];
}

float kernel43(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = logf(1.0f + x[i] * x[i]) - a;
    }
    return y[0];
}

float kernel44(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = powf(x[i], a) + sqrtf(y[i] * y[i] + 1.0f);
    }
    return y[0];
}

float kernel45(int n, float a, const float *restrict x, float *restrict y)
{
    float s = 0.0f;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = tanhf(x[i] - a * y[i]);
        s += y[i];
    }
    return s;
}

float kernel46(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = (float)exp((double)x[i] * a) + (float)log1p((double)y[i] * y[i]);
    }
    return y[0];
}

float kernel47(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = fmaxf(x[i], y[i]) * fminf(a, x[i]);
    }
    return y[0];
}

float kernel48(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = atan2f(y[i], x[i] + 1.0f) * a;
    }
    return y[0];
}

float kernel49(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = erff(x[i]) + a * cbrtf(y[i]);
    }
    return y[0];
}
