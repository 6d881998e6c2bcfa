//! The ALLOCATE statement (Fortran 2018 §9.7.1) with SOURCE=, MOLD=, a type-spec length,
//! STAT= and ERRMSG=, and intrinsic assignment to allocatable scalars (§10.2.1.3).

use oxacc_oir::{BinOp, IntCC, Value};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::descriptor::ATTRIBUTE_ALLOCATABLE;
use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::tree::{AllocateWith, ArrayShape, Expr, ExprKind, SymbolId};
use crate::sema::types::{CharLen, Type};

impl FnLower<'_, '_, '_> {
    /// The descriptor of an allocate-object (a variable or a whole component of a scalar
    /// structure), its name for run-time messages, and whether it is a pointer.
    fn allocate_object(&mut self, e: &Expr) -> Option<(Value, SmolStr, bool)> {
        match &e.kind {
            ExprKind::Var(id) => {
                let desc = self.descriptor_addr(*id)?;
                let name = self.ctx.prog.symbol(*id).name.clone();
                Some((desc, name, self.ctx.prog.pointers.contains(id)))
            }
            ExprKind::Component { base, index, .. } => {
                let Type::Derived(t) = base.ty else {
                    return None;
                };
                let c = &self.ctx.prog.types[t as usize].components[*index];
                let (name, pointer) = (c.name.clone(), c.pointer);
                let (desc, _) = self.alloc_component_desc(e)?;
                Some((desc, name, pointer))
            }
            _ => None,
        }
    }

    /// STAT= set to `code` and ERRMSG= to `message` when given (an error condition of
    /// ALLOCATE or DEALLOCATE, §9.7.4); without STAT= the program stops with `fatal`.
    fn alloc_error(
        &mut self,
        status: Option<(Value, oxacc_oir::TypeId)>,
        errmsg: Option<&Expr>,
        code: i128,
        (message, fatal): (&str, &str),
        span: Span,
    ) {
        let Some((addr, t)) = status else {
            self.fatal(fatal, span);
            return;
        };
        let code = self.b.iconst(t, code);
        self.b.store(code, addr);
        if let Some(m) = errmsg {
            let text = self.ctx.string(self.b.module, message.as_bytes());
            let src = self.b.global_addr(text);
            let (dst, len) = self.designator(m, &[]);
            let len = len.unwrap_or_else(|| self.i64c(1));
            let n = self.i64c(message.len() as i64);
            self.char_copy(dst, len, src, n);
        }
    }

    /// STAT= zeroed before the objects are processed (§9.7.4: zero unless an error occurs).
    fn alloc_status(&mut self, stat: Option<&Expr>) -> Option<(Value, oxacc_oir::TypeId)> {
        stat.map(|s| {
            let (addr, _) = self.designator(s, &[]);
            let t = self.reg_type(s.ty);
            let zero = self.b.iconst(t, 0);
            self.b.store(zero, addr);
            (addr, t)
        })
    }

    /// Each object (variables and components in any mix, §9.7.1.1) is allocated unless it
    /// already is (§9.7.1.4: an error; with STAT= the status is nonzero and the object keeps
    /// its allocation), with the bounds written or those of SOURCE=/MOLD=, then given
    /// SOURCE='s value; an OpenACC `declare create` variable gets its device copy (§2.13.2).
    pub(super) fn allocate_stmt(
        &mut self,
        objects: &[(Expr, Vec<(Expr, Expr)>)],
        stat: Option<&Expr>,
        with: &AllocateWith,
        span: Span,
    ) {
        let status = self.alloc_status(stat);
        let allocators: Vec<Option<Value>> = objects
            .iter()
            .map(|(e, _)| match e.kind {
                ExprKind::Var(id) => self.omp_allocator_of(id),
                _ => None,
            })
            .collect();
        self.omp_next_allocators.clear();
        for (k, (obj, bounds)) in objects.iter().enumerate() {
            let Some((desc, name, pointer)) = self.allocate_object(obj) else {
                self.ctx.unsupported(obj.span, "this ALLOCATE object");
                continue;
            };
            let (ty, rank) = (obj.ty, usize::from(obj.rank));
            // An associated pointer is given a new target (§9.7.1.3: the old one stays, it
            // may be another pointer's); only an allocated allocatable is an error.
            let already = if pointer {
                let i1 = self.b.module.i1();
                self.b.iconst(i1, 0)
            } else {
                self.allocated_at(desc)
            };
            let fail = self.b.create_block();
            let go = self.b.create_block();
            let done = self.b.create_block();
            self.b.cond_br(already, fail, &[], go, &[]);
            self.b.switch_to_block(fail);
            let message = format!("Attempting to allocate already allocated variable '{name}'");
            // gfortran's LIBERROR_ALLOCATION status.
            self.alloc_error(
                status,
                with.errmsg.as_ref(),
                5014,
                (&message, &message),
                span,
            );
            self.b.br(done, &[]);
            self.b.switch_to_block(go);
            let mut bs = self.allocate_bounds(bounds);
            let shaper = with.source.as_ref().or(with.mold.as_ref());
            if bs.is_empty() && rank > 0 {
                if let Some(e) = shaper {
                    bs = self.bounds_of(e);
                }
            }
            let elem_len = match (&with.len, shaper, ty) {
                (Some(l), _, _) => {
                    let v = self.scalar(l);
                    let i64t = self.b.module.i64();
                    let v = self.int_to(v, i64t);
                    let zero = self.i64c(0);
                    let pos = self.b.icmp(IntCC::Sgt, v, zero);
                    self.b.select(pos, v, zero)
                }
                (None, Some(e), Type::Character(CharLen::Assumed)) => self.char_len_of(e),
                _ => self.elem_len(ty),
            };
            // A polymorphic SOURCE='s dynamic type may be larger than its declared type.
            let dynamic = match &with.source_tag {
                Some((tag, declared)) if rank == 0 => {
                    let tag = self.scalar(tag);
                    let declared = self.i64c(*declared);
                    let other = self.b.icmp(IntCC::Ne, tag, declared);
                    Some((tag, other))
                }
                _ => None,
            };
            let elem_len = match dynamic {
                Some((tag, _)) => self.dynamic_size(tag, elem_len),
                None => elem_len,
            };
            self.allocate_from(desc, elem_len, &bs, allocators[k]);
            if matches!(ty, Type::Derived(_)) {
                let info = self.load_descriptor(desc, rank, None, None);
                let count = self.dims_count(&info.dims);
                match &with.source {
                    None => {
                        let init = with.init.get(k).cloned().flatten();
                        self.default_initialize_at(ty, info.addr, count, init);
                    }
                    // SOURCE= is assigned, which frees the components the new storage has:
                    // none.
                    Some(_) => self.zero_new_structures(ty, info.addr, count),
                }
            }
            if let (Some(src), Some((_, other))) = (&with.source, dynamic) {
                // Another dynamic type than the declared one.
                let (copy, assign, next) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.cond_br(other, copy, &[], assign, &[]);
                self.b.switch_to_block(copy);
                // An extension this file knows is assigned as its type: its allocatable
                // components are copied deeply (decision 118).
                let tag = match &with.source_tag {
                    Some((t, _)) => self.scalar(t),
                    None => unreachable!("`dynamic` comes from `source_tag`"),
                };
                for &(known, ty) in &with.source_known {
                    let (hit, miss) = (self.b.create_block(), self.b.create_block());
                    let k = self.i64c(known);
                    let same = self.b.icmp(IntCC::Eq, tag, k);
                    self.b.cond_br(same, hit, &[], miss, &[]);
                    self.b.switch_to_block(hit);
                    // The new storage beyond the declared type's part is not zeroed yet:
                    // the assignment would free its "allocated" components.
                    let ptr = self.b.module.ptr();
                    let to = self.b.load(ptr, desc);
                    let one = self.i64c(1);
                    self.zero_new_structures(ty, to, one);
                    let whole = Expr {
                        span: src.span,
                        ty,
                        ..obj.clone()
                    };
                    let from = Expr { ty, ..src.clone() };
                    self.assign(&whole, &from);
                    self.b.br(next, &[]);
                    self.b.switch_to_block(miss);
                }
                let ptr = self.b.module.ptr();
                let to = self.b.load(ptr, desc);
                let (from, _) = self.designator(src, &[]);
                self.b.memcpy(to, from, elem_len);
                // Another file's extension: its record's helper gives the copy's allocatable
                // components storage of their own (decision 118).
                self.dynamic_components(tag, to, 6);
                self.b.br(next, &[]);
                self.b.switch_to_block(assign);
                let whole = Expr {
                    span: src.span,
                    ..obj.clone()
                };
                self.assign(&whole, src);
                self.b.br(next, &[]);
                self.b.switch_to_block(next);
            } else if let (None, Some((tag, other))) = (&with.source, dynamic) {
                // MOLD= of another dynamic type: its default values (§9.7.1.3).
                let (fresh, next) = (self.b.create_block(), self.b.create_block());
                self.b.cond_br(other, fresh, &[], next, &[]);
                self.b.switch_to_block(fresh);
                let ptr = self.b.module.ptr();
                let to = self.b.load(ptr, desc);
                self.dynamic_default(tag, to, elem_len);
                self.b.br(next, &[]);
                self.b.switch_to_block(next);
            } else if let Some(src) = &with.source {
                let whole = Expr {
                    span: src.span,
                    ..obj.clone()
                };
                self.assign(&whole, src);
            }
            if let ExprKind::Var(id) = obj.kind {
                self.acc_declared_allocate(id);
            }
            self.b.br(done, &[]);
            self.b.switch_to_block(done);
        }
    }

    /// Each object is deallocated, with its allocatable subobjects (§9.7.3.2), unless it is
    /// not allocated (§9.7.3.1: an error; gfortran's status 1 with STAT=); an OpenACC
    /// `declare create` variable loses its device copy first (§2.13.2).
    pub(super) fn deallocate_stmt(
        &mut self,
        objects: &[Expr],
        stat: Option<&Expr>,
        errmsg: Option<&Expr>,
        span: Span,
    ) {
        let status = self.alloc_status(stat);
        for obj in objects {
            let Some((desc, name, _)) = self.allocate_object(obj) else {
                self.ctx.unsupported(obj.span, "this DEALLOCATE object");
                continue;
            };
            let allocated = self.allocated_at(desc);
            let (go, fail, done) = (
                self.b.create_block(),
                self.b.create_block(),
                self.b.create_block(),
            );
            self.b.cond_br(allocated, go, &[], fail, &[]);
            self.b.switch_to_block(fail);
            self.alloc_error(
                status,
                errmsg,
                1,
                (
                    "Attempt to deallocate an unallocated object",
                    &format!("Attempt to DEALLOCATE unallocated '{name}'"),
                ),
                span,
            );
            self.b.br(done, &[]);
            self.b.switch_to_block(go);
            match obj.kind {
                ExprKind::Var(id) => {
                    self.acc_declared_deallocate(id);
                    self.deallocate_var(id, desc, obj.ty, usize::from(obj.rank));
                }
                ExprKind::Component {
                    ref base, index, ..
                } => {
                    // A `class(t)` component as its dynamic type (decision 129).
                    let tagged = match base.ty {
                        Type::Derived(tid)
                            if self.ctx.prog.types[tid as usize]
                                .tag_component(index)
                                .is_some() =>
                        {
                            let (addr, _) = self.designator(base, &[]);
                            self.poly_tag_field(tid, addr, index)
                        }
                        _ => None,
                    };
                    match tagged {
                        Some(tagged) => {
                            self.free_poly_component(desc, tagged, usize::from(obj.rank), 0)
                        }
                        None => self.deallocate_deep(desc, obj.ty, usize::from(obj.rank)),
                    }
                }
                _ => self.deallocate_deep(desc, obj.ty, usize::from(obj.rank)),
            }
            self.b.br(done, &[]);
            self.b.switch_to_block(done);
        }
    }

    /// A new structure or array of structures (§9.7.1.3): zero (pointer components
    /// disassociated, allocatable ones unallocated), then the type's default initialization.
    /// `count` of them, of type `ty`, at `base`.
    pub(super) fn default_initialize_at(
        &mut self,
        ty: Type,
        base: Value,
        count: Value,
        init: Option<crate::sema::tree::Const>,
    ) {
        let elem = super::mem_type(self.b.module, &self.ctx.derived, ty);
        let size = self.b.module.types.size_of(elem);
        let per = self.i64c(size as i64);
        let bytes = self.b.binary(BinOp::Mul, count, per);
        let i8t = self.b.module.i8();
        let zero = self.b.iconst(i8t, 0);
        self.b.memset(base, zero, bytes);
        if let Some(c) = init {
            let src = self.constant_global(&c, ty);
            self.for_shape(&[count], &mut |fl, j| {
                let dst = fl.b.elem_addr(elem, base, j[0]);
                fl.store_val(ty, Val::A(src), dst, None);
            });
        }
    }

    /// `(lower, upper)` per dimension of an array expression: a whole array's own bounds,
    /// else 1 to the extent (LBOUND and UBOUND of an expression, §16.9.109).
    fn bounds_of(&mut self, e: &Expr) -> Vec<(Value, Value)> {
        let extents = self.shape_of(e);
        let lowers: Vec<Value> = match &e.kind {
            ExprKind::Var(r) => self
                .var(*r)
                .map(|info| info.dims.iter().map(|d| d.0).collect())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let one = self.i64c(1);
        extents
            .iter()
            .enumerate()
            .map(|(k, &ext)| {
                let lo = lowers.get(k).copied().unwrap_or(one);
                let end = self.b.binary(BinOp::Add, lo, ext);
                (lo, self.b.binary(BinOp::Sub, end, one))
            })
            .collect()
    }

    /// The length of a character expression (of its elements for an array).
    fn char_len_of(&mut self, e: &Expr) -> Value {
        if e.rank > 0 {
            let zero = self.i64c(0);
            let at = vec![zero; e.rank as usize];
            return match self.eval(e, &at) {
                Val::Ch { len, .. } => len,
                _ => self.i64c(1),
            };
        }
        match self.eval(e, &[]) {
            Val::Ch { len, .. } => len,
            _ => self.i64c(1),
        }
    }

    /// Intrinsic assignment to an allocatable scalar `id` (§10.2.1.3): allocated first when
    /// it is not; a deferred-length character gets the right side's length (new storage,
    /// then the old freed, so `s = s // 'x'` reads the old value).
    pub(super) fn assign_alloc_scalar(&mut self, id: SymbolId, lhs: &Expr, rhs: &Expr) -> bool {
        let sym = self.ctx.prog.symbol(id);
        if !matches!(sym.array, Some(ArrayShape::Allocatable { rank: 0 }))
            || self.ctx.prog.pointers.contains(&id)
        {
            return false;
        }
        // A polymorphic object allocated with SOURCE= is retyped to the source's type.
        let ty = match (sym.ty, lhs.ty) {
            (Type::Derived(_), t) if t != sym.ty => t,
            _ => sym.ty,
        };
        let Some(desc) = self.descriptor_addr(id) else {
            return false;
        };
        self.assign_alloc_scalar_at(desc, ty, lhs, rhs)
    }

    /// Intrinsic assignment to the allocatable scalar whose descriptor is at `desc`, of type
    /// `ty` (a variable or a component `a%name`).
    pub(super) fn assign_alloc_scalar_at(
        &mut self,
        desc: Value,
        ty: Type,
        lhs: &Expr,
        rhs: &Expr,
    ) -> bool {
        if ty == Type::Character(CharLen::Assumed) {
            let Val::Ch { ptr, len } = self.eval(rhs, &[]) else {
                return false;
            };
            self.store_fresh_string(desc, ptr, len);
            return true;
        }
        let v = self.eval(rhs, &[]);
        let already = self.allocated_at(desc);
        let alloc = self.b.create_block();
        let store = self.b.create_block();
        self.b.cond_br(already, store, &[], alloc, &[]);
        self.b.switch_to_block(alloc);
        self.allocate_at(desc, ty, &[]);
        let ptr = self.b.module.ptr();
        let base = self.b.load(ptr, desc);
        let one = self.i64c(1);
        self.zero_new_structures(ty, base, one);
        self.b.br(store, &[]);
        self.b.switch_to_block(store);
        let (addr, len) = self.designator(lhs, &[]);
        let temp = matches!(rhs.kind, ExprKind::Construct(..) | ExprKind::Call(..));
        self.assign_val(ty, v, addr, len, temp);
        true
    }

    /// A deferred-length character scalar at `desc` takes a copy of the string `ptr`, `len`
    /// in new storage, then its old storage is freed (so `s = s // 'x'` reads the old value).
    pub(super) fn store_fresh_string(&mut self, desc: Value, ptr: Value, len: Value) {
        let one = self.i64c(1);
        let zero = self.i64c(0);
        let nonzero = self.b.icmp(IntCC::Sgt, len, zero);
        let bytes = self.b.select(nonzero, len, one);
        let malloc = runtime::func(self.b.module, "malloc", &[Rt::I64], Rt::Ptr);
        let fresh = self.b.call(malloc, &[bytes]).expect("malloc result");
        self.char_copy(fresh, len, ptr, len);
        let ptr_t = self.b.module.ptr();
        let old = self.b.load(ptr_t, desc);
        let free = runtime::func(self.b.module, "free", &[Rt::Ptr], Rt::Void);
        self.b.call(free, &[old]);
        self.write_descriptor(desc, fresh, len, &[], ATTRIBUTE_ALLOCATABLE);
    }

    /// A run-time error of the program (Flang's `ReportFatalUserError`): the message with
    /// the file and line, exit status 1.
    pub(super) fn fatal(&mut self, message: &str, span: Span) {
        let mut text = message.as_bytes().to_vec();
        text.push(0);
        let g = self.ctx.string(self.b.module, &text);
        let msg = self.b.global_addr(g);
        let file = self
            .ctx
            .source_name
            .map(|g| self.b.global_addr(g))
            .unwrap_or_else(|| self.b.null());
        let i32t = self.b.module.i32();
        let line = self.b.iconst(i32t, i128::from(self.ctx.line(span)));
        let f = runtime::func(
            self.b.module,
            "_FortranAReportFatalUserError",
            &[Rt::Ptr, Rt::Ptr, Rt::I32],
            Rt::Void,
        );
        self.b.call(f, &[msg, file, line]);
    }
}
