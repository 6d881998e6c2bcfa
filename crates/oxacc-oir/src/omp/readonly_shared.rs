//! Shared scalars a parallel region only reads reach its microtask as a copy (decision 101).
//!
//! A microtask names each shared variable through the address its parent put in `ctx`. When
//! the region stores through any other pointer (`a[i] += b[i]` with `a`, `b` shared `float *`
//! variables), LLVM, which has no type-based alias information from oxacc, must assume the
//! store may change `a` or `b` and reloads them on every iteration: the loop is not
//! vectorized, where gcc's is. Copying such a variable into the microtask's frame once, at
//! entry, gives LLVM a slot no pointer of the program reaches.
//!
//! The copy is exact when nothing can write the variable while the region runs:
//! - it is a local scalar of the function (an `alloca` of a register type, not a global, not
//!   a pointer the function received: a parent microtask's variable may be written by its
//!   team) whose address goes nowhere but loads and stores (`liveness::escapes`), so no
//!   pointer and no called function reaches it;
//! - no load or store of it is volatile or atomic, and no directive names it except in
//!   `private`, `firstprivate` or `shared` (an `atomic`, a reduction, `lastprivate`, a map
//!   or data clause would write it);
//! - the region (nested regions included) does not store to it; the parent thread waits in
//!   `__kmpc_fork_call`, so the rest of the function does not run meanwhile (OpenMP 4.5
//!   §2.5: a write by another thread without synchronization would be a data race);
//! - the region creates no task and no OpenACC/target construct: a deferred task may still
//!   read the variable after the microtask has returned (at the region's closing barrier,
//!   §2.9.1.1 keeps it shared), when the copy is gone.

use std::collections::{HashMap, HashSet};

use crate::acc::{def_kind, region_insts_deep};
use crate::directive::{Clause, DirectiveKind, OmpOp};
use crate::entity::{Region, TypeId, Value};
use crate::inst::InstKind;
use crate::module::{Body, Module};

/// The local scalar variables of `body` that no pointer, call or directive other than a
/// data-sharing clause can write: candidates for [`copied_in`]. Computed before any construct
/// of the body is lowered (lowering stores the addresses into `ctx` slots).
pub(super) fn candidates(m: &Module, body: &Body) -> HashMap<Value, TypeId> {
    let mut out = HashMap::new();
    for d in body.insts.iter().filter(|d| d.block.is_some()) {
        if let (
            InstKind::Alloca {
                ty, count: None, ..
            },
            Some(r),
        ) = (&d.kind, d.result)
        {
            if m.types.is_scalar(*ty) {
                out.insert(r, *ty);
            }
        }
    }
    for d in body.insts.iter().filter(|d| d.block.is_some()) {
        match &d.kind {
            InstKind::Load { ptr, flags } | InstKind::Store { ptr, flags, .. }
                if flags.volatile || flags.atomic.is_some() =>
            {
                out.remove(ptr);
            }
            InstKind::Directive(dv) => {
                // Count every value the directive names, then forgive the data-sharing
                // clauses' variables: what remains may be written by the directive.
                let mut named: HashMap<Value, usize> = HashMap::new();
                dv.visit_operands(|v| *named.entry(v).or_default() += 1);
                for c in &dv.clauses {
                    if let Clause::Private(vs) | Clause::FirstPrivate(vs) | Clause::Shared(vs) = c {
                        for v in vs {
                            if let Some(n) = named.get_mut(&v.var) {
                                *n -= 1;
                            }
                        }
                    }
                }
                for (v, n) in named {
                    if n > 0 {
                        out.remove(&v);
                    }
                }
            }
            _ => {}
        }
    }
    out.retain(|&v, _| !crate::liveness::escapes(body, v));
    out
}

/// The captured variables of parallel region `r` to copy into its microtask, with the type of
/// the copy (see the module documentation).
pub(super) fn copied_in(
    body: &Body,
    r: Region,
    caps: &[Value],
    candidates: &HashMap<Value, TypeId>,
) -> HashMap<Value, TypeId> {
    let insts = region_insts_deep(body, r);
    let deferred = insts.iter().any(|&i| match &body.inst(i).kind {
        InstKind::Directive(d) => match &d.kind {
            DirectiveKind::Atomic { .. } => false,
            DirectiveKind::Omp(op) => matches!(op, OmpOp::Task { .. }),
            _ => true,
        },
        _ => false,
    });
    if deferred {
        return HashMap::new();
    }
    let stored: HashSet<Value> = insts
        .iter()
        .filter_map(|&i| match &body.inst(i).kind {
            InstKind::Store { ptr, .. } => Some(*ptr),
            _ => None,
        })
        .collect();
    caps.iter()
        .filter(|v| !stored.contains(v))
        .filter(|v| matches!(def_kind(body, **v), Some(InstKind::Alloca { .. })))
        .filter_map(|v| candidates.get(v).map(|ty| (*v, *ty)))
        .collect()
}
