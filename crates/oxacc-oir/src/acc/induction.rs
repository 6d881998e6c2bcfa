//! The 64-bit uses of a narrow loop variable, given its 64-bit value (loop nests walked on a
//! flattened counter: collapse, tiles, steps other than one).
//!
//! Such a loop computes its variable in 64 bits from the counter (`lo + k·step`) and truncates
//! it to the variable's width; the body stores that into the variable and, Fortran subscripts
//! and C pointer arithmetic being 64-bit, sign-extends every load of it again, with the
//! constant offsets of neighbours in between (`a(j, k + 1)`: `sext(add nsw (trunc x), 1)`).
//! LLVM 22 keeps each such `sext` on NVPTX (its expression-tree widening takes the truncated
//! value for an arbitrary i64 and rebuilds the sign with `shl`/`ashr`, `trunc nsw` or not),
//! so every access paid a `cvt`, an `add.s32`, a `cvt` and, for the `k + 1` row, its own
//! multiply-add: calcdt's Fortran loop ran 109 PTX instructions where C's `long` loop ran 88.
//! The value is a value the loop variable takes, so it fits its width: `sext(trunc x)` is `x`,
//! and with `nsw` (Fortran F2018 16.4, C11 6.5p5) `sext(a + b)` is `sext(a) + sext(b)`.
//! [`widen_uses`] makes those rewrites in the body before LLVM sees it.

use std::cell::Cell;
use std::collections::{HashMap, HashSet};

use crate::entity::{Block, Inst, Value};
use crate::inst::{BinOp, CastOp, InstKind};
use crate::module::Body;

/// The environment variable that turns [`widen_uses`] on (`1`; off by default since its GPU A/B).
pub const WIDEN_ENV: &str = "OXACC_WIDEN_IVS";

thread_local! {
    /// Whether acc-outline is lowering a host version that only the host runs (its kernel has
    /// a device version of its own, which the GPU kernel is built from; acc-device).
    static HOST_ONLY: Cell<bool> = const { Cell::new(false) };
}

/// Marks, until the guard drops, the body being lowered as one only the host runs: there
/// [`widen_uses`] is always on (decision 111). Decision 46 turned it off for the GPU's
/// registers; x86-64 has the registers, and without it every access of a flattened nest's
/// 32-bit variable paid a `shl`/`sar` pair (PolyBench mvt: 1.28x gcc's instructions).
pub(crate) fn host_only_body(on: bool) -> HostOnlyGuard {
    HostOnlyGuard(HOST_ONLY.replace(on))
}

/// Whether the body being lowered is one only the host runs ([`host_only_body`]).
pub(crate) fn host_only() -> bool {
    HOST_ONLY.get()
}

pub(crate) struct HostOnlyGuard(bool);

impl Drop for HostOnlyGuard {
    fn drop(&mut self) {
        HOST_ONLY.set(self.0);
    }
}

/// In the top-level `blocks` of a loop body (its entry first, whose parameters receive `ivs`,
/// the loop variables in their own widths), replaces each sign extension of a narrow loop
/// variable, or of an `nsw` sum or difference of such variables and constants ([`widens`]),
/// by the 64-bit value it equals. A variable counts when its entry parameter is stored into a stack slot that
/// nothing in `blocks` (or nested in them) stores again and whose address goes nowhere but
/// loads and stores: then every load of the slot in `blocks` reads the entry's value. A
/// variable of 64 bits, or one not computed by a `trunc` of a 64-bit value, is left alone.
pub(crate) fn widen_uses(body: &mut Body, blocks: &[Block], ivs: &[Value]) {
    // Off on the GPU unless `OXACC_WIDEN_IVS=1`: on an H200 the 64-bit values live across
    // the body cost Fortran calcdt 6 registers and a block per SM, 10% of its time, and gained
    // nothing elsewhere (decision 46's A/B, 2026-11-29 19:00; docs/design.md).
    if !HOST_ONLY.get() && std::env::var_os(WIDEN_ENV).is_none_or(|v| v != "1") {
        return;
    }
    let Some(&entry) = blocks.first() else {
        return;
    };
    let params = body.block(entry).params.clone();
    let in_body: HashSet<Block> = blocks.iter().copied().collect();
    let mut slots: Vec<(Value, Value)> = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        let Some(&iv) = ivs.get(k) else { break };
        let Some(wide) = truncated_from(body, iv) else {
            continue;
        };
        let store = body
            .block(entry)
            .insts
            .iter()
            .find_map(|&i| match body.inst(i).kind {
                InstKind::Store { value, ptr, .. } if value == p => Some(ptr),
                _ => None,
            });
        // A load of the slot ahead of the entry's store would read the value before it.
        let read_before = |s: Value| {
            body.block(entry)
                .insts
                .iter()
                .take_while(
                    |&&i| !matches!(body.inst(i).kind, InstKind::Store { value, .. } if value == p),
                )
                .any(|&i| matches!(body.inst(i).kind, InstKind::Load { ptr, .. } if ptr == s))
        };
        if let Some(slot) =
            store.filter(|&s| !read_before(s) && sole_value_of(body, s, entry, &in_body))
        {
            slots.push((slot, wide));
        }
    }
    if slots.is_empty() {
        return;
    }
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    for &b in blocks {
        let mut pos = 0;
        while pos < body.block(b).insts.len() {
            let i = body.block(b).insts[pos];
            pos += 1;
            let (
                InstKind::Cast {
                    op: CastOp::SExt,
                    arg,
                },
                Some(res),
            ) = (&body.inst(i).kind, body.inst(i).result)
            else {
                continue;
            };
            let (arg, to) = (*arg, body.value_type(res));
            if !widens(body, arg, &slots, to) {
                continue;
            }
            let mut added = Vec::new();
            let wide = widen(body, arg, &slots, to, i, &mut added);
            let at = pos - 1;
            for (k, n) in added.iter().enumerate() {
                crate::acc::insert_inst(body, b, at + k, *n);
            }
            pos += added.len();
            replaced.insert(res, wide);
        }
    }
    // The extensions stay (dead unless a nested region uses them); their uses in `blocks`
    // take the 64-bit values.
    for &b in blocks {
        for &j in &body.block(b).insts.clone() {
            body.insts[j.index()].kind.visit_operands_mut(|v| {
                if let Some(&w) = replaced.get(v) {
                    *v = w;
                }
            });
        }
    }
}

/// `x` where `v` is `trunc x` of a 64-bit `x`.
fn truncated_from(body: &Body, v: Value) -> Option<Value> {
    match crate::acc::def_kind(body, v)? {
        InstKind::Cast {
            op: CastOp::Trunc,
            arg,
        } if body.values[arg.index()].ty != body.values[v.index()].ty => Some(*arg),
        _ => None,
    }
}

/// Whether stack slot `slot` holds, all through `blocks`, what `entry` stores into it: a slot
/// (an `alloca`) used only as the address of loads and stores, stored once in `blocks` (by
/// `entry`) and never in a region nested in them.
fn sole_value_of(body: &Body, slot: Value, entry: Block, blocks: &HashSet<Block>) -> bool {
    if !matches!(
        crate::acc::def_kind(body, slot),
        Some(InstKind::Alloca { count: None, .. })
    ) {
        return false;
    }
    let mut stores_in_body = 0;
    for (n, d) in body.insts.iter().enumerate() {
        let Some(b) = d.block else { continue };
        let mut other_use = false;
        match &d.kind {
            InstKind::Load { ptr, .. } if *ptr == slot => continue,
            InstKind::Store { value, ptr, .. } if *ptr == slot && *value != slot => {
                if blocks.contains(&b) {
                    stores_in_body += 1;
                    if b != entry {
                        return false;
                    }
                } else if nested_in(body, Inst::new(n), blocks) {
                    return false;
                }
                continue;
            }
            k => k.visit_operands(|v| other_use |= v == slot),
        }
        if other_use {
            return false;
        }
    }
    stores_in_body == 1
}

/// Whether instruction `i` lies in a region nested in one of `blocks`.
fn nested_in(body: &Body, i: Inst, blocks: &HashSet<Block>) -> bool {
    crate::acc::ancestors(body, i)
        .iter()
        .any(|&p| body.inst(p).block.is_some_and(|b| blocks.contains(&b)))
}

/// The 64-bit value of slot load `v`, if `v` loads one of `slots`.
fn slot_value(body: &Body, v: Value, slots: &[(Value, Value)]) -> Option<Value> {
    match crate::acc::def_kind(body, v)? {
        InstKind::Load { ptr, .. } => slots.iter().find(|s| s.0 == *ptr).map(|s| s.1),
        _ => None,
    }
}

/// Whether `sext(v)` to `to` can be computed from the 64-bit values of `slots`: `v` loads one,
/// or is an `nsw` sum or difference of such values and constants (`k + 1`, `j - 2 + k`).
/// Only such expressions: with another value in the sum (C's `k * nx + j`) the split leaves
/// that value's own extension and a 64-bit add where LLVM made one `mad.lo.s32` and one
/// `mul.wide.s32` of the 32-bit sum (3 more instructions per access, measured).
fn widens(body: &Body, v: Value, slots: &[(Value, Value)], to: crate::entity::TypeId) -> bool {
    if let Some(w) = slot_value(body, v, slots) {
        return body.value_type(w) == to;
    }
    match crate::acc::def_kind(body, v) {
        Some(InstKind::Binary {
            op: BinOp::Add | BinOp::Sub,
            lhs,
            rhs,
            nsw: true,
        }) => {
            let (l, r) = (widens(body, *lhs, slots, to), widens(body, *rhs, slots, to));
            let constant = |x: Value| crate::acc::iconst_of(body, x).is_some();
            match (l, r) {
                (true, true) => true,
                (true, false) => constant(*rhs),
                (false, true) => constant(*lhs),
                (false, false) => false,
            }
        }
        _ => false,
    }
}

/// `sext(v)` ([`widens`]) built from the slots' 64-bit values, the new instructions (to place
/// before `at`, in order) pushed on `added`.
fn widen(
    body: &mut Body,
    v: Value,
    slots: &[(Value, Value)],
    ty: crate::entity::TypeId,
    at: Inst,
    added: &mut Vec<Inst>,
) -> Value {
    if let Some(w) = slot_value(body, v, slots) {
        return w;
    }
    let Some(InstKind::Binary { op, lhs, rhs, .. }) = crate::acc::def_kind(body, v).cloned() else {
        unreachable!("widens() accepted it");
    };
    let loc = body.inst(at).loc;
    let side = |body: &mut Body, x: Value, added: &mut Vec<Inst>| {
        if widens(body, x, slots, ty) {
            return widen(body, x, slots, ty, at, added);
        }
        let kind = InstKind::Cast {
            op: CastOp::SExt,
            arg: x,
        };
        let n = body.new_inst(kind, Some(ty), loc);
        added.push(n);
        body.inst(n).result.expect("result")
    };
    let l = side(body, lhs, added);
    let r = side(body, rhs, added);
    let kind = InstKind::Binary {
        op,
        lhs: l,
        rhs: r,
        nsw: true,
    };
    let n = body.new_inst(kind, Some(ty), loc);
    added.push(n);
    body.inst(n).result.expect("result")
}
