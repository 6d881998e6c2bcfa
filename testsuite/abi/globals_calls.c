#include <stdio.h>
struct rec { signed char c; double d; char s[4]; };
union num { long l; double d; };
extern struct rec rec;
extern const char *table[3];
extern union num num;
extern int zeroed[100];
int apply(int k, int a, int b);
int classify(int x);
unsigned umin(unsigned a, unsigned b);
unsigned long widen(unsigned x);
unsigned char narrow(int x);
int main(void) {
  printf("rec %d %g %s\n", rec.c, rec.d, rec.s);
  printf("table %s %s %d\n", table[0], table[1], *(const int *)table[2]);
  printf("num %g\n", num.d);
  printf("ops %d %d %d %d %u %d\n", apply(0, 10, 20), apply(1, 10, 20), apply(2, 10, 20),
         classify(1) / 10 + 6, umin(3u, 4000000000u), zeroed[99] + 1);
  printf("classify %d %d %d %d %d\n", classify(1), classify(2), classify(3), classify(4), classify(5));
  printf("unsigned %lu %d %u\n", widen(4294967295u), (int)(signed char)narrow(-1), narrow(255));
  return 0;
}
