//! Arrays reached through a descriptor in the layout of Fortran 2018's C descriptor
//! (`CFI_cdesc_t`, §18.5.3; offsets in `oxacc_oir::var::descriptor`): allocatable arrays
//! (ALLOCATE, DEALLOCATE, ALLOCATED, automatic reallocation on assignment, §10.2.1.3) and
//! assumed-shape dummies, for which the caller builds a descriptor of the actual argument
//! (a whole array or a section with strides, §15.5.2.4).

use oxacc_oir::var::descriptor as cfi;
use oxacc_oir::{BinOp, IntCC, MemFlags, Value};

use super::func::{FnLower, VarInfo};
use super::mem_type;
use super::runtime::{self, Rt};
use crate::sema::tree::{Expr, ExprKind, Subscript, SymbolId};
use crate::sema::types::{CharLen, Type};

/// `CFI_VERSION` of ISO_Fortran_binding.h as Flang defines it.
const CFI_VERSION: i128 = 20240719;
/// `CFI_attribute_allocatable` and `CFI_attribute_other`.
pub(super) const ATTRIBUTE_ALLOCATABLE: i128 = 2;
const ATTRIBUTE_OTHER: i128 = 0;

impl FnLower<'_, '_, '_> {
    pub(super) fn field(&mut self, desc: Value, offset: u64) -> Value {
        let off = self.i64c(offset as i64);
        self.b.ptr_add(desc, off)
    }

    /// Reads base address, lower bounds (unless given: an assumed-shape dummy's declared
    /// ones), extents and byte strides from a descriptor.
    pub fn load_descriptor(
        &mut self,
        desc: Value,
        rank: usize,
        lowers: Option<&[Value]>,
        char_len: Option<Value>,
    ) -> VarInfo {
        let (ptr, i64t) = (self.b.module.ptr(), self.b.module.i64());
        // In a compute construct a descriptor does not change (OpenACC 3.3 §2.7.2: the
        // device copy of a mapped allocatable is fixed while the region runs): its fields
        // are invariant loads, which the outliner keeps only where the kernel writes no
        // descriptor (acc-outline `keep_sound_invariant_loads`).
        let flags = MemFlags {
            invariant: self.acc.in_compute(),
            ..MemFlags::default()
        };
        let addr = self.b.load_with(ptr, desc, flags);
        let mut dims = Vec::new();
        let mut strides = Vec::new();
        for k in 0..rank {
            let lo = match lowers {
                Some(l) => l[k],
                None => {
                    let a = self.field(desc, cfi::dim_field(k as u8, cfi::LOWER_BOUND));
                    self.b.load_with(i64t, a, flags)
                }
            };
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::EXTENT));
            let ext = self.b.load_with(i64t, a, flags);
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::SM));
            strides.push(self.b.load_with(i64t, a, flags));
            dims.push((lo, Some(ext)));
        }
        VarInfo {
            addr,
            dims,
            char_len,
            strides: Some(strides),
        }
    }

    /// Writes a descriptor: base, element length, rank, attribute, and per dimension lower
    /// bound, extent and byte stride.
    pub(super) fn write_descriptor(
        &mut self,
        desc: Value,
        base: Value,
        elem_len: Value,
        dims: &[(Value, Value, Value)],
        attribute: i128,
    ) {
        let (i8t, i32t) = (self.b.module.i8(), self.b.module.i32());
        self.b.store(base, desc);
        let a = self.field(desc, cfi::ELEM_LEN);
        self.b.store(elem_len, a);
        let a = self.field(desc, cfi::VERSION);
        let v = self.b.iconst(i32t, CFI_VERSION);
        self.b.store(v, a);
        let a = self.field(desc, cfi::RANK);
        let v = self.b.iconst(i8t, dims.len() as i128);
        self.b.store(v, a);
        let a = self.field(desc, cfi::TYPE);
        let v = self.b.iconst(i8t, 0);
        self.b.store(v, a);
        let a = self.field(desc, cfi::ATTRIBUTE);
        let v = self.b.iconst(i8t, attribute);
        self.b.store(v, a);
        let a = self.field(desc, cfi::EXTRA);
        let v = self.b.iconst(i8t, 0);
        self.b.store(v, a);
        for (k, &(lo, ext, sm)) in dims.iter().enumerate() {
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::LOWER_BOUND));
            self.b.store(lo, a);
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::EXTENT));
            self.b.store(ext, a);
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::SM));
            self.b.store(sm, a);
        }
    }

    /// The element length recorded in the descriptor at `desc` (a deferred-length
    /// character's length).
    pub(super) fn desc_elem_len(&mut self, desc: Value) -> Value {
        let i64t = self.b.module.i64();
        let a = self.field(desc, cfi::ELEM_LEN);
        self.b.load(i64t, a)
    }

    pub(super) fn elem_len(&mut self, ty: Type) -> Value {
        let t = mem_type(self.b.module, &self.ctx.derived, ty);
        let n = self.b.module.types.size_of(t);
        self.i64c(n as i64)
    }

    /// The address of the descriptor of an allocatable variable.
    pub fn descriptor_addr(&mut self, id: SymbolId) -> Option<Value> {
        if let Some((d, _)) = self.descs.get(&id) {
            return Some(*d);
        }
        let g = *self.ctx.globals.get(&id)?;
        Some(self.global_descriptor(id, g))
    }

    /// ALLOCATE of the array whose descriptor is at `desc`, of element type `ty`, with
    /// bounds `(lower, upper)` per dimension (`i64`), contiguous in column-major order.
    pub fn allocate_at(&mut self, desc: Value, ty: Type, bounds: &[(Value, Value)]) {
        let elem_len = self.elem_len(ty);
        self.allocate_len(desc, elem_len, bounds);
    }

    /// ALLOCATE with the element length given (a deferred-length character's length).
    pub fn allocate_len(&mut self, desc: Value, elem_len: Value, bounds: &[(Value, Value)]) {
        self.allocate_from(desc, elem_len, bounds, None);
    }

    /// ALLOCATE, the storage from `omp_alloc(bytes, allocator)` when an OpenMP allocator is
    /// given (5.0 §2.11.3; the descriptor's `extra` says so, for DEALLOCATE), else `malloc`.
    pub fn allocate_from(
        &mut self,
        desc: Value,
        elem_len: Value,
        bounds: &[(Value, Value)],
        allocator: Option<Value>,
    ) {
        let mut dims = Vec::new();
        let mut sm = elem_len;
        let zero = self.i64c(0);
        let one = self.i64c(1);
        for &(lo, hi) in bounds {
            let d = self.b.binary(BinOp::Sub, hi, lo);
            let n = self.b.binary(BinOp::Add, d, one);
            let pos = self.b.icmp(IntCC::Sgt, n, zero);
            let ext = self.b.select(pos, n, zero);
            dims.push((lo, ext, sm));
            sm = self.b.binary(BinOp::Mul, sm, ext);
        }
        // `sm` is now the size in bytes; malloc(0) may return NULL, which would read as
        // "not allocated".
        let nonzero = self.b.icmp(IntCC::Sgt, sm, zero);
        let bytes = self.b.select(nonzero, sm, one);
        let base = match allocator {
            Some(a) => {
                let alloc = runtime::func(self.b.module, "omp_alloc", &[Rt::I64, Rt::I64], Rt::Ptr);
                self.call_omp_memory(alloc, &[bytes, a])
                    .expect("omp_alloc result")
            }
            None => {
                let malloc = runtime::func(self.b.module, "malloc", &[Rt::I64], Rt::Ptr);
                self.b.call(malloc, &[bytes]).expect("malloc result")
            }
        };
        self.write_descriptor(desc, base, elem_len, &dims, ATTRIBUTE_ALLOCATABLE);
        if allocator.is_some() {
            let i8t = self.b.module.i8();
            let a = self.field(desc, cfi::EXTRA);
            let v = self.b.iconst(i8t, super::omp_allocate::OMP_ALLOCATED);
            self.b.store(v, a);
        }
    }
    pub fn deallocate_at(&mut self, desc: Value) {
        let ptr = self.b.module.ptr();
        let base = self.b.load(ptr, desc);
        let free = runtime::func(self.b.module, "free", &[Rt::Ptr], Rt::Void);
        // Host code compiled with -fopenmp: storage an OpenMP allocator gave (the directive
        // of an ALLOCATE statement, possibly in another procedure) goes back to it. Device
        // code never has such storage (the directive keeps the device's default memory).
        let device_code = self.acc.in_compute() || self.in_acc_routine();
        if self.ctx.prog.omp.openmp && !device_code {
            let i8t = self.b.module.i8();
            let a = self.field(desc, cfi::EXTRA);
            let extra = self.b.load(i8t, a);
            let mark = self.b.iconst(i8t, super::omp_allocate::OMP_ALLOCATED);
            let from_omp = self.b.icmp(IntCC::Eq, extra, mark);
            let (omp, plain, done) = (
                self.b.create_block(),
                self.b.create_block(),
                self.b.create_block(),
            );
            self.b.cond_br(from_omp, omp, &[], plain, &[]);
            self.b.switch_to_block(omp);
            let omp_free = runtime::func(self.b.module, "omp_free", &[Rt::Ptr, Rt::I64], Rt::Void);
            let null_allocator = self.i64c(0);
            self.call_omp_memory(omp_free, &[base, null_allocator]);
            let zero = self.b.iconst(i8t, 0);
            self.b.store(zero, a);
            self.b.br(done, &[]);
            self.b.switch_to_block(plain);
            self.b.call(free, &[base]);
            self.b.br(done, &[]);
            self.b.switch_to_block(done);
        } else {
            self.b.call(free, &[base]);
        }
        let null = self.b.null();
        self.b.store(null, desc);
    }

    /// ALLOCATED(a): the base address is not null.
    pub fn allocated(&mut self, id: SymbolId) -> Value {
        let Some(desc) = self.descriptor_addr(id) else {
            let t = self.b.module.i1();
            return self.b.iconst(t, 0);
        };
        self.allocated_at(desc)
    }

    pub fn allocated_at(&mut self, desc: Value) -> Value {
        let ptr = self.b.module.ptr();
        let base = self.b.load(ptr, desc);
        let null = self.b.null();
        self.b.icmp(IntCC::Ne, base, null)
    }

    /// Before `a = expr` with an allocatable `a` (§10.2.1.3): allocated with the shape of
    /// `expr` (lower bounds 1) when it is not allocated or its shape differs.
    /// Reallocation on intrinsic assignment (§10.2.1.3): to `extents`, with `lowers` as the
    /// new lower bounds when the right side is a whole array (LBOUND(expr)), else 1.
    pub fn reallocate_for(&mut self, id: SymbolId, extents: &[Value], lowers: Option<&[Value]>) {
        let Some(desc) = self.descriptor_addr(id) else {
            return;
        };
        let ty = self.ctx.prog.symbol(id).ty;
        self.reallocate_with(desc, ty, extents, lowers, None);
    }

    /// [`Self::reallocate_for`] of a deferred-length character array: also reallocated when
    /// its length differs from `len`, the right side's (§10.2.1.3).
    pub fn reallocate_for_len(
        &mut self,
        id: SymbolId,
        extents: &[Value],
        lowers: Option<&[Value]>,
        len: Value,
    ) {
        let Some(desc) = self.descriptor_addr(id) else {
            return;
        };
        let ty = self.ctx.prog.symbol(id).ty;
        self.reallocate_with(desc, ty, extents, lowers, Some(len));
    }

    pub(super) fn reallocate_with(
        &mut self,
        desc: Value,
        ty: Type,
        extents: &[Value],
        lowers: Option<&[Value]>,
        len: Option<Value>,
    ) {
        let i64t = self.b.module.i64();
        let is = self.allocated_at(desc);
        let t1 = self.b.module.i1();
        let one1 = self.b.iconst(t1, 1);
        let mut differ = self.b.binary(BinOp::Xor, is, one1);
        if let Some(len) = len {
            let a = self.field(desc, cfi::ELEM_LEN);
            let cur = self.b.load(i64t, a);
            let ne = self.b.icmp(IntCC::Ne, cur, len);
            differ = self.b.binary(BinOp::Or, differ, ne);
        }
        for (k, &e) in extents.iter().enumerate() {
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::EXTENT));
            let cur = self.b.load(i64t, a);
            let ne = self.b.icmp(IntCC::Ne, cur, e);
            differ = self.b.binary(BinOp::Or, differ, ne);
        }
        let realloc = self.b.create_block();
        let done = self.b.create_block();
        self.b.cond_br(differ, realloc, &[], done, &[]);
        self.b.switch_to_block(realloc);
        let was = self.b.create_block();
        let fresh = self.b.create_block();
        self.b.cond_br(is, was, &[], fresh, &[]);
        self.b.switch_to_block(was);
        self.deallocate_deep(desc, ty, extents.len());
        self.b.br(fresh, &[]);
        self.b.switch_to_block(fresh);
        let one = self.i64c(1);
        let bounds: Vec<(Value, Value)> = match lowers {
            Some(lo) => lo
                .iter()
                .zip(extents)
                .map(|(&l, &e)| {
                    let last = self.b.binary(BinOp::Add, l, e);
                    (l, self.b.binary(BinOp::Sub, last, one))
                })
                .collect(),
            None => extents.iter().map(|&e| (one, e)).collect(),
        };
        match len {
            Some(len) => self.allocate_len(desc, len, &bounds),
            None => self.allocate_at(desc, ty, &bounds),
        }
        // New structures have unallocated components, which the assignment then defines.
        if matches!(ty, Type::Derived(_)) {
            let ptr = self.b.module.ptr();
            let base = self.b.load(ptr, desc);
            let count = extents
                .iter()
                .fold(self.i64c(1), |n, &e| self.b.binary(BinOp::Mul, n, e));
            self.zero_new_structures(ty, base, count);
        }
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// A descriptor of an array actual argument for an assumed-shape dummy: a whole array, a
    /// section (its first element, extents and strides; scalar subscripts drop a dimension),
    /// or an array expression in a temporary.
    pub fn descriptor_of(&mut self, a: &Expr) -> Value {
        let rank = a.rank as usize;
        let size = cfi::size(rank as u8);
        let i8t = self.b.module.i8();
        let arr = self.b.module.array(i8t, size);
        let desc = self.entry_alloca(arr);
        let elem_len = if a.ty == Type::Character(CharLen::Assumed) {
            // Elements whose length is known at run time (`[trim(a), trim(b)]`).
            self.elem_char_len(a)
        } else {
            self.elem_len(a.ty)
        };
        let zero = self.i64c(0);
        let one = self.i64c(1);
        let contiguous = |fl: &mut Self, extents: &[Value]| -> Vec<(Value, Value, Value)> {
            let mut sm = elem_len;
            let mut out = Vec::new();
            for &e in extents {
                out.push((one, e, sm));
                sm = fl.b.binary(BinOp::Mul, sm, e);
            }
            out
        };
        let component = self.alloc_component_desc(a);
        let (base, dims) = match &a.kind {
            ExprKind::Component { base, index, .. } if component.is_some() => {
                // A whole allocatable component: its storage, as allocated.
                let info = self.component_descriptor_info(base, *index);
                let extents: Vec<Value> = info.dims.iter().map(|d| d.1.unwrap_or(zero)).collect();
                let dims = match &info.strides {
                    Some(s) => extents
                        .iter()
                        .zip(s)
                        .map(|(&e, &sm)| (one, e, sm))
                        .collect(),
                    None => contiguous(self, &extents),
                };
                (info.addr, dims)
            }
            ExprKind::Var(id) => {
                let Some(info) = self.var(*id) else {
                    return desc;
                };
                let extents: Vec<Value> = info.dims.iter().map(|d| d.1.unwrap_or(zero)).collect();
                let dims = match &info.strides {
                    Some(s) => extents
                        .iter()
                        .zip(s)
                        .map(|(&e, &sm)| (one, e, sm))
                        .collect(),
                    None => contiguous(self, &extents),
                };
                (info.addr, dims)
            }
            ExprKind::Component { subscripts, .. }
                if subscripts.is_empty() && self.component_array(a).is_some() =>
            {
                // A whole array component of constant shape of one structure (`g%c`).
                let info = self.component_array(a).expect("checked");
                let extents: Vec<Value> = info.dims.iter().map(|d| d.1.unwrap_or(zero)).collect();
                (info.addr, contiguous(self, &extents))
            }
            ExprKind::Index { subscripts, .. } | ExprKind::Component { subscripts, .. }
                if !subscripts.is_empty()
                    && subscripts.iter().all(|s| s.vector().is_none())
                    && (matches!(a.kind, ExprKind::Index { .. })
                        || self.component_array(a).is_some()) =>
            {
                // A section of an array or of an array component of one structure (`g%f(n,
                // :)`): the variable itself, so that the callee's changes reach it
                // (§15.5.2.4).
                let info = match &a.kind {
                    ExprKind::Index { array, .. } => self.var(*array),
                    _ => self.component_array(a),
                };
                let Some(info) = info else {
                    return desc;
                };
                let extents = self.shape_of(a);
                let at = vec![zero; rank];
                let (first, _) = self.designator(a, &at);
                // Byte stride of each dimension of the whole array.
                let mut whole = Vec::new();
                match &info.strides {
                    Some(s) => whole.clone_from(s),
                    None => {
                        let mut sm = elem_len;
                        for d in &info.dims {
                            whole.push(sm);
                            if let Some(e) = d.1 {
                                sm = self.b.binary(BinOp::Mul, sm, e);
                            }
                        }
                    }
                }
                let mut dims = Vec::new();
                let mut r = 0;
                for (k, s) in subscripts.iter().enumerate() {
                    if let Subscript::Range { stride, .. } = s {
                        let step = match stride {
                            Some(x) => self.scalar(x),
                            None => one,
                        };
                        let sm = self.b.binary(BinOp::Mul, whole[k], step);
                        dims.push((one, extents[r], sm));
                        r += 1;
                    }
                }
                (first, dims)
            }
            ExprKind::Component {
                base, subscripts, ..
            } if subscripts.is_empty()
                && base.rank == a.rank
                && !self.is_pointer_component(a)
                && match &base.kind {
                    ExprKind::Var(_) | ExprKind::Component { .. } => true,
                    ExprKind::Index { subscripts, .. } => {
                        subscripts.iter().all(|s| s.vector().is_none())
                    }
                    _ => false,
                } =>
            {
                // `p%x` of an array (or section) of structures: the variable itself (the
                // callee's changes must reach it, §15.5.2.4), the structures' strides from
                // the first element's component on.
                let whole = self.descriptor_of(base);
                let info = self.load_descriptor(whole, rank, None, None);
                let at = vec![zero; rank];
                let (first, _) = self.designator(a, &at);
                let strides = info.strides.unwrap_or_default();
                let dims = info
                    .dims
                    .iter()
                    .zip(strides)
                    .map(|(d, sm)| (one, d.1.unwrap_or(zero), sm))
                    .collect();
                (first, dims)
            }
            _ => {
                // An expression's value: nothing copies it back, so its structures'
                // copies of allocatable components go with it.
                let (buf, count) = self.array_temp(a);
                self.owns_components(a, buf, count);
                let extents = self.shape_of(a);
                let dims = contiguous(self, &extents);
                (buf, dims)
            }
        };
        self.write_descriptor(desc, base, elem_len, &dims, ATTRIBUTE_OTHER);
        desc
    }
}

impl FnLower<'_, '_, '_> {
    /// The storage of the array component that `e` (`s%c`, `s%c(…)`) names in one structure:
    /// an allocatable or pointer component's descriptor contents, or a constant-shape
    /// component's place in the structure.
    fn component_array(&mut self, e: &Expr) -> Option<super::func::VarInfo> {
        let ExprKind::Component { base, index, .. } = &e.kind else {
            return None;
        };
        let Type::Derived(tid) = base.ty else {
            return None;
        };
        if base.rank != 0 {
            return None;
        }
        let comp = &self.ctx.prog.types[tid as usize].components[*index];
        if comp.alloc.is_some() {
            return Some(self.component_descriptor_info(base, *index));
        }
        if comp.dims.is_empty() || comp.proc.is_some() {
            return None;
        }
        let bounds = comp.dims.clone();
        let dims = bounds
            .iter()
            .map(|&(lo, hi)| (self.i64c(lo), Some(self.i64c((hi - lo + 1).max(0)))))
            .collect();
        // The component's field holds its elements.
        let addr = self.component_descriptor(base, *index);
        Some(super::func::VarInfo {
            addr,
            dims,
            char_len: None,
            strides: None,
        })
    }
}

/// The character length of an element of an array of type `ty`, when constant.
pub(crate) fn const_char_len(ty: Type) -> Option<i64> {
    match ty {
        Type::Character(CharLen::Const(n)) => Some(n),
        _ => None,
    }
}
