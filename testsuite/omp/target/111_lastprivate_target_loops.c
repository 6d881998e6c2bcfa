// lastprivate on target loops (4.5 §2.15.3.5): the value of the sequentially last iteration
// (a scalar computed in the loop, and the loop variable one step past the end) comes back
// from a combined construct; in a search routine that also returns a count by reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | last value 56 (v[N-1]*2 = 56), odd count 383, loop variable after 777
#include <stdio.h>

#define N 777

static int scan(const int *v, int n, int *last_value, int *count) {
  int lv = -1, c = 0, i;
#pragma omp target teams distribute parallel for lastprivate(lv, i) reduction(+: c) map(to: v[0:n])
  for (i = 0; i < n; i++) {
    lv = v[i] * 2;
    c += v[i] % 2;
  }
  *last_value = lv;
  *count = c;
  return i;
}

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101;
  int lv, c;
  int end = scan(v, N, &lv, &c);
  printf("last value %d (v[N-1]*2 = %d), odd count %d, loop variable after %d\n", lv,
         v[N - 1] * 2, c, end);
  return 0;
}
