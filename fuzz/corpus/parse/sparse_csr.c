#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int nrows, ncols, nnz;
    int *restrict rowptr;
    int *restrict colidx;
    double *restrict val;
} csr_matrix;

static csr_matrix laplacian_1d(int n)
{
    csr_matrix m = { .nrows = n, .ncols = n, .nnz = 3 * n - 2 };
    m.rowptr = malloc((size_t)(n + 1) * sizeof(int));
    m.colidx = malloc((size_t)m.nnz * sizeof(int));
    m.val = malloc((size_t)m.nnz * sizeof(double));
    int k = 0;
    for (int i = 0; i < n; i++) {
        m.rowptr[i] = k;
        if (i > 0) { m.colidx[k] = i - 1; m.val[k++] = -1.0; }
        m.colidx[k] = i; m.val[k++] = 2.0;
        if (i < n - 1) { m.colidx[k] = i + 1; m.val[k++] = -1.0; }
    }
    m.rowptr[n] = k;
    return m;
}

static void spmv(const csr_matrix *A, const double *restrict x, double *restrict y)
{
    const int n = A->nrows, nnz = A->nnz;
    const int *rowptr = A->rowptr, *colidx = A->colidx;
    const double *val = A->val;
#pragma acc parallel loop gang vector_length(128) copyin(rowptr[0:n+1], colidx[0:nnz], val[0:nnz], x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
            sum += val[k] * x[colidx[k]];
        y[i] = sum;
    }
}

int main(void)
{
    csr_matrix A = laplacian_1d(100);
    double *x = malloc(100 * sizeof *x), *y = malloc(100 * sizeof *y);
    for (int i = 0; i < 100; i++)
        x[i] = 1.0;
    spmv(&A, x, y);
    printf("%g %g %g\n", y[0], y[50], y[99]);
    free(A.rowptr); free(A.colidx); free(A.val); free(x); free(y);
    return 0;
}
