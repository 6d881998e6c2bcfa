//! `master`, `masked`, `single` and `barrier` in a target region (OpenMP 4.5 §2.7.3, §2.13.1,
//! §2.13.3; 5.1 §2.16 `masked`): in a parallel region of the target region, thread 0 of the
//! team runs the statement of `master` and `single` (`single` then waits at the team's barrier,
//! [`crate::lower::team_barrier`], unless `nowait`) and `barrier` is the team's barrier;
//! elsewhere in a target region a team is one thread, which runs the statement. The front
//! ends keep these as OpenMP constructs and lower them in the team's thread loop.

use oxacc_directives::omp::{Leaf, OmpClauseKind as CK, OmpDirectiveKind};

use oxacc_oir::{IntCC, Value};
use oxacc_source::Span;

use crate::host::Host;
use crate::omp_device::Region;
use crate::rules::Violation;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamSync {
    Master,
    Single { nowait: bool },
    Barrier,
}

impl TeamSync {
    /// The synchronization a directive with `clauses` is (in Fortran with those of its `end`
    /// directive, where `nowait` is), if it is one oxacc runs in a target region: `masked`
    /// without `filter` is `master` (5.1 §2.16).
    pub fn of(kind: OmpDirectiveKind, clauses: &[CK]) -> Option<TeamSync> {
        Some(match kind {
            OmpDirectiveKind::Barrier => TeamSync::Barrier,
            OmpDirectiveKind::Construct(c) if c.single() == Some(Leaf::Master) => TeamSync::Master,
            // 5.0 §2.13.3 `master taskloop [simd]`: thread 0 runs the loop; its tasks may all
            // run at once in that thread (4.5 §2.9.2), the loop as written.
            kind if is_master_taskloop(kind) => TeamSync::Master,
            OmpDirectiveKind::Construct(c)
                if c.single() == Some(Leaf::Masked) && !clauses.contains(&CK::Filter) =>
            {
                TeamSync::Master
            }
            OmpDirectiveKind::Construct(c) if c.single() == Some(Leaf::Single) => {
                TeamSync::Single {
                    nowait: clauses.contains(&CK::Nowait),
                }
            }
            _ => return None,
        })
    }

    /// Whether the team waits at its barrier after the construct.
    pub fn waits(self) -> bool {
        matches!(self, TeamSync::Barrier | TeamSync::Single { nowait: false })
    }
}

/// `master taskloop [simd]`.
pub fn is_master_taskloop(kind: OmpDirectiveKind) -> bool {
    matches!(kind, OmpDirectiveKind::Construct(c)
        if c.leaves().take(2).eq([Leaf::Master, Leaf::Taskloop]))
}

/// The data clauses of `master taskloop` that a target region does not run yet.
pub const MASTER_TASKLOOP_COPIES: [CK; 7] = [
    CK::Private,
    CK::FirstPrivate,
    CK::LastPrivate,
    CK::Reduction,
    CK::InReduction,
    CK::Linear,
    CK::Allocate,
];

/// A clause of `single` (written `single` as the language does: `#pragma omp single`,
/// `!$omp single`) in a target region that oxacc does not run: all but `nowait`.
pub fn unsupported_single_clause(c: CK, single: &str) -> Option<String> {
    (c != CK::Nowait).then(|| {
        format!(
            "OpenMP '{}' clause on '{single}' in a target region is not supported yet",
            c.name()
        )
    })
}

/// A synchronization directly in a `teams` region (4.5 §2.10.7: only `distribute` and
/// `parallel` regions may be strictly nested in one).
pub fn outside_parallel(region: Region) -> Option<Violation> {
    (region == Region::Teams).then(|| {
        Violation::new(
            "only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region",
            "OpenMP 4.5 §2.10.7: distribute and parallel regions are the only regions that may be strictly nested inside a teams region",
        )
    })
}

/// A barrier (or `single`'s) in a parallel region inside a `distribute` loop: it needs every
/// thread of the gang in one iteration of the region's thread loop, which such a region does
/// not get on the GPU ([`crate::omp_device::barrier_in_distribute`] for a worksharing loop's).
pub fn barrier_in_distribute() -> Violation {
    Violation::new(
        "a barrier in a parallel region inside a 'distribute' loop is not supported yet",
        "OpenMP 4.5 §2.13.3: every thread of the team must reach it; put the parallel region around the distribute loop's body without a barrier, or outside the loop",
    )
}

/// Lowers `sync` around the statements `body` lowers: in a parallel region (`threads`: the
/// thread's number and the team's size, of [`crate::lower::thread_region`]) thread 0 runs
/// them, then the team waits when [`TeamSync::waits`]; elsewhere the team is one thread.
pub fn lower<'m, H: Host<'m>>(
    h: &mut H,
    sync: TeamSync,
    threads: Option<(Value, Value)>,
    span: Span,
    body: impl FnOnce(&mut H),
) {
    let Some((t, team)) = threads else {
        body(h);
        return;
    };
    if sync != TeamSync::Barrier {
        let b = h.builder();
        let ty = b.value_type(t);
        let zero = b.iconst(ty, 0);
        let first = b.icmp(IntCC::Eq, t, zero);
        let (run, done) = (b.create_block(), b.create_block());
        b.cond_br(first, run, &[], done, &[]);
        b.switch_to_block(run);
        body(h);
        h.enter_block(done);
    }
    if sync.waits() && h.is_open() {
        crate::lower::team_barrier(h, team, span);
    }
}
