//! The token cursor the statement parsers share: peeking, matching names case-insensitively
//! (including keywords written with or without blanks, `enddo` / `end do`), and errors.

use oxacc_source::Span;

use super::IdGen;
use crate::ast::{Expr, ExprKind, Name};
use crate::lexer::{Punct, SyntaxError, Token, TokenKind};
use crate::source_form::CookedText;

pub(crate) type PResult<T> = Result<T, SyntaxError>;

pub(crate) struct Parser<'a> {
    pub toks: &'a [Token],
    pub pos: usize,
    pub text: &'a CookedText,
    pub ids: &'a mut IdGen,
    /// Fixed source form (some blank-less spellings are recognised there).
    pub fixed: bool,
    /// Inside a DATA statement's object list (implied-DO items are designators there).
    pub in_data: bool,
    /// Current expression nesting, bounded so that deep input cannot overflow the stack.
    pub depth: u32,
}

/// Deeper than any real program (gfortran and flang also stop somewhere).
pub(crate) const MAX_EXPR_DEPTH: u32 = 64;

impl<'a> Parser<'a> {
    pub fn new(
        toks: &'a [Token],
        text: &'a CookedText,
        ids: &'a mut IdGen,
        fixed: bool,
    ) -> Parser<'a> {
        Parser {
            toks,
            pos: 0,
            text,
            ids,
            fixed,
            in_data: false,
            depth: 0,
        }
    }

    /// Runs `f` one nesting level deeper, failing cleanly past [`MAX_EXPR_DEPTH`].
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(self.error_here("expression nested too deeply"));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    pub fn data_objects_only(&self) -> bool {
        self.in_data
    }

    pub fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }

    pub fn peek_at(&self, k: usize) -> Option<&'a Token> {
        self.toks.get(self.pos + k)
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn at(&self, p: Punct) -> bool {
        self.peek().is_some_and(|t| t.is_punct(p))
    }

    pub fn at_k(&self, k: usize, p: Punct) -> bool {
        self.peek_at(k).is_some_and(|t| t.is_punct(p))
    }

    pub fn eat(&mut self, p: Punct) -> bool {
        if self.at(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, p: Punct) -> PResult<Span> {
        match self.peek() {
            Some(t) if t.is_punct(p) => {
                self.pos += 1;
                Ok(t.span)
            }
            _ => Err(self.expected(&format!("'{}'", p.spelling()))),
        }
    }

    /// Whether the next token is the name `word` (lower case).
    pub fn at_word(&self, word: &str) -> bool {
        self.peek().is_some_and(|t| t.is_word(word))
    }

    pub fn at_word_k(&self, k: usize, word: &str) -> bool {
        self.peek_at(k).is_some_and(|t| t.is_word(word))
    }

    pub fn eat_word(&mut self, word: &str) -> bool {
        if self.at_word(word) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect_word(&mut self, word: &str) -> PResult<()> {
        if self.eat_word(word) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{word}'")))
        }
    }

    /// Matches a keyword of several words written with any blanks between its parts
    /// (`double precision`, `doubleprecision`; `go to`, `goto`). `words` are lower case.
    pub fn eat_keyword(&mut self, words: &[&str]) -> bool {
        let target: String = words.concat();
        let mut rest = target.as_str();
        let mut k = self.pos;
        while !rest.is_empty() {
            let Some(n) = self.toks.get(k).and_then(|t| t.name()) else {
                return false;
            };
            let n = n.to_ascii_lowercase();
            match rest.strip_prefix(n.as_str()) {
                Some(r) => rest = r,
                None => return false,
            }
            k += 1;
        }
        self.pos = k;
        true
    }

    /// How many tokens the keyword sequence `words` that [`Self::at_keyword`] found takes
    /// (`select type` is two, `selecttype` one).
    pub fn keyword_tokens(&self, words: &[&str]) -> usize {
        let target: String = words.concat();
        let mut len = 0;
        let mut k = self.pos;
        while len < target.len() {
            let Some(n) = self.toks.get(k).and_then(|t| t.name()) else {
                break;
            };
            len += n.len();
            k += 1;
        }
        k - self.pos
    }

    pub fn at_keyword(&self, words: &[&str]) -> bool {
        let target: String = words.concat();
        let mut rest = target.as_str();
        let mut k = self.pos;
        while !rest.is_empty() {
            let Some(n) = self.toks.get(k).and_then(|t| t.name()) else {
                return false;
            };
            match rest.strip_prefix(n.to_ascii_lowercase().as_str()) {
                Some(r) => rest = r,
                None => return false,
            }
            k += 1;
        }
        true
    }

    pub fn at_name(&self) -> bool {
        self.peek().is_some_and(|t| t.name().is_some())
    }

    pub fn name(&mut self) -> PResult<Name> {
        match self.peek() {
            Some(t) => match &t.kind {
                TokenKind::Name(n) => {
                    self.pos += 1;
                    Ok(Name::new(n, t.span))
                }
                _ => Err(self.expected("a name")),
            },
            None => Err(self.expected("a name")),
        }
    }

    /// `name` if the next token is one.
    pub fn opt_name(&mut self) -> Option<Name> {
        if self.at_name() {
            self.name().ok()
        } else {
            None
        }
    }

    /// The span just after the last token (for errors at the end of a statement).
    pub fn end_span(&self) -> Span {
        match self.toks.last() {
            Some(t) => self.text.span(t.hi as usize, t.hi as usize),
            None => self.text.span(0, 0),
        }
    }

    pub fn here(&self) -> Span {
        self.peek().map_or_else(|| self.end_span(), |t| t.span)
    }

    pub fn expected(&self, what: &str) -> SyntaxError {
        match self.peek() {
            Some(t) => SyntaxError::new(t.span, format!("expected {what}, found {}", t.describe())),
            None => SyntaxError::new(
                self.end_span(),
                format!("expected {what} at end of statement"),
            ),
        }
    }

    pub fn error_here(&self, message: impl Into<String>) -> SyntaxError {
        SyntaxError::new(self.here(), message)
    }

    /// The statement must end here.
    pub fn expect_end(&self) -> PResult<()> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(SyntaxError::new(
                t.span,
                format!("unexpected {} after the end of the statement", t.describe()),
            )),
        }
    }

    /// The span from token `lo` to the last consumed token.
    pub fn span_from(&self, lo: usize) -> Span {
        let lo_t = self.toks.get(lo);
        let hi_t = self.toks.get(self.pos.saturating_sub(1));
        match (lo_t, hi_t) {
            (Some(a), Some(b)) if self.pos > lo => self.text.span(a.lo as usize, b.hi as usize),
            (Some(a), _) => a.span,
            _ => self.end_span(),
        }
    }

    pub fn mk(&mut self, kind: ExprKind, span: Span) -> Expr {
        Expr {
            id: self.ids.expr(),
            kind,
            span,
        }
    }

    /// Index of the token that closes the bracket opened at `open` (depth counted over
    /// `()` and `[]`), if any.
    pub fn matching_close(&self, open: usize) -> Option<usize> {
        let mut depth = 0i32;
        for (i, t) in self.toks.iter().enumerate().skip(open) {
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// A label reference: an unsigned integer literal of at most five digits.
    pub fn label_ref(&mut self) -> PResult<crate::ast::Label> {
        match self.peek() {
            Some(t) => match &t.kind {
                TokenKind::Int(d, None) if d.len() <= 5 => {
                    let value = d.parse::<u32>().unwrap_or(0);
                    if value == 0 {
                        return Err(SyntaxError::new(t.span, "statement label must not be zero"));
                    }
                    self.pos += 1;
                    Ok(crate::ast::Label {
                        value,
                        span: t.span,
                    })
                }
                _ => Err(self.expected("a statement label")),
            },
            None => Err(self.expected("a statement label")),
        }
    }
}
