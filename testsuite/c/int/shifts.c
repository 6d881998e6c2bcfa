// Shifts of every width: logical on unsigned, arithmetic on negative signed (gcc's choice).
// expect-exit: 0
// expect-stdout:
// | 2 40000000 4000000
// | -50 -4 -3
// | -1099511627776 -1048576
// | 9223372036854775808 288230376151711744
// | 2064 16
// | rotl 1 2468acf0
// | rotl 7 1a2b3c09
// | rotl 14 159e048d
// | rotl 21 cf02468a
// | rotl 28 81234567
// | -1
// | 1073741824
// | ffffffff00000000
#include <stdio.h>
#include <stdint.h>

static unsigned rotl32(unsigned x, int n) { return (x << n) | (x >> (32 - n)); }

int main(void) {
    volatile int n = 5;
    unsigned u = 0x80000001u;
    printf("%x %x %x\n", u << 1, u >> 1, u >> n);
    int neg = -100;
    printf("%d %d %d\n", neg >> 1, neg >> n, neg / 32);
    long long ll = -(1LL << 40);
    printf("%lld %lld\n", ll, ll >> 20);
    uint64_t big = 1ull << 63;
    printf("%llu %llu\n", (unsigned long long)big, (unsigned long long)(big >> n));
    uint8_t b = 0x81;
    printf("%d %d\n", b << 4, (uint8_t)(b << 4));
    for (int i = 0; i < 32; i += 7) printf("rotl %d %08x\n", i ? i : 1, rotl32(0x12345678u, i ? i : 1));
    short s = -32768;
    printf("%d\n", s >> 15);
    printf("%d\n", 1 << 30);
    unsigned long ul = 0xFFFFFFFFul;
    printf("%lx\n", ul << 32);
    return 0;
}
