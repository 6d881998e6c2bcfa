// Every combined form of target with a loop, collapse, private and firstprivate, if(target:),
// and nowait/depend (which allow deferral; running at once satisfies them).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | combined forms: 0 wrong
// | private/firstprivate: 0 wrong, host t -1
// | if(target:0): 0 wrong
// | nowait: 42
#include <stdio.h>

#define N 64
#define M 32
static int check(const int *a, int n, int mul) {
  int bad = 0;
  for (int i = 0; i < n; i++) if (a[i] != mul * i) bad++;
  return bad;
}

int main(void) {
  int a[N * M], bad = 0;
#pragma omp target teams distribute map(from: a)
  for (int i = 0; i < N * M; i++) a[i] = i;
  bad += check(a, N * M, 1);
#pragma omp target teams distribute simd map(from: a)
  for (int i = 0; i < N * M; i++) a[i] = 2 * i;
  bad += check(a, N * M, 2);
#pragma omp target parallel for map(from: a)
  for (int i = 0; i < N * M; i++) a[i] = 3 * i;
  bad += check(a, N * M, 3);
#pragma omp target parallel for simd map(from: a)
  for (int i = 0; i < N * M; i++) a[i] = 4 * i;
  bad += check(a, N * M, 4);
#pragma omp target simd map(from: a)
  for (int i = 0; i < N * M; i++) a[i] = 5 * i;
  bad += check(a, N * M, 5);
#pragma omp target teams distribute parallel for collapse(2) map(from: a)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i * M + j] = 6 * (i * M + j);
  bad += check(a, N * M, 6);
  printf("combined forms: %d wrong\n", bad);

  // private: each iteration has its own t; firstprivate: each starts from the host's off.
  int t = -1, off = 10;
#pragma omp target teams distribute parallel for private(t) firstprivate(off) map(from: a)
  for (int i = 0; i < N; i++) {
    t = i * 2;
    a[i] = t + off;
  }
  int bad2 = 0;
  for (int i = 0; i < N; i++) if (a[i] != 2 * i + 10) bad2++;
  printf("private/firstprivate: %d wrong, host t %d\n", bad2, t);

  // if(target: 0) runs on the host (the same result).
  int use = 0;
#pragma omp target teams distribute parallel for if(target: use) map(from: a)
  for (int i = 0; i < N; i++) a[i] = 7 * i;
  printf("if(target:0): %d wrong\n", check(a, N, 7));

  int x = 0;
#pragma omp target map(tofrom: x) nowait depend(out: x)
  x = 42;
#pragma omp taskwait
  printf("nowait: %d\n", x);
  return bad + bad2 != 0;
}
