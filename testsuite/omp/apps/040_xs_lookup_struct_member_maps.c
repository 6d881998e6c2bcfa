// A cross-section lookup kernel written the way XSBench's OpenMP offload port is: the
// simulation data is a structure passed by value whose FIRST member is a pointer, mapped
// member by member (`map(to: SD.num_nucs[:SD.length_num_nucs])`, `map(to: SD.max_num_nucs)`),
// an input structure used without a map clause, helper functions called from the region
// without `declare target`, and a `reduction(+:)` of a verification hash. The region also
// reads scalar members that no clause names (`SD.length_grid`). The first member shares the
// structure's address: oxacc took its clause for the whole structure and read the other
// members past a pointer-sized copy (wrong hash, or a crash).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | hash 38868 samples 20000
// | grid 4096 mats 6 max 5
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

typedef struct {
  int *num_nucs;   /* first member: its address is the structure's */
  double *concs;
  int *mats;
  double *grid;
  int length_num_nucs;
  int length_concs;
  int length_mats;
  int length_grid;
  int max_num_nucs;
} SimulationData;

typedef struct {
  int lookups;
  long n_isotopes;
  int grid_type;
} Inputs;

double LCG_random_double(uint64_t *seed)
{
  const uint64_t m = 9223372036854775808ULL;
  const uint64_t a = 2806196910506780709ULL;
  *seed = (a * (*seed) + 1ULL) % m;
  return (double)(*seed) / (double)m;
}

long grid_search(long n, double quarry, double *A)
{
  long lo = 0, hi = n - 1;
  while (hi - lo > 1) {
    long mid = lo + (hi - lo) / 2;
    if (A[mid] > quarry)
      hi = mid;
    else
      lo = mid;
  }
  return lo;
}

void calculate_macro_xs(double e, int mat, long n_isotopes, int *num_nucs, double *concs,
                        int *mats, double *grid, long n_grid, int max_num_nucs, double *xs)
{
  long idx = grid_search(n_grid, e, grid);
  for (int k = 0; k < 3; k++)
    xs[k] = 0;
  for (int j = 0; j < num_nucs[mat]; j++) {
    int nuc = mats[mat * max_num_nucs + j];
    double c = concs[mat * max_num_nucs + j];
    for (int k = 0; k < 3; k++)
      xs[k] += c * (double)((idx + nuc * (k + 1)) % (n_isotopes + k + 2));
  }
}

unsigned long long run_event_based_simulation(Inputs in, SimulationData SD)
{
  unsigned long long verification = 0;
#pragma omp target teams distribute parallel for \
    map(to: SD.max_num_nucs) \
    map(to: SD.num_nucs[:SD.length_num_nucs]) \
    map(to: SD.concs[:SD.length_concs]) \
    map(to: SD.mats[:SD.length_mats]) \
    map(to: SD.grid[:SD.length_grid]) \
    reduction(+:verification)
  for (int i = 0; i < in.lookups; i++) {
    uint64_t seed = 1070 + 2 * (uint64_t)i;
    double e = LCG_random_double(&seed);
    int mat = (int)(LCG_random_double(&seed) * SD.length_num_nucs);
    double xs[3];
    calculate_macro_xs(e, mat, in.n_isotopes, SD.num_nucs, SD.concs, SD.mats, SD.grid,
                       SD.length_grid, SD.max_num_nucs, xs);
    int max_idx = 0;
    for (int k = 1; k < 3; k++)
      if (xs[k] > xs[max_idx])
        max_idx = k;
    verification += max_idx + 1 + (in.grid_type == 0 ? 0 : 1);
  }
  return verification;
}

static SimulationData grid_init(Inputs in)
{
  SimulationData SD;
  SD.length_num_nucs = 6;
  SD.max_num_nucs = 5;
  SD.num_nucs = malloc(SD.length_num_nucs * sizeof(int));
  SD.length_mats = SD.length_concs = SD.length_num_nucs * SD.max_num_nucs;
  SD.mats = malloc(SD.length_mats * sizeof(int));
  SD.concs = malloc(SD.length_concs * sizeof(double));
  for (int m = 0; m < SD.length_num_nucs; m++) {
    SD.num_nucs[m] = 1 + m % SD.max_num_nucs;
    for (int j = 0; j < SD.max_num_nucs; j++) {
      SD.mats[m * SD.max_num_nucs + j] = (int)((m * 7 + j * 3) % in.n_isotopes);
      SD.concs[m * SD.max_num_nucs + j] = 0.25 + 0.125 * ((m + j) % 5);
    }
  }
  SD.length_grid = 4096;
  SD.grid = malloc(SD.length_grid * sizeof(double));
  for (int g = 0; g < SD.length_grid; g++)
    SD.grid[g] = (double)g / SD.length_grid;
  return SD;
}

int main(void)
{
  Inputs in = {20000, 68, 0};
  SimulationData SD = grid_init(in);
  unsigned long long v = run_event_based_simulation(in, SD);
  printf("hash %llu samples %d\n", v % 999983, in.lookups);
  printf("grid %d mats %d max %d\n", SD.length_grid, SD.length_num_nucs, SD.max_num_nucs);
  free(SD.num_nucs);
  free(SD.concs);
  free(SD.mats);
  free(SD.grid);
  return 0;
}
