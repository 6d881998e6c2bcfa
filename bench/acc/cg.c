/* Conjugate-gradient solve of A x = b, A the 7-point matrix of one implicit heat-equation step
 * (I + L, L the 3-D Laplacian with Dirichlet boundaries) on an n^3 grid in CSR form, as TeaLeaf's
 * CG solver does it. Every CG iteration is four compute regions and two reductions: q = A p
 * (SpMV), p.q, then x += alpha p, r -= alpha q with r.r fused, then p = r + beta p; the scalars
 * come back to the host between them. All data stay resident in one data region.
 * One timed iteration is one whole solve from x = 0 with a fixed number of CG iterations.
 * Usage: cg [n [solves [cg-iterations]]]; default n = 200 (8 M rows, 56 M nonzeros, 1 GiB on
 * the device), 40 CG iterations per solve.
 * Check: the eigenvalues of I + L lie in (1, 13), so 40 iterations reduce the residual below
 * 1e-8 of |b|; the true residual |b - A x| of the final x, computed on the host with its own
 * matrix, must be below 1e-6 |b| (a wrong reduction or update converges far slower) and agree
 * with the residual the iteration carried to 1e-9 |b|. */
#include "../common/bench.h"

#define DEFAULT_N 200L
#define DEFAULT_SOLVES 10
#define DEFAULT_CG_ITERS 40

/* The matrix: 7 on the diagonal, -1 for each of the up to six neighbours inside the grid. */
static long cg_build(long n, int *rowptr, int *col, double *val) {
    long k = 0;
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            for (long l = 0; l < n; l++) {
                long row = (i * n + j) * n + l;
                rowptr[row] = (int)k;
                /* Columns in increasing order, as a CSR matrix from a file would have them. */
                if (i > 0) col[k] = (int)(row - n * n), val[k++] = -1.0;
                if (j > 0) col[k] = (int)(row - n), val[k++] = -1.0;
                if (l > 0) col[k] = (int)(row - 1), val[k++] = -1.0;
                col[k] = (int)row, val[k++] = 7.0;
                if (l < n - 1) col[k] = (int)(row + 1), val[k++] = -1.0;
                if (j < n - 1) col[k] = (int)(row + n), val[k++] = -1.0;
                if (i < n - 1) col[k] = (int)(row + n * n), val[k++] = -1.0;
            }
    rowptr[n * n * n] = (int)k;
    return k;
}

static long cg_nonzeros(long n) { return 7 * n * n * n - 6 * n * n; }

static void cg_rhs(double *b, long rows) {
    for (long i = 0; i < rows; i++) b[i] = 0.5 + (double)(bench_hash32((uint32_t)i) % 64) / 64.0;
}

/* The true residual of x against the host's matrix, relative to |b|. */
static int cg_check(const int *rowptr, const int *col, const double *val, const double *b,
                    const double *x, long rows, double carried_rr) {
    double bb = 0.0, res = 0.0;
    for (long i = 0; i < rows; i++) {
        double ax = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) ax += val[k] * x[col[k]];
        double d = b[i] - ax;
        res += d * d;
        bb += b[i] * b[i];
    }
    double rel = sqrt(res / bb), carried = sqrt(carried_rr / bb);
    if (!(rel < 1e-6) || !(fabs(rel - carried) < 1e-9)) {
        fprintf(stderr, "cg: |b - A x| / |b| = %.3e, the iteration's residual %.3e\n", rel,
                carried);
        return 0;
    }
    return 1;
}

/* Bytes per CG iteration: SpMV (matrix, p, q) 12 nnz + 20 rows, p.q 16 rows, the fused update
 * 48 rows, the p update 24 rows; a solve adds its start (b, x, r, p) 32 rows. */
static double cg_bytes(long rows, long nnz, int iters) {
    return (double)iters * (12.0 * nnz + 108.0 * rows) + 32.0 * rows;
}

static double cg_flops(long rows, long nnz, int iters) {
    return (double)iters * (2.0 * nnz + 10.0 * rows) + 2.0 * rows;
}

#ifndef BENCH_HELPERS_ONLY
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
    double *r = (double *)bench_alloc(sizeof(double) * rows);
    double *p = (double *)bench_alloc(sizeof(double) * rows);
    double *q = (double *)bench_alloc(sizeof(double) * rows);
    cg_build(n, rowptr, col, val);
    cg_rhs(b, rows);
    bench_timer t;
    bench_timer_init(&t);
    double rr = 0.0;
#pragma acc data copyin(rowptr[0:rows+1], col[0:nnz], val[0:nnz], b[0:rows]) \
    create(r[0:rows], p[0:rows], q[0:rows]) copyout(x[0:rows])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
            rr = 0.0;
#pragma omp parallel for reduction(+ : rr)
#pragma acc parallel loop present(b[0:rows], x[0:rows], r[0:rows], p[0:rows]) reduction(+ : rr)
            for (long i = 0; i < rows; i++) {
                x[i] = 0.0;
                r[i] = b[i];
                p[i] = b[i];
                rr += b[i] * b[i];
            }
            for (int k = 0; k < cg_iters; k++) {
#pragma omp parallel for
#pragma acc parallel loop present(rowptr[0:rows+1], col[0:nnz], val[0:nnz], p[0:rows], q[0:rows])
                for (long i = 0; i < rows; i++) {
                    double s = 0.0;
#pragma acc loop seq
                    for (int e = rowptr[i]; e < rowptr[i + 1]; e++) s += val[e] * p[col[e]];
                    q[i] = s;
                }
                double pq = 0.0;
#pragma omp parallel for reduction(+ : pq)
#pragma acc parallel loop present(p[0:rows], q[0:rows]) reduction(+ : pq)
                for (long i = 0; i < rows; i++) pq += p[i] * q[i];
                double alpha = rr / pq, rr_new = 0.0;
#pragma omp parallel for reduction(+ : rr_new)
#pragma acc parallel loop present(x[0:rows], r[0:rows], p[0:rows], q[0:rows]) \
    reduction(+ : rr_new)
                for (long i = 0; i < rows; i++) {
                    x[i] += alpha * p[i];
                    r[i] -= alpha * q[i];
                    rr_new += r[i] * r[i];
                }
                double beta = rr_new / rr;
                rr = rr_new;
#pragma omp parallel for
#pragma acc parallel loop present(r[0:rows], p[0:rows])
                for (long i = 0; i < rows; i++) p[i] = r[i] + beta * p[i];
            }
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = cg_check(rowptr, col, val, b, x, rows, rr);
    char size[64];
    snprintf(size, sizeof size, "%ld^3,nnz=%ld,cg=%d", n, nnz, cg_iters);
    int bad = bench_result("cg", size, &t, cg_bytes(rows, nnz, cg_iters),
                           cg_flops(rows, nnz, cg_iters), "mem", NULL, ok);
    free(rowptr);
    free(col);
    free(val);
    free(b);
    free(x);
    free(r);
    free(p);
    free(q);
    return bad;
}
#endif
