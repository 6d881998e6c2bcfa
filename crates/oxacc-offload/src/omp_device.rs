//! OpenMP 4.5 device constructs (§2.10) as OpenACC directives, so that they run through the
//! same checks, lowering and OIR passes as OpenACC (docs/openmp.md "Device constructs"):
//! a front end parses `#pragma omp target …` with the OpenMP model, asks [`translate`] for the
//! OpenACC directive that does the same (clause arguments stay token ranges into the same
//! line), and hands that to its OpenACC path.
//!
//! The mapping of parallelism: a `target` region is a compute construct (`parallel` when its
//! body is a league of teams or a parallel loop, `serial` otherwise: code of a `target` region
//! outside `teams` runs once), `teams` is the gangs of that construct, `distribute` a `gang`
//! loop, `parallel for` and `simd` `vector` loops (a `parallel for` whose body nests a `simd`
//! loop a `worker` loop: [`loop_levels`]). Map types become data clauses:
//! `to`/`from`/`tofrom`/`alloc` → `copyin`/`copyout`/`copy`/`create`, `release` → `delete`,
//! `delete` → `delete` + `finalize`, `always` → the `always` modifier (OpenACC 3.3 §2.7.4).
//!
//! **Invariant:** knows no host language, like the rest of the crate.

use oxacc_directives::omp::{
    DataSharing, DefaultmapBehavior, DefaultmapCategory, IfModifier, Leaf, MapModifier, MapType,
    OmpClause, OmpClauseArgs, OmpClauseKind as CK, OmpDirective, OmpDirectiveKind as OK,
    OmpReductionOp, ReductionId,
};
use oxacc_directives::{
    AtomicKind, Clause, ClauseArgs, ClauseKind as AK, DefaultKind, Directive, DirectiveArgs,
    DirectiveKind as DK, Modifier, OmpImplicitRule, ReductionOp, TokRange,
};

use crate::rules::Violation;

const SPEC: &str = "OpenMP 4.5";

/// Where a device directive is, as far as the translation cares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Region {
    /// Not inside a `target` region.
    Host,
    /// Directly in a `target` region run by one thread (an OpenACC `serial` construct).
    TargetSerial,
    /// In a `target` region whose body is a league (`parallel`), outside `teams`.
    TargetLeague,
    /// In a `target` region whose body is one `teams` construct (an OpenACC `data` region:
    /// the `teams` construct is the compute construct).
    TargetTeams,
    /// Inside `teams` (each team is a gang).
    Teams,
    /// Inside a `parallel` region of a target region: every thread of the team runs it
    /// (4.5 §2.5), one iteration each of the region's thread loop ([`Form::ThreadRegion`]).
    Threads,
}

/// How a front end records a translation beside the OpenACC directive itself.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// The OpenACC directive is all.
    Acc,
    /// A `parallel` region (not a loop) in a target region: the statement is the body of a
    /// `loop vector independent` over the team's threads, `0 ≤ t < T` (T: the gang's
    /// threads; [`crate::lower::thread_region`]), so that each thread runs it once; the
    /// directive is that loop, which the front end lowers itself, without a `for` statement.
    ThreadRegion,
    /// `target parallel` (not a loop): the directive is the compute construct (`parallel`) of
    /// one gang, the team whose threads run the parallel region (the lowering adds
    /// `num_gangs(1)`: [`crate::lower::one_team`]), and its statement is a
    /// [`Form::ThreadRegion`]; with `private`, `firstprivate` or `reduction` it is a `serial`
    /// construct (a team of one thread).
    ComputeThreadRegion,
    /// A `target` whose statement is one `parallel` region (not a loop): a `parallel` compute
    /// construct of one gang ([`crate::lower::one_team`]), whose statement holds that region.
    OneTeam,
    /// A worksharing `for` in a [`Form::ThreadRegion`] (4.5 §2.7.1): a `loop seq` whose
    /// iterations `lo + (t + k·T)·step` are thread t's share ([`crate::lower::thread_share`]).
    SplitLoop,
}

/// What a directive becomes: this OpenACC directive; `region` is what nested directives see.
#[derive(Clone, Debug)]
pub struct Translation {
    pub directive: Directive,
    pub region: Region,
    pub form: Form,
    /// `device(n)`: the construct runs on device `n` (the front end evaluates it and brackets
    /// the construct with `__oxacc_omp_device_begin/end`, docs/abi.md).
    pub device: Option<TokRange>,
    /// `lastprivate(list)` on a loop (4.5 §2.15.3.5): the variables are `private` in the
    /// OpenACC loop (and, on a combined `target` construct, mapped `tofrom`, 5.0 §2.19.7);
    /// the front end stores each one's value in the sequentially last iteration
    /// ([`crate::omp_host::is_last_iteration`]) into the variable outside the loop.
    pub lastprivate: Vec<TokRange>,
    /// `reduction(id: list)` clauses naming user-defined reductions (4.5 §2.16) on a
    /// combined target loop construct, whose variables are mapped tofrom (5.0 §2.19.7). The
    /// combiner is host-language code, which no OpenACC reduction carries: the front end
    /// lowers the `parallel loop` with [`crate::omp_target_udr::user_reduction_partials`]
    /// (partial results of the league's threads, then their combination). With
    /// `lastprivate` too the construct is a `serial loop` (one team of one thread, a
    /// conforming number of both), and the front end runs
    /// [`crate::omp_host::user_reduction_one_thread`] around the loop in that thread.
    pub user_reductions: Vec<OmpClause>,
    /// `use_device_ptr(list)`/`use_device_addr(list)` on a `target data` with other clauses
    /// (4.5 §2.10.1, 5.0 §2.12.2: the map clauses take effect first): the directive is the data
    /// region of the other clauses, and the front end lowers its statement inside a
    /// `host_data use_device(list)` region (OpenACC 3.3 §2.8).
    pub use_device: Vec<TokRange>,
}

/// Whether `c` is a `reduction` clause naming a user-defined reduction (4.5 §2.16).
pub fn is_user_reduction(c: &OmpClause) -> bool {
    matches!(
        c.args,
        OmpClauseArgs::Reduction {
            id: ReductionId::User(_),
            ..
        }
    )
}

/// Whether a directive is for the device (and so is handled here rather than on the host).
pub fn is_device(d: &OmpDirective) -> bool {
    match d.kind {
        OK::Construct(c) => {
            c.has(Leaf::Target)
                || c.has(Leaf::TargetData)
                || c.has(Leaf::Teams)
                || c.has(Leaf::Distribute)
        }
        OK::TargetEnterData | OK::TargetExitData | OK::TargetUpdate => true,
        _ => false,
    }
}

/// The OpenACC `declare` data clause a `declare target` list gives its variables (OpenMP 4.5
/// §2.10.6, 5.0 §2.12.7), for the list of `clause` (`None`: the directive's own extended
/// list): a device copy for the whole program, as a global's `declare` (OpenACC 3.3 §2.13),
/// that starts with the host's initial value (`to`/`enter`, and the extended list, as
/// `copyin`) or is made on demand by a map (`link`). `None` for the other clauses
/// (`device_type`: oxacc compiles every procedure that device code calls for the device and
/// keeps every one on the host). Procedures in the lists need nothing, for the same reason.
pub fn declare_target_data(clause: Option<CK>) -> Option<AK> {
    match clause {
        None | Some(CK::To | CK::Enter) => Some(AK::CopyIn),
        Some(CK::Link) => Some(AK::Link),
        Some(_) => None,
    }
}

/// The barrier at the end of a worksharing loop (4.5 §2.7.1) in a parallel region inside a
/// `distribute` loop: it needs every thread of the gang to run one iteration of the region's
/// thread loop, which such a region does not get on the GPU (the gang loop may go to the
/// gang's workers, each running many threads' iterations).
pub fn barrier_in_distribute() -> Violation {
    Violation::new(
        "the barrier at the end of a worksharing loop in a parallel region inside a 'distribute' loop is not supported yet",
        "OpenMP 4.5 §2.7.1: add 'nowait' when the code after the loop does not read what other threads wrote in it, or make the loop the last statement of the region",
    )
}

/// Whether a `target` construct's statement is one `teams` construct.
pub fn target_body_is_teams(first: Option<&OmpDirective>) -> bool {
    matches!(first.map(|d| d.kind), Some(OK::Construct(c)) if c.leaves().next() == Some(Leaf::Teams))
}

/// Whether a `target` construct whose statement starts with `first` runs a league of gangs
/// (`first` is the directive its body consists of, if it is only one directive).
pub fn target_body_is_league(first: Option<&OmpDirective>) -> bool {
    let Some(OK::Construct(c)) = first.map(|d| d.kind) else {
        return false;
    };
    let leaves: Vec<Leaf> = c.leaves().collect();
    match leaves.first() {
        Some(Leaf::Teams) => true,
        // `target` + `parallel for`: one team whose threads share the loop.
        Some(Leaf::Parallel) => leaves.contains(&Leaf::For) || leaves.contains(&Leaf::Loop),
        _ => false,
    }
}

/// Whether a `target` construct's statement is one `parallel` region that is not a loop
/// (a team of threads: [`Form::OneTeam`]).
pub fn target_body_is_parallel_region(first: Option<&OmpDirective>) -> bool {
    matches!(first.map(|d| d.kind), Some(OK::Construct(c)) if c.single() == Some(Leaf::Parallel))
}

fn unsupported(what: impl std::fmt::Display) -> Violation {
    Violation::new(
        format!("{what} is not supported yet"),
        format!("{SPEC} §2.10: oxacc runs device constructs through its OpenACC implementation (docs/openmp.md)"),
    )
}

fn clause_at(kind: AK, name: TokRange, args: ClauseArgs) -> Clause {
    Clause {
        kind,
        name,
        span: name,
        legacy: None,
        args,
    }
}

fn clause(kind: AK, c: &OmpClause, args: ClauseArgs) -> Clause {
    Clause {
        kind,
        name: c.name,
        span: c.span,
        legacy: None,
        args,
    }
}

fn vars(kind: AK, c: &OmpClause, modifiers: Vec<Modifier>, vars: &[TokRange]) -> Clause {
    clause(
        kind,
        c,
        ClauseArgs::Vars {
            modifiers,
            vars: vars.to_vec(),
        },
    )
}

/// `map-type` on a construct (4.5 §2.15.5.1) as the OpenACC data clause with the same
/// effect on entry and exit; `finalize` is added for `delete`.
pub fn map_clause(dk: DK, map_type: Option<MapType>) -> Result<(AK, bool), Violation> {
    use MapType as M;
    let t = map_type.unwrap_or(M::Tofrom);
    Ok(match (dk, t) {
        (DK::EnterData, M::To | M::Tofrom) => (AK::CopyIn, false),
        (DK::EnterData, M::Alloc) => (AK::Create, false),
        (DK::ExitData, M::From | M::Tofrom) => (AK::CopyOut, false),
        (DK::ExitData, M::Release) => (AK::Delete, false),
        (DK::ExitData, M::Delete) => (AK::Delete, true),
        // Other map types on enter/exit data, and `release`/`delete` elsewhere, are
        // rejected by the directive checks (`oxacc_directives::check_omp`) before this.
        (_, M::Release | M::Delete) | (DK::EnterData | DK::ExitData, _) => {
            return Err(unsupported(format!("map type '{}' here", map_name(t))))
        }
        (_, M::To) => (AK::CopyIn, false),
        (_, M::From) => (AK::CopyOut, false),
        (_, M::Tofrom) => (AK::Copy, false),
        (_, M::Alloc) => (AK::Create, false),
    })
}

fn map_name(t: MapType) -> &'static str {
    match t {
        MapType::To => "to",
        MapType::From => "from",
        MapType::Tofrom => "tofrom",
        MapType::Alloc => "alloc",
        MapType::Release => "release",
        MapType::Delete => "delete",
    }
}

fn reduction_op(op: OmpReductionOp) -> Option<ReductionOp> {
    match op {
        OmpReductionOp::Eqv | OmpReductionOp::Neqv => None,
        op => Some(crate::omp_host::reduction_op(op)),
    }
}

/// The OpenACC levels a loop construct's iterations are shared at.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Levels {
    gang: bool,
    worker: bool,
    vector: bool,
    /// The iterations a gang runs are in order ([`simd_safelen`]).
    in_order: bool,
}

impl Levels {
    fn any(self) -> bool {
        self.gang || self.worker || self.vector
    }
}

/// Whether `d` is a `simd` construct whose iterations are vector lanes (4.5 §2.8.1): one
/// with the `simd` leaf, unless `safelen` keeps its iterations in order ([`simd_safelen`]).
pub fn is_simd(d: &OmpDirective) -> bool {
    let OK::Construct(c) = d.kind else {
        return false;
    };
    let leaves: Vec<Leaf> = c.leaves().collect();
    leaves.contains(&Leaf::Simd) && !simd_safelen(d, &leaves)
}

/// Whether the thread loop of `leaves` (`for`, `loop`: its iterations go to the threads of a
/// team) has the worker level when its statement nests a `simd` construct.
fn threads_are_workers(leaves: &[Leaf]) -> bool {
    (leaves.contains(&Leaf::For) || leaves.contains(&Leaf::Loop)) && !leaves.contains(&Leaf::Simd)
}

/// The leaves of a construct that share out loop iterations, as OpenACC levels. A thread
/// loop (`parallel for`) is a `vector` loop, unless its statement nests a `simd` loop
/// (`nests_simd`, asked only then): then, as nvc and clang do, the team's threads are the
/// workers and the `simd` loop's iterations the vector lanes (OpenACC 3.3 §2.9.3, §2.9.4),
/// so that the `simd` loop does not run sequentially in each thread. (`parallel for simd` is
/// one loop, whose iterations are the vector lanes.)
fn loop_levels(leaves: &[Leaf], region: Region, nests_simd: &dyn Fn() -> bool) -> Levels {
    let gang = leaves.contains(&Leaf::Distribute)
        // `parallel for` directly in a `target` region that is one team: the threads of
        // that team are the whole league.
        || (region == Region::TargetLeague && leaves.first() == Some(&Leaf::Parallel));
    let threads = region != Region::Threads
        && (leaves.contains(&Leaf::For)
            || leaves.contains(&Leaf::Simd)
            || leaves.contains(&Leaf::Loop));
    let worker = threads && threads_are_workers(leaves) && nests_simd();
    Levels {
        gang,
        worker,
        vector: threads && !worker,
        in_order: false,
    }
}

/// `safelen(k)` on a loop whose only vector level is its `simd` (4.5 §2.8.1: iterations
/// fewer than k apart may depend on each other, which SIMD lanes respect and a `vector` loop's
/// independent iterations do not): the loop keeps its other levels and runs its iterations
/// in order within them. With `for` (a vector loop already) the iterations the threads share
/// are independent, as `for` requires, and `safelen` changes nothing.
///
/// In order means one thread: the GPU's lanes run a whole vector length of iterations at
/// once, and a `distribute simd` loop left `gang independent` would be made a thread loop on
/// the device (acc-schedule's implicit vector level of an innermost independent loop), so a
/// gang level comes with the `OmpInOrder` marker ([`Levels::in_order`]): the gangs share the
/// iterations, each runs its share in order in one thread. (`simdlen` is a preference, not a
/// permission to depend: nothing to do.)
fn simd_safelen(d: &OmpDirective, leaves: &[Leaf]) -> bool {
    leaves.contains(&Leaf::Simd)
        && !leaves.contains(&Leaf::For)
        && !leaves.contains(&Leaf::Loop)
        && d.clauses.iter().any(|c| c.kind == CK::Safelen)
}

/// `default(private|firstprivate)` (5.1 §2.21.4.1): every thread of a `parallel` gets its own
/// copies, which the threads of a gang do not have yet: a combined loop construct with it
/// shares its iterations among teams of one thread (a conforming number), whose copies are
/// the gang's.
fn own_copies(d: &OmpDirective) -> bool {
    d.clauses.iter().any(|c| {
        matches!(
            c.args,
            OmpClauseArgs::Default(DataSharing::Private | DataSharing::FirstPrivate)
        )
    })
}

/// The OpenACC form of a device directive at `region`, with where an error is. `body` is the
/// directive its statement consists of, if it is only one directive (used by `target`
/// alone); `nests_simd` says whether its statement has a construct for which [`is_simd`]
/// holds anywhere inside (asked of thread loops only, [`loop_levels`]).
pub fn translate(
    d: &OmpDirective,
    region: Region,
    body: Option<&OmpDirective>,
    nests_simd: &dyn Fn() -> bool,
) -> Result<Translation, (Violation, TokRange)> {
    let body_teams = target_body_is_teams(body);
    let body_league = target_body_is_league(body);
    let at = |v: Violation| (v, d.name);
    let none = Levels::default();
    let mut form = Form::Acc;
    let (kind, inner, levels) = match d.kind {
        OK::TargetEnterData => (DK::EnterData, region, none),
        OK::TargetExitData => (DK::ExitData, region, none),
        OK::TargetUpdate => (DK::Update, region, none),
        OK::Construct(c) if c.has(Leaf::TargetData) => {
            let use_device = |k| matches!(k, CK::UseDevicePtr | CK::UseDeviceAddr);
            if d.clauses.iter().all(|c| use_device(c.kind)) {
                // `use_device_ptr(p)`: OpenACC's `host_data use_device(p)` (4.5 §2.10.1).
                (DK::HostData, region, none)
            } else {
                // With map clauses: a data region around the host_data region
                // ([`Translation::use_device`]).
                (DK::Data, region, none)
            }
        }
        OK::Construct(c) => {
            let leaves: Vec<Leaf> = c.leaves().collect();
            if leaves.first() == Some(&Leaf::Target) {
                if region != Region::Host {
                    return Err(at(Violation::new(
                        "'#pragma omp target' cannot be nested inside a target region",
                        format!("{SPEC} §2.10.4: target constructs may not be nested"),
                    )));
                }
                let rest = &leaves[1..];
                let mut levels = loop_levels(rest, Region::TargetLeague, nests_simd);
                if levels.vector && simd_safelen(d, rest) {
                    levels.vector = false;
                    levels.in_order = true;
                }
                // (`gang` alone is set for any `parallel` in a league.)
                let looped = levels.any()
                    && rest.iter().any(|l| {
                        matches!(l, Leaf::For | Leaf::Simd | Leaf::Loop | Leaf::Distribute)
                    });
                match rest.first() {
                    // `target` around `teams`: the target's data clauses make a data region
                    // and the teams construct is the compute construct, with its own
                    // clauses (`num_teams`, `reduction`, `private`, …).
                    None if body_teams => (DK::Data, Region::TargetTeams, none),
                    None if body_league => (DK::Parallel, Region::TargetLeague, none),
                    // `target` around a `parallel` region: one team, whose threads run it.
                    None if target_body_is_parallel_region(body) => {
                        form = Form::OneTeam;
                        (DK::Parallel, Region::TargetLeague, none)
                    }
                    None => (DK::Serial, Region::TargetSerial, none),
                    Some(Leaf::Teams) if !looped => (DK::Parallel, Region::Teams, none),
                    // A user-defined reduction with `lastprivate`: one thread runs the loop
                    // ([`Translation::user_reductions`]), whose last iteration is its last.
                    Some(Leaf::Teams | Leaf::Parallel)
                        if looped
                            && d.clauses.iter().any(is_user_reduction)
                            && d.clauses.iter().any(|c| c.kind == CK::LastPrivate) =>
                    {
                        (DK::SerialLoop, Region::TargetSerial, none)
                    }
                    Some(Leaf::Teams | Leaf::Parallel) if looped => {
                        (DK::ParallelLoop, Region::Teams, levels)
                    }
                    // `target parallel`: one team (a `parallel` construct of one gang) whose
                    // threads run the statement. Its `private`, `firstprivate` and
                    // `reduction` clauses give each thread its copy (4.5 §2.11.5), which the
                    // threads of a gang do not have yet: with them the team is one thread (a
                    // `serial` construct), whose copies are the gang's.
                    Some(Leaf::Parallel) if rest.len() == 1 => {
                        form = Form::ComputeThreadRegion;
                        let per_thread = own_copies(d)
                            || d.clauses.iter().any(|c| {
                                matches!(c.kind, CK::Private | CK::FirstPrivate | CK::Reduction)
                            });
                        let kind = if per_thread { DK::Serial } else { DK::Parallel };
                        (kind, Region::Threads, none)
                    }
                    Some(Leaf::Simd) => (DK::SerialLoop, Region::TargetSerial, none),
                    _ => return Err(at(unsupported(format!("'#pragma omp {}'", c.name(d.lang))))),
                }
            } else {
                if region == Region::Host && leaves.first() == Some(&Leaf::Teams) {
                    // OpenMP 5.0 §2.7 allows a league of teams on the host.
                    return Err(at(unsupported(format!(
                        "OpenMP '{}' outside a target region",
                        c.name(d.lang)
                    ))));
                }
                let mut levels = loop_levels(&leaves, region, nests_simd);
                let in_order = levels.vector && simd_safelen(d, &leaves);
                if in_order {
                    levels.vector = false;
                    levels.in_order = true;
                }
                let worksharing = leaves.contains(&Leaf::For) || leaves.contains(&Leaf::Simd);
                match leaves.first() {
                    // 4.5 §2.5: every thread of the team runs a parallel region.
                    Some(Leaf::Parallel)
                        if leaves.len() == 1
                            && matches!(
                                region,
                                Region::Teams | Region::TargetSerial | Region::TargetLeague
                            ) =>
                    {
                        form = Form::ThreadRegion;
                        let vector = Levels {
                            vector: true,
                            ..none
                        };
                        (DK::Loop, Region::Threads, vector)
                    }
                    Some(Leaf::Parallel) if region == Region::Threads => {
                        return Err(at(unsupported(
                            "a parallel region nested in a parallel region of a target region",
                        )));
                    }
                    // A worksharing loop in a parallel region splits its iterations over the
                    // team's threads (4.5 §2.7.1); `simd` alone runs in each thread.
                    // 5.0 §2.9.5: `loop` in a parallel region binds to it and shares its
                    // iterations among the team's threads, as `for` does.
                    Some(Leaf::For | Leaf::Simd | Leaf::Loop)
                        if region == Region::Threads && (worksharing || leaves == [Leaf::Loop]) =>
                    {
                        if leaves.contains(&Leaf::For) || leaves.contains(&Leaf::Loop) {
                            form = Form::SplitLoop;
                        }
                        (DK::Loop, region, none)
                    }
                    Some(Leaf::Teams) if region != Region::TargetTeams => {
                        return Err(at(Violation::new(
                            "'#pragma omp teams' must be the only statement of its target region",
                            format!("{SPEC} §2.10.7: if a teams construct is nested within a target construct, that target construct must contain no statements or directives outside of the teams construct"),
                        )));
                    }
                    Some(Leaf::Teams) if !levels.any() => (DK::Parallel, Region::Teams, none),
                    Some(Leaf::Teams) => (DK::ParallelLoop, Region::Teams, levels),
                    Some(Leaf::Distribute) if region != Region::Teams => {
                        // gcc: "distribute region must be strictly nested inside teams construct"
                        return Err(at(Violation::new(
                            "distribute region must be strictly nested inside teams construct",
                            format!("{SPEC} §2.10.8: distribute regions must be strictly nested inside teams regions"),
                        )));
                    }
                    _ if levels.any() || in_order => (DK::Loop, region, levels),
                    _ => {
                        return Err(at(unsupported(format!(
                            "'#pragma omp {}' inside a target region",
                            c.name(d.lang)
                        ))))
                    }
                }
            }
        }
        _ => {
            return Err(at(unsupported(format!(
                "'#pragma omp {}'",
                d.kind.name(d.lang)
            ))))
        }
    };
    // A gang loop whose variables get a copy per team (`default(private|firstprivate)`) runs
    // with one thread per team: the threads of a gang have no copies of their own.
    let mut levels = levels;
    if levels.gang && own_copies(d) {
        levels.worker = false;
        levels.vector = false;
    }
    let mut clauses = Vec::new();
    let mut dm = Defaultmap::default();
    let compute = matches!(
        kind,
        DK::Parallel | DK::Serial | DK::ParallelLoop | DK::SerialLoop
    ) || (kind == DK::Data && inner == Region::TargetTeams);
    let mut device = None;
    let mut lastprivate = Vec::new();
    let mut user_reductions = Vec::new();
    let mut use_device = Vec::new();
    {
        if matches!(kind, DK::Loop | DK::ParallelLoop | DK::SerialLoop) {
            let name = d.name;
            let mk = |k| Clause {
                kind: k,
                name,
                span: name,
                legacy: None,
                args: ClauseArgs::None,
            };
            if levels.gang {
                clauses.push(mk(AK::Gang));
            }
            if levels.worker {
                clauses.push(mk(AK::Worker));
            }
            if levels.vector {
                clauses.push(mk(AK::Vector));
            }
            if levels.any() {
                // OpenMP loops are always shared out: their iterations are independent.
                clauses.push(mk(AK::Independent));
                if levels.in_order {
                    // A gang's iterations of a `simd safelen` loop run in order, in one thread.
                    clauses.push(mk(AK::OmpInOrder));
                }
            } else {
                // Run by one thread (its share of a worksharing loop, or a `simd` loop).
                clauses.push(mk(AK::Seq));
            }
        }
    }
    let target_combined = matches!(d.kind, OK::Construct(cc) if cc.has(Leaf::Target));
    for c in &d.clauses {
        if form == Form::ThreadRegion || form == Form::SplitLoop {
            // The threads' own copies and the combination of their results are not there
            // yet: every thread runs with the team's variables. `private` on the region is
            // the thread loop's `private` (each thread's copy, 4.5 §2.15.3.3).
            let own_copy = form == Form::ThreadRegion && c.kind == CK::Private;
            if !own_copy
                && matches!(
                    c.kind,
                    CK::Private
                        | CK::FirstPrivate
                        | CK::LastPrivate
                        | CK::Reduction
                        | CK::CopyIn
                        | CK::Linear
                        | CK::Allocate
                )
            {
                return Err((
                    unsupported(format!(
                        "OpenMP '{}' clause on '#pragma omp {}' {}",
                        c.kind.name(),
                        d.kind.name(d.lang),
                        if form == Form::ThreadRegion {
                            "in a target region"
                        } else {
                            "in a parallel region of a target region"
                        }
                    )),
                    c.span,
                ));
            }
            if form == Form::ThreadRegion && matches!(c.kind, CK::If) {
                // `if(parallel: c)`: how many threads run the region, not what it computes.
                continue;
            }
        }
        if let (CK::Device, OmpClauseArgs::Expr(r)) = (c.kind, &c.args) {
            // On `target data` the front end gives the previous device back where the
            // region's exits meet (`lower::data_region_then`), so a jump out of it does too.
            device = Some(*r);
            continue;
        }
        if let (CK::UseDevicePtr | CK::UseDeviceAddr, OmpClauseArgs::Vars(vs), DK::Data) =
            (c.kind, &c.args, kind)
        {
            use_device.extend(vs.iter().copied());
            continue;
        }
        if let OmpClauseArgs::Defaultmap { behavior, category } = c.args {
            defaultmap(&mut dm, behavior, category).map_err(|v| (v, c.span))?;
            continue;
        }
        if let (
            &OmpClauseArgs::Default(ds @ (DataSharing::FirstPrivate | DataSharing::Private)),
            true,
        ) = (&c.args, compute)
        {
            // 5.1 §2.21.4.1: each variable the region uses without a clause is the
            // construct's own copy (the gang's; the loop of a combined construct runs in one
            // thread per team, [`own_copies`]).
            if target_combined
                && d.clauses
                    .iter()
                    .any(|m| matches!(m.kind, CK::Map | CK::Shared))
            {
                // The variables a combined construct maps would be the teams' own copies
                // too (the map clause is the target's), which oxacc does not make yet.
                return Err((
                    unsupported(
                        "'default(private|firstprivate)' with 'map' or 'shared' on a combined \
                         target construct (the mapped variables would be private in its \
                         teams; put 'teams' in a target construct of its own)",
                    ),
                    c.span,
                ));
            }
            dm.others = Some(if ds == DataSharing::Private {
                OmpImplicitRule::DefaultPrivate
            } else {
                OmpImplicitRule::DefaultFirstprivate
            });
            continue;
        }
        if let (
            OmpClauseArgs::Reduction {
                id: ReductionId::User(_),
                vars: vs,
                ..
            },
            DK::SerialLoop | DK::ParallelLoop,
            // A combined target construct (on a loop construct nested in a target region
            // `translate_clause` refuses the clause).
            true,
        ) = (&c.args, kind, target_combined)
        {
            // 5.0 §2.19.7: on a combined target construct the variable is mapped tofrom.
            clauses.push(vars(AK::Copy, c, vec![Modifier::OmpRefCount], vs));
            user_reductions.push(c.clone());
            continue;
        }
        if let (
            OmpClauseArgs::LastPrivate {
                conditional: false,
                vars: vs,
            },
            DK::Loop | DK::ParallelLoop | DK::SerialLoop,
        ) = (&c.args, kind)
        {
            clauses.push(vars(AK::Private, c, Vec::new(), vs));
            if kind != DK::Loop {
                // 5.0 §2.19.7: on a combined target construct the variable is also mapped
                // tofrom (the value of the last iteration comes back).
                clauses.push(vars(AK::Copy, c, vec![Modifier::OmpRefCount], vs));
            }
            lastprivate.extend(vs.iter().copied());
            continue;
        }
        if let (CK::Shared, OmpClauseArgs::Vars(vs), true) = (c.kind, &c.args, own_copies(d)) {
            // Under `default(private|firstprivate)` a shared variable is the one the enclosing
            // target maps (a combined construct refuses the pair above).
            clauses.push(vars(AK::Present, c, Vec::new(), vs));
            continue;
        }
        clauses.extend(translate_clause(kind, c, d).map_err(|v| (v, c.span))?);
    }
    if matches!(
        kind,
        DK::Parallel | DK::Serial | DK::ParallelLoop | DK::SerialLoop
    ) || (kind == DK::Data && inner == Region::TargetTeams)
    {
        // The implicit rule for scalars of OpenMP (4.5 §2.15.5), on the compute construct
        // and on the data region of a `target` around `teams` (whose map clauses are the
        // target construct's own).
        let rule = match dm {
            Defaultmap {
                scalars_tofrom,
                pointers_tofrom: false,
                others: None,
            } if scalars_tofrom => DefaultKind::OmpScalarsTofrom,
            Defaultmap {
                pointers_tofrom: false,
                others: None,
                ..
            } => DefaultKind::OmpScalarsFirstprivate,
            Defaultmap {
                scalars_tofrom,
                pointers_tofrom,
                others,
            } => DefaultKind::OmpImplicit {
                scalars_tofrom,
                pointers_tofrom,
                others,
            },
        };
        clauses.push(clause_at(AK::Default, d.name, ClauseArgs::Default(rule)));
    }
    let directive = Directive {
        kind,
        name: d.name,
        args: DirectiveArgs::None,
        clauses,
    };
    Ok(Translation {
        directive,
        region: inner,
        form,
        device,
        lastprivate,
        user_reductions,
        use_device,
    })
}

/// What `defaultmap` clauses make of the variables a target region uses without a clause.
#[derive(Copy, Clone, Debug, Default)]
struct Defaultmap {
    scalars_tofrom: bool,
    pointers_tofrom: bool,
    others: Option<OmpImplicitRule>,
}

/// `defaultmap(behavior[: category])` on a target construct (4.5 §2.15.5; 5.0 §2.19.7.2),
/// added to `dm`. For a scalar, which lives only as long as the construct, `from` is `tofrom`
/// whose initial value the program may not read, and `to` and `alloc` are `firstprivate` (a
/// copy of the value whose changes are discarded). Aggregates take the map type (or
/// `firstprivate`). A pointer is a scalar whose value is mapped: `from`/`tofrom` copy it
/// back; otherwise it keeps its default (its value, translated to the device address of what
/// it points to where that is mapped), which `to`, `alloc` and `firstprivate` agree with.
/// `none` and `present` are not supported yet.
fn defaultmap(
    dm: &mut Defaultmap,
    behavior: DefaultmapBehavior,
    category: Option<DefaultmapCategory>,
) -> Result<(), Violation> {
    use DefaultmapBehavior as B;
    use DefaultmapCategory as C;
    use OmpImplicitRule as R;
    if matches!(behavior, B::None | B::Present) {
        return Err(unsupported("'defaultmap' with 'none' or 'present'"));
    }
    let back = matches!(behavior, B::Tofrom | B::From);
    if matches!(category, None | Some(C::Scalar)) && behavior != B::Default {
        dm.scalars_tofrom |= back;
    }
    if matches!(category, None | Some(C::Pointer)) && behavior != B::Default {
        dm.pointers_tofrom |= back;
    }
    if matches!(category, None | Some(C::Aggregate)) {
        let rule = match behavior {
            B::To => Some(R::AggregatesTo),
            B::From => Some(R::AggregatesFrom),
            B::Alloc => Some(R::AggregatesAlloc),
            B::FirstPrivate if category.is_none() => Some(R::AllFirstprivate),
            B::FirstPrivate => Some(R::AggregatesFirstprivate),
            _ => None,
        };
        dm.others = rule.or(dm.others);
    }
    Ok(())
}

/// `private`/`firstprivate` of a `target` whose statement is a teams construct (the target is
/// an OpenACC data region there), as clauses of that teams construct: each team gets the
/// copies. OpenMP gives the target region one copy that its teams share (4.5 §2.15.3.3,
/// §2.15.3.4, §2.15.1.1), which differs only for teams that race on it (teams cannot
/// synchronize, 4.5 §2.10.7). `offset`: where the target directive's tokens start in the
/// token list the teams construct is checked with (its own, then the target's).
pub fn target_privates(target: &OmpDirective, offset: u32) -> Vec<Clause> {
    let shift = |r: TokRange| TokRange {
        start: r.start + offset,
        end: r.end + offset,
    };
    target
        .clauses
        .iter()
        .filter_map(|c| {
            let kind = match c.kind {
                CK::Private => AK::Private,
                CK::FirstPrivate => AK::FirstPrivate,
                _ => return None,
            };
            let OmpClauseArgs::Vars(vs) = &c.args else {
                return None;
            };
            let vs: Vec<TokRange> = vs.iter().map(|&r| shift(r)).collect();
            Some(Clause {
                kind,
                name: shift(c.name),
                span: shift(c.span),
                legacy: None,
                args: ClauseArgs::Vars {
                    modifiers: Vec::new(),
                    vars: vs,
                },
            })
        })
        .collect()
}

/// `#pragma omp atomic` inside a target region: the OpenACC atomic of the same form.
pub fn atomic(d: &OmpDirective) -> Directive {
    let mut kind = AtomicKind::Update;
    for c in &d.clauses {
        kind = match c.kind {
            CK::Read => AtomicKind::Read,
            CK::Write => AtomicKind::Write,
            CK::Capture => AtomicKind::Capture,
            CK::Update => AtomicKind::Update,
            _ => continue,
        };
    }
    Directive {
        kind: DK::Atomic(kind),
        name: d.name,
        args: DirectiveArgs::None,
        clauses: Vec::new(),
    }
}

fn translate_clause(kind: DK, c: &OmpClause, d: &OmpDirective) -> Result<Vec<Clause>, Violation> {
    let cname = c.kind.name();
    let dname = d.kind.name(d.lang);
    if kind == DK::Data && matches!(c.kind, CK::Private | CK::FirstPrivate) {
        // A `target` around `teams` is an OpenACC data region: the clauses go to the teams
        // construct ([`target_privates`]).
        return Ok(Vec::new());
    }
    let one = |cl| Ok(vec![cl]);
    match (&c.args, c.kind) {
        (
            OmpClauseArgs::Map {
                modifiers,
                map_type,
                vars: vs,
            },
            _,
        ) => {
            let (ak, finalize) = map_clause(kind, *map_type)?;
            let mut mods = Vec::new();
            for m in modifiers {
                match m {
                    MapModifier::Always => mods.push(Modifier::Always),
                    // A hint about memory placement.
                    MapModifier::Close => {}
                    _ => return Err(unsupported("this 'map' modifier")),
                }
            }
            // 4.5 §2.15.5: one reference count per item, whatever the construct.
            mods.push(Modifier::OmpRefCount);
            let mut out = vec![vars(ak, c, mods, vs)];
            if finalize {
                out.push(clause(AK::Finalize, c, ClauseArgs::None));
            }
            Ok(out)
        }
        (OmpClauseArgs::Vars(vs), CK::To) if kind == DK::Update => {
            one(vars(AK::Device, c, Vec::new(), vs))
        }
        (OmpClauseArgs::Vars(vs), CK::From) if kind == DK::Update => {
            one(vars(AK::Host, c, Vec::new(), vs))
        }
        (OmpClauseArgs::Vars(vs), CK::UseDevicePtr | CK::UseDeviceAddr) => {
            one(vars(AK::UseDevice, c, Vec::new(), vs))
        }
        (OmpClauseArgs::Vars(vs), CK::IsDevicePtr) => one(vars(AK::DevicePtr, c, Vec::new(), vs)),
        (OmpClauseArgs::Vars(vs), CK::Private) => one(vars(AK::Private, c, Vec::new(), vs)),
        (OmpClauseArgs::Vars(vs), CK::FirstPrivate) => {
            one(vars(AK::FirstPrivate, c, Vec::new(), vs))
        }
        // Shared is what OpenACC does with what is not privatised.
        (_, CK::Shared) => Ok(Vec::new()),
        (OmpClauseArgs::Default(DataSharing::Shared), _) => Ok(Vec::new()),
        // `default(none)` (4.5 §2.15.3.1) asks the program to list every variable; what the
        // construct computes is the same (the front ends check it on the host constructs).
        (OmpClauseArgs::Default(DataSharing::None), _) => Ok(Vec::new()),
        (
            OmpClauseArgs::If {
                modifier,
                condition,
            },
            _,
        ) => {
            let applies = match modifier {
                None => true,
                Some((m, _)) => matches!(
                    m,
                    IfModifier::Target
                        | IfModifier::TargetData
                        | IfModifier::TargetEnterData
                        | IfModifier::TargetExitData
                        | IfModifier::TargetUpdate
                ),
            };
            if !applies {
                // `if(parallel: c)`, `if(simd: c)`: how many threads share the loop, not
                // what it computes (oxacc does not use it on the device).
                return Ok(Vec::new());
            }
            if kind == DK::Loop {
                return Err(unsupported(format!("'if' on '#pragma omp {dname}'")));
            }
            one(clause(AK::If, c, ClauseArgs::Expr(*condition)))
        }
        (
            OmpClauseArgs::Reduction {
                modifier: None,
                id: ReductionId::Op(op),
                vars: vs,
                ..
            },
            CK::Reduction,
        ) => match reduction_op(*op) {
            Some(op) => one(clause(
                AK::Reduction,
                c,
                ClauseArgs::Reduction {
                    op,
                    vars: vs.clone(),
                },
            )),
            None => Err(unsupported("this reduction operator")),
        },
        (
            OmpClauseArgs::Reduction {
                id: ReductionId::User(n),
                ..
            },
            _,
        ) => Err(unsupported(format!(
            "the user-defined reduction '{n}' on '#pragma omp {dname}' (a device construct)"
        ))),
        (OmpClauseArgs::Expr(r), CK::Collapse) => one(clause(
            AK::Collapse,
            c,
            ClauseArgs::Collapse {
                force: false,
                count: *r,
            },
        )),
        (OmpClauseArgs::Expr(r), CK::NumTeams) if kind != DK::Loop => {
            one(clause(AK::NumGangs, c, ClauseArgs::Exprs(vec![*r])))
        }
        // Upper bounds and hints (4.5 §2.10.7, §2.5.1, §2.7.1, §2.10.8): fewer threads or
        // another split of the iterations computes the same.
        (_, CK::NumTeams | CK::ThreadLimit | CK::NumThreads | CK::Schedule | CK::DistSchedule)
        | (_, CK::ProcBind | CK::Simdlen | CK::Aligned | CK::Nontemporal | CK::Order) => {
            Ok(Vec::new())
        }
        // Kept by running the loop's iterations in order ([`simd_safelen`]).
        (_, CK::Safelen) => Ok(Vec::new()),
        // 4.5 §2.10.4: `nowait` allows the target task to be deferred; running it at once
        // (undeferred, in program order) also satisfies every `depend` clause.
        (_, CK::Nowait | CK::Depend) => Ok(Vec::new()),
        _ => Err(unsupported(format!(
            "OpenMP '{cname}' clause on '#pragma omp {dname}'"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_directives::{parse_omp, DirToken, Lang, TokKind};
    use oxacc_source::{FileId, Span};

    /// Words and one-character punctuators are enough for these lines.
    fn lex(src: &str) -> Vec<DirToken> {
        let mut out = Vec::new();
        let b = src.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let start = i;
            let kind = if b[i].is_ascii_whitespace() {
                i += 1;
                continue;
            } else if b[i].is_ascii_alphanumeric() || b[i] == b'_' {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                if b[start].is_ascii_digit() {
                    TokKind::Int
                } else {
                    TokKind::Ident
                }
            } else {
                i += 1;
                TokKind::Punct
            };
            out.push(DirToken {
                kind,
                text: src[start..i].into(),
                span: Span::new(FileId(0), start as u32, i as u32),
            });
        }
        out
    }

    fn tr(src: &str, region: Region, body: Option<&str>) -> Result<Translation, String> {
        let d = parse_omp(&lex(src), Lang::C).expect("parses");
        let body = body.map(|b| parse_omp(&lex(b), Lang::C).expect("parses"));
        translate(&d, region, body.as_ref(), &|| false).map_err(|(v, _)| v.message)
    }

    /// The clauses other than the implicit rule for scalars ([`scalar_rule`]).
    fn shape(t: &Translation) -> (DK, Vec<AK>, Region) {
        let kinds = t
            .directive
            .clauses
            .iter()
            .filter(|c| c.kind != AK::Default)
            .map(|c| c.kind)
            .collect();
        (t.directive.kind, kinds, t.region)
    }

    fn scalar_rule(t: &Translation) -> Option<DefaultKind> {
        t.directive.clauses.iter().find_map(|c| match c.args {
            ClauseArgs::Default(k) => Some(k),
            _ => None,
        })
    }

    #[test]
    fn combined_constructs_become_parallel_loops() {
        let t = tr(
            "target teams distribute parallel for simd map(to: a[0:n]) map(tofrom: b) reduction(+:s)",
            Region::Host,
            None,
        )
        .unwrap();
        assert_eq!(
            shape(&t),
            (
                DK::ParallelLoop,
                vec![
                    AK::Gang,
                    AK::Vector,
                    AK::Independent,
                    AK::CopyIn,
                    AK::Copy,
                    AK::Reduction
                ],
                Region::Teams
            )
        );
        let t = tr("target teams distribute num_teams(4)", Region::Host, None).unwrap();
        assert_eq!(
            shape(&t),
            (
                DK::ParallelLoop,
                vec![AK::Gang, AK::Independent, AK::NumGangs],
                Region::Teams
            )
        );
    }

    #[test]
    fn a_target_region_is_serial_unless_its_body_is_a_league() {
        let serial = tr("target map(from: x)", Region::Host, None).unwrap();
        assert_eq!(serial.directive.kind, DK::Serial);
        let data = tr(
            "target map(from: x)",
            Region::Host,
            Some("teams num_teams(2)"),
        )
        .unwrap();
        assert_eq!(data.directive.kind, DK::Data);
        let teams = tr("teams num_teams(2) reduction(+:s)", data.region, None).unwrap();
        assert_eq!(
            shape(&teams),
            (
                DK::Parallel,
                vec![AK::NumGangs, AK::Reduction],
                Region::Teams
            )
        );
        let dist = tr("distribute parallel for", Region::Teams, None).unwrap();
        assert_eq!(dist.directive.kind, DK::Loop);
        let league = tr("target", Region::Host, Some("parallel for")).unwrap();
        assert_eq!(league.directive.kind, DK::Parallel);
        let pf = tr("parallel for", league.region, None).unwrap();
        assert_eq!(
            shape(&pf).1,
            vec![AK::Gang, AK::Vector, AK::Independent],
            "the one team's threads are the whole league"
        );
    }

    #[test]
    fn a_thread_loop_nesting_simd_is_a_worker_loop() {
        let levels = |src: &str, region: Region, nests_simd: bool| {
            let d = parse_omp(&lex(src), Lang::C).expect("parses");
            let t = translate(&d, region, None, &|| nests_simd)
                .unwrap_or_else(|(v, _)| panic!("{v:?}"));
            shape(&t)
                .1
                .into_iter()
                .filter(|k| matches!(k, AK::Gang | AK::Worker | AK::Vector | AK::Seq))
                .collect::<Vec<_>>()
        };
        let combined = "target teams distribute parallel for map(to: a)";
        assert_eq!(
            levels(combined, Region::Host, false),
            [AK::Gang, AK::Vector]
        );
        assert_eq!(levels(combined, Region::Host, true), [AK::Gang, AK::Worker]);
        assert_eq!(levels("parallel for", Region::Teams, true), [AK::Worker]);
        assert_eq!(
            levels("distribute parallel for", Region::Teams, true),
            [AK::Gang, AK::Worker]
        );
        assert_eq!(
            levels("target parallel for", Region::Host, true),
            [AK::Gang, AK::Worker]
        );
        // The simd loop is the thread loop itself: its iterations are the lanes.
        let simd = "target teams distribute parallel for simd";
        assert_eq!(levels(simd, Region::Host, true), [AK::Gang, AK::Vector]);
        assert_eq!(levels("simd", Region::Teams, false), [AK::Vector]);
        assert_eq!(levels("distribute", Region::Teams, true), [AK::Gang]);
    }

    #[test]
    fn a_simd_loop_with_safelen_runs_in_order() {
        let kinds = |src: &str, region: Region| {
            let d = parse_omp(&lex(src), Lang::C).expect("parses");
            let t = translate(&d, region, None, &|| false).unwrap_or_else(|(v, _)| panic!("{v:?}"));
            shape(&t).1
        };
        // The gangs share the iterations; each runs its share in order, not on its threads.
        assert_eq!(
            kinds("distribute simd safelen(2)", Region::Teams),
            [AK::Gang, AK::Independent, AK::OmpInOrder]
        );
        assert_eq!(
            kinds("target teams distribute simd safelen(2)", Region::Host),
            [AK::Gang, AK::Independent, AK::OmpInOrder]
        );
        assert_eq!(kinds("simd safelen(4)", Region::Teams), [AK::Seq]);
        assert_eq!(
            kinds("distribute simd", Region::Teams),
            [AK::Gang, AK::Vector, AK::Independent]
        );
        let simd = |src: &str| is_simd(&parse_omp(&lex(src), Lang::C).expect("parses"));
        assert!(simd("simd reduction(+: s)") && simd("parallel for simd"));
        assert!(!simd("simd safelen(4)") && !simd("parallel for"));
    }

    #[test]
    fn map_types_follow_openmp() {
        let exit = tr(
            "target exit data map(from: a) map(release: b) map(delete: c)",
            Region::Host,
            None,
        )
        .unwrap();
        assert_eq!(
            shape(&exit).1,
            vec![AK::CopyOut, AK::Delete, AK::Delete, AK::Finalize]
        );
        let always = tr("target data map(always, tofrom: a)", Region::Host, None).unwrap();
        match &always.directive.clauses[0].args {
            ClauseArgs::Vars { modifiers, .. } => {
                assert_eq!(modifiers, &vec![Modifier::Always, Modifier::OmpRefCount])
            }
            other => panic!("{other:?}"),
        }
        let upd = tr("target update to(a) from(b)", Region::Host, None).unwrap();
        assert_eq!(shape(&upd).1, vec![AK::Device, AK::Host]);
        let enter = tr(
            "target enter data map(to: a) map(alloc: b)",
            Region::Host,
            None,
        )
        .unwrap();
        assert_eq!(shape(&enter).1, vec![AK::CopyIn, AK::Create]);
    }

    #[test]
    fn misplaced_and_unsupported_device_constructs_are_reported() {
        let e = tr("target", Region::Teams, None).unwrap_err();
        assert!(e.contains("cannot be nested"), "{e}");
        let e = tr("distribute", Region::TargetSerial, None).unwrap_err();
        assert!(e.contains("strictly nested inside teams"), "{e}");
        let e = tr("teams", Region::TargetSerial, None).unwrap_err();
        assert!(e.contains("only statement"), "{e}");
        let t = tr("target data device(1) map(to: a)", Region::Host, None).unwrap();
        assert!(t.device.is_some() && t.directive.kind == DK::Data);
        let t = tr("target device(1)", Region::Host, None).unwrap();
        assert!(t.device.is_some() && shape(&t).1.is_empty());
        let e = tr("single", Region::Teams, None).unwrap_err();
        assert!(e.contains("inside a target region"), "{e}");
        let e = tr("parallel", Region::Threads, None).unwrap_err();
        assert!(e.contains("nested in a parallel region"), "{e}");
        let e = tr("for reduction(+: s)", Region::Threads, None).unwrap_err();
        assert!(e.contains("not supported yet"), "{e}");
        let p = tr("parallel private(t)", Region::Teams, None).unwrap();
        assert_eq!(
            shape(&p).1,
            vec![AK::Vector, AK::Independent, AK::Private],
            "each thread's copy"
        );
        let e = tr("parallel firstprivate(t)", Region::Teams, None).unwrap_err();
        assert!(e.contains("not supported yet"), "{e}");
    }

    #[test]
    fn privates_of_a_target_around_teams_go_to_the_teams() {
        let d = parse_omp(
            &lex("target private(a) map(to: b) firstprivate(c, e)"),
            Lang::C,
        )
        .expect("parses");
        let teams = parse_omp(&lex("teams"), Lang::C).expect("parses");
        let t = translate(&d, Region::Host, Some(&teams), &|| false)
            .unwrap_or_else(|(v, _)| panic!("{v:?}"));
        assert_eq!(
            shape(&t).1,
            vec![AK::CopyIn],
            "only the map stays on the data region"
        );
        let carried = target_privates(&d, 100);
        let kinds: Vec<AK> = carried.iter().map(|c| c.kind).collect();
        assert_eq!(kinds, vec![AK::Private, AK::FirstPrivate]);
        match &carried[1].args {
            ClauseArgs::Vars { vars, .. } => {
                assert_eq!(vars.len(), 2);
                assert!(
                    vars.iter().all(|r| r.start >= 100),
                    "ranges follow the teams' tokens"
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn defaultmap_tofrom_scalar_maps_scalars() {
        let t = tr("target defaultmap(tofrom: scalar)", Region::Host, None).unwrap();
        assert_eq!(scalar_rule(&t), Some(DefaultKind::OmpScalarsTofrom));
        assert!(shape(&t).1.is_empty());
        let d = tr(
            "target defaultmap(firstprivate: scalar) defaultmap(tofrom: aggregate)",
            Region::Host,
            None,
        )
        .unwrap();
        assert_eq!(
            scalar_rule(&d),
            Some(DefaultKind::OmpScalarsFirstprivate),
            "the defaults restated"
        );
        let f = tr("target teams defaultmap(from: scalar)", Region::Host, None).unwrap();
        assert_eq!(scalar_rule(&f), Some(DefaultKind::OmpScalarsTofrom));
        let to = tr("target defaultmap(to: scalar)", Region::Host, None).unwrap();
        assert_eq!(scalar_rule(&to), Some(DefaultKind::OmpScalarsFirstprivate));
        let e = tr("target defaultmap(none)", Region::Host, None).unwrap_err();
        assert!(e.contains("not supported yet"), "{e}");
    }

    #[test]
    fn defaultmap_and_default_give_the_other_variables_a_rule() {
        // 5.0 §2.19.7.2: the aggregates' map type; a pointer's value copied back.
        let to = tr("target defaultmap(to: aggregate)", Region::Host, None).unwrap();
        assert_eq!(
            scalar_rule(&to),
            Some(DefaultKind::OmpImplicit {
                scalars_tofrom: false,
                pointers_tofrom: false,
                others: Some(OmpImplicitRule::AggregatesTo),
            })
        );
        let from = tr("target defaultmap(from)", Region::Host, None).unwrap();
        assert_eq!(
            scalar_rule(&from),
            Some(DefaultKind::OmpImplicit {
                scalars_tofrom: true,
                pointers_tofrom: true,
                others: Some(OmpImplicitRule::AggregatesFrom),
            })
        );
        let fp = tr("target defaultmap(firstprivate)", Region::Host, None).unwrap();
        assert_eq!(
            scalar_rule(&fp),
            Some(DefaultKind::OmpImplicit {
                scalars_tofrom: false,
                pointers_tofrom: false,
                others: Some(OmpImplicitRule::AllFirstprivate),
            })
        );
        // 5.1 §2.21.4.1: own copies, so the loop runs in teams of one thread (no vector level).
        let d = tr(
            "target teams distribute parallel for default(firstprivate)",
            Region::Host,
            None,
        )
        .unwrap();
        assert!(
            !d.directive.clauses.iter().any(|c| c.kind == AK::Vector),
            "{:?}",
            d.directive.clauses
        );
        assert!(d.directive.clauses.iter().any(|c| c.kind == AK::Gang));
        assert!(matches!(
            scalar_rule(&d),
            Some(DefaultKind::OmpImplicit {
                others: Some(OmpImplicitRule::DefaultFirstprivate),
                ..
            })
        ));
        // `target parallel`: a team of one thread, whose copies are the gang's.
        let tp = tr("target parallel default(firstprivate)", Region::Host, None).unwrap();
        assert_eq!(tp.directive.kind, DK::Serial);
        let e = tr(
            "target teams distribute parallel for default(private) map(from: a)",
            Region::Host,
            None,
        )
        .unwrap_err();
        assert!(e.contains("not supported yet"), "{e}");
    }

    #[test]
    fn openmp_compute_constructs_carry_the_scalar_rule() {
        // 4.5 §2.15.5: scalars are firstprivate on every construct a target becomes,
        // including the data region of a target around teams (its maps are the target's).
        for (line, body) in [
            ("target", None),
            ("target teams distribute parallel for", None),
            ("target map(to: a)", Some("teams")),
        ] {
            let t = tr(line, Region::Host, body).unwrap();
            assert_eq!(
                scalar_rule(&t),
                Some(DefaultKind::OmpScalarsFirstprivate),
                "{line}"
            );
        }
        let teams = tr("teams", Region::TargetTeams, None).unwrap();
        assert_eq!(
            scalar_rule(&teams),
            Some(DefaultKind::OmpScalarsFirstprivate)
        );
        for (line, region) in [
            ("target data map(to: a)", Region::Host),
            ("target enter data map(to: a)", Region::Host),
            ("distribute parallel for", Region::Teams),
        ] {
            let t = tr(line, region, None).unwrap();
            assert_eq!(scalar_rule(&t), None, "{line}");
        }
    }

    #[test]
    fn parallel_regions_in_target_regions_are_thread_loops() {
        let p = tr("parallel num_threads(4)", Region::Teams, None).unwrap();
        assert_eq!(p.form, Form::ThreadRegion);
        assert_eq!(
            shape(&p),
            (DK::Loop, vec![AK::Vector, AK::Independent], Region::Threads)
        );
        let f = tr("for schedule(static) nowait", Region::Threads, None).unwrap();
        assert_eq!(f.form, Form::SplitLoop);
        assert_eq!(shape(&f), (DK::Loop, vec![AK::Seq], Region::Threads));
        let s = tr("simd", Region::Threads, None).unwrap();
        assert_eq!((s.form, shape(&s).1), (Form::Acc, vec![AK::Seq]));
        let tp = tr("target parallel map(tofrom: a)", Region::Host, None).unwrap();
        assert_eq!(tp.form, Form::ComputeThreadRegion);
        assert_eq!(shape(&tp), (DK::Parallel, vec![AK::Copy], Region::Threads));
        let one = tr(
            "target parallel reduction(+: s) map(tofrom: s)",
            Region::Host,
            None,
        )
        .unwrap();
        assert_eq!(
            (one.form, one.directive.kind),
            (Form::ComputeThreadRegion, DK::Serial),
            "per-thread copies: one thread"
        );
        let inner = tr("parallel", Region::TargetSerial, None).unwrap();
        assert_eq!(inner.form, Form::ThreadRegion);
        let around = tr("target map(tofrom: a)", Region::Host, Some("parallel")).unwrap();
        assert_eq!(around.form, Form::OneTeam);
        assert_eq!(
            shape(&around),
            (DK::Parallel, vec![AK::Copy], Region::TargetLeague)
        );
        let inner = tr("parallel", around.region, None).unwrap();
        assert_eq!(inner.form, Form::ThreadRegion);
    }
}
