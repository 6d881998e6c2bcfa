// Every binop of OpenACC 3.3 §2.12 in the reversed form `x = expr binop x` (x the right
// operand: the divisor, the subtrahend, the shift count), as update and as both kinds of
// capture (`v = x = expr binop x;` and the structured blocks), on unsigned, int, unsigned
// char (promoted shifted operand) and double; one gang so that the result is exact.
// expect-exit: 0
// expect-stdout:
// | update 20 32 38 5 12 6 13 7 21
// | capture 20 32 38 5 12 6 13 7 21 / 20 32 38 5 12 6 13 7 21
// | block 2 20 1 32 / 20 32
// | int -2 9 -1 / uchar 252 0 63 / double 7.5 2.5 12
#include <stdio.h>

int main(void) {
  unsigned u[9] = {2, 1, 2, 40, 3, 3, 5, 15, 7};
  unsigned c[9] = {2, 1, 2, 40, 3, 3, 5, 15, 7}, v[9];
  unsigned b1 = 2, b2 = 1, o1 = 0, o2 = 0;
  int si = 3, sj = 5, sk = 3, pi = 0;
  unsigned char uc = 2, ud = 2;
  unsigned ruc = 0, rud = 0;
  double d = 2.0, e = 4.0, f = 0.5;
  #pragma acc parallel num_gangs(1) copy(u, c, v, b1, b2, o1, o2, si, sj, sk, pi, uc, ud, ruc, rud, d, e, f)
  {
    #pragma acc atomic update
    u[0] = 5u << u[0];
    #pragma acc atomic update
    u[1] = 64u >> u[1];
    #pragma acc atomic update
    u[2] = 40u - u[2];
    #pragma acc atomic update
    u[3] = 200u / u[3];
    #pragma acc atomic update
    u[4] = 4u * u[4];
    #pragma acc atomic update
    u[5] = 5u ^ u[5];
    #pragma acc atomic update
    u[6] = 8u | u[6];
    #pragma acc atomic update
    u[7] = 7u & u[7];
    #pragma acc atomic update
    u[8] = 14u + u[8];
    #pragma acc atomic capture
    v[0] = c[0] = 5u << c[0];
    #pragma acc atomic capture
    v[1] = c[1] = 64u >> c[1];
    #pragma acc atomic capture
    v[2] = c[2] = 40u - c[2];
    #pragma acc atomic capture
    v[3] = c[3] = 200u / c[3];
    #pragma acc atomic capture
    v[4] = c[4] = 4u * c[4];
    #pragma acc atomic capture
    v[5] = c[5] = 5u ^ c[5];
    #pragma acc atomic capture
    v[6] = c[6] = 8u | c[6];
    #pragma acc atomic capture
    v[7] = c[7] = 7u & c[7];
    #pragma acc atomic capture
    v[8] = c[8] = 14u + c[8];
    #pragma acc atomic capture
    { o1 = b1; b1 = 5u << b1; }
    #pragma acc atomic capture
    { b2 = 64u >> b2; o2 = b2; }
    #pragma acc atomic update
    si = 1 - si;
    #pragma acc atomic update
    sj = 45 / sj;
    #pragma acc atomic capture
    pi = sk = -8 >> sk;
    #pragma acc atomic update
    uc = 255 << uc;
    #pragma acc atomic capture
    { ud = 255 >> ud; rud = ud; }
    #pragma acc atomic capture
    { ruc = uc; uc = 1 << uc; }
    #pragma acc atomic update
    d = 15.0 / d;
    #pragma acc atomic update
    e = 6.5 - e;
    #pragma acc atomic update
    f = 24.0 * f;
  }
  printf("update");
  for (int k = 0; k < 9; k++) printf(" %u", u[k]);
  printf("\ncapture");
  for (int k = 0; k < 9; k++) printf(" %u", c[k]);
  printf(" /");
  for (int k = 0; k < 9; k++) printf(" %u", v[k]);
  printf("\nblock %u %u %u %u / %u %u\n", o1, b1, o2 == b2, b2, b1, o2);
  printf("int %d %d %d / uchar %u %u %u / double %g %g %g\n", si, sj, pi, ruc, uc, rud, d, e, f);
  return 0;
}
