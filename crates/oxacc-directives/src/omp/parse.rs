//! Reads one OpenMP directive line (OpenMP 4.5 §2.1: `#pragma omp directive-name
//! [clause[[,] clause]...]`, `!$omp directive-name [clause[[,] clause]...]`): the longest
//! directive name of the name table, the directive's own parenthesised arguments, then the
//! clauses, each a name and an optional balanced parenthesised argument that `clause.rs`
//! interprets. Host expressions stay [`TokRange`]s for the front end.
//!
//! Hand-written rather than a second lalrpop grammar: OpenMP names are word sequences that
//! reuse clause words (`ordered simd`, `cancel for`), and every clause argument has its own
//! small syntax, so a table plus per-clause builders says it more directly.

use super::ast::*;
use super::clause;
use super::names::{self, Shape};
use crate::assemble::{error, spell};
use crate::lexer::same_word;
use crate::parse::suggest;
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

type Result<T> = std::result::Result<T, DirError>;

pub fn parse(tokens: &[DirToken], lang: Lang) -> Result<OmpDirective> {
    let (kind, name) = head(tokens, lang)?;
    let mut pos = name.end as usize;
    let args = directive_args(tokens, lang, kind, &mut pos)?;
    let clauses = clauses(tokens, lang, kind, pos)?;
    Ok(OmpDirective {
        kind,
        lang,
        name,
        args,
        clauses,
    })
}

pub(super) fn is_punct(tokens: &[DirToken], i: usize, text: &str) -> bool {
    tokens
        .get(i)
        .is_some_and(|t| t.kind == TokKind::Punct && t.text == text)
}

pub(super) fn ident(tokens: &[DirToken], i: usize) -> Option<&str> {
    tokens
        .get(i)
        .filter(|t| t.kind == TokKind::Ident)
        .map(|t| t.text.as_str())
}

/// The directive name: the longest table entry whose words start the line.
fn head(tokens: &[DirToken], lang: Lang) -> Result<(OmpDirectiveKind, TokRange)> {
    let Some(first) = tokens.first() else {
        return Err(error(
            TokRange::new(0, 0),
            "expected an OpenMP directive name",
        ));
    };
    let table = names::directive_names(lang);
    let matches = |words: &[&str]| {
        words.len() <= tokens.len()
            && words
                .iter()
                .zip(tokens)
                .all(|(w, t)| t.kind == TokKind::Ident && same_word(&t.text, w, lang))
    };
    let best = table
        .iter()
        .filter(|n| matches(&n.words))
        .max_by_key(|n| n.words.len());
    if best.is_none() {
        if let Some(message) = other_language(&first.text, lang) {
            return Err(error(TokRange::new(0, 1), message));
        }
    }
    // A longer name that the line starts but does not finish (`teams distribute parallel`).
    let longest_start = table
        .iter()
        .filter_map(|n| {
            let common = n
                .words
                .iter()
                .zip(tokens)
                .take_while(|(w, t)| t.kind == TokKind::Ident && same_word(&t.text, w, lang))
                .count();
            (common > best.map_or(0, |b| b.words.len())).then_some((common, n))
        })
        .max_by_key(|(common, n)| (*common, std::cmp::Reverse(n.words.len())));
    if let Some(message) = misspelt_name(tokens, lang, table, best.map_or(0, |b| b.words.len())) {
        return Err(error(message.0, message.1));
    }
    if let Some((common, longer)) = longest_start {
        let at = TokRange::new(0, common);
        return Err(error(
            at,
            format!(
                "'{}' is not an OpenMP directive; did you mean '{}'?",
                written(tokens, at),
                longer.words.join(" ")
            ),
        ));
    }
    match best {
        Some(n) => Ok((n.kind, TokRange::new(0, n.words.len()))),
        None => {
            let at = TokRange::new(0, 1);
            let word = first.text.to_string();
            let message = format!("unknown OpenMP directive '{word}'");
            let firsts = table.iter().map(|n| n.words[0]);
            let mut firsts: Vec<&'static str> = firsts.collect();
            firsts.sort_unstable();
            firsts.dedup();
            Err(error(
                at,
                with_suggestion(message, suggest(&word, firsts.into_iter())),
            ))
        }
    }
}

/// A directive name longer than the one that matched, written with a typo in one of its
/// words (`end paralel`, `target entre data`): every other word exact, the misspelt one a
/// letter or two off (a third of its length at most) and not a clause name.
fn misspelt_name(
    tokens: &[DirToken],
    lang: Lang,
    table: &[names::Name],
    matched: usize,
) -> Option<(TokRange, String)> {
    let idents = tokens
        .iter()
        .take_while(|t| t.kind == TokKind::Ident)
        .count();
    let off_by_a_typo = |n: &&names::Name| {
        let mut differing = n
            .words
            .iter()
            .zip(tokens)
            .filter(|(w, t)| !same_word(&t.text, w, lang));
        let (Some((w, t)), None) = (differing.next(), differing.next()) else {
            return false;
        };
        let written = t.text.to_ascii_lowercase();
        let limit = (written.len() / 3).clamp(1, 2);
        written.len().abs_diff(w.len()) <= limit
            && crate::parse::distance(&written, w) <= limit
            && names::clause(&written, lang).is_none()
    };
    let name = table
        .iter()
        .filter(|n| n.words.len() > matched && n.words.len() <= idents)
        .filter(off_by_a_typo)
        .max_by_key(|n| n.words.len())?;
    let at = TokRange::new(0, name.words.len());
    let message = format!(
        "unknown OpenMP directive '{}'; did you mean '{}'?",
        written(tokens, at),
        name.words.join(" ")
    );
    Some((at, message))
}

/// The words Fortran and C spell differently (`for`/`do`, `end`, `workshare`).
fn other_language(word: &str, lang: Lang) -> Option<String> {
    let lower = word.to_ascii_lowercase();
    Some(match (lang, lower.as_str()) {
        (Lang::C, "do") => "'do' is the Fortran spelling; C uses 'for'".into(),
        (Lang::Fortran, "for") => "'for' is the C spelling; Fortran uses 'do'".into(),
        (Lang::C, "workshare") => "'workshare' is a Fortran directive".into(),
        (Lang::C, "end") if !word.is_empty() => {
            "C has no OpenMP 'end' directives except 'end declare target'".into()
        }
        _ => return None,
    })
}

fn written(tokens: &[DirToken], range: TokRange) -> String {
    let words: Vec<&str> = range
        .slice(tokens)
        .iter()
        .map(|t| t.text.as_str())
        .collect();
    words.join(" ")
}

fn with_suggestion(message: String, suggestion: Option<&str>) -> String {
    match suggestion {
        Some(s) => format!("{message}; did you mean '{s}'?"),
        None => message,
    }
}

/// The index of the bracket closing the one at `open`, checking that brackets pair up.
pub(super) fn group_end(tokens: &[DirToken], open: usize) -> Result<usize> {
    let mut stack: Vec<&str> = Vec::new();
    for (i, t) in tokens.iter().enumerate().skip(open) {
        if t.kind != TokKind::Punct {
            continue;
        }
        let text = t.text.as_str();
        match text {
            "(" | "[" | "{" => stack.push(text),
            ")" | "]" | "}" => {
                let expected = match stack.pop() {
                    Some("(") => ")",
                    Some("[") => "]",
                    Some(_) => "}",
                    None => return Err(error(TokRange::new(i, i + 1), "unbalanced bracket")),
                };
                if expected != text {
                    return Err(error(
                        TokRange::new(i, i + 1),
                        format!("expected '{expected}', found '{text}'"),
                    ));
                }
                if stack.is_empty() {
                    return Ok(i);
                }
            }
            _ => {}
        }
    }
    let closer = match stack.last() {
        Some(&"[") => "]",
        Some(&"{") => "}",
        _ => ")",
    };
    Err(error(
        TokRange::new(tokens.len(), tokens.len()),
        format!("expected '{closer}' before the end of the directive"),
    ))
}

/// Splits `range` at the top-level tokens spelled `sep`; every piece must be non-empty.
pub(super) fn split(tokens: &[DirToken], range: TokRange, sep: &str) -> Result<Vec<TokRange>> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = range.start as usize;
    for (offset, t) in range.slice(tokens).iter().enumerate() {
        let i = range.start as usize + offset;
        if t.kind != TokKind::Punct {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth = depth.saturating_sub(1),
            s if s == sep && depth == 0 => {
                if start == i {
                    return Err(error(TokRange::new(i, i + 1), "empty argument"));
                }
                out.push(TokRange::new(start, i));
                start = i + 1;
            }
            _ => {}
        }
    }
    if start >= range.end as usize {
        let at = range.end as usize;
        return Err(error(TokRange::new(at, at), "empty argument"));
    }
    out.push(TokRange::new(start, range.end as usize));
    Ok(out)
}

/// The first top-level `:` in `range`.
pub(super) fn top_colon(tokens: &[DirToken], range: TokRange) -> Option<usize> {
    let mut depth = 0usize;
    for (offset, t) in range.slice(tokens).iter().enumerate() {
        let i = range.start as usize + offset;
        if t.kind != TokKind::Punct {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => depth += 1,
            ")" | "]" | "}" => depth = depth.saturating_sub(1),
            ":" if depth == 0 => return Some(i),
            // A C conditional `c ? a : b` is an expression, not a modifier separator.
            "?" if depth == 0 => return None,
            _ => {}
        }
    }
    None
}

/// `( … )` at `pos`: the range inside the parentheses, and `pos` moved past them.
fn parenthesised(tokens: &[DirToken], pos: &mut usize) -> Result<Option<TokRange>> {
    if !is_punct(tokens, *pos, "(") {
        return Ok(None);
    }
    let close = group_end(tokens, *pos)?;
    let inside = TokRange::new(*pos + 1, close);
    *pos = close + 1;
    if inside.is_empty() {
        return Err(error(TokRange::new(close, close + 1), "empty argument"));
    }
    Ok(Some(inside))
}

fn directive_args(
    tokens: &[DirToken],
    lang: Lang,
    kind: OmpDirectiveKind,
    pos: &mut usize,
) -> Result<OmpDirectiveArgs> {
    use OmpDirectiveKind as D;
    let critical = Construct::of(&[Leaf::Critical]);
    let after_name = *pos;
    let name = kind.name(lang);
    Ok(match kind {
        D::Construct(c) | D::End(c) if c == critical => match parenthesised(tokens, pos)? {
            Some(inside) => OmpDirectiveArgs::Name(single_name(tokens, inside, "critical")?),
            None => OmpDirectiveArgs::None,
        },
        D::DeclareVariant => match parenthesised(tokens, pos)? {
            Some(inside) => OmpDirectiveArgs::Name(single_name(tokens, inside, "declare variant")?),
            None => {
                return Err(error(
                    TokRange::new(after_name, after_name),
                    "expected '(' after 'declare variant'",
                ))
            }
        },
        D::Metadirective => metadirective(tokens, lang, pos)?,
        D::DeclareMapper => match parenthesised(tokens, pos)? {
            Some(inside) => mapper_args(tokens, inside)?,
            None => {
                return Err(error(
                    TokRange::new(after_name, after_name),
                    "expected '(' after 'declare mapper'",
                ))
            }
        },
        D::DeclareSimd => match parenthesised(tokens, pos)? {
            Some(inside) => OmpDirectiveArgs::Name(single_name(tokens, inside, "declare simd")?),
            None => OmpDirectiveArgs::None,
        },
        // 4.5 §2.13.7, §2.15.2, 5.0 §2.11.3, 4.5 §2.10.6: a list right after the name.
        D::Flush | D::DeclareTarget | D::Allocate | D::Threadprivate => {
            match parenthesised(tokens, pos)? {
                Some(inside) => OmpDirectiveArgs::List(split(tokens, inside, ",")?),
                // Fortran's executable `allocate` may omit the list (it then covers the
                // ALLOCATE statement that follows); C's allocate and threadprivate need one.
                None if kind == D::Threadprivate || (kind == D::Allocate && lang == Lang::C) => {
                    return Err(error(
                        TokRange::new(after_name, after_name),
                        format!("expected '(' after '{name}'"),
                    ));
                }
                None => OmpDirectiveArgs::None,
            }
        }
        // 5.0 §2.17.10.1: `depobj(obj)`, the object an lvalue expression.
        D::Depobj => match parenthesised(tokens, pos)? {
            Some(inside) => OmpDirectiveArgs::List(vec![inside]),
            None => {
                return Err(error(
                    TokRange::new(after_name, after_name),
                    "expected '(' after 'depobj'",
                ))
            }
        },
        D::Cancel | D::CancellationPoint => construct_type(tokens, lang, &name, pos)?,
        D::DeclareReduction => match parenthesised(tokens, pos)? {
            Some(inside) => clause::declare_reduction(tokens, lang, inside)?,
            None => {
                return Err(error(
                    TokRange::new(after_name, after_name),
                    "expected '(' after 'declare reduction'",
                ))
            }
        },
        _ => {
            if is_punct(tokens, *pos, "(") {
                return Err(error(
                    TokRange::new(*pos, *pos + 1),
                    format!("'{name}' directive takes no parenthesised argument"),
                ));
            }
            OmpDirectiveArgs::None
        }
    })
}

fn single_name(tokens: &[DirToken], inside: TokRange, what: &str) -> Result<TokRange> {
    match inside.slice(tokens) {
        [t] if t.kind == TokKind::Ident => Ok(inside),
        _ => Err(error(inside, format!("expected a name in '{what}(…)'"))),
    }
}

/// 4.5 §2.14.1: `cancel construct-type-clause`, the construct type being a word.
fn construct_type(
    tokens: &[DirToken],
    lang: Lang,
    name: &str,
    pos: &mut usize,
) -> Result<OmpDirectiveArgs> {
    let types = [
        ("parallel", Leaf::Parallel),
        ("sections", Leaf::Sections),
        ("for", Leaf::For),
        ("do", Leaf::For),
        ("taskgroup", Leaf::Taskgroup),
    ];
    let at = TokRange::new(*pos, *pos + 1);
    let expected = match lang {
        Lang::C => "parallel, sections, for or taskgroup",
        Lang::Fortran => "parallel, sections, do or taskgroup",
    };
    let word = ident(tokens, *pos);
    let found = word.and_then(|w| {
        types
            .iter()
            .find(|(s, l)| same_word(w, s, lang) && l.name(lang) == *s)
    });
    match (found, word) {
        (Some(&(_, leaf)), _) => {
            *pos += 1;
            Ok(OmpDirectiveArgs::ConstructType { leaf, at })
        }
        (None, Some(w)) => Err(error(
            at,
            format!("'{w}' is not a construct type of '{name}'; expected {expected}"),
        )),
        (None, None) => Err(error(
            TokRange::new(*pos, *pos),
            format!("expected a construct type after '{name}': {expected}"),
        )),
    }
}

fn clauses(
    tokens: &[DirToken],
    lang: Lang,
    kind: OmpDirectiveKind,
    mut pos: usize,
) -> Result<Vec<OmpClause>> {
    let mut out = Vec::new();
    let directive = kind.name(lang);
    let directive_is_update = kind == OmpDirectiveKind::TargetUpdate;
    while pos < tokens.len() {
        // 4.5 §2.1: clauses may be separated by commas (a leading one is accepted too).
        if is_punct(tokens, pos, ",") {
            pos += 1;
            continue;
        }
        let at = TokRange::new(pos, pos + 1);
        let Some(word) = ident(tokens, pos) else {
            return Err(error(
                at,
                format!(
                    "unexpected '{}' in '{directive}' directive; expected a clause",
                    tokens[pos].text
                ),
            ));
        };
        let Some((ckind, shape)) = names::clause(word, lang) else {
            if let Some(message) = other_language(word, lang) {
                return Err(error(at, message));
            }
            let message = format!("unknown clause '{word}' on '{directive}' directive");
            let hint = suggest(word, names::clause_spellings());
            return Err(error(at, with_suggestion(message, hint)));
        };
        let name = at;
        pos += 1;
        let inside = parenthesised(tokens, &mut pos)?;
        let span = TokRange::new(name.start as usize, pos);
        let spelled = spell(tokens, name);
        let args = match (shape, inside) {
            (Shape::Flag, None) | (Shape::OptionalExpr, None) => OmpClauseArgs::None,
            // 5.0 §2.17.10.1: `update(dependence-type)` on `depobj`.
            (Shape::Flag, Some(inside))
                if ckind == OmpClauseKind::Update && kind == OmpDirectiveKind::Depobj =>
            {
                clause::depobj_update(tokens, lang, inside)?
            }
            (Shape::Flag, Some(inside)) => {
                return Err(error(
                    TokRange::new(inside.start as usize - 1, inside.end as usize + 1),
                    format!("clause '{spelled}' takes no arguments"),
                ))
            }
            (_, None) => {
                return Err(error(
                    TokRange::new(pos, pos),
                    format!("expected '(' after '{spelled}'"),
                ))
            }
            (Shape::Expr, Some(inside))
                if ckind == OmpClauseKind::NumTeams && top_colon(tokens, inside).is_some() =>
            {
                clause::num_teams_bounds(tokens, inside)?
            }
            (Shape::Expr | Shape::OptionalExpr, Some(inside)) => {
                OmpClauseArgs::Expr(clause::one(tokens, &spelled, inside)?)
            }
            (Shape::Vars, Some(inside))
                if directive_is_update
                    && matches!(ckind, OmpClauseKind::To | OmpClauseKind::From) =>
            {
                clause::motion(tokens, lang, ckind, inside)?
            }
            (Shape::Vars, Some(inside)) => {
                OmpClauseArgs::Vars(clause::var_list(tokens, &spelled, inside)?)
            }
            (Shape::Special, Some(inside)) => clause::special(tokens, lang, ckind, inside)?,
        };
        out.push(OmpClause {
            kind: ckind,
            name,
            span,
            args,
        });
    }
    Ok(out)
}

/// The clauses of a metadirective (5.0 §2.3.4), read here because `default` takes a
/// directive rather than a data-sharing attribute: `when(selector: directive)` and one
/// `default(directive)` (or `otherwise(directive)`, its 5.2 name, §7.4.2), in any order,
/// separated by white space or commas.
fn metadirective(tokens: &[DirToken], lang: Lang, pos: &mut usize) -> Result<OmpDirectiveArgs> {
    let mut when = Vec::new();
    let mut default = None;
    while *pos < tokens.len() {
        if is_punct(tokens, *pos, ",") {
            *pos += 1;
            continue;
        }
        let at = TokRange::new(*pos, *pos + 1);
        let word = ident(tokens, *pos).map(str::to_ascii_lowercase);
        *pos += 1;
        let inside = parenthesised(tokens, pos)?;
        match (word.as_deref(), inside) {
            (Some("when"), Some(inside)) => {
                when.push(super::context::when_clause(tokens, lang, inside)?)
            }
            (Some("default" | "otherwise"), Some(inside)) if default.is_none() => {
                default = Some(inside)
            }
            (Some("default" | "otherwise"), _) if default.is_some() => {
                return Err(error(
                    at,
                    "OpenMP 5.0 §2.3.4: at most one default (otherwise) clause on a metadirective",
                ))
            }
            _ => return Err(error(
                at,
                "expected 'when(selector: directive)', 'default(directive)' or 'otherwise(directive)' on a metadirective",
            )),
        }
    }
    Ok(OmpDirectiveArgs::Variants { when, default })
}

/// `[mapper-identifier :] type var` of `declare mapper` (5.0 §2.19.7.3).
fn mapper_args(tokens: &[DirToken], inside: TokRange) -> Result<OmpDirectiveArgs> {
    let (id, rest) = match top_colon(tokens, inside) {
        Some(c) => {
            let id = single_name(
                tokens,
                TokRange::new(inside.start as usize, c),
                "declare mapper",
            )?;
            (Some(id), TokRange::new(c + 1, inside.end as usize))
        }
        None => (None, inside),
    };
    let last = rest.end as usize;
    if last < rest.start as usize + 2 || ident(tokens, last - 1).is_none() {
        return Err(error(
            rest,
            "expected a type and a variable name in 'declare mapper'",
        ));
    }
    Ok(OmpDirectiveArgs::Mapper {
        id,
        ty: TokRange::new(rest.start as usize, last - 1),
        var: TokRange::new(last - 1, last),
    })
}
