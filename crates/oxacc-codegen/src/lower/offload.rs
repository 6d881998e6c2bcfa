//! Which part of an OIR module an offload target compiles (OpenACC 3.3 §2.15.1 `routine`;
//! docs/gpu.md "Device code across files"): the `kernel` and `device` functions, the
//! `routine`s this file exports, and everything they reach; and the `declare`d globals that
//! get a device copy.

use std::collections::HashSet;

use oxacc_oir::{self as oir, ConstInit, FuncId, InstKind};

/// A `routine` this file defines for other files' device code (OpenACC 3.3 §2.15.1): its
/// device version is compiled whether or not this file calls it, and stays visible in the
/// PTX, where the runtime's device link finds it (docs/gpu.md "Device code across files").
pub fn is_exported_routine(f: &oir::FuncData) -> bool {
    f.routine.is_some() && f.body.is_some() && f.linkage == oir::Linkage::External
}

/// The functions and globals device code reaches: the `kernel` and `device` functions and,
/// transitively, what their bodies and the initializers of reached globals refer to.
pub(crate) fn device_reachable(m: &oir::Module) -> (HashSet<FuncId>, HashSet<oir::GlobalId>) {
    let mut funcs: HashSet<FuncId> = HashSet::new();
    let mut globals: HashSet<oir::GlobalId> = HashSet::new();
    let mut work: Vec<FuncId> = m
        .func_ids()
        .filter(|&f| m.func(f).device.is_some() || is_exported_routine(m.func(f)))
        .collect();
    // `declare`d globals have a device copy the runtime maps to the host copy (the image's
    // global table), whether device code refers to them or not.
    let mut gwork: Vec<oir::GlobalId> = device_globals(m);
    fn init_refs(i: &ConstInit, fs: &mut Vec<FuncId>, gs: &mut Vec<oir::GlobalId>) {
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
pub(crate) fn device_globals(m: &oir::Module) -> Vec<oir::GlobalId> {
    m.global_ids()
        .filter(|&g| {
            let d = m.global(g);
            d.init.is_some() && d.acc_declare.is_some()
        })
        .collect()
}
