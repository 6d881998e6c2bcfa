//! The two compute constructs around buffers of partial results that a league-run OpenMP
//! construct becomes when its variables need host-language code (a user-defined reduction's
//! combiner, 4.5 §2.16: `omp_target_udr`) or an order among the threads' values
//! (`lastprivate(conditional:)`, 5.0 §2.19.4.5: `omp_target_conditional`) to be combined, with
//! no lock, atomic or barrier across teams (a team cannot wait for another; the end of the
//! first construct is where every slot is done). One builder for both (docs/design.md
//! decisions 115 and 128):
//!
//! 1. a compute construct (the construct's own kind and clauses, the buffers copied out)
//!    whose loop over [`PARTIALS`] slots `0 ≤ c < P` is shared among its gangs and threads,
//!    each slot with its private copies; the caller lowers slot `c`'s work and stores its
//!    copies into the buffers' slot `c`;
//! 2. a `serial` construct (the first one's `if` clauses, the buffers copied in, the
//!    caller's clauses for the variables) whose sequential loop over the slots lets the
//!    caller combine slot `c` into the variables, in slot order.
//!
//! The same two constructs run on the GPU and on the host back end (and in a host fallback),
//! so what CI checks on the host is what runs on the device.

use oxacc_oir::{
    BinOp, Clause as OClause, ComputeKind, DataClause, DataClauseKind, DataModifier, IntCC,
    LoopDim, TypeId, Value, VarRef,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::lower::{compute_region, loop_region};

/// How many slots of partial results there are: enough for every thread of a GPU wave to
/// have its own (1024 threads per SM would need more, but the final serial combination grows
/// with it), few enough that the buffers move in microseconds.
pub const PARTIALS: i64 = 1024;

/// What the two constructs are made of (see the module documentation).
pub struct Partials {
    /// The first construct's kind and lowered clauses; its `if` clauses go to the second too.
    pub kind: ComputeKind,
    pub clauses: Vec<OClause>,
    /// The slot loop's clauses (its level, `independent`, the loop side's built-in
    /// reductions and privates).
    pub loop_clauses: Vec<OClause>,
    /// The buffers of `PARTIALS` slots: copied out of the first construct, into the second.
    pub buffers: Vec<VarRef>,
    /// Each slot's copies: private in the slot loop.
    pub copies: Vec<VarRef>,
    /// The second construct's clauses for the variables it combines into
    /// ([`tofrom_refcount`] for a combined target construct's).
    pub combine_clauses: Vec<OClause>,
    pub span: Span,
}

/// A buffer of [`PARTIALS`] values of `ty` in the host function's entry block, named after
/// the variable it is for (`what`: "partial results", …) for the data clauses' messages.
pub fn buffer<'m, H: Host<'m>>(h: &mut H, ty: TypeId, name: &str, what: &str) -> VarRef {
    let ty = h.builder().module.array(ty, PARTIALS as u64);
    let var = h.entry_alloca(ty);
    VarRef {
        var,
        name: SmolStr::new(format!("{name} ({what})")),
        ty,
        bounds: Vec::new(),
    }
}

/// A slot's copy of a value of `ty` (an entry-block alloca, private in the slot loop).
pub fn copy<'m, H: Host<'m>>(h: &mut H, ty: TypeId, name: SmolStr) -> VarRef {
    let var = h.entry_alloca(ty);
    VarRef {
        var,
        name,
        ty,
        bounds: Vec::new(),
    }
}

/// The variables `vars` mapped tofrom with OpenMP's reference count (5.0 §2.19.7: a device
/// copy that an enclosing data region mapped gets the result).
pub fn tofrom_refcount(vars: Vec<VarRef>) -> OClause {
    OClause::Data(DataClause {
        kind: DataClauseKind::Copy,
        modifiers: vec![DataModifier::OmpRefCount],
        vars,
    })
}

/// Copies the `ty` at `from` into slot `c` of the buffer at `buf` (bytes: any type works).
pub fn store_slot<'m, H: Host<'m>>(h: &mut H, ty: TypeId, buf: Value, c: Value, from: Value) {
    let b = h.builder();
    let i64t = b.module.i64();
    let slot = b.elem_addr(ty, buf, c);
    let size = b.module.types.size_of(ty);
    let len = b.iconst(i64t, i128::from(size));
    b.memcpy(slot, from, len);
}

/// The two constructs. `slot(h, c, p)` lowers slot `c`'s work among `p` slots (`i64`) inside
/// the slot loop, its copies at [`Partials::copies`], and stores them into the buffers;
/// what it returns goes to `setup(h, r)`, which runs at the start of the second construct
/// and returns what `combine(h, s, c)` needs to combine slot `c`.
pub fn two_constructs<'m, H: Host<'m>, R, S>(
    h: &mut H,
    p: Partials,
    slot: impl FnOnce(&mut H, Value, Value) -> R,
    setup: impl FnOnce(&mut H, Option<R>) -> S,
    mut combine: impl FnMut(&mut H, &S, Value),
) {
    let Partials {
        kind,
        mut clauses,
        loop_clauses,
        buffers,
        copies,
        combine_clauses,
        span,
    } = p;
    h.set_span(span);
    let mut second: Vec<OClause> = clauses
        .iter()
        .filter(|c| matches!(c, OClause::If(_)))
        .cloned()
        .collect();
    clauses.push(OClause::Data(DataClause {
        kind: DataClauseKind::CopyOut,
        modifiers: Vec::new(),
        vars: buffers.clone(),
    }));
    let mut made = None;
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
        // The copies are each slot's (each thread's, while it runs the slot).
        loop_region(
            h,
            vec![dim],
            loop_clauses,
            copies,
            &[i64t],
            span,
            |h, ivs| {
                made = Some(slot(h, ivs[0], p));
            },
        );
    });
    if !h.is_open() {
        return;
    }
    second.push(OClause::Data(DataClause {
        kind: DataClauseKind::CopyIn,
        modifiers: Vec::new(),
        vars: buffers,
    }));
    second.extend(combine_clauses);
    compute_region(h, ComputeKind::Serial, second, span, |h| {
        let s = setup(h, made);
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
        combine(h, &s, c);
        h.set_span(span);
        let b = h.builder();
        let one = b.iconst(i64t, 1);
        let c1 = b.binary(BinOp::Add, c, one);
        b.br(head, &[c1]);
        b.switch_to_block(done);
    });
}
