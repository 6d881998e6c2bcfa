/* CSR SpMV in CUDA: 8 lanes per row (rows have 27 nonzeros), a shuffle reduction per row. */
#define BENCH_CUDA
#include "../acc/spmv.c"
#include "cuda_bench.h"

#define LANES 8

__global__ void k_spmv(const int *rowptr, const int *col, const double *val, const double *x,
                       double *y, long rows) {
    long g = blockIdx.x * (long)blockDim.x + threadIdx.x;
    long row = g / LANES;
    int lane = (int)(g % LANES);
    double s = 0.0;
    if (row < rows)
        for (int k = rowptr[row] + lane; k < rowptr[row + 1]; k += LANES) s += val[k] * x[col[k]];
    for (int o = LANES / 2; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o, LANES);
    if (row < rows && lane == 0) y[row] = s;
}

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
    int *drow = to_device(rowptr, rows + 1), *dcol = to_device(col, nnz);
    double *dval = to_device(val, nnz), *dx = to_device(x, rows), *dy = to_device(y, rows);
    bench_timer t;
    bench_timer_init(&t);
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        k_spmv<<<blocks_for(rows * LANES, 256), 256>>>(drow, dcol, dval, dx, dy, rows);
        CK_LAUNCH();
        double t1 = sync_now();
        if (it > 0) bench_record(&t, t1 - t0);
    }
    to_host(y, dy, rows);
    int ok = spmv_check(rowptr, col, val, x, y, rows);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ld,nnz=%ld", rows, rows, nnz);
    double bytes = (double)nnz * (sizeof(double) + sizeof(int)) + (double)(rows + 1) * sizeof(int) +
                   2.0 * rows * sizeof(double);
    return bench_result("spmv", size, &t, bytes, 2.0 * nnz, "mem", NULL, ok);
}
