//! `#pragma` (C17 §6.10.6) and the `_Pragma` operator (§6.10.9).
//!
//! `#pragma acc …` with `-fopenacc` and `#pragma omp …` with `-fopenmp` are macro-expanded
//! (OpenACC 3.3 §2.1; OpenMP 4.5 §2.1) and handed on as `PragmaBegin(ns) … PragmaEnd`.
//! `once`, `push_macro`/`pop_macro`, `GCC system_header`, `GCC warning`/`GCC error` and
//! `GCC poison` are acted on; everything else is handed on unexpanded (as gcc -E prints it),
//! with `-Wunknown-pragmas` for namespaces gcc does not know.

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::lex::lex_text;
use crate::preprocessor::Preprocessor;
use crate::token::{PpToken, PpTokenKind, TokenFlags};

/// Pragma namespaces gcc knows (it does not warn about them).
const KNOWN: &[&str] = &[
    "once",
    "GCC",
    "STDC",
    "pack",
    "push_macro",
    "pop_macro",
    "weak",
    "redefine_extname",
    "scalar_storage_order",
    "message",
    "ms_struct",
    "omp",
    "acc",
    "ident",
];

impl Preprocessor<'_> {
    pub(crate) fn pragma_directive(&mut self, name: &PpToken, rest: Vec<PpToken>) {
        self.pragma_tokens(name.span, rest);
    }

    /// Acts on one pragma whose tokens (after `pragma`) are `rest`.
    fn pragma_tokens(&mut self, at: Span, mut rest: Vec<PpToken>) {
        for t in &mut rest {
            t.flags.remove(TokenFlags::AT_LINE_START);
        }
        let Some(first) = rest.first().cloned() else {
            return;
        };
        let ns = if first.kind == PpTokenKind::Ident {
            first.text.clone()
        } else {
            SmolStr::default()
        };
        let second = rest.get(1).map(|t| t.text.clone()).unwrap_or_default();
        match (ns.as_str(), second.as_str()) {
            ("once", _) => {
                self.pragma_once();
                return;
            }
            ("GCC", "system_header") => {
                if let Some(f) = self.files.last_mut() {
                    if !f.system {
                        f.system = true;
                        let id = f.file;
                        self.system_files.push(id);
                    }
                }
                return;
            }
            ("GCC", "warning") | ("GCC", "error") => {
                let msg = rest
                    .iter()
                    .skip(2)
                    .find(|t| t.kind == PpTokenKind::StringLit)
                    .map(|t| t.text.trim_matches('"').to_owned())
                    .unwrap_or_default();
                if second == "warning" {
                    self.warning(first.span, "cpp", msg);
                } else {
                    self.error(first.span, msg);
                }
                return;
            }
            ("GCC", "poison") => {
                for t in rest.iter().skip(2) {
                    if t.kind == PpTokenKind::Ident {
                        self.macros.remove(&t.text);
                    }
                }
                return;
            }
            ("push_macro", _) | ("pop_macro", _) => {
                if let Some(s) = rest.iter().find(|t| t.kind == PpTokenKind::StringLit) {
                    let name: SmolStr = s.text.trim_matches('"').into();
                    if ns == "push_macro" {
                        let def = self.macros.get(&name).cloned();
                        self.pushed_macros.entry(name).or_default().push(def);
                    } else if let Some(def) =
                        self.pushed_macros.get_mut(&name).and_then(|v| v.pop())
                    {
                        match def {
                            Some(d) => {
                                self.macros.insert(name, d);
                            }
                            None => {
                                self.macros.remove(&name);
                            }
                        }
                    }
                }
                return;
            }
            _ => {}
        }
        let expand = (ns == "acc" && self.opts.openacc) || (ns == "omp" && self.opts.openmp);
        let body = if ns.is_empty() {
            rest
        } else {
            rest[1..].to_vec()
        };
        let body = if expand { self.expand_line(body) } else { body };
        if !KNOWN.contains(&ns.as_str()) && self.opts.warn_unknown_pragmas {
            let text = self.line_text(&body);
            let shown = format!("{ns} {text}");
            let msg = format!("ignoring '#pragma {}'", shown.trim());
            self.warning(first.span, "unknown-pragmas", msg);
        }
        let mut group = Vec::with_capacity(body.len() + 2);
        group.push(PpToken {
            kind: PpTokenKind::PragmaBegin,
            text: ns,
            span: first.span,
            flags: TokenFlags::AT_LINE_START,
        });
        group.extend(body);
        let end_span = group.last().map_or(at, |t| t.span);
        group.push(PpToken {
            kind: PpTokenKind::PragmaEnd,
            text: SmolStr::default(),
            span: Span {
                lo: end_span.hi,
                ..end_span
            },
            flags: TokenFlags::default(),
        });
        for t in &mut group {
            t.flags.insert(TokenFlags::NO_EXPAND);
        }
        self.push_tokens(group, None);
    }

    /// `_Pragma ( string-literal )`: destringize, then act as `#pragma` (C17 §6.10.9).
    pub(crate) fn pragma_operator(&mut self, op: &PpToken) {
        let mut seq = Vec::new();
        for _ in 0..3 {
            let t = self.next_raw();
            if t.kind == PpTokenKind::Eof {
                self.unget(t);
                break;
            }
            seq.push(t);
        }
        let ok = seq.len() == 3
            && seq[0].is_punct("(")
            && seq[1].kind == PpTokenKind::StringLit
            && seq[2].is_punct(")");
        if !ok {
            self.error(op.span, "_Pragma takes a parenthesized string literal");
            for t in seq.into_iter().rev() {
                self.unget(t);
            }
            return;
        }
        let lit = &seq[1].text;
        let start = lit.find('"').map_or(0, |i| i + 1);
        let inner = &lit[start..lit.len().saturating_sub(1).max(start)];
        let text = inner.replace("\\\"", "\"").replace("\\\\", "\\");
        let file = self.sm.add_file("<_Pragma>", &text);
        let (mut tokens, _) = lex_text(file, &text);
        tokens.pop();
        let expn = self.sm.add_expansion(oxacc_source::Expansion {
            name: "_Pragma".into(),
            call_site: op.span,
            def_site: None,
        });
        for t in &mut tokens {
            t.span = t.span.with_expn(expn);
        }
        self.pragma_tokens(op.span, tokens);
    }
}
