// The spec-example way (OpenMP 4.5 examples, target.3 and teams.1 styles): vec_mult with array sections of pointer arguments written [0:N] and [:N], and a dot product split by hand over the teams of a league with omp_get_team_num, then with distribute parallel for and a reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | vec_mult: p[1]=24.8750 p[199]=24.8750 sum=166662.5
// | dotprod by teams: 166662.5
// | dotprod: 166662.5
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 200

void init(float *v1, float *v2, int n) {
  for (int i = 0; i < n; i++) { v1[i] = i * 0.5f; v2[i] = (n - i) * 0.25f; }
}

void vec_mult(float *p, float *v1, float *v2, int n) {
#pragma omp target map(to: v1[0:n], v2[:n]) map(from: p[0:n])
#pragma omp parallel for
  for (int i = 0; i < n; i++) p[i] = v1[i] * v2[i];
}

float dotprod_teams(float B[], float C[], int n, int block_size) {
  float sum0 = 0.0f, sum1 = 0.0f;
#pragma omp target map(to: B[0:n], C[0:n]) map(tofrom: sum0, sum1)
#pragma omp teams num_teams(2)
  {
    if (omp_get_num_teams() != 2) {
      /* Fewer teams than asked: team 0 does everything. */
      if (omp_get_team_num() == 0)
        for (int i = 0; i < n; i++) sum0 += B[i] * C[i];
    } else if (omp_get_team_num() == 0) {
      for (int i = 0; i < n / 2; i++) sum0 += B[i] * C[i];
    } else {
      for (int i = n / 2; i < n; i++) sum1 += B[i] * C[i];
    }
  }
  (void)block_size;
  return sum0 + sum1;
}

float dotprod(float B[], float C[], int n) {
  float sum = 0;
#pragma omp target teams map(to: B[0:n], C[0:n]) map(tofrom: sum) reduction(+: sum)
#pragma omp distribute parallel for reduction(+: sum)
  for (int i = 0; i < n; i++) sum += B[i] * C[i];
  return sum;
}

int main(void) {
  float *v1 = malloc(N * sizeof(float)), *v2 = malloc(N * sizeof(float)), *p = malloc(N * sizeof(float));
  init(v1, v2, N);
  vec_mult(p, v1, v2, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += p[i];
  printf("vec_mult: p[1]=%.4f p[199]=%.4f sum=%.1f\n", p[1], p[199], s);
  printf("dotprod by teams: %.1f\n", dotprod_teams(v1, v2, N, 64));
  printf("dotprod: %.1f\n", dotprod(v1, v2, N));
  free(v1); free(v2); free(p);
  return 0;
}
