//! The parser: each logical statement is lexed and classified on its own into a flat
//! statement ([`flat::Flat`]); [`construct`] then nests the flat statements into program units
//! and constructs. A statement with an error becomes [`StmtKind::Error`] after its one
//! diagnostic, so recovery is always "resume at the next statement".
//!
//! Fortran has no reserved words (Fortran 2018 §6.2.2): a statement is an assignment when it
//! starts with a designator followed by `=` or `=>` (so `if(i) = 1` assigns to an array
//! named `if`); otherwise its leading words say what it is, with blanks between the words of
//! `end do`, `go to`, `double precision`, … optional.

mod acc;
mod construct;
mod cursor;
mod decl;
mod dirline;
mod exec;
mod expr;
mod flat;
mod io;
mod omp;
mod omp_device;
mod omp_fold;
mod omp_map_iter;
mod omp_meta;
mod recovery;
mod spec;
mod statement;
#[cfg(test)]
mod tests;
mod unit;

use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};

use crate::ast::{self, ExprId, Label, StmtId};
use crate::lexer::{self, SyntaxError};
use crate::source_form::{CookedText, Line};
use crate::{FortranOptions, SourceForm};

pub(crate) use cursor::Parser;
pub(crate) use flat::{EndWord, Flat, FlatStmt};

/// Hands out the ids of statements and expressions (unique within one file).
#[derive(Default)]
pub(crate) struct IdGen {
    next_stmt: u32,
    next_expr: u32,
}

impl IdGen {
    pub fn stmt(&mut self) -> StmtId {
        self.next_stmt += 1;
        StmtId(self.next_stmt - 1)
    }
    pub fn expr(&mut self) -> ExprId {
        self.next_expr += 1;
        ExprId(self.next_expr - 1)
    }
}

/// Parses prescanned lines into a file's program units.
pub fn parse_lines(
    sm: &SourceMap,
    lines: &[Line],
    options: &FortranOptions,
    diags: &mut DiagnosticsEngine,
) -> ast::File {
    let mut ids = IdGen::default();
    let mut flats = Vec::with_capacity(lines.len());
    let mut errors = Vec::new();
    let mut acc_diags: Vec<(usize, Diagnostic)> = Vec::new();
    let mut device = omp_device::DeviceState::default();
    // Nests of device constructs that are one combined construct (decision 128).
    let folded = if options.openmp {
        omp_fold::fold_nests(lines, options)
    } else {
        None
    };
    let lines = folded.as_deref().unwrap_or(lines);
    for (i, line) in lines.iter().enumerate() {
        match line {
            Line::Directive(d) if d.sentinel == crate::source_form::Sentinel::Acc => {
                let (flat, diags) = acc::acc_line(d, options, &mut ids);
                acc_diags.extend(diags.into_iter().map(|e| (flats.len(), e)));
                flats.push(FlatStmt {
                    id: ids.stmt(),
                    label: None,
                    construct_name: None,
                    flat,
                    span: d
                        .sentinel_span
                        .to(d.text.span(d.text.text.len(), d.text.text.len())),
                });
            }
            Line::Directive(d)
                if d.sentinel == crate::source_form::Sentinel::Omp && options.openmp =>
            {
                let next = match lines.get(i + 1) {
                    Some(Line::Directive(n)) => Some(n),
                    _ => None,
                };
                device.leave_loops(i);
                let read = std::cell::OnceCell::new();
                let do_loop = || *read.get_or_init(|| omp_device::do_loop(lines, i, options));
                let (line, diags) =
                    omp_map_iter::omp_lines(d, next, &do_loop, &mut device, options, &mut ids);
                acc_diags.extend(diags.into_iter().map(|e| (flats.len(), e)));
                let span = d
                    .sentinel_span
                    .to(d.text.span(d.text.text.len(), d.text.text.len()));
                for flat in line {
                    flats.push(FlatStmt {
                        id: ids.stmt(),
                        label: None,
                        construct_name: None,
                        flat,
                        span,
                    });
                }
            }
            Line::Directive(d) => {
                let span = d.sentinel_span;
                flats.push(FlatStmt {
                    id: ids.stmt(),
                    label: None,
                    construct_name: None,
                    flat: Flat::Simple(ast::StmtKind::Directive(ast::Directive {
                        sentinel: d.sentinel,
                        sentinel_span: d.sentinel_span,
                        text: d.text.clone(),
                    })),
                    span,
                });
            }
            Line::Stmt(s) => {
                let label = s.label.map(|l| Label {
                    value: l.value,
                    span: l.span,
                });
                let span = s.text.span(0, s.text.text.len());
                let id = ids.stmt();
                let parsed = if s.reported {
                    Err(None)
                } else {
                    parse_statement(&s.text, options, &mut ids).map_err(Some)
                };
                let (construct_name, flat) = match parsed {
                    Ok(r) => r,
                    Err(e) => {
                        errors.extend(e.map(|e| (flats.len(), e)));
                        let flat = match recovery::opened_by(&s.text.text) {
                            Some(w) => Flat::ErrorOpen(w),
                            None => Flat::Simple(ast::StmtKind::Error),
                        };
                        (None, flat)
                    }
                };
                flats.push(FlatStmt {
                    id,
                    label,
                    construct_name,
                    flat,
                    span,
                });
            }
        }
        // The per-point exits of a combined target loop construct with iterated maps, after
        // its DO loop (or the loop's `end` directive).
        if let Some(span) = flats.last().map(|f| f.span) {
            for flat in device.exits_after(i) {
                flats.push(FlatStmt {
                    id: ids.stmt(),
                    label: None,
                    construct_name: None,
                    flat,
                    span,
                });
            }
        }
    }
    let mut b = construct::Builder::new(flats);
    let file = b.file();
    // Report in statement order, whichever stage found the problem.
    errors.extend(b.errors);
    let mut all: Vec<(usize, Diagnostic)> = errors
        .into_iter()
        .map(|(i, e)| (i, Diagnostic::error(e.span, e.message)))
        .collect();
    all.extend(acc_diags);
    all.sort_by_key(|(index, _)| *index);
    for (_, d) in all {
        diags.emit(sm, d);
    }
    file
}

/// Lexes and classifies one statement.
fn parse_statement(
    text: &CookedText,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> Result<(Option<ast::Name>, Flat), SyntaxError> {
    if let Some((body, span)) = format_text(text) {
        return Ok((
            None,
            Flat::Simple(ast::StmtKind::Format { text: body, span }),
        ));
    }
    let toks = lexer::lex(text, options.backslash)?;
    let mut p = Parser::new(&toks, text, ids, options.form == SourceForm::Fixed);
    p.statement()
}

/// A FORMAT statement (§13.2.1) keeps its specification as text: its edit descriptors
/// (`F10.3`, `1X`, `5Habcde`) are not tokens of the expression language. Returns the text
/// from `(` to the matching `)` when nothing follows it (`format(i) = 1` is an assignment).
fn format_text(text: &CookedText) -> Option<(String, Span)> {
    let t = &text.text;
    let head = t.get(..6)?;
    if !head.eq_ignore_ascii_case("format") {
        return None;
    }
    let rest = t[6..].trim_start();
    if !rest.starts_with('(') {
        return None;
    }
    let open = t.len() - rest.len();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    for (i, c) in t[open..].char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None => match c {
                '\'' | '"' => quote = Some(c),
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        let end = open + i + 1;
                        if !t[end..].trim().is_empty() {
                            return None;
                        }
                        return Some((t[open..end].to_string(), text.span(open, end)));
                    }
                }
                _ => {}
            },
        }
    }
    None
}
