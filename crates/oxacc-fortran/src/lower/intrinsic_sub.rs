//! Intrinsic subroutines (`sema/intrinsic_sub.rs`): MOVE_ALLOC moves a descriptor, CPU_TIME
//! and SYSTEM_CLOCK call Flang's runtime (`flang/Runtime/time-intrinsic.h`).

use oxacc_oir::var::descriptor as cfi;

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::tree::{Expr, IntrinsicSub, RuntimeSub};
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    /// The descriptor of a MOVE_ALLOC argument: an allocatable variable or component.
    fn move_alloc_desc(&mut self, e: &Expr) -> Option<oxacc_oir::Value> {
        match &e.kind {
            crate::sema::tree::ExprKind::Var(id) => self.descriptor_addr(*id),
            _ => self.alloc_component_desc(e).map(|(d, _)| d),
        }
    }

    pub(super) fn intrinsic_call(&mut self, sub: &IntrinsicSub) {
        match sub {
            IntrinsicSub::CFPointer { cptr, fptr, shape } => {
                self.c_f_pointer(cptr, fptr, shape.as_ref())
            }
            IntrinsicSub::MoveAlloc { from, to } => {
                // §16.9.137: TO is deallocated, then has FROM's bounds and storage. FROM's
                // descriptor is taken first: FROM may be part of TO (`call move_alloc(
                // list%next, list)` pops a list), and TO's deallocation must not free it.
                let (Some(src), Some(dst)) = (self.move_alloc_desc(from), self.move_alloc_desc(to))
                else {
                    return;
                };
                let len = self.i64c(cfi::size(from.rank) as i64);
                let i8t = self.b.module.i8();
                let desc_t = self.b.module.array(i8t, cfi::size(from.rank));
                let saved = self.entry_alloca(desc_t);
                self.b.memcpy(saved, src, len);
                let null = self.b.null();
                self.b.store(null, src);
                self.deallocate_deep(dst, to.ty, usize::from(to.rank));
                self.b.memcpy(dst, saved, len);
            }
            IntrinsicSub::CpuTime(t) => {
                let f = runtime::func(self.b.module, "_FortranACpuTime", &[], Rt::F64);
                let v = self.b.call(f, &[]).expect("CpuTime result");
                self.store_converted(t, Val::S(v), Type::Real(8));
            }
            IntrinsicSub::Runtime { sub, args } => self.runtime_sub(*sub, args),
            IntrinsicSub::Ieee { sub, flag, value } => self.ieee_sub(*sub, flag.as_ref(), value),
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

    /// One call of Flang's runtime (`flang/Runtime/time-intrinsic.h`, `random.h`,
    /// `command.h`); optional arguments that are absent are null descriptors, the source
    /// position null (the runtime then reports errors without one).
    fn runtime_sub(&mut self, sub: RuntimeSub, args: &[Option<Expr>]) {
        let null = self.b.null();
        let i32t = self.b.module.i32();
        let line = self.b.iconst(i32t, 0);
        let desc = |fl: &mut Self, i: usize, definable: bool| match args.get(i) {
            Some(Some(e)) => fl.typed_descriptor(e, definable),
            _ => fl.b.null(),
        };
        let status = |fl: &mut Self, i: usize, v: oxacc_oir::Value| {
            if let Some(Some(e)) = args.get(i) {
                fl.store_converted(e, Val::S(v), Type::Integer(4));
            }
        };
        match sub {
            RuntimeSub::DateAndTime => {
                let mut call_args = Vec::new();
                for i in 0..3 {
                    match args.get(i) {
                        Some(Some(e)) => {
                            let (addr, len) = self.designator(e, &[]);
                            let len = match len {
                                Some(l) => l,
                                None => self.elem_len(e.ty),
                            };
                            call_args.extend([addr, len]);
                        }
                        _ => {
                            let zero = self.i64c(0);
                            call_args.extend([null, zero]);
                        }
                    }
                }
                let values = desc(self, 3, true);
                call_args.extend([null, line, values]);
                let f = runtime::func(
                    self.b.module,
                    "_FortranADateAndTime",
                    &[
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::I32,
                        Rt::Ptr,
                    ],
                    Rt::Void,
                );
                self.b.call(f, &call_args);
            }
            RuntimeSub::RandomNumber => {
                let h = desc(self, 0, true);
                let f = runtime::func(
                    self.b.module,
                    "_FortranARandomNumber",
                    &[Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::Void,
                );
                self.b.call(f, &[h, null, line]);
            }
            RuntimeSub::RandomSeed => {
                let which = args.iter().position(Option::is_some);
                let Some(i) = which else {
                    let f = runtime::func(
                        self.b.module,
                        "_FortranARandomSeedDefaultPut",
                        &[],
                        Rt::Void,
                    );
                    self.b.call(f, &[]);
                    return;
                };
                let name = [
                    "_FortranARandomSeedSize",
                    "_FortranARandomSeedPut",
                    "_FortranARandomSeedGet",
                ][i];
                let d = desc(self, i, i != 1);
                let f = runtime::func(self.b.module, name, &[Rt::Ptr, Rt::Ptr, Rt::I32], Rt::Void);
                self.b.call(f, &[d, null, line]);
            }
            RuntimeSub::Exit => {
                // Flang's EXIT closes the external units and calls exit(3).
                let status = match args.first() {
                    Some(Some(s)) => {
                        let v = self.scalar(s);
                        self.int_to(v, i32t)
                    }
                    _ => self.b.iconst(i32t, 0),
                };
                let f = runtime::func(self.b.module, "_FortranAExit", &[Rt::I32], Rt::Void);
                self.b.call(f, &[status]);
            }
            RuntimeSub::GetCommand => {
                let (c, l) = (desc(self, 0, true), desc(self, 1, true));
                let f = runtime::func(
                    self.b.module,
                    "_FortranAGetCommand",
                    &[Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::I32,
                );
                let st = self.b.call(f, &[c, l, null, null, line]).expect("status");
                status(self, 2, st);
            }
            RuntimeSub::GetCommandArgument => {
                let Some(Some(n)) = args.first() else { return };
                let n = self.scalar(n);
                let n = self.int_to(n, i32t);
                let (v, l) = (desc(self, 1, true), desc(self, 2, true));
                let f = runtime::func(
                    self.b.module,
                    "_FortranAGetCommandArgument",
                    &[Rt::I32, Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::I32,
                );
                let st = self
                    .b
                    .call(f, &[n, v, l, null, null, line])
                    .expect("status");
                status(self, 3, st);
            }
            RuntimeSub::GetEnvironmentVariable => {
                let name = desc(self, 0, false);
                let (v, l) = (desc(self, 1, true), desc(self, 2, true));
                let i1t = self.b.module.i1();
                // A logical is an `i1` in registers.
                let trim = match args.get(4) {
                    Some(Some(t)) => self.scalar(t),
                    _ => self.b.iconst(i1t, 1),
                };
                let f = runtime::func(
                    self.b.module,
                    "_FortranAGetEnvVariable",
                    &[Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::I1, Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::I32,
                );
                let st = self
                    .b
                    .call(f, &[name, v, l, trim, null, null, line])
                    .expect("status");
                status(self, 3, st);
            }
            RuntimeSub::ExecuteCommandLine | RuntimeSub::System => {
                // `ExecuteCommandLine(command, wait, exitstat, cmdstat, cmdmsg, source, line)`;
                // SYSTEM waits and gives its STATUS as EXITSTAT (as flang lowers it).
                let command = desc(self, 0, false);
                let i1t = self.b.module.i1();
                let (wait, exitstat, cmdstat, cmdmsg) = if sub == RuntimeSub::System {
                    // A CMDSTAT of its own: without one the runtime stops the program when
                    // the command exits non-zero, where SYSTEM just reports the status.
                    let w = self.b.iconst(i1t, 1);
                    let cmdstat = self.temp_scalar_descriptor(crate::sema::types::Type::Integer(4));
                    (w, desc(self, 1, true), cmdstat, null)
                } else {
                    let w = match args.get(1) {
                        Some(Some(w)) => self.scalar(w),
                        _ => self.b.iconst(i1t, 1),
                    };
                    (
                        w,
                        desc(self, 2, true),
                        desc(self, 3, true),
                        desc(self, 4, true),
                    )
                };
                let f = runtime::func(
                    self.b.module,
                    "_FortranAExecuteCommandLine",
                    &[Rt::Ptr, Rt::I1, Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::Void,
                );
                self.b
                    .call(f, &[command, wait, exitstat, cmdstat, cmdmsg, null, line]);
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
