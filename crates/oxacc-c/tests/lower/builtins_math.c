#include <stdio.h>
#include <math.h>
static void release(int *p) { printf("cleanup %d\n", *p); }
static int ranged[8] = { [1 ... 3] = 7, [5 ... 6] = 9 };
int main(void) {
    double z = 0.0, nan_v = z / z, inf_v = 1.0 / z;
    float fs = 1e-40f;
    printf("%d %d %d %d %d\n", isnan(nan_v), isinf(-inf_v), isfinite(2.0), isnormal(fs), isnormal(1.0f));
    printf("%d %d %d %d\n", signbit(-0.0), signbit(-inf_v), fpclassify(fs) == FP_SUBNORMAL, fpclassify(z) == FP_ZERO);
    printf("%d %d %d\n", isgreater(1.0, nan_v), isless(1.0f, 2.0), isunordered(nan_v, 1.0));
    int r; long long m; unsigned u = 5;
    int o1 = __builtin_add_overflow(2147483647, 1, &r);
    printf("%d %d\n", o1, r);
    int o2 = __builtin_mul_overflow(3037000500LL, 3037000500LL, &m);
    int o3 = __builtin_sub_overflow(0u, 1u, &u);
    printf("%d %d %u\n", o2, o3, u);
    printf("%d %d %d %d\n", __builtin_ffs(0), __builtin_ffs(12), __builtin_parity(7u), __builtin_popcountll(~0ULL));
    printf("%d %d %d\n", __builtin_clz(1u), __builtin_ctzll(1ULL << 40), __builtin_bswap16(0xabcd) == 0xcdab);
    int local[6] = { [0 ... 2] = 4, [4] = 1 };
    for (int i = 0; i < 8; i++) printf("%d ", ranged[i]);
    for (int i = 0; i < 6; i++) printf("%d ", local[i]);
    printf("\n%.3f %.3f %.1f\n", sqrt(2.0), fabs(-3.5), floor(2.7));
    for (int i = 0; i < 2; i++) {
        int a __attribute__((cleanup(release))) = 10 + i;
        if (i == 1) break;
        int b __attribute__((cleanup(release))) = 20 + i;
    }
    {
        int c __attribute__((cleanup(release))) = 30;
    }
    return 0;
}
