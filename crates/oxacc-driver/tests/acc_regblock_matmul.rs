//! `OXACC_REGBLOCK=R` (decision 100; 2 by default, 1 turns it off): the tiled walk of a
//! `collapse(2)` gang loop gives each thread R rows of one column and jams their sequential
//! inner loops (oxacc-oir acc/regblock.rs), so that a matrix product's `B[k][j]` is one load
//! for R FMAs. Checked in the PTX; no GPU needed (the GPU kits of helpers matmul and matmul2
//! check results and time).

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

/// A private array written before the inner loop and read in it (acc-fortran/loop/451's
/// `flux`, which failed on the GPU when jammed): one array per thread, so copies would share
/// it.
const PRIVATE_ARRAY: &str = "
void flux(long n1, long n2, const double *a, double *b) {
    double st[3];
#pragma acc parallel loop gang present(a[0:n1*n2], b[0:n1*n2])
    for (long k = 0; k < n2; k++)
#pragma acc loop vector private(st)
        for (long i = 0; i < n1; i++) {
            st[0] = a[k * n1 + i];
            st[1] = 2.0 * a[k * n1 + i];
            st[2] = a[k * n1 + i] + 1.0;
            double s = 0.0;
            for (int l = 0; l < 3; l++) s += (l - 1) * st[l];
            b[k * n1 + i] = s + st[2];
        }
}
";

/// The same in Fortran, as 451 has it (`merge`, the result accumulated in `b(i, k)`).
const PRIVATE_ARRAY_F: &str = "
subroutine flux(a, b)
  real(8), intent(in) :: a(:, :)
  real(8), intent(inout) :: b(:, :)
  real(8) :: st(3)
  integer :: i, k, l, n1, n2
  n1 = size(a, 1)
  n2 = size(a, 2)
  !$acc parallel loop gang present(a, b)
  do k = 1, n2
    !$acc loop vector private(st)
    do i = 1, n1
      st(1) = a(max(i - 1, 1), k)
      st(2) = a(i, k)
      st(3) = a(min(i + 1, n1), k)
      b(i, k) = 0.0d0
      do l = 1, 3
        b(i, k) = b(i, k) + (l - 2) * st(l) + merge(st(l), 0.0d0, l == 2)
      end do
      b(i, k) = b(i, k) + st(3)
    end do
  end do
end subroutine
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
    std::env::set_var("OXACC_REGBLOCK", "1");
    let (plain, _) = compile_ptx("acc_regblock_matmul", "plain", "c", PRODUCT, ARGS);
    // One load of `a` and one of `b` per FMA in every loop.
    assert!(
        fma_loops(&plain).iter().all(|&(f, l)| l == 2 * f),
        "{plain}"
    );
    // Unset: the default, 2 rows.
    for rows in [0usize, 2, 4] {
        if rows == 0 {
            std::env::remove_var("OXACC_REGBLOCK");
        } else {
            std::env::set_var("OXACC_REGBLOCK", rows.to_string());
        }
        let (ptx, _) = compile_ptx(
            "acc_regblock_matmul",
            &format!("r{rows}"),
            "c",
            PRODUCT,
            ARGS,
        );
        let rows = rows.max(2);
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
    // Not jammed (the same PTX with 2 rows and with 1): a triangular nest (the copies' loops
    // would run different trips) and private arrays (one per thread, shared by the copies).
    for (name, ext, src) in [
        ("tri", "c", TRIANGLE),
        ("private", "c", PRIVATE_ARRAY),
        ("private_f", "f90", PRIVATE_ARRAY_F),
    ] {
        std::env::set_var("OXACC_REGBLOCK", "2");
        let (jam, _) = compile_ptx("acc_regblock_matmul", &format!("{name}2"), ext, src, ARGS);
        std::env::set_var("OXACC_REGBLOCK", "1");
        let (plain, _) = compile_ptx("acc_regblock_matmul", &format!("{name}1"), ext, src, ARGS);
        assert_eq!(jam, plain, "{name}");
    }
    std::env::remove_var("OXACC_REGBLOCK");
}
