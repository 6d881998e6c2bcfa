//! Decision 131: a step-1 gang loop over an `int` in a region's host version counts with
//! `nsw` arithmetic, and the unroll-and-jam pre-pipeline (run on the whole file when one of
//! its loops asks for it) runs `instcombine` between loop rotation and `indvars`.
//! PolyBench-ACC's durbin (a gang loop over columns `k` reading row
//! `k - i - 1` of column `k - 1`), in a file whose initialisation divides in an inner loop
//! (the jam hint's shape), kept 32-bit differences `(k - 1) - i` without `nsw` in its host
//! version: LLVM could not widen them, and every access paid a `movslq` and an `imul` by the
//! row stride (1.48x gcc -fopenmp's instructions; 1.13x after).

mod common;

const DURBIN: &str = "void kernel_durbin(int n, double y[n][n], double sum[n][n],
                   double alpha[n], double beta[n], double r[n]) {
#pragma acc parallel
  {
#pragma acc loop
    for (int k = 1; k < n; k++) {
      beta[k] = beta[k - 1] - alpha[k - 1] * alpha[k - 1] * beta[k - 1];
      sum[0][k] = r[k];
#pragma acc loop
      for (int i = 0; i <= k - 1; i++)
        sum[i + 1][k] = sum[i][k] + r[k - i - 1] * y[i][k - 1];
      alpha[k] = -sum[k][k] * beta[k];
#pragma acc loop
      for (int i = 0; i <= k - 1; i++)
        y[i][k] = y[i][k - 1] + alpha[k] * y[k - i - 1][k - 1];
      y[k][k] = alpha[k];
    }
  }
}

void init_array(int n, double y[n][n], double sum[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      y[i][j] = ((double)i * j) / n;
      sum[i][j] = ((double)i * j) / n;
    }
}
";

#[test]
fn host_version_widens_the_gang_loops_differences() {
    let s = common::Scratch::new("host_gang_counters", "durbin");
    let host = &s.host_function_ir("durbin.c", DURBIN, "kernel_durbin.acc.0");
    assert!(host.contains("fmul double"), "{host}");
    // Widened, `k - i - 1` is a 64-bit `add nsw`; left narrow, a 32-bit `sub` (main's
    // compiler had four) sign-extended at each access.
    let narrow: Vec<&str> = host
        .lines()
        .filter(|l| l.contains("= sub i32 ") || l.contains("= sub nsw i32 "))
        .collect();
    assert!(narrow.is_empty(), "{}", narrow.join("\n"));
}
