// target update of single elements and structure members (OpenMP 4.5 §2.10.5): to(a[k:1]), from(s.x), from(arr[i].field) inside target data, updates in a loop that walks the array, and motion of an element the device changed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inside: a[4]=105 a[8]=109 st.x=1.5 it[3].w=7
// | after: a[0]=101 a[1]=1 a[12]=113 st=1.5,2.5,9
#include <stdio.h>

#define N 16

struct item { int key; double w; };
struct state { double x, y; int step; };

int main(void) {
  int a[N];
  struct item it[N];
  struct state st = {0, 0, 0};
  for (int i = 0; i < N; i++) { a[i] = 0; it[i].key = i; it[i].w = 1; }
#pragma omp target data map(tofrom: a, it, st)
  {
    for (int k = 0; k < N; k += 4) {
      a[k] = 100 + k;
#pragma omp target update to(a[k:1])
    }
#pragma omp target
    {
      for (int i = 0; i < N; i++) a[i] += 1;
      st.x = 1.5;
      st.y = 2.5;
      st.step = 9;
      it[3].w = 7;
    }
#pragma omp target update from(st.x)
#pragma omp target update from(it[3])
#pragma omp target update from(a[4:1], a[8:1])
    printf("inside: a[4]=%d a[8]=%d st.x=%.1f it[3].w=%.0f\n", a[4], a[8], st.x, it[3].w);
  }
  printf("after: a[0]=%d a[1]=%d a[12]=%d st=%.1f,%.1f,%d\n", a[0], a[1], a[12], st.x, st.y, st.step);
  return 0;
}
