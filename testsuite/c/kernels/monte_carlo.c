// Monte Carlo estimate of pi and of an integral with an integer LCG (fully deterministic).
// expect-exit: 0
// expect-stdout:
// | inside 1570433 pi ~ 3.140866
// | int x^3 ~ 0.249797
// | 9838 10090 9861 9948 10087 10039 10000 10046 10031 10060 
#include <stdio.h>
#include <stdint.h>

static uint64_t state = 12345;
static uint32_t lcg(void) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)(state >> 33);
}
static double uniform(void) { return lcg() / 2147483648.0; }

int main(void) {
    long inside = 0;
    const long samples = 2000000;
    for (long i = 0; i < samples; i++) {
        double x = uniform(), y = uniform();
        if (x * x + y * y < 1.0) inside++;
    }
    printf("inside %ld pi ~ %.6f\n", inside, 4.0 * inside / samples);
    double acc = 0;
    for (int i = 0; i < 100000; i++) { double x = uniform(); acc += x * x * x; }
    printf("int x^3 ~ %.6f\n", acc / 100000);
    int hist[10] = {0};
    for (int i = 0; i < 100000; i++) hist[lcg() % 10]++;
    for (int i = 0; i < 10; i++) printf("%d ", hist[i]);
    printf("\n");
    return 0;
}
