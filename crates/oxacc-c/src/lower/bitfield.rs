//! Bit-fields (C17 §6.7.2.1p10–11). Sema's layout gives each field a storage unit of its
//! declared type and a bit offset in it (psABI §3.1.2). The memory access, though, covers only
//! the bytes the field's bits occupy, as an integer exactly that many bytes wide: in a `packed`
//! struct the declared unit can run past the end of the object (a 3-byte struct with an
//! `unsigned` field), and touching bytes outside it would be undefined behaviour that the
//! optimiser exploits. A read extracts the bits and extends them to the declared type (signed
//! fields sign-extend); a write merges the new bits into the accessed bytes.

use oxacc_oir::{BinOp, CastOp, MemFlags, TypeId, TypeKind, Value};

use super::lvalue::LVal;
use super::FnCx;

/// The bytes a field occupies, relative to its storage unit's address.
struct Access {
    /// First byte of the field.
    byte: u32,
    /// The field's first bit within that byte.
    bit: u32,
    /// Width of the access in bits: a whole number of bytes covering the field.
    bits: u32,
}

fn access(bit: u32, width: u32) -> Access {
    let (byte, bit) = (bit / 8, bit % 8);
    Access {
        byte,
        bit,
        bits: (bit + width).div_ceil(8) * 8,
    }
}

impl FnCx<'_, '_> {
    pub(crate) fn load_bitfield(&mut self, lv: &LVal, bit: u32, width: u32) -> Value {
        let declared = self.cx.oir_ty(self.b.module, lv.ty);
        let a = access(bit, width);
        let (addr, unit_ty, flags) = self.access_addr(lv, &a);
        let unit = self.b.load_with(unit_ty, addr, flags);
        let signed = self.cx.is_signed(lv.ty);
        let field = self.extract(unit, a.bit, width, a.bits, signed);
        self.resize(field, a.bits, declared, signed)
    }

    /// Writes `v` into the bit-field; returns the value the field now holds (§6.5.16p3: the
    /// value of the left operand after the assignment).
    pub(crate) fn store_bitfield(&mut self, lv: &LVal, bit: u32, width: u32, v: Value) -> Value {
        let declared = self.cx.oir_ty(self.b.module, lv.ty);
        let declared_bits = self.b.module.types.int_width(declared).unwrap_or(32);
        let a = access(bit, width);
        let (addr, unit_ty, flags) = self.access_addr(lv, &a);
        let unit = self.b.load_with(unit_ty, addr, flags);
        let v = self.resize(v, declared_bits, unit_ty, false);
        let field_mask = low_mask(width) << a.bit;
        let keep = self.b.iconst(unit_ty, !field_mask & low_mask(a.bits));
        let cleared = self.b.binary(BinOp::And, unit, keep);
        let m = self.b.iconst(unit_ty, low_mask(width));
        let nv = self.b.binary(BinOp::And, v, m);
        let sh = self.b.iconst(unit_ty, i128::from(a.bit));
        let placed = self.b.binary(BinOp::Shl, nv, sh);
        let merged = self.b.binary(BinOp::Or, cleared, placed);
        self.b.store_with(merged, addr, flags);
        let signed = self.cx.is_signed(lv.ty);
        let field = self.extract(merged, a.bit, width, a.bits, signed);
        self.resize(field, a.bits, declared, signed)
    }

    /// The address of the accessed bytes, their integer type, and the memory flags.
    fn access_addr(&mut self, lv: &LVal, a: &Access) -> (Value, TypeId, MemFlags) {
        let unit_ty = self.b.module.types.intern(TypeKind::Int(a.bits));
        let addr = if a.byte == 0 {
            lv.addr
        } else {
            let i64_ty = self.b.module.types.intern(TypeKind::Int(64));
            let offset = self.b.iconst(i64_ty, i128::from(a.byte));
            self.b.ptr_add(lv.addr, offset)
        };
        let flags = MemFlags {
            volatile: lv.volatile,
            align: 1,
            ..MemFlags::default()
        };
        (addr, unit_ty, flags)
    }

    /// `v` (an integer `from_bits` wide) as type `to`: extended by its signedness, or truncated.
    fn resize(&mut self, v: Value, from_bits: u32, to: TypeId, signed: bool) -> Value {
        let to_bits = self.b.module.types.int_width(to).unwrap_or(from_bits);
        match from_bits.cmp(&to_bits) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Greater => self.b.cast(CastOp::Trunc, v, to),
            std::cmp::Ordering::Less if signed => self.b.cast(CastOp::SExt, v, to),
            std::cmp::Ordering::Less => self.b.cast(CastOp::ZExt, v, to),
        }
    }

    /// Bits `bit..bit+width` of `unit`, extended to the unit width.
    fn extract(&mut self, unit: Value, bit: u32, width: u32, bits: u32, signed: bool) -> Value {
        let t = self.b.value_type(unit);
        if signed {
            let up = self.b.iconst(t, i128::from(bits - bit - width));
            let down = self.b.iconst(t, i128::from(bits - width));
            let v = self.b.binary(BinOp::Shl, unit, up);
            self.b.binary(BinOp::AShr, v, down)
        } else {
            let sh = self.b.iconst(t, i128::from(bit));
            let v = self.b.binary(BinOp::LShr, unit, sh);
            let mask = self.b.iconst(t, low_mask(width));
            self.b.binary(BinOp::And, v, mask)
        }
    }
}

/// An integer with the low `width` bits set (`width` ≤ 128).
fn low_mask(width: u32) -> i128 {
    if width >= 128 {
        -1
    } else {
        ((1u128 << width) - 1) as i128
    }
}
