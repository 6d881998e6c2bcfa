//! OpenMP directives in C (OpenMP 4.5 chapter 2), with `-fopenmp`: each `#pragma omp` line
//! goes through the directive parser (`oxacc-directives`: names, clause lists and the
//! directive-local rules), then the host constructs oxacc runs (`parallel`, `for`,
//! `sections`, `single`, `master`/`masked`, `critical`, `atomic`, `barrier`, `flush`,
//! `taskwait`, `simd` as a hint, and their combined forms) get their clause arguments parsed
//! and typed as C (with the OpenACC argument parser: both models leave host expressions as
//! token ranges), their loops checked for canonical form (§2.6), their statement for the
//! forms of `atomic` (§2.13.6), and the program-level rules checked here: nesting of regions
//! (§2.17), branches into or out of structured blocks (§2.1), `default(none)` (§2.15.3.1),
//! reduction variable types (§2.15.3.6). Any other directive is an error saying it is not
//! supported yet: running its statement without the directive would silently drop what the
//! program asked for.
//!
//! The result is an [`OmpConstruct`] per directive in [`crate::omp::OmpInfo`], for lowering.
//! Device constructs, and every directive inside a target region, go to `omp_target.rs`.

use std::collections::HashSet;

use oxacc_directives::omp::{
    DataSharing, IfModifier, Leaf, OmpClauseArgs, OmpClauseKind as CK, OmpDirective,
    OmpDirectiveArgs, OmpDirectiveKind, OmpReductionOp, ReductionId, ReductionModifier,
};
use oxacc_directives::{check_omp, parse_omp, DirError, Lang, TokRange};
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::Sema;
use crate::acc::{AccAtomic, AccVar};
use crate::ast::{
    BlockItem, DeclId, DeclKind, DirectiveId, ExprKind, Resolution, StmtId, StmtKind,
    StorageDuration, UnaryOp,
};
use crate::omp::{OmpArgs, OmpBody, OmpClause, OmpConstruct};
use crate::token::Token;
use crate::walk::{walk_expr, walk_stmt, Node};

use oxacc_offload::jumps::{self, Family, Jump, JumpFrame};
use oxacc_offload::omp_league::{Around, LeagueBody};
use oxacc_offload::omp_loop::LoopBinding;

const SPEC: &str = "OpenMP 4.5";

/// An enclosing OpenMP construct while its statement is checked.
#[derive(Debug)]
pub(crate) struct OmpScope {
    pub(super) body: OmpBody,
    /// A region its threads bind to: `parallel`, or a host league's `teams` (5.0 §2.7).
    pub(super) parallel: bool,
    /// The construct has a host `teams` leaf.
    pub(super) teams: bool,
    /// `simd` is one of the leaves (only `atomic` and `simd` may be nested inside).
    simd: bool,
    /// `loop_depth`/`break_depth` of sema when the construct was entered.
    loop_base: u32,
    break_base: u32,
    /// Loops associated with a worksharing loop or `simd` (`collapse`).
    loop_levels: u32,
    /// The structured block's id, for `goto` checks.
    region: u32,
    /// Variables with a data-sharing attribute from this construct's clauses, and those
    /// privatised by nested constructs (private clauses and loop variables).
    pub(super) named: HashSet<DeclId>,
    /// What nested constructs privatise, handed to the parent when this scope closes.
    privatized: HashSet<DeclId>,
    /// The variables this construct privatises (`private`, `firstprivate`).
    private_here: HashSet<DeclId>,
    critical_name: Option<SmolStr>,
    /// What the task rules of §2.15.1.1 need to know (sema/omp_task.rs).
    pub(crate) ctx: super::omp_task::ScopeCtx,
}

/// The per-function OpenMP state of sema.
#[derive(Debug, Default)]
pub(crate) struct OmpState {
    /// What lowering gets.
    pub info: crate::omp::OmpInfo,
    pub scopes: Vec<OmpScope>,
    /// Labels and gotos of the current function with the structured block they are in.
    gotos: oxacc_offload::jumps::Gotos<SmolStr>,
    /// The device regions (`omp_target.rs`) around the statement being checked.
    pub device: Vec<oxacc_offload::omp_device::Region>,
    /// Open `declare target` regions (their file-scope variables get device copies).
    pub declare_target_depth: u32,
    /// The statements of the parallel regions of target regions around the statement being
    /// checked, innermost last.
    pub thread_bodies: Vec<crate::ast::StmtId>,
    /// The statements of the device constructs with a `parallel` leaf (regions and loops)
    /// around the statement being checked, innermost last (the implicit data-sharing of
    /// their tasks: `omp_device::task_implicitly_firstprivate`).
    pub device_parallels: Vec<crate::ast::StmtId>,
    /// How many `distribute` (gang) loops of target regions enclose the statement being
    /// checked.
    pub gang_loops: u32,
    /// How many block scopes were open when the outermost target region around the statement
    /// being checked began (its variables are in the scopes after them).
    pub target_scopes: Option<usize>,
    /// How many OpenMP scopes were open when that target region began (the task constructs
    /// inside it, which stay host constructs, push theirs after them).
    pub target_omp_scopes: usize,
    /// `declare variant` directives waiting for the function declaration they precede.
    pub pending_variants: Vec<super::omp_variant::Variant>,
    /// The variants of each base function, by its name.
    pub variants: std::collections::HashMap<SmolStr, Vec<super::omp_variant::Variant>>,
    /// The context constructs (`target`, `teams`, `parallel`, `for`, `simd`) around the
    /// statement being checked, outermost first (5.0 §2.3.1).
    pub context: Vec<oxacc_directives::omp::Leaf>,
    /// `declare mapper`s seen so far (sema/omp_mapper.rs).
    pub mappers: Vec<super::omp_mapper::Mapper>,
    /// The `iterator(…)` modifiers taken out of the `declare mapper` being parsed
    /// (`omp_mapper::strip_map_iterators`).
    pub mapper_iterators: Vec<(usize, Vec<crate::token::Token>)>,
    /// `--offload-arch` (the `isa` trait).
    pub offload_arch: Option<String>,
    /// Worksharing loops ending with the team's barrier met so far (omp_target.rs).
    pub team_barriers: u32,
    /// A `target` whose statement is a teams construct, with its tokens, while that statement
    /// is checked: its `private`/`firstprivate` clauses go to the teams construct.
    pub target_around_teams: Vec<(
        Vec<crate::token::Token>,
        oxacc_directives::omp::OmpDirective,
    )>,
}

/// Where a token range is in the source (its tokens, or the end of the line when empty).
pub(super) fn range_span(toks: &[Token], r: TokRange, whole: Span) -> Span {
    let (s, e) = (r.start as usize, r.end as usize);
    if s < e && e <= toks.len() {
        return toks[s].span.to(toks[e - 1].span);
    }
    match toks.get(s).or(toks.last()) {
        Some(t) => t.span,
        None => whole,
    }
}

fn body_name(b: &OmpBody) -> &'static str {
    match b {
        OmpBody::For => "for",
        OmpBody::Simd => "simd",
        OmpBody::Sections => "sections",
        OmpBody::Single => "single",
        OmpBody::Master => "master",
        OmpBody::Critical(_) => "critical",
        OmpBody::Atomic => "atomic",
        OmpBody::Plain => "parallel",
        OmpBody::Distribute { .. } => "distribute",
        OmpBody::Barrier => "barrier",
        OmpBody::Flush => "flush",
        OmpBody::Taskwait => "taskwait",
        OmpBody::Depobj(_) => "depobj",
        OmpBody::Nothing | OmpBody::Taskyield => "taskyield",
        OmpBody::Task => "task",
        OmpBody::Taskloop => "taskloop",
        OmpBody::Taskgroup => "taskgroup",
        OmpBody::Ordered | OmpBody::OrderedSimd | OmpBody::OrderedDepend => "ordered",
    }
}

fn is_worksharing(b: &OmpBody) -> bool {
    matches!(
        b,
        OmpBody::For
            | OmpBody::Sections
            | OmpBody::Single
            | OmpBody::Distribute { parallel_for: true }
    )
}

impl Sema<'_> {
    pub(super) fn omp_error_note(
        &mut self,
        span: Span,
        msg: impl Into<String>,
        note: impl Into<String>,
    ) {
        let d = Diagnostic::error(span, msg).with_note(None, note);
        self.emit(d);
    }

    fn omp_report(&mut self, toks: &[Token], whole: Span, err: &DirError) {
        let span = range_span(toks, err.at, whole);
        let mut d = if err.is_warning {
            Diagnostic::warning(span, "openmp", err.message.clone())
        } else {
            Diagnostic::error(span, err.message.clone())
        };
        if let Some(n) = &err.note {
            d = d.with_note(None, n.clone());
        }
        self.emit(d);
    }

    /// Parses and checks the directive-local rules; `None` after errors (reported).
    pub(super) fn omp_parse(&mut self, d: DirectiveId) -> Option<(OmpDirective, Vec<Token>, Span)> {
        let mut directive = self.ast[d].clone();
        self.acc.whole = directive.span;
        let words: Vec<&str> = directive
            .tokens
            .iter()
            .take(2)
            .map(|t| t.text.as_str())
            .collect();
        if words == ["declare", "mapper"] {
            let (toks, iterators) = super::omp_mapper::strip_map_iterators(&directive.tokens);
            directive.tokens = toks;
            self.omp.mapper_iterators = iterators;
        }
        let dts = super::acc::dir_tokens(&directive.tokens);
        let parsed = match parse_omp(&dts, Lang::C) {
            Ok(p) => p,
            Err(e) => {
                self.omp_report(&directive.tokens, directive.span, &e);
                return None;
            }
        };
        let mut ok = true;
        for e in check_omp(&parsed, &dts) {
            ok &= e.is_warning;
            self.omp_report(&directive.tokens, directive.span, &e);
        }
        ok.then_some((parsed, directive.tokens, directive.span))
    }

    /// A `#pragma omp` directive at file scope (`declare simd` is a hint and is ignored).
    pub(crate) fn omp_file_directive(&mut self, d: DirectiveId) {
        let Some((parsed, toks, span)) = self.omp_parse(d) else {
            return;
        };
        if parsed.kind == OmpDirectiveKind::DeclareSimd {
            return;
        }
        if parsed.kind == OmpDirectiveKind::DeclareReduction {
            return self.omp_declare_reduction(&parsed, &toks, span);
        }
        if self.omp_device_file_directive(&parsed, &toks, span) {
            return;
        }
        if parsed.kind == OmpDirectiveKind::Threadprivate {
            return self.omp_threadprivate(&parsed, &toks, span);
        }
        if parsed.kind == OmpDirectiveKind::Requires {
            return self.omp_requires(&parsed, &toks, span);
        }
        if parsed.kind == OmpDirectiveKind::Allocate {
            return self.omp_allocate_directive(None, &parsed, &toks, span);
        }
        if parsed.kind == OmpDirectiveKind::DeclareVariant {
            return self.omp_declare_variant(&parsed, &toks, span);
        }
        if parsed.kind == OmpDirectiveKind::DeclareMapper {
            return self.omp_declare_mapper(&parsed, &toks, span);
        }
        if parsed.kind == OmpDirectiveKind::Nothing {
            return;
        }
        let at = range_span(&toks, parsed.name, span);
        let name = parsed.kind.name(Lang::C);
        self.error(at, format!("OpenMP '{name}' is not supported yet"));
    }

    /// `#pragma omp requires …` (5.0 §2.5.1): each requirement oxacc does not meet is an
    /// error at its clause; the ones it meets need nothing more.
    fn omp_requires(&mut self, parsed: &OmpDirective, toks: &[Token], span: Span) {
        for c in &parsed.clauses {
            if let Err(v) = oxacc_offload::omp_requires::requirement(c.kind) {
                let at = range_span(toks, c.span, span);
                self.omp_error_note(at, v.message, v.note);
            }
        }
    }

    /// A `#pragma omp` directive in a function and the statement it applies to; the
    /// statement is checked with the directive's constructs in the context (5.0 §2.3.1).
    pub(crate) fn omp_stmt(&mut self, d: DirectiveId, body: Option<StmtId>) {
        if !self.omp_metadirective(d, false) {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        self.omp_apply_mappers(d, body);
        self.omp_uses_allocators(d);
        let leaves = self.omp_context_leaves(d);
        let depth = self.omp.context.len();
        let target = leaves.contains(&oxacc_directives::omp::Leaf::Target);
        self.omp.context.extend(leaves);
        // A metadirective that is the statement of this construct becomes its directive
        // first, so that the construct sees what it holds (a target region's teams).
        if let Some(b) = body {
            if let StmtKind::Directive { directive, .. } = self.ast[b].kind {
                if self.ast[directive].namespace == "omp" {
                    self.omp_metadirective(directive, target);
                }
            }
        }
        match self.omp_map_iterator_scope(d) {
            Some(iterated) => {
                self.omp_stmt_checked(d, body);
                if iterated {
                    self.pop_scope();
                }
            }
            None => {
                if let Some(b) = body {
                    self.stmt(b);
                }
            }
        }
        self.omp.context.truncate(depth);
    }

    pub(super) fn omp_stmt_checked(&mut self, d: DirectiveId, body: Option<StmtId>) {
        let Some((parsed, toks, span)) = self.omp_parse(d) else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        if parsed.kind == OmpDirectiveKind::DeclareMapper {
            self.omp_declare_mapper(&parsed, &toks, span);
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        if parsed.kind == OmpDirectiveKind::Allocate {
            self.omp_allocate_directive(Some(d), &parsed, &toks, span);
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        if self.omp_device_stmt(d, body, &parsed, &toks, span) {
            return;
        }
        let errors = self.diags.borrow().error_count();
        if parsed.kind == OmpDirectiveKind::Nothing {
            // 5.1 §2.5.2: no effect (a metadirective's variant, a placeholder).
            return;
        }
        if parsed.kind == OmpDirectiveKind::DeclareReduction {
            self.omp_declare_reduction(&parsed, &toks, span);
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        if parsed.kind == OmpDirectiveKind::Threadprivate {
            self.omp_threadprivate(&parsed, &toks, span);
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        if self.omp_declare_target_in_function(&parsed, &toks, span) {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        }
        let name_span = range_span(&toks, parsed.name, span);
        let dname = parsed.kind.name(Lang::C);
        let Some(binding) = self.omp_loop_binding(&parsed, name_span) else {
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        let Some((teams, parallel, kind, simd)) = self.omp_classify(&parsed, &toks, binding) else {
            if matches!(parsed.kind, OmpDirectiveKind::Section) {
                self.omp_error_note(
                    name_span,
                    "'#pragma omp section' may only be used in '#pragma omp sections' construct",
                    format!("{SPEC} §2.7.2: each section is a structured block directly inside sections"),
                );
            } else {
                self.error(name_span, format!("OpenMP '{dname}' is not supported yet"));
            }
            if let Some(b) = body {
                self.stmt(b);
            }
            return;
        };
        // 5.0 §2.7: a host league's nesting rules (the shared layer's).
        let around = match self.omp.scopes.last() {
            None => Around::Nothing,
            Some(sc) if sc.teams && sc.body == OmpBody::Plain => Around::Teams,
            Some(_) => Around::Other,
        };
        if let Err(v) = oxacc_offload::omp_league::host_nesting(parsed.kind, around) {
            self.omp_error_note(name_span, v.message, v.note);
        }
        let mut c = OmpConstruct {
            teams,
            parallel,
            body: kind.clone(),
            span,
            clauses: Vec::new(),
            loops: Vec::new(),
            doacross_loops: Vec::new(),
            sections: Vec::new(),
            atomic: None,
            seq_cst: false,
            implicit_firstprivate: Vec::new(),
            task_reduction: false,
        };
        self.omp_clauses(&parsed, &toks, span, &mut c);
        self.omp_doacross_directive(&c, name_span);
        self.omp_nesting(&c, name_span);
        if !parallel {
            self.omp_task_nesting(&c.body, name_span);
        }
        let standalone = matches!(
            kind,
            OmpBody::Barrier
                | OmpBody::Flush
                | OmpBody::Taskwait
                | OmpBody::Nothing
                | OmpBody::Taskyield
                | OmpBody::OrderedDepend
                | OmpBody::Depobj(_)
        );
        if !standalone && body.is_none() {
            self.error(
                span,
                format!("expected a statement after OpenMP '{dname}' construct"),
            );
        }
        let loops = matches!(
            kind,
            OmpBody::For | OmpBody::Simd | OmpBody::Taskloop | OmpBody::Distribute { .. }
        );
        let tasks = matches!(kind, OmpBody::Task | OmpBody::Taskloop);
        if let Some(b) = body.filter(|_| loops) {
            if !matches!(self.ast[b].kind, StmtKind::For { .. }) {
                let at = self.ast[b].span;
                self.omp_error_note(
                    at,
                    format!("OpenMP '{dname}' construct can only be applied to a 'for' loop"),
                    format!("{SPEC} §2.7.1: the loop directives apply to the for loop that follows them"),
                );
            }
        }
        let levels = c
            .clauses
            .iter()
            .find_map(|cl| match cl.args {
                OmpArgs::Collapse(n) => Some(n),
                _ => None,
            })
            .unwrap_or(1);
        let named: HashSet<DeclId> = c
            .clauses
            .iter()
            .flat_map(|cl| cl.vars().iter())
            .filter_map(|v| v.root)
            .collect();
        let private_here: HashSet<DeclId> = c
            .clauses
            .iter()
            .filter(|cl| matches!(cl.kind, CK::Private | CK::FirstPrivate))
            .flat_map(|cl| cl.vars().iter())
            .filter_map(|v| v.root)
            .collect();
        self.omp_reduction_shared(&c);
        self.omp_worksharing_private_check(&c);
        let region = self.omp.gotos.new_region();
        let critical_name = match &kind {
            OmpBody::Critical(n) => Some(n.clone().unwrap_or_default()),
            _ => None,
        };
        let ctx = self.omp_scope_ctx(&c, body.filter(|_| !standalone), levels, loops);
        self.omp.scopes.push(OmpScope {
            body: kind.clone(),
            parallel: parallel || teams,
            teams,
            simd,
            loop_base: self.loop_depth,
            break_base: self.break_depth,
            loop_levels: if loops { levels } else { 0 },
            region,
            named,
            privatized: HashSet::new(),
            private_here,
            critical_name,
            ctx,
        });
        if let Some(b) = body.filter(|_| !standalone) {
            if kind == OmpBody::Sections {
                c.sections = self.omp_sections(b);
            } else {
                self.stmt(b);
            }
        }
        let mut scope = self.omp.scopes.pop();
        if let (Some(b), Some(sc)) = (body.filter(|_| !standalone), scope.as_mut()) {
            if loops && matches!(self.ast[b].kind, StmtKind::For { .. }) {
                self.omp_loops(&mut c, b, levels, &dname);
                self.omp_doacross_loops(&mut c);
                self.omp_linear_loop_var(&c);
                sc.privatized.extend(c.loops.iter().map(|l| l.var));
                sc.named.extend(c.loops.iter().map(|l| l.var));
            }
            if kind == OmpBody::Atomic {
                c.atomic = self.omp_atomic(&parsed, b);
            }
            if parallel || teams || tasks {
                let default_none = c.clauses.iter().find_map(|cl| match cl.args {
                    OmpArgs::None if cl.kind == CK::Default => Some(cl.span),
                    _ => None,
                });
                if let Some(at) = default_none {
                    let what = if teams {
                        "teams"
                    } else if parallel {
                        "parallel"
                    } else {
                        body_name(&kind)
                    };
                    self.omp_default_none(b, &sc.named, at, what);
                }
            }
        }
        if tasks {
            if let (Some(b), Some(sc)) = (body, &scope) {
                c.implicit_firstprivate = self.omp_task_implicit(&c, b, sc);
            }
        }
        if let (Some(sc), Some(parent)) = (&scope, self.omp.scopes.last_mut()) {
            parent.named.extend(sc.privatized.iter().copied());
            parent.named.extend(sc.private_here.iter().copied());
            parent.privatized.extend(sc.private_here.iter().copied());
            parent.privatized.extend(sc.privatized.iter().copied());
        }
        if self.diags.borrow().error_count() == errors {
            self.omp.info.directives.insert(d, c);
        }
    }

    /// What a directive does on the host: (has a `parallel` leaf, the rest, has a `simd`
    /// leaf); `None` for what oxacc does not run yet.
    /// What a host `loop` construct binds to (`oxacc_offload::omp_loop`): `Some(None)` for
    /// other directives, `None` after an error.
    fn omp_loop_binding(&mut self, parsed: &OmpDirective, at: Span) -> Option<Option<LoopBinding>> {
        let OmpDirectiveKind::Construct(c) = parsed.kind else {
            return Some(None);
        };
        let leaves: Vec<Leaf> = c.leaves().collect();
        if !leaves.contains(&Leaf::Loop) {
            return Some(None);
        }
        let bind = parsed.clauses.iter().find_map(|cl| match cl.args {
            OmpClauseArgs::Bind(k) => Some(k),
            _ => None,
        });
        // Closely nested: the innermost host construct around it is a parallel region or a
        // host league's teams region (that of `teams loop` too).
        let enclosing: Vec<Leaf> = match self.omp.scopes.last() {
            _ if leaves.first() == Some(&Leaf::Teams) => vec![Leaf::Teams],
            Some(sc) if sc.teams && sc.body == OmpBody::Plain => vec![Leaf::Teams],
            Some(sc) if sc.parallel && sc.body == OmpBody::Plain => vec![Leaf::Parallel],
            Some(_) => vec![Leaf::For],
            None => Vec::new(),
        };
        let combined = leaves.first() == Some(&Leaf::Parallel);
        match oxacc_offload::omp_loop::loop_binding(bind, combined, &enclosing) {
            Ok(b) => Some(Some(b)),
            Err(v) => {
                self.omp_error_note(at, v.message, v.note);
                None
            }
        }
    }

    fn omp_classify(
        &mut self,
        parsed: &OmpDirective,
        toks: &[Token],
        binding: Option<LoopBinding>,
    ) -> Option<(bool, bool, OmpBody, bool)> {
        let c = match parsed.kind {
            OmpDirectiveKind::Construct(c) => c,
            OmpDirectiveKind::Barrier => return Some((false, false, OmpBody::Barrier, false)),
            OmpDirectiveKind::Flush => return Some((false, false, OmpBody::Flush, false)),
            OmpDirectiveKind::Taskwait => return Some((false, false, OmpBody::Taskwait, false)),
            OmpDirectiveKind::Taskyield => return Some((false, false, OmpBody::Taskyield, false)),
            OmpDirectiveKind::Depobj => {
                // A bad object is reported; the directive then does nothing.
                let body = match self.omp_depobj_object(parsed, toks) {
                    Some(obj) => OmpBody::Depobj(obj),
                    None => OmpBody::Nothing,
                };
                return Some((false, false, body, false));
            }
            _ => return None,
        };
        // A host league (5.0 §2.7): `teams …`, `distribute …`, a `loop` bound to teams.
        let in_teams = binding == Some(LoopBinding::Teams);
        if oxacc_offload::omp_league::is_host_league(parsed) || in_teams {
            let (teams, body) = oxacc_offload::omp_league::league_shape(c, in_teams)?;
            let parallel_for = match body {
                LeagueBody::Plain => return Some((teams, false, OmpBody::Plain, false)),
                LeagueBody::Distribute { parallel_for } => parallel_for,
            };
            let simd = c.has(Leaf::Simd);
            return Some((teams, false, OmpBody::Distribute { parallel_for }, simd));
        }
        let mut leaves: Vec<Leaf> = c.leaves().collect();
        let parallel = leaves.first() == Some(&Leaf::Parallel);
        if parallel {
            leaves.remove(0);
        }
        let simd = leaves.contains(&Leaf::Simd) || binding == Some(LoopBinding::Thread);
        let body = match leaves.as_slice() {
            // 5.0 §2.9.5: the construct of what it binds to.
            [Leaf::Loop] => match binding? {
                LoopBinding::Parallel => OmpBody::For,
                LoopBinding::Thread => OmpBody::Simd,
                LoopBinding::Teams => return None,
            },
            [] if parallel => OmpBody::Plain,
            [Leaf::For] | [Leaf::For, Leaf::Simd] => OmpBody::For,
            [Leaf::Simd] => OmpBody::Simd,
            [Leaf::Sections] => OmpBody::Sections,
            [Leaf::Single] => OmpBody::Single,
            [Leaf::Master] | [Leaf::Masked] => OmpBody::Master,
            [Leaf::Critical] => {
                let name = match &parsed.args {
                    OmpDirectiveArgs::Name(r) => {
                        let s = (r.start as usize).min(toks.len());
                        let e = (r.end as usize).clamp(s, toks.len());
                        let text: String = toks[s..e].iter().map(|t| t.text.as_str()).collect();
                        Some(SmolStr::from(text))
                    }
                    _ => None,
                };
                OmpBody::Critical(name)
            }
            [Leaf::Atomic] => OmpBody::Atomic,
            [Leaf::Task] => OmpBody::Task,
            // `simd` on a taskloop is a hint, as alone (§2.9.3).
            [Leaf::Taskloop] | [Leaf::Taskloop, Leaf::Simd] if !parallel => OmpBody::Taskloop,
            [Leaf::Taskgroup] => OmpBody::Taskgroup,
            [Leaf::Ordered]
                if parsed
                    .clauses
                    .iter()
                    .any(|c| matches!(c.kind, CK::Depend | CK::Doacross)) =>
            {
                OmpBody::OrderedDepend
            }
            [Leaf::Ordered] if parsed.clauses.iter().any(|c| c.kind == CK::Simd) => {
                OmpBody::OrderedSimd
            }
            [Leaf::Ordered] => OmpBody::Ordered,
            _ => return None,
        };
        Some((false, parallel, body, simd))
    }

    /// The clauses as C; those oxacc cannot honour yet are errors, hints are dropped.
    fn omp_clauses(
        &mut self,
        parsed: &OmpDirective,
        toks: &[Token],
        span: Span,
        c: &mut OmpConstruct,
    ) {
        for cl in &parsed.clauses {
            let at = range_span(toks, cl.span, span);
            let cname = cl.kind.name();
            let unsupported = |s: &mut Self, what: String| {
                s.error(at, format!("{what} is not supported yet"));
            };
            let args = match (&cl.args, cl.kind) {
                (
                    OmpClauseArgs::If {
                        modifier,
                        condition,
                    },
                    _,
                ) => {
                    // `if(simd: …)` (5.0) only chooses whether to vectorize: a hint here.
                    if matches!(modifier, Some((IfModifier::Simd, _))) {
                        continue;
                    }
                    let e = self.omp_condition(toks, *condition, "if");
                    OmpArgs::Expr(e)
                }
                (OmpClauseArgs::Expr(r), CK::NumThreads) => {
                    OmpArgs::Expr(self.omp_int_expr(toks, *r, "OpenMP 'num_threads' clause"))
                }
                (OmpClauseArgs::Expr(r), CK::NumTeams | CK::ThreadLimit) if c.teams => {
                    OmpArgs::Expr(self.omp_int_expr(toks, *r, &format!("OpenMP '{cname}' clause")))
                }
                (OmpClauseArgs::DistSchedule { chunk }, CK::DistSchedule) => {
                    let chunk = chunk
                        .map(|r| self.omp_int_expr(toks, r, "OpenMP 'dist_schedule' chunk size"));
                    OmpArgs::Schedule {
                        kind: oxacc_directives::omp::ScheduleKind::Static,
                        chunk,
                    }
                }
                (OmpClauseArgs::Expr(r), CK::Collapse) => {
                    match self.omp_const_int(toks, *r, "OpenMP 'collapse' clause") {
                        Some(n) => OmpArgs::Collapse(n.min(64) as u32),
                        None => continue,
                    }
                }
                (OmpClauseArgs::Default(DataSharing::None), _) => OmpArgs::None,
                (OmpClauseArgs::Default(DataSharing::Shared), _) => OmpArgs::DefaultShared,
                (OmpClauseArgs::Default(DataSharing::FirstPrivate), _)
                    if matches!(c.body, OmpBody::Task | OmpBody::Taskloop) =>
                {
                    OmpArgs::DefaultFirstprivate
                }
                (OmpClauseArgs::Default(_), _) => {
                    unsupported(self, format!("OpenMP '{cname}' clause with this kind"));
                    continue;
                }
                (OmpClauseArgs::Vars(vars), CK::Private | CK::FirstPrivate | CK::Shared) => {
                    OmpArgs::Vars(self.omp_vars(toks, vars, cname))
                }
                (OmpClauseArgs::Vars(vars), CK::CopyIn) => {
                    let vars = self.omp_vars(toks, vars, cname);
                    for v in &vars {
                        let tp = v.root.is_some_and(|d| {
                            let name = self.ast[d].name().cloned();
                            self.omp.info.is_threadprivate(d, name.as_ref())
                        });
                        if !tp {
                            self.omp_error_note(
                                v.span,
                                format!("'{}' must be 'threadprivate' for 'copyin'", v.name),
                                format!("{SPEC} §2.15.4.1: copyin copies the primary thread's threadprivate variables"),
                            );
                        }
                    }
                    OmpArgs::Vars(vars)
                }
                (OmpClauseArgs::LastPrivate { conditional, vars }, _) => {
                    if *conditional {
                        // 5.0 §2.19.4.5: on loops (a `simd` loop runs in order in one thread,
                        // which leaves the variable with the last value it assigned).
                        if !matches!(c.body, OmpBody::For | OmpBody::Simd) {
                            unsupported(
                                self,
                                format!(
                                    "OpenMP 'lastprivate(conditional:)' on '#pragma omp {}'",
                                    parsed.kind.name(parsed.lang)
                                ),
                            );
                            continue;
                        }
                        let vars = self.omp_vars(toks, vars, cname);
                        for v in &vars {
                            let t = self.types.unqualified(v.ty);
                            if !v.dims.is_empty() || !self.types.is_scalar(t) {
                                self.omp_error_note(
                                    v.span,
                                    format!("'{}' in 'lastprivate(conditional:)' must be a scalar variable", v.name),
                                    "OpenMP 5.0 §2.19.4.5: a list item that appears in a lastprivate clause with the conditional modifier must be a scalar variable",
                                );
                            }
                        }
                        OmpArgs::ConditionalVars(vars)
                    } else {
                        OmpArgs::Vars(self.omp_vars(toks, vars, cname))
                    }
                }
                (
                    OmpClauseArgs::Reduction {
                        modifier,
                        id,
                        vars,
                        id_range,
                    },
                    kind @ (CK::Reduction | CK::InReduction | CK::TaskReduction),
                ) => {
                    // `task` on `parallel` (5.0 §2.19.5.4): the region's tasks with
                    // `in_reduction` reduce into the thread's copy, which oxacc-oir's
                    // omp-lower combines after a barrier that completes them. On a combined
                    // `parallel for`/`parallel sections` the reduction stays the parallel
                    // region's (the worksharing construct shares its copies).
                    let task_modifier = matches!(modifier, Some(ReductionModifier::Task))
                        && kind == CK::Reduction
                        && c.parallel
                        && matches!(c.body, OmpBody::Plain | OmpBody::For | OmpBody::Sections);
                    c.task_reduction |= task_modifier;
                    if matches!(
                        modifier,
                        Some(ReductionModifier::Inscan | ReductionModifier::Task)
                    ) && !task_modifier
                    {
                        unsupported(self, "OpenMP 'reduction' modifier".into());
                        continue;
                    }
                    let vars = self.omp_reduction_vars(toks, vars);
                    let key = super::omp_udr::udr_key(toks, *id_range);
                    // §2.16: an identifier names a declare reduction; an operator on
                    // variables of a structure or union type does too.
                    let user = match id {
                        ReductionId::User(_) => true,
                        ReductionId::Op(_) => vars.iter().any(|v| {
                            v.dims.is_empty() && {
                                let t = self.types.unqualified(v.ty);
                                !self.types.is_scalar(t) && !self.types.is_array(t)
                            }
                        }),
                    };
                    if user && kind != CK::Reduction {
                        unsupported(
                            self,
                            format!("a user-defined reduction in OpenMP '{cname}'"),
                        );
                        continue;
                    }
                    if user {
                        if let Some(udrs) = self.omp_udr_lookup(&key, &vars) {
                            c.clauses.push(OmpClause {
                                kind: cl.kind,
                                span: at,
                                args: OmpArgs::UserReduction { vars, udrs },
                            });
                        }
                        continue;
                    }
                    let ReductionId::Op(op) = id else { continue };
                    let op = *op;
                    for v in &vars {
                        self.omp_reduction_type(op, v);
                    }
                    OmpArgs::Reduction { op, vars }
                }
                (OmpClauseArgs::Schedule { kind, chunk, .. }, _) => {
                    let chunk =
                        chunk.map(|r| self.omp_int_expr(toks, r, "OpenMP 'schedule' chunk size"));
                    OmpArgs::Schedule { kind: *kind, chunk }
                }
                (OmpClauseArgs::Expr(r), CK::Filter) => {
                    OmpArgs::Expr(self.omp_int_expr(toks, *r, "OpenMP 'filter' clause"))
                }
                (_, CK::Nowait) => OmpArgs::None,
                (OmpClauseArgs::Expr(r), CK::Grainsize | CK::NumTasks) => {
                    match self.omp_taskloop_clause(toks, *r, at, cname, &c.body) {
                        Some(e) => OmpArgs::Expr(e),
                        None => continue,
                    }
                }
                (_, CK::Nogroup) => OmpArgs::None,
                // `update(type)` of `depobj`: the dependence type, no locator.
                (OmpClauseArgs::Depend { kind, .. }, CK::Update) => OmpArgs::Depend {
                    kind: *kind,
                    vars: Vec::new(),
                    all_memory: false,
                    iterators: Vec::new(),
                },
                (_, CK::Destroy) => OmpArgs::None,
                (_, CK::Read | CK::Write | CK::Update | CK::Capture | CK::Compare) => {
                    OmpArgs::None
                }
                (_, CK::SeqCst) => {
                    c.seq_cst = true;
                    continue;
                }
                (
                    _,
                    CK::Final
                    | CK::Untied
                    | CK::Mergeable
                    | CK::Priority
                    | CK::Affinity
                    | CK::Detach
                    | CK::Depend
                    | CK::Doacross
                    | CK::CopyPrivate
                    | CK::ProcBind
                    | CK::Ordered
                    | CK::Linear
                    | CK::Threads
                    | CK::Simd
                    | CK::Allocate,
                ) => match self.omp_more_clause(cl, toks, at, &c.body) {
                    Some(a) => a,
                    None => continue,
                },
                // Hints and choices that do not change what a conforming program computes:
                // thread affinity, vector lengths and alignment, memory orders weaker than
                // the sequentially consistent atomics oxacc emits, critical hints.
                (
                    _,
                    CK::Safelen
                    | CK::Simdlen
                    | CK::Aligned
                    | CK::Nontemporal
                    | CK::Order
                    | CK::Bind
                    | CK::Hint
                    | CK::AcqRel
                    | CK::Acquire
                    | CK::Release
                    | CK::Relaxed
                    // 5.1 §2.19.7: a failed comparison's order is at most the operation's
                    // (sequentially consistent); `weak` is in the statement's form.
                    | CK::Fail
                    | CK::Weak,
                ) => continue,
                _ => {
                    unsupported(self, format!("OpenMP '{cname}' clause"));
                    continue;
                }
            };
            c.clauses.push(OmpClause {
                kind: cl.kind,
                span: at,
                args,
            });
        }
    }

    /// Parses `toks` as one C assignment-expression (typedef names in scope are known to the
    /// parser), without checking it. `at` is where an empty range is reported.
    pub(super) fn omp_parse_expr(&mut self, toks: &[Token], at: Span) -> crate::ast::ExprId {
        self.omp_parse_expr_as(toks, at, false)
    }

    /// As [`Self::omp_parse_expr`]; `comma`: a whole expression, comma operators included
    /// (a `declare reduction` combiner, §2.16).
    pub(super) fn omp_parse_expr_as(
        &mut self,
        toks: &[Token],
        at: Span,
        comma: bool,
    ) -> crate::ast::ExprId {
        let mut v = toks.to_vec();
        let end = toks.last().map_or(at, |t| Span {
            lo: t.span.hi,
            ..t.span
        });
        v.push(Token {
            kind: crate::token::TokenKind::Eof,
            text: SmolStr::default(),
            span: end,
            at_line_start: false,
        });
        let mut p = crate::parser::Parser::new(v, self.sm, self.diags);
        for t in toks
            .iter()
            .filter(|t| t.kind == crate::token::TokenKind::Ident)
        {
            if let Some(d) = self.lookup(&t.text) {
                p.declare_name(&t.text, self.ast[d].kind == DeclKind::Typedef);
            }
        }
        p.ast = std::mem::take(&mut self.ast);
        let e = if comma {
            p.parse_expr()
        } else {
            p.parse_assignment_expr()
        };
        let trailing = !p.at(crate::token::TokenKind::Eof);
        let trailing_span = p.span();
        let already = p.error_count > 0;
        self.ast = std::mem::take(&mut p.ast);
        if trailing && !already {
            self.error(trailing_span, "expected ',' or ')' in OpenMP clause");
        }
        e
    }

    pub(super) fn omp_range(toks: &[Token], r: TokRange) -> &[Token] {
        let s = (r.start as usize).min(toks.len());
        let e = (r.end as usize).clamp(s, toks.len());
        &toks[s..e]
    }

    /// A checked scalar condition (`if`, §2.12; `final`, §2.9.1): `clause` names it.
    pub(super) fn omp_condition(
        &mut self,
        toks: &[Token],
        r: TokRange,
        clause: &str,
    ) -> crate::ast::ExprId {
        let at = range_span(toks, r, self.acc.whole);
        let e = self.omp_parse_expr(Self::omp_range(toks, r), at);
        let e = self.rvalue(e);
        let ty = self.ty_of(e);
        if !self.types.is_error(ty) && !self.types.is_scalar(ty) {
            let msg = format!(
                "OpenMP '{clause}' clause requires expression of scalar type ('{}' invalid)",
                self.ty_str(ty)
            );
            let sp = self.span_of(e);
            self.error(sp, msg);
        }
        e
    }

    /// A checked integer expression (`num_threads`, chunk sizes, `filter`).
    pub(super) fn omp_int_expr(
        &mut self,
        toks: &[Token],
        r: TokRange,
        what: &str,
    ) -> crate::ast::ExprId {
        let at = range_span(toks, r, self.acc.whole);
        let e = self.omp_parse_expr(Self::omp_range(toks, r), at);
        self.acc_require_int(e, what)
    }

    /// A positive integer constant (`collapse(n)`, §2.7.1).
    pub(super) fn omp_const_int(
        &mut self,
        toks: &[Token],
        r: TokRange,
        what: &str,
    ) -> Option<i128> {
        let e = self.omp_int_expr(toks, r, what);
        if !self.types.is_integer(self.ty_of(e)) {
            return None;
        }
        let sp = self.span_of(e);
        match self.eval_int(e) {
            Some(v) if v > 0 => Some(v),
            Some(v) => {
                self.error(
                    sp,
                    format!("{what} requires a positive integer constant ({v} invalid)"),
                );
                None
            }
            None => {
                self.error(
                    sp,
                    format!("{what} requires an integer constant expression"),
                );
                None
            }
        }
    }

    /// A variable list of a data-sharing clause: variable names (§2.15.3; array sections
    /// and members are not supported yet).
    pub(super) fn omp_vars(
        &mut self,
        toks: &[Token],
        vars: &[TokRange],
        clause: &str,
    ) -> Vec<AccVar> {
        let mut out = Vec::new();
        for &r in vars {
            let item = Self::omp_range(toks, r);
            let at = range_span(toks, r, self.acc.whole);
            let name = match item {
                [t] if t.kind == crate::token::TokenKind::Ident => t.text.clone(),
                _ => {
                    let what = if item
                        .iter()
                        .any(|t| t.kind == crate::token::TokenKind::LBracket)
                    {
                        "an array section or element"
                    } else if item.iter().any(|t| matches!(t.text.as_str(), "." | "->")) {
                        "a structure member"
                    } else {
                        self.error(
                            at,
                            format!("expected a variable name in OpenMP '{clause}' clause"),
                        );
                        continue;
                    };
                    self.error(
                        at,
                        format!("{what} in OpenMP '{clause}' clause is not supported yet (only variable names)"),
                    );
                    continue;
                }
            };
            let base = self.omp_parse_expr(item, at);
            let base = self.expr(base);
            let ty = self.ty_of(base);
            if self.types.is_error(ty) {
                continue;
            }
            let root = self.designator_root(base);
            if root.is_none() {
                self.error(
                    at,
                    format!("'{name}' in OpenMP '{clause}' clause is not a variable"),
                );
                continue;
            }
            out.push(AccVar {
                base,
                name,
                root,
                ty,
                dims: Vec::new(),
                declared_extent: None,
                span: at,
            });
        }
        out
    }

    /// §2.15.3.6: arithmetic variables; the bitwise operators need integers, `max`/`min`
    /// real types; no arrays, pointers or structures.
    fn omp_reduction_type(&mut self, op: OmpReductionOp, v: &AccVar) {
        // Arrays and array sections reduce element by element.
        let mut ty = v.dims.last().map_or(v.ty, |d| d.elem);
        while let Some(e) = self.types.array_elem(ty) {
            ty = e;
        }
        let ty = self.types.unqualified(ty);
        let ok = match op {
            OmpReductionOp::BitAnd | OmpReductionOp::BitOr | OmpReductionOp::BitXor => {
                self.types.is_integer(ty)
            }
            OmpReductionOp::Max | OmpReductionOp::Min => {
                self.types.is_integer(ty) || self.types.is_real_floating(ty)
            }
            _ => self.types.is_arithmetic(ty),
        };
        if !ok {
            let t = self.ty_str(v.ty);
            self.omp_error_note(
                v.span,
                format!("invalid type '{t}' of variable '{}' in OpenMP 'reduction' clause", v.name),
                format!("{SPEC} §2.15.3.6: reduction variables are of arithmetic type (integer for '&', '|', '^'; no complex type for 'max', 'min')"),
            );
        }
    }

    /// §2.15.3.6: a reduction variable of a worksharing construct must be shared in the
    /// enclosing parallel region (not privatised by it).
    fn omp_reduction_shared(&mut self, c: &OmpConstruct) {
        if c.parallel || !matches!(c.body, OmpBody::For | OmpBody::Sections) {
            return;
        }
        let mut bad = Vec::new();
        for v in c.clauses_of(CK::Reduction).flat_map(|cl| cl.vars().iter()) {
            let Some(root) = v.root else { continue };
            for sc in self.omp.scopes.iter().rev() {
                if sc.private_here.contains(&root) {
                    bad.push(v.clone());
                }
                if sc.parallel {
                    break;
                }
            }
        }
        for v in bad {
            self.omp_error_note(
                v.span,
                format!("reduction variable '{}' is private in outer context", v.name),
                format!("{SPEC} §2.15.3.6: a reduction variable of a worksharing construct must be shared in the parallel region"),
            );
        }
    }

    /// The nesting rules of §2.17 that can be seen in one function (closely nested regions:
    /// no `parallel` in between).
    fn omp_nesting(&mut self, c: &OmpConstruct, at: Span) {
        let me = &c.body;
        if let Some(inner) = self.omp.scopes.last() {
            if inner.simd && !matches!(me, OmpBody::Atomic | OmpBody::Simd | OmpBody::OrderedSimd) {
                self.omp_error_note(
                    at,
                    "OpenMP constructs other than 'simd' or 'atomic' may not be nested inside 'simd' region",
                    format!("{SPEC} §2.17: no OpenMP construct may be nested inside a simd region"),
                );
                return;
            }
        }
        if c.parallel {
            return;
        }
        let mut problem = None;
        for sc in self.omp.scopes.iter().rev() {
            let outer = &sc.body;
            let bad = match me {
                OmpBody::For | OmpBody::Sections | OmpBody::Single => {
                    (is_worksharing(outer)
                        || matches!(outer, OmpBody::Critical(_) | OmpBody::Master))
                    .then_some("work-sharing region may not be closely nested inside of work-sharing, 'critical' or 'master' region")
                }
                OmpBody::Barrier => (is_worksharing(outer)
                    || matches!(outer, OmpBody::Critical(_) | OmpBody::Master))
                .then_some(
                    "barrier region may not be closely nested inside of work-sharing, 'critical' or 'master' region",
                ),
                OmpBody::Master => is_worksharing(outer).then_some(
                    "'master' region may not be closely nested inside of work-sharing region",
                ),
                _ => None,
            };
            if let Some(b) = bad {
                problem = Some(b);
                break;
            }
            if sc.parallel {
                break;
            }
        }
        if let OmpBody::Critical(n) = me {
            let name = n.clone().unwrap_or_default();
            if self
                .omp
                .scopes
                .iter()
                .any(|sc| sc.critical_name.as_ref() == Some(&name))
            {
                problem = Some(
                    "'critical' region may not be nested inside a 'critical' region with the same name",
                );
            }
        }
        if let Some(p) = problem {
            self.omp_error_note(
                at,
                p,
                format!("{SPEC} §2.17: restrictions on the nesting of regions"),
            );
        }
    }

    /// The statements of `sections` (§2.7.2): the first may go without `section`.
    fn omp_sections(&mut self, body: StmtId) -> Vec<StmtId> {
        let StmtKind::Compound(items) = self.ast[body].kind.clone() else {
            let at = self.ast[body].span;
            self.omp_error_note(
                at,
                "expected '{' after OpenMP 'sections'",
                format!("{SPEC} §2.7.2: the sections construct applies to a compound statement of section blocks"),
            );
            self.stmt(body);
            return Vec::new();
        };
        let mut out = Vec::new();
        self.push_scope(super::scope::ScopeKind::Block);
        for (i, item) in items.iter().enumerate() {
            let BlockItem::Stmt(s) = item else {
                if let BlockItem::Decl(g) = item {
                    self.error(
                        g.span,
                        "a declaration is not a section: only '#pragma omp section' blocks may appear in OpenMP 'sections'",
                    );
                }
                self.block_item(item);
                continue;
            };
            let section = match &self.ast[*s].kind {
                StmtKind::Directive { directive, body }
                    if self.ast[*directive].namespace == "omp"
                        && self.ast[*directive].name_words().first() == Some(&"section") =>
                {
                    Some((*directive, *body))
                }
                _ => None,
            };
            match section {
                Some((d, b)) => {
                    if let Some((parsed, toks, span)) = self.omp_parse(d) {
                        if parsed.kind != OmpDirectiveKind::Section {
                            let at = range_span(&toks, parsed.name, span);
                            self.error(at, "expected '#pragma omp section' in OpenMP 'sections'");
                        }
                    }
                    match b {
                        Some(b) => {
                            self.stmt(b);
                            out.push(b);
                        }
                        None => {
                            let at = self.ast[*s].span;
                            self.error(at, "expected a statement after '#pragma omp section'");
                        }
                    }
                }
                None if i == 0 => {
                    self.stmt(*s);
                    out.push(*s);
                }
                None => {
                    let at = self.ast[*s].span;
                    self.omp_error_note(
                        at,
                        "statement in OpenMP 'sections' must be preceded by '#pragma omp section'",
                        format!(
                            "{SPEC} §2.7.2: only the first section may omit the section directive"
                        ),
                    );
                    self.stmt(*s);
                }
            }
        }
        self.pop_scope();
        out
    }

    /// The canonical loops of a worksharing loop or `simd` (§2.6), with the OpenACC checks
    /// (the same C rules), then the OpenMP ones: a rectangular nest (§2.7.1: the iteration
    /// count of the associated loops is computed before the outermost loop) whose loop
    /// variables the body does not modify.
    fn omp_loops(&mut self, c: &mut OmpConstruct, body: StmtId, levels: u32, dname: &str) {
        let mut cur = body;
        let note = format!("{SPEC} §2.6: the associated loops must have canonical form");
        for k in 0..levels {
            match self.canonical_loop(cur) {
                Ok(l) => c.loops.push(l),
                Err((span, msg)) => {
                    let msg = msg
                        .replace(
                            "OpenACC 'loop' construct",
                            &format!("OpenMP '{dname}' construct"),
                        )
                        .replace("OpenACC 'loop'", &format!("OpenMP '{dname}'"))
                        .replace("OpenACC loop", &format!("OpenMP '{dname}'"));
                    self.omp_error_note(span, msg, note.clone());
                    c.loops.clear();
                    return;
                }
            }
            if k + 1 == levels {
                break;
            }
            let outer_body = c.loops.last().map_or(cur, |l| l.body);
            match self.nested_loop(outer_body, false) {
                Some((inner, _)) => cur = inner,
                None => {
                    let at = self.ast[outer_body].span;
                    self.omp_error_note(
                        at,
                        format!("not enough perfectly nested loops: OpenMP 'collapse({levels})' needs {levels} tightly nested 'for' loops, found {}", k + 1),
                        format!("{SPEC} §2.7.1: the loops associated by collapse must be perfectly nested"),
                    );
                    c.loops.clear();
                    return;
                }
            }
        }
        // 5.0 §2.9.1: with `!=` the loop variable moves by exactly one (gcc 12 agrees).
        for l in &c.loops {
            if l.test != crate::acc::LoopTest::Ne {
                continue;
            }
            let unit = l
                .step
                .map_or(Some(1), |e| self.eval_int(e))
                .is_some_and(|v| v == 1 || v == -1);
            if !unit {
                let at = l.step.map_or(self.ast[l.stmt].span, |e| self.ast[e].loc);
                self.omp_error_note(
                    at,
                    "increment is not constant 1 or -1 for '!=' condition",
                    "OpenMP 5.0 §2.9.1: with a '!=' test the loop variable must increase or decrease by 1",
                );
                c.loops.clear();
                return;
            }
        }
        // 4.5 §2.7.1: the bounds of an inner associated loop may not use an outer loop's
        // variable. 5.0 §2.9.1 allows such non-rectangular nests; omp-lower computes the
        // iteration space as a rectangle, so they are not supported yet.
        let mut bad = Vec::new();
        for (k, inner) in c.loops.iter().enumerate().skip(1) {
            let outer: Vec<DeclId> = c.loops[..k].iter().map(|l| l.var).collect();
            for e in [Some(inner.lower), Some(inner.bound), inner.step]
                .into_iter()
                .flatten()
            {
                walk_expr(&self.ast, e, &mut |n| {
                    if let Node::Expr(x) = n {
                        if let ExprKind::Ident {
                            res: Resolution::Decl(d),
                            ..
                        } = self.ast[x].kind
                        {
                            if outer.contains(&d) {
                                bad.push((x, d));
                            }
                        }
                    }
                });
            }
        }
        for &(x, d) in &bad {
            let name = self.ast[d].name().cloned().unwrap_or_default();
            self.omp_error_note(
                self.ast[x].loc,
                format!("non-rectangular loop nests are not supported yet: the bounds of a loop associated by OpenMP 'collapse' use the outer loop variable '{name}'"),
                format!("{SPEC} §2.7.1: the iteration count of the associated loops is computed before the outermost loop (OpenMP 5.0 allows non-rectangular nests)"),
            );
        }
        if !bad.is_empty() {
            c.loops.clear();
            return;
        }
        // Loop variables are not modified in the body.
        let vars: Vec<DeclId> = c.loops.iter().map(|l| l.var).collect();
        let Some(b) = c.loops.last().map(|l| l.body) else {
            return;
        };
        let mut bad = Vec::new();
        walk_stmt(&self.ast, b, &mut |n| {
            if let Node::Expr(e) = n {
                let target = match &self.ast[e].kind {
                    ExprKind::Assign { lhs, .. } => Some(*lhs),
                    ExprKind::Unary {
                        op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                        operand,
                    } => Some(*operand),
                    _ => None,
                };
                if let Some(t) = target.and_then(|t| self.ident_decl(t)) {
                    if vars.contains(&t) {
                        bad.push((e, t));
                    }
                }
            }
        });
        for (e, d) in bad {
            let name = self.ast[d].name().cloned().unwrap_or_default();
            self.omp_error_note(
                self.ast[e].loc,
                format!("loop variable '{name}' of an OpenMP '{dname}' loop must not be modified in the loop body"),
                format!("{SPEC} §2.6: the iteration count is computed before the loop runs"),
            );
        }
    }

    /// The statement of `atomic` (§2.13.6), by the clause that names its form (update by
    /// default).
    fn omp_atomic(&mut self, parsed: &OmpDirective, body: StmtId) -> Option<AccAtomic> {
        let has = |k| parsed.clauses.iter().any(|c| c.kind == k);
        if has(CK::Compare) {
            return self.omp_atomic_compare(has(CK::Capture), has(CK::Weak), body);
        }
        let kind = parsed
            .clauses
            .iter()
            .find_map(|c| match c.kind {
                CK::Read | CK::Write | CK::Update | CK::Capture => Some(c.kind),
                _ => None,
            })
            .unwrap_or(CK::Update);
        let (name, forms) = match kind {
            CK::Read => ("read", "'v = x;'"),
            CK::Write => ("write", "'x = expr;'"),
            CK::Capture => ("capture", "'v = x++;' (or another update expression), '{v = x; x binop= expr;}', '{x binop= expr; v = x;}' or '{v = x; x = expr;}'"),
            _ => ("update", "'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'"),
        };
        let found = match kind {
            CK::Read => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_read(e))
                .map(|(v, x)| AccAtomic::Read { v, x }),
            CK::Write => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_write(e))
                .map(|(x, expr)| AccAtomic::Write { x, expr }),
            CK::Capture => self.atomic_capture(body),
            _ => self
                .expr_stmt(body)
                .and_then(|e| self.atomic_update(e))
                .map(AccAtomic::Update),
        };
        // x is a scalar of real type (gcc 12 refuses complex types too).
        let x = found.as_ref().map(|f| match f {
            AccAtomic::Read { x, .. } | AccAtomic::Write { x, .. } => *x,
            AccAtomic::Update(u) | AccAtomic::Capture { update: u, .. } => u.x,
        });
        if let Some(x) = x.filter(|&x| self.types.is_complex(self.ast[x].ty)) {
            let t = self.ty_str(self.ast[x].ty);
            self.omp_error_note(
                self.ast[x].loc,
                format!("invalid expression type '{t}' for OpenMP 'atomic'"),
                format!("{SPEC} §2.13.6: x is an l-value of scalar type"),
            );
            return None;
        }
        let mut ill_typed = false;
        walk_stmt(&self.ast, body, &mut |n| {
            if let Node::Expr(e) = n {
                ill_typed |= self.types.is_error(self.ast[e].ty);
            }
        });
        if found.is_none() && !ill_typed {
            let at = self.ast[body].span;
            self.omp_error_note(
                at,
                format!("statement associated with OpenMP 'atomic {name}' directive is invalid"),
                format!("expected {forms}, where x and v are scalar l-values ({SPEC} §2.13.6)"),
            );
        }
        found
    }

    /// `default(none)` (§2.15.3.1): every variable the construct references must be listed
    /// in a data-sharing clause, unless its attribute is predetermined (declared inside,
    /// loop variables of worksharing loops, privatised by a nested construct).
    fn omp_default_none(&mut self, body: StmtId, named: &HashSet<DeclId>, at: Span, what: &str) {
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
        let mut seen = HashSet::new();
        for (d, name, span) in uses {
            let decl = &self.ast[d];
            let is_object = matches!(decl.kind, DeclKind::Ordinary | DeclKind::Param)
                && !self.types.is_function(decl.ty);
            let threadprivate = self.omp.info.is_threadprivate(d, decl.name());
            if !is_object
                || threadprivate
                || inside.contains(&d)
                || named.contains(&d)
                || !seen.insert(d)
            {
                continue;
            }
            let diag = Diagnostic::error(span, format!("'{name}' not specified in enclosing '{what}'"))
                .with_note(Some(at), format!("enclosing '{what}' with 'default(none)' is here"))
                .with_note(None, format!("{SPEC} §2.15.3.1: with default(none), every variable referenced in the construct must be listed in a data-sharing attribute clause"));
            self.emit(diag);
        }
    }

    /// `threadprivate(list)` (§2.15.2): variables of static storage declared before, one
    /// copy per thread (thread-local storage, as gcc implements it).
    fn omp_threadprivate(&mut self, parsed: &OmpDirective, toks: &[Token], span: Span) {
        let OmpDirectiveArgs::List(items) = &parsed.args else {
            return;
        };
        for &r in items {
            let at = range_span(toks, r, span);
            let s = (r.start as usize).min(toks.len());
            let e = (r.end as usize).clamp(s, toks.len());
            let name = match &toks[s..e] {
                [t] if t.kind == crate::token::TokenKind::Ident => t.text.clone(),
                _ => {
                    self.error(at, "expected a variable name in OpenMP 'threadprivate'");
                    continue;
                }
            };
            let Some(d) = self.lookup(&name) else {
                self.error(at, format!("use of undeclared identifier '{name}'"));
                continue;
            };
            let decl = &self.ast[d];
            let is_var = decl.kind == DeclKind::Ordinary && !self.types.is_function(decl.ty);
            if !is_var || decl.storage != StorageDuration::Static {
                self.omp_error_note(
                    at,
                    format!("'{name}' cannot be 'threadprivate': it is not a variable of static storage"),
                    format!("{SPEC} §2.15.2: threadprivate applies to file-scope, namespace-scope and static block-scope variables"),
                );
                continue;
            }
            if decl.linkage == crate::ast::Linkage::None {
                self.omp.info.threadprivate_locals.insert(d);
            } else {
                self.omp.info.threadprivate_globals.insert(name);
            }
        }
    }

    // ---- branches (§2.1: a structured block has one entry and one exit) ----

    /// The enclosing constructs for the shared jump rules (every OpenMP construct is a
    /// structured block: the innermost one decides).
    fn omp_frames(&self) -> Vec<JumpFrame> {
        self.omp
            .scopes
            .iter()
            .map(|sc| JumpFrame {
                loop_base: sc.loop_base,
                break_base: sc.break_base,
                loop_levels: sc.loop_levels,
                boundary: true,
                blocks_return: true,
                name: body_name(&sc.body),
            })
            .collect()
    }

    pub(crate) fn omp_check_jump(&mut self, span: Span, is_break: bool) {
        let (jump, depth, what) = if is_break {
            (Jump::Break, self.break_depth, "break")
        } else {
            (Jump::Continue, self.loop_depth, "continue")
        };
        if let Some(v) = jumps::check_jump(Family::Omp, &self.omp_frames(), jump, depth, what) {
            self.omp_error_note(span, v.message, v.note);
        }
    }

    pub(crate) fn omp_check_return(&mut self, span: Span) {
        if let Some(v) = jumps::check_return(Family::Omp, &self.omp_frames(), "return") {
            self.omp_error_note(span, v.message, v.note);
        }
    }

    pub(crate) fn omp_label(&mut self, name: &SmolStr) {
        let region = self.omp.scopes.last().map_or(0, |s| s.region);
        self.omp.gotos.label(name.clone(), region);
    }

    pub(crate) fn omp_goto(&mut self, name: &SmolStr, span: Span) {
        let region = self.omp.scopes.last().map_or(0, |s| s.region);
        self.omp.gotos.goto(name.clone(), span, region);
    }

    /// At the end of a function: gotos into or out of structured blocks.
    pub(crate) fn omp_finish_function(&mut self) {
        self.omp.scopes.clear();
        for (span, v) in self.omp.gotos.finish(Family::Omp) {
            self.omp_error_note(span, v.message, v.note);
        }
    }
}
