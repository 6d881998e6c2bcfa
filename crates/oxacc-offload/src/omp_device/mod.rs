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

//! The modules: [`clauses`] is the translation table of single clauses and directives,
//! [`levels`] the rules that give a loop construct its OpenACC levels, [`data_env`] the
//! implicit data-mapping rules (`defaultmap`) and the privates a target hands to its teams.

mod clauses;
mod data_env;
mod fold;
mod levels;
#[cfg(test)]
pub(crate) mod tests;

pub use clauses::{atomic, map_clause};
pub use data_env::target_clauses_to_teams;
pub use fold::{fold_nest, NestItem};
pub use levels::is_simd;

use clauses::{clause_at, translate_clause, unsupported, vars};
use data_env::{defaultmap, Defaultmap};
use levels::{loop_levels, own_copies, simd_safelen, Levels};

use oxacc_directives::omp::{
    BindKind, DataSharing, Leaf, OmpClause, OmpClauseArgs, OmpClauseKind as CK, OmpDirective,
    OmpDirectiveKind as OK, ReductionId,
};
use oxacc_directives::{
    Clause, ClauseArgs, ClauseKind as AK, DefaultKind, Directive, DirectiveArgs,
    DirectiveKind as DK, GangArg, Modifier, OmpImplicitRule, TokRange,
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
    /// `linear(list[: step])` on a worksharing loop in a parallel region of a target region
    /// (4.5 §2.15.3.7), each variable with the step (`None`: 1): the variables are `private`
    /// in the OpenACC loop; the front end reads each one's value before the loop (then the
    /// team's barrier, so that no thread stores the last value first), sets the private copy
    /// to `start + k·step` at the top of logical iteration `k`, and stores the last
    /// iteration's value as for `lastprivate`.
    pub linear: Vec<(TokRange, Option<TokRange>)>,
    /// `reduction(id: list)` clauses naming user-defined reductions (4.5 §2.16) on a
    /// combined target loop construct, whose variables are mapped tofrom (5.0 §2.19.7). The
    /// combiner is host-language code, which no OpenACC reduction carries: the front end
    /// lowers the `parallel loop` with [`crate::omp_target_udr::user_reduction_partials`]
    /// (partial results of the league's threads, then their combination). With
    /// `lastprivate` too the construct is a `serial loop` (one team of one thread, a
    /// conforming number of both), and the front end runs
    /// [`crate::omp_host::user_reduction_one_thread`] around the loop in that thread.
    pub user_reductions: Vec<OmpClause>,
    /// `lastprivate(conditional: list)` clauses (5.0 §2.19.4.5) on a combined target loop
    /// construct that the league runs (decision 115): the variables are mapped tofrom and
    /// the front end lowers the `parallel loop` with
    /// [`crate::omp_udr::UdrHost::omp_conditional_partials`] (each slot's copy and the
    /// number of the last iteration that assigned it, then the latest slot's value).
    pub conditional: Vec<OmpClause>,
    /// `use_device_ptr(list)`/`use_device_addr(list)` on a `target data` with other clauses
    /// (4.5 §2.10.1, 5.0 §2.12.2: the map clauses take effect first): the directive is the data
    /// region of the other clauses, and the front end lowers its statement inside a
    /// `host_data use_device(list)` region (OpenACC 3.3 §2.8).
    pub use_device: Vec<TokRange>,
}

/// The `host_data use_device(list)` region (OpenACC 3.3 §2.8) of a `target data` construct's
/// `use_device_ptr`/`use_device_addr` clauses when it has other clauses too
/// ([`Translation::use_device`]): a front end that lowers constructs one directive at a time
/// opens it inside the data region the translation is, and closes both at the construct's end.
/// `None` when `d` has no such clause.
pub fn use_device_region(d: &OmpDirective) -> Option<Directive> {
    let clauses: Vec<Clause> = d
        .clauses
        .iter()
        .filter_map(|c| match (c.kind, &c.args) {
            (CK::UseDevicePtr | CK::UseDeviceAddr, OmpClauseArgs::Vars(vs)) => {
                Some(vars(AK::UseDevice, c, Vec::new(), vs))
            }
            _ => None,
        })
        .collect();
    (!clauses.is_empty()).then_some(Directive {
        kind: DK::HostData,
        name: d.name,
        args: DirectiveArgs::None,
        clauses,
    })
}

/// Whether `c` is `lastprivate(conditional: list)` (5.0 §2.19.4.5).
fn is_conditional_lastprivate(c: &OmpClause) -> bool {
    matches!(
        c.args,
        OmpClauseArgs::LastPrivate {
            conditional: true,
            ..
        }
    )
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

/// Whether `d`, a construct in a function of a `declare target` directive (4.5 §2.10.6)
/// outside any target region, runs as a device construct: a `parallel` construct (alone or
/// combined: `parallel for`, `parallel loop`, `parallel master`) that the device constructs
/// take ([`translate`] at [`Region::TargetSerial`]). The function is compiled for the device
/// too (docs/gpu.md), where a host OpenMP parallel region (libomp's fork) has no code, and
/// a routine runs in the one thread that calls it: its parallel regions are teams of one
/// thread, which 4.5 §2.5.1 allows, on the host as on the device (the front end answers
/// `omp_get_thread_num()` 0 and `omp_get_num_threads()` 1 in them). Other constructs stay
/// host constructs: an orphaned `for` binds to the caller's team.
pub fn declare_target_parallel(
    d: &OmpDirective,
    body: Option<&OmpDirective>,
    nests_simd: &dyn Fn() -> bool,
    nested: &[OmpDirective],
) -> bool {
    // A construct inside that the device constructs do not run (`critical`, `task`,
    // `sections`, …) keeps the whole region a host construct, as before: the host version of
    // the function still runs it, where a device translation would refuse it.
    let in_team = |n: &OmpDirective| match n.kind {
        OK::Barrier => true,
        OK::Construct(c) => c.leaves().all(|l| {
            matches!(
                l,
                Leaf::Parallel
                    | Leaf::For
                    | Leaf::Loop
                    | Leaf::Simd
                    | Leaf::Master
                    | Leaf::Masked
                    | Leaf::Single
                    | Leaf::Atomic
                    | Leaf::Taskloop
            )
        }),
        _ => false,
    };
    if !nested.iter().all(in_team) {
        return false;
    }
    let OK::Construct(c) = d.kind else {
        return false;
    };
    c.leaves().next() == Some(Leaf::Parallel)
        && !is_device(d)
        && translate(d, Region::TargetSerial, body, nests_simd).is_ok()
}

/// Whether a directive of `kind`, inside a target region, is a task construct the front end keeps as the host
/// construct (`task`, `taskgroup`, `taskwait`, `taskyield`; 4.5 §2.9.1, §2.13.4, §2.13.5):
/// its OIR operation inside the OpenACC construct is then run as an included task by
/// `omp-lower` (oxacc-oir `omp/included.rs`: at once, in the encountering thread, with its
/// own private and firstprivate copies), as clang and nvc run tasks on a GPU. `taskloop` is
/// a loop ([`translate`]). `nothing` (5.1 §2.5.2) stays the host directive too: it has no
/// effect anywhere. So does `critical` (4.5 §2.13.2), which `omp-lower` runs in device code
/// on a spin lock of the name (oxacc-oir `omp/critical.rs`, docs/design.md decision 95).
pub fn included_task(kind: OK) -> bool {
    match kind {
        OK::Taskwait | OK::Taskyield | OK::Nothing => true,
        OK::Construct(c) => matches!(
            c.single(),
            Some(Leaf::Task | Leaf::Taskgroup | Leaf::Critical)
        ),
        _ => false,
    }
}

/// Whether a variable that a task in a target region references without a data-sharing
/// clause, and that is not declared in the task, is firstprivate in it (4.5 §2.15.1.1: it is
/// shared when it is shared by the implicit tasks of the team around the task). gcc's
/// reading, which oxacc follows: the variables of a target region are not shared by such
/// tasks (they are the target's, mapped or firstprivate), so outside a parallel region of
/// the target region they are firstprivate; inside one, those declared in the parallel
/// region (each thread's) are firstprivate and the others shared. Static storage is shared.
pub fn task_implicitly_firstprivate(
    static_storage: bool,
    in_parallel: bool,
    declared_in_parallel: bool,
) -> bool {
    !static_storage && (!in_parallel || declared_in_parallel)
}

/// Whether `d`, a construct of a function of a `declare target` directive outside any
/// parallel, worksharing or target construct of that function, is an orphaned worksharing
/// loop (4.5 §2.7.1: `for`, `for simd`) that runs as a device construct. It binds to the
/// parallel region the function is called in (the caller's team): translated at
/// [`Region::Threads`] ([`Form::SplitLoop`]), and the front end gives each calling thread its
/// share with the thread number and team size of `omp_get_thread_num()` and
/// `omp_get_num_threads()` (OIR `OmpQuery`), which the device answers from the gang's threads
/// and the host from libomp, then the team's barrier unless `nowait`. On the GPU every thread
/// of the gang must call the function (a `target parallel` region without `num_threads`), as
/// in OpenMP every thread of the team encounters the construct. `reduction` (4.5
/// §2.15.3.6; its variable is shared in the caller's team: a global, a static local, a
/// Fortran dummy argument) is the `loop seq`'s, as in a parallel region of a target region:
/// each thread's copy, combined into the variable with one atomic instruction after its
/// share (acc-reduction), before the team's barrier. A loop with a clause the device
/// constructs do not take there (`ordered`, `lastprivate(conditional:)`, …) stays a host
/// construct, as before (no GPU code for a kernel calling it).
pub fn orphaned_worksharing(d: &OmpDirective) -> bool {
    let OK::Construct(c) = d.kind else {
        return false;
    };
    let leaves: Vec<Leaf> = c.leaves().collect();
    (leaves == [Leaf::For] || leaves == [Leaf::For, Leaf::Simd])
        && translate(d, Region::Threads, None, &|| false).is_ok_and(|t| t.form == Form::SplitLoop)
}

/// An orphaned `distribute` of a `declare target` function (5.0 §2.9.4.1: the region binds
/// to the innermost enclosing teams region, the caller's): the calling team's share of the
/// iterations, as an orphaned `for` is the calling thread's share of its team's
/// ([`orphaned_worksharing`]), with the team's number and count in place of the thread's and
/// no barrier at its end (distribute has none). Returns that worksharing loop (a `for` with
/// the clauses of `d` but `dist_schedule`, whose chunks only split the iterations another
/// way), which the front ends translate and lower as an orphaned `for` over the teams.
pub fn orphaned_distribute(d: &OmpDirective) -> Option<OmpDirective> {
    let OK::Construct(c) = d.kind else {
        return None;
    };
    if c.single() != Some(Leaf::Distribute) {
        return None;
    }
    let mut w = d.clone();
    w.kind = OK::Construct(oxacc_directives::omp::Construct::of(&[Leaf::For]));
    w.clauses.retain(|c| c.kind != CK::DistSchedule);
    orphaned_worksharing(&w).then_some(w)
}

/// Whether `d` is a target construct with `in_reduction` (5.0 §2.19.5.6), which the front
/// ends run inside `omp_host::task_reduction_bracket`.
pub fn in_reduction_target(d: &OmpDirective) -> bool {
    matches!(d.kind, OK::Construct(c) if c.has(Leaf::Target))
        && d.clauses.iter().any(|c| c.kind == CK::InReduction)
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

/// Whether `d` has the `taskloop` leaf.
fn leaves_taskloop(d: &OmpDirective) -> bool {
    matches!(d.kind, OK::Construct(c) if c.has(Leaf::Taskloop))
}

/// Whether `d` has the `distribute` leaf (whose gang level `dist_schedule` schedules).
fn leaves_distribute(d: &OmpDirective) -> bool {
    matches!(d.kind, OK::Construct(c) if c.has(Leaf::Distribute))
}

/// The `bind` clause of a `loop` construct (5.0 §2.9.5), if it has one.
fn loop_bind(d: &OmpDirective) -> Option<BindKind> {
    d.clauses.iter().find_map(|c| match c.args {
        OmpClauseArgs::Bind(b) => Some(b),
        _ => None,
    })
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
/// (a team of threads: [`Form::OneTeam`]), `parallel master` included.
pub fn target_body_is_parallel_region(first: Option<&OmpDirective>) -> bool {
    first.is_some_and(|d| {
        matches!(d.kind, OK::Construct(c) if c.single() == Some(Leaf::Parallel))
            || is_parallel_master(d)
    })
}

/// Whether `d` is the combined `parallel master` (5.0 §2.13.1): a parallel region whose
/// statement thread 0 of the team runs, the others doing nothing; `parallel master
/// taskloop [simd]` (5.0 §2.13.4) too, whose loop thread 0 runs as written (the tasks of a
/// taskloop may all run at once in the encountering thread, 4.5 §2.9.2).
pub fn is_parallel_master(d: &OmpDirective) -> bool {
    matches!(d.kind, OK::Construct(c) if parallel_master(c))
}

/// The leaves of [`is_parallel_master`]'s constructs.
pub fn parallel_master(c: oxacc_directives::omp::Construct) -> bool {
    let leaves: Vec<Leaf> = c.leaves().collect();
    matches!(
        leaves.as_slice(),
        [Leaf::Parallel, Leaf::Master]
            | [Leaf::Parallel, Leaf::Master, Leaf::Taskloop]
            | [Leaf::Parallel, Leaf::Master, Leaf::Taskloop, Leaf::Simd]
    )
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
    translate_named(d, region, body, nests_simd, None)
}

/// `shared(vs)` of a combined target construct with `default(private|firstprivate)` (5.1
/// §2.21.4.1, the teams' and the threads' default; `shared` applies to both, 5.0 §2.13):
/// each variable is the one the target maps. A variable a `map` clause of the construct
/// names is that map's (named, the default rule leaves it alone); another is mapped as the
/// target's implicit map of an aggregate, `tofrom` (a scalar, which the target would make
/// firstprivate, is then mapped tofrom too: it differs only when the region writes a shared
/// scalar, which its teams would race on).
fn combined_shared(
    d: &OmpDirective,
    c: &OmpClause,
    vs: &[TokRange],
    same: SameItem<'_>,
) -> Vec<Clause> {
    let mapped: Vec<TokRange> = d
        .clauses
        .iter()
        .filter_map(|m| match &m.args {
            OmpClauseArgs::Map { vars, .. } => Some(vars.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    let unmapped: Vec<TokRange> = vs
        .iter()
        .copied()
        .filter(|&v| !mapped.iter().any(|&m| same(v, m)))
        .collect();
    if unmapped.is_empty() {
        return Vec::new();
    }
    vec![vars(AK::Copy, c, vec![Modifier::OmpRefCount], &unmapped)]
}

/// Whether two list items (token ranges of the directive) designate the same variable or
/// parts of it.
pub type SameItem<'a> = &'a dyn Fn(TokRange, TokRange) -> bool;

/// [`translate`], where the front end can say which list items are the same variable
/// (`same_item`): `default(private|firstprivate)` with `shared` on a combined target
/// construct needs it (a shared variable the construct does not map is mapped as the target
/// maps it; [`combined_shared`]).
pub fn translate_named(
    d: &OmpDirective,
    region: Region,
    body: Option<&OmpDirective>,
    nests_simd: &dyn Fn() -> bool,
    same_item: Option<SameItem<'_>>,
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
                    // With `lastprivate(conditional:)` (5.0 §2.19.4.5) too: the one thread
                    // assigns the variable itself, in iteration order, so it ends with the
                    // value of the last iteration that assigned it. Without a user-defined
                    // reduction the league runs a conditional lastprivate loop through
                    // partial results ([`Translation::conditional`], decision 115).
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
                let bind = loop_bind(d);
                match leaves.first() {
                    // 5.0 §2.9.5: `loop bind(thread)` binds to the encountering thread, which
                    // runs every iteration (as it runs a `simd` loop in a parallel region).
                    Some(Leaf::Loop) if bind == Some(BindKind::Thread) => (DK::Loop, region, none),
                    Some(Leaf::Loop)
                        if bind == Some(BindKind::Teams) && region == Region::Threads =>
                    {
                        return Err(at(unsupported(
                            "'#pragma omp loop bind(teams)' in a parallel region of a target region",
                        )));
                    }
                    // 4.5 §2.5: every thread of the team runs a parallel region; 5.0
                    // §2.13.1 `parallel master`: thread 0 of that team runs its statement
                    // ([`is_parallel_master`]; the front end puts it under `master`).
                    Some(Leaf::Parallel)
                        if (leaves.len() == 1 || is_parallel_master(d))
                            && matches!(
                                region,
                                Region::Teams | Region::TargetSerial | Region::TargetLeague
                            ) =>
                    {
                        form = Form::ThreadRegion;
                        let vector = Levels {
                            vector: true,
                            team_redundant: levels::team_redundant(&leaves, region),
                            ..none
                        };
                        (DK::Loop, Region::Threads, vector)
                    }
                    // 4.5 §2.9.2: the tasks of a `taskloop` may all be run at once by the
                    // encountering thread (undeferred, in order), which shares nothing: a
                    // `loop seq` in that thread. Its task clauses are then hints.
                    Some(Leaf::Taskloop) => (DK::Loop, region, none),
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
    let mut linear = Vec::new();
    let mut user_reductions = Vec::new();
    let mut conditional = Vec::new();
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
                // 4.5 §2.10.8 `dist_schedule(static[, chunk])`: chunks dealt to the teams
                // round-robin, OpenACC's `gang(static: chunk)` (3.3 §2.9.2); without a chunk,
                // at most one chunk per team (`static: *`, acc-outline).
                let chunk = d.clauses.iter().find_map(|c| match c.args {
                    OmpClauseArgs::DistSchedule { chunk } => Some(chunk),
                    _ => None,
                });
                clauses.push(match chunk {
                    Some(chunk) if leaves_distribute(d) => Clause {
                        args: ClauseArgs::Gang(vec![GangArg::Static(chunk)]),
                        ..mk(AK::Gang)
                    },
                    _ => mk(AK::Gang),
                });
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
                if levels.team_redundant {
                    clauses.push(mk(AK::OmpTeamRedundant));
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
            // `private` on the region is the thread loop's `private` (each thread's copy,
            // 4.5 §2.15.3.3); on a worksharing loop it is the `loop seq`'s, and so is
            // `reduction` (4.5 §2.15.3.6): each thread's copy, combined into the team's
            // variable after its share with one atomic instruction (acc-reduction), before the
            // loop's barrier. `allocate` only places such copies (5.0 §2.11.4). The other
            // clauses need copies the threads do not have yet.
            // `firstprivate` (4.5 §2.15.3.4) and `reduction` on the region are the thread
            // loop's: each thread's copy, initialised from the team's variable, or reduced
            // across the team's threads into it. On the worksharing loop `firstprivate` is
            // the `loop seq`'s, initialised once before the thread's share (acc-privatize),
            // `lastprivate` (§2.15.3.5) is stored by the thread that runs the sequentially
            // last iteration ([`Translation::lastprivate`]) and `linear` (§2.15.3.7) is a
            // private copy set at the top of each iteration ([`Translation::linear`]).
            let own_copy = (form == Form::ThreadRegion
                && matches!(
                    c.kind,
                    CK::Private | CK::FirstPrivate | CK::Reduction | CK::Allocate
                ))
                || (form == Form::SplitLoop
                    && matches!(
                        c.kind,
                        CK::Private | CK::FirstPrivate | CK::Reduction | CK::Allocate
                    ))
                || (form == Form::SplitLoop
                    && matches!(
                        c.args,
                        OmpClauseArgs::LastPrivate {
                            conditional: false,
                            ..
                        } | OmpClauseArgs::Linear {
                            modifier: None | Some(oxacc_directives::omp::LinearModifier::Val),
                            ..
                        }
                    ));
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
                        if is_conditional_lastprivate(c) {
                            "lastprivate(conditional:)"
                        } else {
                            c.kind.name()
                        },
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
                && same_item.is_none()
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
        if let (
            OmpClauseArgs::LastPrivate {
                conditional: true,
                vars: vs,
            },
            DK::ParallelLoop,
            true,
        ) = (&c.args, kind, target_combined)
        {
            // A combined target loop run by the league (decision 115): each slot of the
            // partial results has its copy and the number of the last iteration that
            // assigned it; the front end lowers it with
            // `omp_udr::UdrHost::omp_conditional_partials`. Mapped tofrom (5.0 §2.19.7).
            clauses.push(vars(AK::Copy, c, vec![Modifier::OmpRefCount], vs));
            conditional.push(c.clone());
            continue;
        }
        if let (
            OmpClauseArgs::LastPrivate {
                conditional: true,
                vars: vs,
            },
            DK::Loop | DK::SerialLoop,
            false,
        ) = (
            &c.args,
            kind,
            // (5.0 §2.10.2: not on `taskloop`.)
            levels.any() || form == Form::SplitLoop || leaves_taskloop(d),
        ) {
            // A loop one thread runs in order (a combined construct made a `serial loop`
            // above, `simd` in a thread): the variable is assigned in place, which leaves it
            // the value of the last iteration that assigned it (5.0 §2.19.4.5); on a combined
            // target construct it is mapped tofrom (5.0 §2.19.7).
            if kind != DK::Loop {
                clauses.push(vars(AK::Copy, c, vec![Modifier::OmpRefCount], vs));
            }
            continue;
        }
        if let (OmpClauseArgs::Linear { vars: vs, step, .. }, Form::SplitLoop) = (&c.args, form) {
            clauses.push(vars(AK::Private, c, Vec::new(), vs));
            linear.extend(vs.iter().map(|&v| (v, *step)));
            continue;
        }
        if let (CK::Shared, OmpClauseArgs::Vars(vs), true, true, Some(same)) =
            (c.kind, &c.args, own_copies(d), target_combined, same_item)
        {
            clauses.extend(combined_shared(d, c, vs, same));
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
            Defaultmap { none: true, .. } => DefaultKind::None,
            Defaultmap {
                scalars_tofrom,
                pointers_tofrom: false,
                others: None,
                categories,
                ..
            } if scalars_tofrom && categories.is_empty() => DefaultKind::OmpScalarsTofrom,
            Defaultmap {
                pointers_tofrom: false,
                others: None,
                categories,
                ..
            } if categories.is_empty() => DefaultKind::OmpScalarsFirstprivate,
            Defaultmap {
                scalars_tofrom,
                pointers_tofrom,
                others,
                categories,
                ..
            } => DefaultKind::OmpImplicit {
                scalars_tofrom,
                pointers_tofrom,
                others,
                categories,
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
        linear,
        user_reductions,
        conditional,
        use_device,
    })
}
