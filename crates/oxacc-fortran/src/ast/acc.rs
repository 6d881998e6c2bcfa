//! OpenACC directives in the parse tree (OpenACC 3.3 chapter 2, Fortran forms). The
//! directive grammar of `oxacc-directives` decides the directive and clause structure; every
//! clause argument that is Fortran (a variable, a section, an expression) is parsed here into
//! an [`Expr`], so sema resolves names the way it does for statements.

use oxacc_directives::{
    AtomicKind, BindName, ClauseKind, DefaultKind, DeviceTypeName, DirectiveKind, Modifier,
    ReductionOp,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::{Expr, Name, Stmt};

/// One `!$acc` line with its clauses.
#[derive(Clone, Debug)]
pub struct AccDirective {
    pub kind: DirectiveKind,
    /// From the sentinel to the end of the (continued) line.
    pub span: Span,
    /// The directive name (`parallel loop` is both words).
    pub name_span: Span,
    pub clauses: Vec<AccClause>,
    pub args: AccDirArgs,
    /// The OpenMP `reduction` clauses naming user-defined reductions (4.5 §2.16) of the
    /// OpenMP combined target loop construct this directive was translated from
    /// (`oxacc_offload::omp_device::Translation::user_reductions`), and its
    /// `lastprivate(conditional:)` clauses when the league runs it (`Translation::conditional`,
    /// decision 115): both lowered through partial results; empty for OpenACC.
    pub omp_udr: Vec<super::omp::OmpClause>,
    /// The `lastprivate` and `linear` clauses of the OpenMP loop construct this directive was
    /// translated from (`oxacc_offload::omp_device::Translation::lastprivate`, `linear`): the
    /// variables are `private` in the OpenACC loop, and the lowering stores the sequentially
    /// last iteration's values into them (`linear`: after setting each iteration's value);
    /// empty for OpenACC.
    pub omp_copy_out: Vec<super::omp::OmpClause>,
    /// A worksharing `!$omp do` of a parallel region in a target region
    /// (`oxacc_offload::omp_device::Form::SplitLoop`): each thread runs its share of the
    /// iterations (`oxacc_offload::lower::thread_share`); false for OpenACC.
    pub omp_split: bool,
    /// Translated from an OpenMP device directive (its `collapse` may associate a
    /// non-rectangular nest, `sema/omp/collapse.rs`); false for OpenACC.
    pub omp: bool,
    /// The split loop is followed by the team's barrier (4.5 §2.7.1: a worksharing loop
    /// without `nowait` that does not end its parallel region,
    /// `oxacc_offload::lower::team_barrier`).
    pub omp_barrier: bool,
    /// A target construct with `in_reduction` (`oxacc_offload::omp_device::in_reduction_target`):
    /// lowered inside `omp_host::task_reduction_bracket`; false for OpenACC.
    pub omp_in_reduction: bool,
    /// The split loop is an orphaned `distribute` (`oxacc_offload::omp_device::orphaned_distribute`):
    /// the calling team's share among the league's teams, not the thread's; false for OpenACC.
    pub omp_split_teams: bool,
}

impl AccDirective {
    pub fn clauses_of(&self, kind: ClauseKind) -> impl Iterator<Item = &AccClause> {
        self.clauses.iter().filter(move |c| c.kind == kind)
    }

    pub fn atomic_kind(&self) -> Option<AtomicKind> {
        match self.kind {
            DirectiveKind::Atomic(k) => Some(k),
            _ => None,
        }
    }
}

/// Arguments in parentheses after the directive name.
#[derive(Clone, Debug)]
pub enum AccDirArgs {
    None,
    /// `cache([readonly:] list)` (§2.10).
    Cache {
        readonly: bool,
        vars: Vec<AccObject>,
    },
    /// `wait(…)` directive (§2.16.3).
    Wait(AccWait),
    /// `routine(name)` (§2.15.1).
    Routine(Name),
}

#[derive(Clone, Debug)]
pub struct AccClause {
    pub kind: ClauseKind,
    /// Name through closing parenthesis.
    pub span: Span,
    pub name_span: Span,
    /// The 1.0/2.0 spelling (`pcopyin`) if it was written so.
    pub legacy: Option<SmolStr>,
    pub args: AccArgs,
    /// `mapper(id)` of the OpenMP `map` clause this clause was translated from (5.0
    /// §2.19.7.3, lower case; sema applies it); `None` for OpenACC and for the default mapper.
    pub omp_mapper: Option<SmolStr>,
}

/// A variable of a data clause, `private`, `reduction`, `cache`, `use_device`, … (§2.7.1):
/// a designator (`a`, `a(1:n, j)`, `s%rho`, `chunk%tiles(1)%field%density`) or a named
/// common block `/blk/`.
#[derive(Clone, Debug)]
pub enum AccObject {
    Var(Expr),
    Common(Name),
}

impl AccObject {
    pub fn span(&self) -> Span {
        match self {
            AccObject::Var(e) => e.span,
            AccObject::Common(n) => n.span,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct AccWait {
    pub devnum: Option<Expr>,
    pub queues: Vec<Expr>,
}

#[derive(Clone, Debug)]
pub enum AccArgs {
    None,
    Expr(Expr),
    Exprs(Vec<Expr>),
    Vars {
        modifiers: Vec<Modifier>,
        vars: Vec<AccObject>,
    },
    Reduction {
        op: ReductionOp,
        vars: Vec<AccObject>,
    },
    Gang {
        num: Option<Expr>,
        dim: Option<Expr>,
        /// `Some(None)` is `static:*`.
        static_: Option<Option<Expr>>,
    },
    Wait(AccWait),
    DeviceTypes(Vec<DeviceTypeName>),
    Default(DefaultKind),
    Collapse {
        force: bool,
        count: Expr,
    },
    /// `None` is `*`.
    Tile(Vec<Option<Expr>>),
    Bind(BindName),
}

/// A construct and the statements it applies to: the block up to its `end` directive
/// (compute, `data`, `host_data`, `atomic capture`), or the DO loop after a `loop` or
/// combined directive, or the statement after an `atomic`.
#[derive(Clone, Debug)]
pub struct AccConstruct {
    pub directive: AccDirective,
    pub body: Vec<Stmt>,
    /// The `!$acc end …` line, when there is one.
    pub end: Option<Span>,
}
