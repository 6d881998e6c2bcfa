//! OpenMP parallel regions in target regions on the GPU (docs/openmp.md "Device constructs"),
//! checked in the PTX that oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed): a worksharing loop
//! ends with the team's barrier (4.5 §2.7.1) unless it has `nowait` or ends the region, and
//! `target parallel` / `target` around `parallel` run as one gang of threads.

mod common;
use common::compile_ptx;

/// Compiles `src` with `-fopenmp -O2 -Minfo=accel`; returns the PTX and the remarks.
fn compile(name: &str, src: &str) -> (String, String) {
    compile_ptx("omp", name, "c", src, &["-fopenmp", "-O2", "-Minfo=accel"])
}

/// The team barrier's instruction: `barrier.sync 0` (the non-aligned `bar.sync`; the
/// region's own barriers around thread loops are the aligned `bar.sync`).
fn team_barriers(ptx: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with("barrier.sync"))
        .count()
}

fn region(pragma: &str, first_for: &str, last: &str) -> String {
    format!(
        "void f(int n, double *restrict x, double *restrict y) {{
#pragma omp {pragma} map(tofrom: x[0:n], y[0:n])
#pragma omp parallel
  {{
#pragma omp {first_for}
    for (int i = 0; i < n; i++) x[i] = i;
#pragma omp for
    for (int i = 0; i < n; i++) y[i] = x[n - 1 - i];
    {last}
  }}
}}
"
    )
}

#[test]
fn a_worksharing_loop_ends_with_the_team_barrier() {
    for pragma in ["target teams", "target"] {
        let (ptx, remarks) = compile("barrier", &region(pragma, "for", ""));
        assert_eq!(team_barriers(&ptx), 1, "{pragma}:\n{remarks}\n{ptx}");
        assert!(
            remarks.contains("iterations shared by the threads of a gang on the GPU"),
            "{pragma}: the region runs on the threads of a gang:\n{remarks}"
        );
        let (ptx, _) = compile("nowait", &region(pragma, "for nowait", ""));
        assert_eq!(team_barriers(&ptx), 0, "{pragma} with nowait:\n{ptx}");
        // Code after the last loop: that loop's barrier too.
        let (ptx, _) = compile("after", &region(pragma, "for", "x[0] = y[0];"));
        assert_eq!(team_barriers(&ptx), 2, "{pragma}, code after:\n{ptx}");
    }
}

#[test]
fn target_parallel_is_one_gang_of_threads() {
    let src = "void f(int n, double *restrict x, double *restrict y) {
#pragma omp target parallel map(tofrom: x[0:n], y[0:n])
  {
#pragma omp for
    for (int i = 0; i < n; i++) x[i] = i;
#pragma omp for
    for (int i = 0; i < n; i++) y[i] = x[n - 1 - i];
  }
}
";
    let (ptx, remarks) = compile("tparallel", src);
    assert!(
        remarks.contains("parallel: kernel") && !remarks.contains("one thread per gang"),
        "{remarks}"
    );
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    assert_eq!(team_barriers(&ptx), 1, "{ptx}");
}

/// A parallel region in `teams` whose threads run it with their own `private` copies (4.5
/// §2.5, §2.15.3.3): the kernel runs as gangs of threads, the region's thread loop shares the
/// gang's threads, and `omp_get_thread_num` is answered from the execution model.
#[test]
fn a_parallel_region_in_teams_keeps_its_private_copies_per_thread() {
    let src = "#include <omp.h>
void f(int n, int *restrict hits) {
#pragma omp target teams num_teams(4) map(tofrom: hits[0:n])
#pragma omp parallel private(n)
  {
    n = omp_get_thread_num();
#pragma omp atomic
    hits[omp_get_team_num()] += n + 1;
  }
}
";
    let (ptx, remarks) = compile("privthreads", src);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    // `n` is the thread loop's private, not a shared scalar that the loop had to privatize.
    assert!(!remarks.contains("warning"), "{remarks}");
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    assert!(ptx.contains("%tid.x"), "{ptx}");
}

/// A user-defined reduction on a combined target loop (4.5 §2.16) is device code run by the
/// league (oxacc_offload::omp_target_udr): a kernel whose slot loop the gangs and their
/// threads share, each slot initialising its copy and running its share of the iterations,
/// then a one-thread kernel that combines the slots; no call of the host runtime's critical
/// section.
#[test]
fn a_user_defined_reduction_on_a_target_loop_is_device_code() {
    let src = "typedef struct { double lo, hi; } range;
#pragma omp declare reduction(span : range : \\
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \\
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \\
    initializer(omp_priv = (range){1e300, -1e300})
range f(int n, const double *v) {
  range r = {1e300, -1e300};
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(span: r)
  for (int i = 0; i < n; i++) {
    if (v[i] < r.lo) r.lo = v[i];
    if (v[i] > r.hi) r.hi = v[i];
  }
  return r;
}
";
    let (ptx, remarks) = compile("udr", src);
    assert!(remarks.contains("parallel: kernel"), "{remarks}");
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    assert!(remarks.contains("serial: kernel"), "{remarks}");
    assert_eq!(ptx.matches(".entry").count(), 2, "{ptx}");
    assert!(ptx.contains("%tid.x") && ptx.contains("%ctaid.x"), "{ptx}");
    assert!(
        !ptx.contains("__kmpc"),
        "no host runtime calls in device code:\n{ptx}"
    );
}

/// OpenMP 4.5 §2.15.5: a pointer a target region uses without a map clause is a zero-length
/// array section, mapped by the program beforehand (here by a caller's target data region):
/// no warning that only the pointer reaches the region (an OpenACC kernel gets one).
#[test]
fn an_unmapped_pointer_in_a_target_region_is_not_warned_about() {
    let src = "void spmv(int n, const int *rowptr, const int *col, const double *val,
          const double *x, double *y) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
    y[i] = s;
  }
}
";
    let (_, remarks) = compile("spmv", src);
    assert!(!remarks.contains("warning"), "{remarks}");
}

/// `single`, `master`, `masked` and `barrier` in a Fortran parallel region of a target region
/// (4.5 §2.7.3, §2.13.1, §2.13.3; the rule C's are lowered by, `oxacc_offload::omp_team_sync`):
/// thread 0 of the team runs the blocks (a branch on the thread number, no host runtime call),
/// and the team waits after `single` and at `barrier`, not after `end single nowait`, `master`
/// or `masked`.
#[test]
fn fortran_single_master_and_barrier_in_a_team() {
    let src = |end_single: &str| {
        format!(
            "subroutine f(a, n)
  integer :: n, a(n)
!$omp target teams num_teams(4) map(tofrom: a)
!$omp parallel
!$omp single
  a(1) = a(1) + 1
!$omp end single {end_single}
!$omp master
  a(2) = a(2) + 1
!$omp end master
!$omp barrier
!$omp masked
  a(3) = a(3) + 1
!$omp end masked
!$omp end parallel
!$omp end target teams
end subroutine
"
        )
    };
    let fortran = |name: &str, src: &str| {
        compile_ptx(
            "omp",
            name,
            "f90",
            src,
            &["-fopenmp", "-O2", "-Minfo=accel"],
        )
    };
    let (ptx, remarks) = fortran("fsync", &src(""));
    assert!(!remarks.contains("warning"), "{remarks}");
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    assert_eq!(
        team_barriers(&ptx),
        2,
        "after single and at barrier:\n{ptx}"
    );
    assert!(
        !ptx.contains("__kmpc"),
        "no host runtime calls in device code:\n{ptx}"
    );
    assert!(ptx.contains("%tid.x"), "{ptx}");
    let (ptx, _) = fortran("fsyncnowait", &src("nowait"));
    assert_eq!(team_barriers(&ptx), 1, "only the barrier:\n{ptx}");
}
