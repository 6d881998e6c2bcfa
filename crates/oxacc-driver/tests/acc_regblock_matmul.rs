//! `OXACC_REGBLOCK=R` (decision 100): the tiled walk of a `collapse(2)` gang loop gives each
//! thread R rows of one column and jams their sequential inner loops (oxacc-oir
//! acc/regblock.rs), so that a matrix product's `B[k][j]` is one load for R FMAs. Checked in
//! the PTX; no GPU needed (the GPU kit of helper matmul checks results and time).

mod common;
use common::{compile_ptx, ptx_loops};

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

const PRODUCT: &str = "
void product(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] = s;
        }
}
";

/// A trip count that depends on the row: the copies' loops would run different trips.
const TRIANGLE: &str = "
void lower(long n, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n], c[0:n*n])
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double s = 0.0;
            for (long k = 0; k <= i; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}
";

/// The loops of `ptx` with FMAs, as (FMAs, global loads) per trip.
fn fma_loops(ptx: &str) -> Vec<(usize, usize)> {
    ptx_loops(ptx)
        .iter()
        .map(|l| {
            let count = |p: &str| l.iter().filter(|x| x.starts_with(p)).count();
            (count("fma.rn.f64"), count("ld.global"))
        })
        .filter(|&(f, _)| f > 0)
        .collect()
}

#[test]
fn rows_per_thread_share_the_loads_of_b() {
    // One test: the variable is read by the compiler process each run starts.
    std::env::remove_var("OXACC_REGBLOCK");
    let (plain, _) = compile_ptx("acc_regblock_matmul", "plain", "c", PRODUCT, ARGS);
    // One load of `a` and one of `b` per FMA in every loop.
    assert!(
        fma_loops(&plain).iter().all(|&(f, l)| l == 2 * f),
        "{plain}"
    );
    for rows in [2usize, 4] {
        std::env::set_var("OXACC_REGBLOCK", rows.to_string());
        let (ptx, _) = compile_ptx(
            "acc_regblock_matmul",
            &format!("r{rows}"),
            "c",
            PRODUCT,
            ARGS,
        );
        // The jammed loop: a load of `a` per row and one of `b` for all of them (per trip of
        // the loop as LLVM leaves it, unrolled or not).
        assert!(
            fma_loops(&ptx)
                .iter()
                .any(|&(f, l)| f % rows == 0 && l == f + f / rows),
            "{rows}: {:?}\n{ptx}",
            fma_loops(&ptx)
        );
    }
    // A triangular nest is not jammed: the same PTX either way.
    std::env::set_var("OXACC_REGBLOCK", "2");
    let (jam, _) = compile_ptx("acc_regblock_matmul", "tri2", "c", TRIANGLE, ARGS);
    std::env::remove_var("OXACC_REGBLOCK");
    let (plain, _) = compile_ptx("acc_regblock_matmul", "tri1", "c", TRIANGLE, ARGS);
    assert_eq!(jam, plain);
}
