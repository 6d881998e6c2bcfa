//! The ASSOCIATE construct (Fortran 2018 §11.1.3). A selector that is a variable (a whole
//! variable, an array element or section, a component, a substring) makes the associate
//! name an alias of it (`Entity::Alias`): references and definitions through the name are
//! of the variable. Another selector is an expression, evaluated once on entry into a local
//! of the procedure that the name then denotes (allocatable for an array or a character
//! value of run-time length).

use super::intrinsics::Intrinsic;
use super::scope::{Entity, Scope};
use super::tree::{
    ArrayShape, BinaryOp, Expr, ExprKind, Stmt, StmtKind, Storage, Subscript, Symbol,
};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    pub(super) fn associate_construct(
        &mut self,
        assocs: &[(ast::Name, ast::Expr)],
        body: &[ast::Stmt],
    ) -> Vec<Stmt> {
        let mut out = Vec::new();
        let mut names = Vec::new();
        for (name, sel) in assocs {
            // The selectors are evaluated in the enclosing scope (§11.1.3.2).
            let Some(e) = self.expr(sel) else {
                continue;
            };
            if is_variable(&e) {
                names.push((name.key.clone(), Entity::Alias(Box::new(e))));
                continue;
            }
            let Some(p) = self.cur_proc else {
                continue;
            };
            let (ty, array) = match (e.ty, e.rank) {
                (Type::Character(CharLen::Assumed), 0) => {
                    (e.ty, Some(ArrayShape::Allocatable { rank: 0 }))
                }
                (ty, 0) => (ty, None),
                (ty, r) => (ty, Some(ArrayShape::Allocatable { rank: r })),
            };
            let id = self.add_symbol(Symbol {
                name: name.text.clone(),
                ty,
                array,
                storage: Storage::Local,
                init: None,
                owner: Some(p),
                span: name.span,
            });
            self.proc_mut(p).locals.push(id);
            let lhs = self.var_expr(id, name.span);
            out.push(Stmt {
                kind: StmtKind::Assign { lhs, rhs: e },
                label: None,
                span: sel.span,
            });
            names.push((name.key.clone(), Entity::Var(id)));
        }
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes
            .push(Scope::new(Some(parent), implicit, self.cur_proc));
        self.cur_scope = self.scopes.len() - 1;
        for (key, entity) in names {
            self.scopes[self.cur_scope].names.insert(key, entity);
        }
        out.extend(self.exec_part(body));
        self.cur_scope = parent;
        out
    }
}

impl Sema<'_> {
    /// `name(…)` where `name` is an associate name of a variable (or a statement-function
    /// dummy): an element, section or substring of what it names.
    pub(super) fn alias_ref(
        &mut self,
        e: Expr,
        args: &[ast::Arg],
        span: oxacc_source::Span,
    ) -> Option<Expr> {
        let substring = e.rank == 0
            && matches!(e.ty, Type::Character(_))
            && matches!(
                args,
                [ast::Arg {
                    value: ast::ArgValue::Range { .. },
                    ..
                }]
            );
        if substring {
            return self.substring(e, &args[0], span);
        }
        match &e.kind {
            ExprKind::Var(id) if e.rank > 0 => self.array_ref(*id, args, span),
            ExprKind::Index { array, subscripts } if e.rank > 0 => {
                if args.len() != usize::from(e.rank) {
                    self.error(span, "Rank mismatch in array reference at (1)");
                    return None;
                }
                let new = self.subscripts(args)?;
                if new.iter().any(|s| s.vector().is_some()) {
                    self.unsupported(span, "a vector subscript on an associate name");
                    return None;
                }
                let subs = self.compose_section(*array, subscripts, new, span);
                let rank = subs.iter().filter(|s| s.is_section()).count() as u8;
                Some(Expr {
                    kind: ExprKind::Index {
                        array: *array,
                        subscripts: subs,
                    },
                    ty: e.ty,
                    rank,
                    span,
                })
            }
            ExprKind::Component { subscripts, .. } if subscripts.is_empty() && e.rank > 0 => {
                self.component_subscripts(e, args, span)
            }
            _ => {
                self.unsupported(span, "subscripts on this associate name");
                None
            }
        }
    }
}

impl Sema<'_> {
    /// The subscripts of `array` that `new`, subscripts of the section `old` of it (whose
    /// lower bounds are 1, §11.1.3.3), select: each triplet `lo:hi:st` of `old` maps `j`
    /// to `lo + (j - 1)·st`.
    fn compose_section(
        &mut self,
        array: super::tree::SymbolId,
        old: &[Subscript],
        new: Vec<Subscript>,
        span: oxacc_source::Span,
    ) -> Vec<Subscript> {
        let i8t = Type::Integer(8);
        let mut new = new.into_iter();
        let mut out = Vec::new();
        for (k, s) in old.iter().enumerate() {
            let Subscript::Range {
                lower,
                upper,
                stride,
            } = s
            else {
                out.push(s.clone());
                continue;
            };
            let Some(n) = new.next() else {
                break;
            };
            let bound = |fl: &mut Self, op, given: &Option<Expr>| match given {
                Some(e) => fl.convert(e.clone(), i8t),
                None => {
                    let v = fl.var_expr(array, span);
                    let dim = fl.int_const(k as i128 + 1, span);
                    Expr {
                        kind: ExprKind::Intrinsic(op, vec![v, fl.convert(dim, i8t)]),
                        ty: i8t,
                        rank: 0,
                        span,
                    }
                }
            };
            let lo = bound(self, Intrinsic::Lbound, lower);
            let st = match stride {
                Some(e) => self.convert(e.clone(), i8t),
                None => {
                    let one = self.int_const(1, span);
                    self.convert(one, i8t)
                }
            };
            let map = |fl: &mut Self, j: Expr| {
                let one = fl.int_const(1, span);
                let j = fl.convert(j, i8t);
                let d = arith(BinaryOp::Sub, j, fl.convert(one, i8t));
                arith(
                    BinaryOp::Add,
                    lo.clone(),
                    arith(BinaryOp::Mul, d, st.clone()),
                )
            };
            out.push(match n {
                Subscript::Index(j) => Subscript::Index(map(self, j)),
                Subscript::Range {
                    lower: l,
                    upper: u,
                    stride: s2,
                } => {
                    let l = l.unwrap_or_else(|| self.int_const(1, span));
                    // The section's last element: lo + ((hi - lo) / st)·st.
                    let u = match u {
                        Some(u) => map(self, u),
                        None => {
                            let hi = bound(self, Intrinsic::Ubound, upper);
                            let span_ = arith(BinaryOp::Sub, hi, lo.clone());
                            let steps = arith(BinaryOp::Div, span_, st.clone());
                            arith(
                                BinaryOp::Add,
                                lo.clone(),
                                arith(BinaryOp::Mul, steps, st.clone()),
                            )
                        }
                    };
                    let s2 = match s2 {
                        Some(x) => arith(BinaryOp::Mul, st.clone(), self.convert(x, i8t)),
                        None => st.clone(),
                    };
                    Subscript::Range {
                        lower: Some(map(self, l)),
                        upper: Some(u),
                        stride: Some(s2),
                    }
                }
            });
        }
        out
    }
}

/// `a op b` of two `integer(8)` values.
fn arith(op: BinaryOp, a: Expr, b: Expr) -> Expr {
    let span = a.span;
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        ty: Type::Integer(8),
        rank: 0,
        span,
    }
}

/// Whether a selector is a variable (§11.1.3.1: then the associate name may be defined).
fn is_variable(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Var(_) | ExprKind::Component { .. } => true,
        ExprKind::Index { subscripts, .. } => subscripts.iter().all(|s| s.vector().is_none()),
        ExprKind::Substring { base, .. } => is_variable(base),
        _ => false,
    }
}
