//! Decision 68 (`OXACC_GRID3_TILE=1`, oxacc-oir acc/grid3.rs `tile_branch`): a `collapse(3)`
//! gang thread loop's 3-D path takes its point from a tile of 2 planes × V/64 rows × 32 (CUDA's
//! 32 × 4 × 2 blocks at V = 256) — the thread's digits by mask, shift and compare, no
//! division — and its launch record asks the runtime for the tiled grid
//! (`OXACC_LAUNCH_GRID3_TILE`, 32, in `flags`). Checked in the kept PTX and the host module's
//! LLVM IR; no GPU needed. One test: the variable is the process's, set and cleared in turn.

mod common;
use common::{grid_path, Scratch};

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

/// The kept PTX and the host module's IR of `STENCIL`.
fn compile(name: &str) -> (String, String) {
    let s = Scratch::new("grid3_tile", name);
    let file = s.write("stencil.c", STENCIL);
    let args: Vec<&str> = ARGS.iter().copied().chain(["-S", "-emit-llvm"]).collect();
    let ll = s.dir.join("stencil.ll");
    s.oxacc(&args, &file, &ll);
    (s.ptx(), std::fs::read_to_string(ll).unwrap())
}

/// The launch record's flags, as the host stores them: gang work (2), one iteration per
/// thread (4), `grid3` (8), the exit following (16), and the tiles (32) or not.
fn flags_stored(ll: &str) -> Vec<u32> {
    ll.lines()
        .filter_map(|l| l.trim().strip_prefix("store i32 "))
        .filter_map(|l| l.split(',').next()?.parse::<u32>().ok())
        .filter(|f| f & 14 == 14)
        .collect()
}

#[test]
fn collapse3_tiles_take_the_thread_digits_without_division() {
    std::env::set_var("OXACC_GRID3_TILE", "1");
    let (ptx, ll) = compile("on");
    let path = grid_path(&ptx);
    let text = path.join("\n");
    assert_eq!(
        path.iter().filter(|l| l.starts_with("ld.global")).count(),
        7,
        "{text}"
    );
    assert!(
        !path
            .iter()
            .any(|l| l.starts_with("div.") || l.starts_with("rem.")),
        "divisions on the tile path:\n{text}"
    );
    // The point in the row (`t & 31`), the row (`t >> 5`), the block's first point
    // (`ctaid.x << 5`), all in 32 bits, and one 32-bit check of the three coordinates.
    assert!(
        path.iter()
            .any(|l| l.starts_with("and.b32") && l.ends_with(", 31;")),
        "{text}"
    );
    assert!(
        path.iter()
            .any(|l| l.starts_with("shr.u32") && l.ends_with(", 5;")),
        "{text}"
    );
    assert!(
        path.iter()
            .any(|l| l.starts_with("shl.b32") && l.ends_with(", 5;")),
        "{text}"
    );
    let checks: Vec<&&str> = path.iter().filter(|l| l.starts_with("setp.")).collect();
    assert!(
        checks
            .iter()
            .all(|l| l.contains(".u32") || l.contains(".b32")),
        "64-bit checks on the tile path:\n{text}"
    );
    assert_eq!(flags_stored(&ll), vec![62], "{ll}");

    std::env::set_var("OXACC_GRID3_TILE", "0");
    let (ptx, ll) = compile("off");
    let path = grid_path(&ptx);
    assert!(
        !path.iter().any(|l| l.ends_with(", 31;")),
        "{}",
        path.join("\n")
    );
    assert_eq!(flags_stored(&ll), vec![30], "{ll}");
}
