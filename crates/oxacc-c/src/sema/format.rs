//! `-Wformat`: checks the calls of functions that carry `__attribute__((format(printf|scanf,
//! fmt, first)))` (and of the C library's printf/scanf family, which clang treats as if they
//! did) when the format is a string literal: the number of data arguments and their types
//! (after array decay, before the default promotions), as clang does. Every warning is in the
//! `format` group, so `-Wno-format` silences them all and `-Werror=format` promotes them.

use oxacc_source::Span;

use super::Sema;
use crate::ast::{DeclId, ExprId, ExprKind, Linkage};
use crate::types::{FloatKind, IntKind, TypeId, TypeKind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FormatKind {
    Printf,
    Scanf,
}

/// `format(kind, fmt, first)`: 1-based parameter positions; `first == 0` checks only the
/// format string (the `v*printf` functions).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FormatAttr {
    kind: FormatKind,
    fmt: usize,
    first: usize,
}

/// What a conversion wants of its argument.
#[derive(Clone, Debug)]
enum Want {
    /// An integer of the rank of this kind (signedness is not checked, as in clang's
    /// `-Wformat`).
    Int(IntKind),
    /// `double` (a `float` is promoted to it).
    Double,
    LongDouble,
    /// A pointer to a character type (`%s`).
    CStr,
    /// `wchar_t *` (`%ls`; `wchar_t` is `int`).
    WStr,
    /// Any pointer (`%p`).
    AnyPtr,
    /// A pointer to exactly this (scanf conversions, `%n`).
    PtrTo(Box<Want>),
    /// Exactly this floating type (scanf pointee).
    Float(FloatKind),
}

struct Conversion {
    want: Want,
    /// The type as clang names it, quoted: `'int'`, `'size_t' (aka 'unsigned long')`.
    name: String,
}

fn int_rank(k: IntKind) -> u8 {
    k.rank()
}

/// `'name'` or `'name' (aka 'canonical')`.
fn named(name: &str, aka: Option<&str>) -> String {
    match aka {
        Some(a) => format!("'{name}' (aka '{a}')"),
        None => format!("'{name}'"),
    }
}

impl Sema<'_> {
    /// The `format` attribute of the function declared by `d` (or one of its earlier
    /// declarations), or the implicit one of a C library function.
    pub(crate) fn format_attr(&self, d: DeclId) -> Option<FormatAttr> {
        let mut cur = Some(d);
        while let Some(x) = cur {
            let decl = &self.ast[x];
            let attrs = self.ast[decl.specs]
                .attrs
                .iter()
                .chain(decl.declarator.attrs.iter());
            for a in attrs {
                if a.name != "format" || a.args.len() != 3 {
                    continue;
                }
                let ExprKind::Ident { name, .. } = &self.ast[a.args[0]].kind else {
                    continue;
                };
                let n = name.trim_start_matches("__").trim_end_matches("__");
                let kind = match n {
                    "printf" | "gnu_printf" => FormatKind::Printf,
                    "scanf" | "gnu_scanf" => FormatKind::Scanf,
                    _ => continue,
                };
                let (Some(f), Some(g)) = (self.eval_int(a.args[1]), self.eval_int(a.args[2]))
                else {
                    continue;
                };
                if f < 1 || g < 0 {
                    continue;
                }
                return Some(FormatAttr {
                    kind,
                    fmt: f as usize,
                    first: g as usize,
                });
            }
            cur = decl.previous;
        }
        let decl = &self.ast[d];
        if decl.linkage != Linkage::External {
            return None;
        }
        let (kind, fmt, first) = match decl.name()?.as_str() {
            "printf" => (FormatKind::Printf, 1, 2),
            "fprintf" | "sprintf" | "dprintf" | "asprintf" => (FormatKind::Printf, 2, 3),
            "snprintf" => (FormatKind::Printf, 3, 4),
            "vprintf" => (FormatKind::Printf, 1, 0),
            "vfprintf" | "vsprintf" | "vdprintf" | "vasprintf" => (FormatKind::Printf, 2, 0),
            "vsnprintf" => (FormatKind::Printf, 3, 0),
            "scanf" => (FormatKind::Scanf, 1, 2),
            "fscanf" | "sscanf" => (FormatKind::Scanf, 2, 3),
            "vscanf" => (FormatKind::Scanf, 1, 0),
            "vfscanf" | "vsscanf" => (FormatKind::Scanf, 2, 0),
            _ => return None,
        };
        Some(FormatAttr { kind, fmt, first })
    }

    /// Checks a call's arguments against its format string. `args` are the argument
    /// expressions after lvalue conversion and array decay, before any promotion.
    pub(crate) fn check_format_call(&mut self, attr: FormatAttr, args: &[ExprId]) {
        let Some(&fmt_arg) = args.get(attr.fmt - 1) else {
            return;
        };
        let mut s = fmt_arg;
        while let ExprKind::ImplicitCast { operand, .. } = &self.ast[s].kind {
            s = *operand;
        }
        let ExprKind::StringLit { units, .. } = &self.ast[s].kind else {
            return;
        };
        let units: Vec<u32> = units.iter().copied().take_while(|&u| u != 0).collect();
        let lit_span = self.span_of(s);
        let offsets = self.unit_offsets(lit_span, units.len());
        let at = |i: usize| -> Span {
            match offsets.as_ref().and_then(|o| o.get(i)) {
                Some(&lo) => Span {
                    lo,
                    hi: lo + 1,
                    ..lit_span
                },
                None => lit_span,
            }
        };
        let data: &[ExprId] = if attr.first == 0 || attr.first > args.len() + 1 {
            &[]
        } else {
            &args[attr.first - 1..]
        };
        let check_args = attr.first != 0;
        let mut next = 0usize;
        let mut i = 0usize;
        while i < units.len() {
            if units[i] != '%' as u32 {
                i += 1;
                continue;
            }
            let start = i;
            i += 1;
            let ch = |j: usize| units.get(j).and_then(|&u| char::from_u32(u));
            // Positional arguments (`%1$d`) are not checked.
            let mut j = i;
            while ch(j).is_some_and(|c| c.is_ascii_digit()) {
                j += 1;
            }
            if j > i && ch(j) == Some('$') {
                return;
            }
            let mut width_star = None;
            let mut prec_star = None;
            let mut suppress = false;
            if attr.kind == FormatKind::Printf {
                let mut flags: Vec<(char, usize)> = Vec::new();
                while let Some(c) = ch(i).filter(|c| "-+ #0'".contains(*c)) {
                    flags.push((c, i));
                    i += 1;
                }
                let flag = |f: char| flags.iter().find(|x| x.0 == f).map(|x| x.1);
                for (ignored, by) in [(' ', '+'), ('0', '-')] {
                    if let (Some(pos), Some(_)) = (flag(ignored), flag(by)) {
                        let msg =
                            format!("flag '{ignored}' is ignored when flag '{by}' is present");
                        self.warn(at(pos), "format", msg);
                    }
                }
                if ch(i) == Some('*') {
                    width_star = Some(i);
                    i += 1;
                } else {
                    while ch(i).is_some_and(|c| c.is_ascii_digit()) {
                        i += 1;
                    }
                }
                if ch(i) == Some('.') {
                    i += 1;
                    if ch(i) == Some('*') {
                        prec_star = Some(i);
                        i += 1;
                    } else {
                        while ch(i).is_some_and(|c| c.is_ascii_digit()) {
                            i += 1;
                        }
                    }
                }
            } else {
                if ch(i) == Some('*') {
                    suppress = true;
                    i += 1;
                }
                while ch(i).is_some_and(|c| c.is_ascii_digit()) {
                    i += 1;
                }
                if ch(i) == Some('m') {
                    i += 1;
                }
            }
            let mut len = String::new();
            while let Some(c) = ch(i).filter(|c| "hlLjztq".contains(*c)) {
                len.push(c);
                i += 1;
            }
            let Some(conv) = ch(i) else {
                self.warn(at(start), "format", "incomplete format specifier");
                return;
            };
            let conv_at = i;
            i += 1;
            if conv == '%' || (attr.kind == FormatKind::Printf && conv == 'm') {
                continue;
            }
            if attr.kind == FormatKind::Scanf && conv == '[' {
                // `%[...]`: a `]` right after `[` or `[^` is part of the set.
                if ch(i) == Some('^') {
                    i += 1;
                }
                if ch(i) == Some(']') {
                    i += 1;
                }
                while ch(i).is_some_and(|c| c != ']') {
                    i += 1;
                }
                i += 1;
            }
            let Some(conversion) = conversion(attr.kind, &len, conv) else {
                let shown = if conv.is_ascii_graphic() {
                    conv.to_string()
                } else {
                    format!("\\x{:02x}", conv as u32)
                };
                self.warn(
                    at(conv_at),
                    "format",
                    format!("invalid conversion specifier '{shown}'"),
                );
                return;
            };
            if !check_args {
                continue;
            }
            for (star, what) in [(width_star, "field width"), (prec_star, "field precision")] {
                let Some(pos) = star else { continue };
                let Some(&a) = data.get(next) else {
                    self.warn(
                        at(conv_at),
                        "format",
                        "more '%' conversions than data arguments",
                    );
                    return;
                };
                next += 1;
                let t = self.ty_of(a);
                let ok = self
                    .types
                    .int_kind(t)
                    .is_some_and(|k| int_rank(k) <= IntKind::Int.rank());
                if !ok && !self.types.is_error(t) {
                    // clang points just past the `*` of a width, at the `*` of a precision.
                    let p = if what == "field width" { pos + 1 } else { pos };
                    let msg = format!(
                        "{what} should have type 'int', but argument has type '{}'",
                        self.ty_str(t)
                    );
                    self.warn(at(p), "format", msg);
                }
            }
            if suppress {
                continue;
            }
            let Some(&a) = data.get(next) else {
                self.warn(
                    at(conv_at),
                    "format",
                    "more '%' conversions than data arguments",
                );
                return;
            };
            next += 1;
            let t = self.ty_of(a);
            if self.types.is_error(t) || self.arg_matches(&conversion.want, t) {
                continue;
            }
            let msg = format!(
                "format specifies type {} but the argument has type '{}'",
                conversion.name,
                self.ty_str(t)
            );
            let s = self.span_of(a);
            self.warn(s, "format", msg);
        }
        if check_args {
            if let Some(&a) = data.get(next) {
                let s = self.span_of(a);
                self.warn(s, "format", "data argument not used by format string");
            }
        }
    }

    fn arg_matches(&self, want: &Want, t: TypeId) -> bool {
        let tys = &self.types;
        match want {
            Want::Int(k) => {
                let Some(a) = tys.int_kind(t) else {
                    return false;
                };
                let (ra, re) = (int_rank(a), int_rank(*k));
                let int = IntKind::Int.rank();
                ra == re || (re == int && ra < int) || (re < int && ra == int)
            }
            // `_Float16` is not promoted to `double` (clang warns as well).
            Want::Double => matches!(
                tys.kind(t),
                TypeKind::Float(FloatKind::Float | FloatKind::Double)
            ),
            Want::LongDouble => matches!(tys.kind(t), TypeKind::Float(FloatKind::LongDouble)),
            Want::Float(f) => matches!(tys.kind(t), TypeKind::Float(g) if g == f),
            Want::CStr => tys.pointee(t).is_some_and(|p| {
                matches!(
                    tys.kind(p),
                    TypeKind::Int(IntKind::Char | IntKind::SChar | IntKind::UChar)
                )
            }),
            Want::WStr => tys
                .pointee(t)
                .and_then(|p| tys.int_kind(p))
                .is_some_and(|k| k.rank() == IntKind::Int.rank()),
            Want::AnyPtr => tys.is_pointer(t),
            Want::PtrTo(inner) => tys.pointee(t).is_some_and(|p| match &**inner {
                Want::Int(k) => tys.int_kind(p).is_some_and(|a| {
                    !matches!(tys.kind(p), TypeKind::Bool) && a.rank() == k.rank()
                }),
                other => self.arg_matches(other, p),
            }),
        }
    }

    /// The byte offset in the file of each code unit of the string literal(s) at `span`,
    /// when they are spelled there as plain narrow literals.
    fn unit_offsets(&self, span: Span, n: usize) -> Option<Vec<u32>> {
        if !span.expn.is_root() {
            return None;
        }
        let text = self.sm.snippet(span).as_bytes();
        let mut out = Vec::with_capacity(n);
        let mut i = 0;
        while i < text.len() {
            if text[i] != b'"' {
                i += 1;
                continue;
            }
            i += 1;
            while i < text.len() && text[i] != b'"' {
                let at = span.lo + i as u32;
                if text[i] == b'\\' && i + 1 < text.len() {
                    i += 1;
                    match text[i] {
                        b'x' => {
                            i += 1;
                            while i < text.len() && text[i].is_ascii_hexdigit() {
                                i += 1;
                            }
                        }
                        b'0'..=b'7' => {
                            let end = (i + 3).min(text.len());
                            while i < end && (b'0'..=b'7').contains(&text[i]) {
                                i += 1;
                            }
                        }
                        // UCNs expand to several UTF-8 units: give up on exact columns.
                        b'u' | b'U' => return None,
                        _ => i += 1,
                    }
                } else {
                    i += 1;
                }
                out.push(at);
            }
            i += 1;
        }
        (out.len() >= n).then_some(out)
    }
}

/// The argument a conversion wants, or `None` for an invalid conversion specifier.
fn conversion(kind: FormatKind, len: &str, conv: char) -> Option<Conversion> {
    use IntKind::*;
    let int = |signed: bool| -> Option<(IntKind, String)> {
        let (k, name) = match (len, signed) {
            ("", true) => (Int, named("int", None)),
            ("", false) => (UInt, named("unsigned int", None)),
            ("hh", true) => (Char, named("char", None)),
            ("hh", false) => (UChar, named("unsigned char", None)),
            ("h", true) => (Short, named("short", None)),
            ("h", false) => (UShort, named("unsigned short", None)),
            ("l", true) => (Long, named("long", None)),
            ("l", false) => (ULong, named("unsigned long", None)),
            ("ll" | "q", true) => (LongLong, named("long long", None)),
            ("ll" | "q", false) => (ULongLong, named("unsigned long long", None)),
            ("j", true) => (Long, named("intmax_t", Some("long"))),
            ("j", false) => (ULong, named("uintmax_t", Some("unsigned long"))),
            ("z", true) => (Long, named("ssize_t", Some("long"))),
            ("z", false) => (ULong, named("size_t", Some("unsigned long"))),
            ("t", true) => (Long, named("ptrdiff_t", Some("long"))),
            ("t", false) => (ULong, named("unsigned ptrdiff_t", Some("unsigned long"))),
            _ => return None,
        };
        Some((k, name))
    };
    let ptr = |name: String| -> String {
        // `'int'` → `'int *'`; `'size_t' (aka 'unsigned long')` → with both starred.
        name.replace("'", "\u{0}")
            .split('\u{0}')
            .enumerate()
            .map(|(i, part)| {
                if i % 2 == 1 {
                    format!("'{part} *'")
                } else {
                    part.to_string()
                }
            })
            .collect()
    };
    let c = match (kind, conv) {
        (_, 'd' | 'i') => {
            let (k, name) = int(true)?;
            let (want, name) = match kind {
                FormatKind::Printf => (Want::Int(k), name),
                FormatKind::Scanf => (Want::PtrTo(Box::new(Want::Int(k))), ptr(name)),
            };
            Conversion { want, name }
        }
        (_, 'u' | 'o' | 'x' | 'X') => {
            let (k, name) = int(false)?;
            let (want, name) = match kind {
                FormatKind::Printf => (Want::Int(k), name),
                FormatKind::Scanf => (Want::PtrTo(Box::new(Want::Int(k))), ptr(name)),
            };
            Conversion { want, name }
        }
        (_, 'n') => {
            let (k, name) = int(true)?;
            Conversion {
                want: Want::PtrTo(Box::new(Want::Int(k))),
                name: ptr(name),
            }
        }
        (FormatKind::Printf, 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A') => match len {
            "" | "l" => Conversion {
                want: Want::Double,
                name: named("double", None),
            },
            "L" => Conversion {
                want: Want::LongDouble,
                name: named("long double", None),
            },
            _ => return None,
        },
        (FormatKind::Scanf, 'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A') => {
            let (f, n) = match len {
                "" => (FloatKind::Float, "float *"),
                "l" => (FloatKind::Double, "double *"),
                "L" => (FloatKind::LongDouble, "long double *"),
                _ => return None,
            };
            Conversion {
                want: Want::PtrTo(Box::new(Want::Float(f))),
                name: named(n, None),
            }
        }
        (FormatKind::Printf, 'c') => match len {
            "" => Conversion {
                want: Want::Int(Int),
                name: named("int", None),
            },
            "l" => Conversion {
                want: Want::Int(UInt),
                name: named("wint_t", Some("unsigned int")),
            },
            _ => return None,
        },
        (FormatKind::Printf, 's') | (FormatKind::Scanf, 's' | 'c' | '[') => match len {
            "" => Conversion {
                want: Want::CStr,
                name: named("char *", None),
            },
            "l" => Conversion {
                want: Want::WStr,
                name: named("wchar_t *", Some("int *")),
            },
            _ => return None,
        },
        (FormatKind::Printf, 'p') if len.is_empty() => Conversion {
            want: Want::AnyPtr,
            name: named("void *", None),
        },
        (FormatKind::Scanf, 'p') if len.is_empty() => Conversion {
            want: Want::PtrTo(Box::new(Want::AnyPtr)),
            name: named("void **", None),
        },
        _ => return None,
    };
    Some(c)
}
