//! The pp-tokenizer: translation phases 1–3 (C17 §5.1.1.2) and preprocessing tokens (§6.4).
//!
//! Phase 1 (trigraphs) is not done, as with gcc's default `-std=gnu17`. Phase 2 removes every
//! backslash-newline; we lex the spliced text with a `logos` DFA and map each token's offsets back
//! to the physical file, so a span always points at the text the user wrote even when a splice
//! runs through an identifier or a string. Phase 3 replaces each comment by one space
//! ([`TokenFlags::LEADING_SPACE`]); newlines are kept as [`TokenFlags::AT_LINE_START`] on the
//! token that follows, which is all the directive processor needs.

use std::sync::Arc;

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
    /// Number of points at or before the last offset looked up: tokens are mapped in order, so
    /// a lookup is a short walk forward from the last one, not a binary search.
    cursor: usize,
}

impl SpliceMap {
    fn physical(&mut self, offset: u32) -> u32 {
        let mut i = self.cursor;
        if i > 0 && self.points[i - 1].0 > offset {
            i = self.points.partition_point(|&(s, _)| s <= offset);
        }
        while i < self.points.len() && self.points[i].0 <= offset {
            i += 1;
        }
        self.cursor = i;
        if i == 0 {
            offset
        } else {
            offset + self.points[i - 1].1
        }
    }

    /// The physical end of a token ending at spliced `offset` (not past a trailing splice).
    fn physical_end(&mut self, lo: u32, offset: u32) -> u32 {
        if offset == lo {
            self.physical(lo)
        } else {
            self.physical(offset - 1) + 1
        }
    }
}

/// Phase 2: deletes each backslash-newline (also `\` CR LF), remembering where.
fn splice(text: &str) -> Option<(String, SpliceMap)> {
    // One pass to find the first splice (most files have none): `find` on a char is a memchr.
    let first = text
        .match_indices('\\')
        .find_map(|(i, _)| splice_len(text, i).map(|_| i))?;
    let mut out = String::with_capacity(text.len());
    let mut points = Vec::new();
    let mut removed = 0u32;
    let mut start = 0;
    let mut i = first;
    loop {
        if let Some(len) = splice_len(text, i) {
            out.push_str(&text[start..i]);
            removed += len as u32;
            i += len;
            start = i;
            points.push((out.len() as u32, removed));
        } else {
            i += 1;
        }
        match text.get(i..).and_then(|rest| rest.find('\\')) {
            Some(next) => i += next,
            None => break,
        }
    }
    out.push_str(&text[start..]);
    Some((out, SpliceMap { points, cursor: 0 }))
}

/// The length of the backslash-newline (`\` LF or `\` CR LF) at `i`, if there is one.
fn splice_len(text: &str, i: usize) -> Option<usize> {
    match text
        .as_bytes()
        .get(i..i + 3)
        .unwrap_or(&text.as_bytes()[i.min(text.len())..])
    {
        [b'\\', b'\n', ..] => Some(2),
        [b'\\', b'\r', b'\n'] => Some(3),
        _ => None,
    }
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
    let mut lexer = FileLexer::new(file, Arc::from(text));
    let mut tokens = Vec::with_capacity(text.len() / 4);
    loop {
        let t = lexer.next();
        let eof = t.kind == PpTokenKind::Eof;
        tokens.push(t);
        if eof {
            break;
        }
    }
    (tokens, lexer.errors)
}

/// The tokens of one file, made on demand: the preprocessor pulls them one at a time, so a
/// file's tokens are never all in memory at once, and the groups of a false conditional are
/// skipped by scanning lines for a `#` (C17 §6.10.1p6: a skipped group is processed only to
/// find directive names) without making any token.
pub(crate) struct FileLexer {
    file: FileId,
    /// The text after phase 2 (line splicing); the file's own text when it has no splice.
    src: Arc<str>,
    map: Option<SpliceMap>,
    /// Physical length of the file, for the `Eof` span.
    physical_len: u32,
    /// Offset in `src` of the first byte not yet lexed.
    offset: usize,
    /// Layout flags the next token gets.
    flags: TokenFlags,
    peeked: Option<PpToken>,
    /// Set after an unterminated comment: nothing after it is a token.
    done: bool,
    /// `-C`: comments outside directive lines become tokens.
    keep_comments: bool,
    /// Inside a directive line, where `-C` still drops comments.
    in_directive: bool,
    /// The file's text before splicing: a kept comment is printed as written.
    physical: Arc<str>,
    /// Where the first token of the file is (for diagnostics about the file as a whole).
    pub first_span: Option<Span>,
    pub errors: Vec<LexError>,
    /// Unterminated literals met by [`FileLexer::skip_to_directive`]: gcc warns about them
    /// even in skipped groups, so the preprocessor reports these.
    pub skipped_errors: Vec<LexError>,
}

impl FileLexer {
    pub fn new(file: FileId, text: Arc<str>) -> FileLexer {
        let physical_len = text.len() as u32;
        let physical = Arc::clone(&text);
        let (src, map) = match splice(&text) {
            Some((s, m)) => (Arc::from(s), Some(m)),
            None => (text, None),
        };
        FileLexer {
            file,
            src,
            map,
            physical_len,
            offset: 0,
            flags: TokenFlags::AT_LINE_START,
            peeked: None,
            done: false,
            keep_comments: false,
            in_directive: false,
            physical,
            first_span: None,
            errors: Vec::new(),
            skipped_errors: Vec::new(),
        }
    }

    /// `-C`: makes comments tokens (see [`crate::PreprocessOptions::keep_comments`]).
    pub fn keep_comments(mut self, keep: bool) -> FileLexer {
        self.keep_comments = keep;
        self
    }

    fn span_of(&mut self, lo: usize, hi: usize) -> Span {
        match &mut self.map {
            None => Span::new(self.file, lo as u32, hi as u32),
            Some(m) => Span::new(
                self.file,
                m.physical(lo as u32),
                m.physical_end(lo as u32, hi as u32),
            ),
        }
    }

    /// The next token, without consuming it. `Eof` repeats at the end.
    pub fn peek(&mut self) -> &PpToken {
        if self.peeked.is_none() {
            let t = self.lex();
            self.peeked = Some(t);
        }
        match &self.peeked {
            Some(t) => t,
            None => unreachable!("peeked was just filled"),
        }
    }

    /// The next token. `Eof` repeats at the end.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> PpToken {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lex(),
        }
    }

    fn eof(&self) -> PpToken {
        PpToken {
            kind: PpTokenKind::Eof,
            text: SmolStr::default(),
            span: Span::new(self.file, self.physical_len, self.physical_len),
            flags: self.flags | TokenFlags::AT_LINE_START,
        }
    }

    fn lex(&mut self) -> PpToken {
        if self.done {
            return self.eof();
        }
        let src = Arc::clone(&self.src);
        let base = self.offset;
        // The offset is always at a token boundary; should it ever not be, end the file rather
        // than panic.
        let Some(rest) = src.get(base..) else {
            self.done = true;
            return self.eof();
        };
        let mut lexer = Raw::lexer(rest);
        while let Some(result) = lexer.next() {
            let range = lexer.span();
            let (start, end) = (base + range.start, base + range.end);
            self.offset = end;
            let kind = match result {
                Ok(Raw::LineComment) | Ok(Raw::BlockComment)
                    if self.keep_comments && !self.in_directive =>
                {
                    let span = self.span_of(start, end);
                    let physical = Arc::clone(&self.physical);
                    let text = physical
                        .get(span.lo as usize..span.hi as usize)
                        .unwrap_or(&src[start..end]);
                    return self.token(PpTokenKind::Other, text, span);
                }
                Ok(Raw::Space) | Ok(Raw::LineComment) | Ok(Raw::BlockComment) => {
                    self.flags.insert(TokenFlags::LEADING_SPACE);
                    continue;
                }
                Ok(Raw::Newline) => {
                    self.flags = TokenFlags::AT_LINE_START;
                    self.in_directive = false;
                    continue;
                }
                Ok(Raw::UnterminatedComment) => {
                    self.unterminated_comment(start);
                    return self.eof();
                }
                Ok(Raw::UnterminatedQuote) => {
                    // The rest of the line is one token, as in gcc (C17 §6.4p3: undefined).
                    let single = src[start..end].ends_with('\'');
                    let rest = &src[end..];
                    let end = end + rest.find('\n').unwrap_or(rest.len());
                    self.offset = end;
                    let span = self.span_of(start, end);
                    let message = if single {
                        "missing terminating ' character"
                    } else {
                        "missing terminating \" character"
                    };
                    self.errors.push(LexError { span, message });
                    return self.token(PpTokenKind::Other, &src[start..end], span);
                }
                Ok(Raw::Ident) => PpTokenKind::Ident,
                Ok(Raw::Number) => PpTokenKind::Number,
                Ok(Raw::CharLit) => PpTokenKind::CharLit,
                Ok(Raw::StringLit) => PpTokenKind::StringLit,
                Ok(Raw::Punct) => PpTokenKind::Punct,
                Err(()) => PpTokenKind::Other,
            };
            let span = self.span_of(start, end);
            return self.token(kind, &src[start..end], span);
        }
        self.offset = src.len();
        self.done = true;
        self.eof()
    }

    fn token(&mut self, kind: PpTokenKind, text: &str, span: Span) -> PpToken {
        let flags = std::mem::take(&mut self.flags);
        self.first_span.get_or_insert(span);
        if flags.contains(TokenFlags::AT_LINE_START)
            && kind == PpTokenKind::Punct
            && canonical_punct(text) == "#"
        {
            self.in_directive = true;
        }
        // Most tokens fit inline; `new_inline` skips `SmolStr::new`'s check for white space.
        let text = if text.len() <= 23 {
            SmolStr::new_inline(text)
        } else {
            SmolStr::new(text)
        };
        PpToken {
            kind,
            text,
            span,
            flags,
        }
    }

    fn unterminated_comment(&mut self, at: usize) {
        let span = self.span_of(at, at + 2);
        self.errors.push(LexError {
            span,
            message: "unterminated comment",
        });
        self.offset = self.src.len();
        self.done = true;
    }

    /// Moves to the next directive line: afterwards the next token is the `#` (or `%:`) that
    /// starts a line, or `Eof`. Nothing in between becomes a token, but comments and literals
    /// are still recognised, since a `/*` in a skipped group hides lines and a `#` in a string
    /// or after a token starts no directive (C17 §6.10p2).
    pub fn skip_to_directive(&mut self) {
        let mut at_line_start = match self.peeked.take() {
            Some(t) => {
                let hash = t.flags.contains(TokenFlags::AT_LINE_START)
                    && t.kind == PpTokenKind::Punct
                    && canonical_punct(&t.text) == "#";
                if hash || t.kind == PpTokenKind::Eof {
                    self.peeked = Some(t);
                    return;
                }
                // Dropped unread: an unterminated literal in it is still warned about.
                if self.errors.last().is_some_and(|e| e.span == t.span) {
                    self.skipped_errors.extend(self.errors.pop());
                }
                false
            }
            None => self.flags.contains(TokenFlags::AT_LINE_START),
        };
        if self.done {
            return;
        }
        let src = Arc::clone(&self.src);
        let b = src.as_bytes();
        let mut i = self.offset;
        loop {
            if at_line_start {
                let mut space = false;
                loop {
                    match b.get(i) {
                        Some(b' ' | b'\t' | 0x0b | 0x0c | b'\r') => i += 1,
                        Some(b'/') if b.get(i + 1) == Some(&b'*') => match find(b, i + 2, b"*/") {
                            Some(close) => i = close + 2,
                            None => return self.unterminated_comment(i),
                        },
                        _ => break,
                    }
                    space = true;
                }
                let hash = match b.get(i..).unwrap_or_default() {
                    [b'#', b'#', ..] | [b'%', b':', b'%', b':', ..] => false,
                    [b'#', ..] | [b'%', b':', ..] => true,
                    _ => false,
                };
                if hash {
                    self.offset = i;
                    self.flags = TokenFlags::AT_LINE_START;
                    if space {
                        self.flags.insert(TokenFlags::LEADING_SPACE);
                    }
                    return;
                }
            }
            // The rest of a line that is not a directive.
            at_line_start = false;
            match b.get(i) {
                None => {
                    self.offset = i;
                    return;
                }
                Some(b'\n') => {
                    i += 1;
                    at_line_start = true;
                }
                Some(&quote @ (b'"' | b'\'')) => {
                    // A literal ends at its closing quote or, unterminated, at the line's end.
                    let start = i;
                    i += 1;
                    let mut closed = false;
                    while let Some(&c) = b.get(i) {
                        if c == b'\n' {
                            break;
                        }
                        // An escape takes the next byte with it, but never past the end (a
                        // backslash can be the file's last byte).
                        let step = if c == b'\\' && b.get(i + 1) != Some(&b'\n') {
                            2
                        } else {
                            1
                        };
                        i = (i + step).min(b.len());
                        if c == quote {
                            closed = true;
                            break;
                        }
                    }
                    if !closed {
                        let span = self.span_of(start, i.min(b.len()));
                        let message = if quote == b'\'' {
                            "missing terminating ' character"
                        } else {
                            "missing terminating \" character"
                        };
                        self.skipped_errors.push(LexError { span, message });
                    }
                }
                Some(b'/') if b.get(i + 1) == Some(&b'/') => {
                    i += b[i..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .unwrap_or(b.len() - i);
                }
                Some(b'/') if b.get(i + 1) == Some(&b'*') => match find(b, i + 2, b"*/") {
                    Some(close) => i = close + 2,
                    None => return self.unterminated_comment(i),
                },
                Some(_) => i += 1,
            }
        }
    }
}

/// The offset of the first `needle` in `hay` at or after `from`.
fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| from + i)
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

/// A comment kept by `-C` (no other token starts with `/`, which is a punctuator).
pub(crate) fn is_comment(t: &PpToken) -> bool {
    t.kind == PpTokenKind::Other && (t.text.starts_with("/*") || t.text.starts_with("//"))
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
    fn splicing_removes_exactly_the_backslash_newlines() {
        for text in [
            "",
            "\\",
            "a\\",
            "\\\n",
            "a\\\r\nb\\\\\nc",
            "\\\\\n\\\n",
            "x\\\r",
            "é\\\nü",
        ] {
            let naive = text.replace("\\\r\n", "").replace("\\\n", "");
            let want = (naive.len() != text.len()).then_some(naive);
            assert_eq!(splice(text).map(|(s, _)| s), want, "{text:?}");
        }
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
