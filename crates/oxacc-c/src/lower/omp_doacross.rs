//! Doacross loops (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8–§2.13.9) through libomp's
//! `__kmpc_doacross_*`, as clang calls them: before the worksharing loop each thread calls
//! `__kmpc_doacross_init` with one `kmp_dim {lo, up, st}` per loop of the nest, in logical
//! iteration numbers (`0`, trip count − 1, `1`); `ordered depend(sink: v)` is
//! `__kmpc_doacross_wait` on the logical numbers of `v` (`(v_k − lower_k) / step_k`; libomp
//! ignores a vector outside the iteration space, as §2.13.9 asks), `ordered depend(source)`
//! is `__kmpc_doacross_post` on the current iteration's numbers, and `__kmpc_doacross_fini`
//! follows the loop. The loop keeps its own schedule (any schedule runs each thread's
//! iterations in order, which is all the waits need).

use oxacc_oir::{BinOp, IntCC, LoopDim, Value};

use super::FnCx;
use crate::acc::AccLoop;
use crate::omp::{OmpArgs, OmpClauseKind as CK, OmpConstruct};
use crate::types::TypeId;

/// A doacross loop being lowered: its loops, their bounds and storage, the thread's id.
#[derive(Clone)]
pub(crate) struct Doacross {
    loops: Vec<AccLoop>,
    dims: Vec<LoopDim>,
    slots: Vec<Value>,
    gtid: Value,
}

impl FnCx<'_, '_> {
    fn omp_kmpc(&mut self, name: &str, params: &[oxacc_oir::TypeId]) -> oxacc_oir::FuncId {
        let void = self.b.module.void();
        let sig = self.b.module.func_type(params, void, false);
        <Self as oxacc_offload::Host>::runtime_func(self, name, sig)
    }

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
        let (ptr, i32t, i64t) = (
            self.b.module.ptr(),
            self.b.module.i32(),
            self.b.module.i64(),
        );
        let gtid_sig = self.b.module.func_type(&[ptr], i32t, false);
        let gtid_f =
            <Self as oxacc_offload::Host>::runtime_func(self, "__kmpc_global_thread_num", gtid_sig);
        let null = self.b.null();
        let Some(gtid) = self.b.call(gtid_f, &[null]) else {
            return false;
        };
        let n = c.loops.len();
        let arr = self.b.module.array(i64t, 3 * n as u64);
        let kdims = self.entry_alloca(arr);
        let zero = self.b.iconst(i64t, 0);
        let one = self.b.iconst(i64t, 1);
        for (k, (l, d)) in c.loops.iter().zip(dims).enumerate() {
            let trip = self.omp_trip_count(l, d);
            let up = self.b.binary(BinOp::Sub, trip, one);
            for (field, v) in [zero, up, one].into_iter().enumerate() {
                let at = self.b.iconst(i64t, (3 * k + field) as i128 * 8);
                let p = self.b.ptr_add(kdims, at);
                self.b.store(v, p);
            }
        }
        let init = self.omp_kmpc("__kmpc_doacross_init", &[ptr, i32t, i32t, ptr]);
        let nd = self.b.iconst(i32t, n as i128);
        self.b.call(init, &[null, gtid, nd, kdims]);
        self.omp_doacross.push(Doacross {
            loops: c.loops.clone(),
            dims: dims.to_vec(),
            slots: slots.to_vec(),
            gtid,
        });
        true
    }

    /// After the loop: `__kmpc_doacross_fini`.
    pub(super) fn omp_doacross_end(&mut self, began: bool) {
        if !began {
            return;
        }
        let Some(d) = self.omp_doacross.pop() else {
            return;
        };
        if !self.is_open() {
            return;
        }
        let (ptr, i32t) = (self.b.module.ptr(), self.b.module.i32());
        let fini = self.omp_kmpc("__kmpc_doacross_fini", &[ptr, i32t]);
        let null = self.b.null();
        self.b.call(fini, &[null, d.gtid]);
    }

    /// The trip count of loop `l` of dimension `d`, as `long` (0 when it runs no iteration).
    pub(super) fn omp_trip_count(&mut self, l: &AccLoop, d: &LoopDim) -> Value {
        let dt = self.acc_dim_type(l.ty);
        let t = self.b.value_type(d.step);
        let adj = self.b.iconst(t, if l.decreasing { 1 } else { -1 });
        let span = self.b.binary(BinOp::Sub, d.upper, d.lower);
        let span = self.b.binary(BinOp::Add, span, d.step);
        let span = self.b.binary(BinOp::Add, span, adj);
        let trip = self.b.binary(BinOp::SDiv, span, d.step);
        let trip = self.convert_scalar(trip, dt, TypeId::LONG);
        let i64t = self.b.module.i64();
        let zero = self.b.iconst(i64t, 0);
        let neg = self.b.icmp(IntCC::Slt, trip, zero);
        self.b.select(neg, zero, trip)
    }

    /// The logical iteration number of value `v` (of the loop variable's type) of loop `k`.
    fn omp_doacross_number(&mut self, d: &Doacross, k: usize, v: Value, from: TypeId) -> Value {
        let l = &d.loops[k];
        let dim = d.dims[k];
        let dt = self.acc_dim_type(l.ty);
        let v = self.convert_scalar(v, from, dt);
        let off = self.b.binary(BinOp::Sub, v, dim.lower);
        let idx = self.b.binary(BinOp::SDiv, off, dim.step);
        self.convert_scalar(idx, dt, TypeId::LONG)
    }

    /// `ordered depend(sink: …)` / `ordered depend(source)` (§2.13.8).
    pub(super) fn omp_ordered_depend(&mut self, c: &OmpConstruct) {
        let Some(d) = self.omp_doacross.last().cloned() else {
            return;
        };
        self.set_span(c.span);
        let (ptr, i32t, i64t) = (
            self.b.module.ptr(),
            self.b.module.i32(),
            self.b.module.i64(),
        );
        let n = d.loops.len();
        let arr = self.b.module.array(i64t, n as u64);
        let null = self.b.null();
        for cl in c.clauses_of(CK::Depend) {
            let vec = self.entry_alloca(arr);
            let (numbers, entry) = match &cl.args {
                OmpArgs::Sink(es) => {
                    let mut out = Vec::new();
                    for (k, &e) in es.iter().enumerate().take(n) {
                        let v = self.scalar(e);
                        let from = self.cx.ast[e].ty;
                        out.push(self.omp_doacross_number(&d, k, v, from));
                    }
                    (out, "__kmpc_doacross_wait")
                }
                OmpArgs::Source => {
                    let mut out = Vec::new();
                    for k in 0..n {
                        let lt = d.loops[k].ty;
                        let ty = self.cx.val_ty(self.b.module, lt);
                        let v = self.b.load(ty, d.slots[k]);
                        out.push(self.omp_doacross_number(&d, k, v, lt));
                    }
                    (out, "__kmpc_doacross_post")
                }
                _ => continue,
            };
            for (k, v) in numbers.into_iter().enumerate() {
                let at = self.b.iconst(i64t, k as i128 * 8);
                let p = self.b.ptr_add(vec, at);
                self.b.store(v, p);
            }
            let f = self.omp_kmpc(entry, &[ptr, i32t, ptr]);
            self.b.call(f, &[null, d.gtid, vec]);
        }
    }
}
