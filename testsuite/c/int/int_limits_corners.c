// Corner cases that are defined: INT_MIN literals, negation of unsigned, abs, conversions.
// expect-exit: 0
// expect-stdout:
// | -2147483648 2147483648
// | 2147483648
// | 2147483648
// | 2147483647 5 9223372036854775807
// | 1073741822
// | 2147483648
// | 18446744073709551615
// | 255
// | 1 1
// | 8 4
// | -3 -2 -3 2
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>

int main(void) {
    int m = INT_MIN;
    printf("%d %u\n", m, (unsigned)m);
    printf("%u\n", -(unsigned)m);
    printf("%lld\n", -(long long)m);
    printf("%d %ld %lld\n", abs(-INT_MAX), labs(-5L), llabs(LLONG_MIN + 1));
    printf("%d\n", INT_MIN / -2 + INT_MIN % 7);
    long long x = (long long)INT_MAX + 1;
    printf("%lld\n", x);
    unsigned long long y = (unsigned long long)-1;
    printf("%llu\n", y);
    printf("%d\n", (int)(unsigned char)-1);
    printf("%d %d\n", 0x7fffffff == INT_MAX, -2147483647 - 1 == INT_MIN);
    printf("%zu %zu\n", sizeof(2147483648), sizeof(0x80000000));
    div_t q = div(-17, 5); ldiv_t lq = ldiv(17L, -5L);
    printf("%d %d %ld %ld\n", q.quot, q.rem, lq.quot, lq.rem);
    return 0;
}
