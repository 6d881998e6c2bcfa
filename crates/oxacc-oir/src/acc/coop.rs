//! Cooperative device versions of routines with loops of their own (docs/gpu.md "Routines
//! with loops of their own", docs/design.md decision 51).
//!
//! A `gang`, `worker` or `vector` routine (OpenACC 3.3 §2.15.1) defined in this file gets,
//! next to its own body — the one-thread version, which the host and every call from a
//! thread loop, a worker loop or a `seq` routine run — a device-only copy `f.threads` lowered
//! as gangs of threads exactly like a compute region's device version (spmd.rs): its
//! gang-redundant side effects run in thread 0 between barriers, its thread loops (acc-schedule
//! marks them in routines too) split over `%tid.x`/`%tid.y` with their barriers and
//! shuffle/shared-memory reductions. Barriers inside it need every thread of the gang, so
//! only calls in gang-redundant code of a region's (or another cooperative routine's)
//! device version call it, from all threads. The routine's threads use the lanes of two-
//! dimensional gangs (`y·V + x`), which one-dimensional blocks (`y = 0`) share.
//!
//! A `vector` routine also gets a version `f.worker_threads` that the V threads of one worker
//! run together: calls in worker-level code (inside a worker loop, outside its vector loops;
//! §2.15.1 allows a vector routine there) call it from every thread of the worker. It is
//! lowered like a worker loop's code: thread loops over `%tid.x`, the worker's barriers, side
//! effects in lane 0, the routine's shared arrays one copy per worker.

use std::collections::{HashMap, HashSet};

use super::spmd::{self, SharedObjects};
use super::*;
use crate::directive::RoutineLevel;

/// The suffix of a cooperative version's name (that of a region's device version too:
/// `spmd::declare_device_version`).
const SUFFIX: &str = ".threads";
/// The suffix of a version that the threads of one worker run.
const WORKER_SUFFIX: &str = ".worker_threads";

/// The cooperative versions of this file's routines (routine → version).
#[derive(Default, Debug)]
pub(crate) struct Versions {
    /// Run by all the threads of a gang (called from gang-redundant code).
    pub(crate) gang: HashMap<FuncId, FuncId>,
    /// `vector` routines' versions run by the threads of one worker (called from worker-level
    /// code).
    pub(crate) worker: HashMap<FuncId, FuncId>,
}

impl Versions {
    /// Whether `f` is a version that the threads of one worker run.
    pub(crate) fn is_worker_version(&self, f: FuncId) -> bool {
        self.worker.values().any(|&v| v == f)
    }
}

/// Whether calls of `f` may use a cooperative version: a `gang`, `worker` or `vector` routine
/// whose body this file has (a routine of another file keeps its one-thread calls, decision
/// 51) and that binds no other name.
pub(crate) fn is_parallel_routine(m: &Module, f: FuncId) -> bool {
    let fd = m.func(f);
    fd.body.is_some()
        && fd
            .routine
            .as_ref()
            .is_some_and(|r| r.level != RoutineLevel::Seq && r.bind.is_none())
}

/// Whether routine `f` has a loop the gang's threads may share (acc-schedule asks before the
/// outliner decides: a routine without one keeps its callers' loops as they were, thread
/// loops included). Before or after acc-schedule: a loop with a level clause or marker, or
/// one neither `seq` nor `auto`; or a call of another such routine (one level deep).
pub(crate) fn may_share_loops(m: &Module, f: FuncId, depth: u32) -> bool {
    let Some(body) = &m.func(f).body else {
        return false;
    };
    is_parallel_routine(m, f)
        && region_insts_deep(body, Body::BODY_REGION)
            .into_iter()
            .any(|i| match &body.inst(i).kind {
                InstKind::Directive(d) if matches!(d.kind, DirectiveKind::Loop { .. }) => {
                    d.clauses.iter().any(|c| {
                        matches!(
                            c,
                            Clause::Vector(_) | Clause::Worker(_) | Clause::Gang { .. }
                        )
                    }) || !d
                        .clauses
                        .iter()
                        .any(|c| matches!(c, Clause::Seq | Clause::Auto))
                }
                InstKind::Call { callee, .. } => {
                    depth < 2 && *callee != f && may_share_loops(m, *callee, depth + 1)
                }
                _ => false,
            })
}

/// Whether `f` is a cooperative version (or a region's device version, which nothing calls
/// before acc-device): every thread of the gang calls it.
pub(crate) fn is_cooperative(m: &Module, f: FuncId) -> bool {
    let fd = m.func(f);
    fd.device == Some(crate::module::DeviceKind::Func)
        && (fd.name.ends_with(SUFFIX) || fd.name.ends_with(WORKER_SUFFIX))
}

/// Whether routine `f` may write through its pointer parameter `k` (or keep it): anything but
/// loads through it and addresses derived from it, also through the local variable a front
/// end keeps the parameter in, counts as a write.
pub(crate) fn param_may_be_written(m: &Module, f: FuncId, k: usize) -> bool {
    let Some(body) = &m.func(f).body else {
        return true;
    };
    let Some(e) = body.entry_block() else {
        return true;
    };
    let Some(&p) = body.block(e).params.get(k) else {
        return true;
    };
    let insts = region_insts_deep(body, Body::BODY_REGION);
    let mut derived: HashSet<Value> = HashSet::from([p]);
    // Local variables holding the parameter: stored once, only loaded otherwise.
    let mut holders: HashSet<Value> = HashSet::new();
    for _ in 0..4 {
        let before = derived.len() + holders.len();
        for &i in &insts {
            match &body.inst(i).kind {
                InstKind::Store { value, ptr, .. }
                    if derived.contains(value)
                        && matches!(def_kind(body, *ptr), Some(InstKind::Alloca { .. })) =>
                {
                    holders.insert(*ptr);
                }
                InstKind::Load { ptr, .. } if holders.contains(ptr) => {
                    derived.extend(body.inst(i).result);
                }
                InstKind::PtrAdd { ptr, .. }
                | InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. }
                    if derived.contains(ptr) =>
                {
                    derived.extend(body.inst(i).result);
                }
                _ => {}
            }
        }
        if derived.len() + holders.len() == before {
            break;
        }
    }
    insts.iter().any(|&i| {
        let kind = &body.inst(i).kind;
        match kind {
            InstKind::Load { .. } => false,
            InstKind::PtrAdd { ptr, .. }
            | InstKind::ElemAddr { ptr, .. }
            | InstKind::FieldAddr { ptr, .. }
                if derived.contains(ptr) =>
            {
                kind.operands().iter().skip(1).any(|v| derived.contains(v))
            }
            // The one store of the parameter into its holder; any other store to a holder.
            InstKind::Store { value, ptr, .. } if holders.contains(ptr) => !derived.contains(value),
            _ => kind.operands().iter().any(|v| derived.contains(v)),
        }
    })
}

/// The cooperative versions of this file's parallel routines, made from their bodies as
/// acc-schedule left them, not lowered yet: the outliner lowers them as device versions. A
/// routine that cannot run so (spmd::check, e.g. no loop the threads can share) keeps its
/// one-thread calls; `-Minfo=accel` says which and why.
pub(crate) fn make_cooperative_versions(m: &mut Module) -> Versions {
    let mut coop: HashSet<FuncId> = m
        .func_ids()
        .filter(|&f| is_parallel_routine(m, f))
        .collect();
    let is_vector = |m: &Module, f: FuncId| {
        m.func(f)
            .routine
            .as_ref()
            .is_some_and(|r| r.level == RoutineLevel::Vector)
    };
    let mut worker: HashSet<FuncId> = coop.iter().copied().filter(|&f| is_vector(m, f)).collect();
    // A routine qualifies when its body does, given the routines that qualify (its calls of
    // them count as thread loops): drop failures until none fails. A vector routine has a
    // worker version when it qualifies, its shared arrays fit once per worker, and the
    // routines it calls have one too.
    let mut shared: HashMap<FuncId, SharedObjects> = HashMap::new();
    let mut why_not: Vec<(FuncId, String)> = Vec::new();
    let mut why_not_worker: Vec<(FuncId, String)> = Vec::new();
    loop {
        // Worker loops calling a routine that lost its worker version take their thread loops
        // back (their routine's check depends on it).
        let mut ids: Vec<FuncId> = coop.iter().copied().collect();
        ids.sort();
        for f in ids {
            if let Some(mut body) = m.func_mut(f).body.take() {
                demote_worker_loops(m, &mut body, Body::BODY_REGION, &worker);
                m.func_mut(f).body = Some(body);
            }
        }
        loop {
            shared.clear();
            let mut failed = Vec::new();
            let mut ids: Vec<FuncId> = coop.iter().copied().collect();
            ids.sort();
            for f in ids {
                let body = m.func(f).body.as_ref().expect("a routine with a body");
                match spmd::check(m, body, Body::BODY_REGION, &HashSet::new(), &coop, &worker) {
                    Ok(s) => {
                        shared.insert(f, s);
                    }
                    Err(why) => failed.push((f, why)),
                }
            }
            if failed.is_empty() {
                break;
            }
            for (f, why) in failed {
                coop.remove(&f);
                worker.remove(&f);
                why_not.push((f, why));
            }
        }
        let mut ids: Vec<FuncId> = worker.iter().copied().collect();
        ids.sort();
        let mut dropped = false;
        for f in ids {
            if let Err(why) = worker_version_fits(m, f, &shared[&f], &worker) {
                worker.remove(&f);
                why_not_worker.push((f, why));
                dropped = true;
            }
        }
        if !dropped {
            break;
        }
    }
    for (f, why) in why_not {
        let (name, loc) = (m.func(f).user_name().to_string(), m.func(f).loc);
        remark(
            m,
            loc,
            format!("routine {name}: its loops run in one thread of the gang on the GPU: {why}"),
        );
    }
    for (f, why) in why_not_worker {
        if !coop.contains(&f) {
            continue;
        }
        let (name, loc) = (m.func(f).user_name().to_string(), m.func(f).loc);
        remark(
            m,
            loc,
            format!("routine {name}: one thread of each worker runs its loops when called from worker-level code: {why}"),
        );
    }
    let declare = |m: &mut Module, f: FuncId, suffix: &str| {
        let fd = m.func(f);
        let (name, sig, loc) = (format!("{}{suffix}", fd.name), fd.sig, fd.loc);
        let user = fd.user_name().into();
        let v = m.declare_func(&name, sig);
        let d = m.func_mut(v);
        // Remarks about the version name the routine.
        d.source_name = Some(user);
        d.device = Some(crate::module::DeviceKind::Func);
        d.attrs.push(crate::module::FuncAttr::NoUnwind);
        d.loc = loc;
        v
    };
    let mut ids: Vec<FuncId> = coop.into_iter().collect();
    ids.sort();
    let mut versions = Versions::default();
    // Worker versions first: acc-outline lowers functions in order, and a worker loop that
    // calls one counts the barriers of its lowered body (spmd::pad_worker_barriers).
    for &f in ids.iter().filter(|f| worker.contains(f)) {
        let w = declare(m, f, WORKER_SUFFIX);
        versions.worker.insert(f, w);
    }
    for &f in &ids {
        let v = declare(m, f, SUFFIX);
        versions.gang.insert(f, v);
    }
    for f in ids {
        let mut dev = m.func(f).body.clone().expect("a routine with a body");
        let s = &shared[&f];
        if let Some(&w) = versions.worker.get(&f) {
            // The worker's threads share one copy per worker of what the gang's would share;
            // run-time storage stays per thread (the heap block of `share_run_time_storage`
            // is allocated by all the gang's threads together).
            let mut wdev = dev.clone();
            let all: Vec<Value> = s.gang.iter().chain(&s.worker).copied().collect();
            spmd::place_in_shared(m, &mut wdev, &[], &all);
            call_cooperative_versions(m, &mut wdev, &versions, true);
            m.func_mut(w).body = Some(wdev);
        }
        spmd::place_in_shared(m, &mut dev, &s.gang, &s.worker);
        spmd::share_run_time_storage(m, &mut dev, &s.heap);
        call_cooperative_versions(m, &mut dev, &versions, false);
        let (name, loc) = (m.func(f).user_name().to_string(), m.func(f).loc);
        m.func_mut(versions.gang[&f]).body = Some(dev);
        if !s.gang.is_empty() || !s.worker.is_empty() {
            let body = m.func(f).body.as_ref().expect("a routine with a body");
            let names: Vec<String> = s
                .gang
                .iter()
                .chain(&s.worker)
                .map(|&v| format!("'{}'", body.var_name(v).map_or("?", |n| n.as_str())))
                .collect();
            let text = format!(
                "routine {name}: {} in shared memory on the GPU (written in a vector loop, read outside it)",
                names.join(", ")
            );
            remark(m, loc, text);
        }
        let (from_workers, one_thread) = if versions.worker.contains_key(&f) {
            (
                "the threads of a worker share them when called from worker-level code; ",
                "a thread or seq loop",
            )
        } else {
            ("", "a thread, worker or seq loop")
        };
        remark(
            m,
            loc,
            format!(
                "routine {name}: loops shared by the threads of the gang on the GPU when called from gang-redundant code (every thread calls it); {from_workers}one thread runs them when called from {one_thread}"
            ),
        );
    }
    versions
}

/// Worker loops of region `r` that acc-schedule kept at the worker level for a call of a
/// `vector` routine (they hold no thread loop) become thread loops again, as they were
/// before worker versions, when a routine they call has none (not in `worker`): each thread
/// then runs an iteration and the one-thread version, rather than the region or routine
/// falling back to one thread per gang. Returns the loops changed.
pub(crate) fn demote_worker_loops(
    m: &Module,
    body: &mut Body,
    r: Region,
    worker: &HashSet<FuncId>,
) -> Vec<Inst> {
    let mut changed = Vec::new();
    for l in spmd::worker_loops(body, r) {
        let Some(lr) = region_of(body, l) else {
            continue;
        };
        let insts = region_insts_deep(body, lr);
        if insts.iter().any(|&i| schedule::is_thread_loop(body, i)) {
            continue;
        }
        let lacks = insts.iter().any(|&i| match body.inst(i).kind {
            InstKind::Call { callee, .. } => {
                m.func(callee)
                    .routine
                    .as_ref()
                    .is_some_and(|rt| rt.level == RoutineLevel::Vector)
                    && may_share_loops(m, callee, 0)
                    && !worker.contains(&callee)
            }
            _ => false,
        });
        if lacks {
            for c in dir_mut(body, l).clauses.iter_mut() {
                if matches!(c, Clause::Worker(_)) {
                    *c = Clause::Vector(None);
                }
            }
            changed.push(l);
        }
    }
    changed
}

/// Why vector routine `f` (whose gang version shares `s`) has no version for the threads of
/// one worker: its shared objects, one copy per worker, would not fit, or it calls a routine
/// in its gang-redundant code that has none (`worker`: the candidates left).
fn worker_version_fits(
    m: &Module,
    f: FuncId,
    s: &SharedObjects,
    worker: &HashSet<FuncId>,
) -> Result<(), String> {
    let body = m.func(f).body.as_ref().expect("a routine with a body");
    let bytes: u64 = s
        .gang
        .iter()
        .chain(&s.worker)
        .filter_map(|&v| match def_kind(body, v) {
            Some(InstKind::Alloca { ty, .. }) => Some(m.types.size_of(*ty)),
            _ => None,
        })
        .sum();
    if bytes * spmd::MAX_WORKERS > spmd::MAX_SHARED_BYTES {
        return Err(format!(
            "its shared arrays ({bytes} bytes) do not fit in shared memory once per worker"
        ));
    }
    for i in region_insts_deep(body, Body::BODY_REGION) {
        if let InstKind::Call { callee, .. } = body.inst(i).kind {
            if is_parallel_routine(m, callee)
                && !spmd::in_thread_context(body, i)
                && !worker.contains(&callee)
            {
                return Err(format!(
                    "it calls routine {}, which has no such version",
                    m.func(callee).user_name()
                ));
            }
        }
    }
    Ok(())
}

/// Calls in gang-redundant code of device version `body` (a region's or a cooperative
/// routine's, before lowering) of routines with a cooperative version call that version:
/// every thread of the gang reaches them together. Calls of `vector` routines in worker-level
/// code call their worker version, as do all the calls of a worker version (`worker_body`):
/// the threads of one worker reach them together. Returns the calls so changed, with whether
/// the threads of a worker make them.
pub(crate) fn call_cooperative_versions(
    m: &mut Module,
    body: &mut Body,
    versions: &Versions,
    worker_body: bool,
) -> Vec<(SrcLoc, String, bool)> {
    let mut changed = Vec::new();
    for i in region_insts_deep(body, Body::BODY_REGION) {
        let InstKind::Call { callee, .. } = body.inst(i).kind else {
            continue;
        };
        let by_worker = match spmd::thread_context(body, i) {
            None => worker_body,
            Some(c) if !worker_body && schedule::is_worker_loop(body, c) => true,
            Some(_) => continue,
        };
        let map = if by_worker {
            &versions.worker
        } else {
            &versions.gang
        };
        let Some(&v) = map.get(&callee) else {
            continue;
        };
        if let InstKind::Call { callee, .. } = &mut body.insts[i.index()].kind {
            *callee = v;
        }
        // The routine's first store through a pointer into the gang's shared memory runs in
        // thread 0 with no barrier ahead of it (neuter cannot see where a parameter points):
        // one here keeps the other threads' earlier reads of the object before it.
        let shared_arg = match &body.inst(i).kind {
            InstKind::Call { args, .. } => args
                .iter()
                .any(|&a| spmd::is_gang_object(m, body, spmd::root(body, a))),
            _ => false,
        };
        if shared_arg {
            let (b, pos) = inst_pos(body, i);
            let loc = body.inst(i).loc;
            let mut ed = Ed::new(m, body, b, pos, loc);
            if by_worker {
                spmd::Group::Worker {
                    one_warp: false,
                    rows: false,
                }
                .barrier(&mut ed);
            } else {
                ed.ins(
                    InstKind::Intrinsic {
                        op: crate::inst::IntrinsicOp::Barrier,
                        args: vec![],
                    },
                    None,
                );
            }
        }
        changed.push((
            body.inst(i).loc,
            m.func(callee).user_name().to_string(),
            by_worker,
        ));
    }
    changed
}

/// The `.shared` bytes of the cooperative versions that region `r` of `body` may call, with
/// those they call: per routine of `gang` (called from gang-redundant code) or `worker`
/// (from worker-level code) that `r` calls, its version's bytes and those of the versions
/// below it. A kernel's shared memory is its own and these (spmd.rs
/// `MAX_KERNEL_SHARED_BYTES`).
pub(crate) fn routine_shared_bytes(
    m: &Module,
    body: &Body,
    r: Region,
    versions: &Versions,
    gang: &HashSet<FuncId>,
    worker: &HashSet<FuncId>,
) -> Vec<(FuncId, u64)> {
    let mut out: Vec<(FuncId, u64)> = Vec::new();
    for i in region_insts_deep(body, r) {
        let InstKind::Call { callee, .. } = body.inst(i).kind else {
            continue;
        };
        if out.iter().any(|&(f, _)| f == callee) {
            continue;
        }
        let mut roots = Vec::new();
        if gang.contains(&callee) {
            roots.extend(versions.gang.get(&callee).copied());
        }
        if worker.contains(&callee) {
            roots.extend(versions.worker.get(&callee).copied());
        }
        if roots.is_empty() {
            continue;
        }
        let coop: HashSet<FuncId> = versions
            .gang
            .values()
            .chain(versions.worker.values())
            .copied()
            .collect();
        let mut seen: HashSet<FuncId> = HashSet::new();
        let mut bytes = 0;
        while let Some(v) = roots.pop() {
            if !seen.insert(v) {
                continue;
            }
            let Some(vb) = &m.func(v).body else {
                continue;
            };
            bytes += spmd::shared_bytes(m, vb);
            for j in region_insts_deep(vb, Body::BODY_REGION) {
                if let InstKind::Call { callee, .. } = vb.inst(j).kind {
                    if coop.contains(&callee) {
                        roots.push(callee);
                    }
                }
            }
        }
        out.push((callee, bytes));
    }
    out
}

/// Whether gang-redundant code of region `r` calls a routine whose cooperative version (a
/// value of `versions`; a key is its routine) has worker loops, itself or in the cooperative
/// versions it calls: the kernel then runs blocks of V × W threads.
pub(crate) fn calls_worker_routine(
    m: &Module,
    body: &Body,
    r: Region,
    versions: &Versions,
) -> bool {
    let versions = &versions.gang;
    let mut seen: HashSet<FuncId> = HashSet::new();
    let mut work: Vec<FuncId> = called_versions(body, r, versions);
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        let Some(vb) = &m.func(v).body else {
            continue;
        };
        if spmd::has_worker_loops(vb) {
            return true;
        }
        work.extend(called_versions(vb, Body::BODY_REGION, versions));
    }
    false
}

/// The cooperative versions that gang-redundant code of region `r` calls (or, before
/// [`call_cooperative_versions`], whose routines it calls).
fn called_versions(body: &Body, r: Region, versions: &HashMap<FuncId, FuncId>) -> Vec<FuncId> {
    let coop: HashSet<FuncId> = versions.values().copied().collect();
    region_insts_deep(body, r)
        .into_iter()
        .filter_map(|i| match body.inst(i).kind {
            InstKind::Call { callee, .. } if !spmd::in_thread_context(body, i) => {
                if coop.contains(&callee) {
                    Some(callee)
                } else {
                    versions.get(&callee).copied()
                }
            }
            _ => None,
        })
        .collect()
}

/// The calls in region `r` of `gang`, `worker` or `vector` routines without a body in this
/// file (their loops run in the calling thread: the device link joins files' PTX, and only the
/// defining file could build the cooperative version): location and routine name.
pub(crate) fn calls_of_other_files_routines(
    m: &Module,
    body: &Body,
    r: Region,
) -> Vec<(SrcLoc, String)> {
    region_insts_deep(body, r)
        .into_iter()
        .filter_map(|i| match body.inst(i).kind {
            InstKind::Call { callee, .. } => {
                let fd = m.func(callee);
                let parallel = fd
                    .routine
                    .as_ref()
                    .is_some_and(|rt| rt.level != RoutineLevel::Seq);
                (parallel && fd.body.is_none())
                    .then(|| (body.inst(i).loc, fd.user_name().to_string()))
            }
            _ => None,
        })
        .collect()
}
