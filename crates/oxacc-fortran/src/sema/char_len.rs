//! Character lengths that are specification expressions (Fortran 2018 §7.4.4.2,
//! §10.1.11): `character(len=n)` and `character(len=len(s))` are told apart from constant
//! lengths while declarations are read, then resolved once the unit's names exist; the
//! expression is evaluated on entry (`Program::char_lens`, `lower/func.rs`).

use super::charfn::CharFn;
use super::decl::const_of;
use super::scope::Entity;
use super::tree::{BinaryOp, Const, Expr, ExprKind, Storage, SymbolId};
use super::types::{CharLen, Type};
use super::{ProcId, ProcKind, Sema};
use crate::ast;

impl Sema<'_> {
    /// Whether every name in `e` is a named constant (or a function called with such
    /// arguments): a constant expression, else a specification expression.
    pub(super) fn constant_names_only(&self, e: &ast::Expr) -> bool {
        let mut ok = true;
        visit_names(e, &mut |n| {
            if !matches!(self.lookup(&n.key), Some(Entity::Constant(..))) {
                ok = false;
            }
        });
        ok
    }

    /// The length of `character(len=e) :: v` where `e` is not a constant expression
    /// (§7.4.4.2): folded when it turns out constant, else evaluated on entry to the
    /// procedure for a local, a dummy or the function result.
    pub(super) fn char_len_expr(&mut self, id: SymbolId, e: &ast::Expr, proc: Option<ProcId>) {
        let Some(t) = self.bound_expr(e) else {
            return;
        };
        if let Some(n) = const_of(&t) {
            self.prog.symbols[id.0 as usize].ty = Type::Character(CharLen::Const(n.max(0) as i64));
            return;
        }
        let sym = self.symbol(id);
        match sym.storage {
            Storage::Local | Storage::Dummy { .. } | Storage::Result if proc.is_some() => {
                self.prog.char_lens.insert(id, t);
            }
            Storage::Static { .. } if proc.is_some_and(|p| self.proc(p).kind != ProcKind::Main) => {
                let (name, span) = (sym.name.clone(), sym.span);
                self.error(
                    span,
                    format!("Automatic object '{name}' at (1) cannot have the SAVE attribute"),
                );
            }
            _ => {
                let (name, span) = (sym.name.clone(), sym.span);
                self.error(
                    span,
                    format!("'{name}' at (1) must have constant character length in this context"),
                );
            }
        }
    }
}

/// Calls `f` on every name `e` refers to as a value (not the names of called functions).
fn visit_names(e: &ast::Expr, f: &mut dyn FnMut(&ast::Name)) {
    use ast::ExprKind as K;
    match &e.kind {
        K::Name(n) => f(n),
        K::CallOrIndex { base, args } => {
            if !matches!(base.kind, K::Name(_)) {
                visit_names(base, f);
            }
            for a in args {
                match &a.value {
                    ast::ArgValue::Expr(x) => visit_names(x, f),
                    ast::ArgValue::Range {
                        lower,
                        upper,
                        stride,
                    } => {
                        for x in [lower, upper, stride].into_iter().flatten() {
                            visit_names(x, f);
                        }
                    }
                    _ => {}
                }
            }
        }
        K::Component { base, .. } => visit_names(base, f),
        K::Unary { operand, .. } | K::DefinedUnary { operand, .. } => visit_names(operand, f),
        K::Binary { lhs, rhs, .. } | K::DefinedBinary { lhs, rhs, .. } => {
            visit_names(lhs, f);
            visit_names(rhs, f);
        }
        K::Complex(a, b) => {
            visit_names(a, f);
            visit_names(b, f);
        }
        K::Paren(x) => visit_names(x, f),
        _ => {}
    }
}

impl Sema<'_> {
    /// The length of an array constructor's `character(len=n) ::` type-spec when it is known
    /// only at run time (§7.8: each item is then converted to that length); `None` for a
    /// constant length or another type.
    pub(super) fn ctor_run_time_len(&mut self, ts: &ast::TypeSpec) -> Option<Option<Expr>> {
        if ts.kind != ast::TypeKind::Character {
            return Some(None);
        }
        let len = ts
            .params
            .iter()
            .find(|p| p.keyword.as_ref().is_none_or(|k| k.key == "len"))
            .map(|p| &p.value)
            .or(ts.star.as_ref());
        let Some(ast::TypeParamValue::Expr(e)) = len else {
            return Some(None);
        };
        if self.constant_names_only(e) {
            return Some(None);
        }
        let v = self.expr(e)?;
        if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
            self.error(e.span, "Scalar INTEGER expression expected at (1)");
            return None;
        }
        Some(Some(self.convert(v, Type::Integer(8))))
    }

    /// `[character(len=len) :: items]` with a run-time `len`: each item converted to it.
    pub(super) fn ctor_of_run_time_len(
        &mut self,
        items: Vec<Expr>,
        len: &Expr,
        span: oxacc_source::Span,
    ) -> Option<Expr> {
        let items = items
            .into_iter()
            .map(|e| {
                if !matches!(e.ty, Type::Character(_)) {
                    self.error(e.span, "Incompatible typespec for array element at (1)");
                    return None;
                }
                Some(self.resized_to(e, len))
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Expr {
            kind: ExprKind::ArrayCtor(items),
            ty: Type::Character(CharLen::Assumed),
            rank: 1,
            span,
        })
    }

    /// `item` blank-padded or truncated to the run-time length `len`: `(item // repeat(' ',
    /// len))(1:len)`, as intrinsic assignment to a variable of that length would make it.
    pub(super) fn resized_to(&self, item: Expr, len: &Expr) -> Expr {
        let span = item.span;
        let any_len = Type::Character(CharLen::Assumed);
        let blank = Expr {
            kind: ExprKind::Const(Const::Char(b" ".to_vec())),
            ty: Type::Character(CharLen::Const(1)),
            rank: 0,
            span,
        };
        let pad = Expr {
            kind: ExprKind::CharFn(CharFn::Repeat, vec![blank, len.clone()]),
            ty: any_len,
            rank: 0,
            span,
        };
        let joined = Expr {
            kind: ExprKind::Binary(BinaryOp::Concat, Box::new(item), Box::new(pad)),
            ty: any_len,
            rank: 0,
            span,
        };
        Expr {
            kind: ExprKind::Substring {
                base: Box::new(joined),
                lower: None,
                upper: Some(Box::new(len.clone())),
            },
            ty: any_len,
            rank: 0,
            span,
        }
    }
}
