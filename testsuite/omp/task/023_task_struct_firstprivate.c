// Structures, unions and pointers-to-functions as firstprivate task data (copied at
// creation), and a task that calls through the copied pointer.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 252.50 tags 1
#include <stdio.h>
#include <omp.h>

struct job {
  int id;
  double scale;
  double (*op)(double, double);
  char tag[8];
};
union bits { double d; unsigned long long u; };

static double mul(double a, double b) { return a * b; }
static double add(double a, double b) { return a + b; }

int main(void) {
  double results[10];
  unsigned long long tags[10];
  struct job j = {0, 1.5, mul, "job"};
  union bits u;
#pragma omp parallel
#pragma omp single
  for (int k = 0; k < 10; k++) {
    j.id = k;
    j.op = k % 2 ? add : mul;
    j.tag[3] = (char)('0' + k);
    u.d = k * 0.25;
#pragma omp task firstprivate(j, u)
    {
      results[j.id] = j.op(j.scale, (double)j.id) + (j.tag[3] - '0');
      tags[j.id] = u.u;
    }
    j.scale += 1.0;
  }
  double s = 0;
  int tags_ok = 1;
  for (int k = 0; k < 10; k++) {
    s += results[k];
    union bits v;
    v.d = k * 0.25;
    tags_ok &= tags[k] == v.u;
  }
  printf("sum %.2f tags %d\n", s, tags_ok);
  return 0;
}
