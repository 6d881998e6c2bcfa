//! `OXACC_WIDE_ROWS=1` (oxacc-oir acc/schedule.rs `wide_rows`, off by default): a gang loop
//! whose inner thread loop has uniform bounds keeps a whole block per iteration instead of one
//! warp per iteration; a CSR row (bounds loaded per row) keeps its warp. Checked in the
//! `-Minfo=accel` remarks; no GPU needed.

mod common;

const NESTS: &str =
    "void spmv(int n, const int *rp, const int *ci, const double *v, const double *x, double *y) {
#pragma acc parallel loop gang present(rp, ci, v, x, y)
  for (int i = 0; i < n; i++) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = rp[i]; j < rp[i+1]; j++) s += v[j] * x[ci[j]];
    y[i] = s;
  }
}
void rows(int n, int m, const double *a, double *b) {
#pragma acc parallel loop gang present(a, b)
  for (int k = 0; k < n; k++) {
#pragma acc loop vector
    for (int i = 0; i < m + 1; i++) b[k * (m + 1) + i] = 2 * a[k * (m + 1) + i];
  }
}
void short_rows(int n, const double *a, double *b) {
#pragma acc parallel loop gang present(a, b)
  for (int k = 0; k < n; k++) {
#pragma acc loop vector
    for (int i = 0; i < 4; i++) b[k * 4 + i] = 2 * a[k * 4 + i];
  }
}
";

fn worker_lines(wide: &str) -> Vec<u32> {
    let dir = common::scratch_dir("wide_rows", wide);
    std::fs::write(dir.join("nests.c"), NESTS).unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([
            "-fopenacc",
            "-O2",
            "-Minfo=accel",
            "-c",
            "nests.c",
            "-o",
            "nests.o",
        ])
        .env("OXACC_WIDE_ROWS", wide)
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stderr)
        .lines()
        .filter(|l| l.contains("shared by the workers of a gang"))
        .filter_map(|l| l.strip_prefix("nests.c:")?.split(':').next()?.parse().ok())
        .collect()
}

#[test]
fn uniform_rows_keep_whole_blocks_only_when_asked() {
    // Default: every gang loop with an inner thread loop gives its iterations to warps.
    assert_eq!(worker_lines("0"), vec![2, 11, 18]);
    // Wide rows: the CSR row (bounds loaded per row) and the constant 4-lane row keep theirs.
    assert_eq!(worker_lines("1"), vec![2, 18]);
}
