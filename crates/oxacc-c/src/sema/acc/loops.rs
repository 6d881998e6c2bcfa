//! The loops a `loop` construct applies to (OpenACC 3.3 §2.9, §2.9.1): `for` loops in the
//! canonical form of C (`var = lb` or `T var = lb`; `var < / <= / > / >= / != bound`;
//! `++var`, `var++`, `--var`, `var--`, `var += s`, `var -= s`, `var = var + s`,
//! `var = s + var`, `var = var - s`), as many tightly nested ones as `collapse(n)` or
//! `tile(…)` asks for (with `collapse(force:n)`, code before an inner loop is allowed and runs
//! in the innermost body), with an integer or pointer loop variable the body does not modify.

use oxacc_directives::ClauseKind;
use oxacc_source::{Diagnostic, Span};

use super::super::Sema;
use super::SPEC;
use crate::acc::{AccArgs, AccDirective, AccLoop, LoopTest};
use crate::ast::*;
use crate::walk::{walk_expr, walk_stmt, Node};

impl Sema<'_> {
    pub(super) fn acc_loops(&mut self, acc: &mut AccDirective, body: StmtId, levels: u32) {
        let force = acc
            .clauses
            .iter()
            .any(|c| matches!(c.args, AccArgs::Collapse { force: true, .. }));
        if !matches!(self.ast[body].kind, StmtKind::For { .. }) {
            return; // reported with the construct
        }
        let plain_seq = acc.has(ClauseKind::Seq) && levels == 1;
        // OpenMP 5.0 §2.9.1: the loops of a device construct's `collapse(n)` may be
        // imperfectly nested and their bounds may use outer loop variables; only the
        // rectangular, perfectly nested ones are collapsed ([`AccDirective::sequential`],
        // `oxacc_offload::rules::omp_collapsed_loops`).
        let omp = !force && !self.omp.device.is_empty();
        let mut imperfect = None;
        let mut marks = Vec::new();
        let mut cur = body;
        for k in 0..levels {
            match self.canonical_loop(cur) {
                Ok(l) => acc.loops.push(l),
                Err((span, msg)) => {
                    if plain_seq {
                        // A sequential loop need not be canonical (§2.9): it runs as written.
                        acc.loops.clear();
                        return;
                    }
                    let d = Diagnostic::error(span, msg).with_note(
                        None,
                        format!("{SPEC} §2.9: the loop variable must be an integer or pointer that increases or decreases monotonically to a bound computable when entering the loop"),
                    );
                    self.emit(d);
                    acc.loops.clear();
                    return;
                }
            }
            if k + 1 == levels {
                break;
            }
            let outer_body = acc.loops.last().map_or(cur, |l| l.body);
            marks.push(acc.intervening.len());
            match self.nested_loop(outer_body, force || omp) {
                Some((inner, intervening)) => {
                    if omp && !intervening.is_empty() && imperfect.is_none() {
                        imperfect = Some(k as usize + 1);
                    }
                    acc.intervening.extend(intervening);
                    cur = inner;
                }
                None => {
                    let at = self.ast[outer_body].span;
                    let what = acc
                        .clauses
                        .iter()
                        .find(|c| matches!(c.kind, ClauseKind::Collapse | ClauseKind::Tile));
                    let mut d = Diagnostic::error(
                        at,
                        format!(
                            "OpenACC loop construct requires {levels} tightly nested 'for' loops, but only {} found",
                            k + 1
                        ),
                    );
                    if let Some(c) = what {
                        d = d
                            .with_note(Some(c.span), format!("'{}' clause is here", c.kind.name()));
                    }
                    d = d.with_note(None, format!("{SPEC} §2.9.1: each associated loop except the innermost must contain exactly one loop (use collapse(force:n) to allow code between them)"));
                    self.emit(d);
                    acc.loops.clear();
                    return;
                }
            }
        }
        if omp {
            let dependent = self.outer_var_uses(acc).first().map(|&(k, _, _)| k);
            if let Some(c) = oxacc_offload::rules::omp_collapsed_loops(dependent, imperfect) {
                // The statement of the last collapsed loop runs as written.
                acc.intervening.truncate(marks[c - 1]);
                acc.sequential = acc.loops.split_off(c);
            }
        }
        self.check_rectangular(acc);
        // Loop variables are not modified in the body (the trip count is computed on entry).
        let innermost = acc.loops.last().map(|l| l.body);
        let vars: Vec<(DeclId, StmtId)> = acc.loops.iter().map(|l| (l.var, l.stmt)).collect();
        if let Some(b) = innermost {
            let mut bad = Vec::new();
            let mut visit = |n: Node| {
                if let Node::Expr(e) = n {
                    let target = match &self.ast[e].kind {
                        ExprKind::Assign { lhs, .. } => Some(*lhs),
                        ExprKind::Unary {
                            op:
                                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                            operand,
                        } => Some(*operand),
                        _ => None,
                    };
                    if let Some(t) = target.and_then(|t| self.ident_decl(t)) {
                        if vars.iter().any(|(v, _)| *v == t) {
                            bad.push((e, t));
                        }
                    }
                }
            };
            walk_stmt(&self.ast, b, &mut visit);
            for item in &acc.intervening {
                if let BlockItem::Stmt(s) = item {
                    walk_stmt(&self.ast, *s, &mut visit);
                }
            }
            for (e, d) in bad {
                let name = self.ast[d].name().cloned().unwrap_or_default();
                let at = self.ast[e].loc;
                let d = Diagnostic::error(
                    at,
                    format!("loop variable '{name}' of an OpenACC loop must not be modified in the loop body"),
                )
                .with_note(None, format!("{SPEC} §2.9: the trip count must be computable when entering the loop"));
                self.emit(d);
            }
        }
    }

    /// The `for` loops of a `kernels` region written without a `loop` directive (OpenACC 3.3
    /// §2.5.3: "the compiler will … decide which loops to parallelize"), outside other
    /// directives: a canonical loop (§2.9.1) whose variable the body does not modify and whose
    /// body does not leave it (`break`, `goto`, `return`) is recorded to be lowered as `loop
    /// auto`; the others with the reason they run as written.
    pub(super) fn acc_kernels_loops(&mut self, s: StmtId) {
        match self.ast[s].kind.clone() {
            StmtKind::Compound(items) => {
                for it in items {
                    if let BlockItem::Stmt(st) = it {
                        self.acc_kernels_loops(st);
                    }
                }
            }
            StmtKind::If { then, els, .. } => {
                self.acc_kernels_loops(then);
                if let Some(e) = els {
                    self.acc_kernels_loops(e);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default { body }
            | StmtKind::Label { body, .. } => self.acc_kernels_loops(body),
            StmtKind::For { body, .. } => {
                let result = self
                    .canonical_loop(s)
                    .map_err(|(_, msg)| format!("not a loop in canonical form ({msg})"))
                    .and_then(|l| {
                        let why = self.leaves_loop(l.body, false).or_else(|| {
                            self.modifies(l.body, l.var)
                                .then_some("its variable is modified in the body")
                        });
                        match why {
                            Some(w) => Err(w.to_owned()),
                            None => Ok(l),
                        }
                    });
                self.acc.info.kernels_loops.insert(s, result);
                self.acc_kernels_loops(body);
            }
            _ => {}
        }
    }

    /// Why the statement can leave the loop it is the body of (None: it cannot); `nested`:
    /// inside a loop or switch of the body, where `break` stays inside.
    fn leaves_loop(&self, s: StmtId, nested: bool) -> Option<&'static str> {
        match &self.ast[s].kind {
            StmtKind::Compound(items) => items.iter().find_map(|it| match it {
                BlockItem::Stmt(st) => self.leaves_loop(*st, nested),
                _ => None,
            }),
            StmtKind::If { then, els, .. } => self
                .leaves_loop(*then, nested)
                .or_else(|| els.and_then(|e| self.leaves_loop(e, nested))),
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Switch { body, .. } => self.leaves_loop(*body, true),
            StmtKind::Case { body, .. }
            | StmtKind::Default { body }
            | StmtKind::Label { body, .. } => self.leaves_loop(*body, nested),
            StmtKind::Directive { body, .. } => body.and_then(|b| self.leaves_loop(b, nested)),
            StmtKind::Break if !nested => Some("it contains a break"),
            StmtKind::Return(_) => Some("it contains a return"),
            StmtKind::Goto { .. } | StmtKind::GotoIndirect(_) => Some("it contains a goto"),
            _ => None,
        }
    }

    /// Whether statement `s` assigns to or increments variable `var`.
    fn modifies(&self, s: StmtId, var: DeclId) -> bool {
        let mut found = false;
        walk_stmt(&self.ast, s, &mut |n| {
            if let Node::Expr(e) = n {
                let target = match &self.ast[e].kind {
                    ExprKind::Assign { lhs, .. } => Some(*lhs),
                    ExprKind::Unary {
                        op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                        operand,
                    } => Some(*operand),
                    // Its address taken: it may be written through it.
                    ExprKind::Unary {
                        op: UnaryOp::AddrOf,
                        operand,
                    } => Some(*operand),
                    _ => None,
                };
                found |= target.and_then(|t| self.ident_decl(t)) == Some(var);
            }
        });
        found
    }

    /// The bounds and steps of associated loops are evaluated once, on entry to the construct,
    /// so an inner loop's may not use an outer loop's variable (a triangular nest).
    /// The uses of an outer associated loop's variable in an inner one's bounds or step:
    /// (the inner loop's level, the use, the variable), outermost level first.
    fn outer_var_uses(&self, acc: &AccDirective) -> Vec<(usize, ExprId, DeclId)> {
        let mut uses = Vec::new();
        for (k, inner) in acc.loops.iter().enumerate().skip(1) {
            let outer: Vec<DeclId> = acc.loops[..k].iter().map(|l| l.var).collect();
            for e in [Some(inner.lower), Some(inner.bound), inner.step]
                .into_iter()
                .flatten()
            {
                walk_expr(&self.ast, e, &mut |n| {
                    if let Node::Expr(x) = n {
                        if let ExprKind::Ident { .. } = self.ast[x].kind {
                            if let Some(d) = self.ident_decl(x).filter(|d| outer.contains(d)) {
                                uses.push((k, x, d));
                            }
                        }
                    }
                });
            }
        }
        uses
    }

    fn check_rectangular(&mut self, acc: &mut AccDirective) {
        let bad: Vec<(ExprId, DeclId)> = self
            .outer_var_uses(acc)
            .into_iter()
            .map(|(_, x, d)| (x, d))
            .collect();
        for (x, d) in &bad {
            let name = self.ast[*d].name().cloned().unwrap_or_default();
            let v = oxacc_offload::rules::triangular_nest(&name);
            let diag = Diagnostic::error(self.ast[*x].loc, v.message).with_note(None, v.note);
            self.emit(diag);
        }
        if !bad.is_empty() {
            acc.loops.clear();
        }
    }

    /// The declaration an expression names, through implicit conversions.
    pub(crate) fn ident_decl(&self, mut e: ExprId) -> Option<DeclId> {
        loop {
            match &self.ast[e].kind {
                ExprKind::ImplicitCast { operand, .. } => e = *operand,
                ExprKind::Ident {
                    res: Resolution::Decl(d),
                    ..
                } => return Some(*d),
                _ => return None,
            }
        }
    }

    pub(crate) fn strip_casts(&self, mut e: ExprId) -> ExprId {
        while let ExprKind::ImplicitCast { operand, .. } = &self.ast[e].kind {
            e = *operand;
        }
        e
    }

    /// The single `for` loop inside `body` (`for …` or `{ for … }`); with `force`, statements
    /// before it are returned as intervening code.
    pub(crate) fn nested_loop(
        &self,
        body: StmtId,
        force: bool,
    ) -> Option<(StmtId, Vec<BlockItem>)> {
        match &self.ast[body].kind {
            StmtKind::For { .. } => Some((body, Vec::new())),
            StmtKind::Compound(items) => {
                let (last, rest) = items.split_last()?;
                let BlockItem::Stmt(s) = last else {
                    return None;
                };
                let (inner, mut more) = self.nested_loop(*s, force)?;
                if !rest.is_empty() && !force {
                    return None;
                }
                let mut out = rest.to_vec();
                out.append(&mut more);
                Some((inner, out))
            }
            _ => None,
        }
    }

    pub(crate) fn canonical_loop(&self, s: StmtId) -> Result<AccLoop, (Span, String)> {
        let span = self.ast[s].span;
        let StmtKind::For {
            init,
            cond,
            step,
            body,
        } = &self.ast[s].kind
        else {
            return Err((
                span,
                "OpenACC loop construct can only be applied to a 'for' loop".into(),
            ));
        };
        let form = "OpenACC 'loop' construct must have initialization clause in canonical form ('var = init' or 'T var = init')";
        let (var, lower) = match init {
            ForInit::Expr(e) => match &self.ast[self.strip_casts(*e)].kind {
                ExprKind::Assign {
                    op: None, lhs, rhs, ..
                } => match self.ident_decl(*lhs) {
                    Some(d) => (d, *rhs),
                    None => return Err((self.ast[*e].span, form.into())),
                },
                _ => return Err((self.ast[*e].span, form.into())),
            },
            ForInit::Decl(g) if g.decls.len() == 1 => {
                let d = g.decls[0];
                match self.ast[d].init.map(|i| &self.ast[i].kind) {
                    Some(InitKind::Expr(e)) => (d, *e),
                    _ => return Err((self.ast[d].declarator.name_span, form.into())),
                }
            }
            ForInit::Decl(g) => return Err((g.span, form.into())),
            ForInit::None => return Err((span, form.into())),
        };
        let name = self.ast[var].name().cloned().unwrap_or_default();
        let ty = self.ast[var].ty;
        // §2.9: integer or C pointer loop variables (a pointer steps over complete objects).
        let pointer_ok = self
            .types
            .pointee(ty)
            .is_some_and(|p| !self.types.is_void(p) && !self.types.is_function(p));
        let is_pointer = self.types.is_pointer(ty);
        if !self.types.is_integer(ty) && !pointer_ok {
            let at = self.ast[lower].span;
            let msg = if is_pointer {
                format!(
                    "pointer loop variable '{name}' of an OpenACC loop must point to a complete object type (is '{}')",
                    self.types.display(ty)
                )
            } else {
                format!(
                    "OpenACC 'loop' variable must be of integer, pointer, or random-access-iterator type (is '{}')",
                    self.types.display(ty)
                )
            };
            return Err((at, msg));
        }
        let Some(cond) = cond else {
            return Err((
                span,
                "OpenACC 'loop' construct must have a terminating condition".into(),
            ));
        };
        let bad_cond = || {
            (
                self.ast[*cond].span,
                format!("OpenACC 'loop' terminating condition must compare loop variable '{name}' with <, <=, >, >= or !="),
            )
        };
        let (test, bound) = match &self.ast[self.strip_casts(*cond)].kind {
            ExprKind::Binary { op, lhs, rhs } => {
                let t = match op {
                    BinaryOp::Lt => LoopTest::Lt,
                    BinaryOp::Le => LoopTest::Le,
                    BinaryOp::Gt => LoopTest::Gt,
                    BinaryOp::Ge => LoopTest::Ge,
                    BinaryOp::Ne => LoopTest::Ne,
                    _ => return Err(bad_cond()),
                };
                if self.ident_decl(*lhs) == Some(var) {
                    (t, *rhs)
                } else if self.ident_decl(*rhs) == Some(var) {
                    let flipped = match t {
                        LoopTest::Lt => LoopTest::Gt,
                        LoopTest::Le => LoopTest::Ge,
                        LoopTest::Gt => LoopTest::Lt,
                        LoopTest::Ge => LoopTest::Le,
                        LoopTest::Ne | LoopTest::Inclusive => t,
                    };
                    (flipped, *lhs)
                } else {
                    return Err(bad_cond());
                }
            }
            _ => return Err(bad_cond()),
        };
        let bound_ty = self.ast[self.strip_casts(bound)].ty;
        if is_pointer && !self.types.is_pointer(bound_ty) && !self.types.is_array(bound_ty) {
            return Err((
                self.ast[bound].span,
                format!("OpenACC 'loop' bound of pointer loop variable '{name}' must be a pointer"),
            ));
        }
        let no_step = || {
            (
                span,
                format!("OpenACC 'loop' construct must increment or decrement loop variable '{name}' by a loop-invariant amount"),
            )
        };
        let Some(step) = step else {
            return Err(no_step());
        };
        let (step_e, decreasing) = match &self.ast[self.strip_casts(*step)].kind {
            ExprKind::Unary { op, operand } if self.ident_decl(*operand) == Some(var) => match op {
                UnaryOp::PreInc | UnaryOp::PostInc => (None, false),
                UnaryOp::PreDec | UnaryOp::PostDec => (None, true),
                _ => return Err(no_step()),
            },
            ExprKind::Assign {
                op: Some(op @ (BinaryOp::Add | BinaryOp::Sub)),
                lhs,
                rhs,
                ..
            } if self.ident_decl(*lhs) == Some(var) => (Some(*rhs), *op == BinaryOp::Sub),
            ExprKind::Assign {
                op: None, lhs, rhs, ..
            } if self.ident_decl(*lhs) == Some(var) => match &self.ast[self.strip_casts(*rhs)].kind
            {
                ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs: a,
                    rhs: b,
                } => {
                    if self.ident_decl(*a) == Some(var) {
                        (Some(*b), false)
                    } else if self.ident_decl(*b) == Some(var) {
                        (Some(*a), false)
                    } else {
                        return Err(no_step());
                    }
                }
                ExprKind::Binary {
                    op: BinaryOp::Sub,
                    lhs: a,
                    rhs: b,
                } if self.ident_decl(*a) == Some(var) => (Some(*b), true),
                _ => return Err(no_step()),
            },
            _ => return Err(no_step()),
        };
        if let Some(e) = step_e {
            if !self.types.is_integer(self.ast[e].ty) {
                return Err((
                    self.ast[e].span,
                    format!("OpenACC 'loop' increment of '{name}' must be an integer"),
                ));
            }
        }
        // The direction must lead to the bound (a constant step's sign is known).
        let step_val = step_e.map_or(Some(1), |e| self.eval_int(e));
        let goes_down = match step_val {
            Some(v) if v < 0 => !decreasing,
            Some(0) => {
                return Err((
                    self.ast[*step].span,
                    format!("OpenACC 'loop' increment of '{name}' must not be zero"),
                ));
            }
            _ => decreasing,
        };
        let wrong = match test {
            LoopTest::Lt | LoopTest::Le => goes_down,
            LoopTest::Gt | LoopTest::Ge => !goes_down,
            LoopTest::Ne | LoopTest::Inclusive => false,
        };
        if wrong {
            return Err((
                self.ast[*step].span,
                format!("OpenACC 'loop' variable '{name}' must move towards the bound of its terminating condition"),
            ));
        }
        Ok(AccLoop {
            stmt: s,
            var,
            ty,
            lower,
            bound,
            test,
            step: step_e,
            decreasing,
            body: *body,
        })
    }
}
