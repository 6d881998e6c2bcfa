// Attachment counting: two attaches then one detach leave the pointer attached; the member data
// stays usable through the struct.
// expect-exit: 0
// expect-stdout:
// | attach counting 528.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
struct holder { float *p; };
int main(void) {
  int n = 32;
  struct holder h;
  h.p = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) h.p[i] = 1.0f;
  #pragma acc enter data copyin(h)
  #pragma acc enter data copyin(h.p[0:n])
  #pragma acc enter data attach(h.p)
  #pragma acc exit data detach(h.p)
  #pragma acc parallel loop present(h)
  for (int i = 0; i < n; i++) h.p[i] += i;
  #pragma acc exit data copyout(h.p[0:n])
  #pragma acc exit data delete(h)
  double s = 0;
  for (int i = 0; i < n; i++) s += h.p[i];
  printf("attach counting %.1f\n", s);
  free(h.p);
  return s != 32.0 + 496.0;
}
