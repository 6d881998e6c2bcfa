//! Decision 88: the kernel of a reduction across gangs (warp shuffles, then one atomic update
//! per gang) runs on one wave of resident blocks, each thread streaming many iterations of its
//! unrolled loop; it gets `.maxnreg 64`, under which ptxas issues the unrolled loads ahead of
//! the dependent adds (16 `LDG.64` in flight per thread in `sum`, against 2 without a limit).
//! Kernels without such a combine keep ptxas's own choice, and `OXACC_WAVE_MAXNREG` sets
//! another limit or (0) none. Checked in the PTX; no GPU needed.

mod common;
use common::compile_ptx;

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

/// A dot product and a scaled copy, as applications write them (functions over pointers,
/// `present` data): the first reduces across gangs, the second does not; a count; and cg's
/// update with its residual's norm, a reduction that also stores to device memory, which
/// keeps ptxas's choice (decision 100: 32 → 58 registers under the limit, 4% slower).
const SRC: &str = "double dot(long n, const double *x, const double *y) {
    double s = 0.0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
void scale(long n, double a, const double *x, double *y) {
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (long i = 0; i < n; i++) y[i] = a * x[i];
}
long count(long n, const int *k) {
    long c = 0;
#pragma acc parallel loop present(k[0:n]) reduction(+ : c)
    for (long i = 0; i < n; i++) c += k[i] > 0;
    return c;
}
double update(long n, double a, const double *p, const double *q, double *x, double *r) {
    double rr = 0.0;
#pragma acc parallel loop present(p[0:n], q[0:n], x[0:n], r[0:n]) reduction(+ : rr)
    for (long i = 0; i < n; i++) {
        x[i] += a * p[i];
        r[i] -= a * q[i];
        rr += r[i] * r[i];
    }
    return rr;
}
";

/// Each kernel of `ptx` with the `.maxnreg` it declares, if any.
fn limits(ptx: &str) -> Vec<(String, Option<u32>)> {
    let mut out = Vec::new();
    let mut lines = ptx.lines();
    while let Some(l) = lines.next() {
        let Some(rest) = l.trim().strip_prefix(".visible .entry ") else {
            continue;
        };
        let name = rest.split('(').next().unwrap_or("").to_owned();
        let mut limit = None;
        for l in lines.by_ref() {
            let l = l.trim();
            if l == "{" {
                break;
            }
            if let Some(n) = l.strip_prefix(".maxnreg ") {
                limit = n.trim().parse().ok();
            }
        }
        out.push((name, limit));
    }
    out.sort();
    out
}

#[test]
fn reduction_kernels_get_a_register_limit() {
    // One test: the variable is read by the compiler process each run starts.
    // Opt-in since the H200 A/B (cg 1.04×): the default build has no limit.
    std::env::remove_var("OXACC_WAVE_MAXNREG");
    let (ptx, _) = compile_ptx("acc_wave_registers_gpukern", "default", "c", SRC, ARGS);
    let got: Vec<Option<u32>> = limits(&ptx).iter().map(|(_, l)| *l).collect();
    assert_eq!(got, vec![None, None, None, None], "{ptx}");
    std::env::set_var("OXACC_WAVE_MAXNREG", "64");
    let (ptx, _) = compile_ptx("acc_wave_registers_gpukern", "r64", "c", SRC, ARGS);
    let got = limits(&ptx);
    assert_eq!(got.len(), 4, "{ptx}");
    let limited: Vec<Option<u32>> = got.iter().map(|(_, l)| *l).collect();
    // dot_acc_0 and count_acc_0 reduce; scale_acc_0 does not.
    assert_eq!(
        got.iter()
            .map(|(n, l)| (n.split("_acc").next().unwrap_or("").to_owned(), *l))
            .collect::<Vec<_>>(),
        vec![
            ("count".to_owned(), Some(64)),
            ("dot".to_owned(), Some(64)),
            ("scale".to_owned(), None),
            ("update".to_owned(), None)
        ],
        "{limited:?}\n{ptx}"
    );
    std::env::set_var("OXACC_WAVE_MAXNREG", "48");
    let (ptx, _) = compile_ptx("acc_wave_registers_gpukern", "r48", "c", SRC, ARGS);
    let got: Vec<Option<u32>> = limits(&ptx).iter().map(|(_, l)| *l).collect();
    assert_eq!(got, vec![Some(48), Some(48), None, None], "{ptx}");
    std::env::set_var("OXACC_WAVE_MAXNREG", "0");
    let (ptx, _) = compile_ptx("acc_wave_registers_gpukern", "off", "c", SRC, ARGS);
    let got: Vec<Option<u32>> = limits(&ptx).iter().map(|(_, l)| *l).collect();
    assert_eq!(got, vec![None, None, None, None], "{ptx}");
    std::env::remove_var("OXACC_WAVE_MAXNREG");
}
