//! OpenMP constructs inside target regions on the GPU (docs/openmp.md "Device constructs"),
//! checked in the PTX that oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed): what the threads
//! of a team do with a worksharing loop's reduction, `loop bind(…)`, `parallel master`, the
//! device routines, and parallel regions in `declare target` functions.

mod common;
use common::{compile_ptx, lines_with};

/// Compiles `src` with `-fopenmp -O2 -Minfo=accel`; returns the PTX and the remarks.
fn compile(name: &str, src: &str) -> (String, String) {
    compile_ptx(
        "ompdev",
        name,
        "c",
        src,
        &["-fopenmp", "-O2", "-Minfo=accel"],
    )
}

/// The lines of the kernel `entry` (its `.entry` line to the next `.entry`).
fn kernel<'a>(ptx: &'a str, entry: &str) -> &'a str {
    let start = ptx
        .find(&format!(".entry {entry}"))
        .unwrap_or_else(|| panic!("no kernel {entry}:\n{ptx}"));
    let rest = &ptx[start + 1..];
    let end = rest.find(".entry").map_or(ptx.len(), |e| start + 1 + e);
    &ptx[start..end]
}

/// 4.5 §2.15.3.6, §2.7.1: a worksharing loop's reduction in a parallel region of a target
/// region: each thread reduces into a register and adds it to the team's variable with one
/// atomic instruction, before the loop's barrier (so that the code after the loop reads the
/// total); 5.0 `loop` alike.
#[test]
fn a_worksharing_reduction_combines_atomically_before_the_barrier() {
    for construct in ["for", "loop"] {
        let src = format!(
            "void f(int n, const int *a, int *s, int *out) {{
  int sum = 0;
#pragma omp target parallel map(to: a[0:n]) map(tofrom: sum) map(from: out[0:n])
  {{
#pragma omp {construct} reduction(+: sum)
    for (int i = 0; i < n; i++) sum += a[i];
#pragma omp for
    for (int i = 0; i < n; i++) out[i] = sum;
  }}
  *s = sum;
}}
"
        );
        let (ptx, remarks) = compile("reduction", &src);
        let k = kernel(&ptx, "f_acc_0__dev");
        let add = k
            .find("atom.global.add.u32")
            .unwrap_or_else(|| panic!("{construct}: no atomic add:\n{remarks}\n{k}"));
        let barrier = k
            .find("barrier.sync")
            .unwrap_or_else(|| panic!("{construct}: no team barrier:\n{k}"));
        assert!(
            add < barrier,
            "{construct}: the sum is complete at the barrier:\n{k}"
        );
        assert_eq!(
            lines_with(k, "atom.global.add"),
            1,
            "{construct}: one per thread:\n{k}"
        );
        assert!(
            remarks.contains("iterations shared by the threads of a gang on the GPU"),
            "{construct}: the team's threads run the region:\n{remarks}"
        );
    }
}

/// 5.0 §2.9.5: `loop bind(thread)` in a parallel region runs every iteration in each thread
/// (no share, no barrier); `bind(parallel)` shares them (and waits at the end).
#[test]
fn loop_bind_thread_is_each_threads_loop() {
    let src = |bind: &str| {
        format!(
            "void f(int n, int *a, int *b) {{
#pragma omp target parallel map(tofrom: a[0:n], b[0:n])
  {{
#pragma omp loop bind({bind})
    for (int i = 0; i < n; i++) a[i] += 1;
    b[0] = a[0];
  }}
}}
"
        )
    };
    let (ptx, _) = compile("bind_thread", &src("thread"));
    assert_eq!(lines_with(&ptx, "barrier.sync"), 0, "{ptx}");
    let (ptx, _) = compile("bind_parallel", &src("parallel"));
    assert_eq!(lines_with(&ptx, "barrier.sync"), 1, "{ptx}");
}

/// 5.0 §2.13.1: `parallel master` in a `target` is a team of threads (one gang whose threads
/// run the region's thread loop), of which thread 0 runs the statement: the taskloop inside
/// (4.5 §2.9.2) is that thread's sequential loop.
#[test]
fn parallel_master_is_a_team_whose_thread_0_runs_it() {
    let src = "void f(int n, int *x, int *threads) {
#pragma omp target map(tofrom: x[0:n], threads[0:1])
#pragma omp parallel master
  {
#pragma omp taskloop
    for (int i = 0; i < n; i++) x[i] += i;
    threads[0] = omp_get_num_threads();
  }
}
";
    let (ptx, remarks) = compile("pmaster", src);
    assert!(
        remarks.contains("parallel: kernel") && !remarks.contains("one thread per gang"),
        "a team of threads, not a serial construct:\n{remarks}"
    );
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    // Thread 0 only: the thread loop's index compared with 0 guards the statement.
    assert!(lines_with(&ptx, "%tid.x") >= 1, "{ptx}");
}

/// 4.5 §3.2.16–§3.2.17, 5.0 §3.2.15: `omp_get_level`, `omp_get_max_active_levels` and
/// `omp_get_supported_active_levels` have device versions (OpenMP_VV
/// test_target_omp_get_supported_active_levels had no GPU code: "no device code for this
/// kernel"): the region's kernel is in the PTX, the routines are not external there, and a
/// function that a region calls gets the device's definition.
#[test]
fn level_routines_have_device_versions() {
    let src = "#include <omp.h>
#pragma omp declare target
int level_of_caller(void) { return omp_get_level() + 10 * omp_get_max_active_levels(); }
#pragma omp end declare target
void f(int *out, int *lv, int n) {
#pragma omp target map(from: out[0:3])
  {
    out[0] = omp_get_supported_active_levels();
    out[1] = omp_get_max_active_levels();
    out[2] = omp_get_level();
  }
#pragma omp target teams distribute parallel for map(from: lv[0:n])
  for (int i = 0; i < n; i++) lv[i] = omp_get_level() + level_of_caller();
}
";
    let (ptx, stderr) = compile("levels", src);
    assert!(!stderr.contains("no GPU code"), "{stderr}");
    assert!(ptx.contains(".entry f_acc_0__dev"), "{ptx}");
    assert!(ptx.contains(".entry f_acc_1__dev"), "{ptx}");
    for r in [
        "omp_get_level",
        "omp_get_max_active_levels",
        "omp_get_supported_active_levels",
    ] {
        assert!(
            !ptx.contains(&format!(".extern .func (.param .b32 func_retval0) {r}")),
            "{r}:\n{ptx}"
        );
    }
    // The first region answers from the model: 1, 1 and 0 stored, no call.
    let k = kernel(&ptx, "f_acc_0__dev");
    assert_eq!(lines_with(k, "call"), 0, "{k}");
}

/// 4.5 §2.10.6, §2.5: a parallel region in a `declare target` function runs on the device
/// (OpenMP_VV test_declare_target_parallel_for, test_declare_target_nested failed on the GPU
/// with "no device code for this kernel": the function forked host threads through libomp):
/// as a team of one thread, with no libomp call in device code, on every form of `declare
/// target` (a region around the definition, a prototype in one, a list after it).
#[test]
fn a_parallel_region_in_a_declare_target_function_has_device_code() {
    let forms = [
        (
            "#pragma omp declare target\n",
            "#pragma omp end declare target\n",
            "",
        ),
        (
            "",
            "",
            "#pragma omp declare target\nint g(int *a, int n);\n#pragma omp end declare target\n",
        ),
        (
            "",
            "",
            "int g(int *a, int n);\n#pragma omp declare target(g)\n",
        ),
    ];
    for (i, (before, after, decl)) in forms.iter().enumerate() {
        let src = format!(
            "#include <omp.h>
{decl}{before}int g(int *a, int n) {{
  int threads = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel
  {{
#pragma omp for
    for (int i = 0; i < n; i++) a[i] += 1;
#pragma omp master
    threads = omp_get_num_threads();
  }}
  return threads;
}}
{after}int f(int *a, int n) {{
  int t = 0;
#pragma omp target map(tofrom: a[0:n], t)
  t = g(a, n);
  return t;
}}
"
        );
        let (ptx, stderr) = compile(&format!("dtfn{i}"), &src);
        assert!(!stderr.contains("no GPU code"), "form {i}:\n{stderr}");
        assert!(ptx.contains(".entry f_acc_0__dev"), "form {i}:\n{ptx}");
        assert_eq!(
            lines_with(&ptx, "__kmpc"),
            0,
            "form {i}: no libomp in device code:\n{ptx}"
        );
    }
    // A construct the device constructs do not run (`critical`) keeps the region a host
    // construct, which compiles as before (the host version runs it).
    let src = "#pragma omp declare target
int h(int *a, int n) {
  int s = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp critical
    s += a[i];
  }
  return s;
}
#pragma omp end declare target
";
    let (_, stderr) = compile("dtfn_critical", src);
    assert!(!stderr.contains("error"), "{stderr}");
}

/// 5.0 §2.19.7.2: `defaultmap(none: category)`: a variable of the category that the target
/// construct does not name stops the compilation, with the variable and the category; the
/// other categories keep their implicit rule (omp/target/320 runs the accepted forms).
#[test]
fn defaultmap_none_of_a_category_needs_a_clause_for_it() {
    let s = common::Scratch::new("ompdev", "dmnone");
    let src = "void f(int n, int *a) {
  int s = 2;
#pragma omp target defaultmap(none: scalar) map(tofrom: a[0:n]) firstprivate(n)
  for (int i = 0; i < n; i++) a[i] *= s;
}
";
    let file = s.write("dmnone.c", src);
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(["-fopenmp", "-c"])
        .arg(&file)
        .arg("-o")
        .arg(s.dir.join("dmnone.o"))
        .output()
        .expect("oxacc runs");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{stderr}");
    assert!(
        stderr.contains("variable 's'") && stderr.contains("defaultmap(none: scalar)"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("variable 'a'") && !stderr.contains("variable 'n'"),
        "{stderr}"
    );
    // Listed, it compiles; an aggregate needs nothing under `none: scalar`.
    let ok = src.replace("firstprivate(n)", "firstprivate(n, s)");
    let (_, stderr) = compile("dmnone_ok", &ok);
    assert!(!stderr.contains("error"), "{stderr}");
}

/// 4.5 §2.7.1, §2.10.6: an orphaned `for` of a `declare target` function is the calling
/// thread's share of its team's iterations: the function's device code reads the thread's
/// number and the block's threads and ends the loop with the team's barrier.
#[test]
fn an_orphaned_for_in_a_declare_target_function_shares_its_iterations() {
    let src = "#pragma omp declare target
void scale(double *a, int n, double f) {
#pragma omp for
  for (int i = 0; i < n; i++) a[i] *= f;
}
#pragma omp end declare target
void g(double *a, int n) {
#pragma omp target parallel map(tofrom: a[0:n])
  scale(a, n, 2.0);
}
";
    let (ptx, remarks) = compile("orphan", src);
    let start = ptx
        .find(".func scale")
        .unwrap_or_else(|| panic!("no device function scale:\n{remarks}\n{ptx}"));
    let body = &ptx[start..];
    let body = &body[..body.find(".entry").unwrap_or(body.len())];
    for needle in ["%tid.x", "%ntid.x", "barrier.sync"] {
        assert!(body.contains(needle), "no {needle} in scale:\n{body}");
    }
}

/// 4.5 §2.15.3.5, §2.15.3.7: `lastprivate` and `linear` on a worksharing loop in a parallel
/// region of a target region: the last-iteration test compares with the whole loop's bound, so
/// exactly one thread stores, and `linear` reads its start before a team barrier.
#[test]
fn lastprivate_and_linear_in_a_parallel_region_have_device_code() {
    let src = "int f(int n, int *a) {
  int last = -1, j = 0;
#pragma omp target parallel map(tofrom: a[0:n], last, j)
  {
#pragma omp for lastprivate(last) linear(j: 2)
    for (int i = 0; i < n; i++) { a[i] = j; j += 2; last = i; }
  }
  return last + j;
}
";
    let (ptx, remarks) = compile("lastprivate_linear", src);
    let k = kernel(&ptx, "f_acc_0__dev");
    assert!(
        k.contains("barrier.sync"),
        "no team barrier:\n{remarks}\n{k}"
    );
}

/// Fortran, 4.5 §2.7.1, §2.10.6: an orphaned `!$omp do` in a procedure of `declare target` is
/// the calling thread's share (the shared rule C's is, decision 57): the device version of the
/// module procedure numbers its threads and ends with the team's barrier; `lastprivate` and
/// `linear` on `!$omp do` in `!$omp target parallel` give the kernel the barrier after the
/// linear start values.
#[test]
fn fortran_orphaned_do_and_lastprivate_linear_have_device_code() {
    let src = "module m
contains
  subroutine scale(a, f)
    !$omp declare target
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: f
    integer :: i
    !$omp do
    do i = 1, size(a)
      a(i) = a(i) * f
    end do
  end subroutine
end module
subroutine g(a, n, last, j)
  use m
  integer, intent(in) :: n
  real(8), intent(inout) :: a(n)
  integer, intent(inout) :: last, j
  integer :: i
  !$omp target parallel map(tofrom: a)
  call scale(a, 2.0d0)
  !$omp end target parallel
  !$omp target parallel map(tofrom: a, last, j)
  !$omp do lastprivate(last) linear(j: 2)
  do i = 1, n
    a(i) = j
    j = j + 2
    last = i
  end do
  !$omp end target parallel
end subroutine
";
    let (ptx, remarks) = compile_ptx(
        "ompdev",
        "fortran_orphan",
        "f90",
        src,
        &["-fopenmp", "-O2", "-Minfo=accel"],
    );
    let start = ptx
        .find(".func __m_MOD_scale")
        .unwrap_or_else(|| panic!("no device function scale:\n{remarks}\n{ptx}"));
    let body = &ptx[start..];
    let body = &body[..body.find(".entry").unwrap_or(body.len())];
    for needle in ["%tid.x", "%ntid.x", "barrier.sync"] {
        assert!(body.contains(needle), "no {needle} in scale:\n{body}");
    }
    let k = kernel(&ptx, "g__acc_1__dev");
    assert!(
        k.contains("barrier.sync"),
        "no team barrier:\n{remarks}\n{k}"
    );
}

/// The device function `name` of `ptx` (its `.func` line to the next `.entry`).
fn device_func<'a>(ptx: &'a str, name: &str, remarks: &str) -> &'a str {
    let start = ptx
        .find(&format!(".func {name}("))
        .unwrap_or_else(|| panic!("no device function {name}:\n{remarks}\n{ptx}"));
    let body = &ptx[start..];
    &body[..body.find(".entry").unwrap_or(body.len())]
}

/// 4.5 §2.7.1, §2.15.3.6: an orphaned worksharing loop with `reduction` in a `declare target`
/// function is the calling thread's share, reduced into a copy of its own that one atomic
/// instruction adds to the variable before the team's barrier, in C (a `declare target`
/// global) and Fortran (a module variable and a dummy argument). Before, the loop stayed a
/// host construct (libomp calls: no device code for the kernel calling it); and a global's
/// references each took its address anew, so the copy replaced none of them and the
/// atomic added the identity.
#[test]
fn an_orphaned_for_reduction_combines_each_threads_copy() {
    let src = "#pragma omp declare target
double total;
void dot(const double *a, const double *b, int n) {
#pragma omp for reduction(+: total)
  for (int i = 0; i < n; i++) total += a[i] * b[i];
}
#pragma omp end declare target
void g(double *a, double *b, int n) {
#pragma omp target parallel map(to: a[0:n], b[0:n])
  dot(a, b, n);
}
";
    let (ptx, remarks) = compile("orphan_reduction", src);
    let body = device_func(&ptx, "dot", &remarks);
    let atomics: Vec<&str> = body
        .lines()
        .filter(|l| l.contains("atom.global.add.f64"))
        .collect();
    assert!(
        !atomics.is_empty() && atomics.iter().all(|l| !l.contains("0d0000000000000000")),
        "the thread's copy is not added to total:\n{body}"
    );
    assert!(body.contains("barrier.sync"), "no team barrier:\n{body}");
    let fsrc = "module m
  real(8) :: gsum
  !$omp declare target(gsum)
contains
  subroutine dot(a, s)
    !$omp declare target
    real(8), intent(in) :: a(:)
    real(8), intent(inout) :: s
    integer :: i
    !$omp do reduction(+:s, gsum)
    do i = 1, size(a)
      s = s + a(i)
      gsum = gsum + a(i)
    end do
  end subroutine
end module
";
    let (ptx, remarks) = compile_ptx(
        "ompdev",
        "fortran_orphan_reduction",
        "f90",
        fsrc,
        &["-fopenmp", "-O2", "-Minfo=accel"],
    );
    let body = device_func(&ptx, "__m_MOD_dot", &remarks);
    let atomics: Vec<&str> = body.lines().filter(|l| l.contains("atom.")).collect();
    assert!(
        atomics.len() >= 2 && atomics.iter().all(|l| !l.contains("0d0000000000000000")),
        "the thread's copies are not added to s and gsum:\n{body}"
    );
    assert!(body.contains("barrier.sync"), "no team barrier:\n{body}");
}

/// 4.5 §2.9.1, §2.13.4, §2.13.5: tasks in a target region are included tasks (run at once
/// by their thread), so the kernel has device code and calls no libomp entry point; C and
/// Fortran. Before, `task`, `taskwait` and `taskgroup` there were errors.
#[test]
fn tasks_in_a_target_region_have_device_code() {
    let src = "void g(int *x, int *y, int n) {
#pragma omp target map(tofrom: x[0:n], y[0:n])
#pragma omp parallel
  {
#pragma omp single
    {
      for (int i = 0; i < n; i++) {
#pragma omp task firstprivate(i) depend(out: x[i])
        x[i] = i;
      }
#pragma omp taskwait
#pragma omp taskgroup
      {
#pragma omp task
        y[0] = x[n - 1];
      }
#pragma omp taskyield
    }
  }
}
";
    let (ptx, remarks) = compile("tasks", src);
    let k = kernel(&ptx, "g_acc_0__dev");
    assert!(!ptx.contains("__kmpc"), "a libomp call:\n{remarks}\n{ptx}");
    assert!(
        k.contains("st.global") || k.contains("st.u32") || k.contains("st.b32"),
        "no store:\n{k}"
    );
    let fsrc = "subroutine g(x, n)
  integer, intent(in) :: n
  integer, intent(inout) :: x(n)
  integer :: i
  !$omp target map(tofrom: x)
  do i = 1, n
    !$omp task shared(x) firstprivate(i)
    x(i) = i
    !$omp end task
  end do
  !$omp taskwait
  !$omp taskgroup
  !$omp task shared(x)
  x(1) = x(n)
  !$omp end task
  !$omp end taskgroup
  !$omp end target
end subroutine
";
    let (ptx, remarks) = compile_ptx(
        "ompdev",
        "fortran_tasks",
        "f90",
        fsrc,
        &["-fopenmp", "-O2", "-Minfo=accel"],
    );
    assert!(ptx.contains(".entry g_"), "no kernel:\n{remarks}\n{ptx}");
    assert!(!ptx.contains("__kmpc"), "a libomp call:\n{remarks}\n{ptx}");
}
