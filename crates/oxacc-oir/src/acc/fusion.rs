//! `acc-fuse`: adjacent loop nests of a `kernels` region that the compiler can prove
//! equivalent to one loop nest become one (decision 45, docs/gpu.md "Loop fusion in kernels").
//!
//! OpenACC 3.3 §2.5.3 leaves to the compiler how the code of a `kernels` region becomes
//! kernels; acc-implicit-data splits it into one kernel per loop nest, and two nests over the
//! same cells then read what the previous kernel read (CloverLeaf's equation of state and time
//! step, kernels_app in bench/). Runs on the front-end form, before that split, so that the
//! fused nest is one kernel to every later pass.
//!
//! Two loops `L1; L2` of the region's straight-line code are fused when
//! - both are `independent` loops with the same gang/worker/vector clauses and no `tile`,
//!   `device_type` or nested directive (loops whose parallelism the dependence test decides
//!   are left alone: a fused loop failing it would run sequentially);
//! - their iteration spaces match: as many dimensions, loop variables of one type, one step,
//!   and bounds that are the same values (constants, or loads of a local variable nothing in
//!   the region writes and whose address does not escape) or, with step 1, differ by
//!   constants: the fused loop then runs the smallest range holding both, each body under a
//!   test of its own bounds;
//! - only such bound computations lie between them (they move before `L1`);
//! - no dependence is broken: for every array one loop writes and the other accesses, every
//!   access of both is at one address, the same function of the loop variables, which maps
//!   distinct iterations to distinct elements (so iteration x of `L2` touches only what
//!   iteration x of `L1` did, and the fused loop stays independent); a scalar written by one
//!   and used by the other must be set first in every iteration of both (iteration-private);
//!   a loop's `reduction` or `private` variable is not used by the other loop unless private
//!   there too; distinct bases must not overlap under the aliasing rule of the dependence test
//!   (decision 35: C pointers overlap unless one is `restrict`); calls only of functions that
//!   touch no memory but their own locals.
//!
//! `OXACC_FUSION=0` (or the driver's `-fno-acc-fusion`, which leaves this pass out) turns it off.

use std::collections::{HashMap, HashSet};

use super::implicit::{cloneable, may_alias, Affine, BaseKey, DepTest};
use super::*;
use crate::directive::ComputeKind;
use crate::inst::IntrinsicOp;
use crate::pass::Pass;

pub struct Fuse;

/// The environment variable that turns fusion off (`0`).
pub const FUSION_ENV: &str = "OXACC_FUSION";

impl Pass for Fuse {
    fn name(&self) -> &'static str {
        "acc-fuse"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        if std::env::var_os(FUSION_ENV).is_some_and(|v| v == "0") {
            return Ok(());
        }
        for_each_body(m, |m, _f, body| {
            for k in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, k, |d| {
                    *d == DirectiveKind::Compute(ComputeKind::Kernels)
                }) {
                    fuse_region(m, body, k);
                }
            }
            Ok(())
        })
    }
}

fn is_loop(body: &Body, i: Inst) -> bool {
    is_dir(body, i, |d| matches!(d, DirectiveKind::Loop { .. }))
}

enum Verdict {
    Fuse(Join),
    /// Not a pair this pass looks at (no remark).
    Skip,
    No(String),
}

fn fuse_region(m: &mut Module, body: &mut Body, k: Inst) {
    let r = region_of(body, k).expect("kernels region");
    // The region splitter needs straight-line code between the nests too.
    if body.region(r).blocks.len() != 1 {
        return;
    }
    let entry = entry_of(body, r);
    let mut from = 0;
    loop {
        let insts = body.block(entry).insts.clone();
        let Some(p1) = (from..insts.len()).find(|&p| is_loop(body, insts[p])) else {
            return;
        };
        let Some(p2) = (p1 + 1..insts.len()).find(|&p| is_loop(body, insts[p])) else {
            return;
        };
        let (l1, l2) = (insts[p1], insts[p2]);
        let between = insts[p1 + 1..p2].to_vec();
        let (loc1, loc2) = (body.inst(l1).loc, body.inst(l2).loc);
        match check(m, body, r, l1, l2, &between) {
            Verdict::Fuse(join) => {
                let how = if join.guarded() {
                    "iteration spaces joined, each loop's own bounds tested"
                } else {
                    "same iteration space"
                };
                fuse(m, body, l1, l2, &between, join);
                remark(
                    m,
                    loc2,
                    format!(
                        "kernels: loop at {}:{} fused with the loop at {}:{} ({how}, no dependence between them broken)",
                        loc2.line, loc2.col, loc1.line, loc1.col
                    ),
                );
                // The fused loop may take the next one too.
                from = body
                    .block(entry)
                    .insts
                    .iter()
                    .position(|&i| i == l1)
                    .expect("fused loop");
            }
            Verdict::Skip => from = p2,
            Verdict::No(why) => {
                remark(
                    m,
                    loc2,
                    format!(
                        "kernels: loop at {}:{} not fused with the loop at {}:{}: {why}",
                        loc2.line, loc2.col, loc1.line, loc1.col
                    ),
                );
                from = p2;
            }
        }
    }
}

/// The clauses that decide how a loop is scheduled, if the loop is one this pass fuses.
fn schedule_clauses(body: &Body, l: Inst) -> Option<Vec<Clause>> {
    let d = dir(body, l);
    let mut out = Vec::new();
    let mut independent = false;
    for c in &d.clauses {
        match c {
            Clause::Private(_) | Clause::Reduction(..) => {}
            Clause::Independent => independent = true,
            Clause::Gang { .. } | Clause::Worker(_) | Clause::Vector(_) => out.push(c.clone()),
            _ => return None,
        }
    }
    independent.then_some(out)
}

fn check(m: &Module, body: &Body, kr: Region, l1: Inst, l2: Inst, between: &[Inst]) -> Verdict {
    let (Some(s1), Some(s2)) = (schedule_clauses(body, l1), schedule_clauses(body, l2)) else {
        return Verdict::Skip;
    };
    let stored_in_region: HashSet<Value> = region_insts_deep(body, kr)
        .into_iter()
        .filter_map(|i| match &body.inst(i).kind {
            InstKind::Store { ptr, .. } => Some(*ptr),
            _ => None,
        })
        .collect();
    let eq = Same {
        body,
        stored: &stored_in_region,
    };
    let (DirectiveKind::Loop { dims: d1 }, DirectiveKind::Loop { dims: d2 }) =
        (&dir(body, l1).kind, &dir(body, l2).kind)
    else {
        return Verdict::Skip;
    };
    let p1 = &body
        .block(entry_of(body, region_of(body, l1).expect("loop")))
        .params;
    let p2 = &body
        .block(entry_of(body, region_of(body, l2).expect("loop")))
        .params;
    let same_types = d1.len() == d2.len()
        && p1.len() == d1.len()
        && p2.len() == d2.len()
        && p1
            .iter()
            .zip(p2)
            .all(|(&a, &b)| body.value_type(a) == body.value_type(b));
    let Some(mut join) = same_types.then(|| eq.join(d1, d2)).flatten() else {
        return Verdict::No("different iteration spaces".into());
    };
    if let Some(&i) = between.iter().find(|&&i| {
        let k = &body.inst(i).kind;
        !(cloneable(k) || matches!(k, InstKind::Load { ptr, .. } if eq.stable(*ptr)))
    }) {
        let loc = body.inst(i).loc;
        return Verdict::No(format!(
            "code at {}:{} lies between them",
            loc.line, loc.col
        ));
    }
    if s1 != s2 {
        return Verdict::No("different schedules".into());
    }
    let (n1, n2) = (Nest::new(body, l1), Nest::new(body, l2));
    if let Err(why) = legal(m, body, kr, l1, l2, &n1, &n2, &join.dims) {
        return Verdict::No(why);
    }
    // A loop run under a test of its own bounds no longer sets its temporaries in every
    // iteration of the fused loop, so acc-implicit-data would not find them private: they
    // become `private` here, which only holds where nothing outside the loop uses them.
    for (n, guarded) in [
        (&n1, !join.guard1.is_empty()),
        (&n2, !join.guard2.is_empty()),
    ] {
        if !guarded {
            continue;
        }
        // In value order: the private copies are made in this order, and their numbers must
        // not depend on the hash set's iteration order.
        let mut firsts: Vec<Value> = n.set_first.iter().copied().collect();
        firsts.sort();
        for v in firsts {
            if n.privates.contains(&v) || n.reductions.contains(&v) {
                continue;
            }
            let own: HashSet<Inst> = n.insts.iter().copied().collect();
            let elsewhere = body.insts.iter().enumerate().any(|(k, d)| {
                d.block.is_some() && !own.contains(&Inst::new(k)) && d.kind.operands().contains(&v)
            });
            if elsewhere {
                return Verdict::No(format!(
                    "{} is set in every iteration of a loop with other bounds and used outside it",
                    implicit_name(m, body, v)
                ));
            }
            join.private.push(v);
        }
    }
    Verdict::Fuse(join)
}

/// How two loops' dimensions combine: the fused loop's bounds and, for a loop whose own
/// bounds are narrower than those, the tests (`iv cc bound`, one per dimension end) its body
/// runs under.
struct Join {
    dims: Vec<crate::directive::LoopDim>,
    guard1: Vec<(usize, IntCC, Value)>,
    guard2: Vec<(usize, IntCC, Value)>,
    /// Iteration-private temporaries of a guarded loop, made `private`.
    private: Vec<Value>,
}

impl Join {
    fn guarded(&self) -> bool {
        !self.guard1.is_empty() || !self.guard2.is_empty()
    }
}

/// Structural equality of values in the region: the same computation of the same operands,
/// where a load reads a local variable the region never writes and whose address does not
/// escape (the bounds of both loops, `n` loaded once for each).
struct Same<'a> {
    body: &'a Body,
    stored: &'a HashSet<Value>,
}

impl Same<'_> {
    fn same(&self, a: Value, b: Value, depth: u32) -> bool {
        if a == b {
            return true;
        }
        if depth > 12 {
            return false;
        }
        let (Some(ia), Some(ib)) = (def_inst(self.body, a), def_inst(self.body, b)) else {
            return false;
        };
        let (ka, kb) = (&self.body.inst(ia).kind, &self.body.inst(ib).kind);
        if self.body.value_type(a) != self.body.value_type(b) {
            return false;
        }
        let comparable = |k: &InstKind| {
            cloneable(k) || matches!(k, InstKind::Load { ptr, .. } if self.stable(*ptr))
        };
        if !comparable(ka) || !comparable(kb) {
            return false;
        }
        let (oa, ob) = (ka.operands(), kb.operands());
        if oa.len() != ob.len() {
            return false;
        }
        // The same instruction once the operands are set aside.
        let blank = |k: &InstKind| {
            let mut k = k.clone();
            k.visit_operands_mut(|v| *v = Value::new(0));
            k
        };
        blank(ka) == blank(kb)
            && oa
                .iter()
                .zip(&ob)
                .all(|(&x, &y)| self.same(x, y, depth + 1))
    }

    /// The dimensions of the fused loop: each the same in both loops, or (step 1) bounds that
    /// differ by constants (`1..nx` and `0..nx`), joined into the smallest range holding both,
    /// each loop then tested against its own bounds. None: not the same space.
    fn join(
        &self,
        d1: &[crate::directive::LoopDim],
        d2: &[crate::directive::LoopDim],
    ) -> Option<Join> {
        let mut join = Join {
            dims: Vec::new(),
            guard1: Vec::new(),
            guard2: Vec::new(),
            private: Vec::new(),
        };
        for (k, (a, b)) in d1.iter().zip(d2).enumerate() {
            if !self.same(a.step, b.step, 0) {
                return None;
            }
            let lo = self.diff(b.lower, a.lower)?;
            let hi = self.diff(b.upper, a.upper)?;
            if (lo != 0 || hi != 0) && self.konst(a.step) != Some(1) {
                return None;
            }
            // Lower bounds: the smaller one; the other loop tests `iv >= its own`.
            let lower = match lo.cmp(&0) {
                std::cmp::Ordering::Greater => {
                    join.guard2.push((k, IntCC::Sge, b.lower));
                    a.lower
                }
                std::cmp::Ordering::Less => {
                    join.guard1.push((k, IntCC::Sge, a.lower));
                    b.lower
                }
                std::cmp::Ordering::Equal => a.lower,
            };
            let upper = match hi.cmp(&0) {
                std::cmp::Ordering::Greater => {
                    join.guard1.push((k, IntCC::Slt, a.upper));
                    b.upper
                }
                std::cmp::Ordering::Less => {
                    join.guard2.push((k, IntCC::Slt, b.upper));
                    a.upper
                }
                std::cmp::Ordering::Equal => a.upper,
            };
            join.dims.push(crate::directive::LoopDim {
                lower,
                upper,
                step: a.step,
            });
        }
        Some(join)
    }

    /// A constant, through the casts the front ends put on literals.
    fn konst(&self, v: Value) -> Option<i128> {
        match def_kind(self.body, v)? {
            InstKind::IConst(c) => Some(*c),
            InstKind::Cast {
                op: CastOp::SExt,
                arg,
            } => self.konst(*arg),
            InstKind::Cast {
                op: CastOp::ZExt,
                arg,
            } => self.konst(*arg).filter(|c| *c >= 0),
            _ => None,
        }
    }

    /// `x + c` as (x, c); a constant as (None, c).
    fn offset(&self, v: Value) -> (Option<Value>, i128) {
        if let Some(c) = self.konst(v) {
            return (None, c);
        }
        if let Some(InstKind::Binary { op, lhs, rhs, .. }) = def_kind(self.body, v) {
            match (op, self.konst(*rhs), self.konst(*lhs)) {
                (BinOp::Add, Some(c), _) => return (Some(*lhs), c),
                (BinOp::Add, None, Some(c)) => return (Some(*rhs), c),
                (BinOp::Sub, Some(c), _) => return (Some(*lhs), -c),
                _ => {}
            }
        }
        (Some(v), 0)
    }

    /// `a - b` when it is a constant.
    fn diff(&self, a: Value, b: Value) -> Option<i128> {
        if self.same(a, b, 0) {
            return Some(0);
        }
        match (self.offset(a), self.offset(b)) {
            ((None, x), (None, y)) => Some(x - y),
            ((Some(p), x), (Some(q), y)) if self.same(p, q, 0) => Some(x - y),
            _ => None,
        }
    }

    /// A local scalar variable that no code of the region stores to and whose address is only
    /// loaded from and stored to (never passed on, stored or named by a clause).
    fn stable(&self, p: Value) -> bool {
        if !matches!(
            def_kind(self.body, p),
            Some(InstKind::Alloca { count: None, .. })
        ) || self.stored.contains(&p)
        {
            return false;
        }
        self.body
            .insts
            .iter()
            .filter(|d| d.block.is_some())
            .all(|d| match &d.kind {
                InstKind::Load { .. } => true,
                InstKind::Store { value, .. } => *value != p,
                k => !k.operands().contains(&p),
            })
    }
}

/// One loop nest's accesses, seen from the region.
struct Nest {
    insts: Vec<Inst>,
    ivs: Vec<Value>,
    privates: HashSet<Value>,
    reductions: HashSet<Value>,
    slots: HashMap<Value, Value>,
    set_first: HashSet<Value>,
}

impl Nest {
    fn new(body: &Body, l: Inst) -> Nest {
        let r = region_of(body, l).expect("loop region");
        let entry = entry_of(body, r);
        let insts = region_insts_deep(body, r);

        let mut privates = HashSet::new();
        let mut reductions = HashSet::new();
        for c in &dir(body, l).clauses {
            match c {
                Clause::Private(vs) => privates.extend(vs.iter().map(|v| v.var)),
                Clause::Reduction(_, vs) => reductions.extend(vs.iter().map(|v| v.var)),
                _ => {}
            }
        }
        // Scalars every iteration sets before any other access (iteration-private, the rule
        // of acc-implicit-data's privatization); those set once name their value for the
        // subscripts (the loop variables, `c = j*nx + i`).
        let mut stores: HashMap<Value, Vec<Value>> = HashMap::new();
        for &i in &insts {
            if let InstKind::Store { value, ptr, .. } = &body.inst(i).kind {
                stores.entry(*ptr).or_default().push(*value);
            }
        }
        let mut slots = HashMap::new();
        let mut set_first = HashSet::new();
        for (ptr, values) in stores {
            let Some(InstKind::Alloca {
                ty, count: None, ..
            }) = def_kind(body, ptr)
            else {
                continue;
            };
            if !super::iteration_private::set_before_read(body, r, ptr, *ty) {
                continue;
            }
            set_first.insert(ptr);
            if let [v] = values.as_slice() {
                slots.insert(ptr, *v);
            }
        }
        Nest {
            insts,
            ivs: body.block(entry).params.clone(),
            privates,
            reductions,
            slots,
            set_first,
        }
    }

    fn uses(&self, body: &Body, v: Value) -> bool {
        self.insts
            .iter()
            .any(|&i| body.inst(i).kind.operands().contains(&v))
    }
}

/// An access of a nest: base, byte offset in the first loop's variables, size, written.
type Access = (BaseKey, Affine, u64, bool);

#[allow(clippy::too_many_arguments)]
fn legal(
    m: &Module,
    body: &Body,
    kr: Region,
    l1: Inst,
    l2: Inst,
    n1: &Nest,
    n2: &Nest,
    dims: &[crate::directive::LoopDim],
) -> Result<(), String> {
    let name = |v: Value| {
        for l in [l1, l2] {
            for c in &dir(body, l).clauses {
                if let Some(vr) = c.vars().iter().find(|vr| vr.var == v) {
                    return vr.name.to_string();
                }
            }
        }
        implicit_name(m, body, v)
    };
    // Clause variables: their meaning inside one loop must not leak into the other.
    for (a, b) in [(n1, n2), (n2, n1)] {
        // Named by the other loop's clauses counts as a use too (a private copy and a
        // reduction of one variable on one loop contradict each other).
        // The first in value order, so that the remark does not depend on hashing.
        if let Some(v) = a
            .reductions
            .iter()
            .copied()
            .filter(|&v| b.uses(body, v) || b.privates.contains(&v) || b.reductions.contains(&v))
            .min()
        {
            return Err(format!(
                "{} is a reduction variable of one loop and used in the other",
                name(v)
            ));
        }
        if let Some(v) = a
            .privates
            .iter()
            .copied()
            .filter(|&v| !b.privates.contains(&v) && b.uses(body, v))
            .min()
        {
            return Err(format!("{} is private in one loop only", name(v)));
        }
    }
    let mut stored: HashSet<Value> = n1
        .insts
        .iter()
        .chain(&n2.insts)
        .filter_map(|&i| match &body.inst(i).kind {
            InstKind::Store { ptr, .. } => Some(*ptr),
            _ => None,
        })
        .collect();
    let both: Vec<Inst> = n1.insts.iter().chain(&n2.insts).copied().collect();
    super::implicit::add_global_address_twins(body, &both, &mut stored);
    let ivs: Vec<Value> = n1.ivs.iter().chain(&n2.ivs).copied().collect();
    let test = |n: &Nest| {
        let mut t = DepTest {
            m,
            body,
            region: kr,
            ivs: ivs.clone(),
            stored: stored.clone(),
            slots: n.slots.clone(),
            inner: HashMap::new(),
            fields: HashMap::new(),
            field_keys: HashMap::new(),
        };
        t.name_fields(&n.insts);
        t
    };
    let (t1, t2) = (test(n1), test(n2));
    let rename: HashMap<Value, Value> =
        n2.ivs.iter().copied().zip(n1.ivs.iter().copied()).collect();
    let (a1, unknown1) = accesses(m, body, &t1, n1, &HashMap::new())?;
    let (a2, unknown2) = accesses(m, body, &t2, n2, &rename)?;
    let base_name = |b: &BaseKey| match b {
        BaseKey::Val(v) | BaseKey::Loaded(v) => name(*v),
        BaseKey::Global(g) => m.global(*g).name.to_string(),
    };
    for (x, y, y_unknown) in [(&a1, &a2, unknown2), (&a2, &a1, unknown1)] {
        let Some(w) = x.iter().find(|a| a.3) else {
            continue;
        };
        if y_unknown {
            return Err(format!(
                "{} is written in one loop and the other reads memory through a computed address",
                base_name(&w.0)
            ));
        }
        for wa in x.iter().filter(|a| a.3) {
            if let Some(o) = y
                .iter()
                .find(|o| o.0 != wa.0 && may_alias(m, body, &wa.0, &o.0))
            {
                return Err(format!(
                    "{} and {} may point to the same memory (C pointers without restrict)",
                    base_name(&wa.0),
                    base_name(&o.0)
                ));
            }
        }
    }
    // Bases both loops access, one of them writing: injective over the fused loop's space.
    let mut done: HashSet<BaseKey> = HashSet::new();
    for a in a1.iter().chain(&a2) {
        let b = a.0;
        if !done.insert(b) {
            continue;
        }
        let both: Vec<&Access> = a1.iter().chain(&a2).filter(|x| x.0 == b).collect();
        let in1 = a1.iter().any(|x| x.0 == b);
        let in2 = a2.iter().any(|x| x.0 == b);
        if !(in1 && in2 && both.iter().any(|x| x.3)) {
            continue;
        }
        // A scalar: set first in every iteration of each loop, its value crosses nothing.
        if let BaseKey::Val(v) = b {
            if n1.set_first.contains(&v) && n2.set_first.contains(&v) {
                continue;
            }
            if matches!(def_kind(body, v), Some(InstKind::Alloca { ty, count: None, .. }) if !m.types.is_aggregate(*ty))
            {
                return Err(format!(
                    "scalar {} is written in one loop and used in the other",
                    base_name(&b)
                ));
            }
        }
        let w = both[0];
        if both.iter().any(|x| x.1 != w.1 || x.2 != w.2) {
            return Err(format!(
                "{} is written by one loop and accessed by the other at another index",
                base_name(&b)
            ));
        }
        if !injective(body, &t1, b, &w.1, &n1.ivs, dims, w.2) {
            return Err(format!(
                "{} is accessed at an index that does not single out the iteration",
                base_name(&b)
            ));
        }
    }
    Ok(())
}

/// The accesses of nest `n` in the variables of the first loop (`rename` maps the nest's
/// induction variables to them); whether it reads through an address the test cannot follow.
fn accesses(
    m: &Module,
    body: &Body,
    t: &DepTest,
    n: &Nest,
    rename: &HashMap<Value, Value>,
) -> Result<(Vec<Access>, bool), String> {
    let mut out = Vec::new();
    let mut unknown = false;
    let renamed = |a: Affine| -> Affine {
        let mut r = Affine {
            terms: Default::default(),
            c: a.c,
        };
        for (mono, k) in a.terms {
            let mut mono: Vec<Value> = mono
                .into_iter()
                .map(|v| *rename.get(&v).unwrap_or(&v))
                .collect();
            mono.sort();
            *r.terms.entry(mono).or_default() += k;
        }
        r.terms.retain(|_, k| *k != 0);
        r
    };
    let exempt = |p: &Value| n.privates.contains(p) || n.reductions.contains(p);
    for &i in &n.insts {
        match &body.inst(i).kind {
            InstKind::Call { callee, .. } if !harmless(m, *callee, 0) => {
                return Err(format!("a loop calls {}", m.func(*callee).user_name()));
            }
            InstKind::CallIndirect { .. } => return Err("a loop makes an indirect call".into()),
            InstKind::Memcpy { .. }
            | InstKind::Memset { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::Fence(_)
            | InstKind::InlineAsm(_)
            | InstKind::VaStart(_)
            | InstKind::VaEnd(_)
            | InstKind::VaCopy { .. }
            | InstKind::VaArg(_)
            | InstKind::SharedAlloca { .. } => {
                return Err("a loop holds memory operations the test does not follow".into())
            }
            InstKind::Intrinsic { op, .. } if !harmless_intrinsic(op) => {
                return Err("a loop holds memory operations the test does not follow".into())
            }
            InstKind::Directive(_) => return Err("a loop holds a nested directive".into()),
            InstKind::Store { value, ptr, .. } => {
                if exempt(ptr) {
                    continue;
                }
                let size = m.types.size_of(body.value_type(*value));
                match t.address(*ptr) {
                    Some((b, off)) => out.push((b, renamed(off), size, true)),
                    None => return Err("a loop stores through a computed address".into()),
                }
            }
            InstKind::Load { ptr, .. } => {
                if exempt(ptr) {
                    continue;
                }
                let ty = body.value_type(body.inst(i).result.expect("load result"));
                match t.address(*ptr) {
                    Some((b, off)) => out.push((b, renamed(off), m.types.size_of(ty), false)),
                    None => unknown = true,
                }
            }
            _ => {}
        }
    }
    Ok((out, unknown))
}

fn harmless_intrinsic(op: &IntrinsicOp) -> bool {
    matches!(
        op,
        IntrinsicOp::Ctpop
            | IntrinsicOp::Ctlz
            | IntrinsicOp::Cttz
            | IntrinsicOp::Bswap
            | IntrinsicOp::Fabs
            | IntrinsicOp::Sqrt
            | IntrinsicOp::Floor
            | IntrinsicOp::Ceil
            | IntrinsicOp::Trunc
            | IntrinsicOp::Round
            | IntrinsicOp::Copysign
            | IntrinsicOp::Minnum
            | IntrinsicOp::Maxnum
            | IntrinsicOp::Fma
            | IntrinsicOp::Expect
            | IntrinsicOp::Assume
            | IntrinsicOp::Libm(_)
            | IntrinsicOp::AccOnDevice
            | IntrinsicOp::OmpQuery(_)
    )
}

/// Whether a call of `f` touches no memory but the callee's own local variables (a `routine
/// seq` computing from its arguments, as kernels_app's equation of state), or is `pure`.
fn harmless(m: &Module, f: FuncId, depth: u32) -> bool {
    if is_pure_call(m, f) {
        return true;
    }
    let Some(body) = m.func(f).body.as_ref() else {
        return false;
    };
    if depth > 4 {
        return false;
    }
    let local = |p: &Value| matches!(def_kind(body, *p), Some(InstKind::Alloca { .. }));
    body.insts
        .iter()
        .filter(|d| d.block.is_some())
        .all(|d| match &d.kind {
            InstKind::Load { ptr, .. } => local(ptr),
            InstKind::Store { ptr, value, .. } => local(ptr) && !local(value),
            InstKind::Call { callee, .. } => harmless(m, *callee, depth + 1),
            InstKind::Intrinsic { op, .. } => harmless_intrinsic(op),
            InstKind::CallIndirect { .. }
            | InstKind::Memcpy { .. }
            | InstKind::Memset { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::Fence(_)
            | InstKind::InlineAsm(_)
            | InstKind::VaStart(_)
            | InstKind::VaEnd(_)
            | InstKind::VaCopy { .. }
            | InstKind::VaArg(_)
            | InstKind::SharedAlloca { .. }
            | InstKind::Directive(_) => false,
            _ => true,
        })
}

/// Whether the byte offset `off` (in the first loop's variables `ivs`) of accesses of `size`
/// bytes is a different element for every two iterations of the loop nest `dims`.
fn injective(
    body: &Body,
    t: &DepTest,
    base: BaseKey,
    off: &Affine,
    ivs: &[Value],
    dims: &[crate::directive::LoopDim],
    size: u64,
) -> bool {
    // A Fortran array: each loop variable alone in a subscript of its own.
    if ivs.iter().all(|&iv| t.distinct_elements(base, off, iv)) {
        return true;
    }
    let konst = |c: i128| Affine {
        terms: Default::default(),
        c,
    };
    // off = Σ coef_k·iv_k + invariant, each coefficient a sum of invariants.
    let mut coef = vec![Affine::default(); ivs.len()];
    for (mono, &c) in &off.terms {
        let hits: Vec<usize> = mono
            .iter()
            .filter_map(|v| ivs.iter().position(|x| x == v))
            .collect();
        match hits.as_slice() {
            [] => {}
            [k] => {
                let rest: Vec<Value> = mono.iter().copied().filter(|v| *v != ivs[*k]).collect();
                let part = if rest.is_empty() {
                    konst(c)
                } else {
                    Affine {
                        terms: [(rest, c)].into(),
                        c: 0,
                    }
                };
                coef[*k] = coef[*k].clone().add(&part, 1);
            }
            _ => return false,
        }
        if mono
            .iter()
            .any(|v| t.has_iv(&Affine::atom(*v)) && !ivs.contains(v))
        {
            return false;
        }
    }
    let mut ranges = Vec::new();
    for (k, d) in dims.iter().enumerate() {
        let (Some(lo), Some(hi), Some(step)) = (
            t.affine(d.lower, 0),
            t.affine(d.upper, 0),
            iconst_of(body, d.step),
        ) else {
            return false;
        };
        if step == 0 || t.has_iv(&lo) || t.has_iv(&hi) || coef[k] == Affine::default() {
            return false;
        }
        // The farthest two values of the variable lie |hi - lo| - 1 apart (upper exclusive).
        let width = if step > 0 {
            hi.add(&lo, -1).add(&konst(1), -1)
        } else {
            lo.add(&hi, -1).add(&konst(1), -1)
        };
        let c = &coef[k];
        let (stride, span) = if c.terms.is_empty() {
            (konst(c.c.abs() * step.abs()), width.scale(c.c.abs()))
        } else {
            (c.clone().scale(step.abs()), c.mul(&width))
        };
        ranges.push((stride, span));
    }
    // Mixed radix: in some order of the variables, each one's stride covers the spans of
    // those after it plus one access (`j·8nx + 8i`, i < nx: 8nx ≥ 8(nx - 1) + 8).
    permutations(ivs.len()).iter().any(|order| {
        order.iter().enumerate().all(|(p, &k)| {
            let mut need = konst(size as i128);
            for &q in &order[p + 1..] {
                need = need.add(&ranges[q].1, 1);
            }
            let d = ranges[k].0.clone().add(&need, -1);
            d.terms.is_empty() && d.c >= 0
        })
    })
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n - 1);
            out.push(q);
        }
    }
    out
}

/// Makes `l2`'s body run after `l1`'s in each iteration of the fused loop `l1` (each under
/// the tests of its own bounds in `join`), and removes `l2`; the code `between` (bounds of
/// `l2`) moves before `l1`.
fn fuse(m: &mut Module, body: &mut Body, l1: Inst, l2: Inst, between: &[Inst], join: Join) {
    for &i in between {
        remove_inst(body, i);
    }
    let (b, pos) = inst_pos(body, l1);
    for (k, &i) in between.iter().enumerate() {
        insert_inst(body, b, pos + k, i);
    }
    let loc = body.inst(l1).loc;
    let r1 = region_of(body, l1).expect("loop region");
    let r2 = region_of(body, l2).expect("loop region");
    let e1 = entry_of(body, r1);
    let e2 = entry_of(body, r2);
    let ivs1 = body.block(e1).params.clone();
    let ivs2 = std::mem::take(&mut body.blocks[e2.index()].params);
    for (&from, &to) in ivs2.iter().zip(&ivs1) {
        replace_uses_in_region(body, r2, from, to);
    }
    let blocks1 = body.region(r1).blocks.clone();
    for (_, y) in blocks_ending_in_yield(body, &blocks1) {
        body.insts[y.index()].kind = InstKind::Br(BlockCall::new(e2, &[]));
    }
    for blk in std::mem::take(&mut body.regions[r2.index()].blocks) {
        body.attach_block(r1, blk);
    }
    // The tests of each loop's own bounds: `entry: br cond ? body1 : e2`, `e2: br cond ?
    // body2 : end` with `end: yield`.
    let guard = |m: &mut Module,
                 body: &mut Body,
                 at: Block,
                 tests: &[(usize, IntCC, Value)],
                 skip: Option<Block>| {
        if tests.is_empty() {
            return;
        }
        let rest = split_block(body, at, 0);
        let skip = skip.unwrap_or_else(|| {
            let end = body.new_block();
            body.attach_block(r1, end);
            let y = body.new_inst(InstKind::Yield(vec![]), None, loc);
            body.append_inst(end, y);
            end
        });
        let mut ed = Ed::new(m, body, at, 0, loc);
        let mut cond: Option<Value> = None;
        for &(k, cc, bound) in tests {
            let c = ed.icmp(cc, ivs1[k], bound);
            cond = Some(match cond {
                Some(p) => ed.bin(BinOp::And, p, c),
                None => c,
            });
        }
        ed.condbr(cond.expect("a test"), rest, &[], skip, &[]);
    };
    guard(m, body, e1, &join.guard1, Some(e2));
    guard(m, body, e2, &join.guard2, None);
    if let DirectiveKind::Loop { dims } = &mut dir_mut(body, l1).kind {
        *dims = join.dims;
    }
    let mut extra: Vec<Clause> = dir(body, l2)
        .clauses
        .iter()
        .filter(|c| matches!(c, Clause::Private(_) | Clause::Reduction(..)))
        .cloned()
        .collect();
    if !join.private.is_empty() {
        let vars = join
            .private
            .iter()
            .map(|&v| {
                let ty = match def_kind(body, v) {
                    Some(InstKind::Alloca { ty, .. }) => *ty,
                    _ => unreachable!("iteration-private scalars are allocas"),
                };
                VarRef {
                    var: v,
                    name: implicit_name(m, body, v).into(),
                    ty,
                    bounds: Vec::new(),
                }
            })
            .collect();
        extra.push(Clause::Private(vars));
    }
    let d1 = dir_mut(body, l1);
    for c in extra {
        match c {
            Clause::Private(vs) => {
                let known: HashSet<Value> = d1
                    .clauses
                    .iter()
                    .filter(|c| matches!(c, Clause::Private(_)))
                    .flat_map(|c| c.vars().iter().map(|v| v.var).collect::<Vec<_>>())
                    .collect();
                let new: Vec<VarRef> = vs.into_iter().filter(|v| !known.contains(&v.var)).collect();
                if new.is_empty() {
                    continue;
                }
                match d1
                    .clauses
                    .iter_mut()
                    .find(|c| matches!(c, Clause::Private(_)))
                {
                    Some(Clause::Private(old)) => old.extend(new),
                    _ => d1.add_clause(Clause::Private(new)),
                }
            }
            c => d1.add_clause(c),
        }
    }
    remove_inst(body, l2);
    body.regions[r2.index()].parent = None;
    dir_mut(body, l2).region = None;
}
