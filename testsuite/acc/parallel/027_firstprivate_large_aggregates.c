// firstprivate of aggregates too large for the kernel's argument buffer (OpenACC 3.3 §2.5.14):
// CUDA's parameter space holds 4 KiB for all of a kernel's arguments, so a firstprivate array
// of 8 KB passed by value made ptxas reject the kernel. Such an aggregate travels through
// device memory (copied in before the launch) and each gang's copy is initialised from it;
// small ones stay in the argument buffer. An array of 1000 doubles modified per gang, a
// structure with an array member read by every iteration, a small structure, and the array
// already present from an enclosing data region.
// serial: differs (without OpenACC the loop modifies the host's table: no private copy)
// expect-exit: 0
// expect-stdout:
// | table 0 host unchanged 1
// | poly 0
// | small 0
// | present 0
#include <stdio.h>

#define M 1000

struct poly {
  int deg;
  double c[600];
};

struct small {
  int a, b;
  double s;
};

int main(void) {
  double table[M], out[M];
  static struct poly p;
  struct small q = {3, 4, 0.5};
  for (int i = 0; i < M; i++) table[i] = i * 0.5;
  p.deg = 599;
  for (int k = 0; k < 600; k++) p.c[k] = (k % 3) * 0.25;
  int bad = 0;
  #pragma acc parallel loop gang firstprivate(table) copyout(out)
  for (int i = 0; i < M; i++) {
    table[i] += 1;
    out[i] = table[i] + table[(i + 1) % M];
  }
  for (int i = 0; i < M; i++) {
    double want = i * 0.5 + 1 + ((i + 1) % M) * 0.5;
    // The next element belongs to this iteration's gang or another: either is right.
    bad += out[i] != want && out[i] != want + 1;
  }
  int unchanged = 1;
  for (int i = 0; i < M; i++) unchanged &= table[i] == i * 0.5;
  printf("table %d host unchanged %d\n", bad, unchanged);

  bad = 0;
  #pragma acc parallel loop firstprivate(p) copyout(out)
  for (int i = 0; i < M; i++) {
    double x = (i % 7) * 0.125, y = 0;
    for (int k = p.deg; k >= 0; k--) y = y * x + p.c[k];
    out[i] = y;
  }
  for (int i = 0; i < M; i++) {
    double x = (i % 7) * 0.125, y = 0;
    for (int k = p.deg; k >= 0; k--) y = y * x + p.c[k];
    bad += out[i] != y;
  }
  printf("poly %d\n", bad);

  bad = 0;
  #pragma acc parallel loop firstprivate(q) copyout(out)
  for (int i = 0; i < M; i++) out[i] = q.a * i + q.b + q.s;
  for (int i = 0; i < M; i++) bad += out[i] != 3 * i + 4.5;
  printf("small %d\n", bad);

  bad = 0;
  #pragma acc data copyin(table)
  {
    #pragma acc parallel loop firstprivate(table) copyout(out)
    for (int i = 0; i < M; i++) out[i] = table[M - 1 - i] * 2;
  }
  for (int i = 0; i < M; i++) bad += out[i] != (M - 1 - i) * 1.0;
  printf("present %d\n", bad);
  return 0;
}
