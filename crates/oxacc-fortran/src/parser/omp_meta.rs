//! `!$omp metadirective` (OpenMP 5.0 §2.3.4) in Fortran, resolved where the line is read: the
//! directive of the `when` clause whose context selector matches best (the rule is
//! `oxacc_offload::omp_context::metadirective`, C's too), else of `default`, replaces the
//! line's tokens, and the line is read as that directive. In a target region (and for the
//! statement of a `target` line) the GPU's context decides, as in C: one lowering serves the
//! GPU and its host fallback. The construct set is that of the device constructs around the
//! line (the parser does not track host constructs).

use oxacc_directives::omp::{OmpDirective as Parsed, OmpDirectiveArgs};
use oxacc_directives::{self as dir, DirToken, Lang};
use oxacc_offload::omp_context::{self, Context};
use oxacc_source::{Diagnostic, Span};

use super::acc::{dir_token, range_span};
use crate::lexer::Token;

/// What a metadirective line becomes.
pub(crate) enum Meta {
    /// The chosen directive: its tokens (a part of the line's) and what the grammar makes of
    /// them, with the checks' diagnostics and whether one is an error.
    Directive(Vec<Token>, Parsed, Vec<Diagnostic>, bool),
    /// No directive (none matched and no `default`, or `nothing`): the line does nothing.
    Nothing,
    /// An error, reported.
    Failed(Diagnostic),
}

/// Resolves `parsed` (a metadirective, else `None`) in `ctx`.
pub(crate) fn resolve(toks: &[Token], parsed: &Parsed, whole: Span, ctx: &Context) -> Option<Meta> {
    let OmpDirectiveArgs::Variants { when, default } = &parsed.args else {
        return None;
    };
    let chosen = match omp_context::metadirective(when, *default, ctx) {
        Ok(c) => c,
        Err((v, r)) => {
            let at = range_span(toks, r, whole);
            return Some(Meta::Failed(
                Diagnostic::error(at, v.message).with_note(None, v.note),
            ));
        }
    };
    let Some(r) = chosen else {
        return Some(Meta::Nothing);
    };
    let new: Vec<Token> = toks
        .get(r.start as usize..r.end as usize)
        .unwrap_or_default()
        .to_vec();
    let dts: Vec<DirToken> = new.iter().map(dir_token).collect();
    if dts.is_empty() || (dts.len() == 1 && dts[0].text.eq_ignore_ascii_case("nothing")) {
        return Some(Meta::Nothing);
    }
    let at = range_span(toks, r, whole);
    let parsed = match dir::parse_omp(&dts, Lang::Fortran) {
        Ok(p) => p,
        Err(e) => {
            let span = range_span(&new, e.at, at);
            return Some(Meta::Failed(Diagnostic::error(span, e.message)));
        }
    };
    if matches!(parsed.args, OmpDirectiveArgs::Variants { .. }) {
        return Some(Meta::Failed(Diagnostic::error(
            at,
            "a metadirective's directive cannot be a metadirective (OpenMP 5.0 §2.3.4)",
        )));
    }
    let mut diags = Vec::new();
    let mut failed = false;
    for e in dir::check_omp(&parsed, &dts) {
        failed |= !e.is_warning;
        let span = range_span(&new, e.at, at);
        diags.push(if e.is_warning {
            Diagnostic::warning(span, "openmp", e.message)
        } else {
            Diagnostic::error(span, e.message)
        });
    }
    Some(Meta::Directive(new, parsed, diags, failed))
}
