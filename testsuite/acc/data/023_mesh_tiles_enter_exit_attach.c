// The way applications map a mesh of tiles (OpenACC 3.3 §2.7.2 attach/detach, §2.6.8
// attachment counters, §2.14 update; decision 126): functions taking `struct mesh *` and a tile
// index; `enter data` of each tile's field in a loop over the tiles, compute regions without
// data clauses reading `m->tiles[k].w` (the array of tiles never mapped), `update` of a member
// section, then the full deep copy (the mesh, its tiles, their fields, attached by the
// clauses) with a region that loops over the tiles on the device, `acc_attach`/`acc_detach`
// of a field entered with `acc_copyin`, and `exit data` with `detach` before the fields are
// copied out. With device memory of its own, a kernel following the host's `tiles` wrote host
// memory that the copy-out then overwrote.
// expect-exit: 0
// expect-stdout:
// | enter/exit: 100 240 350 480
// | update: 8 5 32
// | deep copy: 300 690 989 1360
// | acc_attach: 300 2010 989 1360
// | PASS
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

struct tile {
  int n;
  double *w;
  int *flag;
};

struct mesh {
  int ntiles;
  struct tile *tiles;
};

static struct mesh *mesh_new(int nt, int n) {
  struct mesh *m = malloc(sizeof *m);
  m->ntiles = nt;
  m->tiles = malloc(nt * sizeof(struct tile));
  for (int k = 0; k < nt; k++) {
    m->tiles[k].n = n + 10 * k;
    m->tiles[k].w = malloc(m->tiles[k].n * sizeof(double));
    m->tiles[k].flag = malloc(m->tiles[k].n * sizeof(int));
    for (int i = 0; i < m->tiles[k].n; i++) {
      m->tiles[k].w[i] = 1.0;
      m->tiles[k].flag[i] = 0;
    }
  }
  return m;
}

static double tile_sum(const struct mesh *m, int k) {
  double s = 0;
  for (int i = 0; i < m->tiles[k].n; i++)
    s += m->tiles[k].w[i] + m->tiles[k].flag[i];
  return s;
}

static void show(const char *what, const struct mesh *m) {
  printf("%s:", what);
  for (int k = 0; k < m->ntiles; k++)
    printf(" %.0f", tile_sum(m, k));
  printf("\n");
}

// No data clause: the tile's fields are present from `enter data`.
static void relax(struct mesh *m, int k, double v) {
#pragma acc parallel loop
  for (int i = 0; i < m->tiles[k].n; i++) {
    m->tiles[k].w[i] = m->tiles[k].w[i] * v + k;
    m->tiles[k].flag[i] = m->tiles[k].w[i] > 2.0;
  }
}

static void bump_first(struct mesh *m, int k, int count) {
#pragma acc kernels
  for (int i = 0; i < count; i++)
    m->tiles[k].w[i] += 1.0;
}

// The full deep copy: the region loops over the tiles, each reached through the attached
// pointers of the device copies.
static void all_tiles(struct mesh *m) {
#pragma acc parallel loop gang present(m[0:1])
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc loop vector
    for (int i = 0; i < m->tiles[k].n; i++)
      m->tiles[k].w[i] = 3 * m->tiles[k].w[i] + m->tiles[k].flag[i];
  }
}

int main(void) {
  struct mesh *m = mesh_new(4, 50);
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc enter data copyin(m->tiles[k].w[0:m->tiles[k].n]) create(m->tiles[k].flag[0:m->tiles[k].n])
  }
  for (int k = 0; k < m->ntiles; k++)
    relax(m, k, 2.0);
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc exit data copyout(m->tiles[k].w[0:m->tiles[k].n], m->tiles[k].flag[0:m->tiles[k].n])
  }
  show("enter/exit", m);
  // `update` of sections of a member: only those elements move.
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc enter data copyin(m->tiles[k].w[0:m->tiles[k].n])
  }
  bump_first(m, 1, 10);
  m->tiles[2].w[0] = 100.0;
#pragma acc update device(m->tiles[2].w[0:1])
  bump_first(m, 2, 3);
#pragma acc update self(m->tiles[1].w[0:5], m->tiles[2].w[0:2])
  // Only the updated elements: the others are the device's alone until the copy-out.
  printf("update: %.0f %.0f %.0f\n", m->tiles[1].w[0] + m->tiles[1].w[4], m->tiles[2].w[1],
         m->tiles[2].w[0] - 69);
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc exit data copyout(m->tiles[k].w[0:m->tiles[k].n])
  }
  m->tiles[2].w[0] = 5.0;
  // The deep copy, attached by the clauses in order: mesh, tiles, fields.
#pragma acc enter data copyin(m[0:1])
#pragma acc enter data copyin(m->tiles[0:m->ntiles])
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc enter data copyin(m->tiles[k].w[0:m->tiles[k].n], m->tiles[k].flag[0:m->tiles[k].n])
  }
  all_tiles(m);
  for (int k = 0; k < m->ntiles; k++) {
#pragma acc exit data detach(m->tiles[k].w, m->tiles[k].flag)
#pragma acc exit data copyout(m->tiles[k].w[0:m->tiles[k].n]) delete(m->tiles[k].flag[0:m->tiles[k].n])
  }
  show("deep copy", m);
  // acc_attach: the field entered by the API and attached in the tile's device copy; the
  // region reaches it through the mesh and its tiles.
  acc_copyin(m->tiles[1].w, m->tiles[1].n * sizeof(double));
  acc_attach((void **)&m->tiles[1].w);
  acc_copyin(m->tiles[1].flag, m->tiles[1].n * sizeof(int));
  acc_attach((void **)&m->tiles[1].flag);
#pragma acc parallel loop present(m[0:1])
  for (int i = 0; i < m->tiles[1].n; i++)
    m->tiles[1].w[i] = 3 * m->tiles[1].w[i] + m->tiles[1].flag[i];
  acc_detach((void **)&m->tiles[1].w);
  acc_detach((void **)&m->tiles[1].flag);
  acc_copyout(m->tiles[1].w, m->tiles[1].n * sizeof(double));
  acc_delete(m->tiles[1].flag, m->tiles[1].n * sizeof(int));
#pragma acc exit data delete(m->tiles[0:m->ntiles])
#pragma acc exit data delete(m[0:1])
  show("acc_attach", m);
  int ok = 1;
  for (int i = 0; i < m->tiles[3].n; i++)
    ok = ok && m->tiles[3].w[i] == 3 * (2.0 + 3) + 1 && m->tiles[3].flag[i] == 1;
  puts(ok ? "PASS" : "FAIL");
  for (int k = 0; k < m->ntiles; k++) {
    free(m->tiles[k].w);
    free(m->tiles[k].flag);
  }
  free(m->tiles);
  free(m);
  return !ok;
}
