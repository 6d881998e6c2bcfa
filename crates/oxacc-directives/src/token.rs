//! The tokens a front end passes in.

use oxacc_source::Span;
use smol_str::SmolStr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokKind {
    /// Identifiers and keywords (`copyin`, `if`, `int`, `a`).
    Ident,
    /// Integer literal as spelled (`4`, `0x10`, `128u`).
    Int,
    /// Any other literal (floating, character).
    Literal,
    /// String literal, with its quotes (`"name"`).
    Str,
    /// Punctuator, `text` is its spelling: `( ) , : * [ ] + - & | ^ && || . -> % ...`.
    Punct,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirToken {
    pub kind: TokKind,
    pub text: SmolStr,
    pub span: Span,
}

/// A half-open range of token indices `start..end` into the slice given to [`crate::parse`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct TokRange {
    pub start: u32,
    pub end: u32,
}

impl TokRange {
    pub fn new(start: usize, end: usize) -> TokRange {
        TokRange {
            start: start as u32,
            end: end as u32,
        }
    }
    pub fn is_empty(self) -> bool {
        self.start >= self.end
    }
    pub fn len(self) -> usize {
        self.end.saturating_sub(self.start) as usize
    }
    pub fn slice<T>(self, tokens: &[T]) -> &[T] {
        &tokens[self.start as usize..self.end as usize]
    }
}
