//! `critical[(name)]` (OpenMP 4.5 §2.13.2; 5.0 §2.17.1 with `hint`, which changes nothing a
//! program computes): one thread at a time among all critical constructs of that name.
//!
//! On the host, libomp's `__kmpc_critical`/`__kmpc_end_critical` on the name's lock (clang's
//! `.gomp_critical_user_NAME.var`, common so that every object shares it). Device code (a
//! target region, which the front ends made an OpenACC construct, or a `declare target`
//! function, an OIR routine) has no libomp: there a spin lock on a 32-bit word per name
//! (`__oxacc_critical_NAME`, common so that every file's device code shares it), written so
//! that the thread holding it makes progress whatever warp it shares with waiting threads
//! (docs/design.md decision 95): the acquire *and* the body sit inside the loop, so a warp
//! that diverges at the exchange runs the winner's body before its losers try again.
//!
//! ```text
//! cur:   *done = 0; br try
//! try:   old = cmpxchg lock, 0, 1 (acquire); old == 0 ? body : latch
//! body:  fence acquire; …region…; br end
//! end:   fence release; xchg lock, 0 (release); *done = 1; br latch
//! latch: *done != 0 ? cont : try
//! ```
//!
//! Code of a target region or a routine runs on both: it asks `omp_is_initial_device()` (the
//! device answers a constant 0, so LLVM drops the host path there) and on the host takes
//! libomp's lock, so that one name is one lock on each device program-wide. Both locks are
//! reached through a pure function, never as a global the region captures: a captured lock
//! is a copy (host fallback with `OXACC_HOST_MEMORY=discrete` mapped libomp's lock like an
//! array, so the region and a routine of one name took different locks).

use smol_str::SmolStr;

use super::included::in_device_region;
use super::lower::{critical_lock, gtid, ident, inline_region, kmpc, open_site};
use crate::acc::{dir, Ed};
use crate::entity::{FuncId, GlobalId, Inst, TypeId, Value};
use crate::inst::{InstKind, IntCC, IntrinsicOp, MemFlags, OmpQuery, RmwOp};
use crate::module::{Body, ConstInit, FuncAttr, GlobalData, Linkage, Module};
use crate::Ordering;

/// The device lock word of `name` ("" for the unnamed critical).
pub(super) fn device_lock(m: &mut Module, name: &str) -> GlobalId {
    let sym = if name.is_empty() {
        "__oxacc_critical".to_string()
    } else {
        format!("__oxacc_critical_{name}")
    };
    if let Some(g) = m.global_by_name(&sym) {
        return g;
    }
    let i32t = m.i32();
    let mut g = GlobalData::new(&sym, i32t, Some(ConstInit::Zero));
    g.linkage = Linkage::Common;
    g.align = 4;
    m.add_global(g)
}

/// `ptr FNAME()`: the address of `g`, a lock of a critical name. A call, not the global's
/// address in the region's code: the OpenACC passes give a target region's globals their
/// data attributes (a scalar is firstprivate in OpenMP, 4.5 §2.15.1.1; an array is mapped),
/// which would make each thread's lock its own copy, or (host fallback with discrete memory)
/// the region's lock a mapped copy that the same name's critical in a function does not
/// take; a function's globals are the device's own. Pure, so that every thread may call it,
/// and inlined once the OpenACC passes are done.
fn lock_address(m: &mut Module, fname: &str, g: GlobalId) -> FuncId {
    if let Some(f) = m.func_by_name(fname) {
        return f;
    }
    let p = m.ptr();
    let sig = m.func_type(&[], p, false);
    let f = m.declare_func(fname, sig);
    let fd = m.func_mut(f);
    fd.linkage = Linkage::Internal;
    fd.attrs
        .extend([FuncAttr::NoUnwind, FuncAttr::Pure, FuncAttr::AlwaysInline]);
    let mut b = crate::FunctionBuilder::new(m, f);
    let a = b.global_addr(g);
    b.ret(Some(a));
    b.finish();
    f
}

/// The device lock word of `name`, through [`lock_address`].
fn lock_word(m: &mut Module, name: &str) -> FuncId {
    let g = device_lock(m, name);
    lock_address(m, &format!("__oxacc.critical_word.{name}"), g)
}

pub(super) fn critical(
    m: &mut Module,
    body: &mut Body,
    op: Inst,
    owner: &str,
    routine: bool,
    name: Option<SmolStr>,
) {
    let r = dir(body, op).region.expect("critical region");
    let name = name.unwrap_or_default();
    let device = in_device_region(body, op);
    let (mut ed, cont) = open_site(m, body, op);
    if !device && !routine {
        host_lock(&mut ed, owner, &name, true, false);
        let end = ed.block_after(ed.blk);
        inline_region(&mut ed, r, end);
        ed.at_end(end);
        host_lock(&mut ed, owner, &name, false, false);
        ed.br(cont, &[]);
        return;
    }
    // A routine's body, and a target region's, serve both sides (a region runs on the host
    // when no device is there or its `if` is false): one copy of the region, entered and left
    // by either lock after asking where it runs. On the host that is libomp's lock, the one
    // every host critical of the name takes (one lock per name and device, decision 95).
    let on_host = on_host(&mut ed);
    let i32t = ed.m.i32();
    let word = lock_word(ed.m, &name);
    let done = ed.entry_alloca(i32t);
    let zero = ed.i32c(0);
    flag(&mut ed, Some(zero), done);
    let try_blk = ed.block_after(ed.blk);
    let body_blk = ed.block_after(try_blk);
    let end = ed.block_after(body_blk);
    let release = ed.block_after(end);
    let latch = ed.block_after(release);
    let host_enter = ed.block_after(ed.blk);
    ed.condbr(on_host, host_enter, &[], try_blk, &[]);
    ed.at_end(host_enter);
    host_lock(&mut ed, owner, &name, true, true);
    ed.br(body_blk, &[]);

    ed.at_end(try_blk);
    let lp = ed.call(word, &[]).expect("lock address");
    let (zero, one) = (ed.i32c(0), ed.i32c(1));
    let old = ed.val(
        InstKind::CmpXchg {
            ptr: lp,
            expected: zero,
            new: one,
            ordering: Ordering::Acquire,
            weak: false,
        },
        i32t,
    );
    let won = ed.icmp(IntCC::Eq, old, zero);
    ed.condbr(won, body_blk, &[], latch, &[]);

    ed.at_end(body_blk);
    ed.ins(InstKind::Fence(Ordering::Acquire), None);
    inline_region(&mut ed, r, end);

    ed.at_end(end);
    let host_leave = ed.block_after(end);
    ed.condbr(on_host, host_leave, &[], release, &[]);
    ed.at_end(host_leave);
    host_lock(&mut ed, owner, &name, false, true);
    ed.br(cont, &[]);

    ed.at_end(release);
    ed.ins(InstKind::Fence(Ordering::Release), None);
    let lp = ed.call(word, &[]).expect("lock address");
    let zero = ed.i32c(0);
    ed.ins(
        InstKind::AtomicRmw {
            op: RmwOp::Xchg,
            ptr: lp,
            value: zero,
            ordering: Ordering::Release,
        },
        Some(i32t),
    );
    let one = ed.i32c(1);
    flag(&mut ed, Some(one), done);
    ed.br(latch, &[]);

    ed.at_end(latch);
    let d = flag(&mut ed, None, done).expect("loaded flag");
    let zero = ed.i32c(0);
    let finished = ed.icmp(IntCC::Ne, d, zero);
    ed.condbr(finished, cont, &[], try_blk, &[]);
}

/// A volatile store of `value` to the `done` flag, or (`None`) its volatile load. Volatile so
/// that LLVM cannot thread the branch on it and turn the loop back into `while (cas) ;
/// body`, in which a waiting thread of the holder's warp may keep the warp from reaching the
/// body where threads of a warp do not progress independently.
fn flag(ed: &mut Ed, value: Option<Value>, done: Value) -> Option<Value> {
    let flags = MemFlags {
        volatile: true,
        ..MemFlags::default()
    };
    match value {
        Some(value) => ed.ins(
            InstKind::Store {
                value,
                ptr: done,
                flags,
            },
            None,
        ),
        None => {
            let i32t = ed.m.i32();
            ed.ins(InstKind::Load { ptr: done, flags }, Some(i32t))
        }
    }
}

/// Prefix of the functions through which device-capable code (a target region, a routine)
/// calls libomp on its host path. Device code generation gives them a trap body
/// (oxacc-codegen `device/ptx_names.rs`): the device never takes that path (its
/// `omp_is_initial_device()` is 0), and a libomp call anywhere else in device code (a
/// `critical` in a function no `declare target` names) stays what it was, a function
/// without a device version that keeps its target region on the host.
pub const HOST_PATH_PREFIX: &str = "__oxacc.host_path.";

/// `__oxacc.host_path.NAME`, calling libomp's `NAME` with its arguments (see
/// [`HOST_PATH_PREFIX`]); inlined on the host.
fn host_path(ed: &mut Ed, name: &str, params: &[TypeId], ret: TypeId) -> FuncId {
    let real = kmpc(ed, name, params, ret);
    host_path_of(ed.m, real)
}

/// The host-path function of libomp's `real` (see [`host_path`]).
pub(super) fn host_path_of(m: &mut Module, real: FuncId) -> FuncId {
    let fname = format!("{HOST_PATH_PREFIX}{}", m.func(real).name);
    if let Some(f) = m.func_by_name(&fname) {
        return f;
    }
    let sig = m.func(real).sig;
    let f = m.declare_func(&fname, sig);
    let fd = m.func_mut(f);
    fd.linkage = Linkage::Internal;
    fd.attrs
        .extend([FuncAttr::NoUnwind, FuncAttr::AlwaysInline]);
    let mut b = crate::FunctionBuilder::new(m, f);
    let args = b.params();
    let r = b.call(real, &args);
    b.ret(r);
    b.finish();
    f
}

/// `omp_is_initial_device() != 0`: whether code that runs on both sides runs on the host.
pub(super) fn on_host(ed: &mut Ed) -> Value {
    let i32t = ed.m.i32();
    let initial = ed.val(
        InstKind::Intrinsic {
            op: IntrinsicOp::OmpQuery(OmpQuery::IsInitialDevice),
            args: vec![],
        },
        i32t,
    );
    let zero = ed.i32c(0);
    ed.icmp(IntCC::Ne, initial, zero)
}

/// `__kmpc_critical` (`enter`) or `__kmpc_end_critical` of the name's libomp lock. In code
/// that is also device code (`shared`: a target region, a routine), the lock's address
/// through [`lock_address`] and libomp through [`host_path`].
fn host_lock(ed: &mut Ed, owner: &str, name: &str, enter: bool, shared: bool) {
    let lock = critical_lock(ed.m, name);
    let loc = ident(ed, owner);
    let (p, i32t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
    let entry = if enter {
        "__kmpc_critical"
    } else {
        "__kmpc_end_critical"
    };
    let (g, lp, f) = if shared {
        let tid = host_path(ed, "__kmpc_global_thread_num", &[p], i32t);
        let g = ed.call(tid, &[loc]).expect("i32 result");
        let la = lock_address(ed.m, &format!("__oxacc.critical_lock.{name}"), lock);
        let lp = ed.call(la, &[]).expect("lock address");
        (g, lp, host_path(ed, entry, &[p, i32t, p], void))
    } else {
        let g = gtid(ed, loc);
        let lp = ed.val(InstKind::GlobalAddr(lock), p);
        (g, lp, kmpc(ed, entry, &[p, i32t, p], void))
    };
    ed.call(f, &[loc, g, lp]);
}
