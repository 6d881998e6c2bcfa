// `dist_schedule(static, c)` with chunks smaller than a team's thread count (OpenMP 4.5
// §2.10.8): on the GPU a block runs several of its team's chunks at once (decision 67), so
// this checks what must not change: every iteration runs exactly once, in team
// (i / c) % num_teams, for chunk sizes 1, 2, 3 and 33 against teams of 128 threads, a trip
// count that is no multiple of the chunk, a reduction, and a collapse(2) nest; a chunk
// size read at run time. gcc's host fallback runs one team, so the checks use the number
// of teams read inside the region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | chunk 1: once 1 teams 1
// | chunk 2: once 1 teams 1
// | chunk 3: once 1 teams 1
// | chunk 33: once 1 teams 1
// | reduction chunk 3: 50025003
// | collapse(2) chunk 5: once 1 teams 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 10003

static void chunked(int *count, int *team, int *nteams, int n, int c) {
#pragma omp target teams distribute parallel for num_teams(7) thread_limit(128) \
    dist_schedule(static, c) map(tofrom: count[0:n], team[0:n], nteams[0:1])
  for (int i = 0; i < n; i++) {
    if (i == 0)
      nteams[0] = omp_get_num_teams();
#pragma omp atomic
    count[i] += 1;
    team[i] = omp_get_team_num();
  }
}

static void report(const char *what, const int *count, const int *team, int n, int c,
                   int nteams) {
  int once = 1, teams = nteams >= 1;
  for (int i = 0; i < n; i++) {
    once &= count[i] == 1;
    teams &= team[i] == (i / c) % nteams;
  }
  printf("%s %d: once %d teams %d\n", what, c, once, teams);
}

int main(void) {
  int *count = malloc(N * sizeof(int)), *team = malloc(N * sizeof(int));
  int nteams = 0;
  int sizes[] = {1, 2, 3, 33};
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < N; i++) count[i] = 0, team[i] = -1;
    chunked(count, team, &nteams, N, sizes[k]);
    report("chunk", count, team, N, sizes[k], nteams);
  }

  long sum = 0;
#pragma omp target teams distribute parallel for num_teams(5) thread_limit(128) \
    dist_schedule(static, 3) reduction(+: sum)
  for (int i = 0; i < N; i++) sum += i;
  printf("reduction chunk 3: %ld\n", sum);

  // 100 x 100 = 10000 iterations, chunks of 5 flattened iterations.
  for (int i = 0; i < N; i++) count[i] = 0, team[i] = -1;
#pragma omp target teams distribute parallel for collapse(2) num_teams(6) thread_limit(128) \
    dist_schedule(static, 5) map(tofrom: count[0:10000], team[0:10000], nteams)
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 100; j++) {
      if (i + j == 0)
        nteams = omp_get_num_teams();
#pragma omp atomic
      count[i * 100 + j] += 1;
      team[i * 100 + j] = omp_get_team_num();
    }
  report("collapse(2) chunk", count, team, 10000, 5, nteams);
  free(count);
  free(team);
  return 0;
}
