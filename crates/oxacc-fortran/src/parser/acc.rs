//! `!$acc` lines (OpenACC 3.3 §2.1): the directive text is lexed by the Fortran lexer (so
//! every token keeps the position it has in the original, continued or fixed-form source),
//! handed to the shared directive grammar (`oxacc_directives::parse` and `check`, with
//! [`Lang::Fortran`]), and every clause argument is parsed back as a Fortran expression or
//! designator. Which lines open a construct and which close one is decided here; the pairing
//! is in [`super::construct`].

use oxacc_directives::{
    self as dir, AtomicKind, ClauseArgs, DirToken, DirectiveArgs, DirectiveKind, EndKind, GangArg,
    Lang, TileSize, TokKind, TokRange, WaitArgs,
};
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::cursor::Parser;
use super::dirline::{self, Line, Sentinel};
use super::{Flat, IdGen};
use crate::ast::acc::{
    AccArgs, AccClause, AccConstruct, AccDirArgs, AccDirective, AccObject, AccWait,
};
use crate::ast::{Name, StmtKind};
use crate::lexer::{Punct, SyntaxError, Token, TokenKind};
use crate::source_form::DirectiveLine;
use crate::{FortranOptions, SourceForm};

/// How a directive takes part in construct pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AccShape {
    /// Closed by its `end` directive, which is required (§2.5.1–§2.5.3, §2.6.5, §2.8).
    Block(EndKind),
    /// Applies to the DO loop that follows; `end` optional (combined constructs, §2.11; for
    /// `loop` an extension, see `EndKind::Loop`).
    Loop(EndKind),
    /// `atomic` (§2.12): one statement and an optional `end atomic`, or for `capture` two
    /// statements and a required `end atomic`.
    Atomic(AtomicKind),
}

/// The pairing shape of a directive kind; `None` for the directives that stand alone.
pub(crate) fn shape(kind: DirectiveKind) -> Option<AccShape> {
    use DirectiveKind as K;
    Some(match kind {
        K::Parallel => AccShape::Block(EndKind::Parallel),
        K::Serial => AccShape::Block(EndKind::Serial),
        K::Kernels => AccShape::Block(EndKind::Kernels),
        K::Data => AccShape::Block(EndKind::Data),
        K::HostData => AccShape::Block(EndKind::HostData),
        K::ParallelLoop => AccShape::Loop(EndKind::ParallelLoop),
        K::SerialLoop => AccShape::Loop(EndKind::SerialLoop),
        K::KernelsLoop => AccShape::Loop(EndKind::KernelsLoop),
        K::Loop => AccShape::Loop(EndKind::Loop),
        K::Atomic(k) => AccShape::Atomic(k),
        _ => return None,
    })
}

/// The spelling of an `end` directive, for messages.
pub(crate) fn end_spelling(kind: EndKind) -> &'static str {
    match kind {
        EndKind::Parallel => "!$acc end parallel",
        EndKind::Serial => "!$acc end serial",
        EndKind::Kernels => "!$acc end kernels",
        EndKind::ParallelLoop => "!$acc end parallel loop",
        EndKind::SerialLoop => "!$acc end serial loop",
        EndKind::KernelsLoop => "!$acc end kernels loop",
        EndKind::Loop => "!$acc end loop",
        EndKind::Data => "!$acc end data",
        EndKind::HostData => "!$acc end host_data",
        EndKind::Atomic => "!$acc end atomic",
    }
}

/// OpenACC's sentinel for [`dirline::read`].
struct Acc;

impl Sentinel for Acc {
    type Parsed = dir::Directive;
    const GROUP: &'static str = "openacc";
    fn parse(dts: &[DirToken]) -> Result<dir::Directive, dir::DirError> {
        dir::parse(dts, Lang::Fortran)
    }
    fn check(parsed: &dir::Directive, dts: &[DirToken]) -> Vec<dir::DirError> {
        dir::check(parsed, dts, Lang::Fortran)
    }
    fn recovered(dts: &[DirToken], whole: Span) -> Flat {
        recovered(dts, whole)
    }
}

/// One `!$acc` line as a flat statement and the diagnostics it produced (in order).
pub(crate) fn acc_line(
    d: &DirectiveLine,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> (Flat, Vec<Diagnostic>) {
    let Line {
        toks,
        whole,
        parsed,
        mut diags,
        mut failed,
    } = match dirline::read::<Acc>(d, options) {
        Ok(line) => line,
        Err(done) => return *done,
    };
    let name_span = range_span(&toks, parsed.name, whole);
    if let DirectiveKind::End(k) = parsed.kind {
        // `check` rejects clauses on an end directive; the pairing still happens.
        return (Flat::AccEnd(k, name_span), diags);
    }
    let mut cx = ArgParser {
        toks: &toks,
        text: &d.text,
        ids,
        fixed: options.form == SourceForm::Fixed,
        whole,
    };
    let directive = match cx.directive(&parsed, whole, name_span) {
        Ok(dv) => dv,
        Err(e) => {
            diags.push(Diagnostic::error(e.span, e.message));
            failed = true;
            AccDirective {
                kind: parsed.kind,
                span: whole,
                name_span,
                clauses: Vec::new(),
                args: AccDirArgs::None,
                omp_udr: Vec::new(),
                omp_copy_out: Vec::new(),
                omp_split: false,
                omp: false,
                omp_barrier: false,
                omp_in_reduction: false,
                omp_split_teams: false,
            }
        }
    };
    let flat = match shape(directive.kind) {
        Some(_) => Flat::AccBegin(Box::new(directive), failed),
        None if failed => Flat::Simple(StmtKind::Error),
        None => Flat::Simple(StmtKind::AccDirective(Box::new(directive))),
    };
    (flat, diags)
}

/// A directive line that did not parse: when its leading words still name a construct or an
/// `end` directive, it is kept for pairing (one mistake, one error), its clauses dropped.
fn recovered(dts: &[DirToken], whole: Span) -> Flat {
    let words = dts.iter().take_while(|t| t.kind == TokKind::Ident).count();
    for n in (1..=words.min(3)).rev() {
        if let Ok(p) = dir::parse(&dts[..n], Lang::Fortran) {
            if let DirectiveKind::End(k) = p.kind {
                return Flat::AccEnd(k, whole);
            }
            if shape(p.kind).is_some() {
                let directive = AccDirective {
                    kind: p.kind,
                    span: whole,
                    name_span: whole,
                    clauses: Vec::new(),
                    args: AccDirArgs::None,
                    omp_udr: Vec::new(),
                    omp_copy_out: Vec::new(),
                    omp_split: false,
                    omp: false,
                    omp_barrier: false,
                    omp_in_reduction: false,
                    omp_split_teams: false,
                };
                return Flat::AccBegin(Box::new(directive), true);
            }
            break;
        }
    }
    Flat::Simple(StmtKind::Error)
}

/// The directive grammar's view of a Fortran token: names are identifiers, the dotted
/// operators keep their dotted spelling (`.and.` is a reduction operator, §2.5.15).
pub(super) fn dir_token(t: &Token) -> DirToken {
    let (kind, text): (TokKind, SmolStr) = match &t.kind {
        TokenKind::Name(n) => (TokKind::Ident, n.clone()),
        TokenKind::Int(d, k) => (
            TokKind::Int,
            match k {
                Some(k) => format!("{d}_{k}").into(),
                None => d.clone(),
            },
        ),
        TokenKind::Real(r, _) => (TokKind::Literal, r.clone()),
        TokenKind::Boz(b) => (TokKind::Literal, b.clone()),
        TokenKind::Char(v, _) => (TokKind::Str, format!("\"{v}\"").into()),
        TokenKind::Logical(v, _) => (
            TokKind::Literal,
            if *v { ".true." } else { ".false." }.into(),
        ),
        TokenKind::DefinedOp(o) => (TokKind::Punct, format!(".{o}.").into()),
        TokenKind::Punct(p) => (TokKind::Punct, p.spelling().into()),
    };
    DirToken {
        kind,
        text,
        span: t.span,
    }
}

/// The source span of tokens `r` (a position between tokens when `r` is empty).
pub(crate) fn range_span(toks: &[Token], r: TokRange, whole: Span) -> Span {
    let (s, e) = (r.start as usize, r.end as usize);
    if s < e && e <= toks.len() {
        return toks[s].span.to(toks[e - 1].span);
    }
    if let Some(t) = toks.get(s) {
        return Span {
            hi: t.span.lo,
            ..t.span
        };
    }
    match toks.last() {
        Some(t) => Span {
            lo: t.span.hi,
            ..t.span
        },
        None => Span {
            lo: whole.hi,
            ..whole
        },
    }
}

/// Parses the Fortran pieces of a directive (its clause arguments) out of the line's tokens.
pub(super) struct ArgParser<'a, 'i> {
    pub(super) toks: &'a [Token],
    pub(super) text: &'a crate::source_form::CookedText,
    pub(super) ids: &'i mut IdGen,
    pub(super) fixed: bool,
    pub(super) whole: Span,
}

pub(super) type R<T> = Result<T, SyntaxError>;

impl<'a> ArgParser<'a, '_> {
    pub(super) fn directive(
        &mut self,
        d: &dir::Directive,
        whole: Span,
        name_span: Span,
    ) -> R<AccDirective> {
        let args = match &d.args {
            DirectiveArgs::None => AccDirArgs::None,
            DirectiveArgs::Cache { readonly, vars } => AccDirArgs::Cache {
                readonly: *readonly,
                vars: self.objects(vars)?,
            },
            DirectiveArgs::Wait(w) => AccDirArgs::Wait(self.wait(w)?),
            DirectiveArgs::RoutineName(r) => AccDirArgs::Routine(self.name(*r)?),
        };
        let mut clauses = Vec::with_capacity(d.clauses.len());
        for c in &d.clauses {
            clauses.push(AccClause {
                kind: c.kind,
                span: self.span(c.span),
                name_span: self.span(c.name),
                legacy: c.legacy.clone(),
                omp_mapper: None,
                args: self.clause_args(&c.args)?,
            });
        }
        Ok(AccDirective {
            kind: d.kind,
            span: whole,
            name_span,
            clauses,
            args,
            omp_udr: Vec::new(),
            omp_copy_out: Vec::new(),
            omp_split: false,
            omp: false,
            omp_barrier: false,
            omp_in_reduction: false,
            omp_split_teams: false,
        })
    }

    pub(super) fn span(&self, r: TokRange) -> Span {
        range_span(self.toks, r, self.whole)
    }

    fn clause_args(&mut self, a: &ClauseArgs) -> R<AccArgs> {
        Ok(match a {
            ClauseArgs::None => AccArgs::None,
            ClauseArgs::Expr(r) => AccArgs::Expr(self.expr(*r)?),
            ClauseArgs::Exprs(rs) => AccArgs::Exprs(self.exprs(rs)?),
            ClauseArgs::Vars { modifiers, vars } => AccArgs::Vars {
                modifiers: modifiers.clone(),
                vars: self.objects(vars)?,
            },
            ClauseArgs::Reduction { op, vars } => AccArgs::Reduction {
                op: *op,
                vars: self.objects(vars)?,
            },
            ClauseArgs::Gang(args) => {
                let (mut num, mut dim, mut static_) = (None, None, None);
                for g in args {
                    match g {
                        GangArg::Num(r) => num = Some(self.expr(*r)?),
                        GangArg::Dim(r) => dim = Some(self.expr(*r)?),
                        GangArg::Static(None) => static_ = Some(None),
                        GangArg::Static(Some(r)) => static_ = Some(Some(self.expr(*r)?)),
                    }
                }
                AccArgs::Gang { num, dim, static_ }
            }
            ClauseArgs::Wait(w) => AccArgs::Wait(self.wait(w)?),
            ClauseArgs::DeviceTypes(t) => AccArgs::DeviceTypes(t.clone()),
            ClauseArgs::Default(k) => AccArgs::Default(*k),
            ClauseArgs::Collapse { force, count } => AccArgs::Collapse {
                force: *force,
                count: self.expr(*count)?,
            },
            ClauseArgs::Tile(sizes) => {
                let mut out = Vec::with_capacity(sizes.len());
                for s in sizes {
                    out.push(match s {
                        TileSize::Star => None,
                        TileSize::Expr(r) => Some(self.expr(*r)?),
                    });
                }
                AccArgs::Tile(out)
            }
            ClauseArgs::Bind(b) => AccArgs::Bind(b.clone()),
        })
    }

    fn wait(&mut self, w: &WaitArgs) -> R<AccWait> {
        Ok(AccWait {
            devnum: w.devnum.map(|r| self.expr(r)).transpose()?,
            queues: self.exprs(&w.queues)?,
        })
    }

    fn exprs(&mut self, rs: &[TokRange]) -> R<Vec<crate::ast::Expr>> {
        rs.iter().map(|r| self.expr(*r)).collect()
    }

    pub(super) fn sub(&self, r: TokRange) -> R<&'a [Token]> {
        let toks: &'a [Token] = self.toks;
        if r.is_empty() || r.end as usize > self.toks.len() {
            return Err(SyntaxError::new(self.span(r), "expected an expression"));
        }
        Ok(r.slice(toks))
    }

    pub(super) fn expr(&mut self, r: TokRange) -> R<crate::ast::Expr> {
        let toks = self.sub(r)?;
        let mut p = Parser::new(toks, self.text, self.ids, self.fixed);
        let e = p.expr()?;
        trailing(&p)?;
        Ok(e)
    }

    pub(super) fn name(&mut self, r: TokRange) -> R<Name> {
        match self.sub(r)? {
            [t] => match &t.kind {
                TokenKind::Name(n) => Ok(Name::new(n, t.span)),
                _ => Err(SyntaxError::new(t.span, "expected a name")),
            },
            _ => Err(SyntaxError::new(self.span(r), "expected a name")),
        }
    }

    /// A clause's variable list (§2.7.1): designators or `/common/` blocks.
    pub(super) fn objects(&mut self, rs: &[TokRange]) -> R<Vec<AccObject>> {
        let mut out = Vec::with_capacity(rs.len());
        for r in rs {
            let toks = self.sub(*r)?;
            if let [open, name, close] = toks {
                if open.is_punct(Punct::Slash) && close.is_punct(Punct::Slash) {
                    if let TokenKind::Name(n) = &name.kind {
                        out.push(AccObject::Common(Name::new(n, name.span)));
                        continue;
                    }
                }
            }
            if toks[0].is_punct(Punct::Slash) {
                return Err(SyntaxError::new(
                    self.span(*r),
                    "expected a common block name between slashes, as '/name/'",
                ));
            }
            let mut p = Parser::new(toks, self.text, self.ids, self.fixed);
            if !matches!(toks[0].kind, TokenKind::Name(_)) {
                return Err(SyntaxError::new(
                    toks[0].span,
                    format!("expected a variable, found {}", toks[0].describe()),
                ));
            }
            let e = p.designator()?;
            trailing(&p)?;
            out.push(AccObject::Var(e));
        }
        Ok(out)
    }
}

fn trailing(p: &Parser<'_>) -> R<()> {
    match p.peek() {
        None => Ok(()),
        Some(t) => Err(SyntaxError::new(
            t.span,
            format!("unexpected {} in a clause argument", t.describe()),
        )),
    }
}

/// A construct built by the pairing, for [`super::construct`].
pub(crate) fn construct(
    directive: AccDirective,
    body: Vec<crate::ast::Stmt>,
    end: Option<Span>,
) -> StmtKind {
    StmtKind::AccConstruct(Box::new(AccConstruct {
        directive,
        body,
        end,
    }))
}
