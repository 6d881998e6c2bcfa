//! Declarations (C17 §6.7, §6.9): declaration specifiers to types (§6.7.2), declarators to
//! derived types (§6.7.6), linkage and redeclaration (§6.2.2, §6.7p3), struct/union/enum
//! definitions with their layout (§6.7.2.1–2), function definitions (§6.9.1).

use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::scope::ScopeKind;
use super::{FnContext, Sema};
use crate::ast::*;
use crate::layout::{layout_record, MemberSpec};
use crate::types::{ArrayLen, Field, FloatKind, IntKind, TypeId, TypeKind};

impl Sema<'_> {
    pub(crate) fn decl_group(&mut self, g: &DeclGroup) {
        let base = self.specs_type(g.specs);
        if g.decls.is_empty() {
            let specs = &self.ast[g.specs];
            let declares_tag = match &specs.ty {
                TypeSpec::Record(r) => self.ast[*r].tag.is_some() || self.ast[*r].fields.is_some(),
                TypeSpec::Enum(_) => true,
                _ => false,
            };
            if !declares_tag {
                let span = specs.span;
                self.warn(
                    span,
                    "missing-declarations",
                    "declaration does not declare anything",
                );
            }
            return;
        }
        for &d in &g.decls {
            if self.ast[d].body.is_some() {
                self.function_definition(d, base);
            } else {
                self.declare(d, base);
            }
        }
    }

    /// The type named by a specifier list (cached: a struct defined in the specifiers is
    /// defined once even when several declarators share it).
    pub(crate) fn specs_type(&mut self, id: SpecsId) -> TypeId {
        if let Some(&t) = self.specs_cache.get(&id) {
            return t;
        }
        let specs = self.ast[id].clone();
        let base = match &specs.ty {
            TypeSpec::None => TypeId::INT,
            TypeSpec::Basic(b) => basic_type(&mut self.types, b),
            TypeSpec::Record(r) => self.record_type(*r),
            TypeSpec::Enum(e) => self.enum_type(*e),
            TypeSpec::Typedef(name, span) => match self.lookup(name) {
                Some(d) if self.ast[d].kind == DeclKind::Typedef => self.ast[d].ty,
                _ => {
                    self.error(*span, format!("unknown type name '{name}'"));
                    TypeId::ERROR
                }
            },
            TypeSpec::TypeofExpr(e) => {
                let e = self.expr(*e);
                self.ast[e].ty
            }
            TypeSpec::TypeofType(tn) => self.type_name(*tn),
            TypeSpec::VaList => TypeId::VA_LIST,
            TypeSpec::AutoType => TypeId::ERROR,
            TypeSpec::Atomic(tn) => {
                let t = self.type_name(*tn);
                self.types.qualified(
                    t,
                    Qualifiers {
                        is_atomic: true,
                        ..Qualifiers::NONE
                    },
                )
            }
            TypeSpec::Invalid => TypeId::ERROR,
        };
        self.check_attribute_args(&specs.attrs);
        let mut ty = self.types.qualified(base, specs.quals);
        if let Some(mode) = specs.attrs.iter().find(|a| a.name == "mode") {
            ty = self.apply_mode(ty, mode);
        }
        if specs.attrs.iter().any(|a| a.name == "vector_size") {
            self.error(specs.span, "'vector_size' attribute is not supported yet");
            ty = TypeId::ERROR;
        }
        self.specs_cache.insert(id, ty);
        ty
    }

    /// Types the argument expressions of the GNU attributes whose arguments are expressions
    /// (`aligned(sizeof(double))`, `alloc_size(1, 2)`, `format(printf, 2, 3)`, …), so that
    /// later stages can evaluate them. Identifier arguments (`printf`, `__QI__`) are not
    /// expressions and are left alone.
    fn check_attribute_args(&mut self, attrs: &[Attribute]) {
        for a in attrs {
            let skip_first = match a.name.as_str() {
                "aligned"
                | "alloc_size"
                | "nonnull"
                | "sentinel"
                | "alloc_align"
                | "assume_aligned"
                | "format_arg"
                | "constructor"
                | "destructor"
                | "vector_size"
                | "warn_if_not_aligned" => 0,
                "format" | "access" => 1,
                _ => continue,
            };
            for &arg in a.args.iter().skip(skip_first) {
                // `access(read_only, 1, 2)`: the mode is an identifier, the rest are indices.
                if matches!(self.ast[arg].kind, ExprKind::Ident { .. }) && a.name == "access" {
                    continue;
                }
                let checked = self.expr(arg);
                let _ = checked;
            }
        }
    }

    /// GNU `__attribute__((mode(QI|HI|SI|DI|TI|SF|DF|XF|TF|SC|DC|XC|TC)))`: an integer,
    /// floating or complex type of the given machine mode, keeping the signedness.
    fn apply_mode(&mut self, ty: TypeId, attr: &Attribute) -> TypeId {
        let Some(&arg) = attr.args.first() else {
            return ty;
        };
        let ExprKind::Ident { name, .. } = &self.ast[arg].kind else {
            return ty;
        };
        let mode = name.trim_matches('_').to_string();
        let unsigned = self.types.int_kind(ty).is_some_and(|k| !k.is_signed());
        let k = match mode.as_str() {
            "QI" | "byte" => IntKind::SChar,
            "HI" => IntKind::Short,
            "SI" | "word" => IntKind::Int,
            "DI" | "pointer" => IntKind::Long,
            "TI" => IntKind::Int128,
            "SF" => return TypeId::FLOAT,
            "DF" => return TypeId::DOUBLE,
            "XF" => return TypeId::LONGDOUBLE,
            "TF" => return TypeId::FLOAT128,
            "SC" | "DC" | "XC" | "TC" => {
                let f = match mode.as_str() {
                    "SC" => crate::types::FloatKind::Float,
                    "DC" => crate::types::FloatKind::Double,
                    "XC" => crate::types::FloatKind::LongDouble,
                    _ => crate::types::FloatKind::Float128,
                };
                return self.types.mk(crate::types::TypeKind::Complex(f));
            }
            _ => {
                self.error(attr.span, format!("unknown machine mode '{name}'"));
                return ty;
            }
        };
        let k = if unsigned { k.to_unsigned() } else { k };
        self.types.int(k)
    }

    pub(crate) fn type_name(&mut self, id: TypeNameId) -> TypeId {
        let tn = self.ast[id].clone();
        let base = self.specs_type(tn.specs);
        let ty = self.declarator_type(base, &tn.declarator, false);
        self.ast[id].ty = ty;
        ty
    }

    /// Applies the derivations of a declarator to `base` (§6.7.6). `keep_params_scope`: the
    /// outermost function declarator of a definition leaves its parameters bound in a new
    /// scope the caller pops.
    pub(crate) fn declarator_type(
        &mut self,
        base: TypeId,
        d: &Declarator,
        keep_params_scope: bool,
    ) -> TypeId {
        let mut ty = base;
        for (i, derived) in d.derived.iter().enumerate().rev() {
            if self.types.is_error(ty) {
                return TypeId::ERROR;
            }
            ty = match derived {
                Derived::Pointer { quals, .. } => {
                    let p = self.types.pointer_to(ty);
                    self.types.qualified(p, *quals)
                }
                Derived::Array { size, span, .. } => self.array_type(ty, size, d, *span),
                Derived::Function {
                    params,
                    variadic,
                    style,
                    span,
                } => {
                    let keep = keep_params_scope && i == 0;
                    self.function_type(ty, params, *variadic, style, *span, keep)
                }
            };
        }
        ty
    }

    fn decl_name(d: &Declarator) -> String {
        d.name
            .as_ref()
            .map_or_else(|| "type name".to_string(), |n| format!("'{n}'"))
    }

    fn array_type(&mut self, elem: TypeId, size: &ArraySize, d: &Declarator, span: Span) -> TypeId {
        if self.types.is_function(elem) {
            let msg = format!(
                "{} declared as array of functions of type '{}'",
                Self::decl_name(d),
                self.ty_str(elem)
            );
            self.error(d.name_span, msg);
            return TypeId::ERROR;
        }
        if !self.types.is_complete(elem) {
            let msg = format!("array has incomplete element type '{}'", self.ty_str(elem));
            self.error(span, msg);
            return TypeId::ERROR;
        }
        let len = match size {
            ArraySize::Unspecified => ArrayLen::Incomplete,
            ArraySize::Star => ArrayLen::Star,
            ArraySize::Expr(e) => {
                let e = self.rvalue(*e);
                let ety = self.ast[e].ty;
                if self.types.is_error(ety) {
                    return TypeId::ERROR;
                }
                if !self.types.is_integer(ety) {
                    let msg = format!("size of array has non-integer type '{}'", self.ty_str(ety));
                    let s = self.ast[e].span;
                    self.error(s, msg);
                    return TypeId::ERROR;
                }
                match self.eval_int(e) {
                    Some(v) if v < 0 => {
                        let msg = format!(
                            "{} declared as an array with a negative size",
                            Self::decl_name(d)
                        );
                        let s = self.ast[e].span;
                        self.error(s, msg);
                        return TypeId::ERROR;
                    }
                    Some(v) => ArrayLen::Fixed(v as u64),
                    None => {
                        if self.at_file_scope() && self.func.is_none() {
                            let s = if d.name.is_some() {
                                d.name_span
                            } else {
                                self.ast[e].span
                            };
                            self.error(
                                s,
                                "variable length array declaration not allowed at file scope",
                            );
                            return TypeId::ERROR;
                        }
                        ArrayLen::Variable(e)
                    }
                }
            }
        };
        self.types.array_of(elem, len)
    }

    #[allow(clippy::too_many_arguments)]
    fn function_type(
        &mut self,
        ret: TypeId,
        params: &[DeclId],
        variadic: bool,
        style: &FnStyle,
        span: Span,
        keep_scope: bool,
    ) -> TypeId {
        if self.types.is_array(ret) {
            let msg = format!("function cannot return array type '{}'", self.ty_str(ret));
            self.error(span, msg);
            return TypeId::ERROR;
        }
        if self.types.is_function(ret) {
            let msg = format!(
                "function cannot return function type '{}'",
                self.ty_str(ret)
            );
            self.error(span, msg);
            return TypeId::ERROR;
        }
        self.push_scope(ScopeKind::Prototype);
        let mut param_types = Vec::with_capacity(params.len());
        for &p in params {
            let pty = if *style == FnStyle::IdentifierList {
                TypeId::INT
            } else {
                let specs = self.ast[p].specs;
                let base = self.specs_type(specs);
                let declarator = self.ast[p].declarator.clone();
                let t = self.declarator_type(base, &declarator, false);
                self.adjust_param_type(t, &declarator)
            };
            if self.types.is_void(pty) && *style == FnStyle::Prototype {
                let s = self.ast[p].span;
                self.error(
                    s,
                    "'void' must be the first and only parameter if specified",
                );
            }
            self.ast[p].ty = pty;
            self.ast[p].storage = StorageDuration::Automatic;
            if let Some(name) = self.ast[p].declarator.name.clone() {
                if let Some(prev) = self.lookup_current(&name) {
                    let (s, ps) = (
                        self.ast[p].declarator.name_span,
                        self.ast[prev].declarator.name_span,
                    );
                    let d = Diagnostic::error(s, format!("redefinition of parameter '{name}'"))
                        .with_note(Some(ps), "previous declaration is here");
                    self.emit(d);
                }
                self.bind(name, p);
            }
            let unq = self.types.unqualified(pty);
            param_types.push(unq);
        }
        if !keep_scope {
            self.pop_scope();
        }
        let prototype = *style == FnStyle::Prototype;
        self.types.mk(TypeKind::Function {
            ret,
            params: param_types,
            variadic,
            prototype,
        })
    }

    /// Parameter type adjustment (§6.7.6.3p7–8): array of T → pointer to T (with the array's
    /// qualifiers), function → pointer to function.
    fn adjust_param_type(&mut self, t: TypeId, d: &Declarator) -> TypeId {
        match self.types.kind(t).clone() {
            TypeKind::Array { elem, .. } => {
                let quals = match d.derived.first() {
                    Some(Derived::Array { quals, .. }) => *quals,
                    _ => Qualifiers::NONE,
                };
                let p = self.types.pointer_to(elem);
                self.types.qualified(p, quals)
            }
            TypeKind::Function { .. } => self.types.pointer_to(t),
            _ => t,
        }
    }

    fn decl_type(&mut self, d: DeclId, base: TypeId, keep_scope: bool) -> TypeId {
        let declarator = self.ast[d].declarator.clone();
        let mut ty = self.declarator_type(base, &declarator, keep_scope);
        // No type specifier at all: implicit int, an error since C99 (§6.7.2p2). Enumerators
        // and K&R parameters carry an empty specifier list by construction.
        let kind = self.ast[d].kind;
        if matches!(self.ast[self.ast[d].specs].ty, TypeSpec::None)
            && kind != DeclKind::EnumConstant
            && kind != DeclKind::Param
        {
            // An error in C99 (§6.7.2p2); gcc 12 warns (`-Wimplicit-int`) and takes `int`.
            let s = self.ast[d].declarator.name_span;
            let name = self.ast[d].declarator.name.clone().unwrap_or_default();
            let msg = if self.types.is_function(ty) {
                "return type defaults to 'int'".to_string()
            } else {
                format!("type defaults to 'int' in declaration of '{name}'")
            };
            self.warn(s, "implicit-int", msg);
            ty = self.declarator_type(TypeId::INT, &declarator, false);
        }
        ty
    }

    /// A declaration that is not a function definition.
    pub(crate) fn declare(&mut self, d: DeclId, base: TypeId) {
        let specs = self.ast[self.ast[d].specs].clone();
        let declarator_attrs = self.ast[d].declarator.attrs.clone();
        self.check_attribute_args(&declarator_attrs);
        let mut ty = self.decl_type(d, base, false);
        let Some(name) = self.ast[d].declarator.name.clone() else {
            return;
        };
        let name_span = self.ast[d].declarator.name_span;
        if self.ast[d].kind == DeclKind::Typedef {
            if let Some(mode) = specs
                .attrs
                .iter()
                .chain(self.ast[d].declarator.attrs.clone().iter())
                .find(|a| a.name == "mode")
                .cloned()
            {
                ty = self.apply_mode(ty, &mode);
            }
            self.ast[d].ty = ty;
            if let Some(prev) = self.lookup_current(&name) {
                let pty = self.ast[prev].ty;
                if self.ast[prev].kind == DeclKind::Typedef && !self.types.compatible(pty, ty) {
                    let msg = format!(
                        "typedef redefinition with different types ('{}' vs '{}')",
                        self.ty_str(ty),
                        self.ty_str(pty)
                    );
                    let ps = self.ast[prev].declarator.name_span;
                    self.emit(
                        Diagnostic::error(name_span, msg)
                            .with_note(Some(ps), "previous definition is here"),
                    );
                } else if self.ast[prev].kind != DeclKind::Typedef {
                    let ps = self.ast[prev].declarator.name_span;
                    self.emit(
                        Diagnostic::error(
                            name_span,
                            format!("redefinition of '{name}' as different kind of symbol"),
                        )
                        .with_note(Some(ps), "previous definition is here"),
                    );
                }
            }
            self.bind(name, d);
            return;
        }
        let is_function = self.types.is_function(ty);
        let file_scope = self.at_file_scope();
        let storage = specs.storage;
        // Linkage (§6.2.2) and storage duration (§6.2.4).
        let previous = if file_scope || is_function || storage == Some(StorageClass::Extern) {
            self.lookup(&name).filter(|&p| {
                self.ast[p].linkage != Linkage::None || self.lookup_current(&name) == Some(p)
            })
        } else {
            self.lookup_current(&name)
        };
        let linkage = if is_function || file_scope || storage == Some(StorageClass::Extern) {
            match (storage, previous) {
                (Some(StorageClass::Static), _) if file_scope || is_function => Linkage::Internal,
                (_, Some(p)) if self.ast[p].linkage != Linkage::None => self.ast[p].linkage,
                _ => Linkage::External,
            }
        } else {
            Linkage::None
        };
        if is_function && storage == Some(StorageClass::Static) && !file_scope {
            self.error(
                name_span,
                "function declared in block scope cannot have 'static' storage class",
            );
        }
        let duration = if is_function {
            StorageDuration::None
        } else if specs.thread_local {
            StorageDuration::Thread
        } else if file_scope || matches!(storage, Some(StorageClass::Static | StorageClass::Extern))
        {
            StorageDuration::Static
        } else {
            StorageDuration::Automatic
        };
        if matches!(specs.ty, TypeSpec::AutoType) {
            if let Some(init) = self.ast[d].init {
                if let InitKind::Expr(e) = self.ast[init].kind.clone() {
                    let e = self.rvalue(e);
                    ty = self.ast[e].ty;
                    self.ast[init].kind = InitKind::Expr(e);
                }
            }
        }
        self.ast[d].ty = ty;
        self.ast[d].linkage = linkage;
        self.ast[d].storage = duration;
        if let Some(prev) = previous {
            self.check_redeclaration(d, prev, &name);
        }
        self.bind(name.clone(), d);
        if let Some(init) = self.ast[d].init {
            if is_function {
                self.error(
                    name_span,
                    "illegal initializer (only variables can be initialized)",
                );
            } else if storage == Some(StorageClass::Extern) && !file_scope {
                self.error(
                    name_span,
                    "declaration of block scope identifier with linkage cannot have an initializer",
                );
            } else {
                self.init_decl_loc = Some(name_span);
                let new_ty = self.check_initializer(
                    init,
                    ty,
                    duration == StorageDuration::Static || duration == StorageDuration::Thread,
                );
                self.init_decl_loc = None;
                self.ast[d].ty = new_ty;
                ty = new_ty;
            }
        }
        if !is_function && !self.types.is_error(ty) {
            let needs_complete = !file_scope && storage != Some(StorageClass::Extern);
            if (needs_complete || self.ast[d].init.is_some())
                && !self.types.is_complete(ty)
                && !(self.ast[d].init.is_none() && file_scope)
            {
                let msg = format!("variable has incomplete type '{}'", self.ty_str(ty));
                self.error(name_span, msg);
                self.ast[d].ty = TypeId::ERROR;
            }
            if file_scope && self.types.is_variably_modified(ty) {
                self.error(
                    name_span,
                    "variable length array declaration not allowed at file scope",
                );
            }
        }
    }

    fn check_redeclaration(&mut self, d: DeclId, prev: DeclId, name: &SmolStr) {
        let (ty, pty) = (self.ast[d].ty, self.ast[prev].ty);
        let name_span = self.ast[d].declarator.name_span;
        let prev_span = self.ast[prev].declarator.name_span;
        let pkind = self.ast[prev].kind;
        if pkind != DeclKind::Ordinary && pkind != DeclKind::Param {
            self.emit(
                Diagnostic::error(
                    name_span,
                    format!("redefinition of '{name}' as different kind of symbol"),
                )
                .with_note(Some(prev_span), "previous definition is here"),
            );
            return;
        }
        let both_linkage =
            self.ast[d].linkage != Linkage::None && self.ast[prev].linkage != Linkage::None;
        if !both_linkage {
            let msg = if self.types.compatible(ty, pty)
                || self.types.is_error(ty)
                || self.types.is_error(pty)
            {
                format!("redefinition of '{name}'")
            } else {
                format!(
                    "redefinition of '{name}' with a different type: '{}' vs '{}'",
                    self.ty_str(ty),
                    self.ty_str(pty)
                )
            };
            self.emit(
                Diagnostic::error(name_span, msg)
                    .with_note(Some(prev_span), "previous definition is here"),
            );
            return;
        }
        if self.implicit_decls.contains(&prev) && !self.implicit_redeclaration(d, prev, name) {
            return;
        }
        if !self.types.compatible(ty, pty) {
            let what = if self.types.is_function(ty) {
                format!("conflicting types for '{name}'")
            } else {
                format!(
                    "redefinition of '{name}' with a different type: '{}' vs '{}'",
                    self.ty_str(ty),
                    self.ty_str(pty)
                )
            };
            self.emit(
                Diagnostic::error(name_span, what)
                    .with_note(Some(prev_span), "previous declaration is here"),
            );
            return;
        }
        if self.ast[d].init.is_some() && self.ast[prev].init.is_some() {
            self.emit(
                Diagnostic::error(name_span, format!("redefinition of '{name}'"))
                    .with_note(Some(prev_span), "previous definition is here"),
            );
            return;
        }
        if self.ast[d].linkage == Linkage::Internal
            && self.ast[prev].linkage == Linkage::External
            && !self.types.is_function(ty)
        {
            self.emit(
                Diagnostic::error(
                    name_span,
                    format!("static declaration of '{name}' follows non-static declaration"),
                )
                .with_note(Some(prev_span), "previous declaration is here"),
            );
        }
        let composite = self.types.composite(ty, pty);
        self.ast[d].ty = composite;
        self.ast[d].previous = Some(prev);
    }

    fn function_definition(&mut self, d: DeclId, base: TypeId) {
        let depth = self.scopes.len();
        let ty = self.decl_type(d, base, true);
        let declarator_attrs = self.ast[d].declarator.attrs.clone();
        self.check_attribute_args(&declarator_attrs);
        // The parameters are bound in the scope `decl_type` left open, which becomes the
        // function body's block scope (§6.2.1p4). Declare the function itself outside it.
        let param_scope = if self.scopes.len() > depth {
            self.scopes.pop()
        } else {
            None
        };
        let Some(name) = self.ast[d].declarator.name.clone() else {
            return;
        };
        let name_span = self.ast[d].declarator.name_span;
        let (ret, is_fn) = match self.types.kind(ty) {
            TypeKind::Function { ret, .. } => (*ret, true),
            _ => (TypeId::ERROR, false),
        };
        if !is_fn && !self.types.is_error(ty) {
            self.error(name_span, "expected ';' after top level declarator");
        }
        let storage = self.ast[self.ast[d].specs].storage;
        let previous = self.lookup(&name);
        self.ast[d].ty = ty;
        self.ast[d].linkage = match (storage, previous) {
            (Some(StorageClass::Static), _) => Linkage::Internal,
            (_, Some(p)) if self.ast[p].linkage != Linkage::None => self.ast[p].linkage,
            _ => Linkage::External,
        };
        if let Some(prev) = previous {
            if self.is_defined_function(prev) {
                let ps = self.ast[prev].declarator.name_span;
                self.emit(
                    Diagnostic::error(name_span, format!("redefinition of '{name}'"))
                        .with_note(Some(ps), "previous definition is here"),
                );
            } else {
                self.check_redeclaration(d, prev, &name);
            }
        }
        self.bind(name.clone(), d);
        if let Some(scope) = param_scope {
            self.scopes.push(scope);
        } else {
            self.push_scope(ScopeKind::Block);
        }
        if let Some(s) = self.scopes.last_mut() {
            s.kind = ScopeKind::Block;
        }
        // K&R parameter declarations give the identifier-list parameters their types.
        let knr = self.ast[d].knr_params.clone();
        for g in &knr {
            let base = self.specs_type(g.specs);
            for &p in &g.decls {
                let pty = self.decl_type(p, base, false);
                let declarator = self.ast[p].declarator.clone();
                let pty = self.adjust_param_type(pty, &declarator);
                if let Some(pn) = declarator.name.clone() {
                    match self.lookup_current(&pn) {
                        Some(orig) => {
                            self.ast[orig].ty = pty;
                            self.ast[p].ty = pty;
                        }
                        None => {
                            self.error(
                                declarator.name_span,
                                format!("parameter named '{pn}' is missing"),
                            );
                        }
                    }
                }
            }
        }
        if !self.types.is_void(ret) && !self.types.is_complete(ret) && !self.types.is_error(ret) {
            let msg = format!(
                "incomplete result type '{}' in function definition",
                self.ty_str(ret)
            );
            self.error(name_span, msg);
        }
        self.func = Some(FnContext {
            name: name.clone(),
            ret,
            labels: Default::default(),
            gotos: Vec::new(),
        });
        if let Some(body) = self.ast[d].body {
            self.function_body(body);
        }
        if self.openacc || self.openmp {
            self.acc_finish_function();
        }
        if self.openmp {
            self.omp_finish_function();
        }
        if let Some(f) = self.func.take() {
            for (label, span) in f.gotos {
                if !f.labels.contains_key(&label) {
                    self.error(span, format!("use of undeclared label '{label}'"));
                }
            }
        }
        self.pop_scope();
    }

    fn is_defined_function(&self, mut id: DeclId) -> bool {
        loop {
            if self.ast[id].body.is_some() {
                return true;
            }
            match self.ast[id].previous {
                Some(p) => id = p,
                None => return false,
            }
        }
    }

    // ---- struct, union, enum ----

    pub(crate) fn record_type(&mut self, rid: RecordId) -> TypeId {
        let spec = self.ast[rid].clone();
        let ty = match (&spec.tag, &spec.fields) {
            (Some((tag, span)), None) => {
                if let Some(t) = self.lookup_tag(tag) {
                    if !self.tag_kind_matches(t, spec.kind) {
                        let _ = span;
                        self.error(spec.span, format!("use of '{tag}' with tag type that does not match previous declaration"));
                        return TypeId::ERROR;
                    }
                    t
                } else {
                    let t = self.types.new_record(spec.kind, Some(tag.clone()));
                    self.bind_tag(tag.clone(), t);
                    t
                }
            }
            (tag, Some(fields)) => {
                let ty = match tag {
                    Some((name, span)) => match self.lookup_tag_current(name) {
                        Some(t)
                            if self
                                .types
                                .record_of(t)
                                .is_some_and(|r| !self.types.record(r).complete)
                                && self.tag_kind_matches(t, spec.kind) =>
                        {
                            t
                        }
                        Some(t) if self.types.record_of(t).is_some() => {
                            if self.tag_kind_matches(t, spec.kind) {
                                self.error(*span, format!("redefinition of '{name}'"));
                            } else {
                                self.error(*span, format!("use of '{name}' with tag type that does not match previous declaration"));
                            }
                            let t = self.types.new_record(spec.kind, Some(name.clone()));
                            self.bind_tag(name.clone(), t);
                            t
                        }
                        _ => {
                            let t = self.types.new_record(spec.kind, Some(name.clone()));
                            self.bind_tag(name.clone(), t);
                            t
                        }
                    },
                    None => self.types.new_record(spec.kind, None),
                };
                self.define_record(ty, &spec, fields);
                ty
            }
            (None, None) => TypeId::ERROR,
        };
        self.ast[rid].ty = ty;
        ty
    }

    fn tag_kind_matches(&self, t: TypeId, kind: RecordKind) -> bool {
        match self.types.kind(t) {
            TypeKind::Record(r) => self.types.record(*r).kind == kind,
            _ => false,
        }
    }

    fn define_record(&mut self, ty: TypeId, spec: &RecordSpec, fields: &[DeclId]) {
        let Some(rid) = self.types.record_of(ty) else {
            return;
        };
        let is_union = spec.kind == RecordKind::Union;
        let packed = spec.attrs.iter().any(|a| a.name == "packed");
        let mut min_align = 0;
        for a in &spec.attrs {
            if a.name == "aligned" {
                min_align = min_align.max(self.aligned_value(a));
            }
        }
        let mut members = Vec::new();
        let mut seen: std::collections::HashMap<SmolStr, Span> = Default::default();
        let mut flexible = false;
        for (i, &f) in fields.iter().enumerate() {
            let base = self.specs_type(self.ast[f].specs);
            let fty = self.decl_type(f, base, false);
            self.ast[f].ty = fty;
            let declarator = self.ast[f].declarator.clone();
            let name = declarator.name.clone();
            let span = declarator.name_span;
            if let Some(n) = &name {
                if let Some(&prev) = seen.get(n) {
                    self.emit(
                        Diagnostic::error(span, format!("duplicate member '{n}'"))
                            .with_note(Some(prev), "previous declaration is here"),
                    );
                }
                seen.insert(n.clone(), span);
            } else if self.ast[f].width_or_value.is_none() {
                // An anonymous struct/union member (§6.7.2.1p13); anything else declares nothing.
                if !self.types.is_record(fty) {
                    self.warn(
                        self.ast[f].span,
                        "missing-declarations",
                        "declaration does not declare anything",
                    );
                    continue;
                }
                if let Some(r) = self.types.record_of(fty) {
                    let inner: Vec<SmolStr> = self
                        .types
                        .record(r)
                        .fields
                        .iter()
                        .filter_map(|f| f.name.clone())
                        .collect();
                    for n in inner {
                        if let Some(&prev) = seen.get(&n) {
                            self.emit(
                                Diagnostic::error(span, format!("duplicate member '{n}'"))
                                    .with_note(Some(prev), "previous declaration is here"),
                            );
                        }
                        seen.insert(n, span);
                    }
                }
            }
            let display = name
                .as_ref()
                .map_or_else(|| "<anonymous>".to_string(), |n| n.to_string());
            if self.types.is_function(fty) {
                self.error(span, format!("field '{display}' declared as a function"));
                continue;
            }
            let is_last = i + 1 == fields.len();
            if !self.types.is_complete(fty) && !self.types.is_error(fty) {
                let flexible_ok = matches!(
                    self.types.kind(fty),
                    TypeKind::Array {
                        len: ArrayLen::Incomplete,
                        ..
                    }
                ) && is_last
                    && !is_union
                    && !members.is_empty();
                if flexible_ok {
                    flexible = true;
                    let elem = self.types.array_elem(fty).unwrap_or(TypeId::ERROR);
                    let zero = self.types.array_of(elem, ArrayLen::Fixed(0));
                    members.push(MemberSpec {
                        field: Field {
                            name,
                            ty: fty,
                            offset: 0,
                            bit_field: None,
                            decl: Some(f),
                        },
                        width: None,
                        align: self.types.align_of(zero),
                        packed: false,
                    });
                    continue;
                }
                let msg = if matches!(
                    self.types.kind(fty),
                    TypeKind::Array {
                        len: ArrayLen::Incomplete,
                        ..
                    }
                ) {
                    if is_union {
                        format!("flexible array member '{display}' in a union is not allowed")
                    } else if !is_last {
                        format!("flexible array member '{display}' with type '{}' is not at the end of struct", self.ty_str(fty))
                    } else {
                        format!("flexible array member '{display}' not allowed in otherwise empty struct")
                    }
                } else {
                    format!("field has incomplete type '{}'", self.ty_str(fty))
                };
                self.error(span, msg);
                continue;
            }
            if self.types.is_variably_modified(fty) {
                self.error(span, "fields must have a constant size: 'variable length array in structure' extension will never be supported");
                continue;
            }
            let mut width = None;
            if let Some(w) = self.ast[f].width_or_value {
                let w = self.rvalue(w);
                if !self.types.is_integer(fty) && !self.types.is_error(fty) {
                    let msg = format!(
                        "bit-field '{display}' has non-integral type '{}'",
                        self.ty_str(fty)
                    );
                    self.error(span, msg);
                    continue;
                }
                let Some(v) =
                    self.integer_constant(w, "integer constant expression must have integer type")
                else {
                    continue;
                };
                let bits = self.types.size_of(fty).unwrap_or(0) * 8;
                let wspan = self.ast[w].span;
                if v < 0 {
                    self.error(
                        wspan,
                        format!("bit-field '{display}' has negative width ({v})"),
                    );
                    continue;
                }
                if v as u64 > bits {
                    let _ = wspan;
                    self.error(span, format!("width of bit-field '{display}' ({v} bits) exceeds the width of its type ({bits} bits)"));
                    continue;
                }
                if v == 0 && name.is_some() {
                    self.error(span, format!("named bit-field '{display}' has zero width"));
                    continue;
                }
                width = Some(v as u32);
                self.ast[f].const_value = Some(v);
            }
            let mut align = 0;
            let fpacked = declarator
                .attrs
                .iter()
                .chain(self.ast[self.ast[f].specs].attrs.clone().iter())
                .any(|a| a.name == "packed");
            for a in declarator
                .attrs
                .iter()
                .chain(self.ast[self.ast[f].specs].attrs.clone().iter())
            {
                if a.name == "aligned" {
                    align = align.max(self.aligned_value(a));
                }
            }
            for al in self.ast[self.ast[f].specs].align.clone() {
                align = align.max(self.alignas_value(&al));
            }
            let ty_for_layout = fty;
            members.push(MemberSpec {
                field: Field {
                    name,
                    ty: ty_for_layout,
                    offset: 0,
                    bit_field: None,
                    decl: Some(f),
                },
                width,
                align,
                packed: fpacked,
            });
        }
        for (cond, msg, span) in &spec.static_asserts {
            self.static_assert(*cond, msg.as_ref(), *span);
        }
        let (laid, size, align) = layout_record(&self.types, members, is_union, packed, min_align);
        let info = &mut self.types.records[rid.0 as usize];
        info.fields = laid;
        info.size = size;
        info.align = align;
        info.complete = true;
        info.flexible = flexible;
    }

    fn aligned_value(&mut self, a: &Attribute) -> u64 {
        match a.args.first() {
            None => 16, // `aligned` alone: the largest alignment of the target
            Some(&e) => {
                let e = self.rvalue(e);
                self.eval_int(e).map_or(1, |v| v.max(1) as u64)
            }
        }
    }

    pub(crate) fn alignas_value(&mut self, a: &AlignSpec) -> u64 {
        match a {
            AlignSpec::Type(tn) => {
                let t = self.type_name(*tn);
                self.types.align_of(t)
            }
            AlignSpec::Expr(e) => {
                let e = self.rvalue(*e);
                let v = self
                    .integer_constant(e, "expression is not an integer constant expression")
                    .unwrap_or(1);
                if v != 0 && (v < 0 || (v & (v - 1)) != 0) {
                    let s = self.ast[e].span;
                    self.error(s, "requested alignment is not a power of 2");
                    return 1;
                }
                v as u64
            }
        }
    }

    pub(crate) fn enum_type(&mut self, eid: EnumId) -> TypeId {
        let spec = self.ast[eid].clone();
        let ty = match (&spec.tag, &spec.enumerators) {
            (Some((tag, span)), None) => {
                match self.lookup_tag(tag) {
                    Some(t) if matches!(self.types.kind(t), TypeKind::Enum(_)) => t,
                    Some(_) => {
                        self.error(*span, format!("use of '{tag}' with tag type that does not match previous declaration"));
                        TypeId::ERROR
                    }
                    None => {
                        // A forward reference to an enum (GNU): incomplete until defined.
                        let t = self.types.new_enum(Some(tag.clone()));
                        self.bind_tag(tag.clone(), t);
                        t
                    }
                }
            }
            (tag, Some(list)) => {
                let ty = match tag {
                    Some((name, span)) => match self.lookup_tag_current(name) {
                        Some(t) if matches!(self.types.kind(t), TypeKind::Enum(e) if !self.types.enums[e.0 as usize].complete) => {
                            t
                        }
                        Some(_) => {
                            self.error(*span, format!("redefinition of '{name}'"));
                            self.types.new_enum(Some(name.clone()))
                        }
                        None => {
                            let t = self.types.new_enum(Some(name.clone()));
                            self.bind_tag(name.clone(), t);
                            t
                        }
                    },
                    None => self.types.new_enum(None),
                };
                self.define_enum(ty, list);
                ty
            }
            (None, None) => TypeId::ERROR,
        };
        self.ast[eid].ty = ty;
        ty
    }

    fn define_enum(&mut self, ty: TypeId, list: &[DeclId]) {
        let mut next: i128 = 0;
        let (mut min, mut max) = (0i128, 0i128);
        for &c in list {
            if let Some(e) = self.ast[c].width_or_value {
                let e = self.rvalue(e);
                if let Some(v) =
                    self.integer_constant(e, "expression is not an integer constant expression")
                {
                    next = v;
                }
            }
            min = min.min(next);
            max = max.max(next);
            self.ast[c].const_value = Some(next);
            // Enumeration constants have type int (§6.7.2.2p2); GNU allows wider values,
            // which then have the type that holds them.
            self.ast[c].ty = if next >= i32::MIN as i128 && next <= i32::MAX as i128 {
                TypeId::INT
            } else if next <= i64::MAX as i128 {
                TypeId::LONG
            } else {
                TypeId::ULONG
            };
            if let Some(name) = self.ast[c].declarator.name.clone() {
                if let Some(prev) = self.lookup_current(&name) {
                    let (s, ps) = (
                        self.ast[c].declarator.name_span,
                        self.ast[prev].declarator.name_span,
                    );
                    self.emit(
                        Diagnostic::error(s, format!("redefinition of '{name}'"))
                            .with_note(Some(ps), "previous definition is here"),
                    );
                }
                self.bind(name, c);
            }
            next += 1;
        }
        let underlying = if min < 0 {
            if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                IntKind::Int
            } else {
                IntKind::Long
            }
        } else if max <= u32::MAX as i128 {
            IntKind::UInt
        } else {
            IntKind::ULong
        };
        if let TypeKind::Enum(e) = self.types.kind(ty).clone() {
            let info = &mut self.types.enums[e.0 as usize];
            info.underlying = underlying;
            info.complete = true;
        }
    }
}

/// The type a valid multiset of basic type specifiers names (§6.7.2p2).
fn basic_type(types: &mut crate::types::TypeTable, b: &BasicSpec) -> TypeId {
    let real = if b.void {
        TypeId::VOID
    } else if b.bool_ {
        TypeId::BOOL
    } else if b.char_ {
        if b.signed {
            TypeId::SCHAR
        } else if b.unsigned {
            TypeId::UCHAR
        } else {
            TypeId::CHAR
        }
    } else if b.short {
        if b.unsigned {
            TypeId::USHORT
        } else {
            TypeId::SHORT
        }
    } else if b.double {
        if b.long > 0 {
            TypeId::LONGDOUBLE
        } else {
            TypeId::DOUBLE
        }
    } else if b.float {
        TypeId::FLOAT
    } else if let Some(f) = b.float_n {
        match f {
            FloatN::F16 => TypeId::FLOAT16,
            FloatN::F32 => TypeId::FLOAT,
            FloatN::F64 => TypeId::DOUBLE,
            FloatN::F64x => TypeId::LONGDOUBLE,
            FloatN::F128 => TypeId::FLOAT128,
        }
    } else if b.int128 {
        if b.unsigned {
            TypeId::UINT128
        } else {
            TypeId::INT128
        }
    } else if b.long >= 2 {
        if b.unsigned {
            TypeId::ULONGLONG
        } else {
            TypeId::LONGLONG
        }
    } else if b.long == 1 {
        if b.unsigned {
            TypeId::ULONG
        } else {
            TypeId::LONG
        }
    } else if b.int || b.signed || b.unsigned {
        if b.unsigned {
            TypeId::UINT
        } else {
            TypeId::INT
        }
    } else if b.complex {
        // `_Complex` alone means `_Complex double` (GNU).
        TypeId::DOUBLE
    } else {
        TypeId::INT
    };
    if b.complex {
        let f = types.float_kind(real).unwrap_or(FloatKind::Double);
        return types.mk(TypeKind::Complex(f));
    }
    real
}
