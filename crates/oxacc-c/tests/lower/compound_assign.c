#include <stdio.h>
int main(void) {
    int i = 100;
    i += 5; i -= 3; i *= 7; i /= 4; i %= 50; i <<= 3; i >>= 1; i &= 0xfe; i |= 0x101; i ^= 0x33;
    printf("%d\n", i);
    unsigned char uc = 250; uc += 10; printf("%d\n", uc);
    signed char sc = 120; sc += 10; printf("%d\n", sc);
    short sh = -5; sh *= 1000; printf("%d\n", sh);
    unsigned u = 7; u -= 10; printf("%u\n", u);
    u >>= 3; printf("%u\n", u);
    int n = -17; n >>= 2; printf("%d\n", n);
    n = -17; n /= 4; printf("%d %d\n", n, -17 % 4);
    double d = 1.5; d *= 3; d -= 0.25; d /= 2; printf("%.4f\n", d);
    float f = 2.5f; f += 1; printf("%.2f\n", f);
    int k = 10; k *= 2.5; printf("%d\n", k);
    char c = 'A'; c += 2; printf("%c\n", c);
    long l = 1; l <<= 40; printf("%ld\n", l);
    int arr[10]; int *p = arr; p += 3; p -= 1; printf("%d\n", (int)(p - arr));
    int x = 5, y = x++ + ++x; printf("%d %d\n", x, y);
    int z = 3; z = z-- - --z; printf("%d\n", z);
    double dd = 1.0; dd++; ++dd; dd--; printf("%.1f\n", dd);
    _Bool b = 0; b++; printf("%d\n", b); b--; printf("%d\n", b);
    long long ll = 0x7fffffffLL; ll += ll; printf("%lld\n", ll);
    unsigned long long ull = ~0ULL; ull /= 3; printf("%llu\n", ull);
    return i & 0x7f;
}
