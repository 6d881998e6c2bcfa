// use_device on a pointer to malloc'd data, with a device-side update through the result.
// expect-exit: 0
// expect-stdout:
// | use_device pointer 47850
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
static void fill_dev(int *d, int n, int v) {
  #pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; i++) d[i] = v + i;
}
int main(void) {
  int n = 300;
  int *p = malloc(n * sizeof(int));
  #pragma acc data create(p[0:n])
  {
    #pragma acc host_data use_device(p)
    fill_dev(p, n, 10);
    #pragma acc update self(p[0:n])
  }
  long s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  printf("use_device pointer %ld\n", s);
  free(p);
  return s != 3000 + 44850;
}
