//! OpenACC in the typed tree: each directive with its clauses resolved to Fortran symbols
//! and typed expressions, and the typed statements it applies to. The language-neutral rules
//! (placement, loop levels, reduction operators per type, `default(none)`) are not applied
//! here: they belong to the shared OpenACC layer that lowering hands these nodes to.

use oxacc_directives::{ClauseKind, DirectiveKind};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::sema::tree::{Expr, ProcId, Stmt, SymbolId};

/// A directive or construct (OpenACC 3.3 §2.5–§2.16).
#[derive(Clone, Debug)]
pub struct AccStmt {
    pub kind: DirectiveKind,
    /// The whole `!$acc` line.
    pub span: Span,
    pub name_span: Span,
    pub clauses: Vec<AccClause>,
    /// `cache(list)` (§2.10).
    pub cache: Vec<AccVar>,
    pub cache_readonly: bool,
    /// The `wait(…)` directive's arguments (§2.16.3).
    pub wait: Option<AccWait>,
    /// `routine(name)` (§2.15.1): the procedure named.
    pub routine_name: Option<ProcId>,
    /// The statements of a construct: the block, the DO loop of a `loop` or combined
    /// construct, the statement(s) of an `atomic`. Empty for a directive that stands alone.
    pub body: Vec<Stmt>,
    /// The number of DO loops the loop directive applies to (§2.9.1 `collapse`, §2.9.8
    /// `tile`), each checked to be a counted DO loop nested in the one before it.
    pub loop_depth: u32,
    /// The loop directive applies to a DO CONCURRENT, whose iterations Fortran makes
    /// independent (F2018 §11.1.7.5): lowered as `independent` unless `seq` or `auto` says
    /// otherwise.
    pub concurrent: bool,
    /// The user-defined reductions of the OpenMP combined target loop construct it was
    /// translated from (`ast::acc::AccDirective::omp_udr`), checked.
    pub omp_udr: Vec<crate::sema::omp::tree::OmpClause>,
    /// The `lastprivate` and `linear` clauses of the OpenMP loop construct
    /// (`ast::acc::AccDirective::omp_copy_out`), checked.
    pub omp_copy_out: Vec<crate::sema::omp::tree::OmpClause>,
    /// The thread's share of a worksharing loop (`ast::acc::AccDirective::omp_split`).
    pub omp_split: bool,
    /// The team's barrier follows it (`ast::acc::AccDirective::omp_barrier`).
    pub omp_barrier: bool,
    /// `ast::acc::AccDirective::omp_in_reduction`.
    pub omp_in_reduction: bool,
    /// `ast::acc::AccDirective::omp_split_teams`.
    pub omp_split_teams: bool,
}

impl AccStmt {
    pub fn clauses_of(&self, kind: ClauseKind) -> impl Iterator<Item = &AccClause> {
        self.clauses.iter().filter(move |c| c.kind == kind)
    }
    pub fn has(&self, kind: ClauseKind) -> bool {
        oxacc_offload::clause::has(&self.clauses, kind)
    }
}

/// A clause checked as Fortran: the shared clause model with typed-tree expressions and
/// resolved variables (docs/openacc-lowering.md, "The front-end trait").
pub type AccClause = oxacc_offload::Clause<Expr, AccVar>;
pub type AccArgs = oxacc_offload::ClauseArgs<Expr, AccVar>;
pub type AccWait = oxacc_offload::Wait<Expr>;

/// A variable of a clause (§2.7.1).
#[derive(Clone, Debug)]
pub enum AccVar {
    /// A whole variable, an array element or section, or a component (`s%rho`,
    /// `chunk%tiles(1)%field%density`): a typed designator (`Var`, `Index`, `Component`)
    /// and the name it is known by in messages (`chunk%tiles%field%density`).
    Designator(Expr, SmolStr),
    /// A named common block `/blk/`: its link name and the members declared in this scope.
    Common {
        name: SmolStr,
        link_name: SmolStr,
        members: Vec<SymbolId>,
        span: Span,
    },
}

impl AccVar {
    pub fn span(&self) -> Span {
        match self {
            AccVar::Designator(e, _) => e.span,
            AccVar::Common { span, .. } => *span,
        }
    }
}

/// OpenACC outside execution parts: `declare` in a module's specification part and
/// `routine` directives, by the procedure they apply to.
#[derive(Clone, Debug, Default)]
pub struct AccProgram {
    /// `declare` directives of modules (§2.13), with the module's name.
    pub module_declares: Vec<(SmolStr, AccStmt)>,
    /// `routine` directives (§2.15.1) and the procedure each names or is in.
    pub routines: Vec<(ProcId, AccStmt)>,
}
