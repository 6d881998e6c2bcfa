//! OpenMP host constructs to OIR's `omp.*` operations (docs/oir.md "OpenMP operations"),
//! which `omp-lower` turns into libomp calls:
//! - `parallel` → `omp.parallel` with `if`, `num_threads`, and its data-sharing clauses;
//!   every stack slot made while lowering the region (the automatic variables declared
//!   inside, OpenMP 4.5 §2.15.1.1, and the temporaries of complex or aggregate values) is
//!   added to its `private` clause once the region is lowered: slots live in the function's
//!   entry block, so without it they would be shared;
//! - `for` → `omp.loop`, one dimension per associated loop as for `acc.loop` (the loop
//!   variable is stored at the top of the body and listed `private`, §2.15.1.1); `simd` on it
//!   is a hint;
//! - `sections` → an `omp.loop` over the section numbers (dynamic, one at a time) whose
//!   body runs the section of that number;
//! - combined `parallel for`/`parallel sections`/`parallel master`: an `omp.parallel` holding
//!   the inner construct, which takes the data-sharing clauses of a worksharing construct
//!   (as clang splits them), so that `firstprivate` and `lastprivate` refer to the original;
//! - `single`, `master`, `critical`, `barrier`, `flush`, `taskwait` → their operations;
//! - `atomic` → atomic instructions (a load or store, or a compare-and-exchange loop that
//!   computes the update), or for types with no atomic instruction a critical section;
//! - `simd` alone runs its loop as written (vectorization is the optimizer's business).
//!
//! A variable of static storage named in a data-sharing clause gets one address for the whole
//! construct (entered in `locals`), so that the pass can substitute its private copy.

use oxacc_directives::omp::OmpClauseKind as CK;
use std::collections::HashSet;

use oxacc_offload::omp_host;
use oxacc_offload::omp_udr::UdrHost;
use oxacc_oir::{BinOp, Clause, DirectiveKind, LoopDim, OmpOp, Ordering, Value, VarRef};

use super::expr::Val;
use super::FnCx;
use crate::acc::{AccAtomic, AtomicUpdate};
use crate::ast::{BinaryOp, DeclId, DirectiveId, StmtId};
use crate::omp::{OmpArgs, OmpBody, OmpClause, OmpConstruct};
use crate::types::TypeId;

impl FnCx<'_, '_> {
    /// A `#pragma omp` statement.
    pub(crate) fn omp_stmt(&mut self, d: DirectiveId, body: Option<StmtId>) {
        if let Some(&sync) = self.cx.acc.omp_team_sync.get(&d) {
            return self.omp_team_sync(sync, body, self.cx.ast[d].span);
        }
        if let Some(a) = self.cx.omp.allocates.get(&d).cloned() {
            return self.omp_allocate(&a);
        }
        let Some(c) = self.cx.omp.directives.get(&d).cloned() else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        self.set_span(c.span);
        if c.teams {
            self.omp_league(&c, body);
        } else if c.parallel || c.body == (OmpBody::Distribute { parallel_for: true }) {
            self.omp_parallel(&c, &c.clauses, body);
        } else {
            self.omp_construct(&c, body, &c.clauses);
        }
    }

    /// The `allocate` directive (5.0 §2.11.3): each variable's storage from here to the end
    /// of its scope is `omp_alloc(sizeof var, allocator)`, with the value it had so far;
    /// leaving the scope gives it back (`omp_free` with `omp_null_allocator`, which frees
    /// through the allocator that allocated it, 5.0 §3.7.10).
    fn omp_allocate(&mut self, a: &crate::omp::OmpAllocate) {
        let (ptr, i64t) = (self.b.module.ptr(), self.b.module.i64());
        let sig = self.b.module.func_type(&[i64t, i64t], ptr, false);
        let alloc = oxacc_offload::Host::runtime_func(self, "omp_alloc", sig);
        let allocator = match a.allocator {
            Some(e) => {
                let v = self.scalar(e);
                let from = self.cx.ast[e].ty;
                self.convert_scalar(v, from, crate::types::TypeId::ULONG)
            }
            None => self.b.iconst(i64t, 0),
        };
        for &d in &a.vars {
            let Some(&old) = self.locals.get(&d) else {
                continue;
            };
            let ty = self.cx.ast[d].ty;
            let size = self.sizeof_value(ty);
            let Some(new) = self.b.call(alloc, &[size, allocator]) else {
                continue;
            };
            if self.cx.ast[d].init.is_some() {
                let oty = self.cx.oir_ty(self.b.module, ty);
                let v = self.b.load(oty, old);
                self.b.store(v, new);
            }
            self.locals.insert(d, new);
            // The variable table must name the new storage too: the OpenMP passes decide what
            // a target region's capture is (an array mapped tofrom, a scalar firstprivate)
            // from it, and took the bare `omp_alloc` pointer for a C pointer otherwise
            // (a zero-length section looked up, not mapped: the kernel read host memory).
            if let Some(mut var) = self.b.body.var_at(old).cloned() {
                var.addr = new;
                self.b.body.add_var(var);
            }
            self.cleanups.push((new, super::function::Cleanup::OmpFree));
        }
    }

    /// `omp_free(p, omp_null_allocator)`.
    pub(crate) fn omp_free(&mut self, p: Value) {
        let (ptr, i64t, void) = (
            self.b.module.ptr(),
            self.b.module.i64(),
            self.b.module.void(),
        );
        let sig = self.b.module.func_type(&[ptr, i64t], void, false);
        let free = oxacc_offload::Host::runtime_func(self, "omp_free", sig);
        let null = self.b.iconst(i64t, 0);
        self.b.call(free, &[p, null]);
    }

    /// A host league (OpenMP 5.0 §2.7): `omp.teams` around the statement, or around the
    /// construct below its `teams` leaf (`distribute …`, which takes the clauses
    /// `omp_league::teams_side` gives it).
    fn omp_league(&mut self, c: &OmpConstruct, body: Option<StmtId>) {
        use oxacc_directives::omp::Leaf;
        let rest: &[Leaf] = match c.body {
            OmpBody::Distribute {
                parallel_for: false,
            } => &[Leaf::Distribute],
            OmpBody::Distribute { parallel_for: true } => {
                &[Leaf::Distribute, Leaf::Parallel, Leaf::For]
            }
            _ => &[],
        };
        let side = |cl: &OmpClause| oxacc_offload::omp_league::teams_side(cl.kind, rest);
        let mine: Vec<OmpClause> = c.clauses.iter().filter(|cl| side(cl).0).cloned().collect();
        let inner: Vec<OmpClause> = c.clauses.iter().filter(|cl| side(cl).1).cloned().collect();
        self.omp_fork(OmpOp::Teams, c, &mine, |f| match c.body {
            OmpBody::Distribute { parallel_for: true } => f.omp_parallel(c, &inner, body),
            OmpBody::Distribute { .. } => f.omp_construct(c, body, &inner),
            _ => {
                if let Some(b) = body {
                    f.stmt(b);
                }
            }
        });
    }

    /// `parallel`, alone or around the inner construct of a combined one (§2.5, §2.11;
    /// `distribute parallel for`, 5.0 §2.9.4.3, the parallel region of each team).
    fn omp_parallel(&mut self, c: &OmpConstruct, clauses: &[OmpClause], body: Option<StmtId>) {
        let splits = matches!(
            c.body,
            OmpBody::For | OmpBody::Sections | OmpBody::Distribute { .. }
        );
        let (mine, inner): (Vec<OmpClause>, Vec<OmpClause>) =
            clauses.iter().cloned().partition(|cl| {
                let region_reduction = c.task_reduction && cl.kind == CK::Reduction;
                !(splits && omp_host::worksharing_side(cl.kind)) || region_reduction
            });
        self.omp_fork(OmpOp::Parallel, c, &mine, |f| match c.body {
            OmpBody::Plain => {
                if let Some(b) = body {
                    f.stmt(b);
                }
            }
            _ => f.omp_construct(c, body, &inner),
        });
    }

    /// The `omp.parallel` or `omp.teams` operation (`op`) of a construct, with `mine` (its
    /// clauses), whose region `region` lowers.
    fn omp_fork(
        &mut self,
        op: OmpOp,
        c: &OmpConstruct,
        mine: &[OmpClause],
        region: impl FnOnce(&mut Self),
    ) {
        let mine = mine.to_vec();
        let statics = self.omp_pin_statics(&mine);
        let clauses = self.omp_clauses(&mine);
        // copyin (§2.15.4.1): the primary thread's copies, by address taken outside.
        let mut copyin = Vec::new();
        for v in mine
            .iter()
            .filter(|cl| cl.kind == CK::CopyIn)
            .flat_map(|cl| cl.vars().iter())
        {
            let Some(root) = v.root else { continue };
            let span = self.cx.ast[root].declarator.name_span;
            let primary = self.decl_addr(root, span);
            copyin.push((root, primary, span));
        }
        self.set_span(c.span);
        let (op, entry) = self.b.directive(DirectiveKind::Omp(op), clauses);
        let Some(entry) = entry else { return };
        let outer = self.b.current_block();
        self.b.switch_to_block(entry);
        let slots_before = self.entry_slots();
        if !copyin.is_empty() {
            // Each thread copies into its own copy; the barrier keeps the primary thread from
            // changing its copy before every thread has read it.
            for &(root, primary, span) in &copyin {
                let ty = self.cx.ast[root].ty;
                let ty = self.cx.oir_ty(self.b.module, ty);
                let mine = self.decl_addr(root, span);
                let v = self.b.load(ty, primary);
                self.b.store(v, mine);
            }
            self.set_span(c.span);
            self.b
                .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
        }
        if Self::omp_has_udr(&mine) {
            // The region's end is the team's barrier.
            self.omp_user_reductions(&mine, false, c.span, region);
        } else {
            region(self);
        }
        if self.is_open() {
            self.set_span(c.span);
            self.b.yield_(&[]);
        }
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
        self.omp_unpin_statics(statics);
        // §2.15.1.1: variables declared in the region are private, and so are the
        // temporaries its code uses (complex and aggregate values, call results): every
        // stack slot made while lowering the region lives in the function's entry block,
        // outside the region, so each thread needs its own.
        let inside = self.new_entry_slots(&slots_before);
        if !inside.is_empty() {
            if let oxacc_oir::InstKind::Directive(d) = &mut self.b.body.insts[op.index()].kind {
                d.clauses.push(Clause::Private(inside));
            }
        }
    }

    /// `master`, `single` or `barrier` in a target region (`crate::omp::TeamSync`): in a
    /// parallel region of it, thread 0 of the team runs the statement, and the team's barrier
    /// (`oxacc_offload::lower::team_barrier`) follows `single` without `nowait` and is
    /// `barrier`; elsewhere the team is one thread.
    pub(super) fn omp_team_sync(
        &mut self,
        sync: crate::omp::TeamSync,
        body: Option<StmtId>,
        span: oxacc_source::Span,
    ) {
        let threads = self.omp_threads.last().copied();
        oxacc_offload::omp_team_sync::lower(self, sync, threads, span, |f| {
            if let Some(b) = body {
                f.stmt(b);
            }
        });
    }

    /// The stack slots of the function's entry block.
    pub(super) fn entry_slots(&self) -> HashSet<Value> {
        omp_host::entry_slots(&self.b)
    }

    /// The entry-block slots made since `before`, as clause variables (named after the
    /// variable they hold, when one does).
    pub(super) fn new_entry_slots(&self, before: &HashSet<Value>) -> Vec<VarRef> {
        omp_host::new_entry_slots(&self.b, before, |v| self.slot_name(v))
    }

    /// The name of the variable whose storage is the slot `v`, if one's is.
    pub(super) fn slot_name(&self, v: Value) -> Option<smol_str::SmolStr> {
        self.locals
            .iter()
            .find(|(_, &a)| a == v)
            .and_then(|(&d, _)| self.cx.ast[d].name().cloned())
    }

    /// The storage of automatic variables, as clause variables (those lowered so far).
    pub(super) fn omp_slots(&mut self, decls: &[DeclId]) -> Vec<VarRef> {
        let mut out = Vec::new();
        for &d in decls {
            let Some(&addr) = self.locals.get(&d) else {
                continue;
            };
            let ty = self.cx.ast[d].ty;
            let ty = self.cx.oir_ty(self.b.module, ty);
            let name = self.cx.ast[d].name().cloned().unwrap_or_default();
            out.push(VarRef {
                var: addr,
                name,
                ty,
                bounds: Vec::new(),
            });
        }
        out
    }

    /// Variables of static storage named in `clauses` get one address for the construct
    /// (see the module documentation); returns what to undo afterwards.
    pub(super) fn omp_pin_statics(&mut self, clauses: &[OmpClause]) -> Vec<DeclId> {
        let mut pinned = Vec::new();
        let privatizing = |c: &&OmpClause| {
            matches!(
                c.kind,
                CK::Private | CK::FirstPrivate | CK::LastPrivate | CK::Reduction | CK::Linear
            )
        };
        for v in clauses
            .iter()
            .filter(privatizing)
            .flat_map(|c| c.vars().iter())
        {
            let Some(root) = v.root else { continue };
            if self.locals.contains_key(&root) {
                continue;
            }
            let span = self.cx.ast[root].declarator.name_span;
            let addr = self.decl_addr(root, span);
            self.locals.insert(root, addr);
            pinned.push(root);
        }
        pinned
    }

    pub(super) fn omp_unpin_statics(&mut self, pinned: Vec<DeclId>) {
        for d in pinned {
            self.locals.remove(&d);
        }
    }

    /// OIR clauses for checked clauses, evaluated in order (`collapse` is in the loop's
    /// dimensions, `default` and `shared` change nothing: captured variables are shared).
    pub(super) fn omp_clauses(&mut self, clauses: &[OmpClause]) -> Vec<Clause> {
        let mut out = Vec::new();
        for c in clauses {
            self.set_span(c.span);
            let clause = match (&c.args, c.kind) {
                (OmpArgs::Expr(e), CK::If) => Clause::If(self.cond_value(*e)),
                (OmpArgs::Expr(e), CK::NumThreads) => Clause::NumThreads(self.acc_i32(*e)),
                (OmpArgs::Expr(e), CK::NumTeams) => Clause::NumTeams(self.acc_i32(*e)),
                (OmpArgs::Expr(e), CK::ThreadLimit) => Clause::ThreadLimit(self.acc_i32(*e)),
                (OmpArgs::Schedule { chunk, .. }, CK::DistSchedule) => {
                    Clause::DistSchedule(chunk.map(|e| self.acc_i32(e)))
                }
                (
                    OmpArgs::Vars(vars),
                    kind @ (CK::Private | CK::FirstPrivate | CK::LastPrivate | CK::Detach),
                ) => match omp_host::var_clause(self, kind, vars) {
                    Some(clause) => clause,
                    None => continue,
                },
                (OmpArgs::ConditionalVars(vars), _) => {
                    match omp_host::var_clause(self, CK::LastPrivate, vars) {
                        Some(Clause::LastPrivate(vs)) => Clause::LastPrivateConditional(vs),
                        _ => continue,
                    }
                }
                (OmpArgs::Reduction { op, vars }, _) => {
                    omp_host::reduction_clauses(self, *op, vars, |v| v.span, &mut out);
                    continue;
                }
                (OmpArgs::Schedule { kind, chunk }, _) => {
                    let chunk = chunk.map(|e| self.acc_i32(e));
                    Clause::Schedule(omp_host::schedule_kind(*kind), chunk)
                }
                (_, CK::Nowait) => Clause::NoWait,
                (OmpArgs::Expr(e), CK::Final) => Clause::Final(self.cond_value(*e)),
                (
                    OmpArgs::Depend {
                        all_memory: true, ..
                    },
                    _,
                ) => Clause::Depend(oxacc_oir::DependKind::AllMemory, Vec::new()),
                // Built at the task (`omp_depend_iterators`).
                (OmpArgs::Depend { iterators, .. }, _) if !iterators.is_empty() => continue,
                (OmpArgs::Depend { kind, vars, .. }, _) => {
                    let kind = omp_host::depend_kind(*kind);
                    Clause::Depend(kind, vars.iter().map(|v| self.acc_var_ref(v)).collect())
                }
                (OmpArgs::ProcBind(k), _) => Clause::ProcBind(*k),
                (OmpArgs::Allocate { allocator, vars }, _) => {
                    let a = allocator.map(|e| {
                        let v = self.scalar(e);
                        let from = self.cx.ast[e].ty;
                        self.convert_scalar(v, from, crate::types::TypeId::ULONG)
                    });
                    Clause::Allocate(a, vars.iter().map(|v| self.acc_var_ref(v)).collect())
                }
                (OmpArgs::None, CK::Ordered) => Clause::Ordered,
                (OmpArgs::Vars(vars), CK::CopyPrivate) => {
                    match omp_host::var_clause(self, CK::CopyPrivate, vars) {
                        Some(clause) => clause,
                        None => continue,
                    }
                }
                _ => continue,
            };
            out.push(clause);
        }
        out
    }

    /// The construct without its `parallel` leaf, with `clauses`.
    fn omp_construct(&mut self, c: &OmpConstruct, body: Option<StmtId>, clauses: &[OmpClause]) {
        self.set_span(c.span);
        match &c.body {
            OmpBody::Barrier => {
                self.b
                    .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
            }
            OmpBody::Flush => {
                self.b
                    .directive(DirectiveKind::Omp(OmpOp::Flush), Vec::new());
            }
            // 5.0 §2.17.5: with `depend`, only the sibling tasks these name are waited for.
            OmpBody::Taskwait if c.has(CK::Depend) => self.omp_target_wait(clauses),
            OmpBody::Taskwait => {
                self.b
                    .directive(DirectiveKind::Omp(OmpOp::Taskwait), Vec::new());
            }
            OmpBody::Nothing => {}
            OmpBody::Depobj(obj) => self.omp_depobj(c, *obj),
            OmpBody::Taskyield => {
                self.b
                    .directive(DirectiveKind::Omp(OmpOp::Taskyield), Vec::new());
            }
            OmpBody::Task => self.omp_task(c, body),
            OmpBody::Taskloop => self.omp_taskloop(c, body),
            OmpBody::OrderedDepend => self.omp_ordered_depend(c),
            OmpBody::Taskgroup => self.omp_region(c, OmpOp::Taskgroup, Vec::new(), body),
            OmpBody::Ordered => self.omp_region(c, OmpOp::Ordered, Vec::new(), body),
            OmpBody::OrderedSimd => {
                if let Some(b) = body {
                    self.stmt(b);
                }
            }
            OmpBody::Plain | OmpBody::Simd => {
                if let Some(b) = body {
                    self.stmt(b);
                }
            }
            OmpBody::For | OmpBody::Sections if Self::omp_has_udr(clauses) => {
                // The construct's own end does not wait: the combination comes first, then
                // the barrier (unless `nowait`).
                let (rest, wait) = Self::omp_without_udr(clauses, c.span);
                self.omp_user_reductions(clauses, wait, c.span, |f| {
                    f.omp_construct(c, body, &rest)
                });
            }
            OmpBody::For | OmpBody::Distribute { .. } => match body {
                Some(_) if !c.loops.is_empty() => self.omp_for(c, clauses),
                Some(b) => self.stmt(b),
                None => {}
            },
            OmpBody::Sections => self.omp_sections(c, clauses),
            OmpBody::Single => {
                let statics = self.omp_pin_statics(clauses);
                let oclauses = self.omp_clauses(clauses);
                self.omp_region(c, OmpOp::Single, oclauses, body);
                self.omp_unpin_statics(statics);
            }
            OmpBody::Master => match clauses.iter().find(|cl| cl.kind == CK::Filter) {
                Some(OmpClause {
                    args: OmpArgs::Expr(e),
                    ..
                }) => self.omp_masked_filter(c, *e, body),
                _ => self.omp_region(c, OmpOp::Master, Vec::new(), body),
            },
            OmpBody::Critical(name) => {
                self.omp_region(c, OmpOp::Critical(name.clone()), Vec::new(), body)
            }
            OmpBody::Atomic => match (&c.atomic, body) {
                (Some(form), Some(b)) => self.omp_atomic(c, form, b),
                (None, Some(b)) => self.stmt(b),
                _ => {}
            },
        }
    }

    /// `masked filter(n)` (5.1 §2.8): the thread numbered `n` runs the statement, no
    /// barrier; without `filter` it is `master`.
    fn omp_masked_filter(
        &mut self,
        c: &OmpConstruct,
        filter: crate::ast::ExprId,
        body: Option<StmtId>,
    ) {
        let want = self.acc_i32(filter);
        self.set_span(c.span);
        let i32t = self.b.module.i32();
        // The program's own declaration when it has one (one entity per name).
        let name = "omp_get_thread_num";
        let f = match self
            .cx
            .funcs
            .get(name)
            .copied()
            .or_else(|| self.b.module.func_by_name(name))
        {
            Some(f) => f,
            None => {
                let sig = self.b.module.func_type(&[], i32t, false);
                let f = self.b.module.declare_func(name, sig);
                self.cx.funcs.insert(name.into(), f);
                f
            }
        };
        omp_host::masked_filter(self, f, want, |f| {
            if let Some(b) = body {
                f.stmt(b);
            }
        });
    }

    /// An operation whose region is the statement.
    pub(super) fn omp_region(
        &mut self,
        c: &OmpConstruct,
        op: OmpOp,
        clauses: Vec<Clause>,
        body: Option<StmtId>,
    ) {
        omp_host::region(self, op, clauses, c.span, |f| {
            if let Some(b) = body {
                f.stmt(b);
            }
        });
    }

    // ---- the worksharing loop (§2.7.1) ----

    fn omp_for(&mut self, c: &OmpConstruct, clauses: &[OmpClause]) {
        let statics = self.omp_pin_statics(clauses);
        let mut oclauses = self.omp_clauses(clauses);
        if let OmpBody::Distribute { parallel_for } = c.body {
            // 5.0 §2.9.4.1: without dist_schedule, the league's iterations in chunks of
            // about equal size (libomp's, as gcc's and clang's).
            if !oclauses
                .iter()
                .any(|cl| matches!(cl, Clause::DistSchedule(_)))
            {
                oclauses.push(Clause::DistSchedule(None));
            }
            if parallel_for {
                oclauses.push(Clause::DistParallel);
            }
        }
        let linear = self.omp_linear_start(clauses);
        oclauses.extend(self.omp_linear_clause(&linear));
        let lastprivate: Vec<DeclId> = clauses
            .iter()
            .filter(|cl| matches!(cl.kind, CK::LastPrivate | CK::Linear))
            .flat_map(|cl| cl.vars().iter())
            .filter_map(|v| v.root)
            .collect();
        // The loop variables: storage, and private (§2.15.1.1) unless lastprivate names them.
        let mut slots = Vec::new();
        for l in &c.loops {
            let addr = match self.locals.get(&l.var) {
                Some(&a) => a,
                None => {
                    let decl = &self.cx.ast[l.var];
                    if decl.storage == crate::ast::StorageDuration::Automatic {
                        self.automatic_object(l.var, l.ty, None);
                    }
                    let span = self.cx.ast[l.var].declarator.name_span;
                    self.decl_addr(l.var, span)
                }
            };
            slots.push(addr);
        }
        let loop_vars: Vec<DeclId> = c
            .loops
            .iter()
            .map(|l| l.var)
            .filter(|v| !lastprivate.contains(v))
            .collect();
        // One address per loop variable for the whole loop (a variable of static storage
        // would otherwise get a fresh one at each use).
        let mut pinned_loop_vars = Vec::new();
        for (l, &a) in c.loops.iter().zip(&slots) {
            if let std::collections::hash_map::Entry::Vacant(e) = self.locals.entry(l.var) {
                e.insert(a);
                pinned_loop_vars.push(l.var);
            }
        }
        let privates = self.omp_slots(&loop_vars);
        if !privates.is_empty() {
            oclauses.push(Clause::Private(privates));
        }
        let super::acc::LoopNest {
            dims,
            ptr_bases,
            ivts,
        } = self.loop_nest(&c.loops);
        self.set_span(c.span);
        let steps: Vec<LoopDim> = dims.clone();
        let doacross = self.omp_doacross_begin(c, &dims, &slots);
        let (_, entry) = self
            .b
            .directive(DirectiveKind::Omp(OmpOp::Loop { dims }), oclauses);
        let Some(entry) = entry else {
            self.omp_doacross_end(doacross);
            self.omp_unpin_statics(statics);
            return;
        };
        let outer = self.b.current_block();
        let ivs: Vec<Value> = ivts
            .iter()
            .map(|&t| self.b.add_block_param(entry, t))
            .collect();
        self.b.switch_to_block(entry);
        for (k, &iv) in ivs.iter().enumerate() {
            self.store_loop_var(&c.loops[k], ptr_bases[k], iv, slots[k]);
        }
        self.omp_linear_iteration(&linear, &c.loops, &steps, &ivs);
        let cont = self.b.create_block();
        let depth = self.cleanups.len();
        self.continues.push((cont, depth));
        if let Some(l) = c.loops.last() {
            self.stmt(l.body);
        }
        self.continues.pop();
        self.enter_block(cont);
        // A lastprivate loop variable ends with the value after the sequentially last
        // iteration, as the loop written out would leave it (§2.15.3.5).
        for (k, l) in c.loops.iter().enumerate() {
            if lastprivate.contains(&l.var) {
                let next = self.b.binary(BinOp::Add, ivs[k], steps[k].step);
                self.store_loop_var(l, ptr_bases[k], next, slots[k]);
            }
        }
        self.set_span(c.span);
        self.b.yield_(&[]);
        if let Some(o) = outer {
            self.b.switch_to_block(o);
        }
        self.omp_doacross_end(doacross);
        for d in pinned_loop_vars {
            self.locals.remove(&d);
        }
        self.omp_unpin_statics(statics);
    }

    // ---- sections (§2.7.2) ----

    /// A loop over the section numbers, one iteration per section, handed out one at a time.
    fn omp_sections(&mut self, c: &OmpConstruct, clauses: &[OmpClause]) {
        let statics = self.omp_pin_statics(clauses);
        let oclauses = self.omp_clauses(clauses);
        omp_host::sections(self, c.sections.len(), oclauses, c.span, |f, k| {
            f.stmt(c.sections[k])
        });
        self.omp_unpin_statics(statics);
    }

    // ---- atomic (§2.13.6) ----

    fn omp_atomic(&mut self, c: &OmpConstruct, form: &AccAtomic, body: StmtId) {
        let x = match form {
            AccAtomic::Read { x, .. } | AccAtomic::Write { x, .. } => *x,
            AccAtomic::Update(u) | AccAtomic::Capture { update: u, .. } => u.x,
        };
        let xt = self.cx.types.unqualified(self.cx.ast[x].ty);
        let size = self.cx.size(xt);
        if !matches!(size, 1 | 2 | 4 | 8) || self.cx.is_mem(xt) || self.cx.types.is_complex(xt) {
            // No atomic instruction for this type: one critical section for all of them.
            let name = Some(smol_str::SmolStr::new(".omp.atomic"));
            return self.omp_region(c, OmpOp::Critical(name), Vec::new(), Some(body));
        }
        self.set_span(c.span);
        let seq = Ordering::SeqCst;
        let flags = oxacc_oir::MemFlags {
            atomic: Some(seq),
            ..Default::default()
        };
        match form {
            AccAtomic::Read { v, x } => {
                let xl = self.lvalue(*x);
                let vl = self.lvalue(*v);
                let t = self.cx.val_ty(self.b.module, xt);
                let val = self.b.load_with(t, xl.addr, flags);
                let vt = self.cx.types.unqualified(vl.ty);
                let val = self.convert_scalar(val, xt, vt);
                self.store(&vl, Val::Scalar(val));
            }
            AccAtomic::Write { x, expr } => {
                let xl = self.lvalue(*x);
                let e = self.scalar(*expr);
                let et = self.cx.ast[*expr].ty;
                let e = self.convert_scalar(e, et, xt);
                self.b.store_with(e, xl.addr, flags);
            }
            AccAtomic::Update(u) => match &u.cond {
                Some(c @ crate::acc::AtomicCond { r: Some(r), .. }) => {
                    if let Some((_, _, Some(holds))) = self.omp_atomic_cond(u, c, xt) {
                        self.store_comparison(*r, holds);
                    }
                }
                _ => {
                    self.omp_atomic_update(u, xt);
                }
            },
            AccAtomic::Capture { v, update, old } => {
                let vl = self.lvalue(*v);
                let done = match &update.cond {
                    Some(c) => self.omp_atomic_cond(update, c, xt),
                    None => self
                        .omp_atomic_update(update, xt)
                        .map(|(o, n)| (o, n, None)),
                };
                if let (Some(r), Some((_, _, Some(holds)))) =
                    (update.cond.as_ref().and_then(|c| c.r), done)
                {
                    self.store_comparison(r, holds);
                }
                if let Some((o, n, holds)) = done {
                    let val = if *old { o } else { n };
                    let vt = self.cx.types.unqualified(vl.ty);
                    let val = self.convert_scalar(val, xt, vt);
                    let on_fail = update.cond.as_ref().is_some_and(|c| c.v_on_fail);
                    match holds.filter(|_| on_fail) {
                        // `if (x == e) { x = d; } else { v = x; }`
                        Some(h) => self.store_unless(h, &vl, val),
                        None => {
                            self.store(&vl, Val::Scalar(val));
                        }
                    }
                }
            }
        }
    }

    /// `r = x == e` of the 5.1 compare-capture forms (§2.19.7): the comparison's result, an
    /// `int` 0 or 1 as C's `==` gives, converted to `r`'s type.
    pub(crate) fn store_comparison(&mut self, r: crate::ast::ExprId, holds: Value) {
        let rl = self.lvalue(r);
        let i32t = self.b.module.i32();
        let v = self.b.cast(oxacc_oir::CastOp::ZExt, holds, i32t);
        let rt = self.cx.types.unqualified(rl.ty);
        let v = self.convert_scalar(v, TypeId::INT, rt);
        self.store(&rl, Val::Scalar(v));
    }

    /// `v = val` when `holds` is false.
    pub(crate) fn store_unless(&mut self, holds: Value, vl: &super::lvalue::LVal, val: Value) {
        let store = self.b.create_block();
        let done = self.b.create_block();
        self.b.cond_br(holds, done, &[], store, &[]);
        self.b.switch_to_block(store);
        let _ = self.store(vl, Val::Scalar(val));
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// OpenMP 5.1 `atomic compare` (§2.19.7) on the host: `atomicrmw min/max` for the
    /// integer min/max forms, one `cmpxchg` for `x == e` on integers and pointers, else a
    /// compare-and-exchange loop. Returns (old, new, whether the comparison held).
    fn omp_atomic_cond(
        &mut self,
        u: &AtomicUpdate,
        c: &crate::acc::AtomicCond,
        xt: TypeId,
    ) -> Option<(Value, Value, Option<Value>)> {
        let xl = self.lvalue(u.x);
        // The operands are evaluated once, before the operation.
        let e = self.scalar(c.e);
        let d = match (c.min_max, u.expr) {
            (false, Some(d)) => {
                let v = self.scalar(d);
                let dt = self.cx.ast[d].ty;
                self.convert_scalar(v, dt, xt)
            }
            _ => self.convert_scalar(e, c.ty, xt),
        };
        let same_ty = self.cx.types.unqualified(c.ty) == xt;
        let types = &self.cx.types;
        let bool_x = matches!(types.kind(xt), crate::types::TypeKind::Bool);
        let integral = types.is_integer(xt) && !bool_x && same_ty;
        if c.min_max && integral {
            let signed = self.cx.is_signed(xt);
            let rop = match (c.op, signed) {
                (BinaryOp::Lt, true) => oxacc_oir::RmwOp::Max,
                (BinaryOp::Lt, false) => oxacc_oir::RmwOp::UMax,
                (_, true) => oxacc_oir::RmwOp::Min,
                (_, false) => oxacc_oir::RmwOp::UMin,
            };
            let old = self.b.atomic_rmw(rop, xl.addr, e, Ordering::SeqCst);
            let holds = self.compare(c.op, old, e, xt);
            let new = self.b.select(holds, e, old);
            return Some((old, new, Some(holds)));
        }
        if c.op == BinaryOp::Eq && (integral || (same_ty && self.cx.types.is_pointer(xt))) {
            let old = self.b.cmpxchg(xl.addr, e, d, Ordering::SeqCst, c.weak);
            let holds = self.compare(BinaryOp::Eq, old, e, xt);
            let new = self.b.select(holds, d, old);
            return Some((old, new, Some(holds)));
        }
        let (op, ct) = (c.op, c.ty);
        let (old, new) = self.atomic_cas_update(&xl, |f, old| {
            let a = f.convert_scalar(old, xt, ct);
            let holds = f.compare(op, a, e, ct);
            f.b.select(holds, d, old)
        })?;
        let a = self.convert_scalar(old, xt, ct);
        let holds = self.compare(op, a, e, ct);
        Some((old, new, Some(holds)))
    }

    /// `x = old op expr` (or a plain write for capture's `{v = x; x = expr;}`) as one atomic
    /// read-modify-write; returns (old, new).
    fn omp_atomic_update(&mut self, u: &AtomicUpdate, xt: TypeId) -> Option<(Value, Value)> {
        if let Some(c) = &u.cond {
            return self.omp_atomic_cond(u, c, xt).map(|(o, n, _)| (o, n));
        }
        let xl = self.lvalue(u.x);
        // The operand is evaluated once, before the operation.
        let operand = u.expr.map(|e| (self.scalar(e), self.cx.ast[e].ty));
        let integral = self.cx.types.is_integer(xt)
            && !matches!(self.cx.types.kind(xt), crate::types::TypeKind::Bool)
            && operand.is_none_or(|(_, t)| self.cx.types.is_integer(t));
        let rmw = match u.op {
            Some(BinaryOp::Add) => Some((oxacc_oir::RmwOp::Add, BinOp::Add)),
            Some(BinaryOp::Sub) if !u.reversed => Some((oxacc_oir::RmwOp::Sub, BinOp::Sub)),
            Some(BinaryOp::BitAnd) => Some((oxacc_oir::RmwOp::And, BinOp::And)),
            Some(BinaryOp::BitOr) => Some((oxacc_oir::RmwOp::Or, BinOp::Or)),
            Some(BinaryOp::BitXor) => Some((oxacc_oir::RmwOp::Xor, BinOp::Xor)),
            _ => None,
        };
        if let (Some((rop, bop)), true) = (rmw, integral) {
            // Wrapping arithmetic in x's width gives what C's conversion back to x gives.
            let t = self.cx.val_ty(self.b.module, xt);
            let e = match operand {
                Some((e, et)) => self.convert_scalar(e, et, xt),
                None => self.b.iconst(t, 1),
            };
            let old = self.b.atomic_rmw(rop, xl.addr, e, Ordering::SeqCst);
            let new = self.b.binary(bop, old, e);
            return Some((old, new));
        }
        let op = u.op;
        let reversed = u.reversed;
        let ct = u.compute_ty;
        let pointer = self.cx.types.is_pointer(xt);
        self.atomic_cas_update(&xl, |f, old| match (op, operand) {
            (None, Some((e, et))) => f.convert_scalar(e, et, xt),
            (None, None) => old,
            (Some(op), operand) if pointer => {
                let (e, et) = operand.unwrap_or_else(|| {
                    let i32t = f.b.module.i32();
                    (f.b.iconst(i32t, 1), TypeId::INT)
                });
                f.ptr_offset(old, xt, e, et, op == BinaryOp::Sub)
            }
            (Some(op), operand) => {
                let (e, et) = match operand {
                    Some(o) => o,
                    None => {
                        let t = f.cx.val_ty(f.b.module, xt);
                        let one = if f.cx.types.is_integer(xt) {
                            f.b.iconst(t, 1)
                        } else {
                            f.b.fconst(t, 1.0)
                        };
                        (one, xt)
                    }
                };
                let a = f.convert_scalar(old, xt, ct);
                let e = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
                    e
                } else {
                    f.convert_scalar(e, et, ct)
                };
                let r = if reversed {
                    f.arith(op, e, a, ct)
                } else {
                    f.arith(op, a, e, ct)
                };
                f.convert_scalar(r, ct, xt)
            }
        })
    }
}
