//! Turns the front end's [`DirToken`]s into the terminals of `grammar.lalrpop`.
//!
//! On a directive line every identifier at parenthesis depth 0 is a directive word or a clause
//! name; everything inside parentheses is clause-argument material (host expressions, modifier
//! keywords, reduction operators). Classifying by depth here keeps the grammar free of the
//! keyword-versus-variable conflicts a `copyin(zero: zero)` would otherwise cause.

use crate::ast::ClauseKind;
use crate::token::{DirToken, TokKind};
use crate::Lang;

/// Directive-name words (OpenACC 3.3 §2.5–§2.16, Fortran `end` §2.17).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kw {
    Parallel,
    Serial,
    Kernels,
    Loop,
    Data,
    Enter,
    Exit,
    HostData,
    Cache,
    Atomic,
    Read,
    Write,
    Update,
    Capture,
    Declare,
    Wait,
    Init,
    Shutdown,
    Set,
    Routine,
    End,
}

/// A clause name with the 1.0/2.0 spelling it was written in, if any.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClauseWord {
    pub kind: ClauseKind,
    pub legacy: Option<&'static str>,
}

/// A terminal of the directive grammar.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    LParen,
    RParen,
    LBrack,
    RBrack,
    LBrace,
    RBrace,
    Comma,
    Colon,
    /// Any other token inside parentheses.
    Other,
    Kw(Kw),
    /// A clause that never takes arguments (`seq`, `finalize`).
    Flag(ClauseKind),
    /// `name([modifiers:] var-list)`.
    Vars(ClauseWord),
    /// `name[(argument-list)]`, the list interpreted per clause.
    Exprs(ClauseWord),
    Reduction,
    Gang,
    /// An identifier at depth 0 that names no directive word or clause.
    Word,
    /// Anything else at depth 0 (a number, an operator): never valid there.
    Stray,
}

const KEYWORDS: &[(&str, Kw)] = &[
    ("parallel", Kw::Parallel),
    ("serial", Kw::Serial),
    ("kernels", Kw::Kernels),
    ("loop", Kw::Loop),
    ("data", Kw::Data),
    ("enter", Kw::Enter),
    ("exit", Kw::Exit),
    ("host_data", Kw::HostData),
    ("cache", Kw::Cache),
    ("atomic", Kw::Atomic),
    ("read", Kw::Read),
    ("write", Kw::Write),
    ("update", Kw::Update),
    ("capture", Kw::Capture),
    ("declare", Kw::Declare),
    ("wait", Kw::Wait),
    ("init", Kw::Init),
    ("shutdown", Kw::Shutdown),
    ("set", Kw::Set),
    ("routine", Kw::Routine),
    ("end", Kw::End),
];

/// The shape of a clause's argument, which picks its grammar production.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    Flag,
    Vars,
    Exprs,
    Reduction,
    Gang,
}

/// Every clause spelling: 3.3 names, then the 1.0/2.0 aliases (§2.7.5–§2.7.8, §2.4 `dtype`).
fn clause_table() -> &'static [(&'static str, ClauseKind, Shape, Option<&'static str>)] {
    use ClauseKind::*;
    use Shape::*;
    &[
        ("if", If, Exprs, None),
        ("self", SelfClause, Exprs, None),
        ("async", Async, Exprs, None),
        ("num_gangs", NumGangs, Exprs, None),
        ("num_workers", NumWorkers, Exprs, None),
        ("vector_length", VectorLength, Exprs, None),
        ("device_type", DeviceType, Exprs, None),
        ("dtype", DeviceType, Exprs, Some("dtype")),
        ("default", Default, Exprs, None),
        ("private", Private, Vars, None),
        ("firstprivate", FirstPrivate, Vars, None),
        ("reduction", ClauseKind::Reduction, Shape::Reduction, None),
        ("copy", Copy, Vars, None),
        ("pcopy", Copy, Vars, Some("pcopy")),
        ("present_or_copy", Copy, Vars, Some("present_or_copy")),
        ("copyin", CopyIn, Vars, None),
        ("pcopyin", CopyIn, Vars, Some("pcopyin")),
        ("present_or_copyin", CopyIn, Vars, Some("present_or_copyin")),
        ("copyout", CopyOut, Vars, None),
        ("pcopyout", CopyOut, Vars, Some("pcopyout")),
        (
            "present_or_copyout",
            CopyOut,
            Vars,
            Some("present_or_copyout"),
        ),
        ("create", Create, Vars, None),
        ("pcreate", Create, Vars, Some("pcreate")),
        ("present_or_create", Create, Vars, Some("present_or_create")),
        ("no_create", NoCreate, Vars, None),
        ("present", Present, Vars, None),
        ("deviceptr", DevicePtr, Vars, None),
        ("attach", Attach, Vars, None),
        ("detach", Detach, Vars, None),
        ("delete", Delete, Vars, None),
        ("finalize", Finalize, Flag, None),
        ("if_present", IfPresent, Flag, None),
        ("use_device", UseDevice, Vars, None),
        ("device_resident", DeviceResident, Vars, None),
        ("link", Link, Vars, None),
        ("host", Host, Vars, None),
        ("device", Device, Vars, None),
        ("collapse", Collapse, Exprs, None),
        ("gang", ClauseKind::Gang, Shape::Gang, None),
        ("worker", Worker, Exprs, None),
        ("vector", Vector, Exprs, None),
        ("seq", Seq, Flag, None),
        ("auto", Auto, Flag, None),
        ("independent", Independent, Flag, None),
        ("tile", Tile, Exprs, None),
        ("bind", Bind, Exprs, None),
        ("nohost", NoHost, Flag, None),
        ("device_num", DeviceNum, Exprs, None),
        ("default_async", DefaultAsync, Exprs, None),
    ]
}

/// Every clause spelling, for did-you-mean suggestions.
pub fn clause_spellings() -> impl Iterator<Item = &'static str> {
    clause_table().iter().map(|c| c.0)
}

/// Every directive spelling, for did-you-mean suggestions.
pub fn directive_spellings() -> impl Iterator<Item = &'static str> {
    KEYWORDS.iter().map(|k| k.0)
}

/// Identifier comparison: Fortran is case-insensitive, C is not.
pub fn same_word(text: &str, word: &str, lang: Lang) -> bool {
    match lang {
        Lang::C => text == word,
        Lang::Fortran => text.eq_ignore_ascii_case(word),
    }
}

fn keyword(text: &str, lang: Lang) -> Option<Kw> {
    KEYWORDS
        .iter()
        .find(|(s, _)| same_word(text, s, lang))
        .map(|k| k.1)
}

fn clause_word(text: &str, lang: Lang) -> Option<Tok> {
    let &(_, kind, shape, legacy) = clause_table()
        .iter()
        .find(|(s, ..)| same_word(text, s, lang))?;
    let word = ClauseWord { kind, legacy };
    Some(match shape {
        Shape::Flag => Tok::Flag(kind),
        Shape::Vars => Tok::Vars(word),
        Shape::Exprs => Tok::Exprs(word),
        Shape::Reduction => Tok::Reduction,
        Shape::Gang => Tok::Gang,
    })
}

fn classify_top(token: &DirToken, lang: Lang) -> Tok {
    if token.kind != TokKind::Ident {
        return Tok::Stray;
    }
    if let Some(kw) = keyword(&token.text, lang) {
        return Tok::Kw(kw);
    }
    clause_word(&token.text, lang).unwrap_or(Tok::Word)
}

fn bracket(token: &DirToken) -> Option<Tok> {
    if token.kind != TokKind::Punct {
        return None;
    }
    Some(match token.text.as_str() {
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LBrack,
        "]" => Tok::RBrack,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "," => Tok::Comma,
        ":" => Tok::Colon,
        _ => return None,
    })
}

/// The terminal stream for lalrpop: `(index, terminal, index + 1)`.
pub fn terminals(tokens: &[DirToken], lang: Lang) -> Vec<(usize, Tok, usize)> {
    let mut depth = 0usize;
    let mut out = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let tok = match bracket(token) {
            Some(t @ (Tok::LParen | Tok::LBrack | Tok::LBrace)) => {
                depth += 1;
                t
            }
            Some(t @ (Tok::RParen | Tok::RBrack | Tok::RBrace)) => {
                depth = depth.saturating_sub(1);
                t
            }
            Some(t) => t,
            None if depth == 0 => classify_top(token, lang),
            None => Tok::Other,
        };
        out.push((i, tok, i + 1));
    }
    out
}
