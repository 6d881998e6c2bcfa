#include <omp.h>
static int total;
double work(int n, double *restrict x, const double *restrict y) {
  double s = 0.0, m = -1.0;
  int i, last = 0;
#pragma omp parallel default(none) shared(n, x, y, total) reduction(+:s) num_threads(4) if(n > 10)
  {
    int me = omp_get_thread_num();
#pragma omp for schedule(dynamic, 8) nowait
    for (int k = 0; k < n; k++) x[k] = y[k] * me;
#pragma omp barrier
#pragma omp single
    total += 1;
#pragma omp master
    total += 2;
#pragma omp critical(sum)
    s += me;
#pragma omp atomic
    total++;
#pragma omp flush
#pragma omp taskwait
#pragma omp taskyield
  }
#pragma omp parallel for lastprivate(i, last) reduction(max:m) collapse(2)
  for (i = 0; i < n; i++)
    for (int j = 0; j < 4; j++) {
      last = i + j;
      if (x[i] > m) m = x[i];
    }
#pragma omp parallel sections firstprivate(last)
  {
    x[0] = last;
#pragma omp section
    x[1] = last;
  }
#pragma omp simd
  for (int k = 0; k < n; k++) x[k] += 1.0;
#pragma omp parallel for simd
  for (int k = 0; k < n; k++) x[k] += 1.0;
  return s + m + last;
}
