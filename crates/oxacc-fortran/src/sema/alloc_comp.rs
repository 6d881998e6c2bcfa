//! ALLOCATE and DEALLOCATE of allocatable components (Fortran 2018 §9.7.1, §9.7.3:
//! `allocate(chunk%field%density0(x_min-2:x_max+2, y_min-2:y_max+2))`), lowered on the
//! component's descriptor (`lower/alloc_comp.rs`).

use super::tree::{Expr, ExprKind, StmtKind};
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

    /// Whether an ALLOCATE or DEALLOCATE object designates a component (`a%b…`).
    pub(super) fn is_component_object(o: &ast::Expr) -> bool {
        match &o.kind {
            ast::ExprKind::Component { .. } => true,
            ast::ExprKind::CallOrIndex { base, .. } => {
                matches!(base.kind, ast::ExprKind::Component { .. })
            }
            _ => false,
        }
    }

    fn alloc_component_object(&mut self, o: &ast::Expr) -> Option<Expr> {
        let c = self.expr(o)?;
        if !self.is_alloc_component(&c) {
            self.error(
                o.span,
                "Allocate-object at (1) is neither a data pointer nor an allocatable variable",
            );
            return None;
        }
        Some(c)
    }

    pub(super) fn allocate_components(
        &mut self,
        objects: &[ast::Expr],
        stat: Option<Expr>,
        type_spec: Option<&ast::TypeSpec>,
    ) -> Option<StmtKind> {
        let mut out = Vec::new();
        for o in objects {
            if let ast::ExprKind::Component { .. } = &o.kind {
                // A scalar pointer or allocatable component (§9.7.1.1): no bounds.
                let c = self.alloc_component_object(o)?;
                if c.rank == 0 {
                    out.push((c, Vec::new()));
                    continue;
                }
            }
            let ast::ExprKind::CallOrIndex { base, args } = &o.kind else {
                self.error(
                    o.span,
                    "Array specification required in ALLOCATE statement at (1)",
                );
                return None;
            };
            if !Self::is_component_object(o) {
                self.unsupported(o.span, "variables and components in one ALLOCATE");
                return None;
            }
            let c = self.alloc_component_object(base)?;
            if args.len() != usize::from(c.rank) {
                self.error(o.span, "Rank mismatch in array reference at (1)");
                return None;
            }
            let bounds = self.allocate_bounds(args)?;
            out.push((c, bounds));
        }
        let len = match type_spec {
            Some(ts) => {
                let tys: Vec<_> = out.iter().map(|(c, _)| c.ty).collect();
                let spans: Vec<_> = objects.iter().map(|o| o.span).collect();
                self.allocate_type_spec(ts, &tys, &spans)?
            }
            None => None,
        };
        let init = out
            .iter()
            .map(|(c, _)| match c.ty {
                super::types::Type::Derived(t) => self.default_value(t),
                _ => None,
            })
            .collect();
        Some(StmtKind::AllocComponents {
            objects: out,
            stat,
            len,
            init,
        })
    }

    pub(super) fn deallocate_components(
        &mut self,
        objects: &[ast::Expr],
        stat: Option<Expr>,
    ) -> Option<StmtKind> {
        let mut out = Vec::new();
        for o in objects {
            if !Self::is_component_object(o) {
                self.unsupported(o.span, "variables and components in one DEALLOCATE");
                return None;
            }
            out.push(self.alloc_component_object(o)?);
        }
        Some(StmtKind::DeallocComponents { objects: out, stat })
    }
}
