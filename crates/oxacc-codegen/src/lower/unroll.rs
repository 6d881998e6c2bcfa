//! Unroll hints for sequential loops whose iterations wait on long-latency arithmetic.
//!
//! A GPU thread that runs a sequential inner loop (the `j` loop of an n-body force sum, a
//! per-element series) issues each iteration's square root or division and then waits for it:
//! the multi-function unit's latency is hidden only by independent work in the same thread.
//! LLVM's NVPTX cost model allows partial unrolling only of small bodies (a quarter of the
//! usual threshold), which such a body exceeds, and ptxas does not unroll loops of unknown
//! trip count. Unrolling the loop puts several iterations' independent square roots and
//! divisions in flight, what CUDA programmers write as `#pragma unroll` (docs/gpu.md,
//! "Unrolled long-latency loops": n-body 1.63× → 1.13× CUDA's time on an H200).
//!
//! The rule, for each natural loop of a function: innermost, one back edge, no call other than
//! math, no barrier, shuffle, atomic, fence or inline `asm` (whose order across iterations
//! matters to other threads), no `no_unroll` mark (the thread loops of acc-spmd), a body of at
//! most [`MAX_BODY`] instructions, and at least one floating-point division, remainder, square
//! root or math-library call. Its latch branch gets `llvm.loop.unroll.count`.

use std::collections::{HashMap, HashSet};

use oxacc_oir::dominance::{live_blocks, successors, DomTree};
use oxacc_oir::inst::{BinOp, InstKind, IntrinsicOp};
use oxacc_oir::{Block, Body, Inst};

/// Larger bodies are left to LLVM's own cost model: unrolled eight times they would crowd the
/// instruction cache and the register file.
const MAX_BODY: usize = 96;

/// The latch branches (back-edge terminators) of the loops [the rule](self) selects.
pub(super) fn long_latency_latches(body: &Body) -> HashSet<Inst> {
    let mut latches = HashSet::new();
    let Some(entry) = body.entry_block() else {
        return latches;
    };
    let Some(region) = body.block_region(entry) else {
        return latches;
    };
    let dom = DomTree::compute(body, region);
    let blocks = live_blocks(body, entry);
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in &blocks {
        for s in successors(body, b) {
            preds.entry(s).or_default().push(b);
        }
    }
    // Back edges by header: `latch → header` where the header dominates the latch.
    let mut back_edges: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in &blocks {
        for s in successors(body, b) {
            if dom.is_reachable(b) && dom.dominates(s, b) {
                back_edges.entry(s).or_default().push(b);
            }
        }
    }
    for (&header, latches_of) in &back_edges {
        let [latch] = latches_of[..] else { continue };
        let members = natural_loop(header, latch, &preds);
        let innermost = back_edges
            .keys()
            .all(|h| *h == header || !members.contains(h));
        if innermost && waits_on_long_latency(body, &members) {
            if let Some(t) = body.terminator(latch) {
                latches.insert(t);
            }
        }
    }
    latches
}

/// The blocks of the natural loop of back edge `latch → header`.
fn natural_loop(header: Block, latch: Block, preds: &HashMap<Block, Vec<Block>>) -> HashSet<Block> {
    let mut members = HashSet::from([header]);
    let mut work = vec![latch];
    while let Some(b) = work.pop() {
        if members.insert(b) {
            work.extend(preds.get(&b).into_iter().flatten().copied());
        }
    }
    members
}

fn waits_on_long_latency(body: &Body, members: &HashSet<Block>) -> bool {
    let mut count = 0;
    let mut long_latency = false;
    for &b in members {
        for &i in &body.block(b).insts {
            count += 1;
            match &body.inst(i).kind {
                InstKind::Binary {
                    op: BinOp::FDiv | BinOp::FRem,
                    ..
                } => long_latency = true,
                InstKind::Intrinsic { op, .. } => match op {
                    IntrinsicOp::Sqrt | IntrinsicOp::Libm(_) => long_latency = true,
                    IntrinsicOp::NoUnroll => return false,
                    op if op.is_device_only() => return false,
                    _ => {}
                },
                InstKind::Call { .. }
                | InstKind::CallIndirect { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::Fence(_)
                | InstKind::InlineAsm(_) => return false,
                _ => {}
            }
        }
    }
    long_latency && count <= MAX_BODY
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_oir as oir;

    fn latches(src: &str) -> usize {
        let m = oir::parse_module(src).expect("parses");
        let f = m.func_ids().next().expect("a function");
        long_latency_latches(m.func(f).body.as_ref().expect("a body")).len()
    }

    const SERIES: &str = "\
module \"t\"
func @f: fn(ptr, i64) -> f32 {
bb0(%p: ptr, %n: i64):
  %z: i64 = iconst 0
  %s0: f32 = fconst 0.0
  br bb1(%z, %s0)
bb1(%j: i64, %s: f32):
  %q: ptr = elemaddr f32, %p, %j
  %x: f32 = load %q
  %r: f32 = intrinsic sqrt(%x)
  %d: f32 = fdiv %s0, %r
  %t: f32 = fadd %s, %d
  %one: i64 = iconst 1
  %j1: i64 = add %j, %one
  %c: i1 = icmp slt %j1, %n
  condbr %c, bb1(%j1, %t), bb2
bb2:
  ret %t
}
";

    #[test]
    fn a_loop_of_square_roots_and_divisions_is_unrolled() {
        assert_eq!(latches(SERIES), 1);
    }

    #[test]
    fn a_loop_without_long_latency_arithmetic_is_left_to_llvm() {
        let src = SERIES
            .replace("%r: f32 = intrinsic sqrt(%x)", "%r: f32 = fmul %x, %x")
            .replace("%d: f32 = fdiv %s0, %r", "%d: f32 = fadd %s0, %r");
        assert_eq!(latches(&src), 0);
    }

    #[test]
    fn a_thread_loop_or_a_loop_with_barriers_is_not_unrolled() {
        let marked = SERIES.replace(
            "  %c: i1 = icmp",
            "  intrinsic no_unroll()\n  %c: i1 = icmp",
        );
        assert_eq!(latches(&marked), 0);
        let barrier = SERIES.replace("  %c: i1 = icmp", "  intrinsic barrier()\n  %c: i1 = icmp");
        assert_eq!(latches(&barrier), 0);
    }
}
