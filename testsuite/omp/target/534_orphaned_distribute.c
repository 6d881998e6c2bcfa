// An orphaned `distribute` in a `declare target` function (OpenMP 5.0 §2.9.4.1: the region
// binds to the innermost enclosing teams region, the caller's): each team of the league runs
// its share of the iterations, once each, with no barrier at its end; called from a
// `target teams` region through a `declare variant` chosen for the target construct
// (5.0 §2.3.5, OpenMP_VV test_declare_variant's pattern), and as the base function on the
// host, where it is one team. Before, oxacc refused the directive ("distribute region must
// be strictly nested inside teams construct").
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host 523776 device 1048576 once 1
#include <stdio.h>

#define N 1024

void scale_dev(int *a, int *hits);

#pragma omp declare variant(scale_dev) match(construct = {target})
void scale(int *a, int *hits) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    hits[i] += 1;
  }
}

#pragma omp declare target
void scale_dev(int *a, int *hits) {
#pragma omp distribute
  for (int i = 0; i < N; i++) {
    a[i] = 2 * i + 1;
    hits[i] += 1;
  }
}
#pragma omp end declare target

int main(void) {
  int a[N], b[N], hits[N];
  for (int i = 0; i < N; i++)
    hits[i] = 0;
  scale(a, hits);
#pragma omp target teams num_teams(4) map(from: b) map(tofrom: hits)
  scale(b, hits);
  long host = 0, device = 0;
  int once = 1;
  for (int i = 0; i < N; i++) {
    host += a[i];
    device += b[i];
    once &= hits[i] == 2;
  }
  printf("host %ld device %ld once %d\n", host, device, once);
  return !(once && host == 523776 && device == 1048576);
}
