//! Runs the lalrpop grammar over a directive line and turns its errors into [`DirError`]s
//! that name what was expected, with did-you-mean suggestions for misspelt names.

use lalrpop_util::ParseError;

use crate::assemble::error;
use crate::ast::{Directive, DirectiveKind};
use crate::grammar::LineParser;
use crate::lexer::{self, Tok};
use crate::token::{DirToken, TokRange};
use crate::{DirError, Lang};

pub fn parse(tokens: &[DirToken], lang: Lang) -> Result<Directive, DirError> {
    let terminals = lexer::terminals(tokens, lang);
    let stream = terminals.iter().map(|&t| Ok::<_, DirError>(t));
    LineParser::new()
        .parse(tokens, lang, stream)
        .map_err(|e| convert(e, tokens, &terminals))
}

/// Edit distance, for did-you-mean (names are short, so the quadratic table is fine).
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// The closest candidate within a third of the word's length (at least 1, at most 2 edits).
pub(crate) fn suggest(
    word: &str,
    candidates: impl Iterator<Item = &'static str>,
) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    let limit = (word.len() / 3).clamp(1, 2);
    candidates
        // The distance is at least the difference in length: skip the table for those.
        .filter(|c| c.len().abs_diff(word.len()) <= limit)
        .map(|c| (distance(&word, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn with_suggestion(message: String, suggestion: Option<&str>) -> String {
    match suggestion {
        Some(s) => format!("{message}; did you mean '{s}'?"),
        None => message,
    }
}

pub fn unknown_clause(tokens: &[DirToken], kind: DirectiveKind, name: TokRange) -> DirError {
    let word = crate::assemble::spell(tokens, name);
    let message = format!("unknown clause '{word}' on '{}' directive", kind.name());
    error(
        name,
        with_suggestion(message, suggest(&word, lexer::clause_spellings())),
    )
}

fn unknown_directive(tokens: &[DirToken], at: TokRange) -> DirError {
    let word = crate::assemble::spell(tokens, at);
    let message = format!("unknown OpenACC directive '{word}'");
    error(
        at,
        with_suggestion(message, suggest(&word, lexer::directive_spellings())),
    )
}

/// The directive words before token `upto` (`parallel loop`), for messages.
fn leading_name(terminals: &[(usize, Tok, usize)], tokens: &[DirToken], upto: usize) -> String {
    let words: Vec<&str> = terminals[..upto]
        .iter()
        .take_while(|t| matches!(t.1, Tok::Kw(_)))
        .map(|t| tokens[t.0].text.as_str())
        .collect();
    words.join(" ")
}

fn expects(expected: &[String], terminal: &str) -> bool {
    expected.iter().any(|e| e.trim_matches('"') == terminal)
}

fn convert(
    e: ParseError<usize, Tok, DirError>,
    tokens: &[DirToken],
    terminals: &[(usize, Tok, usize)],
) -> DirError {
    match e {
        ParseError::User { error } => error,
        ParseError::InvalidToken { location } => error(
            TokRange::new(location, location + 1),
            "invalid token in directive",
        ),
        ParseError::UnrecognizedEof { location, expected } => {
            end_of_line(tokens, location, &expected)
        }
        ParseError::UnrecognizedToken {
            token: (l, tok, r),
            expected,
        } => unexpected(tokens, terminals, (l, tok, r), &expected),
        ParseError::ExtraToken { token: (l, _, r) } => error(
            TokRange::new(l, r),
            format!("unexpected '{}' after the directive", tokens[l].text),
        ),
    }
}

fn end_of_line(tokens: &[DirToken], at: usize, expected: &[String]) -> DirError {
    let here = TokRange::new(at, at);
    if tokens.is_empty() {
        return error(here, "expected an OpenACC directive name");
    }
    let last = &tokens[at - 1].text;
    if expects(expected, ")") || expects(expected, "]") || expects(expected, "}") {
        let closer = [")", "]", "}"]
            .into_iter()
            .find(|c| expects(expected, c))
            .unwrap_or(")");
        if matches!(last.as_str(), "(" | ",") {
            return error(here, "empty argument");
        }
        return error(
            here,
            format!("expected '{closer}' before the end of the directive"),
        );
    }
    if expected.len() == 1 && expects(expected, "(") {
        return error(here, format!("expected '(' after '{last}'"));
    }
    if expects(expected, "expression") {
        return error(here, format!("expected an argument after '{last}'"));
    }
    error(
        here,
        format!(
            "unexpected end of directive after '{last}'; expected {}",
            list(expected)
        ),
    )
}

fn list(expected: &[String]) -> String {
    let names: Vec<String> = expected
        .iter()
        .map(|e| e.trim_matches('"').to_string())
        .collect();
    match names.as_slice() {
        [] => "nothing more".into(),
        [one] => format!("'{one}'"),
        _ => format!(
            "one of {}",
            names
                .iter()
                .map(|n| format!("'{n}'"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn unexpected(
    tokens: &[DirToken],
    terminals: &[(usize, Tok, usize)],
    (l, tok, r): (usize, Tok, usize),
    expected: &[String],
) -> DirError {
    let at = TokRange::new(l, r);
    let text = tokens[l].text.as_str();
    if l == 0 {
        return unknown_directive(tokens, at);
    }
    let previous = tokens[l - 1].text.as_str();
    let is_separator = matches!(tok, Tok::RParen | Tok::Comma | Tok::Colon);
    if is_separator && matches!(previous, "(" | "," | ":") && expects(expected, "expression") {
        return error(at, "empty argument");
    }
    if expected.len() == 1 && expects(expected, "(") {
        return error(
            TokRange::new(l, l),
            format!("expected '(' after '{previous}'"),
        );
    }
    let closer = [")", "]", "}"].into_iter().find(|c| expects(expected, c));
    let is_closer = matches!(tok, Tok::RParen | Tok::RBrack | Tok::RBrace);
    if let (Some(closer), true) = (closer, is_closer) {
        return error(at, format!("expected '{closer}', found '{text}'"));
    }
    if expects(expected, "clause") {
        let name = leading_name(terminals, tokens, l);
        if matches!(tok, Tok::Kw(_)) {
            return error(at, format!("unknown clause '{text}' on '{name}' directive"));
        }
        return error(
            at,
            format!("unexpected '{text}' in '{name}' directive; expected a clause"),
        );
    }
    if matches!(tok, Tok::Kw(_) | Tok::Stray | Tok::Word) && expected.is_empty() {
        let name = leading_name(terminals, tokens, l);
        return error(at, format!("unexpected '{text}' after '{name}' directive"));
    }
    error(
        at,
        format!("unexpected '{text}'; expected {}", list(expected)),
    )
}
