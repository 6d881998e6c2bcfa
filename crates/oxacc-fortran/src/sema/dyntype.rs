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
    ArrayShape, BinaryOp, Const, Expr, ExprKind, PointerBounds, ProcId, Stmt, StmtKind, Storage,
    Symbol,
};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// The tag of derived type `id` (FNV-1a of `name:comp,comp,…`).
    pub(super) fn type_tag(&self, id: u32) -> i64 {
        let t = &self.prog.types[id as usize];
        let mut text = format!("{}:", t.name.to_ascii_lowercase());
        for c in &t.components {
            text.push_str(&c.name.to_ascii_lowercase());
            text.push(',');
        }
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in text.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h as i64
    }

    /// After procedure `p`'s dummies are known: a hidden tag dummy for each `class(t)`
    /// dummy, after the declared ones.
    pub(super) fn add_tag_dummies(&mut self, p: ProcId) {
        let dummies = self.proc(p).dummies.clone();
        let mut index = dummies.len();
        for d in dummies {
            let sym = self.symbol(d).clone();
            if !self.poly_entities.contains(&d) || !matches!(sym.ty, Type::Derived(_)) {
                continue;
            }
            let tag = self.add_symbol(Symbol {
                name: format!("{}.tag", sym.name).into(),
                ty: Type::Integer(8),
                array: None,
                storage: Storage::Dummy {
                    index,
                    value: true,
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

    fn tag_const(&self, v: i64, span: Span) -> Expr {
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
        match e.ty {
            Type::Derived(id) => self.tag_const(self.type_tag(id), e.span),
            _ => self.tag_const(0, e.span),
        }
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
        let poly = matches!(&sel.kind, ExprKind::Var(v) if self.poly_entities.contains(v));
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
        if sel.rank != 0 {
            self.unsupported(st.selector.span, "SELECT TYPE of an array");
            return None;
        }
        let tag = self.dynamic_tag(&sel);
        let logical = self.kinds.logical();
        let eq = |a: Expr, b: Expr| Expr {
            kind: ExprKind::Binary(BinaryOp::Eq, Box::new(a), Box::new(b)),
            ty: logical,
            rank: 0,
            span,
        };
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
            let Some(Entity::Type(t)) = self.lookup(&n.key) else {
                self.error(
                    n.span,
                    format!(
                        "Type '{}' at (1) in a type guard is not a derived type (an intrinsic type needs a CLASS(*) selector, not supported yet)",
                        n.text
                    ),
                );
                return None;
            };
            if !self.extends_type(Type::Derived(t), Type::Derived(declared)) {
                self.error(
                    n.span,
                    format!(
                        "'{}' at (1) is not an extension of the declared type '{}'",
                        n.text, self.prog.types[declared as usize].name
                    ),
                );
                return None;
            }
            let mut cond: Option<Expr> = None;
            let members: Vec<u32> = if class {
                (0..self.prog.types.len() as u32)
                    .filter(|&u| self.extends_type(Type::Derived(u), Type::Derived(t)))
                    .collect()
            } else {
                vec![t]
            };
            for u in members {
                let c = eq(tag.clone(), self.tag_const(self.type_tag(u), span));
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
            let depth = self.type_depth(t);
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
            let body = self.guard_block(&assoc, &sel, declared, declared, true, &g.body);
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
        t: u32,
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
        t: u32,
        class: bool,
    ) -> (Vec<Stmt>, Entity) {
        let assoc = name;
        let mut out = Vec::new();
        let entity = if t == declared {
            Entity::Alias(Box::new(sel.clone()))
        } else if let Some(p) = self.cur_proc {
            let ptr = self.add_symbol(Symbol {
                name: assoc.text.clone(),
                ty: Type::Derived(t),
                array: Some(ArrayShape::Allocatable { rank: 0 }),
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
                }
            }
            out.push(Stmt {
                kind: StmtKind::PointerAssign {
                    ptr,
                    target: Some(sel.clone()),
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
