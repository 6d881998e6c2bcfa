// A private pointer to shared data (each thread writes its own slice), a shared pointer
// set in single, firstprivate pointers advanced per thread, and a heap buffer per thread.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 7260 per-thread 62
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 120

int main(void) {
  int *data = calloc(N, sizeof(int));
  int *shared_ptr = NULL;
  int *cursor = data;
  long sum_private = 0;
#pragma omp parallel firstprivate(cursor) reduction(+: sum_private)
  {
    int *mine;
#pragma omp for
    for (int i = 0; i < N; i++) {
      mine = &data[i];
      *mine = i + 1;
    }
#pragma omp single
    shared_ptr = data + N / 2;
    cursor += omp_get_thread_num() * 0;
    sum_private += *shared_ptr + *cursor;
    int *buf = malloc(16 * sizeof(int));
    for (int k = 0; k < 16; k++)
      buf[k] = k;
    sum_private += buf[15] - 15;
    free(buf);
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += data[i];
  int team = 0;
#pragma omp parallel reduction(+: team)
  team += 1;
  printf("sum %ld per-thread %ld\n", s, sum_private / team);
  free(data);
  return 0;
}
