//! The OpenACC constructs enclosing the statement a front end is checking, innermost last:
//! what the placement, loop-level, `default(none)` and jump rules need to know about them.
//! `D` is the front end's variable identity (C: a declaration id; Fortran: a symbol id).

use std::collections::HashSet;
use std::hash::Hash;

use oxacc_directives::DirectiveKind;
use oxacc_oir::RoutineLevel;
use oxacc_source::Span;

use crate::clause::{self, Clause};
use crate::jumps::{Gotos, JumpFrame};
use crate::rules::{self, is_compute, is_loop, Level, OuterLoop, Placement, Violation};

/// One enclosing construct.
#[derive(Debug)]
pub struct Scope<D> {
    pub kind: DirectiveKind,
    pub span: Span,
    /// The construct for the jump rules.
    pub frame: JumpFrame,
    /// The explicit level of a loop construct.
    pub level: Option<Level>,
    /// The dimension of a gang loop (`gang(dim:d)`; 1 when `dim` is absent, §2.9.2).
    pub gang_dim: u32,
    /// Variables named in the clauses of this construct and of the ones inside it.
    pub named: HashSet<D>,
    pub default_none: Option<Span>,
    /// The compute region the construct is in, for `goto` checks (0: none).
    pub region: u32,
}

impl<D> Scope<D> {
    pub fn is_compute(&self) -> bool {
        is_compute(self.kind)
    }
}

/// The stack of enclosing constructs of one procedure.
#[derive(Debug)]
pub struct Scopes<D> {
    stack: Vec<Scope<D>>,
}

impl<D> Default for Scopes<D> {
    fn default() -> Self {
        Scopes { stack: Vec::new() }
    }
}

impl<D: Copy + Eq + Hash> Scopes<D> {
    /// Inside a compute construct.
    pub fn in_compute(&self) -> bool {
        self.stack.iter().any(|sc| sc.is_compute())
    }

    /// Where a directive met now is, given whether the host is inside one of its loops.
    pub fn placement(&self, in_host_loop: bool) -> Placement {
        Placement {
            in_compute: self.in_compute(),
            in_acc_loop: self.stack.last().is_some_and(|sc| is_loop(sc.kind)),
            in_host_loop,
        }
    }

    /// Enters the construct `kind` with its checked `clauses`, whose variables are `named`;
    /// `loop_depth`/`break_depth` are the host's (for the jump rules). A compute construct
    /// opens a new region in `gotos`.
    #[allow(clippy::too_many_arguments)]
    pub fn enter<E, V, L: PartialEq>(
        &mut self,
        kind: DirectiveKind,
        span: Span,
        clauses: &[Clause<E, V>],
        named: HashSet<D>,
        loop_depth: u32,
        break_depth: u32,
        gotos: &mut Gotos<L>,
    ) {
        for sc in self.stack.iter_mut() {
            sc.named.extend(named.iter().copied());
        }
        let loop_levels = if is_loop(kind) {
            clause::associated_loops(clauses)
        } else {
            0
        };
        let region = if is_compute(kind) {
            gotos.new_region()
        } else {
            self.region()
        };
        self.stack.push(Scope {
            kind,
            span,
            frame: JumpFrame::acc(kind, loop_depth, break_depth, loop_levels),
            level: clause::loop_level(clauses),
            gang_dim: clause::gang_dim(clauses).unwrap_or(1),
            named,
            default_none: clause::default_none(clauses),
            region,
        });
    }

    /// Makes the innermost construct (entered as the `loop` an OpenMP parallel region of a
    /// target region becomes, [`crate::omp_device::Form::ThreadRegion`]) a structured block
    /// for the jump rules: it has no loop statement of its own, so the loops of its body are
    /// the body's (a `break` of them is theirs), and a jump out of it is an error (4.5 §2.1).
    pub fn as_structured_block(&mut self) {
        if let Some(sc) = self.stack.last_mut() {
            sc.frame.loop_levels = 0;
            sc.frame.boundary = true;
        }
    }

    /// Leaves the innermost construct; what it named counts for its parent too.
    pub fn leave(&mut self) -> Option<Scope<D>> {
        let sc = self.stack.pop()?;
        if let Some(parent) = self.stack.last_mut() {
            parent.named.extend(sc.named.iter().copied());
        }
        Some(sc)
    }

    /// The compute region of the innermost construct (0: none).
    pub fn region(&self) -> u32 {
        self.stack.last().map_or(0, |s| s.region)
    }

    /// The constructs for the jump rules, outermost first.
    pub fn frames(&self) -> Vec<JumpFrame> {
        self.stack.iter().map(|sc| sc.frame.clone()).collect()
    }

    /// Every variable the enclosing constructs name.
    pub fn named(&self) -> HashSet<D> {
        self.stack
            .iter()
            .flat_map(|sc| sc.named.iter().copied())
            .collect()
    }

    pub fn clear(&mut self) {
        self.stack.clear();
    }

    /// A loop construct of `level` (`gang(dim:…)` when written) met now, in a procedure
    /// with `routine` level `routine` (directive at the span): the violations, each with
    /// what it concerns besides the loop, as a note (the enclosing loop, or the routine
    /// directive) (§2.9.2–§2.9.4, §2.15.1).
    pub fn loop_level(
        &self,
        level: Level,
        explicit_dim: Option<u32>,
        routine: Option<(RoutineLevel, Span)>,
    ) -> Vec<(Violation, Option<(Span, &'static str)>)> {
        let outer = self
            .stack
            .iter()
            .rev()
            .take_while(|sc| !sc.is_compute() || is_loop(sc.kind))
            .find_map(|sc| sc.level.map(|ol| (ol, sc.gang_dim, sc.span)));
        // The compute construct the loop is in (for kernels, gang loops do not nest).
        let parent = self
            .stack
            .iter()
            .rev()
            .find(|sc| sc.is_compute())
            .map(|sc| sc.kind);
        let in_kernels = matches!(
            parent,
            Some(DirectiveKind::Kernels | DirectiveKind::KernelsLoop)
        );
        let outer_loop = outer.map(|(level, gang_dim, _)| OuterLoop { level, gang_dim });
        let mut out: Vec<_> = rules::loop_nesting(level, explicit_dim, outer_loop, in_kernels)
            .into_iter()
            .map(|(v, about_outer)| {
                let note = outer
                    .filter(|_| about_outer)
                    .map(|o| (o.2, "enclosing loop is here"));
                (v, note)
            })
            .collect();
        if !self.in_compute() {
            if let Some((r, at)) = routine {
                if let Some(v) = rules::loop_in_routine(level, r) {
                    out.push((v, Some((at, "routine directive is here"))));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clause::ClauseArgs;
    use oxacc_directives::ClauseKind;

    fn sp(n: u32) -> Span {
        Span::new(oxacc_source::FileId(0), n, n + 1)
    }

    fn gang() -> Clause<(), ()> {
        Clause {
            kind: ClauseKind::Gang,
            span: sp(0),
            args: ClauseArgs::None,
        }
    }

    #[test]
    fn nesting_through_the_stack() {
        let mut s: Scopes<u32> = Scopes::default();
        let mut g: Gotos<&str> = Gotos::default();
        assert!(!s.placement(false).in_compute);
        s.enter(
            DirectiveKind::Parallel,
            sp(1),
            &[] as &[Clause<(), ()>],
            [1].into(),
            0,
            0,
            &mut g,
        );
        s.enter(
            DirectiveKind::Loop,
            sp(2),
            &[gang()],
            [2].into(),
            0,
            0,
            &mut g,
        );
        assert!(s.placement(false).in_compute && s.placement(false).in_acc_loop);
        // A gang loop inside a gang loop: reported with the enclosing loop's span.
        let v = s.loop_level(Level::Gang, None, None);
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].1, Some((sp(2), "enclosing loop is here")));
        // A worker loop there is fine; the routine level does not matter inside compute.
        assert!(s
            .loop_level(Level::Worker, None, Some((RoutineLevel::Seq, sp(9))))
            .is_empty());
        assert_eq!(s.region(), 1);
        let inner = s.leave().unwrap();
        assert_eq!(inner.kind, DirectiveKind::Loop);
        assert!(s.named().contains(&2));
        s.leave();
        // An orphaned gang loop in a `routine worker` function.
        let v = s.loop_level(Level::Gang, None, Some((RoutineLevel::Worker, sp(9))));
        assert_eq!(v.len(), 1);
        assert_eq!(v[0].1, Some((sp(9), "routine directive is here")));
    }
}
