//! `acc-privatize`: `private` and `firstprivate` (OpenACC 3.3 §2.5.13, §2.5.14, §2.9.10)
//! become fresh storage. Compute-level copies live in the entry block of the compute region,
//! which the outlined kernel runs once per gang: one copy per gang. Loop-level copies live
//! there too: on the host a gang runs its iterations one after another, so one copy per gang
//! is one copy per iteration in flight (a routine's loops use the function's entry block).
//! `firstprivate` copies are initialised from the original, read before the construct.

use super::*;
use crate::pass::Pass;

pub struct Privatize;

impl Pass for Privatize {
    fn name(&self) -> &'static str {
        "acc-privatize"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        for_each_body(m, |m, _f, body| {
            for op in directives_in(body, Body::BODY_REGION) {
                if is_dir(body, op, |k| {
                    matches!(k, DirectiveKind::Compute(_) | DirectiveKind::Loop { .. })
                }) {
                    privatize_op(m, body, op);
                }
            }
            Ok(())
        })?;
        errors_to_result(m, before)
    }
}

fn privatize_op(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let r = region_of(body, op).expect("region");
    let is_compute = is_dir(body, op, |k| matches!(k, DirectiveKind::Compute(_)));
    let clauses = dir(body, op).clauses.clone();
    let storage = storage_block(body, entry_inst(body, r));
    let mut names = Vec::new();
    for c in &clauses {
        let (vars, first) = match c {
            Clause::Private(v) => (v, false),
            Clause::FirstPrivate(v) => (v, true),
            _ => continue,
        };
        for v in vars {
            if !v.bounds.is_empty() && m.types.is_ptr(v.ty) {
                error(
                    m,
                    loc,
                    format!(
                        "private copies of pointer sections ('{}') are not supported yet",
                        v.name
                    ),
                );
                continue;
            }
            // Private storage of the whole object (array sections of arrays privatize the
            // array: the other elements are never referenced).
            let at = alloca_prefix(body, storage);
            let mut ed = Ed::new(m, body, storage, at, loc);
            let p = ed.alloca(v.ty);
            if first {
                // §2.5.14: initialised with the value of the original at the construct.
                let (b, pos) = inst_pos(ed.b, op);
                ed.at(b, pos);
                let orig = ed.load(v.ty, v.var);
                let entry = entry_of(ed.b, r);
                let at = if entry == storage {
                    alloca_prefix(ed.b, entry)
                } else {
                    0
                };
                ed.at(entry, at);
                ed.store(orig, p);
            }
            replace_uses_in_region(body, r, v.var, p);
            names.push(format!(
                "{}{}",
                if first { "firstprivate " } else { "" },
                v.name
            ));
        }
    }
    dir_mut(body, op)
        .clauses
        .retain(|c| !matches!(c, Clause::Private(_) | Clause::FirstPrivate(_)));
    if !names.is_empty() {
        remark(
            m,
            loc,
            format!(
                "{}: {} private per {} (§2.5.13)",
                if is_compute { "compute" } else { "loop" },
                names.join(", "),
                "gang"
            ),
        );
    }
}

/// Some instruction inside `r` (its entry's first, or the operation itself when empty) to
/// find the storage block from.
fn entry_inst(body: &Body, r: Region) -> Inst {
    let e = entry_of(body, r);
    body.block(e)
        .insts
        .first()
        .copied()
        .unwrap_or_else(|| body.region_parent(r).expect("op"))
}
