//! Fewer, simpler kernel arguments: before a compute construct is outlined, the values its
//! region uses from outside are made constants where they are constants, and one value where
//! several compute the same thing.
//!
//! Front ends compute what they need where they need it: the Fortran front end evaluates each
//! explicit-shape dummy's bounds on entry, so `u(0:n-1, 0:n-1, 0:n-1)` and `v(…)` give six
//! lower bounds (`sext 0`) and six extents, each from its own load of `n`. Passed as they are,
//! a stencil kernel over u and v received 15 arguments and computed each element's address
//! twice from bounds it could not know were equal (Fortran stencil3d at 1.76× CUDA against
//! C's 1.29× on an H200). Constants are rebuilt inside the region, where LLVM folds them;
//! captured values that compute the same expression from the same operands (loads of the
//! same address with no write that may reach it in between) become one.

use std::collections::{HashMap, HashSet};

use super::{captures, def_inst, def_kind, entry_of, replace_uses_in_region};
use crate::entity::{Block, Inst, Region, Value};
use crate::inst::{BinOp, InstKind};
use crate::module::{Body, ValueDef};

/// Rewrites region `r`'s uses of captured constants and duplicate captured values. Values
/// the construct's clauses name (`named`) keep their uses: how they reach the kernel is the
/// clause's to say.
pub(crate) fn simplify(body: &mut Body, r: Region, named: &HashSet<Value>) {
    let caps = captures(body, r);
    let entry = entry_of(body, r);
    let at = super::alloca_prefix(body, entry);
    let mut placed = 0;
    for &v in &caps {
        if !named.contains(&v) && constant_tree(body, v, 0) {
            let c = clone_tree(body, v, entry, at, &mut placed);
            replace_uses_in_region(body, r, v, c);
        }
    }
    let caps = captures(body, r);
    let mut first: HashMap<Key, Value> = HashMap::new();
    let mut keys = HashMap::new();
    for v in caps {
        if named.contains(&v) {
            continue;
        }
        let Some(k) = key(body, v, &mut keys, 0) else {
            continue;
        };
        match first.get(&k) {
            Some(&w) => replace_uses_in_region(body, r, v, w),
            None => {
                first.insert(k, v);
            }
        }
    }
}

/// Whether `v` is computed from constants alone by instructions that are safe to repeat.
fn constant_tree(body: &Body, v: Value, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match def_kind(body, v) {
        Some(InstKind::IConst(_) | InstKind::FConst(_) | InstKind::Null) => true,
        Some(InstKind::Cast { arg, .. }) => constant_tree(body, *arg, depth + 1),
        Some(InstKind::Binary { op, lhs, rhs, .. }) => {
            !matches!(op, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
                && constant_tree(body, *lhs, depth + 1)
                && constant_tree(body, *rhs, depth + 1)
        }
        _ => false,
    }
}

/// A copy of the constant tree of `v` inserted in `b` at `pos + *placed`, operands first.
fn clone_tree(body: &mut Body, v: Value, b: Block, pos: usize, placed: &mut usize) -> Value {
    let Some(i) = def_inst(body, v) else {
        return v;
    };
    let mut kind = body.inst(i).kind.clone();
    let mut operands = Vec::new();
    kind.visit_operands(|x| operands.push(x));
    let mut copies = HashMap::new();
    for x in operands {
        let c = clone_tree(body, x, b, pos, placed);
        copies.insert(x, c);
    }
    kind.visit_operands_mut(|x| {
        if let Some(&c) = copies.get(x) {
            *x = c;
        }
    });
    let (ty, loc) = (body.value_type(v), body.inst(i).loc);
    let ni = body.new_inst(kind, Some(ty), loc);
    super::insert_inst(body, b, pos + *placed, ni);
    *placed += 1;
    body.inst(ni).result.unwrap_or(v)
}

/// What a captured value computes, for comparing captures: the instruction with its operands'
/// keys; a load is the same load only from the same address in the same block with no write
/// that may reach the address between the two (`Key::Load` carries the last such write).
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Leaf(Value),
    Op(String, Vec<Key>),
    Load(Value, Block, Option<Inst>, u32),
}

fn key(body: &Body, v: Value, memo: &mut HashMap<Value, Option<Key>>, depth: u32) -> Option<Key> {
    if let Some(k) = memo.get(&v) {
        return k.clone();
    }
    if depth > 16 {
        return None;
    }
    let k = match body.values[v.index()].def {
        ValueDef::Param(..) => Some(Key::Leaf(v)),
        ValueDef::Inst(i) => {
            let kind = &body.inst(i).kind;
            match kind {
                InstKind::IConst(_)
                | InstKind::FConst(_)
                | InstKind::Binary { .. }
                | InstKind::ICmp { .. }
                | InstKind::Cast { .. }
                | InstKind::Select { .. }
                | InstKind::PtrAdd { .. } => {
                    let mut ops = Vec::new();
                    kind.visit_operands(|x| ops.push(x));
                    let mut keys = Vec::new();
                    for x in ops {
                        keys.push(key(body, x, memo, depth + 1)?);
                    }
                    // The operation with its operands blanked, and its result type.
                    let mut shape = kind.clone();
                    shape.visit_operands_mut(|x| *x = Value::new(0));
                    Some(Key::Op(format!("{shape:?}:{:?}", body.value_type(v)), keys))
                }
                InstKind::Load { ptr, flags } if !flags.volatile => {
                    let b = body.inst(i).block?;
                    Some(Key::Load(
                        *ptr,
                        b,
                        last_write_before(body, b, i, *ptr),
                        body.value_type(v).index() as u32,
                    ))
                }
                _ => Some(Key::Leaf(v)),
            }
        }
    };
    memo.insert(v, k.clone());
    k
}

/// The last instruction of block `b` before `at` that may write memory at `p`.
fn last_write_before(body: &Body, b: Block, at: Inst, p: Value) -> Option<Inst> {
    let insts = &body.block(b).insts;
    let end = insts.iter().position(|&i| i == at)?;
    insts[..end]
        .iter()
        .rev()
        .copied()
        .find(|&i| may_write(body, i, p))
}

fn may_write(body: &Body, i: Inst, p: Value) -> bool {
    match &body.inst(i).kind {
        InstKind::Store { ptr, .. }
        | InstKind::AtomicRmw { ptr, .. }
        | InstKind::CmpXchg { ptr, .. }
        | InstKind::Memcpy { dst: ptr, .. }
        | InstKind::Memset { dst: ptr, .. } => may_alias(body, *ptr, p),
        InstKind::Load { .. }
        | InstKind::IConst(_)
        | InstKind::FConst(_)
        | InstKind::Binary { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Cast { .. }
        | InstKind::Select { .. }
        | InstKind::PtrAdd { .. }
        | InstKind::ElemAddr { .. }
        | InstKind::FieldAddr { .. }
        | InstKind::Alloca { .. }
        | InstKind::GlobalAddr(_)
        | InstKind::FuncAddr(_)
        | InstKind::Null => false,
        // Calls, directives and anything else: assume they write.
        _ => true,
    }
}

/// Whether a write at `q` may reach memory at `p`: only distinct allocas, and an alloca
/// against a function's parameter, are known apart (a fresh stack object is no memory a
/// caller passed in).
fn may_alias(body: &Body, q: Value, p: Value) -> bool {
    let (rq, rp) = (super::spmd::root(body, q), super::spmd::root(body, p));
    if rq == rp {
        return true;
    }
    let alloca = |v: Value| matches!(def_kind(body, v), Some(InstKind::Alloca { .. }));
    let entry = body.entry_block();
    let param =
        |v: Value| matches!(body.values[v.index()].def, ValueDef::Param(b, _) if Some(b) == entry);
    !((alloca(rq) && alloca(rp)) || (alloca(rq) && param(rp)) || (param(rq) && alloca(rp)))
}
