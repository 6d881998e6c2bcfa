//! Scalars private to the iterations of a loop (part of `acc-implicit-data`, before the
//! dependence test and the implicit data attributes).
//!
//! A scalar that each iteration of a parallel loop sets before it reads it, and that the
//! compute region uses nowhere outside the loop, carries no value from one iteration to the
//! next: it is private to the iteration (what nvc does, "… privatized"). Without this, the
//! implicit attribute OpenACC 3.3 §2.6.2 gives it — `copy` on `kernels`, `copy` for a
//! variable of an inner loop's `reduction` clause (the sparse matrix-vector pattern: `sum = 0`
//! at the top of a gang-loop iteration, an inner vector loop `reduction(+:sum)`, `q[i] = sum`)
//! — makes one copy that every gang writes at once. The loop gets a `private` clause
//! (§2.9.10), which acc-privatize turns into storage per gang (per thread on the GPU).
//! Scalars of static storage count too (decision 79: C file-scope and `static` variables,
//! Fortran saved and module variables; OpenACCV-V `parallel_loop_reduction_and_loop.F90`),
//! except where something besides the loop's loads and stores may reach them. A scalar the
//! construct names in an explicit data clause of its own keeps the shared copy the clause asks
//! for (§2.6.2 determines nothing for it); a `parallel` construct warns that gangs race on it.
//!
//! The variable's value after the region is then the host's: when that value can be seen
//! (a `copy`/`copyout` of it, or a read outside the region), a `parallel` region still
//! privatizes (sharing it between gangs is a race) and warns; a `kernels` region keeps it
//! shared and the loop sequential (nvc: "scalar live-out"). A construct that came from
//! OpenMP keeps it shared too (its loop stays parallel): OpenMP 4.5 §2.15.1.1 makes a
//! variable referenced in a worksharing loop shared unless a clause or a predetermined rule
//! says otherwise, so a mapped scalar every iteration sets comes back with an iteration's value.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::directive::{ComputeKind, DataClauseKind, DataModifier};

/// Gives the loops of compute operation `c` their iteration-private scalars.
pub(crate) fn privatize_iteration_scalars(m: &mut Module, body: &mut Body, c: Inst) {
    let kind = match dir(body, c).kind {
        DirectiveKind::Compute(k) => k,
        _ => return,
    };
    if kind == ComputeKind::Serial {
        return;
    }
    let r = region_of(body, c).expect("compute region");
    // The implicit scalar rule of OpenMP's `target` marks a construct that came from OpenMP.
    let omp = dir(body, c).clauses.iter().any(|cl| {
        matches!(
            cl,
            Clause::DefaultMapScalarTofrom | Clause::DefaultMapScalarFirstprivate
        )
    });
    // Variables the construct itself reduces, privatizes or receives by pointer keep the
    // meaning their clause gives them.
    let mut keep: HashSet<Value> = HashSet::new();
    let mut shown: HashSet<Value> = HashSet::new();
    // Scalars an OpenACC construct names in a data clause of its own: §2.6.2 determines
    // nothing implicitly for them, so they keep the one device copy the clause asks for
    // (a `copy` brings back what the device wrote); a `parallel` warns that its gangs share it.
    let mut explicit: Vec<(Value, DataClauseKind)> = Vec::new();
    for cl in &dir(body, c).clauses {
        match cl {
            Clause::Reduction(..) | Clause::Private(_) | Clause::FirstPrivate(_) => {
                keep.extend(cl.vars().iter().map(|v| v.var))
            }
            Clause::Data(dc) => {
                for v in &dc.vars {
                    if !omp && !dc.modifiers.contains(&DataModifier::Implicit) {
                        explicit.push((v.var, dc.kind));
                    }
                    match dc.kind {
                        DataClauseKind::Copy | DataClauseKind::CopyOut => {
                            shown.insert(v.var);
                        }
                        DataClauseKind::DevicePtr => {
                            keep.insert(v.var);
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    // A variable of an enclosing data construct is seen by the host at the end of it.
    for a in ancestors(body, c) {
        if dir(body, a).kind == DirectiveKind::Data {
            for (_, v) in data_vars(dir(body, a)) {
                shown.insert(v.var);
            }
        }
    }
    let region_insts = region_insts_deep(body, r);
    let mut done: HashSet<Value> = HashSet::new();
    for l in directives_in(body, r) {
        if !is_dir(body, l, |k| matches!(k, DirectiveKind::Loop { .. })) {
            continue;
        }
        let lcl = &dir(body, l).clauses;
        if lcl.iter().any(|c| matches!(c, Clause::Seq)) {
            continue;
        }
        let lr = region_of(body, l).expect("loop region");
        let own: HashSet<Value> = lcl
            .iter()
            .filter(|c| matches!(c, Clause::Reduction(..) | Clause::Private(_)))
            .flat_map(|c| c.vars().iter().map(|v| v.var))
            .collect();
        // Loops around `l` that reduce or privatize a variable give it that meaning.
        let outer: HashSet<Value> = ancestors(body, l)
            .into_iter()
            .take_while(|&a| a != c)
            .flat_map(|a| {
                dir(body, a)
                    .clauses
                    .iter()
                    .filter(|c| matches!(c, Clause::Reduction(..) | Clause::Private(_)))
                    .flat_map(|c| c.vars().iter().map(|v| v.var))
                    .collect::<Vec<_>>()
            })
            .collect();
        let mut found: Vec<(VarRef, bool)> = Vec::new();
        for v in captures(body, lr) {
            if done.contains(&v) || keep.contains(&v) || own.contains(&v) || outer.contains(&v) {
                continue;
            }
            let Some(ty) = var_type(m, body, v) else {
                continue;
            };
            if m.types.is_aggregate(ty) || m.types.is_ptr(ty) {
                continue;
            }
            if !global_may_be_private(m, body, v, &region_insts) {
                continue;
            }
            // Every use in the region lies inside the loop (the loop's clauses count as
            // inside: they are the loop's).
            let outside = region_insts.iter().any(|&i| {
                i != l
                    && body.inst(i).kind.operands().contains(&v)
                    && !body
                        .inst(i)
                        .block
                        .is_some_and(|b| block_in_region(body, b, lr))
            });
            if outside {
                continue;
            }
            let every_iteration = set_before_read(body, lr, v, ty);
            if !every_iteration && !set_before_each_read(body, lr, v, ty) {
                continue;
            }
            if let Some(&(_, clause)) = explicit.iter().find(|(x, _)| *x == v) {
                done.insert(v);
                if kind == ComputeKind::Parallel {
                    let loc = body.inst(l).loc;
                    let name = implicit_name(m, body, v);
                    m.diagnostics.push(crate::pass::PassDiagnostic::warning(
                        loc,
                        format!(
                            "'{name}' is set before it is read in every iteration of the loop at \
                             {}:{} but is in a {} clause of the parallel construct: its gangs \
                             share one copy (a race); private({name}) on the loop gives each \
                             iteration its own",
                            loc.line,
                            loc.col,
                            clause.name()
                        ),
                    ));
                }
                continue;
            }
            let seen_after = shown.contains(&v) || {
                // The clauses of `c` and of the constructs around it are not reads here: the
                // data clauses were looked at above.
                let quiet: Vec<Inst> = std::iter::once(c).chain(ancestors(body, c)).collect();
                // A `kernels` region or an OpenMP construct keeps a variable it may not
                // privatize, so there any use of its address counts; elsewhere this only
                // decides the warning.
                let live = if main_static(m, body, v) {
                    let defined: HashSet<FuncId> = (0..m.funcs.len())
                        .filter(|&f| m.funcs[f].body.is_some())
                        .map(FuncId::new)
                        .collect();
                    crate::liveness::live_after_main_static(body, c, v, &quiet, &defined)
                } else {
                    crate::liveness::live_after(body, c, v, &quiet)
                };
                live || ((kind == ComputeKind::Kernels || omp) && crate::liveness::escapes(body, v))
            };
            if seen_after && (kind == ComputeKind::Kernels || omp) {
                continue;
            }
            // Set only in some iterations (under an IF), it may be private only where no one
            // sees its value after the region.
            if seen_after && !every_iteration {
                continue;
            }
            let name = implicit_name(m, body, v);
            found.push((
                VarRef {
                    var: v,
                    name: name.into(),
                    ty,
                    bounds: Vec::new(),
                },
                seen_after,
            ));
        }
        if found.is_empty() {
            continue;
        }
        let loc = body.inst(l).loc;
        for (v, seen_after) in &found {
            done.insert(v.var);
            if *seen_after {
                m.diagnostics.push(crate::pass::PassDiagnostic::warning(
                    loc,
                    format!(
                        "'{}' is set before it is read in every iteration of the loop at {}:{} \
                         and privatized there: its value after the {} region is not the last \
                         iteration's (sharing it between gangs would be a race)",
                        v.name,
                        loc.line,
                        loc.col,
                        kind.name()
                    ),
                ));
            }
        }
        remark(
            m,
            loc,
            format!(
                "loop at {}:{}: {} privatized (set before it is read in every iteration, not \
                 used after the loop in the region)",
                loc.line,
                loc.col,
                found
                    .iter()
                    .map(|(v, _)| v.name.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
        dir_mut(body, l)
            .clauses
            .push(Clause::Private(found.into_iter().map(|(v, _)| v).collect()));
    }
}

/// Whether `v`, when it is a global's address (a C file-scope or `static` variable, a Fortran
/// saved or initialised local, a module variable), may be privatized in a loop of the compute
/// region of instructions `region` like a local: not in a `declare` directive (§2.13: the
/// device copy is the program's, routines see it), not thread-local, and no call in the region
/// (a routine may read or write the global itself, which the region's loads and stores do not
/// show). nvc privatizes such scalars too
/// (OpenACCV-V `parallel_loop_reduction_and_loop.F90`: a saved `temp` set at the top of each
/// gang iteration and reduced by an inner worker loop).
fn global_may_be_private(m: &Module, body: &Body, v: Value, region: &[Inst]) -> bool {
    let Some(InstKind::GlobalAddr(g)) = def_kind(body, v) else {
        return true;
    };
    let g = m.global(*g);
    if g.acc_declare.is_some() || g.thread_local || g.constant {
        return false;
    }
    !region.iter().any(|&i| {
        matches!(
            body.inst(i).kind,
            InstKind::Call { .. } | InstKind::CallIndirect { .. } | InstKind::InlineAsm(_)
        )
    })
}

/// Whether `v` is a static local of `main` or of a Fortran main program (`MAIN__`), which the
/// front ends name `main.x` / `MAIN__.x.N` with internal linkage: nothing reads it after the
/// program's main returns (the variables of a Fortran main program are such globals).
fn main_static(m: &Module, body: &Body, v: Value) -> bool {
    let Some(InstKind::GlobalAddr(g)) = def_kind(body, v) else {
        return false;
    };
    let g = m.global(*g);
    g.linkage == crate::module::Linkage::Internal
        && (g.name.starts_with("main.") || g.name.starts_with("MAIN__."))
}

/// Whether every iteration of loop region `lr` stores a whole value of `ty` to `v` before any
/// other access to it: such a store dominates every other access in the iteration's control
/// flow (whose entry block every iteration runs from its start), and every access anywhere in
/// the loop is a plain load or store of the variable, or a clause of a nested loop (the
/// address does not escape).
/// Whether each read of scalar `v` in an iteration of the loop of region `lr` comes after a
/// store of a whole value on every path from the iteration's start, whether or not every
/// iteration stores: the temporaries of a branch (Openacc_LB's fused collision sets
/// `rho, u, v` only for fluid cells; solid ones bounce back without them). Such a variable
/// carries nothing between iterations, so it may be private when nothing after the region
/// reads it.
fn set_before_each_read(body: &Body, lr: Region, v: Value, ty: TypeId) -> bool {
    let mut accesses: Vec<(Block, usize, bool)> = Vec::new();
    for &b in &body.region(lr).blocks {
        for (n, &i) in body.block(b).insts.iter().enumerate() {
            let k = &body.inst(i).kind;
            match k {
                InstKind::Store { value, ptr, .. } if *ptr == v => {
                    if *value == v {
                        return false;
                    }
                    accesses.push((b, n, body.value_type(*value) == ty));
                }
                InstKind::Load { ptr, .. } if *ptr == v => accesses.push((b, n, false)),
                _ if k.operands().contains(&v) => return false,
                // Nested loops and other operations that reach the variable: left to the
                // strict rule.
                _ if region_of(body, i).is_some_and(|nr| {
                    region_insts_deep(body, nr)
                        .iter()
                        .any(|&j| body.inst(j).kind.operands().contains(&v))
                }) =>
                {
                    return false
                }
                _ => {}
            }
        }
    }
    // Stored on every path from the iteration's start: a forward must-analysis over the
    // region's blocks (`set` at a block's start: set at the end of all its predecessors), so
    // that the temporaries set in both branches of an IF and read after it count too
    // (CloverLeaf's advection sets `upwind, donor, downwind` in an IF/ELSE and indexes with
    // them after), not only a read a single store dominates.
    let blocks = &body.region(lr).blocks;
    let entry = blocks[0];
    let stores_in = |b: Block| accesses.iter().any(|&(sb, _, whole)| sb == b && whole);
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in blocks {
        for s in crate::dominance::successors(body, b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut set_at_end: HashMap<Block, bool> = blocks.iter().map(|&b| (b, true)).collect();
    let set_at_start = |b: Block, ends: &HashMap<Block, bool>| {
        b != entry
            && preds
                .get(&b)
                .is_some_and(|ps| ps.iter().all(|p| ends.get(p).copied().unwrap_or(false)))
    };
    loop {
        let mut changed = false;
        for &b in blocks {
            let end = set_at_start(b, &set_at_end) || stores_in(b);
            if set_at_end[&b] != end {
                set_at_end.insert(b, end);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    accesses.iter().filter(|a| !a.2).all(|&(b, n, _)| {
        set_at_start(b, &set_at_end)
            || accesses
                .iter()
                .any(|&(sb, sn, whole)| whole && sb == b && sn < n)
    })
}

pub(super) fn set_before_read(body: &Body, lr: Region, v: Value, ty: TypeId) -> bool {
    for i in region_insts_deep(body, lr) {
        let k = &body.inst(i).kind;
        if !k.operands().contains(&v) {
            continue;
        }
        let ok = match k {
            InstKind::Load { ptr, .. } => *ptr == v,
            InstKind::Store { value, ptr, .. } => *ptr == v && *value != v,
            InstKind::Directive(d) => {
                matches!(d.kind, DirectiveKind::Loop { .. })
                    && d.clauses.iter().all(|c| {
                        matches!(c, Clause::Reduction(..) | Clause::Private(_))
                            || !c.vars().iter().any(|x| x.var == v)
                    })
            }
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    // The accesses of the iteration's own code, an operation with a nested region standing
    // for the accesses inside it: (block, position, whether a store of a whole value).
    let mut accesses: Vec<(Block, usize, bool)> = Vec::new();
    for &b in &body.region(lr).blocks {
        for (n, &i) in body.block(b).insts.iter().enumerate() {
            let k = &body.inst(i).kind;
            if let InstKind::Store { value, ptr, .. } = k {
                if *ptr == v {
                    accesses.push((b, n, body.value_type(*value) == ty));
                    continue;
                }
            }
            let touches = k.operands().contains(&v)
                || region_of(body, i).is_some_and(|nr| {
                    region_insts_deep(body, nr)
                        .iter()
                        .any(|&j| body.inst(j).kind.operands().contains(&v))
                });
            if touches {
                accesses.push((b, n, false));
            }
        }
    }
    // A store that comes before every other access on every path through the iteration: it
    // need not be in the entry block (NAS LU's rhs sets `tmp` after an inner `for (m …)`
    // loop of the same iteration).
    // It must also run in every iteration (dominate the iteration's ends): a store under
    // `if (i == 0)` is one iteration's result for the host, not a temporary.
    let dom = crate::dominance::DomTree::compute(body, lr);
    let ends: Vec<Block> = body
        .region(lr)
        .blocks
        .iter()
        .copied()
        .filter(|&b| dom.is_reachable(b) && crate::dominance::successors(body, b).is_empty())
        .collect();
    accesses.iter().any(|&(sb, sn, whole)| {
        whole
            && dom.is_reachable(sb)
            && ends.iter().all(|&e| dom.dominates(sb, e))
            && accesses.iter().all(|&(b, n, _)| {
                (b, n) == (sb, sn) || (dom.dominates(sb, b) && (b != sb || n > sn))
            })
    })
}
