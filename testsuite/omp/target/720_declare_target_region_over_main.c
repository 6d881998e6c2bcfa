// A `declare target` region that takes in `main`, as OpenMP_VV 5.0 test_declare_variant's
// region does (it has no `end declare target`, which gcc refuses and clang warns about;
// here the region ends after `main`) (4.5 §2.10.6): `main` references a
// host global that no `declare target` names and prints, and it must stay a host function
// only (decision 106). The functions before it in the region are device functions: one
// is the `target` variant of a `declare variant` base (5.0 §2.3.5), called from a
// `target teams` region, the other has an orphaned `distribute` and a static counter.
// Before, oxacc refused the program ("global variable 'probe' is used in routine 'main'
// but has no device copy") and, before that, the GPU build failed to link.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | probe 0
// | base 0 1023 variant 2 1025
// | fill 5 1028 count 1
#include <omp.h>
#include <stdio.h>

#define N 1024

int probe = -1;

void t_fill(int *arr);

#pragma omp declare variant(t_fill) match(construct = {target})
void fill(int *arr) {
  for (int i = 0; i < N; i++)
    arr[i] = i;
}

// Outside the region: gcc gives the calls in `main` the `target` construct trait (5.0
// §2.3.1, functions in a `declare target` region), clang and oxacc do not (decision 106).
static void host_fill(int *arr) { fill(arr); }

#pragma omp declare target
int counter = 0;

void t_fill(int *arr) {
#pragma omp distribute
  for (int i = 0; i < N; i++)
    arr[i] = i + 2;
}

static void add_five(int *arr) {
#pragma omp distribute
  for (int i = 0; i < N; i++)
    arr[i] = i + 5;
  counter = 1;
}

int main(void) {
  int a[N], c[N], d[N];
  probe = 0;
#pragma omp target map(from : probe)
  probe = 0;
  printf("probe %d\n", probe);
  host_fill(a);
#pragma omp target teams map(tofrom : c[0:N])
  fill(c);
#pragma omp target teams num_teams(1) map(tofrom : d[0:N])
  add_five(d);
#pragma omp target update from(counter)
  printf("base %d %d variant %d %d\n", a[0], a[N - 1], c[0], c[N - 1]);
  printf("fill %d %d count %d\n", d[0], d[N - 1], counter);
  return 0;
}
#pragma omp end declare target
