//! Doacross loops (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8–§2.13.9; 5.2 §15.9.6
//! `doacross`) through libomp's `__kmpc_doacross_*`, as clang calls them, for both front
//! ends: before the worksharing loop each thread calls `__kmpc_doacross_init` with one
//! `kmp_dim {lo, up, st}` per loop of the doacross nest (the `n` outer loops, also those
//! beyond `collapse` that each thread runs whole), in logical iteration numbers (`0`,
//! trip count − 1, `1`); a sink vector is `__kmpc_doacross_wait` on the logical numbers of
//! its values (`(v_k − lower_k) / step_k`; libomp ignores a vector outside the iteration
//! space, as §2.13.9 asks), the source `__kmpc_doacross_post` on the current iteration's,
//! and `__kmpc_doacross_fini` follows the loop. The loop keeps its own schedule (any
//! schedule runs each thread's iterations in order, which is all the waits need).
//!
//! The front end gives the loop dimensions ([`crate::lower::loop_dim`]'s, upper bounds
//! exclusive) and, at each stand-alone `ordered`, the loop variables' values of the vector
//! in each dimension's type.

use oxacc_oir::{BinOp, FuncId, IntCC, LoopDim, Value};

use crate::host::Host;
use crate::omp_host::{nest_indices, sext_or_trunc, trip_count};

/// A doacross loop being lowered: its dimensions and the thread's id.
#[derive(Clone, Debug)]
pub struct Doacross {
    pub dims: Vec<LoopDim>,
    gtid: Value,
}

fn kmpc<'m, H: Host<'m>>(h: &mut H, name: &str, params: &[oxacc_oir::TypeId]) -> FuncId {
    let b = h.builder();
    let void = b.module.void();
    let sig = b.module.func_type(params, void, false);
    h.runtime_func(name, sig)
}

/// Before the worksharing loop: `__kmpc_doacross_init` for a nest of dimensions `dims`
/// (outermost first; evaluated before the loop, so that the loops beyond `collapse` are
/// rectangular, as 4.5 §2.7.1 asks of the associated loops).
pub fn begin<'m, H: Host<'m>>(h: &mut H, dims: &[LoopDim]) -> Option<Doacross> {
    let b = h.builder();
    let (ptr, i32t, i64t) = (b.module.ptr(), b.module.i32(), b.module.i64());
    let gtid_sig = b.module.func_type(&[ptr], i32t, false);
    let gtid_f = h.runtime_func("__kmpc_global_thread_num", gtid_sig);
    let null = h.builder().null();
    let gtid = h.builder().call(gtid_f, &[null])?;
    let n = dims.len();
    let arr = h.builder().module.array(i64t, 3 * n as u64);
    let kdims = h.entry_alloca(arr);
    let b = h.builder();
    let zero = b.iconst(i64t, 0);
    let one = b.iconst(i64t, 1);
    for (k, d) in dims.iter().enumerate() {
        let trip = trip_count(b, d, i64t);
        let up = b.binary(BinOp::Sub, trip, one);
        for (field, v) in [zero, up, one].into_iter().enumerate() {
            let at = b.iconst(i64t, (3 * k + field) as i128 * 8);
            let p = b.ptr_add(kdims, at);
            b.store(v, p);
        }
    }
    let init = kmpc(h, "__kmpc_doacross_init", &[ptr, i32t, i32t, ptr]);
    let b = h.builder();
    let nd = b.iconst(i32t, n as i128);
    b.call(init, &[null, gtid, nd, kdims]);
    Some(Doacross {
        dims: dims.to_vec(),
        gtid,
    })
}

/// After the loop: `__kmpc_doacross_fini`.
pub fn end<'m, H: Host<'m>>(h: &mut H, d: &Doacross) {
    if !h.is_open() {
        return;
    }
    let b = h.builder();
    let (ptr, i32t) = (b.module.ptr(), b.module.i32());
    let fini = kmpc(h, "__kmpc_doacross_fini", &[ptr, i32t]);
    let null = h.builder().null();
    h.builder().call(fini, &[null, d.gtid]);
}

/// The logical numbers (`i64`) of loop values `ivs` (each in its dimension's type).
fn numbers<'m, H: Host<'m>>(h: &mut H, d: &Doacross, ivs: &[Value]) -> Vec<Value> {
    let b = h.builder();
    let i64t = b.module.i64();
    d.dims
        .iter()
        .zip(ivs)
        .map(|(dim, &v)| {
            let off = b.binary(BinOp::Sub, v, dim.lower);
            let idx = b.binary(BinOp::SDiv, off, dim.step);
            sext_or_trunc(b, idx, i64t)
        })
        .collect()
}

/// Calls `entry` (`__kmpc_doacross_wait`/`_post`) on the vector of logical numbers `numbers`.
fn call_vector<'m, H: Host<'m>>(h: &mut H, d: &Doacross, entry: &str, numbers: &[Value]) {
    let b = h.builder();
    let (ptr, i32t, i64t) = (b.module.ptr(), b.module.i32(), b.module.i64());
    let arr = b.module.array(i64t, numbers.len() as u64);
    let vec = h.entry_alloca(arr);
    let b = h.builder();
    for (k, &v) in numbers.iter().enumerate() {
        let at = b.iconst(i64t, k as i128 * 8);
        let p = b.ptr_add(vec, at);
        b.store(v, p);
    }
    let f = kmpc(h, entry, &[ptr, i32t, ptr]);
    let null = h.builder().null();
    h.builder().call(f, &[null, d.gtid, vec]);
}

/// `ordered depend(sink: v)` / `doacross(sink: v)`: waits for the iteration whose loop
/// values are `sink` (4.5 §2.13.9; one per dimension, in its type).
pub fn wait<'m, H: Host<'m>>(h: &mut H, d: &Doacross, sink: &[Value]) {
    let n = numbers(h, d, sink);
    call_vector(h, d, "__kmpc_doacross_wait", &n);
}

/// `ordered depend(source)` / `doacross(source:)`: the current iteration, whose loop values
/// are `current`, is done (4.5 §2.13.9).
pub fn post<'m, H: Host<'m>>(h: &mut H, d: &Doacross, current: &[Value]) {
    let n = numbers(h, d, current);
    call_vector(h, d, "__kmpc_doacross_post", &n);
}

/// `doacross(sink: omp_cur_iteration - 1)` (5.2 §15.9.6): waits for the lexicographically
/// previous iteration of the nest: the logical numbers of the current iteration `current`
/// as one number of the whole nest, minus one, split back into the dimensions. Before the
/// first iteration the vector falls outside the iteration space (a negative number), which
/// libomp ignores.
pub fn wait_previous<'m, H: Host<'m>>(h: &mut H, d: &Doacross, current: &[Value]) {
    let idx = numbers(h, d, current);
    let b = h.builder();
    let i64t = b.module.i64();
    let trips: Vec<Value> = d.dims.iter().map(|dim| trip_count(b, dim, i64t)).collect();
    let mut linear = b.iconst(i64t, 0);
    for (&i, &t) in idx.iter().zip(&trips) {
        let scaled = b.binary(BinOp::Mul, linear, t);
        linear = b.binary(BinOp::Add, scaled, i);
    }
    let one = b.iconst(i64t, 1);
    let prev = b.binary(BinOp::Sub, linear, one);
    let mut out = nest_indices(b, prev, &trips);
    // Before the first iteration: every number −1 (SRem leaves the inner ones ≥ −1 too).
    let zero = b.iconst(i64t, 0);
    let first = b.icmp(IntCC::Slt, prev, zero);
    let minus = b.iconst(i64t, -1);
    for v in &mut out {
        *v = b.select(first, minus, *v);
    }
    call_vector(h, d, "__kmpc_doacross_wait", &out);
}
