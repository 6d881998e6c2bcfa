//! Intrinsic assignment to a polymorphic allocatable (F2008 §7.2.1.3, F2018 §10.2.1.3;
//! decision 118): `x = y` with `class(t), allocatable :: x` deallocates `x` if it is
//! allocated and allocates it with the dynamic type and value of `y`, which is
//! `allocate(x, source=y)` (decision 107's retyping, tag and copy, the deep copy of
//! allocatable components included). Where `y` may read `x` (it names `x`, or calls a
//! function, which may reach `x` by host or use association) `y` goes to a temporary of
//! its own first, so the value is the one before `x` was deallocated (§10.2.1.3: the
//! expression is evaluated first).

use oxacc_source::Span;

use super::scope::Entity;
use super::tree::{ArrayShape, Expr, ExprKind, Stmt, StmtKind, Storage, Symbol};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// `x = y` as above when `x` (resolved `l`) is a polymorphic allocatable variable;
    /// `Some(None)` for any other left side.
    pub(super) fn polymorphic_assignment(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        l: &Expr,
        r: &Expr,
        span: Span,
    ) -> Option<Option<StmtKind>> {
        // A `class(t)` allocatable component too (decision 129): `v` is its base variable.
        let v = match &l.kind {
            ExprKind::Var(v) => {
                if !self.poly_tags.contains_key(v)
                    || self.prog.pointers.contains(v)
                    || !matches!(self.symbol(*v).array, Some(ArrayShape::Allocatable { .. }))
                {
                    return Some(None);
                }
                *v
            }
            ExprKind::Component { subscripts, .. }
                if subscripts.is_empty() && self.component_tag(l).is_some() =>
            {
                let mut root = l;
                loop {
                    match &root.kind {
                        ExprKind::Component { base, .. } => root = base,
                        ExprKind::Var(v) | ExprKind::Index { array: v, .. } => break *v,
                        _ => return Some(None),
                    }
                }
            }
            _ => return Some(None),
        };
        if l.rank != 0 || r.rank != 0 {
            self.unsupported(
                span,
                "intrinsic assignment to a polymorphic allocatable array",
            );
            return None;
        }
        let fits = self.extends_type(r.ty, l.ty)
            || self.is_unlimited(l.ty)
                && matches!(
                    r.ty,
                    Type::Integer(_)
                        | Type::Real(_)
                        | Type::Complex(_)
                        | Type::Logical(_)
                        | Type::Character(_)
                );
        if !fits {
            self.error(
                rhs.span,
                format!(
                    "Cannot convert {} to {} at (1)",
                    self.type_text(r.ty),
                    self.type_text(l.ty).replacen("TYPE(", "CLASS(", 1)
                ),
            );
            return None;
        }
        let may_alias = r.any(&|e| match &e.kind {
            ExprKind::Var(u) | ExprKind::Index { array: u, .. } => *u == v,
            ExprKind::Associated { ptr, .. } => *ptr == v,
            ExprKind::Call(..) => true,
            _ => false,
        });
        let source = |value: &ast::Expr| {
            vec![ast::Arg {
                keyword: Some(ast::Name::new("source", value.span)),
                value: ast::ArgValue::Expr(value.clone()),
                span: value.span,
            }]
        };
        let stmt = |kind| Stmt {
            kind,
            label: None,
            span,
        };
        let mut body = Vec::new();
        let from = if may_alias {
            let temp = self.assignment_temporary(v, l.ty, span)?;
            let kind =
                self.allocate_statement(None, std::slice::from_ref(&temp), &source(rhs), span)?;
            body.push(stmt(kind));
            temp
        } else {
            rhs.clone()
        };
        body.push(stmt(self.deallocate_if_allocated(l.clone(), span)));
        let kind =
            self.allocate_statement(None, std::slice::from_ref(lhs), &source(&from), span)?;
        body.push(stmt(kind));
        if may_alias {
            let temp = self.variable(&from)?;
            body.push(stmt(StmtKind::Deallocate {
                objects: vec![temp],
                stat: None,
                errmsg: None,
            }));
        }
        Some(Some(StmtKind::Block { name: None, body }))
    }

    /// `Program::dyn_tags`: the scalar `class(t)` allocatables whose dynamic type may have
    /// allocatable components beyond the declared type's.
    pub(super) fn dynamic_deallocation(&mut self) {
        let tags: Vec<_> = self.poly_tags.iter().map(|(&v, &t)| (v, t)).collect();
        for (v, tag) in tags {
            let sym = self.symbol(v);
            let Type::Derived(t) = sym.ty else { continue };
            if Some(t) == self.unlimited
                || self.prog.pointers.contains(&v)
                || !matches!(sym.array, Some(ArrayShape::Allocatable { rank: 0 }))
            {
                continue;
            }
            let declared = self.type_tag(t);
            self.prog.dyn_tags.insert(v, (tag, declared));
        }
    }

    /// `if (allocated(x)) deallocate(x)`, finalizing `x` first as its dynamic type: the
    /// finalization of the assignment's left side (§7.5.6.3), which this deallocation
    /// does not repeat.
    fn deallocate_if_allocated(&mut self, x: Expr, span: Span) -> StmtKind {
        let mut body = if self.maybe_finalizable(x.ty) {
            self.deallocation_finalization(&x, span)
        } else {
            Vec::new()
        };
        let cond = Expr {
            kind: ExprKind::Intrinsic(super::intrinsics::Intrinsic::Allocated, vec![x.clone()]),
            ty: self.kinds.logical(),
            rank: 0,
            span,
        };
        StmtKind::If {
            name: None,
            branches: vec![(Some(cond), {
                body.push(Stmt {
                    kind: StmtKind::Deallocate {
                        objects: vec![x],
                        stat: None,
                        errmsg: None,
                    },
                    label: None,
                    span,
                });
                body
            })],
        }
    }

    /// A local `class(t), allocatable` of the declared type of `v` holding the right side
    /// of an assignment to `v` (one per variable and scope, named so no program can name
    /// it): the name to write it by.
    fn assignment_temporary(
        &mut self,
        v: super::tree::SymbolId,
        ty: Type,
        span: Span,
    ) -> Option<ast::Expr> {
        let sym = self.symbol(v).clone();
        let of = match ty {
            Type::Derived(t) => self.prog.types[t as usize].name.to_ascii_lowercase(),
            _ => String::new(),
        };
        let key = format!("{}.assigned.{of}", sym.name.to_ascii_lowercase());
        let name = ast::Name::new(&key, span);
        let expr = ast::Expr {
            id: ast::ExprId(u32::MAX),
            kind: ast::ExprKind::Name(name),
            span,
        };
        if self.scopes[self.cur_scope].names.contains_key(key.as_str()) {
            return Some(expr);
        }
        let Some(p) = self.cur_proc else {
            self.unsupported(span, "this assignment to a polymorphic allocatable");
            return None;
        };
        let id = self.add_symbol(Symbol {
            name: key.clone().into(),
            ty,
            array: Some(ArrayShape::Allocatable { rank: 0 }),
            storage: Storage::Local,
            init: None,
            owner: Some(p),
            span,
        });
        self.proc_mut(p).locals.push(id);
        self.poly_entities.insert(id);
        self.add_pointer_tag(id);
        self.scopes[self.cur_scope]
            .names
            .insert(key.into(), Entity::Var(id));
        Some(expr)
    }
}

impl Sema<'_> {
    /// Whether `e` is a `class(t)` component (`poly_components`).
    pub(super) fn is_poly_component(&self, e: &Expr) -> bool {
        let ExprKind::Component { base, index, .. } = &e.kind else {
            return false;
        };
        let Type::Derived(t) = base.ty else {
            return false;
        };
        self.prog.types[t as usize]
            .components
            .get(*index)
            .is_some_and(|c| {
                self.poly_components
                    .contains(&(t, c.name.to_ascii_lowercase().into()))
            })
    }

    /// The hidden tag component of `e`, a `class(t)` allocatable component (whole, or an
    /// element of one: one dynamic type for all), decision 129.
    pub(super) fn component_tag(&self, e: &Expr) -> Option<Expr> {
        if !self.is_poly_component(e) {
            return None;
        }
        let ExprKind::Component { base, index, .. } = &e.kind else {
            return None;
        };
        let Type::Derived(t) = base.ty else {
            return None;
        };
        let k = self.prog.types[t as usize].tag_component(*index)?;
        Some(Expr {
            kind: ExprKind::Component {
                base: base.clone(),
                index: k,
                subscripts: Vec::new(),
            },
            ty: Type::Integer(8),
            rank: base.rank,
            span: e.span,
        })
    }

    /// A `class(t)` pointer component keeps its declared type as dynamic type (no tag of
    /// its own, decision 118; an allocatable one has its tag, decision 129): reports
    /// `target` taking another one (`how`: the statement's part), when `ty` is another type
    /// or `value` is polymorphic; true when reported.
    pub(super) fn poly_component_retyped(
        &mut self,
        target: &Expr,
        ty: Option<Type>,
        value: Option<&Expr>,
        span: Span,
    ) -> bool {
        if !self.is_poly_component(target) || self.component_tag(target).is_some() {
            return false;
        }
        let other = ty.is_some_and(|t| t != target.ty)
            || value.is_some_and(|v| v.ty != target.ty || self.is_polymorphic(v));
        if other {
            self.unsupported(
                span,
                "giving a CLASS(t) pointer component a dynamic type (another type, or a polymorphic value's)",
            );
        }
        other
    }
}
