//! Derived types (Fortran 2018 §7.5): definitions with intrinsic and derived components
//! (scalars and arrays of constant bounds) and default initialization, component
//! designators `a%b(i)` (§9.4.2) and structure constructors with positional and keyword
//! arguments (§7.5.10), allocatable and pointer components (also of the type being defined).
//! Type extension (§7.5.7): the parent component is the first component, and an inherited
//! component `s%x` is `s%parent%x`. Type-bound procedures are in `tbp`; parameterized
//! types are not supported yet.

use oxacc_source::Span;

use super::consts;
use super::scope::Entity;
use super::tree::{Component, Const, DerivedType, Expr, ExprKind};
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// `type :: name … end type`: the components, then the name in `scope`.
    pub(super) fn define_type(&mut self, def: &ast::DerivedTypeDef, scope: usize, span: Span) {
        let mut parent = None;
        for a in &def.attrs {
            match &a.kind {
                // §7.5.7.1 C741: the parent is a derived type defined before (not a
                // sequence or BIND(C) type, which gfortran rejects in its own words).
                ast::AttrKind::Extends(p) => match self.lookup_from(scope, &p.key) {
                    Some(Entity::Type(id)) => parent = Some(id),
                    _ => {
                        self.error(
                            p.span,
                            format!(
                                "Derived type '{}' at (1) has not been previously defined and so cannot be a parent type",
                                p.text
                            ),
                        );
                        return;
                    }
                },
                // An abstract type (§7.5.7.1) only constrains declarations (C708), which are
                // not checked.
                ast::AttrKind::Abstract => {}
                ast::AttrKind::Public | ast::AttrKind::Private => {
                    let s = &mut self.scopes[scope];
                    if a.kind == ast::AttrKind::Public {
                        s.public.push(def.name.key.clone());
                    } else {
                        s.private.push(def.name.key.clone());
                    }
                }
                ast::AttrKind::Bind(_) => {}
                _ => {
                    self.unsupported(a.span, "this derived-type attribute");
                    return;
                }
            }
        }
        if !def.params.is_empty() {
            self.unsupported(span, "a parameterized derived type");
            return;
        }
        // The type's number, known before its components so that a pointer component can
        // refer to it; the definition is filled in at the end.
        // A component before it may have reserved it (a forward reference).
        let own_id = match self.forward_types.remove(&(scope, def.name.key.clone())) {
            Some((id, _)) => {
                self.prog.types[id as usize].name = def.name.text.clone();
                id
            }
            None => {
                self.prog.types.push(DerivedType {
                    name: def.name.text.clone(),
                    components: Vec::new(),
                });
                self.prog.types.len() as u32 - 1
            }
        };
        let mut components: Vec<Component> = Vec::new();
        // §7.5.7.2: the parent component, named by the parent type, comes first, so an
        // extension's structure begins with its parent's and a `class(parent)` dummy can be
        // given its address.
        if let Some(pid) = parent {
            components.push(Component {
                name: self.prog.types[pid as usize].name.clone(),
                ty: Type::Derived(pid),
                dims: Vec::new(),
                init: self.default_value(pid).map(|c| vec![c]),
                alloc: None,
                pointer: false,
                proc: None,
            });
            self.type_parents.insert(own_id, pid);
        }
        let mut targets = Vec::new();
        for stmt in &def.components {
            if let ast::StmtKind::Procedure(ps) = &stmt.kind {
                // A procedure pointer component (§7.5.4.1): its address.
                for (name, target) in &ps.bindings {
                    let Some(p) = self.proc_component(ps, name, scope) else {
                        return;
                    };
                    // `=> null()` or `=> g`: disassociated, or associated with `g` (§7.5.4.6).
                    // The structure is stored after its components: the initial target is
                    // written into it then (`proc_init` patches the component in place).
                    if let Some(t) = target.as_ref().filter(|t| t.key != "null") {
                        targets.push((components.len(), p, t.clone()));
                    }
                    components.push(Component {
                        name: name.text.clone(),
                        ty: super::proc_entity::ADDRESS,
                        dims: Vec::new(),
                        init: Some(vec![Const::Int(0)]),
                        alloc: None,
                        pointer: false,
                        proc: Some(p),
                    });
                }
                continue;
            }
            let ast::StmtKind::TypeDecl(td) = &stmt.kind else {
                // `sequence` and `private` do not change this implementation's layout.
                continue;
            };
            let pointer = td
                .attrs
                .iter()
                .any(|a| matches!(a.kind, ast::AttrKind::Pointer));
            let allocatable = td
                .attrs
                .iter()
                .any(|a| matches!(a.kind, ast::AttrKind::Allocatable));
            // A pointer or allocatable component may have the type being defined (`type(node),
            // pointer :: next`, `type(node), allocatable :: kids(:)`, §7.5.4.1 C751): its
            // storage is a descriptor, not a structure.
            // Also a type defined later in the same specification part (§7.5.4.1:
            // only POINTER and ALLOCATABLE components may name one), as mutually recursive
            // types do: its number is reserved now.
            // `class(t)` components (decision 118): of their declared type, which stays their
            // dynamic type (`poly_components`); `class(*)` ones are not supported.
            let poly = matches!(td.type_spec.kind, ast::TypeKind::Class(_));
            if matches!(td.type_spec.kind, ast::TypeKind::Class(None)) {
                self.unsupported(td.type_spec.span, "a CLASS(*) component");
                return;
            }
            let own = match &td.type_spec.kind {
                ast::TypeKind::Derived(n) | ast::TypeKind::Class(Some(n))
                    if (pointer || allocatable) && n.key == def.name.key =>
                {
                    Some(own_id)
                }
                ast::TypeKind::Derived(n) | ast::TypeKind::Class(Some(n))
                    if (pointer || allocatable)
                        && !matches!(self.lookup_from(scope, &n.key), Some(Entity::Type(_))) =>
                {
                    Some(self.forward_type(scope, n))
                }
                ast::TypeKind::Derived(n)
                    if !matches!(self.lookup_from(scope, &n.key), Some(Entity::Type(_))) =>
                {
                    self.error(
                        n.span,
                        "Derived type at (1) has not been previously defined and so cannot appear in a derived type definition",
                    );
                    return;
                }
                _ => None,
            };
            let base = match own {
                Some(id) => Type::Derived(id),
                None => match self.type_spec(&td.type_spec) {
                    Some(t) => t,
                    None => return,
                },
            };
            let dimension = td.attrs.iter().find_map(|a| match &a.kind {
                ast::AttrKind::Dimension(s) => Some(s.clone()),
                _ => None,
            });
            for e in &td.entities {
                // §7.5.7.2: an inherited component's name (or the parent component's) is not
                // declared again.
                if parent.is_some_and(|p| {
                    self.has_component(p, &e.name.key)
                        || self.prog.types[p as usize]
                            .name
                            .eq_ignore_ascii_case(&e.name.key)
                }) {
                    self.error(
                        e.name.span,
                        format!(
                            "Component '{}' at (1) already in the parent type",
                            e.name.text
                        ),
                    );
                    return;
                }
                let mut ty = base;
                if let (Type::Character(_), Some(len)) = (ty, &e.char_len) {
                    match len {
                        ast::TypeParamValue::Expr(x) => {
                            ty = Type::Character(CharLen::Const(
                                self.const_int(x).unwrap_or(0).max(0) as i64,
                            ))
                        }
                        ast::TypeParamValue::Colon => ty = Type::Character(CharLen::Assumed),
                        ast::TypeParamValue::Star => ty = Type::Character(CharLen::Assumed),
                    }
                }
                let len_spec = e.char_len.as_ref().or(td.type_spec.star.as_ref()).or(td
                    .type_spec
                    .params
                    .iter()
                    .find(|p| p.keyword.as_ref().is_none_or(|k| k.key == "len"))
                    .map(|p| &p.value));
                if ty == Type::Character(CharLen::Assumed) {
                    match len_spec {
                        Some(ast::TypeParamValue::Colon) => {}
                        _ => {
                            // §7.5.4.1 C752: a component's length is a constant or deferred.
                            self.error(
                                e.span,
                                "Character length of component at (1) must be a constant specification expression",
                            );
                            return;
                        }
                    }
                }
                if ty == Type::Character(CharLen::Assumed) {
                    // §7.5.4.1 C753: a deferred length needs POINTER or ALLOCATABLE; only
                    // allocatable ones (`character(len=:), allocatable :: name, lines(:)`)
                    // are implemented.
                    if !allocatable && !pointer {
                        self.error(
                            e.span,
                            "Character component at (1) of deferred length must have the POINTER or ALLOCATABLE attribute",
                        );
                        return;
                    }
                    if pointer {
                        self.unsupported(e.span, "a deferred-length pointer component");
                        return;
                    }
                }
                let mut dims = Vec::new();
                let mut alloc = None;
                if pointer {
                    let spec = e.array.as_ref().or(dimension.as_ref());
                    match spec {
                        Some(spec)
                            if !spec
                                .dims
                                .iter()
                                .all(|d| matches!(d, ast::Dim::Colon { lower: None })) =>
                        {
                            self.error(
                                spec.span,
                                "Pointer array component of structure at (1) must have a deferred shape",
                            );
                            return;
                        }
                        spec => alloc = Some(spec.map_or(0, |s| s.dims.len() as u8)),
                    }
                } else if allocatable {
                    // §7.5.4.1 C749: an allocatable component has a deferred shape.
                    let spec = e.array.as_ref().or(dimension.as_ref());
                    match spec {
                        Some(spec)
                            if spec
                                .dims
                                .iter()
                                .all(|d| matches!(d, ast::Dim::Colon { lower: None })) =>
                        {
                            alloc = Some(spec.dims.len() as u8);
                        }
                        Some(spec) => {
                            self.error(
                                spec.span,
                                "Allocatable component of structure at (1) must have a deferred shape",
                            );
                            return;
                        }
                        // An allocatable scalar (§7.5.4.1): a descriptor of rank 0.
                        None => alloc = Some(0),
                    }
                    if e.init.is_some() {
                        self.error(
                            e.span,
                            "Allocatable component at (1) cannot have an initializer",
                        );
                        return;
                    }
                } else if let Some(spec) = e.array.as_ref().or(dimension.as_ref()) {
                    for d in &spec.dims {
                        let ast::Dim::Explicit { lower, upper } = d else {
                            self.unsupported(
                                spec.span,
                                "a component array without constant bounds",
                            );
                            return;
                        };
                        let lo = match lower {
                            Some(l) => self.const_int(l),
                            None => Some(1),
                        };
                        let hi = self.const_int(upper);
                        let (Some(lo), Some(hi)) = (lo, hi) else {
                            return;
                        };
                        dims.push((lo as i64, hi as i64));
                    }
                }
                let mut comp = Component {
                    name: e.name.text.clone(),
                    ty,
                    dims,
                    init: None,
                    alloc,
                    pointer,
                    proc: None,
                };
                if poly {
                    self.poly_components.insert((own_id, e.name.key.clone()));
                }
                comp.init = match &e.init {
                    // `=> null()`, or no initialization (an undefined association status,
                    // §7.5.4.6): pointer components start disassociated anyway.
                    Some(ast::Init::Pointer(_)) | None if pointer => None,
                    _ if pointer => {
                        self.unsupported(e.span, "this pointer component initialization");
                        return;
                    }
                    Some(ast::Init::Expr(x)) => {
                        let Some(v) = self.expr(x) else { return };
                        let n = comp.count();
                        match constant_elements(&v, ty, n) {
                            Some(c) => Some(c),
                            None => {
                                self.error(
                                    x.span,
                                    "Initialization expression at (1) is not a constant expression",
                                );
                                return;
                            }
                        }
                    }
                    Some(_) => {
                        self.unsupported(e.span, "this component initialization");
                        return;
                    }
                    // An allocatable component starts unallocated (its descriptor zero).
                    None if allocatable => None,
                    // A derived component takes its type's default initialization.
                    None => match ty {
                        Type::Derived(id) => self
                            .default_value(id)
                            .map(|c| vec![c; comp.count() as usize]),
                        _ => None,
                    },
                };
                components.push(comp);
            }
        }
        // Each `class(t)` allocatable component's dynamic type lives in a hidden component
        // after the declared ones (decision 129), where structure constructors' positional
        // values never reach and which intrinsic assignment copies with the component.
        let tags: Vec<Component> = components
            .iter()
            .filter(|c| {
                c.alloc.is_some()
                    && !c.pointer
                    && self
                        .poly_components
                        .contains(&(own_id, c.name.to_ascii_lowercase().into()))
            })
            .map(|c| Component {
                name: super::tree::tag_component_name(&c.name).into(),
                ty: Type::Integer(8),
                dims: Vec::new(),
                init: Some(vec![super::tree::Const::Int(0)]),
                alloc: None,
                pointer: false,
                proc: None,
            })
            .collect();
        components.extend(tags);
        self.prog.types[own_id as usize].components = components;
        for (k, iface, t) in targets {
            self.proc_init(
                super::proc_entity::ProcInitAt::Component(own_id, k),
                iface,
                &t,
                scope,
            );
        }
        self.define_bindings(own_id, parent, &def.bindings, scope);
        let id = own_id;
        self.scopes[scope]
            .names
            .insert(def.name.key.clone(), Entity::Type(id));
    }

    /// The number reserved for the derived type `name`, named by a component before its
    /// definition in the specification part of `scope`.
    fn forward_type(&mut self, scope: usize, name: &ast::Name) -> u32 {
        let key = (scope, name.key.clone());
        if let Some(&(id, _)) = self.forward_types.get(&key) {
            return id;
        }
        let id = self.prog.types.len() as u32;
        self.prog.types.push(DerivedType {
            name: name.text.clone(),
            components: Vec::new(),
        });
        self.forward_types.insert(key, (id, name.span));
        id
    }

    /// At the end of the specification part of `scope`: the types its components named before
    /// a definition that never came.
    pub(super) fn undefined_forward_types(&mut self, scope: usize) {
        let mut left: Vec<(u32, Span)> = Vec::new();
        self.forward_types.retain(|(s, _), v| {
            if *s == scope {
                left.push(*v);
            }
            *s != scope
        });
        left.sort_by_key(|&(id, _)| id);
        for (id, span) in left {
            let name = self.prog.types[id as usize].name.clone();
            self.error(
                span,
                format!("Derived type '{name}' at (1) has not been declared"),
            );
        }
    }

    /// The default initial value of a derived type when any component has one (§7.5.4.6);
    /// components without one are zero in static storage.
    pub(super) fn default_value(&self, id: u32) -> Option<Const> {
        default_value(&self.prog.types, id)
    }

    /// Whether a structure of type `id` holds an allocatable component, also inside a
    /// component of derived type.
    pub(super) fn has_alloc_components(&self, id: u32) -> bool {
        has_alloc_components(&self.prog.types, id)
    }

    /// `type(name)` in a declaration.
    pub(super) fn derived_type_spec(&mut self, name: &ast::Name) -> Option<Type> {
        match self.lookup(&name.key) {
            Some(Entity::Type(id)) => Some(Type::Derived(id)),
            _ => {
                self.error(
                    name.span,
                    format!(
                        "Derived type '{}' at (1) is being used before it is defined",
                        name.text
                    ),
                );
                None
            }
        }
    }

    /// `base%name` (§9.4.2).
    pub(super) fn component_ref(
        &mut self,
        base: Expr,
        name: &ast::Name,
        span: Span,
    ) -> Option<Expr> {
        self.component_ref_with(base, name, span, true)
    }

    /// `base%name`; `whole` is false when subscripts follow (`p%pos(2)` with an array `p`
    /// is a rank-1 reference, §9.4.2 C919 applies to the whole part reference).
    pub(super) fn component_ref_with(
        &mut self,
        base: Expr,
        name: &ast::Name,
        span: Span,
        whole: bool,
    ) -> Option<Expr> {
        let Type::Derived(id) = base.ty else {
            self.error(span, "Unexpected '%' for nonderived-type variable at (1)");
            return None;
        };
        // An inherited component (§7.5.7.2) is a component of the parent component.
        if let Some(pid) = self.type_parents.get(&id).copied() {
            let own = self.prog.types[id as usize]
                .components
                .iter()
                .any(|c| c.name.eq_ignore_ascii_case(&name.key));
            if !own && self.has_component(pid, &name.key) {
                let parent = self.parent_part(base, pid, span)?;
                return self.component_ref_with(parent, name, span, whole);
            }
        }
        let t = &self.prog.types[id as usize];
        let Some(index) = t
            .components
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(&name.key))
        else {
            let tname = t.name.clone();
            self.error(
                name.span,
                format!(
                    "'{}' at (1) is not a member of the '{tname}' structure",
                    name.text
                ),
            );
            return None;
        };
        let comp = t.components[index].clone();
        if base.rank > 0 && comp.alloc.is_some() {
            // §9.4.2 C919: no part to the left of an allocatable component may be an array.
            self.error(span, "Component to the right of a part reference with nonzero rank must not have the ALLOCATABLE attribute at (1)");
            return None;
        }
        if whole && base.rank > 0 && !comp.dims.is_empty() {
            self.error(span, "Component to the right of a part reference with nonzero rank must not have nonzero rank at (1)");
            return None;
        }
        let rank = if whole {
            base.rank + comp.rank() as u8
        } else {
            base.rank
        };
        Some(Expr {
            kind: ExprKind::Component {
                base: Box::new(base),
                index,
                subscripts: Vec::new(),
            },
            ty: comp.ty,
            rank,
            span,
        })
    }

    /// The number of positional values of a structure constructor of type `id` (§7.5.10):
    /// its components, with the parent component's replaced by the parent's.
    fn component_count(&self, id: u32) -> usize {
        let own = self.prog.types[id as usize].components.len();
        match self.type_parents.get(&id) {
            Some(&p) => self.component_count(p) + own - 1,
            None => own,
        }
    }

    /// Whether type `id` has a component `key`, its own or inherited.
    fn has_component(&self, id: u32, key: &str) -> bool {
        self.prog.types[id as usize]
            .components
            .iter()
            .any(|c| c.name.eq_ignore_ascii_case(key))
            || self
                .type_parents
                .get(&id)
                .is_some_and(|&p| self.has_component(p, key))
    }

    /// Whether `ty` is the derived type `of` or an extension of it (§7.5.7.1).
    pub(super) fn extends_type(&self, ty: Type, of: Type) -> bool {
        match (ty, of) {
            (Type::Derived(a), Type::Derived(b)) if a == b => true,
            (_, Type::Derived(b)) if Some(b) == self.unlimited => true,
            (Type::Derived(a), _) => self
                .type_parents
                .get(&a)
                .is_some_and(|&p| self.extends_type(Type::Derived(p), of)),
            _ => false,
        }
    }

    /// `x`, of an extension of `of`, as its ancestor part of type `of`: the chain of parent
    /// components (`x%base`), the same storage since each parent component comes first.
    pub(super) fn ancestor_part(&mut self, x: Expr, of: Type) -> Option<Expr> {
        let mut x = x;
        while x.ty != of {
            let Type::Derived(id) = x.ty else { return None };
            let pid = *self.type_parents.get(&id)?;
            let span = x.span;
            x = self.parent_part(x, pid, span)?;
        }
        Some(x)
    }

    /// `x%p`, the parent component (of type `pid`) of the extension `x`.
    fn parent_part(&mut self, x: Expr, pid: u32, span: Span) -> Option<Expr> {
        let text = self.prog.types[pid as usize].name.clone();
        let name = ast::Name {
            key: text.to_ascii_lowercase().into(),
            text,
            span,
        };
        self.component_ref_with(x, &name, span, true)
    }

    /// `base%name(subscripts)`: an element or section of an array component.
    pub(super) fn component_subscripts(
        &mut self,
        comp: Expr,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let ExprKind::Component {
            base,
            index,
            subscripts,
        } = comp.kind
        else {
            return None;
        };
        let Type::Derived(id) = base.ty else {
            return None;
        };
        let dims = self.prog.types[id as usize].components[index].rank();
        if !subscripts.is_empty() || dims != args.len() {
            if let (Type::Character(_), [arg], 0) = (comp.ty, args, dims) {
                let c = Expr {
                    kind: ExprKind::Component {
                        base,
                        index,
                        subscripts,
                    },
                    ..comp
                };
                return self.substring_of(c, arg, span);
            }
            self.error(
                span,
                format!(
                    "Rank mismatch in array reference at (1) ({}/{dims})",
                    args.len()
                ),
            );
            return None;
        }
        let subs = self.subscripts(args)?;
        let ranges = subs.iter().filter(|s| s.is_section()).count() as u8;
        if base.rank > 0 && ranges > 0 {
            self.error(span, "Component to the right of a part reference with nonzero rank must not have nonzero rank at (1)");
            return None;
        }
        let rank = base.rank + ranges;
        Some(Expr {
            kind: ExprKind::Component {
                base,
                index,
                subscripts: subs,
            },
            ty: comp.ty,
            rank,
            span,
        })
    }

    /// A structure constructor `t(v1, name=v2, …)` (§7.5.10).
    pub(super) fn structure_constructor(
        &mut self,
        id: u32,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let t = self.prog.types[id as usize].clone();
        let mut values: Vec<Option<Expr>> = vec![None; t.components.len()];
        // §7.5.10: an extension's component order is its parent's (inherited components,
        // by position or keyword) and then its own; those values build the parent
        // component unless it is given by its own keyword.
        let parent = self.type_parents.get(&id).copied();
        let inherited = parent.map_or(0, |p| self.component_count(p));
        let mut parent_args = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, "invalid component value");
                return None;
            };
            if let Some(p) = parent {
                let to_parent = match &a.keyword {
                    None => i < inherited,
                    Some(k) => {
                        !t.components
                            .iter()
                            .any(|c| c.name.eq_ignore_ascii_case(&k.key))
                            && self.has_component(p, &k.key)
                    }
                };
                if to_parent {
                    parent_args.push(a.clone());
                    continue;
                }
            }
            let pos = match &a.keyword {
                Some(k) => match t
                    .components
                    .iter()
                    .position(|c| c.name.eq_ignore_ascii_case(&k.key))
                {
                    Some(p) => p,
                    None => {
                        self.error(a.span, format!("Component initializer without name after component named at (1): '{}' is not a component of '{}'", k.text, t.name));
                        return None;
                    }
                },
                None if parent.is_some() => i + 1 - inherited,
                None => i,
            };
            let Some(comp) = t.components.get(pos) else {
                self.error(span, "Too many components in structure constructor at (1)");
                return None;
            };
            let v = self.expr(e)?;
            let ok = match (comp.ty, v.ty) {
                (a, b) if a.is_numeric() && b.is_numeric() => true,
                (Type::Logical(_), Type::Logical(_)) | (Type::Character(_), Type::Character(_)) => {
                    true
                }
                (Type::Derived(x), Type::Derived(y)) => x == y,
                _ => false,
            };
            // §7.5.10 C7104: the value of an allocatable component has its rank.
            let rank_ok = match comp.alloc {
                Some(r) => v.rank == r,
                None => v.rank == 0 || v.rank as usize == comp.dims.len(),
            };
            if !ok || !rank_ok {
                self.error(
                    e.span,
                    format!("Cannot convert {} to {} at (1)", v.ty, comp.ty),
                );
                return None;
            }
            values[pos] = Some(self.convert(v, comp.ty));
        }
        if let Some(p) = parent.filter(|_| values[0].is_none()) {
            values[0] = Some(self.structure_constructor(p, &parent_args, span)?);
        }
        let mut out = Vec::new();
        for (c, v) in t.components.iter().zip(values) {
            match (v, &c.init) {
                (Some(v), _) => out.push(v),
                (None, Some(init)) => {
                    let value = if c.dims.is_empty() {
                        Expr {
                            kind: ExprKind::Const(init[0].clone()),
                            ty: c.ty,
                            rank: 0,
                            span,
                        }
                    } else {
                        let items = init
                            .iter()
                            .map(|k| Expr {
                                kind: ExprKind::Const(k.clone()),
                                ty: c.ty,
                                rank: 0,
                                span,
                            })
                            .collect();
                        Expr {
                            kind: ExprKind::ArrayCtor(items),
                            ty: c.ty,
                            rank: 1,
                            span,
                        }
                    };
                    out.push(value);
                }
                // An allocatable component without a value is unallocated (§7.5.10).
                (None, None) if c.alloc.is_some() => out.push(Expr {
                    kind: ExprKind::Absent,
                    ty: c.ty,
                    rank: 0,
                    span,
                }),
                (None, None) => {
                    self.error(span, format!("No initializer for component '{}' given in the structure constructor at (1)", c.name));
                    return None;
                }
            }
        }
        let e = Expr {
            kind: ExprKind::Construct(id, out),
            ty: Type::Derived(id),
            rank: 0,
            span,
        };
        // A constant of a type with allocatable components would put values where their
        // descriptors go: such a constructor is built at run time.
        if self.has_alloc_components(id) {
            return Some(e);
        }
        Some(match consts::fold(&e) {
            Some(c) => Expr {
                kind: ExprKind::Const(c),
                ..e
            },
            None => e,
        })
    }
}

/// The element values of a constant initializer for `n` elements of type `ty`.
pub(super) fn constant_elements(v: &Expr, ty: Type, n: i64) -> Option<Vec<Const>> {
    match &v.kind {
        ExprKind::ArrayCtor(items) => {
            let out: Option<Vec<Const>> = items
                .iter()
                .map(|i| consts::fold(i).and_then(|c| consts::convert(&c, ty)))
                .collect();
            out.filter(|o| o.len() as i64 == n)
        }
        _ => {
            let c = consts::fold(v).and_then(|c| consts::convert(&c, ty))?;
            Some(vec![c; n.max(1) as usize])
        }
    }
}

/// The default initialization of a structure of type `id` (§7.5.4.6), one value per
/// component; `None` when it has none. A structure with allocatable components starts with
/// them unallocated (§9.7.1.3): its storage is initialised (to zero descriptors) like a
/// default initialization.
pub fn default_value(types: &[super::tree::DerivedType], id: u32) -> Option<Const> {
    let t = &types[id as usize];
    if t.components.iter().all(|c| c.init.is_none()) && !has_alloc_components(types, id) {
        return None;
    }
    Some(Const::Derived(
        t.components
            .iter()
            .map(|c| c.init.clone().unwrap_or_default())
            .collect(),
    ))
}

/// Whether a structure of type `id` holds an allocatable component, also inside a component
/// of derived type.
fn has_alloc_components(types: &[super::tree::DerivedType], id: u32) -> bool {
    types[id as usize].components.iter().any(|c| {
        c.alloc.is_some()
            || matches!(c.ty, Type::Derived(d) if d != id && has_alloc_components(types, d))
    })
}
