//! The directive model: what [`crate::parse`] produces. Names follow OpenACC 3.3 chapter 2.
//! Host-language pieces (expressions, variables, subarrays) are [`TokRange`]s.

use smol_str::SmolStr;

use crate::token::TokRange;

/// `atomic read|write|update|capture` (§2.12); a bare `atomic` is `update`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicKind {
    Read,
    Write,
    Update,
    Capture,
    /// OpenMP 5.1 `atomic compare [capture] [weak]` (§2.19.7) in a target region; OpenACC
    /// has no such form, only the OpenMP translation makes it.
    Compare {
        capture: bool,
        weak: bool,
    },
}

/// Every directive of §2.5–§2.16 (combined constructs §2.11 are their own names).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DirectiveKind {
    Parallel,
    Serial,
    Kernels,
    ParallelLoop,
    SerialLoop,
    KernelsLoop,
    Data,
    EnterData,
    ExitData,
    HostData,
    Loop,
    /// `cache(list)`; the list is in [`Directive::args`].
    Cache,
    Atomic(AtomicKind),
    Declare,
    Update,
    /// `wait` or `wait(…)`; the argument is in [`Directive::args`].
    Wait,
    Init,
    Shutdown,
    Set,
    /// `routine` or `routine(name)`; the name is in [`Directive::args`].
    Routine,
    /// Fortran `end <construct>` (`end parallel`, `end parallel loop`, `end atomic`, …).
    End(EndKind),
}

/// The constructs that have an `end` directive in Fortran.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndKind {
    Parallel,
    Serial,
    Kernels,
    ParallelLoop,
    SerialLoop,
    KernelsLoop,
    /// `!$acc end loop` after the DO loop of a `loop` directive: not in OpenACC 3.3's grammar,
    /// but gfortran (with a warning), flang and nvfortran accept it, and OpenACCV-V uses it.
    Loop,
    Data,
    HostData,
    Atomic,
}

impl DirectiveKind {
    /// The name as the spec writes it (`parallel loop`, `enter data`, `host_data`).
    pub fn name(self) -> &'static str {
        use DirectiveKind::*;
        match self {
            Parallel => "parallel",
            Serial => "serial",
            Kernels => "kernels",
            ParallelLoop => "parallel loop",
            SerialLoop => "serial loop",
            KernelsLoop => "kernels loop",
            Data => "data",
            EnterData => "enter data",
            ExitData => "exit data",
            HostData => "host_data",
            Loop => "loop",
            Cache => "cache",
            Atomic(_) => "atomic",
            Declare => "declare",
            Update => "update",
            Wait => "wait",
            Init => "init",
            Shutdown => "shutdown",
            Set => "set",
            Routine => "routine",
            End(_) => "end",
        }
    }
}

/// Arguments written in parentheses right after the directive name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectiveArgs {
    None,
    /// `cache([readonly:] list)`.
    Cache {
        readonly: bool,
        vars: Vec<TokRange>,
    },
    /// `wait(…)` directive form, same shape as the clause.
    Wait(WaitArgs),
    /// `routine(name)`: the name tokens.
    RoutineName(TokRange),
}

/// One parsed directive line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    pub kind: DirectiveKind,
    /// The tokens spelling the directive name (`parallel loop` is two tokens).
    pub name: TokRange,
    pub args: DirectiveArgs,
    pub clauses: Vec<Clause>,
}

/// Every clause of §2.4–§2.16 under its 3.3 name; the 1.0/2.0 spellings map here
/// (`pcopy`/`present_or_copy` → `Copy`, `dtype` → `DeviceType`; see [`Clause::legacy`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClauseKind {
    // compute and data (§2.5, §2.6, §2.7)
    If,
    /// `self` on a compute construct (condition) — on `update` it is [`ClauseKind::Host`].
    SelfClause,
    Async,
    Wait,
    NumGangs,
    NumWorkers,
    VectorLength,
    DeviceType,
    Default,
    Private,
    FirstPrivate,
    Reduction,
    Copy,
    CopyIn,
    CopyOut,
    Create,
    NoCreate,
    Present,
    DevicePtr,
    Attach,
    Detach,
    Delete,
    Finalize,
    IfPresent,
    UseDevice,
    DeviceResident,
    Link,
    /// `update self(…)` / `update host(…)`.
    Host,
    /// `update device(…)`.
    Device,
    // loop (§2.9)
    Collapse,
    Gang,
    Worker,
    Vector,
    Seq,
    Auto,
    Independent,
    Tile,
    /// Not OpenACC source: an OpenMP `simd safelen(k)` loop translated with a gang level
    /// (`oxacc_offload::omp_device`), whose iterations each gang runs in order, never on its
    /// threads.
    OmpInOrder,
    /// Not OpenACC source: the thread loop of an OpenMP `parallel` construct nested in a
    /// `teams` region (`oxacc_offload::omp_device`, decision 55): every gang (team) runs all
    /// of its iterations, which the gang's threads share; never gang-partitioned.
    OmpTeamRedundant,
    /// Not OpenACC source: OpenMP `num_threads(n)` of a `parallel` construct in a target
    /// region (`oxacc_offload::omp_device`): its team has at most n threads.
    OmpNumThreads,
    /// Not OpenACC source: OpenMP `thread_limit(n)` of a `teams` construct: no team has more
    /// than n threads.
    OmpThreadLimit,
    /// Not OpenACC source: OpenMP `if([parallel:] c)` of a `parallel` construct in a target
    /// region: its team is one thread when c is false.
    OmpIfParallel,
    // routine (§2.15.1)
    Bind,
    NoHost,
    // init / shutdown / set (§2.14)
    DeviceNum,
    DefaultAsync,
}

impl ClauseKind {
    /// The 3.3 spelling.
    pub fn name(self) -> &'static str {
        use ClauseKind::*;
        match self {
            If => "if",
            SelfClause => "self",
            Async => "async",
            Wait => "wait",
            NumGangs => "num_gangs",
            NumWorkers => "num_workers",
            VectorLength => "vector_length",
            DeviceType => "device_type",
            Default => "default",
            Private => "private",
            FirstPrivate => "firstprivate",
            Reduction => "reduction",
            Copy => "copy",
            CopyIn => "copyin",
            CopyOut => "copyout",
            Create => "create",
            NoCreate => "no_create",
            Present => "present",
            DevicePtr => "deviceptr",
            Attach => "attach",
            Detach => "detach",
            Delete => "delete",
            Finalize => "finalize",
            IfPresent => "if_present",
            UseDevice => "use_device",
            DeviceResident => "device_resident",
            Link => "link",
            Host => "self",
            Device => "device",
            Collapse => "collapse",
            Gang => "gang",
            Worker => "worker",
            Vector => "vector",
            Seq => "seq",
            Auto => "auto",
            Independent => "independent",
            Tile => "tile",
            OmpInOrder => "in_order",
            OmpTeamRedundant => "team_redundant",
            OmpNumThreads => "num_threads",
            OmpThreadLimit => "thread_limit",
            OmpIfParallel => "if",
            Bind => "bind",
            NoHost => "nohost",
            DeviceNum => "device_num",
            DefaultAsync => "default_async",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    pub kind: ClauseKind,
    /// The clause name token.
    pub name: TokRange,
    /// The whole clause, name through closing parenthesis.
    pub span: TokRange,
    /// Spelled with a 1.0/2.0 name (`pcopyin`, `present_or_create`, `dtype`): the spelling.
    pub legacy: Option<SmolStr>,
    pub args: ClauseArgs,
}

/// Data-clause modifiers (§2.7.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    ReadOnly,
    Zero,
    Always,
    AlwaysIn,
    AlwaysOut,
    Capture,
    /// Not in the source: a data clause of an OpenMP device construct, which counts its data
    /// in OpenMP's one reference count (OpenMP 4.5 §2.15.5), not in OpenACC's structured and
    /// dynamic counts.
    OmpRefCount,
}

/// Reduction operators (§2.5.15); `max`/`min` are identifiers in C, intrinsics in Fortran.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReductionOp {
    Add,
    Mul,
    Max,
    Min,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    /// Fortran `.eqv.` / `.neqv.`
    Eqv,
    Neqv,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GangArg {
    /// `num: e` or a bare expression (§2.9.2).
    Num(TokRange),
    /// `dim: e` (a constant 1–3).
    Dim(TokRange),
    /// `static: e` or `static: *`.
    Static(Option<TokRange>),
}

/// `wait([devnum: e :] [queues:] list)` (§2.16.1).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WaitArgs {
    pub devnum: Option<TokRange>,
    pub queues: Vec<TokRange>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceTypeName {
    Star,
    Name(SmolStr),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DefaultKind {
    None,
    Present,
    /// Never written in OpenACC source: the implicit rule for scalars of a construct that
    /// came from an OpenMP device construct (`oxacc_offload::omp_device`). OpenMP 4.5
    /// §2.15.5: a scalar the region uses and no map clause of the construct names is
    /// firstprivate, even where an enclosing `target data` maps it (OpenACC makes it present).
    OmpScalarsFirstprivate,
    /// OpenMP `defaultmap(tofrom: scalar)` (4.5 §2.15.5): such scalars are mapped tofrom.
    OmpScalarsTofrom,
    /// The scalar rule (tofrom or not) with another rule for the aggregates, or for every
    /// variable: OpenMP 5.0 `defaultmap(to|from|alloc|firstprivate[: aggregate])`
    /// (§2.19.7.2), 5.1 `default(firstprivate|private)` (§2.21.4.1).
    OmpImplicit {
        scalars_tofrom: bool,
        /// Pointers mapped tofrom (their value, not what they point to).
        pointers_tofrom: bool,
        others: Option<OmpImplicitRule>,
        /// `defaultmap(none|present: category)`.
        categories: OmpCategoryRules,
    },
}

/// OpenMP `defaultmap(none: category)` (5.0 §2.19.7.2: each variable of the category needs
/// a clause) and `defaultmap(present[: category])` (5.1 §2.21.7.3: as if in a `map(present,
/// alloc: …)` clause), by category: `[scalar, aggregate, pointer]`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OmpCategoryRules {
    pub none: [bool; 3],
    pub present: [bool; 3],
}

impl OmpCategoryRules {
    pub fn is_empty(&self) -> bool {
        !self.none.iter().chain(&self.present).any(|&b| b)
    }
}

/// How a device construct from OpenMP treats the variables its region uses without a clause,
/// beyond its scalar rule ([`DefaultKind::OmpImplicit`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OmpImplicitRule {
    /// Aggregates mapped `to` (copied in, not back).
    AggregatesTo,
    /// Aggregates mapped `from` (copied back, not in).
    AggregatesFrom,
    /// Aggregates mapped `alloc` (neither way).
    AggregatesAlloc,
    /// Aggregates firstprivate (`defaultmap(firstprivate: aggregate)`).
    AggregatesFirstprivate,
    /// Every variable the target construct does not map firstprivate
    /// (`defaultmap(firstprivate)`).
    AllFirstprivate,
    /// Every variable firstprivate, mapped or not (`default(firstprivate)`).
    DefaultFirstprivate,
    /// Every variable private, mapped or not (`default(private)`).
    DefaultPrivate,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileSize {
    Star,
    Expr(TokRange),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindName {
    Ident(SmolStr),
    /// The string literal's contents, without quotes.
    Str(SmolStr),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClauseArgs {
    /// No parentheses (`seq`, `finalize`, `async`, `wait`, `self`, `gang`).
    None,
    /// One host expression: `if(c)`, `self(c)`, `async(q)`, `num_workers(n)`,
    /// `vector_length(n)`, `worker([num:] n)`, `vector([length:] n)`, `device_num(n)`,
    /// `default_async(q)`.
    Expr(TokRange),
    /// `num_gangs(a[, b[, c]])`.
    Exprs(Vec<TokRange>),
    /// Data clauses, `private`, `firstprivate`, `use_device`, `device`, `self`/`host`,
    /// `delete`, `attach`, `detach`, `link`, `device_resident`, `deviceptr`.
    Vars {
        modifiers: Vec<Modifier>,
        vars: Vec<TokRange>,
    },
    Reduction {
        op: ReductionOp,
        vars: Vec<TokRange>,
    },
    Gang(Vec<GangArg>),
    Wait(WaitArgs),
    DeviceTypes(Vec<DeviceTypeName>),
    Default(DefaultKind),
    Collapse {
        force: bool,
        count: TokRange,
    },
    Tile(Vec<TileSize>),
    Bind(BindName),
}
