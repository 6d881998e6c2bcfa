//! A one-line text form of a parsed OpenMP directive for tests and dumps, clauses in their
//! canonical spelling: `target teams distribute parallel for map(always, to: a[0:n])`.

use super::ast::*;
use crate::dump::text;
use crate::token::{DirToken, TokRange};
use crate::Lang;

impl OmpDirective {
    pub fn dump(&self, tokens: &[DirToken]) -> String {
        let mut out = self.kind.name(self.lang);
        out.push_str(&directive_args(&self.args, self, tokens));
        for c in &self.clauses {
            out.push(' ');
            out.push_str(&clause(c, self.lang, tokens));
        }
        out
    }
}

fn list(ranges: &[TokRange], tokens: &[DirToken]) -> String {
    let items: Vec<String> = ranges.iter().map(|&r| text(r, tokens)).collect();
    items.join(", ")
}

fn directive_args(args: &OmpDirectiveArgs, d: &OmpDirective, tokens: &[DirToken]) -> String {
    match args {
        OmpDirectiveArgs::None => String::new(),
        OmpDirectiveArgs::Name(r) => format!("({})", text(*r, tokens)),
        OmpDirectiveArgs::List(items) => format!("({})", list(items, tokens)),
        OmpDirectiveArgs::ConstructType { leaf, .. } => format!(" {}", leaf.name(d.lang)),
        OmpDirectiveArgs::Mapper { id, ty, var } => format!(
            "({}{} {})",
            id.map_or(String::new(), |r| format!("{}: ", text(r, tokens))),
            text(*ty, tokens),
            text(*var, tokens)
        ),
        OmpDirectiveArgs::Variants { when, default } => {
            let mut out = String::new();
            for (sel, dir) in when {
                out += &format!(" when({}: {})", selector(sel), text(*dir, tokens));
            }
            if let Some(dir) = default {
                out += &format!(" default({})", text(*dir, tokens));
            }
            out
        }
        OmpDirectiveArgs::DeclareReduction {
            id,
            types,
            combiner,
            ..
        } => format!(
            "({}: {}: {})",
            reduction_id(id, d.lang),
            list(types, tokens),
            text(*combiner, tokens)
        ),
    }
}

pub(super) fn reduction_op(op: OmpReductionOp) -> &'static str {
    use OmpReductionOp::*;
    match op {
        Add => "+",
        Sub => "-",
        Mul => "*",
        BitAnd => "&",
        BitOr => "|",
        BitXor => "^",
        LogAnd => "&&",
        LogOr => "||",
        Max => "max",
        Min => "min",
        Eqv => ".eqv.",
        Neqv => ".neqv.",
    }
}

fn reduction_id(id: &ReductionId, lang: Lang) -> String {
    use OmpReductionOp::*;
    match (id, lang) {
        (ReductionId::Op(op), Lang::Fortran) => match op {
            BitAnd => "iand",
            BitOr => "ior",
            BitXor => "ieor",
            LogAnd => ".and.",
            LogOr => ".or.",
            other => reduction_op(*other),
        }
        .to_string(),
        (ReductionId::Op(op), Lang::C) => reduction_op(*op).to_string(),
        (ReductionId::User(name), _) => format!("user {name}"),
    }
}

pub(super) fn if_modifier(m: IfModifier) -> &'static str {
    use IfModifier::*;
    match m {
        Parallel => "parallel",
        Task => "task",
        Taskloop => "taskloop",
        Target => "target",
        TargetData => "target data",
        TargetEnterData => "target enter data",
        TargetExitData => "target exit data",
        TargetUpdate => "target update",
        Cancel => "cancel",
        Simd => "simd",
        Teams => "teams",
    }
}

pub(super) fn depend_kind(k: DependKind) -> &'static str {
    match k {
        DependKind::In => "in",
        DependKind::Out => "out",
        DependKind::Inout => "inout",
        DependKind::Mutexinoutset => "mutexinoutset",
        DependKind::Depobj => "depobj",
        DependKind::Source => "source",
        DependKind::Sink => "sink",
        DependKind::SinkPrevious => "sink: omp_cur_iteration - 1",
    }
}

pub(super) fn linear_modifier(m: LinearModifier) -> &'static str {
    match m {
        LinearModifier::Val => "val",
        LinearModifier::Ref => "ref",
        LinearModifier::Uval => "uval",
    }
}

fn schedule(
    modifiers: &[ScheduleModifier],
    kind: ScheduleKind,
    chunk: Option<TokRange>,
    tokens: &[DirToken],
) -> String {
    let mut out = String::new();
    if !modifiers.is_empty() {
        let names: Vec<&str> = modifiers
            .iter()
            .map(|m| match m {
                ScheduleModifier::Monotonic => "monotonic",
                ScheduleModifier::Nonmonotonic => "nonmonotonic",
                ScheduleModifier::Simd => "simd",
            })
            .collect();
        out.push_str(&names.join(", "));
        out.push_str(": ");
    }
    out.push_str(match kind {
        ScheduleKind::Static => "static",
        ScheduleKind::Dynamic => "dynamic",
        ScheduleKind::Guided => "guided",
        ScheduleKind::Auto => "auto",
        ScheduleKind::Runtime => "runtime",
    });
    if let Some(c) = chunk {
        out.push_str(", ");
        out.push_str(&text(c, tokens));
    }
    out
}

fn map(
    modifiers: &[MapModifier],
    map_type: Option<MapType>,
    vars: &[TokRange],
    tokens: &[DirToken],
) -> String {
    let mut words: Vec<String> = modifiers
        .iter()
        .map(|m| match m {
            MapModifier::Always => "always".to_string(),
            MapModifier::Close => "close".to_string(),
            MapModifier::Present => "present".to_string(),
            MapModifier::Mapper(r) => format!("mapper({})", text(*r, tokens)),
        })
        .collect();
    if let Some(t) = map_type {
        words.push(t.name().to_string());
    }
    match words.is_empty() {
        true => list(vars, tokens),
        false => format!("{}: {}", words.join(", "), list(vars, tokens)),
    }
}

fn clause_args(args: &OmpClauseArgs, lang: Lang, tokens: &[DirToken]) -> Option<String> {
    use OmpClauseArgs as A;
    let t = |r: &TokRange| text(*r, tokens);
    Some(match args {
        A::None => return None,
        A::Match(sel) => selector(sel),
        A::Expr(r) => t(r),
        A::Vars(vars) => list(vars, tokens),
        A::If {
            modifier: Some((m, _)),
            condition,
        } => format!("{}: {}", if_modifier(*m), t(condition)),
        A::If { condition, .. } => t(condition),
        A::Default(d) => match d {
            DataSharing::Shared => "shared",
            DataSharing::None => "none",
            DataSharing::Private => "private",
            DataSharing::FirstPrivate => "firstprivate",
        }
        .into(),
        A::ProcBind(p) => match p {
            ProcBind::Master => "master",
            ProcBind::Primary => "primary",
            ProcBind::Close => "close",
            ProcBind::Spread => "spread",
        }
        .into(),
        A::Reduction {
            modifier, id, vars, ..
        } => {
            let prefix = match modifier {
                None => "",
                Some(ReductionModifier::Default) => "default, ",
                Some(ReductionModifier::Inscan) => "inscan, ",
                Some(ReductionModifier::Task) => "task, ",
            };
            format!("{prefix}{}: {}", reduction_id(id, lang), list(vars, tokens))
        }
        A::LastPrivate { conditional, vars } => {
            let prefix = if *conditional { "conditional: " } else { "" };
            format!("{prefix}{}", list(vars, tokens))
        }
        A::Schedule {
            modifiers,
            kind,
            chunk,
        } => schedule(modifiers, *kind, *chunk, tokens),
        A::DistSchedule { chunk: None } => "static".into(),
        A::DistSchedule { chunk: Some(c) } => format!("static, {}", t(c)),
        A::Linear {
            modifier,
            vars,
            step,
        } => {
            let vars = match modifier {
                Some(m) => format!("{}({})", linear_modifier(*m), list(vars, tokens)),
                None => list(vars, tokens),
            };
            match step {
                Some(s) => format!("{vars}: step({})", t(s)),
                None => vars,
            }
        }
        A::Aligned { vars, alignment } => match alignment {
            Some(a) => format!("{}: {}", list(vars, tokens), t(a)),
            None => list(vars, tokens),
        },
        A::Depend {
            kind,
            iterator,
            vars,
        } => {
            let mut out = String::new();
            if let Some(it) = iterator {
                out.push_str(&t(it));
                out.push_str(", ");
            }
            out.push_str(depend_kind(*kind));
            if !vars.is_empty() {
                out.push_str(": ");
                out.push_str(&list(vars, tokens));
            }
            out
        }
        A::Map {
            modifiers,
            map_type,
            vars,
        } => map(modifiers, *map_type, vars, tokens),
        A::Defaultmap { behavior, category } => {
            let b = match behavior {
                DefaultmapBehavior::Alloc => "alloc",
                DefaultmapBehavior::To => "to",
                DefaultmapBehavior::From => "from",
                DefaultmapBehavior::Tofrom => "tofrom",
                DefaultmapBehavior::FirstPrivate => "firstprivate",
                DefaultmapBehavior::None => "none",
                DefaultmapBehavior::Default => "default",
                DefaultmapBehavior::Present => "present",
            };
            match category {
                None => b.to_string(),
                Some(c) => format!(
                    "{b}: {}",
                    match c {
                        DefaultmapCategory::Scalar => "scalar",
                        DefaultmapCategory::Aggregate => "aggregate",
                        DefaultmapCategory::Pointer => "pointer",
                    }
                ),
            }
        }
        A::Allocate {
            allocator,
            align,
            vars,
        } => {
            let mut mods = Vec::new();
            if let Some(a) = allocator {
                mods.push(format!("allocator({})", t(a)));
            }
            if let Some(a) = align {
                mods.push(format!("align({})", t(a)));
            }
            match mods.is_empty() {
                true => list(vars, tokens),
                false => format!("{}: {}", mods.join(", "), list(vars, tokens)),
            }
        }
        A::UsesAllocators(items) => {
            let items: Vec<String> = items
                .iter()
                .map(|u| match u.traits {
                    Some(tr) => format!("{}({})", t(&u.allocator), t(&tr)),
                    None => t(&u.allocator),
                })
                .collect();
            items.join(", ")
        }
        A::DeviceType(d) => match d {
            DeviceTypeKind::Host => "host",
            DeviceTypeKind::Nohost => "nohost",
            DeviceTypeKind::Any => "any",
        }
        .into(),
        A::Bind(b) => match b {
            BindKind::Teams => "teams",
            BindKind::Parallel => "parallel",
            BindKind::Thread => "thread",
        }
        .into(),
        A::OrderConcurrent => "concurrent".into(),
        A::MemOrder(m) => match m {
            MemOrder::SeqCst => "seq_cst",
            MemOrder::AcqRel => "acq_rel",
            MemOrder::Release => "release",
            MemOrder::Acquire => "acquire",
            MemOrder::Relaxed => "relaxed",
        }
        .into(),
    })
}

fn clause(c: &OmpClause, lang: Lang, tokens: &[DirToken]) -> String {
    let name = c.kind.name();
    // A motion clause with its modifier (`to(present: a)`) is held as a map clause.
    if let (OmpClauseKind::To | OmpClauseKind::From, OmpClauseArgs::Map { vars, .. }) =
        (c.kind, &c.args)
    {
        return format!("{name}(present: {})", list(vars, tokens));
    }
    // 5.2 §15.9.6: the `doacross` spelling of `source` has its colon.
    if let (
        OmpClauseKind::Doacross,
        OmpClauseArgs::Depend {
            kind: DependKind::Source,
            ..
        },
    ) = (c.kind, &c.args)
    {
        return format!("{name}(source:)");
    }
    match clause_args(&c.args, lang, tokens) {
        Some(args) => format!("{name}({args})"),
        None => name.to_string(),
    }
}

/// A context selector as the model holds it: `device={kind(gpu)}, construct={target}`.
fn selector(sel: &super::context::ContextSelector) -> String {
    let sets: Vec<String> = sel
        .sets
        .iter()
        .map(|s| {
            let traits: Vec<String> = s
                .traits
                .iter()
                .map(|t| match t.props.is_empty() {
                    true => t.name.to_string(),
                    false => format!("{}({})", t.name, t.props.join(", ")),
                })
                .collect();
            format!("{}={{{}}}", s.kind.name(), traits.join(", "))
        })
        .collect();
    sets.join(", ")
}
