//! Array pointers (Fortran 2018 §8.5.14, §10.2.2): pointer assignment `p => t` (with lower
//! bounds `p(0:) => t` or bounds remapping `q(1:n, 1:m) => v`), `p => null()`, NULLIFY and
//! ASSOCIATED. Pointers are descriptors like allocatable arrays (`Program::pointers`);
//! ALLOCATE and DEALLOCATE work on them as on allocatables. Lowered in `lower/pointer.rs`.

use oxacc_source::Span;

use super::scope::Entity;
use super::tree::{Expr, ExprKind, PointerBounds, Stmt, StmtKind, SymbolId};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    fn pointer_symbol(&mut self, n: &ast::Name, span: Span) -> Option<SymbolId> {
        match self.lookup(&n.key) {
            Some(Entity::Var(id)) if self.prog.pointers.contains(&id) => Some(id),
            _ => {
                self.error(
                    span,
                    format!(
                        "Pointer assignment to non-POINTER at (1): '{}' is not a pointer",
                        n.text
                    ),
                );
                None
            }
        }
    }

    fn is_null_call(e: &ast::Expr) -> bool {
        matches!(&e.kind, ast::ExprKind::CallOrIndex { base, args }
            if args.is_empty() && matches!(&base.kind, ast::ExprKind::Name(n) if n.key == "null"))
    }

    pub(super) fn pointer_assignment(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<StmtKind> {
        let (name, args) = match &lhs.kind {
            ast::ExprKind::Name(n) => (n, &[][..]),
            ast::ExprKind::CallOrIndex { base, args } => match &base.kind {
                ast::ExprKind::Name(n) => (n, &args[..]),
                _ => {
                    self.unsupported(lhs.span, "bounds on a pointer component");
                    return None;
                }
            },
            ast::ExprKind::Component { name, .. } => {
                if self.any_proc_component(&name.key) {
                    let e = self.expr(lhs)?;
                    if self.component_proc(&e).is_some() {
                        return self.proc_component_assign(e, rhs);
                    }
                }
                return self.component_pointer_assignment(lhs, rhs, span);
            }
            _ => {
                self.unsupported(lhs.span, "this pointer object");
                return None;
            }
        };
        if let Some(super::scope::Entity::Proc(p)) = self.lookup(&name.key) {
            if let Some(v) = self
                .proc(p)
                .via
                .filter(|v| self.prog.proc_pointers.contains(v))
            {
                self.check_reachable(v, name.span)?;
                return self.proc_pointer_assign(v, rhs, lhs.span);
            }
        }
        let ptr = self.pointer_symbol(name, lhs.span)?;
        let ptr_e = self.var_expr(ptr, name.span);
        if !self.associable(&ptr_e, "pointer assignment") {
            return None;
        }
        let rank = self.symbol(ptr).rank();
        let i8t = super::types::Type::Integer(8);
        // §10.2.2.1: either lower bounds only, or a lower and an upper bound per dimension.
        let mut lowers = Vec::new();
        let mut remap = Vec::new();
        for a in args {
            match &a.value {
                ast::ArgValue::Range {
                    lower: Some(l),
                    upper,
                    stride: None,
                } => {
                    let l = self.expr(l)?;
                    let l = self.convert(l, i8t);
                    match upper {
                        None => lowers.push(l),
                        Some(u) => {
                            let u = self.expr(u)?;
                            remap.push((l, self.convert(u, i8t)));
                        }
                    }
                }
                _ => {
                    self.error(a.span, "Expected bounds specification for pointer at (1)");
                    return None;
                }
            }
        }
        if (!lowers.is_empty() && !remap.is_empty()) || (!args.is_empty() && args.len() != rank) {
            self.error(lhs.span, "Rank mismatch in pointer assignment at (1)");
            return None;
        }
        if Self::is_null_call(rhs) {
            return Some(StmtKind::PointerAssign {
                ptr,
                target: None,
                bounds: PointerBounds::None,
            });
        }
        let mut t = self.expr(rhs)?;
        // A `class(t)` pointer associated with an extension's structure: with its parent part
        // of type `t` (decision 91: a polymorphic entity has its declared type).
        let pty = self.symbol(ptr).ty;
        if self.poly_entities.contains(&ptr) && t.ty != pty && self.is_unlimited(pty) {
            // A `class(*)` pointer: the target's storage as is, its type in the tag (a
            // character target's length in the descriptor, so it keeps its type here).
            if !matches!(t.ty, super::types::Type::Character(_)) {
                t.ty = pty;
            }
        } else if self.poly_entities.contains(&ptr) && t.ty != pty && self.extends_type(t.ty, pty) {
            t = self.ancestor_part(t, pty)?;
        }
        if matches!(t.kind, ExprKind::Component { .. }) && args.is_empty() {
            // A component target (`cur => cur%next`, `p => s%x`).
            let ptr_e = self.var_expr(ptr, name.span);
            return self.check_pointer_pair(ptr_e, t, span);
        }
        // §10.2.2.2 C1025: a target is not a section with a vector subscript.
        if let ExprKind::Index { subscripts, .. } = &t.kind {
            if subscripts.iter().any(|s| s.vector().is_some()) {
                self.error(
                    rhs.span,
                    "Pointer assignment with vector subscript on rhs at (1)",
                );
                return None;
            }
        }
        let base = match &t.kind {
            ExprKind::Var(id) | ExprKind::Index { array: id, .. } => Some(*id),
            _ => None,
        };
        match base {
            Some(id) if self.prog.targets.contains(&id) => {}
            Some(_) => {
                self.error(
                    rhs.span,
                    "Pointer assignment target is neither TARGET nor POINTER at (1)",
                );
                return None;
            }
            None => {
                self.unsupported(rhs.span, "this pointer target");
                return None;
            }
        }
        if t.ty != pty
            && !(self.is_unlimited(pty) && matches!(t.ty, super::types::Type::Character(_)))
        {
            self.error(
                span,
                format!(
                    "Different types in pointer assignment at (1); attempted assignment of {} to {}",
                    self.type_text(t.ty),
                    self.type_text(pty)
                ),
            );
            return None;
        }
        let bounds = if !remap.is_empty() {
            if t.rank != 1 {
                self.error(
                    rhs.span,
                    "Rank remapping target must be rank 1 or simply contiguous at (1)",
                );
                return None;
            }
            PointerBounds::Remap(remap)
        } else {
            if usize::from(t.rank) != rank {
                self.error(span, "Different ranks in pointer assignment at (1)");
                return None;
            }
            if lowers.is_empty() {
                PointerBounds::None
            } else {
                PointerBounds::Lower(lowers)
            }
        };
        Some(StmtKind::PointerAssign {
            ptr,
            target: Some(t),
            bounds,
        })
    }

    pub(super) fn nullify(&mut self, objects: &[ast::Expr]) -> Option<StmtKind> {
        let mut out = Vec::new();
        let mut components = Vec::new();
        for o in objects {
            match &o.kind {
                ast::ExprKind::Name(n) => {
                    let id = self.pointer_symbol(n, o.span)?;
                    let e = self.var_expr(id, o.span);
                    if !self.associable(&e, "pointer assignment") {
                        return None;
                    }
                    out.push(id);
                }
                _ => {
                    let e = self.expr(o)?;
                    if !self.is_pointer_expr(&e) {
                        self.error(
                            o.span,
                            "Non-POINTER in pointer association context (pointer assignment) at (1)",
                        );
                        return None;
                    }
                    if !self.associable(&e, "pointer assignment") {
                        return None;
                    }
                    components.push(e);
                }
            }
        }
        if components.is_empty() {
            return Some(StmtKind::Nullify(out));
        }
        if out.is_empty() && components.len() == 1 {
            return Some(StmtKind::PointerAssignExpr {
                ptr: components.remove(0),
                target: None,
            });
        }
        // `nullify(d%first, d%boss, p)`: one disassociation after the other, as a BLOCK
        // without declarations does them.
        let span = objects[0].span;
        let mut body = vec![Stmt {
            kind: StmtKind::Nullify(out),
            label: None,
            span,
        }];
        for ptr in components {
            let span = ptr.span;
            body.push(Stmt {
                kind: StmtKind::PointerAssignExpr { ptr, target: None },
                label: None,
                span,
            });
        }
        Some(StmtKind::Block { name: None, body })
    }

    /// Whether `e` is a pointer variable or a whole pointer component.
    pub(super) fn is_pointer_expr(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Var(id) => self.prog.pointers.contains(id),
            ExprKind::Component {
                base,
                index,
                subscripts,
            } if subscripts.is_empty() && base.rank == 0 => match base.ty {
                super::types::Type::Derived(t) => {
                    self.prog.types[t as usize].components[*index].pointer
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether `e` may be a pointer target (§10.2.2.2 C1027): a pointer, or a variable with
    /// the TARGET attribute, or a part of one (a component of a structure reached through a
    /// pointer is a target too).
    pub(super) fn is_target_expr(&self, e: &Expr) -> bool {
        if self.is_pointer_expr(e) {
            return true;
        }
        match &e.kind {
            ExprKind::Var(id) | ExprKind::Index { array: id, .. } => self.prog.targets.contains(id),
            // An element or section of a pointer component (`q => s%p(11:20)`) is part of
            // the pointer's target, whatever `s` is.
            ExprKind::Component {
                base,
                index,
                subscripts,
            } if !subscripts.is_empty()
                && base.rank == 0
                && matches!(base.ty, super::types::Type::Derived(t)
                    if self.prog.types[t as usize].components[*index].pointer) =>
            {
                true
            }
            ExprKind::Component { base, .. } | ExprKind::Substring { base, .. } => {
                self.is_target_expr(base)
            }
            _ => false,
        }
    }

    /// `a%p => target` (§10.2.2).
    fn component_pointer_assignment(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<StmtKind> {
        let p = self.expr(lhs)?;
        if !self.is_pointer_expr(&p) {
            self.error(
                lhs.span,
                "Non-POINTER in pointer association context (pointer assignment) at (1)",
            );
            return None;
        }
        if !self.associable(&p, "pointer assignment") {
            return None;
        }
        if Self::is_null_call(rhs) {
            return Some(StmtKind::PointerAssignExpr {
                ptr: p,
                target: None,
            });
        }
        let t = self.expr(rhs)?;
        if self.poly_component_retyped(&p, None, Some(&t), span) {
            return None;
        }
        self.check_pointer_pair(p, t, span)
    }

    /// The type, rank and target checks of `p => t` (§10.2.2.2).
    fn check_pointer_pair(&mut self, p: Expr, t: Expr, span: Span) -> Option<StmtKind> {
        if !self.is_target_expr(&t) {
            self.error(
                t.span,
                "Pointer assignment target is neither TARGET nor POINTER at (1)",
            );
            return None;
        }
        if t.ty != p.ty {
            self.error(
                span,
                format!(
                    "Different types in pointer assignment at (1); attempted assignment of {} to {}",
                    self.type_text(t.ty),
                    self.type_text(p.ty)
                ),
            );
            return None;
        }
        if t.rank != p.rank {
            self.error(span, "Different ranks in pointer assignment at (1)");
            return None;
        }
        // A section of a variable is described like an assumed-shape actual argument;
        // sections of components and vector subscripts (not a valid target, C1025) are not.
        let section_of_variable = matches!(
            &t.kind,
            ExprKind::Index { subscripts, .. } if subscripts.iter().all(|s| s.vector().is_none())
        );
        if t.rank > 0
            && !matches!(t.kind, ExprKind::Var(_))
            && !section_of_variable
            && !self.is_pointer_expr(&t)
        {
            self.unsupported(
                t.span,
                "an array section of a component as a pointer target",
            );
            return None;
        }
        Some(StmtKind::PointerAssignExpr {
            ptr: p,
            target: Some(t),
        })
    }

    /// `associated(pointer [, target])` (§16.9.16).
    pub(super) fn associated_call(&mut self, args: &[ast::Arg], span: Span) -> Option<Expr> {
        let (Some(first), rest) = (args.first(), args.get(1..).unwrap_or(&[])) else {
            self.error(
                span,
                "Missing actual argument 'pointer' in call to 'associated' at (1)",
            );
            return None;
        };
        let ast::ArgValue::Expr(pe) = &first.value else {
            return None;
        };
        if let ast::ExprKind::Name(n) = &pe.kind {
            if let Some(e) = self.associated_proc_pointer(n, rest, span) {
                return e;
            }
        }
        let ast::ExprKind::Name(n) = &pe.kind else {
            // ASSOCIATED of a pointer component: its descriptor has a base address.
            let e = self.expr(pe)?;
            if self.component_proc(&e).is_some() {
                return self.associated_address(e, rest, span);
            }
            if !self.is_pointer_expr(&e) {
                self.error(
                    pe.span,
                    "'pointer' argument of 'associated' intrinsic at (1) must be a POINTER",
                );
                return None;
            }
            let (op, args) = match rest {
                [] => (super::intrinsics::Intrinsic::Allocated, vec![e]),
                [a] => {
                    let ast::ArgValue::Expr(te) = &a.value else {
                        return None;
                    };
                    let t = self.expr(te)?;
                    if t.ty != e.ty {
                        self.error(te.span, "'target' argument of 'associated' intrinsic at (1) must be the same type and kind as 'pointer'");
                        return None;
                    }
                    (super::intrinsics::Intrinsic::AssociatedWith, vec![e, t])
                }
                _ => {
                    self.error(span, "Too many arguments in call to 'associated' at (1)");
                    return None;
                }
            };
            return Some(Expr {
                kind: ExprKind::Intrinsic(op, args),
                ty: self.kinds.logical(),
                rank: 0,
                span,
            });
        };
        let ptr = match self.lookup(&n.key) {
            Some(Entity::Var(id)) if self.prog.pointers.contains(&id) => id,
            _ => {
                self.error(
                    pe.span,
                    "'pointer' argument of 'associated' intrinsic at (1) must be a POINTER",
                );
                return None;
            }
        };
        let target = match rest {
            [] => None,
            [a] => {
                let ast::ArgValue::Expr(te) = &a.value else {
                    return None;
                };
                let t = self.expr(te)?;
                if t.ty != self.symbol(ptr).ty {
                    self.error(te.span, "'target' argument of 'associated' intrinsic at (1) must be the same type and kind as 'pointer'");
                    return None;
                }
                Some(Box::new(t))
            }
            _ => {
                self.error(span, "Too many arguments in call to 'associated' at (1)");
                return None;
            }
        };
        Some(Expr {
            kind: ExprKind::Associated { ptr, target },
            ty: self.kinds.logical(),
            rank: 0,
            span,
        })
    }
}
