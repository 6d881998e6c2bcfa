//! Doacross loops in C (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8 `ordered depend(sink: vec)`
//! and `ordered depend(source)`): the clauses, the shape of the loop nest oxacc runs
//! (`n` equal to the number of collapsed loops, integer loop variables), and where the
//! stand-alone `ordered` directives may appear. Lowering: lower/omp_doacross.rs.

use oxacc_directives::omp::DependKind;
use oxacc_directives::TokRange;
use oxacc_source::Span;

use super::Sema;
use crate::ast::{DeclId, ExprKind, Resolution};
use crate::omp::{OmpArgs, OmpBody, OmpClauseKind as CK, OmpConstruct};
use crate::token::Token;
use crate::walk::{walk_expr, Node};

const SPEC: &str = "OpenMP 4.5";

impl Sema<'_> {
    /// `ordered(n)` on a worksharing loop.
    pub(super) fn omp_doacross_clause(
        &mut self,
        toks: &[Token],
        r: TokRange,
        at: Span,
        body: &OmpBody,
    ) -> Option<OmpArgs> {
        let n = self.omp_const_int(toks, r, "OpenMP 'ordered' clause")?;
        if *body != OmpBody::For || n < 1 {
            // The directive checks report a non-positive n and `ordered` on other constructs.
            self.error(at, "OpenMP 'ordered(n)' here is not supported yet");
            return None;
        }
        Some(OmpArgs::Doacross(n.min(64) as u32))
    }

    /// `depend(source)` or `depend(sink: vec)` on an `ordered` directive: the vector's
    /// elements are checked as integer expressions (`i - 1`, the loop variable's value in
    /// the iteration waited for).
    pub(super) fn omp_doacross_depend(
        &mut self,
        toks: &[Token],
        at: Span,
        kind: DependKind,
        vars: &[TokRange],
        body: &OmpBody,
    ) -> Option<OmpArgs> {
        if *body != OmpBody::OrderedDepend {
            self.error(
                at,
                "'depend(source)' and 'depend(sink)' are only allowed on 'ordered'",
            );
            return None;
        }
        match kind {
            DependKind::Source => return Some(OmpArgs::Source),
            DependKind::SinkPrevious => return Some(OmpArgs::SinkPrevious),
            _ => {}
        }
        let vec = vars
            .iter()
            .map(|&r| self.omp_int_expr(toks, r, "OpenMP 'depend(sink)' vector element"))
            .collect();
        Some(OmpArgs::Sink(vec))
    }

    /// The loop nest of a doacross loop: `ordered(n)` loops in canonical form, perfectly
    /// nested, with integer loop variables; those beyond `collapse` (4.5 §2.7.1: all `n` are
    /// the doacross nest, only `collapse` of them are shared) go to `c.doacross_loops`, and
    /// their bounds may not use an outer loop's variable (their space is set up before the
    /// loop).
    pub(super) fn omp_doacross_loops(&mut self, c: &mut OmpConstruct) {
        let Some((n, at)) = c.clauses.iter().find_map(|cl| match cl.args {
            OmpArgs::Doacross(n) => Some((n, cl.span)),
            _ => None,
        }) else {
            return;
        };
        if c.loops.is_empty() {
            return;
        }
        while c.loops.len() + c.doacross_loops.len() < n as usize {
            let last = c.doacross_loops.last().or(c.loops.last()).map(|l| l.body);
            let inner = last.and_then(|b| self.nested_loop(b, false));
            let l = match inner.map(|(s, _)| self.canonical_loop(s)) {
                Some(Ok(l)) => l,
                Some(Err((span, msg))) => {
                    self.omp_error_note(
                        span,
                        msg,
                        format!("{SPEC} §2.7.1: the loops of a doacross nest have canonical form"),
                    );
                    c.doacross_loops.clear();
                    return;
                }
                None => {
                    self.omp_error_note(
                        at,
                        format!("not enough perfectly nested loops: OpenMP 'ordered({n})' needs {n} tightly nested 'for' loops"),
                        format!("{SPEC} §2.7.1: the loops of a doacross nest are perfectly nested"),
                    );
                    c.doacross_loops.clear();
                    return;
                }
            };
            let outer: Vec<DeclId> = c
                .loops
                .iter()
                .chain(&c.doacross_loops)
                .map(|l| l.var)
                .collect();
            let mut bad = None;
            for e in [Some(l.lower), Some(l.bound), l.step].into_iter().flatten() {
                walk_expr(&self.ast, e, &mut |node| {
                    if let Node::Expr(x) = node {
                        if let ExprKind::Ident {
                            res: Resolution::Decl(d),
                            ..
                        } = self.ast[x].kind
                        {
                            if outer.contains(&d) {
                                bad = bad.or(Some((x, d)));
                            }
                        }
                    }
                });
            }
            if let Some((x, d)) = bad {
                let name = self.ast[d].name().cloned().unwrap_or_default();
                self.error(
                    self.ast[x].loc,
                    format!("a doacross loop ('ordered(n)') whose bounds use the outer loop variable '{name}' is not supported yet"),
                );
                c.doacross_loops.clear();
                return;
            }
            c.doacross_loops.push(l);
        }
        for l in c.loops.iter().chain(&c.doacross_loops) {
            let ty = self.types.unqualified(l.ty);
            if !self.types.is_integer(ty) {
                let sp = self.ast[l.stmt].span;
                self.error(
                    sp,
                    "a doacross loop ('ordered(n)') with a pointer loop variable is not supported yet",
                );
            }
        }
    }

    /// The variable `x` of a sink vector element `x ± d` (the directive grammar checked the
    /// form) and where it is written.
    fn sink_variable(&self, mut e: crate::ast::ExprId) -> Option<(smol_str::SmolStr, Span)> {
        loop {
            match &self.ast[e].kind {
                ExprKind::Ident { name, .. } => return Some((name.clone(), self.ast[e].loc)),
                ExprKind::Binary { lhs, .. } => e = *lhs,
                ExprKind::ImplicitCast { operand, .. } => e = *operand,
                _ => return None,
            }
        }
    }

    /// `ordered depend(…)`: closely nested in a loop with `ordered(n)`, and each sink vector
    /// has `n` elements (gcc 12's wording).
    pub(super) fn omp_doacross_directive(&mut self, c: &OmpConstruct, at: Span) {
        if c.body != OmpBody::OrderedDepend {
            return;
        }
        let (n, vars) = match self.omp.scopes.last() {
            Some(sc) if sc.body == OmpBody::For && sc.ctx.doacross > 0 => {
                (sc.ctx.doacross, sc.ctx.doacross_vars.clone())
            }
            inner => {
                let what = if inner.is_some_and(|sc| sc.body == OmpBody::For) {
                    "a loop with 'ordered' clause with a parameter"
                } else {
                    "an 'ordered' loop"
                };
                self.omp_error_note(
                    at,
                    format!("'ordered' construct with 'depend' clause must be closely nested inside {what}"),
                    format!("{SPEC} §2.13.8: the stand-alone ordered construct belongs to a doacross loop"),
                );
                return;
            }
        };
        let doacross = c
            .clauses
            .iter()
            .filter(|cl| matches!(cl.kind, CK::Depend | CK::Doacross));
        for cl in doacross {
            if let OmpArgs::Sink(v) = &cl.args {
                if v.len() != n as usize {
                    self.omp_error_note(
                        cl.span,
                        "number of variables in 'depend' clause with 'sink' modifier does not match number of iteration variables",
                        format!("{SPEC} §2.13.9: a sink vector names every loop of the doacross nest"),
                    );
                    continue;
                }
                for (k, (&e, want)) in v.iter().zip(&vars).enumerate() {
                    let Some((name, at)) = self.sink_variable(e) else {
                        continue;
                    };
                    if !want.is_empty() && name != *want {
                        self.omp_error_note(
                            at,
                            format!("variable '{name}' is not an iteration of outermost loop {}, expected '{want}'", k + 1),
                            format!("{SPEC} §2.13.9: element k of a sink vector is the k-th loop variable of the nest, plus or minus a constant"),
                        );
                    }
                }
            }
        }
    }
}
