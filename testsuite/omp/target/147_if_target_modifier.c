// `if(target: c)` and `if` on the data constructs (OpenMP 4.5 §2.10, §2.12): a false
// condition runs the region on the host with the host's variables (no mapping), a true one
// on the default device; `target data if(0)` maps nothing, `target update if(0)` moves
// nothing, and `if(parallel: …)` on a combined construct only limits the threads. Each
// region reports where it ran; a host run must say so, a device run may be the host when
// there is no device.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | n=10: host yes sum 55
// | n=100000: where ok sum 5000050000
// | data if(0): ok
// | if(parallel: 0) sum 500500
#include <omp.h>
#include <stdio.h>

static long run(const int *v, int n, int *on_host) {
  long s = 0;
  int host = 1;
#pragma omp target teams distribute parallel for if(target: n > 1000) map(to: v[0:n]) \
    reduction(+: s) map(tofrom: host)
  for (int i = 0; i < n; i++) {
    s += v[i];
    if (i == 0) host = omp_is_initial_device();
  }
  *on_host = host;
  return s;
}

int main(void) {
  static int v[100000];
  for (int i = 0; i < 100000; i++) v[i] = i + 1;
  int h;
  long s = run(v, 10, &h);
  printf("n=10: host %s sum %ld\n", h ? "yes" : "no", s);
  s = run(v, 100000, &h);
  int no_device = omp_get_num_devices() == 0;
  printf("n=100000: where %s sum %ld\n", h == no_device || !h ? "ok" : "wrong", s);
  int flag = 0;
#pragma omp target data map(tofrom: flag) if(0)
  {
#pragma omp target if(target: 0) map(tofrom: flag)
    flag = 1;
#pragma omp target update from(flag) if(0)
  }
  printf("data if(0): %s\n", flag == 1 ? "ok" : "lost");
  long t = 0;
#pragma omp target teams distribute parallel for if(parallel: 0) reduction(+: t)
  for (int i = 1; i <= 1000; i++) t += i;
  printf("if(parallel: 0) sum %ld\n", t);
  return 0;
}
