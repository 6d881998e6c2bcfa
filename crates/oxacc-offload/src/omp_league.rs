//! `teams` on the host (OpenMP 5.0 §2.7, decision 81): a league of teams that is not in a
//! target region, and the `distribute` loops (§2.9.4) and `loop` regions bound to it. The
//! front ends run them as host constructs (`omp.teams`, a distribute `omp.loop`, which
//! `omp-lower` turns into libomp's `__kmpc_fork_teams` and distribute schedules); this module
//! holds what C and Fortran share: which directives are the host league's, the shape of a
//! (combined) league construct, the nesting rules, and which leaf takes each clause.

use oxacc_directives::omp::{Construct, Leaf, OmpClauseKind as CK, OmpDirective, OmpDirectiveKind};

use crate::rules::Violation;

const SPEC: &str = "OpenMP 5.0";

/// Whether `d`, outside any target region, is a construct of a host league: `teams …` or
/// `distribute …` (which must then be in a host `teams`, [`host_nesting`]).
pub fn is_host_league(d: &OmpDirective) -> bool {
    match d.kind {
        OmpDirectiveKind::Construct(c) => {
            !c.has(Leaf::Target)
                && !c.has(Leaf::TargetData)
                && matches!(c.leaves().next(), Some(Leaf::Teams | Leaf::Distribute))
        }
        _ => false,
    }
}

/// What a host league construct runs, below its `teams` leaf.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LeagueBody {
    /// `teams` alone: each team's initial thread runs the statement.
    Plain,
    /// `distribute [simd]` (the teams' initial threads share the iterations) or, with
    /// `parallel_for`, `distribute parallel for [simd]` and a `loop` bound to the teams
    /// (5.0 §2.9.5, which may run as `distribute parallel for`): each team's iterations are
    /// shared by the threads of a parallel region of the team.
    Distribute { parallel_for: bool },
}

/// The shape of a host league construct: whether it has the `teams` leaf, and its body;
/// `None` for leaves that do not make a league construct (`teams for`, …). `loop_in_teams`:
/// the construct is a `loop` bound to a teams region (`teams loop`, or `loop` closely nested
/// in one: [`crate::omp_loop::LoopBinding::Teams`]).
pub fn league_shape(c: Construct, loop_in_teams: bool) -> Option<(bool, LeagueBody)> {
    let mut leaves: Vec<Leaf> = c.leaves().collect();
    let teams = leaves.first() == Some(&Leaf::Teams);
    if teams {
        leaves.remove(0);
    }
    let body = match leaves.as_slice() {
        [] if teams => LeagueBody::Plain,
        [Leaf::Distribute] | [Leaf::Distribute, Leaf::Simd] => LeagueBody::Distribute {
            parallel_for: false,
        },
        [Leaf::Distribute, Leaf::Parallel, Leaf::For]
        | [Leaf::Distribute, Leaf::Parallel, Leaf::For, Leaf::Simd] => {
            LeagueBody::Distribute { parallel_for: true }
        }
        [Leaf::Loop] if loop_in_teams => LeagueBody::Distribute { parallel_for: true },
        _ => return None,
    };
    Some((teams, body))
}

/// What encloses a host construct, for [`host_nesting`]: nothing (the implicit parallel
/// region of the program), a host `teams` region as the closest enclosing region, or another
/// OpenMP region.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Around {
    Nothing,
    Teams,
    Other,
}

/// The nesting rules of host leagues (5.0 §2.7, §2.9.4, 5.1 §2.7 for `atomic`), for a host
/// directive of `kind`: `teams` only outside
/// every OpenMP region (or in a target region, which the device translation checks), a
/// distribute region strictly nested in a teams region, and in a teams region only
/// `distribute`, `parallel`, `loop` and `atomic` regions.
pub fn host_nesting(kind: OmpDirectiveKind, around: Around) -> Result<(), Violation> {
    let first = match kind {
        OmpDirectiveKind::Construct(c) => c.leaves().next(),
        _ => None,
    };
    match first {
        Some(Leaf::Teams) if around != Around::Nothing => Err(Violation::new(
            "'teams' construct must be closely nested inside of 'target' construct or not nested in any OpenMP construct",
            format!("{SPEC} §2.7: a teams region can only be strictly nested within the implicit parallel region or a target region"),
        )),
        // An orphaned distribute (no enclosing construct in its function) binds to the
        // teams region its caller runs in, as gcc and clang accept.
        Some(Leaf::Distribute) if around == Around::Other => Err(Violation::new(
            "distribute region must be strictly nested inside teams construct",
            format!("{SPEC} §2.9.4.1: the binding region of a distribute region is the innermost enclosing teams region, which it must be strictly nested in"),
        )),
        Some(Leaf::Distribute | Leaf::Parallel | Leaf::Loop | Leaf::Atomic) => Ok(()),
        _ if around == Around::Teams => Err(Violation::new(
            "only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region",
            format!("{SPEC} §2.7: distribute, parallel and loop regions (and, in 5.1, atomic regions) are the only OpenMP regions that may be strictly nested inside a teams region"),
        )),
        _ => Ok(()),
    }
}

/// Which parts of a combined host `teams …` construct take clause `k` (5.0 §2.13, 5.2
/// §17.2): `(teams, rest)`, `rest` being the construct below the `teams` leaf (`rest_leaves`;
/// empty for `teams` alone). `num_teams` and `thread_limit` are the teams'; `shared`,
/// `default` and `firstprivate` both (the rest's copies start from the team's);
/// `reduction` the teams' and, when the rest has a parallel region, the rest's too (each
/// thread's partial result goes into its team's, that into the variable); `private` the
/// innermost leaf's; the loop clauses the rest's.
pub fn teams_side(k: CK, rest_leaves: &[Leaf]) -> (bool, bool) {
    if rest_leaves.is_empty() {
        return (true, false);
    }
    let parallel = rest_leaves.contains(&Leaf::Parallel) || rest_leaves.contains(&Leaf::Loop);
    match k {
        CK::NumTeams | CK::ThreadLimit | CK::Allocate => (true, false),
        CK::Shared | CK::Default => (true, parallel),
        CK::FirstPrivate => (true, true),
        CK::Reduction => (true, parallel),
        _ => (false, true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_directives::{parse_omp, Lang};

    fn parsed(text: &str) -> OmpDirective {
        parse_omp(&crate::omp_device::tests::lex(text), Lang::C).expect("parses")
    }

    #[test]
    fn shapes_and_nesting() {
        let d = parsed("teams distribute parallel for");
        assert!(is_host_league(&d));
        let OmpDirectiveKind::Construct(c) = d.kind else {
            panic!()
        };
        assert_eq!(
            league_shape(c, false),
            Some((true, LeagueBody::Distribute { parallel_for: true }))
        );
        assert!(!is_host_league(&parsed("target teams")));
        assert!(host_nesting(parsed("teams").kind, Around::Nothing).is_ok());
        assert!(host_nesting(parsed("teams").kind, Around::Other).is_err());
        assert!(host_nesting(parsed("distribute").kind, Around::Other).is_err());
        assert!(host_nesting(parsed("distribute").kind, Around::Nothing).is_ok());
        assert!(host_nesting(parsed("distribute").kind, Around::Teams).is_ok());
        assert!(host_nesting(parsed("single").kind, Around::Teams).is_err());
        assert!(host_nesting(parsed("parallel for").kind, Around::Teams).is_ok());
        assert_eq!(teams_side(CK::NumTeams, &[Leaf::Distribute]), (true, false));
        assert_eq!(
            teams_side(
                CK::Reduction,
                &[Leaf::Distribute, Leaf::Parallel, Leaf::For]
            ),
            (true, true)
        );
        assert_eq!(
            teams_side(CK::Reduction, &[Leaf::Distribute]),
            (true, false)
        );
        assert_eq!(teams_side(CK::Private, &[Leaf::Distribute]), (false, true));
    }
}
