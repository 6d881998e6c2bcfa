// Present lookups of the same arrays launch after launch (the runtime remembers the last
// mappings a lookup found, decision 109), with arrays whose mappings end and begin again at
// the same host memory with other lengths, more arrays than it remembers, sections that run
// past a mapping's end or start before it, and pointer variables named in `present` clauses
// (their attach actions find them in no mapping). Written as a code that passes its arrays to
// routines with `present` clauses; the results must be the same whether the device shares
// the host's memory or not.
// expect-exit: 0
// expect-stdout:
// | sweeps ok 1, sums 7680 15360 23040 30720 38400 46080
// | remap ok 1, sum 768
// | edges ok 1
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256
#define NARR 6

// Does the device have memory of its own? A variable copied in and changed on the device
// tells (no data clause of this program depends on it; only the expected answers of
// acc_is_present do).
static int discrete_memory(void) {
  int probe = 0;
  #pragma acc parallel num_gangs(1) copyin(probe)
  probe = 1;
  return probe == 0;
}

static void axpy(double *restrict y, const double *restrict x, double a, int n) {
  #pragma acc parallel loop present(y[0:n], x[0:n])
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static double total(const double *v, int n) {
  double s = 0.0;
  #pragma acc parallel loop present(v[0:n]) reduction(+ : s)
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

int main(void) {
  int discrete = discrete_memory();
  double *arr[NARR];
  for (int k = 0; k < NARR; k++) {
    arr[k] = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) arr[k][i] = (double)(k + 1);
    #pragma acc enter data copyin(arr[k][0:N])
  }
  // Each sweep touches all six arrays in pairs, more than the runtime remembers.
  for (int sweep = 0; sweep < 4; sweep++)
    for (int k = 0; k < NARR; k++) axpy(arr[k], arr[(k + 1) % NARR], 0.0, N);
  for (int k = 0; k < NARR; k++) axpy(arr[k], arr[k], 1.0, N);
  int ok = 1;
  for (int k = 0; k < NARR; k++) ok &= acc_is_present(arr[k], N * sizeof(double)) != 0;
  printf("sweeps ok %d, sums", ok);
  for (int k = 0; k < NARR; k++) {
    printf(" %.0f", total(arr[k], N) * 15.0);
  }
  printf("\n");

  // The mapping of arr[0] ends and a shorter one begins at the same address: the whole
  // array is no longer present, its first half is, and kernels use the new device copy.
  double *a = arr[0];
  #pragma acc exit data copyout(a[0:N])
  ok = a[0] == 2.0 && a[N - 1] == 2.0;
  for (int i = 0; i < N; i++) a[i] = 3.0;
  #pragma acc enter data copyin(a[0:N / 2])
  ok &= acc_is_present(a, N / 2 * sizeof(double)) != 0;
  ok &= (acc_is_present(a, N * sizeof(double)) != 0) == !discrete;
  axpy(a, a, 1.0, N / 2);
  double s = total(a, N / 2);
  #pragma acc exit data copyout(a[0:N / 2])
  ok &= a[0] == 6.0 && a[N / 2 - 1] == 6.0 && a[N / 2] == 3.0;
  printf("remap ok %d, sum %.0f\n", ok, s);

  // Sections around a present one: one element past its end, one before its start, the
  // last element, a zero-length section at its end.
  double *b = arr[1];
  ok = 1;
  for (int rep = 0; rep < 3; rep++) {
    ok &= acc_is_present(b, N * sizeof(double)) != 0;
    ok &= acc_is_present(b + N - 1, sizeof(double)) != 0;
    ok &= (acc_is_present(b, (N + 1) * sizeof(double)) != 0) == !discrete;
    ok &= (acc_is_present(b - 1, 2 * sizeof(double)) != 0) == !discrete;
    ok &= (acc_is_present(b + N, sizeof(double)) != 0) == !discrete;
  }
  printf("edges ok %d\n", ok);
  for (int k = 1; k < NARR; k++) {
    #pragma acc exit data delete(arr[k][0:N])
  }
  for (int k = 0; k < NARR; k++) free(arr[k]);
  return 0;
}
