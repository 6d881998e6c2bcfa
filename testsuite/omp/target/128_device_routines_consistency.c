// The device routines inside target regions give consistent answers wherever the region runs:
// the team number is below the team count, the thread number below the thread count, a
// region run under if(0) is on the initial device, omp_get_num_teams is at least one and at
// most the num_teams requested.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inconsistent answers 0, team count within the request 1, if(0) on the initial device 1
#include <omp.h>
#include <stdio.h>

int main(void) {
  int bad = 0, maxteams = 0;
#pragma omp target teams distribute parallel for num_teams(4) map(tofrom: bad, maxteams)
  for (int i = 0; i < 1000; i++) {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    int th = omp_get_thread_num(), nth = omp_get_num_threads();
    if (t < 0 || t >= nt || th < 0 || th >= nth || nt < 1 || nt > 4) {
#pragma omp atomic
      bad++;
    }
    if (i == 0) maxteams = nt <= 4;
  }
  int initial = -1;
#pragma omp target if(0) map(from: initial)
  initial = omp_is_initial_device();
  printf("inconsistent answers %d, team count within the request %d, if(0) on the initial device %d\n",
         bad, maxteams, initial);
  return 0;
}
