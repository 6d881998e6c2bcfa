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
