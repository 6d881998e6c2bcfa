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
//! `private`, `firstprivate`, `shared`, `default`) and the variables sema found implicitly
//! firstprivate, plus its chunk's bounds (firstprivate) and the loop variables (private); the
//! task runs its iterations in order, each setting the loop variables from the iteration's
//! number as a worksharing loop does.
//!
//! Not through `__kmpc_taskloop`: that entry point takes a task whose body reads its bounds
//! from fields of the task's private data, a layout the `omp.task` operation (oxacc-oir's
//! omp-lower) does not expose; the chunks above are the split `__kmpc_taskloop` makes
//! (kmp_tasking.cpp `__kmp_taskloop_linear`), created by the encountering thread.

use oxacc_directives::omp::{OmpClauseKind as CK, OmpReductionOp};
use oxacc_offload::omp_host;
use oxacc_offload::omp_task::{self, TaskEnv};
use oxacc_offload::omp_udr::UdrHost;
use oxacc_oir::{BinOp, DirectiveKind, IntCC, OmpOp, Value};
use smol_str::SmolStr;

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
        for (l, d) in c.loops.iter().zip(&nest.dims) {
            let trip = self.omp_trip_count(l, d);
            total = self.b.binary(BinOp::Mul, total, trip);
            trips.push(trip);
        }
        let ntasks = self.omp_taskloop_count(c, total);

        // (The reductions are the tasks' own copies, combined as each task ends; so are the
        // lastprivate variables, copied out by the task of the last iteration.)
        let task_clauses: Vec<_> = c
            .clauses
            .iter()
            .filter(|cl| !matches!(cl.kind, CK::Reduction | CK::LastPrivate))
            .cloned()
            .collect();
        let lastprivate = self.omp_taskloop_lastprivate_targets(c, &slots);
        let group = !c.has(CK::Nogroup);
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
                let reductions = f.omp_taskloop_reductions_begin(c);
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
                f.omp_taskloop_reductions_end(c, reductions);
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

    /// At the start of a task: each reduction variable gets the task's own copy (a slot of the
    /// task), set to the operator's identity (5.0 §2.19.5.4), which the task's statement uses
    /// instead; returns (variable, the original's address, the copy).
    fn omp_taskloop_reductions_begin(&mut self, c: &OmpConstruct) -> Vec<(DeclId, Value, Value)> {
        let mut out = Vec::new();
        for cl in c.clauses_of(CK::Reduction) {
            let OmpArgs::Reduction { op, vars } = &cl.args else {
                continue;
            };
            for v in vars {
                let Some(d) = v.root else { continue };
                let span = self.cx.ast[d].declarator.name_span;
                let orig = match self.locals.get(&d) {
                    Some(&a) => a,
                    None => self.decl_addr(d, span),
                };
                let ty = self.cx.types.unqualified(v.ty);
                let oty = self.cx.val_ty(self.b.module, ty);
                let copy = self.entry_alloca(oty);
                let init = self.omp_reduction_identity(*op, ty);
                self.b.store(init, copy);
                self.locals.insert(d, copy);
                out.push((d, orig, copy));
            }
        }
        out
    }

    /// At the end of a task: each copy combined into the original, in a critical section.
    fn omp_taskloop_reductions_end(
        &mut self,
        c: &OmpConstruct,
        reductions: Vec<(DeclId, Value, Value)>,
    ) {
        if reductions.is_empty() {
            return;
        }
        let ops: Vec<(OmpReductionOp, TypeId)> = c
            .clauses_of(CK::Reduction)
            .filter_map(|cl| match &cl.args {
                OmpArgs::Reduction { op, vars } => Some(
                    vars.iter()
                        .filter(|v| v.root.is_some())
                        .map(|v| (*op, v.ty))
                        .collect::<Vec<_>>(),
                ),
                _ => None,
            })
            .flatten()
            .collect();
        for &(d, orig, _) in &reductions {
            self.locals.insert(d, orig);
        }
        if !self.is_open() {
            return;
        }
        self.set_span(c.span);
        let name = SmolStr::new_static(".oxacc.taskloop.reduction");
        let (_, entry) = self
            .b
            .directive(DirectiveKind::Omp(OmpOp::Critical(Some(name))), Vec::new());
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        self.b.switch_to_block(entry);
        for ((_, orig, copy), (op, ty)) in reductions.into_iter().zip(ops) {
            let ty = self.cx.types.unqualified(ty);
            let oty = self.cx.val_ty(self.b.module, ty);
            let a = self.b.load(oty, orig);
            let b = self.b.load(oty, copy);
            let r = self.omp_reduction_combine(op, ty, a, b);
            self.b.store(r, orig);
        }
        self.b.yield_(&[]);
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
    }

    /// The identity of `op` for C type `ty` (integer, `float`, `double`).
    fn omp_reduction_identity(&mut self, op: OmpReductionOp, ty: TypeId) -> Value {
        use OmpReductionOp as O;
        let oty = self.cx.val_ty(self.b.module, ty);
        let float = !self.cx.types.is_integer(ty);
        if float {
            let v = match op {
                O::Mul | O::LogAnd => 1.0,
                O::Max => f64::NEG_INFINITY,
                O::Min => f64::INFINITY,
                _ => 0.0,
            };
            return self.b.fconst(oty, v);
        }
        let bits = self.b.module.types.int_width(oty).unwrap_or(32);
        let signed = self.cx.types.is_signed_integer(ty);
        let v: i128 = match op {
            O::Mul | O::LogAnd => 1,
            O::BitAnd => -1,
            O::Max if signed => -(1i128 << (bits - 1)),
            O::Min if signed => (1i128 << (bits - 1)) - 1,
            O::Min => -1,
            _ => 0,
        };
        self.b.iconst(oty, v)
    }

    /// `a op b` for C type `ty`, as the reduction combines (`-` as `+`, 4.5 §2.15.3.6).
    fn omp_reduction_combine(
        &mut self,
        op: OmpReductionOp,
        ty: TypeId,
        a: Value,
        b: Value,
    ) -> Value {
        use OmpReductionOp as O;
        let float = !self.cx.types.is_integer(ty);
        let signed = self.cx.types.is_signed_integer(ty);
        let oty = self.cx.val_ty(self.b.module, ty);
        match op {
            O::Add | O::Sub => self
                .b
                .binary(if float { BinOp::FAdd } else { BinOp::Add }, a, b),
            O::Mul => self
                .b
                .binary(if float { BinOp::FMul } else { BinOp::Mul }, a, b),
            O::BitAnd => self.b.binary(BinOp::And, a, b),
            O::BitOr => self.b.binary(BinOp::Or, a, b),
            O::BitXor => self.b.binary(BinOp::Xor, a, b),
            O::Max | O::Min => {
                let greater = if float {
                    self.b.fcmp(oxacc_oir::FloatCC::Ogt, a, b)
                } else if signed {
                    self.b.icmp(IntCC::Sgt, a, b)
                } else {
                    self.b.icmp(IntCC::Ugt, a, b)
                };
                if op == O::Max {
                    self.b.select(greater, a, b)
                } else {
                    self.b.select(greater, b, a)
                }
            }
            O::LogAnd | O::LogOr | O::Eqv | O::Neqv => {
                let truth = |f: &mut Self, v: Value| {
                    if float {
                        let z = f.b.fconst(oty, 0.0);
                        f.b.fcmp(oxacc_oir::FloatCC::One, v, z)
                    } else {
                        let z = f.b.iconst(oty, 0);
                        f.b.icmp(IntCC::Ne, v, z)
                    }
                };
                let (ta, tb) = (truth(self, a), truth(self, b));
                let both = if op == O::LogAnd {
                    self.b.binary(BinOp::And, ta, tb)
                } else {
                    self.b.binary(BinOp::Or, ta, tb)
                };
                let (one, zero) = if float {
                    (self.b.fconst(oty, 1.0), self.b.fconst(oty, 0.0))
                } else {
                    (self.b.iconst(oty, 1), self.b.iconst(oty, 0))
                };
                self.b.select(both, one, zero)
            }
        }
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
