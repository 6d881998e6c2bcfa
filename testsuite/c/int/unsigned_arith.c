// Unsigned modular arithmetic: wraparound is defined; hashing and checksums.
// expect-exit: 0
// expect-stdout:
// | 4f9f2cab 040b13c2
// | 8748534153485358512
// | 3040900993826735515
// | 3453997556048239312
// | 16431732851926010853
// | 8204724074003728306
// | 20396
// | 4294967294 2147483647
// | 44
#include <stdio.h>
#include <stdint.h>

static uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static uint64_t xorshift(uint64_t *st) {
    uint64_t x = *st;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return *st = x;
}

int main(void) {
    printf("%08x %08x\n", fnv1a("hello"), fnv1a("oxacc compiles C"));
    uint64_t st = 88172645463325252ull;
    for (int i = 0; i < 5; i++) printf("%llu\n", (unsigned long long)xorshift(&st));
    uint16_t sum = 0;
    for (int i = 0; i < 1000; i++) sum += (uint16_t)(i * 97);
    printf("%u\n", sum);
    unsigned a = 5, b = 7;
    printf("%u %u\n", a - b, (a - b) / 2);
    uint8_t c = 0;
    for (int i = 0; i < 300; i++) c++;
    printf("%u\n", c);
    return 0;
}
