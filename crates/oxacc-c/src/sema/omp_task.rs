//! OpenMP in C, the parts beyond the first host constructs: the clauses of `task`
//! (§2.9.1), `depend` (§2.13.9), `copyprivate` (§2.15.4.2), `proc_bind` (§2.5.2), `ordered`
//! (§2.7.1, §2.13.8) and `linear` (§2.15.3.7); the implicit data-sharing rule of tasks
//! (§2.15.1.1: a variable that is not shared in the enclosing context is firstprivate); and
//! the nesting rules of tasks and `ordered` (§2.17), with gcc 12's wording.

use std::collections::HashSet;

use oxacc_directives::omp::{
    DependKind, OmpClause as DirClause, OmpClauseArgs, OmpClauseKind as CK, ProcBind,
};
use oxacc_source::Span;

use super::omp::OmpScope;
use super::Sema;
use crate::ast::{
    DeclId, DeclKind, ExprKind, ForInit, Resolution, StmtId, StmtKind, StorageDuration,
};
use crate::omp::{OmpArgs, OmpBody, OmpConstruct};
use crate::token::Token;
use crate::walk::{walk_stmt, Node};
use smol_str::SmolStr;

const SPEC: &str = "OpenMP 4.5";

/// What an enclosing construct says about the data-sharing of a variable.
#[derive(Debug, Default)]
pub(crate) struct ScopeCtx {
    /// Declared in the construct's statement (private to it, §2.15.1.1).
    declared: HashSet<DeclId>,
    /// Privatised by a clause (private, firstprivate, lastprivate, reduction, linear) or as
    /// a loop variable of the construct's loops.
    private: HashSet<DeclId>,
    /// In a `shared` clause.
    shared: HashSet<DeclId>,
    default_shared: bool,
    /// A worksharing loop with the `ordered` clause.
    pub(crate) ordered: bool,
    /// A worksharing loop with `ordered(n)`: `n` (a doacross nest, §2.7.1).
    pub(crate) doacross: u32,
    /// The loop variables of its doacross nest, outermost first, by name (§2.13.9: a sink
    /// vector names them in order).
    pub(crate) doacross_vars: Vec<SmolStr>,
}

impl Sema<'_> {
    /// The context a construct gives its statement, computed before the statement is checked.
    pub(super) fn omp_scope_ctx(
        &mut self,
        c: &OmpConstruct,
        body: Option<StmtId>,
        levels: u32,
        loops: bool,
    ) -> ScopeCtx {
        let mut ctx = ScopeCtx::default();
        if let Some(b) = body {
            walk_stmt(&self.ast, b, &mut |n| {
                if let Node::Decl(d) = n {
                    ctx.declared.insert(d);
                }
            });
        }
        for cl in &c.clauses {
            let set = match cl.kind {
                CK::Private | CK::FirstPrivate | CK::LastPrivate | CK::Reduction | CK::Linear => {
                    &mut ctx.private
                }
                CK::Shared => &mut ctx.shared,
                _ => continue,
            };
            set.extend(cl.vars().iter().filter_map(|v| v.root));
        }
        ctx.default_shared = c
            .clauses
            .iter()
            .any(|cl| matches!(cl.args, OmpArgs::DefaultShared));
        ctx.doacross = c
            .clauses
            .iter()
            .find_map(|cl| match cl.args {
                OmpArgs::Doacross(n) if c.body == OmpBody::For => Some(n),
                _ => None,
            })
            .unwrap_or(0);
        // (`ordered(n)` makes a doacross loop, in which the `ordered` construct without
        // `depend` may not appear.)
        ctx.ordered = c.body == OmpBody::For
            && c.clauses_of(CK::Ordered)
                .any(|cl| matches!(cl.args, OmpArgs::None));
        // The loop variables (`for (i = 0; …)` of the associated loops), found by name: the
        // loops are checked for canonical form after their bodies.
        let mut cur = body.filter(|_| loops);
        for k in 0..levels.max(ctx.doacross) {
            let Some(s) = cur else { break };
            let (init, inner) = match &self.ast[s].kind {
                StmtKind::For { init, body, .. } => (init.clone(), *body),
                _ => break,
            };
            let mut var = None;
            match init {
                ForInit::Expr(e) => {
                    if let ExprKind::Assign { lhs, .. } = &self.ast[e].kind {
                        if let ExprKind::Ident { name, .. } = &self.ast[*lhs].kind {
                            var = Some(name.clone());
                            if let Some(d) = self.lookup(name).filter(|_| k < levels) {
                                ctx.private.insert(d);
                            }
                        }
                    }
                }
                ForInit::Decl(g) => {
                    var = g.decls.first().and_then(|&d| self.ast[d].name().cloned())
                }
                ForInit::None => {}
            }
            if k < ctx.doacross {
                ctx.doacross_vars.push(var.unwrap_or_default());
            }
            cur = match &self.ast[inner].kind {
                StmtKind::Compound(items) if items.len() == 1 => match &items[0] {
                    crate::ast::BlockItem::Stmt(s) => Some(*s),
                    _ => None,
                },
                _ => Some(inner),
            };
        }
        ctx
    }

    /// Whether automatic variable `d` is private in the context of the enclosing constructs
    /// (the scopes now open): declared in or privatised by one of them before a `parallel`
    /// that shares it; with no enclosing `parallel` a function's automatic variables belong
    /// to the implicit task that runs the function (§2.15.1.1).
    pub(super) fn omp_private_in_context(&self, d: DeclId) -> bool {
        if self.ast[d].storage != StorageDuration::Automatic {
            return false;
        }
        // In a target region only the constructs inside it count (its tasks); past them,
        // the target region's own rule (`omp_device::task_implicitly_firstprivate`).
        let device = self.omp.target_scopes.is_some();
        let first = if device {
            self.omp.target_omp_scopes.min(self.omp.scopes.len())
        } else {
            0
        };
        for sc in self.omp.scopes[first..].iter().rev() {
            if sc.ctx.shared.contains(&d) {
                return false;
            }
            if sc.ctx.private.contains(&d) || sc.ctx.declared.contains(&d) {
                return true;
            }
            if matches!(sc.body, OmpBody::Task | OmpBody::Taskloop) && sc.ctx.default_shared {
                return false;
            }
            if sc.parallel {
                return false;
            }
        }
        if device {
            let team = self.omp.device_parallels.last().copied();
            let mut declared_in_team = false;
            if let Some(b) = team {
                walk_stmt(&self.ast, b, &mut |n| {
                    declared_in_team |= matches!(n, Node::Decl(x) if x == d);
                });
            }
            return oxacc_offload::omp_device::task_implicitly_firstprivate(
                false,
                team.is_some(),
                declared_in_team,
            );
        }
        true
    }

    /// The variables a `task` references that are implicitly firstprivate (§2.15.1.1): those
    /// with no clause, not declared inside, and not shared in the enclosing context (with
    /// `default(firstprivate)`, shared there too).
    pub(super) fn omp_task_implicit(
        &mut self,
        c: &OmpConstruct,
        body: StmtId,
        sc: &OmpScope,
    ) -> Vec<DeclId> {
        if sc.ctx.default_shared {
            return Vec::new();
        }
        // default(firstprivate) (5.0 §2.19.4.1): every automatic variable the task names
        // without a data-sharing clause, shared or not outside it. Variables of static
        // storage duration keep theirs: the clause's restriction (5.1 §2.21.4.1) has a
        // program list those it names explicitly.
        let all = c
            .clauses
            .iter()
            .any(|cl| matches!(cl.args, OmpArgs::DefaultFirstprivate));
        let mut uses = Vec::new();
        walk_stmt(&self.ast, body, &mut |n| {
            if let Node::Expr(e) = n {
                if let ExprKind::Ident {
                    res: Resolution::Decl(d),
                    ..
                } = &self.ast[e].kind
                {
                    uses.push(*d);
                }
            }
        });
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for d in uses {
            let decl = &self.ast[d];
            let is_object = matches!(decl.kind, DeclKind::Ordinary | DeclKind::Param)
                && !self.types.is_function(decl.ty);
            if !is_object
                || sc.ctx.declared.contains(&d)
                || sc.named.contains(&d)
                || !seen.insert(d)
                || self.omp.info.is_threadprivate(d, decl.name())
            {
                continue;
            }
            let automatic = self.ast[d].storage == StorageDuration::Automatic;
            if (all && automatic) || self.omp_private_in_context(d) {
                out.push(d);
            }
        }
        out
    }

    /// The clauses of tasks, `ordered`, `copyprivate`, `proc_bind` and `linear`; `None`
    /// when the clause only informs the check (`untied` is kept: it is in the OIR).
    pub(super) fn omp_more_clause(
        &mut self,
        cl: &DirClause,
        toks: &[Token],
        at: Span,
        body: &OmpBody,
    ) -> Option<OmpArgs> {
        match (&cl.args, cl.kind) {
            (OmpClauseArgs::Expr(r), CK::Final) => {
                Some(OmpArgs::Expr(self.omp_condition(toks, *r, "final")))
            }
            (_, CK::Untied | CK::Mergeable | CK::Threads | CK::Simd) => Some(OmpArgs::None),
            (OmpClauseArgs::Vars(vars), CK::Affinity) => {
                // Where the task should run, near these locators (5.0 §2.10.1): a hint,
                // checked, not used (the host's tasks run on any thread of the team).
                for &r in vars {
                    self.acc_var(toks, r);
                }
                None
            }
            (OmpClauseArgs::Vars(vars), CK::Detach) => {
                // 5.0 §2.10.1: one variable of type omp_event_handle_t, which receives the
                // task's event handle when the task is created.
                let vars = self.omp_vars(toks, vars, "detach");
                if vars.len() != 1 || vars.iter().any(|v| v.root.is_none()) {
                    self.omp_error_note(
                        at,
                        "the 'detach' clause takes one variable".to_string(),
                        "OpenMP 5.0 §2.10.1: detach(event-handle) names one variable of type omp_event_handle_t",
                    );
                    return None;
                }
                Some(OmpArgs::Vars(vars))
            }
            (OmpClauseArgs::Expr(r), CK::Priority) => {
                // A hint for the order in which ready tasks run (§2.9.1); checked, not used.
                self.omp_int_expr(toks, *r, "OpenMP 'priority' clause");
                None
            }
            (OmpClauseArgs::ProcBind(k), CK::ProcBind) => Some(OmpArgs::ProcBind(match k {
                ProcBind::Master | ProcBind::Primary => 2,
                ProcBind::Close => 3,
                ProcBind::Spread => 4,
            })),
            (OmpClauseArgs::None, CK::Ordered) => Some(OmpArgs::None),
            (OmpClauseArgs::Expr(r), CK::Ordered) => self.omp_doacross_clause(toks, *r, at, body),
            (OmpClauseArgs::Vars(vars), CK::CopyPrivate) => {
                let vars = self.omp_vars(toks, vars, "copyprivate");
                for v in &vars {
                    let Some(d) = v.root else { continue };
                    let tp = self.omp.info.is_threadprivate(d, self.ast[d].name());
                    if !tp && !self.omp_private_in_context(d) {
                        self.omp_error_note(
                            v.span,
                            format!("copyprivate variable '{}' is not threadprivate or private in outer context", v.name),
                            format!("{SPEC} §2.15.4.2: copyprivate broadcasts private copies, so its variables must be private in the enclosing context"),
                        );
                    }
                }
                Some(OmpArgs::Vars(vars))
            }
            (
                OmpClauseArgs::Depend {
                    kind,
                    iterator,
                    vars,
                },
                CK::Depend | CK::Doacross,
            ) => {
                if let Some(it) = iterator {
                    let spelled = match kind {
                        DependKind::Source => Some("source"),
                        DependKind::Sink => Some("sink"),
                        DependKind::Depobj => Some("depobj"),
                        _ => None,
                    };
                    if let Some(k) = spelled {
                        let sp = super::acc::args_range_span(toks, *it, at);
                        self.omp_error_note(
                            sp,
                            format!("the 'iterator' modifier may not be used with dependence type '{k}'"),
                            "OpenMP 5.0 §2.17.11: the iterator modifier applies to in, out, inout and mutexinoutset dependences",
                        );
                        return None;
                    }
                    if matches!(body, OmpBody::Depobj(_)) {
                        let sp = super::acc::args_range_span(toks, *it, at);
                        self.omp_error_note(
                            sp,
                            "the 'iterator' modifier may not be used in a 'depend' clause of 'depobj'",
                            "OpenMP 5.1 §2.19.10.1: the depend clause of a depobj construct has no iterator modifier",
                        );
                        return None;
                    }
                    self.push_scope(super::scope::ScopeKind::Block);
                    let iters = self.omp_iterators(toks, *it, at);
                    let out = iters.and_then(|iters| {
                        let mut locators = Vec::new();
                        for &r in vars {
                            locators.push(self.acc_var(toks, r)?);
                        }
                        Some((iters, locators))
                    });
                    self.pop_scope();
                    let (iterators, vars) = out?;
                    return Some(OmpArgs::Depend {
                        kind: *kind,
                        vars,
                        all_memory: false,
                        iterators,
                    });
                }
                match kind {
                    DependKind::Source | DependKind::Sink | DependKind::SinkPrevious => {
                        return self.omp_doacross_depend(toks, at, *kind, vars, body);
                    }
                    _ => {}
                }
                let mut out = Vec::new();
                let mut all_memory = false;
                for &r in vars {
                    // 5.1 §2.19.11: the reserved locator `omp_all_memory`.
                    let word = (r.end == r.start + 1)
                        .then(|| toks.get(r.start as usize))
                        .flatten()
                        .filter(|t| t.text == "omp_all_memory");
                    if word.is_some() {
                        if !matches!(kind, DependKind::Out | DependKind::Inout) {
                            let at = super::acc::args_range_span(toks, r, at);
                            self.omp_error_note(
                                at,
                                "'omp_all_memory' may only appear in a 'depend' clause of type 'out' or 'inout'",
                                "OpenMP 5.1 §2.19.11: the omp_all_memory reserved locator can only be used in a depend clause with an out or inout dependence-type",
                            );
                            return None;
                        }
                        all_memory = true;
                        continue;
                    }
                    if let Some(v) = self.acc_var(toks, r) {
                        out.push(v);
                    }
                }
                Some(OmpArgs::Depend {
                    kind: *kind,
                    vars: out,
                    all_memory,
                    iterators: Vec::new(),
                })
            }
            (
                OmpClauseArgs::Allocate {
                    allocator,
                    align,
                    vars,
                },
                CK::Allocate,
            ) => {
                if align.is_some() {
                    self.error(
                        at,
                        "OpenMP 'allocate' clause 'align' modifier is not supported yet",
                    );
                    return None;
                }
                if matches!(body, OmpBody::Task | OmpBody::Taskloop) {
                    let what = if *body == OmpBody::Task {
                        "task"
                    } else {
                        "taskloop"
                    };
                    self.error(
                        at,
                        format!("OpenMP 'allocate' clause on '{what}' is not supported yet"),
                    );
                    return None;
                }
                // An omp_allocator_handle_t (an enumeration of uintptr_t values in libomp).
                let allocator =
                    allocator.map(|r| self.omp_int_expr(toks, r, "OpenMP 'allocate' allocator"));
                let vars = self.omp_vars(toks, vars, "allocate");
                Some(OmpArgs::Allocate { allocator, vars })
            }
            (
                OmpClauseArgs::Linear {
                    modifier,
                    vars,
                    step,
                },
                CK::Linear,
            ) => {
                if modifier.is_some_and(|m| m != oxacc_directives::omp::LinearModifier::Val) {
                    return None;
                }
                if *body == OmpBody::Simd {
                    self.error(at, "OpenMP 'linear' on 'simd' alone is not supported yet (it is on 'for' and 'for simd')");
                    return None;
                }
                let vars = self.omp_vars(toks, vars, "linear");
                for v in &vars {
                    let ty = self.types.unqualified(v.ty);
                    if !self.types.is_integer(ty) && !self.types.is_pointer(ty) {
                        let t = self.ty_str(v.ty);
                        self.omp_error_note(
                            v.span,
                            format!("linear clause applied to non-integral non-pointer variable with type '{t}'"),
                            format!("{SPEC} §2.15.3.7: a linear variable is of integral or pointer type"),
                        );
                    }
                }
                let step = step.map(|r| self.omp_int_expr(toks, r, "OpenMP 'linear' step"));
                Some(OmpArgs::Linear { vars, step })
            }
            _ => {
                self.error(
                    at,
                    format!("OpenMP '{}' clause is not supported yet", cl.kind.name()),
                );
                None
            }
        }
    }

    /// §2.17 for tasks and `ordered`: what the first-release checks in omp.rs do not cover.
    /// Returns true when it reported an error.
    pub(super) fn omp_task_nesting(&mut self, me: &OmpBody, at: Span) -> bool {
        let mut problem = None;
        for sc in self.omp.scopes.iter().rev() {
            let outer = &sc.body;
            let in_task_or_ordered =
                matches!(outer, OmpBody::Task | OmpBody::Taskloop | OmpBody::Ordered);
            problem = match me {
                OmpBody::For | OmpBody::Sections | OmpBody::Single if in_task_or_ordered => Some("work-sharing region may not be closely nested inside of work-sharing, 'loop', 'critical', 'ordered', 'master', 'masked', explicit 'task' or 'taskloop' region"),
                OmpBody::Barrier if in_task_or_ordered => Some("barrier region may not be closely nested inside of work-sharing, 'loop', 'critical', 'ordered', 'master', 'masked', explicit 'task' or 'taskloop' region"),
                OmpBody::Master if matches!(outer, OmpBody::Task | OmpBody::Taskloop) => Some("'master' region may not be closely nested inside of work-sharing, 'loop', explicit 'task' or 'taskloop' region"),
                OmpBody::Ordered => match outer {
                    OmpBody::Critical(_) | OmpBody::Ordered | OmpBody::Task | OmpBody::Taskloop | OmpBody::Atomic => Some("'ordered' region may not be closely nested inside of 'critical', 'ordered', explicit 'task' or 'taskloop' region"),
                    OmpBody::For if sc.ctx.ordered => None,
                    OmpBody::For if sc.ctx.doacross > 0 => Some("'ordered' region without 'depend' clause may not be closely nested inside a loop region with an 'ordered' clause with a parameter"),
                    _ => Some("'ordered' region must be closely nested inside a loop region with an 'ordered' clause"),
                },
                _ => None,
            };
            // The closest construct decides for `ordered`; the others look up to the
            // innermost `parallel`.
            if problem.is_some() || *me == OmpBody::Ordered || sc.parallel {
                break;
            }
        }
        if let Some(p) = problem {
            self.omp_error_note(
                at,
                p,
                format!("{SPEC} §2.17: restrictions on the nesting of regions"),
            );
            return true;
        }
        false
    }

    /// The list of a `reduction` clause: variables (arrays included) and one-dimensional
    /// array sections of arrays or pointers (§2.15.3.6).
    pub(super) fn omp_reduction_vars(
        &mut self,
        toks: &[Token],
        vars: &[oxacc_directives::TokRange],
    ) -> Vec<crate::acc::AccVar> {
        let mut out = Vec::new();
        for &r in vars {
            let s = (r.start as usize).min(toks.len());
            let e = (r.end as usize).clamp(s, toks.len());
            let section = toks[s..e]
                .iter()
                .any(|t| t.kind == crate::token::TokenKind::LBracket);
            if !section {
                out.extend(self.omp_vars(toks, &[r], "reduction"));
                continue;
            }
            let Some(v) = self.acc_var(toks, r) else {
                continue;
            };
            if v.dims.len() > 1 {
                self.error(
                    v.span,
                    "a multi-dimensional array section in OpenMP 'reduction' clause is not supported yet",
                );
                continue;
            }
            out.push(v);
        }
        out
    }

    /// §2.15.3.4–§2.15.3.5: a worksharing construct's firstprivate and lastprivate variables
    /// must be shared in the enclosing context (the construct copies between the shared
    /// original and the implicit tasks' copies).
    pub(super) fn omp_worksharing_private_check(&mut self, c: &OmpConstruct) {
        if c.parallel || !matches!(c.body, OmpBody::For | OmpBody::Sections | OmpBody::Single) {
            return;
        }
        let mut bad = Vec::new();
        for cl in &c.clauses {
            let what = match cl.kind {
                CK::FirstPrivate => "firstprivate",
                CK::LastPrivate => "lastprivate",
                _ => continue,
            };
            for v in cl.vars() {
                let Some(d) = v.root else { continue };
                if self.omp_private_in_context(d) {
                    bad.push((
                        v.span,
                        format!("{what} variable '{}' is private in outer context", v.name),
                    ));
                }
            }
        }
        for (at, msg) in bad {
            self.omp_error_note(at, msg, format!("{SPEC} §2.15.3.4: the list items of firstprivate and lastprivate on a worksharing construct must be shared in the enclosing parallel region"));
        }
    }

    /// gcc 12 (and OpenMP 5.0 §2.9.2 for loops other than simd) refuses the loop variable
    /// of a worksharing loop in `linear`.
    pub(super) fn omp_linear_loop_var(&mut self, c: &OmpConstruct) {
        if c.body != OmpBody::For {
            return;
        }
        let mut bad = Vec::new();
        for v in c.clauses_of(CK::Linear).flat_map(|cl| cl.vars().iter()) {
            if c.loops.iter().any(|l| Some(l.var) == v.root) {
                bad.push((v.span, v.name.clone()));
            }
        }
        for (at, name) in bad {
            self.omp_error_note(at, format!("iteration variable '{name}' should not be linear"), "OpenMP 5.0 §2.9.2: the loop iteration variable of a worksharing loop is private (linear only on simd)");
        }
    }
}
