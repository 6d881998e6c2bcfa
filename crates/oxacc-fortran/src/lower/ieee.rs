//! The subroutines of `ieee_exceptions` (Fortran 2018 §17.11) as calls to the C library's
//! `<fenv.h>` (glibc's libm, linked with every Fortran program): a flag is its `FE_*` bit
//! (`sema/ieee_exceptions.rs`). IEEE_GET_FLAG is `fetestexcept`, IEEE_SET_FLAG
//! `fesetexceptflag` (which sets or clears the flag without trapping, as §17.11.34 wants),
//! the halting modes glibc's `fegetexcept`/`feenableexcept`/`fedisableexcept`, the status
//! `fegetenv`/`fesetenv` into the `ieee_status_type` variable. Array flags (`ieee_usual`)
//! are done element by element (the subroutines are elemental).

use oxacc_oir::{BinOp, IntCC, Value};

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::ieee_exceptions::IeeeSub;
use crate::sema::tree::Expr;
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    pub(super) fn ieee_sub(&mut self, sub: IeeeSub, flag: Option<&Expr>, value: &Expr) {
        let Some(flag) = flag else {
            let (addr, _) = self.designator(value, &[]);
            let name = match sub {
                IeeeSub::GetStatus => "fegetenv",
                _ => "fesetenv",
            };
            let f = runtime::func(self.b.module, name, &[Rt::Ptr], Rt::I32);
            self.b.call(f, &[addr]);
            return;
        };
        let extents = if flag.rank > 0 {
            self.shape_of(flag)
        } else {
            Vec::new()
        };
        self.for_shape(&extents, &mut |fl, at| {
            let bit = fl.eval(flag, at).s();
            let i32t = fl.b.module.i32();
            let bit = fl.int_to(bit, i32t);
            let vat: &[Value] = if value.rank > 0 { at } else { &[] };
            match sub {
                IeeeSub::GetFlag | IeeeSub::GetHaltingMode => {
                    let raised = if sub == IeeeSub::GetFlag {
                        let f = runtime::func(fl.b.module, "fetestexcept", &[Rt::I32], Rt::I32);
                        fl.b.call(f, &[bit]).expect("fetestexcept result")
                    } else {
                        let f = runtime::func(fl.b.module, "fegetexcept", &[], Rt::I32);
                        let all = fl.b.call(f, &[]).expect("fegetexcept result");
                        fl.b.binary(BinOp::And, all, bit)
                    };
                    let zero = fl.b.iconst(i32t, 0);
                    let on = fl.b.icmp(IntCC::Ne, raised, zero);
                    let (addr, _) = fl.designator(value, vat);
                    fl.store_val(value.ty, Val::S(on), addr, None);
                }
                IeeeSub::SetFlag => {
                    let v = fl.eval(value, vat);
                    let on = fl.convert(v, value.ty, Type::Logical(1)).s();
                    let zero = fl.b.iconst(i32t, 0);
                    let bits = fl.b.select(on, bit, zero);
                    // `fexcept_t` (16 bits on x86-64, 32 on AArch64), little-endian.
                    let slot = fl.entry_alloca(i32t);
                    fl.b.store(bits, slot);
                    let f =
                        runtime::func(fl.b.module, "fesetexceptflag", &[Rt::Ptr, Rt::I32], Rt::I32);
                    fl.b.call(f, &[slot, bit]);
                }
                IeeeSub::SetHaltingMode => {
                    let v = fl.eval(value, vat);
                    let on = fl.convert(v, value.ty, Type::Logical(1)).s();
                    let enable = fl.b.create_block();
                    let disable = fl.b.create_block();
                    let done = fl.b.create_block();
                    fl.b.cond_br(on, enable, &[], disable, &[]);
                    for (blk, name) in [(enable, "feenableexcept"), (disable, "fedisableexcept")] {
                        fl.b.switch_to_block(blk);
                        let f = runtime::func(fl.b.module, name, &[Rt::I32], Rt::I32);
                        fl.b.call(f, &[bit]);
                        fl.b.br(done, &[]);
                    }
                    fl.b.switch_to_block(done);
                }
                IeeeSub::GetStatus | IeeeSub::SetStatus => {}
            }
        });
    }
}
