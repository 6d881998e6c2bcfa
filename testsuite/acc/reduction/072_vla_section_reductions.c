// Reductions on variable-length arrays with no data clause, as a histogram routine writes
// them: a subarray `v[lo:n]` (bounds computed in the region) and the whole array, on a gang
// loop, a gang vector loop, a combined construct and the compute construct itself. The array
// is implicitly `copy` (OpenACC 3.3 §2.6.2) and each gang's private copy has its run-time
// extent (§2.5.15): oxacc gave the copy the array's type, of size zero, and the loop wrote
// past it over other variables of the kernel (a division by zero, or wrong sums).
// expect-exit: 0
// expect-stdout:
// | section: 0 18 12 15 0
// | whole: 12 15 8 10
// | gang vector: 250 250 250 250 250 250 250 250
// | combined: 0 0 135 145 155
// | compute: 8 8 8 8
#include <stdio.h>

static void histogram(int n, int nb) {
  double v[nb + 1];
  for (int k = 0; k <= nb; k++)
    v[k] = 0;
  int lo = 1, len = nb - 1;
  #pragma acc parallel
  #pragma acc loop gang reduction(+:v[lo:len])
  for (int i = 0; i < n; i++)
    v[lo + i % len] += i;
  printf("section:");
  for (int k = 0; k <= nb; k++)
    printf(" %g", v[k]);
  printf("\n");
}

static void whole(int n, int nb) {
  long w[nb];
  for (int k = 0; k < nb; k++)
    w[k] = 0;
  #pragma acc parallel
  #pragma acc loop gang reduction(+:w)
  for (int i = 0; i < n; i++)
    w[i % nb] += i;
  printf("whole: %ld %ld %ld %ld\n", w[0], w[1], w[2], w[3]);
}

static void gang_vector(int n, int nb) {
  int c[nb];
  for (int k = 0; k < nb; k++)
    c[k] = 0;
  #pragma acc parallel num_gangs(4) vector_length(32)
  #pragma acc loop gang vector reduction(+:c[0:nb])
  for (int i = 0; i < n; i++)
    c[i % nb] += 1;
  printf("gang vector:");
  for (int k = 0; k < nb; k++)
    printf(" %d", c[k]);
  printf("\n");
}

static void combined(int n, int m) {
  double s[m];
  for (int k = 0; k < m; k++)
    s[k] = 0;
  #pragma acc parallel loop reduction(+:s[2:m-2])
  for (int i = 0; i < n; i++)
    s[2 + i % (m - 2)] += i;
  printf("combined: %g %g %g %g %g\n", s[0], s[1], s[2], s[3], s[4]);
}

static void compute(int nb) {
  int t[nb];
  for (int k = 0; k < nb; k++)
    t[k] = 0;
  #pragma acc parallel num_gangs(8) reduction(+:t[0:nb])
  #pragma acc loop gang
  for (int i = 0; i < 8 * nb; i++)
    t[i % nb] += 1;
  printf("compute: %d %d %d %d\n", t[0], t[1], t[2], t[3]);
}

int main(void) {
  histogram(10, 4);
  whole(10, 4);
  gang_vector(2000, 8);
  combined(30, 5);
  compute(4);
  return 0;
}
