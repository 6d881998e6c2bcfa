//! The pp-tokenizer: translation phases 1–3 (C17 §5.1.1.2) and preprocessing tokens (§6.4).
//!
//! Phase 1 (trigraphs) is not done, as with gcc's default `-std=gnu17`. Phase 2 removes every
//! backslash-newline; we lex the spliced text with a `logos` DFA and map each token's offsets back
//! to the physical file, so a span always points at the text the user wrote even when a splice
//! runs through an identifier or a string. Phase 3 replaces each comment by one space
//! ([`TokenFlags::LEADING_SPACE`]); newlines are kept as [`TokenFlags::AT_LINE_START`] on the
//! token that follows, which is all the directive processor needs.

use logos::Logos;
use oxacc_source::{Diagnostic, DiagnosticsEngine, FileId, SourceMap, Span};
use smol_str::SmolStr;

use crate::token::{PpToken, PpTokenKind, TokenFlags};

#[derive(Logos, Debug, Clone, Copy, PartialEq, Eq)]
enum Raw {
    #[regex(r"[ \t\x0b\x0c\r]+")]
    Space,
    #[token("\n")]
    Newline,
    #[regex(r"//[^\n]*", allow_greedy = true)]
    LineComment,
    #[regex(r"/\*([^*]|\*+[^*/])*\*+/")]
    BlockComment,
    /// `/*` with no `*/` after it (the complete comment is a longer match when it exists).
    #[token("/*")]
    UnterminatedComment,
    /// C17 §6.4.2: identifiers, with `$` (a GNU extension), UCNs and any non-ASCII character.
    #[regex(r"([A-Za-z_$\u{80}-\u{10FFFF}]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})([A-Za-z0-9_$\u{80}-\u{10FFFF}]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*")]
    Ident,
    /// C17 §6.4.8 pp-number.
    #[regex(r"\.?[0-9]([0-9A-Za-z_.\u{80}-\u{10FFFF}]|[eEpP][+-])*")]
    Number,
    #[regex(r#"(L|u8|u|U)?'([^'\\\n]|\\[^\n])*'"#)]
    CharLit,
    #[regex(r#"(L|u8|u|U)?"([^"\\\n]|\\[^\n])*""#)]
    StringLit,
    /// A lone quote: gcc keeps the rest of the line as one token and warns where it matters.
    #[regex(r#"(L|u8|u|U)?['"]"#)]
    UnterminatedQuote,
    /// C17 §6.4.6, digraphs included.
    #[token("[")]
    #[token("]")]
    #[token("(")]
    #[token(")")]
    #[token("{")]
    #[token("}")]
    #[token(".")]
    #[token("->")]
    #[token("++")]
    #[token("--")]
    #[token("&")]
    #[token("*")]
    #[token("+")]
    #[token("-")]
    #[token("~")]
    #[token("!")]
    #[token("/")]
    #[token("%")]
    #[token("<<")]
    #[token(">>")]
    #[token("<")]
    #[token(">")]
    #[token("<=")]
    #[token(">=")]
    #[token("==")]
    #[token("!=")]
    #[token("^")]
    #[token("|")]
    #[token("&&")]
    #[token("||")]
    #[token("?")]
    #[token(":")]
    #[token(";")]
    #[token("...")]
    #[token("=")]
    #[token("*=")]
    #[token("/=")]
    #[token("%=")]
    #[token("+=")]
    #[token("-=")]
    #[token("<<=")]
    #[token(">>=")]
    #[token("&=")]
    #[token("^=")]
    #[token("|=")]
    #[token(",")]
    #[token("#")]
    #[token("##")]
    #[token("<:")]
    #[token(":>")]
    #[token("<%")]
    #[token("%>")]
    #[token("%:")]
    #[token("%:%:")]
    Punct,
}

/// Maps offsets in the spliced text back to the physical file: from `spliced` on, add `delta`.
struct SpliceMap {
    points: Vec<(u32, u32)>,
}

impl SpliceMap {
    fn physical(&self, offset: u32) -> u32 {
        let i = self.points.partition_point(|&(s, _)| s <= offset);
        if i == 0 {
            offset
        } else {
            offset + self.points[i - 1].1
        }
    }

    /// The physical end of a token ending at spliced `offset` (not past a trailing splice).
    fn physical_end(&self, lo: u32, offset: u32) -> u32 {
        if offset == lo {
            self.physical(lo)
        } else {
            self.physical(offset - 1) + 1
        }
    }
}

/// Phase 2: deletes each backslash-newline (also `\` CR LF), remembering where.
fn splice(text: &str) -> Option<(String, SpliceMap)> {
    if !text.contains("\\\n") && !text.contains("\\\r\n") {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut points = Vec::new();
    let mut removed = 0u32;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            let len = match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(b'\n'), _) => 2,
                (Some(b'\r'), Some(b'\n')) => 3,
                _ => 0,
            };
            if len > 0 {
                out.push_str(&text[start..i]);
                removed += len as u32;
                i += len;
                start = i;
                points.push((out.len() as u32, removed));
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&text[start..]);
    Some((out, SpliceMap { points }))
}

/// A problem found while lexing, reported by [`tokenize`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexError {
    pub span: Span,
    pub message: &'static str,
}

/// Lexes `text` (the contents of `file`) into pp-tokens, ending with [`PpTokenKind::Eof`].
/// Never fails: malformed input becomes [`PpTokenKind::Other`] tokens and [`LexError`]s.
pub fn lex_text(file: FileId, text: &str) -> (Vec<PpToken>, Vec<LexError>) {
    let spliced = splice(text);
    let (src, map) = match &spliced {
        Some((s, m)) => (s.as_str(), Some(m)),
        None => (text, None),
    };
    let span_of = |lo: usize, hi: usize| -> Span {
        match map {
            None => Span::new(file, lo as u32, hi as u32),
            Some(m) => Span::new(
                file,
                m.physical(lo as u32),
                m.physical_end(lo as u32, hi as u32),
            ),
        }
    };
    let mut tokens = Vec::with_capacity(src.len() / 4);
    let mut errors = Vec::new();
    let mut flags = TokenFlags::AT_LINE_START;
    let mut lexer = Raw::lexer(src);
    while let Some(result) = lexer.next() {
        let range = lexer.span();
        let kind = match result {
            Ok(Raw::Space) | Ok(Raw::LineComment) | Ok(Raw::BlockComment) => {
                flags.insert(TokenFlags::LEADING_SPACE);
                continue;
            }
            Ok(Raw::Newline) => {
                flags = TokenFlags::AT_LINE_START;
                continue;
            }
            Ok(Raw::UnterminatedComment) => {
                errors.push(LexError {
                    span: span_of(range.start, range.end),
                    message: "unterminated comment",
                });
                break;
            }
            Ok(Raw::UnterminatedQuote) => {
                // The rest of the line is one token, as in gcc (C17 §6.4p3: undefined).
                let rest = &src[range.end..];
                let end = range.end + rest.find('\n').unwrap_or(rest.len());
                lexer.bump(end - range.end);
                let span = span_of(range.start, end);
                let message = if src[range.start..range.end].ends_with('\'') {
                    "missing terminating ' character"
                } else {
                    "missing terminating \" character"
                };
                errors.push(LexError { span, message });
                tokens.push(PpToken {
                    kind: PpTokenKind::Other,
                    text: SmolStr::new(&src[range.start..end]),
                    span,
                    flags,
                });
                flags = TokenFlags::default();
                continue;
            }
            Ok(Raw::Ident) => PpTokenKind::Ident,
            Ok(Raw::Number) => PpTokenKind::Number,
            Ok(Raw::CharLit) => PpTokenKind::CharLit,
            Ok(Raw::StringLit) => PpTokenKind::StringLit,
            Ok(Raw::Punct) => PpTokenKind::Punct,
            Err(()) => PpTokenKind::Other,
        };
        tokens.push(PpToken {
            kind,
            text: SmolStr::new(&src[range.start..range.end]),
            span: span_of(range.start, range.end),
            flags,
        });
        flags = TokenFlags::default();
    }
    let end = text.len() as u32;
    tokens.push(PpToken {
        kind: PpTokenKind::Eof,
        text: SmolStr::default(),
        span: Span::new(file, end, end),
        flags: flags | TokenFlags::AT_LINE_START,
    });
    (tokens, errors)
}

/// Lexes one file of the source map into pp-tokens (ending with [`PpTokenKind::Eof`]),
/// reporting unterminated comments as errors. This is the entry point for tools and tests that
/// want raw tokens without preprocessing.
pub fn tokenize(sm: &SourceMap, diags: &mut DiagnosticsEngine, file: FileId) -> Vec<PpToken> {
    let text = sm.file(file).text.clone();
    let (tokens, errors) = lex_text(file, &text);
    for e in errors {
        if e.message == "unterminated comment" {
            diags.emit(sm, Diagnostic::error(e.span, e.message));
        }
    }
    tokens
}

/// The canonical spelling of a punctuator: digraphs (C17 §6.4.6p3) become what they stand for.
pub fn canonical_punct(text: &str) -> &str {
    match text {
        "<:" => "[",
        ":>" => "]",
        "<%" => "{",
        "%>" => "}",
        "%:" => "#",
        "%:%:" => "##",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::{expect, Expect};

    fn check(src: &str, expect: Expect) {
        let (tokens, errors) = lex_text(FileId(0), src);
        let mut out = String::new();
        for t in &tokens {
            let nl = if t.flags.contains(TokenFlags::AT_LINE_START) {
                "\n"
            } else {
                ""
            };
            let sp = if t.flags.contains(TokenFlags::LEADING_SPACE) {
                "_"
            } else {
                ""
            };
            out += &format!(
                "{nl}{sp}{:?}({})@{}..{} ",
                t.kind, t.text, t.span.lo, t.span.hi
            );
        }
        for e in errors {
            out += &format!("\nerror {}@{}", e.message, e.span.lo);
        }
        expect.assert_eq(out.trim());
    }

    #[test]
    fn basic_tokens() {
        check(
            "int x = 0x1e+5 + .5e-3;\n  # define A(x) L\"s\\\"\" 'c' <: %:%: ...",
            expect![[r#"
                Ident(int)@0..3 _Ident(x)@4..5 _Punct(=)@6..7 _Number(0x1e+5)@8..14 _Punct(+)@15..16 _Number(.5e-3)@17..22 Punct(;)@22..23 
                _Punct(#)@26..27 _Ident(define)@28..34 _Ident(A)@35..36 Punct(()@36..37 Ident(x)@37..38 Punct())@38..39 _StringLit(L"s\"")@40..46 _CharLit('c')@47..50 _Punct(<:)@51..53 _Punct(%:%:)@54..58 _Punct(...)@59..62 
                Eof()@62..62"#]],
        );
    }

    #[test]
    fn splices_inside_tokens_keep_physical_spans() {
        check(
            "ab\\\ncd \"x\\\ny\" /\\\n/ comment\nz",
            expect![[r#"
                Ident(abcd)@0..6 _StringLit("xy")@7..13 
                Ident(z)@27..28 
                Eof()@28..28"#]],
        );
    }

    #[test]
    fn comments_and_errors() {
        check(
            "a/**/b /* x\n y */ c\n' d\n/* open",
            expect![[r#"
                Ident(a)@0..1 _Ident(b)@5..6 _Ident(c)@18..19 
                Other(' d)@20..23 
                Eof()@31..31 
                error missing terminating ' character@20
                error unterminated comment@24"#]],
        );
    }

    #[test]
    fn garbage_never_panics() {
        let mut seed = 0x2545F4914F6CDD1Du64;
        for _ in 0..300 {
            let mut bytes = Vec::new();
            for _ in 0..64 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let alphabet = b"\\\n\r\"'/*#a1.e+-<%:@\x80\xff \t";
                bytes.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            let text = String::from_utf8_lossy(&bytes);
            let (tokens, _) = lex_text(FileId(0), &text);
            assert_eq!(tokens.last().map(|t| t.kind), Some(PpTokenKind::Eof));
        }
    }
}
