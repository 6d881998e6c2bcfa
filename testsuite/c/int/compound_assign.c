// Compound assignment: every operator, with conversions back to narrower types.
// expect-exit: 0
// expect-stdout:
// | 105 85 255 36 6 96 24 8 57 198
// | 4 12 -31072
// | 17 34
// | 4
// | 11 20 3 2
// | 2
#include <stdio.h>

int main(void) {
    int x = 100;
    x += 5; printf("%d ", x);
    x -= 20; printf("%d ", x);
    x *= 3; printf("%d ", x);
    x /= 7; printf("%d ", x);
    x %= 10; printf("%d ", x);
    x <<= 4; printf("%d ", x);
    x >>= 2; printf("%d ", x);
    x &= 0xC; printf("%d ", x);
    x |= 0x31; printf("%d ", x);
    x ^= 0xFF; printf("%d\n", x);
    unsigned char c = 250;
    c += 10; printf("%d ", c);
    c *= 3; printf("%d ", c);
    short s = 1000;
    s *= 100; printf("%d\n", s);
    int i = 7;
    i *= 2.5; printf("%d ", i);
    i /= 0.5; printf("%d\n", i);
    double d = 10;
    d /= 4; d -= 0.5; d *= d; printf("%g\n", d);
    int arr[3] = {1, 2, 3}, k = 0;
    arr[k++] += 10; arr[k++] *= 10;
    printf("%d %d %d %d\n", arr[0], arr[1], arr[2], k);
    long long ll = 1;
    for (int j = 0; j < 62; j++) ll <<= 1;
    ll >>= 61; printf("%lld\n", ll);
    return 0;
}
