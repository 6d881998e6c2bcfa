//! Checked directives: the directive parser's clause model ([`oxacc_directives::ClauseArgs`])
//! with every host-language piece replaced by the front end's checked form — `E` for an
//! expression (C: an `ExprId`), `V` for a variable with its sections (C: `AccVar`). Sema of a
//! front end produces these; [`crate::lower`] consumes them.

use oxacc_directives::{ClauseKind, DefaultKind, Modifier, ReductionOp};
use oxacc_source::Span;
use smol_str::SmolStr;

/// One clause with its arguments checked.
#[derive(Debug, Clone)]
pub struct Clause<E, V> {
    pub kind: ClauseKind,
    pub span: Span,
    pub args: ClauseArgs<E, V>,
}

/// Clause arguments with host expressions checked (compare [`oxacc_directives::ClauseArgs`]).
#[derive(Debug, Clone)]
pub enum ClauseArgs<E, V> {
    None,
    /// `if`, `self`, `async`, `num_workers`, `vector_length`, `worker`, `vector`,
    /// `device_num`, `default_async`: an rvalue (conditions are scalars, the rest integers).
    Expr(E),
    Exprs(Vec<E>),
    Vars {
        modifiers: Vec<Modifier>,
        vars: Vec<V>,
    },
    Reduction {
        op: ReductionOp,
        vars: Vec<V>,
    },
    Gang {
        num: Option<E>,
        dim: Option<u32>,
        /// `Some(None)` is `static:*`.
        static_: Option<Option<E>>,
    },
    Wait(Wait<E>),
    /// Device type names, lower case; `*` for all.
    DeviceTypes(Vec<SmolStr>),
    Default(DefaultKind),
    Collapse {
        force: bool,
        count: u32,
    },
    /// `None` is `*`.
    Tile(Vec<Option<E>>),
    Bind(SmolStr),
}

/// `wait([devnum: e :] [queues:] list)` (OpenACC 3.3 §2.16.1).
#[derive(Debug, Clone)]
pub struct Wait<E> {
    pub devnum: Option<E>,
    pub queues: Vec<E>,
}

impl<E> Default for Wait<E> {
    fn default() -> Self {
        Wait {
            devnum: None,
            queues: Vec::new(),
        }
    }
}

impl<E, V> Clause<E, V> {
    /// The variables of a data, private or reduction clause (empty for the others).
    pub fn vars(&self) -> &[V] {
        match &self.args {
            ClauseArgs::Vars { vars, .. } | ClauseArgs::Reduction { vars, .. } => vars,
            _ => &[],
        }
    }
}

/// Whether `clauses` has a clause of `kind`.
pub fn has<E, V>(clauses: &[Clause<E, V>], kind: ClauseKind) -> bool {
    clauses.iter().any(|c| c.kind == kind)
}

/// The explicit parallelism level of a loop construct's clauses (§2.9.2–§2.9.4).
pub fn loop_level<E, V>(clauses: &[Clause<E, V>]) -> Option<crate::rules::Level> {
    use crate::rules::Level;
    if has(clauses, ClauseKind::Gang) {
        Some(Level::Gang)
    } else if has(clauses, ClauseKind::Worker) {
        Some(Level::Worker)
    } else if has(clauses, ClauseKind::Vector) {
        Some(Level::Vector)
    } else {
        None
    }
}

/// The `dim` of a `gang(dim:d)` clause, when written.
pub fn gang_dim<E, V>(clauses: &[Clause<E, V>]) -> Option<u32> {
    clauses.iter().find_map(|c| match c.args {
        ClauseArgs::Gang { dim, .. } if c.kind == ClauseKind::Gang => dim,
        _ => None,
    })
}

/// How many loops a loop construct is associated with: `collapse(n)`, the number of `tile`
/// sizes, else 1 (§2.9.1, §2.9.8).
pub fn associated_loops<E, V>(clauses: &[Clause<E, V>]) -> u32 {
    clauses
        .iter()
        .find_map(|c| match c.args {
            ClauseArgs::Collapse { count, .. } => Some(count),
            ClauseArgs::Tile(ref t) => Some(t.len() as u32),
            _ => None,
        })
        .unwrap_or(1)
}

/// The `default(none)` clause's span, if any (§2.5.16).
pub fn default_none<E, V>(clauses: &[Clause<E, V>]) -> Option<Span> {
    clauses.iter().find_map(|c| match c.args {
        ClauseArgs::Default(DefaultKind::None) => Some(c.span),
        _ => None,
    })
}
