//! The OpenMP `allocate` directive (5.0 §2.11.3) in Fortran: each variable's storage from the
//! directive on (the start of the procedure's statements: it stands in the specification
//! part) is `omp_alloc(size, allocator)`, with the bytes it had (default initialization,
//! zeroed allocatable components), given back with `omp_free(p, omp_null_allocator)` where
//! the procedure returns. The variable table names the new storage, so that a target region
//! maps the variable as the variable it is (C's lowering does the same, oxacc-c lower/omp.rs).
//! The directive of an ALLOCATE statement (and 5.2's `allocators`) names the allocator the
//! statement takes its objects' storage from; the descriptor remembers it
//! ([`OMP_ALLOCATED`]), and DEALLOCATE gives such storage back with `omp_free`.

use oxacc_directives::omp::OmpClauseKind as CK;
use oxacc_offload::host::Host;
use oxacc_oir::var::Shape;
use oxacc_oir::Value;

use super::func::FnLower;
use crate::sema::omp::tree::{OmpArgs, OmpStmt};
use crate::sema::tree::ExprKind;

/// The descriptor's `extra` byte of an allocatable whose storage came from `omp_alloc` (the
/// C descriptor leaves `extra` to the implementation; oxacc writes 0 elsewhere).
pub(super) const OMP_ALLOCATED: i128 = 0x4f;

impl FnLower<'_, '_, '_> {
    /// The `allocator(a)` clause's handle as an `i64`; 0 (`omp_null_allocator`: the default
    /// one) without the clause.
    fn omp_allocator_value(&mut self, o: &OmpStmt) -> Value {
        let i64t = self.b.module.i64();
        match o.clauses.iter().find(|c| c.kind == CK::Allocator) {
            Some(c) => match &c.args {
                OmpArgs::Expr(e) => {
                    let v = self.scalar(e);
                    self.int_to(v, i64t)
                }
                _ => self.i64c(0),
            },
            None => self.i64c(0),
        }
    }

    /// The directive of the next ALLOCATE statement: its allocator, for the objects it names.
    pub(super) fn omp_allocate_next(&mut self, o: &OmpStmt) {
        let allocator = self.omp_allocator_value(o);
        let mut named = false;
        for v in o
            .clauses
            .iter()
            .filter(|c| c.kind == CK::Allocate)
            .flat_map(|c| c.vars())
        {
            if let crate::sema::acc::tree::AccVar::Designator(e, _) = v {
                if let ExprKind::Var(id) = e.kind {
                    self.omp_next_allocators.push((Some(id), allocator));
                    named = true;
                }
            }
        }
        if !named {
            self.omp_next_allocators.push((None, allocator));
        }
    }

    /// The allocator of ALLOCATE object `id` from the directives before the statement.
    pub(super) fn omp_allocator_of(&self, id: crate::sema::tree::SymbolId) -> Option<Value> {
        let named = self
            .omp_next_allocators
            .iter()
            .find(|(o, _)| *o == Some(id));
        named
            .or_else(|| self.omp_next_allocators.iter().find(|(o, _)| o.is_none()))
            .map(|&(_, v)| v)
    }

    pub(super) fn omp_allocate(&mut self, o: &OmpStmt) {
        let (ptr, i64t) = (self.b.module.ptr(), self.b.module.i64());
        let sig = self.b.module.func_type(&[i64t, i64t], ptr, false);
        let alloc = Host::runtime_func(self, "omp_alloc", sig);
        let allocator = self.omp_allocator_value(o);
        let vars = o
            .clauses
            .iter()
            .filter(|c| c.kind == CK::Allocate)
            .flat_map(|c| c.vars());
        for v in vars {
            let crate::sema::acc::tree::AccVar::Designator(e, _) = v else {
                continue;
            };
            let ExprKind::Var(id) = e.kind else { continue };
            let Some(info) = self.vars.get(&id).cloned() else {
                continue;
            };
            let Some(var) = self.b.body.var_at(info.addr).cloned() else {
                continue;
            };
            let size = match &var.shape {
                Shape::Object(ty) => {
                    let n = self.b.module.types.size_of(*ty) as i64;
                    self.i64c(n)
                }
                Shape::Array {
                    elem,
                    indirect: false,
                    ..
                } => {
                    let n = self.b.module.types.size_of(*elem) as i64;
                    let es = self.i64c(n);
                    let count = self.dims_count(&info.dims);
                    self.b.binary(oxacc_oir::BinOp::Mul, count, es)
                }
                // Not a variable of the procedure's own stack (lowering gave it no storage
                // sema's rule could move).
                _ => continue,
            };
            let Some(new) = self.call_omp_memory(alloc, &[size, allocator]) else {
                continue;
            };
            self.b.memcpy(new, info.addr, size);
            // The directive stands before the procedure's first statement, so every return
            // passes it: the slot is set wherever it is read.
            let slot = self.entry_alloca(ptr);
            self.b.store(new, slot);
            self.omp_allocated.push(slot);
            let mut moved = var;
            if let Shape::Array { indirect, .. } = &mut moved.shape {
                // An automatic array: as an explicit-shape dummy, reached in compute
                // constructs through the slot of its address (`dummy_slots`), which the
                // OpenACC passes map as the array it points to.
                *indirect = true;
                moved.addr = slot;
                self.acc.dummy_slots.insert(id, slot);
            } else {
                moved.addr = new;
            }
            self.b.body.add_var(moved);
            if let Some(i) = self.vars.get_mut(&id) {
                i.addr = new;
            }
        }
    }

    /// `omp_free(p, omp_null_allocator)` of each variable `!$omp allocate` moved.
    pub(super) fn omp_free_allocated(&mut self) {
        // `omp_free` is declared where something uses it.
        if self.omp_allocated.is_empty() {
            return;
        }
        let (ptr, i64t, void) = (
            self.b.module.ptr(),
            self.b.module.i64(),
            self.b.module.void(),
        );
        let sig = self.b.module.func_type(&[ptr, i64t], void, false);
        let free = Host::runtime_func(self, "omp_free", sig);
        for slot in std::mem::take(&mut self.omp_allocated) {
            let p = self.b.load(ptr, slot);
            let null = self.i64c(0);
            self.call_omp_memory(free, &[p, null]);
        }
    }
}
