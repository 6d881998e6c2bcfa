//! Routines with loops of their own on the GPU (docs/gpu.md "Routines with loops of their
//! own", decision 51): a `routine vector` called from gang-redundant code of a `parallel loop
//! gang` is called by every thread of the gang, whose threads share its vector loop and
//! reduce with warp shuffles; a call from worker-level code is shared by the threads of the
//! worker. Checked
//! in the PTX (no GPU needed); the programs that run it are acc/routine/011–014 and
//! acc-fortran/routine/230–231.

mod common;
use common::{compile_ptx, lines_with};

const ARGS: [&str; 4] = ["-fopenacc", "-O2", "--offload-arch=sm_90", "-Minfo=accel"];

/// The PTX of entry `name` (up to the next top-level directive).
fn entry<'a>(ptx: &'a str, name: &str) -> &'a str {
    let start = ptx
        .find(&format!(".entry {name}("))
        .unwrap_or_else(|| panic!("no .entry {name} in the PTX:\n{ptx}"));
    let rest = &ptx[start..];
    let end = rest[1..].find("\n.").map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

#[test]
fn the_threads_of_a_gang_share_a_vector_routines_loop() {
    let c = "
#pragma acc routine vector
static double rowsum(const double *row, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += row[j];
  return s;
}
void f(const double *a, double *out, int m, int n) {
  #pragma acc parallel loop gang copyin(a[0:m*n]) copyout(out[0:m])
  for (int i = 0; i < m; i++) out[i] = rowsum(a + (long)i * n, n);
}
";
    let (ptx, remarks) = compile_ptx("rthreads", "c_vector", "c", c, &ARGS);
    assert!(
        remarks.contains("every thread of the gang calls routine rowsum"),
        "{remarks}"
    );
    assert!(!remarks.contains("runs one thread per gang"), "{remarks}");
    let k = entry(&ptx, "f_acc_0__dev");
    // The gang's threads split the loop (lane and stride from %tid/%ntid), reduce it with a
    // butterfly of shuffles, meet at barriers; no early return of threads other than 0.
    assert!(k.contains("%tid.x") && k.contains("%ntid.x"), "{k}");
    assert_eq!(lines_with(k, "shfl.sync.bfly"), 10, "{k}");
    assert!(k.contains("bar.sync"), "{k}");
}

#[test]
fn a_fortran_vector_routine_writes_the_callers_variable_once() {
    let f = "
module m
contains
  subroutine norm2(x, n, res)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: res
    real(8) :: s
    integer :: i
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + x(i) * x(i)
    end do
    res = s
  end subroutine
end module
subroutine g(a, r, n, k)
  use m
  integer :: n, k, j
  real(8) :: a(n, k), r(k), t
  !$acc parallel loop gang copyin(a) copyout(r) private(t)
  do j = 1, k
    call norm2(a(1, j), n, t)
    r(j) = t
  end do
end subroutine
";
    let (ptx, remarks) = compile_ptx("rthreads", "f_vector", "f90", f, &ARGS);
    assert!(
        remarks.contains("every thread of the gang calls routine norm2 "),
        "{remarks}"
    );
    assert!(
        remarks.contains("(given to a routine that every thread calls"),
        "{remarks}"
    );
    let k = entry(&ptx, "g__acc_0__dev");
    assert!(k.contains("%tid.x") && k.contains("shfl.sync.bfly"), "{k}");
    // `t` is the gang's one copy in shared memory: the routine's store reaches every thread.
    assert!(
        k.contains("st.shared.f64") || k.contains("st.shared.b64"),
        "{k}"
    );
}

/// A call from worker-level code (a worker loop without vector loops of its own) takes the
/// version that the threads of one worker run (coop.rs): the worker loop steps over
/// `%tid.y`, the routine's vector loop over `%tid.x` of that worker, whose threads reduce
/// with shuffles and meet at the worker's barriers (a warp barrier, or the named barrier
/// `1 + %tid.y` of `%ntid.x` threads). It was the one-thread version: each thread one
/// iteration of the worker loop and the whole routine (no shuffles). A call from a vector
/// loop, which would take the one-thread version, is an error (§2.15.1).
#[test]
fn a_call_from_worker_level_code_is_shared_by_the_workers_threads() {
    let c = "
#pragma acc routine vector
static double rowsum(const double *row, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += row[j];
  return s;
}
void f(const double *a, double *out, int m, int n) {
  #pragma acc parallel loop gang copyin(a[0:m*n*4]) copyout(out[0:m*4])
  for (int i = 0; i < m; i++) {
    #pragma acc loop worker
    for (int k = 0; k < 4; k++) out[i * 4 + k] = rowsum(a + ((long)i * 4 + k) * n, n);
  }
}
";
    let (ptx, remarks) = compile_ptx("rthreads", "c_worker_level", "c", c, &ARGS);
    assert!(
        remarks.contains("the threads of each worker call routine rowsum"),
        "{remarks}"
    );
    assert!(
        remarks.contains("(worker, threadIdx.y)"),
        "the worker loop stays at the worker level: {remarks}"
    );
    let k = entry(&ptx, "f_acc_0__dev");
    assert!(k.contains("%tid.y") && k.contains("%ntid.y"), "{k}");
    assert!(k.contains("%tid.x") && k.contains("%ntid.x"), "{k}");
    // A double in two halves, five steps each.
    assert_eq!(lines_with(k, "shfl.sync.bfly"), 10, "{k}");
    assert!(
        k.contains("barrier.sync") && k.contains("bar.warp.sync"),
        "{k}"
    );
}

/// `-Minfo=accel` names a Fortran routine as the program writes it (decision 51's remarks),
/// not by its symbol: a module procedure is not `__m_MOD_scale_row`, an external procedure
/// not `shift_row_`, a cooperative version not `….threads`; a routine that falls back too.
#[test]
fn fortran_routine_remarks_name_the_procedures_as_written() {
    let f = "
module m
contains
  subroutine scale_row(x, n)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(inout) :: x(n)
    integer :: i
    !$acc loop vector
    do i = 1, n
      x(i) = 2 * x(i)
    end do
  end subroutine
  subroutine last_pos(x, n, k)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer, intent(out) :: k
    integer :: i, j
    j = 0
    !$acc loop vector
    do i = 1, n
      if (x(i) > 0) j = i
    end do
    k = j
  end subroutine
end module
subroutine shift_row(x, n)
  !$acc routine vector
  integer, intent(in) :: n
  real(8), intent(inout) :: x(n)
  integer :: i
  !$acc loop vector
  do i = 1, n
    x(i) = x(i) + 1
  end do
end subroutine
subroutine g(a, n, k)
  use m
  integer :: n, k, j
  real(8) :: a(n, k)
  interface
    subroutine shift_row(x, n)
      !$acc routine vector
      integer, intent(in) :: n
      real(8), intent(inout) :: x(n)
    end subroutine
  end interface
  !$acc parallel loop gang copy(a)
  do j = 1, k
    call scale_row(a(1, j), n)
    call shift_row(a(1, j), n)
  end do
end subroutine
";
    let (_, remarks) = compile_ptx("rthreads", "f_names", "f90", f, &ARGS);
    for want in [
        "remark: routine scale_row: loops shared by the threads of the gang",
        "remark: routine shift_row: loops shared by the threads of the gang",
        "remark: routine last_pos: its loops run in one thread of the gang",
        "every thread of the gang calls routine scale_row ",
        "every thread of the gang calls routine shift_row ",
    ] {
        assert!(remarks.contains(want), "no `{want}` in:\n{remarks}");
    }
    assert!(
        !remarks.contains("_MOD_")
            && !remarks.contains("shift_row_")
            && !remarks.contains(".threads"),
        "{remarks}"
    );
}

/// The `.shared` bytes the PTX module declares (its only kernel's, with the routines it
/// calls: every `.shared` variable is the kernel's).
fn shared_bytes(ptx: &str) -> u64 {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(".shared"))
        .filter_map(|l| {
            let open = l.rfind('[')?;
            let close = l.rfind(']')?;
            l[open + 1..close].parse::<u64>().ok()
        })
        .sum()
}

/// A region's gang-private array (30 KiB) and the local array of the vector routine it calls
/// (24 KiB) each fit in shared memory, not together: the kernel declared 56,320 bytes of
/// `.shared` (with the reductions' scratch), over ptxas's 48 KiB. The region's array now goes
/// to the gang's storage in global memory (`__oxacc_gang_alloc`), with a remark.
#[test]
fn a_kernel_and_its_routines_share_48_kib_of_shared_memory() {
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../testsuite/acc/routine/082_routine_and_region_shared_arrays.c"),
    )
    .unwrap();
    let (ptx, remarks) = compile_ptx("rthreads", "c_shared_budget", "c", &src, &ARGS);
    assert!(
        remarks.contains("'acc_row' in the gang's storage in global memory, not shared memory"),
        "{remarks}"
    );
    assert!(
        remarks.contains("every thread of the gang calls routine folded"),
        "{remarks}"
    );
    let bytes = shared_bytes(&ptx);
    assert!(bytes <= 48 * 1024, "{bytes} bytes of .shared:\n{ptx}");
    // The routine's window stays in shared memory; the region's array is a heap block.
    assert!(ptx.contains("[24576]"), "{ptx}");
    assert!(ptx.contains("__oxacc_gang_alloc"), "{ptx}");
}

/// A worker loop calling a vector routine without a worker version (its 24 KiB array does not
/// fit once per worker; or no cooperative version at all: a scalar written in its vector loop
/// and read after it) stays the thread loop it was before worker versions: each thread runs an
/// iteration and the one-thread version, and the kernel still runs gangs of threads.
#[test]
fn a_worker_loop_calling_a_routine_without_worker_version_is_a_thread_loop() {
    let c = "
#pragma acc routine vector
static double folded(const double *x, int n) {
  double w[3072];
  double s = 0;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) w[j] = x[j] + 1;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += w[n - 1 - j];
  return s;
}
#pragma acc routine vector
static double last(const double *x, int n) {
  double t = 0;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) t = x[j];
  return t;
}
void f(const double *a, double *out, double *out2, int m, int n) {
  #pragma acc parallel loop gang copyin(a[0:m*n*4]) copyout(out[0:m*4], out2[0:m*4])
  for (int i = 0; i < m; i++) {
    #pragma acc loop worker
    for (int k = 0; k < 4; k++) out[i * 4 + k] = folded(a + ((long)i * 4 + k) * n, n);
    #pragma acc loop worker
    for (int k = 0; k < 4; k++) out2[i * 4 + k] = last(a + ((long)i * 4 + k) * n, n);
  }
}
";
    let (_, remarks) = compile_ptx("rthreads", "c_no_worker_version", "c", c, &ARGS);
    assert!(
        remarks.contains("routine folded: one thread of each worker runs its loops"),
        "{remarks}"
    );
    assert!(
        remarks.contains("a vector routine it calls has no version for the threads of a worker"),
        "{remarks}"
    );
    assert!(!remarks.contains("runs one thread per gang"), "{remarks}");
    assert!(
        !remarks.contains("the threads of each worker call"),
        "{remarks}"
    );
}
