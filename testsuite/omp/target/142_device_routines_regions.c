// Device routines inside target regions (OpenMP 4.5 §3.2): every team sees its number below
// omp_get_num_teams(), every thread its number below omp_get_num_threads(), the numbers of
// the teams that ran cover 0…n-1 exactly once as seen by their thread 0, omp_is_initial_device
// agrees with where the region runs, and the same routines called in a device function agree
// with the region's own calls. Only what is true for any league and team size is printed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | team numbers in range: yes
// | thread numbers in range: yes
// | teams seen once each: yes
// | initial device agrees: yes
// | device function agrees: yes
#include <omp.h>
#include <stdio.h>

#define MAXT 1024

#pragma omp declare target
static int my_team(void) { return omp_get_team_num(); }
#pragma omp end declare target

int main(void) {
  int bad_team = 0, bad_thread = 0, nteams = 0, seen[MAXT] = {0}, initial = -1, agree = 1;
#pragma omp target teams num_teams(8) map(tofrom: bad_team, bad_thread, nteams, seen, agree)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    if (t < 0 || t >= nt || nt > MAXT) {
      bad_team = 1;
    } else {
      if (t == 0) nteams = nt;
      if (my_team() != t) agree = 0;
#pragma omp parallel
      {
        int me = omp_get_thread_num(), n = omp_get_num_threads();
        if (me < 0 || me >= n) {
#pragma omp atomic
          bad_thread++;
        }
        if (me == 0) {
#pragma omp atomic
          seen[t]++;
        }
      }
    }
  }
#pragma omp target map(from: initial)
  initial = omp_is_initial_device();
  int once = nteams > 0;
  for (int t = 0; t < nteams; t++) once &= seen[t] == 1;
  int on_host = omp_get_num_devices() == 0 || omp_get_default_device() == omp_get_initial_device();
  printf("team numbers in range: %s\n", bad_team == 0 ? "yes" : "no");
  printf("thread numbers in range: %s\n", bad_thread == 0 ? "yes" : "no");
  printf("teams seen once each: %s\n", once ? "yes" : "no");
  printf("initial device agrees: %s\n", !on_host || initial == 1 ? "yes" : "no");
  printf("device function agrees: %s\n", agree ? "yes" : "no");
  return 0;
}
