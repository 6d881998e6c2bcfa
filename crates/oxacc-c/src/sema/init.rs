//! Initialization (C17 §6.7.9): scalars, strings into character arrays, brace-enclosed lists
//! with designators and brace elision, completion of arrays of unknown size, and the
//! constant-initializer rule for static storage. Each list item gets its resolved `path`.

use oxacc_source::Span;

use super::expr::AssignCtx;
use super::Sema;
use crate::ast::*;
use crate::literal::Encoding;
use crate::types::{ArrayLen, TypeId, TypeKind};

/// One level of the "current object" of §6.7.9p17–20.
#[derive(Clone, Copy, Debug)]
struct Level {
    ty: TypeId,
    index: u64,
}

impl Sema<'_> {
    /// Checks initializer `init` for an object of type `ty`; returns the type, completed when
    /// `ty` is an array of unknown size.
    pub(crate) fn check_initializer(
        &mut self,
        init: InitId,
        ty: TypeId,
        is_static: bool,
    ) -> TypeId {
        if self.types.is_error(ty) {
            self.check_init_exprs_only(init);
            return ty;
        }
        if self.types.is_variably_modified(ty) && self.types.is_array(ty) {
            let s = self.ast[init].span;
            self.error(s, "variable-sized object may not be initialized");
            self.check_init_exprs_only(init);
            return TypeId::ERROR;
        }
        // A declaration's own scalar initializer is diagnosed at the declared name (clang).
        let decl_loc = self.init_decl_loc.take();
        let kind = self.ast[init].kind.clone();
        let result = match kind {
            InitKind::Expr(e) => self.init_from_expr(init, e, ty, is_static, decl_loc),
            InitKind::List(items) => {
                if self.types.is_array(ty) || self.types.is_record(ty) {
                    self.init_aggregate_list(init, items, ty, is_static)
                } else {
                    self.init_scalar_list(init, items, ty, is_static)
                }
            }
        };
        self.ast[init].ty = result;
        result
    }

    fn check_init_exprs_only(&mut self, init: InitId) {
        match self.ast[init].kind.clone() {
            InitKind::Expr(e) => {
                let e = self.rvalue(e);
                self.ast[init].kind = InitKind::Expr(e);
            }
            InitKind::List(items) => {
                for it in items {
                    self.check_init_exprs_only(it.init);
                }
            }
        }
    }

    fn string_literal_of(&self, e: ExprId) -> Option<(usize, Encoding)> {
        match &self.ast[e].kind {
            ExprKind::StringLit { units, encoding } => Some((units.len(), *encoding)),
            _ => None,
        }
    }

    /// Can a string literal of `encoding` initialize an array of `elem` (§6.7.9p14–15)?
    fn string_fits_elem(&self, encoding: Encoding, elem: TypeId) -> bool {
        let ek = self.types.int_kind(elem);
        match encoding {
            Encoding::Plain | Encoding::Utf8 => ek.is_some_and(|k| k.bits() == 8),
            Encoding::Wide => ek.is_some_and(|k| k.bits() == 32),
            Encoding::Utf16 => ek.is_some_and(|k| k.bits() == 16),
            Encoding::Utf32 => ek.is_some_and(|k| k.bits() == 32),
        }
    }

    fn init_from_expr(
        &mut self,
        init: InitId,
        e: ExprId,
        ty: TypeId,
        is_static: bool,
        at: Option<Span>,
    ) -> TypeId {
        if let TypeKind::Array { elem, len } = self.types.kind(ty).clone() {
            let e = self.expr(e);
            if let Some((n, enc)) = self.string_literal_of(e) {
                if self.string_fits_elem(enc, elem) {
                    return self.string_into_array(e, elem, len, n);
                }
            }
            let s = self.ast[e].span;
            let msg = if self.types.int_kind(elem).is_some() && self.string_literal_of(e).is_none()
            {
                "array initializer must be an initializer list or string literal"
            } else if self.string_literal_of(e).is_some() {
                "initializing wide char array with non-wide string literal"
            } else {
                "array initializer must be an initializer list"
            };
            if !self.types.is_error(self.ty_of(e)) {
                self.error(s, msg);
            }
            return ty;
        }
        let e = self.rvalue(e);
        let at = at.unwrap_or(self.ast[e].span);
        let e = self.assign_convert(e, ty, AssignCtx::Initializing, at);
        self.ast[init].kind = InitKind::Expr(e);
        if is_static && !self.types.is_error(self.ty_of(e)) && !self.is_constant_initializer(e) {
            let s = self.const_error_loc(e);
            self.error(s, "initializer element is not a compile-time constant");
        }
        ty
    }

    fn string_into_array(&mut self, e: ExprId, elem: TypeId, len: ArrayLen, n: usize) -> TypeId {
        match len {
            ArrayLen::Incomplete => self.types.array_of(elem, ArrayLen::Fixed(n as u64 + 1)),
            ArrayLen::Fixed(max) => {
                // The terminating zero may be dropped (§6.7.9p14), nothing more.
                if n as u64 > max {
                    let s = self.ast[e].span;
                    let msg = format!(
                        "initializer-string for array of '{}' is too long",
                        self.ty_str(elem)
                    );
                    self.warn_excess(s, msg);
                }
                self.types.array_of(elem, len)
            }
            _ => self.types.array_of(elem, len),
        }
    }

    fn init_scalar_list(
        &mut self,
        init: InitId,
        items: Vec<InitItem>,
        ty: TypeId,
        is_static: bool,
    ) -> TypeId {
        let span = self.ast[init].span;
        let Some(first) = items.first() else {
            // `T x = {}`: zero (C23, GNU).
            return ty;
        };
        if !first.designators.is_empty() {
            self.error(span, "designator in initializer for scalar type");
        }
        if let InitKind::List(_) = self.ast[first.init].kind {
            self.warn(
                self.ast[first.init].span,
                "many-braces-around-scalar-init",
                "too many braces around scalar initializer",
            );
        }
        self.check_initializer(first.init, ty, is_static);
        if let Some(extra) = items.get(1) {
            let s = self.ast[extra.init].span;
            self.warn_excess(s, "excess elements in scalar initializer".into());
            for it in &items[1..] {
                self.check_init_exprs_only(it.init);
            }
            // The excess elements are discarded, not evaluated (gcc).
            if let InitKind::List(list) = &mut self.ast[init].kind {
                list.truncate(1);
            }
        }
        ty
    }

    /// The number of positions of an aggregate level (`None`: unbounded, an array of unknown
    /// size being completed).
    fn level_len(&self, ty: TypeId) -> Option<u64> {
        match self.types.kind(ty) {
            TypeKind::Array {
                len: ArrayLen::Fixed(n),
                ..
            } => Some(*n),
            TypeKind::Array { .. } => None,
            TypeKind::Record(r) => Some(self.types.record(*r).fields.len() as u64),
            _ => Some(0),
        }
    }

    fn is_union(&self, ty: TypeId) -> bool {
        self.types
            .record_of(ty)
            .is_some_and(|r| self.types.record(r).kind == RecordKind::Union)
    }

    /// The type of position `index` of an aggregate.
    fn elem_at(&self, ty: TypeId, index: u64) -> Option<TypeId> {
        match self.types.kind(ty) {
            TypeKind::Array { elem, .. } => Some(*elem),
            TypeKind::Record(r) => self
                .types
                .record(*r)
                .fields
                .get(index as usize)
                .map(|f| f.ty),
            _ => None,
        }
    }

    /// Unnamed bit-fields take no part in initialization (§6.7.9p9).
    fn skips_position(&self, ty: TypeId, index: u64) -> bool {
        match self.types.kind(ty) {
            TypeKind::Record(r) => self
                .types
                .record(*r)
                .fields
                .get(index as usize)
                .is_some_and(|f| f.name.is_none() && f.bit_field.is_some()),
            _ => false,
        }
    }

    fn is_aggregate(&self, ty: TypeId) -> bool {
        self.types.is_array(ty) || self.types.is_record(ty)
    }

    fn init_aggregate_list(
        &mut self,
        init: InitId,
        items: Vec<InitItem>,
        ty: TypeId,
        is_static: bool,
    ) -> TypeId {
        // `char s[] = { "text" }`: a string literal may be enclosed in braces (§6.7.9p14).
        if let Some(t) = self.braced_string(init, &items, ty) {
            return t;
        }
        let mut stack = vec![Level { ty, index: 0 }];
        let mut max_top: u64 = 0;
        let mut new_items = items.clone();
        // Items that initialize nothing (excess elements, bad designators) leave the list:
        // gcc discards excess elements without evaluating them (C17 §6.7.9p2 is a constraint
        // it reports as a warning), so lowering must never see them.
        let mut dropped = vec![false; items.len()];
        let mut reported_excess = false;
        for (n, item) in items.iter().enumerate() {
            let item_span = self.ast[item.init].span;
            if !item.designators.is_empty() {
                stack.truncate(1);
                if !self.apply_designators(&mut stack, &item.designators) {
                    self.check_init_exprs_only(item.init);
                    dropped[n] = true;
                    continue;
                }
            } else {
                // Move to the next position that exists, leaving exhausted sub-aggregates.
                loop {
                    let top = stack[stack.len() - 1];
                    while self.skips_position(top.ty, stack[stack.len() - 1].index) {
                        let l = stack.len() - 1;
                        stack[l].index += 1;
                    }
                    let top = stack[stack.len() - 1];
                    let exhausted = self.level_len(top.ty).is_some_and(|len| top.index >= len);
                    if !exhausted {
                        break;
                    }
                    if stack.len() == 1 {
                        break;
                    }
                    stack.pop();
                    let l = stack.len() - 1;
                    stack[l].index = if self.is_union(stack[l].ty) {
                        u64::MAX
                    } else {
                        stack[l].index + 1
                    };
                }
            }
            let top = stack[stack.len() - 1];
            if self.level_len(top.ty).is_some_and(|len| top.index >= len) {
                if !reported_excess {
                    let what = if self.types.is_array(ty) {
                        "array"
                    } else if self.is_union(ty) {
                        "union"
                    } else {
                        "struct"
                    };
                    self.warn_excess(item_span, format!("excess elements in {what} initializer"));
                    reported_excess = true;
                }
                self.check_init_exprs_only(item.init);
                dropped[n] = true;
                continue;
            }
            let Some(mut sub) = self.elem_at(top.ty, top.index) else {
                self.check_init_exprs_only(item.init);
                dropped[n] = true;
                continue;
            };
            if !self.types.is_complete(sub) && self.types.is_array(sub) {
                self.error(
                    item_span,
                    "initialization of flexible array member is not allowed",
                );
                self.check_init_exprs_only(item.init);
                dropped[n] = true;
                continue;
            }
            match self.ast[item.init].kind.clone() {
                InitKind::List(_) => {
                    self.check_initializer(item.init, sub, is_static);
                }
                InitKind::Expr(e) => {
                    // Brace elision (§6.7.9p20): descend into sub-aggregates until the
                    // expression initializes the sub-object as a whole.
                    let e = self.expr(e);
                    self.ast[item.init].kind = InitKind::Expr(e);
                    let ety = self.ty_of(e);
                    loop {
                        if !self.is_aggregate(sub) || self.types.is_error(ety) {
                            break;
                        }
                        if let (Some((_, enc)), Some(elem)) =
                            (self.string_literal_of(e), self.types.array_elem(sub))
                        {
                            if self.string_fits_elem(enc, elem) {
                                break;
                            }
                        }
                        if self.types.is_record(sub) {
                            let usub = self.types.unqualified(sub);
                            let uety = self.types.unqualified(ety);
                            if self.types.compatible(usub, uety) {
                                break;
                            }
                        }
                        // A record that contains itself exists only after error recovery
                        // (a nested redefinition): descending would never end.
                        if self.level_len(sub) == Some(0) || stack.iter().any(|l| l.ty == sub) {
                            break;
                        }
                        stack.push(Level { ty: sub, index: 0 });
                        match self.elem_at(sub, 0) {
                            Some(t) => sub = t,
                            None => break,
                        }
                    }
                    // The expression was checked without decay; finish it as an initializer.
                    self.check_initializer_checked(item.init, e, sub, is_static);
                }
            }
            new_items[n].path = stack.iter().map(|l| l.index).collect();
            max_top = max_top.max(stack[0].index + 1);
            let l = stack.len() - 1;
            stack[l].index = if self.is_union(stack[l].ty) {
                u64::MAX
            } else {
                stack[l].index + 1
            };
        }
        let mut keep = dropped.iter().map(|d| !d);
        new_items.retain(|_| keep.next().unwrap_or(true));
        if let InitKind::List(items) = &mut self.ast[init].kind {
            *items = new_items;
        }
        if let TypeKind::Array {
            elem,
            len: ArrayLen::Incomplete,
        } = self.types.kind(ty).clone()
        {
            return self.types.array_of(elem, ArrayLen::Fixed(max_top));
        }
        ty
    }

    /// Excess initializers (C17 §6.7.9p2, a constraint) are a warning in gcc 12 that belongs
    /// to no `-W` option: only `-w` silences it.
    fn warn_excess(&mut self, span: Span, msg: String) {
        self.warn_no_option(span, msg);
    }

    /// Like [`Self::check_initializer`] for an expression that `expr` already checked.
    fn check_initializer_checked(&mut self, init: InitId, e: ExprId, ty: TypeId, is_static: bool) {
        if let TypeKind::Array { elem, len } = self.types.kind(ty).clone() {
            if let Some((n, enc)) = self.string_literal_of(e) {
                if self.string_fits_elem(enc, elem) {
                    let t = self.string_into_array(e, elem, len, n);
                    self.ast[init].ty = t;
                    return;
                }
            }
            if !self.types.is_error(self.ty_of(e)) {
                let s = self.ast[e].span;
                self.error(s, "array initializer must be an initializer list");
            }
            return;
        }
        let d = self.decay(e);
        let at = self.ast[d].span;
        let c = self.assign_convert(d, ty, AssignCtx::Initializing, at);
        self.ast[init].kind = InitKind::Expr(c);
        self.ast[init].ty = ty;
        if is_static && !self.types.is_error(self.ty_of(c)) && !self.is_constant_initializer(c) {
            let s = self.const_error_loc(c);
            self.error(s, "initializer element is not a compile-time constant");
        }
    }

    fn braced_string(&mut self, init: InitId, items: &[InitItem], ty: TypeId) -> Option<TypeId> {
        let [item] = items else { return None };
        let elem = self.types.array_elem(ty)?;
        let InitKind::Expr(e) = self.ast[item.init].kind else {
            return None;
        };
        let (n, enc) = self.string_literal_of(e)?;
        if !item.designators.is_empty() || !self.string_fits_elem(enc, elem) {
            return None;
        }
        let e = self.expr(e);
        let len = match self.types.kind(ty) {
            TypeKind::Array { len, .. } => *len,
            _ => ArrayLen::Incomplete,
        };
        let t = self.string_into_array(e, elem, len, n);
        self.ast[item.init].ty = t;
        if let InitKind::List(list) = &mut self.ast[init].kind {
            if let Some(first) = list.first_mut() {
                // The string initializes the whole array: the empty path.
                first.path = Vec::new();
            }
        }
        Some(t)
    }

    /// Where "not a compile-time constant" points: clang's expression location, which for a
    /// call or subscript is its start and for a member access the member name.
    fn const_error_loc(&self, e: ExprId) -> Span {
        let mut inner = e;
        while let ExprKind::ImplicitCast { operand, .. } = self.ast[inner].kind {
            inner = operand;
        }
        match &self.ast[inner].kind {
            ExprKind::Call { .. } | ExprKind::Index { .. } => self.ast[inner].span,
            ExprKind::Member { name_span, .. } => *name_span,
            _ => self.ast[e].loc,
        }
    }

    /// Positions `stack` at the designated sub-object (§6.7.9p17–18).
    fn apply_designators(&mut self, stack: &mut Vec<Level>, designators: &[Designator]) -> bool {
        for (i, d) in designators.iter().enumerate() {
            let last = i + 1 == designators.len();
            let l = stack.len() - 1;
            let cur = stack[l].ty;
            let index = match d {
                Designator::Field(name, span) => {
                    let Some(rid) = self.types.record_of(cur) else {
                        let msg = format!(
                            "field designator cannot initialize a non-struct, non-union type '{}'",
                            self.ty_str(cur)
                        );
                        self.error(*span, msg);
                        return false;
                    };
                    let fields = &self.types.record(rid).fields;
                    match fields
                        .iter()
                        .position(|f| f.name.as_deref() == Some(name.as_str()))
                    {
                        Some(p) => p as u64,
                        None => {
                            // Through an anonymous member?
                            let anon = fields.iter().position(|f| {
                                f.name.is_none()
                                    && self.types.is_record(f.ty)
                                    && self.find_member(f.ty, name).is_some()
                            });
                            match anon {
                                Some(p) => {
                                    stack[l].index = p as u64;
                                    let fty = fields[p].ty;
                                    stack.push(Level { ty: fty, index: 0 });
                                    let rest = [d.clone()];
                                    if !self.apply_designators(stack, &rest) {
                                        return false;
                                    }
                                    if !last {
                                        let l2 = stack.len() - 1;
                                        let t = self
                                            .elem_at(stack[l2].ty, stack[l2].index)
                                            .unwrap_or(TypeId::ERROR);
                                        stack.push(Level { ty: t, index: 0 });
                                    }
                                    continue;
                                }
                                None => {
                                    let msg = format!("field designator '{name}' does not refer to any field in type '{}'", self.ty_str(cur));
                                    self.error(*span, msg);
                                    return false;
                                }
                            }
                        }
                    }
                }
                Designator::Index(e) | Designator::Range(e, _) => {
                    let e = self.rvalue(*e);
                    let s = self.ast[e].span;
                    if !self.types.is_array(cur) {
                        let msg = format!(
                            "array designator cannot initialize non-array type '{}'",
                            self.ty_str(cur)
                        );
                        self.error(s, msg);
                        return false;
                    }
                    let Some(v) = self
                        .integer_constant(e, "expression is not an integer constant expression")
                    else {
                        return false;
                    };
                    if v < 0 {
                        self.error(s, format!("array designator value '{v}' is negative"));
                        return false;
                    }
                    if let Some(len) = self.level_len(cur) {
                        if v as u64 >= len {
                            self.error(
                                s,
                                format!(
                                    "array designator index ({v}) exceeds array bounds ({len})"
                                ),
                            );
                            return false;
                        }
                    }
                    if let Designator::Range(_, hi) = d {
                        let hi = self.rvalue(*hi);
                        let _ = self.integer_constant(
                            hi,
                            "expression is not an integer constant expression",
                        );
                    }
                    v as u64
                }
            };
            stack[l].index = index;
            if !last {
                let Some(t) = self.elem_at(cur, index) else {
                    return false;
                };
                stack.push(Level { ty: t, index: 0 });
            }
        }
        true
    }
}
