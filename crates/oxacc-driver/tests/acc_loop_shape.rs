//! The device code of a collapsed loop nest over default-integer (32-bit) Fortran DO
//! variables addresses its arrays as the same nest over C `long`s does: the 64-bit
//! induction values feed the subscripts directly (acc/induction.rs), where a `trunc` to i32
//! and a `sext` back per access, and a multiply-add of its own per `k + 1` row, made
//! calcdt's Fortran loop 109 PTX instructions against C's 88 (bench/README.md). Checked in
//! the PTX that `OXACC_SAVE_PTX` keeps; no GPU needed.

mod common;
use common::{compile_ptx, ptx_loops};

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

/// Decision 46's 64-bit loop values are opt-in since its GPU A/B (they cost registers): these
/// tests check the transformation itself, so every compile they run turns it on.
fn widen_ivs() {
    std::env::set_var("OXACC_WIDEN_IVS", "1");
}

/// The instructions of the loop of `ptx` that loads from global memory the most, and how
/// many global loads it makes.
fn sweep_loop(ptx: &str) -> (Vec<&str>, usize) {
    let loads = |l: &Vec<&str>| l.iter().filter(|x| x.starts_with("ld.global")).count();
    let l = ptx_loops(ptx)
        .into_iter()
        .max_by_key(|l| (loads(l), std::cmp::Reverse(l.len())))
        .unwrap_or_else(|| panic!("no loop in the PTX:\n{ptx}"));
    let n = loads(&l);
    (l, n)
}

/// A 7-point stencil, `collapse(3)` over default-integer `i`, `j`, `k` with the `± 1`
/// neighbours of each, against the same sweep over C `long`s with flat subscripts.
#[test]
fn collapsed_default_integer_nest_addresses_in_64_bits() {
    widen_ivs();
    let f90 = "subroutine sweep(nx, ny, nz, u, v)
  integer, intent(in) :: nx, ny, nz
  real(8), intent(in) :: u(nx, ny, nz)
  real(8), intent(out) :: v(nx, ny, nz)
  integer :: i, j, k
  !$acc parallel loop collapse(3) present(u, v)
  do k = 2, nz - 1
    do j = 2, ny - 1
      do i = 2, nx - 1
        v(i, j, k) = u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k) &
          + u(i, j, k - 1) + u(i, j, k + 1) - 6.0d0 * u(i, j, k)
      end do
    end do
  end do
end subroutine
";
    let c = "void sweep(long nx, long ny, long nz, const double *u, double *v) {
#pragma acc parallel loop collapse(3) present(u, v)
    for (long k = 1; k < nz - 1; k++)
        for (long j = 1; j < ny - 1; j++)
            for (long i = 1; i < nx - 1; i++) {
                long x = (k * ny + j) * nx + i;
                v[x] = u[x - 1] + u[x + 1] + u[x - nx] + u[x + nx] + u[x - nx * ny]
                       + u[x + nx * ny] - 6.0 * u[x];
            }
}
";
    let (fptx, _) = compile_ptx("loopshape", "stencil_f", "f90", f90, ARGS);
    let (cptx, _) = compile_ptx("loopshape", "stencil_c", "c", c, ARGS);
    let (fl, floads) = sweep_loop(&fptx);
    let (cl, cloads) = sweep_loop(&cptx);
    assert_eq!(
        (floads, cloads),
        (7, 7),
        "Fortran:\n{}\nC:\n{}",
        fl.join("\n"),
        cl.join("\n")
    );
    let narrow: Vec<&&str> = fl
        .iter()
        .filter(|x| x.starts_with("cvt.s64.s32") || x.starts_with("add.s32"))
        .collect();
    assert!(
        narrow.is_empty(),
        "32-bit index arithmetic in the loop: {narrow:?}\n{}",
        fl.join("\n")
    );
    // Before: 95 instructions against C's 57.
    assert!(
        fl.len() <= cl.len() + 4,
        "Fortran loop {} instructions, C {}:\n{}\n--- C:\n{}",
        fl.len(),
        cl.len(),
        fl.join("\n"),
        cl.join("\n")
    );
}

/// calcdt's shape (CloverLeaf's `calc_dt`): `collapse(2)` with a `min` reduction over
/// explicit-shape dummies with expression bounds, rows `k` and `k + 1` of each field: the
/// `k + 1` row is one stride from row `k` (no 32-bit arithmetic, no conversion in the loop).
#[test]
fn collapsed_reduction_reads_next_row_by_stride() {
    widen_ivs();
    let f90 = "subroutine calc(x_min, x_max, y_min, y_max, xv, xa, dt)
  integer, intent(in) :: x_min, x_max, y_min, y_max
  real(8), dimension(x_min:x_max + 1, y_min:y_max + 1) :: xv, xa
  real(8), intent(out) :: dt
  integer :: j, k
  dt = 1.0d21
  !$acc kernels present(xv, xa)
  !$acc loop independent collapse(2) reduction(min:dt)
  do k = y_min, y_max
    do j = x_min, x_max
      dt = min(dt, (xv(j, k) + xv(j, k + 1)) * xa(j, k) + (xv(j + 1, k) + xv(j + 1, k + 1)) * xa(j + 1, k))
    end do
  end do
  !$acc end kernels
end subroutine
";
    let (ptx, _) = compile_ptx("loopshape", "calcdt_f", "f90", f90, ARGS);
    let (l, loads) = sweep_loop(&ptx);
    assert_eq!(loads, 6, "{}", l.join("\n"));
    let narrow: Vec<&&str> = l
        .iter()
        .filter(|x| x.starts_with("cvt") || x.starts_with("add.s32"))
        .collect();
    assert!(
        narrow.is_empty(),
        "32-bit index arithmetic in the loop: {narrow:?}\n{}",
        l.join("\n")
    );
    let mads = l.iter().filter(|x| x.starts_with("mad.lo.s64")).count();
    assert!(
        mads <= 2,
        "{mads} 64-bit multiply-adds (row k + 1 addressed anew):\n{}",
        l.join("\n")
    );
}
