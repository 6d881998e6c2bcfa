//! Preprocessing tokens (C17 §6.4): what the preprocessor reads, expands and hands on.

use oxacc_source::Span;
use smol_str::SmolStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PpTokenKind {
    /// Identifiers and keywords (the preprocessor does not tell them apart).
    Ident,
    /// A pp-number (C17 §6.4.8): any integer or floating literal, possibly malformed;
    /// the C lexer classifies it.
    Number,
    /// A character constant, with its prefix (`'a'`, `L'x'`, `u8'c'`).
    CharLit,
    /// A string literal, with its prefix (`"s"`, `L"w"`, `u8"u"`).
    StringLit,
    /// A punctuator (C17 §6.4.6), digraphs included, spelled as written.
    Punct,
    /// A `<…>` header name, only produced inside `#include`.
    HeaderName,
    /// A character that forms no other token (a stray `@` or `` ` ``); the parser reports it.
    Other,
    /// Start of a `#pragma acc` / `#pragma omp` directive: `text` is the namespace (`acc`,
    /// `omp`); the directive's tokens follow, then [`PpTokenKind::PragmaEnd`].
    PragmaBegin,
    /// End of the directive line opened by the last `PragmaBegin`.
    PragmaEnd,
    /// End of the translation unit.
    Eof,
}

bitflags_lite! {
    /// Layout facts the parser and the `-E` printer need.
    TokenFlags {
        /// Whitespace (or a comment) came before this token.
        LEADING_SPACE = 1,
        /// First token on its line (after macro expansion: first token of the line it came from).
        AT_LINE_START = 2,
        /// Produced by a macro expansion and must not be expanded again (C17 §6.10.3.4p2).
        NO_EXPAND = 4,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PpToken {
    pub kind: PpTokenKind,
    /// The spelling after line splicing (for `PragmaBegin`: the namespace).
    pub text: SmolStr,
    pub span: Span,
    pub flags: TokenFlags,
}

impl PpToken {
    pub fn is_punct(&self, p: &str) -> bool {
        self.kind == PpTokenKind::Punct && self.text == p
    }

    pub fn is_ident(&self, name: &str) -> bool {
        self.kind == PpTokenKind::Ident && self.text == name
    }
}

/// A tiny bit-set type, to avoid a dependency for three flags.
macro_rules! bitflags_lite {
    ($(#[$m:meta])* $name:ident { $($(#[$fm:meta])* $flag:ident = $v:expr,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $name(pub u8);
        impl $name {
            $($(#[$fm])* pub const $flag: $name = $name($v);)*
            pub fn contains(self, other: $name) -> bool { self.0 & other.0 == other.0 }
            pub fn insert(&mut self, other: $name) { self.0 |= other.0; }
            pub fn remove(&mut self, other: $name) { self.0 &= !other.0; }
        }
        impl std::ops::BitOr for $name {
            type Output = $name;
            fn bitor(self, rhs: $name) -> $name { $name(self.0 | rhs.0) }
        }
    };
}
use bitflags_lite;
