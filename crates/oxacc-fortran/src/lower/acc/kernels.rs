//! WHERE and FORALL at the top level of a `kernels` region (OpenACC 3.3 §2.5.3: the compiler
//! finds the parallelism of the region): each assignment becomes a `loop independent` over
//! its shape or index space, as plain array assignments do ([`FnLower::elementwise`]), so that
//! `where (a > 0) b = c` and `forall (i = 1:n) y(i) = …` run on every gang and vector lane.
//!
//! Fortran evaluates a WHERE mask and a FORALL mask before any element is assigned, and a
//! right side before its left side is defined (§10.2.3.2, §10.2.4.2). One loop per assignment
//! that evaluates the masks and the right side at the element it defines keeps that meaning
//! when no mask reads a variable the construct assigns before its last assignment (and that
//! one only at the element being defined) and each right side reads its own left-hand
//! variable at most at the element being defined; otherwise the construct is lowered as on
//! the host (temporaries, one gang).

use oxacc_offload::host::Host;
use oxacc_oir::{BinOp, Clause as OClause, DirectiveKind};

use super::super::func::FnLower;
use super::aligned_only;
use crate::sema::tree::{DoLoop, Expr, ExprKind, Subscript, WhereBranch};

impl FnLower<'_, '_, '_> {
    /// Whether the elemental function `f` cannot read variable `x` but through its arguments
    /// (decision 98): a pure module or external procedure (not internal: host association)
    /// whose body names neither `x` nor any procedure (one could read `x`); then
    /// `u(1:n) = f(u(1:n), lo)` needs no temporary and a `kernels` region runs it as a
    /// parallel loop.
    pub(in crate::lower) fn elemental_blind(
        &self,
        f: crate::sema::tree::ProcId,
        x: crate::sema::tree::SymbolId,
    ) -> bool {
        let p = self.ctx.prog.proc(f);
        p.elemental
            && p.pure
            && p.host.is_none()
            && p.via.is_none()
            && p.body
                .as_ref()
                .is_some_and(|b| !super::do_loop::stmts_mention(b, x, p.span))
    }

    /// Code at the top level of a `kernels` region, outside any loop.
    fn kernels_top(&self) -> bool {
        self.acc.in_kernels && self.acc.loop_depth == 0 && self.acc.compute_depth > 0
    }

    /// WHERE in a `kernels` region as one independent loop per assignment; false when it
    /// must be lowered as on the host.
    pub(crate) fn acc_kernels_where(&mut self, branches: &[WhereBranch]) -> bool {
        if !self.kernels_top() {
            return false;
        }
        let assigned: Vec<&Expr> = branches
            .iter()
            .flat_map(|(_, body)| body.iter().map(|(l, _)| l))
            .collect();
        // A mask is evaluated again in the loop of every later assignment: it may read a
        // variable the construct assigns only at the element being defined and only when the
        // last assignment is the one defining it (`where (z < 3) z = 0`).
        let last = assigned.len().saturating_sub(1);
        let masks_fixed = branches.iter().filter_map(|(m, _)| m.as_ref()).all(|m| {
            assigned.iter().enumerate().all(|(j, l)| {
                !reads(m, l)
                    || (j == last
                        && aligned_only(m, l, &|x| self.is_pointer_component(x), &|f, x| {
                            self.elemental_blind(f, x)
                        }))
            })
        });
        let elementwise = branches
            .iter()
            .flat_map(|(_, body)| body.iter())
            .all(|(l, r)| {
                l.rank > 0
                    && (r.rank == 0
                        || !reads(r, l)
                        || aligned_only(r, l, &|x| self.is_pointer_component(x), &|f, x| {
                            self.elemental_blind(f, x)
                        }))
            });
        if !masks_fixed || !elementwise {
            return false;
        }
        for (k, (mask, body)) in branches.iter().enumerate() {
            let earlier: Vec<&Expr> = branches[..k]
                .iter()
                .filter_map(|(m, _)| m.as_ref())
                .collect();
            for (lhs, rhs) in body {
                // Each loop is reported at its assignment.
                Host::set_span(self, lhs.span);
                let extents = self.shape_of(lhs);
                let scalar = (rhs.rank == 0).then(|| self.eval(rhs, &[]));
                self.elementwise(&extents, &mut |fl, at| {
                    // Assigned where this mask holds and no earlier one did.
                    let i1 = fl.b.module.i1();
                    let mut go = fl.b.iconst(i1, 1);
                    for m in &earlier {
                        let v = fl.eval(m, at).s();
                        let t = fl.b.iconst(i1, 1);
                        let not = fl.b.binary(BinOp::Xor, v, t);
                        go = fl.b.binary(BinOp::And, go, not);
                    }
                    if let Some(m) = mask {
                        let v = fl.eval(m, at).s();
                        go = fl.b.binary(BinOp::And, go, v);
                    }
                    let then = fl.b.create_block();
                    let next = fl.b.create_block();
                    fl.b.cond_br(go, then, &[], next, &[]);
                    fl.b.switch_to_block(then);
                    let v = match scalar {
                        Some(v) => v,
                        None => fl.eval(rhs, at),
                    };
                    let (addr, len) = fl.designator(lhs, at);
                    fl.store_val(lhs.ty, v, addr, len);
                    fl.b.br(next, &[]);
                    fl.b.switch_to_block(next);
                });
            }
        }
        true
    }

    /// FORALL in a `kernels` region as one independent loop per assignment over the index
    /// space (the last index outermost, so that `a(i, j)` is walked column by column); false
    /// when it must be lowered as on the host.
    pub(crate) fn acc_kernels_forall(
        &mut self,
        loops: &[DoLoop],
        mask: Option<&Expr>,
        body: &[(Expr, Expr)],
    ) -> bool {
        if !self.kernels_top() || loops.is_empty() {
            return false;
        }
        let mask_fixed = mask.is_none_or(|m| !body.iter().any(|(l, _)| reads(m, l)));
        let elementwise = body.iter().all(|(l, r)| {
            l.rank == 0
                && r.rank == 0
                && !subscripts_read(l)
                && (!reads(r, l)
                    || aligned_only(r, l, &|x| self.is_pointer_component(x), &|f, x| {
                        self.elemental_blind(f, x)
                    }))
        });
        if !mask_fixed || !elementwise {
            return false;
        }
        for (lhs, rhs) in body {
            let saved_vars = self.vars.clone();
            let mut dims = Vec::new();
            let mut privates = Vec::new();
            let mut slots = Vec::new();
            for c in loops.iter().rev() {
                // The index is local to the FORALL (§10.2.4.1) and private to the loop.
                if !matches!(c.var.kind, ExprKind::Var(_)) {
                    self.vars = saved_vars;
                    return false;
                }
                let d = self.do_dim(c, None);
                privates.extend(d.private);
                slots.push((d.slot, d.ty));
                dims.push(d.dim);
            }
            let clauses = vec![OClause::Independent, OClause::Private(privates)];
            let (_, entry) = self.b.directive(DirectiveKind::Loop { dims }, clauses);
            let Some(entry) = entry else {
                self.vars = saved_vars;
                return true;
            };
            let outer = self.b.current_block();
            let ivs: Vec<_> = slots
                .iter()
                .map(|&(_, vty)| self.b.add_block_param(entry, vty))
                .collect();
            self.b.switch_to_block(entry);
            for (&(addr, _), iv) in slots.iter().zip(ivs) {
                self.b.store(iv, addr);
            }
            self.acc.loop_depth += 1;
            let next = self.b.create_block();
            if let Some(m) = mask {
                let go = self.scalar(m);
                let then = self.b.create_block();
                self.b.cond_br(go, then, &[], next, &[]);
                self.b.switch_to_block(then);
            }
            let v = self.eval(rhs, &[]);
            let (addr, len) = self.designator(lhs, &[]);
            self.store_val(lhs.ty, v, addr, len);
            self.b.br(next, &[]);
            self.b.switch_to_block(next);
            self.acc.loop_depth -= 1;
            self.vars = saved_vars;
            if Host::is_open(self) {
                self.b.yield_(&[]);
            }
            if let Some(o) = outer {
                self.b.switch_to_block(o);
            }
        }
        true
    }
}

/// The variable `lhs` assigns (its base object), if it is a named one.
fn root_of(lhs: &Expr) -> Option<crate::sema::tree::SymbolId> {
    match &lhs.kind {
        ExprKind::Var(id) => Some(*id),
        ExprKind::Index { array, .. } => Some(*array),
        ExprKind::Component { base, .. } | ExprKind::Substring { base, .. } => root_of(base),
        _ => None,
    }
}

/// Whether `e` may read the variable `lhs` assigns (any part of it; a left side that is no
/// named variable is assumed to be read).
fn reads(e: &Expr, lhs: &Expr) -> bool {
    match root_of(lhs) {
        Some(root) => mentions(e, root),
        None => true,
    }
}

/// Whether the subscripts of a left side read the variable it assigns (`a(a(i)) = …`).
fn subscripts_read(lhs: &Expr) -> bool {
    let Some(root) = root_of(lhs) else {
        return true;
    };
    fn in_subs(ss: &[Subscript], root: crate::sema::tree::SymbolId) -> bool {
        ss.iter().any(|s| match s {
            Subscript::Index(x) => mentions(x, root),
            Subscript::Range {
                lower,
                upper,
                stride,
            } => [lower, upper, stride]
                .iter()
                .any(|p| p.as_ref().is_some_and(|x| mentions(x, root))),
        })
    }
    match &lhs.kind {
        ExprKind::Index { subscripts, .. } => in_subs(subscripts, root),
        ExprKind::Component {
            base, subscripts, ..
        } => in_subs(subscripts, root) || subscripts_read(base),
        ExprKind::Substring { base, .. } => subscripts_read(base),
        _ => false,
    }
}

/// Whether `e` mentions the symbol `root` anywhere.
pub(super) fn mentions(e: &Expr, root: crate::sema::tree::SymbolId) -> bool {
    let subs = |ss: &[Subscript]| {
        ss.iter().any(|s| match s {
            Subscript::Index(x) => mentions(x, root),
            Subscript::Range {
                lower,
                upper,
                stride,
            } => [lower, upper, stride]
                .iter()
                .any(|p| p.as_ref().is_some_and(|x| mentions(x, root))),
        })
    };
    match &e.kind {
        ExprKind::Var(id) => *id == root,
        ExprKind::Index { array, subscripts } => *array == root || subs(subscripts),
        ExprKind::Component {
            base, subscripts, ..
        } => mentions(base, root) || subs(subscripts),
        ExprKind::Const(_) | ExprKind::Absent | ExprKind::ProcRef(_) => false,
        ExprKind::Substring { base, .. } => mentions(base, root),
        ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => mentions(x, root),
        ExprKind::Binary(_, a, b) => mentions(a, root) || mentions(b, root),
        // A procedure may read the variable through host or use association.
        ExprKind::Call(..) => true,
        ExprKind::Intrinsic(_, args) | ExprKind::Transform(_, args) | ExprKind::CharFn(_, args) => {
            args.iter().any(|a| mentions(a, root))
        }
        ExprKind::ArrayCtor(items) | ExprKind::Construct(_, items) => {
            items.iter().any(|a| mentions(a, root))
        }
        ExprKind::Associated { ptr, target } => {
            *ptr == root || target.as_ref().is_some_and(|t| mentions(t, root))
        }
        ExprKind::DynType(d) => d.operands().iter().any(|x| mentions(x, root)),
    }
}
