//! `acc-private-atomics`: atomic updates of a small array go to a copy private to each gang
//! (docs/gpu.md "Private atomics"), as a CUDA histogram keeps per-block bins in shared
//! memory. For each array of a compute region whose only uses there are the targets of
//! `atomic update`s (OpenACC 3.3 §2.12) with one commutative operation, and whose section a
//! data clause of the construct names (16 KiB at most when its length is a constant; else the
//! copy covers its first 8 KiB), the region gets
//!
//! ```text
//! priv = alloca [n x T]                          ; per gang; shared memory on the GPU
//! acc.loop (0, n, 1) seq vector { priv[k] = identity }
//! ...  off = &x - &a[lo]                         ; each atomic update of a[…] at x:
//!      off <u bytes ? atomic update priv+off : atomic update x (as written)
//! acc.loop (0, n, 1) seq vector { if priv[k] != identity: atomicrmw op &a[lo+k], priv[k] }
//! ```
//!
//! The final values are the same: the updates commute, and no other access in the region can
//! observe the array in between (any non-atomic access of an element another gang updates
//! would race). A call in the region could reach the array, so a region with calls (other
//! than pure math) keeps its atomics. The guard keeps updates outside the named section (an
//! enclosing data region may map more) on the array itself. Regions with `num_gangs` keep
//! them too: their gangs may be many more than fit on the device at once, and each pays for
//! the copy's initialisation and combine. Others get one wave of resident gangs on the GPU
//! (the initialisation loop comes before the gang loop, so no grid is sized from its trip
//! count).

use super::*;
use crate::directive::{AtomicKind, DataClauseKind, ReductionOp};
use crate::pass::Pass;
use crate::RmwOp;

pub struct PrivateAtomics;

impl Pass for PrivateAtomics {
    fn name(&self) -> &'static str {
        "acc-private-atomics"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        for_each_body(m, |m, _f, body| {
            for c in directives_in(body, Body::BODY_REGION) {
                if is_dir(
                    body,
                    c,
                    |k| matches!(k, DirectiveKind::Compute(kind) if *kind != crate::directive::ComputeKind::Serial),
                ) {
                    privatize_region(m, body, c);
                }
            }
            Ok(())
        })
    }
}

/// The most bytes of private copies per gang (of the 32 KiB of shared memory spmd.rs gives a
/// gang's arrays).
const MAX_PRIVATE_BYTES: u64 = 16 * 1024;
/// The copy of a section whose bounds are known at run time only: it covers the first this
/// many bytes of the section (the other elements keep their atomics on the array).
const RUN_TIME_SECTION_BYTES: u64 = 8 * 1024;

/// An array whose atomic updates a region's gangs make on a private copy.
struct Candidate {
    /// The clause's variable: a pointer variable (its loads give the array) or the array.
    var: Value,
    name: String,
    /// Whether `var` holds a pointer to the array (else it is the array's address).
    through_pointer: bool,
    /// The section: its first element (None: 0) and its length in elements of `elem` (a
    /// value defined before the construct, or a constant).
    lo: Option<Value>,
    len: Len,
    /// The copy's elements: the section's, or the capacity for a run-time length.
    units: u64,
    elem: TypeId,
    /// The operation of every update (the one that combines the copies), and the atomics.
    op: RmwOp,
    atomics: Vec<Inst>,
}

fn privatize_region(m: &mut Module, body: &mut Body, c: Inst) {
    let d = dir(body, c);
    let r = d.region.expect("region");
    if d.clauses.iter().any(|cl| matches!(cl, Clause::NumGangs(_))) {
        return;
    }
    let insts = region_insts_deep(body, r);
    let calls = insts.iter().any(|&i| match &body.inst(i).kind {
        InstKind::Call { callee, .. } => !is_pure_call(m, *callee),
        InstKind::CallIndirect { .. } | InstKind::InlineAsm(_) => true,
        _ => false,
    });
    if calls || insts.iter().any(|&i| schedule::is_worker_loop(body, i)) {
        return;
    }
    let mut uses: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &i in &insts {
        body.inst(i)
            .kind
            .visit_operands(|v| uses.entry(v).or_default().push(i));
    }
    let mut found: Vec<Candidate> = Vec::new();
    let mut total = 0;
    for v in d.clauses.iter().flat_map(section_vars) {
        if found.iter().any(|f| f.var == v.var) {
            continue;
        }
        let Some(cand) = candidate(m, body, v, &uses) else {
            continue;
        };
        let in_loop = cand.atomics.iter().any(|&a| {
            ancestors(body, a)
                .iter()
                .take_while(|&&x| x != c)
                .any(|&x| is_dir(body, x, |k| matches!(k, DirectiveKind::Loop { .. })))
        });
        let bytes = cand.units * m.types.size_of(cand.elem);
        if in_loop && total + bytes <= MAX_PRIVATE_BYTES {
            total += bytes;
            found.push(cand);
        }
    }
    for cand in found {
        rewrite(m, body, c, &cand);
    }
}

/// The variables of the data clauses whose device copy the region updates in place.
fn section_vars(cl: &Clause) -> Vec<&VarRef> {
    match cl {
        Clause::Data(dc)
            if matches!(
                dc.kind,
                DataClauseKind::Copy
                    | DataClauseKind::CopyIn
                    | DataClauseKind::CopyOut
                    | DataClauseKind::Create
                    | DataClauseKind::Present
            ) =>
        {
            dc.vars.iter().collect()
        }
        _ => Vec::new(),
    }
}

/// The length of a section, in elements of the candidate's `elem`.
#[derive(Clone, Copy)]
enum Len {
    Const(u64),
    RunTime(Value),
}

/// An integer constant, through the width conversions the front end puts around bounds.
fn const_int(body: &Body, v: Value) -> Option<i128> {
    match def_kind(body, v)? {
        InstKind::IConst(c) => Some(*c),
        InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            arg,
        } => const_int(body, *arg),
        _ => None,
    }
}

fn candidate(
    m: &Module,
    body: &Body,
    v: &VarRef,
    uses: &HashMap<Value, Vec<Inst>>,
) -> Option<Candidate> {
    // A variable of its own (a member's address would be recomputed in the region).
    if !matches!(
        def_kind(body, v.var),
        Some(InstKind::Alloca { .. } | InstKind::GlobalAddr(_))
    ) {
        return None;
    }
    let through_pointer = m.types.is_ptr(v.ty);
    // The section: [lo, lo + len) of the first dimension, or the whole array (as scalars).
    let unit = reduction::strip_arrays(m, v.bounds.first().map_or(v.ty, |b| b.elem));
    let usize_ = m.types.size_of(unit);
    // A unit wider than the native atomics (a 128-bit integer) has its updates under the
    // module lock; the gangs' copies would be combined by an atomic the GPU lacks.
    if usize_ == 0 || usize_ > 8 {
        return None;
    }
    let (lo, len) = match (&v.bounds[..], through_pointer) {
        ([b], _) if b.elem == unit => {
            let lo = (const_int(body, b.lower) != Some(0)).then_some(b.lower);
            let len = match const_int(body, b.length) {
                Some(n) if n > 0 => Len::Const(n as u64),
                Some(_) => return None,
                None => Len::RunTime(b.length),
            };
            (lo, len)
        }
        ([], false) => (None, Len::Const(m.types.size_of(v.ty) / usize_)),
        _ => return None,
    };
    let units = match len {
        Len::Const(n) if n * usize_ <= MAX_PRIVATE_BYTES => n,
        Len::Const(_) => return None,
        Len::RunTime(_) => RUN_TIME_SECTION_BYTES / usize_,
    };
    // The values that are the array's address in the region.
    let bases: Vec<Value> = if through_pointer {
        let mut loads = Vec::new();
        for &u in uses.get(&v.var).into_iter().flatten() {
            match body.inst(u).kind {
                InstKind::Load { ptr, .. } if ptr == v.var => {
                    loads.push(body.inst(u).result?);
                }
                _ => return None,
            }
        }
        loads
    } else {
        if let Some(InstKind::GlobalAddr(g)) = def_kind(body, v.var) {
            // Another address of the same global in the region would escape the check.
            let g = *g;
            if uses
                .values()
                .flatten()
                .any(|&i| matches!(body.inst(i).kind, InstKind::GlobalAddr(h) if h == g))
            {
                return None;
            }
        }
        vec![v.var]
    };
    // Every address derived from a base must end as the target of an atomic update.
    let mut atomics = Vec::new();
    let mut op: Option<RmwOp> = None;
    let mut work = bases;
    while let Some(a) = work.pop() {
        for &u in uses.get(&a).into_iter().flatten() {
            match &body.inst(u).kind {
                InstKind::PtrAdd { ptr, offset } if *ptr == a && *offset != a => {
                    work.push(body.inst(u).result?)
                }
                InstKind::ElemAddr { ptr, index, .. } if *ptr == a && *index != a => {
                    work.push(body.inst(u).result?)
                }
                InstKind::Directive(d) => {
                    let DirectiveKind::Atomic {
                        kind: AtomicKind::Update,
                        ty,
                        x,
                        ..
                    } = d.kind
                    else {
                        return None;
                    };
                    if x != a || ty != unit || !d.clauses.is_empty() {
                        return None;
                    }
                    let (_, rop, _, e) =
                        super::outline::native_rmw(body, d.region?, m.types.is_float(ty))?;
                    if e == a {
                        return None;
                    }
                    let rop = combining_op(rop);
                    if op.is_some_and(|o| o != rop) {
                        return None;
                    }
                    op = Some(rop);
                    if !atomics.contains(&u) {
                        atomics.push(u);
                    }
                }
                _ => return None,
            }
        }
    }
    Some(Candidate {
        var: v.var,
        name: v.name.to_string(),
        through_pointer,
        lo,
        len,
        units,
        elem: unit,
        op: op?,
        atomics,
    })
}

/// The operation that adds one copy's updates into another: a difference accumulates as a
/// sum of negated terms.
fn combining_op(op: RmwOp) -> RmwOp {
    match op {
        RmwOp::Sub => RmwOp::Add,
        RmwOp::FSub => RmwOp::FAdd,
        o => o,
    }
}

/// The reduction operator whose identity a copy of updates by `op` starts from.
fn identity_op(op: RmwOp) -> ReductionOp {
    match op {
        RmwOp::And => ReductionOp::BitAnd,
        RmwOp::Or => ReductionOp::BitOr,
        RmwOp::Xor => ReductionOp::BitXor,
        _ => ReductionOp::Add,
    }
}

fn rewrite(m: &mut Module, body: &mut Body, c: Inst, cand: &Candidate) {
    let loc = body.inst(c).loc;
    let r = region_of(body, c).expect("region");
    let entry = entry_of(body, r);
    let at = alloca_prefix(body, entry);
    let mut ed = Ed::new(m, body, entry, at, loc);
    let copy_ty = ed.m.array(cand.elem, cand.units);
    let copy = ed.alloca(copy_ty);
    ed.b.add_var(crate::var::VarData {
        name: format!("{} (private copy)", cand.name).into(),
        addr: copy,
        shape: crate::var::Shape::Object(copy_ty),
        restrict: false,
    });
    let sec = Section::at_entry(&mut ed, cand);
    let n = sec.units;
    // Every thread of the gang starts the copy at the identity.
    element_loop(&mut ed, n, |ed, k| {
        let p = ed.elem(cand.elem, copy, k);
        let id = reduction::identity(ed, identity_op(cand.op), cand.elem);
        ed.store(id, p);
    });
    for &a in &cand.atomics {
        guard(&mut ed, cand, &sec, a, copy);
    }
    // After the region's code, every gang adds its copy into the array.
    let blocks = ed.b.region(r).blocks.clone();
    for (b, t) in blocks_ending_in_yield(ed.b, &blocks) {
        let (_, pos) = inst_pos(ed.b, t);
        ed.at(b, pos);
        let base = if cand.through_pointer {
            let pt = ed.m.ptr();
            ed.load(pt, cand.var)
        } else {
            cand.var
        };
        let first = ed.ptradd_v(base, sec.lo_bytes);
        element_loop(&mut ed, n, |ed, k| {
            let p = ed.elem(cand.elem, copy, k);
            let v = ed.load(cand.elem, p);
            let id = reduction::identity(ed, identity_op(cand.op), cand.elem);
            let changed = if ed.m.types.is_float(cand.elem) {
                ed.fcmp(crate::FloatCC::Une, v, id)
            } else {
                ed.icmp(IntCC::Ne, v, id)
            };
            let add = ed.block_after(ed.blk);
            let skip = ed.block_after(add);
            ed.condbr(changed, add, &[], skip, &[]);
            ed.at_end(add);
            let dst = ed.elem(cand.elem, first, k);
            ed.ins(
                InstKind::AtomicRmw {
                    op: cand.op,
                    ptr: dst,
                    value: v,
                    ordering: crate::Ordering::Relaxed,
                },
                Some(cand.elem),
            );
            ed.br(skip, &[]);
            ed.at_end(skip);
        });
    }
    remark(
        m,
        loc,
        format!(
            "atomic updates of '{}' go to a copy private to each gang (shared memory on the GPU), combined into '{}' at the end of the gang",
            cand.name, cand.name
        ),
    );
}

/// The part of a candidate's section that its copy covers, as i64 values computed where the
/// region starts (they dominate every use in it).
struct Section {
    /// The section's first byte from the array's address.
    lo_bytes: Value,
    /// The elements and bytes the copy covers: the section's, or the copy's capacity when the
    /// section is longer.
    units: Value,
    bytes: Value,
}

impl Section {
    fn at_entry(ed: &mut Ed, cand: &Candidate) -> Section {
        let usize_ = ed.i64c(ed.m.types.size_of(cand.elem) as i128);
        let lo_bytes = match cand.lo {
            Some(lo) => {
                let lo = ed.int_to(lo, 64);
                ed.bin(BinOp::Mul, lo, usize_)
            }
            None => ed.i64c(0),
        };
        let units = match cand.len {
            Len::Const(n) => ed.i64c(n as i128),
            Len::RunTime(len) => {
                let len = ed.int_to(len, 64);
                let cap = ed.i64c(cand.units as i128);
                let longer = ed.icmp(IntCC::Sgt, len, cap);
                let n = ed.select(longer, cap, len);
                let zero = ed.i64c(0);
                let empty = ed.icmp(IntCC::Slt, n, zero);
                ed.select(empty, zero, n)
            }
        };
        let bytes = ed.bin(BinOp::Mul, units, usize_);
        Section {
            lo_bytes,
            units,
            bytes,
        }
    }
}

/// `acc.loop (0, n, 1) seq vector { f(k) }` at the cursor: every gang runs it, its threads
/// sharing the iterations on the GPU. The cursor ends after it.
fn element_loop(ed: &mut Ed, upper: Value, f: impl FnOnce(&mut Ed, Value)) {
    directive_loop(ed, upper, vec![Clause::Seq, Clause::Vector(None)], f);
}

/// Atomic update `a` of the array becomes one of the private copy when its target lies in
/// the section:
///
/// ```text
/// off = ptrtoint x - ptrtoint (base + lo); off <u bytes ? (update copy + off) : (update x)
/// ```
fn guard(ed: &mut Ed, cand: &Candidate, sec: &Section, a: Inst, copy: Value) {
    let d = dir(ed.b, a).clone();
    let DirectiveKind::Atomic { x, .. } = d.kind else {
        return;
    };
    let loc = ed.b.inst(a).loc;
    let (b, pos) = inst_pos(ed.b, a);
    let after = split_block(ed.b, b, pos + 1);
    let own = split_block(ed.b, b, pos);
    let saved = ed.loc;
    ed.loc = loc;
    ed.at_end(own);
    ed.br(after, &[]);
    ed.at_end(b);
    let i64t = ed.m.i64();
    let base = array_base(ed.b, cand, x);
    let first = ed.ptradd_v(base, sec.lo_bytes);
    let xi = ed.cast(CastOp::PtrToInt, x, i64t);
    let fi = ed.cast(CastOp::PtrToInt, first, i64t);
    let off = ed.bin(BinOp::Sub, xi, fi);
    let inside = ed.icmp(IntCC::Ult, off, sec.bytes);
    let private = ed.block_after(b);
    ed.condbr(inside, private, &[], own, &[]);
    ed.at_end(private);
    let px = ed.ptradd_v(copy, off);
    let region = copy_region(ed.b, d.region.expect("update region"));
    let mut op = d;
    op.region = Some(region);
    if let DirectiveKind::Atomic { x, .. } = &mut op.kind {
        *x = px;
    }
    let ni = ed.b.new_inst(InstKind::Directive(Box::new(op)), None, loc);
    ed.b.regions[region.index()].parent = Some(ni);
    insert_inst(ed.b, private, ed.pos, ni);
    ed.pos += 1;
    ed.br(after, &[]);
    ed.loc = saved;
}

/// The array's address that target `x` was computed from (the candidate's variable, or a
/// load of it), through address arithmetic.
fn array_base(body: &Body, cand: &Candidate, mut x: Value) -> Value {
    loop {
        let is_base = if cand.through_pointer {
            matches!(def_kind(body, x), Some(InstKind::Load { ptr, .. }) if *ptr == cand.var)
        } else {
            x == cand.var
        };
        match def_kind(body, x) {
            _ if is_base => return x,
            Some(InstKind::PtrAdd { ptr, .. } | InstKind::ElemAddr { ptr, .. }) => x = *ptr,
            _ => unreachable!("candidate checked the address chain"),
        }
    }
}
