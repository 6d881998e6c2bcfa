//! OpenMP directives in the parse tree (OpenMP 4.5 chapter 2, Fortran forms). The directive
//! grammar of `oxacc-directives` (`parse_omp`/`check_omp`) decides the directive and clause
//! structure; every clause argument that is Fortran (a variable, an expression) is parsed here
//! into an [`Expr`], as for OpenACC ([`super::acc`]).

use oxacc_directives::omp::{
    Construct, DataSharing, DependKind, OmpClauseKind, OmpDirectiveKind, OmpReductionOp,
    ScheduleKind,
};
use oxacc_source::Span;

use super::acc::AccObject;
use super::{Expr, Name, Stmt};

/// One `!$omp` line with its clauses.
#[derive(Clone, Debug)]
pub struct OmpDirective {
    pub kind: OmpDirectiveKind,
    /// From the sentinel to the end of the (continued) line.
    pub span: Span,
    pub name_span: Span,
    pub clauses: Vec<OmpClause>,
    /// `critical(name)`.
    pub name: Option<Name>,
    /// `flush(list)`, `threadprivate(list)`.
    pub list: Vec<AccObject>,
    /// `declare reduction(…)` (OpenMP 4.5 §2.16).
    pub udr: Option<Box<OmpDeclareReduction>>,
    /// A `parallel` region in a target region: the bounds of its team (`num_threads`,
    /// `if`), as the shared layer translates its clauses (`oxacc_offload::omp_device`, the
    /// OpenACC-side clauses C's thread regions take); those clauses are not in `clauses`.
    pub team_bounds: Vec<super::acc::AccClause>,
    /// `declare mapper([id:] type :: var)` (5.0 §2.19.7.3); its maps are `map` clauses.
    pub mapper: Option<Box<OmpMapperDecl>>,
    /// A worksharing loop (`do`, `do simd`) the shared layer runs as a device construct when
    /// it is orphaned in a procedure of a `declare target` directive
    /// (`oxacc_offload::omp_device::orphaned_worksharing`): the OpenACC loop of the calling
    /// thread's share, which sema takes instead of this construct there (the parser does not
    /// know procedures, nor what encloses the loop in them).
    pub orphan: Option<Box<super::acc::AccDirective>>,
}

/// The head of a `declare mapper`: the mapper identifier (`default` when none), the derived
/// type's name and the variable standing for an object of it in the maps.
#[derive(Clone, Debug)]
pub struct OmpMapperDecl {
    pub id: smol_str::SmolStr,
    pub ty: Name,
    pub var: Name,
}

/// `!$omp declare reduction(id : type-list : combiner) [initializer(…)]` (OpenMP 4.5 §2.16):
/// the combiner is an assignment or a CALL naming `omp_out` and `omp_in`, the initializer one
/// naming `omp_priv` and `omp_orig`.
#[derive(Clone, Debug)]
pub struct OmpDeclareReduction {
    /// The identifier (lower case) or operator.
    pub name: smol_str::SmolStr,
    pub name_span: Span,
    pub types: Vec<super::TypeSpec>,
    pub combiner: Box<Stmt>,
    pub initializer: Option<Box<Stmt>>,
}

impl OmpDirective {
    pub fn construct(&self) -> Option<Construct> {
        match self.kind {
            OmpDirectiveKind::Construct(c) => Some(c),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct OmpClause {
    pub kind: OmpClauseKind,
    /// Name through closing parenthesis.
    pub span: Span,
    pub args: OmpArgs,
}

/// Clause arguments as Fortran; the forms oxacc does not run keep no arguments (lowering
/// reports them as not supported yet).
#[derive(Clone, Debug)]
pub enum OmpArgs {
    None,
    /// `if` (the condition; a directive-name modifier is checked by `check_omp`),
    /// `num_threads`, `collapse`, `final`, `filter`, …
    Expr(Expr),
    /// `private`, `firstprivate`, `lastprivate`, `shared`, `copyin`, `copyprivate`, …
    Vars(Vec<AccObject>),
    /// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5).
    ConditionalVars(Vec<AccObject>),
    Reduction {
        op: OmpReductionOp,
        vars: Vec<AccObject>,
        /// The `task` modifier (5.0 §2.19.5.4).
        task: bool,
    },
    /// `reduction(id: list)` naming a `declare reduction` (4.5 §2.16), `id` in lower case.
    UserReduction {
        id: smol_str::SmolStr,
        vars: Vec<AccObject>,
    },
    Schedule {
        kind: ScheduleKind,
        chunk: Option<Expr>,
    },
    Default(DataSharing),
    /// `linear(list[: step])` (4.5 §2.15.3.7), without a modifier.
    Linear {
        vars: Vec<AccObject>,
        step: Option<Expr>,
    },
    /// `depend([iterator(…),] in|out|inout|mutexinoutset: list)` (4.5 §2.13.9, 5.0 §2.1.6).
    Depend {
        kind: DependKind,
        vars: Vec<AccObject>,
        iterators: Vec<OmpIterator>,
    },
    /// `depend(source)` / `doacross(source:)` on `ordered` (4.5 §2.13.9, 5.2 §15.9.6).
    Source,
    /// `depend(sink: vec)` / `doacross(sink: vec)` on `ordered`: per element, the variable
    /// it names (`x` of `x ± d`, which must be the DO variable of its loop) and its value.
    Sink(Vec<(Name, Expr)>),
    /// `doacross(sink: omp_cur_iteration - 1)` (5.2 §15.9.6): the previous iteration.
    SinkPrevious,
    /// `map([map-type:] list)` of `declare mapper` (5.0 §2.19.7.3; `tofrom` when none).
    Map {
        map_type: oxacc_directives::omp::MapType,
        /// The `always` modifier (kept in every map the mapper makes).
        always: bool,
        vars: Vec<AccObject>,
    },
    /// `bind(teams|parallel|thread)` of `loop` (5.0 §2.9.5).
    Bind(oxacc_directives::omp::BindKind),
    /// `match(context-selector)` of `declare variant` (5.0 §2.3.5).
    Match(oxacc_directives::omp::context::ContextSelector),
    /// A clause form oxacc keeps but does not interpret (its arguments are not parsed).
    Other,
}

/// A construct and the statements it applies to: the block up to its `end` directive, the DO
/// loop after a loop construct, or the statement(s) of an `atomic`.
#[derive(Clone, Debug)]
pub struct OmpConstruct {
    pub directive: OmpDirective,
    pub body: Vec<Stmt>,
    /// The `!$omp end …` line, when there is one, and its clauses (`nowait`, `copyprivate`).
    pub end: Option<Span>,
    pub end_clauses: Vec<OmpClause>,
}

/// One iterator of an `iterator(…)` modifier (5.0 §2.1.6): `[integer[(kind)] ::] name =
/// begin : end [: step]`.
#[derive(Clone, Debug)]
pub struct OmpIterator {
    pub name: Name,
    pub begin: Expr,
    pub end: Expr,
    pub step: Option<Expr>,
}
