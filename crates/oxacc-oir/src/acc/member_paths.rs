//! Pointers that a compute region loads through a path of other pointers and run-time
//! subscripts it does not change (`s.tiles[k].w[i]`, `m->tiles[k].w[i]` with `k` fixed in the
//! region; decision 126). OpenACC 3.3 §2.6.2 gives the region the aggregate `s` (or the
//! pointer `m`), whose device copy holds the host's addresses of `tiles` unless the program
//! attached them (§2.7.2): with only `copy(s.tiles[k].w[0:n])` around the region, the kernel
//! followed the host's `tiles` (a fault on a GPU, the host's data on discrete memory).
//!
//! The region reads the same pointer in every iteration, so it is read once, before the
//! construct, as if the program had written `double *w = s.tiles[k].w;` there: the region then
//! uses a pointer variable, which the existing rules give the device address of the data it
//! points to (a clause's section, an inferred one, or the present data's, `pointer_sections`).
//! Where a clause of the construct names the same path (`present(s.tiles[k].w[0:n])`), the
//! region's loads are rebased on that clause's variable, whose device address acc-outline
//! passes (nvc rebases the same way).
//!
//! A path qualifies when its load runs whenever the region does (not under a guard in the
//! region; a loop body counts as run), every value on it is computed from values defined
//! before the region, constants and loads of memory the region does not write (no store to
//! the same variable, no store of the loaded type through a pointer, no call), and it goes
//! through a pointer member (a pointer loaded from anything but a pointer variable's own
//! storage) or a run-time subscript: a plain `p->w` keeps decision 72's attach of the
//! pointed-to structure. Fortran's descriptor loads (marked invariant by the front end) are
//! left to decisions 84 and 124, and OpenMP regions to their own mapping rules.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::directive::DataClauseKind;
use crate::entity::GlobalId;
use crate::var::{Shape, VarData};

/// Where an address points: a local variable, a global, or memory reached through a loaded
/// (or otherwise computed) pointer.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Root {
    Var(Value),
    Global(GlobalId),
    Heap,
}

fn root(body: &Body, p: Value) -> Root {
    let base = super::spmd::root(body, p);
    match def_kind(body, base) {
        Some(InstKind::GlobalAddr(g)) => Root::Global(*g),
        Some(InstKind::Alloca { .. }) => Root::Var(base),
        _ => Root::Heap,
    }
}

/// What the region may write.
#[derive(Default)]
struct Writes {
    vars: HashSet<Root>,
    /// Types stored through pointers.
    heap: HashSet<TypeId>,
    /// A call, a block copy through a pointer or anything else that may write any memory.
    all: bool,
}

impl Writes {
    fn of(m: &Module, body: &Body, insts: &[Inst]) -> Writes {
        let mut w = Writes::default();
        for &i in insts {
            let mut wrote = |ptr: Value, ty: Option<TypeId>| match (root(body, ptr), ty) {
                (Root::Heap, Some(t)) => {
                    w.heap.insert(t);
                }
                (Root::Heap, None) => w.all = true,
                (r, _) => {
                    w.vars.insert(r);
                }
            };
            match &body.inst(i).kind {
                InstKind::Store { value, ptr, .. } | InstKind::AtomicRmw { ptr, value, .. } => {
                    wrote(*ptr, Some(body.value_type(*value)))
                }
                InstKind::CmpXchg { ptr, new, .. } => wrote(*ptr, Some(body.value_type(*new))),
                InstKind::Memcpy { dst, .. } | InstKind::Memset { dst, .. } => wrote(*dst, None),
                InstKind::Call { callee, .. } if is_pure_call(m, *callee) => {}
                InstKind::Call { .. }
                | InstKind::CallIndirect { .. }
                | InstKind::InlineAsm(_)
                | InstKind::VaStart(_)
                | InstKind::VaCopy { .. } => w.all = true,
                // A nested loop's private or reduction copy of a variable stands for it; an
                // atomic construct writes the location it is given.
                InstKind::Directive(d) => {
                    for c in &d.clauses {
                        for v in c.vars() {
                            wrote(v.var, None);
                        }
                    }
                    if !matches!(d.kind, DirectiveKind::Loop { .. }) {
                        for o in body.inst(i).kind.operands() {
                            if m.types.is_ptr(body.value_type(o)) {
                                wrote(o, None);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        w
    }

    /// Whether a load of `ty` at `ptr` reads the same value everywhere in the region.
    fn unchanged(&self, body: &Body, ptr: Value, ty: TypeId) -> bool {
        match root(body, ptr) {
            Root::Heap => !self.all && !self.heap.contains(&ty),
            r => !self.all && !self.vars.contains(&r),
        }
    }
}

struct Paths<'a> {
    m: &'a Module,
    body: &'a Body,
    region: Region,
    writes: Writes,
    /// The loads of the region's entry block before anything there may write memory (a
    /// loop's bounds): they read what a load just before the construct reads.
    early: HashSet<Inst>,
}

/// The instructions of the region's entry block before the first that may write memory.
fn early_insts(m: &Module, body: &Body, region: Region) -> HashSet<Inst> {
    let mut out = HashSet::new();
    for &i in &body.block(entry_of(body, region)).insts {
        let k = &body.inst(i).kind;
        let writes = match k {
            InstKind::Load { flags, .. } => flags.volatile || flags.atomic.is_some(),
            InstKind::Call { callee, .. } => !is_pure_call(m, *callee),
            _ => !super::implicit::cloneable(k),
        };
        if writes {
            break;
        }
        out.insert(i);
    }
    out
}

/// What a region-invariant path goes through.
#[derive(Clone, Copy, Default)]
struct Through {
    /// A pointer loaded from a member or an element (not a pointer variable's own storage).
    member_load: bool,
    /// A subscript computed at run time.
    run_time_step: bool,
}

impl Paths<'_> {
    /// Whether `v` has the same value everywhere in the region, and what its path goes through.
    fn invariant(&self, v: Value, depth: u32) -> Option<Through> {
        if depth > 32 {
            return None;
        }
        if !defined_in(self.body, v, self.region) {
            return Some(Through::default());
        }
        let join = |a: Through, b: Through| Through {
            member_load: a.member_load || b.member_load,
            run_time_step: a.run_time_step || b.run_time_step,
        };
        match def_kind(self.body, v)? {
            InstKind::IConst(_) | InstKind::GlobalAddr(_) => Some(Through::default()),
            InstKind::Cast {
                op: CastOp::SExt | CastOp::ZExt | CastOp::Trunc,
                arg,
            } => self.invariant(*arg, depth + 1),
            InstKind::Binary {
                op: BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl,
                lhs,
                rhs,
                ..
            } => Some(join(
                self.invariant(*lhs, depth + 1)?,
                self.invariant(*rhs, depth + 1)?,
            )),
            InstKind::PtrAdd { ptr, offset: o } | InstKind::ElemAddr { ptr, index: o, .. } => {
                let mut t = join(
                    self.invariant(*ptr, depth + 1)?,
                    self.invariant(*o, depth + 1)?,
                );
                t.run_time_step |= super::members::cval(self.body, *o, 0).is_none();
                Some(t)
            }
            InstKind::FieldAddr { ptr, .. } => self.invariant(*ptr, depth + 1),
            InstKind::Load { ptr, flags } => {
                let ty = self.body.value_type(v);
                let early = def_inst(self.body, v).is_some_and(|i| self.early.contains(&i));
                if flags.volatile
                    || flags.atomic.is_some()
                    || flags.invariant
                    || !(early || self.writes.unchanged(self.body, *ptr, ty))
                {
                    return None;
                }
                let mut t = self.invariant(*ptr, depth + 1)?;
                t.member_load |= self.m.types.is_ptr(ty) && !self.pointer_variable(*ptr);
                Some(t)
            }
            _ => None,
        }
    }

    /// Whether `p` is the storage of a pointer variable itself (`p` of `p->w`).
    fn pointer_variable(&self, p: Value) -> bool {
        match def_kind(self.body, p) {
            Some(InstKind::Alloca {
                ty, count: None, ..
            }) => self.m.types.is_ptr(*ty),
            Some(InstKind::GlobalAddr(g)) => self.m.types.is_ptr(self.m.global(*g).ty),
            _ => false,
        }
    }

    /// The first load of a pointer in the region whose path qualifies (module docs), deepest
    /// paths first.
    fn candidate(&self) -> Option<Inst> {
        let mut best: Option<(u32, Inst)> = None;
        for i in region_insts_deep(self.body, self.region) {
            let InstKind::Load { ptr, flags } = &self.body.inst(i).kind else {
                continue;
            };
            let Some(res) = self.body.inst(i).result else {
                continue;
            };
            let ty = self.body.value_type(res);
            // Pointers, and the scalars read along such paths (`m->tiles[k].n` as a loop's
            // bound: the sections of the pointers are then known before the region).
            let scalar = matches!(
                self.m.types.kind(ty),
                TypeKind::Int(_) | TypeKind::F32 | TypeKind::F64
            );
            if !(self.m.types.is_ptr(ty) || scalar)
                || flags.volatile
                || flags.atomic.is_some()
                || flags.invariant
                || !defined_in(self.body, *ptr, self.region)
                || !(self.early.contains(&i) || self.writes.unchanged(self.body, *ptr, ty))
            {
                continue;
            }
            let Some(t) = self.invariant(*ptr, 0) else {
                continue;
            };
            if !always_runs(self.body, self.region, i) {
                continue;
            }
            let member_load = t.member_load;
            if !(member_load || (t.run_time_step && self.loads_in(*ptr, 0) > 0)) {
                continue;
            }
            let depth = self.loads_in(*ptr, 0);
            if best.is_none_or(|(d, _)| depth > d) {
                best = Some((depth, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// The number of loads on the path to `v` inside the region.
    fn loads_in(&self, v: Value, depth: u32) -> u32 {
        if depth > 32 || !defined_in(self.body, v, self.region) {
            return 0;
        }
        let Some(k) = def_kind(self.body, v) else {
            return 0;
        };
        let own = u32::from(matches!(k, InstKind::Load { .. }));
        own + k
            .operands()
            .iter()
            .map(|&o| self.loads_in(o, depth + 1))
            .max()
            .unwrap_or(0)
    }
}

/// Whether every run of `region` (a loop body: every iteration) passes through `b`: no path
/// from its entry to a `yield` avoids it.
fn unavoidable(body: &Body, region: Region, b: Block) -> bool {
    let blocks = &body.regions[region.index()].blocks;
    let Some(&entry) = blocks.first() else {
        return false;
    };
    if b == entry {
        return true;
    }
    let exits: HashSet<Block> = blocks_ending_in_yield(body, blocks)
        .into_iter()
        .map(|(x, _)| x)
        .collect();
    let mut seen = HashSet::from([entry]);
    let mut work = vec![entry];
    while let Some(x) = work.pop() {
        if exits.contains(&x) {
            return false;
        }
        for y in crate::dominance::successors(body, x) {
            if y != b && seen.insert(y) {
                work.push(y);
            }
        }
    }
    true
}

/// Whether instruction `i` runs whenever the compute region `r` runs (inside loops: in every
/// iteration), so that reading its path before the construct reads nothing the region would
/// not (a path under a guard, `if (m->tiles)`, may be invalid where the guard is false).
fn always_runs(body: &Body, r: Region, i: Inst) -> bool {
    let mut b = body.inst(i).block;
    for _ in 0..64 {
        let Some(blk) = b else {
            return false;
        };
        let Some(reg) = body.block_region(blk) else {
            return false;
        };
        if !unavoidable(body, reg, blk) {
            return false;
        }
        if reg == r {
            return true;
        }
        let Some(p) = body.region_parent(reg) else {
            return false;
        };
        b = body.inst(p).block;
    }
    false
}

/// A spelling of how `v` is computed, equal for two computations of the same path from the
/// same variables (the region's and a clause's).
fn key(m: &Module, body: &Body, v: Value, depth: u32) -> String {
    if depth > 32 {
        return format!("v{}", v.index());
    }
    let k = |x: Value| key(m, body, x, depth + 1);
    match def_kind(body, v) {
        Some(InstKind::IConst(c)) => format!("{c}"),
        Some(InstKind::GlobalAddr(g)) => format!("g{}", g.index()),
        Some(InstKind::Cast { op, arg }) => format!("{op:?}({})", k(*arg)),
        Some(InstKind::Binary { op, lhs, rhs, .. }) => format!("{op:?}({},{})", k(*lhs), k(*rhs)),
        Some(InstKind::PtrAdd { ptr, offset }) => format!("({}+{})", k(*ptr), k(*offset)),
        Some(InstKind::ElemAddr { elem, ptr, index }) => {
            format!("({}+{}*{})", k(*ptr), k(*index), m.types.size_of(*elem))
        }
        Some(InstKind::FieldAddr { agg, ptr, field }) => match m.types.kind(*agg) {
            TypeKind::Aggregate { fields, .. } => format!(
                "({}+{})",
                k(*ptr),
                fields.get(*field as usize).map_or(0, |f| f.offset)
            ),
            _ => format!("v{}", v.index()),
        },
        Some(InstKind::Load { ptr, .. }) => {
            format!("[{}]{}", k(*ptr), body.value_type(v).index())
        }
        _ => format!("v{}", v.index()),
    }
}

/// Copies the region's computation of `v` to `ed`'s position (values defined before the
/// region are used as they are).
fn clone_path(ed: &mut Ed, region: Region, v: Value, done: &mut HashMap<Value, Value>) -> Value {
    if !defined_in(ed.b, v, region) {
        return v;
    }
    if let Some(&x) = done.get(&v) {
        return x;
    }
    let i = def_inst(ed.b, v).expect("a path's value is an instruction's");
    let mut kind = ed.b.inst(i).kind.clone();
    let mut ops = Vec::new();
    kind.visit_operands(|o| ops.push(o));
    let mut map = HashMap::new();
    for o in ops {
        let x = clone_path(ed, region, o, done);
        map.insert(o, x);
    }
    kind.visit_operands_mut(|o| *o = map[o]);
    let ty = ed.b.value_type(v);
    let x = ed.val(kind, ty);
    done.insert(v, x);
    x
}

fn body_result(body: &Body, i: Inst) -> Value {
    body.inst(i).result.expect("a load's value")
}

/// Removes the instructions of the region that computed `from` and nothing uses any more.
fn remove_dead_path(body: &mut Body, region: Region, from: Value) {
    let mut work = vec![from];
    while let Some(v) = work.pop() {
        if !defined_in(body, v, region) {
            continue;
        }
        let Some(i) = def_inst(body, v) else {
            continue;
        };
        let used = body.insts.iter().any(|d| {
            d.block.is_some() && {
                let mut u = false;
                d.kind.visit_operands(|o| u |= o == v);
                u
            }
        });
        let pure = cloneable_or_load(&body.inst(i).kind);
        if used || !pure {
            continue;
        }
        let ops = body.inst(i).kind.operands();
        remove_inst(body, i);
        work.extend(ops);
    }
}

fn cloneable_or_load(k: &InstKind) -> bool {
    super::implicit::cloneable(k) || matches!(k, InstKind::Load { .. })
}

/// The name of the variable a path starts from, for remarks.
fn path_name(m: &Module, body: &Body, p: Value) -> String {
    let mut v = p;
    let mut through = false;
    for _ in 0..64 {
        match def_kind(body, v) {
            Some(
                InstKind::PtrAdd { ptr, .. }
                | InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. },
            ) => v = *ptr,
            Some(InstKind::Load { ptr, .. }) => {
                through = true;
                v = *ptr;
            }
            _ => break,
        }
    }
    let base = implicit_name(m, body, v);
    let var_ptr = match def_kind(body, v) {
        Some(InstKind::Alloca { ty, .. }) => m.types.is_ptr(*ty),
        _ => false,
    };
    if through && var_ptr {
        format!("{base}->…")
    } else {
        format!("{base}.…")
    }
}

/// Reads the pointers that compute construct `c` loads along region-invariant paths before it
/// (module docs).
pub(super) fn hoist(m: &mut Module, body: &mut Body, c: Inst) {
    let d = dir(body, c).clone();
    if !matches!(d.kind, DirectiveKind::Compute(_)) {
        return;
    }
    let openmp = d.clauses.iter().any(|cl| {
        matches!(
            cl,
            Clause::DefaultMapScalarFirstprivate
                | Clause::DefaultMapScalarTofrom
                | Clause::OmpImplicit(_)
        )
    });
    if openmp {
        return;
    }
    let default_none = d.clauses.contains(&Clause::DefaultNone);
    let Some(r) = d.region else {
        return;
    };
    let loc = body.inst(c).loc;
    // The clauses naming pointer sections: the construct's own, then the enclosing data
    // constructs' (innermost first).
    let sections = |d: &crate::DirectiveOp| -> Vec<VarRef> {
        d.clauses
            .iter()
            .filter_map(|cl| match cl {
                Clause::Data(dc)
                    if !matches!(
                        dc.kind,
                        DataClauseKind::DevicePtr | DataClauseKind::Attach | DataClauseKind::Detach
                    ) =>
                {
                    Some(dc.vars.iter().cloned())
                }
                _ => None,
            })
            .flatten()
            .filter(|v| !v.bounds.is_empty())
            .collect()
    };
    let own: Vec<(String, VarRef)> = sections(&d)
        .into_iter()
        .filter(|v| m.types.is_ptr(v.ty))
        .map(|v| (key(m, body, v.var, 0), v))
        .collect();
    let mut outer: Vec<(String, VarRef)> = Vec::new();
    for a in ancestors(body, c) {
        if dir(body, a).kind != DirectiveKind::Data {
            continue;
        }
        for v in sections(dir(body, a)) {
            if m.types.is_ptr(v.ty) {
                outer.push((key(m, body, v.var, 0), v));
            }
        }
    }
    let mut names = Vec::new();
    // One variable per path, however often the region spells it.
    let mut slots: HashMap<String, Value> = HashMap::new();
    for _ in 0..256 {
        let insts = region_insts_deep(body, r);
        let paths = Paths {
            m,
            body,
            region: r,
            writes: Writes::of(m, body, &insts),
            early: early_insts(m, body, r),
        };
        let Some(l) = paths.candidate() else {
            break;
        };
        let InstKind::Load { ptr: a, .. } = body.inst(l).kind else {
            break;
        };
        let k = key(m, body, a, 0);
        if let Some((_, vr)) = own.iter().find(|(x, _)| *x == k) {
            // The construct's clause names this pointer: the region uses its device copy.
            let cv = vr.var;
            if let InstKind::Load { ptr, .. } = &mut body.insts[l.index()].kind {
                *ptr = cv;
            }
            remove_dead_path(body, r, a);
            continue;
        }
        if let Some(&slot) = slots.get(&k) {
            if let InstKind::Load { ptr, .. } = &mut body.insts[l.index()].kind {
                *ptr = slot;
            }
            remove_dead_path(body, r, a);
            continue;
        }
        if default_none {
            // A variable of the compiler's would need a clause the program cannot give.
            break;
        }
        let name = outer
            .iter()
            .find(|(x, _)| *x == k)
            .map_or_else(|| path_name(m, body, a), |(_, v)| v.name.to_string());
        let (b, pos) = inst_pos(body, c);
        let mut ed = Ed::new(m, body, b, pos, loc);
        let ty = ed.b.value_type(body_result(ed.b, l));
        let slot = ed.entry_alloca(ty);
        let mut done = HashMap::new();
        let at = clone_path(&mut ed, r, a, &mut done);
        let w = ed.load(ty, at);
        ed.store(w, slot);
        body.add_var(VarData {
            name: name.clone().into(),
            addr: slot,
            shape: Shape::Object(ty),
            restrict: false,
        });
        if let InstKind::Load { ptr, .. } = &mut body.insts[l.index()].kind {
            *ptr = slot;
        }
        remove_dead_path(body, r, a);
        slots.insert(k, slot);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if !names.is_empty() {
        remark(
            m,
            loc,
            format!(
                "{}: {} read once before the region, as {} (paths the region does not change; \
                 decision 126)",
                match d.kind {
                    DirectiveKind::Compute(k) => k.name(),
                    _ => "compute",
                },
                names.join(", "),
                if names.len() == 1 {
                    "a variable"
                } else {
                    "variables"
                },
            ),
        );
    }
}
