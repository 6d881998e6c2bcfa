#include <omp.h>
int counter;
long double ld;
void kernels(int n, double *restrict a, int *restrict hist, int **pp) {
  int x = 0, v;
  double *p = a;
#pragma omp parallel private(counter) firstprivate(p)
  {
    counter = omp_get_thread_num();
#pragma omp for schedule(guided, 4) firstprivate(x) lastprivate(x)
    for (int i = n - 1; i >= 0; i -= 2) x = i + hist[i % 8];
#pragma omp sections lastprivate(v)
    {
#pragma omp section
      v = 1;
#pragma omp section
      v = 2;
    }
#pragma omp atomic capture
    v = hist[0]++;
#pragma omp atomic capture
    { hist[1] -= 2; v = hist[1]; }
#pragma omp atomic
    a[0] = a[0] / 3.0;
#pragma omp atomic
    hist[2] = hist[2] << 1;
#pragma omp atomic
    *pp += 1;
#pragma omp atomic
    ld += 1.5L;
#pragma omp atomic read seq_cst
    v = hist[3];
#pragma omp critical
    p[0] += v;
  }
#pragma omp parallel master
  a[1] = x;
#pragma omp parallel for collapse(2) schedule(runtime)
  for (long i = 0; i < n; i++)
    for (unsigned j = 0; j < 8u; j++) a[i] += j;
}
