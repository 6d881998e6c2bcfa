//! `OXACC_LATENCY_UNROLL=N` (decision 62's A/B): the count by which a GPU thread's sequential
//! loop that waits on square roots or divisions is unrolled (codegen `lower/unroll.rs`),
//! sixteen by default since the H200 A/B (n-body 2% faster than with eight). An n-body force
//! loop written as applications write it (a function over its arrays with `present` data) has
//! sixteen `sqrt.rn` in its unrolled loop by default and eight with the variable at 8: per 8
//! bodies ptxas issues 303 instructions on the path taken with sixteen, 310 with eight (the
//! loop's pointer steps and test shared by twice the bodies).
//! Checked in the PTX; no GPU needed.

mod common;
use common::{compile_ptx, ptx_loops};

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

const NBODY: &str = "#include <math.h>
void forces(long n, const float *x, const float *y, const float *z, const float *m,
            float *ax, float *ay, float *az) {
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], ax[0:n], ay[0:n], az[0:n])
    for (long i = 0; i < n; i++) {
        float xi = x[i], yi = y[i], zi = z[i], sx = 0.0f, sy = 0.0f, sz = 0.0f;
        for (long j = 0; j < n; j++) {
            float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
            float d2 = dx * dx + dy * dy + dz * dz + 0.0001f;
            float inv = 1.0f / sqrtf(d2);
            float f = m[j] * inv * inv * inv;
            sx += f * dx;
            sy += f * dy;
            sz += f * dz;
        }
        ax[i] = sx;
        ay[i] = sy;
        az[i] = sz;
    }
}
";

/// The square roots per trip of the unrolled loop of `ptx`: the shortest loop with more than
/// one (the enclosing `i` loop holds it and the remainder loop as well).
fn sqrts_per_trip(ptx: &str) -> usize {
    ptx_loops(ptx)
        .iter()
        .map(|l| {
            (
                l.len(),
                l.iter().filter(|x| x.starts_with("sqrt.rn.f32")).count(),
            )
        })
        .filter(|&(_, s)| s > 1)
        .min()
        .map_or(0, |(_, s)| s)
}

#[test]
fn latency_loop_unroll_count_follows_the_variable() {
    // One test: the variable is read by the compiler process each run starts.
    std::env::remove_var("OXACC_LATENCY_UNROLL");
    let (ptx, _) = compile_ptx("acc_unroll_perfmm", "default", "c", NBODY, ARGS);
    assert_eq!(sqrts_per_trip(&ptx), 16, "{ptx}");
    std::env::set_var("OXACC_LATENCY_UNROLL", "8");
    let (ptx, _) = compile_ptx("acc_unroll_perfmm", "eight", "c", NBODY, ARGS);
    assert_eq!(sqrts_per_trip(&ptx), 8, "{ptx}");
    // Out of range: the default.
    std::env::set_var("OXACC_LATENCY_UNROLL", "0");
    let (ptx, _) = compile_ptx("acc_unroll_perfmm", "zero", "c", NBODY, ARGS);
    assert_eq!(sqrts_per_trip(&ptx), 16, "{ptx}");
    std::env::remove_var("OXACC_LATENCY_UNROLL");
}
