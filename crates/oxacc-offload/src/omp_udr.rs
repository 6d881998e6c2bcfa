//! User-defined reductions (OpenMP 4.5 §2.16) as a front end lowers them, the part that
//! knows no host language: which clauses name them, the split of a worksharing construct's
//! clauses (its own end must not wait before the combination), and the protocol of a
//! `declare reduction`'s code: `omp_priv`/`omp_orig` at the copy and the original while the
//! initializer runs, `omp_out`/`omp_in` at the original and the copy while the combiner
//! runs, and the reduction variable naming its copy while the construct lowers. The host
//! says what its clauses, symbols and code are ([`UdrHost`]); the copies and their
//! combination are [`crate::omp_host::user_reduction`] and
//! [`crate::omp_target_udr::user_reductions`].

use oxacc_oir::{Clause as OClause, ComputeKind, TypeId, Value};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::omp_host::{UserReductionCode, UserReductionVar};
use crate::omp_target_udr::{self, UdrCombine};

/// A variable of a `reduction` clause that names a user-defined reduction.
pub struct UdrItem<S> {
    /// The host's symbol of the variable.
    pub sym: S,
    /// The `declare reduction` it names (the host's index).
    pub udr: usize,
    /// The original's address and its OIR type.
    pub orig: Value,
    pub ty: TypeId,
    pub name: SmolStr,
}

/// A `declare reduction` (4.5 §2.16) in the host's terms: the symbols of `omp_out` and
/// `omp_in` and the combiner's code; the symbols of `omp_priv` and `omp_orig` and the
/// initializer's code, when it has one.
pub struct UdrDecl<S, C> {
    pub out: S,
    pub inn: S,
    pub combiner: C,
    pub init: Option<(S, S, C)>,
}

/// What a front end's function-lowering context tells the shared lowering of user-defined
/// reductions; the provided methods are the lowering.
pub trait UdrHost<'m>: Host<'m> + Sized {
    /// An OpenMP clause as the front end checked it.
    type OmpClause: Clone;
    /// A variable (C: a declaration; Fortran: a symbol).
    type Sym: Copy;
    /// What a symbol names while lowering (C: an address; Fortran: its storage description).
    type Binding;
    /// The code of a combiner or initializer (C: an expression; Fortran: statements).
    type Code;

    /// Whether `c` is a `reduction` clause naming a user-defined reduction.
    fn is_udr_clause(c: &Self::OmpClause) -> bool;
    /// Whether `c` is `nowait`.
    fn is_nowait(c: &Self::OmpClause) -> bool;
    /// A `nowait` clause at `span`.
    fn nowait_clause(span: Span) -> Self::OmpClause;

    /// The variables of the user-defined reductions of `clauses`, in clause order; `None`
    /// when one has no storage (nothing is lowered then).
    fn udr_items(&mut self, clauses: &[Self::OmpClause]) -> Option<Vec<UdrItem<Self::Sym>>>;
    /// The variables of the `lastprivate(conditional:)` clauses among `clauses`, in clause
    /// order (`udr` unused); `None` when one has no storage (nothing is lowered then).
    fn conditional_items(&mut self, clauses: &[Self::OmpClause])
        -> Option<Vec<UdrItem<Self::Sym>>>;
    /// The `declare reduction` numbered `udr`.
    fn udr_decl(&self, udr: usize) -> UdrDecl<Self::Sym, Self::Code>;
    /// Makes `sym` name the scalar at `addr`; returns what it named before.
    fn bind_scalar(&mut self, sym: Self::Sym, addr: Value) -> Option<Self::Binding>;
    /// Makes `sym` name `old` again (nothing, for `None`).
    fn unbind(&mut self, sym: Self::Sym, old: Option<Self::Binding>);
    /// Lowers a combiner or initializer.
    fn udr_run(&mut self, code: &Self::Code);

    /// Whether `clauses` name a user-defined reduction.
    fn omp_has_udr(clauses: &[Self::OmpClause]) -> bool {
        clauses.iter().any(Self::is_udr_clause)
    }

    /// `clauses` without the user-defined reductions and with `nowait` (a worksharing
    /// construct's end comes after the combination, [`crate::omp_host::user_reduction`]);
    /// and whether the construct waits (it had no `nowait`).
    fn omp_without_udr(clauses: &[Self::OmpClause], span: Span) -> (Vec<Self::OmpClause>, bool) {
        let wait = !clauses.iter().any(Self::is_nowait);
        let mut rest: Vec<Self::OmpClause> = clauses
            .iter()
            .filter(|c| !Self::is_udr_clause(c))
            .cloned()
            .collect();
        if wait {
            rest.push(Self::nowait_clause(span));
        }
        (rest, wait)
    }

    /// Lowers a host construct (`body`) with the user-defined reductions of `clauses`, each
    /// variable naming its copy while `body` lowers. `barrier`: the construct ends with a
    /// barrier after the combination.
    fn omp_user_reductions(
        &mut self,
        clauses: &[Self::OmpClause],
        barrier: bool,
        span: Span,
        body: impl FnOnce(&mut Self),
    ) {
        let mode = UdrCombine::Critical { barrier };
        omp_udr_lower(self, clauses, mode, span, |f, _| body(f))
    }

    /// [`Self::omp_user_reductions`] for a combined target loop construct that one thread
    /// runs ([`crate::omp_host::user_reduction_one_thread`], in device code).
    fn omp_user_reductions_one_thread(
        &mut self,
        clauses: &[Self::OmpClause],
        span: Span,
        body: impl FnOnce(&mut Self),
    ) {
        omp_udr_lower(self, clauses, UdrCombine::OneThread, span, |f, _| body(f))
    }

    /// A combined target loop construct with user-defined reductions, run by the league
    /// ([`omp_target_udr::user_reduction_partials`]): `kind` and `clauses` are its compute
    /// construct's, `loop_clauses` its loop's; `body(f, c, p)` lowers the loop as slot `c`'s
    /// share of `p` slots, with the variables at the slot's copies.
    #[allow(clippy::too_many_arguments)]
    fn omp_user_reductions_partials(
        &mut self,
        udrs: &[Self::OmpClause],
        kind: ComputeKind,
        clauses: Vec<OClause>,
        loop_clauses: Vec<OClause>,
        span: Span,
        body: impl FnOnce(&mut Self, Value, Value),
    ) {
        let mode = UdrCombine::Partials {
            kind,
            clauses,
            loop_clauses,
            combine_clauses: None,
        };
        omp_udr_lower(self, udrs, mode, span, |f, share| {
            if let Some((c, p)) = share {
                body(f, c, p)
            }
        })
    }
}

/// Lowers a combined target loop construct with `lastprivate(conditional:)` clauses `conds`
/// run by the league ([`crate::omp_target_conditional::conditional_partials`], decision 115):
/// `kind` and `clauses` are its compute construct's, `loop_clauses` its loop's; `body(h, c,
/// p)` lowers the loop as slot `c`'s sequential share of `p` slots, each variable naming the
/// slot's copy.
#[allow(clippy::too_many_arguments)]
pub fn omp_conditional_partials<'m, H: UdrHost<'m>>(
    h: &mut H,
    conds: &[H::OmpClause],
    kind: ComputeKind,
    clauses: Vec<OClause>,
    loop_clauses: Vec<OClause>,
    span: Span,
    body: impl FnOnce(&mut H, Value, Value),
) {
    let Some(items) = h.conditional_items(conds) else {
        return;
    };
    let vars: Vec<crate::omp_target_conditional::ConditionalVar> = items
        .iter()
        .map(|i| crate::omp_target_conditional::ConditionalVar {
            orig: i.orig,
            ty: i.ty,
            name: i.name.clone(),
        })
        .collect();
    crate::omp_target_conditional::conditional_partials(
        h,
        &vars,
        kind,
        clauses,
        loop_clauses,
        None,
        span,
        |h, copies, c, p| {
            let saved: Vec<(H::Sym, Option<H::Binding>)> = items
                .iter()
                .zip(copies)
                .map(|(i, &copy)| (i.sym, h.bind_scalar(i.sym, copy)))
                .collect();
            body(h, c, p);
            for (s, old) in saved {
                h.unbind(s, old);
            }
        },
    );
    h.set_span(span);
}

/// Runs `code` with each symbol of `at` naming the scalar at its address.
fn run_at<'m, H: UdrHost<'m>>(h: &mut H, at: [(H::Sym, Value); 2], code: &H::Code) {
    let saved = at.map(|(s, a)| (s, h.bind_scalar(s, a)));
    h.udr_run(code);
    for (s, old) in saved {
        h.unbind(s, old);
    }
}

fn omp_udr_lower<'m, H: UdrHost<'m>>(
    h: &mut H,
    clauses: &[H::OmpClause],
    mode: UdrCombine,
    span: Span,
    body: impl FnOnce(&mut H, Option<(Value, Value)>),
) {
    let Some(items) = h.udr_items(clauses) else {
        return;
    };
    let vars: Vec<UserReductionVar> = items
        .iter()
        .map(|i| UserReductionVar {
            orig: i.orig,
            ty: i.ty,
        })
        .collect();
    let names: Vec<SmolStr> = items.iter().map(|i| i.name.clone()).collect();
    let udrs: Vec<usize> = items.iter().map(|i| i.udr).collect();
    let mut init = |h: &mut H, k: usize, copy: Value, orig: Value| {
        let Some((p, o, code)) = h.udr_decl(udrs[k]).init else {
            return false;
        };
        run_at(h, [(p, copy), (o, orig)], &code);
        true
    };
    let mut combine = |h: &mut H, k: usize, out: Value, inn: Value| {
        let d = h.udr_decl(udrs[k]);
        run_at(h, [(d.out, out), (d.inn, inn)], &d.combiner);
    };
    let code = UserReductionCode {
        init: &mut init,
        combine: &mut combine,
    };
    let lower = |h: &mut H, copies: &[Value], share: Option<(Value, Value)>| {
        let saved: Vec<(H::Sym, Option<H::Binding>)> = items
            .iter()
            .zip(copies)
            .map(|(i, &c)| (i.sym, h.bind_scalar(i.sym, c)))
            .collect();
        body(h, share);
        for (s, old) in saved {
            h.unbind(s, old);
        }
    };
    omp_target_udr::user_reductions(h, &vars, &names, code, mode, span, lower);
    h.set_span(span);
}
