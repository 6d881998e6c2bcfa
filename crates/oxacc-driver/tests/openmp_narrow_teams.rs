//! OpenMP teams narrower than their block on the GPU (docs/design.md decision 41), checked in
//! the PTX that oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed): with `num_threads(n)`,
//! `thread_limit(n)` or `if(parallel: c)` the team is `min(n, block threads)` (whole warps
//! above one warp), the lanes beyond it run no iteration, `omp_get_num_threads()` answers the
//! team, and the team's barrier waits for its own threads only (`bar.warp.sync` within warp 0,
//! a named barrier over whole warps). Without those clauses the kernels are those of full
//! blocks: no team computation, the block-wide barrier.

mod common;
use common::{compile_ptx, lines_with};

/// Compiles `src` with `-fopenmp -O2`; returns the PTX.
fn ptx(name: &str, src: &str) -> String {
    let (ptx, stderr) = compile_ptx("omp-narrow", name, "c", src, &["-fopenmp", "-O2"]);
    assert!(stderr.is_empty(), "{name}: nothing on stderr: {stderr}");
    ptx
}

/// A parallel region of `clause` in `teams` with two worksharing loops (the first one's
/// barrier orders the second one's reads of the other threads' writes).
fn region(clause: &str) -> String {
    format!(
        "#include <omp.h>
void f(int n, int nt, double *restrict x, double *restrict y, int *restrict team) {{
#pragma omp target teams num_teams(1) map(tofrom: x[0:n], y[0:n], team[0:1])
#pragma omp parallel {clause}
  {{
#pragma omp for
    for (int i = 0; i < n; i++) x[i] = i;
#pragma omp for
    for (int i = 0; i < n; i++) y[i] = x[n - 1 - i];
    if (omp_get_thread_num() == 0) team[0] = omp_get_num_threads();
  }}
}}
"
    )
}

#[test]
fn a_team_within_a_warp_waits_at_a_warp_barrier() {
    for clause in ["num_threads(3)", "num_threads(nt)", "if(parallel: n > 100)"] {
        let p = ptx("warp", &region(clause));
        // The team barrier of a part of warp 0 (4.5 §2.7.1) among its lanes only.
        assert!(lines_with(&p, "bar.warp.sync") >= 1, "{clause}:\n{p}");
        // Threads beyond the team: compared with it, they skip the region.
        assert!(lines_with(&p, "%tid.x") >= 1, "{clause}:\n{p}");
    }
    let p = ptx("warp3", &region("num_threads(3)"));
    assert!(
        p.lines()
            .any(|l| l.contains("min.") && l.trim_end().ends_with(", 3;")),
        "the team is min(3, block threads):\n{p}"
    );
}

#[test]
fn a_team_of_whole_warps_waits_at_a_named_barrier() {
    let p = ptx("warps", &region("num_threads(70)"));
    assert!(
        p.lines()
            .any(|l| l.trim_start().starts_with("barrier.sync") && l.contains("1, %r")),
        "named barrier 1 over the team's warps:\n{p}"
    );
    // Above a warp the team is whole warps: 70 rounds down to 64.
    assert!(
        lines_with(&p, "and.b32") >= 1 || lines_with(&p, "-32") >= 1,
        "{p}"
    );
}

#[test]
fn full_teams_keep_the_block_barrier_and_no_team_computation() {
    let p = ptx("full", &region(""));
    assert_eq!(lines_with(&p, "bar.warp.sync"), 0, "{p}");
    assert!(
        !p.lines()
            .any(|l| l.trim_start().starts_with("barrier.sync") && l.contains(',')),
        "no named barrier:\n{p}"
    );
    assert_eq!(lines_with(&p, "min."), 0, "{p}");
}

/// `omp_get_num_threads()` and `omp_get_thread_limit()` in a combined construct with
/// `thread_limit(8)` (the OpenMP_VV test ttdpf_thread_limit): the stored value is the team
/// `min(8, block threads)`, not the block's threads.
#[test]
fn thread_limit_bounds_the_combined_loops_team() {
    let src = "#include <omp.h>
void f(int n, int *restrict nth, int *restrict lim) {
#pragma omp target teams distribute parallel for thread_limit(8) map(from: nth[0:n], lim[0:n])
  for (int i = 0; i < n; i++) {
    nth[i] = omp_get_num_threads();
    lim[i] = omp_get_thread_limit();
  }
}
";
    let p = ptx("limit", src);
    assert!(
        p.lines()
            .any(|l| l.contains("min.") && l.trim_end().ends_with(", 8;")),
        "{p}"
    );
    // Both stores write a bounded value (a `min`), not the block's threads as they are.
    let stores: Vec<&str> = p.lines().filter(|l| l.contains("st.global.b32")).collect();
    assert_eq!(stores.len(), 2, "{p}");
    let mins: Vec<String> = p
        .lines()
        .filter(|l| l.trim_start().starts_with("min."))
        .filter_map(|l| l.split_whitespace().nth(1))
        .map(|r| r.trim_end_matches(',').to_string())
        .collect();
    for st in stores {
        let v = st
            .trim_end()
            .trim_end_matches(';')
            .rsplit(' ')
            .next()
            .unwrap_or("");
        assert!(mins.iter().any(|m| m == v), "{st} stores a min:\n{p}");
    }
    let plain = ptx("nolimit", &src.replace(" thread_limit(8)", ""));
    assert_eq!(lines_with(&plain, "min."), 0, "{plain}");
}

/// `thread_limit(n)` on a `target` whose statement is a separate `teams` construct (5.1
/// §2.14.5; the OpenMP_VV test test_target_thread_limit): the target is a data region there,
/// and the bound goes to the teams construct (`omp_device::target_clauses_to_teams`), so the
/// parallel region's team is `min(3, block threads)` — before, the target's clause was
/// dropped and the team was the whole block.
#[test]
fn target_thread_limit_bounds_the_teams_of_a_separate_teams_construct() {
    let src = "#include <omp.h>
void f(int *restrict team) {
#pragma omp target map(tofrom: team[0:1]) thread_limit(3)
#pragma omp teams num_teams(2)
#pragma omp parallel
  {
    if (omp_get_team_num() == 0 && omp_get_thread_num() == 0) team[0] = omp_get_num_threads();
  }
}
";
    let p = ptx("target_limit", src);
    assert!(
        lines_with(&p, "bar.warp.sync") + lines_with(&p, "min.") >= 1,
        "{p}"
    );
    assert!(
        p.lines()
            .any(|l| l.contains("min.") && l.trim_end().ends_with(", 3;")),
        "the team is min(3, block threads):\n{p}"
    );
}
