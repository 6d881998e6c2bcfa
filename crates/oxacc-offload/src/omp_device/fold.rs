//! Nested device constructs that are one combined construct (docs/design.md decision 128):
//! a `target`, `target teams` or `target parallel` whose statement is only a `teams` or loop
//! construct, down to a loop, carrying a user-defined reduction (4.5 §2.16) or
//! `lastprivate(conditional:)` (5.0 §2.19.4.5). With nothing between the constructs, the
//! nest computes what the combined construct of its leaves computes (5.0 §2.13: a combined
//! construct is the nest of its leaves, each clause on the leaves it applies to), so the
//! front ends lower it as that combined construct, whose league runs such clauses through
//! partial results (`omp_target_udr`, `omp_target_conditional`). Apart, the loop would be a
//! construct nested in a compute construct, whose threads cannot wait for the other teams
//! before a combination.

use oxacc_directives::omp::{
    Leaf, MapType, OmpClauseArgs, OmpClauseKind as CK, OmpDirective, OmpDirectiveKind as OK,
    ReductionId,
};
use oxacc_directives::TokRange;

/// Whether `ls`, the leaves of a nest in order, spell a combined target loop construct.
fn combined_target_loop(ls: &[Leaf]) -> bool {
    use Leaf::*;
    matches!(
        ls,
        [Target, Teams, Distribute]
            | [Target, Teams, Distribute, Simd]
            | [Target, Teams, Distribute, Parallel, For]
            | [Target, Teams, Distribute, Parallel, For, Simd]
            | [Target, Teams, Loop]
            | [Target, Parallel, For]
            | [Target, Parallel, For, Simd]
            | [Target, Parallel, Loop]
    )
}

/// Whether a clause of an enclosing construct of the nest means the same on the combined
/// construct: its data-mapping, device and bounds clauses, and `reduction`, `shared`. Its
/// `private`/`firstprivate`/`lastprivate`/`default`/`allocate` would give per-team copies
/// that the combined construct gives per thread, so such a nest stays apart.
fn outer_clause_folds(k: CK) -> bool {
    matches!(
        k,
        CK::Map
            | CK::If
            | CK::Device
            | CK::Defaultmap
            | CK::Nowait
            | CK::Depend
            | CK::NumTeams
            | CK::ThreadLimit
            | CK::NumThreads
            | CK::ProcBind
            | CK::Reduction
            | CK::Shared
            | CK::IsDevicePtr
            | CK::HasDeviceAddr
    )
}

/// Whether `c` needs the partial results of a league: a user-defined reduction or
/// `lastprivate(conditional:)`.
fn needs_partials(c: &oxacc_directives::omp::OmpClause) -> bool {
    super::is_user_reduction(c) || super::is_conditional_lastprivate(c)
}

/// A list item of directive `i` of a nest, for [`fold_nest`]'s `same`.
pub type NestItem = (usize, TokRange);

/// Whether the nest `chain` (each construct's statement is only the next one; the last is
/// a loop construct) is lowered as its combined construct (see the module documentation),
/// and then the clauses (their `span`s, per construct) to leave out of it: a `reduction` of
/// an enclosing construct whose every variable an inner construct reduces with the same
/// identifier (`teams reduction(op: x)` around `distribute parallel for reduction(op: x)`:
/// one reduction of the combined construct). `same` says whether two list items designate
/// the same variable. `None`: the constructs stay apart.
pub fn fold_nest(
    chain: &[OmpDirective],
    same: &dyn Fn(NestItem, NestItem) -> bool,
) -> Option<Vec<Vec<TokRange>>> {
    if chain.len() < 2 || !chain.iter().flat_map(|d| &d.clauses).any(needs_partials) {
        return None;
    }
    let mut leaves = Vec::new();
    for d in chain {
        let OK::Construct(c) = d.kind else {
            return None;
        };
        leaves.extend(c.leaves());
    }
    if !combined_target_loop(&leaves) {
        return None;
    }
    let outer = &chain[..chain.len() - 1];
    if outer
        .iter()
        .flat_map(|d| &d.clauses)
        .any(|c| !outer_clause_folds(c.kind))
    {
        return None;
    }
    // The combined construct maps the variables of such clauses tofrom (5.0 §2.19.7); in
    // the nest, a variable of an inner construct's is the target's, which makes a scalar it
    // does not map firstprivate (4.5 §2.15.5) and keeps the result from the host. The nest
    // folds when its target maps each such variable back (`tofrom`/`from`), where the two
    // agree.
    let mapped_back: Vec<NestItem> = chain
        .iter()
        .enumerate()
        .flat_map(|(i, d)| d.clauses.iter().map(move |c| (i, c)))
        .filter_map(|(i, c)| match &c.args {
            OmpClauseArgs::Map {
                map_type: None | Some(MapType::Tofrom | MapType::From),
                vars,
                ..
            } => Some(vars.iter().map(move |&v| (i, v))),
            _ => None,
        })
        .flatten()
        .collect();
    for (i, d) in chain.iter().enumerate() {
        if matches!(d.kind, OK::Construct(c) if c.has(Leaf::Target)) {
            continue;
        }
        for c in d.clauses.iter().filter(|c| needs_partials(c)) {
            let vars = match &c.args {
                OmpClauseArgs::Reduction { vars, .. } | OmpClauseArgs::LastPrivate { vars, .. } => {
                    vars
                }
                _ => return None,
            };
            if !vars
                .iter()
                .all(|&v| mapped_back.iter().any(|&m| same((i, v), m)))
            {
                return None;
            }
        }
    }
    let reductions = |i: usize| {
        chain[i].clauses.iter().filter_map(move |c| match &c.args {
            OmpClauseArgs::Reduction { id, vars, .. } if c.kind == CK::Reduction => {
                Some((c.span, id, vars))
            }
            _ => None,
        })
    };
    let mut drop = vec![Vec::new(); chain.len()];
    for (i, left_out) in drop.iter_mut().enumerate().take(outer.len()) {
        for (span, id, vars) in reductions(i) {
            // Reduced again inside with the same identifier: the inner clause is the one.
            let again = |v: TokRange| {
                (i + 1..chain.len()).find_map(|j| {
                    reductions(j).find_map(|(_, jid, jvars)| {
                        jvars
                            .iter()
                            .any(|&w| same((i, v), (j, w)))
                            .then_some(same_id(id, jid))
                    })
                })
            };
            let found: Vec<Option<bool>> = vars.iter().map(|&v| again(v)).collect();
            if found.contains(&Some(false)) {
                // Another identifier for the same variable: not one reduction.
                return None;
            }
            if found.iter().all(|f| *f == Some(true)) {
                left_out.push(span);
            } else if found.iter().any(|f| f.is_some()) {
                return None;
            }
        }
    }
    Some(drop)
}

fn same_id(a: &ReductionId, b: &ReductionId) -> bool {
    match (a, b) {
        (ReductionId::Op(x), ReductionId::Op(y)) => x == y,
        (ReductionId::User(x), ReductionId::User(y)) => x == y,
        _ => false,
    }
}
