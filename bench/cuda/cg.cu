/* Conjugate gradient in CUDA: the same four kernels per iteration as the acc version (SpMV one
 * thread per row, as rows have at most 7 nonzeros; p.q; the fused x/r update with r.r; the p
 * update), grid-stride reductions with a block sum and one atomic per block, each scalar brought
 * back to the host where alpha and beta are formed (as the acc reductions do). */
#define BENCH_CUDA
#include "../acc/cg.c"
#include "cuda_bench.h"

__global__ void k_start(const double *b, double *x, double *r, double *p, long rows, double *rr) {
    double s = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < rows; i += (long)gridDim.x * blockDim.x) {
        double v = b[i];
        x[i] = 0.0;
        r[i] = v;
        p[i] = v;
        s += v * v;
    }
    s = block_sum(s);
    if (threadIdx.x == 0) atomicAdd(rr, s);
}

__global__ void k_spmv(const int *rowptr, const int *col, const double *val, const double *p,
                       double *q, long rows) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i >= rows) return;
    double s = 0.0;
    for (int e = rowptr[i]; e < rowptr[i + 1]; e++) s += val[e] * p[col[e]];
    q[i] = s;
}

__global__ void k_dot(const double *p, const double *q, long rows, double *out) {
    double s = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < rows; i += (long)gridDim.x * blockDim.x)
        s += p[i] * q[i];
    s = block_sum(s);
    if (threadIdx.x == 0) atomicAdd(out, s);
}

__global__ void k_update(double alpha, double *x, double *r, const double *p, const double *q,
                         long rows, double *rr) {
    double s = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < rows; i += (long)gridDim.x * blockDim.x) {
        x[i] += alpha * p[i];
        double v = r[i] - alpha * q[i];
        r[i] = v;
        s += v * v;
    }
    s = block_sum(s);
    if (threadIdx.x == 0) atomicAdd(rr, s);
}

__global__ void k_direction(double beta, const double *r, double *p, long rows) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < rows) p[i] = r[i] + beta * p[i];
}

/* A reduction's scalar: zeroed, summed into by the kernel, brought back. */
static double reduce_back(double *d) {
    double v = 0.0;
    to_host(&v, d, 1);
    return v;
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_SOLVES);
    int cg_iters = (int)bench_arg(argc, argv, 3, DEFAULT_CG_ITERS);
    long rows = n * n * n, nnz = cg_nonzeros(n);
    if (nnz >= 2147483647L) {
        fprintf(stderr, "cg: n = %ld gives more nonzeros than an int indexes\n", n);
        return 2;
    }
    int *rowptr = (int *)bench_alloc(sizeof(int) * (rows + 1));
    int *col = (int *)bench_alloc(sizeof(int) * nnz);
    double *val = (double *)bench_alloc(sizeof(double) * nnz);
    double *b = (double *)bench_alloc(sizeof(double) * rows);
    double *x = (double *)bench_alloc(sizeof(double) * rows);
    cg_build(n, rowptr, col, val);
    cg_rhs(b, rows);
    int *drow = to_device(rowptr, rows + 1), *dcol = to_device(col, nnz);
    double *dval = to_device(val, nnz), *db = to_device(b, rows);
    double *dx = to_device<double>(NULL, rows), *dr = to_device<double>(NULL, rows);
    double *dp = to_device<double>(NULL, rows), *dq = to_device<double>(NULL, rows);
    double *dsum = to_device<double>(NULL, 1);
    unsigned g = resident_blocks(8), rb = blocks_for(rows, 256);
    bench_timer t;
    bench_timer_init(&t);
    double rr = 0.0;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        CK(cudaMemsetAsync(dsum, 0, sizeof(double)));
        k_start<<<g, 256>>>(db, dx, dr, dp, rows, dsum);
        CK_LAUNCH();
        rr = reduce_back(dsum);
        for (int k = 0; k < cg_iters; k++) {
            k_spmv<<<rb, 256>>>(drow, dcol, dval, dp, dq, rows);
            CK_LAUNCH();
            CK(cudaMemsetAsync(dsum, 0, sizeof(double)));
            k_dot<<<g, 256>>>(dp, dq, rows, dsum);
            CK_LAUNCH();
            double alpha = rr / reduce_back(dsum);
            CK(cudaMemsetAsync(dsum, 0, sizeof(double)));
            k_update<<<g, 256>>>(alpha, dx, dr, dp, dq, rows, dsum);
            CK_LAUNCH();
            double rr_new = reduce_back(dsum);
            double beta = rr_new / rr;
            rr = rr_new;
            k_direction<<<rb, 256>>>(beta, dr, dp, rows);
            CK_LAUNCH();
        }
        double t1 = sync_now();
        if (it > 0) bench_record(&t, t1 - t0);
    }
    to_host(x, dx, rows);
    int ok = cg_check(rowptr, col, val, b, x, rows, rr);
    char size[64];
    snprintf(size, sizeof size, "%ld^3,nnz=%ld,cg=%d", n, nnz, cg_iters);
    return bench_result("cg", size, &t, cg_bytes(rows, nnz, cg_iters), cg_flops(rows, nnz, cg_iters),
                        "mem", NULL, ok);
}
