//! OpenMP host constructs to OIR's `omp.*` operations (docs/oir.md "OpenMP operations"), the
//! part that knows no host language, used by the C and Fortran front ends through their
//! [`Host`] implementation (as [`crate::lower`] is for OpenACC): the split of a combined
//! `parallel` construct's clauses, the OIR clauses of the data-sharing, reduction and
//! schedule clauses, the privatization of the stack slots a region's code made, and the
//! shapes of regions, `masked filter` and `sections`.

use std::collections::HashSet;

use oxacc_directives::omp::{DependKind, OmpClauseKind as CK, OmpReductionOp, ScheduleKind as SK};
use oxacc_oir::{
    BinOp, Clause, DirectiveKind, FuncId, FunctionBuilder, Inst, InstKind, IntCC, LoopDim, OmpOp,
    ScheduleKind, Value, VarRef,
};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;

/// The clauses the worksharing construct of a combined `parallel …` takes (4.5 §2.11);
/// the `parallel` keeps the others.
pub fn worksharing_side(k: CK) -> bool {
    matches!(
        k,
        CK::Private
            | CK::FirstPrivate
            | CK::LastPrivate
            | CK::Reduction
            | CK::Schedule
            | CK::Collapse
            | CK::Nowait
            | CK::Ordered
            | CK::Linear
            | CK::Allocate
            | CK::CopyPrivate
            | CK::DistSchedule
    )
}

/// OIR's schedule kind of `schedule(kind)` (4.5 §2.7.1).
pub fn schedule_kind(k: SK) -> ScheduleKind {
    match k {
        SK::Static => ScheduleKind::Static,
        SK::Dynamic => ScheduleKind::Dynamic,
        SK::Guided => ScheduleKind::Guided,
        SK::Auto => ScheduleKind::Auto,
        SK::Runtime => ScheduleKind::Runtime,
    }
}

/// OIR's dependence type of `depend(kind: …)` on a task (4.5 §2.13.9; 5.0's
/// `mutexinoutset`, `depobj`); `source` and `sink` are not task dependences.
pub fn depend_kind(k: DependKind) -> oxacc_oir::DependKind {
    use oxacc_oir::DependKind as D;
    match k {
        DependKind::In => D::In,
        DependKind::Out => D::Out,
        DependKind::Mutexinoutset => D::MutexInOutSet,
        DependKind::Depobj => D::Depobj,
        _ => D::InOut,
    }
}

/// The OpenACC operator with the same meaning (4.5 §2.15.3.6: `-` combines partial results
/// by addition).
pub fn reduction_op(op: OmpReductionOp) -> oxacc_directives::ReductionOp {
    use oxacc_directives::ReductionOp as R;
    use OmpReductionOp as O;
    match op {
        O::Add | O::Sub => R::Add,
        O::Mul => R::Mul,
        O::BitAnd => R::BitAnd,
        O::BitOr => R::BitOr,
        O::BitXor => R::BitXor,
        O::LogAnd => R::LogAnd,
        O::LogOr => R::LogOr,
        O::Eqv => R::Eqv,
        O::Neqv => R::Neqv,
        O::Max => R::Max,
        O::Min => R::Min,
    }
}

/// The OIR clause of a clause that lists variables only (`private`, `firstprivate`,
/// `lastprivate`, `copyprivate`); `None` for the other kinds.
pub fn var_clause<'m, H: Host<'m>>(h: &mut H, kind: CK, vars: &[H::Var]) -> Option<Clause> {
    let wrap: fn(Vec<VarRef>) -> Clause = match kind {
        CK::Private => Clause::Private,
        CK::FirstPrivate => Clause::FirstPrivate,
        CK::LastPrivate => Clause::LastPrivate,
        CK::CopyPrivate => Clause::CopyPrivate,
        CK::Detach => Clause::Detach,
        _ => return None,
    };
    Some(wrap(vars.iter().map(|v| h.var_ref(v)).collect()))
}

/// `reduction(op: vars)`: one OIR clause per variable, its operator chosen by the class of
/// its elements (the shared table); an operator the type does not take is reported at the
/// variable (`span_of`).
pub fn reduction_clauses<'m, H: Host<'m>>(
    h: &mut H,
    op: OmpReductionOp,
    vars: &[H::Var],
    span_of: impl Fn(&H::Var) -> Span,
    out: &mut Vec<Clause>,
) {
    for v in vars {
        let class = h.var_class(v);
        match crate::vocab::reduction_op(reduction_op(op), class) {
            Ok(rop) => {
                let vr = h.reduction_ref(v);
                out.push(Clause::Reduction(rop, vec![vr]));
            }
            Err(_) => {
                let message = format!(
                    "the reduction operator is not valid for the type of '{}' (OpenMP 4.5 §2.15.3.6)",
                    H::var_name(v)
                );
                h.unsupported(span_of(v), message)
            }
        }
    }
}

/// The logical number `k` (from 0, OpenMP 4.5 §2.7.1) of the iteration of a loop nest of
/// signed integer dimensions `dims` (upper bounds exclusive in the step's direction, as
/// [`crate::lower::loop_dim`] makes them) whose induction values are `ivs`, in type `to`:
/// `k = Σ idx_j · Π_{i>j} trip_i`, `idx_j = (iv_j - lower_j) / step_j`.
pub fn logical_iteration(
    b: &mut FunctionBuilder,
    dims: &[LoopDim],
    ivs: &[Value],
    to: oxacc_oir::TypeId,
) -> Option<Value> {
    let mut k: Option<Value> = None;
    for (d, &iv) in dims.iter().zip(ivs) {
        let off = b.binary(BinOp::Sub, iv, d.lower);
        let idx = b.binary(BinOp::SDiv, off, d.step);
        let idx = sext_or_trunc(b, idx, to);
        k = Some(match k {
            None => idx,
            Some(prev) => {
                let trip = trip_count(b, d, to);
                let scaled = b.binary(BinOp::Mul, prev, trip);
                b.binary(BinOp::Add, scaled, idx)
            }
        });
    }
    k
}

/// Whether induction values `ivs` are the sequentially last iteration of a loop nest of
/// dimensions `dims` (upper bounds exclusive in the step's direction): each value plus its
/// step reaches its bound (an `i1`; `lastprivate`, 4.5 §2.15.3.5).
pub fn is_last_iteration(b: &mut FunctionBuilder, dims: &[LoopDim], ivs: &[Value]) -> Value {
    let bool_t = b.module.i1();
    let mut last = b.iconst(bool_t, 1);
    for (d, &iv) in dims.iter().zip(ivs) {
        let ty = b.value_type(d.step);
        let zero = b.iconst(ty, 0);
        let up = b.icmp(IntCC::Sgt, d.step, zero);
        let next = b.binary(BinOp::Add, iv, d.step);
        let past_up = b.icmp(IntCC::Sge, next, d.upper);
        let past_down = b.icmp(IntCC::Sle, next, d.upper);
        let past = b.select(up, past_up, past_down);
        last = b.binary(BinOp::And, last, past);
    }
    last
}

/// `lastprivate` and `linear` (4.5 §2.15.3.5, §2.15.3.7) of a loop in a target region, at
/// the end of an iteration: `store` copies the private values out in the iteration `ivs`
/// that is sequentially last in the whole loop `whole`. `whole` is the loop's dimensions
/// before a thread's share was taken ([`crate::lower::thread_share`]): with the share's,
/// every thread's last iteration would look last (decision 47), where one thread must store.
/// The C and Fortran front ends both lower the copy-out through this.
pub fn store_in_last_iteration<'m, H: Host<'m>>(
    h: &mut H,
    whole: &[LoopDim],
    ivs: &[Value],
    store: impl FnOnce(&mut H),
) {
    if !h.is_open() {
        return;
    }
    let b = h.builder();
    let last = is_last_iteration(b, whole, ivs);
    let (out, done) = (b.create_block(), b.create_block());
    b.cond_br(last, out, &[], done, &[]);
    b.switch_to_block(out);
    store(h);
    if h.is_open() {
        h.builder().br(done, &[]);
    }
    h.builder().switch_to_block(done);
}

/// The iteration count of loop dimension `d` (upper bound exclusive in the step's direction,
/// as [`crate::lower::loop_dim`] makes it), at least 0, in type `to`: `(upper - lower + step
/// - sign(step)) / step`.
pub fn trip_count(b: &mut FunctionBuilder, d: &LoopDim, to: oxacc_oir::TypeId) -> Value {
    let ty = b.value_type(d.step);
    let zero = b.iconst(ty, 0);
    let up = b.icmp(IntCC::Sgt, d.step, zero);
    let one = b.iconst(ty, 1);
    let minus = b.iconst(ty, -1);
    let sign = b.select(up, one, minus);
    let span = b.binary(BinOp::Sub, d.upper, d.lower);
    let span = b.binary(BinOp::Add, span, d.step);
    let span = b.binary(BinOp::Sub, span, sign);
    let trip = b.binary(BinOp::SDiv, span, d.step);
    let trip = sext_or_trunc(b, trip, to);
    let zero = b.iconst(to, 0);
    let neg = b.icmp(IntCC::Slt, trip, zero);
    b.select(neg, zero, trip)
}

pub(crate) fn sext_or_trunc(b: &mut FunctionBuilder, v: Value, to: oxacc_oir::TypeId) -> Value {
    let from = b.value_type(v);
    let (fs, ts) = (b.module.types.size_of(from), b.module.types.size_of(to));
    match fs.cmp(&ts) {
        std::cmp::Ordering::Equal => v,
        std::cmp::Ordering::Less => b.cast(oxacc_oir::CastOp::SExt, v, to),
        std::cmp::Ordering::Greater => b.cast(oxacc_oir::CastOp::Trunc, v, to),
    }
}

/// The stack slots of the function's entry block.
pub fn entry_slots(b: &FunctionBuilder) -> HashSet<Value> {
    let body = &b.body;
    let Some(e) = body.entry_block() else {
        return HashSet::new();
    };
    body.block(e)
        .insts
        .iter()
        .filter(|&&i| matches!(body.inst(i).kind, InstKind::Alloca { count: None, .. }))
        .filter_map(|&i| body.inst(i).result)
        .collect()
}

/// The entry-block slots made since `before`, as clause variables named by `name` (`.tmp`
/// for a slot it does not name).
pub fn new_entry_slots(
    b: &FunctionBuilder,
    before: &HashSet<Value>,
    name: impl Fn(Value) -> Option<SmolStr>,
) -> Vec<VarRef> {
    let body = &b.body;
    let Some(e) = body.entry_block() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &i in &body.block(e).insts {
        let data = body.inst(i);
        let (
            InstKind::Alloca {
                ty, count: None, ..
            },
            Some(v),
        ) = (&data.kind, data.result)
        else {
            continue;
        };
        if before.contains(&v) {
            continue;
        }
        out.push(VarRef {
            var: v,
            name: name(v).unwrap_or_else(|| SmolStr::new_static(".tmp")),
            ty: *ty,
            bounds: Vec::new(),
        });
    }
    out
}

/// Adds `private(slots)` to the operation `op` (4.5 §2.15.1.1: the slots a region's code
/// made live in the function's entry block, outside the region, so each thread or task
/// needs its own).
pub fn privatize(b: &mut FunctionBuilder, op: Inst, slots: Vec<VarRef>) {
    if slots.is_empty() {
        return;
    }
    if let InstKind::Directive(d) = &mut b.body.insts[op.index()].kind {
        d.clauses.push(Clause::Private(slots));
    }
}

/// An `omp.*` operation whose region `body` lowers ([`crate::lower::directive_region`]).
pub fn region<'m, H: Host<'m>>(
    h: &mut H,
    op: OmpOp,
    clauses: Vec<Clause>,
    span: Span,
    body: impl FnOnce(&mut H),
) -> Option<Inst> {
    crate::lower::directive_region(h, DirectiveKind::Omp(op), clauses, span, body)
}

/// A target construct with `in_reduction` (5.0 §2.19.5.6; `omp_device::in_reduction_target`):
/// its compute construct reduces into the item's device copy, whose value the item's tofrom
/// map brings back over the host's at the end, so the whole construct holds the lock the
/// tasks of the taskgroup combine their copies under (omp-lower's `.omp.reduction`, which
/// they take only as each ends): a task finishing meanwhile waits and then adds to the value
/// the target construct left, instead of being overwritten by it.
pub fn task_reduction_bracket<'m, H: Host<'m>>(h: &mut H, span: Span, body: impl FnOnce(&mut H)) {
    region(
        h,
        OmpOp::Critical(Some(".omp.reduction".into())),
        Vec::new(),
        span,
        body,
    );
}

/// `masked filter(n)` (5.1 §2.8): the thread numbered `want` (an `i32`) runs `body`, no
/// barrier. `thread_num` is the host's `omp_get_thread_num`.
pub fn masked_filter<'m, H: Host<'m>>(
    h: &mut H,
    thread_num: FuncId,
    want: Value,
    body: impl FnOnce(&mut H),
) {
    let b = h.builder();
    let Some(me) = b.call(thread_num, &[]) else {
        return;
    };
    let run = b.create_block();
    let done = b.create_block();
    let mine = b.icmp(IntCC::Eq, me, want);
    b.cond_br(mine, run, &[], done, &[]);
    b.switch_to_block(run);
    body(h);
    h.enter_block(done);
}

/// `sections` (4.5 §2.7.2): an `omp.loop` over the section numbers `0 ≤ k < count`, handed
/// out one at a time (`schedule(dynamic, 1)` replaces any schedule in `clauses`), whose body
/// runs section `k` (lowered by `section`).
pub fn sections<'m, H: Host<'m>>(
    h: &mut H,
    count: usize,
    mut clauses: Vec<Clause>,
    span: Span,
    mut section: impl FnMut(&mut H, usize),
) {
    let b = h.builder();
    clauses.retain(|cl| !matches!(cl, Clause::Schedule(..)));
    let i32t = b.module.i32();
    let one = b.iconst(i32t, 1);
    clauses.push(Clause::Schedule(ScheduleKind::Dynamic, Some(one)));
    let lower = b.iconst(i32t, 0);
    let upper = b.iconst(i32t, count as i128);
    let step = b.iconst(i32t, 1);
    h.set_span(span);
    let b = h.builder();
    let (_, entry) = b.directive(
        DirectiveKind::Omp(OmpOp::Loop {
            dims: vec![LoopDim { lower, upper, step }],
        }),
        clauses,
    );
    let Some(entry) = entry else { return };
    let outer = b.current_block();
    let iv = b.add_block_param(entry, i32t);
    b.switch_to_block(entry);
    let done = b.create_block();
    for k in 0..count {
        let b = h.builder();
        let this = b.create_block();
        let next = b.create_block();
        let kv = b.iconst(i32t, k as i128);
        let is = b.icmp(IntCC::Eq, iv, kv);
        b.cond_br(is, this, &[], next, &[]);
        b.switch_to_block(this);
        section(h, k);
        if h.is_open() {
            h.builder().br(done, &[]);
        }
        h.builder().switch_to_block(next);
    }
    h.enter_block(done);
    h.set_span(span);
    h.builder().yield_(&[]);
    if let Some(o) = outer {
        h.builder().switch_to_block(o);
    }
}

/// A device construct with `device(n)` (4.5 §2.10.1–§2.10.5): `n` (an `i32`) is the current
/// device while `body` lowers the construct, the previous one afterwards, through libaccrt's
/// `__oxacc_omp_device_begin(n)` (which returns the previous device) and
/// `__oxacc_omp_device_end(previous)` (docs/abi.md).
pub fn device_bracket<'m, H: Host<'m>>(h: &mut H, n: Value, body: impl FnOnce(&mut H)) {
    let Some(saved) = device_begin(h, n) else {
        return;
    };
    body(h);
    if h.is_open() {
        device_end(h, saved);
    }
}

/// Makes `n` the current device; returns the previous one, for [`device_end`]. A
/// `target data device(n)` region gives it back where all its exits meet
/// ([`crate::lower::data_region_then`]): a jump out of the region skips a bracket's end.
pub fn device_begin<'m, H: Host<'m>>(h: &mut H, n: Value) -> Option<Value> {
    let m = &mut h.builder().module;
    let i32t = m.i32();
    let begin_sig = m.func_type(&[i32t], i32t, false);
    let begin = h.runtime_func("__oxacc_omp_device_begin", begin_sig);
    h.builder().call(begin, &[n])
}

/// Makes `saved` (from [`device_begin`]) the current device again.
pub fn device_end<'m, H: Host<'m>>(h: &mut H, saved: Value) {
    let m = &mut h.builder().module;
    let i32t = m.i32();
    let void = m.void();
    let end_sig = m.func_type(&[i32t], void, false);
    let end = h.runtime_func("__oxacc_omp_device_end", end_sig);
    h.builder().call(end, &[saved]);
}

/// A variable of a user-defined reduction (OpenMP 4.5 §2.16, §2.15.3.6): the original's
/// address and its OIR type.
pub struct UserReductionVar {
    pub orig: Value,
    pub ty: oxacc_oir::TypeId,
}

/// The callbacks of [`user_reduction`], in the host language: `init(h, k, priv, orig)` runs
/// the `initializer` of variable `k`'s reduction with `omp_priv` at `priv` and `omp_orig` at
/// `orig` and returns true, or returns false when the reduction has none; `combine(h, k,
/// out, in)` runs its combiner with `omp_out` at `out` and `omp_in` at `in`.
pub struct UserReductionCode<'a, H> {
    pub init: &'a mut dyn FnMut(&mut H, usize, Value, Value) -> bool,
    pub combine: &'a mut dyn FnMut(&mut H, usize, Value, Value),
}

/// A construct whose `reduction` clauses name user-defined reductions (4.5 §2.16), by the
/// spec's semantics rather than by an OIR clause (the combiner is host-language code): each
/// thread (or task) that runs the construct gets its own copy of every variable, initialised
/// by the initializer (or, without one, as an object of static storage: zero); `body` lowers
/// the construct with the copies (it receives their addresses and must make the construct's
/// code use them), and afterwards each copy is combined into the original by the combiner,
/// one thread at a time (the critical section `.oxacc.reduction.user`). `barrier`: the
/// construct ends with a barrier after the combination (a worksharing construct without
/// `nowait`, whose own end must then not wait), so that every thread sees the result.
pub fn user_reduction<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    code: UserReductionCode<'_, H>,
    barrier: bool,
    span: Span,
    body: impl FnOnce(&mut H, &[Value]),
) {
    reduce(h, vars, code, UdrEnd::Critical { barrier }, span, body)
}

/// [`user_reduction`] for a construct that one thread runs (a combined target loop construct
/// with a user-defined reduction, [`crate::omp_device::Translation::user_reductions`]): the
/// same copy and combination, in device code, with no critical section (no other thread
/// combines; device code has no locks of libomp's).
pub fn user_reduction_one_thread<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    code: UserReductionCode<'_, H>,
    span: Span,
    body: impl FnOnce(&mut H, &[Value]),
) {
    reduce(h, vars, code, UdrEnd::OneThread, span, body)
}

/// Initialises the copy at `copy` of variable `k` of a user-defined reduction by its
/// `initializer` (`init`, [`UserReductionCode::init`]), or, without one, as an object of
/// static storage duration would be: zero (4.5 §2.16).
pub(crate) fn init_user_copy<'m, H: Host<'m>>(
    h: &mut H,
    init: &mut dyn FnMut(&mut H, usize, Value, Value) -> bool,
    k: usize,
    v: &UserReductionVar,
    copy: Value,
) {
    if init(h, k, copy, v.orig) {
        return;
    }
    let b = h.builder();
    let size = b.module.types.size_of(v.ty);
    let (i8t, i64t) = (b.module.i8(), b.module.i64());
    let zero = b.iconst(i8t, 0);
    let len = b.iconst(i64t, i128::from(size));
    b.memset(copy, zero, len);
}

/// How the copies of a user-defined reduction are combined.
#[derive(Copy, Clone)]
enum UdrEnd {
    Critical { barrier: bool },
    OneThread,
}

fn reduce<'m, H: Host<'m>>(
    h: &mut H,
    vars: &[UserReductionVar],
    code: UserReductionCode<'_, H>,
    end: UdrEnd,
    span: Span,
    body: impl FnOnce(&mut H, &[Value]),
) {
    let mut copies = Vec::with_capacity(vars.len());
    for (k, v) in vars.iter().enumerate() {
        let copy = h.entry_alloca(v.ty);
        init_user_copy(h, code.init, k, v, copy);
        copies.push(copy);
    }
    body(h, &copies);
    if !h.is_open() {
        return;
    }
    h.set_span(span);
    let barrier = match end {
        UdrEnd::OneThread => {
            for (k, (v, &copy)) in vars.iter().zip(&copies).enumerate() {
                (code.combine)(h, k, v.orig, copy);
            }
            return;
        }
        UdrEnd::Critical { barrier } => barrier,
    };
    let name = SmolStr::new_static(".oxacc.reduction.user");
    let (_, entry) = h
        .builder()
        .directive(DirectiveKind::Omp(OmpOp::Critical(Some(name))), Vec::new());
    if let Some(entry) = entry {
        let outer = h.builder().current_block();
        h.builder().switch_to_block(entry);
        for (k, (v, &copy)) in vars.iter().zip(&copies).enumerate() {
            (code.combine)(h, k, v.orig, copy);
        }
        if h.is_open() {
            h.set_span(span);
            h.builder().yield_(&[]);
        }
        if let Some(o) = outer {
            h.builder().switch_to_block(o);
        }
    }
    if barrier {
        h.set_span(span);
        h.builder()
            .directive(DirectiveKind::Omp(OmpOp::Barrier), Vec::new());
    }
}

/// How many tasks a `taskloop` of `total` logical iterations makes (4.5 §2.9.2; all `i64`):
/// `num_tasks(n)` → `n`, `grainsize(g)` → `total / max(g, 1)`, neither → `10 ·
/// omp_get_num_threads()` (libomp's default); then at least one and at most `total`.
pub fn taskloop_count<'m, H: Host<'m>>(
    h: &mut H,
    total: Value,
    num_tasks: Option<Value>,
    grainsize: Option<Value>,
) -> Value {
    let i64t = h.builder().module.i64();
    let one = h.builder().iconst(i64t, 1);
    let wanted = if let Some(n) = num_tasks {
        n
    } else if let Some(g) = grainsize {
        let b = h.builder();
        let small = b.icmp(IntCC::Slt, g, one);
        let g = b.select(small, one, g);
        b.binary(BinOp::SDiv, total, g)
    } else {
        let m = &mut h.builder().module;
        let i32t = m.i32();
        let sig = m.func_type(&[], i32t, false);
        let f = h.runtime_func("omp_get_num_threads", sig);
        let b = h.builder();
        let n = match b.call(f, &[]) {
            Some(n) => b.cast(oxacc_oir::CastOp::SExt, n, i64t),
            None => one,
        };
        let ten = b.iconst(i64t, 10);
        b.binary(BinOp::Mul, n, ten)
    };
    let b = h.builder();
    let small = b.icmp(IntCC::Slt, wanted, one);
    let n = b.select(small, one, wanted);
    let over = b.icmp(IntCC::Sgt, n, total);
    b.select(over, total, n)
}

/// `taskloop` (4.5 §2.9.2): the encountering thread splits the `total` logical iterations
/// into `ntasks` chunks of consecutive iterations (chunk `k` of `q = total / ntasks`, `r =
/// total % ntasks` starts at `k·q + min(k, r)` and holds `q + (k < r)`, the split of libomp's
/// `__kmp_taskloop_linear`), inside a `taskgroup` unless `nogroup`. For each chunk its bounds
/// are stored in two `i64` slots and `task(h, lo_slot, hi_slot)` makes the task (which takes
/// the slots firstprivate; [`taskloop_chunk`] runs its iterations). `group_reductions`: the
/// construct's own `reduction` clauses (not `in_reduction`), which the taskgroup carries
/// as a `taskgroup task_reduction` would (5.0 §2.10.2: a taskloop's reduction is that of a
/// taskgroup around in_reduction tasks): its tasks reduce into the variable as the
/// encountering thread sees it, which omp-lower must not trade for a parallel
/// reduction's original (`tasks_reduce_into_originals`).
pub fn taskloop<'m, H: Host<'m>>(
    h: &mut H,
    total: Value,
    ntasks: Value,
    (group, group_reductions): (bool, Vec<Clause>),
    span: Span,
    mut task: impl FnMut(&mut H, Value, Value),
) {
    let i64t = h.builder().module.i64();
    let b = h.builder();
    let zero = b.iconst(i64t, 0);
    let one = b.iconst(i64t, 1);
    // (No iterations: no tasks, and a divisor of 1.)
    let none = b.icmp(IntCC::Slt, ntasks, one);
    let div = b.select(none, one, ntasks);
    let q = b.binary(BinOp::SDiv, total, div);
    let r = b.binary(BinOp::SRem, total, div);
    let mut outer = None;
    if group {
        h.set_span(span);
        let b = h.builder();
        let (_, entry) = b.directive(DirectiveKind::Omp(OmpOp::Taskgroup), group_reductions);
        if let Some(entry) = entry {
            outer = Some(b.current_block());
            b.switch_to_block(entry);
        }
    }
    let lo_slot = h.entry_alloca(i64t);
    let hi_slot = h.entry_alloca(i64t);
    let b = h.builder();
    let header = b.create_block();
    let k = b.add_block_param(header, i64t);
    let make = b.create_block();
    let done = b.create_block();
    b.br(header, &[zero]);
    b.switch_to_block(header);
    let more = b.icmp(IntCC::Slt, k, ntasks);
    b.cond_br(more, make, &[], done, &[]);
    b.switch_to_block(make);
    let start = b.binary(BinOp::Mul, k, q);
    let below = b.icmp(IntCC::Slt, k, r);
    let extra = b.select(below, k, r);
    let lo = b.binary(BinOp::Add, start, extra);
    let size = b.select(below, one, zero);
    let size = b.binary(BinOp::Add, q, size);
    let hi = b.binary(BinOp::Add, lo, size);
    b.store(lo, lo_slot);
    b.store(hi, hi_slot);
    task(h, lo_slot, hi_slot);
    let b = h.builder();
    let next = b.binary(BinOp::Add, k, one);
    b.br(header, &[next]);
    b.switch_to_block(done);
    if let Some(o) = outer {
        h.set_span(span);
        let b = h.builder();
        b.yield_(&[]);
        if let Some(o) = o {
            b.switch_to_block(o);
        }
    }
}

/// The iterations `lo ≤ j < hi` of one taskloop task, in order (`i64`, from the slots):
/// `body(h, j)` lowers iteration `j`.
pub fn taskloop_chunk<'m, H: Host<'m>>(
    h: &mut H,
    lo_slot: Value,
    hi_slot: Value,
    body: impl FnOnce(&mut H, Value),
) {
    let b = h.builder();
    let i64t = b.module.i64();
    let one = b.iconst(i64t, 1);
    let lo = b.load(i64t, lo_slot);
    let hi = b.load(i64t, hi_slot);
    let header = b.create_block();
    let j = b.add_block_param(header, i64t);
    let run = b.create_block();
    let done = b.create_block();
    b.br(header, &[lo]);
    b.switch_to_block(header);
    let more = b.icmp(IntCC::Slt, j, hi);
    b.cond_br(more, run, &[], done, &[]);
    b.switch_to_block(run);
    body(h, j);
    if h.is_open() {
        let b = h.builder();
        let next = b.binary(BinOp::Add, j, one);
        b.br(header, &[next]);
    }
    h.builder().switch_to_block(done);
}

/// The index of each loop (outermost first, `i64`, from 0) of logical iteration `j` of a
/// collapsed nest with these trip counts (the innermost digit varies fastest).
pub fn nest_indices(b: &mut FunctionBuilder, j: Value, trips: &[Value]) -> Vec<Value> {
    let mut out = vec![j; trips.len()];
    let mut rem = j;
    for k in (1..trips.len()).rev() {
        out[k] = b.binary(BinOp::SRem, rem, trips[k]);
        rem = b.binary(BinOp::SDiv, rem, trips[k]);
    }
    if !trips.is_empty() {
        out[0] = rem;
    }
    out
}
