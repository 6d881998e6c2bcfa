/* Sparse matrix-vector product y = A x with A in CSR form (27 nonzeros per row: a band around
 * the diagonal plus scattered columns chosen by a hash).
 * Usage: spmv [rows [iterations]]; default rows = 2^22 (1.3 GiB on the device).
 * Check: the values are small multiples of 1/8, so every row's sum is exact in any order; every
 * y[i] is compared with the host's. */
#include "../common/bench.h"

#define DEFAULT_ROWS (1L << 22)
#define DEFAULT_ITERS 20
#define PER_ROW 27

static void spmv_init(int *rowptr, int *col, double *val, double *x, double *y, long rows) {
    for (long i = 0; i < rows; i++) {
        rowptr[i] = (int)(i * PER_ROW);
        for (int k = 0; k < PER_ROW; k++) {
            long c;
            if (k < 9) /* a band: i-4 .. i+4 */
                c = i + k - 4;
            else /* scattered columns */
                c = (long)(bench_hash32((uint32_t)(i * PER_ROW + k)) % (uint32_t)rows);
            c = ((c % rows) + rows) % rows;
            col[i * PER_ROW + k] = (int)c;
            val[i * PER_ROW + k] = (double)((int)((i + 3 * k) % 9) - 4) * 0.125;
        }
        x[i] = (double)(i % 11) * 0.125;
        y[i] = -1.0;
    }
    rowptr[rows] = (int)(rows * PER_ROW);
}

static int spmv_check(const int *rowptr, const int *col, const double *val, const double *x,
                      const double *y, long rows) {
    for (long i = 0; i < rows; i++) {
        double want = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) want += val[k] * x[col[k]];
        if (y[i] != want) {
            fprintf(stderr, "spmv: y[%ld] = %.17g, want %.17g\n", i, y[i], want);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
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
#pragma acc data copyin(rowptr[0:rows+1], col[0:nnz], val[0:nnz], x[0:rows]) copy(y[0:rows])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for
#if defined(SPMV_WORKER_ROWS)
/* A variant for comparisons (docs/gpu.md "Workers"): one worker of 32 threads per row. */
#pragma acc parallel loop gang worker vector_length(32) \
    present(rowptr[0:rows+1], col[0:nnz], val[0:nnz], x[0:rows], y[0:rows])
#else
#pragma acc parallel loop present(rowptr[0:rows+1], col[0:nnz], val[0:nnz], x[0:rows], y[0:rows])
#endif
            for (long i = 0; i < rows; i++) {
                double s = 0.0;
#pragma acc loop reduction(+ : s)
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
    /* Matrix (values, columns, row pointers) read once, x once, y written once. */
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
#endif
