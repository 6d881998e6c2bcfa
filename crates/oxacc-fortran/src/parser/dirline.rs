//! What every directive line goes through before its own grammar's result is read
//! (`!$acc`, OpenACC 3.3 §2.1; `!$omp`, OpenMP 4.5 §2.1.1–§2.1.2): the text is lexed by the
//! Fortran lexer (every token keeps its position in the original, continued or fixed-form
//! source), handed to the shared directive grammar of its sentinel and to that grammar's
//! checks, and every error is reported at its tokens. A line that does not parse is recovered
//! as its sentinel decides (kept for pairing when its leading words name a construct).

use oxacc_directives::{DirError, DirToken};
use oxacc_source::{Diagnostic, Span};

use super::acc::{dir_token, range_span};
use super::Flat;
use crate::ast::StmtKind;
use crate::lexer::{self, Token};
use crate::source_form::DirectiveLine;
use crate::FortranOptions;

/// A directive sentinel and its grammar in `oxacc_directives`.
pub(super) trait Sentinel {
    /// What its grammar makes of a line.
    type Parsed;
    /// The group its warnings belong to (`-Wno-<group>`).
    const GROUP: &'static str;
    fn parse(dts: &[DirToken]) -> Result<Self::Parsed, DirError>;
    fn check(parsed: &Self::Parsed, dts: &[DirToken]) -> Vec<DirError>;
    /// The statement a line that did not parse stands for.
    fn recovered(dts: &[DirToken], whole: Span) -> Flat;
}

/// A line that parsed: its tokens, its whole span (sentinel to end), the grammar's result,
/// the checks' diagnostics in order, and whether one of them was an error.
pub(super) struct Line<P> {
    pub(super) toks: Vec<Token>,
    pub(super) whole: Span,
    pub(super) parsed: P,
    pub(super) diags: Vec<Diagnostic>,
    pub(super) failed: bool,
}

/// A line that did not lex or parse: the statement it stands for and its one error.
pub(super) type Done = (Flat, Vec<Diagnostic>);

/// Lexes, parses and checks one directive line of sentinel `S`; a line that does not lex or
/// parse is already the statement it stands for, with its one error.
pub(super) fn read<S: Sentinel>(
    d: &DirectiveLine,
    options: &FortranOptions,
) -> Result<Line<S::Parsed>, Box<Done>> {
    let end = d.text.span(d.text.text.len(), d.text.text.len());
    let whole = d.sentinel_span.to(end);
    let toks = lexer::lex(&d.text, options.backslash).map_err(|e| {
        Box::new((
            Flat::Simple(StmtKind::Error),
            vec![Diagnostic::error(e.span, e.message)],
        ))
    })?;
    let dts: Vec<DirToken> = toks.iter().map(dir_token).collect();
    let parsed = match S::parse(&dts) {
        Ok(p) => p,
        Err(e) => {
            let diag = report::<S>(&toks, whole, &e);
            return Err(Box::new((S::recovered(&dts, whole), vec![diag])));
        }
    };
    let mut diags = Vec::new();
    let mut failed = false;
    for e in S::check(&parsed, &dts) {
        failed |= !e.is_warning;
        diags.push(report::<S>(&toks, whole, &e));
    }
    Ok(Line {
        toks,
        whole,
        parsed,
        diags,
        failed,
    })
}

fn report<S: Sentinel>(toks: &[Token], whole: Span, e: &DirError) -> Diagnostic {
    let span = range_span(toks, e.at, whole);
    let mut d = if e.is_warning {
        Diagnostic::warning(span, S::GROUP, e.message.clone())
    } else {
        Diagnostic::error(span, e.message.clone())
    };
    if let Some(n) = &e.note {
        d = d.with_note(None, n.clone());
    }
    d
}
