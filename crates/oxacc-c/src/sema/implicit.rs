//! Implicit function declarations (C90 §6.3.2.2, removed in C99; gcc 12 still accepts them
//! with a `-Wimplicit-function-declaration` warning, and oxacc advertises gcc 12's
//! `__GNUC__`): a call of an undeclared identifier declares `extern int name();` at file
//! scope. For the C library functions gcc knows as built-ins (`memset`, `strlen`, `printf`,
//! `sqrt`, …) the implicit declaration has the library's real type, as gcc gives it, with a
//! note naming the header, and a `-Wbuiltin-declaration-mismatch` warning when that type is
//! not compatible with `int()`.

use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use super::Sema;
use crate::ast::Qualifiers;
use crate::ast::*;
use crate::types::{TypeId, TypeKind};

/// A library built-in: its header and its signature in a small code, one letter per type
/// (`v` void, `i` int, `l` long, `L` long long, `z` size_t, `d` double, `f` float,
/// `D` long double, `p` void *, `P` const void *, `s` char *, `S` const char *), the return
/// type first, `.` for `...`, `!` (last) for noreturn.
struct LibBuiltin {
    name: &'static str,
    header: &'static str,
    sig: &'static str,
}

macro_rules! lib {
    ($header:literal: $($name:ident $sig:literal),* $(,)?) => {
        &[$(LibBuiltin { name: stringify!($name), header: $header, sig: $sig }),*]
    };
}

const STRING_H: &[LibBuiltin] = lib!("string.h":
    memset "ppiz", memcpy "ppPz", memmove "ppPz", memcmp "iPPz", memchr "pPiz", strlen "zS",
    strnlen "zSz", strcpy "ssS", strncpy "ssSz", strcat "ssS", strncat "ssSz", strcmp "iSS",
    strncmp "iSSz", strchr "sSi", strrchr "sSi", strstr "sSS", strdup "sS", strndup "sSz",
    strspn "zSS", strcspn "zSS", strpbrk "sSS",
);
const STDIO_H: &[LibBuiltin] = lib!("stdio.h":
    printf "iS.", sprintf "isS.", snprintf "iszS.", scanf "iS.", sscanf "iSS.", puts "iS",
    putchar "ii",
);
const STDLIB_H: &[LibBuiltin] = lib!("stdlib.h":
    malloc "pz", calloc "pzz", realloc "ppz", free "vp", abort "v!", exit "vi!", _Exit "vi!",
    abs "ii", labs "ll", llabs "LL",
);
const MATH_H: &[LibBuiltin] = lib!("math.h":
    sqrt "dd", fabs "dd", sin "dd", cos "dd", tan "dd", asin "dd", acos "dd", atan "dd",
    sinh "dd", cosh "dd", tanh "dd", exp "dd", exp2 "dd", expm1 "dd", log "dd", log2 "dd",
    log10 "dd", log1p "dd", cbrt "dd", floor "dd", ceil "dd", trunc "dd", round "dd",
    rint "dd", nearbyint "dd", erf "dd", erfc "dd", tgamma "dd", lgamma "dd",
    pow "ddd", atan2 "ddd", fmod "ddd", fmin "ddd", fmax "ddd", copysign "ddd", hypot "ddd",
    fdim "ddd", remainder "ddd", ldexp "ddi",
    sqrtf "ff", fabsf "ff", sinf "ff", cosf "ff", tanf "ff", expf "ff", logf "ff",
    floorf "ff", ceilf "ff", truncf "ff", roundf "ff", powf "fff", fminf "fff", fmaxf "fff",
    copysignf "fff", fmodf "fff", atan2f "fff",
    sqrtl "DD", fabsl "DD", floorl "DD", ceill "DD", truncl "DD", roundl "DD", fminl "DDD",
    fmaxl "DDD", copysignl "DDD",
);
const CTYPE_H: &[LibBuiltin] = lib!("ctype.h":
    isalnum "ii", isalpha "ii", isdigit "ii", islower "ii", isupper "ii", isspace "ii",
    isxdigit "ii", ispunct "ii", isprint "ii", iscntrl "ii", isgraph "ii", tolower "ii",
    toupper "ii",
);

fn lib_builtin(name: &str) -> Option<&'static LibBuiltin> {
    [STRING_H, STDIO_H, STDLIB_H, MATH_H, CTYPE_H]
        .iter()
        .flat_map(|t| t.iter())
        .find(|b| b.name == name)
}

impl Sema<'_> {
    fn sig_type(&mut self, c: char) -> TypeId {
        let cc = self.types.qualified(TypeId::CHAR, Qualifiers::CONST);
        let cv = self.types.qualified(TypeId::VOID, Qualifiers::CONST);
        match c {
            'v' => TypeId::VOID,
            'l' => TypeId::LONG,
            'L' => TypeId::LONGLONG,
            'z' => TypeId::ULONG,
            'd' => TypeId::DOUBLE,
            'f' => TypeId::FLOAT,
            'D' => TypeId::LONGDOUBLE,
            'p' => self.types.pointer_to(TypeId::VOID),
            'P' => self.types.pointer_to(cv),
            's' => self.types.pointer_to(TypeId::CHAR),
            'S' => self.types.pointer_to(cc),
            _ => TypeId::INT,
        }
    }

    /// The function type of a library built-in's signature code.
    fn lib_builtin_type(&mut self, sig: &str) -> TypeId {
        let mut codes = sig.trim_end_matches('!').chars();
        let ret = codes.next().map_or(TypeId::INT, |c| self.sig_type(c));
        let mut params = Vec::new();
        let mut variadic = false;
        for c in codes {
            if c == '.' {
                variadic = true;
            } else {
                params.push(self.sig_type(c));
            }
        }
        self.types.mk(TypeKind::Function {
            ret,
            params,
            variadic,
            prototype: true,
        })
    }

    /// Can a prototype be compatible with a function declared without one (§6.7.6.3p15):
    /// same return type, no `...`, and each parameter unchanged by the default argument
    /// promotions?
    pub(crate) fn compatible_with_unprototyped(&mut self, proto: TypeId, ret: TypeId) -> bool {
        let TypeKind::Function {
            ret: r,
            params,
            variadic,
            ..
        } = self.types.kind(proto).clone()
        else {
            return false;
        };
        if variadic || !self.types.compatible(r, ret) {
            return false;
        }
        params.iter().all(|&p| {
            let u = self.types.unqualified(p);
            let promoted = if u == TypeId::FLOAT {
                TypeId::DOUBLE
            } else if self.types.is_integer(u) {
                self.types.promote(u)
            } else {
                u
            };
            self.types.compatible(u, promoted)
        })
    }

    /// Declares `name`, called at `span` without a declaration in scope, as gcc does; the
    /// declaration is bound at file scope so that it is made (and warned about) once.
    pub(crate) fn implicit_function_decl(&mut self, name: &str, span: Span) -> DeclId {
        let builtin = lib_builtin(name);
        let (ty, noreturn) = match builtin {
            Some(b) => (self.lib_builtin_type(b.sig), b.sig.ends_with('!')),
            None => (
                self.types.mk(TypeKind::Function {
                    ret: TypeId::INT,
                    params: Vec::new(),
                    variadic: false,
                    prototype: false,
                }),
                false,
            ),
        };
        let mut d = Diagnostic::warning(
            span,
            "implicit-function-declaration",
            format!("implicit declaration of function '{name}'"),
        );
        let include_note = builtin.map(|b| {
            format!(
                "include '<{}>' or provide a declaration of '{name}'",
                b.header
            )
        });
        if let Some(note) = &include_note {
            d = d.with_note(Some(span), note.clone());
        }
        self.emit(d);
        if include_note.is_some() && !self.compatible_with_unprototyped(ty, TypeId::INT) {
            let mut d = Diagnostic::warning(
                span,
                "builtin-declaration-mismatch",
                format!("incompatible implicit declaration of built-in function '{name}'"),
            );
            if let Some(note) = include_note {
                d = d.with_note(Some(span), note);
            }
            self.emit(d);
        }
        let mut specs = DeclSpecs::empty(span);
        specs.storage = Some(StorageClass::Extern);
        specs.ty = TypeSpec::Basic(BasicSpec::default());
        specs.noreturn = noreturn;
        let specs = self.ast.add_specs(specs);
        let declarator = Declarator {
            name: Some(SmolStr::new(name)),
            name_span: span,
            derived: Vec::new(),
            attrs: Vec::new(),
            asm_label: None,
            span,
        };
        let d = self.ast.add_decl(Decl {
            kind: DeclKind::Ordinary,
            specs,
            declarator,
            init: None,
            width_or_value: None,
            body: None,
            knr_params: Vec::new(),
            span,
            ty,
            linkage: Linkage::External,
            storage: StorageDuration::None,
            previous: None,
            const_value: None,
        });
        self.implicit_decls.insert(d);
        if let Some(file) = self.scopes.first_mut() {
            file.ordinary.insert(SmolStr::new(name), d);
        }
        d
    }

    /// A declaration of a function that a call declared implicitly as `int()` (gcc's
    /// `diagnose_mismatched_decls`): a prototype must suit an unprototyped declaration
    /// (§6.7.6.3p15), else `conflicting types` is an error, or a warning when only the new
    /// return type is `void` (the new type wins). Returns whether the usual redeclaration
    /// checks should go on.
    pub(crate) fn implicit_redeclaration(&mut self, d: DeclId, prev: DeclId, name: &str) -> bool {
        let (ty, pty) = (self.ast[d].ty, self.ast[prev].ty);
        let prev_unprototyped = matches!(
            self.types.kind(pty),
            TypeKind::Function {
                prototype: false,
                ..
            }
        );
        let new_prototyped = matches!(
            self.types.kind(ty),
            TypeKind::Function {
                prototype: true,
                ..
            }
        );
        if !prev_unprototyped || !self.types.is_function(ty) {
            return true;
        }
        let ret = match self.types.kind(ty) {
            TypeKind::Function { ret, .. } => *ret,
            _ => TypeId::ERROR,
        };
        let fits = if new_prototyped {
            self.compatible_with_unprototyped(ty, ret)
        } else {
            true
        };
        if fits && self.types.compatible(ret, TypeId::INT) {
            return true;
        }
        let name_span = self.ast[d].declarator.name_span;
        let prev_span = self.ast[prev].declarator.name_span;
        let msg = format!("conflicting types for '{name}'; have '{}'", self.ty_str(ty));
        let note = format!(
            "previous implicit declaration of '{name}' with type '{}'",
            self.ty_str(pty)
        );
        if fits && self.types.is_void(ret) {
            let w = Diagnostic::new(oxacc_source::Severity::Warning, msg)
                .at(name_span)
                .with_note(Some(prev_span), note);
            self.emit(w);
            self.ast[d].previous = Some(prev);
        } else {
            self.emit(Diagnostic::error(name_span, msg).with_note(Some(prev_span), note));
        }
        false
    }
}
