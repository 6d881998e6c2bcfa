//! `acc-reduction`: reductions (OpenACC 3.3 §2.5.15, §2.9.11). Each reduction variable gets a
//! private copy (per gang, see acc-privatize) initialised to the operator's identity; the
//! partial result is combined into the enclosing copy of the variable — after the loop for a
//! loop reduction, at the end of the region for a compute-level one — under the module's lock,
//! since gangs run concurrently on the host. The enclosing copy is whatever the variable
//! denotes around the operation: an enclosing loop's private copy, or the device copy of the
//! variable (acc-implicit-data gives reduction scalars an implicit `copy`).

use super::*;
use crate::directive::ReductionOp;
use crate::inst::FloatCC;
use crate::pass::Pass;

pub struct Reduction;

impl Pass for Reduction {
    fn name(&self) -> &'static str {
        "acc-reduction"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        for_each_body(m, |m, _f, body| {
            for op in directives_in(body, Body::BODY_REGION) {
                let has = matches!(&body.inst(op).kind, InstKind::Directive(d)
                    if d.clauses.iter().any(|c| matches!(c, Clause::Reduction(..))));
                if has {
                    reduce_op(m, body, op);
                }
            }
            Ok(())
        })?;
        errors_to_result(m, before)
    }
}

fn op_symbol(op: ReductionOp) -> &'static str {
    match op {
        ReductionOp::Add => "+",
        ReductionOp::Mul => "*",
        ReductionOp::Max => "max",
        ReductionOp::Min => "min",
        ReductionOp::BitAnd => "&",
        ReductionOp::BitOr => "|",
        ReductionOp::BitXor => "^",
        ReductionOp::LogAnd => "&&",
        ReductionOp::LogOr => "||",
    }
}

/// The scalar parts of a reduction variable: the type itself, or the two floats of a complex
/// number (a struct of two equal float fields).
fn parts(m: &Module, ty: TypeId, op: ReductionOp) -> Result<Vec<(u64, TypeId)>, String> {
    let t = &m.types;
    if t.is_int(ty) || t.is_float(ty) {
        if t.is_float(ty)
            && matches!(
                op,
                ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor
            )
        {
            return Err(format!(
                "reduction operator {} on a floating-point variable",
                op_symbol(op)
            ));
        }
        return Ok(vec![(0, ty)]);
    }
    if let TypeKind::Aggregate { fields, .. } = t.kind(ty) {
        if fields.len() == 2
            && fields[0].ty == fields[1].ty
            && t.is_float(fields[0].ty)
            && !t.is_complex_f80(ty)
            && matches!(op, ReductionOp::Add | ReductionOp::Mul)
        {
            return Ok(fields.iter().map(|f| (f.offset, f.ty)).collect());
        }
    }
    Err(format!(
        "reduction({}) on a variable of type {} is not supported yet",
        op_symbol(op),
        type_name(m, ty)
    ))
}

fn identity(ed: &mut Ed, op: ReductionOp, ty: TypeId) -> Value {
    if let Some(w) = ed.m.types.int_width(ty) {
        let max: i128 = if w >= 128 {
            i128::MAX
        } else {
            (1i128 << (w - 1)) - 1
        };
        let v = match op {
            ReductionOp::Add | ReductionOp::BitOr | ReductionOp::BitXor | ReductionOp::LogOr => 0,
            ReductionOp::Mul | ReductionOp::LogAnd => 1,
            ReductionOp::BitAnd => -1,
            ReductionOp::Max => -max - 1,
            ReductionOp::Min => max,
        };
        return ed.iconst(ty, v);
    }
    let v = match op {
        ReductionOp::Mul | ReductionOp::LogAnd => 1.0,
        ReductionOp::Max => f64::NEG_INFINITY,
        ReductionOp::Min => f64::INFINITY,
        _ => 0.0,
    };
    ed.val(InstKind::FConst(v), ty)
}

fn combine(ed: &mut Ed, op: ReductionOp, a: Value, b: Value) -> Value {
    let ty = ed.ty(a);
    let float = ed.m.types.is_float(ty);
    let truth = |ed: &mut Ed, v: Value| {
        if float {
            let z = ed.val(InstKind::FConst(0.0), ty);
            ed.fcmp(FloatCC::Une, v, z)
        } else {
            ed.truth(v)
        }
    };
    let from_bool = |ed: &mut Ed, c: Value| {
        if float {
            ed.cast(CastOp::UiToFp, c, ty)
        } else if ed.m.types.int_width(ty) == Some(1) {
            c
        } else {
            ed.cast(CastOp::ZExt, c, ty)
        }
    };
    match (op, float) {
        (ReductionOp::Add, false) => ed.bin(BinOp::Add, a, b),
        (ReductionOp::Add, true) => ed.bin(BinOp::FAdd, a, b),
        (ReductionOp::Mul, false) => ed.bin(BinOp::Mul, a, b),
        (ReductionOp::Mul, true) => ed.bin(BinOp::FMul, a, b),
        (ReductionOp::Max | ReductionOp::Min, false) => {
            let cc = if op == ReductionOp::Max {
                IntCC::Sgt
            } else {
                IntCC::Slt
            };
            let c = ed.icmp(cc, a, b);
            ed.select(c, a, b)
        }
        (ReductionOp::Max | ReductionOp::Min, true) => {
            let cc = if op == ReductionOp::Max {
                FloatCC::Ogt
            } else {
                FloatCC::Olt
            };
            let c = ed.fcmp(cc, a, b);
            ed.select(c, a, b)
        }
        (ReductionOp::BitAnd, _) => ed.bin(BinOp::And, a, b),
        (ReductionOp::BitOr, _) => ed.bin(BinOp::Or, a, b),
        (ReductionOp::BitXor, _) => ed.bin(BinOp::Xor, a, b),
        (ReductionOp::LogAnd | ReductionOp::LogOr, _) => {
            let x = truth(ed, a);
            let y = truth(ed, b);
            let r = if op == ReductionOp::LogAnd {
                ed.bin(BinOp::And, x, y)
            } else {
                ed.bin(BinOp::Or, x, y)
            };
            from_bool(ed, r)
        }
    }
}

/// Stores the identity into every part of the private copy at `p`.
fn init(ed: &mut Ed, op: ReductionOp, parts: &[(u64, TypeId)], p: Value) {
    for (k, &(off, ty)) in parts.iter().enumerate() {
        // A complex product's identity is 1 + 0i.
        let v = if k > 0 {
            identity(ed, ReductionOp::Add, ty)
        } else {
            identity(ed, op, ty)
        };
        let a = ed.ptradd(p, off as i128);
        ed.store(v, a);
    }
}

/// `*dst = *dst op *src` under the module lock.
fn combine_into(ed: &mut Ed, op: ReductionOp, parts: &[(u64, TypeId)], dst: Value, src: Value) {
    let (lock, unlock) = lock_fns(ed.m);
    ed.call(lock, &[]);
    if parts.len() == 2 && op == ReductionOp::Mul {
        // (a + bi)(c + di) = (ac - bd) + (ad + bc)i
        let ty = parts[0].1;
        let (o0, o1) = (parts[0].0 as i128, parts[1].0 as i128);
        let dr = ed.ptradd(dst, o0);
        let di = ed.ptradd(dst, o1);
        let sr = ed.ptradd(src, o0);
        let si = ed.ptradd(src, o1);
        let a = ed.load(ty, dr);
        let b = ed.load(ty, di);
        let c = ed.load(ty, sr);
        let d = ed.load(ty, si);
        let ac = ed.bin(BinOp::FMul, a, c);
        let bd = ed.bin(BinOp::FMul, b, d);
        let ad = ed.bin(BinOp::FMul, a, d);
        let bc = ed.bin(BinOp::FMul, b, c);
        let re = ed.bin(BinOp::FSub, ac, bd);
        let im = ed.bin(BinOp::FAdd, ad, bc);
        ed.store(re, dr);
        ed.store(im, di);
    } else {
        for &(off, ty) in parts {
            let d = ed.ptradd(dst, off as i128);
            let s = ed.ptradd(src, off as i128);
            let a = ed.load(ty, d);
            let b = ed.load(ty, s);
            let c = combine(ed, op, a, b);
            ed.store(c, d);
        }
    }
    ed.call(unlock, &[]);
}

fn reduce_op(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let is_compute = is_dir(body, op, |k| matches!(k, DirectiveKind::Compute(_)));
    let clauses = dir(body, op).clauses.clone();
    let entry = entry_of(body, r);
    let storage = {
        // The storage block of code inside the region (the compute entry, or the function's).
        let probe = body.block(entry).insts.first().copied().unwrap_or(op);
        storage_block(body, probe)
    };
    let mut names = Vec::new();
    for c in &clauses {
        let Clause::Reduction(rop, vars) = c else {
            continue;
        };
        for v in vars {
            let ps = match parts(m, v.ty, *rop) {
                Ok(p) if v.bounds.is_empty() => p,
                Ok(_) => {
                    error(
                        m,
                        loc,
                        format!(
                            "reduction on the array section '{}' is not supported yet",
                            v.name
                        ),
                    );
                    continue;
                }
                Err(e) => {
                    error(m, loc, format!("{e} ('{}')", v.name));
                    continue;
                }
            };
            let at = alloca_prefix(body, storage);
            let mut ed = Ed::new(m, body, storage, at, loc);
            let p = ed.alloca(v.ty);
            if is_compute {
                let at = alloca_prefix(ed.b, entry);
                ed.at(entry, at);
            } else {
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos);
            }
            init(&mut ed, *rop, &ps, p);
            replace_uses_in_region(body, r, v.var, p);
            let mut ed = Ed::new(m, body, entry, 0, loc);
            if is_compute {
                // §2.5.15: combined at the end of the region, every gang.
                let blocks = ed.b.region(r).blocks.clone();
                for (b, t) in blocks_ending_in_yield(ed.b, &blocks) {
                    let pos =
                        ed.b.block(b)
                            .insts
                            .iter()
                            .position(|&x| x == t)
                            .expect("term");
                    ed.at(b, pos);
                    combine_into(&mut ed, *rop, &ps, v.var, p);
                }
            } else {
                // §2.9.11: combined after the loop.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos + 1);
                combine_into(&mut ed, *rop, &ps, v.var, p);
            }
            names.push(format!("{}:{}", op_symbol(*rop), v.name));
        }
    }
    dir_mut(body, op)
        .clauses
        .retain(|c| !matches!(c, Clause::Reduction(..)));
    if !names.is_empty() {
        remark(
            m,
            loc,
            format!(
                "{}reduction({}): private partial results combined under a lock at the end of {}",
                if is_compute { "compute " } else { "loop " },
                names.join(", "),
                if is_compute { "each gang" } else { "the loop" }
            ),
        );
    }
}
