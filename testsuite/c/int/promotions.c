// Integer promotions and the usual arithmetic conversions.
// expect-exit: 0
// expect-stdout:
// | uchar sum 300
// | int vs unsigned: 0
// | int vs unsigned long: 0
// | long vs unsigned int: 1
// | short cmp 1
// | sizeof promoted 4 4 8
// | ~uchar -241 f
// | plain char -128
// | ushort mul 4294836225
// | uint->ll 3000000000
// | int->ulong 18446744073709551609
// | cond type 8 -1
// | bool 1 1
#include <stdio.h>

int main(void) {
    unsigned char a = 200, b = 100;
    printf("uchar sum %d\n", a + b);
    signed char c = -1;
    unsigned int u = 1;
    printf("int vs unsigned: %d\n", c < u);
    printf("int vs unsigned long: %d\n", -1 < 1ul);
    printf("long vs unsigned int: %d\n", -1L < 1u);
    short s = -5; unsigned short us = 5;
    printf("short cmp %d\n", s < us);
    printf("sizeof promoted %zu %zu %zu\n", sizeof(+a), sizeof(a + b), sizeof(c + 1L));
    unsigned char x = 0xF0;
    printf("~uchar %d %x\n", ~x, (unsigned char)~x);
    char ch = (char)0x80;
    printf("plain char %d\n", ch);
    unsigned short m = 65535;
    printf("ushort mul %u\n", (unsigned)m * m);
    unsigned int ui = 3000000000u;
    long long ll = ui;
    printf("uint->ll %lld\n", ll);
    int neg = -7;
    unsigned long ul = neg;
    printf("int->ulong %lu\n", ul);
    printf("cond type %zu %d\n", sizeof(1 ? 1 : 2L), (int)(0 ? 1u : -1));
    _Bool bo = 256; _Bool bz = 0.25;
    printf("bool %d %d\n", bo, bz);
    return 0;
}
