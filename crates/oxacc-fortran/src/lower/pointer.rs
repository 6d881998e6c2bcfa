//! Array pointers (`sema/pointer.rs`): pointer assignment writes the pointer's descriptor
//! from the target's (§10.2.2.3: a whole array keeps its lower bounds, a section starts at 1,
//! explicit lower bounds or a bounds remapping replace them), NULLIFY and `=> null()` clear
//! the base address, ASSOCIATED compares it.

use oxacc_oir::var::descriptor as cfi;
use oxacc_oir::{BinOp, IntCC, Value};

use super::func::FnLower;
use crate::sema::tree::{Expr, ExprKind, PointerBounds, SymbolId};

/// `CFI_attribute_pointer`.
const ATTRIBUTE_POINTER: i128 = 1;

impl FnLower<'_, '_, '_> {
    pub(super) fn nullify(&mut self, ptr: SymbolId) {
        if let Some(desc) = self.descriptor_addr(ptr) {
            let null = self.b.null();
            self.b.store(null, desc);
        }
    }

    pub(super) fn pointer_assign(
        &mut self,
        ptr: SymbolId,
        target: Option<&Expr>,
        bounds: &PointerBounds,
    ) {
        let Some(t) = target else {
            self.nullify(ptr);
            return;
        };
        let Some(desc) = self.descriptor_addr(ptr) else {
            return;
        };
        let i64t = self.b.module.i64();
        let sym = self.ctx.prog.symbol(ptr);
        let (rank, ty) = (sym.rank(), sym.ty);
        if let PointerBounds::Remap(b) = bounds {
            // §10.2.2.3: the elements of the rank-1 target in array element order.
            let zero = self.i64c(0);
            let (base, _) = self.designator(t, &[zero]);
            let elem_len = self.elem_len(ty);
            let mut sm = elem_len;
            let mut dims = Vec::new();
            let one = self.i64c(1);
            for (lo, hi) in b {
                let l = self.scalar(lo);
                let h = self.scalar(hi);
                let d = self.b.binary(BinOp::Sub, h, l);
                let n = self.b.binary(BinOp::Add, d, one);
                let pos = self.b.icmp(IntCC::Sgt, n, zero);
                let ext = self.b.select(pos, n, zero);
                dims.push((l, ext, sm));
                sm = self.b.binary(BinOp::Mul, sm, ext);
            }
            self.write_descriptor(desc, base, elem_len, &dims, ATTRIBUTE_POINTER);
            return;
        }
        let tmp = self.descriptor_of(t);
        let size = self.i64c(cfi::size(rank as u8) as i64);
        self.b.memcpy(desc, tmp, size);
        let lowers: Vec<Value> = match (bounds, &t.kind) {
            (PointerBounds::Lower(ls), _) => ls.iter().map(|l| self.scalar(l)).collect(),
            (_, ExprKind::Var(id)) => match self.var(*id) {
                Some(info) => info.dims.iter().map(|d| d.0).collect(),
                None => Vec::new(),
            },
            _ => Vec::new(),
        };
        for (k, lo) in lowers.into_iter().enumerate() {
            let lo = self.int_to(lo, i64t);
            let a = self.field(desc, cfi::dim_field(k as u8, cfi::LOWER_BOUND));
            self.b.store(lo, a);
        }
    }

    /// The descriptor of a pointer variable or a whole pointer component.
    fn pointer_desc(&mut self, e: &Expr) -> Option<Value> {
        match &e.kind {
            ExprKind::Var(id) => self.descriptor_addr(*id),
            _ => self.alloc_component_desc(e).map(|(d, _)| d),
        }
    }

    /// Whether `e` is a pointer (variable or component): its descriptor is the association.
    fn is_pointer(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Var(id) => self.ctx.prog.pointers.contains(id),
            ExprKind::Component { base, index, .. } => match base.ty {
                crate::sema::types::Type::Derived(t) => {
                    self.ctx.prog.types[t as usize].components[*index].pointer
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// `ptr => target` where either side is a component (§10.2.2.3): a pointer target
    /// passes on its association (its descriptor), a scalar variable its address, an array
    /// its descriptor; `None` disassociates.
    pub(super) fn pointer_assign_expr(&mut self, ptr: &Expr, target: Option<&Expr>) {
        let Some(desc) = self.pointer_desc(ptr) else {
            return;
        };
        let Some(t) = target else {
            let null = self.b.null();
            self.b.store(null, desc);
            return;
        };
        let rank = ptr.rank;
        let size = self.i64c(cfi::size(rank) as i64);
        if self.is_pointer(t) {
            if let Some(src) = self.pointer_desc(t) {
                // Through a copy: `p => p` names one descriptor twice.
                let i8t = self.b.module.i8();
                let arr = self.b.module.array(i8t, cfi::size(rank));
                let tmp = self.entry_alloca(arr);
                self.b.memcpy(tmp, src, size);
                self.b.memcpy(desc, tmp, size);
                return;
            }
        }
        if rank == 0 {
            let (base, _) = self.designator(t, &[]);
            let elem_len = self.elem_len(t.ty);
            self.write_descriptor(desc, base, elem_len, &[], ATTRIBUTE_POINTER);
            return;
        }
        let tmp = self.descriptor_of(t);
        self.b.memcpy(desc, tmp, size);
        // A whole array keeps its lower bounds, a section starts at 1 (§10.2.2.3).
        if let ExprKind::Var(id) = t.kind {
            if let Some(info) = self.var(id) {
                for (k, &(lo, _)) in info.dims.iter().enumerate() {
                    let a = self.field(desc, cfi::dim_field(k as u8, cfi::LOWER_BOUND));
                    self.b.store(lo, a);
                }
            }
        }
    }

    /// C_F_POINTER (§18.2.3.3): `fptr` points at the C address `cptr` (an `integer(8)`),
    /// with lower bounds 1 and SHAPE's extents for an array, contiguous.
    pub(super) fn c_f_pointer(&mut self, cptr: &Expr, fptr: &Expr, shape: Option<&Expr>) {
        let Some(desc) = self.pointer_desc(fptr) else {
            return;
        };
        let a = self.scalar(cptr);
        let ptr = self.b.module.ptr();
        let base = self.b.cast(oxacc_oir::CastOp::IntToPtr, a, ptr);
        let elem_len = self.elem_len(fptr.ty);
        let mut dims = Vec::new();
        if let Some(sh) = shape {
            let i64t = self.b.module.i64();
            let one = self.i64c(1);
            let zero = self.i64c(0);
            let mut sm = elem_len;
            for k in 0..fptr.rank {
                let j = self.i64c(i64::from(k));
                let v = self.eval(sh, &[j]).s();
                let n = self.int_to(v, i64t);
                let pos = self.b.icmp(IntCC::Sgt, n, zero);
                let ext = self.b.select(pos, n, zero);
                dims.push((one, ext, sm));
                sm = self.b.binary(BinOp::Mul, sm, ext);
            }
        }
        self.write_descriptor(desc, base, elem_len, &dims, ATTRIBUTE_POINTER);
    }

    /// ASSOCIATED(p [, t]): `p` has a target, and with `t` the target is `t`'s storage with
    /// `t`'s shape (§16.9.16).
    pub(super) fn associated(&mut self, ptr: SymbolId, target: Option<&Expr>) -> Value {
        let Some(desc) = self.descriptor_addr(ptr) else {
            let t = self.b.module.i1();
            return self.b.iconst(t, 0);
        };
        self.associated_at(desc, target)
    }

    /// ASSOCIATED of the pointer whose descriptor is at `desc` (a variable's or a component's).
    pub(super) fn associated_at(&mut self, desc: Value, target: Option<&Expr>) -> Value {
        let ptr_ty = self.b.module.ptr();
        let base = self.b.load(ptr_ty, desc);
        let null = self.b.null();
        let mut ok = self.b.icmp(IntCC::Ne, base, null);
        if let Some(t) = target {
            let zeros: Vec<Value> = (0..t.rank).map(|_| self.i64c(0)).collect();
            let (addr, _) = self.designator(t, &zeros);
            let same = self.b.icmp(IntCC::Eq, base, addr);
            ok = self.b.binary(BinOp::And, ok, same);
            let extents = self.shape_of(t);
            let i64t = self.b.module.i64();
            for (k, e) in extents.into_iter().enumerate() {
                let a = self.field(desc, cfi::dim_field(k as u8, cfi::EXTENT));
                let x = self.b.load(i64t, a);
                let eq = self.b.icmp(IntCC::Eq, x, e);
                ok = self.b.binary(BinOp::And, ok, eq);
            }
        }
        ok
    }
}
