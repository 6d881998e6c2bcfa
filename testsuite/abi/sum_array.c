#include <stdio.h>
long oir_sum(const long *a, long n);
int main(void) {
  long a[100];
  for (int i = 0; i < 100; i++) a[i] = i + 1;
  long neg[3] = {-1, -2, -3};
  printf("sum %ld empty %ld neg %ld\n", oir_sum(a, 100), oir_sum(a, 0), oir_sum(neg, 3));
  return 0;
}
