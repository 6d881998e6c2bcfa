// enter/exit data nested in a structured data region: the structured reference keeps the
// data present, and the structured exit copies it back.
// expect-exit: 0
// expect-stdout:
// | enter/exit nested in data 2500.0
#include <stdio.h>
#include <openacc.h>
#define N 50
int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc data copy(a)
  {
    #pragma acc enter data copyin(a)
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    #pragma acc exit data delete(a)
    int p = acc_is_present(a, sizeof a);
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += p;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("enter/exit nested in data %.1f\n", s);
  return s != 2450.0 + N;
}
