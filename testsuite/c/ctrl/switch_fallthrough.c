// switch: fall-through, default in the middle, nested switches, sparse and dense cases, Duff's device.
// expect-exit: 0
// expect-stdout:
// | 0 -> 111
// | 1 -> 110
// | 2 -> 100
// | 3 -> 999
// | 7 -> 1000
// | 1000000 -> 42
// | -5 -> -5
// | 8 -> 999
// | Duff's device works!
// | 00 0x 0x 1x 11 1x dd dd dd 
// | abc
// | big
// | umax
#include <stdio.h>

static int classify(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1;  /* fall through */
    case 1: r += 10;
    case 2: r += 100; break;
    default: r = -1;
    case 7: r += 1000; break;
    case 1000000: r = 42; break;
    case -5: return -5;
    }
    return r;
}

static void duff_copy(char *to, const char *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void) {
    int xs[] = {0, 1, 2, 3, 7, 1000000, -5, 8};
    for (int i = 0; i < 8; i++) printf("%d -> %d\n", xs[i], classify(xs[i]));
    char dst[32] = {0};
    duff_copy(dst, "Duff's device works!", 20);
    printf("%s\n", dst);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            switch (i) {
            case 0: switch (j) { case 0: printf("00 "); break; default: printf("0x "); } break;
            case 1: if (j == 1) { printf("11 "); break; } printf("1x "); break;
            default: printf("dd ");
            }
    printf("\n");
    char c = 'b';
    switch (c) { case 'a': case 'b': case 'c': printf("abc\n"); break; }
    long long big = 1LL << 40;
    switch (big) { case 1LL << 40: printf("big\n"); break; default: printf("no\n"); }
    switch (3) { default: ; }
    unsigned u = 0xFFFFFFFFu;
    switch (u) { case 0xFFFFFFFFu: printf("umax\n"); break; }
    return 0;
}
