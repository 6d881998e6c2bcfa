// teams distribute parallel for (5.0 §2.9.4.3) on the host: reductions (+, max, *) across the
// teams and their threads, a collapsed nest, lastprivate, every schedule of the inner loop with
// and without dist_schedule chunks; each iteration runs exactly once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 50010
// | max 100 prod 1024.0
// | collapse 82650
// | lastprivate 1998
// | static           each iteration once: yes
// | static,7         each iteration once: yes
// | dynamic,3        each iteration once: yes
// | guided           each iteration once: yes
// | dist 16 + static each iteration once: yes
// | dist 9 + dynamic each iteration once: yes
#include <stdio.h>
#include <omp.h>

#define N 1000

static long sum_range(const int *a, int n) {
  long s = 0;
#pragma omp teams distribute parallel for num_teams(3) thread_limit(2) reduction(+: s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  static int a[N], hit[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 101;
  printf("sum %ld\n", sum_range(a, N));

  int big = -1;
  double prod = 1.0;
#pragma omp teams distribute parallel for reduction(max: big) reduction(*: prod) num_teams(4)
  for (int i = 0; i < N; i++) {
    if (a[i] > big)
      big = a[i];
    if (i % 100 == 0)
      prod *= 2.0;
  }
  printf("max %d prod %.1f\n", big, prod);

  int m[20][30];
#pragma omp teams distribute parallel for collapse(2) num_teams(4)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++)
      m[i][j] = i * j;
  long t = 0;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++)
      t += m[i][j];
  printf("collapse %ld\n", t);

  int last = -1;
#pragma omp teams distribute parallel for lastprivate(last) num_teams(3)
  for (int i = 0; i < N; i++)
    last = i * 2;
  printf("lastprivate %d\n", last);

  const char *names[] = {"static", "static,7", "dynamic,3", "guided", "dist 16 + static",
                         "dist 9 + dynamic"};
  for (int k = 0; k < 6; k++) {
    for (int i = 0; i < N; i++)
      hit[i] = 0;
    switch (k) {
    case 0:
#pragma omp teams distribute parallel for schedule(static) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    case 1:
#pragma omp teams distribute parallel for schedule(static, 7) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    case 2:
#pragma omp teams distribute parallel for schedule(dynamic, 3) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    case 3:
#pragma omp teams distribute parallel for schedule(guided) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    case 4:
#pragma omp teams distribute parallel for dist_schedule(static, 16) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    default:
#pragma omp teams distribute parallel for dist_schedule(static, 9) schedule(dynamic) num_teams(4)
      for (int i = 0; i < N; i++) hit[i]++;
      break;
    }
    int once = 1;
    for (int i = 0; i < N; i++)
      once = once && hit[i] == 1;
    printf("%-16s each iteration once: %s\n", names[k], once ? "yes" : "no");
  }
  return 0;
}
