//! Tasks in target regions (OpenMP 4.5 §2.9.1, §2.13.4–§2.13.5; docs/openmp.md "Device
//! constructs"): an `omp.task`, `omp.taskgroup`, `omp.taskwait` or `omp.taskyield` inside an
//! OpenACC compute construct or loop (a target region the front end translated) runs as on
//! a GPU under clang and nvc: every task is *included*, run at once by the thread that
//! encounters it (4.5 §2.9.1 lets any task be undeferred). Its `private` and `firstprivate`
//! variables (explicit or implicit, §2.15.1.1) are copies made there, the firstprivate ones
//! initialised from the originals, so the task's writes to them stay its own; its shared
//! variables are the originals. A task then completes before the next statement, so
//! `taskwait` and `taskyield` have nothing to do and a `taskgroup` is its statement;
//! `depend` is satisfied by program order (a task's predecessors have completed), and
//! `if`, `final`, `untied`, `mergeable` and `priority` change nothing a program computes.
//! The region's code is then the compute construct's, which the OpenACC passes take to the
//! device as any other (no libomp call, which the device does not have).
//!
//! `detach(event)` (5.0 §2.10.1; decision 105): an included task completes when its body
//! returns, as clang's device runtime has it (the encountering thread cannot wait there for
//! a fulfilment that its own later code would make). The event still gets a handle, so that
//! `omp_fulfill_event` on it is harmless: the address of the event variable itself. The
//! device's `omp_fulfill_event` does nothing (oxacc-codegen); on the host back end libomp's
//! reads the handle's first 32 bits as its event kind, which an 8-byte-aligned address
//! never makes libomp's "allow completion" (1), so it does nothing either.

use super::lower::{inline_region, open_site, privatize, substitute};
use crate::acc::reduction::atomic_combine;
use crate::acc::{ancestors, dir, new_block_after};
use crate::directive::{Clause, DirectiveKind};
use crate::entity::Inst;
use crate::inst::{CastOp, InstKind};
use crate::module::{Body, Module};

/// Whether `op` is inside an OpenACC compute construct or loop: code of a target region.
pub(super) fn in_device_region(body: &Body, op: Inst) -> bool {
    ancestors(body, op).iter().any(|&a| {
        matches!(&body.inst(a).kind, InstKind::Directive(d)
            if matches!(d.kind, DirectiveKind::Compute(_) | DirectiveKind::Loop { .. }))
    })
}

/// `omp.task` run at once in the encountering thread, with its own private and firstprivate
/// copies. An `in_reduction` copy (5.0 §2.19.5.6: at the operator's identity) is combined
/// into the item as the task ends, atomically: tasks of other threads may reduce into the
/// same item (a `taskgroup task_reduction` variable shared by a team), and a parallel
/// reduction's copy (`reduction(task, …)`, §2.19.5.4) is the item in the thread's code.
pub(super) fn task(m: &mut Module, body: &mut Body, op: Inst) {
    let d = dir(body, op).clone();
    let Some(r) = d.region else {
        return;
    };
    let (mut ed, cont) = open_site(m, body, op);
    for c in &d.clauses {
        if let Clause::Detach(vs) = c {
            for ev in vs {
                let h = if ev.ty == ed.m.ptr() {
                    ev.var
                } else {
                    ed.cast(CastOp::PtrToInt, ev.var, ev.ty)
                };
                ed.store(h, ev.var);
            }
        }
    }
    let p = privatize(&mut ed, &d.clauses);
    substitute(ed.b, r, &p);
    if p.reductions.is_empty() {
        inline_region(&mut ed, r, cont);
        return;
    }
    let end = new_block_after(ed.b, ed.blk);
    inline_region(&mut ed, r, end);
    ed.at_end(end);
    for (rop, v, copy) in &p.reductions {
        // The copy's type was checked when it was made (privatize); a unit without an
        // atomic form is combined under the module lock.
        let _ = atomic_combine(&mut ed, *rop, v, *copy);
    }
    ed.br(cont, &[]);
}

/// `omp.taskgroup`: its statement (the tasks in it have completed when they return).
pub(super) fn region(m: &mut Module, body: &mut Body, op: Inst) {
    let Some(r) = dir(body, op).region else {
        return;
    };
    let (mut ed, cont) = open_site(m, body, op);
    inline_region(&mut ed, r, cont);
}

/// `omp.taskwait`, `omp.taskyield`: nothing (every task this thread created has completed).
pub(super) fn nothing(m: &mut Module, body: &mut Body, op: Inst) {
    let (mut ed, cont) = open_site(m, body, op);
    ed.br(cont, &[]);
}
