//! `!$omp declare variant(variant) match(selector)` in Fortran (OpenMP 5.0 §2.3.5): in the
//! specification part of the base procedure, it names the procedure a call of the base
//! calls instead where the selector matches the call's context. The selectors are matched
//! and scored by the rule C uses (`oxacc_offload::omp_context`). The directives are taken
//! before any body is resolved, so that every call sees them. A call in a target region (or
//! in a `declare target` procedure) is resolved for the GPU's context; its host fallback
//! calls the same procedure (one lowering for both, as the Fortran metadirective).

use oxacc_directives::omp::OmpDirectiveKind as K;
use oxacc_offload::omp_context::{self, Context};
use oxacc_source::Diagnostic;

use super::tree::OmpVariant;
use crate::ast;
use crate::ast::omp as a;
use crate::sema::scope::Entity;
use crate::sema::tree::ProcId;
use crate::sema::{PendingBody, Sema};

const SPEC: &str = "OpenMP 5.0 §2.3.5";

impl Sema<'_> {
    /// The `declare variant` directives of the specification parts of `bodies`.
    pub(in crate::sema) fn omp_declare_variants(&mut self, bodies: &[PendingBody<'_>]) {
        let (saved_scope, saved_proc) = (self.cur_scope, self.cur_proc);
        for b in bodies {
            self.cur_scope = b.scope;
            self.cur_proc = Some(b.proc);
            for st in &b.unit.body {
                if let ast::StmtKind::OmpDirective(d) = &st.kind {
                    if d.kind == K::DeclareVariant {
                        self.omp_declare_variant(d, b.proc);
                    }
                }
            }
        }
        self.cur_scope = saved_scope;
        self.cur_proc = saved_proc;
    }

    fn omp_declare_variant(&mut self, d: &a::OmpDirective, base: ProcId) {
        let Some(name) = &d.name else {
            return;
        };
        let variant = match self.lookup(&name.key) {
            Some(Entity::Proc(p)) => p,
            _ => {
                let diag = Diagnostic::error(
                    name.span,
                    format!("'{}' in 'declare variant' is not a procedure", name.text),
                )
                .with_note(
                    None,
                    format!("{SPEC}: the variant is a procedure visible where the directive is"),
                );
                self.diags.emit(self.sm, diag);
                return;
            }
        };
        let selector = d.clauses.iter().find_map(|c| match &c.args {
            a::OmpArgs::Match(sel) => Some(sel.clone()),
            _ => None,
        });
        let Some(selector) = selector else {
            let diag = Diagnostic::error(d.name_span, "'declare variant' needs a 'match' clause")
                .with_note(None, format!("{SPEC}: the match clause is required"));
            self.diags.emit(self.sm, diag);
            return;
        };
        if let Err((v, _)) = omp_context::check(&selector, &mut omp_context::literal_condition) {
            let diag = Diagnostic::error(d.span, v.message).with_note(None, v.note);
            self.diags.emit(self.sm, diag);
            return;
        }
        if variant == base {
            self.error(name.span, "a procedure cannot be its own variant");
            return;
        }
        self.prog.omp.variants.push(OmpVariant {
            base,
            variant,
            selector,
        });
    }

    /// The procedure a call of `p` here calls: the variant whose selector matches the
    /// context of the call with the highest score, else `p`.
    pub(in crate::sema) fn omp_variant_of(&self, p: ProcId) -> ProcId {
        let candidates: Vec<&OmpVariant> = self
            .prog
            .omp
            .variants
            .iter()
            .filter(|v| v.base == p)
            .collect();
        if candidates.is_empty() {
            return p;
        }
        let constructs = Context::context_leaves(self.omp_open.iter().flat_map(|o| o.0.leaves()));
        let in_device = self.in_device_code();
        let ctx = if in_device {
            Context::device(constructs, None)
        } else {
            Context::host(constructs)
        };
        match omp_context::select(
            candidates.iter().map(|v| &v.selector),
            &ctx,
            &mut omp_context::literal_condition,
        ) {
            Ok(Some(i)) => candidates[i].variant,
            _ => p,
        }
    }
}
