//! From preprocessing tokens to C tokens (translation phase 7, C17 §5.1.1.2p7): identifiers
//! become keywords where they spell one (§6.4.1), punctuators are classified (digraphs mapped,
//! §6.4.6p3), pp-numbers, character constants and string literals are kept with their spelling
//! for `literal.rs` to evaluate where the parser needs their value.

use logos::Logos;
use oxacc_cpp::{PpToken, PpTokenKind, TokenFlags};

use crate::token::{Token, TokenKind};

/// Classifies one identifier or punctuator spelling; `None` when it is not exactly one token.
fn classify(text: &str) -> Option<TokenKind> {
    let mut lexer = TokenKind::lexer(text);
    let kind = lexer.next()?.ok()?;
    if lexer.next().is_some() {
        return None;
    }
    Some(kind)
}

/// Converts the preprocessor's output to C tokens. The result always ends with one `Eof`.
pub fn convert(pp: &[PpToken]) -> Vec<Token> {
    let mut out = Vec::with_capacity(pp.len() + 1);
    for t in pp {
        let kind = match t.kind {
            PpTokenKind::Ident => match classify(&t.text) {
                Some(k) if k != TokenKind::Number => k,
                _ => TokenKind::Ident,
            },
            PpTokenKind::Number => TokenKind::Number,
            PpTokenKind::CharLit => TokenKind::CharLit,
            PpTokenKind::StringLit => TokenKind::StringLit,
            PpTokenKind::Punct => classify(&t.text).unwrap_or(TokenKind::Unknown),
            PpTokenKind::HeaderName | PpTokenKind::Other => TokenKind::Unknown,
            PpTokenKind::PragmaBegin => TokenKind::PragmaBegin,
            PpTokenKind::PragmaEnd => TokenKind::PragmaEnd,
            PpTokenKind::Eof => break,
        };
        out.push(Token {
            kind,
            text: t.text.clone(),
            span: t.span,
            at_line_start: t.flags.contains(TokenFlags::AT_LINE_START),
        });
    }
    let eof_span = pp.last().map(|t| oxacc_source::Span {
        lo: t.span.hi,
        ..t.span
    });
    out.push(Token {
        kind: TokenKind::Eof,
        text: "".into(),
        span: eof_span.unwrap_or(oxacc_source::Span::new(oxacc_source::FileId(0), 0, 0)),
        at_line_start: true,
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_punctuators_and_digraphs() {
        assert_eq!(classify("int"), Some(TokenKind::Int));
        assert_eq!(classify("__restrict"), Some(TokenKind::Restrict));
        assert_eq!(classify("integer"), Some(TokenKind::Ident));
        assert_eq!(classify("<:"), Some(TokenKind::LBracket));
        assert_eq!(classify("%:%:"), Some(TokenKind::HashHash));
        assert_eq!(classify(">>="), Some(TokenKind::ShrEq));
        assert_eq!(classify("..."), Some(TokenKind::Ellipsis));
        assert_eq!(classify("@"), None);
        assert_eq!(classify("+-"), None);
        assert_eq!(classify("_Float128"), Some(TokenKind::FloatN));
    }
}
