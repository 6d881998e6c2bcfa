//! OpenMP host constructs (OpenMP 4.5 §2.5–§2.13) in OIR: the `omp.*` operations front ends
//! produce (directive.rs, [`crate::directive::OmpOp`]) and the `omp-lower` pass that turns them
//! into calls of LLVM's OpenMP runtime, libomp (the `__kmpc_*` entry points clang emits), so
//! that `-fopenmp` programs run on all host cores with the runtime users already have.
//!
//! The lowering follows libomp's contract (`kmp.h`):
//! - `omp.parallel` → the region becomes a *microtask* `void f(i32 *gtid, i32 *btid, ptr ctx)`
//!   called by `__kmpc_fork_call` on every thread of the team; the values the region uses
//!   from outside travel in `ctx`, one slot each (a variable's address, so it is shared;
//!   private, firstprivate and reduction copies live in the microtask's frame).
//! - `omp.loop` (for/do) → the iteration space is flattened (collapse) to `0..T` and
//!   distributed by `__kmpc_for_static_init_8` (static schedules) or
//!   `__kmpc_dispatch_init_8`/`__kmpc_dispatch_next_8` (dynamic, guided, auto, runtime),
//!   followed by a barrier unless `nowait`.
//! - `barrier`, `single`, `master`, `critical`, `flush`, `taskwait` → their entry points.
//! - Reductions: a private copy at the operator's identity, combined into the shared variable
//!   inside a critical section (the module's reduction lock) at the end of the construct.

mod conditional;
mod critical;
pub use critical::HOST_PATH_PREFIX;
mod included;
mod lower;
mod readonly_shared;
mod reduce;
mod routine_tasks;
mod task;

pub use lower::OmpLower;

use crate::module::Module;
use crate::InstKind;

/// Whether any function of `m` contains an `omp.*` operation (the driver runs `omp-lower`
/// only then).
pub fn module_has_omp(m: &Module) -> bool {
    m.funcs.iter().any(|f| {
        f.body.as_ref().is_some_and(|b| {
            b.insts.iter().any(|i| {
                i.block.is_some()
                    && matches!(&i.kind, InstKind::Directive(d)
                        if matches!(d.kind, crate::DirectiveKind::Omp(_)))
            })
        })
    })
}
