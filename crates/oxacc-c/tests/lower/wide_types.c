#include <stdio.h>
int main(void) {
    __int128 a = (__int128)1 << 100;
    unsigned __int128 b = ~(unsigned __int128)0;
    a /= 3;
    printf("%llu %llu\n", (unsigned long long)(a >> 64), (unsigned long long)(b >> 65));
    long double x = 1.0L;
    for (int i = 0; i < 70; i++) x /= 2;
    long double y = 1.0L + x * (1ULL << 63) * 2;
    printf("%.20Lg %d\n", y, x > 0);
    long double z = 3.0L;
    z = z * z - 1.5L;
    printf("%.5Lf %d %lld\n", z, z > 7.4L, (long long)(z * 1000));
    double d = (double)z;
    float f = z;
    printf("%.3f %.3f\n", d, f);
    return 0;
}
