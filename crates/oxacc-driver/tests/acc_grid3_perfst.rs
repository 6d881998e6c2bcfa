//! Decision 61 (`OXACC_GRID3=1`, oxacc-oir acc/grid3.rs): a `collapse(3)` gang thread loop
//! gets a second copy of its body that takes its counters from the block's coordinates on a
//! 3-D grid, with no division on the way to the loads; the launch record asks for that grid.
//! Checked in the PTX that `OXACC_SAVE_PTX` keeps and in the host object; no GPU needed.

mod common;
use common::{compile_ptx, grid_path};

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

const STENCIL: &str = "void sweep(long n, const double *a, double *b) {
#pragma acc parallel loop collapse(3) present(a[0:n*n*n], b[0:n*n*n])
    for (long i = 1; i < n - 1; i++)
        for (long j = 1; j < n - 1; j++)
            for (long k = 1; k < n - 1; k++) {
                long x = (i * n + j) * n + k;
                b[x] = 0.4 * a[x] + 0.1 * (a[x - n * n] + a[x + n * n] + a[x - n] + a[x + n] +
                                           a[x - 1] + a[x + 1]);
            }
}
";

#[test]
fn collapse3_stencil_takes_coordinates_from_the_grid() {
    std::env::set_var("OXACC_GRID3", "1");
    let (ptx, _) = compile_ptx("grid3", "stencil", "c", STENCIL, ARGS);
    assert!(
        ptx.contains("%nctaid.y") && ptx.contains("%nctaid.z"),
        "{ptx}"
    );
    // The body twice: the 3-D grid's copy and the flattened walk's.
    let stores = ptx
        .lines()
        .filter(|l| l.trim().starts_with("st.global"))
        .count();
    assert_eq!(stores, 2, "{ptx}");
    let path = grid_path(&ptx);
    let loads = path.iter().filter(|l| l.starts_with("ld.global")).count();
    assert_eq!(loads, 7, "{}", path.join("\n"));
    let divs: Vec<&&str> = path
        .iter()
        .filter(|l| l.starts_with("div.") || l.starts_with("rem."))
        .collect();
    assert!(
        divs.is_empty(),
        "divisions on the grid path: {divs:?}\n{}",
        path.join("\n")
    );
}

#[test]
fn collapse3_reduction_keeps_the_flattened_walk() {
    std::env::set_var("OXACC_GRID3", "1");
    let src = "double total(long n, const double *a) {
    double s = 0;
#pragma acc parallel loop collapse(3) present(a[0:n*n*n]) reduction(+:s)
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            for (long k = 0; k < n; k++) s += a[(i * n + j) * n + k];
    return s;
}
";
    let (ptx, _) = compile_ptx("grid3", "reduction", "c", src, ARGS);
    assert!(!ptx.contains("%ctaid.z"), "{ptx}");
}

/// `OXACC_KERNEL_RESTRICT=1` (oxacc-oir acc/kernel_restrict.rs): the parameters of `restrict`
/// pointers are `noalias` in the kernel, so the ones it only reads are loaded through the
/// non-coherent cache (`ld.global.nc`); the same kernel over plain pointers is not.
#[test]
fn restrict_pointers_read_through_the_read_only_cache() {
    std::env::set_var("OXACC_KERNEL_RESTRICT", "1");
    let src = |q: &str| {
        format!(
            "void update(long n, double *{q} r, const double *{q} f, const double *{q} g) {{
#pragma acc parallel loop present(r[0:n], f[0:n + 1], g[0:n])
    for (long i = 0; i < n; i++) r[i] = r[i] + (f[i] - f[i + 1]) + g[i];
}}
"
        )
    };
    let (ptx, _) = compile_ptx("grid3", "restrict", "c", &src("restrict"), ARGS);
    let nc = ptx
        .lines()
        .filter(|l| l.trim().starts_with("ld.global.nc"))
        .count();
    assert_eq!(nc, 3, "{ptx}");
    let (ptx, _) = compile_ptx("grid3", "plain", "c", &src(""), ARGS);
    assert!(!ptx.contains("ld.global.nc"), "{ptx}");
}

/// A plain pointer may be based on a `restrict` one and reach the same elements: then no
/// parameter of the kernel is `noalias`.
#[test]
fn restrict_pointer_beside_a_plain_one_stays_may_alias() {
    std::env::set_var("OXACC_KERNEL_RESTRICT", "1");
    let src = "void shift(long n, double *restrict a) {
    double *p = a + 1;
#pragma acc parallel loop present(a[0:n], p[0:n - 1])
    for (long i = 0; i < n - 1; i++) p[i] = 2.0 * a[i];
}
";
    let (ptx, _) = compile_ptx("grid3", "based_on", "c", src, ARGS);
    assert!(!ptx.contains("ld.global.nc"), "{ptx}");
}
