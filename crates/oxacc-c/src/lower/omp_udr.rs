//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `for`, `sections` and the tasks
//! of `taskloop`: the shared layer's semantics (`omp_host::user_reduction`: a copy per
//! thread or task, the initializer, the combiner in a critical section), with the C code of
//! the `declare reduction` (sema/omp_udr.rs) run with `omp_out`/`omp_in` and
//! `omp_priv`/`omp_orig` at the addresses of the copy and the original.

use oxacc_offload::omp_host::{UserReductionCode, UserReductionVar};
use oxacc_offload::omp_target_udr::{self, UdrCombine};
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
        self.omp_udr_lower(clauses, UdrCombine::Critical { barrier }, span, |f, _| {
            body(f)
        })
    }

    /// [`Self::omp_user_reductions`] for a combined target loop construct that one thread
    /// runs (`omp_host::user_reduction_one_thread`, in device code).
    pub(super) fn omp_user_reductions_one_thread(
        &mut self,
        clauses: &[OmpClause],
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self),
    ) {
        self.omp_udr_lower(clauses, UdrCombine::OneThread, span, |f, _| body(f))
    }

    /// A combined target loop construct with user-defined reductions, run by the league
    /// (`omp_target_udr::user_reduction_partials`): `kind` and `clauses` are its compute
    /// construct's, `loop_clauses` its loop's; `body(f, c, p)` lowers the loop as slot `c`'s
    /// share of `p` slots, with the variables at the slot's copies.
    pub(super) fn omp_user_reductions_partials(
        &mut self,
        udrs: &[OmpClause],
        kind: oxacc_oir::ComputeKind,
        clauses: Vec<oxacc_oir::Clause>,
        loop_clauses: Vec<oxacc_oir::Clause>,
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self, Value, Value),
    ) {
        let mode = UdrCombine::Partials {
            kind,
            clauses,
            loop_clauses,
        };
        self.omp_udr_lower(udrs, mode, span, |f, share| {
            if let Some((c, p)) = share {
                body(f, c, p)
            }
        })
    }

    fn omp_udr_lower(
        &mut self,
        clauses: &[OmpClause],
        mode: UdrCombine,
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self, Option<(Value, Value)>),
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
        let names: Vec<smol_str::SmolStr> = items
            .iter()
            .map(|&(d, _)| self.cx.ast[d].name().cloned().unwrap_or_default())
            .collect();
        let lower = |f: &mut Self, copies: &[Value], share: Option<(Value, Value)>| {
            let saved: Vec<(DeclId, Option<Value>)> = items
                .iter()
                .zip(copies)
                .map(|(&(d, _), &c)| (d, f.locals.insert(d, c)))
                .collect();
            body(f, share);
            for (d, old) in saved {
                match old {
                    Some(a) => f.locals.insert(d, a),
                    None => f.locals.remove(&d),
                };
            }
        };
        omp_target_udr::user_reductions(self, &vars, &names, code, mode, span, lower);
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
