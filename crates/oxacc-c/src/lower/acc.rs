//! OpenACC directives to OIR's front-end form (docs/openacc-lowering.md §1): compute
//! constructs become `acc.compute` regions, combined constructs an `acc.compute` holding one
//! `acc.loop`, loops one dimension per associated canonical loop (exclusive upper bound, in
//! the loop variable's type, the variable stored at the top of the body and listed
//! `private`), data and `host_data` constructs regions left only through their `yield`
//! (jumps out are routed through an exit selector dispatched after the operation),
//! executable directives their operations, `init`/`shutdown`/`set` runtime library calls.
//! Clause expressions are evaluated before the operation, in source order; every operation
//! carries the directive's location.

use std::collections::HashSet;

use oxacc_directives::{ClauseKind, DirectiveKind as DK};
use oxacc_offload::lower as shared;
use oxacc_offload::omp_udr::UdrHost;
use oxacc_offload::{Host, IntWidth, TypeClass};
use oxacc_oir::{
    BinOp, Bound, Clause, DataClause, DataClauseKind as D, DirectiveKind, LoopDim, Value, VarRef,
};
use smol_str::SmolStr;

use super::FnCx;
use crate::acc::{AccArgs, AccClause, AccDirective, AccLoop, AccVar, LoopTest};
use crate::ast::{BlockItem, DirectiveId, StmtId, StmtKind};
use crate::types::TypeId;
use crate::walk::{walk_stmt, Node};

/// A jump out of a data region, replayed after the operation.
pub(crate) type Exit = oxacc_offload::Exit<SmolStr>;

/// A data or host_data region being lowered.
pub(crate) type DataFrame = oxacc_offload::DataFrame<SmolStr>;

/// The C function-lowering context is the shared OpenACC lowering's host.
impl<'a> Host<'a> for FnCx<'a, '_> {
    type Expr = crate::ast::ExprId;
    type Var = AccVar;
    type Label = SmolStr;

    fn builder(&mut self) -> &mut oxacc_oir::FunctionBuilder<'a> {
        &mut self.b
    }

    fn set_span(&mut self, span: oxacc_source::Span) {
        FnCx::set_span(self, span)
    }

    fn int_value(&mut self, e: crate::ast::ExprId, width: IntWidth) -> Value {
        let v = self.scalar(e);
        let from = self.cx.ast[e].ty;
        let to = match width {
            IntWidth::I32 => TypeId::INT,
            IntWidth::I64 => TypeId::LONG,
        };
        self.convert_scalar(v, from, to)
    }

    fn cond_value(&mut self, e: crate::ast::ExprId) -> Value {
        FnCx::cond_value(self, e)
    }

    fn var_ref(&mut self, v: &AccVar) -> VarRef {
        self.acc_var_ref(v)
    }

    fn var_class(&self, v: &AccVar) -> TypeClass {
        let mut elem = v.dims.last().map_or(v.ty, |d| d.elem);
        while let Some(e) = self.cx.types.array_elem(elem) {
            elem = e;
        }
        crate::acc::type_class(&self.cx.types, elem)
    }

    fn var_name(v: &AccVar) -> &SmolStr {
        &v.name
    }

    fn data_clause_var(&mut self, k: ClauseKind, v: &AccVar) {
        if let Some(text) = &v.declared_extent {
            let loc = self.cx.loc(self.b.module, v.span);
            self.b
                .module
                .diagnostics
                .push(oxacc_oir::PassDiagnostic::remark(
                    loc,
                    format!(
                        "{}({}): the array parameter is mapped as {text}, its declared extents \
                         (C passes only a pointer)",
                        k.name(),
                        v.name
                    ),
                ));
        }
    }

    fn unsupported(&mut self, span: oxacc_source::Span, message: String) {
        let loc = self.cx.loc(self.b.module, span);
        self.b
            .module
            .diagnostics
            .push(oxacc_oir::PassDiagnostic::error(loc, message));
    }

    fn is_open(&self) -> bool {
        FnCx::is_open(self)
    }

    fn entry_alloca(&mut self, ty: oxacc_oir::TypeId) -> Value {
        FnCx::entry_alloca(self, ty)
    }

    fn start_dead_block(&mut self) {
        FnCx::start_dead_block(self)
    }

    fn enter_block(&mut self, b: oxacc_oir::Block) {
        FnCx::enter_block(self, b)
    }

    fn data_frames(&mut self) -> &mut Vec<DataFrame> {
        &mut self.acc_frames
    }

    fn jump_depths(&self) -> (usize, usize) {
        (self.breaks.len(), self.continues.len())
    }

    fn replay_exit(&mut self, exit: Exit) {
        match exit {
            Exit::Break(i) => self.jump_break(i),
            Exit::Continue(i) => self.jump_continue(i),
            Exit::Return => self.return_from_slot(),
            Exit::Goto(l) => self.jump_goto(&l),
        }
    }

    fn runtime_func(&mut self, name: &str, sig: oxacc_oir::TypeId) -> oxacc_oir::FuncId {
        match self.b.module.func_by_name(name) {
            Some(f) => f,
            None => {
                let f = self.b.module.declare_func(name, sig);
                self.cx.funcs.insert(name.into(), f);
                f
            }
        }
    }
}

impl FnCx<'_, '_> {
    /// A directive statement; with OpenMP's `device(n)`, run on device `n` (the runtime's
    /// current device is `n` during the construct, docs/abi.md).
    pub(crate) fn acc_stmt(&mut self, d: DirectiveId, body: Option<StmtId>) {
        if self.cx.acc.omp_in_reduction.contains(&d) {
            let span = self.cx.ast[d].span;
            return oxacc_offload::omp_host::task_reduction_bracket(self, span, |f| {
                f.acc_stmt_device(d, body)
            });
        }
        self.acc_stmt_device(d, body)
    }

    fn acc_stmt_device(&mut self, d: DirectiveId, body: Option<StmtId>) {
        let Some(&e) = self.cx.acc.omp_device.get(&d) else {
            return self.acc_stmt_here(d, body);
        };
        let n = self.acc_i32(e);
        if self
            .cx
            .acc
            .directives
            .get(&d)
            .is_some_and(|a| a.kind == DK::Data)
        {
            // `target data device(n)`: its exits (break, return, goto out of it) meet at its
            // end, where the previous device comes back (`acc_data_stmt`).
            self.omp_device_restore = oxacc_offload::omp_host::device_begin(self, n);
            return self.acc_stmt_here(d, body);
        }
        oxacc_offload::omp_host::device_bracket(self, n, |f| f.acc_stmt_here(d, body));
    }

    fn acc_stmt_here(&mut self, d: DirectiveId, body: Option<StmtId>) {
        let Some(acc) = self.cx.acc.directives.get(&d).cloned() else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        self.set_span(acc.span);
        self.omp_one_team = self.cx.acc.omp_one_team.contains(&d);
        self.omp_lastprivate = self
            .cx
            .acc
            .omp_lastprivate
            .get(&d)
            .cloned()
            .unwrap_or_default();
        self.omp_udr = self.cx.acc.omp_udr.get(&d).cloned().unwrap_or_default();
        self.omp_conditional = self
            .cx
            .acc
            .omp_conditional
            .get(&d)
            .cloned()
            .unwrap_or_default();
        self.omp_linear = self.cx.acc.omp_linear.get(&d).cloned().unwrap_or_default();
        self.omp_use_device = self
            .cx
            .acc
            .omp_use_device
            .get(&d)
            .cloned()
            .unwrap_or_default();
        if self.cx.acc.omp_thread_regions.contains(&d) {
            // `target parallel`: the compute construct, whose statement is the region.
            self.acc_compute_with(&acc, |f| f.omp_thread_region(d, body));
            return;
        }
        let split = self.cx.acc.omp_split_loops.contains(&d);
        match acc.kind {
            DK::Loop if split && self.cx.acc.omp_orphan_loops.contains(&d) => {
                // An orphaned worksharing loop of a `declare target` function: the calling
                // thread's share among the threads of its team, as the device or libomp
                // numbers them (`omp_device::orphaned_worksharing`).
                let i32t = self.b.module.i32();
                let query = |f: &mut Self, q| {
                    f.b.intrinsic(oxacc_oir::IntrinsicOp::OmpQuery(q), &[], Some(i32t))
                };
                // An orphaned `distribute`: the calling team among the league's teams.
                let (num, count) = if self.cx.acc.omp_orphan_distribute.contains(&d) {
                    (oxacc_oir::OmpQuery::TeamNum, oxacc_oir::OmpQuery::NumTeams)
                } else {
                    (
                        oxacc_oir::OmpQuery::ThreadNum,
                        oxacc_oir::OmpQuery::NumThreads,
                    )
                };
                let t = query(self, num);
                let team = query(self, count);
                let (Some(t), Some(team)) = (t, team) else {
                    return;
                };
                self.omp_threads.push((t, team));
                let pinned = self.omp_pin_split_statics(&acc.clauses);
                // A function with such a loop runs where it is called, as an OpenACC
                // `routine seq` does (acc-schedule: its loops in the calling thread).
                let f = self.func_id;
                self.b
                    .module
                    .func_mut(f)
                    .routine
                    .get_or_insert(oxacc_oir::Routine {
                        level: oxacc_oir::RoutineLevel::Seq,
                        bind: None,
                        nohost: false,
                    });
                self.acc_loop_split(&acc, body, &acc.clauses, Some((t, team)));
                self.omp_unpin_statics(pinned);
                self.omp_split_loop_end(d, acc.span);
                self.omp_threads.pop();
            }
            DK::Loop if split => {
                let share = self.omp_threads.last().copied();
                let pinned = self.omp_pin_split_statics(&acc.clauses);
                self.acc_loop_split(&acc, body, &acc.clauses, share);
                self.omp_unpin_statics(pinned);
                self.omp_split_loop_end(d, acc.span);
            }
            DK::Parallel | DK::Serial | DK::Kernels => self.acc_compute(&acc, body, false),
            DK::ParallelLoop | DK::SerialLoop | DK::KernelsLoop => {
                self.acc_compute(&acc, body, true)
            }
            DK::Loop => self.acc_loop(&acc, body, &acc.clauses),
            DK::Data => self.acc_data_stmt(&acc, body),
            DK::HostData => self.acc_host_data(&acc, body),
            DK::EnterData | DK::ExitData | DK::Update => {
                shared::standalone(self, acc.kind, &acc.clauses, acc.span)
            }
            DK::Wait => shared::wait_directive(self, acc.wait.as_ref(), &acc.clauses, acc.span),
            DK::Cache => {
                // Only meaningful directly inside a loop region; elsewhere a hint to drop.
                if self.acc_loop_depth > 0 && !acc.cache.is_empty() {
                    shared::cache_directive(self, &acc.cache, acc.cache_readonly, acc.span);
                }
            }
            DK::Atomic(_) => self.acc_atomic(&acc, body),
            DK::Init | DK::Shutdown | DK::Set => {
                shared::runtime_directive(self, acc.kind, &acc.clauses, acc.span)
            }
            // `declare` is lowered by the enclosing block (`acc_declare`); `routine` is an
            // attribute of its function.
            DK::Declare | DK::Routine | DK::End(_) => {}
        }
    }

    // ---- clauses ----

    pub(crate) fn acc_i32(&mut self, e: crate::ast::ExprId) -> Value {
        self.int_value(e, IntWidth::I32)
    }

    fn acc_i64(&mut self, e: crate::ast::ExprId) -> Value {
        self.int_value(e, IntWidth::I64)
    }

    pub(crate) fn acc_var_ref(&mut self, v: &AccVar) -> VarRef {
        let lv = self.lvalue(v.base);
        let ty = self.cx.oir_ty(self.b.module, v.ty);
        let i64t = self.b.module.i64();
        let mut bounds = Vec::new();
        for d in &v.dims {
            let lower = match d.lower {
                Some(e) => self.acc_i64(e),
                None => self.b.iconst(i64t, 0),
            };
            let length = match (d.length, d.array_len) {
                (Some(e), _) => self.acc_i64(e),
                (None, Some(n)) => {
                    let n = self.b.iconst(i64t, i128::from(n));
                    match d.lower {
                        Some(_) => self.b.binary(BinOp::Sub, n, lower),
                        None => n,
                    }
                }
                (None, None) => self.b.iconst(i64t, 0),
            };
            let elem = self.cx.oir_ty(self.b.module, d.elem);
            bounds.push(Bound {
                lower,
                length,
                elem,
                stride: None,
            });
        }
        // Only sections get the member's own address: a scalar first member in a clause
        // (`reduction(+: s.sum)`) keeps naming the storage the structure's implicit copy
        // covers, as it did before; its own 8-byte mapping would make that copy partly
        // present (acc/reduction/032 in discrete memory and on the GPU).
        let var = if bounds.is_empty() {
            lv.addr
        } else {
            self.member_clause_addr(v.base, lv.addr)
        };
        VarRef {
            var,
            name: v.name.clone(),
            ty,
            bounds,
        }
    }

    /// A structure's first member (`s.a` at offset 0) has the structure's own address, so a
    /// clause naming it (`map(to: s.a[:n])`) would name the whole structure variable: the
    /// outlined region then kept a pointer-sized copy of `s` and read its other members
    /// (`s.n`) past it (XSBench's `map(to: SD.num_nucs[:SD.length_num_nucs])`). An explicit
    /// zero offset makes it a member, which acc-members rebases (OpenMP 4.5 §2.15.5.1,
    /// OpenACC 3.3 §2.7.1: the list item is the member).
    fn member_clause_addr(&mut self, base: crate::ast::ExprId, addr: Value) -> Value {
        let member = matches!(
            self.cx.ast[base].kind,
            crate::ast::ExprKind::Member { arrow: false, .. }
        );
        let offset_taken = matches!(
            self.b.body.values[addr.index()].def,
            oxacc_oir::ValueDef::Inst(i)
                if matches!(self.b.body.inst(i).kind, oxacc_oir::InstKind::PtrAdd { .. })
        );
        if !member || offset_taken {
            return addr;
        }
        let i64t = self.b.module.i64();
        let zero = self.b.iconst(i64t, 0);
        self.b.ptr_add(addr, zero)
    }

    /// OIR clauses for the given checked clauses, evaluated in order.
    pub(crate) fn acc_clauses(&mut self, clauses: &[AccClause]) -> Vec<Clause> {
        shared::lower_clauses(self, clauses)
    }

    // ---- compute constructs (§2.5, §2.11) ----

    fn acc_compute(&mut self, acc: &AccDirective, body: Option<StmtId>, combined: bool) {
        let Some(kind) = oxacc_offload::vocab::compute_kind(acc.kind) else {
            return;
        };
        let (compute_side, loop_side_clauses) = if combined {
            shared::split_combined(&acc.clauses)
        } else {
            (acc.clauses.clone(), Vec::new())
        };
        let mut clauses = self.acc_clauses(&compute_side);
        self.omp_defaultmap(&mut clauses);
        if combined {
            let copies = shared::combined_reduction_copies(self, &compute_side, &loop_side_clauses);
            clauses.extend(copies);
        }
        self.acc_declared_deviceptrs(&acc.clauses, body, &mut clauses);
        if combined && acc.kind == DK::ParallelLoop && !self.omp_udr.is_empty() {
            // An OpenMP combined target loop with user-defined reductions: the league runs
            // it through partial results (`oxacc_offload::omp_target_udr`), each slot's share
            // a sequential loop.
            let udrs = std::mem::take(&mut self.omp_udr);
            let loop_clauses = self.acc_clauses(&loop_side_clauses);
            let seq = [AccClause {
                kind: ClauseKind::Seq,
                span: acc.span,
                args: AccArgs::None,
            }];
            self.omp_user_reductions_partials(
                &udrs,
                kind,
                clauses,
                loop_clauses,
                acc.span,
                |f, c, p| {
                    f.acc_compute_depth += 1;
                    f.acc_loop_split(acc, body, &seq, Some((c, p)));
                    f.acc_compute_depth -= 1;
                },
            );
            return;
        }
        if combined && acc.kind == DK::ParallelLoop && !self.omp_conditional.is_empty() {
            // An OpenMP combined target loop with `lastprivate(conditional:)`: the league runs
            // it through partial results (`oxacc_offload::omp_target_conditional`), each
            // slot's share a sequential loop with the variables at the slot's copies.
            let conds = std::mem::take(&mut self.omp_conditional);
            let loop_clauses = self.acc_clauses(&loop_side_clauses);
            let seq = [AccClause {
                kind: ClauseKind::Seq,
                span: acc.span,
                args: AccArgs::None,
            }];
            oxacc_offload::omp_udr::omp_conditional_partials(
                self,
                &conds,
                kind,
                clauses,
                loop_clauses,
                acc.span,
                |f, c, p| {
                    f.acc_compute_depth += 1;
                    f.acc_loop_split(acc, body, &seq, Some((c, p)));
                    f.acc_compute_depth -= 1;
                },
            );
            return;
        }
        shared::compute_region(self, kind, clauses, acc.span, |f| {
            f.acc_compute_depth += 1;
            if combined {
                f.acc_loop(acc, body, &loop_side_clauses);
            } else if let Some(b) = body {
                f.stmt(b);
            }
            f.acc_compute_depth -= 1;
        });
    }

    /// File-scope `declare deviceptr(p)` pointers used in a compute construct's body and not
    /// named by its clauses get a `deviceptr` clause (§2.13, §2.7.5).
    fn acc_declared_deviceptrs(
        &mut self,
        own: &[AccClause],
        body: Option<StmtId>,
        clauses: &mut Vec<Clause>,
    ) {
        let Some(body) = body else { return };
        if self.cx.acc.declared_deviceptr.is_empty() {
            return;
        }
        let named: HashSet<crate::ast::DeclId> = own
            .iter()
            .flat_map(|c| crate::sema::acc_clause_vars(c).iter())
            .filter_map(|v| v.root)
            .collect();
        let mut used = Vec::new();
        walk_stmt(self.cx.ast, body, &mut |n| {
            if let Node::Expr(e) = n {
                if let crate::ast::ExprKind::Ident {
                    res: crate::ast::Resolution::Decl(d),
                    ..
                } = &self.cx.ast[e].kind
                {
                    if self.cx.acc.declared_deviceptr.contains(d)
                        && !named.contains(d)
                        && !used.iter().any(|(u, _)| u == d)
                    {
                        used.push((*d, self.cx.ast[e].span));
                    }
                }
            }
        });
        for (d, span) in used {
            let addr = self.decl_addr(d, span);
            let decl_ty = self.cx.ast[d].ty;
            let ty = self.cx.oir_ty(self.b.module, decl_ty);
            let name = self.cx.ast[d].name().cloned().unwrap_or_default();
            clauses.push(Clause::Data(DataClause {
                kind: D::DevicePtr,
                modifiers: Vec::new(),
                vars: vec![VarRef {
                    var: addr,
                    name,
                    ty,
                    bounds: Vec::new(),
                }],
            }));
        }
    }

    // ---- loops (§2.9) ----

    /// A `for` loop of a `kernels` region without a `loop` directive (§2.5.3): lowered as
    /// `loop auto` when sema found it canonical (acc-implicit-data's dependence test then
    /// decides, with a remark); otherwise a remark says why it runs as written. False: the
    /// caller lowers the loop as plain C.
    pub(crate) fn acc_kernels_for(&mut self, s: StmtId) -> bool {
        if self.acc_compute_depth == 0 {
            return false;
        }
        let Some(found) = self.cx.acc.kernels_loops.get(&s).cloned() else {
            return false;
        };
        let span = self.cx.ast[s].span;
        match found {
            Ok(l) => {
                let auto = AccClause {
                    kind: ClauseKind::Auto,
                    span,
                    args: AccArgs::None,
                };
                let acc = AccDirective {
                    kind: DK::Loop,
                    span,
                    clauses: vec![auto],
                    cache: Vec::new(),
                    cache_readonly: false,
                    wait: None,
                    loops: vec![l],
                    intervening: Vec::new(),
                    sequential: Vec::new(),
                    atomic: None,
                };
                self.acc_loop(&acc, Some(s), &acc.clauses);
                true
            }
            Err(why) => {
                let loc = self.cx.loc(self.b.module, span);
                self.b
                    .module
                    .diagnostics
                    .push(oxacc_oir::PassDiagnostic::remark(
                        loc,
                        oxacc_offload::rules::kernels_loop_as_written(loc.line, loc.col, &why),
                    ));
                false
            }
        }
    }

    /// An OpenMP `parallel` region of a target region: its statement once in every thread of
    /// the team (docs/openmp.md "Device constructs").
    pub(crate) fn omp_thread_region(&mut self, d: DirectiveId, body: Option<StmtId>) {
        let Some(body) = body else { return };
        let span = self.cx.ast[d].span;
        // `private` of a parallel region: the thread loop's (a `target parallel` with it is a
        // team of one thread, whose compute construct has them).
        let vars = self
            .cx
            .acc
            .omp_thread_privates
            .get(&d)
            .cloned()
            .unwrap_or_default();
        let privates = vars.iter().map(|v| self.acc_var_ref(v)).collect();
        let bounds = self
            .cx
            .acc
            .omp_thread_bounds
            .get(&d)
            .cloned()
            .unwrap_or_default();
        // `firstprivate` of a team of one thread in a `declare target` function: that
        // thread's copies, initialised from the originals (4.5 §2.15.3.4).
        let firsts: Vec<AccVar> = bounds
            .iter()
            .filter(|c| c.kind == ClauseKind::FirstPrivate)
            .flat_map(|c| crate::sema::acc_clause_vars(c).iter().cloned())
            .collect();
        let bounds = self.acc_clauses(&bounds);
        let master = self.cx.acc.omp_thread_masters.contains(&d);
        let region = |f: &mut Self, t, team| {
            f.omp_threads.push((t, team));
            f.acc_loop_depth += 1;
            let saved_frames = std::mem::take(&mut f.acc_frames);
            if master {
                // `parallel master` (5.0 §2.13.1): thread 0 runs the statement.
                f.omp_team_sync(crate::omp::TeamSync::Master, Some(body), span);
            } else {
                f.stmt(body);
            }
            f.acc_frames = saved_frames;
            f.acc_loop_depth -= 1;
            f.omp_threads.pop();
        };
        if self.omp_fn_team > 0 {
            // In a `declare target` function: a team of one thread, which runs the statement
            // once, with its own copies of the `private` variables (its loops are no OpenACC
            // loops there: `rules::loop_is_region`).
            let i32t = self.b.module.i32();
            let (t, team) = (self.b.iconst(i32t, 0), self.b.iconst(i32t, 1));
            self.omp_own_copies(&vars, |f| {
                f.omp_first_copies(&firsts, |f| region(f, t, team))
            });
        } else {
            shared::thread_region(self, span, privates, &bounds, region);
        }
    }

    /// Lowers `body` with each variable of `vars` (whole variables) at a copy of its own, as
    /// the one thread of a team in a `declare target` function has them (uninitialised,
    /// 4.5 §2.15.3.3).
    fn omp_own_copies(&mut self, vars: &[AccVar], body: impl FnOnce(&mut Self)) {
        let mut saved = Vec::new();
        for v in vars {
            if let Some(d) = v.root.filter(|_| v.dims.is_empty()) {
                let ty = self.cx.oir_ty(self.b.module, self.cx.ast[d].ty);
                let copy = self.entry_alloca(ty);
                saved.push((d, self.locals.insert(d, copy)));
            }
        }
        body(self);
        for (d, old) in saved {
            match old {
                Some(a) => self.locals.insert(d, a),
                None => self.locals.remove(&d),
            };
        }
    }

    /// Variables of static storage in the `private`/`firstprivate`/`reduction` clauses of a
    /// worksharing loop of a parallel region (its `lastprivate` and `linear` variables among
    /// them) get one
    /// address for the whole loop, so that acc-privatize's copy replaces every use in the body
    /// (each reference would otherwise compute the global's address anew).
    fn omp_pin_split_statics(&mut self, clauses: &[AccClause]) -> Vec<crate::ast::DeclId> {
        let mut pinned = Vec::new();
        for v in clauses
            .iter()
            .filter(|c| {
                matches!(
                    c.kind,
                    ClauseKind::Private | ClauseKind::FirstPrivate | ClauseKind::Reduction
                )
            })
            .flat_map(|c| crate::sema::acc_clause_vars(c).iter())
        {
            let Some(root) = v.root else { continue };
            if self.locals.contains_key(&root) || pinned.contains(&root) {
                continue;
            }
            let span = self.cx.ast[root].declarator.name_span;
            let addr = self.decl_addr(root, span);
            self.locals.insert(root, addr);
            pinned.push(root);
        }
        pinned
    }

    /// Lowers `body` with each variable of `vars` (whole variables) at a copy of its own
    /// initialised from the variable (`firstprivate` of the one thread of a team in a
    /// `declare target` function).
    fn omp_first_copies(&mut self, vars: &[AccVar], body: impl FnOnce(&mut Self)) {
        let mut saved = Vec::new();
        for v in vars {
            if let Some(d) = v.root.filter(|_| v.dims.is_empty()) {
                let ty = self.cx.oir_ty(self.b.module, self.cx.ast[d].ty);
                let span = self.cx.ast[d].declarator.name_span;
                let orig = self.decl_addr(d, span);
                let copy = self.entry_alloca(ty);
                let size = self.cx.size(self.cx.ast[d].ty);
                let i64t = self.b.module.i64();
                let len = self.b.iconst(i64t, i128::from(size));
                self.b.memcpy(copy, orig, len);
                saved.push((d, self.locals.insert(d, copy)));
            }
        }
        body(self);
        for (d, old) in saved {
            match old {
                Some(a) => self.locals.insert(d, a),
                None => self.locals.remove(&d),
            };
        }
    }

    /// The end of a worksharing loop in a parallel region of a target region: the team's
    /// barrier unless the loop has `nowait` or ends the region (4.5 §2.7.1).
    fn omp_split_loop_end(&mut self, d: DirectiveId, span: oxacc_source::Span) {
        if !self.cx.acc.omp_split_barriers.contains(&d) || !self.is_open() {
            return;
        }
        if let Some(&(_, team)) = self.omp_threads.last() {
            shared::team_barrier(self, team, span);
        }
    }

    /// Clauses of the OpenMP target construct being lowered (taken once): `num_gangs(1)` when
    /// it is one team.
    fn omp_defaultmap(&mut self, clauses: &mut Vec<oxacc_oir::Clause>) {
        if std::mem::take(&mut self.omp_one_team) {
            clauses.push(shared::one_team(self));
        }
    }

    /// A compute construct without its own loop whose statement `body` lowers.
    fn acc_compute_with(&mut self, acc: &AccDirective, body: impl FnOnce(&mut Self)) {
        let Some(kind) = oxacc_offload::vocab::compute_kind(acc.kind) else {
            return;
        };
        let mut clauses = self.acc_clauses(&acc.clauses);
        self.omp_defaultmap(&mut clauses);
        self.acc_declared_deviceptrs(&acc.clauses, None, &mut clauses);
        shared::compute_region(self, kind, clauses, acc.span, |f| {
            f.acc_compute_depth += 1;
            body(f);
            f.acc_compute_depth -= 1;
        });
    }

    fn acc_loop(&mut self, acc: &AccDirective, body: Option<StmtId>, clauses: &[AccClause]) {
        self.acc_loop_split(acc, body, clauses, None)
    }

    /// `share = Some((t, n))`: the loop is one of `n` shares (a worksharing loop in an
    /// OpenMP parallel region of a target region, of which thread `t` runs its share; a slot
    /// of a user-defined reduction's partial results), of which this one runs share `t`
    /// (`oxacc_offload::lower::thread_share`).
    fn acc_loop_split(
        &mut self,
        acc: &AccDirective,
        body: Option<StmtId>,
        clauses: &[AccClause],
        share: Option<(Value, Value)>,
    ) {
        let Some(body) = body else { return };
        // An orphaned worksharing loop is a loop region where the function runs, as a
        // routine's loops are.
        let routine = self.b.module.func(self.func_id).routine.is_some();
        let in_compute = self.acc_compute_depth > 0;
        if !oxacc_offload::rules::loop_is_region(!acc.loops.is_empty(), in_compute, routine) {
            if self.omp_fn_team > 0 {
                // A worksharing loop of a one-thread team in a `declare target` function:
                // that thread's copies of its `private` variables (4.5 §2.15.3.3), and of its
                // `firstprivate` ones initialised (§2.15.3.4). The thread runs every
                // iteration in order, so a `lastprivate` or `linear` variable is the original
                // itself: the last iteration leaves its value there (§2.15.3.5, §2.15.3.7).
                let copied_out = std::mem::take(&mut self.omp_lastprivate);
                self.omp_linear.clear();
                let of = |k: ClauseKind| -> Vec<AccVar> {
                    clauses
                        .iter()
                        .filter(|c| c.kind == k)
                        .flat_map(|c| crate::sema::acc_clause_vars(c).iter().cloned())
                        .filter(|v| !copied_out.iter().any(|l| l.root == v.root))
                        .collect()
                };
                let (vars, firsts) = (of(ClauseKind::Private), of(ClauseKind::FirstPrivate));
                return self
                    .omp_own_copies(&vars, |f| f.omp_first_copies(&firsts, |f| f.stmt(body)));
            }
            self.stmt(body);
            return;
        }
        let oclauses = self.acc_clauses(clauses);
        // The loop variables: storage, and listed private (§2.9).
        let mut privates = Vec::new();
        // The variables of the loops that run as written are private too, when declared
        // outside them (one declared by its `for` is the body's own).
        let declared_outside = |l: &&AccLoop| {
            !matches!(
                &self.cx.ast[l.stmt].kind,
                crate::ast::StmtKind::For {
                    init: crate::ast::ForInit::Decl(_),
                    ..
                }
            )
        };
        let sequential: Vec<&AccLoop> = acc.sequential.iter().filter(declared_outside).collect();
        for l in acc.loops.iter().chain(sequential) {
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
            let ty = self.cx.oir_ty(self.b.module, l.ty);
            let name = self.cx.ast[l.var].name().cloned().unwrap_or_default();
            privates.push((
                addr,
                VarRef {
                    var: addr,
                    name,
                    ty,
                    bounds: Vec::new(),
                },
            ));
        }
        let LoopNest {
            mut dims,
            ptr_bases,
            ivts,
        } = self.loop_nest(&acc.loops);
        // The whole iteration space: which iteration is sequentially last (`lastprivate`,
        // `linear`) and its logical number (`linear`), whatever share of it a thread runs.
        let last_dims = dims.clone();
        // `linear` of a worksharing loop in a parallel region of a target region: the start
        // values, read by every thread before any stores the last one (the team's barrier).
        let linear = self.omp_device_linear_start(share, acc.span);
        if let Some((t, team)) = share {
            // The outermost loop is shared out (the collapsed nest is one loop in OpenMP, but
            // sharing the outer one gives every thread whole rows, which is as valid).
            if let Some(d0) = dims.first().cloned() {
                dims[0] = shared::thread_share(self, d0, t, team);
            }
        }
        let loop_vars: Vec<VarRef> = privates.iter().map(|(_, r)| r.clone()).collect();
        let lastprivate = self.omp_lastprivate_begin(&acc.loops);
        let udrs = std::mem::take(&mut self.omp_udr);
        let run = |f: &mut Self| {
            shared::loop_region(f, dims, oclauses, loop_vars, &ivts, acc.span, |f, ivs| {
                let last_ivs = ivs.clone();
                for (((addr, _), iv), (base, l)) in privates
                    .iter()
                    .zip(ivs)
                    .zip(ptr_bases.iter().zip(&acc.loops))
                {
                    f.store_loop_var(l, *base, iv, *addr);
                }
                f.omp_linear_iteration(&linear, &acc.loops, &last_dims, &last_ivs);
                let cont = f.b.create_block();
                let depth = f.cleanups.len();
                f.continues.push((cont, depth));
                f.acc_loop_depth += 1;
                // Data regions outside the loop are not left by the body's jumps (§2.9).
                let saved_frames = std::mem::take(&mut f.acc_frames);
                f.block_items(&acc.intervening);
                if let Some(l) = acc.loops.last() {
                    f.stmt(l.body);
                }
                f.acc_frames = saved_frames;
                f.acc_loop_depth -= 1;
                f.continues.pop();
                f.enter_block(cont);
                f.omp_lastprivate_end(&lastprivate, &acc.loops, &ptr_bases, &last_dims, &last_ivs);
            })
        };
        if udrs.is_empty() {
            run(self);
        } else {
            // A user-defined reduction on a combined target loop (one thread runs it).
            self.omp_user_reductions_one_thread(&udrs, acc.span, run);
        }
    }

    /// The type a loop dimension is computed in: the loop variable's own type, except that
    /// pointers count element indices in `long`, and unsigned types narrower than 64 bits are
    /// widened to `long` — the passes compute trip counts with signed arithmetic, which would
    /// read an unsigned bound of 2^31 or more as negative.
    /// The OIR dimensions of the canonical loops associated with a loop construct (OpenACC
    /// `loop`, OpenMP `for`), in the loop variables' types; a pointer loop variable runs over
    /// the element index in i64 (`p = lo; p < hi; p += s` → (0, (hi - lo) / size, s)) and
    /// [`Self::store_loop_var`] stores the pointer `lo + index` at the top of the body.
    pub(crate) fn loop_nest(&mut self, loops: &[crate::acc::AccLoop]) -> LoopNest {
        let mut dims = Vec::new();
        let mut ptr_bases: Vec<Option<Value>> = Vec::new();
        for l in loops {
            self.set_span(self.cx.ast[l.stmt].span);
            if self.cx.types.is_pointer(l.ty) {
                let (dim, base) = self.acc_pointer_dim(l);
                dims.push(dim);
                ptr_bases.push(Some(base));
                continue;
            }
            ptr_bases.push(None);
            dims.push(self.acc_integer_dim(l));
        }
        let ivts = loops
            .iter()
            .map(|l| {
                let t = self.acc_dim_type(l.ty);
                self.cx.oir_ty(self.b.module, t)
            })
            .collect();
        LoopNest {
            dims,
            ptr_bases,
            ivts,
        }
    }

    /// Stores induction value `iv` of loop `l` into the loop variable's storage `slot`.
    pub(crate) fn store_loop_var(
        &mut self,
        l: &crate::acc::AccLoop,
        ptr_base: Option<Value>,
        iv: Value,
        slot: Value,
    ) {
        let v = match ptr_base {
            Some(b) => self.ptr_offset(b, l.ty, iv, TypeId::LONG, false),
            None => {
                let t = self.acc_dim_type(l.ty);
                self.convert_scalar(iv, t, l.ty)
            }
        };
        self.b.store(v, slot);
    }

    pub(crate) fn acc_dim_type(&self, ty: TypeId) -> TypeId {
        let types = &self.cx.types;
        if types.is_pointer(ty) {
            return TypeId::LONG;
        }
        let narrow = types.size_of(ty).is_some_and(|s| s < 8);
        if narrow && !types.is_signed_integer(ty) {
            TypeId::LONG
        } else {
            ty
        }
    }

    /// One integer dimension `(lower, upper exclusive, step)` in [`Self::acc_dim_type`].
    pub(crate) fn acc_integer_dim(&mut self, l: &crate::acc::AccLoop) -> LoopDim {
        let iv = l.ty;
        let dt = self.acc_dim_type(iv);
        // Bounds take the loop variable's type first (C's conversions in `i = lo`, `i < hi`),
        // then widen; the step is a signed distance.
        let in_dim = |this: &mut Self, e: crate::ast::ExprId, via: TypeId| {
            let v = this.scalar(e);
            let f = this.cx.ast[e].ty;
            let v = this.convert_scalar(v, f, via);
            this.convert_scalar(v, via, dt)
        };
        let lower = in_dim(self, l.lower, iv);
        let bound = in_dim(self, l.bound, iv);
        let dty = self.cx.oir_ty(self.b.module, dt);
        let step = match l.step {
            Some(e) if dt != iv => in_dim(self, e, TypeId::LONG),
            Some(e) => in_dim(self, e, iv),
            None => self.b.iconst(dty, 1),
        };
        shared::loop_dim(&mut self.b, dty, lower, bound, step, l.decreasing, l.test)
    }

    /// The dimension of a pointer loop over the element index, and the initial pointer.
    pub(crate) fn acc_pointer_dim(&mut self, l: &crate::acc::AccLoop) -> (LoopDim, Value) {
        let i64t = self.b.module.i64();
        let base = {
            let v = self.scalar(l.lower);
            let f = self.cx.ast[l.lower].ty;
            self.convert_scalar(v, f, l.ty)
        };
        let bound = {
            let v = self.scalar(l.bound);
            let f = self.cx.ast[l.bound].ty;
            self.convert_scalar(v, f, l.ty)
        };
        let bi = self.b.cast(oxacc_oir::CastOp::PtrToInt, base, i64t);
        let hi = self.b.cast(oxacc_oir::CastOp::PtrToInt, bound, i64t);
        let bytes = self.b.binary(BinOp::Sub, hi, bi);
        let elem = self.cx.types.pointee(l.ty).unwrap_or(TypeId::CHAR);
        let size = self.sizeof_value(elem);
        let count = self.b.binary(BinOp::SDiv, bytes, size);
        let mut step = match l.step {
            Some(e) => {
                let v = self.scalar(e);
                let f = self.cx.ast[e].ty;
                self.widen_to_i64(v, f)
            }
            None => self.b.iconst(i64t, 1),
        };
        if l.decreasing {
            let zero = self.b.iconst(i64t, 0);
            step = self.b.binary(BinOp::Sub, zero, step);
        }
        let one = self.b.iconst(i64t, 1);
        let upper = match l.test {
            LoopTest::Lt | LoopTest::Gt | LoopTest::Ne => count,
            // C loops are never `Inclusive` (Fortran DO loops are); it would mean `<=` here.
            LoopTest::Le | LoopTest::Inclusive => self.b.binary(BinOp::Add, count, one),
            LoopTest::Ge => self.b.binary(BinOp::Sub, count, one),
        };
        let lower = self.b.iconst(i64t, 0);
        (LoopDim { lower, upper, step }, base)
    }

    // ---- data regions (§2.6.5, §2.8) with routed exits ----

    /// Routes a jump out of the innermost data region (the shared lowering's exit routing).
    /// Returns false when the jump stays inside (or there is no data region).
    pub(crate) fn acc_route_exit(&mut self, exit: &Exit) -> bool {
        shared::route_exit(self, exit)
    }

    pub(crate) fn jump_break(&mut self, i: usize) {
        if self.acc_route_exit(&Exit::Break(i)) {
            return;
        }
        if let Some(&(blk, depth)) = self.breaks.get(i) {
            self.run_cleanups(depth);
            self.jump(blk);
        }
    }

    pub(crate) fn jump_continue(&mut self, i: usize) {
        if self.acc_route_exit(&Exit::Continue(i)) {
            return;
        }
        if let Some(&(blk, depth)) = self.continues.get(i) {
            self.run_cleanups(depth);
            self.jump(blk);
        }
    }

    pub(crate) fn jump_goto(&mut self, label: &SmolStr) {
        if self.acc_route_exit(&Exit::Goto(label.clone())) {
            return;
        }
        let blk = self.label_block(label);
        self.jump(blk);
    }

    /// The labels defined in a statement (targets that stay inside a data region).
    fn labels_in(&self, s: StmtId) -> HashSet<SmolStr> {
        let mut out = HashSet::new();
        walk_stmt(self.cx.ast, s, &mut |n| {
            if let Node::Stmt(s) = n {
                if let StmtKind::Label { name, .. } = &self.cx.ast[s].kind {
                    out.insert(name.clone());
                }
            }
        });
        out
    }

    fn acc_host_data(&mut self, acc: &AccDirective, body: Option<StmtId>) {
        let clauses = self.acc_clauses(&acc.clauses);
        let mut vars = Vec::new();
        for c in &acc.clauses {
            if c.kind == ClauseKind::UseDevice {
                vars.extend(crate::sema::acc_clause_vars(c).iter().cloned());
            }
        }
        self.host_data_region(clauses, vars, acc.span, body);
    }

    /// A `host_data` region (§2.8) whose clauses are `clauses`, `vars` those of its
    /// `use_device` clauses: in `body` each of those variables is its device address.
    fn host_data_region(
        &mut self,
        clauses: Vec<oxacc_oir::Clause>,
        vars: Vec<crate::acc::AccVar>,
        span: oxacc_source::Span,
        body: Option<StmtId>,
    ) {
        let ptr = self.b.module.ptr();
        let params = vec![ptr; vars.len()];
        let labels = body.map(|b| self.labels_in(b)).unwrap_or_default();
        let saved = self.use_device.clone();
        let vars2 = vars.clone();
        shared::data_region(
            self,
            DirectiveKind::HostData,
            clauses,
            &params,
            span,
            labels,
            move |f| {
                let entry = f.b.current_block();
                if let Some(e) = entry {
                    let ps = f.b.body.block(e).params.clone();
                    for (v, p) in vars2.iter().zip(ps) {
                        // Only whole variables are substituted (`use_device(a)`, §2.8.1).
                        if let (Some(root), true) = (v.root, v.dims.is_empty()) {
                            if matches!(f.cx.ast[v.base].kind, crate::ast::ExprKind::Ident { .. }) {
                                f.use_device.insert(root, p);
                            }
                        }
                    }
                }
                if let Some(b) = body {
                    f.stmt(b);
                }
            },
        );
        self.use_device = saved;
    }

    /// `declare` in a function (§2.13): the rest of the block is an `acc.data` region.
    pub(crate) fn acc_declare_rest(&mut self, acc: &AccDirective, rest: &[BlockItem]) {
        let mut clauses = self.acc_clauses(&acc.clauses);
        shared::declare_region_clauses(&mut clauses);
        let mut labels = HashSet::new();
        for item in rest {
            if let BlockItem::Stmt(s) = item {
                labels.extend(self.labels_in(*s));
            }
        }
        let rest = rest.to_vec();
        shared::data_region(
            self,
            DirectiveKind::Data,
            clauses,
            &[],
            acc.span,
            labels,
            move |f| f.block_items(&rest),
        );
    }

    /// Data regions with the labels of their body (for `goto` routing).
    pub(crate) fn acc_data_stmt(&mut self, acc: &AccDirective, body: Option<StmtId>) {
        let mut clauses = self.acc_clauses(&acc.clauses);
        self.omp_defaultmap(&mut clauses);
        let labels = body.map(|b| self.labels_in(b)).unwrap_or_default();
        let restore = self.omp_device_restore.take();
        let use_device = std::mem::take(&mut self.omp_use_device);
        shared::data_region_then(
            self,
            DirectiveKind::Data,
            clauses,
            &[],
            acc.span,
            labels,
            |f| {
                if use_device.is_empty() {
                    if let Some(b) = body {
                        f.stmt(b)
                    }
                    return;
                }
                // OpenMP `target data map(…) use_device_ptr(list)`: the list's device
                // addresses in the statement, after the region's maps (5.0 §2.12.2).
                let refs = use_device.iter().map(|v| f.acc_var_ref(v)).collect();
                let clauses = vec![oxacc_oir::Clause::Data(oxacc_oir::DataClause {
                    kind: oxacc_oir::DataClauseKind::UseDevice,
                    modifiers: Vec::new(),
                    vars: refs,
                })];
                f.host_data_region(clauses, use_device, acc.span, body);
            },
            |f| {
                if let Some(saved) = restore {
                    oxacc_offload::omp_host::device_end(f, saved);
                }
            },
        );
    }
}

/// What [`FnCx::loop_nest`] gives a loop construct's lowering.
pub(crate) struct LoopNest {
    pub dims: Vec<LoopDim>,
    /// The lower bound of each pointer loop variable (None for integer ones).
    pub ptr_bases: Vec<Option<Value>>,
    /// The OIR type of each induction variable.
    pub ivts: Vec<oxacc_oir::TypeId>,
}
