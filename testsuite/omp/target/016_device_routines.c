// OpenMP routines inside target regions answer from where the code runs (OpenMP 4.5 §3.2.2,
// §3.2.4, §3.2.26, §3.2.27, §3.2.31; 5.0 §3.2.37): every team of a league sees its own
// number and the league's size, outside a parallel region each team is one thread (thread 0,
// asked in a function the team calls: gcc rejects the call directly in teams), a target
// region without teams is one team, and a function called from a team answers for that
// team. Whether the region ran on the initial device must agree with whether there was a
// device to run it on.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | league: every team once
// | distribute: iterations in their teams
// | serial target: one team of one thread
// | routine in teams: every team once
// | initial device: consistent
#include <omp.h>
#include <stdio.h>

#define MAXT 64
#define N 1000

#pragma omp declare target
static int my_team(void) { return omp_get_team_num(); }
// 1 when the caller is thread 0 of a team of one thread.
static int thread_of_team(void) { return omp_get_thread_num() == 0 && omp_get_num_threads() == 1; }
// Counts the teams that run a region (an atomic directly in teams is not allowed, 4.5 §2.17).
static void count(int *n) {
#pragma omp atomic
  (*n)++;
}
#pragma omp end declare target

int main(void) {
  int seen[MAXT] = {0}, size[MAXT] = {0}, thr[MAXT] = {0}, nteams = -1, ran = 0;
#pragma omp target teams num_teams(4) map(tofrom: seen, size, thr, nteams, ran)
  {
    count(&ran);
    int t = omp_get_team_num(), n = omp_get_num_teams();
    if (t == 0) nteams = n;
    if (t >= 0 && t < MAXT) {
      seen[t] = t + 100;
      size[t] = n;
      thr[t] = thread_of_team();
    }
  }
  int ok = nteams >= 1 && nteams <= 4 && ran == nteams;
  for (int t = 0; t < MAXT; t++)
    ok &= t < nteams ? seen[t] == t + 100 && size[t] == nteams && thr[t] == 1 : seen[t] == 0;
  printf("league: %s\n", ok ? "every team once" : "WRONG");
  if (!ok)
    printf("  nteams %d ran %d seen %d %d %d %d thr %d\n", nteams, ran, seen[0], seen[1], seen[2],
           seen[3], thr[0]);

  int who[N], tid[N], nthr[N], league[N];
#pragma omp target teams distribute parallel for num_teams(3) map(from: who, tid, nthr, league)
  for (int i = 0; i < N; i++) {
    who[i] = omp_get_team_num();
    league[i] = omp_get_num_teams();
    tid[i] = omp_get_thread_num();
    nthr[i] = omp_get_num_threads();
  }
  // Which team runs which iteration is the implementation's choice without dist_schedule
  // (4.5 §2.10.8): a GPU deals blocks of iterations out round-robin, so no order is checked.
  ok = 1;
  for (int i = 0; i < N; i++)
    ok &= league[i] == league[0] && league[i] >= 1 && league[i] <= 3 && who[i] >= 0 &&
          who[i] < league[i] && tid[i] >= 0 && tid[i] < nthr[i];
  printf("distribute: %s\n", ok ? "iterations in their teams" : "WRONG");

  int r[4] = {-1, -1, -1, -1};
#pragma omp target map(from: r)
  {
    r[0] = omp_get_team_num();
    r[1] = omp_get_num_teams();
    r[2] = omp_get_thread_num();
    r[3] = omp_get_num_threads();
  }
  ok = r[0] == 0 && r[1] == 1 && r[2] == 0 && r[3] == 1;
  printf("serial target: %s\n", ok ? "one team of one thread" : "WRONG");
  if (!ok) printf("  %d %d %d %d\n", r[0], r[1], r[2], r[3]);

  int via[MAXT] = {0}, nt = -1, ran5 = 0;
#pragma omp target teams num_teams(5) map(tofrom: via, nt, ran5)
  {
    count(&ran5);
    int t = my_team();
    if (t == 0) nt = omp_get_num_teams();
    if (t >= 0 && t < MAXT) via[t] = t + 1;
  }
  ok = nt >= 1 && nt <= 5 && ran5 == nt;
  for (int t = 0; t < MAXT; t++) ok &= via[t] == (t < nt ? t + 1 : 0);
  printf("routine in teams: %s\n", ok ? "every team once" : "WRONG");

  int has_device = omp_get_num_devices() > 0, initial = -1, devnum = -2;
#pragma omp target map(from: initial, devnum)
  {
    initial = omp_is_initial_device();
    devnum = omp_get_device_num();
  }
  ok = initial == !has_device &&
       devnum == (initial ? omp_get_initial_device() : omp_get_default_device());
  printf("initial device: %s\n", ok ? "consistent" : "WRONG");
  if (!ok) printf("  initial %d devnum %d has_device %d\n", initial, devnum, has_device);
  return 0;
}
