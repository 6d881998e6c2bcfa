//! OpenMP tasks on the host (4.5 §2.9.1 `task`, §2.9.2 `taskloop`), the part that knows no
//! host language: a task's data environment (its clauses, then the variables sema found
//! implicitly firstprivate or private, §2.15.1.1, then every stack slot its code made:
//! those live in the function's entry block, outside the task, so each task needs its own),
//! a taskloop's tasks (each chunk's bounds firstprivate), the loop variables of a chunk's
//! iterations, and the copy-out of `lastprivate` by the task of the last chunk. The split
//! into chunks is [`crate::omp_host::taskloop`]; `omp.task` becomes `__kmpc_omp_task` in
//! oxacc-oir's omp-lower.

use oxacc_oir::{BinOp, Clause, FunctionBuilder, Inst, IntCC, LoopDim, OmpOp, Value, VarRef};
use oxacc_source::Span;
use smol_str::SmolStr;

use crate::host::Host;
use crate::omp_host;

/// The implicit data-sharing attributes of a task (4.5 §2.15.1.1), as clause variables.
#[derive(Clone, Default)]
pub struct TaskEnv {
    pub firstprivate: Vec<VarRef>,
    pub private: Vec<VarRef>,
}

/// `task` (4.5 §2.9.1): an `omp.task` with `clauses`, then `env`, whose region `body`
/// lowers; the slots made while it lowers are private, named by `slot_name` (`.tmp` when
/// it names none).
#[allow(clippy::too_many_arguments)]
pub fn task<'m, H: Host<'m>>(
    h: &mut H,
    untied: bool,
    mergeable: bool,
    mut clauses: Vec<Clause>,
    env: TaskEnv,
    span: Span,
    slot_name: impl Fn(&H, Value) -> Option<SmolStr>,
    body: impl FnOnce(&mut H),
) -> Option<Inst> {
    if !env.firstprivate.is_empty() {
        clauses.push(Clause::FirstPrivate(env.firstprivate));
    }
    if !env.private.is_empty() {
        clauses.push(Clause::Private(env.private));
    }
    let op = OmpOp::Task { untied, mergeable };
    let before = omp_host::entry_slots(h.builder());
    let inst = omp_host::region(h, op, clauses, span, body)?;
    let mut inside = omp_host::new_entry_slots(h.builder(), &before, |_| None);
    for v in &mut inside {
        if let Some(name) = slot_name(h, v.var) {
            v.name = name;
        }
    }
    omp_host::privatize(h.builder(), inst, inside);
    Some(inst)
}

/// The tasks of a `taskloop` (4.5 §2.9.2) of `total` logical iterations in `ntasks` chunks
/// ([`omp_host::taskloop`]): each a [`task`] with the clauses `clauses(h)` lowers, `env`,
/// and its chunk's bounds firstprivate; `body(h, lo_slot, hi_slot)` lowers the task's
/// statement (its iterations: [`omp_host::taskloop_chunk`]). `group`: whether a taskgroup
/// surrounds the tasks (no `nogroup`), and the construct's own `reduction` clauses, which
/// it carries ([`omp_host::taskloop`]).
#[allow(clippy::too_many_arguments)]
pub fn taskloop_tasks<'m, H: Host<'m>>(
    h: &mut H,
    total: Value,
    ntasks: Value,
    group: (bool, Vec<Clause>),
    (untied, mergeable): (bool, bool),
    span: Span,
    env: &TaskEnv,
    mut clauses: impl FnMut(&mut H) -> Vec<Clause>,
    slot_name: impl Fn(&H, Value) -> Option<SmolStr>,
    mut body: impl FnMut(&mut H, Value, Value),
) {
    omp_host::taskloop(h, total, ntasks, group, span, |h, lo_slot, hi_slot| {
        let i64t = h.builder().module.i64();
        let bound = |var: Value, name: &'static str| VarRef {
            var,
            name: SmolStr::new_static(name),
            ty: i64t,
            bounds: Vec::new(),
        };
        let mut oclauses = clauses(h);
        creator_runs_last_chunk(h, &mut oclauses, hi_slot, total);
        let mut env = env.clone();
        env.firstprivate.push(bound(lo_slot, ".taskloop.lo"));
        env.firstprivate.push(bound(hi_slot, ".taskloop.hi"));
        task(h, untied, mergeable, oclauses, env, span, &slot_name, |h| {
            body(h, lo_slot, hi_slot)
        });
    });
}

/// The task of the last chunk is undeferred (an `if(false)` task, 4.5 §2.9.1): the
/// encountering thread runs it after making the others. Task generation is a task scheduling
/// point (§2.9.5), so running a generated task at once is conforming; without it, on a machine
/// with as many cores as threads the idle threads of the team took every chunk while the
/// encountering thread was still making them, and programs (OpenMP_VV `test_master_taskloop`)
/// that expect the primary thread of a `master taskloop` to run some iterations failed. The
/// construct's own `if` still makes every task undeferred when false.
fn creator_runs_last_chunk<'m, H: Host<'m>>(
    h: &mut H,
    clauses: &mut Vec<Clause>,
    hi_slot: Value,
    total: Value,
) {
    let b = h.builder();
    let i64t = b.module.i64();
    let hi = b.load(i64t, hi_slot);
    let deferred = b.icmp(IntCC::Ne, hi, total);
    for c in clauses.iter_mut() {
        if let Clause::If(v) = c {
            let ty = b.value_type(*v);
            let zero = b.iconst(ty, 0);
            let user = b.icmp(IntCC::Ne, *v, zero);
            let no = b.iconst(b.value_type(deferred), 0);
            *v = b.select(deferred, user, no);
            return;
        }
    }
    clauses.push(Clause::If(deferred));
}

/// The value of each loop of a nest at the loop indices `idx` (`i64`, from 0, as
/// [`omp_host::nest_indices`] makes them): `lower + idx · step`, in the dimension's type.
pub fn nest_values(b: &mut FunctionBuilder, idx: &[Value], dims: &[LoopDim]) -> Vec<Value> {
    dims.iter()
        .zip(idx)
        .map(|(d, &i)| {
            let i = omp_host::sext_or_trunc(b, i, b.value_type(d.step));
            let off = b.binary(BinOp::Mul, i, d.step);
            b.binary(BinOp::Add, d.lower, off)
        })
        .collect()
}

/// `lastprivate` on a taskloop (4.5 §2.15.3.5, 5.0 §2.10.2): the task whose chunk ends at
/// the iteration count (`hi_slot` holds `total`) runs `copy_out`, which copies its values
/// to the originals; a loop variable gets the value after the loop ([`nest_values`] at the
/// trip counts).
pub fn taskloop_lastprivate<'m, H: Host<'m>>(
    h: &mut H,
    hi_slot: Value,
    total: Value,
    copy_out: impl FnOnce(&mut H),
) {
    let b = h.builder();
    let i64t = b.module.i64();
    let hi = b.load(i64t, hi_slot);
    let last = b.icmp(IntCC::Eq, hi, total);
    let (out, done) = (b.create_block(), b.create_block());
    b.cond_br(last, out, &[], done, &[]);
    b.switch_to_block(out);
    copy_out(h);
    let b = h.builder();
    b.br(done, &[]);
    b.switch_to_block(done);
}
