//! Specification parts (Fortran 2018 §8): type declarations with kinds and attributes,
//! attribute statements, `implicit`, `parameter`, `data`, `use` (§14.2.2) and accessibility.
//! The statements are collected per name first (attributes may come in any order, a bound
//! may name a dummy declared later), then each name becomes a symbol with its storage.

use std::collections::HashMap;

use smol_str::SmolStr;

use super::consts;
use super::scope::{Entity, ImplicitRules, Scope, Specific};
use super::tree::{ArrayShape, Bounds, Const, ProcId, ProcKind, Storage, Symbol};
use super::types::{self, CharLen, Type};
use super::Sema;
use crate::ast;

/// What the specification part says about one name.
#[derive(Clone, Debug)]
pub(super) struct Decl {
    pub(super) name: ast::Name,
    pub(super) ty: Option<Type>,
    array: Option<ast::ArraySpec>,
    allocatable: bool,
    pub(super) pointer: bool,
    value: bool,
    pub(super) save: bool,
    /// A named constant array (`parameter`, §8.5.13).
    parameter: bool,
    external: bool,
    pub(super) optional: bool,
    intent_out: bool,
    pub(super) intent_in: bool,
    /// The link name of the common block holding it.
    common: Option<SmolStr>,
    init: Option<ast::Expr>,
    /// `bind(c[, name=])` (§18.10.2): the C name of a module variable.
    bind: Option<SmolStr>,
    /// `target` (§8.5.17): it may be the target of a pointer assignment.
    target: bool,
    /// `volatile` (§8.5.20) or `asynchronous` (§8.5.4): other means may reach its memory
    /// while a procedure runs.
    volatile: bool,
    /// A character length that is not a constant expression (§7.4.4.2), resolved once every
    /// name of the unit is declared.
    len_expr: Option<ast::Expr>,
    /// `character(len=:)` (§7.4.4.2): the length comes with each allocation.
    deferred_len: bool,
    /// `procedure([interface])` (§15.4.3.6): a dummy procedure or procedure pointer with
    /// that interface (`None`: implicit).
    pub(super) proc_iface: Option<Option<ast::Name>>,
    /// Declared `class(t)` (§7.3.2.3).
    poly: bool,
    /// `procedure(f), pointer :: p => g` (§8.4): the initial target `g`.
    pub(super) proc_init: Option<ast::Name>,
}

impl Decl {
    fn new(name: &ast::Name) -> Decl {
        Decl {
            name: name.clone(),
            ty: None,
            array: None,
            allocatable: false,
            pointer: false,
            value: false,
            save: false,
            parameter: false,
            external: false,
            optional: false,
            intent_out: false,
            intent_in: false,
            common: None,
            init: None,
            bind: None,
            target: false,
            volatile: false,
            len_expr: None,
            deferred_len: false,
            proc_iface: None,
            proc_init: None,
            poly: false,
        }
    }

    /// Whether the declaration gives the name a type or an attribute that a use-associated
    /// entity may not be given again (§14.2.2: only accessibility, `asynchronous` and
    /// `volatile` may be respecified).
    fn redeclares(&self) -> bool {
        self.ty.is_some()
            || self.array.is_some()
            || self.allocatable
            || self.pointer
            || self.external
            || self.init.is_some()
            || self.target
            || self.value
            || self.optional
            || self.intent_in
            || self.intent_out
            || self.proc_iface.is_some()
    }
}

#[derive(Default)]
struct Decls {
    list: Vec<Decl>,
    index: HashMap<SmolStr, usize>,
    /// Common block members in the order of the COMMON statements: (block, name).
    commons: Vec<(SmolStr, SmolStr)>,
}

impl Decls {
    fn get(&mut self, name: &ast::Name) -> &mut Decl {
        let i = match self.index.get(&name.key) {
            Some(&i) => i,
            None => {
                self.list.push(Decl::new(name));
                self.index.insert(name.key.clone(), self.list.len() - 1);
                self.list.len() - 1
            }
        };
        &mut self.list[i]
    }
    fn find(&self, key: &str) -> Option<&Decl> {
        self.index.get(key).map(|&i| &self.list[i])
    }
}

impl Sema<'_> {
    /// Resolves the specification part of `unit` into symbols of `scope`. `proc` is `None` for
    /// a module; `owner` names static storage (`__mod_MOD_x` for module variables).
    pub(super) fn declare_spec(
        &mut self,
        unit: &ast::ProgramUnit,
        scope: usize,
        proc: Option<ProcId>,
        owner: &str,
    ) {
        let mut decls = Decls::default();
        let mut data_sets: Vec<&ast::DataSet> = Vec::new();
        for d in &unit.dummies {
            match d {
                ast::DummyArg::Name(n) => {
                    decls.get(n);
                }
                ast::DummyArg::Star(span) => self.unsupported(*span, "an alternate return"),
            }
        }
        let result_name = match unit.kind {
            ast::UnitKind::Function => unit.result.as_ref().or(unit.name.as_ref()).cloned(),
            _ => None,
        };
        if let Some(r) = &result_name {
            decls.get(r);
        }
        for stmt in &unit.body {
            self.spec_stmt(stmt, scope, &mut decls, &mut data_sets);
        }
        self.undefined_forward_types(scope);
        self.finish_decls(unit, scope, proc, owner, decls, result_name);
        for stmt in &unit.body {
            if let ast::StmtKind::Equivalence(sets) = &stmt.kind {
                self.equivalence(sets, scope, owner);
            }
        }
        for set in data_sets {
            self.data_set(set);
        }
    }

    fn spec_stmt<'f>(
        &mut self,
        stmt: &'f ast::Stmt,
        scope: usize,
        decls: &mut Decls,
        data_sets: &mut Vec<&'f ast::DataSet>,
    ) {
        match &stmt.kind {
            ast::StmtKind::Use(u) => self.use_module(u, scope),
            ast::StmtKind::ImplicitNone { .. } => {
                self.scopes[scope].implicit = ImplicitRules::none()
            }
            ast::StmtKind::Implicit(specs) => {
                for spec in specs {
                    let Some(ty) = self.type_spec(&spec.type_spec) else {
                        continue;
                    };
                    for &(a, b) in &spec.ranges {
                        let (a, b) = (a.to_ascii_lowercase() as u8, b.to_ascii_lowercase() as u8);
                        for c in a..=b {
                            if c.is_ascii_lowercase() {
                                self.scopes[scope].implicit.letters[(c - b'a') as usize] = Some(ty);
                            }
                        }
                    }
                }
            }
            ast::StmtKind::TypeDecl(td) => self.type_decl(td, scope, decls),
            ast::StmtKind::AttrStmt { attr, entities } => {
                for e in entities {
                    if e.common {
                        // `save /blk/`: common blocks are static storage already.
                        continue;
                    }
                    let d = decls.get(&e.name);
                    if e.array.is_some() {
                        d.array = e.array.clone();
                    }
                    match &attr.kind {
                        // `dimension v(5)`: the entity's own spec (the statement has none).
                        ast::AttrKind::Dimension(spec) if e.array.is_none() => {
                            d.array = Some(spec.clone())
                        }
                        ast::AttrKind::Allocatable => d.allocatable = true,
                        ast::AttrKind::Pointer => d.pointer = true,
                        ast::AttrKind::Value => d.value = true,
                        ast::AttrKind::Save => d.save = true,
                        ast::AttrKind::External => d.external = true,
                        ast::AttrKind::Optional => d.optional = true,
                        ast::AttrKind::Intent(ast::Intent::Out) => d.intent_out = true,
                        ast::AttrKind::Intent(ast::Intent::In) => d.intent_in = true,
                        ast::AttrKind::Bind(b) => d.bind = Some(c_name(b, &e.name)),
                        ast::AttrKind::Target => d.target = true,
                        ast::AttrKind::Volatile | ast::AttrKind::Asynchronous => d.volatile = true,
                        _ => {}
                    }
                }
                if let ast::AttrKind::Save = attr.kind {
                    if entities.is_empty() {
                        // A bare `save` saves every local (§8.6.14).
                        for d in &mut decls.list {
                            d.save = true;
                        }
                    }
                }
            }
            ast::StmtKind::Access { public, items } => {
                let s = &mut self.scopes[scope];
                if items.is_empty() {
                    s.default_private = !public;
                }
                for item in items {
                    let key = super::interface::generic_key(item);
                    if *public {
                        s.public.push(key);
                    } else {
                        s.private.push(key);
                    }
                }
            }
            ast::StmtKind::Parameter(list) => {
                for (name, e) in list {
                    let ty = decls.find(&name.key).and_then(|d| d.ty);
                    self.define_constant(name, ty, e, scope);
                }
            }
            ast::StmtKind::Data(sets) => {
                // §8.6.7: a variable initialised by DATA has the SAVE attribute.
                fn names<'a>(item: &'a ast::ListItem, out: &mut Vec<&'a ast::Name>) {
                    match item {
                        ast::ListItem::Expr(e) => match &e.kind {
                            ast::ExprKind::Name(n) => out.push(n),
                            ast::ExprKind::CallOrIndex { base, .. } => {
                                if let ast::ExprKind::Name(n) = &base.kind {
                                    out.push(n);
                                }
                            }
                            _ => {}
                        },
                        ast::ListItem::ImpliedDo(d) => {
                            for i in &d.items {
                                names(i, out);
                            }
                        }
                    }
                }
                let mut objects = Vec::new();
                for set in sets {
                    for o in &set.objects {
                        names(o, &mut objects);
                    }
                }
                for n in objects {
                    decls.get(n).save = true;
                }
                data_sets.extend(sets.iter());
            }
            ast::StmtKind::DerivedType(def) => self.define_type(def, scope, stmt.span),
            ast::StmtKind::Interface(block) => self.interface_block(block, scope, stmt.span),
            ast::StmtKind::Common(blocks) => {
                for b in blocks {
                    let link: SmolStr = match &b.name {
                        Some(n) => format!("{}_", n.key).into(),
                        None => "__BLNK__".into(),
                    };
                    for o in &b.objects {
                        let d = decls.get(&o.name);
                        d.common = Some(link.clone());
                        if o.array.is_some() {
                            d.array = o.array.clone();
                        }
                        decls.commons.push((link.clone(), o.name.key.clone()));
                    }
                }
            }
            // Resolved once the variables exist (`equivalence`).
            ast::StmtKind::Equivalence(_) => {}
            ast::StmtKind::Namelist(groups) => {
                for (group, names) in groups {
                    for n in names {
                        // Declared here if not before (implicitly typed, §8.9).
                        decls.get(n);
                    }
                    self.namelists
                        .entry((scope, group.key.clone()))
                        .or_default()
                        .extend(names.iter().cloned());
                }
            }
            ast::StmtKind::Procedure(ps) => {
                for (name, target) in &ps.bindings {
                    let d = decls.get(name);
                    d.proc_iface = Some(ps.interface.clone());
                    for a in &ps.attrs {
                        match &a.kind {
                            ast::AttrKind::Pointer => d.pointer = true,
                            ast::AttrKind::Optional => d.optional = true,
                            ast::AttrKind::Save => d.save = true,
                            ast::AttrKind::Intent(ast::Intent::In) => d.intent_in = true,
                            ast::AttrKind::Public | ast::AttrKind::Private => {
                                let s = &mut self.scopes[scope];
                                if a.kind == ast::AttrKind::Public {
                                    s.public.push(name.key.clone());
                                } else {
                                    s.private.push(name.key.clone());
                                }
                            }
                            _ => {}
                        }
                    }
                    if let Some(t) = target {
                        if t.key != "null" {
                            d.proc_init = Some(t.clone());
                        }
                        d.save = true;
                    }
                }
            }
            _ => {}
        }
    }

    fn type_decl(&mut self, td: &ast::TypeDecl, scope: usize, decls: &mut Decls) {
        // After a reported error in the type, the entities are still declared (as default
        // integers) so that their uses do not report again.
        let mut parameter = false;
        let mut dimension = None;
        let mut flags = (false, false, false, false, false);
        for a in &td.attrs {
            match &a.kind {
                ast::AttrKind::Parameter => parameter = true,
                ast::AttrKind::Dimension(spec) => dimension = Some(spec.clone()),
                ast::AttrKind::Allocatable => flags.0 = true,
                ast::AttrKind::Pointer => flags.1 = true,
                ast::AttrKind::Value => flags.2 = true,
                ast::AttrKind::Save => flags.3 = true,
                ast::AttrKind::External => flags.4 = true,
                ast::AttrKind::Public | ast::AttrKind::Private => {
                    let public = a.kind == ast::AttrKind::Public;
                    for e in &td.entities {
                        let s = &mut self.scopes[scope];
                        if public {
                            s.public.push(e.name.key.clone());
                        } else {
                            s.private.push(e.name.key.clone());
                        }
                    }
                }
                _ => {}
            }
        }
        // A length that names variables (dummies, host or module variables) is a
        // specification expression (§10.1.11), resolved after the declarations.
        let base_len = match &td.type_spec.star {
            Some(ast::TypeParamValue::Expr(e)) => Some(e),
            _ => td.type_spec.params.first().and_then(|p| match &p.value {
                ast::TypeParamValue::Expr(e)
                    if p.keyword.as_ref().is_none_or(|k| k.key == "len") =>
                {
                    Some(e)
                }
                _ => None,
            }),
        };
        let base_len = base_len.filter(|e| {
            td.type_spec.kind == ast::TypeKind::Character && !self.constant_names_only(e)
        });
        let base = match base_len {
            Some(_) => Type::Character(CharLen::Assumed),
            None => self
                .type_spec(&td.type_spec)
                .unwrap_or(self.kinds.integer()),
        };
        for e in &td.entities {
            let mut ty = base;
            let mut len_expr = base_len.cloned();
            match (ty, &e.char_len) {
                (Type::Character(_), Some(ast::TypeParamValue::Expr(l)))
                    if !self.constant_names_only(l) =>
                {
                    ty = Type::Character(CharLen::Assumed);
                    len_expr = Some(l.clone());
                }
                (Type::Character(_), Some(len)) => match self.char_len(len) {
                    Some(l) => {
                        ty = Type::Character(l);
                        len_expr = None;
                    }
                    None => continue,
                },
                _ => {}
            }
            let array = e.array.clone().or_else(|| dimension.clone());
            if parameter && array.is_none() {
                match &e.init {
                    Some(ast::Init::Expr(init)) => {
                        self.define_constant(&e.name, Some(ty), init, scope)
                    }
                    _ => self.error(e.span, "PARAMETER at (1) is missing an initializer"),
                }
                continue;
            }
            let d = decls.get(&e.name);
            d.ty = Some(ty);
            d.poly = matches!(td.type_spec.kind, ast::TypeKind::Class(_));
            d.array = array;
            d.len_expr = len_expr;
            d.deferred_len = matches!(
                e.char_len.as_ref().or(td.type_spec.star.as_ref()).or(td
                    .type_spec
                    .params
                    .first()
                    .map(|p| &p.value)),
                Some(ast::TypeParamValue::Colon)
            ) && td.type_spec.kind == ast::TypeKind::Character;
            d.allocatable |= flags.0;
            d.pointer |= flags.1;
            d.value |= flags.2;
            d.save |= flags.3 || parameter;
            d.parameter |= parameter;
            d.external |= flags.4;
            d.optional |= td.attrs.iter().any(|a| a.kind == ast::AttrKind::Optional);
            for a in &td.attrs {
                match &a.kind {
                    ast::AttrKind::Bind(b) => d.bind = Some(c_name(b, &e.name)),
                    ast::AttrKind::Target => d.target = true,
                    ast::AttrKind::Volatile | ast::AttrKind::Asynchronous => d.volatile = true,
                    _ => {}
                }
            }
            d.intent_out |= td
                .attrs
                .iter()
                .any(|a| a.kind == ast::AttrKind::Intent(ast::Intent::Out));
            d.intent_in |= td
                .attrs
                .iter()
                .any(|a| a.kind == ast::AttrKind::Intent(ast::Intent::In));
            match &e.init {
                Some(ast::Init::Expr(x)) => d.init = Some(x.clone()),
                Some(ast::Init::Data(_)) => self.unsupported(e.span, "an old-style initialisation"),
                Some(ast::Init::Pointer(_)) => {}
                None => {}
            }
        }
    }

    /// A `parameter`: the folded value, converted to the declared (or implicit) type.
    fn define_constant(&mut self, name: &ast::Name, ty: Option<Type>, e: &ast::Expr, scope: usize) {
        let Some(value) = self.expr(e) else {
            return;
        };
        let ty = match ty.or_else(|| self.scopes[scope].implicit.type_of(&name.key)) {
            Some(Type::Character(CharLen::Assumed)) => value.ty,
            Some(t) => t,
            None => {
                self.no_implicit_type(name);
                return;
            }
        };
        let folded = consts::fold(&value).and_then(|c| consts::convert(&c, ty));
        match folded {
            Some(c) => {
                let ty = match (&c, ty) {
                    (Const::Char(s), Type::Character(_)) => {
                        Type::Character(CharLen::Const(s.len() as i64))
                    }
                    _ => ty,
                };
                self.scopes[scope]
                    .names
                    .insert(name.key.clone(), Entity::Constant(c, ty));
            }
            None => self.error(
                e.span,
                "Initialization expression at (1) is not a constant expression",
            ),
        }
    }

    pub(super) fn no_implicit_type(&mut self, name: &ast::Name) {
        self.error(
            name.span,
            format!("Symbol '{}' at (1) has no IMPLICIT type", name.text),
        );
    }

    /// A type specification to a type (§7.3.2): kinds are constant expressions.
    pub(super) fn type_spec(&mut self, ts: &ast::TypeSpec) -> Option<Type> {
        let mut kind: Option<i128> = None;
        let mut len: Option<CharLen> = None;
        let is_char = ts.kind == ast::TypeKind::Character;
        for (i, p) in ts.params.iter().enumerate() {
            let key = p.keyword.as_ref().map(|k| k.key.as_str());
            let is_len = match key {
                Some("len") => true,
                Some("kind") => false,
                _ => is_char && i == 0,
            };
            if is_len {
                len = Some(self.char_len(&p.value)?);
            } else {
                match &p.value {
                    ast::TypeParamValue::Expr(e) => kind = Some(self.const_int(e)?),
                    _ => {
                        self.error(ts.span, "a kind must be a constant expression");
                        return None;
                    }
                }
            }
        }
        if let Some(star) = &ts.star {
            if is_char {
                len = Some(self.char_len(star)?);
            } else if let ast::TypeParamValue::Expr(e) = star {
                kind = Some(self.const_int(e)?);
                // `complex*16` is two reals of kind 8.
                if matches!(ts.kind, ast::TypeKind::Complex) {
                    kind = kind.map(|k| k / 2);
                }
            }
        }
        let k = self.kinds;
        let (category, default) = match &ts.kind {
            ast::TypeKind::Integer => (types::Category::Integer, k.integer),
            ast::TypeKind::Real => (types::Category::Real, k.real),
            ast::TypeKind::DoublePrecision => (types::Category::Real, k.double),
            ast::TypeKind::Complex => (types::Category::Complex, k.real),
            ast::TypeKind::DoubleComplex => (types::Category::Complex, k.double),
            ast::TypeKind::Logical => (types::Category::Logical, k.integer),
            ast::TypeKind::Character => (types::Category::Character, 1),
            ast::TypeKind::Derived(name) => return self.derived_type_spec(name),
            // A `class(t)` entity is typed by its declared type `t` (§7.3.2.3); its dynamic
            // type, an extension of `t` whose parent part it then designates (the parent
            // component comes first), travels beside it (decision 97, `dyntype`).
            ast::TypeKind::Class(Some(name)) => return self.derived_type_spec(name),
            // CLASS(*): a hidden type without components, which any type "extends".
            ast::TypeKind::Class(None) => return Some(Type::Derived(self.unlimited_type())),
        };
        let kind = kind.unwrap_or(default as i128);
        if !types::valid_kind(category, kind) {
            self.error(
                ts.span,
                format!(
                    "Kind {kind} not supported for type {} at (1)",
                    category_name(category)
                ),
            );
            return None;
        }
        let kind = kind as u8;
        Some(match category {
            types::Category::Integer => Type::Integer(kind),
            types::Category::Real => Type::Real(kind),
            types::Category::Complex => Type::Complex(kind),
            types::Category::Logical => Type::Logical(kind),
            types::Category::Character => Type::Character(len.unwrap_or(CharLen::Const(1))),
            types::Category::Derived => return None,
        })
    }

    fn char_len(&mut self, v: &ast::TypeParamValue) -> Option<CharLen> {
        match v {
            ast::TypeParamValue::Star => Some(CharLen::Assumed),
            // A deferred length (`len=:`): set by each allocation and assignment.
            ast::TypeParamValue::Colon => Some(CharLen::Assumed),
            ast::TypeParamValue::Expr(e) => {
                self.const_int(e).map(|n| CharLen::Const(n.max(0) as i64))
            }
        }
    }

    /// A scalar integer constant expression (kinds, lengths, constant bounds).
    pub(super) fn const_int(&mut self, e: &ast::Expr) -> Option<i128> {
        let t = self.expr(e)?;
        match consts::fold(&t) {
            Some(Const::Int(v)) => Some(v),
            _ => {
                self.error(
                    e.span,
                    "Expression at (1) must be a constant integer expression",
                );
                None
            }
        }
    }

    /// Turns the collected declarations into symbols (§8.5 attributes decide the storage).
    fn finish_decls(
        &mut self,
        unit: &ast::ProgramUnit,
        scope: usize,
        proc: Option<ProcId>,
        owner: &str,
        decls: Decls,
        result_name: Option<ast::Name>,
    ) {
        let dummy_keys: Vec<SmolStr> = unit
            .dummies
            .iter()
            .filter_map(|d| match d {
                ast::DummyArg::Name(n) => Some(n.key.clone()),
                ast::DummyArg::Star(_) => None,
            })
            .collect();
        let kind = proc.map(|p| self.proc(p).kind);
        let prefix_type = match &unit.result_type {
            Some(ts) => self.type_spec(ts),
            None => None,
        };
        let mut created = Vec::new();
        for d in &decls.list {
            if self.scopes[scope].names.contains_key(&d.name.key) {
                // A named constant, or a use-associated name, which keeps the module's type
                // and attributes (§14.2.2; gfortran and flang-22 reject the redeclaration).
                let module = self.scopes[scope].use_associated.get(&d.name.key).cloned();
                if let Some(module) = module.filter(|_| d.redeclares()) {
                    self.use_associated_redeclared(d, &module, scope);
                }
                continue;
            }
            let is_result = result_name.as_ref().is_some_and(|r| r.key == d.name.key);
            let dummy_index = dummy_keys.iter().position(|k| *k == d.name.key);
            let ty = match (is_result, d.ty) {
                (true, None) => prefix_type,
                (_, t) => t,
            };
            let ty = ty.or_else(|| self.scopes[scope].implicit.type_of(&d.name.key));
            if d.proc_iface.is_some() || (d.external && dummy_index.is_some()) {
                let explicit_ty = d.ty;
                self.proc_entity(d, explicit_ty.or(ty), dummy_index, scope, proc, owner);
                continue;
            }
            if d.external && dummy_index.is_none() {
                let p = self.external_proc(
                    &d.name,
                    ty.map_or(ProcKind::Subroutine, |_| ProcKind::Function),
                    ty,
                );
                self.scopes[scope]
                    .names
                    .insert(d.name.key.clone(), Entity::Proc(p));
                continue;
            }
            let Some(ty) = ty else {
                self.no_implicit_type(&d.name);
                continue;
            };
            let storage = if let Some(index) = dummy_index {
                Storage::Dummy {
                    index,
                    value: d.value,
                    optional: d.optional,
                }
            } else if is_result {
                Storage::Result
            } else if let Some(block) = &d.common {
                Storage::Common {
                    block: block.clone(),
                    offset: 0,
                }
            } else if proc.is_none() {
                Storage::Static {
                    link_name: d
                        .bind
                        .clone()
                        .unwrap_or_else(|| format!("__{owner}_MOD_{}", d.name.key).into()),
                    external: true,
                }
            } else if kind == Some(ProcKind::Main) || d.save || d.init.is_some() {
                // Variables of the main program and saved locals (an initialisation implies
                // SAVE, §8.5.16) live in static storage.
                Storage::Static {
                    link_name: self.static_name(owner, &d.name.key),
                    external: false,
                }
            } else {
                Storage::Local
            };

            if d.deferred_len && !d.allocatable {
                self.error(
                    d.name.span,
                    format!(
                        "Entity '{}' at (1) has a deferred type parameter and requires either the POINTER or ALLOCATABLE attribute",
                        d.name.text
                    ),
                );
                continue;
            }

            let owner_proc = match storage {
                Storage::Static { .. } | Storage::Common { .. } => None,
                _ => proc,
            };
            let id = self.add_symbol(Symbol {
                name: d.name.text.clone(),
                ty,
                array: None,
                storage,
                init: None,
                owner: owner_proc,
                span: d.name.span,
            });
            self.scopes[scope]
                .names
                .insert(d.name.key.clone(), Entity::Var(id));
            if d.poly {
                self.poly_entities.insert(id);
                if d.pointer || d.allocatable {
                    self.add_pointer_tag(id);
                }
            }
            if d.bind.is_some() && proc.is_none() {
                self.prog.bind_c.insert(id);
            }
            if d.parameter {
                self.prog.constants.insert(id);
            }
            if let Some(p) = proc {
                match self.symbol(id).storage {
                    Storage::Dummy { .. } => {}
                    Storage::Result => self.proc_mut(p).result = Some(id),
                    Storage::Local => self.proc_mut(p).locals.push(id),
                    Storage::Static { .. } | Storage::Common { .. } => {
                        self.proc_mut(p).locals.push(id)
                    }
                }
            }
            created.push((id, d.clone()));
        }
        // Dummies in argument order. A BLOCK construct's declarations (`block_construct`: an
        // unnamed subroutine unit of the procedure) leave the procedure's dummies and result
        // alone; before, a BLOCK with a declaration emptied the dummy list of its procedure.
        let own_unit = unit.name.is_some() || unit.kind == ast::UnitKind::Program;
        if let Some(p) = proc.filter(|_| own_unit) {
            let mut dummies = Vec::new();
            for k in &dummy_keys {
                match self.scopes[scope].names.get(k) {
                    Some(Entity::Var(v)) => dummies.push(*v),
                    Some(Entity::Proc(p)) => {
                        let p = *p;
                        match self.proc(p).via {
                            Some(v) => dummies.push(v),
                            None => {
                                // Described by an interface body (§15.4.3.2).
                                let index = dummy_keys.iter().position(|x| x == k).unwrap_or(0);
                                let optional = decls.find(k).is_some_and(|d| d.optional);
                                let v = self.dummy_proc_from_interface(p, index, optional, scope);
                                dummies.push(v);
                            }
                        }
                    }
                    _ => {}
                }
            }
            self.proc_mut(p).dummies = dummies;
            let movable: Vec<super::tree::SymbolId> = dummy_keys
                .iter()
                .filter(|k| decls.find(k).is_some_and(|d| d.allocatable || d.pointer))
                .filter_map(|k| match self.scopes[scope].names.get(k) {
                    Some(Entity::Var(v)) => Some(*v),
                    _ => None,
                })
                .collect();
            self.add_tag_dummies(p, &movable);
            if self.proc(p).kind == ProcKind::Function && self.proc(p).result.is_none() {
                if let Some(r) = &result_name {
                    self.no_implicit_type(r);
                }
            }
            if let Some(r) = self.proc(p).result {
                let ty = self.symbol(r).ty;
                self.proc_mut(p).result_type = Some(ty);
            }
        }
        // Shapes and initial values, now that every name of the unit is known.
        for (id, d) in &created {
            if let Some(e) = &d.len_expr {
                self.char_len_expr(*id, e, proc);
            }
        }
        if let (Some(p), Some(r)) = (proc, proc.and_then(|p| self.proc(p).result)) {
            let ty = self.symbol(r).ty;
            self.proc_mut(p).result_type = Some(ty);
        }
        for (id, d) in created {
            if d.intent_in && matches!(self.symbol(id).storage, Storage::Dummy { .. }) {
                self.prog.intent_in.insert(id);
            }
            if d.intent_out && matches!(self.symbol(id).storage, Storage::Dummy { .. }) {
                self.prog.intent_out.insert(id);
            }
            if d.target || d.pointer {
                self.prog.targets.insert(id);
            }
            if d.target || d.pointer || d.volatile || d.allocatable {
                self.prog.may_alias.insert(id);
            }
            if let Some(spec) = &d.array {
                let dummy = matches!(self.symbol(id).storage, Storage::Dummy { .. });
                let shape = if d.pointer {
                    // An array pointer (§8.5.14): a descriptor like an allocatable's.
                    self.prog.pointers.insert(id);
                    if spec
                        .dims
                        .iter()
                        .all(|x| matches!(x, ast::Dim::Colon { lower: None }))
                    {
                        Some(ArrayShape::Allocatable {
                            rank: spec.dims.len() as u8,
                        })
                    } else {
                        self.error(
                            spec.span,
                            format!(
                                "Array pointer '{}' at (1) must have a deferred shape or assumed rank",
                                d.name.text
                            ),
                        );
                        None
                    }
                } else {
                    self.array_shape(spec, d.allocatable, dummy)
                };
                self.prog.symbols[id.0 as usize].array = shape;
            } else if d.pointer {
                // A scalar pointer (§8.5.14): a descriptor of rank 0, like an allocatable
                // scalar's, that pointer assignment points anywhere.
                self.prog.pointers.insert(id);
                self.prog.symbols[id.0 as usize].array = Some(ArrayShape::Allocatable { rank: 0 });
            } else if d.allocatable {
                // An allocatable scalar (§9.7.1.1): a descriptor of rank 0, whose element
                // length is a deferred-length character's length.
                self.prog.symbols[id.0 as usize].array = Some(ArrayShape::Allocatable { rank: 0 });
            }
            if let Some(init) = &d.init {
                self.initial_value(id, init);
            } else if let Type::Derived(t) = self.symbol(id).ty {
                // Default initialization (§7.5.4.6); an INTENT(OUT) dummy is initialised on
                // entry (§8.5.10), other dummies keep the actual's value.
                let sym = self.symbol(id).clone();
                if !matches!(sym.storage, Storage::Dummy { .. })
                    || (d.intent_out && sym.array.is_none())
                {
                    if let (Some(c), Some(n)) = (self.default_value(t), super::const_size_of(&sym))
                    {
                        self.prog.symbols[id.0 as usize].init = Some(vec![c; n.max(1) as usize]);
                    }
                }
            }
        }
        // Common block members one after the other, in COMMON statement order (§8.10.2.2).
        let mut next: HashMap<SmolStr, u64> = HashMap::new();
        for (block, key) in &decls.commons {
            let Some(Entity::Var(id)) = self.scopes[scope].names.get(key).cloned() else {
                continue;
            };
            let sym = self.symbol(id).clone();
            let Some(count) = super::const_size_of(&sym) else {
                self.error(sym.span, "a common block member must have constant bounds");
                continue;
            };
            let offset = next.entry(block.clone()).or_insert(0);
            if let Storage::Common { offset: o, .. } = &mut self.prog.symbols[id.0 as usize].storage
            {
                *o = *offset;
            }
            *offset += type_size(sym.ty) * count.max(0) as u64;
        }
    }

    fn array_shape(
        &mut self,
        spec: &ast::ArraySpec,
        allocatable: bool,
        dummy: bool,
    ) -> Option<ArrayShape> {
        let deferred = spec
            .dims
            .iter()
            .all(|d| matches!(d, ast::Dim::Colon { .. }));
        if allocatable {
            if !spec
                .dims
                .iter()
                .all(|d| matches!(d, ast::Dim::Colon { lower: None }))
            {
                self.error(
                    spec.span,
                    "Allocatable array at (1) must have a deferred shape",
                );
                return None;
            }
            return Some(ArrayShape::Allocatable {
                rank: spec.dims.len() as u8,
            });
        }
        if deferred {
            if !dummy {
                self.error(spec.span, "Array at (1) cannot have a deferred shape");
                return None;
            }
            let mut lowers = Vec::new();
            for d in &spec.dims {
                let ast::Dim::Colon { lower } = d else {
                    continue;
                };
                lowers.push(match lower {
                    Some(l) => self.bound_expr(l)?,
                    None => self.int_const(1, spec.span),
                });
            }
            return Some(ArrayShape::Assumed { lowers });
        }
        let mut dims = Vec::new();
        for d in &spec.dims {
            let one = self.int_const(1, spec.span);
            match d {
                ast::Dim::Explicit { lower, upper } => {
                    let lower = match lower {
                        Some(l) => self.bound_expr(l)?,
                        None => one,
                    };
                    let upper = self.bound_expr(upper)?;
                    dims.push(Bounds {
                        lower,
                        upper: Some(upper),
                    });
                }
                ast::Dim::AssumedSize { lower } => {
                    let lower = match lower {
                        Some(l) => self.bound_expr(l)?,
                        None => one,
                    };
                    dims.push(Bounds { lower, upper: None });
                }
                ast::Dim::Colon { .. } => {
                    self.unsupported(spec.span, "an assumed-shape array");
                    return None;
                }
                ast::Dim::AssumedRank => {
                    self.unsupported(spec.span, "an assumed-rank array");
                    return None;
                }
            }
        }
        Some(ArrayShape::Explicit(dims))
    }

    /// A bound: an integer specification expression, folded when constant.
    pub(super) fn bound_expr(&mut self, e: &ast::Expr) -> Option<super::tree::Expr> {
        let t = self.expr(e)?;
        if !matches!(t.ty, Type::Integer(_)) || t.rank != 0 {
            self.error(e.span, "Expression at (1) must be of INTEGER type");
            return None;
        }
        Some(match consts::fold(&t) {
            Some(c) => super::tree::Expr {
                kind: super::tree::ExprKind::Const(c),
                ..t
            },
            None => t,
        })
    }

    /// The value of `= init` in a declaration: one constant per element.
    fn initial_value(&mut self, id: super::tree::SymbolId, init: &ast::Expr) {
        let Some(t) = self.expr(init) else {
            return;
        };
        let sym = self.symbol(id).clone();
        let count = self.const_size(&sym);
        // RESHAPE of a constructor in array element order (no PAD, the default ORDER) has
        // the constructor's values (§16.9.165).
        let source = match &t.kind {
            super::tree::ExprKind::Transform(
                super::transform::Transform::Reshape { order },
                args,
            ) if args.len() == 2
                && (0..usize::from(t.rank)).all(|d| usize::from(order[d]) == d) =>
            {
                &args[0]
            }
            _ => &t,
        };
        let values: Option<Vec<Const>> = match &source.kind {
            super::tree::ExprKind::ArrayCtor(items) => items
                .iter()
                .map(|i| consts::fold(i).and_then(|c| consts::convert(&c, sym.ty)))
                .collect(),
            _ => consts::fold(&t)
                .and_then(|c| consts::convert(&c, sym.ty))
                .map(|c| vec![c; count.unwrap_or(1) as usize]),
        };
        match values {
            Some(v) if count.is_none_or(|n| n as usize == v.len()) => {
                self.prog.symbols[id.0 as usize].init = Some(v);
            }
            Some(_) => self.error(init.span, "Different shape in the initialization at (1)"),
            None => self.error(
                init.span,
                "Initialization expression at (1) is not a constant expression",
            ),
        }
    }

    pub(super) fn const_size(&self, sym: &Symbol) -> Option<i64> {
        super::const_size_of(sym)
    }

    /// A type declaration or attribute for a use-associated name (§14.2.2 forbids it;
    /// gfortran and flang-22 stop). Code written for nvfortran declares the type of a module
    /// function it calls again (`integer :: acc_get_default_async` after `use openacc`, in
    /// OpenACCV-V's acc_async_test.F90): when the declaration only repeats the function's
    /// own type it changes nothing and is a `-pedantic` warning; anything else is an error.
    fn use_associated_redeclared(&mut self, d: &Decl, module: &str, scope: usize) {
        let same_type = match self.scopes[scope].names.get(&d.name.key) {
            Some(Entity::Proc(p)) => {
                let proc = self.proc(*p);
                let result = proc
                    .result_type
                    .or_else(|| proc.result.map(|r| self.prog.symbols[r.0 as usize].ty));
                let only_type = Decl {
                    ty: None,
                    ..d.clone()
                };
                result.is_some() && result == d.ty && !only_type.redeclares()
            }
            _ => false,
        };
        let message = format!(
            "Symbol '{}' at (1) conflicts with symbol from module '{}'",
            d.name.text, module
        );
        if !same_type {
            self.error(d.name.span, message);
        } else if self.diags.warning_enabled("pedantic", false) {
            let message = format!("{message}: its type is declared again");
            self.diags.emit(
                self.sm,
                oxacc_source::Diagnostic::warning(d.name.span, "pedantic", message),
            );
        }
    }

    /// `use m [, only: …]` (§14.2.2): the module's public entities, renamed as asked.
    fn use_module(&mut self, u: &ast::UseStmt, scope: usize) {
        let ms = match self.modules.get(&u.module.key) {
            Some(&m) => m,
            None => match self.intrinsic_module(&u.module.key) {
                Some(m) => m,
                None => {
                    self.error(
                        u.module.span,
                        format!(
                            "Cannot open module file '{}.mod' for reading at (1): No such file or directory",
                            u.module.key
                        ),
                    );
                    return;
                }
            },
        };
        let mut module = self.scopes[ms].clone();
        // A generic's specifics are resolved in the module: the user may not see their names.
        let procs = module.names.clone();
        for e in module.names.values_mut() {
            if let Entity::Generic(list) = e {
                for s in list.iter_mut() {
                    if let Specific::Name(n) = s {
                        if let Some(Entity::Proc(p)) = procs.get(n) {
                            *s = Specific::Proc(*p);
                        }
                    }
                }
            }
        }
        let import = |s: &mut Self, local: &ast::GenericSpec, remote: &ast::GenericSpec| {
            let (lkey, rkey) = (
                super::interface::generic_key(local),
                super::interface::generic_key(remote),
            );
            match module.names.get(&rkey) {
                Some(e) if module.is_public(&rkey) => {
                    s.scopes[scope]
                        .use_associated
                        .insert(lkey.clone(), u.module.text.clone());
                    s.scopes[scope].names.insert(lkey, e.clone());
                }
                // The procedures of ISO_C_BINDING (§18.2.3) are resolved by name where they
                // are referenced: `only: c_loc, c_f_pointer` names them.
                None if u.module.key == "iso_c_binding"
                    && lkey == rkey
                    && super::c_interop::is_iso_c_procedure(&rkey) => {}
                _ => {
                    let (at, text) = match remote {
                        ast::GenericSpec::Name(n) => (n.span, n.text.clone()),
                        ast::GenericSpec::Operator(_, sp) | ast::GenericSpec::Assignment(sp) => {
                            (*sp, rkey.clone())
                        }
                    };
                    s.error(
                        at,
                        format!(
                            "Symbol '{}' referenced at (1) not found in module '{}'",
                            text, u.module.text
                        ),
                    )
                }
            }
        };
        let mut renamed = Vec::new();
        for item in &u.items {
            match item {
                ast::UseItem::Name(n) => import(self, n, n),
                ast::UseItem::Rename { local, remote } => {
                    import(self, local, remote);
                    renamed.push(super::interface::generic_key(remote));
                }
            }
        }
        if !u.only {
            let mut names: Vec<_> = module.names.iter().collect();
            names.sort_by(|a, b| a.0.cmp(b.0));
            for (k, e) in names {
                if module.is_public(k)
                    && !renamed.contains(k)
                    && !self.scopes[scope].names.contains_key(k)
                {
                    self.scopes[scope]
                        .use_associated
                        .insert(k.clone(), u.module.text.clone());
                    self.scopes[scope].names.insert(k.clone(), e.clone());
                }
            }
        }
    }

    /// `iso_fortran_env` and `iso_c_binding` (§16.10.2, §18.2): their named constants.
    pub(super) fn intrinsic_module(&mut self, name: &str) -> Option<usize> {
        let consts: &[(&str, i128)] = match name {
            "iso_fortran_env" => &[
                ("int8", 1),
                ("int16", 2),
                ("int32", 4),
                ("int64", 8),
                ("real32", 4),
                ("real64", 8),
                ("real128", -1),
                ("input_unit", 5),
                ("output_unit", 6),
                ("error_unit", 0),
                ("iostat_end", -1),
                ("iostat_eor", -2),
                ("character_storage_size", 8),
                ("numeric_storage_size", 32),
                ("file_storage_size", 8),
            ],
            "iso_c_binding" => &[
                ("c_int", 4),
                ("c_short", 2),
                ("c_long", 8),
                ("c_long_long", 8),
                ("c_signed_char", 1),
                ("c_size_t", 8),
                ("c_int8_t", 1),
                ("c_int16_t", 2),
                ("c_int32_t", 4),
                ("c_int64_t", 8),
                ("c_intptr_t", 8),
                ("c_float", 4),
                ("c_double", 8),
                ("c_bool", 1),
                ("c_char", 1),
            ],
            "openacc" => return Some(self.openacc_module()),
            "ieee_arithmetic" | "ieee_exceptions" | "ieee_features" => {
                return Some(self.ieee_module(name))
            }
            "omp_lib" | "omp_lib_kinds" => return Some(self.omp_lib_module(name)),
            _ => return None,
        };
        let mut s = Scope::new(None, ImplicitRules::none(), None);
        for (n, v) in consts {
            s.names.insert(
                (*n).into(),
                Entity::Constant(Const::Int(*v), Type::Integer(4)),
            );
        }
        if name == "iso_c_binding" {
            // §18.2.2 Table 18.1: the C character constants, CHARACTER(KIND=C_CHAR, LEN=1).
            for (n, c) in [
                ("c_null_char", 0u8),
                ("c_alert", 7),
                ("c_backspace", 8),
                ("c_form_feed", 12),
                ("c_new_line", 10),
                ("c_carriage_return", 13),
                ("c_horizontal_tab", 9),
                ("c_vertical_tab", 11),
            ] {
                s.names.insert(
                    n.into(),
                    Entity::Constant(Const::Char(vec![c]), Type::Character(CharLen::Const(1))),
                );
            }
        }
        if name == "iso_c_binding" {
            self.c_pointer_types(&mut s);
        }
        self.scopes.push(s);
        let id = self.scopes.len() - 1;
        self.modules.insert(name.into(), id);
        Some(id)
    }
}

/// The size in bytes of one value of an intrinsic type (the storage units of §19.5.3.2 as
/// gfortran lays them out).
pub fn type_size(ty: Type) -> u64 {
    match ty {
        Type::Integer(k) | Type::Real(k) | Type::Logical(k) => u64::from(k),
        Type::Complex(k) => 2 * u64::from(k),
        Type::Character(CharLen::Const(n)) => n.max(0) as u64,
        Type::Character(CharLen::Assumed) => 0,
        // Derived types are not allowed in common blocks here (no SEQUENCE layout yet).
        Type::Derived(_) => 0,
    }
}

pub(super) fn const_of(e: &super::tree::Expr) -> Option<i128> {
    match consts::fold(e) {
        Some(Const::Int(v)) => Some(v),
        _ => None,
    }
}

fn category_name(c: types::Category) -> &'static str {
    match c {
        types::Category::Integer => "INTEGER",
        types::Category::Real => "REAL",
        types::Category::Complex => "COMPLEX",
        types::Category::Logical => "LOGICAL",
        types::Category::Character => "CHARACTER",
        types::Category::Derived => "TYPE",
    }
}

/// The C name of a `bind(c[, name='…'])` entity: the NAME= value as written, else the entity's
/// name in lower case (§18.10.2).
fn c_name(b: &ast::BindC, name: &ast::Name) -> SmolStr {
    match &b.name {
        Some(ast::Expr {
            kind: ast::ExprKind::Char { value, .. },
            ..
        }) => SmolStr::from(value.trim()),
        _ => name.key.clone(),
    }
}
