//! Error recovery across statements: a statement that failed to parse may still open a
//! construct or program unit (`do i = 1` missing its limit, `function f` missing its
//! parentheses). Guessing which one from its leading words lets the builder pair it with
//! its END, so the END is not reported as a second, unrelated error.

use super::EndWord;

const PREFIXES: [&str; 6] = [
    "recursive",
    "non_recursive",
    "pure",
    "impure",
    "elemental",
    "module",
];

const TYPES: [&str; 8] = [
    "integer",
    "real",
    "complex",
    "logical",
    "character",
    "double",
    "doubleprecision",
    "type",
];

/// The END word that would close the statement `text`, if it looks like an opener.
pub(crate) fn opened_by(text: &str) -> Option<EndWord> {
    let lower = text.to_ascii_lowercase();
    let mut words: Vec<&str> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    // A construct name `name: do …`.
    if let Some(colon) = lower.find(':') {
        let before = lower[..colon].trim();
        let is_name = !before.is_empty()
            && before
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !lower[colon..].starts_with("::");
        if is_name && words.len() > 1 {
            words.remove(0);
        }
    }
    let first = *words.first()?;
    let ends_with_then = words.last() == Some(&"then");
    match first {
        "program" => Some(EndWord::Program),
        "module"
            if words.get(1) != Some(&"procedure")
                && !words.contains(&"function")
                && !words.contains(&"subroutine") =>
        {
            Some(EndWord::Module)
        }
        "subroutine" => Some(EndWord::Subroutine),
        "function" => Some(EndWord::Function),
        "blockdata" => Some(EndWord::BlockData),
        "block" if words.get(1) == Some(&"data") => Some(EndWord::BlockData),
        "if" if ends_with_then => Some(EndWord::If),
        "do" => {
            // A labelled DO ends at its label, not at END DO; `do(1) = …` is an assignment.
            // (Only when the statement starts with the word: other characters may come
            // before it in a broken statement.)
            let rest = lower.trim_start().strip_prefix("do")?.trim_start();
            let labelled = rest.starts_with(|c: char| c.is_ascii_digit());
            let assignment = rest.starts_with(['=', '(', '%']);
            (!labelled && !assignment).then_some(EndWord::Do)
        }
        "select" | "selectcase" => Some(EndWord::Select),
        _ => {
            let unit_words = &words[..words.len().min(6)];
            let leads = PREFIXES.contains(&first) || TYPES.contains(&first);
            if leads && unit_words.contains(&"function") {
                Some(EndWord::Function)
            } else if leads && unit_words.contains(&"subroutine") {
                Some(EndWord::Subroutine)
            } else {
                None
            }
        }
    }
}
