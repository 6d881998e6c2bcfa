#include <stddef.h>
#include <stdint.h>
#include <stdalign.h>
#include <stdio.h>

struct mixed {
    char c;
    double d;
    short s;
    int i;
};

struct __attribute__((packed)) packed_hdr {
    uint8_t type;
    uint32_t length;
    uint16_t crc;
};

struct aligned_buf {
    _Alignas(64) unsigned char data[100];
    alignas(16) int tail;
};

struct with_flex {
    size_t len;
    double values[];
};

typedef struct { int x __attribute__((aligned(8))); char y; } attr_aligned;

_Static_assert(sizeof(struct mixed) == 24, "mixed size");
_Static_assert(offsetof(struct mixed, d) == 8, "d offset");
_Static_assert(offsetof(struct mixed, i) == 20, "i offset");
_Static_assert(_Alignof(struct mixed) == 8, "mixed align");
_Static_assert(sizeof(struct packed_hdr) == 7, "packed size");
_Static_assert(_Alignof(struct aligned_buf) == 64, "aligned");
_Static_assert(sizeof(struct aligned_buf) == 128, "aligned size");
_Static_assert(sizeof(struct with_flex) == 8, "flex");
_Static_assert(sizeof(attr_aligned) == 8, "attr aligned");
_Static_assert(sizeof(long double) == 16 && _Alignof(long double) == 16, "long double");
_Static_assert(sizeof(void *) == 8 && sizeof(long) == 8 && sizeof(int) == 4, "LP64");
_Static_assert(sizeof(_Bool) == 1 && sizeof(wchar_t) == 4, "misc");
_Static_assert(sizeof(double _Complex) == 16, "complex");
_Static_assert((-1) >> 1 == -1 && (unsigned char)300 == 44 && (signed char)200 == -56, "conversions");
_Static_assert(-1 < 0u == 0 && -1L < 0u, "usual arithmetic conversions");
_Static_assert(sizeof(1 ? (char)1 : (short)1) == 4 && sizeof('a') == 4, "promotions");
_Static_assert(0x7fffffff + 0u == 2147483647u && sizeof(2147483648) == 8 && sizeof(0x80000000) == 4, "literal types");

int main(void)
{
    struct with_flex *f = NULL;
    printf("%zu %zu %zu\n", sizeof *f, offsetof(struct packed_hdr, crc), __alignof__(double));
    return 0;
}
