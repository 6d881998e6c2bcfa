//! Doacross loops in Fortran (OpenMP 4.5 §2.7.1 `!$omp do ordered(n)`, §2.13.8–§2.13.9
//! `!$omp ordered depend(sink: …)` / `depend(source)`; 5.2 §15.9.6 `doacross`): the libomp
//! calls and the logical iteration numbers are the shared layer's
//! (`oxacc_offload::omp_doacross`, C's too); this file gives it the dimensions of the `n`
//! DO loops of the nest (those beyond `collapse`, which each thread runs whole, evaluated
//! before the loop: sema checked that they do not use an outer DO variable), the DO
//! variables' values of the current iteration and the sink vectors' values, each in its DO
//! variable's type.

use oxacc_offload::omp_doacross as shared;
use oxacc_oir::{LoopDim, TypeId};

use super::func::FnLower;
use crate::sema::omp::tree::{OmpArgs, OmpClause, OmpStmt};
use crate::sema::tree::{DoLoop, Expr, Stmt, StmtKind};

/// A doacross loop being lowered: its DO variables (as expressions, read where an `ordered`
/// directive needs the current iteration) and their types, and the shared layer's state.
#[derive(Clone)]
pub(crate) struct Doacross {
    vars: Vec<(Expr, TypeId)>,
    shared: shared::Doacross,
}

/// The `n` DO loops at the start of `body`, each the first DO of its parent's body (sema
/// checked the nest).
fn nest(body: &[Stmt], n: u32) -> Vec<&DoLoop> {
    let mut loops = Vec::new();
    let mut body = body;
    for _ in 0..n {
        let Some(StmtKind::Do {
            control: Some(c),
            body: inner,
            ..
        }) = body
            .iter()
            .find(|s| matches!(s.kind, StmtKind::Do { .. }))
            .map(|s| &s.kind)
        else {
            break;
        };
        loops.push(c);
        body = inner;
    }
    loops
}

impl FnLower<'_, '_, '_> {
    /// Before the worksharing loop `o` (its collapsed loops' dimensions `dims`, evaluated):
    /// `__kmpc_doacross_init` when it has `ordered(n)`; true when it did.
    pub(super) fn omp_doacross_begin(
        &mut self,
        o: &OmpStmt,
        clauses: &[OmpClause],
        dims: &[LoopDim],
    ) -> bool {
        let Some(n) = clauses.iter().find_map(|c| match c.args {
            OmpArgs::Doacross(n) => Some(n),
            _ => None,
        }) else {
            return false;
        };
        let loops = nest(&o.body, n);
        let mut all = dims.to_vec();
        let mut vars = Vec::with_capacity(loops.len());
        for (k, l) in loops.iter().enumerate() {
            let ty = super::mem_type(self.b.module, &self.ctx.derived, l.var.ty);
            if k >= dims.len() {
                // A loop beyond `collapse` (4.5 §2.7.1: ordered(n) > collapse): its space,
                // which every iteration of the shared loops runs whole.
                let (_, d) = self.do_control_dim(l);
                all.push(d);
            }
            vars.push((l.var.clone(), ty));
        }
        let Some(d) = shared::begin(self, &all) else {
            return false;
        };
        self.omp_doacross.push(Doacross { vars, shared: d });
        true
    }

    /// After the loop: `__kmpc_doacross_fini`.
    pub(super) fn omp_doacross_end(&mut self, began: bool) {
        if !began {
            return;
        }
        if let Some(d) = self.omp_doacross.pop() {
            shared::end(self, &d.shared);
        }
    }

    /// The DO variables' values of the current iteration.
    fn omp_doacross_current(&mut self, d: &Doacross) -> Vec<oxacc_oir::Value> {
        d.vars
            .iter()
            .map(|(e, ty)| {
                let v = self.scalar(e);
                self.int_to(v, *ty)
            })
            .collect()
    }

    /// `!$omp ordered depend(sink: …)` / `depend(source)` and their `doacross` spellings
    /// (4.5 §2.13.8); true when `o` was one.
    pub(super) fn omp_ordered_depend(&mut self, o: &OmpStmt) -> bool {
        let doacross = o.clauses.iter().any(|c| {
            matches!(
                c.args,
                OmpArgs::Source | OmpArgs::Sink(_) | OmpArgs::SinkPrevious
            )
        });
        if !doacross {
            return false;
        }
        let Some(d) = self.omp_doacross.last().cloned() else {
            return true;
        };
        for c in &o.clauses {
            match &c.args {
                OmpArgs::Sink(vec) => {
                    let vals: Vec<_> = vec
                        .iter()
                        .zip(&d.vars)
                        .map(|(e, (_, ty))| {
                            let v = self.scalar(e);
                            self.int_to(v, *ty)
                        })
                        .collect();
                    shared::wait(self, &d.shared, &vals);
                }
                OmpArgs::SinkPrevious => {
                    let cur = self.omp_doacross_current(&d);
                    shared::wait_previous(self, &d.shared, &cur);
                }
                OmpArgs::Source => {
                    let cur = self.omp_doacross_current(&d);
                    shared::post(self, &d.shared, &cur);
                }
                _ => {}
            }
        }
        true
    }
}
