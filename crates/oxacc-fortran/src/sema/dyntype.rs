//! Dynamic types of `class(t)` dummies and SELECT TYPE (Fortran 2018 §7.3.2.3, §11.1.11;
//! decision 97).
//!
//! A derived type's tag is a 64-bit hash of its name and its components' names, the same
//! in every file that defines or uses the type (no global symbol, no registration). Each
//! `class(t)` dummy gets a hidden `integer(8), value` dummy after the declared ones: the
//! tag of the actual's dynamic type, which a caller knows (an entity of a declared type:
//! its type; a `class` dummy of its own: that dummy's tag). SELECT TYPE compares the tag
//! with the guards' types: `type is` exactly, `class is` with the tags of the guard's type
//! and of every extension of it this file knows. The associate name of a guard whose type
//! differs from the selector's declared type is a scalar pointer of the guard's type
//! associated with the selector (the same address: an extension begins with its parent).

use oxacc_source::Span;
use smol_str::SmolStr;

use super::scope::{Entity, Scope};
use super::tree::{
    ArrayShape, BinaryOp, Const, DynType, Expr, ExprKind, PointerBounds, ProcId, Stmt, StmtKind,
    Storage, Symbol, SymbolId, TypeRecord,
};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// The hidden derived type of CLASS(*) entities: no components, and every type
    /// "extends" it (`extends_type`).
    pub(super) fn unlimited_type(&mut self) -> u32 {
        if let Some(t) = self.unlimited {
            return t;
        }
        self.prog.types.push(super::tree::DerivedType {
            name: "class(*)".into(),
            components: Vec::new(),
        });
        let t = self.prog.types.len() as u32 - 1;
        self.unlimited = Some(t);
        t
    }

    pub(super) fn is_unlimited(&self, ty: Type) -> bool {
        matches!(ty, Type::Derived(t) if Some(t) == self.unlimited)
    }

    /// The tag of derived type `id` (FNV-1a of `name:comp,comp,…`).
    /// Whether an allocatable or pointer declared `declared` may take dynamic type `ty`
    /// (`allocate(ty :: x)`, `source=`): an extension of it, or for `class(*)` also an
    /// intrinsic numeric or logical type (F2018 §9.7.1.2).
    fn may_take_type(&self, ty: Type, declared: Type) -> bool {
        self.extends_type(ty, declared)
            || self.is_unlimited(declared)
                && matches!(
                    ty,
                    Type::Integer(_) | Type::Real(_) | Type::Complex(_) | Type::Logical(_)
                )
    }

    pub(super) fn type_tag(&self, id: u32) -> i64 {
        type_tag(&self.prog.types, id)
    }

    /// The tag of any type: a derived type's, or of an intrinsic type and kind.
    pub(super) fn any_type_tag(&self, ty: Type) -> i64 {
        match ty {
            Type::Derived(id) => self.type_tag(id),
            // One type whatever the length (a length type parameter, §7.4.4).
            Type::Character(_) => fnv("Character"),
            other => fnv(&format!("{other:?}")),
        }
    }
}

impl Sema<'_> {
    /// Whether a dynamic type this file does not know may be asked about here: host code
    /// only. Device code (compute regions, routines) keeps decision 97's choice among the
    /// known types: the records are host data, and nvfortran makes no indirect calls there.
    pub(super) fn dyn_open(&self) -> bool {
        !self.in_device_code()
    }

    /// Whether the statement being checked is compiled for the device: inside a compute
    /// construct, or in a procedure with an OpenACC `routine` (declare variant's `device`
    /// context asks the same).
    pub(super) fn in_device_code(&self) -> bool {
        self.acc_state
            .frames
            .iter()
            .any(|f| oxacc_offload::rules::is_compute(f.kind))
            || self
                .cur_proc
                .is_some_and(|p| self.prog.acc.routines.iter().any(|(q, _)| *q == p))
    }

    /// `tag` is of type `t` or an extension of it (CLASS IS, §11.1.11.2): one of `known`
    /// (this file's such types) or, in host code, a type whose record has `t` among its
    /// ancestors (decision 107).
    pub(super) fn extends_cond(&mut self, tag: &Expr, t: Type, known: &[Type], span: Span) -> Expr {
        let logical = self.kinds.logical();
        if let (true, Type::Derived(id)) = (self.dyn_open(), t) {
            self.record_types.insert(id);
            let ancestor = self.tag_const(self.type_tag(id), span);
            return Expr {
                kind: ExprKind::DynType(Box::new(DynType::Extends {
                    tag: tag.clone(),
                    ancestor,
                    known: known.iter().map(|&u| self.any_type_tag(u)).collect(),
                })),
                ty: logical,
                rank: 0,
                span,
            };
        }
        let mut cond: Option<Expr> = None;
        for &u in known {
            let c = self.tag_is(tag, u, span);
            cond = Some(match cond {
                None => c,
                Some(prev) => Expr {
                    kind: ExprKind::Binary(BinaryOp::Or, Box::new(prev), Box::new(c)),
                    ty: logical,
                    rank: 0,
                    span,
                },
            });
        }
        cond.unwrap_or(Expr {
            kind: ExprKind::Const(Const::Logical(false)),
            ty: logical,
            rank: 0,
            span,
        })
    }

    /// The records of the types that may be dynamic types (decision 107): every type with a
    /// parent or bindings, and those CLASS IS names; so each file that defines or imports an
    /// extension describes it to the files that do not.
    pub(super) fn type_records(&mut self) {
        let mut records = Vec::new();
        for id in 0..self.prog.types.len() as u32 {
            if Some(id) == self.unlimited
                || !(self.type_parents.contains_key(&id)
                    || self.bindings.contains_key(&id)
                    || self.record_types.contains(&id))
            {
                continue;
            }
            let parent = self.type_parents.get(&id).map_or(0, |&p| self.type_tag(p));
            let slots = self
                .bindings
                .get(&id)
                .map(|list| {
                    list.iter()
                        .map(|b| match &b.kind {
                            super::tbp::BindingKind::Specific {
                                target: Some(t),
                                scope,
                                ..
                            } => match self.lookup_from(*scope, &t.key) {
                                Some(Entity::Proc(p)) => Some(p),
                                _ => None,
                            },
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default();
            records.push(TypeRecord {
                id,
                tag: self.type_tag(id),
                parent,
                slots,
            });
        }
        self.prog.type_records = records;
    }

    /// The address of binding `key` of the dynamic type of `tag` whose declared type is `ty`
    /// (own procedure `own`): the known types' procedures, else the type's record's.
    pub(super) fn binding_address(
        &mut self,
        tag: &Expr,
        ty: u32,
        key: &str,
        known: Vec<(i64, ProcId)>,
        own: Option<ProcId>,
        span: Span,
    ) -> Expr {
        self.record_types.insert(ty);
        let slot = self
            .bindings
            .get(&ty)
            .and_then(|l| l.iter().position(|b| b.name == key))
            .unwrap_or(0) as u32;
        Expr {
            kind: ExprKind::DynType(Box::new(DynType::Binding {
                tag: tag.clone(),
                slot,
                known,
                fallback: own,
            })),
            ty: super::proc_entity::ADDRESS,
            rank: 0,
            span,
        }
    }
}

/// The tag of derived type `id` (FNV-1a of `name:comp,comp,…`), for lowering too.
pub fn type_tag(types: &[super::tree::DerivedType], id: u32) -> i64 {
    let t = &types[id as usize];
    let mut text = format!("{}:", t.name.to_ascii_lowercase());
    for c in &t.components {
        text.push_str(&c.name.to_ascii_lowercase());
        text.push(',');
    }
    fnv(&text)
}

fn fnv(text: &str) -> i64 {
    {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h as i64
    }
}

impl Sema<'_> {
    /// After procedure `p`'s dummies are known: a hidden tag dummy for each `class(t)`
    /// dummy, after the declared ones; by reference for the `movable` ones (allocatable or
    /// pointer).
    pub(super) fn add_tag_dummies(&mut self, p: ProcId, movable: &[SymbolId]) {
        let dummies = self.proc(p).dummies.clone();
        let mut index = dummies.len();
        for d in dummies {
            let sym = self.symbol(d).clone();
            if !self.poly_entities.contains(&d) || !matches!(sym.ty, Type::Derived(_)) {
                continue;
            }
            // An allocatable or pointer dummy's dynamic type may change in the callee
            // (ALLOCATE, pointer assignment): its tag is the caller's variable, by reference.
            let value = !movable.contains(&d);
            let tag = self.add_symbol(Symbol {
                name: format!("{}.tag", sym.name).into(),
                ty: Type::Integer(8),
                array: None,
                storage: Storage::Dummy {
                    index,
                    value,
                    optional: false,
                },
                init: None,
                owner: Some(p),
                span: sym.span,
            });
            index += 1;
            self.poly_tags.insert(d, tag);
            self.tag_dummies.insert(tag);
            self.proc_mut(p).dummies.push(tag);
        }
    }

    /// A `class(t)` pointer variable (not a dummy): a variable of the same storage holding
    /// its dynamic type, set by pointer assignment.
    pub(super) fn add_pointer_tag(&mut self, id: SymbolId) {
        let sym = self.symbol(id).clone();
        let storage = match &sym.storage {
            Storage::Local => Storage::Local,
            Storage::Static {
                link_name,
                external,
            } => Storage::Static {
                link_name: format!("{link_name}.tag").into(),
                external: *external,
            },
            _ => return,
        };
        let Type::Derived(t) = sym.ty else {
            return;
        };
        let local = matches!(storage, Storage::Local);
        // It starts with the declared type (a disassociated pointer's): a local one on entry.
        let init = Some(vec![Const::Int(i128::from(self.type_tag(t)))]);
        let tag = self.add_symbol(Symbol {
            name: format!("{}.tag", sym.name).into(),
            ty: Type::Integer(8),
            array: None,
            storage,
            init,
            owner: sym.owner,
            span: sym.span,
        });
        if let (true, Some(p)) = (local, sym.owner) {
            self.proc_mut(p).locals.push(tag);
        }
        self.poly_tags.insert(id, tag);
    }

    /// `p => target` (§10.2.2), and for a `class(t)` pointer with a tag variable also the
    /// target's dynamic type into it.
    pub(super) fn pointer_assignment_tagged(
        &mut self,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<StmtKind> {
        let kind = self.pointer_assignment(lhs, rhs, span)?;
        // An extension's target is its parent part, a component (`PointerAssignExpr`).
        let (ptr, target) = match &kind {
            StmtKind::PointerAssign { ptr, target, .. } => (ptr, target),
            StmtKind::PointerAssignExpr {
                ptr:
                    Expr {
                        kind: ExprKind::Var(ptr),
                        ..
                    },
                target,
            } => (ptr, target),
            _ => return Some(kind),
        };
        let Some(&tag) = self.poly_tags.get(ptr) else {
            return Some(kind);
        };
        let value = match target {
            Some(t) => {
                // The target as written: a `class` target's own tag (its parent part, which
                // `pointer_assignment` made it, has the declared type).
                match self.expr(rhs) {
                    Some(e) => self.dynamic_tag(&e),
                    None => self.dynamic_tag(t),
                }
            }
            None => match self.symbol(*ptr).ty {
                Type::Derived(t) => self.tag_const(self.type_tag(t), span),
                _ => return Some(kind),
            },
        };
        let lhs_tag = self.var_expr(tag, span);
        Some(StmtKind::Block {
            name: None,
            body: vec![
                Stmt {
                    kind,
                    label: None,
                    span,
                },
                Stmt {
                    kind: StmtKind::Assign {
                        lhs: lhs_tag,
                        rhs: value,
                    },
                    label: None,
                    span,
                },
            ],
        })
    }

    /// The dynamic types of polymorphic ALLOCATE objects (§9.7.1.1): the type-spec's, else
    /// SOURCE='s or MOLD='s, else the declared type. Each such object is retyped to it (so
    /// the allocation has its size and default initialization, SOURCE= its components) and
    /// its tag variable assigned after: the returned assignments.
    pub(super) fn allocate_dynamic(
        &mut self,
        out: &mut [(Expr, Vec<(Expr, Expr)>)],
        type_spec: Option<&ast::TypeSpec>,
        shaper: Option<&Expr>,
        spans: &[Span],
    ) -> Option<Vec<(Expr, Expr)>> {
        let mut tags = Vec::new();
        for ((obj, _), &at) in out.iter_mut().zip(spans) {
            let tag = match obj.kind {
                ExprKind::Var(v) => match self.poly_tags.get(&v) {
                    Some(&tag) => self.var_expr(tag, at),
                    None => continue,
                },
                _ => match self.component_tag(obj) {
                    Some(tag) => tag,
                    None => continue,
                },
            };
            let value = match (type_spec, shaper) {
                (Some(ts), _) if ts.kind != ast::TypeKind::Character => {
                    let ty = self.type_spec(ts)?;
                    if !self.may_take_type(ty, obj.ty) {
                        self.error(
                            at,
                            "Type of entity at (1) is type incompatible with typespec",
                        );
                        return None;
                    }
                    obj.ty = ty;
                    self.tag_const(self.any_type_tag(ty), at)
                }
                (Some(ts), _) if self.is_unlimited(obj.ty) => {
                    // A deferred-length character: the length in the descriptor.
                    obj.ty = Type::Character(super::types::CharLen::Assumed);
                    self.tag_const(self.any_type_tag(obj.ty), ts.span)
                }
                (Some(ts), _) => {
                    self.error(
                        ts.span,
                        "Type of entity at (1) is type incompatible with typespec",
                    );
                    return None;
                }
                (None, Some(e))
                    if self.is_unlimited(obj.ty) && matches!(e.ty, Type::Character(_)) =>
                {
                    obj.ty = Type::Character(super::types::CharLen::Assumed);
                    self.dynamic_tag(e)
                }
                (None, Some(e)) if e.ty != obj.ty => {
                    if !self.may_take_type(e.ty, obj.ty) {
                        self.error(
                            at,
                            "Type of entity at (1) is type incompatible with source-expr at (2)",
                        );
                        return None;
                    }
                    obj.ty = e.ty;
                    self.dynamic_tag(e)
                }
                (None, Some(e)) => self.dynamic_tag(e),
                (None, None) => self.tag_const(self.any_type_tag(obj.ty), at),
            };
            tags.push((tag, value));
        }
        Some(tags)
    }

    /// EXTENDS_TYPE_OF(a, mold) and SAME_TYPE_AS(a, b) (§16.9.76, §16.9.165) on the
    /// arguments' dynamic types; EXTENDS_TYPE_OF asks the type records (decision 107).
    pub(super) fn type_inquiry(
        &mut self,
        n: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let mut vals = Vec::new();
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, format!("Invalid argument to '{}' at (1)", n.text));
                return None;
            };
            vals.push(self.expr(e)?);
        }
        let [a, b] = vals.as_slice() else {
            self.error(span, format!("'{}' at (1) takes two arguments", n.text));
            return None;
        };
        for v in [a, b] {
            if !matches!(v.ty, Type::Derived(_)) {
                self.error(
                    v.span,
                    format!(
                        "'{}' argument of '{}' intrinsic at (1) must be of an extensible type",
                        if std::ptr::eq(v, a) { "a" } else { "b" },
                        n.text
                    ),
                );
                return None;
            }
        }
        let (ta, tb) = (self.dynamic_tag(a), self.dynamic_tag(b));
        let logical = self.kinds.logical();
        if n.key == "same_type_as" {
            return Some(Expr {
                kind: ExprKind::Binary(BinaryOp::Eq, Box::new(ta), Box::new(tb)),
                ty: logical,
                rank: 0,
                span,
            });
        }
        if !self.dyn_open() {
            self.unsupported(span, "EXTENDS_TYPE_OF in device code");
            return None;
        }
        // A CLASS(*) mold of no dynamic type (its declared type) is extended by every type.
        if self.is_unlimited(b.ty) && !self.is_polymorphic(b) {
            return Some(Expr {
                kind: ExprKind::Const(Const::Logical(true)),
                ty: logical,
                rank: 0,
                span,
            });
        }
        if let Type::Derived(t) = b.ty {
            self.record_types.insert(t);
        }
        Some(Expr {
            kind: ExprKind::DynType(Box::new(DynType::Extends {
                tag: ta,
                ancestor: tb,
                known: Vec::new(),
            })),
            ty: logical,
            rank: 0,
            span,
        })
    }

    /// `tag == tag(ty)`.
    pub(super) fn tag_is(&self, tag: &Expr, ty: Type, span: Span) -> Expr {
        Expr {
            kind: ExprKind::Binary(
                BinaryOp::Eq,
                Box::new(tag.clone()),
                Box::new(self.tag_const(self.any_type_tag(ty), span)),
            ),
            ty: self.kinds.logical(),
            rank: 0,
            span,
        }
    }

    pub(super) fn tag_const(&self, v: i64, span: Span) -> Expr {
        Expr {
            kind: ExprKind::Const(Const::Int(i128::from(v))),
            ty: Type::Integer(8),
            rank: 0,
            span,
        }
    }

    /// The tag of the dynamic type of `e`, an actual argument or a selector: the tag of
    /// the `class` entity it designates (an element of one too), else of its declared type.
    pub(super) fn dynamic_tag(&self, e: &Expr) -> Expr {
        if let ExprKind::Var(v) | ExprKind::Index { array: v, .. } = &e.kind {
            if let Some(&t) = self.poly_tags.get(v) {
                return self.var_expr(t, e.span);
            }
        }
        let declared = self.tag_const(self.any_type_tag(e.ty), e.span);
        // A `class(t)` allocatable component: its hidden tag, 0 for the declared type.
        if let Some(tag) = self.component_tag(e) {
            let zero = self.tag_const(0, e.span);
            let unset = Expr {
                kind: ExprKind::Binary(BinaryOp::Eq, Box::new(tag.clone()), Box::new(zero)),
                ty: self.kinds.logical(),
                rank: 0,
                span: e.span,
            };
            return Expr {
                kind: ExprKind::Intrinsic(
                    super::intrinsics::Intrinsic::Merge,
                    vec![declared, tag, unset],
                ),
                ty: Type::Integer(8),
                rank: 0,
                span: e.span,
            };
        }
        declared
    }

    /// SELECT TYPE (§11.1.11) as an IF construct on the selector's tag.
    pub(super) fn select_type(
        &mut self,
        st: &ast::SelectType,
        name: Option<SmolStr>,
        span: Span,
    ) -> Option<StmtKind> {
        // nvfortran runs SELECT TYPE on the host only; a guard's associate name is a pointer
        // set in the region, which no data clause covers.
        if self
            .acc_state
            .frames
            .iter()
            .any(|f| oxacc_offload::rules::is_compute(f.kind))
        {
            self.error(
                span,
                "SELECT TYPE in an OpenACC compute region is not supported (select outside the region)",
            );
            return None;
        }
        let sel = self.expr(&st.selector)?;
        let assoc = match (&st.assoc, &st.selector.kind) {
            (Some(n), _) => n.clone(),
            (None, ast::ExprKind::Name(n)) => n.clone(),
            _ => {
                self.error(
                    st.selector.span,
                    "Selector in SELECT TYPE at (1) is not a named variable; use associate-name=>",
                );
                return None;
            }
        };
        let poly = matches!(&sel.kind, ExprKind::Var(v) if self.poly_entities.contains(v))
            || self.component_tag(&sel).is_some();
        let Type::Derived(declared) = sel.ty else {
            self.error(
                st.selector.span,
                "Selector shall be polymorphic in SELECT TYPE statement at (1)",
            );
            return None;
        };
        if !poly {
            self.error(
                st.selector.span,
                "Selector shall be polymorphic in SELECT TYPE statement at (1)",
            );
            return None;
        }
        // An assumed-shape selector's descriptor has the actual's byte strides, so an array
        // pointer of the guard's type over it sees the extension's elements; an
        // explicit-shape one may be a copy of the parent parts.
        let assumed = matches!(&sel.kind, ExprKind::Var(v)
            if matches!(self.symbol(*v).array,
                Some(ArrayShape::Assumed { .. } | ArrayShape::Allocatable { .. })))
            || self.component_tag(&sel).is_some();
        if sel.rank != 0 && !assumed {
            self.unsupported(
                st.selector.span,
                "SELECT TYPE of an array that is not assumed-shape",
            );
            return None;
        }
        let tag = self.dynamic_tag(&sel);
        // (depth for ordering, condition, guard)
        let mut type_is = Vec::new();
        let mut class_is = Vec::new();
        let mut default = None;
        for g in &st.guards {
            let (n, class) = match &g.guard {
                ast::TypeGuard::TypeIs(n) => (n, false),
                ast::TypeGuard::ClassIs(n) => (n, true),
                ast::TypeGuard::Default => {
                    default = Some(g);
                    continue;
                }
            };
            let t = match self.lookup(&n.key) {
                Some(Entity::Type(t)) => Type::Derived(t),
                _ => match self.intrinsic_guard(&n.key) {
                    Some(t) if !class && self.is_unlimited(Type::Derived(declared)) => t,
                    _ => {
                        self.error(
                            n.span,
                            format!(
                                "'{}' at (1) is not a derived type of this scope, nor an intrinsic type with a CLASS(*) selector",
                                n.text
                            ),
                        );
                        return None;
                    }
                },
            };
            if !self.extends_type(t, Type::Derived(declared)) {
                self.error(
                    n.span,
                    format!(
                        "'{}' at (1) is not an extension of the declared type '{}'",
                        n.text, self.prog.types[declared as usize].name
                    ),
                );
                return None;
            }
            let members: Vec<Type> = if class {
                (0..self.prog.types.len() as u32)
                    .filter(|&u| Some(u) != self.unlimited)
                    .map(Type::Derived)
                    .filter(|&u| self.extends_type(u, t))
                    .collect()
            } else {
                vec![t]
            };
            let cond = Some(if class {
                self.extends_cond(&tag, t, &members, span)
            } else {
                self.tag_is(&tag, t, span)
            });
            let depth = match t {
                Type::Derived(t) => self.type_depth(t),
                _ => 0,
            };
            if class {
                class_is.push((depth, cond, t, g));
            } else {
                type_is.push((depth, cond, t, g));
            }
        }
        // §11.1.11.2: TYPE IS first; of the CLASS IS guards the most extended type.
        class_is.sort_by_key(|&(d, ..)| std::cmp::Reverse(d));
        let mut branches = Vec::new();
        for (class, list) in [(false, type_is), (true, class_is)] {
            for (_, cond, t, g) in list {
                let body = self.guard_block(&assoc, &sel, declared, t, class, &g.body);
                branches.push((cond, body));
            }
        }
        if let Some(g) = default {
            let body = self.guard_block(
                &assoc,
                &sel,
                declared,
                Type::Derived(declared),
                true,
                &g.body,
            );
            branches.push((None, body));
        }
        if branches.is_empty() {
            return Some(StmtKind::Block {
                name,
                body: Vec::new(),
            });
        }
        if branches[0].0.is_none() {
            // Only CLASS DEFAULT.
            let body = branches.pop().map(|b| b.1).unwrap_or_default();
            return Some(StmtKind::Block { name, body });
        }
        Some(StmtKind::If { name, branches })
    }

    /// The intrinsic type of a type guard (`integer`, `real(8)`, `doubleprecision`, …).
    fn intrinsic_guard(&self, key: &str) -> Option<Type> {
        if key == "character(*)" {
            return Some(Type::Character(super::types::CharLen::Assumed));
        }
        let (word, kind) = match key.split_once('(') {
            Some((w, k)) => (w, Some(k.trim_end_matches(')').parse::<u8>().ok()?)),
            None => (key, None),
        };
        let k = self.kinds;
        Some(match word {
            "integer" => Type::Integer(kind.unwrap_or(k.integer)),
            "real" => Type::Real(kind.unwrap_or(k.real)),
            "doubleprecision" if kind.is_none() => Type::Real(k.double),
            "complex" => Type::Complex(kind.unwrap_or(k.real)),
            "logical" => Type::Logical(kind.unwrap_or(k.integer)),
            _ => return None,
        })
    }

    fn type_depth(&self, t: u32) -> usize {
        let mut d = 0;
        let mut t = t;
        while let Some(&p) = self.type_parents.get(&t) {
            d += 1;
            t = p;
        }
        d
    }

    /// The block of one guard: `assoc` names the selector as type `t` (polymorphic under
    /// CLASS IS, with the selector's tag).
    fn guard_block(
        &mut self,
        assoc: &ast::Name,
        sel: &Expr,
        declared: u32,
        t: Type,
        class: bool,
        body: &[ast::Stmt],
    ) -> Vec<Stmt> {
        let (mut out, entity) = self.typed_view(assoc, sel, declared, t, class);
        let parent = self.enter_view_scope(assoc, entity);
        out.extend(self.exec_part(body));
        self.cur_scope = parent;
        out
    }

    /// A scope inside the current one where `name` is `entity`; the current one is returned.
    pub(super) fn enter_view_scope(&mut self, name: &ast::Name, entity: Entity) -> usize {
        let parent = self.cur_scope;
        let implicit = self.scopes[parent].implicit.clone();
        self.scopes
            .push(Scope::new(Some(parent), implicit, self.cur_proc));
        self.cur_scope = self.scopes.len() - 1;
        self.scopes[self.cur_scope]
            .names
            .insert(name.key.clone(), entity);
        parent
    }

    /// `sel` (of declared type `declared`) seen as type `t`: itself when `t` is its type,
    /// else a scalar pointer of type `t` named `name` associated with it (the statements
    /// doing so come first), polymorphic with `sel`'s tag when `class`.
    pub(super) fn typed_view(
        &mut self,
        name: &ast::Name,
        sel: &Expr,
        declared: u32,
        t: Type,
        class: bool,
    ) -> (Vec<Stmt>, Entity) {
        let assoc = name;
        let mut out = Vec::new();
        let entity = if t == Type::Derived(declared) {
            Entity::Alias(Box::new(sel.clone()))
        } else if let Some(p) = self.cur_proc {
            let ptr = self.add_symbol(Symbol {
                name: assoc.text.clone(),
                ty: t,
                array: Some(ArrayShape::Allocatable { rank: sel.rank }),
                storage: Storage::Local,
                init: None,
                owner: Some(p),
                span: assoc.span,
            });
            self.prog.pointers.insert(ptr);
            self.prog.may_alias.insert(ptr);
            self.proc_mut(p).locals.push(ptr);
            if class {
                self.poly_entities.insert(ptr);
                if let ExprKind::Var(v) = &sel.kind {
                    if let Some(&tag) = self.poly_tags.get(v) {
                        self.poly_tags.insert(ptr, tag);
                    }
                } else if self.component_tag(sel).is_some() {
                    // A component's tag, read once into a local of the view.
                    let tag = self.add_symbol(Symbol {
                        name: format!("{}.tag", assoc.text).into(),
                        ty: Type::Integer(8),
                        array: None,
                        storage: Storage::Local,
                        init: None,
                        owner: Some(p),
                        span: assoc.span,
                    });
                    self.proc_mut(p).locals.push(tag);
                    self.poly_tags.insert(ptr, tag);
                    out.push(Stmt {
                        kind: StmtKind::Assign {
                            lhs: self.var_expr(tag, assoc.span),
                            rhs: self.dynamic_tag(sel),
                        },
                        label: None,
                        span: assoc.span,
                    });
                }
            }
            // A character view of a CLASS(*) object: its length is its descriptor's.
            let mut target = sel.clone();
            if matches!(t, Type::Character(_)) {
                target.ty = t;
            }
            out.push(Stmt {
                kind: StmtKind::PointerAssign {
                    ptr,
                    target: Some(target),
                    bounds: PointerBounds::None,
                },
                label: None,
                span: assoc.span,
            });
            Entity::Var(ptr)
        } else {
            Entity::Alias(Box::new(sel.clone()))
        };
        (out, entity)
    }
}
