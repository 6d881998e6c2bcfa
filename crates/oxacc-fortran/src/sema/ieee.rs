//! The IEEE intrinsic modules (Fortran 2018 §17): `ieee_arithmetic`'s inquiry and
//! classification functions, expanded by sema into the intrinsic operations that compute them
//! (so they are elemental and fold like any expression): `ieee_is_nan(x)` is `x /= x`,
//! `ieee_is_finite(x)` is `abs(x) <= huge(x)`, `ieee_value` of a constant class is the
//! constant, and every `ieee_support_*` inquiry is true (the host and the GPU have IEEE
//! arithmetic for both real kinds). `ieee_class_type` is a structure of one integer; `==` and
//! `/=` on it compare that integer. `ieee_exceptions` is `sema/ieee_exceptions.rs`;
//! `ieee_features` declares nothing used yet (its `use` is accepted).

use oxacc_source::Span;

use super::scope::{Entity, ImplicitRules, Scope};
use super::tree::{Component, Const, DerivedType, Expr, ExprKind};
use super::types::Type;
use super::Sema;
use crate::ast;
use crate::ast::BinaryOp as B;

/// The functions of `ieee_arithmetic` (§17.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IeeeFn {
    IsNan,
    IsFinite,
    IsNegative,
    IsNormal,
    Unordered,
    CopySign,
    Value,
    Class,
    /// Every `ieee_support_*` inquiry (§17.10.46-§17.10.58).
    Support,
    /// A subroutine of `ieee_exceptions` (§17.11), called by CALL.
    Sub(super::ieee_exceptions::IeeeSub),
    /// The named constant arrays `ieee_usual` and `ieee_all` (§17.2).
    Flags {
        all: bool,
    },
}

/// `ieee_class_type`'s values (§17.3), as gfortran numbers them.
const CLASSES: &[(&str, i128)] = &[
    ("ieee_signaling_nan", 1),
    ("ieee_quiet_nan", 2),
    ("ieee_negative_inf", 3),
    ("ieee_negative_normal", 4),
    ("ieee_negative_denormal", 5),
    ("ieee_negative_zero", 6),
    ("ieee_positive_zero", 7),
    ("ieee_positive_denormal", 8),
    ("ieee_positive_normal", 9),
    ("ieee_positive_inf", 10),
    ("ieee_other_value", 11),
];

const FUNCTIONS: &[(&str, IeeeFn)] = &[
    ("ieee_is_nan", IeeeFn::IsNan),
    ("ieee_is_finite", IeeeFn::IsFinite),
    ("ieee_is_negative", IeeeFn::IsNegative),
    ("ieee_is_normal", IeeeFn::IsNormal),
    ("ieee_unordered", IeeeFn::Unordered),
    ("ieee_copy_sign", IeeeFn::CopySign),
    ("ieee_value", IeeeFn::Value),
    ("ieee_class", IeeeFn::Class),
    ("ieee_support_datatype", IeeeFn::Support),
    ("ieee_support_denormal", IeeeFn::Support),
    ("ieee_support_divide", IeeeFn::Support),
    ("ieee_support_inf", IeeeFn::Support),
    ("ieee_support_nan", IeeeFn::Support),
    ("ieee_support_sqrt", IeeeFn::Support),
    ("ieee_support_standard", IeeeFn::Support),
    ("ieee_support_io", IeeeFn::Support),
    ("ieee_support_rounding", IeeeFn::Support),
    ("ieee_support_subnormal", IeeeFn::Support),
];

impl Sema<'_> {
    /// The scope of `ieee_arithmetic` (or of the other IEEE modules), built at its first use.
    pub(super) fn ieee_module(&mut self, name: &str) -> usize {
        if let Some(&m) = self.modules.get(name) {
            return m;
        }
        let mut s = Scope::new(None, ImplicitRules::none(), None);
        match name {
            "ieee_exceptions" => self.ieee_exceptions_names(&mut s),
            // §17.1: ieee_arithmetic gives everything ieee_exceptions does.
            "ieee_arithmetic" => {
                let e = self.ieee_module("ieee_exceptions");
                s.names = self.scopes[e].names.clone();
            }
            _ => {}
        }
        if name == "ieee_arithmetic" {
            let id = self.ieee_class_type_id();
            s.names.insert("ieee_class_type".into(), Entity::Type(id));
            for (n, v) in CLASSES {
                s.names.insert(
                    (*n).into(),
                    Entity::Constant(
                        Const::Derived(vec![vec![Const::Int(*v)]]),
                        Type::Derived(id),
                    ),
                );
            }
            for (n, f) in FUNCTIONS {
                s.names.insert((*n).into(), Entity::ModuleFunction(*f));
            }
        }
        self.scopes.push(s);
        let id = self.scopes.len() - 1;
        self.modules.insert(name.into(), id);
        id
    }

    fn ieee_class_type_id(&mut self) -> u32 {
        if let Some(id) = self.ieee_class_type {
            return id;
        }
        self.prog.types.push(DerivedType {
            name: "ieee_class_type".into(),
            components: vec![Component {
                name: "__which".into(),
                ty: Type::Integer(4),
                dims: Vec::new(),
                init: None,
                alloc: None,
                pointer: false,
                proc: None,
            }],
        });
        let id = self.prog.types.len() as u32 - 1;
        self.ieee_class_type = Some(id);
        id
    }

    /// `a == b` and `a /= b` of two `ieee_class_type` values (§17.7).
    pub(super) fn ieee_class_compare(
        &mut self,
        op: B,
        a: &Expr,
        b: &Expr,
        span: Span,
    ) -> Option<Expr> {
        let id = self.ieee_class_type?;
        if a.ty != Type::Derived(id) || b.ty != Type::Derived(id) || !matches!(op, B::Eq | B::Ne) {
            return None;
        }
        let (x, y) = (class_code(a), class_code(b));
        self.binary(op, x, y, span)
    }

    /// A reference to an `ieee_arithmetic` function.
    pub(super) fn ieee_call(
        &mut self,
        n: &ast::Name,
        f: IeeeFn,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let mut vals = Vec::new();
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            vals.push(self.expr(e)?);
        }
        if let IeeeFn::Sub(_) | IeeeFn::Flags { .. } = f {
            self.error(span, format!("'{}' at (1) is not a function", n.text));
            return None;
        }
        let want = match f {
            IeeeFn::Unordered | IeeeFn::CopySign | IeeeFn::Value => 2,
            IeeeFn::Support => vals.len().min(1),
            _ => 1,
        };
        // `ieee_support_flag(flag[, x])`, `ieee_support_halting(flag)` (§17.11.50, .51).
        let flag_inquiry = matches!(n.key.as_str(), "ieee_support_flag" | "ieee_support_halting");
        // gfortran declares these as generics with REAL specifics.
        let reals = match f {
            IeeeFn::Value => &vals[..vals.len().min(1)],
            _ if flag_inquiry => &vals[vals.len().min(1)..],
            _ => &vals[..],
        };
        let flag_ty = Type::Derived(self.ieee_type("ieee_flag_type"));
        let flag_ok = !flag_inquiry || vals.first().is_some_and(|v| v.ty == flag_ty);
        let want = if flag_inquiry {
            vals.len().clamp(1, 2)
        } else {
            want
        };
        if !flag_ok || vals.len() != want || reals.iter().any(|x| !matches!(x.ty, Type::Real(_))) {
            self.error(
                span,
                format!(
                    "There is no specific function for the generic '{}' at (1)",
                    n.text
                ),
            );
            return None;
        }
        let logical = self.kinds.logical();
        match f {
            IeeeFn::Support => Some(Expr {
                kind: ExprKind::Const(Const::Logical(true)),
                ty: logical,
                rank: 0,
                span,
            }),
            IeeeFn::IsNan => {
                let x = vals.remove(0);
                self.binary(B::Ne, x.clone(), x, span)
            }
            IeeeFn::Unordered => {
                let (x, y) = (vals[0].clone(), vals[1].clone());
                let a = self.binary(B::Ne, x.clone(), x, span)?;
                let b = self.binary(B::Ne, y.clone(), y, span)?;
                self.binary(B::Or, a, b, span)
            }
            IeeeFn::IsFinite => {
                let x = vals.remove(0);
                let ax = abs(&x);
                let huge = real_const(x.ty, huge_of(x.ty), span);
                self.binary(B::Le, ax, huge, span)
            }
            IeeeFn::IsNormal => {
                // Zero, or a finite magnitude of at least tiny(x).
                let x = vals.remove(0);
                let (ax, zero) = (abs(&x), real_const(x.ty, 0.0, span));
                let is_zero = self.binary(B::Eq, x.clone(), zero, span)?;
                let lo = self.binary(
                    B::Ge,
                    ax.clone(),
                    real_const(x.ty, tiny_of(x.ty), span),
                    span,
                )?;
                let hi = self.binary(B::Le, ax, real_const(x.ty, huge_of(x.ty), span), span)?;
                let range = self.binary(B::And, lo, hi, span)?;
                self.binary(B::Or, is_zero, range, span)
            }
            IeeeFn::IsNegative => {
                // The sign bit, for a number (NaN is neither sign, §17.11.26).
                let x = vals.remove(0);
                let neg = self.sign_negative(&x, span)?;
                let num = self.binary(B::Eq, x.clone(), x, span)?;
                self.binary(B::And, neg, num, span)
            }
            IeeeFn::CopySign => {
                let (x, y) = (vals[0].clone(), vals[1].clone());
                let y = self.convert(y, x.ty);
                let rank = x.rank.max(y.rank);
                Some(Expr {
                    kind: ExprKind::Intrinsic(
                        super::intrinsics::Intrinsic::Sign,
                        vec![x.clone(), y],
                    ),
                    ty: x.ty,
                    rank,
                    span,
                })
            }
            IeeeFn::Value => {
                let x = &vals[0];
                let class = match class_code(&vals[1]).kind {
                    ExprKind::Const(Const::Int(c)) => c,
                    _ => 0,
                };
                let v = match class {
                    1 | 2 => f64::NAN,
                    3 => f64::NEG_INFINITY,
                    4 => -1.0,
                    6 => -0.0,
                    7 => 0.0,
                    9 => 1.0,
                    10 => f64::INFINITY,
                    _ => {
                        self.unsupported(
                            vals[1].span,
                            "ieee_value of a class other than a constant NaN, infinity, zero or normal",
                        );
                        return None;
                    }
                };
                Some(real_const(x.ty, v, span))
            }
            IeeeFn::Class => self.ieee_class_of(vals.remove(0), span),
            IeeeFn::Sub(_) | IeeeFn::Flags { .. } => None,
        }
    }

    /// Whether the sign bit of `x` is set: `sign(1, x) < 0` (SIGN copies the sign of a
    /// negative zero too, §16.9.176).
    fn sign_negative(&mut self, x: &Expr, span: Span) -> Option<Expr> {
        let one = real_const(x.ty, 1.0, span);
        let s = Expr {
            kind: ExprKind::Intrinsic(super::intrinsics::Intrinsic::Sign, vec![one, x.clone()]),
            ty: x.ty,
            rank: x.rank,
            span,
        };
        self.binary(B::Lt, s, real_const(x.ty, 0.0, span), span)
    }

    /// `ieee_class(x)` (§17.11.4) of a scalar: the class code chosen by nested MERGEs.
    fn ieee_class_of(&mut self, x: Expr, span: Span) -> Option<Expr> {
        if x.rank > 0 {
            self.unsupported(span, "ieee_class of an array");
            return None;
        }
        let id = self.ieee_class_type_id();
        let int = |v: i128| Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: Type::Integer(4),
            rank: 0,
            span,
        };
        let merge = |t: Expr, f: Expr, m: Expr| Expr {
            kind: ExprKind::Intrinsic(super::intrinsics::Intrinsic::Merge, vec![t, f, m]),
            ty: Type::Integer(4),
            rank: 0,
            span,
        };
        let neg = self.sign_negative(&x, span)?;
        let ax = abs(&x);
        let nan = self.binary(B::Ne, x.clone(), x.clone(), span)?;
        let inf = self.binary(
            B::Gt,
            ax.clone(),
            real_const(x.ty, huge_of(x.ty), span),
            span,
        )?;
        let zero = self.binary(B::Eq, x.clone(), real_const(x.ty, 0.0, span), span)?;
        let denormal = self.binary(B::Lt, ax, real_const(x.ty, tiny_of(x.ty), span), span)?;
        let signed = |n: i128, p: i128| merge(int(n), int(p), neg.clone());
        let code = merge(
            int(2),
            merge(
                signed(3, 10),
                merge(
                    signed(6, 7),
                    merge(signed(5, 8), signed(4, 9), denormal),
                    zero,
                ),
                inf,
            ),
            nan,
        );
        Some(Expr {
            kind: ExprKind::Construct(id, vec![code]),
            ty: Type::Derived(id),
            rank: 0,
            span,
        })
    }
}

/// The integer code of an `ieee_class_type` value.
fn class_code(e: &Expr) -> Expr {
    if let ExprKind::Const(Const::Derived(v)) = &e.kind {
        if let Some(c @ Const::Int(_)) = v.first().and_then(|c| c.first()) {
            return Expr {
                kind: ExprKind::Const(c.clone()),
                ty: Type::Integer(4),
                rank: 0,
                span: e.span,
            };
        }
    }
    if let ExprKind::Construct(_, values) = &e.kind {
        return values[0].clone();
    }
    Expr {
        kind: ExprKind::Component {
            base: Box::new(e.clone()),
            index: 0,
            subscripts: Vec::new(),
        },
        ty: Type::Integer(4),
        rank: e.rank,
        span: e.span,
    }
}

fn abs(x: &Expr) -> Expr {
    Expr {
        kind: ExprKind::Intrinsic(super::intrinsics::Intrinsic::Abs, vec![x.clone()]),
        ty: x.ty,
        rank: x.rank,
        span: x.span,
    }
}

fn real_const(ty: Type, v: f64, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Real(v)),
        ty,
        rank: 0,
        span,
    }
}

fn huge_of(ty: Type) -> f64 {
    match ty {
        Type::Real(4) => f64::from(f32::MAX),
        _ => f64::MAX,
    }
}

fn tiny_of(ty: Type) -> f64 {
    match ty {
        Type::Real(4) => f64::from(f32::MIN_POSITIVE),
        _ => f64::MIN_POSITIVE,
    }
}
