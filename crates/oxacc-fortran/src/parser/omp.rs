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
use super::omp_device::DeviceState;
use super::{Flat, IdGen};
use crate::ast::omp::{OmpArgs, OmpClause, OmpConstruct, OmpDirective};
use crate::ast::StmtKind;
use crate::source_form::DirectiveLine;
use crate::{FortranOptions, SourceForm};

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
        && d.clauses.iter().any(|c| c.kind == OmpClauseKind::Depend)
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
    device: &mut DeviceState,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> (Flat, Vec<Diagnostic>) {
    let Line {
        toks,
        whole,
        parsed,
        mut diags,
        mut failed,
    } = match dirline::read::<Omp>(d, options) {
        Ok(line) => line,
        Err(done) => return *done,
    };
    let name_span = range_span(&toks, parsed.name, whole);
    let mut cx = ArgParser {
        toks: &toks,
        text: &d.text,
        ids,
        fixed: options.form == SourceForm::Fixed,
        whole,
    };
    if let OmpDirectiveKind::End(c) = parsed.kind {
        // The end of a device construct closes the OpenACC construct it became.
        if let Some(k) = device.close(c) {
            return (Flat::AccEnd(k, name_span), diags);
        }
    } else if !failed {
        let body = super::omp_device::peek_directive(next, options.backslash);
        if let Some((flat, more)) = super::omp_device::translate(
            &mut cx,
            device,
            &parsed,
            body.as_ref(),
            &toks,
            whole,
            name_span,
        ) {
            diags.extend(more);
            return (flat, diags);
        }
    }
    let directive = match directive(&mut cx, &parsed, whole, name_span) {
        Ok(dv) => dv,
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

fn directive(
    cx: &mut ArgParser<'_, '_>,
    d: &Parsed,
    whole: Span,
    name_span: Span,
) -> R<OmpDirective> {
    let (mut name, mut list) = (None, Vec::new());
    match &d.args {
        OmpDirectiveArgs::Name(r) => name = Some(cx.name(*r)?),
        OmpDirectiveArgs::List(rs) => list = cx.objects(rs)?,
        _ => {}
    }
    let mut clauses = Vec::with_capacity(d.clauses.len());
    for c in &d.clauses {
        let args = match &c.args {
            OmpClauseArgs::None => OmpArgs::None,
            OmpClauseArgs::Expr(r) => OmpArgs::Expr(cx.expr(*r)?),
            OmpClauseArgs::Vars(rs) => OmpArgs::Vars(cx.objects(rs)?),
            OmpClauseArgs::LastPrivate { vars, .. } => OmpArgs::Vars(cx.objects(vars)?),
            OmpClauseArgs::If { condition, .. } => OmpArgs::Expr(cx.expr(*condition)?),
            OmpClauseArgs::Default(k) => OmpArgs::Default(*k),
            OmpClauseArgs::Reduction {
                id: oxacc_directives::omp::ReductionId::Op(op),
                vars,
                ..
            } => OmpArgs::Reduction {
                op: *op,
                vars: cx.objects(vars)?,
            },
            OmpClauseArgs::Schedule { kind, chunk, .. } => OmpArgs::Schedule {
                kind: *kind,
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
                    | DependKind::Mutexinoutset),
                iterator: None,
                vars,
            } => OmpArgs::Depend {
                kind: *kind,
                vars: cx.objects(vars)?,
            },
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
