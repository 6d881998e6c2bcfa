// Functions called from target regions (OpenMP 4.5 §2.10.6: procedures in declare target, and 5.0's implicit declare target for functions defined in the file): a recursive function, a function with a static table, pointers to mapped data passed down two levels, and a function that returns a structure.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | fib(19)=4181 sq[13]=9
// | acc[0]=-10 acc[19]=28 range -10..28
#include <stdio.h>

#define N 20

struct minmax { int lo, hi; };

#pragma omp declare target
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int square_table(int i) {
  static const int sq[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
  return sq[i % 10];
}
static void add_to(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++) dst[i] += src[i];
}
static void twice_add(int *dst, const int *src, int n) {
  add_to(dst, src, n);
  add_to(dst, src, n);
}
static struct minmax range(const int *v, int n) {
  struct minmax m = {v[0], v[0]};
  for (int i = 1; i < n; i++) {
    if (v[i] < m.lo) m.lo = v[i];
    if (v[i] > m.hi) m.hi = v[i];
  }
  return m;
}
#pragma omp end declare target

int main(void) {
  int f[N], sq[N], acc[N], src[N];
  for (int i = 0; i < N; i++) { acc[i] = 0; src[i] = i - 5; }
#pragma omp target teams distribute parallel for map(from: f, sq)
  for (int i = 0; i < N; i++) {
    f[i] = fib(i);
    sq[i] = square_table(i);
  }
  printf("fib(19)=%d sq[13]=%d\n", f[19], sq[13]);
  struct minmax m = {0, 0};
#pragma omp target map(tofrom: acc, m) map(to: src)
  {
    twice_add(acc, src, N);
    m = range(acc, N);
  }
  printf("acc[0]=%d acc[19]=%d range %d..%d\n", acc[0], acc[19], m.lo, m.hi);
  return 0;
}
