//! Private copies of whole arrays of run-time length on loops whose iterations the threads
//! of a gang share (docs/design.md decision 73), checked in the remarks and the PTX that
//! oxacc embeds (no GPU needed). The private descriptor (Fortran) or pointer variable (C)
//! holds the copy's address; these kernels ran one thread per gang ("the address of a
//! private variable stored to memory") until spmd.rs followed that address.

mod common;
use common::{compile_ptx, lines_with};

fn compile(name: &str, ext: &str, src: &str) -> (String, String) {
    let args = ["-fopenacc", "-O2", "-Minfo=accel", "--offload-arch=sm_90"];
    compile_ptx("fpriv", name, ext, src, &args)
}

/// The PTX of kernel `k` (its entry and the `$threads` function it calls, if any).
fn kernel<'a>(ptx: &'a str, k: &str) -> String {
    let dev = format!("{k}__dev(");
    let threads = format!("{}_$_threads(", k.replace("_acc_", "_$_acc_$_"));
    ptx.split(".visible .entry ")
        .chain(ptx.split("\n.func "))
        .filter(|part| part.starts_with(&dev) || part.starts_with(&threads))
        .collect::<Vec<&'a str>>()
        .join("\n")
}

/// Every kernel of the application-style test runs on all threads of its gangs: a gang
/// loop's private allocatable is one block per gang that its vector loops share, a vector
/// loop's private assumed-shape dummy, a combined construct's private pointer and module
/// allocatable are per thread, and a firstprivate table the threads read is one per gang.
#[test]
fn fortran_private_arrays_run_on_the_gangs_threads() {
    let src =
        include_str!("../../../testsuite/acc-fortran/data/390_fpriv_private_arrays_on_threads.f90");
    let (ptx, remarks) = compile("fortran", "f90", src);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    for k in 0..6 {
        assert!(
            remarks.contains(&format!(".acc.{k} launched")),
            "kernel {k}:\n{remarks}"
        );
    }
    for k in ["reverse_columns", "smooth_rows"] {
        assert!(
            remarks.contains(&format!(
                "{k}.acc.{}: 1 private copy of run-time length in one block per gang",
                if k == "reverse_columns" { 0 } else { 1 }
            )),
            "{remarks}"
        );
    }
    // The per-thread copies: the thread's stack up to 256 bytes, its own heap block above
    // (decision 36), in a kernel whose loop is shared by the block's threads (%tid.x steps).
    let k = kernel(&ptx, "__scratch_ops_MOD_partial_sums_acc_2");
    // (Through `__oxacc_private_block`, which reuses the site's block: decision 80.)
    assert!(lines_with(&k, "__oxacc_private_block,") > 0, "{k}");
    assert!(lines_with(&k, "%ntid.x") > 0, "{k}");
    // The gang block of the firstprivate table: thread 0 fills it, the threads read it.
    let k = kernel(&ptx, "__scratch_ops_MOD_weighted_acc_5");
    assert!(lines_with(&k, "__oxacc_gang_alloc") > 0, "{k}");
    assert!(lines_with(&k, "%ntid.x") > 0, "{k}");
}

/// The C analogue: `private(p[0:m])` of a pointer on a gang loop (one block per gang that
/// the vector loops share) and on a combined gang-vector loop (per thread).
#[test]
fn c_private_pointer_sections_run_on_the_gangs_threads() {
    let src = "
void f(double *a, double *p, int n, int m) {
#pragma acc parallel loop gang private(p[0:m]) copy(a[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++) p[i] = a[j*m+i] * 2;
#pragma acc loop vector
    for (int i = 0; i < m; i++) a[j*m+i] = p[m-1-i];
  }
#pragma acc parallel loop private(p[0:m]) copy(a[0:n*m])
  for (int j = 0; j < n; j++) {
    for (int i = 0; i < m; i++) p[i] = a[j*m+i] * 2;
    double s = 0;
    for (int i = 0; i < m; i++) s += p[i];
    a[j*m] = s;
  }
}
";
    let (_, remarks) = compile("c", "c", src);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    assert!(
        remarks.contains("f.acc.0: 1 private copy of run-time length in one block per gang"),
        "{remarks}"
    );
}

/// Array reductions of arrays behind descriptors on vector loops inside gang loops: the
/// vector loop's copy is one block per gang, allocated in the gang loop's body, that its
/// threads update with atomics (no kernel runs one thread per gang).
#[test]
fn fortran_vector_loop_array_reductions_run_on_the_gangs_threads() {
    let src = include_str!(
        "../../../testsuite/acc-fortran/reduction/391_fpriv_vector_array_reductions.f90"
    );
    let (ptx, remarks) = compile("vector_reductions", "f90", src);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    for k in [
        "__hist_ops_MOD_column_histogram_acc_0",
        "__hist_ops_MOD_count_keys_acc_1",
    ] {
        let body = kernel(&ptx, k);
        // The vector loop's updates: atomics on the gang's block (not global memory).
        assert!(lines_with(&body, "atom.add.") > 0, "{k}:\n{body}");
        assert!(lines_with(&body, "__oxacc_gang_alloc") >= 2, "{k}:\n{body}");
        assert!(lines_with(&body, "%tid.x") > 0, "{k}:\n{body}");
    }
}

/// The C analogue: `loop vector reduction(+:h[0:nb])` inside a gang loop reducing the same
/// section.
#[test]
fn c_vector_loop_section_reductions_run_on_the_gangs_threads() {
    let src = "
void hist(const int *k, int n, int m, long *h, int nb) {
#pragma acc parallel loop gang reduction(+:h[0:nb]) copyin(k[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector reduction(+:h[0:nb])
    for (int i = 0; i < m; i++) h[k[j*m+i]] += 1;
  }
}
";
    let (ptx, remarks) = compile("c_vector_reductions", "c", src);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    assert!(
        lines_with(&ptx, "atom.add.u64") + lines_with(&ptx, "atom.add.s64") > 0,
        "{ptx}"
    );
}

/// The OpenMP form: a combined target loop's private assumed-shape scratch and a distribute
/// loop's private allocatable row buffer (omp-fortran/target/260).
#[test]
fn openmp_private_arrays_run_on_the_teams_threads() {
    let src = include_str!(
        "../../../testsuite/omp-fortran/target/260_fpriv_private_arrays_on_threads.f90"
    );
    let args = ["-fopenmp", "-O2", "-Minfo=accel", "--offload-arch=sm_90"];
    let (_, remarks) = compile_ptx("fpriv", "openmp", "f90", src, &args);
    assert!(!remarks.contains("one thread per gang"), "{remarks}");
    assert!(remarks.contains(".acc.0 launched"), "{remarks}");
    assert!(remarks.contains(".acc.1 launched"), "{remarks}");
}
