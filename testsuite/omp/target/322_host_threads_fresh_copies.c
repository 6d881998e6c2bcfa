// Host threads that each copy a block to the device and launch a kernel on it, round after
// round (OpenMP 4.5 §2.10.4, map(tofrom:) on target): the kernel must read the values the host
// wrote this round, never the device memory's previous contents. On an H200 a synchronous copy
// from pageable memory returned before its DMA had finished, and the next kernel, on another
// stream, read the old contents in about one run in three with eight processes at once
// (omp/target/116; libaccrt now orders its streams after the copy: docs/design.md decision 54).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rounds 40 blocks 16 wrong elements 0
#include <stdio.h>
#include <stdlib.h>

#define BLOCKS 16
#define LEN 6000
#define ROUNDS 40

static void bump(double *p, int len) {
#pragma omp target map(tofrom: p[0:len])
#pragma omp teams distribute parallel for
  for (int i = 0; i < len; i++) p[i] = p[i] + 1.0;
}

int main(void) {
  double *a = malloc(sizeof(double) * BLOCKS * LEN);
  long wrong = 0;
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < BLOCKS * LEN; i++) a[i] = r * 1000.0 + i % 97;
#pragma omp parallel for schedule(dynamic, 1) num_threads(8)
    for (int b = 0; b < BLOCKS; b++) bump(a + (long)b * LEN, LEN);
    for (int i = 0; i < BLOCKS * LEN; i++)
      if (a[i] != r * 1000.0 + i % 97 + 1.0) wrong++;
  }
  printf("rounds %d blocks %d wrong elements %ld\n", ROUNDS, BLOCKS, wrong);
  free(a);
  return wrong != 0;
}
