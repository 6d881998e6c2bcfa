//! `depobj(obj)` (OpenMP 5.0 §2.17.10.1) as clang lays a dependence object out, so that
//! libomp's routines taking `omp_depend_t` read it too: `obj` points to one
//! `kmp_depend_info_t` (base address, length, flags: 24 bytes) of a block that starts with
//! another entry holding the count (1: a depobj's depend clause has one locator). A task's
//! `depend(depobj: obj)` copies the entries (oxacc-oir's omp/task.rs); the arrays of
//! `depend(iterator(…), …)` have the same layout (`oxacc_offload::omp_iterator`).

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
                    let (base, len) = self.depobj_locator(&v);
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

    /// The first byte and the length of a locator (as a task's `depend` computes them).
    fn depobj_locator(&mut self, v: &oxacc_oir::VarRef) -> (Value, Value) {
        oxacc_offload::omp_iterator::locator(&mut self.b, v)
    }
}

impl FnCx<'_, '_> {
    /// `depend(iterator(…), type: list)` clauses (OpenMP 5.0 §2.1.6, §2.17.11): each becomes
    /// a dependence array (`oxacc_offload::omp_iterator`) the task names as a depend object;
    /// returns the blocks to free once the task exists.
    pub(super) fn omp_depend_iterators(
        &mut self,
        clauses: &[crate::omp::OmpClause],
        out: &mut Vec<oxacc_oir::Clause>,
    ) -> Vec<Value> {
        use oxacc_offload::omp_iterator::{dependence_clause, IterRange};
        let mut blocks = Vec::new();
        for cl in clauses {
            let OmpArgs::Depend {
                kind,
                vars,
                iterators,
                ..
            } = &cl.args
            else {
                continue;
            };
            if iterators.is_empty() {
                continue;
            }
            self.set_span(cl.span);
            let mut ranges = Vec::new();
            for it in iterators {
                let ty = self.cx.oir_ty(self.b.module, it.ty);
                let slot = self.entry_alloca(ty);
                self.locals.insert(it.decl, slot);
                let begin = self.scalar(it.begin);
                let end = self.scalar(it.end);
                let step = match it.step {
                    Some(e) => self.scalar(e),
                    None => self.b.iconst(ty, 1),
                };
                ranges.push(IterRange {
                    slot,
                    ty,
                    begin,
                    end,
                    step,
                });
            }
            let kind = oxacc_offload::omp_host::depend_kind(*kind);
            let (clause, block) =
                dependence_clause(self, &ranges, vars.len(), kind, |f, l| {
                    f.acc_var_ref(&vars[l])
                });
            out.push(clause);
            blocks.push(block);
        }
        blocks
    }
}
