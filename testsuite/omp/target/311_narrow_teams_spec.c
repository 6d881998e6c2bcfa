// Teams narrower than a warp (OpenMP 4.5 §2.5.1 "Determining the Number of Threads for a
// parallel Region", §2.10.7 `thread_limit`): with `num_threads(n)`, `thread_limit(n)` or
// `if(parallel: false)` only that many threads (one when false) run the parallel region or
// share the loop, and `omp_get_num_threads()`, `omp_get_thread_num()` and
// `omp_get_thread_limit()` answer accordingly. On the GPU oxacc runs a team as whole warps and
// masks the lanes beyond the team (docs/design.md decision 41): every thread of the team runs
// the region once, no other thread runs it, the team's barriers wait for its threads only
// (a worksharing loop reads what other threads of the team wrote before the barrier), and a
// reduction over a narrow team is exact. The spec's forms: constant clauses, combined and
// nested constructs.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | num_threads(4): threads ok 1, ids ok 1, once ok 1
// | if(parallel: 0): one thread ok 1, once ok 1
// | if(parallel: 1): threads ok 1, once ok 1
// | thread_limit(3) teams: limit ok 1, every thread once 1
// | parallel num_threads(3): barrier ok 1, threads ok 1
// | parallel if(0): one thread ok 1
// | parallel num_threads(70): barrier ok 1, threads ok 1
// | reduction num_threads(5): sum 499500
// | if(0) for: threads ok 1, once ok 1
// | target parallel num_threads(2): every thread once 1, sum 499500
#include <omp.h>
#include <stdio.h>

#define N 1000
#define TEAMS 4

int nth[N], tid[N], hits[N];

static int all_once(void) {
  for (int i = 0; i < N; i++)
    if (hits[i] != 1)
      return 0;
  return 1;
}

static void clear(void) {
  for (int i = 0; i < N; i++)
    nth[i] = tid[i] = hits[i] = -1, hits[i] = 0;
}

int main(void) {
  clear();
#pragma omp target teams distribute parallel for num_threads(4) map(tofrom: nth, tid, hits)
  for (int i = 0; i < N; i++) {
    nth[i] = omp_get_num_threads();
    tid[i] = omp_get_thread_num();
    hits[i] += 1;
  }
  int threads = 1, ids = 1;
  for (int i = 0; i < N; i++) {
    threads &= nth[i] >= 1 && nth[i] <= 4;
    ids &= tid[i] >= 0 && tid[i] < nth[i];
  }
  printf("num_threads(4): threads ok %d, ids ok %d, once ok %d\n", threads, ids, all_once());

  for (int on = 0; on < 2; on++) {
    clear();
#pragma omp target teams distribute parallel for if(parallel: on) map(tofrom: nth, tid, hits)
    for (int i = 0; i < N; i++) {
      nth[i] = omp_get_num_threads();
      tid[i] = omp_get_thread_num();
      hits[i] += 1;
    }
    int one = 1;
    threads = 1;
    for (int i = 0; i < N; i++) {
      one &= nth[i] == 1 && tid[i] == 0;
      threads &= nth[i] >= 1 && tid[i] < nth[i];
    }
    if (on)
      printf("if(parallel: 1): threads ok %d, once ok %d\n", threads, all_once());
    else
      printf("if(parallel: 0): one thread ok %d, once ok %d\n", one, all_once());
  }

  // Every thread of each team runs the parallel region once; a team has at most 3 threads.
  int count[TEAMS] = {0}, size[TEAMS] = {0}, limit[TEAMS] = {0}, teams = 0;
#pragma omp target teams num_teams(TEAMS) thread_limit(3) map(tofrom: count, size, limit, teams)
#pragma omp parallel
  {
    int t = omp_get_team_num();
#pragma omp atomic
    count[t] += 1;
    if (omp_get_thread_num() == 0) {
      size[t] = omp_get_num_threads();
      limit[t] = omp_get_thread_limit();
      if (t == 0)
        teams = omp_get_num_teams();
    }
  }
  // Every team that ran (fewer than asked for is a conforming number).
  int lim_ok = teams >= 1 && teams <= TEAMS, once = lim_ok;
  for (int t = 0; t < teams && t < TEAMS; t++) {
    lim_ok &= limit[t] >= 1 && limit[t] <= 3;
    once &= count[t] == size[t] && size[t] >= 1 && size[t] <= 3;
  }
  printf("thread_limit(3) teams: limit ok %d, every thread once %d\n", lim_ok, once);

  // Two worksharing loops of a team of 3: the second reads what other threads wrote in the
  // first, after the loop's barrier.
  int x[N], y[N], team3 = 0;
#pragma omp target teams num_teams(1) map(from: x, y, team3)
#pragma omp parallel num_threads(3)
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      x[i] = 3 * i;
#pragma omp for
    for (int i = 0; i < N; i++)
      y[i] = x[N - 1 - i] + 1;
    if (omp_get_thread_num() == 0)
      team3 = omp_get_num_threads();
  }
  int bar = 1;
  for (int i = 0; i < N; i++)
    bar &= y[i] == 3 * (N - 1 - i) + 1;
  printf("parallel num_threads(3): barrier ok %d, threads ok %d\n", bar, team3 >= 1 && team3 <= 3);

  int solo[TEAMS] = {0};
  teams = 0;
#pragma omp target teams num_teams(TEAMS) map(tofrom: solo, teams)
#pragma omp parallel if(0)
  {
#pragma omp atomic
    solo[omp_get_team_num()] += omp_get_num_threads();
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
  }
  // Each team's one thread ran the region once.
  int one = teams >= 1 && teams <= TEAMS;
  for (int t = 0; t < TEAMS; t++)
    one &= solo[t] == (t < teams);
  printf("parallel if(0): one thread ok %d\n", one);

  // More than a warp: whole warps on the GPU, their barrier among themselves.
  int team70 = 0;
#pragma omp target teams num_teams(1) map(from: x, y, team70)
#pragma omp parallel num_threads(70)
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      x[i] = 5 * i;
#pragma omp for
    for (int i = 0; i < N; i++)
      y[i] = x[N - 1 - i] - 1;
    if (omp_get_thread_num() == 0)
      team70 = omp_get_num_threads();
  }
  bar = 1;
  for (int i = 0; i < N; i++)
    bar &= y[i] == 5 * (N - 1 - i) - 1;
  printf("parallel num_threads(70): barrier ok %d, threads ok %d\n", bar, team70 >= 1 && team70 <= 70);

  long sum = 0;
#pragma omp target teams distribute parallel for num_threads(5) reduction(+: sum) map(tofrom: sum)
  for (int i = 0; i < N; i++)
    sum += i;
  printf("reduction num_threads(5): sum %ld\n", sum);

  clear();
#pragma omp target teams num_teams(2) map(tofrom: nth, tid, hits)
#pragma omp distribute parallel for if(0)
  for (int i = 0; i < N; i++) {
    nth[i] = omp_get_num_threads();
    tid[i] = omp_get_thread_num();
    hits[i] += 1;
  }
  one = 1;
  for (int i = 0; i < N; i++)
    one &= nth[i] == 1 && tid[i] == 0;
  printf("if(0) for: threads ok %d, once ok %d\n", one, all_once());

  // `target parallel`: one team, of at most 2 threads here.
  int hits = 0, size2 = 0;
#pragma omp target parallel num_threads(2) map(tofrom: hits, size2, x)
  {
#pragma omp atomic
    hits += 1;
    if (omp_get_thread_num() == 0)
      size2 = omp_get_num_threads();
#pragma omp for
    for (int i = 0; i < N; i++)
      x[i] = i;
  }
  long s2 = 0;
  for (int i = 0; i < N; i++)
    s2 += x[i];
  printf("target parallel num_threads(2): every thread once %d, sum %ld\n",
         hits == size2 && size2 >= 1 && size2 <= 2, s2);
  return 0;
}
