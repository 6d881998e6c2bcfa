// OpenMP's data-mapping rule for scalars (4.5 §2.15.5): a scalar a target region uses and no
// map clause of that target construct names is firstprivate, even where an enclosing
// `target data` maps it (OpenACC's present rule would use the device copy); only an explicit
// map or defaultmap(tofrom: scalar) maps it tofrom. Written as an application: a solver's
// parameters in a data region, changed on the host between kernels. Every line below is the
// same on the host fallback and on a device with separate memory under OpenMP's rule.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | assigned in target: x 1
// | host value read: r 14
// | defaultmap tofrom: z 2
// | explicit map: w 2
// | scaled sum: 3000
// | target around teams: t 500 u 5
#include <stdio.h>

#define N 1000

static void scale_sum(const int *a, int n, long *out) {
  int scale = 1;
  long sum = 0;
#pragma omp target data map(to: a[0:n]) map(tofrom: scale)
  {
    scale = 3; // the host's copy; the kernel reads it as firstprivate
#pragma omp target teams distribute parallel for map(tofrom: sum) reduction(+: sum)
    for (int i = 0; i < n; i++) sum += (long)a[i] * scale;
  }
  *out = sum;
}

int main(void) {
  int x = 1;
#pragma omp target data map(tofrom: x)
  {
#pragma omp target
    { x = 5; } // a firstprivate copy: neither the device copy nor the host's changes
  }
  printf("assigned in target: x %d\n", x);

  int y = 3, r = 0;
#pragma omp target data map(to: y)
  {
    y = 7;
#pragma omp target map(from: r)
    { r = y * 2; }
  }
  printf("host value read: r %d\n", r);

  int z = 1;
#pragma omp target data map(tofrom: z)
  {
#pragma omp target defaultmap(tofrom: scalar)
    { z += 1; }
  }
  printf("defaultmap tofrom: z %d\n", z);

  int w = 1;
#pragma omp target data map(tofrom: w)
  {
#pragma omp target map(tofrom: w)
    { w += 1; }
  }
  printf("explicit map: w %d\n", w);

  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
  long sum;
  scale_sum(a, N, &sum);
  printf("scaled sum: %ld\n", sum);

  int t = 0, u = 5;
#pragma omp target data map(tofrom: u)
  {
#pragma omp target map(tofrom: t)
#pragma omp teams num_teams(1)
    {
      t = u * 100;
      u = 9;
    }
  }
  printf("target around teams: t %d u %d\n", t, u);
  return 0;
}
