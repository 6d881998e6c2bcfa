//! One procedure to one OIR function: its signature (the calling convention), the storage of
//! its dummies and locals with their bounds evaluated on entry (§8.5.8.2), the variable table,
//! and the C `main` of the main program.

use std::collections::HashMap;

use oxacc_oir::{
    Block, Dim, FuncId, FunctionBuilder, InstKind, Linkage, Module, Order, Shape, TypeId, Value,
    VarData,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::runtime::{self, Rt};
use super::{mem_type, Ctx};
use crate::sema::tree::{ArrayShape, ProcId, ProcKind, Procedure, Storage, SymbolId};
use crate::sema::types::{CharLen, Type};

/// Where a variable is in this function.
#[derive(Clone, Debug)]
pub(crate) struct VarInfo {
    /// The scalar's storage, or the array's first element.
    pub addr: Value,
    /// Per dimension: lower bound and extent (`None`: the `*` of an assumed-size array), `i64`.
    pub dims: Vec<(Value, Option<Value>)>,
    /// The length of a character variable (`i64`).
    pub char_len: Option<Value>,
    /// Byte strides per dimension when the array is reached through a descriptor (`None`:
    /// contiguous in column-major order).
    pub strides: Option<Vec<Value>>,
}

/// A loop that EXIT and CYCLE can leave or continue.
pub(crate) struct LoopTarget {
    pub name: Option<SmolStr>,
    pub exit: Block,
    /// `None` for a named construct that is not a DO (EXIT only, §11.1.12).
    pub cycle: Option<Block>,
}

/// The lower bound and extent (none for the `*` of assumed size) of each dimension of an
/// explicit-shape array, evaluated on entry.
type ExplicitDims = Vec<(Value, Option<Value>)>;

pub(crate) struct FnLower<'c, 'a, 'm> {
    pub ctx: &'c mut Ctx<'a>,
    pub b: FunctionBuilder<'m>,
    pub proc: ProcId,
    pub vars: HashMap<SymbolId, VarInfo>,
    pub labels: HashMap<u32, Block>,
    pub loops: Vec<LoopTarget>,
    pub ret_block: Block,
    /// Arrays reached through a descriptor: its address, and an assumed-shape dummy's
    /// declared lower bounds.
    pub descs: HashMap<SymbolId, (Value, Option<Vec<Value>>)>,
    desc_lens: HashMap<SymbolId, Option<Value>>,
    /// Sections passed through a temporary in the call being built: copied back after it.
    pub copy_back: Vec<super::actual::CopyBack>,
    /// Result descriptors of the array-valued calls hoisted for the current statement, by
    /// the call expression's address (`lower/array_result.rs`), and the ones to free.
    pub array_results: HashMap<usize, Value>,
    /// Array constructors built for the current statement, by the constructor expression's
    /// address (`hoist_array_calls`): each item is evaluated once (§7.8), not once per
    /// element of the statement's loops. The storage and its element type.
    pub ctor_results: HashMap<usize, (Value, oxacc_oir::TypeId)>,
    /// Structures with allocatable components that items of those constructors made (function
    /// results, structure constructors): the statement's uses copied them; their components
    /// are deallocated after it. The type and the address.
    pub ctor_structs: Vec<(u32, Value)>,
    pub hoisted: Vec<Value>,
    /// Heap storage of the current statement's array temporaries, freed at its end
    /// (`FnLower::temp_buffer`).
    pub temps: Vec<Value>,
    /// Temporaries among `temps` whose structures own copies of their allocatable components
    /// (an argument copied in and not back): the type and element count, their components
    /// deallocated with them (null: the temporary was not made).
    pub temp_owners: HashMap<Value, (Type, Value)>,
    entry: Block,
    allocas: usize,
    /// OpenACC constructs being lowered (lower/acc.rs).
    pub acc: super::acc::AccLower,
    /// While a statement is lowered in its unit-stride version (`lower/unit_stride.rs`): the
    /// assumed-shape dummies whose first dimension has the element size as its byte stride
    /// there, with that size (empty in the general version).
    pub unit_stride: Option<Vec<(SymbolId, i64)>>,
    /// Slots holding the storage `!$omp allocate` took from an allocator (lower/omp.rs),
    /// given back where the procedure returns.
    pub omp_allocated: Vec<Value>,
    /// Slots holding the heap storage of local arrays (`local_storage`, `automatic_storage`;
    /// null where the stack was taken), freed where the procedure returns.
    heap_locals: Vec<Value>,
    /// The allocators the directives of the next ALLOCATE statement name (5.0 §2.11.3), by
    /// object (`None`: the directive without a list, every other object).
    pub omp_next_allocators: Vec<(Option<SymbolId>, Value)>,
    /// The doacross loops being lowered, innermost last (lower/omp.rs `omp_doacross_begin`).
    pub omp_doacross: Vec<super::omp_doacross::Doacross>,
}

/// The OIR parameter types of a procedure with an explicit interface.
fn signature(ctx: &Ctx, m: &mut Module, p: &Procedure) -> TypeId {
    let mut params = Vec::new();
    let array_result = array_result(ctx, p);
    if array_result {
        // The result's descriptor (`lower/array_result.rs`).
        params.push(m.ptr());
    }
    if let (ProcKind::Function, Some(Type::Character(_)), false) =
        (p.kind, p.result_type, array_result)
    {
        // gfortran passes a character result's buffer and length first (a deferred-length
        // one comes back in the descriptor, as an array result).
        params.push(m.ptr());
        params.push(m.i64());
    }
    let mut lens = Vec::new();
    for &d in &p.dummies {
        let sym = ctx.prog.symbol(d);
        match sym.storage {
            Storage::Dummy { value: true, .. } => params.push(mem_type(m, &ctx.derived, sym.ty)),
            _ => {
                params.push(m.ptr());
                if matches!(sym.ty, Type::Character(_)) && !p.bind_c {
                    lens.push(m.i64());
                }
            }
        }
    }
    params.extend(lens);
    // Host-associated variables of an internal procedure, by address.
    params.extend(p.host_vars.iter().map(|_| m.ptr()));
    let ret = match (p.kind, p.result_type) {
        _ if array_result => m.void(),
        (ProcKind::Function, Some(Type::Character(_))) => m.void(),
        (ProcKind::Function, Some(t)) => mem_type(m, &ctx.derived, t),
        _ => m.void(),
    };
    m.func_type(&params, ret, false)
}

/// Whether a function returns an array (through a descriptor the caller passes first).
fn array_result(ctx: &Ctx, p: &Procedure) -> bool {
    p.kind == ProcKind::Function && p.result.is_some_and(|r| ctx.prog.symbol(r).array.is_some())
}

/// The parameter positions of the dummies passed by reference that are `noalias`: while the
/// procedure runs, an entity changed through a dummy is reached through it alone, and one
/// changed by other means is not referenced through the dummy (F2018 §15.5.2.13), unless
/// the dummy is TARGET or POINTER; VOLATILE and ASYNCHRONOUS ones change by other means;
/// ALLOCATABLE ones (whose descriptor the procedure may change) are left out for safety,
/// as are the dummies of BIND(C) procedures, which C callers may give overlapping memory.
/// What a dummy's parameter points to: the data of a scalar or an explicit-shape or
/// assumed-size array, the descriptor of an assumed-shape one (which the procedure never
/// writes, so its fields' loads leave loops).
fn noalias_dummies(ctx: &Ctx, p: &Procedure) -> Vec<u32> {
    if p.bind_c {
        return Vec::new();
    }
    let mut first = u32::from(array_result(ctx, p));
    if let (ProcKind::Function, Some(Type::Character(_)), false) =
        (p.kind, p.result_type, array_result(ctx, p))
    {
        first += 2;
    }
    let prog = ctx.prog;
    p.dummies
        .iter()
        .enumerate()
        .filter(|&(_, &d)| {
            let sym = prog.symbol(d);
            matches!(sym.storage, Storage::Dummy { value: false, .. })
                && !prog.may_alias.contains(&d)
                && !prog.pointers.contains(&d)
                && !prog.targets.contains(&d)
                && !prog.proc_vars.contains_key(&d)
        })
        .map(|(i, _)| first + i as u32)
        .collect()
}

/// Declares the function of a procedure defined in this file.
pub(crate) fn declare(ctx: &mut Ctx, m: &mut Module, id: ProcId) -> FuncId {
    let p = ctx.prog.proc(id);
    let sig = signature(ctx, m, p);
    let f = m.declare_func(&p.link_name, sig);
    if p.link_name != p.name {
        m.func_mut(f).source_name = Some(p.name.clone());
    }
    if !p.external {
        m.func_mut(f).linkage = Linkage::Internal;
    }
    let loc = ctx.loc(m, p.span);
    m.func_mut(f).loc = loc;
    m.func_mut(f).noalias_params = noalias_dummies(ctx, p);
    // A pure subroutine may still define its INTENT(OUT) arguments: only functions with a
    // value qualify for OIR's `pure`.
    if p.pure && !m.types.is_void(m.sig_parts(sig).1) {
        m.func_mut(f).attrs.push(oxacc_oir::FuncAttr::Pure);
    }
    f
}

/// `int main(int argc, char **argv, char **envp)` of the main program, as flang-22 emits it.
pub(crate) fn c_main(m: &mut Module, body: FuncId) {
    let (i32t, ptr) = (m.i32(), m.ptr());
    let sig = m.func_type(&[i32t, ptr, ptr], i32t, false);
    let main = m.declare_func("main", sig);
    let start = runtime::func(
        m,
        "_FortranAProgramStart",
        &[Rt::I32, Rt::Ptr, Rt::Ptr, Rt::Ptr],
        Rt::Void,
    );
    let end = runtime::func(m, "_FortranAProgramEndStatement", &[], Rt::Void);
    let mut b = FunctionBuilder::new(m, main);
    let p = b.params();
    let null = b.null();
    b.call(start, &[p[0], p[1], p[2], null]);
    b.call(body, &[]);
    b.call(end, &[]);
    let zero = b.iconst(i32t, 0);
    b.ret(Some(zero));
    b.finish();
}

/// Lowers the body of procedure `id`.
pub(crate) fn define(ctx: &mut Ctx, m: &mut Module, id: ProcId) {
    let f = ctx.funcs[&id];
    let prog = ctx.prog;
    let p = prog.proc(id);
    let mut fl = FnLower::new(ctx, m, f, id);
    let loc = fl.ctx.loc(fl.b.module, p.span);
    fl.b.set_loc(loc);
    fl.ret_block = fl.b.create_block();
    fl.bind_host_vars(p);
    fl.bind_dummies(p);
    fl.deallocate_intent_out(p);
    fl.bind_locals(p);
    define_rest(fl, p);
}

/// Defines `f`, a function of lowering's own (no procedure's), with `body`, which gets the
/// parameters and returns nothing; `proc` is the procedure it serves.
pub(crate) fn define_helper(
    ctx: &mut Ctx,
    m: &mut Module,
    f: FuncId,
    proc: ProcId,
    body: &mut dyn FnMut(&mut FnLower, &[Value]),
) {
    let mut fl = FnLower::new(ctx, m, f, proc);
    let params = fl.b.params();
    body(&mut fl, &params);
    fl.b.ret(None);
    fl.b.finish();
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    fn new(ctx: &'c mut Ctx<'a>, m: &'m mut Module, f: FuncId, proc: ProcId) -> Self {
        let b = FunctionBuilder::new(m, f);
        let entry = b.current_block().expect("entry block");
        FnLower {
            ctx,
            b,
            proc,
            vars: HashMap::new(),
            labels: HashMap::new(),
            loops: Vec::new(),
            ret_block: entry,
            descs: HashMap::new(),
            desc_lens: HashMap::new(),
            copy_back: Vec::new(),
            array_results: HashMap::new(),
            ctor_results: HashMap::new(),
            ctor_structs: Vec::new(),
            hoisted: Vec::new(),
            temps: Vec::new(),
            temp_owners: HashMap::new(),
            unit_stride: None,
            entry,
            allocas: 0,
            acc: Default::default(),
            omp_allocated: Vec::new(),
            heap_locals: Vec::new(),
            omp_next_allocators: Vec::new(),
            omp_doacross: Vec::new(),
        }
    }
}

/// The statements of a procedure whose dummies and locals are bound, and its return.
fn define_rest(mut fl: FnLower, p: &Procedure) {
    let prog = fl.ctx.prog;
    if let Some(body) = &p.body {
        fl.stmts(body);
    }
    let ret = fl.ret_block;
    fl.b.br(ret, &[]);
    fl.b.switch_to_block(ret);
    // The finalization of the unsaved locals (§7.5.6.3), before allocatable ones are freed.
    if let Some(stmts) = prog.final_at_return.get(&fl.proc) {
        fl.stmts(stmts);
    }
    fl.free_local_allocatables(p);
    fl.free_heap_locals();
    fl.omp_free_allocated();
    match p.result {
        Some(r)
            if p.kind == ProcKind::Function
                && (matches!(prog.symbol(r).ty, Type::Character(_))
                    || prog.symbol(r).array.is_some()) =>
        {
            fl.b.ret(None);
        }
        Some(r) if p.kind == ProcKind::Function => {
            let ty = mem_type(fl.b.module, &fl.ctx.derived, prog.symbol(r).ty);
            // A result whose storage could not be made was reported as not supported.
            let v = match fl.vars.get(&r) {
                Some(info) => fl.b.load(ty, info.addr),
                None => fl.b.undef(ty),
            };
            fl.b.ret(Some(v));
        }
        _ => {
            fl.b.ret(None);
        }
    }
    fl.b.finish();
}

impl FnLower<'_, '_, '_> {
    /// An `alloca` placed at the start of the entry block, so that temporaries made inside
    /// loops do not grow the stack.
    pub fn entry_alloca(&mut self, ty: TypeId) -> Value {
        let ptr = self.b.module.ptr();
        let align = self.b.module.types.storage_align(ty) as u32;
        let loc = oxacc_oir::SrcLoc::default();
        let inst = self.b.body.new_inst(
            InstKind::Alloca {
                ty,
                count: None,
                align,
            },
            Some(ptr),
            loc,
        );
        self.b.body.insts[inst.index()].block = Some(self.entry);
        self.b.body.blocks[self.entry.index()]
            .insts
            .insert(self.allocas, inst);
        self.allocas += 1;
        self.b.body.inst(inst).result.expect("alloca result")
    }

    /// An instruction placed after the entry block's allocas (a value every block can use).
    pub fn entry_inst(&mut self, kind: InstKind, ty: TypeId) -> Value {
        let loc = oxacc_oir::SrcLoc::default();
        let inst = self.b.body.new_inst(kind, Some(ty), loc);
        self.b.body.insts[inst.index()].block = Some(self.entry);
        self.b.body.blocks[self.entry.index()]
            .insts
            .insert(self.allocas, inst);
        self.allocas += 1;
        self.b.body.inst(inst).result.expect("instruction result")
    }

    pub fn i64c(&mut self, v: i64) -> Value {
        let t = self.b.module.i64();
        self.b.iconst(t, i128::from(v))
    }

    fn bind_dummies(&mut self, p: &Procedure) {
        let mut params = self.b.params();
        if let (true, Some(r)) = (array_result(self.ctx, p), p.result) {
            let desc = params.remove(0);
            self.descs.insert(r, (desc, None));
        }
        if let (ProcKind::Function, Some(Type::Character(_)), Some(r), false) =
            (p.kind, p.result_type, p.result, array_result(self.ctx, p))
        {
            let (buf, len) = (params[0], params[1]);
            params.drain(0..2);
            self.vars.insert(
                r,
                VarInfo {
                    addr: buf,
                    dims: Vec::new(),
                    char_len: Some(len),
                    strides: None,
                },
            );
        }
        let prog = self.ctx.prog;
        let mut next_len = p.dummies.len();
        let mut lens = HashMap::new();
        for (i, &d) in p.dummies.iter().enumerate() {
            let sym = prog.symbol(d);
            let param = params[i];
            let by_value = matches!(sym.storage, Storage::Dummy { value: true, .. });
            let char_len = match sym.ty {
                Type::Character(_) if by_value || p.bind_c => None,
                Type::Character(len) => {
                    let v = params[next_len];
                    next_len += 1;
                    Some(match len {
                        CharLen::Const(n) => self.i64c(n),
                        CharLen::Assumed => v,
                    })
                }
                _ => None,
            };
            lens.insert(d, char_len);
            let elem = mem_type(self.b.module, &self.ctx.derived, sym.ty);
            if by_value {
                // A VALUE dummy is a local copy (§8.5.18).
                let slot = self.entry_alloca(elem);
                self.b.store(param, slot);
                self.b.body.add_var(VarData {
                    name: sym.name.clone(),
                    addr: slot,
                    shape: Shape::Object(elem),
                    restrict: false,
                });
                self.vars.insert(
                    d,
                    VarInfo {
                        addr: slot,
                        dims: Vec::new(),
                        char_len,
                        strides: None,
                    },
                );
                continue;
            }
            if sym.array.is_none() {
                if let Some(init) = sym.init.as_ref().and_then(|v| v.first()) {
                    // INTENT(OUT) with default initialization (§8.5.10), after the actual's
                    // allocatable components are deallocated (§9.7.3.2); nothing when an
                    // optional one is absent.
                    let src = self.constant_global(init, sym.ty);
                    let ty = sym.ty;
                    let optional = matches!(sym.storage, Storage::Dummy { optional: true, .. });
                    self.when_present(param, optional, &mut |fl| {
                        if let Type::Derived(tid) = ty {
                            if fl.type_has_alloc(tid) {
                                fl.free_components(tid, param, 0);
                            }
                        }
                        fl.store_val(ty, super::expr::Val::A(src), param, None);
                    });
                }
                self.b.body.add_var(VarData {
                    name: sym.name.clone(),
                    addr: param,
                    shape: Shape::Object(elem),
                    restrict: false,
                });
                self.vars.insert(
                    d,
                    VarInfo {
                        addr: param,
                        dims: Vec::new(),
                        char_len,
                        strides: None,
                    },
                );
            }
        }
        // Array dummies after the scalars: their bounds may use any scalar dummy. Dummies with
        // the same bounds (one declaration's entity list, CloverLeaf's `dimension(x_min-2:
        // x_max+2, y_min-2:y_max+2) :: density0, energy0, …`) share one evaluation: bounds are
        // fixed on entry (§8.5.8.2), and compute regions then receive one set of extents
        // instead of one per array, so their index arithmetic is shared as in C.
        let mut evaluated: Vec<(SymbolId, ExplicitDims)> = Vec::new();
        for (i, &d) in p.dummies.iter().enumerate() {
            let sym = prog.symbol(d);
            if sym.array.is_none() || matches!(sym.storage, Storage::Dummy { value: true, .. }) {
                continue;
            }
            let param = params[i];
            if let Some(shape) = sym.array.as_ref().filter(|a| a.has_descriptor()) {
                let elem = mem_type(self.b.module, &self.ctx.derived, sym.ty);
                let lowers = match shape {
                    ArrayShape::Assumed { lowers } => {
                        let i64t = self.b.module.i64();
                        let mut out = Vec::new();
                        for l in lowers {
                            let v = self.scalar(l);
                            out.push(self.int_to(v, i64t));
                        }
                        Some(out)
                    }
                    _ => None,
                };
                self.b.body.add_var(VarData {
                    name: sym.name.clone(),
                    addr: param,
                    shape: Shape::Descriptor {
                        elem,
                        rank: shape.rank() as u8,
                    },
                    restrict: false,
                });
                self.descs.insert(d, (param, lowers));
                // A deferred length (`character(:), allocatable` dummy) is the one in the
                // descriptor, which the callee may change; not the hidden argument.
                let deferred = sym.ty == Type::Character(CharLen::Assumed)
                    && matches!(shape, ArrayShape::Allocatable { .. });
                let len = lens.get(&d).copied().flatten().filter(|_| !deferred);
                self.desc_lens.insert(d, len);
                continue;
            }
            let same = evaluated
                .iter()
                .find(|(o, _)| prog.symbol(*o).array == sym.array)
                .map(|(_, dims)| dims.clone());
            let dims = match same {
                Some(dims) => dims,
                None => {
                    let dims = self.eval_dims(d);
                    evaluated.push((d, dims.clone()));
                    dims
                }
            };
            let elem = mem_type(self.b.module, &self.ctx.derived, sym.ty);
            let ptr = self.b.module.ptr();
            let slot = self.entry_alloca(ptr);
            self.b.store(param, slot);
            self.b.body.add_var(VarData {
                name: sym.name.clone(),
                addr: slot,
                shape: Shape::Array {
                    elem,
                    indirect: true,
                    order: Order::Column,
                    dims: dims
                        .iter()
                        .map(|&(lo, ext)| Dim {
                            lower: Some(lo),
                            extent: ext,
                        })
                        .collect(),
                },
                restrict: false,
            });
            self.acc.dummy_slots.insert(d, slot);
            let char_len = lens.get(&d).copied().flatten();
            self.vars.insert(
                d,
                VarInfo {
                    addr: param,
                    dims,
                    char_len,
                    strides: None,
                },
            );
        }
    }

    /// The host's variables an internal procedure receives as trailing addresses: scalars
    /// first, then arrays (whose bounds may use the scalars).
    fn bind_host_vars(&mut self, p: &Procedure) {
        if p.host_vars.is_empty() {
            return;
        }
        let params = self.b.params();
        let first = params.len() - p.host_vars.len();
        let prog = self.ctx.prog;
        for pass in [false, true] {
            for (i, &h) in p.host_vars.iter().enumerate() {
                let sym = prog.symbol(h);
                if sym.array.is_some() != pass {
                    continue;
                }
                let addr = params[first + i];
                let char_len = match sym.ty {
                    Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                    _ => None,
                };
                match &sym.array {
                    None => {
                        self.vars.insert(
                            h,
                            VarInfo {
                                addr,
                                dims: Vec::new(),
                                char_len,
                                strides: None,
                            },
                        );
                    }
                    Some(ArrayShape::Explicit(_)) => {
                        let dims = self.eval_dims(h);
                        self.vars.insert(
                            h,
                            VarInfo {
                                addr,
                                dims,
                                char_len,
                                strides: None,
                            },
                        );
                    }
                    Some(ArrayShape::Assumed { lowers }) => {
                        let i64t = self.b.module.i64();
                        let mut out = Vec::new();
                        for l in lowers {
                            let v = self.scalar(l);
                            out.push(self.int_to(v, i64t));
                        }
                        self.descs.insert(h, (addr, Some(out)));
                        self.desc_lens.insert(h, char_len);
                    }
                    Some(ArrayShape::Allocatable { .. }) => {
                        self.descs.insert(h, (addr, None));
                        self.desc_lens.insert(h, char_len);
                    }
                }
            }
        }
    }

    /// The address a host variable is passed by: its storage, its first element, or its
    /// descriptor.
    pub fn host_var_addr(&mut self, h: SymbolId) -> Value {
        if let Some((d, _)) = self.descs.get(&h) {
            return *d;
        }
        match self.var(h) {
            Some(info) => info.addr,
            None => self.b.null(),
        }
    }

    /// The bounds of an explicit-shape array, evaluated now (on entry).
    fn eval_dims(&mut self, id: SymbolId) -> Vec<(Value, Option<Value>)> {
        let sym = self.ctx.prog.symbol(id);
        let Some(ArrayShape::Explicit(bounds)) = &sym.array else {
            return Vec::new();
        };
        let i64t = self.b.module.i64();
        let zero = self.i64c(0);
        let one = self.i64c(1);
        let mut out = Vec::new();
        for bd in bounds {
            let lo = self.scalar(&bd.lower);
            let lo = self.int_to(lo, i64t);
            let ext = bd.upper.as_ref().map(|u| {
                let hi = self.scalar(u);
                let hi = self.int_to(hi, i64t);
                let d = self.b.binary(oxacc_oir::BinOp::Sub, hi, lo);
                let n = self.b.binary(oxacc_oir::BinOp::Add, d, one);
                let pos = self.b.icmp(oxacc_oir::IntCC::Sgt, n, zero);
                self.b.select(pos, n, zero)
            });
            out.push((lo, ext));
        }
        out
    }

    /// An array result: an explicit-shape one is allocated in the caller's descriptor now
    /// (its bounds may use the dummies); an allocatable one starts unallocated there.
    fn bind_array_result(&mut self, r: SymbolId) {
        let Some(&(desc, _)) = self.descs.get(&r) else {
            return;
        };
        let sym = self.ctx.prog.symbol(r);
        if !matches!(sym.array, Some(ArrayShape::Explicit(_))) {
            return;
        }
        let (ty, rank) = (sym.ty, sym.rank());
        let dims = self.eval_dims(r);
        let one = self.i64c(1);
        let bounds: Vec<(Value, Value)> = dims
            .iter()
            .map(|&(lo, ext)| {
                let ext = ext.unwrap_or(one);
                let last = self.b.binary(oxacc_oir::BinOp::Add, lo, ext);
                (lo, self.b.binary(oxacc_oir::BinOp::Sub, last, one))
            })
            .collect();
        self.allocate_at(desc, ty, &bounds);
        self.descs.remove(&r);
        let len = super::descriptor::const_char_len(ty).map(|n| self.i64c(n));
        let info = self.load_descriptor(desc, rank, None, len);
        self.vars.insert(r, info);
    }

    fn bind_locals(&mut self, p: &Procedure) {
        let prog = self.ctx.prog;
        // A dummy declared `character(len=n)` with a non-constant `n` has that length, not
        // the actual's (§7.4.4.2); evaluated on entry, after every dummy is bound.
        for &d in &p.dummies {
            if let Some(e) = prog.char_lens.get(&d) {
                let len = self.auto_char_len(e);
                if let Some(v) = self.vars.get_mut(&d) {
                    v.char_len = Some(len);
                }
                if self.desc_lens.contains_key(&d) {
                    self.desc_lens.insert(d, Some(len));
                }
            }
        }
        let mut order: Vec<SymbolId> = p.locals.clone();
        order.extend(p.result.filter(|r| !self.vars.contains_key(r)));
        for id in order {
            if Some(id) == p.result && array_result(self.ctx, p) {
                self.bind_array_result(id);
                continue;
            }
            let sym = prog.symbol(id);
            let elem = mem_type(self.b.module, &self.ctx.derived, sym.ty);
            let char_len = match sym.ty {
                Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                // A deferred length: read from the descriptor at each use.
                Type::Character(CharLen::Assumed)
                    if matches!(sym.array, Some(ArrayShape::Allocatable { .. })) =>
                {
                    None
                }
                Type::Character(CharLen::Assumed) => match prog.char_lens.get(&id) {
                    // The result of run-time length lives in the caller's buffer.
                    Some(_) if Some(id) == p.result => continue,
                    Some(e) if sym.array.is_none() => {
                        // An automatic-length scalar (§7.4.4.2): its storage is made on
                        // entry, once the length is known.
                        let len = self.auto_char_len(e);
                        let addr = self.dynamic_alloca(len);
                        self.b.body.add_var(VarData {
                            name: sym.name.clone(),
                            addr,
                            shape: Shape::Object(elem),
                            restrict: false,
                        });
                        self.vars.insert(
                            id,
                            VarInfo {
                                addr,
                                dims: Vec::new(),
                                char_len: Some(len),
                                strides: None,
                            },
                        );
                        continue;
                    }
                    Some(e) if matches!(sym.array, Some(ArrayShape::Explicit(_))) => {
                        // An array of automatic-length characters: elements of the length
                        // evaluated on entry, storage for all of them.
                        let len = self.auto_char_len(e);
                        let dims = self.eval_dims(id);
                        let count = self.dims_count(&dims);
                        let bytes = self.b.binary(oxacc_oir::BinOp::Mul, count, len);
                        let addr = self.dynamic_alloca(bytes);
                        self.b.body.add_var(VarData {
                            name: sym.name.clone(),
                            addr,
                            shape: Shape::Object(elem),
                            restrict: false,
                        });
                        self.vars.insert(
                            id,
                            VarInfo {
                                addr,
                                dims,
                                char_len: Some(len),
                                strides: None,
                            },
                        );
                        continue;
                    }
                    _ => {
                        self.ctx.unsupported(
                            sym.span,
                            if prog.char_lens.contains_key(&id) {
                                "an array of automatic-length characters"
                            } else {
                                "an assumed-length character local"
                            },
                        );
                        continue;
                    }
                },
                _ => None,
            };
            if let Storage::Static { .. } | Storage::Common { .. } = sym.storage {
                // Globals are addressed where they are used; their bounds are constants.
                continue;
            }
            if let Some(ArrayShape::Allocatable { rank }) = &sym.array {
                let i8t = self.b.module.i8();
                let size = oxacc_oir::var::descriptor::size(*rank);
                let ty = self.b.module.array(i8t, size);
                let desc = self.entry_alloca(ty);
                let zero = self.b.iconst(i8t, 0);
                let n = self.i64c(size as i64);
                self.b.memset(desc, zero, n);
                self.b.body.add_var(VarData {
                    name: sym.name.clone(),
                    addr: desc,
                    shape: Shape::Descriptor { elem, rank: *rank },
                    restrict: false,
                });
                self.descs.insert(id, (desc, None));
                self.desc_lens.insert(id, char_len);
                continue;
            }
            match &sym.array {
                None => {
                    let slot = self.entry_alloca(elem);
                    if let Some(init) = sym.init.as_ref().and_then(|v| v.first()) {
                        let src = self.constant_global(init, sym.ty);
                        self.store_val(sym.ty, super::expr::Val::A(src), slot, None);
                    }
                    self.b.body.add_var(VarData {
                        name: sym.name.clone(),
                        addr: slot,
                        shape: Shape::Object(elem),
                        restrict: false,
                    });
                    self.vars.insert(
                        id,
                        VarInfo {
                            addr: slot,
                            dims: Vec::new(),
                            char_len,
                            strides: None,
                        },
                    );
                }
                Some(_) => {
                    let dims = self.eval_dims(id);
                    if let Some(n) = crate::sema::const_size_of(sym) {
                        // Constant bounds: one object, the nested array type of its shape.
                        let mut ty = elem;
                        if let Some(ArrayShape::Explicit(bounds)) = &sym.array {
                            for bd in bounds {
                                let lo = crate::sema::tree_const_int(&bd.lower).unwrap_or(1);
                                let hi = bd
                                    .upper
                                    .as_ref()
                                    .and_then(crate::sema::tree_const_int)
                                    .unwrap_or(lo - 1);
                                ty = self.b.module.array(ty, (hi - lo + 1).max(0) as u64);
                            }
                        }
                        let slot = self.local_storage(ty);
                        if let Type::Derived(tid) = sym.ty {
                            // Each call's structures (§7.5.4.6 default initialization;
                            // allocatable components unallocated, §9.7.1.3).
                            let init = sym.init.as_ref().and_then(|v| v.first()).cloned();
                            if init.is_some() || self.type_has_alloc(tid) {
                                let count = self.i64c(n);
                                self.default_initialize_at(sym.ty, slot, count, init);
                            }
                        }
                        self.b.body.add_var(VarData {
                            name: sym.name.clone(),
                            addr: slot,
                            shape: Shape::Object(ty),
                            restrict: false,
                        });
                        self.vars.insert(
                            id,
                            VarInfo {
                                addr: slot,
                                dims,
                                char_len,
                                strides: None,
                            },
                        );
                    } else {
                        // An automatic array (§8.5.8.2): its size is known on entry.
                        let count = self.dims_count(&dims);
                        let (addr, slot) = self.automatic_storage(elem, count);
                        if let Type::Derived(tid) = sym.ty {
                            // Each call's structures (§7.5.4.6), as for constant sizes.
                            let init = crate::sema::default_value(&prog.types, tid);
                            if init.is_some() {
                                self.default_initialize_at(sym.ty, addr, count, init);
                            }
                        }
                        if let Some(slot) = slot {
                            // Reached in compute constructs through the slot of its address,
                            // as an explicit-shape dummy (`dummy_slots`).
                            self.acc.dummy_slots.insert(id, slot);
                        }
                        self.b.body.add_var(VarData {
                            name: sym.name.clone(),
                            addr: slot.unwrap_or(addr),
                            shape: Shape::Array {
                                elem,
                                indirect: slot.is_some(),
                                order: Order::Column,
                                dims: dims
                                    .iter()
                                    .map(|&(lo, ext)| Dim {
                                        lower: Some(lo),
                                        extent: ext,
                                    })
                                    .collect(),
                            },
                            restrict: false,
                        });
                        self.vars.insert(
                            id,
                            VarInfo {
                                addr,
                                dims,
                                char_len,
                                strides: None,
                            },
                        );
                    }
                }
            }
        }
    }

    /// The storage of a local array of constant size: the stack, or the heap above
    /// `-fmax-stack-var-size` (decision 74: a big array overflows the stack where gfortran
    /// makes it static; the heap keeps each call's own copy, as recursion (F2018 §15.6.2.1)
    /// and OpenMP threads calling the procedure need). Device procedures (`routine`, `declare
    /// target`) keep the stack: a GPU thread's heap is no better place. Freed on return.
    fn local_storage(&mut self, ty: oxacc_oir::TypeId) -> Value {
        let bytes = self.b.module.types.size_of(ty);
        let device = self.in_acc_routine();
        if bytes <= self.ctx.prog.max_stack_var_size || device {
            return self.entry_alloca(ty);
        }
        let n = self.i64c(bytes as i64);
        let malloc = super::runtime::func(
            self.b.module,
            "malloc",
            &[super::runtime::Rt::I64],
            super::runtime::Rt::Ptr,
        );
        let addr = self.b.call(malloc, &[n]).expect("malloc result");
        let ptr = self.b.module.ptr();
        let slot = self.entry_alloca(ptr);
        self.b.store(addr, slot);
        self.heap_locals.push(slot);
        addr
    }

    /// The storage of an automatic array of `count` elements `elem`: the stack, or the heap
    /// when it is larger than `-fmax-stack-var-size` (decision 74, as gfortran heaps automatic
    /// arrays without `-fstack-arrays`); device procedures keep the stack. With the choice
    /// made at run time, the address is also in a slot (returned) that compute constructs
    /// read.
    fn automatic_storage(
        &mut self,
        elem: oxacc_oir::TypeId,
        count: Value,
    ) -> (Value, Option<Value>) {
        let ptr = self.b.module.ptr();
        let align = self.b.module.types.align_of(elem) as u32;
        let stack = |fl: &mut Self| {
            let inst = fl.b.body.new_inst(
                InstKind::Alloca {
                    ty: elem,
                    count: Some(count),
                    align,
                },
                Some(ptr),
                oxacc_oir::SrcLoc::default(),
            );
            let cur = fl.b.current_block().expect("block");
            fl.b.body.append_inst(cur, inst);
            fl.b.body.inst(inst).result.expect("alloca")
        };
        if self.in_acc_routine() {
            return (stack(self), None);
        }
        let size = self.b.module.types.size_of(elem) as i64;
        let per = self.i64c(size);
        let bytes = self.b.binary(oxacc_oir::BinOp::Mul, count, per);
        let limit = self.i64c(self.ctx.prog.max_stack_var_size as i64);
        let big = self.b.icmp(oxacc_oir::IntCC::Sgt, bytes, limit);
        // What the return frees: the heap storage, or null (free(NULL) does nothing).
        let heap_slot = self.entry_alloca(ptr);
        let null = self.b.null();
        self.b.store(null, heap_slot);
        self.heap_locals.push(heap_slot);
        let (heap, small, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let addr = self.b.add_block_param(join, ptr);
        self.b.cond_br(big, heap, &[], small, &[]);
        self.b.switch_to_block(heap);
        let malloc = super::runtime::func(
            self.b.module,
            "malloc",
            &[super::runtime::Rt::I64],
            super::runtime::Rt::Ptr,
        );
        let p = self.b.call(malloc, &[bytes]).expect("malloc result");
        self.b.store(p, heap_slot);
        self.b.br(join, &[p]);
        self.b.switch_to_block(small);
        let p = stack(self);
        self.b.br(join, &[p]);
        self.b.switch_to_block(join);
        let slot = self.entry_alloca(ptr);
        self.b.store(addr, slot);
        (addr, Some(slot))
    }

    /// Frees the storage of [`Self::local_storage`]'s heap arrays (where the procedure returns).
    fn free_heap_locals(&mut self) {
        // `free` is declared where something uses it.
        if self.heap_locals.is_empty() {
            return;
        }
        let free = super::runtime::func(
            self.b.module,
            "free",
            &[super::runtime::Rt::Ptr],
            super::runtime::Rt::Void,
        );
        let ptr = self.b.module.ptr();
        for slot in std::mem::take(&mut self.heap_locals) {
            let addr = self.b.load(ptr, slot);
            self.b.call(free, &[addr]);
        }
    }

    /// The value (`i64`, at least 0) of a character length specification expression.
    pub(super) fn auto_char_len(&mut self, e: &crate::sema::tree::Expr) -> Value {
        self.auto_char_len_at(e, &[])
    }

    /// The same, evaluated at index vector `at` (a call inside an array expression).
    pub(super) fn auto_char_len_at(&mut self, e: &crate::sema::tree::Expr, at: &[Value]) -> Value {
        let v = self.eval(e, at).s();
        let i64t = self.b.module.i64();
        let v = self.int_to(v, i64t);
        let zero = self.i64c(0);
        let pos = self.b.icmp(oxacc_oir::IntCC::Sgt, v, zero);
        self.b.select(pos, v, zero)
    }

    /// `bytes` bytes of stack at the current point (automatic objects made on entry).
    pub(super) fn dynamic_alloca(&mut self, bytes: Value) -> Value {
        let ptr = self.b.module.ptr();
        let i8t = self.b.module.i8();
        let inst = self.b.body.new_inst(
            InstKind::Alloca {
                ty: i8t,
                count: Some(bytes),
                align: 8,
            },
            Some(ptr),
            oxacc_oir::SrcLoc::default(),
        );
        let cur = self.b.current_block().expect("block");
        self.b.body.append_inst(cur, inst);
        self.b.body.inst(inst).result.expect("alloca")
    }

    /// Runs `body` (code using the dummy argument `param`), only when it is present if it is
    /// optional.
    fn when_present(&mut self, param: Value, optional: bool, body: &mut dyn FnMut(&mut Self)) {
        if !optional {
            body(self);
            return;
        }
        let null = self.b.null();
        let present = self.b.icmp(oxacc_oir::IntCC::Ne, param, null);
        let then = self.b.create_block();
        let done = self.b.create_block();
        self.b.cond_br(present, then, &[], done, &[]);
        self.b.switch_to_block(then);
        body(self);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// An INTENT(OUT) allocatable dummy is deallocated on entry, and so are the allocatable
    /// components of an INTENT(OUT) array of structures (§8.5.10, §9.7.3.2): the actual
    /// becomes undefined, and the callee may ALLOCATE it again. (Scalar structures are
    /// handled with their default initialization in `bind_dummies`.)
    fn deallocate_intent_out(&mut self, p: &Procedure) {
        let prog = self.ctx.prog;
        for &d in &p.dummies {
            let sym = prog.symbol(d);
            if !prog.intent_out.contains(&d) {
                continue;
            }
            let optional = matches!(sym.storage, Storage::Dummy { optional: true, .. });
            let (ty, rank) = (sym.ty, sym.rank());
            match &sym.array {
                Some(ArrayShape::Allocatable { .. }) if !prog.pointers.contains(&d) => {
                    let Some(&(desc, _)) = self.descs.get(&d) else {
                        continue;
                    };
                    self.when_present(desc, optional, &mut |fl| {
                        fl.deallocate_var(d, desc, ty, rank)
                    });
                }
                Some(ArrayShape::Explicit(_)) | Some(ArrayShape::Assumed { .. }) if matches!(ty, Type::Derived(t) if self.type_has_alloc(t)) =>
                {
                    // The actual's address (null when an optional one is absent).
                    let actual = match self.descs.get(&d) {
                        Some(&(desc, _)) => desc,
                        None => match self.var(d) {
                            Some(info) => info.addr,
                            None => continue,
                        },
                    };
                    self.when_present(actual, optional, &mut |fl| {
                        let Some(info) = fl.var(d) else {
                            return;
                        };
                        let extents: Vec<Value> = info
                            .dims
                            .iter()
                            .map(|&(_, e)| e.unwrap_or_else(|| fl.i64c(0)))
                            .collect();
                        let Type::Derived(tid) = ty else {
                            return;
                        };
                        fl.for_shape(&extents, &mut |fl, at| {
                            let (addr, _) = fl.designator(
                                &crate::sema::tree::Expr {
                                    kind: crate::sema::tree::ExprKind::Var(d),
                                    ty,
                                    rank: rank as u8,
                                    span: sym.span,
                                },
                                at,
                            );
                            fl.free_components(tid, addr, 0);
                        });
                    });
                }
                _ => {}
            }
        }
    }

    /// Fortran 2008 §6.7.3.2: an allocated allocatable local without SAVE is deallocated when
    /// the procedure returns (every RETURN goes through the return block). Pointers, the
    /// result variable, dummies and static variables are left alone; `free(NULL)` makes an
    /// unallocated one free of cost.
    fn free_local_allocatables(&mut self, p: &Procedure) {
        let prog = self.ctx.prog;
        for &id in &p.locals {
            let sym = prog.symbol(id);
            if sym.storage != Storage::Local || prog.pointers.contains(&id) {
                continue;
            }
            match &sym.array {
                Some(ArrayShape::Allocatable { .. }) => {
                    if let Some(&(desc, _)) = self.descs.get(&id) {
                        self.deallocate_var(id, desc, sym.ty, sym.rank());
                    }
                }
                // A structure (or array of them) of the procedure's stack: its allocatable
                // components go with it (§9.7.3.2).
                None | Some(ArrayShape::Explicit(_)) => {
                    let Type::Derived(tid) = sym.ty else {
                        continue;
                    };
                    if !self.type_has_alloc(tid) {
                        continue;
                    }
                    let Some(info) = self.var(id) else {
                        continue;
                    };
                    let count = self.dims_count(&info.dims);
                    self.free_elements_components(sym.ty, info.addr, count);
                }
                Some(ArrayShape::Assumed { .. }) => {}
            }
        }
    }

    /// `var` for a reference spelled at `span`: a global's address gets the reference's
    /// location, so that a diagnostic about the global (decision 104's "no device copy")
    /// points at the variable, not at the statement's first column.
    pub fn var_spelled(&mut self, id: SymbolId, span: Span) -> Option<VarInfo> {
        if !self.ctx.globals.contains_key(&id) {
            return self.var(id);
        }
        let saved = self.b.loc();
        let loc = self.ctx.loc(self.b.module, span);
        self.b.set_loc(loc);
        let info = self.var(id);
        self.b.set_loc(saved);
        info
    }

    /// Where symbol `id` is: its storage address, bounds and length.
    pub fn var(&mut self, id: SymbolId) -> Option<VarInfo> {
        if let Some(v) = self.vars.get(&id) {
            let mut v = v.clone();
            if let Some(&slot) = self
                .acc
                .dummy_slots
                .get(&id)
                .filter(|_| self.acc.in_compute())
            {
                let ptr = self.b.module.ptr();
                v.addr = self.b.load(ptr, slot);
            }
            return Some(v);
        }
        let sym = self.ctx.prog.symbol(id);
        if let Some(shape) = sym.array.as_ref().filter(|a| a.has_descriptor()) {
            let rank = shape.rank();
            let (desc, lowers) = match self.descs.get(&id) {
                Some((d, l)) => (*d, l.clone()),
                None => (self.descriptor_addr(id)?, None),
            };
            let char_len = match self.desc_lens.get(&id).copied().flatten() {
                Some(l) => Some(l),
                // A deferred length (`character(len=:), allocatable`) is the element length
                // its allocation wrote into the descriptor.
                None if sym.ty == Type::Character(CharLen::Assumed) => {
                    let i64t = self.b.module.i64();
                    let a = self.field(desc, oxacc_oir::var::descriptor::ELEM_LEN);
                    Some(self.b.load(i64t, a))
                }
                None => super::descriptor::const_char_len(sym.ty).map(|n| self.i64c(n)),
            };
            let mut info = self.load_descriptor(desc, rank, lowers.as_deref(), char_len);
            if let (Some(size), Some(strides)) = (self.known_unit_stride(id), &mut info.strides) {
                strides[0] = self.i64c(size);
            }
            return Some(info);
        }
        let g = *self.ctx.globals.get(&id)?;
        let mut addr = self.b.global_addr(g);
        if let Storage::Common { offset, .. } = sym.storage {
            let off = self.i64c(offset as i64);
            addr = self.b.ptr_add(addr, off);
        }
        let mut dims = Vec::new();
        if let Some(ArrayShape::Explicit(bounds)) = &sym.array {
            for bd in bounds {
                let lo = crate::sema::tree_const_int(&bd.lower)?;
                let hi = crate::sema::tree_const_int(bd.upper.as_ref()?)?;
                let lo_v = self.i64c(lo as i64);
                let ext = self.i64c((hi - lo + 1).max(0) as i64);
                dims.push((lo_v, Some(ext)));
            }
        }
        let char_len = match sym.ty {
            Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
            _ => None,
        };
        Some(VarInfo {
            addr,
            dims,
            char_len,
            strides: None,
        })
    }
}

impl FnLower<'_, '_, '_> {
    /// Calls libomp's `omp_alloc`/`omp_free` (`Rt` pointer and integer arguments) as the
    /// module declared it: `use omp_lib` declares them with `type(c_ptr)` arguments and
    /// results (a structure of one address, the same bits), so a pointer goes in and comes
    /// out through memory where the declaration says `type(c_ptr)`.
    pub(crate) fn call_omp_memory(&mut self, f: FuncId, args: &[Value]) -> Option<Value> {
        let sig = self.b.module.func(f).sig;
        let oxacc_oir::TypeKind::Func { params, ret, .. } = self.b.module.types.kind(sig).clone()
        else {
            return self.b.call(f, args);
        };
        let ptr = self.b.module.ptr();
        let mut adapted = Vec::with_capacity(args.len());
        for (&a, &p) in args.iter().zip(&params) {
            if self.b.module.types.is_ptr(p) || self.b.value_type(a) == p {
                adapted.push(a);
            } else {
                let tmp = self.entry_alloca(p);
                self.b.store(a, tmp);
                adapted.push(self.b.load(p, tmp));
            }
        }
        let r = self.b.call(f, &adapted)?;
        if self.b.module.types.is_ptr(ret) {
            return Some(r);
        }
        let tmp = self.entry_alloca(ret);
        self.b.store(r, tmp);
        Some(self.b.load(ptr, tmp))
    }
}
