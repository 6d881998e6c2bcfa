//! The clause tables of OpenMP 4.5 §2.5–§2.16 and 5.0 §2.4–§2.19: which clauses each leaf
//! construct and each other directive accepts, how combined constructs combine them (4.5
//! §2.11, 5.0 §2.13: the union of the constituents' clauses, with the listed exceptions),
//! and the spec section of every directive for notes.

use super::ast::{Construct, Leaf, OmpClauseKind, OmpDirectiveKind};
use crate::Lang;

use OmpClauseKind as K;
use OmpDirectiveKind as D;

fn leaf_clauses(leaf: Leaf) -> &'static [OmpClauseKind] {
    match leaf {
        // 4.5 §2.5; allocate 5.0 §2.11.4.
        Leaf::Parallel => &[
            K::If,
            K::NumThreads,
            K::Default,
            K::Private,
            K::FirstPrivate,
            K::Shared,
            K::CopyIn,
            K::Reduction,
            K::ProcBind,
            K::Allocate,
        ],
        // 4.5 §2.7.1; order 5.0 §2.9.2.
        Leaf::For => &[
            K::Private,
            K::FirstPrivate,
            K::LastPrivate,
            K::Linear,
            K::Reduction,
            K::Schedule,
            K::Collapse,
            K::Ordered,
            K::Nowait,
            K::Allocate,
            K::Order,
        ],
        Leaf::Sections => &[
            K::Private,
            K::FirstPrivate,
            K::LastPrivate,
            K::Reduction,
            K::Nowait,
            K::Allocate,
        ],
        Leaf::Single => &[
            K::Private,
            K::FirstPrivate,
            K::CopyPrivate,
            K::Nowait,
            K::Allocate,
        ],
        Leaf::Workshare => &[K::Nowait],
        // 4.5 §2.8.1; if, nontemporal and order 5.0 §2.9.3.1.
        Leaf::Simd => &[
            K::Safelen,
            K::Simdlen,
            K::Linear,
            K::Aligned,
            K::Nontemporal,
            K::Private,
            K::LastPrivate,
            K::Reduction,
            K::Collapse,
            K::If,
            K::Order,
        ],
        // 4.5 §2.9.1; in_reduction 5.0 §2.10.1.
        Leaf::Task => &[
            K::If,
            K::Final,
            K::Untied,
            K::Default,
            K::Mergeable,
            K::Private,
            K::FirstPrivate,
            K::Shared,
            K::Depend,
            K::Priority,
            K::InReduction,
            K::Allocate,
            // 5.0 §2.10.1.
            K::Affinity,
            K::Detach,
        ],
        // 4.5 §2.9.2; reduction and in_reduction 5.0 §2.10.2.
        Leaf::Taskloop => &[
            K::If,
            K::Shared,
            K::Private,
            K::FirstPrivate,
            K::LastPrivate,
            K::Reduction,
            K::InReduction,
            K::Default,
            K::Grainsize,
            K::NumTasks,
            K::Collapse,
            K::Final,
            K::Priority,
            K::Untied,
            K::Mergeable,
            K::Nogroup,
            K::Allocate,
        ],
        Leaf::Taskgroup => &[K::TaskReduction, K::Allocate],
        // 4.5 §2.10.4; in_reduction, allocate, uses_allocators 5.0 §2.12.5; has_device_addr
        // and thread_limit 5.1.
        Leaf::Target => &[
            K::If,
            K::Device,
            K::Private,
            K::FirstPrivate,
            K::InReduction,
            K::Map,
            K::IsDevicePtr,
            K::HasDeviceAddr,
            K::Defaultmap,
            K::Nowait,
            K::Depend,
            K::Allocate,
            K::UsesAllocators,
            K::ThreadLimit,
        ],
        // 4.5 §2.10.1; use_device_addr 5.0 §2.12.2.
        Leaf::TargetData => &[K::If, K::Device, K::Map, K::UseDevicePtr, K::UseDeviceAddr],
        Leaf::Teams => &[
            K::NumTeams,
            K::ThreadLimit,
            K::Default,
            K::Private,
            K::FirstPrivate,
            K::Shared,
            K::Reduction,
            K::Allocate,
        ],
        Leaf::Distribute => &[
            K::Private,
            K::FirstPrivate,
            K::LastPrivate,
            K::Collapse,
            K::DistSchedule,
            K::Allocate,
        ],
        // 5.0 §2.9.5.
        Leaf::Loop => &[
            K::Bind,
            K::Collapse,
            K::Order,
            K::Private,
            K::LastPrivate,
            K::Reduction,
        ],
        Leaf::Master => &[],
        Leaf::Masked => &[K::Filter],
        Leaf::Critical => &[K::Hint],
        // 5.0 §2.17.7.
        Leaf::Atomic => &[
            K::Read,
            K::Write,
            K::Update,
            K::Capture,
            K::Compare,
            K::Fail,
            K::Weak,
            K::SeqCst,
            K::AcqRel,
            K::Release,
            K::Acquire,
            K::Relaxed,
            K::Hint,
        ],
        Leaf::Ordered => &[K::Threads, K::Simd, K::Depend, K::Doacross],
    }
}

fn other_clauses(kind: OmpDirectiveKind) -> &'static [OmpClauseKind] {
    match kind {
        D::Taskwait => &[K::Depend],
        D::Depobj => &[K::Depend, K::Update, K::Destroy],
        D::Flush => &[K::AcqRel, K::Release, K::Acquire, K::SeqCst],
        D::Cancel => &[K::If],
        D::TargetEnterData | D::TargetExitData => &[K::If, K::Device, K::Map, K::Depend, K::Nowait],
        D::TargetUpdate => &[K::If, K::Device, K::To, K::From, K::Nowait, K::Depend],
        D::DeclareReduction => &[K::Initializer],
        D::DeclareSimd => &[
            K::Simdlen,
            K::Linear,
            K::Aligned,
            K::Uniform,
            K::Inbranch,
            K::Notinbranch,
        ],
        D::DeclareTarget => &[K::To, K::Enter, K::Link, K::DeviceType],
        D::BeginDeclareTarget => &[K::DeviceType],
        D::Allocate => &[K::Allocator, K::Align],
        D::Allocators => &[K::Allocate],
        D::DeclareVariant => &[K::Match],
        D::DeclareMapper => &[K::Map],
        D::Requires => &[
            K::UnifiedAddress,
            K::UnifiedSharedMemory,
            K::ReverseOffload,
            K::DynamicAllocators,
            K::AtomicDefaultMemOrder,
        ],
        _ => &[],
    }
}

/// Whether `clause` may appear on `kind`; `Err(note)` when a specific rule forbids it.
pub fn allows(kind: OmpDirectiveKind, clause: OmpClauseKind, lang: Lang) -> Result<(), String> {
    let c = match kind {
        D::Construct(c) => c,
        D::End(c) => return end_allows(c, clause),
        other if other_clauses(other).contains(&clause) => return Ok(()),
        other => return Err(listed_in(other, lang)),
    };
    if !c.leaves().any(|l| leaf_clauses(l).contains(&clause)) {
        return Err(listed_in(kind, lang));
    }
    let worksharing = [Leaf::For, Leaf::Sections, Leaf::Single, Leaf::Workshare];
    let has_worksharing = worksharing.iter().any(|&l| c.has(l));
    // On a combined target construct nowait belongs to target, whose Fortran begin
    // directive takes it (4.5 §2.10.4).
    let end_clause = match clause {
        K::Nowait => !c.has(Leaf::Target),
        K::CopyPrivate => true,
        _ => false,
    };
    if lang == Lang::Fortran && has_worksharing && end_clause {
        return Err(format!(
            "OpenMP 4.5 §2.7: in Fortran, {} is written on the end {} directive",
            clause.name(),
            c.name(lang)
        ));
    }
    if !c.is_combined() {
        return Ok(());
    }
    let rule = match clause {
        // 4.5 §2.11.1–§2.11.4: the combined parallel worksharing constructs end with the
        // parallel region's barrier; nowait is allowed where it applies to target.
        K::Nowait if c.has(Leaf::Parallel) && !c.has(Leaf::Target) => Some(
            "OpenMP 4.5 §2.11.1: a combined parallel worksharing construct accepts the clauses of its parts except nowait",
        ),
        // 4.5 §2.11.5–§2.11.17.
        K::CopyIn if c.has(Leaf::Target) => Some(
            "OpenMP 4.5 §2.11.5: a combined target construct accepts the clauses of its parts except copyin",
        ),
        K::Linear | K::Ordered
            if c.has(Leaf::Distribute) && c.has(Leaf::Parallel) && !c.has(Leaf::Simd) =>
        {
            Some("OpenMP 4.5 §2.10.10: the linear and ordered clauses are not allowed on distribute parallel loop constructs")
        }
        K::Ordered if c.has(Leaf::Distribute) && c.has(Leaf::Parallel) => Some(
            "OpenMP 4.5 §2.10.11: the ordered clause is not allowed on distribute parallel loop SIMD constructs",
        ),
        K::InReduction if c.has(Leaf::Parallel) => Some(
            "OpenMP 5.0 §2.13.8: a parallel master taskloop construct accepts the clauses of its parts except in_reduction",
        ),
        _ => None,
    };
    match rule {
        Some(rule) => Err(rule.to_string()),
        None => Ok(()),
    }
}

/// 4.5 §2.7.1–§2.7.4 (Fortran): `end do [nowait]`, `end sections [nowait]`,
/// `end single [copyprivate(list)] [nowait]`, `end workshare [nowait]`; other end directives
/// take no clauses.
fn end_allows(c: Construct, clause: OmpClauseKind) -> Result<(), String> {
    let single_leaf = c.single();
    let loop_simd = c == Construct::of(&[Leaf::For, Leaf::Simd]);
    let nowait = matches!(
        single_leaf,
        Some(Leaf::For | Leaf::Sections | Leaf::Single | Leaf::Workshare)
    ) || loop_simd;
    match clause {
        K::Nowait if nowait => Ok(()),
        K::CopyPrivate if single_leaf == Some(Leaf::Single) => Ok(()),
        _ => Err(
            "OpenMP 4.5 §2.7: only end do, end do simd, end sections, end single and end workshare take nowait, and only end single takes copyprivate"
                .into(),
        ),
    }
}

fn listed_in(kind: OmpDirectiveKind, lang: Lang) -> String {
    format!(
        "{}: the clauses of {} are listed there",
        section(kind),
        kind.name(lang)
    )
}

/// The section that defines a directive, with its spec version.
pub fn section(kind: OmpDirectiveKind) -> &'static str {
    let c = match kind {
        D::Construct(c) | D::End(c) => c,
        D::Section => return "OpenMP 4.5 §2.7.2",
        D::Barrier => return "OpenMP 4.5 §2.13.3",
        D::Taskwait => return "OpenMP 5.0 §2.17.5",
        D::Taskyield => return "OpenMP 4.5 §2.9.4",
        D::Flush => return "OpenMP 5.0 §2.17.8",
        D::Threadprivate => return "OpenMP 4.5 §2.15.2",
        D::Cancel => return "OpenMP 4.5 §2.14.1",
        D::CancellationPoint => return "OpenMP 4.5 §2.14.2",
        D::TargetEnterData => return "OpenMP 4.5 §2.10.2",
        D::TargetExitData => return "OpenMP 4.5 §2.10.3",
        D::TargetUpdate => return "OpenMP 4.5 §2.10.5",
        D::DeclareReduction => return "OpenMP 4.5 §2.16",
        D::DeclareSimd => return "OpenMP 4.5 §2.8.2",
        D::DeclareTarget | D::EndDeclareTarget => return "OpenMP 4.5 §2.10.6",
        D::BeginDeclareTarget => return "OpenMP 5.1 §2.14.7",
        D::Allocate => return "OpenMP 5.0 §2.11.3",
        D::Allocators => return "OpenMP 5.2 §6.7",
        D::Requires => return "OpenMP 5.0 §2.4",
        D::DeclareVariant => return "OpenMP 5.0 §2.3.5",
        D::Metadirective => return "OpenMP 5.0 §2.3.4",
        D::DeclareMapper => return "OpenMP 5.0 §2.19.7.3",
        D::Nothing => return "OpenMP 5.1 §2.5.2",
        D::Depobj => return "OpenMP 5.0 §2.17.10.1",
    };
    let leaves: Vec<Leaf> = c.leaves().collect();
    use Leaf::*;
    match leaves.as_slice() {
        [Parallel] => "OpenMP 4.5 §2.5",
        [For] => "OpenMP 4.5 §2.7.1",
        [Sections] => "OpenMP 4.5 §2.7.2",
        [Single] => "OpenMP 4.5 §2.7.3",
        [Workshare] => "OpenMP 4.5 §2.7.4",
        [Simd] => "OpenMP 4.5 §2.8.1",
        [For, Simd] => "OpenMP 4.5 §2.8.3",
        [Task] => "OpenMP 4.5 §2.9.1",
        [Taskloop] => "OpenMP 4.5 §2.9.2",
        [Taskloop, Simd] => "OpenMP 4.5 §2.9.3",
        [Taskgroup] => "OpenMP 5.0 §2.17.6",
        [Target] => "OpenMP 4.5 §2.10.4",
        [TargetData] => "OpenMP 4.5 §2.10.1",
        [Teams] => "OpenMP 4.5 §2.10.7",
        [Distribute] => "OpenMP 4.5 §2.10.8",
        [Distribute, Simd] => "OpenMP 4.5 §2.10.9",
        [Distribute, Parallel, For] => "OpenMP 4.5 §2.10.10",
        [Distribute, Parallel, For, Simd] => "OpenMP 4.5 §2.10.11",
        [Loop] => "OpenMP 5.0 §2.9.5",
        [Master] => "OpenMP 4.5 §2.13.1",
        [Masked] => "OpenMP 5.1 §2.8",
        [Critical] => "OpenMP 4.5 §2.13.2",
        [Atomic] => "OpenMP 5.0 §2.17.7",
        [Ordered] => "OpenMP 4.5 §2.13.8",
        [Parallel, For] => "OpenMP 4.5 §2.11.1",
        [Parallel, Sections] => "OpenMP 4.5 §2.11.2",
        [Parallel, Workshare] => "OpenMP 4.5 §2.11.3",
        [Parallel, For, Simd] => "OpenMP 4.5 §2.11.4",
        [Target, Parallel] => "OpenMP 4.5 §2.11.5",
        [Target, Parallel, For] => "OpenMP 4.5 §2.11.6",
        [Target, Parallel, For, Simd] => "OpenMP 4.5 §2.11.7",
        [Target, Simd] => "OpenMP 4.5 §2.11.8",
        [Target, Teams] => "OpenMP 4.5 §2.11.9",
        [Teams, Distribute] => "OpenMP 4.5 §2.11.10",
        [Teams, Distribute, Simd] => "OpenMP 4.5 §2.11.11",
        [Target, Teams, Distribute] => "OpenMP 4.5 §2.11.12",
        [Target, Teams, Distribute, Simd] => "OpenMP 4.5 §2.11.13",
        [Teams, Distribute, Parallel, For] => "OpenMP 4.5 §2.11.14",
        [Target, Teams, Distribute, Parallel, For] => "OpenMP 4.5 §2.11.15",
        [Teams, Distribute, Parallel, For, Simd] => "OpenMP 4.5 §2.11.16",
        [Target, Teams, Distribute, Parallel, For, Simd] => "OpenMP 4.5 §2.11.17",
        [Parallel, Masked, ..] | [Masked, ..] => "OpenMP 5.1 §2.16",
        _ => "OpenMP 5.0 §2.13",
    }
}

/// Clauses that may appear at most once on a directive, with the rule.
pub fn once(clause: OmpClauseKind) -> Option<&'static str> {
    Some(match clause {
        K::NumThreads => "OpenMP 4.5 §2.5: at most one num_threads clause",
        K::Default => "OpenMP 4.5 §2.15.3.1: at most one default clause",
        K::ProcBind => "OpenMP 4.5 §2.5: at most one proc_bind clause",
        K::Schedule => "OpenMP 4.5 §2.7.1: at most one schedule clause",
        K::Collapse => "OpenMP 4.5 §2.7.1: at most one collapse clause",
        K::Ordered => "OpenMP 4.5 §2.7.1: at most one ordered clause",
        K::Nowait => "OpenMP 4.5 §2.7.1: at most one nowait clause",
        K::Safelen => "OpenMP 4.5 §2.8.1: at most one safelen clause",
        K::Simdlen => "OpenMP 4.5 §2.8.1: at most one simdlen clause",
        K::Final => "OpenMP 4.5 §2.9.1: at most one final clause",
        K::Priority => "OpenMP 4.5 §2.9.1: at most one priority clause",
        K::Untied => "OpenMP 4.5 §2.9.1: at most one untied clause",
        K::Mergeable => "OpenMP 4.5 §2.9.1: at most one mergeable clause",
        K::Detach => "OpenMP 5.0 §2.10.1: at most one detach clause",
        K::Grainsize => "OpenMP 4.5 §2.9.2: at most one grainsize clause",
        K::NumTasks => "OpenMP 4.5 §2.9.2: at most one num_tasks clause",
        K::Nogroup => "OpenMP 4.5 §2.9.2: at most one nogroup clause",
        K::Device => "OpenMP 4.5 §2.10.4: at most one device clause",
        K::NumTeams => "OpenMP 4.5 §2.10.7: at most one num_teams clause",
        K::ThreadLimit => "OpenMP 4.5 §2.10.7: at most one thread_limit clause",
        K::DistSchedule => "OpenMP 4.5 §2.10.8: at most one dist_schedule clause",
        K::Hint => "OpenMP 4.5 §2.13.2: at most one hint clause",
        K::Filter => "OpenMP 5.1 §2.8: at most one filter clause",
        K::Bind => "OpenMP 5.0 §2.9.5: at most one bind clause",
        K::Order => "OpenMP 5.0 §2.9.2: at most one order clause",
        K::Threads | K::Simd => "OpenMP 4.5 §2.13.8: at most one threads and one simd clause",
        K::DeviceType => "OpenMP 5.0 §2.12.7: at most one device_type clause",
        K::Allocator => "OpenMP 5.0 §2.11.3: at most one allocator clause",
        K::Align => "OpenMP 5.1 §2.13.3: at most one align clause",
        K::AtomicDefaultMemOrder => "OpenMP 5.0 §2.4: at most one atomic_default_mem_order clause",
        K::Inbranch => "OpenMP 4.5 §2.8.2: at most one inbranch clause",
        K::Notinbranch => "OpenMP 4.5 §2.8.2: at most one notinbranch clause",
        K::Initializer => "OpenMP 4.5 §2.16: at most one initializer clause",
        _ => return None,
    })
}
