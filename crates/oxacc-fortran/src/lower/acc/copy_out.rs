//! `lastprivate` and `linear` on an OpenMP loop in a target region (OpenMP 4.5 §2.15.3.5,
//! §2.15.3.7; decision 47): the shared layer made the variables `private` in the OpenACC loop
//! (`oxacc_offload::omp_device::Translation`), and this stores the value of the sequentially
//! last iteration of the whole loop into each one (`omp_host::store_in_last_iteration`, as
//! C's `lower/omp_lastprivate.rs`); a `linear` variable is set to `start + k·step` at the top
//! of logical iteration `k`, its start read by every thread before the team's barrier, so
//! that no thread stores the last value before the others have read it.

use oxacc_offload::omp_host;
use oxacc_oir::{LoopDim, Value, VarRef};

use super::super::func::FnLower;
use super::super::omp::{symbol_of, Linear};
use crate::sema::acc::tree::AccStmt;
use crate::sema::omp::tree::OmpArgs;
use crate::sema::tree::{DoLoop, ExprKind, SymbolId};
use oxacc_directives::omp::OmpClauseKind as CK;

/// The copy-out of one loop: its `linear` variables and, for every variable stored in the
/// last iteration, its symbol, its (privatised) storage and a second pointer to the storage
/// outside the loop, made before it (the loop's own references name the private copy).
#[derive(Default)]
pub(in crate::lower) struct CopyOut {
    linear: Vec<Linear>,
    last: Vec<(SymbolId, VarRef, Value)>,
    /// The byte length of each `last` variable reached through a pointer (an explicit-shape
    /// dummy's slot): its private elements are copied out through the pointer.
    through_pointer: Vec<(SymbolId, Value)>,
}

impl FnLower<'_, '_, '_> {
    /// Before the loop's directive, in the compute region: pins the variables' storage (one
    /// address for the body's references and the private clause, as the host loop's
    /// `omp_pin_clauses`), reads the `linear` starts (then the barrier of the team `share`
    /// belongs to) and makes the pointers outside the loop.
    pub(in crate::lower) fn omp_copy_out_begin(
        &mut self,
        a: &AccStmt,
        share: Option<(Value, Value)>,
    ) -> CopyOut {
        if a.omp_copy_out.is_empty() {
            return CopyOut::default();
        }
        self.omp_pin_clauses_at(&a.omp_copy_out, true);
        let linear = self.omp_linear_values(&a.omp_copy_out);
        if let (false, Some((_, team))) = (linear.is_empty(), share) {
            oxacc_offload::lower::team_barrier(self, team, a.span);
        }
        let mut last = Vec::new();
        let mut through_pointer = Vec::new();
        for cl in &a.omp_copy_out {
            let vars = match &cl.args {
                OmpArgs::Vars(vs) if cl.kind == CK::LastPrivate => vs,
                OmpArgs::Linear { vars, .. } => vars,
                _ => continue,
            };
            for v in vars {
                let Some(id) = symbol_of(v) else { continue };
                if self.omp_device_dummy_array(id) {
                    // The slot (which the loop's private clause replaces by the private
                    // copy's) and the caller's elements it points to before the loop.
                    let var = oxacc_offload::Host::private_ref(self, v);
                    let ptr = self.b.module.ptr();
                    let outside = self.b.load(ptr, var.var);
                    let size = self.b.module.types.size_of(var.bounds[0].elem);
                    let size = self.i64c(size as i64);
                    let len = self
                        .b
                        .binary(oxacc_oir::BinOp::Mul, var.bounds[0].length, size);
                    through_pointer.push((id, len));
                    last.push((id, var, outside));
                    continue;
                }
                if self.ctx.prog.symbol(id).array.is_some()
                    && crate::sema::const_size_of(self.ctx.prog.symbol(id)).is_none()
                {
                    // Refused by `omp_pin_clauses` (no private copy of it is made).
                    continue;
                }
                let var = self.acc_var_ref(v);
                let i64t = self.b.module.i64();
                let zero = self.b.iconst(i64t, 0);
                let outside = self.b.ptr_add(var.var, zero);
                last.push((id, var, outside));
            }
        }
        CopyOut {
            linear,
            last,
            through_pointer,
        }
    }

    /// At the top of an iteration of induction values `ivs`: the `linear` variables' values.
    pub(in crate::lower) fn omp_copy_out_top(
        &mut self,
        c: &CopyOut,
        whole: &[LoopDim],
        ivs: &[Value],
    ) {
        self.omp_linear_iteration(&c.linear, whole, ivs);
    }

    /// At the end of an iteration: the sequentially last one of the whole loop stores the
    /// private values; a DO variable of the nest gets the value the DO leaves (one step past
    /// the last iteration's, Fortran 2018 §11.1.7.4.3).
    pub(in crate::lower) fn omp_copy_out_end(
        &mut self,
        c: &CopyOut,
        loops: &[&DoLoop],
        whole: &[LoopDim],
        ivs: &[Value],
    ) {
        if c.last.is_empty() {
            return;
        }
        omp_host::store_in_last_iteration(self, whole, ivs, |f| {
            for (id, var, outside) in &c.last {
                let k = loops
                    .iter()
                    .position(|l| matches!(l.var.kind, ExprKind::Var(v) if v == *id));
                if let Some(k) = k {
                    let next = f.b.binary(oxacc_oir::BinOp::Add, ivs[k], whole[k].step);
                    f.b.store(next, *outside);
                    continue;
                }
                if let Some(&(_, len)) = c.through_pointer.iter().find(|(p, _)| p == id) {
                    let ptr = f.b.module.ptr();
                    let private = f.b.load(ptr, var.var);
                    f.b.memcpy(*outside, private, len);
                    continue;
                }
                // A scalar or a whole array of its own storage and constant size (one
                // object, `acc_var_ref`).
                let i64t = f.b.module.i64();
                let size = f.b.module.types.size_of(var.ty);
                let len = f.b.iconst(i64t, i128::from(size));
                f.b.memcpy(*outside, var.var, len);
            }
        });
    }
}
