//! Constant folding (Fortran 2018 §10.1.12 constant expressions): kinds, array bounds,
//! `parameter` values and `case` values are folded here from typed expressions, with the
//! arithmetic of the expression's type (integers wrap at their kind's width as gfortran's
//! folding does for the values programs use; reals are folded in `f64` and rounded to
//! `f32` for kind 4).

use super::intrinsics::Intrinsic;
use super::tree::{BinaryOp, Const, Expr, ExprKind, UnaryOp};
use super::types::Type;

/// Truncates an integer to the width of kind `k`, as two's complement.
pub fn wrap_int(v: i128, kind: u8) -> i128 {
    match kind {
        1 => v as i8 as i128,
        2 => v as i16 as i128,
        4 => v as i32 as i128,
        8 => v as i64 as i128,
        _ => v,
    }
}

/// Rounds a folded real to its kind.
fn round_real(v: f64, kind: u8) -> f64 {
    if kind == 4 {
        v as f32 as f64
    } else {
        v
    }
}

/// Converts a constant to type `to` (§10.2.1.3 Table 10.9: `int` truncates toward zero).
pub fn convert(c: &Const, to: Type) -> Option<Const> {
    Some(match (c, to) {
        (Const::Int(v), Type::Integer(k)) => Const::Int(wrap_int(*v, k)),
        (Const::Int(v), Type::Real(k)) => Const::Real(round_real(*v as f64, k)),
        (Const::Int(v), Type::Complex(k)) => Const::Complex(round_real(*v as f64, k), 0.0),
        (Const::Real(v), Type::Integer(k)) => {
            if !v.is_finite() {
                return None;
            }
            Const::Int(wrap_int(v.trunc() as i128, k))
        }
        (Const::Real(v), Type::Real(k)) => Const::Real(round_real(*v, k)),
        (Const::Real(v), Type::Complex(k)) => Const::Complex(round_real(*v, k), 0.0),
        (Const::Complex(r, _), Type::Real(k)) => Const::Real(round_real(*r, k)),
        (Const::Complex(r, i), Type::Complex(k)) => {
            Const::Complex(round_real(*r, k), round_real(*i, k))
        }
        (Const::Complex(r, _), Type::Integer(k)) => Const::Int(wrap_int(r.trunc() as i128, k)),
        (Const::Logical(b), Type::Logical(_)) => Const::Logical(*b),
        (Const::Char(s), Type::Character(super::types::CharLen::Const(n))) => {
            let mut s = s.clone();
            s.resize(n.max(0) as usize, b' ');
            Const::Char(s)
        }
        (Const::Char(s), Type::Character(_)) => Const::Char(s.clone()),
        (Const::Derived(v), Type::Derived(_)) => Const::Derived(v.clone()),
        _ => return None,
    })
}

/// The value of `e` if it is a constant expression this folder handles.
pub fn fold(e: &Expr) -> Option<Const> {
    match &e.kind {
        ExprKind::Const(c) => Some(c.clone()),
        ExprKind::Paren(x) => fold(x),
        ExprKind::Convert(x) => convert(&fold(x)?, e.ty),
        ExprKind::Unary(op, x) => {
            let v = fold(x)?;
            match (op, v) {
                (UnaryOp::Neg, Const::Int(i)) => Some(Const::Int(wrap_int(-i, e.ty.kind()))),
                (UnaryOp::Neg, Const::Real(r)) => Some(Const::Real(-r)),
                (UnaryOp::Neg, Const::Complex(r, i)) => Some(Const::Complex(-r, -i)),
                (UnaryOp::Not, Const::Logical(b)) => Some(Const::Logical(!b)),
                _ => None,
            }
        }
        ExprKind::Binary(op, a, b) => binary(*op, &fold(a)?, &fold(b)?, e.ty),
        ExprKind::Construct(_, values) => {
            let mut comps = Vec::new();
            for v in values {
                comps.push(match &v.kind {
                    ExprKind::ArrayCtor(items) => {
                        items.iter().map(fold).collect::<Option<Vec<_>>>()?
                    }
                    _ => vec![fold(v)?],
                });
            }
            Some(Const::Derived(comps))
        }
        ExprKind::Intrinsic(i, args) => {
            let vals: Option<Vec<Const>> = args.iter().map(fold).collect();
            intrinsic(*i, &vals?, e.ty)
        }
        _ => None,
    }
}

fn binary(op: BinaryOp, a: &Const, b: &Const, ty: Type) -> Option<Const> {
    use BinaryOp::*;
    let k = ty.kind();
    Some(match (a, b) {
        (Const::Int(x), Const::Int(y)) => match op {
            Add => Const::Int(wrap_int(x.wrapping_add(*y), k)),
            Sub => Const::Int(wrap_int(x.wrapping_sub(*y), k)),
            Mul => Const::Int(wrap_int(x.checked_mul(*y)?, k)),
            Div if *y != 0 => Const::Int(wrap_int(x / y, k)),
            Power if *y >= 0 => Const::Int(wrap_int(x.checked_pow(u32::try_from(*y).ok()?)?, k)),
            Power if *x == 1 => Const::Int(1),
            Power => Const::Int(0),
            Eq => Const::Logical(x == y),
            Ne => Const::Logical(x != y),
            Lt => Const::Logical(x < y),
            Le => Const::Logical(x <= y),
            Gt => Const::Logical(x > y),
            Ge => Const::Logical(x >= y),
            _ => return None,
        },
        (Const::Real(x), Const::Real(y)) => match op {
            Add => Const::Real(round_real(x + y, k)),
            Sub => Const::Real(round_real(x - y, k)),
            Mul => Const::Real(round_real(x * y, k)),
            Div => Const::Real(round_real(x / y, k)),
            Power => Const::Real(round_real(x.powf(*y), k)),
            Eq => Const::Logical(x == y),
            Ne => Const::Logical(x != y),
            Lt => Const::Logical(x < y),
            Le => Const::Logical(x <= y),
            Gt => Const::Logical(x > y),
            Ge => Const::Logical(x >= y),
            _ => return None,
        },
        (Const::Real(x), Const::Int(y)) if op == Power => {
            Const::Real(round_real(x.powi(i32::try_from(*y).ok()?), k))
        }
        (Const::Logical(x), Const::Logical(y)) => Const::Logical(match op {
            And => *x && *y,
            Or => *x || *y,
            Eqv => x == y,
            Neqv => x != y,
            _ => return None,
        }),
        (Const::Char(x), Const::Char(y)) if op == Concat => {
            let mut s = x.clone();
            s.extend_from_slice(y);
            Const::Char(s)
        }
        _ => return None,
    })
}

fn intrinsic(i: Intrinsic, args: &[Const], ty: Type) -> Option<Const> {
    let k = ty.kind();
    match (i, args) {
        (Intrinsic::Abs, [Const::Int(x)]) => Some(Const::Int(wrap_int(x.abs(), k))),
        (Intrinsic::Abs, [Const::Real(x)]) => Some(Const::Real(x.abs())),
        (Intrinsic::Max | Intrinsic::Min, [first, rest @ ..]) => {
            let mut best = first.clone();
            for v in rest {
                let better = match (&best, v) {
                    (Const::Int(a), Const::Int(b)) => (i == Intrinsic::Max) == (b > a),
                    (Const::Real(a), Const::Real(b)) => (i == Intrinsic::Max) == (b > a),
                    _ => return None,
                };
                if better && v != &best {
                    best = v.clone();
                }
            }
            Some(best)
        }
        (Intrinsic::Mod, [Const::Int(a), Const::Int(p)]) if *p != 0 => Some(Const::Int(a % p)),
        (Intrinsic::Modulo, [Const::Int(a), Const::Int(p)]) if *p != 0 => {
            let r = a % p;
            Some(Const::Int(if r != 0 && (r < 0) != (*p < 0) {
                r + p
            } else {
                r
            }))
        }
        (Intrinsic::Libm(i), [Const::Real(x)]) => {
            let v = match super::intrinsics::LIBM.get(i as usize).copied()? {
                "sin" => x.sin(),
                "cos" => x.cos(),
                "tan" => x.tan(),
                "asin" => x.asin(),
                "acos" => x.acos(),
                "atan" => x.atan(),
                "exp" => x.exp(),
                "log" => x.ln(),
                "log10" => x.log10(),
                _ => return None,
            };
            Some(Const::Real(round_real(v, k)))
        }
        (Intrinsic::Sqrt, [Const::Real(x)]) => Some(Const::Real(round_real(x.sqrt(), k))),
        (Intrinsic::Len, [Const::Char(s)]) => Some(Const::Int(s.len() as i128)),
        (Intrinsic::Ichar, [Const::Char(s)]) => s.first().map(|&c| Const::Int(c as i128)),
        (Intrinsic::Char, [Const::Int(c)]) => Some(Const::Char(vec![*c as u8])),
        (Intrinsic::Iand, [Const::Int(a), Const::Int(b)]) => Some(Const::Int(a & b)),
        (Intrinsic::Ior, [Const::Int(a), Const::Int(b)]) => Some(Const::Int(a | b)),
        (Intrinsic::Ieor, [Const::Int(a), Const::Int(b)]) => Some(Const::Int(a ^ b)),
        _ => None,
    }
}

/// The value of `huge(x)` for an integer or real type (§16.9.96).
pub fn huge(ty: Type) -> Option<Const> {
    Some(match ty {
        Type::Integer(k) => Const::Int(match k {
            1 => i8::MAX as i128,
            2 => i16::MAX as i128,
            4 => i32::MAX as i128,
            8 => i64::MAX as i128,
            _ => i128::MAX,
        }),
        Type::Real(4) => Const::Real(f32::MAX as f64),
        Type::Real(_) => Const::Real(f64::MAX),
        _ => return None,
    })
}

/// `tiny`, `epsilon`, `digits`, `precision`, `range` of a real or integer type (§16.9).
pub fn numeric_inquiry(name: &str, ty: Type) -> Option<Const> {
    let single = ty.kind() == 4;
    Some(match (name, ty) {
        ("tiny", Type::Real(_)) => Const::Real(if single {
            f32::MIN_POSITIVE as f64
        } else {
            f64::MIN_POSITIVE
        }),
        ("epsilon", Type::Real(_)) => Const::Real(if single {
            f32::EPSILON as f64
        } else {
            f64::EPSILON
        }),
        ("digits", Type::Real(_)) => Const::Int(if single { 24 } else { 53 }),
        ("digits", Type::Integer(k)) => Const::Int(8 * k as i128 - 1),
        ("precision", Type::Real(_) | Type::Complex(_)) => Const::Int(if single { 6 } else { 15 }),
        ("range", Type::Real(_) | Type::Complex(_)) => Const::Int(if single { 37 } else { 307 }),
        ("range", Type::Integer(k)) => Const::Int(match k {
            1 => 2,
            2 => 4,
            4 => 9,
            8 => 18,
            _ => 38,
        }),
        ("radix", Type::Integer(_) | Type::Real(_)) => Const::Int(2),
        ("minexponent", Type::Real(_)) => Const::Int(if single { -125 } else { -1021 }),
        ("maxexponent", Type::Real(_)) => Const::Int(if single { 128 } else { 1024 }),
        ("bit_size", Type::Integer(k)) => Const::Int(8 * k as i128),
        _ => return None,
    })
}

/// The starting value of a reduction (whole array, along a dimension, or the value of the
/// masked-out elements): 0 (`.false.` for ANY), 1 (`.true.` for ALL), or the most negative
/// (positive) number of the kind for MAXVAL (MINVAL) (§16.9.126).
pub fn reduction_identity(op: Intrinsic, ty: Type) -> Const {
    let int = matches!(ty, Type::Integer(_));
    match op {
        Intrinsic::Product if int => Const::Int(1),
        Intrinsic::Product => Const::Real(1.0),
        Intrinsic::Maxval | Intrinsic::Minval => {
            let max = op == Intrinsic::Maxval;
            match ty {
                Type::Integer(k) => {
                    let v: i128 = match k {
                        1 => i8::MAX.into(),
                        2 => i16::MAX.into(),
                        4 => i32::MAX.into(),
                        8 => i64::MAX.into(),
                        _ => i128::MAX,
                    };
                    Const::Int(if max { -v - 1 } else { v })
                }
                _ => {
                    let v = if ty.kind() == 4 {
                        f64::from(f32::MAX)
                    } else {
                        f64::MAX
                    };
                    Const::Real(if max { -v } else { v })
                }
            }
        }
        Intrinsic::All => Const::Logical(true),
        Intrinsic::Any => Const::Logical(false),
        _ if int || matches!(ty, Type::Logical(_)) => Const::Int(0),
        _ => Const::Real(0.0),
    }
}
