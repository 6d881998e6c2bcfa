// Halo-exchange time loop as domain-decomposed codes write it (bench/acc/stencil27.c's shape):
// two slabs on two async queues, the host's new boundary planes sent with `update device
// async` and the planes beside the cut brought back with `update self async` every step, one
// wait per step. The planes (80 KiB) are copied again and again from pageable memory: on a GPU
// the runtime page-locks them after a few copies (decision 99), and the copies then run
// asynchronously from the locked pages; the values each step brings back must not change.
// The pointers swap every step, so both arrays' planes repeat, each every other step.
// expect-exit: 0
// expect-stdout:
// | steps 12: cut planes ok 24, final ok 1
#include <stdio.h>
#include <stdlib.h>

#define NP 32
#define NY 64
#define NZ 160
#define PLANE (NY * NZ)
#define STEPS 12

static long boundary(int level, int i, long p) { return (p * 7 + level * 13 + i) % 101; }

static void set_boundary(long *u, int level) {
  for (long p = 0; p < PLANE; p++) {
    u[p] = boundary(level, 0, p);
    u[(long)(NP - 1) * PLANE + p] = boundary(level, NP - 1, p);
  }
}

// One step of the slabs [lo, hi) on `queue`: a three-point rule along the planes.
static void slab(const long *restrict a, long *restrict b, int lo, int hi, int queue) {
  long total = (long)NP * PLANE;
  #pragma acc parallel loop collapse(2) present(a[0:total], b[0:total]) async(queue)
  for (int i = lo; i < hi; i++)
    for (long p = 0; p < PLANE; p++)
      b[i * PLANE + p] = (a[(i - 1) * PLANE + p] + 2 * a[i * PLANE + p] + a[(i + 1) * PLANE + p]) % 1000;
}

static void host_step(const long *a, long *b) {
  for (int i = 1; i < NP - 1; i++)
    for (long p = 0; p < PLANE; p++)
      b[i * PLANE + p] = (a[(i - 1) * PLANE + p] + 2 * a[i * PLANE + p] + a[(i + 1) * PLANE + p]) % 1000;
}

static int same_plane(const long *x, const long *y, int i) {
  for (long p = 0; p < PLANE; p++)
    if (x[i * PLANE + p] != y[i * PLANE + p]) return 0;
  return 1;
}

int main(void) {
  long total = (long)NP * PLANE, mid = NP / 2;
  long *a = malloc(total * sizeof *a), *b = malloc(total * sizeof *b);
  long *ra = malloc(total * sizeof *ra), *rb = malloc(total * sizeof *rb);
  for (long x = 0; x < total; x++) a[x] = b[x] = ra[x] = rb[x] = (x * 31) % 997;
  int cut_ok = 0, final_ok = 0;
  #pragma acc data copy(a[0:total], b[0:total])
  {
    for (int s = 0; s < STEPS; s++) {
      set_boundary(b, s + 1);
      #pragma acc update device(b[0:PLANE]) async(1)
      #pragma acc update device(b[(NP - 1) * PLANE:PLANE]) async(2)
      slab(a, b, 1, mid, 1);
      slab(a, b, mid, NP - 1, 2);
      #pragma acc update self(b[(mid - 1) * PLANE:PLANE]) async(1)
      #pragma acc update self(b[mid * PLANE:PLANE]) async(2)
      #pragma acc wait
      set_boundary(rb, s + 1);
      host_step(ra, rb);
      cut_ok += same_plane(b, rb, mid - 1) + same_plane(b, rb, mid);
      long *t = a; a = b; b = t;
      t = ra; ra = rb; rb = t;
    }
  }
  final_ok = 1;
  for (int i = 0; i < NP; i++) final_ok &= same_plane(a, ra, i);
  printf("steps %d: cut planes ok %d, final ok %d\n", STEPS, cut_ok, final_ok);
  free(a); free(b); free(ra); free(rb);
  return cut_ok == 2 * STEPS && final_ok ? 0 : 1;
}
