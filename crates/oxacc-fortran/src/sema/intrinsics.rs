//! Intrinsic procedures (Fortran 2018 §16.9): generic names resolved by the types of their
//! arguments to a specific operation with a result type. Conversions (`real`, `int`, `dble`,
//! `cmplx`) become [`super::tree::ExprKind::Convert`] nodes and inquiry functions with constant
//! results (`kind`, `huge`, `selected_real_kind`, …) are folded by [`super::consts`]; what is
//! left here is lowered inline or to a libm or Flang runtime call.

use super::types::Type;

/// A specific intrinsic operation after generic resolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    /// `abs` of an integer, real or complex argument (§16.9.2).
    Abs,
    /// `sqrt` (§16.9.180).
    Sqrt,
    /// `min`/`max` of two or more arguments of one type (§16.9.122, §16.9.135).
    Min,
    Max,
    /// `mod(a, p)`: `a - int(a/p)*p` (§16.9.135).
    Mod,
    /// `modulo(a, p)`: the result has the sign of `p` (§16.9.137).
    Modulo,
    /// `sign(a, b)`: `|a|` with the sign of `b` (§16.9.176).
    Sign,
    /// `dim(x, y)`: `max(x - y, 0)` (§16.9.67).
    Dim,
    /// `nint`/`anint` (§16.9.141, §16.9.10): round half away from zero.
    Nint,
    Anint,
    /// `aint` (§16.9.6): truncation, result real.
    Aint,
    /// `floor`/`ceiling` to an integer (§16.9.79, §16.9.43).
    Floor,
    Ceiling,
    /// The elemental functions of libm: `sin`, `exp`, `atan2`, … (the name's index in
    /// [`LIBM`]).
    Libm(u8),
    /// Complex parts and conjugate.
    Aimag,
    Conjg,
    /// Bit operations on integers (§16.3).
    Iand,
    Ior,
    Ieor,
    Not,
    Ishft,
    Btest,
    /// POPCNT, POPPAR, LEADZ, TRAILZ (§16.9.151, §16.9.152, §16.9.112, §16.9.195): bit
    /// counts, default integer results.
    Popcnt,
    Poppar,
    Leadz,
    Trailz,
    /// SHIFTL, SHIFTR, SHIFTA (§16.9.172-174): a shift by 0..=bit_size.
    Shiftl,
    Shiftr,
    Shifta,
    /// ISHFTC(i, shift [, size]) (§16.9.107): a circular shift of the rightmost SIZE bits.
    Ishftc,
    /// IBITS(i, pos, len) (§16.9.97).
    Ibits,
    /// The model-number functions of a real X (§16.9.75, 80, 139, 170, 171, 178, 168):
    /// EXPONENT (default integer), FRACTION, SPACING, RRSPACING, NEAREST(x, s), SCALE(x, i),
    /// SET_EXPONENT(x, i).
    Exponent,
    /// TRANSFER(source, mold) of a scalar to a scalar (§16.9.193): the bits of SOURCE read
    /// as MOLD's type.
    Transfer,
    /// C_SIZEOF(x) (§18.2.3.8): the bytes of X's storage as the C layout has them
    /// (`integer(c_size_t)`), answered in lowering, where the layout of derived types is.
    CSizeof,
    /// COMMAND_ARGUMENT_COUNT() (§16.9.52): Flang's `_FortranAArgumentCount`.
    ArgumentCount,
    Fraction,
    Spacing,
    Rrspacing,
    Nearest,
    Scale,
    SetExponent,
    Ibset,
    Ibclr,
    /// Array inquiry (§16.9.179, §16.9.109, §16.9.196); the optional `dim` is the second
    /// argument.
    Size,
    Lbound,
    Ubound,
    /// `shape(a)` (§16.9.174).
    Shape,
    /// Character: `len`, `len_trim`, `trim`, `ichar`/`iachar`, `char`/`achar`.
    Len,
    LenTrim,
    Trim,
    Ichar,
    Char,
    /// Reductions over a whole array (§16.9.189, §16.9.160, §16.9.126, §16.9.131, §16.9.65).
    Sum,
    Product,
    Maxval,
    Minval,
    DotProduct,
    Count,
    Any,
    All,
    /// `allocated(a)` (§16.9.11); also `associated(c)` of a pointer component `c`.
    Allocated,
    /// `associated(c, target)` of a pointer component `c` (§16.9.16).
    AssociatedWith,
    /// The address of a variable or procedure as `integer(8)` (C_LOC, C_FUNLOC, §18.2.3).
    Loc,
    /// The address of the pointer through which an allocatable or pointer array reaches its
    /// data (its descriptor, whose first field is the base address) as `integer(8)`: the
    /// `ptr_addr` of the openacc module's `acc_attach`/`acc_detach` (OpenACC 3.3 §3.2.29).
    PointerAddress,
    /// `merge(tsource, fsource, mask)` (§16.9.129), elemental.
    Merge,
    /// `present(a)` (§16.9.152): whether an optional dummy has an actual argument.
    Present,
    /// `cmplx(x, y)` of non-constant parts (§16.9.50).
    Cmplx,
    /// `exp`, `log`, `sqrt`, `sin`, `cos` of a complex argument: C99's `cexp` & co.
    ComplexLibm(u8),
}

/// The complex functions behind [`Intrinsic::ComplexLibm`], by Fortran name (C: `c` + name).
pub const COMPLEX_LIBM: &[&str] = &["exp", "log", "sqrt", "sin", "cos"];

/// The libm functions behind [`Intrinsic::Libm`], by Fortran name; the C name is the same
/// (with an `f` suffix for `real(4)`).
pub const LIBM: &[&str] = &[
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "exp",
    "log",
    "log10",
    "atan2",
    "hypot",
    "erf",
    "erfc",
    "gamma",
    "log_gamma",
    "bessel_j0",
    "bessel_j1",
    "bessel_y0",
    "bessel_y1",
    "asinh",
    "acosh",
    "atanh",
];

/// Intrinsic procedure names this front end knows (generic names and the few specific names
/// programs use), for telling a reference to an intrinsic from an implicitly typed external
/// function.
pub fn is_intrinsic_name(name: &str) -> bool {
    matches!(
        name,
        "abs"
            | "iabs"
            | "dabs"
            | "sqrt"
            | "dsqrt"
            | "min"
            | "max"
            | "min0"
            | "max0"
            | "amin1"
            | "amax1"
            | "dmin1"
            | "dmax1"
            | "mod"
            | "modulo"
            | "sign"
            | "isign"
            | "dsign"
            | "dim"
            | "nint"
            | "anint"
            | "aint"
            | "floor"
            | "ceiling"
            | "aimag"
            | "conjg"
            | "iand"
            | "ior"
            | "ieor"
            | "not"
            | "ishft"
            | "ishftc"
            | "storage_size"
            | "command_argument_count"
            | "transfer"
            | "c_sizeof"
            | "norm2"
            | "exponent"
            | "fraction"
            | "spacing"
            | "rrspacing"
            | "nearest"
            | "scale"
            | "set_exponent"
            | "ibits"
            | "popcnt"
            | "poppar"
            | "leadz"
            | "trailz"
            | "shiftl"
            | "shiftr"
            | "shifta"
            | "btest"
            | "ibset"
            | "ibclr"
            | "size"
            | "lbound"
            | "ubound"
            | "len"
            | "len_trim"
            | "trim"
            | "ichar"
            | "iachar"
            | "char"
            | "achar"
            | "sum"
            | "product"
            | "maxval"
            | "minval"
            | "dot_product"
            | "count"
            | "any"
            | "all"
            | "real"
            | "int"
            | "dble"
            | "cmplx"
            | "dcmplx"
            | "float"
            | "sngl"
            | "idint"
            | "ifix"
            | "logical"
            | "kind"
            | "huge"
            | "tiny"
            | "epsilon"
            | "digits"
            | "precision"
            | "range"
            | "radix"
            | "bit_size"
            | "selected_int_kind"
            | "selected_real_kind"
            | "dexp"
            | "dlog"
            | "dsin"
            | "dcos"
            | "alog"
            | "alog10"
            | "dlog10"
            | "datan"
            | "datan2"
            | "allocated"
            | "loc"
            | "merge"
            | "present"
            | "minexponent"
            | "maxexponent"
            | "shape"
    ) || LIBM.contains(&name)
}

/// The specific names of the FORTRAN 77 intrinsics that map onto a generic one.
pub fn generic_of(name: &str) -> &str {
    match name {
        "iabs" | "dabs" => "abs",
        "dsqrt" => "sqrt",
        "min0" | "amin1" | "dmin1" => "min",
        "max0" | "amax1" | "dmax1" => "max",
        "isign" | "dsign" => "sign",
        "dexp" => "exp",
        "dlog" | "alog" => "log",
        "alog10" | "dlog10" => "log10",
        "dsin" => "sin",
        "dcos" => "cos",
        "datan" => "atan",
        "datan2" => "atan2",
        "float" | "sngl" => "real",
        "idint" | "ifix" => "int",
        "iachar" => "ichar",
        "achar" => "char",
        "dcmplx" => "cmplx",
        other => other,
    }
}

/// The elemental intrinsics whose result type is the (common) argument type.
pub fn same_type_elemental(name: &str) -> Option<Intrinsic> {
    Some(match name {
        "abs" => Intrinsic::Abs,
        "sqrt" => Intrinsic::Sqrt,
        "min" => Intrinsic::Min,
        "max" => Intrinsic::Max,
        "mod" => Intrinsic::Mod,
        "modulo" => Intrinsic::Modulo,
        "sign" => Intrinsic::Sign,
        "dim" => Intrinsic::Dim,
        "anint" => Intrinsic::Anint,
        "aint" => Intrinsic::Aint,
        "conjg" => Intrinsic::Conjg,
        "iand" => Intrinsic::Iand,
        "ior" => Intrinsic::Ior,
        "ieor" => Intrinsic::Ieor,
        "not" => Intrinsic::Not,
        "ishft" => Intrinsic::Ishft,
        "ibset" => Intrinsic::Ibset,
        "ibclr" => Intrinsic::Ibclr,
        _ => {
            let i = LIBM.iter().position(|&f| f == name)?;
            Intrinsic::Libm(i as u8)
        }
    })
}

/// The result type of `abs` (complex gives its real part's type).
pub fn abs_type(arg: Type) -> Type {
    match arg {
        Type::Complex(k) => Type::Real(k),
        t => t,
    }
}
