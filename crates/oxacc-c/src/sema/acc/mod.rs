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
    self as dir, ClauseArgs, ClauseKind, DefaultKind, DirectiveArgs, DirectiveKind, GangArg, Lang,
    ReductionOp, TileSize,
};
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::Sema;
use crate::acc::{AccArgs, AccClause, AccDirective, AccRoutine, AccVar, AccWait};
use crate::ast::{DeclId, DirectiveId, ExprKind, Resolution, StmtId, StmtKind};
use crate::token::Token;
use crate::walk::{walk_stmt, Node};

pub(crate) use args::dir_tokens;

/// An enclosing OpenACC construct while its statement is checked.
#[derive(Debug)]
pub(crate) struct AccScope {
    kind: DirectiveKind,
    span: Span,
    /// `loop_depth`/`break_depth` of sema when the construct was entered.
    loop_base: u32,
    break_base: u32,
    /// Loops associated with a loop construct (`collapse`); 0 for other constructs.
    loop_levels: u32,
    /// gang = 3, worker = 2, vector = 1 (explicit clauses of a loop construct).
    level: Option<u8>,
    /// The dimension of a gang loop (`gang(dim:d)`; 1 when `dim` is absent, §2.9.2).
    gang_dim: u32,
    /// Variables named in the clauses of this construct and the ones inside it.
    named: HashSet<DeclId>,
    default_none: Option<Span>,
    /// Labels defined inside (for branches into or out of compute constructs).
    region: u32,
}

impl AccScope {
    fn is_compute(&self) -> bool {
        is_compute(self.kind)
    }
}

fn is_compute(k: DirectiveKind) -> bool {
    use DirectiveKind::*;
    matches!(
        k,
        Parallel | Serial | Kernels | ParallelLoop | SerialLoop | KernelsLoop
    )
}

fn is_loop(k: DirectiveKind) -> bool {
    use DirectiveKind::*;
    matches!(k, Loop | ParallelLoop | SerialLoop | KernelsLoop)
}

/// The per-function OpenACC state of sema.
#[derive(Debug)]
pub(crate) struct AccState {
    /// The directive being checked (where empty clause arguments are reported).
    pub whole: Span,
    /// What lowering gets.
    pub info: crate::acc::AccInfo,
    pub scopes: Vec<AccScope>,
    /// `routine` without a name, waiting for the function declaration that follows.
    pub pending_routine: Option<(AccRoutine, Span)>,
    next_region: u32,
    /// Labels and gotos of the current function with the compute region they are in (0: none).
    labels: Vec<(SmolStr, u32)>,
    gotos: Vec<(SmolStr, Span, u32)>,
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
            scopes: Vec::new(),
            pending_routine: None,
            next_region: 0,
            labels: Vec::new(),
            gotos: Vec::new(),
            fn_bodies: Vec::new(),
            declared_locals: HashSet::new(),
            bare_mapped: HashSet::new(),
        }
    }
}

const SPEC: &str = "OpenACC 3.3";

fn level_name(l: u8) -> &'static str {
    match l {
        3 => "gang",
        2 => "worker",
        1 => "vector",
        _ => "seq",
    }
}

fn routine_rank(l: oxacc_oir::RoutineLevel) -> u8 {
    match l {
        oxacc_oir::RoutineLevel::Gang => 3,
        oxacc_oir::RoutineLevel::Worker => 2,
        oxacc_oir::RoutineLevel::Vector => 1,
        oxacc_oir::RoutineLevel::Seq => 0,
    }
}

impl Sema<'_> {
    fn acc_error_note(&mut self, span: Span, msg: impl Into<String>, note: impl Into<String>) {
        let d = Diagnostic::error(span, msg).with_note(None, note);
        self.emit(d);
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
        let errors = self.error_count();
        let kind = parsed.kind;
        let name_span = args::range_span(&toks, parsed.name, span);
        let dname = kind.name();
        let in_compute = self.acc.scopes.iter().any(|sc| sc.is_compute());
        use DirectiveKind as K;
        // Placement (§2.5–§2.16).
        match kind {
            _ if is_compute(kind) && in_compute => self.acc_error_note(
                name_span,
                format!("OpenACC '{dname}' construct cannot be nested inside a compute construct"),
                format!("{SPEC} §2.5: compute constructs may not be nested"),
            ),
            K::Data
            | K::EnterData
            | K::ExitData
            | K::HostData
            | K::Update
            | K::Wait
            | K::Init
            | K::Shutdown
            | K::Set
            | K::Declare
                if in_compute =>
            {
                self.acc_error_note(
                    name_span,
                    format!("OpenACC '{dname}' directive may not appear inside a compute construct"),
                    format!("{SPEC} §2.6.5, §2.14: data and runtime directives are host-only"),
                )
            }
            K::Cache => {
                let in_acc_loop = self.acc.scopes.last().is_some_and(|sc| is_loop(sc.kind));
                if !in_acc_loop && self.loop_depth == 0 {
                    self.acc_error_note(
                        name_span,
                        "OpenACC 'cache' directive must appear inside a loop",
                        format!("{SPEC} §2.10: the cache directive may appear at the top of (inside of) a loop"),
                    );
                }
            }
            K::Routine if !matches!(parsed.args, DirectiveArgs::RoutineName(_)) => self
                .acc_error_note(
                    name_span,
                    "OpenACC 'routine' directive without a name must be followed by a function declaration",
                    format!("{SPEC} §2.15.1: use 'routine(name)' inside a function"),
                ),
            K::End(_) => self.error(name_span, "'end' directives are Fortran only"),
            _ => {}
        }
        let needs_body =
            is_compute(kind) || matches!(kind, K::Data | K::HostData | K::Loop | K::Atomic(_));
        if needs_body && body.is_none() {
            self.error(
                span,
                format!("expected a statement after OpenACC '{dname}' construct"),
            );
        }
        if let Some(b) = body.filter(|_| is_loop(kind)) {
            if !matches!(self.ast[b].kind, StmtKind::For { .. }) {
                let at = self.ast[b].span;
                self.acc_error_note(
                    at,
                    format!("OpenACC '{dname}' construct can only be applied to a 'for' loop"),
                    format!(
                        "{SPEC} §2.9: the loop construct applies to the for loop that follows it"
                    ),
                );
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
            atomic: None,
        };
        self.acc_clauses(&parsed, &toks, span, &mut acc);
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
        for sc in self.acc.scopes.iter_mut() {
            sc.named.extend(named.iter().copied());
        }
        let default_none = acc.clauses.iter().find_map(|c| match c.args {
            AccArgs::Default(DefaultKind::None) => Some(c.span),
            _ => None,
        });
        let level = if acc.has(ClauseKind::Gang) {
            Some(3)
        } else if acc.has(ClauseKind::Worker) {
            Some(2)
        } else if acc.has(ClauseKind::Vector) {
            Some(1)
        } else {
            None
        };
        let explicit_dim = acc.clauses.iter().find_map(|c| match c.args {
            AccArgs::Gang { dim, .. } if c.kind == ClauseKind::Gang => dim,
            _ => None,
        });
        let gang_dim = explicit_dim.unwrap_or(1);
        if is_loop(kind) {
            self.acc_loop_level(level, explicit_dim, name_span);
        }
        let loop_levels = if is_loop(kind) {
            acc.clauses
                .iter()
                .find_map(|c| match c.args {
                    AccArgs::Collapse { count, .. } => Some(count),
                    AccArgs::Tile(ref t) => Some(t.len() as u32),
                    _ => None,
                })
                .unwrap_or(1)
        } else {
            0
        };
        let region = if is_compute(kind) {
            self.acc.next_region += 1;
            self.acc.next_region
        } else {
            self.acc.scopes.last().map_or(0, |sc| sc.region)
        };
        self.acc.scopes.push(AccScope {
            kind,
            span,
            loop_base: self.loop_depth,
            break_base: self.break_depth,
            loop_levels,
            level,
            gang_dim,
            named,
            default_none,
            region,
        });
        if let Some(b) = body {
            self.stmt(b);
        }
        let scope = self.acc.scopes.pop();
        if let Some(sc) = &scope {
            if let Some(parent) = self.acc.scopes.last_mut() {
                parent.named.extend(sc.named.iter().copied());
            }
        }
        if let (Some(b), Some(sc)) = (body, &scope) {
            if is_loop(kind) {
                self.acc_loops(&mut acc, b, sc.loop_levels);
                self.acc_calls_in_loop(b, level);
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
                    atomic: None,
                };
                self.acc_clauses(&parsed, &toks, span, &mut acc);
                for c in &acc.clauses {
                    if c.kind == ClauseKind::DevicePtr {
                        // §2.13: allowed at file scope; the pointer holds a device address, so
                        // compute constructs that use it get a deviceptr clause (lowering).
                        for v in clause_vars(c) {
                            let is_ptr = self.types.is_pointer(v.ty);
                            match v.root {
                                _ if !v.dims.is_empty() => self.error(
                                    v.span,
                                    "a sub-array is not allowed in a file-scope 'declare' directive",
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
                    let ok = matches!(
                        c.kind,
                        ClauseKind::Create
                            | ClauseKind::CopyIn
                            | ClauseKind::DeviceResident
                            | ClauseKind::Link
                    );
                    if !ok {
                        self.acc_error_note(
                            c.span,
                            format!(
                                "OpenACC '{}' clause is not allowed on a 'declare' directive at file scope",
                                c.kind.name()
                            ),
                            format!("{SPEC} §2.13: at file scope only create, copyin, deviceptr, device_resident and link may appear"),
                        );
                        continue;
                    }
                    for v in clause_vars(c) {
                        if !v.dims.is_empty() {
                            self.error(
                                v.span,
                                "a sub-array is not allowed in a file-scope 'declare' directive",
                            );
                        } else if let Some(r) = v.root {
                            self.acc.info.declared_globals.insert(r, c.kind);
                        }
                    }
                }
            }
            k => {
                self.acc_error_note(
                    name_span,
                    format!(
                        "OpenACC '{}' directive cannot appear at file scope",
                        k.name()
                    ),
                    format!("{SPEC} §2.13, §2.15.1: only 'declare' and 'routine' are declarative"),
                );
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
        for c in &parsed.clauses {
            match c.kind {
                ClauseKind::Gang => level = Some(L::Gang),
                ClauseKind::Worker => level = Some(L::Worker),
                ClauseKind::Vector => level = Some(L::Vector),
                ClauseKind::Seq => level = Some(L::Seq),
                ClauseKind::NoHost => nohost = true,
                ClauseKind::Bind => {
                    if let ClauseArgs::Bind(dir::BindName::Ident(n) | dir::BindName::Str(n)) =
                        &c.args
                    {
                        bind = Some(n.clone());
                    }
                }
                _ => {}
            }
        }
        let _ = toks;
        let level = level.unwrap_or_else(|| {
            // The spec requires a level; nvc and flang take seq, and so do we (with a warning).
            let d = Diagnostic::warning(
                span,
                "openacc",
                "OpenACC 'routine' directive without 'gang', 'worker', 'vector' or 'seq' is treated as 'seq'",
            )
            .with_note(None, format!("{SPEC} §2.15.1: one of the gang, worker, vector or seq clauses must appear (for each device type)"));
            self.emit(d);
            L::Seq
        });
        Some(AccRoutine {
            level,
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
                self.acc_error_note(
                    at,
                    format!("OpenACC routine name '{text}' does not name a declared function"),
                    format!("{SPEC} §2.15.1: the name must be a function visible at the directive"),
                );
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
                        let msg = format!(
                            "variable '{}' in a 'declare' directive must be declared in the same scope as the directive",
                            v.name
                        );
                        self.acc_error_note(v.span, msg, format!("{SPEC} §2.13: a declare directive must be in the same scope as the declaration of its variables"));
                    }
                }
            }
        }
    }

    /// Clauses with their C arguments checked.
    fn acc_clauses(
        &mut self,
        parsed: &dir::Directive,
        toks: &[Token],
        span: Span,
        acc: &mut AccDirective,
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
                    ClauseKind::If | ClauseKind::SelfClause => {
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
                    if matches!(
                        c.kind,
                        ClauseKind::Copy
                            | ClauseKind::CopyIn
                            | ClauseKind::CopyOut
                            | ClauseKind::Create
                            | ClauseKind::NoCreate
                            | ClauseKind::Present
                            | ClauseKind::Delete
                            | ClauseKind::Host
                            | ClauseKind::Device
                    ) {
                        for v in &mut vars {
                            self.acc_param_extent(cname, v);
                            let enter_exit = matches!(
                                acc.kind,
                                DirectiveKind::EnterData | DirectiveKind::ExitData
                            );
                            self.acc_bare_pointer(c.kind, v, enter_exit);
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
                                    if !(1..=3).contains(&v) {
                                        let at = args::range_span(toks, *r, span);
                                        self.acc_error_note(at, format!("OpenACC 'gang' argument 'dim' must be 1, 2 or 3 ({v} invalid)"), format!("{SPEC} §2.9.2"));
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
                                if matches!(
                                    l.as_str(),
                                    "nvidia" | "host" | "multicore" | "radeon" | "default"
                                ) {
                                    known = true;
                                } else {
                                    let msg = format!("unknown OpenACC device type '{n}'; the clauses that follow it are ignored");
                                    let d = Diagnostic::warning(cspan, "openacc", msg).with_note(None, format!("{SPEC} §2.4: known device types are nvidia, radeon, host, multicore and *"));
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
            let msg = format!(
                "OpenACC variable '{}' appears in more than one reduction clause",
                v.name
            );
            self.acc_error_note(
                v.span,
                msg,
                format!("{SPEC} §2.5.15: a reduction on a subarray leaves the array's other elements unspecified; reduce the whole array once"),
            );
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
        let t = &self.types;
        let ok = match op {
            ReductionOp::Add | ReductionOp::Mul | ReductionOp::LogAnd | ReductionOp::LogOr => {
                t.is_arithmetic(ty)
            }
            ReductionOp::Max | ReductionOp::Min => t.is_arithmetic(ty) && !t.is_complex(ty),
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor => t.is_integer(ty),
            ReductionOp::Eqv | ReductionOp::Neqv => false,
        };
        if !ok && !t.is_error(ty) {
            let spelling = match op {
                ReductionOp::Add => "+",
                ReductionOp::Mul => "*",
                ReductionOp::Max => "max",
                ReductionOp::Min => "min",
                ReductionOp::BitAnd => "&",
                ReductionOp::BitOr => "|",
                ReductionOp::BitXor => "^",
                ReductionOp::LogAnd => "&&",
                ReductionOp::LogOr => "||",
                ReductionOp::Eqv => ".eqv.",
                ReductionOp::Neqv => ".neqv.",
            };
            let msg = format!(
                "OpenACC reduction operator '{spelling}' is not valid for variable '{}' of type '{}'",
                v.name,
                self.ty_str(ty)
            );
            self.acc_error_note(
                v.span,
                msg,
                format!(
                    "{SPEC} §2.5.15: '{spelling}' applies to {}",
                    match op {
                        ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor =>
                            "integer types",
                        ReductionOp::Max | ReductionOp::Min => "real arithmetic types",
                        _ => "arithmetic types",
                    }
                ),
            );
        }
    }

    /// A loop's explicit level against the enclosing loops and the function's `routine`
    /// (§2.9.2–§2.9.4, §2.15.1).
    fn acc_loop_level(&mut self, level: Option<u8>, explicit_dim: Option<u32>, at: Span) {
        let Some(l) = level else { return };
        let gang_dim = explicit_dim.unwrap_or(1);
        let outer = self
            .acc
            .scopes
            .iter()
            .rev()
            .take_while(|sc| !sc.is_compute() || is_loop(sc.kind))
            .find_map(|sc| sc.level.map(|ol| (ol, sc.gang_dim, sc.span)));
        // The compute construct the loop is in (for kernels, gang loops do not nest).
        let parent = self
            .acc
            .scopes
            .iter()
            .rev()
            .find(|sc| sc.is_compute())
            .map(|sc| sc.kind);
        let in_kernels = matches!(
            parent,
            Some(DirectiveKind::Kernels | DirectiveKind::KernelsLoop)
        );
        if let Some((ol, odim, ospan)) = outer {
            if l == 3 && ol == 3 && !in_kernels {
                // §2.9.2: a gang(dim:d) loop may contain gang(dim:e) loops with e < d only
                // (a gang clause without dim is dim:1).
                if gang_dim >= odim {
                    let d = Diagnostic::error(
                        at,
                        format!(
                            "OpenACC 'gang(dim:{gang_dim})' loop cannot be nested inside a 'gang(dim:{odim})' loop"
                        ),
                    )
                    .with_note(Some(ospan), "enclosing loop is here")
                    .with_note(None, format!("{SPEC} §2.9.2: the region of a loop with a gang(dim:d) clause may not contain a loop with a gang(dim:e) clause where e >= d"));
                    self.emit(d);
                }
            } else if ol <= l {
                let d = Diagnostic::error(
                    at,
                    format!(
                        "OpenACC '{}' loop cannot be nested inside a '{}' loop",
                        level_name(l),
                        level_name(ol)
                    ),
                )
                .with_note(Some(ospan), "enclosing loop is here")
                .with_note(None, format!("{SPEC} §2.9.2–§2.9.4: gang loops contain worker loops, which contain vector loops"));
                self.emit(d);
            }
        }
        if l == 3 && in_kernels && explicit_dim.is_some() {
            self.acc_error_note(
                at,
                "gang dim argument is not allowed on a loop in a 'kernels' construct",
                format!("{SPEC} §2.9.2: when the parent compute construct is kernels, the dim argument is not allowed"),
            );
        }
        let in_compute = self.acc.scopes.iter().any(|sc| sc.is_compute());
        if in_compute {
            return;
        }
        let routine = self
            .func
            .as_ref()
            .and_then(|f| self.acc.info.routines.get(&f.name).cloned());
        if let Some(r) = routine {
            if routine_rank(r.level) < l {
                let msg = format!(
                    "OpenACC '{}' loop is not allowed in a function with 'routine {}'",
                    level_name(l),
                    r.level.name()
                );
                let d = Diagnostic::error(at, msg)
                    .with_note(Some(r.span), "routine directive is here")
                    .with_note(None, format!("{SPEC} §2.15.1: a routine may contain loops of its own level and below"));
                self.emit(d);
            }
        }
    }

    /// Calls in a loop of level `level` to routines of that level or above (§2.15.1).
    fn acc_calls_in_loop(&mut self, body: StmtId, level: Option<u8>) {
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
            if routine_rank(r.level) >= l {
                let msg = format!(
                    "function '{name}' with 'routine {}' cannot be called from a '{}' loop",
                    r.level.name(),
                    level_name(l)
                );
                let d = Diagnostic::error(at, msg)
                    .with_note(Some(r.span), "routine directive is here")
                    .with_note(
                        None,
                        format!("{SPEC} §2.15.1: a loop may call routines of lower levels only"),
                    );
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
        let enclosing: HashSet<DeclId> = self
            .acc
            .scopes
            .iter()
            .flat_map(|sc| sc.named.iter().copied())
            .collect();
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
            let d = Diagnostic::error(
                span,
                format!("variable '{name}' must appear in a data clause because of default(none)"),
            )
            .with_note(Some(at), "default(none) is here")
            .with_note(None, format!("{SPEC} §2.5.16"));
            self.emit(d);
        }
    }

    // ---- branches (§2.5: no branch into or out of a compute construct) ----

    /// `break` and `continue`: whether they leave a compute construct or an OpenACC loop.
    pub(crate) fn acc_check_jump(&mut self, span: Span, is_break: bool) {
        let depth = if is_break {
            self.break_depth
        } else {
            self.loop_depth
        };
        let what = if is_break { "break" } else { "continue" };
        let mut err = None;
        for sc in self.acc.scopes.iter().rev() {
            let base = if is_break {
                sc.break_base
            } else {
                sc.loop_base
            };
            if is_loop(sc.kind) && sc.loop_levels > 0 {
                // The construct's loops are at depths base+1 ..= base+levels.
                let inner = base + sc.loop_levels;
                if depth > inner {
                    return;
                }
                if is_break || depth != inner {
                    err = Some((
                        format!("'{what}' statement cannot be used to leave an OpenACC loop"),
                        format!("{SPEC} §2.9: the trip count of an OpenACC loop must be computable when entering it"),
                    ));
                }
                break;
            }
            if sc.is_compute() {
                if depth <= base {
                    err = Some((
                        "invalid branch out of OpenACC Compute Construct".to_string(),
                        format!("{SPEC} §2.5: a branch out of a compute construct is not allowed"),
                    ));
                }
                break;
            }
        }
        if let Some((m, n)) = err {
            self.acc_error_note(span, m, n);
        }
    }

    pub(crate) fn acc_check_return(&mut self, span: Span) {
        if let Some(sc) = self
            .acc
            .scopes
            .iter()
            .find(|sc| sc.is_compute() || is_loop(sc.kind))
        {
            let what = if sc.is_compute() {
                "Compute Construct"
            } else {
                "loop"
            };
            self.acc_error_note(
                span,
                format!("invalid return out of OpenACC {what}"),
                format!("{SPEC} §2.5: a branch out of a compute construct is not allowed"),
            );
        }
    }

    pub(crate) fn acc_label(&mut self, name: &SmolStr) {
        let region = self.acc.scopes.last().map_or(0, |s| s.region);
        self.acc.labels.push((name.clone(), region));
    }

    pub(crate) fn acc_goto(&mut self, name: &SmolStr, span: Span) {
        let region = self.acc.scopes.last().map_or(0, |s| s.region);
        self.acc.gotos.push((name.clone(), span, region));
    }

    /// At the end of a function: gotos into or out of compute regions.
    pub(crate) fn acc_finish_function(&mut self) {
        let labels = std::mem::take(&mut self.acc.labels);
        let gotos = std::mem::take(&mut self.acc.gotos);
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
        for (name, span, from) in gotos {
            let Some((_, to)) = labels.iter().find(|(n, _)| *n == name) else {
                continue;
            };
            if *to != from {
                let msg = if from != 0 {
                    "invalid branch out of OpenACC Compute Construct"
                } else {
                    "invalid branch into OpenACC Compute Construct"
                };
                self.acc_error_note(
                    span,
                    msg,
                    format!(
                        "{SPEC} §2.5: branches into or out of a compute construct are not allowed"
                    ),
                );
            }
        }
    }
}

/// The OpenACC regions around a statement: (region id, kind); `None` for the rest of a block
/// after a `declare` directive.
type RegionPath = Vec<(u32, Option<DirectiveKind>)>;

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
                if let Some(k) = entered(from, to) {
                    errs.push((*span, k));
                }
            }
        }
        for (span, sw, at) in &w.cases {
            if let Some(k) = entered(sw, at) {
                errs.push((*span, k));
            }
        }
        for (span, kind) in errs {
            let (msg, note) = match kind {
                None => (
                    "invalid branch into the scope of an OpenACC 'declare' directive".to_string(),
                    format!("{SPEC} §2.13: the data of a declare directive is created where the directive appears, at the top of its implicit data region"),
                ),
                Some(k) => (
                    format!("invalid branch into OpenACC '{}' construct", k.name()),
                    format!("{SPEC} §2.6.5: the construct applies to a structured block, which has a single entry at the top"),
                ),
            };
            self.acc_error_note(span, msg, note);
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

/// The outermost region a branch from `from` to `to` enters, unless it is a compute construct
/// (reported elsewhere); `Some(None)` for a `declare` scope.
fn entered(from: &RegionPath, to: &RegionPath) -> Option<Option<DirectiveKind>> {
    let common = from.iter().zip(to).take_while(|(a, b)| a.0 == b.0).count();
    let (_, kind) = to.get(common)?;
    match kind {
        Some(k) if is_compute(*k) => None,
        k => Some(*k),
    }
}

/// The variables of a clause.
pub(crate) fn clause_vars(c: &AccClause) -> &[AccVar] {
    match &c.args {
        AccArgs::Vars { vars, .. } | AccArgs::Reduction { vars, .. } => vars,
        _ => &[],
    }
}
