//! `long double` in device code (docs/gpu.md "long double"). NVPTX has no 80-bit float, so
//! device code computes `long double` in `double` — as nvcc demotes it — while memory keeps
//! the host's x87 format (16 bytes: a 64-bit significand with an explicit integer bit, then
//! sign and 15-bit exponent), so that data mapped from the host means the same on both sides.
//! A load converts x87 bits to `double` (rounded to nearest), a store converts back (exact);
//! signatures carry the bits too, so kernel arguments are the host's bytes.
//!
//! Both conversions are straight-line integer code with selects: no branches in the middle of
//! an instruction's lowering.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::values::{FloatValue, IntValue};
use inkwell::IntPredicate as P;

use crate::Result;

/// The x87 exponent bias, and the bias that turns a 64-bit significand read as an integer
/// into its value: `value = significand × 2^(exponent − 16383 − 63)`.
const X87_BIAS: i64 = 16383;
const SIGNIFICAND_BIAS: i64 = X87_BIAS + 63;
/// `double`'s exponent bias minus the x87 one: an x87 exponent of a normal `double`.
const REBIAS: i64 = X87_BIAS - 1023;

/// The `double` nearest to the x87 value whose 128-bit memory image is `bits`.
pub(crate) fn from_bits<'ctx>(
    ctx: &'ctx Context,
    b: &Builder<'ctx>,
    bits: IntValue<'ctx>,
) -> Result<FloatValue<'ctx>> {
    let (i64t, f64t) = (ctx.i64_type(), ctx.f64_type());
    let c = |v: i64| i64t.const_int(v as u64, true);
    let mant = b.build_int_truncate(bits, i64t, "")?;
    let high = b.build_right_shift(bits, bits.get_type().const_int(64, false), false, "")?;
    let high = b.build_int_truncate(high, i64t, "")?;
    let exp = b.build_and(high, c(0x7fff), "")?;
    let sign = b.build_and(high, c(0x8000), "")?;
    let sign = b.build_left_shift(sign, c(48), "")?;
    // Finite: the significand (correctly rounded to 53 bits) times 2^k in two exact steps;
    // each factor is a normal power of two.
    let k = b.build_int_sub(exp, c(SIGNIFICAND_BIAS), "")?;
    let k1 = clamp(b, k, -1022, 1023)?;
    let rest = b.build_int_sub(k, k1, "")?;
    let k2 = clamp(b, rest, -1022, 1023)?;
    let mag = b.build_unsigned_int_to_float(mant, f64t, "")?;
    let mag = b.build_float_mul(mag, pow2(ctx, b, k1)?, "")?;
    let mag = b.build_float_mul(mag, pow2(ctx, b, k2)?, "")?;
    let mag = b.build_bit_cast(mag, i64t, "")?.into_int_value();
    // Infinity (significand 1.0…0) or NaN (quiet).
    let frac = b.build_left_shift(mant, c(1), "")?;
    let is_inf = b.build_int_compare(P::EQ, frac, c(0), "")?;
    let special = b
        .build_select(
            is_inf,
            c(0x7ff0_0000_0000_0000),
            c(0x7ff8_0000_0000_0000),
            "",
        )?
        .into_int_value();
    let is_special = b.build_int_compare(P::EQ, exp, c(0x7fff), "")?;
    let mag = b
        .build_select(is_special, special, mag, "")?
        .into_int_value();
    let r = b.build_or(mag, sign, "")?;
    Ok(b.build_bit_cast(r, f64t, "")?.into_float_value())
}

/// The 128-bit x87 memory image of `x` (exact: every `double` is an x87 value).
pub(crate) fn to_bits<'ctx>(
    ctx: &'ctx Context,
    b: &Builder<'ctx>,
    x: FloatValue<'ctx>,
) -> Result<IntValue<'ctx>> {
    let (i64t, i128t, f64t) = (ctx.i64_type(), ctx.i128_type(), ctx.f64_type());
    let c = |v: i64| i64t.const_int(v as u64, true);
    let raw = b.build_bit_cast(x, i64t, "")?.into_int_value();
    let sign = b.build_right_shift(raw, c(63), false, "")?;
    let e = exponent(b, raw, c)?;
    // A subnormal times 2^64 is normal (and exact); its exponent is then 64 too large.
    let sub = b.build_int_compare(P::EQ, e, c(0), "")?;
    let scaled = b.build_float_mul(x, f64t.const_float(18446744073709551616.0), "")?;
    let xs = b.build_select(sub, scaled, x, "")?.into_float_value();
    let adj = b.build_select(sub, c(-64), c(0), "")?.into_int_value();
    let bs = b.build_bit_cast(xs, i64t, "")?.into_int_value();
    let es = exponent(b, bs, c)?;
    let fs = b.build_and(bs, c((1 << 52) - 1), "")?;
    let normal = b.build_int_add(es, c(REBIAS), "")?;
    let normal = b.build_int_add(normal, adj, "")?;
    let is_zero = b.build_int_compare(P::EQ, es, c(0), "")?;
    let is_special = b.build_int_compare(P::EQ, es, c(0x7ff), "")?;
    let exp = b
        .build_select(is_special, c(0x7fff), normal, "")?
        .into_int_value();
    let exp = b.build_select(is_zero, c(0), exp, "")?.into_int_value();
    let mant = b.build_left_shift(fs, c(11), "")?;
    let mant = b.build_or(mant, c(i64::MIN), "")?;
    let mant = b.build_select(is_zero, c(0), mant, "")?.into_int_value();
    let sign = b.build_left_shift(sign, c(15), "")?;
    let high = b.build_or(sign, exp, "")?;
    let high = b.build_int_z_extend(high, i128t, "")?;
    let high = b.build_left_shift(high, i128t.const_int(64, false), "")?;
    let low = b.build_int_z_extend(mant, i128t, "")?;
    Ok(b.build_or(high, low, "")?)
}

/// The biased exponent field of a `double`'s bits.
fn exponent<'ctx>(
    b: &Builder<'ctx>,
    bits: IntValue<'ctx>,
    c: impl Fn(i64) -> IntValue<'ctx>,
) -> Result<IntValue<'ctx>> {
    let e = b.build_right_shift(bits, c(52), false, "")?;
    Ok(b.build_and(e, c(0x7ff), "")?)
}

fn clamp<'ctx>(b: &Builder<'ctx>, v: IntValue<'ctx>, lo: i64, hi: i64) -> Result<IntValue<'ctx>> {
    let t = v.get_type();
    let (lo, hi) = (t.const_int(lo as u64, true), t.const_int(hi as u64, true));
    let below = b.build_int_compare(P::SLT, v, lo, "")?;
    let v = b.build_select(below, lo, v, "")?.into_int_value();
    let above = b.build_int_compare(P::SGT, v, hi, "")?;
    Ok(b.build_select(above, hi, v, "")?.into_int_value())
}

/// 2^k for k in [−1022, 1023], from its bits.
fn pow2<'ctx>(
    ctx: &'ctx Context,
    b: &Builder<'ctx>,
    k: IntValue<'ctx>,
) -> Result<FloatValue<'ctx>> {
    let t = k.get_type();
    let e = b.build_int_add(k, t.const_int(1023, false), "")?;
    let e = b.build_left_shift(e, t.const_int(52, false), "")?;
    Ok(b.build_bit_cast(e, ctx.f64_type(), "")?.into_float_value())
}

#[cfg(test)]
mod tests {
    //! The conversions, compiled for the host and run there against oxacc-oir's exact
    //! x87 arithmetic (`f80_from_f64`, `f80_to_f64`).

    use inkwell::context::Context;
    use inkwell::OptimizationLevel;
    use oxacc_oir::f80::{f80_from_f64, f80_to_f64};

    type ToBits = unsafe extern "C" fn(f64, *mut u128);
    type FromBits = unsafe extern "C" fn(*const u128) -> f64;

    /// `void to(double, i128 *)` and `double from(const i128 *)` in a JIT-compiled module.
    fn with_conversions(f: impl FnOnce(ToBits, FromBits)) {
        inkwell::targets::Target::initialize_native(&Default::default()).expect("native target");
        let ctx = Context::create();
        let m = ctx.create_module("f80");
        let (f64t, i128t, pt) = (
            ctx.f64_type(),
            ctx.i128_type(),
            ctx.ptr_type(Default::default()),
        );
        let b = ctx.create_builder();
        let to = m.add_function(
            "to",
            ctx.void_type().fn_type(&[f64t.into(), pt.into()], false),
            None,
        );
        b.position_at_end(ctx.append_basic_block(to, ""));
        let x = to.get_nth_param(0).unwrap().into_float_value();
        let p = to.get_nth_param(1).unwrap().into_pointer_value();
        let bits = super::to_bits(&ctx, &b, x).unwrap();
        b.build_store(p, bits).unwrap().set_alignment(16).unwrap();
        b.build_return(None).unwrap();
        let from = m.add_function("from", f64t.fn_type(&[pt.into()], false), None);
        b.position_at_end(ctx.append_basic_block(from, ""));
        let p = from.get_nth_param(0).unwrap().into_pointer_value();
        let bits = b.build_load(i128t, p, "").unwrap().into_int_value();
        let v = super::from_bits(&ctx, &b, bits).unwrap();
        b.build_return(Some(&v)).unwrap();
        m.verify().unwrap();
        let ee = m
            .create_jit_execution_engine(OptimizationLevel::None)
            .expect("JIT");
        // SAFETY: the signatures match the functions built above.
        unsafe {
            let to = ee.get_function::<ToBits>("to").unwrap().into_raw();
            let from = ee.get_function::<FromBits>("from").unwrap().into_raw();
            f(to, from);
        }
    }

    /// A deterministic stream of 64-bit patterns.
    fn patterns(n: usize) -> impl Iterator<Item = u64> {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        (0..n).map(move |_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        })
    }

    #[test]
    fn doubles_become_their_exact_x87_image() {
        let special = [
            0.0,
            -0.0,
            1.0,
            -2.5,
            f64::MAX,
            f64::MIN_POSITIVE,
            5e-324,
            -4e-320,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        let random = patterns(100_000).map(f64::from_bits);
        with_conversions(|to, _| {
            for x in special.into_iter().chain(random) {
                let mut got = 0u128;
                // SAFETY: `got` is a valid, aligned i128.
                unsafe { to(x, &mut got) };
                if x.is_nan() {
                    assert_eq!(got >> 64 & 0x7fff, 0x7fff, "{x:e}");
                    assert_ne!((got as u64) << 1, 0, "{x:e}");
                } else {
                    assert_eq!(got, f80_from_f64(x), "{x:e}: {got:#x}");
                }
            }
        });
    }

    #[test]
    fn x87_values_round_to_the_nearest_double() {
        // Exponents around double's range, significands with the integer bit set.
        let exps = (0x3b00u128..0x4500)
            .step_by(7)
            .chain([0, 1, 0x7fff, 0x43fe, 0x43ff, 0x3bcd]);
        let mut stream = patterns(200_000);
        with_conversions(|_, from| {
            for e in exps {
                for _ in 0..40 {
                    let m = stream.next().unwrap() | 1 << 63;
                    let sign = u128::from(stream.next().unwrap() & 1) << 79;
                    let bits = sign | e << 64 | u128::from(m);
                    // SAFETY: `bits` is a valid, aligned i128.
                    let got = unsafe { from(&bits) };
                    let want = f80_to_f64(bits);
                    if want.is_nan() {
                        assert!(got.is_nan(), "{bits:#x}");
                    } else if want.abs() >= f64::MIN_POSITIVE {
                        assert_eq!(got.to_bits(), want.to_bits(), "{bits:#x}: {got:e} {want:e}");
                    } else {
                        // Double's subnormal range: the significand rounds twice (to 53 bits,
                        // then to the subnormal's), at most one unit apart.
                        let d = got.to_bits().abs_diff(want.to_bits());
                        assert!(d <= 1, "{bits:#x}: {got:e} {want:e}");
                    }
                }
            }
        });
    }
}
