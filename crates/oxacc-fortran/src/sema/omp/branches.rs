//! Branches out of OpenMP structured blocks (OpenMP 4.5 §2.1: "the point of exit cannot be a
//! branch out of the structured block"; §2.7.1: the associated DO loop cannot be left by
//! EXIT): EXIT and CYCLE of a loop outside the construct, EXIT of a loop construct's own DO
//! loop, RETURN, and GO TO a label outside. STOP is allowed.

use oxacc_directives::omp::{Leaf, OmpDirectiveKind as K};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::tree::OmpStmt;
use crate::sema::tree::{Stmt, StmtKind};
use crate::sema::Sema;

struct Walk {
    /// Names of the DO constructs open inside the block (`None` for unnamed ones).
    loops: Vec<Option<SmolStr>>,
    labels: Vec<u32>,
    errors: Vec<(Span, String)>,
    /// The DO variable loop of a loop construct is the outermost open loop.
    associated: bool,
}

fn labels(body: &[Stmt], out: &mut Vec<u32>) {
    for s in body {
        if let Some(l) = s.label {
            out.push(l);
        }
        match &s.kind {
            StmtKind::Do { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Block { body, .. } => labels(body, out),
            StmtKind::If { branches, .. } => branches.iter().for_each(|(_, b)| labels(b, out)),
            StmtKind::Select { cases, .. } => cases.iter().for_each(|c| labels(&c.body, out)),
            StmtKind::Omp(o) => {
                labels(&o.body, out);
                o.sections.iter().for_each(|b| labels(b, out));
            }
            StmtKind::Acc(a) => labels(&a.body, out),
            _ => {}
        }
    }
}

impl Walk {
    fn block(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn leaves_loop(&self, name: &Option<SmolStr>) -> Option<&'static str> {
        let depth = match name {
            None => self.loops.len(),
            Some(n) => match self.loops.iter().rposition(|l| l.as_ref() == Some(n)) {
                Some(i) => i + 1,
                None => return Some("leaving"),
            },
        };
        match depth {
            0 => Some("leaving"),
            1 if self.associated => Some("terminating"),
            _ => None,
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Exit(name) => {
                if let Some(how) = self.leaves_loop(name) {
                    let what = if how == "terminating" {
                        "EXIT statement terminating the loop of an OpenMP loop construct (OpenMP 4.5 §2.7.1)"
                    } else {
                        "EXIT statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)"
                    };
                    self.errors.push((s.span, what.into()));
                }
            }
            StmtKind::Cycle(name) if self.leaves_loop(name) == Some("leaving") => {
                self.errors.push((
                    s.span,
                    "CYCLE statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)".into(),
                ));
            }
            StmtKind::Return => self.errors.push((
                s.span,
                "RETURN statement leaving an OpenMP structured block (OpenMP 4.5 §2.1)".into(),
            )),
            StmtKind::Goto(l) if !self.labels.contains(l) => self.errors.push((
                s.span,
                format!("GO TO {l} leaves an OpenMP structured block (OpenMP 4.5 §2.1)"),
            )),
            StmtKind::Do { name, body, .. } | StmtKind::DoWhile { name, body, .. } => {
                self.loops.push(name.clone());
                self.block(body);
                self.loops.pop();
            }
            StmtKind::Block { body, .. } => self.block(body),
            StmtKind::If { branches, .. } => branches.iter().for_each(|(_, b)| self.block(b)),
            StmtKind::Select { cases, .. } => cases.iter().for_each(|c| self.block(&c.body)),
            // A nested construct was checked on its own: a jump out of it is reported there.
            _ => {}
        }
    }
}

impl Sema<'_> {
    pub(super) fn omp_branches(&mut self, o: &OmpStmt) {
        let K::Construct(c) = o.kind else { return };
        let mut inside = Vec::new();
        labels(&o.body, &mut inside);
        o.sections.iter().for_each(|b| labels(b, &mut inside));
        let mut w = Walk {
            loops: Vec::new(),
            labels: inside,
            errors: Vec::new(),
            associated: c.has(Leaf::For) || c.has(Leaf::Simd),
        };
        w.block(&o.body);
        for b in &o.sections {
            w.block(b);
        }
        for (span, message) in w.errors {
            self.error(span, message);
        }
    }
}
