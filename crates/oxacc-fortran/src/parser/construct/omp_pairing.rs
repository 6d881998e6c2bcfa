//! Pairing of `!$omp` constructs with their statements and `end` directives (OpenMP 4.5
//! §2.1, Fortran): a block up to its required `end` directive; the DO loop after a loop
//! construct, with an optional `end` (§2.7.1, §2.11); the statement after an `atomic` with an
//! optional `end atomic`, or the two statements of a `capture` and a required one (§2.13.6).

use oxacc_directives::omp::Construct;
use oxacc_source::Span;

use super::super::omp::{self, OmpShape};
use super::{make, Builder, EndWord, Flat, Until};
use crate::ast::omp::OmpClause;
use crate::ast::{Stmt, StmtKind};

impl Builder {
    pub(super) fn omp_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::OmpBegin(d, recovered) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        let (Some(shape), Some(c)) = (omp::shape(&d), d.construct()) else {
            return make(&head, StmtKind::Error);
        };
        let what = format!("'!$omp {}'", c.name(oxacc_directives::Lang::Fortran));
        let (body, end) = match shape {
            OmpShape::Block | OmpShape::Atomic { capture: true } => {
                self.omp_open.push(c);
                let body = self.block(Until::Omp);
                self.omp_open.pop();
                let end = self.omp_end(c);
                if let Some((at, name)) = self.omp_end_name.take() {
                    // OpenMP 4.5 §2.13.2: `end critical` repeats the construct's name.
                    let want = d.name.as_ref().map(|n| n.key.clone());
                    if name != want && !recovered {
                        let spell = |n: &Option<smol_str::SmolStr>| match n {
                            Some(n) => format!("'!$omp end critical ({n})'"),
                            None => "'!$omp end critical'".to_owned(),
                        };
                        self.error(
                            at,
                            format!("expected {}, found {}", spell(&want), spell(&name)),
                        );
                    }
                }
                if end.is_none() && !recovered {
                    self.error(
                        d.name_span,
                        format!(
                            "missing '{}' for this {what} construct",
                            omp::end_spelling(c)
                        ),
                    );
                }
                (body, end)
            }
            OmpShape::Loop => {
                // §2.7.1: a loop construct applies to the DO loop that follows.
                let body = match self.peek().map(|s| s.flat.clone()) {
                    Some(Flat::DoStart { .. }) => vec![self.do_construct()],
                    Some(Flat::ErrorOpen(EndWord::Do)) => {
                        vec![self.recovered_construct(EndWord::Do)]
                    }
                    _ => {
                        if !recovered {
                            let at = self.peek().map_or(d.name_span, |s| s.span);
                            self.error(at, format!("a DO loop must follow the {what} directive"));
                        }
                        Vec::new()
                    }
                };
                (body, self.omp_end(c))
            }
            OmpShape::Atomic { capture: false } => {
                let body = match self.peek().map(|s| (s.clone(), s.flat.clone())) {
                    // 5.1 §2.19.7: `atomic compare` takes an IF construct (sema checks its
                    // form and that `compare` is there).
                    Some((_, Flat::IfThen(_))) => vec![self.if_construct()],
                    Some((s, Flat::Simple(kind)))
                        if !matches!(
                            kind,
                            StmtKind::OmpDirective(_) | StmtKind::AccDirective(_)
                        ) =>
                    {
                        self.pos += 1;
                        vec![make(&s, kind)]
                    }
                    other => {
                        if !recovered {
                            let at = other.map_or(d.name_span, |(s, _)| s.span);
                            self.error(
                                at,
                                format!("an assignment statement must follow the {what} directive"),
                            );
                        }
                        Vec::new()
                    }
                };
                (body, self.omp_end(c))
            }
        };
        if recovered {
            return make(&head, StmtKind::Error);
        }
        make(&head, omp::construct(*d, body, end))
    }

    /// Consumes `!$omp end <c>` if it is next.
    fn omp_end(&mut self, c: Construct) -> Option<(Span, Vec<OmpClause>)> {
        match self.peek().map(|s| &s.flat) {
            Some(Flat::OmpEnd(got, d)) if *got == c => {
                let name = c
                    .has(oxacc_directives::omp::Leaf::Critical)
                    .then(|| (d.name_span, d.name.as_ref().map(|n| n.key.clone())));
                let out = (self.stmts[self.pos].span, d.clauses.clone());
                self.omp_end_name = name;
                self.pos += 1;
                Some(out)
            }
            _ => None,
        }
    }
}
