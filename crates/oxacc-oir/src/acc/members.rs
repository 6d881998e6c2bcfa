//! Aggregates that a compute region reaches only through members named in data clauses
//! (`copy(s.b[0:n])`, `copyin(chunk%tiles(1)%field%density)`, of the construct or of an
//! enclosing data construct). OpenACC 3.3 §2.6.2 gives implicit attributes to variables that
//! appear in no data clause; a member in a clause covers the accesses to it, so the aggregate
//! must not be copied as a whole (it would be partly present: the member is already mapped).
//! The region's accesses are rebased on the member's clause variable, whose device address
//! acc-outline passes (nvc does the same). An access outside every named member keeps the
//! whole aggregate's implicit copy.

use std::collections::HashMap;

use super::*;
use crate::directive::VarRef;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Key {
    Global(crate::entity::GlobalId),
    Val(Value),
}

/// A constant integer computed from constants (Fortran subscripts arrive as `(1 - 1) * 1 + 0`).
fn cval(body: &Body, v: Value, depth: u32) -> Option<i128> {
    if depth > 16 {
        return None;
    }
    match def_kind(body, v)? {
        InstKind::IConst(c) => Some(*c),
        InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt | CastOp::Trunc,
            arg,
        } => cval(body, *arg, depth + 1),
        InstKind::Binary { op, lhs, rhs } => {
            let (a, b) = (cval(body, *lhs, depth + 1)?, cval(body, *rhs, depth + 1)?);
            match op {
                BinOp::Add => a.checked_add(b),
                BinOp::Sub => a.checked_sub(b),
                BinOp::Mul => a.checked_mul(b),
                BinOp::SDiv => a.checked_div(b),
                _ => None,
            }
        }
        // Fortran section extents: `max((hi - lo + st) / st, 0)`.
        InstKind::Select {
            cond,
            then_val,
            else_val,
        } => {
            let InstKind::ICmp { cc, lhs, rhs } = def_kind(body, *cond)? else {
                return None;
            };
            let (a, b) = (cval(body, *lhs, depth + 1)?, cval(body, *rhs, depth + 1)?);
            let t = match cc {
                IntCC::Eq => a == b,
                IntCC::Ne => a != b,
                IntCC::Slt => a < b,
                IntCC::Sle => a <= b,
                IntCC::Sgt => a > b,
                IntCC::Sge => a >= b,
                _ => return None,
            };
            cval(body, if t { *then_val } else { *else_val }, depth + 1)
        }
        _ => None,
    }
}

/// One step of constant address arithmetic: the operand and the byte offset it adds.
fn const_step(m: &Module, body: &Body, k: &InstKind) -> Option<(Value, i128)> {
    match k {
        InstKind::PtrAdd { ptr, offset } => Some((*ptr, cval(body, *offset, 0)?)),
        InstKind::ElemAddr { elem, ptr, index } => Some((
            *ptr,
            cval(body, *index, 0)?.checked_mul(m.types.size_of(*elem) as i128)?,
        )),
        InstKind::FieldAddr { agg, ptr, field } => match m.types.kind(*agg) {
            TypeKind::Aggregate { fields, .. } => {
                Some((*ptr, fields.get(*field as usize)?.offset as i128))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The variable an address lies in and its constant byte offset there.
fn base_of(m: &Module, body: &Body, mut p: Value) -> (Key, i128) {
    let mut off = 0i128;
    loop {
        match def_kind(body, p) {
            Some(InstKind::GlobalAddr(g)) => return (Key::Global(*g), off),
            Some(k) => match const_step(m, body, k) {
                Some((q, o)) => {
                    off += o;
                    p = q;
                }
                None => return (Key::Val(p), off),
            },
            None => return (Key::Val(p), off),
        }
    }
}

/// The bytes `[lo, hi)` of its base variable that a clause variable names.
fn clause_range(m: &Module, body: &Body, v: &VarRef) -> Option<(Key, i128, i128)> {
    let (key, off) = base_of(m, body, v.var);
    let (lo, len) = match v.bounds.as_slice() {
        [] => (0, m.types.size_of(v.ty) as i128),
        [b] => {
            let es = m.types.size_of(b.elem) as i128;
            (cval(body, b.lower, 0)? * es, cval(body, b.length, 0)? * es)
        }
        _ => return None,
    };
    (len > 0).then_some((key, off + lo, off + lo + len))
}

/// The byte offsets at which the uses reachable from `p` (at `off` from the aggregate) leave
/// constant address arithmetic: `(offset, bytes accessed or 1 for an indexed access)`; `None`
/// when one escapes (passed on, stored, named by a nested clause).
fn reach(
    m: &Module,
    body: &Body,
    users: &HashMap<Value, Vec<Inst>>,
    p: Value,
    off: i128,
    out: &mut Vec<(i128, i128)>,
) -> Option<()> {
    for &u in users.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
        let k = &body.inst(u).kind;
        match k {
            InstKind::Load { ptr, .. } if *ptr == p => {
                let ty = body.values[body.inst(u).result?.index()].ty;
                out.push((off, m.types.size_of(ty).max(1) as i128));
            }
            InstKind::Store { value, ptr, .. } if *ptr == p && *value != p => {
                let ty = body.values[value.index()].ty;
                out.push((off, m.types.size_of(ty).max(1) as i128));
            }
            InstKind::PtrAdd { ptr, .. }
            | InstKind::ElemAddr { ptr, .. }
            | InstKind::FieldAddr { ptr, .. }
                if *ptr == p =>
            {
                match const_step(m, body, k) {
                    Some((_, o)) => reach(m, body, users, body.inst(u).result?, off + o, out)?,
                    // An indexed access into the member that starts here (§2.7.1: C and
                    // Fortran subscripts stay inside the member).
                    None => out.push((off, 1)),
                }
            }
            _ => return None,
        }
    }
    Some(())
}

/// Rebases the region's accesses to aggregate `v` on clause variables covering them. Returns
/// the enclosing data constructs' clause variables the region now uses (the caller gives them
/// their enclosing attribute), or `None` (nothing changed) when an access is not covered.
pub(super) fn rebase_on_members(
    m: &mut Module,
    body: &mut Body,
    r: Region,
    v: Value,
    own: &[VarRef],
    enclosing: &[VarRef],
) -> Option<Vec<VarRef>> {
    let (key, voff) = base_of(m, body, v);
    let ranges: Vec<(VarRef, bool, i128, i128)> = own
        .iter()
        .map(|c| (c, false))
        .chain(enclosing.iter().map(|c| (c, true)))
        .filter_map(|(c, outer)| {
            let (k, lo, hi) = clause_range(m, body, c)?;
            (k == key).then(|| (c.clone(), outer, lo - voff, hi - voff))
        })
        .collect();
    if ranges.is_empty() {
        return None;
    }
    let insts = region_insts_deep(body, r);
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &i in &insts {
        for o in body.inst(i).kind.operands() {
            users.entry(o).or_default().push(i);
        }
    }
    // Each first use of `v` is rebased on the one clause variable covering all it reaches.
    let mut plan: Vec<(Inst, usize)> = Vec::new();
    for &u in users.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
        let k = &body.inst(u).kind;
        let mut acc = Vec::new();
        match k {
            InstKind::PtrAdd { ptr, .. }
            | InstKind::ElemAddr { ptr, .. }
            | InstKind::FieldAddr { ptr, .. }
                if *ptr == v =>
            {
                let (_, o) = const_step(m, body, k)?;
                reach(m, body, &users, body.inst(u).result?, o, &mut acc)?;
            }
            _ => return None,
        }
        let which = ranges
            .iter()
            .position(|(_, _, lo, hi)| acc.iter().all(|&(o, n)| *lo <= o && o + n <= *hi))?;
        plan.push((u, which));
    }
    if plan.is_empty() {
        return None;
    }
    let mut used_outer = Vec::new();
    for (u, which) in plan {
        let (cv, outer, _, _) = &ranges[which];
        let (_, cvoff) = base_of(m, body, cv.var);
        let (b, pos) = inst_pos(body, u);
        let loc = body.inst(u).loc;
        let mut ed = Ed::new(m, body, b, pos, loc);
        let rebased = ed.ptradd(cv.var, voff - cvoff);
        body.insts[u.index()].kind.visit_operands_mut(|o| {
            if *o == v {
                *o = rebased;
            }
        });
        if *outer && !used_outer.iter().any(|x: &VarRef| x.var == cv.var) {
            used_outer.push(cv.clone());
        }
    }
    Some(used_outer)
}
