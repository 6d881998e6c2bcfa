//! Macro definitions (C17 §6.10.3): parsing `#define`, and the redefinition rule (§6.10.3p2).

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::lex::canonical_punct;
use crate::token::{PpToken, PpTokenKind, TokenFlags};

/// Macros whose expansion is computed, not written (C17 §6.10.8, GNU extensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    File,
    Line,
    Counter,
    Date,
    Time,
    BaseFile,
    IncludeLevel,
    /// `__has_include` and friends: only meaningful in `#if`, but `defined` must see them.
    HasFeature,
    /// The `_Pragma` operator (C17 §6.10.9).
    Pragma,
}

#[derive(Clone, Debug)]
pub struct MacroDef {
    pub name: SmolStr,
    /// `Some` for a function-like macro: its parameter names (`__VA_ARGS__` last when variadic).
    pub params: Option<Vec<SmolStr>>,
    pub variadic: bool,
    /// The replacement list; the first token has no `LEADING_SPACE`.
    pub body: Vec<PpToken>,
    /// The macro name in its `#define`.
    pub def_span: Option<Span>,
    pub builtin: Option<Builtin>,
}

impl MacroDef {
    pub fn is_function_like(&self) -> bool {
        self.params.is_some()
    }

    pub(crate) fn param_index(&self, name: &str) -> Option<usize> {
        self.params.as_ref()?.iter().position(|p| p == name)
    }

    /// C17 §6.10.3p2: same parameters, same replacement list, same whitespace separation.
    pub fn same_definition(&self, other: &MacroDef) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| {
                    a.text == b.text
                        && (i == 0
                            || a.flags.contains(TokenFlags::LEADING_SPACE)
                                == b.flags.contains(TokenFlags::LEADING_SPACE))
                })
    }

    /// The `-dM` line, `#define NAME(params) body`.
    pub fn to_define_line(&self) -> String {
        let mut s = format!("#define {}", self.name);
        if let Some(params) = &self.params {
            s.push('(');
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    s.push(',');
                }
                if self.variadic && i + 1 == params.len() {
                    s.push_str(if p == "__VA_ARGS__" { "..." } else { p });
                    if p != "__VA_ARGS__" {
                        s.push_str("...");
                    }
                } else {
                    s.push_str(p);
                }
            }
            s.push(')');
        }
        // gcc writes the space after the name even when the body is empty.
        s.push(' ');
        // gcc's spelling: `#param` without a space, ` ##` always after a space.
        let mut glued = false;
        for (i, t) in self.body.iter().enumerate() {
            let op = if t.kind == PpTokenKind::Punct {
                canonical_punct(&t.text)
            } else {
                ""
            };
            if op == "##" {
                s.push_str(" ##");
                continue;
            }
            if i > 0 && !glued && t.flags.contains(TokenFlags::LEADING_SPACE) {
                s.push(' ');
            }
            s.push_str(&t.text);
            glued = op == "#" && self.params.is_some();
        }
        s
    }
}

/// Parses the tokens of a `#define` line after the directive name.
/// Errors come back as (span, message) in gcc's wording.
pub(crate) fn parse_define(line: &[PpToken], fallback: Span) -> Result<MacroDef, (Span, String)> {
    let Some(name_tok) = line.first() else {
        return Err((fallback, "no macro name given in #define directive".into()));
    };
    if name_tok.kind != PpTokenKind::Ident {
        return Err((name_tok.span, "macro names must be identifiers".into()));
    }
    if name_tok.text == "defined" {
        return Err((
            name_tok.span,
            "\"defined\" cannot be used as a macro name".into(),
        ));
    }
    let mut i = 1;
    let mut params = None;
    let mut variadic = false;
    if let Some(t) = line.get(1) {
        if t.is_punct("(") && !t.flags.contains(TokenFlags::LEADING_SPACE) {
            let mut list: Vec<SmolStr> = Vec::new();
            i = 2;
            loop {
                let Some(t) = line.get(i) else {
                    return Err((t.span, "missing ')' in macro parameter list".into()));
                };
                if t.is_punct(")") && list.is_empty() {
                    i += 1;
                    break;
                }
                if t.is_punct("...") {
                    list.push("__VA_ARGS__".into());
                    variadic = true;
                    i += 1;
                } else if t.kind == PpTokenKind::Ident {
                    if t.text == "__VA_ARGS__" {
                        return Err((
                            t.span,
                            "__VA_ARGS__ can not be used as a parameter name".into(),
                        ));
                    }
                    if list.contains(&t.text) {
                        return Err((t.span, format!("duplicate macro parameter \"{}\"", t.text)));
                    }
                    list.push(t.text.clone());
                    i += 1;
                    if line.get(i).is_some_and(|t| t.is_punct("...")) {
                        variadic = true;
                        i += 1;
                    }
                } else {
                    return Err((
                        t.span,
                        "expected parameter name, found \"".to_owned() + &t.text + "\"",
                    ));
                }
                match line.get(i) {
                    Some(t) if t.is_punct(")") => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.is_punct(",") && !variadic => i += 1,
                    Some(t) => {
                        return Err((
                            t.span,
                            "expected ',' or ')', found \"".to_owned() + &t.text + "\"",
                        ));
                    }
                    None => {
                        return Err((name_tok.span, "missing ')' in macro parameter list".into()))
                    }
                }
            }
            params = Some(list);
        } else if !t.flags.contains(TokenFlags::LEADING_SPACE) {
            // C17 §6.10.3p3 requires white space; gcc warns and goes on.
        }
    }
    let mut body: Vec<PpToken> = line[i.min(line.len())..].to_vec();
    if let Some(first) = body.first_mut() {
        first.flags.remove(TokenFlags::LEADING_SPACE);
    }
    for t in &mut body {
        t.flags.remove(TokenFlags::AT_LINE_START);
    }
    let def = MacroDef {
        name: name_tok.text.clone(),
        params,
        variadic,
        body,
        def_span: Some(name_tok.span),
        builtin: None,
    };
    // C17 §6.10.3.3p1: ## cannot be at either end.
    let is_hashhash =
        |t: &PpToken| t.kind == PpTokenKind::Punct && canonical_punct(&t.text) == "##";
    if let Some(t) = def
        .body
        .first()
        .filter(|t| is_hashhash(t))
        .or(def.body.last().filter(|t| is_hashhash(t)))
    {
        return Err((
            t.span,
            "'##' cannot appear at either end of a macro expansion".into(),
        ));
    }
    // C17 §6.10.3.2p1: in a function-like macro, # is followed by a parameter.
    if def.params.is_some() {
        for (k, t) in def.body.iter().enumerate() {
            if t.kind == PpTokenKind::Punct && canonical_punct(&t.text) == "#" {
                let next = def.body.get(k + 1);
                let ok = next.is_some_and(|n| {
                    n.kind == PpTokenKind::Ident
                        && (def.param_index(&n.text).is_some() || n.text == "__VA_OPT__")
                });
                if !ok {
                    return Err((t.span, "'#' is not followed by a macro parameter".into()));
                }
            }
        }
    }
    Ok(def)
}
