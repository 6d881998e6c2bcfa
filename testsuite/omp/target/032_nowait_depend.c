// target nowait with depend (OpenMP 4.5 §2.10.4, §2.13.9): a chain of target tasks over one buffer ordered by out/in/inout dependences, host tasks depending on them, taskwait, and target enter/exit data with nowait and depend.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | a=130816 b=262144 c=131328 c[100]=101
// | x=7
#include <stdio.h>

#define N 512

int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = 0; b[i] = 0; c[i] = 0; }
#pragma omp parallel
#pragma omp single
  {
#pragma omp target enter data map(to: a, b) nowait depend(out: a, b)
#pragma omp target teams distribute parallel for nowait depend(inout: a)
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp target teams distribute parallel for nowait depend(inout: b)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma omp target exit data map(from: a, b) nowait depend(inout: a, b)
#pragma omp task depend(in: b) depend(out: c)
    for (int i = 0; i < N; i++) c[i] = b[i] - a[i];
#pragma omp taskwait
  }
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < N; i++) { sa += a[i]; sb += b[i]; sc += c[i]; }
  printf("a=%ld b=%ld c=%ld c[100]=%d\n", sa, sb, sc, c[100]);

  int x = 1;
#pragma omp target map(tofrom: x) nowait depend(inout: x)
  x *= 3;
#pragma omp target map(tofrom: x) nowait depend(inout: x)
  x += 4;
#pragma omp taskwait
  printf("x=%d\n", x);
  return 0;
}
