// Integer types of every width: sizes, limits, and arithmetic at the limits without overflow.
// expect-exit: 0
// expect-stdout:
// | sizes 1 2 4 8 8 8
// | schar -128 127 uchar 255
// | short -32768 32767 ushort 65535
// | int -2147483648 2147483647 uint 4294967295
// | long -9223372036854775808 9223372036854775807 ulong 18446744073709551615
// | llong -9223372036854775808 9223372036854775807 ullong 18446744073709551615
// | 127 -32768 2147483647 -9223372036854775807
// | 255 65535 4294967295 18446744073709551615
// | wrap 0 65535 4294967295 18446744073709551615
// | trunc -56 -25536 -1294967296
// | mul 9223372030926249001 18446744073709551615
#include <stdio.h>
#include <limits.h>
#include <stdint.h>

int main(void) {
    printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long),
           sizeof(long long), sizeof(void *));
    printf("schar %d %d uchar %u\n", SCHAR_MIN, SCHAR_MAX, (unsigned)UCHAR_MAX);
    printf("short %d %d ushort %u\n", SHRT_MIN, SHRT_MAX, (unsigned)USHRT_MAX);
    printf("int %d %d uint %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("long %ld %ld ulong %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("llong %lld %lld ullong %llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    int8_t a = 100; int16_t b = -30000; int32_t c = 2000000000; int64_t d = -9000000000000000000LL;
    uint8_t e = 250; uint16_t f = 65000; uint32_t g = 4000000000u; uint64_t h = 18000000000000000000ull;
    printf("%d %d %d %lld\n", a + 27, b - 2768, c + 147483647, (long long)(d - 223372036854775807LL));
    printf("%u %u %u %llu\n", e + 5u, f + 535u, g + 294967295u, (unsigned long long)(h + 446744073709551615ull));
    volatile unsigned char uc = 255; uc++;
    volatile unsigned short us = 0; us--;
    volatile unsigned u = 0; u -= 1;
    volatile unsigned long long ull = 0; ull--;
    printf("wrap %u %u %u %llu\n", uc, us, u, ull);
    int8_t t8 = (int8_t)200; int16_t t16 = (int16_t)40000; int32_t t32 = (int32_t)3000000000u;
    printf("trunc %d %d %d\n", t8, t16, t32);
    printf("mul %lld %llu\n", 3037000499LL * 3037000499LL, 4294967295ull * 4294967297ull);
    return 0;
}
