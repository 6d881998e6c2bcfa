/* Host instructions per launch of bench/acc/launch.c's asynchronous rows (helper pinstage):
 * -DVARIANT=1 `parallel loop async(1)`, -DVARIANT=3 the same with four `present` clauses.
 * Build: oxacc -fopenacc -O2 --offload-arch=sm_90 -DVARIANT=v -c launch_count.c, link with
 * cc and a libaccrt.a (-pthread -ldl -lm). Count against regcheck_stub.c's libcuda.so.1:
 *   LD_LIBRARY_PATH=<stub dir> ACC_DEVICE_TYPE=nvidia valgrind --tool=callgrind ./lc N
 * per launch = (Ir(N = 1200) - Ir(N = 200)) / 1000 (docs/gpu.md, decision 99's section). */
#include <stdlib.h>
int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000, m = 1000;
    double *a = malloc(8 * m), *b = malloc(8 * m), *c = malloc(8 * m), *d = malloc(8 * m);
    for (long i = 0; i < m; i++) a[i] = b[i] = c[i] = d[i] = 1.0;
#pragma acc data copy(a[0:m]) copyin(b[0:m], c[0:m], d[0:m])
    {
        for (long l = 0; l < n; l++) {
#if VARIANT == 1
#pragma acc parallel loop async(1)
            for (long i = 0; i < m; i++) a[i] += 1.0;
#else
#pragma acc parallel loop present(a[0:m], b[0:m], c[0:m], d[0:m]) async(1)
            for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
#endif
        }
#pragma acc wait(1)
    }
    return a[0] == 12345.0;
}
