//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `for`, `sections` and the tasks
//! of `taskloop`: the shared layer's semantics (`omp_host::user_reduction`: a copy per
//! thread or task, the initializer, the combiner in a critical section), with the C code of
//! the `declare reduction` (sema/omp_udr.rs) run with `omp_out`/`omp_in` and
//! `omp_priv`/`omp_orig` at the addresses of the copy and the original.

use oxacc_offload::omp_host::{self, UserReductionCode, UserReductionVar};
use oxacc_offload::omp_target_udr;
use oxacc_oir::Value;

use super::FnCx;
use crate::ast::DeclId;
use crate::omp::{OmpArgs, OmpClause};

/// Where the copies of a user-defined reduction are combined.
enum Mode {
    /// Host constructs: in a critical section, then a barrier when true.
    Critical(bool),
    /// A target loop that one thread runs.
    OneThread,
    /// A target loop run by the league, through partial results.
    Partials {
        kind: oxacc_oir::ComputeKind,
        clauses: Vec<oxacc_oir::Clause>,
        loop_clauses: Vec<oxacc_oir::Clause>,
    },
}

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
        self.omp_udr_lower(clauses, Mode::Critical(barrier), span, |f, _| body(f))
    }

    /// [`Self::omp_user_reductions`] for a combined target loop construct that one thread
    /// runs (`omp_host::user_reduction_one_thread`, in device code).
    pub(super) fn omp_user_reductions_one_thread(
        &mut self,
        clauses: &[OmpClause],
        span: oxacc_source::Span,
        body: impl FnOnce(&mut Self),
    ) {
        self.omp_udr_lower(clauses, Mode::OneThread, span, |f, _| body(f))
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
        let mode = Mode::Partials {
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
        mode: Mode,
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
        let refs: Vec<oxacc_oir::VarRef> = items
            .iter()
            .zip(&vars)
            .map(|(&(d, _), v)| oxacc_oir::VarRef {
                var: v.orig,
                name: self.cx.ast[d].name().cloned().unwrap_or_default(),
                ty: v.ty,
                bounds: Vec::new(),
            })
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
        match mode {
            Mode::Critical(barrier) => {
                omp_host::user_reduction(self, &vars, code, barrier, span, |f, c| lower(f, c, None))
            }
            Mode::OneThread => {
                omp_host::user_reduction_one_thread(self, &vars, code, span, |f, c| {
                    lower(f, c, None)
                })
            }
            Mode::Partials {
                kind,
                clauses,
                loop_clauses,
            } => omp_target_udr::user_reduction_partials(
                self,
                &vars,
                &refs,
                code,
                kind,
                clauses,
                loop_clauses,
                span,
                |f, copies, c, p| lower(f, copies, Some((c, p))),
            ),
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
