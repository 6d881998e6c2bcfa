//! Doacross loops (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8–§2.13.9; 5.2 §15.9.6
//! `doacross`) in C: the libomp calls and the logical iteration numbers are the shared
//! layer's (`oxacc_offload::omp_doacross`, which Fortran's DO loops use too); this file gives
//! it the loop dimensions, the loop variables' values of the current iteration and the sink
//! vectors' values, converted to each dimension's type.

use oxacc_offload::omp_doacross as shared;
use oxacc_oir::{LoopDim, Value};

use super::FnCx;
use crate::acc::AccLoop;
use crate::omp::{OmpArgs, OmpClauseKind as CK, OmpConstruct};
use crate::types::TypeId;

/// A doacross loop being lowered: its loops (the collapsed ones, then those beyond
/// `collapse`), the collapsed ones' storage, the shared layer's state.
#[derive(Clone)]
pub(crate) struct Doacross {
    loops: Vec<AccLoop>,
    slots: Vec<Value>,
    shared: shared::Doacross,
}

impl FnCx<'_, '_> {
    /// Before the worksharing loop of `c` (dimensions `dims`, loop variables at `slots`):
    /// `__kmpc_doacross_init` when it has `ordered(n)`; true when it did.
    pub(super) fn omp_doacross_begin(
        &mut self,
        c: &OmpConstruct,
        dims: &[LoopDim],
        slots: &[Value],
    ) -> bool {
        if !c
            .clauses_of(CK::Ordered)
            .any(|cl| matches!(cl.args, OmpArgs::Doacross(_)))
        {
            return false;
        }
        // 4.5 §2.7.1 ordered(n) > collapse: the inner loops' spaces, evaluated here (sema
        // checked that their bounds do not use an outer loop variable).
        let mut all = dims.to_vec();
        all.extend(self.loop_nest(&c.doacross_loops).dims);
        let Some(d) = shared::begin(self, &all) else {
            return false;
        };
        let mut loops = c.loops.clone();
        loops.extend(c.doacross_loops.iter().cloned());
        self.omp_doacross.push(Doacross {
            loops,
            slots: slots.to_vec(),
            shared: d,
        });
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

    /// `v` (of type `from`) as a value of loop `k`'s dimension type.
    fn omp_doacross_value(&mut self, d: &Doacross, k: usize, v: Value, from: TypeId) -> Value {
        let dt = self.acc_dim_type(d.loops[k].ty);
        self.convert_scalar(v, from, dt)
    }

    /// The loop variables' values of the current iteration, in the dimensions' types (an
    /// inner loop's variable where the body sees it now).
    fn omp_doacross_current(&mut self, d: &Doacross) -> Vec<Value> {
        (0..d.loops.len())
            .map(|k| {
                let l = &d.loops[k];
                let slot = match d.slots.get(k) {
                    Some(&s) => s,
                    None => match self.locals.get(&l.var) {
                        Some(&a) => a,
                        None => {
                            let span = self.cx.ast[l.var].declarator.name_span;
                            self.decl_addr(l.var, span)
                        }
                    },
                };
                let lt = l.ty;
                let ty = self.cx.val_ty(self.b.module, lt);
                let v = self.b.load(ty, slot);
                self.omp_doacross_value(d, k, v, lt)
            })
            .collect()
    }

    /// `ordered depend(sink: …)` / `ordered depend(source)` and their 5.2 `doacross`
    /// spellings (§2.13.8).
    pub(super) fn omp_ordered_depend(&mut self, c: &OmpConstruct) {
        let Some(d) = self.omp_doacross.last().cloned() else {
            return;
        };
        self.set_span(c.span);
        let clauses = c
            .clauses
            .iter()
            .filter(|cl| matches!(cl.kind, CK::Depend | CK::Doacross));
        for cl in clauses {
            match &cl.args {
                OmpArgs::Sink(es) => {
                    let mut vals = Vec::new();
                    for (k, &e) in es.iter().enumerate().take(d.loops.len()) {
                        let v = self.scalar(e);
                        let from = self.cx.ast[e].ty;
                        vals.push(self.omp_doacross_value(&d, k, v, from));
                    }
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
    }
}
