// simd clauses that are hints (safelen, simdlen, aligned) on simd, for simd and parallel for
// simd, with a reduction and private; an ordered simd region keeps its order.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dot 7154.0 s2 7299.0 ordered 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  static float a[1024] __attribute__((aligned(64)));
  static float b[1024] __attribute__((aligned(64)));
  for (int i = 0; i < 1024; i++) {
    a[i] = (i % 10) * 0.5f;
    b[i] = (i % 4) * 2.0f;
  }
  float dot = 0;
#pragma omp simd reduction(+: dot) aligned(a, b: 64) safelen(16) simdlen(8)
  for (int i = 0; i < 1024; i++)
    dot += a[i] * b[i];
  double s2 = 0;
  float t;
#pragma omp parallel for simd reduction(+: s2) private(t) simdlen(4)
  for (int i = 0; i < 1024; i++) {
    t = a[i] - b[i];
    s2 += t * t;
  }
  int order[16], n = 0;
#pragma omp simd
  for (int i = 0; i < 16; i++) {
#pragma omp ordered simd
    order[n++] = i;
  }
  int inorder = 1;
  for (int i = 0; i < 16; i++)
    inorder &= order[i] == i;
  printf("dot %.1f s2 %.1f ordered %d\n", dot, s2, inorder);
  return 0;
}
