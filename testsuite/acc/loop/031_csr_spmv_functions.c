// NAS CG's conjugate-gradient kernels as an application writes them: functions taking the
// CSR arrays as pointer parameters, no prototypes, a data region in the caller, and per-row
// scalars (sum, and d in the gang-worker-vector form) set at the top of each gang-loop
// iteration and reduced by inner loops: private to the iteration, not shared by the gangs.
// remark: loop at 24:11: sum privatized
// remark: loop at 35:11: d, m privatized
// expect-exit: 0
// expect-stdout:
// | spmv rows 600 nnz 4200 bad 0
// | dot 7875.000000 bad 0
#include <stdio.h>
#include <stdlib.h>

#define ROWS 600
#define PER 7

static void spmv(n, rowstr, colidx, a, p, q)
int n;
const int *rowstr, *colidx;
const double *a, *p;
double *q;
{
  double sum;
  #pragma acc parallel loop gang present(rowstr[0:n+1], colidx[0:n*PER], a[0:n*PER], p[0:n], q[0:n])
  for (int j = 0; j < n; j++) {
    sum = 0.0;
    #pragma acc loop vector reduction(+:sum)
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) sum = sum + a[k] * p[colidx[k]];
    q[j] = sum;
  }
}

static void rownorm(int n, const int *rowstr, const double *a, double *r) {
  double d, m;
  #pragma acc parallel loop gang num_workers(2) vector_length(32) present(rowstr[0:n+1], a[0:n*PER], r[0:n])
  for (int j = 0; j < n; j++) {
    d = 0.0;
    m = 0.0;
    #pragma acc loop worker vector reduction(+:d) reduction(max:m)
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
      d += a[k] * a[k];
      m = a[k] > m ? a[k] : m;
    }
    r[j] = d / m;
  }
}

int main(void) {
  int *rowstr = malloc((ROWS + 1) * sizeof *rowstr), *colidx = malloc(ROWS * PER * sizeof *colidx);
  double *a = malloc(ROWS * PER * sizeof *a), *p = malloc(ROWS * sizeof *p);
  double *q = malloc(ROWS * sizeof *q), *r = malloc(ROWS * sizeof *r);
  for (int j = 0; j <= ROWS; j++) rowstr[j] = j * PER;
  for (int k = 0; k < ROWS * PER; k++) {
    colidx[k] = (k * 37) % ROWS;
    a[k] = 1.0 + k % 4;
  }
  for (int j = 0; j < ROWS; j++) p[j] = j % 3;
  #pragma acc data copyin(rowstr[0:ROWS+1], colidx[0:ROWS*PER], a[0:ROWS*PER], p[0:ROWS]) copyout(q[0:ROWS], r[0:ROWS])
  {
    spmv(ROWS, rowstr, colidx, a, p, q);
    rownorm(ROWS, rowstr, a, r);
  }
  int bad = 0;
  for (int j = 0; j < ROWS; j++) {
    double s = 0.0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) s += a[k] * p[colidx[k]];
    bad += q[j] != s;
  }
  printf("spmv rows %d nnz %d bad %d\n", ROWS, ROWS * PER, bad);
  double t = 0.0;
  int bad2 = 0;
  for (int j = 0; j < ROWS; j++) {
    double d = 0.0, m = 0.0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
      d += a[k] * a[k];
      m = a[k] > m ? a[k] : m;
    }
    bad2 += r[j] != d / m;
    t += r[j];
  }
  printf("dot %f bad %d\n", t, bad2);
  return bad || bad2;
}
