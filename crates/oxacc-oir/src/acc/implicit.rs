//! `acc-implicit-data`: the data attributes OpenACC 3.3 §2.6.2 gives variables that no clause
//! names, made explicit as clauses of each compute operation. Before that, two
//! canonicalisations that must see the program as the front end wrote it:
//!
//! - a `kernels` region whose body is a sequence of loop nests and straight-line code is split
//!   into one `kernels` operation per loop nest (and per run of code with side effects), inside
//!   an `acc.data` operation carrying the original data clauses, so that the kernels run in
//!   order with the data mapped once (§2.5.3: "the compiler will split the code in the kernels
//!   region into a sequence of accelerator kernels");
//! - loops whose parallelism the compiler decides (top-level loops of `kernels` without
//!   `independent`/`seq`, and `auto` loops, §2.9.7) get `independent` or `seq` from a
//!   conservative dependence test, with a remark saying why.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::deep_copy::{
    deep_copy_data_construct, deep_modifier, implicit_name_of, map_with_host_contents,
};
use super::*;
use super::{implicit_reduction, iteration_private};
use crate::directive::{ComputeKind, DataClause, DataClauseKind, DataModifier, OmpImplicitRule};
use crate::pass::Pass;

pub struct ImplicitData;

impl Pass for ImplicitData {
    fn name(&self) -> &'static str {
        "acc-implicit-data"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        for_each_body(m, |m, _f, body| {
            let mut shared = SplitData::default();
            for k in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, k, |d| matches!(d, DirectiveKind::Compute(_))) {
                    // Pointers read along paths the region does not change become
                    // pointer variables first (decision 126), which get sections below.
                    super::member_paths::hoist(m, body, k);
                    // Before a kernels region is split: its kernels share one mapping.
                    super::pointer_sections::infer(m, body, k);
                }
                if is_dir(body, k, |d| {
                    *d == DirectiveKind::Compute(ComputeKind::Kernels)
                }) {
                    shared.ops.extend(split_kernels(m, body, k));
                }
            }
            // Outermost first: an inner `data` construct sees the outer one's component
            // clauses and leaves them.
            for k in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, k, |d| *d == DirectiveKind::Data) {
                    deep_copy_data_construct(m, body, k);
                }
            }
            for c in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, c, |d| matches!(d, DirectiveKind::Compute(_))) {
                    // First, so that every use of a global in the region is one value (its
                    // stores and loads are the same variable's for the rules below).
                    hoist_globals(m, body, c);
                    iteration_private::privatize_iteration_scalars(m, body, c);
                    decide_auto_loops(m, body, c);
                    let mut nested: Vec<(Inst, Vec<String>)> = Vec::new();
                    for (l, text) in implicit_reduction::nest_reductions(m, body, c) {
                        match nested.iter_mut().find(|(x, _)| *x == l) {
                            Some((_, texts)) => texts.push(text),
                            None => nested.push((l, vec![text])),
                        }
                    }
                    for (l, texts) in nested {
                        let loc = body.inst(l).loc;
                        remark(
                            m,
                            loc,
                            format!(
                                "loop at {}:{}: generating {} for the enclosing loop's reduction (§2.9.11)",
                                loc.line,
                                loc.col,
                                texts.join(" ")
                            ),
                        );
                    }
                    implicit_clauses(m, body, c, &mut shared);
                }
            }
            Ok(())
        })?;
        errors_to_result(m, before)
    }
}

// ---------------------------------------------------------------------------------------------
// kernels splitting

/// Instructions that are safe to run redundantly in every gang (no effect on memory).
fn redundant_safe(k: &InstKind) -> bool {
    cloneable(k)
        || matches!(
            k,
            InstKind::Load { .. } | InstKind::Alloca { count: None, .. }
        )
}

/// Pure instructions that may be recomputed in a later kernel.
pub(super) fn cloneable(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::IConst(_)
            | InstKind::FConst(_)
            | InstKind::FConstX87(_)
            | InstKind::Null
            | InstKind::Undef
            | InstKind::GlobalAddr(_)
            | InstKind::FuncAddr(_)
            | InstKind::Binary { .. }
            | InstKind::FNeg(_)
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Cast { .. }
            | InstKind::Select { .. }
            | InstKind::PtrAdd { .. }
            | InstKind::ElemAddr { .. }
            | InstKind::FieldAddr { .. }
    )
}

fn is_loop(body: &Body, i: Inst) -> bool {
    is_dir(body, i, |d| matches!(d, DirectiveKind::Loop { .. }))
}

fn set_num_gangs_one(m: &mut Module, body: &mut Body, op: Inst) {
    let (b, pos) = inst_pos(body, op);
    let loc = body.inst(op).loc;
    let mut ed = Ed::new(m, body, b, pos, loc);
    let one = ed.i32c(1);
    let d = dir_mut(body, op);
    d.clauses.retain(|c| !matches!(c, Clause::NumGangs(_)));
    d.add_clause(Clause::NumGangs(vec![one]));
}

/// The `acc.data` operations made by [`split_kernels`] and the arrays whose implicit `copy`
/// moved onto them: an array that several kernels of one region use implicitly is mapped once
/// around them all (as nvc does), not once per kernel; the kernels find it present.
#[derive(Default)]
struct SplitData {
    ops: HashSet<Inst>,
    /// (data operation, variable) → the references the data operation maps it with.
    mapped: HashMap<(Inst, Value), Vec<VarRef>>,
}

impl SplitData {
    /// The split data operation directly around compute operation `c`, if its data is mapped
    /// unconditionally (no `if` clause).
    fn around(&self, body: &Body, c: Inst) -> Option<Inst> {
        let d = *ancestors(body, c).first()?;
        let unconditional = !dir(body, d)
            .clauses
            .iter()
            .any(|cl| matches!(cl, Clause::If(_)));
        (self.ops.contains(&d) && unconditional).then_some(d)
    }

    /// The references naming `var` (an array known to the variable table) for the kernel `c`:
    /// mapped `copy` by the split data operation around `c` the first time (code computing
    /// them inserted before that operation), present in the kernel. None outside a split
    /// region.
    fn share(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        c: Inst,
        var: &crate::var::VarData,
    ) -> Option<Vec<VarRef>> {
        let d = self.around(body, c)?;
        if let Some(refs) = self.mapped.get(&(d, var.addr)) {
            return Some(refs.clone());
        }
        let refs = super::shaped::whole_variable(m, body, d, var)?;
        dir_mut(body, d).add_clause(Clause::Data(DataClause {
            kind: DataClauseKind::Copy,
            modifiers: vec![DataModifier::Implicit],
            vars: refs.clone(),
        }));
        self.mapped.insert((d, var.addr), refs.clone());
        Some(refs)
    }
}

fn split_kernels(m: &mut Module, body: &mut Body, k: Inst) -> Option<Inst> {
    let loc = body.inst(k).loc;
    let r = region_of(body, k).expect("kernels region");
    let d = dir(body, k).clone();
    let sequential = |m: &mut Module, body: &mut Body, why: &str| {
        remark(
            m,
            loc,
            format!("kernels: {why}; the region runs as one kernel in a single gang"),
        );
        for l in directives_in(body, r) {
            if is_loop(body, l) {
                let dl = dir_mut(body, l);
                dl.clauses.retain(|c| {
                    !matches!(
                        c,
                        Clause::Gang { .. }
                            | Clause::Worker(_)
                            | Clause::Vector(_)
                            | Clause::Auto
                            | Clause::Independent
                            | Clause::Seq
                    )
                });
                dl.add_clause(Clause::Seq);
            }
        }
        set_num_gangs_one(m, body, k);
        None
    };
    if d.clauses.iter().any(|c| matches!(c, Clause::SelfCond(_))) {
        return sequential(m, body, "self clause");
    }
    if body.region(r).blocks.len() != 1 {
        if let Some(op) = hoist_uniform_branches(m, body, k, r) {
            return Some(op);
        }
        return sequential(m, body, "control flow outside the loops of the region");
    }
    let entry = entry_of(body, r);
    let insts: Vec<Inst> = body.block(entry).insts.clone();
    let (body_insts, _term) = insts.split_at(insts.len() - 1);
    // Segments: each loop with the side-effect-free code before it; runs of code with side
    // effects on their own (one gang).
    let mut segs: Vec<(Vec<Inst>, bool)> = Vec::new();
    let mut pending: Vec<Inst> = Vec::new();
    let mut pending_effects = false;
    for &i in body_insts {
        if is_loop(body, i) {
            if pending_effects {
                // The side-effect-free code after the last effect (the loop's bounds, loads
                // of `n`) goes with the loop, which uses it; the effects run before it.
                let last = pending
                    .iter()
                    .rposition(|&p| !redundant_safe(&body.inst(p).kind))
                    .map_or(0, |k| k + 1);
                let tail = pending.split_off(last);
                segs.push((std::mem::take(&mut pending), false));
                pending = tail;
            }
            pending.push(i);
            segs.push((std::mem::take(&mut pending), true));
            pending_effects = false;
        } else {
            pending_effects |= !redundant_safe(&body.inst(i).kind);
            pending.push(i);
        }
    }
    if !pending.is_empty() {
        match segs.last_mut() {
            Some(last) if !pending_effects => last.0.extend(pending),
            _ => segs.push((pending, false)),
        }
    }
    if segs.len() <= 1 {
        return None;
    }
    // Values crossing from one segment to a later one must be recomputable.
    let seg_of: HashMap<Inst, usize> = segs
        .iter()
        .enumerate()
        .flat_map(|(s, (is, _))| is.iter().map(move |&i| (i, s)))
        .collect();
    let mut clones: Vec<Vec<Inst>> = vec![Vec::new(); segs.len()];
    for (s, (is, _)) in segs.iter().enumerate() {
        let mut work: Vec<Value> = Vec::new();
        for &i in is {
            let mut deep = vec![i];
            if let Some(nr) = region_of(body, i) {
                deep.extend(region_insts_deep(body, nr));
            }
            for j in deep {
                body.inst(j).kind.visit_operands(|v| work.push(v));
            }
        }
        let mut seen = HashSet::new();
        while let Some(v) = work.pop() {
            let Some(di) = def_inst(body, v) else {
                continue;
            };
            let Some(&ds) = seg_of.get(&di) else {
                continue;
            };
            if ds == s || !seen.insert(di) {
                continue;
            }
            if !cloneable(&body.inst(di).kind) {
                return sequential(
                    m,
                    body,
                    "a value computed between its loops is used by a later loop",
                );
            }
            clones[s].push(di);
            body.inst(di).kind.visit_operands(|o| work.push(o));
        }
    }
    // Build: acc.data (data, async, wait, if) { kernels { segment } … }.
    let (data_clauses, seg_clauses) = split_clauses(m, body, &d, r);
    let (data_op, data_entry) = new_directive(body, DirectiveKind::Data, data_clauses, loc);
    let data_entry = data_entry.expect("data region");
    let n = segs.len();
    for (s, (is, _)) in segs.into_iter().enumerate() {
        let (kop, kentry) = new_directive(
            body,
            DirectiveKind::Compute(ComputeKind::Kernels),
            seg_clauses.clone(),
            loc,
        );
        let kentry = kentry.expect("kernels region");
        let kr = body.block_region(kentry).expect("region");
        // Recomputed values first, in their original order.
        let mut cl = clones[s].clone();
        cl.sort_by_key(|i| insts.iter().position(|x| x == i));
        let map = clone_insts_into(body, kentry, cl);
        for i in is {
            body.blocks[entry.index()].insts.retain(|&x| x != i);
            body.append_inst(kentry, i);
        }
        for (from, to) in map {
            replace_uses_in_region(body, kr, from, to);
        }
        let y = body.new_inst(InstKind::Yield(vec![]), None, loc);
        body.append_inst(kentry, y);
        body.append_inst(data_entry, kop);
    }
    let y = body.new_inst(InstKind::Yield(vec![]), None, loc);
    body.append_inst(data_entry, y);
    let (b, pos) = inst_pos(body, k);
    remove_inst(body, k);
    discard_region(body, r);
    insert_inst(body, b, pos, data_op);
    remark(
        m,
        loc,
        format!("kernels: region split into {n} kernels launched in order (§2.5.3)"),
    );
    Some(data_op)
}

/// The clauses of a split `kernels` operation `d` (region `r`): those of the `acc.data`
/// operation around the kernels (data, async, wait, if), and those each kernel keeps.
fn split_clauses(
    m: &mut Module,
    body: &Body,
    d: &DirectiveOp,
    r: Region,
) -> (Vec<Clause>, Vec<Clause>) {
    let mut data_clauses: Vec<Clause> = d
        .clauses
        .iter()
        .filter(|c| {
            matches!(
                c,
                Clause::Data(_) | Clause::Async(_) | Clause::Wait(_) | Clause::If(_)
            )
        })
        .cloned()
        .collect();
    // The data clauses leave the region here, before implicit_clauses would make those naming
    // a dummy array's address name its slot: do it now, or the kernels, which load the slot,
    // would not find it mapped and the data region would get an implicit `copy` of it too —
    // a `copyin` array copied back at the end (§2.7.7).
    let slots: Vec<Value> = captures(body, r)
        .into_iter()
        .filter(|&v| is_indirect_array(body, v))
        .collect();
    name_slots_for_held_addresses(m, body, &slots, &mut data_clauses);
    let seg_clauses: Vec<Clause> = d
        .clauses
        .iter()
        .filter(|c| !matches!(c, Clause::Data(_) | Clause::Wait(_)))
        .cloned()
        .collect();
    (data_clauses, seg_clauses)
}

/// Appends copies of `insts` (in that order) to `block`, each copy's operands renamed to the
/// earlier copies' results; returns the map from original results to the copies'.
fn clone_insts_into(
    body: &mut Body,
    block: Block,
    insts: impl IntoIterator<Item = Inst>,
) -> HashMap<Value, Value> {
    let mut map: HashMap<Value, Value> = HashMap::new();
    for ci in insts {
        let data = body.inst(ci).clone();
        let rty = data.result.map(|r| body.value_type(r));
        let ni = body.new_inst(data.kind.clone(), rty, data.loc);
        body.insts[ni.index()]
            .kind
            .visit_operands_mut(|v| *v = *map.get(v).unwrap_or(v));
        body.append_inst(block, ni);
        if let (Some(r0), Some(r1)) = (data.result, body.inst(ni).result) {
            map.insert(r0, r1);
        }
    }
    map
}

/// What identifies the variable a scalar load reads: its global, or its address value.
#[derive(PartialEq, Eq, Clone, Copy)]
enum VarKey {
    Global(crate::GlobalId),
    Addr(Value),
}

fn var_key(body: &Body, addr: Value) -> VarKey {
    let root = super::spmd::root(body, addr);
    match def_kind(body, root) {
        Some(InstKind::GlobalAddr(g)) => VarKey::Global(*g),
        _ => VarKey::Addr(root),
    }
}

/// A `kernels` region whose loops sit in branches (`if (dir == 1) then; loop …; else; loop …`,
/// CloverLeaf's advection kernels) becomes an `acc.data` operation with the region's
/// branches, each loop in a `kernels` operation of its own: OpenACC 3.3 §2.5.3 splits a
/// `kernels` region into a sequence of kernels, and a branch whose condition every gang would
/// compute alike is taken once, on the host, as nvfortran does. Only where that is exactly the
/// region's meaning: besides the loops the region computes nothing but branch conditions and
/// values the loops use (loads, pure arithmetic), and each load a condition needs reads a
/// scalar variable (integer, real, logical: never an array element or a component) that
/// nothing in the region writes or passes to a procedure, that no data clause of this
/// function's constructs around it names (a device copy an earlier kernel may have changed)
/// and that is not a `declare`d global. The values a loop uses are recomputed in its kernel.
/// None (nothing changed) otherwise; the caller then runs the region in one gang.
fn hoist_uniform_branches(m: &mut Module, body: &mut Body, k: Inst, r: Region) -> Option<Inst> {
    let blocks = body.region(r).blocks.clone();
    let in_region: HashSet<Inst> = blocks
        .iter()
        .flat_map(|&b| body.block(b).insts.iter().copied())
        .collect();
    let mut loops = Vec::new();
    let mut conds = Vec::new();
    for &b in &blocks {
        for &i in &body.block(b).insts {
            match &body.inst(i).kind {
                _ if is_loop(body, i) => loops.push(i),
                InstKind::Load { .. } | InstKind::Br(_) => {}
                InstKind::Yield(vs) if vs.is_empty() => {}
                InstKind::CondBr { cond, .. } => conds.push(*cond),
                InstKind::Switch { arg, .. } => conds.push(*arg),
                kind if cloneable(kind) => {}
                _ => return None,
            }
        }
    }
    if loops.is_empty() {
        return None;
    }
    // A value of the region's blocks that is not an instruction's (a block parameter) would
    // have to reach a kernel as a value computed on the host: not handled.
    let param_of_region = |v: Value| matches!(body.values[v.index()].def, ValueDef::Param(b, _) if blocks.contains(&b));
    // The loads the conditions need, through the region's own instructions.
    let mut cond_loads = Vec::new();
    let mut work = conds.clone();
    let mut seen = HashSet::new();
    while let Some(v) = work.pop() {
        if param_of_region(v) {
            return None;
        }
        let Some(di) = def_inst(body, v) else {
            continue;
        };
        if !in_region.contains(&di) || !seen.insert(di) {
            continue;
        }
        if let InstKind::Load { ptr, .. } = body.inst(di).kind {
            cond_loads.push((di, ptr));
            continue;
        }
        body.inst(di).kind.visit_operands(|o| work.push(o));
    }
    let deep = region_insts_deep(body, r);
    let mut clause_keys = Vec::new();
    for a in ancestors(body, k).into_iter().chain([k]) {
        if let InstKind::Directive(d) = &body.inst(a).kind {
            for c in &d.clauses {
                if let Clause::Data(dc) = c {
                    clause_keys.extend(dc.vars.iter().map(|v| var_key(body, v.var)));
                }
            }
        }
    }
    for &(li, ptr) in &cond_loads {
        let scalar = body.inst(li).result.is_some_and(|v| {
            m.types.is_int(body.value_type(v)) || m.types.is_float(body.value_type(v))
        });
        let whole = super::spmd::root(body, ptr) == ptr
            && body
                .var_at(ptr)
                .is_none_or(|x| matches!(x.shape, crate::var::Shape::Object(_)));
        if !scalar || !whole {
            return None;
        }
        let key = var_key(body, ptr);
        if let VarKey::Global(g) = key {
            if m.globals[g.index()].acc_declare.is_some() {
                return None;
            }
        }
        if clause_keys.contains(&key) {
            return None;
        }
        // Written in the region, or handed to something that may write it.
        for &j in &deep {
            let kind = &body.inst(j).kind;
            if matches!(kind, InstKind::Load { .. }) || cloneable(kind) {
                continue;
            }
            let mut hit = false;
            kind.visit_operands(|o| hit |= var_key(body, o) == key);
            if hit {
                return None;
            }
        }
    }
    let loc = body.inst(k).loc;
    let d = dir(body, k).clone();
    let (data_clauses, seg_clauses) = split_clauses(m, body, &d, r);
    {
        let dm = dir_mut(body, k);
        dm.kind = DirectiveKind::Data;
        dm.clauses = data_clauses;
    }
    let n = loops.len();
    for l in loops {
        // The region's values the loop uses, recomputed first in its kernel (operands first).
        let mut order: Vec<Inst> = Vec::new();
        let mut done = HashSet::new();
        let mut uses: Vec<Value> = Vec::new();
        body.inst(l).kind.visit_operands(|v| uses.push(v));
        if let Some(lr) = region_of(body, l) {
            for j in region_insts_deep(body, lr) {
                body.inst(j).kind.visit_operands(|v| uses.push(v));
            }
        }
        fn visit(
            body: &Body,
            in_region: &HashSet<Inst>,
            v: Value,
            done: &mut HashSet<Inst>,
            order: &mut Vec<Inst>,
        ) {
            let Some(di) = def_inst(body, v) else { return };
            if !in_region.contains(&di) || !done.insert(di) {
                return;
            }
            let mut ops = Vec::new();
            body.inst(di).kind.visit_operands(|o| ops.push(o));
            for o in ops {
                visit(body, in_region, o, done, order);
            }
            order.push(di);
        }
        for v in uses {
            visit(body, &in_region, v, &mut done, &mut order);
        }
        let (b, pos) = inst_pos(body, l);
        remove_inst(body, l);
        let (kop, kentry) = new_directive(
            body,
            DirectiveKind::Compute(ComputeKind::Kernels),
            seg_clauses.clone(),
            loc,
        );
        let kentry = kentry.expect("kernels region");
        let kr = body.block_region(kentry).expect("region");
        let map = clone_insts_into(body, kentry, order);
        body.append_inst(kentry, l);
        let y = body.new_inst(InstKind::Yield(vec![]), None, loc);
        body.append_inst(kentry, y);
        for (from, to) in map {
            replace_uses_in_region(body, kr, from, to);
        }
        insert_inst(body, b, pos, kop);
    }
    // What only the loops used now runs in their kernels: the host keeps the conditions'
    // code alone (a load through a `deviceptr` must not run on the host, even unused at -O0).
    loop {
        let used: HashSet<Value> = body
            .insts
            .iter()
            .filter(|d| d.block.is_some())
            .flat_map(|d| d.kind.operands())
            .collect();
        let dead: Vec<Inst> = blocks
            .iter()
            .flat_map(|&b| body.block(b).insts.clone())
            .filter(|&i| {
                let d = body.inst(i);
                (matches!(d.kind, InstKind::Load { .. }) || cloneable(&d.kind))
                    && d.result.is_some_and(|v| !used.contains(&v))
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        for i in dead {
            remove_inst(body, i);
        }
    }
    remark(
        m,
        loc,
        format!(
            "kernels: branches around the region's loops taken on the host; region split into {n} kernels (§2.5.3)"
        ),
    );
    Some(k)
}

// ---------------------------------------------------------------------------------------------
// dependence test

/// `Σ coef·atom + c` over loop induction variables and loop-invariant values; an atom is a
/// product of values (one value: an induction variable or an invariant; several: a product of
/// invariants, `j * m` in an inner loop), sorted, so that two computations of the same index
/// (`b[j*m + i]` written and read) compare equal.
#[derive(Clone, PartialEq, Debug, Default)]
pub(super) struct Affine {
    pub(super) terms: BTreeMap<Vec<Value>, i128>,
    pub(super) c: i128,
}

impl Affine {
    pub(super) fn add(mut self, o: &Affine, sign: i128) -> Affine {
        for (v, &k) in &o.terms {
            *self.terms.entry(v.clone()).or_default() += sign * k;
        }
        self.terms.retain(|_, k| *k != 0);
        self.c += sign * o.c;
        self
    }
    pub(super) fn scale(mut self, k: i128) -> Affine {
        for t in self.terms.values_mut() {
            *t *= k;
        }
        self.terms.retain(|_, k| *k != 0);
        self.c *= k;
        self
    }
    pub(super) fn atom(v: Value) -> Affine {
        Affine {
            terms: [(vec![v], 1)].into(),
            c: 0,
        }
    }
    /// The product of two sums of invariants (no induction variable in either).
    pub(super) fn mul(&self, o: &Affine) -> Affine {
        let mut r = Affine {
            terms: BTreeMap::new(),
            c: self.c * o.c,
        };
        for (a, &ka) in &self.terms {
            *r.terms.entry(a.clone()).or_default() += ka * o.c;
            for (b, &kb) in &o.terms {
                let mut ab: Vec<Value> = a.iter().chain(b).copied().collect();
                ab.sort();
                *r.terms.entry(ab).or_default() += ka * kb;
            }
        }
        for (b, &kb) in &o.terms {
            *r.terms.entry(b.clone()).or_default() += kb * self.c;
        }
        r.terms.retain(|_, k| *k != 0);
        r
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum BaseKey {
    /// A loop-invariant address.
    Val(Value),
    /// The pointer loaded from a loop-invariant address the loop does not store to.
    Loaded(Value),
    /// A global variable.
    Global(crate::entity::GlobalId),
}

pub(super) struct DepTest<'a> {
    pub(super) m: &'a Module,
    pub(super) body: &'a Body,
    pub(super) region: Region,
    pub(super) ivs: Vec<Value>,
    /// Addresses the loop stores to (direct `store` pointers).
    pub(super) stored: HashSet<Value>,
    /// Single stores in the loop's entry block: address → stored value.
    pub(super) slots: HashMap<Value, Value>,
    /// Induction variables of nested loops: their first and (exclusive) last value. A key
    /// may also be the address of a variable that a counted loop of plain control flow
    /// steps (acc-implicit-data's pointer sections): its loads are the variable.
    pub(super) inner: HashMap<Value, (Affine, Affine)>,
    /// Loads of a field at a constant offset of an invariant object the loop does not store
    /// to (a descriptor's extents and strides): the load's address → the first such address
    /// of the same field, which names the value (`subscripts.rs`).
    pub(super) fields: HashMap<Value, Value>,
    /// (object, byte offset) → the address naming the field in `fields`.
    pub(super) field_keys: HashMap<(BaseKey, i128), Value>,
}

impl DepTest<'_> {
    /// Defined before the region, or a global's address (which the front end computes where
    /// it is used: `n` of `x < n` for a global `n`, as OpenACCV-V's tests have it).
    fn invariant(&self, v: Value) -> bool {
        !defined_in(self.body, v, self.region)
            || matches!(def_kind(self.body, v), Some(InstKind::GlobalAddr(_)))
    }

    pub(super) fn affine(&self, v: Value, depth: u32) -> Option<Affine> {
        if depth > 16 {
            return None;
        }
        if self.ivs.contains(&v) || self.inner.contains_key(&v) {
            return Some(Affine::atom(v));
        }
        if let Some(c) = iconst_of(self.body, v) {
            return Some(Affine {
                terms: BTreeMap::new(),
                c,
            });
        }
        if self.invariant(v) {
            return Some(Affine::atom(v));
        }
        match def_kind(self.body, v)? {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let a = self.affine(*lhs, depth + 1)?;
                let b = self.affine(*rhs, depth + 1)?;
                match op {
                    BinOp::Add => Some(a.add(&b, 1)),
                    BinOp::Sub => Some(a.add(&b, -1)),
                    BinOp::Mul if b.terms.is_empty() => Some(a.scale(b.c)),
                    BinOp::Mul if a.terms.is_empty() => Some(b.scale(a.c)),
                    // A product with at most one side varying (`j * m`).
                    BinOp::Mul if !self.has_iv(&a) || !self.has_iv(&b) => Some(a.mul(&b)),
                    BinOp::Shl if b.terms.is_empty() && (0..62).contains(&b.c) => {
                        Some(a.scale(1 << b.c))
                    }
                    _ => None,
                }
            }
            InstKind::Cast {
                op: CastOp::SExt | CastOp::ZExt | CastOp::Trunc,
                arg,
            } => self.affine(*arg, depth + 1),
            // A choice between constants known when compiling (Fortran's `size(a, 1)`).
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                let Some(InstKind::ICmp { cc, lhs, rhs }) = def_kind(self.body, *cond) else {
                    return None;
                };
                let (a, b) = (iconst_of(self.body, *lhs)?, iconst_of(self.body, *rhs)?);
                let holds = match cc {
                    IntCC::Eq => a == b,
                    IntCC::Ne => a != b,
                    IntCC::Slt => a < b,
                    IntCC::Sle => a <= b,
                    IntCC::Sgt => a > b,
                    IntCC::Sge => a >= b,
                    _ => return None,
                };
                self.affine(if holds { *then_val } else { *else_val }, depth + 1)
            }
            InstKind::Load { ptr, .. } if self.inner.contains_key(ptr) => Some(Affine::atom(*ptr)),
            InstKind::Load { ptr, .. } => match self.slots.get(ptr) {
                Some(&stored) => self.affine(stored, depth + 1),
                // A variable the loop does not write (`m` of `j*m + i`, an outer loop's
                // variable): the same value in every iteration, named by its address.
                None if self.invariant(*ptr) && !self.stored.contains(ptr) => {
                    Some(Affine::atom(*ptr))
                }
                None => self.fields.get(ptr).map(|&f| Affine::atom(f)),
            },
            _ => None,
        }
    }

    /// Whether a term varies in the loop (an induction variable of it or of a nested loop).
    pub(super) fn has_iv(&self, a: &Affine) -> bool {
        a.terms.keys().any(|k| {
            k.iter()
                .any(|v| self.ivs.contains(v) || self.inner.contains_key(v))
        })
    }

    /// Whether the writes at byte offset `w` (`size` bytes each) of different iterations of
    /// the loop (induction variable `iv`, constant step `step`) are disjoint, when the offset
    /// is `C·iv + R` with C a sum of invariants (`8·m` of `b[j*m + i]`) and R ranging over the
    /// nested loops' variables: C·|step| must cover R's whole range plus one access, which
    /// the difference of the two, a constant, proves (Err: why not).
    fn disjoint_rows(&self, w: &Affine, iv: Value, step: i128, size: u64) -> Result<(), String> {
        let konst = |c: i128| Affine {
            terms: BTreeMap::new(),
            c,
        };
        let mut coef = Affine::default();
        let mut span = Affine::default();
        for (k, &c) in &w.terms {
            let n_iv = k.iter().filter(|&&v| v == iv).count();
            let inner: Vec<&Value> = k.iter().filter(|v| self.inner.contains_key(v)).collect();
            match (n_iv, inner.len()) {
                (0, 0) => {} // invariant: the same in every iteration
                (1, 0) => {
                    let rest: Vec<Value> = k.iter().copied().filter(|&v| v != iv).collect();
                    let part = if rest.is_empty() {
                        konst(c)
                    } else {
                        Affine {
                            terms: [(rest, c)].into(),
                            c: 0,
                        }
                    };
                    coef = coef.add(&part, 1);
                }
                (0, 1) if k.len() == 1 => {
                    // The nested variable's range: |c|·(hi - 1 - lo).
                    let (lo, hi) = &self.inner[inner[0]];
                    let width = hi.clone().add(lo, -1).add(&konst(1), -1);
                    span = span.add(&width.scale(c.abs()), 1);
                }
                _ => return Err("an index not affine in the loops' variables".into()),
            }
        }
        // C·|step| - span - size: a constant, at least 0 (so C·|step| > 0 as well).
        let d = coef
            .scale(step.abs())
            .add(&span, -1)
            .add(&konst(size as i128), -1);
        if d.terms.is_empty() && d.c >= 0 {
            Ok(())
        } else {
            Err("rows of different iterations may overlap".into())
        }
    }

    /// Base and byte offset of an address.
    pub(super) fn address(&self, p: Value) -> Option<(BaseKey, Affine)> {
        if let Some(InstKind::GlobalAddr(g)) = def_kind(self.body, p) {
            return Some((BaseKey::Global(*g), Affine::default()));
        }
        if self.invariant(p) {
            return Some((BaseKey::Val(p), Affine::default()));
        }
        match def_kind(self.body, p)? {
            InstKind::ElemAddr { elem, ptr, index } => {
                let (b, off) = self.address(*ptr)?;
                let i = self.affine(*index, 0)?;
                let size = self.m.types.size_of(*elem) as i128;
                Some((b, off.add(&i.scale(size), 1)))
            }
            InstKind::PtrAdd { ptr, offset } => {
                let (b, off) = self.address(*ptr)?;
                Some((b, off.add(&self.affine(*offset, 0)?, 1)))
            }
            InstKind::FieldAddr { agg, ptr, field } => {
                let (b, mut off) = self.address(*ptr)?;
                if let TypeKind::Aggregate { fields, .. } = self.m.types.kind(*agg) {
                    off.c += fields.get(*field as usize)?.offset as i128;
                }
                Some((b, off))
            }
            InstKind::Load { ptr, .. } if self.invariant(*ptr) && !self.stored.contains(ptr) => {
                Some((BaseKey::Loaded(*ptr), Affine::default()))
            }
            // The base address read in the loop from a structure component's descriptor
            // (`g%e`; the Fortran front end's descriptor loads are the only invariant loads
            // in a compute construct before acc-outline), of a field the loop does not
            // write: every reading of the field is the same pointer, named by the field's
            // first address.
            InstKind::Load { ptr, flags } if flags.invariant && self.fields.contains_key(ptr) => {
                Some((BaseKey::Loaded(self.fields[ptr]), Affine::default()))
            }
            InstKind::Alloca { .. } => Some((BaseKey::Val(p), Affine::default())),
            InstKind::GlobalAddr(g) => Some((BaseKey::Global(*g), Affine::default())),
            _ => None,
        }
    }
}

/// Whether the iterations of `lp` (its outermost dimension set) are independent; the reason
/// they may not be otherwise. Private and reduction variables of the loop are exempt.
fn dependence_test(m: &Module, body: &Body, lp: Inst) -> Result<(), String> {
    let d = dir(body, lp);
    let r = d.region.expect("loop region");
    let entry = entry_of(body, r);
    let ivs = body.block(entry).params.clone();
    // A collapsed nest is judged only when it writes nothing but its private, reduction and
    // per-iteration scalar variables (a `collapse(3) reduction(min:dtmin)` time-step loop,
    // cfcanaoj/gpuhydro): reads alone carry nothing between iterations (§2.9.7).
    let collapsed = ivs.len() > 1;
    let mut exempt: HashSet<Value> = HashSet::new();
    let mut names: HashMap<Value, String> = HashMap::new();
    for c in &d.clauses {
        if matches!(c, Clause::Private(_) | Clause::Reduction(..)) {
            exempt.extend(c.vars().iter().map(|v| v.var));
        }
    }
    for a in ancestors(body, lp) {
        for c in &dir(body, a).clauses {
            for v in c.vars() {
                names.insert(v.var, v.name.to_string());
            }
        }
    }
    let insts = region_insts_deep(body, r);
    // A private or reduction variable that is a global (a Fortran main program's variables,
    // C file-scope ones) is reached in the body through addresses of its own: those are the
    // variable too (OpenACCV-V kernels_num_gangs: `loop gang reduction(+:results)` in
    // `kernels` was judged sequential, one gang, result 1 instead of 8).
    add_global_address_twins(body, &insts, &mut exempt);
    let mut stored = HashSet::new();
    let mut store_count: HashMap<Value, usize> = HashMap::new();
    for &i in &insts {
        if let InstKind::Store { ptr, .. } = &body.inst(i).kind {
            stored.insert(*ptr);
            *store_count.entry(*ptr).or_default() += 1;
        }
    }
    add_global_address_twins(body, &insts, &mut stored);
    // Scalar slots written once at the top of each iteration before any read (the loop
    // variable the front end stores the induction variable into, per-iteration temporaries).
    // The same at the top of each iteration of the loops nested inside (their variables).
    let nested: Vec<Inst> = insts
        .iter()
        .copied()
        .filter(|&i| is_loop(body, i))
        .collect();
    // §2.5.13/§2.9.10: a variable private to a loop nested in this one is a copy of that
    // loop's own inside it, so its accesses there carry nothing between this loop's
    // iterations (`loop private(rho,u,v)` on the inner loop of a `kernels` nest, as
    // lattice-Boltzmann codes write it: the outer loop was judged sequential before).
    let inner_private: Vec<(HashSet<Value>, Region)> = nested
        .iter()
        .filter_map(|&l| {
            let nr = region_of(body, l)?;
            let mut vars: HashSet<Value> = dir(body, l)
                .clauses
                .iter()
                .filter(|c| matches!(c, Clause::Private(_)))
                .flat_map(|c| c.vars().iter().map(|v| v.var))
                .collect();
            if vars.is_empty() {
                return None;
            }
            add_global_address_twins(body, &insts, &mut vars);
            Some((vars, nr))
        })
        .collect();
    let private_inside = |i: Inst, ptr: &Value| {
        body.inst(i).block.is_some_and(|b| {
            inner_private
                .iter()
                .any(|(vars, nr)| vars.contains(ptr) && block_in_region(body, b, *nr))
        })
    };
    let mut slots = HashMap::new();
    for b in std::iter::once(entry).chain(
        nested
            .iter()
            .filter_map(|&l| region_of(body, l).map(|nr| entry_of(body, nr))),
    ) {
        let mut read_before: HashSet<Value> = HashSet::new();
        for &i in &body.block(b).insts {
            match &body.inst(i).kind {
                InstKind::Load { ptr, .. } => {
                    read_before.insert(*ptr);
                }
                InstKind::Store { value, ptr, .. }
                    if store_count.get(ptr) == Some(&1)
                        && !read_before.contains(ptr)
                        && matches!(
                            def_kind(body, *ptr),
                            Some(InstKind::Alloca { count: None, .. })
                        ) =>
                {
                    slots.insert(*ptr, *value);
                }
                _ => {}
            }
        }
    }
    let mut t = DepTest {
        m,
        body,
        region: r,
        ivs: ivs.clone(),
        stored,
        slots,
        inner: HashMap::new(),
        fields: HashMap::new(),
        field_keys: HashMap::new(),
    };
    t.name_fields(&insts);
    // The induction variables of nested loops with a positive constant step and bounds
    // invariant in this loop: each ranges over [lower, upper - 1] in every iteration.
    for &l in &nested {
        let DirectiveKind::Loop { dims } = &dir(body, l).kind else {
            continue;
        };
        let Some(nr) = region_of(body, l) else {
            continue;
        };
        let params = body.block(entry_of(body, nr)).params.clone();
        for (d, &p) in dims.iter().zip(&params) {
            if iconst_of(body, d.step).is_none_or(|s| s <= 0) {
                continue;
            }
            let (Some(lo), Some(hi)) = (t.affine(d.lower, 0), t.affine(d.upper, 0)) else {
                continue;
            };
            if t.has_iv(&lo) || t.has_iv(&hi) {
                continue;
            }
            t.inner.insert(p, (lo, hi));
        }
    }
    // `component 2 of component 1 of o` for `o%a%e`.
    let component_name = |v: Value| {
        let mut path = Vec::new();
        let mut at = v;
        while let Some(InstKind::FieldAddr { ptr, field, .. }) = def_kind(body, at) {
            path.push(format!("component {}", field + 1));
            at = *ptr;
        }
        let of = names
            .get(&at)
            .cloned()
            .unwrap_or_else(|| implicit_name(m, body, at));
        format!("{} of {of}", path.join(" of "))
    };
    let name_of = |b: &BaseKey| {
        let v = match b {
            BaseKey::Val(v) | BaseKey::Loaded(v) => *v,
            BaseKey::Global(g) => return m.global(*g).name.to_string(),
        };
        if let Some(n) = names.get(&v) {
            return n.clone();
        }
        let name = implicit_name(m, body, v);
        match def_kind(body, v) {
            // The array of a structure component (`g%e`): OIR keeps no component names.
            Some(InstKind::FieldAddr { .. })
                if name == "<value>" && matches!(b, BaseKey::Loaded(_)) =>
            {
                component_name(v)
            }
            _ => name,
        }
    };
    let mut accesses: HashMap<BaseKey, Vec<(bool, Affine, u64)>> = HashMap::new();
    let mut unknown_load = false;
    for &i in &insts {
        match &body.inst(i).kind {
            InstKind::Call { callee, .. } if !is_pure_call(m, *callee) => {
                return Err(format!("calls {}", m.func(*callee).user_name()));
            }
            InstKind::Call { .. } => {}
            InstKind::CallIndirect { .. } => return Err("an indirect call".into()),
            InstKind::Memcpy { .. } | InstKind::Memset { .. } => {
                return Err("memcpy/memset in the body".into())
            }
            InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => {}
            InstKind::Store { value, ptr, .. } => {
                let used_outside = || {
                    body.insts.iter().any(|d| {
                        d.block.is_some_and(|b| !block_in_region(body, b, r))
                            && d.kind.operands().contains(ptr)
                    })
                };
                if exempt.contains(ptr)
                    || private_inside(i, ptr)
                    || (t.slots.contains_key(ptr) && !used_outside())
                {
                    continue;
                }
                let size = m.types.size_of(body.value_type(*value));
                match t.address(*ptr) {
                    Some((b, off)) => accesses.entry(b).or_default().push((true, off, size)),
                    None => return Err("a store through a computed address".into()),
                }
            }
            InstKind::Load { ptr, .. } => {
                if exempt.contains(ptr) || private_inside(i, ptr) || t.slots.contains_key(ptr) {
                    continue;
                }
                match t.address(*ptr) {
                    Some((b, off)) => {
                        let ty = body.value_type(body.inst(i).result.expect("load result"));
                        let sz = m.types.size_of(ty);
                        accesses.entry(b).or_default().push((false, off, sz));
                    }
                    None => unknown_load = true,
                }
            }
            _ => {}
        }
    }
    if collapsed {
        return match accesses.iter().find(|(_, a)| a.iter().any(|x| x.0)) {
            Some((b, _)) => Err(format!(
                "collapsed loop nests that write {} are parallelized only with independent",
                name_of(b)
            )),
            None => Ok(()),
        };
    }
    let iv = ivs[0];
    let step = match &dir(body, lp).kind {
        DirectiveKind::Loop { dims } => iconst_of(body, dims[0].step),
        _ => None,
    };
    for (b, accs) in &accesses {
        let Some((_, w, wsize)) = accs.iter().find(|a| a.0) else {
            continue;
        };
        if unknown_load {
            return Err(format!(
                "{} is written and memory is read through a computed address",
                name_of(b)
            ));
        }
        if let Some(other) = accesses
            .keys()
            .find(|o| *o != b && may_alias(m, body, b, o))
        {
            return Err(format!(
                "{} and {} may point to the same memory (C pointers without restrict)",
                name_of(b),
                name_of(other)
            ));
        }
        let symbolic = w
            .terms
            .keys()
            .any(|k| (k.len() > 1 && k.contains(&iv)) || k.iter().any(|v| t.inner.contains_key(v)));
        if symbolic {
            if let Some(other) = accs.iter().find(|a| a.1 != *w || a.2 != *wsize) {
                return Err(format!(
                    "{} is written at one index and {} at another",
                    name_of(b),
                    if other.0 { "written" } else { "read" }
                ));
            }
            // A Fortran array written at a subscript that is the loop's variable.
            if t.distinct_elements(*b, w, iv) {
                continue;
            }
            if let Err(why) = t.disjoint_rows(w, iv, step.unwrap_or(1), *wsize) {
                return Err(format!("{}: {why}", name_of(b)));
            }
            continue;
        }
        let coef = w.terms.get(&vec![iv]).copied().unwrap_or(0);
        if coef == 0 {
            return Err(format!(
                "{} is written at the same place in every iteration",
                name_of(b)
            ));
        }
        if coef.abs() * step.unwrap_or(1).abs() < *wsize as i128 {
            return Err(format!(
                "writes to {} overlap between iterations",
                name_of(b)
            ));
        }
        if let Some(other) = accs.iter().find(|a| a.1 != *w || a.2 != *wsize) {
            return Err(format!(
                "{} is written at one index and {} at another",
                name_of(b),
                if other.0 { "written" } else { "read" }
            ));
        }
    }
    Ok(())
}

/// Whether two distinct bases of a loop's accesses may overlap. Distinct objects (local
/// arrays, globals, Fortran dummies and allocatables, which the standard keeps apart) do not;
/// a C pointer may point into anything, unless one of the two is declared `restrict`
/// (C11 §6.7.3.1). nvc keeps such a `kernels` loop sequential too ("complex loop carried
/// dependence"); before, oxacc assumed two pointer parameters never overlap, and `f(a + 1, a)`
/// ran `p[i] = q[i] + 1` in parallel with a wrong result.
pub(super) fn may_alias(m: &Module, body: &Body, a: &BaseKey, b: &BaseKey) -> bool {
    let pointer = |k: &BaseKey| match k {
        BaseKey::Loaded(v) => body
            .var_at(*v)
            .filter(|x| x.object_type().is_some_and(|t| m.types.is_ptr(t))),
        _ => None,
    };
    // A local scalar or pointer variable (the slot a loop loads a pointer or a bound from):
    // the pointers of the loop do not point at it.
    let scalar_slot = |k: &BaseKey| match k {
        BaseKey::Val(v) => matches!(def_kind(body, *v),
            Some(InstKind::Alloca { ty, count: None, .. }) if !m.types.is_aggregate(*ty)),
        _ => false,
    };
    match (pointer(a), pointer(b)) {
        (None, None) => false,
        (Some(p), None) => !p.restrict && !scalar_slot(b),
        (None, Some(p)) => !p.restrict && !scalar_slot(a),
        (Some(p), Some(q)) => !p.restrict && !q.restrict,
    }
}

fn decide_auto_loops(m: &mut Module, body: &mut Body, c: Inst) {
    let kind = match dir(body, c).kind {
        DirectiveKind::Compute(k) => k,
        _ => return,
    };
    let r = region_of(body, c).expect("region");
    for l in directives_in(body, r) {
        if !is_loop(body, l) {
            continue;
        }
        let cl = &dir(body, l).clauses;
        let has = |f: fn(&Clause) -> bool| cl.iter().any(f);
        // OpenACC 3.3 §2.9.7: in a `kernels` region a loop without `seq` or `independent`
        // is `auto`, nested ones too (a bare `!$acc loop` on CloverLeaf-style inner loops
        // ran sequentially inside each thread of the outer loop, its accesses a column apart).
        let decide = if has(|c| matches!(c, Clause::Seq | Clause::Independent)) {
            false
        } else {
            has(|c| matches!(c, Clause::Auto)) || kind == ComputeKind::Kernels
        };
        if !decide {
            continue;
        }
        let loc = body.inst(l).loc;
        let reductions = implicit_reduction::find_reductions(m, body, l);
        if !reductions.is_empty() {
            remark(
                m,
                loc,
                format!(
                    "{}: loop at {}:{}: generating {} (§2.9.11)",
                    kind.name(),
                    loc.line,
                    loc.col,
                    reductions.join(" ")
                ),
            );
        }
        let result = dependence_test(m, body, l);
        let dl = dir_mut(body, l);
        dl.clauses.retain(|c| !matches!(c, Clause::Auto));
        match result {
            Ok(()) => {
                dl.add_clause(Clause::Independent);
                remark(
                    m,
                    loc,
                    format!(
                        "{}: loop at {}:{} is parallelizable (dependence test, §2.9.7)",
                        kind.name(),
                        loc.line,
                        loc.col
                    ),
                );
            }
            Err(why) => {
                dl.add_clause(Clause::Seq);
                remark(
                    m,
                    loc,
                    format!(
                        "{}: loop at {}:{} not parallelized: {why}",
                        kind.name(),
                        loc.line,
                        loc.col
                    ),
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// implicit data attributes

/// Globals referenced inside the region become variables of the construct: their address is
/// taken once before the operation (so that clauses can name them).
pub(super) fn hoist_globals(m: &mut Module, body: &mut Body, c: Inst) {
    let r = region_of(body, c).expect("region");
    let mut hoisted: HashMap<crate::entity::GlobalId, Value> = HashMap::new();
    // A clause of the construct or of an enclosing one naming the global already has its
    // address (computed before that construct): the region uses that value, so that the
    // clause and the uses are one variable (e.g. `copyout(b[1:n])` of `static double b[N]`).
    for a in std::iter::once(c).chain(ancestors(body, c)) {
        for cl in &dir(body, a).clauses {
            for v in cl.vars() {
                if let Some(InstKind::GlobalAddr(g)) = def_kind(body, v.var) {
                    hoisted.entry(*g).or_insert(v.var);
                }
            }
        }
    }
    for i in region_insts_deep(body, r) {
        let InstKind::GlobalAddr(g) = body.inst(i).kind else {
            continue;
        };
        if m.global(g).constant {
            continue;
        }
        let old = body.inst(i).result.expect("result");
        let new = match hoisted.get(&g) {
            Some(&v) => v,
            None => {
                let (b, pos) = inst_pos(body, c);
                let loc = body.inst(c).loc;
                let mut ed = Ed::new(m, body, b, pos, loc);
                let p = ed.m.ptr();
                let v = ed.val(InstKind::GlobalAddr(g), p);
                hoisted.insert(g, v);
                v
            }
        };
        replace_uses_in_region(body, r, old, new);
        remove_inst(body, i);
    }
}

fn implicit_clauses(m: &mut Module, body: &mut Body, c: Inst, shared: &mut SplitData) {
    let loc = body.inst(c).loc;
    let d = dir(body, c).clone();
    let kind = match d.kind {
        DirectiveKind::Compute(k) => k,
        _ => return,
    };
    let r = d.region.expect("region");
    // §2.6.2: a variable in a reduction clause of the construct but in no other data clause
    // is treated as if it also appeared in a copy clause; the other clauses name variables.
    // A Fortran descriptor in `private`/`firstprivate` as a pointer section (the front end's
    // `private_ref`): its private copy starts from the original descriptor (and for
    // `firstprivate` its elements), which the region must reach like any descriptor's — so
    // it is left to the capture rules below (for `private`, the descriptor alone).
    let private_descriptor = |body: &Body, c: &Clause, v: &VarRef| {
        matches!(c, Clause::Private(_) | Clause::FirstPrivate(_))
            && !v.bounds.is_empty()
            && body
                .var_at(v.var)
                .is_some_and(|x| matches!(x.shape, crate::var::Shape::Descriptor { .. }))
    };
    let private_only: HashSet<Value> = d
        .clauses
        .iter()
        .filter(|c| matches!(c, Clause::Private(_)))
        .flat_map(|c| c.vars().iter())
        .filter(|v| private_descriptor(body, &Clause::Private(Vec::new()), v))
        .map(|v| v.var)
        .collect();
    let named: HashSet<Value> = d
        .clauses
        .iter()
        .filter(|c| !matches!(c, Clause::Reduction(..)))
        .flat_map(|c| {
            c.vars()
                .iter()
                .filter(|v| !private_descriptor(body, c, v))
                .map(|v| v.var)
        })
        .collect();
    let compute_reductions: Vec<VarRef> = d
        .clauses
        .iter()
        .filter(|c| matches!(c, Clause::Reduction(..)))
        .flat_map(|c| c.vars().iter().cloned())
        .collect();
    let mut default_present = d.clauses.contains(&Clause::DefaultPresent);
    // A `target` around `teams` is the data region around the compute construct.
    let mut scalars_tofrom = d.clauses.contains(&Clause::DefaultMapScalarTofrom);
    let omp_scalars = d.clauses.contains(&Clause::DefaultMapScalarFirstprivate);
    // An OpenMP target construct (its scalar rule is on it or on its own `target`'s data
    // region, below).
    let mut omp_construct = omp_scalars || scalars_tofrom;
    // OpenMP's rule for the other variables (5.0 §2.19.7.2, 5.1 §2.21.4.1), on the construct
    // or on the data region of its own `target`.
    let omp_rule = |d: &crate::DirectiveOp| {
        d.clauses.iter().find_map(|c| match c {
            Clause::OmpImplicit(r)
                if *r != OmpImplicitRule::PointersTofrom && !r.is_category_rule() =>
            {
                Some(*r)
            }
            _ => None,
        })
    };
    let omp_pointers = |d: &crate::DirectiveOp| {
        d.clauses
            .contains(&Clause::OmpImplicit(OmpImplicitRule::PointersTofrom))
    };
    let mut others = omp_rule(&d);
    let mut pointers_tofrom = omp_pointers(&d);
    // `defaultmap(none|present: category)` (5.0 §2.19.7.2, 5.1 §2.21.7.3).
    let category_rules = |d: &crate::DirectiveOp| -> Vec<OmpImplicitRule> {
        d.clauses
            .iter()
            .filter_map(|c| match c {
                Clause::OmpImplicit(r) if r.is_category_rule() => Some(*r),
                _ => None,
            })
            .collect()
    };
    let mut categories = category_rules(&d);
    // Scalars that the data region of the construct's own `target` maps (its map clauses):
    // under OpenMP's rule only these keep an enclosing mapping.
    let mut target_mapped: HashSet<Value> = HashSet::new();
    let default_none = d.clauses.contains(&Clause::DefaultNone);
    // Variables of enclosing data constructs (§2.6.2 "visible data clause").
    let mut enclosing: HashMap<Value, (DataClauseKind, VarRef, bool)> = HashMap::new();
    let mut inferred: HashSet<Value> = HashSet::new();
    // Attaches of a component of every element (decision 84), and those of a `copyin`
    // structure's components, copied in only (decision 91).
    let mut each_element: HashSet<Value> = HashSet::new();
    let mut deep_each: HashMap<Value, DataModifier> = HashMap::new();
    // Structures under `create`/`copyout` whose components are deep-copied: mapped with their
    // host contents (decision 98).
    let mut descriptors_in: Vec<Value> = Vec::new();
    for a in ancestors(body, c) {
        let ad = dir(body, a);
        if ad.kind != DirectiveKind::Data {
            continue;
        }
        default_present |= ad.clauses.contains(&Clause::DefaultPresent);
        scalars_tofrom |= ad.clauses.contains(&Clause::DefaultMapScalarTofrom);
        let has_if = ad.clauses.iter().any(|c| matches!(c, Clause::If(_)));
        let own_target = ad.clauses.iter().any(|c| {
            matches!(
                c,
                Clause::DefaultMapScalarFirstprivate | Clause::DefaultMapScalarTofrom
            )
        });
        omp_construct |= own_target;
        if own_target {
            others = others.or(omp_rule(ad));
            pointers_tofrom |= omp_pointers(ad);
            categories.extend(category_rules(ad));
        }
        for (k, v) in data_vars(ad) {
            if own_target {
                target_mapped.insert(v.var);
            }
            enclosing
                .entry(v.var)
                .or_insert_with(|| (k, v.clone(), has_if));
        }
        // A section inferred from subscripts (a split kernels region's): the kernels name it
        // with the same leniency towards data that overlaps it.
        for cl in &ad.clauses {
            if let Clause::Data(dc) = cl {
                if dc.modifiers.contains(&DataModifier::Implicit) {
                    inferred.extend(dc.vars.iter().map(|v| v.var));
                }
            }
        }
    }
    // Loop clauses inside: reduction variables (implicit copy) and loop-private variables.
    let mut reduction_vars = HashSet::new();
    let mut loop_private: HashMap<Value, Vec<Region>> = HashMap::new();
    for l in directives_in(body, r) {
        if !is_loop(body, l) {
            continue;
        }
        let lr = region_of(body, l).expect("loop region");
        for cl in &dir(body, l).clauses {
            match cl {
                Clause::Reduction(_, vs) => reduction_vars.extend(vs.iter().map(|v| v.var)),
                Clause::Private(vs) => {
                    for v in vs {
                        loop_private.entry(v.var).or_default().push(lr);
                    }
                }
                _ => {}
            }
        }
    }
    // Whether `v` is used in the region only inside loops that privatize it (§2.5.13 /
    // §2.9.10: the loop's copies replace it), so that the region needs no data for it.
    let only_loop_private = |body: &Body, v: Value| {
        let Some(regions) = loop_private.get(&v) else {
            return false;
        };
        let insts = region_insts_deep(body, r);
        let read: HashSet<Value> = insts
            .iter()
            .flat_map(|&i| body.inst(i).kind.operands())
            .collect();
        !insts.iter().any(|&i| {
            let inst = body.inst(i);
            inst.kind.operands().contains(&v)
                && !regions.iter().any(|&lr| {
                    inst.block
                        .is_some_and(|b| block_in_region(body, b, lr))
                })
                && !is_loop(body, i)
                // A load that nothing reads: the front end's look at an automatic array's
                // slot for the clause (`private(w)` of `real :: w(n)`).
                && (!matches!(inst.kind, InstKind::Load { .. })
                    || inst.result.is_some_and(|x| read.contains(&x)))
        })
    };
    let mut add: Vec<(DataClauseKind, VarRef)> = Vec::new();
    // Aggregates a target construct maps implicitly: OpenMP maps, as if named in a `map`
    // clause (5.0 §2.19.7), so a structure some of whose members an enclosing construct
    // mapped becomes one object with them (runtime struct_storage.rs) instead of being
    // "partly present": the restriction on partly present storage is for explicit maps
    // only (5.0 §2.19.7.1).
    let mut omp_maps: HashSet<Value> = HashSet::new();
    let mut firstprivate: Vec<VarRef> = Vec::new();
    let mut private: Vec<VarRef> = Vec::new();
    let mut done: HashSet<Value> = HashSet::new();
    let mut local: Vec<(Value, TypeId)> = Vec::new();
    for v in &compute_reductions {
        // A Fortran descriptor reduced as a pointer section (the front end's
        // `reduction_ref`): the region reads the whole descriptor, which the captures below
        // map as any descriptor (itself and its elements, shaped.rs).
        let descriptor = body
            .var_at(v.var)
            .is_some_and(|x| matches!(x.shape, crate::var::Shape::Descriptor { .. }));
        if descriptor || named.contains(&v.var) || !done.insert(v.var) {
            continue;
        }
        match enclosing.get(&v.var) {
            Some((k, vr, has_if)) => {
                let k = enclosing_attribute(*k, *has_if);
                add.push((k, vr.clone()));
            }
            None => add.push((DataClauseKind::Copy, v.clone())),
        }
    }
    for v in captures(body, r) {
        if done.contains(&v) {
            continue;
        }
        // A dummy array whose address is stored in a slot (a Fortran explicit-shape dummy):
        // an array of its declared extents, `copy` of all of it (§2.6.2), not the pointer
        // variable the slot also is.
        let indirect = body
            .var_at(v)
            .cloned()
            .filter(|x| matches!(x.shape, crate::var::Shape::Array { indirect: true, .. }));
        // One whose clause names the address the slot holds (`copyin(x)`, `copy(x(2:5))`
        // name the parameter): the clause names the slot instead, a pointer variable with a
        // section as C's `copyin(p[0:n])`, which the region's loads of the slot then use.
        // An implicit `copy` besides would copy the array out at the region's end when its
        // exit action comes last, against `copyin` (§2.7.7), and over a section's result.
        if indirect.is_some() && holds_named_value(body, v, &named) {
            let mut clauses = std::mem::take(&mut dir_mut(body, c).clauses);
            name_slots_for_held_addresses(m, body, &[v], &mut clauses);
            dir_mut(body, c).clauses = clauses;
            done.insert(v);
            continue;
        }
        // An automatic array or explicit-shape dummy that only loops' `private` clauses use
        // (a work array of run-time length): each loop makes its own copy from the bounds
        // alone, so nothing is copied in or out (decision 92).
        if indirect.is_some() && !named.contains(&v) && only_loop_private(body, v) {
            done.insert(v);
            continue;
        }
        if let Some(var) = indirect.filter(|_| !named.contains(&v) && !enclosing.contains_key(&v)) {
            if default_none && !names_elements_of(body, &d, v) {
                default_none_error(m, loc, kind, &var.name);
                continue;
            }
            let shared_refs = if default_present {
                None
            } else {
                shared.share(m, body, c, &var)
            };
            if let Some(refs) = shared_refs {
                inferred.extend(refs.iter().map(|r| r.var));
                add.extend(refs.into_iter().map(|r| (DataClauseKind::Present, r)));
                done.insert(v);
                continue;
            }
            if let Some(refs) = super::shaped::whole_variable(m, body, c, &var) {
                let k = if default_present {
                    DataClauseKind::Present
                } else {
                    DataClauseKind::Copy
                };
                inferred.extend(refs.iter().map(|r| r.var));
                add.extend(refs.into_iter().map(|r| (k, r)));
                done.insert(v);
                continue;
            }
        }
        let Some(ty) = var_type(m, body, v) else {
            // A Fortran descriptor in an enclosing construct's `deviceptr` (§2.7.5): the
            // same clause here, which passes it by value (acc-outline).
            if let Some((DataClauseKind::DevicePtr, vr, _)) = enclosing.get(&v) {
                add.push((DataClauseKind::DevicePtr, vr.clone()));
                done.insert(v);
                continue;
            }
            // A variable whose extents are known at run time only (a Fortran descriptor):
            // an array, so `copy` (or `present` under `default(present)`), §2.6.2.
            if let Some(var) = body.var_at(v).cloned() {
                if !named.contains(&v) && !enclosing.contains_key(&v) {
                    // `default(none)` (§2.5.16) with a clause naming the elements (`copy(b)`,
                    // `map(to: b(2:n))` of an allocatable `b`): the descriptor that leads to
                    // them is implicit, as without `default(none)`.
                    if default_none && !names_elements_of(body, &d, v) {
                        default_none_error(m, loc, kind, &var.name);
                        continue;
                    }
                    let shared_refs = if default_present {
                        None
                    } else {
                        shared.share(m, body, c, &var)
                    };
                    if let Some(refs) = shared_refs {
                        inferred.extend(refs.iter().map(|r| r.var));
                        add.extend(refs.into_iter().map(|r| (DataClauseKind::Present, r)));
                        done.insert(v);
                        continue;
                    }
                    // A clause of the construct names a section of the elements from the
                    // descriptor's base-address field (Fortran `copyin(v(2:n))` of an
                    // allocatable or assumed-shape `v`): the descriptor alone is implicit; the
                    // elements the region reaches are the clause's (§2.6.2).
                    let own_section = d.clauses.iter().any(|cl| match cl {
                        Clause::Data(dc) => dc.vars.iter().any(|x| {
                            !x.bounds.is_empty()
                                && matches!(def_kind(body, x.var),
                                    Some(InstKind::PtrAdd { ptr, offset }) if *ptr == v
                                        && iconst_of(body, *offset)
                                            == Some(crate::var::descriptor::BASE_ADDR as i128))
                        }),
                        _ => false,
                    });
                    if let Some(refs) = super::shaped::whole_variable(m, body, c, &var) {
                        let k = if default_present {
                            DataClauseKind::Present
                        } else {
                            DataClauseKind::Copy
                        };
                        let each = if private_only.contains(&v) {
                            Vec::new()
                        } else {
                            // Without a clause for the elements' components (no data
                            // clause can name them all), `copy` copies them too.
                            let deep = aggregate_kind(others, default_present)
                                == DataClauseKind::Copy
                                && !maps_elements_of(body, &d, v);
                            attach_each_element(m, body, c, r, &var, &refs, deep)
                        };
                        let refs: Vec<VarRef> = if own_section || private_only.contains(&v) {
                            refs.into_iter().take(1).collect()
                        } else {
                            refs
                        };
                        // A clause of the construct maps the elements another way (`copyin(b)`,
                        // `map(to: b)` name them from the address the base address holds):
                        // the reference through the base-address field only attaches the
                        // descriptor's device copy to them, with no data action of its own
                        // (§2.7.2 attach; decision 63). A `copy` there would hold the last
                        // reference and copy the region's writes back at its exit.
                        // Otherwise OpenMP's `defaultmap(to|from|alloc)` moves the elements
                        // that way (an allocatable, pointer or assumed-shape array is an
                        // aggregate); the descriptor, which holds their address, is copied as
                        // before.
                        let elements = if maps_elements_of(body, &d, v) {
                            DataClauseKind::Attach
                        } else {
                            aggregate_kind(others, default_present)
                        };
                        // Implicit (§2.6.2): where a section of the elements is already
                        // present (`data copyin(a(:, 2:5))`), the region uses it in place.
                        inferred.extend(refs.iter().map(|r| r.var));
                        add.extend(
                            refs.into_iter()
                                .enumerate()
                                .map(|(i, r)| (if i == 0 { k } else { elements }, r)),
                        );
                        each_element.extend(each.iter().map(|x| x.var));
                        add.extend(each.into_iter().map(|x| (DataClauseKind::Attach, x)));
                        done.insert(v);
                        continue;
                    }
                }
            }
            let vla_elem = match def_kind(body, v) {
                Some(InstKind::Alloca {
                    ty, count: Some(_), ..
                }) => Some(*ty),
                _ => None,
            };
            if let Some(elem) =
                vla_elem.filter(|_| !named.contains(&v) && !only_loop_private(body, v))
            {
                // §2.6.2: a variable-length array is an aggregate: copy (present under
                // default(present), the enclosing clause's attribute when one names it), of
                // its whole run-time extent (`alloca T, n`: n elements, acc-outline). Rows of
                // run-time size (T itself variable) are not.
                let name = implicit_name(m, body, v);
                if let Some((k, vr, has_if)) = enclosing.get(&v) {
                    let k = enclosing_attribute(*k, *has_if);
                    add.push((k, vr.clone()));
                } else if m.types.size_of(elem) == 0 {
                    error(
                        m,
                        loc,
                        format!(
                            "the variable-length array '{name}' with rows of run-time size needs \
                             a data clause with its bounds (not supported yet without one)"
                        ),
                    );
                } else if default_none {
                    default_none_error(m, loc, kind, &name);
                } else {
                    let k = if default_present {
                        DataClauseKind::Present
                    } else {
                        DataClauseKind::Copy
                    };
                    let vty = m.array(elem, 0);
                    add.push((
                        k,
                        VarRef {
                            var: v,
                            name: name.into(),
                            ty: vty,
                            bounds: Vec::new(),
                        },
                    ));
                }
                done.insert(v);
            }
            continue;
        };
        // Named only through the member at the structure's start (`copy(s.a, s.c)`): the
        // structure itself has no clause; its accesses go to the members' clauses below.
        // A loop's reduction on that member (`parallel loop reduction(+: s.sum)`, whose
        // implied `copy(s.sum)` is the clause) combines into it with accesses the members'
        // rebase does not follow: the clause keeps standing for the structure there, as
        // before (acc/reduction/032).
        let only_first_member = named.contains(&v)
            && !reduction_vars.contains(&v)
            && d.clauses.iter().all(|cl| match cl {
                Clause::Data(dc) => dc
                    .vars
                    .iter()
                    .all(|x| x.var != v || member_at_start(m, x, ty)),
                _ => !cl.vars().iter().any(|x| x.var == v),
            });
        if named.contains(&v) && !only_first_member {
            // A structure a clause of the construct maps whole (`copy(s)`, `present(s)`):
            // its device copy holds the host's addresses of its components (§2.6.4), which
            // the attach action of §2.7.2 replaces where their data are present, as for the
            // implicit mapping (decision 72); under `copy` or `copyin` the components the
            // region loads and no clause maps are copied too, in and out or in only
            // (decision 91).
            if m.types.is_data_aggregate(ty) {
                let whole_kind = d.clauses.iter().find_map(|cl| match cl {
                    Clause::Data(dc) => dc
                        .vars
                        .iter()
                        .any(|x| x.var == v && x.bounds.is_empty())
                        .then_some(dc.kind),
                    _ => None,
                });
                let maps_data = |k: DataClauseKind| {
                    !matches!(
                        k,
                        DataClauseKind::DevicePtr | DataClauseKind::Attach | DataClauseKind::Detach
                    )
                };
                // Members in the construct's own clauses (`copy(s) copy(s%a)`, C's
                // `copy(s) copy(s.p[0:n])`) are attached by those clauses: the program maps
                // the structure member by member.
                let members_here = d.clauses.iter().any(|cl| match cl {
                    Clause::Data(dc) => dc
                        .vars
                        .iter()
                        .any(|x| x.var != v && member_of(body, x.var, v)),
                    _ => false,
                });
                if let Some(k) = whole_kind.filter(|&k| maps_data(k) && !members_here) {
                    let members_around = enclosing
                        .values()
                        .any(|(_, x, _)| x.var != v && member_of(body, x.var, v));
                    let follows = deep_modifier(k).filter(|_| !members_around);
                    let name = implicit_name(m, body, v);
                    let mut copied = false;
                    for x in attach_members(m, body, c, r, v, ty, &name, follows.is_some()) {
                        if let Some(md) = follows.filter(|_| !x.bounds.is_empty()) {
                            copied = true;
                            deep_each.insert(x.var, md);
                        }
                        add.push((DataClauseKind::Attach, x));
                    }
                    if copied {
                        descriptors_in.push(v);
                    }
                }
            }
            continue;
        }
        // Only used inside loops that privatize it: nothing to do here (acc-privatize).
        if only_loop_private(body, v) {
            continue;
        }
        if local_to_region(body, v, r) && !enclosing.contains_key(&v) {
            local.push((v, ty));
            continue;
        }
        let name = implicit_name(m, body, v);
        let whole = VarRef {
            var: v,
            name: name.clone().into(),
            ty,
            bounds: Vec::new(),
        };
        let declared = match def_kind(body, v) {
            Some(InstKind::GlobalAddr(g)) => m.global(*g).acc_declare.is_some(),
            _ => false,
        };
        // `default(private|firstprivate)`, `defaultmap(firstprivate)`: every variable the
        // target construct does not map gets its own copy, wherever else it is mapped.
        // `default` applies to the teams and parallel constructs, where a variable the
        // target maps is one more variable without a clause.
        let own_copy = match others {
            Some(OmpImplicitRule::DefaultPrivate) => Some((false, true)),
            Some(OmpImplicitRule::DefaultFirstprivate) => Some((true, true)),
            Some(OmpImplicitRule::AllFirstprivate) => Some((true, false)),
            Some(OmpImplicitRule::AggregatesFirstprivate) if m.types.is_data_aggregate(ty) => {
                Some((true, false))
            }
            _ => None,
        };
        let own_copy = own_copy
            .filter(|&(_, mapped_too)| !declared && (mapped_too || !target_mapped.contains(&v)));
        if let Some((first, _)) = own_copy {
            if first {
                firstprivate.push(whole);
            } else {
                private.push(whole);
            }
            continue;
        }
        // `defaultmap(none|present: category)` of the variable's category (a pointer is
        // its own category, 5.0 §2.19.7.2).
        let (none_rule, present_rule) = if m.types.is_ptr(ty) {
            (
                OmpImplicitRule::NonePointer,
                OmpImplicitRule::PresentPointer,
            )
        } else if m.types.is_data_aggregate(ty) {
            (
                OmpImplicitRule::NoneAggregate,
                OmpImplicitRule::PresentAggregate,
            )
        } else {
            (OmpImplicitRule::NoneScalar, OmpImplicitRule::PresentScalar)
        };
        if !declared && categories.contains(&none_rule) && !target_mapped.contains(&v) {
            let category = &none_rule.name()["none_".len()..];
            error(
                m,
                loc,
                format!(
                    "{}: variable '{name}' is not in a data-mapping or data-sharing clause but \
                     defaultmap(none: {category}) is given (OpenMP 5.0 §2.19.7.2)",
                    kind.name()
                ),
            );
            continue;
        }
        if !declared && categories.contains(&present_rule) {
            // As if in `map(present, alloc: v)` (5.1 §2.21.7.3): the enclosing mapping, or
            // a runtime error when there is none.
            let vr = enclosing.get(&v).map_or(whole, |(_, vr, _)| vr.clone());
            add.push((DataClauseKind::Present, vr));
            continue;
        }
        // A member at the structure's start (`map(s.a, s.c)` around: `&s.a` is `&s`) is
        // keyed by the structure's address too, but maps only the member: the region's
        // accesses go to the members' clauses below (`members::rebase_on_members`). Taken
        // for the whole structure, the region reached `s.c` past the end of `s.a`'s device
        // copy (OpenMP 4.5 §2.15.5.1; OpenACC 3.3 §2.6.2).
        let enclosing_whole = enclosing
            .get(&v)
            .filter(|(_, vr, _)| !member_at_start(m, vr, ty));
        if let Some((k, vr, has_if)) = enclosing_whole {
            // OpenMP 4.5 §2.15.5: a scalar that no map clause of the target construct names
            // is firstprivate, wherever else it is mapped (`defaultmap(tofrom: scalar)`
            // maps it tofrom: present there).
            let omp_firstprivate = omp_scalars
                && !scalars_tofrom
                && !declared
                && !target_mapped.contains(&v)
                && !m.types.is_data_aggregate(ty)
                && !m.types.is_ptr(ty);
            if omp_firstprivate {
                firstprivate.push(whole);
            } else {
                let k = enclosing_attribute(*k, *has_if);
                let whole_structure = vr.bounds.is_empty() && m.types.is_data_aggregate(ty);
                add.push((k, vr.clone()));
                // A structure an enclosing data construct maps whole (`data copyin(s)`):
                // the components the region loads are attached where present (§2.7.2),
                // as for its implicit mapping (decision 72).
                if whole_structure && k != DataClauseKind::DevicePtr {
                    for x in attach_members(m, body, c, r, v, ty, &name, false) {
                        add.push((DataClauseKind::Attach, x));
                    }
                }
            }
            continue;
        }
        if declared {
            // OpenMP 4.5 §2.15.5 (5.0 §2.19.7): a variable of a `declare target link`
            // clause is treated as if in `map(tofrom: …)`: a region naming one that no
            // construct mapped maps it for itself, into its device storage (one enclosing
            // mapping keeps it present). Taken as present, it was a runtime error.
            let link = match def_kind(body, v) {
                Some(InstKind::GlobalAddr(g)) => {
                    m.global(*g).acc_declare == Some(DataClauseKind::Link)
                }
                _ => false,
            };
            let k = if link && omp_construct {
                DataClauseKind::Copy
            } else {
                DataClauseKind::Present
            };
            add.push((k, whole));
            continue;
        }
        if default_none {
            default_none_error(m, loc, kind, &name);
            continue;
        }
        let aggregate = m.types.is_data_aggregate(ty);
        if aggregate {
            // §2.6.2: reached only through members in data clauses, it is not copied whole.
            // Clauses that map data: a deviceptr or attach operand is no mapped member.
            let maps = |k: &DataClauseKind| {
                !matches!(
                    k,
                    DataClauseKind::DevicePtr | DataClauseKind::Attach | DataClauseKind::Detach
                )
            };
            let own: Vec<VarRef> = d
                .clauses
                .iter()
                .filter_map(|c| match c {
                    Clause::Data(dc) if maps(&dc.kind) => Some(dc.vars.iter().cloned()),
                    _ => None,
                })
                .flatten()
                .collect();
            let outer: Vec<VarRef> = enclosing
                .values()
                .filter(|(k, _, _)| maps(k))
                .map(|(_, vr, _)| vr.clone())
                .collect();
            if let Some(used) = super::members::rebase_on_members(m, body, r, v, &own, &outer) {
                for vr in used {
                    if done.insert(vr.var) {
                        let (k, _, has_if) = enclosing[&vr.var];
                        add.push((enclosing_attribute(k, has_if), vr));
                    }
                }
                continue;
            }
            let kind_of_whole = aggregate_kind(others, default_present);
            if omp_scalars {
                omp_maps.insert(v);
            }
            add.push((kind_of_whole, whole));
            // The deep copy is for components no clause maps: with a clause naming one
            // (`present(s%a)` here or around), the others were left to the program too.
            let deep = kind_of_whole == DataClauseKind::Copy
                && !own.iter().chain(&outer).any(|x| member_of(body, x.var, v));
            for x in attach_members(m, body, c, r, v, ty, &name, deep) {
                // A component's descriptor: its data copied too, as a loop of one element.
                let nested = if x.bounds.is_empty() {
                    Vec::new()
                } else {
                    each_element.insert(x.var);
                    attach_component_elements(m, body, c, r, v, ty, &x)
                };
                add.push((DataClauseKind::Attach, x));
                for y in nested {
                    each_element.insert(y.var);
                    add.push((DataClauseKind::Attach, y));
                }
            }
        } else if reduction_vars.contains(&v)
            || (scalars_tofrom && !m.types.is_ptr(ty))
            || (pointers_tofrom && m.types.is_ptr(ty))
        {
            add.push((DataClauseKind::Copy, whole));
        } else if kind == ComputeKind::Kernels {
            // Pointers in kernels are left to acc-outline, which passes their value translated
            // to the device address (as firstprivate does on parallel). §2.6.2 makes a scalar
            // of kernels `copy`; one the region only reads cannot change, so its value is
            // passed as firstprivate (what nvc does), saving a transfer each way per launch.
            // Under async a copy orders after an earlier queued copyout of the same scalar;
            // a value read at launch would not.
            if m.types.is_ptr(ty) {
            } else if only_loaded(body, r, v)
                && !d.clauses.iter().any(|c| matches!(c, Clause::Async(_)))
            {
                firstprivate.push(whole);
            } else {
                add.push((DataClauseKind::Copy, whole));
            }
        } else {
            firstprivate.push(whole);
        }
    }
    let mut text = Vec::new();
    // Variables declared inside the construct: the front end allocates every local in the
    // function's entry block, so they look captured; no code outside the region uses them.
    // They are private to the gang that runs the code (§2.5, a variable declared in a compute
    // region lives in gang-private memory); one copy per gang in the region's entry block.
    if !local.is_empty() {
        let entry = entry_of(body, r);
        let mut names = Vec::new();
        for (v, ty) in local {
            let at = alloca_prefix(body, entry);
            let mut ed = Ed::new(m, body, entry, at, loc);
            let p = ed.alloca(ty);
            if let Some(var) = body.var_at(v).cloned() {
                body.add_var(crate::var::VarData { addr: p, ..var });
            }
            // Compiler temporaries (a DO loop's trip count) are no names to the user.
            let name = implicit_name(m, body, v);
            if !name.starts_with('<') {
                names.push(name);
            }
            replace_uses_in_region(body, r, v, p);
        }
        if !names.is_empty() {
            text.push(format!(
                "gang-private (declared in the region) {}",
                names.join(", ")
            ));
        }
    }
    for (k, v) in &add {
        // §2.6.2: a variable-length array is an aggregate, copied with its run-time extent.
        let vla = matches!(
            body.var_at(v.var).map(|x| &x.shape),
            Some(crate::var::Shape::Array {
                indirect: false,
                ..
            })
        ) && v.bounds.is_empty();
        // A Fortran array's descriptor and its elements are two references of one name.
        let shown = format!("{}({})", k.name(), v.name);
        if text.contains(&shown) {
            continue;
        }
        text.push(format!(
            "{}({}){}",
            k.name(),
            v.name,
            if vla {
                " (a variable-length array: its whole run-time extent)"
            } else {
                ""
            }
        ));
    }
    let dm = dir_mut(body, c);
    for &v in &descriptors_in {
        if let Some((from, to)) = map_with_host_contents(dm, v) {
            let name = implicit_name_of(&to);
            text.push(format!(
                "{}({name}) as {}({name}) (its components' descriptors, decision 98)",
                from.name(),
                to.kind.name()
            ));
            dm.add_clause(Clause::Data(to));
        }
    }
    for (k, v) in add {
        let modifiers = if each_element.contains(&v.var) {
            vec![DataModifier::EachElement]
        } else if let Some(&md) = deep_each.get(&v.var) {
            vec![md]
        } else if inferred.contains(&v.var) {
            vec![DataModifier::Implicit]
        } else if omp_maps.contains(&v.var) && v.bounds.is_empty() {
            vec![DataModifier::OmpRefCount]
        } else {
            Vec::new()
        };
        dm.add_clause(Clause::Data(DataClause {
            kind: k,
            modifiers,
            vars: vec![v],
        }));
    }
    if !private.is_empty() {
        let names: Vec<String> = private.iter().map(|v| v.name.to_string()).collect();
        text.push(format!("private({})", names.join(", ")));
        dm.add_clause(Clause::Private(private));
    }
    if !firstprivate.is_empty() {
        // Compiler temporaries (a VLA's saved extents) are no names to the user.
        let shown: Vec<String> = firstprivate
            .iter()
            .filter(|v| !v.name.starts_with('<'))
            .map(|v| v.name.to_string())
            .collect();
        if !shown.is_empty() {
            text.push(format!("firstprivate({})", shown.join(", ")));
        }
        dm.add_clause(Clause::FirstPrivate(firstprivate));
    }
    if !text.is_empty() {
        remark(
            m,
            loc,
            format!("{}: implicit {} (§2.6.2)", kind.name(), text.join(" ")),
        );
    }
}

/// The pointer members of aggregate `v` (type `ty`) that region `r` loads (`s%a(i)` reads the
/// base address of `s%a`'s descriptor in `s`), as `attach` references computed before `c`: the
/// implicit mapping of `v` attaches them, so that the region sees the device copies of targets
/// that are present (`data copyin(s%a)` around it, `enter data copyin(s%a)` before it) where
/// the copy of `v` carries the host's addresses (§2.6.4). §2.7.2's attach action does nothing
/// for a target that is not present, and its detach at the exit restores the host's address
/// before `v` is copied out. nvfortran does the same (decision 72).
#[allow(clippy::too_many_arguments)]
fn attach_members(
    m: &mut Module,
    body: &mut Body,
    c: Inst,
    r: Region,
    v: Value,
    ty: TypeId,
    name: &str,
    deep: bool,
) -> Vec<VarRef> {
    // One record each: an array of many structures (a run-time loop of attaches) is left
    // out, as before.
    let offsets = super::members::loaded_pointer_offsets(m, body, r, v, ty, 64);
    attach_members_at(m, body, c, v, ty, name, deep, offsets)
}

/// [`attach_members`] for the pointer words at `offsets` of `v`.
#[allow(clippy::too_many_arguments)]
pub(super) fn attach_members_at(
    m: &mut Module,
    body: &mut Body,
    c: Inst,
    v: Value,
    ty: TypeId,
    name: &str,
    deep: bool,
    offsets: Vec<i128>,
) -> Vec<VarRef> {
    if offsets.is_empty() {
        return Vec::new();
    }
    let (blk, pos) = inst_pos(body, c);
    let loc = body.inst(c).loc;
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let ptr = ed.m.ptr();
    offsets
        .into_iter()
        .map(|o| {
            // A value of its own even at offset 0: the clause is not `v`'s.
            let off = ed.i64c(o);
            let var = ed.ptradd_v(v, off);
            // Without a clause for them, a component's data are copied too, as for the
            // elements of an allocatable array of structures (decision 84).
            if let Some(desc) = deep
                .then(|| descriptor_field_at(ed.m, ty, o as u64))
                .flatten()
            {
                let zero = ed.i64c(0);
                let one = ed.i64c(1);
                return VarRef {
                    var,
                    name: format!("{name} (its component's data and pointer at byte {o})").into(),
                    ty: desc,
                    bounds: vec![crate::directive::Bound {
                        lower: zero,
                        length: one,
                        elem: desc,
                        stride: None,
                    }],
                };
            }
            VarRef {
                var,
                name: format!("{name} (its pointer at byte {o})").into(),
                ty: ptr,
                bounds: Vec::new(),
            }
        })
        .collect()
}

/// The pointer words region `r` loads from every element of the Fortran array of structures
/// whose descriptor `var` is (`parts(k)%u` of `type(t), allocatable :: parts(:)`; `refs` its
/// [`super::shaped::whole_variable`] references), as `attach` references of each element
/// computed before `c` (decision 84): after the elements' implicit copy, which holds the
/// host's addresses, every component present on the device (`enter data copyin(parts(k)%u)`)
/// is attached (§2.7.2); absent ones keep the host address. Decision 72 for a run-time
/// number of elements: acc-outline attaches them in a loop. With `deep`, a pointer that
/// begins a component's descriptor (a field of `3 + 3·rank` words) is the reference's type:
/// its data are copied if absent, as nvfortran's implicit deep copy does (decision 84).
fn attach_each_element(
    m: &mut Module,
    body: &mut Body,
    c: Inst,
    r: Region,
    var: &crate::var::VarData,
    refs: &[VarRef],
    deep: bool,
) -> Vec<VarRef> {
    let crate::var::Shape::Descriptor { elem, .. } = var.shape else {
        return Vec::new();
    };
    let Some(bound) = refs.get(1).and_then(|x| x.bounds.first()).cloned() else {
        return Vec::new();
    };
    if !m.types.is_data_aggregate(elem) {
        return Vec::new();
    }
    let offsets = super::members::loaded_element_pointer_offsets(m, body, r, var.addr, elem);
    if offsets.is_empty() {
        return Vec::new();
    }
    let (blk, pos) = inst_pos(body, c);
    let loc = body.inst(c).loc;
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let ptr = ed.m.ptr();
    let base = ed.load(ptr, var.addr);
    let es = ed.i64c(ed.m.types.size_of(elem) as i128);
    let first = ed.bin(BinOp::Mul, bound.lower, es);
    let zero = ed.i64c(0);
    offsets
        .into_iter()
        .map(|o| {
            let desc = deep
                .then(|| descriptor_field_at(ed.m, elem, o as u64))
                .flatten();
            let off = ed.i64c(o);
            let off = ed.bin(BinOp::Add, first, off);
            let what = if desc.is_some() {
                "its component's data and pointer"
            } else {
                "its pointer"
            };
            VarRef {
                var: ed.ptradd_v(base, off),
                name: format!("{} ({what} at byte {o} of each element)", var.name).into(),
                ty: desc.unwrap_or(ptr),
                bounds: vec![crate::directive::Bound {
                    lower: zero,
                    length: bound.length,
                    elem,
                    stride: None,
                }],
            }
        })
        .collect()
}

/// The pointer words region `r` loads from the elements of an allocatable array of
/// structures that is a component of `v` (`ch%tiles(k)%w`), whose descriptor's data `x`
/// (an attach of [`attach_members`] with its data) maps: `attach` references of every element
/// computed before `c`, with their data (decision 84's deep copy one level down, decision
/// 124). The elements' copy holds the host's addresses; a `w` present on the device (`data
/// copy(ch%tiles(k)%w)` around the region) is attached to it (§2.7.2), absent ones are copied
/// as the structure is. Allocatable arrays of structures, and pointer ones (decision 126),
/// whose elements a stride may separate.
fn attach_component_elements(
    m: &mut Module,
    body: &mut Body,
    c: Inst,
    r: Region,
    v: Value,
    ty: TypeId,
    x: &VarRef,
) -> Vec<VarRef> {
    let o = match def_kind(body, x.var) {
        Some(InstKind::PtrAdd { ptr, offset }) if *ptr == v => iconst_of(body, *offset),
        _ => None,
    };
    let Some(o) = o.filter(|&o| o >= 0) else {
        return Vec::new();
    };
    // A pointer array of structures (`type(tile_t), pointer :: tiles(:)`, decision 126) may
    // be a strided section: of one dimension, the loop steps by its stride; of more, its
    // elements are attached only where they are contiguous (checked at run time below).
    let pointer = if component_field_at(m, &m.allocatable_fields, ty, o as u64) {
        false
    } else if component_field_at(m, &m.pointer_fields, ty, o as u64) {
        true
    } else {
        return Vec::new();
    };
    let rank = match m.types.kind(x.ty) {
        TypeKind::Array { len, .. } => ((len - 3) / 3) as u8,
        _ => return Vec::new(),
    };
    let Some((elem, offsets)) = super::members::component_element_pointer_offsets(m, body, r, v, o)
    else {
        return Vec::new();
    };
    let (blk, pos) = inst_pos(body, c);
    let loc = body.inst(c).loc;
    let mut ed = Ed::new(m, body, blk, pos, loc);
    let ptr = ed.m.ptr();
    let i64t = ed.m.i64();
    let desc = x.var;
    let base = ed.load(ptr, desc);
    // An allocatable's elements are contiguous: the product of the extents; none when it is
    // not allocated (a null base address, extents undefined).
    let mut count = ed.i64c(1);
    let mut strided = None;
    let mut stride = None;
    let es = ed.i64c(ed.m.types.size_of(elem) as i128);
    for k in 0..rank {
        let at = ed.ptradd(
            desc,
            i128::from(crate::var::descriptor::dim_field(
                k,
                crate::var::descriptor::EXTENT,
            )),
        );
        let extent = ed.load(i64t, at);
        if pointer {
            // Contiguous: each dimension's byte stride is the element's size times the
            // extents before it.
            let at = ed.ptradd(
                desc,
                i128::from(crate::var::descriptor::dim_field(
                    k,
                    crate::var::descriptor::SM,
                )),
            );
            let sm = ed.load(i64t, at);
            if rank == 1 {
                // One dimension: the loop steps by its stride, in elements.
                stride = Some(ed.bin(BinOp::SDiv, sm, es));
            } else {
                let want = ed.bin(BinOp::Mul, count, es);
                let gap = ed.icmp(IntCC::Ne, sm, want);
                strided = Some(match strided {
                    Some(g) => ed.bin(BinOp::Or, g, gap),
                    None => gap,
                });
            }
        }
        count = ed.bin(BinOp::Mul, count, extent);
    }
    let zero = ed.i64c(0);
    if let Some(g) = strided {
        count = ed.select(g, zero, count);
    }
    let empty = ed.icmp(IntCC::Sle, count, zero);
    let count = ed.select(empty, zero, count);
    let null = ed.null();
    let unallocated = ed.icmp(IntCC::Eq, base, null);
    let count = ed.select(unallocated, zero, count);
    offsets
        .into_iter()
        .map(|eo| {
            let what = descriptor_field_at(ed.m, elem, eo as u64);
            let off = ed.i64c(eo);
            VarRef {
                var: ed.ptradd_v(base, off),
                name: format!(
                    "{} ({} at byte {eo} of each element)",
                    x.name,
                    if what.is_some() {
                        "its component's data and pointer"
                    } else {
                        "its pointer"
                    }
                )
                .into(),
                ty: what.unwrap_or(ptr),
                bounds: vec![crate::directive::Bound {
                    lower: zero,
                    length: count,
                    elem,
                    stride,
                }],
            }
        })
        .collect()
}

/// Whether the field at byte `off` of `ty` (through nested structures) is a component of
/// `which` kind, as the front end records them (`Module::allocatable_fields`,
/// `Module::pointer_fields`).
fn component_field_at(m: &Module, which: &HashMap<TypeId, Vec<u32>>, ty: TypeId, off: u64) -> bool {
    let TypeKind::Aggregate { fields, .. } = m.types.kind(ty) else {
        return false;
    };
    let Some((i, f)) = fields
        .iter()
        .enumerate()
        .rfind(|(_, f)| f.offset <= off && off < f.offset + m.types.size_of(f.ty))
    else {
        return false;
    };
    if f.offset == off && which.get(&ty).is_some_and(|a| a.contains(&(i as u32))) {
        return true;
    }
    component_field_at(m, which, f.ty, off - f.offset)
}

/// Whether the address `x` is computed from `v` by constant or run-time steps (a member's).
pub(super) fn member_of(body: &Body, mut x: Value, v: Value) -> bool {
    for _ in 0..64 {
        if x == v {
            return true;
        }
        match def_kind(body, x) {
            Some(
                InstKind::PtrAdd { ptr, .. }
                | InstKind::FieldAddr { ptr, .. }
                | InstKind::ElemAddr { ptr, .. },
            ) => x = *ptr,
            _ => return false,
        }
    }
    false
}

/// The type of the Fortran descriptor (an array of `3 + 3·rank` i64 words, the front end's
/// allocatable or pointer component) that begins at byte `off` of `ty`, if one does.
pub(super) fn descriptor_field_at(m: &Module, ty: TypeId, off: u64) -> Option<TypeId> {
    match m.types.kind(ty) {
        TypeKind::Aggregate { fields, .. } => {
            let f = fields
                .iter()
                .rfind(|f| f.offset <= off && off < f.offset + m.types.size_of(f.ty))?;
            if f.offset == off {
                if let TypeKind::Array { elem, len } = m.types.kind(f.ty) {
                    let words = matches!(m.types.kind(*elem), TypeKind::Int(64));
                    if words && *len >= 3 && (*len - 3) % 3 == 0 && *len <= 3 + 3 * 15 {
                        return Some(f.ty);
                    }
                }
            }
            descriptor_field_at(m, f.ty, off - f.offset)
        }
        TypeKind::Array { elem, .. } => {
            let es = m.types.size_of(*elem);
            (es > 0)
                .then(|| descriptor_field_at(m, *elem, off % es))
                .flatten()
        }
        _ => None,
    }
}

/// Whether `v` is the slot of a dummy array (a Fortran explicit-shape dummy's address).
fn is_indirect_array(body: &Body, v: Value) -> bool {
    body.var_at(v)
        .is_some_and(|x| matches!(x.shape, crate::var::Shape::Array { indirect: true, .. }))
}

/// Data clauses naming the address a slot of `slots` holds (`copyin(x)` names the dummy's
/// parameter) name the slot instead, a pointer variable with the clause's section, as C's
/// `copyin(p[0:n])`: the region's loads of the slot then find it mapped. Only slots every one
/// of whose stored values a data clause names.
fn name_slots_for_held_addresses(
    m: &mut Module,
    body: &Body,
    slots: &[Value],
    clauses: &mut [Clause],
) {
    let named: HashSet<Value> = clauses
        .iter()
        .filter(|c| !matches!(c, Clause::Reduction(..)))
        .flat_map(|c| c.vars().iter().map(|v| v.var))
        .collect();
    let ptr = m.ptr();
    for &v in slots {
        if !holds_named_value(body, v, &named) {
            continue;
        }
        let held = stored_values(body, v);
        for cl in clauses.iter_mut() {
            if let Clause::Data(dc) = cl {
                for x in dc.vars.iter_mut().filter(|x| held.contains(&x.var)) {
                    x.var = v;
                    x.ty = ptr;
                }
            }
        }
    }
}

/// A store to a global through one computation of its address writes every other: adds to
/// `stored` the other addresses of `insts` that compute a global some address of `stored` is.
pub(super) fn add_global_address_twins(body: &Body, insts: &[Inst], stored: &mut HashSet<Value>) {
    let globals: HashSet<_> = stored
        .iter()
        .filter_map(|&p| match def_kind(body, p) {
            Some(InstKind::GlobalAddr(g)) => Some(*g),
            _ => None,
        })
        .collect();
    for &i in insts {
        if let (InstKind::GlobalAddr(g), Some(v)) = (&body.inst(i).kind, body.inst(i).result) {
            if globals.contains(g) {
                stored.insert(v);
            }
        }
    }
}

/// The values stored into the slot `v`.
fn stored_values(body: &Body, v: Value) -> Vec<Value> {
    body.all_blocks()
        .into_iter()
        .flat_map(|b| body.block(b).insts.clone())
        .filter_map(|i| match body.inst(i).kind {
            InstKind::Store { value, ptr, .. } if ptr == v => Some(value),
            _ => None,
        })
        .collect()
}

/// Whether the slot `v` is only ever given values that a clause names.
fn holds_named_value(body: &Body, v: Value, named: &HashSet<Value>) -> bool {
    let stored = stored_values(body, v);
    !stored.is_empty() && stored.iter().all(|x| named.contains(x))
}

/// §2.6.2: a variable of an enclosing data construct's clause is `present` in the compute
/// construct (`copy` when that construct has an `if` clause and may not have mapped it).
/// Whether clause variable `vr`, keyed by the address of a structure of type `ty`, names
/// only a member at its start (`s.a`, `s.arr[0:n]`) rather than the structure.
fn member_at_start(m: &Module, vr: &VarRef, ty: TypeId) -> bool {
    if !matches!(m.types.kind(ty), TypeKind::Aggregate { .. }) {
        return false;
    }
    let named = vr.bounds.first().map_or(vr.ty, |b| b.elem);
    named != ty && m.types.size_of(named) < m.types.size_of(ty)
}

fn enclosing_attribute(k: DataClauseKind, has_if: bool) -> DataClauseKind {
    match k {
        DataClauseKind::DevicePtr | DataClauseKind::NoCreate => k,
        _ if has_if => DataClauseKind::Copy,
        _ => DataClauseKind::Present,
    }
}

/// Whether a clause of `d` names elements reached through the Fortran descriptor (or dummy
/// slot) at `v`: its variable is the descriptor's base-address field (a section, `copy(b(1:n))`)
/// or an address computed from the base address it holds (a load of it, then offsets:
/// `map(tofrom: b)`), as the front end writes clauses on an allocatable, pointer or
/// assumed-shape `b`.
fn names_elements_of(body: &Body, d: &crate::DirectiveOp, v: Value) -> bool {
    d.clauses
        .iter()
        .filter(|c| !matches!(c, Clause::Reduction(..)))
        .flat_map(|c| c.vars())
        .any(|x| reaches_elements_of(body, x.var, v))
}

/// Whether a data clause of `d` that maps data (not `deviceptr`, `attach`, `detach`) names
/// elements reached through the Fortran descriptor at `v` (as [`names_elements_of`]).
fn maps_elements_of(body: &Body, d: &crate::DirectiveOp, v: Value) -> bool {
    d.clauses.iter().any(|c| match c {
        Clause::Data(dc) => {
            !matches!(
                dc.kind,
                DataClauseKind::DevicePtr | DataClauseKind::Attach | DataClauseKind::Detach
            ) && dc.vars.iter().any(|x| reaches_elements_of(body, x.var, v))
        }
        _ => false,
    })
}

/// Whether the clause variable `x` is the base-address field of the descriptor at `v` or an
/// address computed from the base address it holds (a load of it, then offsets).
fn reaches_elements_of(body: &Body, x: Value, v: Value) -> bool {
    let base_field = |p: Value| {
        p == v
            || matches!(def_kind(body, p), Some(InstKind::PtrAdd { ptr, offset })
                if *ptr == v && iconst_of(body, *offset) == Some(crate::var::descriptor::BASE_ADDR as i128))
    };
    let mut p = x;
    // Offsets of a section: a few `ptradd`s at most.
    for _ in 0..8 {
        if base_field(p) {
            return true;
        }
        match def_kind(body, p) {
            Some(InstKind::PtrAdd { ptr, .. }) => p = *ptr,
            Some(InstKind::Load { ptr, .. }) => return base_field(*ptr),
            _ => return false,
        }
    }
    false
}

/// The implicit data clause of an aggregate: OpenMP 5.0 §2.19.7.2 `defaultmap(to|from|alloc[:
/// aggregate])` `copyin`/`copyout`/`create`, `present` under `default(present)`, else `copy`
/// (§2.6.2, 4.5 §2.15.5).
fn aggregate_kind(others: Option<OmpImplicitRule>, default_present: bool) -> DataClauseKind {
    match others {
        _ if default_present => DataClauseKind::Present,
        Some(OmpImplicitRule::AggregatesTo) => DataClauseKind::CopyIn,
        Some(OmpImplicitRule::AggregatesFrom) => DataClauseKind::CopyOut,
        Some(OmpImplicitRule::AggregatesAlloc) => DataClauseKind::Create,
        _ => DataClauseKind::Copy,
    }
}

fn default_none_error(m: &mut Module, loc: crate::SrcLoc, kind: ComputeKind, name: &str) {
    error(
        m,
        loc,
        format!(
            "{}: variable '{name}' is not in a data clause but default(none) is given (§2.5.16)",
            kind.name()
        ),
    );
}

/// Whether every use of the variable at `v` inside `region` is a load of it: its address is not
/// written to, passed on or named by a clause of a nested construct.
pub(super) fn only_loaded(body: &Body, region: Region, v: Value) -> bool {
    region_insts_deep(body, region).into_iter().all(|i| {
        let k = &body.inst(i).kind;
        matches!(k, InstKind::Load { ptr, .. } if *ptr == v) || !k.operands().contains(&v)
    })
}

/// Whether the variable at `v` (an alloca of the function) is used only inside `region`.
fn local_to_region(body: &Body, v: Value, region: Region) -> bool {
    if !matches!(
        def_kind(body, v),
        Some(InstKind::Alloca { count: None, .. })
    ) {
        return false;
    }
    !body.insts.iter().any(|d| {
        d.block.is_some_and(|b| !block_in_region(body, b, region)) && d.kind.operands().contains(&v)
    })
}
