// A structure mapped member by member and as a whole by other constructs (OpenMP 4.5
// §2.15.5.1, 5.0 §2.19.7.1: the members of one structure are one object with one reference
// count, as in libomptarget): a grid descriptor of an application whose functions take its
// address. (1) `target data map(tofrom: g.n, g.h)` around a region that reads and writes the
// structure through those members (the first member is at the structure's address); (2) the
// members entered, a function mapping the whole structure (`map(tofrom: g[0:1])`), `target
// update from` of the whole, and `target exit data map(from: g.n, g.h)`; (3) the whole
// structure entered, a member mapped by a later construct (through a pointer to it), and
// `target exit data` of several members at once, each copied back; (4) a target region whose
// own clauses map the first member and another, using both. Before, with discrete host
// memory the regions of (1) and (4) reached `g.h` past the device copy of `g.n` (heap
// corruption), and the exits of (2) and (3) copied back only the first member of the list:
// the first ended the mapping they share.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | (1) n 11 h 0.750
// | (2) n 12 h 1.500 lo 2.0 hi 17.0
// | (3) n 99 h 0.125 lo -1.0 hi 17.0
// | (4) n 9 h 0.500
#include <stdio.h>

typedef struct {
  int n;
  double lo, hi;
  double w[4];
  double h;
} grid;

static void refine(grid *g) {
#pragma omp target map(tofrom: g[0:1])
  {
    g->n += 1;
    g->h = g->h * 2;
    g->lo += 1;
    for (int i = 0; i < 4; i++)
      g->w[i] = g->lo + i * g->h;
  }
}

static void set_bound(double *bound, double v) {
#pragma omp target map(tofrom: bound[0:1])
  bound[0] = v;
}

int main(void) {
  grid g = {10, 1.0, 17.0, {0, 0, 0, 0}, 0.25};
  int bad = 0;

#pragma omp target data map(tofrom: g.n, g.h)
  {
#pragma omp target
    {
      g.n += 1;
      g.h *= 3;
    }
  }
  printf("(1) n %d h %.3f\n", g.n, g.h);

#pragma omp target enter data map(to: g.n, g.h)
  refine(&g);
#pragma omp target update from(g)
#pragma omp target exit data map(from: g.n, g.h)
  printf("(2) n %d h %.3f lo %.1f hi %.1f\n", g.n, g.h, g.lo, g.hi);
  for (int i = 0; i < 4; i++)
    bad |= g.w[i] != g.lo + i * g.h;

#pragma omp target enter data map(to: g)
  set_bound(&g.lo, -1.0);
#pragma omp target
  {
    g.n = 99;
    g.h = 0.125;
  }
#pragma omp target exit data map(from: g.n, g.h, g.lo)
  printf("(3) n %d h %.3f lo %.1f hi %.1f\n", g.n, g.h, g.lo, g.hi);

#pragma omp target map(tofrom: g.n, g.h)
  {
    g.n -= 90;
    g.h *= 4;
  }
  printf("(4) n %d h %.3f\n", g.n, g.h);
  return bad;
}
