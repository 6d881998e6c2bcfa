// `declare target link` globals (OpenMP 4.5 §2.10.6) used by `declare target` functions in
// target regions while a construct maps them: the device copy exists only while mapped, so
// each mapping starts from the host's values — for a `target data` region holding the table
// across several target regions (read by one, rewritten by another, `target update from`
// inside), `target enter data`/`target exit data` of a section of it and of a scalar, and the
// map of a target region itself, after the host changed the scalar. A coefficient table of an
// application whose kernels call lookup functions; with discrete host memory a copy that
// outlived its mapping or a section not copied back shows. A target region naming the
// globals without a map clause maps them as by `map(tofrom:)` (4.5 §2.15.5): before, oxacc
// took them as present and stopped with "not present on the device" on discrete memory.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | data 30.0 103.0
// | enter/exit 200.0 230.0 release 2
// | region 606.0 216.0
// | implicit 691.5 1818.5 690.5 scale 5
#include <stdio.h>

#define N 16
double table[N];
int scale;
#pragma omp declare target link(table, scale)

#pragma omp declare target
static double get(int i) { return table[i] * scale; }
static void put(int i, double v) { table[i] = v; }
#pragma omp end declare target

// No map clause: a `link` variable named in a target region is mapped as by `map(tofrom:)`
// (4.5 §2.15.5), for the region.
static void offset_direct(int n, double by) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    table[i] = table[i] * scale + by;
}

static void apply_all(int n) {
#pragma omp target
  for (int i = 0; i < n; i++)
    put(i, get(i));
}

int main(void) {
  for (int i = 0; i < N; i++)
    table[i] = i;
  scale = 2;
  double out[N];
#pragma omp target data map(to: table, scale)
  {
#pragma omp target map(from: out)
    for (int i = 0; i < N; i++)
      out[i] = get(i);
#pragma omp target
    for (int i = 0; i < N; i++)
      put(i, table[i] + 100);
#pragma omp target update from(table)
  }
  printf("data %.1f %.1f\n", out[N - 1], table[3]);

#pragma omp target enter data map(to: table[0:N], scale)
  apply_all(N);
#pragma omp target exit data map(from: table[0:N]) map(release: scale)
  printf("enter/exit %.1f %.1f release %d\n", table[0], table[N - 1], scale);

  scale = 3;
#pragma omp target map(tofrom: table[0:N / 2]) map(to: scale)
  for (int i = 0; i < N / 2; i++)
    put(i, get(i));
  printf("region %.1f %.1f\n", table[1], table[N / 2]);

  offset_direct(N, 0.5);
  scale = 1;
#pragma omp target
  {
    table[0] = get(N - 1) + scale;
    scale = 5;
  }
  printf("implicit %.1f %.1f %.1f scale %d\n", table[0], table[1], table[N - 1], scale);
  return 0;
}
