//! `omp-lower`: `omp.*` operations → libomp calls (see the module documentation).

use std::collections::{HashMap, HashSet};

use crate::acc::outline::{collapsed_nest, flat_space, FlatSpace};
use crate::acc::reduction::{combine_parts, load_parts, store_parts, unit_identity, unit_parts};
use crate::acc::{
    ancestors, blocks_ending_in_yield, captures, clone_region, dir, discard_region, entry_of,
    inline_region_blocks, inst_pos, remove_inst, runtime_fn, split_block, Ed,
};
use crate::directive::{Clause, DirectiveKind, OmpOp, ReductionOp, ScheduleKind, VarRef};
use crate::entity::{Block, FuncId, GlobalId, Inst, Region, TypeId, Value};
use crate::inst::{BinOp, BlockCall, CastOp, InstKind, IntCC};
use crate::module::{Body, ConstInit, FuncAttr, GlobalData, Linkage, Module};
use crate::pass::Pass;

pub struct OmpLower;

impl Pass for OmpLower {
    fn name(&self) -> &'static str {
        "omp-lower"
    }

    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let device_fns = device_functions(m);
        // Microtasks created on the way are functions too: the loop reaches them.
        let mut id = 0;
        while id < m.funcs.len() {
            let fid = FuncId(id as u32);
            if let Some(mut body) = m.funcs[id].body.take() {
                let both_sides = device_fns.contains(&fid);
                lower_function(m, fid, &mut body, both_sides);
                m.funcs[id].body = Some(body);
            }
            id += 1;
        }
        Ok(())
    }
}

fn is_omp(body: &Body, i: Inst) -> bool {
    matches!(&body.inst(i).kind, InstKind::Directive(d) if matches!(d.kind, DirectiveKind::Omp(_)))
}

/// The outermost OpenMP operations of the body, in layout order.
fn outermost_omp(body: &Body) -> Vec<Inst> {
    let mut out = Vec::new();
    for b in body.all_blocks() {
        for &i in &body.block(b).insts {
            if is_omp(body, i) && !ancestors(body, i).iter().any(|&a| is_omp(body, a)) {
                out.push(i);
            }
        }
    }
    out
}

/// The functions compiled for the device as well as the host: the `declare target` ones (OIR
/// routines) and, transitively, every function that they or target regions call or take the
/// address of, which 5.0 §2.12.7 makes implicitly `declare target` (acc-device's
/// reachability, `acc::device_code`, compiles them for the device later). Their `critical`
/// and task constructs need both sides as an explicit one's do (decision 95); before, such a
/// construct in an implicit one kept every region calling it on the host.
fn device_functions(m: &Module) -> HashSet<FuncId> {
    let mut work: Vec<FuncId> = Vec::new();
    for fid in m.func_ids() {
        let f = m.func(fid);
        if f.routine.is_some() {
            work.push(fid);
            continue;
        }
        let Some(body) = &f.body else {
            continue;
        };
        for (i, inst) in body.insts.iter().enumerate() {
            let (InstKind::Call { callee: c, .. } | InstKind::FuncAddr(c)) = &inst.kind else {
                continue;
            };
            if inst.block.is_some() && super::included::in_device_region(body, Inst(i as u32)) {
                work.push(*c);
            }
        }
    }
    let mut seen = HashSet::new();
    while let Some(fid) = work.pop() {
        if !seen.insert(fid) {
            continue;
        }
        let Some(body) = &m.func(fid).body else {
            continue;
        };
        for inst in body.insts.iter().filter(|i| i.block.is_some()) {
            if let InstKind::Call { callee: c, .. } | InstKind::FuncAddr(c) = &inst.kind {
                work.push(*c);
            }
        }
    }
    seen
}

fn lower_function(m: &mut Module, fid: FuncId, body: &mut Body, both_sides: bool) {
    let mut count = 0usize;
    let f = m.func(fid).name.to_string();
    // A `declare target` function, explicit or implicit, is compiled for the host and the
    // device.
    let routine = both_sides;
    let mut sides = super::routine_tasks::RoutineTasks::default();
    let readonly = super::readonly_shared::candidates(m, body);
    // Lowering an operation inlines its region, which may hold more OpenMP operations: those
    // become outermost in the next round. A parallel region moves into its microtask.
    loop {
        let ops = outermost_omp(body);
        if ops.is_empty() {
            break;
        }
        for op in ops {
            let DirectiveKind::Omp(kind) = dir(body, op).kind.clone() else {
                continue;
            };
            if routine && super::routine_tasks::task_construct(&kind) {
                sides.split(m, body, op);
            }
            let included = super::included::in_device_region(body, op) || sides.included(op);
            let mark = body.insts.len();
            match kind {
                // Tasks of a target region run at once in their thread (`included`).
                OmpOp::Task { .. } if included => super::included::task(m, body, op),
                OmpOp::Taskgroup if included => super::included::region(m, body, op),
                OmpOp::Taskwait | OmpOp::Taskyield if included => {
                    super::included::nothing(m, body, op)
                }
                OmpOp::Parallel | OmpOp::Teams => parallel(m, fid, body, op, &mut count, &readonly),
                OmpOp::Loop { .. } => worksharing_loop(m, body, op, &f),
                OmpOp::Barrier => standalone(m, body, op, &f, "__kmpc_barrier"),
                OmpOp::Flush => flush(m, body, op, &f),
                OmpOp::Taskwait if !dir(body, op).clauses.is_empty() => {
                    super::task::taskwait_depend(m, body, op, &f)
                }
                OmpOp::Taskwait => standalone(m, body, op, &f, "__kmpc_omp_taskwait"),
                OmpOp::Single => single(m, body, op, &f),
                OmpOp::Master => master(m, body, op, &f),
                OmpOp::Critical(name) => super::critical::critical(m, body, op, &f, routine, name),
                OmpOp::Task { untied, .. } => super::task::task(m, fid, body, op, untied),
                OmpOp::Taskgroup => super::task::taskgroup(m, body, op, &f),
                OmpOp::Taskyield => super::task::taskyield(m, body, op, &f),
                OmpOp::Ordered => super::task::ordered(m, body, op, &f),
            }
            if sides.host(op) {
                super::routine_tasks::RoutineTasks::reroute(m, body, mark);
            }
        }
    }
}

// ---- libomp's interface -------------------------------------------------------------------

/// `ident_t` of kmp.h: `{ i32 reserved_1, i32 flags, i32 reserved_2, i32 reserved_3,
/// char *psource }`, `psource` = ";file;function;line;column;;".
pub(super) fn ident(ed: &mut Ed, func: &str) -> Value {
    let loc = ed.loc;
    let file =
        ed.m.files
            .get(loc.file as usize)
            .map_or_else(|| "unknown".to_string(), |f| f.to_string());
    let text = format!(";{file};{func};{};{};;", loc.line, loc.col);
    let psource = ed.cstr(&text);
    let i64t = ed.m.i64();
    let ty = ed.m.array(i64t, 3);
    let id = ed.entry_alloca(ty);
    let zero = ed.i32c(0);
    ed.store_at(zero, id, 0);
    // KMP_IDENT_KMPC: the caller is compiled code using the kmpc interface.
    let flags = ed.i32c(2);
    ed.store_at(flags, id, 4);
    ed.store_at(zero, id, 8);
    ed.store_at(zero, id, 12);
    ed.store_at(psource, id, 16);
    id
}

pub(super) fn kmpc(ed: &mut Ed, name: &str, params: &[TypeId], ret: TypeId) -> FuncId {
    runtime_fn(ed.m, name, params, ret)
}

/// `__kmpc_global_thread_num(loc)`: the calling thread's global id.
pub(super) fn gtid(ed: &mut Ed, loc: Value) -> Value {
    let (p, i32t) = (ed.m.ptr(), ed.m.i32());
    let f = kmpc(ed, "__kmpc_global_thread_num", &[p], i32t);
    ed.call(f, &[loc]).expect("i32 result")
}

/// `name(loc, gtid)` returning nothing.
pub(super) fn call_loc_gtid(ed: &mut Ed, name: &str, loc: Value, g: Value) {
    let (p, i32t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
    let f = kmpc(ed, name, &[p, i32t], void);
    ed.call(f, &[loc, g]);
}

/// `name(loc, gtid)` returning an `i32`.
pub(super) fn call_loc_gtid_i32(ed: &mut Ed, name: &str, loc: Value, g: Value) -> Value {
    let (p, i32t) = (ed.m.ptr(), ed.m.i32());
    let f = kmpc(ed, name, &[p, i32t], i32t);
    ed.call(f, &[loc, g]).expect("i32 result")
}

/// A lock of `critical` (`kmp_critical_name`, eight `i32`), one per name in the program:
/// common linkage, so every object naming it shares one (as clang's `.gomp_critical_user_`).
pub(super) fn critical_lock(m: &mut Module, name: &str) -> GlobalId {
    let sym = format!(".gomp_critical_user_{name}.var");
    if let Some(g) = m.global_by_name(&sym) {
        return g;
    }
    let i32t = m.i32();
    let ty = m.array(i32t, 8);
    let mut g = GlobalData::new(&sym, ty, Some(ConstInit::Zero));
    g.linkage = Linkage::Common;
    g.align = 8;
    m.add_global(g)
}

/// Runs `f` between `__kmpc_critical` and `__kmpc_end_critical` of `lock`.
pub(super) fn in_critical(
    ed: &mut Ed,
    loc: Value,
    g: Value,
    lock: GlobalId,
    f: impl FnOnce(&mut Ed),
) {
    let (p, i32t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
    let lp = ed.val(InstKind::GlobalAddr(lock), p);
    let enter = kmpc(ed, "__kmpc_critical", &[p, i32t, p], void);
    ed.call(enter, &[loc, g, lp]);
    f(ed);
    let leave = kmpc(ed, "__kmpc_end_critical", &[p, i32t, p], void);
    ed.call(leave, &[loc, g, lp]);
}

/// Removes `op` and splits its block there: the cursor is at the end of the block before,
/// and the block after is returned.
pub(super) fn open_site<'a>(m: &'a mut Module, body: &'a mut Body, op: Inst) -> (Ed<'a>, Block) {
    let loc = body.inst(op).loc;
    let (b, pos) = inst_pos(body, op);
    remove_inst(body, op);
    let cont = split_block(body, b, pos);
    let mut ed = Ed::new(m, body, b, pos, loc);
    ed.at_end(b);
    (ed, cont)
}

/// Inlines region `r` after the cursor's block: the cursor's block branches to its entry and
/// its `yield`s branch to `to`.
pub(super) fn inline_region(ed: &mut Ed, r: Region, to: Block) {
    let entry = entry_of(ed.b, r);
    ed.br(entry, &[]);
    let blocks = inline_region_blocks(ed.b, r, ed.blk);
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(to, &[]));
    }
}

// ---- data-sharing clauses -------------------------------------------------------------------

/// Private copies (§2.15.3.3–§2.15.3.6) of a construct's variables, made at the cursor (in
/// the frame of the thread that runs the construct); returns the replacement of each variable
/// and the reductions to combine at the end.
pub(super) struct Privates {
    pub(super) replace: Vec<(Value, Value)>,
    pub(super) reductions: Vec<(ReductionOp, VarRef, Value)>,
    lastprivate: Vec<(VarRef, Value)>,
    /// `lastprivate(conditional:)` variables and their copies (omp/conditional.rs).
    conditional: Vec<(VarRef, Value)>,
    arrays: Vec<super::reduce::ArrayRed>,
    /// What replaces each reduction variable (scalar and array) in the construct.
    reduced: Vec<Value>,
    /// Copies from an allocator (`allocate` clause): the copy, its allocator, the thread id.
    allocated: Vec<(Value, Value, Value)>,
}

pub(super) fn privatize(ed: &mut Ed, clauses: &[Clause]) -> Privates {
    let mut p = Privates {
        replace: Vec::new(),
        reductions: Vec::new(),
        lastprivate: Vec::new(),
        conditional: Vec::new(),
        arrays: Vec::new(),
        reduced: Vec::new(),
        allocated: Vec::new(),
    };
    // OpenMP 5.0 §2.11.4: `allocate(a: list)` takes those private copies from allocator a.
    let mut from_allocator: Vec<(Value, Value)> = Vec::new();
    for c in clauses {
        if let Clause::Allocate(a, vs) = c {
            for v in vs {
                let a = match a {
                    Some(a) => ed.int_to(*a, 64),
                    None => ed.i64c(0),
                };
                from_allocator.push((v.var, a));
            }
        }
    }
    let mut thread = None;
    for c in clauses {
        match c {
            Clause::Private(vs)
            | Clause::FirstPrivate(vs)
            | Clause::LastPrivate(vs)
            | Clause::LastPrivateConditional(vs) => {
                for v in vs {
                    // A variable both firstprivate and lastprivate has one copy, initialised
                    // from the original and copied out after the last iteration (§2.15.3.5).
                    let existing = p
                        .replace
                        .iter()
                        .find(|(from, _)| *from == v.var)
                        .map(|&(_, to)| to);
                    let allocator = from_allocator
                        .iter()
                        .find(|(var, _)| *var == v.var)
                        .map(|&(_, a)| a);
                    let copy = match (existing, allocator) {
                        (Some(c), _) => c,
                        (None, None) => ed.entry_alloca(v.ty),
                        (None, Some(a)) => {
                            let g = *thread.get_or_insert_with(|| {
                                let loc = ident(ed, "");
                                gtid(ed, loc)
                            });
                            let (ptr, i32t, i64t) = (ed.m.ptr(), ed.m.i32(), ed.m.i64());
                            let f = kmpc(ed, "__kmpc_alloc", &[i32t, i64t, i64t], ptr);
                            let size = ed.m.types.size_of(v.ty).max(1) as i128;
                            let size = ed.i64c(size);
                            let copy = ed.call(f, &[g, size, a]).expect("pointer");
                            p.allocated.push((copy, a, g));
                            copy
                        }
                    };
                    if matches!(c, Clause::FirstPrivate(_)) {
                        let val = ed.load(v.ty, v.var);
                        ed.store(val, copy);
                    }
                    if matches!(c, Clause::LastPrivate(_)) {
                        p.lastprivate.push((v.clone(), copy));
                    }
                    if matches!(c, Clause::LastPrivateConditional(_)) {
                        p.conditional.push((v.clone(), copy));
                    }
                    if existing.is_none() {
                        name_copy(ed, v, copy);
                        p.replace.push((v.var, copy));
                    }
                }
            }
            Clause::Reduction(op, vs) => {
                for v in vs {
                    if super::reduce::is_array(ed, v) {
                        if let Some((a, with)) = super::reduce::privatize_array(ed, *op, v) {
                            p.arrays.push(a);
                            p.replace.push((v.var, with));
                            p.reduced.push(with);
                        }
                        continue;
                    }
                    let copy = ed.entry_alloca(v.ty);
                    if let Ok(parts) = unit_parts(ed.m, *op, v) {
                        let id = unit_identity(ed, *op, &parts);
                        store_parts(ed, &parts, copy, id);
                    }
                    name_copy(ed, v, copy);
                    p.reductions.push((*op, v.clone(), copy));
                    p.replace.push((v.var, copy));
                    p.reduced.push(copy);
                }
            }
            _ => {}
        }
    }
    p
}

/// A private copy is the variable for the rules inside the region (a compute construct's
/// implicit data attributes, remarks): it takes the original's name.
fn name_copy(ed: &mut Ed, v: &VarRef, copy: Value) {
    if let Some(name) = ed.b.var_name(v.var).cloned() {
        ed.b.add_var(crate::var::VarData {
            name,
            addr: copy,
            shape: crate::var::Shape::Object(v.ty),
            restrict: false,
        });
    }
}

/// Uses of each variable inside `r` (deep) become uses of its private copy.
pub(super) fn substitute(body: &mut Body, r: Region, p: &Privates) {
    for &(from, to) in &p.replace {
        crate::acc::replace_uses_in_region(body, r, from, to);
    }
}

/// Like [`substitute`], in `blocks` and the regions nested in them.
fn substitute_blocks(body: &mut Body, blocks: &[Block], p: &Privates) {
    for i in blocks_insts_deep(body, blocks) {
        body.insts[i.index()].kind.visit_operands_mut(|v| {
            if let Some(&(_, to)) = p.replace.iter().find(|(from, _)| from == v) {
                *v = to;
            }
        });
    }
}

/// The instructions of `blocks` and of the regions nested in them.
fn blocks_insts_deep(body: &Body, blocks: &[Block]) -> Vec<Inst> {
    let mut insts: Vec<Inst> = Vec::new();
    for &b in blocks {
        for &i in &body.block(b).insts {
            insts.push(i);
            if let InstKind::Directive(d) = &body.inst(i).kind {
                if let Some(r) = d.region {
                    insts.extend(crate::acc::region_insts_deep(body, r));
                }
            }
        }
    }
    insts
}

/// The variables that the `reduction` clauses among `clauses` name.
fn reduction_vars<'a>(clauses: impl Iterator<Item = &'a Clause>) -> Vec<Value> {
    clauses
        .filter_map(|c| match c {
            Clause::Reduction(_, vs) => Some(vs.iter().map(|v| v.var)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// `reduction(task, …)` with `in_reduction` tasks (5.0 §2.19.5.4): a task, which any thread
/// of the team may run, combines its copy into the construct's original under the lock the
/// threads combine theirs with, not into the copy of the thread that made it: that thread
/// updates its copy without a lock while the task runs (omp-fortran/target/342 lost a task's
/// part on two cores). The tasks complete at the region's end barrier, before the original
/// is read. A task inside a taskgroup that reduces the same copy (`task_reduction`, a
/// taskloop's own `reduction`, 5.0 §2.10.2) belongs to that taskgroup's reduction instead:
/// its item is the copy, which the thread reads after the taskgroup (the thread waits at
/// the taskgroup's end, so nothing updates the copy unlocked meanwhile).
fn tasks_reduce_into_originals(body: &mut Body, blocks: &[Block], p: &Privates) {
    let tasks: Vec<Inst> = blocks_insts_deep(body, blocks)
        .into_iter()
        .filter(|&i| {
            matches!(&body.inst(i).kind,
                InstKind::Directive(d) if matches!(d.kind, DirectiveKind::Omp(OmpOp::Task { .. })))
        })
        .collect();
    for t in tasks {
        let InstKind::Directive(d) = &body.inst(t).kind else {
            continue;
        };
        let region = d.region;
        let reduced = reduction_vars(d.clauses.iter());
        let grouped = reduction_vars(
            ancestors(body, t)
                .into_iter()
                .filter_map(|a| match &body.inst(a).kind {
                    InstKind::Directive(g)
                        if matches!(g.kind, DirectiveKind::Omp(OmpOp::Taskgroup)) =>
                    {
                        Some(g.clauses.iter())
                    }
                    _ => None,
                })
                .flatten(),
        );
        for &(orig, copy) in &p.replace {
            if !p.reduced.contains(&copy) || !reduced.contains(&copy) || grouped.contains(&copy) {
                continue;
            }
            body.insts[t.index()].kind.visit_operands_mut(|v| {
                if *v == copy {
                    *v = orig;
                }
            });
            if let Some(r) = region {
                crate::acc::replace_uses_in_region(body, r, copy, orig);
            }
        }
    }
}

/// Combines the private copies of the reductions into their variables, one thread at a time
/// (§2.15.3.6).
pub(super) fn combine_reductions(ed: &mut Ed, loc: Value, g: Value, p: &Privates) {
    if p.reductions.is_empty() && p.arrays.is_empty() {
        return;
    }
    let lock = critical_lock(ed.m, ".omp.reduction");
    in_critical(ed, loc, g, lock, |ed| {
        for a in &p.arrays {
            super::reduce::combine_array(ed, a);
        }
        for (op, v, copy) in &p.reductions {
            if let Ok(parts) = unit_parts(ed.m, *op, v) {
                let a = load_parts(ed, &parts, v.var);
                let b = load_parts(ed, &parts, *copy);
                let c = combine_parts(ed, *op, &a, &b);
                store_parts(ed, &parts, v.var, c);
            }
        }
    });
    for a in &p.arrays {
        super::reduce::release_array(ed, a);
    }
}

/// Gives the copies taken from allocators back (`__kmpc_free`), at the end of the construct.
pub(super) fn free_allocated(ed: &mut Ed, p: &Privates) {
    for &(copy, a, g) in &p.allocated {
        let (ptr, i32t, i64t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.i64(), ed.m.void());
        let f = kmpc(ed, "__kmpc_free", &[i32t, ptr, i64t], void);
        ed.call(f, &[g, copy, a]);
    }
}

// ---- parallel ------------------------------------------------------------------------------

/// `omp.parallel`, and `omp.teams` (OpenMP 5.0 §2.7), whose league libomp forks as it forks a
/// team (`__kmpc_fork_teams`, the same microtask interface): the initial thread of each team
/// runs the microtask once, with its own private copies and its reduction copies combined at
/// its end.
fn parallel(
    m: &mut Module,
    fid: FuncId,
    body: &mut Body,
    op: Inst,
    count: &mut usize,
    readonly: &HashMap<Value, TypeId>,
) {
    let d = dir(body, op).clone();
    let teams = matches!(d.kind, DirectiveKind::Omp(OmpOp::Teams));
    let r = d.region.expect("parallel region");
    let fname = m.func(fid).name.clone();
    let mut name =
        crate::module::outlined_region_name(&fname, crate::module::OMP_REGION_TAG, *count);
    while m.func_by_name(&name).is_some() {
        *count += 1;
        name = crate::module::outlined_region_name(&fname, crate::module::OMP_REGION_TAG, *count);
    }
    *count += 1;
    let mut caps = captures(body, r);
    caps.extend(Body::var_operands_of(body, &caps));
    // The clauses' operands too (a section's bounds, a variable the region never names):
    // the microtask evaluates its data-sharing clauses itself.
    for c in &d.clauses {
        c.visit_operands(&mut |v| {
            if !caps.contains(&v) {
                caps.push(v);
            }
        });
    }
    let copies = super::readonly_shared::copied_in(body, r, &caps, readonly);
    let (ptr, void, i32t) = (m.ptr(), m.void(), m.i32());
    let sig = m.func_type(&[ptr, ptr, ptr], void, false);
    let task = m.declare_func(&name, sig);
    let loc_src = body.inst(op).loc;
    {
        let t = m.func_mut(task);
        t.linkage = Linkage::Internal;
        t.attrs.push(FuncAttr::NoUnwind);
        t.loc = loc_src;
    }

    // ---- the construct: ctx holds the address of a slot per captured value ----
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, &fname);
    let g = gtid(&mut ed, loc);
    let n = caps.len().max(1) as u64;
    let ctx_ty = ed.m.array(ptr, n);
    let ctx = ed.entry_alloca(ctx_ty);
    let mut tys = Vec::new();
    for (k, &v) in caps.iter().enumerate() {
        let ty = ed.ty(v);
        tys.push(ty);
        let slot = ed.entry_alloca(ty);
        ed.store(v, slot);
        ed.store_at(slot, ctx, 8 * k as i128);
    }
    if teams {
        push_num_teams(&mut ed, loc, g, &d.clauses);
    }
    for c in d.clauses.iter().filter(|_| !teams) {
        if let Clause::NumThreads(nt) = c {
            let f = kmpc(&mut ed, "__kmpc_push_num_threads", &[ptr, i32t, i32t], void);
            let nt = ed.int_to(*nt, 32);
            ed.call(f, &[loc, g, nt]);
        }
        // §2.5.2: the thread affinity policy of this region's team.
        if let Clause::ProcBind(k) = c {
            let f = kmpc(&mut ed, "__kmpc_push_proc_bind", &[ptr, i32t, i32t], void);
            let k = ed.i32c(i128::from(*k));
            ed.call(f, &[loc, g, k]);
        }
    }
    let task_addr = ed.val(InstKind::FuncAddr(task), ptr);
    let fork = {
        let sig = ed.m.func_type(&[ptr, i32t, ptr], void, true);
        let fork = if teams {
            "__kmpc_fork_teams"
        } else {
            "__kmpc_fork_call"
        };
        match ed.m.func_by_name(fork) {
            Some(f) => f,
            None => ed.m.declare_func(fork, sig),
        }
    };
    let cond = d.clauses.iter().find_map(|c| match c {
        Clause::If(v) => Some(*v),
        _ => None,
    });
    let one = ed.i32c(1);
    match cond {
        None => {
            ed.call(fork, &[loc, one, task_addr, ctx]);
        }
        Some(c) => {
            // §2.5.1: if(false) runs the region on a team of one thread.
            let yes = ed.block_after(ed.blk);
            let no = ed.block_after(yes);
            let c = ed.truth(c);
            ed.condbr(c, yes, &[], no, &[]);
            ed.at_end(yes);
            ed.call(fork, &[loc, one, task_addr, ctx]);
            ed.br(cont, &[]);
            ed.at_end(no);
            call_loc_gtid(&mut ed, "__kmpc_serialized_parallel", loc, g);
            let gslot = ed.entry_alloca(i32t);
            ed.store(g, gslot);
            let zero = ed.i32c(0);
            let bslot = ed.entry_alloca(i32t);
            ed.store(zero, bslot);
            ed.call(task, &[gslot, bslot, ctx]);
            call_loc_gtid(&mut ed, "__kmpc_end_serialized_parallel", loc, g);
        }
    }
    ed.br(cont, &[]);

    // ---- the microtask ----
    let mut tb = Body::default();
    let e0 = tb.new_block();
    tb.attach_block(Body::BODY_REGION, e0);
    let gtid_p = tb.add_block_param(e0, ptr);
    tb.add_block_param(e0, ptr);
    let ctx_p = tb.add_block_param(e0, ptr);
    let mut vmap: HashMap<Value, Value> = HashMap::new();
    let mut ted = Ed::new(m, &mut tb, e0, 0, loc_src);
    for (k, &v) in caps.iter().enumerate() {
        let sp = ted.ptradd(ctx_p, 8 * k as i128);
        let slot = ted.load(ptr, sp);
        let mut val = ted.load(tys[k], slot);
        // A shared scalar the region only reads: its own slot, which no store of the region
        // may change (readonly_shared.rs), so LLVM keeps it in a register.
        if let Some(&ty) = copies.get(&v) {
            let x = ted.load(ty, val);
            val = ted.entry_alloca(ty);
            ted.store(x, val);
        }
        vmap.insert(v, val);
    }
    let entry = clone_region(body, r, &mut tb, Body::BODY_REGION, &mut vmap);
    tb.import_vars(body, &vmap);
    discard_region(body, r);
    let blocks = tb.region(Body::BODY_REGION).blocks.clone();
    let exit = tb.new_block();
    tb.attach_block(Body::BODY_REGION, exit);
    for (_, t) in blocks_ending_in_yield(&tb, &blocks) {
        tb.insts[t.index()].kind = InstKind::Br(BlockCall::new(exit, &[]));
    }
    // Private copies in the microtask's frame, then the region, then the reductions.
    let mut clauses = d.clauses.clone();
    for c in &mut clauses {
        c.visit_operands_mut(&mut |v| {
            if let Some(n) = vmap.get(v) {
                *v = *n;
            }
        });
    }
    // Tasks of the region with a reduction (decision 75; not those of called procedures).
    let reducing_tasks = tb.insts.iter().any(|i| match &i.kind {
        InstKind::Directive(t) => {
            matches!(t.kind, DirectiveKind::Omp(OmpOp::Task { .. }))
                && t.clauses.iter().any(|c| matches!(c, Clause::Reduction(..)))
        }
        _ => false,
    });
    let mut ted = Ed::new(m, &mut tb, e0, 0, loc_src);
    ted.at_end(e0);
    let privates = privatize(&mut ted, &clauses);
    ted.br(entry, &[]);
    // The region's code uses the copies; the microtask's entry (which loads the captured
    // values and initialises the copies) keeps the originals.
    let region_blocks: Vec<Block> = blocks.iter().copied().filter(|&b| b != e0).collect();
    substitute_blocks(&mut tb, &region_blocks, &privates);
    if reducing_tasks {
        tasks_reduce_into_originals(&mut tb, &region_blocks, &privates);
    }
    let mut ted = Ed::new(m, &mut tb, exit, 0, loc_src);
    ted.at_end(exit);
    if !privates.reductions.is_empty() || !privates.arrays.is_empty() {
        let tloc = ident(&mut ted, &name);
        let i32t = ted.m.i32();
        let g = ted.load(i32t, gtid_p);
        combine_reductions(&mut ted, tloc, g, &privates);
    }
    free_allocated(&mut ted, &privates);
    ted.ins(InstKind::Ret(None), None);
    m.funcs[task.index()].body = Some(tb);
}

/// `__kmpc_push_num_teams(loc, gtid, num_teams, thread_limit)` before `__kmpc_fork_teams`,
/// when the construct bounds either (0 leaves libomp's default: `OMP_NUM_TEAMS`,
/// `OMP_TEAMS_THREAD_LIMIT`, else one team per core).
fn push_num_teams(ed: &mut Ed, loc: Value, g: Value, clauses: &[Clause]) {
    let mut teams = None;
    let mut limit = None;
    for c in clauses {
        match c {
            Clause::NumTeams(v) => teams = Some(*v),
            Clause::ThreadLimit(v) => limit = Some(*v),
            _ => {}
        }
    }
    if teams.is_none() && limit.is_none() {
        return;
    }
    let (ptr, i32t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
    let arg = |ed: &mut Ed, v: Option<Value>| match v {
        Some(v) => ed.int_to(v, 32),
        None => ed.i32c(0),
    };
    let n = arg(ed, teams);
    let t = arg(ed, limit);
    let f = kmpc(ed, "__kmpc_push_num_teams", &[ptr, i32t, i32t, i32t], void);
    ed.call(f, &[loc, g, n, t]);
}

// ---- worksharing loop ------------------------------------------------------------------------

/// libomp's `sched_type` values (kmp.h).
fn sched_type(kind: ScheduleKind, chunked: bool) -> i128 {
    match kind {
        ScheduleKind::Static if chunked => 33,
        ScheduleKind::Static => 34,
        ScheduleKind::Dynamic => 35,
        ScheduleKind::Guided => 36,
        ScheduleKind::Runtime => 37,
        ScheduleKind::Auto => 38,
    }
}

fn worksharing_loop(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let d = dir(body, op).clone();
    let DirectiveKind::Omp(OmpOp::Loop { dims }) = &d.kind else {
        return;
    };
    let r = d.region.expect("loop region");
    let (schedule, chunk) = d
        .clauses
        .iter()
        .find_map(|c| match c {
            Clause::Schedule(k, ch) => Some((*k, *ch)),
            _ => None,
        })
        .unwrap_or((ScheduleKind::Static, None));
    // A distribute loop (OpenMP 5.0 §2.9.4): alone, the initial thread of each team runs its
    // share of the league's iterations (libomp's distribute schedules), with no barrier at
    // its end; in `distribute parallel for` every thread of the team's parallel region takes
    // its share of the team's iterations.
    let dist = d.clauses.iter().find_map(|c| match c {
        Clause::DistSchedule(ch) => Some(*ch),
        _ => None,
    });
    let dist_parallel = dist.is_some() && d.clauses.contains(&Clause::DistParallel);
    let dist_alone = dist.filter(|_| !dist_parallel);
    let (schedule, chunk) = match dist_alone {
        Some(ch) => (ScheduleKind::Static, ch),
        None => (schedule, chunk),
    };
    let nowait = d.clauses.contains(&Clause::NoWait) || dist_alone.is_some();
    // §2.7.1 ordered: libomp's ordered schedules (kmp.h `kmp_ord_*`, the unordered kind +
    // 32) go through the dispatcher, which also needs each iteration's end.
    let ordered = d.clauses.contains(&Clause::Ordered);
    if ordered {
        super::task::end_each_iteration(m, body, r, owner);
    }
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    let privates = privatize(&mut ed, &d.clauses);
    substitute(ed.b, r, &privates);
    let conditional = super::conditional::begin(&mut ed, loc, g, &privates.conditional, owner);
    // A variable both firstprivate and lastprivate: no thread may copy out the last value
    // before every thread has read the original (gcc and clang put a barrier here too).
    let first: Vec<Value> = d
        .clauses
        .iter()
        .filter_map(|c| match c {
            Clause::FirstPrivate(vs) => Some(vs.iter().map(|v| v.var)),
            _ => None,
        })
        .flatten()
        .collect();
    if privates
        .lastprivate
        .iter()
        .any(|(v, _)| first.contains(&v.var))
    {
        call_loc_gtid(&mut ed, "__kmpc_barrier", loc, g);
    }
    let (ptr, i32t, i64t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.i64(), ed.m.void());
    // The flattened iteration space 0..total (§2.7.1: collapse associates the loops).
    let FlatSpace {
        trips,
        lows,
        steps,
        total,
    } = flat_space(&mut ed, dims);
    if let Some(c) = &conditional {
        super::conditional::mark_stores(&mut ed, r, c, &lows, &steps, &trips);
    }
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let last = ed.entry_alloca(i32t);
    let lb = ed.entry_alloca(i64t);
    let ub = ed.entry_alloca(i64t);
    let st = ed.entry_alloca(i64t);
    let z32 = ed.i32c(0);
    ed.store(z32, last);
    let dist_last = ed.entry_alloca(i32t);
    ed.store(z32, dist_last);
    let after = ed.block_after(ed.blk);
    let any = ed.icmp(IntCC::Sgt, total, zero);
    let work = ed.block_after(ed.blk);
    ed.condbr(any, work, &[], after, &[]);
    ed.at_end(work);
    let top = ed.bin(BinOp::Sub, total, one);
    let chunk_v = match chunk {
        Some(c) => ed.cast(CastOp::SExt, c, i64t),
        None => one,
    };
    let sched = match dist_alone {
        // kmp_distribute_static_chunked, kmp_distribute_static (kmp.h)
        Some(ch) => ed.i32c(if ch.is_some() { 91 } else { 92 }),
        None => ed.i32c(sched_type(schedule, chunk.is_some()) + if ordered { 32 } else { 0 }),
    };
    let static_ = schedule == ScheduleKind::Static && !ordered;
    // `distribute parallel for` with `dist_schedule(static)` and a static schedule: libomp
    // splits the team's part among its threads in one call, as clang has it. Otherwise the
    // team's chunks (`team_chunks`) each go to the worksharing loop below.
    let dist_for = dist_parallel && dist == Some(None) && static_;
    let (range_lo, limit, exit) = if dist_parallel && !dist_for {
        team_chunks(&mut ed, loc, g, dist.flatten(), top, after)
    } else {
        (zero, top, after)
    };
    ed.store(range_lo, lb);
    ed.store(limit, ub);
    ed.store(one, st);
    // The chunk loop: `head` asks for the next chunk [lo, hi] (inclusive), `next` after it.
    let head = ed.block_after(ed.blk);
    let got = ed.block_after(head);
    let next = ed.block_after(got);
    let done = ed.block_after(next);
    let mut limit = limit;
    if static_ {
        if dist_for {
            let upper_d = ed.entry_alloca(i64t);
            let init = kmpc(
                &mut ed,
                "__kmpc_dist_for_static_init_8",
                &[ptr, i32t, i32t, ptr, ptr, ptr, ptr, ptr, i64t, i64t],
                void,
            );
            ed.call(
                init,
                &[loc, g, sched, last, lb, ub, upper_d, st, one, chunk_v],
            );
            // This thread's chunks lie in its team's part [.., upper_d].
            let team_top = ed.load(i64t, upper_d);
            let over = ed.icmp(IntCC::Sgt, team_top, top);
            limit = ed.select(over, top, team_top);
        } else {
            let init = kmpc(
                &mut ed,
                "__kmpc_for_static_init_8",
                &[ptr, i32t, i32t, ptr, ptr, ptr, ptr, i64t, i64t],
                void,
            );
            if dist_alone.is_some() {
                // An orphaned distribute reached outside any teams region (gcc and clang
                // accept the construct) runs in a league of one team: every iteration here;
                // libomp's distribute schedule has no league to divide then.
                let f = kmpc(&mut ed, "omp_get_num_teams", &[], i32t);
                let n = ed.call(f, &[]).expect("i32 result");
                let one32 = ed.i32c(1);
                let alone = ed.icmp(IntCC::Eq, n, one32);
                let solo = ed.block_after(ed.blk);
                let shared = ed.block_after(solo);
                ed.condbr(alone, solo, &[], shared, &[]);
                ed.at_end(solo);
                ed.store(total, st);
                ed.br(head, &[]);
                ed.at_end(shared);
            }
            ed.call(init, &[loc, g, sched, last, lb, ub, st, one, chunk_v]);
        }
        ed.br(head, &[]);
        // Static chunks: this thread's first chunk is [lb, ub], the next ones st further.
        ed.at_end(head);
        let lo = ed.load(i64t, lb);
        let c = ed.icmp(IntCC::Sle, lo, limit);
        ed.condbr(c, got, &[], done, &[]);
        ed.at_end(next);
        if dist_for && chunk.is_none() {
            // One chunk per thread (libomp's stride past it is not the team's: with one
            // team it gave the last iteration again).
            ed.br(done, &[]);
        } else {
            let s = ed.load(i64t, st);
            let lo = ed.load(i64t, lb);
            let hi = ed.load(i64t, ub);
            let lo2 = ed.bin(BinOp::Add, lo, s);
            let hi2 = ed.bin(BinOp::Add, hi, s);
            ed.store(lo2, lb);
            ed.store(hi2, ub);
            ed.br(head, &[]);
        }
        ed.at_end(done);
        call_loc_gtid(&mut ed, "__kmpc_for_static_fini", loc, g);
        ed.br(exit, &[]);
    } else {
        let init = kmpc(
            &mut ed,
            "__kmpc_dispatch_init_8",
            &[ptr, i32t, i32t, i64t, i64t, i64t, i64t],
            void,
        );
        ed.call(init, &[loc, g, sched, range_lo, limit, one, chunk_v]);
        ed.br(head, &[]);
        ed.at_end(head);
        let nextf = kmpc(
            &mut ed,
            "__kmpc_dispatch_next_8",
            &[ptr, i32t, ptr, ptr, ptr, ptr],
            i32t,
        );
        let more = ed.call(nextf, &[loc, g, last, lb, ub, st]).expect("i32");
        let c = ed.icmp(IntCC::Ne, more, z32);
        ed.condbr(c, got, &[], done, &[]);
        ed.at_end(next);
        ed.br(head, &[]);
        ed.at_end(done);
        ed.br(exit, &[]);
    }
    // One chunk: iterations lo ..= min(hi, limit) of the flattened space.
    ed.at_end(got);
    let lo = ed.load(i64t, lb);
    let hi = ed.load(i64t, ub);
    let over = ed.icmp(IntCC::Sgt, hi, limit);
    let hi = ed.select(over, limit, hi);
    if dist.is_some() {
        // The league's last iteration (libomp's flag is the team's or the chunk's).
        let at_top = ed.icmp(IntCC::Eq, hi, top);
        let was = ed.load(i32t, dist_last);
        let one32 = ed.i32c(1);
        let now = ed.select(at_top, one32, was);
        ed.store(now, dist_last);
    }
    let end = ed.bin(BinOp::Add, hi, one);
    collapsed_nest(&mut ed, dims, r, next, &trips, &lows, &steps, lo, end);
    // After the loop: lastprivate (§2.15.3.5), reductions, the barrier (§2.7.1).
    ed.at_end(after);
    if !privates.lastprivate.is_empty() {
        let is_last = ed.load(i32t, if dist.is_some() { dist_last } else { last });
        let c = ed.icmp(IntCC::Ne, is_last, z32);
        let copy = ed.block_after(ed.blk);
        let rest = ed.block_after(copy);
        ed.condbr(c, copy, &[], rest, &[]);
        ed.at_end(copy);
        for (v, p) in &privates.lastprivate {
            let val = ed.load(v.ty, *p);
            ed.store(val, v.var);
        }
        ed.br(rest, &[]);
        ed.at_end(rest);
    }
    combine_reductions(&mut ed, loc, g, &privates);
    free_allocated(&mut ed, &privates);
    match &conditional {
        // (Its own barrier ends the loop.)
        Some(c) => super::conditional::end(&mut ed, loc, g, c),
        None if !nowait => call_loc_gtid(&mut ed, "__kmpc_barrier", loc, g),
        None => {}
    }
    ed.br(cont, &[]);
}

/// The loop over the chunks of the league's iterations `0..=top` that the calling thread's
/// team gets (`dist_schedule(static[, chunk])`, 5.0 §2.9.4.1; libomp's distribute schedules
/// answer the same chunks in every thread of the team's parallel region): emits its head at
/// the cursor and leaves the cursor in its body, returning the body's first and last
/// iteration and the block the body ends in (which goes on to the team's next chunk); the
/// loop leaves for `after`.
fn team_chunks(
    ed: &mut Ed,
    loc: Value,
    g: Value,
    chunk: Option<Value>,
    top: Value,
    after: Block,
) -> (Value, Value, Block) {
    let (ptr, i32t, i64t, void) = (ed.m.ptr(), ed.m.i32(), ed.m.i64(), ed.m.void());
    let (zero, one) = (ed.i64c(0), ed.i64c(1));
    let last = ed.entry_alloca(i32t);
    let lb = ed.entry_alloca(i64t);
    let ub = ed.entry_alloca(i64t);
    let st = ed.entry_alloca(i64t);
    ed.store(zero, lb);
    ed.store(top, ub);
    ed.store(one, st);
    let sched = ed.i32c(if chunk.is_some() { 91 } else { 92 });
    let chunk = match chunk {
        Some(c) => ed.int_to(c, 64),
        None => one,
    };
    let init = kmpc(
        ed,
        "__kmpc_for_static_init_8",
        &[ptr, i32t, i32t, ptr, ptr, ptr, ptr, i64t, i64t],
        void,
    );
    ed.call(init, &[loc, g, sched, last, lb, ub, st, one, chunk]);
    let head = ed.block_after(ed.blk);
    let body = ed.block_after(head);
    let next = ed.block_after(body);
    let done = ed.block_after(next);
    ed.br(head, &[]);
    ed.at_end(head);
    let lo = ed.load(i64t, lb);
    let c = ed.icmp(IntCC::Sle, lo, top);
    ed.condbr(c, body, &[], done, &[]);
    ed.at_end(next);
    let s = ed.load(i64t, st);
    let lo2 = ed.load(i64t, lb);
    let hi2 = ed.load(i64t, ub);
    let lo2 = ed.bin(BinOp::Add, lo2, s);
    let hi2 = ed.bin(BinOp::Add, hi2, s);
    ed.store(lo2, lb);
    ed.store(hi2, ub);
    ed.br(head, &[]);
    ed.at_end(done);
    call_loc_gtid(ed, "__kmpc_for_static_fini", loc, g);
    ed.br(after, &[]);
    ed.at_end(body);
    let hi = ed.load(i64t, ub);
    let over = ed.icmp(IntCC::Sgt, hi, top);
    let hi = ed.select(over, top, hi);
    (lo, hi, next)
}

// ---- the other constructs ----------------------------------------------------------------------

fn standalone(m: &mut Module, body: &mut Body, op: Inst, owner: &str, name: &str) {
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    if name == "__kmpc_omp_taskwait" {
        call_loc_gtid_i32(&mut ed, name, loc, g);
    } else {
        call_loc_gtid(&mut ed, name, loc, g);
    }
    ed.br(cont, &[]);
}

fn flush(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let (p, void) = (ed.m.ptr(), ed.m.void());
    let f = kmpc(&mut ed, "__kmpc_flush", &[p], void);
    ed.call(f, &[loc]);
    ed.br(cont, &[]);
}

/// `single`: the thread that gets `__kmpc_single` runs the region; a barrier follows unless
/// `nowait` (§2.7.3).
fn single(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let d = dir(body, op).clone();
    let r = d.region.expect("single region");
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    let privates = privatize(&mut ed, &d.clauses);
    substitute(ed.b, r, &privates);
    let won = call_loc_gtid_i32(&mut ed, "__kmpc_single", loc, g);
    let z = ed.i32c(0);
    let c = ed.icmp(IntCC::Ne, won, z);
    let run = ed.block_after(ed.blk);
    let end = ed.block_after(run);
    let after = ed.block_after(end);
    let copyprivate: Vec<VarRef> = d
        .clauses
        .iter()
        .filter_map(|c| match c {
            Clause::CopyPrivate(vs) => Some(vs.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let i32t = ed.m.i32();
    let didit = ed.entry_alloca(i32t);
    ed.store(z, didit);
    ed.condbr(c, run, &[], after, &[]);
    ed.at_end(run);
    inline_region(&mut ed, r, end);
    ed.at_end(end);
    call_loc_gtid(&mut ed, "__kmpc_end_single", loc, g);
    let one = ed.i32c(1);
    ed.store(one, didit);
    ed.br(after, &[]);
    ed.at_end(after);
    if !copyprivate.is_empty() {
        super::task::copyprivate(&mut ed, loc, g, &copyprivate, didit, owner);
    }
    free_allocated(&mut ed, &privates);
    if !d.clauses.contains(&Clause::NoWait) {
        call_loc_gtid(&mut ed, "__kmpc_barrier", loc, g);
    }
    ed.br(cont, &[]);
}

/// `master`: the primary thread runs the region; no barrier (§2.13.1).
fn master(m: &mut Module, body: &mut Body, op: Inst, owner: &str) {
    let r = dir(body, op).region.expect("master region");
    let (mut ed, cont) = open_site(m, body, op);
    let loc = ident(&mut ed, owner);
    let g = gtid(&mut ed, loc);
    let mine = call_loc_gtid_i32(&mut ed, "__kmpc_master", loc, g);
    let z = ed.i32c(0);
    let c = ed.icmp(IntCC::Ne, mine, z);
    let run = ed.block_after(ed.blk);
    let end = ed.block_after(run);
    ed.condbr(c, run, &[], cont, &[]);
    ed.at_end(run);
    inline_region(&mut ed, r, end);
    ed.at_end(end);
    call_loc_gtid(&mut ed, "__kmpc_end_master", loc, g);
    ed.br(cont, &[]);
}
