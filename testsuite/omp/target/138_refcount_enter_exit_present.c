// Reference counts of `target enter data` and `target exit data` (OpenMP 4.5 §2.10.2,
// §2.10.3, §2.15.5.1) as omp_target_is_present sees them: two enters need two exits with
// `release` (the data stays while the count is above zero), `delete` removes it whatever the
// count, a `target data` region nested in entered data neither maps nor removes it, and an
// array entered by pieces (two sections) is present for each piece. Absence is printed only
// when the device is not the host (on the host everything is present).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | enter twice: present
// | one release: present
// | second release: consistent
// | nested data keeps it: present
// | delete with count 3: consistent
// | pieces: present present
// | values: 10 30 1000
#include <omp.h>
#include <stdio.h>

static const char *yes(int p) { return p ? "present" : "absent"; }

int main(void) {
  int dev = omp_get_default_device();
  int separate = dev != omp_get_initial_device();
  int a[100], b[100];
  for (int i = 0; i < 100; i++) a[i] = b[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
  printf("enter twice: %s\n", yes(omp_target_is_present(a, dev)));
#pragma omp target exit data map(release: a)
  printf("one release: %s\n", yes(omp_target_is_present(a, dev)));
#pragma omp target exit data map(release: a)
  printf("second release: %s\n", !separate || !omp_target_is_present(a, dev) ? "consistent" : "still there");
#pragma omp target enter data map(to: a)
#pragma omp target data map(tofrom: a)
  {
#pragma omp target
    a[1] = 10;
  }
  printf("nested data keeps it: %s\n", yes(omp_target_is_present(a, dev)));
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target exit data map(delete: a)
  printf("delete with count 3: %s\n", !separate || !omp_target_is_present(a, dev) ? "consistent" : "still there");
#pragma omp target enter data map(to: b[0:50])
#pragma omp target enter data map(to: b[50:50])
  printf("pieces: %s %s\n", yes(omp_target_is_present(&b[10], dev)), yes(omp_target_is_present(&b[90], dev)));
  // Each piece is used by a region that maps that piece (the whole array is not one
  // mapping, 4.5 §2.15.5.1).
#pragma omp target map(tofrom: b[0:50])
  b[3] = 30;
#pragma omp target map(tofrom: b[50:50])
  b[99] = 1000;
#pragma omp target exit data map(from: b[0:50])
#pragma omp target exit data map(from: b[50:50])
  // a[1] was written on the device while a was entered (count 2 in the data region): the
  // data region's exit did not copy it back, and `delete` discards it; on a host device it
  // is the host's. Only b's values, which came back with `from`, are printed.
  printf("values: %d %d %d\n", b[1] * 10, b[3], b[99]);
  return 0;
}
