//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `for`, `sections` and the tasks
//! of `taskloop`: the shared layer's semantics (`omp_host::user_reduction`: a copy per
//! thread or task, the initializer, the combiner in a critical section), with the C code of
//! the `declare reduction` (sema/omp_udr.rs) run with `omp_out`/`omp_in` and
//! `omp_priv`/`omp_orig` at the addresses of the copy and the original.

use oxacc_offload::omp_host::{self, UserReductionCode, UserReductionVar};
use oxacc_oir::Value;

use super::FnCx;
use crate::ast::DeclId;
use crate::omp::{OmpArgs, OmpClause};

impl FnCx<'_, '_> {
    /// Whether `clauses` name a user-defined reduction.
    pub(super) fn omp_has_udr(clauses: &[OmpClause]) -> bool {
        clauses
            .iter()
            .any(|c| matches!(c.args, OmpArgs::UserReduction { .. }))
    }

    /// Lowers a construct (`body`) with the user-defined reductions of `clauses`: while `body`
    /// lowers, each reduction variable names its copy. `barrier`: the construct ends with a
    /// barrier after the combination (see `user_reduction`).
    pub(super) fn omp_user_reductions(
        &mut self,
        clauses: &[OmpClause],
        barrier: bool,
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self),
    ) {
        self.omp_udr_lower(clauses, Some(barrier), span, body)
    }

    /// [`Self::omp_user_reductions`] for a combined target loop construct that one thread
    /// runs (`omp_host::user_reduction_one_thread`, in device code).
    pub(super) fn omp_user_reductions_one_thread(
        &mut self,
        clauses: &[OmpClause],
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self),
    ) {
        self.omp_udr_lower(clauses, None, span, body)
    }

    /// `barrier`: `None` for one thread, without a critical section.
    fn omp_udr_lower(
        &mut self,
        clauses: &[OmpClause],
        barrier: Option<bool>,
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self),
    ) {
        let mut items: Vec<(DeclId, usize)> = Vec::new();
        for c in clauses {
            if let OmpArgs::UserReduction { vars, udrs } = &c.args {
                for (v, &k) in vars.iter().zip(udrs) {
                    if let Some(d) = v.root {
                        items.push((d, k));
                    }
                }
            }
        }
        let mut vars = Vec::new();
        for &(d, k) in &items {
            let at = self.cx.ast[d].declarator.name_span;
            let orig = self.decl_addr(d, at);
            let ty = self.cx.omp.udrs[k].ty;
            let ty = self.cx.oir_ty(self.b.module, ty);
            vars.push(UserReductionVar { orig, ty });
        }
        let udrs: Vec<usize> = items.iter().map(|&(_, k)| k).collect();
        let (u1, u2) = (udrs.clone(), udrs);
        let mut init = move |f: &mut Self, k: usize, copy: Value, orig: Value| {
            let Some(i) = f.cx.omp.udrs[u1[k]].init.clone() else {
                return false;
            };
            f.omp_udr_run(&[(i.priv_, copy), (i.orig, orig)], i.expr);
            true
        };
        let mut combine = move |f: &mut Self, k: usize, out: Value, inn: Value| {
            let u = &f.cx.omp.udrs[u2[k]];
            let (o, i, e) = (u.out, u.inn, u.combiner);
            f.omp_udr_run(&[(o, out), (i, inn)], e);
        };
        let code = UserReductionCode {
            init: &mut init,
            combine: &mut combine,
        };
        let lower = |f: &mut Self, copies: &[Value]| {
            let saved: Vec<(DeclId, Option<Value>)> = items
                .iter()
                .zip(copies)
                .map(|(&(d, _), &c)| (d, f.locals.insert(d, c)))
                .collect();
            body(f);
            for (d, old) in saved {
                match old {
                    Some(a) => f.locals.insert(d, a),
                    None => f.locals.remove(&d),
                };
            }
        };
        match barrier {
            Some(barrier) => omp_host::user_reduction(self, &vars, code, barrier, span, lower),
            None => omp_host::user_reduction_one_thread(self, &vars, code, span, lower),
        }
    }

    /// Evaluates the combiner or initializer `e` with its variables at these addresses.
    fn omp_udr_run(&mut self, at: &[(DeclId, Value)], e: crate::ast::ExprId) {
        for &(d, a) in at {
            self.locals.insert(d, a);
        }
        self.rvalue(e);
        for &(d, _) in at {
            self.locals.remove(&d);
        }
    }
}
