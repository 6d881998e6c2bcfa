//! Expressions (Fortran 2018 §10.1): names resolved (variables, named constants, procedures,
//! intrinsics, implicitly typed locals), `name(args)` told apart as an array element or
//! section, a substring, a function reference or an intrinsic, and every operation typed with
//! the conversions of §10.1.5 made explicit.

use std::collections::HashMap;

use oxacc_source::Span;
use smol_str::SmolStr;

use super::consts;
use super::intrinsics::{self, Intrinsic};
use super::scope::Entity;
use super::tree::{
    BinaryOp, Const, Expr, ExprKind, ProcId, ProcKind, Procedure, Storage, Subscript, Symbol,
    SymbolId, UnaryOp,
};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    pub(super) fn int_const(&self, v: i128, span: Span) -> Expr {
        Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: self.kinds.integer(),
            rank: 0,
            span,
        }
    }

    /// `e` converted to `ty` (nothing when it has that type already).
    pub(super) fn convert(&self, e: Expr, ty: Type) -> Expr {
        if e.ty == ty || matches!((e.ty, ty), (Type::Character(_), Type::Character(_))) {
            return e;
        }
        let (rank, span) = (e.rank, e.span);
        let converted = Expr {
            kind: ExprKind::Convert(Box::new(e)),
            ty,
            rank,
            span,
        };
        match consts::fold(&converted) {
            Some(c) => Expr {
                kind: ExprKind::Const(c),
                ..converted
            },
            None => converted,
        }
    }

    /// Types an expression; `None` once an error has been reported.
    pub(crate) fn expr(&mut self, e: &ast::Expr) -> Option<Expr> {
        let span = e.span;
        match &e.kind {
            ast::ExprKind::Int { digits, kind } => {
                let ty = match kind {
                    Some(k) => Type::Integer(self.literal_kind(k, span, types_cat::INT)?),
                    None => self.kinds.integer(),
                };
                let Ok(v) = digits.parse::<i128>() else {
                    self.error(span, "Integer too big for its kind at (1)");
                    return None;
                };
                Some(Expr {
                    kind: ExprKind::Const(Const::Int(v)),
                    ty,
                    rank: 0,
                    span,
                })
            }
            ast::ExprKind::Real { text, kind } => {
                let lower = text.to_ascii_lowercase();
                let double = lower.contains('d');
                let kind = match kind {
                    Some(k) => self.literal_kind(k, span, types_cat::REAL)?,
                    None if double => 8,
                    None => self.kinds.real,
                };
                let Ok(v) = lower.replace(['d', 'q'], "e").parse::<f64>() else {
                    self.error(span, "invalid real literal");
                    return None;
                };
                let v = if kind == 4 { v as f32 as f64 } else { v };
                Some(Expr {
                    kind: ExprKind::Const(Const::Real(v)),
                    ty: Type::Real(kind),
                    rank: 0,
                    span,
                })
            }
            ast::ExprKind::Char { value, .. } => Some(Expr {
                kind: ExprKind::Const(Const::Char(value.as_bytes().to_vec())),
                ty: Type::Character(CharLen::Const(value.len() as i64)),
                rank: 0,
                span,
            }),
            ast::ExprKind::Logical { value, kind } => {
                let kind = match kind {
                    Some(k) => self.literal_kind(k, span, types_cat::INT)?,
                    None => self.kinds.integer,
                };
                Some(Expr {
                    kind: ExprKind::Const(Const::Logical(*value)),
                    ty: Type::Logical(kind),
                    rank: 0,
                    span,
                })
            }
            ast::ExprKind::Boz(text) => {
                // §7.7: the bit pattern, here as a 64-bit integer (INT, DATA and the bit
                // intrinsics convert it; REAL of a BOZ reinterprets bits and is refused there).
                let radix = match text.as_bytes().first().map(|b| b | 0x20) {
                    Some(b'b') => 2,
                    Some(b'o') => 8,
                    _ => 16,
                };
                let digits = text.get(2..text.len().saturating_sub(1)).unwrap_or("");
                match u64::from_str_radix(digits, radix) {
                    Ok(v) => Some(Expr {
                        kind: ExprKind::Const(Const::Int(i128::from(v as i64))),
                        ty: Type::Integer(8),
                        rank: 0,
                        span,
                    }),
                    Err(_) => {
                        self.error(span, "Invalid BOZ literal at (1)");
                        None
                    }
                }
            }
            ast::ExprKind::Complex(re, im) => {
                let re = self.expr(re)?;
                let im = self.expr(im)?;
                let kind = match (re.ty, im.ty) {
                    (Type::Real(a), Type::Real(b)) => a.max(b),
                    (Type::Real(a), _) | (_, Type::Real(a)) => a,
                    _ => self.kinds.real,
                };
                let (Some(r), Some(i)) = (consts::fold(&re), consts::fold(&im)) else {
                    self.error(span, "complex constant parts must be constants");
                    return None;
                };
                let part = |c: Const| match consts::convert(&c, Type::Real(kind)) {
                    Some(Const::Real(v)) => v,
                    _ => 0.0,
                };
                Some(Expr {
                    kind: ExprKind::Const(Const::Complex(part(r), part(i))),
                    ty: Type::Complex(kind),
                    rank: 0,
                    span,
                })
            }
            ast::ExprKind::Name(n) => self.name_expr(n),
            ast::ExprKind::CallOrIndex { base, args } => self.call_or_index(base, args, span),
            ast::ExprKind::Component { base, name } => {
                let b = self.expr(base)?;
                self.component_ref(b, name, span)
            }
            ast::ExprKind::Unary { op, operand } => {
                let x = self.expr(operand)?;
                if matches!(x.ty, Type::Derived(_)) {
                    let key = match op {
                        ast::UnaryOp::Plus => "operator(+)",
                        ast::UnaryOp::Minus => "operator(-)",
                        ast::UnaryOp::Not => "operator(.not.)",
                    };
                    if let Some(p) = self.defined_specific(key, &[&x]) {
                        return self.defined_call(p, vec![x], span);
                    }
                    if let Some((f, args)) =
                        self.type_bound_operator(key, &[&x], &[operand], span)?
                    {
                        return self.call_or_index(&f, &args, span);
                    }
                }
                match op {
                    ast::UnaryOp::Plus if x.ty.is_numeric() => Some(x),
                    ast::UnaryOp::Minus if x.ty.is_numeric() => {
                        let (ty, rank) = (x.ty, x.rank);
                        let e = Expr {
                            kind: ExprKind::Unary(UnaryOp::Neg, Box::new(x)),
                            ty,
                            rank,
                            span,
                        };
                        Some(fold_in_place(e))
                    }
                    ast::UnaryOp::Not if matches!(x.ty, Type::Logical(_)) => {
                        let (ty, rank) = (x.ty, x.rank);
                        Some(fold_in_place(Expr {
                            kind: ExprKind::Unary(UnaryOp::Not, Box::new(x)),
                            ty,
                            rank,
                            span,
                        }))
                    }
                    ast::UnaryOp::Not => {
                        self.error(
                            span,
                            format!(
                                "Operand of .not. operator at (1) is {}",
                                self.type_text(x.ty)
                            ),
                        );
                        None
                    }
                    _ => {
                        let sign = if *op == ast::UnaryOp::Minus { '-' } else { '+' };
                        self.error(
                            span,
                            format!(
                                "Operand of unary numeric operator '{sign}' at (1) is {}",
                                self.type_text(x.ty)
                            ),
                        );
                        None
                    }
                }
            }
            ast::ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                // §10.1.6.1: an operation on a derived type is a defined one.
                if matches!(a.ty, Type::Derived(_)) || matches!(b.ty, Type::Derived(_)) {
                    if let Some(e) = self.ieee_class_compare(*op, &a, &b, span) {
                        return Some(e);
                    }
                    let key = format!("operator({})", op_text(*op));
                    if let Some(p) = self.defined_specific(&key, &[&a, &b]) {
                        return self.defined_call(p, vec![a, b], span);
                    }
                    if let Some((f, args)) =
                        self.type_bound_operator(&key, &[&a, &b], &[lhs, rhs], span)?
                    {
                        return self.call_or_index(&f, &args, span);
                    }
                }
                self.binary(*op, a, b, span)
            }
            ast::ExprKind::DefinedUnary { op, operand } => {
                let x = self.expr(operand)?;
                self.defined_operation(op, vec![x], &[operand], span)
            }
            ast::ExprKind::DefinedBinary { op, lhs, rhs } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                self.defined_operation(op, vec![a, b], &[lhs, rhs], span)
            }
            ast::ExprKind::Paren(x) => {
                let x = self.expr(x)?;
                let (ty, rank) = (x.ty, x.rank);
                if let ExprKind::Const(_) = x.kind {
                    return Some(x);
                }
                Some(Expr {
                    kind: ExprKind::Paren(Box::new(x)),
                    ty,
                    rank,
                    span,
                })
            }
            ast::ExprKind::ArrayCtor { type_spec, items } => {
                if let (None, [ast::ListItem::ImpliedDo(d)]) = (type_spec, items.as_slice()) {
                    if let Some(r) = self.dynamic_implied_do(d, span) {
                        return r;
                    }
                }
                if items.len() > 1 && items.iter().any(|i| self.run_time_implied_do(i)) {
                    return self.concatenation_with_implied_dos(items, type_spec.as_deref(), span);
                }
                let mut out = Vec::new();
                if items.iter().all(|i| matches!(i, ast::ListItem::Expr(_))) {
                    // Array items whose size is known only at run time (`[c, c * 10]`) make
                    // a concatenation evaluated element by element.
                    let mut typed = Vec::new();
                    for item in items {
                        if let ast::ListItem::Expr(e) = item {
                            typed.push(self.expr(e)?);
                        }
                    }
                    if typed
                        .iter()
                        .any(|t| t.rank != 0 && self.constant_elements_of(t).is_none())
                    {
                        return self.concatenation(typed, type_spec.as_deref(), span);
                    }
                    for t in typed {
                        if t.rank != 0 {
                            out.extend(self.constant_elements_of(&t)?);
                        } else {
                            out.push(t);
                        }
                    }
                } else {
                    for item in items {
                        self.ctor_item(item, &mut out)?;
                    }
                }
                // `[character(len=n) :: a, b]` with a run-time `n` (§7.8).
                let run_len = match type_spec {
                    Some(ts) => self.ctor_run_time_len(ts)?,
                    None => None,
                };
                if let Some(len) = run_len {
                    return self.ctor_of_run_time_len(out, &len, span);
                }
                let ty = match type_spec {
                    Some(ts) => self.type_spec(ts)?,
                    None => match out.first() {
                        Some(e) => e.ty,
                        None => {
                            self.error(span, "Empty array constructor at (1) is not allowed");
                            return None;
                        }
                    },
                };
                let out = out.into_iter().map(|e| self.convert(e, ty)).collect();
                Some(Expr {
                    kind: ExprKind::ArrayCtor(out),
                    ty,
                    rank: 1,
                    span,
                })
            }
        }
    }

    /// `[a, b, …]` with an array item of run-time size (§7.8: the items' elements in order):
    /// a transform over the items, scalars and rank-1 arrays of a non-character type.
    fn concatenation(
        &mut self,
        items: Vec<Expr>,
        type_spec: Option<&ast::TypeSpec>,
        span: Span,
    ) -> Option<Expr> {
        // Character items of one constant length (or a constant-length type-spec) and
        // derived-type items are evaluated element by element too.
        let char_len = match type_spec {
            Some(ts) => match self.type_spec(ts)? {
                Type::Character(l) => Some(l),
                _ => None,
            },
            None => items.first().and_then(|t| match t.ty {
                Type::Character(l) => Some(l),
                _ => None,
            }),
        };
        let fixed = |t: &Expr| match (t.ty, char_len) {
            (Type::Character(l), Some(c)) => {
                matches!(c, super::types::CharLen::Const(_)) && (type_spec.is_some() || l == c)
            }
            _ => true,
        };
        if let Some(t) = items.iter().find(|t| t.rank > 1 || !fixed(t)) {
            self.unsupported(
                t.span,
                "an array of non-constant size inside an array constructor",
            );
            return None;
        }
        let ty = match type_spec {
            Some(ts) => self.type_spec(ts)?,
            None => items.first()?.ty,
        };
        for t in &items {
            let fits = t.ty == ty
                || (t.ty.is_numeric() && ty.is_numeric())
                || matches!((t.ty, ty), (Type::Character(_), Type::Character(_)));
            if !fits {
                self.error(
                    t.span,
                    format!(
                        "Element in {} array constructor at (1) is {}",
                        self.type_text(ty),
                        self.type_text(t.ty)
                    ),
                );
                return None;
            }
        }
        let items = items.into_iter().map(|e| self.convert(e, ty)).collect();
        Some(Expr {
            kind: ExprKind::Transform(super::transform::Transform::Concat, items),
            ty,
            rank: 1,
            span,
        })
    }

    /// Whether `item` is an implied DO whose bounds are not constant.
    fn run_time_implied_do(&mut self, item: &ast::ListItem) -> bool {
        let ast::ListItem::ImpliedDo(d) = item else {
            return false;
        };
        [Some(&d.start), Some(&d.end), d.step.as_ref()]
            .into_iter()
            .flatten()
            .any(|b| {
                self.expr(b)
                    .is_some_and(|t| super::consts::fold(&t).is_none())
            })
    }

    /// `[a, (f(i), i = 1, n), b]`: items among which an implied DO has run-time bounds
    /// (§7.8): each implied DO of run-time bounds is an array of run-time size, the others
    /// are unrolled, and the items are concatenated.
    fn concatenation_with_implied_dos(
        &mut self,
        items: &[ast::ListItem],
        type_spec: Option<&ast::TypeSpec>,
        span: Span,
    ) -> Option<Expr> {
        let mut typed = Vec::new();
        for item in items {
            match item {
                ast::ListItem::ImpliedDo(d) => match self.dynamic_implied_do(d, span) {
                    Some(r) => typed.push(r?),
                    None => self.ctor_item(item, &mut typed)?,
                },
                ast::ListItem::Expr(e) => typed.push(self.expr(e)?),
            }
        }
        self.concatenation(typed, type_spec, span)
    }

    /// An array constructor item; implied DOs with constant bounds are unrolled (§7.8).
    fn ctor_item(&mut self, item: &ast::ListItem, out: &mut Vec<Expr>) -> Option<()> {
        match item {
            ast::ListItem::Expr(e) => {
                let t = self.expr(e)?;
                if t.rank != 0 {
                    // §7.8: an array item contributes its elements in array element order.
                    let Some(elems) = self.constant_elements_of(&t) else {
                        self.unsupported(
                            e.span,
                            "an array of non-constant size inside an array constructor",
                        );
                        return None;
                    };
                    out.extend(elems);
                    return Some(());
                }
                out.push(t);
            }
            ast::ListItem::ImpliedDo(d) => {
                let start = self.const_int(&d.start)?;
                let end = self.const_int(&d.end)?;
                let step = match &d.step {
                    Some(s) => self.const_int(s)?,
                    None => 1,
                };
                if step == 0 {
                    self.error(d.span, "Zero step in an implied DO at (1)");
                    return None;
                }
                // The implied-DO variable stands for each value in turn (§7.8, its scope is
                // the implied DO).
                let key = d.var.key.clone();
                let saved = self.scopes[self.cur_scope].names.get(&key).cloned();
                let mut v = start;
                while (step > 0 && v <= end) || (step < 0 && v >= end) {
                    self.scopes[self.cur_scope].names.insert(
                        key.clone(),
                        Entity::Constant(Const::Int(v), self.kinds.integer()),
                    );
                    for it in &d.items {
                        self.ctor_item(it, out)?;
                    }
                    v += step;
                }
                match saved {
                    Some(e) => self.scopes[self.cur_scope].names.insert(key, e),
                    None => self.scopes[self.cur_scope].names.remove(&key),
                };
            }
        }
        Some(())
    }

    /// The elements of a rank-1 array expression of constant extent as scalar expressions: a
    /// nested constructor, a whole array with constant bounds, or a section with constant
    /// bounds and stride.
    pub(super) fn constant_elements_of(&self, t: &Expr) -> Option<Vec<Expr>> {
        let elem = |kind: ExprKind| Expr {
            kind,
            ty: t.ty,
            rank: 0,
            span: t.span,
        };
        let int = |v: i128| Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: Type::Integer(8),
            rank: 0,
            span: t.span,
        };
        match &t.kind {
            ExprKind::ArrayCtor(items) => Some(items.clone()),
            ExprKind::Var(id) if t.rank == 1 => {
                let Some(super::tree::ArrayShape::Explicit(dims)) = &self.symbol(*id).array else {
                    return None;
                };
                let lo = super::tree_const_int(&dims[0].lower)?;
                let hi = super::tree_const_int(dims[0].upper.as_ref()?)?;
                Some(
                    (lo..=hi)
                        .map(|i| {
                            elem(ExprKind::Index {
                                array: *id,
                                subscripts: vec![Subscript::Index(int(i))],
                            })
                        })
                        .collect(),
                )
            }
            ExprKind::Index { array, subscripts } if t.rank == 1 => {
                let k = subscripts
                    .iter()
                    .position(|s| matches!(s, Subscript::Range { .. }))?;
                let Subscript::Range {
                    lower,
                    upper,
                    stride,
                } = &subscripts[k]
                else {
                    return None;
                };
                let lo = super::tree_const_int(lower.as_ref()?)?;
                let hi = super::tree_const_int(upper.as_ref()?)?;
                let st = match stride {
                    Some(x) => super::tree_const_int(x)?,
                    None => 1,
                };
                if st == 0 {
                    return None;
                }
                let mut out = Vec::new();
                let mut i = lo;
                while (st > 0 && i <= hi) || (st < 0 && i >= hi) {
                    let mut subs = subscripts.clone();
                    subs[k] = Subscript::Index(int(i));
                    out.push(elem(ExprKind::Index {
                        array: *array,
                        subscripts: subs,
                    }));
                    i += st;
                }
                Some(out)
            }
            _ => None,
        }
    }

    fn literal_kind(&mut self, k: &SmolStr, span: Span, cat: types_cat::Cat) -> Option<u8> {
        let v = match k.parse::<i128>() {
            Ok(v) => v,
            Err(_) => match self.lookup(&k.to_ascii_lowercase()) {
                Some(Entity::Constant(Const::Int(v), _)) => v,
                _ => {
                    self.error(span, format!("Missing kind-parameter '{k}' at (1)"));
                    return None;
                }
            },
        };
        let ok = match cat {
            types_cat::INT => matches!(v, 1 | 2 | 4 | 8 | 16),
            _ => matches!(v, 4 | 8),
        };
        if !ok {
            self.error(
                span,
                format!("Invalid kind {v} for a literal constant at (1)"),
            );
            return None;
        }
        Some(v as u8)
    }

    pub(super) fn var_expr(&self, id: SymbolId, span: Span) -> Expr {
        let sym = self.symbol(id);
        Expr {
            kind: ExprKind::Var(id),
            ty: sym.ty,
            rank: sym.rank() as u8,
            span,
        }
    }

    /// A variable reached from this procedure: its own, static, or a host's through host
    /// association (only static storage can be reached from an internal procedure yet).
    pub(super) fn check_reachable(&mut self, id: SymbolId, span: Span) -> Option<()> {
        let owner = self.symbol(id).owner;
        if owner.is_none() || owner == self.cur_proc {
            return Some(());
        }
        let cur = self.cur_proc?;
        if owner != self.proc(cur).host {
            let name = self.symbol(id).name.clone();
            self.unsupported(span, &format!("this reference to '{name}'"));
            return None;
        }
        // Host association of a host subprogram's variable (§19.5.1.4): its address is passed
        // to the internal procedure, with the variables its bounds use.
        if let super::types::Type::Character(CharLen::Assumed) = self.symbol(id).ty {
            let name = self.symbol(id).name.clone();
            self.unsupported(
                span,
                &format!("host association of the assumed-length '{name}'"),
            );
            return None;
        }
        let mut todo = vec![id];
        while let Some(s) = todo.pop() {
            let refs = self.host_refs.entry(cur).or_default();
            if refs.contains(&s) {
                continue;
            }
            refs.push(s);
            let mut bound_vars = Vec::new();
            match &self.symbol(s).array {
                Some(super::tree::ArrayShape::Explicit(dims)) => {
                    for d in dims {
                        collect_vars(&d.lower, &mut bound_vars);
                        if let Some(u) = &d.upper {
                            collect_vars(u, &mut bound_vars);
                        }
                    }
                }
                Some(super::tree::ArrayShape::Assumed { lowers }) => {
                    for l in lowers {
                        collect_vars(l, &mut bound_vars);
                    }
                }
                _ => {}
            }
            todo.extend(
                bound_vars
                    .into_iter()
                    .filter(|v| self.symbol(*v).owner == owner),
            );
        }
        Some(())
    }

    fn name_expr(&mut self, n: &ast::Name) -> Option<Expr> {
        match self.lookup(&n.key) {
            Some(Entity::Var(id)) => {
                self.check_reachable(id, n.span)?;
                Some(self.var_expr(id, n.span))
            }
            Some(Entity::Constant(c, ty)) => Some(Expr {
                kind: ExprKind::Const(c),
                ty,
                rank: 0,
                span: n.span,
            }),
            Some(Entity::Alias(e)) => Some(Expr { span: n.span, ..*e }),
            Some(Entity::ModuleFunction(super::ieee::IeeeFn::Flags { all })) => {
                Some(self.ieee_flag_array(all, n.span))
            }
            Some(
                Entity::Type(_)
                | Entity::Generic(_)
                | Entity::StmtFunc(_)
                | Entity::ModuleFunction(_),
            ) => {
                self.error(n.span, format!("'{}' at (1) is not a variable", n.text));
                None
            }
            Some(Entity::Proc(p)) => {
                // Inside a function without a RESULT clause, its name is the result variable.
                if Some(p) == self.cur_proc {
                    if let Some(r) = self.proc(p).result {
                        return Some(self.var_expr(r, n.span));
                    }
                }
                let msg = match self.proc(p).kind {
                    ProcKind::Function => {
                        format!("Function '{}' requires an argument list at (1)", n.text)
                    }
                    _ => format!("Procedure '{}' at (1) is used as a variable", n.text),
                };
                self.error(n.span, msg);
                None
            }
            None => {
                let id = self.implicit_var(n)?;
                Some(self.var_expr(id, n.span))
            }
        }
    }

    /// A name used without a declaration: a new local of its implicit type (§8.7), or
    /// gfortran's error under `implicit none`.
    pub(super) fn implicit_var(&mut self, n: &ast::Name) -> Option<SymbolId> {
        let ty = match self.scopes[self.cur_scope].implicit.type_of(&n.key) {
            Some(ty) => ty,
            None => {
                // Reported once: the name is then declared (as a default integer) so that
                // its other uses do not report again.
                self.no_implicit_type(n);
                let proc = self.cur_proc?;
                let id = self.add_symbol(Symbol {
                    name: n.text.clone(),
                    ty: self.kinds.integer(),
                    array: None,
                    owner: Some(proc),
                    storage: Storage::Local,
                    init: None,
                    span: n.span,
                });
                self.scopes[self.cur_scope]
                    .names
                    .insert(n.key.clone(), Entity::Var(id));
                return None;
            }
        };
        let proc = self.cur_proc?;
        let main = self.proc(proc).kind == ProcKind::Main;
        let storage = if main {
            let owner = self.proc(proc).link_name.clone();
            Storage::Static {
                link_name: self.static_name(&owner, &n.key),
                external: false,
            }
        } else {
            Storage::Local
        };
        let id = self.add_symbol(Symbol {
            name: n.text.clone(),
            ty,
            array: None,
            owner: (!main).then_some(proc),
            storage,
            init: None,
            span: n.span,
        });
        self.proc_mut(proc).locals.push(id);
        self.scopes[self.cur_scope]
            .names
            .insert(n.key.clone(), Entity::Var(id));
        Some(id)
    }

    /// An external procedure known by its name only (an implicit interface, §15.4.2): the
    /// definition in this file if there is one.
    pub(super) fn external_proc(
        &mut self,
        name: &ast::Name,
        kind: ProcKind,
        ty: Option<Type>,
    ) -> ProcId {
        if let Some(&p) = self.externals.get(&name.key) {
            return p;
        }
        self.prog.procs.push(Procedure {
            name: name.text.clone(),
            link_name: format!("{}_", name.key).into(),
            kind,
            external: true,
            bind_c: false,
            elemental: false,
            pure: false,
            dummies: Vec::new(),
            result: None,
            result_type: ty,
            locals: Vec::new(),
            body: None,
            explicit: false,
            host: None,
            host_vars: Vec::new(),
            via: None,
            via_component: None,
            span: name.span,
        });
        let id = ProcId(self.prog.procs.len() as u32 - 1);
        self.externals.insert(name.key.clone(), id);
        id
    }

    pub(super) fn call_or_index(
        &mut self,
        base: &ast::Expr,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        if let ast::ExprKind::Component { base: inner, name } = &base.kind {
            // `x%f(args)` of a type-bound function (§15.5.1).
            if let Some((p, full)) = self.type_bound_ref(inner, name, args, span)? {
                return self.function_call(p, &full, span);
            }
            let b = self.expr(inner)?;
            let c = self.component_ref_with(b, name, span, false)?;
            if let Some(p) = self.through_component(&c) {
                return self.function_call(p, args, span);
            }
            return self.component_subscripts(c, args, span);
        }
        let ast::ExprKind::Name(n) = &base.kind else {
            let b = self.expr(base)?;
            // `a%names(3)(1:5)`: a substring of a scalar character designator.
            let substring = b.rank == 0
                && matches!(b.ty, Type::Character(_))
                && matches!(
                    args,
                    [ast::Arg {
                        value: ast::ArgValue::Range { .. },
                        ..
                    }]
                );
            if let (ExprKind::Component { .. }, false) = (&b.kind, substring) {
                return self.component_subscripts(b, args, span);
            }
            if let (Type::Character(_), [arg]) = (b.ty, args) {
                return self.substring(b, arg, span);
            }
            self.unsupported(span, "this reference");
            return None;
        };
        match self.lookup(&n.key) {
            Some(Entity::Var(id)) => {
                self.check_reachable(id, n.span)?;
                let sym = self.symbol(id).clone();
                if sym.rank() > 0 {
                    return self.array_ref(id, args, span);
                }
                if let (Type::Character(_), [arg]) = (sym.ty, args) {
                    if matches!(arg.value, ast::ArgValue::Range { .. }) {
                        let b = self.var_expr(id, n.span);
                        return self.substring(b, arg, span);
                    }
                }
                if let Storage::Result = sym.storage {
                    // A recursive reference of the function being defined.
                    let p = self.cur_proc?;
                    return self.function_call(p, args, span);
                }
                // A scalar of this scope typed under an intrinsic function's name and
                // referenced as a function is that intrinsic: a type declaration does not take
                // the intrinsic property away (F2018 §15.5.5.4; gfortran and flang agree):
                // `real(rk) :: sum` then `sum(vecC)` (a CSC OpenMP offload exercise).
                let own = matches!(
                    self.scopes[self.cur_scope].names.get(&n.key),
                    Some(Entity::Var(v)) if *v == id
                );
                if own
                    && matches!(
                        sym.storage,
                        Storage::Local
                            | Storage::Static {
                                external: false,
                                ..
                            }
                    )
                    && self.intrinsic_function_name(&n.key)
                {
                    self.scopes[self.cur_scope].names.remove(&n.key);
                    return self.call_or_index(base, args, span);
                }
                // A typed name referenced with arguments: an external function (§15.5.1).
                if matches!(sym.storage, Storage::Local | Storage::Static { .. }) {
                    let p = self.external_proc(n, ProcKind::Function, Some(sym.ty));
                    let key = n.key.clone();
                    self.scopes[self.cur_scope]
                        .names
                        .insert(key, Entity::Proc(p));
                    return self.function_call(p, args, span);
                }
                self.error(
                    span,
                    format!("'{}' at (1) is not an array or a function", n.text),
                );
                None
            }
            Some(Entity::Proc(p)) => self.function_call(p, args, span),
            Some(Entity::StmtFunc(f)) => self.statement_function_ref(n, &f, args, span),
            Some(Entity::ModuleFunction(f)) => self.ieee_call(n, f, args, span),
            Some(Entity::Alias(e)) => self.alias_ref(*e, args, span),
            Some(Entity::Type(id)) => self.structure_constructor(id, args, span),
            Some(Entity::Generic(specifics)) => {
                let p = self.resolve_generic(n, &specifics, args, span)?;
                self.function_call(p, args, span)
            }
            Some(Entity::Constant(Const::Char(s), ty)) if args.len() == 1 => {
                let b = Expr {
                    kind: ExprKind::Const(Const::Char(s)),
                    ty,
                    rank: 0,
                    span: n.span,
                };
                self.substring(b, &args[0], span)
            }
            Some(Entity::Constant(..)) => {
                self.error(span, format!("'{}' at (1) is a named constant", n.text));
                None
            }
            None if super::transform::is_transform(&n.key) => self.transform_call(n, args, span),
            None if super::charfn::is_charfn(&n.key) => self.charfn_call(n, args, span),
            None if n.key == "associated" => self.associated_call(args, span),
            None if matches!(n.key.as_str(), "extends_type_of" | "same_type_as") => {
                self.type_inquiry(n, args, span)
            }
            None if self.c_interop_function(&n.key) => self.c_interop_call(n, args, span),
            None if n.key == "present" => match self.present_procedure(args, span) {
                Some(e) => e,
                None => self.intrinsic_call(n, args, span),
            },
            None if intrinsics::is_intrinsic_name(&n.key) => self.intrinsic_call(n, args, span),
            None if self.own_function(&n.key).is_some() => {
                // A recursive reference of the function being defined, whose result has a
                // name of its own (F2018 §15.6.2.2): the name is the function, typed by its
                // result (common.Fh's IS_POSSIBLE of OpenACCV-V calls itself so).
                let p = self.own_function(&n.key)?;
                self.function_call(p, args, span)
            }
            None => {
                let Some(ty) = self.scopes[self.cur_scope].implicit.type_of(&n.key) else {
                    self.error(
                        n.span,
                        format!("Function '{}' at (1) has no IMPLICIT type", n.text),
                    );
                    return None;
                };
                let p = self.external_proc(n, ProcKind::Function, Some(ty));
                self.function_call(p, args, span)
            }
        }
    }

    /// Names the `None` arm of `call_or_index` resolves to an intrinsic function.
    fn intrinsic_function_name(&self, key: &str) -> bool {
        super::transform::is_transform(key)
            || super::charfn::is_charfn(key)
            || key == "associated"
            || key == "present"
            || intrinsics::is_intrinsic_name(key)
    }

    /// The function being defined (or a host of the internal procedure being defined) named
    /// `key` that has a RESULT clause: its name is not a variable, so a reference with
    /// arguments calls it.
    fn own_function(&self, key: &str) -> Option<ProcId> {
        let mut cur = self.cur_proc;
        while let Some(p) = cur {
            let proc = self.proc(p);
            if proc.kind == ProcKind::Function
                && proc.result.is_some()
                && proc.name.eq_ignore_ascii_case(key)
            {
                return Some(p);
            }
            cur = proc.host;
        }
        None
    }

    /// Actual arguments, matched to the dummies when the interface is explicit (keyword
    /// arguments, §15.5.2.1).
    pub(super) fn actual_args(
        &mut self,
        p: ProcId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<Expr>> {
        // `use openacc` data routines take a variable of any type and rank (sema/acc).
        if self.acc_state.data_routines.contains(&p) {
            return self.openacc_data_args(p, args, span);
        }
        if self.acc_state.address_routines.contains(&p) {
            return self.openacc_address_args(p, args, span);
        }
        if self.acc_state.attach_routines.contains(&p) {
            return self.openacc_attach_args(p, args, span);
        }
        let mut proc = self.proc(p).clone();
        // The hidden tag dummies (decision 97) take the dynamic types of the `class(t)`
        // dummies' actuals, after the declared dummies.
        let hidden: Vec<SymbolId> = proc
            .dummies
            .iter()
            .copied()
            .filter(|d| self.tag_dummies.contains(d))
            .collect();
        proc.dummies.retain(|d| !self.tag_dummies.contains(d));
        let mut tags: HashMap<SymbolId, Expr> = HashMap::new();
        let mut out: Vec<Option<Expr>> = Vec::new();
        // Whether the actual at each position came by keyword (for the message of a dummy
        // named twice).
        let mut by_keyword: Vec<bool> = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.unsupported(a.span, "this actual argument");
                return None;
            };
            let mut t = match self.proc_ref(e) {
                Some(r) => r,
                None => self.expr(e)?,
            };
            let pos = match &a.keyword {
                Some(k) if proc.explicit => {
                    match proc
                        .dummies
                        .iter()
                        .position(|&d| self.symbol(d).name.eq_ignore_ascii_case(&k.key))
                    {
                        Some(pos) => pos,
                        None => {
                            self.error(
                                a.span,
                                format!(
                                    "Keyword argument '{}' at (1) is not in the procedure",
                                    k.text
                                ),
                            );
                            return None;
                        }
                    }
                }
                Some(_) => {
                    self.unsupported(a.span, "a keyword argument to an implicit interface");
                    return None;
                }
                None => i,
            };
            if proc.explicit {
                let Some(&d) = proc.dummies.get(pos) else {
                    self.error(
                        t.span,
                        "More actual than formal arguments in procedure call at (1)",
                    );
                    return None;
                };
                let dummy = self.symbol(d).clone();
                if let Some(&tag) = self.poly_tags.get(&d) {
                    tags.insert(tag, self.dynamic_tag(&t));
                }
                t = self.procedure_actual(d, t)?;
                if let Storage::Dummy { value: true, .. } = dummy.storage {
                    t = self.convert(t, dummy.ty);
                } else if self.is_unlimited(dummy.ty) {
                    // CLASS(*): the actual's own storage (its type in the tag). A character
                    // actual would bring a hidden length the dummy does not take.
                    if matches!(t.ty, Type::Character(_)) {
                        self.unsupported(t.span, "a character actual argument to a CLASS(*) dummy");
                        return None;
                    }
                } else if self.poly_entities.contains(&d)
                    && dummy.ty != t.ty
                    && self.extends_type(t.ty, dummy.ty)
                {
                    // A `class(t)` dummy of an extension's actual: its parent part of type
                    // `t` (§15.5.2.4; the dynamic type is not kept, decl.rs `type_spec`).
                    t = self.ancestor_part(t, dummy.ty)?;
                } else if dummy.ty != t.ty
                    && !matches!((dummy.ty, t.ty), (Type::Character(_), Type::Character(_)))
                {
                    let mut to = self.type_text(dummy.ty);
                    if self.poly_entities.contains(&d) {
                        to = to.replacen("TYPE(", "CLASS(", 1);
                    }
                    self.error(
                        t.span,
                        format!(
                            "Type mismatch in argument '{}' at (1); passed {} to {to}",
                            dummy.name,
                            self.type_text(t.ty),
                        ),
                    );
                    return None;
                }
                if !proc.elemental {
                    self.check_argument_rank(&dummy, &t)?;
                }
            }
            if out.len() <= pos {
                out.resize(pos + 1, None);
                by_keyword.resize(pos + 1, false);
            }
            // F2018 §15.5.2.1: at most one actual argument corresponds to each dummy (gfortran's
            // and flang's wordings for a keyword repeated or naming a positional one's dummy).
            if out[pos].is_some() {
                let name = match &a.keyword {
                    Some(k) => k.text.to_string(),
                    None => self.symbol(proc.dummies[pos]).name.to_string(),
                };
                let msg = if by_keyword[pos] {
                    format!(
                        "Keyword '{name}' at (1) has already appeared in the current argument list"
                    )
                } else {
                    format!(
                        "Keyword argument '{name}' at (1) is already associated with another actual argument"
                    )
                };
                self.error(a.span, msg);
                return None;
            }
            by_keyword[pos] = a.keyword.is_some();
            out[pos] = Some(t);
        }
        if proc.explicit && out.len() < proc.dummies.len() {
            out.resize(proc.dummies.len(), None);
        }
        let mut result = Vec::new();
        for (i, a) in out.into_iter().enumerate() {
            let optional = proc.dummies.get(i).is_some_and(|&d| {
                matches!(
                    self.symbol(d).storage,
                    Storage::Dummy { optional: true, .. }
                )
            });
            match a {
                Some(a) => result.push(a),
                None if optional => {
                    let d = self.symbol(proc.dummies[i]).clone();
                    result.push(Expr {
                        kind: ExprKind::Absent,
                        ty: d.ty,
                        rank: d.rank() as u8,
                        span,
                    });
                }
                None => {
                    let name = proc
                        .dummies
                        .get(i)
                        .map(|&d| self.symbol(d).name.clone())
                        .unwrap_or_default();
                    self.error(
                        span,
                        format!("Missing actual argument for argument '{name}' at (1)"),
                    );
                    return None;
                }
            }
        }
        for h in hidden {
            // An absent optional `class(t)` dummy: no dynamic type.
            let tag = tags.remove(&h).unwrap_or(Expr {
                kind: ExprKind::Const(Const::Int(0)),
                ty: Type::Integer(8),
                rank: 0,
                span,
            });
            result.push(tag);
        }
        Some(result)
    }

    fn function_call(&mut self, p: ProcId, args: &[ast::Arg], span: Span) -> Option<Expr> {
        self.check_callable(p, span)?;
        let p = self.omp_variant_of(p);
        let proc = self.proc(p).clone();
        if proc.kind == ProcKind::Subroutine && proc.explicit {
            self.error(
                span,
                format!("Unexpected use of subroutine name '{}' at (1)", proc.name),
            );
            return None;
        }
        let ty = proc.result_type?;
        // An array result (§15.5.3): the call is an array of the result's rank.
        let result_rank = proc.result.map_or(0, |r| self.symbol(r).rank() as u8);
        // A character array result of constant length is an array result as any other.
        if result_rank > 0 && matches!(ty, Type::Character(CharLen::Assumed)) {
            self.unsupported(
                span,
                "a function with a character array result of run-time length",
            );
            return None;
        }
        // A result of run-time length (§7.4.4.2) is sized by the caller from its declared
        // length expression; an assumed-length result (`character(*)` function) is not.
        if let Type::Character(CharLen::Assumed) = ty {
            // A deferred-length allocatable result (`character(len=:), allocatable`) comes
            // back in a descriptor the caller passes, as an array result does.
            let deferred = proc.result.is_some_and(|r| {
                matches!(
                    self.symbol(r).array,
                    Some(super::tree::ArrayShape::Allocatable { rank: 0 })
                )
            });
            if !deferred
                && proc
                    .result
                    .is_none_or(|r| !self.prog.char_lens.contains_key(&r))
            {
                self.unsupported(span, "a function with an assumed-length character result");
                return None;
            }
        }
        let args = self.actual_args(p, args, span)?;
        if !self.results_finalized && self.result_finalizes(p) {
            self.unsupported(
                span,
                "a reference to a function whose result has a FINAL procedure outside an assignment, CALL, ALLOCATE, output statement or IF condition",
            );
            return None;
        }
        // An elemental reference with array arguments is an array (§15.8.3).
        let rank = if proc.elemental {
            args.iter().map(|a| a.rank).max().unwrap_or(0)
        } else {
            result_rank
        };
        Some(Expr {
            kind: ExprKind::Call(p, args),
            ty,
            rank,
            span,
        })
    }

    pub(super) fn substring(&mut self, base: Expr, arg: &ast::Arg, span: Span) -> Option<Expr> {
        let ast::ArgValue::Range {
            lower,
            upper,
            stride: None,
        } = &arg.value
        else {
            self.error(arg.span, "a substring is written (lower:upper)");
            return None;
        };
        let i8t = Type::Integer(8);
        let bound = |s: &mut Self, e: &Option<ast::Expr>| -> Option<Option<Box<Expr>>> {
            match e {
                Some(e) => {
                    let t = s.expr(e)?;
                    Some(Some(Box::new(s.convert(t, i8t))))
                }
                None => Some(None),
            }
        };
        let lower = bound(self, lower)?;
        let upper = bound(self, upper)?;
        let len = match (&base.ty, &lower, &upper) {
            (_, lo, Some(hi)) => {
                let lo = lo.as_ref().map_or(Some(1), |l| super::decl::const_of(l));
                match (lo, super::decl::const_of(hi)) {
                    (Some(lo), Some(hi)) => CharLen::Const((hi - lo + 1).max(0) as i64),
                    _ => CharLen::Assumed,
                }
            }
            (Type::Character(CharLen::Const(n)), lo, None) => {
                match lo.as_ref().map_or(Some(1), |l| super::decl::const_of(l)) {
                    Some(lo) => CharLen::Const((*n as i128 - lo + 1).max(0) as i64),
                    None => CharLen::Assumed,
                }
            }
            _ => CharLen::Assumed,
        };
        let rank = base.rank;
        Some(Expr {
            kind: ExprKind::Substring {
                base: Box::new(base),
                lower,
                upper,
            },
            ty: Type::Character(len),
            rank,
            span,
        })
    }

    /// Subscripts and section triplets, as `i64` (§9.5.3).
    pub(super) fn subscripts(&mut self, args: &[ast::Arg]) -> Option<Vec<Subscript>> {
        let i8t = Type::Integer(8);
        let mut subs = Vec::new();
        for a in args {
            match &a.value {
                ast::ArgValue::Expr(e) => {
                    let t = self.expr(e)?;
                    if !matches!(t.ty, Type::Integer(_)) {
                        self.error(e.span, "Array index at (1) must be of INTEGER type");
                        return None;
                    }
                    if t.rank > 1 {
                        self.error(
                            e.span,
                            format!("Array index at (1) is an array of rank {}", t.rank),
                        );
                        return None;
                    }
                    subs.push(Subscript::Index(self.convert(t, i8t)));
                }
                ast::ArgValue::Range {
                    lower,
                    upper,
                    stride,
                } => {
                    let part = |s: &mut Self, e: &Option<ast::Expr>| -> Option<Option<Expr>> {
                        match e {
                            Some(e) => {
                                let t = s.expr(e)?;
                                Some(Some(s.convert(t, i8t)))
                            }
                            None => Some(None),
                        }
                    };
                    let lower = part(self, lower)?;
                    let upper = part(self, upper)?;
                    let stride = part(self, stride)?;
                    subs.push(Subscript::Range {
                        lower,
                        upper,
                        stride,
                    });
                }
                _ => {
                    self.error(a.span, "invalid subscript");
                    return None;
                }
            }
        }
        Some(subs)
    }

    pub(super) fn substring_of(&mut self, base: Expr, arg: &ast::Arg, span: Span) -> Option<Expr> {
        self.substring(base, arg, span)
    }

    pub(super) fn array_ref(
        &mut self,
        id: SymbolId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let sym = self.symbol(id).clone();
        if args.len() != sym.rank() {
            self.error(
                span,
                format!(
                    "Rank mismatch in array reference at (1) ({}/{})",
                    args.len(),
                    sym.rank()
                ),
            );
            return None;
        }
        let subs = self.subscripts(args)?;
        let rank = subs.iter().filter(|s| s.is_section()).count() as u8;
        Some(Expr {
            kind: ExprKind::Index {
                array: id,
                subscripts: subs,
            },
            ty: sym.ty,
            rank,
            span,
        })
    }

    /// `a op b` (§10.1.5): operand types checked, converted to the operation's type.
    pub(super) fn binary(
        &mut self,
        op: ast::BinaryOp,
        a: Expr,
        b: Expr,
        span: Span,
    ) -> Option<Expr> {
        use ast::BinaryOp as A;
        if a.rank != 0 && b.rank != 0 && a.rank != b.rank {
            self.error(
                span,
                "Shapes for operands at (1) and (2) are not conformable",
            );
            return None;
        }
        let rank = a.rank.max(b.rank);
        let mk = |kind, ty| Expr {
            kind,
            ty,
            rank,
            span,
        };
        let logical = self.kinds.logical();
        let (op2, ty) = match op {
            A::Add | A::Sub | A::Mul | A::Div | A::Power => {
                if !a.ty.is_numeric() || !b.ty.is_numeric() {
                    self.error(
                        span,
                        format!(
                            "Operands of binary numeric operator '{}' at (1) are {}/{}",
                            op_text(op),
                            self.type_text(a.ty),
                            self.type_text(b.ty)
                        ),
                    );
                    return None;
                }
                let ty = Type::numeric_result(a.ty, b.ty);
                let bop = match op {
                    A::Add => BinaryOp::Add,
                    A::Sub => BinaryOp::Sub,
                    A::Mul => BinaryOp::Mul,
                    A::Div => BinaryOp::Div,
                    _ => BinaryOp::Power,
                };
                // x**n keeps an integer exponent (§10.1.5.2.2: repeated multiplication).
                let b = if bop == BinaryOp::Power && matches!(b.ty, Type::Integer(_)) {
                    b
                } else {
                    self.convert(b, ty)
                };
                let a = self.convert(a, ty);
                return Some(fold_in_place(mk(
                    ExprKind::Binary(bop, Box::new(a), Box::new(b)),
                    ty,
                )));
            }
            A::Concat => {
                let (Type::Character(la), Type::Character(lb)) = (a.ty, b.ty) else {
                    self.error(
                        span,
                        format!(
                            "Operands of string concatenation operator at (1) are {}/{}",
                            a.ty, b.ty
                        ),
                    );
                    return None;
                };
                let len = match (la, lb) {
                    (CharLen::Const(x), CharLen::Const(y)) => CharLen::Const(x + y),
                    _ => CharLen::Assumed,
                };
                return Some(fold_in_place(mk(
                    ExprKind::Binary(BinaryOp::Concat, Box::new(a), Box::new(b)),
                    Type::Character(len),
                )));
            }
            A::Eq | A::Ne | A::Lt | A::Le | A::Gt | A::Ge => {
                let rop = match op {
                    A::Eq => BinaryOp::Eq,
                    A::Ne => BinaryOp::Ne,
                    A::Lt => BinaryOp::Lt,
                    A::Le => BinaryOp::Le,
                    A::Gt => BinaryOp::Gt,
                    _ => BinaryOp::Ge,
                };
                let ok_complex = matches!(rop, BinaryOp::Eq | BinaryOp::Ne);
                if a.ty.is_numeric() && b.ty.is_numeric() {
                    let ty = Type::numeric_result(a.ty, b.ty);
                    if matches!(ty, Type::Complex(_)) && !ok_complex {
                        self.error(span, "Inequality comparison for COMPLEX at (1)");
                        return None;
                    }
                    let a = self.convert(a, ty);
                    let b = self.convert(b, ty);
                    (ExprKind::Binary(rop, Box::new(a), Box::new(b)), logical)
                } else if let (Type::Character(_), Type::Character(_)) = (a.ty, b.ty) {
                    (ExprKind::Binary(rop, Box::new(a), Box::new(b)), logical)
                } else {
                    self.error(
                        span,
                        format!(
                            "Operands of comparison operator '{}' at (1) are {}/{}",
                            op_text(op),
                            a.ty,
                            b.ty
                        ),
                    );
                    return None;
                }
            }
            A::And | A::Or | A::Eqv | A::Neqv => {
                let (Type::Logical(ka), Type::Logical(kb)) = (a.ty, b.ty) else {
                    self.error(
                        span,
                        format!(
                            "Operands of logical operator '{}' at (1) are {}/{}",
                            op_text(op),
                            a.ty,
                            b.ty
                        ),
                    );
                    return None;
                };
                let ty = Type::Logical(ka.max(kb));
                let lop = match op {
                    A::And => BinaryOp::And,
                    A::Or => BinaryOp::Or,
                    A::Eqv => BinaryOp::Eqv,
                    _ => BinaryOp::Neqv,
                };
                let a = self.convert(a, ty);
                let b = self.convert(b, ty);
                (ExprKind::Binary(lop, Box::new(a), Box::new(b)), ty)
            }
        };
        Some(fold_in_place(mk(op2, ty)))
    }

    pub(super) fn cmplx(&mut self, re: Expr, im: Expr, k: u8, span: Span) -> Option<Expr> {
        if let (Some(Const::Real(r)), Some(Const::Real(i))) = (consts::fold(&re), consts::fold(&im))
        {
            return Some(Expr {
                kind: ExprKind::Const(Const::Complex(r, i)),
                ty: Type::Complex(k),
                rank: 0,
                span,
            });
        }
        // Elemental (§16.9.53): an array argument gives an array.
        let rank = re.rank.max(im.rank);
        Some(Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Cmplx, vec![re, im]),
            ty: Type::Complex(k),
            rank,
            span,
        })
    }
}

/// The variables an expression reads.
pub(super) fn collect_vars(e: &Expr, out: &mut Vec<SymbolId>) {
    match &e.kind {
        ExprKind::Var(id) => out.push(*id),
        ExprKind::Index { array, subscripts } => {
            out.push(*array);
            for s in subscripts {
                match s {
                    Subscript::Index(x) => collect_vars(x, out),
                    Subscript::Range {
                        lower,
                        upper,
                        stride,
                    } => {
                        for x in [lower, upper, stride].into_iter().flatten() {
                            collect_vars(x, out);
                        }
                    }
                }
            }
        }
        ExprKind::Substring { base, lower, upper } => {
            collect_vars(base, out);
            for x in [lower, upper].into_iter().flatten() {
                collect_vars(x, out);
            }
        }
        ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => collect_vars(x, out),
        ExprKind::Binary(_, a, b) => {
            collect_vars(a, out);
            collect_vars(b, out);
        }
        ExprKind::Intrinsic(_, args)
        | ExprKind::Call(_, args)
        | ExprKind::ArrayCtor(args)
        | ExprKind::Transform(_, args)
        | ExprKind::CharFn(_, args) => {
            for a in args {
                collect_vars(a, out);
            }
        }
        ExprKind::Component {
            base, subscripts, ..
        } => {
            collect_vars(base, out);
            for s in subscripts {
                match s {
                    Subscript::Index(x) => collect_vars(x, out),
                    Subscript::Range {
                        lower,
                        upper,
                        stride,
                    } => {
                        for x in [lower, upper, stride].into_iter().flatten() {
                            collect_vars(x, out);
                        }
                    }
                }
            }
        }
        ExprKind::Construct(_, values) => {
            for v in values {
                collect_vars(v, out);
            }
        }
        ExprKind::Associated { ptr, target } => {
            out.push(*ptr);
            if let Some(t) = target {
                collect_vars(t, out);
            }
        }
        ExprKind::DynType(d) => {
            for x in d.operands() {
                collect_vars(x, out);
            }
        }
        ExprKind::Const(_) | ExprKind::Absent | ExprKind::ProcRef(_) => {}
    }
}

/// The expression itself, or its folded value when it is constant.
pub(super) fn fold_in_place(e: Expr) -> Expr {
    match consts::fold(&e) {
        Some(c) => Expr {
            kind: ExprKind::Const(c),
            ..e
        },
        None => e,
    }
}

fn op_text(op: ast::BinaryOp) -> &'static str {
    use ast::BinaryOp as A;
    match op {
        A::Power => "**",
        A::Mul => "*",
        A::Div => "/",
        A::Add => "+",
        A::Sub => "-",
        A::Concat => "//",
        A::Eq => "==",
        A::Ne => "/=",
        A::Lt => "<",
        A::Le => "<=",
        A::Gt => ">",
        A::Ge => ">=",
        A::And => ".and.",
        A::Or => ".or.",
        A::Eqv => ".eqv.",
        A::Neqv => ".neqv.",
    }
}

/// Literal kind categories.
mod types_cat {
    pub type Cat = u8;
    pub const INT: Cat = 0;
    pub const REAL: Cat = 1;
}
