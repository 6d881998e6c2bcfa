/* Monte-Carlo estimate of pi with an integer LCG (no floating-point division), self-checking. */
#include <stdio.h>
#include <stdint.h>

#define SAMPLES 200000000L

int main(void) {
    uint64_t state = 0x9e3779b97f4a7c15ull;
    long inside = 0;
    for (long i = 0; i < SAMPLES; i++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t x = state >> 40; /* 24 bits */
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        uint64_t y = state >> 40;
        if (x * x + y * y < (1ull << 48)) inside++;
    }
    double pi = 4.0 * (double)inside / (double)SAMPLES;
    if (pi < 3.14 || pi > 3.143) { printf("montecarlo: pi = %f\n", pi); return 1; }
    printf("checksum %ld %.9f\n", inside, pi);
    return 0;
}
