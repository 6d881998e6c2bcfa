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
pub(super) fn cval(body: &Body, v: Value, depth: u32) -> Option<i128> {
    if depth > 16 {
        return None;
    }
    match def_kind(body, v)? {
        InstKind::IConst(c) => Some(*c),
        InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt | CastOp::Trunc,
            arg,
        } => cval(body, *arg, depth + 1),
        InstKind::Binary { op, lhs, rhs, .. } => {
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

/// What a clause variable names of its base variable: bytes `[lo, hi)`, in the member that
/// starts at `start` (Fortran names a section by its first element's address), whose elements
/// are `elem` bytes.
#[derive(Clone, Copy)]
struct Span {
    lo: i128,
    hi: i128,
    start: i128,
    elem: i128,
    /// A component's descriptor, which the kernel gets by value: writes to it would be lost.
    read_only: bool,
}

impl Span {
    fn shift(self, d: i128) -> Span {
        Span {
            lo: self.lo - d,
            hi: self.hi - d,
            start: self.start - d,
            elem: self.elem,
            read_only: self.read_only,
        }
    }

    fn covers(&self, a: Access) -> bool {
        match a {
            Access::Bytes(o, n) => self.lo <= o && o + n <= self.hi,
            Access::Written(o, n) => !self.read_only && self.lo <= o && o + n <= self.hi,
            // Subscripts of the member stay inside it (C and Fortran): elements no larger than
            // the member's, from its start.
            Access::Indexed(o, es) => !self.read_only && o == self.start && es <= self.elem,
        }
    }
}

/// An access the region makes: `n` bytes read (or written) at a constant offset, or elements
/// of `es` bytes indexed from a constant offset.
#[derive(Clone, Copy)]
enum Access {
    Bytes(i128, i128),
    Written(i128, i128),
    Indexed(i128, i128),
}

/// The element size a run-time byte offset steps by (`i * 8`).
fn stride(body: &Body, off: Value) -> Option<i128> {
    match def_kind(body, off)? {
        InstKind::Binary {
            op: BinOp::Mul,
            lhs,
            rhs,
            ..
        } => cval(body, *rhs, 0).or_else(|| cval(body, *lhs, 0)),
        InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            arg,
        } => stride(body, *arg),
        _ => None,
    }
}

fn clause_range(m: &Module, body: &Body, v: &VarRef) -> Option<(Key, Span)> {
    let (key, off) = base_of(m, body, v.var);
    // An allocatable or pointer component's clause (`present(ch%f%e)`) covers the region's
    // reads of the component's descriptor: the kernel gets a copy of it by value whose base
    // address is the device copy of the elements (descriptor_args.rs), as for a descriptor
    // variable, so the structure around it is not copied whole (§2.6.2).
    if let Some(rank) = super::descriptor_args::component_descriptor_rank(m, body, v) {
        let size = crate::var::descriptor::size(rank) as i128;
        return Some((
            key,
            Span {
                lo: off,
                hi: off + size,
                start: off,
                elem: size,
                read_only: true,
            },
        ));
    }
    // A pointer member's sections are of its target, not of the structure.
    if m.types.is_ptr(v.ty) {
        return None;
    }
    let mut member = v.var;
    while let Some(InstKind::ElemAddr { ptr, .. }) = def_kind(body, member) {
        member = *ptr;
    }
    let (_, start) = base_of(m, body, member);
    let (lo, len) = match v.bounds.as_slice() {
        [] => (0, m.types.size_of(v.ty) as i128),
        [b] => {
            let es = m.types.size_of(b.elem) as i128;
            (cval(body, b.lower, 0)? * es, cval(body, b.length, 0)? * es)
        }
        _ => return None,
    };
    let elem = match v.bounds.first() {
        Some(b) => m.types.size_of(b.elem),
        None => match m.types.kind(v.ty) {
            TypeKind::Array { elem, .. } => m.types.size_of(*elem),
            _ => m.types.size_of(v.ty),
        },
    } as i128;
    (len > 0).then_some((
        key,
        Span {
            lo: off + lo,
            hi: off + lo + len,
            start,
            elem,
            read_only: false,
        },
    ))
}

/// The accesses reachable from `p` (at `off` from the aggregate) where they leave constant
/// address arithmetic; `None` when one escapes (passed on, stored, named by a nested clause)
/// or is indexed with no known element size.
fn reach(
    m: &Module,
    body: &Body,
    users: &HashMap<Value, Vec<Inst>>,
    p: Value,
    off: i128,
    out: &mut Vec<Access>,
) -> Option<()> {
    for &u in users.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
        let k = &body.inst(u).kind;
        match k {
            InstKind::Load { ptr, .. } if *ptr == p => {
                let ty = body.values[body.inst(u).result?.index()].ty;
                out.push(Access::Bytes(off, m.types.size_of(ty).max(1) as i128));
            }
            InstKind::Store { value, ptr, .. } if *ptr == p && *value != p => {
                let ty = body.values[value.index()].ty;
                out.push(Access::Written(off, m.types.size_of(ty).max(1) as i128));
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
                    None => {
                        let es = match k {
                            InstKind::ElemAddr { elem, .. } => m.types.size_of(*elem) as i128,
                            InstKind::PtrAdd { offset, .. } => stride(body, *offset)?,
                            _ => return None,
                        };
                        out.push(Access::Indexed(off, es));
                    }
                }
            }
            // A member a nested loop reduces or privatizes (`loop reduction(+:s.cnt[0:3])`):
            // the loop's copy is combined into, or stands for, that member only.
            InstKind::Directive(d) => {
                let vr = d
                    .clauses
                    .iter()
                    .filter(|c| matches!(c, Clause::Reduction(..) | Clause::Private(_)))
                    .flat_map(|c| c.vars().iter())
                    .find(|x| x.var == p)?;
                out.push(Access::Written(off, m.types.size_of(vr.ty).max(1) as i128));
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
    let ranges: Vec<(VarRef, bool, Span)> = own
        .iter()
        .map(|c| (c, false))
        .chain(enclosing.iter().map(|c| (c, true)))
        .filter_map(|(c, outer)| {
            let (k, span) = clause_range(m, body, c)?;
            (k == key).then(|| (c.clone(), outer, span.shift(voff)))
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
            // The member at the aggregate's start, read or written through its address.
            InstKind::Load { ptr, .. } if *ptr == v => {
                let ty = body.values[body.inst(u).result?.index()].ty;
                acc.push(Access::Bytes(0, m.types.size_of(ty).max(1) as i128));
            }
            InstKind::Store { value, ptr, .. } if *ptr == v && *value != v => {
                let ty = body.values[value.index()].ty;
                acc.push(Access::Written(0, m.types.size_of(ty).max(1) as i128));
            }
            _ => return None,
        }
        let which = ranges
            .iter()
            .position(|(_, _, span)| acc.iter().all(|&a| span.covers(a)))?;
        plan.push((u, which));
    }
    if plan.is_empty() {
        return None;
    }
    let mut used_outer = Vec::new();
    for (u, which) in plan {
        let (cv, outer, _) = &ranges[which];
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

/// The pointers region `r` loads from aggregate `v` at constant offsets (a Fortran allocatable
/// or pointer component's base address, `s%a`, `s%b%c`; a C pointer member), and in every
/// element of an array of structures indexed at run time (`parts(k)%a`): their byte offsets
/// in `v`, in order, at most `limit` of them. The implicit mapping of `v` attaches them
/// (decision 72).
pub(super) fn loaded_pointer_offsets(
    m: &Module,
    body: &Body,
    r: Region,
    v: Value,
    ty: TypeId,
    limit: usize,
) -> Vec<i128> {
    let size = m.types.size_of(ty) as i128;
    // The element size of `v` when it is an array (of structures).
    let whole_elem = match m.types.kind(ty) {
        TypeKind::Array { elem, .. } => Some(m.types.size_of(*elem) as i128),
        _ => None,
    };
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::new();
    for i in region_insts_deep(body, r) {
        for o in body.inst(i).kind.operands() {
            users.entry(o).or_default().push(i);
        }
    }
    let mut out = std::collections::BTreeSet::new();
    // (address, its constant offset, and after an index of `v`'s elements at run time: the
    // element size and the constant offset before the index).
    let mut work = vec![(v, 0i128, None::<(i128, i128)>)];
    let mut seen = std::collections::HashSet::new();
    while let Some((p, off, each)) = work.pop() {
        if !seen.insert(p) {
            continue;
        }
        for &u in users.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
            let k = &body.inst(u).kind;
            let Some(res) = body.inst(u).result else {
                continue;
            };
            match k {
                InstKind::Load { ptr, .. } if *ptr == p => {
                    if !m.types.is_ptr(body.values[res.index()].ty) {
                        continue;
                    }
                    match each {
                        None => {
                            out.insert(off);
                        }
                        // The same member of every element of `v`.
                        Some((es, inner)) if es > 0 => {
                            let mut o = inner + off;
                            while o + 8 <= size && out.len() <= limit {
                                out.insert(o);
                                o += es;
                            }
                        }
                        Some(_) => {}
                    }
                }
                InstKind::PtrAdd { ptr, .. }
                | InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. }
                    if *ptr == p =>
                {
                    match (const_step(m, body, k), each, k) {
                        (Some((_, o)), _, _) => work.push((res, off + o, each)),
                        // An element of `v` itself, indexed at run time.
                        (None, None, InstKind::ElemAddr { elem, .. })
                            if whole_elem == Some(m.types.size_of(*elem) as i128) && off == 0 =>
                        {
                            work.push((res, 0, Some((m.types.size_of(*elem) as i128, 0))))
                        }
                        (None, None, InstKind::PtrAdd { offset, .. })
                            if whole_elem.is_some() && stride(body, *offset) == whole_elem =>
                        {
                            work.push((res, 0, Some((whole_elem.unwrap_or(0), off))))
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }
    let out: Vec<i128> = out
        .into_iter()
        .filter(|&o| o >= 0 && o + 8 <= size)
        .collect();
    if out.len() > limit {
        return Vec::new();
    }
    out
}

/// The pointers region `r` loads from the elements of the Fortran array whose descriptor is at
/// `desc`, elements of type `elem` (`parts(k)%u` of `type(t), allocatable :: parts(:)`): their
/// byte offsets in an element, in order. The elements are reached by loading the descriptor's
/// base address and stepping a run-time number of elements from it; a pointer word is a load
/// of a pointer at a constant offset from there. The implicit mapping of the elements attaches
/// that word of every element (decision 84; decision 72 does the same for arrays of known
/// size).
pub(super) fn loaded_element_pointer_offsets(
    m: &Module,
    body: &Body,
    r: Region,
    desc: Value,
    elem: TypeId,
) -> Vec<i128> {
    let es = m.types.size_of(elem) as i128;
    if es < 8 {
        return Vec::new();
    }
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::new();
    for i in region_insts_deep(body, r) {
        for o in body.inst(i).kind.operands() {
            users.entry(o).or_default().push(i);
        }
    }
    let base_field = crate::var::descriptor::BASE_ADDR as i128;
    // The addresses that hold the base address: the descriptor's own, or its base-address
    // field computed as an offset.
    let mut slots = vec![desc];
    for &u in users.get(&desc).map(Vec::as_slice).unwrap_or(&[]) {
        if let (Some(res), Some((_, o))) =
            (body.inst(u).result, const_step(m, body, &body.inst(u).kind))
        {
            if o == base_field && res != desc {
                slots.push(res);
            }
        }
    }
    // (address, its offset in an element; whether it is the base address itself).
    let mut work: Vec<(Value, i128, bool)> = Vec::new();
    for &s in &slots {
        if base_field != 0 && s == desc {
            continue;
        }
        for &u in users.get(&s).map(Vec::as_slice).unwrap_or(&[]) {
            let i = body.inst(u);
            if let (InstKind::Load { ptr, .. }, Some(res)) = (&i.kind, i.result) {
                if *ptr == s && m.types.is_ptr(body.values[res.index()].ty) {
                    // The base address: element 0, or any element by a step to come.
                    work.push((res, 0, true));
                }
            }
        }
    }
    let mut out = std::collections::BTreeSet::new();
    let mut seen = std::collections::HashSet::new();
    while let Some((p, off, at_base)) = work.pop() {
        if !seen.insert((p, off)) {
            continue;
        }
        for &u in users.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
            let k = &body.inst(u).kind;
            let Some(res) = body.inst(u).result else {
                continue;
            };
            match k {
                InstKind::Load { ptr, .. } if *ptr == p => {
                    let o = off.rem_euclid(es);
                    if m.types.is_ptr(body.values[res.index()].ty) && o + 8 <= es {
                        out.insert(o);
                    }
                }
                InstKind::PtrAdd { ptr, .. }
                | InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. }
                    if *ptr == p =>
                {
                    match (const_step(m, body, k), k) {
                        (Some((_, o)), _) => work.push((res, off + o, false)),
                        // The subscripts' step from the base address (the descriptor's
                        // strides times the subscripts): an element's start. Later run-time
                        // steps index arrays inside an element, whose words are not known.
                        (None, InstKind::PtrAdd { .. }) if at_base => work.push((res, 0, false)),
                        (None, InstKind::ElemAddr { elem, .. })
                            if at_base && m.types.size_of(*elem) as i128 == es =>
                        {
                            work.push((res, 0, false))
                        }
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }
    out.into_iter().collect()
}

/// The element type and loaded pointer words of the array of structures that the allocatable
/// component at byte `o` of aggregate `v` holds (`ch%tiles(k)%w` of `type(chunk_t) :: ch` with
/// `type(tile_t), allocatable :: tiles(:)`): region `r` reaches the component's descriptor at
/// `o` from `v`, loads its base address, steps to an element at run time and reads a pointer
/// word there (an allocatable component of the element). The element type is the structure
/// the region's first field step after the element's start names. `None` when the region
/// reaches no such word.
pub(super) fn component_element_pointer_offsets(
    m: &Module,
    body: &Body,
    r: Region,
    v: Value,
    o: i128,
) -> Option<(TypeId, Vec<i128>)> {
    let (key, voff) = base_of(m, body, v);
    let insts = region_insts_deep(body, r);
    // The region's addresses of the descriptor: `v` itself at offset 0, or constant steps
    // from `v` that land at `o`.
    let mut descs: Vec<Value> = Vec::new();
    if o == 0 {
        descs.push(v);
    }
    for &i in &insts {
        let Some(res) = body.inst(i).result else {
            continue;
        };
        if const_step(m, body, &body.inst(i).kind).is_some()
            && super::implicit::member_of(body, res, v)
            && base_of(m, body, res) == (key, voff + o)
        {
            descs.push(res);
        }
    }
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &i in &insts {
        for op in body.inst(i).kind.operands() {
            users.entry(op).or_default().push(i);
        }
    }
    // The element type: a field step from an element reached by a run-time step from the
    // base address loaded from the descriptor.
    let elem = descs.iter().find_map(|&d| {
        users.get(&d)?.iter().find_map(|&u| {
            let base = match &body.inst(u).kind {
                InstKind::Load { ptr, .. } if *ptr == d => body.inst(u).result?,
                _ => return None,
            };
            if !m.types.is_ptr(body.values[base.index()].ty) {
                return None;
            }
            users.get(&base)?.iter().find_map(|&s| {
                let k = &body.inst(s).kind;
                if !matches!(k, InstKind::PtrAdd { ptr, .. } if *ptr == base)
                    || const_step(m, body, k).is_some()
                {
                    return None;
                }
                let at = body.inst(s).result?;
                users
                    .get(&at)?
                    .iter()
                    .find_map(|&f| match &body.inst(f).kind {
                        InstKind::FieldAddr { agg, ptr, .. } if *ptr == at => Some(*agg),
                        _ => None,
                    })
            })
        })
    })?;
    if !m.types.is_data_aggregate(elem) {
        return None;
    }
    let mut out = std::collections::BTreeSet::new();
    for &d in &descs {
        out.extend(loaded_element_pointer_offsets(m, body, r, d, elem));
    }
    (!out.is_empty()).then(|| (elem, out.into_iter().collect()))
}
