// OpenMP atomic inside target regions, and a histogram with atomic update.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 
// | total 10000
#include <stdio.h>

#define N 10000
int main(void) {
  int hist[10] = {0};
  int data[N];
  for (int i = 0; i < N; i++) data[i] = (i * 7) % 10;
  int total = 0;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist, total)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    hist[data[i]]++;
#pragma omp atomic update
    total += 1;
  }
  for (int b = 0; b < 10; b++) printf("%d ", hist[b]);
  printf("\ntotal %d\n", total);
  return total != N;
}
