// Inline asm: rdtsc with "=a"/"=d" outputs combined into a 64-bit count, cpuid with four fixed
// register outputs and "a"/"c" inputs (vendor string from leaf 0), asm in a static inline
// function, and the 64-bit "=A"-free form with shifts.
// expect-exit: 0
// expect-stdout:
// | rdtsc monotonic 1
// | max leaf > 0: 1, vendor printable: 1, len 12
// | sse2 1
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static inline uint64_t rdtsc(void)
{
    uint32_t lo, hi;
    asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t)hi << 32) | lo;
}

static void cpuid(uint32_t leaf, uint32_t sub, uint32_t r[4])
{
    __asm__ __volatile__("cpuid"
                         : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3])
                         : "a"(leaf), "c"(sub));
}

int main(void)
{
    uint64_t t0 = rdtsc();
    volatile unsigned spin = 0;
    for (int i = 0; i < 1000; i++)
        spin += i;
    uint64_t t1 = rdtsc();
    printf("rdtsc monotonic %d\n", t1 > t0);
    uint32_t r[4];
    cpuid(0, 0, r);
    char vendor[13];
    memcpy(vendor, &r[1], 4);
    memcpy(vendor + 4, &r[3], 4);
    memcpy(vendor + 8, &r[2], 4);
    vendor[12] = 0;
    int printable = 1;
    for (int i = 0; i < 12; i++)
        printable &= vendor[i] >= 32 && vendor[i] < 127;
    printf("max leaf > 0: %d, vendor printable: %d, len %zu\n", r[0] > 0, printable,
           strlen(vendor));
    cpuid(1, 0, r);
    printf("sse2 %d\n", (r[3] >> 26) & 1);
    return 0;
}
