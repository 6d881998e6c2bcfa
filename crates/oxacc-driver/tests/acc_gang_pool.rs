//! Gang blocks of the device heap come from a pool per multiprocessor (docs/design.md
//! decision 80), not from a device `malloc` and `free` per gang: checked in the PTX that
//! oxacc embeds (no GPU needed; the lead's A/B kit measures it, bench/privpool/).

mod common;
use common::{compile_ptx, lines_with};

/// The PTX function or kernel named `name` (from its `.func`/`.entry` line to the next one).
fn function<'a>(ptx: &'a str, name: &str) -> &'a str {
    let start = ptx
        .find(&format!("{name}("))
        .and_then(|at| {
            let head = &ptx[..at];
            head.rfind(".func").max(head.rfind(".entry"))
        })
        .unwrap_or_else(|| panic!("no function {name}:\n{ptx}"));
    let rest = &ptx[start..];
    let end = ["\n.func", "\n.visible", "\n.entry", "\n.weak"]
        .iter()
        .filter_map(|p| rest[5..].find(p))
        .min()
        .map_or(rest.len(), |e| e + 5);
    &rest[..end]
}

/// The code a kernel's threads run: its `_$_threads` function, or the kernel itself where
/// LLVM inlined that (it may since a thread's small private copy is a fixed buffer of the
/// frame rather than a run-time `alloca`, decision 108).
fn thread_code<'a>(ptx: &'a str, threads: &str, kernel: &str) -> &'a str {
    if ptx.contains(&format!("{threads}(")) {
        function(ptx, threads)
    } else {
        function(ptx, kernel)
    }
}

/// A gang loop's `private(t[0:m])` (one block per gang) and a vector loop's section
/// reduction in a gang loop (one block per gang iteration): both allocations take a slot of
/// the multiprocessor's pool with one `atom.or`, the releases give it back with one
/// `atom.and`; `malloc` and `free` stay for growing a slot's block and for blocks beyond the
/// slots.
#[test]
fn gang_blocks_come_from_the_pool() {
    let src = "
void rev(float *a, float *t, int n, int m) {
#pragma acc parallel loop gang private(t[0:m]) copy(a[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++) t[i] = a[j*m+i];
#pragma acc loop vector
    for (int i = 0; i < m; i++) a[j*m+i] = t[m-1-i];
  }
}
void hist(const float *x, int n, int m, float *h, int nb) {
#pragma acc parallel loop gang reduction(+:h[0:nb]) copyin(x[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector reduction(+:h[0:nb])
    for (int i = 0; i < m; i++) h[(i + j) % nb] += x[j*m+i];
  }
}
";
    let args = ["-fopenacc", "-O2", "-Minfo=accel", "--offload-arch=sm_90"];
    let (ptx, remarks) = compile_ptx("pool", "gang_blocks", "c", src, &args);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    assert!(
        remarks.contains("rev.acc.0: 1 private copy of run-time length in one block per gang"),
        "{remarks}"
    );
    let alloc = function(&ptx, "__oxacc_gang_alloc");
    assert!(lines_with(alloc, "__oxacc_gang_pool_take") == 1, "{alloc}");
    assert!(lines_with(alloc, "malloc") == 0, "{alloc}");
    let take = function(&ptx, "__oxacc_gang_pool_take");
    assert!(lines_with(take, "%smid") == 1, "{take}");
    assert!(lines_with(take, "atom.global.or.b64") >= 1, "{take}");
    assert!(lines_with(take, "fence.acq_rel") >= 1, "{take}");
    let free = function(&ptx, "__oxacc_gang_free");
    assert!(lines_with(free, "atom.global.and.b64") == 1, "{free}");
    assert!(lines_with(free, "fence.acq_rel") == 1, "{free}");
    assert!(ptx.contains(".global .align 8 .b8 __oxacc_gang_pool_busy[2048];"));
    // Both kernels allocate through the pool: rev once per gang, hist for the gang loop's
    // copy and once per gang iteration for the vector loop's.
    assert!(
        lines_with(&ptx, "call.uni (retval0), __oxacc_gang_alloc,") >= 3,
        "{ptx}"
    );
}

/// A thread's private copy above 256 bytes (decision 36: its own heap block) whose `malloc`
/// finds the heap exhausted first frees the blocks the pool keeps, then tries once more; in
/// a module without gang blocks there is no pool and nothing to free.
#[test]
fn a_threads_heap_copy_flushes_the_pool_before_giving_up() {
    let per_thread = "
void f(double *a, double *p, int n, int m) {
#pragma acc parallel loop private(p[0:m]) copy(a[0:n*m])
  for (int j = 0; j < n; j++) {
    for (int i = 0; i < m; i++) p[i] = a[j*m+i] * 2;
    double s = 0;
    for (int i = 0; i < m; i++) s += p[i];
    a[j*m] = s;
  }
}
";
    let per_gang = "
void g(double *a, double *t, int n, int m) {
#pragma acc parallel loop gang private(t[0:m]) copy(a[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++) t[i] = a[j*m+i];
#pragma acc loop vector
    for (int i = 0; i < m; i++) a[j*m+i] = t[m-1-i];
  }
}
";
    let args = ["-fopenacc", "-O2", "--offload-arch=sm_90"];
    let (ptx, _) = compile_ptx("pool", "thread_copies", "c", per_thread, &args);
    assert_eq!(lines_with(&ptx, "call.uni (retval0), malloc,"), 2, "{ptx}");
    assert!(!ptx.contains("__oxacc_gang_pool"), "{ptx}");
    // The site's block comes from an out-of-line `noalias` function that reuses it: inline,
    // the loaded block made LLVM keep every store to the copy apart from nothing (decision
    // 73's `private w(16)` loop reloaded x(i) and stored y(i) per element, 0.1 → 2 ms).
    let k = thread_code(&ptx, "f_$_acc_$_0_$_threads", "f_acc_0__dev");
    assert_eq!(
        lines_with(k, "call.uni (retval0), __oxacc_private_block,"),
        1,
        "{k}"
    );
    assert_eq!(lines_with(k, "malloc"), 0, "{k}");
    assert!(ptx.contains(".func  (.param .b64 func_retval0) __oxacc_private_block("));
    let both = format!("{per_thread}{per_gang}");
    let (ptx, _) = compile_ptx("pool", "both", "c", &both, &args);
    let flush = function(&ptx, "__oxacc_gang_pool_flush");
    assert!(lines_with(flush, "atom.global.or.b64") == 1, "{flush}");
    // The thread's site and the pool's own take.
    assert_eq!(
        lines_with(&ptx, "call.uni __oxacc_gang_pool_flush,"),
        2,
        "{ptx}"
    );
}

/// Decision 73's fast case stays fast: a combined loop's `private w(16)` (the thread's stack,
/// or its heap block through `__oxacc_private_block`) is kept apart from the other arrays, so
/// the dot product's loop accumulates in a register (no store to `y(i)` in it), as on main.
#[test]
fn a_threads_private_copy_does_not_alias_the_arrays() {
    let src = include_str!("../../../bench/privpool/pool_bench.f90");
    let args = ["-fopenacc", "-O2", "--offload-arch=sm_90"];
    let (ptx, _) = compile_ptx("pool", "private_w16", "f90", src, &args);
    let k = thread_code(
        &ptx,
        "__pool_kernels_MOD_private_kernel_$_acc_$_0_$_threads",
        "__pool_kernels_MOD_private_kernel_acc_0__dev",
    );
    let loops = common::ptx_loops(k);
    // The innermost loop with the product (the i loop around it holds it too).
    let dot = loops
        .iter()
        .filter(|l| l.iter().any(|i| i.starts_with("fma.rn.f32")))
        .min_by_key(|l| l.len())
        .unwrap_or_else(|| panic!("no dot product loop:\n{k}"));
    assert!(!dot.iter().any(|i| i.starts_with("st.")), "{dot:?}\n{k}");
}
