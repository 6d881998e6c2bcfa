//! `depobj(obj)` (OpenMP 5.0 §2.17.10.1) as clang lays a dependence object out, so that
//! libomp's routines taking `omp_depend_t` read it too: `obj` points to one
//! `kmp_depend_info_t` (base address, length, flags: 24 bytes) of a block that starts with
//! another entry holding the count (1: a depobj's depend clause has one locator). A task's
//! `depend(depobj: obj)` copies the entry (oxacc-oir's omp/task.rs).

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_oir::Value;

use super::FnCx;
use crate::ast::ExprId;
use crate::omp::{OmpArgs, OmpConstruct};

/// Size of libomp's `kmp_depend_info_t`.
const INFO: i128 = 24;

impl FnCx<'_, '_> {
    pub(super) fn omp_depobj(&mut self, c: &OmpConstruct, obj: ExprId) {
        self.set_span(c.span);
        let at = self.lvalue(obj).addr;
        let ptr = self.b.module.ptr();
        let i8t = self.b.module.int(8);
        let i64t = self.b.module.i64();
        for cl in &c.clauses {
            match (&cl.args, cl.kind) {
                (OmpArgs::Depend { kind, vars, .. }, CK::Depend) => {
                    let Some(v) = vars.first() else { continue };
                    let v = self.acc_var_ref(v);
                    let Some((base, len)) = self.depobj_locator(&v) else {
                        oxacc_offload::Host::unsupported(
                            self,
                            cl.span,
                            "a 'depobj' locator that is an array section of more than one dimension is not supported yet".into(),
                        );
                        continue;
                    };
                    let sig = self.b.module.func_type(&[i64t], ptr, false);
                    let malloc = oxacc_offload::Host::runtime_func(self, "malloc", sig);
                    let size = self.b.iconst(i64t, 2 * INFO);
                    let Some(block) = self.b.call(malloc, &[size]) else {
                        continue;
                    };
                    let one = self.b.iconst(i64t, 1);
                    self.b.store(one, block);
                    let off = self.b.iconst(i64t, INFO);
                    let info = self.b.ptr_add(block, off);
                    self.store_info(info, base, len, *kind);
                    self.b.store(info, at);
                }
                (OmpArgs::Depend { kind, .. }, CK::Update) => {
                    let info = self.b.load(ptr, at);
                    let flags = oxacc_offload::omp_host::depend_kind(*kind).kmp_flags();
                    let f = self.b.iconst(i8t, i128::from(flags));
                    let off = self.b.iconst(i64t, 16);
                    let flag_at = self.b.ptr_add(info, off);
                    self.b.store(f, flag_at);
                }
                (_, CK::Destroy) => {
                    let info = self.b.load(ptr, at);
                    let back = self.b.iconst(i64t, -INFO);
                    let block = self.b.ptr_add(info, back);
                    let void = self.b.module.void();
                    let sig = self.b.module.func_type(&[ptr], void, false);
                    let free = oxacc_offload::Host::runtime_func(self, "free", sig);
                    self.b.call(free, &[block]);
                }
                _ => {}
            }
        }
    }

    fn store_info(
        &mut self,
        info: Value,
        base: Value,
        len: Value,
        kind: oxacc_directives::omp::DependKind,
    ) {
        let i8t = self.b.module.int(8);
        let i64t = self.b.module.i64();
        self.b.store(base, info);
        let off = self.b.iconst(i64t, 8);
        let len_at = self.b.ptr_add(info, off);
        self.b.store(len, len_at);
        let flags = oxacc_offload::omp_host::depend_kind(kind).kmp_flags();
        let f = self.b.iconst(i8t, i128::from(flags));
        let off = self.b.iconst(i64t, 16);
        let flag_at = self.b.ptr_add(info, off);
        self.b.store(f, flag_at);
    }

    fn widen_i64(&mut self, v: Value) -> Value {
        let i64t = self.b.module.i64();
        if self.b.value_type(v) == i64t {
            v
        } else {
            self.b.cast(oxacc_oir::CastOp::SExt, v, i64t)
        }
    }

    /// The first byte and the length of a locator: a variable, an element or a section of
    /// one dimension (as a task's `depend` computes them).
    fn depobj_locator(&mut self, v: &oxacc_oir::VarRef) -> Option<(Value, Value)> {
        let i64t = self.b.module.i64();
        match v.bounds.as_slice() {
            [] => {
                let n = self.b.module.types.size_of(v.ty) as i128;
                Some((v.var, self.b.iconst(i64t, n)))
            }
            [b] => {
                let ptr = self.b.module.ptr();
                let base = if v.ty == ptr {
                    self.b.load(ptr, v.var)
                } else {
                    v.var
                };
                let size = self.b.module.types.size_of(b.elem) as i128;
                let sz = self.b.iconst(i64t, size);
                let lower = self.widen_i64(b.lower);
                let off = self.b.binary(oxacc_oir::BinOp::Mul, lower, sz);
                let base = self.b.ptr_add(base, off);
                let n = self.widen_i64(b.length);
                Some((base, self.b.binary(oxacc_oir::BinOp::Mul, n, sz)))
            }
            _ => None,
        }
    }
}
