//! Statement labels of one program unit (Fortran 2018 §6.2.5, §11.2.1): every label a
//! branch (GO TO, computed GO TO, arithmetic IF, the END=, ERR= and EOR= of I/O statements)
//! refers to must label a statement of the same scoping unit; gfortran's "Label 10 referenced
//! at (1) is never defined" (or "END tag label 10 at (1) not defined") otherwise. Without this check the branch would go nowhere.

use std::collections::HashSet;

use oxacc_source::Span;

use super::Sema;
use crate::ast::{self, StmtKind};

/// Labels defined in `body` (nested constructs included, internal procedures not), with
/// where; a label may be seen twice at one place (an IF-THEN statement's is also its first
/// branch's).
fn defined(body: &[ast::Stmt], out: &mut Vec<(u32, Span)>) {
    for s in body {
        if let Some(l) = s.label {
            out.push((l.value, l.span));
        }
        match &s.kind {
            StmtKind::If(c) => {
                for b in &c.branches {
                    if let Some(l) = b.label {
                        out.push((l.value, l.span));
                    }
                    defined(&b.body, out);
                }
                if let Some(l) = c.end_label {
                    out.push((l.value, l.span));
                }
            }
            StmtKind::Do(d) => defined(&d.body, out),
            StmtKind::SelectCase(c) => {
                for b in &c.cases {
                    defined(&b.body, out);
                }
            }
            StmtKind::SelectType(c) => {
                for b in &c.guards {
                    defined(&b.body, out);
                }
            }
            StmtKind::Block(b) | StmtKind::Associate { body: b, .. } => defined(b, out),
            StmtKind::Where(w) => {
                defined(&w.body, out);
                for e in &w.elsewheres {
                    defined(&e.body, out);
                }
            }
            StmtKind::Forall(f) => defined(&f.body, out),
            _ => {}
        }
    }
}

/// The label an END=, ERR= or EOR= specifier names.
pub(super) fn spec_label(spec: &ast::IoSpec) -> Option<(u32, Span)> {
    match &spec.value {
        ast::IoValue::Expr(ast::Expr {
            kind: ast::ExprKind::Int { digits, kind: None },
            span,
            ..
        }) => Some((digits.parse().ok()?, *span)),
        _ => None,
    }
}

/// Labels referenced by branches in `body`, with where.
fn referenced(body: &[ast::Stmt], out: &mut Vec<(u32, Span, &'static str)>) {
    for s in body {
        referenced_in(s, out);
    }
}

fn referenced_in(s: &ast::Stmt, out: &mut Vec<(u32, Span, &'static str)>) {
    let io = |specs: &[ast::IoSpec], out: &mut Vec<(u32, Span, &'static str)>| {
        for c in specs {
            let tag = match c.keyword.as_ref().map(|k| k.key.as_str()) {
                Some("end") => "END",
                Some("err") => "ERR",
                Some("eor") => "EOR",
                _ => continue,
            };
            if let Some((l, span)) = spec_label(c) {
                out.push((l, span, tag));
            }
        }
    };
    match &s.kind {
        StmtKind::Goto(l) => out.push((l.value, l.span, "")),
        StmtKind::ComputedGoto { labels, .. } => {
            out.extend(labels.iter().map(|l| (l.value, l.span, "")))
        }
        StmtKind::ArithmeticIf { labels, .. } => {
            out.extend(labels.iter().map(|l| (l.value, l.span, "")))
        }
        StmtKind::LogicalIf { stmt, .. } => referenced_in(stmt, out),
        StmtKind::Read {
            control: Some(c), ..
        } => io(c, out),
        StmtKind::Write { control, .. } => io(control, out),
        StmtKind::FileOp { specs, .. } => io(specs, out),
        StmtKind::If(c) => {
            for b in &c.branches {
                referenced(&b.body, out);
            }
        }
        StmtKind::Do(d) => referenced(&d.body, out),
        StmtKind::SelectCase(c) => {
            for b in &c.cases {
                referenced(&b.body, out);
            }
        }
        StmtKind::SelectType(c) => {
            for b in &c.guards {
                referenced(&b.body, out);
            }
        }
        StmtKind::Block(b) | StmtKind::Associate { body: b, .. } => referenced(b, out),
        _ => {}
    }
}

impl Sema<'_> {
    /// Reports every branch target of `unit`'s body that no statement of it carries.
    pub(super) fn check_labels(&mut self, unit: &ast::ProgramUnit) {
        let mut places = Vec::new();
        defined(&unit.body, &mut places);
        // §6.2.5: a label may label one statement of its scoping unit.
        let mut first: std::collections::HashMap<u32, Span> = std::collections::HashMap::new();
        let mut duplicated = HashSet::new();
        for &(l, span) in &places {
            match first.get(&l) {
                Some(&at) if at != span => {
                    if duplicated.insert(l) {
                        self.error(at, format!("Duplicate statement label {l} at (1) and (2)"));
                    }
                }
                Some(_) => {}
                None => {
                    first.insert(l, span);
                }
            }
        }
        let defs: HashSet<u32> = places.iter().map(|&(l, _)| l).collect();
        let mut refs = Vec::new();
        referenced(&unit.body, &mut refs);
        let mut reported = HashSet::new();
        for (l, span, tag) in refs {
            if defs.contains(&l) || !reported.insert(l) {
                continue;
            }
            if tag.is_empty() {
                self.error(
                    span,
                    format!("Label {l} referenced at (1) is never defined"),
                );
            } else {
                self.error(span, format!("{tag} tag label {l} at (1) not defined"));
            }
        }
    }
}
