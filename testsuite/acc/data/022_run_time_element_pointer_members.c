// Pointer members of an element chosen at run time (`s.tiles[k].w`, `m->tiles[k].w`), named
// in data clauses while the array of tiles itself is never mapped (OpenACC 3.3 §2.6.2,
// §2.7.2; decision 126): `data copy(s.tiles[k].w[0:n])` around a `parallel loop
// present(s.tiles[k].w[0:n])` and around one without clauses, with `k` a variable and a
// constant, in main on a local structure and in a function taking `struct mesh *` and the
// index, inside a loop over the tiles, a read-only `copyin` with a reduction, and `kernels`.
// The region's `s.tiles[k].w` is the data construct's device copy: with device memory of its
// own, following the host's `tiles` in the kernel left the doubling in host memory, which the
// copy-out then overwrote (and faulted on a GPU).
// expect-exit: 0
// expect-stdout:
// | main k=1: 100 598 300
// | main k=0: 300 598 300
// | scale k=2: 300 598 1809
// | each tile: 601 1197 3619
// | sum k=1: 1197
// | kernels k=0: 1200 1197 3619
// | PASS
#include <stdio.h>
#include <stdlib.h>

struct tile {
  int n;
  double *w;
};

struct mesh {
  int ntiles;
  int id;
  struct tile *tiles;
};

static void make(struct mesh *m, int nt, int n) {
  m->ntiles = nt;
  m->id = 7;
  m->tiles = malloc(nt * sizeof(struct tile));
  for (int k = 0; k < nt; k++) {
    m->tiles[k].n = n;
    m->tiles[k].w = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
      m->tiles[k].w[i] = k + 1;
  }
}

static double tile_sum(const struct mesh *m, int k) {
  double s = 0;
  for (int i = 0; i < m->tiles[k].n; i++)
    s += m->tiles[k].w[i];
  return s;
}

static void show(const char *what, const struct mesh *m) {
  printf("%s:", what);
  for (int k = 0; k < m->ntiles; k++)
    printf(" %.0f", tile_sum(m, k));
  printf("\n");
}

// Application style: the structure behind a pointer, the tile by index.
static void scale(struct mesh *m, int k, double f) {
  int n = m->tiles[k].n;
#pragma acc data copy(m->tiles[k].w[0:n])
  {
#pragma acc parallel loop present(m->tiles[k].w[0:n])
    for (int i = 0; i < n; i++)
      m->tiles[k].w[i] *= f;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      m->tiles[k].w[i] += 0.09;
  }
}

static double sum_tile(const struct mesh *m, int k) {
  double s = 0;
  int n = m->tiles[k].n;
#pragma acc data copyin(m->tiles[k].w[0:n])
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++)
    s += m->tiles[k].w[i];
  return s;
}

int main(void) {
  struct mesh s;
  make(&s, 3, 100);
  int k = 1;
  int n = s.tiles[k].n;
#pragma acc data copy(s.tiles[k].w[0:n])
  {
#pragma acc parallel loop present(s.tiles[k].w[0:n])
    for (int i = 0; i < n; i++)
      s.tiles[k].w[i] *= 3;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      s.tiles[k].w[i] -= s.tiles[k].n > 1 ? 0.02 : 0.0;
  }
  show("main k=1", &s);
#pragma acc data copy(s.tiles[0].w[0:100])
  {
#pragma acc parallel loop
    for (int i = 0; i < 100; i++)
      s.tiles[0].w[i] += 2;
  }
  show("main k=0", &s);
  scale(&s, 2, 6.0);
  show("scale k=2", &s);
  for (int t = 0; t < s.ntiles; t++) {
    int nt = s.tiles[t].n;
#pragma acc data copy(s.tiles[t].w[0:nt])
    {
#pragma acc parallel loop
      for (int i = 0; i < nt; i++)
        s.tiles[t].w[i] = 2 * s.tiles[t].w[i] + (i == 0);
    }
  }
  show("each tile", &s);
  printf("sum k=1: %.0f\n", sum_tile(&s, 1));
#pragma acc data copy(s.tiles[0].w[0:100])
  {
#pragma acc kernels
    for (int i = 0; i < 100; i++)
      s.tiles[0].w[i] = s.tiles[0].w[i] * 2 - (i == 0) - (i == 1);
  }
  show("kernels k=0", &s);
  int ok = s.tiles[0].w[0] == 13 && s.tiles[0].w[1] == 11 && s.tiles[0].w[2] == 12 &&
           s.tiles[2].w[5] == 2 * (3 * 6 + 0.09);
  for (int i = 0; i < 100; i++)
    ok = ok && s.tiles[1].w[i] == 2 * (6 - 0.02) + (i == 0);
  puts(ok ? "PASS" : "FAIL");
  for (int t = 0; t < s.ntiles; t++)
    free(s.tiles[t].w);
  free(s.tiles);
  return !ok;
}
