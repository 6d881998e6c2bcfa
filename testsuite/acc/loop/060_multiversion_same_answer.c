// Decision 93: the host back end builds every compute region twice (x86-64-v2 and x86-64-v3,
// AVX2) and picks one by the CPU at run time. Both versions must give the same answer: the
// element-wise results bit for bit (no a*b+c is contracted into an fma in either version, as
// in gcc's x86-64 build), integer reductions exactly, and the floating-point sums, which the
// two vector widths add in different orders, within a bound. The program runs itself a second
// time with OXACC_HOST_ISA=x86-64-v2 (the default versions whatever the CPU) and compares the
// two runs' bits; without the variable an AVX2 machine runs the v3 versions. Functions take
// pointers and the regions have no data clauses, as applications write them.
// gpu-device: host (a GPU contracts a*b+c into fma, as nvc and nvcc do: other bits by design;
// on the H200 this printed elementwise 1116f38670c1320a, the rest the same)
// expect-exit: 0
// expect-stdout:
// | elementwise 09996cdab04d7d3b
// | hash 7a83b38276977af6 count 100294
// | sum ok
// | same answer with OXACC_HOST_ISA=x86-64-v2
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200003

static void axpy_like(double *restrict y, const double *restrict x, double a, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i] * 0.75 - sqrt(x[i] + 1.0) / (y[i] + 3.0);
}

static void floats(float *restrict z, const float *restrict x, const float *restrict y, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    float t = x[i] * y[i] + 0.1f;
    z[i] = t * t - fminf(x[i], y[i]) * 1.5f + (x[i] > y[i] ? x[i] : y[i]);
  }
}

static uint32_t mix32(uint32_t v) {
  v ^= v >> 16;
  v *= 0x7feb352dU;
  v ^= v >> 15;
  v *= 0x846ca68bU;
  return v ^ (v >> 16);
}

static uint64_t hashes(const uint32_t *restrict k, int n, long *count) {
  uint64_t h = 0;
  long c = 0;
#pragma acc parallel loop reduction(^ : h) reduction(+ : c)
  for (int i = 0; i < n; i++) {
    uint32_t v = mix32(k[i] * 2654435761U + (uint32_t)i);
    h ^= (uint64_t)v * (uint64_t)(v | 1U) + ((uint64_t)__builtin_popcount(v) << 40);
    c += (v & 1U) != 0;
  }
  *count = c;
  return h;
}

static double total(const double *restrict x, int n) {
  double s = 0.0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i] * x[i];
  return s;
}

static uint64_t fold(const void *p, size_t bytes) {
  const unsigned char *b = p;
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < bytes; i++)
    h = (h ^ b[i]) * 1099511628211ULL;
  return h;
}

int main(int argc, char **argv) {
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  float *fx = malloc(N * sizeof *fx), *fy = malloc(N * sizeof *fy), *fz = malloc(N * sizeof *fz);
  uint32_t *k = malloc(N * sizeof *k);
  for (int i = 0; i < N; i++) {
    x[i] = (i % 1000) * 0.001 + 0.5;
    y[i] = ((i * 7) % 113) * 0.25 - 3.0;
    fx[i] = (float)((i % 97) * 0.125 - 4.0);
    fy[i] = (float)((i % 31) * 0.3 - 2.0);
    k[i] = (uint32_t)i * 40503U;
  }
  double ref = 0.0;
  for (int i = 0; i < N; i++)
    ref += x[i] * x[i];
  double s = total(x, N);
  axpy_like(y, x, 1.25, N);
  floats(fz, fx, fy, N);
  long count;
  uint64_t h = hashes(k, N, &count);
  uint64_t e = fold(y, N * sizeof *y) ^ fold(fz, N * sizeof *fz);
  if (argc > 1) {
    // The child: its bits for the parent.
    printf("%016llx %016llx %ld %a\n", (unsigned long long)e, (unsigned long long)h, count, s);
    return 0;
  }
  printf("elementwise %016llx\n", (unsigned long long)e);
  printf("hash %016llx count %ld\n", (unsigned long long)h, count);
  int ok = fabs(s - ref) <= 1e-12 * ref;
  printf("sum %s\n", ok ? "ok" : "WRONG");
  char cmd[4096], line[256] = "", mine[256];
  snprintf(cmd, sizeof cmd, "OXACC_HOST_ISA=x86-64-v2 '%s' child", argv[0]);
  FILE *child = popen(cmd, "r");
  if (!child || !fgets(line, sizeof line, child) || pclose(child) != 0) {
    printf("cannot run the second run\n");
    return 1;
  }
  unsigned long long ce, ch;
  long cc;
  double cs;
  if (sscanf(line, "%llx %llx %ld %la", &ce, &ch, &cc, &cs) != 4) {
    printf("bad second run: %s", line);
    return 1;
  }
  int same = ce == e && ch == h && cc == count && fabs(cs - s) <= 1e-12 * ref;
  snprintf(mine, sizeof mine, "%s", same ? "same answer" : "DIFFERENT answer");
  printf("%s with OXACC_HOST_ISA=x86-64-v2\n", mine);
  free(x), free(y), free(fx), free(fy), free(fz), free(k);
  return !(ok && same);
}
