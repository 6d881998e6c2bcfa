//! The OpenACC directive language, shared by the C and Fortran front ends.
//!
//! A front end hands over the tokens of one directive line (after the `acc` sentinel) as
//! language-neutral [`DirToken`]s. [`parse`] recognises the directive name and the clause
//! list (OpenACC 3.3 §2.1–§2.16, plus the 1.0/2.0 spellings) and keeps every clause argument
//! that is a host-language expression or variable as a [`TokRange`] into that slice, for the
//! front end's own expression parser. [`check`] then applies the rules that need only the
//! directive itself (which clauses a directive allows, which may appear once, which exclude
//! each other), citing the spec section of each rule.
//!
//! Placement rules (a `loop` outside a compute construct, `cache` outside a loop, the
//! statement after `atomic`) depend on the host program and are checked by the front end.
//!
//! OpenMP lines (after `#pragma omp` / `!$omp`) go through [`parse_omp`] and [`check_omp`]
//! into the [`omp`] model, with the same tokens, ranges and [`DirError`]s (docs/openmp.md).

pub mod ast;
pub mod omp;
pub mod token;

mod assemble;
mod check;
mod dump;
mod lexer;
mod parse;
#[cfg(test)]
mod tests;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused)]
    grammar
);

pub use ast::*;
pub use token::{DirToken, TokKind, TokRange};

/// A problem found in a directive: where, what, and (usually) the spec rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirError {
    /// The tokens the message is about (`start == end` for a position, e.g. end of line).
    pub at: TokRange,
    pub message: String,
    /// e.g. "OpenACC 3.3 §2.5.1: at most one if clause may appear on a parallel construct".
    pub note: Option<String>,
    /// Warnings (deprecated spellings, ignored clauses) do not stop compilation.
    pub is_warning: bool,
}

/// The host language, for the few places the directive syntax differs (Fortran's `.and.`
/// reduction operators and `end` directives; C's `&&`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    C,
    Fortran,
}

/// Parses one directive line: `tokens` are everything after `#pragma acc` / `!$acc`.
pub fn parse(tokens: &[DirToken], lang: Lang) -> Result<Directive, DirError> {
    parse::parse(tokens, lang)
}

/// The directive-local validity rules (§2.5–§2.16 restrictions): allowed clauses, clauses that
/// may appear once (per `device_type` section), mutually exclusive clauses, argument counts.
/// The 1.0/2.0 spellings (`pcopy`, `dtype`) are accepted silently, as nvc does; they stay
/// visible in [`Clause::legacy`].
pub fn check(directive: &Directive, tokens: &[DirToken], lang: Lang) -> Vec<DirError> {
    check::check(directive, tokens, lang)
}

/// Parses one OpenMP directive line: `tokens` are everything after `#pragma omp` / `!$omp`.
pub fn parse_omp(tokens: &[DirToken], lang: Lang) -> Result<omp::OmpDirective, DirError> {
    omp::parse(tokens, lang)
}

/// The directive-local OpenMP 4.5/5.0 restrictions: allowed clauses per directive and per
/// combined construct, clauses that may appear once, `if` directive-name modifiers, map
/// types, schedule, linear and depend forms, the language's reduction spellings.
pub fn check_omp(directive: &omp::OmpDirective, tokens: &[DirToken]) -> Vec<DirError> {
    omp::check(directive, tokens)
}
