//! OpenACC directives in C (OpenACC 3.3 chapter 2), with `-fopenacc`: each `#pragma acc` line
//! goes through the directive parser (`oxacc-directives`: names, clause lists and the
//! directive-local rules), then its clause arguments are parsed and typed as C (`args.rs`),
//! and the rules that depend on the program are checked here: what a construct must be
//! followed by (a `for` loop in canonical form for `loop`, `loops.rs`; an atomic statement,
//! `atomic.rs`), where a directive may appear (no compute construct inside another, data
//! directives outside compute regions, `cache` inside a loop, `declare` in the scope of its
//! variables, `routine` before a function), branches out of compute constructs (§2.5),
//! `default(none)` (§2.5.16), the parallelism levels of loops and routines (§2.9, §2.15.1),
//! reduction operators against variable types (§2.5.15) and device type names (§2.4).
//!
//! The result is an [`AccDirective`] per directive in [`crate::acc::AccInfo`], for lowering.

mod args;
mod atomic;
mod loops;

use std::collections::HashSet;

use oxacc_directives::{
    self as dir, ClauseArgs, ClauseKind, DirectiveArgs, DirectiveKind, GangArg, Lang, ReductionOp,
    TileSize,
};
use oxacc_offload::jumps::{self, Family, Gotos, Jump, RegionPath};
use oxacc_offload::rules::{self, is_loop, Level, Violation, SPEC};
use oxacc_offload::scopes::Scopes;
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::Sema;
use crate::acc::{AccArgs, AccClause, AccDirective, AccRoutine, AccVar, AccWait};
use crate::ast::{DeclId, DirectiveId, ExprKind, Resolution, StmtId, StmtKind};
use crate::token::Token;
use crate::walk::{walk_stmt, Node};

pub(crate) use args::dir_tokens;
pub(crate) use args::range_span as args_range_span;

/// The per-function OpenACC state of sema.
#[derive(Debug)]
pub(crate) struct AccState {
    /// The directive being checked (where empty clause arguments are reported).
    pub whole: Span,
    /// What lowering gets.
    pub info: crate::acc::AccInfo,
    /// The enclosing constructs.
    pub scopes: Scopes<DeclId>,
    /// `routine` without a name, waiting for the function declaration that follows.
    pub pending_routine: Option<(AccRoutine, Span)>,
    /// Labels and gotos of the current function with the compute region they are in (0: none).
    pub(crate) gotos: Gotos<SmolStr>,
    /// Bodies of the function definitions of the file-scope item being checked.
    fn_bodies: Vec<(SmolStr, StmtId)>,
    /// Variables of the current function's `declare` directives seen so far (they have data
    /// attributes for `default(none)`, §2.13).
    declared_locals: HashSet<DeclId>,
    /// Pointer variables a data clause named bare (`enter data copyin(p)`): a later
    /// `present(p)` means the pointer variable (OpenACC 1.2 §A.3.1), not its target.
    pub bare_mapped: HashSet<DeclId>,
}

impl Default for AccState {
    fn default() -> Self {
        AccState {
            whole: Span::new(oxacc_source::FileId(0), 0, 0),
            info: Default::default(),
            scopes: Scopes::default(),
            pending_routine: None,
            gotos: Gotos::default(),
            fn_bodies: Vec::new(),
            declared_locals: HashSet::new(),
            bare_mapped: HashSet::new(),
        }
    }
}

impl Sema<'_> {
    fn acc_error_note(&mut self, span: Span, msg: impl Into<String>, note: impl Into<String>) {
        let d = Diagnostic::error(span, msg).with_note(None, note);
        self.emit(d);
    }

    /// Reports a rule of the shared OpenACC layer at `span`.
    fn acc_violation(&mut self, span: Span, v: Violation) {
        self.acc_error_note(span, v.message, v.note);
    }

    fn error_count(&self) -> u32 {
        self.diags.borrow().error_count()
    }

    /// Parses and checks the directive-local rules; `None` after errors (reported).
    fn acc_parse(&mut self, d: DirectiveId) -> Option<(dir::Directive, Vec<Token>, Span)> {
        let directive = self.ast[d].clone();
        self.acc.whole = directive.span;
        let dts = dir_tokens(&directive.tokens);
        let parsed = match dir::parse(&dts, Lang::C) {
            Ok(p) => p,
            Err(e) => {
                self.acc_report(&directive.tokens, directive.span, &e);
                return None;
            }
        };
        let mut ok = true;
        for e in dir::check(&parsed, &dts, Lang::C) {
            ok &= e.is_warning;
            self.acc_report(&directive.tokens, directive.span, &e);
        }
        ok.then_some((parsed, directive.tokens, directive.span))
    }

    /// A `#pragma acc` directive in a function and the statement it applies to.
    pub(crate) fn acc_stmt(&mut self, s: StmtId, d: DirectiveId, body: Option<StmtId>) {
        let _ = s;
        let Some((parsed, toks, span)) = self.acc_parse(d) else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        self.acc_stmt_parsed(d, body, parsed, toks, span);
    }

    /// [`Self::acc_stmt`] after parsing: also the entry of OpenMP device constructs, which
    /// arrive here translated to the OpenACC model (`oxacc_offload::omp_device`).
    pub(crate) fn acc_stmt_parsed(
        &mut self,
        d: DirectiveId,
        body: Option<StmtId>,
        parsed: dir::Directive,
        toks: Vec<Token>,
        span: Span,
    ) {
        let errors = self.error_count();
        let kind = parsed.kind;
        let name_span = args::range_span(&toks, parsed.name, span);
        let dname = kind.name();
        use DirectiveKind as K;
        // Placement (§2.5–§2.16).
        let at = self.acc.scopes.placement(self.loop_depth > 0);
        match kind {
            K::Routine if !matches!(parsed.args, DirectiveArgs::RoutineName(_)) => self
                .acc_error_note(
                    name_span,
                    "OpenACC 'routine' directive without a name must be followed by a function declaration",
                    format!("{SPEC} §2.15.1: use 'routine(name)' inside a function"),
                ),
            K::End(_) => self.error(name_span, "'end' directives are Fortran only"),
            _ => {
                if let Some(v) = rules::placement(kind, at) {
                    self.acc_violation(name_span, v);
                }
            }
        }
        if rules::needs_body(kind) && body.is_none() {
            self.error(
                span,
                format!("expected a statement after OpenACC '{dname}' construct"),
            );
        }
        if let Some(b) = body.filter(|_| is_loop(kind)) {
            if !matches!(self.ast[b].kind, StmtKind::For { .. }) {
                let at = self.ast[b].span;
                if self.ast[d].namespace == "omp" {
                    // An OpenMP loop construct translated to the OpenACC model: its own name
                    // (`parsed.name` is the OpenMP directive name's tokens) and rule.
                    let (s, e) = (parsed.name.start as usize, parsed.name.end as usize);
                    let oname = toks.get(s..e).map_or(String::new(), |ts| {
                        ts.iter()
                            .map(|t| t.text.as_str())
                            .collect::<Vec<_>>()
                            .join(" ")
                    });
                    self.acc_error_note(
                        at,
                        format!("OpenMP '{oname}' construct can only be applied to a 'for' loop"),
                        "OpenMP 5.0 §2.9: a loop-associated directive applies to the for loop that follows it",
                    );
                } else {
                    self.acc_error_note(
                        at,
                        format!("OpenACC '{dname}' construct can only be applied to a 'for' loop"),
                        format!(
                            "{SPEC} §2.9: the loop construct applies to the for loop that follows it"
                        ),
                    );
                }
            }
        }
        let mut acc = AccDirective {
            kind,
            span,
            clauses: Vec::new(),
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            loops: Vec::new(),
            intervening: Vec::new(),
            sequential: Vec::new(),
            atomic: None,
        };
        let from_omp = self.ast[d].namespace == "omp";
        self.acc_clauses(&parsed, &toks, span, &mut acc, from_omp);
        match &parsed.args {
            DirectiveArgs::Cache { readonly, vars } => {
                acc.cache_readonly = *readonly;
                acc.cache = vars
                    .iter()
                    .filter_map(|&r| self.acc_var(&toks, r))
                    .collect();
            }
            DirectiveArgs::Wait(w) => acc.wait = Some(self.acc_wait_args(&toks, w)),
            DirectiveArgs::RoutineName(r) => {
                if let Some(routine) = self.acc_routine(&parsed, &toks, span) {
                    self.acc_routine_name(&toks, *r, routine, span);
                }
            }
            DirectiveArgs::None => {}
        }
        if kind == K::Declare {
            self.acc_declare_local(&acc);
            let vars: Vec<DeclId> = acc
                .clauses
                .iter()
                .flat_map(|c| clause_vars(c).iter())
                .filter_map(|v| v.root)
                .collect();
            self.acc.declared_locals.extend(vars);
        }
        // The statement, inside the construct.
        let named: HashSet<DeclId> = acc
            .clauses
            .iter()
            .flat_map(|c| clause_vars(c).iter())
            .filter_map(|v| v.root)
            .collect();
        if is_loop(kind) {
            if let Some(l) = oxacc_offload::clause::loop_level(&acc.clauses) {
                let dim = oxacc_offload::clause::gang_dim(&acc.clauses);
                self.acc_loop_level(l, dim, name_span);
            }
        }
        let gotos = &mut self.acc.gotos;
        let (ld, bd) = (self.loop_depth, self.break_depth);
        self.acc
            .scopes
            .enter(kind, span, &acc.clauses, named, ld, bd, gotos);
        if let Some(b) = body {
            self.stmt(b);
        }
        let scope = self.acc.scopes.leave();
        if let (Some(b), Some(sc)) = (body, &scope) {
            if is_loop(kind) {
                self.acc_loops(&mut acc, b, sc.frame.loop_levels);
                self.acc_calls_in_loop(b, sc.level, sc.gang_dim);
            }
            if kind == K::Kernels {
                self.acc_kernels_loops(b);
            }
            if let (Some(at), true) = (sc.default_none, sc.is_compute()) {
                self.acc_default_none(b, &sc.named, at, &acc);
            }
            if let K::Atomic(ak) = kind {
                acc.atomic = self.acc_atomic(ak, b, span);
            }
        }
        if self.error_count() == errors {
            self.acc.info.directives.insert(d, acc);
        }
    }

    /// A directive at file scope: `routine` (applies to the next function declaration when it
    /// has no name) and `declare` on global variables (§2.13, §2.15.1).
    pub(crate) fn acc_file_directive(&mut self, d: DirectiveId) {
        let Some((parsed, toks, span)) = self.acc_parse(d) else {
            return;
        };
        let name_span = args::range_span(&toks, parsed.name, span);
        match parsed.kind {
            DirectiveKind::Routine => {
                let Some(routine) = self.acc_routine(&parsed, &toks, span) else {
                    return;
                };
                match parsed.args {
                    DirectiveArgs::RoutineName(r) => self.acc_routine_name(&toks, r, routine, span),
                    _ => self.acc.pending_routine = Some((routine, span)),
                }
            }
            DirectiveKind::Declare => {
                let mut acc = AccDirective {
                    kind: parsed.kind,
                    span,
                    clauses: Vec::new(),
                    cache: Vec::new(),
                    cache_readonly: false,
                    wait: None,
                    loops: Vec::new(),
                    intervening: Vec::new(),
                    sequential: Vec::new(),
                    atomic: None,
                };
                self.acc_clauses(&parsed, &toks, span, &mut acc, false);
                for c in &acc.clauses {
                    if c.kind == ClauseKind::DevicePtr {
                        // §2.13: allowed at file scope; the pointer holds a device address, so
                        // compute constructs that use it get a deviceptr clause (lowering).
                        for v in clause_vars(c) {
                            let is_ptr = self.types.is_pointer(v.ty);
                            match v.root {
                                _ if !v.dims.is_empty() => self.error(
                                    v.span,
                                    rules::DECLARE_GLOBAL_SUBARRAY,
                                ),
                                Some(r) if is_ptr => {
                                    self.acc.info.declared_deviceptr.insert(r);
                                }
                                _ => self.acc_error_note(
                                    v.span,
                                    format!("variable '{}' in a 'deviceptr' clause must be a pointer", v.name),
                                    format!("{SPEC} §2.7.5: in C, a deviceptr var must be a pointer variable (not a sub-array)"),
                                ),
                            }
                        }
                        continue;
                    }
                    if let Err(v) = rules::file_scope_declare_clause(c.kind) {
                        self.acc_violation(c.span, v);
                        continue;
                    }
                    for v in clause_vars(c) {
                        if !v.dims.is_empty() {
                            self.error(v.span, rules::DECLARE_GLOBAL_SUBARRAY);
                        } else if let Some(r) = v.root {
                            self.acc.info.declared_globals.insert(r, c.kind);
                        }
                    }
                }
            }
            k => {
                if let Err(v) = rules::declarative(k) {
                    self.acc_violation(name_span, v);
                }
            }
        }
    }

    /// Before a file-scope item is checked: a pending `routine` applies to the functions it
    /// declares (so that their bodies are checked against the routine's level).
    pub(crate) fn acc_before_item(&mut self, item: &crate::ast::BlockItem) {
        self.acc.fn_bodies.clear();
        if let crate::ast::BlockItem::Decl(g) = item {
            for &d in &g.decls {
                if let (Some(b), Some(n)) = (self.ast[d].body, self.ast[d].name()) {
                    self.acc.fn_bodies.push((n.clone(), b));
                }
            }
        }
        let Some((routine, span)) = self.acc.pending_routine.take() else {
            return;
        };
        let mut applied = false;
        if let crate::ast::BlockItem::Decl(g) = item {
            for &d in &g.decls {
                let is_fn = matches!(
                    self.ast[d].declarator.derived.first(),
                    Some(crate::ast::Derived::Function { .. })
                );
                if is_fn && self.ast[d].kind == crate::ast::DeclKind::Ordinary {
                    if let Some(n) = self.ast[d].name().cloned() {
                        self.acc.info.routines.insert(n, routine.clone());
                        applied = true;
                    }
                }
            }
        }
        if !applied {
            self.acc_error_note(
                span,
                "OpenACC 'routine' directive without a name must be followed by a function declaration or definition",
                format!("{SPEC} §2.15.1"),
            );
        }
    }

    /// The level and other clauses of `routine` (§2.15.1).
    fn acc_routine(
        &mut self,
        parsed: &dir::Directive,
        toks: &[Token],
        span: Span,
    ) -> Option<AccRoutine> {
        use oxacc_oir::RoutineLevel as L;
        let mut level = None;
        let mut bind = None;
        let mut nohost = false;
        let mut gang_dim = 1;
        for c in &parsed.clauses {
            if let Some(l) = rules::routine_level(c.kind) {
                level = Some(l);
            }
            match (c.kind, &c.args) {
                (ClauseKind::Gang, ClauseArgs::Gang(gargs)) => {
                    for g in gargs {
                        if let GangArg::Dim(r) = g {
                            let what = "OpenACC 'gang' argument 'dim'";
                            if let Some(v) = self.acc_const_int(toks, *r, what) {
                                if let Some(viol) = rules::gang_dim(v) {
                                    let at = args::range_span(toks, *r, span);
                                    self.acc_violation(at, viol);
                                }
                                gang_dim = v.clamp(1, 3) as u32;
                            }
                        }
                    }
                }
                (ClauseKind::NoHost, _) => nohost = true,
                (
                    ClauseKind::Bind,
                    ClauseArgs::Bind(dir::BindName::Ident(n) | dir::BindName::Str(n)),
                ) => {
                    bind = Some(n.clone());
                }
                _ => {}
            }
        }
        let level = level.unwrap_or_else(|| {
            // The spec requires a level; nvc and flang take seq, and so do we (with a warning).
            let v = rules::routine_without_level();
            let d = Diagnostic::warning(span, "openacc", v.message).with_note(None, v.note);
            self.emit(d);
            L::Seq
        });
        Some(AccRoutine {
            level,
            gang_dim,
            bind,
            nohost,
            span,
        })
    }

    /// `routine(name)`: the name must be a function declared before.
    fn acc_routine_name(
        &mut self,
        toks: &[Token],
        r: dir::TokRange,
        routine: AccRoutine,
        span: Span,
    ) {
        let name_toks = &toks[(r.start as usize).min(toks.len())..(r.end as usize).min(toks.len())];
        let at = args::range_span(toks, r, span);
        let target = match name_toks {
            [t] if t.kind == crate::token::TokenKind::Ident => {
                self.lookup(&t.text).map(|d| (d, t.text.clone()))
            }
            _ => None,
        };
        match target {
            Some((d, n)) if self.types.is_function(self.ast[d].ty) => {
                self.acc.info.routines.insert(n, routine);
            }
            _ => {
                let text: String = name_toks.iter().map(|t| t.text.as_str()).collect();
                self.acc_violation(at, rules::routine_name_unknown(&text));
            }
        }
    }

    /// `declare` in a function: its variables must be declared in the same scope (§2.13).
    fn acc_declare_local(&mut self, acc: &AccDirective) {
        let current: HashSet<DeclId> = self
            .scopes
            .last()
            .map(|s| s.ordinary.values().copied().collect())
            .unwrap_or_default();
        for c in &acc.clauses {
            for v in clause_vars(c) {
                if let Some(r) = v.root {
                    if !current.contains(&r) {
                        self.acc_violation(v.span, rules::declare_other_scope(&v.name));
                    }
                }
            }
        }
    }

    /// The clauses of an OpenMP directive translated to the OpenACC model (`parsed`) that
    /// `keep` selects, with their C arguments checked as on the directive itself: those of a
    /// parallel region of a target region that its thread loop carries (`firstprivate`,
    /// `reduction`, the team's bounds), which is lowered without an OpenACC directive.
    pub(crate) fn acc_omp_clauses(
        &mut self,
        parsed: &dir::Directive,
        toks: &[Token],
        span: Span,
        keep: impl Fn(ClauseKind) -> bool,
    ) -> Vec<AccClause> {
        let mut only = parsed.clone();
        only.clauses.retain(|c| keep(c.kind));
        let mut acc = AccDirective {
            kind: parsed.kind,
            span,
            clauses: Vec::new(),
            cache: Vec::new(),
            cache_readonly: false,
            wait: None,
            loops: Vec::new(),
            intervening: Vec::new(),
            sequential: Vec::new(),
            atomic: None,
        };
        self.acc_clauses(&only, toks, span, &mut acc, true);
        acc.clauses
    }

    /// Clauses with their C arguments checked; `from_omp` when the directive is an OpenMP
    /// one translated to OpenACC.
    fn acc_clauses(
        &mut self,
        parsed: &dir::Directive,
        toks: &[Token],
        span: Span,
        acc: &mut AccDirective,
        from_omp: bool,
    ) {
        let mut ignored_device = false;
        let mut reduced: Vec<DeclId> = Vec::new();
        for c in &parsed.clauses {
            let cspan = args::range_span(toks, c.span, span);
            let cname = c.kind.name();
            if ignored_device && c.kind != ClauseKind::DeviceType {
                continue;
            }
            let args = match &c.args {
                ClauseArgs::None => AccArgs::None,
                ClauseArgs::Expr(r) => match c.kind {
                    ClauseKind::If | ClauseKind::SelfClause | ClauseKind::OmpIfParallel => {
                        AccArgs::Expr(self.acc_condition(toks, *r, cname))
                    }
                    _ => AccArgs::Expr(self.acc_int_expr(
                        toks,
                        *r,
                        &format!("OpenACC clause '{cname}'"),
                    )),
                },
                ClauseArgs::Exprs(rs) => AccArgs::Exprs(
                    rs.iter()
                        .map(|r| self.acc_int_expr(toks, *r, &format!("OpenACC clause '{cname}'")))
                        .collect(),
                ),
                ClauseArgs::Vars { modifiers, vars } => {
                    let mut vars: Vec<AccVar> =
                        vars.iter().filter_map(|&r| self.acc_var(toks, r)).collect();
                    // Clauses that move or look up data (§2.7): an array parameter named
                    // whole means its declared extents.
                    if rules::is_data_movement(c.kind) {
                        for v in &mut vars {
                            self.acc_param_extent(cname, v);
                            let enter_exit = matches!(
                                acc.kind,
                                DirectiveKind::EnterData | DirectiveKind::ExitData
                            );
                            self.acc_bare_pointer(c.kind, v, enter_exit || from_omp);
                        }
                    }
                    AccArgs::Vars {
                        modifiers: modifiers.clone(),
                        vars,
                    }
                }
                ClauseArgs::Reduction { op, vars } => {
                    let vars: Vec<AccVar> =
                        vars.iter().filter_map(|&r| self.acc_var(toks, r)).collect();
                    for v in &vars {
                        self.acc_reduction_type(*op, v);
                        self.acc_reduction_once(&mut reduced, v);
                    }
                    AccArgs::Reduction { op: *op, vars }
                }
                ClauseArgs::Gang(gargs) => {
                    let (mut num, mut dim, mut static_) = (None, None, None);
                    for g in gargs {
                        match g {
                            GangArg::Num(r) => {
                                num = Some(self.acc_int_expr(
                                    toks,
                                    *r,
                                    "OpenACC 'gang' argument 'num'",
                                ))
                            }
                            GangArg::Dim(r) => {
                                let v =
                                    self.acc_const_int(toks, *r, "OpenACC 'gang' argument 'dim'");
                                if let Some(v) = v {
                                    if let Some(viol) = rules::gang_dim(v) {
                                        let at = args::range_span(toks, *r, span);
                                        self.acc_violation(at, viol);
                                    }
                                    dim = Some(v as u32);
                                }
                            }
                            GangArg::Static(r) => {
                                static_ = Some(r.map(|r| {
                                    self.acc_int_expr(toks, r, "OpenACC 'gang' argument 'static'")
                                }))
                            }
                        }
                    }
                    AccArgs::Gang { num, dim, static_ }
                }
                ClauseArgs::Wait(w) => AccArgs::Wait(self.acc_wait_args(toks, w)),
                ClauseArgs::DeviceTypes(names) => {
                    let mut out = Vec::new();
                    let mut known = false;
                    for n in names {
                        match n {
                            dir::DeviceTypeName::Star => {
                                known = true;
                                out.push(SmolStr::new("*"));
                            }
                            dir::DeviceTypeName::Name(n) => {
                                let l = n.to_ascii_lowercase();
                                if rules::known_device_type(&l) {
                                    known = true;
                                } else {
                                    let v = rules::unknown_device_type(n);
                                    let d = Diagnostic::warning(cspan, "openacc", v.message)
                                        .with_note(None, v.note);
                                    self.emit(d);
                                }
                                out.push(SmolStr::new(l));
                            }
                        }
                    }
                    ignored_device = !known;
                    if !known {
                        continue;
                    }
                    AccArgs::DeviceTypes(out)
                }
                ClauseArgs::Default(k) => AccArgs::Default(*k),
                ClauseArgs::Collapse { force, count } => {
                    let n = self.acc_const_int(toks, *count, "OpenACC 'collapse' clause");
                    AccArgs::Collapse {
                        force: *force,
                        count: n.map_or(1, |n| n.min(64) as u32),
                    }
                }
                ClauseArgs::Tile(sizes) => AccArgs::Tile(
                    sizes
                        .iter()
                        .map(|s| match s {
                            TileSize::Star => None,
                            TileSize::Expr(r) => {
                                Some(self.acc_int_expr(toks, *r, "OpenACC 'tile' clause"))
                            }
                        })
                        .collect(),
                ),
                ClauseArgs::Bind(dir::BindName::Ident(n) | dir::BindName::Str(n)) => {
                    AccArgs::Bind(n.clone())
                }
            };
            acc.clauses.push(AccClause {
                kind: c.kind,
                span: cspan,
                args,
            });
        }
    }

    fn acc_wait_args(&mut self, toks: &[Token], w: &dir::WaitArgs) -> AccWait {
        AccWait {
            devnum: w
                .devnum
                .map(|r| self.acc_int_expr(toks, r, "OpenACC 'wait' argument 'devnum'")),
            queues: w
                .queues
                .iter()
                .map(|r| self.acc_int_expr(toks, *r, "OpenACC 'wait' argument"))
                .collect(),
        }
    }

    /// A variable is reduced by at most one reduction clause of a directive: two sections of
    /// one array would each leave the other's elements unspecified (§2.5.15 restrictions), so
    /// gcc and nvc reject it too.
    fn acc_reduction_once(&mut self, reduced: &mut Vec<DeclId>, v: &AccVar) {
        let Some(root) = v.root else { return };
        if reduced.contains(&root) {
            self.acc_violation(v.span, rules::reduced_twice(&v.name));
        } else {
            reduced.push(root);
        }
    }

    /// §2.5.15: the operators allowed for each type. `+ * max min` on arithmetic types
    /// (`max`/`min` not on complex), `& | ^` on integers, `&& ||` on arithmetic types.
    fn acc_reduction_type(&mut self, op: ReductionOp, v: &AccVar) {
        let mut ty = v.ty;
        for d in &v.dims {
            let _ = d;
            ty = self
                .types
                .array_elem(ty)
                .or_else(|| self.types.pointee(ty))
                .unwrap_or(ty);
        }
        // A whole array reduces element-wise (§2.5.15: arrays and composite variables).
        while let Some(e) = self.types.array_elem(ty) {
            ty = e;
        }
        if self.types.is_error(ty) {
            return;
        }
        let class = crate::acc::type_class(&self.types, ty);
        if let Err(applies_to) = rules::reduction_allowed(op, class, Lang::C) {
            let tys = self.ty_str(ty);
            let viol = rules::reduction_violation(op, Lang::C, &v.name, &tys, applies_to);
            self.acc_violation(v.span, viol);
        }
    }

    /// A loop's explicit level against the enclosing loops and the function's `routine`
    /// (§2.9.2–§2.9.4, §2.15.1).
    fn acc_loop_level(&mut self, level: Level, explicit_dim: Option<u32>, at: Span) {
        let routine = self
            .func
            .as_ref()
            .and_then(|f| self.acc.info.routines.get(&f.name))
            .map(|r| (r.level, r.span));
        for (v, about) in self.acc.scopes.loop_level(level, explicit_dim, routine) {
            let mut d = Diagnostic::error(at, v.message);
            if let Some((span, what)) = about {
                d = d.with_note(Some(span), what);
            }
            self.emit(d.with_note(None, v.note));
        }
    }

    /// Calls in a loop of level `level` (gang dimension `dim`) to routines of that level or
    /// above (§2.15.1).
    fn acc_calls_in_loop(&mut self, body: StmtId, level: Option<Level>, dim: u32) {
        let Some(l) = level else { return };
        let mut calls = Vec::new();
        walk_stmt(&self.ast, body, &mut |n| {
            if let Node::Expr(e) = n {
                if let ExprKind::Call { callee, .. } = &self.ast[e].kind {
                    let mut c = *callee;
                    while let ExprKind::ImplicitCast { operand, .. } = &self.ast[c].kind {
                        c = *operand;
                    }
                    if let ExprKind::Ident {
                        name,
                        res: Resolution::Decl(_),
                    } = &self.ast[c].kind
                    {
                        calls.push((name.clone(), self.ast[e].loc));
                    }
                }
            }
        });
        for (name, at) in calls {
            let Some(r) = self.acc.info.routines.get(&name).cloned() else {
                continue;
            };
            if let Some(v) = rules::call_in_loop(&name, l, dim, r.level, r.gang_dim) {
                let d = Diagnostic::error(at, v.message)
                    .with_note(Some(r.span), "routine directive is here")
                    .with_note(None, v.note);
                self.emit(d);
            }
        }
    }

    /// `default(none)` (§2.5.16): every variable the region uses must have a data attribute.
    fn acc_default_none(
        &mut self,
        body: StmtId,
        named: &HashSet<DeclId>,
        at: Span,
        acc: &AccDirective,
    ) {
        let mut inside = HashSet::new();
        let mut uses = Vec::new();
        walk_stmt(&self.ast, body, &mut |n| match n {
            Node::Decl(d) => {
                inside.insert(d);
            }
            Node::Expr(e) => {
                if let ExprKind::Ident {
                    res: Resolution::Decl(d),
                    name,
                } = &self.ast[e].kind
                {
                    uses.push((*d, name.clone(), self.ast[e].span));
                }
            }
            Node::Stmt(_) => {}
        });
        let loop_vars: HashSet<DeclId> = acc.loops.iter().map(|l| l.var).collect();
        let enclosing: HashSet<DeclId> = self.acc.scopes.named();
        let mut seen = HashSet::new();
        for (d, name, span) in uses {
            let decl = &self.ast[d];
            let is_object = matches!(
                decl.kind,
                crate::ast::DeclKind::Ordinary | crate::ast::DeclKind::Param
            ) && !self.types.is_function(decl.ty);
            if !is_object
                || inside.contains(&d)
                || named.contains(&d)
                || enclosing.contains(&d)
                || loop_vars.contains(&d)
                || self.acc.info.declared_globals.contains_key(&d)
                || self.acc.info.declared_deviceptr.contains(&d)
                || self.acc.declared_locals.contains(&d)
                || !seen.insert(d)
            {
                continue;
            }
            let v = rules::needs_data_clause(&name);
            let d = Diagnostic::error(span, v.message)
                .with_note(Some(at), "default(none) is here")
                .with_note(None, v.note);
            self.emit(d);
        }
    }

    // ---- branches (§2.5: no branch into or out of a compute construct) ----

    fn acc_frames(&self) -> Vec<oxacc_offload::jumps::JumpFrame> {
        self.acc.scopes.frames()
    }

    /// `break` and `continue`: whether they leave a compute construct or an OpenACC loop.
    pub(crate) fn acc_check_jump(&mut self, span: Span, is_break: bool) {
        let (jump, depth, what) = if is_break {
            (Jump::Break, self.break_depth, "break")
        } else {
            (Jump::Continue, self.loop_depth, "continue")
        };
        if let Some(v) = jumps::check_jump(Family::Acc, &self.acc_frames(), jump, depth, what) {
            self.acc_violation(span, v);
        }
    }

    pub(crate) fn acc_check_return(&mut self, span: Span) {
        if let Some(v) = jumps::check_return(Family::Acc, &self.acc_frames(), "return") {
            self.acc_violation(span, v);
        }
    }

    pub(crate) fn acc_label(&mut self, name: &SmolStr) {
        let region = self.acc.scopes.region();
        self.acc.gotos.label(name.clone(), region);
    }

    pub(crate) fn acc_goto(&mut self, name: &SmolStr, span: Span) {
        let region = self.acc.scopes.region();
        self.acc.gotos.goto(name.clone(), span, region);
    }

    /// At the end of a function: gotos into or out of compute regions.
    pub(crate) fn acc_finish_function(&mut self) {
        self.acc.scopes.clear();
        self.acc.declared_locals.clear();
        self.acc.bare_mapped.clear();
        let name = self.func.as_ref().map(|f| f.name.clone());
        let body = self
            .acc
            .fn_bodies
            .iter()
            .find(|(n, _)| Some(n) == name.as_ref())
            .map(|(_, b)| *b);
        if let Some(b) = body {
            self.acc_branches_into_regions(b);
        }
        for (span, v) in self.acc.gotos.finish(Family::Acc) {
            self.acc_violation(span, v);
        }
    }
}

/// Labels, gotos and `case`s of a function with the regions they are in.
#[derive(Default)]
struct RegionWalk {
    next: u32,
    labels: Vec<(SmolStr, RegionPath)>,
    gotos: Vec<(SmolStr, Span, RegionPath)>,
    /// A `case`/`default` label and its `switch`'s path.
    cases: Vec<(Span, RegionPath, RegionPath)>,
}

impl Sema<'_> {
    /// Branches into an OpenACC construct's structured block or into the scope of a `declare`
    /// (a `goto`, or a `case` label inside a construct whose `switch` is outside): errors, as
    /// a structured block has a single entry at the top (OpenACC 3.3 §1.6, §2.6.5, §2.13).
    /// Branches into compute constructs are reported by `acc_finish_function`.
    fn acc_branches_into_regions(&mut self, body: StmtId) {
        let mut w = RegionWalk::default();
        self.region_walk(body, &mut Vec::new(), None, &mut w);
        let mut errs = Vec::new();
        for (name, span, from) in &w.gotos {
            if let Some((_, to)) = w.labels.iter().find(|(n, _)| n == name) {
                if let Some(v) = jumps::branch_into(from, to) {
                    errs.push((*span, v));
                }
            }
        }
        for (span, sw, at) in &w.cases {
            if let Some(v) = jumps::branch_into(sw, at) {
                errs.push((*span, v));
            }
        }
        for (span, v) in errs {
            self.acc_violation(span, v);
        }
    }

    fn region_walk(
        &self,
        s: StmtId,
        path: &mut RegionPath,
        switch: Option<&RegionPath>,
        w: &mut RegionWalk,
    ) {
        use crate::ast::{BlockItem, StmtKind as S};
        match &self.ast[s].kind {
            S::Compound(items) => {
                let depth = path.len();
                for item in items {
                    if let BlockItem::Stmt(st) = item {
                        if let S::Directive { directive, .. } = &self.ast[*st].kind {
                            let is_declare = self
                                .acc
                                .info
                                .directives
                                .get(directive)
                                .is_some_and(|a| a.kind == DirectiveKind::Declare);
                            if is_declare {
                                w.next += 1;
                                path.push((w.next, None));
                                continue;
                            }
                        }
                        self.region_walk(*st, path, switch, w);
                    }
                }
                path.truncate(depth);
            }
            S::If { then, els, .. } => {
                self.region_walk(*then, path, switch, w);
                if let Some(e) = els {
                    self.region_walk(*e, path, switch, w);
                }
            }
            S::While { body, .. } | S::DoWhile { body, .. } | S::For { body, .. } => {
                self.region_walk(*body, path, switch, w)
            }
            S::Switch { body, .. } => {
                let here = path.clone();
                self.region_walk(*body, path, Some(&here), w);
            }
            S::Case { body, .. } | S::Default { body } => {
                if let Some(sw) = switch {
                    w.cases.push((self.ast[s].span, sw.clone(), path.clone()));
                }
                self.region_walk(*body, path, switch, w);
            }
            S::Label { name, body } => {
                w.labels.push((name.clone(), path.clone()));
                self.region_walk(*body, path, switch, w);
            }
            S::Goto { label, .. } => w
                .gotos
                .push((label.clone(), self.ast[s].span, path.clone())),
            S::Directive { directive, body } => {
                let Some(b) = body else { return };
                match self.acc.info.directives.get(directive).map(|a| a.kind) {
                    Some(k) if k != DirectiveKind::Declare => {
                        w.next += 1;
                        path.push((w.next, Some(k)));
                        self.region_walk(*b, path, switch, w);
                        path.pop();
                    }
                    _ => self.region_walk(*b, path, switch, w),
                }
            }
            _ => {}
        }
    }
}

/// The variables of a clause.
pub(crate) fn clause_vars(c: &AccClause) -> &[AccVar] {
    match &c.args {
        AccArgs::Vars { vars, .. } | AccArgs::Reduction { vars, .. } => vars,
        _ => &[],
    }
}
