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
//! With `OXACC_TILE3=1`, `collapse(3)` nests get the tile of the CUDA stencils, 2 planes × 4
//! rows × 32, in blocks of 256 threads (docs/design.md decision 52). A first try of that shape
//! (2026-11, H100) was slower than the flattened walk, 3.27 ms against 2.45 ms for the 512³
//! stencil, paying four 64-bit divisions per thread; this one divides twice in 32 bits: the
//! tile's extents are constants (shifts), a tile exists while its outermost digit is in
//! range, and the next tile's digits are divided out only when a block goes on. Still, its
//! one-tile thread issues 199 SASS instructions against the flattened walk's 144 (two
//! divisions by different values, where the flattened walk's two share one reciprocal), so it
//! stays off by default until a GPU says whether the loads shared in L1 pay for that.

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

/// The environment variable that lets collapse(3) nests walk by tiles (`1`).
pub const TILE3_ENV: &str = "OXACC_TILE3";
/// The environment variable that divides the stride's digits out before the loop (`0`), as
/// before decision 52, where LLVM hoisted them.
pub const LAZY_STEP_ENV: &str = "OXACC_LAZY_STEP";

fn env_off(name: &str) -> bool {
    std::env::var_os(name).is_some_and(|v| v == "0")
}

/// Whether a collapsed walk at `level` divides out the digits of its next index (or tile)
/// only when a thread goes on, from the index itself: under grids sized from the trip count
/// most threads run one iteration, and LLVM hoisted the stride's digits, which it could prove
/// safe to compute, to the kernel's entry, where every thread paid for them (two `div.u32`
/// of the 512³ stencil's four). A loop-variant dividend stays where it is written; it costs
/// the divisions again per further iteration, so a loop with reductions (run on one wave of
/// resident gangs, many iterations per thread) keeps the stride's digits and adds them with
/// carries, as do worker loops. Carrying digits divided out once in the loop instead cost
/// registers live across the body (ptxas: the stencil's 30 → 48).
pub(crate) fn lazy_walk(
    level: super::spmd::Level,
    reductions: &[(crate::directive::ReductionOp, VarRef)],
) -> bool {
    !env_off(LAZY_STEP_ENV)
        && reductions.is_empty()
        && !matches!(level, super::spmd::Level::Workers { .. })
}

/// Whether a collapsed gang thread loop of `dims` dimensions may walk by tiles: collapse(3)
/// only with `OXACC_TILE3=1` (decision 52: its one-tile thread issues 199 SASS instructions
/// for the 512³ stencil, the flattened walk's 149, CUDA's 3-D grid 86; to be decided on the
/// GPU).
pub(crate) fn tiles_for(dims: usize) -> bool {
    dims == 2 || (dims == 3 && std::env::var_os(TILE3_ENV).is_some_and(|v| v == "1"))
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
/// `jam_ok`: the loop has no reductions, so its body may run `OXACC_REGBLOCK` rows per thread
/// (regblock.rs) where its shape allows.
pub(crate) fn branch(
    ed: &mut Ed,
    nest: &Nest,
    r: Region,
    (gangs, lane): ((Value, Value), Value),
    (v, lazy, jam_ok): (Value, bool, bool),
    exit: Block,
) {
    let copy = copy_region(ed.b, r);
    let (mut tile, ok) = shape(ed, nest.trips, v);
    let by_tiles = ed.block_after(ed.blk);
    let flat = ed.block_after(by_tiles);
    ed.condbr(ok, by_tiles, &[], flat, &[]);
    ed.at_end(by_tiles);
    let rows = super::regblock::rows_per_thread();
    let jam = if rows > 1 && jam_ok && nest.trips.len() == 2 {
        jam_copies(ed, r, rows, by_tiles)
    } else {
        None
    };
    let rows_v = tile[0];
    if let Some((shapes, _)) = &jam {
        let k = ed.i64c(shapes.len() as i128);
        tile[0] = ed.bin(BinOp::Mul, tile[0], k);
    }
    let entry = entry_of(ed.b, copy);
    let blocks = inline_region_blocks(ed.b, copy, by_tiles);
    let walk = Walk {
        nest,
        tile: &tile,
        lazy,
        jam: jam.as_ref().map(|(s, b)| (&s[..], &b[..], rows_v)),
    };
    walk.build(ed, gangs, lane, (entry, &blocks), exit);
    ed.at_end(flat);
}

/// `rows` copies of the body `r` with their shapes for [`super::regblock::jam`], inlined after
/// `at`, when the body can be jammed.
fn jam_copies(
    ed: &mut Ed,
    r: Region,
    rows: usize,
    at: Block,
) -> Option<(Vec<super::regblock::Shape>, Vec<Vec<Block>>)> {
    let top = ed.b.region(r).blocks.clone();
    super::regblock::analyze(ed.m, ed.b, &top)?;
    let mut copies = Vec::new();
    for _ in 0..rows {
        let c = copy_region(ed.b, r);
        let top = ed.b.region(c).blocks.clone();
        match super::regblock::analyze(ed.m, ed.b, &top) {
            Some(s) => copies.push((c, s)),
            None => {
                discard_region(ed.b, c);
                for (c, _) in copies {
                    discard_region(ed.b, c);
                }
                return None;
            }
        }
    }
    let mut shapes = Vec::new();
    let mut blocks = Vec::new();
    for (c, s) in copies {
        blocks.push(inline_region_blocks(ed.b, c, at));
        shapes.push(s);
    }
    Some((shapes, blocks))
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
    /// [`lazy_walk`]: the next tile's digits from its own number, when a block goes on.
    lazy: bool,
    /// Rows per thread (regblock.rs): the jammed copies of the body, their blocks, and the
    /// rows of a block (V/32) that separate a thread's rows; the tile is that many times
    /// taller and the plain copy runs the rows of a tile that crosses the nest's edge.
    jam: Option<Jammed<'a>>,
}

/// The jammed copies of a body for [`Walk`]: their shapes, their blocks, the rows of a block.
type Jammed<'a> = (&'a [super::regblock::Shape], &'a [Vec<Block>], Value);

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
        let mut args = vec![g];
        args.extend_from_slice(&init);
        ed.br(header, &args);
        let u = ed.b.add_block_param(header, i64t);
        let digits: Vec<Value> = (0..n).map(|_| ed.b.add_block_param(header, i64t)).collect();
        ed.at_end(header);
        // Tile u exists while its outermost digit is in range (no tile count to divide).
        let first = ed.bin(BinOp::Mul, digits[0], self.tile[0]);
        let more = ed.icmp(IntCC::Slt, first, self.nest.trips[0]);
        ed.condbr(more, inside, &[], exit, &[]);

        ed.at_end(inside);
        let mut coords = Vec::new();
        let mut valid = None;
        let mut inner_ok = None;
        for d in 0..n {
            let c = ed.bin(BinOp::Mul, digits[d], self.tile[d]);
            let c = ed.bin(BinOp::Add, c, offset[d]);
            let lt = ed.icmp(IntCC::Slt, c, self.nest.trips[d]);
            if d > 0 {
                inner_ok = Some(match inner_ok {
                    Some(v) => ed.bin(BinOp::And, v, lt),
                    None => lt,
                });
            }
            valid = Some(match valid {
                Some(v) => ed.bin(BinOp::And, v, lt),
                None => lt,
            });
            coords.push(c);
        }
        let latch = ed.block_after(*blocks.last().unwrap_or(&pre));
        let nest = self.nest;
        let ivs_at = |ed: &mut Ed, coords: &[Value]| -> Vec<Value> {
            (0..n)
                .map(|d| {
                    let (lo, st) = (nest.lows[d], nest.steps[d]);
                    super::outline::induction_value(ed, &nest.dims[d], lo, st, coords[d])
                })
                .collect()
        };
        let mut body_blocks = vec![entry];
        body_blocks.extend(blocks.iter().copied().filter(|&b| b != entry));
        if let Some((shapes, jam_blocks, rows_v)) = self.jam {
            // All of the thread's rows inside the nest: the jammed copies; otherwise the plain
            // copy for each row that is.
            let inner_ok = inner_ok.expect("two dimensions");
            let k = shapes.len();
            let span = ed.i64c(k as i128 - 1);
            let span = ed.bin(BinOp::Mul, rows_v, span);
            let last = ed.bin(BinOp::Add, coords[0], span);
            let rows_in = ed.icmp(IntCC::Slt, last, nest.trips[0]);
            let all_in = ed.bin(BinOp::And, rows_in, inner_ok);
            let part = ed.block_after(latch);
            ed.condbr(all_in, pre, &[], part, &[]);
            ed.at_end(pre);
            let mut ivs = Vec::new();
            for (r, bl) in jam_blocks.iter().enumerate() {
                let mut c = coords.clone();
                let off = ed.i64c(r as i128);
                let off = ed.bin(BinOp::Mul, rows_v, off);
                c[0] = ed.bin(BinOp::Add, coords[0], off);
                let v = ivs_at(ed, &c);
                super::induction::widen_uses(ed.b, bl, &v);
                ivs.push(v);
            }
            ed.br(shapes[0].entry, &ivs[0]);
            super::regblock::jam(ed, shapes, jam_blocks, &ivs);
            for bl in jam_blocks {
                for (_, t) in blocks_ending_in_yield(ed.b, bl) {
                    ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
                }
            }
            // part: for r in 0..k { if row r inside { plain body } }
            ed.at_end(part);
            let i64t = ed.m.i64();
            let head = ed.block_after(part);
            let test = ed.block_after(head);
            let run = ed.block_after(test);
            let next = ed.block_after(run);
            let zero = ed.i64c(0);
            ed.br(head, &[zero]);
            let r = ed.b.add_block_param(head, i64t);
            ed.at_end(head);
            let kk = ed.i64c(k as i128);
            let more = ed.icmp(IntCC::Slt, r, kk);
            ed.condbr(more, test, &[], latch, &[]);
            ed.at_end(test);
            let off = ed.bin(BinOp::Mul, rows_v, r);
            let row = ed.bin(BinOp::Add, coords[0], off);
            let row_in = ed.icmp(IntCC::Slt, row, nest.trips[0]);
            let ok = ed.bin(BinOp::And, row_in, inner_ok);
            ed.condbr(ok, run, &[], next, &[]);
            ed.at_end(run);
            let mut c = coords.clone();
            c[0] = row;
            let v = ivs_at(ed, &c);
            super::induction::widen_uses(ed.b, &body_blocks, &v);
            ed.br(entry, &v);
            for (_, t) in blocks_ending_in_yield(ed.b, blocks) {
                ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(next, &[]));
            }
            ed.at_end(next);
            let one = ed.i64c(1);
            let r1 = ed.bin(BinOp::Add, r, one);
            super::spmd::no_unroll(ed);
            ed.br(head, &[r1]);
        } else {
            ed.condbr(valid.expect("two dimensions"), pre, &[], latch, &[]);
            ed.at_end(pre);
            let ivs = ivs_at(ed, &coords);
            super::induction::widen_uses(ed.b, &body_blocks, &ivs);
            ed.br(entry, &ivs);
            for (_, t) in blocks_ending_in_yield(ed.b, blocks) {
                ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
            }
        }

        ed.at_end(latch);
        let next_u = ed.bin(BinOp::Add, u, gn);
        if !self.lazy {
            let step = super::outline::radix_digits(ed, gn, &tiles_per);
            let mut next = vec![next_u];
            next.extend(carry_add(ed, &digits, &step, &tiles_per));
            super::spmd::no_unroll(ed);
            ed.br(header, &next);
            return;
        }
        // The tile count (a product of values the kernel has anyway, and for three
        // dimensions a shift) says whether the block goes on; only then is its next tile's
        // number divided out (lazy_walk).
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
        let mut next = vec![next_u];
        next.extend(super::outline::radix_digits_nonzero(ed, next_u, &tiles_per));
        super::spmd::no_unroll(ed);
        ed.br(header, &next);
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
