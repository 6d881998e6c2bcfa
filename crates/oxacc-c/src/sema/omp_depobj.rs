//! The `depobj` directive (OpenMP 5.0 §2.17.10.1): its object, an lvalue of type
//! `omp_depend_t` (a pointer in omp.h); the clause rules are the directive model's.

use oxacc_directives::omp::{OmpDirective, OmpDirectiveArgs};

use super::omp::range_span;
use super::Sema;
use crate::ast::ExprId;
use crate::token::Token;

impl Sema<'_> {
    pub(super) fn omp_depobj_object(
        &mut self,
        parsed: &OmpDirective,
        toks: &[Token],
    ) -> Option<ExprId> {
        let OmpDirectiveArgs::List(items) = &parsed.args else {
            return None;
        };
        let &[r] = items.as_slice() else { return None };
        let at = range_span(toks, r, self.acc.whole);
        let e = self.omp_parse_expr(Self::omp_range(toks, r), at);
        let e = self.expr(e);
        let ty = self.ty_of(e);
        if self.types.is_error(ty) {
            return None;
        }
        let lvalue = self.ast[e].value_kind == crate::ast::ValueKind::LValue;
        if !lvalue || !self.types.is_pointer(ty) {
            self.omp_error_note(
                at,
                format!("the object of OpenMP 'depobj' must be an lvalue of type 'omp_depend_t' ('{}' invalid)", self.ty_str(ty)),
                "OpenMP 5.0 §2.17.10.1: depobj is an lvalue expression of type omp_depend_t",
            );
            return None;
        }
        Some(e)
    }
}
