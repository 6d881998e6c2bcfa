//! Tasks in `declare target` functions (OpenMP 4.5 §2.9.1, §2.10.6; docs/design.md decision
//! 95). A routine's body is compiled for the host and for the device, and the device has no
//! libomp: there its tasks run as in a target region, included in the thread that makes
//! them (`omp/included.rs`), while the host keeps libomp's deferred tasks. So each outermost
//! `task`, `taskgroup`, `taskwait` or `taskyield` of a routine becomes
//!
//! ```text
//! omp_is_initial_device() != 0 ? { the construct (libomp) } : { a copy of it (included) }
//! ```
//!
//! The constructs nested in each side belong to that side. The host side's libomp calls go
//! through `__oxacc.host_path.*` functions (see [`super::critical::HOST_PATH_PREFIX`]),
//! which device code defines as traps, so that they keep no kernel off the device.

use std::collections::HashSet;

use super::critical::{host_path_of, on_host};
use super::lower::open_site;
use crate::acc::{copy_region, dir, dir_mut, insert_inst, region_insts_deep};
use crate::directive::{DirectiveKind, OmpOp};
use crate::entity::Inst;
use crate::inst::InstKind;
use crate::module::{Body, Module};

/// The task constructs of one routine already given their side.
#[derive(Default)]
pub(super) struct RoutineTasks {
    host: HashSet<Inst>,
    included: HashSet<Inst>,
}

/// Whether `kind` is one of the task constructs a routine runs per side.
pub(super) fn task_construct(kind: &OmpOp) -> bool {
    matches!(
        kind,
        OmpOp::Task { .. } | OmpOp::Taskgroup | OmpOp::Taskwait | OmpOp::Taskyield
    )
}

impl RoutineTasks {
    /// Whether `op` is the device side's: an included task.
    pub(super) fn included(&self, op: Inst) -> bool {
        self.included.contains(&op)
    }

    /// Whether `op` is the host side's: libomp, called through the host-path functions.
    pub(super) fn host(&self, op: Inst) -> bool {
        self.host.contains(&op)
    }

    /// Splits the routine's task construct `op` into its two sides, unless it has one.
    pub(super) fn split(&mut self, m: &mut Module, body: &mut Body, op: Inst) {
        if self.host(op) || self.included(op) {
            return;
        }
        let copy = copy_op(body, op);
        self.host.insert(op);
        self.host.extend(nested_omp(body, op));
        self.included.insert(copy);
        self.included.extend(nested_omp(body, copy));
        let (mut ed, cont) = open_site(m, body, op);
        let initial = on_host(&mut ed);
        let host = ed.block_after(ed.blk);
        let device = ed.block_after(host);
        ed.condbr(initial, host, &[], device, &[]);
        for (blk, construct) in [(host, op), (device, copy)] {
            insert_inst(ed.b, blk, 0, construct);
            ed.at_end(blk);
            ed.br(cont, &[]);
        }
    }

    /// Sends the libomp calls made since instruction `mark` (the host side's lowering)
    /// through their host-path functions.
    pub(super) fn reroute(m: &mut Module, body: &mut Body, mark: usize) {
        for i in mark..body.insts.len() {
            let InstKind::Call { callee, .. } = body.insts[i].kind else {
                continue;
            };
            if m.func(callee).name.starts_with("__kmpc_") {
                let wrapped = host_path_of(m, callee);
                if let InstKind::Call { callee, .. } = &mut body.insts[i].kind {
                    *callee = wrapped;
                }
            }
        }
    }
}

/// A detached copy of the directive `op` and its region.
fn copy_op(body: &mut Body, op: Inst) -> Inst {
    let d = dir(body, op).clone();
    let loc = body.inst(op).loc;
    let mut op2 = d.clone();
    op2.region = None;
    let ni = body.new_inst(InstKind::Directive(Box::new(op2)), None, loc);
    if let Some(r) = d.region {
        let c = copy_region(body, r);
        body.regions[c.index()].parent = Some(ni);
        dir_mut(body, ni).region = Some(c);
    }
    ni
}

/// The OpenMP operations nested in `op`'s region.
fn nested_omp(body: &Body, op: Inst) -> Vec<Inst> {
    let Some(r) = dir(body, op).region else {
        return Vec::new();
    };
    region_insts_deep(body, r)
        .into_iter()
        .filter(|&i| {
            matches!(&body.inst(i).kind, InstKind::Directive(d)
                if matches!(d.kind, DirectiveKind::Omp(_)))
        })
        .collect()
}
