//! `taskloop` in Fortran (OpenMP 4.5 §2.9.2): the shared shape (`omp_host::taskloop`: the
//! task count, chunks of consecutive logical iterations, a taskgroup unless `nogroup`), each
//! chunk an `omp.task` with the construct's clauses, the implicit data-sharing attributes of
//! a task (sema's), the chunk's bounds firstprivate and the DO variables private, running its
//! iterations in order. `lastprivate` variables get each task's own copy, copied out by the
//! task of the last iteration (a DO variable gets the value the DO leaves); reductions are
//! each task's copy combined as it ends (an operator's: the task's `reduction` clause, which
//! oxacc-oir's omp.task lowers as C's; user-defined ones: `omp_user_reductions`).

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::host::Host;
use oxacc_offload::omp_host;
use oxacc_offload::omp_task::{self, TaskEnv};
use oxacc_offload::omp_udr::UdrHost;
use oxacc_oir::{BinOp, Value};

use super::func::{FnLower, LoopTarget, VarInfo};
use super::mem_type;
use crate::sema::omp::tree::{OmpArgs, OmpClause, OmpStmt};
use crate::sema::tree::{DoLoop, ExprKind, SymbolId};

/// A lastprivate variable: its symbol, its original's address (taken outside the tasks) and
/// the DO loop it is the variable of.
struct LastPrivate {
    id: SymbolId,
    orig: Value,
    do_loop: Option<usize>,
}

impl FnLower<'_, '_, '_> {
    pub(super) fn omp_taskloop(&mut self, o: &OmpStmt, clauses: &[OmpClause]) {
        let saved_vars = self.vars.clone();
        let Some((loops, body)) = super::omp::omp_do_nest(o) else {
            return Host::unsupported(
                self,
                o.name_span,
                "this loop nest is not lowered for OpenMP yet".into(),
            );
        };
        let loop_id = |c: &DoLoop| match c.var.kind {
            ExprKind::Var(id) => Some(id),
            _ => None,
        };
        // The originals of lastprivate variables, before the DO variables get their slots.
        let mut lastprivate = Vec::new();
        for v in clauses
            .iter()
            .filter(|c| c.kind == CK::LastPrivate)
            .flat_map(|c| c.vars())
        {
            let crate::sema::acc::tree::AccVar::Designator(e, n) = v else {
                continue;
            };
            let ExprKind::Var(id) = e.kind else { continue };
            if self.ctx.prog.symbol(id).array.is_some() {
                self.vars = saved_vars;
                return Host::unsupported(
                    self,
                    e.span,
                    format!("'lastprivate' of the array '{n}' on 'taskloop' is not supported yet in Fortran"),
                );
            }
            let Some(info) = self.var(id) else { continue };
            let do_loop = loops.iter().position(|c| loop_id(c) == Some(id));
            lastprivate.push(LastPrivate {
                id,
                orig: info.addr,
                do_loop,
            });
        }
        let mut implicit_first = Vec::new();
        for &id in &o.implicit_firstprivate {
            if let Some(v) = self.omp_pin(id) {
                implicit_first.push(v);
            }
        }
        let mut privates = Vec::new();
        for &id in &o.implicit_private {
            if loops.iter().any(|c| loop_id(c) == Some(id)) {
                continue;
            }
            if let Some(v) = self.omp_pin(id) {
                privates.push(v);
            }
        }
        // (An operator's `reduction` is a clause of each task, which reduces into its own
        // copy: oxacc-oir's omp.task, C's rule; user-defined ones are each task's copy below.)
        let task_clauses: Vec<OmpClause> = clauses
            .iter()
            .filter(|c| {
                c.kind != CK::LastPrivate
                    && (c.kind != CK::Reduction || matches!(c.args, OmpArgs::Reduction { .. }))
            })
            .cloned()
            .collect();
        self.omp_pin_clauses(&task_clauses);
        Host::set_span(self, o.span);
        let i64t = self.b.module.i64();
        let mut dims = Vec::new();
        let mut slots = Vec::new();
        for c in &loops {
            let d = self.do_dim(c, None);
            privates.extend(d.private);
            slots.push((d.slot, d.ty));
            dims.push(d.dim);
        }
        let mut trips = Vec::new();
        let mut total = self.b.iconst(i64t, 1);
        for d in &dims {
            let t = omp_host::trip_count(&mut self.b, d, i64t);
            total = self.b.binary(BinOp::Mul, total, t);
            trips.push(t);
        }
        let arg = |f: &mut Self, kind| {
            clauses
                .iter()
                .filter(|c| c.kind == kind)
                .find_map(|c| match &c.args {
                    OmpArgs::Expr(e) => Some(e.clone()),
                    _ => None,
                })
                .map(|e| {
                    let v = f.scalar(&e);
                    f.int_to(v, i64t)
                })
        };
        let num_tasks = arg(self, CK::NumTasks);
        let grainsize = arg(self, CK::Grainsize);
        let ntasks = omp_host::taskloop_count(self, total, num_tasks, grainsize);
        // 5.0 §2.10.2: the construct's own operator reductions are the taskgroup's
        // `task_reduction` (oxacc-offload's `omp_host::taskloop`).
        let own: Vec<OmpClause> = task_clauses
            .iter()
            .filter(|c| c.kind == CK::Reduction)
            .cloned()
            .collect();
        let group = !o.has(CK::Nogroup);
        let group = (
            group,
            if group {
                self.omp_clauses(&own)
            } else {
                Vec::new()
            },
        );
        let env = TaskEnv {
            firstprivate: implicit_first,
            private: privates,
        };
        let flags = (o.has(CK::Untied), o.has(CK::Mergeable));
        omp_task::taskloop_tasks(
            self,
            total,
            ntasks,
            group,
            flags,
            o.span,
            &env,
            |f| f.omp_clauses(&task_clauses),
            |_, _| None,
            |f, lo_slot, hi_slot| {
                f.omp_user_reductions(clauses, false, o.span, |f| {
                    let copies = f.omp_taskloop_lastprivate_begin(&lastprivate);
                    omp_host::taskloop_chunk(f, lo_slot, hi_slot, |f, j| {
                        let idx = omp_host::nest_indices(&mut f.b, j, &trips);
                        let ivs = omp_task::nest_values(&mut f.b, &idx, &dims);
                        for (iv, &(slot, _)) in ivs.into_iter().zip(&slots) {
                            f.b.store(iv, slot);
                        }
                        let cont = f.b.create_block();
                        let saved_loops = std::mem::take(&mut f.loops);
                        f.loops.push(LoopTarget {
                            name: None,
                            exit: cont,
                            cycle: Some(cont),
                        });
                        f.stmts(body);
                        f.loops = saved_loops;
                        Host::enter_block(f, cont);
                    });
                    f.omp_taskloop_lastprivate_end(
                        &lastprivate,
                        copies,
                        &dims,
                        &trips,
                        hi_slot,
                        total,
                    );
                });
            },
        );
        self.vars = saved_vars;
    }

    /// Each task's own copy of the lastprivate variables that are not DO variables (those
    /// have their private slots); returns (variable, copy, what it named before).
    fn omp_taskloop_lastprivate_begin(
        &mut self,
        lastprivate: &[LastPrivate],
    ) -> Vec<(SymbolId, Value, Option<VarInfo>)> {
        let mut out = Vec::new();
        for l in lastprivate.iter().filter(|l| l.do_loop.is_none()) {
            let ty = self.ctx.prog.symbol(l.id).ty;
            let ty = mem_type(self.b.module, &self.ctx.derived, ty);
            let copy = Host::entry_alloca(self, ty);
            let mut info = self.var(l.id).unwrap_or(VarInfo {
                addr: copy,
                dims: Vec::new(),
                char_len: None,
                strides: None,
            });
            info.addr = copy;
            let before = self.vars.insert(l.id, info);
            out.push((l.id, copy, before));
        }
        out
    }

    /// The task of the last iteration (`hi` is the iteration count) copies its values out.
    #[allow(clippy::too_many_arguments)]
    fn omp_taskloop_lastprivate_end(
        &mut self,
        lastprivate: &[LastPrivate],
        copies: Vec<(SymbolId, Value, Option<VarInfo>)>,
        dims: &[oxacc_oir::LoopDim],
        trips: &[Value],
        hi_slot: Value,
        total: Value,
    ) {
        let mut copy_of = std::collections::HashMap::new();
        for (id, copy, before) in copies {
            self.unbind(id, before);
            copy_of.insert(id, copy);
        }
        if lastprivate.is_empty() || !Host::is_open(self) {
            return;
        }
        omp_task::taskloop_lastprivate(self, hi_slot, total, |f| {
            // §11.1.7.4.1: after the loop the DO variable is one step past the last
            // iteration's value.
            let ends = omp_task::nest_values(&mut f.b, trips, dims);
            for l in lastprivate {
                if let Some(k) = l.do_loop {
                    f.b.store(ends[k], l.orig);
                    continue;
                }
                let Some(&copy) = copy_of.get(&l.id) else {
                    continue;
                };
                let ty = f.ctx.prog.symbol(l.id).ty;
                let ty = mem_type(f.b.module, &f.ctx.derived, ty);
                let size = f.b.module.types.size_of(ty) as i64;
                let len = f.i64c(size);
                f.b.memcpy(l.orig, copy, len);
            }
        });
    }
}
