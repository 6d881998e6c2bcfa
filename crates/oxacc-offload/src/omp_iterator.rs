//! OpenMP 5.0 §2.1.6 iterators in `depend(iterator(…), type: list)` (§2.17.11), the part
//! that knows no host language: the front ends give each iterator's variable (a stack slot)
//! and its range, evaluated once, and a closure that evaluates one locator of the list at the
//! current iterator values; this builds the dependences as a heap array in clang's depend
//! object layout (a count entry, then one `kmp_depend_info_t` per locator and point of the
//! iterator space), which a task names as `depend(depobj: …)` (oxacc-oir's omp/task.rs copies
//! the entries into the task's list). The block is freed after the construct
//! ([`free_array`]).

use oxacc_oir::{BinOp, Clause, DependKind, IntCC, TypeId, Value, ValueSink, VarRef};

use crate::host::Host;

/// Size of libomp's `kmp_depend_info_t` (base address, length, flags).
const INFO: i128 = 24;

/// One iterator (`[type] i = begin : end [: step]`): the slot of its variable, of integer
/// type `ty`, and the range's values (any integer type; converted to 64 bits here).
pub struct IterRange {
    pub slot: Value,
    pub ty: TypeId,
    pub begin: Value,
    pub end: Value,
    pub step: Value,
}

/// The dependences of one `depend(iterator(ranges), kind: list)` clause (`locators` list
/// items, evaluated by `locate` to their first byte and length in bytes): the clause to put
/// on the task and the heap block to free after it.
pub fn dependence_clause<'m, H: Host<'m>>(
    h: &mut H,
    ranges: &[IterRange],
    locators: usize,
    kind: DependKind,
    mut locate: impl FnMut(&mut H, usize) -> VarRef,
) -> (Clause, Value) {
    let (p, i8t, i64t) = {
        let m = &mut h.builder().module;
        (m.ptr(), m.int(8), m.i64())
    };
    let trips = spaces(h, ranges);
    let mut total = h.builder().iconst(i64t, locators as i128);
    for &(_, _, trip) in &trips {
        total = h.builder().binary(BinOp::Mul, total, trip);
    }
    let block = {
        let sig = h.builder().module.func_type(&[i64t], p, false);
        let malloc = h.runtime_func("malloc", sig);
        let b = h.builder();
        let one = b.iconst(i64t, 1);
        let n = b.binary(BinOp::Add, total, one);
        let size = b.iconst(i64t, INFO);
        let bytes = b.binary(BinOp::Mul, n, size);
        b.call(malloc, &[bytes]).expect("malloc result")
    };
    let info_slot = h.entry_alloca(p);
    let pos = h.entry_alloca(i64t);
    {
        let b = h.builder();
        b.store(total, block);
        let size = b.iconst(i64t, INFO);
        let info = b.ptr_add(block, size);
        b.store(info, info_slot);
        let zero = b.iconst(i64t, 0);
        b.store(zero, pos);
    }
    let n = locators;
    for_each_point(h, ranges, &trips, |h| {
        for l in 0..n {
            let v = locate(h, l);
            let b = h.builder();
            let (base, len) = locator(b, &v);
            let info = b.load(p, info_slot);
            let at = b.load(i64t, pos);
            let size = b.iconst(i64t, INFO);
            let off = b.binary(BinOp::Mul, at, size);
            let e = b.ptr_add(info, off);
            b.store(base, e);
            let eight = b.iconst(i64t, 8);
            let len_at = b.ptr_add(e, eight);
            let len = ValueSink::to_i64(b, len);
            b.store(len, len_at);
            let sixteen = b.iconst(i64t, 16);
            let flag_at = b.ptr_add(e, sixteen);
            let f = b.iconst(i8t, i128::from(kind.kmp_flags()));
            b.store(f, flag_at);
            let one = b.iconst(i64t, 1);
            let next = b.binary(BinOp::Add, at, one);
            b.store(next, pos);
        }
    });
    let var = VarRef {
        var: info_slot,
        name: ".omp.dep.iter".into(),
        ty: p,
        bounds: Vec::new(),
    };
    (Clause::Depend(DependKind::Depobj, vec![var]), block)
}

/// Runs `body` once per point of the iterator space of `ranges` (5.0 §2.1.6), in order,
/// with the iterators' slots holding the point's values: 5.1 §2.21.7.1 / §2.21.6 map and
/// motion clauses with an `iterator` modifier map (update) each point's list items as if
/// listed separately, so a standalone directive is run once per point.
pub fn iterate<'m, H: Host<'m>>(h: &mut H, ranges: &[IterRange], body: impl FnOnce(&mut H)) {
    let trips = spaces(h, ranges);
    for_each_point(h, ranges, &trips, body);
}

/// The loop nest of the iterator space: one loop per iterator, outermost first, whose
/// variable takes begin + k·step for k < trip.
fn for_each_point<'m, H: Host<'m>>(
    h: &mut H,
    ranges: &[IterRange],
    trips: &[(Value, Value, Value)],
    body: impl FnOnce(&mut H),
) {
    let i64t = h.builder().module.i64();
    let mut exits = Vec::new();
    for (r, &(begin, step, trip)) in ranges.iter().zip(trips) {
        let k = h.entry_alloca(i64t);
        let b = h.builder();
        let zero = b.iconst(i64t, 0);
        b.store(zero, k);
        let (head, body, exit) = (b.create_block(), b.create_block(), b.create_block());
        b.br(head, &[]);
        b.switch_to_block(head);
        let kv = b.load(i64t, k);
        let more = b.icmp(IntCC::Slt, kv, trip);
        b.cond_br(more, body, &[], exit, &[]);
        b.switch_to_block(body);
        let off = b.binary(BinOp::Mul, kv, step);
        let v = b.binary(BinOp::Add, begin, off);
        let v = narrow(b, v, r.ty);
        b.store(v, r.slot);
        exits.push((k, head, exit));
    }
    body(h);
    for (k, head, exit) in exits.into_iter().rev() {
        let b = h.builder();
        let kv = b.load(i64t, k);
        let one = b.iconst(i64t, 1);
        let next = b.binary(BinOp::Add, kv, one);
        b.store(next, k);
        b.br(head, &[]);
        b.switch_to_block(exit);
    }
}

/// The first byte of a `depend` locator and its length in bytes: a variable, an element or
/// a section (contiguous: the lengths of all but the last dimension are the arrays'), as
/// oxacc-oir's omp-lower computes a task's own list items.
pub fn locator(b: &mut oxacc_oir::FunctionBuilder, v: &VarRef) -> (Value, Value) {
    let i64t = b.module.i64();
    if v.bounds.is_empty() {
        let n = b.module.types.size_of(v.ty) as i128;
        return (v.var, b.iconst(i64t, n));
    }
    // A section of a pointer starts where the pointer points; of an array, at the array.
    let p = b.module.ptr();
    let mut base = if v.ty == p { b.load(p, v.var) } else { v.var };
    let mut len = b.iconst(i64t, 1);
    let last = v.bounds.len() - 1;
    for (k, bd) in v.bounds.iter().enumerate() {
        let size = b.module.types.size_of(bd.elem) as i128;
        let sz = b.iconst(i64t, size);
        let lower = ValueSink::to_i64(b, bd.lower);
        let off = b.binary(BinOp::Mul, lower, sz);
        base = b.ptr_add(base, off);
        let n = ValueSink::to_i64(b, bd.length);
        let n = if k == last {
            b.binary(BinOp::Mul, n, sz)
        } else {
            n
        };
        len = b.binary(BinOp::Mul, len, n);
    }
    (base, len)
}

/// Frees the blocks [`dependence_clause`] made, once the construct has been created
/// (libomp has copied the dependences by then).
pub fn free_arrays<'m, H: Host<'m>>(h: &mut H, blocks: Vec<Value>) {
    if blocks.is_empty() {
        return;
    }
    let (p, void) = {
        let m = &mut h.builder().module;
        (m.ptr(), m.void())
    };
    let sig = h.builder().module.func_type(&[p], void, false);
    let free = h.runtime_func("free", sig);
    for blk in blocks {
        h.builder().call(free, &[blk]);
    }
}

/// Each iterator's begin and step widened to i64, and its number of values (§2.1.6, by the
/// loops' rule); a zero step is undefined (§2.1.6), so it counts as one rather than trapping
/// in the division.
fn spaces<'m, H: Host<'m>>(h: &mut H, ranges: &[IterRange]) -> Vec<(Value, Value, Value)> {
    let b = h.builder();
    ranges
        .iter()
        .map(|r| {
            let begin = ValueSink::to_i64(b, r.begin);
            let end = ValueSink::to_i64(b, r.end);
            let step = ValueSink::to_i64(b, r.step);
            let i64t = b.module.i64();
            let (zero, one) = (b.iconst(i64t, 0), b.iconst(i64t, 1));
            let is_zero = b.icmp(IntCC::Eq, step, zero);
            let divisor = b.select(is_zero, one, step);
            let (_, _, trip) = oxacc_oir::trip_count(b, begin, end, divisor);
            (begin, step, trip)
        })
        .collect()
}

fn narrow(b: &mut oxacc_oir::FunctionBuilder, v: Value, ty: TypeId) -> Value {
    match b.module.types.int_width(ty) {
        Some(w) if w < 64 => b.cast(oxacc_oir::CastOp::Trunc, v, ty),
        _ => v,
    }
}
