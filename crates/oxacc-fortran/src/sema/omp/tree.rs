//! OpenMP in the typed tree: each directive with its clauses resolved to Fortran symbols and
//! typed expressions, and the typed statements it applies to.

use oxacc_directives::omp::{
    DataSharing, DependKind, OmpClauseKind, OmpDirectiveKind, OmpReductionOp, ScheduleKind,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::sema::acc::tree::AccVar;
use crate::sema::tree::{Expr, Stmt, SymbolId};

/// OpenMP outside execution parts.
#[derive(Clone, Debug, Default)]
pub struct OmpProgram {
    /// `threadprivate` variables of static storage (OpenMP 4.5 §2.15.2).
    pub threadprivate: std::collections::HashSet<SymbolId>,
    /// `threadprivate(/blk/)` common blocks, by link name.
    pub threadprivate_commons: std::collections::HashSet<SmolStr>,
    /// `declare reduction` declarations (4.5 §2.16), one per type, in source order.
    pub udrs: Vec<OmpUdr>,
    /// `declare variant` directives (5.0 §2.3.5), in source order.
    pub variants: Vec<OmpVariant>,
    /// `declare mapper` directives (5.0 §2.19.7.3), in source order.
    pub mappers: Vec<crate::sema::omp::mapper::OmpMapper>,
    /// Compiled with -fopenmp: DEALLOCATE looks whether an OpenMP allocator gave the storage
    /// (`lower/omp_allocate.rs`).
    pub openmp: bool,
}

/// `!$omp declare variant(variant) match(selector)` in the specification part of `base`.
#[derive(Clone, Debug)]
pub struct OmpVariant {
    pub base: crate::sema::tree::ProcId,
    pub variant: crate::sema::tree::ProcId,
    pub selector: oxacc_directives::omp::context::ContextSelector,
}

/// A user-defined reduction for one type (OpenMP 4.5 §2.16): the combiner's statement, which
/// names the variables `omp_out` and `omp_in`, and the initializer's, which names `omp_priv`
/// and `omp_orig` (variables of a scope of their own, which lowering places at the addresses
/// of the original and the private copy).
#[derive(Clone, Debug)]
pub struct OmpUdr {
    pub name: SmolStr,
    /// The scope that declares it (visible there and in the scopes inside).
    pub scope: usize,
    pub ty: crate::sema::types::Type,
    pub out: SymbolId,
    pub inn: SymbolId,
    pub combiner: Vec<Stmt>,
    /// `omp_priv`, `omp_orig` and the initializer.
    pub init: Option<(SymbolId, SymbolId, Vec<Stmt>)>,
}

/// A directive or construct (OpenMP 4.5 §2.5–§2.13).
#[derive(Clone, Debug)]
pub struct OmpStmt {
    pub kind: OmpDirectiveKind,
    /// The whole `!$omp` line.
    pub span: Span,
    pub name_span: Span,
    /// The directive's clauses, then those of its `end` directive (`nowait`, `copyprivate`).
    pub clauses: Vec<OmpClause>,
    /// `critical(name)`, in lower case.
    pub critical_name: Option<SmolStr>,
    /// The statements of a construct (for `sections`, those before the first `section`).
    pub body: Vec<Stmt>,
    /// The blocks of `sections`, one per section (4.5 §2.7.2).
    pub sections: Vec<Vec<Stmt>>,
    /// The number of DO loops a loop construct applies to (`collapse`).
    pub loop_depth: u32,
    /// Variables private by the implicit rules of §2.15.1.1: the DO variables of the
    /// sequential loops in a `parallel` or `task` region (not named in a clause).
    pub implicit_private: Vec<SymbolId>,
    /// A `task`'s variables that are implicitly firstprivate (§2.15.1.1: not shared in the
    /// enclosing context).
    pub implicit_firstprivate: Vec<SymbolId>,
    /// A `parallel` region in a target region: the bounds of its team, as the shared layer
    /// translated `num_threads` and `if` (`ast::omp::OmpDirective::team_bounds`).
    pub team_bounds: Vec<crate::sema::acc::tree::AccClause>,
    /// The object of a `depobj` directive (5.0 §2.17.10.1): an `integer(omp_depend_kind)`.
    pub depobj: Option<AccVar>,
}

impl OmpStmt {
    pub fn has(&self, kind: OmpClauseKind) -> bool {
        self.clauses.iter().any(|c| c.kind == kind)
    }
}

#[derive(Clone, Debug)]
pub struct OmpClause {
    pub kind: OmpClauseKind,
    pub span: Span,
    pub args: OmpArgs,
}

#[derive(Clone, Debug)]
pub enum OmpArgs {
    None,
    Expr(Expr),
    Vars(Vec<AccVar>),
    /// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5): scalar variables.
    ConditionalVars(Vec<AccVar>),
    Reduction {
        op: OmpReductionOp,
        vars: Vec<AccVar>,
        /// The `task` modifier (5.0 §2.19.5.4).
        task: bool,
    },
    /// `reduction(id: list)` naming user-defined reductions (§2.16): per variable, its
    /// declaration's index in [`OmpProgram::udrs`].
    UserReduction {
        vars: Vec<AccVar>,
        udrs: Vec<usize>,
    },
    Schedule {
        kind: ScheduleKind,
        chunk: Option<Expr>,
    },
    Default(DataSharing),
    /// `linear(list[: step])` (4.5 §2.15.3.7): integer scalars; the step (1 when absent).
    Linear {
        vars: Vec<AccVar>,
        step: Option<Expr>,
    },
    /// `depend(kind: list)` (4.5 §2.13.9): variables, elements, contiguous sections.
    Depend {
        kind: DependKind,
        vars: Vec<AccVar>,
        /// The list has `omp_all_memory` (5.1 §2.19.11), which covers the others.
        all_memory: bool,
        /// The `iterator(…)` modifier (5.0 §2.1.6): the list names each point's locators.
        iterators: Vec<OmpIterator>,
    },
    /// `ordered(n)` on a worksharing loop (4.5 §2.7.1): a doacross nest of `n` loops.
    Doacross(u32),
    /// `depend(source)` / `doacross(source:)` on `ordered` (4.5 §2.13.9, 5.2 §15.9.6).
    Source,
    /// `depend(sink: vec)` / `doacross(sink: vec)`: each DO variable's value in the
    /// iteration waited for, outermost first.
    Sink(Vec<Expr>),
    /// `doacross(sink: omp_cur_iteration - 1)` (5.2 §15.9.6): the previous iteration.
    SinkPrevious,
    /// A clause form oxacc does not run yet.
    Other,
}

impl OmpClause {
    pub fn vars(&self) -> &[AccVar] {
        match &self.args {
            OmpArgs::Vars(v)
            | OmpArgs::ConditionalVars(v)
            | OmpArgs::Reduction { vars: v, .. }
            | OmpArgs::UserReduction { vars: v, .. }
            | OmpArgs::Linear { vars: v, .. } => v,
            _ => &[],
        }
    }
}

/// One iterator of a `depend` clause (5.0 §2.1.6): the variable whose name it takes (an
/// integer scalar of the scope, given storage of its own while the locators are evaluated, so
/// that the variable itself is unchanged) and its range, of the variable's type.
#[derive(Clone, Debug)]
pub struct OmpIterator {
    pub var: SymbolId,
    pub begin: Expr,
    pub end: Expr,
    pub step: Option<Expr>,
}
