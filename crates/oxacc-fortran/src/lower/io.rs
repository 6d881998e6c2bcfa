//! Data transfer output (Fortran 2018 §12.6) through Flang's I/O runtime
//! (`flang/Runtime/io-api.h`): a statement begins with `_FortranAioBeginExternal…Output`
//! (the format text is passed as it is and interpreted by the runtime), each list item is one
//! `_FortranAioOutput…` call, and `_FortranAioEndIoStatement` finishes it — the calls
//! flang-22 emits.

use oxacc_oir::Value;
use oxacc_source::Span;

use super::expr::Val;
use super::func::FnLower;
use super::runtime::{self, Rt};
use crate::sema::tree::{Expr, Format, IoItem, Write};
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    /// A WRITE/PRINT (`input` false) or READ statement.
    pub fn transfer(&mut self, w: &Write, span: Span, input: bool) {
        let i32t = self.b.module.i32();
        let unit = match &w.unit {
            Some(u) => self.scalar(u),
            // `*`: the default units, 5 for input and 6 for output in Flang's runtime.
            None => self.b.iconst(i32t, if input { 5 } else { 6 }),
        };
        let dir = if input { "Input" } else { "Output" };
        let file = self
            .ctx
            .source_name
            .map(|g| self.b.global_addr(g))
            .unwrap_or_else(|| self.b.null());
        let line = self.b.iconst(i32t, i128::from(self.ctx.line(span)));
        if let Some(v) = w.internal.as_ref().filter(|v| v.rank > 0) {
            // A character array as an internal file (§12.4): one record per element, through
            // its descriptor (`_FortranAioBeginInternalArray…`).
            let desc = self.typed_descriptor(v, true);
            let null = self.b.null();
            let zero = self.i64c(0);
            let cookie = match &w.format {
                Format::Text(e) => {
                    let Val::Ch { ptr, len } = self.eval(e, &[]) else {
                        return;
                    };
                    let f = runtime::func(
                        self.b.module,
                        &format!("_FortranAioBeginInternalArrayFormatted{dir}"),
                        &[
                            Rt::Ptr,
                            Rt::Ptr,
                            Rt::I64,
                            Rt::Ptr,
                            Rt::Ptr,
                            Rt::I64,
                            Rt::Ptr,
                            Rt::I32,
                        ],
                        Rt::Ptr,
                    );
                    self.b
                        .call(f, &[desc, ptr, len, null, null, zero, file, line])
                        .expect("cookie")
                }
                _ => {
                    let f = runtime::func(
                        self.b.module,
                        &format!("_FortranAioBeginInternalArrayList{dir}"),
                        &[Rt::Ptr, Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I32],
                        Rt::Ptr,
                    );
                    self.b
                        .call(f, &[desc, null, zero, file, line])
                        .expect("cookie")
                }
            };
            self.transfer_body(w, cookie, input);
            return;
        }
        let internal = match w.internal.as_ref() {
            Some(v) if input => match self.eval(v, &[]) {
                Val::Ch { ptr, len } => Some((ptr, len)),
                _ => return,
            },
            Some(v) => {
                let (ptr, len) = self.designator(v, &[]);
                Some((ptr, len.unwrap_or_else(|| self.i64c(1))))
            }
            None => None,
        };
        let cookie = match (&w.format, internal) {
            (Format::List | Format::Namelist(..), Some((buf, buflen))) => {
                let null = self.b.null();
                let zero = self.i64c(0);
                let f = runtime::func(
                    self.b.module,
                    &format!("_FortranAioBeginInternalList{dir}"),
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I32],
                    Rt::Ptr,
                );
                self.b
                    .call(f, &[buf, buflen, null, zero, file, line])
                    .expect("cookie")
            }
            (Format::Text(e), Some((buf, buflen))) => {
                let Val::Ch { ptr, len } = self.eval(e, &[]) else {
                    return;
                };
                let null = self.b.null();
                let zero = self.i64c(0);
                let f = runtime::func(
                    self.b.module,
                    &format!("_FortranAioBeginInternalFormatted{dir}"),
                    &[
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::Ptr,
                        Rt::I64,
                        Rt::Ptr,
                        Rt::I32,
                    ],
                    Rt::Ptr,
                );
                self.b
                    .call(f, &[buf, buflen, ptr, len, null, null, zero, file, line])
                    .expect("cookie")
            }
            // Sema gives unformatted transfers external units only.
            (Format::Unformatted, _) => {
                let f = runtime::func(
                    self.b.module,
                    &format!("_FortranAioBeginUnformatted{dir}"),
                    &[Rt::I32, Rt::Ptr, Rt::I32],
                    Rt::Ptr,
                );
                self.b.call(f, &[unit, file, line]).expect("cookie")
            }
            (Format::List | Format::Namelist(..), None) => {
                let f = runtime::func(
                    self.b.module,
                    &format!("_FortranAioBeginExternalList{dir}"),
                    &[Rt::I32, Rt::Ptr, Rt::I32],
                    Rt::Ptr,
                );
                self.b.call(f, &[unit, file, line]).expect("cookie")
            }
            (Format::Text(e), None) => {
                let Val::Ch { ptr, len } = self.eval(e, &[]) else {
                    return;
                };
                let null = self.b.null();
                let f = runtime::func(
                    self.b.module,
                    &format!("_FortranAioBeginExternalFormatted{dir}"),
                    &[Rt::Ptr, Rt::I64, Rt::Ptr, Rt::I32, Rt::Ptr, Rt::I32],
                    Rt::Ptr,
                );
                self.b
                    .call(f, &[ptr, len, null, unit, file, line])
                    .expect("cookie")
            }
        };
        self.transfer_body(w, cookie, input);
    }

    /// The rest of a data transfer once it has begun: ADVANCE=, the branch specifiers, the
    /// items, and the statement's status.
    fn transfer_body(&mut self, w: &crate::sema::tree::Write, cookie: Value, input: bool) {
        if let Some(a) = &w.advance {
            if let Val::Ch { ptr, len } = self.eval(a, &[]) {
                let f = runtime::func(
                    self.b.module,
                    "_FortranAioSetAdvance",
                    &[Rt::Ptr, Rt::Ptr, Rt::I64],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, ptr, len]);
            }
        }
        // IOSTAT=, END=, ERR=, EOR= (§12.11): errors and end of file are reported, not fatal.
        self.enable_handlers(cookie, w.iostat.is_some(), &w.branches);
        self.set_positions(cookie, &w.branches);
        if let Format::Namelist(group, items) = &w.format {
            self.namelist_transfer(cookie, group, items, input);
        }
        let unformatted = matches!(w.format, Format::Unformatted);
        for item in &w.items {
            if unformatted {
                self.unformatted_item(cookie, item, input);
            } else if input {
                self.input_item(cookie, item);
            } else {
                self.output_item(cookie, item);
            }
        }
        self.store_size(cookie, &w.branches);
        let f = runtime::func(
            self.b.module,
            "_FortranAioEndIoStatement",
            &[Rt::Ptr],
            Rt::I32,
        );
        let status = self.b.call(f, &[cookie]).expect("status");
        if let Some(v) = &w.iostat {
            let rt = self.reg_type(v.ty);
            let st = self.int_to(status, rt);
            let (addr, _) = self.designator(v, &[]);
            self.b.store(st, addr);
        }
        self.io_status_branches(status, &w.branches);
    }

    /// NAMELIST input or output (§12.6.4.6) through Flang's runtime: a `NamelistGroup`
    /// (group name, item count, items, no defined I/O table) whose items are (name,
    /// descriptor) pairs, built on the stack for the statement.
    fn namelist_transfer(
        &mut self,
        cookie: Value,
        group: &str,
        items: &[(smol_str::SmolStr, crate::sema::tree::Expr)],
        input: bool,
    ) {
        let ptr = self.b.module.ptr();
        let i64t = self.b.module.i64();
        let item_t = self.b.module.c_struct(None, &[ptr, ptr]);
        let items_t = self.b.module.array(item_t, items.len().max(1) as u64);
        let table = self.entry_alloca(items_t);
        for (k, (name, e)) in items.iter().enumerate() {
            let mut text = name.as_bytes().to_vec();
            text.push(0);
            let g = self.ctx.string(self.b.module, &text);
            let name_addr = self.b.global_addr(g);
            let desc = match e.ty {
                Type::Derived(t) if e.rank > 0 => self.derived_array_descriptor(e, t),
                Type::Derived(t) => {
                    let (addr, _) = self.designator(e, &[]);
                    self.derived_descriptor(addr, t)
                }
                _ => self.typed_descriptor(e, true),
            };
            let idx = self.i64c(k as i64);
            let slot = self.b.elem_addr(item_t, table, idx);
            let f0 = self.b.field_addr(item_t, slot, 0);
            self.b.store(name_addr, f0);
            let f1 = self.b.field_addr(item_t, slot, 1);
            self.b.store(desc, f1);
        }
        let group_t = self.b.module.c_struct(None, &[ptr, i64t, ptr, ptr]);
        let g_slot = self.entry_alloca(group_t);
        let mut text = group.as_bytes().to_vec();
        text.push(0);
        let g = self.ctx.string(self.b.module, &text);
        let name_addr = self.b.global_addr(g);
        let f = self.b.field_addr(group_t, g_slot, 0);
        self.b.store(name_addr, f);
        let n = self.i64c(items.len() as i64);
        let f = self.b.field_addr(group_t, g_slot, 1);
        self.b.store(n, f);
        let f = self.b.field_addr(group_t, g_slot, 2);
        self.b.store(table, f);
        let null = self.b.null();
        let f = self.b.field_addr(group_t, g_slot, 3);
        self.b.store(null, f);
        let name = if input {
            "_FortranAioInputNamelist"
        } else {
            "_FortranAioOutputNamelist"
        };
        let func = runtime::func(self.b.module, name, &[Rt::Ptr, Rt::Ptr], Rt::I1);
        self.b.call(func, &[cookie, g_slot]);
    }

    /// An input item: each variable (array elements in array element order, §12.6.3) read
    /// into its storage by `_FortranAioInput…`. After an error the runtime ignores the
    /// remaining items.
    fn input_item(&mut self, cookie: Value, item: &IoItem) {
        match item {
            IoItem::Expr(e) => {
                let extents = self.shape_of(e);
                self.for_shape(&extents, &mut |fl, at| {
                    let (addr, len) = fl.designator(e, at);
                    fl.input_value(cookie, e.ty, addr, len);
                });
            }
            IoItem::ImpliedDo { items, control } => {
                self.counted_do(control, |fl, _, _| {
                    for it in items {
                        fl.input_item(cookie, it);
                    }
                });
            }
        }
    }

    fn input_value(&mut self, cookie: Value, ty: Type, addr: Value, len: Option<Value>) {
        let m = &mut *self.b.module;
        match ty {
            Type::Integer(k) => {
                // `InputInteger(cookie, int64_t &, kind)` stores `kind` bytes.
                let f = runtime::func(
                    m,
                    "_FortranAioInputInteger",
                    &[Rt::Ptr, Rt::Ptr, Rt::I32],
                    Rt::I1,
                );
                let i32t = m.i32();
                let kind = self.b.iconst(i32t, i128::from(k));
                self.b.call(f, &[cookie, addr, kind]);
            }
            Type::Real(k) | Type::Complex(k) => {
                let name = match (ty, k) {
                    (Type::Real(_), 4) => "_FortranAioInputReal32",
                    (Type::Real(_), _) => "_FortranAioInputReal64",
                    (_, 4) => "_FortranAioInputComplex32",
                    _ => "_FortranAioInputComplex64",
                };
                let f = runtime::func(m, name, &[Rt::Ptr, Rt::Ptr], Rt::I1);
                self.b.call(f, &[cookie, addr]);
            }
            Type::Character(_) => {
                let len = len.unwrap_or_else(|| self.i64c(1));
                let f = runtime::func(
                    self.b.module,
                    "_FortranAioInputAscii",
                    &[Rt::Ptr, Rt::Ptr, Rt::I64],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, addr, len]);
            }
            // Sema refuses other input items.
            _ => {}
        }
    }

    fn output_item(&mut self, cookie: Value, item: &IoItem) {
        match item {
            IoItem::Expr(e) if e.rank == 0 => {
                let v = self.eval(e, &[]);
                self.output_value(cookie, e.ty, v);
            }
            IoItem::Expr(e) => {
                // An array: its elements in array element order (§12.6.3).
                let extents = self.shape_of(e);
                self.for_shape(&extents, &mut |fl, at| {
                    let v = fl.eval(e, at);
                    fl.output_value(cookie, e.ty, v);
                });
            }
            IoItem::ImpliedDo { items, control } => {
                self.counted_do(control, |fl, _, _| {
                    for it in items {
                        fl.output_item(cookie, it);
                    }
                });
            }
        }
    }

    fn output_value(&mut self, cookie: Value, ty: Type, v: Val) {
        if let (Type::Derived(id), Val::A(addr)) = (ty, v) {
            // A derived-type item is its components in order (§12.6.3).
            let st = super::mem_type(self.b.module, &self.ctx.derived, ty);
            let comps = self.ctx.prog.types[id as usize].components.clone();
            for (k, c) in comps.iter().enumerate() {
                let field = self.b.field_addr(st, addr, k as u32);
                let len = match c.ty {
                    crate::sema::types::Type::Character(crate::sema::types::CharLen::Const(n)) => {
                        Some(self.i64c(n))
                    }
                    _ => None,
                };
                if c.dims.is_empty() {
                    let x = self.load_val(c.ty, field, len);
                    self.output_value(cookie, c.ty, x);
                } else {
                    let elem = super::mem_type(self.b.module, &self.ctx.derived, c.ty);
                    let n = self.i64c(c.count());
                    let cty = c.ty;
                    self.for_shape(&[n], &mut |fl, j| {
                        let a = fl.b.elem_addr(elem, field, j[0]);
                        let x = fl.load_val(cty, a, len);
                        fl.output_value(cookie, cty, x);
                    });
                }
            }
            return;
        }
        let m = &mut *self.b.module;
        match (ty, v) {
            (Type::Integer(k), Val::S(x)) => {
                let it = m.int(8 * u32::from(k));
                let (ptr, i1) = (m.ptr(), m.i1());
                let sig = m.func_type_ext(
                    &[(ptr, oxacc_oir::Ext::None), (it, oxacc_oir::Ext::None)],
                    (i1, oxacc_oir::Ext::Zext),
                    false,
                );
                let name = format!("_FortranAioOutputInteger{}", 8 * u32::from(k));
                let f = m
                    .func_by_name(&name)
                    .unwrap_or_else(|| m.declare_func(&name, sig));
                self.b.call(f, &[cookie, x]);
            }
            (Type::Real(k), Val::S(x)) => {
                let (name, rt) = if k == 4 {
                    ("_FortranAioOutputReal32", Rt::F32)
                } else {
                    ("_FortranAioOutputReal64", Rt::F64)
                };
                let f = runtime::func(m, name, &[Rt::Ptr, rt], Rt::I1);
                self.b.call(f, &[cookie, x]);
            }
            (Type::Complex(k), Val::C(r, i)) => {
                let (name, rt) = if k == 4 {
                    ("_FortranAioOutputComplex32", Rt::F32)
                } else {
                    ("_FortranAioOutputComplex64", Rt::F64)
                };
                let f = runtime::func(m, name, &[Rt::Ptr, rt, rt], Rt::I1);
                self.b.call(f, &[cookie, r, i]);
            }
            (Type::Logical(_), Val::S(b)) => {
                let f = runtime::func(m, "_FortranAioOutputLogical", &[Rt::Ptr, Rt::I1], Rt::I1);
                self.b.call(f, &[cookie, b]);
            }
            (Type::Character(_), Val::Ch { ptr, len }) => {
                let f = runtime::func(
                    m,
                    "_FortranAioOutputAscii",
                    &[Rt::Ptr, Rt::Ptr, Rt::I64],
                    Rt::I1,
                );
                self.b.call(f, &[cookie, ptr, len]);
            }
            _ => {}
        }
    }
}

#[allow(dead_code)]
fn _uses(_: &Expr) {}
