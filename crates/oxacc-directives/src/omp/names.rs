//! The OpenMP vocabulary: every directive name (as a word sequence, per language) and every
//! clause spelling with the shape of its argument.
//!
//! OpenMP directive names are word sequences that share words with clauses (`ordered` is a
//! directive and a clause, `simd` a directive and a clause of `ordered`, `for` a
//! construct-type of `cancel`), so the parser matches the longest name of this table at
//! the start of the line and reads everything after it as clauses.

use std::sync::OnceLock;

use super::ast::{Construct, Leaf, OmpClauseKind, OmpDirectiveKind};
use crate::lexer::same_word;
use crate::Lang;

use Leaf::*;

/// The constructs with a block or loop, one leaf or combined: 4.5 §2.5–§2.13, the combined
/// and composite constructs of 4.5 §2.10.9–§2.10.11 and §2.11, 5.0 §2.13 (`loop` forms,
/// `master taskloop`) and 5.1's `masked` forms.
const CONSTRUCTS: &[&[Leaf]] = &[
    &[Parallel],
    &[For],
    &[Sections],
    &[Single],
    &[Workshare],
    &[Simd],
    &[For, Simd],
    &[Task],
    &[Taskloop],
    &[Taskloop, Simd],
    &[Taskgroup],
    &[Target],
    &[TargetData],
    &[Teams],
    &[Distribute],
    &[Distribute, Simd],
    &[Distribute, Parallel, For],
    &[Distribute, Parallel, For, Simd],
    &[Loop],
    &[Master],
    &[Masked],
    &[Critical],
    &[Atomic],
    &[Ordered],
    &[Parallel, For],
    &[Parallel, For, Simd],
    &[Parallel, Sections],
    &[Parallel, Workshare],
    &[Parallel, Loop],
    &[Parallel, Master],
    &[Parallel, Masked],
    &[Master, Taskloop],
    &[Master, Taskloop, Simd],
    &[Masked, Taskloop],
    &[Masked, Taskloop, Simd],
    &[Parallel, Master, Taskloop],
    &[Parallel, Master, Taskloop, Simd],
    &[Parallel, Masked, Taskloop],
    &[Parallel, Masked, Taskloop, Simd],
    &[Target, Parallel],
    &[Target, Parallel, For],
    &[Target, Parallel, For, Simd],
    &[Target, Parallel, Loop],
    &[Target, Simd],
    &[Target, Teams],
    &[Target, Teams, Distribute],
    &[Target, Teams, Distribute, Simd],
    &[Target, Teams, Distribute, Parallel, For],
    &[Target, Teams, Distribute, Parallel, For, Simd],
    &[Target, Teams, Loop],
    &[Teams, Distribute],
    &[Teams, Distribute, Simd],
    &[Teams, Distribute, Parallel, For],
    &[Teams, Distribute, Parallel, For, Simd],
    &[Teams, Loop],
];

/// The directives that are not constructs with a block.
const OTHERS: &[(&str, OmpDirectiveKind)] = &[
    ("section", OmpDirectiveKind::Section),
    ("barrier", OmpDirectiveKind::Barrier),
    ("taskwait", OmpDirectiveKind::Taskwait),
    ("taskyield", OmpDirectiveKind::Taskyield),
    ("flush", OmpDirectiveKind::Flush),
    ("threadprivate", OmpDirectiveKind::Threadprivate),
    ("cancel", OmpDirectiveKind::Cancel),
    ("cancellation point", OmpDirectiveKind::CancellationPoint),
    ("target enter data", OmpDirectiveKind::TargetEnterData),
    ("target exit data", OmpDirectiveKind::TargetExitData),
    ("target update", OmpDirectiveKind::TargetUpdate),
    ("declare reduction", OmpDirectiveKind::DeclareReduction),
    ("declare simd", OmpDirectiveKind::DeclareSimd),
    ("declare target", OmpDirectiveKind::DeclareTarget),
    ("begin declare target", OmpDirectiveKind::BeginDeclareTarget),
    ("end declare target", OmpDirectiveKind::EndDeclareTarget),
    ("allocate", OmpDirectiveKind::Allocate),
    ("requires", OmpDirectiveKind::Requires),
    ("declare variant", OmpDirectiveKind::DeclareVariant),
    ("metadirective", OmpDirectiveKind::Metadirective),
    ("declare mapper", OmpDirectiveKind::DeclareMapper),
    ("nothing", OmpDirectiveKind::Nothing),
    ("depobj", OmpDirectiveKind::Depobj),
];

/// One directive name: its words and what it means.
pub struct Name {
    pub words: Vec<&'static str>,
    pub kind: OmpDirectiveKind,
}

fn words(construct: &[Leaf], lang: Lang) -> Vec<&'static str> {
    construct
        .iter()
        .flat_map(|l| l.name(lang).split(' '))
        .collect()
}

/// Every directive name of `lang`: Fortran has `do` for `for`, `workshare`, and an `end`
/// directive for every construct (4.5 §2.1); C has none of these. Built once per language.
pub fn directive_names(lang: Lang) -> &'static [Name] {
    static C: OnceLock<Vec<Name>> = OnceLock::new();
    static FORTRAN: OnceLock<Vec<Name>> = OnceLock::new();
    let cell = match lang {
        Lang::C => &C,
        Lang::Fortran => &FORTRAN,
    };
    cell.get_or_init(|| build_directive_names(lang))
}

fn build_directive_names(lang: Lang) -> Vec<Name> {
    let mut out = Vec::new();
    for construct in CONSTRUCTS {
        if lang == Lang::C && construct.contains(&Workshare) {
            continue;
        }
        let kind = Construct::of(construct);
        out.push(Name {
            words: words(construct, lang),
            kind: OmpDirectiveKind::Construct(kind),
        });
        if lang == Lang::Fortran {
            let mut end = vec!["end"];
            end.extend(words(construct, lang));
            out.push(Name {
                words: end,
                kind: OmpDirectiveKind::End(kind),
            });
        }
    }
    if lang == Lang::Fortran {
        out.push(Name {
            words: vec!["allocators"],
            kind: OmpDirectiveKind::Allocators,
        });
    }
    for &(name, kind) in OTHERS {
        out.push(Name {
            words: name.split(' ').collect(),
            kind,
        });
    }
    out
}

/// The shape of a clause's argument, which picks its builder in `clause.rs`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// No parentheses.
    Flag,
    /// `(expr)`, required.
    Expr,
    /// `[(expr)]` (`ordered`).
    OptionalExpr,
    /// `(list)`.
    Vars,
    /// Its own syntax, built by kind.
    Special,
}

const CLAUSES: &[(&str, OmpClauseKind, Shape)] = {
    use OmpClauseKind as K;
    use Shape::*;
    &[
        ("if", K::If, Special),
        ("num_threads", K::NumThreads, Expr),
        ("default", K::Default, Special),
        ("shared", K::Shared, Vars),
        ("private", K::Private, Vars),
        ("firstprivate", K::FirstPrivate, Vars),
        ("lastprivate", K::LastPrivate, Special),
        ("reduction", K::Reduction, Special),
        ("in_reduction", K::InReduction, Special),
        ("task_reduction", K::TaskReduction, Special),
        ("proc_bind", K::ProcBind, Special),
        ("copyin", K::CopyIn, Vars),
        ("copyprivate", K::CopyPrivate, Vars),
        ("schedule", K::Schedule, Special),
        ("collapse", K::Collapse, Expr),
        ("ordered", K::Ordered, OptionalExpr),
        ("nowait", K::Nowait, Flag),
        ("linear", K::Linear, Special),
        ("safelen", K::Safelen, Expr),
        ("simdlen", K::Simdlen, Expr),
        ("aligned", K::Aligned, Special),
        ("nontemporal", K::Nontemporal, Vars),
        ("order", K::Order, Special),
        ("final", K::Final, Expr),
        ("untied", K::Untied, Flag),
        ("mergeable", K::Mergeable, Flag),
        ("depend", K::Depend, Special),
        ("doacross", K::Doacross, Special),
        ("priority", K::Priority, Expr),
        ("affinity", K::Affinity, Vars),
        ("detach", K::Detach, Vars),
        ("grainsize", K::Grainsize, Expr),
        ("num_tasks", K::NumTasks, Expr),
        ("nogroup", K::Nogroup, Flag),
        ("threads", K::Threads, Flag),
        ("simd", K::Simd, Flag),
        ("hint", K::Hint, Expr),
        ("filter", K::Filter, Expr),
        ("read", K::Read, Flag),
        ("write", K::Write, Flag),
        ("update", K::Update, Flag),
        ("capture", K::Capture, Flag),
        ("compare", K::Compare, Flag),
        ("fail", K::Fail, Special),
        ("weak", K::Weak, Flag),
        ("destroy", K::Destroy, OptionalExpr),
        ("seq_cst", K::SeqCst, Flag),
        ("acq_rel", K::AcqRel, Flag),
        ("release", K::Release, Flag),
        ("acquire", K::Acquire, Flag),
        ("relaxed", K::Relaxed, Flag),
        ("map", K::Map, Special),
        ("device", K::Device, Special),
        ("is_device_ptr", K::IsDevicePtr, Vars),
        ("has_device_addr", K::HasDeviceAddr, Vars),
        ("use_device_ptr", K::UseDevicePtr, Vars),
        ("use_device_addr", K::UseDeviceAddr, Vars),
        ("defaultmap", K::Defaultmap, Special),
        ("uses_allocators", K::UsesAllocators, Special),
        ("thread_limit", K::ThreadLimit, Expr),
        ("num_teams", K::NumTeams, Expr),
        ("dist_schedule", K::DistSchedule, Special),
        ("bind", K::Bind, Special),
        ("to", K::To, Vars),
        ("from", K::From, Vars),
        ("link", K::Link, Vars),
        ("enter", K::Enter, Vars),
        ("device_type", K::DeviceType, Special),
        ("allocate", K::Allocate, Special),
        ("allocator", K::Allocator, Expr),
        ("match", K::Match, Special),
        ("align", K::Align, Expr),
        ("unified_address", K::UnifiedAddress, Flag),
        ("unified_shared_memory", K::UnifiedSharedMemory, Flag),
        ("reverse_offload", K::ReverseOffload, Flag),
        ("dynamic_allocators", K::DynamicAllocators, Flag),
        (
            "atomic_default_mem_order",
            K::AtomicDefaultMemOrder,
            Special,
        ),
        ("uniform", K::Uniform, Vars),
        ("inbranch", K::Inbranch, Flag),
        ("notinbranch", K::Notinbranch, Flag),
        ("initializer", K::Initializer, Expr),
    ]
};

pub fn clause(text: &str, lang: Lang) -> Option<(OmpClauseKind, Shape)> {
    CLAUSES
        .iter()
        .find(|(s, ..)| same_word(text, s, lang))
        .map(|&(_, k, shape)| (k, shape))
}

pub fn clause_name(kind: OmpClauseKind) -> &'static str {
    CLAUSES.iter().find(|c| c.1 == kind).map_or("?", |c| c.0)
}

/// Every clause kind, in table order (for the documented table).
#[cfg(test)]
pub fn all_clauses() -> impl Iterator<Item = OmpClauseKind> {
    CLAUSES.iter().map(|c| c.1)
}

/// Every clause spelling, for did-you-mean suggestions.
pub fn clause_spellings() -> impl Iterator<Item = &'static str> {
    CLAUSES.iter().map(|c| c.0)
}
