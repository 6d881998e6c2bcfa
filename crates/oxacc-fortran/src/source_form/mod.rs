//! The prescanner (Fortran 2018 §6.3, "Source form"; Flang calls this stage the same).
//!
//! Turns the physical lines of a file into logical lines: continuation lines joined,
//! comments dropped, `;`-separated statements split, statement labels taken out, `INCLUDE`
//! lines (§6.4) replaced by the included file's lines, and directive lines (`!$acc`,
//! `!$omp`, OpenACC 3.3 §2.1 / OpenMP 5.2 §3.1.1) kept apart with their sentinel. Every
//! character of the output carries its provenance ([`SrcPos`]), so a token built from it has a
//! real [`Span`] into the original text — even when a token was split across a continuation.

mod blanks;
mod fixed;
mod free;
mod include;
mod provenance;
#[cfg(test)]
mod tests;

pub use provenance::{CookedText, SrcPos};

use std::path::PathBuf;

use oxacc_source::{Diagnostic, DiagnosticsEngine, FileId, SourceMap, Span};

use crate::{FortranOptions, SourceForm};

/// A statement label (§6.2.5): 1 to 5 digits, not all zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StmtLabel {
    pub value: u32,
    pub span: Span,
}

/// One logical statement: label (if any) and the text after it.
#[derive(Clone, Debug)]
pub struct Statement {
    pub label: Option<StmtLabel>,
    pub text: CookedText,
    /// The prescanner already reported an error in this statement (a truncated line); the
    /// parser skips it so that the error is reported once.
    pub reported: bool,
}

/// Which directive language a sentinel introduces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sentinel {
    Acc,
    Omp,
}

impl Sentinel {
    pub fn name(self) -> &'static str {
        match self {
            Sentinel::Acc => "acc",
            Sentinel::Omp => "omp",
        }
    }
}

/// A directive line with its continuations joined: the sentinel and the raw directive text
/// after it (not parsed here; the directive grammar does that later).
#[derive(Clone, Debug)]
pub struct DirectiveLine {
    pub sentinel: Sentinel,
    pub sentinel_span: Span,
    pub text: CookedText,
}

#[derive(Clone, Debug)]
pub enum Line {
    Stmt(Statement),
    Directive(DirectiveLine),
}

/// Prescans `file` in the form `options.form` says.
pub fn prescan(
    sm: &mut SourceMap,
    file: FileId,
    options: &FortranOptions,
    diags: &mut DiagnosticsEngine,
) -> Vec<Line> {
    let mut p = Prescanner {
        sm,
        diags,
        options,
        out: Vec::new(),
        include_stack: Vec::new(),
    };
    p.scan_file(file);
    p.out
}

/// A logical line being assembled from physical lines.
pub(crate) struct Pending {
    pub kind: PendingKind,
    pub text: CookedText,
    /// The quote character of a character context still open at the end of the last line.
    pub quote: Option<char>,
    /// Fixed form: blanks to pad before a continuation inside a character context (the
    /// statement area runs to the line-length limit).
    pub pad: usize,
    /// An error has been reported for one of its lines.
    pub reported: bool,
}

pub(crate) enum PendingKind {
    Stmt(Option<StmtLabel>),
    Directive(Sentinel, Span),
}

pub(crate) struct Prescanner<'a> {
    pub sm: &'a mut SourceMap,
    pub diags: &'a mut DiagnosticsEngine,
    pub options: &'a FortranOptions,
    pub out: Vec<Line>,
    pub include_stack: Vec<PathBuf>,
}

impl Prescanner<'_> {
    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        let d = Diagnostic::error(span, message);
        self.diags.emit(self.sm, d);
    }

    /// `!$` conditional-compilation lines are source when either directive language is on.
    pub fn conditional_lines(&self) -> bool {
        self.options.openacc || self.options.openmp
    }

    pub fn sentinel_enabled(&self, s: Sentinel) -> bool {
        match s {
            Sentinel::Acc => self.options.openacc,
            Sentinel::Omp => self.options.openmp,
        }
    }

    fn scan_file(&mut self, file: FileId) {
        let text = self.sm.file(file).text.clone();
        let mut pending: Option<Pending> = None;
        let mut continuing = false;
        for (start, line) in physical_lines(&text) {
            match self.options.form {
                SourceForm::Free => {
                    self.free_line(file, start, line, &mut pending, &mut continuing)
                }
                SourceForm::Fixed => self.fixed_line(file, start, line, &mut pending),
            }
        }
        if continuing {
            if let Some(p) = &pending {
                if let Some(last) = p.text.pos.last() {
                    let span = Span::new(last.file, last.offset, last.offset + 1);
                    self.error(span, "continuation line expected at end of file");
                }
            }
        }
        if let Some(p) = pending.take() {
            self.finish(p);
        }
    }

    /// Ends a logical line: a directive is emitted as is, a statement line is split at `;`
    /// (§6.3.2.5) and each piece gets its label.
    pub fn finish(&mut self, p: Pending) {
        match p.kind {
            PendingKind::Directive(sentinel, sentinel_span) => {
                self.out.push(Line::Directive(DirectiveLine {
                    sentinel,
                    sentinel_span,
                    text: p.text.trimmed(),
                }))
            }
            PendingKind::Stmt(fixed_label) => {
                let mut first = true;
                for piece in split_statements(&p.text) {
                    let piece = piece.trimmed();
                    let label = if first && fixed_label.is_some() {
                        fixed_label
                    } else {
                        None
                    };
                    first = false;
                    let (label, rest) = match self.options.form {
                        SourceForm::Free => self.free_label(piece),
                        SourceForm::Fixed => (label, blanks::fixed_form_blanks(piece)),
                    };
                    if rest.text.is_empty() {
                        if let Some(l) = label {
                            self.error(l.span, "statement label without a statement");
                        }
                        continue;
                    }
                    self.out.push(Line::Stmt(Statement {
                        label,
                        text: rest,
                        reported: p.reported,
                    }));
                }
                if first {
                    if let Some(l) = fixed_label {
                        self.error(l.span, "statement label without a statement");
                    }
                }
            }
        }
    }

    /// Free form §6.3.2.5: a statement may start with a label of 1 to 5 digits.
    fn free_label(&mut self, piece: CookedText) -> (Option<StmtLabel>, CookedText) {
        let digits = piece.text.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return (None, piece);
        }
        let span = piece.span(0, digits);
        let label = self.make_label(&piece.text[..digits], span);
        (label, piece.slice(digits, piece.text.len()).trimmed())
    }

    /// Checks a label's digits (§6.2.5: at most five, not zero).
    pub fn make_label(&mut self, digits: &str, span: Span) -> Option<StmtLabel> {
        if digits.len() > 5 {
            self.error(span, "statement label has more than five digits");
            return None;
        }
        match digits.parse::<u32>() {
            Ok(0) => {
                self.error(span, "statement label must not be zero");
                None
            }
            Ok(value) => Some(StmtLabel { value, span }),
            Err(_) => None,
        }
    }
}

/// Physical lines with the byte offset of their first character; `\n` and a trailing `\r`
/// are not part of a line.
fn physical_lines(text: &str) -> Vec<(u32, &str)> {
    let mut out = Vec::new();
    let mut start = 0usize;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            out.push((start as u32, text[start..i].trim_end_matches('\r')));
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push((start as u32, text[start..].trim_end_matches('\r')));
    }
    out
}

/// Splits a logical line at `;` outside character context.
fn split_statements(text: &CookedText) -> Vec<CookedText> {
    let mut out = Vec::new();
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in text.text.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == ';' => {
                out.push(text.slice(start, i));
                start = i + 1;
            }
            None => {}
        }
    }
    out.push(text.slice(start, text.text.len()));
    out
}

/// The span of one byte of a physical line.
pub(crate) fn byte_span(file: FileId, line_start: u32, index: usize, len: usize) -> Span {
    let lo = line_start + index as u32;
    Span::new(file, lo, lo + len.max(1) as u32)
}
