// The OpenMP 5.0 allocate clause: private and firstprivate copies of a parallel region taken
// from a user allocator with 512-byte alignment (checked in every thread), lastprivate
// copies of a loop from a predefined allocator, and single's private copies.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | bad 0 last 198 single 1 tmp -1
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

int main(void) {
  omp_alloctrait_t t[] = {{omp_atk_alignment, 512}};
  omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, t);
  double buf[10];
  int x = 5, bad = 0;
#pragma omp parallel private(buf) firstprivate(x) allocate(al: buf, x) reduction(+: bad)
  {
    bad += ((uintptr_t)buf % 512) != 0;
    bad += ((uintptr_t)&x % 512) != 0;
    bad += x != 5;
    for (int i = 0; i < 10; i++)
      buf[i] = i * x;
    double s = 0;
    for (int i = 0; i < 10; i++)
      s += buf[i];
    bad += s != 225;
  }
  int last = 0;
#pragma omp parallel for lastprivate(last) allocate(omp_default_mem_alloc: last)
  for (int i = 0; i < 100; i++)
    last = i * 2;
  long tmp = -1;
  int single_ok = 0;
#pragma omp parallel
  {
#pragma omp single private(tmp) allocate(al: tmp)
    {
      tmp = 42;
      single_ok = ((uintptr_t)&tmp % 512) == 0 && tmp == 42;
    }
  }
  printf("bad %d last %d single %d tmp %ld\n", bad, last, single_ok, tmp);
  omp_destroy_allocator(al);
  return 0;
}
