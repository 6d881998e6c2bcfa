//! The level rules: which OpenACC levels (gang, worker, vector) a loop construct's
//! iterations are shared at (docs/design.md decision 38), and when they run in order.

use oxacc_directives::omp::{
    DataSharing, Leaf, OmpClauseArgs, OmpClauseKind as CK, OmpDirective, OmpDirectiveKind as OK,
};

use super::Region;

/// The OpenACC levels a loop construct's iterations are shared at.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Levels {
    pub(super) gang: bool,
    pub(super) worker: bool,
    pub(super) vector: bool,
    /// The iterations a gang runs are in order ([`simd_safelen`]).
    pub(super) in_order: bool,
    /// Every gang runs all the iterations ([`team_redundant`]).
    pub(super) team_redundant: bool,
}

impl Levels {
    pub(super) fn any(self) -> bool {
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
pub(super) fn loop_levels(
    leaves: &[Leaf],
    region: Region,
    nests_simd: &dyn Fn() -> bool,
) -> Levels {
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
        team_redundant: !gang && team_redundant(leaves, region),
    }
}

/// Whether a construct of `leaves` at `region` is a `parallel` construct nested in a `teams`
/// region, outside `distribute` (which it would combine with): each team runs its own
/// parallel region, whose loop iterations only the threads of that team share (OpenMP 4.5
/// §2.10.7, §2.5), so its thread loop carries the `OmpTeamRedundant` marker (decision 55),
/// which keeps acc-schedule from giving it the implicit gang level of OpenACC 3.3 §2.9.2.
pub(super) fn team_redundant(leaves: &[Leaf], region: Region) -> bool {
    region == Region::Teams
        && leaves.first() == Some(&Leaf::Parallel)
        && !leaves.contains(&Leaf::Distribute)
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
pub(super) fn simd_safelen(d: &OmpDirective, leaves: &[Leaf]) -> bool {
    leaves.contains(&Leaf::Simd)
        && !leaves.contains(&Leaf::For)
        && !leaves.contains(&Leaf::Loop)
        && d.clauses.iter().any(|c| c.kind == CK::Safelen)
}

/// `default(private|firstprivate)` (5.1 §2.21.4.1): every thread of a `parallel` gets its own
/// copies, which the threads of a gang do not have yet: a combined loop construct with it
/// shares its iterations among teams of one thread (a conforming number), whose copies are
/// the gang's.
pub(super) fn own_copies(d: &OmpDirective) -> bool {
    d.clauses.iter().any(|c| {
        matches!(
            c.args,
            OmpClauseArgs::Default(DataSharing::Private | DataSharing::FirstPrivate)
        )
    })
}
