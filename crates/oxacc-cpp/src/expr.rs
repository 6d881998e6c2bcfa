//! `#if` expressions (C17 §6.10.1): `defined`, `__has_include`, `__has_attribute`,
//! `__has_builtin`, macro expansion, then evaluation in `intmax_t` / `uintmax_t` with the usual
//! arithmetic conversions (§6.10.1p4: every identifier left is 0).

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::preprocessor::Preprocessor;
use crate::token::{PpToken, PpTokenKind, TokenFlags};

/// A value of a `#if` expression: intmax_t or uintmax_t.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    bits: u64,
    unsigned: bool,
}

impl Value {
    fn signed(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
        }
    }
    fn truth(self) -> bool {
        self.bits != 0
    }
}

/// GNU attributes gcc 12 answers 1 for in `__has_attribute` (C mode).
const GNU_ATTRIBUTES: &[&str] = &[
    "access",
    "alias",
    "aligned",
    "alloc_align",
    "alloc_size",
    "always_inline",
    "artificial",
    "assume_aligned",
    "cleanup",
    "cold",
    "common",
    "const",
    "constructor",
    "copy",
    "deprecated",
    "designated_init",
    "destructor",
    "error",
    "externally_visible",
    "fallthrough",
    "flatten",
    "format",
    "format_arg",
    "gnu_inline",
    "hot",
    "ifunc",
    "leaf",
    "malloc",
    "may_alias",
    "mode",
    "no_icf",
    "no_instrument_function",
    "no_profile_instrument_function",
    "no_reorder",
    "no_sanitize",
    "no_sanitize_address",
    "no_sanitize_thread",
    "no_sanitize_undefined",
    "no_split_stack",
    "no_stack_limit",
    "noclone",
    "nocommon",
    "noinit",
    "noinline",
    "noipa",
    "nonnull",
    "nonstring",
    "noplt",
    "noreturn",
    "nothrow",
    "optimize",
    "packed",
    "patchable_function_entry",
    "persistent",
    "pure",
    "retain",
    "returns_nonnull",
    "returns_twice",
    "scalar_storage_order",
    "section",
    "sentinel",
    "simd",
    "symver",
    "target",
    "target_clones",
    "tls_model",
    "transparent_union",
    "unavailable",
    "unused",
    "used",
    "vector_size",
    "visibility",
    "warn_if_not_aligned",
    "warn_unused_result",
    "warning",
    "weak",
    "weakref",
    "zero_call_used_regs",
    "nonnull_if_nonzero",
    "fd_arg",
    "fd_arg_read",
    "fd_arg_write",
    "no_stack_protector",
    "stack_protect",
];

/// gcc 12's builtins, sorted (see the file's header for how it was made).
const GCC_BUILTINS: &str = include_str!("gcc_builtins.txt");

fn is_gcc_builtin(name: &str) -> bool {
    let names: Vec<&str> = GCC_BUILTINS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect();
    names.binary_search(&name).is_ok()
}

fn number(value: bool, span: Span) -> PpToken {
    PpToken {
        kind: PpTokenKind::Number,
        text: if value { "1".into() } else { "0".into() },
        span,
        flags: TokenFlags::LEADING_SPACE,
    }
}

impl Preprocessor<'_> {
    /// Evaluates the controlling expression of `#if` / `#elif`; errors count as false.
    pub(crate) fn eval_if(&mut self, directive: &PpToken, rest: Vec<PpToken>) -> bool {
        let line = self.replace_defined(rest);
        let saved = std::mem::replace(&mut self.in_if, true);
        let tokens = self.expand_line(line);
        self.in_if = saved;
        let tokens = self.replace_defined(tokens);
        if tokens.is_empty() {
            let msg = format!("#{} with no expression", directive.text);
            self.error(directive.span, msg);
            return false;
        }
        let mut p = ExprParser {
            tokens: &tokens,
            pos: 0,
            error: None,
            end_span: directive.span,
        };
        let v = p.ternary(true);
        if p.error.is_none() && p.pos < tokens.len() {
            let t = &tokens[p.pos];
            let msg = if t.is_punct(")") {
                "missing '(' in expression".to_owned()
            } else {
                format!("missing binary operator before token \"{}\"", t.text)
            };
            p.error = Some((t.span, msg));
        }
        match p.error {
            Some((span, msg)) => {
                self.error(span, msg);
                false
            }
            None => v.truth(),
        }
    }

    /// Replaces `defined X`, `defined(X)` and the `__has_*` operators by 0 or 1 before
    /// (and after) macro expansion.
    fn replace_defined(&mut self, line: Vec<PpToken>) -> Vec<PpToken> {
        let mut out = Vec::with_capacity(line.len());
        let mut i = 0;
        while i < line.len() {
            let t = &line[i];
            if t.kind != PpTokenKind::Ident {
                out.push(t.clone());
                i += 1;
                continue;
            }
            match t.text.as_str() {
                "defined" => {
                    let paren = line.get(i + 1).is_some_and(|n| n.is_punct("("));
                    let name_at = if paren { i + 2 } else { i + 1 };
                    match line.get(name_at) {
                        Some(n) if n.kind == PpTokenKind::Ident => {
                            if paren && !line.get(name_at + 1).is_some_and(|c| c.is_punct(")")) {
                                self.error(t.span, "missing ')' after \"defined\"");
                                out.push(number(false, t.span));
                                return out;
                            }
                            out.push(number(self.macros.contains_key(&n.text), t.span));
                            i = name_at + 1 + usize::from(paren);
                        }
                        _ => {
                            self.error(t.span, "operator \"defined\" requires an identifier");
                            out.push(number(false, t.span));
                            return out;
                        }
                    }
                }
                "__has_include" | "__has_include_next" => {
                    let next = t.text == "__has_include_next";
                    let close = line[i..]
                        .iter()
                        .position(|c| c.is_punct(")"))
                        .map(|p| p + i);
                    let (Some(open), Some(close)) =
                        (line.get(i + 1).filter(|o| o.is_punct("(")), close)
                    else {
                        let msg = format!("missing '(' before \"{}\" operand", t.text);
                        self.error(t.span, msg);
                        out.push(number(false, t.span));
                        return out;
                    };
                    let _ = open;
                    let mut operands = line[i + 2..close].to_vec();
                    if !operands
                        .first()
                        .is_some_and(|f| f.is_punct("<") || f.kind == PpTokenKind::StringLit)
                    {
                        operands = self.expand_line(operands);
                    }
                    let found = match self.header_name(&operands, t) {
                        Some((name, angled, _, _)) => {
                            self.resolve(&name, angled, next, t).is_some()
                        }
                        None => {
                            let msg = format!("operator \"{}\" requires a header-name", t.text);
                            self.error(t.span, msg);
                            false
                        }
                    };
                    out.push(number(found, t.span));
                    i = close + 1;
                }
                "__has_attribute"
                | "__has_cpp_attribute"
                | "__has_c_attribute"
                | "__has_builtin" => {
                    let args_ok = line.get(i + 1).is_some_and(|o| o.is_punct("("));
                    let close = line[i..]
                        .iter()
                        .position(|c| c.is_punct(")"))
                        .map(|p| p + i);
                    let (true, Some(close)) = (args_ok, close) else {
                        let msg = format!("missing '(' after \"{}\"", t.text);
                        self.error(t.span, msg);
                        out.push(number(false, t.span));
                        return out;
                    };
                    let inner = &line[i + 2..close];
                    let name: String = inner.iter().map(|t| t.text.as_str()).collect();
                    let value = match t.text.as_str() {
                        "__has_builtin" => is_gcc_builtin(&name),
                        "__has_cpp_attribute" => false,
                        "__has_c_attribute" => {
                            matches!(
                                name.as_str(),
                                "deprecated"
                                    | "fallthrough"
                                    | "maybe_unused"
                                    | "nodiscard"
                                    | "noreturn"
                                    | "_Noreturn"
                            ) || name.starts_with("gnu::")
                        }
                        _ => {
                            let bare = name
                                .trim_start_matches("gnu::")
                                .trim_start_matches("__gnu__::");
                            let bare = bare
                                .strip_prefix("__")
                                .and_then(|b| b.strip_suffix("__"))
                                .unwrap_or(bare);
                            GNU_ATTRIBUTES.contains(&bare)
                        }
                    };
                    out.push(number(value, t.span));
                    i = close + 1;
                }
                _ => {
                    out.push(t.clone());
                    i += 1;
                }
            }
        }
        out
    }
}

struct ExprParser<'t> {
    tokens: &'t [PpToken],
    pos: usize,
    error: Option<(Span, String)>,
    end_span: Span,
}

impl ExprParser<'_> {
    fn fail(&mut self, span: Span, msg: impl Into<String>) -> Value {
        if self.error.is_none() {
            self.error = Some((span, msg.into()));
        }
        Value::signed(0)
    }

    fn peek(&self) -> Option<&PpToken> {
        self.tokens.get(self.pos)
    }

    fn peek_punct(&self) -> Option<SmolStr> {
        self.peek()
            .filter(|t| t.kind == PpTokenKind::Punct)
            .map(|t| t.text.clone())
    }

    /// `cond ? a : b` (C17 §6.5.15); `live` is false in a branch that is not evaluated.
    fn ternary(&mut self, live: bool) -> Value {
        let c = self.binary(0, live);
        if self.peek_punct().as_deref() != Some("?") {
            return c;
        }
        self.pos += 1;
        let a = self.ternary(live && c.truth());
        if self.peek_punct().as_deref() != Some(":") {
            let span = self.peek().map_or(self.end_span, |t| t.span);
            return self.fail(span, "expected ':' in expression");
        }
        self.pos += 1;
        let b = self.ternary(live && !c.truth());
        let unsigned = a.unsigned || b.unsigned;
        let v = if c.truth() { a } else { b };
        Value {
            bits: v.bits,
            unsigned,
        }
    }

    fn binary(&mut self, min_prec: u8, live: bool) -> Value {
        let mut lhs = self.unary(live);
        loop {
            if self.error.is_some() {
                return lhs;
            }
            let Some(op) = self.peek_punct() else {
                return lhs;
            };
            let prec = match op.as_str() {
                "||" => 1,
                "&&" => 2,
                "|" => 3,
                "^" => 4,
                "&" => 5,
                "==" | "!=" => 6,
                "<" | ">" | "<=" | ">=" => 7,
                "<<" | ">>" => 8,
                "+" | "-" => 9,
                "*" | "/" | "%" => 10,
                _ => return lhs,
            };
            if prec <= min_prec {
                return lhs;
            }
            let op_span = self.tokens[self.pos].span;
            self.pos += 1;
            let rhs_live = match op.as_str() {
                "||" => live && !lhs.truth(),
                "&&" => live && lhs.truth(),
                _ => live,
            };
            let rhs = self.binary(prec, rhs_live);
            lhs = self.apply(&op, lhs, rhs, live && rhs_live, op_span);
        }
    }

    fn apply(&mut self, op: &str, a: Value, b: Value, live: bool, span: Span) -> Value {
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.bits, b.bits);
        let bool_v = |c: bool| Value::signed(i64::from(c));
        let arith = |bits: u64| Value { bits, unsigned };
        match op {
            "||" => bool_v(a.truth() || b.truth()),
            "&&" => bool_v(a.truth() && b.truth()),
            "|" => arith(x | y),
            "^" => arith(x ^ y),
            "&" => arith(x & y),
            "==" => bool_v(x == y),
            "!=" => bool_v(x != y),
            "<" | ">" | "<=" | ">=" => {
                let ord = if unsigned {
                    x.cmp(&y)
                } else {
                    (x as i64).cmp(&(y as i64))
                };
                bool_v(match op {
                    "<" => ord.is_lt(),
                    ">" => ord.is_gt(),
                    "<=" => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            "<<" | ">>" => {
                // The result has the type of the left operand (C17 §6.5.7p3).
                let left = op == "<<";
                let (left, n) = if !b.unsigned && (y as i64) < 0 {
                    (!left, (y as i64).unsigned_abs())
                } else {
                    (left, y)
                };
                let bits = if left {
                    if n >= 64 {
                        0
                    } else {
                        x << n
                    }
                } else if a.unsigned {
                    if n >= 64 {
                        0
                    } else {
                        x >> n
                    }
                } else if n >= 64 {
                    if (x as i64) < 0 {
                        u64::MAX
                    } else {
                        0
                    }
                } else {
                    ((x as i64) >> n) as u64
                };
                Value {
                    bits,
                    unsigned: a.unsigned,
                }
            }
            "+" => arith(x.wrapping_add(y)),
            "-" => arith(x.wrapping_sub(y)),
            "*" => arith(x.wrapping_mul(y)),
            "/" | "%" => {
                if y == 0 {
                    if live {
                        return self.fail(span, "division by zero in #if");
                    }
                    return arith(0);
                }
                let bits = match (op, unsigned) {
                    ("/", true) => x / y,
                    ("%", true) => x % y,
                    ("/", false) => (x as i64).wrapping_div(y as i64) as u64,
                    _ => (x as i64).wrapping_rem(y as i64) as u64,
                };
                arith(bits)
            }
            _ => arith(0),
        }
    }

    fn unary(&mut self, live: bool) -> Value {
        let Some(t) = self.peek().cloned() else {
            return self.fail(self.end_span, "#if with no expression");
        };
        self.pos += 1;
        match t.kind {
            PpTokenKind::Punct => match t.text.as_str() {
                "+" => self.unary(live),
                "-" => {
                    let v = self.unary(live);
                    Value {
                        bits: v.bits.wrapping_neg(),
                        unsigned: v.unsigned,
                    }
                }
                "~" => {
                    let v = self.unary(live);
                    Value {
                        bits: !v.bits,
                        unsigned: v.unsigned,
                    }
                }
                "!" => {
                    let v = self.unary(live);
                    Value::signed(i64::from(!v.truth()))
                }
                "(" => {
                    let v = self.ternary(live);
                    if self.peek_punct().as_deref() == Some(")") {
                        self.pos += 1;
                        v
                    } else {
                        let span = self.peek().map_or(t.span, |t| t.span);
                        self.fail(span, "missing ')' in expression")
                    }
                }
                _ => self.fail(
                    t.span,
                    format!(
                        "token \"{}\" is not valid in preprocessor expressions",
                        t.text
                    ),
                ),
            },
            PpTokenKind::Number => self.parse_number(&t),
            PpTokenKind::CharLit => self.parse_char(&t),
            PpTokenKind::Ident => Value::signed(0),
            _ => self.fail(
                t.span,
                format!(
                    "token \"{}\" is not valid in preprocessor expressions",
                    t.text
                ),
            ),
        }
    }

    /// An integer constant (C17 §6.4.4.1) as intmax_t / uintmax_t (§6.10.1p4).
    fn parse_number(&mut self, t: &PpToken) -> Value {
        let s = t.text.as_str();
        let lower = s.to_ascii_lowercase();
        let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
            (h, 16)
        } else if let Some(b) = lower.strip_prefix("0b") {
            (b, 2)
        } else if lower.starts_with('0') && lower.len() > 1 {
            (&lower[1..], 8)
        } else {
            (lower.as_str(), 10)
        };
        let end = digits
            .find(|c: char| !c.is_digit(radix))
            .unwrap_or(digits.len());
        let (num, suffix) = digits.split_at(end);
        let is_float = radix != 2
            && (suffix.starts_with('.')
                || (radix == 10 && suffix.starts_with('e'))
                || (radix == 16 && (suffix.starts_with('p') || suffix.starts_with('.'))));
        if is_float || (radix == 8 && suffix.starts_with(['8', '9'])) {
            let msg = if is_float {
                "floating constant in preprocessor expression".to_owned()
            } else {
                format!("invalid digit in octal constant \"{s}\"")
            };
            return self.fail(t.span, msg);
        }
        let unsigned_suffix = match suffix {
            "" | "l" | "ll" => false,
            "u" | "ul" | "lu" | "ull" | "llu" => true,
            _ => {
                return self.fail(
                    t.span,
                    format!("invalid suffix \"{suffix}\" on integer constant"),
                )
            }
        };
        if num.is_empty() && radix != 8 {
            return self.fail(
                t.span,
                format!("invalid suffix \"{suffix}\" on integer constant"),
            );
        }
        let value = if num.is_empty() {
            Some(0)
        } else {
            u64::from_str_radix(num, radix).ok()
        };
        let Some(value) = value else {
            return self.fail(t.span, "integer constant is too large for its type");
        };
        let unsigned = unsigned_suffix || value > i64::MAX as u64;
        Value {
            bits: value,
            unsigned,
        }
    }

    /// A character constant (C17 §6.4.4.4) with gcc's values (plain `char` is signed).
    fn parse_char(&mut self, t: &PpToken) -> Value {
        let s = t.text.as_str();
        let quote = s.find('\'').unwrap_or(0);
        let prefix = &s[..quote];
        let body = &s[quote + 1..s.len() - 1];
        let mut values: Vec<u32> = Vec::new();
        let mut chars = body.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '\\' {
                let mut buf = [0u8; 4];
                if prefix.is_empty() {
                    values.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
                } else {
                    values.push(c as u32);
                }
                continue;
            }
            let Some(e) = chars.next() else { break };
            let v = match e {
                'n' => 10,
                't' => 9,
                'r' => 13,
                'a' => 7,
                'b' => 8,
                'f' => 12,
                'v' => 11,
                'e' | 'E' => 27,
                'x' => {
                    let mut v: u32 = 0;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                        v = v.wrapping_mul(16).wrapping_add(d);
                        chars.next();
                    }
                    v
                }
                '0'..='7' => {
                    let mut v = e.to_digit(8).unwrap_or(0);
                    for _ in 0..2 {
                        match chars.peek().and_then(|c| c.to_digit(8)) {
                            Some(d) => {
                                v = v * 8 + d;
                                chars.next();
                            }
                            None => break,
                        }
                    }
                    v
                }
                'u' | 'U' => {
                    let n = if e == 'u' { 4 } else { 8 };
                    let mut v: u32 = 0;
                    for _ in 0..n {
                        if let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            chars.next();
                        }
                    }
                    v
                }
                other => other as u32,
            };
            values.push(v);
        }
        match prefix {
            "" => {
                if values.len() == 1 {
                    Value::signed(i64::from(values[0] as u8 as i8))
                } else {
                    // Multi-character constant: gcc packs bytes into an int.
                    let mut v: i32 = 0;
                    for b in &values {
                        v = v.wrapping_shl(8) | (*b as u8 as i32);
                    }
                    Value::signed(i64::from(v))
                }
            }
            "u8" => Value::signed(i64::from(values.last().copied().unwrap_or(0) as u8)),
            "u" => Value::signed(i64::from(values.last().copied().unwrap_or(0) as u16)),
            "L" => Value::signed(i64::from(values.last().copied().unwrap_or(0) as i32)),
            _ => Value::signed(i64::from(values.last().copied().unwrap_or(0))),
        }
    }
}
