//! GNU attributes that change code generation (`constructor`, `destructor`, `weak`,
//! `aligned`, `section`, `used`, `noinline`, `always_inline`, `cold`, `noreturn`), `pure` and
//! `const` (what the OpenACC passes ask of a callee), and the
//! linkage of inline definitions: a C99 inline definition provides no external definition
//! (C17 §6.7.4p7), nor does a GNU `extern inline` one (`gnu_inline`, glibc's
//! `__extern_inline`); both become discardable (`linkonce_odr`) definitions here.

use oxacc_oir::{FuncAttr, FuncId, GlobalId, Linkage as OLinkage, Module};

use super::Ctx;
use crate::ast::{AlignSpec, Attribute, DeclId, StorageClass};

impl Ctx<'_> {
    /// The attributes of a declaration: those of its specifiers and of its declarator.
    fn attrs_of(&self, d: DeclId) -> Vec<Attribute> {
        let decl = &self.ast[d];
        let mut attrs = self.ast[decl.specs].attrs.clone();
        attrs.extend(decl.declarator.attrs.iter().cloned());
        attrs
    }

    fn returns_void(&self, d: DeclId) -> bool {
        match self.types.kind(self.ast[d].ty) {
            crate::types::TypeKind::Function { ret, .. } => self.types.is_void(*ret),
            _ => true,
        }
    }

    /// The C library's `<math.h>` functions (every variant: `sqrt`, `sqrtf`, `sqrtl`) have
    /// no effect but their value and `errno`, which OpenACC device code does not have: they
    /// are `pure` although glibc declares most without `const` (because of `errno`).
    fn is_library_math(&self, d: DeclId) -> bool {
        let Some(name) = self.ast[d].name() else {
            return false;
        };
        let long = name
            .strip_suffix('l')
            .and_then(oxacc_oir::MathFn::from_c_name);
        let math =
            oxacc_oir::MathFn::from_c_name(name).is_some() || long.is_some_and(|(_, float)| !float);
        math && !self.returns_void(d) && self.library_function(d).is_some()
    }

    fn attr_int(&self, a: &Attribute, i: usize) -> Option<i128> {
        a.args.get(i).and_then(|&e| self.eval_int(e))
    }

    fn attr_string(&self, a: &Attribute) -> Option<String> {
        let e = *a.args.first()?;
        match &self.ast[e].kind {
            crate::ast::ExprKind::StringLit { units, .. } => {
                Some(units.iter().filter_map(|&u| char::from_u32(u)).collect())
            }
            _ => None,
        }
    }

    pub(crate) fn apply_func_attrs(&mut self, m: &mut Module, f: FuncId, d: DeclId) {
        if self.is_library_math(d) && !m.func(f).attrs.contains(&FuncAttr::Pure) {
            m.func_mut(f).attrs.push(FuncAttr::Pure);
        }
        for a in self.attrs_of(d) {
            let prio = self.attr_int(&a, 0).map_or(65535, |p| p as u32);
            let data = m.func_mut(f);
            let attr = match a.name.as_str() {
                "noinline" => Some(FuncAttr::NoInline),
                "always_inline" => Some(FuncAttr::AlwaysInline),
                "cold" => Some(FuncAttr::Cold),
                "noreturn" => Some(FuncAttr::NoReturn),
                // GCC ignores both on a function returning void.
                "pure" | "const" if !self.returns_void(d) => Some(FuncAttr::Pure),
                "weak" => {
                    data.linkage = OLinkage::Weak;
                    None
                }
                "section" => {
                    data.section = self.attr_string(&a).map(Into::into);
                    None
                }
                "constructor" if !m.ctors.iter().any(|c| c.0 == f) => {
                    m.ctors.push((f, prio));
                    None
                }
                "destructor" if !m.dtors.iter().any(|c| c.0 == f) => {
                    m.dtors.push((f, prio));
                    None
                }
                _ => None,
            };
            let data = m.func_mut(f);
            if let Some(attr) = attr {
                if !data.attrs.contains(&attr) {
                    data.attrs.push(attr);
                }
            }
        }
    }

    pub(crate) fn apply_global_attrs(&mut self, m: &mut Module, g: GlobalId, d: DeclId) {
        for a in self.attrs_of(d) {
            match a.name.as_str() {
                "weak" => m.globals[g.index()].linkage = OLinkage::Weak,
                "used" => m.globals[g.index()].used = true,
                "section" => m.globals[g.index()].section = self.attr_string(&a).map(Into::into),
                _ => {}
            }
        }
        let al = self.decl_align(d);
        let data = &mut m.globals[g.index()];
        data.align = data.align.max(al);
    }

    /// The function of `__attribute__((cleanup(f)))` on a variable.
    pub(crate) fn cleanup_fn(&mut self, m: &mut Module, d: DeclId) -> Option<FuncId> {
        let a = self.attrs_of(d).into_iter().find(|a| a.name == "cleanup")?;
        let mut e = *a.args.first()?;
        loop {
            match &self.ast[e].kind {
                crate::ast::ExprKind::ImplicitCast { operand, .. } => e = *operand,
                crate::ast::ExprKind::Ident {
                    res: crate::ast::Resolution::Decl(f),
                    ..
                } => {
                    let f = *f;
                    return self.func_of(m, f);
                }
                // Sema leaves attribute arguments unresolved: look the function up by name.
                crate::ast::ExprKind::Ident { name, .. } => return self.funcs.get(name).copied(),
                _ => return None,
            }
        }
    }

    /// The alignment a declaration asks for with `_Alignas` (§6.7.5) or `aligned` (0: none).
    pub(crate) fn decl_align(&self, d: DeclId) -> u32 {
        let specs = &self.ast[self.ast[d].specs];
        let mut align = 0u64;
        for a in &specs.align {
            let v = match a {
                AlignSpec::Expr(e) => self.eval_int(*e).map_or(0, |v| v as u64),
                AlignSpec::Type(t) => self.type_name_align(*t),
            };
            align = align.max(v);
        }
        for a in self.attrs_of(d) {
            if a.name == "aligned" {
                align = align.max(self.attr_int(&a, 0).map_or(16, |v| v as u64));
            }
        }
        align as u32
    }

    /// The alignment of the type in `_Alignas(type-name)`. Sema resolves these type names
    /// only for members; for objects the basic types and pointers are read from the syntax.
    fn type_name_align(&self, tn: crate::ast::TypeNameId) -> u64 {
        let name = &self.ast[tn];
        if !self.types.is_error(name.ty) {
            return self.types.align_of(name.ty);
        }
        if !name.declarator.derived.is_empty() {
            return match name.declarator.derived.first() {
                Some(crate::ast::Derived::Pointer { .. }) => 8,
                _ => 0,
            };
        }
        match &self.ast[name.specs].ty {
            crate::ast::TypeSpec::Basic(b) => {
                if b.long > 0 && b.double {
                    16
                } else if b.double || b.long > 0 || b.complex {
                    8
                } else if b.int128 {
                    16
                } else if b.float
                    || b.int
                    || (!b.short && !b.char_ && !b.bool_ && (b.signed || b.unsigned))
                {
                    4
                } else if b.short {
                    2
                } else {
                    1
                }
            }
            _ => 0,
        }
    }

    /// Whether the definition `d` is an inline definition that provides no external
    /// definition (§6.7.4p7, GNU `extern inline`).
    pub(crate) fn is_inline_only(&self, d: DeclId, all_decls: &[DeclId]) -> bool {
        let decl = &self.ast[d];
        let specs = &self.ast[decl.specs];
        if !specs.inline || specs.storage == Some(StorageClass::Static) {
            return false;
        }
        let gnu = self.attrs_of(d).iter().any(|a| a.name == "gnu_inline");
        if gnu {
            return specs.storage == Some(StorageClass::Extern);
        }
        // C99: every file-scope declaration says `inline` and none says `extern`.
        all_decls.iter().all(|&o| {
            let s = &self.ast[self.ast[o].specs];
            s.inline && s.storage != Some(StorageClass::Extern)
        })
    }
}
