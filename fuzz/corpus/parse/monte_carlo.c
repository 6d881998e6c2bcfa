#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

static uint64_t state = 88172645463325252ULL;

static inline uint64_t xorshift64(void)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static inline double uniform01(void) { return (xorshift64() >> 11) * 0x1.0p-53; }

int main(void)
{
    const long samples = 1000000;
    long inside = 0;
    for (long i = 0; i < samples; i++) {
        double x = uniform01(), y = uniform01();
        inside += x * x + y * y <= 1.0;
    }
    double pi = 4.0 * (double)inside / (double)samples;
    srand(42u);
    int r = rand() % 100;
    printf("pi ~ %.5f (err %.2e) r=%d eps=%g max=%d min=%ld huge=%d\n", pi, fabs(pi - M_PI), r, DBL_EPSILON,
           INT_MAX, LONG_MIN, isinf(HUGE_VAL));
    float f = FLT_MAX;
    unsigned long long ull = ULLONG_MAX;
    return !(f > 0 && ull > 0 && RAND_MAX >= 32767 && isnan(NAN) && !signbit(1.0));
}
