//! Arrays (Fortran 2018 §9.5.3, §9.5.3.3): column-major element addresses with lower bounds,
//! sections with strides, the shape of array expressions, loops over a shape (whole-array
//! assignment and reductions evaluate an expression one element at a time at a zero-based
//! index vector), array constructors and the inquiry functions of explicit-shape arrays.

use oxacc_oir::{BinOp, FloatCC, IntCC, Value};

use super::expr::Val;
use super::func::FnLower;
use super::mem_type;
use super::runtime::{self, Rt};
use crate::sema::intrinsics::Intrinsic;
use crate::sema::tree::{Const, Expr, ExprKind, Subscript};
use crate::sema::types::{CharLen, Type};

impl FnLower<'_, '_, '_> {
    /// The address (and character length) of a variable, array element, section element at
    /// index vector `at`, or substring.
    pub fn designator(&mut self, e: &Expr, at: &[Value]) -> (Value, Option<Value>) {
        match &e.kind {
            ExprKind::Var(id) => {
                let Some(info) = self.var_spelled(*id, e.span) else {
                    return self.missing(e);
                };
                if info.dims.is_empty() || at.is_empty() {
                    if let (None, Type::Character(CharLen::Assumed)) = (info.char_len, e.ty) {
                        // A CLASS(*) object seen as character (decision 107): the length its
                        // allocation wrote into the descriptor.
                        if let Some(desc) = self.descriptor_addr(*id) {
                            return (info.addr, Some(self.desc_elem_len(desc)));
                        }
                    }
                    return (info.addr, info.char_len);
                }
                // A whole array at an index vector: element (lower + j) in each dimension.
                let subs: Vec<Value> = info
                    .dims
                    .iter()
                    .zip(at)
                    .map(|(&(lo, _), &j)| self.b.binary(BinOp::Add, lo, j))
                    .collect();
                (self.element(*id, &subs, &info), info.char_len)
            }
            ExprKind::Index { array, subscripts } => {
                let Some(info) = self.var_spelled(*array, e.span) else {
                    return self.missing(e);
                };
                let subs = self.subscript_values(&info, subscripts, at);
                (self.element(*array, &subs, &info), info.char_len)
            }
            ExprKind::Component {
                base,
                index,
                subscripts,
            } => {
                let Type::Derived(tid) = base.ty else {
                    return self.missing(e);
                };
                let comp = self.ctx.prog.types[tid as usize].components[*index].clone();
                // The index vector belongs to the base when it is an array (`p%mass`), else to
                // the component (`b%pos`, `b%pos(2:3)`).
                let (base_at, comp_at): (&[Value], &[Value]) =
                    if base.rank > 0 { (at, &[]) } else { (&[], at) };
                let (addr, _) = self.designator(base, base_at);
                let st = mem_type(self.b.module, &self.ctx.derived, base.ty);
                let field = self.b.field_addr(st, addr, *index as u32);
                let len = match comp.ty {
                    Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
                    // A deferred length: the one its allocation wrote into the descriptor.
                    Type::Character(CharLen::Assumed) if comp.alloc.is_some() => {
                        Some(self.desc_elem_len(field))
                    }
                    _ => None,
                };
                if comp.alloc.is_some() {
                    // An allocatable component: the field is its descriptor.
                    let info = self.load_descriptor(field, comp.rank(), None, len);
                    let subs = if subscripts.is_empty() {
                        info.dims
                            .iter()
                            .zip(comp_at)
                            .map(|(&(lo, _), &j)| self.b.binary(BinOp::Add, lo, j))
                            .collect()
                    } else {
                        self.subscript_values(&info, subscripts, comp_at)
                    };
                    if subs.is_empty() {
                        // The whole component where an address is wanted: its first element.
                        return (info.addr, len);
                    }
                    return (self.element_typed(comp.ty, &subs, &info), len);
                }
                if comp.dims.is_empty() || (subscripts.is_empty() && comp_at.is_empty()) {
                    return (field, len);
                }
                // Column-major element of the component array (constant bounds).
                let mut subs = Vec::new();
                let mut next = 0;
                for (k, &(lo, _)) in comp.dims.iter().enumerate() {
                    let s = match subscripts.get(k) {
                        Some(Subscript::Index(x)) if x.rank > 0 => {
                            let j = comp_at.get(next).copied().unwrap_or_else(|| self.i64c(0));
                            next += 1;
                            self.eval(x, &[j]).s()
                        }
                        Some(Subscript::Index(x)) => self.scalar(x),
                        Some(Subscript::Range { lower, stride, .. }) => {
                            let lo_v = match lower {
                                Some(l) => self.scalar(l),
                                None => self.i64c(lo),
                            };
                            let j = comp_at.get(next).copied().unwrap_or_else(|| self.i64c(0));
                            next += 1;
                            let step = match stride {
                                Some(s) => self.scalar(s),
                                None => self.i64c(1),
                            };
                            let off = self.b.binary(BinOp::Mul, j, step);
                            self.b.binary(BinOp::Add, lo_v, off)
                        }
                        None => {
                            let j = comp_at.get(next).copied().unwrap_or_else(|| self.i64c(0));
                            next += 1;
                            let lo_v = self.i64c(lo);
                            self.b.binary(BinOp::Add, lo_v, j)
                        }
                    };
                    subs.push(s);
                }
                let elem = mem_type(self.b.module, &self.ctx.derived, comp.ty);
                let mut offset = self.i64c(0);
                let mut stride = 1i64;
                for (k, &s) in subs.iter().enumerate() {
                    let (lo, hi) = comp.dims[k];
                    let lo_v = self.i64c(lo);
                    let d = self.b.binary(BinOp::Sub, s, lo_v);
                    let st_v = self.i64c(stride);
                    let t = self.b.binary(BinOp::Mul, d, st_v);
                    offset = self.b.binary(BinOp::Add, offset, t);
                    stride *= (hi - lo + 1).max(0);
                }
                (self.b.elem_addr(elem, field, offset), len)
            }
            ExprKind::Substring { base, lower, upper } => {
                let (addr, len) = self.designator(base, at);
                let len = len.unwrap_or_else(|| self.i64c(1));
                let one = self.i64c(1);
                let lo = match lower {
                    Some(l) => self.scalar(l),
                    None => one,
                };
                let hi = match upper {
                    Some(u) => self.scalar(u),
                    None => len,
                };
                let off = self.b.binary(BinOp::Sub, lo, one);
                let ptr = self.b.ptr_add(addr, off);
                let n = self.b.binary(BinOp::Sub, hi, off);
                let zero = self.i64c(0);
                let pos = self.b.icmp(IntCC::Sgt, n, zero);
                (ptr, Some(self.b.select(pos, n, zero)))
            }
            _ => {
                // A value used where an address is wanted: a temporary.
                let v = self.eval(e, at);
                match v {
                    Val::Ch { ptr, len } => (ptr, Some(len)),
                    v => {
                        let mt = mem_type(self.b.module, &self.ctx.derived, e.ty);
                        let slot = self.entry_alloca(mt);
                        self.store_val(e.ty, v, slot, None);
                        (slot, None)
                    }
                }
            }
        }
    }

    fn missing(&mut self, e: &Expr) -> (Value, Option<Value>) {
        self.ctx.unsupported(e.span, "this variable's storage");
        (self.b.null(), None)
    }

    /// The extents of a reference to the array `info` describes: all of it without
    /// subscripts, else those of its section triplets.
    fn section_extents(
        &mut self,
        info: &super::func::VarInfo,
        subscripts: &[Subscript],
    ) -> Vec<Value> {
        if subscripts.is_empty() {
            return info
                .dims
                .iter()
                .map(|&(_, ext)| ext.unwrap_or_else(|| self.i64c(0)))
                .collect();
        }
        let mut out = Vec::new();
        for (k, s) in subscripts.iter().enumerate() {
            if let Some(v) = s.vector() {
                let n = self.vector_extent(v);
                out.push(n);
            }
            if let Subscript::Range {
                lower,
                upper,
                stride,
            } = s
            {
                let (lo_b, ext) = info.dims[k];
                let lo = match lower {
                    Some(l) => self.scalar(l),
                    None => lo_b,
                };
                let hi = match upper {
                    Some(u) => self.scalar(u),
                    None => {
                        let ext = ext.unwrap_or_else(|| self.i64c(0));
                        let one = self.i64c(1);
                        let last = self.b.binary(BinOp::Add, lo_b, ext);
                        self.b.binary(BinOp::Sub, last, one)
                    }
                };
                let step = match stride {
                    Some(s) => self.scalar(s),
                    None => self.i64c(1),
                };
                out.push(self.trip_count(lo, hi, step));
            }
        }
        out
    }

    /// The descriptor contents of the allocatable component `index` of the structure `base`.
    pub(super) fn component_descriptor_info(
        &mut self,
        base: &Expr,
        index: usize,
    ) -> super::func::VarInfo {
        let desc = self.component_descriptor(base, index);
        let (rank, ty) = match base.ty {
            Type::Derived(tid) => {
                let comp = &self.ctx.prog.types[tid as usize].components[index];
                (comp.rank(), comp.ty)
            }
            // Sema gives components only to structures.
            _ => (0, base.ty),
        };
        let len = match ty {
            Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
            Type::Character(CharLen::Assumed) => Some(self.desc_elem_len(desc)),
            _ => None,
        };
        self.load_descriptor(desc, rank, None, len)
    }

    /// The address of the descriptor of the allocatable component `index` of `base`.
    pub(super) fn component_descriptor(&mut self, base: &Expr, index: usize) -> Value {
        let (addr, _) = self.designator(base, &[]);
        let st = mem_type(self.b.module, &self.ctx.derived, base.ty);
        self.b.field_addr(st, addr, index as u32)
    }

    /// The subscript values (`i64`) of a reference with `subscripts` at index vector `at` (one
    /// entry per section dimension).
    fn subscript_values(
        &mut self,
        info: &super::func::VarInfo,
        subscripts: &[Subscript],
        at: &[Value],
    ) -> Vec<Value> {
        let mut subs = Vec::new();
        let mut next = 0;
        for (k, s) in subscripts.iter().enumerate() {
            match s {
                Subscript::Index(x) if x.rank > 0 => {
                    // A vector subscript (§9.5.3.3.3): its element at this section index.
                    let j = at.get(next).copied().unwrap_or_else(|| self.i64c(0));
                    next += 1;
                    let v = self.eval(x, &[j]).s();
                    let i64t = self.b.module.i64();
                    subs.push(self.int_to(v, i64t));
                }
                Subscript::Index(x) => {
                    let v = self.scalar(x);
                    let i64t = self.b.module.i64();
                    subs.push(self.int_to(v, i64t));
                }
                Subscript::Range { lower, stride, .. } => {
                    let lo = match lower {
                        Some(l) => self.scalar(l),
                        None => info.dims[k].0,
                    };
                    let j = at.get(next).copied().unwrap_or_else(|| self.i64c(0));
                    next += 1;
                    let step = match stride {
                        Some(s) => self.scalar(s),
                        None => self.i64c(1),
                    };
                    let off = self.b.binary(BinOp::Mul, j, step);
                    subs.push(self.b.binary(BinOp::Add, lo, off));
                }
            }
        }
        subs
    }

    /// The address of element `subs` (one `i64` subscript per dimension), column-major:
    /// offset = Σ (s_k − lower_k) · Π_{i<k} extent_i.
    fn element(
        &mut self,
        id: crate::sema::tree::SymbolId,
        subs: &[Value],
        info: &super::func::VarInfo,
    ) -> Value {
        let ty = self.ctx.prog.symbol(id).ty;
        self.element_typed(ty, subs, info)
    }

    pub(super) fn element_at(
        &mut self,
        ty: Type,
        subs: &[Value],
        info: &super::func::VarInfo,
    ) -> Value {
        self.element_typed(ty, subs, info)
    }

    fn element_typed(&mut self, ty: Type, subs: &[Value], info: &super::func::VarInfo) -> Value {
        let elem = mem_type(self.b.module, &self.ctx.derived, ty);
        if let Some(strides) = &info.strides {
            // Through a descriptor: byte offset Σ (s_k − lower_k) · sm_k.
            let mut bytes = self.i64c(0);
            for (k, &s) in subs.iter().enumerate() {
                let d = self.b.binary(BinOp::Sub, s, info.dims[k].0);
                let t = self.b.binary(BinOp::Mul, d, strides[k]);
                bytes = self.b.binary(BinOp::Add, bytes, t);
            }
            return self.b.ptr_add(info.addr, bytes);
        }
        let mut offset = self.i64c(0);
        let mut stride: Option<Value> = None;
        for (k, &s) in subs.iter().enumerate() {
            let (lo, ext) = info.dims[k];
            let d = self.b.binary(BinOp::Sub, s, lo);
            let term = match stride {
                Some(st) => self.b.binary(BinOp::Mul, d, st),
                None => d,
            };
            offset = self.b.binary(BinOp::Add, offset, term);
            stride = match (stride, ext) {
                (Some(st), Some(e)) => Some(self.b.binary(BinOp::Mul, st, e)),
                (None, Some(e)) => Some(e),
                (s, None) => s,
            };
        }
        if let (Type::Character(crate::sema::types::CharLen::Assumed), Some(len)) =
            (ty, info.char_len)
        {
            // Elements of a length known at run time (assumed or automatic length).
            let bytes = self.b.binary(BinOp::Mul, offset, len);
            return self.b.ptr_add(info.addr, bytes);
        }
        self.b.elem_addr(elem, info.addr, offset)
    }

    /// The address of element `off` of a temporary: elements of type `elem`, or of a
    /// character length known at run time.
    pub(super) fn temp_elem(
        &mut self,
        elem: oxacc_oir::TypeId,
        buf: Value,
        off: Value,
        run_time_len: Option<Value>,
    ) -> Value {
        match run_time_len {
            Some(len) => {
                let bytes = self.b.binary(BinOp::Mul, off, len);
                self.b.ptr_add(buf, bytes)
            }
            None => self.b.elem_addr(elem, buf, off),
        }
    }

    /// The length of the elements of a character array expression: its type's, or the one
    /// of its first element when known only at run time (nothing is loaded from memory for a
    /// variable: the length comes with the designator).
    pub(super) fn elem_char_len(&mut self, a: &Expr) -> Value {
        if let Type::Character(crate::sema::types::CharLen::Const(n)) = a.ty {
            return self.i64c(n);
        }
        let zeros = vec![self.i64c(0); a.rank as usize];
        match self.eval(a, &zeros) {
            super::expr::Val::Ch { len, .. } => len,
            _ => self.i64c(0),
        }
    }

    /// The extents (`i64`) of an array expression: those of its first array operand.
    pub fn shape_of(&mut self, e: &Expr) -> Vec<Value> {
        match &e.kind {
            ExprKind::Var(id) => {
                let Some(info) = self.var_spelled(*id, e.span) else {
                    return Vec::new();
                };
                info.dims
                    .iter()
                    .map(|&(_, ext)| ext.unwrap_or_else(|| self.i64c(0)))
                    .collect()
            }
            ExprKind::Index { array, subscripts } => {
                let Some(info) = self.var_spelled(*array, e.span) else {
                    return Vec::new();
                };
                self.section_extents(&info, subscripts)
            }
            ExprKind::ArrayCtor(items) => vec![self.i64c(items.len() as i64)],
            ExprKind::Component {
                base,
                index,
                subscripts,
            } => {
                if base.rank > 0 {
                    return self.shape_of(base);
                }
                let Type::Derived(tid) = base.ty else {
                    return Vec::new();
                };
                let comp = self.ctx.prog.types[tid as usize].components[*index].clone();
                if comp.alloc.is_some() {
                    let info = self.component_descriptor_info(base, *index);
                    return self.section_extents(&info, subscripts);
                }
                if subscripts.is_empty() {
                    return comp
                        .dims
                        .iter()
                        .map(|&(l, u)| self.i64c((u - l + 1).max(0)))
                        .collect();
                }
                let mut out = Vec::new();
                for (k, s) in subscripts.iter().enumerate() {
                    if let Some(v) = s.vector() {
                        let n = self.vector_extent(v);
                        out.push(n);
                    }
                    if let Subscript::Range {
                        lower,
                        upper,
                        stride,
                    } = s
                    {
                        let (l, u) = comp.dims[k];
                        let lo = match lower {
                            Some(x) => self.scalar(x),
                            None => self.i64c(l),
                        };
                        let hi = match upper {
                            Some(x) => self.scalar(x),
                            None => self.i64c(u),
                        };
                        let step = match stride {
                            Some(x) => self.scalar(x),
                            None => self.i64c(1),
                        };
                        out.push(self.trip_count(lo, hi, step));
                    }
                }
                out
            }
            ExprKind::Unary(_, x) | ExprKind::Convert(x) | ExprKind::Paren(x) => self.shape_of(x),
            ExprKind::Substring { base, .. } => self.shape_of(base),
            ExprKind::Binary(_, a, b) => {
                if a.rank > 0 {
                    self.shape_of(a)
                } else {
                    self.shape_of(b)
                }
            }
            ExprKind::Intrinsic(
                Intrinsic::Sum
                | Intrinsic::Product
                | Intrinsic::Maxval
                | Intrinsic::Minval
                | Intrinsic::Count
                | Intrinsic::Any
                | Intrinsic::All,
                args,
            ) if args.len() == 2 => {
                // A reduction along DIM: the array's shape without that dimension.
                let d = crate::sema::tree_const_int(&args[1]).unwrap_or(1) as usize - 1;
                let mut s = self.shape_of(&args[0]);
                if d < s.len() {
                    s.remove(d);
                }
                s
            }
            ExprKind::Intrinsic(Intrinsic::Lbound | Intrinsic::Ubound | Intrinsic::Shape, args)
                if args.len() == 1 =>
            {
                vec![self.i64c(i64::from(args[0].rank))]
            }
            ExprKind::Transform(t, args) => self.transform_shape(*t, args, e.rank),
            ExprKind::Call(..) if self.is_array_call(e) => self.array_call_shape(e),
            ExprKind::Intrinsic(_, args) | ExprKind::Call(_, args) | ExprKind::CharFn(_, args) => {
                match args.iter().find(|a| a.rank > 0) {
                    Some(a) => self.shape_of(a),
                    None => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// max((hi − lo + step) / step, 0) (§11.1.7.4.1, also the extent of a triplet §9.5.3.3.2).
    pub fn trip_count(&mut self, lo: Value, hi: Value, step: Value) -> Value {
        let d = self.b.binary(BinOp::Sub, hi, lo);
        let d = self.b.binary(BinOp::Add, d, step);
        let n = self.b.binary(BinOp::SDiv, d, step);
        let t = self.b.value_type(n);
        let zero = self.b.iconst(t, 0);
        let pos = self.b.icmp(IntCC::Sgt, n, zero);
        self.b.select(pos, n, zero)
    }

    /// Runs `body` for every index vector of `extents`, the first dimension fastest.
    pub fn for_shape(&mut self, extents: &[Value], body: &mut dyn FnMut(&mut Self, &[Value])) {
        let i64t = self.b.module.i64();
        let mut slots = Vec::new();
        let mut heads = Vec::new();
        let mut exits = Vec::new();
        // Outermost loop is the last dimension.
        for k in (0..extents.len()).rev() {
            let slot = self.entry_alloca(i64t);
            let zero = self.i64c(0);
            self.b.store(zero, slot);
            let head = self.b.create_block();
            let inner = self.b.create_block();
            let exit = self.b.create_block();
            self.b.br(head, &[]);
            self.b.switch_to_block(head);
            let j = self.b.load(i64t, slot);
            let more = self.b.icmp(IntCC::Slt, j, extents[k]);
            self.b.cond_br(more, inner, &[], exit, &[]);
            self.b.switch_to_block(inner);
            slots.push((k, slot));
            heads.push(head);
            exits.push(exit);
        }
        let mut at = vec![self.i64c(0); extents.len()];
        for &(k, slot) in &slots {
            at[k] = self.b.load(i64t, slot);
        }
        body(self, &at);
        for ((&(_, slot), head), exit) in slots.iter().zip(heads).zip(exits).rev() {
            let j = self.b.load(i64t, slot);
            let one = self.i64c(1);
            let j1 = self.b.binary(BinOp::Add, j, one);
            self.b.store(j1, slot);
            self.general_copy_latch();
            self.b.br(head, &[]);
            self.b.switch_to_block(exit);
        }
    }

    /// An array constructor's elements in a temporary; returns its address and element type.
    pub fn array_ctor(&mut self, items: &[Expr], ty: Type) -> (Value, oxacc_oir::TypeId) {
        let elem = mem_type(self.b.module, &self.ctx.derived, ty);
        let arr = self.b.module.array(elem, items.len() as u64);
        let slot = self.entry_alloca(arr);
        let len = match ty {
            Type::Character(CharLen::Const(n)) => Some(self.i64c(n)),
            _ => None,
        };
        // Structures with allocatable components are held as they are (their bytes): whoever
        // takes an element from the constructor copies its components, so copies made here
        // would only leak.
        let shallow = matches!(ty, Type::Derived(t) if self.type_has_alloc(t));
        for (i, item) in items.iter().enumerate() {
            let v = self.eval(item, &[]);
            let idx = self.i64c(i as i64);
            let addr = self.b.elem_addr(elem, slot, idx);
            match v {
                Val::A(src) if shallow => {
                    let size = self.b.module.types.size_of(elem);
                    let n = self.i64c(size as i64);
                    self.b.memcpy(addr, src, n);
                }
                v => self.store_val(ty, v, addr, len),
            }
        }
        (slot, elem)
    }

    /// Element `j` of an array constructor whose character items have lengths known at run
    /// time (§7.8: they agree; a type-spec's length was applied to each item by sema): the
    /// items' strings, the `j`-th picked.
    pub(super) fn char_ctor_element(&mut self, items: &[Expr], j: Value) -> Val {
        let mut ptr = self.b.null();
        let mut len = self.i64c(0);
        for (i, item) in items.iter().enumerate() {
            let Val::Ch { ptr: p, len: l } = self.eval(item, &[]) else {
                continue;
            };
            let k = self.i64c(i as i64);
            let is = self.b.icmp(IntCC::Eq, j, k);
            ptr = self.b.select(is, p, ptr);
            len = self.b.select(is, l, len);
        }
        Val::Ch { ptr, len }
    }

    /// Storage for a temporary of `count` elements of `elem`, freed at the end of the
    /// statement. Heap storage, as gfortran gives temporaries of run-time size: a stack
    /// array grows the stack by the array's size, and in device code the thread's stack is
    /// 1 KiB by default, where a 2,000-element temporary of a `kernels` WHERE overran it
    /// (CUDA_ERROR_ILLEGAL_ADDRESS on an H200); CUDA's device heap serves `malloc` there.
    pub(super) fn temp_buffer(&mut self, elem: oxacc_oir::TypeId, count: Value) -> Value {
        let size = self.b.module.types.size_of(elem).max(1);
        let size = self.i64c(size as i64);
        let bytes = self.b.binary(BinOp::Mul, count, size);
        // malloc(0) may return NULL; an empty temporary is never read.
        let one = self.i64c(1);
        let zero = self.i64c(0);
        let nonzero = self.b.icmp(IntCC::Sgt, bytes, zero);
        let bytes = self.b.select(nonzero, bytes, one);
        let malloc = runtime::func(self.b.module, "malloc", &[Rt::I64], Rt::Ptr);
        let buf = self.b.call(malloc, &[bytes]).expect("malloc result");
        self.temps.push(buf);
        buf
    }

    /// Frees the temporaries made since `from` (the statement's first).
    pub(super) fn free_temps(&mut self, from: usize) {
        let bufs: Vec<Value> = self.temps.drain(from..).collect();
        // A statement that ended its block (STOP, RETURN, a GOTO) jumped past this point.
        let open = self
            .b
            .current_block()
            .is_some_and(|blk| self.b.body.terminator(blk).is_none());
        if !open {
            return;
        }
        for buf in bufs {
            if let Some((ty, count)) = self.temp_owners.remove(&buf) {
                let null = self.b.null();
                let made = self.b.icmp(IntCC::Ne, buf, null);
                let walk = self.b.create_block();
                let done = self.b.create_block();
                self.b.cond_br(made, walk, &[], done, &[]);
                self.b.switch_to_block(walk);
                self.free_elements_components(ty, buf, count);
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
            }
            let free = runtime::func(self.b.module, "free", &[Rt::Ptr], Rt::Void);
            self.b.call(free, &[buf]);
        }
    }

    /// The number of elements of an array with these `(lower, extent)` dimensions (an
    /// assumed-size last dimension counts as 1).
    pub(super) fn dims_count(&mut self, dims: &[(Value, Option<Value>)]) -> Value {
        let mut count = self.i64c(1);
        for &(_, ext) in dims {
            if let Some(e) = ext {
                count = self.b.binary(BinOp::Mul, count, e);
            }
        }
        count
    }

    /// The extent of the dimension a vector subscript selects: the vector's size.
    fn vector_extent(&mut self, v: &Expr) -> Value {
        self.shape_of(v)
            .first()
            .copied()
            .unwrap_or_else(|| self.i64c(0))
    }

    /// An array expression evaluated into a contiguous temporary (an actual argument).
    pub fn array_temp(&mut self, e: &Expr) -> (Value, Value) {
        let extents = self.shape_of(e);
        let mut count = self.i64c(1);
        for &x in &extents {
            count = self.b.binary(BinOp::Mul, count, x);
        }
        let elem = mem_type(self.b.module, &self.ctx.derived, e.ty);
        // Character elements are stored with their length (padded or truncated).
        let char_len = matches!(e.ty, Type::Character(_)).then(|| self.elem_char_len(e));
        let run_time_len = char_len.filter(|_| e.ty == Type::Character(CharLen::Assumed));
        let buf = match run_time_len {
            Some(len) => {
                let bytes = self.b.binary(BinOp::Mul, count, len);
                self.temp_buffer(elem, bytes)
            }
            None => self.temp_buffer(elem, count),
        };
        let exts = extents.clone();
        let ty = e.ty;
        self.for_shape(&extents, &mut |fl, at| {
            let v = fl.eval(e, at);
            // Column-major position of `at`.
            let mut off = fl.i64c(0);
            let mut stride = fl.i64c(1);
            for (k, &j) in at.iter().enumerate() {
                let t = fl.b.binary(BinOp::Mul, j, stride);
                off = fl.b.binary(BinOp::Add, off, t);
                stride = fl.b.binary(BinOp::Mul, stride, exts[k]);
            }
            let addr = fl.temp_elem(elem, buf, off, run_time_len);
            fl.store_val(ty, v, addr, char_len);
        });
        (buf, count)
    }

    /// `size`, `lbound`, `ubound` of an explicit-shape array (§16.9.179, .109, .196).
    pub fn array_inquiry(&mut self, op: Intrinsic, args: &[Expr], ty: Type, at: &[Value]) -> Value {
        let rt = self.reg_type(ty);
        let extents = self.shape_of(&args[0]);
        let lowers: Vec<Value> = match &args[0].kind {
            ExprKind::Var(id) => match self.var(*id) {
                Some(info) => info.dims.iter().map(|d| d.0).collect(),
                None => Vec::new(),
            },
            // A whole component keeps its declared or allocated bounds (§16.9.109).
            ExprKind::Component {
                base,
                index,
                subscripts,
            } if subscripts.is_empty() && base.rank == 0 => {
                let comp = match base.ty {
                    Type::Derived(t) => {
                        Some(self.ctx.prog.types[t as usize].components[*index].clone())
                    }
                    _ => None,
                };
                match comp {
                    Some(c) if c.alloc.is_some() => {
                        let info = self.component_descriptor_info(base, *index);
                        info.dims.iter().map(|d| d.0).collect()
                    }
                    Some(c) => c.dims.iter().map(|&(lo, _)| self.i64c(lo)).collect(),
                    None => extents.iter().map(|_| self.i64c(1)).collect(),
                }
            }
            _ => extents.iter().map(|_| self.i64c(1)).collect(),
        };
        // The dimension asked for: DIM, or for the array-valued forms the position in the
        // result (one-based).
        let position = match (args.get(1), at.first()) {
            (None, Some(&j)) if op != Intrinsic::Size => {
                let one = self.i64c(1);
                Some(self.b.binary(BinOp::Add, j, one))
            }
            _ => None,
        };
        let pick = |fl: &mut Self, vals: &[Value]| -> Value {
            let dim = match (args.get(1), position) {
                (Some(d), _) => Some(fl.scalar(d)),
                (None, Some(p)) => Some(p),
                (None, None) => None,
            };
            match dim {
                None => vals.first().copied().unwrap_or_else(|| fl.i64c(0)),
                Some(dim) => {
                    let mut r = vals.first().copied().unwrap_or_else(|| fl.i64c(0));
                    for (k, &v) in vals.iter().enumerate().skip(1) {
                        let kc = fl.i64c(k as i64 + 1);
                        let is = fl.b.icmp(IntCC::Eq, dim, kc);
                        r = fl.b.select(is, v, r);
                    }
                    r
                }
            }
        };
        let v = match op {
            Intrinsic::Size if args.len() == 1 => {
                let mut n = self.i64c(1);
                for &x in &extents {
                    n = self.b.binary(BinOp::Mul, n, x);
                }
                n
            }
            Intrinsic::Size | Intrinsic::Shape => pick(self, &extents),
            Intrinsic::Lbound => pick(self, &lowers),
            _ => {
                let one = self.i64c(1);
                let uppers: Vec<Value> = lowers
                    .iter()
                    .zip(&extents)
                    .map(|(&lo, &ext)| {
                        let s = self.b.binary(BinOp::Add, lo, ext);
                        self.b.binary(BinOp::Sub, s, one)
                    })
                    .collect();
                pick(self, &uppers)
            }
        };
        self.int_to(v, rt)
    }

    /// SUM, PRODUCT, MAXVAL or MINVAL along dimension `d` (zero-based) at the index vector `at`
    /// of the result (§16.9.189 case (ii)): the elements whose other subscripts are `at`.
    pub fn reduction_along(
        &mut self,
        op: Intrinsic,
        arr: &Expr,
        d: usize,
        ty: Type,
        at: &[Value],
    ) -> Val {
        let rt = self.reg_type(ty);
        let int = matches!(ty, Type::Integer(_));
        let init = self.reduction_identity(op, ty);
        let slot = self.entry_alloca(rt);
        self.b.store(init, slot);
        let extents = self.shape_of(arr);
        let Some(&n) = extents.get(d) else {
            return Val::S(init);
        };
        self.for_shape(&[n], &mut |fl, k| {
            let mut idx: Vec<Value> = at.to_vec();
            idx.insert(d.min(idx.len()), k[0]);
            let acc = fl.b.load(rt, slot);
            let x = fl.eval(arr, &idx).s();
            let new = fl.combine(op, int, acc, x);
            fl.b.store(new, slot);
        });
        Val::S(self.b.load(rt, slot))
    }

    fn combine(&mut self, op: Intrinsic, int: bool, acc: Value, x: Value) -> Value {
        match op {
            Intrinsic::Sum if int => self.b.binary(BinOp::Add, acc, x),
            Intrinsic::Sum => self.b.binary(BinOp::FAdd, acc, x),
            Intrinsic::Product if int => self.b.binary(BinOp::Mul, acc, x),
            Intrinsic::Product => self.b.binary(BinOp::FMul, acc, x),
            Intrinsic::Count => {
                let t = self.b.value_type(acc);
                let one = self.b.iconst(t, 1);
                let zero = self.b.iconst(t, 0);
                let inc = self.b.select(x, one, zero);
                self.b.binary(BinOp::Add, acc, inc)
            }
            Intrinsic::Any => self.b.binary(BinOp::Or, acc, x),
            Intrinsic::All => self.b.binary(BinOp::And, acc, x),
            _ => {
                let max = op == Intrinsic::Maxval;
                let better = if int {
                    self.b
                        .icmp(if max { IntCC::Sgt } else { IntCC::Slt }, x, acc)
                } else {
                    self.b
                        .fcmp(if max { FloatCC::Ogt } else { FloatCC::Olt }, x, acc)
                };
                self.b.select(better, x, acc)
            }
        }
    }

    /// The starting value of a reduction (`consts::reduction_identity`) in a register.
    fn reduction_identity(&mut self, op: Intrinsic, ty: Type) -> Value {
        let rt = self.reg_type(ty);
        match crate::sema::consts::reduction_identity(op, ty) {
            Const::Int(v) => self.b.iconst(rt, v),
            Const::Logical(b) => self.b.iconst(rt, i128::from(b)),
            Const::Real(v) => self.b.fconst(rt, v),
            _ => self.b.undef(rt),
        }
    }

    /// SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL of a whole array expression and
    /// DOT_PRODUCT (§16.9), accumulated in array element order.
    pub fn reduction(&mut self, op: Intrinsic, args: &[Expr], ty: Type) -> Val {
        if let Type::Complex(_) = ty {
            return self.complex_reduction(op, args, ty);
        }
        let rt = self.reg_type(ty);
        let int = matches!(ty, Type::Integer(_));
        let init = self.reduction_identity(op, ty);
        let slot = self.entry_alloca(rt);
        self.b.store(init, slot);
        let extents = self.shape_of(&args[0]);
        self.for_shape(&extents, &mut |fl, at| {
            let acc = fl.b.load(rt, slot);
            let x = fl.eval(&args[0], at).s();
            let new = match op {
                Intrinsic::Sum if int => fl.b.binary(BinOp::Add, acc, x),
                Intrinsic::Sum => fl.b.binary(BinOp::FAdd, acc, x),
                Intrinsic::Product if int => fl.b.binary(BinOp::Mul, acc, x),
                Intrinsic::Product => fl.b.binary(BinOp::FMul, acc, x),
                Intrinsic::DotProduct => {
                    let y = fl.eval(&args[1], at).s();
                    if int {
                        let p = fl.b.binary(BinOp::Mul, x, y);
                        fl.b.binary(BinOp::Add, acc, p)
                    } else {
                        let p = fl.b.binary(BinOp::FMul, x, y);
                        fl.b.binary(BinOp::FAdd, acc, p)
                    }
                }
                Intrinsic::Maxval | Intrinsic::Minval => {
                    let max = op == Intrinsic::Maxval;
                    let better = if int {
                        fl.b.icmp(if max { IntCC::Sgt } else { IntCC::Slt }, x, acc)
                    } else {
                        fl.b.fcmp(if max { FloatCC::Ogt } else { FloatCC::Olt }, x, acc)
                    };
                    fl.b.select(better, x, acc)
                }
                Intrinsic::Count => {
                    let one = fl.b.iconst(rt, 1);
                    let zero = fl.b.iconst(rt, 0);
                    let inc = fl.b.select(x, one, zero);
                    fl.b.binary(BinOp::Add, acc, inc)
                }
                Intrinsic::Any => fl.b.binary(BinOp::Or, acc, x),
                _ => fl.b.binary(BinOp::And, acc, x),
            };
            fl.b.store(new, slot);
        });
        Val::S(self.b.load(rt, slot))
    }

    /// SUM, PRODUCT and DOT_PRODUCT of complex arrays (§16.9.188, §16.9.160, §16.9.71: the
    /// first argument conjugated), the parts accumulated in two slots.
    fn complex_reduction(&mut self, op: Intrinsic, args: &[Expr], ty: Type) -> Val {
        let rt = self.reg_type(ty);
        let (re, im) = (self.entry_alloca(rt), self.entry_alloca(rt));
        let one = if op == Intrinsic::Product { 1.0 } else { 0.0 };
        let (r0, i0) = (self.b.fconst(rt, one), self.b.fconst(rt, 0.0));
        self.b.store(r0, re);
        self.b.store(i0, im);
        let extents = self.shape_of(&args[0]);
        self.for_shape(&extents, &mut |fl, at| {
            let acc = Val::C(fl.b.load(rt, re), fl.b.load(rt, im));
            let x = fl.eval(&args[0], at);
            let new = match (op, x) {
                (Intrinsic::Product, x) => fl.complex_mul(acc, x),
                (Intrinsic::DotProduct, Val::C(a, b)) => {
                    let nb = fl.b.fneg(b);
                    let y = fl.eval(&args[1], at);
                    let p = fl.complex_mul(Val::C(a, nb), y);
                    fl.complex_add(acc, p)
                }
                (_, x) => fl.complex_add(acc, x),
            };
            if let Val::C(a, b) = new {
                fl.b.store(a, re);
                fl.b.store(b, im);
            }
        });
        Val::C(self.b.load(rt, re), self.b.load(rt, im))
    }
}
