//! Types of OIR values. Integers carry no signedness (operations say how they
//! interpret bits, as in LLVM). Aggregates carry the layout the front end decided:
//! explicit size, alignment and field offsets, so neither the back end nor the
//! x86-64 ABI classifier ever re-derives a C or Fortran layout rule.

use smol_str::SmolStr;

use crate::entity::TypeId;

/// Whether the fields of an aggregate follow each other or overlap.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AggregateKind {
    Struct,
    Union,
}

/// A field of an aggregate at a byte offset chosen by the front end.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Field {
    pub ty: TypeId,
    pub offset: u64,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Void,
    /// Integer of the given width in bits: 1, or a multiple of 8 up to 128 (odd byte counts
    /// such as `i24` only for exact-width memory accesses of packed bit-fields).
    Int(u32),
    /// IEEE binary16 (C `_Float16`).
    F16,
    F32,
    F64,
    /// x87 80-bit extended precision (C `long double` on x86-64), stored in
    /// 16 bytes.
    F80,
    /// IEEE binary128 (C `_Float128`/`__float128`), stored in 16 bytes.
    F128,
    /// An opaque pointer (address space 0).
    Ptr,
    Array {
        elem: TypeId,
        len: u64,
    },
    /// A struct or union with an explicit layout. Named aggregates are nominal
    /// (two with the same name are the same type); anonymous ones are structural.
    Aggregate {
        name: Option<SmolStr>,
        kind: AggregateKind,
        size: u64,
        align: u64,
        fields: Vec<Field>,
    },
    /// A function signature, used by declarations and indirect calls.
    /// `param_ext`/`ret_ext` say how small integers are widened at the call
    /// boundary (C `signed char` → `sext`, `_Bool`/`unsigned short` → `zext`),
    /// because integer types themselves carry no signedness.
    Func {
        params: Vec<TypeId>,
        ret: TypeId,
        variadic: bool,
        param_ext: Vec<Ext>,
        ret_ext: Ext,
    },
}

/// Extension of a small integer argument or result to 32 bits, done by the
/// caller (arguments) or the callee (results) as the x86-64 psABI and clang
/// expect.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Ext {
    #[default]
    None,
    Sext,
    Zext,
}

impl Ext {
    pub fn name(self) -> &'static str {
        match self {
            Ext::None => "",
            Ext::Sext => "sext",
            Ext::Zext => "zext",
        }
    }
}

/// The name of the nominal aggregate that stands for C `_Complex long double`
/// (`struct size 32 align 16 { f80 @0, f80 @16 }`). The name is reserved: a
/// `struct { long double re, im; }` is MEMORY class in the x86-64 psABI, but
/// `_Complex long double` is COMPLEX_X87 and comes back in st(0)/st(1), so the
/// ABI classifier has to tell them apart.
pub const COMPLEX_F80: &str = "complex.f80";

/// The names of the nominal aggregates that stand for complex numbers (C `_Complex`, Fortran
/// `complex`), two parts of the float type the name ends with: a complex number is a scalar
/// to the data-attribute rules (OpenACC 3.3 §1.6 "scalar datatype", OpenMP 4.5 §2.15.5),
/// which a structure of two floats with the same layout is not
/// ([`TypeTable::is_data_aggregate`]). The names contain a dot, which no C tag and no
/// Fortran type name has.
pub const COMPLEX_NAMES: [&str; 5] = [
    "complex.f16",
    "complex.f32",
    "complex.f64",
    COMPLEX_F80,
    "complex.f128",
];

/// The type table of a module; structural types are interned.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    kinds: Vec<TypeKind>,
    interned: std::collections::HashMap<TypeKind, TypeId>,
}

impl TypeTable {
    pub fn intern(&mut self, kind: TypeKind) -> TypeId {
        if let Some(&id) = self.interned.get(&kind) {
            return id;
        }
        let id = TypeId::new(self.kinds.len());
        self.kinds.push(kind.clone());
        self.interned.insert(kind, id);
        id
    }

    pub fn kind(&self, ty: TypeId) -> &TypeKind {
        &self.kinds[ty.index()]
    }

    pub fn get(&self, ty: TypeId) -> Option<&TypeKind> {
        self.kinds.get(ty.index())
    }

    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &TypeKind)> {
        self.kinds
            .iter()
            .enumerate()
            .map(|(i, k)| (TypeId::new(i), k))
    }

    /// Looks up a named aggregate.
    pub fn by_name(&self, name: &str) -> Option<TypeId> {
        self.iter().find_map(|(id, k)| match k {
            TypeKind::Aggregate { name: Some(n), .. } if n == name => Some(id),
            _ => None,
        })
    }

    pub fn is_int(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Int(_))
    }
    pub fn is_float(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::F16 | TypeKind::F32 | TypeKind::F64 | TypeKind::F80 | TypeKind::F128
        )
    }
    pub fn is_ptr(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Ptr)
    }
    pub fn is_void(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Void)
    }
    /// Scalars are the types a register can hold.
    pub fn is_scalar(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::Int(_)
                | TypeKind::F16
                | TypeKind::F32
                | TypeKind::F64
                | TypeKind::F80
                | TypeKind::F128
                | TypeKind::Ptr
        )
    }
    /// Aggregates (arrays, structs, unions) are kept in memory by the back end.
    pub fn is_aggregate(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::Array { .. } | TypeKind::Aggregate { .. }
        )
    }
    /// Whether `ty` is one of the complex aggregates ([`COMPLEX_NAMES`]).
    pub fn is_complex(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Aggregate { name: Some(n), .. } if COMPLEX_NAMES.contains(&n.as_str()))
    }
    /// Aggregates as the data-attribute rules see them (what a target or compute construct
    /// maps rather than makes firstprivate, OpenMP 4.5 §2.15.5, OpenACC 3.3 §2.6.2): arrays,
    /// structures and unions, not complex numbers, which are scalars there.
    pub fn is_data_aggregate(&self, ty: TypeId) -> bool {
        self.is_aggregate(ty) && !self.is_complex(ty)
    }
    /// Whether `ty` is the reserved [`COMPLEX_F80`] aggregate (`_Complex long double`).
    pub fn is_complex_f80(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Aggregate { name: Some(n), .. } if n == COMPLEX_F80)
    }
    pub fn int_width(&self, ty: TypeId) -> Option<u32> {
        match self.kind(ty) {
            TypeKind::Int(w) => Some(*w),
            _ => None,
        }
    }

    /// Size in bytes as stored in memory (x86-64 / nvptx64 data layout).
    pub fn size_of(&self, ty: TypeId) -> u64 {
        match self.kind(ty) {
            TypeKind::Void | TypeKind::Func { .. } => 0,
            TypeKind::Int(w) => u64::from(w.div_ceil(8)).next_power_of_two(),
            TypeKind::F16 => 2,
            TypeKind::F32 => 4,
            TypeKind::F64 | TypeKind::Ptr => 8,
            TypeKind::F80 | TypeKind::F128 => 16,
            TypeKind::Array { elem, len } => self.size_of(*elem) * len,
            TypeKind::Aggregate { size, .. } => *size,
        }
    }

    /// ABI alignment in bytes.
    pub fn align_of(&self, ty: TypeId) -> u64 {
        match self.kind(ty) {
            TypeKind::Void | TypeKind::Func { .. } => 1,
            TypeKind::Int(_)
            | TypeKind::F16
            | TypeKind::F32
            | TypeKind::F64
            | TypeKind::F80
            | TypeKind::F128
            | TypeKind::Ptr => self.size_of(ty).max(1),
            TypeKind::Array { elem, .. } => self.align_of(*elem),
            TypeKind::Aggregate { align, .. } => *align,
        }
    }

    /// The alignment of stack storage of `ty`: its ABI alignment, but at least 8 for a byte
    /// array of 8 bytes or more. Such arrays are opaque copies (a Fortran descriptor, a
    /// structure's bytes) that are read back with the original's 8-byte loads: at align 1 a
    /// task's copy of a descriptor sat at offset 4 of a GPU thread's frame and its 8-byte
    /// stores trapped (omp-fortran/target/430, CUDA_ERROR_MISALIGNED_ADDRESS).
    pub fn storage_align(&self, ty: TypeId) -> u64 {
        let align = self.align_of(ty);
        match self.kind(ty) {
            TypeKind::Array { elem, .. } if self.size_of(*elem) == 1 && self.size_of(ty) >= 8 => {
                align.max(8)
            }
            _ => align,
        }
    }

    /// The scalar leaves of a type with their byte offsets, in offset order
    /// (union members all start at offset 0). This is what ABI classification
    /// looks at.
    pub fn scalar_leaves(&self, ty: TypeId) -> Vec<(u64, TypeId)> {
        let mut out = Vec::new();
        self.collect_leaves(ty, 0, &mut out);
        out.sort_by_key(|&(off, _)| off);
        out
    }

    fn collect_leaves(&self, ty: TypeId, base: u64, out: &mut Vec<(u64, TypeId)>) {
        match self.kind(ty) {
            TypeKind::Array { elem, len } => {
                let stride = self.size_of(*elem);
                for i in 0..*len {
                    self.collect_leaves(*elem, base + i * stride, out);
                }
            }
            TypeKind::Aggregate { fields, .. } => {
                for f in fields {
                    self.collect_leaves(f.ty, base + f.offset, out);
                }
            }
            TypeKind::Void | TypeKind::Func { .. } => {}
            _ => out.push((base, ty)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A byte array big enough to hold a copied descriptor or structure is stack storage of
    /// 8-byte alignment (omp-fortran/target/430 trapped on the GPU at align 1); its ABI
    /// alignment, which structure layout uses, stays 1.
    #[test]
    fn byte_array_storage_is_eight_aligned() {
        let mut t = TypeTable::default();
        let i8t = t.intern(TypeKind::Int(8));
        let i32t = t.intern(TypeKind::Int(32));
        let desc = t.intern(TypeKind::Array { elem: i8t, len: 48 });
        let small = t.intern(TypeKind::Array { elem: i8t, len: 4 });
        let ints = t.intern(TypeKind::Array { elem: i32t, len: 3 });
        assert_eq!((t.align_of(desc), t.storage_align(desc)), (1, 8));
        assert_eq!(t.storage_align(small), 1);
        assert_eq!(t.storage_align(ints), 4);
    }
}
