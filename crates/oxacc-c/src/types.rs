//! C types (C17 §6.2.5), interned in a [`TypeTable`]: two structurally equal types have the
//! same [`TypeId`], so type identity is an integer comparison. Qualifiers are part of the
//! interned type (`const int` and `int` are different ids; [`TypeTable::unqualified`] maps
//! between them). Structs, unions and enums are nominal: each tag declaration that defines a
//! new type gets its own [`RecordInfo`] / [`EnumInfo`].
//!
//! The target is x86-64 System V (LP64): sizes and alignments are in `layout.rs`.

use std::collections::HashMap;
use std::fmt::Write;

use smol_str::SmolStr;

use crate::ast::{DeclId, ExprId, Qualifiers, RecordKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    /// Plain `char` (signed on x86-64, but a distinct type, §6.2.5p15).
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
}

impl IntKind {
    pub fn is_signed(self) -> bool {
        use IntKind::*;
        matches!(self, Char | SChar | Short | Int | Long | LongLong | Int128)
    }

    pub fn bits(self) -> u32 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 8,
            Short | UShort => 16,
            Int | UInt => 32,
            Long | ULong | LongLong | ULongLong => 64,
            Int128 | UInt128 => 128,
        }
    }

    /// Integer conversion rank (§6.3.1.1p1); `_Bool` is below all of these.
    pub fn rank(self) -> u8 {
        use IntKind::*;
        match self {
            Char | SChar | UChar => 1,
            Short | UShort => 2,
            Int | UInt => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Int128 | UInt128 => 6,
        }
    }

    pub fn to_unsigned(self) -> IntKind {
        use IntKind::*;
        match self {
            Char | SChar | UChar => UChar,
            Short | UShort => UShort,
            Int | UInt => UInt,
            Long | ULong => ULong,
            LongLong | ULongLong => ULongLong,
            Int128 | UInt128 => UInt128,
        }
    }

    pub fn name(self) -> &'static str {
        use IntKind::*;
        match self {
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Int128 => "__int128",
            UInt128 => "unsigned __int128",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    Float16,
    Float,
    Double,
    /// x87 80-bit extended, 16 bytes in memory.
    LongDouble,
    Float128,
}

impl FloatKind {
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Float16 => "_Float16",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
            FloatKind::Float128 => "_Float128",
        }
    }

    /// Order for the usual arithmetic conversions (§6.3.1.8).
    pub fn rank(self) -> u8 {
        match self {
            FloatKind::Float16 => 0,
            FloatKind::Float => 1,
            FloatKind::Double => 2,
            FloatKind::LongDouble => 3,
            FloatKind::Float128 => 4,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrayLen {
    Fixed(u64),
    /// `T[]`: incomplete (completed by an initializer or a later declaration).
    Incomplete,
    /// A variable length array whose size is the run-time value of this expression (§6.7.6.2p4).
    Variable(ExprId),
    /// `T[*]` in a prototype.
    Star,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordTypeId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumTypeId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// The type of an expression that had an error; compatible with everything, so that one
    /// mistake gives one diagnostic.
    Error,
    Void,
    Bool,
    Int(IntKind),
    Float(FloatKind),
    Complex(FloatKind),
    Pointer(TypeId),
    Array {
        elem: TypeId,
        len: ArrayLen,
    },
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        variadic: bool,
        prototype: bool,
    },
    Record(RecordTypeId),
    Enum(EnumTypeId),
    /// `__builtin_va_list`: `struct __va_list_tag[1]` on x86-64; kept opaque.
    VaList,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    pub kind: TypeKind,
    pub quals: Qualifiers,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// `None` for an anonymous struct/union member or an unnamed bit-field.
    pub name: Option<SmolStr>,
    pub ty: TypeId,
    /// Byte offset of the field (of the storage unit that holds it, for bit-fields).
    pub offset: u64,
    /// For bit-fields: (bit offset within the storage unit at `offset`, width).
    pub bit_field: Option<(u32, u32)>,
    pub decl: Option<DeclId>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RecordInfo {
    pub kind: RecordKind,
    pub tag: Option<SmolStr>,
    pub fields: Vec<Field>,
    pub complete: bool,
    pub size: u64,
    pub align: u64,
    /// The last member is a flexible array member (§6.7.2.1p18).
    pub flexible: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EnumInfo {
    pub tag: Option<SmolStr>,
    pub complete: bool,
    /// The compatible integer type (§6.7.2.2p4): `unsigned int` unless a value is negative.
    pub underlying: IntKind,
}

#[derive(Debug, Clone)]
pub struct TypeTable {
    types: Vec<Type>,
    map: HashMap<Type, TypeId>,
    pub records: Vec<RecordInfo>,
    pub enums: Vec<EnumInfo>,
}

macro_rules! well_known {
    ($($name:ident = $idx:expr => $kind:expr;)*) => {
        impl TypeId {
            $(pub const $name: TypeId = TypeId($idx);)*
        }
        fn well_known() -> Vec<TypeKind> {
            vec![$($kind),*]
        }
    };
}

well_known! {
    ERROR = 0 => TypeKind::Error;
    VOID = 1 => TypeKind::Void;
    BOOL = 2 => TypeKind::Bool;
    CHAR = 3 => TypeKind::Int(IntKind::Char);
    SCHAR = 4 => TypeKind::Int(IntKind::SChar);
    UCHAR = 5 => TypeKind::Int(IntKind::UChar);
    SHORT = 6 => TypeKind::Int(IntKind::Short);
    USHORT = 7 => TypeKind::Int(IntKind::UShort);
    INT = 8 => TypeKind::Int(IntKind::Int);
    UINT = 9 => TypeKind::Int(IntKind::UInt);
    LONG = 10 => TypeKind::Int(IntKind::Long);
    ULONG = 11 => TypeKind::Int(IntKind::ULong);
    LONGLONG = 12 => TypeKind::Int(IntKind::LongLong);
    ULONGLONG = 13 => TypeKind::Int(IntKind::ULongLong);
    INT128 = 14 => TypeKind::Int(IntKind::Int128);
    UINT128 = 15 => TypeKind::Int(IntKind::UInt128);
    FLOAT = 16 => TypeKind::Float(FloatKind::Float);
    DOUBLE = 17 => TypeKind::Float(FloatKind::Double);
    LONGDOUBLE = 18 => TypeKind::Float(FloatKind::LongDouble);
    FLOAT128 = 19 => TypeKind::Float(FloatKind::Float128);
    FLOAT16 = 20 => TypeKind::Float(FloatKind::Float16);
    VA_LIST = 21 => TypeKind::VaList;
}

impl Default for TypeTable {
    fn default() -> Self {
        TypeTable::new()
    }
}

impl TypeTable {
    pub fn new() -> TypeTable {
        let mut t = TypeTable {
            types: Vec::new(),
            map: HashMap::new(),
            records: Vec::new(),
            enums: Vec::new(),
        };
        for kind in well_known() {
            t.intern(Type {
                kind,
                quals: Qualifiers::NONE,
            });
        }
        t
    }

    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.map.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }

    pub fn kind(&self, id: TypeId) -> &TypeKind {
        &self.get(id).kind
    }

    pub fn quals(&self, id: TypeId) -> Qualifiers {
        self.get(id).quals
    }

    pub fn mk(&mut self, kind: TypeKind) -> TypeId {
        self.intern(Type {
            kind,
            quals: Qualifiers::NONE,
        })
    }

    pub fn int(&mut self, k: IntKind) -> TypeId {
        self.mk(TypeKind::Int(k))
    }

    pub fn pointer_to(&mut self, pointee: TypeId) -> TypeId {
        self.mk(TypeKind::Pointer(pointee))
    }

    pub fn array_of(&mut self, elem: TypeId, len: ArrayLen) -> TypeId {
        self.mk(TypeKind::Array { elem, len })
    }

    /// `ty` with `quals` added. Qualifiers on an array type apply to its elements (§6.7.3p10).
    pub fn qualified(&mut self, ty: TypeId, quals: Qualifiers) -> TypeId {
        if quals.is_empty() {
            return ty;
        }
        let t = self.get(ty).clone();
        if let TypeKind::Array { elem, len } = t.kind {
            let e = self.qualified(elem, quals);
            return self.intern(Type {
                kind: TypeKind::Array { elem: e, len },
                quals: t.quals,
            });
        }
        self.intern(Type {
            kind: t.kind,
            quals: t.quals.union(quals),
        })
    }

    pub fn with_quals(&mut self, ty: TypeId, quals: Qualifiers) -> TypeId {
        let kind = self.get(ty).kind.clone();
        self.intern(Type { kind, quals })
    }

    pub fn unqualified(&mut self, ty: TypeId) -> TypeId {
        if self.quals(ty).is_empty() {
            return ty;
        }
        self.with_quals(ty, Qualifiers::NONE)
    }

    pub fn new_record(&mut self, kind: RecordKind, tag: Option<SmolStr>) -> TypeId {
        self.records.push(RecordInfo {
            kind,
            tag,
            fields: Vec::new(),
            complete: false,
            size: 0,
            align: 1,
            flexible: false,
        });
        self.mk(TypeKind::Record(RecordTypeId(
            self.records.len() as u32 - 1,
        )))
    }

    pub fn new_enum(&mut self, tag: Option<SmolStr>) -> TypeId {
        self.enums.push(EnumInfo {
            tag,
            complete: false,
            underlying: IntKind::UInt,
        });
        self.mk(TypeKind::Enum(EnumTypeId(self.enums.len() as u32 - 1)))
    }

    pub fn record(&self, id: RecordTypeId) -> &RecordInfo {
        &self.records[id.0 as usize]
    }

    pub fn record_of(&self, ty: TypeId) -> Option<RecordTypeId> {
        match self.kind(ty) {
            TypeKind::Record(r) => Some(*r),
            _ => None,
        }
    }

    // ---- classification (§6.2.5) ----

    pub fn is_error(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Error)
    }

    pub fn is_void(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Void)
    }

    /// Integer types: `_Bool`, char, the signed and unsigned integer types, enums (§6.2.5p17).
    pub fn is_integer(&self, ty: TypeId) -> bool {
        matches!(
            self.kind(ty),
            TypeKind::Bool | TypeKind::Int(_) | TypeKind::Enum(_)
        )
    }

    pub fn is_real_floating(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Float(_))
    }

    pub fn is_complex(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Complex(_))
    }

    pub fn is_arithmetic(&self, ty: TypeId) -> bool {
        self.is_integer(ty) || matches!(self.kind(ty), TypeKind::Float(_) | TypeKind::Complex(_))
    }

    pub fn is_pointer(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Pointer(_))
    }

    pub fn is_scalar(&self, ty: TypeId) -> bool {
        self.is_arithmetic(ty) || self.is_pointer(ty)
    }

    pub fn is_array(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Array { .. })
    }

    pub fn is_function(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Function { .. })
    }

    pub fn is_record(&self, ty: TypeId) -> bool {
        matches!(self.kind(ty), TypeKind::Record(_))
    }

    pub fn pointee(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::Pointer(p) => Some(*p),
            _ => None,
        }
    }

    pub fn array_elem(&self, ty: TypeId) -> Option<TypeId> {
        match self.kind(ty) {
            TypeKind::Array { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// True for a variably modified type (§6.7.6p3): a VLA somewhere in its derivation.
    pub fn is_variably_modified(&self, ty: TypeId) -> bool {
        match self.kind(ty) {
            TypeKind::Array { elem, len } => {
                matches!(len, ArrayLen::Variable(_) | ArrayLen::Star)
                    || self.is_variably_modified(*elem)
            }
            TypeKind::Pointer(p) => self.is_variably_modified(*p),
            _ => false,
        }
    }

    /// The integer kind of an integer type; `_Bool` counts as `unsigned char` width 1 for
    /// promotions, enums as their underlying type.
    pub fn int_kind(&self, ty: TypeId) -> Option<IntKind> {
        match self.kind(ty) {
            TypeKind::Int(k) => Some(*k),
            TypeKind::Enum(e) => Some(self.enums[e.0 as usize].underlying),
            TypeKind::Bool => Some(IntKind::UChar),
            _ => None,
        }
    }

    pub fn is_signed_integer(&self, ty: TypeId) -> bool {
        !matches!(self.kind(ty), TypeKind::Bool)
            && self.int_kind(ty).is_some_and(IntKind::is_signed)
    }

    /// Integer promotion (§6.3.1.1p2): types of rank below `int` become `int` (all their values
    /// fit in an `int` on LP64). Bit-fields are handled by the caller.
    pub fn promote(&mut self, ty: TypeId) -> TypeId {
        match self.kind(ty) {
            TypeKind::Bool => TypeId::INT,
            TypeKind::Int(k) if k.rank() < IntKind::Int.rank() => TypeId::INT,
            TypeKind::Enum(_) => match self.int_kind(ty) {
                Some(k) => self.int(k),
                None => TypeId::INT,
            },
            _ => self.unqualified(ty),
        }
    }

    /// The usual arithmetic conversions (§6.3.1.8): the common real type of two arithmetic
    /// operands, made complex when either operand is complex.
    pub fn usual_arithmetic(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let ca = self.is_complex(a);
        let cb = self.is_complex(b);
        let fa = self.float_kind(a);
        let fb = self.float_kind(b);
        let real = match (fa, fb) {
            (Some(x), Some(y)) => Some(if x.rank() >= y.rank() { x } else { y }),
            (Some(x), None) | (None, Some(x)) => Some(x),
            (None, None) => None,
        };
        if let Some(f) = real {
            return if ca || cb {
                self.mk(TypeKind::Complex(f))
            } else {
                self.mk(TypeKind::Float(f))
            };
        }
        let pa = self.promote(a);
        let pb = self.promote(b);
        let (Some(ka), Some(kb)) = (self.int_kind(pa), self.int_kind(pb)) else {
            return TypeId::ERROR;
        };
        let k = if ka == kb {
            ka
        } else if ka.is_signed() == kb.is_signed() {
            if ka.rank() >= kb.rank() {
                ka
            } else {
                kb
            }
        } else {
            let (s, u) = if ka.is_signed() { (ka, kb) } else { (kb, ka) };
            if u.rank() >= s.rank() {
                u
            } else if s.bits() > u.bits() {
                s
            } else {
                s.to_unsigned()
            }
        };
        self.int(k)
    }

    /// The real type of a floating or complex type.
    pub fn float_kind(&self, ty: TypeId) -> Option<FloatKind> {
        match self.kind(ty) {
            TypeKind::Float(f) | TypeKind::Complex(f) => Some(*f),
            _ => None,
        }
    }

    /// Compatible types (§6.2.7), ignoring top-level qualifiers when `ignore_quals`.
    pub fn compatible(&self, a: TypeId, b: TypeId) -> bool {
        if a == b {
            return true;
        }
        let (ta, tb) = (self.get(a), self.get(b));
        if ta.quals != tb.quals {
            return false;
        }
        match (&ta.kind, &tb.kind) {
            (TypeKind::Error, _) | (_, TypeKind::Error) => true,
            (TypeKind::Pointer(x), TypeKind::Pointer(y)) => self.compatible(*x, *y),
            (TypeKind::Array { elem: x, len: lx }, TypeKind::Array { elem: y, len: ly }) => {
                self.compatible(*x, *y)
                    && match (lx, ly) {
                        (ArrayLen::Fixed(m), ArrayLen::Fixed(n)) => m == n,
                        _ => true,
                    }
            }
            (TypeKind::Enum(e), TypeKind::Int(k)) | (TypeKind::Int(k), TypeKind::Enum(e)) => {
                self.enums[e.0 as usize].underlying == *k
            }
            (
                TypeKind::Function {
                    ret: r1,
                    params: p1,
                    variadic: v1,
                    prototype: pr1,
                },
                TypeKind::Function {
                    ret: r2,
                    params: p2,
                    variadic: v2,
                    prototype: pr2,
                },
            ) => {
                if !self.compatible(*r1, *r2) {
                    return false;
                }
                if *pr1 && *pr2 {
                    v1 == v2
                        && p1.len() == p2.len()
                        && p1
                            .iter()
                            .zip(p2)
                            .all(|(x, y)| self.compatible_unqual(*x, *y))
                } else {
                    true
                }
            }
            _ => false,
        }
    }

    /// Compatibility of the unqualified versions (parameter types, §6.7.6.3p15).
    pub fn compatible_unqual(&self, a: TypeId, b: TypeId) -> bool {
        let ta = self.get(a);
        let tb = self.get(b);
        if ta.quals == tb.quals {
            return self.compatible(a, b);
        }
        let ua = self.map.get(&Type {
            kind: ta.kind.clone(),
            quals: Qualifiers::NONE,
        });
        let ub = self.map.get(&Type {
            kind: tb.kind.clone(),
            quals: Qualifiers::NONE,
        });
        match (ua, ub) {
            (Some(&x), Some(&y)) => self.compatible(x, y),
            _ => false,
        }
    }

    /// The composite of two compatible types (§6.2.7p3): the one with more information.
    pub fn composite(&mut self, a: TypeId, b: TypeId) -> TypeId {
        match (self.kind(a).clone(), self.kind(b).clone()) {
            (
                TypeKind::Array {
                    len: ArrayLen::Incomplete,
                    ..
                },
                TypeKind::Array { .. },
            ) => b,
            (
                TypeKind::Function {
                    prototype: false, ..
                },
                TypeKind::Function {
                    prototype: true, ..
                },
            ) => b,
            _ => a,
        }
    }

    /// Spells a type as clang does in diagnostics: `int *`, `const char [4]`,
    /// `int (*)(int, ...)`, `struct point`.
    pub fn display(&self, ty: TypeId) -> String {
        let mut inner = String::new();
        self.display_into(ty, &mut inner);
        inner.trim().to_string()
    }

    fn display_into(&self, ty: TypeId, inner: &mut String) {
        let t = self.get(ty);
        let q = quals_prefix(t.quals);
        match &t.kind {
            TypeKind::Pointer(p) => {
                let mut s = String::from("*");
                if t.quals.is_const {
                    s.push_str("const");
                }
                if t.quals.is_volatile {
                    s.push_str(if s.len() > 1 { " volatile" } else { "volatile" });
                }
                if t.quals.is_restrict {
                    s.push_str(if s.len() > 1 { " restrict" } else { "restrict" });
                }
                if s.len() > 1 && !inner.is_empty() {
                    s.push(' ');
                }
                s.push_str(inner);
                let needs_parens = matches!(
                    self.kind(*p),
                    TypeKind::Array { .. } | TypeKind::Function { .. }
                );
                *inner = if needs_parens { format!("({s})") } else { s };
                self.display_into(*p, inner);
            }
            TypeKind::Array { elem, len } => {
                let dim = match len {
                    ArrayLen::Fixed(n) => n.to_string(),
                    ArrayLen::Incomplete => String::new(),
                    ArrayLen::Variable(_) => "*".to_string(),
                    ArrayLen::Star => "*".to_string(),
                };
                let _ = write!(inner, "[{dim}]");
                self.display_into(*elem, inner);
            }
            TypeKind::Function {
                ret,
                params,
                variadic,
                prototype,
            } => {
                let mut ps: Vec<String> = params.iter().map(|&p| self.display(p)).collect();
                if *variadic {
                    ps.push("...".into());
                }
                if ps.is_empty() && *prototype {
                    ps.push("void".into());
                }
                let _ = write!(inner, "({})", ps.join(", "));
                self.display_into(*ret, inner);
            }
            _ => {
                let base = self.base_name(ty);
                // `int[3]` but `int *`, `int (int)`, `int (*)[3]` (clang's spelling).
                let sep = if inner.is_empty() || inner.starts_with('[') {
                    ""
                } else {
                    " "
                };
                *inner = format!("{q}{base}{sep}{inner}");
            }
        }
    }

    fn base_name(&self, ty: TypeId) -> String {
        match self.kind(ty) {
            TypeKind::Error => "<error>".into(),
            TypeKind::Void => "void".into(),
            TypeKind::Bool => "_Bool".into(),
            TypeKind::Int(k) => k.name().into(),
            TypeKind::Float(f) => f.name().into(),
            TypeKind::Complex(f) => format!("_Complex {}", f.name()),
            TypeKind::VaList => "__builtin_va_list".into(),
            TypeKind::Record(r) => {
                let info = self.record(*r);
                let kw = match info.kind {
                    RecordKind::Struct => "struct",
                    RecordKind::Union => "union",
                };
                match &info.tag {
                    Some(t) => format!("{kw} {t}"),
                    None => format!("{kw} (anonymous)"),
                }
            }
            TypeKind::Enum(e) => match &self.enums[e.0 as usize].tag {
                Some(t) => format!("enum {t}"),
                None => "enum (anonymous)".into(),
            },
            _ => String::new(),
        }
    }
}

fn quals_prefix(q: Qualifiers) -> String {
    let mut s = String::new();
    if q.is_const {
        s.push_str("const ");
    }
    if q.is_volatile {
        s.push_str("volatile ");
    }
    if q.is_restrict {
        s.push_str("restrict ");
    }
    if q.is_atomic {
        s.push_str("_Atomic ");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_like_clang() {
        let mut t = TypeTable::new();
        let cc = t.qualified(TypeId::CHAR, Qualifiers::CONST);
        let pcc = t.pointer_to(cc);
        assert_eq!(t.display(pcc), "const char *");
        let arr = t.array_of(TypeId::INT, ArrayLen::Fixed(3));
        assert_eq!(t.display(arr), "int[3]");
        let parr = t.pointer_to(arr);
        assert_eq!(t.display(parr), "int (*)[3]");
        let f = t.mk(TypeKind::Function {
            ret: TypeId::INT,
            params: vec![TypeId::INT],
            variadic: true,
            prototype: true,
        });
        let pf = t.pointer_to(f);
        assert_eq!(t.display(pf), "int (*)(int, ...)");
        let cp = t.qualified(pf, Qualifiers::CONST);
        assert_eq!(t.display(cp), "int (*const)(int, ...)");
        let ppi = {
            let p = t.pointer_to(TypeId::INT);
            t.pointer_to(p)
        };
        assert_eq!(t.display(ppi), "int **");
        let pi = t.pointer_to(TypeId::INT);
        let fret = t.mk(TypeKind::Function {
            ret: pi,
            params: vec![],
            variadic: false,
            prototype: true,
        });
        assert_eq!(t.display(fret), "int *(void)");
        let pai = t.array_of(pi, ArrayLen::Fixed(2));
        assert_eq!(t.display(pai), "int *[2]");
        let cpi = t.qualified(pi, Qualifiers::CONST);
        let pcpi = t.pointer_to(cpi);
        assert_eq!(t.display(pcpi), "int *const *");
        let s = t.new_record(RecordKind::Struct, Some("point".into()));
        assert_eq!(t.display(s), "struct point");
    }

    #[test]
    fn usual_arithmetic_conversions() {
        let mut t = TypeTable::new();
        assert_eq!(t.usual_arithmetic(TypeId::CHAR, TypeId::SHORT), TypeId::INT);
        assert_eq!(t.usual_arithmetic(TypeId::INT, TypeId::UINT), TypeId::UINT);
        assert_eq!(t.usual_arithmetic(TypeId::LONG, TypeId::UINT), TypeId::LONG);
        assert_eq!(
            t.usual_arithmetic(TypeId::LONGLONG, TypeId::ULONG),
            TypeId::ULONGLONG
        );
        assert_eq!(
            t.usual_arithmetic(TypeId::INT, TypeId::FLOAT),
            TypeId::FLOAT
        );
        assert_eq!(
            t.usual_arithmetic(TypeId::DOUBLE, TypeId::FLOAT),
            TypeId::DOUBLE
        );
        let cf = t.mk(TypeKind::Complex(FloatKind::Float));
        let cd = t.mk(TypeKind::Complex(FloatKind::Double));
        assert_eq!(t.usual_arithmetic(cf, TypeId::DOUBLE), cd);
    }
}
