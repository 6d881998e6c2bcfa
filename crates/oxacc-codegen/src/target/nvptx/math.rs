//! The math functions NVPTX device code has: those with an NVPTX instruction (LLVM
//! intrinsics) and those the device math library provides (libdevice or the project's own
//! `devicelib/math.c`). Lowering uses them to compute the `long double` functions in `double`
//! (`sqrtl` → `sqrt`, [`double_version`]); the device back end (`device/math.rs`) gives the
//! declared functions their bodies.

/// `double` functions (and their `f` variants) with an NVPTX instruction: (C name, LLVM
/// intrinsic).
pub const INTRINSIC_MATH: &[(&str, &str)] = &[
    ("sqrt", "llvm.sqrt"),
    ("fabs", "llvm.fabs"),
    ("floor", "llvm.floor"),
    ("ceil", "llvm.ceil"),
    ("trunc", "llvm.trunc"),
    ("round", "llvm.round"),
    ("rint", "llvm.rint"),
    ("nearbyint", "llvm.nearbyint"),
    ("fma", "llvm.fma"),
    ("fmin", "llvm.minnum"),
    ("fmax", "llvm.maxnum"),
    ("copysign", "llvm.copysign"),
];

/// `double` functions (and their `f` variants) the device math library provides. `frexp`,
/// `modf` and `remquo` also write through a pointer and `ilogb` returns `int`: both libraries
/// take the declaration's own signature, so they need nothing else.
#[rustfmt::skip]
pub const LIBRARY_MATH: &[&str] = &[
    "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "pow", "sin", "cos", "tan",
    "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt",
    "hypot", "fmod", "ldexp", "erf", "erfc", "tgamma", "lgamma", "frexp", "modf", "remainder",
    "remquo", "ilogb", "logb", "scalbn", "fdim", "nextafter",
];

/// The `double` function that computes `long double` math function `name` in device code
/// (`sqrtl` → `sqrt`), where `long double` is `double`: one of the functions above.
pub(crate) fn double_version(name: &str) -> Option<&'static str> {
    let base = name.strip_suffix('l')?;
    INTRINSIC_MATH
        .iter()
        .map(|(n, _)| *n)
        .chain(LIBRARY_MATH.iter().copied())
        .find(|&n| n == base)
}
