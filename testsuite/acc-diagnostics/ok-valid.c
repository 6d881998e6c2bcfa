#include <stddef.h>
typedef struct { int n; double *v; } vec;
#pragma acc routine seq
static double sq(double x) { return x * x; }
double norm(vec *p, double **rows, int m) {
  double s = 0;
#pragma acc data copyin(p->v[0:p->n], rows[0:m][0:p->n])
  {
#pragma acc parallel loop reduction(+:s) default(present)
    for (int i = p->n - 1; i >= 0; i -= 1)
      s += sq(p->v[i]);
#pragma acc parallel loop collapse(2) reduction(max:s)
    for (int i = 0; i < m; ++i)
      for (int j = 0; j != p->n; j++)
        s = s > rows[i][j] ? s : rows[i][j];
  }
  return s;
}
