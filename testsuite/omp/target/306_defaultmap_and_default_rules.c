// The implicit data-mapping rules a device construct can be given (OpenMP 5.0 §2.19.7.2
// `defaultmap(behavior[: category])`, 5.1 §2.21.4.1 `default(firstprivate|private)`), for
// the variables the region uses without a clause: aggregates `to`, `from`, `alloc` or
// `firstprivate`, every variable `firstprivate` or `private`, a pointer's value copied back.
// Each check holds whether the device's memory is the host's or its own. The OpenMP_VV forms
// (test_target_defaultmap_firstprivate, ttdpf_default) and the application's (routines
// taking the arrays, no prototypes).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | firstprivate: host A[0] 0 s.v 0 scalar 1
// | to: sum 4950
// | from: A[7] 14 A[99] 198
// | alloc: sum 9900
// | pointer: copied back 1
// | default(firstprivate): host arr[5] 5
// | default(firstprivate), shared: errors 0, host arr[5] 5
// | default(private): out[9] 18
// | target parallel default(firstprivate): host 1 4
// | routine: sum 4950, copied 198
#include <omp.h>
#include <stdio.h>

#define N 100

struct S {
  int v;
  int w[4];
};

int sum_to(a, n)
int *a, n;
{
  int b[N], sum = 0;
  for (int i = 0; i < N; i++)
    b[i] = a[i];
#pragma omp target defaultmap(to: aggregate) map(tofrom: sum)
  for (int i = 0; i < n; i++)
    sum += b[i];
  return sum;
}

int fill_from(a, n)
int *a, n;
{
  int c[N];
#pragma omp target defaultmap(from: aggregate)
  for (int i = 0; i < N; i++)
    c[i] = 2 * i;
  for (int i = 0; i < n; i++)
    a[i] = c[i];
  return a[n - 1];
}

int main(void) {
  int A[N], scalar = 1, sum = 0;
  struct S s = {0, {0, 0, 0, 0}};
  for (int i = 0; i < N; i++)
    A[i] = 0;
  // The suite's form: every variable firstprivate, whatever the region writes stays there.
#pragma omp target defaultmap(firstprivate)
  {
    scalar = 17;
    A[0] = 5;
    s.v = 10;
    s.w[1] = 10;
  }
  printf("firstprivate: host A[0] %d s.v %d scalar %d\n", A[0], s.v, scalar);
  for (int i = 0; i < N; i++)
    A[i] = i;
#pragma omp target defaultmap(to: aggregate) map(tofrom: sum)
  for (int i = 0; i < N; i++)
    sum += A[i];
  printf("to: sum %d\n", sum);
#pragma omp target defaultmap(from: aggregate)
  for (int i = 0; i < N; i++)
    A[i] = 2 * i;
  printf("from: A[7] %d A[99] %d\n", A[7], A[99]);
  int tmp[N];
  sum = 0;
#pragma omp target defaultmap(alloc: aggregate) map(tofrom: sum)
  {
    for (int i = 0; i < N; i++)
      tmp[i] = 2 * i;
    for (int i = 0; i < N; i++)
      sum += tmp[i];
  }
  printf("alloc: sum %d\n", sum);
  int x = 3, *p = &x;
#pragma omp target defaultmap(tofrom: pointer)
  {
    p = 0;
  }
  printf("pointer: copied back %d\n", p == 0);
  int arr[32], errors = 0;
  for (int i = 0; i < 32; i++)
    arr[i] = i;
  // The suite's form: the arrays are the teams' copies (and so is what they write).
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(10) default(firstprivate)
  for (int i = 0; i < 32; i++) {
    if (arr[i] != i)
      arr[0] = -1;
    arr[i] += 100;
  }
  printf("default(firstprivate): host arr[5] %d\n", arr[5]);
  // What the teams share is named (and mapped by the target around them).
#pragma omp target map(tofrom: errors)
#pragma omp teams distribute parallel for num_teams(2) default(firstprivate) shared(errors)
  for (int i = 0; i < 32; i++) {
    if (arr[i] != i) {
#pragma omp atomic
      errors += 1;
    }
    arr[i] += 100;
  }
  printf("default(firstprivate), shared: errors %d, host arr[5] %d\n", errors, arr[5]);
  int out[N], scratch[2];
  for (int i = 0; i < N; i++)
    out[i] = 0;
#pragma omp target map(tofrom: out)
#pragma omp teams distribute parallel for default(private) shared(out)
  for (int i = 0; i < N; i++) {
    scratch[0] = i;
    scratch[1] = 2 * scratch[0];
    out[i] = scratch[1];
  }
  printf("default(private): out[9] %d\n", out[9]);
  int team_copy[4] = {1, 2, 3, 4};
  // Each thread of a `target parallel` has its own copy.
#pragma omp target parallel default(firstprivate) num_threads(4)
  {
    team_copy[omp_get_thread_num() % 4] += 10;
  }
  printf("target parallel default(firstprivate): host %d %d\n", team_copy[0], team_copy[3]);
  for (int i = 0; i < N; i++)
    A[i] = i;
  int t = sum_to(A, N);
  int c = fill_from(A, N);
  printf("routine: sum %d, copied %d\n", t, c);
  return 0;
}
