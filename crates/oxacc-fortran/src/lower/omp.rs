//! OpenMP host constructs to OIR's `omp.*` operations (docs/oir.md "OpenMP operations"),
//! which `omp-lower` turns into libomp calls, as the C front end does (oxacc-c lower/omp.rs):
//! - `parallel` → `omp.parallel` with `if`, `num_threads` and its data-sharing clauses; the
//!   DO variables of its sequential loops are private (OpenMP 4.5 §2.15.1.1), and so is every
//!   stack slot made while lowering the region (temporaries live in the entry block);
//! - `do` → `omp.loop`, one dimension per associated DO loop (inclusive bound, §11.1.7.4.1),
//!   the DO variable private, or lastprivate with the value the DO would leave;
//! - `sections` → an `omp.loop` over the section numbers (dynamic, one at a time);
//! - combined `parallel do`/`parallel sections`/`parallel workshare`: an `omp.parallel`
//!   holding the inner construct, which takes the worksharing clauses;
//! - `single`, `master`, `critical`, `barrier`, `flush`, `taskwait` → their operations;
//!   `workshare` runs as `single` (4.5 §2.7.4 lets one thread do all the units of work);
//! - `atomic` (every form) → the `acc.atomic` operation of that form (lowered to native
//!   atomic instructions by acc-outline), as OpenACC's atomic.
//!
//! A variable named in a privatizing clause (or implicitly private) gets one address for the
//! whole construct (entered in `vars`), so that the pass can substitute its private copy.

use oxacc_directives::omp::{Construct, Leaf, OmpClauseKind as CK, OmpDirectiveKind as K};
use oxacc_offload::host::Host;
use oxacc_offload::omp_host;
use oxacc_offload::omp_task::{self, TaskEnv};
use oxacc_offload::omp_udr::UdrHost;
use oxacc_oir::{Clause, DirectiveKind, LoopDim, OmpOp, Value, VarRef};

use super::func::{FnLower, LoopTarget, VarInfo};
use super::mem_type;
use crate::sema::acc::tree::AccVar;
use crate::sema::omp::tree::{OmpArgs, OmpClause, OmpStmt};
use crate::sema::tree::{DoLoop, ExprKind, Stmt, StmtKind, SymbolId};

pub(super) fn symbol_of(v: &AccVar) -> Option<SymbolId> {
    match v {
        AccVar::Designator(e, _) => match e.kind {
            ExprKind::Var(id) => Some(id),
            _ => None,
        },
        AccVar::Common { .. } => None,
    }
}

impl FnLower<'_, '_, '_> {
    /// An OpenMP directive or construct of the typed tree.
    pub(crate) fn omp_stmt(&mut self, o: &OmpStmt) {
        Host::set_span(self, o.span);
        if self.acc.in_compute() {
            let kinds: Vec<CK> = o.clauses.iter().map(|c| c.kind).collect();
            if let Some(sync) = oxacc_offload::omp_team_sync::TeamSync::of(o.kind, &kinds) {
                // `master`, `masked`, `single`, `barrier` in a target region: in the team's
                // thread loop (the rule C's are lowered by).
                let threads = self.acc.omp_threads.last().copied();
                oxacc_offload::omp_team_sync::lower(self, sync, threads, o.span, |f| {
                    f.stmts(&o.body)
                });
                return;
            }
        }
        let simple = |op| DirectiveKind::Omp(op);
        match o.kind {
            K::Barrier => {
                self.b.directive(simple(OmpOp::Barrier), Vec::new());
            }
            K::Flush => {
                self.b.directive(simple(OmpOp::Flush), Vec::new());
            }
            // With `depend` (a target construct's wait, parser/omp.rs): `omp.taskwait` waits
            // for those dependences only.
            K::Taskwait => {
                let mut deps = self.omp_clauses(&o.clauses);
                let blocks = self.omp_depend_iterators(&o.clauses, &mut deps);
                self.b.directive(simple(OmpOp::Taskwait), deps);
                oxacc_offload::omp_iterator::free_arrays(self, blocks);
            }
            K::Taskyield => {
                self.b.directive(simple(OmpOp::Taskyield), Vec::new());
            }
            K::Depobj => self.omp_depobj(o),
            K::TargetUpdate | K::TargetEnterData | K::TargetExitData => self.omp_device_bracket(o),
            K::Allocate => self.omp_allocate(o),
            K::Allocators => self.omp_allocate_next(o),
            K::Construct(c)
                if (c.single() == Some(Leaf::Parallel)
                    || oxacc_offload::omp_device::parallel_master(c))
                    && self.acc.in_compute() =>
            {
                self.omp_thread_region(o, oxacc_offload::omp_device::parallel_master(c))
            }
            K::Construct(c) if c.leaves().next() == Some(Leaf::Teams) => self.omp_league(o, c),
            K::Construct(c) if c.has(Leaf::Parallel) => self.omp_parallel(o, c, &o.clauses),
            K::Construct(c) => self.omp_inner(o, c, &o.clauses),
            _ => {}
        }
    }

    /// `!$omp depobj(o) …` (5.0 §2.17.10.1): the shared layer's dependence object
    /// (`oxacc_offload::omp_depobj`, clang's layout, as C's).
    fn omp_depobj(&mut self, o: &OmpStmt) {
        use oxacc_offload::omp_depobj;
        let Some(obj) = &o.depobj else { return };
        let obj = self.acc_var_ref(obj).var;
        for cl in &o.clauses {
            match (&cl.args, cl.kind) {
                (OmpArgs::Depend { kind, vars, .. }, CK::Depend) => {
                    let Some(v) = vars.first() else { continue };
                    let v = self.acc_var_ref(v);
                    omp_depobj::init(self, obj, &v, omp_host::depend_kind(*kind));
                }
                (OmpArgs::Depend { kind, .. }, CK::Update) => {
                    omp_depobj::update(self, obj, omp_host::depend_kind(*kind));
                }
                (_, CK::Destroy) => omp_depobj::destroy(self, obj),
                _ => {}
            }
        }
    }

    /// A `parallel` region in `teams` (4.5 §2.5; the parser keeps only that form inside a
    /// target region): every thread of the team runs it, one iteration each of the team's
    /// thread loop (`oxacc_offload::lower::thread_region`, as C's); its `private` variables
    /// and the DO variables of its loops (§2.15.1.1) are each thread's.
    /// `parallel master [taskloop [simd]]` (`master`, 5.0 §2.13.1, §2.13.4): thread 0 runs
    /// the statement (the taskloop's loop as written, its tasks run at once, 4.5 §2.9.2).
    fn omp_thread_region(&mut self, o: &OmpStmt, master: bool) {
        let saved_vars = self.vars.clone();
        let mut privates = Vec::new();
        for &id in &o.implicit_private {
            if let Some(v) = self.omp_pin(id) {
                privates.push(v);
            }
        }
        for v in o
            .clauses
            .iter()
            .filter(|cl| cl.kind == CK::Private)
            .flat_map(|cl| cl.vars())
        {
            privates.push(self.acc_var_ref(v));
        }
        // `num_threads(n)` and `if([parallel:] c)` bound the team, as the shared layer
        // translated them (`OmpStmt::team_bounds`).
        let bounds = self.acc_index(&o.team_bounds);
        let bounds = oxacc_offload::lower::lower_clauses(self, &bounds);
        Host::set_span(self, o.span);
        oxacc_offload::lower::thread_region(self, o.span, privates, &bounds, |f, t, team| {
            f.acc.omp_threads.push((t, team));
            if master {
                let sync = oxacc_offload::omp_team_sync::TeamSync::Master;
                oxacc_offload::omp_team_sync::lower(f, sync, Some((t, team)), o.span, |f| {
                    f.acc_in_loop_region(&o.body)
                });
            } else {
                f.acc_in_loop_region(&o.body);
            }
            f.acc.omp_threads.pop();
        });
        self.vars = saved_vars;
    }

    /// A call of an `omp_lib` device routine in a target region (`omp_get_team_num`,
    /// `omp_get_thread_num`, …: an `integer` function of no arguments bound to the C routine)
    /// as the OIR query C makes of it (`OmpQuery`), which acc-outline and the device back end
    /// answer from the execution model (docs/openmp.md "Runtime routines").
    pub(super) fn omp_query_call(
        &mut self,
        p: crate::sema::tree::ProcId,
        args: &[crate::sema::tree::Expr],
        ty: crate::sema::types::Type,
    ) -> Option<super::expr::Val> {
        if !args.is_empty() || !self.acc.in_compute() {
            return None;
        }
        let proc = self.ctx.prog.proc(p);
        if !proc.bind_c || proc.body.is_some() {
            return None;
        }
        let q = oxacc_oir::OmpQuery::from_routine(&proc.link_name)?;
        let i32t = self.b.module.i32();
        if self.reg_type(ty) != i32t {
            return None;
        }
        let r = self
            .b
            .intrinsic(oxacc_oir::IntrinsicOp::OmpQuery(q), &[], Some(i32t))?;
        Some(super::expr::Val::S(r))
    }

    /// A host league (OpenMP 5.0 §2.7): `omp.teams` around the block, or around the construct
    /// below the `teams` leaf (`distribute …`), which takes the clauses
    /// `omp_league::teams_side` gives it (C's rule).
    fn omp_league(&mut self, o: &OmpStmt, c: Construct) {
        let rest: Vec<Leaf> = c.leaves().filter(|l| *l != Leaf::Teams).collect();
        let side = |cl: &OmpClause| oxacc_offload::omp_league::teams_side(cl.kind, &rest);
        let mine: Vec<OmpClause> = o.clauses.iter().filter(|cl| side(cl).0).cloned().collect();
        let inner: Vec<OmpClause> = o.clauses.iter().filter(|cl| side(cl).1).cloned().collect();
        let saved_vars = self.vars.clone();
        let mut implicit = Vec::new();
        for &id in &o.implicit_private {
            if let Some(v) = self.omp_pin(id) {
                implicit.push(v);
            }
        }
        self.omp_pin_clauses(&mine);
        let mut clauses = self.omp_clauses(&mine);
        if !implicit.is_empty() {
            clauses.push(Clause::Private(implicit));
        }
        Host::set_span(self, o.span);
        let before = omp_host::entry_slots(&self.b);
        let rest = Construct::of(&rest);
        let op = omp_host::region(self, OmpOp::Teams, clauses, o.span, |f| {
            if rest.leaves().next().is_none() {
                f.omp_block(&o.body);
            } else if rest.has(Leaf::Parallel) {
                f.omp_parallel(o, rest, &inner);
            } else {
                f.omp_inner(o, rest, &inner);
            }
        });
        self.vars = saved_vars;
        // §2.15.1.1: temporaries of the region are each team's (they live in the entry block).
        if let Some(op) = op {
            let inside = omp_host::new_entry_slots(&self.b, &before, |_| None);
            omp_host::privatize(&mut self.b, op, inside);
        }
    }

    /// `parallel`, alone or around the inner construct of a combined one (§2.5, §2.11;
    /// `distribute parallel do`, 5.0 §2.9.4.3, the parallel region of each team), with its
    /// clauses `clauses`.
    fn omp_parallel(&mut self, o: &OmpStmt, c: Construct, clauses: &[OmpClause]) {
        let splits = c.has(Leaf::For)
            || c.has(Leaf::Sections)
            || c.has(Leaf::Workshare)
            || c.has(Leaf::Distribute);
        let (mine, inner): (Vec<OmpClause>, Vec<OmpClause>) =
            clauses.iter().cloned().partition(|cl| {
                // `reduction(task, …)` (5.0 §2.19.5.4) stays the parallel region's, whose end
                // completes the tasks reducing into its copies.
                let region_reduction = matches!(cl.args, OmpArgs::Reduction { task: true, .. });
                !(splits && omp_host::worksharing_side(cl.kind)) || region_reduction
            });
        let saved_vars = self.vars.clone();
        let mut implicit = Vec::new();
        for &id in &o.implicit_private {
            if let Some(v) = self.omp_pin(id) {
                implicit.push(v);
            }
        }
        // copyin (§2.15.4.1): the primary thread's copies, by address taken outside; each
        // thread's own is its thread-local address, taken inside.
        let mut copyin = Vec::new();
        for v in mine
            .iter()
            .filter(|cl| cl.kind == CK::CopyIn)
            .flat_map(|cl| cl.vars())
        {
            let primary = self.acc_var_ref(v);
            let bytes = self.b.module.types.size_of(primary.ty) as i64;
            copyin.push((v.clone(), primary.var, bytes));
        }
        self.omp_pin_clauses(&mine);
        let mut clauses = self.omp_clauses(&mine);
        if !implicit.is_empty() {
            clauses.push(Clause::Private(implicit));
        }
        Host::set_span(self, o.span);
        let before = omp_host::entry_slots(&self.b);
        let op = omp_host::region(self, OmpOp::Parallel, clauses, o.span, |f| {
            f.omp_parallel_body(o, c, &copyin, &mine, &inner)
        });
        self.vars = saved_vars;
        // §2.15.1.1: temporaries of the region are private (they live in the entry block).
        if let Some(op) = op {
            let inside = omp_host::new_entry_slots(&self.b, &before, |_| None);
            omp_host::privatize(&mut self.b, op, inside);
        }
    }

    /// The region of `parallel`: copyin, then the block or the inner construct.
    fn omp_parallel_body(
        &mut self,
        o: &OmpStmt,
        c: Construct,
        copyin: &[(AccVar, Value, i64)],
        mine: &[OmpClause],
        inner: &[OmpClause],
    ) {
        if !copyin.is_empty() {
            for (v, primary, bytes) in copyin {
                let mine = self.acc_var_ref(v);
                let len = self.i64c(*bytes);
                self.b.memcpy(mine.var, *primary, len);
            }
            // No thread may change its copy before every thread has read the primary's.
            Host::set_span(self, o.span);
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
        }
        let rest = Construct::of(
            &c.leaves()
                .filter(|l| *l != Leaf::Parallel)
                .collect::<Vec<_>>(),
        );
        let region = |f: &mut Self| {
            if rest.leaves().next().is_none() {
                f.omp_block(&o.body);
            } else {
                f.omp_inner(o, rest, inner);
            }
        };
        if Self::omp_has_udr(mine) {
            // The region's end is the team's barrier.
            self.omp_user_reductions(mine, false, o.span, region);
        } else {
            region(self);
        }
    }

    /// Statements of a region; EXIT and CYCLE cannot leave it (§2.5: a structured block).
    fn omp_block(&mut self, body: &[Stmt]) {
        let saved = std::mem::take(&mut self.loops);
        self.stmts(body);
        self.loops = saved;
    }

    /// The construct without its `parallel` leaf, with `clauses`.
    fn omp_inner(&mut self, o: &OmpStmt, c: Construct, clauses: &[OmpClause]) {
        Host::set_span(self, o.span);
        if (c.has(Leaf::For) || c.has(Leaf::Sections)) && Self::omp_has_udr(clauses) {
            let (rest, wait) = Self::omp_without_udr(clauses, o.span);
            return self.omp_user_reductions(clauses, wait, o.span, |f| f.omp_inner(o, c, &rest));
        }
        if c.has(Leaf::For) || c.has(Leaf::Distribute) {
            return self.omp_do(o, clauses);
        }
        if c.has(Leaf::Sections) {
            return self.omp_sections(o, clauses);
        }
        if c.has(Leaf::Master) || c.has(Leaf::Masked) {
            // `master taskloop [simd]` (5.0 §2.16.7, §2.16.8): the primary thread runs the
            // construct after the `master` leaf (before, a `simd` leaf made every thread run
            // the loop).
            let rest: Vec<Leaf> = c
                .leaves()
                .filter(|l| !matches!(l, Leaf::Master | Leaf::Masked))
                .collect();
            let inner = (!rest.is_empty()).then(|| Construct::of(&rest));
            let body = |f: &mut Self| match inner {
                Some(i) => f.omp_inner(o, i, clauses),
                None => f.omp_block(&o.body),
            };
            if let Some(OmpArgs::Expr(e)) = clauses
                .iter()
                .find(|cl| cl.kind == CK::Filter)
                .map(|cl| &cl.args)
            {
                return self.omp_masked_filter(o, e, body);
            }
            omp_host::region(self, OmpOp::Master, Vec::new(), o.span, body);
            return;
        }
        if c.has(Leaf::Simd) {
            if let Some(l) = clauses.iter().find(|cl| cl.kind == CK::Linear) {
                return Host::unsupported(
                    self,
                    l.span,
                    "OpenMP 'linear' on 'simd' alone is not supported yet in Fortran (it is on 'do simd')".into(),
                );
            }
            // `simd` alone: a hint, the loop runs as written (§2.8.1).
            return self.omp_block(&o.body);
        }
        if c.has(Leaf::Single) || c.has(Leaf::Workshare) {
            let saved = self.vars.clone();
            self.omp_pin_clauses(clauses);
            let oclauses = self.omp_clauses(clauses);
            self.omp_region(o, OmpOp::Single, oclauses, &o.body);
            self.vars = saved;
            return;
        }
        if c.has(Leaf::Critical) {
            let op = OmpOp::Critical(o.critical_name.clone());
            return self.omp_region(o, op, Vec::new(), &o.body);
        }
        if c.has(Leaf::Taskloop) {
            return self.omp_taskloop(o, clauses);
        }
        if c.has(Leaf::Task) {
            return self.omp_task(o, clauses);
        }
        if c.has(Leaf::Ordered) {
            if self.omp_ordered_depend(o) {
                return;
            }
            return self.omp_region(o, OmpOp::Ordered, Vec::new(), &o.body);
        }
        if c.has(Leaf::Taskgroup) {
            return self.omp_region(o, OmpOp::Taskgroup, Vec::new(), &o.body);
        }
        if c.has(Leaf::Atomic) {
            return self.omp_atomic(o, clauses);
        }
        self.omp_block(&o.body);
    }

    /// `masked filter(n)` (5.1 §2.16): the thread numbered `n` runs the block, no barrier.
    fn omp_masked_filter(
        &mut self,
        o: &OmpStmt,
        filter: &crate::sema::tree::Expr,
        body: impl FnOnce(&mut Self),
    ) {
        let want = self.scalar(filter);
        let i32t = self.b.module.i32();
        let want = self.int_to(want, i32t);
        Host::set_span(self, o.span);
        let sig = self.b.module.func_type(&[], i32t, false);
        let f = Host::runtime_func(self, "omp_get_thread_num", sig);
        omp_host::masked_filter(self, f, want, body);
    }

    /// An operation whose region is the block.
    fn omp_region(&mut self, o: &OmpStmt, op: OmpOp, clauses: Vec<Clause>, body: &[Stmt]) {
        omp_host::region(self, op, clauses, o.span, |f| f.omp_block(body));
    }

    /// One address for variable `id` for the construct; its clause variable.
    pub(super) fn omp_pin(&mut self, id: SymbolId) -> Option<VarRef> {
        let info: VarInfo = self.var(id)?;
        self.vars.insert(id, info.clone());
        let sym = self.ctx.prog.symbol(id);
        let ty = mem_type(self.b.module, &self.ctx.derived, sym.ty);
        if sym.array.is_some() {
            // Arrays go through the clause's own variable reference (acc_var_ref).
            return None;
        }
        Some(VarRef {
            var: info.addr,
            name: sym.name.clone(),
            ty,
            bounds: Vec::new(),
        })
    }

    pub(super) fn omp_pin_clauses(&mut self, clauses: &[OmpClause]) {
        self.omp_pin_clauses_at(clauses, false);
    }

    /// [`Self::omp_pin_clauses`]; `device`: the `lastprivate`/`linear` clauses of a loop in a
    /// target region, where an explicit-shape dummy array is reached through its slot and
    /// gets a private copy of its elements (`private_ref`; not pinned).
    pub(super) fn omp_pin_clauses_at(&mut self, clauses: &[OmpClause], device: bool) {
        for cl in clauses {
            if matches!(
                cl.kind,
                CK::Private
                    | CK::FirstPrivate
                    | CK::LastPrivate
                    | CK::Reduction
                    | CK::InReduction
                    | CK::CopyPrivate
                    | CK::Linear
            ) {
                for v in cl.vars() {
                    if let Some(id) = symbol_of(v) {
                        let sym = self.ctx.prog.symbol(id);
                        // The private copies are made for arrays of their own storage of a
                        // constant size; the others are refused rather than miscompiled.
                        // A reduction on an array behind a descriptor gets a copy of the
                        // descriptor (`Host::reduction_ref`, decision 60).
                        let described = cl.kind == CK::Reduction
                            && sym.array.as_ref().is_some_and(|a| a.has_descriptor());
                        let unsupported = !(described || device && self.omp_device_dummy_array(id))
                            && sym.array.as_ref().is_some_and(|a| {
                                a.has_descriptor()
                                    || crate::sema::const_size_of(sym).is_none()
                                    || matches!(
                                        sym.storage,
                                        crate::sema::tree::Storage::Dummy { .. }
                                    )
                            });
                        if unsupported {
                            Host::unsupported(
                                self,
                                v.span(),
                                format!(
                                    "OpenMP '{}' of a dummy array, or of an allocatable, pointer, assumed-shape or automatic array, is not supported yet in Fortran",
                                    cl.kind.name()
                                ),
                            );
                            continue;
                        }
                        if device && self.omp_device_dummy_array(id) {
                            continue;
                        }
                        if described {
                            // Not pinned: the construct reads the bounds and base address
                            // from the descriptor, which its private copy replaces.
                            continue;
                        }
                        if let Some(info) = self.var(id) {
                            self.vars.insert(id, info);
                        }
                    }
                }
            }
        }
    }

    /// Whether `id` is an explicit-shape dummy array reached through its slot in device code
    /// (`dummy_slots`), whose private copy acc-privatize makes (`private_ref`).
    pub(super) fn omp_device_dummy_array(&self, id: SymbolId) -> bool {
        let sym = self.ctx.prog.symbol(id);
        self.acc.dummy_slots.contains_key(&id)
            && sym.array.as_ref().is_some_and(|a| !a.has_descriptor())
    }

    /// OIR clauses for checked clauses, evaluated in order (`collapse` is in the loop's
    /// dimensions; `default` and `shared` change nothing: captured variables are shared).
    pub(super) fn omp_clauses(&mut self, clauses: &[OmpClause]) -> Vec<Clause> {
        let mut out = Vec::new();
        for c in clauses {
            Host::set_span(self, c.span);
            let clause = match (&c.args, c.kind) {
                (OmpArgs::Expr(e), CK::If) => Clause::If(self.scalar(e)),
                (OmpArgs::Expr(e), CK::NumThreads) => {
                    let v = self.scalar(e);
                    let t = self.b.module.i32();
                    Clause::NumThreads(self.int_to(v, t))
                }
                (OmpArgs::Expr(e), kind @ (CK::NumTeams | CK::ThreadLimit)) => {
                    let v = self.scalar(e);
                    let t = self.b.module.i32();
                    let v = self.int_to(v, t);
                    if kind == CK::NumTeams {
                        Clause::NumTeams(v)
                    } else {
                        Clause::ThreadLimit(v)
                    }
                }
                (OmpArgs::Schedule { chunk, .. }, CK::DistSchedule) => {
                    Clause::DistSchedule(chunk.as_ref().map(|e| {
                        let v = self.scalar(e);
                        let t = self.b.module.i32();
                        self.int_to(v, t)
                    }))
                }
                (OmpArgs::ConditionalVars(vars), _) => {
                    match omp_host::var_clause(self, CK::LastPrivate, vars) {
                        Some(Clause::LastPrivate(vs)) => Clause::LastPrivateConditional(vs),
                        _ => continue,
                    }
                }
                (OmpArgs::Vars(vars), kind) => match omp_host::var_clause(self, kind, vars) {
                    Some(clause) => clause,
                    None => continue,
                },
                (OmpArgs::Reduction { op, vars, .. }, _) => {
                    omp_host::reduction_clauses(self, *op, vars, AccVar::span, &mut out);
                    continue;
                }
                (
                    OmpArgs::Depend {
                        all_memory: true, ..
                    },
                    _,
                ) => Clause::Depend(oxacc_oir::DependKind::AllMemory, Vec::new()),
                // Built at the task (`omp_depend_iterators`).
                (OmpArgs::Depend { iterators, .. }, _) if !iterators.is_empty() => continue,
                (OmpArgs::Depend { kind, vars, .. }, _) => {
                    let refs = vars.iter().map(|v| self.acc_var_ref(v)).collect();
                    Clause::Depend(omp_host::depend_kind(*kind), refs)
                }
                (OmpArgs::Schedule { kind, chunk }, _) => {
                    let chunk = chunk.as_ref().map(|e| {
                        let v = self.scalar(e);
                        let t = self.b.module.i32();
                        self.int_to(v, t)
                    });
                    Clause::Schedule(omp_host::schedule_kind(*kind), chunk)
                }
                (_, CK::Nowait) => Clause::NoWait,
                (OmpArgs::None, CK::Ordered) => Clause::Ordered,
                (OmpArgs::Expr(e), CK::Final) => Clause::Final(self.scalar(e)),
                _ => continue,
            };
            out.push(clause);
        }
        out
    }

    // ---- task (§2.9.1) ----

    /// The block becomes a task: shared variables travel by address, firstprivate ones by
    /// value at creation (explicit, and the implicit ones sema found), private ones and the
    /// task's own temporaries get slots in the task.
    fn omp_task(&mut self, o: &OmpStmt, clauses: &[OmpClause]) {
        let saved_vars = self.vars.clone();
        let mut implicit_first = Vec::new();
        for &id in &o.implicit_firstprivate {
            if let Some(v) = self.omp_pin(id) {
                implicit_first.push(v);
            }
        }
        let mut implicit_private = Vec::new();
        for &id in &o.implicit_private {
            if let Some(v) = self.omp_pin(id) {
                implicit_private.push(v);
            }
        }
        self.omp_pin_clauses(clauses);
        let mut oclauses = self.omp_clauses(clauses);
        let blocks = self.omp_depend_iterators(clauses, &mut oclauses);
        let env = TaskEnv {
            firstprivate: implicit_first,
            private: implicit_private,
        };
        let (untied, mergeable) = (o.has(CK::Untied), o.has(CK::Mergeable));
        omp_task::task(
            self,
            untied,
            mergeable,
            oclauses,
            env,
            o.span,
            |_, _| None,
            |f| f.omp_block(&o.body),
        );
        oxacc_offload::omp_iterator::free_arrays(self, blocks);
        self.vars = saved_vars;
    }

    /// `depend(iterator(…), type: list)` clauses (5.0 §2.1.6, §2.17.11), as C's: each becomes
    /// a dependence array (`oxacc_offload::omp_iterator`) that the task names as a depend
    /// object; answers the blocks to free once the task exists. Each iterator's variable gets
    /// storage of its own while the locators are evaluated.
    fn omp_depend_iterators(&mut self, clauses: &[OmpClause], out: &mut Vec<Clause>) -> Vec<Value> {
        use oxacc_offload::omp_iterator::{dependence_clause, IterRange};
        let mut blocks = Vec::new();
        for c in clauses {
            let OmpArgs::Depend {
                kind,
                vars,
                iterators,
                ..
            } = &c.args
            else {
                continue;
            };
            if iterators.is_empty() {
                continue;
            }
            Host::set_span(self, c.span);
            let saved = self.vars.clone();
            let mut ranges = Vec::with_capacity(iterators.len());
            for it in iterators {
                let ty = {
                    let sym = self.ctx.prog.symbol(it.var);
                    mem_type(self.b.module, &self.ctx.derived, sym.ty)
                };
                let begin = self.scalar(&it.begin);
                let last = self.scalar(&it.end);
                let step = match &it.step {
                    Some(e) => self.scalar(e),
                    None => self.b.iconst(ty, 1),
                };
                // In Fortran the range includes `end` (5.0 §2.1.6: as an implied DO), past
                // which the shared rule counts: one step further, by the step's sign.
                let (zero, one, minus) = (
                    self.b.iconst(ty, 0),
                    self.b.iconst(ty, 1),
                    self.b.iconst(ty, -1),
                );
                let up = self.b.icmp(oxacc_oir::IntCC::Sgt, step, zero);
                let by = self.b.select(up, one, minus);
                let end = self.b.binary(oxacc_oir::BinOp::Add, last, by);
                ranges.push(IterRange {
                    slot: self.entry_alloca(ty),
                    ty,
                    begin,
                    end,
                    step,
                });
            }
            for (it, r) in iterators.iter().zip(&ranges) {
                self.vars.insert(
                    it.var,
                    VarInfo {
                        addr: r.slot,
                        dims: Vec::new(),
                        char_len: None,
                        strides: None,
                    },
                );
            }
            let kind = omp_host::depend_kind(*kind);
            let (clause, block) = dependence_clause(self, &ranges, vars.len(), kind, |f, l| {
                f.acc_var_ref(&vars[l])
            });
            self.vars = saved;
            out.push(clause);
            blocks.push(block);
        }
        blocks
    }

    // ---- the worksharing loop (§2.7.1) ----

    fn omp_do(&mut self, o: &OmpStmt, clauses: &[OmpClause]) {
        let saved_vars = self.vars.clone();
        self.omp_pin_clauses(clauses);
        let mut oclauses = self.omp_clauses(clauses);
        if let K::Construct(c) = o.kind {
            if c.has(Leaf::Distribute) {
                // 5.0 §2.9.4.1: without dist_schedule, chunks of about equal size (C's rule).
                if !oclauses
                    .iter()
                    .any(|cl| matches!(cl, Clause::DistSchedule(_)))
                {
                    oclauses.push(Clause::DistSchedule(None));
                }
                if c.has(Leaf::For) {
                    oclauses.push(Clause::DistParallel);
                }
            }
        }
        let linear = self.omp_linear_start(clauses);
        if !linear.is_empty() {
            // The value of the sequentially last iteration is copied out (§2.15.3.7).
            let refs = linear.iter().map(|l| l.var.clone()).collect();
            oclauses.push(Clause::LastPrivate(refs));
        }
        let lastprivate: Vec<SymbolId> = clauses
            .iter()
            .filter(|cl| cl.kind == CK::LastPrivate)
            .flat_map(|cl| cl.vars())
            .filter_map(symbol_of)
            .collect();
        let Some((loops, body)) = omp_do_nest(o) else {
            self.vars = saved_vars;
            return Host::unsupported(
                self,
                o.name_span,
                "this loop nest is not lowered for OpenMP yet".into(),
            );
        };
        let mut dims = Vec::new();
        let mut privates = Vec::new();
        // (slot, type, lastprivate)
        let mut slots = Vec::new();
        for c in &loops {
            let id = match c.var.kind {
                ExprKind::Var(id) => Some(id),
                _ => None,
            };
            if let Some(l) = id.and_then(|id| linear.iter().find(|l| l.id == id)) {
                self.vars = saved_vars;
                return Host::unsupported(
                    self,
                    o.name_span,
                    format!(
                        "the DO variable '{}' of a worksharing loop may not be 'linear' here (OpenMP 4.5 §2.15.1.1)",
                        l.var.name
                    ),
                );
            }
            let last = id.is_some_and(|id| lastprivate.contains(&id));
            // The lastprivate clause already lists its pinned storage; else the DO
            // variable gets a private slot (one DO-control rule: lower/acc/do_loop.rs).
            let pinned = id
                .and_then(|id| self.vars.get(&id))
                .filter(|_| last)
                .map(|info| info.addr);
            let d = self.do_dim(c, pinned);
            if id.is_some() {
                privates.extend(d.private);
            }
            slots.push((d.slot, d.ty, last, d.dim.step));
            dims.push(d.dim);
        }
        if !privates.is_empty() {
            oclauses.push(Clause::Private(privates));
        }
        Host::set_span(self, o.span);
        let steps = dims.clone();
        let doacross = self.omp_doacross_begin(o, clauses, &dims);
        Host::set_span(self, o.span);
        let (_, entry) = self
            .b
            .directive(DirectiveKind::Omp(OmpOp::Loop { dims }), oclauses);
        let Some(entry) = entry else {
            self.omp_doacross_end(doacross);
            self.vars = saved_vars;
            return;
        };
        let outer = self.b.current_block();
        let ivs: Vec<Value> = slots
            .iter()
            .map(|&(_, vty, _, _)| self.b.add_block_param(entry, vty))
            .collect();
        self.b.switch_to_block(entry);
        for (&(addr, ..), &iv) in slots.iter().zip(&ivs) {
            self.b.store(iv, addr);
        }
        self.omp_linear_iteration(&linear, &steps, &ivs);
        let cont = self.b.create_block();
        let saved_loops = std::mem::take(&mut self.loops);
        self.loops.push(LoopTarget {
            name: None,
            exit: cont,
            cycle: Some(cont),
        });
        self.stmts(body);
        self.loops = saved_loops;
        Host::enter_block(self, cont);
        // A lastprivate DO variable ends with the value the sequentially last iteration
        // leaves it (§2.15.3.5: the DO adds its step once more).
        for (&(addr, _, last, step), &iv) in slots.iter().zip(&ivs) {
            if last {
                let next = self.b.binary(oxacc_oir::BinOp::Add, iv, step);
                self.b.store(next, addr);
            }
        }
        Host::set_span(self, o.span);
        self.b.yield_(&[]);
        if let Some(ob) = outer {
            self.b.switch_to_block(ob);
        }
        self.omp_doacross_end(doacross);
        self.vars = saved_vars;
    }

    // ---- sections (§2.7.2) ----

    fn omp_sections(&mut self, o: &OmpStmt, clauses: &[OmpClause]) {
        let saved_vars = self.vars.clone();
        self.omp_pin_clauses(clauses);
        let oclauses = self.omp_clauses(clauses);
        let count = o.sections.len();
        omp_host::sections(self, count, oclauses, o.span, |f, k| {
            f.omp_block(&o.sections[k])
        });
        self.vars = saved_vars;
    }

    // ---- atomic (§2.13.6) ----

    /// `atomic` with its form (`read`, `write`, `update`, the default, or `capture`): the
    /// `acc.atomic` operation of the same form (the statement forms of OpenMP 4.5 §2.13.6
    /// are OpenACC 3.3 §2.12's), which becomes native atomic instructions (a compare-and-
    /// exchange loop for the updates with no `atomicrmw`), or for types without one takes
    /// the module's lock.
    fn omp_atomic(&mut self, o: &OmpStmt, clauses: &[OmpClause]) {
        use oxacc_directives::AtomicKind as AK;
        let form = clauses
            .iter()
            .find_map(|cl| match cl.kind {
                CK::Read => Some(AK::Read),
                CK::Write => Some(AK::Write),
                CK::Capture => Some(AK::Capture),
                _ => None,
            })
            .unwrap_or(AK::Update);
        // 5.1 §2.19.7: a conditional update (or its capture).
        let has = |k| clauses.iter().any(|cl| cl.kind == k);
        let form = match has(CK::Compare) {
            true => AK::Compare {
                capture: has(CK::Capture),
                weak: has(CK::Weak),
            },
            false => form,
        };
        let stmt = crate::sema::acc::tree::AccStmt {
            kind: oxacc_directives::DirectiveKind::Atomic(form),
            span: o.span,
            name_span: o.name_span,
            clauses: Vec::new(),
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            routine_name: None,
            body: o.body.clone(),
            loop_depth: 0,
            concurrent: false,
            omp_udr: Vec::new(),
            omp_copy_out: Vec::new(),
            omp_split: false,
            omp_barrier: false,
            omp_in_reduction: false,
            omp_split_teams: false,
        };
        // The operation is relaxed; a memory order other than `relaxed` also orders the
        // thread's other accesses around it (4.5 §2.13.6: `seq_cst` implies a flush).
        let ordered = clauses
            .iter()
            .any(|cl| matches!(cl.kind, CK::SeqCst | CK::AcqRel | CK::Acquire | CK::Release));
        if ordered {
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Flush), Vec::new());
        }
        self.acc_atomic(&stmt, &[]);
        if ordered && Host::is_open(self) {
            Host::set_span(self, o.span);
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Flush), Vec::new());
        }
    }

    /// `device(n)` around the OpenACC directive a device directive became (sema's).
    fn omp_device_bracket(&mut self, o: &OmpStmt) {
        let device = o.clauses.iter().find(|c| c.kind == CK::Device);
        let Some(OmpArgs::Expr(e)) = device.map(|c| &c.args) else {
            return self.stmts(&o.body);
        };
        let n = self.scalar(e);
        let i32t = self.b.module.i32();
        let n = self.int_to(n, i32t);
        Host::set_span(self, o.span);
        omp_host::device_bracket(self, n, |f| f.stmts(&o.body));
    }

    // ---- linear (§2.15.3.7) ----

    /// The `linear` variables of a loop with their values before it and their steps (in
    /// their types); then a barrier, as the value of the last iteration is copied out into
    /// the same variable and no thread may do that before every thread has read it.
    fn omp_linear_start(&mut self, clauses: &[OmpClause]) -> Vec<Linear> {
        let out = self.omp_linear_values(clauses);
        if !out.is_empty() {
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
        }
        out
    }

    /// The `linear` variables of `clauses` with their values now and their steps (in their
    /// types).
    pub(super) fn omp_linear_values(&mut self, clauses: &[OmpClause]) -> Vec<Linear> {
        let mut out = Vec::new();
        for cl in clauses {
            let OmpArgs::Linear { vars, step } = &cl.args else {
                continue;
            };
            Host::set_span(self, cl.span);
            for v in vars {
                let Some(id) = symbol_of(v) else { continue };
                let var = self.acc_var_ref(v);
                let start = self.b.load(var.ty, var.var);
                let step = match step {
                    Some(e) => {
                        let s = self.scalar(e);
                        self.int_to(s, var.ty)
                    }
                    None => self.b.iconst(var.ty, 1),
                };
                out.push(Linear {
                    id,
                    var,
                    start,
                    step,
                });
            }
        }
        out
    }

    /// At the top of an iteration: each linear variable is `start + k * step`, `k` the
    /// iteration's logical number.
    pub(super) fn omp_linear_iteration(
        &mut self,
        linear: &[Linear],
        dims: &[LoopDim],
        ivs: &[Value],
    ) {
        for l in linear {
            let Some(k) = omp_host::logical_iteration(&mut self.b, dims, ivs, l.var.ty) else {
                return;
            };
            let delta = self.b.binary(oxacc_oir::BinOp::Mul, k, l.step);
            let val = self.b.binary(oxacc_oir::BinOp::Add, l.start, delta);
            self.b.store(val, l.var.var);
        }
    }
}

/// A `linear` variable of a loop: its symbol, its storage, its value before the loop and its
/// step.
pub(super) struct Linear {
    pub(super) id: SymbolId,
    pub(super) var: VarRef,
    start: Value,
    step: Value,
}

/// The DO loops an OpenMP loop construct applies to (`collapse` of them, at least one), each
/// the first DO of its parent's body, and the innermost one's body; `None` when the nest is
/// shorter or a DO has no control.
pub(super) fn omp_do_nest(o: &OmpStmt) -> Option<(Vec<&DoLoop>, &[Stmt])> {
    let mut loops = Vec::new();
    let mut body: &[Stmt] = &o.body;
    for _ in 0..o.loop_depth.max(1) {
        let Some(StmtKind::Do {
            control: Some(c),
            body: inner,
            ..
        }) = body
            .iter()
            .find(|s| matches!(s.kind, StmtKind::Do { .. }))
            .map(|s| &s.kind)
        else {
            return None;
        };
        loops.push(c);
        body = inner;
    }
    Some((loops, body))
}
