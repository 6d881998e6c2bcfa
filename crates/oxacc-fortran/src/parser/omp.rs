//! `!$omp` lines (OpenMP 4.5 §2.1.1–§2.1.2, Fortran forms), read as `!$acc` lines are
//! ([`super::acc`]): the text is lexed by the Fortran lexer, handed to the shared directive
//! grammar (`oxacc_directives::parse_omp`/`check_omp`, [`Lang::Fortran`]), and every clause
//! argument is parsed back as a Fortran expression or designator. Which lines open a construct
//! and which close one is decided here; the pairing is in [`super::construct`].

use oxacc_directives::omp::{
    Construct, DependKind, Leaf, OmpClauseArgs, OmpClauseKind, OmpDirective as Parsed,
    OmpDirectiveArgs, OmpDirectiveKind,
};
use oxacc_directives::{self as dir, DirToken, Lang, TokKind};
use oxacc_source::{Diagnostic, Span};

use super::acc::{range_span, ArgParser, R};
use super::dirline::{self, Line, Sentinel};
use super::omp_device::{Closed, DeviceState};
use super::omp_meta::Meta;
use super::{Flat, IdGen};
use crate::ast::omp::{self as a, OmpArgs, OmpClause, OmpConstruct, OmpDirective};
use crate::ast::StmtKind;
use crate::lexer::SyntaxError;
use crate::source_form::DirectiveLine;
use crate::{FortranOptions, SourceForm};
use oxacc_offload::omp_context::Context;
use oxacc_offload::omp_device;

/// How a directive takes part in construct pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OmpShape {
    /// Closed by its required `end` directive (4.5 §2.5, §2.7.2–§2.7.4, §2.13).
    Block,
    /// Applies to the DO loop that follows; `end` optional (4.5 §2.7.1, §2.8, §2.11).
    Loop,
    /// `atomic` (4.5 §2.13.6): one statement and an optional `end atomic`; `capture`
    /// blocks of two statements end with a required `end atomic`.
    Atomic { capture: bool },
}

fn loop_leaf(c: Construct) -> bool {
    [
        Leaf::For,
        Leaf::Simd,
        Leaf::Distribute,
        Leaf::Loop,
        Leaf::Taskloop,
    ]
    .into_iter()
    .any(|l| c.has(l))
}

/// The pairing shape of a directive; `None` for the directives that stand alone.
pub(crate) fn shape(d: &OmpDirective) -> Option<OmpShape> {
    let c = d.construct()?;
    if c.has(Leaf::Atomic) {
        let capture = d.clauses.iter().any(|c| c.kind == OmpClauseKind::Capture);
        return Some(OmpShape::Atomic { capture });
    }
    // `ordered` with `depend` stands alone (4.5 §2.13.8).
    if c.single() == Some(Leaf::Ordered)
        && d.clauses
            .iter()
            .any(|c| matches!(c.kind, OmpClauseKind::Depend | OmpClauseKind::Doacross))
    {
        return None;
    }
    Some(if loop_leaf(c) {
        OmpShape::Loop
    } else {
        OmpShape::Block
    })
}

/// `!$omp end <construct>`, for messages.
pub(crate) fn end_spelling(c: Construct) -> String {
    format!("!$omp end {}", c.name(Lang::Fortran))
}

/// OpenMP's sentinel for [`dirline::read`].
struct Omp;

impl Sentinel for Omp {
    type Parsed = Parsed;
    const GROUP: &'static str = "openmp";
    fn parse(dts: &[DirToken]) -> Result<Parsed, dir::DirError> {
        dir::parse_omp(dts, Lang::Fortran)
    }
    fn check(parsed: &Parsed, dts: &[DirToken]) -> Vec<dir::DirError> {
        dir::check_omp(parsed, dts)
    }
    fn recovered(dts: &[DirToken], whole: Span) -> Flat {
        recovered(dts, whole)
    }
}

/// One `!$omp` line as a flat statement and the diagnostics it produced (in order).
pub(crate) fn omp_line(
    d: &DirectiveLine,
    next: Option<&DirectiveLine>,
    do_loop: &dyn Fn() -> Option<super::omp_device::DoLoop>,
    device: &mut DeviceState,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> (Flat, Vec<Diagnostic>) {
    let Line {
        mut toks,
        whole,
        mut parsed,
        mut diags,
        mut failed,
    } = match dirline::read::<Omp>(d, options) {
        Ok(line) => line,
        Err(done) => return *done,
    };
    if !failed {
        let ctx = if device.region() == omp_device::Region::Host {
            Context::host(device.context_leaves())
        } else {
            Context::device(device.context_leaves(), options.offload_arch.as_deref())
        };
        match super::omp_meta::resolve(&toks, &parsed, whole, &ctx) {
            None => {}
            Some(Meta::Nothing) => return (Flat::Simple(StmtKind::Continue), diags),
            Some(Meta::Failed(e)) => {
                diags.push(e);
                return (Flat::Simple(StmtKind::Error), diags);
            }
            Some(Meta::Directive(t, p, more, f)) => {
                if matches!(p.kind, OmpDirectiveKind::End(_)) {
                    diags.push(Diagnostic::error(
                        whole,
                        "a metadirective's directive cannot be an 'end' directive",
                    ));
                    return (Flat::Simple(StmtKind::Error), diags);
                }
                (toks, parsed) = (t, p);
                diags.extend(more);
                failed = f;
            }
        }
    }
    let name_span = range_span(&toks, parsed.name, whole);
    // The teams construct of a `target` around it takes some of the target's clauses.
    let mut carried = Vec::new();
    if !failed
        && device.region() == omp_device::Region::TargetTeams
        && parsed.kind.construct().is_some_and(|c| c.has(Leaf::Teams))
    {
        if let Some((ttoks, target)) = device.around_teams.take() {
            carried = omp_device::target_clauses_to_teams(&target, &parsed, toks.len() as u32);
            if !carried.is_empty() {
                toks.extend(ttoks);
            }
        }
    }
    let mut cx = ArgParser {
        toks: &toks,
        text: &d.text,
        ids,
        fixed: options.form == SourceForm::Fixed,
        whole,
    };
    if let OmpDirectiveKind::End(c) = parsed.kind {
        // The end of a device construct closes the OpenACC construct it became.
        // (A parallel region of a target region stays an OpenMP construct: `None`.)
        match device.close(c) {
            // A loop construct that became an OpenACC `loop` (whose optional `!$acc end loop`
            // is OpenACC source's extension): its OpenMP end line ends nothing more.
            Some(Closed::Acc(oxacc_directives::EndKind::Loop)) => {
                let line = crate::ast::Directive {
                    sentinel: d.sentinel,
                    sentinel_span: d.sentinel_span,
                    text: d.text.clone(),
                };
                return (Flat::Simple(crate::ast::StmtKind::Directive(line)), diags);
            }
            Some(Closed::Acc(k)) => return (Flat::AccEnd(k, name_span), diags),
            Some(Closed::ThreadRegionIn(k)) => {
                let end = super::omp_device::close_thread_region_in(device, k, whole, name_span);
                return (end, diags);
            }
            Some(Closed::AccIn(inner, outer)) => {
                device.more.push(Flat::AccEnd(outer, name_span));
                return (Flat::AccEnd(inner, name_span), diags);
            }
            Some(Closed::ThreadRegion) | None => {}
        }
    } else if !failed {
        let body = super::omp_device::peek_target_body(next, options);
        let on_host = device.region() == omp_device::Region::Host;
        if let Some((flat, more)) = super::omp_device::translate(
            &mut cx,
            device,
            &parsed,
            super::omp_device::Ahead {
                body: body.as_ref(),
                do_loop,
                carried,
            },
            &toks,
            whole,
            name_span,
        ) {
            if device.region() == omp_device::Region::TargetTeams
                && parsed
                    .kind
                    .construct()
                    .is_some_and(|c| c.has(Leaf::Target) && !c.has(Leaf::Teams))
            {
                device.around_teams = Some((toks.clone(), parsed.clone()));
            }
            diags.extend(more);
            // An undeferred target task met on the host waits for its dependences first
            // (5.0 §2.12.5, §2.17.11): a `taskwait` with its depend clauses, then the
            // construct.
            if on_host
                && parsed
                    .clauses
                    .iter()
                    .any(|c| c.kind == OmpClauseKind::Depend)
            {
                let mut wait = parsed.clone();
                wait.kind = OmpDirectiveKind::Taskwait;
                wait.clauses.retain(|c| c.kind == OmpClauseKind::Depend);
                match directive(&mut cx, &wait, whole, name_span) {
                    Ok(w) => {
                        device.more.insert(0, flat);
                        let w = Flat::Simple(StmtKind::OmpDirective(Box::new(w)));
                        return (w, diags);
                    }
                    Err(e) => diags.push(Diagnostic::error(e.span, e.message)),
                }
            }
            return (flat, diags);
        }
    }
    let directive = match directive(&mut cx, &parsed, whole, name_span) {
        Ok(mut dv) => {
            if !failed {
                dv.orphan =
                    super::omp_device::orphan_form(&mut cx, &parsed, do_loop, whole, name_span);
            }
            dv
        }
        Err(e) => {
            diags.push(Diagnostic::error(e.span, e.message));
            failed = true;
            OmpDirective {
                kind: parsed.kind,
                span: whole,
                name_span,
                clauses: Vec::new(),
                name: None,
                list: Vec::new(),
                udr: None,
                team_bounds: Vec::new(),
                mapper: None,
                orphan: None,
            }
        }
    };
    if let OmpDirectiveKind::End(c) = parsed.kind {
        return (Flat::OmpEnd(c, Box::new(directive)), diags);
    }
    let flat = match shape(&directive) {
        Some(_) => Flat::OmpBegin(Box::new(directive), failed),
        None if failed => Flat::Simple(StmtKind::Error),
        None => Flat::Simple(StmtKind::OmpDirective(Box::new(directive))),
    };
    (flat, diags)
}

/// A construct whose translation failed (reported), kept for pairing with its `end`.
pub(crate) fn failed_construct(parsed: &Parsed, whole: Span, name_span: Span) -> Option<Flat> {
    let d = OmpDirective {
        kind: parsed.kind,
        span: whole,
        name_span,
        clauses: Vec::new(),
        name: None,
        list: Vec::new(),
        udr: None,
        team_bounds: Vec::new(),
        mapper: None,
        orphan: None,
    };
    shape(&d)?;
    Some(Flat::OmpBegin(Box::new(d), true))
}

/// A line that did not parse: when its leading words still name a construct or an `end`
/// directive it is kept for pairing (one mistake, one error), its clauses dropped.
fn recovered(dts: &[DirToken], whole: Span) -> Flat {
    let words = dts.iter().take_while(|t| t.kind == TokKind::Ident).count();
    for n in (1..=words.min(5)).rev() {
        if let Ok(p) = dir::parse_omp(&dts[..n], Lang::Fortran) {
            let d = OmpDirective {
                kind: p.kind,
                span: whole,
                name_span: whole,
                clauses: Vec::new(),
                name: None,
                list: Vec::new(),
                udr: None,
                team_bounds: Vec::new(),
                mapper: None,
                orphan: None,
            };
            if let OmpDirectiveKind::End(c) = p.kind {
                return Flat::OmpEnd(c, Box::new(d));
            }
            if shape(&d).is_some() {
                return Flat::OmpBegin(Box::new(d), true);
            }
            break;
        }
    }
    Flat::Simple(StmtKind::Error)
}

pub(super) fn directive(
    cx: &mut ArgParser<'_, '_>,
    d: &Parsed,
    whole: Span,
    name_span: Span,
) -> R<OmpDirective> {
    let (mut name, mut list, mut udr, mut mapper) = (None, Vec::new(), None, None);
    match &d.args {
        OmpDirectiveArgs::Mapper { id, ty, var } => {
            mapper = Some(Box::new(cx.mapper_decl(*id, *ty, *var)?));
        }
        OmpDirectiveArgs::Name(r) => name = Some(cx.name(*r)?),
        OmpDirectiveArgs::List(rs) => list = cx.objects(rs)?,
        OmpDirectiveArgs::DeclareReduction {
            id_range,
            types,
            combiner,
            ..
        } => {
            let init = d.clauses.iter().find_map(|c| match (&c.args, c.kind) {
                (OmpClauseArgs::Expr(r), OmpClauseKind::Initializer) => Some(*r),
                _ => None,
            });
            udr = Some(Box::new(
                cx.declare_reduction(*id_range, types, *combiner, init)?,
            ));
        }
        _ => {}
    }
    let mut clauses = Vec::with_capacity(d.clauses.len());
    if d.kind == OmpDirectiveKind::Allocators {
        // 5.2 §6.7 `allocators allocate([allocator(a):] list)`: read as the 5.0 directive
        // of the ALLOCATE statement, `allocate(list) allocator(a)`.
        let mut allocator: Option<oxacc_directives::TokRange> = None;
        for c in &d.clauses {
            let OmpClauseArgs::Allocate {
                allocator: a,
                align,
                vars,
            } = &c.args
            else {
                continue;
            };
            if align.is_some() || (allocator.is_some() && a.is_some()) {
                return Err(SyntaxError::new(
                    cx.span(c.span),
                    "'allocators' with 'align' or with more than one allocator is not supported \
                     yet (one 'allocators' line per allocator)",
                ));
            }
            allocator = allocator.or(*a);
            list.extend(cx.objects(vars)?);
        }
        if let Some(r) = allocator {
            clauses.push(OmpClause {
                kind: OmpClauseKind::Allocator,
                span: cx.span(r),
                args: OmpArgs::Expr(cx.expr(r)?),
            });
        }
        return Ok(OmpDirective {
            kind: d.kind,
            span: whole,
            name_span,
            clauses,
            name,
            list,
            udr,
            team_bounds: Vec::new(),
            mapper,
            orphan: None,
        });
    }
    for c in &d.clauses {
        let args = match &c.args {
            OmpClauseArgs::None => OmpArgs::None,
            // `declare reduction`'s initializer is a statement (its `udr`).
            OmpClauseArgs::Expr(_) if c.kind == OmpClauseKind::Initializer => OmpArgs::None,
            OmpClauseArgs::Expr(r) => OmpArgs::Expr(cx.expr(*r)?),
            OmpClauseArgs::Vars(rs) => OmpArgs::Vars(cx.objects(rs)?),
            OmpClauseArgs::LastPrivate {
                vars,
                conditional: false,
            } => OmpArgs::Vars(cx.objects(vars)?),
            OmpClauseArgs::LastPrivate {
                vars,
                conditional: true,
            } => OmpArgs::ConditionalVars(cx.objects(vars)?),
            OmpClauseArgs::If { condition, .. } => OmpArgs::Expr(cx.expr(*condition)?),
            OmpClauseArgs::Default(k) => OmpArgs::Default(*k),
            OmpClauseArgs::Match(sel) => OmpArgs::Match(sel.clone()),
            OmpClauseArgs::Bind(k) => OmpArgs::Bind(*k),
            OmpClauseArgs::Map {
                modifiers,
                map_type,
                vars,
            } if d.kind == OmpDirectiveKind::DeclareMapper
                && modifiers.iter().all(|m| {
                    use oxacc_directives::omp::MapModifier as M;
                    matches!(m, M::Always | M::Close)
                }) =>
            {
                OmpArgs::Map {
                    map_type: map_type.unwrap_or(oxacc_directives::omp::MapType::Tofrom),
                    always: modifiers.contains(&oxacc_directives::omp::MapModifier::Always),
                    vars: cx.objects(vars)?,
                }
            }
            OmpClauseArgs::Reduction {
                id: oxacc_directives::omp::ReductionId::Op(op),
                vars,
                modifier,
                ..
            } => OmpArgs::Reduction {
                op: *op,
                vars: cx.objects(vars)?,
                task: *modifier == Some(oxacc_directives::omp::ReductionModifier::Task),
            },
            OmpClauseArgs::Reduction {
                id: oxacc_directives::omp::ReductionId::User(id),
                vars,
                modifier: None,
                ..
            } => OmpArgs::UserReduction {
                id: id.to_ascii_lowercase().into(),
                vars: cx.objects(vars)?,
            },
            OmpClauseArgs::Reduction {
                id: oxacc_directives::omp::ReductionId::User(id),
                vars,
                modifier: Some(oxacc_directives::omp::ReductionModifier::Default),
                ..
            } => OmpArgs::UserReduction {
                id: id.to_ascii_lowercase().into(),
                vars: cx.objects(vars)?,
            },
            OmpClauseArgs::Schedule { kind, chunk, .. } => OmpArgs::Schedule {
                kind: *kind,
                chunk: chunk.map(|r| cx.expr(r)).transpose()?,
            },
            // `dist_schedule(static[, chunk])` of a host league's distribute loop (5.0 §2.9.4.1).
            OmpClauseArgs::DistSchedule { chunk } => OmpArgs::Schedule {
                kind: oxacc_directives::omp::ScheduleKind::Static,
                chunk: chunk.map(|r| cx.expr(r)).transpose()?,
            },
            OmpClauseArgs::Linear {
                modifier: None,
                vars,
                step,
            } => OmpArgs::Linear {
                vars: cx.objects(vars)?,
                step: step.map(|r| cx.expr(r)).transpose()?,
            },
            OmpClauseArgs::Depend {
                kind:
                    kind @ (DependKind::In
                    | DependKind::Out
                    | DependKind::Inout
                    | DependKind::Mutexinoutset
                    | DependKind::Depobj),
                iterator,
                vars,
            } => OmpArgs::Depend {
                kind: *kind,
                vars: cx.objects(vars)?,
                iterators: match iterator {
                    Some(r) if *kind != DependKind::Depobj => cx.iterators(*r)?,
                    Some(r) => {
                        return Err(SyntaxError::new(
                            cx.span(*r),
                            "an 'iterator' modifier with 'depend(depobj: …)' (OpenMP 5.0 §2.17.11: not allowed)",
                        ))
                    }
                    None => Vec::new(),
                },
            },
            // The doacross vectors of `ordered` (4.5 §2.13.9; 5.2 §15.9.6 `doacross`): the
            // directive grammar checked each sink element's `x [± d]` form.
            OmpClauseArgs::Depend {
                kind: DependKind::Source,
                ..
            } => OmpArgs::Source,
            OmpClauseArgs::Depend {
                kind: DependKind::SinkPrevious,
                ..
            } => OmpArgs::SinkPrevious,
            OmpClauseArgs::Depend {
                kind: DependKind::Sink,
                iterator: None,
                vars,
            } => {
                let mut vec = Vec::with_capacity(vars.len());
                for &r in vars {
                    let var = cx.name(dir::TokRange::new(r.start as usize, r.start as usize + 1))?;
                    vec.push((var, cx.expr(r)?));
                }
                OmpArgs::Sink(vec)
            }
            OmpClauseArgs::Allocate { align: Some(_), .. } => {
                return Err(SyntaxError::new(
                    cx.span(c.span),
                    "the 'align' modifier of the OpenMP 'allocate' clause is not supported yet",
                ))
            }
            _ => OmpArgs::Other,
        };
        clauses.push(OmpClause {
            kind: c.kind,
            span: cx.span(c.span),
            args,
        });
    }
    Ok(OmpDirective {
        kind: d.kind,
        span: whole,
        name_span,
        clauses,
        name,
        list,
        udr,
        team_bounds: Vec::new(),
        mapper,
        orphan: None,
    })
}

/// A construct built by the pairing, for [`super::construct`].
pub(crate) fn construct(
    directive: OmpDirective,
    body: Vec<crate::ast::Stmt>,
    end: Option<(Span, Vec<OmpClause>)>,
) -> StmtKind {
    let (end, end_clauses) = match end {
        Some((s, c)) => (Some(s), c),
        None => (None, Vec::new()),
    };
    StmtKind::OmpConstruct(Box::new(OmpConstruct {
        directive,
        body,
        end,
        end_clauses,
    }))
}

impl ArgParser<'_, '_> {
    /// `iterator(spec, …)` (5.0 §2.1.6), each spec `[integer[(kind)] ::] name = begin : end
    /// [: step]`; the type, when written, must be an integer one (sema checks the rest).
    pub(super) fn iterators(&mut self, r: dir::TokRange) -> R<Vec<a::OmpIterator>> {
        use crate::lexer::{Punct, TokenKind};
        let toks = self.sub(r)?;
        let bad = |span| {
            SyntaxError::new(
                span,
                "expected '[integer ::] name = begin : end [: step]' in an OpenMP 'iterator' modifier",
            )
        };
        let open = toks
            .iter()
            .position(|t| t.is_punct(Punct::LParen))
            .ok_or_else(|| bad(self.span(r)))?;
        if toks.len() < open + 3 || !toks[toks.len() - 1].is_punct(Punct::RParen) {
            return Err(bad(self.span(r)));
        }
        // Top-level pieces of the range [lo, hi) of `toks` split at `sep`.
        let split = |lo: usize, hi: usize, sep: Punct| {
            let mut out = Vec::new();
            let (mut depth, mut start) = (0i32, lo);
            for (j, t) in toks.iter().enumerate().take(hi).skip(lo) {
                if t.is_punct(Punct::LParen) {
                    depth += 1;
                } else if t.is_punct(Punct::RParen) {
                    depth -= 1;
                } else if depth == 0 && t.is_punct(sep) {
                    out.push((start, j));
                    start = j + 1;
                }
            }
            out.push((start, hi));
            out
        };
        let base = r.start as usize;
        let range = |a: usize, b: usize| dir::TokRange {
            start: (base + a) as u32,
            end: (base + b) as u32,
        };
        let mut out = Vec::new();
        for (a, b) in split(open + 1, toks.len() - 1, Punct::Comma) {
            let eq = (a..b)
                .find(|&j| toks[j].is_punct(Punct::Assign))
                .ok_or_else(|| bad(self.span(range(a, b))))?;
            let mut first = a;
            if let Some(cc) = (a..eq).find(|&j| toks[j].is_punct(Punct::ColonColon)) {
                let integer = matches!(&toks[a].kind, TokenKind::Name(n) if n.eq_ignore_ascii_case("integer"));
                if !integer {
                    return Err(SyntaxError::new(
                        self.span(range(a, cc)),
                        "an OpenMP iterator in Fortran must be of an integer type here",
                    ));
                }
                first = cc + 1;
            }
            if eq != first + 1 {
                return Err(bad(self.span(range(a, b))));
            }
            let name = self.name(range(first, eq))?;
            let parts = split(eq + 1, b, Punct::Colon);
            if !(2..=3).contains(&parts.len()) || parts.iter().any(|&(x, y)| x >= y) {
                return Err(bad(self.span(range(a, b))));
            }
            let begin = self.expr(range(parts[0].0, parts[0].1))?;
            let end = self.expr(range(parts[1].0, parts[1].1))?;
            let step = match parts.get(2) {
                Some(&(x, y)) => Some(self.expr(range(x, y))?),
                None => None,
            };
            out.push(a::OmpIterator {
                name,
                begin,
                end,
                step,
            });
        }
        Ok(out)
    }

    /// `[id:] type :: var` of `declare mapper` (5.0 §2.19.7.3): the type is a derived
    /// type's name, written alone or as `type(name)`.
    fn mapper_decl(
        &mut self,
        id: Option<oxacc_directives::TokRange>,
        ty: oxacc_directives::TokRange,
        var: oxacc_directives::TokRange,
    ) -> R<a::OmpMapperDecl> {
        let id = match id {
            Some(r) => self.name(r)?.key,
            None => "default".into(),
        };
        let var = self.name(var)?;
        let toks = self.sub(ty)?;
        let toks = match toks.split_last() {
            Some((last, rest)) if last.is_punct(crate::lexer::Punct::ColonColon) => rest,
            _ => toks,
        };
        let name = match toks {
            [t] => Some(t),
            [k, open, t, close]
                if matches!(&k.kind, crate::lexer::TokenKind::Name(n) if n.eq_ignore_ascii_case("type"))
                    && open.is_punct(crate::lexer::Punct::LParen)
                    && close.is_punct(crate::lexer::Punct::RParen) =>
            {
                Some(t)
            }
            _ => None,
        };
        let ty = match name.map(|t| (&t.kind, t.span)) {
            Some((crate::lexer::TokenKind::Name(n), span)) => {
                crate::ast::Name::new(n.as_str(), span)
            }
            _ => return Err(SyntaxError::new(
                self.span(ty),
                "expected a derived type's name and '::' before the variable in 'declare mapper'",
            )),
        };
        Ok(a::OmpMapperDecl { id, ty, var })
    }

    /// The parts of `declare reduction` (4.5 §2.16): the type specifications, and the
    /// combiner and initializer as statements (an assignment or a CALL).
    fn declare_reduction(
        &mut self,
        id: dir::TokRange,
        types: &[dir::TokRange],
        combiner: dir::TokRange,
        init: Option<dir::TokRange>,
    ) -> R<a::OmpDeclareReduction> {
        let name: String = id
            .slice(self.toks)
            .iter()
            .map(|t| match &t.kind {
                crate::lexer::TokenKind::Name(n) => n.to_ascii_lowercase(),
                _ => self.text_of(t.span),
            })
            .collect();
        let mut specs = Vec::with_capacity(types.len());
        for &r in types {
            let toks = r.slice(self.toks);
            // A derived type is named by itself (a derived-type-spec, F2018 §7.5.8).
            if let [t] = toks {
                if let crate::lexer::TokenKind::Name(n) = &t.kind {
                    let intrinsic = matches!(
                        n.to_ascii_lowercase().as_str(),
                        "integer"
                            | "real"
                            | "complex"
                            | "logical"
                            | "character"
                            | "doubleprecision"
                    );
                    if !intrinsic {
                        specs.push(crate::ast::TypeSpec {
                            kind: crate::ast::TypeKind::Derived(crate::ast::Name::new(n, t.span)),
                            params: Vec::new(),
                            star: None,
                            span: t.span,
                        });
                        continue;
                    }
                }
            }
            let mut p = super::Parser::new(toks, self.text, self.ids, self.fixed);
            specs.push(p.type_spec()?);
            if let Some(t) = p.peek() {
                return Err(SyntaxError::new(
                    t.span,
                    format!("unexpected {} after a type specification", t.describe()),
                ));
            }
        }
        let combiner = Box::new(self.udr_stmt(combiner, "combiner")?);
        let initializer = match init {
            Some(r) => Some(Box::new(self.udr_stmt(r, "initializer")?)),
            None => None,
        };
        Ok(a::OmpDeclareReduction {
            name: name.into(),
            name_span: self.span(id),
            types: specs,
            combiner,
            initializer,
        })
    }

    fn text_of(&self, span: Span) -> String {
        self.toks
            .iter()
            .find(|t| t.span == span)
            .map(|t| t.describe())
            .unwrap_or_default()
    }

    /// A combiner or initializer: `x = expr` or `call sub(args)`.
    fn udr_stmt(&mut self, r: dir::TokRange, what: &str) -> R<crate::ast::Stmt> {
        let span = self.span(r);
        if r.is_empty() {
            return Err(SyntaxError::new(span, format!("expected a {what}")));
        }
        let toks = r.slice(self.toks);
        // Not an assignment: a subroutine name and its arguments (4.5 §2.16), a CALL.
        let assignment = toks.iter().any(|t| t.is_punct(crate::lexer::Punct::Assign));
        let mut call;
        let toks = if assignment {
            toks
        } else {
            let first = &toks[0];
            call = vec![crate::lexer::Token {
                kind: crate::lexer::TokenKind::Name("call".into()),
                lo: first.lo,
                hi: first.lo,
                span: first.span,
            }];
            call.extend_from_slice(toks);
            &call[..]
        };
        let mut p = super::Parser::new(toks, self.text, self.ids, self.fixed);
        let flat = p.statement_body()?;
        match flat {
            Flat::Simple(kind @ (StmtKind::Assign { .. } | StmtKind::Call { .. })) => {
                Ok(crate::ast::Stmt {
                    id: self.ids.stmt(),
                    label: None,
                    construct_name: None,
                    kind,
                    span,
                })
            }
            _ => Err(SyntaxError::new(
                span,
                format!("the {what} of 'declare reduction' must be an assignment or a subroutine name with its arguments (OpenMP 4.5 §2.16)"),
            )),
        }
    }
}
