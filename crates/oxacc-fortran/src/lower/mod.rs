//! Lowering of the resolved tree ([`crate::sema::tree`]) to OIR.
//!
//! The calling convention is gfortran's (docs/design.md "Fortran calling convention"):
//! external procedures are `name_` in lower case, module procedures `__mod_MOD_name`,
//! `bind(c)` procedures their C name; arguments by reference except `value` dummies; one
//! hidden `i64` length per character argument after all the others. The main program is the
//! internal function `MAIN__`, called from a C `main` between Flang's
//! `_FortranAProgramStart(argc, argv, envp, NULL)` and `_FortranAProgramEndStatement()`, as
//! flang-22 emits it. I/O and STOP go through Flang's runtime (`flang_rt.runtime`), simple
//! intrinsics are inline OIR, the elemental math functions libm calls.
//!
//! Every function fills the OIR variable table (docs/oir.md): scalars as `Object`, arrays with
//! constant bounds as `Object` of a nested array type, automatic arrays as `array … col` and
//! explicit-shape dummies as `ptr array … col` (the dummy's address stored in a slot).

mod acc;
mod acc_atomic;
mod actual;
mod alloc_comp;
mod allocate;
mod array;
mod array_result;
mod charfn;
mod complex_math;
mod descriptor;
mod dyntype;
mod expr;
mod file_io;
mod func;
mod ieee;
mod intrinsic_sub;
mod io;
mod numeric;
mod omp;
mod omp_allocate;
mod omp_doacross;
mod omp_taskloop;
mod omp_udr;
mod pointer;
mod proc_entity;
mod runtime;
mod stmt;
mod transform;
mod type_info;
mod unit_stride;

use std::collections::HashMap;

use oxacc_oir::{ConstInit, FuncId, GlobalData, GlobalId, Linkage, Module, SrcLoc, TypeId};
use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};

use crate::sema::tree::{Const, ProcId, ProcKind, Storage, SymbolId};
use crate::sema::types::{CharLen, Type};
use crate::sema::Program;

/// What lowering shares between the functions of one module.
pub(crate) struct Ctx<'a> {
    pub prog: &'a Program,
    pub sm: &'a SourceMap,
    pub diags: &'a mut DiagnosticsEngine,
    pub funcs: HashMap<ProcId, FuncId>,
    pub globals: HashMap<SymbolId, GlobalId>,
    pub strings: HashMap<Vec<u8>, GlobalId>,
    pub files: HashMap<String, u32>,
    /// The source file's name as a NUL-terminated string, for the runtime's messages.
    pub source_name: Option<GlobalId>,
    pub errors: bool,
    /// The OIR struct of each derived type (C layout, components in order; an array component
    /// is an array field).
    pub derived: Vec<TypeId>,
    /// Flang runtime type information of derived types (`type_info.rs`), made once.
    pub type_infos: HashMap<u32, GlobalId>,
    /// `__start_`/`__stop_oxacc_types`, declared once (`dyntype.rs`).
    pub type_section: Option<(GlobalId, GlobalId)>,
    /// Internal procedures passed as actual arguments: their thunk and closure
    /// (`proc_entity.rs`).
    pub thunks: Vec<(ProcId, FuncId, GlobalId)>,
    /// The functions that copy or free the allocatable components of one structure of a
    /// recursive type (`alloc_comp.rs`), by (copy, type); those still to define.
    pub comp_helpers: HashMap<(bool, u32), FuncId>,
    pub pending_helpers: Vec<(bool, u32, FuncId, ProcId)>,
}

impl Ctx<'_> {
    pub fn unsupported(&mut self, span: Span, what: &str) {
        self.errors = true;
        self.diags.emit(
            self.sm,
            Diagnostic::error(span, format!("{what} is not supported yet")),
        );
    }

    pub fn loc(&mut self, m: &mut Module, span: Span) -> SrcLoc {
        let root = self.sm.expansion_root(span);
        let lc = self.sm.presumed(root.file, root.lo);
        // By the presumed name: one preprocessed text holds the lines of its `#include`d
        // files too (their line markers are `#line` directives of it).
        let file = match self.files.get(&*lc.name) {
            Some(&f) => f,
            None => {
                let f = m.add_file(&lc.name).index() as u32;
                self.files.insert(lc.name.to_string(), f);
                f
            }
        };
        SrcLoc {
            file,
            line: lc.line,
            col: lc.col,
        }
    }

    pub fn line(&self, span: Span) -> u32 {
        let root = self.sm.expansion_root(span);
        self.sm.presumed(root.file, root.lo).line
    }

    /// A private constant byte string (not NUL-terminated in meaning; a NUL follows).
    pub fn string(&mut self, m: &mut Module, bytes: &[u8]) -> GlobalId {
        if let Some(&g) = self.strings.get(bytes) {
            return g;
        }
        let name = format!(".str.{}", self.strings.len());
        let g = m.add_string(&name, bytes);
        self.strings.insert(bytes.to_vec(), g);
        g
    }
}

/// The OIR type of a value of Fortran type `ty` in memory.
pub(crate) fn mem_type(m: &mut Module, derived: &[TypeId], ty: Type) -> TypeId {
    match ty {
        Type::Derived(id) => derived[id as usize],
        Type::Integer(k) | Type::Logical(k) => m.int(8 * u32::from(k)),
        Type::Real(4) => m.f32(),
        Type::Real(_) => m.f64(),
        Type::Complex(k) => {
            let part = if k == 4 { m.f32() } else { m.f64() };
            m.complex(part)
        }
        Type::Character(CharLen::Const(n)) => {
            let i8t = m.i8();
            m.array(i8t, n.max(0) as u64)
        }
        // Only reached for dummies, whose storage is the caller's.
        Type::Character(CharLen::Assumed) => m.i8(),
    }
}

/// The OIR struct of every derived type, by type number. A structure nests the structures of
/// its non-pointer, non-allocatable derived components, so those are made first; a type
/// defined after one that points at it (mutually recursive types) may have a greater number
/// and still be nested in a type of a smaller one. Allocatable and pointer components are
/// descriptors whatever their type, so the nesting has no cycles.
fn struct_types(m: &mut Module, types: &[crate::sema::tree::DerivedType]) -> Vec<TypeId> {
    fn make(
        m: &mut Module,
        types: &[crate::sema::tree::DerivedType],
        done: &mut Vec<Option<TypeId>>,
        id: usize,
    ) -> TypeId {
        if let Some(st) = done[id] {
            return st;
        }
        let t = &types[id];
        let mut fields = Vec::with_capacity(t.components.len());
        for c in &t.components {
            let f = if let Some(rank) = c.alloc {
                // The descriptor, in 8-byte words for its alignment.
                let i64t = m.i64();
                m.array(i64t, oxacc_oir::var::descriptor::size(rank).div_ceil(8))
            } else if c.proc.is_some() {
                // A procedure pointer component: an address, initialised to a
                // procedure's (`=> g`, a `FuncAddr`) in constant structures.
                m.ptr()
            } else {
                let elem = match c.ty {
                    Type::Derived(d) => make(m, types, done, d as usize),
                    ty => mem_type(m, &[], ty),
                };
                if c.dims.is_empty() {
                    elem
                } else {
                    m.array(elem, c.count().max(0) as u64)
                }
            };
            fields.push(f);
        }
        let st = m.c_struct(Some(&t.name.to_ascii_lowercase()), &fields);
        let allocatable: Vec<u32> = (0..t.components.len() as u32)
            .filter(|&k| {
                let c = &t.components[k as usize];
                c.alloc.is_some() && !c.pointer
            })
            .collect();
        if !allocatable.is_empty() {
            m.allocatable_fields.insert(st, allocatable);
        }
        let pointers: Vec<u32> = (0..t.components.len() as u32)
            .filter(|&k| {
                let c = &t.components[k as usize];
                c.alloc.is_some() && c.pointer && c.proc.is_none()
            })
            .collect();
        if !pointers.is_empty() {
            m.pointer_fields.insert(st, pointers);
        }
        done[id] = Some(st);
        st
    }
    let mut done = vec![None; types.len()];
    (0..types.len())
        .map(|id| make(m, types, &mut done, id))
        .collect()
}

/// Lowers a resolved program to an OIR module named after the source file.
pub fn lower(prog: &Program, sm: &SourceMap, diags: &mut DiagnosticsEngine) -> Option<Module> {
    let mut m = Module::new(&prog.source_name);
    let mut ctx = Ctx {
        prog,
        sm,
        diags,
        funcs: HashMap::new(),
        globals: HashMap::new(),
        strings: HashMap::new(),
        files: HashMap::new(),
        source_name: None,
        errors: false,
        derived: Vec::new(),
        type_infos: HashMap::new(),
        type_section: None,
        thunks: Vec::new(),
        comp_helpers: HashMap::new(),
        pending_helpers: Vec::new(),
    };
    ctx.derived = struct_types(&mut m, &prog.types);
    let name = ctx.string(&mut m, prog.source_name.as_bytes());
    ctx.source_name = Some(name);
    for (i, p) in prog.procs.iter().enumerate() {
        // Definitions, and procedures known by an interface body (their exact signature).
        if (p.body.is_some() || p.explicit) && !prog.interfaces_only.contains(&ProcId(i as u32)) {
            let id = ProcId(i as u32);
            let f = func::declare(&mut ctx, &mut m, id);
            ctx.funcs.insert(id, f);
        }
    }
    // After the procedures: a procedure pointer's initial value is one's address.
    declare_statics(&mut ctx, &mut m);
    acc::module_attributes(&mut ctx, &mut m);
    dyntype::emit_records(&mut ctx, &mut m);
    for (i, p) in prog.procs.iter().enumerate() {
        if p.body.is_some() {
            func::define(&mut ctx, &mut m, ProcId(i as u32));
        }
    }
    proc_entity::define_thunks(&mut ctx, &mut m);
    alloc_comp::define_helpers(&mut ctx, &mut m);
    if let Some(main) = prog.procs.iter().position(|p| p.kind == ProcKind::Main) {
        let f = ctx.funcs[&ProcId(main as u32)];
        func::c_main(&mut m, f);
    }
    (!ctx.errors).then_some(m)
}

/// Module variables, variables of the main program and saved locals: globals, zero or
/// constant-initialised.
fn declare_statics(ctx: &mut Ctx, m: &mut Module) {
    declare_commons(ctx, m);
    for (i, sym) in ctx.prog.symbols.iter().enumerate() {
        let Storage::Static {
            link_name,
            external,
        } = &sym.storage
        else {
            continue;
        };
        // A procedure pointer is an address (its initial target a `FuncAddr`).
        let elem = if ctx.prog.proc_pointers.contains(&SymbolId(i as u32)) {
            m.ptr()
        } else {
            mem_type(m, &ctx.derived, sym.ty)
        };
        // Module data of a module file is defined by the module's own object.
        let imported = ctx.prog.imported.contains(&SymbolId(i as u32));
        if imported && !external {
            // Saved locals of a module procedure's interface: only its body uses them.
            continue;
        }
        if let Some(crate::sema::tree::ArrayShape::Allocatable { rank }) = &sym.array {
            // The descriptor, zero: not allocated.
            let i8t = m.i8();
            let ty = m.array(i8t, oxacc_oir::var::descriptor::size(*rank));
            let init = (!imported).then_some(ConstInit::Zero);
            let mut g = GlobalData::new(link_name, ty, init);
            g.align = 8;
            if !external {
                g.linkage = Linkage::Internal;
            }
            let id = m.add_global(g);
            ctx.globals.insert(SymbolId(i as u32), id);
            continue;
        }
        let count = match crate::sema::const_size_of(sym) {
            Some(n) => n,
            None => {
                ctx.unsupported(sym.span, "a static array with non-constant bounds");
                continue;
            }
        };
        let ty = if sym.array.is_some() {
            m.array(elem, count.max(0) as u64)
        } else {
            elem
        };
        let init = match &sym.init {
            None => ConstInit::Zero,
            Some(values) => {
                let items: Vec<ConstInit> = values
                    .iter()
                    .map(|c| const_init(c, sym.ty, &ctx.prog.types, &ctx.funcs))
                    .collect();
                if sym.array.is_some() {
                    ConstInit::Aggregate(items)
                } else {
                    items.into_iter().next().unwrap_or(ConstInit::Zero)
                }
            }
        };
        let common = ctx.prog.bind_c.contains(&SymbolId(i as u32)) && sym.init.is_none();
        let mut g = GlobalData::new(link_name, ty, (!imported).then_some(init));
        // OpenMP 4.5 §2.15.2: one copy per thread, as gcc implements threadprivate.
        g.thread_local = ctx.prog.omp.threadprivate.contains(&SymbolId(i as u32));
        g.constant = ctx.prog.constants.contains(&SymbolId(i as u32));
        if !external {
            g.linkage = Linkage::Internal;
        } else if common && !imported {
            g.linkage = Linkage::Common;
        }
        let id = m.add_global(g);
        ctx.globals.insert(SymbolId(i as u32), id);
    }
}

/// One global per common block, as large as its largest declaration in this file, with
/// common linkage so that the linker merges the blocks of all objects (as gfortran's are).
fn declare_commons(ctx: &mut Ctx, m: &mut Module) {
    let mut sizes: Vec<(smol_str::SmolStr, u64)> = Vec::new();
    for sym in &ctx.prog.symbols {
        let Storage::Common { block, offset } = &sym.storage else {
            continue;
        };
        let count = crate::sema::const_size_of(sym).unwrap_or(0).max(0) as u64;
        let end = offset + crate::sema::type_size(sym.ty) * count;
        match sizes.iter_mut().find(|(b, _)| b == block) {
            Some((_, s)) => *s = (*s).max(end),
            None => sizes.push((block.clone(), end)),
        }
    }
    let mut ids = std::collections::HashMap::new();
    for (block, size) in sizes {
        let i8t = m.i8();
        let ty = m.array(i8t, size.max(1));
        // A block some member of which has an initial value (DATA in BLOCK DATA, §11.3) is
        // defined here, byte by byte; the other objects' common definitions merge into it.
        if let Some(bytes) = common_image(ctx, &block, size.max(1)) {
            let init = ConstInit::Aggregate(
                bytes
                    .into_iter()
                    .map(|b| ConstInit::Int(i128::from(b)))
                    .collect(),
            );
            let mut g = GlobalData::new(&block, ty, Some(init));
            if block.starts_with("__equiv.") {
                g.linkage = Linkage::Internal;
            }
            g.align = 16;
            ids.insert(block, m.add_global(g));
            continue;
        }
        let mut g = GlobalData::new(&block, ty, Some(ConstInit::Zero));
        g.thread_local = ctx.prog.omp.threadprivate_commons.contains(&block);
        // EQUIVALENCE storage (sema's `__equiv.` blocks) belongs to its object alone.
        g.linkage = if block.starts_with("__equiv.") {
            Linkage::Internal
        } else {
            Linkage::Common
        };
        g.align = 16;
        ids.insert(block, m.add_global(g));
    }
    for (i, sym) in ctx.prog.symbols.iter().enumerate() {
        if let Storage::Common { block, .. } = &sym.storage {
            ctx.globals.insert(SymbolId(i as u32), ids[block]);
        }
    }
}

/// The bytes of common block `block` when a member has an initial value: each value at its
/// member's offset, little-endian as the target stores it.
fn common_image(ctx: &Ctx, block: &str, size: u64) -> Option<Vec<u8>> {
    let mut bytes = vec![0u8; size as usize];
    let mut any = false;
    for sym in &ctx.prog.symbols {
        let (Storage::Common { block: b, offset }, Some(values)) = (&sym.storage, &sym.init) else {
            continue;
        };
        if b != block {
            continue;
        }
        let elem = crate::sema::type_size(sym.ty) as usize;
        for (k, c) in values.iter().enumerate() {
            let at = *offset as usize + k * elem;
            let v = const_bytes(c, sym.ty)?;
            if let Some(dst) = bytes.get_mut(at..at + v.len()) {
                dst.copy_from_slice(&v);
                any = true;
            }
        }
    }
    any.then_some(bytes)
}

/// The storage bytes of one constant of an intrinsic type.
fn const_bytes(c: &Const, ty: Type) -> Option<Vec<u8>> {
    let real = |v: f64, k: u8| match k {
        4 => (v as f32).to_le_bytes().to_vec(),
        _ => v.to_le_bytes().to_vec(),
    };
    Some(match (c, ty) {
        (Const::Int(v), Type::Integer(k)) => v.to_le_bytes()[..k as usize].to_vec(),
        (Const::Logical(b), Type::Logical(k)) => {
            i128::from(*b).to_le_bytes()[..k as usize].to_vec()
        }
        (Const::Real(v), Type::Real(k)) => real(*v, k),
        (Const::Complex(r, i), Type::Complex(k)) => [real(*r, k), real(*i, k)].concat(),
        (Const::Char(s), Type::Character(CharLen::Const(n))) => {
            let mut s = s.clone();
            s.resize(n.max(0) as usize, b' ');
            s
        }
        _ => return None,
    })
}

/// The initializer of one element.
pub(crate) fn const_init(
    c: &Const,
    ty: Type,
    types: &[crate::sema::tree::DerivedType],
    funcs: &HashMap<ProcId, FuncId>,
) -> ConstInit {
    match (c, ty) {
        (Const::Int(v), _) => ConstInit::Int(*v),
        (Const::Logical(b), _) => ConstInit::Int(i128::from(*b)),
        (Const::Real(v), _) => ConstInit::Float(*v),
        (Const::Complex(r, i), _) => {
            ConstInit::Aggregate(vec![ConstInit::Float(*r), ConstInit::Float(*i)])
        }
        (Const::Char(s), Type::Character(CharLen::Const(n))) => {
            let mut s = s.clone();
            s.resize(n.max(0) as usize, b' ');
            ConstInit::Bytes(s)
        }
        (Const::Char(s), _) => ConstInit::Bytes(s.clone()),
        (Const::Derived(comps), Type::Derived(id)) => {
            let t = &types[id as usize];
            ConstInit::Aggregate(
                t.components
                    .iter()
                    .zip(comps)
                    .map(|(c, vals)| match (vals.as_slice(), c.dims.is_empty()) {
                        // An allocatable component starts unallocated (§7.5.4.6): a null
                        // descriptor, whatever default its type gives its own components.
                        _ if c.alloc.is_some() => ConstInit::Zero,
                        ([], _) => ConstInit::Zero,
                        ([v], true) => const_init(v, c.ty, types, funcs),
                        (vs, _) => ConstInit::Aggregate(
                            vs.iter()
                                .map(|v| const_init(v, c.ty, types, funcs))
                                .collect(),
                        ),
                    })
                    .collect(),
            )
        }
        (Const::Derived(_), _) => ConstInit::Zero,
        // A procedure pointer's initial target (its storage is a `ptr`, see `lower`).
        (Const::Proc(p), _) => funcs
            .get(p)
            .map_or(ConstInit::Zero, |&f| ConstInit::FuncAddr(f)),
    }
}
