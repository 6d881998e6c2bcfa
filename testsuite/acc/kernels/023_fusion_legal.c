// Loop nests of one kernels region that acc-fuse makes one kernel (decision 45): the equation
// of state and its time-step minimum (collapse(2), the reduction in the second nest, as
// CloverLeaf's ideal_gas + calc_dt), a scalar temporary set first in every iteration of both
// loops, a chain of three loops over the same elements, two reductions in two nests, and loops
// whose bounds differ by constants (CloverLeaf's x and y fluxes over 1..nx and 1..ny; a loop
// over the interior reading what the loop over all elements wrote), fused over the joined
// space with a test of each loop's own bounds. The result is checked against a host
// computation; it is the same fused or not.
// remark: loop at 47:9 fused with the loop at 39:9 (same iteration space
// remark: loop at 68:9 fused with the loop at 63:9 (same iteration space
// remark: loop at 73:9 fused with the loop at 63:9 (same iteration space
// remark: loop at 86:9 fused with the loop at 83:9 (same iteration space
// remark: loop at 106:9 fused with the loop at 100:9 (iteration spaces joined
// remark: loop at 121:9 fused with the loop at 118:9 (iteration spaces joined
// expect-exit: 0
// expect-stdout:
// | state: dt 0.186567 cs 11200.000000 bad 0
// | chain: b 199000.0 c 100000.0 bad 0
// | sums: 1000.0 5000.0 bad 0
// | fluxes: -50018.0 -80033.0 bad 0
// | interior: 24950 bad 0
#include <math.h>
#include <stdio.h>

#define NX 40
#define NY 25
#define N 1000

#pragma acc routine seq
static double pressure(double rho, double e) { return 0.4 * rho * e; }

static double state_dt(long nx, long ny, const double *restrict rho, const double *restrict E,
                       double *restrict e, double *restrict p, double *restrict cs) {
  double dt = 1e300;
  long cells = nx * ny;
  (void)cells;
#pragma acc kernels copyin(rho[0:cells], E[0:cells]) copyout(e[0:cells], p[0:cells], cs[0:cells])
  {
#pragma acc loop independent collapse(2)
    for (long j = 0; j < ny; j++)
      for (long i = 0; i < nx; i++) {
        long c = j * nx + i;
        e[c] = E[c] / rho[c];
        p[c] = pressure(rho[c], e[c]);
        cs[c] = 1.4 * p[c] / rho[c];
      }
#pragma acc loop independent collapse(2) reduction(min : dt)
    for (long j = 0; j < ny; j++)
      for (long i = 0; i < nx; i++) {
        double d = 0.5 / (cs[j * nx + i] + 1.0);
        dt = d < dt ? d : dt;
      }
  }
  return dt;
}

/* A temporary declared outside the loops, as Fortran code has them: every iteration of both
 * loops sets it before reading it. */
static void chain(int n, const float *restrict a, float *restrict b, float *restrict c) {
  float t;
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n], c[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++) {
      t = a[i] * 2.0f;
      b[i] = t;
    }
#pragma acc loop independent
    for (int i = 0; i < n; i++) {
      t = b[i] + 1.0f;
      c[i] = t;
    }
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      b[i] = b[i] + c[i];
  }
}

static void sums(int n, const double *restrict x, double out[2]) {
  double s = 0.0, q = 0.0;
#pragma acc kernels copyin(x[0:n])
  {
#pragma acc loop independent reduction(+ : s)
    for (int i = 0; i < n; i++)
      s += x[i];
#pragma acc loop independent reduction(+ : q)
    for (int i = 0; i < n; i++)
      q += 5.0 * x[i];
  }
  out[0] = s;
  out[1] = q;
}

static void fluxes(long nx, long ny, const double *restrict r, double *restrict fx,
                   double *restrict fy) {
  long cells = nx * ny, xf = (nx + 1) * ny, yf = nx * (ny + 1);
  (void)cells, (void)xf, (void)yf;
#pragma acc kernels copyin(r[0:cells]) copy(fx[0:xf], fy[0:yf])
  {
#pragma acc loop independent collapse(2)
    for (long j = 0; j < ny; j++)
      for (long i = 1; i < nx; i++) {
        long c = j * nx + i, f = j * (nx + 1) + i;
        fx[f] = r[c - 1] - r[c];
      }
#pragma acc loop independent collapse(2)
    for (long j = 1; j < ny; j++)
      for (long i = 0; i < nx; i++) {
        long c = j * nx + i;
        fy[c] = r[c - nx] - r[c];
      }
  }
}

static void interior(int n, const int *restrict x, int *restrict a, int *restrict b) {
#pragma acc kernels copyin(x[0:n]) copy(a[0:n], b[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = 2 * x[i];
#pragma acc loop independent
    for (int i = 1; i < n - 1; i++)
      b[i] = a[i] + 1;
  }
}

int main(void) {
  static double rho[NX * NY], E[NX * NY], e[NX * NY], p[NX * NY], cs[NX * NY];
  for (int c = 0; c < NX * NY; c++) {
    rho[c] = 0.5 + (c % 7) * 0.25;
    E[c] = rho[c] * (1.0 + (c % 5) * 0.5);
  }
  double dt = state_dt(NX, NY, rho, E, e, p, cs);
  double want_dt = 1e300, sum_cs = 0.0;
  int bad = 0;
  for (int c = 0; c < NX * NY; c++) {
    double ec = E[c] / rho[c], pc = 0.4 * rho[c] * ec, sc = 1.4 * pc / rho[c];
    bad += fabs(e[c] - ec) > 1e-12 || fabs(p[c] - pc) > 1e-12 || fabs(cs[c] - sc) > 1e-12;
    double d = 0.5 / (sc + 1.0);
    if (d < want_dt) want_dt = d;
    sum_cs += cs[c] * 10.0;
  }
  bad += dt != want_dt;
  printf("state: dt %.6f cs %.6f bad %d\n", dt, sum_cs, bad);

  static float a[N], b[N], c[N];
  for (int i = 0; i < N; i++) a[i] = (float)(i % 100);
  chain(N, a, b, c);
  int bad2 = 0;
  double sb = 0.0, sc2 = 0.0;
  for (int i = 0; i < N; i++) {
    float t = a[i] * 2.0f, u = t + 1.0f;
    bad2 += b[i] != t + u || c[i] != u;
    sb += b[i];
    sc2 += c[i];
  }
  printf("chain: b %.1f c %.1f bad %d\n", sb, sc2, bad2);

  static double x[N];
  for (int i = 0; i < N; i++) x[i] = 1.0;
  double out[2];
  sums(N, x, out);
  int bad3 = out[0] != 1000.0 || out[1] != 5000.0;
  printf("sums: %.1f %.1f bad %d\n", out[0], out[1], bad3);

  static double r[NX * NY], fx[(NX + 1) * NY], fy[NX * (NY + 1)];
  for (int c = 0; c < NX * NY; c++) r[c] = (double)((c * 37) % 101);
  for (int f = 0; f < (NX + 1) * NY; f++) fx[f] = -1000.0;
  for (int f = 0; f < NX * (NY + 1); f++) fy[f] = -1000.0;
  fluxes(NX, NY, r, fx, fy);
  int bad4 = 0;
  double sfx = 0.0, sfy = 0.0;
  for (long j = 0; j < NY; j++)
    for (long i = 0; i <= NX; i++) {
      double want = i >= 1 && i < NX ? r[j * NX + i - 1] - r[j * NX + i] : -1000.0;
      bad4 += fx[j * (NX + 1) + i] != want;
      sfx += fx[j * (NX + 1) + i];
    }
  for (long j = 0; j <= NY; j++)
    for (long i = 0; i < NX; i++) {
      double want = j >= 1 && j < NY ? r[(j - 1) * NX + i] - r[j * NX + i] : -1000.0;
      bad4 += fy[j * NX + i] != want;
      sfy += fy[j * NX + i];
    }
  printf("fluxes: %.1f %.1f bad %d\n", sfx, sfy, bad4);

  static int xi[N], ai[N], bi[N];
  for (int i = 0; i < N; i++) xi[i] = i % 13, ai[i] = -1, bi[i] = -1;
  interior(N, xi, ai, bi);
  int bad5 = 0;
  long si = 0;
  for (int i = 0; i < N; i++) {
    bad5 += ai[i] != 2 * xi[i] || bi[i] != (i >= 1 && i < N - 1 ? 2 * xi[i] + 1 : -1);
    si += ai[i] + bi[i];
  }
  printf("interior: %ld bad %d\n", si, bad5);
  return bad + bad2 + bad3 + bad4 + bad5 != 0;
}
