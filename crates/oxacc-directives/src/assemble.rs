//! Builders called by the grammar's actions: they give each clause argument its meaning
//! (modifier keywords, reduction operators, `num:`/`dim:`/`static:`, `devnum:`/`queues:`)
//! and report malformed arguments with the exact tokens.

use smol_str::SmolStr;

use crate::ast::*;
use crate::lexer::{same_word, ClauseWord};
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

/// The directive name and its parenthesised arguments.
pub struct Head {
    pub kind: DirectiveKind,
    pub name: TokRange,
    pub args: DirectiveArgs,
}

impl Head {
    pub fn plain(kind: DirectiveKind, start: usize, end: usize) -> Head {
        Head {
            kind,
            name: TokRange::new(start, end),
            args: DirectiveArgs::None,
        }
    }
}

/// A clause as the grammar saw it; unknown names are reported once the directive is known.
pub enum RawClause {
    Known(Clause),
    Unknown(TokRange),
}

/// One `gang` argument before its keyword is interpreted: `key` alone is a bare `num`.
pub struct GangItem {
    pub key: TokRange,
    pub value: Option<TokRange>,
}

type Result<T> = std::result::Result<T, DirError>;

pub(crate) fn error(at: TokRange, message: impl Into<String>) -> DirError {
    DirError {
        at,
        message: message.into(),
        note: None,
        is_warning: false,
    }
}

pub fn missing_paren(name: &str, at: usize) -> DirError {
    error(
        TokRange::new(at, at),
        format!("expected '(' after '{name}'"),
    )
}

/// The tokens of `range` written together (`.and.`, `&&`), for operators and messages.
pub(crate) fn spell(tokens: &[DirToken], range: TokRange) -> String {
    let mut text = String::new();
    for token in range.slice(tokens) {
        text.push_str(&token.text);
    }
    text
}

/// The identifier that `range` consists of, if it is exactly one.
fn single_ident(tokens: &[DirToken], range: TokRange) -> Option<&str> {
    match range.slice(tokens) {
        [t] if t.kind == TokKind::Ident => Some(&t.text),
        _ => None,
    }
}

fn is_star(tokens: &[DirToken], range: TokRange) -> bool {
    matches!(range.slice(tokens), [t] if t.kind == TokKind::Punct && t.text == "*")
}

/// `key: rest` at the start of a loose argument (`num: n`, `length: n`, `force: n`).
fn keyed(tokens: &[DirToken], lang: Lang, range: TokRange, key: &str) -> Result<Option<TokRange>> {
    let [first, colon, ..] = range.slice(tokens) else {
        return Ok(None);
    };
    let is_key = first.kind == TokKind::Ident && same_word(&first.text, key, lang);
    if !is_key || colon.kind != TokKind::Punct || colon.text != ":" {
        return Ok(None);
    }
    let rest = TokRange::new(range.start as usize + 2, range.end as usize);
    if rest.is_empty() {
        return Err(error(
            TokRange::new(range.end as usize, range.end as usize),
            format!("expected an expression after '{key}:'"),
        ));
    }
    Ok(Some(rest))
}

fn clause(kind: ClauseKind, name: TokRange, end: usize, args: ClauseArgs) -> Clause {
    Clause {
        kind,
        name,
        span: TokRange::new(name.start as usize, end),
        legacy: None,
        args,
    }
}

pub fn flag(kind: ClauseKind, start: usize, end: usize) -> Clause {
    clause(kind, TokRange::new(start, end), end, ClauseArgs::None)
}

/// §2.7.4 data-clause modifiers; which clause takes which is checked in `check`.
fn modifier(tokens: &[DirToken], lang: Lang, range: TokRange) -> Result<Modifier> {
    const MODIFIERS: &[(&str, Modifier)] = &[
        ("readonly", Modifier::ReadOnly),
        ("zero", Modifier::Zero),
        ("always", Modifier::Always),
        ("alwaysin", Modifier::AlwaysIn),
        ("alwaysout", Modifier::AlwaysOut),
        ("capture", Modifier::Capture),
    ];
    let name = single_ident(tokens, range);
    let found = name.and_then(|n| MODIFIERS.iter().find(|(s, _)| same_word(n, s, lang)));
    match found {
        Some(&(_, m)) => Ok(m),
        None => Err(error(
            range,
            format!(
                "unknown modifier '{}'; expected readonly, zero, always, alwaysin, alwaysout or capture",
                spell(tokens, range)
            ),
        )),
    }
}

pub fn vars(
    tokens: &[DirToken],
    lang: Lang,
    word: ClauseWord,
    name: TokRange,
    end: usize,
    (mods, vars): (Option<Vec<TokRange>>, Vec<TokRange>),
) -> Result<Clause> {
    let modifiers = mods
        .unwrap_or_default()
        .into_iter()
        .map(|m| modifier(tokens, lang, m))
        .collect::<Result<Vec<_>>>()?;
    let mut c = clause(word.kind, name, end, ClauseArgs::Vars { modifiers, vars });
    c.legacy = word.legacy.map(SmolStr::new_static);
    Ok(c)
}

fn one(tokens: &[DirToken], name: TokRange, list: &[TokRange]) -> Result<TokRange> {
    match list {
        [only] => Ok(*only),
        [_, second, ..] => Err(error(
            TokRange::new(second.start as usize - 1, list[list.len() - 1].end as usize),
            format!("'{}' takes one argument", spell(tokens, name)),
        )),
        [] => Err(error(name, "missing argument")),
    }
}

fn device_types(tokens: &[DirToken], list: &[TokRange]) -> Result<ClauseArgs> {
    let names = list.iter().map(|&r| {
        if is_star(tokens, r) {
            Ok(DeviceTypeName::Star)
        } else if let Some(name) = single_ident(tokens, r) {
            Ok(DeviceTypeName::Name(SmolStr::new(name)))
        } else {
            Err(error(r, "expected a device type name or '*'"))
        }
    });
    Ok(ClauseArgs::DeviceTypes(names.collect::<Result<_>>()?))
}

fn default_kind(tokens: &[DirToken], lang: Lang, range: TokRange) -> Result<ClauseArgs> {
    match single_ident(tokens, range) {
        Some(n) if same_word(n, "none", lang) => Ok(ClauseArgs::Default(DefaultKind::None)),
        Some(n) if same_word(n, "present", lang) => Ok(ClauseArgs::Default(DefaultKind::Present)),
        _ => Err(error(
            range,
            "expected 'none' or 'present' in 'default' clause",
        )),
    }
}

fn bind_name(tokens: &[DirToken], range: TokRange) -> Result<ClauseArgs> {
    match range.slice(tokens) {
        [t] if t.kind == TokKind::Ident => Ok(ClauseArgs::Bind(BindName::Ident(t.text.clone()))),
        [t] if t.kind == TokKind::Str => {
            let inner = t.text.trim_start_matches(|c| c != '"' && c != '\'');
            let inner = inner.get(1..inner.len().saturating_sub(1)).unwrap_or("");
            Ok(ClauseArgs::Bind(BindName::Str(SmolStr::new(inner))))
        }
        _ => Err(error(range, "expected a name or a string in 'bind' clause")),
    }
}

/// Clauses whose argument is an expression list interpreted per clause (§2.5.6–§2.5.16,
/// §2.9.1, §2.9.3, §2.9.4, §2.9.8, §2.14, §2.15.1).
pub fn exprs(
    tokens: &[DirToken],
    lang: Lang,
    word: ClauseWord,
    name: TokRange,
    end: usize,
    list: Option<Vec<TokRange>>,
) -> Result<Clause> {
    use ClauseKind as K;
    let spelled = spell(tokens, name);
    let args = match (word.kind, list) {
        (K::Async | K::Worker | K::Vector | K::SelfClause, None) => ClauseArgs::None,
        (_, None) => return Err(missing_paren(&spelled, name.end as usize)),
        (K::SelfClause | K::NumGangs, Some(list)) => ClauseArgs::Exprs(list),
        (K::DeviceType, Some(list)) => device_types(tokens, &list)?,
        (K::Tile, Some(list)) => ClauseArgs::Tile(
            list.iter()
                .map(|&r| match is_star(tokens, r) {
                    true => TileSize::Star,
                    false => TileSize::Expr(r),
                })
                .collect(),
        ),
        (kind, Some(list)) => {
            let arg = one(tokens, name, &list)?;
            single_arg(tokens, lang, kind, arg)?
        }
    };
    let mut c = clause(word.kind, name, end, args);
    c.legacy = word.legacy.map(SmolStr::new_static);
    Ok(c)
}

fn single_arg(
    tokens: &[DirToken],
    lang: Lang,
    kind: ClauseKind,
    arg: TokRange,
) -> Result<ClauseArgs> {
    Ok(match kind {
        ClauseKind::Default => default_kind(tokens, lang, arg)?,
        ClauseKind::Bind => bind_name(tokens, arg)?,
        ClauseKind::Collapse => match keyed(tokens, lang, arg, "force")? {
            Some(count) => ClauseArgs::Collapse { force: true, count },
            None => ClauseArgs::Collapse {
                force: false,
                count: arg,
            },
        },
        ClauseKind::Worker => ClauseArgs::Expr(keyed(tokens, lang, arg, "num")?.unwrap_or(arg)),
        ClauseKind::Vector => ClauseArgs::Expr(keyed(tokens, lang, arg, "length")?.unwrap_or(arg)),
        _ => ClauseArgs::Expr(arg),
    })
}

/// §2.5.15 operators: C spells them as tokens, Fortran as intrinsics or `.op.`.
fn reduction_op(tokens: &[DirToken], lang: Lang, range: TokRange) -> Result<ReductionOp> {
    use ReductionOp::*;
    let text = spell(tokens, range);
    let op = match (lang, text.to_ascii_lowercase().as_str()) {
        (_, "+") => Some(Add),
        (_, "*") => Some(Mul),
        (Lang::C, "max") | (Lang::Fortran, "max") => Some(Max),
        (Lang::C, "min") | (Lang::Fortran, "min") => Some(Min),
        (Lang::C, "&") | (Lang::Fortran, "iand") => Some(BitAnd),
        (Lang::C, "|") | (Lang::Fortran, "ior") => Some(BitOr),
        (Lang::C, "^") | (Lang::Fortran, "ieor") => Some(BitXor),
        (Lang::C, "&&") | (Lang::Fortran, ".and.") => Some(LogAnd),
        (Lang::C, "||") | (Lang::Fortran, ".or.") => Some(LogOr),
        (Lang::Fortran, ".eqv.") => Some(Eqv),
        (Lang::Fortran, ".neqv.") => Some(Neqv),
        _ => None,
    };
    // C is case-sensitive: `MAX` is not `max`.
    let op = op.filter(|_| lang == Lang::Fortran || text.chars().all(|c| !c.is_ascii_uppercase()));
    op.ok_or_else(|| {
        let expected = match lang {
            Lang::C => "+, *, max, min, &, |, ^, && or ||",
            Lang::Fortran => "+, *, max, min, iand, ior, ieor, .and., .or., .eqv. or .neqv.",
        };
        error(
            range,
            format!("invalid reduction operator '{text}'; expected {expected}"),
        )
    })
}

pub fn reduction(
    tokens: &[DirToken],
    lang: Lang,
    name: TokRange,
    end: usize,
    op: TokRange,
    vars: Vec<TokRange>,
) -> Result<Clause> {
    let op = reduction_op(tokens, lang, op)?;
    Ok(clause(
        ClauseKind::Reduction,
        name,
        end,
        ClauseArgs::Reduction { op, vars },
    ))
}

/// §2.9.2 gang-arg: `[num:]int-expr`, `dim:int-expr`, `static:size-expr`.
fn gang_arg(tokens: &[DirToken], lang: Lang, item: GangItem) -> Result<GangArg> {
    let Some(value) = item.value else {
        if is_star(tokens, item.key) {
            return Err(error(
                item.key,
                "'*' is only valid as a 'static:' gang argument",
            ));
        }
        return Ok(GangArg::Num(item.key));
    };
    let key = single_ident(tokens, item.key).unwrap_or("");
    if same_word(key, "num", lang) {
        Ok(GangArg::Num(value))
    } else if same_word(key, "dim", lang) {
        Ok(GangArg::Dim(value))
    } else if same_word(key, "static", lang) {
        Ok(GangArg::Static((!is_star(tokens, value)).then_some(value)))
    } else {
        Err(error(
            item.key,
            format!(
                "unknown gang argument '{}'; expected num, dim or static",
                spell(tokens, item.key)
            ),
        ))
    }
}

pub fn gang(
    tokens: &[DirToken],
    lang: Lang,
    name: TokRange,
    end: usize,
    items: Option<Vec<GangItem>>,
) -> Result<Clause> {
    let args = match items {
        None => ClauseArgs::None,
        Some(items) => ClauseArgs::Gang(
            items
                .into_iter()
                .map(|i| gang_arg(tokens, lang, i))
                .collect::<Result<_>>()?,
        ),
    };
    Ok(clause(ClauseKind::Gang, name, end, args))
}

fn is_key(tokens: &[DirToken], lang: Lang, seg: &[TokRange], key: &str) -> bool {
    matches!(seg, [r] if single_ident(tokens, *r).is_some_and(|t| same_word(t, key, lang)))
}

/// §2.16.2 wait-argument `[devnum: int-expr :] [queues:] int-expr-list`, given as the
/// colon-separated segments.
fn wait_args(tokens: &[DirToken], lang: Lang, segs: Vec<Vec<TokRange>>) -> Result<WaitArgs> {
    let key = |i: usize, k: &str| is_key(tokens, lang, &segs[i], k);
    let n = segs.len();
    let (devnum, queues) = match n {
        1 => (None, 0),
        2 if key(0, "queues") => (None, 1),
        3 if key(0, "devnum") => (Some(one_devnum(tokens, &segs[1])?), 2),
        4 if key(0, "devnum") && key(2, "queues") => (Some(one_devnum(tokens, &segs[1])?), 3),
        _ => {
            let all = TokRange::new(
                segs[0][0].start as usize,
                segs[n - 1].last().map_or(0, |r| r.end as usize),
            );
            return Err(error(
                all,
                "malformed wait argument; expected [devnum: expr :] [queues:] expr-list",
            ));
        }
    };
    Ok(WaitArgs {
        devnum,
        queues: segs.into_iter().nth(queues).unwrap_or_default(),
    })
}

fn one_devnum(tokens: &[DirToken], seg: &[TokRange]) -> Result<TokRange> {
    match seg {
        [only] => Ok(*only),
        _ => {
            let all = TokRange::new(seg[0].start as usize, seg[seg.len() - 1].end as usize);
            let _ = tokens;
            Err(error(all, "'devnum:' takes one expression"))
        }
    }
}

pub fn wait_clause(
    tokens: &[DirToken],
    lang: Lang,
    name: TokRange,
    end: usize,
    segs: Option<Vec<Vec<TokRange>>>,
) -> Result<Clause> {
    let args = match segs {
        None => ClauseArgs::None,
        Some(segs) => ClauseArgs::Wait(wait_args(tokens, lang, segs)?),
    };
    Ok(clause(ClauseKind::Wait, name, end, args))
}

pub fn wait_directive_args(
    tokens: &[DirToken],
    lang: Lang,
    segs: Option<Vec<Vec<TokRange>>>,
) -> Result<DirectiveArgs> {
    Ok(match segs {
        None => DirectiveArgs::None,
        Some(segs) => DirectiveArgs::Wait(wait_args(tokens, lang, segs)?),
    })
}

/// §2.10 `cache([readonly:] var-list)`.
pub fn cache_args(
    tokens: &[DirToken],
    lang: Lang,
    (mods, vars): (Option<Vec<TokRange>>, Vec<TokRange>),
) -> Result<DirectiveArgs> {
    let readonly = match mods.as_deref() {
        None => false,
        Some([m]) if single_ident(tokens, *m).is_some_and(|t| same_word(t, "readonly", lang)) => {
            true
        }
        Some(ms) => {
            let all = TokRange::new(ms[0].start as usize, ms[ms.len() - 1].end as usize);
            return Err(error(all, "the only modifier of 'cache' is 'readonly'"));
        }
    };
    Ok(DirectiveArgs::Cache { readonly, vars })
}

/// Resolves what needs the directive: unknown clause names, `self` on `update` (§2.14.4,
/// a variable list) versus on a compute construct (§2.5.7, a condition), Fortran-only `end`.
pub fn directive(
    tokens: &[DirToken],
    lang: Lang,
    head: Head,
    raw: Vec<RawClause>,
) -> Result<Directive> {
    if lang == Lang::C && matches!(head.kind, DirectiveKind::End(_)) {
        let first = TokRange::new(head.name.start as usize, head.name.start as usize + 1);
        return Err(error(first, "unknown OpenACC directive 'end'"));
    }
    let mut clauses = Vec::with_capacity(raw.len());
    for c in raw {
        match c {
            RawClause::Known(c) => clauses.push(resolve_self(tokens, head.kind, c)?),
            RawClause::Unknown(name) => {
                return Err(crate::parse::unknown_clause(tokens, head.kind, name));
            }
        }
    }
    Ok(Directive {
        kind: head.kind,
        name: head.name,
        args: head.args,
        clauses,
    })
}

fn resolve_self(tokens: &[DirToken], kind: DirectiveKind, mut c: Clause) -> Result<Clause> {
    if c.kind != ClauseKind::SelfClause {
        return Ok(c);
    }
    let list = match std::mem::replace(&mut c.args, ClauseArgs::None) {
        ClauseArgs::Exprs(list) => Some(list),
        _ => None,
    };
    if kind == DirectiveKind::Update {
        let Some(vars) = list else {
            return Err(missing_paren("self", c.name.end as usize));
        };
        c.kind = ClauseKind::Host;
        c.args = ClauseArgs::Vars {
            modifiers: Vec::new(),
            vars,
        };
    } else if let Some(list) = list {
        c.args = ClauseArgs::Expr(one(tokens, c.name, &list)?);
    }
    Ok(c)
}
