// `depend(iterator(i = begin:end[:step]), type: list)` on host tasks (OpenMP 5.0 §2.1.6,
// §2.17.11): a writer per element, then one reader whose dependences an iterator spells over
// a run-time range, with delays so that a missing dependence shows as a wrong value. Also
// two iterators (a product space), a negative step, an empty range, iterators mixed with
// plain dependences and a section locator, in a function taking a pointer. oxacc said "not
// supported yet".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 36
// | grid 6 3
// | odd 4 evens 6
// | empty 1
// | sec 10 20
#include <stdio.h>
#include <unistd.h>

static int sum_after_writers(int *a, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
#pragma omp task depend(out: a[i]) firstprivate(i)
    {
      usleep(5000 * (n - i));
      a[i] = i + 1;
    }
  }
#pragma omp task depend(iterator(k = 0:n), in: a[k]) shared(sum)
  for (int k = 0; k < n; k++) sum += a[k];
#pragma omp taskwait
  return sum;
}

int main(void) {
  int a[8] = {0}, g[2][3] = {{0}}, b[10] = {0}, s[4] = {0};
  int total = 0, cells = 0, odd = 0, evens = 0, empty = 0, s1 = 0, s2 = 0;
  int n = 8;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
    total = sum_after_writers(a, n);
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 3; j++) {
#pragma omp task depend(out: g[i][j]) firstprivate(i, j) shared(g)
        {
          usleep(3000 * (6 - 3 * i - j));
          g[i][j] = 1;
        }
      }
#pragma omp task depend(iterator(i = 0:2, long j = 0:3), in: g[i][j]) shared(g, cells)
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 3; j++) cells += g[i][j];
    // The odd elements, walked down: 9, 7, 5, 3, 1.
    for (int i = 1; i < 10; i += 2) {
#pragma omp task depend(out: b[i]) firstprivate(i) shared(b)
      {
        usleep(4000 * i);
        b[i] = 1;
      }
    }
#pragma omp task depend(iterator(int u = 9:0:-2), in: b[u]) depend(in: b[0]) shared(b, odd)
    for (int i = 1; i < 9; i += 2) odd += b[i];
    // An empty range makes no dependence: this task need not wait for anything.
#pragma omp task depend(iterator(i = n:0), inout: b[i]) shared(empty)
    empty = 1;
#pragma omp task depend(out: s[0:2]) shared(s)
    {
      usleep(20000);
      s[0] = 10;
      s[1] = 20;
    }
#pragma omp task depend(iterator(i = 0:2:2), in: s[i:2]) shared(s, s1, s2)
    {
      s1 = s[0];
      s2 = s[1];
    }
#pragma omp taskwait
    evens = cells;
    printf("sum %d\n", total);
    printf("grid %d %d\n", cells, g[1][2] + 2);
    printf("odd %d evens %d\n", odd, evens);
    printf("empty %d\n", empty);
    printf("sec %d %d\n", s1, s2);
  }
  return 0;
}
