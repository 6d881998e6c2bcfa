//! Tiled walks of collapsed gang thread loops (GPU device versions).
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
//! (docs/gpu.md): the 6656² matrix product went from 0.30× to 0.87× CUDA's speed.
//!
//! `collapse(3)` nests get the tile of the CUDA stencils, 2 planes × 4 rows × 32, in blocks of
//! 256 threads (docs/design.md decision 52; `OXACC_TILE3=0` keeps them flattened). A first try of that shape (2026-11, H100) was slower than the
//! flattened walk, 3.27 ms against 2.45 ms for the 512³ stencil, but it paid two more 64-bit
//! divisions per thread than the flattened walk; this one pays the same two 32-bit ones: the
//! tile's extents are constants (shifts), a tile exists while its outermost digit is in range,
//! and the stride's digits are divided out only when
//! a thread goes on to a second tile.

use super::*;

/// Tile extent of the inner dimension: one warp.
const WARP: i128 = 32;
/// The inner trip count below which tiling is not tried (partial tiles waste ≤ 1/4).
const MIN_INNER_TRIPS: i128 = 128;
/// The outer dimension is tiled only if its trip count is this many tiles or more.
const MIN_OUTER_TILES: i128 = 8;
/// Rows and planes of a three-dimensional tile (CUDA's 32 × 4 × 2 stencil blocks).
const ROWS3: i128 = 4;
const PLANES3: i128 = 2;

/// The environment variable that keeps collapse(3) nests flattened (`0`).
pub const TILE3_ENV: &str = "OXACC_TILE3";
/// The environment variable that divides the stride's digits out before the loop (`0`), as
/// before decision 52, where LLVM hoisted them.
pub const LAZY_STEP_ENV: &str = "OXACC_LAZY_STEP";

fn env_off(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|v| v == "0")
}

/// Whether collapsed walks divide their stride's digits out only when a thread goes on.
pub(crate) fn lazy_step_digits() -> bool {
    !env_off(LAZY_STEP_ENV)
}

/// Whether a collapsed gang thread loop of `dims` dimensions may walk by tiles.
pub(crate) fn tiles_for(dims: usize) -> bool {
    dims == 2 || (dims == 3 && !env_off(TILE3_ENV))
}

/// The tile of a collapsed nest for blocks of `v` threads (i64), outermost first, and whether
/// the nest is worth tiling (i1): V/32 rows by 32 for two dimensions; for three, CUDA's 2 planes
/// by 4 rows by 32 for blocks of 256 threads (the default), all three extents constants, so
/// that no division by them is left in the kernel.
pub(crate) fn shape(ed: &mut Ed, trips: &[Value], v: Value) -> (Vec<Value>, Value) {
    let n = trips.len();
    let warp = ed.i64c(WARP);
    let zero = ed.i64c(0);
    let (outer, whole) = if n == 3 {
        let block = ed.i64c(PLANES3 * ROWS3 * WARP);
        (ed.i64c(PLANES3), ed.icmp(IntCC::Eq, v, block))
    } else {
        let rem = ed.bin(BinOp::URem, v, warp);
        (ed.bin(BinOp::UDiv, v, warp), ed.icmp(IntCC::Eq, rem, zero))
    };
    let min_inner = ed.i64c(MIN_INNER_TRIPS);
    let long_inner = ed.icmp(IntCC::Sge, trips[n - 1], min_inner);
    let k = ed.i64c(MIN_OUTER_TILES);
    let need = ed.bin(BinOp::Mul, outer, k);
    let long_outer = ed.icmp(IntCC::Sge, trips[0], need);
    let ok = ed.bin(BinOp::And, whole, long_inner);
    let mut ok = ed.bin(BinOp::And, ok, long_outer);
    let tile = if n == 3 {
        let rows = ed.i64c(ROWS3);
        let need = ed.i64c(ROWS3 * MIN_OUTER_TILES);
        let long_mid = ed.icmp(IntCC::Sge, trips[1], need);
        ok = ed.bin(BinOp::And, ok, long_mid);
        vec![outer, rows, warp]
    } else {
        vec![outer, warp]
    };
    (tile, ok)
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
        let zero = ed.i64c(0);
        // Tiles per dimension below the outermost (whose digit takes the rest): their tile
        // extents are constants.
        let mut tiles_per = vec![zero];
        for d in 1..n {
            let t = ed.bin(BinOp::Add, self.nest.trips[d], self.tile[d]);
            let t = ed.bin(BinOp::Sub, t, one);
            let t = ed.bin(BinOp::UDiv, t, self.tile[d]);
            tiles_per.push(t);
        }
        let offset = lane_digits(ed, lane, self.tile);
        let init = super::outline::radix_digits(ed, g, &tiles_per);

        let header = ed.block_after(ed.blk);
        let inside = ed.block_after(header);
        let pre = ed.block_after(inside);
        let lazy = lazy_step_digits();
        let mut args = vec![g];
        args.extend_from_slice(&init);
        if lazy {
            args.extend(StepMemo::initial(ed, n));
        }
        ed.br(header, &args);
        let u = ed.b.add_block_param(header, i64t);
        let digits: Vec<Value> = (0..n).map(|_| ed.b.add_block_param(header, i64t)).collect();
        let memo = lazy.then(|| StepMemo::params(ed, header, n));
        ed.at_end(header);
        // Tile u exists while its outermost digit is in range (no tile count to divide).
        let first = ed.bin(BinOp::Mul, digits[0], self.tile[0]);
        let more = ed.icmp(IntCC::Slt, first, self.nest.trips[0]);
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
        let next_u = ed.bin(BinOp::Add, u, gn);
        let Some(memo) = memo else {
            let step = super::outline::radix_digits(ed, gn, &tiles_per);
            let mut next = vec![next_u];
            next.extend(carry_add(ed, &digits, &step, &tiles_per));
            super::spmd::no_unroll(ed);
            ed.br(header, &next);
            return;
        };
        // Most blocks run one tile (grids are sized from the trip count): the digits of the
        // gang count are divided out the first time a block goes on (StepMemo).
        let mut tiles = ed.bin(BinOp::Add, self.nest.trips[0], self.tile[0]);
        tiles = ed.bin(BinOp::Sub, tiles, one);
        tiles = ed.bin(BinOp::UDiv, tiles, self.tile[0]);
        for &t in &tiles_per[1..] {
            tiles = ed.bin(BinOp::Mul, tiles, t);
        }
        let go_on = ed.icmp(IntCC::Slt, next_u, tiles);
        let again = ed.block_after(latch);
        ed.condbr(go_on, again, &[], exit, &[]);
        ed.at_end(again);
        let left = ed.bin(BinOp::Sub, tiles, u);
        let step = memo.digits(ed, (gn, left), &tiles_per);
        let mut next = vec![next_u];
        next.extend(carry_add(ed, &digits, &step, &tiles_per));
        next.extend(memo.next(ed, &step));
        super::spmd::no_unroll(ed);
        ed.br(header, &next);
    }
}

/// The digits of a walk's stride, divided out the first time a thread goes on to another
/// iteration and carried in the loop's header after that (most threads run one iteration
/// under grids sized from the trip count, and a division there costs as much as a small
/// body). Computed from an expression LLVM cannot prove invariant: divisions by trip counts
/// that it knows non-zero (the tiled walk's run-time check says so) are safe to speculate,
/// and LICM hoisted them to the kernel's entry, where every thread paid them.
pub(crate) struct StepMemo {
    digits: Vec<Value>,
    have: Value,
}

impl StepMemo {
    /// The header's initial arguments for the memo: no digits yet.
    pub(crate) fn initial(ed: &mut Ed, n: usize) -> Vec<Value> {
        vec![ed.i64c(0); n + 1]
    }

    /// The memo's parameters of `header`, added after the loop's own.
    pub(crate) fn params(ed: &mut Ed, header: Block, n: usize) -> StepMemo {
        let i64t = ed.m.i64();
        let digits = (0..n).map(|_| ed.b.add_block_param(header, i64t)).collect();
        let have = ed.b.add_block_param(header, i64t);
        StepMemo { digits, have }
    }

    /// At the cursor, where a thread goes on and `stride < left` holds: the stride's digits in
    /// `radix`. `min(stride, left)` is the stride there, but varies with the loop.
    pub(crate) fn digits(
        &self,
        ed: &mut Ed,
        (stride, left): (Value, Value),
        radix: &[Value],
    ) -> Vec<Value> {
        let i64t = ed.m.i64();
        let zero = ed.i64c(0);
        let have = ed.icmp(IntCC::Ne, self.have, zero);
        let compute = ed.block_after(ed.blk);
        let join = ed.block_after(compute);
        ed.condbr(have, join, &self.digits, compute, &[]);
        ed.at_end(compute);
        let below = ed.icmp(IntCC::Slt, stride, left);
        let s = ed.select(below, stride, left);
        let d = super::outline::radix_digits_nonzero(ed, s, radix);
        ed.br(join, &d);
        let out = (0..radix.len())
            .map(|_| ed.b.add_block_param(join, i64t))
            .collect();
        ed.at_end(join);
        out
    }

    /// The header's arguments for the memo once `digits` are known.
    pub(crate) fn next(&self, ed: &mut Ed, digits: &[Value]) -> Vec<Value> {
        let mut out = digits.to_vec();
        out.push(ed.i64c(1));
        out
    }
}

/// Thread `lane`'s offsets in a tile of extents `tile` (outermost first), all but the
/// outermost constants: remainders and quotients by them are shifts and masks.
fn lane_digits(ed: &mut Ed, lane: Value, tile: &[Value]) -> Vec<Value> {
    let n = tile.len();
    let mut out = vec![lane; n];
    let mut rest = lane;
    for d in (1..n).rev() {
        out[d] = ed.bin(BinOp::URem, rest, tile[d]);
        rest = ed.bin(BinOp::UDiv, rest, tile[d]);
    }
    out[0] = rest;
    out
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
