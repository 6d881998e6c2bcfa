// OpenMP 5.1 §2.19.7 `atomic compare capture` forms that capture the comparison:
// `{ r = x == e; if (r) { x = d; } }` and `{ r = x == e; if (r) { x = d; } else { v = x; } }`,
// on the host: threads race to claim slots with a compare-and-swap; each slot is won exactly
// once, the winners' `r` count the slots, and the losers' `v` see the winner's mark. Also a
// `long`, a `double` and a pointer `x`, and an `r` of another type (`char`, `_Bool`).
// oxacc refused these forms ("expected … compare capture").
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | claimed 64 wins 64 lost-seen-ok 1
// | long 1 7 0 7
// | double 1 2.5 0 2.5
// | ptr 1 1 0
#include <stdio.h>

#define SLOTS 64

static int claim(int *slot, int me, int *seen) {
  int r;
  int v = -1;
#pragma omp atomic compare capture
  {
    r = *slot == 0;
    if (r) {
      *slot = me;
    } else {
      v = *slot;
    }
  }
  *seen = r ? me : v;
  return r;
}

int main(void) {
  int slot[SLOTS] = {0};
  int wins = 0, bad = 0;
#pragma omp parallel num_threads(4) reduction(+: wins, bad)
  {
    for (int k = 0; k < SLOTS; k++) {
      int seen;
      int me = 1000 + k;
      wins += claim(&slot[k], me, &seen);
      if (seen != me) bad++;
    }
  }
  int claimed = 0;
  for (int k = 0; k < SLOTS; k++) claimed += slot[k] == 1000 + k;
  printf("claimed %d wins %d lost-seen-ok %d\n", claimed, wins, bad == 0);

  long lx = 3, le = 3;
  char c1, c2;
#pragma omp atomic compare capture
  {
    c1 = lx == le;
    if (c1) {
      lx = 7;
    }
  }
  long after = lx;
#pragma omp atomic compare capture
  {
    c2 = lx == le;
    if (c2) {
      lx = 9;
    }
  }
  printf("long %d %ld %d %ld\n", c1, after, c2, lx);

  double dx = 1.0, dv = 0.0;
  _Bool b1, b2;
#pragma omp atomic compare capture
  {
    b1 = dx == 1.0;
    if (b1) {
      dx = 2.5;
    }
  }
#pragma omp atomic compare capture
  {
    b2 = dx == 1.0;
    if (b2) {
      dx = 4.0;
    } else {
      dv = dx;
    }
  }
  printf("double %d %.1f %d %.1f\n", b1, dx, b2, dv);

  int a = 0, b = 0;
  int *p = &a;
  int pr1, pr2;
#pragma omp atomic compare capture
  {
    pr1 = p == &a;
    if (pr1) {
      p = &b;
    }
  }
#pragma omp atomic compare capture
  {
    pr2 = p == &a;
    if (pr2) {
      p = &a;
    }
  }
  printf("ptr %d %d %d\n", pr1, p == &b, pr2);
  return 0;
}
