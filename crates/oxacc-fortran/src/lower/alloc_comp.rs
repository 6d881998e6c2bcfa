//! Allocatable components (Fortran 2018 §7.5.4.1): the component's field in the structure
//! is its descriptor (`CFI_cdesc_t` layout, zero when unallocated). ALLOCATE, DEALLOCATE,
//! ALLOCATED and the reallocation of an allocatable left-hand side (§10.2.1.3) work on the
//! field's address as they do on an allocatable variable's descriptor; intrinsic assignment
//! of a structure copies the data of its allocated components into new storage (§10.2.1.3:
//! "each allocatable component … is assigned as if by an intrinsic assignment", a deep
//! copy), after the left side's previous allocations are deallocated.

use oxacc_oir::{BinOp, FuncId, IntCC, Linkage, Module, Value};

use super::expr::Val;
use super::func::FnLower;
use super::mem_type;
use super::runtime::{self, Rt};
use crate::sema::tree::{Component, Expr, ExprKind, Subscript, SymbolId};
use crate::sema::types::{CharLen, Type};

/// Nesting of derived types followed inline by the deep copy and the deallocation; a type
/// that contains itself (through an allocatable component, §7.5.4.1 C751) is walked by a
/// recursive function instead ([`FnLower::comp_helper`]), to any depth.
const MAX_DEPTH: u32 = 16;

/// Where a `class(t)` allocatable component's dynamic type is (decision 129): its hidden
/// tag's address, and its declared type and that type's tag.
pub(super) struct PolyTag {
    field: Value,
    declared_tag: i64,
    declared: u32,
}

/// Defines the functions [`FnLower::comp_helper`] declared, and those they need.
pub(crate) fn define_helpers(ctx: &mut super::Ctx, m: &mut Module) {
    while let Some((copy, tid, f, proc)) = ctx.pending_helpers.pop() {
        super::func::define_helper(ctx, m, f, proc, &mut |fl, params| {
            if copy {
                fl.deep_copy_components(tid, params[0], 0);
            } else {
                fl.free_components(tid, params[0], 0);
            }
        });
    }
}

impl FnLower<'_, '_, '_> {
    /// The bounds of an ALLOCATE shape spec `(lower, upper)` per dimension, as i64 values.
    pub(super) fn allocate_bounds(&mut self, bounds: &[(Expr, Expr)]) -> Vec<(Value, Value)> {
        let i64t = self.b.module.i64();
        let mut bs = Vec::new();
        for (lo, hi) in bounds {
            let l = self.scalar(lo);
            let h = self.scalar(hi);
            bs.push((self.int_to(l, i64t), self.int_to(h, i64t)));
        }
        bs
    }

    /// The parts of `e` when it names an allocatable component of a scalar structure (`s%c`,
    /// `s%c(…)`): the structure, the component's index, its subscripts and its type.
    pub(super) fn alloc_component_parts<'e>(
        &self,
        e: &'e Expr,
    ) -> Option<(&'e Expr, usize, &'e [Subscript], Type)> {
        let ExprKind::Component {
            base,
            index,
            subscripts,
        } = &e.kind
        else {
            return None;
        };
        let Type::Derived(tid) = base.ty else {
            return None;
        };
        let comp = &self.ctx.prog.types[tid as usize].components[*index];
        if comp.alloc.is_none() || base.rank != 0 {
            return None;
        }
        Some((base, *index, subscripts, comp.ty))
    }

    /// Whether `e` is a reference to a pointer component (intrinsic assignment defines its
    /// target).
    pub(super) fn is_pointer_component(&self, e: &Expr) -> bool {
        let ExprKind::Component { base, index, .. } = &e.kind else {
            return false;
        };
        let Type::Derived(tid) = base.ty else {
            return false;
        };
        self.ctx.prog.types[tid as usize].components[*index].pointer
    }

    /// The descriptor address of a whole allocatable component reference.
    pub(super) fn alloc_component_desc(&mut self, e: &Expr) -> Option<(Value, Type)> {
        let (base, index, subscripts, ty) = self.alloc_component_parts(e)?;
        if !subscripts.is_empty() {
            return None;
        }
        Some((self.component_descriptor(base, index), ty))
    }

    /// `a%c = array` with an allocatable component `c`: (re)allocated to the right side's shape.
    pub(super) fn realloc_component_lhs(&mut self, lhs: &Expr, rhs: &Expr) {
        if rhs.rank == 0 {
            return;
        }
        if let Some((desc, ty)) = self.alloc_component_desc(lhs) {
            let shape = self.shape_of(rhs);
            // A deferred-length character array takes the right side's length too.
            let len = (ty == Type::Character(CharLen::Assumed)).then(|| self.elem_char_len(rhs));
            // ... and LBOUND(rhs) (§10.2.1.3): a whole array's own bounds, else 1.
            let lowers = match &rhs.kind {
                ExprKind::Var(r) => self
                    .var(*r)
                    .map(|info| info.dims.iter().map(|d| d.0).collect::<Vec<_>>()),
                ExprKind::Component { .. } => self.alloc_component_desc(rhs).map(|(d, _)| {
                    let info = self.load_descriptor(d, shape.len(), None, None);
                    info.dims.iter().map(|d| d.0).collect()
                }),
                _ => None,
            }
            .filter(|l| l.len() == shape.len());
            self.reallocate_with(desc, ty, &shape, lowers.as_deref(), len);
        }
    }

    /// The allocatable component `c` of a structure constructor's temporary (§7.5.10: as if
    /// by intrinsic assignment of `v`; unallocated when `v` is absent) at the field `desc`.
    pub(super) fn construct_alloc_component(
        &mut self,
        desc: Value,
        c: &Component,
        v: &Expr,
        at: &[Value],
    ) {
        let bytes = oxacc_oir::var::descriptor::size(c.alloc.unwrap_or(0));
        let i8t = self.b.module.i8();
        let zero8 = self.b.iconst(i8t, 0);
        let n = self.i64c(bytes as i64);
        self.b.memset(desc, zero8, n);
        if v.kind == ExprKind::Absent {
            return;
        }
        if c.ty == Type::Character(CharLen::Assumed) && c.alloc == Some(0) {
            if let Val::Ch { ptr, len } = self.eval(v, at) {
                self.store_fresh_string(desc, ptr, len);
            }
            return;
        }
        let len = match c.ty {
            Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
            _ => None,
        };
        let shape = if v.rank > 0 {
            self.shape_of(v)
        } else {
            Vec::new()
        };
        let one = self.i64c(1);
        let bounds: Vec<(Value, Value)> = shape.iter().map(|&e| (one, e)).collect();
        let len = if c.ty == Type::Character(CharLen::Assumed) {
            // A deferred-length array takes its value's length.
            let n = self.elem_char_len(v);
            self.allocate_len(desc, n, &bounds);
            Some(n)
        } else {
            self.allocate_at(desc, c.ty, &bounds);
            len
        };
        let info = self.load_descriptor(desc, shape.len(), None, len);
        let ty = c.ty;
        self.for_shape(&shape, &mut |fl, j| {
            let subs: Vec<Value> = info
                .dims
                .iter()
                .zip(j)
                .map(|(&(lo, _), &j)| fl.b.binary(BinOp::Add, lo, j))
                .collect();
            let addr = if subs.is_empty() {
                info.addr
            } else {
                fl.element_at(ty, &subs, &info)
            };
            let x = fl.eval(v, j);
            fl.store_val(ty, x, addr, len);
        });
    }

    /// ALLOCATED(a%c).
    pub(super) fn component_allocated(&mut self, e: &Expr) -> Option<Value> {
        let (desc, _) = self.alloc_component_desc(e)?;
        Some(self.allocated_at(desc))
    }

    /// After the bytes of a structure of type `tid` were copied to `dst`: its allocated
    /// components get storage of their own with a copy of the data.
    pub(super) fn deep_copy_components(&mut self, tid: u32, dst: Value, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let comps = self.ctx.prog.types[tid as usize].components.clone();
        let st = self.ctx.derived[tid as usize];
        for (k, c) in comps.iter().enumerate() {
            if c.pointer {
                // A pointer component keeps its association (§10.2.1.3).
                continue;
            }
            let field = self.b.field_addr(st, dst, k as u32);
            if let Some(rank) = c.alloc {
                let ptr = self.b.module.ptr();
                let base = self.b.load(ptr, field);
                let null = self.b.null();
                let is = self.b.icmp(IntCC::Ne, base, null);
                let copy = self.b.create_block();
                let done = self.b.create_block();
                self.b.cond_br(is, copy, &[], done, &[]);
                self.b.switch_to_block(copy);
                let info = self.load_descriptor(field, usize::from(rank), None, None);
                let elem = mem_type(self.b.module, &self.ctx.derived, c.ty);
                let count = self.dims_count(&info.dims);
                let tagged = self.poly_tag_field(tid, dst, k);
                let size = if c.ty == Type::Character(CharLen::Assumed) || tagged.is_some() {
                    // A `class(t)` one: its dynamic type's size, recorded at its allocation.
                    // A deferred length: the one recorded at its allocation.
                    self.desc_elem_len(field)
                } else {
                    let elem_size = self.b.module.types.size_of(elem);
                    self.i64c(elem_size as i64)
                };
                let bytes = self.b.binary(BinOp::Mul, count, size);
                let one = self.i64c(1);
                let zero = self.i64c(0);
                let nonzero = self.b.icmp(IntCC::Sgt, bytes, zero);
                let n = self.b.select(nonzero, bytes, one);
                let malloc = runtime::func(self.b.module, "malloc", &[Rt::I64], Rt::Ptr);
                let fresh = self.b.call(malloc, &[n]).expect("malloc result");
                self.b.memcpy(fresh, base, bytes);
                self.b.store(fresh, field);
                if let Some(tagged) = &tagged {
                    self.poly_elements(tagged, (fresh, count, size), 6, depth);
                } else if let Type::Derived(inner) = c.ty {
                    if self.type_has_alloc(inner) {
                        self.for_shape(&[count], &mut |fl, j| {
                            let e = fl.b.elem_addr(elem, fresh, j[0]);
                            fl.copy_inner(inner, e, depth + 1);
                        });
                    }
                }
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
            } else if let Type::Derived(inner) = c.ty {
                if self.type_has_alloc(inner) {
                    let elem = mem_type(self.b.module, &self.ctx.derived, c.ty);
                    let n = self.i64c(c.count().max(1));
                    self.for_shape(&[n], &mut |fl, j| {
                        let e = fl.b.elem_addr(elem, field, j[0]);
                        fl.copy_inner(inner, e, depth + 1);
                    });
                }
            }
        }
    }

    /// Deallocates the allocated components of the structure of type `tid` at `addr`, and
    /// theirs first (§9.7.3.2: deallocating a structure deallocates its allocatable
    /// subobjects); they are left unallocated.
    pub(super) fn free_components(&mut self, tid: u32, addr: Value, depth: u32) {
        if depth > MAX_DEPTH {
            return;
        }
        let comps = self.ctx.prog.types[tid as usize].components.clone();
        let st = self.ctx.derived[tid as usize];
        for (k, c) in comps.iter().enumerate() {
            if c.pointer {
                continue;
            }
            let inner = match c.ty {
                Type::Derived(inner) if self.type_has_alloc(inner) => Some(inner),
                _ => None,
            };
            let field = self.b.field_addr(st, addr, k as u32);
            let elem = mem_type(self.b.module, &self.ctx.derived, c.ty);
            if let (Some(rank), Some(tagged)) = (c.alloc, self.poly_tag_field(tid, addr, k)) {
                self.free_poly_component(field, tagged, usize::from(rank), depth);
                continue;
            }
            match (c.alloc, inner) {
                (Some(rank), Some(inner)) => {
                    let ptr = self.b.module.ptr();
                    let base = self.b.load(ptr, field);
                    let null = self.b.null();
                    let is = self.b.icmp(IntCC::Ne, base, null);
                    let walk = self.b.create_block();
                    let done = self.b.create_block();
                    self.b.cond_br(is, walk, &[], done, &[]);
                    self.b.switch_to_block(walk);
                    let info = self.load_descriptor(field, usize::from(rank), None, None);
                    let count = self.dims_count(&info.dims);
                    self.for_shape(&[count], &mut |fl, j| {
                        let e = fl.b.elem_addr(elem, base, j[0]);
                        fl.free_inner(inner, e, depth + 1);
                    });
                    self.b.br(done, &[]);
                    self.b.switch_to_block(done);
                    self.deallocate_at(field);
                }
                (Some(_), None) => self.deallocate_at(field),
                (None, Some(inner)) => {
                    let n = self.i64c(c.count().max(1));
                    self.for_shape(&[n], &mut |fl, j| {
                        let e = fl.b.elem_addr(elem, field, j[0]);
                        fl.free_inner(inner, e, depth + 1);
                    });
                }
                (None, None) => {}
            }
        }
    }

    /// The address of the hidden tag of the `class(t)` allocatable component `k` of the
    /// structure of type `tid` at `addr`, and the tag of the component's declared type
    /// (decision 129).
    pub(super) fn poly_tag_field(&mut self, tid: u32, addr: Value, k: usize) -> Option<PolyTag> {
        let t = &self.ctx.prog.types[tid as usize];
        let j = t.tag_component(k)?;
        let Type::Derived(declared) = t.components[k].ty else {
            return None;
        };
        let tag = crate::sema::dyntype::type_tag(&self.ctx.prog.types, declared);
        let st = self.ctx.derived[tid as usize];
        Some(PolyTag {
            field: self.b.field_addr(st, addr, j as u32),
            declared_tag: tag,
            declared,
        })
    }

    /// The `count` elements of `size` bytes at `base` of a `class(t)` allocatable component
    /// whose tag is at `tag_field`: when the tag names another type than the declared one,
    /// its record's helper `word` (6: copy, 7: free the allocatable components) on each;
    /// else the declared type's own walk.
    fn poly_elements(
        &mut self,
        tagged: &PolyTag,
        (base, count, size): (Value, Value, Value),
        word: i64,
        depth: u32,
    ) {
        let i64t = self.b.module.i64();
        let tag = self.b.load(i64t, tagged.field);
        let zero = self.i64c(0);
        let own = self.i64c(tagged.declared_tag);
        let unset = self.b.icmp(IntCC::Eq, tag, zero);
        let same = self.b.icmp(IntCC::Eq, tag, own);
        let i1 = self.b.module.i1();
        let t = self.b.iconst(i1, 1);
        let declared_type = self.b.select(unset, t, same);
        let (static_walk, dynamic, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b
            .cond_br(declared_type, static_walk, &[], dynamic, &[]);
        self.b.switch_to_block(dynamic);
        self.for_shape(&[count], &mut |fl, j| {
            let off = fl.b.binary(BinOp::Mul, j[0], size);
            let e = fl.b.ptr_add(base, off);
            fl.dynamic_components(tag, e, word);
        });
        self.b.br(done, &[]);
        self.b.switch_to_block(static_walk);
        let inner = tagged.declared;
        {
            if self.type_has_alloc(inner) {
                let elem = mem_type(self.b.module, &self.ctx.derived, Type::Derived(inner));
                self.for_shape(&[count], &mut |fl, j| {
                    let e = fl.b.elem_addr(elem, base, j[0]);
                    if word == 6 {
                        fl.copy_inner(inner, e, depth + 1);
                    } else {
                        fl.free_inner(inner, e, depth + 1);
                    }
                });
            }
        }
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Deallocates the `class(t)` allocatable component whose descriptor is at `field` and
    /// tag at `tagged`: its elements' allocatable components as its dynamic type has them,
    /// then its storage; its tag is the declared type again (0).
    pub(super) fn free_poly_component(
        &mut self,
        field: Value,
        tagged: PolyTag,
        rank: usize,
        depth: u32,
    ) {
        let is = self.allocated_at(field);
        let (walk, done) = (self.b.create_block(), self.b.create_block());
        self.b.cond_br(is, walk, &[], done, &[]);
        self.b.switch_to_block(walk);
        let info = self.load_descriptor(field, rank, None, None);
        let count = self.dims_count(&info.dims);
        let size = self.desc_elem_len(field);
        self.poly_elements(&tagged, (info.addr, count, size), 7, depth);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
        self.deallocate_at(field);
        let zero = self.i64c(0);
        self.b.store(zero, tagged.field);
    }

    /// Intrinsic assignment `dst = src` of a structure of type `tid` with allocatable
    /// components (§10.2.1.3): the left side's allocated components are deallocated and it
    /// takes copies of the right side's. The copies are made before anything is freed, so a
    /// right side that is or overlaps the left (`a = a`, `a = a%child(1)`) reads its old
    /// value. `src_is_temp`: the right side is a temporary nobody reads again (a function
    /// result, a structure constructor), whose components move over instead.
    pub(super) fn assign_structure(&mut self, tid: u32, src: Value, dst: Value, src_is_temp: bool) {
        let st = self.ctx.derived[tid as usize];
        let size = self.b.module.types.size_of(st);
        let n = self.i64c(size as i64);
        let from = if src_is_temp {
            src
        } else {
            let tmp = self.entry_alloca(st);
            self.b.memcpy(tmp, src, n);
            self.deep_copy_components(tid, tmp, 0);
            tmp
        };
        self.free_components(tid, dst, 0);
        self.b.memcpy(dst, from, n);
    }

    /// Zeroes `count` new structures of type `ty` at `base` when they have allocatable
    /// components (unallocated, so that assigning to them frees nothing).
    pub(super) fn zero_new_structures(&mut self, ty: Type, base: Value, count: Value) {
        let Type::Derived(tid) = ty else {
            return;
        };
        if !self.type_has_alloc(tid) {
            return;
        }
        let st = self.ctx.derived[tid as usize];
        let size = self.b.module.types.size_of(st);
        let per = self.i64c(size as i64);
        let bytes = self.b.binary(BinOp::Mul, count, per);
        let i8t = self.b.module.i8();
        let zero = self.b.iconst(i8t, 0);
        self.b.memset(base, zero, bytes);
    }

    /// Deallocates the components of the `count` structures of type `ty` at `base` (an
    /// array of structures about to be deallocated or reallocated).
    pub(super) fn free_elements_components(&mut self, ty: Type, base: Value, count: Value) {
        let Type::Derived(tid) = ty else {
            return;
        };
        if !self.type_has_alloc(tid) {
            return;
        }
        let elem = mem_type(self.b.module, &self.ctx.derived, ty);
        self.for_shape(&[count], &mut |fl, j| {
            let e = fl.b.elem_addr(elem, base, j[0]);
            fl.free_components(tid, e, 0);
        });
    }

    /// DEALLOCATE of the array (or scalar) of type `ty` and rank `rank` whose descriptor is at
    /// `desc`: its elements' allocatable components first (§9.7.3.2).
    pub(super) fn deallocate_deep(&mut self, desc: Value, ty: Type, rank: usize) {
        if matches!(ty, Type::Derived(tid) if self.type_has_alloc(tid)) {
            let is = self.allocated_at(desc);
            let walk = self.b.create_block();
            let done = self.b.create_block();
            self.b.cond_br(is, walk, &[], done, &[]);
            self.b.switch_to_block(walk);
            let info = self.load_descriptor(desc, rank, None, None);
            let count = self.dims_count(&info.dims);
            self.free_elements_components(ty, info.addr, count);
            self.b.br(done, &[]);
            self.b.switch_to_block(done);
        }
        self.deallocate_at(desc);
    }

    /// Deallocation of variable `id` (descriptor `desc`) as [`Self::deallocate_deep`] does,
    /// except that a scalar `class(t)` allocatable of another dynamic type than its declared
    /// one has its allocatable components freed by its type record's helper (decision 118).
    pub(super) fn deallocate_var(&mut self, id: SymbolId, desc: Value, ty: Type, rank: usize) {
        let Some(&(tag_var, declared)) = self.ctx.prog.dyn_tags.get(&id) else {
            self.deallocate_deep(desc, ty, rank);
            return;
        };
        let Some(info) = self.var(tag_var) else {
            self.deallocate_deep(desc, ty, rank);
            return;
        };
        let (i64t, ptr) = (self.b.module.i64(), self.b.module.ptr());
        let tag = self.b.load(i64t, info.addr);
        let declared = self.i64c(declared);
        let other = self.b.icmp(IntCC::Ne, tag, declared);
        let (dynamic, own, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(other, dynamic, &[], own, &[]);
        self.b.switch_to_block(dynamic);
        let is = self.allocated_at(desc);
        let (walk, free) = (self.b.create_block(), self.b.create_block());
        self.b.cond_br(is, walk, &[], free, &[]);
        self.b.switch_to_block(walk);
        let base = self.b.load(ptr, desc);
        self.dynamic_components(tag, base, 7);
        self.b.br(free, &[]);
        self.b.switch_to_block(free);
        self.deallocate_at(desc);
        self.b.br(done, &[]);
        self.b.switch_to_block(own);
        self.deallocate_deep(desc, ty, rank);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// [`Self::deep_copy_components`] of a structure nested in another: by a call when its
    /// type contains itself.
    fn copy_inner(&mut self, tid: u32, addr: Value, depth: u32) {
        if self.type_recursive(tid) {
            let f = self.comp_helper(true, tid);
            self.b.call(f, &[addr]);
        } else {
            self.deep_copy_components(tid, addr, depth);
        }
    }

    /// [`Self::free_components`] of a structure nested in another: by a call when its type
    /// contains itself.
    fn free_inner(&mut self, tid: u32, addr: Value, depth: u32) {
        if self.type_recursive(tid) {
            let f = self.comp_helper(false, tid);
            self.b.call(f, &[addr]);
        } else {
            self.free_components(tid, addr, depth);
        }
    }

    /// The internal function `void (ptr)` that copies (`copy`) or frees the allocatable
    /// components of one structure of type `tid`, declared once and defined after the
    /// procedures ([`define_helpers`]).
    fn comp_helper(&mut self, copy: bool, tid: u32) -> FuncId {
        comp_helper(self.ctx, self.b.module, copy, tid, self.proc)
    }

    /// Whether type `tid` contains itself through its (non-pointer) components.
    fn type_recursive(&self, tid: u32) -> bool {
        let types = &self.ctx.prog.types;
        let mut seen = std::collections::HashSet::new();
        let mut work = vec![tid];
        while let Some(t) = work.pop() {
            for c in &types[t as usize].components {
                if let (Type::Derived(d), false) = (c.ty, c.pointer) {
                    if d == tid {
                        return true;
                    }
                    if seen.insert(d) {
                        work.push(d);
                    }
                }
            }
        }
        false
    }

    /// Whether a structure of type `tid` holds an allocatable component (at any depth).
    pub(super) fn type_has_alloc(&self, tid: u32) -> bool {
        type_has_alloc(&self.ctx.prog.types, tid)
    }
}

/// Whether a structure of type `tid` holds an allocatable component (at any depth).
pub(super) fn type_has_alloc(types: &[crate::sema::tree::DerivedType], tid: u32) -> bool {
    fn walk(types: &[crate::sema::tree::DerivedType], tid: u32, depth: u32) -> bool {
        depth <= MAX_DEPTH
            && types[tid as usize].components.iter().any(|c| {
                !c.pointer
                    && (c.alloc.is_some()
                        || matches!(c.ty, Type::Derived(d) if walk(types, d, depth + 1)))
            })
    }
    walk(types, tid, 0)
}

/// The internal function `void (ptr)` that copies (`copy`) or frees the allocatable
/// components of one structure of type `tid`, declared once and defined after the
/// procedures ([`define_helpers`]) in the context of procedure `proc`.
pub(super) fn comp_helper(
    ctx: &mut super::Ctx,
    m: &mut Module,
    copy: bool,
    tid: u32,
    proc: crate::sema::tree::ProcId,
) -> FuncId {
    if let Some(&f) = ctx.comp_helpers.get(&(copy, tid)) {
        return f;
    }
    let ptr = m.ptr();
    let void = m.void();
    let sig = m.func_type(&[ptr], void, false);
    let name = format!(
        "_oxacc.{}.{}.{tid}",
        if copy { "copy" } else { "free" },
        ctx.prog.types[tid as usize].name.to_ascii_lowercase()
    );
    let f = m.declare_func(&name, sig);
    m.func_mut(f).linkage = Linkage::Internal;
    ctx.comp_helpers.insert((copy, tid), f);
    ctx.pending_helpers.push((copy, tid, f, proc));
    f
}
