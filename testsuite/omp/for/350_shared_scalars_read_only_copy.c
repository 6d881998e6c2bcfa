// Shared scalars of a `parallel` region that the region only reads reach the microtask as a
// copy (decision 101, so that `parallel for` over shared pointers vectorizes); those that
// may change while the region runs must not: written under `single`/`master` and read after
// the barrier, through a pointer taken outside, by `atomic`, by an inner `lastprivate`,
// read by deferred tasks after the region's code returns, pointers swapped between regions
// of a time loop, and a nested `parallel for` over the outer region's pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | axpy 3.000000 43.000000 1994.750000
// | single 2 all 1
// | through pointer 5 all 1
// | atomic 4000 after 4000
// | lastprivate 999
// | tasks 0 1 4 9 16 25 36 49
// | jacobi 0.943652 10.797829 0.000000
// | nested 1600.000000
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static void axpy(float *y, const float *x, float alpha, int n) {
#pragma omp parallel for num_threads(3)
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

static int single_write(int *seen, int nthreads) {
  int scale = 1;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    scale = 2;
    // the single's barrier orders the write before every thread's read
    seen[omp_get_thread_num()] = scale;
  }
  int ok = 1;
  for (int t = 0; t < nthreads; t++)
    ok &= seen[t] == 0 || seen[t] == 2;
  return ok ? scale : -1;
}

static int pointer_write(int *seen) {
  int k = 1;
  int *pk = &k;
#pragma omp parallel num_threads(4)
  {
#pragma omp master
    *pk = 5;
#pragma omp barrier
    seen[omp_get_thread_num()] = k;
  }
  int ok = 1;
  for (int t = 0; t < 4; t++)
    ok &= seen[t] == 0 || seen[t] == 5;
  printf("through pointer %d all %d\n", k, ok);
  return ok;
}

int main(void) {
  enum { N = 1000 };
  float *y = malloc(N * sizeof *y), *x = malloc(N * sizeof *x);
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 17);
    y[i] = 3.0f;
  }
  axpy(y, x, 2.0f, N);
  axpy(y, x, 0.5f, N);
  float sum = 0;
  for (int i = 0; i < N; i++)
    sum += y[i] - 3.0f;
  printf("axpy %f %f %f\n", y[0], y[16], sum / 10.0f);

  int seen[64] = {0};
  int s = single_write(seen, 64);
  printf("single %d all %d\n", s, s == 2);
  int seen2[64] = {0};
  pointer_write(seen2);

  int count = 0, after = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < 4000; i++) {
#pragma omp atomic
      count++;
    }
    // the loop's barrier: every increment is done
#pragma omp master
    after = count;
  }
  printf("atomic %d after %d\n", count, after);

  int last = -1;
#pragma omp parallel num_threads(3)
  {
#pragma omp for lastprivate(last)
    for (int i = 0; i < 1000; i++)
      last = i;
  }
  printf("lastprivate %d\n", last);

  int out[8];
  int base = 0;
  int *outp = out;
#pragma omp parallel num_threads(2)
  {
#pragma omp single nowait
    for (int t = 0; t < 8; t++) {
#pragma omp task firstprivate(t)
      outp[t] = base + t * t;
    }
  }
  printf("tasks");
  for (int t = 0; t < 8; t++)
    printf(" %d", out[t]);
  printf("\n");

  // Jacobi sweeps: the two pointers are swapped between the regions of the time loop.
  enum { M = 64 };
  double *a = calloc(M, sizeof *a), *b = calloc(M, sizeof *b);
  a[0] = b[0] = 1.0;
  a[M - 1] = b[M - 1] = 0.0;
  for (int step = 0; step < 200; step++) {
    double w = 0.5;
#pragma omp parallel for num_threads(2)
    for (int i = 1; i < M - 1; i++)
      b[i] = w * (a[i - 1] + a[i + 1]);
    double *t = a;
    a = b;
    b = t;
  }
  double total = 0;
  for (int i = 1; i < M - 1; i++)
    total += a[i];
  printf("jacobi %f %f %f\n", a[1], total, a[M - 1]);

  float *z = calloc(40 * 40, sizeof *z);
#pragma omp parallel num_threads(2)
  {
#pragma omp for
    for (int r = 0; r < 40; r++) {
#pragma omp parallel for num_threads(2)
      for (int c = 0; c < 40; c++)
        z[r * 40 + c] = 1.0f;
    }
  }
  float zs = 0;
  for (int i = 0; i < 40 * 40; i++)
    zs += z[i];
  printf("nested %f\n", zs);
  free(x);
  free(y);
  free(a);
  free(b);
  free(z);
  return 0;
}
