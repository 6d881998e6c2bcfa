//! Private copies of run-time length in device code (docs/design.md decision 36), checked in
//! the PTX that oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed): a GPU thread's stack is 1 KiB,
//! so such storage comes from CUDA's device heap (`malloc`/`free`), a thread's own block above
//! a few hundred bytes, or one block per gang (`__oxacc_gang_alloc`, published through a
//! `.shared` slot) where the gang's threads only read the copy. No `alloca` of run-time size
//! is left without the heap beside it; copies of constant size stay in the thread's frame.

mod common;
use common::{compile_ptx, lines_with};

/// Compiles `src` (C, or Fortran when `ext` is `f90`) with `-fopenacc -O2 -Minfo=accel` for
/// sm_90; returns the PTX and the remarks.
fn compile(name: &str, ext: &str, src: &str) -> (String, String) {
    let args = ["-fopenacc", "-O2", "-Minfo=accel", "--offload-arch=sm_90"];
    compile_ptx("storage", name, ext, src, &args)
}

/// Each PTX `alloca` (a dynamic stack allocation) sits beside the heap: the kernel also calls
/// `malloc`, and the size was compared with the stack's share first.
fn every_alloca_has_the_heap_beside_it(ptx: &str) {
    for kernel in ptx.split(".entry").skip(1) {
        if lines_with(kernel, "alloca") > 0 {
            assert!(
                lines_with(kernel, "malloc") > 0,
                "a dynamic alloca without the heap:\n{kernel}"
            );
        }
    }
}

/// OpenACCV-V `parallel_private`: a compute-level `private(c[0:n])` written by a worker loop
/// and summed by a sequential loop (one thread per gang): the copy is the gang's thread's own
/// heap block, freed when the kernel returns.
#[test]
fn a_private_section_of_run_time_length_comes_from_the_heap() {
    let src = "
void f(int n, const double *a, double *c, double *d) {
#pragma acc parallel num_gangs(10) private(c[0:n]) copyin(a[0:10*n]) copy(d[0:10])
  {
#pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
#pragma acc loop worker
      for (int y = 0; y < n; ++y) c[y] = a[x * n + y];
#pragma acc loop seq
      for (int y = 0; y < n; ++y) d[x] += c[y];
    }
  }
}
";
    let (ptx, remarks) = compile("private", "c", src);
    assert!(lines_with(&ptx, "malloc,") > 0, "{remarks}\n{ptx}");
    assert!(lines_with(&ptx, "free,") > 0, "{ptx}");
    every_alloca_has_the_heap_beside_it(&ptx);
}

/// OpenACCV-V `parallel_firstprivate`: a compute-level `firstprivate(c[0:n])` that a worker
/// loop only reads is one heap block per gang, not a copy per thread.
#[test]
fn a_firstprivate_section_read_by_the_threads_is_one_block_per_gang() {
    let src = "
void f(int n, const double *a, const double *c, double *d) {
#pragma acc parallel firstprivate(c[0:n]) copyin(a[0:10*n]) copyout(d[0:10*n])
  {
#pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
#pragma acc loop worker
      for (int y = 0; y < n; ++y) d[x * n + y] = a[x * n + y] + c[y];
    }
  }
}
";
    let (ptx, remarks) = compile("firstprivate", "c", src);
    assert!(
        remarks.contains("iterations shared by the threads of a gang on the GPU"),
        "{remarks}"
    );
    assert!(lines_with(&ptx, "__oxacc_gang_heap_slot") > 0, "{ptx}");
    assert_eq!(lines_with(&ptx, "alloca"), 0, "{ptx}");
    every_alloca_has_the_heap_beside_it(&ptx);
}

/// Fortran `firstprivate(c)` / `private(c)` of an automatic array: the whole array, from the
/// heap on the GPU.
#[test]
fn fortran_automatic_arrays_are_privatized_whole_from_the_heap() {
    let src = "
subroutine work(n, d)
  integer :: n, x, y
  real(8) :: d(10*n), c(n)
  c = 1
  !$acc parallel num_gangs(10) private(c) copy(d)
  !$acc loop gang
  do x = 0, 9
    !$acc loop worker
    do y = 1, n
      c(y) = x
    end do
    !$acc loop seq
    do y = 1, n
      d(x*n+y) = d(x*n+y) + c(y)
    end do
  end do
  !$acc end parallel
end subroutine
";
    let (ptx, remarks) = compile("automatic", "f90", src);
    assert!(remarks.contains("private per gang"), "{remarks}");
    assert!(lines_with(&ptx, "malloc,") > 0, "{remarks}\n{ptx}");
    every_alloca_has_the_heap_beside_it(&ptx);
}

/// A private array of constant size stays in the thread's frame (no heap).
#[test]
fn a_constant_private_section_stays_on_the_stack() {
    let src = "
void f(const double *a, double *d) {
  double c[64];
#pragma acc parallel num_gangs(10) private(c[0:64]) copyin(a[0:640]) copy(d[0:10])
  {
#pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
      for (int y = 0; y < 64; ++y) c[y] = a[x * 64 + y];
      for (int y = 0; y < 64; ++y) d[x] += c[63 - y];
    }
  }
}
";
    let (ptx, remarks) = compile("constant", "c", src);
    assert_eq!(lines_with(&ptx, "malloc"), 0, "{remarks}\n{ptx}");
    assert_eq!(lines_with(&ptx, "alloca"), 0, "{ptx}");
}

/// The largest `.param` of the kernels, in bytes (`.param .align 8 .b8 k_param_0[8000]`).
fn largest_param(ptx: &str) -> usize {
    ptx.lines()
        .filter(|l| l.trim_start().starts_with(".param"))
        .filter_map(|l| {
            let (_, rest) = l.rsplit_once('[')?;
            rest.split(']').next()?.parse().ok()
        })
        .max()
        .unwrap_or(0)
}

/// `firstprivate` of an 8 KB array (OpenACC and OpenMP alike) travels through device memory:
/// CUDA's parameter space holds 4 KiB for all of a kernel's arguments. A small structure stays
/// in the argument buffer.
#[test]
fn large_firstprivate_aggregates_are_no_kernel_parameters() {
    let acc = "
struct small { int a, b; double s; };
void f(double *out, struct small q) {
  double table[1000];
  for (int i = 0; i < 1000; i++) table[i] = i;
#pragma acc parallel loop firstprivate(table, q) copyout(out[0:1000])
  for (int i = 0; i < 1000; i++) out[i] = table[999 - i] * q.a;
}
";
    let (ptx, remarks) = compile("fp_acc", "c", acc);
    assert!(remarks.contains("copyin(table)"), "{remarks}");
    assert_eq!(largest_param(&ptx), 16, "{ptx}");
    let omp = acc.replace(
        "acc parallel loop firstprivate(table, q) copyout(out[0:1000])",
        "omp target teams distribute parallel for firstprivate(table, q) map(from: out[0:1000])",
    );
    let (ptx, _) = compile_ptx(
        "storage",
        "fp_omp",
        "c",
        &omp,
        &["-fopenmp", "-O2", "--offload-arch=sm_90"],
    );
    assert!(largest_param(&ptx) <= 16, "{ptx}");
}
