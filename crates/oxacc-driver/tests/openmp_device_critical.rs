//! `critical` in device code (OpenMP 4.5 §2.13.2; docs/openmp.md, decision 95), checked in
//! the PTX oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed): a spin lock on one global word per
//! name, whose body runs inside the acquire loop, in target regions and in `declare target`
//! functions; and no symbol of the device module has a name PTX cannot parse (clang's
//! `.gomp_critical_user_NAME.var`, which made the driver's JIT refuse the whole module).

mod common;
use common::compile_ptx;

const DECLARE_TARGET: &str = "#include <stdio.h>
#pragma omp declare target
void f(int *x) {
#pragma omp critical(upd)
  { *x += 1; }
}
#pragma omp end declare target
int main(void) {
  int x = 0;
#pragma omp target teams distribute parallel for map(tofrom: x)
  for (int i = 0; i < 100; i++) f(&x);
  printf(\"%d\\n\", x);
}
";

/// The variable declarations of `ptx` whose name PTX ISA §4.4 does not take (an identifier
/// never starts with '.' nor holds one): the name is the last word before `[`, `=` or `;`.
fn bad_identifiers(ptx: &str) -> Vec<String> {
    ptx.lines()
        .map(str::trim)
        .filter(|l| l.starts_with('.') && l.ends_with(';') && l.contains(".global"))
        .filter(|l| {
            let decl = l.split(['[', '=', ';']).next().unwrap_or(l);
            decl.split_whitespace()
                .last()
                .is_some_and(|name| name.contains('.'))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn a_declare_target_critical_is_a_device_spin_lock_with_valid_names() {
    for opt in ["-O0", "-O2"] {
        let (ptx, stderr) = compile_ptx("omp_crit", "dt", "c", DECLARE_TARGET, &["-fopenmp", opt]);
        assert!(
            !stderr.contains("has no device version"),
            "{opt}: f has a device version:\n{stderr}"
        );
        assert_eq!(bad_identifiers(&ptx), Vec::<String>::new(), "{opt}:\n{ptx}");
        assert!(
            ptx.contains(".common .global .align 4 .u32 __oxacc_critical_upd;"),
            "{opt}: the name's lock word, shared by every file:\n{ptx}"
        );
        assert!(
            ptx.lines().any(|l| l.contains("atom")
                && l.contains("cas")
                && l.contains("__oxacc_critical_upd")),
            "{opt}: acquired by compare-and-swap:\n{ptx}"
        );
        assert!(
            ptx.lines()
                .any(|l| l.contains("exch") && l.contains("__oxacc_critical_upd")),
            "{opt}: released by an atomic exchange:\n{ptx}"
        );
    }
}

/// The body between the acquire and the loop's back branch: after a successful exchange the
/// thread runs the body and the release before it branches back to the exchange (which a
/// `while (cas) ; body` form would not do: there the body follows the loop).
#[test]
fn the_body_runs_inside_the_acquire_loop() {
    let (ptx, _) = compile_ptx(
        "omp_crit",
        "loop",
        "c",
        DECLARE_TARGET,
        &["-fopenmp", "-O2"],
    );
    let lines: Vec<&str> = ptx.lines().map(str::trim).collect();
    let cas = lines
        .iter()
        .position(|l| l.contains("cas") && l.contains("__oxacc_critical_upd"))
        .expect("the exchange");
    let exch = lines
        .iter()
        .position(|l| l.contains("exch") && l.contains("__oxacc_critical_upd"))
        .expect("the release");
    // The label of the exchange's block, branched to again after the release.
    let label = lines[..cas]
        .iter()
        .rev()
        .find(|l| l.ends_with(':'))
        .map(|l| l.trim_end_matches(':'))
        .expect("a label before the exchange");
    assert!(
        lines[exch..]
            .iter()
            .take_while(|l| !l.starts_with("ret"))
            .chain(lines[..cas].iter())
            .any(|l| l.contains("bra") && l.contains(label)),
        "the loop returns to the exchange after the body:\n{ptx}"
    );
}

#[test]
fn critical_in_a_target_region_compiles_for_the_device() {
    let src = "#include <omp.h>
int main(void) {
  int a = 0, b = 0;
#pragma omp target teams distribute parallel for map(tofrom: a, b)
  for (int i = 0; i < 1000; i++) {
#pragma omp critical
    a++;
#pragma omp critical(bb) hint(omp_sync_hint_contended)
    b += 2;
  }
  return a + b == 3000 ? 0 : 1;
}
";
    let (ptx, stderr) = compile_ptx("omp_crit", "region", "c", src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("error"), "{stderr}");
    assert_eq!(bad_identifiers(&ptx), Vec::<String>::new(), "{ptx}");
    for word in ["__oxacc_critical]", "__oxacc_critical_bb]"] {
        assert!(
            ptx.lines().any(|l| l.contains("cas") && l.contains(word)),
            "{word}:\n{ptx}"
        );
    }
    let src = "program p
  implicit none
  integer :: a, i
  a = 0
  !$omp target teams distribute parallel do map(tofrom: a)
  do i = 1, 1000
    !$omp critical (ff)
    a = a + 1
    !$omp end critical (ff)
  end do
  print *, a
end program p
";
    let (ptx, stderr) = compile_ptx("omp_crit", "fortran", "f90", src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("error"), "{stderr}");
    assert!(
        ptx.lines()
            .any(|l| l.contains("cas") && l.contains("__oxacc_critical_ff]")),
        "{ptx}"
    );
}

/// The OpenMP lock routines have device versions: the same spin lock on the lock's word.
#[test]
fn lock_routines_are_defined_in_device_code() {
    let src = "#include <omp.h>
omp_lock_t lk;
#pragma omp declare target(lk)
int main(void) {
  int n = 0, t = 0;
#pragma omp target
  omp_init_lock(&lk);
#pragma omp target teams distribute parallel for map(tofrom: n)
  for (int i = 0; i < 100; i++) {
    omp_set_lock(&lk);
    n++;
    omp_unset_lock(&lk);
  }
#pragma omp target map(tofrom: t)
  {
    t = omp_test_lock(&lk);
    omp_unset_lock(&lk);
    omp_destroy_lock(&lk);
  }
  return n == 100 && t ? 0 : 1;
}
";
    let (ptx, stderr) = compile_ptx("omp_crit", "locks", "c", src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("has no device version"), "{stderr}");
    assert!(
        ptx.lines()
            .filter(|l| l.contains("atom") && l.contains("cas"))
            .count()
            >= 2,
        "{ptx}"
    );
    assert!(
        ptx.lines()
            .any(|l| l.contains("atom") && l.contains("exch")),
        "{ptx}"
    );
}

/// The nestable lock routines have device versions (decision 105): the owner's number (from
/// the block and thread indices) is compare-and-swapped into the lock's first word, and an
/// owner that sets the lock again only counts up, so a `declare target` function taking the
/// lock its caller holds does not wait for itself.
#[test]
fn nest_lock_routines_are_defined_in_device_code() {
    let src = "#include <omp.h>
omp_nest_lock_t nl;
#pragma omp declare target(nl)
#pragma omp declare target
static void add(int *n) {
  omp_set_nest_lock(&nl);
  *n += 1;
  omp_unset_nest_lock(&nl);
}
#pragma omp end declare target
int main(void) {
  int n = 0, t = 0;
#pragma omp target
  omp_init_nest_lock_with_hint(&nl, omp_lock_hint_uncontended);
#pragma omp target teams distribute parallel for map(tofrom: n)
  for (int i = 0; i < 100; i++) {
    omp_set_nest_lock(&nl);
    add(&n);
    omp_unset_nest_lock(&nl);
  }
#pragma omp target map(tofrom: t)
  {
    t = omp_test_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
    omp_destroy_nest_lock(&nl);
  }
  return n == 100 && t == 1 ? 0 : 1;
}
";
    for opt in ["-O0", "-O2"] {
        let (ptx, stderr) = compile_ptx("omp_crit", "nest", "c", src, &["-fopenmp", opt]);
        assert!(!stderr.contains("has no device version"), "{opt}: {stderr}");
        assert!(
            ptx.lines().any(|l| l.contains("atom") && l.contains("cas")),
            "{opt}: acquired by compare-and-swap:\n{ptx}"
        );
        assert!(
            ptx.contains("%ctaid.x") && ptx.contains("%tid.x"),
            "{opt}: the owner is the thread's number in the grid:\n{ptx}"
        );
        assert!(
            ptx.lines()
                .any(|l| l.contains("atom") && l.contains("exch")),
            "{opt}: released by an atomic exchange:\n{ptx}"
        );
    }
}

/// A detachable task in a target region is included (decision 105): `omp_fulfill_event`
/// has a device version (which does nothing), so the region keeps its GPU code.
#[test]
fn fulfill_event_is_defined_in_device_code() {
    let src = "#include <omp.h>
int main(void) {
  int a[64];
#pragma omp target map(from: a)
  {
    omp_event_handle_t ev;
#pragma omp task detach(ev) shared(a)
    {
      for (int i = 0; i < 64; i++) a[i] = i;
      omp_fulfill_event(ev);
    }
#pragma omp taskwait
  }
  return a[63] == 63 ? 0 : 1;
}
";
    let (ptx, stderr) = compile_ptx("omp_crit", "detach", "c", src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("has no device version"), "{stderr}");
    assert!(ptx.contains(".entry"), "{ptx}");
    assert!(!ptx.contains("__kmpc_"), "{ptx}");
}

/// The host path of a target region's `critical` (libomp's lock of the name, the lock every
/// host critical of the name takes) calls libomp through `__oxacc.host_path.*` functions,
/// which device code defines as a trap: no libomp symbol reaches the PTX, and the region's
/// kernel is not refused for them. A function no `declare target` names but a target region
/// calls is implicitly one (5.0 §2.12.7): its `critical` is the device's spin lock too. Before,
/// its libomp calls ("'__kmpc_critical' has no device version") kept the region on the host.
#[test]
fn critical_host_paths_stay_out_of_device_code() {
    let (ptx, stderr) = compile_ptx(
        "omp_crit",
        "hostpath",
        "c",
        DECLARE_TARGET,
        &["-fopenmp", "-O0"],
    );
    assert!(!stderr.contains("has no device version"), "{stderr}");
    assert!(!ptx.contains("__kmpc_"), "{ptx}");
    let src = "#include <stdio.h>
void add(long *c) {
#pragma omp critical(undeclared)
  *c += 1;
}
int main(void) {
  long c = 0;
#pragma omp target teams distribute parallel for map(tofrom: c)
  for (int i = 0; i < 1000; i++)
    add(&c);
  printf(\"%ld\\n\", c);
  return 0;
}
";
    let (ptx, stderr) = compile_ptx("omp_crit", "undeclared", "c", src, &["-fopenmp", "-O2"]);
    assert!(!stderr.contains("has no device version"), "{stderr}");
    assert!(!ptx.contains("__kmpc_"), "{ptx}");
    assert!(
        ptx.lines().any(|l| l.contains("atom")
            && l.contains("cas")
            && l.contains("__oxacc_critical_undeclared")),
        "the device's spin lock:\n{ptx}"
    );
}

/// Tasks in a `declare target` function (OpenMP 4.5 §2.9.1, §2.10.6; decision 95): the
/// device side runs them included, the host side calls libomp through the host-path
/// functions, so no libomp symbol reaches the PTX and the kernel is not kept on the host.
/// Before, "'__kmpc_omp_task_alloc' has no device version" kept the region on the host.
#[test]
fn tasks_in_declare_target_functions_beside_critical_have_device_code() {
    let src = "#pragma omp declare target
long tree(int lo, int hi) {
  if (hi - lo < 4) return hi - lo;
  long a = 0, b = 0;
  int mid = (lo + hi) / 2;
#pragma omp task shared(a)
  a = tree(lo, mid);
#pragma omp task shared(b)
  b = tree(mid, hi);
#pragma omp taskwait
#pragma omp critical(tree)
  a += b;
  return a;
}
int sum(const int *w, int n) {
  int r = 0;
#pragma omp taskgroup task_reduction(+: r)
  for (int i = 0; i < n; i++) {
#pragma omp task in_reduction(+: r)
    r += w[i];
  }
  return r;
}
#pragma omp end declare target
int main(void) {
  long t = 0;
  int w[8] = {1, 2, 3, 4, 5, 6, 7, 8}, r = 0;
#pragma omp target map(tofrom: t, r) map(to: w)
  {
    t = tree(0, 100);
    r = sum(w, 8);
  }
  return t == 100 && r == 36 ? 0 : 1;
}
";
    for opt in ["-O0", "-O2"] {
        let (ptx, stderr) = compile_ptx("omp_crit", "tasks", "c", src, &["-fopenmp", opt]);
        assert!(
            !stderr.contains("has no device version"),
            "{opt}:\n{stderr}"
        );
        assert!(!ptx.contains("__kmpc_"), "{opt}:\n{ptx}");
        assert!(ptx.contains(".entry"), "{opt}: a kernel:\n{ptx}");
        assert_eq!(bad_identifiers(&ptx), Vec::<String>::new(), "{opt}:\n{ptx}");
    }
}

/// Tasks and `critical` in functions that target regions call but no `declare target` names
/// (implicitly `declare target`, OpenMP 5.0 §2.12.7; decision 95's two sides): in C, and in a
/// Fortran module procedure called through its module. Before, "'__kmpc_omp_task_alloc' has
/// no device version" kept every region calling them on the host.
#[test]
fn tasks_and_critical_in_implicit_declare_target_functions_have_device_code() {
    let c = "long tree(const int *v, int lo, int hi) {
  if (hi - lo <= 4) { long s = 0; for (int i = lo; i < hi; i++) s += v[i]; return s; }
  long a = 0, b = 0;
  int mid = (lo + hi) / 2;
#pragma omp task shared(a)
  a = tree(v, lo, mid);
#pragma omp task shared(b)
  b = tree(v, mid, hi);
#pragma omp taskwait
  return a + b;
}
static void count(long *c, long t) {
#pragma omp critical
  *c += t;
}
int main(void) {
  int v[64];
  long c = 0;
  for (int i = 0; i < 64; i++) v[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: c) map(to: v)
  for (int i = 0; i < 8; i++)
    count(&c, tree(v, 0, 64));
  return c == 8 * 2016 ? 0 : 1;
}
";
    let f = "module m
contains
  recursive integer function tree(lo, hi) result(r)
    integer, intent(in) :: lo, hi
    integer :: a, b, mid
    if (hi - lo < 4) then
      r = hi - lo
      return
    end if
    mid = (lo + hi) / 2
    !$omp task shared(a)
    a = tree(lo, mid)
    !$omp end task
    !$omp task shared(b)
    b = tree(mid, hi)
    !$omp end task
    !$omp taskwait
    r = a + b
  end function
  subroutine count(c, t)
    integer, intent(inout) :: c
    integer, intent(in) :: t
    !$omp critical
    c = c + t
    !$omp end critical
  end subroutine
end module
program p
  use m
  integer :: c, i
  c = 0
  !$omp target teams distribute parallel do map(tofrom: c)
  do i = 1, 8
    call count(c, tree(0, 100))
  end do
  print *, c
end program
";
    for (lang, src) in [("c", c), ("f90", f)] {
        for opt in ["-O0", "-O2"] {
            let (ptx, stderr) = compile_ptx("omp_crit", "implicit", lang, src, &["-fopenmp", opt]);
            assert!(
                !stderr.contains("has no device version"),
                "{lang} {opt}:\n{stderr}"
            );
            assert!(!ptx.contains("__kmpc_"), "{lang} {opt}:\n{ptx}");
            assert!(ptx.contains(".entry"), "{lang} {opt}: a kernel:\n{ptx}");
            assert!(
                ptx.lines().any(|l| l.contains("atom")
                    && l.contains("cas")
                    && l.contains("__oxacc_critical")),
                "{lang} {opt}: the device's spin lock:\n{ptx}"
            );
        }
    }
}
