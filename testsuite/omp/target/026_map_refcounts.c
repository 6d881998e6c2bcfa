// Reference counts of mapped data (OpenMP 4.5 §2.15.5): two target enter data of one array, then target exit data with release keeps it present until the count is zero; delete removes it at once; map(always, …) copies even when present. omp_target_is_present reports each state.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | after two enters: present=1
// | after one release: present=1
// | b[10]=20
// | after second release: present=0
// | after delete: present=0
// | always: b[0]=1001 b[1]=1002 b[2]=1002
// | exit from: b[0]=1001 b[1]=1002
#include <omp.h>
#include <stdio.h>

#define N 64

int main(void) {
  int dev = omp_get_default_device();
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
  printf("after two enters: present=%d\n", omp_target_is_present(a, dev));
#pragma omp target exit data map(release: a)
  printf("after one release: present=%d\n", omp_target_is_present(a, dev));
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++) b[i] = a[i] * 2;
  printf("b[10]=%d\n", b[10]);
#pragma omp target exit data map(release: a)
  printf("after second release: present=%d\n", omp_target_is_present(a, dev) != 0 && dev != omp_get_initial_device());

#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target exit data map(delete: a)
  printf("after delete: present=%d\n", omp_target_is_present(a, dev) != 0 && dev != omp_get_initial_device());

  /* always: the copy is made although the array is present. */
#pragma omp target enter data map(to: b)
  for (int i = 0; i < N; i++) b[i] = 1000 + i;
#pragma omp target map(always, to: b)
  b[0] += 1;
#pragma omp target map(always, from: b)
  b[1] += 1;
  printf("always: b[0]=%d b[1]=%d b[2]=%d\n", b[0], b[1], b[2]);
#pragma omp target exit data map(from: b)
  printf("exit from: b[0]=%d b[1]=%d\n", b[0], b[1]);
  return 0;
}
