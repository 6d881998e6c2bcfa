//! Tests of the directive grammar and the checks, on directive lines written as text.

mod check_tests;
mod omp_check_tests;
mod omp_device_tests;
mod omp_parse_tests;
mod omp_table;
mod parse_tests;
mod robustness;

use oxacc_source::{FileId, Span};
use smol_str::SmolStr;

use crate::token::{DirToken, TokKind};
use crate::{check, check_omp, parse, parse_omp, Lang};

/// Punctuators longest first, so `&&` is not read as two `&`.
const PUNCTS: &[&str] = &[
    "...", "->", "&&", "||", "::", "==", "!=", "<=", ">=", "<<", ">>", "++", "--", "(", ")", "[",
    "]", "{", "}", ",", ":", "*", "+", "-", "&", "|", "^", ".", "%", "/", "<", ">", "=", "!", "?",
    "~", ";", "#",
];

/// A small C-like tokenizer: identifiers, numbers (`Int`, or `Literal` with a `.`/exponent),
/// strings, character literals and the punctuators above. Fortran `.and.` comes out as
/// `.` `and` `.`, the way a front end may hand it over.
pub fn lex(src: &str) -> Vec<DirToken> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            TokKind::Ident
        } else if c.is_ascii_digit() {
            let mut kind = TokKind::Int;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                if bytes[i] == b'.' {
                    kind = TokKind::Literal;
                }
                i += 1;
            }
            kind
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < bytes.len() && bytes[i] != c {
                i += 1;
            }
            i = (i + 1).min(bytes.len());
            if c == b'"' {
                TokKind::Str
            } else {
                TokKind::Literal
            }
        } else {
            let p = PUNCTS.iter().find(|p| src[i..].starts_with(**p));
            i += p.map_or(1, |p| p.len());
            TokKind::Punct
        };
        out.push(DirToken {
            kind,
            text: SmolStr::new(&src[start..i]),
            span: Span::new(FileId(0), start as u32, i as u32),
        });
    }
    out
}

/// `parse` then `check`, as text: the dump, or each diagnostic with its token range and the
/// tokens it covers.
pub fn run(src: &str, lang: Lang) -> String {
    let tokens = lex(src);
    let directive = match parse(&tokens, lang) {
        Ok(d) => d,
        Err(e) => return format!("error {}", diagnostic(&e, &tokens)),
    };
    let mut out = directive.dump(&tokens);
    for e in check(&directive, &tokens, lang) {
        let level = if e.is_warning { "warning" } else { "error" };
        out.push_str(&format!("\n  {level} {}", diagnostic(&e, &tokens)));
    }
    out
}

pub fn diagnostic(e: &crate::DirError, tokens: &[DirToken]) -> String {
    let covered = crate::dump::text(e.at, tokens);
    let mut out = format!("{}..{} `{covered}`: {}", e.at.start, e.at.end, e.message);
    if let Some(note) = &e.note {
        out.push_str(&format!(" [{note}]"));
    }
    out
}

/// One line per input: `input => result`.
pub fn table(lang: Lang, inputs: &[&str]) -> String {
    let mut out = String::new();
    for src in inputs {
        out.push_str(&format!("{src}\n  => {}\n", run(src, lang)));
    }
    out
}

/// `parse_omp` then `check_omp`, as text, like [`run`].
pub fn run_omp(src: &str, lang: Lang) -> String {
    let tokens = lex(src);
    let directive = match parse_omp(&tokens, lang) {
        Ok(d) => d,
        Err(e) => return format!("error {}", diagnostic(&e, &tokens)),
    };
    let mut out = directive.dump(&tokens);
    for e in check_omp(&directive, &tokens) {
        let level = if e.is_warning { "warning" } else { "error" };
        out.push_str(&format!("\n  {level} {}", diagnostic(&e, &tokens)));
    }
    out
}

/// One line per OpenMP input: `input => result`.
pub fn omp_table(lang: Lang, inputs: &[&str]) -> String {
    let mut out = String::new();
    for src in inputs {
        out.push_str(&format!("{src}\n  => {}\n", run_omp(src, lang)));
    }
    out
}
