//! References of intrinsic functions (Fortran 2018 §16.9): generic names resolved by their
//! arguments to the specific operations of `intrinsics.rs`, conversions, folded inquiries and
//! the expansions (NORM2, MAX/MIN of characters, C_SIZEOF) that need no operation of their own.

use oxacc_source::Span;

use super::consts;
use super::expr::fold_in_place;
use super::intrinsics::{self, Intrinsic};
use super::tree::{BinaryOp, Const, Expr, ExprKind, Storage};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// A reference to an intrinsic function (§16.9), resolved by its arguments' types.
    pub(super) fn intrinsic_call(
        &mut self,
        n: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let name = intrinsics::generic_of(&n.key).to_owned();
        let mut vals = Vec::new();
        let mut kind_arg: Option<i128> = None;
        let mut dim_arg: Option<Expr> = None;
        let mut mask_arg: Option<Expr> = None;
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            match a.keyword.as_ref().map(|k| k.key.as_str()) {
                Some("kind") => kind_arg = Some(self.const_int(e)?),
                Some("dim") => dim_arg = Some(self.expr(e)?),
                Some("mask") if vals.len() == 1 => mask_arg = Some(self.expr(e)?),
                _ => {
                    if matches!(
                        name.as_str(),
                        "int"
                            | "real"
                            | "nint"
                            | "cmplx"
                            | "logical"
                            | "char"
                            | "floor"
                            | "ceiling"
                    ) && vals.len() == if name == "cmplx" { 2 } else { 1 }
                    {
                        // KIND is the second positional argument, CMPLX's third (§16.9.50).
                        kind_arg = Some(self.const_int(e)?);
                    } else if matches!(
                        name.as_str(),
                        "size"
                            | "lbound"
                            | "ubound"
                            | "sum"
                            | "product"
                            | "maxval"
                            | "minval"
                            | "any"
                            | "all"
                            | "count"
                    ) && vals.len() == 1
                    {
                        dim_arg = Some(self.expr(e)?);
                    } else {
                        vals.push(self.expr(e)?);
                    }
                }
            }
        }
        if args.iter().all(|a| a.keyword.is_none()) && !self.intrinsic_arguments_fit(n, &vals, span)
        {
            return None;
        }
        if matches!(name.as_str(), "real" | "dble" | "cmplx")
            && args
                .iter()
                .any(|a| matches!(&a.value, ast::ArgValue::Expr(e) if matches!(e.kind, ast::ExprKind::Boz(_))))
        {
            self.unsupported(span, "a BOZ literal as the bit pattern of a real");
            return None;
        }
        if n.key == "dcmplx" {
            // The specific for double precision: its result is complex(8) whatever X and Y are.
            kind_arg = Some(8);
        }
        let kinds = self.kinds;
        let rank = vals.iter().map(|v| v.rank).max().unwrap_or(0);
        let first_ty = vals.first().map(|v| v.ty);
        let bad = |s: &mut Self| {
            s.error(
                span,
                format!("invalid arguments to the intrinsic '{}' at (1)", n.text),
            );
            None
        };
        let kind_of = |k: Option<i128>, default: u8| k.map_or(default, |k| k as u8);
        let conv = |s: &mut Self, v: Expr, ty: Type| -> Option<Expr> {
            let mut e = s.convert(v, ty);
            e.span = span;
            Some(e)
        };
        match name.as_str() {
            "real" | "dble" | "int" | "cmplx" | "logical" => {
                let Some(v) = vals.first().cloned() else {
                    return bad(self);
                };
                let ty = match name.as_str() {
                    "real" => Type::Real(kind_of(
                        kind_arg,
                        match v.ty {
                            Type::Complex(k) => k,
                            _ => kinds.real,
                        },
                    )),
                    "dble" => Type::Real(8),
                    "int" => Type::Integer(kind_of(kind_arg, kinds.integer)),
                    "logical" => Type::Logical(kind_of(kind_arg, kinds.integer)),
                    _ => Type::Complex(kind_of(
                        kind_arg,
                        match v.ty {
                            Type::Real(k) | Type::Complex(k) => k,
                            _ => kinds.real,
                        },
                    )),
                };
                if name == "cmplx" && vals.len() == 2 {
                    let k = ty.kind();
                    let re = self.convert(vals[0].clone(), Type::Real(k));
                    let im = self.convert(vals[1].clone(), Type::Real(k));
                    return self.cmplx(re, im, k, span);
                }
                if name == "logical" && !matches!(v.ty, Type::Logical(_)) {
                    return bad(self);
                }
                conv(self, v, ty)
            }
            "allocated" => {
                let v = vals.first()?.clone();
                let ok = match &v.kind {
                    ExprKind::Var(id) => {
                        matches!(
                            self.symbol(*id).array,
                            Some(super::tree::ArrayShape::Allocatable { .. })
                        ) && !self.prog.pointers.contains(id)
                    }
                    _ => self.is_alloc_component(&v),
                };
                if !ok {
                    return bad(self);
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Allocated, vec![v]),
                    ty: kinds.logical(),
                    rank: 0,
                    span,
                })
            }
            "loc" => {
                // LOC(x), the GNU and Intel extension HPC codes use to compare addresses: the
                // address of a variable (an array's first element) as `integer(8)`.
                let [v] = &vals[..] else {
                    return bad(self);
                };
                if !matches!(
                    v.kind,
                    ExprKind::Var(_) | ExprKind::Index { .. } | ExprKind::Component { .. }
                ) {
                    return bad(self);
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Loc, vec![v.clone()]),
                    ty: Type::Integer(8),
                    rank: 0,
                    span,
                })
            }
            "present" => {
                let v = vals.first()?.clone();
                let ExprKind::Var(id) = v.kind else {
                    return bad(self);
                };
                if !matches!(
                    self.symbol(id).storage,
                    Storage::Dummy {
                        optional: true,
                        value: false,
                        ..
                    }
                ) {
                    self.error(span, format!("'{}' argument of 'present' intrinsic at (1) must be an OPTIONAL dummy variable", self.symbol(id).name));
                    return None;
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Present, vec![v]),
                    ty: kinds.logical(),
                    rank: 0,
                    span,
                })
            }
            "merge" => {
                if vals.len() != 3 || !matches!(vals[2].ty, Type::Logical(_)) {
                    return bad(self);
                }
                let (t, f) = (vals[0].clone(), vals[1].clone());
                let ty = match (t.ty, f.ty) {
                    (a, b) if a.is_numeric() && b.is_numeric() && a.category() == b.category() => {
                        Type::numeric_result(a, b)
                    }
                    (a @ Type::Logical(_), Type::Logical(_)) => a,
                    (
                        a @ Type::Character(CharLen::Const(x)),
                        Type::Character(CharLen::Const(y)),
                    ) if x == y => a,
                    _ => return bad(self),
                };
                let t = self.convert(t, ty);
                let f = self.convert(f, ty);
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Merge, vec![t, f, vals[2].clone()]),
                    ty,
                    rank,
                    span,
                })
            }
            "kind" => {
                let t = first_ty?;
                Some(self.int_const(t.kind() as i128, span))
            }
            // MAX/MIN of characters (§16.9.135): the greatest (least) in the collating
            // sequence, the first of equals; here of one length.
            "max" | "min"
                if vals.len() >= 2 && vals.iter().all(|v| matches!(v.ty, Type::Character(_))) =>
            {
                let len = match vals[0].ty {
                    Type::Character(CharLen::Const(l)) => l,
                    _ => -1,
                };
                if vals
                    .iter()
                    .any(|v| v.ty != Type::Character(CharLen::Const(len)) || v.rank != 0)
                    || len < 0
                {
                    self.unsupported(span, "MAX/MIN of character values of different lengths");
                    return None;
                }
                let op = if name == "max" {
                    ast::BinaryOp::Gt
                } else {
                    ast::BinaryOp::Lt
                };
                let mut best = vals[0].clone();
                for v in &vals[1..] {
                    let better = self.binary(op, v.clone(), best.clone(), span)?;
                    let ty = best.ty;
                    best = Expr {
                        kind: ExprKind::Intrinsic(Intrinsic::Merge, vec![v.clone(), best, better]),
                        ty,
                        rank: 0,
                        span,
                    };
                }
                Some(best)
            }
            // NORM2(x[, dim]) (§16.9.146): sqrt(sum(x*x[, dim])), without the scaling that
            // guards against overflow.
            "norm2" => {
                let x = vals.first()?.clone();
                let dim = dim_arg.clone().or_else(|| vals.get(1).cloned());
                if !matches!(x.ty, Type::Real(_)) || x.rank == 0 || vals.len() > 2 {
                    return bad(self);
                }
                let (ty, xr) = (x.ty, x.rank);
                let sq = Expr {
                    kind: ExprKind::Binary(BinaryOp::Mul, Box::new(x.clone()), Box::new(x)),
                    ty,
                    rank: xr,
                    span,
                };
                let (args, rank) = match dim {
                    None => (vec![sq], 0),
                    Some(d) => match consts::fold(&d) {
                        Some(Const::Int(k)) if k >= 1 && k <= i128::from(xr) => {
                            if xr == 1 {
                                (vec![sq], 0)
                            } else {
                                (vec![sq, self.int_const(k, span)], xr - 1)
                            }
                        }
                        _ => {
                            self.unsupported(
                                span,
                                "a DIM argument that is not a constant dimension of the array",
                            );
                            return None;
                        }
                    },
                };
                let total = Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Sum, args),
                    ty,
                    rank,
                    span,
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Sqrt, vec![total]),
                    ty,
                    rank,
                    span,
                })
            }
            "c_sizeof" => {
                let [x] = vals.as_slice() else {
                    return bad(self);
                };
                let n = if x.rank == 0 {
                    Some(1)
                } else {
                    self.constant_elements_of(x).map(|v| v.len() as i64)
                };
                let Some(n) = n else {
                    self.unsupported(span, "C_SIZEOF of an array of run-time size");
                    return None;
                };
                let count = self.int_const(i128::from(n), span);
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::CSizeof, vec![x.clone(), count]),
                    ty: Type::Integer(8),
                    rank: 0,
                    span,
                })
            }
            "transfer" => {
                let [source, mold] = vals.as_slice() else {
                    return bad(self);
                };
                if source.rank != 0
                    || mold.rank != 0
                    || matches!(source.ty, Type::Character(_) | Type::Derived(_))
                    || matches!(mold.ty, Type::Character(_) | Type::Derived(_))
                {
                    self.unsupported(
                        span,
                        "TRANSFER other than between scalars of intrinsic numeric or logical types",
                    );
                    return None;
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(
                        Intrinsic::Transfer,
                        vec![source.clone(), mold.clone()],
                    ),
                    ty: mold.ty,
                    rank: 0,
                    span,
                })
            }
            "command_argument_count" => {
                if !vals.is_empty() {
                    return bad(self);
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::ArgumentCount, Vec::new()),
                    ty: kinds.integer(),
                    rank: 0,
                    span,
                })
            }
            // §16.9.184: the size in bits of one element.
            "storage_size" => {
                let t = first_ty?;
                let bytes = super::type_size(t);
                if bytes == 0 {
                    self.unsupported(span, "STORAGE_SIZE of this type");
                    return None;
                }
                Some(self.int_const(i128::from(bytes) * 8, span))
            }
            "huge" | "tiny" | "epsilon" | "digits" | "precision" | "range" | "radix"
            | "minexponent" | "maxexponent" | "bit_size" => {
                let t = first_ty?;
                let c = if name == "huge" {
                    consts::huge(t)
                } else {
                    consts::numeric_inquiry(&name, t)
                };
                let Some(c) = c else { return bad(self) };
                // HUGE has the type of its argument (§16.9.96); the inquiries are default
                // integers.
                let ty = match c {
                    Const::Int(_) if name != "huge" => kinds.integer(),
                    _ => t,
                };
                Some(Expr {
                    kind: ExprKind::Const(c),
                    ty,
                    rank: 0,
                    span,
                })
            }
            "selected_int_kind" | "selected_real_kind" => {
                let mut ints = Vec::new();
                for v in &vals {
                    match consts::fold(v) {
                        Some(Const::Int(i)) => ints.push(i),
                        _ => return bad(self),
                    }
                }
                let k = if name == "selected_int_kind" {
                    super::types::selected_int_kind(*ints.first()?)
                } else {
                    super::types::selected_real_kind(
                        ints.first().copied().unwrap_or(0),
                        ints.get(1).copied().unwrap_or(0),
                    )
                };
                Some(self.int_const(k, span))
            }
            "nint" | "floor" | "ceiling" => {
                let v = vals.first()?.clone();
                if !matches!(v.ty, Type::Real(_)) {
                    return bad(self);
                }
                let op = match name.as_str() {
                    "nint" => Intrinsic::Nint,
                    "floor" => Intrinsic::Floor,
                    _ => Intrinsic::Ceiling,
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, vec![v]),
                    ty: Type::Integer(kind_of(kind_arg, kinds.integer)),
                    rank,
                    span,
                })
            }
            "aimag" => {
                let v = vals.first()?.clone();
                let Type::Complex(k) = v.ty else {
                    return bad(self);
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Aimag, vec![v]),
                    ty: Type::Real(k),
                    rank,
                    span,
                })
            }
            "exponent" | "fraction" | "spacing" | "rrspacing" | "nearest" | "scale"
            | "set_exponent" => {
                let two = matches!(name.as_str(), "nearest" | "scale" | "set_exponent");
                if vals.len() != 1 + usize::from(two) || !matches!(vals[0].ty, Type::Real(_)) {
                    return bad(self);
                }
                let x = vals[0].clone();
                let mut a = vec![x.clone()];
                if two {
                    let second = vals[1].clone();
                    if name == "nearest" {
                        if !matches!(second.ty, Type::Real(_)) {
                            return bad(self);
                        }
                        a.push(self.convert(second, x.ty));
                    } else {
                        if !matches!(second.ty, Type::Integer(_)) {
                            return bad(self);
                        }
                        a.push(self.convert(second, Type::Integer(4)));
                    }
                }
                let (op, ty) = match name.as_str() {
                    "exponent" => (Intrinsic::Exponent, kinds.integer()),
                    "fraction" => (Intrinsic::Fraction, x.ty),
                    "spacing" => (Intrinsic::Spacing, x.ty),
                    "rrspacing" => (Intrinsic::Rrspacing, x.ty),
                    "nearest" => (Intrinsic::Nearest, x.ty),
                    "scale" => (Intrinsic::Scale, x.ty),
                    _ => (Intrinsic::SetExponent, x.ty),
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, a),
                    ty,
                    rank,
                    span,
                })
            }
            "popcnt" | "poppar" | "leadz" | "trailz" => {
                let [v] = vals.as_slice() else {
                    return bad(self);
                };
                if !matches!(v.ty, Type::Integer(_)) {
                    return bad(self);
                }
                let op = match name.as_str() {
                    "popcnt" => Intrinsic::Popcnt,
                    "poppar" => Intrinsic::Poppar,
                    "leadz" => Intrinsic::Leadz,
                    _ => Intrinsic::Trailz,
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, vec![v.clone()]),
                    ty: kinds.integer(),
                    rank,
                    span,
                })
            }
            "shiftl" | "shiftr" | "shifta" | "ishftc" | "ibits" => {
                let arity = match name.as_str() {
                    "ibits" => 3..=3,
                    "ishftc" => 2..=3,
                    _ => 2..=2,
                };
                if !arity.contains(&vals.len())
                    || !vals.iter().all(|v| matches!(v.ty, Type::Integer(_)))
                {
                    return bad(self);
                }
                let t = vals[0].ty;
                let mut a = vec![vals[0].clone()];
                a.extend(vals[1..].iter().map(|v| self.convert(v.clone(), t)));
                let op = match name.as_str() {
                    "shiftl" => Intrinsic::Shiftl,
                    "shiftr" => Intrinsic::Shiftr,
                    "shifta" => Intrinsic::Shifta,
                    "ishftc" => Intrinsic::Ishftc,
                    _ => Intrinsic::Ibits,
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, a),
                    ty: t,
                    rank,
                    span,
                })
            }
            "btest" => {
                if vals.len() != 2 {
                    return bad(self);
                }
                let b = self.convert(vals[1].clone(), vals[0].ty);
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Btest, vec![vals[0].clone(), b]),
                    ty: kinds.logical(),
                    rank,
                    span,
                })
            }
            "size" | "lbound" | "ubound" | "shape" => {
                let v = vals.first()?.clone();
                if v.rank == 0 {
                    return bad(self);
                }
                let op = match name.as_str() {
                    "size" => Intrinsic::Size,
                    "lbound" => Intrinsic::Lbound,
                    "ubound" => Intrinsic::Ubound,
                    _ => Intrinsic::Shape,
                };
                let mut a = vec![v];
                // Without DIM, LBOUND, UBOUND and SHAPE are arrays of one value per dimension
                // (§16.9.109, §16.9.196, §16.9.174).
                let mut rank = u8::from(op != Intrinsic::Size);
                if let Some(d) = dim_arg {
                    if op == Intrinsic::Shape {
                        return bad(self);
                    }
                    a.push(self.convert(d, Type::Integer(8)));
                    rank = 0;
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, a),
                    ty: Type::Integer(kind_of(kind_arg, kinds.integer)),
                    rank,
                    span,
                })
            }
            "len" | "len_trim" | "ichar" => {
                let v = vals.first()?.clone();
                if !matches!(v.ty, Type::Character(_)) {
                    return bad(self);
                }
                let op = match name.as_str() {
                    "len" => Intrinsic::Len,
                    "len_trim" => Intrinsic::LenTrim,
                    _ => Intrinsic::Ichar,
                };
                if let (Intrinsic::Len, Type::Character(CharLen::Const(n))) = (op, v.ty) {
                    return Some(self.int_const(n as i128, span));
                }
                // LEN of an array is the length of its elements (§16.9.112): a scalar.
                let rank = if op == Intrinsic::Len { 0 } else { rank };
                let e = Expr {
                    kind: ExprKind::Intrinsic(op, vec![v]),
                    ty: Type::Integer(kind_of(kind_arg, kinds.integer)),
                    rank,
                    span,
                };
                Some(fold_in_place(e))
            }
            "char" => {
                let v = vals.first()?.clone();
                if !matches!(v.ty, Type::Integer(_)) {
                    return bad(self);
                }
                let e = Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Char, vec![v]),
                    ty: Type::Character(CharLen::Const(1)),
                    rank,
                    span,
                };
                Some(fold_in_place(e))
            }
            "trim" => {
                let v = vals.first()?.clone();
                if !matches!(v.ty, Type::Character(_)) {
                    return bad(self);
                }
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Trim, vec![v]),
                    ty: Type::Character(CharLen::Assumed),
                    rank: 0,
                    span,
                })
            }
            "sum" | "product" | "maxval" | "minval" | "count" | "any" | "all" => {
                let mut v = vals.first()?.clone();
                let numeric_reduction =
                    matches!(name.as_str(), "sum" | "product" | "maxval" | "minval");
                // MASK (§16.9.189 and the others): the masked-out elements take the
                // reduction's identity, so `sum(a, mask=m)` is `sum(merge(a, 0, m))`.
                let mask = match (mask_arg.take(), vals.get(1)) {
                    (Some(m), _) => Some(m),
                    (None, Some(m)) if numeric_reduction && matches!(m.ty, Type::Logical(_)) => {
                        Some(m.clone())
                    }
                    _ => None,
                };
                if let Some(m) = mask {
                    if !numeric_reduction
                        || !matches!(m.ty, Type::Logical(_))
                        || (m.rank != 0 && m.rank != v.rank)
                        || matches!(v.ty, Type::Complex(_))
                    {
                        self.unsupported(
                            m.span,
                            &format!("this MASK of {}", name.to_ascii_uppercase()),
                        );
                        return None;
                    }
                    let op = match name.as_str() {
                        "sum" => Intrinsic::Sum,
                        "product" => Intrinsic::Product,
                        "maxval" => Intrinsic::Maxval,
                        _ => Intrinsic::Minval,
                    };
                    let identity = consts::reduction_identity(op, v.ty);
                    let f = Expr {
                        kind: ExprKind::Const(identity),
                        ty: v.ty,
                        rank: 0,
                        span,
                    };
                    let (ty, r) = (v.ty, v.rank);
                    v = Expr {
                        kind: ExprKind::Intrinsic(Intrinsic::Merge, vec![v, f, m]),
                        ty,
                        rank: r,
                        span,
                    };
                    vals.truncate(1);
                }
                // DIM (§16.9.189): a constant dimension of the array; the result has the
                // rank of the array less one.
                let dim = match &dim_arg {
                    Some(d) => match consts::fold(d) {
                        Some(Const::Int(k)) if k >= 1 && k <= i128::from(v.rank) => Some(k),
                        _ => {
                            self.unsupported(
                                span,
                                "a DIM argument that is not a constant dimension of the array",
                            );
                            return None;
                        }
                    },
                    _ => None,
                };
                if v.rank == 0 || (dim_arg.is_some() && dim.is_none()) || vals.len() > 1 {
                    self.unsupported(
                        span,
                        &format!("{} with DIM or MASK", name.to_ascii_uppercase()),
                    );
                    return None;
                }
                let (op, ty) = match name.as_str() {
                    "sum" => (Intrinsic::Sum, v.ty),
                    "product" => (Intrinsic::Product, v.ty),
                    "maxval" => (Intrinsic::Maxval, v.ty),
                    "minval" => (Intrinsic::Minval, v.ty),
                    "count" => (Intrinsic::Count, kinds.integer()),
                    "any" => (Intrinsic::Any, v.ty),
                    _ => (Intrinsic::All, v.ty),
                };
                let numeric = matches!(
                    op,
                    Intrinsic::Sum | Intrinsic::Product | Intrinsic::Maxval | Intrinsic::Minval
                );
                if numeric != v.ty.is_numeric() {
                    return bad(self);
                }
                let (args, rank) = match dim {
                    Some(k) if v.rank > 1 => {
                        let rank = v.rank - 1;
                        (vec![v, self.int_const(k, span)], rank)
                    }
                    _ => (vec![v], 0),
                };
                Some(Expr {
                    kind: ExprKind::Intrinsic(op, args),
                    ty,
                    rank,
                    span,
                })
            }
            "dot_product" => {
                if vals.len() != 2 || vals[0].rank != 1 || vals[1].rank != 1 {
                    return bad(self);
                }
                let ty = Type::numeric_result(vals[0].ty, vals[1].ty);
                if matches!(ty, Type::Complex(_)) {
                    self.unsupported(span, "DOT_PRODUCT of complex vectors");
                    return None;
                }
                let a = self.convert(vals[0].clone(), ty);
                let b = self.convert(vals[1].clone(), ty);
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::DotProduct, vec![a, b]),
                    ty,
                    rank: 0,
                    span,
                })
            }
            other
                if matches!(first_ty, Some(Type::Complex(_)))
                    && intrinsics::COMPLEX_LIBM.contains(&other)
                    && vals.len() == 1 =>
            {
                let i = intrinsics::COMPLEX_LIBM
                    .iter()
                    .position(|&f| f == other)
                    .unwrap_or(0);
                let v = vals[0].clone();
                Some(Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::ComplexLibm(i as u8), vec![v.clone()]),
                    ty: v.ty,
                    rank,
                    span,
                })
            }
            other => {
                let Some(op) = intrinsics::same_type_elemental(other) else {
                    self.unsupported(span, &format!("the intrinsic '{}'", n.text));
                    return None;
                };
                let Some(mut ty) = first_ty else {
                    return bad(self);
                };
                for v in &vals[1..] {
                    if !v.ty.is_numeric() || v.ty.category() != ty.category() {
                        if !(op == Intrinsic::Ishft
                            || matches!(op, Intrinsic::Ibset | Intrinsic::Ibclr))
                        {
                            return bad(self);
                        }
                    } else {
                        ty = Type::numeric_result(ty, v.ty);
                    }
                }
                let numeric_ok = match op {
                    Intrinsic::Iand
                    | Intrinsic::Ior
                    | Intrinsic::Ieor
                    | Intrinsic::Not
                    | Intrinsic::Ishft
                    | Intrinsic::Ibset
                    | Intrinsic::Ibclr => matches!(ty, Type::Integer(_)),
                    Intrinsic::Libm(_) | Intrinsic::Sqrt | Intrinsic::Aint | Intrinsic::Anint => {
                        matches!(ty, Type::Real(_))
                    }
                    Intrinsic::Conjg => matches!(ty, Type::Complex(_)),
                    _ => {
                        matches!(ty, Type::Integer(_) | Type::Real(_))
                            || (op == Intrinsic::Abs && matches!(ty, Type::Complex(_)))
                    }
                };
                if !numeric_ok {
                    return bad(self);
                }
                let args: Vec<Expr> = match op {
                    Intrinsic::Ishft | Intrinsic::Ibset | Intrinsic::Ibclr => {
                        let first = vals[0].clone();
                        let mut v = vec![first];
                        for x in &vals[1..] {
                            v.push(self.convert(x.clone(), ty));
                        }
                        v
                    }
                    _ => vals.into_iter().map(|v| self.convert(v, ty)).collect(),
                };
                let rty = if op == Intrinsic::Abs {
                    intrinsics::abs_type(ty)
                } else {
                    ty
                };
                Some(fold_in_place(Expr {
                    kind: ExprKind::Intrinsic(op, args),
                    ty: rty,
                    rank,
                    span,
                }))
            }
        }
    }
}
