//! Intrinsic subroutines (`sema/intrinsic_sub.rs`): MOVE_ALLOC moves a descriptor, CPU_TIME
//! and SYSTEM_CLOCK call Flang's runtime (`flang/Runtime/time-intrinsic.h`).

use oxacc_oir::var::descriptor as cfi;

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::tree::{Expr, IntrinsicSub};
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    pub(super) fn intrinsic_call(&mut self, sub: &IntrinsicSub) {
        match sub {
            IntrinsicSub::MoveAlloc { from, to } => {
                // §16.9.137: TO is deallocated first, then has FROM's bounds and storage.
                let (Some(src), Some(dst)) =
                    (self.descriptor_addr(*from), self.descriptor_addr(*to))
                else {
                    return;
                };
                let was = self.allocated(*to);
                let free = self.b.create_block();
                let moved = self.b.create_block();
                self.b.cond_br(was, free, &[], moved, &[]);
                self.b.switch_to_block(free);
                self.deallocate(*to);
                self.b.br(moved, &[]);
                self.b.switch_to_block(moved);
                let rank = self.ctx.prog.symbol(*from).rank() as u8;
                let len = self.i64c(cfi::size(rank) as i64);
                self.b.memcpy(dst, src, len);
                let null = self.b.null();
                self.b.store(null, src);
            }
            IntrinsicSub::CpuTime(t) => {
                let f = runtime::func(self.b.module, "_FortranACpuTime", &[], Rt::F64);
                let v = self.b.call(f, &[]).expect("CpuTime result");
                self.store_converted(t, Val::S(v), Type::Real(8));
            }
            IntrinsicSub::SystemClock { count, rate, max } => {
                for (arg, name) in [
                    (count, "_FortranASystemClockCount"),
                    (rate, "_FortranASystemClockCountRate"),
                    (max, "_FortranASystemClockCountMax"),
                ] {
                    let Some(a) = arg else { continue };
                    // The kind of the integer arguments; a real COUNT_RATE counts as kind 8.
                    let kind = match (count, a.ty) {
                        (Some(c), _) => kind_of(c.ty),
                        (None, Type::Integer(k)) => k,
                        _ => 8,
                    };
                    let f = runtime::func(self.b.module, name, &[Rt::I32], Rt::I64);
                    let i32t = self.b.module.i32();
                    let k = self.b.iconst(i32t, i128::from(kind));
                    let v = self.b.call(f, &[k]).expect("SystemClock result");
                    self.store_converted(a, Val::S(v), Type::Integer(8));
                }
            }
        }
    }

    fn store_converted(&mut self, target: &Expr, v: Val, from: Type) {
        let v = self.convert(v, from, target.ty);
        let (addr, len) = self.designator(target, &[]);
        self.store_val(target.ty, v, addr, len);
    }
}

fn kind_of(t: Type) -> u8 {
    match t {
        Type::Integer(k) => k,
        _ => 8,
    }
}
