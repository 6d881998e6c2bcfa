//! What of a module is device code (OpenACC 3.3 §2.15.1 `routine`; docs/gpu.md "Device code
//! across files"): the `kernel` and `device` functions, the `routine`s this file exports, and
//! everything they reach; the `declare`d globals that get a device copy; and the rule that
//! device code names no other global (OpenACC 3.3 §2.13, §2.15.1; decision 104).

use std::collections::HashSet;

use crate::entity::{FuncId, GlobalId};
use crate::inst::InstKind;
use crate::module::{ConstInit, FuncData, Linkage, Module};

/// A `routine` this file defines for other files' device code (OpenACC 3.3 §2.15.1): its
/// device version is compiled whether or not this file calls it, and stays visible in the
/// PTX, where the runtime's device link finds it (docs/gpu.md "Device code across files").
pub fn is_exported_routine(f: &FuncData) -> bool {
    f.routine.is_some() && f.body.is_some() && f.linkage == Linkage::External
}

/// The functions and globals device code reaches: the `kernel` and `device` functions and,
/// transitively, what their bodies and the initializers of reached globals refer to.
pub fn device_reachable(m: &Module) -> (HashSet<FuncId>, HashSet<GlobalId>) {
    let mut funcs: HashSet<FuncId> = HashSet::new();
    let mut globals: HashSet<GlobalId> = HashSet::new();
    let mut work: Vec<FuncId> = m
        .func_ids()
        .filter(|&f| m.func(f).device.is_some() || is_exported_routine(m.func(f)))
        .collect();
    // `declare`d globals have a device copy the runtime maps to the host copy (the image's
    // global table), whether device code refers to them or not.
    let mut gwork: Vec<GlobalId> = device_globals(m);
    fn init_refs(i: &ConstInit, fs: &mut Vec<FuncId>, gs: &mut Vec<GlobalId>) {
        match i {
            ConstInit::GlobalAddr(g, _) => gs.push(*g),
            ConstInit::FuncAddr(f) => fs.push(*f),
            ConstInit::Aggregate(v) => v.iter().for_each(|x| init_refs(x, fs, gs)),
            ConstInit::Union(_, x) => init_refs(x, fs, gs),
            _ => {}
        }
    }
    loop {
        if let Some(f) = work.pop() {
            if !funcs.insert(f) {
                continue;
            }
            let Some(body) = &m.func(f).body else {
                continue;
            };
            for inst in &body.insts {
                if inst.block.is_none() {
                    continue;
                }
                match &inst.kind {
                    InstKind::Call { callee, .. } => work.push(*callee),
                    InstKind::FuncAddr(c) => work.push(*c),
                    InstKind::GlobalAddr(g) => gwork.push(*g),
                    _ => {}
                }
            }
        } else if let Some(g) = gwork.pop() {
            if !globals.insert(g) {
                continue;
            }
            if let Some(init) = &m.global(g).init {
                init_refs(init, &mut work, &mut gwork);
            }
        } else {
            break;
        }
    }
    (funcs, globals)
}

/// The globals with a device copy in the image's global table: file-scope `declare`
/// `create`/`copyin`/`device_resident` and `link` globals defined in this module. A `link`
/// global's device copy is the storage its data clauses map it to (OXACC_MAP_LINK in the
/// table), so that routines naming the global see what the clauses copied.
pub fn device_globals(m: &Module) -> Vec<GlobalId> {
    m.global_ids()
        .filter(|&g| {
            let d = m.global(g);
            d.init.is_some() && d.acc_declare.is_some()
        })
        .collect()
}

/// `OXACC_GLOBAL_HOST_INIT` for global `g` of the image's global table: its definition here
/// has no initial value of its own (common linkage, zeros: a Fortran common block whose DATA
/// or BLOCK DATA is in another file, a `bind(c)` variable without an initializer), so
/// the device copy must start from the host's bytes at registration, which the host linker
/// gave the initializing file's value (OpenMP 4.5 §2.10.6, OpenACC 3.3 §2.13; decision 123).
/// A global with an initializer of its own needs no copy: the image already holds it.
pub fn starts_from_host(m: &Module, g: GlobalId) -> bool {
    let d = m.global(g);
    d.linkage == Linkage::Common && matches!(d.init, Some(ConstInit::Zero) | None)
}

/// `oxacc_global_info.flags` bit of [`starts_from_host`] (docs/abi.md).
pub const GLOBAL_HOST_INIT: u32 = 1;

/// Whether device code may name global `g` directly: it has a device copy the runtime keeps
/// (`declare`, `declare link`, OpenMP `declare target`), it is read-only (its device image,
/// built from the initializer, is all there is to read), each thread has its own, or the
/// compiler made it (the `__oxacc.lock_word` of the module lock, the `critical` lock words
/// `__oxacc_critical_NAME` and `.gomp_critical_user_NAME.var`: names no program can spell,
/// whose device use is the compiler's business).
fn device_may_name(m: &Module, g: GlobalId) -> bool {
    let d = m.global(g);
    d.acc_declare.is_some()
        || d.constant
        || d.thread_local
        || d.name.starts_with("__oxacc")
        || d.name.starts_with('.')
}

/// The variable name a global's symbol spells: a Fortran module variable's `__m_MOD_v` is `v`.
fn user_global_name(name: &str) -> &str {
    name.split_once("_MOD_").map_or(name, |(_, v)| v)
}

/// OpenACC 3.3 §2.15.1 ("global variables [...] used in a procedure compiled for the device
/// must appear in a `declare` directive") and §2.13; OpenMP 5.0 §2.12.7 for `declare
/// target`. Without the directive the device would read its own image of the variable, which
/// no data clause or `update` ever writes: a silently wrong answer on a GPU while the host
/// fallback is right. Checked on every build, with or without `--offload-arch`, so that
/// host-only CI catches it (decision 104). Outlined compute regions reach globals through
/// their data clauses (arguments), so only routines, explicit or implicit, name globals here.
pub fn check_device_globals(m: &mut Module) {
    let (funcs, _) = device_reachable(m);
    let mut order: Vec<FuncId> = funcs.into_iter().collect();
    order.sort();
    let mut found = Vec::new();
    // A routine and its device clone (a `gang` routine's) share the reference's location.
    let mut reported = HashSet::new();
    for f in order {
        let fd = m.func(f);
        let Some(body) = &fd.body else { continue };
        let mut seen = HashSet::new();
        for inst in &body.insts {
            let InstKind::GlobalAddr(g) = inst.kind else {
                continue;
            };
            if inst.block.is_none() || device_may_name(m, g) || !seen.insert(g) {
                continue;
            }
            if !reported.insert((inst.loc.file, inst.loc.line, inst.loc.col, g)) {
                continue;
            }
            let place = if fd.routine.is_some() {
                format!("routine '{}'", fd.user_name())
            } else {
                format!(
                    "'{}', which device code calls (an implicit routine),",
                    fd.user_name()
                )
            };
            found.push((
                inst.loc,
                format!(
                    "global variable '{}' is used in {place} but has no device copy: name it \
                     in a 'declare' directive (OpenMP: 'declare target') and keep it current \
                     with 'update' (OpenACC 3.3 §2.13, §2.15.1)",
                    user_global_name(&m.global(g).name),
                ),
            ));
        }
    }
    for (loc, text) in found {
        super::error(m, loc, text);
    }
}
