// A three-stage pipeline over frames with depend: read(i) -> filter(i) -> write(i), and
// write(i) after write(i-1) (inout on a sequence variable), so the output log is in frame
// order whatever the team size.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 1 9 9 10 10 18 18 19 26 27 27 28
// | frames 12
#include <stdio.h>
#include <omp.h>

#define F 12

int main(void) {
  int raw[F], filtered[F];
  int log[F], nlog = 0;
  int seq = 0;
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < F; i++) {
#pragma omp task depend(out: raw[i])
    raw[i] = i * 5 + 1;
#pragma omp task depend(in: raw[i]) depend(out: filtered[i])
    filtered[i] = raw[i] % 7 + raw[i] / 2;
#pragma omp task depend(in: filtered[i]) depend(inout: seq)
    {
      log[nlog++] = filtered[i];
      seq++;
    }
  }
  for (int i = 0; i < nlog; i++)
    printf("%d%c", log[i], i + 1 < nlog ? ' ' : '\n');
  printf("frames %d\n", seq);
  return 0;
}
