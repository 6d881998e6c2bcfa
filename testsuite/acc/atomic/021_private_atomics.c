// Atomic updates of small arrays, which the compiler gives each gang a private copy of
// (acc-private-atomics): a pointer section with a lower bound and updates outside it, float
// and double sums and differences, bitwise or/xor/and, a global array, 64-bit bins, an
// array the region also reads (kept on the array), a gang-private array that a vector loop
// updates atomically, and sections whose bounds are known at run time only (one longer than
// the copy, whose last elements keep their atomics on the array).
// expect-exit: 0
// expect-stdout:
// | section 0 outside 0 total 200000
// | float 0 double 0 diff 0
// | or 0 xor 0 and 0
// | global 0 long 0
// | read 0
// | gang-private 0
// | run-time 0 long 0 total 200000
// | two-dimensional 0 total 200000
#include <stdio.h>
#include <stdlib.h>

#define N 200000
#define B 32

unsigned gbins[B];

static unsigned key(unsigned i) {
  unsigned s = i * 2654435761u + 12345u;
  s ^= s >> 13;
  s *= 0x5bd1e995u;
  return s ^ (s >> 15);
}

int main(void) {
  unsigned *keys = malloc(sizeof(unsigned) * N);
  unsigned *bins = calloc(B, sizeof(unsigned));
  float *fs = calloc(B, sizeof(float));
  double *ds = calloc(B, sizeof(double));
  double *diff = malloc(sizeof(double) * B);
  unsigned *ors = calloc(B, sizeof(unsigned));
  unsigned *xors = calloc(B, sizeof(unsigned));
  unsigned *ands = malloc(sizeof(unsigned) * B);
  long *lbins = calloc(B, sizeof(long));
  unsigned *rbins = calloc(B, sizeof(unsigned));
  unsigned seen = 0;
  for (int i = 0; i < N; i++) keys[i] = key(i);
  for (int b = 0; b < B; b++) { diff[b] = 1000.0; ands[b] = ~0u; }

  // The construct names bins[8:16]; updates of bins[0:8] and bins[24:8] stay on the array,
  // which the enclosing data region maps whole.
#pragma acc data copyin(keys[0:N]) copy(bins[0:B])
  {
#pragma acc parallel loop present(keys[0:N], bins[8:16])
    for (int i = 0; i < N; i++) {
      unsigned b = keys[i] % B;
#pragma acc atomic update
      bins[b] += 1;
    }
  }
#pragma acc parallel loop copyin(keys[0:N]) copy(fs[0:B], ds[0:B], diff[0:B])
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B;
#pragma acc atomic
    fs[b] += 0.5f;
#pragma acc atomic
    ds[b] += 0.25;
#pragma acc atomic
    diff[b] -= 0.125;
  }
#pragma acc parallel loop copyin(keys[0:N]) copy(ors[0:B], xors[0:B], ands[0:B])
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B, bit = 1u << (keys[i] / B % 32);
#pragma acc atomic
    ors[b] |= bit;
#pragma acc atomic
    xors[b] ^= keys[i];
#pragma acc atomic
    ands[b] &= keys[i] | 0xff00ff00u;
  }
#pragma acc parallel loop copyin(keys[0:N]) copy(gbins, lbins[0:B])
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B;
#pragma acc atomic update
    gbins[b]++;
#pragma acc atomic update
    lbins[B - 1 - b] += 3;
  }
  // rbins is read in the region too: its updates stay atomics on the array.
#pragma acc parallel loop copyin(keys[0:N]) copy(rbins[0:B]) reduction(|:seen)
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B;
#pragma acc atomic update
    rbins[b] += 2;
    seen |= rbins[0] >= 1000000u;
  }
  // Each gang counts its own iterations in an array private to the gang.
  int out[64];
#pragma acc parallel loop gang copyin(keys[0:N]) copyout(out)
  for (int g = 0; g < 64; g++) {
    int cnt[4] = {0, 0, 0, 0};
#pragma acc loop vector
    for (int i = 0; i < 1024; i++) {
#pragma acc atomic update
      cnt[keys[g * 1024 + i] % 4] += 1;
    }
    out[g] = cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 4 * cnt[3];
  }

  // Bounds known at run time: bins[lo:nb] and a section of 3000 doubles (24000 bytes).
  volatile int lo_v = 0, nb_v = B, nw_v = 3000;
  int lo = lo_v, nb = nb_v, nw = nw_v;
  unsigned *rt = calloc(B, sizeof(unsigned));
  double *wide = calloc(nw, sizeof(double));
#pragma acc parallel loop copyin(keys[0:N]) copy(rt[lo:nb], wide[0:nw])
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B;
#pragma acc atomic update
    rt[b] += 1;
#pragma acc atomic update
    wide[keys[i] % 3000] += 1.0;
  }

  // A two-dimensional array, its subscripts computed in the update (`x = x + 1` form).
  static int h2[8][16];
#pragma acc parallel loop copyin(keys[0:N]) copy(h2)
  for (int i = 0; i < N; i++) {
    unsigned k = keys[i];
#pragma acc atomic update
    h2[k % 8][(k / 8) % 16] = h2[k % 8][(k / 8) % 16] + 1;
  }

  unsigned want[B] = {0}, wor[B] = {0}, wxor[B] = {0}, wand[B];
  for (int b = 0; b < B; b++) wand[b] = ~0u;
  for (int i = 0; i < N; i++) {
    unsigned b = keys[i] % B;
    want[b]++;
    wor[b] |= 1u << (keys[i] / B % 32);
    wxor[b] ^= keys[i];
    wand[b] &= keys[i] | 0xff00ff00u;
  }
  int bad_in = 0, bad_out = 0, total = 0, bad_f = 0, bad_d = 0, bad_diff = 0;
  int bad_or = 0, bad_xor = 0, bad_and = 0, bad_g = 0, bad_l = 0, bad_r = 0, bad_gp = 0;
  for (int b = 0; b < B; b++) {
    total += bins[b];
    if (b >= 8 && b < 24) bad_in += bins[b] != want[b];
    else bad_out += bins[b] != want[b];
    bad_f += fs[b] != 0.5f * want[b];
    bad_d += ds[b] != 0.25 * want[b];
    bad_diff += diff[b] != 1000.0 - 0.125 * want[b];
    bad_or += ors[b] != wor[b];
    bad_xor += xors[b] != wxor[b];
    bad_and += ands[b] != wand[b];
    bad_g += gbins[b] != want[b];
    bad_l += lbins[B - 1 - b] != 3L * want[b];
    bad_r += rbins[b] != 2 * want[b];
  }
  for (int g = 0; g < 64; g++) {
    int w = 0;
    for (int i = 0; i < 1024; i++) w += 1 + keys[g * 1024 + i] % 4;
    bad_gp += out[g] != w;
  }
  printf("section %d outside %d total %d\n", bad_in, bad_out, total);
  printf("float %d double %d diff %d\n", bad_f, bad_d, bad_diff);
  printf("or %d xor %d and %d\n", bad_or, bad_xor, bad_and);
  printf("global %d long %d\n", bad_g, bad_l);
  printf("read %d\n", bad_r + (int)seen);
  printf("gang-private %d\n", bad_gp);
  int bad_rt = 0, bad_wide = 0;
  double wide_total = 0;
  double *wwant = calloc(nw, sizeof(double));
  for (int i = 0; i < N; i++) wwant[keys[i] % 3000] += 1.0;
  for (int b = 0; b < B; b++) bad_rt += rt[b] != want[b];
  for (int k = 0; k < nw; k++) { bad_wide += wide[k] != wwant[k]; wide_total += wide[k]; }
  printf("run-time %d long %d total %.0f\n", bad_rt, bad_wide, wide_total);
  int bad_h2 = 0, total_h2 = 0, w2[8][16] = {{0}};
  for (int i = 0; i < N; i++) w2[keys[i] % 8][(keys[i] / 8) % 16]++;
  for (int a = 0; a < 8; a++)
    for (int b = 0; b < 16; b++) { bad_h2 += h2[a][b] != w2[a][b]; total_h2 += h2[a][b]; }
  printf("two-dimensional %d total %d\n", bad_h2, total_h2);
  return bad_in + bad_out + bad_f + bad_d + bad_diff + bad_or + bad_xor + bad_and + bad_g +
         bad_l + bad_r + bad_gp + bad_rt + bad_wide + bad_h2;
}
