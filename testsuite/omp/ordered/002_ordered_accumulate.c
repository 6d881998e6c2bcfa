// Non-associative work in iteration order: a floating-point sum and a string built inside
// the ordered region equal the serial ones bit for bit, while the work before it runs in
// parallel.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | bitwise equal 1
// | ahovcjqxelszgnubipwdkryfmt
#include <stdio.h>
#include <string.h>
#include <math.h>
#include <omp.h>

int main(void) {
  double sum = 0, serial = 0;
  char text[200] = "";
  for (int i = 0; i < 1000; i++)
    serial += 1.0 / (1.0 + i * 0.37);
#pragma omp parallel for ordered schedule(dynamic, 7)
  for (int i = 0; i < 1000; i++) {
    double term = 1.0 / (1.0 + i * 0.37);
#pragma omp ordered
    sum += term;
  }
#pragma omp parallel
  {
#pragma omp for ordered
    for (int i = 0; i < 26; i++) {
      char c = (char)('a' + (i * 7) % 26);
#pragma omp ordered
      {
        size_t n = strlen(text);
        text[n] = c;
        text[n + 1] = '\0';
      }
    }
  }
  printf("bitwise equal %d\n", memcmp(&sum, &serial, sizeof sum) == 0);
  printf("%s\n", text);
  return 0;
}
