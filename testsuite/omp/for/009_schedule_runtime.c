// schedule(runtime) takes the run-sched-var ICV: omp_set_schedule chooses the kind and chunk
// for the next loops, omp_get_schedule reads it back; the results do not depend on it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | static,0: kind kept sum 50001667
// | static,5: kind kept sum 50001667
// | dynamic,0: kind kept sum 50001667
// | dynamic,5: kind kept sum 50001667
// | guided,0: kind kept sum 50001667
// | guided,5: kind kept sum 50001667
// | auto,0: kind kept sum 50001667
// | auto,5: kind kept sum 50001667
#include <stdio.h>
#include <omp.h>

static long run(int n) {
  long s = 0;
#pragma omp parallel for schedule(runtime) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += (long)i * (i % 3);
  return s;
}

int main(void) {
  const omp_sched_t kinds[] = {omp_sched_static, omp_sched_dynamic, omp_sched_guided,
                               omp_sched_auto};
  const char *names[] = {"static", "dynamic", "guided", "auto"};
  for (int k = 0; k < 4; k++) {
    for (int chunk = 0; chunk <= 5; chunk += 5) {
      omp_set_schedule(kinds[k], chunk);
      omp_sched_t got;
      int got_chunk;
      omp_get_schedule(&got, &got_chunk);
      long s = run(10001);
      printf("%s,%d: kind %s sum %ld\n", names[k], chunk,
             (got & ~omp_sched_monotonic) == kinds[k] ? "kept" : "changed", s);
    }
  }
  return 0;
}
