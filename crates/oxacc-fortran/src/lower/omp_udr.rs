//! User-defined reductions (OpenMP 4.5 §2.16) on `parallel`, `do` and `sections`: the shared
//! layer's semantics (`omp_host::user_reduction`: a copy per thread, the initializer, the
//! combiner in a critical section), with the Fortran statements of the `declare reduction`
//! (sema/omp/udr.rs) run with `omp_out`/`omp_in` and `omp_priv`/`omp_orig` at the addresses
//! of the original and the copy.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::host::Host;
use oxacc_offload::omp_host::{UserReductionCode, UserReductionVar};
use oxacc_offload::omp_target_udr::{self, UdrCombine};
use oxacc_oir::Value;

use super::func::{FnLower, VarInfo};
use super::mem_type;
use crate::sema::omp::tree::{OmpArgs, OmpClause};
use crate::sema::tree::{ExprKind, SymbolId};

impl FnLower<'_, '_, '_> {
    /// Whether `clauses` name a user-defined reduction.
    pub(super) fn omp_has_udr(clauses: &[OmpClause]) -> bool {
        clauses
            .iter()
            .any(|c| matches!(c.args, OmpArgs::UserReduction { .. }))
    }

    /// `clauses` without the user-defined reductions, with `nowait` (the construct's end
    /// comes after the combination, see `user_reduction`); and whether it waited.
    pub(super) fn omp_without_udr(
        clauses: &[OmpClause],
        span: oxacc_source::Span,
    ) -> (Vec<OmpClause>, bool) {
        let wait = !clauses.iter().any(|c| c.kind == CK::Nowait);
        let mut rest: Vec<OmpClause> = clauses
            .iter()
            .filter(|c| !matches!(c.args, OmpArgs::UserReduction { .. }))
            .cloned()
            .collect();
        if wait {
            rest.push(OmpClause {
                kind: CK::Nowait,
                span,
                args: OmpArgs::None,
            });
        }
        (rest, wait)
    }

    /// Lowers a construct (`body`) with the user-defined reductions of `clauses`, each
    /// reduction variable at its copy while `body` lowers.
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

    /// An OpenMP combined target loop construct with user-defined reductions, run by the
    /// league (`omp_target_udr::user_reduction_partials`): `kind` and `clauses` are its
    /// compute construct's, `loop_clauses` its loop's; `body(f, c, p)` lowers the loop as
    /// slot `c`'s share of `p` slots, with the variables at the slot's copies.
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
        let mut items: Vec<(SymbolId, usize)> = Vec::new();
        for c in clauses {
            if let OmpArgs::UserReduction { vars, udrs } = &c.args {
                for (v, &k) in vars.iter().zip(udrs) {
                    if let crate::sema::acc::tree::AccVar::Designator(e, _) = v {
                        if let ExprKind::Var(id) = e.kind {
                            items.push((id, k));
                        }
                    }
                }
            }
        }
        let mut vars = Vec::new();
        for &(id, k) in &items {
            let Some(info) = self.var(id) else { return };
            let ty = self.ctx.prog.omp.udrs[k].ty;
            let ty = mem_type(self.b.module, &self.ctx.derived, ty);
            vars.push(UserReductionVar {
                orig: info.addr,
                ty,
            });
        }
        let udrs: Vec<usize> = items.iter().map(|&(_, k)| k).collect();
        let (u1, u2) = (udrs.clone(), udrs);
        let mut init = move |f: &mut Self, k: usize, copy: Value, orig: Value| {
            let Some((p, o, code)) = f.ctx.prog.omp.udrs[u1[k]].init.clone() else {
                return false;
            };
            f.omp_udr_run(&[(p, copy), (o, orig)], &code);
            true
        };
        let mut combine = move |f: &mut Self, k: usize, out: Value, inn: Value| {
            let u = &f.ctx.prog.omp.udrs[u2[k]];
            let (o, i, code) = (u.out, u.inn, u.combiner.clone());
            f.omp_udr_run(&[(o, out), (i, inn)], &code);
        };
        let code = UserReductionCode {
            init: &mut init,
            combine: &mut combine,
        };
        let names: Vec<smol_str::SmolStr> = items
            .iter()
            .map(|&(id, _)| self.ctx.prog.symbol(id).name.clone())
            .collect();
        let lower = |f: &mut Self, copies: &[Value], share: Option<(Value, Value)>| {
            let saved: Vec<(SymbolId, Option<VarInfo>)> = items
                .iter()
                .zip(copies)
                .map(|(&(id, _), &c)| (id, f.vars.insert(id, scalar_at(c))))
                .collect();
            body(f, share);
            f.omp_udr_restore(saved);
        };
        omp_target_udr::user_reductions(self, &vars, &names, code, mode, span, lower);
        Host::set_span(self, span);
    }

    /// Runs the combiner or initializer `code` with its variables at these addresses.
    fn omp_udr_run(&mut self, at: &[(SymbolId, Value)], code: &[crate::sema::tree::Stmt]) {
        let saved: Vec<(SymbolId, Option<VarInfo>)> = at
            .iter()
            .map(|&(id, a)| (id, self.vars.insert(id, scalar_at(a))))
            .collect();
        self.stmts(code);
        self.omp_udr_restore(saved);
    }

    fn omp_udr_restore(&mut self, saved: Vec<(SymbolId, Option<VarInfo>)>) {
        for (id, old) in saved {
            match old {
                Some(v) => self.vars.insert(id, v),
                None => self.vars.remove(&id),
            };
        }
    }
}

fn scalar_at(addr: Value) -> VarInfo {
    VarInfo {
        addr,
        dims: Vec::new(),
        char_len: None,
        strides: None,
    }
}
