//! `depobj(obj)` (OpenMP 5.0 §2.17.10.1) and `depend(iterator(…), …)` (§2.1.6) in C: the
//! layout and the code are the shared layer's (`oxacc_offload::omp_depobj`,
//! `oxacc_offload::omp_iterator`).

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_oir::Value;

use super::FnCx;
use crate::ast::{DirectiveId, ExprId, StmtId};
use crate::omp::{OmpArgs, OmpConstruct};

impl FnCx<'_, '_> {
    pub(super) fn omp_depobj(&mut self, c: &OmpConstruct, obj: ExprId) {
        use oxacc_offload::omp_depobj;
        self.set_span(c.span);
        let at = self.lvalue(obj).addr;
        for cl in &c.clauses {
            match (&cl.args, cl.kind) {
                (OmpArgs::Depend { kind, vars, .. }, CK::Depend) => {
                    let Some(v) = vars.first() else { continue };
                    let v = self.acc_var_ref(v);
                    let kind = oxacc_offload::omp_host::depend_kind(*kind);
                    omp_depobj::init(self, at, &v, kind);
                }
                (OmpArgs::Depend { kind, .. }, CK::Update) => {
                    let kind = oxacc_offload::omp_host::depend_kind(*kind);
                    omp_depobj::update(self, at, kind);
                }
                (_, CK::Destroy) => omp_depobj::destroy(self, at),
                _ => {}
            }
        }
    }
}

impl FnCx<'_, '_> {
    /// `depend(iterator(…), type: list)` clauses (OpenMP 5.0 §2.1.6, §2.17.11): each becomes
    /// a dependence array (`oxacc_offload::omp_iterator`) the task names as a depend object;
    /// returns the blocks to free once the task exists.
    pub(super) fn omp_depend_iterators(
        &mut self,
        clauses: &[crate::omp::OmpClause],
        out: &mut Vec<oxacc_oir::Clause>,
    ) -> Vec<Value> {
        use oxacc_offload::omp_iterator::dependence_clause;
        let mut blocks = Vec::new();
        for cl in clauses {
            let OmpArgs::Depend {
                kind,
                vars,
                iterators,
                ..
            } = &cl.args
            else {
                continue;
            };
            if iterators.is_empty() {
                continue;
            }
            self.set_span(cl.span);
            let ranges = self.omp_iter_ranges(iterators);
            let kind = oxacc_offload::omp_host::depend_kind(*kind);
            let (clause, block) = dependence_clause(self, &ranges, vars.len(), kind, |f, l| {
                f.acc_var_ref(&vars[l])
            });
            out.push(clause);
            blocks.push(block);
        }
        blocks
    }

    /// The iterators' slots (bound to their declarations) and ranges, evaluated once, before
    /// any iterator exists (5.0 §2.1.6).
    pub(super) fn omp_iter_ranges(
        &mut self,
        iterators: &[crate::omp::OmpIterator],
    ) -> Vec<oxacc_offload::omp_iterator::IterRange> {
        let mut ranges = Vec::new();
        for it in iterators {
            let ty = self.cx.oir_ty(self.b.module, it.ty);
            let slot = self.entry_alloca(ty);
            self.locals.insert(it.decl, slot);
            let begin = self.scalar(it.begin);
            let end = self.scalar(it.end);
            let step = match it.step {
                Some(e) => self.scalar(e),
                None => self.b.iconst(ty, 1),
            };
            ranges.push(oxacc_offload::omp_iterator::IterRange {
                slot,
                ty,
                begin,
                end,
                step,
            });
        }
        ranges
    }

    /// A `target enter/exit data` or `target update` directive whose map or motion clauses
    /// have an `iterator` modifier (5.1 §2.21.7.1, §2.21.6): each point's list items are
    /// mapped (updated) as if listed separately, so the directive runs once per point.
    pub(super) fn omp_map_iterated(
        &mut self,
        iterators: &[crate::omp::OmpIterator],
        d: DirectiveId,
        body: Option<StmtId>,
    ) {
        let ranges = self.omp_iter_ranges(iterators);
        oxacc_offload::omp_iterator::iterate(self, &ranges, |f| f.acc_stmt(d, body));
    }
}
