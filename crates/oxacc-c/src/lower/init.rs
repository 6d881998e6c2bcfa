//! Initialization (C17 §6.7.9). Sema resolved brace elision and designators into a path per
//! item; here each item is stored at its sub-object. Objects of static storage get a byte
//! image with relocations for address constants (§6.6p9); automatic objects are zeroed and
//! then stored item by item, which gives omitted members their zero (§6.7.9p21).

use oxacc_oir::{
    AggregateKind, ConstInit, Field, GlobalData, GlobalId, Linkage as OLinkage, Module,
    TypeKind as OKind, Value,
};

use super::consteval::{AddrBase, CVal};
use super::{Ctx, FnCx};
use crate::ast::{Designator, ExprId, ExprKind, InitId, InitItem, InitKind, UnaryOp};
use crate::types::{FloatKind, TypeId, TypeKind};
use oxacc_oir::f80;

/// A sub-object inside an initialized object: byte offset, type, bit-field (bit, width).
pub(crate) type SubObject = (u64, TypeId, Option<(u32, u32)>);

/// The bytes of a static object and the addresses to patch into it.
struct Image {
    bytes: Vec<u8>,
    relocs: Vec<(u64, CVal)>,
}

impl Ctx<'_> {
    /// The sub-object a designation path names (§6.7.9p17): record field indices and
    /// array element indices from the object being initialized.
    pub(crate) fn sub_object(&self, ty: TypeId, path: &[u64]) -> SubObject {
        let (mut off, mut cur, mut bf) = (0u64, ty, None);
        for &i in path {
            match self.types.kind(cur).clone() {
                TypeKind::Array { elem, .. } => {
                    off = off.wrapping_add(i.wrapping_mul(self.size(elem)));
                    cur = elem;
                }
                TypeKind::Record(r) => {
                    let Some(f) = self.types.record(r).fields.get(i as usize) else {
                        break;
                    };
                    off = off.wrapping_add(f.offset);
                    cur = f.ty;
                    bf = f.bit_field;
                }
                _ => break,
            }
        }
        (off, cur, bf)
    }

    /// The paths an item initializes: one, or for a GNU range designator `[lo ... hi]` at
    /// the start of its designation, one per index of the range.
    pub(crate) fn item_paths(&self, it: &InitItem) -> Vec<Vec<u64>> {
        if let (Some(Designator::Range(lo, hi)), false) =
            (it.designators.first(), it.path.is_empty())
        {
            if let (Some(lo), Some(hi)) = (self.eval_int(*lo), self.eval_int(*hi)) {
                let (lo, hi) = (lo.max(0) as u64, hi.max(0) as u64);
                return (lo..=hi.min(lo.saturating_add(1 << 20)))
                    .map(|i| {
                        let mut p = it.path.clone();
                        p[0] = i;
                        p
                    })
                    .collect();
            }
        }
        vec![it.path.clone()]
    }

    /// The string literal an initializer expression is, if any (§6.7.9p14).
    pub(crate) fn string_lit(&self, e: ExprId) -> Option<ExprId> {
        match &self.ast[e].kind {
            ExprKind::StringLit { .. } => Some(e),
            ExprKind::Unary {
                op: UnaryOp::Extension,
                operand,
            } => self.string_lit(*operand),
            ExprKind::ImplicitCast { operand, .. } => self.string_lit(*operand),
            _ => None,
        }
    }

    /// Whether an initializer holds a label address (`&&label`, possibly cast).
    pub(crate) fn init_takes_label_addr(&self, init: InitId) -> bool {
        match &self.ast[init].kind {
            InitKind::List(items) => items.iter().any(|it| self.init_takes_label_addr(it.init)),
            InitKind::Expr(e) => {
                let mut e = *e;
                loop {
                    match &self.ast[e].kind {
                        ExprKind::LabelAddr(_) => return true,
                        ExprKind::Cast { operand, .. } | ExprKind::ImplicitCast { operand, .. } => {
                            e = *operand
                        }
                        _ => return false,
                    }
                }
            }
        }
    }

    pub(crate) fn set_static_init(
        &mut self,
        m: &mut Module,
        g: GlobalId,
        ty: TypeId,
        init: InitId,
    ) {
        let size = self.size(ty) as usize;
        let mut img = Image {
            bytes: vec![0; size],
            relocs: Vec::new(),
        };
        self.write_init(&mut img, (0, ty, None), init);
        let ci = self.image_init(m, g, img);
        m.globals[g.index()].init = Some(ci);
    }

    fn write_init(&mut self, img: &mut Image, at: SubObject, init: InitId) {
        let (off, ty, bf) = at;
        match self.ast[init].kind.clone() {
            InitKind::List(items) => {
                for it in &items {
                    for path in self.item_paths(it) {
                        let (o, t, b) = self.sub_object(ty, &path);
                        self.write_init(img, (off.wrapping_add(o), t, b), it.init);
                    }
                }
            }
            InitKind::Expr(e) => {
                if self.types.is_array(ty) {
                    if let Some(s) = self.string_lit(e) {
                        self.write_string(img, off, ty, s);
                        return;
                    }
                }
                match self.eval(e) {
                    Some(v) => self.write_scalar(img, off, ty, bf, v, e),
                    None => {
                        let span = self.ast[e].span;
                        self.unsupported(span, "this static initializer");
                    }
                }
            }
        }
    }

    fn write_string(&self, img: &mut Image, off: u64, arr: TypeId, s: ExprId) {
        let ExprKind::StringLit { units, .. } = &self.ast[s].kind else {
            return;
        };
        let elem = self.types.array_elem(arr).unwrap_or(TypeId::CHAR);
        let es = self.size(elem).max(1) as usize;
        let cap = self.size(arr) as usize;
        for (i, u) in units.iter().enumerate() {
            let at = (off as usize).wrapping_add(i * es);
            if (i + 1) * es > cap {
                break;
            }
            if let Some(dst) = img.bytes.get_mut(at..at.saturating_add(es)) {
                dst.copy_from_slice(&u.to_le_bytes()[..es]);
            }
        }
    }

    fn write_scalar(
        &mut self,
        img: &mut Image,
        off: u64,
        ty: TypeId,
        bf: Option<(u32, u32)>,
        v: CVal,
        e: ExprId,
    ) {
        let at = off as usize;
        let size = self.size(ty) as usize;
        let bytes: Vec<u8> = match (v, self.types.kind(ty).clone()) {
            (CVal::Addr(..), _) if size == 8 => {
                img.relocs.push((off, v));
                return;
            }
            (CVal::Int(i), _) if bf.is_some() => {
                let (bit, width) = bf.unwrap_or((0, 0));
                for k in 0..width {
                    let pos = bit as usize + k as usize;
                    let set = (i >> k) & 1 == 1;
                    if let Some(byte) = img.bytes.get_mut(at.saturating_add(pos / 8)) {
                        if set {
                            *byte |= 1 << (pos % 8);
                        } else {
                            *byte &= !(1 << (pos % 8));
                        }
                    }
                }
                return;
            }
            (CVal::Int(i), TypeKind::Float(f)) => float_bytes(f, i as f64),
            (CVal::Float(x), TypeKind::Float(f)) => float_bytes(f, x),
            (CVal::X87(b), TypeKind::Float(FloatKind::LongDouble)) => b.to_le_bytes().to_vec(),
            (CVal::X87(b), TypeKind::Float(FloatKind::Float128)) => {
                f80::f128_from_f80(b).to_le_bytes().to_vec()
            }
            (CVal::F128(b), TypeKind::Float(FloatKind::Float128)) => b.to_le_bytes().to_vec(),
            (CVal::F128(b), TypeKind::Float(FloatKind::LongDouble)) => {
                f80::f128_to_f80(b).to_le_bytes().to_vec()
            }
            (CVal::F128(b), TypeKind::Float(f)) => float_bytes(f, f80::f128_to_f64(b)),
            (CVal::F128(b), TypeKind::Complex(f)) => {
                [float_bytes(f, f80::f128_to_f64(b)), float_bytes(f, 0.0)].concat()
            }
            (CVal::X87(b), TypeKind::Float(f)) => float_bytes(f, f80::f80_to_f64(b)),
            (CVal::X87(b), TypeKind::Complex(f)) => {
                [float_bytes(f, f80::f80_to_f64(b)), float_bytes(f, 0.0)].concat()
            }
            (CVal::Int(i), _) => i.to_le_bytes()[..size.min(16)].to_vec(),
            (CVal::Float(x), TypeKind::Complex(f)) => {
                [float_bytes(f, x), float_bytes(f, 0.0)].concat()
            }
            (CVal::Complex(r, i), TypeKind::Complex(f)) => {
                [float_bytes(f, r), float_bytes(f, i)].concat()
            }
            _ => {
                let span = self.ast[e].span;
                self.unsupported(span, "this static initializer");
                return;
            }
        };
        if let Some(dst) = img.bytes.get_mut(at..at.saturating_add(bytes.len())) {
            dst.copy_from_slice(&bytes);
        }
    }

    /// The initializer of a global from its image: plain bytes, or (with relocations) an
    /// anonymous struct of byte runs and pointers that replaces the global's type.
    fn image_init(&mut self, m: &mut Module, g: GlobalId, img: Image) -> ConstInit {
        let gty = m.globals[g.index()].ty;
        if img.relocs.is_empty() {
            if img.bytes.iter().all(|&b| b == 0) {
                return ConstInit::Zero;
            }
            return scalar_init(m.types.kind(gty), &img.bytes)
                .unwrap_or(ConstInit::Bytes(img.bytes));
        }
        if m.types.is_ptr(gty) && img.relocs.len() == 1 && img.relocs[0].0 == 0 {
            return self.reloc(m, img.relocs[0].1);
        }
        let mut relocs = img.relocs;
        relocs.sort_by_key(|r| r.0);
        let (i8t, ptr) = (m.i8(), m.ptr());
        let mut fields = Vec::new();
        let mut items = Vec::new();
        let mut at = 0u64;
        let size = img.bytes.len() as u64;
        for (off, v) in relocs {
            if off < at || off.saturating_add(8) > size {
                continue;
            }
            if off > at {
                let run = m.array(i8t, off - at);
                fields.push(Field {
                    ty: run,
                    offset: at,
                });
                items.push(ConstInit::Bytes(
                    img.bytes[at as usize..off as usize].to_vec(),
                ));
            }
            fields.push(Field {
                ty: ptr,
                offset: off,
            });
            items.push(self.reloc(m, v));
            at = off + 8;
        }
        if size > at {
            let run = m.array(i8t, size - at);
            fields.push(Field {
                ty: run,
                offset: at,
            });
            items.push(byte_run(&img.bytes[at as usize..]));
        }
        let align = m.globals[g.index()].align.max(1) as u64;
        let align = if size.is_multiple_of(align) { align } else { 1 };
        let ty = m.types.intern(OKind::Aggregate {
            name: None,
            kind: AggregateKind::Struct,
            size,
            align,
            fields,
        });
        m.globals[g.index()].ty = ty;
        ConstInit::Aggregate(items)
    }

    fn reloc(&mut self, m: &mut Module, v: CVal) -> ConstInit {
        let CVal::Addr(base, off) = v else {
            return ConstInit::Zero;
        };
        match base {
            AddrBase::Decl(d) => {
                if self.types.is_function(self.ast[d].ty) {
                    if let Some(f) = self.func_of(m, d) {
                        return ConstInit::FuncAddr(f);
                    }
                    return ConstInit::Zero;
                }
                match self.global_of(m, d) {
                    Some(g) => ConstInit::GlobalAddr(g, off),
                    None => ConstInit::Zero,
                }
            }
            AddrBase::Str(e) => ConstInit::GlobalAddr(self.string_global(m, e), off),
            AddrBase::CompoundLit(e) => {
                ConstInit::GlobalAddr(self.compound_literal_global(m, e), off)
            }
        }
    }

    /// A file-scope compound literal has static storage (§6.5.2.5p5).
    pub(crate) fn compound_literal_global(&mut self, m: &mut Module, e: ExprId) -> GlobalId {
        if let Some(&g) = self.strings.get(&e) {
            return g;
        }
        let ty = self.ast[e].ty;
        let oty = self.oir_ty(m, ty);
        let name = self.fresh_name(".compoundliteral");
        let mut data = GlobalData::new(&name, oty, Some(ConstInit::Zero));
        data.linkage = OLinkage::Internal;
        data.align = self.types.align_of(ty).max(1) as u32;
        let g = m.add_global(data);
        self.strings.insert(e, g);
        if let ExprKind::CompoundLiteral { init, .. } = self.ast[e].kind {
            self.set_static_init(m, g, ty, init);
        }
        g
    }

    /// The global of an object declaration with static storage.
    pub(crate) fn global_of(&mut self, m: &mut Module, d: crate::ast::DeclId) -> Option<GlobalId> {
        let decl = &self.ast[d];
        if decl.linkage == crate::ast::Linkage::None {
            let f = self.cur_fn.clone();
            return Some(self.static_local(m, d, &f));
        }
        let name = self.symbol_name(d)?;
        if !self.globals.contains_key(&name) {
            self.declare_entity(m, d);
        }
        self.globals.get(&name).copied()
    }

    pub(crate) fn func_of(
        &mut self,
        m: &mut Module,
        d: crate::ast::DeclId,
    ) -> Option<oxacc_oir::FuncId> {
        let name = self.symbol_name(d)?;
        if !self.funcs.contains_key(&name) {
            self.declare_entity(m, d);
        }
        self.funcs.get(&name).copied()
    }
}

fn byte_run(bytes: &[u8]) -> ConstInit {
    if bytes.iter().all(|&b| b == 0) {
        ConstInit::Zero
    } else {
        ConstInit::Bytes(bytes.to_vec())
    }
}

/// A scalar global's initializer as a number rather than bytes, for readable OIR.
fn scalar_init(kind: &OKind, bytes: &[u8]) -> Option<ConstInit> {
    let mut raw = [0u8; 16];
    raw.get_mut(..bytes.len())?.copy_from_slice(bytes);
    let bits = i128::from_le_bytes(raw);
    match kind {
        OKind::Int(w) if *w <= 64 && bytes.len() * 8 == *w as usize => {
            let sign = 128 - *w;
            Some(ConstInit::Int((bits << sign) >> sign))
        }
        OKind::F32 => Some(ConstInit::Float(f64::from(f32::from_bits(bits as u32)))),
        OKind::F64 => Some(ConstInit::Float(f64::from_bits(bits as u64))),
        OKind::F80 => Some(ConstInit::F80(bits as u128 & ((1 << 80) - 1))),
        OKind::F128 => Some(ConstInit::F128(bits as u128)),
        OKind::F16 => Some(ConstInit::Float(f80::f16_to_f64(bits as u16))),
        _ => None,
    }
}

/// The bytes of a floating constant in memory (IEEE 754 binary32/binary64, x87 extended).
fn float_bytes(f: FloatKind, x: f64) -> Vec<u8> {
    match f {
        FloatKind::Float => (x as f32).to_le_bytes().to_vec(),
        FloatKind::Double => x.to_le_bytes().to_vec(),
        FloatKind::LongDouble => x87_bytes(x),
        FloatKind::Float16 => f80::f16_from_f64(x).to_le_bytes().to_vec(),
        FloatKind::Float128 => f80::f128_from_f64(x).to_le_bytes().to_vec(),
    }
}

/// A double as an x87 80-bit extended value (explicit integer bit), padded to 16 bytes.
fn x87_bytes(x: f64) -> Vec<u8> {
    let bits = x.to_bits();
    let sign = (bits >> 63) as u16;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, mant): (u16, u64) = if exp == 0 && frac == 0 {
        (0, 0)
    } else if exp == 0x7ff {
        (0x7fff, (1u64 << 63) | (frac << 11))
    } else if exp == 0 {
        // Subnormal double: normalise, extended precision has the range.
        let shift = frac.leading_zeros() - 11;
        let m = frac << (shift + 11);
        ((15361 - shift as i32) as u16, m)
    } else {
        ((exp - 1023 + 16383) as u16, (1u64 << 63) | (frac << 11))
    };
    let mut out = mant.to_le_bytes().to_vec();
    out.extend_from_slice(&((sign << 15) | e).to_le_bytes());
    out.resize(16, 0);
    out
}

impl FnCx<'_, '_> {
    /// Initializes the automatic object at `addr` (§6.7.9p10–21).
    pub(crate) fn init_local(&mut self, addr: Value, ty: TypeId, init: InitId) {
        match self.cx.ast[init].kind.clone() {
            InitKind::List(items) => {
                let size = self.cx.size(ty);
                self.zero(addr, size);
                for it in &items {
                    for path in self.cx.item_paths(it) {
                        let (o, t, bf) = self.cx.sub_object(ty, &path);
                        let a = self.offset_ptr(addr, o);
                        self.init_sub(a, t, bf, it.init);
                    }
                }
            }
            InitKind::Expr(_) => self.init_sub(addr, ty, None, init),
        }
    }

    fn init_sub(&mut self, addr: Value, ty: TypeId, bf: Option<(u32, u32)>, init: InitId) {
        let InitKind::Expr(e) = self.cx.ast[init].kind.clone() else {
            self.init_local(addr, ty, init);
            return;
        };
        if self.cx.types.is_array(ty) {
            if let Some(s) = self.cx.string_lit(e) {
                self.init_string(addr, ty, s);
                return;
            }
        }
        let v = self.rvalue(e);
        let lv = super::lvalue::LVal {
            addr,
            ty,
            bf,
            volatile: false,
        };
        self.store(&lv, v);
    }

    /// A character array from a string literal: the characters that fit, then zeros
    /// (§6.7.9p14, p21).
    fn init_string(&mut self, addr: Value, arr: TypeId, s: ExprId) {
        let g = self.cx.string_global(self.b.module, s);
        let cap = self.cx.size(arr);
        let lit = self.cx.size(self.cx.ast[s].ty);
        let n = cap.min(lit);
        let src = self.b.global_addr(g);
        let i64t = self.b.module.i64();
        let len = self.b.iconst(i64t, i128::from(n));
        self.b.memcpy(addr, src, len);
        if cap > n {
            let rest = self.offset_ptr(addr, n);
            self.zero(rest, cap - n);
        }
    }

    pub(crate) fn zero(&mut self, addr: Value, size: u64) {
        if size == 0 {
            return;
        }
        let (i8t, i64t) = (self.b.module.i8(), self.b.module.i64());
        let z = self.b.iconst(i8t, 0);
        let n = self.b.iconst(i64t, i128::from(size));
        self.b.memset(addr, z, n);
    }

    pub(crate) fn offset_ptr(&mut self, addr: Value, off: u64) -> Value {
        if off == 0 {
            return addr;
        }
        let i64t = self.b.module.i64();
        let o = self.b.iconst(i64t, i128::from(off));
        self.b.ptr_add(addr, o)
    }
}
