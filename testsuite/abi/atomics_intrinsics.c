#include <stdio.h>
void oir_atomics(int *out);
double oir_fadd(double x);
void oir_bits(unsigned *out);
void oir_math(double *out);
signed char oir_neg8(signed char c);
unsigned short oir_id16(unsigned short s);
int oir_call_schar(void);
long oir_vla(long n);
extern const char blob[4];
extern double dsum;
int c_schar(signed char c) { return c; }
int main(void) {
  int a[4];
  oir_atomics(a);
  printf("atomic %d %d %d %d\n", a[0], a[0] + 3, a[2], a[3]);
  double old = oir_fadd(2.5);
  printf("fadd %g %g\n", old, dsum);
  unsigned b[4];
  oir_bits(b);
  printf("bits %u %u %u %x\n", b[0], b[1], b[2], b[3]);
  double m[5];
  oir_math(m);
  printf("math %g %g %g %g %g\n", m[0], m[1], m[2], m[3], m[4]);
  printf("ext %d %u %d\n", oir_neg8(5), (unsigned)oir_id16(65535), oir_call_schar());
  printf("vla %ld\n", oir_vla(5));
  printf("blob %s\n", blob);
  return 0;
}
