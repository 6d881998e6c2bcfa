// Scalars of kernels regions without a data clause (issue 22, OpenACC 3.3 §2.6.2): those the
// region only reads are passed by value (firstprivate, as nvc does) instead of copied in and
// out at every launch; a scalar the region writes keeps copy semantics, so the host sees it.
// crates/oxacc-driver/tests/acc_transfers.rs counts this program's transfers.
// remark: kernels: implicit present(x) present(y) firstprivate(n, a, b)
// remark: kernels: implicit copy(last) firstprivate(n, s)
// expect-exit: 0
// expect-stdout:
// | PASS x[1]=2 x[999]=1997 last=1008
#include <stdio.h>
#define N 1000
#define STEPS 10
int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 0.5 * i;
  }
  double a = 0.5, b = 2.0;
  int n = N;
  long last = -1;
  #pragma acc data copy(x) copyin(y)
  for (int s = 0; s < STEPS; s++) {
    #pragma acc kernels
    {
      for (int i = 0; i < n; i++) x[i] = a * x[i] + b * y[i];
    }
    #pragma acc kernels
    last = n - 1 + s;
  }
  /* After S steps x = a^S x0 + (1 - a^S) b y / (1 - a). */
  int bad = 0;
  double p = 1.0;
  for (int s = 0; s < STEPS; s++) p *= a;
  for (int i = 0; i < N; i++) {
    double e = p * i + (1.0 - p) * b * (0.5 * i) / (1.0 - a);
    double d = x[i] - e;
    bad += d > 1e-9 * (1.0 + e) || d < -1e-9 * (1.0 + e);
  }
  bad += last != N - 1 + STEPS - 1;
  printf("%s x[1]=%.0f x[999]=%.0f last=%ld\n", bad ? "FAIL" : "PASS", x[1], x[999], last);
  return bad != 0;
}
