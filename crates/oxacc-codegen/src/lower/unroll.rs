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

/// The most instructions of a jammed inner loop, and of the rest of its outer loop, as the
/// front ends write them (locals still in memory: several times LLVM's count after SROA);
/// LLVM's own thresholds then decide on what remains.
const MAX_JAM_BODY: usize = 400;

/// The latch branches (back-edge terminators) of the loops [the rule](self) selects.
pub(super) fn long_latency_latches(body: &Body) -> HashSet<Inst> {
    let loops = natural_loops(body);
    let mut latches = HashSet::new();
    for l in &loops {
        let innermost = loops
            .iter()
            .all(|o| o.header == l.header || !l.members.contains(&o.header));
        if innermost && waits_on_long_latency(body, &l.members, MAX_BODY) {
            latches.extend(body.terminator(l.latch));
        }
    }
    latches
}

/// The latch branches of the loops to unroll and jam on a host: a loop around exactly one
/// loop that [`long_latency_latches`] would pick, with nothing else but plain arithmetic and
/// memory accesses (the `i` loop of an n-body force sum). Jammed, the inner loop computes
/// several outer iterations' square roots and divisions side by side, which the SLP
/// vectorizer packs into one vector instruction each: what gfortran -O2 gets by vectorizing
/// the outer loop. LLVM checks the dependences and leaves the loop alone where they forbid
/// it (`host::compile` then drops the hint).
pub(super) fn jam_latches(body: &Body) -> HashSet<Inst> {
    let loops = natural_loops(body);
    let mut latches = HashSet::new();
    for l in &loops {
        let inner: Vec<&Loop> = loops
            .iter()
            .filter(|o| o.header != l.header && l.members.contains(&o.header))
            .collect();
        let [inner] = inner[..] else { continue };
        let rest: HashSet<Block> = l.members.difference(&inner.members).copied().collect();
        let rest_size: usize = rest.iter().map(|&b| body.block(b).insts.len()).sum();
        if waits_on_long_latency(body, &inner.members, MAX_JAM_BODY)
            && plain(body, &rest)
            && rest_size <= MAX_JAM_BODY
        {
            latches.extend(body.terminator(l.latch));
        }
    }
    latches
}

/// A natural loop with one back edge.
struct Loop {
    header: Block,
    latch: Block,
    members: HashSet<Block>,
}

/// The loops of a function that have one back edge.
fn natural_loops(body: &Body) -> Vec<Loop> {
    let Some(entry) = body.entry_block() else {
        return Vec::new();
    };
    let Some(region) = body.block_region(entry) else {
        return Vec::new();
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
    back_edges
        .iter()
        .filter_map(|(&header, latches)| {
            let [latch] = latches[..] else { return None };
            Some(Loop {
                header,
                latch,
                members: natural_loop(header, latch, &preds),
            })
        })
        .collect()
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

/// No call, atomic, fence or inline `asm` in `blocks`.
fn plain(body: &Body, blocks: &HashSet<Block>) -> bool {
    blocks.iter().all(|&b| {
        body.block(b)
            .insts
            .iter()
            .all(|&i| match &body.inst(i).kind {
                InstKind::Intrinsic { op, .. } => {
                    !op.is_device_only() && !matches!(op, IntrinsicOp::NoUnroll)
                }
                InstKind::Call { .. }
                | InstKind::CallIndirect { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::Fence(_)
                | InstKind::InlineAsm(_) => false,
                _ => true,
            })
    })
}

fn waits_on_long_latency(body: &Body, members: &HashSet<Block>, max_body: usize) -> bool {
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
    long_latency && count <= max_body
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

    /// `for i { s = 0; for j { s += x / sqrt(p[j]) }; q[i] = s }`.
    const NEST: &str = "\
module \"t\"
func @g: fn(ptr, ptr, i64) -> void {
bb0(%p: ptr, %q: ptr, %n: i64):
  %z: i64 = iconst 0
  %s0: f64 = fconst 0.0
  br bb1(%z)
bb1(%i: i64):
  br bb2(%z, %s0)
bb2(%j: i64, %s: f64):
  %a: ptr = elemaddr f64, %p, %j
  %x: f64 = load %a
  %r: f64 = intrinsic sqrt(%x)
  %d: f64 = fdiv %x, %r
  %t: f64 = fadd %s, %d
  %one: i64 = iconst 1
  %j1: i64 = add %j, %one
  %c: i1 = icmp slt %j1, %n
  condbr %c, bb2(%j1, %t), bb3
bb3:
  %b: ptr = elemaddr f64, %q, %i
  store %t, %b
  %one2: i64 = iconst 1
  %i1: i64 = add %i, %one2
  %c2: i1 = icmp slt %i1, %n
  condbr %c2, bb1(%i1), bb4
bb4:
  ret
}
";

    fn jammed(src: &str) -> usize {
        let m = oir::parse_module(src).expect("parses");
        let f = m.func_ids().next().expect("a function");
        jam_latches(m.func(f).body.as_ref().expect("a body")).len()
    }

    #[test]
    fn a_loop_around_a_long_latency_loop_is_jammed() {
        assert_eq!(jammed(NEST), 1);
        // The inner loop is the one unrolled where the target unrolls (NVPTX).
        assert_eq!(latches(NEST), 1);
    }

    #[test]
    fn a_nest_with_a_call_or_without_long_latency_arithmetic_is_not_jammed() {
        let cheap = NEST
            .replace("%r: f64 = intrinsic sqrt(%x)", "%r: f64 = fmul %x, %x")
            .replace("%d: f64 = fdiv %x, %r", "%d: f64 = fadd %x, %r");
        assert_eq!(jammed(&cheap), 0);
        let call = NEST.replace(
            "  store %t, %b\n",
            "  store %t, %b\n  call @g(%p, %q, %n)\n",
        );
        assert_eq!(jammed(&call), 0);
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
