// update of a scalar and a struct member.
// expect-exit: 0
// expect-stdout:
// | update member hits 3 total 1.5 step 42
#include <stdio.h>
#include <openacc.h>
struct acc { int hits; double total; };
int main(void) {
  struct acc st = {0, 0.0};
  int step = 0;
  #pragma acc data copyin(st, step)
  {
    #pragma acc serial present(st, step)
    { st.hits = 3; st.total = 1.5; step = 42; }
    #pragma acc update self(st.hits, step)
    #pragma acc update self(st.total)
  }
  printf("update member hits %d total %.1f step %d\n", st.hits, st.total, step);
  return !(st.hits == 3 && step == 42);
}
