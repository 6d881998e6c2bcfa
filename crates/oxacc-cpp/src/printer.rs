//! The `-E` writer (gcc's format: `# LINE "FILE" FLAGS` markers, blank lines for short gaps,
//! pragmas on lines of their own), `-P` (no markers), and the `-dM` macro dump.

use std::collections::HashSet;
use std::io::{self, Write};

use oxacc_source::{FileId, SourceMap};

use crate::lex::is_comment;
use crate::token::{PpToken, PpTokenKind, TokenFlags};
use crate::PreprocessOutput;

/// Whether `a` immediately followed by `b` would lex as something else (gcc's `avoid_paste`).
fn would_paste(a: &PpToken, b: &PpToken) -> bool {
    let (Some(x), Some(y)) = (a.text.chars().last(), b.text.chars().next()) else {
        return false;
    };
    let word = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || !c.is_ascii();
    match (a.kind, b.kind) {
        (PpTokenKind::Ident, PpTokenKind::Ident | PpTokenKind::Number) => true,
        (PpTokenKind::Ident, PpTokenKind::StringLit | PpTokenKind::CharLit) => {
            matches!(a.text.as_str(), "L" | "u" | "U" | "u8")
        }
        (PpTokenKind::Number, _) => {
            word(y) || y == '.' || ((y == '+' || y == '-') && matches!(x, 'e' | 'E' | 'p' | 'P'))
        }
        // `a` and the first character of `b` would start a longer punctuator (C17 §6.4.6) or
        // a comment. A match, not a table of joined strings: this runs for most tokens of -E.
        (PpTokenKind::Punct, PpTokenKind::Punct) => matches!(
            (a.text.as_str(), y),
            ("-", '>' | '-' | '=')
                | ("+", '+' | '=')
                | ("<", '<' | '=' | ':' | '%')
                | (">", '>' | '=')
                | ("&", '&' | '=')
                | ("|", '|' | '=')
                | ("/", '=' | '/' | '*')
                | ("%", '=' | '>' | ':')
                | ("=" | "!" | "*" | "^" | "<<" | ">>", '=')
                | ("." | "..", '.')
                | ("#", '#')
                | (":", '>')
        ),
        (PpTokenKind::Punct, PpTokenKind::Number) => x == '.',
        // -C: a comment pastes with nothing except a `/` before it (`/` `/*` would read `//*`).
        _ if is_comment(a) => false,
        _ if is_comment(b) => x == '/',
        (PpTokenKind::Other, _) | (_, PpTokenKind::Other) => true,
        _ => false,
    }
}

/// Writes the `-E` text of `output`; `line_markers` false is `-P`.
pub fn write_preprocessed(
    sm: &SourceMap,
    output: &PreprocessOutput,
    w: &mut dyn Write,
    line_markers: bool,
) -> io::Result<()> {
    write(sm, output, w, line_markers, false)
}

/// Writes the text of `output` with no line markers and with the blanks of the source kept
/// between tokens that were written in a file (traditional cpp's layout, as `gfortran -cpp`
/// keeps it): fixed-form Fortran reads columns, so a statement must stay in column 7 and a
/// continuation mark in column 6. Tokens a macro produced are spaced as in `-E`.
pub fn write_preprocessed_keep_columns(
    sm: &SourceMap,
    output: &PreprocessOutput,
    w: &mut dyn Write,
) -> io::Result<()> {
    write(sm, output, w, false, true)
}

/// [`write_preprocessed_keep_columns`] with line markers (`# 12 "common.Fh" 1`): the Fortran
/// driver takes them out and records each as a `#line` directive of the text it compiles, so
/// that a diagnostic in an `#include`d file names that file and line.
pub fn write_preprocessed_keep_columns_marked(
    sm: &SourceMap,
    output: &PreprocessOutput,
    w: &mut dyn Write,
) -> io::Result<()> {
    write(sm, output, w, true, true)
}

/// The source text between `from` and `to` of `file` when it is only blanks (no comment, no
/// line splice): what [`write_preprocessed_keep_columns`] copies.
fn blank_gap(sm: &SourceMap, file: FileId, from: u32, to: u32) -> Option<&str> {
    let gap = sm.file(file).text.get(from as usize..to as usize)?;
    gap.bytes().all(|b| b == b' ' || b == b'\t').then_some(gap)
}

fn write(
    sm: &SourceMap,
    output: &PreprocessOutput,
    w: &mut dyn Write,
    line_markers: bool,
    keep_columns: bool,
) -> io::Result<()> {
    let system: HashSet<FileId> = output.system_files.iter().copied().collect();
    let mut w = io::BufWriter::new(w);
    let mut cur_file: Option<FileId> = None;
    let mut cur_line = 0u32;
    let mut at_line_start = true;
    let mut prev: Option<&PpToken> = None;
    let mut in_pragma = false;
    let mut line_range = (0u32, 0u32);
    // The final Eof is spelled at the end of the main file.
    if let (true, Some(eof)) = (line_markers, output.tokens.last()) {
        let main = eof.span.file;
        writeln!(
            w,
            "# 1 {}",
            crate::expand::quote(&sm.presumed(main, 0).name)
        )?;
        cur_file = Some(main);
        cur_line = 1;
    }
    for t in &output.tokens {
        if t.kind == PpTokenKind::Eof {
            break;
        }
        let root = sm.expansion_root(t.span);
        let file = root.file;
        let scratch = sm.file(file).name.starts_with('<');
        // Still on the physical line looked up last: nothing to do (saves a lookup per token).
        let same_line = cur_file == Some(file) && line_range.0 <= root.lo && root.lo < line_range.1;
        if !scratch && !in_pragma && !same_line {
            let text = &sm.file(file).text;
            let lo = (root.lo as usize).min(text.len());
            let bytes = text.as_bytes();
            let begin = bytes[..lo]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let end = bytes[lo..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(text.len(), |i| lo + i);
            line_range = (begin as u32, end as u32);
            let at = sm.presumed(file, root.lo);
            if cur_file != Some(file) {
                if !at_line_start {
                    w.write_all(b"\n")?;
                }
                // Without line markers the reader of the output (Fortran) counts lines by
                // newlines only: the main file's first token stays on its line.
                if keep_columns && !line_markers && cur_file.is_none() {
                    for _ in 1..at.line {
                        w.write_all(b"\n")?;
                    }
                }
                if line_markers {
                    let mut flags = String::new();
                    let from = sm.file(file).included_from.map(|s| s.file);
                    let back = cur_file
                        .and_then(|c| sm.file(c).included_from)
                        .map(|s| s.file);
                    if cur_file.is_some() && from == cur_file {
                        flags.push_str(" 1");
                    } else if back == Some(file) {
                        flags.push_str(" 2");
                    }
                    if system.contains(&file) {
                        flags.push_str(" 3 4");
                    }
                    // Entering a file (or starting): mark its line 1 and let the blank-line
                    // logic below reach the first token, as gcc does.
                    let start = if flags.starts_with(" 1") || cur_file.is_none() {
                        1
                    } else {
                        at.line
                    };
                    writeln!(w, "# {} {}{}", start, crate::expand::quote(&at.name), flags)?;
                    if start < at.line {
                        let gap = at.line - start;
                        if gap <= 8 {
                            for _ in 0..gap {
                                w.write_all(b"\n")?;
                            }
                        } else {
                            writeln!(w, "# {} {}", at.line, crate::expand::quote(&at.name))?;
                        }
                    }
                }
                cur_file = Some(file);
                cur_line = at.line;
                at_line_start = true;
                prev = None;
            } else if at.line > cur_line {
                if at.line - cur_line <= 8 || !line_markers {
                    // Kept columns keep lines too (blank lines, directives, skipped groups).
                    let n = if line_markers || keep_columns {
                        at.line - cur_line
                    } else {
                        1
                    };
                    for _ in 0..n {
                        w.write_all(b"\n")?;
                    }
                } else {
                    if !at_line_start {
                        w.write_all(b"\n")?;
                    }
                    writeln!(w, "# {} {}", at.line, crate::expand::quote(&at.name))?;
                }
                cur_line = at.line;
                at_line_start = true;
                prev = None;
            }
        }
        match t.kind {
            PpTokenKind::PragmaBegin => {
                if !at_line_start {
                    w.write_all(b"\n")?;
                }
                w.write_all(b"#pragma ")?;
                w.write_all(t.text.as_bytes())?;
                in_pragma = true;
                at_line_start = false;
                prev = Some(t);
                continue;
            }
            PpTokenKind::PragmaEnd => {
                w.write_all(b"\n")?;
                in_pragma = false;
                at_line_start = true;
                cur_line += 1;
                prev = None;
                continue;
            }
            _ => {}
        }
        if keep_columns && !scratch && !in_pragma {
            // A token written in the file, or the first of a macro's expansion: the blanks
            // before it (before its call site) in the source, when its predecessor on the
            // output line is the token written just before it there.
            let from = match prev {
                None if at_line_start => Some(line_range.0),
                Some(p) if sm.expansion(p.span.expn).is_none() && p.span.file == file => {
                    Some(p.span.hi)
                }
                _ => None,
            };
            let first_of_line = prev.is_none() && at_line_start;
            if let Some(gap) = from
                .filter(|&f| f <= root.lo)
                .filter(|_| first_of_line || same_line)
                .and_then(|f| blank_gap(sm, file, f, root.lo))
            {
                w.write_all(gap.as_bytes())?;
                w.write_all(t.text.as_bytes())?;
                at_line_start = false;
                prev = Some(t);
                continue;
            }
        }
        let space = match prev {
            None => !at_line_start || t.flags.contains(TokenFlags::LEADING_SPACE),
            Some(p) => {
                p.kind == PpTokenKind::PragmaBegin
                    || t.flags.contains(TokenFlags::LEADING_SPACE)
                    || t.flags.contains(TokenFlags::AT_LINE_START)
                    || would_paste(p, t)
            }
        };
        if space {
            w.write_all(b" ")?;
        }
        w.write_all(t.text.as_bytes())?;
        if t.kind == PpTokenKind::Other && t.text.starts_with("/*") {
            // -C: a block comment printed as written moves the output to a later line.
            cur_line += t.text.bytes().filter(|&b| b == b'\n').count() as u32;
        }
        at_line_start = false;
        prev = Some(t);
    }
    if !at_line_start {
        w.write_all(b"\n")?;
    }
    w.flush()
}

/// Writes `#define` lines for every macro (`-dM`), in definition order.
pub fn write_macro_definitions(output: &PreprocessOutput, w: &mut dyn Write) -> io::Result<()> {
    let mut w = io::BufWriter::new(w);
    for m in &output.macros {
        writeln!(w, "{}", m.to_define_line())?;
    }
    w.flush()
}
