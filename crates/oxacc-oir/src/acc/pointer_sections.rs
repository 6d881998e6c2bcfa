//! Sections of bare pointers that a compute region uses without a data clause (issue 21; nvc's
//! "Generating implicit copyin(A[:m*n])"). OpenACC 3.3 §2.6.2 gives such a pointer no more
//! than the pointer itself, so a function taking `double *A` with a `parallel loop` or
//! `kernels` and no clause would dereference a host address on a GPU. The region's subscripts
//! say which elements it reaches: for `A[i*m + j]` with `i` in `[0, n)` and `j` in `[0, m)`,
//! the elements `0 … n·m − 1`.
//!
//! For each pointer variable of the region that the region only dereferences (loads, stores
//! and atomics at `p + index·size`, the pointer itself never written or passed on), every
//! index must be affine in the induction variables of the region's loops and in values the
//! region does not change (`implicit::DepTest`). Loops are `acc.loop` dimensions and counted
//! loops of plain control flow (`for (j = e; j < f; j++)`: one store before the header, one
//! increment, a compare of the variable in the header). The index is linear in each induction
//! variable, so its extremes over the nest lie at the bounds: innermost first, each variable
//! is replaced by its first and by its last value (expressions in the outer variables), which
//! leaves candidates in region-invariant values; their least and greatest, computed before the
//! region, give the section `[min : max − min + 1]` (empty when a loop with invariant bounds
//! runs no iteration). The section is mapped `copyin` when the region only reads through the
//! pointer, else `copy`: nvc says `copyout` for a section the region only writes, but the
//! section from the subscripts can hold elements no iteration writes (strided or conditional
//! writes), which `copyout` would overwrite with the device's uninitialised memory. Both are
//! present-or-copy (§2.7.6, §2.7.7): data a caller's data region mapped is used in place.
//!
//! Where the subscripts give no section (an index that is not affine, an indirect one, the
//! pointer passed to a function or stored), only the pointer reaches the region, translated to
//! the device address of data already present: a warning says so.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::implicit::{only_loaded, Affine, BaseKey, DepTest};
use super::*;
use crate::directive::{Bound, DataClause, DataClauseKind, DataModifier};
use crate::dominance::DomTree;
use crate::pass::PassDiagnostic;

/// At most this many candidate extremes per pointer (deep nests whose bounds depend on the
/// outer variables double them at each level).
const MAX_FORMS: usize = 64;

/// One pointer's section, before it is computed.
struct Found {
    var: Value,
    name: String,
    /// Candidates for the first and the last element reached (indices in elements of `elem`,
    /// affine in region-invariant values).
    mins: Vec<Affine>,
    maxs: Vec<Affine>,
    elem: TypeId,
    write: bool,
    /// First and last value of the loops whose bounds are invariant: the section is empty when
    /// one of them runs no iteration.
    guards: Vec<(Affine, Affine)>,
}

/// Adds a data clause with the section its subscripts give to each bare pointer of the compute
/// operation `c` that no clause (of `c` or of an enclosing data construct) names.
pub(super) fn infer(m: &mut Module, body: &mut Body, c: Inst) {
    let d = dir(body, c).clone();
    let DirectiveKind::Compute(kind) = d.kind else {
        return;
    };
    if d.clauses
        .iter()
        .any(|cl| matches!(cl, Clause::DefaultNone | Clause::DefaultPresent))
    {
        return;
    }
    let r = d.region.expect("region");
    let loc = body.inst(c).loc;
    let mut named: HashSet<Value> = HashSet::new();
    for op in std::iter::once(c).chain(directives_in(body, r)) {
        for cl in &dir(body, op).clauses {
            named.extend(cl.vars().iter().map(|v| v.var));
        }
    }
    for a in ancestors(body, c) {
        let ad = dir(body, a);
        if ad.clauses.contains(&Clause::DefaultPresent) {
            return;
        }
        named.extend(data_vars(ad).into_iter().map(|(_, v)| v.var));
    }
    let ptrs: Vec<Value> = captures(body, r)
        .into_iter()
        .filter(|v| !named.contains(v))
        // A dummy array in a slot has declared extents: acc-implicit-data maps all of it.
        .filter(|&v| {
            !matches!(
                body.var_at(v).map(|x| &x.shape),
                Some(crate::var::Shape::Array { indirect: true, .. })
            )
        })
        .filter(|&v| {
            // A pointer variable: a local slot, or one of an enclosing function that an
            // outlined OpenMP region reaches through the variable table.
            let slot = matches!(def_kind(body, v), Some(InstKind::Alloca { ty, count: None, .. })
                if m.types.is_ptr(*ty));
            let var = matches!(body.var_at(v).and_then(|x| x.object_type()),
                Some(ty) if m.types.is_ptr(ty));
            (slot || var) && only_loaded(body, r, v)
        })
        .collect();
    if ptrs.is_empty() {
        return;
    }
    let byte = m.int(8);
    let mut found = Vec::new();
    let mut warnings = Vec::new();
    let load_types = {
        let nest = Nest::new(m, body, r);
        for v in ptrs {
            let name = implicit_name(m, body, v);
            match nest.section(v, byte) {
                Ok(Some((mins, maxs, elem, write, guards))) => found.push(Found {
                    var: v,
                    name,
                    mins,
                    maxs,
                    elem,
                    write,
                    guards,
                }),
                Ok(None) => {}
                Err(why) => warnings.push(format!(
                    "{}: only the pointer '{name}' is passed to the region, not the data it \
                     points to ({why}): the data must be present on the device (give a data \
                     clause with a section, e.g. copyin({name}[0:n]))",
                    kind.name()
                )),
            }
        }
        nest.load_types
    };
    // OpenMP (4.5 §2.15.5): a pointer a target region uses without a map clause is a
    // zero-length array section, which the program maps beforehand (a target data region in a
    // caller): nothing to warn about there.
    let openmp = d.clauses.iter().any(|cl| {
        matches!(
            cl,
            Clause::DefaultMapScalarFirstprivate | Clause::DefaultMapScalarTofrom
        )
    });
    for w in warnings.into_iter().filter(|_| !openmp) {
        m.diagnostics.push(PassDiagnostic::warning(loc, w));
    }
    // Values of the variables the bounds use, loaded once before the construct.
    let mut atoms = HashMap::new();
    {
        for f in found {
            let text = section_text(m, body, &f);
            let (b, pos) = inst_pos(body, c);
            let mut ed = Ed::new(m, body, b, pos, loc);
            let mins: Vec<Value> = f
                .mins
                .iter()
                .map(|a| eval(&mut ed, a, &load_types, &mut atoms))
                .collect();
            let maxs: Vec<Value> = f
                .maxs
                .iter()
                .map(|a| eval(&mut ed, a, &load_types, &mut atoms))
                .collect();
            let lo = extreme(&mut ed, &mins, IntCC::Slt);
            let hi = extreme(&mut ed, &maxs, IntCC::Sgt);
            let one = ed.i64c(1);
            let span = ed.bin(BinOp::Sub, hi, lo);
            let mut len = ed.bin(BinOp::Add, span, one);
            let mut lower = lo;
            let mut empty = None;
            for (first, last) in &f.guards {
                let a = eval(&mut ed, first, &load_types, &mut atoms);
                let z = eval(&mut ed, last, &load_types, &mut atoms);
                let e = ed.icmp(IntCC::Slt, z, a);
                empty = Some(match empty {
                    Some(p) => ed.bin(BinOp::Or, p, e),
                    None => e,
                });
            }
            if let Some(e) = empty {
                let zero = ed.i64c(0);
                lower = ed.select(e, zero, lower);
                len = ed.select(e, zero, len);
            }
            let kind_of = if f.write {
                DataClauseKind::Copy
            } else {
                DataClauseKind::CopyIn
            };
            let ty = ed.m.ptr();
            remark(
                m,
                loc,
                format!(
                    "{}: generating implicit {}({}) (the section the region's subscripts \
                     reach, §2.6.2)",
                    kind.name(),
                    kind_of.name(),
                    text
                ),
            );
            dir_mut(body, c).add_clause(Clause::Data(DataClause {
                kind: kind_of,
                modifiers: vec![DataModifier::Implicit],
                vars: vec![VarRef {
                    var: f.var,
                    name: f.name.into(),
                    ty,
                    bounds: vec![Bound {
                        lower,
                        length: len,
                        elem: f.elem,
                        stride: None,
                    }],
                }],
            }));
        }
    }
}

/// The value of an affine form of region-invariant values, as i64, computed at `ed`.
fn eval(
    ed: &mut Ed,
    a: &Affine,
    load_types: &HashMap<Value, TypeId>,
    atoms: &mut HashMap<Value, Value>,
) -> Value {
    let mut acc = ed.i64c(a.c);
    for (k, &coef) in &a.terms {
        let mut prod = ed.i64c(coef);
        for &atom in k {
            let v = match atoms.get(&atom) {
                Some(&v) => v,
                None => {
                    // The address of a variable the region does not write: its value at the
                    // construct.
                    // A global's address computed in the region is computed again here.
                    let addr = match def_kind(ed.b, atom) {
                        Some(&InstKind::GlobalAddr(g)) => {
                            let pt = ed.m.ptr();
                            ed.val(InstKind::GlobalAddr(g), pt)
                        }
                        _ => atom,
                    };
                    let raw = match load_types.get(&atom) {
                        Some(&ty) => ed.load(ty, addr),
                        None => atom,
                    };
                    let v = ed.int_to(raw, 64);
                    atoms.insert(atom, v);
                    v
                }
            };
            prod = ed.bin(BinOp::Mul, prod, v);
        }
        acc = ed.bin(BinOp::Add, acc, prod);
    }
    acc
}

/// The least (`Slt`) or greatest (`Sgt`) of `vs`.
fn extreme(ed: &mut Ed, vs: &[Value], cc: IntCC) -> Value {
    let mut cur = vs[0];
    for &v in &vs[1..] {
        let better = ed.icmp(cc, v, cur);
        cur = ed.select(better, v, cur);
    }
    cur
}

/// `A[lo:len]` for the remark, with the sizes taken positive (the section itself is computed
/// at run time from all candidates): the candidates least and greatest when every variable is
/// large.
fn section_text(m: &Module, body: &Body, f: &Found) -> String {
    let big = |a: &Affine| -> i128 {
        a.terms
            .iter()
            .map(|(k, &c)| c.saturating_mul(1_000_000i128.saturating_pow(k.len() as u32)))
            .fold(a.c, i128::saturating_add)
    };
    let lo = f.mins.iter().min_by_key(|a| big(a)).expect("a candidate");
    let hi = f.maxs.iter().max_by_key(|a| big(a)).expect("a candidate");
    let len = hi.clone().add(lo, -1).add(
        &Affine {
            terms: Default::default(),
            c: 1,
        },
        1,
    );
    let (lo, len) = (named_atoms(body, lo), named_atoms(body, &len));
    let lo = &lo;
    let lo_text = if lo.terms.is_empty() && lo.c == 0 {
        String::new()
    } else {
        affine_text(m, body, lo)
    };
    format!("{}[{lo_text}:{}]", f.name, affine_text(m, body, &len))
}

/// `a` with each unnamed variable that holds a copy of a named one (the row length of
/// `double (*a)[n]`, which the front end keeps in a slot of its own) replaced by that one, so
/// that the remark reads `a[:m*n]`; only for the text: the copy may differ from the variable
/// later, the section is computed from the copy.
fn named_atoms(body: &Body, a: &Affine) -> Affine {
    let source = |v: Value| -> Value {
        if body.var_name(v).is_some() {
            return v;
        }
        let mut stores = body.insts.iter().filter(|d| {
            d.block.is_some() && matches!(&d.kind, InstKind::Store { ptr, .. } if *ptr == v)
        });
        let (Some(st), None) = (stores.next(), stores.next()) else {
            return v;
        };
        let InstKind::Store { mut value, .. } = st.kind else {
            return v;
        };
        while let Some(InstKind::Cast {
            op: CastOp::SExt | CastOp::ZExt,
            arg,
        }) = def_kind(body, value)
        {
            value = *arg;
        }
        match def_kind(body, value) {
            Some(InstKind::Load { ptr, .. }) if body.var_name(*ptr).is_some() => *ptr,
            _ => v,
        }
    };
    let mut out = Affine {
        terms: Default::default(),
        c: a.c,
    };
    for (k, &c) in &a.terms {
        let mut k2: Vec<Value> = k.iter().map(|&v| source(v)).collect();
        k2.sort();
        out = out.add(
            &Affine {
                terms: [(k2, c)].into(),
                c: 0,
            },
            1,
        );
    }
    out
}

fn affine_text(m: &Module, body: &Body, a: &Affine) -> String {
    let name = |v: Value| -> String {
        if m.types.is_ptr(body.value_type(v)) {
            implicit_name(m, body, v)
        } else {
            body.var_name(v)
                .map(|s| s.to_string())
                .unwrap_or_else(|| "<value>".into())
        }
    };
    let mut terms: Vec<(&Vec<Value>, i128)> = a.terms.iter().map(|(k, &c)| (k, c)).collect();
    terms.sort_by_key(|(k, _)| std::cmp::Reverse(k.len()));
    let mut out = String::new();
    for (k, c) in terms {
        let names: Vec<String> = k.iter().map(|&v| name(v)).collect();
        let mag = c.abs();
        let t = if mag == 1 {
            names.join("*")
        } else {
            format!("{mag}*{}", names.join("*"))
        };
        if out.is_empty() {
            out = if c < 0 { format!("-{t}") } else { t };
        } else {
            out += &format!(" {} {t}", if c < 0 { '-' } else { '+' });
        }
    }
    if out.is_empty() {
        return a.c.to_string();
    }
    if a.c != 0 {
        out += &format!(" {} {}", if a.c < 0 { '-' } else { '+' }, a.c.abs());
    }
    out
}

/// The loop nest of a compute region: its induction variables with their first and last
/// values.
struct Nest<'a> {
    t: DepTest<'a>,
    /// Each induction variable (an `acc.loop` dimension's value, or the address of a counted
    /// loop's variable): its first and last value, inclusive.
    bounds: BTreeMap<Value, (Affine, Affine)>,
    uses: HashMap<Value, Vec<Inst>>,
    /// The type each address in the region is loaded as (invariant variables named by their
    /// address in an affine form are loaded before the region).
    load_types: HashMap<Value, TypeId>,
}

type Section = (
    Vec<Affine>,
    Vec<Affine>,
    TypeId,
    bool,
    Vec<(Affine, Affine)>,
);

impl<'a> Nest<'a> {
    fn new(m: &'a Module, body: &'a Body, r: Region) -> Nest<'a> {
        let insts = region_insts_deep(body, r);
        let mut stored = HashSet::new();
        let mut stores: BTreeMap<Value, Vec<Inst>> = BTreeMap::new();
        let mut uses: HashMap<Value, Vec<Inst>> = HashMap::new();
        let mut load_types = HashMap::new();
        for &i in &insts {
            let k = &body.inst(i).kind;
            k.visit_operands(|v| uses.entry(v).or_default().push(i));
            match k {
                InstKind::Store { ptr, .. } => {
                    stored.insert(*ptr);
                    stores.entry(*ptr).or_default().push(i);
                }
                InstKind::Load { ptr, .. } => {
                    if let Some(res) = body.inst(i).result {
                        load_types.entry(*ptr).or_insert(body.value_type(res));
                    }
                }
                _ => {}
            }
        }
        let loops: Vec<Inst> = insts
            .iter()
            .copied()
            .filter(|&i| is_dir(body, i, |k| matches!(k, DirectiveKind::Loop { .. })))
            .collect();
        // Variables set once at the top of the region or of a loop's iteration, before any
        // read there (the loop variable the front end stores the induction variable into).
        let mut slots = HashMap::new();
        let entries = std::iter::once(entry_of(body, r)).chain(
            loops
                .iter()
                .filter_map(|&l| region_of(body, l).map(|lr| entry_of(body, lr))),
        );
        for b in entries {
            let mut read_before = HashSet::new();
            for &i in &body.block(b).insts {
                match &body.inst(i).kind {
                    InstKind::Load { ptr, .. } => {
                        read_before.insert(*ptr);
                    }
                    InstKind::Store { value, ptr, .. }
                        if stores.get(ptr).map(Vec::len) == Some(1)
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
        let mut nest = Nest {
            t: DepTest {
                m,
                body,
                region: r,
                ivs: Vec::new(),
                stored,
                slots,
                inner: HashMap::new(),
                fields: HashMap::new(),
                field_keys: HashMap::new(),
            },
            bounds: BTreeMap::new(),
            uses,
            load_types,
        };
        let mut doms: HashMap<Region, DomTree> = HashMap::new();
        // Outer loops first; a loop whose bounds use a variable found later waits a round.
        for _ in 0..4 {
            let before = nest.bounds.len();
            for &l in &loops {
                nest.add_acc_loop(l);
            }
            for (&slot, st) in &stores {
                if st.len() == 2 && !nest.bounds.contains_key(&slot) {
                    nest.add_counted_loop(slot, st, r, &mut doms);
                }
            }
            if nest.bounds.len() == before {
                break;
            }
        }
        nest
    }

    fn add_bounds(&mut self, key: Value, first: Affine, last: Affine) {
        let one = Affine {
            terms: Default::default(),
            c: 1,
        };
        self.t
            .inner
            .insert(key, (first.clone(), last.clone().add(&one, 1)));
        self.bounds.insert(key, (first, last));
    }

    /// `acc.loop` dimensions with a constant step and affine bounds (§2.9: `upper` exclusive).
    fn add_acc_loop(&mut self, l: Inst) {
        let body = self.t.body;
        let DirectiveKind::Loop { dims } = &dir(body, l).kind else {
            return;
        };
        let Some(lr) = region_of(body, l) else {
            return;
        };
        let params = body.block(entry_of(body, lr)).params.clone();
        let one = Affine {
            terms: Default::default(),
            c: 1,
        };
        for (dm, &p) in dims.iter().zip(&params) {
            if self.bounds.contains_key(&p) {
                continue;
            }
            let Some(step) = iconst_of(body, dm.step).filter(|&s| s != 0) else {
                continue;
            };
            let (Some(lo), Some(hi)) = (self.t.affine(dm.lower, 0), self.t.affine(dm.upper, 0))
            else {
                continue;
            };
            if step > 0 {
                self.add_bounds(p, lo, hi.add(&one, -1));
            } else {
                self.add_bounds(p, hi.add(&one, 1), lo);
            }
        }
    }

    /// A counted loop of plain control flow over the variable at `slot`: stored twice in the
    /// region, once before the loop (`init`) and once by its increment `slot ± c` in the latch,
    /// which branches to the header comparing the variable with a bound. Each load of the
    /// variable must see a value of the iteration space: in the header, in the latch before
    /// the increment, or in the body (blocks the header's true branch dominates).
    fn add_counted_loop(
        &mut self,
        slot: Value,
        st: &[Inst],
        r: Region,
        doms: &mut HashMap<Region, DomTree>,
    ) -> Option<()> {
        let body = self.t.body;
        let step_of = |i: Inst| -> Option<i128> {
            let InstKind::Store { value, .. } = &body.inst(i).kind else {
                return None;
            };
            let InstKind::Binary { op, lhs, rhs, .. } = def_kind(body, *value)? else {
                return None;
            };
            let is_var = |v: &Value| matches!(def_kind(body, *v), Some(InstKind::Load { ptr, .. }) if *ptr == slot);
            match op {
                BinOp::Add if is_var(lhs) => iconst_of(body, *rhs),
                BinOp::Add if is_var(rhs) => iconst_of(body, *lhs),
                BinOp::Sub if is_var(lhs) => iconst_of(body, *rhs).map(|c| -c),
                _ => None,
            }
            .filter(|&s| s != 0)
        };
        let (inc, init, step) = match (step_of(st[0]), step_of(st[1])) {
            (Some(s), None) => (st[0], st[1], s),
            (None, Some(s)) => (st[1], st[0], s),
            _ => return None,
        };
        let InstKind::Store { value: init_v, .. } = &body.inst(init).kind else {
            return None;
        };
        let latch = body.inst(inc).block?;
        let InstKind::Br(to) = &body.inst(*body.block(latch).insts.last()?).kind else {
            return None;
        };
        let header = to.block;
        let InstKind::CondBr {
            cond, then_dest, ..
        } = &body.inst(*body.block(header).insts.last()?).kind
        else {
            return None;
        };
        // `icmp ne (zext (icmp …)), 0` is the front end's truth test of a comparison.
        let mut cond = *cond;
        if let Some(InstKind::ICmp {
            cc: IntCC::Ne,
            lhs,
            rhs,
        }) = def_kind(body, cond)
        {
            if iconst_of(body, *rhs) == Some(0) {
                if let Some(InstKind::Cast {
                    op: CastOp::ZExt,
                    arg,
                }) = def_kind(body, *lhs)
                {
                    cond = *arg;
                }
            }
        }
        let Some(InstKind::ICmp { cc, lhs, rhs }) = def_kind(body, cond) else {
            return None;
        };
        let strip = |mut v: Value| {
            while let Some(InstKind::Cast {
                op: CastOp::SExt | CastOp::ZExt,
                arg,
            }) = def_kind(body, v)
            {
                v = *arg;
            }
            v
        };
        let is_var = |v: Value| {
            let v = strip(v);
            matches!(def_kind(body, v), Some(InstKind::Load { ptr, .. }) if *ptr == slot)
                && value_block(body, v) == Some(header)
        };
        let (cc, bound) = if is_var(*lhs) {
            (*cc, *rhs)
        } else if is_var(*rhs) {
            (swap(*cc), *lhs)
        } else {
            return None;
        };
        let b = self.t.affine(bound, 0)?;
        let first = self.t.affine(*init_v, 0)?;
        if b.terms
            .keys()
            .chain(first.terms.keys())
            .any(|k| k.contains(&slot))
        {
            return None;
        }
        let one = Affine {
            terms: Default::default(),
            c: 1,
        };
        let (lo, hi) = match (step > 0, cc) {
            (true, IntCC::Slt | IntCC::Ult) => (first, b.add(&one, -1)),
            (true, IntCC::Sle | IntCC::Ule) => (first, b),
            (true, IntCC::Ne) if step == 1 => (first, b.add(&one, -1)),
            (false, IntCC::Sgt | IntCC::Ugt) => (b.add(&one, 1), first),
            (false, IntCC::Sge | IntCC::Uge) => (b, first),
            (false, IntCC::Ne) if step == -1 => (b.add(&one, 1), first),
            _ => return None,
        };
        // Where the loads of the variable are.
        let hr = body.block_region(header)?;
        let dom = doms.entry(hr).or_insert_with(|| DomTree::compute(body, hr));
        let body_entry = then_dest.block;
        let in_body = |b: Block| dom.dominates(body_entry, b);
        if body.inst(init).block.is_some_and(in_body) {
            return None;
        }
        let inc_pos = body.block(latch).insts.iter().position(|&x| x == inc)?;
        for &u in self.uses.get(&slot).map(Vec::as_slice).unwrap_or(&[]) {
            if !matches!(&body.inst(u).kind, InstKind::Load { .. }) {
                continue;
            }
            let b = body.inst(u).block?;
            if b == header {
                continue;
            }
            if b == latch {
                let pos = body.block(latch).insts.iter().position(|&x| x == u)?;
                if pos < inc_pos {
                    continue;
                }
                return None;
            }
            // The block of the region `hr` that holds the load (or the operation it is in).
            let mut at = b;
            while body.block_region(at) != Some(hr) {
                let p = body.region_parent(body.block_region(at)?)?;
                if !block_in_region(body, body.inst(p).block?, r) {
                    return None;
                }
                at = body.inst(p).block?;
            }
            if !in_body(at) || at == latch {
                return None;
            }
        }
        self.add_bounds(slot, lo, hi);
        Some(())
    }

    /// The section the region reaches through the pointer variable `v`: candidates of its
    /// first and last element, the element type, whether it is written, and the emptiness
    /// guards. None: the region does not dereference it.
    fn section(&self, v: Value, byte: TypeId) -> Result<Option<Section>, String> {
        let body = self.t.body;
        let m = self.t.m;
        let mut work: Vec<Value> = self
            .uses
            .get(&v)
            .map(Vec::as_slice)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&i| body.inst(i).result)
            .collect();
        // (address, size, type, write)
        let mut accesses: Vec<(Value, u64, TypeId, bool)> = Vec::new();
        let mut seen = HashSet::new();
        while let Some(p) = work.pop() {
            if !seen.insert(p) {
                continue;
            }
            for &u in self.uses.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
                let inst = body.inst(u);
                match &inst.kind {
                    InstKind::ElemAddr { ptr, .. }
                    | InstKind::PtrAdd { ptr, .. }
                    | InstKind::FieldAddr { ptr, .. }
                        if *ptr == p =>
                    {
                        work.extend(inst.result);
                    }
                    InstKind::Load { ptr, .. } if *ptr == p => {
                        let ty = body.value_type(inst.result.expect("load result"));
                        accesses.push((p, m.types.size_of(ty), ty, false));
                    }
                    InstKind::Store { value, ptr, .. } if *ptr == p && *value != p => {
                        let ty = body.value_type(*value);
                        accesses.push((p, m.types.size_of(ty), ty, true));
                    }
                    InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. }
                        if *ptr == p =>
                    {
                        let ty = body.value_type(inst.result.ok_or("an atomic without result")?);
                        accesses.push((p, m.types.size_of(ty), ty, true));
                    }
                    // `acc atomic` on an element (x: read and written) or capturing into
                    // one (v: written).
                    InstKind::Directive(d) => {
                        let DirectiveKind::Atomic {
                            ty,
                            x,
                            v: cap,
                            expr,
                            ..
                        } = d.kind
                        else {
                            return Err("an address of its data is named by a directive".into());
                        };
                        if expr == Some(p) || (x != p && cap != Some(p)) {
                            return Err("an address of its data is an atomic's operand".into());
                        }
                        accesses.push((p, m.types.size_of(ty), ty, true));
                        if x == p {
                            accesses.push((p, m.types.size_of(ty), ty, false));
                        }
                    }
                    InstKind::Call { .. } | InstKind::CallIndirect { .. } => {
                        return Err("the pointer is passed to a function".into())
                    }
                    _ => return Err("the pointer is stored, compared or converted".into()),
                }
            }
        }
        if accesses.is_empty() {
            return Ok(None);
        }
        let mut forms: Vec<(Affine, u64)> = Vec::new();
        let mut used_ivs: BTreeSet<Value> = BTreeSet::new();
        for &(addr, size, _, _) in &accesses {
            let Some((BaseKey::Loaded(base), off)) = self.t.address(addr) else {
                return Err("a subscript that is not affine in the loop variables".into());
            };
            if base != v {
                return Err("an address computed from other pointers".into());
            }
            for f in self.vertices(off, &mut used_ivs)? {
                if !forms.contains(&(f.clone(), size)) {
                    forms.push((f, size));
                }
            }
        }
        // Elements of the accessed type when all accesses have one size and fall on its
        // multiples; else bytes.
        let (_, size0, ty0, _) = accesses[0];
        let uniform = size0 > 0
            && accesses.iter().all(|a| a.1 == size0)
            && forms.iter().all(|(f, _)| {
                f.c % size0 as i128 == 0 && f.terms.values().all(|k| k % size0 as i128 == 0)
            });
        let (mins, maxs, elem) = if uniform {
            let div = |f: &Affine| Affine {
                terms: f
                    .terms
                    .iter()
                    .map(|(k, &c)| (k.clone(), c / size0 as i128))
                    .collect(),
                c: f.c / size0 as i128,
            };
            let fs: Vec<Affine> = forms.iter().map(|(f, _)| div(f)).collect();
            (fs.clone(), fs, ty0)
        } else {
            let mins = forms.iter().map(|(f, _)| f.clone()).collect();
            let maxs = forms
                .iter()
                .map(|(f, s)| {
                    f.clone().add(
                        &Affine {
                            terms: Default::default(),
                            c: *s as i128 - 1,
                        },
                        1,
                    )
                })
                .collect();
            (mins, maxs, byte)
        };
        let mut mins: Vec<Affine> = mins;
        let mut maxs: Vec<Affine> = maxs;
        mins.dedup();
        maxs.dedup();
        let guards = used_ivs
            .iter()
            .filter_map(|iv| self.bounds.get(iv))
            .filter(|(a, z)| !self.t.has_iv(a) && !self.t.has_iv(z))
            .cloned()
            .collect();
        let write = accesses.iter().any(|a| a.3);
        Ok(Some((mins, maxs, elem, write, guards)))
    }

    /// The candidate extremes of `f` over the nest: innermost variable first, each replaced by
    /// its first and by its last value.
    fn vertices(&self, f: Affine, used: &mut BTreeSet<Value>) -> Result<Vec<Affine>, String> {
        let mut forms = vec![f];
        loop {
            let present: Vec<Value> = self
                .bounds
                .keys()
                .copied()
                .filter(|iv| forms.iter().any(|f| f.terms.keys().any(|k| k.contains(iv))))
                .collect();
            if present.is_empty() {
                break;
            }
            for f in &forms {
                if f.terms.keys().any(|k| {
                    k.iter()
                        .any(|a| self.t.inner.contains_key(a) && !self.bounds.contains_key(a))
                }) {
                    return Err("a subscript that is not affine in the loop variables".into());
                }
            }
            // One no other present variable's bounds mention: the innermost.
            let Some(&x) = present.iter().find(|&&x| {
                present.iter().all(|&y| {
                    y == x || {
                        let (a, z) = &self.bounds[&y];
                        !a.terms.keys().chain(z.terms.keys()).any(|k| k.contains(&x))
                    }
                })
            }) else {
                return Err("loop bounds that depend on each other".into());
            };
            used.insert(x);
            let (lo, hi) = &self.bounds[&x];
            let mut next = Vec::new();
            for f in forms {
                if !f.terms.keys().any(|k| k.contains(&x)) {
                    next.push(f);
                    continue;
                }
                for by in [lo, hi] {
                    let g = substitute(&f, x, by)
                        .ok_or("a subscript with a product of loop variables")?;
                    if !next.contains(&g) {
                        next.push(g);
                    }
                }
            }
            if next.len() > MAX_FORMS {
                return Err("a loop nest too deep for the bounds of its subscripts".into());
            }
            forms = next;
        }
        Ok(forms)
    }
}

/// `f` with the variable `x` replaced by `by` (None: a term has `x` more than once).
fn substitute(f: &Affine, x: Value, by: &Affine) -> Option<Affine> {
    let mut out = Affine {
        terms: Default::default(),
        c: f.c,
    };
    for (k, &c) in &f.terms {
        let n = k.iter().filter(|&&v| v == x).count();
        let rest: Vec<Value> = k.iter().copied().filter(|&v| v != x).collect();
        let term = if rest.is_empty() {
            Affine {
                terms: Default::default(),
                c,
            }
        } else {
            Affine {
                terms: [(rest, c)].into(),
                c: 0,
            }
        };
        match n {
            0 => out = out.add(&term, 1),
            1 => out = out.add(&term.mul(by), 1),
            _ => return None,
        }
    }
    Some(out)
}

/// The predicate with its operands swapped.
fn swap(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Slt => IntCC::Sgt,
        IntCC::Sle => IntCC::Sge,
        IntCC::Sgt => IntCC::Slt,
        IntCC::Sge => IntCC::Sle,
        IntCC::Ult => IntCC::Ugt,
        IntCC::Ule => IntCC::Uge,
        IntCC::Ugt => IntCC::Ult,
        IntCC::Uge => IntCC::Ule,
        c => c,
    }
}
