//! OpenMP tasks, `taskgroup`, `ordered` and `linear` to OIR (docs/oir.md "OpenMP
//! operations"):
//! - `task` → `omp.task` with its data-sharing clauses, the variables sema found implicitly
//!   firstprivate (§2.15.1.1), and, as for `parallel`, every stack slot made while lowering
//!   the task's statement as `private` (the slots live in the function's entry block, and
//!   each task needs its own);
//! - `taskgroup`, `ordered` → regions; `taskyield` → `omp.taskyield`; `ordered simd` runs its
//!   statement (the loop runs in order anyway once it is not vectorised);
//! - `linear(x: s)` on a worksharing loop (§2.15.3.7): `x` is lastprivate, and each
//!   iteration starts with `x = x0 + k * s`, `k` the iteration's logical number and `x0` the
//!   value of `x` before the loop.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::omp_host;
use oxacc_offload::omp_task::{self, TaskEnv};
use oxacc_oir::{BinOp, Clause, DirectiveKind, LoopDim, OmpOp, Value};

use super::FnCx;
use crate::acc::{AccLoop, AccVar};
use crate::ast::{ExprId, StmtId};
use crate::omp::{OmpArgs, OmpClause, OmpConstruct};
use crate::types::TypeId;

/// A `linear` variable of a loop: its storage, its value before the loop, its step.
pub(super) struct Linear {
    var: AccVar,
    start: Value,
    step: Value,
}

impl FnCx<'_, '_> {
    /// `task` (§2.9.1; the data environment is the shared layer's, `omp_task::task`).
    pub(super) fn omp_task(&mut self, c: &OmpConstruct, body: Option<StmtId>) {
        let statics = self.omp_pin_statics(&c.clauses);
        let mut oclauses = self.omp_clauses(&c.clauses);
        let blocks = self.omp_depend_iterators(&c.clauses, &mut oclauses);
        let env = TaskEnv {
            firstprivate: self.omp_slots(&c.implicit_firstprivate),
            private: Vec::new(),
        };
        let (untied, mergeable) = (c.has(CK::Untied), c.has(CK::Mergeable));
        omp_task::task(
            self,
            untied,
            mergeable,
            oclauses,
            env,
            c.span,
            Self::slot_name,
            |f| {
                if let Some(b) = body {
                    f.stmt(b);
                }
            },
        );
        oxacc_offload::omp_iterator::free_arrays(self, blocks);
        self.omp_unpin_statics(statics);
    }

    /// An undeferred target task waits for its dependences before it runs (5.0 §2.12.5,
    /// §2.17.11), as `taskwait depend(…)` does (§2.17.5): an `omp.taskwait` with the
    /// `depend` clauses.
    pub(super) fn omp_target_wait(&mut self, deps: &[OmpClause]) {
        let mut clauses = self.omp_clauses(deps);
        let blocks = self.omp_depend_iterators(deps, &mut clauses);
        self.b
            .directive(DirectiveKind::Omp(OmpOp::Taskwait), clauses);
        oxacc_offload::omp_iterator::free_arrays(self, blocks);
    }

    /// The `linear` clauses of a loop: each variable's value before the loop and its step,
    /// evaluated before the loop (§2.15.3.7).
    pub(super) fn omp_linear_start(&mut self, clauses: &[OmpClause]) -> Vec<Linear> {
        let out = self.omp_linear_values(clauses);
        // The last iteration's value is copied out into the same variable: no thread may do
        // that before every thread has read the start value.
        if !out.is_empty() {
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
        }
        out
    }

    /// `linear` of a worksharing loop in a parallel region of a target region (4.5
    /// §2.15.3.7; `omp_device::Translation::linear`), `share` the thread and the team: the
    /// start values, then the team's barrier, for the same reason as on the host.
    pub(super) fn omp_device_linear_start(
        &mut self,
        share: Option<(Value, Value)>,
        span: oxacc_source::Span,
    ) -> Vec<Linear> {
        let clauses = std::mem::take(&mut self.omp_linear);
        let Some((_, team)) = share else {
            return Vec::new();
        };
        let out = self.omp_linear_values(&clauses);
        if !out.is_empty() {
            oxacc_offload::lower::team_barrier(self, team, span);
        }
        out
    }

    /// Each linear variable's value before the loop and its step.
    fn omp_linear_values(&mut self, clauses: &[OmpClause]) -> Vec<Linear> {
        let mut out = Vec::new();
        for cl in clauses {
            let OmpArgs::Linear { vars, step } = &cl.args else {
                continue;
            };
            self.set_span(cl.span);
            let step = match step {
                Some(e) => self.omp_i64(*e),
                None => {
                    let t = self.b.module.i64();
                    self.b.iconst(t, 1)
                }
            };
            for v in vars {
                let lv = self.lvalue(v.base);
                let ty = self.cx.val_ty(self.b.module, v.ty);
                let start = self.b.load(ty, lv.addr);
                out.push(Linear {
                    var: v.clone(),
                    start,
                    step,
                });
            }
        }
        out
    }

    fn omp_i64(&mut self, e: ExprId) -> Value {
        let v = self.scalar(e);
        let from = self.cx.ast[e].ty;
        self.convert_scalar(v, from, TypeId::LONG)
    }

    /// At the top of an iteration: each linear variable (not a loop variable) gets
    /// `start + k * step`, `k` the logical iteration number of induction values `ivs`.
    pub(super) fn omp_linear_iteration(
        &mut self,
        linear: &[Linear],
        loops: &[AccLoop],
        dims: &[LoopDim],
        ivs: &[Value],
    ) {
        let vars: Vec<_> = linear
            .iter()
            .filter(|l| !loops.iter().any(|lp| Some(lp.var) == l.var.root))
            .collect();
        if vars.is_empty() {
            return;
        }
        let i64t = self.b.module.i64();
        let nest = &dims[..loops.len().min(dims.len())];
        let k = omp_host::logical_iteration(&mut self.b, nest, ivs, i64t);
        let Some(k) = k else { return };
        for l in vars {
            let delta = self.b.binary(BinOp::Mul, k, l.step);
            let ty = self.cx.types.unqualified(l.var.ty);
            let val = if self.cx.types.is_pointer(ty) {
                self.ptr_offset(l.start, ty, delta, TypeId::LONG, false)
            } else {
                let d = self.convert_scalar(delta, TypeId::LONG, ty);
                self.b.binary(BinOp::Add, l.start, d)
            };
            let lv = self.lvalue(l.var.base);
            self.b.store(val, lv.addr);
        }
    }

    /// The linear variables as `lastprivate` (the value of the last iteration is copied
    /// out), for the loop's clauses.
    pub(super) fn omp_linear_clause(&mut self, linear: &[Linear]) -> Option<Clause> {
        let vars: Vec<_> = linear.iter().map(|l| self.acc_var_ref(&l.var)).collect();
        (!vars.is_empty()).then_some(Clause::LastPrivate(vars))
    }
}
