// 5.0 device forms with no diagnostic: the requirements oxacc meets, the device_num
// modifier, and a pointer variable mapped by itself (4.5 §2.15.5.1: the pointer, not its
// pointee; no OpenACC-style warning).
#include <omp.h>
#pragma omp requires unified_address
#pragma omp requires atomic_default_mem_order(seq_cst)
int f(int n, int d) {
  int *p = (int *)omp_target_alloc(n * sizeof(int), d);
  int *q = 0;
  int x = 0;
#pragma omp target map(from: q) device(device_num: d)
  {
    for (int i = 0; i < n; i++)
      p[i] = i;
    q = p + 1;
  }
#pragma omp target enter data map(to: x) device(device_num: d + 0)
#pragma omp target exit data map(from: x) device(device_num: n > 1 ? d : 0)
#pragma omp parallel for reduction(+: x)
  for (int i = 0; i < n; i++)
    x += q != 0;
  omp_target_free(p, d);
  return x;
}
