//! Tokens of the OIR text form. Never panics: bad characters become
//! [`crate::parser::ParseError`]s with line:column.

use crate::parser::ParseError;

#[derive(Clone, PartialEq, Debug)]
pub enum Tok {
    /// Keywords, mnemonics, type names (`i32`), block labels (`bb3`).
    Ident(String),
    /// `%name`
    Value(String),
    /// `@name`
    Symbol(String),
    /// `$name`
    TypeName(String),
    /// `#3` (file index)
    File(u32),
    Int(i128),
    /// `0x…` (kept apart so that `fconst 0x…` is a bit pattern)
    Hex(u128),
    /// `0xK…`: an x87 80-bit float bit pattern
    HexK(u128),
    /// `0xL…`: an IEEE binary128 bit pattern (32 hex digits)
    HexL(u128),
    Float(f64),
    /// `"..."`
    Str(Vec<u8>),
    /// `c"..."` (byte data)
    CStr(Vec<u8>),
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
}

pub fn tokenize(src: &str) -> Result<Vec<Token>, ParseError> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let err = |line, col, msg: String| ParseError { line, col, msg };
    while i < bytes.len() {
        let c = bytes[i];
        let (tline, tcol) = (line, col);
        let start = i;
        // Advances over `n` bytes on the current line.
        macro_rules! bump {
            ($n:expr) => {{
                i += $n;
                col += $n as u32;
            }};
        }
        match c {
            b'\n' => {
                i += 1;
                line += 1;
                col = 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                bump!(1);
                continue;
            }
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' | b')' | b'{' | b'}' | b'[' | b']' | b',' | b':' | b'=' | b'*' | b'+' => {
                let p = match c {
                    b'(' => "(",
                    b')' => ")",
                    b'{' => "{",
                    b'}' => "}",
                    b'[' => "[",
                    b']' => "]",
                    b',' => ",",
                    b':' => ":",
                    b'=' => "=",
                    b'*' => "*",
                    _ => "+",
                };
                bump!(1);
                out.push(Token {
                    tok: Tok::Punct(p),
                    line: tline,
                    col: tcol,
                });
                continue;
            }
            _ => {}
        }
        if src[i..].starts_with("->") {
            bump!(2);
            out.push(Token {
                tok: Tok::Punct("->"),
                line: tline,
                col: tcol,
            });
            continue;
        }
        if src[i..].starts_with("...") {
            bump!(3);
            out.push(Token {
                tok: Tok::Punct("..."),
                line: tline,
                col: tcol,
            });
            continue;
        }
        let is_name = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
        let tok = if c == b'"' || (c == b'c' && bytes.get(i + 1) == Some(&b'"')) {
            let is_c = c == b'c';
            bump!(if is_c { 2 } else { 1 });
            let mut data = Vec::new();
            loop {
                match bytes.get(i) {
                    None | Some(b'\n') => {
                        return Err(err(tline, tcol, "unterminated string".into()))
                    }
                    Some(b'"') => {
                        bump!(1);
                        break;
                    }
                    Some(b'\\') => {
                        let next = bytes.get(i + 1).copied();
                        match next {
                            Some(b'"') | Some(b'\\') => {
                                data.push(next.unwrap_or(b'\\'));
                                bump!(2);
                            }
                            _ => {
                                let hex = src
                                    .get(i + 1..i + 3)
                                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                                match hex {
                                    Some(b) => {
                                        data.push(b);
                                        bump!(3);
                                    }
                                    None => {
                                        return Err(err(
                                            line,
                                            col,
                                            "bad escape in string (use \\xx hex)".into(),
                                        ))
                                    }
                                }
                            }
                        }
                    }
                    Some(&b) => {
                        data.push(b);
                        bump!(1);
                    }
                }
            }
            if is_c {
                Tok::CStr(data)
            } else {
                Tok::Str(data)
            }
        } else if matches!(c, b'%' | b'@' | b'$') {
            bump!(1);
            let s = i;
            while i < bytes.len() && is_name(bytes[i]) {
                bump!(1);
            }
            if s == i {
                return Err(err(
                    tline,
                    tcol,
                    format!("expected a name after '{}'", c as char),
                ));
            }
            let name = src[s..i].to_string();
            match c {
                b'%' => Tok::Value(name),
                b'@' => Tok::Symbol(name),
                _ => Tok::TypeName(name),
            }
        } else if c == b'#' {
            bump!(1);
            let s = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                bump!(1);
            }
            match src[s..i].parse() {
                Ok(n) => Tok::File(n),
                Err(_) => return Err(err(tline, tcol, "expected a file number after '#'".into())),
            }
        } else if c.is_ascii_digit()
            || (c == b'-' && bytes.get(i + 1).is_some_and(|b| b.is_ascii_digit()))
        {
            if c == b'-' {
                bump!(1);
            }
            let neg = c == b'-';
            if src[i..].starts_with("0xK") && !neg {
                bump!(3);
                let s = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    bump!(1);
                }
                if i - s != 20 {
                    return Err(err(tline, tcol, "x87 constant needs 20 hex digits".into()));
                }
                Tok::HexK(u128::from_str_radix(&src[s..i], 16).expect("hex digits"))
            } else if src[i..].starts_with("0xL") && !neg {
                bump!(3);
                let s = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    bump!(1);
                }
                if i - s != 32 {
                    return Err(err(tline, tcol, "f128 constant needs 32 hex digits".into()));
                }
                Tok::HexL(u128::from_str_radix(&src[s..i], 16).expect("hex digits"))
            } else if src[i..].starts_with("0x") {
                bump!(2);
                let s = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    bump!(1);
                }
                let v = u128::from_str_radix(&src[s..i], 16)
                    .map_err(|_| err(tline, tcol, "bad hexadecimal number".into()))?;
                if neg {
                    Tok::Int(-(v as i128))
                } else {
                    Tok::Hex(v)
                }
            } else {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                    bump!(1);
                }
                // Exponent signs: 1e-7
                while i < bytes.len()
                    && (bytes[i] == b'-' || bytes[i] == b'+')
                    && matches!(bytes[i - 1], b'e' | b'E')
                {
                    bump!(1);
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        bump!(1);
                    }
                }
                let text = &src[start..i];
                if let Ok(v) = text.parse::<i128>() {
                    Tok::Int(v)
                } else if let Ok(f) = text.parse::<f64>() {
                    Tok::Float(f)
                } else {
                    return Err(err(tline, tcol, format!("bad number '{text}'")));
                }
            }
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < bytes.len() && is_name(bytes[i]) {
                bump!(1);
            }
            Tok::Ident(src[start..i].to_string())
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            return Err(err(tline, tcol, format!("unexpected character '{ch}'")));
        };
        out.push(Token {
            tok,
            line: tline,
            col: tcol,
        });
    }
    out.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(out)
}
