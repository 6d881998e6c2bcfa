//! A minimal pp-tokenizer for tests and for already-preprocessed text (`gcc -E` output): it
//! splits text into [`PpToken`]s without expanding macros. Line markers (`# 1 "file"`) and
//! `#pragma` lines other than `acc`/`omp` are skipped; `#pragma acc|omp …` becomes
//! `PragmaBegin … PragmaEnd` as the real preprocessor produces it.
//!
//! This is not the preprocessor (`oxacc-cpp` is); it exists so that the front end can be
//! tested on its own.

use oxacc_cpp::{PpToken, PpTokenKind, TokenFlags};
use oxacc_source::{FileId, SourceMap, Span};

const PUNCTS: [&str; 54] = [
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:", "[", "]",
    "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":",
    ";", "=", ",", "#",
];

/// Tokenizes the whole text of `file`; the result ends with `Eof`.
pub fn tokenize(sm: &SourceMap, file: FileId) -> Vec<PpToken> {
    let text = sm.file(file).text.clone();
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0usize;
    let mut line_start = true;
    let mut space = false;
    let mut in_pragma = false;
    let span = |lo: usize, hi: usize| Span::new(file, lo as u32, hi as u32);
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            if in_pragma {
                out.push(tok(
                    PpTokenKind::PragmaEnd,
                    "",
                    span(i, i),
                    TokenFlags::default(),
                ));
                in_pragma = false;
            }
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            space = true;
            i += 1;
            continue;
        }
        if c == b'\\' && b.get(i + 1) == Some(&b'\n') {
            i += 2;
            continue;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if b[i..].starts_with(b"/*") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"*/") {
                i += 1;
            }
            i = (i + 2).min(b.len());
            space = true;
            continue;
        }
        if c == b'#' && line_start {
            // A directive line: keep only `#pragma acc|omp`.
            let end = b[i..]
                .iter()
                .position(|&x| x == b'\n')
                .map_or(b.len(), |p| i + p);
            let line = &text[i + 1..end];
            let mut words = line.split_whitespace();
            if words.next() == Some("pragma") {
                if let Some(ns @ ("acc" | "omp")) = words.next() {
                    let at = i + 1 + line.find(ns).unwrap_or(0);
                    out.push(tok(
                        PpTokenKind::PragmaBegin,
                        ns,
                        span(i, at + ns.len()),
                        TokenFlags::AT_LINE_START,
                    ));
                    in_pragma = true;
                    i = at + ns.len();
                    line_start = false;
                    continue;
                }
            }
            i = end;
            continue;
        }
        let mut flags = TokenFlags::default();
        if line_start {
            flags.insert(TokenFlags::AT_LINE_START);
        }
        if space {
            flags.insert(TokenFlags::LEADING_SPACE);
        }
        line_start = false;
        space = false;
        let start = i;
        let kind;
        let prefix_len = [&b"u8"[..], b"u", b"U", b"L"]
            .iter()
            .find(|p| b[i..].starts_with(p) && matches!(b.get(i + p.len()), Some(b'"' | b'\'')))
            .map_or(0, |p| p.len());
        if prefix_len > 0 || c == b'"' || c == b'\'' {
            let q = b[i + prefix_len];
            i += prefix_len + 1;
            while i < b.len() && b[i] != q && b[i] != b'\n' {
                if b[i] == b'\\' && i + 1 < b.len() {
                    i += 1;
                }
                i += 1;
            }
            if i < b.len() && b[i] == q {
                i += 1;
            }
            kind = if q == b'"' {
                PpTokenKind::StringLit
            } else {
                PpTokenKind::CharLit
            };
        } else if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80 {
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$' || b[i] >= 0x80)
            {
                i += 1;
            }
            kind = PpTokenKind::Ident;
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
            while i < b.len() {
                if matches!(b[i], b'e' | b'E' | b'p' | b'P')
                    && matches!(b.get(i + 1), Some(b'+' | b'-'))
                {
                    i += 2;
                } else if b[i].is_ascii_alphanumeric() || b[i] == b'.' || b[i] == b'_' {
                    i += 1;
                } else {
                    break;
                }
            }
            kind = PpTokenKind::Number;
        } else if let Some(p) = PUNCTS.iter().find(|p| b[i..].starts_with(p.as_bytes())) {
            i += p.len();
            kind = PpTokenKind::Punct;
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            kind = PpTokenKind::Other;
        }
        out.push(tok(kind, &text[start..i], span(start, i), flags));
    }
    if in_pragma {
        out.push(tok(
            PpTokenKind::PragmaEnd,
            "",
            span(b.len(), b.len()),
            TokenFlags::default(),
        ));
    }
    out.push(tok(
        PpTokenKind::Eof,
        "",
        span(b.len(), b.len()),
        TokenFlags::AT_LINE_START,
    ));
    out
}

fn tok(kind: PpTokenKind, text: &str, span: Span, flags: TokenFlags) -> PpToken {
    PpToken {
        kind,
        text: text.into(),
        span,
        flags,
    }
}
