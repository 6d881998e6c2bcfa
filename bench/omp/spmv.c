/* CSR sparse matrix-vector product with OpenMP 4.5 target constructs: the OpenMP twin of
 * bench/acc/spmv.c. As GPU OpenMP codes write it, the rows go to the teams' threads and the
 * row's inner product is a `simd` loop: oxacc (as nvc and clang) then runs the threads as
 * workers and the `simd` iterations on the vector lanes (docs/openmp.md). */
#define BENCH_OMP_TARGET
#include "../acc/spmv.c"

int main(int argc, char **argv) {
    long rows = bench_arg(argc, argv, 1, DEFAULT_ROWS);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    long nnz = rows * PER_ROW;
    int *rowptr = (int *)bench_alloc(sizeof(int) * (rows + 1));
    int *col = (int *)bench_alloc(sizeof(int) * nnz);
    double *val = (double *)bench_alloc(sizeof(double) * nnz);
    double *x = (double *)bench_alloc(sizeof(double) * rows);
    double *y = (double *)bench_alloc(sizeof(double) * rows);
    spmv_init(rowptr, col, val, x, y, rows);
    bench_timer t;
    bench_timer_init(&t);
#pragma omp target data map(to : rowptr[0:rows + 1], col[0:nnz], val[0:nnz], x[0:rows]) \
    map(tofrom : y[0:rows])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for \
    map(to : rowptr[0:rows + 1], col[0:nnz], val[0:nnz], x[0:rows]) map(tofrom : y[0:rows])
            for (long i = 0; i < rows; i++) {
                double s = 0.0;
#pragma omp simd reduction(+ : s)
                for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
                y[i] = s;
            }
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = spmv_check(rowptr, col, val, x, y, rows);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ld,nnz=%ld", rows, rows, nnz);
    double bytes = (double)nnz * (sizeof(double) + sizeof(int)) + (double)(rows + 1) * sizeof(int) +
                   2.0 * rows * sizeof(double);
    int bad = bench_result("spmv", size, &t, bytes, 2.0 * nnz, "mem", NULL, ok);
    free(rowptr);
    free(col);
    free(val);
    free(x);
    free(y);
    return bad;
}
