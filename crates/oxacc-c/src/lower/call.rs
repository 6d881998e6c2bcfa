//! Function calls (C17 §6.5.2.2) and the GCC built-ins glibc headers and HPC codes use.
//! Calls through a prototype pass converted arguments (sema inserted the conversions);
//! calls without one pass the promoted arguments with a signature built from them
//! (§6.5.2.2p6). Aggregates are passed and returned by value; the back end applies the
//! psABI. `va_list` operands are the address of the list.

use oxacc_oir::{CastOp, IntrinsicOp, MathFn, MathSig, OmpQuery, Ordering, Value};

use super::expr::Val;
use super::{Ctx, FnCx};
use crate::ast::{CastKind, DeclId, ExprId, ExprKind, Resolution};
use crate::types::{TypeId, TypeKind};

enum Callee {
    Direct(DeclId),
    Builtin(smol_str::SmolStr),
    Indirect,
}

impl FnCx<'_, '_> {
    fn callee_kind(&self, c: ExprId) -> Callee {
        let mut c = c;
        loop {
            match &self.cx.ast[c].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::FunctionToPointer,
                    operand,
                } => c = *operand,
                ExprKind::Ident {
                    res: Resolution::Decl(d),
                    ..
                } if self.cx.types.is_function(self.cx.ast[*d].ty) => return Callee::Direct(*d),
                ExprKind::Ident {
                    res: Resolution::Builtin,
                    name,
                } => return Callee::Builtin(name.clone()),
                _ => return Callee::Indirect,
            }
        }
    }

    pub(crate) fn call(&mut self, e: ExprId, callee: ExprId, args: &[ExprId]) -> Val {
        match self.cx.omp.variant_calls.get(&e).copied() {
            Some(v) if v.host == v.device => self.call_to(e, callee, args, Some(v.host)),
            Some(v) => self.variant_call(e, callee, args, v),
            None => self.call_to(e, callee, args, None),
        }
    }

    /// A call whose callee depends on where the code runs (`declare variant`, 5.0 §2.3.5):
    /// `omp_is_initial_device()` picks the host's or the GPU's function, a constant in each
    /// version of the code once it is compiled for its device.
    fn variant_call(
        &mut self,
        e: ExprId,
        callee: ExprId,
        args: &[ExprId],
        v: crate::omp::OmpVariantCall,
    ) -> Val {
        let ret = self.cx.ast[e].ty;
        let i32t = self.b.module.i32();
        let Some(initial) = self.b.intrinsic(
            IntrinsicOp::OmpQuery(OmpQuery::IsInitialDevice),
            &[],
            Some(i32t),
        ) else {
            return self.call_to(e, callee, args, Some(v.host));
        };
        let zero = self.b.iconst(i32t, 0);
        let on_host = self.b.icmp(oxacc_oir::IntCC::Ne, initial, zero);
        let slot = (!self.cx.types.is_void(ret)).then(|| {
            let oty = self.cx.oir_ty(self.b.module, ret);
            (oty, FnCx::entry_alloca(self, oty))
        });
        let (host_b, dev_b, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(on_host, host_b, &[], dev_b, &[]);
        for (block, f) in [(host_b, v.host), (dev_b, v.device)] {
            self.b.switch_to_block(block);
            let r = self.call_to(e, callee, args, Some(f));
            if let Some((oty, slot)) = slot {
                let val = match r {
                    Val::Scalar(x) => Some(x),
                    Val::Mem(addr) => Some(self.b.load(oty, addr)),
                    Val::Void => None,
                };
                if let Some(val) = val {
                    self.b.store(val, slot);
                }
            }
            self.b.br(join, &[]);
        }
        self.b.switch_to_block(join);
        match slot {
            Some((oty, slot)) => match self.cx.types.is_scalar(ret) {
                true => Val::Scalar(self.b.load(oty, slot)),
                false => Val::Mem(slot),
            },
            None => Val::Void,
        }
    }

    /// `omp_alloc(size, allocator)`, `omp_calloc(n, size, allocator)` (5.1 §3.13.7),
    /// `omp_aligned_alloc(align, size, allocator)` and `omp_free(p, allocator)` in a target
    /// region (5.0 §3.7: only predefined allocators there, whose memory on a device is its
    /// default memory, as clang has it): `__oxacc_omp_aligned_alloc` (of 16 for `omp_alloc`),
    /// `__oxacc_omp_calloc` and `__oxacc_omp_free` (libomp's entry points the GPU has not;
    /// oxacc-codegen's device/omp_alloc.rs defines them, libaccrt for the host); the host fallback
    /// runs the same, so that every block the region's `omp_free` gets is one it knows
    /// (libomp's `omp_calloc` block, given to `free`, aborted the program). The allocator is
    /// still evaluated.
    fn omp_device_alloc(&mut self, e: ExprId, d: DeclId, args: &[ExprId]) -> Option<Val> {
        if self.acc_compute_depth == 0 || !(2..=3).contains(&args.len()) {
            return None;
        }
        let name = self.cx.library_function(d)?;
        let (ptr, i64t, void) = (
            self.b.module.ptr(),
            self.b.module.i64(),
            self.b.module.void(),
        );
        self.set_span(self.cx.ast[e].loc);
        match name.as_str() {
            // Every block of the region carries the header `omp_free` reads (oxacc-codegen
            // device/omp_alloc.rs): a `malloc` block had none, and reading the 16 bytes below
            // it went outside the block (compute-sanitizer memcheck, omp/target/533).
            "omp_calloc" if args.len() == 3 => {
                let mut counts = Vec::with_capacity(2);
                for &a in &args[..2] {
                    let v = self.scalar(a);
                    let from = self.cx.ast[a].ty;
                    counts.push(self.convert_scalar(v, from, TypeId::ULONG));
                }
                self.scalar(args[2]);
                let sig = self.b.module.func_type(&[i64t, i64t], ptr, false);
                let f = oxacc_offload::Host::runtime_func(self, "__oxacc_omp_calloc", sig);
                Some(Val::Scalar(self.b.call(f, &counts)?))
            }
            // The alignment of an allocator that `uses_allocators` made from traits, else 16.
            "omp_alloc" if args.len() == 2 => {
                let size = self.scalar(args[0]);
                let from = self.cx.ast[args[0]].ty;
                let size = self.convert_scalar(size, from, TypeId::ULONG);
                let align = self.omp_allocator_alignment(args[1]);
                let sig = self.b.module.func_type(&[i64t, i64t], ptr, false);
                let f = oxacc_offload::Host::runtime_func(self, "__oxacc_omp_aligned_alloc", sig);
                Some(Val::Scalar(self.b.call(f, &[align, size])?))
            }
            // 5.1 §3.13.6: the device's own aligned block (CUDA's heap has no aligned
            // allocation), which the region's `omp_free` recognises (oxacc-codegen
            // device/omp_alloc.rs, libaccrt api/omp_device/aligned.rs for the host fallback).
            "omp_aligned_alloc" if args.len() == 3 => {
                let mut vals = Vec::with_capacity(2);
                for &a in &args[..2] {
                    let v = self.scalar(a);
                    let from = self.cx.ast[a].ty;
                    vals.push(self.convert_scalar(v, from, TypeId::ULONG));
                }
                // 5.0 §2.11.2: the larger of the argument and the allocator's alignment.
                let own = self.omp_allocator_alignment(args[2]);
                let more = self.b.icmp(oxacc_oir::IntCC::Ugt, own, vals[0]);
                vals[0] = self.b.select(more, own, vals[0]);
                let sig = self.b.module.func_type(&[i64t, i64t], ptr, false);
                let f = oxacc_offload::Host::runtime_func(self, "__oxacc_omp_aligned_alloc", sig);
                Some(Val::Scalar(self.b.call(f, &vals)?))
            }
            "omp_free" if args.len() == 2 => {
                let p = self.scalar(args[0]);
                self.scalar(args[1]);
                let sig = self.b.module.func_type(&[ptr], void, false);
                let f = oxacc_offload::Host::runtime_func(self, "__oxacc_omp_free", sig);
                self.b.call(f, &[p]);
                Some(Val::Void)
            }
            _ => None,
        }
    }

    /// The alignment a region's allocation through allocator expression `a` gets
    /// (`oxacc_offload::omp_allocator::alignment`), as an i64.
    fn omp_allocator_alignment(&mut self, a: ExprId) -> Value {
        let h = self.scalar(a);
        let from = self.cx.ast[a].ty;
        let h = self.convert_scalar(h, from, TypeId::ULONG);
        oxacc_offload::omp_allocator::alignment(&mut self.b, h)
    }

    /// Gives each allocator variable of `uses_allocators(a(traits))` (its declaration, its
    /// traits array's and the array's length) the handle made from the traits for the
    /// construct that follows (5.0 §2.12.5); answers each variable's address and own value,
    /// stored back after the construct.
    pub(super) fn omp_region_allocators(
        &mut self,
        list: &[(crate::ast::DeclId, crate::ast::DeclId, u64)],
        span: oxacc_source::Span,
    ) -> Vec<(Value, Value)> {
        let i64t = self.b.module.i64();
        let mut saved = Vec::with_capacity(list.len());
        for &(a, traits, n) in list {
            let slot = self.decl_addr(a, span);
            let own = self.b.load(i64t, slot);
            let at = self.decl_addr(traits, span);
            let h = oxacc_offload::omp_allocator::device_handle(&mut self.b, at, n);
            self.b.store(h, slot);
            saved.push((slot, own));
        }
        saved
    }

    /// A call, of `over` instead of the callee when given.
    fn call_to(&mut self, e: ExprId, callee: ExprId, args: &[ExprId], over: Option<DeclId>) -> Val {
        let ret = self.cx.ast[e].ty;
        let kind = match over {
            Some(d) => Callee::Direct(d),
            None => self.callee_kind(callee),
        };
        if let Callee::Builtin(name) = &kind {
            return self.builtin(e, name, args);
        }
        if let Callee::Direct(d) = kind {
            if let Some(v) = self.omp_device_alloc(e, d, args) {
                return v;
            }
            if let Some(v) = self.library_builtin(e, d, args, ret) {
                return v;
            }
        }
        let fn_ty = self
            .cx
            .types
            .pointee(self.cx.ast[callee].ty)
            .unwrap_or(TypeId::ERROR);
        let prototype = matches!(
            self.cx.types.kind(fn_ty),
            TypeKind::Function {
                prototype: true,
                ..
            }
        );
        let (fptr, direct) = match kind {
            Callee::Direct(d) => match self.cx.func_of(self.b.module, d) {
                Some(f) => (None, Some(f)),
                None => (Some(self.scalar(callee)), None),
            },
            _ => (Some(self.scalar(callee)), None),
        };
        let vals = self.call_args(args);
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.cx.ast[a].ty).collect();
        let sig = if prototype {
            self.cx.fn_sig(self.b.module, fn_ty)
        } else {
            self.cx.sig_from_args(self.b.module, ret, &arg_tys)
        };
        self.set_span(self.cx.ast[e].loc);
        let r = match direct {
            Some(f)
                if self.b.module.func(f).sig == sig
                    || (prototype && self.sig_accepts(f, &vals)) =>
            {
                self.b.call(f, &vals)
            }
            Some(f) => {
                let p = self.b.func_addr(f);
                self.b.call_indirect(sig, p, &vals)
            }
            None => {
                let p = fptr.unwrap_or_else(|| self.b.null());
                self.b.call_indirect(sig, p, &vals)
            }
        };
        self.call_result(r, ret)
    }

    /// Whether a direct call to `f` with these argument values verifies (the definition's
    /// signature may differ from the declaration in scope only in unprototyped details).
    fn sig_accepts(&self, f: oxacc_oir::FuncId, vals: &[Value]) -> bool {
        let (params, _, variadic) = self.b.module.signature(f);
        if vals.len() < params.len() || (!variadic && vals.len() != params.len()) {
            return false;
        }
        params
            .iter()
            .zip(vals)
            .all(|(&p, &v)| self.b.body.value_type(v) == p)
    }

    /// The argument values, evaluated right to left as gcc does on x86-64 (the order is
    /// unspecified, §6.5.2.2p10, and programs that print from arguments depend on it).
    fn call_args(&mut self, args: &[ExprId]) -> Vec<Value> {
        let mut vals = Vec::with_capacity(args.len());
        for &a in args.iter().rev() {
            let t = self.cx.ast[a].ty;
            let v = match self.rvalue(a) {
                Val::Scalar(x) => x,
                Val::Mem(addr) => {
                    let oty = self.cx.oir_ty(self.b.module, t);
                    self.b.load(oty, addr)
                }
                Val::Void => {
                    let i32t = self.b.module.i32();
                    self.b.undef(i32t)
                }
            };
            vals.push(v);
        }
        vals.reverse();
        vals
    }

    fn call_result(&mut self, r: Option<Value>, ret: TypeId) -> Val {
        match r {
            None => Val::Void,
            Some(v) if self.cx.is_mem(ret) => {
                let t = self.b.value_type(v);
                let tmp = self.entry_alloca(t);
                self.b.store(v, tmp);
                Val::Mem(tmp)
            }
            Some(v) => Val::Scalar(v),
        }
    }

    /// `va_arg(ap, T)` (§7.16.1.1): the back end implements psABI §3.5.7.
    pub(crate) fn va_arg(&mut self, ap: ExprId, ty: TypeId) -> Val {
        let list = self.scalar(ap);
        let t = self.cx.oir_ty(self.b.module, ty);
        let v = self.b.va_arg(list, t);
        if self.cx.is_mem(ty) {
            let tmp = self.entry_alloca(t);
            self.b.store(v, tmp);
            return Val::Mem(tmp);
        }
        Val::Scalar(v)
    }

    fn builtin(&mut self, e: ExprId, name: &str, args: &[ExprId]) -> Val {
        let ret = self.cx.ast[e].ty;
        let base = name.trim_start_matches("__builtin_");
        if let Some(v) = self.inline_builtin(base, args, ret) {
            return v;
        }
        if name.starts_with("__sync_") && name != "__sync_synchronize"
            || name.starts_with("__atomic_")
        {
            return match self.atomic_builtin(e, name, args) {
                Some(v) => v,
                None => {
                    let what = format!("the built-in function '{name}' on this operand");
                    self.unsupported_value(e, &what)
                }
            };
        }
        match base {
            "va_start" | "va_end" => {
                let list = self.arg(args, 0);
                for &a in args.iter().skip(1) {
                    self.rvalue(a);
                }
                if base == "va_start" {
                    self.b.va_start(list);
                } else {
                    self.b.va_end(list);
                }
                Val::Void
            }
            "va_copy" => {
                let dst = self.arg(args, 0);
                let src = self.arg(args, 1);
                self.b.va_copy(dst, src);
                Val::Void
            }
            "expect" | "expect_with_probability" | "assume_aligned" => {
                let v = self.rvalue_or_undef(args.first().copied());
                for &a in args.iter().skip(1) {
                    self.rvalue(a);
                }
                match args.first() {
                    Some(&a) => {
                        let from = self.cx.ast[a].ty;
                        self.convert(v, from, ret)
                    }
                    None => self.undef_of(ret),
                }
            }
            "unreachable" | "trap" => {
                if base == "trap" {
                    self.b.intrinsic(IntrinsicOp::Trap, &[], None);
                }
                self.b.unreachable();
                self.start_dead_block();
                Val::Void
            }
            // A hint only; its operands have no side effects worth keeping.
            "prefetch" => Val::Void,
            // Not evaluated (GCC: the operand has no side effects that are performed).
            "constant_p" => self.int_const(ret, 0),
            "object_size" | "dynamic_object_size" => {
                let kind = args.get(1).and_then(|&a| self.cx.eval_int(a)).unwrap_or(0);
                self.int_const(ret, if kind & 2 == 0 { -1 } else { 0 })
            }
            // `__builtin_inf*`, `__builtin_huge_val*`, `__builtin_nan*` (a payload is ignored).
            _ if crate::sema::float_constant_builtin(name, true).is_some() => {
                let f = crate::sema::float_constant_builtin(name, true).unwrap_or(f64::NAN);
                self.fconst_of(ret, f)
            }
            "fabs" | "fabsf" | "fabsl" | "sqrt" | "sqrtf" | "sqrtl" => {
                let op = if base.starts_with("fabs") {
                    IntrinsicOp::Fabs
                } else {
                    IntrinsicOp::Sqrt
                };
                self.float_intrinsic(op, args, ret)
            }
            "bswap16" | "bswap32" | "bswap64" | "popcount" | "popcountl" | "popcountll" | "clz"
            | "clzl" | "clzll" | "ctz" | "ctzl" | "ctzll" => self.bit_intrinsic(base, args, ret),
            "alloca" => {
                let n = self.arg(args, 0);
                let at = args.first().map_or(TypeId::ULONG, |&a| self.cx.ast[a].ty);
                let n = self.widen_to_i64(n, at);
                let i8t = self.b.module.i8();
                Val::Scalar(self.b.alloca(i8t, Some(n)))
            }
            // Sema types unknown built-ins as `int`; the complex result needs its real type.
            "complex" if self.cx.types.is_complex(ret) && args.len() == 2 => {
                let re = self.scalar(args[0]);
                let im = self.scalar(args[1]);
                self.make_complex(re, im, ret)
            }
            "complex" => {
                self.unsupported_value(e, "'__builtin_complex' (sema gives it type 'int')")
            }
            "__sync_synchronize" => {
                self.b.fence(Ordering::SeqCst);
                Val::Void
            }
            _ if name.starts_with("__builtin_") && !base.starts_with("ia32") => {
                match self.builtin_math(e, base, args, ret) {
                    Some(v) => v,
                    None => self.libc_call(e, base, args),
                }
            }
            _ => {
                let what = format!("the built-in function '{name}'");
                self.unsupported_value(e, &what)
            }
        }
    }

    fn arg(&mut self, args: &[ExprId], i: usize) -> Value {
        match args.get(i) {
            Some(&a) => self.scalar(a),
            None => self.b.null(),
        }
    }

    fn rvalue_or_undef(&mut self, a: Option<ExprId>) -> Val {
        match a {
            Some(a) => self.rvalue(a),
            None => Val::Void,
        }
    }

    fn fconst_of(&mut self, ty: TypeId, v: f64) -> Val {
        let t = self.cx.val_ty(self.b.module, ty);
        Val::Scalar(self.b.fconst(t, v))
    }

    /// Library functions gcc expands inline at every optimization level, so that a program
    /// calling them links without `-lm` as gcc's build does: `fabs`, `fabsf`, `fabsl`,
    /// `copysign`, `copysignf`, `copysignl` (pure bit operations, no `errno`; gcc -O0 on
    /// x86-64 still calls `sqrt`, `floor`, `fmin`, … from libm, and so do we: those become
    /// `libm.*` intrinsics, [`Self::library_math`]). Only a declaration with the library's
    /// type qualifies, and not when the program defines the function itself.
    fn library_builtin(
        &mut self,
        e: ExprId,
        d: DeclId,
        args: &[ExprId],
        ret: TypeId,
    ) -> Option<Val> {
        // The name first: `library_function` looks through every declaration.
        let name = self.cx.ast[d].name()?;
        let known = matches!(
            name.as_str(),
            "fabs" | "fabsf" | "fabsl" | "copysign" | "copysignf" | "copysignl" | "acc_on_device"
        ) || MathFn::from_c_name(name).is_some()
            || OmpQuery::from_routine(name).is_some();
        if !known {
            return None;
        }
        let name = self.cx.library_function(d)?;
        let (op, arity, real) = match name.as_str() {
            "fabs" => (IntrinsicOp::Fabs, 1, TypeId::DOUBLE),
            "fabsf" => (IntrinsicOp::Fabs, 1, TypeId::FLOAT),
            "fabsl" => (IntrinsicOp::Fabs, 1, TypeId::LONGDOUBLE),
            "copysign" => (IntrinsicOp::Copysign, 2, TypeId::DOUBLE),
            "copysignf" => (IntrinsicOp::Copysign, 2, TypeId::FLOAT),
            "copysignl" => (IntrinsicOp::Copysign, 2, TypeId::LONGDOUBLE),
            "acc_on_device" => return self.acc_on_device(e, args, ret),
            n if OmpQuery::from_routine(n).is_some() => {
                let q = OmpQuery::from_routine(n)?;
                return self.omp_query(e, q, args, ret);
            }
            _ => return self.library_math(e, d, &name, args, ret),
        };
        if !self.has_library_type(d, real, &vec![real; arity], args.len(), ret) {
            return None;
        }
        let vals: Vec<Value> = args.iter().map(|&a| self.scalar(a)).collect();
        let t = self.b.value_type(vals[0]);
        self.b.intrinsic(op, &vals, Some(t)).map(Val::Scalar)
    }

    /// A call of a `<math.h>` function's `double` or `float` variant (C17 §7.12) as its
    /// `libm.*` intrinsic; the arguments are evaluated as for any call.
    fn library_math(
        &mut self,
        e: ExprId,
        d: DeclId,
        name: &str,
        args: &[ExprId],
        ret: TypeId,
    ) -> Option<Val> {
        let (f, float) = MathFn::from_c_name(name)?;
        let real = if float { TypeId::FLOAT } else { TypeId::DOUBLE };
        let (params, result) = math_signature(f, real);
        if !self.has_library_type(d, result, &params, args.len(), ret) {
            return None;
        }
        let vals = self.call_args(args);
        self.set_span(self.cx.ast[e].loc);
        let t = self.cx.val_ty(self.b.module, result);
        let r = self.b.intrinsic(IntrinsicOp::Libm(f), &vals, Some(t))?;
        Some(Val::Scalar(r))
    }

    /// `__builtin_exp(x)` and the other `__builtin_` forms of the math functions, when sema
    /// typed the call as the library function's (the arguments of a built-in arrive
    /// promoted, so `float` variants mostly do not qualify): the `libm.*` intrinsic.
    fn builtin_math(&mut self, e: ExprId, base: &str, args: &[ExprId], ret: TypeId) -> Option<Val> {
        let (f, float) = MathFn::from_c_name(base)?;
        let real = if float { TypeId::FLOAT } else { TypeId::DOUBLE };
        let (params, result) = math_signature(f, real);
        let kinds_match = args.len() == params.len()
            && args
                .iter()
                .zip(&params)
                .all(|(&a, &p)| self.cx.types.kind(self.cx.ast[a].ty) == self.cx.types.kind(p));
        if !kinds_match || self.cx.types.kind(ret) != self.cx.types.kind(result) {
            return None;
        }
        let vals = self.call_args(args);
        self.set_span(self.cx.ast[e].loc);
        let t = self.cx.val_ty(self.b.module, result);
        let r = self.b.intrinsic(IntrinsicOp::Libm(f), &vals, Some(t))?;
        Some(Val::Scalar(r))
    }

    /// `acc_on_device(dev)` (OpenACC 3.3 §3.2.17) as the intrinsic each target answers.
    fn acc_on_device(&mut self, e: ExprId, args: &[ExprId], ret: TypeId) -> Option<Val> {
        let &[a] = args else {
            return None;
        };
        let i32t = self.b.module.i32();
        let t = self.cx.val_ty(self.b.module, ret);
        let at = self.cx.val_ty(self.b.module, self.cx.ast[a].ty);
        if t != i32t || at != i32t {
            return None;
        }
        let vals = self.call_args(args);
        self.set_span(self.cx.ast[e].loc);
        let r = self.b.intrinsic(IntrinsicOp::AccOnDevice, &vals, Some(t))?;
        Some(Val::Scalar(r))
    }

    /// `omp_get_team_num()` and the other routines of [`OmpQuery`] as the intrinsic each
    /// target answers (device code from its execution model, docs/openmp.md).
    fn omp_query(&mut self, e: ExprId, q: OmpQuery, args: &[ExprId], ret: TypeId) -> Option<Val> {
        let t = self.cx.val_ty(self.b.module, ret);
        if !args.is_empty() || t != self.b.module.i32() {
            return None;
        }
        self.set_span(self.cx.ast[e].loc);
        if self.omp_fn_team > 0 {
            // A parallel construct of a `declare target` function: a team of one thread
            // (`omp_device::declare_target_parallel`).
            let v = match q {
                OmpQuery::ThreadNum => Some(0),
                OmpQuery::NumThreads | OmpQuery::Level => Some(1),
                _ => None,
            };
            if let Some(v) = v {
                return Some(Val::Scalar(self.b.iconst(t, v)));
            }
        }
        if q == OmpQuery::Level && !self.omp_threads.is_empty() {
            // In a parallel region of a target region (4.5 §3.2.17), whatever runs it: the
            // thread loop of a region that one thread runs is no thread loop for acc-outline.
            return Some(Val::Scalar(self.b.iconst(t, 1)));
        }
        let r = self.b.intrinsic(IntrinsicOp::OmpQuery(q), &[], Some(t))?;
        Some(Val::Scalar(r))
    }

    /// Whether library function `d` is declared with the prototype `result(params)` and
    /// called with as many arguments and for a result of that type.
    fn has_library_type(
        &self,
        d: DeclId,
        result: TypeId,
        params: &[TypeId],
        nargs: usize,
        ret: TypeId,
    ) -> bool {
        let TypeKind::Function {
            ret: r,
            params: ps,
            variadic: false,
            prototype: true,
        } = self.cx.types.kind(self.cx.ast[d].ty)
        else {
            return false;
        };
        // Qualifiers of a parameter do not matter (§6.7.6.3p15): compare the kinds.
        *r == result
            && ret == result
            && ps.len() == params.len()
            && nargs == params.len()
            && ps
                .iter()
                .zip(params)
                .all(|(&p, &q)| self.cx.types.kind(p) == self.cx.types.kind(q))
    }

    /// `__builtin_fabs(x)` and friends: the argument arrives promoted (the built-in has no
    /// prototype) and is brought back to the result type first.
    fn float_intrinsic(&mut self, op: IntrinsicOp, args: &[ExprId], ret: TypeId) -> Val {
        let Some(&a) = args.first() else {
            return self.undef_of(ret);
        };
        let v = self.rvalue(a);
        let from = self.cx.ast[a].ty;
        let Val::Scalar(x) = self.convert(v, from, ret) else {
            return self.undef_of(ret);
        };
        let t = self.b.value_type(x);
        match self.b.intrinsic(op, &[x], Some(t)) {
            Some(r) => Val::Scalar(r),
            None => self.undef_of(ret),
        }
    }

    fn bit_intrinsic(&mut self, base: &str, args: &[ExprId], ret: TypeId) -> Val {
        let Some(&a) = args.first() else {
            return self.undef_of(ret);
        };
        let x = self.scalar(a);
        let from = self.cx.ast[a].ty;
        let width: u32 = if base.starts_with("bswap") {
            base.trim_start_matches("bswap").parse().unwrap_or(32)
        } else if base.ends_with("ll") || base.ends_with('l') {
            64
        } else {
            32
        };
        let it = self.b.module.int(width);
        let op_ty = if width == 64 {
            TypeId::ULONG
        } else if width == 16 {
            TypeId::USHORT
        } else {
            TypeId::UINT
        };
        let x = self.convert_scalar(x, from, op_ty);
        let x = if self.b.value_type(x) == it {
            x
        } else {
            self.b.cast(CastOp::Bitcast, x, it)
        };
        let op = match base.trim_end_matches('l') {
            b if b.starts_with("bswap") => IntrinsicOp::Bswap,
            "popcount" => IntrinsicOp::Ctpop,
            "clz" => IntrinsicOp::Ctlz,
            _ => IntrinsicOp::Cttz,
        };
        let Some(r) = self.b.intrinsic(op, &[x], Some(it)) else {
            return self.undef_of(ret);
        };
        Val::Scalar(self.convert_scalar(r, op_ty, ret))
    }

    /// `__builtin_memcpy`, `__builtin_printf`, …: the library function of the same name.
    fn libc_call(&mut self, e: ExprId, base: &str, args: &[ExprId]) -> Val {
        let ret = self.cx.ast[e].ty;
        let vals = self.call_args(args);
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.cx.ast[a].ty).collect();
        let sig = self.cx.sig_from_args(self.b.module, ret, &arg_tys);
        let f = match self.b.module.func_by_name(base) {
            Some(f) => f,
            None => {
                let f = self.b.module.declare_func(base, sig);
                self.cx.funcs.insert(base.into(), f);
                f
            }
        };
        let r = if self.b.module.func(f).sig == sig {
            self.b.call(f, &vals)
        } else {
            let p = self.b.func_addr(f);
            self.b.call_indirect(sig, p, &vals)
        };
        self.call_result(r, ret)
    }
}

/// The C prototype of math function `f` over `real` (`double` or `float`): parameters, result.
fn math_signature(f: MathFn, real: TypeId) -> (Vec<TypeId>, TypeId) {
    match f.sig() {
        MathSig::Unary => (vec![real], real),
        MathSig::Binary => (vec![real; 2], real),
        MathSig::Ternary => (vec![real; 3], real),
        MathSig::ScaleInt => (vec![real, TypeId::INT], real),
        MathSig::ToInt => (vec![real], TypeId::INT),
    }
}

impl Ctx<'_> {
    /// The name of function `d` when it is the C library's: declared with external linkage
    /// and no `asm` label, and not defined by the program.
    pub(crate) fn library_function(&self, d: DeclId) -> Option<smol_str::SmolStr> {
        let decl = &self.ast[d];
        if decl.linkage != crate::ast::Linkage::External || decl.declarator.asm_label.is_some() {
            return None;
        }
        let name = decl.name()?.clone();
        (!self.defined_fns.contains(&name)).then_some(name)
    }
}
