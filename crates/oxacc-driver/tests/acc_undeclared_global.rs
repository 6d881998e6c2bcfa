//! Device code names only globals with a device copy (OpenACC 3.3 §2.13, §2.15.1; decision
//! 104): a routine, explicit or implicit, that reads a global without `declare` is an error,
//! with or without `--offload-arch` (before: a GPU silently read its own never-written image
//! of the variable, acc-fortran/compute/522 on an H200).

mod common;
use common::{oxacc_in, scratch_dir};

/// Compiles `src` (as `file`) with `-fopenacc -fopenmp -c`; (success, stderr).
fn compile(case: &str, file: &str, src: &str) -> (bool, String) {
    let dir = scratch_dir("undeclared_global", case);
    std::fs::write(dir.join(file), src).unwrap();
    let o = oxacc_in(&dir, &["-fopenacc", "-fopenmp", "-c", file, "-o", "out.o"]);
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

const C_SRC: &str = "int field[100];
static int hits;
#pragma acc routine seq
int f(int i) { return field[i]; }
int g(int i) { hits++; return i; }
void run(int *a, int n) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = f(i) + g(i) + field[i];
}
";

/// The explicit routine and the implicit one are both named, with the variable, at the
/// reference's location; the compute region's own use of `field` is mapped and fine.
#[test]
fn c_routines_naming_an_undeclared_global_are_refused() {
    let (ok, err) = compile("c", "u.c", C_SRC);
    assert!(!ok, "{err}");
    assert!(
        err.contains("u.c:4:23: error: global variable 'field' is used in routine 'f' but has no device copy"),
        "{err}"
    );
    assert!(
        err.contains("u.c:5:20: error: global variable 'hits' is used in 'g', which device code calls (an implicit routine), but has no device copy"),
        "{err}"
    );
    assert_eq!(err.matches("error:").count(), 2, "{err}");
}

/// `declare`d, `declare link`, OpenMP `declare target`, `const` data with an initializer (a
/// `static const` local too) and thread-local globals stay allowed.
#[test]
fn c_declared_constant_and_thread_local_globals_are_accepted() {
    let src = "int field[100];
#pragma acc declare create(field)
int linked[8];
#pragma acc declare link(linked)
#pragma omp declare target
int omp_dt;
#pragma omp end declare target
const double weights[3] = {0.25, 0.5, 0.25};
_Thread_local int tl;
#pragma acc routine seq
double f(int i) {
  static const int sq[3] = {0, 1, 4};
  return field[i] + linked[i % 8] + omp_dt + weights[i % 3] + tl + sq[i % 3];
}
void run(double *a, int n) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = f(i);
}
";
    let (ok, err) = compile("c_ok", "ok.c", src);
    assert!(ok, "{err}");
    assert!(!err.contains("no device copy"), "{err}");
}

/// acc-fortran/compute/522 as it was: an elemental module function reading a module variable
/// in a `kernels` region. A `parameter` array is read-only and stays allowed.
#[test]
fn fortran_module_variable_in_an_implicit_routine_is_refused() {
    let src = "module m
  implicit none
  real(8), parameter :: w(3) = [1d0, 2d0, 3d0]
  real(8) :: field(16)
contains
  elemental real(8) function shifted(v)
    real(8), intent(in) :: v
    shifted = v + field(1) + w(2)
  end function
end module
subroutine s(u, n)
  use m
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n)
  !$acc kernels copy(u)
  u(1:n) = shifted(u(1:n))
  !$acc end kernels
end subroutine
";
    let (ok, err) = compile("f", "m.f90", src);
    assert!(!ok, "{err}");
    assert!(
        err.contains("m.f90:8:19: error: global variable 'field' is used in 'shifted', which device code calls (an implicit routine), but has no device copy"),
        "{err}"
    );
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    let fixed = src.replace(
        "  real(8) :: field(16)\n",
        "  real(8) :: field(16)\n  !$acc declare create(field)\n",
    );
    let (ok, err) = compile("f_ok", "m.f90", &fixed);
    assert!(ok, "{err}");
}

/// The error points at the variable where the statement names it, not at the statement's
/// first column: a scalar in mid-expression of a `routine seq`, a whole array (its shape is
/// taken before its elements are read) and an element on the left of an assignment.
#[test]
fn fortran_error_points_at_the_variable() {
    let src = "module mm
  implicit none
  real(8) :: scale, table(8), sink(8)
contains
  subroutine bump(x)
    !$acc routine seq
    real(8), intent(inout) :: x
    x = 2d0 * x + scale
  end subroutine
  real(8) function total(v)
    real(8), intent(in) :: v
    total = v + sum(table)
  end function
  subroutine keep(i, v)
    integer, intent(in) :: i
    real(8), intent(in) :: v
    sink(i) = v
  end subroutine
end module
subroutine s(u, n)
  use mm
  implicit none
  integer, intent(in) :: n
  real(8), intent(inout) :: u(n)
  integer :: i
  !$acc parallel loop copy(u)
  do i = 1, n
    call bump(u(i))
    u(i) = total(u(i))
    call keep(i, u(i))
  end do
end subroutine
";
    let (ok, err) = compile("f_cols", "mm.f90", src);
    assert!(!ok, "{err}");
    for at in [
        "mm.f90:8:19: error: global variable 'scale' is used in routine 'bump'",
        "mm.f90:12:21: error: global variable 'table' is used in 'total'",
        "mm.f90:17:5: error: global variable 'sink' is used in 'keep'",
    ] {
        assert!(err.contains(at), "{at}\n{err}");
    }
    assert_eq!(err.matches("error:").count(), 3, "{err}");
}
