//! The C pointer types and procedures of `iso_c_binding` (Fortran 2018 §18.2.2, §18.2.3):
//! `type(c_ptr)` and `type(c_funptr)` are structures of one `integer(c_intptr_t)` (so they
//! pass by value as C's `void *` does), `c_null_ptr`/`c_null_funptr` are zero; C_LOC and
//! C_FUNLOC take an address (`Intrinsic::Loc`), C_ASSOCIATED compares addresses, and
//! C_F_POINTER writes a pointer's descriptor (`lower/intrinsic_sub.rs`).

use oxacc_source::Span;

use super::intrinsics::Intrinsic;
use super::scope::{Entity, Scope};
use super::tree::{
    BinaryOp, Component, Const, DerivedType, Expr, ExprKind, IntrinsicSub, StmtKind,
};
use super::types::Type;
use super::Sema;
use crate::ast;

const NAMES: [&str; 3] = ["c_loc", "c_funloc", "c_associated"];

/// The procedures of ISO_C_BINDING (§18.2.3), which an `only` list may name.
pub(super) fn is_iso_c_procedure(name: &str) -> bool {
    NAMES.contains(&name) || matches!(name, "c_f_pointer" | "c_sizeof")
}

impl Sema<'_> {
    /// Defines `c_ptr`, `c_funptr`, `c_null_ptr` and `c_null_funptr` in the module scope.
    pub(super) fn c_pointer_types(&mut self, s: &mut Scope) {
        for (ty, null) in [("c_ptr", "c_null_ptr"), ("c_funptr", "c_null_funptr")] {
            self.prog.types.push(DerivedType {
                name: ty.into(),
                components: vec![Component {
                    name: "__address".into(),
                    ty: Type::Integer(8),
                    dims: Vec::new(),
                    init: None,
                    alloc: None,
                    pointer: false,
                    proc: None,
                }],
            });
            let id = self.prog.types.len() as u32 - 1;
            s.names.insert(ty.into(), Entity::Type(id));
            s.names.insert(
                null.into(),
                Entity::Constant(Const::Derived(vec![vec![Const::Int(0)]]), Type::Derived(id)),
            );
        }
    }

    /// The type numbers of `c_ptr` and `c_funptr`, once `iso_c_binding` has been used.
    pub(super) fn iso_c_types(&self) -> Option<(u32, u32)> {
        let m = *self.modules.get("iso_c_binding")?;
        let id = |n: &str| match self.scopes[m].names.get(n) {
            Some(Entity::Type(t)) => Some(*t),
            _ => None,
        };
        Some((id("c_ptr")?, id("c_funptr")?))
    }

    pub(super) fn c_interop_function(&self, key: &str) -> bool {
        NAMES.contains(&key) && self.iso_c_types().is_some()
    }

    /// The address held by a `c_ptr`/`c_funptr` value.
    fn c_address(e: Expr) -> Expr {
        let span = e.span;
        Expr {
            kind: ExprKind::Component {
                base: Box::new(e),
                index: 0,
                subscripts: Vec::new(),
            },
            ty: Type::Integer(8),
            rank: 0,
            span,
        }
    }

    pub(super) fn c_interop_call(
        &mut self,
        n: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let (c_ptr, c_funptr) = self.iso_c_types()?;
        let exprs: Vec<&ast::Expr> = args
            .iter()
            .filter_map(|a| match &a.value {
                ast::ArgValue::Expr(e) => Some(e),
                _ => None,
            })
            .collect();
        let int8 = |kind| Expr {
            kind,
            ty: Type::Integer(8),
            rank: 0,
            span,
        };
        match n.key.as_str() {
            "c_loc" => {
                let [x] = exprs[..] else {
                    self.error(span, "C_LOC at (1) takes one argument");
                    return None;
                };
                let v = self.expr(x)?;
                // §18.2.3.6: a pointer or a target (`c_loc(s%p)` of a pointer component too).
                if !self.is_target_expr(&v) {
                    self.error(
                        x.span,
                        "Argument X at (1) to C_LOC shall have either the POINTER or the TARGET attribute",
                    );
                    return None;
                }
                let loc = int8(ExprKind::Intrinsic(Intrinsic::Loc, vec![v]));
                Some(Expr {
                    kind: ExprKind::Construct(c_ptr, vec![loc]),
                    ty: Type::Derived(c_ptr),
                    rank: 0,
                    span,
                })
            }
            "c_funloc" => {
                let [x] = exprs[..] else {
                    self.error(span, "C_FUNLOC at (1) takes one argument");
                    return None;
                };
                let p = match &x.kind {
                    ast::ExprKind::Name(f) => match self.lookup(&f.key) {
                        Some(Entity::Proc(p)) => Some(p),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(p) = p else {
                    self.error(x.span, "Argument X at (1) to C_FUNLOC shall be a procedure");
                    return None;
                };
                let f = int8(ExprKind::Call(p, Vec::new()));
                let loc = int8(ExprKind::Intrinsic(Intrinsic::Loc, vec![f]));
                Some(Expr {
                    kind: ExprKind::Construct(c_funptr, vec![loc]),
                    ty: Type::Derived(c_funptr),
                    rank: 0,
                    span,
                })
            }
            _ => {
                // C_ASSOCIATED(c_ptr_1 [, c_ptr_2]) (§18.2.3.2).
                let mut vals = Vec::new();
                for x in &exprs {
                    let v = self.expr(x)?;
                    if !matches!(v.ty, Type::Derived(t) if t == c_ptr || t == c_funptr)
                        || v.rank != 0
                    {
                        self.error(
                            x.span,
                            "Argument C_PTR_1 at (1) to C_ASSOCIATED shall have the type TYPE(C_PTR) or TYPE(C_FUNPTR)",
                        );
                        return None;
                    }
                    vals.push(v);
                }
                if vals.is_empty() || vals.len() > 2 {
                    self.error(span, "C_ASSOCIATED at (1) takes one or two arguments");
                    return None;
                }
                let logical = self.kinds.logical();
                let bin = |op, a: Expr, b: Expr| Expr {
                    kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
                    ty: logical,
                    rank: 0,
                    span,
                };
                let zero = Expr {
                    kind: ExprKind::Const(Const::Int(0)),
                    ty: Type::Integer(8),
                    rank: 0,
                    span,
                };
                let mut it = vals.into_iter();
                let first = Self::c_address(it.next()?);
                let mut test = bin(BinaryOp::Ne, first.clone(), zero);
                if let Some(second) = it.next() {
                    let same = bin(BinaryOp::Eq, first, Self::c_address(second));
                    test = bin(BinaryOp::And, test, same);
                }
                Some(test)
            }
        }
    }

    /// `call c_f_pointer(cptr, fptr [, shape])` (§18.2.3.3).
    pub(super) fn c_f_pointer(&mut self, args: &[ast::Arg], span: Span) -> Option<StmtKind> {
        let (c_ptr, _) = self.iso_c_types()?;
        let mut vals = Vec::new();
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            vals.push(self.expr(e)?);
        }
        let mut it = vals.into_iter();
        let (Some(cptr), Some(fptr)) = (it.next(), it.next()) else {
            self.error(
                span,
                "Missing actual argument in call to 'c_f_pointer' at (1)",
            );
            return None;
        };
        let shape = it.next();
        if !matches!(cptr.ty, Type::Derived(t) if t == c_ptr) || cptr.rank != 0 {
            self.error(
                cptr.span,
                "Argument CPTR at (1) to C_F_POINTER shall have the type TYPE(C_PTR)",
            );
            return None;
        }
        if !self.is_pointer_expr(&fptr) {
            self.error(
                fptr.span,
                "Argument FPTR at (1) to C_F_POINTER must be a pointer",
            );
            return None;
        }
        match (&shape, fptr.rank) {
            (None, 0) => {}
            (Some(s), r) if r > 0 && s.rank == 1 && matches!(s.ty, Type::Integer(_)) => {}
            (None, _) => {
                self.error(
                    fptr.span,
                    "Expected SHAPE argument to C_F_POINTER with array FPTR at (1)",
                );
                return None;
            }
            (Some(s), _) => {
                self.error(
                    s.span,
                    "SHAPE argument at (1) to C_F_POINTER must be a rank-1 INTEGER array matching FPTR's rank",
                );
                return None;
            }
        }
        Some(StmtKind::IntrinsicCall(IntrinsicSub::CFPointer {
            cptr: Self::c_address(cptr),
            fptr,
            shape,
        }))
    }
}
