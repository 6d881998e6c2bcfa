//! User-defined reductions (OpenMP 4.5 §2.16) on combined target loop constructs, run by the
//! whole league: the combiner is host-language code that no OIR reduction carries, so the
//! construct becomes two compute constructs around a buffer of partial results, in device
//! code, without locks or atomics (docs/openmp.md "User-defined reductions on devices"):
//!
//! 1. a `parallel` construct (the combined construct's own clauses) whose loop over
//!    [`PARTIALS`] slots `0 ≤ c < P` is shared among its gangs and threads; slot `c` has a
//!    private copy of every reduction variable, initialised by the reduction's initializer
//!    (or zero, §2.16), runs the iterations `lo + (c + k·P)·step` of the original loop
//!    sequentially with the copy in place of the variable (a cyclic split, so that neighbouring
//!    threads touch neighbouring iterations), and stores the copy into slot `c` of the buffer,
//!    which is copied out;
//! 2. a `serial` construct that copies the buffer in and combines the slots into the variable
//!    in slot order with the combiner (the variable mapped tofrom with OpenMP's reference
//!    count, so that the device copy of a variable mapped by an enclosing data region gets
//!    the result, 5.0 §2.19.7).
//!
//! The same two constructs run on the GPU and on the host back end, so what CI checks on the
//! host is what runs on the device. 4.5 §2.16 leaves the number of private copies and the
//! order of the combinations unspecified; slots without iterations combine the initializer's
//! value.

use oxacc_oir::{
    BinOp, Clause as OClause, ComputeKind, DataClause, DataClauseKind, DataModifier, IntCC,
    LoopDim, Value, VarRef,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::lower::{compute_region, loop_region};
use crate::omp_host::{init_user_copy, UserReductionCode, UserReductionVar};

/// How many partial results a user-defined reduction on a target loop has: enough slots for
/// every thread of a GPU wave to have its own (1024 threads per SM would need more, but the
/// final serial combination grows with it), few enough that the buffer moves in microseconds.
pub const PARTIALS: i64 = 1024;

/// The two constructs of a combined target loop construct with user-defined reductions (see
/// the module documentation). `vars`: the reduction variables; `refs`: each one's reference
/// for the data clauses; `kind` and `clauses`: the combined construct's compute construct and
/// its lowered clauses; `loop_clauses`: the slot loop's (its level, `independent`, the loop
/// side's built-in reductions and privates); `cond`: the lowered `if` clause, which the
/// second construct shares. `body(h, copies, c, p)` lowers the original loop as slot `c`'s
/// sequential share among `p` slots (`i64`), with each variable at its copy.
#[allow(clippy::too_many_arguments)]
pub fn user_reduction_partials<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    refs: &[VarRef],
    code: UserReductionCode<'_, H>,
    kind: ComputeKind,
    mut clauses: Vec<OClause>,
    loop_clauses: Vec<OClause>,
    span: Span,
    body: impl FnOnce(&mut H, &[Value], Value, Value),
) {
    h.set_span(span);
    let cond: Vec<OClause> = clauses
        .iter()
        .filter(|c| matches!(c, OClause::If(_)))
        .cloned()
        .collect();
    let mut parts = Vec::with_capacity(vars.len());
    let mut copies = Vec::with_capacity(vars.len());
    for (v, r) in vars.iter().zip(refs) {
        let ty = h.builder().module.array(v.ty, PARTIALS as u64);
        let buf = h.entry_alloca(ty);
        parts.push(VarRef {
            var: buf,
            name: SmolStr::new(format!("{} (partial results)", r.name)),
            ty,
            bounds: Vec::new(),
        });
        let copy = h.entry_alloca(v.ty);
        copies.push(VarRef {
            var: copy,
            name: r.name.clone(),
            ty: v.ty,
            bounds: Vec::new(),
        });
    }
    clauses.push(OClause::Data(DataClause {
        kind: DataClauseKind::CopyOut,
        modifiers: Vec::new(),
        vars: parts.clone(),
    }));
    let init = code.init;
    let combine = code.combine;
    compute_region(h, kind, clauses, span, |h| {
        let b = h.builder();
        let i64t = b.module.i64();
        let (zero, one, p) = (
            b.iconst(i64t, 0),
            b.iconst(i64t, 1),
            b.iconst(i64t, i128::from(PARTIALS)),
        );
        let dim = LoopDim {
            lower: zero,
            upper: p,
            step: one,
        };
        // The copies are each slot's (each thread's, while it runs the slot): the slot
        // loop's private variables.
        let private = copies.clone();
        loop_region(
            h,
            vec![dim],
            loop_clauses,
            private,
            &[i64t],
            span,
            |h, ivs| {
                let c = ivs[0];
                for (k, (v, copy)) in vars.iter().zip(&copies).enumerate() {
                    init_user_copy(h, init, k, v, copy.var);
                }
                let at: Vec<Value> = copies.iter().map(|r| r.var).collect();
                body(h, &at, c, p);
                if !h.is_open() {
                    return;
                }
                h.set_span(span);
                for (v, (copy, part)) in vars.iter().zip(copies.iter().zip(&parts)) {
                    let b = h.builder();
                    let slot = b.elem_addr(v.ty, part.var, c);
                    let size = b.module.types.size_of(v.ty);
                    let len = b.iconst(i64t, i128::from(size));
                    b.memcpy(slot, copy.var, len);
                }
            },
        );
    });
    if !h.is_open() {
        return;
    }
    let mut clauses = cond;
    clauses.push(OClause::Data(DataClause {
        kind: DataClauseKind::CopyIn,
        modifiers: Vec::new(),
        vars: parts.clone(),
    }));
    clauses.push(OClause::Data(DataClause {
        kind: DataClauseKind::Copy,
        modifiers: vec![DataModifier::OmpRefCount],
        vars: refs.to_vec(),
    }));
    compute_region(h, ComputeKind::Serial, clauses, span, |h| {
        let b = h.builder();
        let i64t = b.module.i64();
        let head = b.create_block();
        let next = b.create_block();
        let done = b.create_block();
        let c = b.add_block_param(head, i64t);
        let zero = b.iconst(i64t, 0);
        b.br(head, &[zero]);
        b.switch_to_block(head);
        let p = b.iconst(i64t, i128::from(PARTIALS));
        let more = b.icmp(IntCC::Slt, c, p);
        b.cond_br(more, next, &[], done, &[]);
        b.switch_to_block(next);
        for (k, (v, part)) in vars.iter().zip(&parts).enumerate() {
            let slot = h.builder().elem_addr(v.ty, part.var, c);
            combine(h, k, v.orig, slot);
        }
        h.set_span(span);
        let b = h.builder();
        let one = b.iconst(i64t, 1);
        let c1 = b.binary(BinOp::Add, c, one);
        b.br(head, &[c1]);
        b.switch_to_block(done);
    });
}

/// Where the copies of a construct's user-defined reductions are combined: the choice a
/// front end makes from the construct, the rest ([`user_reductions`]) is the same in C and
/// Fortran.
pub enum UdrCombine {
    /// Host constructs: in a critical section, then a barrier when `barrier`
    /// ([`crate::omp_host::user_reduction`]).
    Critical { barrier: bool },
    /// A target loop that one thread runs ([`crate::omp_host::user_reduction_one_thread`]).
    OneThread,
    /// A combined target loop run by the league, through partial results
    /// ([`user_reduction_partials`]; its arguments).
    Partials {
        kind: ComputeKind,
        clauses: Vec<OClause>,
        loop_clauses: Vec<OClause>,
    },
}

/// A construct with user-defined reductions on `vars` (named `names`, for the data clauses of
/// [`UdrCombine::Partials`]), combined as `combine` says. `body(h, copies, share)` lowers the
/// construct with each variable at its copy; `share` is `Some((c, p))` for slot `c` of `p`
/// under [`UdrCombine::Partials`], else `None`.
pub fn user_reductions<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    names: &[SmolStr],
    code: UserReductionCode<'_, H>,
    combine: UdrCombine,
    span: Span,
    body: impl FnOnce(&mut H, &[Value], Option<(Value, Value)>),
) {
    match combine {
        UdrCombine::Critical { barrier } => {
            crate::omp_host::user_reduction(h, vars, code, barrier, span, |h, c| body(h, c, None))
        }
        UdrCombine::OneThread => {
            crate::omp_host::user_reduction_one_thread(h, vars, code, span, |h, c| body(h, c, None))
        }
        UdrCombine::Partials {
            kind,
            clauses,
            loop_clauses,
        } => {
            let refs: Vec<VarRef> = vars
                .iter()
                .zip(names)
                .map(|(v, name)| VarRef {
                    var: v.orig,
                    name: name.clone(),
                    ty: v.ty,
                    bounds: Vec::new(),
                })
                .collect();
            user_reduction_partials(
                h,
                vars,
                &refs,
                code,
                kind,
                clauses,
                loop_clauses,
                span,
                |h, copies, c, p| body(h, copies, Some((c, p))),
            )
        }
    }
}
