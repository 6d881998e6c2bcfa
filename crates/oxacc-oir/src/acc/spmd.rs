//! Gangs of threads: the device version of a compute region (docs/gpu.md "Gangs of threads").
//!
//! On the GPU a gang is a thread block, and every thread of the block runs the region's device
//! version. The threads share the iterations of the region's *thread loops* (acc-schedule's
//! `vector` marker); everywhere else they run the same code redundantly (gang-redundant,
//! worker- and vector-single code), which is correct as long as
//!
//! - storage of the kernel (its allocas: private and firstprivate copies, variables declared
//!   in the region) is replicated per thread, and every replica sees the same stores: stores
//!   there run in every thread;
//! - every other side effect (stores to device memory, atomics, calls) happens once: it runs
//!   in thread 0 only ([`neuter`]), followed by a barrier so that the other threads see it;
//! - thread loops start and end at a barrier, and their reductions combine the partial
//!   results of all threads in every thread (warp shuffles, then shared memory:
//!   [`block_allreduce`]).
//!
//! [`check`] decides whether a region can run so (when not, its kernel runs one thread per
//! gang, docs/gpu.md "The first GPU path").

use std::collections::{HashMap, HashSet};

use super::private_slots::Slots;
use super::*;
use crate::directive::{AtomicKind, ReductionOp};
use crate::inst::IntrinsicOp;

/// The object an address is derived from (through address arithmetic).
pub(crate) fn root(body: &Body, mut p: Value) -> Value {
    loop {
        match def_kind(body, p) {
            Some(
                InstKind::PtrAdd { ptr, .. }
                | InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. },
            ) => p = *ptr,
            _ => return p,
        }
    }
}

fn is_alloca(body: &Body, v: Value) -> bool {
    matches!(def_kind(body, v), Some(InstKind::Alloca { .. }))
}

/// The innermost thread or worker loop around `i` (None: gang-redundant code).
pub(crate) fn thread_context(body: &Body, i: Inst) -> Option<Inst> {
    ancestors(body, i)
        .into_iter()
        .find(|&a| schedule::is_thread_loop(body, a) || schedule::is_worker_loop(body, a))
}

/// Whether `i` lies in a thread or worker loop (not in gang-redundant code).
pub(crate) fn in_thread_context(body: &Body, i: Inst) -> bool {
    thread_context(body, i).is_some()
}

/// Whether code in context `c` sees the replicas that code in context `w` writes: the same
/// loop, or a thread loop inside worker loop `w` (a worker's threads all run its
/// worker-level code, so their replicas agree).
fn sees_writes_of(body: &Body, w: Inst, c: Option<Inst>) -> bool {
    c == Some(w)
        || (schedule::is_worker_loop(body, w) && c.is_some_and(|c| ancestors(body, c).contains(&w)))
}

/// Whether context `w` is a worker loop or lies inside one.
fn in_worker_loop(body: &Body, w: Inst) -> bool {
    schedule::is_worker_loop(body, w)
        || ancestors(body, w)
            .iter()
            .any(|&a| schedule::is_worker_loop(body, a))
}

/// The private copies that thread loop `l` reduces (acc-reduction leaves them as the
/// variables of the loop's reduction clauses).
pub(crate) fn thread_loop_reductions(body: &Body, l: Inst) -> Vec<(ReductionOp, VarRef)> {
    dir(body, l)
        .clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Reduction(op, vs) => Some(vs.iter().map(|v| (*op, v.clone())).collect()),
            _ => None,
        })
        .flat_map(|v: Vec<_>| v)
        .collect()
}

/// The largest reduction variable a thread loop reduces with a private copy in every thread
/// (local memory: resident threads × this many bytes).
const MAX_THREAD_REDUCTION_BYTES: u64 = 1024;

/// Whether a scalar of type `ty` is one [`block_allreduce`] handles.
fn allreduce_type(m: &Module, ty: TypeId) -> bool {
    matches!(
        m.types.kind(ty),
        TypeKind::Int(8 | 16 | 32 | 64) | TypeKind::F32 | TypeKind::F64 | TypeKind::F80
    )
}

/// Whether compute region `r` of `body` can run as gangs of threads (the module
/// documentation). `locals` are the values outside `r` that become the kernel's own variables
/// (firstprivate copies). The error says why not, for the `-Minfo` remark; success gives the
/// gang-private arrays that the gang's threads share, which go to shared memory
/// ([`place_in_shared`]).
///
/// `coop` are the routines with a cooperative device version ([`cooperative_routines`]): a
/// call of one in gang-redundant code runs in every thread of the gang
/// ([`call_cooperative_versions`]) and counts as a thread loop; an object of the gang whose
/// address such a call is given and which the routine may write goes to shared memory (the
/// routine's stores run in one thread).
///
/// `worker_coop` are the `vector` routines with a version that the threads of one worker
/// run together (coop.rs): a call of one in worker-level code (in a worker loop, outside its
/// thread loops) is such a call for the worker's threads; an object it may write goes to the
/// worker's shared memory.
pub(crate) fn check(
    m: &Module,
    body: &Body,
    r: Region,
    locals: &HashSet<Value>,
    coop: &HashSet<FuncId>,
    worker_coop: &HashSet<FuncId>,
) -> Result<SharedObjects, String> {
    let insts = region_insts_deep(body, r);
    let coop_call = |i: Inst| match &body.inst(i).kind {
        InstKind::Call { callee, .. } => match thread_context(body, i) {
            None => coop.contains(callee),
            Some(c) => schedule::is_worker_loop(body, c) && worker_coop.contains(callee),
        },
        _ => false,
    };
    if !insts
        .iter()
        .any(|&i| schedule::is_thread_loop(body, i) || coop_call(i))
    {
        return Err("no loop whose iterations the threads of a gang can share".into());
    }
    let mut by_reference: Vec<Value> = Vec::new();
    // Objects given to a worker-level cooperative call that may write them, with the worker
    // loop of the call.
    let mut by_reference_worker: Vec<(Value, Inst)> = Vec::new();
    // Pointers loaded from a private descriptor or pointer variable address its copy
    // (decision 73).
    let slots = Slots::of(m, body, &insts);
    let object = |v: Value| slots.root(body, v);
    let local = |v: Value| {
        let b = object(v);
        locals.contains(&b) || (is_alloca(body, b) && defined_in(body, b, r))
    };
    let used: HashSet<Value> = {
        let mut u = HashSet::new();
        for &i in &insts {
            body.inst(i).kind.visit_operands(|v| {
                u.insert(v);
            });
        }
        u
    };
    let result_used = |i: Inst| body.inst(i).result.is_some_and(|v| used.contains(&v));
    // Per local object: the thread loops (None: redundant code) that write it, and those
    // that access it at all.
    let mut writes: HashMap<Value, HashSet<Option<Inst>>> = HashMap::new();
    let mut access: HashMap<Value, HashSet<Option<Inst>>> = HashMap::new();
    let mut exempt: HashMap<Value, Inst> = HashMap::new();
    let mut heap: Vec<Value> = Vec::new();
    for &i in &insts {
        if schedule::is_thread_loop(body, i) || schedule::is_worker_loop(body, i) {
            for (op, v) in thread_loop_reductions(body, i) {
                let parts = reduction::unit_parts(m, op, &v).unwrap_or_default();
                if parts.is_empty() || !parts.iter().all(|&(_, t)| allreduce_type(m, t)) {
                    return Err(format!(
                        "the reduction of '{}' in a vector loop (of a type the threads cannot combine)",
                        v.name
                    ));
                }
                let b = root(body, v.var);
                if matches!(
                    def_kind(body, b),
                    Some(InstKind::Alloca { count: Some(_), .. })
                ) && !schedule::is_worker_loop(body, i)
                    && (top_storage(body, r, b) || gang_loop_storage(body, b).is_some())
                    && atomic_updates(m, body, &slots, i, b, op).is_some()
                {
                    // Decision 69: one copy per gang, updated atomically by the loop's threads
                    // (also one allocated in a gang loop's body, decision 73).
                    heap.push(b);
                    continue;
                }
                if matches!(
                    def_kind(body, root(body, v.var)),
                    Some(InstKind::Alloca { count: Some(_), .. })
                ) {
                    // Decision 28: the threads combine copies of a size known at compile time.
                    return Err(format!(
                        "the reduction of '{}' in a vector loop (a section of run-time length)",
                        v.name
                    ));
                }
                if m.types.size_of(v.ty) > MAX_THREAD_REDUCTION_BYTES {
                    return Err(format!(
                        "the reduction of '{}' in a vector loop (a private copy per thread of more than {MAX_THREAD_REDUCTION_BYTES} bytes)",
                        v.name
                    ));
                }
                exempt.insert(root(body, v.var), i);
            }
        }
    }
    for &i in &insts {
        let ctx = thread_context(body, i);
        // Worker-level code runs alike in the threads of a worker.
        let redundant = ctx.is_none_or(|c| schedule::is_worker_loop(body, c));
        let mut touch = |p: Value, write: bool| {
            if local(p) {
                let b = object(p);
                access.entry(b).or_default().insert(ctx);
                if write {
                    writes.entry(b).or_default().insert(ctx);
                }
            }
        };
        // A slot given to a routine: the routine may reach the copy through it.
        let deep = |a: Value| slots.pointee(root(body, a));
        match &body.inst(i).kind {
            InstKind::Load { ptr, .. } => touch(*ptr, false),
            InstKind::Store { value, ptr, .. } => {
                if m.types.is_ptr(body.value_type(*value)) && local(*value) {
                    // A copy of run-time length may have its address in a slot of the
                    // kernel (a private pointer variable, or the base address of a private
                    // Fortran descriptor), stored by every thread in its own slot: the same
                    // block's address for a gang's copy (decision 69), its own copy's
                    // otherwise, which the loads of the slot lead to (decision 73).
                    let b = object(*value);
                    let slot = slots.pointee(root(body, *ptr)) == Some(b);
                    let gang = gang_run_time_storage(body, r, b);
                    if !(redundant && local(*ptr) && (gang || slot)) {
                        return Err("the address of a private variable stored to memory".into());
                    }
                    if gang {
                        heap.push(b);
                    }
                }
                touch(*ptr, true);
            }
            InstKind::Memcpy { dst, src, .. } => {
                touch(*dst, true);
                touch(*src, false);
            }
            InstKind::Memset { dst, .. } => touch(*dst, true),
            InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. } => {
                if redundant && !local(*ptr) && result_used(i) {
                    return Err("an atomic operation whose result gang-redundant code uses".into());
                }
                touch(*ptr, true);
            }
            InstKind::Call { callee, args } if coop_call(i) => {
                // Every thread runs the routine and gets the same result (its reductions end
                // in every thread); what it stores through a pointer it stores once.
                for (k, &a) in args.iter().enumerate() {
                    if !(m.types.is_ptr(body.value_type(a)) && local(a)) {
                        continue;
                    }
                    if !super::coop::param_may_be_written(m, *callee, k) {
                        touch(a, false);
                        continue;
                    }
                    let b = root(body, a);
                    if shareable_object(m, body, r, b).is_none() || deep(a).is_some() {
                        return Err(format!(
                            "a call of '{}' given the address of a variable of the kernel it may write",
                            m.func(*callee).user_name()
                        ));
                    }
                    touch(a, true);
                    match ctx {
                        Some(w) => by_reference_worker.push((b, w)),
                        None => by_reference.push(b),
                    }
                }
            }
            InstKind::Call { callee, args } => {
                if is_pure_call(m, *callee) {
                    continue;
                }
                if redundant && result_used(i) {
                    return Err(format!(
                        "a call of '{}' in gang-redundant code whose result is used",
                        m.func(*callee).user_name()
                    ));
                }
                for &a in args {
                    if m.types.is_ptr(body.value_type(a)) && local(a) {
                        if redundant {
                            return Err(format!(
                                "a call of '{}' in gang-redundant code given the address of a private variable",
                                m.func(*callee).user_name()
                            ));
                        }
                        touch(a, true);
                        if let Some(b) = deep(a) {
                            touch(b, true);
                        }
                    }
                }
            }
            InstKind::CallIndirect { .. } => return Err("a call through a pointer".into()),
            InstKind::InlineAsm(_) => return Err("inline assembly".into()),
            InstKind::VaStart(_) | InstKind::VaEnd(_) | InstKind::VaCopy { .. } => {
                return Err("variable argument lists".into());
            }
            InstKind::Directive(d) => {
                if let DirectiveKind::Atomic { kind, x, v, .. } = &d.kind {
                    let captured = matches!(kind, AtomicKind::Read | AtomicKind::Capture { .. });
                    if redundant && captured && v.is_some_and(local) {
                        return Err(
                            "an atomic read or capture into a private variable in gang-redundant code"
                                .into(),
                        );
                    }
                    // A gang-private array that a vector loop updates atomically is shared.
                    touch(*x, *kind != AtomicKind::Read);
                    if let Some(v) = v {
                        touch(*v, true);
                    }
                }
            }
            _ => {}
        }
    }
    // An object a thread loop writes must be private to that loop (its replicas diverge), or
    // one object that all the gang's threads share.
    let mut objects: Vec<Value> = writes.keys().copied().collect();
    objects.sort();
    let mut shared = SharedObjects::default();
    heap.sort();
    heap.dedup();
    shared.heap = heap;
    let mut bytes = 0;
    by_reference.sort();
    by_reference.dedup();
    for b in by_reference {
        let size = shareable_object(m, body, r, b).unwrap_or(0);
        if bytes + size > MAX_SHARED_BYTES {
            return Err(format!(
                "more than {MAX_SHARED_BYTES} bytes of gang-private variables in shared memory"
            ));
        }
        bytes += size;
        shared.gang.push(b);
        shared.by_reference.push(b);
    }
    by_reference_worker.sort();
    by_reference_worker.dedup();
    for (b, wl) in by_reference_worker {
        if shared.gang.contains(&b) || shared.worker.contains(&b) {
            continue;
        }
        // One copy per worker, when every access lies in the worker loop of the call.
        let within =
            |c: &Option<Inst>| c.is_some_and(|c| c == wl || ancestors(body, c).contains(&wl));
        let size = shareable_object(m, body, r, b).unwrap_or(0) * MAX_WORKERS;
        if !access[&b].iter().all(within) || bytes + size > MAX_SHARED_BYTES {
            return Err(format!(
                "{} given to a routine that the threads of a worker call, which may write it, and used outside the worker loop (or too large for shared memory)",
                body.var_name(b)
                    .map_or_else(|| "a variable".to_string(), |n| format!("'{n}'"))
            ));
        }
        bytes += size;
        shared.worker.push(b);
        shared.by_reference.push(b);
    }
    for b in objects {
        if shared.gang.contains(&b) || shared.worker.contains(&b) {
            continue;
        }
        let diverging: Vec<Inst> = writes[&b]
            .iter()
            .flatten()
            .copied()
            .filter(|&w| {
                exempt.get(&b) != Some(&w)
                    && access[&b].iter().any(|&c| !sees_writes_of(body, w, c))
            })
            .collect();
        if diverging.is_empty() || shared.heap.contains(&b) {
            continue;
        }
        let name = || {
            body.var_name(b).map_or_else(
                || "a gang-private variable".to_string(),
                |n| format!("'{n}'"),
            )
        };
        if let Some(&w) = diverging.iter().find(|&&w| in_worker_loop(body, w)) {
            // One copy per worker, when every access lies in that worker loop.
            let wl = enclosing_worker_loop(body, w);
            let within =
                |c: &Option<Inst>| c.is_some_and(|c| c == wl || ancestors(body, c).contains(&wl));
            let per_worker = shareable(m, body, r, b).map(|s| s * MAX_WORKERS);
            match per_worker {
                Some(size) if access[&b].iter().all(within) && bytes + size <= MAX_SHARED_BYTES => {
                    bytes += size;
                    shared.worker.push(b);
                    continue;
                }
                _ => {
                    return Err(format!(
                        "{} written in a worker loop and used outside it",
                        name()
                    ))
                }
            }
        }
        if gang_run_time_storage(body, r, b) {
            // One block per gang in the device heap, which the gang's threads share as they
            // share a gang-private array in shared memory (decision 69).
            shared.heap.push(b);
            continue;
        }
        match shareable(m, body, r, b) {
            Some(size) if bytes + size <= MAX_SHARED_BYTES => {
                bytes += size;
                shared.gang.push(b);
            }
            found => {
                let name = name();
                let why = match found {
                    Some(_) => format!(
                        "more than {MAX_SHARED_BYTES} bytes of gang-private arrays in shared memory"
                    ),
                    None => "only arrays and structs of a size known at compile time go to shared memory".into(),
                };
                return Err(format!(
                    "{name} written in a vector loop and used outside it ({why})"
                ));
            }
        }
    }
    Ok(shared)
}

/// The objects of a region that live in shared memory ([`place_in_shared`]).
#[derive(Default, Debug)]
pub(crate) struct SharedObjects {
    /// One copy per gang: written in a vector loop, read elsewhere in the gang.
    pub(crate) gang: Vec<Value>,
    /// One copy per worker: written in a worker loop's vector loop and read in that worker
    /// loop's other code.
    pub(crate) worker: Vec<Value>,
    /// Those of `gang` whose address a routine that every thread calls is given.
    pub(crate) by_reference: Vec<Value>,
    /// Gang copies of run-time length that thread loops write or whose address a slot of
    /// the kernel holds: one block per gang of the device heap all the same
    /// ([`share_run_time_storage`], decision 69).
    pub(crate) heap: Vec<Value>,
}

/// Whether `b` is allocated in region `r`'s first block or the one it branches to (where
/// [`share_run_time_storage`] finds storage of run-time length).
fn top_storage(body: &Body, r: Region, b: Value) -> bool {
    let Some(i) = def_inst(body, b) else {
        return false;
    };
    let blk = inst_pos(body, i).0;
    let entry = entry_of(body, r);
    let second = body
        .terminator(entry)
        .and_then(|t| match &body.inst(t).kind {
            InstKind::Br(bc) => Some(bc.block),
            _ => None,
        });
    blk == entry || Some(blk) == second
}

/// The `stacksave` before `b` when `b` is storage of run-time length that acc-privatize
/// allocates right before a loop (`dynamic_storage`) in gang-redundant code, which every
/// thread of the gang runs alike: a thread loop's reduction copy inside a gang loop, which
/// [`share_run_time_storage`] makes one gang block there, freed where the stack is restored
/// after the loop (decision 73).
fn gang_loop_storage(body: &Body, b: Value) -> Option<Value> {
    let i = def_inst(body, b)?;
    if !matches!(body.inst(i).kind, InstKind::Alloca { count: Some(_), .. })
        || thread_context(body, i).is_some()
    {
        return None;
    }
    let (blk, pos) = inst_pos(body, i);
    let s = body.block(blk).insts[pos.checked_sub(1)?];
    match body.inst(s).kind {
        InstKind::Intrinsic {
            op: IntrinsicOp::StackSave,
            ..
        } => body.inst(s).result,
        _ => None,
    }
}

/// The updates of thread loop `l` to its reduction copy `b` (an operator `op` of `+`, `&`,
/// `|`, `^` with an atomic instruction for the element type) when each is `x = x op e` —
/// a load of an element, the operation, the store of its result to the same address, the
/// load and the operation used nowhere else — and the loop touches the copy in no other
/// way: (store, address, e) each, which [`share_run_time_storage`] makes one atomic
/// instruction on a copy the gang's threads share (decision 69). None otherwise.
fn atomic_updates(
    m: &Module,
    body: &Body,
    slots: &Slots,
    l: Inst,
    b: Value,
    op: ReductionOp,
) -> Option<Vec<(Inst, Value, Value)>> {
    let r = dir(body, l).region?;
    let insts = region_insts_deep(body, r);
    let mut uses: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &i in &insts {
        body.inst(i)
            .kind
            .visit_operands(|v| uses.entry(v).or_default().push(i));
    }
    let only_use = |v: Value| match uses.get(&v).map(Vec::as_slice) {
        Some([u]) => Some(*u),
        _ => None,
    };
    let mut found = Vec::new();
    let mut matched_loads: HashSet<Inst> = HashSet::new();
    for &i in &insts {
        let kind = &body.inst(i).kind;
        let mut touches = false;
        kind.visit_operands(|v| {
            if m.types.is_ptr(body.value_type(v)) && slots.root(body, v) == b {
                touches = true;
            }
        });
        if !touches {
            continue;
        }
        match kind {
            InstKind::PtrAdd { .. } | InstKind::ElemAddr { .. } | InstKind::FieldAddr { .. } => {}
            InstKind::Load { ptr, .. } => {
                let x = body.inst(i).result?;
                let u = only_use(x)?;
                let InstKind::Binary {
                    op: bop, lhs, rhs, ..
                } = &body.inst(u).kind
                else {
                    return None;
                };
                let ty = body.value_type(x);
                let rmw = super::reduction::native_rmw(m, op, ty)?;
                let want = matches!(
                    (rmw, bop),
                    (crate::RmwOp::Add, BinOp::Add)
                        | (crate::RmwOp::FAdd, BinOp::FAdd)
                        | (crate::RmwOp::And, BinOp::And)
                        | (crate::RmwOp::Or, BinOp::Or)
                        | (crate::RmwOp::Xor, BinOp::Xor)
                );
                let e = if *lhs == x { *rhs } else { *lhs };
                if !want || (*lhs == x) == (*rhs == x) {
                    return None;
                }
                let y = body.inst(u).result?;
                let st = only_use(y)?;
                match &body.inst(st).kind {
                    InstKind::Store { value, ptr: sp, .. }
                        if *value == y && super::private_slots::same_value(body, *sp, *ptr) => {}
                    _ => return None,
                }
                matched_loads.insert(st);
                found.push((st, *ptr, e));
            }
            InstKind::Store { value, .. } => {
                // The store of a matched update (visited after its load), never of the
                // copy's address.
                if !matched_loads.contains(&i) || slots.root(body, *value) == b {
                    return None;
                }
            }
            _ => return None,
        }
    }
    Some(found)
}

/// Whether `b` is storage of run-time length that region `r` allocates once per gang: an
/// `alloca` with a count in the region's first block or the one it branches to (where
/// [`share_run_time_storage`] finds it), the private copy of the reduction of a loop that is
/// neither a thread nor a worker loop (a gang or sequential loop, whose copy the gang's
/// threads share, OpenACC 3.3 §2.9.11; a thread loop's copy is per thread), or the `private`
/// copy of such a loop (decision 73: a gang's scratch array that its vector loops write).
/// A loop's copy follows a `stacksave` (acc-privatize `dynamic_storage`).
fn gang_run_time_storage(body: &Body, r: Region, b: Value) -> bool {
    let Some(i) = def_inst(body, b) else {
        return false;
    };
    if !matches!(body.inst(i).kind, InstKind::Alloca { count: Some(_), .. }) {
        return false;
    }
    if !top_storage(body, r, b) {
        return false;
    }
    let (blk, pos) = inst_pos(body, i);
    let save = pos.checked_sub(1).and_then(|p| {
        let s = body.block(blk).insts[p];
        matches!(
            body.inst(s).kind,
            InstKind::Intrinsic {
                op: IntrinsicOp::StackSave,
                ..
            }
        )
        .then(|| body.inst(s).result)
        .flatten()
    });
    let Some(save) = save else {
        // The compute construct's own copy: its reduction clause is gone by now, and a
        // private array there that a vector loop's iterations all write would race.
        return false;
    };
    // A gang loop's `private` copy (acc-privatize's `dynamic_storage` restores the stack
    // right after the loop): one per gang, which the gang's threads share (OpenACC 3.3
    // §2.5.13, §2.9.10; decision 73).
    let insts = region_insts_deep(body, r);
    let private_of_gang_loop = insts.iter().any(|&x| {
        let InstKind::Intrinsic {
            op: IntrinsicOp::StackRestore,
            args,
        } = &body.inst(x).kind
        else {
            return false;
        };
        let (b, p) = inst_pos(body, x);
        // Several private copies of one loop restore the stack one after another, the last
        // copy's first (decision 80's `private(u[0:m], v[0:2*m])`).
        let loop_at = body.block(b).insts[..p].iter().rev().copied().find(|&q| {
            !matches!(
                body.inst(q).kind,
                InstKind::Intrinsic {
                    op: IntrinsicOp::StackRestore,
                    ..
                }
            )
        });
        args.as_slice() == [save]
            && loop_at.is_some_and(|op| {
                is_dir(body, op, |k| matches!(k, DirectiveKind::Loop { .. }))
                    && !schedule::is_thread_loop(body, op)
                    && !schedule::is_worker_loop(body, op)
            })
    });
    if private_of_gang_loop {
        return true;
    }
    // A loop's reduction copy: the loop whose reduction names it (acc-reduction leaves the
    // private copies as the clause's variables).
    insts.into_iter().any(|op| {
        is_dir(body, op, |k| matches!(k, DirectiveKind::Loop { .. }))
            && !schedule::is_thread_loop(body, op)
            && !schedule::is_worker_loop(body, op)
            && dir(body, op).clauses.iter().any(|c| match c {
                Clause::Reduction(_, vs) => vs.iter().any(|v| root(body, v.var) == b),
                _ => false,
            })
    })
}

/// The most workers of a gang (one named barrier each, `device::thread_gangs`).
pub(crate) const MAX_WORKERS: u64 = 15;

/// The worker loop that is `w` or holds it.
fn enclosing_worker_loop(body: &Body, w: Inst) -> Inst {
    if schedule::is_worker_loop(body, w) {
        return w;
    }
    ancestors(body, w)
        .into_iter()
        .find(|&a| schedule::is_worker_loop(body, a))
        .unwrap_or(w)
}

/// The bytes of gang-private arrays per gang in shared memory (of the 48 KiB a block may have
/// statically; the rest leaves room for more resident blocks).
pub(crate) const MAX_SHARED_BYTES: u64 = 32 * 1024;

/// The size of object `b` when it can live in shared memory: an array or a struct of a size
/// known at compile time declared in region `r` (one per gang). Scalars stay per thread: a
/// scalar written by the threads of a vector loop and read after it is a race, which the
/// fallback of one thread per gang keeps deterministic.
fn shareable(m: &Module, body: &Body, r: Region, b: Value) -> Option<u64> {
    match def_kind(body, b)? {
        InstKind::Alloca {
            ty, count: None, ..
        } if defined_in(body, b, r)
            && matches!(
                m.types.kind(*ty),
                TypeKind::Array { .. } | TypeKind::Aggregate { .. }
            ) =>
        {
            Some(m.types.size_of(*ty))
        }
        _ => None,
    }
}

/// The size of object `b` of any type declared in region `r` (one per gang), which a
/// cooperative routine is given the address of.
fn shareable_object(m: &Module, body: &Body, r: Region, b: Value) -> Option<u64> {
    match def_kind(body, b)? {
        InstKind::Alloca {
            ty, count: None, ..
        } if defined_in(body, b, r) => Some(m.types.size_of(*ty)),
        _ => None,
    }
}

/// Moves the gang-private objects `objs` (allocas of device version `body`, [`check`]'s result
/// mapped into `body`) to shared memory: the gang's threads then share one copy of each
/// `gang` object, the threads of each worker one copy of each `worker` object (worker `y`'s
/// at `y × size` in an array of [`MAX_WORKERS`] copies). Stores to them in redundant code
/// become side effects that [`neuter`] gives to one thread.
pub(crate) fn place_in_shared(m: &mut Module, body: &mut Body, gang: &[Value], worker: &[Value]) {
    for &v in gang {
        let Some(i) = def_inst(body, v) else { continue };
        if let InstKind::Alloca {
            ty,
            count: None,
            align,
        } = body.inst(i).kind
        {
            body.insts[i.index()].kind = InstKind::SharedAlloca { ty, align };
        }
    }
    for &v in worker {
        let Some(i) = def_inst(body, v) else { continue };
        let InstKind::Alloca {
            ty,
            count: None,
            align,
        } = body.inst(i).kind
        else {
            continue;
        };
        let (b, pos) = inst_pos(body, i);
        let loc = body.inst(i).loc;
        let copies = m.array(ty, MAX_WORKERS);
        let size = m.types.size_of(ty) as i128;
        let mut ed = Ed::new(m, body, b, pos, loc);
        let pt = ed.m.ptr();
        let all = ed.val(InstKind::SharedAlloca { ty: copies, align }, pt);
        let y = sreg(&mut ed, IntrinsicOp::WorkerId);
        let i64t = ed.m.i64();
        let y = ed.cast(CastOp::ZExt, y, i64t);
        let size = ed.i64c(size);
        let off = ed.bin(BinOp::Mul, y, size);
        let mine = ed.ptradd_v(all, off);
        remove_inst(body, i);
        replace_uses_in_region(body, Body::BODY_REGION, v, mine);
    }
}

/// The static `.shared` bytes a kernel may use besides the scratch of its reductions:
/// ptxas's limit for static shared memory is 48 KiB a block (and a few slots, such as the
/// device heap's, take some bytes).
pub(crate) const MAX_KERNEL_SHARED_BYTES: u64 = 48 * 1024 - SHARED_SCRATCH_BYTES - 256;

/// The `.shared` bytes that body `body` declares ([`place_in_shared`]).
pub(crate) fn shared_bytes(m: &Module, body: &Body) -> u64 {
    region_insts_deep(body, Body::BODY_REGION)
        .into_iter()
        .filter_map(|i| match body.inst(i).kind {
            InstKind::SharedAlloca { ty, .. } => Some(m.types.size_of(ty)),
            _ => None,
        })
        .sum()
}

/// The bytes that object `v` of [`check`]'s result takes in shared memory: its size, times
/// [`MAX_WORKERS`] for a `worker` object.
pub(crate) fn object_bytes(m: &Module, body: &Body, v: Value, per_worker: bool) -> u64 {
    let size = match def_kind(body, v) {
        Some(InstKind::Alloca { ty, .. }) => m.types.size_of(*ty),
        _ => 0,
    };
    if per_worker {
        size * MAX_WORKERS
    } else {
        size
    }
}

/// [`place_in_shared`]'s objects that do not fit in the kernel's shared memory go to the
/// gang's storage in the device heap instead: one block per gang ([`GANG_ALLOC`], which every
/// thread of the gang calls at the kernel's start, freed before each return), a `worker`
/// object [`MAX_WORKERS`] copies in it, worker `y`'s at `y × size`. Its stores then are side
/// effects of one thread as those to shared memory are ([`neuter`]).
pub(crate) fn place_in_global(m: &mut Module, body: &mut Body, gang: &[Value], worker: &[Value]) {
    let Some(e0) = body.entry_block() else {
        return;
    };
    if gang.is_empty() && worker.is_empty() {
        return;
    }
    let (i64t, pt, void) = (m.i64(), m.ptr(), m.void());
    let alloc = runtime_fn(m, GANG_ALLOC, &[i64t], pt);
    let free = runtime_fn(m, GANG_FREE, &[pt], void);
    let mut blocks = Vec::new();
    let objects = gang
        .iter()
        .map(|&v| (v, false))
        .chain(worker.iter().map(|&v| (v, true)));
    for (v, per_worker) in objects {
        let Some(i) = def_inst(body, v) else { continue };
        let InstKind::Alloca {
            ty, count: None, ..
        } = body.inst(i).kind
        else {
            continue;
        };
        let loc = body.inst(i).loc;
        let size = m.types.size_of(ty).max(1) as i128;
        let copies = if per_worker { MAX_WORKERS as i128 } else { 1 };
        // At the kernel's start: every thread of the gang calls it, before any divergence.
        let mut ed = Ed::new(m, body, e0, 0, loc);
        let bytes = ed.i64c(size * copies);
        let block = ed.call(alloc, &[bytes]).expect("pointer result");
        blocks.push(block);
        let (b, pos) = inst_pos(body, i);
        let mut ed = Ed::new(m, body, b, pos, loc);
        let mine = if per_worker {
            let y = sreg(&mut ed, IntrinsicOp::WorkerId);
            let i64t = ed.m.i64();
            let y = ed.cast(CastOp::ZExt, y, i64t);
            let size = ed.i64c(size);
            let off = ed.bin(BinOp::Mul, y, size);
            ed.ptradd_v(block, off)
        } else {
            block
        };
        remove_inst(body, i);
        replace_uses_in_region(body, Body::BODY_REGION, v, mine);
    }
    let rets: Vec<Inst> = region_insts_deep(body, Body::BODY_REGION)
        .into_iter()
        .filter(|&i| matches!(body.inst(i).kind, InstKind::Ret(_)))
        .collect();
    for r in rets {
        let (b, pos) = inst_pos(body, r);
        let loc = body.inst(r).loc;
        let mut ed = Ed::new(m, body, b, pos, loc);
        for &p in &blocks {
            ed.call(free, &[p]);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Gang copies of run-time length

/// `ptr __oxacc_gang_alloc(i64 bytes)`: called by every thread of a gang together, returns the
/// same block of the device heap to all of them (oxacc-codegen `device::heap`).
pub const GANG_ALLOC: &str = "__oxacc_gang_alloc";
/// `void __oxacc_gang_free(ptr)`: called by every thread of a gang together, gives back a
/// block of [`GANG_ALLOC`].
pub const GANG_FREE: &str = "__oxacc_gang_free";

/// Storage of run-time length that the region allocates once (a compute construct's
/// `private(c[0:n])`/`firstprivate(c[0:n])`, or a loop's right at the region's start) and that
/// no thread or worker loop writes, or that [`check`] found the gang's threads share (`written`:
/// a gang loop's reduction copy that its vector loops update, decision 69), becomes one block
/// per gang from the device heap
/// (docs/design.md decision 36) instead of a replica per thread: the replicas would only
/// ever hold the same values, and a thread's copy of 1,000 doubles times the threads of a
/// launch overflowed CUDA's heap (OpenACCV-V `parallel_firstprivate`). Its stores, now to
/// memory the threads share, become side effects of thread 0 ([`neuter`] runs after this).
/// Every thread calls the allocation and the release (before each return): [`neuter`] leaves
/// them to all ([`is_gang_collective`]).
pub(crate) fn share_run_time_storage(m: &mut Module, body: &mut Body, written: &[Value]) {
    let Some(e0) = body.entry_block() else {
        return;
    };
    let mut top = vec![e0];
    if let Some(t) = body.terminator(e0) {
        if let InstKind::Br(bc) = &body.inst(t).kind {
            top.push(bc.block);
        }
    }
    let storage = |i: Inst| match body.inst(i).kind {
        InstKind::Alloca {
            ty, count: Some(n), ..
        } => Some((i, body.inst(i).result?, ty, n)),
        _ => None,
    };
    let mut candidates: Vec<(Inst, Value, TypeId, Value)> = top
        .iter()
        .flat_map(|&b| body.block(b).insts.clone())
        .filter_map(storage)
        .collect();
    // A thread loop's reduction copy in a gang loop's body (decision 73): allocated where it
    // was, freed where the stack is restored after the loop.
    let mut inner: HashMap<Value, Value> = HashMap::new();
    for &v in written {
        if candidates.iter().any(|c| c.1 == v) {
            continue;
        }
        if let (Some(save), Some(c)) = (
            gang_loop_storage(body, v),
            def_inst(body, v).and_then(storage),
        ) {
            inner.insert(v, save);
            candidates.push(c);
        }
    }
    if candidates.is_empty() {
        return;
    }
    let mut written_in_loops: HashSet<Value> = HashSet::new();
    let slots = Slots::of(m, body, &region_insts_deep(body, Body::BODY_REGION));
    for i in region_insts_deep(body, Body::BODY_REGION) {
        if thread_context(body, i).is_none() {
            continue;
        }
        let kind = &body.inst(i).kind;
        let mut ptrs: Vec<Value> = written_ptr(kind).into_iter().collect();
        match kind {
            InstKind::Call { args, .. } => ptrs.extend(args.iter().copied()),
            InstKind::Directive(d) => {
                if let DirectiveKind::Atomic { x, v, .. } = &d.kind {
                    ptrs.push(*x);
                    ptrs.extend(*v);
                }
            }
            _ => {}
        }
        // Through a private descriptor too, and a routine given the descriptor may write
        // the copy.
        for p in ptrs {
            written_in_loops.insert(slots.root(body, p));
            written_in_loops.extend(slots.pointee(root(body, p)));
        }
    }
    let (i64t, pt, void) = (m.i64(), m.ptr(), m.void());
    let alloc = runtime_fn(m, GANG_ALLOC, &[i64t], pt);
    let free = runtime_fn(m, GANG_FREE, &[pt], void);
    let mut blocks = Vec::new();
    for (i, v, elem, n) in candidates {
        if written_in_loops.contains(&v) && !written.contains(&v) {
            continue;
        }
        let (b, pos) = inst_pos(body, i);
        let loc = body.inst(i).loc;
        let size = m.types.size_of(elem).max(1) as i128;
        let mut ed = Ed::new(m, body, b, pos, loc);
        let count = ed.int_to(n, 64);
        let sz = ed.i64c(size);
        let bytes = ed.bin(BinOp::Mul, count, sz);
        let p = ed.call(alloc, &[bytes]).expect("pointer result");
        remove_inst(body, i);
        replace_uses_in_region(body, Body::BODY_REGION, v, p);
        match inner.get(&v) {
            Some(&save) => free_at_restore(m, body, save, free, p),
            None => blocks.push(p),
        }
        if written.contains(&v) {
            share_walks(body, p);
            shared_updates_atomic(m, body, p);
        }
    }
    if blocks.is_empty() {
        return;
    }
    let rets: Vec<Inst> = region_insts_deep(body, Body::BODY_REGION)
        .into_iter()
        .filter(|&i| matches!(body.inst(i).kind, InstKind::Ret(_)))
        .collect();
    for r in rets {
        let (b, pos) = inst_pos(body, r);
        let loc = body.inst(r).loc;
        let mut ed = Ed::new(m, body, b, pos, loc);
        for &p in &blocks {
            ed.call(free, &[p]);
        }
    }
}

/// A call of `free(p)` before each `stackrestore` of `save`.
fn free_at_restore(m: &mut Module, body: &mut Body, save: Value, free: FuncId, p: Value) {
    let restores: Vec<Inst> = region_insts_deep(body, Body::BODY_REGION)
        .into_iter()
        .filter(|&i| match &body.inst(i).kind {
            InstKind::Intrinsic {
                op: IntrinsicOp::StackRestore,
                args,
            } => args.as_slice() == [save],
            _ => false,
        })
        .collect();
    for r in restores {
        let (b, pos) = inst_pos(body, r);
        let loc = body.inst(r).loc;
        let mut ed = Ed::new(m, body, b, pos, loc);
        ed.call(free, &[p]);
    }
}

/// The thread loops that reduce `p`, now one block the gang's threads share ([`check`]
/// accepted them through [`atomic_updates`]): each update becomes an atomic instruction on
/// the block, and the loop no longer combines the threads' copies at its end (there is one).
fn shared_updates_atomic(m: &mut Module, body: &mut Body, p: Value) {
    let loops: Vec<(Inst, ReductionOp)> = directives_in(body, Body::BODY_REGION)
        .into_iter()
        .filter(|&l| schedule::is_thread_loop(body, l))
        .filter_map(|l| {
            thread_loop_reductions(body, l)
                .into_iter()
                .find(|(_, v)| root(body, v.var) == p)
                .map(|(op, _)| (l, op))
        })
        .collect();
    let slots = Slots::of(m, body, &region_insts_deep(body, Body::BODY_REGION));
    for (l, op) in loops {
        let Some(updates) = atomic_updates(m, body, &slots, l, p, op) else {
            continue;
        };
        for (st, ptr, e) in updates {
            let ty = body.value_type(e);
            let Some(rmw) = super::reduction::native_rmw(m, op, ty) else {
                continue;
            };
            let (blk, pos) = inst_pos(body, st);
            let loc = body.inst(st).loc;
            let mut ed = Ed::new(m, body, blk, pos, loc);
            ed.ins(
                InstKind::AtomicRmw {
                    op: rmw,
                    ptr,
                    value: e,
                    ordering: crate::Ordering::Relaxed,
                },
                Some(ty),
            );
            remove_inst(body, st);
        }
        let gone: Vec<Value> = thread_loop_reductions(body, l)
            .into_iter()
            .filter(|(_, v)| root(body, v.var) == p)
            .map(|(_, v)| v.var)
            .collect();
        for c in dir_mut(body, l).clauses.iter_mut() {
            if let Clause::Reduction(_, vs) = c {
                vs.retain(|v| !gone.contains(&v.var));
            }
        }
        dir_mut(body, l)
            .clauses
            .retain(|c| !matches!(c, Clause::Reduction(_, vs) if vs.is_empty()));
    }
}

/// Makes thread loops of the walks that set a gang loop's reduction copy `p` (now one block
/// the gang's threads share) to the identity and combine it into the original
/// (acc-reduction's `directive_walks`: `acc.loop seq` directives outside every loop, which
/// only acc-reduction puts there, the copy being the loop's own): each thread takes some of
/// the elements, where thread 0 took all of them with a barrier after each (decision 69).
fn share_walks(body: &mut Body, p: Value) {
    let walks: Vec<Inst> = directives_in(body, Body::BODY_REGION)
        .into_iter()
        .filter(|&l| {
            let d = dir(body, l);
            matches!(d.kind, DirectiveKind::Loop { .. })
                && matches!(d.clauses.as_slice(), [Clause::Seq])
                && !ancestors(body, l)
                    .iter()
                    .any(|&a| is_dir(body, a, |k| matches!(k, DirectiveKind::Loop { .. })))
                && d.region.is_some_and(|r| {
                    region_insts_deep(body, r).into_iter().any(|i| {
                        let k = &body.inst(i).kind;
                        let read = match k {
                            InstKind::Load { ptr, .. } => Some(*ptr),
                            _ => None,
                        };
                        written_ptr(k)
                            .into_iter()
                            .chain(read)
                            .any(|x| root(body, x) == p)
                    })
                })
        })
        .collect();
    for l in walks {
        dir_mut(body, l).add_clause(Clause::Vector(None));
    }
}

/// Whether `f` is called by every thread of a gang together ([`GANG_ALLOC`], [`GANG_FREE`]).
fn is_gang_collective(m: &Module, f: FuncId) -> bool {
    matches!(m.func(f).name.as_str(), GANG_ALLOC | GANG_FREE)
}

// ---------------------------------------------------------------------------------------------
// Predication of gang-redundant side effects

/// Whether instruction `i` of redundant code has an effect outside the thread's own storage.
fn is_shared_effect(m: &Module, body: &Body, slots: &Slots, i: Inst) -> bool {
    let local = |p: Value| is_alloca(body, slots.root(body, p));
    if let Some(p) = written_ptr(&body.inst(i).kind) {
        return !local(p);
    }
    match &body.inst(i).kind {
        InstKind::Call { callee, .. } => {
            !is_pure_call(m, *callee)
                && !is_gang_collective(m, *callee)
                && !super::coop::is_cooperative(m, *callee)
        }
        InstKind::Directive(d) => match d.kind {
            DirectiveKind::Atomic { x, .. } => !local(x),
            _ => false,
        },
        _ => false,
    }
}

/// Whether `i` can run in thread 0 only when its results are used by thread 0 only:
/// computations and loads, nothing with an effect or control flow.
fn is_movable(body: &Body, i: Inst) -> bool {
    matches!(
        body.inst(i).kind,
        InstKind::IConst(_)
            | InstKind::FConst(_)
            | InstKind::Null
            | InstKind::Undef
            | InstKind::GlobalAddr(_)
            | InstKind::Binary { .. }
            | InstKind::FNeg(_)
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Cast { .. }
            | InstKind::Select { .. }
            | InstKind::Load { .. }
            | InstKind::PtrAdd { .. }
            | InstKind::ElemAddr { .. }
            | InstKind::FieldAddr { .. }
    )
}

/// Runs the side effects of gang-redundant code of device version `f` in thread 0 only, each
/// run of them followed by a barrier (see the module documentation). Runs before the
/// directives are lowered: a thread loop's region is not redundant code, an `acc.atomic` is
/// one effect.
pub(crate) fn neuter(m: &mut Module, body: &mut Body, outer: Group) {
    let mut uses: HashMap<Value, Vec<Inst>> = HashMap::new();
    for i in region_insts_deep(body, Body::BODY_REGION) {
        body.inst(i)
            .kind
            .visit_operands(|v| uses.entry(v).or_default().push(i));
    }
    // A thread's own copy reached through its private descriptor is its own storage too.
    let slots = Slots::of(m, body, &region_insts_deep(body, Body::BODY_REGION));
    let mut blocks = Vec::new();
    collect_redundant_blocks(body, Body::BODY_REGION, outer, outer, &mut blocks);
    let mut groups: Vec<(Vec<Inst>, Group)> = Vec::new();
    for (b, g) in blocks {
        let insts = body.block(b).insts.clone();
        let mut k = 0;
        while k < insts.len() {
            if !is_shared_effect(m, body, &slots, insts[k]) {
                k += 1;
                continue;
            }
            // Extend over movable instructions up to the last effect of the run.
            let mut end = k;
            let mut j = k + 1;
            while j < insts.len() && !body.inst(insts[j]).kind.is_terminator() {
                if is_shared_effect(m, body, &slots, insts[j]) {
                    end = j;
                } else if !is_movable(body, insts[j]) {
                    break;
                }
                j += 1;
            }
            let run: Vec<Inst> = insts[k..=end].to_vec();
            let inside: HashSet<Inst> = run.iter().copied().collect();
            let escapes = |i: &Inst| {
                body.inst(*i).result.is_some_and(|v| {
                    uses.get(&v)
                        .is_some_and(|us| us.iter().any(|u| !inside.contains(u)))
                })
            };
            if run.iter().any(escapes) {
                // A value of the run is needed later: only the effects move.
                for &i in &run {
                    if is_shared_effect(m, body, &slots, i) {
                        groups.push((vec![i], g));
                    }
                }
            } else {
                groups.push((run, g));
            }
            k = end + 1;
        }
    }
    for (run, g) in groups {
        // Another thread may still read what the run overwrites in the gang's shared memory
        // (`if (x < s.lo) s.lo = x`): a barrier first (racecheck's write-after-read hazard).
        let lead = run
            .iter()
            .any(|&i| writes_shared_memory(m, body, &slots, i));
        predicate(m, body, &run, g, lead);
    }
}

/// Whether `i` stores to an object of the gang's shared memory ([`place_in_shared`]) or to
/// one that moved to the gang's block of the device heap ([`place_in_global`]).
fn writes_shared_memory(m: &Module, body: &Body, slots: &Slots, i: Inst) -> bool {
    written_ptr(&body.inst(i).kind).is_some_and(|p| is_gang_object(m, body, slots.root(body, p)))
}

/// Whether `v` is an object the gang's threads share: a `.shared` one, or a block of
/// [`GANG_ALLOC`] (the gang's storage in the device heap).
pub(crate) fn is_gang_object(m: &Module, body: &Body, v: Value) -> bool {
    match def_kind(body, v) {
        Some(InstKind::SharedAlloca { .. }) => true,
        Some(InstKind::Call { callee, .. }) => m.func(*callee).name == GANG_ALLOC,
        _ => false,
    }
}

/// The address a store, atomic, `memcpy` or `memset` writes.
fn written_ptr(kind: &InstKind) -> Option<Value> {
    match kind {
        InstKind::Store { ptr, .. }
        | InstKind::AtomicRmw { ptr, .. }
        | InstKind::CmpXchg { ptr, .. } => Some(*ptr),
        InstKind::Memcpy { dst, .. } | InstKind::Memset { dst, .. } => Some(*dst),
        _ => None,
    }
}

/// The blocks of redundant code with the threads that run them alike: those of `r` and of the
/// non-thread loops nested in it (a worker loop's: the threads of one worker).
fn collect_redundant_blocks(
    body: &Body,
    r: Region,
    outer: Group,
    g: Group,
    out: &mut Vec<(Block, Group)>,
) {
    for &b in &body.region(r).blocks {
        out.push((b, g));
        for &i in &body.block(b).insts {
            if is_dir(body, i, |k| matches!(k, DirectiveKind::Loop { .. }))
                && !schedule::is_thread_loop(body, i)
            {
                let inner = if schedule::is_worker_loop(body, i) {
                    outer.worker()
                } else {
                    g
                };
                if let Some(nr) = region_of(body, i) {
                    collect_redundant_blocks(body, nr, outer, inner, out);
                }
            }
        }
    }
}

/// `[barrier()] if (lane == 0) { run } barrier()` of group `g` around the consecutive
/// instructions `run`.
fn predicate(m: &mut Module, body: &mut Body, run: &[Inst], g: Group, lead: bool) {
    let first = run[0];
    let loc = body.inst(first).loc;
    let (b, pos) = inst_pos(body, first);
    let after = split_block(body, b, pos + run.len());
    let then = new_block_after(body, b);
    for &i in run {
        remove_inst(body, i);
        body.append_inst(then, i);
    }
    let mut ed = Ed::new(m, body, then, run.len(), loc);
    ed.br(after, &[]);
    ed.at_end(b);
    if lead {
        g.barrier(&mut ed);
    }
    let lane = g.lane(&mut ed);
    let zero = ed.i32c(0);
    let first_lane = ed.icmp(IntCC::Eq, lane, zero);
    ed.condbr(first_lane, then, &[], after, &[]);
    ed.at(after, 0);
    g.barrier(&mut ed);
}

/// Whether device version `body` has worker loops: then its gangs are blocks of V × W threads.
pub(crate) fn has_worker_loops(body: &Body) -> bool {
    !worker_loops(body, Body::BODY_REGION).is_empty()
}

/// Whether region `r` of `body` has worker loops and all of them take their rows' geometry
/// from the launch ([`schedule::is_wide_rows_loop`], decision 78): its kernel may then run
/// with blocks of one worker.
pub(crate) fn wide_rows(body: &Body, r: Region) -> bool {
    let w = worker_loops(body, r);
    !w.is_empty() && w.iter().all(|&l| schedule::is_wide_rows_loop(body, l))
}

/// The worker loops in region `r` of `body` ([`schedule::is_worker_loop`]).
pub(crate) fn worker_loops(body: &Body, r: Region) -> Vec<Inst> {
    directives_in(body, r)
        .into_iter()
        .filter(|&l| schedule::is_worker_loop(body, l))
        .collect()
}

fn sreg(ed: &mut Ed, op: IntrinsicOp) -> Value {
    let i32t = ed.m.i32();
    ed.val(InstKind::Intrinsic { op, args: vec![] }, i32t)
}

/// The threads that share a thread loop, meet at its barriers and combine its reductions
/// (docs/gpu.md "Workers").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Group {
    /// All threads of the gang, in a kernel of one-dimensional blocks (no worker loop).
    Gang,
    /// All threads of the gang, in a kernel of V × W blocks: thread (x, y) is lane y·V + x.
    /// `warp_workers`: V is 32 (known at compile time), or, with `rows`, W is 1.
    Gang2d { warp_workers: bool, rows: bool },
    /// The V threads of one worker (`threadIdx.y`), inside a worker loop; `one_warp`: V is 32,
    /// or, with `rows` (a kernel whose worker loops are [`Clause::WideRows`]), the worker is
    /// the whole block (W = 1, V chosen at launch: decision 78).
    Worker { one_warp: bool, rows: bool },
}

/// One barrier intrinsic at the cursor.
fn sync(ed: &mut Ed, op: IntrinsicOp) {
    ed.ins(InstKind::Intrinsic { op, args: vec![] }, None);
}

/// Barrier `yes` where `cond` holds, else `no`: `cond` is uniform in the block (a choice the
/// launch made), so every thread of a group meets the same barrier.
fn sync_either(ed: &mut Ed, cond: Value, yes: IntrinsicOp, no: IntrinsicOp) {
    let then = ed.block_after(ed.blk);
    let other = ed.block_after(then);
    let cont = split_block(ed.b, ed.blk, ed.pos);
    ed.condbr(cond, then, &[], other, &[]);
    ed.at_end(then);
    sync(ed, yes);
    ed.br(cont, &[]);
    ed.at_end(other);
    sync(ed, no);
    ed.br(cont, &[]);
    ed.at(cont, 0);
}

impl Group {
    /// The group of one worker's threads in a gang of this group.
    pub(crate) fn worker(self) -> Group {
        match self {
            Group::Gang2d { warp_workers, rows } => Group::Worker {
                one_warp: warp_workers,
                rows,
            },
            _ => Group::Worker {
                one_warp: false,
                rows: false,
            },
        }
    }

    /// This thread's index in the group (i32).
    pub(crate) fn lane(self, ed: &mut Ed) -> Value {
        let x = sreg(ed, IntrinsicOp::VectorLane);
        if !matches!(self, Group::Gang2d { .. }) {
            return x;
        }
        let y = sreg(ed, IntrinsicOp::WorkerId);
        let v = sreg(ed, IntrinsicOp::VectorLength);
        let yv = ed.bin(BinOp::Mul, y, v);
        ed.bin(BinOp::Add, yv, x)
    }

    /// The number of threads in the group (i32).
    pub(crate) fn size(self, ed: &mut Ed) -> Value {
        let v = sreg(ed, IntrinsicOp::VectorLength);
        if !matches!(self, Group::Gang2d { .. }) {
            return v;
        }
        let w = sreg(ed, IntrinsicOp::NumWorkers);
        ed.bin(BinOp::Mul, v, w)
    }

    pub(crate) fn barrier(self, ed: &mut Ed) {
        match self {
            Group::Gang | Group::Gang2d { .. } => return sync(ed, IntrinsicOp::Barrier),
            // No named barrier in the kernel at all: ptxas reserves all 16 of a block for a
            // named barrier whose id is a register, which left room for 4 blocks per SM.
            Group::Worker {
                one_warp: true,
                rows: false,
            } => return sync(ed, IntrinsicOp::WarpSync),
            Group::Worker {
                one_warp: true,
                rows: true,
            } => {
                // A warp per row (W > 1: V is 32) or a block per row (W = 1): the choice is
                // the launch's, uniform in the block; `bar.sync 0` keeps ptxas's barrier
                // count at one.
                let w = sreg(ed, IntrinsicOp::NumWorkers);
                let one = ed.i32c(1);
                let block = ed.icmp(IntCC::Eq, w, one);
                return sync_either(ed, block, IntrinsicOp::Barrier, IntrinsicOp::WarpSync);
            }
            Group::Worker {
                one_warp: false, ..
            } => {}
        }
        // A worker of one warp needs only a warp barrier, cheaper than a named one; the choice
        // is uniform in the block.
        let v = sreg(ed, IntrinsicOp::VectorLength);
        let k32 = ed.i32c(32);
        let one_warp = ed.icmp(IntCC::Eq, v, k32);
        sync_either(
            ed,
            one_warp,
            IntrinsicOp::WarpSync,
            IntrinsicOp::WorkerBarrier,
        );
    }

    /// The group's first warp among the gang's warps (i64): its slots of the shared scratch.
    fn first_warp(self, ed: &mut Ed) -> Value {
        let i64t = ed.m.i64();
        if !matches!(self, Group::Worker { .. }) {
            return ed.i64c(0);
        }
        let y = sreg(ed, IntrinsicOp::WorkerId);
        let v = sreg(ed, IntrinsicOp::VectorLength);
        let c = ed.i32c(31);
        let v = ed.bin(BinOp::Add, v, c);
        let five = ed.i32c(5);
        let warps = ed.bin(BinOp::LShr, v, five);
        let f = ed.bin(BinOp::Mul, y, warps);
        ed.cast(CastOp::ZExt, f, i64t)
    }
}

/// Removes the barriers of a lowered device version that order nothing: one in the entry
/// block before any store to memory other than the function's own (per-thread) allocas, call
/// or atomic — no thread has done anything another could see — and one followed by nothing
/// but arithmetic, plain branches and the return — the block ends there. The thread loop of
/// a `parallel loop` then runs without `bar.sync`, as a hand-written CUDA kernel does: a
/// block's warps retire independently.
pub(crate) fn drop_edge_barriers(body: &mut Body) {
    let Some(entry) = body.entry_block() else {
        return;
    };
    let allocas: HashSet<Value> = body
        .block(entry)
        .insts
        .iter()
        .filter(|&&i| matches!(body.inst(i).kind, InstKind::Alloca { .. }))
        .filter_map(|&i| body.inst(i).result)
        .collect();
    // Blocks entered from one place only: a straight path from the entry runs through them.
    let mut preds: HashMap<Block, usize> = HashMap::new();
    for b in body.all_blocks() {
        if let Some(t) = body.terminator(b) {
            for s in body.inst(t).kind.successors() {
                *preds.entry(s).or_default() += 1;
            }
        }
    }
    let mut dead = Vec::new();
    let mut b = entry;
    'path: for _ in 0..16 {
        for &i in &body.block(b).insts {
            let kind = &body.inst(i).kind;
            match kind {
                k if is_barrier(k) => dead.push(i),
                InstKind::Br(bc) if preds.get(&bc.block) == Some(&1) => {
                    b = bc.block;
                    continue 'path;
                }
                InstKind::Store { ptr, .. } if allocas.contains(ptr) => {}
                k if !k.is_terminator() && is_inert(k) => {}
                _ => break 'path,
            }
        }
        break;
    }
    for b in body.all_blocks() {
        for (pos, &i) in body.block(b).insts.iter().enumerate() {
            if is_barrier(&body.inst(i).kind) && only_return_follows(body, b, pos + 1) {
                dead.push(i);
            }
        }
    }
    for i in dead {
        remove_inst(body, i);
    }
}

fn is_barrier(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Intrinsic {
            op: IntrinsicOp::Barrier,
            ..
        }
    )
}

/// Neither touches memory nor synchronises: constants, arithmetic, loads, special registers.
fn is_inert(kind: &InstKind) -> bool {
    match kind {
        InstKind::Intrinsic { op, .. } => !matches!(
            op,
            IntrinsicOp::Barrier
                | IntrinsicOp::WorkerBarrier
                | IntrinsicOp::WarpSync
                | IntrinsicOp::ShuffleDown
                | IntrinsicOp::ShuffleXor
                | IntrinsicOp::Trap
                | IntrinsicOp::StackRestore
        ),
        InstKind::Store { .. }
        | InstKind::Call { .. }
        | InstKind::CallIndirect { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::Fence { .. }
        | InstKind::Memcpy { .. }
        | InstKind::Memset { .. }
        | InstKind::InlineAsm(_)
        | InstKind::Directive(_) => false,
        _ => true,
    }
}

/// From `pos` of `b` on, only inert instructions and unconditional branches lead to `ret`.
fn only_return_follows(body: &Body, mut b: Block, mut pos: usize) -> bool {
    for _ in 0..8 {
        let insts = &body.block(b).insts;
        let mut next = None;
        for &i in &insts[pos.min(insts.len())..] {
            match &body.inst(i).kind {
                InstKind::Ret(_) => return true,
                InstKind::Br(bc) => {
                    next = Some(bc.block);
                    break;
                }
                k if k.is_terminator() || !is_inert(k) => return false,
                _ => {}
            }
        }
        let Some(n) = next else { return false };
        (b, pos) = (n, 0);
    }
    false
}

/// Ends a thread loop's latch: the loop is not unrolled (see `IntrinsicOp::NoUnroll`).
pub(crate) fn no_unroll(ed: &mut Ed) {
    ed.ins(
        InstKind::Intrinsic {
            op: IntrinsicOp::NoUnroll,
            args: vec![],
        },
        None,
    );
}

// ---------------------------------------------------------------------------------------------
// Reductions across the threads of a gang

fn shuffle_xor(ed: &mut Ed, v: Value, mask: i128) -> Value {
    let ty = ed.ty(v);
    let narrow = matches!(ed.m.types.int_width(ty), Some(w) if w < 32);
    let x = if narrow {
        let i32t = ed.m.i32();
        ed.cast(CastOp::SExt, v, i32t)
    } else {
        v
    };
    let xt = ed.ty(x);
    let m = ed.i32c(mask);
    let r = ed.val(
        InstKind::Intrinsic {
            op: IntrinsicOp::ShuffleXor,
            args: vec![x, m],
        },
        xt,
    );
    if narrow {
        ed.cast(CastOp::Trunc, r, ty)
    } else {
        r
    }
}

/// Bytes of the shared scratch (`shared_scratch`, the code generator's `.shared` array): a
/// slot for each of a gang's 32 warps at most, of [`MAX_SCRATCH_SLOT`] bytes.
pub const SHARED_SCRATCH_BYTES: u64 = 32 * MAX_SCRATCH_SLOT as u64;

/// The largest unit a warp stages in the scratch: a `long double _Complex` (two 16-byte x87
/// images).
const MAX_SCRATCH_SLOT: i128 = 32;

/// Bytes of a warp's slot in the shared scratch for a unit of `parts`: its bytes rounded up
/// to 16 (the x87 image's alignment): 16 for a scalar or a complex number of two doubles, 32
/// for a `long double _Complex`, whose two parts lie at offsets 0 and 16.
fn scratch_slot(m: &Module, parts: &[(u64, TypeId)]) -> i128 {
    let end = parts
        .iter()
        .map(|&(off, t)| off + m.types.size_of(t))
        .max()
        .unwrap_or(0) as i128;
    let slot = ((end + 15) / 16 * 16).max(16);
    debug_assert!(slot <= MAX_SCRATCH_SLOT, "unit of {end} bytes");
    slot
}

/// `*p = op over the *p of every thread of the gang`, in every thread, for one unit of a
/// reduction given by its scalar `parts` (offset, type of 8 to 64 bits: a scalar or a complex
/// number's two parts): a butterfly of warp shuffles, one unit per warp in shared memory, then
/// every thread combines the warps' units in the same order. The cursor must be in code that
/// every thread of the gang reaches; it ends after the reduction.
pub(crate) fn block_allreduce(
    ed: &mut Ed,
    g: Group,
    op: ReductionOp,
    parts: &[(u64, TypeId)],
    p: Value,
) {
    let load = |ed: &mut Ed, base: Value| reduction::load_parts(ed, parts, base);
    let store =
        |ed: &mut Ed, base: Value, vs: Vec<Value>| reduction::store_parts(ed, parts, base, vs);
    let mut v = load(ed, p);
    for mask in [16, 8, 4, 2, 1] {
        let o: Vec<Value> = v.iter().map(|&x| shuffle_xor(ed, x, mask)).collect();
        v = reduction::combine_parts(ed, op, &v, &o);
    }
    // A group of one warp (vector_length(32)) is done: every lane holds the result.
    store(ed, p, v.clone());
    let n = g.size(ed);
    let k32 = ed.i32c(32);
    let one_warp = ed.icmp(IntCC::Ule, n, k32);
    let multi = ed.block_after(ed.blk);
    let done = split_block(ed.b, ed.blk, ed.pos);
    ed.condbr(one_warp, done, &[], multi, &[]);
    ed.at_end(multi);
    let pt = ed.m.ptr();
    let i64t = ed.m.i64();
    let scratch = ed.val(
        InstKind::Intrinsic {
            op: IntrinsicOp::SharedScratch,
            args: vec![],
        },
        pt,
    );
    let slot_bytes = scratch_slot(ed.m, parts);
    let slot_of = |ed: &mut Ed, w: Value| {
        let size = ed.i64c(slot_bytes);
        let off = ed.bin(BinOp::Mul, w, size);
        ed.ptradd_v(scratch, off)
    };
    let lane = g.lane(ed);
    let five = ed.i32c(5);
    let warp = ed.bin(BinOp::LShr, lane, five);
    let mask = ed.i32c(31);
    let in_warp = ed.bin(BinOp::And, lane, mask);
    let first = g.first_warp(ed);
    // The previous user of the scratch (an earlier reduction) is done with it.
    g.barrier(ed);
    let zero = ed.i32c(0);
    let leader = ed.icmp(IntCC::Eq, in_warp, zero);
    let store_blk = ed.block_after(ed.blk);
    let cont = split_block(ed.b, ed.blk, ed.pos);
    ed.condbr(leader, store_blk, &[], cont, &[]);
    ed.at_end(store_blk);
    let w = ed.cast(CastOp::ZExt, warp, i64t);
    let w = ed.bin(BinOp::Add, first, w);
    let slot = slot_of(ed, w);
    store(ed, slot, v);
    ed.br(cont, &[]);
    ed.at(cont, 0);
    g.barrier(ed);
    let thirty_one = ed.i32c(31);
    let n = ed.bin(BinOp::Add, n, thirty_one);
    let five = ed.i32c(5);
    let warps = ed.bin(BinOp::LShr, n, five);
    let warps = ed.cast(CastOp::ZExt, warps, i64t);
    let id = reduction::unit_identity(ed, op, parts);
    store(ed, p, id);
    counted_loop(ed, warps, |ed, k| {
        let k = ed.bin(BinOp::Add, first, k);
        let slot = slot_of(ed, k);
        let x = load(ed, slot);
        let acc = load(ed, p);
        let c = reduction::combine_parts(ed, op, &acc, &x);
        store(ed, p, c);
    });
    ed.br(done, &[]);
    ed.at(done, 0);
}

/// The reductions of thread loop `l` at the cursor (right after the loop): one
/// [`block_allreduce`] per unit, for an array or a section a loop over its elements.
pub(crate) fn loop_allreduce(ed: &mut Ed, g: Group, l: &[(ReductionOp, VarRef)]) {
    for (op, v) in l {
        // spmd::check accepted the variable, so its units are known.
        let known = reduction::for_each_unit(ed, *op, v, |ed, parts, p| {
            block_allreduce(ed, g, *op, parts, p)
        });
        debug_assert!(known.is_ok(), "{known:?}");
    }
}

/// How a loop of a device version shares its iterations: among the threads of a group (a
/// thread loop), or among the workers of the gang (a worker loop: each worker's threads run
/// its iterations together).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Level {
    Threads(Group),
    /// `one_warp`: every worker is one warp (known at compile time: no named barriers).
    Workers {
        one_warp: bool,
    },
}

impl Level {
    /// This thread's share: its first iteration's offset (i32).
    pub(crate) fn lane(self, ed: &mut Ed) -> Value {
        match self {
            Level::Threads(g) => g.lane(ed),
            Level::Workers { .. } => sreg(ed, IntrinsicOp::WorkerId),
        }
    }

    /// The number of shares (i32).
    pub(crate) fn size(self, ed: &mut Ed) -> Value {
        match self {
            Level::Threads(g) => g.size(ed),
            Level::Workers { .. } => sreg(ed, IntrinsicOp::NumWorkers),
        }
    }

    /// The barrier before and after the loop.
    pub(crate) fn barrier(self, ed: &mut Ed) {
        match self {
            Level::Threads(g) => g.barrier(ed),
            Level::Workers { .. } => Group::Gang2d {
                warp_workers: false,
                rows: false,
            }
            .barrier(ed),
        }
    }

    /// The loop's reductions, right after its closing barrier.
    pub(crate) fn allreduce(self, ed: &mut Ed, l: &[(ReductionOp, VarRef)]) {
        match self {
            Level::Threads(g) => loop_allreduce(ed, g, l),
            Level::Workers { .. } => worker_loop_allreduce(ed, l),
        }
    }
}

/// Pads a worker loop of wide workers at its exit (the cursor) with the worker barriers its
/// body would have run in the iterations this worker ran fewer than worker 0, so every worker
/// has passed equally many named barriers when the gang's barrier after the loop joins them.
/// Nothing requires it on the hardware (each worker's named barrier counts its own threads),
/// but compute-sanitizer's racecheck pairs the barriers of different warps by their number,
/// and without the padding reports the accesses around the gang's next barriers as hazards.
/// Only done when every iteration passes the same number of worker barriers (`pre`: the
/// body's first block, `header`: the loop test it returns to); otherwise nothing is added.
pub(crate) fn pad_worker_barriers(
    ed: &mut Ed,
    pre: Block,
    header: Block,
    (first, stride, end): (Value, Value, Value),
    lane: Value,
) {
    let Some(per_iter) = worker_syncs_per_iteration(ed.m, ed.b, pre, Some(header), 0) else {
        return;
    };
    if per_iter == 0 {
        return;
    }
    // iters(x) = x < end ? (end - x - 1) / S + 1 : 0; worker 0 runs the most.
    let iters = |ed: &mut Ed, x: Value| {
        let zero = ed.i64c(0);
        let one = ed.i64c(1);
        let left = ed.bin(BinOp::Sub, end, x);
        let left = ed.bin(BinOp::Sub, left, one);
        let q = ed.bin(BinOp::SDiv, left, stride);
        let q = ed.bin(BinOp::Add, q, one);
        let some = ed.icmp(IntCC::Slt, x, end);
        ed.select(some, q, zero)
    };
    let most = iters(ed, first);
    let mine = ed.bin(BinOp::Add, first, lane);
    let mine = iters(ed, mine);
    let fewer = ed.bin(BinOp::Sub, most, mine);
    let k = ed.i64c(per_iter as i128);
    let n = ed.bin(BinOp::Mul, fewer, k);
    super::counted_loop(ed, n, |ed, _| {
        Group::Worker {
            one_warp: false,
            rows: false,
        }
        .barrier(ed)
    });
}

/// `v == 32` or `v <= 32` with `v` the vector length: the run-time test of
/// [`Group::barrier`] and [`block_allreduce`] for workers of one warp.
fn is_one_warp_test(body: &Body, cond: Value) -> bool {
    let Some(InstKind::ICmp { cc, lhs, rhs }) = super::def_kind(body, cond) else {
        return false;
    };
    let is_v = matches!(
        super::def_kind(body, *lhs),
        Some(InstKind::Intrinsic {
            op: IntrinsicOp::VectorLength,
            ..
        })
    );
    let is_32 = matches!(super::def_kind(body, *rhs), Some(InstKind::IConst(32)));
    matches!(cc, IntCC::Eq | IntCC::Ule) && is_v && is_32
}

/// The named worker barriers on every path from `pre` back to `header` (`None`: to a return)
/// of workers wider than a warp, if all paths have the same number. The calls of a worker's
/// cooperative version (coop.rs, lowered before the kernels that call it) count the barriers of
/// its body; `depth` bounds the calls followed.
fn worker_syncs_per_iteration(
    m: &Module,
    body: &Body,
    pre: Block,
    header: Option<Block>,
    depth: u32,
) -> Option<u32> {
    let syncs = |b: Block| -> Option<u32> {
        let mut n = 0;
        for &i in &body.block(b).insts {
            match &body.inst(i).kind {
                InstKind::Intrinsic {
                    op: IntrinsicOp::WorkerBarrier,
                    ..
                } => n += 1,
                InstKind::Call { callee, .. } if super::coop::is_cooperative(m, *callee) => {
                    let cb = m.func(*callee).body.as_ref()?;
                    if depth > 4 || !directives_in(cb, Body::BODY_REGION).is_empty() {
                        return None;
                    }
                    n += worker_syncs_per_iteration(m, cb, cb.entry_block()?, None, depth + 1)?;
                }
                _ => {}
            }
        }
        Some(n)
    };
    let mut seen: HashMap<Block, u32> = HashMap::new();
    let mut per_iter = None;
    let mut work = vec![(pre, 0u32)];
    while let Some((b, c)) = work.pop() {
        match seen.get(&b) {
            Some(&old) if old == c => continue,
            Some(_) => return None,
            None => {}
        }
        seen.insert(b, c);
        if seen.len() > 100_000 {
            return None;
        }
        let c = c + syncs(b)?;
        let term = body.terminator(b)?;
        if header.is_none() && matches!(body.inst(term).kind, InstKind::Ret(_)) {
            if *per_iter.get_or_insert(c) != c {
                return None;
            }
            continue;
        }
        let succs = match &body.inst(term).kind {
            // Workers wider than a warp never take the one-warp side of a run-time choice.
            InstKind::CondBr {
                cond, else_dest, ..
            } if is_one_warp_test(body, *cond) => vec![else_dest.block],
            k => k.successors(),
        };
        if succs.is_empty() {
            return None;
        }
        for s in succs {
            if Some(s) == header {
                if *per_iter.get_or_insert(c) != c {
                    return None;
                }
            } else {
                work.push((s, c));
            }
        }
    }
    per_iter
}

/// The reductions of worker loop `l` at the cursor (right after the loop, in code every thread
/// of the gang reaches): every worker's threads hold its partial result; the first thread of
/// each worker contributes it, the others the identity, to a reduction over the gang.
pub(crate) fn worker_loop_allreduce(ed: &mut Ed, l: &[(ReductionOp, VarRef)]) {
    for (op, v) in l {
        let known = reduction::for_each_unit(ed, *op, v, |ed, parts, p| {
            let x = sreg(ed, IntrinsicOp::VectorLane);
            let zero = ed.i32c(0);
            let first = ed.icmp(IntCC::Eq, x, zero);
            let id = reduction::unit_identity(ed, *op, parts);
            let cur = reduction::load_parts(ed, parts, p);
            let keep = cur
                .into_iter()
                .zip(id)
                .map(|(c, i)| ed.select(first, c, i))
                .collect();
            reduction::store_parts(ed, parts, p, keep);
            block_allreduce(
                ed,
                Group::Gang2d {
                    warp_workers: false,
                    rows: false,
                },
                *op,
                parts,
                p,
            )
        });
        debug_assert!(known.is_ok(), "{known:?}");
    }
}

/// A device-only copy of host version `host` (same signature, same unlowered body) that
/// acc-outline lowers as gangs of threads; `K__dev` calls it (acc-device).
pub(crate) fn declare_device_version(m: &mut Module, host: FuncId, body: Body) -> FuncId {
    let h = m.func(host);
    let (name, sig, loc) = (format!("{}.threads", h.name), h.sig, h.loc);
    let f = m.declare_func(&name, sig);
    let d = m.func_mut(f);
    // External: the host module keeps a declaration of every device-only function.
    d.device = Some(crate::module::DeviceKind::Func);
    d.attrs.push(crate::module::FuncAttr::NoUnwind);
    d.loc = loc;
    d.body = Some(body);
    f
}

/// The device version of host version `host`, if it has one.
pub(crate) fn device_version(m: &Module, host: FuncId) -> Option<FuncId> {
    m.func_by_name(&format!("{}.threads", m.func(host).name))
}
