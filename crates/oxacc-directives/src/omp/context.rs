//! Context selectors (OpenMP 5.0 §2.3.2), the argument of `declare variant`'s `match`
//! clause and of `metadirective`'s `when`: `set={trait, trait(args), …}, …`. Only the
//! syntax lives here; whether a selector matches a call site or directive, and its score,
//! is `oxacc_offload::omp_context`.

use smol_str::SmolStr;

use super::parse::{group_end, is_punct, split, top_colon};
use crate::assemble::error;
use crate::lexer::same_word;
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

/// The trait-selector sets of 5.0 §2.3.2, and 5.1's `target_device` (5.1 §7.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SelectorSetKind {
    Construct,
    Device,
    TargetDevice,
    Implementation,
    User,
}

impl SelectorSetKind {
    pub fn name(self) -> &'static str {
        match self {
            SelectorSetKind::Construct => "construct",
            SelectorSetKind::Device => "device",
            SelectorSetKind::TargetDevice => "target_device",
            SelectorSetKind::Implementation => "implementation",
            SelectorSetKind::User => "user",
        }
    }
}

/// One trait selector: `kind(host)`, `arch("nvptx")`, `vendor(score(5): llvm)`, `target`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectorTrait {
    /// Lower case (Fortran's spelling is case-insensitive).
    pub name: SmolStr,
    /// The trait properties: identifiers as written, string literals without quotes.
    pub props: Vec<SmolStr>,
    /// `score(expr):` before the properties (5.0 §2.3.3).
    pub score: Option<TokRange>,
    /// The whole trait, for diagnostics.
    pub at: TokRange,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectorSet {
    pub kind: SelectorSetKind,
    pub traits: Vec<SelectorTrait>,
    pub at: TokRange,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContextSelector {
    pub sets: Vec<SelectorSet>,
}

type Result<T> = std::result::Result<T, DirError>;

const SETS: &[(&str, SelectorSetKind)] = &[
    ("construct", SelectorSetKind::Construct),
    ("device", SelectorSetKind::Device),
    ("target_device", SelectorSetKind::TargetDevice),
    ("implementation", SelectorSetKind::Implementation),
    ("user", SelectorSetKind::User),
];

/// Parses the selector in `inside` (the tokens between a clause's parentheses, or before
/// the colon of `when`).
pub fn context_selector(
    tokens: &[DirToken],
    lang: Lang,
    inside: TokRange,
) -> Result<ContextSelector> {
    let mut sets = Vec::new();
    for part in split(tokens, inside, ",")? {
        let s = part.start as usize;
        let kind = tokens
            .get(s)
            .filter(|t| t.kind == TokKind::Ident)
            .and_then(|t| SETS.iter().find(|(n, _)| same_word(&t.text, n, lang)))
            .map(|e| e.1)
            .ok_or_else(|| {
                error(
                    TokRange::new(s, s + 1),
                    "expected a context selector set: construct, device, target_device, implementation or user (OpenMP 5.0 §2.3.2, 5.1 §7.2)",
                )
            })?;
        if !is_punct(tokens, s + 1, "=") || !is_punct(tokens, s + 2, "{") {
            return Err(error(
                TokRange::new(s + 1, s + 2),
                format!("expected '={{' after '{}'", kind.name()),
            ));
        }
        let close = group_end(tokens, s + 2)?;
        if close + 1 != part.end as usize {
            return Err(error(
                TokRange::new(close + 1, part.end as usize),
                "unexpected tokens after the trait selectors",
            ));
        }
        let body = TokRange::new(s + 3, close);
        let mut traits = Vec::new();
        if body.start < body.end {
            for t in split(tokens, body, ",")? {
                traits.push(selector_trait(tokens, lang, t)?);
            }
        }
        sets.push(SelectorSet {
            kind,
            traits,
            at: part,
        });
    }
    Ok(ContextSelector { sets })
}

fn selector_trait(tokens: &[DirToken], lang: Lang, r: TokRange) -> Result<SelectorTrait> {
    let s = r.start as usize;
    let Some(name) = tokens.get(s).filter(|t| t.kind == TokKind::Ident) else {
        return Err(error(
            TokRange::new(s, s + 1),
            "expected a trait selector name",
        ));
    };
    let name: SmolStr = match lang {
        Lang::Fortran => name.text.to_ascii_lowercase().into(),
        Lang::C => name.text.clone(),
    };
    let mut sel = SelectorTrait {
        name,
        props: Vec::new(),
        score: None,
        at: r,
    };
    if s + 1 == r.end as usize {
        return Ok(sel);
    }
    if !is_punct(tokens, s + 1, "(") {
        return Err(error(
            TokRange::new(s + 1, s + 2),
            "expected '(' or ',' after a trait selector",
        ));
    }
    let close = group_end(tokens, s + 1)?;
    if close + 1 != r.end as usize {
        return Err(error(
            TokRange::new(close + 1, r.end as usize),
            "unexpected tokens after a trait selector",
        ));
    }
    let mut inside = TokRange::new(s + 2, close);
    if tokens
        .get(s + 2)
        .is_some_and(|t| t.kind == TokKind::Ident && same_word(&t.text, "score", lang))
        && is_punct(tokens, s + 3, "(")
    {
        let end = group_end(tokens, s + 3)?;
        sel.score = Some(TokRange::new(s + 4, end));
        if !is_punct(tokens, end + 1, ":") {
            return Err(error(
                TokRange::new(end + 1, end + 2),
                "expected ':' after 'score(…)'",
            ));
        }
        inside = TokRange::new(end + 2, close);
    }
    if inside.start >= inside.end {
        return Ok(sel);
    }
    // `condition(expr)` takes an expression, the other traits names or strings.
    if sel.name == "condition" {
        sel.props
            .push(crate::assemble::spell(tokens, inside).into());
        return Ok(sel);
    }
    for p in split(tokens, inside, ",")? {
        match p.slice(tokens) {
            [t] if t.kind == TokKind::Ident => sel.props.push(t.text.clone()),
            [t] if t.kind == TokKind::Str => {
                let text = t.text.trim_matches('"');
                sel.props.push(text.into());
            }
            _ => return Err(error(p, "expected a trait property: a name or a string")),
        }
    }
    Ok(sel)
}

/// `when(selector: directive)` of a metadirective: the selector and the directive's tokens
/// (empty for the `nothing` of a missing directive).
pub fn when_clause(
    tokens: &[DirToken],
    lang: Lang,
    inside: TokRange,
) -> Result<(ContextSelector, TokRange)> {
    let Some(colon) = top_colon(tokens, inside) else {
        return Err(error(inside, "expected 'selector : directive' in 'when'"));
    };
    let sel = context_selector(tokens, lang, TokRange::new(inside.start as usize, colon))?;
    Ok((sel, TokRange::new(colon + 1, inside.end as usize)))
}
