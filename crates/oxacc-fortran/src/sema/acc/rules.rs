//! Where the shared OpenACC rules (`oxacc_offload::rules`) are asked, with the facts only the
//! Fortran front end knows: the constructs and DO loops around a directive, the type of a
//! reduction variable, the `routine` level of the procedure being checked.

use oxacc_directives::{ClauseKind, DirectiveKind, Lang};
use oxacc_offload::clause;
use oxacc_offload::jumps::{self, Family, Jump, JumpFrame};
use oxacc_offload::rules::{self, is_compute, is_loop, Level, TypeClass, Violation};
use oxacc_source::{Diagnostic, Span};

use super::tree::{AccClause, AccVar};
use crate::sema::tree::{Expr, ExprKind, ProcId};
use crate::sema::types::Type;
use crate::sema::Sema;

/// An enclosing OpenACC construct.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    pub kind: DirectiveKind,
    pub level: Option<Level>,
    pub gang_dim: u32,
    pub span: Span,
    /// What the shared jump rules need to know about it.
    pub jump: JumpFrame,
    /// `data_named`'s length before the construct.
    pub named_len: usize,
}

/// Sema's OpenACC state while a procedure's statements are checked.
#[derive(Clone, Debug, Default)]
pub(crate) struct AccState {
    /// Constructs around the statement being checked, innermost last.
    pub frames: Vec<Frame>,
    /// Host DO loops around it, with their construct names (a `cache` directive belongs at
    /// the top of one, §2.10; EXIT and CYCLE name their target).
    pub host_loops: Vec<Option<smol_str::SmolStr>>,
    /// The `routine` level of each procedure that has one (§2.15.1).
    pub routine_levels: Vec<(ProcId, oxacc_oir::RoutineLevel, Span)>,
    /// The data routines of the `openacc` module (their arguments are any variable).
    pub data_routines: Vec<ProcId>,
    /// Its routines with a `type(*), dimension(*)` argument next to device addresses
    /// (`acc_map_data`, `acc_deviceptr`, `acc_memcpy_to_device`, ...).
    pub address_routines: Vec<ProcId>,
    /// `acc_attach`, `acc_detach` and their forms (OpenACC 3.3 §3.2.29): they take the
    /// pointer (an allocatable or pointer array), whose address sema passes.
    pub attach_routines: Vec<ProcId>,
    /// Variables named by the data clauses of the data constructs around the statement.
    pub data_named: Vec<crate::sema::tree::SymbolId>,
}

/// How the reduction table classifies a Fortran type (§2.5.15).
pub(crate) fn type_class(ty: Type) -> TypeClass {
    match ty {
        Type::Integer(_) => TypeClass::SignedInt,
        Type::Real(_) => TypeClass::Real,
        Type::Complex(_) => TypeClass::Complex,
        Type::Logical(_) => TypeClass::Logical,
        Type::Character(_) | Type::Derived(_) => TypeClass::Other,
    }
}

pub(crate) fn type_name(ty: Type) -> String {
    match ty {
        Type::Integer(k) => format!("INTEGER({k})"),
        Type::Real(k) => format!("REAL({k})"),
        Type::Complex(k) => format!("COMPLEX({k})"),
        Type::Logical(k) => format!("LOGICAL({k})"),
        Type::Character(_) => "CHARACTER".into(),
        Type::Derived(_) => "TYPE".into(),
    }
}

/// The root symbol and spelling of a clause variable, for messages and for "reduced twice".
fn root_of(e: &Expr) -> Option<crate::sema::tree::SymbolId> {
    match &e.kind {
        ExprKind::Var(s) => Some(*s),
        ExprKind::Index { array, .. } => Some(*array),
        ExprKind::Component { base, .. } => root_of(base),
        _ => None,
    }
}

impl Sema<'_> {
    pub(super) fn acc_violation(&mut self, span: Span, v: Violation) {
        let d = Diagnostic::error(span, v.message).with_note(None, v.note);
        self.diags.emit(self.sm, d);
    }

    /// §2.5, §2.6.5, §2.10, §2.14: whether the directive may be where it is.
    pub(super) fn acc_placement(&mut self, kind: DirectiveKind, at: Span) {
        let st = &self.acc_state;
        let placement = rules::Placement {
            in_compute: st.frames.iter().any(|f| is_compute(f.kind)),
            in_acc_loop: st.frames.last().is_some_and(|f| is_loop(f.kind)),
            in_host_loop: !st.host_loops.is_empty(),
        };
        if let Some(v) = rules::placement(kind, placement) {
            self.acc_violation(at, v);
        }
    }

    /// Enters a construct for the checks of the statements inside it.
    pub(super) fn acc_enter(
        &mut self,
        kind: DirectiveKind,
        clauses: &[AccClause],
        span: Span,
        loop_levels: u32,
    ) {
        let level = clause::loop_level(clauses).filter(|_| is_loop(kind));
        let gang_dim = clause::gang_dim(clauses).unwrap_or(1);
        if is_loop(kind) {
            self.acc_loop_level(level, clause::gang_dim(clauses), span);
        }
        let base = self.acc_state.host_loops.len() as u32;
        let named_len = self.acc_state.data_named.len();
        if matches!(kind, DirectiveKind::Data) {
            for c in clauses.iter().filter(|c| {
                rules::is_data_movement(c.kind)
                    || matches!(c.kind, ClauseKind::DevicePtr | ClauseKind::Attach)
            }) {
                for v in c.vars() {
                    match v {
                        AccVar::Designator(e, _) => self.acc_state.data_named.extend(root_of(e)),
                        AccVar::Common { members, .. } => {
                            self.acc_state.data_named.extend(members.iter().copied())
                        }
                    }
                }
            }
        }
        self.acc_state.frames.push(Frame {
            kind,
            level,
            gang_dim,
            span,
            jump: JumpFrame::acc(kind, base, base, loop_levels),
            named_len,
        });
    }

    pub(super) fn acc_leave(&mut self) {
        if let Some(f) = self.acc_state.frames.pop() {
            self.acc_state.data_named.truncate(f.named_len);
        }
    }

    /// §2.9.2–§2.9.4: a loop's explicit level against the loops around it; §2.15.1: an
    /// orphaned loop against the procedure's `routine` level.
    fn acc_loop_level(&mut self, level: Option<Level>, explicit_dim: Option<u32>, at: Span) {
        let Some(l) = level else { return };
        let frames = &self.acc_state.frames;
        let outer = frames
            .iter()
            .rev()
            .take_while(|f| !is_compute(f.kind) || is_loop(f.kind))
            .find_map(|f| f.level.map(|ol| (ol, f.gang_dim, f.span)));
        let parent = frames
            .iter()
            .rev()
            .find(|f| is_compute(f.kind))
            .map(|f| f.kind);
        let in_kernels = matches!(
            parent,
            Some(DirectiveKind::Kernels | DirectiveKind::KernelsLoop)
        );
        let in_compute = parent.is_some();
        let outer_loop = outer.map(|(level, gang_dim, _)| rules::OuterLoop { level, gang_dim });
        for (v, about_outer) in rules::loop_nesting(l, explicit_dim, outer_loop, in_kernels) {
            let mut d = Diagnostic::error(at, v.message);
            if let (true, Some((_, _, ospan))) = (about_outer, outer) {
                d = d.with_note(Some(ospan), "enclosing loop is here");
            }
            self.diags.emit(self.sm, d.with_note(None, v.note));
        }
        if in_compute {
            return;
        }
        let routine = self.cur_proc.and_then(|p| {
            self.acc_state
                .routine_levels
                .iter()
                .find(|r| r.0 == p)
                .map(|r| (r.1, r.2))
        });
        if let Some((rl, rspan)) = routine {
            if let Some(v) = rules::loop_in_routine(l, rl) {
                let d = Diagnostic::error(at, v.message)
                    .with_note(Some(rspan), "routine directive is here")
                    .with_note(None, v.note);
                self.diags.emit(self.sm, d);
            }
        }
    }

    /// §2.5.15: the operator applies to the variable's type; a variable is reduced once.
    pub(super) fn acc_reductions(&mut self, clauses: &[AccClause]) {
        let mut reduced = Vec::new();
        for c in clauses {
            let oxacc_offload::ClauseArgs::Reduction { op, vars } = &c.args else {
                continue;
            };
            for v in vars {
                let AccVar::Designator(e, name) = v else {
                    continue;
                };
                let name = name.clone();
                if let Some(root) = root_of(e) {
                    if reduced.contains(&root) {
                        self.acc_violation(e.span, rules::reduced_twice(&name));
                        continue;
                    }
                    reduced.push(root);
                }
                if let Err(applies_to) =
                    rules::reduction_allowed(*op, type_class(e.ty), Lang::Fortran)
                {
                    let v = rules::reduction_violation(
                        *op,
                        Lang::Fortran,
                        &name,
                        &type_name(e.ty),
                        applies_to,
                    );
                    self.acc_violation(e.span, v);
                }
            }
        }
    }

    /// §2.15.1: the level of a `routine` directive (seq, with a warning, when none is given).
    pub(super) fn acc_routine_level(&mut self, proc: ProcId, clauses: &[AccClause], span: Span) {
        let level = clauses.iter().find_map(|c| rules::routine_level(c.kind));
        let level = level.unwrap_or_else(|| {
            let v = rules::routine_without_level();
            let d = Diagnostic::warning(span, "openacc", v.message).with_note(None, v.note);
            self.diags.emit(self.sm, d);
            oxacc_oir::RoutineLevel::Seq
        });
        self.acc_state.routine_levels.push((proc, level, span));
    }

    /// §2.4: device types the compiler does not know make the clauses after them ignored.
    pub(super) fn acc_device_types(&mut self, clauses: &[AccClause]) {
        for c in clauses {
            if c.kind != ClauseKind::DeviceType {
                continue;
            }
            if let oxacc_offload::ClauseArgs::DeviceTypes(names) = &c.args {
                for n in names {
                    if n != "*" && !rules::known_device_type(n) {
                        let v = rules::unknown_device_type(n);
                        let d = Diagnostic::warning(c.span, "openacc", v.message)
                            .with_note(None, v.note);
                        self.diags.emit(self.sm, d);
                    }
                }
            }
        }
    }
}

impl Sema<'_> {
    /// EXIT or CYCLE (with the construct name it gives, if any) against the OpenACC
    /// constructs around it: it may not leave a compute construct (§2.5) or the loops of a loop
    /// construct (§2.9).
    pub(crate) fn acc_check_exit(&mut self, cycle: bool, name: Option<&str>, span: Span) {
        if self.acc_state.frames.is_empty() {
            return;
        }
        let loops = &self.acc_state.host_loops;
        let depth = match name {
            None => loops.len(),
            Some(n) => match loops.iter().rposition(|l| l.as_deref() == Some(n)) {
                Some(i) => i + 1,
                // A named construct that is not a DO: EXIT leaves it, not a loop.
                None => return,
            },
        } as u32;
        let frames: Vec<JumpFrame> = self
            .acc_state
            .frames
            .iter()
            .map(|f| f.jump.clone())
            .collect();
        let (jump, what) = if cycle {
            (Jump::Continue, "CYCLE")
        } else {
            (Jump::Break, "EXIT")
        };
        if let Some(v) = jumps::check_jump(Family::Acc, &frames, jump, depth, what) {
            self.acc_violation(span, v);
        }
    }

    /// RETURN inside a compute or loop construct (§2.5, §2.9).
    pub(crate) fn acc_check_return(&mut self, span: Span) {
        let frames: Vec<JumpFrame> = self
            .acc_state
            .frames
            .iter()
            .map(|f| f.jump.clone())
            .collect();
        if let Some(v) = jumps::check_return(Family::Acc, &frames, "RETURN") {
            self.acc_violation(span, v);
        }
    }
}

/// The variables statements use (read or write), and the DO variables among them.
pub(crate) fn stmt_vars(
    body: &[crate::sema::tree::Stmt],
    uses: &mut Vec<(crate::sema::tree::SymbolId, Span)>,
    do_vars: &mut Vec<crate::sema::tree::SymbolId>,
) {
    use crate::sema::expr::collect_vars;
    use crate::sema::tree::{IoItem, StmtKind as K};
    let add = |e: &Expr, uses: &mut Vec<(crate::sema::tree::SymbolId, Span)>| {
        let mut v = Vec::new();
        collect_vars(e, &mut v);
        uses.extend(v.into_iter().map(|id| (id, e.span)));
    };
    for s in body {
        match &s.kind {
            K::Assign { lhs, rhs } => {
                add(lhs, uses);
                add(rhs, uses);
            }
            K::If { branches, .. } => {
                for (c, b) in branches {
                    if let Some(c) = c {
                        add(c, uses);
                    }
                    stmt_vars(b, uses, do_vars);
                }
            }
            K::Do { control, body, .. } => {
                if let Some(c) = control {
                    if let ExprKind::Var(id) = c.var.kind {
                        do_vars.push(id);
                    }
                    for e in [Some(&c.start), Some(&c.end), c.step.as_ref()]
                        .into_iter()
                        .flatten()
                    {
                        add(e, uses);
                    }
                }
                stmt_vars(body, uses, do_vars);
            }
            K::DoWhile { cond, body, .. } => {
                add(cond, uses);
                stmt_vars(body, uses, do_vars);
            }
            K::Select {
                selector, cases, ..
            } => {
                add(selector, uses);
                for c in cases {
                    stmt_vars(&c.body, uses, do_vars);
                }
            }
            K::Block { body, .. } => stmt_vars(body, uses, do_vars),
            K::Call { args, .. } => {
                for a in args {
                    add(a, uses);
                }
            }
            K::Write(w) | K::Read(w) => {
                for item in &w.items {
                    if let IoItem::Expr(e) = item {
                        add(e, uses);
                    }
                }
            }
            K::Where { branches } => {
                for (m, assigns) in branches {
                    if let Some(m) = m {
                        add(m, uses);
                    }
                    for (l, r) in assigns {
                        add(l, uses);
                        add(r, uses);
                    }
                }
            }
            K::Forall { loops, mask, body } => {
                for l in loops {
                    if let ExprKind::Var(id) = l.var.kind {
                        do_vars.push(id);
                    }
                }
                if let Some(m) = mask {
                    add(m, uses);
                }
                for (l, r) in body {
                    add(l, uses);
                    add(r, uses);
                }
            }
            K::Acc(a) => stmt_vars(&a.body, uses, do_vars),
            K::Omp(o) => {
                stmt_vars(&o.body, uses, do_vars);
                for b in &o.sections {
                    stmt_vars(b, uses, do_vars);
                }
            }
            K::ComputedGoto { index, .. } => add(index, uses),
            K::ArithmeticIf { value, .. } => add(value, uses),
            _ => {}
        }
    }
}

impl Sema<'_> {
    /// §2.5.16 `default(none)`: every variable a compute construct uses must appear in a data
    /// clause of it or of an enclosing data construct (or be a DO variable, predetermined
    /// private, §2.6.1).
    pub(super) fn acc_default_none(
        &mut self,
        kind: DirectiveKind,
        clauses: &[AccClause],
        body: &[crate::sema::tree::Stmt],
        enclosing: &[crate::sema::tree::SymbolId],
    ) {
        if !is_compute(kind) || clause::default_none(clauses).is_none() {
            return;
        }
        let mut named: Vec<crate::sema::tree::SymbolId> = enclosing.to_vec();
        for c in clauses {
            for v in c.vars() {
                match v {
                    AccVar::Designator(e, _) => named.extend(root_of(e)),
                    AccVar::Common { members, .. } => named.extend(members.iter().copied()),
                }
            }
        }
        let (mut uses, mut do_vars) = (Vec::new(), Vec::new());
        stmt_vars(body, &mut uses, &mut do_vars);
        let mut reported = Vec::new();
        for (id, span) in uses {
            if named.contains(&id) || do_vars.contains(&id) || reported.contains(&id) {
                continue;
            }
            reported.push(id);
            let name = self.symbol(id).name.clone();
            self.acc_violation(span, rules::needs_data_clause(&name));
        }
    }
}
