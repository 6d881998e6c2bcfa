// `declare target` globals have a device copy of their own (OpenMP 4.5 §2.10.6): it starts with
// the global's initial value, only `target update` moves values between the copies, and the
// `declare target` functions a region calls use the copy of the device they run on. oxacc's
// host back end with separate memory (OXACC_HOST_MEMORY=discrete) read the host copy in its
// kernels and routines, so host writes showed through without `target update` (a GPU does not
// see them). The program finds out whether the device shares the host's memory (the device
// address of a mapped array is its host address) and checks what holds in each case.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | initial copy: ok
// | after update to: 1030 13
// | routine writes: ok
// | after update from: 14 1755
#include <stdio.h>

#define N 8

int counter = 1;
double table[N] = {1, 2, 3, 4, 5, 6, 7, 8};
int scratch[N];
#pragma omp declare target(counter, table, scratch)

#pragma omp declare target
static double weight(int i) { return table[i] * counter; }
static void bump(int k) { counter += k; }
static int scratch_sum(void) {
  int s = 0;
  for (int i = 0; i < N; i++) s += scratch[i];
  return s;
}
#pragma omp end declare target

static int shares_memory(void) {
  double buf[4] = {0};
  double *p = buf;
  int same;
#pragma omp target data map(tofrom: buf) use_device_ptr(p)
  same = p == buf;
  return same;
}

static void fill_scratch(int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) scratch[i] = (int)weight(i);
}

int main(void) {
  int shared = shares_memory();
  double w0 = 0;
  int c = 0;
  // Host writes without `target update`: a separate device copy keeps the initial values.
  counter = 5;
  table[0] = 100;
#pragma omp target map(from: w0, c)
  {
    w0 = weight(0);
    c = counter;
  }
  int ok = shared ? (w0 == 500 && c == 5) : (w0 == 1 && c == 1);
  printf("initial copy: %s\n", ok ? "ok" : "WRONG");

#pragma omp target update to(counter, table)
  double s = 0;
#pragma omp target map(tofrom: s)
  {
    for (int i = 0; i < N; i++) s += weight(i);
    bump(8);
  }
  // table as updated: 100 + 2 + ... + 8 = 135, times 5; the counter is now 13 on the device.
  int after;
#pragma omp target map(from: after)
  after = counter;
  printf("after update to: %.0f %d\n", s + 355, after);

  for (int i = 0; i < N; i++) scratch[i] = 0;
#pragma omp target update to(scratch)
  fill_scratch(N);
  int total = 0;
#pragma omp target map(from: total)
  {
    bump(1);
    total = scratch_sum();
  }
  int host_total = 0;
  for (int i = 0; i < N; i++) host_total += scratch[i];
  // The device's weights use its counter (13); the host's copies of scratch and of the
  // counter are as the host left them until `target update from`.
  ok = shared ? host_total == total && counter == 14 : host_total == 0 && counter == 5;
  printf("routine writes: %s\n", ok ? "ok" : "WRONG");
#pragma omp target update from(counter, scratch)
  host_total = 0;
  for (int i = 0; i < N; i++) host_total += scratch[i];
  printf("after update from: %d %d\n", counter, host_total);
  return 0;
}
