// `critical` written in target regions (OpenMP 4.5 §2.13.2; `hint`, 5.0 §2.17.1, changes
// nothing a program computes): unnamed, named, with `hint`, in `target teams distribute
// parallel for`, in a `parallel for` of a `target` region, and in a `target parallel`'s
// `for`, each thread of each team entering it. Before: "error: '#pragma omp critical' inside
// a target region is not supported yet". Two criticals of one name exclude each other
// wherever they are (the same lock word).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | a 20000 b 40000 c 60000
// | total 1999000 last-writer-free 1
// | d 4096 e 8192
#include <stdio.h>
#include <omp.h>

static void work(int n, const int *v, long *total, int *count) {
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: total[0:1], count[0:1])
  for (int i = 0; i < n; i++) {
#pragma omp critical(acc) hint(omp_sync_hint_contended)
    {
      *total += v[i];
      *count += 1;
    }
  }
}

int main(void) {
  int a = 0, b = 0, c = 0;
#pragma omp target teams distribute parallel for map(tofrom: a, b, c)
  for (int i = 0; i < 20000; i++) {
#pragma omp critical
    a++;
#pragma omp critical(bc)
    {
      b += 2;
      c += 3;
    }
  }
  printf("a %d b %d c %d\n", a, b, c);

  int v[2000];
  for (int i = 0; i < 2000; i++)
    v[i] = i;
  long total = 0;
  int count = 0;
  work(2000, v, &total, &count);
  printf("total %ld last-writer-free %d\n", total, count == 2000);

  int d = 0, e = 0;
#pragma omp target map(tofrom: d, e)
  {
#pragma omp parallel for
    for (int i = 0; i < 4096; i++) {
#pragma omp critical(bc)
      d++;
    }
  }
#pragma omp target parallel map(tofrom: e)
  {
#pragma omp for
    for (int i = 0; i < 4096; i++) {
#pragma omp critical
      e += 2;
    }
  }
  printf("d %d e %d\n", d, e);
  return 0;
}
