// A region that writes an array through a pointer no clause names (oxacc infers its section
// from the subscripts, copy if not already present) while a clause of the same construct maps
// the same array through another pointer: the clause decides what is copied back. The
// inferred section's exit came after the clause's and held the last reference, so with
// separate device memory `copyin(p[0:n])` and `create(p[0:n])` copied the region's writes
// back to the host (decision 63). A structure's pointer member attached by its own clause
// (`copyin(s.p[0:n])`, in `data copyin(s)` and with `s` implicit) has no such reference.
// Self-checking in both memory models (`probe` tells whether the device shares the host's
// memory).
// expect-exit: 0
// expect-stdout:
// | copyin alias: ok
// | copy alias: ok
// | create alias: ok
// | data copyin(s), copyin(s.p): ok
// | copyin(s.p): ok
// | helper: ok
#include <stdio.h>
#include <stdlib.h>

#define N 8

struct vec {
  int n;
  int *p;
};

static int shared;
static int failures;

static void check(const char *what, int ok, const int *a) {
  if (ok) {
    printf("%s: ok\n", what);
  } else {
    printf("%s: WRONG %d %d %d\n", what, a[0], a[1], a[N - 1]);
    failures++;
  }
}

static void reset(int *a) {
  for (int i = 0; i < N; i++) a[i] = i + 1;
}

// Application style: the clause names the caller's array, the loop works through a local
// alias (as code that caches a member in a local pointer does).
static int scale_copy(struct vec *v, int *alias) {
  int sum = 0;
  #pragma acc parallel loop copyin(v->p[0:v->n]) reduction(+:sum)
  for (int i = 0; i < N; i++) {
    sum += alias[i];
    alias[i] = 0;
  }
  return sum;
}

int main(void) {
  int probe[1] = {0};
  #pragma acc parallel num_gangs(1) copyin(probe)
  probe[0] = 1;
  shared = probe[0] == 1;

  int *a = malloc(N * sizeof *a);
  int *p = a, *q = a;
  int sum = 0;

  reset(a);
  #pragma acc parallel loop copyin(p[0:N]) reduction(+:sum)
  for (int i = 0; i < N; i++) {
    sum += q[i];
    q[i] = 9;
  }
  check("copyin alias", sum == 36 && a[0] == (shared ? 9 : 1) && a[N - 1] == (shared ? 9 : N), a);

  reset(a);
  #pragma acc parallel loop copy(p[0:N])
  for (int i = 0; i < N; i++)
    q[i] = 2 * q[i];
  check("copy alias", a[0] == 2 && a[N - 1] == 2 * N, a);

  reset(a);
  sum = 0;
  #pragma acc parallel loop create(p[0:N]) reduction(+:sum)
  for (int i = 0; i < N; i++) {
    q[i] = 5;
    sum += q[i];
  }
  check("create alias", sum == 5 * N && a[0] == (shared ? 5 : 1), a);

  struct vec s = {N, a};
  reset(a);
  #pragma acc data copyin(s)
  {
    #pragma acc parallel loop copyin(s.p[0:N])
    for (int i = 0; i < N; i++)
      s.p[i] = 7;
  }
  check("data copyin(s), copyin(s.p)", a[1] == (shared ? 7 : 2), a);

  reset(a);
  #pragma acc parallel loop copyin(s.p[0:N])
  for (int i = 0; i < N; i++)
    s.p[i] = 7;
  check("copyin(s.p)", a[2] == (shared ? 7 : 3), a);

  reset(a);
  sum = scale_copy(&s, a);
  check("helper", sum == 36 && a[3] == (shared ? 0 : 4), a);
  free(a);
  return failures != 0;
}
