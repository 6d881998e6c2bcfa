//! A DO control (§11.1.7.4.1) as a loop dimension of an OpenACC or OpenMP loop: the one
//! rule for how Fortran's DO variable, inclusive bound and step become the shared layer's
//! `(lower, upper exclusive, step)` (`oxacc_offload::lower::loop_dim`).

use oxacc_offload::lower::{self as shared, LoopTest};
use oxacc_oir::{LoopDim, TypeId, Value, VarRef};
use smol_str::SmolStr;

use super::super::func::{FnLower, VarInfo};
use super::super::mem_type;
use super::kernels::mentions;
use crate::sema::tree::{Const, DoLoop, Expr, ExprKind, Stmt, StmtKind, SymbolId, UnaryOp};

/// One DO control lowered by [`FnLower::do_dim`].
pub(crate) struct DoDim {
    /// The DO variable's storage inside the loop (the body's references are bound to it).
    pub slot: Value,
    /// The DO variable's type, in which the dimension is computed: the induction value is
    /// stored as is (the passes follow it into subscripts).
    pub ty: TypeId,
    /// `(lower, upper exclusive, step)`; the step is the DO's, in `ty`.
    pub dim: LoopDim,
    /// The slot as a `private` variable named after the DO variable (None when `slot` was
    /// given by the caller).
    pub private: Option<VarRef>,
}

impl FnLower<'_, '_, '_> {
    /// The DO control `c` as a loop dimension. The DO variable is private to the loop
    /// (OpenACC 3.3 §2.9, OpenMP 4.5 §2.15.1.1): unless the caller passes the storage to use
    /// (`slot`, e.g. OpenMP's pinned lastprivate variable), it gets a slot of its own that
    /// the body's references are bound to instead of the variable's storage (a global in a
    /// main program); the caller restores `self.vars` after the body.
    pub(crate) fn do_dim(&mut self, c: &DoLoop, slot: Option<Value>) -> DoDim {
        let ty = mem_type(self.b.module, &self.ctx.derived, c.var.ty);
        let id = match c.var.kind {
            ExprKind::Var(id) => Some(id),
            _ => None,
        };
        let mut private = None;
        let slot = match slot {
            Some(s) => s,
            None => {
                let addr = FnLower::entry_alloca(self, ty);
                if let Some(id) = id {
                    self.vars.insert(
                        id,
                        VarInfo {
                            addr,
                            dims: Vec::new(),
                            char_len: None,
                            strides: None,
                        },
                    );
                }
                let name = match id {
                    Some(id) => self.ctx.prog.symbol(id).name.clone(),
                    None => SmolStr::from("do"),
                };
                private = Some(VarRef {
                    var: addr,
                    name,
                    ty,
                    bounds: Vec::new(),
                });
                addr
            }
        };
        let (ty, dim) = self.do_control_dim(c);
        DoDim {
            slot,
            ty,
            dim,
            private,
        }
    }

    /// The DO control `c` as a loop dimension in the DO variable's type (also returned):
    /// its start, bound and step evaluated here.
    pub(crate) fn do_control_dim(&mut self, c: &DoLoop) -> (TypeId, LoopDim) {
        let ty = mem_type(self.b.module, &self.ctx.derived, c.var.ty);
        let start = self.scalar(&c.start);
        let start = self.int_to(start, ty);
        let end = self.scalar(&c.end);
        let end = self.int_to(end, ty);
        let step = match &c.step {
            Some(s) => {
                let v = self.scalar(s);
                self.int_to(v, ty)
            }
            None => self.b.iconst(ty, 1),
        };
        // §11.1.7.4.1: the bound is included, reached in the step's direction. A constant
        // step gives a constant direction, so that the exclusive bound is an affine value the
        // dependence test of acc-implicit-data can follow.
        let test = match c.step.as_ref().map_or(Some(1), const_step) {
            Some(k) if k > 0 => LoopTest::Le,
            Some(k) if k < 0 => LoopTest::Ge,
            _ => LoopTest::Inclusive,
        };
        (
            ty,
            shared::loop_dim(&mut self.b, ty, start, end, step, false, test),
        )
    }
}

/// The value of a constant integer step (`2`, `-1`).
fn const_step(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::Const(Const::Int(k)) => Some(*k),
        ExprKind::Unary(UnaryOp::Neg, x) => const_step(x).map(|k| -k),
        ExprKind::Paren(x) | ExprKind::Convert(x) => const_step(x),
        _ => None,
    }
}

/// Whether the statements may use the variable `id` outside the statement at `skip` (its own
/// loop); statements this does not look into count as using it.
pub(super) fn stmts_mention(stmts: &[Stmt], id: SymbolId, skip: oxacc_source::Span) -> bool {
    stmts
        .iter()
        .filter(|s| s.span != skip)
        .any(|s| match &s.kind {
            StmtKind::Assign { lhs, rhs } => mentions(lhs, id) || mentions(rhs, id),
            StmtKind::If { branches, .. } => branches.iter().any(|(c, b)| {
                c.as_ref().is_some_and(|c| mentions(c, id)) || stmts_mention(b, id, skip)
            }),
            StmtKind::Do {
                control: Some(c),
                body,
                ..
            } => {
                let bounds = [&c.start, &c.end]
                    .into_iter()
                    .chain(c.step.as_ref())
                    .any(|e| mentions(e, id));
                // A DO of the same variable sets it before its body runs (§11.1.7.4.1).
                bounds || (!mentions(&c.var, id) && stmts_mention(body, id, skip))
            }
            StmtKind::Do {
                control: None,
                body,
                ..
            } => stmts_mention(body, id, skip),
            StmtKind::DoWhile { cond, body, .. } => {
                mentions(cond, id) || stmts_mention(body, id, skip)
            }
            StmtKind::Block { body, .. } => stmts_mention(body, id, skip),
            StmtKind::Exit(_) | StmtKind::Cycle(_) | StmtKind::Continue | StmtKind::Goto(_) => {
                false
            }
            _ => true,
        })
}
