//! Rows of a gang loop (decision 78; oxacc-oir acc/schedule.rs `wide_rows`): a gang loop
//! whose inner thread loop has uniform bounds becomes a worker loop whose rows get a warp or
//! a whole block at launch (`OXACC_LAUNCH_ROWS`); a CSR row (bounds loaded per row) and a
//! short constant row keep a warp each, and `OXACC_WIDE_ROWS=0` at compile time keeps the
//! warp everywhere. Checked in the `-Minfo=accel` remarks and the PTX; no GPU needed (the
//! runtime's choice by row count: accrt `backend::cuda` `row_block`).

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

/// The lines of the loops given to workers, and of those whose rows' shape the launch picks.
fn worker_lines(wide: &str, nests: &str) -> (Vec<u32>, Vec<u32>) {
    let dir = common::scratch_dir("wide_rows", &format!("{wide}-{nests}"));
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
        .env("OXACC_NEST_COLLAPSE", nests)
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    let lines = |what: &str| -> Vec<u32> {
        err.lines()
            .filter(|l| l.contains(what))
            .filter_map(|l| l.strip_prefix("nests.c:")?.split(':').next()?.parse().ok())
            .collect()
    };
    (
        lines("shared by the workers of a gang"),
        lines("a warp or a whole block per iteration"),
    )
}

#[test]
fn uniform_rows_take_their_shape_at_launch() {
    // By default decision 87 runs the two rectangular nests (lines 11 and 18) as one
    // collapse(2) loop; the CSR rows, whose bounds are loaded per row, stay rows.
    assert_eq!(worker_lines("1", "1"), (vec![2], vec![]));
    // Without it: every gang loop with an inner thread loop gives its iterations to workers;
    // the launch picks the shape of the uniform rows only.
    assert_eq!(worker_lines("1", "0"), (vec![2, 11, 18], vec![11]));
    // OXACC_WIDE_ROWS=0: a warp per row everywhere, as before decision 78.
    assert_eq!(worker_lines("0", "0"), (vec![2, 11, 18], vec![]));
}

#[test]
fn row_kernels_meet_at_a_block_or_a_warp_barrier() {
    let dir = common::scratch_dir("wide_rows_ptx", "ptx");
    std::fs::write(dir.join("nests.c"), NESTS).unwrap();
    let ptx = dir.join("ptx");
    std::fs::create_dir_all(&ptx).unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "-c",
            "nests.c",
            "-o",
            "nests.o",
        ])
        .env("OXACC_SAVE_PTX", &ptx)
        .env_remove("OXACC_WIDE_ROWS")
        // Decision 78's row kernels, as written (decision 87 would merge `rows`).
        .env("OXACC_NEST_COLLAPSE", "0")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(ptx.join("nests.c.ptx")).unwrap();
    // The functions of each kernel, by name (`.func` device versions and `.entry` kernels).
    let body = |name: &str| -> String {
        let mut out = String::new();
        let mut on = false;
        for l in text.lines() {
            if (l.contains(".func") || l.contains(".entry")) && !l.trim_start().starts_with("//") {
                on = l.contains(name);
            }
            if on {
                out.push_str(l);
                out.push('\n');
            }
        }
        out
    };
    let rows = body("rows_acc_1");
    let spmv = body("spmv_acc_0");
    assert!(!rows.is_empty() && !spmv.is_empty(), "{text}");
    // The row kernel: `bar.sync 0` for a block per row, `bar.warp.sync` for a warp per row,
    // and no named barrier (whose register id would cost ptxas all 16 of the block's).
    assert!(
        rows.contains("bar.sync \t0") || rows.contains("bar.sync 0"),
        "{rows}"
    );
    assert!(rows.contains("bar.warp.sync"), "{rows}");
    assert!(!rows.contains("barrier.sync"), "{rows}");
    // CSR keeps a warp per row only.
    assert!(
        spmv.contains("bar.warp.sync") && !spmv.contains("bar.sync"),
        "{spmv}"
    );
}
