// defaultmap(tofrom: scalar) (OpenMP 4.5 §2.15.5): a scalar the target region uses without a
// map clause is mapped tofrom instead of firstprivate, so what the region assigns to it comes
// back; without the clause (and with the forms that restate the default) it is firstprivate
// and the host keeps its value. On a combined construct and on a target around teams.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tofrom scalar: count 100 last 99 scale 2.5
// | firstprivate scalar: count 0 scale 1.0
// | target around teams: sum 4950
#include <stdio.h>

#define N 100

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int count = 0, last = -1;
  double scale = 1.0;
#pragma omp target defaultmap(tofrom: scalar) map(to: a)
  {
    for (int i = 0; i < N; i++) {
      count++;
      last = a[i];
    }
    scale = 2.5;
  }
  printf("tofrom scalar: count %d last %d scale %.1f\n", count, last, scale);

  count = 0;
  scale = 1.0;
#pragma omp target defaultmap(firstprivate: scalar) defaultmap(tofrom: aggregate)
  {
    for (int i = 0; i < N; i++) count++;
    scale = 3.0;
    a[0] = count;
  }
  printf("firstprivate scalar: count %d scale %.1f\n", count, scale);

  long sum = 0;
  int b[N];
  for (int i = 0; i < N; i++) b[i] = i;
#pragma omp target map(to: b) defaultmap(tofrom: scalar)
#pragma omp teams num_teams(1)
  {
    for (int i = 0; i < N; i++) sum += b[i];
  }
  printf("target around teams: sum %ld\n", sum);
  return a[0] == N ? 0 : 1;
}
