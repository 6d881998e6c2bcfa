//! FINAL procedures (F2018 §7.5.6; decision 118): finalization of a nonpolymorphic entity
//! calls the final subroutine of its type whose dummy has the entity's rank (or an
//! elemental one), then finalizes its parent component as an entity of the parent type
//! (§7.5.6.2 steps 1 and 3). It happens where §7.5.6.3 says: before a DEALLOCATE
//! deallocates, on the left side of an intrinsic assignment, on the actual argument of an
//! INTENT(OUT) dummy of a CALL, and at RETURN/END for the unsaved locals of a procedure (an
//! allocatable one if allocated). The other occasions, which this does not implement, are
//! reported where they occur: a function result or a component of a finalizable type, an
//! INTENT(OUT) dummy of a function, a polymorphic finalizable entity.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::scope::Entity;
use super::tree::{ArrayShape, Expr, ExprKind, ProcId, Stmt, StmtKind, Storage};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// `final :: a, b` in the definition of type `id` (defined in `scope`).
    pub(super) fn add_finals(&mut self, id: u32, names: &[ast::Name], scope: usize) {
        let list = self.finals.entry(id).or_default();
        for n in names {
            list.push((n.key.clone(), scope));
        }
    }

    /// Whether type `t` or an ancestor has a final subroutine.
    pub(super) fn finalizable(&self, t: Type) -> bool {
        let Type::Derived(mut id) = t else {
            return false;
        };
        loop {
            if self.finals.contains_key(&id) {
                return true;
            }
            match self.type_parents.get(&id) {
                Some(&p) => id = p,
                None => return false,
            }
        }
    }

    /// Whether `t` or a type this file knows that extends it is finalizable: what a
    /// `class(t)` entity's dynamic type may be.
    pub(super) fn maybe_finalizable(&self, t: Type) -> bool {
        self.finalizable(t)
            || (0..self.prog.types.len() as u32).any(|u| {
                self.extends_type(Type::Derived(u), t) && self.finalizable(Type::Derived(u))
            })
    }

    /// The final subroutines of type `id` itself.
    fn final_procs(&mut self, id: u32) -> Vec<ProcId> {
        let names = self.finals.get(&id).cloned().unwrap_or_default();
        names
            .iter()
            .filter_map(|(n, scope)| match self.lookup_from(*scope, n) {
                Some(Entity::Proc(p)) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// The calls that finalize entity `e` (nonpolymorphic, of a finalizable type).
    pub(super) fn finalization(&mut self, e: &Expr, span: Span) -> Vec<Stmt> {
        let mut out = Vec::new();
        let Type::Derived(id) = e.ty else {
            return out;
        };
        let procs = self.final_procs(id);
        let rank_of = |me: &Self, p: ProcId| {
            me.proc(p)
                .dummies
                .first()
                .map(|&d| me.symbol(d).rank() as u8)
        };
        let own = procs
            .iter()
            .copied()
            .find(|&p| rank_of(self, p) == Some(e.rank))
            .or_else(|| {
                procs
                    .iter()
                    .copied()
                    .find(|&p| self.proc(p).elemental && rank_of(self, p) == Some(0))
            });
        if let Some(p) = own {
            out.push(Stmt {
                kind: StmtKind::Call {
                    proc: p,
                    args: vec![e.clone()],
                },
                label: None,
                span,
            });
        }
        if let Some(&parent) = self.type_parents.get(&id) {
            if self.finalizable(Type::Derived(parent)) {
                let name = self.prog.types[parent as usize].name.clone();
                if let Some(part) =
                    self.component_ref(e.clone(), &ast::Name::new(&name, span), span)
                {
                    out.extend(self.finalization(&part, span));
                }
            }
        }
        out
    }

    /// Before DEALLOCATE deallocates `obj`: its finalization if it is allocated; `None`
    /// (reported) for a polymorphic object whose dynamic type may be finalizable.
    pub(super) fn finalize_deallocated(&mut self, obj: &Expr, span: Span) -> Option<Vec<Stmt>> {
        let poly = self.is_polymorphic(obj) || self.is_poly_component(obj);
        if poly && self.maybe_finalizable(obj.ty) {
            self.unsupported(span, "finalization of a polymorphic object");
            return None;
        }
        if poly || !self.finalizable(obj.ty) {
            return Some(Vec::new());
        }
        let body = self.finalization(obj, span);
        Some(match self.allocated_cond(obj, span) {
            Some(cond) => vec![Stmt {
                kind: StmtKind::If {
                    name: None,
                    branches: vec![(Some(cond), body)],
                },
                label: None,
                span,
            }],
            // A pointer component: DEALLOCATE of a disassociated one is an error anyway.
            None => body,
        })
    }

    /// ALLOCATED(obj), or ASSOCIATED(obj) of a pointer variable.
    fn allocated_cond(&self, obj: &Expr, span: Span) -> Option<Expr> {
        let kind = match (&obj.kind, self.is_pointer_expr(obj)) {
            (ExprKind::Var(v), true) => ExprKind::Associated {
                ptr: *v,
                target: None,
            },
            (_, true) => return None,
            _ => ExprKind::Intrinsic(super::intrinsics::Intrinsic::Allocated, vec![obj.clone()]),
        };
        Some(Expr {
            kind,
            ty: self.kinds.logical(),
            rank: 0,
            span,
        })
    }

    /// After every body is known: the finalization of each procedure's unsaved locals at its
    /// return (`Program::final_at_return`), and the reports of what is not implemented.
    pub(super) fn finalization_sites(&mut self) {
        if self.finals.is_empty() {
            return;
        }
        for i in 0..self.prog.procs.len() {
            let p = ProcId(i as u32);
            let proc = self.proc(p).clone();
            if let Some(r) = proc.result {
                if self.maybe_finalizable(self.symbol(r).ty) {
                    self.unsupported(
                        proc.span,
                        "a function result of a type with a FINAL procedure",
                    );
                    continue;
                }
            }
            if proc.body.is_none() {
                continue;
            }
            // A CALL finalizes the actual (`finalize_intent_out`); a function reference,
            // in an expression, has no place for the calls before it.
            for &d in &proc.dummies {
                let sym = self.symbol(d).clone();
                if proc.kind == super::tree::ProcKind::Function
                    && self.prog.intent_out.contains(&d)
                    && !self.prog.pointers.contains(&d)
                    && self.maybe_finalizable(sym.ty)
                {
                    let span = sym.span;
                    self.unsupported(
                        span,
                        "an INTENT(OUT) dummy argument of a function of a type with a FINAL procedure",
                    );
                }
                if proc.kind == super::tree::ProcKind::Subroutine
                    && self.prog.intent_out.contains(&d)
                    && self.poly_entities.contains(&d)
                    && self.maybe_finalizable(sym.ty)
                {
                    let span = sym.span;
                    self.unsupported(span, "finalization of a polymorphic object");
                }
            }
            let mut stmts = Vec::new();
            for &v in &proc.locals {
                let sym = self.symbol(v).clone();
                if !matches!(sym.storage, Storage::Local)
                    || self.prog.pointers.contains(&v)
                    || sym.name.contains('.')
                    || !self.maybe_finalizable(sym.ty)
                {
                    continue;
                }
                let e = self.var_expr(v, sym.span);
                if self.poly_entities.contains(&v) {
                    self.unsupported(sym.span, "finalization of a polymorphic object");
                    continue;
                }
                let body = self.finalization(&e, proc.span);
                if matches!(sym.array, Some(ArrayShape::Allocatable { .. })) {
                    let cond = self.allocated_cond(&e, proc.span);
                    stmts.push(Stmt {
                        kind: StmtKind::If {
                            name: None,
                            branches: vec![(cond, body)],
                        },
                        label: None,
                        span: proc.span,
                    });
                } else {
                    stmts.extend(body);
                }
            }
            if !stmts.is_empty() {
                self.prog.final_at_return.insert(p, stmts);
            }
        }
    }

    /// Intrinsic assignment `l = r` to a variable of a finalizable type (§7.5.6.3): after
    /// `r` is evaluated and before `l` is defined, `l` is finalized unless it is an
    /// unallocated allocatable. A right side that reads the variable is evaluated into a
    /// temporary first.
    pub(super) fn finalized_assignment(
        &mut self,
        l: Expr,
        r: Expr,
        span: Span,
    ) -> Option<StmtKind> {
        let mut root = &l;
        let v = loop {
            match &root.kind {
                ExprKind::Var(v) | ExprKind::Index { array: v, .. } => break *v,
                ExprKind::Component { base, .. } | ExprKind::Substring { base, .. } => root = base,
                _ => {
                    self.unsupported(
                        span,
                        "this assignment to a variable of a type with a FINAL procedure",
                    );
                    return None;
                }
            }
        };
        let reads = r.any(&|e| match &e.kind {
            ExprKind::Var(u) | ExprKind::Index { array: u, .. } => *u == v,
            ExprKind::Associated { ptr, .. } => *ptr == v,
            _ => false,
        });
        let stmt = |kind| Stmt {
            kind,
            label: None,
            span,
        };
        let mut body = Vec::new();
        let r = if reads {
            if r.rank != 0 {
                self.unsupported(
                    span,
                    "an array assignment to a variable of a type with a FINAL procedure that reads the variable",
                );
                return None;
            }
            let Some(p) = self.cur_proc else {
                self.unsupported(
                    span,
                    "this assignment to a variable of a type with a FINAL procedure",
                );
                return None;
            };
            // Named with a '.': no program names it and `finalization_sites` skips it.
            let temp = self.add_symbol(super::tree::Symbol {
                name: format!("{}.final", self.symbol(v).name).into(),
                ty: l.ty,
                array: None,
                storage: Storage::Local,
                init: None,
                owner: Some(p),
                span,
            });
            self.proc_mut(p).locals.push(temp);
            let t = self.var_expr(temp, span);
            body.push(stmt(StmtKind::Assign {
                lhs: t.clone(),
                rhs: r,
            }));
            t
        } else {
            r
        };
        let finalize = self.finalization(&l, span);
        let allocatable = matches!(
            (&l.kind, &self.symbol(v).array),
            (ExprKind::Var(_), Some(ArrayShape::Allocatable { .. }))
        ) && !self.prog.pointers.contains(&v);
        if allocatable {
            let cond = self.allocated_cond(&l, span);
            body.push(stmt(StmtKind::If {
                name: None,
                branches: vec![(cond, finalize)],
            }));
        } else {
            body.extend(finalize);
        }
        body.push(stmt(StmtKind::Assign { lhs: l, rhs: r }));
        Some(StmtKind::Block { name: None, body })
    }

    /// A CALL whose actual arguments of INTENT(OUT) dummies are finalizable: they are
    /// finalized before the call (§7.5.6.3, "when a procedure is invoked"; on the caller's
    /// side, as gfortran and flang do), an allocatable one if allocated (the callee
    /// deallocates it on entry). Through the branches of a type-bound dispatch too.
    pub(super) fn finalize_intent_out(&mut self, call: StmtKind, span: Span) -> StmtKind {
        match call {
            StmtKind::Call { proc, args } => {
                let mut body = Vec::new();
                let dummies = self.proc(proc).dummies.clone();
                for (&d, a) in dummies.iter().zip(&args) {
                    if !self.prog.intent_out.contains(&d)
                        || self.prog.pointers.contains(&d)
                        || !self.finalizable(a.ty)
                        || matches!(a.kind, ExprKind::Absent)
                    {
                        continue;
                    }
                    let finalize = self.finalization(a, span);
                    if matches!(self.symbol(d).array, Some(ArrayShape::Allocatable { .. })) {
                        let cond = self.allocated_cond(a, span);
                        body.push(Stmt {
                            kind: StmtKind::If {
                                name: None,
                                branches: vec![(cond, finalize)],
                            },
                            label: None,
                            span,
                        });
                    } else {
                        body.extend(finalize);
                    }
                }
                let call = StmtKind::Call { proc, args };
                if body.is_empty() {
                    return call;
                }
                body.push(Stmt {
                    kind: call,
                    label: None,
                    span,
                });
                StmtKind::Block { name: None, body }
            }
            StmtKind::If { name, branches } => StmtKind::If {
                name,
                branches: branches
                    .into_iter()
                    .map(|(c, body)| (c, self.finalize_intent_out_all(body)))
                    .collect(),
            },
            StmtKind::Block { name, body } => StmtKind::Block {
                name,
                body: self.finalize_intent_out_all(body),
            },
            other => other,
        }
    }

    fn finalize_intent_out_all(&mut self, body: Vec<Stmt>) -> Vec<Stmt> {
        body.into_iter()
            .map(|s| Stmt {
                kind: self.finalize_intent_out(s.kind, s.span),
                ..s
            })
            .collect()
    }

    /// A component of a finalizable type (§7.5.6.2 step 2 finalizes it with its structure;
    /// not implemented): reported at its declaration.
    pub(super) fn finalizable_component(&mut self, ty: Type, name: &SmolStr, span: Span) -> bool {
        if !self.finalizable(ty) {
            return false;
        }
        self.unsupported(
            span,
            &format!("component '{name}' of a type with a FINAL procedure"),
        );
        true
    }
}
