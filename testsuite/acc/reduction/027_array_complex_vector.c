// Array, subarray and complex reductions on vector loops inside a gang loop: on the GPU the
// threads of a gang combine their private copies element by element with warp shuffles and
// shared memory (OpenACC 3.3 §2.9.11), then the gang's copy joins the enclosing one.
// expect-exit: 0
// expect-stdout:
// | sums 7196.000 max 8.750 min -8.000
// | bits 00ff00ff 0000ff00 counts 4800 4800 4800 4800
// | complex + (7196.000, 0.000) * (1.000, 0.000)
#include <complex.h>
#include <stdio.h>
#define R 64
#define C 300
#define B 6
static double a[R][C];
static double sums[R][B], mx[R][B], mn[R][B];
static unsigned band[R], bor[R];
static long cnt[4];
static double _Complex zs[R];
static float _Complex zp[R];

int main(void) {
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      a[r][c] = ((r * 7 + c * 13) % 17) - 8 + 0.25 * (c % 4);
  #pragma acc parallel loop gang copyin(a) copyout(sums, mx, mn, band, bor, zs, zp) reduction(+:cnt[0:4])
  for (int r = 0; r < R; r++) {
    double s[B], m[B], n[B];
    unsigned ands[2] = {0xffffffffu, 0xffffffffu}, ors[3] = {0, 0, 0};
    long t[8] = {0};
    double _Complex z = 0;
    float _Complex p = 1;
    for (int b = 0; b < B; b++) { s[b] = 0; m[b] = -1e30; n[b] = 1e30; }
    #pragma acc loop vector reduction(+:s) reduction(max:m) reduction(min:n)
    for (int c = 0; c < C; c++) {
      double x = a[r][c];
      s[c % B] += x;
      if (x > m[c % B]) m[c % B] = x;
      if (x < n[c % B]) n[c % B] = x;
    }
    #pragma acc loop vector reduction(&:ands) reduction(|:ors[1:1]) reduction(+:t[2:4])
    for (int c = 0; c < C; c++) {
      ands[c % 2] &= (c == r) ? 0x00ff00ffu : 0xffffffffu;
      ors[1] |= (c % 97 == 3) ? 0x0000ff00u : 0u;
      t[2 + c % 4] += 1;
    }
    #pragma acc loop vector reduction(+:z) reduction(*:p)
    for (int c = 0; c < C; c++) {
      z += a[r][c] + (c % 3 - 1) * I;
      if (c % 50 == r % 50) p *= 1.0f * I;
    }
    for (int b = 0; b < B; b++) { sums[r][b] = s[b]; mx[r][b] = m[b]; mn[r][b] = n[b]; }
    band[r] = ands[0] & ands[1]; bor[r] = ors[1];
    for (int k = 0; k < 4; k++) cnt[k] += t[2 + k];
    zs[r] = z; zp[r] = p;
  }
  // The same on the host.
  int bad = 0;
  double tot = 0, big = -1e30, small = 1e30;
  unsigned ab = 0xffffffffu, ob = 0;
  double _Complex zt = 0;
  float _Complex pt = 1;
  for (int r = 0; r < R; r++) {
    for (int b = 0; b < B; b++) {
      double s = 0, m = -1e30, n = 1e30;
      for (int c = b; c < C; c += B) {
        s += a[r][c];
        m = a[r][c] > m ? a[r][c] : m;
        n = a[r][c] < n ? a[r][c] : n;
      }
      bad += s != sums[r][b] || m != mx[r][b] || n != mn[r][b];
      tot += sums[r][b];
      big = mx[r][b] > big ? mx[r][b] : big;
      small = mn[r][b] < small ? mn[r][b] : small;
    }
    unsigned eb = r < C ? 0x00ff00ffu : 0xffffffffu;
    bad += band[r] != eb || bor[r] != 0x0000ff00u;
    ab &= band[r];
    ob |= bor[r];
    double _Complex z = 0;
    float _Complex p = 1;
    for (int c = 0; c < C; c++) {
      z += a[r][c] + (c % 3 - 1) * I;
      if (c % 50 == r % 50) p *= 1.0f * I;
    }
    bad += z != zs[r] || p != zp[r];
    zt += zs[r];
    pt *= zp[r];
  }
  for (int k = 0; k < 4; k++) bad += cnt[k] != R * C / 4;
  printf("sums %.3f max %.3f min %.3f\n", tot, big, small);
  printf("bits %08x %08x counts %ld %ld %ld %ld\n", ab, ob, cnt[0], cnt[1], cnt[2], cnt[3]);
  printf("complex + (%.3f, %.3f) * (%.3f, %.3f)\n", creal(zt), cimag(zt) + 0.0, crealf(pt) + 0.0f, cimagf(pt) + 0.0f);
  return bad != 0;
}
