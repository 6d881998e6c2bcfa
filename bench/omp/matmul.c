/* Dense matrix product as an OpenMP 4.5 target region with collapse(2): the OpenMP twin of
 * bench/acc/matmul.c. */
#define BENCH_OMP_TARGET
#include "../acc/matmul.c"

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *A = (double *)bench_alloc(sizeof(double) * n * n);
    double *B = (double *)bench_alloc(sizeof(double) * n * n);
    double *C = (double *)bench_alloc(sizeof(double) * n * n);
    matmul_init(A, B, C, n);
    bench_timer t;
    bench_timer_init(&t);
#pragma omp target data map(to : A[0:n * n], B[0:n * n]) map(tofrom : C[0:n * n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for collapse(2) \
    map(to : A[0:n * n], B[0:n * n]) map(tofrom : C[0:n * n])
            for (long i = 0; i < n; i++)
                for (long j = 0; j < n; j++) {
                    double s = 0.0;
                    for (long k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
                    C[i * n + j] = s;
                }
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = matmul_check(C, n);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    double nn = (double)n * (double)n;
    int bad = bench_result("matmul", size, &t, 3 * sizeof(double) * nn, 2.0 * nn * (double)n,
                           "fp64", NULL, ok);
    free(A);
    free(B);
    free(C);
    return bad;
}
