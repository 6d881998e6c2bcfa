//! The `depobj` directive (OpenMP 5.0 §2.17.10.1), the part that knows no host language, as
//! clang lays a dependence object out so that libomp's routines taking `omp_depend_t` read it
//! too: the object (C `omp_depend_t`, a pointer; Fortran `integer(omp_depend_kind)`, 8 bytes)
//! points to one `kmp_depend_info_t` (base address, length, flags: 24 bytes) of a heap block
//! that starts with another entry holding the count (1: a depobj's depend clause has one
//! locator). A task's `depend(depobj: obj)` copies the entries (oxacc-oir's omp/task.rs);
//! the arrays of `depend(iterator(…), …)` have the same layout ([`crate::omp_iterator`]).

use oxacc_oir::{DependKind, Value, VarRef};

use crate::host::Host;

/// Size of libomp's `kmp_depend_info_t`.
const INFO: i128 = 24;

/// `depobj(obj) depend(kind: v)`: a new object at `obj` (the object's address).
pub fn init<'m, H: Host<'m>>(h: &mut H, obj: Value, v: &VarRef, kind: DependKind) {
    let (p, i64t) = {
        let m = &mut h.builder().module;
        (m.ptr(), m.i64())
    };
    let sig = h.builder().module.func_type(&[i64t], p, false);
    let malloc = h.runtime_func("malloc", sig);
    let b = h.builder();
    let (base, len) = crate::omp_iterator::locator(b, v);
    let size = b.iconst(i64t, 2 * INFO);
    let Some(block) = b.call(malloc, &[size]) else {
        return;
    };
    let one = b.iconst(i64t, 1);
    b.store(one, block);
    let off = b.iconst(i64t, INFO);
    let info = b.ptr_add(block, off);
    b.store(base, info);
    let eight = b.iconst(i64t, 8);
    let len_at = b.ptr_add(info, eight);
    b.store(len, len_at);
    b.store(info, obj);
    store_flags(h, info, kind);
}

/// `depobj(obj) update(kind)`: the object's dependence type.
pub fn update<'m, H: Host<'m>>(h: &mut H, obj: Value, kind: DependKind) {
    let p = h.builder().module.ptr();
    let info = h.builder().load(p, obj);
    store_flags(h, info, kind);
}

/// `depobj(obj) destroy`: the block goes back to the heap.
pub fn destroy<'m, H: Host<'m>>(h: &mut H, obj: Value) {
    let (p, i64t, void) = {
        let m = &mut h.builder().module;
        (m.ptr(), m.i64(), m.void())
    };
    let sig = h.builder().module.func_type(&[p], void, false);
    let free = h.runtime_func("free", sig);
    let b = h.builder();
    let info = b.load(p, obj);
    let back = b.iconst(i64t, -INFO);
    let block = b.ptr_add(info, back);
    b.call(free, &[block]);
}

fn store_flags<'m, H: Host<'m>>(h: &mut H, info: Value, kind: DependKind) {
    let b = h.builder();
    let (i8t, i64t) = (b.module.int(8), b.module.i64());
    let f = b.iconst(i8t, i128::from(kind.kmp_flags()));
    let off = b.iconst(i64t, 16);
    let flag_at = b.ptr_add(info, off);
    b.store(f, flag_at);
}
