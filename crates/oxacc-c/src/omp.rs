//! Checked OpenMP directives (OpenMP 4.5 chapter 2, host constructs), what sema hands to
//! lowering: the directive parser's model ([`oxacc_directives::omp`]) reduced to the
//! constructs oxacc runs on the host, with every clause argument parsed and typed as C, the
//! canonical loops of a worksharing loop, the statements of `sections`, and the statement of
//! an `atomic` classified; the `threadprivate` variables.
//!
//! Sema fills [`OmpInfo`] only with `-fopenmp`; without it `#pragma omp` is ignored.

use std::collections::HashMap;

use oxacc_directives::omp::{OmpReductionOp, ScheduleKind};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::acc::{AccAtomic, AccLoop, AccVar};
use crate::ast::{DeclId, DirectiveId, ExprId, StmtId};

/// Everything sema decided about the OpenMP directives of a translation unit.
#[derive(Debug, Default, Clone)]
pub struct OmpInfo {
    /// The checked directives, by the parser's directive id. A directive that had errors is
    /// absent (lowering is not run after errors anyway).
    pub directives: HashMap<DirectiveId, OmpConstruct>,
    /// `threadprivate` variables of static storage with linkage, by name (one entity per
    /// name, C17 §6.2.2): thread-local storage, one copy per thread (OpenMP 4.5 §2.15.2).
    pub threadprivate_globals: std::collections::HashSet<SmolStr>,
    /// `threadprivate` static locals.
    pub threadprivate_locals: std::collections::HashSet<DeclId>,
    /// `declare reduction` declarations (§2.16), one per type, in source order.
    pub udrs: Vec<OmpUdr>,
    /// `allocate` directives in functions (5.0 §2.11.3) with variables whose storage comes
    /// from their allocator (`oxacc_offload::omp_allocate`).
    pub allocates: HashMap<DirectiveId, OmpAllocate>,
    /// Calls of a function with `declare variant`s (5.0 §2.3.5) whose callee the context
    /// changes.
    pub variant_calls: HashMap<ExprId, OmpVariantCall>,
    /// Functions named in a `declare target` directive or declared in such a region (5.0
    /// §2.12.7): their parallel regions run as a team of one thread (`sema/omp_target.rs`),
    /// and each gets a device version, exported when defined with external linkage, called
    /// across translation units when only declared (`lower/mod.rs`).
    pub declare_target_fns: std::collections::HashSet<SmolStr>,
}

/// The function a call runs in each version of the code around it: `host` where the code
/// runs on the host (host code, a target region's host fallback), `device` where it runs on
/// the GPU. Each is the base function or one of its variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OmpVariantCall {
    pub host: DeclId,
    pub device: DeclId,
}

/// The automatic variables an `allocate` directive takes from `allocator` (absent: the
/// default allocator, `omp_null_allocator`).
#[derive(Debug, Clone)]
pub struct OmpAllocate {
    pub vars: Vec<DeclId>,
    pub allocator: Option<ExprId>,
}

/// A user-defined reduction for one type (OpenMP 4.5 §2.16): the combiner expression, which
/// names `omp_out` and `omp_in`, and the initializer, which names `omp_priv` and `omp_orig`
/// (variables lowering gives the addresses of the original and the private copy).
#[derive(Debug, Clone)]
pub struct OmpUdr {
    /// The identifier, or the operator's spelling.
    pub name: SmolStr,
    pub ty: crate::types::TypeId,
    pub combiner: ExprId,
    pub out: DeclId,
    pub inn: DeclId,
    pub init: Option<OmpUdrInit>,
    /// The depth of the scope that declares it.
    pub scope: usize,
}

#[derive(Debug, Clone)]
pub struct OmpUdrInit {
    pub expr: ExprId,
    pub priv_: DeclId,
    pub orig: DeclId,
}

impl OmpInfo {
    pub fn is_threadprivate(&self, d: DeclId, name: Option<&SmolStr>) -> bool {
        self.threadprivate_locals.contains(&d)
            || name.is_some_and(|n| self.threadprivate_globals.contains(n))
    }
}

/// What a directive does on the host, innermost part first decided by its leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OmpBody {
    /// A worksharing loop (`for`, `for simd`; §2.7.1).
    For,
    /// `simd` alone: a hint; the loop runs as written (§2.8.1).
    Simd,
    /// `sections` (§2.7.2): one section per statement of [`OmpConstruct::sections`].
    Sections,
    Single,
    /// `master`, and `masked` without `filter` (5.1), which means the same.
    Master,
    Critical(Option<SmolStr>),
    Atomic,
    /// `parallel` or `teams` alone: the statement itself.
    Plain,
    /// `distribute [simd]` of a host league (5.0 §2.9.4); with `parallel_for`, `distribute
    /// parallel for [simd]` or a `loop` bound to the teams (`oxacc_offload::omp_league`).
    Distribute {
        parallel_for: bool,
    },
    Barrier,
    Flush,
    Taskwait,
    /// `taskyield` with no tasks: nothing to do.
    Nothing,
    /// `depobj(obj)` (5.0 §2.17.10.1): the object, an lvalue of type `omp_depend_t`; what to
    /// do with it is its one clause (lower/omp_depobj.rs).
    Depobj(crate::ast::ExprId),
    /// `task` (§2.9.1): the statement becomes a task.
    Task,
    /// `taskgroup` (§2.13.5).
    Taskgroup,
    /// `taskloop [simd]` (§2.9.2): the loop's iterations split into tasks
    /// (lower/omp_taskloop.rs); its data-sharing rules are those of `task`.
    Taskloop,
    /// `taskyield` (§2.9.4).
    Taskyield,
    /// The `ordered` construct (§2.13.8), `threads` or no clause.
    Ordered,
    /// `ordered depend(sink: vec)` / `ordered depend(source)` (§2.13.8): a stand-alone
    /// directive of a doacross loop (lower/omp_doacross.rs).
    OrderedDepend,
    /// `ordered simd` (alone or with `threads`): the statement runs as written in
    /// iteration order (simd is a hint).
    OrderedSimd,
}

/// One checked directive.
#[derive(Debug, Clone)]
pub struct OmpConstruct {
    /// The `teams` leaf of a host league (OpenMP 5.0 §2.7), alone or combined.
    pub teams: bool,
    /// The `parallel` leaf of a construct (alone or combined).
    pub parallel: bool,
    pub body: OmpBody,
    /// The whole `#pragma omp …` line.
    pub span: Span,
    pub clauses: Vec<OmpClause>,
    /// The associated loops of a worksharing loop, outermost first (`collapse(n)`).
    pub loops: Vec<AccLoop>,
    /// The loops of a doacross nest (`ordered(n)`, 4.5 §2.7.1) inside the collapsed ones,
    /// when `n` > `collapse`: each thread runs them whole in each of its iterations.
    pub doacross_loops: Vec<AccLoop>,
    /// The statements of `sections`, in order.
    pub sections: Vec<StmtId>,
    /// The statement of an `atomic` construct, classified (§2.13.6); `None` when its type has
    /// no atomic instruction (it runs in a critical section).
    pub atomic: Option<AccAtomic>,
    /// `seq_cst` on `atomic`.
    pub seq_cst: bool,
    /// Variables a `task` references whose data-sharing attribute is implicitly
    /// `firstprivate` (§2.15.1.1: not shared in the enclosing context).
    pub implicit_firstprivate: Vec<DeclId>,
    /// `reduction(task, …)` on a combined `parallel for`/`parallel sections` (5.0
    /// §2.19.5.4): the reduction belongs to the parallel region, whose end completes the
    /// tasks reducing into its copies.
    pub task_reduction: bool,
}

impl OmpConstruct {
    pub fn clauses_of(&self, kind: OmpClauseKind) -> impl Iterator<Item = &OmpClause> {
        self.clauses.iter().filter(move |c| c.kind == kind)
    }
    pub fn has(&self, kind: OmpClauseKind) -> bool {
        self.clauses.iter().any(|c| c.kind == kind)
    }
}

pub use oxacc_directives::omp::OmpClauseKind;

#[derive(Debug, Clone)]
pub struct OmpClause {
    pub kind: OmpClauseKind,
    pub span: Span,
    pub args: OmpArgs,
}

/// One iterator of an `iterator(…)` modifier (OpenMP 5.0 §2.1.6): its variable and range.
#[derive(Debug, Clone)]
pub struct OmpIterator {
    pub decl: DeclId,
    pub ty: crate::types::TypeId,
    pub begin: ExprId,
    pub end: ExprId,
    pub step: Option<ExprId>,
}

/// Clause arguments with C expressions checked.
#[derive(Debug, Clone)]
pub enum OmpArgs {
    None,
    /// `if` (a scalar), `num_threads` (an integer).
    Expr(ExprId),
    /// `private`, `firstprivate`, `lastprivate`, `shared`, `copyin`: plain variables.
    Vars(Vec<AccVar>),
    /// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5): scalar variables.
    ConditionalVars(Vec<AccVar>),
    Reduction {
        op: OmpReductionOp,
        vars: Vec<AccVar>,
    },
    /// `reduction(id: list)` naming user-defined reductions (§2.16): for each variable, the
    /// index of its type's declaration in [`OmpInfo::udrs`].
    UserReduction {
        vars: Vec<AccVar>,
        udrs: Vec<usize>,
    },
    Schedule {
        kind: ScheduleKind,
        chunk: Option<ExprId>,
    },
    Collapse(u32),
    /// `default(shared)`.
    DefaultShared,
    /// `default(firstprivate)` on `task` and `taskloop` (5.0 §2.19.4.1).
    DefaultFirstprivate,
    /// `depend(kind: list)` (§2.13.9): variables, elements and array sections.
    Depend {
        kind: oxacc_directives::omp::DependKind,
        vars: Vec<AccVar>,
        /// The list has `omp_all_memory` (5.1 §2.19.11), which covers the others.
        all_memory: bool,
        /// The `iterator(…)` modifier's iterators (5.0 §2.1.6), outermost first: the list's
        /// locators name them.
        iterators: Vec<OmpIterator>,
    },
    /// `proc_bind(kind)` (§2.5.2), as libomp's `kmp_proc_bind_t` (master 2, close 3,
    /// spread 4).
    ProcBind(u8),
    /// `allocate([allocator:] list)` (OpenMP 5.0 §2.11.4): the allocator expression.
    Allocate {
        allocator: Option<ExprId>,
        vars: Vec<AccVar>,
    },
    /// `ordered(n)` on a loop (§2.7.1): a doacross loop nest of `n` loops.
    Doacross(u32),
    /// `depend(sink: vec)` on `ordered` (§2.13.9): the iteration vector, one value of each
    /// loop variable of the doacross nest, outermost first.
    Sink(Vec<ExprId>),
    /// `doacross(sink: omp_cur_iteration - 1)` on `ordered` (5.2 §15.9.6): the previous
    /// iteration of the doacross nest.
    SinkPrevious,
    /// `depend(source)` on `ordered`.
    Source,
    /// `linear(list[: step])` (§2.15.3.7) on a loop: the variables and the step (1 when
    /// absent).
    Linear {
        vars: Vec<AccVar>,
        step: Option<ExprId>,
    },
}

impl OmpClause {
    pub fn vars(&self) -> &[AccVar] {
        match &self.args {
            OmpArgs::Vars(v)
            | OmpArgs::ConditionalVars(v)
            | OmpArgs::Reduction { vars: v, .. }
            | OmpArgs::UserReduction { vars: v, .. }
            | OmpArgs::Depend { vars: v, .. }
            | OmpArgs::Linear { vars: v, .. }
            | OmpArgs::Allocate { vars: v, .. } => v,
            _ => &[],
        }
    }
}

/// `master`, `masked`, `single` and `barrier` in a target region (the shared rule).
pub use oxacc_offload::omp_team_sync::TeamSync;
