// One critical name in a target region and in a `declare target` function it calls (OpenMP
// 4.5 §2.13.2: every critical construct of a name excludes every other one of that name in
// the program). Each section counts itself in and out of a shared `inside` counter and
// works a while in between, so two threads in sections of the name at once are seen, not
// only lost updates. On the host fallback both sections take libomp's lock of the name; the
// region's must not be a copy of it (with OXACC_HOST_MEMORY=discrete the lock had been
// mapped like an array, so the region and the function locked different objects), nor the
// device's spin lock (decision 95).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | entries 16000 overlaps 0 total 19200000
#include <stdio.h>

typedef struct {
  int inside, overlaps;
  long entries, total;
} guard;

#pragma omp declare target
static void enter(guard *g) {
  // Volatile: the compiler may otherwise fold the count in and out of a section away.
  volatile int *in = &g->inside;
  *in = *in + 1;
  if (*in != 1)
    g->overlaps += 1;
  g->entries += 1;
}

static void leave(guard *g) {
  volatile int *in = &g->inside;
  *in = *in - 1;
}

static void work(guard *g, int v) {
  // A body long enough for another thread to arrive while this one is inside.
  volatile long acc = 0;
  for (int k = 0; k < 400; k++)
    acc += (v + k) % 7;
  g->total += acc;
}

void from_function(guard *g, int v) {
#pragma omp critical(shared_name)
  {
    enter(g);
    work(g, v);
    leave(g);
  }
}
#pragma omp end declare target

int main(void) {
  guard g = {0, 0, 0, 0};
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 8000; i++) {
    from_function(&g, i);
#pragma omp critical(shared_name)
    {
      enter(&g);
      work(&g, i + 1);
      leave(&g);
    }
  }
  printf("entries %ld overlaps %d total %ld\n", g.entries, g.overlaps, g.total);
  return 0;
}
