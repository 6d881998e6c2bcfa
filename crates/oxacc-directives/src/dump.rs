//! A compact one-line text form of a parsed directive, for tests and `--dump` style output:
//! `parallel loop copyin(readonly: a[0:n]) reduction(+: s) gang(num: 4, static: *)`.

use std::fmt::Write;

use crate::ast::*;
use crate::token::{DirToken, TokKind, TokRange};

impl Directive {
    /// The directive with every token range written out; clause names in their 3.3
    /// spelling, a 1.0/2.0 spelling shown as `copy[pcopy]`.
    pub fn dump(&self, tokens: &[DirToken]) -> String {
        let mut out = head(self.kind).to_string();
        out.push_str(&directive_args(&self.args, tokens));
        for c in &self.clauses {
            out.push(' ');
            out.push_str(&clause(c, tokens));
        }
        out
    }
}

fn head(kind: DirectiveKind) -> &'static str {
    use AtomicKind as A;
    use EndKind as E;
    match kind {
        DirectiveKind::Atomic(A::Read) => "atomic read",
        DirectiveKind::Atomic(A::Write) => "atomic write",
        DirectiveKind::Atomic(A::Update) => "atomic update",
        DirectiveKind::Atomic(A::Capture) => "atomic capture",
        DirectiveKind::End(e) => match e {
            E::Parallel => "end parallel",
            E::Serial => "end serial",
            E::Kernels => "end kernels",
            E::ParallelLoop => "end parallel loop",
            E::SerialLoop => "end serial loop",
            E::KernelsLoop => "end kernels loop",
            E::Loop => "end loop",
            E::Data => "end data",
            E::HostData => "end host_data",
            E::Atomic => "end atomic",
        },
        other => other.name(),
    }
}

/// Tokens written back, with a space only where two words would otherwise run together.
pub(crate) fn text(range: TokRange, tokens: &[DirToken]) -> String {
    let mut out = String::new();
    let mut previous_word = false;
    for t in range.slice(tokens) {
        let word = t.kind != TokKind::Punct;
        if word && previous_word {
            out.push(' ');
        }
        out.push_str(&t.text);
        previous_word = word;
    }
    out
}

fn list(ranges: &[TokRange], tokens: &[DirToken]) -> String {
    let items: Vec<String> = ranges.iter().map(|&r| text(r, tokens)).collect();
    items.join(", ")
}

fn directive_args(args: &DirectiveArgs, tokens: &[DirToken]) -> String {
    match args {
        DirectiveArgs::None => String::new(),
        DirectiveArgs::Cache { readonly, vars } => {
            let prefix = if *readonly { "readonly: " } else { "" };
            format!("({prefix}{})", list(vars, tokens))
        }
        DirectiveArgs::Wait(w) => format!("({})", wait(w, tokens)),
        DirectiveArgs::RoutineName(name) => format!("({})", text(*name, tokens)),
    }
}

fn wait(w: &WaitArgs, tokens: &[DirToken]) -> String {
    let mut out = String::new();
    if let Some(devnum) = w.devnum {
        let _ = write!(out, "devnum: {}, ", text(devnum, tokens));
    }
    let _ = write!(out, "queues: {}", list(&w.queues, tokens));
    out
}

fn clause_name(c: &Clause) -> String {
    // `host` and `self` share a kind on update; the dump keeps them apart from `self(cond)`.
    let name = match c.kind {
        ClauseKind::Host => "host",
        k => k.name(),
    };
    match &c.legacy {
        Some(spelling) => format!("{name}[{spelling}]"),
        None => name.to_string(),
    }
}

pub(crate) fn modifier(m: Modifier) -> &'static str {
    match m {
        Modifier::ReadOnly => "readonly",
        Modifier::Zero => "zero",
        Modifier::Always => "always",
        Modifier::AlwaysIn => "alwaysin",
        Modifier::AlwaysOut => "alwaysout",
        Modifier::Capture => "capture",
        Modifier::OmpRefCount => "omp_refcount",
    }
}

pub(crate) fn reduction_op(op: ReductionOp) -> &'static str {
    use ReductionOp::*;
    match op {
        Add => "+",
        Mul => "*",
        Max => "max",
        Min => "min",
        BitAnd => "&",
        BitOr => "|",
        BitXor => "^",
        LogAnd => "&&",
        LogOr => "||",
        Eqv => ".eqv.",
        Neqv => ".neqv.",
    }
}

fn gang_arg(a: &GangArg, tokens: &[DirToken]) -> String {
    match a {
        GangArg::Num(r) => format!("num: {}", text(*r, tokens)),
        GangArg::Dim(r) => format!("dim: {}", text(*r, tokens)),
        GangArg::Static(Some(r)) => format!("static: {}", text(*r, tokens)),
        GangArg::Static(None) => "static: *".into(),
    }
}

fn clause_args(args: &ClauseArgs, tokens: &[DirToken]) -> Option<String> {
    let joined = |items: Vec<String>| items.join(", ");
    Some(match args {
        ClauseArgs::None => return None,
        ClauseArgs::Expr(r) => text(*r, tokens),
        ClauseArgs::Exprs(rs) => list(rs, tokens),
        ClauseArgs::Vars { modifiers, vars } if modifiers.is_empty() => list(vars, tokens),
        ClauseArgs::Vars { modifiers, vars } => {
            let mods: Vec<&str> = modifiers.iter().map(|&m| modifier(m)).collect();
            format!("{}: {}", mods.join(", "), list(vars, tokens))
        }
        ClauseArgs::Reduction { op, vars } => {
            format!("{}: {}", reduction_op(*op), list(vars, tokens))
        }
        ClauseArgs::Gang(args) => joined(args.iter().map(|a| gang_arg(a, tokens)).collect()),
        ClauseArgs::Wait(w) => wait(w, tokens),
        ClauseArgs::DeviceTypes(names) => joined(
            names
                .iter()
                .map(|n| match n {
                    DeviceTypeName::Star => "*".to_string(),
                    DeviceTypeName::Name(s) => s.to_string(),
                })
                .collect(),
        ),
        ClauseArgs::Default(DefaultKind::None) => "none".into(),
        ClauseArgs::Default(DefaultKind::Present) => "present".into(),
        ClauseArgs::Default(DefaultKind::OmpScalarsFirstprivate) => {
            "omp_firstprivate_scalars".into()
        }
        ClauseArgs::Default(DefaultKind::OmpScalarsTofrom) => "omp_tofrom_scalars".into(),
        ClauseArgs::Default(DefaultKind::OmpImplicit {
            scalars_tofrom,
            pointers_tofrom,
            others,
            categories,
        }) => format!(
            "omp_{}_scalars{} {others:?}{}",
            if *scalars_tofrom {
                "tofrom"
            } else {
                "firstprivate"
            },
            if *pointers_tofrom {
                " tofrom_pointers"
            } else {
                ""
            },
            if categories.is_empty() {
                String::new()
            } else {
                format!(" {categories:?}")
            }
        ),
        ClauseArgs::Collapse { force, count } => {
            let prefix = if *force { "force: " } else { "" };
            format!("{prefix}{}", text(*count, tokens))
        }
        ClauseArgs::Tile(sizes) => joined(
            sizes
                .iter()
                .map(|s| match s {
                    TileSize::Star => "*".to_string(),
                    TileSize::Expr(r) => text(*r, tokens),
                })
                .collect(),
        ),
        ClauseArgs::Bind(BindName::Ident(n)) => n.to_string(),
        ClauseArgs::Bind(BindName::Str(s)) => format!("{s:?}"),
    })
}

fn clause(c: &Clause, tokens: &[DirToken]) -> String {
    let name = clause_name(c);
    match clause_args(&c.args, tokens) {
        Some(args) => format!("{name}({args})"),
        None => name,
    }
}
