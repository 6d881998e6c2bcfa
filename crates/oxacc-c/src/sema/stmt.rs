//! Statements (C17 §6.8): scalar conditions, `switch` with integer promotion of the
//! controlling expression and duplicate-case detection, jump statements in context,
//! `return` conversions (§6.8.6.4), labels and `goto`.

use oxacc_source::Diagnostic;

use super::expr::AssignCtx;
use super::scope::ScopeKind;
use super::{Sema, SwitchContext};
use crate::ast::*;
use crate::types::TypeId;

impl Sema<'_> {
    pub(crate) fn function_body(&mut self, body: StmtId) {
        // The body's block shares the parameters' scope (§6.2.1p4).
        if let StmtKind::Compound(items) = self.ast[body].kind.clone() {
            for item in &items {
                self.block_item(item);
            }
        } else {
            self.stmt(body);
        }
    }

    /// A statement expression `({ … })`: its type is that of the last expression statement.
    pub(crate) fn stmt_expr(&mut self, body: StmtId) -> TypeId {
        let StmtKind::Compound(items) = self.ast[body].kind.clone() else {
            return TypeId::VOID;
        };
        self.push_scope(ScopeKind::Block);
        let mut ty = TypeId::VOID;
        let n = items.len();
        for (i, item) in items.iter().enumerate() {
            if i + 1 == n {
                if let BlockItem::Stmt(s) = item {
                    if let StmtKind::Expr(Some(e)) = self.ast[*s].kind {
                        let e = self.rvalue(e);
                        self.ast[*s].kind = StmtKind::Expr(Some(e));
                        ty = self.ty_of(e);
                        continue;
                    }
                }
            }
            self.block_item(item);
        }
        self.pop_scope();
        ty
    }

    /// The controlling expression of `if`, `while`, `do`, `for` (§6.8.4.1p1, §6.8.5p2);
    /// errors point at the statement keyword `at`, as clang's do.
    fn condition(&mut self, e: ExprId, at: oxacc_source::Span) -> ExprId {
        let c = self.rvalue(e);
        let ty = self.ty_of(c);
        if !self.types.is_error(ty) && !self.types.is_scalar(ty) {
            let msg = format!(
                "statement requires expression of scalar type ('{}' invalid)",
                self.ty_str(ty)
            );
            self.error(at, msg);
        }
        c
    }

    pub(crate) fn stmt(&mut self, s: StmtId) {
        let kind = self.ast[s].kind.clone();
        let span = self.ast[s].span;
        match kind {
            StmtKind::Compound(items) => {
                self.push_scope(ScopeKind::Block);
                for item in &items {
                    if self.diags.borrow().should_stop() {
                        break;
                    }
                    self.block_item(item);
                }
                self.pop_scope();
            }
            StmtKind::Expr(Some(e)) => {
                let e = self.rvalue(e);
                self.ast[s].kind = StmtKind::Expr(Some(e));
            }
            StmtKind::Expr(None) | StmtKind::Error => {}
            StmtKind::Asm(a) => self.asm_stmt(s, *a),
            StmtKind::If { cond, then, els } => {
                let c = self.condition(cond, span);
                self.ast[s].kind = StmtKind::If { cond: c, then, els };
                self.scoped_stmt(then);
                if let Some(e) = els {
                    self.scoped_stmt(e);
                }
            }
            StmtKind::While { cond, body } => {
                let c = self.condition(cond, span);
                self.ast[s].kind = StmtKind::While { cond: c, body };
                self.loop_body(body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.loop_body(body);
                let c = self.condition(cond, span);
                self.ast[s].kind = StmtKind::DoWhile { body, cond: c };
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.push_scope(ScopeKind::Block);
                let init = match init {
                    ForInit::Expr(e) => ForInit::Expr(self.rvalue(e)),
                    ForInit::Decl(g) => {
                        for &d in &g.decls {
                            let storage = self.ast[self.ast[d].specs].storage;
                            if matches!(
                                storage,
                                Some(
                                    StorageClass::Static
                                        | StorageClass::Extern
                                        | StorageClass::Typedef
                                )
                            ) {
                                let ns = self.ast[d].declarator.name_span;
                                self.error(ns, "declaration of non-local variable in 'for' loop");
                            }
                        }
                        self.decl_group(&g);
                        ForInit::Decl(g)
                    }
                    ForInit::None => ForInit::None,
                };
                let cond = cond.map(|c| self.condition(c, span));
                let step = step.map(|e| self.rvalue(e));
                self.ast[s].kind = StmtKind::For {
                    init,
                    cond,
                    step,
                    body,
                };
                self.loop_body(body);
                self.pop_scope();
            }
            StmtKind::Switch { cond, body } => {
                let c = self.rvalue(cond);
                let ty = self.ty_of(c);
                let c = if self.types.is_integer(ty) {
                    self.promote(c)
                } else {
                    if !self.types.is_error(ty) {
                        let msg = format!(
                            "statement requires expression of integer type ('{}' invalid)",
                            self.ty_str(ty)
                        );
                        self.error(span, msg);
                    }
                    c
                };
                self.ast[s].kind = StmtKind::Switch { cond: c, body };
                let cond_ty = self.ty_of(c);
                self.switches.push(SwitchContext {
                    cond_ty,
                    cases: Default::default(),
                    default: None,
                });
                self.break_depth += 1;
                self.scoped_stmt(body);
                self.break_depth -= 1;
                self.switches.pop();
            }
            StmtKind::Case { value, high, body } => {
                let v = self.rvalue(value);
                let hv = high.map(|h| self.rvalue(h));
                if self.switches.is_empty() {
                    self.error(span, "'case' statement not in switch statement");
                } else {
                    let lo = self
                        .integer_constant(v, "expression is not an integer constant expression");
                    let hi = match hv {
                        Some(h) => self.integer_constant(
                            h,
                            "expression is not an integer constant expression",
                        ),
                        None => lo,
                    };
                    if let (Some(lo), Some(hi)) = (lo, hi) {
                        let cond_ty = self.switches.last().map_or(TypeId::INT, |sw| sw.cond_ty);
                        // Case values are converted to the promoted controlling type (§6.8.4.2p5).
                        let lo_c = self.wrap_case(lo, cond_ty);
                        let hi_c = self.wrap_case(hi, cond_ty);
                        let vs = self.span_of(v);
                        for val in [lo_c, hi_c] {
                            let prev = self
                                .switches
                                .last()
                                .and_then(|sw| sw.cases.get(&val).copied());
                            if let Some(prev) = prev {
                                let d =
                                    Diagnostic::error(vs, format!("duplicate case value '{val}'"))
                                        .with_note(Some(prev), "previous case defined here");
                                self.emit(d);
                                break;
                            }
                            if let Some(sw) = self.switches.last_mut() {
                                sw.cases.insert(val, vs);
                            }
                            if lo_c == hi_c {
                                break;
                            }
                        }
                    }
                }
                self.ast[s].kind = StmtKind::Case {
                    value: v,
                    high: hv,
                    body,
                };
                self.stmt(body);
            }
            StmtKind::Default { body } => {
                match self.switches.last_mut() {
                    None => self.error(span, "'default' statement not in switch statement"),
                    Some(sw) => {
                        if let Some(prev) = sw.default {
                            // clang reports at the first label, with the later one as the note.
                            let d =
                                Diagnostic::error(prev, "multiple default labels in one switch")
                                    .with_note(Some(span), "previous case defined here");
                            self.emit(d);
                        } else {
                            sw.default = Some(span);
                        }
                    }
                }
                self.stmt(body);
            }
            StmtKind::Label { name, body } => {
                if self.openacc || self.openmp {
                    self.acc_label(&name);
                }
                if self.openmp {
                    self.omp_label(&name);
                }
                if let Some(f) = &mut self.func {
                    if let Some(&prev) = f.labels.get(&name) {
                        let d = Diagnostic::error(span, format!("redefinition of label '{name}'"))
                            .with_note(Some(prev), "previous definition is here");
                        self.emit(d);
                    } else {
                        f.labels.insert(name.clone(), span);
                    }
                }
                self.stmt(body);
            }
            StmtKind::Goto { label, label_span } => {
                if self.openacc || self.openmp {
                    self.acc_goto(&label, span);
                }
                if self.openmp {
                    self.omp_goto(&label, span);
                }
                if let Some(f) = &mut self.func {
                    f.gotos.push((label, label_span));
                }
            }
            StmtKind::GotoIndirect(e) => {
                let e = self.rvalue(e);
                self.ast[s].kind = StmtKind::GotoIndirect(e);
            }
            StmtKind::Continue => {
                if self.loop_depth == 0 {
                    self.error(span, "'continue' statement not in loop statement");
                } else {
                    if self.openacc || self.openmp {
                        self.acc_check_jump(span, false);
                    }
                    if self.openmp {
                        self.omp_check_jump(span, false);
                    }
                }
            }
            StmtKind::Break => {
                if self.break_depth == 0 {
                    self.error(span, "'break' statement not in loop or switch statement");
                } else {
                    if self.openacc || self.openmp {
                        self.acc_check_jump(span, true);
                    }
                    if self.openmp {
                        self.omp_check_jump(span, true);
                    }
                }
            }
            StmtKind::Return(value) => {
                if self.openacc || self.openmp {
                    self.acc_check_return(span);
                }
                if self.openmp {
                    self.omp_check_return(span);
                }
                let (ret, fname) = match &self.func {
                    Some(f) => (f.ret, f.name.clone()),
                    None => (TypeId::ERROR, Default::default()),
                };
                match value {
                    Some(e) => {
                        let e = self.rvalue(e);
                        let ety = self.ty_of(e);
                        let e = if self.types.is_void(ret) {
                            if !self.types.is_void(ety) && !self.types.is_error(ety) {
                                // gcc 12: a warning of no `-W` option; the value is
                                // evaluated and dropped.
                                let _ = fname;
                                let es = self.span_of(e);
                                let d = Diagnostic::new(
                                    oxacc_source::Severity::Warning,
                                    "'return' with a value, in function returning void",
                                )
                                .at(span)
                                .with_label(es);
                                self.emit(d);
                            }
                            e
                        } else if self.types.is_void(ety) {
                            let es = self.span_of(e);
                            let d = Diagnostic::error(
                                span,
                                format!("non-void function '{fname}' should return a value"),
                            )
                            .with_label(es);
                            self.emit(d);
                            e
                        } else {
                            let at = self.span_of(e);
                            self.assign_convert(e, ret, AssignCtx::Returning, at)
                        };
                        self.ast[s].kind = StmtKind::Return(Some(e));
                    }
                    None => {
                        if !self.types.is_void(ret) && !self.types.is_error(ret) {
                            // gcc 12: a warning of no `-W` option (C17 §6.8.6.4p1 is a
                            // constraint); the caller gets an unspecified value.
                            self.warn_no_option(
                                span,
                                "'return' with no value, in function returning non-void",
                            );
                        }
                    }
                }
            }
            StmtKind::Directive { directive, body } => {
                let mut body = body.map(|b| self.past_ignored_directives(b));
                if self.openmp && self.ast[directive].namespace == "omp" {
                    body = self.omp_fold_nest(directive, body);
                }
                self.ast[s].kind = StmtKind::Directive { directive, body };
                if self.openacc && self.ast[directive].namespace == "acc" {
                    self.acc_stmt(s, directive, body);
                } else if self.openmp && self.ast[directive].namespace == "omp" {
                    self.omp_stmt(directive, body);
                } else if let Some(b) = body {
                    self.stmt(b);
                }
            }
        }
    }

    /// The statement a directive applies to, past the directives of a model that is off: gcc
    /// ignores `#pragma omp` without `-fopenmp` (and `#pragma acc` without `-fopenacc`) as an
    /// unknown pragma, so in sources written for both models `#pragma acc parallel loop`
    /// followed by `#pragma omp parallel for` applies to the `for` loop after both.
    pub(super) fn past_ignored_directives(&self, mut b: StmtId) -> StmtId {
        while let StmtKind::Directive {
            directive,
            body: Some(inner),
        } = self.ast[b].kind
        {
            let on = match self.ast[directive].namespace.as_str() {
                "acc" => self.openacc,
                "omp" => self.openmp,
                _ => true,
            };
            if on {
                break;
            }
            b = inner;
        }
        b
    }

    fn wrap_case(&self, v: i128, ty: TypeId) -> i128 {
        let Some(k) = self.types.int_kind(ty) else {
            return v;
        };
        let bits = k.bits();
        if bits >= 128 {
            return v;
        }
        let mask = (1i128 << bits) - 1;
        let u = v & mask;
        if k.is_signed() && u >> (bits - 1) != 0 {
            u - (1i128 << bits)
        } else {
            u
        }
    }

    /// A sub-statement of a selection or iteration statement is a block of its own (§6.8.4p3).
    fn scoped_stmt(&mut self, s: StmtId) {
        self.push_scope(ScopeKind::Block);
        self.stmt(s);
        self.pop_scope();
    }

    fn loop_body(&mut self, body: StmtId) {
        self.loop_depth += 1;
        self.break_depth += 1;
        // `case` labels inside a loop still belong to the enclosing switch (Duff's device).
        self.scoped_stmt(body);
        self.break_depth -= 1;
        self.loop_depth -= 1;
    }
}
