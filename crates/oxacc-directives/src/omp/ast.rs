//! The OpenMP directive model: what [`crate::parse_omp`] produces. Names follow the OpenMP 5.0
//! specification (the 4.5 device constructs and the memory-management directives that
//! became 5.0); host-language pieces (expressions, variables, array sections) are
//! [`TokRange`]s into the token slice, exactly as in the OpenACC model.

use smol_str::SmolStr;

use crate::token::TokRange;
use crate::Lang;

/// A leaf construct (OpenMP 5.0 §1.2.2): one that is not combined or composite. The order of
/// the variants is the nesting order of combined constructs, outermost first, so a combined
/// construct is the set of its leaves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Leaf {
    Target,
    /// `target data` (two words, never combined).
    TargetData,
    Teams,
    Distribute,
    Parallel,
    Master,
    Masked,
    /// The worksharing-loop construct: `for` in C, `do` in Fortran (5.0 §2.9.2).
    For,
    Sections,
    Single,
    /// Fortran only (4.5 §2.7.4).
    Workshare,
    /// The 5.0 `loop` construct (§2.9.5).
    Loop,
    Taskloop,
    Task,
    Taskgroup,
    Critical,
    Atomic,
    Ordered,
    Simd,
}

impl Leaf {
    pub const ALL: [Leaf; 19] = [
        Leaf::Target,
        Leaf::TargetData,
        Leaf::Teams,
        Leaf::Distribute,
        Leaf::Parallel,
        Leaf::Master,
        Leaf::Masked,
        Leaf::For,
        Leaf::Sections,
        Leaf::Single,
        Leaf::Workshare,
        Leaf::Loop,
        Leaf::Taskloop,
        Leaf::Task,
        Leaf::Taskgroup,
        Leaf::Critical,
        Leaf::Atomic,
        Leaf::Ordered,
        Leaf::Simd,
    ];

    /// The spelling in `lang` (`for` is `do` in Fortran).
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Leaf::Target => "target",
            Leaf::TargetData => "target data",
            Leaf::Teams => "teams",
            Leaf::Distribute => "distribute",
            Leaf::Parallel => "parallel",
            Leaf::Master => "master",
            Leaf::Masked => "masked",
            Leaf::For if lang == Lang::Fortran => "do",
            Leaf::For => "for",
            Leaf::Sections => "sections",
            Leaf::Single => "single",
            Leaf::Workshare => "workshare",
            Leaf::Loop => "loop",
            Leaf::Taskloop => "taskloop",
            Leaf::Task => "task",
            Leaf::Taskgroup => "taskgroup",
            Leaf::Critical => "critical",
            Leaf::Atomic => "atomic",
            Leaf::Ordered => "ordered",
            Leaf::Simd => "simd",
        }
    }

    fn bit(self) -> u32 {
        1 << (self as u32)
    }
}

/// A construct with an associated block or loop: one leaf, or a combined/composite construct
/// (`target teams distribute parallel for simd` is six leaves). Only the combinations the
/// spec defines are ever built (the name table in `names.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Construct(u32);

impl Construct {
    pub fn of(leaves: &[Leaf]) -> Construct {
        Construct(leaves.iter().fold(0, |set, l| set | l.bit()))
    }

    pub fn has(self, leaf: Leaf) -> bool {
        self.0 & leaf.bit() != 0
    }

    /// The leaves, outermost first.
    pub fn leaves(self) -> impl Iterator<Item = Leaf> {
        Leaf::ALL.into_iter().filter(move |l| self.has(*l))
    }

    /// The only leaf of a construct that is not combined.
    pub fn single(self) -> Option<Leaf> {
        let mut leaves = self.leaves();
        match (leaves.next(), leaves.next()) {
            (Some(only), None) => Some(only),
            _ => None,
        }
    }

    pub fn is_combined(self) -> bool {
        self.single().is_none()
    }

    pub fn name(self, lang: Lang) -> String {
        let words: Vec<&str> = self.leaves().map(|l| l.name(lang)).collect();
        words.join(" ")
    }
}

/// Every OpenMP directive oxacc knows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OmpDirectiveKind {
    /// `parallel`, `for`/`do`, `target`, `critical`, … and every combined construct.
    Construct(Construct),
    /// `section` inside `sections` (4.5 §2.7.2).
    Section,
    Barrier,
    Taskwait,
    Taskyield,
    /// `flush [memory-order] [(list)]`; the list is in [`OmpDirectiveArgs::List`].
    Flush,
    Threadprivate,
    /// `cancel construct-type`; the type is in [`OmpDirectiveArgs::ConstructType`].
    Cancel,
    CancellationPoint,
    TargetEnterData,
    TargetExitData,
    TargetUpdate,
    DeclareReduction,
    DeclareSimd,
    /// `declare target` with a list, with clauses, or alone (the 4.5 C form that opens a
    /// region closed by `end declare target`, or Fortran's procedure marker).
    DeclareTarget,
    BeginDeclareTarget,
    EndDeclareTarget,
    /// The `allocate(list)` directive (5.0 §2.11.3).
    Allocate,
    /// Fortran's `allocators allocate(…)` before an ALLOCATE statement (5.2 §6.7).
    Allocators,
    Requires,
    /// `declare variant(variant-name) match(selector)` (5.0 §2.3.5).
    DeclareVariant,
    /// `metadirective when(selector: directive) … default(directive)` (5.0 §2.3.4).
    Metadirective,
    /// `declare mapper([id:] type var) map(…)…` (5.0 §2.19.7.3).
    DeclareMapper,
    /// `nothing` (5.1 §2.5.2): a utility directive with no effect.
    Nothing,
    /// `depobj(obj) depend(type: locator) | update(type) | destroy` (5.0 §2.17.10.1); the
    /// object is the one item of [`OmpDirectiveArgs::List`].
    Depobj,
    /// Fortran `end <construct>` (`end parallel do`, `end critical(name)`, `end atomic`).
    End(Construct),
}

impl OmpDirectiveKind {
    /// The name as the spec writes it in `lang`.
    pub fn name(self, lang: Lang) -> String {
        use OmpDirectiveKind::*;
        let fixed = match self {
            Construct(c) => return c.name(lang),
            End(c) => return format!("end {}", c.name(lang)),
            Section => "section",
            Barrier => "barrier",
            Taskwait => "taskwait",
            Taskyield => "taskyield",
            Flush => "flush",
            Threadprivate => "threadprivate",
            Cancel => "cancel",
            CancellationPoint => "cancellation point",
            TargetEnterData => "target enter data",
            TargetExitData => "target exit data",
            TargetUpdate => "target update",
            DeclareReduction => "declare reduction",
            DeclareSimd => "declare simd",
            DeclareTarget => "declare target",
            BeginDeclareTarget => "begin declare target",
            EndDeclareTarget => "end declare target",
            Allocate => "allocate",
            Allocators => "allocators",
            Requires => "requires",
            DeclareVariant => "declare variant",
            Metadirective => "metadirective",
            DeclareMapper => "declare mapper",
            Nothing => "nothing",
            Depobj => "depobj",
        };
        fixed.to_string()
    }

    /// The leaves of a construct; none for the other directives.
    pub fn construct(self) -> Option<Construct> {
        match self {
            OmpDirectiveKind::Construct(c) => Some(c),
            _ => None,
        }
    }
}

/// Arguments in parentheses (or, for `cancel`, a word) right after the directive name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OmpDirectiveArgs {
    None,
    /// `critical(name)`, `end critical(name)`, `declare simd(proc-name)`.
    Name(TokRange),
    /// `flush(list)`, `threadprivate(list)`, `allocate(list)`, `declare target(list)`.
    List(Vec<TokRange>),
    /// A metadirective's `when(selector: directive)` clauses in order and its
    /// `default(directive)` (5.0 §2.3.4); a directive is the tokens spelling it.
    Variants {
        when: Vec<(super::context::ContextSelector, TokRange)>,
        default: Option<TokRange>,
    },
    /// `declare mapper([id:] type var)`: the mapper identifier (absent: `default`), the
    /// type's tokens and the variable's name.
    Mapper {
        id: Option<TokRange>,
        ty: TokRange,
        var: TokRange,
    },
    /// `cancel parallel|sections|for|do|taskgroup` (4.5 §2.14.1).
    ConstructType {
        leaf: Leaf,
        at: TokRange,
    },
    /// `declare reduction(id : type-list : combiner)` (4.5 §2.16).
    DeclareReduction {
        id: ReductionId,
        id_range: TokRange,
        types: Vec<TokRange>,
        combiner: TokRange,
    },
}

/// One parsed OpenMP directive line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmpDirective {
    pub kind: OmpDirectiveKind,
    /// The language the line was parsed as (spelling of `for`/`do`, reduction operators).
    pub lang: Lang,
    /// The tokens spelling the directive name.
    pub name: TokRange,
    pub args: OmpDirectiveArgs,
    pub clauses: Vec<OmpClause>,
}

/// Every clause, under its 5.0 name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OmpClauseKind {
    If,
    NumThreads,
    Default,
    Shared,
    Private,
    FirstPrivate,
    LastPrivate,
    Reduction,
    InReduction,
    TaskReduction,
    ProcBind,
    CopyIn,
    CopyPrivate,
    Schedule,
    Collapse,
    Ordered,
    Nowait,
    Linear,
    Safelen,
    Simdlen,
    Aligned,
    Nontemporal,
    Order,
    Final,
    Untied,
    Mergeable,
    Depend,
    /// `doacross(source:)` / `doacross(sink: vec)` on `ordered` (5.2 §15.9.6), the 5.2
    /// spelling of `depend(source)` / `depend(sink: vec)`: the same [`OmpClauseArgs::Depend`].
    Doacross,
    Priority,
    /// `affinity(list)` on `task` (5.0 §2.10.1): a placement hint.
    Affinity,
    /// `detach(event-handle)` on `task` (5.0 §2.10.1): the task completes once its body has
    /// run and the event has been fulfilled (`omp_fulfill_event`).
    Detach,
    Grainsize,
    NumTasks,
    Nogroup,
    /// `ordered threads` / `ordered simd` (4.5 §2.13.8).
    Threads,
    Simd,
    Hint,
    Filter,
    // atomic clauses and memory orders (5.0 §2.17.7)
    Read,
    Write,
    Update,
    Capture,
    /// 5.1 §2.19.7: `compare` (a conditional update), `fail(memory-order)` (the order of a
    /// failed comparison) and `weak` (the comparison may fail spuriously).
    Compare,
    Fail,
    Weak,
    /// `destroy` on `depobj` (5.0 §2.17.10.1; 5.2 `destroy(obj)`).
    Destroy,
    SeqCst,
    AcqRel,
    Release,
    Acquire,
    Relaxed,
    // device (4.5 §2.10, 5.0 §2.12)
    Map,
    Device,
    IsDevicePtr,
    HasDeviceAddr,
    UseDevicePtr,
    UseDeviceAddr,
    Defaultmap,
    UsesAllocators,
    ThreadLimit,
    NumTeams,
    DistSchedule,
    Bind,
    /// `target update to(list)`, `declare target to(list)`.
    To,
    From,
    Link,
    Enter,
    DeviceType,
    // memory management (5.0 §2.11)
    Allocate,
    Allocator,
    /// `match(context-selector)` of `declare variant` (5.0 §2.3.5).
    Match,
    Align,
    // requires (5.0 §2.4)
    UnifiedAddress,
    UnifiedSharedMemory,
    ReverseOffload,
    DynamicAllocators,
    AtomicDefaultMemOrder,
    // declare simd (4.5 §2.8.2), declare reduction (4.5 §2.16)
    Uniform,
    Inbranch,
    Notinbranch,
    Initializer,
}

impl OmpClauseKind {
    pub fn name(self) -> &'static str {
        crate::omp::names::clause_name(self)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmpClause {
    pub kind: OmpClauseKind,
    /// The clause name token.
    pub name: TokRange,
    /// The whole clause, name through closing parenthesis.
    pub span: TokRange,
    pub args: OmpClauseArgs,
}

/// `default(shared|none|private|firstprivate)` (4.5 §2.15.3.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DataSharing {
    Shared,
    None,
    Private,
    FirstPrivate,
}

/// `proc_bind(master|close|spread|primary)` (4.5 §2.5.2; `primary` is 5.1's `master`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProcBind {
    Master,
    Primary,
    Close,
    Spread,
}

/// The directive-name modifier of `if` (4.5 §2.12).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IfModifier {
    Parallel,
    Task,
    Taskloop,
    Target,
    TargetData,
    TargetEnterData,
    TargetExitData,
    TargetUpdate,
    Cancel,
    Simd,
    Teams,
}

/// Reduction operators; the language's spelling is checked by `check_omp`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OmpReductionOp {
    Add,
    Sub,
    Mul,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Max,
    Min,
    /// Fortran `.eqv.` / `.neqv.`
    Eqv,
    Neqv,
}

/// A reduction-identifier (4.5 §2.15.3.6): an operator or intrinsic, or the name of a
/// `declare reduction` (a C identifier, a Fortran identifier or `.op.`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReductionId {
    Op(OmpReductionOp),
    User(SmolStr),
}

/// `reduction([modifier,] id: list)` modifiers (5.0 §2.19.5.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ReductionModifier {
    Default,
    Inscan,
    Task,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScheduleKind {
    Static,
    Dynamic,
    Guided,
    Auto,
    Runtime,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScheduleModifier {
    Monotonic,
    Nonmonotonic,
    Simd,
}

/// `linear` modifiers (4.5 §2.15.3.7; `val`, `ref`, `uval`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum LinearModifier {
    Val,
    Ref,
    Uval,
}

/// The dependence-type of `depend` (4.5 §2.13.9, 5.0 §2.17.11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DependKind {
    In,
    Out,
    Inout,
    Mutexinoutset,
    Depobj,
    /// `depend(source)` on `ordered`.
    Source,
    /// `depend(sink: vec)` on `ordered`.
    Sink,
    /// `doacross(sink: omp_cur_iteration - 1)` (5.2 §15.9.6; also spelled with `depend`):
    /// the lexicographically previous iteration of the doacross nest; no vector.
    SinkPrevious,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MapType {
    To,
    From,
    Tofrom,
    Alloc,
    Release,
    Delete,
}

impl MapType {
    /// The spelling in a `map` clause (the one name every diagnostic and dump uses).
    pub fn name(self) -> &'static str {
        match self {
            MapType::To => "to",
            MapType::From => "from",
            MapType::Tofrom => "tofrom",
            MapType::Alloc => "alloc",
            MapType::Release => "release",
            MapType::Delete => "delete",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapModifier {
    Always,
    /// 5.0 §2.19.7.1.
    Close,
    /// 5.1.
    Present,
    /// `mapper(name)` (5.0): the name.
    Mapper(TokRange),
}

/// `defaultmap(behavior[: category])` (4.5 §2.15.5.2, 5.0 §2.19.7.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DefaultmapBehavior {
    Alloc,
    To,
    From,
    Tofrom,
    FirstPrivate,
    None,
    Default,
    Present,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DefaultmapCategory {
    Scalar,
    Aggregate,
    Pointer,
}

/// `device_type(host|nohost|any)` on `declare target` (5.0 §2.12.7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DeviceTypeKind {
    Host,
    Nohost,
    Any,
}

/// `bind(teams|parallel|thread)` on `loop` (5.0 §2.9.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BindKind {
    Teams,
    Parallel,
    Thread,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MemOrder {
    SeqCst,
    AcqRel,
    Release,
    Acquire,
    Relaxed,
}

/// One `uses_allocators` item: `allocator[(traits-array)]` (5.0 §2.12.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsesAllocator {
    pub allocator: TokRange,
    pub traits: Option<TokRange>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OmpClauseArgs {
    /// No parentheses (`nowait`, `untied`, `seq_cst`, a bare `ordered`).
    None,
    /// `match(selector)`.
    Match(super::context::ContextSelector),
    /// One host expression: `num_threads(n)`, `collapse(2)`, `device(d)`, `hint(h)`, …
    Expr(TokRange),
    /// A variable list: `shared`, `private`, `copyin`, `is_device_ptr`, `to`, `link`, …
    Vars(Vec<TokRange>),
    If {
        modifier: Option<(IfModifier, TokRange)>,
        condition: TokRange,
    },
    Default(DataSharing),
    ProcBind(ProcBind),
    /// `reduction`, `in_reduction`, `task_reduction`.
    Reduction {
        modifier: Option<ReductionModifier>,
        id: ReductionId,
        /// The identifier's tokens, for language-spelling checks.
        id_range: TokRange,
        vars: Vec<TokRange>,
    },
    LastPrivate {
        conditional: bool,
        vars: Vec<TokRange>,
    },
    Schedule {
        modifiers: Vec<ScheduleModifier>,
        kind: ScheduleKind,
        chunk: Option<TokRange>,
    },
    /// `dist_schedule(static[, chunk])`.
    DistSchedule {
        chunk: Option<TokRange>,
    },
    Linear {
        modifier: Option<LinearModifier>,
        vars: Vec<TokRange>,
        step: Option<TokRange>,
    },
    Aligned {
        vars: Vec<TokRange>,
        alignment: Option<TokRange>,
    },
    Depend {
        kind: DependKind,
        /// The `iterator(…)` modifier (5.0), as written.
        iterator: Option<TokRange>,
        /// Locators; for `sink`, the iteration vector.
        vars: Vec<TokRange>,
    },
    Map {
        modifiers: Vec<MapModifier>,
        /// `None` when no map-type is written (the default is `tofrom`).
        map_type: Option<MapType>,
        vars: Vec<TokRange>,
    },
    Defaultmap {
        behavior: DefaultmapBehavior,
        category: Option<DefaultmapCategory>,
    },
    /// `allocate([allocator:] list)` (5.0) or `allocate(allocator(a)[, align(n)]: list)` (5.1).
    Allocate {
        allocator: Option<TokRange>,
        align: Option<TokRange>,
        vars: Vec<TokRange>,
    },
    UsesAllocators(Vec<UsesAllocator>),
    DeviceType(DeviceTypeKind),
    Bind(BindKind),
    /// `order(concurrent)`, the only 5.0 order.
    OrderConcurrent,
    /// `atomic_default_mem_order(…)`.
    MemOrder(MemOrder),
}
