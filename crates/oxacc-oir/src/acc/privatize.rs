//! `acc-privatize`: `private` and `firstprivate` (OpenACC 3.3 §2.5.13, §2.5.14, §2.9.10)
//! become fresh storage. Compute-level copies live in the entry block of the compute region,
//! which the outlined kernel runs once per gang: one copy per gang. Loop-level copies live
//! there too: on the host a gang runs its iterations one after another, so one copy per gang
//! is one copy per iteration in flight (a routine's loops use the function's entry block).
//! `firstprivate` copies are initialised from the original, read before the construct.

use super::*;
use crate::pass::Pass;

pub struct Privatize;

impl Pass for Privatize {
    fn name(&self) -> &'static str {
        "acc-privatize"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        for_each_body(m, |m, _f, body| {
            for op in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, op, |k| {
                    matches!(k, DirectiveKind::Compute(_) | DirectiveKind::Loop { .. })
                }) {
                    privatize_op(m, body, op);
                }
            }
            Ok(())
        })?;
        errors_to_result(m, before)
    }
}

fn privatize_op(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let is_compute = is_dir(body, op, |k| matches!(k, DirectiveKind::Compute(_)));
    let clauses = dir(body, op).clauses.clone();
    let storage = storage_block(body, entry_inst(body, r));
    // A sequential loop runs in one thread (an OpenMP worksharing loop in a parallel region
    // of a target region: the thread's share), whose `firstprivate` copy is initialised once,
    // before it (OpenMP 4.5 §2.15.3.4), and keeps what one iteration leaves for the next; in
    // other loops each iteration starts from the original.
    let once = !is_compute
        && dir(body, op)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::Seq));
    let mut names = Vec::new();
    for c in &clauses {
        let (vars, first) = match c {
            Clause::Private(v) => (v, false),
            Clause::FirstPrivate(v) => (v, true),
            _ => continue,
        };
        for v in vars {
            if !v.bounds.is_empty() && m.types.is_ptr(v.ty) {
                if privatize_pointer_section(m, body, op, storage, v, first) {
                    names.push(format!(
                        "{}{}",
                        if first { "firstprivate " } else { "" },
                        var_text(v)
                    ));
                } else {
                    error(
                        m,
                        loc,
                        format!(
                            "private copies of pointer sections ('{}') of more than one dimension or of a length that is no constant are not supported yet",
                            v.name
                        ),
                    );
                }
                continue;
            }
            if let Some(InstKind::Alloca {
                ty: elem,
                count: Some(n),
                ..
            }) = def_kind(body, v.var).cloned()
            {
                privatize_run_time_local(m, body, op, storage, v, first, elem, n);
                names.push(format!(
                    "{}{}",
                    if first { "firstprivate " } else { "" },
                    v.name
                ));
                continue;
            }
            // Private storage of the whole object (array sections of arrays privatize the
            // array: the other elements are never referenced).
            let at = alloca_prefix(body, storage);
            let mut ed = Ed::new(m, body, storage, at, loc);
            let p = ed.alloca(v.ty);
            let large = ed.m.types.is_aggregate(v.ty)
                && ed.m.types.size_of(v.ty) > MAX_FIRSTPRIVATE_BY_VALUE;
            let from_device = first && large && is_compute;
            if first && !from_device {
                // §2.5.14: initialised with the value of the original at the construct.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos);
                let orig = ed.load(v.ty, v.var);
                if once {
                    ed.store(orig, p);
                    replace_uses_in_region(body, r, v.var, p);
                    names.push(format!("firstprivate {}", v.name));
                    continue;
                }
                let entry = entry_of(ed.b, r);
                let at = if entry == storage {
                    alloca_prefix(ed.b, entry)
                } else {
                    0
                };
                ed.at(entry, at);
                ed.store(orig, p);
            }
            replace_uses_in_region(body, r, v.var, p);
            if from_device {
                firstprivate_from_device_copy(m, body, op, v, p);
            }
            if v.name.starts_with('<') {
                continue; // a compiler temporary (a VLA's saved extent): no name to the user
            }
            if m.types.is_aggregate(v.ty) {
                // The copy is the variable inside the construct: remarks about where it lives
                // (the gang's shared memory) name it as the source does.
                body.add_var(crate::var::VarData {
                    name: v.name.clone(),
                    addr: p,
                    shape: crate::var::Shape::Object(v.ty),
                    restrict: false,
                });
            }
            names.push(format!(
                "{}{}",
                if first { "firstprivate " } else { "" },
                v.name
            ));
        }
    }
    dir_mut(body, op)
        .clauses
        .retain(|c| !matches!(c, Clause::Private(_) | Clause::FirstPrivate(_)));
    if !names.is_empty() {
        remark(
            m,
            loc,
            format!(
                "{}: {} private per {} (§2.5.13)",
                if is_compute { "compute" } else { "loop" },
                names.join(", "),
                "gang"
            ),
        );
    }
}

/// The largest aggregate a compute construct's `firstprivate` passes by value, in the kernel's
/// argument buffer: CUDA's parameter space holds 4 KiB for all of a kernel's arguments, and an
/// 8 KB array passed so made ptxas reject the kernel (OpenMP target
/// `084_firstprivate_aggregates`, OpenACCV-V `parallel_firstprivate.F90`).
const MAX_FIRSTPRIVATE_BY_VALUE: u64 = 512;

/// `firstprivate` of an aggregate larger than [`MAX_FIRSTPRIVATE_BY_VALUE`] on a compute
/// construct (OpenACC 3.3 §2.5.14, OpenMP 4.5 §2.15.3.4): the original travels through device
/// memory instead of the argument buffer. The construct maps it `copyin` unless a clause
/// already maps it (present-or-copy: copied in before the launch, released after), and the
/// private copy `p` is initialised from that device copy at the region's start.
fn firstprivate_from_device_copy(m: &mut Module, body: &mut Body, op: Inst, v: &VarRef, p: Value) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let entry = entry_of(body, r);
    let at = alloca_prefix(body, entry);
    let mut ed = Ed::new(m, body, entry, at, loc);
    let len = ed.i64c(ed.m.types.size_of(v.ty) as i128);
    ed.ins(
        InstKind::Memcpy {
            dst: p,
            src: v.var,
            len,
        },
        None,
    );
    let mapped = std::iter::once(op)
        .chain(ancestors(body, op))
        .any(|a| data_vars(dir(body, a)).iter().any(|(_, x)| x.var == v.var));
    if !mapped {
        dir_mut(body, op)
            .clauses
            .push(Clause::Data(crate::directive::DataClause {
                kind: crate::directive::DataClauseKind::CopyIn,
                modifiers: Vec::new(),
                vars: vec![v.clone()],
            }));
    }
}

/// Some instruction inside `r` (its entry's first, or the operation itself when empty) to
/// find the storage block from.
fn entry_inst(body: &Body, r: Region) -> Inst {
    let e = entry_of(body, r);
    body.block(e)
        .insts
        .first()
        .copied()
        .unwrap_or_else(|| body.region_parent(r).expect("op"))
}

/// `private(p[lo:n])` / `firstprivate(p[lo:n])` of a pointer (OpenACC 3.3 §2.5.13–§2.5.14: a
/// var in the list may be a subarray): private storage for the n elements, and in the region
/// a private pointer variable holding `storage - lo` (so `p[lo + k]` is element k);
/// `firstprivate` copies the section in from the data the pointer designates, which the
/// construct maps with `copyin` unless a clause already maps it. False: a section of more than
/// one dimension (not done) or of a constant length that is not positive.
fn privatize_pointer_section(
    m: &mut Module,
    body: &mut Body,
    op: Inst,
    storage: Block,
    v: &VarRef,
    first: bool,
) -> bool {
    let [b] = &v.bounds[..] else {
        return false;
    };
    if iconst_of(body, b.length).is_some_and(|n| n <= 0) {
        return false;
    }
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let size = m.types.size_of(b.elem) as i128;
    let at = alloca_prefix(body, storage);
    let mut ed = Ed::new(m, body, storage, at, loc);
    let constant = iconst_of(ed.b, b.length).or_else(|| match def_kind(ed.b, b.length) {
        Some(InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            arg,
        }) => iconst_of(ed.b, *arg),
        _ => None,
    });
    let pt = ed.m.ptr();
    // A Fortran descriptor named as a pointer (its first field is the base address, the
    // front end's `private_ref`): the region reads bounds and strides from it too, so its
    // private copy is a whole descriptor, the original's with the private base address
    // (decision 60's rule for reductions, §2.5.13).
    let desc =
        ed.b.var_at(v.var)
            .filter(|x| matches!(x.shape, crate::var::Shape::Descriptor { .. }))
            .cloned();
    // Where the region only reads the pointer variable, its loads become the private base
    // itself; else a private pointer variable holds it. (A pointer slot holding a private
    // address keeps the GPU version in one thread per gang, spmd.rs.)
    let loads = if desc.is_some() {
        None
    } else {
        pointer_loads(ed.b, r, v.var)
    };
    let pv = loads.is_none().then(|| match &desc {
        Some(d) => {
            let ty = super::reduction::desc_type(ed.m, d);
            ed.alloca(ty)
        }
        None => ed.alloca(pt),
    });
    // A constant length: an array among the storage's allocas. A run-time length: a stack
    // block of that many elements (decision 28), allocated where the length is known.
    let fixed = match constant {
        Some(n) if n > 0 => {
            let at = ed.m.array(b.elem, n as u64);
            Some(ed.alloca(at))
        }
        _ => None,
    };
    if let Some(pv) = pv {
        replace_uses_in_region(body, r, v.var, pv);
    }
    // After the allocas of the region's entry: base = buf - lo·size, then the copy.
    let entry = entry_of(body, r);
    let (blk, at) = if fixed.is_none() && !is_compute(body, op) {
        // A loop's bounds are computed just before it, inside the compute region.
        inst_pos(body, op)
    } else if entry == storage {
        // After the storage (a variable-sized one is not among the leading allocas).
        let pos = fixed
            .or(pv)
            .and_then(|x| def_inst(body, x))
            .map_or(0, |i| inst_pos(body, i).1 + 1);
        (entry, pos.max(alloca_prefix(body, entry)))
    } else {
        (entry, 0)
    };
    let mut ed = Ed::new(m, body, blk, at, loc);
    let buf = match fixed {
        Some(buf) => buf,
        None => dynamic_storage(&mut ed, op, b.elem, b.length),
    };
    let i64t = ed.m.i64();
    let lo = ed.int_to(b.lower, 64);
    let sz = ed.iconst(i64t, size);
    let off = ed.bin(BinOp::Mul, lo, sz);
    let zero = ed.iconst(i64t, 0);
    let neg = ed.bin(BinOp::Sub, zero, off);
    let base = ed.ptradd_v(buf, neg);
    if let (Some(pv), Some(d)) = (pv, &desc) {
        // From the original descriptor (its device copy inside a region).
        super::reduction::private_descriptor(&mut ed, d, v.var, pv);
    }
    if let Some(pv) = pv {
        ed.store(base, pv);
    }
    if first {
        // §2.5.14: initialised from the original's elements (its device copy).
        let orig = ed.load(pt, v.var);
        let src = ed.ptradd_v(orig, off);
        let n = ed.int_to(b.length, 64);
        let len = ed.bin(BinOp::Mul, n, sz);
        ed.ins(InstKind::Memcpy { dst: buf, src, len }, None);
        let mapped = std::iter::once(op)
            .chain(ancestors(body, op))
            .any(|a| data_vars(dir(body, a)).iter().any(|(_, x)| x.var == v.var));
        // A descriptor's elements are mapped with it by the implicit rule (acc-implicit-data):
        // a pointer-section clause on it would make the region's descriptor a device pointer.
        if !mapped && desc.is_none() && is_compute(body, op) {
            dir_mut(body, op)
                .clauses
                .push(Clause::Data(crate::directive::DataClause {
                    kind: crate::directive::DataClauseKind::CopyIn,
                    modifiers: Vec::new(),
                    vars: vec![v.clone()],
                }));
        }
    }
    forward_loads(body, r, loads, base);
    true
}

/// `private(c)` / `firstprivate(c)` of a local array of run-time size (a Fortran automatic
/// array or a C VLA: an `alloca` of `n` elements of `elem`): private storage of `n` elements
/// (decision 28; on a GPU heap storage, decision 36), which the region uses in place of the
/// original; `firstprivate` copies the elements in from the original's device copy, which the
/// construct maps with `copyin` unless a clause already maps it (OpenACC 3.3 §2.5.13–14).
/// A section `c(1:n)` privatizes the whole array, as for arrays of constant size.
#[allow(clippy::too_many_arguments)]
fn privatize_run_time_local(
    m: &mut Module,
    body: &mut Body,
    op: Inst,
    storage: Block,
    v: &VarRef,
    first: bool,
    elem: TypeId,
    n: Value,
) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let entry = entry_of(body, r);
    let (blk, at) = if !is_compute(body, op) {
        inst_pos(body, op)
    } else if entry == storage {
        (entry, alloca_prefix(body, entry))
    } else {
        (entry, 0)
    };
    let mut ed = Ed::new(m, body, blk, at, loc);
    let buf = dynamic_storage(&mut ed, op, elem, n);
    let (blk, pos) = (ed.blk, ed.pos);
    replace_uses_in_region(body, r, v.var, buf);
    if !first {
        return;
    }
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let i64t = ed.m.i64();
    let size = ed.m.types.size_of(elem) as i128;
    let sz = ed.iconst(i64t, size);
    let count = ed.int_to(n, 64);
    let len = ed.bin(BinOp::Mul, count, sz);
    ed.ins(
        InstKind::Memcpy {
            dst: buf,
            src: v.var,
            len,
        },
        None,
    );
    let mapped = std::iter::once(op)
        .chain(ancestors(body, op))
        .any(|a| data_vars(dir(body, a)).iter().any(|(_, x)| x.var == v.var));
    if !mapped && is_compute(body, op) {
        dir_mut(body, op)
            .clauses
            .push(Clause::Data(crate::directive::DataClause {
                kind: crate::directive::DataClauseKind::CopyIn,
                modifiers: Vec::new(),
                vars: vec![v.clone()],
            }));
    }
}

/// The loads of pointer variable `var` in region `r`, when the region does nothing else with
/// the variable (no store, no address taken, no clause naming it).
pub(crate) fn pointer_loads(body: &Body, r: Region, var: Value) -> Option<Vec<Inst>> {
    let mut loads = Vec::new();
    for i in region_insts_deep(body, r) {
        if matches!(body.inst(i).kind, InstKind::Load { ptr, .. } if ptr == var) {
            loads.push(i);
            continue;
        }
        let mut other = false;
        body.inst(i).kind.visit_operands(|x| other |= x == var);
        if other {
            return None;
        }
    }
    Some(loads)
}

/// Makes the results of `loads` (found by [`pointer_loads`]) the value `to`.
pub(crate) fn forward_loads(body: &mut Body, r: Region, loads: Option<Vec<Inst>>, to: Value) {
    for i in loads.into_iter().flatten() {
        if let Some(res) = body.inst(i).result {
            replace_uses_in_region(body, r, res, to);
        }
    }
}

/// `p[lo:n]` for remarks (the bounds are values; their spelling is not kept).
fn var_text(v: &VarRef) -> String {
    format!("{}{}", v.name, "[…]".repeat(v.bounds.len()))
}

fn is_compute(body: &Body, op: Inst) -> bool {
    is_dir(body, op, |k| matches!(k, DirectiveKind::Compute(_)))
}

/// `length` elements of `elem` on the stack of the thread that runs the construct, at the
/// cursor (decision 28). A compute construct's storage lives as long as its gang; a loop's is
/// allocated before the loop and given back after it, so a loop in a sequential loop does not
/// grow the stack. Also used for reduction copies (acc-reduction).
pub(crate) fn dynamic_storage(ed: &mut Ed, op: Inst, elem: TypeId, length: Value) -> Value {
    let n = ed.int_to(length, 64);
    let saved = (!is_compute(ed.b, op)).then(|| {
        let pt = ed.m.ptr();
        ed.val(
            InstKind::Intrinsic {
                op: crate::inst::IntrinsicOp::StackSave,
                args: vec![],
            },
            pt,
        )
    });
    let pt = ed.m.ptr();
    let align = (ed.m.types.align_of(elem) as u32).max(8);
    let buf = ed.val(
        InstKind::Alloca {
            ty: elem,
            count: Some(n),
            align,
        },
        pt,
    );
    if let Some(saved) = saved {
        let (blk, pos) = (ed.blk, ed.pos);
        let (b, p) = inst_pos(ed.b, op);
        ed.at(b, p + 1);
        ed.ins(
            InstKind::Intrinsic {
                op: crate::inst::IntrinsicOp::StackRestore,
                args: vec![saved],
            },
            None,
        );
        ed.at(blk, pos);
    }
    buf
}
