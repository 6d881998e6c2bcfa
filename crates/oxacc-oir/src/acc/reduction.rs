//! `acc-reduction`: reductions (OpenACC 3.3 §2.5.15, §2.9.11). Each reduction variable gets a
//! private copy (per gang, see acc-privatize) initialised to the operator's identity; the
//! partial result is combined into the enclosing copy of the variable — after the loop for a
//! loop reduction, at the end of the region for a compute-level one — with one atomic
//! instruction where the type has one, else under the module's lock, since gangs run
//! concurrently. The enclosing copy is whatever the variable
//! denotes around the operation: an enclosing loop's private copy, or the device copy of the
//! variable (acc-implicit-data gives reduction scalars an implicit `copy`).

use super::*;
use crate::directive::ReductionOp;
use crate::inst::FloatCC;
use crate::pass::Pass;
use crate::RmwOp;

pub struct Reduction;

impl Pass for Reduction {
    fn name(&self) -> &'static str {
        "acc-reduction"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        for_each_body(m, |m, _f, body| {
            for op in directives_in(body, Body::BODY_REGION) {
                let has = matches!(&body.inst(op).kind, InstKind::Directive(d)
                    if d.clauses.iter().any(|c| matches!(c, Clause::Reduction(..))));
                if has {
                    reduce_op(m, body, op);
                }
            }
            Ok(())
        })?;
        errors_to_result(m, before)
    }
}

pub(crate) fn op_symbol(op: ReductionOp) -> &'static str {
    match op {
        ReductionOp::Add => "+",
        ReductionOp::Mul => "*",
        ReductionOp::Max | ReductionOp::UMax => "max",
        ReductionOp::Min | ReductionOp::UMin => "min",
        ReductionOp::BitAnd => "&",
        ReductionOp::BitOr => "|",
        ReductionOp::BitXor => "^",
        ReductionOp::LogAnd => "&&",
        ReductionOp::LogOr => "||",
        ReductionOp::Eqv => ".eqv.",
        ReductionOp::Neqv => ".neqv.",
    }
}

/// The scalar parts of one reduced unit: the type itself, or the two floats of a complex
/// number (a struct of two equal float fields, `$complex.f80` included).
fn parts(m: &Module, ty: TypeId, op: ReductionOp) -> Result<Vec<(u64, TypeId)>, String> {
    let t = &m.types;
    let bitwise = matches!(
        op,
        ReductionOp::BitAnd
            | ReductionOp::BitOr
            | ReductionOp::BitXor
            | ReductionOp::UMax
            | ReductionOp::UMin
    );
    // Fortran logicals are integers.
    let logical = matches!(op, ReductionOp::Eqv | ReductionOp::Neqv);
    if t.is_int(ty) || t.is_float(ty) {
        if t.is_float(ty) && (bitwise || logical) {
            return Err(format!(
                "reduction operator {} on a floating-point variable",
                op.name()
            ));
        }
        return Ok(vec![(0, ty)]);
    }
    if let TypeKind::Aggregate { fields, .. } = t.kind(ty) {
        if fields.len() == 2
            && fields[0].ty == fields[1].ty
            && t.is_float(fields[0].ty)
            && matches!(op, ReductionOp::Add | ReductionOp::Mul)
        {
            return Ok(fields.iter().map(|f| (f.offset, f.ty)).collect());
        }
    }
    Err(format!(
        "reduction({}) on a variable of type {} is not supported yet",
        op_symbol(op),
        type_name(m, ty)
    ))
}

pub(crate) fn identity(ed: &mut Ed, op: ReductionOp, ty: TypeId) -> Value {
    if let Some(w) = ed.m.types.int_width(ty) {
        let max: i128 = if w >= 128 {
            i128::MAX
        } else {
            (1i128 << (w - 1)) - 1
        };
        // Unsigned bounds as bit patterns: 0 and all ones (the constant is truncated).
        let v = match op {
            ReductionOp::Add
            | ReductionOp::BitOr
            | ReductionOp::BitXor
            | ReductionOp::LogOr
            | ReductionOp::Neqv
            | ReductionOp::UMax => 0,
            ReductionOp::Mul | ReductionOp::LogAnd | ReductionOp::Eqv => 1,
            ReductionOp::BitAnd | ReductionOp::UMin => -1,
            ReductionOp::Max => -max - 1,
            ReductionOp::Min => max,
        };
        return ed.iconst(ty, v);
    }
    let v = match op {
        ReductionOp::Mul | ReductionOp::LogAnd | ReductionOp::Eqv => 1.0,
        ReductionOp::Max => f64::NEG_INFINITY,
        ReductionOp::Min => f64::INFINITY,
        _ => 0.0,
    };
    ed.val(InstKind::FConst(v), ty)
}

pub(crate) fn combine(ed: &mut Ed, op: ReductionOp, a: Value, b: Value) -> Value {
    let ty = ed.ty(a);
    let float = ed.m.types.is_float(ty);
    let truth = |ed: &mut Ed, v: Value| {
        if float {
            let z = ed.val(InstKind::FConst(0.0), ty);
            ed.fcmp(FloatCC::Une, v, z)
        } else {
            ed.truth(v)
        }
    };
    let from_bool = |ed: &mut Ed, c: Value| {
        if float {
            ed.cast(CastOp::UiToFp, c, ty)
        } else if ed.m.types.int_width(ty) == Some(1) {
            c
        } else {
            ed.cast(CastOp::ZExt, c, ty)
        }
    };
    match (op, float) {
        (ReductionOp::Add, false) => ed.bin(BinOp::Add, a, b),
        (ReductionOp::Add, true) => ed.bin(BinOp::FAdd, a, b),
        (ReductionOp::Mul, false) => ed.bin(BinOp::Mul, a, b),
        (ReductionOp::Mul, true) => ed.bin(BinOp::FMul, a, b),
        (ReductionOp::Max | ReductionOp::Min | ReductionOp::UMax | ReductionOp::UMin, false) => {
            let cc = match op {
                ReductionOp::Max => IntCC::Sgt,
                ReductionOp::Min => IntCC::Slt,
                ReductionOp::UMax => IntCC::Ugt,
                _ => IntCC::Ult,
            };
            let c = ed.icmp(cc, a, b);
            ed.select(c, a, b)
        }
        (ReductionOp::Max | ReductionOp::Min, true) => {
            let cc = if op == ReductionOp::Max {
                FloatCC::Ogt
            } else {
                FloatCC::Olt
            };
            let c = ed.fcmp(cc, a, b);
            ed.select(c, a, b)
        }
        (ReductionOp::UMax | ReductionOp::UMin, true) => unreachable!("rejected by parts"),
        (ReductionOp::BitAnd, _) => ed.bin(BinOp::And, a, b),
        (ReductionOp::BitOr, _) => ed.bin(BinOp::Or, a, b),
        (ReductionOp::BitXor, _) => ed.bin(BinOp::Xor, a, b),
        (ReductionOp::LogAnd | ReductionOp::LogOr, _) => {
            let x = truth(ed, a);
            let y = truth(ed, b);
            let r = if op == ReductionOp::LogAnd {
                ed.bin(BinOp::And, x, y)
            } else {
                ed.bin(BinOp::Or, x, y)
            };
            from_bool(ed, r)
        }
        (ReductionOp::Eqv | ReductionOp::Neqv, _) => {
            let x = truth(ed, a);
            let y = truth(ed, b);
            let cc = if op == ReductionOp::Eqv {
                IntCC::Eq
            } else {
                IntCC::Ne
            };
            let r = ed.icmp(cc, x, y);
            from_bool(ed, r)
        }
    }
}

/// The elements a reduction variable covers (§2.5.15, §2.9.11: an array or subarray reduces
/// element-wise, as one reduction per element): `Π len` section elements (one per index of
/// the subarray dimensions), each `inner` units of type `unit` (a scalar or a complex number).
struct Elems {
    unit: TypeId,
    parts: Vec<(u64, TypeId)>,
    /// Per subarray dimension: lower bound, length (i64) and the byte size of its element.
    dims: Vec<(Value, Value, u64)>,
    /// Units per section element (the scalars of a whole inner array).
    inner: u64,
    /// The walks over the units (identity, combine) are `acc.loop seq` directives: those of
    /// a gang loop's copy of run-time length, which the GPU's device version shares among
    /// the gang's threads once the copy is (spmd.rs `share_run_time_storage`, decision 69).
    directive_walks: bool,
}

/// The scalar type at the bottom of (nested) array type `ty`.
pub(crate) fn strip_arrays(m: &Module, mut ty: TypeId) -> TypeId {
    while let TypeKind::Array { elem, .. } = m.types.kind(ty) {
        ty = *elem;
    }
    ty
}

fn elems(m: &Module, v: &VarRef, op: ReductionOp) -> Result<Elems, String> {
    if m.types.is_ptr(v.ty) && v.bounds.len() > 1 {
        return Err(format!(
            "reduction on the pointer section '{}' of more than one dimension is not supported yet",
            v.name
        ));
    }
    let outer = v.bounds.last().map_or(v.ty, |b| b.elem);
    let unit = strip_arrays(m, outer);
    let parts = parts(m, unit, op).map_err(|e| format!("{e} ('{}')", v.name))?;
    let usize_ = m.types.size_of(unit).max(1);
    Ok(Elems {
        unit,
        parts,
        dims: Vec::new(),
        inner: m.types.size_of(outer) / usize_,
        directive_walks: false,
    })
}

/// The subarray dimensions of `v` into `e`, as 64-bit values at the cursor.
fn section_dims(ed: &mut Ed, e: &mut Elems, v: &VarRef) {
    for b in &v.bounds {
        let lo = ed.int_to(b.lower, 64);
        let len = ed.int_to(b.length, 64);
        e.dims.push((lo, len, ed.m.types.size_of(b.elem)));
    }
}

/// Runs `f(ed, byte offset)` for every unit of `e`: straight-line for a scalar (no offset),
/// else a loop over the flattened section. The cursor ends after it.
fn each_unit(ed: &mut Ed, e: &Elems, mut f: impl FnMut(&mut Ed, Option<Value>)) {
    if e.dims.is_empty() && e.inner == 1 {
        return f(ed, None);
    }
    let mut total = ed.i64c(e.inner as i128);
    for &(_, len, _) in &e.dims {
        total = ed.bin(BinOp::Mul, total, len);
    }
    let walk = |ed: &mut Ed, total: Value, f: &mut dyn FnMut(&mut Ed, Value)| {
        if e.directive_walks {
            directive_loop(ed, total, vec![Clause::Seq], |ed, k| f(ed, k));
        } else {
            counted_loop(ed, total, |ed, k| f(ed, k));
        }
    };
    walk(ed, total, &mut |ed, k| {
        let inner = ed.i64c(e.inner as i128);
        let usz = ed.i64c(ed.m.types.size_of(e.unit) as i128);
        let s = ed.bin(BinOp::SRem, k, inner);
        let mut off = ed.bin(BinOp::Mul, s, usz);
        let mut rest = ed.bin(BinOp::SDiv, k, inner);
        for &(lo, len, stride) in e.dims.iter().rev() {
            let i = ed.bin(BinOp::SRem, rest, len);
            rest = ed.bin(BinOp::SDiv, rest, len);
            let ix = ed.bin(BinOp::Add, lo, i);
            let st = ed.i64c(stride as i128);
            let o = ed.bin(BinOp::Mul, ix, st);
            off = ed.bin(BinOp::Add, off, o);
        }
        f(ed, Some(off));
    });
}

/// The identity of one unit, part by part (a complex product's is 1 + 0i).
pub(crate) fn unit_identity(ed: &mut Ed, op: ReductionOp, parts: &[(u64, TypeId)]) -> Vec<Value> {
    parts
        .iter()
        .enumerate()
        .map(|(k, &(_, ty))| {
            if k > 0 {
                identity(ed, ReductionOp::Add, ty)
            } else {
                identity(ed, op, ty)
            }
        })
        .collect()
}

/// Stores the identity into every part of every unit of the private copy at `p`.
fn init(ed: &mut Ed, op: ReductionOp, e: &Elems, p: Value) {
    each_unit(ed, e, |ed, off| {
        let base = off.map_or(p, |o| ed.ptradd_v(p, o));
        let id = unit_identity(ed, op, &e.parts);
        store_parts(ed, &e.parts, base, id);
    });
}

/// The scalar parts of the units that reduction variable `v` covers (see [`parts`]).
pub(crate) fn unit_parts(
    m: &Module,
    op: ReductionOp,
    v: &VarRef,
) -> Result<Vec<(u64, TypeId)>, String> {
    elems(m, v, op).map(|e| e.parts)
}

/// Runs `f(ed, parts, address of the unit)` at the cursor for every unit of reduction variable
/// `v` (a loop over a section's elements); the cursor ends after it.
pub(crate) fn for_each_unit(
    ed: &mut Ed,
    op: ReductionOp,
    v: &VarRef,
    mut f: impl FnMut(&mut Ed, &[(u64, TypeId)], Value),
) -> Result<(), String> {
    let mut e = elems(ed.m, v, op)?;
    section_dims(ed, &mut e, v);
    each_unit(ed, &e, |ed, off| {
        let p = off.map_or(v.var, |o| ed.ptradd_v(v.var, o));
        f(ed, &e.parts, p)
    });
    Ok(())
}

/// The read-modify-write instruction that performs `dst = dst op src` on a scalar of type
/// `ty` in one atomic step, if there is one (32- and 64-bit integers, float, double; `*` and
/// the logical operators have none).
pub(crate) fn native_rmw(m: &Module, op: ReductionOp, ty: TypeId) -> Option<RmwOp> {
    let t = &m.types;
    let float = matches!(t.kind(ty), TypeKind::F32 | TypeKind::F64);
    let int = matches!(t.int_width(ty), Some(32 | 64));
    match op {
        ReductionOp::Add if int => Some(RmwOp::Add),
        ReductionOp::Add if float => Some(RmwOp::FAdd),
        ReductionOp::Max if int => Some(RmwOp::Max),
        ReductionOp::Min if int => Some(RmwOp::Min),
        ReductionOp::Max if float => Some(RmwOp::FMax),
        ReductionOp::Min if float => Some(RmwOp::FMin),
        ReductionOp::UMax if int => Some(RmwOp::UMax),
        ReductionOp::UMin if int => Some(RmwOp::UMin),
        ReductionOp::BitAnd if int => Some(RmwOp::And),
        ReductionOp::BitOr if int => Some(RmwOp::Or),
        ReductionOp::BitXor if int => Some(RmwOp::Xor),
        _ => None,
    }
}

/// `v = v op copy` for a scalar (or whole-array) reduction variable `v` whose private copy is
/// `copy`, in atomic steps as [`combine_into`] makes them: a copy combined while other threads
/// may combine theirs (an included task's `in_reduction` copy, omp/included.rs).
pub(crate) fn atomic_combine(
    ed: &mut Ed,
    op: ReductionOp,
    v: &VarRef,
    copy: Value,
) -> Result<(), String> {
    let e = elems(ed.m, v, op)?;
    combine_into(ed, op, &e, v.var, copy);
    Ok(())
}

/// `dst = dst op src` for every unit: relaxed atomic read-modify-writes, element by element and
/// part by part, where the parts' type has one (on the GPU, instructions that the gangs run
/// concurrently); else, for a unit of one integer, float or double part (`*` and the logical
/// operators, any operator on 8- and 16-bit integers) or a `float _Complex` product, a call of
/// a compare-and-swap loop ([`combine_fn`]); else under the module lock (a `double _Complex`
/// product, `long double`).
fn combine_into(ed: &mut Ed, op: ReductionOp, e: &Elems, dst: Value, src: Value) {
    /// How each part of a unit reaches `dst`.
    enum How {
        /// One atomic instruction per part.
        Native(Vec<RmwOp>),
        /// A call of the unit's compare-and-swap loop, given the unit's parts.
        Exchange(FuncId),
        /// Plain loads and stores of the whole unit under the module lock.
        Locked,
    }
    // Part by part is one combine unless a complex product mixes the parts.
    let rmws: Option<Vec<RmwOp>> = (e.parts.len() == 1 || op == ReductionOp::Add)
        .then(|| {
            e.parts
                .iter()
                .map(|&(_, ty)| native_rmw(ed.m, op, ty))
                .collect()
        })
        .flatten();
    let how = match (rmws, &e.parts[..]) {
        (Some(rmws), _) => How::Native(rmws),
        (None, parts) => combine_fn(ed.m, op, parts).map_or(How::Locked, How::Exchange),
    };
    let lock = matches!(how, How::Locked).then(|| lock_fns(ed.m));
    if let Some((l, _)) = lock {
        ed.call(l, &[]);
    }
    // Element by element; without the lock, gangs combine concurrently.
    each_unit(ed, e, |ed, off| {
        let dst = off.map_or(dst, |o| ed.ptradd_v(dst, o));
        let src = off.map_or(src, |o| ed.ptradd_v(src, o));
        match how {
            How::Locked => return combine_unit(ed, op, &e.parts, dst, src),
            How::Exchange(f) => {
                let mut args = vec![dst];
                args.extend(load_parts(ed, &e.parts, src));
                ed.call(f, &args);
                return;
            }
            How::Native(_) => {}
        }
        for (i, &(poff, ty)) in e.parts.iter().enumerate() {
            let s = ed.ptradd(src, poff as i128);
            let v = ed.load(ty, s);
            let d = ed.ptradd(dst, poff as i128);
            match &how {
                How::Native(rmws) => {
                    let kind = InstKind::AtomicRmw {
                        op: rmws[i],
                        ptr: d,
                        value: v,
                        ordering: crate::Ordering::Relaxed,
                    };
                    ed.ins(kind, Some(ty));
                }
                How::Exchange(_) | How::Locked => unreachable!("handled above"),
            }
        }
    });
    if let Some((_, u)) = lock {
        ed.call(u, &[]);
    }
}

/// `__oxacc.combine.OP.TYPE(ptr, x…)`: `*ptr = *ptr op x` as a compare-and-swap loop on the
/// unit's bits, created on first use: integers, float and double ([`cas_int_type`]), and
/// `float _Complex` (x = its two parts) as one 64-bit word where `ptr` is 8-byte aligned, else
/// under the module lock (its alignment is 4). A call, not the loop inline: in gangs of
/// threads a call is a side effect that thread 0 runs (spmd.rs), while a loop on an exchange's
/// result would be gang-redundant code using an atomic's result.
///
/// ```text
/// entry(ptr, x…): [ptr % 8 == 0 ? cas : locked]  cas: br h(atomic load ptr)
/// h(old): seen = cmpxchg ptr, old, pack(unpack(old) op x); seen == old ? done : h(seen)
/// locked: lock; *ptr = *ptr op x; unlock; br done
/// ```
fn combine_fn(m: &mut Module, op: ReductionOp, parts: &[(u64, TypeId)]) -> Option<FuncId> {
    let unsupported = match parts {
        [(_, ty)] => !matches!(
            m.types.kind(*ty),
            TypeKind::Int(_) | TypeKind::F32 | TypeKind::F64
        ),
        [(0, a), (4, b)] => !(a == b && matches!(m.types.kind(*a), TypeKind::F32)),
        _ => true,
    };
    if unsupported {
        return None;
    }
    let (bits, tname) = match parts {
        [(_, ty)] => (
            cas_int_type(m, *ty)?,
            match m.types.kind(*ty) {
                TypeKind::Int(w) => format!("i{w}"),
                TypeKind::F32 => "f32".to_owned(),
                _ => "f64".to_owned(),
            },
        ),
        _ => (m.i64(), "cf32".to_owned()),
    };
    let name = format!(
        "__oxacc.combine.{}.{tname}",
        format!("{op:?}").to_lowercase()
    );
    if let Some(f) = m.func_by_name(&name) {
        return Some(f);
    }
    let lock = (parts.len() > 1).then(|| lock_fns(m));
    let (pt, void) = (m.ptr(), m.void());
    let mut params = vec![pt];
    params.extend(parts.iter().map(|&(_, t)| t));
    let sig = m.func_type(&params, void, false);
    let f = m.declare_func(&name, sig);
    m.func_mut(f).linkage = Linkage::Internal;
    m.func_mut(f).attrs.push(crate::module::FuncAttr::NoUnwind);
    let mut body = Body::default();
    let entry = body.new_block();
    body.attach_block(Body::BODY_REGION, entry);
    let ptr = body.add_block_param(entry, pt);
    let xs: Vec<Value> = parts
        .iter()
        .map(|&(_, t)| body.add_block_param(entry, t))
        .collect();
    {
        let mut ed = Ed::new(m, &mut body, entry, 0, SrcLoc::default());
        let done = ed.block_after(entry);
        if let Some((l, u)) = lock {
            let cas = ed.block_after(entry);
            let locked = ed.block_after(cas);
            let i64t = ed.m.i64();
            let addr = ed.cast(CastOp::PtrToInt, ptr, i64t);
            let seven = ed.i64c(7);
            let low = ed.bin(BinOp::And, addr, seven);
            let zero = ed.i64c(0);
            let aligned = ed.icmp(IntCC::Eq, low, zero);
            ed.condbr(aligned, cas, &[], locked, &[]);
            ed.at_end(locked);
            ed.call(l, &[]);
            let old = load_parts(&mut ed, parts, ptr);
            let new = combine_parts(&mut ed, op, &old, &xs);
            store_parts(&mut ed, parts, ptr, new);
            ed.call(u, &[]);
            ed.br(done, &[]);
            ed.at_end(cas);
        }
        let flags = crate::MemFlags {
            atomic: Some(crate::Ordering::Relaxed),
            ..crate::MemFlags::default()
        };
        let init = ed.val(InstKind::Load { ptr, flags }, bits);
        let header = ed.block_after(ed.blk);
        ed.br(header, &[init]);
        let old = ed.b.add_block_param(header, bits);
        ed.at_end(header);
        let values = unpack(&mut ed, parts, old);
        let new = combine_parts(&mut ed, op, &values, &xs);
        let new = pack(&mut ed, bits, new);
        let seen = ed.val(
            InstKind::CmpXchg {
                ptr,
                expected: old,
                new,
                ordering: crate::Ordering::Relaxed,
                weak: false,
            },
            bits,
        );
        let ok = ed.icmp(IntCC::Eq, seen, old);
        ed.condbr(ok, done, &[], header, &[seen]);
        ed.at_end(done);
        ed.ins(InstKind::Ret(None), None);
    }
    m.func_mut(f).body = Some(body);
    Some(f)
}

/// The parts of a unit from its bits (word `w`): the scalar itself, or a complex float's two
/// 32-bit halves (the real part first in memory: the low half).
fn unpack(ed: &mut Ed, parts: &[(u64, TypeId)], w: Value) -> Vec<Value> {
    let bitcast = |ed: &mut Ed, v: Value, to: TypeId| {
        if ed.ty(v) == to {
            v
        } else {
            ed.cast(CastOp::Bitcast, v, to)
        }
    };
    if let [(_, ty)] = parts {
        return vec![bitcast(ed, w, *ty)];
    }
    let i32t = ed.m.i32();
    let thirty_two = ed.i64c(32);
    let high = ed.bin(BinOp::LShr, w, thirty_two);
    [w, high]
        .into_iter()
        .zip(parts)
        .map(|(h, &(_, ty))| {
            let h = ed.cast(CastOp::Trunc, h, i32t);
            bitcast(ed, h, ty)
        })
        .collect()
}

/// The inverse of [`unpack`]: the unit's bits as a `bits` word.
fn pack(ed: &mut Ed, bits: TypeId, vs: Vec<Value>) -> Value {
    if let [v] = vs[..] {
        return if ed.ty(v) == bits {
            v
        } else {
            ed.cast(CastOp::Bitcast, v, bits)
        };
    }
    let i32t = ed.m.i32();
    let halves: Vec<Value> = vs
        .into_iter()
        .map(|v| {
            let h = ed.cast(CastOp::Bitcast, v, i32t);
            ed.cast(CastOp::ZExt, h, bits)
        })
        .collect();
    let thirty_two = ed.i64c(32);
    let high = ed.bin(BinOp::Shl, halves[1], thirty_two);
    ed.bin(BinOp::Or, halves[0], high)
}

fn combine_unit(ed: &mut Ed, op: ReductionOp, parts: &[(u64, TypeId)], dst: Value, src: Value) {
    let a = load_parts(ed, parts, dst);
    let b = load_parts(ed, parts, src);
    let c = combine_parts(ed, op, &a, &b);
    store_parts(ed, parts, dst, c);
}

/// The parts of the unit at `base`.
pub(crate) fn load_parts(ed: &mut Ed, parts: &[(u64, TypeId)], base: Value) -> Vec<Value> {
    parts
        .iter()
        .map(|&(off, ty)| {
            let a = ed.ptradd(base, off as i128);
            ed.load(ty, a)
        })
        .collect()
}

/// Stores `vs`, one value per part, into the unit at `base`.
pub(crate) fn store_parts(ed: &mut Ed, parts: &[(u64, TypeId)], base: Value, vs: Vec<Value>) {
    for (&(off, _), v) in parts.iter().zip(vs) {
        let a = ed.ptradd(base, off as i128);
        ed.store(v, a);
    }
}

/// `a op b` for one unit given part by part: a scalar, or a complex number's two parts.
pub(crate) fn combine_parts(ed: &mut Ed, op: ReductionOp, a: &[Value], b: &[Value]) -> Vec<Value> {
    if a.len() == 2 && op == ReductionOp::Mul {
        // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
        let (a, b, c, d) = (a[0], a[1], b[0], b[1]);
        let ac = ed.bin(BinOp::FMul, a, c);
        let bd = ed.bin(BinOp::FMul, b, d);
        let ad = ed.bin(BinOp::FMul, a, d);
        let bc = ed.bin(BinOp::FMul, b, c);
        let re = ed.bin(BinOp::FSub, ac, bd);
        let im = ed.bin(BinOp::FAdd, ad, bc);
        vec![re, im]
    } else {
        a.iter()
            .zip(b)
            .map(|(&x, &y)| combine(ed, op, x, y))
            .collect()
    }
}

/// Whether `var`, a reduction variable of loop `op`, is storage of the gang that runs the loop
/// (declared in the enclosing compute region, or a local of a routine): then its copy is
/// combined with plain loads and stores. Atomics there would also be wrong on the GPU: such
/// storage is thread-local memory, where PTX has no compare-and-swap.
fn private_to_gang(body: &Body, op: Inst, var: Value) -> bool {
    let base = super::spmd::root(body, var);
    if !matches!(def_kind(body, base), Some(InstKind::Alloca { .. })) {
        return false;
    }
    let compute = ancestors(body, op)
        .into_iter()
        .find(|&a| is_dir(body, a, |k| matches!(k, DirectiveKind::Compute(_))));
    compute.is_none_or(|c| defined_in(body, base, region_of(body, c).expect("region")))
}

/// Whether `op` is a loop directly in a `parallel` construct (no loop around it), not a
/// `worker` or `seq` loop: the walks over its reduction copies of run-time length may become
/// thread loops of the GPU's device version ([`Elems::directive_walks`]; they stay plain
/// loops wherever the copy stays per thread). A `kernels` region's loops may become kernels
/// of their own, and a copy inside another loop is allocated there.
fn gang_level_top_loop(body: &Body, op: Inst) -> bool {
    if !is_dir(body, op, |k| matches!(k, DirectiveKind::Loop { .. }))
        || dir(body, op)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::Worker(_) | Clause::Seq))
    {
        return false;
    }
    let outer = ancestors(body, op).into_iter().find(|&a| {
        is_dir(body, a, |k| {
            matches!(k, DirectiveKind::Loop { .. } | DirectiveKind::Compute(_))
        })
    });
    outer.is_some_and(|c| {
        is_dir(body, c, |k| {
            matches!(
                k,
                DirectiveKind::Compute(crate::directive::ComputeKind::Parallel)
            )
        })
    })
}

fn reduce_op(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let is_compute = is_dir(body, op, |k| matches!(k, DirectiveKind::Compute(_)));
    let clauses = dir(body, op).clauses.clone();
    let entry = entry_of(body, r);
    let storage = {
        // The storage block of code inside the region (the compute entry, or the function's).
        let probe = body.block(entry).insts.first().copied().unwrap_or(op);
        storage_block(body, probe)
    };
    let mut names = Vec::new();
    let mut privates: Vec<(ReductionOp, VarRef)> = Vec::new();
    for c in &clauses {
        let Clause::Reduction(rop, vars) = c else {
            continue;
        };
        for v in vars {
            let mut e = match elems(m, v, *rop) {
                Ok(e) => e,
                Err(e) => {
                    error(m, loc, e);
                    continue;
                }
            };
            // A section reached through a pointer (`cnt[k]`, `p[lo:n]` of `int *p`, §2.5.15):
            // private storage of its number of elements (an array of a constant length, else
            // a stack block allocated where the length is known: decision 28), and a private
            // pointer variable for the region holding `storage - lo` (so `p[lo + i]` is
            // element i).
            let through_ptr = m.types.is_ptr(v.ty);
            let ptr_len = if through_ptr {
                match const_len(body, v.bounds[0].length) {
                    Some(n) if n <= 0 => {
                        error(
                            m,
                            loc,
                            format!(
                                "reduction on the pointer section '{}' of length {n}: a subarray in a reduction has at least one element (§2.5.15)",
                                v.name
                            ),
                        );
                        continue;
                    }
                    n => Some(n),
                }
            } else {
                None
            };
            // A Fortran descriptor named as a pointer (its first field is the base address,
            // the front end's `reduction_ref`): the region reads bounds and strides from it
            // too, so its private copy is a whole descriptor, a copy of the original whose
            // base address points into the private storage.
            let desc = through_ptr
                .then(|| body.var_at(v.var))
                .flatten()
                .filter(|x| matches!(x.shape, crate::var::Shape::Descriptor { .. }))
                .cloned();
            // Where the region only reads the pointer variable, its loads become the private
            // base itself (privatize.rs does the same).
            let loads = (through_ptr && desc.is_none())
                .then(|| super::privatize::pointer_loads(body, r, v.var))
                .flatten();
            // An array of run-time length (a C variable-length array, `[0 x T]` as a type):
            // its private copy cannot take the variable's type.
            // A Fortran automatic or explicit-shape dummy array names its section with the
            // element's type (`w(2:nb)` of `real(8) :: w(nb)`): the same.
            let vla_elem = match m.types.kind(v.ty) {
                _ if through_ptr || v.bounds.len() > 1 => None,
                TypeKind::Array { elem, len: 0 } => Some(*elem),
                _ if v.bounds.first().is_some_and(|b| b.elem == v.ty) => Some(v.ty),
                _ => None,
            };
            // The whole of one (`reduction(+:v)`): its run-time extent, as a section.
            let vla_whole = match body.var_at(v.var).map(|x| &x.shape) {
                Some(crate::var::Shape::Array {
                    indirect: false,
                    dims,
                    ..
                }) if vla_elem.is_some() && v.bounds.is_empty() && dims.len() == 1 => {
                    dims[0].extent
                }
                _ => None,
            };
            if vla_elem.is_some() && v.bounds.is_empty() && vla_whole.is_none() {
                error(
                    m,
                    loc,
                    format!(
                        "reduction on the variable-length array '{}' of more than one dimension needs a subarray (not supported yet)",
                        v.name
                    ),
                );
                continue;
            }
            let at = alloca_prefix(body, storage);
            let mut copy_from = Vec::new();
            let mut ed = Ed::new(m, body, storage, at, loc);
            // The private copy has the variable's type: for a subarray of an array, the whole
            // array (only the section's elements are defined, §2.5.15 restrictions).
            let (p, pv, buf_ty) = match ptr_len {
                Some(n) => {
                    let elem = v.bounds[0].elem;
                    let pt = match &desc {
                        Some(d) => desc_type(ed.m, d),
                        None => ed.m.ptr(),
                    };
                    let pv = loads.is_none().then(|| ed.alloca(pt));
                    match n {
                        Some(n) => {
                            let bt = ed.m.array(elem, n as u64);
                            (Some(ed.alloca(bt)), pv, bt)
                        }
                        None => (None, pv, elem),
                    }
                }
                None if vla_elem.is_some() => (None, None, v.ty),
                None => (Some(ed.alloca(v.ty)), None, v.ty),
            };
            if is_compute {
                let at = alloca_prefix(ed.b, entry);
                ed.at(entry, at);
            } else {
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos);
            }
            section_dims(&mut ed, &mut e, v);
            let mut whole_bounds = Vec::new();
            if let (Some(elem), Some(n)) = (vla_elem, vla_whole) {
                let zero = ed.i64c(0);
                let n = ed.int_to(n, 64);
                e.dims.push((zero, n, ed.m.types.size_of(elem)));
                e.inner = 1;
                whole_bounds.push(crate::directive::Bound {
                    lower: zero,
                    length: n,
                    elem,
                    stride: None,
                });
            }
            e.directive_walks = p.is_none() && gang_level_top_loop(ed.b, op);
            let p = match (p, vla_elem) {
                (Some(p), _) => p,
                // A subarray of a variable-length array (`v[lo:n]` of `double v[m]`): private
                // storage up to the section's end, which the region's subscripts from the
                // array's start reach (§2.5.15; the bounds are values of the region).
                (None, Some(elem)) => {
                    let (lo, len, _) = e.dims[0];
                    let end = ed.bin(BinOp::Add, lo, len);
                    super::privatize::dynamic_storage(&mut ed, op, elem, end)
                }
                (None, None) => super::privatize::dynamic_storage(&mut ed, op, buf_ty, e.dims[0].1),
            };
            // The address element offsets are taken from: the private pointer's value.
            let p = match pv {
                _ if through_ptr => {
                    let (lo, _, size) = e.dims[0];
                    let sz = ed.i64c(size as i128);
                    let off = ed.bin(BinOp::Mul, lo, sz);
                    let zero = ed.i64c(0);
                    let neg = ed.bin(BinOp::Sub, zero, off);
                    let base = ed.ptradd_v(p, neg);
                    if let Some(pv) = pv {
                        if let Some(d) = &desc {
                            for from in private_descriptor(&mut ed, d, v.var, pv) {
                                copy_from.extend(def_inst(ed.b, from));
                            }
                        }
                        ed.store(base, pv);
                    }
                    base
                }
                _ => p,
            };
            init(&mut ed, *rop, &e, p);
            match pv {
                Some(pv) => {
                    replace_uses_in_region(body, r, v.var, pv);
                    // The copy of a descriptor, inside a compute region, reads the original.
                    for i in copy_from {
                        if let InstKind::PtrAdd { ptr, .. } = &mut body.insts[i.index()].kind {
                            *ptr = v.var;
                        }
                    }
                }
                None if through_ptr => super::privatize::forward_loads(body, r, loads, p),
                None if is_member(m, body, v) => redirect_member_accesses(m, body, r, v, p),
                None => replace_uses_in_region(body, r, v.var, p),
            }
            let mut ed = Ed::new(m, body, entry, 0, loc);
            if is_compute {
                // §2.5.15: the gang's copy is combined with the original at the end of the
                // region, every gang.
                let blocks = ed.b.region(r).blocks.clone();
                for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
                    let (b, pos) = inst_pos(ed.b, t);
                    ed.at(b, pos);
                    let dst = original(&mut ed, v, through_ptr);
                    combine_into(&mut ed, *rop, &e, dst, p);
                }
            } else if through_ptr {
                // §2.9.11: into the elements the pointer designates, after the loop.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos + 1);
                let dst = original(&mut ed, v, true);
                combine_into(&mut ed, *rop, &e, dst, p);
            } else if private_to_gang(ed.b, op, v.var) {
                // §2.9.11: combined after the loop, by the gang's one thread (spmd.rs gives
                // code after a loop to one thread): no other gang sees the copy.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos + 1);
                each_unit(&mut ed, &e, |ed, off| {
                    let dst = off.map_or(v.var, |o| ed.ptradd_v(v.var, o));
                    let src = off.map_or(p, |o| ed.ptradd_v(p, o));
                    combine_unit(ed, *rop, &e.parts, dst, src)
                });
            } else {
                // §2.9.11: combined after the loop, concurrently with other gangs.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos + 1);
                combine_into(&mut ed, *rop, &e, v.var, p);
            }
            names.push(format!("{}:{}", op_symbol(*rop), v.name));
            let mut private = VarRef {
                var: p,
                ty: buf_ty,
                ..v.clone()
            };
            if !whole_bounds.is_empty() {
                private.bounds = whole_bounds;
            }
            privates.push((*rop, private));
        }
    }
    dir_mut(body, op)
        .clauses
        .retain(|c| !matches!(c, Clause::Reduction(..)));
    // A loop keeps its reductions with the private copies as the variables: the combine after
    // the loop is emitted already, but the GPU's device version first combines the copies of
    // the threads that shared the loop (outline.rs, spmd.rs).
    if !is_compute && !privates.is_empty() {
        for (rop, v) in privates {
            dir_mut(body, op)
                .clauses
                .push(Clause::Reduction(rop, vec![v]));
        }
    }
    if !names.is_empty() {
        remark(
            m,
            loc,
            format!(
                "{}reduction({}): private partial results combined at the end of {}",
                if is_compute { "compute " } else { "loop " },
                names.join(", "),
                if is_compute { "each gang" } else { "the loop" }
            ),
        );
    }
}

/// The type of a descriptor's storage: `[words x i64]` of its rank.
/// Makes `to` (storage of [`desc_type`]) a private copy of the descriptor at `from`, word by
/// word (plain stores to the copy, which the GPU keeps per thread or gang), and registers it
/// as a variable of `d`'s shape; the caller sets its base address. The addresses read.
pub(super) fn private_descriptor(
    ed: &mut Ed,
    d: &crate::var::VarData,
    from: Value,
    to: Value,
) -> Vec<Value> {
    let ty = desc_type(ed.m, d);
    let i64t = ed.m.i64();
    let mut read = Vec::new();
    for w in 0..ed.m.types.size_of(ty) / 8 {
        let off = ed.i64c(8 * i128::from(w));
        let at = ed.ptradd_v(from, off);
        read.push(at);
        let x = ed.load(i64t, at);
        ed.store_at(x, to, 8 * i128::from(w));
    }
    ed.b.add_var(crate::var::VarData {
        addr: to,
        ..d.clone()
    });
    read
}

pub(super) fn desc_type(m: &mut Module, d: &crate::var::VarData) -> TypeId {
    let rank = match d.shape {
        crate::var::Shape::Descriptor { rank, .. } => rank,
        _ => 0,
    };
    let i64t = m.i64();
    m.array(i64t, crate::var::descriptor::size(rank) / 8)
}

/// The address the original's units are combined into: the variable, or for a section
/// through a pointer the address the pointer holds (its device address inside a region).
fn original(ed: &mut Ed, v: &VarRef, through_ptr: bool) -> Value {
    if through_ptr {
        let pt = ed.m.ptr();
        ed.load(pt, v.var)
    } else {
        v.var
    }
}

/// A subarray length that is a constant (through the front end's widening).
fn const_len(body: &Body, v: Value) -> Option<i128> {
    iconst_of(body, v).or_else(|| match def_kind(body, v) {
        Some(InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            arg,
        }) => iconst_of(body, *arg),
        _ => None,
    })
}

/// Where an address comes from: an object (a local or a global), or the value a pointer
/// variable holds, plus a constant byte offset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum AddrBase {
    Object(Value),
    Global(crate::entity::GlobalId),
    Loaded(Value),
}

fn addr_path(body: &Body, mut v: Value) -> Option<(AddrBase, i128)> {
    let mut off = 0i128;
    for _ in 0..32 {
        match def_kind(body, v)? {
            InstKind::PtrAdd { ptr, offset } => {
                off = off.checked_add(const_len(body, *offset)?)?;
                v = *ptr;
            }
            InstKind::Load { ptr, .. } => {
                return matches!(
                    def_kind(body, *ptr),
                    Some(InstKind::Alloca { .. } | InstKind::GlobalAddr(_))
                )
                .then_some((AddrBase::Loaded(*ptr), off));
            }
            InstKind::Alloca { .. } => return Some((AddrBase::Object(v), off)),
            InstKind::GlobalAddr(g) => return Some((AddrBase::Global(*g), off)),
            _ => return None,
        }
    }
    None
}

/// Whether reduction variable `v` is a member of a structure (`s.peak`, `s->sum`,
/// `s.cnt[0:3]`): its address is derived from the structure's, or is the structure's own
/// address with a type of another size (the first member).
fn is_member(m: &Module, body: &Body, v: &VarRef) -> bool {
    let t = &m.types;
    // A variable of the enclosing function that an outlined OpenMP region reaches through a
    // pointer (its address a load) is the variable itself.
    if body
        .var_at(v.var)
        .and_then(|x| x.object_type())
        .is_some_and(|ty| t.size_of(ty) == t.size_of(v.ty))
    {
        return false;
    }
    match def_kind(body, v.var) {
        Some(InstKind::Alloca {
            ty, count: None, ..
        }) => t.size_of(*ty) != t.size_of(v.ty),
        Some(InstKind::GlobalAddr(g)) => t.size_of(m.global(*g).ty) != t.size_of(v.ty),
        Some(InstKind::PtrAdd { .. } | InstKind::Load { .. }) => true,
        _ => false,
    }
}

/// A member reduced through a structure (§2.5.15: a var may be a composite variable member):
/// the region computes the member's address afresh at each access (and the first member's is
/// the structure's), so the accesses inside the member — loads and stores at its address,
/// address arithmetic from it, and loads and stores at constant offsets inside it — are made
/// to use the private copy `p`.
fn redirect_member_accesses(m: &mut Module, body: &mut Body, r: Region, v: &VarRef, p: Value) {
    let Some((base, off)) = addr_path(body, v.var) else {
        return;
    };
    let size = m.types.size_of(v.ty) as i128;
    let inside = |o: i128, len: i128| o >= off && o + len <= off + size;
    for i in region_insts_deep(body, r) {
        let kind = body.inst(i).kind.clone();
        match kind {
            InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } => {
                let ty = match (&kind, body.inst(i).result) {
                    (InstKind::Store { value, .. }, _) => body.value_type(*value),
                    (_, Some(res)) => body.value_type(res),
                    _ => continue,
                };
                let len = m.types.size_of(ty) as i128;
                let Some((b, o)) = addr_path(body, ptr) else {
                    continue;
                };
                if b != base || !inside(o, len) {
                    continue;
                }
                let to = if o == off {
                    p
                } else {
                    let (blk, pos) = inst_pos(body, i);
                    let loc = body.inst(i).loc;
                    let mut ed = Ed::new(m, body, blk, pos, loc);
                    ed.ptradd(p, o - off)
                };
                match &mut body.insts[i.index()].kind {
                    InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } => *ptr = to,
                    _ => {}
                }
            }
            InstKind::PtrAdd { ptr, offset } => {
                // Indexing into an array member: from the member's own address, to an offset
                // inside it (a run-time index only into a section's member).
                if addr_path(body, ptr) != Some((base, off)) {
                    continue;
                }
                let ok = match const_len(body, offset) {
                    Some(c) => inside(off + c, 1),
                    None => !v.bounds.is_empty(),
                };
                if ok {
                    if let InstKind::PtrAdd { ptr, .. } = &mut body.insts[i.index()].kind {
                        *ptr = p;
                    }
                }
            }
            _ => {}
        }
    }
}
