//! Tiled walks of collapsed gang thread loops of two dimensions (GPU device versions).
//!
//! A `parallel loop collapse(2)` whose threads sweep the flattened iteration space gives a
//! block of V threads V consecutive iterations: a row segment of a matrix product, whose other
//! rows sharing the same column of `B` are computed by other blocks, through L2. A
//! hand-written CUDA kernel gives each block a tile instead (8 rows × 32 columns), whose
//! threads reuse each other's loads in L1. This module walks the loop by such tiles: block
//! `g` takes tiles `g`, `g + G`, … and thread `t` its point of each tile; the inner dimension
//! stays the fastest (32 consecutive iterations per warp: coalesced).
//!
//! The tile shape needs V a multiple of 32 and dimensions long enough for the edges of
//! partial tiles to waste little; the kernel checks that at run time and takes the flattened
//! walk otherwise (the loop body is compiled once for each walk). Measured on an H100
//! (docs/gpu.md): the 6656² matrix product went from 0.30× to 0.87× CUDA's speed. Three
//! dimensions (32 × 4 × V/128 tiles) made the 512³ stencil slower (3.27 ms against 2.45 ms
//! flattened: the tile index costs two more divisions per thread, and most threads run one
//! tile), so collapse(3) nests stay flattened.

use super::*;

/// Tile extent of the inner dimension: one warp.
const WARP: i128 = 32;
/// The inner trip count below which tiling is not tried (partial tiles waste ≤ 1/4).
const MIN_INNER_TRIPS: i128 = 128;
/// The outer dimension is tiled only if its trip count is this many tiles or more.
const MIN_OUTER_TILES: i128 = 8;

/// The tile of a collapsed nest of two dimensions for blocks of `v` threads (i64): V/32 rows
/// by 32, outer first, and whether the nest is worth tiling (i1).
pub(crate) fn shape(ed: &mut Ed, trips: &[Value], v: Value) -> (Vec<Value>, Value) {
    let warp = ed.i64c(WARP);
    let rows = ed.bin(BinOp::UDiv, v, warp);
    let zero = ed.i64c(0);
    let rem = ed.bin(BinOp::URem, v, warp);
    let whole_warps = ed.icmp(IntCC::Eq, rem, zero);
    let min_inner = ed.i64c(MIN_INNER_TRIPS);
    let long_inner = ed.icmp(IntCC::Sge, trips[1], min_inner);
    let k = ed.i64c(MIN_OUTER_TILES);
    let need = ed.bin(BinOp::Mul, rows, k);
    let long_outer = ed.icmp(IntCC::Sge, trips[0], need);
    let ok = ed.bin(BinOp::And, whole_warps, long_inner);
    let ok = ed.bin(BinOp::And, ok, long_outer);
    (vec![rows, warp], ok)
}

/// A lowered loop nest: its dimensions and, per dimension, the trip count, the first value
/// and the step of the induction variable (i64).
pub(crate) struct Nest<'a> {
    pub dims: &'a [crate::directive::LoopDim],
    pub trips: &'a [Value],
    pub lows: &'a [Value],
    pub steps: &'a [Value],
}

/// At the cursor, the run-time choice for a collapse(2) gang loop of block `g` of `gn`:
/// when [`shape`] accepts the nest, the tiled walk over a copy of the loop's body `r` (ending
/// at `exit`); the cursor is left in the block of the other walk, the flattened one.
pub(crate) fn branch(
    ed: &mut Ed,
    nest: &Nest,
    r: Region,
    (gangs, lane): ((Value, Value), Value),
    v: Value,
    exit: Block,
) {
    let copy = copy_region(ed.b, r);
    let (tile, ok) = shape(ed, nest.trips, v);
    let by_tiles = ed.block_after(ed.blk);
    let flat = ed.block_after(by_tiles);
    ed.condbr(ok, by_tiles, &[], flat, &[]);
    ed.at_end(by_tiles);
    let entry = entry_of(ed.b, copy);
    let blocks = inline_region_blocks(ed.b, copy, by_tiles);
    let walk = Walk { nest, tile: &tile };
    walk.build(ed, gangs, lane, (entry, &blocks), exit);
    ed.at_end(flat);
}

/// The loop by tiles at the cursor: block `g` of `gn` walks tiles `g`, `g + gn`, … below the
/// tile count; thread `lane` (i64) runs its point of each tile when it lies inside the nest,
/// entering the body at `entry` (the loop's induction variables as arguments). The body's
/// top-level blocks `blocks` end in `yield`; the walk ends at `exit`.
///
/// ```text
///   tile counts; the thread's offsets in the tile (digits of lane); digits of g and gn
/// h(u, d…): u < tiles ? in : exit
/// in: c = d·T + offset per dimension; all c < trips ? pre : latch
/// pre: ivs = low + c·step; body; latch: u += gn, d… += digits of gn with carry; br h
/// ```
struct Walk<'a> {
    nest: &'a Nest<'a>,
    tile: &'a [Value],
}

impl Walk<'_> {
    fn build(
        &self,
        ed: &mut Ed,
        (g, gn): (Value, Value),
        lane: Value,
        (entry, blocks): (Block, &[Block]),
        exit: Block,
    ) {
        let n = self.nest.trips.len();
        let i64t = ed.m.i64();
        let one = ed.i64c(1);
        let mut tiles_per = Vec::new();
        let mut tiles = one;
        for d in 0..n {
            let t = ed.bin(BinOp::Add, self.nest.trips[d], self.tile[d]);
            let t = ed.bin(BinOp::Sub, t, one);
            let t = ed.bin(BinOp::SDiv, t, self.tile[d]);
            tiles = ed.bin(BinOp::Mul, tiles, t);
            tiles_per.push(t);
        }
        let offset = super::outline::radix_digits(ed, lane, self.tile);
        let init = super::outline::radix_digits(ed, g, &tiles_per);
        let step = super::outline::radix_digits(ed, gn, &tiles_per);

        let header = ed.block_after(ed.blk);
        let inside = ed.block_after(header);
        let pre = ed.block_after(inside);
        let mut args = vec![g];
        args.extend_from_slice(&init);
        ed.br(header, &args);
        let u = ed.b.add_block_param(header, i64t);
        let digits: Vec<Value> = (0..n).map(|_| ed.b.add_block_param(header, i64t)).collect();
        ed.at_end(header);
        let more = ed.icmp(IntCC::Slt, u, tiles);
        ed.condbr(more, inside, &[], exit, &[]);

        ed.at_end(inside);
        let mut coords = Vec::new();
        let mut valid = None;
        for d in 0..n {
            let c = ed.bin(BinOp::Mul, digits[d], self.tile[d]);
            let c = ed.bin(BinOp::Add, c, offset[d]);
            let lt = ed.icmp(IntCC::Slt, c, self.nest.trips[d]);
            valid = Some(match valid {
                Some(v) => ed.bin(BinOp::And, v, lt),
                None => lt,
            });
            coords.push(c);
        }
        let latch = ed.block_after(*blocks.last().unwrap_or(&pre));
        ed.condbr(valid.expect("two dimensions"), pre, &[], latch, &[]);

        ed.at_end(pre);
        let nest = self.nest;
        let ivs: Vec<Value> = (0..n)
            .map(|d| {
                let (lo, st) = (nest.lows[d], nest.steps[d]);
                super::outline::induction_value(ed, &nest.dims[d], lo, st, coords[d])
            })
            .collect();
        let mut body_blocks = vec![entry];
        body_blocks.extend(blocks.iter().copied().filter(|&b| b != entry));
        super::induction::widen_uses(ed.b, &body_blocks, &ivs);
        ed.br(entry, &ivs);
        for (_, t) in blocks_ending_in_yield(ed.b, blocks) {
            ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
        }

        ed.at_end(latch);
        let mut next = vec![ed.bin(BinOp::Add, u, gn)];
        next.extend(carry_add(ed, &digits, &step, &tiles_per));
        super::spmd::no_unroll(ed);
        ed.br(header, &next);
    }
}

/// `c + s` in the mixed radix `radix` (outermost first), each digit of `s` below its radix:
/// a digit carries at most one, so no division.
pub(crate) fn carry_add(ed: &mut Ed, c: &[Value], s: &[Value], radix: &[Value]) -> Vec<Value> {
    let n = c.len();
    let i64t = ed.m.i64();
    let mut out = vec![ed.i64c(0); n];
    let mut carry = ed.i64c(0);
    for d in (0..n).rev() {
        let sum = ed.bin(BinOp::Add, c[d], s[d]);
        let sum = ed.bin(BinOp::Add, sum, carry);
        if d == 0 {
            out[0] = sum;
            break;
        }
        let wrap = ed.icmp(IntCC::Sge, sum, radix[d]);
        let less = ed.bin(BinOp::Sub, sum, radix[d]);
        out[d] = ed.select(wrap, less, sum);
        carry = ed.cast(CastOp::ZExt, wrap, i64t);
    }
    out
}
