//! `taskloop` (OpenMP 4.5 §2.9.2) to OIR: the encountering thread splits the logical
//! iterations of the loop nest (`collapse(n)` flattened) into `T` chunks of consecutive
//! iterations and makes each chunk an `omp.task` (libomp's `__kmpc_omp_task`, docs/oir.md),
//! inside an `omp.taskgroup` unless `nogroup` is given (the construct waits for its tasks).
//!
//! `T`: `num_tasks(n)` → `min(n, N)`; `grainsize(g)` → `max(1, N / g)` chunks, so that each
//! holds between `g` and `2g − 1` iterations (or all `N < g` of them); neither → `min(N,
//! 10 · omp_get_num_threads())`, libomp's own default for `__kmpc_taskloop`. Chunk `k` of
//! `q = N / T`, `r = N % T` starts at `k·q + min(k, r)` and holds `q + (k < r)` iterations.
//!
//! Each task is a `task` with the construct's clauses (`if`, `final`, `untied`, `mergeable`,
//! `private`, `firstprivate`, `shared`, `default`, an operator's `reduction`: the task's own
//! copy, combined as it ends, oxacc-oir's omp.task) and the variables sema found implicitly
//! firstprivate, plus its chunk's bounds (firstprivate) and the loop variables (private); the
//! task runs its iterations in order, each setting the loop variables from the iteration's
//! number as a worksharing loop does.
//!
//! Not through `__kmpc_taskloop`: that entry point takes a task whose body reads its bounds
//! from fields of the task's private data, a layout the `omp.task` operation (oxacc-oir's
//! omp-lower) does not expose; the chunks above are the split `__kmpc_taskloop` makes
//! (kmp_tasking.cpp `__kmp_taskloop_linear`), created by the encountering thread.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::omp_host;
use oxacc_offload::omp_task::{self, TaskEnv};
use oxacc_offload::omp_udr::UdrHost;
use oxacc_oir::{BinOp, Value};

use super::FnCx;
use crate::ast::{DeclId, StmtId};
use crate::omp::{OmpArgs, OmpConstruct};
use crate::types::TypeId;

impl FnCx<'_, '_> {
    /// `taskloop` (§2.9.2).
    pub(super) fn omp_taskloop(&mut self, c: &OmpConstruct, body: Option<StmtId>) {
        if body.is_none() || c.loops.is_empty() {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        let statics = self.omp_pin_statics(&c.clauses);
        // The loop variables: storage outside the tasks, private in each.
        let mut slots = Vec::new();
        for l in &c.loops {
            let addr = match self.locals.get(&l.var) {
                Some(&a) => a,
                None => {
                    if self.cx.ast[l.var].storage == crate::ast::StorageDuration::Automatic {
                        self.automatic_object(l.var, l.ty, None);
                    }
                    let span = self.cx.ast[l.var].declarator.name_span;
                    self.decl_addr(l.var, span)
                }
            };
            slots.push(addr);
        }
        let mut pinned: Vec<DeclId> = Vec::new();
        for (l, &a) in c.loops.iter().zip(&slots) {
            if let std::collections::hash_map::Entry::Vacant(e) = self.locals.entry(l.var) {
                e.insert(a);
                pinned.push(l.var);
            }
        }
        let loop_vars: Vec<DeclId> = c.loops.iter().map(|l| l.var).collect();
        let loop_privates = self.omp_slots(&loop_vars);

        self.set_span(c.span);
        let nest = self.loop_nest(&c.loops);
        let i64t = self.b.module.i64();
        let one = self.b.iconst(i64t, 1);
        // Trip counts (§2.9.1: the logical iteration space), each at least 0.
        let mut trips = Vec::new();
        let mut total = one;
        for d in &nest.dims {
            let trip = oxacc_offload::omp_host::trip_count(&mut self.b, d, i64t);
            total = self.b.binary(BinOp::Mul, total, trip);
            trips.push(trip);
        }
        let ntasks = self.omp_taskloop_count(c, total);

        // (An operator's reduction is a clause of each task, which reduces into its own copy,
        // combined as the task ends: oxacc-oir's omp.task, Fortran's rule too; user-defined
        // ones are each task's copy below. The lastprivate variables are the tasks' own
        // copies, copied out by the task of the last iteration.)
        let task_clauses: Vec<_> = c
            .clauses
            .iter()
            .filter(|cl| {
                cl.kind != CK::LastPrivate
                    && (cl.kind != CK::Reduction || matches!(cl.args, OmpArgs::Reduction { .. }))
            })
            .cloned()
            .collect();
        let lastprivate = self.omp_taskloop_lastprivate_targets(c, &slots);
        // 5.0 §2.10.2: the construct's own operator reductions are the taskgroup's
        // `task_reduction` (oxacc-offload's `omp_host::taskloop`).
        let own: Vec<_> = c
            .clauses
            .iter()
            .filter(|cl| cl.kind == CK::Reduction && matches!(cl.args, OmpArgs::Reduction { .. }))
            .cloned()
            .collect();
        let group = !c.has(CK::Nogroup);
        let group = (
            group,
            if group {
                self.omp_clauses(&own)
            } else {
                Vec::new()
            },
        );
        let env = TaskEnv {
            firstprivate: self.omp_slots(&c.implicit_firstprivate),
            private: loop_privates,
        };
        let flags = (c.has(CK::Untied), c.has(CK::Mergeable));
        omp_task::taskloop_tasks(
            self,
            total,
            ntasks,
            group,
            flags,
            c.span,
            &env,
            |f| f.omp_clauses(&task_clauses),
            Self::slot_name,
            |f, lo_slot, hi_slot| {
                f.omp_user_reductions(&c.clauses, false, c.span, |f| {
                    let copies = f.omp_taskloop_lastprivate_begin(c, &lastprivate);
                    f.omp_taskloop_chunk(c, &nest, &trips, &slots, lo_slot, hi_slot);
                    f.omp_taskloop_lastprivate_end(
                        c,
                        &nest,
                        &trips,
                        &lastprivate,
                        copies,
                        hi_slot,
                        total,
                    );
                });
            },
        );
        for d in pinned {
            self.locals.remove(&d);
        }
        self.omp_unpin_statics(statics);
    }

    /// How many tasks a taskloop of `total` iterations makes (module documentation).
    fn omp_taskloop_count(&mut self, c: &OmpConstruct, total: Value) -> Value {
        let arg = |f: &mut Self, kind| {
            c.clauses_of(kind)
                .find_map(|cl| match cl.args {
                    OmpArgs::Expr(e) => Some(e),
                    _ => None,
                })
                .map(|e| {
                    let v = f.scalar(e);
                    let from = f.cx.ast[e].ty;
                    f.convert_scalar(v, from, TypeId::LONG)
                })
        };
        let num_tasks = arg(self, CK::NumTasks);
        let grainsize = arg(self, CK::Grainsize);
        omp_host::taskloop_count(self, total, num_tasks, grainsize)
    }

    /// `lastprivate` (5.0 §2.10.2, §2.19.4.5) on a taskloop: each variable and the address of
    /// its original, taken outside the tasks (a loop variable's storage is private in the
    /// tasks, so its original is reached through a second pointer).
    fn omp_taskloop_lastprivate_targets(
        &mut self,
        c: &OmpConstruct,
        slots: &[Value],
    ) -> Vec<(DeclId, Value)> {
        let mut out: Vec<(DeclId, Value)> = Vec::new();
        for v in c
            .clauses_of(CK::LastPrivate)
            .flat_map(|cl| cl.vars().iter())
        {
            let Some(d) = v.root else { continue };
            if out.iter().any(|&(o, _)| o == d) {
                continue;
            }
            let orig = match c.loops.iter().position(|l| l.var == d) {
                Some(k) => {
                    let i64t = self.b.module.i64();
                    let zero = self.b.iconst(i64t, 0);
                    self.b.ptr_add(slots[k], zero)
                }
                None => {
                    let span = self.cx.ast[d].declarator.name_span;
                    self.decl_addr(d, span)
                }
            };
            out.push((d, orig));
        }
        out
    }

    /// At the start of a task: its own copy of each lastprivate variable that is not a loop
    /// variable (those are private already), used by the task's statement; returns what the
    /// variables named before.
    fn omp_taskloop_lastprivate_begin(
        &mut self,
        c: &OmpConstruct,
        targets: &[(DeclId, Value)],
    ) -> Vec<(DeclId, Option<Value>, Value)> {
        let mut out = Vec::new();
        for &(d, _) in targets {
            if c.loops.iter().any(|l| l.var == d) {
                continue;
            }
            let ty = self.cx.ast[d].ty;
            let oty = self.cx.oir_ty(self.b.module, ty);
            let copy = self.entry_alloca(oty);
            let before = self.locals.insert(d, copy);
            out.push((d, before, copy));
        }
        out
    }

    /// At the end of a task: the task that ran the last iteration (`hi` is the iteration
    /// count) copies its values out; a loop variable gets the value it has after the loop
    /// written out (§2.15.3.5).
    #[allow(clippy::too_many_arguments)]
    fn omp_taskloop_lastprivate_end(
        &mut self,
        c: &OmpConstruct,
        nest: &super::acc::LoopNest,
        trips: &[Value],
        targets: &[(DeclId, Value)],
        copies: Vec<(DeclId, Option<Value>, Value)>,
        hi_slot: Value,
        total: Value,
    ) {
        let mut copy_of = std::collections::HashMap::new();
        for (d, before, copy) in copies {
            self.unbind(d, before);
            copy_of.insert(d, copy);
        }
        if targets.is_empty() || !self.is_open() {
            return;
        }
        omp_task::taskloop_lastprivate(self, hi_slot, total, |f| {
            let ends = omp_task::nest_values(&mut f.b, trips, &nest.dims);
            for &(d, orig) in targets {
                if let Some(k) = c.loops.iter().position(|l| l.var == d) {
                    f.store_loop_var(&c.loops[k], nest.ptr_bases[k], ends[k], orig);
                    continue;
                }
                let Some(&copy) = copy_of.get(&d) else {
                    continue;
                };
                let size = f.cx.size(f.cx.ast[d].ty);
                let i64t = f.b.module.i64();
                let len = f.b.iconst(i64t, i128::from(size));
                f.b.memcpy(orig, copy, len);
            }
        });
    }

    /// The statement of one taskloop task: iterations `lo ≤ j < hi` of the flattened nest.
    fn omp_taskloop_chunk(
        &mut self,
        c: &OmpConstruct,
        nest: &super::acc::LoopNest,
        trips: &[Value],
        slots: &[Value],
        lo_slot: Value,
        hi_slot: Value,
    ) {
        omp_host::taskloop_chunk(self, lo_slot, hi_slot, |f, j| {
            // The loop variables from the iteration number.
            let idx = omp_host::nest_indices(&mut f.b, j, trips);
            let ivs = omp_task::nest_values(&mut f.b, &idx, &nest.dims);
            for (k, l) in c.loops.iter().enumerate() {
                f.store_loop_var(l, nest.ptr_bases[k], ivs[k], slots[k]);
            }
            let cont = f.b.create_block();
            let depth = f.cleanups.len();
            f.continues.push((cont, depth));
            if let Some(l) = c.loops.last() {
                f.stmt(l.body);
            }
            f.continues.pop();
            f.enter_block(cont);
        });
    }
}
