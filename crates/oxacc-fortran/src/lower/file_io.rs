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
use crate::ast::FileOp;
use crate::sema::tree::{FileStmt, IoBranches};
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

    pub(super) fn file_stmt(&mut self, st: &FileStmt, span: Span) {
        let (file, line) = self.io_source(span);
        let begin = match st.op {
            FileOp::Open if st.unit.is_none() => "_FortranAioBeginOpenNewUnit",
            FileOp::Open => "_FortranAioBeginOpenUnit",
            FileOp::Close => "_FortranAioBeginClose",
            FileOp::Rewind => "_FortranAioBeginRewind",
            FileOp::Backspace => "_FortranAioBeginBackspace",
            FileOp::Endfile => "_FortranAioBeginEndfile",
            FileOp::Flush => "_FortranAioBeginFlush",
            // Rejected by sema.
            FileOp::Inquire | FileOp::Wait => return,
        };
        let cookie = match &st.unit {
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
        for (setter, e) in &st.specs {
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
