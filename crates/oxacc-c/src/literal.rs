//! Classification and evaluation of constants and string literals: integer constants
//! (C17 §6.4.4.1), floating constants including hexadecimal ones (§6.4.4.2), character
//! constants (§6.4.4.4) and string literals (§6.4.5), with every standard and GNU suffix.
//! Pure functions on spellings; errors are values the parser turns into diagnostics.

use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum LiteralError {
    #[error("invalid suffix '{0}' on integer constant")]
    IntSuffix(&'static str),
    #[error("invalid suffix on integer constant")]
    BadIntSuffix,
    #[error("invalid suffix on floating constant")]
    BadFloatSuffix,
    #[error("invalid digit in octal constant")]
    OctalDigit,
    #[error("integer literal is too large to be represented in any integer type")]
    TooLarge,
    #[error("exponent has no digits")]
    NoExponentDigits,
    #[error("hexadecimal floating constant requires an exponent")]
    HexFloatNoExponent,
    #[error("invalid numeric constant")]
    Malformed,
    #[error("empty character constant")]
    EmptyChar,
    #[error("unknown escape sequence")]
    UnknownEscape,
    #[error("\\x used with no following hex digits")]
    NoHexDigits,
    #[error("hex escape sequence out of range")]
    EscapeRange,
    #[error("missing terminating quote")]
    Unterminated,
    #[error("unsupported non-standard concatenation of string literals")]
    MixedPrefixes,
}

/// `u`/`U`, `l`/`L`/`ll`/`LL`, in any order (C17 §6.4.4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct IntSuffix {
    pub unsigned: bool,
    /// 0 none, 1 `l`, 2 `ll`.
    pub long: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntLiteral {
    pub value: u128,
    pub suffix: IntSuffix,
    /// Decimal constants never become unsigned implicitly (§6.4.4.1p5 table).
    pub decimal: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    /// No suffix: `double`.
    None,
    /// `f`/`F`: `float`.
    F,
    /// `l`/`L`: `long double`.
    L,
    /// `f128`/`q`/`Q`, `f64x` (GNU): `_Float128`.
    F128,
    /// `f16`/`F16`: `_Float16`.
    F16,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatLiteral {
    pub value: f64,
    pub suffix: FloatSuffix,
    /// A GNU imaginary constant (`2.0i`, `1i`): the value times `I`.
    pub imaginary: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumberLiteral {
    Int(IntLiteral),
    Float(FloatLiteral),
    /// A GNU imaginary integer constant (`3i`).
    ImaginaryInt(IntLiteral),
}

/// The suffix part of a pp-number spelling (for "invalid suffix 'xyz'" diagnostics).
pub fn suffix_of(text: &str) -> &str {
    let b = text.as_bytes();
    let hex = b.len() > 1 && b[0] == b'0' && matches!(b[1], b'x' | b'X');
    let mut i = if hex { 2 } else { 0 };
    while i < b.len() {
        let c = b[i];
        let digit = if hex {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        };
        if digit || c == b'.' {
            i += 1;
        } else if (hex && matches!(c, b'p' | b'P')) || (!hex && matches!(c, b'e' | b'E')) {
            i += 1;
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
        } else {
            break;
        }
    }
    &text[i..]
}

/// Classifies and evaluates a pp-number spelling (§6.4.8 → §6.4.4.1 / §6.4.4.2).
pub fn parse_number(text: &str) -> Result<NumberLiteral, LiteralError> {
    let bytes = text.as_bytes();
    let hex = bytes.len() > 1 && bytes[0] == b'0' && matches!(bytes[1], b'x' | b'X');
    let bin = bytes.len() > 1 && bytes[0] == b'0' && matches!(bytes[1], b'b' | b'B');
    let is_float = if hex {
        text.contains(['.', 'p', 'P'])
    } else if bin {
        false
    } else {
        text.contains('.') || text.contains(['e', 'E'])
    };
    if is_float {
        parse_float(text, hex).map(NumberLiteral::Float)
    } else {
        parse_int(text, hex, bin)
    }
}

fn parse_int(text: &str, hex: bool, bin: bool) -> Result<NumberLiteral, LiteralError> {
    let (radix, body) = if hex {
        (16, &text[2..])
    } else if bin {
        (2, &text[2..])
    } else if text.starts_with('0') && text.len() > 1 {
        (8, &text[1..])
    } else {
        (10, text)
    };
    let digits_end = body
        .char_indices()
        .find(|&(_, c)| !c.is_ascii_hexdigit() || (radix != 16 && !c.is_ascii_digit()))
        .map_or(body.len(), |(i, _)| i);
    let (digits, suffix_text) = body.split_at(digits_end);
    if digits.is_empty() && radix != 8 {
        return Err(LiteralError::Malformed);
    }
    let mut value: u128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(16).ok_or(LiteralError::Malformed)?;
        if d >= radix {
            return Err(if radix == 8 {
                LiteralError::OctalDigit
            } else {
                LiteralError::Malformed
            });
        }
        value = value
            .checked_mul(radix as u128)
            .and_then(|v| v.checked_add(d as u128))
            .ok_or(LiteralError::TooLarge)?;
    }
    if value > u64::MAX as u128 {
        return Err(LiteralError::TooLarge);
    }
    let (suffix, imaginary) = parse_int_suffix(suffix_text)?;
    let lit = IntLiteral {
        value,
        suffix,
        decimal: radix == 10,
    };
    Ok(if imaginary {
        NumberLiteral::ImaginaryInt(lit)
    } else {
        NumberLiteral::Int(lit)
    })
}

fn parse_int_suffix(s: &str) -> Result<(IntSuffix, bool), LiteralError> {
    let mut suffix = IntSuffix::default();
    let mut imaginary = false;
    let mut rest = s;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("ll").or_else(|| rest.strip_prefix("LL")) {
            if suffix.long != 0 {
                return Err(LiteralError::BadIntSuffix);
            }
            suffix.long = 2;
            rest = r;
        } else if let Some(r) = rest.strip_prefix(['l', 'L']) {
            if suffix.long != 0 {
                return Err(LiteralError::BadIntSuffix);
            }
            suffix.long = 1;
            rest = r;
        } else if let Some(r) = rest.strip_prefix(['u', 'U']) {
            if suffix.unsigned {
                return Err(LiteralError::BadIntSuffix);
            }
            suffix.unsigned = true;
            rest = r;
        } else if let Some(r) = rest.strip_prefix(['i', 'j', 'I', 'J']) {
            if imaginary {
                return Err(LiteralError::BadIntSuffix);
            }
            imaginary = true;
            rest = r;
        } else {
            return Err(LiteralError::BadIntSuffix);
        }
    }
    Ok((suffix, imaginary))
}

fn parse_float(text: &str, hex: bool) -> Result<FloatLiteral, LiteralError> {
    // Split off the suffix: everything after the last character that can belong to the number.
    let body_end = if hex {
        let p = text
            .find(['p', 'P'])
            .ok_or(LiteralError::HexFloatNoExponent)?;
        let after = &text[p + 1..];
        let sign = usize::from(after.starts_with(['+', '-']));
        let digits = after[sign..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return Err(LiteralError::NoExponentDigits);
        }
        p + 1 + sign + digits
    } else {
        let mut end = text
            .bytes()
            .take_while(|b| b.is_ascii_digit() || *b == b'.')
            .count();
        if matches!(text.as_bytes().get(end), Some(b'e' | b'E')) {
            let after = &text[end + 1..];
            let sign = usize::from(after.starts_with(['+', '-']));
            let digits = after[sign..].bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return Err(LiteralError::NoExponentDigits);
            }
            end += 1 + sign + digits;
        }
        end
    };
    let (body, suffix_text) = text.split_at(body_end);
    let mut imaginary = false;
    let mut suffix = FloatSuffix::None;
    let mut rest = suffix_text;
    while !rest.is_empty() {
        let (s, r) = if let Some(r) = rest.strip_prefix(['i', 'j', 'I', 'J']) {
            if imaginary {
                return Err(LiteralError::BadFloatSuffix);
            }
            imaginary = true;
            rest = r;
            continue;
        } else if let Some(r) = rest
            .strip_prefix("f128")
            .or_else(|| rest.strip_prefix("F128"))
        {
            (FloatSuffix::F128, r)
        } else if let Some(r) = rest
            .strip_prefix("f64x")
            .or_else(|| rest.strip_prefix("F64x"))
        {
            (FloatSuffix::F128, r)
        } else if let Some(r) = rest
            .strip_prefix("f64")
            .or_else(|| rest.strip_prefix("F64"))
        {
            (FloatSuffix::None, r)
        } else if let Some(r) = rest
            .strip_prefix("f16")
            .or_else(|| rest.strip_prefix("F16"))
        {
            (FloatSuffix::F16, r)
        } else if let Some(r) = rest
            .strip_prefix("f32")
            .or_else(|| rest.strip_prefix("F32"))
        {
            (FloatSuffix::F, r)
        } else if let Some(r) = rest.strip_prefix(['f', 'F']) {
            (FloatSuffix::F, r)
        } else if let Some(r) = rest.strip_prefix(['l', 'L']) {
            (FloatSuffix::L, r)
        } else if let Some(r) = rest.strip_prefix(['q', 'Q']) {
            (FloatSuffix::F128, r)
        } else {
            return Err(LiteralError::BadFloatSuffix);
        };
        if suffix != FloatSuffix::None {
            return Err(LiteralError::BadFloatSuffix);
        }
        suffix = s;
        rest = r;
    }
    let value = if hex {
        hex_float_value(&body[2..])?
    } else {
        decimal_float_value(body)?
    };
    Ok(FloatLiteral {
        value,
        suffix,
        imaginary,
    })
}

fn decimal_float_value(body: &str) -> Result<f64, LiteralError> {
    // Rust's parser accepts "1.", ".5", "1e5", "1.e5": the C decimal forms.
    if body == "." || body.is_empty() {
        return Err(LiteralError::Malformed);
    }
    body.parse::<f64>().map_err(|_| LiteralError::Malformed)
}

/// `h.hhhp±d` (§6.4.4.2p3): the significand in hexadecimal times two to the exponent.
fn hex_float_value(body: &str) -> Result<f64, LiteralError> {
    let p = body
        .find(['p', 'P'])
        .ok_or(LiteralError::HexFloatNoExponent)?;
    let (mant, exp) = (&body[..p], &body[p + 1..]);
    let exp: i64 = exp.parse().map_err(|_| LiteralError::NoExponentDigits)?;
    let mut significand: u128 = 0;
    let mut scale: i64 = 0;
    let mut seen_dot = false;
    let mut any_digit = false;
    for c in mant.chars() {
        if c == '.' {
            if seen_dot {
                return Err(LiteralError::Malformed);
            }
            seen_dot = true;
            continue;
        }
        let d = c.to_digit(16).ok_or(LiteralError::Malformed)?;
        any_digit = true;
        if significand >> 120 == 0 {
            significand = significand * 16 + d as u128;
            if seen_dot {
                scale -= 4;
            }
        } else if !seen_dot {
            // Digits beyond 120 bits only shift the value; their bits are below f64 precision.
            scale += 4;
        }
    }
    if !any_digit {
        return Err(LiteralError::Malformed);
    }
    let mut value = significand as f64;
    let mut e = exp.saturating_add(scale);
    // Scale in steps so that intermediate results neither overflow nor flush to zero early.
    while e > 0 {
        let step = e.min(1000);
        value *= 2f64.powi(step as i32);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        value /= 2f64.powi(step as i32);
        e += step;
    }
    Ok(value)
}

/// The encoding prefix of a character constant or string literal (§6.4.4.4, §6.4.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// No prefix: `char`.
    Plain,
    /// `u8`: `char` (UTF-8).
    Utf8,
    /// `L`: `wchar_t` (int on x86-64 Linux).
    Wide,
    /// `u`: `char16_t`.
    Utf16,
    /// `U`: `char32_t`.
    Utf32,
}

impl Encoding {
    /// Width in bytes of one code unit.
    pub fn unit_size(self) -> u32 {
        match self {
            Encoding::Plain | Encoding::Utf8 => 1,
            Encoding::Utf16 => 2,
            Encoding::Wide | Encoding::Utf32 => 4,
        }
    }

    fn split(text: &str) -> (Encoding, &str) {
        if let Some(r) = text.strip_prefix("u8") {
            (Encoding::Utf8, r)
        } else if let Some(r) = text.strip_prefix('L') {
            (Encoding::Wide, r)
        } else if let Some(r) = text.strip_prefix('u') {
            (Encoding::Utf16, r)
        } else if let Some(r) = text.strip_prefix('U') {
            (Encoding::Utf32, r)
        } else {
            (Encoding::Plain, text)
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharLiteral {
    pub encoding: Encoding,
    /// The value as an `int` (plain: `char` is signed on x86-64, so `'\xff'` is -1).
    pub value: i64,
}

/// Evaluates a character constant spelling (with prefix and quotes).
pub fn parse_char(text: &str) -> Result<CharLiteral, LiteralError> {
    let (encoding, rest) = Encoding::split(text);
    let inner = rest
        .strip_prefix('\'')
        .and_then(|r| r.strip_suffix('\''))
        .filter(|_| rest.len() >= 2)
        .ok_or(LiteralError::Unterminated)?;
    let units = decode(inner, encoding)?;
    let value = match (encoding, units.as_slice()) {
        (_, []) => return Err(LiteralError::EmptyChar),
        (Encoding::Plain, [u]) => *u as u8 as i8 as i64,
        (Encoding::Plain, many) => {
            // A multi-character constant (implementation-defined, §6.4.4.4p10): gcc packs the
            // bytes big-endian into an int.
            many.iter().fold(0i64, |acc, &u| {
                ((acc << 8) | (u as u8 as i64)) & 0xffff_ffff
            }) as i32 as i64
        }
        (Encoding::Utf8, [u]) => *u as u8 as i64,
        (Encoding::Utf16, [u, ..]) => *u as u16 as i64,
        (Encoding::Wide, [u, ..]) => *u as i32 as i64,
        (_, [u, ..]) => *u as i64,
    };
    Ok(CharLiteral { encoding, value })
}

/// A string literal after concatenation: code units without the terminating zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringLiteral {
    pub encoding: Encoding,
    pub units: Vec<u32>,
}

/// Evaluates and concatenates adjacent string literal spellings (translation phase 6,
/// §5.1.1.2p6): prefixes must agree, an unprefixed piece takes the other's prefix.
pub fn parse_strings<'a>(
    pieces: impl IntoIterator<Item = &'a str>,
) -> Result<StringLiteral, LiteralError> {
    let mut encoding = Encoding::Plain;
    let mut units = Vec::new();
    for text in pieces {
        let (enc, rest) = Encoding::split(text);
        let inner = rest
            .strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .filter(|_| rest.len() >= 2)
            .ok_or(LiteralError::Unterminated)?;
        if enc != Encoding::Plain {
            if encoding != Encoding::Plain && encoding != enc {
                return Err(LiteralError::MixedPrefixes);
            }
            encoding = enc;
        }
        units.extend(decode(inner, enc)?);
    }
    Ok(StringLiteral { encoding, units })
}

/// Decodes escapes (§6.4.4.4p3–9) into code units of `encoding`: UTF-8 bytes for plain and
/// `u8`, UTF-16 units for `u`, code points for `U` and `L`.
fn decode(inner: &str, encoding: Encoding) -> Result<Vec<u32>, LiteralError> {
    let mut out = Vec::with_capacity(inner.len());
    let mut chars = inner.chars().peekable();
    let push_cp = |out: &mut Vec<u32>, cp: u32| match encoding {
        Encoding::Plain | Encoding::Utf8 => {
            let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
            let mut buf = [0u8; 4];
            out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
        }
        Encoding::Utf16 => {
            let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
            let mut buf = [0u16; 2];
            out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
        }
        Encoding::Wide | Encoding::Utf32 => out.push(cp),
    };
    let max_unit: u64 = match encoding.unit_size() {
        1 => 0xff,
        2 => 0xffff,
        _ => 0xffff_ffff,
    };
    while let Some(c) = chars.next() {
        if c != '\\' {
            push_cp(&mut out, c as u32);
            continue;
        }
        let Some(e) = chars.next() else {
            return Err(LiteralError::UnknownEscape);
        };
        let unit = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' | 'E' => 27, // GNU extension
            '\\' | '\'' | '"' | '?' => e as u32,
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match chars.peek() {
                        Some(&d @ '0'..='7') => {
                            v = v * 8 + (d as u32 - '0' as u32);
                            chars.next();
                        }
                        _ => break,
                    }
                }
                if u64::from(v) > max_unit {
                    return Err(LiteralError::EscapeRange);
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                let mut n = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.saturating_mul(16).saturating_add(d as u64);
                    chars.next();
                    n += 1;
                }
                if n == 0 {
                    return Err(LiteralError::NoHexDigits);
                }
                if v > max_unit {
                    return Err(LiteralError::EscapeRange);
                }
                v as u32
            }
            'u' | 'U' => {
                let len = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..len {
                    let d = chars
                        .next()
                        .and_then(|c| c.to_digit(16))
                        .ok_or(LiteralError::NoHexDigits)?;
                    v = v.wrapping_mul(16).wrapping_add(d);
                }
                push_cp(&mut out, v);
                continue;
            }
            _ => return Err(LiteralError::UnknownEscape),
        };
        out.push(unit);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(text: &str) -> (u128, IntSuffix) {
        match parse_number(text) {
            Ok(NumberLiteral::Int(i)) => (i.value, i.suffix),
            other => panic!("{text}: {other:?}"),
        }
    }

    fn float(text: &str) -> (f64, FloatSuffix) {
        match parse_number(text) {
            Ok(NumberLiteral::Float(f)) => (f.value, f.suffix),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn integer_constants_in_every_base_and_suffix() {
        assert_eq!(int("42").0, 42);
        assert_eq!(int("0x2A").0, 42);
        assert_eq!(int("052").0, 42);
        assert_eq!(int("0b101010").0, 42);
        assert_eq!(int("0").0, 0);
        assert_eq!(
            int("42uLL").1,
            IntSuffix {
                unsigned: true,
                long: 2
            }
        );
        assert_eq!(
            int("42Lu").1,
            IntSuffix {
                unsigned: true,
                long: 1
            }
        );
        assert_eq!(int("18446744073709551615u").0, u64::MAX as u128);
        assert_eq!(
            parse_number("18446744073709551616"),
            Err(LiteralError::TooLarge)
        );
        assert_eq!(parse_number("09"), Err(LiteralError::OctalDigit));
        assert_eq!(parse_number("1lul"), Err(LiteralError::BadIntSuffix));
        assert_eq!(parse_number("1lL"), Err(LiteralError::BadIntSuffix));
        assert_eq!(parse_number("12abc"), Err(LiteralError::BadIntSuffix));
        assert!(matches!(
            parse_number("3i"),
            Ok(NumberLiteral::ImaginaryInt(_))
        ));
    }

    #[test]
    fn floating_constants_decimal_and_hex() {
        assert_eq!(float("1.5"), (1.5, FloatSuffix::None));
        assert_eq!(float("1.5f"), (1.5, FloatSuffix::F));
        assert_eq!(float(".5L"), (0.5, FloatSuffix::L));
        assert_eq!(float("1e3"), (1000.0, FloatSuffix::None));
        assert_eq!(float("1.e-2").0, 0.01);
        assert_eq!(float("0x1p-2"), (0.25, FloatSuffix::None));
        assert_eq!(float("0x1.8p1f"), (3.0, FloatSuffix::F));
        assert_eq!(float("0x.8p0").0, 0.5);
        assert_eq!(float("0x1.fffffffffffffp+1023").0, f64::MAX);
        assert_eq!(float("1.0q").1, FloatSuffix::F128);
        assert_eq!(float("1.0f128").1, FloatSuffix::F128);
        assert_eq!(float("1.5f16").1, FloatSuffix::F16);
        assert_eq!(parse_number("1e"), Err(LiteralError::NoExponentDigits));
        assert_eq!(parse_number("0x1.0"), Err(LiteralError::HexFloatNoExponent));
        assert_eq!(parse_number("1.0ff"), Err(LiteralError::BadFloatSuffix));
        assert_eq!(parse_number("1.0x"), Err(LiteralError::BadFloatSuffix));
    }

    #[test]
    fn character_constants() {
        assert_eq!(parse_char("'a'").unwrap().value, 97);
        assert_eq!(parse_char("'\\n'").unwrap().value, 10);
        assert_eq!(parse_char("'\\xff'").unwrap().value, -1);
        assert_eq!(parse_char("'\\377'").unwrap().value, -1);
        assert_eq!(parse_char("'\\0'").unwrap().value, 0);
        assert_eq!(parse_char("'ab'").unwrap().value, 0x6162);
        assert_eq!(parse_char("L'\\x263a'").unwrap().value, 0x263a);
        assert_eq!(parse_char("U'\\U0001F600'").unwrap().value, 0x1F600);
        assert_eq!(parse_char("''"), Err(LiteralError::EmptyChar));
        assert_eq!(parse_char("'\\q'"), Err(LiteralError::UnknownEscape));
        assert_eq!(parse_char("'\\x'"), Err(LiteralError::NoHexDigits));
        assert_eq!(parse_char("'\\x100'"), Err(LiteralError::EscapeRange));
        assert_eq!(parse_char("'a"), Err(LiteralError::Unterminated));
        assert_eq!(parse_char("'"), Err(LiteralError::Unterminated));
    }

    #[test]
    fn string_concatenation_and_prefixes() {
        let s = parse_strings(["\"ab\"", "\"c\\n\""]).unwrap();
        assert_eq!(s.units, vec![97, 98, 99, 10]);
        assert_eq!(s.encoding, Encoding::Plain);
        let w = parse_strings(["\"a\"", "L\"b\""]).unwrap();
        assert_eq!((w.encoding, w.units), (Encoding::Wide, vec![97, 98]));
        assert_eq!(
            parse_strings(["u\"a\"", "L\"b\""]),
            Err(LiteralError::MixedPrefixes)
        );
        let utf8 = parse_strings(["u8\"\u{e9}\""]).unwrap();
        assert_eq!(utf8.units, vec![0xc3, 0xa9]);
        let u16s = parse_strings(["u\"\\U0001F600\""]).unwrap();
        assert_eq!(u16s.units, vec![0xD83D, 0xDE00]);
    }
}
