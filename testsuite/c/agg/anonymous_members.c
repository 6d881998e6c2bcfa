// C11 anonymous structs and unions as members; nested designated access.
// expect-exit: 0
// expect-stdout:
// | 1 34 12 5 6
// | ab34
// | 16 4 12
#include <stdio.h>
#include <stddef.h>

struct reg {
    int kind;
    union {
        struct { unsigned char lo, hi; };
        unsigned short word;
    };
    struct { int x, y; };
};

int main(void) {
    struct reg r = {.kind = 1, .word = 0x1234, .x = 5, .y = 6};
    printf("%d %02x %02x %d %d\n", r.kind, r.lo, r.hi, r.x, r.y);
    r.hi = 0xAB;
    printf("%04x\n", r.word);
    printf("%zu %zu %zu\n", sizeof r, offsetof(struct reg, word), offsetof(struct reg, y));
    return 0;
}
