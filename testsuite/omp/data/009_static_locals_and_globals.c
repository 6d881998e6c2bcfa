// Static locals of a function called from every thread are shared (updated atomically), a
// static local named private in a region gets a copy, globals named firstprivate start
// from the global's value.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max 100 st 5 glob 40 bad 0
#include <stdio.h>
#include <omp.h>

int glob = 40;

static int counter(void) {
  static int calls;
  int v;
#pragma omp atomic capture
  v = ++calls;
  return v;
}

int main(void) {
  static int st = 5;
  int maxv = 0, bad = 0;
#pragma omp parallel for reduction(max: maxv)
  for (int i = 0; i < 100; i++) {
    int v = counter();
    if (v > maxv)
      maxv = v;
  }
#pragma omp parallel private(st) firstprivate(glob) reduction(+: bad)
  {
    st = omp_get_thread_num();
    glob += 2;
    bad += glob != 42;
  }
  printf("max %d st %d glob %d bad %d\n", maxv, st, glob, bad);
  return 0;
}
