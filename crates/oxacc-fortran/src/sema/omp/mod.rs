//! OpenMP directives in Fortran sema (OpenMP 4.5 chapter 2, host constructs): clause
//! variables resolved to Fortran symbols as for OpenACC (`acc_var`), integer and logical
//! clause arguments typed, the DO loops of a loop construct checked against `collapse`, the
//! blocks of `sections` split at `section`, and the implicit data-sharing rule of §2.15.1.1
//! that is Fortran's own: the DO variable of a sequential loop in a `parallel` region is
//! private. What is not run yet is an error naming it, never dropped.

mod allocate;
mod branches;
pub(crate) mod collapse;
mod declare_target;
pub(crate) mod doacross;
pub mod mapper;
mod omp_lib;
pub mod tree;
mod udr;
mod variant;

pub use omp_lib::OPENMP_VERSION;

use oxacc_directives::omp::{DataSharing, Leaf, OmpClauseKind as CK, OmpDirectiveKind as K};
use oxacc_directives::{ClauseKind, Lang};
use oxacc_source::Span;

use self::tree::{OmpArgs, OmpClause, OmpStmt};
use super::acc::tree::AccVar;
use super::scope::Entity;
use super::tree::{ExprKind, Stmt, StmtKind, SymbolId};
use super::types::Type;
use super::Sema;
use crate::ast;
use crate::ast::omp as a;

/// The leaves oxacc runs on the host (the others are reported as not supported yet).
const HOST_LEAVES: [Leaf; 16] = [
    // A host league (OpenMP 5.0 §2.7, `oxacc_offload::omp_league`).
    Leaf::Teams,
    Leaf::Distribute,
    Leaf::Ordered,
    Leaf::Taskloop,
    Leaf::Task,
    Leaf::Taskgroup,
    Leaf::Parallel,
    Leaf::For,
    Leaf::Simd,
    Leaf::Sections,
    Leaf::Single,
    Leaf::Master,
    Leaf::Masked,
    Leaf::Critical,
    Leaf::Atomic,
    Leaf::Workshare,
];

/// An `integer(omp_depend_kind)` scalar (omp_lib's kind 8): what `depobj` writes.
fn is_depend_object(e: &crate::sema::tree::Expr) -> bool {
    e.ty == Type::Integer(8) && e.rank == 0
}

/// The clauses oxacc interprets; memory orders and atomic forms change nothing under a
/// lock, `proc_bind` and `simd`'s clauses are hints.
fn supported(k: CK) -> bool {
    matches!(
        k,
        CK::If
            | CK::NumThreads
            | CK::Default
            | CK::Shared
            | CK::Private
            | CK::FirstPrivate
            | CK::LastPrivate
            | CK::Reduction
            // Each task's copy, combined as the task ends (oxacc-oir's omp.task, decision 75);
            // a taskgroup's task_reduction needs nothing more.
            | CK::InReduction
            | CK::TaskReduction
            | CK::Schedule
            | CK::Collapse
            | CK::Nowait
            | CK::CopyPrivate
            | CK::ProcBind
            | CK::CopyIn
            | CK::Final
            | CK::Untied
            | CK::Mergeable
            // 5.0 §2.10.1: libomp's detachable tasks (oxacc-oir's omp.task).
            | CK::Detach
            | CK::Priority
            | CK::Filter
            | CK::Depend
            // 5.2 §15.9.6: `depend(source|sink)` respelled.
            | CK::Doacross
            // `depobj`'s (5.0 §2.17.10.1).
            | CK::Destroy
            | CK::Linear
            | CK::Ordered
            | CK::Threads
            | CK::Read
            | CK::Write
            | CK::Update
            | CK::Capture
            // 5.1 §2.19.7: the conditional update; `fail`'s order is at most the operation's.
            | CK::Compare
            | CK::Fail
            | CK::Weak
            | CK::SeqCst
            | CK::AcqRel
            | CK::Release
            | CK::Acquire
            | CK::Relaxed
            | CK::Hint
            | CK::Safelen
            | CK::Simdlen
            | CK::Aligned
            | CK::Grainsize
            | CK::NumTasks
            | CK::Nogroup
            // `order(concurrent)` (5.0 §2.9.2) only allows the iterations to run concurrently;
            // `nontemporal` (5.0 §2.9.3.1) and `affinity` of a task (5.0 §2.10.1) are hints.
            | CK::Order
            | CK::Nontemporal
            | CK::Affinity
            // 5.0 §2.11.4: the allocator only says where the private copies of the construct's
            // data-sharing clauses live, a placement the host's copies keep as device
            // constructs do (`oxacc_offload::omp_device` takes the clause the same way).
            | CK::Allocate
            | CK::NumTeams
            | CK::ThreadLimit
            | CK::DistSchedule
    )
}

impl Sema<'_> {
    /// A directive that stands alone (`barrier`, `flush`, `taskwait`, …).
    pub(super) fn omp_directive(&mut self, d: &a::OmpDirective) -> Option<StmtKind> {
        match d.kind {
            K::Barrier | K::Flush | K::Taskwait | K::Taskyield => {}
            // `ordered depend(…)` / `ordered doacross(…)` (4.5 §2.13.8) stands alone.
            K::Construct(c) if c.single() == Some(Leaf::Ordered) => {}
            K::Depobj => return self.omp_depobj(d),
            K::Threadprivate => {
                self.omp_threadprivate(d);
                return None;
            }
            K::DeclareReduction => {
                self.omp_declare_reduction(d);
                return None;
            }
            K::DeclareTarget => {
                self.omp_declare_target(d, None);
                return None;
            }
            K::Allocate | K::Allocators => return self.omp_allocate(d),
            // Taken before the bodies are resolved (`omp_declare_variants`).
            K::DeclareVariant => return None,
            // 4.5 §2.8.2: SIMD versions of the procedure are an optimisation the program cannot
            // observe; it keeps its one scalar version, as C's `declare simd` does.
            K::DeclareSimd => return None,
            // 5.1 §2.5.2: no effect.
            K::Nothing => return None,
            K::DeclareMapper => {
                self.omp_declare_mapper(d);
                return None;
            }
            K::Requires => {
                self.omp_requires(d);
                return None;
            }
            K::Section => {
                self.error(
                    d.name_span,
                    "'!$omp section' must appear directly in a '!$omp sections' construct",
                );
                return None;
            }
            k => {
                self.error(
                    d.name_span,
                    format!(
                        "OpenMP '{}' is not supported yet in Fortran",
                        k.name(Lang::Fortran)
                    ),
                );
                return None;
            }
        }
        if !self.omp_league_nesting(d) {
            return None;
        }
        let stmt = self.omp_stmt(d, &[], &[])?;
        Some(StmtKind::Omp(Box::new(stmt)))
    }

    /// `!$omp depobj(o) depend(type: locator)`, `update(type)` or `destroy` (OpenMP 5.0
    /// §2.17.10.1; the clause rules are the directive model's): `o` is an
    /// `integer(omp_depend_kind)` scalar variable.
    fn omp_depobj(&mut self, d: &a::OmpDirective) -> Option<StmtKind> {
        let [o] = d.list.as_slice() else {
            self.error(
                d.name_span,
                "'!$omp depobj' takes one object: '!$omp depobj(o)'",
            );
            return None;
        };
        let obj = match self.acc_var(o, ClauseKind::Copy, "depobj")? {
            AccVar::Designator(e, n)
                if is_depend_object(&e) && matches!(e.kind, ExprKind::Var(_)) =>
            {
                AccVar::Designator(e, n)
            }
            _ => {
                self.error(
                    o.span(),
                    "the object of '!$omp depobj' must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.10.1)",
                );
                return None;
            }
        };
        let mut clauses = Vec::new();
        for c in &d.clauses {
            let args = self.omp_clause(c)?;
            clauses.push(OmpClause {
                kind: c.kind,
                span: c.span,
                args,
            });
        }
        Some(StmtKind::Omp(Box::new(OmpStmt {
            kind: d.kind,
            span: d.span,
            name_span: d.name_span,
            clauses,
            critical_name: None,
            body: Vec::new(),
            sections: Vec::new(),
            loop_depth: 0,
            implicit_private: Vec::new(),
            implicit_firstprivate: Vec::new(),
            team_bounds: Vec::new(),
            depobj: Some(obj),
        })))
    }

    /// The nesting rules of a host league (5.0 §2.7, the shared layer's
    /// `omp_league::host_nesting`) for `d` outside a target region; false after an error.
    fn omp_league_nesting(&mut self, d: &a::OmpDirective) -> bool {
        use oxacc_offload::omp_league::{host_nesting, Around};
        let in_target = self
            .acc_state
            .frames
            .iter()
            .any(|f| oxacc_offload::rules::is_compute(f.kind));
        if in_target {
            return true;
        }
        let around = match self.omp_open.last() {
            None => Around::Nothing,
            Some((o, ..)) if o.single() == Some(Leaf::Teams) => Around::Teams,
            Some(_) => Around::Other,
        };
        match host_nesting(d.kind, around) {
            Ok(()) => true,
            Err(v) => {
                let diag =
                    oxacc_source::Diagnostic::error(d.name_span, v.message).with_note(None, v.note);
                self.diags.emit(self.sm, diag);
                false
            }
        }
    }

    /// `threadprivate`, `declare reduction` and `declare target` directives of a module's
    /// specification part.
    pub(super) fn omp_module_spec(&mut self, unit: &ast::ProgramUnit, scope: usize) {
        let saved = self.cur_scope;
        self.cur_scope = scope;
        let module = unit.name.as_ref().map_or("".into(), |n| n.key.clone());
        for s in &unit.body {
            match &s.kind {
                ast::StmtKind::OmpDirective(d) if d.kind == K::Threadprivate => {
                    self.omp_threadprivate(d)
                }
                ast::StmtKind::OmpDirective(d) if d.kind == K::DeclareReduction => {
                    // The module's own declaration, not one of its procedures'.
                    let proc = self.cur_proc.take();
                    self.omp_declare_reduction(d);
                    self.cur_proc = proc;
                }
                ast::StmtKind::OmpDirective(d) if d.kind == K::DeclareTarget => {
                    let proc = self.cur_proc.take();
                    self.omp_declare_target(d, Some(&module));
                    self.cur_proc = proc;
                }
                ast::StmtKind::OmpDirective(d) if d.kind == K::DeclareMapper => {
                    self.omp_declare_mapper(d)
                }
                // 5.0 §2.5.1: a program unit's specification part, a module's included; the
                // units that use the module state its requirements too, which oxacc meets or
                // refuses the same way wherever they are written.
                ast::StmtKind::OmpDirective(d) if d.kind == K::Requires => self.omp_requires(d),
                ast::StmtKind::OmpDirective(d) => self.error(
                    d.name_span,
                    format!(
                        "'!$omp {}' cannot appear in a module's specification part",
                        d.kind.name(Lang::Fortran)
                    ),
                ),
                _ => {}
            }
        }
        self.cur_scope = saved;
    }

    /// `!$omp requires` (5.0 §2.5.1): each requirement oxacc does not meet is an error at its
    /// clause (the rule C's `#pragma omp requires` follows); the ones it meets need nothing.
    fn omp_requires(&mut self, d: &a::OmpDirective) {
        for c in &d.clauses {
            if let Err(v) = oxacc_offload::omp_requires::requirement(c.kind) {
                let diag =
                    oxacc_source::Diagnostic::error(c.span, v.message).with_note(None, v.note);
                self.diags.emit(self.sm, diag);
            }
        }
    }

    /// `threadprivate(list)` (OpenMP 4.5 §2.15.2): variables that have the SAVE attribute
    /// (module variables, saved locals, variables of the main program) or named common
    /// blocks.
    fn omp_threadprivate(&mut self, d: &a::OmpDirective) {
        for o in &d.list {
            match self.acc_var(o, ClauseKind::Private, "threadprivate") {
                Some(AccVar::Common { link_name, .. }) => {
                    self.prog.omp.threadprivate_commons.insert(link_name);
                }
                Some(AccVar::Designator(e, n)) => {
                    let ExprKind::Var(id) = e.kind else {
                        self.error(e.span, "'threadprivate' takes variables and common blocks");
                        continue;
                    };
                    let ok = matches!(self.symbol(id).storage, super::tree::Storage::Static { .. });
                    if !ok {
                        self.error(
                            e.span,
                            format!("'{n}' in 'threadprivate' must have the SAVE attribute or be a module variable (OpenMP 4.5 §2.15.2); a variable of a common block is named by its block"),
                        );
                    } else if self.prog.imported.contains(&id) {
                        self.error(
                            e.span,
                            format!("'threadprivate' of '{n}', a variable of a module read from its module file, is not supported yet"),
                        );
                    } else {
                        self.prog.omp.threadprivate.insert(id);
                    }
                }
                None => {}
            }
        }
    }

    /// A construct and the statements it applies to.
    pub(super) fn omp_construct(&mut self, c: &a::OmpConstruct) -> Option<StmtKind> {
        if matches!(
            c.directive.kind,
            K::TargetUpdate | K::TargetEnterData | K::TargetExitData
        ) {
            return self.omp_device_bracket(c);
        }
        if let (Some(acc), true) = (c.directive.orphan.as_deref(), self.omp_orphan_on_device()) {
            // 4.5 §2.7.1: an orphaned worksharing loop binds to the team of the thread that
            // calls the procedure, which in a `declare target` procedure may be a device team:
            // the calling thread's share, as the shared layer translated it.
            let stmt = self.acc_stmt(acc, &c.body)?;
            return Some(StmtKind::Acc(Box::new(stmt)));
        }
        // The construct as written (a `loop` is a `loop` region for the nesting rules).
        if !self.omp_league_nesting(&c.directive) {
            return None;
        }
        let host_loop;
        let directive = if c.directive.construct()?.has(Leaf::Loop) {
            host_loop = self.omp_host_loop(&c.directive)?;
            &host_loop
        } else {
            &c.directive
        };
        let con = directive.construct()?;
        if let Some(l) = con.leaves().find(|l| !HOST_LEAVES.contains(l)) {
            self.error(
                c.directive.name_span,
                format!(
                    "OpenMP '{}' is not supported yet in Fortran",
                    l.name(Lang::Fortran)
                ),
            );
            return None;
        }
        let stmt = self.omp_stmt(directive, &c.body, &c.end_clauses)?;
        Some(StmtKind::Omp(Box::new(stmt)))
    }

    /// A `loop` construct on the host (5.0 §2.9.5) as the construct of what it binds to
    /// (`oxacc_offload::omp_loop`): `do` for the innermost parallel region's team, `simd`
    /// for the encountering thread; `bind` and `order(concurrent)` have said all they say.
    fn omp_host_loop(&mut self, d: &a::OmpDirective) -> Option<a::OmpDirective> {
        use oxacc_offload::omp_loop::{loop_binding, LoopBinding};
        let con = d.construct()?;
        let combined = con.has(Leaf::Parallel);
        let bind = d.clauses.iter().find_map(|c| match c.args {
            a::OmpArgs::Bind(k) => Some(k),
            _ => None,
        });
        // Closely nested: the innermost construct of the procedure around it is `parallel`,
        // or a host league's `teams` (that of `teams loop` too).
        let enclosing: Vec<Leaf> = match self.omp_open.last() {
            _ if con.has(Leaf::Teams) => vec![Leaf::Teams],
            Some((c, ..)) if c.single() == Some(Leaf::Teams) => vec![Leaf::Teams],
            Some((c, ..)) if c.single() == Some(Leaf::Parallel) => vec![Leaf::Parallel],
            Some(_) => vec![Leaf::For],
            None => Vec::new(),
        };
        let leaf = match loop_binding(bind, combined, &enclosing) {
            Ok(LoopBinding::Parallel) => Leaf::For,
            Ok(LoopBinding::Thread) => Leaf::Simd,
            // 5.0 §2.9.5: the teams share the iterations, each team's threads its share.
            Ok(LoopBinding::Teams) => {
                let mut out = d.clone();
                let leaves: &[Leaf] = if con.has(Leaf::Teams) {
                    &[Leaf::Teams, Leaf::Distribute, Leaf::Parallel, Leaf::For]
                } else {
                    &[Leaf::Distribute, Leaf::Parallel, Leaf::For]
                };
                out.kind = K::Construct(oxacc_directives::omp::Construct::of(leaves));
                out.clauses
                    .retain(|c| !matches!(c.kind, CK::Bind | CK::Order));
                return Some(out);
            }
            Err(v) => {
                let diag =
                    oxacc_source::Diagnostic::error(d.name_span, v.message).with_note(None, v.note);
                self.diags.emit(self.sm, diag);
                return None;
            }
        };
        let leaves: &[Leaf] = if combined {
            &[Leaf::Parallel, leaf]
        } else {
            &[leaf]
        };
        let mut out = d.clone();
        out.kind = K::Construct(oxacc_directives::omp::Construct::of(leaves));
        out.clauses
            .retain(|c| !matches!(c.kind, CK::Bind | CK::Order));
        Some(out)
    }

    /// Whether a worksharing loop here is orphaned in a procedure of a `declare target`
    /// directive (`oxacc_offload::omp_device::orphaned_worksharing`): no OpenMP construct of
    /// the procedure encloses it.
    fn omp_orphan_on_device(&self) -> bool {
        self.omp_open.is_empty()
            && self
                .cur_proc
                .is_some_and(|p| self.omp_declare_target_procs.contains(&p))
    }

    /// A device directive with `device(n)`: the parser made it a construct whose statement is
    /// the OpenACC directive it became; `n` is a scalar integer.
    fn omp_device_bracket(&mut self, c: &a::OmpConstruct) -> Option<StmtKind> {
        let d = &c.directive;
        let mut clauses = Vec::new();
        for cl in &d.clauses {
            if let (CK::Device, a::OmpArgs::Expr(e)) = (cl.kind, &cl.args) {
                clauses.push(OmpClause {
                    kind: CK::Device,
                    span: cl.span,
                    args: OmpArgs::Expr(self.acc_int(e, "device")?),
                });
            }
        }
        let body = self.exec_part(&c.body);
        Some(StmtKind::Omp(Box::new(OmpStmt {
            kind: d.kind,
            span: d.span,
            name_span: d.name_span,
            clauses,
            critical_name: None,
            body,
            sections: Vec::new(),
            loop_depth: 0,
            implicit_private: Vec::new(),
            implicit_firstprivate: Vec::new(),
            team_bounds: Vec::new(),
            depobj: None,
        })))
    }

    fn omp_stmt(
        &mut self,
        d: &a::OmpDirective,
        body: &[ast::Stmt],
        end_clauses: &[a::OmpClause],
    ) -> Option<OmpStmt> {
        // Inside a target region the parser translated the directives it could see were
        // there; a host construct left inside a device loop is not run yet. A `parallel`
        // region in `teams` or in a `target` region (`serial` when that region is one
        // thread, or `target parallel` with data-sharing clauses) stays an OpenMP construct (the parser's, lowered as the team's
        // thread loop); in the loop of a combined construct the parser did not see it.
        let thread_region = d.kind.construct().is_some_and(|c| {
            c.single() == Some(oxacc_directives::omp::Leaf::Parallel)
                || oxacc_offload::omp_device::parallel_master(c)
        }) && self.acc_state.frames.last().is_some_and(|f| {
            matches!(
                f.kind,
                oxacc_directives::DirectiveKind::Parallel
                    | oxacc_directives::DirectiveKind::Serial
                    | oxacc_directives::DirectiveKind::Loop
            )
        });
        let in_target = self
            .acc_state
            .frames
            .iter()
            .any(|f| oxacc_offload::rules::is_compute(f.kind));
        // `master`, `masked`, `single`, `barrier` (the parser kept them in target regions).
        let kinds: Vec<CK> = d
            .clauses
            .iter()
            .chain(end_clauses)
            .map(|c| c.kind)
            .collect();
        let team_sync = oxacc_offload::omp_team_sync::TeamSync::of(d.kind, &kinds);
        if in_target && team_sync.is_some() {
            let bad = d.clauses.iter().chain(end_clauses).find_map(|c| {
                oxacc_offload::omp_team_sync::unsupported_single_clause(c.kind, "!$omp single")
                    .filter(|_| d.kind.construct().is_some_and(|k| k.has(Leaf::Single)))
                    .map(|m| (c.span, m))
            });
            if let Some((at, message)) = bad {
                self.error(at, message);
                return None;
            }
        }
        // Tasks run as included tasks in target regions (`omp_device::included_task`).
        let included = oxacc_offload::omp_device::included_task(d.kind);
        if !thread_region && team_sync.is_none() && !included && in_target {
            self.error(
                d.name_span,
                format!(
                    "OpenMP '{}' inside the loop of a combined target construct is not supported yet in Fortran (write the target region with its end directive)",
                    d.kind.name(Lang::Fortran)
                ),
            );
            return None;
        }
        let mut ok = true;
        let mut clauses = Vec::new();
        for c in d.clauses.iter().chain(end_clauses) {
            match self.omp_clause(c) {
                Some(args) => clauses.push(OmpClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        let mut team_bounds = Vec::new();
        for c in &d.team_bounds {
            match self.acc_clause(c) {
                Some(args) => team_bounds.push(crate::sema::acc::tree::AccClause {
                    kind: c.kind,
                    span: c.span,
                    args,
                }),
                None => ok = false,
            }
        }
        let con = d.construct();
        if con.is_some_and(|c| c.has(Leaf::Masked))
            && d.clauses.iter().any(|c| c.kind == CK::Filter)
        {
            // `masked` without `filter` is `master` (5.1 §2.16).
        }
        let loop_depth = match con {
            Some(c)
                if c.has(Leaf::For)
                    || c.has(Leaf::Simd)
                    || c.has(Leaf::Taskloop)
                    || c.has(Leaf::Distribute) =>
            {
                let n = self.omp_loop_nest(d, body, &clauses);
                ok &= n.is_some();
                n.unwrap_or(0)
            }
            _ => 0,
        };
        let has = |k| d.clauses.iter().any(|c: &a::OmpClause| c.kind == k);
        if con.is_some_and(|c| c.has(Leaf::Atomic)) && has(CK::Compare) {
            ok &= self.omp_atomic_compare(has(CK::Capture), has(CK::Weak), d.name_span, body);
        } else if con.is_some_and(|c| c.has(Leaf::Atomic))
            && body
                .iter()
                .any(|s| !matches!(s.kind, ast::StmtKind::Assign { .. }))
        {
            let at = body
                .iter()
                .find(|s| !matches!(s.kind, ast::StmtKind::Assign { .. }))
                .map_or(d.name_span, |s| s.span);
            self.error(at, "the statements of '!$omp atomic' must be assignment statements (OpenMP 4.5 §2.13.6)");
            ok = false;
        }
        let doacross = match con {
            Some(c) => {
                let nest = self.omp_doacross_nest(c, d, body, &clauses);
                ok &= nest.is_some();
                if c.single() == Some(Leaf::Ordered) {
                    ok &= self.omp_doacross_ordered(d);
                }
                nest.flatten()
            }
            None => None,
        };
        if let Some(c) = con {
            ok &= self.omp_outer_private(c, &clauses);
            ok &= self.omp_nesting(c, d);
        } else if d.kind == K::Barrier {
            ok &= self.omp_nesting_barrier(d);
        }
        if let Some(c) = con {
            let mut privatized: Vec<SymbolId> = clauses
                .iter()
                .filter(|cl| {
                    matches!(
                        cl.kind,
                        CK::Private | CK::FirstPrivate | CK::LastPrivate | CK::Reduction
                    )
                })
                .flat_map(|cl| cl.vars())
                .filter_map(var_symbol)
                .collect();
            if c.has(Leaf::Parallel)
                || c.has(Leaf::Task)
                || c.has(Leaf::For)
                || c.has(Leaf::Taskloop)
                || c.has(Leaf::Teams)
                || c.has(Leaf::Distribute)
            {
                self.ast_do_vars(body, &mut privatized);
            }
            self.omp_open
                .push((c, d.name.as_ref().map(|n| n.key.clone()), privatized));
            self.omp_doacross.push(doacross);
        }
        let (body, sections) = if con.is_some_and(|c| c.has(Leaf::Sections)) {
            // §2.7.2: the first section's `!$omp section` may be left out.
            let mut blocks: Vec<&[ast::Stmt]> = Vec::new();
            let mut start = 0;
            for (i, s) in body.iter().enumerate() {
                if matches!(&s.kind, ast::StmtKind::OmpDirective(x) if x.kind == K::Section) {
                    if i > start || !blocks.is_empty() || i > 0 {
                        blocks.push(&body[start..i]);
                    }
                    start = i + 1;
                }
            }
            blocks.push(&body[start..]);
            let sections = blocks.into_iter().map(|b| self.exec_part(b)).collect();
            (Vec::new(), sections)
        } else {
            (self.exec_part(body), Vec::new())
        };
        if con.is_some() {
            self.omp_open.pop();
            self.omp_doacross.pop();
        }
        let critical_name = d.name.as_ref().map(|n| n.key.clone());
        let mut stmt = OmpStmt {
            kind: d.kind,
            span: d.span,
            name_span: d.name_span,
            clauses,
            critical_name,
            body,
            sections,
            loop_depth,
            implicit_private: Vec::new(),
            implicit_firstprivate: Vec::new(),
            team_bounds,
            depobj: None,
        };
        if con.is_some() {
            let before = self.diags.error_count();
            self.omp_branches(&stmt);
            ok &= self.diags.error_count() == before;
        }
        if stmt
            .clauses
            .iter()
            .any(|c| matches!(c.args, OmpArgs::Default(DataSharing::None)))
        {
            self.omp_default_none(&stmt);
        }
        if con.is_some_and(|c| c.has(Leaf::Task) || c.has(Leaf::Taskloop)) {
            self.omp_task_sharing(&mut stmt);
        }
        // The DO variables of sequential loops in a parallel region, or in a host league's
        // teams region (each team's initial thread runs them), are private (§2.15.1.1).
        if con.is_some_and(|c| c.has(Leaf::Parallel) || c.has(Leaf::Teams)) {
            let named: Vec<SymbolId> = stmt
                .clauses
                .iter()
                .flat_map(|c| c.vars())
                .filter_map(var_symbol)
                .collect();
            let mut found = Vec::new();
            do_vars(&stmt.body, &mut found);
            for s in &stmt.sections {
                do_vars(s, &mut found);
            }
            found.retain(|v| !named.contains(v));
            found.dedup();
            stmt.implicit_private = found;
        }
        ok.then_some(stmt)
    }

    /// The DO variables of the counted loops in `body` (lexically, as written).
    fn ast_do_vars(&mut self, body: &[ast::Stmt], out: &mut Vec<SymbolId>) {
        for s in body {
            match &s.kind {
                ast::StmtKind::Do(dc) => {
                    if let ast::DoControl::Counted { var, .. } = &dc.control {
                        if let Some(Entity::Var(id)) = self.lookup(&var.key) {
                            out.push(id);
                        }
                    }
                    self.ast_do_vars(&dc.body, out);
                }
                ast::StmtKind::If(c) => {
                    for b in &c.branches {
                        self.ast_do_vars(&b.body, out);
                    }
                }
                ast::StmtKind::OmpConstruct(c) => {
                    // A loop construct's associated loops are not sequential loops (see
                    // `do_vars`): their variables are the construct's.
                    let looped = c.directive.construct().is_some_and(|k| {
                        k.has(Leaf::For) || k.has(Leaf::Simd) || k.has(Leaf::Taskloop)
                    });
                    let mut depth = 0;
                    if looped {
                        depth = 1;
                        for cl in &c.directive.clauses {
                            if let (CK::Collapse, a::OmpArgs::Expr(e)) = (cl.kind, &cl.args) {
                                if let Some(n) =
                                    self.expr(e).and_then(|v| super::tree_const_int(&v))
                                {
                                    depth = n.max(1) as usize;
                                }
                            }
                        }
                    }
                    let mut body: &[ast::Stmt] = &c.body;
                    for _ in 0..depth {
                        match body.iter().find_map(|s| match &s.kind {
                            ast::StmtKind::Do(dc) => Some(&dc.body),
                            _ => None,
                        }) {
                            Some(inner) => body = inner,
                            None => break,
                        }
                    }
                    self.ast_do_vars(body, out);
                }
                _ => {}
            }
        }
    }

    /// The implicit data-sharing attributes of a `task` (OpenMP 4.5 §2.15.1.1): the DO
    /// variables of its loops are private; a variable it references with no clause is
    /// shared when it is shared in the enclosing context (static storage, or not privatized
    /// by the constructs around it up to the innermost `parallel` or `task`), otherwise
    /// firstprivate (privatized there, or a local or scalar dummy of a procedure with no
    /// enclosing `parallel` in it). `default(shared)` shares them all.
    fn omp_task_sharing(&mut self, stmt: &mut OmpStmt) {
        let (mut uses, mut do_vars) = (Vec::new(), Vec::new());
        super::acc::rules::stmt_vars(&stmt.body, &mut uses, &mut do_vars);
        let named: Vec<SymbolId> = stmt
            .clauses
            .iter()
            .flat_map(|c| c.vars())
            .filter_map(var_symbol)
            .collect();
        do_vars.retain(|v| !named.contains(v));
        do_vars.dedup();
        stmt.implicit_private = do_vars.clone();
        if stmt
            .clauses
            .iter()
            .any(|c| matches!(c.args, OmpArgs::Default(DataSharing::Shared)))
        {
            return;
        }
        let mut out: Vec<SymbolId> = Vec::new();
        for (id, _) in uses {
            if named.contains(&id)
                || do_vars.contains(&id)
                || out.contains(&id)
                || self.prog.omp.threadprivate.contains(&id)
            {
                continue;
            }
            let sym = self.symbol(id);
            let (local, scalar_dummy) = (
                matches!(sym.storage, super::tree::Storage::Local),
                matches!(sym.storage, super::tree::Storage::Dummy { .. }) && sym.array.is_none(),
            );
            let mut firstprivate = None;
            for (c, _, privatized) in self.omp_open.iter().rev() {
                if privatized.contains(&id) {
                    firstprivate = Some(true);
                    break;
                }
                if c.has(Leaf::Parallel) || c.has(Leaf::Task) || c.has(Leaf::Taskloop) {
                    firstprivate = Some(false);
                    break;
                }
            }
            // Orphaned (no enclosing parallel or task here): the procedure's locals are
            // private to the thread that calls it.
            if firstprivate.unwrap_or(local || scalar_dummy) {
                out.push(id);
            }
        }
        stmt.implicit_firstprivate = out;
    }

    /// `default(none)` (OpenMP 4.5 §2.15.3.1): every variable the construct references must
    /// be listed in one of its data-sharing clauses, unless its attribute is predetermined
    /// (DO variables, threadprivate variables).
    fn omp_default_none(&mut self, stmt: &OmpStmt) {
        let mut named: Vec<SymbolId> = Vec::new();
        for c in &stmt.clauses {
            for v in c.vars() {
                match v {
                    AccVar::Designator(e, _) => named.extend(var_symbol(v).or(match e.kind {
                        ExprKind::Var(id) => Some(id),
                        _ => None,
                    })),
                    AccVar::Common { members, .. } => named.extend(members.iter().copied()),
                }
            }
        }
        let (mut uses, mut do_vars) = (Vec::new(), Vec::new());
        super::acc::rules::stmt_vars(&stmt.body, &mut uses, &mut do_vars);
        for b in &stmt.sections {
            super::acc::rules::stmt_vars(b, &mut uses, &mut do_vars);
        }
        let mut reported = Vec::new();
        for (id, span) in uses {
            if named.contains(&id)
                || do_vars.contains(&id)
                || reported.contains(&id)
                || self.prog.omp.threadprivate.contains(&id)
            {
                continue;
            }
            reported.push(id);
            let name = self.symbol(id).name.clone();
            self.error(
                span,
                format!(
                    "'{name}' is not listed in a data-sharing clause of a construct with default(none) (OpenMP 4.5 §2.15.3.1)"
                ),
            );
        }
    }

    /// OpenMP 4.5 §2.17: worksharing and `master` regions may not be closely nested inside
    /// worksharing, `critical`, `atomic` or `master` regions (a region with no `parallel`
    /// between), nor a `critical` region inside one of the same name (it would deadlock).
    fn omp_nesting(&mut self, c: oxacc_directives::omp::Construct, d: &a::OmpDirective) -> bool {
        let ws = |c: oxacc_directives::omp::Construct| {
            !c.has(Leaf::Parallel)
                && (c.has(Leaf::For)
                    || c.has(Leaf::Sections)
                    || c.has(Leaf::Single)
                    || c.has(Leaf::Workshare))
        };
        if c.has(Leaf::Critical) {
            let name = d.name.as_ref().map(|n| n.key.clone());
            if self
                .omp_open
                .iter()
                .any(|(o, n, _)| o.has(Leaf::Critical) && *n == name)
            {
                self.error(
                    d.name_span,
                    "a 'critical' region may not be nested inside a 'critical' region of the same name (OpenMP 4.5 §2.17)",
                );
                return false;
            }
            return true;
        }
        let inner = ws(c) || (c.has(Leaf::Master) || c.has(Leaf::Masked)) && !c.has(Leaf::Parallel);
        if !inner {
            return true;
        }
        self.omp_closely_nested(&c.name(Lang::Fortran), d.name_span, ws(c))
    }

    /// OpenMP 4.5 §2.15.3.4–§2.15.3.6: a `reduction`, `firstprivate` or `lastprivate` item
    /// of a worksharing construct must be shared in the enclosing parallel region: not
    /// privatized by the constructs around it, and for an orphaned reduction not a local of
    /// the procedure (private to the thread that calls it), as gfortran reports.
    fn omp_outer_private(
        &mut self,
        c: oxacc_directives::omp::Construct,
        clauses: &[OmpClause],
    ) -> bool {
        let worksharing = !c.has(Leaf::Parallel)
            && (c.has(Leaf::For) || c.has(Leaf::Sections) || c.has(Leaf::Single));
        if !worksharing {
            return true;
        }
        let mut ok = true;
        for cl in clauses {
            let what = match cl.kind {
                CK::Reduction => "reduction",
                CK::FirstPrivate => "firstprivate",
                CK::LastPrivate => "lastprivate",
                _ => continue,
            };
            for v in cl.vars() {
                let Some(id) = var_symbol(v) else { continue };
                let mut private = None;
                for (o, _, privatized) in self.omp_open.iter().rev() {
                    if privatized.contains(&id) {
                        private = Some(true);
                        break;
                    }
                    if o.has(Leaf::Parallel) || o.has(Leaf::Task) {
                        private = Some(false);
                        break;
                    }
                }
                let orphaned_local = what == "reduction"
                    && matches!(self.symbol(id).storage, super::tree::Storage::Local);
                if private.unwrap_or(orphaned_local) {
                    let name = self.symbol(id).name.clone();
                    self.error(
                        v.span(),
                        format!("{what} variable '{name}' is private in outer context (OpenMP 4.5 §2.15.3)"),
                    );
                    ok = false;
                }
            }
        }
        ok
    }

    fn omp_nesting_barrier(&mut self, d: &a::OmpDirective) -> bool {
        self.omp_closely_nested("barrier", d.name_span, true)
    }

    fn omp_closely_nested(&mut self, what: &str, at: oxacc_source::Span, strict: bool) -> bool {
        let Some(&(outer, _, _)) = self.omp_open.last() else {
            return true;
        };
        if outer.has(Leaf::Parallel) || outer.has(Leaf::Teams) {
            return true;
        }
        let forbidden = outer.has(Leaf::For)
            || outer.has(Leaf::Sections)
            || outer.has(Leaf::Single)
            || outer.has(Leaf::Workshare)
            || outer.has(Leaf::Atomic)
            || (strict
                && (outer.has(Leaf::Critical)
                    || outer.has(Leaf::Master)
                    || outer.has(Leaf::Masked)));
        if forbidden {
            self.error(
                at,
                format!(
                    "a '{what}' region may not be closely nested inside a '{}' region (OpenMP 4.5 §2.17)",
                    outer.name(Lang::Fortran)
                ),
            );
            return false;
        }
        true
    }

    pub(in crate::sema) fn omp_clause(&mut self, c: &a::OmpClause) -> Option<OmpArgs> {
        let name = c.kind.name();
        if !supported(c.kind) {
            self.error(
                c.span,
                format!("the OpenMP clause '{name}' is not supported yet in Fortran"),
            );
            return None;
        }
        Some(match &c.args {
            a::OmpArgs::None => OmpArgs::None,
            a::OmpArgs::Expr(e) => match c.kind {
                CK::If => OmpArgs::Expr(self.condition_for(
                    e,
                    &format!(
                        "the condition of the '{name}' clause must be a scalar logical expression"
                    ),
                )?),
                CK::Collapse => {
                    let n = self.acc_const_int(e, name)?;
                    OmpArgs::Expr(self.int_const(n, e.span))
                }
                CK::Final => OmpArgs::Expr(self.condition_for(
                    e,
                    "the condition of the 'final' clause must be a scalar logical expression",
                )?),
                CK::Hint | CK::Safelen | CK::Simdlen | CK::Priority => OmpArgs::None,
                // 4.5 §2.7.1: a doacross loop nest of `n` loops (its positivity and
                // `n` ≥ collapse are the directive model's checks).
                CK::Ordered => OmpArgs::Doacross(self.acc_const_int(e, name)?.min(64) as u32),
                _ => OmpArgs::Expr(self.acc_int(e, name)?),
            },
            a::OmpArgs::Vars(vs) if c.kind == CK::CopyIn => {
                // copyin names threadprivate variables and common blocks (§2.15.4.1).
                let mut out = Vec::new();
                for v in vs {
                    let var = self.acc_var(v, ClauseKind::Private, name)?;
                    let tp = match &var {
                        AccVar::Common { link_name, .. } => {
                            self.prog.omp.threadprivate_commons.contains(link_name)
                        }
                        AccVar::Designator(..) => var_symbol(&var)
                            .is_some_and(|id| self.prog.omp.threadprivate.contains(&id)),
                    };
                    if !tp {
                        self.error(
                            v.span(),
                            "a 'copyin' list item must be threadprivate (OpenMP 4.5 §2.15.4.1)",
                        );
                        return None;
                    }
                    out.push(var);
                }
                OmpArgs::Vars(out)
            }
            a::OmpArgs::Vars(vs) => OmpArgs::Vars(self.omp_vars(vs, name)?),
            a::OmpArgs::ConditionalVars(vs) => {
                let vars = self.omp_vars(vs, name)?;
                for v in &vars {
                    let scalar = var_symbol(v).is_some_and(|id| {
                        matches!(v, AccVar::Designator(..)) && self.symbol(id).array.is_none()
                    });
                    if !scalar {
                        self.error(
                            c.span,
                            "a list item of 'lastprivate(conditional:)' must be a scalar variable (OpenMP 5.0 §2.19.4.5)",
                        );
                        return None;
                    }
                }
                OmpArgs::ConditionalVars(vars)
            }
            a::OmpArgs::Reduction { op, vars, task } => {
                let vars = self.omp_vars(vars, name)?;
                for v in &vars {
                    let AccVar::Designator(e, n) = v else {
                        continue;
                    };
                    // The operator × type table is the shared one (OpenMP 4.5 §2.15.3.6 and
                    // OpenACC 3.3 §2.5.15 agree for Fortran).
                    let rop = oxacc_offload::omp_host::reduction_op(*op);
                    let class = super::acc::rules::type_class(e.ty);
                    if let Err(applies_to) =
                        oxacc_offload::rules::reduction_allowed(rop, class, Lang::Fortran)
                    {
                        let spelling = oxacc_offload::rules::reduction_spelling(rop, Lang::Fortran);
                        let spelling = if *op == oxacc_directives::omp::OmpReductionOp::Sub {
                            "-"
                        } else {
                            spelling
                        };
                        self.error(
                            e.span,
                            format!(
                                "OpenMP reduction operator '{spelling}' is not valid for variable '{n}' of type '{}' (OpenMP 4.5 §2.15.3.6: it applies to {applies_to})",
                                super::acc::rules::type_name(e.ty)
                            ),
                        );
                        return None;
                    }
                }
                OmpArgs::Reduction {
                    op: *op,
                    vars,
                    task: *task,
                }
            }
            a::OmpArgs::UserReduction { id, vars } => {
                let vars = self.omp_vars(vars, name)?;
                let udrs = self.omp_udr_lookup(id, &vars)?;
                OmpArgs::UserReduction { vars, udrs }
            }
            a::OmpArgs::Schedule { kind, chunk } => OmpArgs::Schedule {
                kind: *kind,
                chunk: match chunk {
                    Some(e) => Some(self.acc_int(e, "schedule")?),
                    None => None,
                },
            },
            a::OmpArgs::Default(k) => {
                if matches!(k, DataSharing::Private | DataSharing::FirstPrivate) {
                    self.error(
                        c.span,
                        "'default(private)' and 'default(firstprivate)' are not supported yet in Fortran",
                    );
                    return None;
                }
                OmpArgs::Default(*k)
            }
            a::OmpArgs::Depend {
                kind,
                vars,
                iterators,
            } => {
                let iterators = self.omp_iterators(iterators)?;
                let mut out = Vec::with_capacity(vars.len());
                let mut all_memory = false;
                for v in vars {
                    // 5.1 §2.19.11: the reserved locator `omp_all_memory`.
                    let all = matches!(v, ast::acc::AccObject::Var(e)
                        if matches!(&e.kind, ast::ExprKind::Name(n) if n.key == "omp_all_memory"));
                    if all {
                        use oxacc_directives::omp::DependKind as DK;
                        if !matches!(kind, DK::Out | DK::Inout) {
                            self.error(
                                v.span(),
                                "'omp_all_memory' may only appear in a 'depend' clause of type 'out' or 'inout' (OpenMP 5.1 §2.19.11)",
                            );
                            return None;
                        }
                        all_memory = true;
                        continue;
                    }
                    match self.acc_var(v, ClauseKind::Copy, name)? {
                        // 5.0 §2.17.11: a depend object, made by a `depobj` directive.
                        AccVar::Designator(e, _)
                            if *kind == oxacc_directives::omp::DependKind::Depobj
                                && !is_depend_object(&e) =>
                        {
                            self.error(
                                v.span(),
                                "a 'depend(depobj: …)' list item must be a scalar integer(omp_depend_kind) variable (OpenMP 5.0 §2.17.11)",
                            );
                            return None;
                        }
                        AccVar::Common { .. } => {
                            self.error(
                                v.span(),
                                "a 'depend' list item must be a variable, an array element or an array section (OpenMP 4.5 §2.13.9)",
                            );
                            return None;
                        }
                        var => out.push(var),
                    }
                }
                if all_memory && !iterators.is_empty() {
                    self.error(
                        c.span,
                        "'omp_all_memory' with an 'iterator' modifier (OpenMP 5.1 §2.19.11: not allowed)",
                    );
                    return None;
                }
                OmpArgs::Depend {
                    kind: *kind,
                    vars: out,
                    all_memory,
                    iterators,
                }
            }
            a::OmpArgs::Linear { vars, step } => {
                let vars = self.omp_vars(vars, name)?;
                for v in &vars {
                    if let AccVar::Designator(e, n) = v {
                        if !matches!(e.ty, Type::Integer(_)) || e.rank != 0 {
                            self.error(
                                e.span,
                                format!("'linear' variable '{n}' must be an integer scalar (OpenMP 4.5 §2.15.3.7)"),
                            );
                            return None;
                        }
                    }
                }
                let step = match step {
                    Some(e) => Some(self.acc_int(e, "linear")?),
                    None => None,
                };
                OmpArgs::Linear { vars, step }
            }
            a::OmpArgs::Other if c.kind == CK::Linear => {
                self.error(
                    c.span,
                    "the 'linear' modifiers 'val', 'ref' and 'uval' are not supported yet in Fortran",
                );
                return None;
            }
            a::OmpArgs::Source => OmpArgs::Source,
            a::OmpArgs::SinkPrevious => OmpArgs::SinkPrevious,
            // Each element is its DO variable's value in the iteration waited for (`i - 1`);
            // which variable it names is checked against the nest (`omp_doacross_ordered`).
            a::OmpArgs::Sink(vec) => {
                let mut out = Vec::with_capacity(vec.len());
                for (_, e) in vec {
                    out.push(self.acc_int(e, "depend(sink)")?);
                }
                OmpArgs::Sink(out)
            }
            // What the parser keeps no arguments of: `sink` with an iterator.
            a::OmpArgs::Other if c.kind == CK::Depend => {
                self.error(
                    c.span,
                    "the 'iterator' modifier may not be used with dependence type 'sink' (OpenMP 5.0 §2.17.11)",
                );
                return None;
            }
            a::OmpArgs::Other
            | a::OmpArgs::Match(_)
            | a::OmpArgs::Bind(_)
            | a::OmpArgs::Map { .. } => OmpArgs::Other,
        })
    }

    /// The iterators of a `depend` clause (5.0 §2.1.6): each names an integer scalar variable
    /// of the scope, as a FORALL index does; its range is converted to the variable's type.
    fn omp_iterators(&mut self, its: &[a::OmpIterator]) -> Option<Vec<tree::OmpIterator>> {
        let mut out: Vec<tree::OmpIterator> = Vec::with_capacity(its.len());
        for it in its {
            let var = self.variable(&ast::Expr {
                id: ast::ExprId(u32::MAX),
                kind: ast::ExprKind::Name(it.name.clone()),
                span: it.name.span,
            })?;
            let id = match var.kind {
                ExprKind::Var(id) if matches!(var.ty, Type::Integer(_)) && var.rank == 0 => id,
                _ => {
                    self.error(
                        it.name.span,
                        format!("the OpenMP iterator '{}' must name an integer scalar variable (oxacc; OpenMP 5.0 §2.1.6)", it.name.text),
                    );
                    return None;
                }
            };
            if out.iter().any(|o| o.var == id) {
                self.error(
                    it.name.span,
                    format!(
                        "OpenMP iterator '{}' is defined twice in one modifier (OpenMP 5.0 §2.1.6)",
                        it.name.text
                    ),
                );
                return None;
            }
            let ty = var.ty;
            let mut range = Vec::with_capacity(3);
            for e in [Some(&it.begin), Some(&it.end), it.step.as_ref()] {
                let Some(e) = e else {
                    range.push(None);
                    continue;
                };
                let v = self.expr(e)?;
                if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
                    self.error(v.span, "an OpenMP iterator range must be a scalar integer expression (OpenMP 5.0 §2.1.6)");
                    return None;
                }
                range.push(Some(self.convert(v, ty)));
            }
            let step = range.pop().flatten();
            if step
                .as_ref()
                .is_some_and(|s| matches!(s.kind, ExprKind::Const(super::tree::Const::Int(0))))
            {
                self.error(
                    it.name.span,
                    "OpenMP iterator step must not be zero (OpenMP 5.0 §2.1.6)",
                );
                return None;
            }
            let end = range.pop().flatten()?;
            let begin = range.pop().flatten()?;
            out.push(tree::OmpIterator {
                var: id,
                begin,
                end,
                step,
            });
        }
        Some(out)
    }

    fn omp_vars(&mut self, vs: &[ast::acc::AccObject], clause: &str) -> Option<Vec<AccVar>> {
        let mut out = Vec::with_capacity(vs.len());
        let mut ok = true;
        for v in vs {
            match self.acc_var(v, ClauseKind::Private, clause) {
                Some(AccVar::Designator(e, n)) if matches!(e.kind, ExprKind::Var(_)) => {
                    out.push(AccVar::Designator(e, n))
                }
                Some(_) => {
                    self.error(
                        v.span(),
                        format!("the '{clause}' clause takes whole variables here (OpenMP 4.5 §2.15.3: common blocks, elements and sections are not supported yet)"),
                    );
                    ok = false;
                }
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    /// The DO loops a loop construct applies to (§2.7.1): counted DO loops, `collapse(n)` of
    /// them perfectly nested. Returns the depth.
    fn omp_loop_nest(
        &mut self,
        d: &a::OmpDirective,
        body: &[ast::Stmt],
        clauses: &[OmpClause],
    ) -> Option<u32> {
        let want = clauses
            .iter()
            .find(|c| c.kind == CK::Collapse)
            .and_then(|c| match &c.args {
                OmpArgs::Expr(e) => super::tree_const_int(e),
                _ => None,
            })
            .unwrap_or(1) as u32;
        let mut found = 0u32;
        let mut cur = body.first();
        while let Some(s) = cur {
            let ast::StmtKind::Do(dc) = &s.kind else {
                break;
            };
            match &dc.control {
                ast::DoControl::Counted { .. } => found += 1,
                _ => {
                    self.error(
                        s.span,
                        format!(
                            "the DO loop after '!$omp {}' needs a loop control (DO WHILE, DO CONCURRENT and DO without control are not allowed here)",
                            d.kind.name(Lang::Fortran)
                        ),
                    );
                    return None;
                }
            }
            if found >= want {
                return Some(collapse::collapsed_depth(body, want));
            }
            let inner: Vec<&ast::Stmt> = dc
                .body
                .iter()
                .filter(|s| !matches!(s.kind, ast::StmtKind::Continue) || s.label.is_none())
                .collect();
            cur = match inner.as_slice() {
                [s] => Some(*s),
                _ => None,
            };
        }
        if body.is_empty() {
            return None;
        }
        let at: Span = clauses
            .iter()
            .find(|c| c.kind == CK::Collapse)
            .map_or(d.name_span, |c| c.span);
        self.error(
            at,
            format!("{want} perfectly nested DO loops are needed here, found {found} (OpenMP 4.5 §2.7.1)"),
        );
        None
    }
}

fn var_symbol(v: &AccVar) -> Option<SymbolId> {
    match v {
        AccVar::Designator(e, _) => match e.kind {
            ExprKind::Var(id) => Some(id),
            _ => None,
        },
        AccVar::Common { .. } => None,
    }
}

/// §2.15.1.1: the DO variables of the loops in a region, not inside a nested `parallel`
/// (which privatizes its own).
fn do_vars(body: &[Stmt], out: &mut Vec<SymbolId>) {
    for s in body {
        match &s.kind {
            StmtKind::Do { control, body, .. } => {
                if let Some(c) = control {
                    if let ExprKind::Var(id) = c.var.kind {
                        if !out.contains(&id) {
                            out.push(id);
                        }
                    }
                }
                do_vars(body, out);
            }
            StmtKind::DoWhile { body, .. } | StmtKind::Block { body, .. } => do_vars(body, out),
            StmtKind::If { branches, .. } => {
                for (_, b) in branches {
                    do_vars(b, out);
                }
            }
            StmtKind::Select { cases, .. } => {
                for c in cases {
                    do_vars(&c.body, out);
                }
            }
            StmtKind::Omp(o) => {
                let nested_parallel = matches!(o.kind, K::Construct(c) if c.has(Leaf::Parallel));
                if !nested_parallel {
                    // The associated loops of a loop construct are not sequential loops: their
                    // variables are the construct's (private, or lastprivate into the
                    // enclosing context's variable).
                    let mut body: &[Stmt] = &o.body;
                    for _ in 0..o.loop_depth {
                        match body.iter().find_map(|s| match &s.kind {
                            StmtKind::Do { body, .. } => Some(body),
                            _ => None,
                        }) {
                            Some(inner) => body = inner,
                            None => break,
                        }
                    }
                    do_vars(body, out);
                    for b in &o.sections {
                        do_vars(b, out);
                    }
                }
            }
            _ => {}
        }
    }
}
