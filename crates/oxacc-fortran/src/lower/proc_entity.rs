//! Calls of procedures and through dummy procedures and procedure pointers (Fortran 2018
//! §15.5.2.9, §15.4.3.6): a procedure passed as an actual argument is its address, by
//! value, as gfortran passes it; a dummy procedure or procedure pointer is an `integer(8)`
//! variable holding that address (`sema/proc_entity.rs`), and a reference through it is an
//! indirect call with the signature of the arguments passed.

use oxacc_oir::{
    CastOp, ConstInit, FuncId, FunctionBuilder, GlobalData, GlobalId, Linkage, Module, TypeId,
    Value,
};
use oxacc_source::Span;

use super::func::FnLower;
use super::mem_type;
use super::runtime;
use crate::sema::tree::{ProcId, ProcKind, SymbolId};
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    /// The address of procedure `p` as an `integer(8)`: the value of its variable for a
    /// dummy procedure or procedure pointer, else its function's address.
    pub(super) fn proc_address(&mut self, p: ProcId, span: Span) -> Value {
        let i64t = self.b.module.i64();
        let proc = self.ctx.prog.proc(p);
        if let Some(v) = proc.via {
            let addr = self.var_address(v);
            return self.b.load(i64t, addr);
        }
        if !proc.host_vars.is_empty() {
            // Its host's variables come as hidden arguments, which a caller through a dummy
            // procedure does not pass: the addresses are saved in the procedure's closure (a
            // global, so that OpenMP threads of the callee see it too) and a thunk with the
            // procedure's own arguments adds them (gfortran builds a trampoline on the stack
            // instead). Two activations of the host passing it at once (recursion, threads)
            // share the one closure.
            let _ = span;
            let (thunk, closure) = self.closure_thunk(p);
            let ptr_t = self.b.module.ptr();
            let base = self.b.global_addr(closure);
            for (k, &h) in proc.host_vars.iter().enumerate() {
                let a = self.host_var_addr(h);
                let idx = self.i64c(k as i64);
                let slot = self.b.elem_addr(ptr_t, base, idx);
                self.b.store(a, slot);
            }
            let fp = self.b.func_addr(thunk);
            return self.b.cast(CastOp::PtrToInt, fp, i64t);
        }
        let f = match self.ctx.funcs.get(&p) {
            Some(&f) => f,
            None => {
                // Known by an implicit interface only: declared as it is referenced.
                let void = self.b.module.void();
                let f = runtime::func_typed(self.b.module, &proc.link_name, &[], void);
                self.ctx.funcs.insert(p, f);
                f
            }
        };
        let fp = self.b.func_addr(f);
        self.b.cast(CastOp::PtrToInt, fp, i64t)
    }

    /// The thunk and closure of internal procedure `p` (declared once; the thunks are
    /// defined after every procedure, `define_thunks`).
    fn closure_thunk(&mut self, p: ProcId) -> (FuncId, GlobalId) {
        if let Some(&(_, t, g)) = self.ctx.thunks.iter().find(|(q, _, _)| *q == p) {
            return (t, g);
        }
        let proc = self.ctx.prog.proc(p);
        let f = self.ctx.funcs[&p];
        let (params, ret, _) = self.b.module.signature(f);
        let own = params[..params.len() - proc.host_vars.len()].to_vec();
        let sig = self.b.module.func_type(&own, ret, false);
        let thunk = self
            .b
            .module
            .declare_func(&format!("{}.thunk", proc.link_name), sig);
        self.b.module.func_mut(thunk).linkage = Linkage::Internal;
        let ptr_t = self.b.module.ptr();
        let arr = self.b.module.array(ptr_t, proc.host_vars.len() as u64);
        let mut g = GlobalData::new(
            &format!("{}.closure", proc.link_name),
            arr,
            Some(ConstInit::Zero),
        );
        g.linkage = Linkage::Internal;
        let closure = self.b.module.add_global(g);
        self.ctx.thunks.push((p, thunk, closure));
        (thunk, closure)
    }

    fn var_address(&mut self, v: SymbolId) -> Value {
        match self.var(v) {
            Some(info) => info.addr,
            None => self.b.null(),
        }
    }

    /// The return type of a call of a procedure of `kind` returning `result`.
    fn call_return(&mut self, kind: ProcKind, result: Option<Type>) -> TypeId {
        match (kind, result) {
            (_, Some(Type::Character(_))) => self.b.module.void(),
            (_, Some(t)) => mem_type(self.b.module, &self.ctx.derived, t),
            _ => self.b.module.void(),
        }
    }

    /// A call through the procedure address `a` (an `integer(8)`).
    pub(super) fn call_through(
        &mut self,
        a: Value,
        kind: ProcKind,
        result: Option<Type>,
        vals: &[Value],
    ) -> Option<Value> {
        let ptr = self.b.module.ptr();
        let callee = self.b.cast(CastOp::IntToPtr, a, ptr);
        let ret = self.call_return(kind, result);
        let got: Vec<TypeId> = vals.iter().map(|&x| self.b.value_type(x)).collect();
        let sig = self.b.module.func_type(&got, ret, false);
        self.b.call_indirect(sig, callee, vals)
    }

    /// A direct call of procedure `p` (declared as first referenced when its interface is
    /// implicit).
    pub(super) fn call_direct(
        &mut self,
        p: ProcId,
        result: Option<Type>,
        vals: &[Value],
    ) -> Option<Value> {
        let proc = self.ctx.prog.proc(p);
        let f = match self.ctx.funcs.get(&p) {
            Some(&f) => f,
            None => {
                // An implicit interface: the signature of the first reference.
                let params: Vec<TypeId> = vals.iter().map(|&v| self.b.value_type(v)).collect();
                let ret = self.call_return(proc.kind, result);
                let f = runtime::func_typed(self.b.module, &proc.link_name, &params, ret);
                self.ctx.funcs.insert(p, f);
                f
            }
        };
        let (params, _, _) = self.b.module.signature(f);
        let expected: Vec<TypeId> = params.to_vec();
        let got: Vec<TypeId> = vals.iter().map(|&v| self.b.value_type(v)).collect();
        if expected != got {
            let sig = self.b.module.func(f).sig;
            let ret = self.b.module.sig_parts(sig).1;
            let call_sig = self.b.module.func_type(&got, ret, false);
            let fp = self.b.func_addr(f);
            self.b.call_indirect(call_sig, fp, vals)
        } else {
            self.b.call(f, vals)
        }
    }
}

/// The bodies of the thunks of internal procedures passed as actual arguments: the
/// procedure called with the thunk's arguments and the host addresses of its closure.
pub(crate) fn define_thunks(ctx: &mut super::Ctx, m: &mut Module) {
    for (p, thunk, closure) in ctx.thunks.clone() {
        let f = ctx.funcs[&p];
        let n = ctx.prog.proc(p).host_vars.len();
        let mut b = FunctionBuilder::new(m, thunk);
        let mut args = b.params();
        let ptr_t = b.module.ptr();
        let i64t = b.module.i64();
        let base = b.global_addr(closure);
        for k in 0..n {
            let idx = b.iconst(i64t, k as i128);
            let slot = b.elem_addr(ptr_t, base, idx);
            args.push(b.load(ptr_t, slot));
        }
        let r = b.call(f, &args);
        b.ret(r);
        b.finish();
    }
}
