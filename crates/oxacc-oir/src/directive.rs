//! Region-carrying OpenACC operations (OpenACC 3.3 §2.5–§2.15). An operation
//! owns at most one region (a list of blocks, MLIR-style); values of enclosing
//! regions are visible inside it. Clauses are typed lists that mirror the
//! spec's clause grammar; a `device_type` clause applies to the clauses that
//! follow it, exactly as in the source directive (§2.4).
//!
//! Front ends produce these operations; passes (implicit data attributes,
//! scheduling, privatization, outlining) rewrite them; the back end only ever
//! sees them after outlining has replaced them by calls into the runtime.

use smol_str::SmolStr;

use crate::entity::{Region, TypeId, Value};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ComputeKind {
    Parallel,
    Serial,
    Kernels,
}

impl ComputeKind {
    pub const ALL: [ComputeKind; 3] = [
        ComputeKind::Parallel,
        ComputeKind::Serial,
        ComputeKind::Kernels,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ComputeKind::Parallel => "parallel",
            ComputeKind::Serial => "serial",
            ComputeKind::Kernels => "kernels",
        }
    }
}

/// Data clauses (§2.7). `Host`/`Device` are the `update` directive's
/// `self`/`host` and `device` clauses.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataClauseKind {
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
    UseDevice,
    Link,
    DeviceResident,
    Host,
    Device,
}

impl DataClauseKind {
    pub const ALL: [DataClauseKind; 15] = [
        DataClauseKind::Copy,
        DataClauseKind::CopyIn,
        DataClauseKind::CopyOut,
        DataClauseKind::Create,
        DataClauseKind::NoCreate,
        DataClauseKind::Present,
        DataClauseKind::DevicePtr,
        DataClauseKind::Attach,
        DataClauseKind::Detach,
        DataClauseKind::Delete,
        DataClauseKind::UseDevice,
        DataClauseKind::Link,
        DataClauseKind::DeviceResident,
        DataClauseKind::Host,
        DataClauseKind::Device,
    ];
    pub fn name(self) -> &'static str {
        match self {
            DataClauseKind::Copy => "copy",
            DataClauseKind::CopyIn => "copyin",
            DataClauseKind::CopyOut => "copyout",
            DataClauseKind::Create => "create",
            DataClauseKind::NoCreate => "no_create",
            DataClauseKind::Present => "present",
            DataClauseKind::DevicePtr => "deviceptr",
            DataClauseKind::Attach => "attach",
            DataClauseKind::Detach => "detach",
            DataClauseKind::Delete => "delete",
            DataClauseKind::UseDevice => "use_device",
            DataClauseKind::Link => "link",
            DataClauseKind::DeviceResident => "device_resident",
            DataClauseKind::Host => "host",
            DataClauseKind::Device => "device",
        }
    }
}

/// Clause modifiers (§2.7.4: `readonly`, `zero`, `always*`, `capture`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataModifier {
    ReadOnly,
    Zero,
    Always,
    AlwaysIn,
    AlwaysOut,
    Capture,
    /// Not in the source: a section acc-implicit-data inferred from a region's subscripts
    /// (nvc's "if not already present"): data that overlaps it without holding all of it is
    /// used where it is (the inferred section may cover elements the region never touches).
    Implicit,
    /// Not in the source: a clause of an OpenMP device construct, counted in OpenMP's one
    /// reference count (4.5 §2.15.5; `OXACC_MAP_OMP_REFCOUNT`, docs/abi.md).
    OmpRefCount,
    /// Not in the source: an `attach` of the pointer at the clause's address in each of the
    /// bound's elements (`var` is the pointer of the first; the bound's `elem` is the element
    /// type, its length the count): a component of every element of a Fortran allocatable
    /// array of structures that a region loads (acc-implicit-data, decision 84).
    EachElement,
    /// As `EachElement`, for a structure in a `copyin` clause of the construct: a
    /// component's data are copied in where absent and not copied out (decision 91).
    EachElementIn,
    /// As `EachElement`, for a structure in a `copyout` clause: a component's data are
    /// created where absent and copied out (decision 98).
    EachElementOut,
    /// As `EachElement`, for a structure in a `create` clause: a component's data are
    /// created where absent, never copied (decision 98).
    EachElementCreate,
}

impl DataModifier {
    pub const ALL: [DataModifier; 12] = [
        DataModifier::ReadOnly,
        DataModifier::Zero,
        DataModifier::Always,
        DataModifier::AlwaysIn,
        DataModifier::AlwaysOut,
        DataModifier::Capture,
        DataModifier::Implicit,
        DataModifier::OmpRefCount,
        DataModifier::EachElement,
        DataModifier::EachElementIn,
        DataModifier::EachElementOut,
        DataModifier::EachElementCreate,
    ];
    pub fn name(self) -> &'static str {
        match self {
            DataModifier::ReadOnly => "readonly",
            DataModifier::Zero => "zero",
            DataModifier::Always => "always",
            DataModifier::AlwaysIn => "alwaysin",
            DataModifier::AlwaysOut => "alwaysout",
            DataModifier::Capture => "capture",
            DataModifier::Implicit => "implicit",
            DataModifier::OmpRefCount => "omp_refcount",
            DataModifier::EachElement => "each_element",
            DataModifier::EachElementIn => "each_element_in",
            DataModifier::EachElementOut => "each_element_out",
            DataModifier::EachElementCreate => "each_element_create",
        }
    }
}

/// One dimension of an array section, in elements of `elem`: `[lower:length of elem]`.
/// Fortran sections `(lb:ub)` are converted by the front end (length = ub - lb + 1,
/// lower relative to the declared lower bound).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Bound {
    pub lower: Value,
    pub length: Value,
    /// The element type this dimension steps over.
    pub elem: TypeId,
    /// Elements between two section elements of this dimension (Fortran's `a(lo:hi:s)`);
    /// `None` is 1. Data clauses transfer contiguous memory only: a stride other than 1 on a
    /// dimension of more than one element is an error (docs/oir.md "Data clauses").
    pub stride: Option<Value>,
}

/// A variable in a clause, as written in the source.
///
/// `var` is the address of the named variable's storage (its `alloca`, its global, or for a
/// member `s.p` the member's address) and `ty` the type stored there. `bounds` are the
/// subarray dimensions, outermost first. Each dimension applies to the object reached so far:
/// an array is indexed in place (`int a[10][20]`, `a[2:3][0:20]`: one contiguous block), a
/// `ptr` is loaded first (`int *p`, `p[0:n]`; `int **pp`, `pp[0:n][0:m]`: the pointer array
/// and one block per row, each row pointer attached, OpenACC 3.3 §2.7.1–§2.7.2). A variable
/// without bounds is the whole object at `var` (a pointer without bounds is the pointer itself).
#[derive(Clone, PartialEq, Debug)]
pub struct VarRef {
    pub var: Value,
    pub name: SmolStr,
    pub ty: TypeId,
    pub bounds: Vec<Bound>,
}

#[derive(Clone, PartialEq, Debug)]
pub struct DataClause {
    pub kind: DataClauseKind,
    pub modifiers: Vec<DataModifier>,
    pub vars: Vec<VarRef>,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ReductionOp {
    Add,
    Mul,
    /// Signed integer or floating-point maximum.
    Max,
    /// Signed integer or floating-point minimum.
    Min,
    /// Unsigned integer maximum (OIR integers carry no signedness; C `unsigned` and `_Bool`).
    UMax,
    /// Unsigned integer minimum.
    UMin,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    /// Fortran's `.eqv.` and `.neqv.` on logicals (OpenACC 3.3 §2.5.15): whether both truth
    /// values agree (start `.true.`), whether they differ (start `.false.`).
    Eqv,
    Neqv,
}

impl ReductionOp {
    pub const ALL: [ReductionOp; 13] = [
        ReductionOp::Add,
        ReductionOp::Mul,
        ReductionOp::Max,
        ReductionOp::Min,
        ReductionOp::UMax,
        ReductionOp::UMin,
        ReductionOp::BitAnd,
        ReductionOp::BitOr,
        ReductionOp::BitXor,
        ReductionOp::LogAnd,
        ReductionOp::LogOr,
        ReductionOp::Eqv,
        ReductionOp::Neqv,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ReductionOp::Add => "add",
            ReductionOp::Mul => "mul",
            ReductionOp::Max => "max",
            ReductionOp::Min => "min",
            ReductionOp::UMax => "umax",
            ReductionOp::UMin => "umin",
            ReductionOp::BitAnd => "iand",
            ReductionOp::BitOr => "ior",
            ReductionOp::BitXor => "ixor",
            ReductionOp::LogAnd => "and",
            ReductionOp::LogOr => "or",
            ReductionOp::Eqv => "eqv",
            ReductionOp::Neqv => "neqv",
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub enum Clause {
    Data(DataClause),
    Private(Vec<VarRef>),
    FirstPrivate(Vec<VarRef>),
    Reduction(ReductionOp, Vec<VarRef>),
    /// Up to three gang dimensions.
    NumGangs(Vec<Value>),
    NumWorkers(Value),
    VectorLength(Value),
    /// `async` with no argument is `acc_async_noval`.
    Async(Option<Value>),
    /// `wait` with no arguments waits for all queues.
    Wait(Vec<Value>),
    If(Value),
    SelfCond(Option<Value>),
    IfPresent,
    Finalize,
    DefaultNone,
    DefaultPresent,
    /// OpenMP `defaultmap(tofrom: scalar)` (4.5 §2.15.5): a scalar (not a pointer) the region
    /// uses without a clause is `copy`, not `firstprivate`.
    DefaultMapScalarTofrom,
    /// The construct is an OpenMP device construct: a scalar (not a pointer) the region uses
    /// that no clause of the construct (or of the data region of its own `target`, which
    /// carries this clause too) names is `firstprivate` even where an enclosing data region
    /// maps it (OpenMP 4.5 §2.15.5), not OpenACC's `present` (§2.6.2).
    DefaultMapScalarFirstprivate,
    /// An OpenMP device construct's rule for the variables its region uses without a clause
    /// beyond its scalar rule (5.0 §2.19.7.2 `defaultmap`, 5.1 §2.21.4.1 `default`).
    OmpImplicit(OmpImplicitRule),
    /// Clauses after this one apply to these device types only (`*` = all).
    DeviceType(Vec<SmolStr>),
    // loop scheduling (§2.9)
    Gang {
        num: Option<Value>,
        dim: Option<u32>,
        static_: Option<Value>,
    },
    Worker(Option<Value>),
    Vector(Option<Value>),
    Seq,
    Auto,
    Independent,
    /// The iterations each gang runs of this loop run in order, in one thread (an OpenMP
    /// `simd safelen(k)` loop, `oxacc_offload::omp_device`): never a thread loop on the device.
    InOrder,
    /// Every gang that reaches this loop runs all of its iterations (the threads of the gang
    /// may share them): the thread loop of an OpenMP `parallel` construct nested in `teams`,
    /// whose region each team runs on its own (OpenMP 4.5 §2.10.7; decision 55). acc-schedule
    /// never gives it an implicit gang level.
    TeamRedundant,
    /// Set by acc-schedule on a worker loop it made of a gang loop (no `worker` in the
    /// program): the launch picks how many of its iterations a block runs, one per warp or one
    /// per block (docs/gpu.md "Rows of a gang loop", decision 78).
    WideRows,
    /// Tile sizes; `None` is `*`.
    Tile(Vec<Option<Value>>),
    /// The `wait` directive's device number.
    DevNum(Value),
    // OpenMP (omp.* operations)
    /// `num_threads(n)` (OpenMP 4.5 §2.5). Also on an `acc.loop` or compute construct from
    /// an OpenMP device construct: the OpenMP team that shares the loop's iterations (each
    /// thread loop of the region's) has at most `n` threads (`num_threads`, and `if(parallel:
    /// c)` as 1 when false; acc-outline's `omp_team` folds the limits into one
    /// `omp.__oxacc_omp_team_threads`, decision 41).
    NumThreads(Value),
    /// OpenMP `thread_limit(n)` of a device construct (4.5 §2.10.7): no team of the region has
    /// more than `n` threads, and `omp_get_thread_limit()` there answers at most `n`.
    ThreadLimit(Value),
    /// `schedule(kind[, chunk])` of a worksharing loop (§2.7.1).
    Schedule(ScheduleKind, Option<Value>),
    /// No barrier at the end of a worksharing construct.
    NoWait,
    Shared(Vec<VarRef>),
    /// The value of the sequentially last iteration is copied out (§2.15.3.5).
    LastPrivate(Vec<VarRef>),
    /// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5): the value of the last
    /// iteration that assigned the variable is copied out (none assigned it: the variable
    /// keeps its value).
    LastPrivateConditional(Vec<VarRef>),
    /// `final(expr)` of `task` (§2.9.1).
    Final(Value),
    /// `depend(kind: list)` of `task` (§2.13.9): each item's address and, through its type
    /// or bounds, its size.
    Depend(DependKind, Vec<VarRef>),
    /// `ordered` on a worksharing loop (§2.7.1): its `ordered` regions run in iteration order.
    Ordered,
    /// `proc_bind(kind)` of `parallel` (§2.5.2), libomp's `kmp_proc_bind_t` value.
    ProcBind(u8),
    /// `copyprivate(list)` of `single` (§2.15.4.2): the executing thread's values are
    /// broadcast to the other threads' private copies.
    CopyPrivate(Vec<VarRef>),
    /// `detach(event)` of `task` (OpenMP 5.0 §2.10.1): the task is made detachable and the
    /// event handle libomp gives it is stored into the variable at creation.
    Detach(Vec<VarRef>),
    /// `allocate([allocator:] list)` (OpenMP 5.0 §2.11.4): the private copies of these
    /// variables come from the allocator (an `omp_allocator_handle_t`, i64; `None` is the
    /// default allocator).
    Allocate(Option<Value>, Vec<VarRef>),
    /// `num_teams(n)` of a host `teams` construct (OpenMP 5.0 §2.7): the league's size.
    NumTeams(Value),
    /// `dist_schedule(static[, chunk])` of `distribute` (5.0 §2.9.4.1): this `omp.loop` is a
    /// distribute loop, whose iterations are divided among the teams of the league (chunks
    /// of about equal size without a chunk, else chunks of `chunk` iterations round-robin).
    DistSchedule(Option<Value>),
    /// On a distribute `omp.loop` (with [`Clause::DistSchedule`]): the loop of a composite
    /// `distribute parallel for` (5.0 §2.9.4.3), run by every thread of each team's parallel
    /// region, which share the team's iterations as a worksharing loop does (`schedule`);
    /// without it only the initial thread of each team runs the loop.
    DistParallel,
}

/// Dependence types of `depend` (OpenMP 4.5 §2.13.9, 5.0 `mutexinoutset`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DependKind {
    In,
    Out,
    InOut,
    MutexInOutSet,
    /// `depend(out|inout: omp_all_memory)` (5.1 §2.19.11): every earlier sibling task's
    /// storage; its list is empty.
    AllMemory,
    /// `depend(depobj: list)` (5.0 §2.17.11): each item is an `omp_depend_t` holding the
    /// address of a dependence libomp reads (`kmp_depend_info_t`, written by `depobj`).
    Depobj,
}

impl DependKind {
    pub const ALL: [DependKind; 6] = [
        DependKind::In,
        DependKind::Out,
        DependKind::InOut,
        DependKind::MutexInOutSet,
        DependKind::AllMemory,
        DependKind::Depobj,
    ];

    /// libomp's dependence flags (kmp.h `kmp_depend_info_t::flags`): `out` is `inout`; the
    /// `all` bit (0x80, libomp 15+) makes a task depend on every earlier sibling. A depobj's
    /// flags are the ones its `depobj` directive stored.
    pub fn kmp_flags(self) -> u8 {
        match self {
            DependKind::In => 1,
            DependKind::Out | DependKind::InOut => 3,
            DependKind::MutexInOutSet => 4,
            DependKind::AllMemory => 0x80,
            DependKind::Depobj => 0,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            DependKind::In => "in",
            DependKind::Out => "out",
            DependKind::InOut => "inout",
            DependKind::MutexInOutSet => "mutexinoutset",
            DependKind::AllMemory => "omp_all_memory",
            DependKind::Depobj => "depobj",
        }
    }
}

/// `schedule` kinds of an OpenMP worksharing loop (OpenMP 4.5 §2.7.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ScheduleKind {
    Static,
    Dynamic,
    Guided,
    Auto,
    Runtime,
}

impl ScheduleKind {
    pub const ALL: [ScheduleKind; 5] = [
        ScheduleKind::Static,
        ScheduleKind::Dynamic,
        ScheduleKind::Guided,
        ScheduleKind::Auto,
        ScheduleKind::Runtime,
    ];
    pub fn name(self) -> &'static str {
        match self {
            ScheduleKind::Static => "static",
            ScheduleKind::Dynamic => "dynamic",
            ScheduleKind::Guided => "guided",
            ScheduleKind::Auto => "auto",
            ScheduleKind::Runtime => "runtime",
        }
    }
}

/// OpenMP host constructs (OpenMP 4.5 §2.5–§2.13). `omp-lower` turns them into calls of
/// LLVM's OpenMP runtime (libomp's `__kmpc_*` entry points).
#[derive(Clone, PartialEq, Debug)]
pub enum OmpOp {
    /// `parallel`: the region runs on a team of threads (§2.5).
    Parallel,
    /// A worksharing loop (`for`/`do`, §2.7.1): one dimension per collapsed loop, the
    /// region's entry block takes one induction variable per dimension (as `acc.loop`).
    Loop { dims: Vec<LoopDim> },
    /// `barrier` (§2.13.3).
    Barrier,
    /// `single` (§2.7.3): one thread runs the region.
    Single,
    /// `master` (§2.13.1): the primary thread runs the region, no barrier.
    Master,
    /// `critical[(name)]` (§2.13.2): one thread at a time per name.
    Critical(Option<SmolStr>),
    /// `flush` (§2.13.7).
    Flush,
    /// `taskwait` (§2.13.4).
    Taskwait,
    /// `task` (§2.9.1): the region becomes a task; `untied`/`mergeable` as written.
    Task { untied: bool, mergeable: bool },
    /// `taskgroup` (§2.13.5): the region, then a wait for its tasks and their descendants.
    Taskgroup,
    /// `taskyield` (§2.9.4).
    Taskyield,
    /// The `ordered` construct (§2.13.8): the region runs in loop iteration order.
    Ordered,
    /// A `teams` construct on the host (OpenMP 5.0 §2.7): the region runs on a league of
    /// teams, the initial thread of each running it once (`num_teams`, `thread_limit`).
    Teams,
}

impl OmpOp {
    pub fn mnemonic(&self) -> &'static str {
        match self {
            OmpOp::Parallel => "omp.parallel",
            OmpOp::Loop { .. } => "omp.loop",
            OmpOp::Barrier => "omp.barrier",
            OmpOp::Single => "omp.single",
            OmpOp::Master => "omp.master",
            OmpOp::Critical(_) => "omp.critical",
            OmpOp::Flush => "omp.flush",
            OmpOp::Taskwait => "omp.taskwait",
            OmpOp::Task { .. } => "omp.task",
            OmpOp::Taskgroup => "omp.taskgroup",
            OmpOp::Taskyield => "omp.taskyield",
            OmpOp::Ordered => "omp.ordered",
            OmpOp::Teams => "omp.teams",
        }
    }
}

/// What [`Clause::OmpImplicit`] makes of a variable the region uses without a clause.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OmpImplicitRule {
    /// Aggregates `copyin` (`defaultmap(to)`).
    AggregatesTo,
    /// Aggregates `copyout` (`defaultmap(from)`).
    AggregatesFrom,
    /// Aggregates `create` (`defaultmap(alloc)`).
    AggregatesAlloc,
    /// Aggregates firstprivate (`defaultmap(firstprivate: aggregate)`).
    AggregatesFirstprivate,
    /// Every variable the target construct does not map firstprivate
    /// (`defaultmap(firstprivate)`).
    AllFirstprivate,
    /// Every variable firstprivate, mapped by the target construct or not
    /// (`default(firstprivate)` on the teams or parallel construct it runs).
    DefaultFirstprivate,
    /// Every variable private, mapped by the target construct or not (`default(private)`).
    DefaultPrivate,
    /// Pointers `copy`: their value, not what they point to (`defaultmap(tofrom: pointer)`).
    PointersTofrom,
    /// `defaultmap(none: scalar|aggregate|pointer)` (5.0 §2.19.7.2): a variable of the
    /// category without a clause is an error (OpenACC's `default(none)` for it).
    NoneScalar,
    NoneAggregate,
    NonePointer,
    /// `defaultmap(present[: scalar|aggregate|pointer])` (5.1 §2.21.7.3): a variable of the
    /// category without a clause is `present`.
    PresentScalar,
    PresentAggregate,
    PresentPointer,
}

impl OmpImplicitRule {
    pub const ALL: [OmpImplicitRule; 14] = [
        OmpImplicitRule::AggregatesTo,
        OmpImplicitRule::AggregatesFrom,
        OmpImplicitRule::AggregatesAlloc,
        OmpImplicitRule::AggregatesFirstprivate,
        OmpImplicitRule::AllFirstprivate,
        OmpImplicitRule::DefaultFirstprivate,
        OmpImplicitRule::DefaultPrivate,
        OmpImplicitRule::PointersTofrom,
        OmpImplicitRule::NoneScalar,
        OmpImplicitRule::NoneAggregate,
        OmpImplicitRule::NonePointer,
        OmpImplicitRule::PresentScalar,
        OmpImplicitRule::PresentAggregate,
        OmpImplicitRule::PresentPointer,
    ];
    /// Whether the rule is one of a category's (`defaultmap(none|present: …)`), which
    /// combines with the others.
    pub fn is_category_rule(self) -> bool {
        matches!(
            self,
            OmpImplicitRule::NoneScalar
                | OmpImplicitRule::NoneAggregate
                | OmpImplicitRule::NonePointer
                | OmpImplicitRule::PresentScalar
                | OmpImplicitRule::PresentAggregate
                | OmpImplicitRule::PresentPointer
        )
    }
    /// The name in the text form (`omp_implicit(name)`).
    pub fn name(self) -> &'static str {
        match self {
            OmpImplicitRule::AggregatesTo => "to_aggregate",
            OmpImplicitRule::AggregatesFrom => "from_aggregate",
            OmpImplicitRule::AggregatesAlloc => "alloc_aggregate",
            OmpImplicitRule::AggregatesFirstprivate => "firstprivate_aggregate",
            OmpImplicitRule::AllFirstprivate => "firstprivate",
            OmpImplicitRule::DefaultFirstprivate => "default_firstprivate",
            OmpImplicitRule::DefaultPrivate => "default_private",
            OmpImplicitRule::PointersTofrom => "tofrom_pointer",
            OmpImplicitRule::NoneScalar => "none_scalar",
            OmpImplicitRule::NoneAggregate => "none_aggregate",
            OmpImplicitRule::NonePointer => "none_pointer",
            OmpImplicitRule::PresentScalar => "present_scalar",
            OmpImplicitRule::PresentAggregate => "present_aggregate",
            OmpImplicitRule::PresentPointer => "present_pointer",
        }
    }
}

impl Clause {
    pub fn name(&self) -> &'static str {
        match self {
            Clause::Data(d) => d.kind.name(),
            Clause::Private(_) => "private",
            Clause::FirstPrivate(_) => "firstprivate",
            Clause::Reduction(..) => "reduction",
            Clause::NumGangs(_) => "num_gangs",
            Clause::NumWorkers(_) => "num_workers",
            Clause::VectorLength(_) => "vector_length",
            Clause::Async(_) => "async",
            Clause::Wait(_) => "wait",
            Clause::If(_) => "if",
            Clause::SelfCond(_) => "self",
            Clause::IfPresent => "if_present",
            Clause::Finalize => "finalize",
            Clause::DefaultNone => "default_none",
            Clause::DefaultPresent => "default_present",
            Clause::DefaultMapScalarTofrom => "defaultmap_tofrom_scalar",
            Clause::DefaultMapScalarFirstprivate => "defaultmap_firstprivate_scalar",
            Clause::OmpImplicit(r) => r.name(),
            Clause::DeviceType(_) => "device_type",
            Clause::Gang { .. } => "gang",
            Clause::Worker(_) => "worker",
            Clause::Vector(_) => "vector",
            Clause::Seq => "seq",
            Clause::Auto => "auto",
            Clause::Independent => "independent",
            Clause::InOrder => "in_order",
            Clause::TeamRedundant => "team_redundant",
            Clause::WideRows => "wide_rows",
            Clause::Tile(_) => "tile",
            Clause::DevNum(_) => "devnum",
            Clause::NumThreads(_) => "num_threads",
            Clause::ThreadLimit(_) => "thread_limit",
            Clause::Schedule(..) => "schedule",
            Clause::NoWait => "nowait",
            Clause::Shared(_) => "shared",
            Clause::LastPrivate(_) => "lastprivate",
            Clause::LastPrivateConditional(_) => "lastprivate_conditional",
            Clause::Final(_) => "final",
            Clause::Depend(..) => "depend",
            Clause::Ordered => "ordered",
            Clause::ProcBind(_) => "proc_bind",
            Clause::CopyPrivate(_) => "copyprivate",
            Clause::Detach(_) => "detach",
            Clause::Allocate(..) => "allocate",
            Clause::NumTeams(_) => "num_teams",
            Clause::DistSchedule(_) => "dist_schedule",
            Clause::DistParallel => "dist_parallel",
        }
    }

    pub fn vars(&self) -> &[VarRef] {
        match self {
            Clause::Data(d) => &d.vars,
            Clause::Private(v)
            | Clause::FirstPrivate(v)
            | Clause::Reduction(_, v)
            | Clause::Shared(v)
            | Clause::LastPrivate(v)
            | Clause::LastPrivateConditional(v)
            | Clause::Depend(_, v)
            | Clause::CopyPrivate(v)
            | Clause::Detach(v)
            | Clause::Allocate(_, v) => v,
            _ => &[],
        }
    }

    pub fn vars_mut(&mut self) -> &mut [VarRef] {
        match self {
            Clause::Data(d) => &mut d.vars,
            Clause::Private(v)
            | Clause::FirstPrivate(v)
            | Clause::Reduction(_, v)
            | Clause::Shared(v)
            | Clause::LastPrivate(v)
            | Clause::LastPrivateConditional(v)
            | Clause::Depend(_, v)
            | Clause::CopyPrivate(v)
            | Clause::Detach(v)
            | Clause::Allocate(_, v) => v,
            _ => &mut [],
        }
    }

    pub fn visit_operands_mut(&mut self, f: &mut impl FnMut(&mut Value)) {
        for v in self.vars_mut() {
            f(&mut v.var);
            for b in &mut v.bounds {
                f(&mut b.lower);
                f(&mut b.length);
                b.stride.iter_mut().for_each(&mut *f);
            }
        }
        match self {
            Clause::NumGangs(vs) | Clause::Wait(vs) => vs.iter_mut().for_each(f),
            Clause::NumWorkers(v)
            | Clause::VectorLength(v)
            | Clause::If(v)
            | Clause::DevNum(v)
            | Clause::NumThreads(v)
            | Clause::ThreadLimit(v)
            | Clause::NumTeams(v)
            | Clause::Final(v) => f(v),
            Clause::Schedule(_, chunk)
            | Clause::Allocate(chunk, _)
            | Clause::DistSchedule(chunk) => chunk.iter_mut().for_each(f),
            Clause::Async(v) | Clause::SelfCond(v) | Clause::Worker(v) | Clause::Vector(v) => {
                v.iter_mut().for_each(f)
            }
            Clause::Gang { num, static_, .. } => {
                num.iter_mut().chain(static_.iter_mut()).for_each(f)
            }
            Clause::Tile(ts) => ts.iter_mut().flatten().for_each(f),
            _ => {}
        }
    }

    pub fn visit_operands(&self, f: &mut impl FnMut(Value)) {
        for v in self.vars() {
            f(v.var);
            for b in &v.bounds {
                f(b.lower);
                f(b.length);
                b.stride.iter().for_each(|&x| f(x));
            }
        }
        match self {
            Clause::NumGangs(vs) | Clause::Wait(vs) => vs.iter().for_each(|v| f(*v)),
            Clause::NumWorkers(v)
            | Clause::VectorLength(v)
            | Clause::If(v)
            | Clause::DevNum(v)
            | Clause::NumThreads(v)
            | Clause::ThreadLimit(v)
            | Clause::NumTeams(v)
            | Clause::Final(v) => f(*v),
            Clause::Schedule(_, chunk)
            | Clause::Allocate(chunk, _)
            | Clause::DistSchedule(chunk) => chunk.iter().for_each(|v| f(*v)),
            Clause::Async(v) | Clause::SelfCond(v) | Clause::Worker(v) | Clause::Vector(v) => {
                if let Some(v) = v {
                    f(*v)
                }
            }
            Clause::Gang { num, static_, .. } => {
                num.iter().chain(static_.iter()).for_each(|v| f(*v))
            }
            Clause::Tile(ts) => ts.iter().flatten().for_each(|v| f(*v)),
            _ => {}
        }
    }
}

/// One dimension of a canonical counted loop: the induction variable takes
/// `lower, lower+step, …` while it is `< upper` (step > 0) or `> upper`
/// (step < 0); `upper` is exclusive. Fortran's inclusive bounds are adjusted by
/// the front end.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LoopDim {
    pub lower: Value,
    pub upper: Value,
    pub step: Value,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AtomicKind {
    /// `*v = *x`
    Read,
    /// `*x = expr`
    Write,
    /// `*x = region(old)`; the region's entry block takes the old value and
    /// yields the new one.
    Update,
    /// As `Update`, and `*v` receives the old value (`capture_old`) or the new one.
    Capture { old: bool },
}

impl AtomicKind {
    pub fn name(self) -> &'static str {
        match self {
            AtomicKind::Read => "read",
            AtomicKind::Write => "write",
            AtomicKind::Update => "update",
            AtomicKind::Capture { old: true } => "capture_old",
            AtomicKind::Capture { old: false } => "capture_new",
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub enum DirectiveKind {
    Compute(ComputeKind),
    Data,
    EnterData,
    ExitData,
    Update,
    HostData,
    Wait,
    Declare,
    Cache,
    /// Collapsed loops have one dimension per level; the body region's entry
    /// block takes one induction variable per dimension.
    Loop {
        dims: Vec<LoopDim>,
    },
    Atomic {
        kind: AtomicKind,
        /// Type of the object at `x`.
        ty: TypeId,
        x: Value,
        v: Option<Value>,
        expr: Option<Value>,
    },
    /// An OpenMP host construct.
    Omp(OmpOp),
}

impl DirectiveKind {
    /// The mnemonic in the text form.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            DirectiveKind::Compute(_) => "acc.compute",
            DirectiveKind::Data => "acc.data",
            DirectiveKind::EnterData => "acc.enter_data",
            DirectiveKind::ExitData => "acc.exit_data",
            DirectiveKind::Update => "acc.update",
            DirectiveKind::HostData => "acc.host_data",
            DirectiveKind::Wait => "acc.wait",
            DirectiveKind::Declare => "acc.declare",
            DirectiveKind::Cache => "acc.cache",
            DirectiveKind::Loop { .. } => "acc.loop",
            DirectiveKind::Atomic { .. } => "acc.atomic",
            DirectiveKind::Omp(op) => op.mnemonic(),
        }
    }

    /// Whether the operation owns a region (structured constructs).
    pub fn has_region(&self) -> bool {
        match self {
            DirectiveKind::Compute(_)
            | DirectiveKind::Data
            | DirectiveKind::HostData
            | DirectiveKind::Loop { .. } => true,
            DirectiveKind::Atomic { kind, .. } => {
                matches!(kind, AtomicKind::Update | AtomicKind::Capture { .. })
            }
            DirectiveKind::Omp(op) => matches!(
                op,
                OmpOp::Parallel
                    | OmpOp::Loop { .. }
                    | OmpOp::Single
                    | OmpOp::Master
                    | OmpOp::Critical(_)
                    | OmpOp::Task { .. }
                    | OmpOp::Taskgroup
                    | OmpOp::Ordered
                    | OmpOp::Teams
            ),
            _ => false,
        }
    }

    /// Whether `clause` may appear on this directive (§2.5–§2.15 clause lists).
    pub fn allows(&self, clause: &Clause) -> bool {
        use DataClauseKind as D;
        let data = |k: &[D]| matches!(clause, Clause::Data(d) if k.contains(&d.kind));
        let common_async = matches!(clause, Clause::Async(_) | Clause::Wait(_) | Clause::If(_));
        match self {
            DirectiveKind::Compute(kind) => {
                data(&[
                    D::Copy,
                    D::CopyIn,
                    D::CopyOut,
                    D::Create,
                    D::NoCreate,
                    D::Present,
                    D::DevicePtr,
                    D::Attach,
                ]) || common_async
                    || matches!(
                        clause,
                        Clause::SelfCond(_)
                            | Clause::DefaultNone
                            | Clause::DefaultPresent
                            | Clause::DefaultMapScalarTofrom
                            | Clause::DefaultMapScalarFirstprivate
                            | Clause::OmpImplicit(_)
                            | Clause::DeviceType(_)
                            | Clause::NumThreads(_)
                            | Clause::ThreadLimit(_)
                    )
                    || (*kind != ComputeKind::Kernels
                        && matches!(clause, Clause::Private(_) | Clause::Reduction(..)))
                    // On kernels only as acc-implicit-data makes it: a scalar the region
                    // only reads (the front ends refuse it in the source, §2.5.3).
                    || matches!(clause, Clause::FirstPrivate(_))
                    || (*kind != ComputeKind::Serial
                        && matches!(
                            clause,
                            Clause::NumGangs(_) | Clause::NumWorkers(_) | Clause::VectorLength(_)
                        ))
            }
            DirectiveKind::Data => {
                data(&[
                    D::Copy,
                    D::CopyIn,
                    D::CopyOut,
                    D::Create,
                    D::NoCreate,
                    D::Present,
                    D::DevicePtr,
                    D::Attach,
                ]) || common_async
                    || matches!(
                        clause,
                        Clause::DefaultNone
                            | Clause::DefaultPresent
                            | Clause::DefaultMapScalarTofrom
                            | Clause::DefaultMapScalarFirstprivate
                            | Clause::OmpImplicit(_)
                            | Clause::DeviceType(_)
                    )
            }
            DirectiveKind::EnterData => data(&[D::CopyIn, D::Create, D::Attach]) || common_async,
            DirectiveKind::ExitData => {
                data(&[D::CopyOut, D::Delete, D::Detach])
                    || common_async
                    || matches!(clause, Clause::Finalize)
            }
            DirectiveKind::Update => {
                data(&[D::Host, D::Device])
                    || common_async
                    || matches!(clause, Clause::IfPresent | Clause::DeviceType(_))
            }
            DirectiveKind::HostData => {
                data(&[D::UseDevice]) || matches!(clause, Clause::If(_) | Clause::IfPresent)
            }
            DirectiveKind::Wait => {
                matches!(
                    clause,
                    Clause::Wait(_) | Clause::DevNum(_) | Clause::Async(_) | Clause::If(_)
                )
            }
            DirectiveKind::Declare => data(&[
                D::Copy,
                D::CopyIn,
                D::CopyOut,
                D::Create,
                D::Present,
                D::DevicePtr,
                D::DeviceResident,
                D::Link,
            ]),
            // The cache directive's list is carried as a `present` clause
            // (cached variables must be present anyway), optionally `readonly`.
            DirectiveKind::Cache => data(&[D::Present]),
            DirectiveKind::Loop { .. } => matches!(
                clause,
                Clause::Gang { .. }
                    | Clause::Worker(_)
                    | Clause::Vector(_)
                    | Clause::Seq
                    | Clause::Auto
                    | Clause::Independent
                    | Clause::InOrder
                    | Clause::TeamRedundant
                    | Clause::WideRows
                    | Clause::Tile(_)
                    | Clause::Private(_)
                    // OpenMP's: a parallel region of a target region (its thread loop) and
                    // its worksharing loops (`loop seq`), 4.5 §2.15.3.4.
                    | Clause::FirstPrivate(_)
                    | Clause::Reduction(..)
                    | Clause::DeviceType(_)
                    | Clause::NumThreads(_)
            ),
            DirectiveKind::Atomic { .. } => matches!(clause, Clause::If(_)),
            // OpenMP 4.5 §2.5, §2.7.1, §2.7.3 clause lists (the host constructs omp-lower
            // implements).
            DirectiveKind::Omp(op) => match op {
                OmpOp::Parallel => matches!(
                    clause,
                    Clause::If(_)
                        | Clause::NumThreads(_)
                        | Clause::Private(_)
                        | Clause::FirstPrivate(_)
                        | Clause::Shared(_)
                        | Clause::Reduction(..)
                        | Clause::ProcBind(_)
                        | Clause::Allocate(..)
                ),
                OmpOp::Task { .. } => matches!(
                    clause,
                    Clause::If(_)
                        | Clause::Final(_)
                        | Clause::Private(_)
                        | Clause::FirstPrivate(_)
                        | Clause::Shared(_)
                        | Clause::Depend(..)
                        | Clause::Detach(_)
                        // A taskloop's tasks (5.0 §2.19.5.4; omp/task.rs).
                        | Clause::Reduction(..)
                ),
                OmpOp::Loop { .. } => matches!(
                    clause,
                    Clause::Private(_)
                        | Clause::FirstPrivate(_)
                        | Clause::LastPrivate(_)
                        | Clause::LastPrivateConditional(_)
                        | Clause::Reduction(..)
                        | Clause::Schedule(..)
                        | Clause::NoWait
                        | Clause::Ordered
                        | Clause::Allocate(..)
                        | Clause::DistSchedule(_)
                        | Clause::DistParallel
                ),
                // OpenMP 5.0 §2.7 (a host league).
                OmpOp::Teams => matches!(
                    clause,
                    Clause::NumTeams(_)
                        | Clause::ThreadLimit(_)
                        | Clause::Private(_)
                        | Clause::FirstPrivate(_)
                        | Clause::Shared(_)
                        | Clause::Reduction(..)
                        | Clause::Allocate(..)
                ),
                // 5.0 §2.17.5 (an undeferred target task's wait).
                OmpOp::Taskwait => matches!(clause, Clause::Depend(..)),
                // 5.0 §2.19.5.5 `task_reduction`: the items its tasks reduce into (a
                // taskloop's own reduction, §2.10.2; omp/lower.rs).
                OmpOp::Taskgroup => matches!(clause, Clause::Reduction(..)),
                OmpOp::Single => matches!(
                    clause,
                    Clause::Private(_)
                        | Clause::FirstPrivate(_)
                        | Clause::NoWait
                        | Clause::CopyPrivate(_)
                        | Clause::Allocate(..)
                ),
                _ => false,
            },
        }
    }
}

/// A directive operation: kind-specific operands, clauses, and its region.
#[derive(Clone, PartialEq, Debug)]
pub struct DirectiveOp {
    pub kind: DirectiveKind,
    pub clauses: Vec<Clause>,
    pub region: Option<Region>,
}

impl DirectiveOp {
    /// Adds a clause the compiler worked out (an implicit data clause, a schedule): before
    /// the first `device_type` clause, so that it applies to every device (OpenACC 3.3 §2.4:
    /// the clauses after a `device_type` apply only to the device types it names).
    pub fn add_clause(&mut self, c: Clause) {
        let at = self
            .clauses
            .iter()
            .position(|c| matches!(c, Clause::DeviceType(_)))
            .unwrap_or(self.clauses.len());
        self.clauses.insert(at, c);
    }

    pub fn visit_operands_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        match &mut self.kind {
            DirectiveKind::Loop { dims } | DirectiveKind::Omp(OmpOp::Loop { dims }) => {
                for d in dims {
                    f(&mut d.lower);
                    f(&mut d.upper);
                    f(&mut d.step);
                }
            }
            DirectiveKind::Atomic { x, v, expr, .. } => {
                f(x);
                v.iter_mut().chain(expr.iter_mut()).for_each(&mut f);
            }
            _ => {}
        }
        for c in &mut self.clauses {
            c.visit_operands_mut(&mut f);
        }
    }

    pub fn visit_operands(&self, mut f: impl FnMut(Value)) {
        match &self.kind {
            DirectiveKind::Loop { dims } | DirectiveKind::Omp(OmpOp::Loop { dims }) => {
                for d in dims {
                    f(d.lower);
                    f(d.upper);
                    f(d.step);
                }
            }
            DirectiveKind::Atomic { x, v, expr, .. } => {
                f(*x);
                v.iter().chain(expr.iter()).for_each(|v| f(*v));
            }
            _ => {}
        }
        for c in &self.clauses {
            c.visit_operands(&mut f);
        }
    }
}

/// `routine` attribute of a function (§2.15.1): the parallelism level it may
/// contain, an optional `bind` name, and `nohost`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Routine {
    pub level: RoutineLevel,
    pub bind: Option<SmolStr>,
    pub nohost: bool,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RoutineLevel {
    Gang,
    Worker,
    Vector,
    Seq,
}

impl RoutineLevel {
    pub const ALL: [RoutineLevel; 4] = [
        RoutineLevel::Gang,
        RoutineLevel::Worker,
        RoutineLevel::Vector,
        RoutineLevel::Seq,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RoutineLevel::Gang => "gang",
            RoutineLevel::Worker => "worker",
            RoutineLevel::Vector => "vector",
            RoutineLevel::Seq => "seq",
        }
    }
}
