// Application: a histogram and a prefix count on the device, atomic updates of shared bins from every team (target teams distribute parallel for with omp atomic), an atomic capture handing out slots, and atomic read/write of a flag.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | bins: total 5000, bin0 315, bin15 311
// | captured 498 values, sum 24597
// | acc=500.0 flag=7
#include <stdio.h>

#define N 5000
#define BINS 16

int main(void) {
  int data[N], hist[BINS] = {0}, slots[N], next = 0, flag = 0;
  for (int i = 0; i < N; i++) data[i] = (i * 2654435761u) % 1000;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: hist)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    hist[data[i] % BINS]++;
  }
  int total = 0;
  for (int b = 0; b < BINS; b++) total += hist[b];
  printf("bins: total %d, bin0 %d, bin15 %d\n", total, hist[0], hist[15]);
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: next, slots)
  for (int i = 0; i < N; i++) {
    if (data[i] < 100) {
      int mine;
#pragma omp atomic capture
      mine = next++;
      slots[mine] = data[i];
    }
  }
  long s = 0;
  for (int i = 0; i < next; i++) s += slots[i];
  printf("captured %d values, sum %ld\n", next, s);
  double acc = 0;
#pragma omp target teams distribute parallel for map(tofrom: acc, flag)
  for (int i = 0; i < 1000; i++) {
#pragma omp atomic update
    acc += 0.5;
    if (i == 500) {
#pragma omp atomic write
      flag = 7;
    }
  }
  int f;
#pragma omp target map(from: f) map(to: flag)
  {
#pragma omp atomic read
    f = flag;
  }
  printf("acc=%.1f flag=%d\n", acc, f);
  return 0;
}
