//! Read-only traversal of checked statements and expressions, for the OpenACC rules that look
//! at a whole region (variables a compute construct uses, calls in a loop, assignments to a
//! loop variable, labels inside a data construct).

use crate::ast::*;

/// What a visitor sees, in source order (pre-order).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Node {
    Stmt(StmtId),
    Expr(ExprId),
    /// A block-scope declaration.
    Decl(DeclId),
}

/// Visits `s` and everything inside it. Operands of `sizeof`/`_Alignof` are not visited
/// (they are not evaluated, C17 §6.5.3.4p2), except that VLA sizes are not special-cased.
pub(crate) fn walk_stmt(ast: &Ast, s: StmtId, f: &mut dyn FnMut(Node)) {
    f(Node::Stmt(s));
    match &ast[s].kind {
        StmtKind::Compound(items) => {
            for item in items {
                walk_item(ast, item, f);
            }
        }
        StmtKind::Expr(e) => {
            if let Some(e) = e {
                walk_expr(ast, *e, f);
            }
        }
        StmtKind::If { cond, then, els } => {
            walk_expr(ast, *cond, f);
            walk_stmt(ast, *then, f);
            if let Some(e) = els {
                walk_stmt(ast, *e, f);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            walk_expr(ast, *cond, f);
            walk_stmt(ast, *body, f);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            match init {
                ForInit::None => {}
                ForInit::Expr(e) => walk_expr(ast, *e, f),
                ForInit::Decl(g) => walk_item(ast, &BlockItem::Decl(g.clone()), f),
            }
            for e in cond.iter().chain(step.iter()) {
                walk_expr(ast, *e, f);
            }
            walk_stmt(ast, *body, f);
        }
        StmtKind::Switch { cond, body } => {
            walk_expr(ast, *cond, f);
            walk_stmt(ast, *body, f);
        }
        StmtKind::Case { value, body, .. } => {
            let _ = value;
            walk_stmt(ast, *body, f);
        }
        StmtKind::Default { body } | StmtKind::Label { body, .. } => walk_stmt(ast, *body, f),
        StmtKind::GotoIndirect(e) => walk_expr(ast, *e, f),
        StmtKind::Return(e) => {
            if let Some(e) = e {
                walk_expr(ast, *e, f);
            }
        }
        StmtKind::Directive { body, .. } => {
            if let Some(b) = body {
                walk_stmt(ast, *b, f);
            }
        }
        StmtKind::Goto { .. }
        | StmtKind::Continue
        | StmtKind::Break
        | StmtKind::Asm { .. }
        | StmtKind::Error => {}
    }
}

fn walk_item(ast: &Ast, item: &BlockItem, f: &mut dyn FnMut(Node)) {
    match item {
        BlockItem::Decl(g) => {
            for &d in &g.decls {
                f(Node::Decl(d));
                if let Some(i) = ast[d].init {
                    walk_init(ast, i, f);
                }
            }
        }
        BlockItem::Stmt(s) => walk_stmt(ast, *s, f),
        _ => {}
    }
}

fn walk_init(ast: &Ast, i: InitId, f: &mut dyn FnMut(Node)) {
    match &ast[i].kind {
        InitKind::Expr(e) => walk_expr(ast, *e, f),
        InitKind::List(items) => {
            for it in items {
                walk_init(ast, it.init, f);
            }
        }
    }
}

pub(crate) fn walk_expr(ast: &Ast, e: ExprId, f: &mut dyn FnMut(Node)) {
    f(Node::Expr(e));
    match &ast[e].kind {
        ExprKind::Unary { operand, .. }
        | ExprKind::Cast { operand, .. }
        | ExprKind::ImplicitCast { operand, .. } => walk_expr(ast, *operand, f),
        ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
            walk_expr(ast, *lhs, f);
            walk_expr(ast, *rhs, f);
        }
        ExprKind::Conditional { cond, then, els } => {
            walk_expr(ast, *cond, f);
            if let Some(t) = then {
                walk_expr(ast, *t, f);
            }
            walk_expr(ast, *els, f);
        }
        ExprKind::Call { callee, args } => {
            walk_expr(ast, *callee, f);
            for a in args {
                walk_expr(ast, *a, f);
            }
        }
        ExprKind::Index { base, index } => {
            walk_expr(ast, *base, f);
            walk_expr(ast, *index, f);
        }
        ExprKind::Member { base, .. } => walk_expr(ast, *base, f),
        ExprKind::CompoundLiteral { init, .. } => walk_init(ast, *init, f),
        ExprKind::StmtExpr(s) => walk_stmt(ast, *s, f),
        ExprKind::Generic {
            assocs, selected, ..
        } => {
            if let Some((_, e)) = selected.and_then(|i| assocs.get(i)) {
                walk_expr(ast, *e, f);
            }
        }
        ExprKind::VaArg { ap, .. } => walk_expr(ast, *ap, f),
        _ => {}
    }
}
