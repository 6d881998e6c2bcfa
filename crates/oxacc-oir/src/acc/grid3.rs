//! `collapse(3)` gang thread loops on a three-dimensional grid (decision 61, on unless
//! `OXACC_GRID3=0`).
//!
//! The flattened walk gives thread `t` of block `g` the iteration `g·V + t` and divides it
//! into the nest's three counters: two 32-bit divisions, the check that they fit in 32 bits
//! and the branches around it, about 60 of the 144 SASS instructions the 512³ stencil's
//! thread issues (CUDA's 3-D-grid kernel: 86). A hand-written CUDA kernel gets its
//! coordinates from the grid instead. Here, when the region's only gang loop is such a nest,
//! the launch record carries its outer two trip counts as well (`grid3`, flag
//! `OXACC_LAUNCH_GRID3`), and the CUDA back end launches `⌈n₂/V⌉ × n₁ × n₀` blocks of V
//! threads (blocks stay one-dimensional: inner iterations consecutive in a warp, coalesced,
//! as in the flattened walk; no more than 1 − n₂/(V⌈n₂/V⌉) of the lanes idle, 0.4% at 510).
//! The kernel takes counters `(ctaid.z, ctaid.y, ctaid.x·V + tid.x)` when the grid is exactly
//! that shape (its y and z extents are the outer trip counts, not both 1, and its x extent
//! covers the inner one) and runs its one iteration; any other grid (a `num_gangs` clause,
//! trip counts beyond 65535, the host runtime) takes the flattened walk, whose body is the
//! same code: only the counters' start and the stride differ.
//!
//! The grid must never be 3-D for a region whose other loops walk by `ctaid.x` alone: their
//! iterations would repeat in every `(y, z)` block. So the launch asks for it only when the
//! nest is the region's only loop outside the nest itself ([`sole_loop`]).

use super::*;
use crate::inst::IntrinsicOp;

/// The environment variable that turns the 3-D grid off (`0`) at compile time.
pub const GRID3_ENV: &str = "OXACC_GRID3";
/// `oxacc_launch.grid3`: the middle and outer trip counts (two u64), read with the flag.
pub(crate) const LAUNCH_GRID3: i128 = 120;
/// `OXACC_LAUNCH_GRID3`.
pub(crate) const FLAG_GRID3: i128 = 8;
/// Launch-record words with `grid3` (136 bytes); without it, 15 (oxacc_rt.h).
pub(crate) const LAUNCH_WORDS_GRID3: u64 = 17;

/// On unless `OXACC_GRID3=0` is set for this compilation: on an H200 (2026-11-29) the 3-D
/// grid took stencil3d from 1.12 to 1.01× CUDA's time, stencil27 from 1.33 to 1.25×, the
/// Fortran stencil3d 1.529 → 1.388 ms (docs/gpu.md).
pub(crate) fn enabled() -> bool {
    std::env::var_os(GRID3_ENV).is_none_or(|v| v != "0")
}

/// Whether loop `l` of region `r` is the region's only loop directive, loops nested in `l`
/// aside (they run inside each of its iterations, in one thread).
pub(crate) fn sole_loop(b: &Body, r: Region, l: Inst) -> bool {
    directives_in(b, r).into_iter().all(|i| {
        i == l
            || !is_dir(b, i, |k| matches!(k, DirectiveKind::Loop { .. }))
            || ancestors(b, i).contains(&l)
    })
}

fn sreg(ed: &mut Ed, op: IntrinsicOp) -> Value {
    let i32t = ed.m.i32();
    let x = ed.val(InstKind::Intrinsic { op, args: vec![] }, i32t);
    let i64t = ed.m.i64();
    ed.cast(CastOp::ZExt, x, i64t)
}

/// At the cursor, the run-time choice for a `collapse(3)` gang thread loop whose flattened
/// walk starts at `first + lane` and steps by `stride` (nctaid.x · V): when the grid has the
/// 3-D shape, a copy of the loop's body `r` runs once, for the counters
/// `(ctaid.z, ctaid.y, first + lane)` if the inner one is in range, straight to `exit` (no
/// loop, no division: the thread's path is CUDA's kernel); the cursor is left in the block of
/// the flattened walk.
pub(crate) fn branch(
    ed: &mut Ed,
    nest: &super::tile::Nest,
    r: Region,
    (first, lane, stride): (Value, Value, Value),
    exit: Block,
) {
    let trips = nest.trips;
    let copy = copy_region(ed.b, r);
    let one = ed.i64c(1);
    let gy = sreg(ed, IntrinsicOp::NumGangs(1));
    let gz = sreg(ed, IntrinsicOp::NumGangs(2));
    let outer = ed.icmp(IntCC::Eq, gz, trips[0]);
    let middle = ed.icmp(IntCC::Eq, gy, trips[1]);
    let yz = ed.bin(BinOp::Or, gy, gz);
    let not_flat = ed.icmp(IntCC::Ne, yz, one);
    let covers = ed.icmp(IntCC::Sge, stride, trips[2]);
    let shape = ed.bin(BinOp::And, outer, middle);
    let shape = ed.bin(BinOp::And, shape, not_flat);
    let shape = ed.bin(BinOp::And, shape, covers);
    let on_grid = ed.block_after(ed.blk);
    let flat = ed.block_after(on_grid);
    ed.condbr(shape, on_grid, &[], flat, &[]);

    ed.at_end(on_grid);
    let entry = entry_of(ed.b, copy);
    let blocks = inline_region_blocks(ed.b, copy, on_grid);
    let pre = ed.block_after(on_grid);
    let k = ed.bin(BinOp::Add, first, lane);
    let inside = ed.icmp(IntCC::Slt, k, trips[2]);
    ed.condbr(inside, pre, &[], exit, &[]);
    ed.at_end(pre);
    let y = sreg(ed, IntrinsicOp::GangId(1));
    let z = sreg(ed, IntrinsicOp::GangId(2));
    let ivs: Vec<Value> = [z, y, k]
        .into_iter()
        .enumerate()
        .map(|(d, c)| {
            super::outline::induction_value(ed, &nest.dims[d], nest.lows[d], nest.steps[d], c)
        })
        .collect();
    let mut body_blocks = vec![entry];
    body_blocks.extend(blocks.iter().copied().filter(|&b| b != entry));
    super::induction::widen_uses(ed.b, &body_blocks, &ivs);
    ed.br(entry, &ivs);
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(exit, &[]));
    }
    ed.at_end(flat);
}

/// The environment variable that turns the 3-D grid's tiles off (`0`) at compile time.
pub const GRID3_TILE_ENV: &str = "OXACC_GRID3_TILE";
/// `OXACC_LAUNCH_GRID3_TILE`: the runtime launches the tiled 3-D grid ([`tile_branch`]).
pub(crate) const FLAG_GRID3_TILE: i128 = 32;

/// On by default since the H200 A/B and whole-suite run of 2026-11-30 (decision 68):
/// the 3-D grid in tiles of 2 planes × V/64 rows × 32 instead of one row of V;
/// `OXACC_GRID3_TILE=0` keeps the rows for comparisons.
pub(crate) fn tile_enabled() -> bool {
    enabled() && std::env::var_os(GRID3_TILE_ENV).is_none_or(|v| v != "0")
}

/// The tiled form of [`branch`] (decision 68, `OXACC_GRID3_TILE=1`): block `(bx, by, bz)` of
/// V threads (V a multiple of 64) takes the tile of 2 planes × V/64 rows × 32 points at
/// `(2·bz, V/64·by, 32·bx)`, as CUDA's 32 × 4 × 2 blocks do at V = 256: thread `t` is plane
/// `t ≥ V/2`, row `(t mod V/2) >> 5`, point `t & 31` of it (a compare, a select, a mask and a
/// shift: no division). A warp still covers 32 consecutive points of one row, and the block's
/// 8 rows share their neighbours' loads in L1 (27-point stencil: 24 row segments from L2 per
/// 8 output rows, where a row of 256 needs 9 per output row).
///
/// The kernel takes this path when the grid covers the nest in tiles with the fewest blocks
/// along y and z — `32·nctaid.x ≥ n₂`, `nctaid.y = ⌈n₁/(V/64)⌉`, `nctaid.z = ⌈n₀/2⌉` — and V
/// is a multiple of 64: each thread then names a distinct point and every point of the nest
/// is named, so the runtime's grid (or a one-dimensional one that is the same, for a small
/// nest) runs each iteration once; points past a trip count skip the body. Any other grid
/// takes the flattened walk. The runtime launches the tiled grid only for records with
/// `OXACC_LAUNCH_GRID3_TILE`, which only kernels compiled with this path carry.
pub(crate) fn tile_branch(
    ed: &mut Ed,
    nest: &super::tile::Nest,
    r: Region,
    (lane, v): (Value, Value),
    exit: Block,
) {
    let trips = nest.trips;
    let copy = copy_region(ed.b, r);
    let (i32t, i64t) = (ed.m.i32(), ed.m.i64());
    // The thread's digits and point in 32 bits: in 64 bits the stencil27 path took 187 SASS
    // instructions (rows: 157), in 32 bits 174 with the shape check.
    let [zero, c1, c5, c6, c31, c63] = [0, 1, 5, 6, 31, 63].map(|n| ed.i32c(n));
    let half = ed.bin(BinOp::LShr, v, c1);
    let rows = ed.bin(BinOp::LShr, v, c6);
    let low = ed.bin(BinOp::And, v, c63);
    let whole = ed.icmp(IntCC::Eq, low, zero);
    // Trip counts capped at 2³¹ − 1, in 32 bits: every check below and every point is then a
    // 32-bit compare (grid extents: x < 2²⁶ is checked, y and z are at most 65535; a capped
    // trip count is never reached by a point or a covering extent).
    let big = ed.i64c(i128::from(i32::MAX));
    let [n0, n1, n2] = [trips[0], trips[1], trips[2]].map(|t| {
        let fits = ed.icmp(IntCC::Slt, t, big);
        let t = ed.select(fits, t, big);
        ed.cast(CastOp::Trunc, t, i32t)
    });
    let [gx, gy, gz] = [0, 1, 2].map(|d| {
        ed.val(
            InstKind::Intrinsic {
                op: IntrinsicOp::NumGangs(d),
                args: vec![],
            },
            i32t,
        )
    });
    let c2 = ed.i32c(2);
    let x_max = ed.i32c(1 << 26);
    let small_x = ed.icmp(IntCC::Ult, gx, x_max);
    let cx = ed.bin(BinOp::Shl, gx, c5);
    let cy = ed.bin(BinOp::Mul, gy, rows);
    let cz = ed.bin(BinOp::Shl, gz, c1);
    // The y and z extents must be the fewest tiles that cover their trip counts
    // (`c − tile < n ≤ c`): the runtime's grid, or a one-dimensional one for a small nest. A
    // program's own `num_gangs(x, y, z)` rarely is, and its dimensions 2 and 3 run a
    // `gang(dim:1)` loop redundantly (OpenACC 3.3 §2.9.2), which the tiles would not; more
    // blocks along x than needed only idle.
    let covers_x = ed.icmp(IntCC::Uge, cx, n2);
    let mut shape = ed.bin(BinOp::And, whole, small_x);
    shape = ed.bin(BinOp::And, shape, covers_x);
    for (c, n, tile) in [(cy, n1, rows), (cz, n0, c2)] {
        let covers = ed.icmp(IntCC::Uge, c, n);
        let over = ed.bin(BinOp::Sub, c, n);
        let least = ed.icmp(IntCC::Ult, over, tile);
        shape = ed.bin(BinOp::And, shape, covers);
        shape = ed.bin(BinOp::And, shape, least);
    }
    let on_grid = ed.block_after(ed.blk);
    let flat = ed.block_after(on_grid);
    ed.condbr(shape, on_grid, &[], flat, &[]);

    ed.at_end(on_grid);
    let entry = entry_of(ed.b, copy);
    let blocks = inline_region_blocks(ed.b, copy, on_grid);
    let pre = ed.block_after(on_grid);
    let upper = ed.icmp(IntCC::Uge, lane, half);
    let t = ed.bin(BinOp::Sub, lane, half);
    let t = ed.select(upper, t, lane);
    let lz = ed.cast(CastOp::ZExt, upper, i32t);
    let lx = ed.bin(BinOp::And, t, c31);
    let ly = ed.bin(BinOp::LShr, t, c5);
    let gang = |ed: &mut Ed, d| {
        ed.val(
            InstKind::Intrinsic {
                op: IntrinsicOp::GangId(d),
                args: vec![],
            },
            i32t,
        )
    };
    let (bx, by, bz) = (gang(ed, 0), gang(ed, 1), gang(ed, 2));
    // 32·bx < 2³¹ (checked above); by < 65536 and V/64 ≤ 16; bz < 65536: no wrap.
    let k = ed.bin(BinOp::Shl, bx, c5);
    let k = ed.bin(BinOp::Or, k, lx);
    let j = ed.bin(BinOp::Mul, by, rows);
    let j = ed.bin(BinOp::Add, j, ly);
    let i = ed.bin(BinOp::Shl, bz, c1);
    let i = ed.bin(BinOp::Or, i, lz);
    let ink = ed.icmp(IntCC::Ult, k, n2);
    let inj = ed.icmp(IntCC::Ult, j, n1);
    let ini = ed.icmp(IntCC::Ult, i, n0);
    let inside = ed.bin(BinOp::And, ink, inj);
    let inside = ed.bin(BinOp::And, inside, ini);
    let [i, j, k] = [i, j, k].map(|c| ed.cast(CastOp::ZExt, c, i64t));
    ed.condbr(inside, pre, &[], exit, &[]);
    ed.at_end(pre);
    let ivs: Vec<Value> = [i, j, k]
        .into_iter()
        .enumerate()
        .map(|(d, c)| {
            super::outline::induction_value(ed, &nest.dims[d], nest.lows[d], nest.steps[d], c)
        })
        .collect();
    let mut body_blocks = vec![entry];
    body_blocks.extend(blocks.iter().copied().filter(|&b| b != entry));
    super::induction::widen_uses(ed.b, &body_blocks, &ivs);
    ed.br(entry, &ivs);
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(exit, &[]));
    }
    ed.at_end(flat);
}
