/* Host instructions per launch of bench/acc/launch.c's five rows, one row per build (-DVARIANT=v:
 * 0 launch_sync, 1 launch_async, 2 launch_sync_present4, 3 launch_async_present4,
 * 4 region_present4); counted by count.sh against a stand-in libcuda (decision 109). */
#include <stdlib.h>
int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000, m = 1000;
    double *a = malloc(8 * m), *b = malloc(8 * m), *c = malloc(8 * m), *d = malloc(8 * m);
    for (long i = 0; i < m; i++) a[i] = b[i] = c[i] = d[i] = 1.0;
#pragma acc data copy(a[0:m]) copyin(b[0:m], c[0:m], d[0:m])
    {
        for (long l = 0; l < n; l++) {
#if VARIANT == 0
#pragma acc parallel loop
            for (long i = 0; i < m; i++) a[i] += 1.0;
#elif VARIANT == 1
#pragma acc parallel loop async(1)
            for (long i = 0; i < m; i++) a[i] += 1.0;
#elif VARIANT == 2
#pragma acc parallel loop present(a[0:m], b[0:m], c[0:m], d[0:m])
            for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
#elif VARIANT == 3
#pragma acc parallel loop present(a[0:m], b[0:m], c[0:m], d[0:m]) async(1)
            for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
#else
#pragma acc data present(a[0:m], b[0:m], c[0:m], d[0:m])
            {
#pragma acc parallel loop
                for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
            }
#endif
        }
#pragma acc wait(1)
    }
    return a[0] == 12345.0;
}
