//! `declare target` functions across translation units (OpenMP 5.0 §2.12.7), as multi-file
//! applications write them: prototypes in a header between `declare target` and `end declare
//! target`, definitions in another file. Checked in the PTX oxacc embeds (no GPU needed).

mod common;
use common::compile_ptx;

const HEADER: &str = "#pragma omp declare target
double flux(double l, double r);
#pragma omp end declare target
double later(double x);
#pragma omp declare target to(later)
";

/// A target region calling functions only declared in a `declare target` region (or named by
/// `declare target to` after their prototype) calls their device versions, resolved when the
/// program's device images are linked: it keeps its GPU code (before: "'flux' has no device
/// version ... runs only on the host").
#[test]
fn a_declared_declare_target_function_is_called_on_the_device() {
    let src = format!(
        "{HEADER}
void fluxes(const double *q, double *f, int n) {{
#pragma omp target teams distribute parallel for map(to: q[0:n]) map(from: f[0:n])
  for (int i = 0; i < n - 1; i++)
    f[i] = flux(q[i], q[i + 1]) + later(q[i]);
}}
"
    );
    let (ptx, stderr) = compile_ptx("dtfiles", "caller", "c", &src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("no device version"), "{stderr}");
    assert!(ptx.contains(".entry fluxes_acc_0__dev"), "{ptx}");
    for f in ["flux", "later"] {
        assert!(
            ptx.lines()
                .any(|l| l.starts_with(".extern .func") && l.trim_end().ends_with(f)),
            "{f} is an external device function:\n{ptx}"
        );
    }
}

/// The file defining them exports their device versions, though no target region of that
/// file calls them.
#[test]
fn a_declare_target_definition_is_exported_without_a_caller() {
    let src = format!(
        "{HEADER}
double flux(double l, double r) {{ return 0.5 * (r - l); }}
double later(double x) {{ return x * x; }}
static double unused_here(double x) {{ return x; }}
double host_only(double x) {{ return unused_here(x); }}
"
    );
    let (ptx, stderr) = compile_ptx("dtfiles", "callee", "c", &src, &["-fopenmp", "-O2"]);
    assert!(stderr.is_empty(), "{stderr}");
    for f in ["flux", "later"] {
        assert!(
            ptx.lines()
                .any(|l| l.starts_with(".visible .func") && l.contains(&format!(" {f}("))),
            "{f} is exported:\n{ptx}"
        );
    }
    assert!(!ptx.contains("host_only"), "{ptx}");
}

/// Fortran: an external procedure declared by an interface body with `!$omp declare target`
/// (or `!$acc routine seq`) in it is called on the device, its device version the one the
/// defining file exports (before: the interface body's directive was not read, and the region
/// ran on the host).
#[test]
fn an_interface_body_with_declare_target_is_called_on_the_device() {
    for (flag, directive, construct) in [
        (
            "-fopenmp",
            "!$omp declare target",
            "!$omp target teams distribute parallel do map(tofrom: x)",
        ),
        (
            "-fopenacc",
            "!$acc routine seq",
            "!$acc parallel loop copy(x)",
        ),
    ] {
        let src = format!(
            "subroutine work(x, n)
  integer :: n, i
  real(8) :: x(n)
  interface
    real(8) function sq(v)
      {directive}
      real(8), intent(in) :: v
    end function
  end interface
  {construct}
  do i = 1, n
    x(i) = sq(x(i))
  end do
end subroutine
"
        );
        let (ptx, stderr) = compile_ptx("dtfiles", "iface", "f90", &src, &[flag, "-O2"]);
        assert!(!stderr.contains("warning"), "{flag}: {stderr}");
        assert!(
            ptx.lines()
                .any(|l| l.starts_with(".extern .func") && l.trim_end().ends_with("sq_")),
            "{flag}: sq_ is an external device function:\n{ptx}"
        );
    }
}
