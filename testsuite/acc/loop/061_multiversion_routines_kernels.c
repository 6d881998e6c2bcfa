// Decision 93 with the shapes applications use: an `acc routine seq` called from the region
// (inlined into both versions of the region's body), a `kernels` loop over rows, bit counting
// (`popcnt`, and at x86-64-v3 `lzcnt`/`tzcnt`, which agree with the v2 code on nonzero values),
// conversions between float and integer, and max/min reductions. The program runs itself again
// with OXACC_HOST_ISA=x86-64-v2 (the region's default version) and both runs must print the
// same bits; on an AVX2 machine the first run takes the x86-64-v3 versions.
// expect-exit: 0
// expect-stdout:
// | rows 9b5c23adb0b34009
// | bits 298ddd max 31.999 min -31.999
// | same answer with OXACC_HOST_ISA=x86-64-v2
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define ROWS 301
#define COLS 517

#pragma acc routine seq
static double smooth(double a, double b, double c) {
  double m = (a + 2.0 * b + c) / 4.0;
  return m > 1.0 ? m / (1.0 + m) : m * 0.5;
}

static void rows(int nr, int nc, const double *restrict in, double *restrict out) {
#pragma acc kernels
  for (int r = 0; r < nr; r++)
    for (int c = 1; c < nc - 1; c++)
      out[r * nc + c] = smooth(in[r * nc + c - 1], in[r * nc + c], in[r * nc + c + 1]);
}

static void bits(int n, const uint32_t *restrict v, long *total, float *hi, float *lo) {
  long t = 0;
  float mx = -1e30f, mn = 1e30f;
#pragma acc parallel loop reduction(+ : t) reduction(max : mx) reduction(min : mn)
  for (int i = 0; i < n; i++) {
    uint32_t x = v[i] | 1U;
    t += __builtin_popcount(x) + __builtin_clz(x) + __builtin_ctz(x | 0x100U);
    float f = (float)(int32_t)(x % 64000U) / 1000.0f - 32.0f;
    int back = (int)(f * 1000.0f);
    f += back == 0 ? 0.0f : 0.0f;
    mx = f > mx ? f : mx;
    mn = f < mn ? f : mn;
  }
  *total = t;
  *hi = mx;
  *lo = mn;
}

static uint64_t fold(const void *p, size_t bytes) {
  const unsigned char *b = p;
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < bytes; i++)
    h = (h ^ b[i]) * 1099511628211ULL;
  return h;
}

int main(int argc, char **argv) {
  int n = ROWS * COLS;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  uint32_t *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) {
    in[i] = ((i * 37) % 101) * 0.05 - 1.0;
    v[i] = (uint32_t)i * 2654435761U;
  }
  rows(ROWS, COLS, in, out);
  long t;
  float hi, lo;
  bits(n, v, &t, &hi, &lo);
  uint64_t h = fold(out, n * sizeof *out);
  char mine[128];
  snprintf(mine, sizeof mine, "%016llx %lx %a %a", (unsigned long long)h, t, hi, lo);
  if (argc > 1) {
    printf("%s\n", mine);
    return 0;
  }
  printf("rows %016llx\n", (unsigned long long)h);
  printf("bits %lx max %.3f min %.3f\n", t, hi, lo);
  char cmd[4096], line[256] = "";
  snprintf(cmd, sizeof cmd, "OXACC_HOST_ISA=x86-64-v2 '%s' child", argv[0]);
  FILE *child = popen(cmd, "r");
  if (!child || !fgets(line, sizeof line, child) || pclose(child) != 0) {
    printf("cannot run the second run\n");
    return 1;
  }
  char theirs[128];
  snprintf(theirs, sizeof theirs, "%s", line);
  for (char *p = theirs; *p; p++)
    if (*p == '\n')
      *p = 0;
  int same = 1;
  for (int i = 0; mine[i] || theirs[i]; i++)
    same &= mine[i] == theirs[i];
  printf("%s with OXACC_HOST_ISA=x86-64-v2\n", same ? "same answer" : "DIFFERENT answer");
  free(in), free(out), free(v);
  return !same;
}
