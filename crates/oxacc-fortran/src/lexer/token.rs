//! Fortran tokens (Fortran 2018 §6.2): names, literal constants, operators and punctuation.

use oxacc_source::Span;
use smol_str::SmolStr;

/// A kind parameter written after `_` (§7.4.3.1): digits or a named constant.
pub type KindParam = SmolStr;

#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    /// A name in its original spelling (names are case-insensitive, §6.2.2).
    Name(SmolStr),
    /// Digits of an integer literal and its kind.
    Int(SmolStr, Option<KindParam>),
    /// The spelling of a real literal without its kind suffix (`1.0d0`, `.5`, `1.e-3`).
    Real(SmolStr, Option<KindParam>),
    /// A BOZ literal (§7.7), whole spelling such as `z'ff'`.
    Boz(SmolStr),
    /// A character literal: its value (doubled quotes undone) and kind prefix.
    Char(String, Option<KindParam>),
    Logical(bool, Option<KindParam>),
    /// A user-defined operator `.name.`, the name lower-cased.
    DefinedOp(SmolStr),
    Punct(Punct),
}

/// Operators and punctuation. The dotted intrinsic operators (`.eq.` etc.) map to the same
/// variants as their symbolic spellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punct {
    LParen,
    RParen,
    LBracket,
    RBracket,
    /// `{` and `}`: no Fortran token, but OpenMP 5.0 context selectors in directive lines
    /// (`when(device={kind(gpu)}: …)`, §2.3.2) are made of them.
    LBrace,
    RBrace,
    Comma,
    Colon,
    ColonColon,
    Percent,
    Assign,
    Arrow,
    Plus,
    Minus,
    Star,
    Slash,
    Power,
    Concat,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Not,
    And,
    Or,
    Eqv,
    Neqv,
}

impl Punct {
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LBracket => "[",
            Punct::RBracket => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::ColonColon => "::",
            Punct::Percent => "%",
            Punct::Assign => "=",
            Punct::Arrow => "=>",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::Star => "*",
            Punct::Slash => "/",
            Punct::Power => "**",
            Punct::Concat => "//",
            Punct::Eq => "==",
            Punct::Ne => "/=",
            Punct::Lt => "<",
            Punct::Le => "<=",
            Punct::Gt => ">",
            Punct::Ge => ">=",
            Punct::Not => ".not.",
            Punct::And => ".and.",
            Punct::Or => ".or.",
            Punct::Eqv => ".eqv.",
            Punct::Neqv => ".neqv.",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    /// Byte range in the statement's cooked text.
    pub lo: u32,
    pub hi: u32,
    pub span: Span,
}

impl Token {
    pub fn is_punct(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    /// The name, if this is a name token.
    pub fn name(&self) -> Option<&SmolStr> {
        match &self.kind {
            TokenKind::Name(n) => Some(n),
            _ => None,
        }
    }

    /// Whether this is the name `word` (compared case-insensitively; `word` is lower case).
    pub fn is_word(&self, word: &str) -> bool {
        self.name().is_some_and(|n| n.eq_ignore_ascii_case(word))
    }

    /// A short description for "expected X, found Y" messages.
    pub fn describe(&self) -> String {
        match &self.kind {
            TokenKind::Name(n) => format!("'{n}'"),
            TokenKind::Int(d, _) => format!("'{d}'"),
            TokenKind::Real(r, _) => format!("'{r}'"),
            TokenKind::Boz(b) => format!("'{b}'"),
            TokenKind::Char(..) => "character literal".into(),
            TokenKind::Logical(v, _) => format!("'.{}.'", if *v { "true" } else { "false" }),
            TokenKind::DefinedOp(o) => format!("'.{o}.'"),
            TokenKind::Punct(p) => format!("'{}'", p.spelling()),
        }
    }
}
