// lastprivate on target teams distribute (OpenMP 4.5 §2.15.3.5, 5.0 §2.19.7): a scalar, an array and a structure get the values of the sequentially last iteration, on the combined construct and on distribute inside target teams.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | combined: last=-986 pair=1012,26 st=999,249.75
// | distribute: v=2299
#include <stdio.h>

#define N 1000

struct stats { int idx; double val; };

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i % 17; b[i] = i; }
  int last = -1, pair[2] = {0, 0};
  struct stats st = {0, 0.0};
#pragma omp target teams distribute lastprivate(last, pair, st) map(to: a, b)
  for (int i = 0; i < N; i++) {
    last = a[i] - b[i];
    pair[0] = a[i] + b[i];
    pair[1] = a[i] * 2;
    st.idx = i;
    st.val = b[i] / 4.0;
  }
  printf("combined: last=%d pair=%d,%d st=%d,%.2f\n", last, pair[0], pair[1], st.idx, st.val);

  int v = 0;
#pragma omp target teams map(tofrom: v) map(to: a)
#pragma omp distribute lastprivate(v)
  for (int i = 0; i < N; i += 3) v = a[i] * 100 + i;
  printf("distribute: v=%d\n", v);
  return 0;
}
