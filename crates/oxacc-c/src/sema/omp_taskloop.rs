//! The `taskloop` construct in C (OpenMP 4.5 §2.9.2): its own clauses (`grainsize`,
//! `num_tasks`, `nogroup`) and what oxacc does not run on it yet. The loop is checked as a
//! worksharing loop's (canonical form, `collapse`) and the data-sharing rules are those of
//! `task` (sema/omp_task.rs).

use oxacc_directives::TokRange;
use oxacc_source::Span;

use super::Sema;
use crate::ast::ExprId;
use crate::omp::{OmpBody, OmpClauseKind as CK, OmpConstruct};
use crate::token::Token;
use crate::types::TypeId;

impl Sema<'_> {
    /// `grainsize(g)` or `num_tasks(n)` (§2.9.2): an integer expression, on `taskloop` only.
    pub(super) fn omp_taskloop_clause(
        &mut self,
        toks: &[Token],
        r: TokRange,
        at: Span,
        cname: &str,
        body: &OmpBody,
    ) -> Option<ExprId> {
        if *body != OmpBody::Taskloop {
            // The directive checks allow these clauses on taskloop constructs only.
            self.error(at, format!("OpenMP '{cname}' clause is not supported yet"));
            return None;
        }
        Some(self.omp_int_expr(toks, r, &format!("OpenMP '{cname}' clause")))
    }

    /// A `reduction` on a taskloop that oxacc runs (5.0 §2.19.5.4; lower/omp_taskloop.rs):
    /// plain variables of integer (not `_Bool`), `float` or `double` type.
    fn omp_taskloop_simple_reduction(&mut self, cl: &crate::omp::OmpClause) -> bool {
        let vars = match &cl.args {
            crate::omp::OmpArgs::Reduction { vars, .. } => vars,
            // User-defined reductions run on every kind of task (lower/omp_udr.rs).
            crate::omp::OmpArgs::UserReduction { .. } => return true,
            _ => return false,
        };
        vars.iter().all(|v| {
            let ty = self.types.unqualified(v.ty);
            v.dims.is_empty()
                && v.root.is_some()
                && ((self.types.is_integer(ty) && ty != TypeId::BOOL)
                    || ty == TypeId::FLOAT
                    || ty == TypeId::DOUBLE)
        })
    }

    /// The clauses of a `taskloop` that oxacc does not run yet.
    pub(super) fn omp_taskloop_unsupported(&mut self, c: &OmpConstruct) {
        if c.body != OmpBody::Taskloop {
            return;
        }
        for cl in &c.clauses {
            let what = match cl.kind {
                CK::Reduction if self.omp_taskloop_simple_reduction(cl) => continue,
                CK::Reduction => "OpenMP 'reduction' clause on 'taskloop' other than on variables of integer, 'float' or 'double' type",
                CK::InReduction => "OpenMP 'in_reduction' clause on 'taskloop'",
                _ => continue,
            };
            self.error(cl.span, format!("{what} is not supported yet"));
        }
    }
}
