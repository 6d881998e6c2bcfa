//! Transformational intrinsics whose result elements are elements of their arguments at
//! other positions (Fortran 2018 §16.9.197 TRANSPOSE, §16.9.178 SPREAD, §16.9.165 RESHAPE,
//! §16.9.127 MATMUL, §16.9.123/§16.9.130 MAXLOC/MINLOC). They are kept as
//! [`ExprKind::Transform`] nodes that lowering evaluates at an index vector like any array
//! expression (`lower/transform.rs`), so `b = transpose(a)` or `sum(matmul(a, x))` needs no
//! temporary array.

use oxacc_source::Span;

use super::tree::{ArrayShape, Expr, ExprKind};
use super::types::Type;
use super::Sema;
use crate::ast;

/// A transformational intrinsic and the constant facts its lowering needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transform {
    /// `transpose(matrix)`.
    Transpose,
    /// `spread(source, dim, ncopies)`: `dim` (1-based) is constant.
    Spread { dim: u8 },
    /// `reshape(source, shape[, pad, order])`: args `[source, shape, pad?]`; the result rank
    /// is the (constant) size of `shape`; `order` (constant, zero-based) lists the dimensions
    /// from the fastest varying.
    Reshape { order: [u8; 15] },
    /// `matmul(a, b)`.
    Matmul,
    /// `maxloc`/`minloc(array[, dim][, mask][, back])`: args `[array, mask?]`; the subscripts of the first (last with
    /// `back`) extreme element, 1-based; with a constant `dim` (1-based, 0 without) the
    /// position along that dimension for each element of the other dimensions.
    Loc { max: bool, dim: u8, back: bool },
    /// `pack(array, mask[, vector])`: args `[array, mask, vector?]`.
    Pack,
    /// `unpack(vector, mask, field)`.
    Unpack,
    /// `cshift(array, shift[, dim])` (circular) and `eoshift(array, shift[, boundary, dim])`
    /// (end-off): args `[array, shift, boundary?]`, `dim` constant, `shift` a scalar.
    Shift { circular: bool, dim: u8 },
    /// An array constructor `[(body, var = start, end[, step])]` whose bounds are known only
    /// at run time (§7.8): args `[start, end, step, body]` (the first three `integer(8)`);
    /// element k sets `var` (a hidden local, the implied-DO variable's own storage, §19.4)
    /// to `start + k*step` and evaluates the scalar `body`.
    ImpliedDo { var: super::tree::SymbolId },
    /// `[a, b, …]` with an array item of run-time size: args the items (scalars and rank-1
    /// arrays of the constructor's type), their elements in order.
    Concat,
}

pub fn is_transform(name: &str) -> bool {
    matches!(
        name,
        "transpose"
            | "spread"
            | "reshape"
            | "matmul"
            | "maxloc"
            | "minloc"
            | "pack"
            | "unpack"
            | "cshift"
            | "eoshift"
            | "findloc"
    )
}

impl Sema<'_> {
    /// `[(body, i = start, end[, step])]` with bounds that are not constant: `None` when they
    /// are (the constructor is then unrolled); `Some(None)` after a reported error.
    pub(super) fn dynamic_implied_do(
        &mut self,
        d: &ast::ImpliedDo,
        span: Span,
    ) -> Option<Option<Expr>> {
        let bounds: Vec<&ast::Expr> = [Some(&d.start), Some(&d.end), d.step.as_ref()]
            .into_iter()
            .flatten()
            .collect();
        let mut typed = Vec::new();
        for b in &bounds {
            let Some(t) = self.expr(b) else {
                return Some(None);
            };
            typed.push(t);
        }
        if typed.iter().all(|t| super::consts::fold(t).is_some()) {
            return None;
        }
        let (Some(proc), [ast::ListItem::Expr(body)]) = (self.cur_proc, d.items.as_slice()) else {
            self.unsupported(
                span,
                "this array constructor with run-time implied-DO bounds",
            );
            return Some(None);
        };
        if typed
            .iter()
            .any(|t| !matches!(t.ty, Type::Integer(_)) || t.rank != 0)
        {
            self.error(
                d.span,
                "Implied-DO bounds at (1) must be scalar INTEGER expressions",
            );
            return Some(None);
        }
        // The implied-DO variable has the type of the name in scope (§19.4), else integer.
        let ty = match self.lookup(&d.var.key) {
            Some(super::scope::Entity::Var(id)) => self.symbol(id).ty,
            _ => self.kinds.integer(),
        };
        let var = self.add_symbol(super::tree::Symbol {
            name: d.var.text.clone(),
            ty,
            array: None,
            owner: Some(proc),
            storage: super::tree::Storage::Local,
            init: None,
            span: d.var.span,
        });
        self.proc_mut(proc).locals.push(var);
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes
            .push(super::scope::Scope::new(Some(parent), implicit, Some(proc)));
        self.cur_scope = self.scopes.len() - 1;
        self.scopes[self.cur_scope]
            .names
            .insert(d.var.key.clone(), super::scope::Entity::Var(var));
        let body = self.expr(body);
        self.cur_scope = parent;
        let body = body?;
        if body.rank != 0 {
            self.unsupported(body.span, "an array item in a run-time implied DO");
            return Some(None);
        }
        let mut args: Vec<Expr> = typed
            .into_iter()
            .map(|t| self.convert(t, Type::Integer(8)))
            .collect();
        if args.len() == 2 {
            let one = self.int_const(1, span);
            args.push(self.convert(one, Type::Integer(8)));
        }
        let ty = body.ty;
        args.push(body);
        Some(Some(Expr {
            kind: ExprKind::Transform(Transform::ImpliedDo { var }, args),
            ty,
            rank: 1,
            span,
        }))
    }

    /// Arguments by position and keyword, in the order of `names`.
    fn named_args(
        &mut self,
        fname: &str,
        names: &[&str],
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<Option<Expr>>> {
        let mut out: Vec<Option<Expr>> = vec![None; names.len()];
        for (i, a) in args.iter().enumerate() {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid argument");
                return None;
            };
            let pos = match &a.keyword {
                Some(k) => match names.iter().position(|n| *n == k.key.as_str()) {
                    Some(p) => p,
                    None => {
                        self.error(
                            a.span,
                            format!(
                                "Cannot find keyword named '{}' in call to '{fname}' at (1)",
                                k.text
                            ),
                        );
                        return None;
                    }
                },
                None => i,
            };
            if pos >= names.len() {
                self.error(
                    span,
                    format!("Too many arguments in call to '{fname}' at (1)"),
                );
                return None;
            }
            out[pos] = Some(self.expr(e)?);
        }
        Some(out)
    }

    fn missing_arg(&mut self, fname: &str, what: &str, span: Span) {
        self.error(
            span,
            format!("Missing actual argument '{what}' in call to '{fname}' at (1)"),
        );
    }

    pub(super) fn transform_call(
        &mut self,
        n: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let fname = n.key.as_str();
        let rank_error = |s: &mut Self, e: &Expr, what: &str, want: &str| {
            s.error(
                e.span,
                format!("'{what}' argument of '{fname}' intrinsic at (1) must be {want}"),
            );
        };
        let make = |t: Transform, args: Vec<Expr>, ty: Type, rank: u8| Expr {
            kind: ExprKind::Transform(t, args),
            ty,
            rank,
            span,
        };
        match fname {
            "transpose" => {
                let a = self.named_args(fname, &["matrix"], args, span)?;
                let Some(m) = a.into_iter().next().flatten() else {
                    self.missing_arg(fname, "matrix", span);
                    return None;
                };
                if m.rank != 2 {
                    rank_error(self, &m, "matrix", "of rank 2");
                    return None;
                }
                let ty = m.ty;
                Some(make(Transform::Transpose, vec![m], ty, 2))
            }
            "spread" => {
                let a = self.named_args(fname, &["source", "dim", "ncopies"], args, span)?;
                let [Some(src), Some(dim), Some(nc)] = <[Option<Expr>; 3]>::try_from(a).ok()?
                else {
                    self.missing_arg(fname, "ncopies", span);
                    return None;
                };
                let Some(d) = super::tree_const_int(&dim) else {
                    self.unsupported(dim.span, "a DIM argument of SPREAD that is not constant");
                    return None;
                };
                if d < 1 || d > i128::from(src.rank) + 1 {
                    self.error(
                        dim.span,
                        "'dim' argument of 'spread' intrinsic at (1) is not a valid dimension index",
                    );
                    return None;
                }
                if !matches!(nc.ty, Type::Integer(_)) || nc.rank != 0 {
                    rank_error(self, &nc, "ncopies", "a scalar INTEGER");
                    return None;
                }
                let nc = self.convert(nc, Type::Integer(8));
                let (ty, rank) = (src.ty, src.rank + 1);
                Some(make(
                    Transform::Spread { dim: d as u8 },
                    vec![src, nc],
                    ty,
                    rank,
                ))
            }
            "reshape" => {
                let a = self.named_args(fname, &["source", "shape", "pad", "order"], args, span)?;
                let mut it = a.into_iter();
                let (src, shape, pad, order) = (it.next()?, it.next()?, it.next()?, it.next()?);
                let (Some(src), Some(shape)) = (src, shape) else {
                    self.missing_arg(fname, "shape", span);
                    return None;
                };
                if src.rank == 0 {
                    rank_error(self, &src, "source", "an array");
                    return None;
                }
                if !matches!(shape.ty, Type::Integer(_)) || shape.rank != 1 {
                    rank_error(self, &shape, "shape", "a rank-1 INTEGER array");
                    return None;
                }
                let Some(rank) = self.constant_size(&shape) else {
                    self.unsupported(
                        shape.span,
                        "a SHAPE argument of RESHAPE without constant size",
                    );
                    return None;
                };
                let mut perm = [0u8; 15];
                for (k, p) in perm.iter_mut().enumerate() {
                    *p = k as u8;
                }
                if let Some(o) = &order {
                    // §16.9.165: ORDER is a permutation of (1, …, n), here a constant.
                    let values: Option<Vec<i128>> = match &o.kind {
                        ExprKind::ArrayCtor(items) => {
                            items.iter().map(super::tree_const_int).collect()
                        }
                        _ => None,
                    };
                    let Some(values) = values.filter(|v| v.len() as i64 == rank) else {
                        self.unsupported(
                            o.span,
                            "an ORDER argument that is not a constant array of the result's rank",
                        );
                        return None;
                    };
                    let mut sorted = values.clone();
                    sorted.sort_unstable();
                    if sorted.iter().enumerate().any(|(k, &v)| v != k as i128 + 1) {
                        self.error(o.span, "'order' argument of 'reshape' intrinsic at (1) is not a permutation of the dimensions");
                        return None;
                    }
                    for (k, v) in values.iter().enumerate() {
                        perm[k] = (*v - 1) as u8;
                    }
                }
                let shape = self.convert(shape, Type::Integer(8));
                let ty = src.ty;
                let mut v = vec![src, shape];
                if let Some(p) = pad {
                    if matches!(ty, Type::Complex(_) | Type::Character(_) | Type::Derived(_)) {
                        self.unsupported(
                            p.span,
                            "PAD= of a complex, character or derived-type RESHAPE",
                        );
                        return None;
                    }
                    if p.rank == 0 {
                        rank_error(self, &p, "pad", "an array");
                        return None;
                    }
                    v.push(self.convert(p, ty));
                }
                Some(make(Transform::Reshape { order: perm }, v, ty, rank as u8))
            }
            "matmul" => {
                let a = self.named_args(fname, &["matrix_a", "matrix_b"], args, span)?;
                let [Some(x), Some(y)] = <[Option<Expr>; 2]>::try_from(a).ok()? else {
                    self.missing_arg(fname, "matrix_b", span);
                    return None;
                };
                if !x.ty.is_numeric() || !y.ty.is_numeric() {
                    self.unsupported(span, "MATMUL of non-numeric arrays");
                    return None;
                }
                // gfortran's wording: the argument that cannot make a valid pair is named.
                let rank = match (x.rank, y.rank) {
                    (2, 2) => 2,
                    (1, 2) | (2, 1) => 1,
                    (1, _) => {
                        rank_error(self, &y, "matrix_b", "of rank 2");
                        return None;
                    }
                    _ => {
                        rank_error(self, &x, "matrix_a", "of rank 1 or 2");
                        return None;
                    }
                };
                let ty = Type::numeric_result(x.ty, y.ty);
                let (x, y) = (self.convert(x, ty), self.convert(y, ty));
                Some(make(Transform::Matmul, vec![x, y], ty, rank))
            }
            "pack" => {
                let a = self.named_args(fname, &["array", "mask", "vector"], args, span)?;
                let mut it = a.into_iter();
                let (array, mask, vector) = (it.next()?, it.next()?, it.next()?);
                let (Some(array), Some(mask)) = (array, mask) else {
                    self.missing_arg(fname, "mask", span);
                    return None;
                };
                if array.rank == 0
                    || matches!(
                        array.ty,
                        Type::Character(_) | Type::Derived(_) | Type::Complex(_)
                    )
                {
                    rank_error(self, &array, "array", "an INTEGER, REAL or LOGICAL array");
                    return None;
                }
                if !matches!(mask.ty, Type::Logical(_)) {
                    rank_error(self, &mask, "mask", "LOGICAL");
                    return None;
                }
                let ty = array.ty;
                let mut v = vec![array, mask];
                if let Some(vec_) = vector {
                    if vec_.rank != 1 {
                        rank_error(self, &vec_, "vector", "of rank 1");
                        return None;
                    }
                    v.push(self.convert(vec_, ty));
                }
                Some(make(Transform::Pack, v, ty, 1))
            }
            "unpack" => {
                let a = self.named_args(fname, &["vector", "mask", "field"], args, span)?;
                let [Some(vector), Some(mask), Some(field)] =
                    <[Option<Expr>; 3]>::try_from(a).ok()?
                else {
                    self.missing_arg(fname, "field", span);
                    return None;
                };
                if vector.rank != 1
                    || matches!(
                        vector.ty,
                        Type::Character(_) | Type::Derived(_) | Type::Complex(_)
                    )
                {
                    rank_error(
                        self,
                        &vector,
                        "vector",
                        "an INTEGER, REAL or LOGICAL array of rank 1",
                    );
                    return None;
                }
                if !matches!(mask.ty, Type::Logical(_)) || mask.rank == 0 {
                    rank_error(self, &mask, "mask", "a LOGICAL array");
                    return None;
                }
                let ty = vector.ty;
                let rank = mask.rank;
                let field = self.convert(field, ty);
                Some(make(Transform::Unpack, vec![vector, mask, field], ty, rank))
            }
            "cshift" | "eoshift" => {
                let circular = fname == "cshift";
                let names: &[&str] = if circular {
                    &["array", "shift", "dim"]
                } else {
                    &["array", "shift", "boundary", "dim"]
                };
                let mut a = self.named_args(fname, names, args, span)?;
                let dim = a.pop().flatten();
                let boundary = if circular { None } else { a.pop().flatten() };
                let mut it = a.into_iter();
                let (Some(array), Some(shift)) = (it.next().flatten(), it.next().flatten()) else {
                    self.missing_arg(fname, "shift", span);
                    return None;
                };
                if array.rank == 0
                    || matches!(
                        array.ty,
                        Type::Character(_) | Type::Derived(_) | Type::Complex(_)
                    )
                {
                    rank_error(self, &array, "array", "an INTEGER, REAL or LOGICAL array");
                    return None;
                }
                if !matches!(shift.ty, Type::Integer(_)) || shift.rank != 0 {
                    self.unsupported(shift.span, "a SHIFT argument that is not a scalar integer");
                    return None;
                }
                let d = match &dim {
                    None => 1,
                    Some(d) => match super::tree_const_int(d) {
                        Some(v) if v >= 1 && v <= i128::from(array.rank) => v as u8,
                        _ => {
                            self.unsupported(
                                d.span,
                                "a DIM argument that is not a constant dimension of the array",
                            );
                            return None;
                        }
                    },
                };
                let (ty, rank) = (array.ty, array.rank);
                let shift = self.convert(shift, Type::Integer(8));
                let mut v = vec![array, shift];
                if let Some(b) = boundary {
                    if b.rank != 0 {
                        self.unsupported(b.span, "an array BOUNDARY");
                        return None;
                    }
                    v.push(self.convert(b, ty));
                }
                Some(make(Transform::Shift { circular, dim: d }, v, ty, rank))
            }
            _ => {
                let max = fname != "minloc";
                // FINDLOC(array, value, …) (§16.9.81) is MAXLOC of ARRAY over the elements
                // equal to VALUE: they are all maxima, so the first (or last, BACK) of them;
                // 0 when there is none, as for an empty mask.
                let (a, value) = if fname == "findloc" {
                    let mut a = self.named_args(
                        fname,
                        &["array", "value", "dim", "mask", "kind", "back"],
                        args,
                        span,
                    )?;
                    let value = a.remove(1);
                    (a, value)
                } else {
                    let a = self.named_args(
                        fname,
                        &["array", "dim", "mask", "kind", "back"],
                        args,
                        span,
                    )?;
                    (a, None)
                };
                let mut it = a.into_iter();
                let (array, dim) = (it.next()?, it.next()?);
                let (mask, kind, back) = (it.next()?, it.next()?, it.next()?);
                if let Some(x) = kind {
                    self.unsupported(x.span, "KIND= of MAXLOC/MINLOC");
                    return None;
                }
                let back = match back {
                    None => false,
                    Some(b) => match crate::sema::consts::fold(&b) {
                        Some(super::tree::Const::Logical(v)) => v,
                        _ => {
                            self.unsupported(
                                b.span,
                                "a BACK= of MAXLOC/MINLOC that is not constant",
                            );
                            return None;
                        }
                    },
                };
                let Some(array) = array else {
                    self.missing_arg(fname, "array", span);
                    return None;
                };
                if array.rank == 0 || !matches!(array.ty, Type::Integer(_) | Type::Real(_)) {
                    rank_error(self, &array, "array", "an INTEGER or REAL array");
                    return None;
                }
                let dim = match &dim {
                    None => 0,
                    Some(d) => match super::tree_const_int(d) {
                        Some(k) if k >= 1 && k <= i128::from(array.rank) => k as u8,
                        _ => {
                            self.unsupported(
                                d.span,
                                "a DIM= of MAXLOC/MINLOC that is not a constant dimension",
                            );
                            return None;
                        }
                    },
                };
                let rank = if dim == 0 { 1 } else { array.rank - 1 };
                let ty = self.kinds.integer();
                let mask = match (fname == "findloc", value) {
                    (false, _) => mask,
                    (true, None) => {
                        self.missing_arg(fname, "value", span);
                        return None;
                    }
                    (true, Some(value)) => {
                        if value.rank != 0 || !value.ty.is_numeric() {
                            rank_error(self, &value, "value", "a numeric scalar");
                            return None;
                        }
                        let eq = self.binary(ast::BinaryOp::Eq, array.clone(), value, span)?;
                        match mask {
                            None => Some(eq),
                            Some(m) => Some(self.binary(ast::BinaryOp::And, eq, m, span)?),
                        }
                    }
                };
                let mut v = vec![array];
                if let Some(m) = mask {
                    // §16.9.123: only elements where MASK is true are candidates.
                    if !matches!(m.ty, Type::Logical(_)) || (m.rank != 0 && m.rank != v[0].rank) {
                        rank_error(self, &m, "mask", "LOGICAL and conformable with 'array'");
                        return None;
                    }
                    v.push(m);
                }
                Some(make(Transform::Loc { max, dim, back }, v, ty, rank))
            }
        }
    }

    /// The number of elements of a rank-1 expression when it is known here.
    fn constant_size(&self, e: &Expr) -> Option<i64> {
        match &e.kind {
            ExprKind::ArrayCtor(items) => Some(items.len() as i64),
            ExprKind::Const(super::tree::Const::Derived(_)) => None,
            ExprKind::Convert(x) | ExprKind::Paren(x) => self.constant_size(x),
            ExprKind::Intrinsic(super::intrinsics::Intrinsic::Shape, args) => {
                args.first().map(|a| i64::from(a.rank))
            }
            ExprKind::Var(id) => match &self.symbol(*id).array {
                Some(ArrayShape::Explicit(_)) => super::const_size_of(self.symbol(*id)),
                _ => None,
            },
            _ => None,
        }
    }
}
