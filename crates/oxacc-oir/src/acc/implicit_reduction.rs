//! Scalar reductions the compiler finds itself in loops whose parallelism it decides (part of
//! `acc-implicit-data`, before the dependence test): `kernels` loops and `auto` loops. A
//! scalar of the function that the loop reads once and writes once, the written value being
//! the read one combined with something that does not depend on it, is a reduction
//! (OpenACC 3.3 §2.9.11), as nvc finds them ("Generating reduction(max:err)"):
//!
//! - `x = x op e`, `x op= e` with op in `+ * & | ^` (and the promotions C puts around them);
//! - `x = fmax(x, e)`, `fmin` (their `libm.fmax`/`libm.fmin` intrinsics, `maxnum`/`minnum`,
//!   and the `long double` calls `fmaxl`/`fminl`);
//! - `x = x > e ? x : e` and the other comparisons (max, min; unsigned comparisons give the
//!   unsigned operators);
//! - `if (e > x) x = e;` (and `<`, `>=`, `<=`, either operand order).
//!
//! The loop gets a `reduction` clause; the dependence test exempts its variable, and
//! acc-implicit-data's §2.6.2 rule gives the variable its `copy`.

use std::collections::HashSet;

use super::*;
use crate::directive::ReductionOp;
use crate::inst::FloatCC;
use crate::module::ValueDef;

/// The reductions of loop `l` not yet in one of its clauses (or of a loop around it), added
/// as `reduction` clauses; their `op(name)` texts for the remark.
pub(crate) fn find_reductions(m: &Module, body: &mut Body, l: Inst) -> Vec<String> {
    let r = region_of(body, l).expect("loop region");
    // Variables the loop itself names keep their clause; a reduction of an enclosing loop
    // nests (this loop's partial results combine into that loop's private copy).
    let mut named: HashSet<Value> = HashSet::new();
    for c in &dir(body, l).clauses {
        named.extend(c.vars().iter().map(|v| v.var));
    }
    let insts = region_insts_deep(body, r);
    let mut found: Vec<(ReductionOp, VarRef)> = Vec::new();
    for v in captures(body, r) {
        if named.contains(&v) {
            continue;
        }
        let Some((op, ty)) = recognize(m, body, &insts, v) else {
            continue;
        };
        found.push((
            op,
            VarRef {
                var: v,
                name: implicit_name(m, body, v).into(),
                ty,
                bounds: Vec::new(),
            },
        ));
    }
    let texts = found
        .iter()
        .map(|(op, v)| format!("reduction({}:{})", super::reduction::op_symbol(*op), v.name))
        .collect();
    let d = dir_mut(body, l);
    for (op, v) in found {
        d.add_clause(Clause::Reduction(op, vec![v]));
    }
    texts
}

/// A loop's reduction reaches into the parallel loops nested in it that update its variable
/// (OpenACC 3.3 §2.9.11 asks for the clause on each of those loops; nvc adds it itself, and
/// NAS LU's l2norm writes `loop gang reduction(+:s)` around `loop worker` and `loop vector`
/// loops that update `s`): each nested loop that is not `seq` and updates the variable as
/// `x = x op e` with the same operator gets the enclosing loop's clause. Without it the
/// threads of those loops would race on the variable, and the kernel ran one thread per gang.
/// Returns each loop given a clause, with the clause's text for the remark.
pub(crate) fn nest_reductions(m: &Module, body: &mut Body, c: Inst) -> Vec<(Inst, String)> {
    let r = region_of(body, c).expect("compute region");
    let mut out = Vec::new();
    // Outer loops first: a clause given to a middle loop reaches the loops inside it too.
    for l in directives_in(body, r) {
        if !is_dir(body, l, |d| matches!(d, DirectiveKind::Loop { .. })) {
            continue;
        }
        let reductions: Vec<(ReductionOp, VarRef)> = dir(body, l)
            .clauses
            .iter()
            .flat_map(|c| match c {
                Clause::Reduction(op, vars) => vars.iter().map(|v| (*op, v.clone())).collect(),
                _ => Vec::new(),
            })
            .collect();
        if reductions.is_empty() {
            continue;
        }
        let lr = region_of(body, l).expect("loop region");
        for inner in directives_in(body, lr) {
            let clauses = &dir(body, inner).clauses;
            if !is_dir(body, inner, |d| matches!(d, DirectiveKind::Loop { .. }))
                || clauses.iter().any(|c| matches!(c, Clause::Seq))
            {
                continue;
            }
            let insts = region_insts_deep(body, region_of(body, inner).expect("loop region"));
            for (op, v) in &reductions {
                let named = dir(body, inner)
                    .clauses
                    .iter()
                    .any(|c| c.vars().iter().any(|x| x.var == v.var));
                if named || recognize(m, body, &insts, v.var).map(|(o, _)| o) != Some(*op) {
                    continue;
                }
                dir_mut(body, inner)
                    .clauses
                    .push(Clause::Reduction(*op, vec![v.clone()]));
                out.push((
                    inner,
                    format!("reduction({}:{})", super::reduction::op_symbol(*op), v.name),
                ));
            }
        }
    }
    out
}

/// The reduction operator of the one update of scalar `v` among `insts` (a loop's
/// instructions, nested loops included), and `v`'s type; `None` when `v` is not a local
/// scalar (or scalar dummy) read and written only as `x = x op e`.
fn recognize(m: &Module, body: &Body, insts: &[Inst], v: Value) -> Option<(ReductionOp, TypeId)> {
    // A local scalar, or a Fortran scalar dummy (a parameter holding its address, listed
    // in the variable table: `dt_min = min(dt_min, …)` of CloverLeaf's calc_dt).
    let scalar_dummy = matches!(body.values[v.index()].def, ValueDef::Param(..))
        && matches!(
            body.var_at(v).map(|x| &x.shape),
            Some(crate::var::Shape::Object(_))
        );
    if !(scalar_dummy
        || matches!(
            def_kind(body, v),
            Some(InstKind::Alloca { count: None, .. })
        ))
    {
        return None;
    }
    let ty = var_type(m, body, v)?;
    if m.types.is_aggregate(ty) || m.types.is_ptr(ty) {
        return None;
    }
    let uses: Vec<Inst> = insts
        .iter()
        .copied()
        .filter(|&i| body.inst(i).kind.operands().contains(&v))
        .collect();
    // One store; one load (x op e) or two (the conditional forms read x twice).
    let stores: Vec<Inst> = uses
        .iter()
        .copied()
        .filter(|&i| matches!(body.inst(i).kind, InstKind::Store { ptr, value, .. } if ptr == v && value != v))
        .collect();
    let loads: Vec<Value> = uses
        .iter()
        .filter_map(|&i| match body.inst(i).kind {
            InstKind::Load { ptr, .. } if ptr == v => body.inst(i).result,
            _ => None,
        })
        .collect();
    let (&[store], 1..=2) = (&stores[..], loads.len()) else {
        return None;
    };
    if stores.len() + loads.len() != uses.len() {
        return None;
    }
    let cx = Cx {
        body,
        insts,
        var: v,
        loads,
    };
    let op = cx.combine_op(m, store)?;
    let int = m.types.int_width(ty).is_some();
    let op = match op {
        // Bit operators on floating types do not exist; + and * on _Bool are the front
        // end's business (it never writes them so).
        ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor if !int => return None,
        ReductionOp::UMax | ReductionOp::UMin if !int => return None,
        o => o,
    };
    Some((op, ty))
}

/// The value under the conversions C puts around an operation (promotions and the
/// conversion back on assignment).
fn peel(body: &Body, mut v: Value) -> Value {
    while let Some(InstKind::Cast {
        op:
            CastOp::SExt
            | CastOp::ZExt
            | CastOp::Trunc
            | CastOp::FpExt
            | CastOp::FpTrunc
            | CastOp::SiToFp
            | CastOp::UiToFp,
        arg,
    }) = def_kind(body, v)
    {
        v = *arg;
    }
    v
}

/// What the recognizer looks at: the loop's instructions and the variable's loads.
struct Cx<'a> {
    body: &'a Body,
    insts: &'a [Inst],
    var: Value,
    loads: Vec<Value>,
}

impl Cx<'_> {
    /// How many operands of the loop's instructions are `v`.
    fn use_count(&self, v: Value) -> usize {
        self.insts
            .iter()
            .map(|&i| {
                let mut n = 0;
                self.body
                    .inst(i)
                    .kind
                    .visit_operands(|o| n += usize::from(o == v));
                n
            })
            .sum()
    }

    /// Whether `x` is a read of the variable (under C's conversions).
    fn is_old(&self, x: Value) -> bool {
        self.loads.contains(&peel(self.body, x))
    }

    /// Whether `a` and `b` are the same value: equal, or loads of one address that the loop
    /// stores to at most once, at the top of an iteration (a loop-local temporary `k`), or
    /// never.
    fn same(&self, a: Value, b: Value) -> bool {
        self.same_at(peel(self.body, a), peel(self.body, b), 0)
    }

    /// [`Self::same`], also for two computations of one value: the same pure instruction on
    /// the same operands, or loads of the same address (`v[i]` read twice) in a loop that
    /// writes memory only through its scalar variables.
    fn same_at(&self, a: Value, b: Value, depth: u32) -> bool {
        if a == b {
            return true;
        }
        if depth > 16 {
            return false;
        }
        let (Some(ka), Some(kb)) = (def_kind(self.body, a), def_kind(self.body, b)) else {
            return false;
        };
        let pure = |k: &InstKind| {
            matches!(
                k,
                InstKind::IConst(_)
                    | InstKind::FConst(_)
                    | InstKind::Binary { .. }
                    | InstKind::Cast { .. }
                    | InstKind::PtrAdd { .. }
                    | InstKind::ElemAddr { .. }
                    | InstKind::FieldAddr { .. }
                    | InstKind::ICmp { .. }
                    | InstKind::FCmp { .. }
            )
        };
        let load_ok = matches!(ka, InstKind::Load { ptr, .. } if *ptr != self.var)
            && matches!(kb, InstKind::Load { .. })
            && self.reads_only_memory();
        if (pure(ka) && pure(kb)) || load_ok {
            let (oa, ob) = (ka.operands(), kb.operands());
            if oa.len() != ob.len()
                || !oa
                    .iter()
                    .zip(&ob)
                    .all(|(&x, &y)| self.same_at(x, y, depth + 1))
            {
                return false;
            }
            // The same instruction apart from the operands.
            let mut k = ka.clone();
            let mut it = ob.iter();
            k.visit_operands_mut(|o| *o = *it.next().unwrap_or(o));
            if &k == kb && self.body.value_type(a) == self.body.value_type(b) {
                return true;
            }
        }
        match (ka, kb) {
            (InstKind::Load { ptr: p, .. }, InstKind::Load { ptr: q, .. })
                if p == q && *p != self.var =>
            {
                let stores: Vec<Inst> = self
                    .insts
                    .iter()
                    .copied()
                    .filter(|&i| matches!(self.body.inst(i).kind, InstKind::Store { ptr, .. } if ptr == *p))
                    .collect();
                match stores[..] {
                    [] => true,
                    [st] => {
                        // The store is in the entry block of a loop region (the top of an
                        // iteration, before both loads) and both loads are inside that loop.
                        let Some(sb) = self.body.inst(st).block else {
                            return false;
                        };
                        let Some(r) = self.body.block_region(sb) else {
                            return false;
                        };
                        let inside = |x: Value| {
                            def_inst(self.body, x)
                                .and_then(|i| self.body.inst(i).block)
                                .is_some_and(|blk| block_in_region(self.body, blk, r))
                        };
                        entry_of(self.body, r) == sb
                            && self.body.region_parent(r).is_some_and(|o| {
                                matches!(self.body.inst(o).kind, InstKind::Directive(ref d) if matches!(d.kind, DirectiveKind::Loop { .. }))
                            })
                            && inside(a)
                            && inside(b)
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// Whether the loop stores only to variables (allocas), and calls nothing but `<math.h>`:
    /// memory read through pointers is the same everywhere in an iteration.
    fn reads_only_memory(&self) -> bool {
        self.insts.iter().all(|&i| match &self.body.inst(i).kind {
            InstKind::Store { ptr, .. } => {
                matches!(def_kind(self.body, *ptr), Some(InstKind::Alloca { .. }))
            }
            InstKind::Call { .. }
            | InstKind::CallIndirect { .. }
            | InstKind::Memcpy { .. }
            | InstKind::Memset { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::CmpXchg { .. } => false,
            _ => true,
        })
    }

    /// Whether `v` does not depend on the variable's reads, looking through pure
    /// instructions of the loop.
    fn independent(&self, v: Value, depth: u32) -> bool {
        if self.loads.contains(&v) || depth > 32 {
            return false;
        }
        match def_inst(self.body, v) {
            None => true,
            Some(i) => {
                let k = &self.body.inst(i).kind;
                if matches!(k, InstKind::Load { .. } | InstKind::Call { .. }) {
                    // A load or call reads memory, not the SSA values of the variable.
                    let mut ok = true;
                    k.visit_operands(|o| ok &= !self.loads.contains(&o));
                    return ok;
                }
                let mut ok = true;
                k.visit_operands(|o| ok &= self.independent(o, depth + 1));
                ok
            }
        }
    }

    /// The reduction operator of the store, if what it stores combines the variable's value
    /// with something independent of it.
    fn combine_op(&self, m: &Module, store: Inst) -> Option<ReductionOp> {
        let body = self.body;
        let InstKind::Store { value, .. } = body.inst(store).kind else {
            return None;
        };
        let single = self.loads.len() == 1 && self.use_count(self.loads[0]) == 1;
        let v = peel(body, value);
        if let Some(k) = def_kind(body, v) {
            match k {
                InstKind::Binary { op, lhs, rhs, .. } if single => {
                    let e = if self.is_old(*lhs) {
                        *rhs
                    } else if self.is_old(*rhs) {
                        *lhs
                    } else {
                        return None;
                    };
                    if !self.independent(e, 0) {
                        return None;
                    }
                    return Some(match op {
                        BinOp::Add | BinOp::FAdd => ReductionOp::Add,
                        BinOp::Mul | BinOp::FMul => ReductionOp::Mul,
                        BinOp::And => ReductionOp::BitAnd,
                        BinOp::Or => ReductionOp::BitOr,
                        BinOp::Xor => ReductionOp::BitXor,
                        _ => return None,
                    });
                }
                InstKind::Call { args, .. } | InstKind::Intrinsic { args, .. }
                    if single && args.len() == 2 =>
                {
                    use crate::inst::IntrinsicOp as I;
                    use crate::math::MathFn as F;
                    let op = match k {
                        InstKind::Intrinsic {
                            op: I::Libm(F::Fmax) | I::Maxnum,
                            ..
                        } => ReductionOp::Max,
                        InstKind::Intrinsic {
                            op: I::Libm(F::Fmin) | I::Minnum,
                            ..
                        } => ReductionOp::Min,
                        // `long double` (no intrinsic).
                        InstKind::Call { callee, .. } => match m.func(*callee).name.as_str() {
                            "fmaxl" => ReductionOp::Max,
                            "fminl" => ReductionOp::Min,
                            _ => return None,
                        },
                        _ => return None,
                    };
                    let e = if self.is_old(args[0]) {
                        args[1]
                    } else if self.is_old(args[1]) {
                        args[0]
                    } else {
                        return None;
                    };
                    return self.independent(e, 0).then_some(op);
                }
                InstKind::Select {
                    cond,
                    then_val,
                    else_val,
                } => return self.chooser(*cond, *then_val, *else_val),
                _ => {}
            }
        }
        // x = c ? a : b as a diamond: the stored value is a parameter of the block the two
        // arms branch to.
        if let Some((cond, a, b)) = self.diamond(v) {
            return self.chooser(cond, a, b);
        }
        // if (e cc x) x = e;  (the store in the block the comparison alone leads to)
        if !single {
            return None;
        }
        let sb = body.inst(store).block?;
        let (cond, then_side) = self.sole_branch_into(sb)?;
        let (cc, p, q) = compare(body, cond)?;
        let p_is_e = self.same(p, value) && self.is_old(q);
        let q_is_e = self.same(q, value) && self.is_old(p);
        if !(p_is_e || q_is_e) || !self.independent(value, 0) {
            return None;
        }
        // The store runs when (p cc q) == then_side; it picks e.
        let cc = if then_side { cc } else { cc.inverse()? };
        minmax(cc, p_is_e)
    }

    /// `x = (p cc q) ? a : b` with {a, b} = {x, e} and {p, q} = {x, e}: max or min.
    fn chooser(&self, cond: Value, a: Value, b: Value) -> Option<ReductionOp> {
        let (cc, p, q) = compare(self.body, cond)?;
        let (e, a_old) = match (self.is_old(a), self.is_old(b)) {
            (true, false) => (b, true),
            (false, true) => (a, false),
            _ => return None,
        };
        let p_old = match (self.is_old(p), self.is_old(q)) {
            (true, false) if self.same(q, e) => true,
            (false, true) if self.same(p, e) => false,
            _ => return None,
        };
        if !self.independent(e, 0) {
            return None;
        }
        // Picks `a` when p cc q: the left operand is chosen when both are the variable or
        // both the other value.
        minmax(cc, a_old == p_old)
    }

    /// A block parameter `v` fed by the two arms of one conditional branch: (condition,
    /// value when true, value when false).
    fn diamond(&self, v: Value) -> Option<(Value, Value, Value)> {
        let ValueDef::Param(join, k) = self.body.values[v.index()].def else {
            return None;
        };
        let mut incoming: Vec<(Block, Value)> = Vec::new();
        for &i in self.insts {
            if let InstKind::Br(bc) = &self.body.inst(i).kind {
                if bc.block == join {
                    incoming.push((self.body.inst(i).block?, *bc.args.get(k as usize)?));
                }
            }
        }
        let [(b1, v1), (b2, v2)] = incoming[..] else {
            return None;
        };
        let (c1, s1) = self.sole_branch_into(b1)?;
        let (c2, s2) = self.sole_branch_into(b2)?;
        if c1 != c2 || s1 == s2 {
            return None;
        }
        Some(if s1 { (c1, v1, v2) } else { (c1, v2, v1) })
    }

    /// The condition and side (then: true) of the one conditional branch of the loop that
    /// leads to block `b`, when no other branch does.
    fn sole_branch_into(&self, b: Block) -> Option<(Value, bool)> {
        let mut found = None;
        let mut count = 0;
        for &i in self.insts {
            match &self.body.inst(i).kind {
                InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                } => {
                    if then_dest.block == b {
                        count += 1;
                        found = Some((*cond, true));
                    }
                    if else_dest.block == b {
                        count += 1;
                        found = Some((*cond, false));
                    }
                }
                k => {
                    let mut kk = k.clone();
                    kk.visit_blocks_mut(|t| count += usize::from(*t == b));
                }
            }
        }
        (count == 1).then_some(found).flatten()
    }
}

/// A comparison's direction: whether "p cc q" means p is the greater (Some(true)), the
/// smaller (Some(false)), and whether it is an unsigned one.
#[derive(Clone, Copy)]
enum Cmp {
    Int(IntCC),
    Float(FloatCC),
}

impl Cmp {
    fn inverse(self) -> Option<Cmp> {
        Some(match self {
            Cmp::Int(c) => Cmp::Int(match c {
                IntCC::Sgt => IntCC::Sle,
                IntCC::Sge => IntCC::Slt,
                IntCC::Slt => IntCC::Sge,
                IntCC::Sle => IntCC::Sgt,
                IntCC::Ugt => IntCC::Ule,
                IntCC::Uge => IntCC::Ult,
                IntCC::Ult => IntCC::Uge,
                IntCC::Ule => IntCC::Ugt,
                _ => return None,
            }),
            // The negation of an ordered comparison is unordered-or-the-opposite: the same
            // choice for every number (NaN aside, where C's `>` and fmax differ anyway).
            Cmp::Float(c) => Cmp::Float(match c {
                FloatCC::Ogt | FloatCC::Ugt => FloatCC::Ole,
                FloatCC::Oge | FloatCC::Uge => FloatCC::Olt,
                FloatCC::Olt | FloatCC::Ult => FloatCC::Oge,
                FloatCC::Ole | FloatCC::Ule => FloatCC::Ogt,
                _ => return None,
            }),
        })
    }

    /// (p is the greater when true, unsigned)
    fn greater(self) -> Option<(bool, bool)> {
        match self {
            Cmp::Int(IntCC::Sgt | IntCC::Sge) => Some((true, false)),
            Cmp::Int(IntCC::Slt | IntCC::Sle) => Some((false, false)),
            Cmp::Int(IntCC::Ugt | IntCC::Uge) => Some((true, true)),
            Cmp::Int(IntCC::Ult | IntCC::Ule) => Some((false, true)),
            Cmp::Float(FloatCC::Ogt | FloatCC::Oge | FloatCC::Ugt | FloatCC::Uge) => {
                Some((true, false))
            }
            Cmp::Float(FloatCC::Olt | FloatCC::Ole | FloatCC::Ult | FloatCC::Ule) => {
                Some((false, false))
            }
            _ => None,
        }
    }
}

/// The comparison that computes `c` (through a zero-extension of its `i1`, the C `int`
/// result compared with 0 by the front end's branch).
fn compare(body: &Body, c: Value) -> Option<(Cmp, Value, Value)> {
    match def_kind(body, c)? {
        InstKind::ICmp { cc, lhs, rhs } => {
            // `(p cc q) != 0` as the front end writes conditions.
            if *cc == IntCC::Ne && iconst_of(body, *rhs) == Some(0) {
                if let Some(inner) = compare(body, peel(body, *lhs)) {
                    return Some(inner);
                }
            }
            Some((Cmp::Int(*cc), *lhs, *rhs))
        }
        InstKind::FCmp { cc, lhs, rhs } => Some((Cmp::Float(*cc), *lhs, *rhs)),
        _ => None,
    }
}

/// max or min: the chosen value is the one on the left of the comparison (`left_chosen`)
/// when the comparison holds.
fn minmax(cc: Cmp, left_chosen: bool) -> Option<ReductionOp> {
    let (left_greater, unsigned) = cc.greater()?;
    Some(match (left_greater == left_chosen, unsigned) {
        (true, false) => ReductionOp::Max,
        (false, false) => ReductionOp::Min,
        (true, true) => ReductionOp::UMax,
        (false, true) => ReductionOp::UMin,
    })
}
