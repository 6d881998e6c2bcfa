//! The statement of an `atomic` construct (OpenACC 3.3 §2.12) by form, generic over the
//! host's expressions `E` and its update statement `U` (C: `x binop= e`, `x++`, …; Fortran:
//! `x = x op expr`, `x = intrinsic(x, expr)`), and the `acc.atomic` operation it becomes.

use oxacc_oir::{AtomicKind, Clause as OClause, DirectiveKind, TypeId, Value};
use oxacc_source::Span;

use crate::host::Host;

#[derive(Debug, Clone)]
pub enum AtomicStmt<E, U> {
    /// `v = x`
    Read { v: E, x: E },
    /// `x = expr`
    Write { x: E, expr: E },
    /// An update of `x`.
    Update(U),
    /// An update of `x` whose old (`old`) or new value `v` receives: C `v = x++`,
    /// `{v = x; x binop= e;}`; Fortran's capture blocks of two statements.
    Capture { v: E, update: U, old: bool },
}

impl<E, U> AtomicStmt<E, U> {
    /// The OIR form of the operation.
    pub fn kind(&self) -> AtomicKind {
        match self {
            AtomicStmt::Read { .. } => AtomicKind::Read,
            AtomicStmt::Write { .. } => AtomicKind::Write,
            AtomicStmt::Update(_) => AtomicKind::Update,
            AtomicStmt::Capture { old, .. } => AtomicKind::Capture { old: *old },
        }
    }
}

/// `acc.atomic read|write` on `x` (an address of an object of OIR type `ty`): `v` is where
/// a read stores, `expr` what a write stores (computed before, in `x`'s type).
#[allow(clippy::too_many_arguments)]
pub fn atomic_op<'m, H: Host<'m>>(
    h: &mut H,
    kind: AtomicKind,
    ty: TypeId,
    x: Value,
    v: Option<Value>,
    expr: Option<Value>,
    clauses: Vec<OClause>,
    span: Span,
) {
    h.set_span(span);
    h.builder().directive(
        DirectiveKind::Atomic {
            kind,
            ty,
            x,
            v,
            expr,
        },
        clauses,
    );
}

/// `acc.atomic update|capture` on `x`: the region receives the old value and yields the new
/// one, which `new` computes with the host's arithmetic (its operands were evaluated before).
#[allow(clippy::too_many_arguments)]
pub fn atomic_region<'m, H: Host<'m>>(
    h: &mut H,
    kind: AtomicKind,
    ty: TypeId,
    x: Value,
    v: Option<Value>,
    clauses: Vec<OClause>,
    span: Span,
    new: impl FnOnce(&mut H, Value) -> Value,
) {
    h.set_span(span);
    let (_, entry) = h.builder().directive(
        DirectiveKind::Atomic {
            kind,
            ty,
            x,
            v,
            expr: None,
        },
        clauses,
    );
    let Some(entry) = entry else { return };
    let b = h.builder();
    let outer = b.current_block();
    let old = b.add_block_param(entry, ty);
    b.switch_to_block(entry);
    let value = new(h, old);
    h.builder().yield_(&[value]);
    if let Some(o) = outer {
        h.builder().switch_to_block(o);
    }
}
