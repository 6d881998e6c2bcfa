//! Type-bound procedures (Fortran 2018 §7.5.5, §15.5.1, §15.5.6): specific bindings
//! (`procedure [, pass(x) | nopass] :: name [=> impl]`), generic bindings
//! (`generic :: name => a, b`), inheritance and overriding in extensions (§7.5.7.3).
//!
//! A reference `x%name(args)` is resolved by the declared type of `x` to the procedure the
//! binding names, with `x` inserted as the passed-object argument (decision 97). This is
//! the whole of the semantics for a `type(t)` object. Through a `class(t)` object whose
//! binding an extension this file sees overrides, the call is chosen by the object's tag
//! (`dyntype`): an IF construct for a CALL, an address selected by MERGE for a function
//! reference.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::scope::{Entity, Specific};
use super::tree::{Expr, ExprKind, ProcId, Stmt, StmtKind};
use super::types::Type;
use super::Sema;
use crate::ast;

/// Which dummy argument receives the object a binding is invoked through (§7.5.4.5).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Pass {
    First,
    Named(SmolStr),
    Nothing,
}

#[derive(Clone, Debug)]
pub(in crate::sema) enum BindingKind {
    /// A specific binding: the procedure named `target` in `scope` (none when deferred).
    Specific {
        target: Option<ast::Name>,
        scope: usize,
        pass: Pass,
        /// A deferred binding's interface (`procedure(iface), deferred :: b`).
        interface: Option<ast::Name>,
    },
    /// A generic binding: the names of its specific bindings.
    Generic(Vec<SmolStr>),
}

#[derive(Clone, Debug)]
pub(in crate::sema) struct Binding {
    /// Lower-case binding name.
    pub name: SmolStr,
    pub kind: BindingKind,
}

impl Sema<'_> {
    /// The bindings of type `id` (defined in `scope`): its parent's, then its own, an own
    /// specific binding replacing the parent's of the same name (§7.5.7.3) and an own
    /// generic binding adding its specifics to the parent's generic.
    pub(super) fn define_bindings(
        &mut self,
        id: u32,
        parent: Option<u32>,
        stmts: &[ast::Stmt],
        scope: usize,
    ) {
        let mut list: Vec<Binding> = parent
            .and_then(|p| self.bindings.get(&p).cloned())
            .unwrap_or_default();
        for stmt in stmts {
            let ast::StmtKind::Procedure(ps) = &stmt.kind else {
                continue;
            };
            let mut pass = Pass::First;
            let mut generic = false;
            let mut deferred = false;
            for a in &ps.attrs {
                let ast::AttrKind::Other(n) = &a.kind else {
                    continue;
                };
                match n.key.as_str() {
                    "final" => {
                        let names: Vec<ast::Name> =
                            ps.bindings.iter().map(|(n, _)| n.clone()).collect();
                        self.add_finals(id, &names, scope);
                    }
                    "generic" => generic = true,
                    "nopass" => pass = Pass::Nothing,
                    "deferred" => deferred = true,
                    "pass" => pass = Pass::First,
                    k => {
                        if let Some(x) = k.strip_prefix("pass(").and_then(|r| r.strip_suffix(')')) {
                            pass = Pass::Named(x.into());
                        }
                    }
                }
            }
            if ps
                .attrs
                .iter()
                .any(|a| matches!(&a.kind, ast::AttrKind::Other(n) if n.key == "final"))
            {
                continue;
            }
            for (name, target) in &ps.bindings {
                if generic {
                    let Some(t) = target else { continue };
                    match list.iter_mut().find(|b| b.name == name.key) {
                        Some(Binding {
                            kind: BindingKind::Generic(specifics),
                            ..
                        }) => specifics.push(t.key.clone()),
                        Some(_) => {
                            self.error(
                                name.span,
                                format!(
                                    "'{}' at (1) is a specific binding and cannot be generic",
                                    name.text
                                ),
                            );
                        }
                        None => list.push(Binding {
                            name: name.key.clone(),
                            kind: BindingKind::Generic(vec![t.key.clone()]),
                        }),
                    }
                    continue;
                }
                let target = if deferred {
                    None
                } else {
                    Some(target.clone().unwrap_or_else(|| name.clone()))
                };
                let b = Binding {
                    name: name.key.clone(),
                    kind: BindingKind::Specific {
                        target,
                        scope,
                        pass: pass.clone(),
                        interface: ps.interface.clone().filter(|_| deferred),
                    },
                };
                match list.iter_mut().find(|x| x.name == name.key) {
                    Some(old) => *old = b,
                    None => list.push(b),
                }
            }
        }
        if !list.is_empty() {
            self.bindings.insert(id, list);
        }
    }

    /// Whether binding `key` of type `ty` is deferred (§7.5.5 C783: of an abstract type).
    fn is_deferred(&self, ty: u32, key: &str) -> bool {
        matches!(
            self.binding(ty, key).map(|b| &b.kind),
            Some(BindingKind::Specific { target: None, .. })
        )
    }

    fn binding(&self, ty: u32, key: &str) -> Option<&Binding> {
        self.bindings.get(&ty)?.iter().find(|b| b.name == key)
    }

    /// `base%name(args)` as a type-bound reference: the procedure and the actual arguments
    /// with the passed object. `Some(None)` when `name` is no binding of `base`'s type;
    /// `None` when an error was reported.
    pub(super) fn type_bound_ref(
        &mut self,
        base: &ast::Expr,
        name: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<(ProcId, Vec<ast::Arg>)>> {
        // The base is resolved only where some type has a binding of the name, so that a
        // component reference `a%c(i)` is resolved once (its diagnostics).
        if !self
            .bindings
            .values()
            .any(|l| l.iter().any(|b| b.name == name.key))
        {
            return Some(None);
        }
        let b = self.expr(base)?;
        let Type::Derived(ty) = b.ty else {
            return Some(None);
        };
        let Some(binding) = self.binding(ty, &name.key).cloned() else {
            return Some(None);
        };
        let (specifics, generic): (Vec<SmolStr>, bool) = match &binding.kind {
            BindingKind::Specific { .. } => (vec![binding.name.clone()], false),
            BindingKind::Generic(s) => (s.clone(), true),
        };
        let mut user = Vec::new();
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.unsupported(a.span, "this actual argument to a type-bound procedure");
                return None;
            };
            let t = self.expr(e)?;
            user.push((a.keyword.as_ref().map(|k| k.key.clone()), t.ty, t.rank));
        }
        for s in &specifics {
            let Some((p, pass)) = self.binding_target(ty, s, name.span)? else {
                continue;
            };
            let (full, at) = self.with_passed_object(p, &pass, base, args);
            let mut actuals = user.clone();
            if let Some((k, kw)) = at {
                let Some(&d) = self.proc(p).dummies.get(k) else {
                    self.error(span, "the passed-object dummy argument is missing at (1)");
                    return None;
                };
                let passed = (kw, self.symbol(d).ty, b.rank);
                let pos = if passed.0.is_some() { actuals.len() } else { k };
                actuals.insert(pos, passed);
            }
            if generic && self.pick_specific(&[Specific::Proc(p)], &actuals).is_none() {
                continue;
            }
            // In host code an extension of another file may override it (decision 107).
            if self.tbp_static != Some(name.span)
                && self.is_polymorphic(&b)
                && (self.dyn_open() || self.overridden_below(ty, s))
            {
                let via = self.dispatched_address(p, ty, s, &b, span)?;
                return Some(Some((via, full)));
            }
            return Some(Some((p, full)));
        }
        self.error(
            span,
            format!(
                "Found no matching specific binding for the call to the GENERIC '{}' at (1)",
                name.text
            ),
        );
        None
    }

    /// `call x%b(args)` through a `class(t)` dummy `x` whose binding `b` an extension
    /// overrides: an IF construct on `x`'s tag with one branch per extension that binds
    /// another procedure (`x` seen as that type, so the call is static), and a last branch
    /// calling `t`'s own. `Some(None)` when no dispatch is needed.
    pub(super) fn type_bound_dispatch(
        &mut self,
        proc: &ast::Expr,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<StmtKind>> {
        let ast::ExprKind::Component { base, name } = &proc.kind else {
            return Some(None);
        };
        let ast::ExprKind::Name(n) = &base.kind else {
            return Some(None);
        };
        if self.tbp_static == Some(name.span)
            || !self
                .bindings
                .values()
                .any(|l| l.iter().any(|b| b.name == name.key))
        {
            return Some(None);
        }
        let b = self.expr(base)?;
        let Type::Derived(ty) = b.ty else {
            return Some(None);
        };
        let Some(binding) = self.binding(ty, &name.key).cloned() else {
            return Some(None);
        };
        let specifics: Vec<SmolStr> = match &binding.kind {
            BindingKind::Specific { .. } => vec![binding.name.clone()],
            BindingKind::Generic(s) => s.clone(),
        };
        // Host code calls through the address `type_bound_ref` selects (decision 107).
        if self.dyn_open()
            || !self.is_polymorphic(&b)
            || b.rank != 0
            || !specifics.iter().any(|s| self.overridden_below(ty, s))
        {
            return Some(None);
        }
        let tag = self.dynamic_tag(&b);
        let target_of = |me: &Self, u: u32, s: &str| match me.binding(u, s).map(|b| &b.kind) {
            Some(BindingKind::Specific { target, scope, .. }) => {
                Some((target.as_ref().map(|t| t.key.clone()), *scope))
            }
            _ => None,
        };
        let mut branches = Vec::new();
        for u in 0..self.prog.types.len() as u32 {
            if u == ty
                || !self.extends_type(Type::Derived(u), Type::Derived(ty))
                || specifics
                    .iter()
                    .all(|s| target_of(self, u, s) == target_of(self, ty, s))
            {
                continue;
            }
            let (mut body, entity) = self.typed_view(n, &b, ty, Type::Derived(u), false);
            let parent = self.enter_view_scope(n, entity);
            let call = self.call(proc, args, span);
            self.cur_scope = parent;
            body.push(Stmt {
                kind: call?,
                label: None,
                span,
            });
            let cond = self.tag_is(&tag, Type::Derived(u), span);
            branches.push((Some(cond), body));
        }
        let outer = self.tbp_static.replace(name.span);
        let call = self.call(proc, args, span);
        self.tbp_static = outer;
        branches.push((
            None,
            vec![Stmt {
                kind: call?,
                label: None,
                span,
            }],
        ));
        Some(Some(StmtKind::If {
            name: None,
            branches,
        }))
    }

    /// Procedure `p`, bound to `key` in type `ty`, called through the address the dynamic
    /// type of `x` selects: `merge(impl_u, …, tag == tag(u))` over the extensions `u` that
    /// bind another procedure (all of one interface but the passed object's declared type,
    /// which is an address and a tag alike). For a function reference, where no IF can be.
    fn dispatched_address(
        &mut self,
        p: ProcId,
        ty: u32,
        key: &str,
        x: &Expr,
        span: Span,
    ) -> Option<ProcId> {
        let tag = self.dynamic_tag(x);
        let addr = |q: ProcId| Expr {
            kind: ExprKind::ProcRef(q),
            ty: super::proc_entity::ADDRESS,
            rank: 0,
            span,
        };
        let mut chain = addr(p);
        let own = self.binding_target(ty, key, span)?.map(|(q, _)| q);
        if self.dyn_open() {
            let mut known = Vec::new();
            for u in 0..self.prog.types.len() as u32 {
                if !self.extends_type(Type::Derived(u), Type::Derived(ty)) {
                    continue;
                }
                if self.is_deferred(u, key) {
                    continue;
                }
                if let Some((q, _)) = self.binding_target(u, key, span)? {
                    known.push((self.type_tag(u), q));
                }
            }
            let fallback = (!self.is_deferred(ty, key)).then_some(p);
            chain = self.binding_address(&tag, ty, key, known, fallback, span);
        }
        let open = self.dyn_open();
        for u in (0..self.prog.types.len() as u32).filter(|_| !open) {
            if u == ty || !self.extends_type(Type::Derived(u), Type::Derived(ty)) {
                continue;
            }
            let Some((q, _)) = self.binding_target(u, key, span)? else {
                continue;
            };
            if Some(q) == own {
                continue;
            }
            let cond = self.tag_is(&tag, Type::Derived(u), span);
            chain = Expr {
                kind: ExprKind::Intrinsic(
                    super::intrinsics::Intrinsic::Merge,
                    vec![addr(q), chain, cond],
                ),
                ty: super::proc_entity::ADDRESS,
                rank: 0,
                span,
            };
        }
        let mut via = self.proc(p).clone();
        via.body = None;
        via.via = None;
        via.via_component = Some(Box::new(chain));
        self.prog.procs.push(via);
        let id = ProcId(self.prog.procs.len() as u32 - 1);
        self.prog.interfaces_only.insert(id);
        Some(id)
    }

    /// The procedure of specific binding `key` of type `ty` and its passed-object rule;
    /// `Some(None)` for a name that is no specific binding.
    fn binding_target(&mut self, ty: u32, key: &str, at: Span) -> Option<Option<(ProcId, Pass)>> {
        let Some(Binding {
            kind:
                BindingKind::Specific {
                    target,
                    scope,
                    pass,
                    interface,
                },
            ..
        }) = self.binding(ty, key).cloned()
        else {
            return Some(None);
        };
        // A deferred binding through `class(t)` of an abstract type in host code: called
        // through the dynamic type's record with the interface's characteristics (an
        // interface only: never called itself, decision 107).
        if let (None, Some(i), true) = (&target, &interface, self.dyn_open()) {
            if let Some(Entity::Proc(q)) = self.lookup_from(scope, &i.key) {
                return Some(Some((q, pass)));
            }
        }
        let Some(target) = target else {
            let tname = self.prog.types[ty as usize].name.clone();
            self.unsupported(
                at,
                &format!("a reference to deferred binding '{key}' of type '{tname}' (the dynamic type is not kept)"),
            );
            return None;
        };
        match self.lookup_from(scope, &target.key) {
            Some(Entity::Proc(p)) => Some(Some((p, pass))),
            _ => {
                self.error(
                    at,
                    format!(
                        "'{}' of binding '{key}' at (1) must be a module procedure or an external procedure with an explicit interface",
                        target.text
                    ),
                );
                None
            }
        }
    }

    /// `args` with `base` as the passed-object actual of `p` (§15.5.2.1): positional at the
    /// dummy's position when the arguments before it are positional, else by keyword. Also
    /// where it went: the dummy's position and the keyword used.
    fn with_passed_object(
        &self,
        p: ProcId,
        pass: &Pass,
        base: &ast::Expr,
        args: &[ast::Arg],
    ) -> (Vec<ast::Arg>, Option<(usize, Option<SmolStr>)>) {
        let dummies = &self.proc(p).dummies;
        let k = match pass {
            Pass::Nothing => return (args.to_vec(), None),
            Pass::First => 0,
            Pass::Named(x) => dummies
                .iter()
                .position(|&d| self.symbol(d).name.eq_ignore_ascii_case(x))
                .unwrap_or(0),
        };
        let positional = args.iter().take_while(|a| a.keyword.is_none()).count();
        let mut full = args.to_vec();
        if positional >= k {
            full.insert(
                k,
                ast::Arg {
                    keyword: None,
                    value: ast::ArgValue::Expr(base.clone()),
                    span: base.span,
                },
            );
            (full, Some((k, None)))
        } else {
            let name = dummies
                .get(k)
                .map(|&d| self.symbol(d).name.clone())
                .unwrap_or_default();
            full.push(ast::Arg {
                keyword: Some(ast::Name::new(&name, base.span)),
                value: ast::ArgValue::Expr(base.clone()),
                span: base.span,
            });
            (full, Some((k, Some(name.to_ascii_lowercase().into()))))
        }
    }

    /// Whether designator `e` is (an element of) a `class(t)` entity.
    pub(super) fn is_polymorphic(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Var(v) | ExprKind::Index { array: v, .. } => self.poly_entities.contains(v),
            ExprKind::Component { .. } => self.component_tag(e).is_some(),
            _ => false,
        }
    }

    /// Whether an extension of `ty` binds `key` to another procedure than `ty` does.
    fn overridden_below(&self, ty: u32, key: &str) -> bool {
        let target_of = |b: Option<&Binding>| match b.map(|b| &b.kind) {
            Some(BindingKind::Specific { target, scope, .. }) => {
                Some((target.as_ref().map(|t| t.key.clone()), *scope))
            }
            _ => None,
        };
        let own = target_of(self.binding(ty, key));
        (0..self.prog.types.len() as u32).any(|u| {
            u != ty
                && self.extends_type(Type::Derived(u), Type::Derived(ty))
                && target_of(self.binding(u, key)) != own
        })
    }
}

impl Sema<'_> {
    /// A defined operation or assignment by type-bound generic `key` (`operator(+)`,
    /// `operator(.dot.)`, `assignment(=)`; §7.5.5, §15.4.3.4.2-3): of the declared type of
    /// a derived-type operand, the specific binding whose passed-object dummy is that
    /// operand's and whose dummies take the operands. As a reference `x%b(others)` (an
    /// AST procedure designator and arguments), so that it is resolved, and dispatched
    /// through a `class(t)` operand, exactly as a call the program writes (decision 118).
    /// `Some(None)` when no type-bound generic fits; `None` when an error was reported.
    pub(super) fn type_bound_operator(
        &mut self,
        key: &str,
        operands: &[&Expr],
        written: &[&ast::Expr],
        span: Span,
    ) -> Option<Option<(ast::Expr, Vec<ast::Arg>)>> {
        for (i, x) in operands.iter().enumerate() {
            let Type::Derived(ty) = x.ty else { continue };
            let Some(BindingKind::Generic(specifics)) =
                self.binding(ty, key).map(|b| b.kind.clone())
            else {
                continue;
            };
            for s in specifics {
                let Some((p, pass)) = self.binding_target(ty, &s, span)? else {
                    continue;
                };
                let k = match &pass {
                    Pass::First => 0,
                    Pass::Named(n) => {
                        let dummies = &self.proc(p).dummies;
                        match dummies
                            .iter()
                            .position(|&d| self.symbol(d).name.eq_ignore_ascii_case(n))
                        {
                            Some(k) => k,
                            None => continue,
                        }
                    }
                    Pass::Nothing => continue,
                };
                if k != i {
                    continue;
                }
                // The passed object is of the binding's type or an extension (C760).
                let Some(&d) = self.proc(p).dummies.get(k) else {
                    continue;
                };
                let passed_ty = self.symbol(d).ty;
                let actuals: Vec<_> = operands
                    .iter()
                    .enumerate()
                    .map(|(j, e)| (None, if j == i { passed_ty } else { e.ty }, e.rank))
                    .collect();
                if self.pick_specific(&[Specific::Proc(p)], &actuals).is_none() {
                    continue;
                }
                let designator = ast::Expr {
                    id: ast::ExprId(u32::MAX),
                    kind: ast::ExprKind::Component {
                        base: Box::new(written[i].clone()),
                        name: ast::Name::new(&s, span),
                    },
                    span,
                };
                let args = written
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, e)| ast::Arg {
                        keyword: None,
                        value: ast::ArgValue::Expr((*e).clone()),
                        span: e.span,
                    })
                    .collect();
                return Some(Some((designator, args)));
            }
        }
        Some(None)
    }

    /// The type-bound `assignment(=)` binding a component of type `ty` (at any depth, not a
    /// pointer) has, which intrinsic assignment of `ty` would have to call (§10.2.1.3):
    /// the component's name.
    pub(super) fn component_defined_assignment(&self, ty: Type) -> Option<SmolStr> {
        let Type::Derived(id) = ty else { return None };
        let mut seen = vec![id];
        let mut stack = vec![id];
        while let Some(t) = stack.pop() {
            for c in &self.prog.types[t as usize].components {
                let Type::Derived(u) = c.ty else { continue };
                if c.pointer || c.proc.is_some() {
                    continue;
                }
                if self.binding(u, "assignment(=)").is_some() {
                    return Some(c.name.clone());
                }
                if !seen.contains(&u) {
                    seen.push(u);
                    stack.push(u);
                }
            }
        }
        None
    }
}
