//! The run-time half of decision 49 (docs/design.md): a Fortran section in a data or map
//! clause whose bounds or extents are not constants (`a(1:n, 1:m)` of an allocatable or an
//! adjustable `a(nx, ny)`) is transferred as one block from its first element. OpenACC 3.3
//! §2.7.1 and OpenMP 4.5 §2.15.5.1 require it to be contiguous; where sema could not decide
//! that (`sema::acc::whole_dim` is `None`), `__oxacc_check_contiguous` checks each such
//! dimension when the clause runs and stops the program, naming the variable and the line,
//! rather than move the wrong elements.

use oxacc_oir::BinOp;

use super::super::func::FnLower;
use super::super::runtime::{self, Rt};
use crate::sema::acc::{const_dims, whole_dim};
use crate::sema::tree::{Expr, ExprKind, Subscript};

impl FnLower<'_, '_, '_> {
    /// Emits one check per dimension before the last whose coverage only the run time knows:
    /// its length must be the array's extent unless the later dimensions have one element in
    /// all (Fortran's array element order puts the first dimension fastest).
    pub(super) fn acc_check_contiguous(&mut self, e: &Expr, name: &str) {
        // Data clauses run on the host. A clause inside a compute construct or a routine
        // (`cache`, a loop's `private` or `reduction`) is device code, which cannot call the
        // runtime (the region would lose its GPU code: acc-fortran/loop/039 did).
        if self.acc.in_compute() || self.in_acc_routine() || self.acc.update_unchecked {
            return;
        }
        let ExprKind::Index { array, subscripts } = &e.kind else {
            return;
        };
        let n = subscripts.len();
        if n < 2 {
            return;
        }
        let dims = const_dims(self.ctx.prog.symbol(*array), n);
        let undecided: Vec<usize> = (0..n - 1)
            .filter(|&k| whole_dim(&subscripts[k], dims.get(k).copied().flatten()).is_none())
            .collect();
        if undecided.is_empty() {
            return;
        }
        let Some(info) = self.var(*array) else {
            return;
        };
        // The section's length in every dimension: its range extents in order, 1 for a
        // single subscript.
        let mut ranges = self.shape_of(e).into_iter();
        let lengths: Vec<_> = subscripts
            .iter()
            .map(|s| match s {
                Subscript::Range { .. } => ranges.next(),
                Subscript::Index(_) => None,
            })
            .map(|l| l.unwrap_or_else(|| self.i64c(1)))
            .collect();
        let mut text = name.as_bytes().to_vec();
        text.push(0);
        let g = self.ctx.string(self.b.module, &text);
        let name_v = self.b.global_addr(g);
        let file = self
            .ctx
            .source_name
            .map(|g| self.b.global_addr(g))
            .unwrap_or_else(|| self.b.null());
        let i32t = self.b.module.i32();
        let line = self.b.iconst(i32t, i128::from(self.ctx.line(e.span)));
        let f = runtime::func(
            self.b.module,
            "__oxacc_check_contiguous",
            &[
                Rt::Ptr,
                Rt::Ptr,
                Rt::I32,
                Rt::I64,
                Rt::I64,
                Rt::I64,
                Rt::I64,
            ],
            Rt::Void,
        );
        for k in undecided {
            let Some((_, Some(extent))) = info.dims.get(k).copied() else {
                continue;
            };
            let mut later = self.i64c(1);
            for &l in &lengths[k + 1..] {
                later = self.b.binary(BinOp::Mul, later, l);
            }
            let dim = self.i64c(k as i64 + 1);
            self.b
                .call(f, &[name_v, file, line, dim, lengths[k], extent, later]);
        }
    }
}
