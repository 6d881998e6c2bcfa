//! Entities with linkage and objects of static storage (C17 §6.2.2, §6.2.4p3, §6.9.2):
//! functions and file-scope objects are declared first, all of them, so that initializers
//! and bodies may refer to any; then the definitions get their initializers. Tentative
//! definitions without an initializer become zero-initialized definitions (§6.9.2p2).

use std::collections::HashMap;

use oxacc_oir::{ConstInit, FuncAttr, FuncId, GlobalData, GlobalId, Linkage as OLinkage, Module};

use smol_str::SmolStr;

use super::Ctx;
use crate::ast::{
    BlockItem, DeclId, DeclKind, ExprId, ExprKind, Linkage, StorageClass, StorageDuration,
};

impl Ctx<'_> {
    pub(crate) fn declare_file_scope(&mut self, m: &mut Module, items: &[BlockItem]) {
        // In source order: constructors of equal priority run in definition order.
        let mut order: Vec<SmolStr> = Vec::new();
        let mut by_name: HashMap<SmolStr, Vec<DeclId>> = HashMap::new();
        for item in items {
            if let BlockItem::Decl(g) = item {
                for &d in &g.decls {
                    self.declare_entity(m, d);
                    if let (Some(name), DeclKind::Ordinary) =
                        (self.symbol_name(d), self.ast[d].kind)
                    {
                        let list = by_name.entry(name.clone()).or_default();
                        if list.is_empty() {
                            order.push(name);
                        }
                        list.push(d);
                    }
                }
            }
        }
        for name in &order {
            let decls = by_name.get(name).cloned().unwrap_or_default();
            for &d in &decls {
                if let Some(&f) = self.funcs.get(name) {
                    self.apply_func_attrs(m, f, d);
                    if self.ast[d].body.is_some() && self.is_inline_only(d, &decls) {
                        m.func_mut(f).linkage = OLinkage::LinkOnceOdr;
                    }
                } else if let Some(&g) = self.globals.get(name) {
                    self.apply_global_attrs(m, g, d);
                }
            }
        }
    }

    /// Declares the function or object `d` names, or finds the one an earlier declaration
    /// made; a later declaration may complete its type or give internal linkage.
    pub(crate) fn declare_entity(&mut self, m: &mut Module, d: DeclId) {
        let decl = &self.ast[d];
        if decl.kind != DeclKind::Ordinary {
            return;
        }
        let Some(name) = self.symbol_name(d) else {
            return;
        };
        if self.types.is_function(decl.ty) {
            self.declare_func(m, d, &name);
        } else {
            self.declare_global(m, d, &name);
        }
    }

    /// The symbol of a declaration: its asm label (`__asm__("name")`) or its name.
    pub(crate) fn symbol_name(&self, d: DeclId) -> Option<smol_str::SmolStr> {
        let decl = &self.ast[d];
        decl.declarator
            .asm_label
            .clone()
            .or_else(|| decl.name().cloned())
    }

    pub(crate) fn declare_func(&mut self, m: &mut Module, d: DeclId, name: &str) -> FuncId {
        let decl = &self.ast[d];
        let internal = decl.linkage == Linkage::Internal;
        let noreturn = self.ast[decl.specs].noreturn;
        let has_body = decl.body.is_some();
        let ty = decl.ty;
        if let Some(&f) = self.funcs.get(name) {
            // The definition's type is the one code is generated for.
            if has_body {
                let sig = self.definition_sig(m, d);
                m.func_mut(f).sig = sig;
            }
            if internal {
                m.func_mut(f).linkage = OLinkage::Internal;
            }
            return f;
        }
        let sig = if has_body {
            self.definition_sig(m, d)
        } else {
            self.fn_sig(m, ty)
        };
        let span = self.ast[d].declarator.name_span;
        let loc = self.loc(m, span);
        let f = m.declare_func(name, sig);
        let data = m.func_mut(f);
        // Where the function is first declared (a definition sets its own): diagnostics
        // about the declaration point there.
        data.loc = loc;
        data.attrs.push(FuncAttr::NoUnwind);
        if noreturn {
            data.attrs.push(FuncAttr::NoReturn);
        }
        if internal {
            data.linkage = OLinkage::Internal;
        }
        self.funcs.insert(name.into(), f);
        f
    }

    fn declare_global(&mut self, m: &mut Module, d: DeclId, name: &str) -> GlobalId {
        let decl = &self.ast[d];
        let ty = self.oir_ty(m, decl.ty);
        let align = self.types.align_of(decl.ty) as u32;
        let internal = decl.linkage == Linkage::Internal;
        // `threadprivate` (OpenMP 4.5 §2.15.2) is thread-local storage, as in gcc.
        let thread = decl.storage == StorageDuration::Thread
            || self.omp.threadprivate_globals.contains(name);
        if let Some(&g) = self.globals.get(name) {
            let size_known = self.types.size_of(decl.ty).is_some_and(|s| s > 0);
            let data = &mut m.globals[g.index()];
            data.thread_local |= thread;
            if size_known && m.types.size_of(data.ty) == 0 {
                data.ty = ty;
            }
            if internal {
                data.linkage = OLinkage::Internal;
            }
            return g;
        }
        let mut data = GlobalData::new(name, ty, None);
        data.align = align.max(1);
        data.thread_local = thread;
        if internal {
            data.linkage = OLinkage::Internal;
        }
        let g = m.add_global(data);
        self.globals.insert(name.into(), g);
        g
    }

    /// Gives every defined file-scope object its initializer.
    pub(crate) fn define_globals(&mut self, m: &mut Module, items: &[BlockItem]) {
        for item in items {
            let BlockItem::Decl(g) = item else { continue };
            for &d in &g.decls {
                let decl = &self.ast[d];
                if decl.kind != DeclKind::Ordinary || self.types.is_function(decl.ty) {
                    continue;
                }
                let is_extern = self.ast[decl.specs].storage == Some(StorageClass::Extern);
                let Some(name) = self.symbol_name(d) else {
                    continue;
                };
                let Some(&gid) = self.globals.get(&name) else {
                    continue;
                };
                match decl.init {
                    Some(init) => {
                        let ty = self.oir_ty(m, decl.ty);
                        m.globals[gid.index()].ty = ty;
                        self.set_static_init(m, gid, decl.ty, init);
                        // Read-only data (as clang marks it): device code may read it from
                        // its own image without a `declare` (decision 104).
                        m.globals[gid.index()].constant |=
                            self.read_only(decl.ty) && !self.acc.declared_globals.contains_key(&d);
                    }
                    None if !is_extern && m.globals[gid.index()].init.is_none() => {
                        m.globals[gid.index()].init = Some(ConstInit::Zero);
                    }
                    None => {}
                }
            }
        }
    }

    /// A `const`, non-`volatile` object type (qualifiers of an array are its elements',
    /// C11 §6.7.3p10).
    fn read_only(&self, mut ty: crate::types::TypeId) -> bool {
        while let Some(e) = self.types.array_elem(ty) {
            ty = e;
        }
        let q = self.types.quals(ty);
        q.is_const && !q.is_volatile
    }

    /// The global holding a block-scope `static` object, created (with its initializer) on
    /// first use.
    pub(crate) fn static_local(&mut self, m: &mut Module, d: DeclId, func: &str) -> GlobalId {
        self.static_local_with(m, d, func, true)
    }

    /// [`Self::static_local`], without the static initializer when `with_init` is false.
    pub(crate) fn static_local_with(
        &mut self,
        m: &mut Module,
        d: DeclId,
        func: &str,
        with_init: bool,
    ) -> GlobalId {
        let func = if func.is_empty() { "static" } else { func };
        if let Some(&g) = self.static_locals.get(&d) {
            return g;
        }
        let decl = &self.ast[d];
        let name = format!("{func}.{}", decl.name().map_or("anon", |n| n.as_str()));
        let name = if m.global_by_name(&name).is_some() {
            self.fresh_name(&name)
        } else {
            name
        };
        let ty = self.oir_ty(m, decl.ty);
        let mut data = GlobalData::new(&name, ty, Some(ConstInit::Zero));
        data.linkage = OLinkage::Internal;
        data.align = (self.types.align_of(decl.ty).max(1) as u32).max(self.decl_align(d));
        data.thread_local =
            decl.storage == StorageDuration::Thread || self.omp.threadprivate_locals.contains(&d);
        let g = m.add_global(data);
        self.static_locals.insert(d, g);
        if let Some(init) = decl.init.filter(|_| with_init) {
            let cty = decl.ty;
            self.set_static_init(m, g, cty, init);
            m.globals[g.index()].constant |=
                self.read_only(cty) && !self.acc.declared_globals.contains_key(&d);
        }
        g
    }

    /// The private constant array of a string literal (§6.4.5p6), one per literal.
    pub(crate) fn string_global(&mut self, m: &mut Module, e: ExprId) -> GlobalId {
        if let Some(&g) = self.strings.get(&e) {
            return g;
        }
        let (units, elem_size) = match &self.ast[e].kind {
            ExprKind::StringLit { units, .. } => {
                let elem = self
                    .types
                    .array_elem(self.ast[e].ty)
                    .unwrap_or(crate::types::TypeId::CHAR);
                (units.clone(), self.size(elem).max(1))
            }
            _ => (Vec::new(), 1),
        };
        let mut bytes = Vec::with_capacity(units.len() * elem_size as usize);
        for u in &units {
            bytes.extend_from_slice(&u.to_le_bytes()[..elem_size as usize]);
        }
        let name = self.fresh_name(".str");
        let g = if elem_size == 1 {
            m.add_string(&name, &bytes)
        } else {
            let ety = m.int(elem_size as u32 * 8);
            let arr = m.array(ety, units.len() as u64 + 1);
            let mut data = GlobalData::new(&name, arr, Some(ConstInit::Bytes(bytes)));
            data.linkage = OLinkage::Private;
            data.constant = true;
            m.add_global(data)
        };
        self.strings.insert(e, g);
        g
    }
}
