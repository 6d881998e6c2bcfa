//! x87 80-bit extended precision values as bit patterns (`u128`, low 80 bits:
//! sign, 15-bit exponent, 64-bit significand with explicit integer bit), so
//! that `long double` constants travel through OIR exactly. Conversions round
//! to nearest, ties to even, like the C library and LLVM's APFloat.

/// Bias of the x87 exponent.
const BIAS: i64 = 16383;
/// Exponent of the quantum of x87 denormals: 2^(1 - 16383 - 63).
const F80_MIN_QE: i64 = 1 - BIAS - 63;
const F64_MIN_QE: i64 = -1074;

/// +infinity.
pub const F80_INF: u128 = 0x7fff_8000_0000_0000_0000;
/// The default quiet NaN.
pub const F80_NAN: u128 = 0x7fff_c000_0000_0000_0000;
const SIGN: u128 = 1 << 79;

/// A non-negative arbitrary-precision integer, little-endian 32-bit limbs.
#[derive(Clone, Debug, Default)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut l = Vec::new();
        while v != 0 {
            l.push(v as u32);
            v >>= 32;
        }
        Big(l)
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    fn bits(&self) -> u64 {
        match self.0.iter().rposition(|&x| x != 0) {
            None => 0,
            Some(i) => 32 * i as u64 + (32 - u64::from(self.0[i].leading_zeros())),
        }
    }
    fn bit(&self, i: u64) -> bool {
        self.0
            .get((i / 32) as usize)
            .is_some_and(|&l| (l >> (i % 32)) & 1 == 1)
    }
    /// Whether any bit below `i` is set.
    fn any_below(&self, i: u64) -> bool {
        let (w, b) = ((i / 32) as usize, i % 32);
        self.0.iter().take(w.min(self.0.len())).any(|&x| x != 0)
            || (b != 0 && self.0.get(w).is_some_and(|&l| l & ((1u32 << b) - 1) != 0))
    }
    /// Bits `[lo, lo + 128)` as an integer.
    fn extract(&self, lo: u64) -> u128 {
        (0..128).fold(0u128, |acc, k| acc | (u128::from(self.bit(lo + k)) << k))
    }
    fn mul_small_add(&mut self, m: u32, a: u32) {
        let mut carry = u64::from(a);
        for l in &mut self.0 {
            let v = u64::from(*l) * u64::from(m) + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&self, n: u64) -> Big {
        let (w, b) = ((n / 32) as usize, n % 32);
        let mut out = vec![0u32; w];
        let mut carry = 0u32;
        for &l in &self.0 {
            if b == 0 {
                out.push(l);
            } else {
                out.push((l << b) | carry);
                carry = l >> (32 - b);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    fn ge(&self, o: &Big) -> bool {
        let n = self.0.len().max(o.0.len());
        for i in (0..n).rev() {
            let (a, b) = (
                self.0.get(i).copied().unwrap_or(0),
                o.0.get(i).copied().unwrap_or(0),
            );
            if a != b {
                return a > b;
            }
        }
        true
    }
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let v = i64::from(self.0[i]) - i64::from(o.0.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(v < 0);
            self.0[i] = v.rem_euclid(1 << 32) as u32;
        }
        self.trim();
    }
    fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let v = u64::from(self.0.get(i).copied().unwrap_or(0))
                + u64::from(o.0.get(i).copied().unwrap_or(0))
                + carry;
            out.push(v as u32);
            carry = v >> 32;
        }
        out.push(carry as u32);
        let mut r = Big(out);
        r.trim();
        r
    }
    fn mul(&self, o: &Big) -> Big {
        let mut out = vec![0u32; self.0.len() + o.0.len() + 1];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in o.0.iter().enumerate() {
                let v = u64::from(out[i + j]) + u64::from(a) * u64::from(b) + carry;
                out[i + j] = v as u32;
                carry = v >> 32;
            }
            out[i + o.0.len()] = carry as u32;
        }
        let mut r = Big(out);
        r.trim();
        r
    }
    fn pow10(e: u32) -> Big {
        let mut r = Big(vec![1]);
        for _ in 0..e {
            r.mul_small_add(10, 0);
        }
        r
    }
}

/// Rounds `x * 2^s` (plus a sticky fraction below it) to a significand of at
/// most `prec` bits with quantum exponent at least `min_qe`: returns
/// `(significand, quantum exponent)`, the significand below `2^prec`.
fn round(x: &Big, s: i64, sticky: bool, prec: u32, min_qe: i64) -> (u128, i64) {
    let len = x.bits() as i64;
    if len == 0 {
        return (0, min_qe);
    }
    let e = len - 1 + s;
    let qe = (e - i64::from(prec) + 1).max(min_qe);
    if s >= qe {
        // Exact: at most `prec` significant bits remain.
        return (x.extract(0) << (s - qe), qe);
    }
    let drop = (qe - s) as u64;
    let mut m = x.extract(drop);
    let half = x.bit(drop - 1);
    let rest = sticky || x.any_below(drop - 1);
    if half && (rest || m & 1 == 1) {
        m += 1;
    }
    if m >> prec != 0 {
        return (m >> 1, qe + 1);
    }
    (m, qe)
}

fn encode_f80(neg: bool, m: u128, qe: i64) -> u128 {
    let sign = if neg { SIGN } else { 0 };
    if m == 0 {
        return sign;
    }
    if m >> 63 == 0 {
        return sign | m; // denormal: exponent field 0
    }
    let biased = qe + 63 + BIAS;
    if biased >= 0x7fff {
        return sign | F80_INF;
    }
    sign | ((biased as u128) << 64) | m
}

fn from_parts(neg: bool, x: &Big, s: i64, sticky: bool) -> u128 {
    let (m, qe) = round(x, s, sticky, 64, F80_MIN_QE);
    encode_f80(neg, m, qe)
}

/// The exact x87 value of an f64.
pub fn f80_from_f64(f: f64) -> u128 {
    let neg = f.is_sign_negative();
    let sign = if neg { SIGN } else { 0 };
    if f.is_nan() {
        // Keep the payload, like fpext.
        let payload = u128::from(f.to_bits() & ((1 << 51) - 1));
        return sign | F80_NAN | (payload << 11);
    }
    if f.is_infinite() {
        return sign | F80_INF;
    }
    let (m, s) = f64_parts(f);
    from_parts(neg, &Big::from_u128(m), s, false)
}

/// A finite f64's magnitude as `m * 2^s`.
fn f64_parts(f: f64) -> (u128, i64) {
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = u128::from(bits & ((1 << 52) - 1));
    if exp == 0 {
        (frac, F64_MIN_QE)
    } else {
        (frac | (1 << 52), exp - 1075)
    }
}

/// An integer's sign and magnitude (`signed`: `v` is two's complement).
fn int_parts(v: i128, signed: bool) -> (bool, u128) {
    if signed && v < 0 {
        (true, v.unsigned_abs())
    } else {
        (false, v as u128)
    }
}

/// `±m * 2^s` rounded to f64.
fn finite_to_f64(neg: bool, m: u128, s: i64) -> f64 {
    let sign = if neg { -1.0 } else { 1.0 };
    let (m, qe) = round(&Big::from_u128(m), s, false, 53, F64_MIN_QE);
    let m = m as u64;
    let mag = if m == 0 {
        0
    } else if m >> 52 == 0 {
        m
    } else {
        let biased = qe + 52 + 1023;
        if biased >= 0x7ff {
            return sign * f64::INFINITY;
        }
        ((biased as u64) << 52) | (m & ((1 << 52) - 1))
    };
    sign * f64::from_bits(mag)
}

/// `±m * 2^s` truncated toward zero to an integer, `m` of `bits` significant bits; `None`
/// for magnitudes of 2^127 and more.
fn finite_to_int(neg: bool, m: u128, s: i64, bits: i64) -> Option<i128> {
    let mag = if s >= 0 {
        if s > 127 - bits {
            return None;
        }
        m << s
    } else if s <= -bits {
        0
    } else {
        m >> -s
    };
    let mag = i128::try_from(mag).ok()?;
    Some(if neg { -mag } else { mag })
}

/// The x87 value of an integer, rounded (exact up to 64 significant bits).
pub fn f80_from_int(v: i128, signed: bool) -> u128 {
    let (neg, mag) = int_parts(v, signed);
    from_parts(neg, &Big::from_u128(mag), 0, false)
}

/// An x87 value rounded to f64.
pub fn f80_to_f64(bits: u128) -> f64 {
    let neg = bits & SIGN != 0;
    match decode(bits) {
        Some((_, m, s)) => finite_to_f64(neg, m, s),
        None if (bits as u64) << 1 == 0 => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        None => f64::NAN,
    }
}

/// An x87 value truncated toward zero to an integer; `None` for NaN,
/// infinities and magnitudes of 2^127 and more.
pub fn f80_to_int(bits: u128) -> Option<i128> {
    let (neg, m, s) = decode(bits)?;
    finite_to_int(neg, m, s, 64)
}

/// `-x`.
pub fn f80_neg(bits: u128) -> u128 {
    bits ^ SIGN
}

/// Whether the value is zero (of either sign).
pub fn f80_is_zero(bits: u128) -> bool {
    bits & !SIGN == 0
}

/// Parses a C floating constant's spelling (decimal or hexadecimal, no
/// suffix; an optional leading sign; `'` digit separators are skipped) to
/// the nearest x87 value. `inf`/`nan` spellings are accepted too.
pub fn parse_f80(text: &str) -> Option<u128> {
    parse_with(text, &X87)
}

/// A binary floating format the constant parser rounds to.
struct Format {
    /// Significand bits (with the integer bit).
    prec: u32,
    min_qe: i64,
    sign: u128,
    inf: u128,
    nan: u128,
    encode: fn(bool, u128, i64) -> u128,
}

const X87: Format = Format {
    prec: 64,
    min_qe: F80_MIN_QE,
    sign: SIGN,
    inf: F80_INF,
    nan: F80_NAN,
    encode: encode_f80,
};

fn parse_with(text: &str, f: &Format) -> Option<u128> {
    let t: String = text.chars().filter(|&c| c != '\'').collect();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, &t[..]),
    };
    let sign = if neg { f.sign } else { 0 };
    let parts = |x: &Big, s: i64, sticky: bool| {
        let (m, qe) = round(x, s, sticky, f.prec, f.min_qe);
        (f.encode)(neg, m, qe)
    };
    match t.to_ascii_lowercase().as_str() {
        "inf" | "infinity" => return Some(sign | f.inf),
        "nan" => return Some(sign | f.nan),
        _ => {}
    }
    let (hex, body) = match t.get(..2) {
        Some("0x" | "0X") => (true, &t[2..]),
        _ => (false, t),
    };
    let exp_at = body.find(if hex { ['p', 'P'] } else { ['e', 'E'] });
    let (mant, exp) = match exp_at {
        Some(i) => (&body[..i], body[i + 1..].parse::<i64>().ok()?),
        None if hex => return None,
        None => (body, 0),
    };
    let (int_part, frac_part) = mant.split_once('.').unwrap_or((mant, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let radix = if hex { 16 } else { 10 };
    let mut x = Big::default();
    let mut nonzero = false;
    for c in int_part.chars().chain(frac_part.chars()) {
        let d = c.to_digit(radix)?;
        nonzero |= d != 0;
        if nonzero {
            x.mul_small_add(radix, d);
        }
    }
    if x.is_zero() {
        return Some(sign);
    }
    let frac_digits = frac_part.len() as i64;
    if hex {
        let s = exp.saturating_sub(4 * frac_digits);
        if s > 20000 {
            return Some(sign | f.inf);
        }
        return Some(parts(&x, s.max(-40000), false));
    }
    let e10 = exp.saturating_sub(frac_digits);
    let digits = x.bits() as i64 * 3 / 10 + 1;
    if e10 + digits > 5000 {
        return Some(sign | f.inf);
    }
    if e10 + digits < -5000 {
        return Some(sign);
    }
    if e10 >= 0 {
        let p = Big::pow10(e10 as u32);
        // x * 10^e10, exactly.
        let mut prod = Big(vec![0; x.0.len() + p.0.len()]);
        for (i, &a) in x.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in p.0.iter().enumerate() {
                let v = u64::from(prod.0[i + j]) + u64::from(a) * u64::from(b) + carry;
                prod.0[i + j] = v as u32;
                carry = v >> 32;
            }
            prod.0[i + p.0.len()] = carry as u32;
        }
        prod.trim();
        return Some(parts(&prod, 0, false));
    }
    let q = Big::pow10((-e10) as u32);
    let (quot, s, sticky) = quotient_parts(&x, &q, 0, f.prec + 2);
    Some(parts(&Big::from_u128(quot), s, sticky))
}

/// `x / d * 2^s` as a quotient of at least `bits` bits, its exponent and a sticky
/// bit for the remainder (`d` nonzero).
fn quotient_parts(x: &Big, d: &Big, s: i64, bits: u32) -> (u128, i64, bool) {
    let k = (i64::from(bits) + d.bits() as i64 - x.bits() as i64 + 1).max(0) as u64;
    let mut r = x.shl(k);
    let top = r.bits().saturating_sub(d.bits()) + 1;
    let mut quot = 0u128;
    for j in (0..top).rev() {
        let ds = d.shl(j);
        if r.ge(&ds) {
            r.sub_assign(&ds);
            quot |= 1 << j;
        }
    }
    (quot, s - k as i64, !r.is_zero())
}

/// The x87 value of `(x / d) * 2^s`, rounded (`d` nonzero): a quotient of at
/// least 66 bits, the remainder as sticky bit.
fn quotient(neg: bool, x: &Big, d: &Big, s: i64) -> u128 {
    let (quot, s, sticky) = quotient_parts(x, d, s, 66);
    from_parts(neg, &Big::from_u128(quot), s, sticky)
}

// ---- IEEE binary128 (`_Float128`) ----

const F128_BIAS: i64 = 16383;
const F128_MIN_QE: i64 = 1 - F128_BIAS - 112;
const F128_SIGN: u128 = 1 << 127;
/// +infinity as binary128.
pub const F128_INF: u128 = 0x7fff << 112;
/// The default quiet NaN as binary128.
pub const F128_NAN: u128 = (0x7fff << 112) | (1 << 111);

fn encode_f128(neg: bool, m: u128, qe: i64) -> u128 {
    let sign = if neg { F128_SIGN } else { 0 };
    if m == 0 {
        return sign;
    }
    if m >> 112 == 0 {
        return sign | m; // denormal
    }
    let biased = qe + 112 + F128_BIAS;
    if biased >= 0x7fff {
        return sign | F128_INF;
    }
    sign | ((biased as u128) << 112) | (m & ((1 << 112) - 1))
}

const BINARY128: Format = Format {
    prec: 113,
    min_qe: F128_MIN_QE,
    sign: F128_SIGN,
    inf: F128_INF,
    nan: F128_NAN,
    encode: encode_f128,
};

/// Parses a C floating constant's spelling (as [`parse_f80`]) to the nearest
/// binary128 value.
pub fn parse_f128(text: &str) -> Option<u128> {
    parse_with(text, &BINARY128)
}

/// The exact binary128 value of an f64.
pub fn f128_from_f64(f: f64) -> u128 {
    let neg = f.is_sign_negative();
    let sign = if neg { F128_SIGN } else { 0 };
    if f.is_nan() {
        let payload = u128::from(f.to_bits() & ((1 << 51) - 1));
        return sign | F128_NAN | (payload << 60);
    }
    if f.is_infinite() {
        return sign | F128_INF;
    }
    let (m, s) = f64_parts(f);
    let (m, qe) = round(&Big::from_u128(m), s, false, 113, F128_MIN_QE);
    encode_f128(neg, m, qe)
}

/// The exact binary128 value of an x87 value.
pub fn f128_from_f80(bits: u128) -> u128 {
    let neg = bits & SIGN != 0;
    let sign = if neg { F128_SIGN } else { 0 };
    match decode(bits) {
        Some((_, m, s)) => {
            let (m, qe) = round(&Big::from_u128(m), s, false, 113, F128_MIN_QE);
            encode_f128(neg, m, qe)
        }
        None if (bits as u64) << 1 == 0 => sign | F128_INF,
        None => sign | F128_NAN,
    }
}

/// The binary128 value of an integer, rounded (exact up to 113 significant bits).
pub fn f128_from_int(v: i128, signed: bool) -> u128 {
    let (neg, mag) = int_parts(v, signed);
    let (m, qe) = round(&Big::from_u128(mag), 0, false, 113, F128_MIN_QE);
    encode_f128(neg, m, qe)
}

/// A finite binary128 value as `(negative, significand, exponent)`: `±m * 2^s`.
fn decode_f128(bits: u128) -> Option<(bool, u128, i64)> {
    let exp = ((bits >> 112) & 0x7fff) as i64;
    if exp == 0x7fff {
        return None;
    }
    let frac = bits & ((1 << 112) - 1);
    let (m, s) = if exp == 0 {
        (frac, F128_MIN_QE)
    } else {
        (frac | (1 << 112), exp - F128_BIAS - 112)
    };
    Some((bits & F128_SIGN != 0, m, s))
}

/// A binary128 value rounded to f64.
pub fn f128_to_f64(bits: u128) -> f64 {
    let neg = bits & F128_SIGN != 0;
    match decode_f128(bits) {
        Some((_, m, s)) => finite_to_f64(neg, m, s),
        None if bits & ((1 << 112) - 1) == 0 => {
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        None => f64::NAN,
    }
}

/// A binary128 value rounded to x87 extended precision.
pub fn f128_to_f80(bits: u128) -> u128 {
    let neg = bits & F128_SIGN != 0;
    let sign = if neg { SIGN } else { 0 };
    match decode_f128(bits) {
        None if bits & ((1 << 112) - 1) == 0 => sign | F80_INF,
        None => sign | F80_NAN,
        Some((_, m, s)) => from_parts(neg, &Big::from_u128(m), s, false),
    }
}

/// A binary128 value truncated toward zero to an integer; `None` for NaN,
/// infinities and magnitudes of 2^127 and more.
pub fn f128_to_int(bits: u128) -> Option<i128> {
    let (neg, m, s) = decode_f128(bits)?;
    finite_to_int(neg, m, s, 113)
}

/// Whether a binary128 value is zero (of either sign).
pub fn f128_is_zero(bits: u128) -> bool {
    bits & !F128_SIGN == 0
}

/// An f64 rounded to IEEE binary16 (`_Float16`), to nearest, ties to even.
pub fn f16_from_f64(f: f64) -> u16 {
    let sign: u16 = if f.is_sign_negative() { 0x8000 } else { 0 };
    if f.is_nan() {
        return sign | 0x7e00;
    }
    if f.is_infinite() {
        return sign | 0x7c00;
    }
    let (m, s) = f64_parts(f);
    let (m, qe) = round(&Big::from_u128(m), s, false, 11, -24);
    if m == 0 {
        return sign;
    }
    if m >> 10 == 0 {
        return sign | m as u16;
    }
    let biased = qe + 10 + 15;
    if biased >= 0x1f {
        return sign | 0x7c00;
    }
    sign | ((biased as u16) << 10) | (m as u16 & 0x3ff)
}

/// The exact f64 value of an IEEE binary16 pattern.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let frac = f64::from(h & 0x3ff);
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        0x1f if frac == 0.0 => sign * f64::INFINITY,
        0x1f => f64::NAN,
        _ => sign * (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// `-x` for binary128.
pub fn f128_neg(bits: u128) -> u128 {
    bits ^ F128_SIGN
}

/// A finite value as `(negative, significand, exponent)`: `±m * 2^s`.
fn decode(bits: u128) -> Option<(bool, u128, i64)> {
    let exp = ((bits >> 64) & 0x7fff) as i64;
    if exp == 0x7fff {
        return None;
    }
    let s = if exp == 0 {
        F80_MIN_QE
    } else {
        exp - BIAS - 63
    };
    Some((bits & SIGN != 0, u128::from(bits as u64), s))
}

/// An arithmetic operation of x87 constant folding.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum F80Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// `a op b` correctly rounded (as the x87 unit does at 64-bit precision), or
/// `None` when an operand is infinite or NaN, or for a division by zero.
pub fn f80_binary(op: F80Op, a: u128, b: u128) -> Option<u128> {
    let (na, ma, sa) = decode(a)?;
    let (nb, mb, sb) = decode(b)?;
    match op {
        F80Op::Sub => f80_binary(F80Op::Add, a, f80_neg(b)),
        F80Op::Add => {
            let s = sa.min(sb);
            let x = Big::from_u128(ma).shl((sa - s) as u64);
            let y = Big::from_u128(mb).shl((sb - s) as u64);
            if na == nb {
                return Some(from_parts(na, &x.add(&y), s, false));
            }
            // Opposite signs: an exact zero is +0 when rounding to nearest.
            let (neg, mut big, small) = if x.ge(&y) { (na, x, y) } else { (nb, y, x) };
            big.sub_assign(&small);
            let neg = neg && !big.is_zero();
            Some(from_parts(neg, &big, s, false))
        }
        F80Op::Mul => Some(from_parts(
            na != nb,
            &Big::from_u128(ma * mb),
            sa + sb,
            false,
        )),
        F80Op::Div if mb == 0 => None,
        F80Op::Div => Some(quotient(
            na != nb,
            &Big::from_u128(ma),
            &Big::from_u128(mb),
            sa - sb,
        )),
    }
}

/// `a op b` in binary128, correctly rounded; `None` for NaN or infinite operands
/// and division by zero.
pub fn f128_binary(op: F80Op, a: u128, b: u128) -> Option<u128> {
    let (na, ma, sa) = decode_f128(a)?;
    let (nb, mb, sb) = decode_f128(b)?;
    let parts = |neg: bool, x: &Big, s: i64, sticky: bool| {
        let (m, qe) = round(x, s, sticky, 113, F128_MIN_QE);
        encode_f128(neg, m, qe)
    };
    match op {
        F80Op::Sub => f128_binary(F80Op::Add, a, f128_neg(b)),
        F80Op::Add => {
            let s = sa.min(sb);
            let x = Big::from_u128(ma).shl((sa - s) as u64);
            let y = Big::from_u128(mb).shl((sb - s) as u64);
            if na == nb {
                return Some(parts(na, &x.add(&y), s, false));
            }
            let (neg, mut big, small) = if x.ge(&y) { (na, x, y) } else { (nb, y, x) };
            big.sub_assign(&small);
            let neg = neg && !big.is_zero();
            Some(parts(neg, &big, s, false))
        }
        F80Op::Mul => Some(parts(
            na != nb,
            &Big::from_u128(ma).mul(&Big::from_u128(mb)),
            sa + sb,
            false,
        )),
        F80Op::Div if mb == 0 => None,
        F80Op::Div => {
            let (q, s, sticky) =
                quotient_parts(&Big::from_u128(ma), &Big::from_u128(mb), sa - sb, 115);
            Some(parts(na != nb, &Big::from_u128(q), s, sticky))
        }
    }
}

/// Compares two binary128 values; `None` when either is a NaN.
pub fn f128_cmp(a: u128, b: u128) -> Option<std::cmp::Ordering> {
    let nan = |x: u128| (x >> 112) & 0x7fff == 0x7fff && x & ((1 << 112) - 1) != 0;
    if nan(a) || nan(b) {
        return None;
    }
    let key = |x: u128| {
        let mag = (x & !F128_SIGN) as i128;
        if x & F128_SIGN != 0 {
            -mag
        } else {
            mag
        }
    };
    Some(key(a).cmp(&key(b)))
}

/// Compares two x87 values; `None` when either is a NaN.
pub fn f80_cmp(a: u128, b: u128) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering::*;
    let is_nan = |x: u128| (x >> 64) & 0x7fff == 0x7fff && (x as u64) << 1 != 0;
    if is_nan(a) || is_nan(b) {
        return None;
    }
    if f80_is_zero(a) && f80_is_zero(b) || a == b {
        return Some(Equal);
    }
    let rank = |x: u128| if x & SIGN != 0 { Less } else { Greater };
    if decode(a).is_none() {
        return Some(rank(a));
    }
    if decode(b).is_none() {
        return Some(rank(b).reverse());
    }
    let d = f80_binary(F80Op::Sub, a, b)?;
    Some(if f80_is_zero(d) { Equal } else { rank(d) })
}

/// The hexadecimal spelling OIR uses for an x87 constant: `0xK` and 20 hex
/// digits, as in LLVM IR.
pub fn f80_hex(bits: u128) -> String {
    format!("0xK{:020X}", bits & ((1 << 80) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary128_constants() {
        assert_eq!(parse_f128("1.0"), Some(0x3fff << 112));
        assert_eq!(
            parse_f128("0.1"),
            Some(0x3ffb_9999_9999_9999_9999_9999_9999_999a)
        );
        assert_eq!(parse_f128("-2"), Some(0xc000 << 112));
        assert_eq!(parse_f128("1e5000"), Some(F128_INF));
        assert_eq!(parse_f128("0x1p-16494"), Some(1));
        assert_eq!(f128_from_f64(0.5), 0x3ffe << 112);
        // The x87 infinity has its explicit integer bit set: still an infinity.
        assert_eq!(f128_from_f80(F80_INF), F128_INF);
        assert_eq!(f80_to_f64(F80_INF | SIGN), f64::NEG_INFINITY);
        assert_eq!(f80_to_int(F80_INF), None);
        assert_eq!(f128_to_f64(parse_f128("0.1").unwrap()), 0.1);
        let q = |s: &str| parse_f128(s).unwrap();
        assert_eq!(
            f128_binary(F80Op::Div, q("1"), q("3")),
            Some(q("0.333333333333333333333333333333333333333"))
        );
        assert_eq!(
            f128_binary(F80Op::Mul, q("1.1"), q("1.1")),
            Some(q("1.21000000000000000000000000000000008"))
        );
        assert_eq!(f128_binary(F80Op::Sub, q("1.1"), q("0.1")), Some(q("1")));
        assert_eq!(f128_binary(F80Op::Add, q("1e4000"), q("-1e4000")), Some(0));
        assert_eq!(f128_cmp(q("-0"), q("0")), Some(std::cmp::Ordering::Equal));
        assert_eq!(f128_cmp(q("-2"), q("1")), Some(std::cmp::Ordering::Less));
        assert_eq!(f16_from_f64(1.0), 0x3c00);
        assert_eq!(f16_from_f64(0.1), 0x2e66);
        assert_eq!(f16_from_f64(65520.0), 0x7c00);
        assert_eq!(f16_from_f64(-5.960464477539063e-8), 0x8001);
        assert_eq!(f16_to_f64(0x2e66), 0.0999755859375);
        assert_eq!(f128_to_f64(parse_f128("-1e-310").unwrap()), -1e-310);
        assert_eq!(f128_to_int(parse_f128("-12345.9").unwrap()), Some(-12345));
        assert_eq!(
            f128_to_f80(parse_f128("0.1").unwrap()),
            parse_f80("0.1").unwrap()
        );
        assert_eq!(f128_from_int(-3, true), (0xc000 << 112) | (1 << 111));
        // f80 0.1 is 0xCCCCCCCCCCCCCCCD * 2^-67: exact in binary128.
        let m: u128 = 0xCCCC_CCCC_CCCC_CCCD;
        assert_eq!(
            f128_from_f80(parse_f80("0.1").unwrap()),
            (0x3ffb << 112) | ((m << 49) & ((1 << 112) - 1))
        );
    }

    #[test]
    fn limits_and_simple_values() {
        // LDBL_MAX, LDBL_MIN, LDBL_TRUE_MIN, LDBL_EPSILON as <float.h> spells them.
        assert_eq!(
            parse_f80("1.18973149535723176502e+4932"),
            Some(0x7FFE_FFFF_FFFF_FFFF_FFFF)
        );
        assert_eq!(
            parse_f80("3.36210314311209350626e-4932"),
            Some(0x0001_8000_0000_0000_0000)
        );
        assert_eq!(
            parse_f80("3.64519953188247460253e-4951"),
            Some(0x0000_0000_0000_0000_0001)
        );
        assert_eq!(
            parse_f80("1.08420217248550443401e-19"),
            Some(0x3FC0_8000_0000_0000_0000)
        );
        assert_eq!(
            parse_f80("0x1.fffffffffffffffep+16383"),
            Some(0x7FFE_FFFF_FFFF_FFFF_FFFF)
        );
        assert_eq!(parse_f80("0x8p-3"), Some(0x3FFF_8000_0000_0000_0000));
        assert_eq!(parse_f80("1"), Some(0x3FFF_8000_0000_0000_0000));
        assert_eq!(parse_f80("-2.5"), Some(0xC000_A000_0000_0000_0000));
        assert_eq!(parse_f80("0.0"), Some(0));
        assert_eq!(parse_f80("1e5000"), Some(F80_INF));
        assert_eq!(parse_f80("1e-5000"), Some(0));
        // 0.1 rounds to 0xCCCC...CCCD at 64 bits (LLVM: 0xK3FFBCCCCCCCCCCCCCCCD).
        assert_eq!(parse_f80("0.1"), Some(0x3FFB_CCCC_CCCC_CCCC_CCCD));
        assert_eq!(parse_f80("x"), None);
    }

    #[test]
    fn arithmetic_is_correctly_rounded() {
        let v = |s: &str| parse_f80(s).unwrap();
        let third = f80_binary(F80Op::Div, v("1"), v("3")).unwrap();
        assert_eq!(third, v("0.333333333333333333333333333"));
        assert_eq!(third, 0x3FFD_AAAA_AAAA_AAAA_AAAB);
        assert_eq!(
            f80_binary(F80Op::Add, v("1e20"), v("1")),
            Some(v("100000000000000000001"))
        );
        assert_eq!(f80_binary(F80Op::Sub, v("2.5"), v("2.5")), Some(0));
        assert_eq!(f80_binary(F80Op::Mul, v("-1.5"), v("4")), Some(v("-6")));
        assert_eq!(
            f80_binary(F80Op::Mul, v("1e4000"), v("1e4000")),
            Some(F80_INF)
        );
        assert_eq!(
            f80_binary(F80Op::Add, v("0x1p-16445"), v("0x1p-16445")),
            Some(2)
        );
        assert_eq!(f80_binary(F80Op::Div, v("1"), 0), None);
        use std::cmp::Ordering::*;
        assert_eq!(f80_cmp(v("0.1"), v("0.10000000000000000001")), Some(Less));
        assert_eq!(f80_cmp(F80_INF, 0x7FFE_FFFF_FFFF_FFFF_FFFF), Some(Greater));
        assert_eq!(f80_cmp(f80_neg(0), 0), Some(Equal));
        assert_eq!(f80_cmp(F80_NAN, 0), None);
    }

    #[test]
    fn conversions() {
        for f in [
            0.1,
            -3.5,
            1e300,
            5e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
            0.0,
            -0.0,
        ] {
            assert_eq!(f80_to_f64(f80_from_f64(f)).to_bits(), f.to_bits(), "{f}");
        }
        assert_eq!(f80_from_f64(1.0), 0x3FFF_8000_0000_0000_0000);
        assert_eq!(f80_to_f64(parse_f80("0.1").unwrap()), 0.1);
        assert_eq!(f80_to_f64(F80_INF), f64::INFINITY);
        assert_eq!(f80_to_f64(0x7FFE_FFFF_FFFF_FFFF_FFFF), f64::INFINITY);
        assert_eq!(f80_from_int(-1, true), 0xBFFF_8000_0000_0000_0000);
        assert_eq!(
            f80_from_int(u64::MAX as i128, false),
            0x403E_FFFF_FFFF_FFFF_FFFF
        );
        assert_eq!(f80_to_int(parse_f80("-7.9").unwrap()), Some(-7));
        assert_eq!(
            f80_to_int(parse_f80("18446744073709551615.0").unwrap()),
            Some(u64::MAX as i128)
        );
        assert_eq!(f80_to_int(parse_f80("0.5").unwrap()), Some(0));
        assert_eq!(
            f80_hex(f80_neg(0x3FFF_8000_0000_0000_0000)),
            "0xKBFFF8000000000000000"
        );
    }
}
