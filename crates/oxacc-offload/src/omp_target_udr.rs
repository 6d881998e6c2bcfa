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

use oxacc_oir::{Clause as OClause, ComputeKind, Value, VarRef};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::omp_host::{init_user_copy, UserReductionCode, UserReductionVar};
use crate::omp_partials::{self, Partials};

/// How many partial results a user-defined reduction on a target loop has
/// ([`omp_partials::PARTIALS`]).
pub const PARTIALS: i64 = omp_partials::PARTIALS;

/// The two constructs of a combined target loop construct with user-defined reductions (see
/// the module documentation; [`omp_partials::two_constructs`]). `vars`: the reduction
/// variables; `refs`: each one's reference for the data clauses; `kind` and `clauses`: the
/// combined construct's compute construct and its lowered clauses; `loop_clauses`: the slot
/// loop's (its level, `independent`, the loop side's built-in reductions and privates);
/// `combine_clauses`: the combining construct's clauses for the variables. `body(h, copies,
/// c, p)` lowers the original loop as slot `c`'s sequential share among `p` slots (`i64`),
/// with each variable at its copy.
#[allow(clippy::too_many_arguments)]
pub fn user_reduction_partials<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    refs: &[VarRef],
    code: UserReductionCode<'_, H>,
    kind: ComputeKind,
    clauses: Vec<OClause>,
    loop_clauses: Vec<OClause>,
    combine_clauses: Vec<OClause>,
    span: Span,
    body: impl FnOnce(&mut H, &[Value], Value, Value),
) {
    h.set_span(span);
    let mut parts = Vec::with_capacity(vars.len());
    let mut copies = Vec::with_capacity(vars.len());
    for (v, r) in vars.iter().zip(refs) {
        parts.push(omp_partials::buffer(h, v.ty, &r.name, "partial results"));
        copies.push(omp_partials::copy(h, v.ty, r.name.clone()));
    }
    let init = code.init;
    let combine = code.combine;
    let p = Partials {
        kind,
        clauses,
        loop_clauses,
        buffers: parts.clone(),
        copies: copies.clone(),
        combine_clauses,
        span,
    };
    omp_partials::two_constructs(
        h,
        p,
        |h, c, p| {
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
                omp_partials::store_slot(h, v.ty, part.var, c, copy.var);
            }
        },
        |_, _| (),
        |h, _, c| {
            for (k, (v, part)) in vars.iter().zip(&parts).enumerate() {
                let slot = h.builder().elem_addr(v.ty, part.var, c);
                combine(h, k, v.orig, slot);
            }
        },
    );
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
        /// The combining construct's clauses for the variables; `None`: mapped tofrom
        /// ([`omp_partials::tofrom_refcount`], a combined target construct's).
        combine_clauses: Option<Vec<OClause>>,
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
            combine_clauses,
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
            let combine_clauses = combine_clauses
                .unwrap_or_else(|| vec![omp_partials::tofrom_refcount(refs.clone())]);
            user_reduction_partials(
                h,
                vars,
                &refs,
                code,
                kind,
                clauses,
                loop_clauses,
                combine_clauses,
                span,
                |h, copies, c, p| body(h, copies, Some((c, p))),
            )
        }
    }
}
