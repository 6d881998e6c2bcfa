//! C types to OIR types (C17 §6.2.5) with the layouts sema computed for x86-64 System V
//! (psABI §3.1.2): OIR aggregates carry explicit sizes, alignments and field offsets, so the
//! back end's ABI classifier sees exactly the C layout. Bit-field storage is described as
//! bytes of integer class, which is how gcc classifies them (psABI §3.2.3).

use oxacc_oir::{AggregateKind, Ext, Field, Module, TypeId as OTy, TypeKind as OKind};

use super::Ctx;
use crate::ast::RecordKind;
use crate::types::{ArrayLen, FloatKind, IntKind, TypeId, TypeKind};

impl Ctx<'_> {
    /// The OIR type of an object of C type `t` in memory.
    pub(crate) fn oir_ty(&mut self, m: &mut Module, t: TypeId) -> OTy {
        if let Some(&o) = self.type_cache.get(&t) {
            return o;
        }
        let o = match self.types.kind(t).clone() {
            TypeKind::Error | TypeKind::Void | TypeKind::Function { .. } => m.void(),
            TypeKind::Bool => m.i8(),
            TypeKind::Int(k) => m.int(k.bits()),
            TypeKind::Enum(e) => m.int(self.types.enums[e.0 as usize].underlying.bits()),
            TypeKind::Float(f) => float_ty(m, f),
            // `_Complex long double` is OIR's reserved aggregate, which the ABI classifier
            // returns in st(0)/st(1) (psABI §3.2.3, class COMPLEX_X87).
            TypeKind::Complex(f) => {
                let part = float_ty(m, f);
                m.complex(part)
            }
            TypeKind::Pointer(_) => m.ptr(),
            // `struct __va_list_tag[1]`: 24 bytes aligned to 8 (psABI §3.5.7).
            TypeKind::VaList => {
                let i64t = m.i64();
                m.array(i64t, 3)
            }
            TypeKind::Array { elem, len } => {
                let e = self.oir_ty(m, elem);
                let n = match len {
                    ArrayLen::Fixed(n) => n,
                    _ => 0,
                };
                m.array(e, n)
            }
            TypeKind::Record(_) => self.record_ty(m, t),
        };
        self.type_cache.insert(t, o);
        o
    }

    /// The OIR type of a scalar C value in a register: like memory, but a `va_list` operand
    /// is the address of the list (it is an array type in the ABI, §7.16p3).
    pub(crate) fn val_ty(&mut self, m: &mut Module, t: TypeId) -> OTy {
        match self.types.kind(t) {
            TypeKind::VaList => m.ptr(),
            _ => self.oir_ty(m, t),
        }
    }

    fn record_ty(&mut self, m: &mut Module, t: TypeId) -> OTy {
        let Some(r) = self.types.record_of(t) else {
            return m.void();
        };
        let info = self.types.record(r).clone();
        let kind = match info.kind {
            RecordKind::Struct => AggregateKind::Struct,
            RecordKind::Union => AggregateKind::Union,
        };
        if !info.complete {
            return m.types.intern(OKind::Aggregate {
                name: None,
                kind,
                size: 0,
                align: 1,
                fields: Vec::new(),
            });
        }
        let mut fields: Vec<Field> = Vec::new();
        let mut bit_bytes: Vec<u64> = Vec::new();
        for f in &info.fields {
            match f.bit_field {
                None => {
                    let ty = self.oir_ty(m, f.ty);
                    fields.push(Field {
                        ty,
                        offset: f.offset,
                    });
                }
                Some((_, 0)) => {}
                Some((bit, width)) => {
                    let first = f.offset + u64::from(bit) / 8;
                    let last = f.offset + (u64::from(bit) + u64::from(width) - 1) / 8;
                    bit_bytes.extend(first..=last);
                }
            }
        }
        let i8t = m.i8();
        if kind == AggregateKind::Union {
            if !bit_bytes.is_empty() {
                let n = bit_bytes.iter().max().map_or(1, |b| b + 1);
                let ty = m.array(i8t, n);
                fields.push(Field { ty, offset: 0 });
            }
        } else {
            let covered = |fields: &[Field], m: &Module, b: u64| {
                fields
                    .iter()
                    .any(|f| f.offset <= b && b < f.offset + m.types.size_of(f.ty))
            };
            bit_bytes.sort_unstable();
            bit_bytes.dedup();
            for b in bit_bytes {
                if !covered(&fields, m, b) {
                    fields.push(Field { ty: i8t, offset: b });
                }
            }
            fields.sort_by_key(|f| f.offset);
        }
        let name = info.tag.as_ref().map(|tag| self.unique_record_name(tag));
        m.types.intern(OKind::Aggregate {
            name,
            kind,
            size: info.size,
            align: info.align.max(1),
            fields,
        })
    }

    /// Tags may repeat in inner scopes; OIR names aggregates nominally, so repeats get a suffix.
    fn unique_record_name(&mut self, tag: &str) -> smol_str::SmolStr {
        let n = self.record_names.entry(tag.into()).or_insert(0);
        *n += 1;
        if *n == 1 {
            tag.into()
        } else {
            format!("{tag}.{}", *n - 1).into()
        }
    }

    /// The OIR signature of a C function type (§6.7.6.3), with the small-integer extensions
    /// the psABI expects at calls (§3.2.3: `_Bool`, `char`, `short` widened by the caller).
    pub(crate) fn fn_sig(&mut self, m: &mut Module, fn_ty: TypeId) -> OTy {
        let (ret, params, variadic) = match self.types.kind(fn_ty).clone() {
            TypeKind::Function {
                ret,
                params,
                variadic,
                ..
            } => (ret, params, variadic),
            _ => (TypeId::INT, Vec::new(), false),
        };
        let ps: Vec<(OTy, Ext)> = params
            .iter()
            .map(|&p| (self.val_ty(m, p), self.ext(p)))
            .collect();
        let r = (self.val_ty(m, ret), self.ext(ret));
        m.func_type_ext(&ps, r, variadic)
    }

    /// A signature built from the argument types of a call to a function without prototype
    /// (§6.5.2.2p6: the promoted arguments are passed as they are).
    pub(crate) fn sig_from_args(&mut self, m: &mut Module, ret: TypeId, args: &[TypeId]) -> OTy {
        let ps: Vec<(OTy, Ext)> = args
            .iter()
            .map(|&p| (self.val_ty(m, p), self.ext(p)))
            .collect();
        let r = (self.val_ty(m, ret), self.ext(ret));
        m.func_type_ext(&ps, r, false)
    }

    pub(crate) fn ext(&self, t: TypeId) -> Ext {
        match self.types.kind(t) {
            TypeKind::Bool => Ext::Zext,
            TypeKind::Int(k) if k.bits() < 32 => {
                if k.is_signed() {
                    Ext::Sext
                } else {
                    Ext::Zext
                }
            }
            _ => Ext::None,
        }
    }

    // ---- classification helpers ----

    /// Values of these types live in memory: lowering passes their address around.
    pub(crate) fn is_mem(&self, t: TypeId) -> bool {
        matches!(
            self.types.kind(t),
            TypeKind::Record(_) | TypeKind::Complex(_) | TypeKind::Array { .. }
        )
    }

    pub(crate) fn is_signed(&self, t: TypeId) -> bool {
        self.types.is_signed_integer(t)
    }

    pub(crate) fn is_float16(&self, t: TypeId) -> bool {
        matches!(self.types.float_kind(t), Some(FloatKind::Float16))
    }

    /// Size in bytes of a complete, non-VLA type (0 when unknown).
    pub(crate) fn size(&self, t: TypeId) -> u64 {
        self.types.size_of(t).unwrap_or(0)
    }

    pub(crate) fn int_bits(&self, t: TypeId) -> u32 {
        match self.types.kind(t) {
            TypeKind::Bool => 8,
            TypeKind::Pointer(_) => 64,
            _ => self.types.int_kind(t).map_or(32, IntKind::bits),
        }
    }
}

fn float_ty(m: &mut Module, f: FloatKind) -> OTy {
    match f {
        FloatKind::Float => m.f32(),
        FloatKind::Double => m.f64(),
        FloatKind::LongDouble => m.f80(),
        FloatKind::Float16 => m.f16(),
        FloatKind::Float128 => m.f128(),
    }
}
