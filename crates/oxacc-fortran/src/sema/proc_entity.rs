//! Dummy procedures and procedure pointers (Fortran 2018 §15.2.2.4, §15.4.3.6, §15.5.2.9,
//! §10.2.2.4). Each is a variable holding a procedure's address (an `integer(8)`, as C's
//! function pointers travel in the calling convention: a dummy procedure by value, a
//! procedure pointer dummy by reference) and a [`Procedure`] with `via` that variable: the
//! interface a reference is checked against (explicit from `procedure(iface)` or an interface
//! body, implicit from `external`), and the callee lowering calls indirectly.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::decl::Decl;
use super::scope::Entity;
use super::tree::{Const, Expr, ExprKind, ProcId, ProcKind, Procedure, Storage, Symbol, SymbolId};
use super::types::Type;
use super::Sema;
use crate::ast;

/// The type of the variable holding a procedure's address.
pub(super) const ADDRESS: Type = Type::Integer(8);

/// A procedure pointer given an initial target (§8.4, §7.5.4.6).
#[derive(Clone, Copy, Debug)]
pub(super) enum ProcInitAt {
    Var(SymbolId),
    /// Component `.1` of derived type `.0`.
    Component(u32, usize),
}

/// `=> g` waiting for the procedures of its module.
#[derive(Debug)]
pub(super) struct PendingProcInit {
    at: ProcInitAt,
    iface: ProcId,
    target: ast::Name,
    scope: usize,
}

impl Sema<'_> {
    /// `procedure([iface]) [, pointer] :: name` or `external name` for a dummy: the variable
    /// and its procedure, known in `scope` by the name.
    pub(super) fn proc_entity(
        &mut self,
        d: &Decl,
        ty: Option<Type>,
        dummy_index: Option<usize>,
        scope: usize,
        proc: Option<ProcId>,
        owner: &str,
    ) {
        let iface = match &d.proc_iface {
            Some(Some(n)) => match self.lookup_from(scope, &n.key) {
                Some(Entity::Proc(q)) if self.proc(q).explicit => Some(q),
                _ => {
                    self.error(
                        n.span,
                        format!("Interface '{}' at (1) must be explicit", n.text),
                    );
                    return;
                }
            },
            _ => None,
        };
        let p = match iface {
            Some(q) => self.clone_interface(q, &d.name),
            None => self.implicit_proc(&d.name, ty),
        };
        let main = proc.is_some_and(|p| self.proc(p).kind == ProcKind::Main);
        let storage = match dummy_index {
            Some(index) => Storage::Dummy {
                index,
                // A dummy procedure is its address; a procedure pointer dummy is the
                // actual's pointer, by reference.
                value: !d.pointer,
                optional: d.optional,
            },
            None if !d.pointer => {
                self.error(
                    d.name.span,
                    format!(
                        "Procedure '{}' at (1) is neither a dummy argument nor a procedure pointer",
                        d.name.text
                    ),
                );
                return;
            }
            None if proc.is_none() => Storage::Static {
                link_name: format!("__{owner}_MOD_{}", d.name.key).into(),
                external: true,
            },
            None if main || d.save => Storage::Static {
                link_name: self.static_name(owner, &d.name.key),
                external: false,
            },
            None => Storage::Local,
        };
        let v = self.proc_variable(&d.name.text, d.name.span, storage, proc, p, d.pointer);
        if let Some(t) = &d.proc_init {
            if !d.pointer {
                self.error(
                    t.span,
                    format!(
                        "Procedure '{}' at (1) with an initial target must be a procedure pointer",
                        d.name.text
                    ),
                );
            } else {
                self.proc_init(ProcInitAt::Var(v), p, t, scope);
            }
        }
        if d.intent_in {
            self.prog.intent_in.insert(v);
        }
        if let Some(pr) = proc {
            if matches!(
                self.symbol(v).storage,
                Storage::Local | Storage::Static { .. }
            ) {
                self.proc_mut(pr).locals.push(v);
            }
        }
        self.scopes[scope]
            .names
            .insert(d.name.key.clone(), Entity::Proc(p));
    }

    /// A dummy procedure whose interface is an interface body (§15.4.3.2) in its procedure.
    pub(super) fn dummy_proc_from_interface(
        &mut self,
        body: ProcId,
        index: usize,
        optional: bool,
        scope: usize,
    ) -> SymbolId {
        let name = self.proc(body).name.clone();
        let key = SmolStr::from(name.to_ascii_lowercase());
        // The interface body is not an external procedure of that name.
        if self.externals.get(&key) == Some(&body) && self.proc(body).body.is_none() {
            self.externals.remove(&key);
        }
        let span = self.proc(body).span;
        let n = ast::Name {
            text: name.clone(),
            key: key.clone(),
            span,
        };
        let p = self.clone_interface(body, &n);
        let owner = self.scopes[scope].proc;
        let storage = Storage::Dummy {
            index,
            value: true,
            optional,
        };
        let v = self.proc_variable(&name, span, storage, owner, p, false);
        self.scopes[scope].names.insert(key, Entity::Proc(p));
        v
    }

    fn proc_variable(
        &mut self,
        name: &str,
        span: Span,
        storage: Storage,
        proc: Option<ProcId>,
        p: ProcId,
        pointer: bool,
    ) -> SymbolId {
        let owner = match storage {
            Storage::Static { .. } => None,
            _ => proc,
        };
        let v = self.add_symbol(Symbol {
            name: name.into(),
            ty: ADDRESS,
            array: None,
            storage,
            // A procedure pointer starts disassociated (a null address) where its storage
            // is static; a local one is undefined until assigned (§19.5.2.5).
            init: pointer.then(|| vec![Const::Int(0)]),
            owner,
            span,
        });
        self.proc_mut(p).via = Some(v);
        self.prog.proc_vars.insert(v, p);
        if pointer {
            self.prog.proc_pointers.insert(v);
        }
        v
    }

    /// A procedure with the interface of `q` and the name `name`.
    fn clone_interface(&mut self, q: ProcId, name: &ast::Name) -> ProcId {
        let mut p: Procedure = self.proc(q).clone();
        p.name = name.text.clone();
        p.link_name = name.key.clone();
        p.external = false;
        p.body = None;
        p.host = None;
        p.host_vars = Vec::new();
        p.locals = Vec::new();
        p.via = None;
        p.via_component = None;
        p.span = name.span;
        self.prog.procs.push(p);
        let id = ProcId(self.prog.procs.len() as u32 - 1);
        self.prog.interfaces_only.insert(id);
        id
    }

    /// A procedure with an implicit interface (§15.4.2): a function of `ty` when typed.
    fn implicit_proc(&mut self, name: &ast::Name, ty: Option<Type>) -> ProcId {
        self.prog.procs.push(Procedure {
            name: name.text.clone(),
            link_name: name.key.clone(),
            kind: ty.map_or(ProcKind::Subroutine, |_| ProcKind::Function),
            external: false,
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
        self.prog.interfaces_only.insert(id);
        id
    }

    /// A procedure named as an actual argument or a pointer target (§15.5.2.9, §10.2.2.4):
    /// `Some` when `e` is the name of one (not the result variable of the function being
    /// defined).
    pub(super) fn proc_ref(&mut self, e: &ast::Expr) -> Option<Expr> {
        let ast::ExprKind::Name(n) = &e.kind else {
            return None;
        };
        let Some(Entity::Proc(p)) = self.lookup(&n.key) else {
            return None;
        };
        if Some(p) == self.cur_proc && self.proc(p).result.is_some() {
            return None;
        }
        if self.abstract_ifaces.contains(&p) {
            self.error(
                n.span,
                format!(
                    "ABSTRACT INTERFACE '{}' must not be referenced at (1)",
                    n.text
                ),
            );
            return None;
        }
        if let Some(v) = self.proc(p).via {
            self.check_reachable(v, n.span)?;
        }
        Some(Expr {
            kind: ExprKind::ProcRef(p),
            ty: ADDRESS,
            rank: 0,
            span: e.span,
        })
    }
}

impl Sema<'_> {
    /// The actual argument `t` for dummy `d` (§15.5.2.9): a procedure for a dummy procedure,
    /// whose interface agrees; for a procedure pointer dummy, the actual's pointer variable.
    pub(super) fn procedure_actual(&mut self, d: SymbolId, t: Expr) -> Option<Expr> {
        let Some(&iface) = self.prog.proc_vars.get(&d) else {
            if let ExprKind::ProcRef(_) = t.kind {
                let name = self.symbol(d).name.clone();
                self.error(
                    t.span,
                    format!("Unexpected procedure for argument '{name}' at (1)"),
                );
                return None;
            }
            return Some(t);
        };
        let name = self.symbol(d).name.clone();
        let ExprKind::ProcRef(q) = t.kind else {
            self.error(
                t.span,
                format!("Expected a procedure for argument '{name}' at (1)"),
            );
            return None;
        };
        let pointer = match self.proc(q).via {
            Some(v) if self.prog.proc_pointers.contains(&v) => Some(v),
            _ => None,
        };
        if self.prog.proc_pointers.contains(&d) && pointer.is_none() {
            self.error(
                t.span,
                format!("Expected a procedure pointer for argument '{name}' at (1)"),
            );
            return None;
        }
        self.check_interfaces(
            iface,
            q,
            t.span,
            &format!("Interface mismatch in dummy procedure '{name}' at (1)"),
        )?;
        match pointer {
            Some(v) if self.prog.proc_pointers.contains(&d) => Some(self.var_expr(v, t.span)),
            _ => Some(t),
        }
    }

    /// gfortran's interface checks of a procedure associated with a dummy procedure or
    /// procedure pointer of interface `want` (§15.4.3.6, §10.2.2.4): the kind of procedure
    /// and the function result's type, where both are known.
    pub(super) fn check_interfaces(
        &mut self,
        want: ProcId,
        got: ProcId,
        span: Span,
        prefix: &str,
    ) -> Option<()> {
        let (w, g) = (self.proc(want).clone(), self.proc(got).clone());
        if !w.explicit || !g.explicit {
            return Some(());
        }
        match (w.kind, g.kind) {
            (ProcKind::Function, ProcKind::Subroutine) => {
                self.error(span, format!("{prefix}: '{}' is not a function", g.name));
                return None;
            }
            (ProcKind::Subroutine, ProcKind::Function) => {
                self.error(span, format!("{prefix}: '{}' is not a subroutine", g.name));
                return None;
            }
            _ => {}
        }
        if let (Some(a), Some(b)) = (w.result_type, g.result_type) {
            let same = a == b || matches!((a, b), (Type::Character(_), Type::Character(_)));
            if !same {
                let (ta, tb) = (self.type_text(a), self.type_text(b));
                self.error(
                    span,
                    format!("{prefix}: Type mismatch in function result ({ta}/{tb})"),
                );
                return None;
            }
        }
        if w.dummies.len() != g.dummies.len() {
            self.error(
                span,
                format!("{prefix}: '{}' has the wrong number of arguments", g.name),
            );
            return None;
        }
        Some(())
    }

    /// `p => target` for a procedure pointer `p` (§10.2.2.4): an assignment of the target's
    /// address (`None`: NULL()) to the pointer's variable.
    pub(super) fn proc_pointer_assign(
        &mut self,
        ptr: SymbolId,
        target: &ast::Expr,
        span: Span,
    ) -> Option<super::tree::StmtKind> {
        let iface = self.prog.proc_vars[&ptr];
        let rhs = self.proc_target(iface, target)?;
        let lhs = self.var_expr(ptr, span);
        Some(super::tree::StmtKind::Assign { lhs, rhs })
    }
}

/// Whether `e` is `null()`.
pub(super) fn is_null(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::CallOrIndex { base, args } => {
            args.is_empty() && matches!(&base.kind, ast::ExprKind::Name(n) if n.key == "null")
        }
        _ => false,
    }
}

impl Sema<'_> {
    /// `associated(p [, f])` of a procedure pointer `p` (§16.9.16): its address compared
    /// with null or with `f`'s; `None` when `n` is not a procedure pointer.
    pub(super) fn associated_proc_pointer(
        &mut self,
        n: &ast::Name,
        rest: &[ast::Arg],
        span: Span,
    ) -> Option<Option<Expr>> {
        let Some(Entity::Proc(p)) = self.lookup(&n.key) else {
            return None;
        };
        let v = self
            .proc(p)
            .via
            .filter(|v| self.prog.proc_pointers.contains(v))?;
        Some(self.associated_proc_pointer_expr(v, n.span, rest, span))
    }

    fn associated_proc_pointer_expr(
        &mut self,
        v: SymbolId,
        at: Span,
        rest: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        self.check_reachable(v, at)?;
        let ptr = self.var_expr(v, at);
        self.associated_address(ptr, rest, span)
    }
}

impl Sema<'_> {
    /// Whether `p` may be referenced here: not an abstract interface (§15.4.3.2), and a dummy
    /// procedure or procedure pointer of a host reachable (its variable host-associated).
    pub(super) fn check_callable(&mut self, p: ProcId, span: Span) -> Option<()> {
        if self.abstract_ifaces.contains(&p) {
            let name = self.proc(p).name.clone();
            self.error(
                span,
                format!("ABSTRACT INTERFACE '{name}' must not be referenced at (1)"),
            );
            return None;
        }
        if let Some(v) = self.proc(p).via {
            self.check_reachable(v, span)?;
        }
        Some(())
    }
}

impl Sema<'_> {
    /// The interface of procedure pointer component `name` declared by `ps` (§7.5.4.1).
    pub(super) fn proc_component(
        &mut self,
        ps: &ast::ProcedureStmt,
        name: &ast::Name,
        scope: usize,
    ) -> Option<ProcId> {
        let pointer = ps.attrs.iter().any(|a| a.kind == ast::AttrKind::Pointer);
        let nopass = ps
            .attrs
            .iter()
            .any(|a| matches!(&a.kind, ast::AttrKind::Other(n) if n.key == "nopass"));
        if !pointer {
            self.error(
                name.span,
                "POINTER attribute is required for procedure pointer component at (1)",
            );
            return None;
        }
        if !nopass {
            self.unsupported(
                name.span,
                "a procedure pointer component without NOPASS (the passed-object dummy)",
            );
            return None;
        }
        match &ps.interface {
            Some(n) => match self.lookup_from(scope, &n.key) {
                Some(Entity::Proc(q)) if self.proc(q).explicit => {
                    Some(self.clone_interface(q, name))
                }
                _ => {
                    self.error(
                        n.span,
                        format!("Interface '{}' at (1) must be explicit", n.text),
                    );
                    None
                }
            },
            None => Some(self.implicit_proc(name, None)),
        }
    }

    /// The interface of the procedure pointer component that `e` references, if it is one.
    pub(super) fn component_proc(&self, e: &Expr) -> Option<ProcId> {
        let ExprKind::Component { base, index, .. } = &e.kind else {
            return None;
        };
        let Type::Derived(t) = base.ty else {
            return None;
        };
        self.prog.types[t as usize].components[*index].proc
    }

    /// A reference through procedure pointer component `c` (`a%f(x)`, `call a%f(x)`): a
    /// procedure of the component's interface whose address is read from `c`.
    pub(super) fn through_component(&mut self, c: &Expr) -> Option<ProcId> {
        let iface = self.component_proc(c)?;
        let mut p = self.proc(iface).clone();
        p.via_component = Some(Box::new(c.clone()));
        self.prog.procs.push(p);
        let id = ProcId(self.prog.procs.len() as u32 - 1);
        self.prog.interfaces_only.insert(id);
        Some(id)
    }

    /// Whether some derived type has a procedure pointer component named `key`: only then
    /// can `a%key => …` be a procedure pointer assignment.
    pub(super) fn any_proc_component(&self, key: &str) -> bool {
        self.prog.types.iter().any(|t| {
            t.components
                .iter()
                .any(|c| c.proc.is_some() && c.name.eq_ignore_ascii_case(key))
        })
    }

    /// `=> g` for the procedure pointer `at` of interface `iface`, declared in `scope`: now,
    /// or, when `g` is not declared yet, once the procedures the scope contains are known
    /// (a module procedure of the module; an internal procedure, which is an error).
    pub(super) fn proc_init(&mut self, at: ProcInitAt, iface: ProcId, t: &ast::Name, scope: usize) {
        if self.lookup_from(scope, &t.key).is_none() {
            self.proc_inits.push(PendingProcInit {
                at,
                iface,
                target: t.clone(),
                scope,
            });
            return;
        }
        if let Some(q) = self.initial_proc_target(iface, t, scope, true) {
            self.set_proc_init(at, q);
        }
    }

    fn set_proc_init(&mut self, at: ProcInitAt, q: ProcId) {
        let init = Some(vec![Const::Proc(q)]);
        match at {
            ProcInitAt::Var(v) => self.prog.symbols[v.0 as usize].init = init,
            ProcInitAt::Component(t, k) => {
                if let Some(c) = self.prog.types[t as usize].components.get_mut(k) {
                    c.init = init;
                }
                // Variables of the type declared before the target was known (module
                // variables of the module defining the type) took its default value then.
                for s in &mut self.prog.symbols {
                    if s.ty != Type::Derived(t) {
                        continue;
                    }
                    for v in s.init.iter_mut().flatten() {
                        if let Const::Derived(comps) = v {
                            if let Some(c) = comps.get_mut(k) {
                                if c.as_slice() == [Const::Int(0)] {
                                    *c = vec![Const::Proc(q)];
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The initial targets left for a module's procedures (see [`Self::proc_init`]): set once
    /// the procedures exist (`check` false: before their specification parts are declared,
    /// so that no structure's default value is taken without them), then their interfaces
    /// checked (`check` true, after).
    pub(super) fn resolve_proc_inits(&mut self, scope: usize, check: bool) {
        let all = std::mem::take(&mut self.proc_inits);
        let (mut pending, others): (Vec<_>, Vec<_>) =
            all.into_iter().partition(|p| p.scope == scope);
        self.proc_inits = others;
        // Only the targets found in the first pass are checked in the second.
        pending.retain(|p| {
            let q = self.initial_proc_target(p.iface, &p.target, p.scope, check);
            if let (Some(q), false) = (q, check) {
                self.set_proc_init(p.at, q);
            }
            q.is_some()
        });
        if !check {
            self.proc_inits.extend(pending);
        }
    }

    /// The initial target `=> g` of a procedure pointer (variable or component) of interface
    /// `iface` (§8.4 C822, §7.5.4.6 C7100: an external or module procedure, not an internal
    /// one nor a dummy, with a compatible interface), looked up in `scope`.
    pub(super) fn initial_proc_target(
        &mut self,
        iface: ProcId,
        t: &ast::Name,
        scope: usize,
        check: bool,
    ) -> Option<ProcId> {
        let q = match self.lookup_from(scope, &t.key) {
            Some(Entity::Proc(q)) => q,
            None => self.external_proc(t, ProcKind::Function, None),
            _ => {
                self.error(t.span, format!("'{}' at (1) is not a procedure", t.text));
                return None;
            }
        };
        let proc = self.proc(q);
        if proc.via.is_some() || proc.host.is_some() {
            self.error(
                t.span,
                format!(
                    "Procedure pointer initialization target '{}' at (1) must be an external or module procedure",
                    t.text
                ),
            );
            return None;
        }
        if check {
            self.check_interfaces(
                iface,
                q,
                t.span,
                "Interface mismatch in procedure pointer initialization at (1)",
            )?;
        }
        Some(q)
    }

    /// `a%f => target` for a procedure pointer component (§10.2.2.4).
    pub(super) fn proc_component_assign(
        &mut self,
        lhs: Expr,
        target: &ast::Expr,
    ) -> Option<super::tree::StmtKind> {
        let iface = self.component_proc(&lhs)?;
        let rhs = self.proc_target(iface, target)?;
        Some(super::tree::StmtKind::Assign { lhs, rhs })
    }

    /// The address assigned to a procedure pointer of interface `iface`: NULL() or a
    /// procedure with a compatible interface.
    fn proc_target(&mut self, iface: ProcId, target: &ast::Expr) -> Option<Expr> {
        if is_null(target) {
            return Some(Expr {
                kind: ExprKind::Const(Const::Int(0)),
                ty: ADDRESS,
                rank: 0,
                span: target.span,
            });
        }
        if let ast::ExprKind::Component { .. } = target.kind {
            // `p => a%f`: the address a procedure pointer component holds (§10.2.2.2).
            let c = self.expr(target)?;
            let Some(q) = self.component_proc(&c) else {
                self.error(target.span, "Invalid procedure pointer assignment at (1)");
                return None;
            };
            self.check_interfaces(
                iface,
                q,
                target.span,
                "Interface mismatch in procedure pointer assignment at (1)",
            )?;
            return Some(c);
        }
        let Some(r) = self.proc_ref(target) else {
            self.error(target.span, "Invalid procedure pointer assignment at (1)");
            return None;
        };
        let ExprKind::ProcRef(q) = r.kind else {
            return None;
        };
        self.check_interfaces(
            iface,
            q,
            target.span,
            "Interface mismatch in procedure pointer assignment at (1)",
        )?;
        Some(r)
    }

    /// `associated(p [, g])` of a procedure pointer `p` (a variable or a component): its
    /// address compared with null or with `g`'s.
    pub(super) fn associated_address(
        &mut self,
        c: Expr,
        rest: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let other = match rest.first().map(|a| &a.value) {
            None => None,
            Some(ast::ArgValue::Expr(t)) => Some(self.proc_ref(t).or_else(|| {
                self.error(
                    t.span,
                    "'target' argument of 'associated' intrinsic at (1) must be a procedure",
                );
                None
            })?),
            Some(_) => return None,
        };
        Some(self.address_compare(c, other, span))
    }

    fn address_compare(&self, ptr: Expr, other: Option<Expr>, span: Span) -> Expr {
        let (op, other) = match other {
            None => (
                super::tree::BinaryOp::Ne,
                Expr {
                    kind: ExprKind::Const(Const::Int(0)),
                    ty: ADDRESS,
                    rank: 0,
                    span,
                },
            ),
            Some(o) => (super::tree::BinaryOp::Eq, o),
        };
        Expr {
            kind: ExprKind::Binary(op, Box::new(ptr), Box::new(other)),
            ty: self.kinds.logical(),
            rank: 0,
            span,
        }
    }
}

impl Sema<'_> {
    /// `present(f)` of an optional dummy procedure (§16.9.152): its address is not null (an
    /// absent one is passed as 0). `None` when the argument is not a procedure.
    pub(super) fn present_procedure(
        &mut self,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<Expr>> {
        let [ast::Arg {
            value: ast::ArgValue::Expr(e),
            ..
        }] = args
        else {
            return None;
        };
        let ast::ExprKind::Name(n) = &e.kind else {
            return None;
        };
        let Some(Entity::Proc(p)) = self.lookup(&n.key) else {
            return None;
        };
        let optional_dummy = self.proc(p).via.filter(|&v| {
            matches!(
                self.symbol(v).storage,
                Storage::Dummy { optional: true, .. }
            )
        });
        let Some(v) = optional_dummy else {
            self.error(
                span,
                format!(
                    "'{}' argument of 'present' intrinsic at (1) must be an OPTIONAL dummy variable",
                    n.text
                ),
            );
            return Some(None);
        };
        if self.check_reachable(v, n.span).is_none() {
            return Some(None);
        }
        let ptr = self.var_expr(v, n.span);
        if self.prog.proc_pointers.contains(&v) {
            // A procedure pointer dummy is passed by reference: its address tells.
            return Some(Some(Expr {
                kind: ExprKind::Intrinsic(super::intrinsics::Intrinsic::Present, vec![ptr]),
                ty: self.kinds.logical(),
                rank: 0,
                span,
            }));
        }
        Some(Some(self.address_compare(ptr, None, span)))
    }
}
