// Recursive `declare target` functions called from `target teams distribute parallel for`
// with no data clauses, deeper than the GPU's default per-thread stack (CUDA's 1 KiB) holds:
// a quicksort of each thread's own segment (first-element pivot on descending runs, so the
// recursion goes some 40 levels deep), a tree-recursive Fibonacci and a linear recursion with
// a local array in every frame. The compiler finds the call-graph cycles and the runtime
// raises the stack for the image (decision 115); before, the program needed
// OXACC_CUDA_STACKSIZE=16K on an H200 and otherwise ended in "unspecified launch failure".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sorted 1 max depth 47 weighted sum 136408321
// | fib sum 600449 fib(21) 10946
// | chain sum 89082 first -126 last 1218
#include <stdio.h>
#include <stdlib.h>

#define SEG 48
#define NSEG 512
#define NFIB 256

#pragma omp declare target
static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

/* Lomuto partition around the first element; no tail-call elimination on purpose. */
static int quicksort(int *v, int lo, int hi, int depth) {
  if (lo >= hi)
    return depth;
  int p = v[lo], m = lo;
  for (int i = lo + 1; i <= hi; i++)
    if (v[i] < p)
      swap(&v[++m], &v[i]);
  swap(&v[lo], &v[m]);
  int a = quicksort(v, lo, m - 1, depth + 1);
  int b = quicksort(v, m + 1, hi, depth + 1);
  return a > b ? a : b;
}

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

/* Each level keeps a small table on the stack and combines it after the deeper call. */
static long chain(const int *v, int i, int n) {
  int window[6];
  if (i == n)
    return 0;
  for (int k = 0; k < 6; k++)
    window[k] = v[(i + k) % n] * (k + 1);
  long rest = chain(v, i + 1, n);
  long s = 0;
  for (int k = 0; k < 6; k++)
    s += window[k];
  return s + rest % 1000003;
}
#pragma omp end declare target

static void sort_segments(int *data, int *depth, int nseg) {
#pragma omp target teams distribute parallel for
  for (int s = 0; s < nseg; s++)
    depth[s] = quicksort(data + s * SEG, 0, SEG - 1, 0);
}

static void fibs(long *out, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    out[i] = fib(10 + i % 12);
}

static void chains(const int *v, long *out, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    out[i] = chain(v + i, 0, 40);
}

int main(void) {
  int *data = malloc(sizeof(int) * SEG * NSEG);
  int *depth = malloc(sizeof(int) * NSEG);
  long *f = malloc(sizeof(long) * NFIB);
  long *c = malloc(sizeof(long) * NFIB);
  int *v = malloc(sizeof(int) * (NFIB + 40));
  for (int s = 0; s < NSEG; s++)
    for (int i = 0; i < SEG; i++) /* descending, with a few values out of place */
      data[s * SEG + i] = (SEG - i) * 7 + (i % 5 == 0 ? s % 3 : 0);
  for (int i = 0; i < NFIB + 40; i++)
    v[i] = (i * 37) % 101 - 50;

#pragma omp target data map(tofrom : data[0 : SEG * NSEG]) map(from : depth[0 : NSEG])
  sort_segments(data, depth, NSEG);
#pragma omp target data map(from : f[0 : NFIB])
  fibs(f, NFIB);
#pragma omp target data map(to : v[0 : NFIB + 40]) map(from : c[0 : NFIB])
  chains(v, c, NFIB);

  int sorted = 1, maxdepth = 0;
  long sum = 0;
  for (int s = 0; s < NSEG; s++) {
    for (int i = 1; i < SEG; i++)
      if (data[s * SEG + i - 1] > data[s * SEG + i])
        sorted = 0;
    for (int i = 0; i < SEG; i++)
      sum += (long)data[s * SEG + i] * (i + 1);
    if (depth[s] > maxdepth)
      maxdepth = depth[s];
  }
  long fs = 0, cs = 0;
  for (int i = 0; i < NFIB; i++) {
    fs += f[i];
    cs += c[i] * (i % 7 + 1);
  }
  printf("sorted %d max depth %d weighted sum %ld\n", sorted, maxdepth, sum);
  printf("fib sum %ld fib(21) %ld\n", fs, f[11]);
  printf("chain sum %ld first %ld last %ld\n", cs, c[0], c[NFIB - 1]);
  free(data);
  free(depth);
  free(f);
  free(c);
  free(v);
  return sorted ? 0 : 1;
}
