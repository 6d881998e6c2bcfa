//! Intrinsic types and kinds (Fortran 2018 §7.4): what sema assigns to every entity and
//! expression, and the numeric conversion rules of §10.1.5.2.1 (Table 10.2: the result of an
//! operation between two numeric operands has the type and kind of the "higher" one).

use std::fmt;

/// A character length: known at compile time, or taken from the actual argument (`len=*`, the
/// hidden length argument of the calling convention).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharLen {
    Const(i64),
    /// `character(len=*)` dummy: the length is the hidden argument.
    Assumed,
}

/// An intrinsic type with its kind (bytes, as gfortran and flang number them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    Integer(u8),
    Real(u8),
    Complex(u8),
    Logical(u8),
    Character(CharLen),
    /// A derived type (§7.5), by its index in [`super::Program::types`].
    Derived(u32),
}

/// Which category an intrinsic type belongs to (§7.4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    Integer,
    Real,
    Complex,
    Logical,
    Character,
    Derived,
}

impl Type {
    pub fn category(self) -> Category {
        match self {
            Type::Integer(_) => Category::Integer,
            Type::Real(_) => Category::Real,
            Type::Complex(_) => Category::Complex,
            Type::Logical(_) => Category::Logical,
            Type::Character(_) => Category::Character,
            Type::Derived(_) => Category::Derived,
        }
    }

    pub fn kind(self) -> u8 {
        match self {
            Type::Integer(k) | Type::Real(k) | Type::Complex(k) | Type::Logical(k) => k,
            Type::Character(_) => 1,
            Type::Derived(_) => 0,
        }
    }

    pub fn is_numeric(self) -> bool {
        matches!(self, Type::Integer(_) | Type::Real(_) | Type::Complex(_))
    }

    /// The type of `a op b` for numeric operands (§10.1.5.2.1, Table 10.2): integer < real <
    /// complex, and the larger kind within a category; integer with real or complex takes the
    /// real or complex type as it is.
    pub fn numeric_result(a: Type, b: Type) -> Type {
        let rank = |t: Type| match t {
            Type::Integer(_) => 0,
            Type::Real(_) => 1,
            _ => 2,
        };
        match (a, b) {
            (Type::Integer(x), Type::Integer(y)) => Type::Integer(x.max(y)),
            (Type::Real(x), Type::Real(y)) => Type::Real(x.max(y)),
            (Type::Complex(x), Type::Complex(y)) => Type::Complex(x.max(y)),
            (Type::Real(x), Type::Complex(y)) | (Type::Complex(y), Type::Real(x)) => {
                Type::Complex(x.max(y))
            }
            _ if rank(a) >= rank(b) => a,
            _ => b,
        }
    }
}

impl fmt::Display for Type {
    /// The spelling gfortran uses in its messages (`INTEGER(4)`, `CHARACTER(10)`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Integer(k) => write!(f, "INTEGER({k})"),
            Type::Real(k) => write!(f, "REAL({k})"),
            Type::Complex(k) => write!(f, "COMPLEX({k})"),
            Type::Logical(k) => write!(f, "LOGICAL({k})"),
            Type::Character(CharLen::Const(n)) => write!(f, "CHARACTER({n})"),
            Type::Character(CharLen::Assumed) => write!(f, "CHARACTER(*)"),
            Type::Derived(id) => write!(f, "TYPE(#{id})"),
        }
    }
}

/// The default kinds, changed by `-fdefault-integer-8` and `-fdefault-real-8`.
#[derive(Clone, Copy, Debug)]
pub struct DefaultKinds {
    pub integer: u8,
    pub real: u8,
    /// `double precision`: 8, or 16 under `-fdefault-real-8` (as gfortran promotes it unless
    /// `-fdefault-double-8`; 16-byte reals are not supported, so it stays 8 here).
    pub double: u8,
}

impl DefaultKinds {
    pub fn new(default_integer_8: bool, default_real_8: bool) -> DefaultKinds {
        DefaultKinds {
            integer: if default_integer_8 { 8 } else { 4 },
            real: if default_real_8 { 8 } else { 4 },
            double: 8,
        }
    }
    pub fn integer(self) -> Type {
        Type::Integer(self.integer)
    }
    pub fn real(self) -> Type {
        Type::Real(self.real)
    }
    pub fn logical(self) -> Type {
        // The default logical has the default integer's size (§19.3.1).
        Type::Logical(self.integer)
    }
}

/// Whether `kind` is a kind this implementation supports for `category` (§7.4.2-§7.4.4).
pub fn valid_kind(category: Category, kind: i128) -> bool {
    match category {
        // Kind 16 as gfortran and flang have it (128-bit integers; no GPU atomics).
        Category::Integer => matches!(kind, 1 | 2 | 4 | 8 | 16),
        Category::Real | Category::Complex => matches!(kind, 4 | 8),
        Category::Logical => matches!(kind, 1 | 2 | 4 | 8),
        Category::Character => kind == 1,
        Category::Derived => false,
    }
}

/// `selected_int_kind(r)` (§16.9.169): the smallest integer kind with range ≥ r, -1 if none.
pub fn selected_int_kind(r: i128) -> i128 {
    match r {
        i128::MIN..=2 => 1,
        3..=4 => 2,
        5..=9 => 4,
        10..=18 => 8,
        19..=38 => 16,
        _ => -1,
    }
}

/// `selected_real_kind(p, r)` (§16.9.170): the smallest real kind with precision ≥ p and
/// exponent range ≥ r; -1 precision too large, -2 range too large, -3 both.
pub fn selected_real_kind(p: i128, r: i128) -> i128 {
    let pk = match p {
        i128::MIN..=6 => Some(4),
        7..=15 => Some(8),
        _ => None,
    };
    let rk = match r {
        i128::MIN..=37 => Some(4),
        38..=307 => Some(8),
        _ => None,
    };
    match (pk, rk) {
        (Some(a), Some(b)) => a.max(b),
        (None, Some(_)) => -1,
        (Some(_), None) => -2,
        (None, None) => -3,
    }
}
