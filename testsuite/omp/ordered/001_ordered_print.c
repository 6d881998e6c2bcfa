// The ordered construct inside a loop with the ordered clause (§2.13.8) runs in iteration
// order for every schedule kind: printing from inside it gives the serial output.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | static 0
// | static 1
// | static 2
// | static 3
// | static 4
// | static 5
// | static,2 0
// | static,2 1
// | static,2 2
// | static,2 3
// | static,2 4
// | static,2 5
// | dynamic 10
// | dynamic 9
// | dynamic 8
// | dynamic 7
// | dynamic 6
// | dynamic 5
// | guided 0
// | guided 3
// | guided 6
// | guided 9
// | runtime 0
// | runtime 1
// | runtime 2
// | runtime 3
// | auto 0
// | auto 1
// | auto 2
// | auto 3
#include <stdio.h>
#include <omp.h>

int main(void) {
#pragma omp parallel for ordered schedule(static)
  for (int i = 0; i < 6; i++) {
#pragma omp ordered
    printf("static %d\n", i);
  }
#pragma omp parallel for ordered schedule(static, 2)
  for (int i = 0; i < 6; i++) {
#pragma omp ordered
    printf("static,2 %d\n", i);
  }
#pragma omp parallel for ordered schedule(dynamic)
  for (int i = 10; i > 4; i--) {
#pragma omp ordered
    printf("dynamic %d\n", i);
  }
#pragma omp parallel for ordered schedule(guided, 1)
  for (int i = 0; i < 12; i += 3) {
#pragma omp ordered
    printf("guided %d\n", i);
  }
#pragma omp parallel for ordered schedule(runtime)
  for (int i = 0; i < 4; i++) {
#pragma omp ordered
    printf("runtime %d\n", i);
  }
#pragma omp parallel for ordered schedule(auto)
  for (int i = 0; i < 4; i++) {
#pragma omp ordered
    printf("auto %d\n", i);
  }
  return 0;
}
