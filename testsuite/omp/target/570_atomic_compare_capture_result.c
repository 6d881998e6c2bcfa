// OpenMP 5.1 §2.19.7 `atomic compare capture` with `r = x == e` in a target region: every
// iteration tries to claim slot i % N with `{ r = x == e; if (r) { x = d; } }`; each slot is
// claimed once (the wins sum to N) by an iteration of that slot; the `else { v = x; }` form
// makes every loser see a claim of its own slot. A function taking a pointer, no map
// clauses for the scalars. oxacc refused the forms.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | wins 32 slots-ok 1
// | losers 224 seen-ok 1
// | again 16 left -16
#include <stdio.h>

#define N 32
#define M 256

static void race(int *slot, int *wins, int *losers, int *bad) {
  int w = 0, l = 0, b = 0;
#pragma omp target teams distribute parallel for map(tofrom: slot[0:N]) reduction(+: w, l, b)
  for (int i = 0; i < M; i++) {
    int k = i % N, r, v = -1;
#pragma omp atomic compare capture
    {
      r = slot[k] == 0;
      if (r) {
        slot[k] = i + 1;
      } else {
        v = slot[k];
      }
    }
    w += r;
    if (!r) {
      l++;
      if ((v - 1) % N != k) b++;
    }
  }
  *wins = w;
  *losers = l;
  *bad = b;
}

int main(void) {
  int slot[N] = {0};
  int wins, losers, bad;
  race(slot, &wins, &losers, &bad);
  int ok = 1;
  for (int k = 0; k < N; k++)
    if (slot[k] == 0 || (slot[k] - 1) % N != k) ok = 0;
  printf("wins %d slots-ok %d\n", wins, ok);
  for (int k = 0; k < N; k++) slot[k] = k % 2 ? -1 : k + 1;
  int again = 0;
#pragma omp target map(tofrom: slot[0:N], again)
  for (int k = 0; k < N; k++) {
    int r;
#pragma omp atomic compare capture
    {
      r = slot[k] == k + 1;
      if (r) {
        slot[k] = 0;
      }
    }
    again += r;
  }
  int left = 0;
  for (int k = 0; k < N; k++) left += slot[k];
  printf("losers %d seen-ok %d\n", losers, bad == 0);
  printf("again %d left %d\n", again, left);
  return 0;
}
