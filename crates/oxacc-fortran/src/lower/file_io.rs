//! OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE and FLUSH (`sema/file_io.rs`) and the END=, ERR=,
//! EOR= branches of data transfers, through Flang's I/O runtime (`flang/Runtime/io-api.h`):
//! `_FortranAioBegin…`, one setter per specifier, `_FortranAioEndIoStatement`, as flang-22
//! emits them. The statement's status decides the branch: Flang's `IostatEnd` (-1) goes to
//! END=, `IostatEor` (-2) to EOR=, a positive status to ERR=.

use oxacc_oir::{IntCC, Value};
use oxacc_source::Span;

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use oxacc_oir::var::descriptor as cfi;

use crate::ast::FileOp;
use crate::sema::tree::{Expr, FileStmt, Inquiry, InquiryKind, IoBranches, IoItem};
use crate::sema::types::Type;

/// Flang's `Iostat` values for end of file and end of record (`flang/Runtime/iostat-consts.h`).
const IOSTAT_END: i128 = -1;
const IOSTAT_EOR: i128 = -2;

impl FnLower<'_, '_, '_> {
    fn io_source(&mut self, span: Span) -> (Value, Value) {
        let i32t = self.b.module.i32();
        let file = self
            .ctx
            .source_name
            .map(|g| self.b.global_addr(g))
            .unwrap_or_else(|| self.b.null());
        let line = self.b.iconst(i32t, i128::from(self.ctx.line(span)));
        (file, line)
    }

    /// `_FortranAioEnableHandlers`: the statement reports instead of stopping the program.
    pub(super) fn enable_handlers(&mut self, cookie: Value, iostat: bool, b: &IoBranches) {
        if !(iostat || b.err.is_some() || b.end.is_some() || b.eor.is_some()) {
            return;
        }
        let f = runtime::func(
            self.b.module,
            "_FortranAioEnableHandlers",
            &[Rt::Ptr, Rt::I1, Rt::I1, Rt::I1, Rt::I1, Rt::I1],
            Rt::Void,
        );
        let i1 = self.b.module.i1();
        let flags: Vec<Value> = [
            iostat,
            b.err.is_some(),
            b.end.is_some(),
            b.eor.is_some(),
            false,
        ]
        .iter()
        .map(|&on| self.b.iconst(i1, i128::from(on)))
        .collect();
        self.b.call(
            f,
            &[cookie, flags[0], flags[1], flags[2], flags[3], flags[4]],
        );
    }

    /// After `_FortranAioEndIoStatement`: the branches taken by the status (§12.11.1).
    pub(super) fn io_status_branches(&mut self, status: Value, b: &IoBranches) {
        let i32t = self.b.module.i32();
        for (label, cc, value) in [
            (b.end, IntCC::Eq, IOSTAT_END),
            (b.eor, IntCC::Eq, IOSTAT_EOR),
            (b.err, IntCC::Sgt, 0),
        ] {
            let Some(l) = label else { continue };
            let k = self.b.iconst(i32t, value);
            let taken = self.b.icmp(cc, status, k);
            let target = self.label_block(l);
            let next = self.b.create_block();
            self.b.cond_br(taken, target, &[], next, &[]);
            self.b.switch_to_block(next);
        }
    }

    /// SIZE= (§12.6.2.15): the characters transferred by the non-advancing input.
    pub(super) fn store_size(&mut self, cookie: Value, b: &IoBranches) {
        if let Some(v) = &b.size {
            let f = runtime::func(self.b.module, "_FortranAioGetSize", &[Rt::Ptr], Rt::I64);
            let n = self.b.call(f, &[cookie]).expect("size");
            let t = self.reg_type(v.ty);
            let n = self.int_to(n, t);
            let (addr, _) = self.designator(v, &[]);
            self.b.store(n, addr);
        }
    }

    /// REC= and POS= of a data transfer, after its Begin call.
    pub(super) fn set_positions(&mut self, cookie: Value, b: &IoBranches) {
        for (v, name) in [(&b.rec, "_FortranAioSetRec"), (&b.pos, "_FortranAioSetPos")] {
            if let Some(v) = v {
                let x = self.scalar(v);
                let f = runtime::func(self.b.module, name, &[Rt::Ptr, Rt::I64], Rt::I1);
                self.b.call(f, &[cookie, x]);
            }
        }
    }

    /// `inquire(iolength=v) items`: the length an unformatted WRITE of the items would have.
    fn inquire_iolength(&mut self, v: &Expr, items: &[IoItem], span: Span) {
        let (file, line) = self.io_source(span);
        let f = runtime::func(
            self.b.module,
            "_FortranAioBeginInquireIoLength",
            &[Rt::Ptr, Rt::I32],
            Rt::Ptr,
        );
        let cookie = self.b.call(f, &[file, line]).expect("cookie");
        for item in items {
            self.unformatted_item(cookie, item, false);
        }
        let f = runtime::func(self.b.module, "_FortranAioGetIoLength", &[Rt::Ptr], Rt::I64);
        let n = self.b.call(f, &[cookie]).expect("iolength");
        let f = runtime::func(
            self.b.module,
            "_FortranAioEndIoStatement",
            &[Rt::Ptr],
            Rt::I32,
        );
        self.b.call(f, &[cookie]);
        let rt = self.reg_type(v.ty);
        let n = self.int_to(n, rt);
        let (addr, _) = self.designator(v, &[]);
        self.b.store(n, addr);
    }

    pub(super) fn file_stmt(&mut self, st: &FileStmt, span: Span) {
        if let Some((v, items)) = &st.iolength {
            self.inquire_iolength(v, items, span);
            return;
        }
        let (file, line) = self.io_source(span);
        let begin = match st.op {
            FileOp::Open if st.unit.is_none() => "_FortranAioBeginOpenNewUnit",
            FileOp::Open => "_FortranAioBeginOpenUnit",
            FileOp::Close => "_FortranAioBeginClose",
            FileOp::Rewind => "_FortranAioBeginRewind",
            FileOp::Backspace => "_FortranAioBeginBackspace",
            FileOp::Endfile => "_FortranAioBeginEndfile",
            FileOp::Flush => "_FortranAioBeginFlush",
            FileOp::Inquire => "_FortranAioBeginInquireUnit",
            // Rejected by sema.
            FileOp::Wait => return,
        };
        let by_file = st.op == FileOp::Inquire && st.unit.is_none();
        let cookie = match &st.unit {
            None if by_file => {
                let Some((_, f)) = st.specs.first() else {
                    return;
                };
                let Val::Ch { ptr, len } = self.eval(f, &[]) else {
                    return;
                };
                let func = runtime::func(
                    self.b.module,
                    "_FortranAioBeginInquireFile",
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I32],
                    Rt::Ptr,
                );
                self.b.call(func, &[ptr, len, file, line]).expect("cookie")
            }
            Some(u) => {
                let unit = self.scalar(u);
                let f = runtime::func(self.b.module, begin, &[Rt::I32, Rt::Ptr, Rt::I32], Rt::Ptr);
                self.b.call(f, &[unit, file, line]).expect("cookie")
            }
            None => {
                let f = runtime::func(self.b.module, begin, &[Rt::Ptr, Rt::I32], Rt::Ptr);
                self.b.call(f, &[file, line]).expect("cookie")
            }
        };
        let branches = IoBranches {
            err: st.err,
            ..IoBranches::default()
        };
        self.enable_handlers(cookie, st.iostat.is_some(), &branches);
        for (q, v) in &st.inquire {
            self.inquire_one(cookie, *q, v);
        }
        let setters = if by_file { &[][..] } else { &st.specs[..] };
        for (setter, e) in setters {
            let Val::Ch { ptr, len } = self.eval(e, &[]) else {
                continue;
            };
            let f = runtime::func(
                self.b.module,
                &format!("_FortranAio{setter}"),
                &[Rt::Ptr, Rt::Ptr, Rt::I64],
                Rt::I1,
            );
            self.b.call(f, &[cookie, ptr, len]);
        }
        if let Some(r) = &st.recl {
            let v = self.scalar(r);
            let f = runtime::func(
                self.b.module,
                "_FortranAioSetRecl",
                &[Rt::Ptr, Rt::I64],
                Rt::I1,
            );
            self.b.call(f, &[cookie, v]);
        }
        if let Some(v) = &st.newunit {
            let kind = match v.ty {
                Type::Integer(k) => k,
                _ => 4,
            };
            let (addr, _) = self.designator(v, &[]);
            let i32t = self.b.module.i32();
            let k = self.b.iconst(i32t, i128::from(kind));
            let f = runtime::func(
                self.b.module,
                "_FortranAioGetNewUnit",
                &[Rt::Ptr, Rt::Ptr, Rt::I32],
                Rt::I1,
            );
            self.b.call(f, &[cookie, addr, k]);
        }
        let f = runtime::func(
            self.b.module,
            "_FortranAioEndIoStatement",
            &[Rt::Ptr],
            Rt::I32,
        );
        let status = self.b.call(f, &[cookie]).expect("status");
        if let Some(v) = &st.iostat {
            let rt = self.reg_type(v.ty);
            let s = self.int_to(status, rt);
            let (addr, _) = self.designator(v, &[]);
            self.b.store(s, addr);
        }
        self.io_status_branches(status, &branches);
    }
}

impl FnLower<'_, '_, '_> {
    /// One INQUIRE answer stored into its variable.
    fn inquire_one(&mut self, cookie: Value, q: Inquiry, v: &Expr) {
        let i64t = self.b.module.i64();
        let hash = self.b.iconst(i64t, i128::from(q.hash));
        match q.kind {
            InquiryKind::Character => {
                let (addr, len) = self.designator(v, &[]);
                let len = len.unwrap_or_else(|| self.i64c(1));
                let f = runtime::func(
                    self.b.module,
                    "_FortranAioInquireCharacter",
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I64],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, hash, addr, len]);
            }
            InquiryKind::Logical => {
                let i8t = self.b.module.i8();
                let slot = self.entry_alloca(i8t);
                let z = self.b.iconst(i8t, 0);
                self.b.store(z, slot);
                let f = runtime::func(
                    self.b.module,
                    "_FortranAioInquireLogical",
                    &[Rt::Ptr, Rt::I64, Rt::Ptr],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, hash, slot]);
                let byte = self.b.load(i8t, slot);
                let zero = self.b.iconst(i8t, 0);
                let b = self.b.icmp(IntCC::Ne, byte, zero);
                let (addr, _) = self.designator(v, &[]);
                self.store_val(v.ty, Val::S(b), addr, None);
            }
            InquiryKind::Integer => {
                let slot = self.entry_alloca(i64t);
                let z = self.i64c(0);
                self.b.store(z, slot);
                let i32t = self.b.module.i32();
                let k = self.b.iconst(i32t, 8);
                let f = runtime::func(
                    self.b.module,
                    "_FortranAioInquireInteger64",
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I32],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, hash, slot, k]);
                let n = self.b.load(i64t, slot);
                let rt = self.reg_type(v.ty);
                let n = self.int_to(n, rt);
                let (addr, _) = self.designator(v, &[]);
                self.b.store(n, addr);
            }
        }
    }
}

/// The `CFI_type_t` code Flang's runtime expects in a descriptor of an intrinsic type
/// (`ISO_Fortran_binding.h`, with Flang's codes for the logical kinds).
fn type_code(ty: Type) -> i128 {
    match ty {
        Type::Integer(1) => 7,
        Type::Integer(2) => 8,
        Type::Integer(4) => 9,
        Type::Integer(_) => 10,
        // Flang's logical codes: `_Bool`, then the least-width integers (NAMELIST input
        // of `.true.` needs the logical category).
        Type::Logical(1) => 39,
        Type::Logical(2) => 13,
        Type::Logical(4) => 14,
        Type::Logical(_) => 15,
        Type::Real(4) => 27,
        Type::Real(_) => 28,
        Type::Complex(4) => 34,
        Type::Complex(_) => 35,
        Type::Character(_) => 40,
        Type::Derived(_) => 42,
    }
}

impl FnLower<'_, '_, '_> {
    /// A descriptor of `e` with its type code (Flang's `TypeCategory`/kind codes), for the
    /// runtime entry points that take any variable: a scalar's or an array's storage as it
    /// is, a value expression in a temporary (`definable`: a variable to be stored into).
    pub(super) fn typed_descriptor(&mut self, e: &Expr, definable: bool) -> Value {
        let input = definable;
        let desc = if e.rank > 0 {
            self.descriptor_of(e)
        } else {
            let (addr, len) = if input {
                self.designator(e, &[])
            } else {
                self.actual_address(e)
            };
            let size = oxacc_oir::var::descriptor::size(0);
            let i8t = self.b.module.i8();
            let arr = self.b.module.array(i8t, size);
            let desc = self.entry_alloca(arr);
            let elem_len = match len {
                Some(l) => l,
                None => self.elem_len(e.ty),
            };
            self.write_descriptor(desc, addr, elem_len, &[], 0);
            desc
        };
        if let Some(len) = matches!(e.ty, Type::Character(_))
            .then(|| self.designator(e, &[]).1)
            .flatten()
            .filter(|_| e.rank > 0)
        {
            let a = self.field(desc, cfi::ELEM_LEN);
            self.b.store(len, a);
        }
        let i8t = self.b.module.i8();
        let code = self.b.iconst(i8t, type_code(e.ty));
        let a = self.field(desc, cfi::TYPE);
        self.b.store(code, a);
        desc
    }

    /// A descriptor of a fresh scalar temporary of type `ty` (a status the runtime stores
    /// that the program did not ask for).
    pub(super) fn temp_scalar_descriptor(&mut self, ty: Type) -> Value {
        let mt = super::mem_type(self.b.module, &self.ctx.derived, ty);
        let addr = self.entry_alloca(mt);
        let size = oxacc_oir::var::descriptor::size(0);
        let i8t = self.b.module.i8();
        let arr = self.b.module.array(i8t, size);
        let desc = self.entry_alloca(arr);
        let elem_len = self.elem_len(ty);
        self.write_descriptor(desc, addr, elem_len, &[], 0);
        let code = self.b.iconst(i8t, type_code(ty));
        let a = self.field(desc, cfi::TYPE);
        self.b.store(code, a);
        desc
    }

    /// One item of an unformatted transfer (§12.6.4.5.2): its storage described by a
    /// descriptor for `_FortranAioOutputDescriptor`/`InputDescriptor` (the scalar entry
    /// points are for formatted transfers only).
    pub(super) fn unformatted_item(&mut self, cookie: Value, item: &IoItem, input: bool) {
        match item {
            IoItem::Expr(e) => {
                let desc = self.typed_descriptor(e, input);
                let name = if input {
                    "_FortranAioInputDescriptor"
                } else {
                    "_FortranAioOutputDescriptor"
                };
                let f = runtime::func(self.b.module, name, &[Rt::Ptr, Rt::Ptr], Rt::I1);
                self.b.call(f, &[cookie, desc]);
            }
            IoItem::ImpliedDo { items, control } => {
                self.counted_do(control, |fl, _, _| {
                    for it in items {
                        fl.unformatted_item(cookie, it, input);
                    }
                });
            }
        }
    }
}
