// Bit-fields: signed and unsigned, widths, packing into units, sign extension, overflow wrap.
// expect-exit: 0
// expect-stdout:
// | 1 5 9 -3 100 8
// | 1 -8 15
// | t -16 2047 1099511627775 16
// | 0
// | a5 1
// | 1073741823 12345 15 12
// | 21
// | 1 -8
// | -7
#include <stdio.h>

struct flags { unsigned a : 1, b : 3, c : 4; signed d : 4; unsigned : 0; unsigned e : 7; };
struct mixed { char tag; int x : 5; int y : 12; unsigned long long z : 40; };
struct small { unsigned char lo : 4, hi : 4; };
struct spans { unsigned a : 30; unsigned b : 30; unsigned c : 4; };

int main(void) {
    struct flags f = {1, 5, 9, -3, 100};
    printf("%u %u %u %d %u %zu\n", f.a, f.b, f.c, f.d, f.e, sizeof f);
    f.b += 4;        // wraps to 3 bits
    f.d = 7; f.d++;  // -8 after wrap (gcc: modulo)
    f.c = 31;
    printf("%u %d %u\n", f.b, f.d, f.c);
    struct mixed m = {'t', -16, 2047, 0xFFFFFFFFFFull};
    printf("%c %d %d %llu %zu\n", m.tag, m.x, m.y, (unsigned long long)m.z, sizeof m);
    m.z += 1;
    printf("%llu\n", (unsigned long long)m.z);
    struct small s = {.hi = 0xA, .lo = 0x5};
    unsigned char raw;
    __builtin_memcpy(&raw, &s, 1);
    printf("%02x %zu\n", raw, sizeof s);
    struct spans sp = {0x3FFFFFFF, 12345, 15};
    printf("%u %u %u %zu\n", sp.a, sp.b, sp.c, sizeof sp);
    int total = 0;
    for (struct flags g = {0}; g.b < 7; g.b++) total += g.b;
    printf("%d\n", total);
    struct flags h = f;
    printf("%u %d\n", h.b, h.d);
    printf("%d\n", f.a + f.d);  // unsigned:1 promotes to int
    return 0;
}
