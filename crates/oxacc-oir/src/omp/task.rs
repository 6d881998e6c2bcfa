//! Tasks and task synchronisation (OpenMP 4.5 §2.9, §2.13.5, §2.13.8) to libomp:
//! - `omp.task` → the region becomes a *task entry* `i32 f(i32 gtid, kmp_task_t *task)`;
//!   `__kmpc_omp_task_alloc` makes the task (a 40-byte `kmp_task_t` header followed by the
//!   task's data), the creating thread stores into that data the values the region uses from
//!   outside (variables by address: shared) and the values of the `firstprivate` variables
//!   (captured at creation, §2.15.3.4), then `__kmpc_omp_task` (or
//!   `__kmpc_omp_task_with_deps` with `depend`) queues it. `if(false)` runs it at once in the
//!   creating thread (`__kmpc_omp_task_begin_if0`/`complete_if0`, after waiting for its
//!   dependences); `final(true)` sets the final flag (libomp then runs the task's
//!   descendants as included tasks); `untied` clears the tied flag.
//! - `omp.taskgroup` → `__kmpc_taskgroup` … `__kmpc_end_taskgroup`.
//! - `omp.taskyield` → `__kmpc_omp_taskyield`.
//! - `omp.ordered` → `__kmpc_ordered` … `__kmpc_end_ordered`.

use std::collections::HashMap;

use super::lower::{call_loc_gtid, gtid, ident, inline_region, kmpc, open_site};
use crate::acc::{blocks_ending_in_yield, captures, clone_region, dir, discard_region, Ed};
use crate::directive::{Clause, DependKind, VarRef};
use crate::entity::{FuncId, Value};
use crate::inst::{BinOp, BlockCall, CastOp, InstKind};
use crate::module::{Body, FuncAttr, Linkage, Module};

/// Size of libomp's `kmp_task_t` (kmp.h: shareds, routine, part_id, data1, data2).
const TASK_HEADER: u64 = 40;
/// Size of `kmp_depend_info_t` (base_addr, len, flags).
const DEPEND_INFO: u64 = 24;

fn align_up(n: u64, a: u64) -> u64 {
    n.div_ceil(a.max(1)) * a.max(1)
}

/// The address of the first element of a `depend` list item and its length in bytes.
fn depend_item(ed: &mut Ed, v: &VarRef) -> (Value, Value) {
    let i64t = ed.m.i64();
    if v.bounds.is_empty() {
        let n = ed.m.types.size_of(v.ty) as i128;
        let len = ed.i64c(n);
        return (v.var, len);
    }
    // A section of a pointer starts where the pointer points; of an array, at the array.
    let ptr_ty = ed.m.ptr();
    let mut base = if v.ty == ptr_ty {
        ed.load(ptr_ty, v.var)
    } else {
        v.var
    };
    let mut len = ed.i64c(1);
    for (k, b) in v.bounds.iter().enumerate() {
        let size = ed.m.types.size_of(b.elem) as i128;
        let sz = ed.i64c(size);
        let lower = ed.int_to(b.lower, 64);
        let off = ed.bin(BinOp::Mul, lower, sz);
        base = ed.ptradd_v(base, off);
        let n = ed.int_to(b.length, 64);
        len = if k + 1 == v.bounds.len() {
            let bytes = ed.bin(BinOp::Mul, n, sz);
            ed.bin(BinOp::Mul, len, bytes)
        } else {
            ed.bin(BinOp::Mul, len, n)
        };
    }
    let _ = i64t;
    (base, len)
}

/// A task's dependence list (`kmp_depend_info_t` entries): the list, its length (i32) and,
/// when depend objects make its length known at run time only, the heap block to free.
fn dep_list(ed: &mut Ed, deps: &[(DependKind, Option<VarRef>)]) -> (Value, Value, Option<Value>) {
    if deps.iter().any(|(k, _)| *k == DependKind::Depobj) {
        return dynamic_dep_list(ed, deps);
    }
    let i8t = ed.m.int(8);
    let arr = ed.m.array(i8t, DEPEND_INFO * deps.len() as u64);
    let list = ed.entry_alloca(arr);
    for (k, (kind, v)) in deps.iter().enumerate() {
        let at = (DEPEND_INFO as usize * k) as i128;
        let (base, len) = match v {
            Some(v) => depend_item(ed, v),
            None => {
                let p = ed.m.ptr();
                (ed.val(InstKind::Null, p), ed.i64c(0))
            }
        };
        let flag = ed.iconst(i8t, i128::from(kind.kmp_flags()));
        ed.store_at(base, list, at);
        ed.store_at(len, list, at + 8);
        ed.store_at(flag, list, at + 16);
    }
    (list, ed.i32c(deps.len() as i128), None)
}

/// The dependences of `depend` clauses, in order (`omp_all_memory` has no variable).
fn dependences(clauses: &[Clause]) -> Vec<(DependKind, Option<VarRef>)> {
    let mut deps = Vec::new();
    for c in clauses {
        match c {
            Clause::Depend(DependKind::AllMemory, _) => deps.push((DependKind::AllMemory, None)),
            Clause::Depend(k, vs) => deps.extend(vs.iter().map(|v| (*k, Some(v.clone())))),
            _ => {}
        }
    }
    deps
}

/// `omp.taskwait` with `depend` clauses (5.0 §2.17.5; the wait of an undeferred target
/// task, 5.0 §2.12.5): `__kmpc_omp_wait_deps`, which returns once the sibling tasks these
/// dependences name have completed.
pub(super) fn taskwait_depend(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let d = dir(body, op).clone();
    let deps = dependences(&d.clauses);
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    let (list, n, block) = dep_list(&mut ed, &deps);
    let (ptr, i32t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
    let f = kmpc(
        &mut ed,
        "__kmpc_omp_wait_deps",
        &[ptr, i32t, i32t, ptr, i32t, ptr],
        void,
    );
    let z = ed.i32c(0);
    let null = ed.null();
    ed.call(f, &[loc, g, n, list, z, null]);
    if let Some(block) = block {
        let free = kmpc(&mut ed, "free", &[ptr], void);
        ed.call(free, &[block]);
    }
    ed.br(cont, &[]);
}

/// A task's dependence list when it names depend objects (5.0 §2.17.11 `depend(depobj:
/// o)`): the plain dependences, then every entry of each object, copied when the task is
/// created (a later `depobj update` does not change it). An object points at its first
/// `kmp_depend_info_t`; the entry before it holds the count (clang's layout: one for a
/// `depobj` directive, any number for the array an `iterator` modifier builds). Returns
/// the list, its length and the heap block to free.
fn dynamic_dep_list(
    ed: &mut Ed,
    deps: &[(DependKind, Option<VarRef>)],
) -> (Value, Value, Option<Value>) {
    let (p, i8t, i64t) = (ed.m.ptr(), ed.m.int(8), ed.m.i64());
    let fixed: Vec<_> = deps
        .iter()
        .filter(|(k, _)| *k != DependKind::Depobj)
        .collect();
    let mut n = ed.i64c(fixed.len() as i128);
    let mut objs = Vec::new();
    for (_, v) in deps.iter().filter(|(k, _)| *k == DependKind::Depobj) {
        let Some(v) = v else { continue };
        let info = ed.load(p, v.var);
        let header = ed.ptradd(info, -(DEPEND_INFO as i128));
        let count = ed.load(i64t, header);
        n = ed.bin(BinOp::Add, n, count);
        objs.push((info, count));
    }
    let entry = ed.i64c(DEPEND_INFO as i128);
    let bytes = ed.bin(BinOp::Mul, n, entry);
    let malloc = kmpc(ed, "malloc", &[i64t], p);
    let list = ed.call(malloc, &[bytes]).expect("malloc result");
    for (k, (kind, v)) in fixed.iter().enumerate() {
        let at = (DEPEND_INFO as usize * k) as i128;
        let flag = ed.iconst(i8t, i128::from(kind.kmp_flags()));
        let (base, len) = match v {
            Some(v) => depend_item(ed, v),
            None => (ed.val(InstKind::Null, p), ed.i64c(0)),
        };
        ed.store_at(base, list, at);
        ed.store_at(len, list, at + 8);
        ed.store_at(flag, list, at + 16);
    }
    let mut at = ed.i64c((DEPEND_INFO as usize * fixed.len()) as i128);
    for (info, count) in objs {
        let dst = ed.ptradd_v(list, at);
        let len = ed.bin(BinOp::Mul, count, entry);
        ed.ins(
            InstKind::Memcpy {
                dst,
                src: info,
                len,
            },
            None,
        );
        at = ed.bin(BinOp::Add, at, len);
    }
    let n32 = ed.int_to(n, 32);
    (list, n32, Some(list))
}

pub(super) fn task(m: &mut Module, fid: FuncId, body: &mut Body, op: Inst, untied: bool) {
    let d = dir(body, op).clone();
    let Some(r) = d.region else { return };
    let fname = m.func(fid).name.clone();
    let mut n = 0;
    let mut name = format!("{fname}.omp_task_entry.{n}");
    while m.func_by_name(&name).is_some() {
        n += 1;
        name = format!("{fname}.omp_task_entry.{n}");
    }
    let (ptr, i32t, i64t, void) = (m.ptr(), m.i32(), m.i64(), m.void());
    let sig = m.func_type(&[i32t, ptr], i32t, false);
    let entry_fn = m.declare_func(&name, sig);
    let loc_src = body.inst(op).loc;
    {
        let t = m.func_mut(entry_fn);
        t.linkage = Linkage::Internal;
        t.attrs.push(FuncAttr::NoUnwind);
        t.loc = loc_src;
    }

    // The task's data: the firstprivate copies, then every other value the region uses from
    // outside; private variables get a slot in the entry's frame.
    let mut privates: Vec<VarRef> = Vec::new();
    let mut firstprivates: Vec<(VarRef, u64)> = Vec::new();
    let deps = dependences(&d.clauses);
    let mut cond = None;
    let mut final_ = None;
    let mut detach: Option<VarRef> = None;
    let mut reductions: Vec<Clause> = Vec::new();
    let mut off = TASK_HEADER;
    for c in &d.clauses {
        match c {
            Clause::Private(vs) => privates.extend(vs.iter().cloned()),
            Clause::FirstPrivate(vs) => {
                for v in vs {
                    if firstprivates.iter().any(|(f, _)| f.var == v.var) {
                        continue;
                    }
                    let a = m.types.align_of(v.ty).max(8);
                    off = align_up(off, a);
                    firstprivates.push((v.clone(), off));
                    off += m.types.size_of(v.ty);
                }
            }
            Clause::If(v) => cond = Some(*v),
            Clause::Final(v) => final_ = Some(*v),
            Clause::Detach(vs) => detach = vs.first().cloned(),
            Clause::Reduction(..) => reductions.push(c.clone()),
            _ => {}
        }
    }
    let replaced = |v: Value| {
        privates.iter().any(|p| p.var == v) || firstprivates.iter().any(|(p, _)| p.var == v)
    };
    let mut caps: Vec<(Value, TypeId, u64)> = Vec::new();
    let mut captured = captures(body, r);
    captured.extend(Body::var_operands_of(body, &captured));
    // A reduced variable and its section's bounds: the task's copy is made from them.
    for c in &reductions {
        c.visit_operands(&mut |v| {
            if !captured.contains(&v) {
                captured.push(v);
            }
        });
    }
    for v in captured {
        if replaced(v) {
            continue;
        }
        let ty = body.value_type(v);
        let a = m.types.align_of(ty).max(8);
        off = align_up(off, a);
        caps.push((v, ty, off));
        off += m.types.size_of(ty).max(1);
    }
    let size = align_up(off, 8);

    // ---- the construct ----
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, &fname);
    let g = gtid(&mut ed, loc);
    // kmp_tasking_flags: tied 0x1, final 0x2, detachable 0x40.
    let base = u32::from(!untied) | if detach.is_some() { 0x40 } else { 0 };
    let tied = ed.i32c(base as i128);
    let flags = match final_ {
        Some(f) => {
            let yes = ed.i32c((base | 2) as i128);
            let f = ed.truth(f);
            ed.select(f, yes, tied)
        }
        None => tied,
    };
    let alloc = kmpc(
        &mut ed,
        "__kmpc_omp_task_alloc",
        &[ptr, i32t, i32t, i64t, i64t, ptr],
        ptr,
    );
    let sz = ed.i64c(size as i128);
    let zero64 = ed.i64c(0);
    let entry_addr = ed.val(InstKind::FuncAddr(entry_fn), ptr);
    let t = ed
        .call(alloc, &[loc, g, flags, sz, zero64, entry_addr])
        .expect("task pointer");
    if let Some(ev) = &detach {
        // 5.0 §2.10.1: the event handle is set before the task may run, so that code after
        // the construct (or another task) can fulfill it.
        let f = kmpc(
            &mut ed,
            "__kmpc_task_allow_completion_event",
            &[ptr, i32t, ptr],
            ptr,
        );
        let h = ed.call(f, &[loc, g, t]).expect("event handle");
        let h = if ev.ty == ptr {
            h
        } else {
            ed.cast(CastOp::PtrToInt, h, ev.ty)
        };
        ed.store(h, ev.var);
    }
    for (v, o) in &firstprivates {
        let val = ed.load(v.ty, v.var);
        ed.store_at(val, t, *o as i128);
    }
    for &(v, _, o) in &caps {
        ed.store_at(v, t, o as i128);
    }
    let dep_list = (!deps.is_empty()).then(|| dep_list(&mut ed, &deps));
    // A list with depend objects lives in the heap: its length is known at run time only,
    // and libomp reads it before the call returns.
    let free_list = |ed: &mut Ed| {
        if let Some((_, _, Some(block))) = dep_list {
            let (p, void) = (ed.m.ptr(), ed.m.void());
            let f = kmpc(ed, "free", &[p], void);
            ed.call(f, &[block]);
        }
    };
    let enqueue = |ed: &mut Ed| match dep_list {
        Some((list, n, _)) => {
            let f = kmpc(
                ed,
                "__kmpc_omp_task_with_deps",
                &[ptr, i32t, ptr, i32t, ptr, i32t, ptr],
                i32t,
            );
            let z = ed.i32c(0);
            let null = ed.null();
            ed.call(f, &[loc, g, t, n, list, z, null]);
        }
        None => {
            let f = kmpc(ed, "__kmpc_omp_task", &[ptr, i32t, ptr], i32t);
            ed.call(f, &[loc, g, t]);
        }
    };
    match cond {
        None => {
            enqueue(&mut ed);
            free_list(&mut ed);
        }
        Some(c) => {
            // §2.9.1: if(false) makes an undeferred task: the creating thread runs it now,
            // once its dependences are satisfied.
            let yes = ed.block_after(ed.blk);
            let no = ed.block_after(yes);
            let c = ed.truth(c);
            ed.condbr(c, yes, &[], no, &[]);
            ed.at_end(yes);
            enqueue(&mut ed);
            free_list(&mut ed);
            ed.br(cont, &[]);
            ed.at_end(no);
            if let Some((list, n, _)) = dep_list {
                let f = kmpc(
                    &mut ed,
                    "__kmpc_omp_wait_deps",
                    &[ptr, i32t, i32t, ptr, i32t, ptr],
                    void,
                );
                let z = ed.i32c(0);
                let null = ed.null();
                ed.call(f, &[loc, g, n, list, z, null]);
            }
            let begin = kmpc(
                &mut ed,
                "__kmpc_omp_task_begin_if0",
                &[ptr, i32t, ptr],
                void,
            );
            ed.call(begin, &[loc, g, t]);
            ed.call(entry_fn, &[g, t]);
            let done = kmpc(
                &mut ed,
                "__kmpc_omp_task_complete_if0",
                &[ptr, i32t, ptr],
                void,
            );
            ed.call(done, &[loc, g, t]);
            free_list(&mut ed);
        }
    }
    ed.br(cont, &[]);

    // ---- the task entry ----
    let mut tb = Body::default();
    let e0 = tb.new_block();
    tb.attach_block(Body::BODY_REGION, e0);
    let task_gtid = tb.add_block_param(e0, i32t);
    let task_p = tb.add_block_param(e0, ptr);
    let mut vmap: HashMap<Value, Value> = HashMap::new();
    let mut ted = Ed::new(m, &mut tb, e0, 0, loc_src);
    for p in &privates {
        let slot = ted.entry_alloca(p.ty);
        vmap.insert(p.var, slot);
    }
    // The firstprivate copies move from the task's data into the entry's frame, where they
    // are plain local variables (a target region in the task then passes them by value).
    for (v, o) in &firstprivates {
        let a = ted.ptradd(task_p, *o as i128);
        let val = ted.load(v.ty, a);
        let slot = ted.entry_alloca(v.ty);
        ted.store(val, slot);
        vmap.insert(v.var, slot);
    }
    for &(v, ty, o) in &caps {
        let a = ted.ptradd(task_p, o as i128);
        let val = ted.load(ty, a);
        vmap.insert(v, val);
    }
    let reduced = task_reductions(&mut ted, &reductions, &mut vmap);
    // (An array's copy is set in a loop: the prologue may end in another block.)
    let prologue_end = ted.blk;
    let entry = clone_region(body, r, &mut tb, Body::BODY_REGION, &mut vmap);
    tb.import_vars(body, &vmap);
    discard_region(body, r);
    let blocks = tb.region(Body::BODY_REGION).blocks.clone();
    let exit = tb.new_block();
    tb.attach_block(Body::BODY_REGION, exit);
    for (_, term) in blocks_ending_in_yield(&tb, &blocks) {
        tb.insts[term.index()].kind = InstKind::Br(BlockCall::new(exit, &[]));
    }
    let mut ted = Ed::new(m, &mut tb, prologue_end, 0, loc_src);
    ted.at_end(prologue_end);
    ted.br(entry, &[]);
    let mut ted = Ed::new(m, &mut tb, exit, 0, loc_src);
    ted.at_end(exit);
    if let Some(p) = &reduced {
        let loc = ident(&mut ted, &fname);
        super::lower::combine_reductions(&mut ted, loc, task_gtid, p);
    }
    let z = ted.i32c(0);
    ted.ins(InstKind::Ret(Some(z)), None);
    m.funcs[entry_fn.index()].body = Some(tb);
}

/// `reduction` of a task (5.0 §2.19.5.4, on each task of a `taskloop`; decision 75): the
/// task reduces into its own copy, at the operator's identity, which it combines into the
/// original as it ends, one task at a time (the parallel construct's rule: `privatize`,
/// `combine_reductions`); the taskgroup around a taskloop's tasks makes the result complete
/// at the construct's end. `vmap` maps the region's values to the entry's: a reduced
/// variable's address (captured, shared) becomes its copy there. Variables the region does
/// not name, or whose section bounds it does not capture, are not reduced by this task.
fn task_reductions(
    ted: &mut Ed,
    reductions: &[Clause],
    vmap: &mut HashMap<Value, Value>,
) -> Option<super::lower::Privates> {
    let mut inner = Vec::new();
    let mut outer = Vec::new();
    for c in reductions {
        let Clause::Reduction(op, vs) = c else {
            continue;
        };
        for v in vs {
            let Some(&orig) = vmap.get(&v.var) else {
                continue;
            };
            let mut w = v.clone();
            w.var = orig;
            let mut mapped = true;
            for b in &mut w.bounds {
                match (vmap.get(&b.lower), vmap.get(&b.length)) {
                    (Some(&l), Some(&n)) => (b.lower, b.length) = (l, n),
                    _ => mapped = false,
                }
                if let Some(st) = b.stride {
                    match vmap.get(&st) {
                        Some(&st) => b.stride = Some(st),
                        None => mapped = false,
                    }
                }
            }
            if mapped {
                inner.push(Clause::Reduction(*op, vec![w]));
                outer.push((orig, v.var));
            }
        }
    }
    if inner.is_empty() {
        return None;
    }
    let p = super::lower::privatize(ted, &inner);
    for &(from, to) in &p.replace {
        if let Some(&(_, var)) = outer.iter().find(|(o, _)| *o == from) {
            vmap.insert(var, to);
        }
    }
    Some(p)
}

/// A region between `enter(loc, gtid)` and `leave(loc, gtid)`.
fn bracketed(m: &mut Module, body: &mut Body, op: Inst, owner: &str, enter: &str, leave: &str) {
    let Some(r) = dir(body, op).region else {
        return;
    };
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    call_loc_gtid(&mut ed, enter, loc, g);
    let end = ed.block_after(ed.blk);
    inline_region(&mut ed, r, end);
    ed.at_end(end);
    call_loc_gtid(&mut ed, leave, loc, g);
    ed.br(cont, &[]);
}

/// `taskgroup` (§2.13.5): the end waits for the tasks created in the region and their
/// descendants.
pub(super) fn taskgroup(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    bracketed(
        m,
        body,
        op,
        owner,
        "__kmpc_taskgroup",
        "__kmpc_end_taskgroup",
    );
}

/// The `ordered` construct (§2.13.8): libomp lets the thread in once every earlier
/// iteration of the loop has passed its ordered region.
pub(super) fn ordered(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    bracketed(m, body, op, owner, "__kmpc_ordered", "__kmpc_end_ordered");
}

/// `taskyield` (§2.9.4): `__kmpc_omp_taskyield(loc, gtid, end_part = 0)`.
pub(super) fn taskyield(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    let (p, i32t) = (ed.m.ptr(), ed.m.i32());
    let f = kmpc(&mut ed, "__kmpc_omp_taskyield", &[p, i32t, i32t], i32t);
    let z = ed.i32c(0);
    ed.call(f, &[loc, g, z]);
    ed.br(cont, &[]);
}

use crate::entity::{Inst, TypeId};

/// Before each `yield` of loop region `r`: `__kmpc_dispatch_fini_8`, the end of one iteration
/// of a loop with `ordered` (the next iteration's ordered region may run).
pub(super) fn end_each_iteration(
    m: &mut Module,
    body: &mut Body,
    r: crate::entity::Region,
    owner: &str,
) {
    let blocks = body.region(r).blocks.clone();
    for (b, term) in blocks_ending_in_yield(body, &blocks) {
        let loc_src = body.inst(term).loc;
        let pos = body
            .block(b)
            .insts
            .iter()
            .position(|&i| i == term)
            .unwrap_or(0);
        let mut ed = Ed::new(m, body, b, pos, loc_src);
        let loc = ident(&mut ed, owner);
        let g = gtid(&mut ed, loc);
        call_loc_gtid(&mut ed, "__kmpc_dispatch_fini_8", loc, g);
    }
}

/// `copyprivate(list)` (§2.15.4.2): `__kmpc_copyprivate` publishes the addresses of the
/// copies of the thread that ran the `single` region, and every other thread calls a copy
/// function `f(dst, src)` (both arrays of those addresses) to assign them to its own.
pub(super) fn copyprivate(
    ed: &mut Ed,
    loc: Value,
    g: Value,
    vars: &[VarRef],
    didit: Value,
    owner: &str,
) {
    let (ptr, i32t, i64t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.i64(), ed.m.void());
    let arr = ed.m.array(ptr, vars.len() as u64);
    let list = ed.entry_alloca(arr);
    for (k, v) in vars.iter().enumerate() {
        ed.store_at(v.var, list, 8 * k as i128);
    }
    let mut n = 0;
    let mut name = format!("{owner}.omp_copyprivate.{n}");
    while ed.m.func_by_name(&name).is_some() {
        n += 1;
        name = format!("{owner}.omp_copyprivate.{n}");
    }
    let sig = ed.m.func_type(&[ptr, ptr], void, false);
    let f = ed.m.declare_func(&name, sig);
    {
        let t = ed.m.func_mut(f);
        t.linkage = Linkage::Internal;
        t.attrs.push(FuncAttr::NoUnwind);
        t.loc = ed.loc;
    }
    let mut fb = Body::default();
    let e0 = fb.new_block();
    fb.attach_block(Body::BODY_REGION, e0);
    let dst = fb.add_block_param(e0, ptr);
    let src = fb.add_block_param(e0, ptr);
    {
        let mut fed = Ed::new(ed.m, &mut fb, e0, 0, ed.loc);
        fed.at_end(e0);
        for (k, v) in vars.iter().enumerate() {
            let dp = fed.ptradd(dst, 8 * k as i128);
            let d = fed.load(ptr, dp);
            let sp = fed.ptradd(src, 8 * k as i128);
            let s = fed.load(ptr, sp);
            let val = fed.load(v.ty, s);
            fed.store(val, d);
        }
        fed.ins(InstKind::Ret(None), None);
    }
    ed.m.funcs[f.index()].body = Some(fb);
    let cp = kmpc(
        ed,
        "__kmpc_copyprivate",
        &[ptr, i32t, i64t, ptr, ptr, i32t],
        void,
    );
    let size = ed.i64c(8 * vars.len() as i128);
    let fa = ed.val(InstKind::FuncAddr(f), ptr);
    let did = ed.load(i32t, didit);
    ed.call(cp, &[loc, g, size, list, fa, did]);
}
