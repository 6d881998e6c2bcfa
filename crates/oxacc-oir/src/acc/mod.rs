//! The OpenACC lowering passes (docs/openacc-lowering.md §2): from the front-end form (OIR
//! with `acc.*` region operations) to plain OIR with outlined kernels and calls to libaccrt's
//! `__oxacc_*` entry points (runtime-rs/include/oxacc_rt.h).
//!
//! Run in this order: [`fusion`] (`acc-fuse`), [`implicit`] (`acc-implicit-data`), [`privatize`] (`acc-privatize`),
//! [`reduction`] (`acc-reduction`), [`schedule`] (`acc-schedule`), [`private_atomics`]
//! (`acc-private-atomics`), [`outline`] (`acc-outline`). Each leaves valid OIR; remarks and errors go to `Module::diagnostics`.

mod capture_values;
mod coop;
mod deep_copy;
mod descriptor_args;
pub mod device;
pub mod device_code;
pub mod fusion;
pub mod grid3;
pub mod implicit;
pub mod implicit_reduction;
mod induction;
pub mod iteration_private;
mod kernel_restrict;
mod member_paths;
mod members;
pub mod nest;
mod omp_team;
pub use omp_team::{TEAM_BARRIER, TEAM_BARRIER_PART};
pub mod outline;
mod pointer_sections;
pub mod private_atomics;
mod private_slots;
pub mod privatize;
pub mod reduction;
pub mod regblock;
pub mod schedule;
mod shaped;
pub mod spmd;
mod subscripts;
#[cfg(test)]
mod tests;
pub mod tile;

use std::collections::{HashMap, HashSet};

use crate::directive::{Clause, DirectiveKind, DirectiveOp, VarRef};
use crate::entity::{Block, FuncId, Inst, Region, TypeId, Value};
use crate::inst::{BinOp, BlockCall, CastOp, InstKind, IntCC, MemFlags, SrcLoc};
use crate::module::{Body, ConstInit, Linkage, Module, ValueDef};
use crate::pass::PassDiagnostic;
use crate::types::TypeKind;

/// The OpenACC passes, in order, as a pipeline string for [`crate::PassManager::from_pipeline`].
pub const ACC_PIPELINE: &str =
    "acc-collapse-nests,acc-fuse,acc-implicit-data,acc-privatize,acc-reduction,acc-schedule,acc-private-atomics,acc-outline,acc-device";

/// Whether any function of `m` contains an `acc.*` operation (the driver runs
/// [`ACC_PIPELINE`] only then), or a global carries `acc_declare`.
pub fn module_has_acc(m: &Module) -> bool {
    m.globals.iter().any(|g| g.acc_declare.is_some())
        || m.funcs.iter().any(|f| {
            f.body.as_ref().is_some_and(|b| {
                b.insts
                    .iter()
                    .any(|i| i.block.is_some() && matches!(&i.kind, InstKind::Directive(d) if !matches!(d.kind, DirectiveKind::Omp(_))))
            })
        })
}

/// Runs `f` on every function body, taken out of the module for the time of the call.
pub(crate) fn for_each_body(
    m: &mut Module,
    mut f: impl FnMut(&mut Module, FuncId, &mut Body) -> Result<(), String>,
) -> Result<(), String> {
    for id in 0..m.funcs.len() {
        let fid = FuncId::new(id);
        let Some(mut body) = m.funcs[id].body.take() else {
            continue;
        };
        let r = f(m, fid, &mut body);
        m.funcs[id].body = Some(body);
        r?;
    }
    Ok(())
}

/// Fails the pass when it reported errors (they carry the locations).
pub(crate) fn errors_to_result(m: &Module, before: usize) -> Result<(), String> {
    let errs: Vec<String> = m.diagnostics[before..]
        .iter()
        .filter(|d| d.level == crate::pass::DiagLevel::Error)
        .map(|d| d.render(m))
        .collect();
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// Whether calling `f` has no effect but its value (the `pure` attribute; the math functions
/// and `acc_on_device` are intrinsics, not calls): device code may call it in every thread,
/// and loops calling it may run in parallel.
pub(crate) fn is_pure_call(m: &Module, f: FuncId) -> bool {
    m.func(f).attrs.contains(&crate::module::FuncAttr::Pure)
}

pub(crate) fn remark(m: &mut Module, loc: SrcLoc, text: impl Into<String>) {
    m.diagnostics.push(PassDiagnostic::remark(loc, text));
}

pub(crate) fn error(m: &mut Module, loc: SrcLoc, text: impl Into<String>) {
    m.diagnostics.push(PassDiagnostic::error(loc, text));
}

// ---------------------------------------------------------------------------------------------
// Body queries

pub(crate) fn dir(body: &Body, i: Inst) -> &DirectiveOp {
    match &body.inst(i).kind {
        InstKind::Directive(d) => d,
        k => panic!("not a directive: {k:?}"),
    }
}

pub(crate) fn dir_mut(body: &mut Body, i: Inst) -> &mut DirectiveOp {
    match &mut body.insts[i.index()].kind {
        InstKind::Directive(d) => d,
        k => panic!("not a directive: {k:?}"),
    }
}

pub(crate) fn is_dir(body: &Body, i: Inst, f: impl Fn(&DirectiveKind) -> bool) -> bool {
    matches!(&body.inst(i).kind, InstKind::Directive(d) if f(&d.kind))
}

/// Directive operations of `region` and the regions nested in it, outer ones first.
pub(crate) fn directives_in(body: &Body, region: Region) -> Vec<Inst> {
    region_insts_deep(body, region)
        .into_iter()
        .filter(|&i| matches!(body.inst(i).kind, InstKind::Directive(_)))
        .collect()
}

/// Instructions of `region` and its nested regions, in layout order (an operation before
/// the instructions of its region).
pub(crate) fn region_insts_deep(body: &Body, region: Region) -> Vec<Inst> {
    let mut out = Vec::new();
    fn walk(body: &Body, r: Region, out: &mut Vec<Inst>) {
        for &b in &body.region(r).blocks {
            for &i in &body.block(b).insts {
                out.push(i);
                if let InstKind::Directive(d) = &body.inst(i).kind {
                    if let Some(nr) = d.region {
                        walk(body, nr, out);
                    }
                }
            }
        }
    }
    walk(body, region, &mut out);
    out
}

pub(crate) fn region_of(body: &Body, i: Inst) -> Option<Region> {
    match &body.inst(i).kind {
        InstKind::Directive(d) => d.region,
        _ => None,
    }
}

pub(crate) fn entry_of(body: &Body, r: Region) -> Block {
    body.region(r).blocks[0]
}

/// The directive operations enclosing instruction `i`, innermost first.
pub(crate) fn ancestors(body: &Body, i: Inst) -> Vec<Inst> {
    let mut out = Vec::new();
    let mut cur = body.inst(i).block.and_then(|b| body.block_region(b));
    while let Some(r) = cur {
        let Some(p) = body.region_parent(r) else {
            break;
        };
        out.push(p);
        cur = body.inst(p).block.and_then(|b| body.block_region(b));
    }
    out
}

/// Whether `block` lies in `region` or in a region nested in it.
pub(crate) fn block_in_region(body: &Body, block: Block, region: Region) -> bool {
    let mut cur = body.block_region(block);
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        let Some(p) = body.region_parent(r) else {
            return false;
        };
        cur = body.inst(p).block.and_then(|b| body.block_region(b));
    }
    false
}

pub(crate) fn value_block(body: &Body, v: Value) -> Option<Block> {
    match body.values[v.index()].def {
        ValueDef::Inst(i) => body.inst(i).block,
        ValueDef::Param(b, _) => Some(b),
    }
}

pub(crate) fn def_inst(body: &Body, v: Value) -> Option<Inst> {
    match body.values[v.index()].def {
        ValueDef::Inst(i) => Some(i),
        ValueDef::Param(..) => None,
    }
}

pub(crate) fn def_kind(body: &Body, v: Value) -> Option<&InstKind> {
    def_inst(body, v).map(|i| &body.inst(i).kind)
}

pub(crate) fn defined_in(body: &Body, v: Value, region: Region) -> bool {
    value_block(body, v).is_some_and(|b| block_in_region(body, b, region))
}

/// Values used inside `region` (nested regions and the clause operands of nested operations
/// included) that are defined outside it, in order of first use.
pub(crate) fn captures(body: &Body, region: Region) -> Vec<Value> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for i in region_insts_deep(body, region) {
        body.inst(i).kind.visit_operands(|v| {
            if !defined_in(body, v, region) && seen.insert(v) {
                out.push(v);
            }
        });
    }
    out
}

/// Replaces every use of `from` inside `region` (deep) by `to`.
pub(crate) fn replace_uses_in_region(body: &mut Body, region: Region, from: Value, to: Value) {
    for i in region_insts_deep(body, region) {
        body.insts[i.index()].kind.visit_operands_mut(|v| {
            if *v == from {
                *v = to;
            }
        });
    }
}

pub(crate) fn inst_pos(body: &Body, i: Inst) -> (Block, usize) {
    let b = body.inst(i).block.expect("placed instruction");
    let pos = body
        .block(b)
        .insts
        .iter()
        .position(|&x| x == i)
        .expect("instruction in its block");
    (b, pos)
}

pub(crate) fn remove_inst(body: &mut Body, i: Inst) {
    let (b, pos) = inst_pos(body, i);
    body.blocks[b.index()].insts.remove(pos);
    body.insts[i.index()].block = None;
}

pub(crate) fn insert_inst(body: &mut Body, b: Block, pos: usize, i: Inst) {
    body.insts[i.index()].block = Some(b);
    body.blocks[b.index()].insts.insert(pos, i);
}

/// A new empty block right after `after` in the layout of its region.
pub(crate) fn new_block_after(body: &mut Body, after: Block) -> Block {
    let r = body.block_region(after).expect("placed block");
    let nb = body.new_block();
    body.blocks[nb.index()].region = Some(r);
    let list = &mut body.regions[r.index()].blocks;
    let at = list
        .iter()
        .position(|&b| b == after)
        .expect("block in region")
        + 1;
    list.insert(at, nb);
    nb
}

/// Moves the instructions of `b` from `pos` on into a new block placed after `b`.
pub(crate) fn split_block(body: &mut Body, b: Block, pos: usize) -> Block {
    let nb = new_block_after(body, b);
    let tail: Vec<Inst> = body.blocks[b.index()].insts.drain(pos..).collect();
    for &i in &tail {
        body.insts[i.index()].block = Some(nb);
    }
    body.blocks[nb.index()].insts = tail;
    nb
}

/// Moves the blocks of `region` (top level) into the region of `after`, right after it.
/// Returns them in layout order.
pub(crate) fn inline_region_blocks(body: &mut Body, region: Region, after: Block) -> Vec<Block> {
    let blocks = std::mem::take(&mut body.regions[region.index()].blocks);
    let target = body.block_region(after).expect("placed block");
    let list = &mut body.regions[target.index()].blocks;
    let at = list
        .iter()
        .position(|&b| b == after)
        .expect("block in region")
        + 1;
    for (k, &b) in blocks.iter().enumerate() {
        list.insert(at + k, b);
    }
    for &b in &blocks {
        body.blocks[b.index()].region = Some(target);
    }
    body.regions[region.index()].parent = None;
    blocks
}

/// Detaches `region` and everything nested in it from the body (after its operation was
/// removed or its blocks copied elsewhere).
pub(crate) fn discard_region(body: &mut Body, region: Region) {
    let nested: Vec<Region> = region_insts_deep(body, region)
        .into_iter()
        .filter_map(|i| region_of(body, i))
        .collect();
    for r in std::iter::once(region).chain(nested) {
        for b in std::mem::take(&mut body.regions[r.index()].blocks) {
            body.blocks[b.index()].region = None;
            for i in std::mem::take(&mut body.blocks[b.index()].insts) {
                body.insts[i.index()].block = None;
            }
        }
        body.regions[r.index()].parent = None;
    }
}

/// The entry block where the private storage of code at `i` lives: the entry of the enclosing
/// compute region (storage per gang), or of the function (routines).
pub(crate) fn storage_block(body: &Body, i: Inst) -> Block {
    for a in ancestors(body, i) {
        if is_dir(body, a, |k| matches!(k, DirectiveKind::Compute(_))) {
            return entry_of(body, region_of(body, a).expect("region"));
        }
    }
    body.entry_block().expect("function entry")
}

/// Number of leading allocas of a block (new storage goes after them).
pub(crate) fn alloca_prefix(body: &Body, b: Block) -> usize {
    body.block(b)
        .insts
        .iter()
        .take_while(|&&i| matches!(body.inst(i).kind, InstKind::Alloca { count: None, .. }))
        .count()
}

/// Every VarRef of the data clauses of `d`.
pub(crate) fn data_vars(d: &DirectiveOp) -> Vec<(crate::directive::DataClauseKind, &VarRef)> {
    d.clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Data(dc) => Some(dc.vars.iter().map(move |v| (dc.kind, v))),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The type stored by a variable address (alloca or global, or an address the variable table
/// lists as one object), if `v` is one.
pub(crate) fn var_type(m: &Module, body: &Body, v: Value) -> Option<TypeId> {
    // The variable table's word wins over what defines the value: a Fortran allocatable of
    // static storage is a global whose bytes are a descriptor (mapped with its elements).
    if matches!(
        body.var_at(v).map(|d| &d.shape),
        Some(crate::var::Shape::Descriptor { .. })
    ) {
        return None;
    }
    match def_kind(body, v) {
        Some(InstKind::Alloca {
            ty, count: None, ..
        }) => Some(*ty),
        Some(InstKind::GlobalAddr(g)) => Some(m.global(*g).ty),
        _ => shaped::object_type(body, v),
    }
}

/// A short, readable spelling of a type for names and remarks.
pub(crate) fn type_name(m: &Module, ty: TypeId) -> String {
    match m.types.kind(ty) {
        TypeKind::Int(w) => format!("i{w}"),
        TypeKind::F32 => "f32".into(),
        TypeKind::F64 => "f64".into(),
        TypeKind::F80 => "f80".into(),
        TypeKind::Ptr => "ptr".into(),
        TypeKind::Array { elem, len } => format!("[{len} x {}]", type_name(m, *elem)),
        TypeKind::Aggregate { name: Some(n), .. } => format!("${n}"),
        TypeKind::Aggregate { .. } => "struct".into(),
        _ => "?".into(),
    }
}

/// The name a variable without a clause is given in remarks and runtime messages.
pub(crate) fn implicit_name(m: &Module, body: &Body, v: Value) -> String {
    // A name some clause of the function gives the same variable.
    for d in body.insts.iter().filter(|d| d.block.is_some()) {
        if let InstKind::Directive(op) = &d.kind {
            for c in &op.clauses {
                if let Some(vr) = c.vars().iter().find(|vr| vr.var == v) {
                    return vr.name.to_string();
                }
            }
        }
    }
    if let Some(name) = body.var_name(v) {
        return name.to_string();
    }
    match def_kind(body, v) {
        Some(InstKind::GlobalAddr(g)) => {
            let gd = m.global(*g);
            if gd.linkage == crate::module::Linkage::Internal {
                static_local_name(&gd.name).to_string()
            } else {
                gd.name.to_string()
            }
        }
        Some(InstKind::Alloca { ty, .. }) => format!("<local {}>", type_name(m, *ty)),
        _ => "<value>".into(),
    }
}

/// The source name of a function's static storage (a C `static` local, a Fortran main
/// program's or saved variable), which the front ends name `owner.name` and
/// `owner.name.N`: remarks and run-time messages say `name`, as the program does.
fn static_local_name(global: &str) -> &str {
    let Some((_, rest)) = global.split_once('.') else {
        return global;
    };
    match rest.rsplit_once('.') {
        Some((name, n)) if !name.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => rest,
    }
}

pub(crate) fn iconst_of(body: &Body, v: Value) -> Option<i128> {
    match def_kind(body, v)? {
        InstKind::IConst(c) => Some(*c),
        _ => None,
    }
}

/// Creates a directive operation (not placed) with an empty region entry when it owns one.
pub(crate) fn new_directive(
    body: &mut Body,
    kind: DirectiveKind,
    clauses: Vec<Clause>,
    loc: SrcLoc,
) -> (Inst, Option<Block>) {
    let has_region = kind.has_region();
    let inst = body.new_inst(
        InstKind::Directive(Box::new(DirectiveOp {
            kind,
            clauses,
            region: None,
        })),
        None,
        loc,
    );
    if !has_region {
        return (inst, None);
    }
    let r = body.new_region(Some(inst));
    dir_mut(body, inst).region = Some(r);
    let e = body.new_block();
    body.attach_block(r, e);
    (inst, Some(e))
}

/// Declares `name` with the given signature unless the module already has it.
pub(crate) fn runtime_fn(m: &mut Module, name: &str, params: &[TypeId], ret: TypeId) -> FuncId {
    if let Some(f) = m.func_by_name(name) {
        // The program declared the name itself (it is reserved: C11 §7.1.3); with another
        // signature the calls generated here would not match it.
        let same = matches!(m.types.kind(m.func(f).sig),
            TypeKind::Func { params: p, ret: r, .. } if p == params && *r == ret);
        let reported = format!("'{name}' is reserved for the OpenACC runtime");
        if !same
            && !m
                .diagnostics
                .iter()
                .any(|d| d.message.starts_with(&reported))
        {
            let loc = m.func(f).loc;
            error(
                m,
                loc,
                format!("{reported} (docs/abi.md); this declaration conflicts with it"),
            );
        }
        return f;
    }
    let sig = m.func_type(params, ret, false);
    m.declare_func(name, sig)
}

/// `oxacc_srcloc` (docs/abi.md) on x86-64: three words, the file name at 0, line at 8,
/// column at 12, the construct's name at 16.
const SRC_WORDS: u64 = 3;
pub(crate) const SRC_FILE: i128 = 0;
pub(crate) const SRC_LINE: i128 = 8;
pub(crate) const SRC_COL: i128 = 12;
pub(crate) const SRC_CONSTRUCT: i128 = 16;

/// The type of an `oxacc_srcloc` record, for the alloca [`fill_srcloc`] fills.
pub fn srcloc_type(m: &mut Module) -> TypeId {
    let i64t = m.i64();
    m.array(i64t, SRC_WORDS)
}

/// Fills the `oxacc_srcloc` record at `rec` with the builder's current location and
/// `construct`, for a runtime entry point built while lowering a directive (the outlining
/// pass builds the records of the constructs it lowers).
pub fn fill_srcloc(b: &mut crate::FunctionBuilder<'_>, rec: Value, construct: &str) {
    let loc = b.loc();
    let i32t = b.module.i32();
    let i64t = b.module.i64();
    let file = match b.module.files.get(loc.file as usize).cloned() {
        Some(f) if loc.is_known() => {
            let g = string_global(b.module, &f);
            b.global_addr(g)
        }
        _ => b.null(),
    };
    let g = string_global(b.module, construct);
    let construct = b.global_addr(g);
    let line = b.iconst(i32t, loc.line as i128);
    let col = b.iconst(i32t, loc.col as i128);
    for (v, off) in [
        (file, SRC_FILE),
        (line, SRC_LINE),
        (col, SRC_COL),
        (construct, SRC_CONSTRUCT),
    ] {
        let p = if off == 0 {
            rec
        } else {
            let o = b.iconst(i64t, off);
            b.ptr_add(rec, o)
        };
        b.store(v, p);
    }
}

/// A private NUL-terminated string global, shared by equal strings.
pub(crate) fn string_global(m: &mut Module, s: &str) -> crate::entity::GlobalId {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    if let Some(g) = m.global_ids().find(|&g| {
        let gd = m.global(g);
        gd.name.starts_with("__oxacc.str.") && gd.init == Some(ConstInit::Bytes(bytes.clone()))
    }) {
        return g;
    }
    let name = format!("__oxacc.str.{}", m.globals.len());
    m.add_string(&name, s.as_bytes())
}

/// The module's reduction/atomic lock: `__oxacc.lock()` / `__oxacc.unlock()` over an internal
/// i32 spin lock (cmpxchg acquire / xchg release), created on first use.
pub(crate) fn lock_fns(m: &mut Module) -> (FuncId, FuncId) {
    if let (Some(l), Some(u)) = (
        m.func_by_name("__oxacc.lock"),
        m.func_by_name("__oxacc.unlock"),
    ) {
        return (l, u);
    }
    let i32t = m.i32();
    let g = m.add_global({
        let mut g =
            crate::module::GlobalData::new("__oxacc.lock_word", i32t, Some(ConstInit::Int(0)));
        g.linkage = Linkage::Internal;
        g
    });
    let void = m.void();
    let sig = m.func_type(&[], void, false);
    let lock = m.declare_func("__oxacc.lock", sig);
    let unlock = m.declare_func("__oxacc.unlock", sig);
    for f in [lock, unlock] {
        m.func_mut(f).linkage = Linkage::Internal;
        m.func_mut(f).attrs.push(crate::module::FuncAttr::NoUnwind);
    }
    {
        let mut b = crate::FunctionBuilder::new(m, lock);
        let spin = b.create_block();
        let done = b.create_block();
        b.br(spin, &[]);
        b.switch_to_block(spin);
        let p = b.global_addr(g);
        let zero = b.iconst(i32t, 0);
        let one = b.iconst(i32t, 1);
        let old = b.cmpxchg(p, zero, one, crate::Ordering::Acquire, false);
        let ok = b.icmp(IntCC::Eq, old, zero);
        b.cond_br(ok, done, &[], spin, &[]);
        b.switch_to_block(done);
        b.ret(None);
        b.finish();
    }
    {
        let mut b = crate::FunctionBuilder::new(m, unlock);
        let p = b.global_addr(g);
        let zero = b.iconst(i32t, 0);
        b.atomic_rmw(crate::RmwOp::Xchg, p, zero, crate::Ordering::Release);
        b.ret(None);
        b.finish();
    }
    (lock, unlock)
}

// ---------------------------------------------------------------------------------------------
// An insertion cursor over a body taken out of its module.

pub(crate) struct Ed<'a> {
    pub m: &'a mut Module,
    pub b: &'a mut Body,
    pub blk: Block,
    pub pos: usize,
    pub loc: SrcLoc,
}

impl crate::trip::ValueSink for Ed<'_> {
    fn emit(&mut self, kind: InstKind, ty: TypeId) -> Value {
        self.val(kind, ty)
    }
    fn i64_type(&mut self) -> TypeId {
        self.m.i64()
    }
    fn i1_type(&mut self) -> TypeId {
        self.m.i1()
    }
    fn to_i64(&mut self, v: Value) -> Value {
        self.int_to(v, 64)
    }
}

impl<'a> Ed<'a> {
    pub fn new(m: &'a mut Module, b: &'a mut Body, blk: Block, pos: usize, loc: SrcLoc) -> Self {
        Ed {
            m,
            b,
            blk,
            pos,
            loc,
        }
    }

    pub fn at(&mut self, blk: Block, pos: usize) {
        self.blk = blk;
        self.pos = pos;
    }

    pub fn at_end(&mut self, blk: Block) {
        self.blk = blk;
        self.pos = self.b.block(blk).insts.len();
    }

    pub fn ins(&mut self, kind: InstKind, ty: Option<TypeId>) -> Option<Value> {
        let i = self.b.new_inst(kind, ty, self.loc);
        insert_inst(self.b, self.blk, self.pos, i);
        self.pos += 1;
        self.b.inst(i).result
    }

    pub fn val(&mut self, kind: InstKind, ty: TypeId) -> Value {
        self.ins(kind, Some(ty)).expect("result")
    }

    pub fn ty(&self, v: Value) -> TypeId {
        self.b.value_type(v)
    }

    pub fn iconst(&mut self, ty: TypeId, n: i128) -> Value {
        self.val(InstKind::IConst(n), ty)
    }
    pub fn i64c(&mut self, n: i128) -> Value {
        let t = self.m.i64();
        self.iconst(t, n)
    }
    pub fn i32c(&mut self, n: i128) -> Value {
        let t = self.m.i32();
        self.iconst(t, n)
    }
    pub fn null(&mut self) -> Value {
        let p = self.m.ptr();
        self.val(InstKind::Null, p)
    }
    pub fn bin(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        self.binary(op, lhs, rhs, false)
    }
    /// [`Ed::bin`] with signed overflow undefined (LLVM's `nsw`): only where the lowering
    /// knows the result fits.
    pub fn bin_nsw(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        self.binary(op, lhs, rhs, true)
    }
    fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value, nsw: bool) -> Value {
        let t = self.ty(lhs);
        self.val(InstKind::Binary { op, lhs, rhs, nsw }, t)
    }
    pub fn icmp(&mut self, cc: IntCC, lhs: Value, rhs: Value) -> Value {
        let t = self.m.i1();
        self.val(InstKind::ICmp { cc, lhs, rhs }, t)
    }
    pub fn fcmp(&mut self, cc: crate::FloatCC, lhs: Value, rhs: Value) -> Value {
        let t = self.m.i1();
        self.val(InstKind::FCmp { cc, lhs, rhs }, t)
    }
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        self.val(
            InstKind::Select {
                cond,
                then_val: a,
                else_val: b,
            },
            t,
        )
    }
    pub fn cast(&mut self, op: CastOp, arg: Value, to: TypeId) -> Value {
        self.val(InstKind::Cast { op, arg }, to)
    }
    /// An integer converted (sign-extended or truncated) to `bits`.
    pub fn int_to(&mut self, v: Value, bits: u32) -> Value {
        let w = self.m.types.int_width(self.ty(v)).expect("integer");
        let to = self.m.int(bits);
        match w.cmp(&bits) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Less if w == 1 => self.cast(CastOp::ZExt, v, to),
            std::cmp::Ordering::Less => self.cast(CastOp::SExt, v, to),
            std::cmp::Ordering::Greater => self.cast(CastOp::Trunc, v, to),
        }
    }
    /// An integer condition as i1 (`!= 0`).
    pub fn truth(&mut self, v: Value) -> Value {
        if self.m.types.int_width(self.ty(v)) == Some(1) {
            return v;
        }
        let z = self.iconst(self.ty(v), 0);
        self.icmp(IntCC::Ne, v, z)
    }
    pub fn load(&mut self, ty: TypeId, ptr: Value) -> Value {
        self.val(
            InstKind::Load {
                ptr,
                flags: MemFlags::default(),
            },
            ty,
        )
    }
    pub fn store(&mut self, value: Value, ptr: Value) {
        self.ins(
            InstKind::Store {
                value,
                ptr,
                flags: MemFlags::default(),
            },
            None,
        );
    }
    pub fn alloca(&mut self, ty: TypeId) -> Value {
        let p = self.m.ptr();
        let align = self.m.types.storage_align(ty) as u32;
        self.val(
            InstKind::Alloca {
                ty,
                count: None,
                align,
            },
            p,
        )
    }
    /// An alloca placed at the top of the function's entry block (static stack storage).
    pub fn entry_alloca(&mut self, ty: TypeId) -> Value {
        let entry = self.b.entry_block().expect("entry");
        let (blk, pos) = (self.blk, self.pos);
        self.at(entry, 0);
        let v = self.alloca(ty);
        if blk == entry {
            self.at(blk, pos + 1);
        } else {
            self.at(blk, pos);
        }
        v
    }
    pub fn ptradd(&mut self, ptr: Value, off: i128) -> Value {
        if off == 0 {
            return ptr;
        }
        let o = self.i64c(off);
        self.ptradd_v(ptr, o)
    }
    pub fn ptradd_v(&mut self, ptr: Value, offset: Value) -> Value {
        let p = self.m.ptr();
        self.val(InstKind::PtrAdd { ptr, offset }, p)
    }
    pub fn elem(&mut self, elem: TypeId, ptr: Value, index: Value) -> Value {
        let p = self.m.ptr();
        self.val(InstKind::ElemAddr { elem, ptr, index }, p)
    }
    /// Stores `v` at `base + off`.
    pub fn store_at(&mut self, v: Value, base: Value, off: i128) {
        let p = self.ptradd(base, off);
        self.store(v, p);
    }
    pub fn call(&mut self, f: FuncId, args: &[Value]) -> Option<Value> {
        let ret = self.m.signature(f).1;
        let rty = (!self.m.types.is_void(ret)).then_some(ret);
        self.ins(
            InstKind::Call {
                callee: f,
                args: args.to_vec(),
            },
            rty,
        )
    }
    pub fn cstr(&mut self, s: &str) -> Value {
        let g = string_global(self.m, s);
        let p = self.m.ptr();
        self.val(InstKind::GlobalAddr(g), p)
    }
    pub fn br(&mut self, to: Block, args: &[Value]) {
        self.ins(InstKind::Br(BlockCall::new(to, args)), None);
    }
    pub fn condbr(&mut self, c: Value, a: Block, aargs: &[Value], b: Block, bargs: &[Value]) {
        self.ins(
            InstKind::CondBr {
                cond: c,
                then_dest: BlockCall::new(a, aargs),
                else_dest: BlockCall::new(b, bargs),
            },
            None,
        );
    }
    /// A new block after the current one; the cursor stays.
    pub fn block_after(&mut self, after: Block) -> Block {
        new_block_after(self.b, after)
    }
}

/// Replaces the `yield` terminators of the top-level blocks of `blocks` by `br to(args)`
/// (or whatever `f` builds in front of the branch).
pub(crate) fn blocks_ending_in_yield(body: &Body, blocks: &[Block]) -> Vec<(Block, Inst)> {
    blocks
        .iter()
        .filter_map(|&b| {
            let t = body.terminator(b)?;
            matches!(body.inst(t).kind, InstKind::Yield(_)).then_some((b, t))
        })
        .collect()
}

/// Copies the blocks of `src_region` (deep) of `src` into `dst`, appending the top-level ones
/// to `dst_region`. `vmap` gives the replacement of every value defined outside the region;
/// it receives the copies of the values defined inside. Returns the copied entry block.
pub(crate) fn clone_region(
    src: &Body,
    src_region: Region,
    dst: &mut Body,
    dst_region: Region,
    vmap: &mut HashMap<Value, Value>,
) -> Block {
    let mut bmap: HashMap<Block, Block> = HashMap::new();
    let mut new_insts: Vec<Inst> = Vec::new();
    fn phase1(
        src: &Body,
        sr: Region,
        dst: &mut Body,
        dr: Region,
        vmap: &mut HashMap<Value, Value>,
        bmap: &mut HashMap<Block, Block>,
        new_insts: &mut Vec<Inst>,
    ) {
        for &b in &src.region(sr).blocks {
            let nb = dst.new_block();
            dst.attach_block(dr, nb);
            bmap.insert(b, nb);
            for &p in &src.block(b).params {
                let np = dst.add_block_param(nb, src.value_type(p));
                vmap.insert(p, np);
            }
            for &i in &src.block(b).insts {
                let data = src.inst(i);
                let rty = data.result.map(|r| src.value_type(r));
                let ni = dst.new_inst(data.kind.clone(), rty, data.loc);
                dst.append_inst(nb, ni);
                if let (Some(r), Some(nr)) = (data.result, dst.inst(ni).result) {
                    vmap.insert(r, nr);
                }
                new_insts.push(ni);
                if let InstKind::Directive(d) = &data.kind {
                    if let Some(r) = d.region {
                        let nr = dst.new_region(Some(ni));
                        dir_mut(dst, ni).region = Some(nr);
                        phase1(src, r, dst, nr, vmap, bmap, new_insts);
                    }
                }
            }
        }
    }
    phase1(
        src,
        src_region,
        dst,
        dst_region,
        vmap,
        &mut bmap,
        &mut new_insts,
    );
    for ni in new_insts {
        let kind = &mut dst.insts[ni.index()].kind;
        kind.visit_operands_mut(|v| {
            *v = *vmap
                .get(v)
                .unwrap_or_else(|| panic!("value {v:?} not mapped"));
        });
        kind.visit_blocks_mut(|b| *b = bmap[b]);
    }
    bmap[&src.region(src_region).blocks[0]]
}

/// A copy of region `r` of `body` (its nested regions included), detached: the caller
/// inlines its blocks where the copy runs.
pub(crate) fn copy_region(body: &mut Body, r: Region) -> Region {
    let src = body.clone();
    let mut vmap: HashMap<Value, Value> = captures(body, r).into_iter().map(|v| (v, v)).collect();
    let copy = body.new_region(None);
    clone_region(&src, r, body, copy, &mut vmap);
    copy
}

/// The integer type whose bit pattern a native compare-and-exchange of `ty` works on, if any
/// (integers of 8..64 bits, f32, f64; LLVM widens 8- and 16-bit exchanges to a masked 32-bit
/// one where the target has none); other types (long double, complex, aggregates) take the
/// module lock.
pub(crate) fn cas_int_type(m: &mut Module, ty: TypeId) -> Option<TypeId> {
    match m.types.kind(ty) {
        TypeKind::Int(8 | 16 | 32 | 64) => Some(ty),
        TypeKind::F32 => Some(m.i32()),
        TypeKind::F64 => Some(m.i64()),
        _ => None,
    }
}

/// `for k in 0..n { f(k) }` (i64) at the cursor; the cursor ends after the loop.
/// An `acc.loop (0, upper, 1)` with `clauses` at the cursor, whose body `f` builds from the
/// 64-bit counter; the cursor ends after the loop.
pub(crate) fn directive_loop(
    ed: &mut Ed,
    upper: Value,
    clauses: Vec<Clause>,
    f: impl FnOnce(&mut Ed, Value),
) {
    let lower = ed.i64c(0);
    let step = ed.i64c(1);
    let kind = DirectiveKind::Loop {
        dims: vec![crate::directive::LoopDim { lower, upper, step }],
    };
    let (l, e) = new_directive(ed.b, kind, clauses, ed.loc);
    let e = e.expect("loop region");
    insert_inst(ed.b, ed.blk, ed.pos, l);
    let (blk, pos) = (ed.blk, ed.pos + 1);
    let i64t = ed.m.i64();
    let k = ed.b.add_block_param(e, i64t);
    ed.at_end(e);
    f(ed, k);
    ed.ins(InstKind::Yield(Vec::new()), None);
    ed.at(blk, pos);
}

pub(crate) fn counted_loop(ed: &mut Ed, n: Value, f: impl FnOnce(&mut Ed, Value)) {
    let i64t = ed.m.i64();
    let cont = split_block(ed.b, ed.blk, ed.pos);
    let header = ed.block_after(ed.blk);
    let body = ed.block_after(header);
    let zero = ed.i64c(0);
    ed.br(header, &[zero]);
    let k = ed.b.add_block_param(header, i64t);
    ed.at_end(header);
    let c = ed.icmp(IntCC::Slt, k, n);
    ed.condbr(c, body, &[], cont, &[]);
    ed.at_end(body);
    f(ed, k);
    let one = ed.i64c(1);
    let next = ed.bin(BinOp::Add, k, one);
    ed.br(header, &[next]);
    ed.at(cont, 0);
}
