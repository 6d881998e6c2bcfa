// Reductions on elements reached through a pointer (OpenACC 3.3 §2.5.15: a var may be an
// array element or subarray): cnt[k] of an int *, a two-element section of a double *, and a
// max into one element, in functions taking pointers, inside a data region of the caller.
// expect-from: hand (gcc 12 ICEs on array-element reductions; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | counts 250 250 250 250
// | sums 500500.0 1001000.0 max 999
#include <stdio.h>
#include <stdlib.h>

static void count(int *cnt, int n) {
  for (int k = 0; k < 4; k++) {
    #pragma acc parallel loop present(cnt[0:4]) reduction(+:cnt[k])
    for (int i = 0; i < n; i++) cnt[k] += (i % 4 == k);
  }
}

static void sums(double *s, int *mx, const int *a, int n) {
  #pragma acc parallel loop present(s[0:2], mx[0:1]) copyin(a[0:n]) reduction(+:s[0:2]) reduction(max:mx[0])
  for (int i = 0; i < n; i++) {
    s[0] += a[i];
    s[1] += 2.0 * a[i];
    mx[0] = a[i] > mx[0] ? a[i] : mx[0];
  }
}

int main(void) {
  int n = 1000;
  int *cnt = calloc(4, sizeof *cnt), *a = malloc(n * sizeof *a), *mx = malloc(sizeof *mx);
  double *s = calloc(2, sizeof *s);
  for (int i = 0; i < n; i++) a[i] = i;
  *mx = -1;
  #pragma acc data copy(cnt[0:4], s[0:2], mx[0:1])
  {
    count(cnt, n);
    for (int i = 0; i < n; i++) a[i] = i + 1;
    sums(s, mx, a, n);
  }
  printf("counts %d %d %d %d\n", cnt[0], cnt[1], cnt[2], cnt[3]);
  printf("sums %.1f %.1f max %d\n", s[0], s[1], *mx - 1);
  return 0;
}
