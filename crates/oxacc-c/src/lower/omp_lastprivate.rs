//! `lastprivate` on OpenMP loops in target regions (4.5 §2.15.3.5): the OpenACC loop they
//! become has the variables `private` (oxacc_offload::omp_device), and the iteration that is
//! sequentially last (`omp_host::is_last_iteration`) stores its copy into the variable
//! outside the loop. That variable is reached through a second pointer to it, made in the
//! compute region before the loop (the loop's own references name the private copy); a loop
//! variable gets the value after the loop, one step past the last iteration's.

use oxacc_offload::omp_host;
use oxacc_oir::{LoopDim, Value};

use super::FnCx;
use crate::acc::AccLoop;
use crate::ast::DeclId;

/// A lastprivate variable and the pointer to its storage outside the loop.
pub(crate) struct LastPrivate {
    decl: DeclId,
    outside: Value,
    size: u64,
}

impl FnCx<'_, '_> {
    /// Before an OpenMP loop of a target region: the pointers to its lastprivate variables.
    pub(super) fn omp_lastprivate_begin(&mut self, _loops: &[AccLoop]) -> Vec<LastPrivate> {
        let vars = std::mem::take(&mut self.omp_lastprivate);
        let mut out = Vec::new();
        for v in vars {
            let Some(d) = v.root else { continue };
            let span = self.cx.ast[d].declarator.name_span;
            let addr = self.decl_addr(d, span);
            let i64t = self.b.module.i64();
            let zero = self.b.iconst(i64t, 0);
            let outside = self.b.ptr_add(addr, zero);
            let size = self.cx.size(self.cx.ast[d].ty);
            out.push(LastPrivate {
                decl: d,
                outside,
                size,
            });
        }
        out
    }

    /// At the end of each iteration: the last one copies the private values out.
    pub(super) fn omp_lastprivate_end(
        &mut self,
        vars: &[LastPrivate],
        loops: &[AccLoop],
        ptr_bases: &[Option<Value>],
        dims: &[LoopDim],
        ivs: &[Value],
    ) {
        if vars.is_empty() || !self.is_open() {
            return;
        }
        omp_host::store_in_last_iteration(self, dims, ivs, |f| {
            for v in vars {
                if let Some(k) = loops.iter().position(|l| l.var == v.decl) {
                    let next = f.b.binary(oxacc_oir::BinOp::Add, ivs[k], dims[k].step);
                    f.store_loop_var(&loops[k], ptr_bases[k], next, v.outside);
                    continue;
                }
                let span = f.cx.ast[v.decl].declarator.name_span;
                let private = f.decl_addr(v.decl, span);
                let i64t = f.b.module.i64();
                let len = f.b.iconst(i64t, i128::from(v.size));
                f.b.memcpy(v.outside, private, len);
            }
        });
    }
}
