//! Scalar reductions the compiler finds itself in loops whose parallelism it decides (part of
//! `acc-implicit-data`, before the dependence test): `kernels` loops and `auto` loops. A
//! scalar of the function that the loop reads once and writes once, the written value being
//! the read one combined with something that does not depend on it, is a reduction
//! (OpenACC 3.3 §2.9.11), as nvc finds them ("Generating reduction(max:err)"):
//!
//! - `x = x op e`, `x op= e` with op in `+ * & | ^` (and the promotions C puts around them);
//! - `x = fmax(x, e)`, `fmin` (and their `f`/`l` forms);
//! - `x = x > e ? x : e` and the other comparisons (max, min; unsigned comparisons give the
//!   unsigned operators);
//! - `if (e > x) x = e;` (and `<`, `>=`, `<=`, either operand order).
//!
//! The loop gets a `reduction` clause; the dependence test exempts its variable, and
//! acc-implicit-data's §2.6.2 rule gives the variable its `copy`.

use std::collections::HashSet;

use super::*;
use crate::directive::ReductionOp;
use crate::inst::FloatCC;

/// The reductions of loop `l` not yet in one of its clauses (or of a loop around it), added
/// as `reduction` clauses; their `op(name)` texts for the remark.
pub(crate) fn find_reductions(m: &Module, body: &mut Body, l: Inst) -> Vec<String> {
    let r = region_of(body, l).expect("loop region");
    // Variables the loop itself names keep their clause; a reduction of an enclosing loop
    // nests (this loop's partial results combine into that loop's private copy).
    let mut named: HashSet<Value> = HashSet::new();
    for c in &dir(body, l).clauses {
        named.extend(c.vars().iter().map(|v| v.var));
    }
    let insts = region_insts_deep(body, r);
    let mut found: Vec<(ReductionOp, VarRef)> = Vec::new();
    for v in captures(body, r) {
        if named.contains(&v)
            || !matches!(
                def_kind(body, v),
                Some(InstKind::Alloca { count: None, .. })
            )
        {
            continue;
        }
        let Some(ty) = var_type(m, body, v) else {
            continue;
        };
        if m.types.is_aggregate(ty) || m.types.is_ptr(ty) {
            continue;
        }
        let uses: Vec<Inst> = insts
            .iter()
            .copied()
            .filter(|&i| body.inst(i).kind.operands().contains(&v))
            .collect();
        let [a, b] = uses[..] else { continue };
        let (load, store) = match (&body.inst(a).kind, &body.inst(b).kind) {
            (InstKind::Load { ptr, .. }, InstKind::Store { ptr: sp, value, .. })
                if *ptr == v && *sp == v && *value != v =>
            {
                (a, b)
            }
            _ => continue,
        };
        let Some(op) = combine_op(m, body, &insts, load, store) else {
            continue;
        };
        let int = m.types.int_width(ty).is_some();
        let op = match op {
            // Bit operators on floating types do not exist; + and * on _Bool are the front
            // end's business (it never writes them so).
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor if !int => continue,
            ReductionOp::UMax | ReductionOp::UMin if !int => continue,
            o => o,
        };
        found.push((
            op,
            VarRef {
                var: v,
                name: implicit_name(m, body, v).into(),
                ty,
                bounds: Vec::new(),
            },
        ));
    }
    let texts = found
        .iter()
        .map(|(op, v)| format!("reduction({}:{})", super::reduction::op_symbol(*op), v.name))
        .collect();
    let d = dir_mut(body, l);
    for (op, v) in found {
        d.clauses.push(Clause::Reduction(op, vec![v]));
    }
    texts
}

/// The value under the conversions C puts around an operation (promotions and the
/// conversion back on assignment).
fn peel(body: &Body, mut v: Value) -> Value {
    while let Some(InstKind::Cast {
        op:
            CastOp::SExt
            | CastOp::ZExt
            | CastOp::Trunc
            | CastOp::FpExt
            | CastOp::FpTrunc
            | CastOp::SiToFp
            | CastOp::UiToFp,
        arg,
    }) = def_kind(body, v)
    {
        v = *arg;
    }
    v
}

/// How many operands of the loop's instructions are `v`.
fn use_count(body: &Body, insts: &[Inst], v: Value) -> usize {
    insts
        .iter()
        .map(|&i| {
            let mut n = 0;
            body.inst(i)
                .kind
                .visit_operands(|o| n += usize::from(o == v));
            n
        })
        .sum()
}

/// Whether `v` (outside the loop, or computed from values other than `old`) does not
/// depend on `old`, looking through pure instructions of the loop.
fn independent_of(body: &Body, v: Value, old: Value, depth: u32) -> bool {
    if v == old {
        return false;
    }
    if depth > 32 {
        return false;
    }
    match def_inst(body, v) {
        None => true,
        Some(i) => {
            let k = &body.inst(i).kind;
            if matches!(k, InstKind::Load { .. } | InstKind::Call { .. }) {
                // A load or call reads memory, not the SSA value `old`.
                let mut ok = true;
                k.visit_operands(|o| ok &= o != old);
                return ok;
            }
            let mut ok = true;
            k.visit_operands(|o| ok &= independent_of(body, o, old, depth + 1));
            ok
        }
    }
}

/// The reduction operator of `store(combine(load, e))`, if the stored value is one.
fn combine_op(
    m: &Module,
    body: &Body,
    insts: &[Inst],
    load: Inst,
    store: Inst,
) -> Option<ReductionOp> {
    let old = body.inst(load).result?;
    let InstKind::Store { value, .. } = body.inst(store).kind else {
        return None;
    };
    let uses = use_count(body, insts, old);
    let v = peel(body, value);
    let is_old = |x: Value| peel(body, x) == old;
    match def_kind(body, v)? {
        InstKind::Binary { op, lhs, rhs } if uses == 1 => {
            let e = if is_old(*lhs) {
                *rhs
            } else if is_old(*rhs) {
                *lhs
            } else {
                return None;
            };
            if !independent_of(body, e, old, 0) {
                return None;
            }
            Some(match op {
                BinOp::Add | BinOp::FAdd => ReductionOp::Add,
                BinOp::Mul | BinOp::FMul => ReductionOp::Mul,
                BinOp::And => ReductionOp::BitAnd,
                BinOp::Or => ReductionOp::BitOr,
                BinOp::Xor => ReductionOp::BitXor,
                _ => return None,
            })
        }
        InstKind::Call { callee, args } if uses == 1 && args.len() == 2 => {
            let name = m.func(*callee).name.as_str();
            let op = match name {
                "fmax" | "fmaxf" | "fmaxl" => ReductionOp::Max,
                "fmin" | "fminf" | "fminl" => ReductionOp::Min,
                _ => return None,
            };
            let e = if is_old(args[0]) {
                args[1]
            } else if is_old(args[1]) {
                args[0]
            } else {
                return None;
            };
            independent_of(body, e, old, 0).then_some(op)
        }
        InstKind::Select {
            cond,
            then_val: a,
            else_val: b,
        } => {
            // x = (p cc q) ? a : b with {a, b} = {x, e} and {p, q} = {x, e}.
            let (cc, p, q) = compare(body, *cond)?;
            let (a, b) = (peel(body, *a), peel(body, *b));
            let (p, q) = (peel(body, p), peel(body, q));
            let e = if a == old { b } else { a };
            if !((a == old) ^ (b == old))
                || !((p == old) ^ (q == old))
                || e != if p == old { q } else { p }
            {
                return None;
            }
            if uses != 2 || !independent_of(body, e, old, 0) {
                return None;
            }
            // Picks `a` when p cc q: the greater of the two when (p is a) and cc is "greater".
            minmax(cc, p == a)
        }
        _ if uses == 1 => {
            // if (e cc x) x = e;  (the store alone in the block the comparison leads to)
            let e = value;
            let sb = body.inst(store).block?;
            let (cond, then_side) = sole_branch_into(body, insts, sb)?;
            let (cc, p, q) = compare(body, cond)?;
            let (p, q) = (peel(body, p), peel(body, q));
            let pe = peel(body, e);
            if !((p == old && q == pe) || (q == old && p == pe)) {
                return None;
            }
            if !independent_of(body, e, old, 0) {
                return None;
            }
            // The store runs when (p cc q) == then_side; it picks e.
            let cc = if then_side { cc } else { cc.inverse()? };
            minmax(cc, p == pe)
        }
        _ => None,
    }
}

/// A comparison's direction: whether "p cc q" means p is the greater (Some(true)), the
/// smaller (Some(false)), and whether it is an unsigned one.
#[derive(Clone, Copy)]
enum Cmp {
    Int(IntCC),
    Float(FloatCC),
}

impl Cmp {
    fn inverse(self) -> Option<Cmp> {
        Some(match self {
            Cmp::Int(c) => Cmp::Int(match c {
                IntCC::Sgt => IntCC::Sle,
                IntCC::Sge => IntCC::Slt,
                IntCC::Slt => IntCC::Sge,
                IntCC::Sle => IntCC::Sgt,
                IntCC::Ugt => IntCC::Ule,
                IntCC::Uge => IntCC::Ult,
                IntCC::Ult => IntCC::Uge,
                IntCC::Ule => IntCC::Ugt,
                _ => return None,
            }),
            // The negation of an ordered comparison is unordered-or-the-opposite: the same
            // choice for every number (NaN aside, where C's `>` and fmax differ anyway).
            Cmp::Float(c) => Cmp::Float(match c {
                FloatCC::Ogt | FloatCC::Ugt => FloatCC::Ole,
                FloatCC::Oge | FloatCC::Uge => FloatCC::Olt,
                FloatCC::Olt | FloatCC::Ult => FloatCC::Oge,
                FloatCC::Ole | FloatCC::Ule => FloatCC::Ogt,
                _ => return None,
            }),
        })
    }

    /// (p is the greater when true, unsigned)
    fn greater(self) -> Option<(bool, bool)> {
        match self {
            Cmp::Int(IntCC::Sgt | IntCC::Sge) => Some((true, false)),
            Cmp::Int(IntCC::Slt | IntCC::Sle) => Some((false, false)),
            Cmp::Int(IntCC::Ugt | IntCC::Uge) => Some((true, true)),
            Cmp::Int(IntCC::Ult | IntCC::Ule) => Some((false, true)),
            Cmp::Float(FloatCC::Ogt | FloatCC::Oge | FloatCC::Ugt | FloatCC::Uge) => {
                Some((true, false))
            }
            Cmp::Float(FloatCC::Olt | FloatCC::Ole | FloatCC::Ult | FloatCC::Ule) => {
                Some((false, false))
            }
            _ => None,
        }
    }
}

/// The comparison that computes `c` (through a zero-extension of its `i1`, the C `int`
/// result compared with 0 by the front end's branch).
fn compare(body: &Body, c: Value) -> Option<(Cmp, Value, Value)> {
    match def_kind(body, c)? {
        InstKind::ICmp { cc, lhs, rhs } => {
            // `(p cc q) != 0` as the front end writes conditions.
            if *cc == IntCC::Ne && iconst_of(body, *rhs) == Some(0) {
                if let Some(inner) = compare(body, peel(body, *lhs)) {
                    return Some(inner);
                }
            }
            Some((Cmp::Int(*cc), *lhs, *rhs))
        }
        InstKind::FCmp { cc, lhs, rhs } => Some((Cmp::Float(*cc), *lhs, *rhs)),
        _ => None,
    }
}

/// max or min: the chosen value is the one on the left of the comparison (`left_chosen`)
/// when the comparison holds.
fn minmax(cc: Cmp, left_chosen: bool) -> Option<ReductionOp> {
    let (left_greater, unsigned) = cc.greater()?;
    Some(match (left_greater == left_chosen, unsigned) {
        (true, false) => ReductionOp::Max,
        (false, false) => ReductionOp::Min,
        (true, true) => ReductionOp::UMax,
        (false, true) => ReductionOp::UMin,
    })
}

/// The condition and side (then: true) of the one conditional branch of the loop that leads
/// to block `b`, when no other branch does.
fn sole_branch_into(body: &Body, insts: &[Inst], b: Block) -> Option<(Value, bool)> {
    let mut found = None;
    let mut count = 0;
    for &i in insts {
        match &body.inst(i).kind {
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                if then_dest.block == b {
                    count += 1;
                    found = Some((*cond, true));
                }
                if else_dest.block == b {
                    count += 1;
                    found = Some((*cond, false));
                }
            }
            k => {
                let mut kk = k.clone();
                kk.visit_blocks_mut(|t| count += usize::from(*t == b));
            }
        }
    }
    (count == 1).then_some(found).flatten()
}
