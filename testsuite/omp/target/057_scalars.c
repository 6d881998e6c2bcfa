// Scalars in target regions (OpenMP 4.5 §2.15.5): implicitly firstprivate (the host keeps its value), map(tofrom:) and map(from:) of scalars, and scalars of every arithmetic type passed in.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum of scalars 1126.250
// | implicit firstprivate: 10
// | tofrom: 15
// | from: 7
#include <stdio.h>

int main(void) {
  char c = 'a';
  short s = -3;
  unsigned u = 4000000000u;
  long long ll = 1LL << 40;
  float f = 1.5f;
  double d = 2.25;
  long double ld = 3.5L;
  _Bool b = 1;
  double out = 0;
#pragma omp target map(from: out)
  out = c + s + (u % 1000) + (double)(ll >> 30) + f + d + (double)ld + b;
  printf("sum of scalars %.3f\n", out);
  int x = 10;
#pragma omp target
  x = 99; /* firstprivate: lost */
  printf("implicit firstprivate: %d\n", x);
#pragma omp target map(tofrom: x)
  x += 5;
  printf("tofrom: %d\n", x);
  int y = -1;
#pragma omp target map(from: y)
  y = 7;
  printf("from: %d\n", y);
  return 0;
}
