//! The objects of ALLOCATE and DEALLOCATE (Fortran 2018 §9.7.1, §9.7.3): allocatable and
//! pointer variables and components, in any mix (`allocate(a(n), chunk%field%density0(x_min-2:
//! x_max+2, y_min-2:y_max+2), stat=ierr)`), lowered on their descriptors (`lower/allocate.rs`).

use super::tree::{Expr, ExprKind};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// Whether `e` is a whole allocatable component `a%c` of a scalar structure.
    pub(super) fn is_alloc_component(&self, e: &Expr) -> bool {
        let ExprKind::Component {
            base,
            index,
            subscripts,
        } = &e.kind
        else {
            return false;
        };
        let super::types::Type::Derived(t) = base.ty else {
            return false;
        };
        subscripts.is_empty()
            && base.rank == 0
            && self.prog.types[t as usize].components[*index]
                .alloc
                .is_some()
    }

    /// An allocate-object (§9.7.1.1): an allocatable or pointer variable, or such a component
    /// of a scalar structure (`t%c(k)%d`), as the expression of the whole object.
    pub(super) fn allocate_object(&mut self, o: &ast::Expr) -> Option<Expr> {
        match &o.kind {
            ast::ExprKind::Name(n) => {
                let id = self.allocatable_symbol(n)?;
                Some(self.var_expr(id, o.span))
            }
            ast::ExprKind::Component { .. } => {
                let c = self.expr(o)?;
                if self.is_alloc_component(&c) {
                    return Some(c);
                }
                self.error(
                    o.span,
                    "Allocate-object at (1) is neither a data pointer nor an allocatable variable",
                );
                None
            }
            _ => {
                self.unsupported(o.span, "this ALLOCATE object");
                None
            }
        }
    }

    /// `a(l:u, …)` in ALLOCATE: the object and the bounds of each dimension (lower 1 when
    /// left out); none for a scalar or an array shaped like SOURCE=/MOLD= (§9.7.1.2).
    pub(super) fn allocation(
        &mut self,
        o: &ast::Expr,
        shaper: Option<&Expr>,
    ) -> Option<(Expr, Vec<(Expr, Expr)>)> {
        if let ast::ExprKind::CallOrIndex { base, args } = &o.kind {
            if matches!(
                base.kind,
                ast::ExprKind::Name(_) | ast::ExprKind::Component { .. }
            ) {
                let obj = self.allocate_object(base)?;
                if args.len() != usize::from(obj.rank) {
                    self.error(o.span, "Rank mismatch in array reference at (1)");
                    return None;
                }
                let bounds = self.allocate_bounds(args)?;
                return Some((
                    Expr {
                        span: o.span,
                        ..obj
                    },
                    bounds,
                ));
            }
        }
        let obj = self.allocate_object(o)?;
        if obj.rank == 0 || shaper.is_some_and(|e| e.rank > 0) {
            return Some((obj, Vec::new()));
        }
        self.error(
            o.span,
            "Array specification required in ALLOCATE statement at (1)",
        );
        None
    }

    /// ALLOCATE and DEALLOCATE define their objects (§19.6.7 (12)), and change a pointer's
    /// association: neither may happen to an INTENT(IN) dummy (C844; gfortran's and flang's
    /// error, which nvfortran omits), though a pointer's target may be an object.
    pub(super) fn allocate_definable(&mut self, e: &Expr, context: &str) -> bool {
        if self.is_pointer_expr(e) {
            return self.associable(e, context);
        }
        let Some(id) = self.intent_in_defined(e) else {
            return true;
        };
        let name = self.symbol(id).name.clone();
        self.error(
            e.span,
            format!(
                "Dummy argument '{name}' with INTENT(IN) in variable definition context ({context}) at (1)"
            ),
        );
        false
    }
}
