//! The `loop` construct on the host (OpenMP 5.0 §2.9.5): what a `loop` region binds to, and
//! so which host construct runs it. In a target region the device translation
//! (`omp_device`) decides instead.
//!
//! "If the bind clause is not present on the construct and the loop construct is closely
//! nested inside a teams or parallel construct, the binding region is the corresponding teams
//! or parallel region. If none of those conditions hold, the binding region is not defined":
//! gcc and clang refuse that case (a `bind` clause is required), and so does oxacc.

use oxacc_directives::omp::{BindKind, Leaf};

use crate::rules::Violation;

const SPEC: &str = "OpenMP 5.0 §2.9.5";

/// The host construct a `loop` region is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopBinding {
    /// Binds to the innermost parallel region: a worksharing loop of its team, with the
    /// barrier at its end (the region's threads all encounter it, as a `for`'s).
    Parallel,
    /// Binds to the encountering thread: it runs every iteration, in any order (a `simd`
    /// loop's hint).
    Thread,
    /// Binds to the innermost teams region, a host league (5.0 §2.7): the league's teams
    /// share the iterations, and each team's threads its own (run as `distribute parallel
    /// for`, [`crate::omp_league::LeagueBody::Distribute`]).
    Teams,
}

/// The binding of a `loop` construct. `combined` is `parallel loop`; `enclosing` lists the
/// leaves of the constructs around it, outermost first (only `parallel` and `teams` matter
/// to the rule: the innermost of them, when it is the closest enclosing construct).
pub fn loop_binding(
    bind: Option<BindKind>,
    combined: bool,
    enclosing: &[Leaf],
) -> Result<LoopBinding, Violation> {
    // A `loop` bound to teams must be closely nested in that teams region (§2.9.5
    // restrictions), `teams loop` included: `enclosing` ends with its `teams` leaf.
    let teams = || {
        match enclosing.last() {
        Some(Leaf::Teams) => Ok(LoopBinding::Teams),
        _ => Err(Violation::new(
            "'loop' with 'bind(teams)' must be closely nested in a 'teams' region",
            format!("{SPEC}: if the bind argument is teams, the binding region is the innermost enclosing teams region"),
        )),
    }
    };
    match (bind, combined) {
        (Some(BindKind::Parallel) | None, true) => Ok(LoopBinding::Parallel),
        (Some(BindKind::Thread), true) => Err(Violation::new(
            "'parallel loop bind(thread)' is not supported",
            format!("{SPEC}: every thread of the region would run every iteration; write 'parallel' and a 'loop bind(thread)' inside it"),
        )),
        (Some(BindKind::Teams), true) => Err(Violation::new(
            "'parallel loop bind(teams)' is not valid",
            format!("{SPEC}: the loop region of 'parallel loop' binds to its parallel region"),
        )),
        (Some(BindKind::Parallel), false) => Ok(LoopBinding::Parallel),
        (Some(BindKind::Thread), false) => Ok(LoopBinding::Thread),
        (Some(BindKind::Teams), false) => teams(),
        (None, false) => match enclosing.last() {
            Some(Leaf::Parallel) => Ok(LoopBinding::Parallel),
            Some(Leaf::Teams) => teams(),
            _ => Err(Violation::new(
                "'loop' without a 'bind' clause must be closely nested in a 'parallel' or 'teams' construct",
                format!("{SPEC}: otherwise its binding region is not defined; say 'bind(parallel)' or 'bind(thread)'"),
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binding_follows_the_clause_then_the_closest_construct() {
        use LoopBinding as B;
        assert_eq!(loop_binding(None, true, &[]), Ok(B::Parallel));
        assert_eq!(
            loop_binding(None, false, &[Leaf::Parallel]),
            Ok(B::Parallel)
        );
        assert_eq!(
            loop_binding(Some(BindKind::Thread), false, &[Leaf::Parallel]),
            Ok(B::Thread)
        );
        assert_eq!(
            loop_binding(Some(BindKind::Parallel), false, &[]),
            Ok(B::Parallel)
        );
        assert!(loop_binding(None, false, &[]).is_err());
        assert!(loop_binding(None, false, &[Leaf::Parallel, Leaf::For]).is_err());
        assert!(loop_binding(Some(BindKind::Teams), false, &[]).is_err());
        assert_eq!(loop_binding(None, false, &[Leaf::Teams]), Ok(B::Teams));
        assert_eq!(
            loop_binding(Some(BindKind::Teams), false, &[Leaf::Teams]),
            Ok(B::Teams)
        );
        assert!(loop_binding(Some(BindKind::Thread), true, &[]).is_err());
    }
}
