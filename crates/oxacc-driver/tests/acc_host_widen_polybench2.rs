//! Decision 111: a region's host version (one whose GPU kernel comes from a device version of
//! its own) hands its flattened loop nests the 64-bit values of their 32-bit loop variables
//! (oxacc-oir acc/induction.rs `widen_uses`), so the host loops index without rebuilding each
//! variable's sign (`shl 32` + `ashr`) per access. PolyBench-ACC's mvt: 1.28x gcc's
//! instructions before, 0.78x after. The device version keeps decision 46's default.

mod common;

const MVT: &str = "void mvt(int n, double x1[n], double x2[n], const double y1[n],
         const double y2[n], const double A[n][n]) {
#pragma acc parallel
  {
#pragma acc loop
    for (int i = 0; i < n; i++)
#pragma acc loop
      for (int j = 0; j < n; j++)
        x1[i] = x1[i] + A[i][j] * y1[j];
#pragma acc loop
    for (int i = 0; i < n; i++)
#pragma acc loop
      for (int j = 0; j < n; j++)
        x2[i] = x2[i] + A[j][i] * y2[j];
  }
}
";

#[test]
fn host_version_loops_index_with_the_64_bit_values() {
    let s = common::Scratch::new("host_widen", "mvt");
    let host = &s.host_function_ir("mvt.c", MVT, "mvt.acc.0");
    assert!(host.contains("fmul double"), "{host}");
    // `sext(trunc x)` as LLVM leaves it: `shl x, 32` then `ashr exact`.
    let rebuilt: Vec<&str> = host
        .lines()
        .filter(|l| l.contains("= shl i64 ") && l.trim_end().ends_with(", 32"))
        .collect();
    assert!(rebuilt.is_empty(), "{}", rebuilt.join("\n"));
}
