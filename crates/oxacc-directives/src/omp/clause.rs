//! Builders for clause arguments (OpenMP 4.5 §2.5–§2.16, 5.0 §2.4–§2.19): they read the
//! modifier keywords, map types, schedule kinds and reduction identifiers, and report a
//! malformed argument with its exact tokens. Which directive takes which clause is `check.rs`.

use smol_str::SmolStr;

use super::ast::*;
use super::parse::{group_end, ident, is_punct, split, top_colon};
use crate::assemble::{error, spell};
use crate::lexer::same_word;
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

type Result<T> = std::result::Result<T, DirError>;

fn range(start: usize, end: usize) -> TokRange {
    TokRange::new(start, end)
}

/// `start..end` of a non-empty list of ranges.
fn covering(list: &[TokRange]) -> TokRange {
    match (list.first(), list.last()) {
        (Some(a), Some(b)) => range(a.start as usize, b.end as usize),
        _ => TokRange::default(),
    }
}

/// The single word `r` consists of, looked up in `table` (case-insensitive in Fortran).
fn keyword<T: Copy>(
    tokens: &[DirToken],
    lang: Lang,
    r: TokRange,
    table: &[(&str, T)],
) -> Option<T> {
    let [t] = r.slice(tokens) else {
        return None;
    };
    if t.kind != TokKind::Ident {
        return None;
    }
    table
        .iter()
        .find(|(s, _)| same_word(&t.text, s, lang))
        .map(|e| e.1)
}

fn one_of<T: Copy>(
    tokens: &[DirToken],
    lang: Lang,
    r: TokRange,
    table: &[(&str, T)],
    what: &str,
) -> Result<T> {
    keyword(tokens, lang, r, table).ok_or_else(|| {
        let names: Vec<&str> = table.iter().map(|e| e.0).collect();
        let (init, last) = names.split_at(names.len().saturating_sub(1));
        let list = match init {
            [] => last.join(""),
            _ => format!("{} or {}", init.join(", "), last.join("")),
        };
        error(
            r,
            format!("unknown {what} '{}'; expected {list}", spell(tokens, r)),
        )
    })
}

/// The argument of a clause that takes one expression (a top-level `:` is part of it).
pub fn one(tokens: &[DirToken], clause: &str, inside: TokRange) -> Result<TokRange> {
    let parts = split(tokens, inside, ",")?;
    match parts.as_slice() {
        [only] => Ok(*only),
        [_, second, ..] => Err(error(
            range(second.start as usize - 1, inside.end as usize),
            format!("'{clause}' takes one argument"),
        )),
        [] => Err(error(inside, "empty argument")),
    }
}

/// `num_teams(lower-bound: upper-bound)` (5.1 §2.7): a league of at least `lower` and at most
/// `upper` teams. Making `upper` teams meets both, so the clause keeps the upper bound; bounds
/// written as integer literals are checked here (5.1: `lower` positive, at most `upper`).
pub fn num_teams_bounds(tokens: &[DirToken], inside: TokRange) -> Result<OmpClauseArgs> {
    let Some(colon) = top_colon(tokens, inside) else {
        return Ok(OmpClauseArgs::Expr(one(tokens, "num_teams", inside)?));
    };
    let lower = range(inside.start as usize, colon);
    let upper = range(colon + 1, inside.end as usize);
    if lower.start == lower.end || upper.start == upper.end {
        return Err(error(
            inside,
            "expected 'num_teams(lower-bound: upper-bound)'",
        ));
    }
    let upper = one(tokens, "num_teams", upper)?;
    let literal = |r: TokRange| match r.slice(tokens) {
        [t] if t.kind == TokKind::Int => t
            .text
            .trim_end_matches(['u', 'U', 'l', 'L'])
            .parse::<u64>()
            .ok(),
        _ => None,
    };
    if let (Some(lo), Some(hi)) = (literal(lower), literal(upper)) {
        if lo == 0 || lo > hi {
            return Err(error(
                inside,
                "OpenMP 5.1 §2.7: the lower bound of num_teams must be positive and at most the upper bound",
            ));
        }
    }
    Ok(OmpClauseArgs::Expr(upper))
}

/// A variable list (no modifiers).
pub fn var_list(tokens: &[DirToken], clause: &str, inside: TokRange) -> Result<Vec<TokRange>> {
    if let Some(colon) = top_colon(tokens, inside) {
        return Err(error(
            range(colon, colon + 1),
            format!("unexpected ':' in '{clause}' clause; it takes a plain list"),
        ));
    }
    split(tokens, inside, ",")
}

/// A motion clause of `target update` (5.1 §2.21.6): `to([present:] list)`,
/// `from([present:] list)`. With the `present` motion modifier it is a `map` clause of that
/// type with the modifier (an absent item is then an error, not skipped).
pub fn motion(
    tokens: &[DirToken],
    lang: Lang,
    kind: OmpClauseKind,
    inside: TokRange,
) -> Result<OmpClauseArgs> {
    let name = if kind == OmpClauseKind::To {
        "to"
    } else {
        "from"
    };
    let Some((prefix, rest)) = at_colon(tokens, inside, name)? else {
        return Ok(OmpClauseArgs::Vars(var_list(tokens, name, inside)?));
    };
    let mut modifiers = Vec::new();
    for m in split(tokens, prefix, ",")? {
        // 5.0 §2.12.6: `mapper(mapper-identifier)` names the mapper the motion uses.
        if let Some(id) = mapper_modifier(tokens, lang, m) {
            modifiers.push(MapModifier::Mapper(id));
            continue;
        }
        let word = ident(tokens, m.start as usize).filter(|_| m.end == m.start + 1);
        match word {
            Some(w) if same_word(w, "present", lang) => modifiers.push(MapModifier::Present),
            _ => {
                return Err(error(
                    m,
                    format!(
                        "unknown motion modifier '{}' in '{name}' clause; expected present or mapper(…)",
                        spell(tokens, m)
                    ),
                ))
            }
        }
    }
    let map_type = if kind == OmpClauseKind::To {
        MapType::To
    } else {
        MapType::From
    };
    Ok(OmpClauseArgs::Map {
        modifiers,
        map_type: Some(map_type),
        vars: var_list(tokens, name, rest)?,
    })
}

/// The identifier of a `mapper(id)` modifier spelled as all of `m`.
fn mapper_modifier(tokens: &[DirToken], lang: Lang, m: TokRange) -> Option<TokRange> {
    let (start, end) = (m.start as usize, m.end as usize);
    let word = ident(tokens, start)?;
    (same_word(word, "mapper", lang)
        && end >= start + 4
        && is_punct(tokens, start + 1, "(")
        && is_punct(tokens, end - 1, ")"))
    .then(|| range(start + 2, end - 1))
}

/// `update(in|out|inout|mutexinoutset)` of `depobj` (5.0 §2.17.10.1): a `depend` with no
/// locator.
pub fn depobj_update(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    let kind = one_of(
        tokens,
        lang,
        inside,
        &[
            ("in", DependKind::In),
            ("out", DependKind::Out),
            ("inout", DependKind::Inout),
            ("mutexinoutset", DependKind::Mutexinoutset),
        ],
        "dependence type",
    )?;
    Ok(OmpClauseArgs::Depend {
        kind,
        iterator: None,
        vars: Vec::new(),
    })
}

/// `(prefix, rest)` around the first top-level colon; `rest` must not be empty.
fn at_colon(
    tokens: &[DirToken],
    inside: TokRange,
    what: &str,
) -> Result<Option<(TokRange, TokRange)>> {
    let Some(colon) = top_colon(tokens, inside) else {
        return Ok(None);
    };
    let before = range(inside.start as usize, colon);
    let after = range(colon + 1, inside.end as usize);
    if before.is_empty() {
        return Err(error(
            range(colon, colon + 1),
            format!("expected {what} before ':'"),
        ));
    }
    if after.is_empty() {
        let end = inside.end as usize;
        return Err(error(range(end, end), "expected a list after ':'"));
    }
    Ok(Some((before, after)))
}

pub fn special(
    tokens: &[DirToken],
    lang: Lang,
    kind: OmpClauseKind,
    inside: TokRange,
) -> Result<OmpClauseArgs> {
    use OmpClauseKind as K;
    Ok(match kind {
        K::If => if_clause(tokens, lang, inside)?,
        K::Device => device(tokens, lang, inside)?,
        K::Default => OmpClauseArgs::Default(one_of(
            tokens,
            lang,
            inside,
            &[
                ("shared", DataSharing::Shared),
                ("none", DataSharing::None),
                ("private", DataSharing::Private),
                ("firstprivate", DataSharing::FirstPrivate),
            ],
            "data-sharing attribute",
        )?),
        K::ProcBind => OmpClauseArgs::ProcBind(one_of(
            tokens,
            lang,
            inside,
            &[
                ("master", ProcBind::Master),
                ("close", ProcBind::Close),
                ("spread", ProcBind::Spread),
                ("primary", ProcBind::Primary),
            ],
            "affinity policy",
        )?),
        K::Reduction | K::InReduction | K::TaskReduction => reduction(tokens, lang, kind, inside)?,
        K::LastPrivate => match at_colon(tokens, inside, "a modifier")? {
            None => OmpClauseArgs::LastPrivate {
                conditional: false,
                vars: split(tokens, inside, ",")?,
            },
            Some((m, vars)) => {
                one_of(
                    tokens,
                    lang,
                    m,
                    &[("conditional", ())],
                    "lastprivate modifier",
                )?;
                OmpClauseArgs::LastPrivate {
                    conditional: true,
                    vars: split(tokens, vars, ",")?,
                }
            }
        },
        K::Schedule => schedule(tokens, lang, inside)?,
        K::DistSchedule => {
            let parts = split(tokens, inside, ",")?;
            one_of(
                tokens,
                lang,
                parts[0],
                &[("static", ())],
                "dist_schedule kind",
            )?;
            if parts.len() > 2 {
                return Err(error(
                    covering(&parts[2..]),
                    "'dist_schedule' takes a kind and at most one chunk size",
                ));
            }
            OmpClauseArgs::DistSchedule {
                chunk: parts.get(1).copied(),
            }
        }
        K::Linear => linear(tokens, lang, inside)?,
        K::Aligned => match at_colon(tokens, inside, "a list")? {
            None => OmpClauseArgs::Aligned {
                vars: split(tokens, inside, ",")?,
                alignment: None,
            },
            Some((vars, alignment)) => OmpClauseArgs::Aligned {
                vars: split(tokens, vars, ",")?,
                alignment: Some(one(tokens, "aligned", alignment)?),
            },
        },
        K::Order => {
            // 5.1 §2.11.3: `order([reproducible | unconstrained :] concurrent)`. oxacc's
            // schedules of a loop are the same in every region that runs it with the same
            // team, so either modifier is met by what `concurrent` alone gets.
            let order = match at_colon(tokens, inside, "an order modifier")? {
                Some((modifier, order)) => {
                    one_of(
                        tokens,
                        lang,
                        modifier,
                        &[("reproducible", ()), ("unconstrained", ())],
                        "order modifier",
                    )?;
                    order
                }
                None => inside,
            };
            one_of(tokens, lang, order, &[("concurrent", ())], "order")?;
            OmpClauseArgs::OrderConcurrent
        }
        K::Depend => depend(tokens, lang, inside)?,
        K::Doacross => doacross(tokens, lang, inside)?,
        K::Map => map(tokens, lang, inside)?,
        K::Defaultmap => defaultmap(tokens, lang, inside)?,
        K::Allocate => allocate(tokens, lang, inside)?,
        K::Match => OmpClauseArgs::Match(super::context::context_selector(tokens, lang, inside)?),
        K::UsesAllocators => uses_allocators(tokens, inside)?,
        K::DeviceType => OmpClauseArgs::DeviceType(one_of(
            tokens,
            lang,
            inside,
            &[
                ("host", DeviceTypeKind::Host),
                ("nohost", DeviceTypeKind::Nohost),
                ("any", DeviceTypeKind::Any),
            ],
            "device type",
        )?),
        K::Bind => OmpClauseArgs::Bind(one_of(
            tokens,
            lang,
            inside,
            &[
                ("teams", BindKind::Teams),
                ("parallel", BindKind::Parallel),
                ("thread", BindKind::Thread),
            ],
            "binding",
        )?),
        K::AtomicDefaultMemOrder => OmpClauseArgs::MemOrder(one_of(
            tokens,
            lang,
            inside,
            &[
                ("seq_cst", MemOrder::SeqCst),
                ("acq_rel", MemOrder::AcqRel),
                ("relaxed", MemOrder::Relaxed),
            ],
            "memory order",
        )?),
        // 5.1 §2.19.7: the order of a failed comparison is seq_cst, acquire or relaxed.
        K::Fail => OmpClauseArgs::MemOrder(one_of(
            tokens,
            lang,
            inside,
            &[
                ("seq_cst", MemOrder::SeqCst),
                ("acquire", MemOrder::Acquire),
                ("relaxed", MemOrder::Relaxed),
            ],
            "memory order",
        )?),
        // Every other kind has a plain shape in the name table.
        _ => OmpClauseArgs::Expr(inside),
    })
}

/// 5.0 §2.12.5: `device([device-modifier :] integer-expression)`. `device_num:` is the
/// 4.5 meaning (a device number); `ancestor:` offloads back to an enclosing device, which
/// needs `requires reverse_offload` (not supported). Either way the argument is the
/// expression alone, so the clause's users see what `device(n)` gives them.
fn device(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    let modifier = top_colon(tokens, inside).and_then(|colon| {
        let prefix = range(inside.start as usize, colon);
        match prefix.slice(tokens) {
            [word] if word.kind == TokKind::Ident => Some((prefix, colon)),
            _ => None,
        }
    });
    let Some((prefix, colon)) = modifier else {
        return Ok(OmpClauseArgs::Expr(one(tokens, "device", inside)?));
    };
    let ancestor = one_of(
        tokens,
        lang,
        prefix,
        &[("device_num", false), ("ancestor", true)],
        "device modifier",
    )?;
    if ancestor {
        return Err(error(
            prefix,
            "'device(ancestor: …)' is not supported: it needs 'requires reverse_offload' (OpenMP 5.0 §2.12.5)",
        ));
    }
    let rest = range(colon + 1, inside.end as usize);
    if rest.is_empty() {
        let end = inside.end as usize;
        return Err(error(
            range(end, end),
            "expected a device number after 'device_num:'",
        ));
    }
    Ok(OmpClauseArgs::Expr(one(tokens, "device", rest)?))
}

/// 4.5 §2.12: `if([directive-name-modifier :] scalar-expression)`.
fn if_clause(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    const MODIFIERS: &[(&str, IfModifier)] = &[
        ("parallel", IfModifier::Parallel),
        ("task", IfModifier::Task),
        ("taskloop", IfModifier::Taskloop),
        ("target", IfModifier::Target),
        ("target data", IfModifier::TargetData),
        ("target enter data", IfModifier::TargetEnterData),
        ("target exit data", IfModifier::TargetExitData),
        ("target update", IfModifier::TargetUpdate),
        ("cancel", IfModifier::Cancel),
        ("simd", IfModifier::Simd),
        ("teams", IfModifier::Teams),
    ];
    let colon = top_colon(tokens, inside);
    let prefix = colon.map(|c| range(inside.start as usize, c));
    let words = prefix
        .filter(|p| !p.is_empty() && p.slice(tokens).iter().all(|t| t.kind == TokKind::Ident));
    let (Some(colon), Some(words)) = (colon, words) else {
        return Ok(OmpClauseArgs::If {
            modifier: None,
            condition: one(tokens, "if", inside)?,
        });
    };
    let written: Vec<String> = words
        .slice(tokens)
        .iter()
        .map(|t| t.text.to_string())
        .collect();
    let joined = written.join(" ");
    let found = MODIFIERS.iter().find(|(s, _)| {
        let spec: Vec<&str> = s.split(' ').collect();
        spec.len() == written.len()
            && spec
                .iter()
                .zip(&written)
                .all(|(a, b)| same_word(b, a, lang))
    });
    let Some(&(_, modifier)) = found else {
        return Err(error(
            words,
            format!("unknown directive-name modifier '{joined}' in 'if' clause"),
        ));
    };
    let condition = range(colon + 1, inside.end as usize);
    if condition.is_empty() {
        let end = inside.end as usize;
        return Err(error(
            range(end, end),
            format!("expected a condition after '{joined}:'"),
        ));
    }
    Ok(OmpClauseArgs::If {
        modifier: Some((modifier, words)),
        condition: one(tokens, "if", condition)?,
    })
}

/// A reduction-identifier (4.5 §2.15.3.6): operators and intrinsics of both languages are
/// recognised (the check reports the other language's spelling); any other identifier, or
/// Fortran `.name.`, names a `declare reduction`.
pub fn reduction_id(tokens: &[DirToken], lang: Lang, r: TokRange) -> Result<ReductionId> {
    use OmpReductionOp::*;
    let text = spell(tokens, r);
    let lower = text.to_ascii_lowercase();
    let key = if lang == Lang::Fortran { &lower } else { &text };
    let op = match key.as_str() {
        "+" => Some(Add),
        "-" => Some(Sub),
        "*" => Some(Mul),
        "&" => Some(BitAnd),
        "|" => Some(BitOr),
        "^" => Some(BitXor),
        "&&" => Some(LogAnd),
        "||" => Some(LogOr),
        "max" => Some(Max),
        "min" => Some(Min),
        ".and." => Some(LogAnd),
        ".or." => Some(LogOr),
        ".eqv." => Some(Eqv),
        ".neqv." => Some(Neqv),
        "iand" if lang == Lang::Fortran => Some(BitAnd),
        "ior" if lang == Lang::Fortran => Some(BitOr),
        "ieor" if lang == Lang::Fortran => Some(BitXor),
        _ => None,
    };
    if let Some(op) = op {
        return Ok(ReductionId::Op(op));
    }
    let user = match r.slice(tokens) {
        [t] if t.kind == TokKind::Ident => true,
        [a, t, b] => {
            lang == Lang::Fortran
                && t.kind == TokKind::Ident
                && a.kind == TokKind::Punct
                && a.text == "."
                && b.kind == TokKind::Punct
                && b.text == "."
        }
        _ => false,
    };
    if user {
        return Ok(ReductionId::User(SmolStr::new(&text)));
    }
    Err(error(r, format!("invalid reduction identifier '{text}'")))
}

/// `reduction([modifier,] id: list)` and the task forms (5.0 §2.19.5).
fn reduction(
    tokens: &[DirToken],
    lang: Lang,
    kind: OmpClauseKind,
    inside: TokRange,
) -> Result<OmpClauseArgs> {
    let Some((prefix, vars)) = at_colon(tokens, inside, "a reduction identifier")? else {
        return Err(error(
            inside,
            format!(
                "expected 'reduction-identifier: list' in '{}' clause",
                kind.name()
            ),
        ));
    };
    let parts = split(tokens, prefix, ",")?;
    let (modifier, id_range) = match parts.as_slice() {
        [id] => (None, *id),
        [m, id] => {
            let modifier = one_of(
                tokens,
                lang,
                *m,
                &[
                    ("default", ReductionModifier::Default),
                    ("inscan", ReductionModifier::Inscan),
                    ("task", ReductionModifier::Task),
                ],
                "reduction modifier",
            )?;
            (Some(modifier), *id)
        }
        _ => {
            return Err(error(
                prefix,
                "expected '[modifier,] reduction-identifier' before ':'",
            ))
        }
    };
    Ok(OmpClauseArgs::Reduction {
        modifier,
        id: reduction_id(tokens, lang, id_range)?,
        id_range,
        vars: split(tokens, vars, ",")?,
    })
}

/// 4.5 §2.7.1: `schedule([modifier [, modifier]:] kind[, chunk_size])`.
fn schedule(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    let (modifiers, rest) = match at_colon(tokens, inside, "a schedule modifier")? {
        None => (Vec::new(), inside),
        Some((prefix, rest)) => {
            let modifiers = split(tokens, prefix, ",")?
                .into_iter()
                .map(|m| {
                    one_of(
                        tokens,
                        lang,
                        m,
                        &[
                            ("monotonic", ScheduleModifier::Monotonic),
                            ("nonmonotonic", ScheduleModifier::Nonmonotonic),
                            ("simd", ScheduleModifier::Simd),
                        ],
                        "schedule modifier",
                    )
                })
                .collect::<Result<Vec<_>>>()?;
            (modifiers, rest)
        }
    };
    let parts = split(tokens, rest, ",")?;
    let kind = one_of(
        tokens,
        lang,
        parts[0],
        &[
            ("static", ScheduleKind::Static),
            ("dynamic", ScheduleKind::Dynamic),
            ("guided", ScheduleKind::Guided),
            ("auto", ScheduleKind::Auto),
            ("runtime", ScheduleKind::Runtime),
        ],
        "schedule kind",
    )?;
    if parts.len() > 2 {
        return Err(error(
            covering(&parts[2..]),
            "'schedule' takes a kind and at most one chunk size",
        ));
    }
    Ok(OmpClauseArgs::Schedule {
        modifiers,
        kind,
        chunk: parts.get(1).copied(),
    })
}

const LINEAR_MODIFIERS: &[(&str, LinearModifier)] = &[
    ("val", LinearModifier::Val),
    ("ref", LinearModifier::Ref),
    ("uval", LinearModifier::Uval),
];

/// 4.5 §2.15.3.7 `linear(list[:step])`, `linear(modifier(list)[:step])`, and the 5.2 form
/// `linear(list: [modifier,] step(s))`.
fn linear(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    let (list, after) = match at_colon(tokens, inside, "a list")? {
        None => (inside, None),
        Some((list, after)) => (list, Some(after)),
    };
    let mut modifier = None;
    let mut vars = split(tokens, list, ",")?;
    // `val(a, b)`: a modifier word followed by the parenthesised list.
    if let [only] = vars.as_slice() {
        let start = only.start as usize;
        let word = ident(tokens, start)
            .and_then(|w| LINEAR_MODIFIERS.iter().find(|(s, _)| same_word(w, s, lang)));
        if let (Some(&(_, m)), true) = (word, is_punct(tokens, start + 1, "(")) {
            let close = group_end(tokens, start + 1)?;
            if close + 1 == only.end as usize {
                modifier = Some(m);
                let inner = range(start + 2, close);
                vars = split(tokens, inner, ",")?;
            }
        }
    }
    let mut step = None;
    if let Some(after) = after {
        for part in split(tokens, after, ",")? {
            let first = ident(tokens, part.start as usize);
            let is_step = first.is_some_and(|w| same_word(w, "step", lang))
                && is_punct(tokens, part.start as usize + 1, "(");
            if let Some(m) = keyword(tokens, lang, part, LINEAR_MODIFIERS) {
                if modifier.is_some() {
                    return Err(error(part, "a linear modifier appears twice"));
                }
                modifier = Some(m);
            } else if is_step {
                if step.is_some() {
                    return Err(error(part, "'linear' takes one step"));
                }
                let close = group_end(tokens, part.start as usize + 1)?;
                let inner = range(part.start as usize + 2, close);
                if close + 1 != part.end as usize || inner.is_empty() {
                    return Err(error(part, "malformed 'step(…)' in 'linear' clause"));
                }
                step = Some(inner);
            } else if step.is_none() {
                step = Some(part);
            } else {
                return Err(error(part, "'linear' takes one step"));
            }
        }
    }
    Ok(OmpClauseArgs::Linear {
        modifier,
        vars,
        step,
    })
}

/// 4.5 §2.13.9 / 5.0 §2.17.11 `depend([iterator(…),] type: list)`, `depend(source)`,
/// `depend(sink: vec)`.
fn depend(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    const KINDS: &[(&str, DependKind)] = &[
        ("in", DependKind::In),
        ("out", DependKind::Out),
        ("inout", DependKind::Inout),
        ("mutexinoutset", DependKind::Mutexinoutset),
        ("depobj", DependKind::Depobj),
        ("source", DependKind::Source),
        ("sink", DependKind::Sink),
    ];
    let Some((prefix, vars)) = at_colon(tokens, inside, "a dependence type")? else {
        if keyword(tokens, lang, inside, KINDS) == Some(DependKind::Source) {
            return Ok(OmpClauseArgs::Depend {
                kind: DependKind::Source,
                iterator: None,
                vars: Vec::new(),
            });
        }
        return Err(error(
            inside,
            "expected 'dependence-type: list' or 'source' in 'depend' clause",
        ));
    };
    let parts = split(tokens, prefix, ",")?;
    let (iterator, kind_range) = match parts.as_slice() {
        [k] => (None, *k),
        [it, k]
            if ident(tokens, it.start as usize).is_some_and(|w| same_word(w, "iterator", lang)) =>
        {
            (Some(*it), *k)
        }
        _ => {
            return Err(error(
                prefix,
                "expected '[iterator(…),] dependence-type' before ':'",
            ))
        }
    };
    let kind = one_of(tokens, lang, kind_range, KINDS, "dependence type")?;
    if kind == DependKind::Source {
        return Err(error(kind_range, "'source' takes no list"));
    }
    if kind == DependKind::Sink && iterator.is_none() {
        return sink_vector(tokens, lang, vars);
    }
    Ok(OmpClauseArgs::Depend {
        kind,
        iterator,
        vars: split(tokens, vars, ",")?,
    })
}

/// 5.2 §15.9.6 `doacross(source:)`, `doacross(source: omp_cur_iteration)`,
/// `doacross(sink: vec)`, `doacross(sink: omp_cur_iteration - 1)`: the arguments of the
/// `depend(source)` / `depend(sink: vec)` it respells (4.5 §2.13.8).
fn doacross(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    const KINDS: &[(&str, DependKind)] =
        &[("source", DependKind::Source), ("sink", DependKind::Sink)];
    let Some(colon) = top_colon(tokens, inside) else {
        return Err(error(
            inside,
            "expected 'source:' or 'sink: vector' in 'doacross' clause",
        ));
    };
    let kind = one_of(
        tokens,
        lang,
        range(inside.start as usize, colon),
        KINDS,
        "dependence type",
    )?;
    let rest = range(colon + 1, inside.end as usize);
    if kind == DependKind::Source {
        // 5.2: `source:` and `source: omp_cur_iteration` name the current iteration.
        if rest.is_empty() || keyword(tokens, lang, rest, &[("omp_cur_iteration", ())]).is_some() {
            return Ok(OmpClauseArgs::Depend {
                kind,
                iterator: None,
                vars: Vec::new(),
            });
        }
        return Err(error(
            rest,
            "'doacross(source: …)' takes nothing or 'omp_cur_iteration'",
        ));
    }
    if rest.is_empty() {
        return Err(error(
            range(colon, colon + 1),
            "expected a vector after 'sink:'",
        ));
    }
    sink_vector(tokens, lang, rest)
}

/// The vector of a sink dependence (4.5 §2.13.9: `x1 [± d1], x2 [± d2], …`), or 5.2's
/// `omp_cur_iteration - 1` (the previous iteration, §15.9.6).
fn sink_vector(tokens: &[DirToken], lang: Lang, vec: TokRange) -> Result<OmpClauseArgs> {
    let parts = vec.slice(tokens);
    let cur = matches!(parts, [w, m, one]
        if w.kind == TokKind::Ident && same_word(&w.text, "omp_cur_iteration", lang)
            && m.kind == TokKind::Punct && m.text == "-"
            && one.kind == TokKind::Int && one.text == "1");
    if cur {
        return Ok(OmpClauseArgs::Depend {
            kind: DependKind::SinkPrevious,
            iterator: None,
            vars: Vec::new(),
        });
    }
    let vars = split(tokens, vec, ",")?;
    for &v in &vars {
        sink_element(tokens, lang, v)?;
    }
    Ok(OmpClauseArgs::Depend {
        kind: DependKind::Sink,
        iterator: None,
        vars,
    })
}

/// One element `x [± d]` of a sink vector (4.5 §2.13.9: `x` a loop iteration variable of the
/// doacross nest, `d` a constant offset): the variable's token and, when written, the sign
/// (`true` for `-`) and the offset's tokens. The front ends check `x` against the loop
/// variables and `d` as a constant of their language.
pub fn sink_element(
    tokens: &[DirToken],
    lang: Lang,
    r: TokRange,
) -> Result<(TokRange, Option<(bool, TokRange)>)> {
    let toks = r.slice(tokens);
    let start = r.start as usize;
    let bad = || {
        error(
            r,
            format!(
                "expected 'variable [± offset]' in a sink vector, not '{}' (OpenMP 4.5 §2.13.9)",
                spell(tokens, r)
            ),
        )
    };
    if toks
        .first()
        .is_some_and(|x| x.kind == TokKind::Ident && same_word(&x.text, "omp_cur_iteration", lang))
    {
        return Err(error(
            r,
            "a sink vector with 'omp_cur_iteration' is 'omp_cur_iteration - 1' (OpenMP 5.2 §15.9.6)",
        ));
    }
    match toks {
        [x] if x.kind == TokKind::Ident => Ok((range(start, start + 1), None)),
        [x, sign, rest @ ..]
            if x.kind == TokKind::Ident
                && sign.kind == TokKind::Punct
                && (sign.text == "+" || sign.text == "-")
                && !rest.is_empty() =>
        {
            Ok((
                range(start, start + 1),
                Some((sign.text == "-", range(start + 2, r.end as usize))),
            ))
        }
        _ => Err(bad()),
    }
}

/// 4.5 §2.15.5.1 `map([[map-type-modifier[,]]... map-type :] list)`; 5.0 adds `close` and
/// `mapper(id)`, 5.1 `present`.
fn map(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    const TYPES: &[(&str, MapType)] = &[
        ("to", MapType::To),
        ("from", MapType::From),
        ("tofrom", MapType::Tofrom),
        ("alloc", MapType::Alloc),
        ("release", MapType::Release),
        ("delete", MapType::Delete),
    ];
    let Some((prefix, vars)) = at_colon(tokens, inside, "a map type")? else {
        return Ok(OmpClauseArgs::Map {
            modifiers: Vec::new(),
            map_type: None,
            vars: split(tokens, inside, ",")?,
        });
    };
    let mut modifiers = Vec::new();
    let mut map_type = None;
    let mut i = prefix.start as usize;
    while i < prefix.end as usize {
        if is_punct(tokens, i, ",") {
            i += 1;
            continue;
        }
        let at = range(i, i + 1);
        if map_type.is_some() {
            return Err(error(at, "the map type must come last, right before ':'"));
        }
        let Some(word) = ident(tokens, i) else {
            return Err(error(
                at,
                format!("unexpected '{}' before ':' in 'map' clause", tokens[i].text),
            ));
        };
        if let Some(t) = keyword(tokens, lang, at, TYPES) {
            map_type = Some(t);
        } else if same_word(word, "always", lang) {
            modifiers.push(MapModifier::Always);
        } else if same_word(word, "close", lang) {
            modifiers.push(MapModifier::Close);
        } else if same_word(word, "present", lang) {
            modifiers.push(MapModifier::Present);
        } else if same_word(word, "mapper", lang) && is_punct(tokens, i + 1, "(") {
            let close = group_end(tokens, i + 1)?.min(prefix.end as usize);
            modifiers.push(MapModifier::Mapper(range(i + 2, close)));
            i = close;
        } else {
            return Err(error(
                at,
                format!(
                    "unknown map type or modifier '{word}'; expected to, from, tofrom, alloc, release or delete, after always, close, present or mapper(…)"
                ),
            ));
        }
        i += 1;
    }
    if map_type.is_none()
        && modifiers
            .iter()
            .any(|m| !matches!(m, MapModifier::Mapper(_)))
    {
        let end = prefix.end as usize;
        return Err(error(
            range(end, end),
            "expected a map type after the map-type modifier",
        ));
    }
    Ok(OmpClauseArgs::Map {
        modifiers,
        map_type,
        vars: split(tokens, vars, ",")?,
    })
}

/// 4.5 §2.15.5.2 `defaultmap(tofrom:scalar)`, generalised in 5.0 §2.19.7.2.
fn defaultmap(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    const BEHAVIORS: &[(&str, DefaultmapBehavior)] = &[
        ("alloc", DefaultmapBehavior::Alloc),
        ("to", DefaultmapBehavior::To),
        ("from", DefaultmapBehavior::From),
        ("tofrom", DefaultmapBehavior::Tofrom),
        ("firstprivate", DefaultmapBehavior::FirstPrivate),
        ("none", DefaultmapBehavior::None),
        ("default", DefaultmapBehavior::Default),
        ("present", DefaultmapBehavior::Present),
    ];
    const CATEGORIES: &[(&str, DefaultmapCategory)] = &[
        ("scalar", DefaultmapCategory::Scalar),
        ("aggregate", DefaultmapCategory::Aggregate),
        ("pointer", DefaultmapCategory::Pointer),
    ];
    let (behavior, category) = match at_colon(tokens, inside, "an implicit behavior")? {
        None => (inside, None),
        Some((b, c)) => (b, Some(c)),
    };
    Ok(OmpClauseArgs::Defaultmap {
        behavior: one_of(tokens, lang, behavior, BEHAVIORS, "implicit behavior")?,
        category: match category {
            Some(c) => Some(one_of(tokens, lang, c, CATEGORIES, "variable category")?),
            None => None,
        },
    })
}

/// 5.0 §2.11.4 `allocate([allocator:] list)`; 5.1 `allocate(allocator(a)[, align(n)]: list)`.
fn allocate(tokens: &[DirToken], lang: Lang, inside: TokRange) -> Result<OmpClauseArgs> {
    let Some((prefix, vars)) = at_colon(tokens, inside, "an allocator")? else {
        return Ok(OmpClauseArgs::Allocate {
            allocator: None,
            align: None,
            vars: split(tokens, inside, ",")?,
        });
    };
    let vars = split(tokens, vars, ",")?;
    let keyed = |part: TokRange, key: &str| -> Option<TokRange> {
        let start = part.start as usize;
        let word = ident(tokens, start)?;
        if !same_word(word, key, lang) || !is_punct(tokens, start + 1, "(") {
            return None;
        }
        let close = group_end(tokens, start + 1).ok()?;
        (close + 1 == part.end as usize && close > start + 2).then(|| range(start + 2, close))
    };
    let parts = split(tokens, prefix, ",")?;
    let is_modifier_form = parts
        .iter()
        .all(|&p| keyed(p, "allocator").is_some() || keyed(p, "align").is_some());
    if !is_modifier_form {
        return Ok(OmpClauseArgs::Allocate {
            allocator: Some(one(tokens, "allocate", prefix)?),
            align: None,
            vars,
        });
    }
    let (mut allocator, mut align) = (None, None);
    for p in parts {
        let slot = if keyed(p, "allocator").is_some() {
            &mut allocator
        } else {
            &mut align
        };
        if slot.is_some() {
            return Err(error(p, "an 'allocate' modifier appears twice"));
        }
        *slot = keyed(p, "allocator").or(keyed(p, "align"));
    }
    Ok(OmpClauseArgs::Allocate {
        allocator,
        align,
        vars,
    })
}

/// 5.0 §2.12.5 `uses_allocators(allocator[(traits)][, …])`.
fn uses_allocators(tokens: &[DirToken], inside: TokRange) -> Result<OmpClauseArgs> {
    let mut out = Vec::new();
    for part in split(tokens, inside, ",")? {
        let start = part.start as usize;
        let malformed = || error(part, "expected 'allocator' or 'allocator(traits)'");
        if ident(tokens, start).is_none() {
            return Err(malformed());
        }
        let traits = if part.len() == 1 {
            None
        } else if is_punct(tokens, start + 1, "(") {
            let close = group_end(tokens, start + 1)?;
            if close + 1 != part.end as usize || close == start + 2 {
                return Err(malformed());
            }
            Some(range(start + 2, close))
        } else {
            return Err(malformed());
        };
        out.push(UsesAllocator {
            allocator: range(start, start + 1),
            traits,
        });
    }
    Ok(OmpClauseArgs::UsesAllocators(out))
}

/// 4.5 §2.16 `declare reduction(id : type-list : combiner)`.
pub fn declare_reduction(
    tokens: &[DirToken],
    lang: Lang,
    inside: TokRange,
) -> Result<OmpDirectiveArgs> {
    let shape = "expected 'reduction-identifier : type-list : combiner'";
    let Some(first) = top_colon(tokens, inside) else {
        return Err(error(inside, shape));
    };
    let rest = range(first + 1, inside.end as usize);
    let Some(second) = top_colon(tokens, rest) else {
        return Err(error(inside, shape));
    };
    let id_range = range(inside.start as usize, first);
    let types = range(first + 1, second);
    let combiner = range(second + 1, inside.end as usize);
    if id_range.is_empty() || types.is_empty() || combiner.is_empty() {
        return Err(error(inside, shape));
    }
    Ok(OmpDirectiveArgs::DeclareReduction {
        id: reduction_id(tokens, lang, id_range)?,
        id_range,
        types: split(tokens, types, ",")?,
        combiner,
    })
}
