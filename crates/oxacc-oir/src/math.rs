//! The C library's math functions as OIR intrinsics (`intrinsic libm.sqrt(%x)`): front ends
//! map calls of the library functions (C's `<math.h>`, Fortran's elemental intrinsics) to
//! them, so that passes know them without a name (they have no side effect a pass must keep:
//! no stores, no I/O; `errno` is not modelled) and every back end lowers them its own way
//! (the host: the libm call; NVPTX: an instruction or the device math library).
//!
//! The operand type picks the variant: `f64` is `sqrt`, `f32` is `sqrtf`.

/// The shape of a math function's signature, over its float type `fN`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MathSig {
    /// `(fN) -> fN`
    Unary,
    /// `(fN, fN) -> fN`
    Binary,
    /// `(fN, fN, fN) -> fN`
    Ternary,
    /// `(fN, i32) -> fN` (`ldexp`, `scalbn`)
    ScaleInt,
    /// `(fN) -> i32` (`ilogb`)
    ToInt,
}

macro_rules! math_fns {
    ($($v:ident $c:literal $i:literal $s:ident,)*) => {
        /// A function of the C math library (C17 §7.12) that device code may call.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum MathFn { $($v,)* }

        impl MathFn {
            pub const ALL: &'static [MathFn] = &[$(MathFn::$v,)*];
            /// The `double` function's C name (`sqrt`).
            pub fn c_name(self) -> &'static str {
                match self { $(MathFn::$v => $c,)* }
            }
            /// The intrinsic's name in the OIR text form (`libm.sqrt`).
            pub fn intrinsic_name(self) -> &'static str {
                match self { $(MathFn::$v => $i,)* }
            }
            pub fn sig(self) -> MathSig {
                match self { $(MathFn::$v => MathSig::$s,)* }
            }
        }
    };
}

math_fns! {
    Sqrt "sqrt" "libm.sqrt" Unary,
    Cbrt "cbrt" "libm.cbrt" Unary,
    Exp "exp" "libm.exp" Unary,
    Exp2 "exp2" "libm.exp2" Unary,
    Exp10 "exp10" "libm.exp10" Unary,
    Expm1 "expm1" "libm.expm1" Unary,
    Log "log" "libm.log" Unary,
    Log2 "log2" "libm.log2" Unary,
    Log10 "log10" "libm.log10" Unary,
    Log1p "log1p" "libm.log1p" Unary,
    Logb "logb" "libm.logb" Unary,
    Sin "sin" "libm.sin" Unary,
    Cos "cos" "libm.cos" Unary,
    Tan "tan" "libm.tan" Unary,
    Asin "asin" "libm.asin" Unary,
    Acos "acos" "libm.acos" Unary,
    Atan "atan" "libm.atan" Unary,
    Sinh "sinh" "libm.sinh" Unary,
    Cosh "cosh" "libm.cosh" Unary,
    Tanh "tanh" "libm.tanh" Unary,
    Asinh "asinh" "libm.asinh" Unary,
    Acosh "acosh" "libm.acosh" Unary,
    Atanh "atanh" "libm.atanh" Unary,
    Erf "erf" "libm.erf" Unary,
    Erfc "erfc" "libm.erfc" Unary,
    Tgamma "tgamma" "libm.tgamma" Unary,
    Lgamma "lgamma" "libm.lgamma" Unary,
    Fabs "fabs" "libm.fabs" Unary,
    Floor "floor" "libm.floor" Unary,
    Ceil "ceil" "libm.ceil" Unary,
    Trunc "trunc" "libm.trunc" Unary,
    Round "round" "libm.round" Unary,
    Rint "rint" "libm.rint" Unary,
    Nearbyint "nearbyint" "libm.nearbyint" Unary,
    Pow "pow" "libm.pow" Binary,
    Atan2 "atan2" "libm.atan2" Binary,
    Hypot "hypot" "libm.hypot" Binary,
    Fmin "fmin" "libm.fmin" Binary,
    Fmax "fmax" "libm.fmax" Binary,
    Fmod "fmod" "libm.fmod" Binary,
    Fdim "fdim" "libm.fdim" Binary,
    Remainder "remainder" "libm.remainder" Binary,
    Nextafter "nextafter" "libm.nextafter" Binary,
    Copysign "copysign" "libm.copysign" Binary,
    Fma "fma" "libm.fma" Ternary,
    Ldexp "ldexp" "libm.ldexp" ScaleInt,
    Scalbn "scalbn" "libm.scalbn" ScaleInt,
    Ilogb "ilogb" "libm.ilogb" ToInt,
}

impl MathFn {
    /// The function a C call of `name` names (`sqrt` or `sqrtf`), and whether it is the
    /// `float` variant.
    pub fn from_c_name(name: &str) -> Option<(MathFn, bool)> {
        let find = |n: &str| MathFn::ALL.iter().copied().find(|f| f.c_name() == n);
        find(name)
            .map(|f| (f, false))
            .or_else(|| name.strip_suffix('f').and_then(find).map(|f| (f, true)))
    }
    /// The library symbol of the variant for `f32` (`float`) or `f64`.
    pub fn symbol(self, float: bool) -> String {
        if float {
            format!("{}f", self.c_name())
        } else {
            self.c_name().to_owned()
        }
    }
    pub fn arity(self) -> usize {
        match self.sig() {
            MathSig::Unary | MathSig::ToInt => 1,
            MathSig::Binary | MathSig::ScaleInt => 2,
            MathSig::Ternary => 3,
        }
    }
}
