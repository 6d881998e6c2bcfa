//! Sizes, alignments and record layout for x86-64 System V (psABI §3.1.2): LP64, `long double`
//! 16 bytes, `_Bool` 1 byte, bit-fields packed into storage units of their declared type
//! without straddling an aligned unit, unnamed bit-fields not affecting the record alignment.

use crate::types::{ArrayLen, Field, FloatKind, TypeId, TypeKind, TypeTable};

impl TypeTable {
    /// Size in bytes; `None` for incomplete types, functions and VLAs (whose size is known
    /// only at run time).
    pub fn size_of(&self, ty: TypeId) -> Option<u64> {
        Some(match self.kind(ty) {
            TypeKind::Error => 1,
            TypeKind::Void | TypeKind::Function { .. } => return None,
            TypeKind::Bool => 1,
            TypeKind::Int(k) => u64::from(k.bits() / 8),
            TypeKind::Float(f) => float_size(*f),
            TypeKind::Complex(f) => 2 * float_size(*f),
            TypeKind::Pointer(_) => 8,
            TypeKind::VaList => 24,
            TypeKind::Array { elem, len } => match len {
                ArrayLen::Fixed(n) => self.size_of(*elem)?.checked_mul(*n)?,
                _ => return None,
            },
            TypeKind::Record(r) => {
                let info = self.record(*r);
                if !info.complete {
                    return None;
                }
                info.size
            }
            TypeKind::Enum(e) => {
                let info = &self.enums[e.0 as usize];
                if !info.complete {
                    return None;
                }
                // 4 bytes unless a GNU enumerator needs a 64-bit type (define_enum).
                u64::from(info.underlying.bits() / 8)
            }
        })
    }

    /// Alignment in bytes (for an incomplete or variable array: that of its element).
    pub fn align_of(&self, ty: TypeId) -> u64 {
        match self.kind(ty) {
            TypeKind::Error | TypeKind::Void | TypeKind::Function { .. } | TypeKind::Bool => 1,
            TypeKind::Int(k) => u64::from(k.bits() / 8),
            TypeKind::Float(f) => float_size(*f),
            TypeKind::Complex(f) => float_size(*f),
            TypeKind::Pointer(_) | TypeKind::VaList => 8,
            TypeKind::Array { elem, .. } => self.align_of(*elem),
            TypeKind::Record(r) => self.record(*r).align,
            TypeKind::Enum(e) => u64::from(self.enums[e.0 as usize].underlying.bits() / 8),
        }
    }

    pub fn is_complete(&self, ty: TypeId) -> bool {
        match self.kind(ty) {
            TypeKind::Void => false,
            TypeKind::Array { elem, len } => {
                !matches!(len, ArrayLen::Incomplete) && self.is_complete(*elem)
            }
            TypeKind::Record(r) => self.record(*r).complete,
            TypeKind::Enum(e) => self.enums[e.0 as usize].complete,
            _ => true,
        }
    }
}

fn float_size(f: FloatKind) -> u64 {
    match f {
        FloatKind::Float16 => 2,
        FloatKind::Float => 4,
        FloatKind::Double => 8,
        FloatKind::LongDouble | FloatKind::Float128 => 16,
    }
}

/// One member as the layout algorithm sees it.
pub struct MemberSpec {
    pub field: Field,
    /// Bit-field width, if a bit-field.
    pub width: Option<u32>,
    /// Alignment requested with `_Alignas` / `aligned` (0: none).
    pub align: u64,
    /// GNU `packed` on this member: alignment 1 (the record's own `packed` does this for all).
    pub packed: bool,
}

/// Lays out a struct (`is_union == false`) or union: fills each field's offset and returns
/// the fields, the size and the alignment. `packed` gives every member alignment 1 (GNU
/// `packed`); `min_align` is the record's own `aligned` attribute.
pub fn layout_record(
    types: &TypeTable,
    members: Vec<MemberSpec>,
    is_union: bool,
    packed: bool,
    min_align: u64,
) -> (Vec<Field>, u64, u64) {
    let mut fields = Vec::with_capacity(members.len());
    let mut bit_pos: u64 = 0; // next free bit
    let mut size_bits: u64 = 0;
    let mut align: u64 = 1;
    for m in members {
        let mut f = m.field;
        let ty_align = if packed || m.packed {
            1
        } else {
            types.align_of(f.ty)
        };
        let field_align = ty_align.max(m.align).max(1);
        let ty_size = types.size_of(f.ty).unwrap_or(0);
        match m.width {
            Some(width) => {
                let unit_bits = ty_size * 8;
                let start = if is_union { 0 } else { bit_pos };
                let mut pos = start;
                if width == 0 {
                    // A zero-width bit-field pads to the next unit of its type (§6.7.2.1p12).
                    pos = round_up(pos, (types.align_of(f.ty) * 8).max(8));
                } else if !packed && unit_bits > 0 {
                    // Does not fit in the aligned unit containing `pos`: move to the next one.
                    let unit = ty_align * 8;
                    if (pos % unit) + u64::from(width) > unit_bits.max(unit) {
                        pos = round_up(pos, unit);
                    }
                }
                let unit_start_byte = if packed || unit_bits == 0 {
                    pos / 8
                } else {
                    (pos / (ty_align * 8)) * ty_align
                };
                f.offset = unit_start_byte;
                f.bit_field = Some(((pos - unit_start_byte * 8) as u32, width));
                if f.name.is_some() {
                    align = align.max(field_align);
                }
                let end = pos + u64::from(width);
                if is_union {
                    size_bits = size_bits.max(end);
                } else {
                    bit_pos = end;
                }
            }
            None => {
                let start = if is_union {
                    0
                } else {
                    round_up(bit_pos, field_align * 8)
                };
                f.offset = start / 8;
                align = align.max(field_align);
                let end = start + ty_size * 8;
                if is_union {
                    size_bits = size_bits.max(end);
                } else {
                    bit_pos = end;
                }
            }
        }
        fields.push(f);
    }
    if !is_union {
        size_bits = bit_pos;
    }
    let align = align.max(min_align).max(1);
    let size = round_up(round_up(size_bits, 8) / 8, align);
    (fields, size, align)
}

fn round_up(x: u64, to: u64) -> u64 {
    if to == 0 {
        return x;
    }
    x.div_ceil(to) * to
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(ty: TypeId, width: Option<u32>) -> MemberSpec {
        MemberSpec {
            field: Field {
                name: Some("f".into()),
                ty,
                offset: 0,
                bit_field: None,
                decl: None,
            },
            width,
            align: 0,
            packed: false,
        }
    }

    #[test]
    fn struct_padding_and_alignment() {
        let t = TypeTable::new();
        let (f, size, align) = layout_record(
            &t,
            vec![
                member(TypeId::CHAR, None),
                member(TypeId::DOUBLE, None),
                member(TypeId::INT, None),
            ],
            false,
            false,
            0,
        );
        assert_eq!(
            f.iter().map(|f| f.offset).collect::<Vec<_>>(),
            vec![0, 8, 16]
        );
        assert_eq!((size, align), (24, 8));
        let (_, size, align) = layout_record(
            &t,
            vec![member(TypeId::CHAR, None), member(TypeId::DOUBLE, None)],
            false,
            true,
            0,
        );
        assert_eq!((size, align), (9, 1));
        let (_, size, _) = layout_record(
            &t,
            vec![member(TypeId::CHAR, None), member(TypeId::DOUBLE, None)],
            true,
            false,
            0,
        );
        assert_eq!(size, 8);
    }

    #[test]
    fn bit_fields_share_units() {
        let t = TypeTable::new();
        // struct { unsigned a:3, b:30; char c; } : b does not fit after a in the first int.
        let (f, size, _) = layout_record(
            &t,
            vec![
                member(TypeId::UINT, Some(3)),
                member(TypeId::UINT, Some(30)),
                member(TypeId::CHAR, None),
            ],
            false,
            false,
            0,
        );
        assert_eq!(f[0].bit_field, Some((0, 3)));
        assert_eq!((f[1].offset, f[1].bit_field), (4, Some((0, 30))));
        assert_eq!(f[2].offset, 8);
        assert_eq!(size, 12);
        // struct { char a; int b:4; } : b lives in the int unit at offset 0, bit 8.
        let (f, size, _) = layout_record(
            &t,
            vec![member(TypeId::CHAR, None), member(TypeId::INT, Some(4))],
            false,
            false,
            0,
        );
        assert_eq!((f[1].offset, f[1].bit_field), (0, Some((8, 4))));
        assert_eq!(size, 4);
    }
}
