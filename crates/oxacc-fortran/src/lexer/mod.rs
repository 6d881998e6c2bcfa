//! The lexer: one logical statement's cooked text → tokens with spans (Fortran 2018 §6.2).
//!
//! Blanks separate tokens (in fixed form too: keywords written with blanks, `GO TO`,
//! `END DO`, `DOUBLE PRECISION`, are joined by the parser). There are no reserved words, so
//! every word is a [`TokenKind::Name`]; the parser decides.

#[cfg(test)]
mod tests;
mod token;

pub use token::{KindParam, Punct, Token, TokenKind};

use oxacc_source::Span;
use smol_str::SmolStr;
use thiserror::Error;

use crate::source_form::CookedText;

/// A lexical or syntax error: where and what. The first one in a statement ends that
/// statement (the parser resynchronises at the next one).
#[derive(Clone, Debug, Error, PartialEq)]
#[error("{message}")]
pub struct SyntaxError {
    pub span: Span,
    pub message: String,
}

impl SyntaxError {
    pub fn new(span: Span, message: impl Into<String>) -> SyntaxError {
        SyntaxError {
            span,
            message: message.into(),
        }
    }
}

/// Tokenizes one statement. `backslash` is `-fbackslash` (C escapes in character literals).
pub fn lex(text: &CookedText, backslash: bool) -> Result<Vec<Token>, SyntaxError> {
    let mut lx = Lexer {
        s: text.text.as_bytes(),
        text,
        i: 0,
        toks: Vec::new(),
        backslash,
    };
    lx.run()?;
    Ok(lx.toks)
}

struct Lexer<'a> {
    s: &'a [u8],
    text: &'a CookedText,
    i: usize,
    toks: Vec<Token>,
    backslash: bool,
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

const DOTTED: [(&str, Punct); 11] = [
    ("eq", Punct::Eq),
    ("ne", Punct::Ne),
    ("lt", Punct::Lt),
    ("le", Punct::Le),
    ("gt", Punct::Gt),
    ("ge", Punct::Ge),
    ("not", Punct::Not),
    ("and", Punct::And),
    ("or", Punct::Or),
    ("eqv", Punct::Eqv),
    ("neqv", Punct::Neqv),
];

impl Lexer<'_> {
    fn peek(&self, k: usize) -> u8 {
        self.s.get(self.i + k).copied().unwrap_or(0)
    }

    fn str(&self, lo: usize, hi: usize) -> &str {
        &self.text.text[lo..hi]
    }

    fn push(&mut self, kind: TokenKind, lo: usize) {
        let span = self.text.span(lo, self.i);
        self.toks.push(Token {
            kind,
            lo: lo as u32,
            hi: self.i as u32,
            span,
        });
    }

    fn err(&self, lo: usize, hi: usize, message: impl Into<String>) -> SyntaxError {
        SyntaxError::new(self.text.span(lo, hi.max(lo + 1)), message)
    }

    fn run(&mut self) -> Result<(), SyntaxError> {
        while self.i < self.s.len() {
            let c = self.s[self.i];
            if c == b' ' || c == b'\t' {
                self.i += 1;
                continue;
            }
            let lo = self.i;
            if c.is_ascii_alphabetic() {
                self.name(lo)?;
            } else if c.is_ascii_digit() || (c == b'.' && self.peek(1).is_ascii_digit()) {
                self.number(lo)?;
            } else if c == b'.' {
                self.dotted(lo)?;
            } else if c == b'\'' || c == b'"' {
                let value = self.char_body(lo)?;
                self.push(TokenKind::Char(value, None), lo);
            } else {
                self.punct(lo, c)?;
            }
        }
        Ok(())
    }

    fn name(&mut self, lo: usize) -> Result<(), SyntaxError> {
        while self.i < self.s.len() && is_name_char(self.s[self.i]) {
            self.i += 1;
        }
        let word = self.str(lo, self.i).to_string();
        let next = self.peek(0);
        if next == b'\'' || next == b'"' {
            // §7.7 BOZ literal `z'ff'`, or §7.4.4.3 a kind prefix `ucs4_'x'`.
            if word.len() == 1 && matches!(word.as_bytes()[0] | 0x20, b'b' | b'o' | b'z') {
                let q = next;
                let start = self.i;
                self.i += 1;
                while self.i < self.s.len() && self.s[self.i] != q {
                    self.i += 1;
                }
                if self.i >= self.s.len() {
                    return Err(self.err(start, start + 1, "unterminated BOZ literal"));
                }
                self.i += 1;
                let text = self.str(lo, self.i).into();
                self.push(TokenKind::Boz(text), lo);
                return Ok(());
            }
            if let Some(kind) = word.strip_suffix('_').filter(|k| !k.is_empty()) {
                let kind = SmolStr::from(kind);
                let value = self.char_body(self.i)?;
                self.push(TokenKind::Char(value, Some(kind)), lo);
                return Ok(());
            }
        }
        self.push(TokenKind::Name(word.into()), lo);
        Ok(())
    }

    /// §7.4.3: integer and real literal constants with optional `_kind`.
    fn number(&mut self, lo: usize) -> Result<(), SyntaxError> {
        let digits = |lx: &mut Lexer| {
            while lx.i < lx.s.len() && lx.s[lx.i].is_ascii_digit() {
                lx.i += 1;
            }
        };
        digits(self);
        let mut real = false;
        if self.peek(0) == b'.' {
            // `1.eq.2`: the dot starts an operator, not a fraction.
            let mut k = 1;
            while self.peek(k).is_ascii_alphabetic() {
                k += 1;
            }
            let operator_follows = k > 1 && self.peek(k) == b'.';
            if !operator_follows {
                real = true;
                self.i += 1;
                digits(self);
            }
        }
        let e = self.peek(0) | 0x20;
        if matches!(e, b'e' | b'd' | b'q') {
            let sign = matches!(self.peek(1), b'+' | b'-');
            let first_digit = if sign { self.peek(2) } else { self.peek(1) };
            if first_digit.is_ascii_digit() {
                real = true;
                self.i += if sign { 2 } else { 1 };
                digits(self);
            }
        }
        let spelling: SmolStr = self.str(lo, self.i).into();
        let kind = self.kind_suffix();
        if !real && kind.is_some() && matches!(self.peek(0), b'\'' | b'"') {
            // `1_'abc'`: a kind prefix on a character literal.
            let value = self.char_body(self.i)?;
            self.push(TokenKind::Char(value, Some(spelling)), lo);
            return Ok(());
        }
        if real {
            self.push(TokenKind::Real(spelling, kind), lo);
        } else {
            self.push(TokenKind::Int(spelling, kind), lo);
        }
        Ok(())
    }

    /// `_kind` after a literal: digits or a name.
    fn kind_suffix(&mut self) -> Option<KindParam> {
        if self.peek(0) != b'_' || !is_name_char(self.peek(1)) {
            return None;
        }
        self.i += 1;
        let lo = self.i;
        while self.i < self.s.len() && is_name_char(self.s[self.i]) {
            self.i += 1;
        }
        Some(self.str(lo, self.i).into())
    }

    /// `.true.`, `.false.`, the dotted intrinsic operators and user-defined `.op.`.
    fn dotted(&mut self, lo: usize) -> Result<(), SyntaxError> {
        let mut k = 1;
        while self.peek(k).is_ascii_alphabetic() {
            k += 1;
        }
        if k == 1 || self.peek(k) != b'.' {
            return Err(self.err(lo, lo + 1, "unexpected '.'"));
        }
        let word = self.str(lo + 1, lo + k).to_ascii_lowercase();
        self.i = lo + k + 1;
        match word.as_str() {
            "true" | "false" => {
                let kind = self.kind_suffix();
                self.push(TokenKind::Logical(word == "true", kind), lo);
            }
            _ => match DOTTED.iter().find(|(w, _)| *w == word) {
                Some(&(_, p)) => self.push(TokenKind::Punct(p), lo),
                None => self.push(TokenKind::DefinedOp(word.into()), lo),
            },
        }
        Ok(())
    }

    /// The body of a character literal starting at the quote at `q_at` (§7.4.4.3: a quote
    /// is written twice inside). Leaves `self.i` after the closing quote.
    fn char_body(&mut self, q_at: usize) -> Result<String, SyntaxError> {
        let q = self.s[q_at];
        self.i = q_at + 1;
        let mut value: Vec<u8> = Vec::new();
        loop {
            let Some(&c) = self.s.get(self.i) else {
                return Err(self.err(q_at, q_at + 1, "unterminated character literal"));
            };
            if c == q {
                if self.peek(1) == q {
                    value.push(q);
                    self.i += 2;
                    continue;
                }
                self.i += 1;
                break;
            }
            if c == b'\\' && self.backslash {
                let e = self.peek(1);
                let out = match e {
                    b'n' => b'\n',
                    b't' => b'\t',
                    b'r' => b'\r',
                    b'0' => 0,
                    b'a' => 7,
                    b'b' => 8,
                    b'f' => 12,
                    b'v' => 11,
                    0 => b'\\',
                    other => other,
                };
                value.push(out);
                self.i += if e == 0 { 1 } else { 2 };
                continue;
            }
            value.push(c);
            self.i += 1;
        }
        Ok(String::from_utf8_lossy(&value).into_owned())
    }

    fn punct(&mut self, lo: usize, c: u8) -> Result<(), SyntaxError> {
        let n = self.peek(1);
        let (p, len) = match (c, n) {
            (b'(', _) => (Punct::LParen, 1),
            (b')', _) => (Punct::RParen, 1),
            (b'[', _) => (Punct::LBracket, 1),
            (b']', _) => (Punct::RBracket, 1),
            (b'{', _) => (Punct::LBrace, 1),
            (b'}', _) => (Punct::RBrace, 1),
            (b',', _) => (Punct::Comma, 1),
            (b'%', _) => (Punct::Percent, 1),
            (b'+', _) => (Punct::Plus, 1),
            (b'-', _) => (Punct::Minus, 1),
            (b'*', b'*') => (Punct::Power, 2),
            (b'*', _) => (Punct::Star, 1),
            (b'/', b'/') => (Punct::Concat, 2),
            (b'/', b'=') => (Punct::Ne, 2),
            (b'/', _) => (Punct::Slash, 1),
            (b'=', b'=') => (Punct::Eq, 2),
            (b'=', b'>') => (Punct::Arrow, 2),
            (b'=', _) => (Punct::Assign, 1),
            (b':', b':') => (Punct::ColonColon, 2),
            (b':', _) => (Punct::Colon, 1),
            (b'<', b'=') => (Punct::Le, 2),
            (b'<', _) => (Punct::Lt, 1),
            (b'>', b'=') => (Punct::Ge, 2),
            (b'>', _) => (Punct::Gt, 1),
            _ => {
                let ch = self.text.text[lo..].chars().next().unwrap_or('?');
                return Err(self.err(lo, lo + ch.len_utf8(), format!("invalid character '{ch}'")));
            }
        };
        self.i = lo + len;
        self.push(TokenKind::Punct(p), lo);
        Ok(())
    }
}
