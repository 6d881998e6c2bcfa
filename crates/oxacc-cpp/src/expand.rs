//! Macro replacement (C17 §6.10.3): argument collection, argument pre-expansion (§6.10.3.1),
//! `#` (§6.10.3.2), `##` (§6.10.3.3), `__VA_ARGS__` / `__VA_OPT__`, and rescanning
//! (§6.10.3.4).
//!
//! The algorithm is clang's: expansions being rescanned form a stack of frames; a macro is
//! disabled while its frame is on the stack, and an identifier naming a disabled macro is
//! painted blue ([`TokenFlags::NO_EXPAND`]) for good. Arguments are pre-expanded in isolation
//! behind a barrier frame, so they never read past their own end.

use std::rc::Rc;

use oxacc_source::{Expansion, ExpnId, Span};
use smol_str::SmolStr;

use crate::lex::{canonical_punct, is_comment, lex_text};
use crate::macro_def::{Builtin, MacroDef};
use crate::preprocessor::{ExpFrame, Preprocessor};
use crate::token::{PpToken, PpTokenKind, TokenFlags};

/// Deepest nesting of isolated expansions (macro calls inside macro arguments).
const MAX_EXPANSION_DEPTH: usize = 256;

fn is_placemarker(t: &PpToken) -> bool {
    t.kind == PpTokenKind::Other && t.text.is_empty()
}

fn placemarker(span: Span) -> PpToken {
    PpToken {
        kind: PpTokenKind::Other,
        text: SmolStr::default(),
        span,
        flags: TokenFlags::default(),
    }
}

/// `__DATE__` and `__TIME__`, from `SOURCE_DATE_EPOCH` when set (as gcc), else the clock (UTC).
pub(crate) fn date_time() -> (String, String) {
    let secs = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        });
    let days = secs.div_euclid(86400);
    let tod = secs.rem_euclid(86400);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z.rem_euclid(146097);
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let date = format!("\"{} {:>2} {}\"", MONTHS[(m - 1) as usize], d, y);
    let time = format!("\"{:02}:{:02}:{:02}\"", tod / 3600, tod / 60 % 60, tod % 60);
    (date, time)
}

/// A string literal's spelling for `text` (escaping `\` and `"`).
pub(crate) fn quote(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        if c == '"' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}

impl Preprocessor<'_> {
    /// The next fully macro-expanded token (`Eof` at a barrier or at the end of a file).
    pub(crate) fn next_expanded(&mut self) -> PpToken {
        loop {
            let mut tok = self.next_raw();
            if tok.kind != PpTokenKind::Ident || tok.flags.contains(TokenFlags::NO_EXPAND) {
                return tok;
            }
            if self.in_if && tok.text == "defined" {
                self.protect_defined_operand();
                return tok;
            }
            let Some(m) = self.macros.get(&tok.text).cloned() else {
                return tok;
            };
            if self.is_disabled(&tok.text) {
                tok.flags.insert(TokenFlags::NO_EXPAND);
                return tok;
            }
            if let Some(b) = m.builtin {
                match self.expand_builtin(b, &tok) {
                    Some(t) => return t,
                    None => continue,
                }
            }
            if m.is_function_like() {
                let next = self.next_raw_skipping_newlines();
                if !next.is_punct("(") {
                    if !(next.kind == PpTokenKind::Eof && self.at_barrier_end()) {
                        self.unget(next);
                    } else if next.kind == PpTokenKind::Eof && !self.frames.is_empty() {
                        // Eof of a barrier: nothing to push back.
                    }
                    return tok;
                }
                let Some(args) = self.collect_args(&m, &tok) else {
                    return tok;
                };
                self.expand_function(&m, &tok, args);
            } else {
                self.expand_object(&m, &tok);
            }
        }
    }

    /// In `#if`, `defined X` / `defined ( X )` produced by a macro: `X` is not expanded
    /// (gcc's behaviour; C17 §6.10.1p4 leaves it undefined).
    fn protect_defined_operand(&mut self) {
        let mut seq = Vec::new();
        let first = self.next_raw();
        let paren = first.is_punct("(");
        let is_eof = first.kind == PpTokenKind::Eof;
        seq.push(first);
        if paren {
            let name = self.next_raw();
            let name_eof = name.kind == PpTokenKind::Eof;
            seq.push(name);
            if !name_eof {
                seq.push(self.next_raw());
            }
        }
        let at_end = seq.last().is_some_and(|t| t.kind == PpTokenKind::Eof) || is_eof;
        if at_end && self.at_barrier_end() {
            seq.pop();
        }
        for t in &mut seq {
            t.flags.insert(TokenFlags::NO_EXPAND);
        }
        if !seq.is_empty() {
            self.push_tokens(seq, None);
        }
    }

    fn next_raw_skipping_newlines(&mut self) -> PpToken {
        self.next_raw()
    }

    fn at_barrier_end(&self) -> bool {
        self.frames
            .last()
            .is_some_and(|f| f.barrier && f.pos >= f.tokens.len())
    }

    fn is_disabled(&self, name: &str) -> bool {
        self.frames
            .iter()
            .any(|f| f.macro_name.as_deref() == Some(name))
    }

    fn new_expansion(&mut self, m: &MacroDef, call: &PpToken) -> ExpnId {
        self.sm.add_expansion(Expansion {
            name: m.name.as_str().into(),
            call_site: call.span,
            def_site: m.def_span,
        })
    }

    /// A token spelled in a scratch buffer (for `#`, `##` and builtin results).
    pub(crate) fn scratch_token(&mut self, kind: PpTokenKind, text: &str, expn: ExpnId) -> PpToken {
        let file = self.sm.add_file("<scratch space>", text);
        PpToken {
            kind,
            text: text.into(),
            span: Span::new(file, 0, text.len() as u32).with_expn(expn),
            flags: TokenFlags::default(),
        }
    }

    fn expand_object(&mut self, m: &Rc<MacroDef>, call: &PpToken) {
        let expn = self.new_expansion(m, call);
        let mut body: Vec<PpToken> = m
            .body
            .iter()
            .map(|t| PpToken {
                span: t.span.with_expn(expn),
                ..t.clone()
            })
            .collect();
        body = self.paste_all(body, expn);
        self.finish_expansion(body, call, m);
    }

    fn finish_expansion(&mut self, mut body: Vec<PpToken>, call: &PpToken, m: &MacroDef) {
        body.retain(|t| !is_placemarker(t));
        if let Some(first) = body.first_mut() {
            first
                .flags
                .remove(TokenFlags::LEADING_SPACE | TokenFlags::AT_LINE_START);
            first.flags.insert(TokenFlags(
                call.flags.0 & (TokenFlags::LEADING_SPACE.0 | TokenFlags::AT_LINE_START.0),
            ));
        }
        self.frames.push(ExpFrame {
            tokens: body,
            pos: 0,
            macro_name: Some(m.name.clone()),
            barrier: false,
        });
    }

    /// Fortran source (traditional cpp, as `gfortran -cpp`): a character literal of a macro
    /// argument continued on the next line (`"…&` then `&…"`, Fortran 2018 §6.3.2.4) goes on
    /// there to its closing quote, the line break a space; what follows the quote is read
    /// again as tokens.
    fn continued_literal(&mut self, mut lit: PpToken, q: char) -> PpToken {
        let mut text = lit.text.to_string();
        loop {
            let n = self.next_raw();
            if n.kind == PpTokenKind::Eof {
                self.unget(n);
                break;
            }
            if n.flags.contains(TokenFlags::AT_LINE_START)
                || n.flags.contains(TokenFlags::LEADING_SPACE)
            {
                text.push(' ');
            }
            let Some(i) = n.text.find(q) else {
                text.push_str(&n.text);
                continue;
            };
            text.push_str(&n.text[..=i]);
            let rest = &n.text[i + 1..];
            if !rest.is_empty() {
                let file = self.sm.add_file("<scratch space>", rest);
                let (mut toks, _) = crate::lex::lex_text(file, rest);
                toks.retain(|t| t.kind != PpTokenKind::Eof);
                for t in &mut toks {
                    t.flags.remove(TokenFlags::AT_LINE_START);
                }
                self.push_tokens(toks, None);
            }
            break;
        }
        lit.text = text.into();
        lit
    }

    /// Reads the arguments of a call whose `(` has been read (C17 §6.10.3p10–12).
    fn collect_args(&mut self, m: &MacroDef, call: &PpToken) -> Option<Vec<Vec<PpToken>>> {
        let nparams = m.params.as_ref().map_or(0, |p| p.len());
        let mut args: Vec<Vec<PpToken>> = vec![Vec::new()];
        let mut depth = 0usize;
        loop {
            let mut t = self.next_raw();
            if t.kind == PpTokenKind::Eof {
                if !self.at_barrier_end() {
                    self.unget(t);
                }
                let msg = format!("unterminated argument list invoking macro \"{}\"", m.name);
                self.error(call.span, msg);
                return None;
            }
            if t.flags.contains(TokenFlags::AT_LINE_START) {
                t.flags.remove(TokenFlags::AT_LINE_START);
                t.flags.insert(TokenFlags::LEADING_SPACE);
            }
            if self.opts.fortran {
                if let Some(q) = open_literal(&t) {
                    t = self.continued_literal(t, q);
                }
            }
            if let Some(body) = t.text.strip_prefix("//").filter(|_| is_comment(&t)) {
                // -C: the argument may end up in the middle of a line; gcc turns a `//`
                // comment there into a block comment.
                t.text = format!("/*{body}*/").into();
            }
            if t.kind == PpTokenKind::Punct {
                match t.text.as_str() {
                    "(" => depth += 1,
                    ")" if depth == 0 => break,
                    ")" => depth -= 1,
                    "," if depth == 0 && !(m.variadic && args.len() == nparams) => {
                        args.push(Vec::new());
                        continue;
                    }
                    _ => {}
                }
            }
            if let Some(last) = args.last_mut() {
                last.push(t);
            }
        }
        if nparams == 0 && args.len() == 1 && args[0].is_empty() {
            return Some(Vec::new());
        }
        if args.len() < nparams {
            // A variadic macro may be called without its variable arguments (GNU, and C2x).
            if m.variadic && args.len() + 1 == nparams {
                args.push(Vec::new());
            } else {
                let msg = format!(
                    "macro \"{}\" requires {} arguments, but only {} given",
                    m.name,
                    nparams,
                    args.len()
                );
                self.error(call.span, msg);
                return None;
            }
        } else if args.len() > nparams {
            let msg = format!(
                "macro \"{}\" passed {} arguments, but takes just {}",
                m.name,
                args.len(),
                nparams
            );
            self.error(call.span, msg);
            return None;
        }
        Some(args)
    }

    /// Fully expands `tokens` in isolation (an argument, a `#if` or `#include` line).
    pub(crate) fn expand_isolated(&mut self, tokens: Vec<PpToken>) -> Vec<PpToken> {
        if self.expansion_depth >= MAX_EXPANSION_DEPTH {
            if let Some(t) = tokens.first() {
                self.error(t.span, "macro expansion nested too deeply");
            }
            return tokens;
        }
        self.expansion_depth += 1;
        let base = self.frames.len();
        self.frames.push(ExpFrame {
            tokens,
            pos: 0,
            macro_name: None,
            barrier: true,
        });
        let mut out = Vec::new();
        loop {
            let t = self.next_expanded();
            if t.kind == PpTokenKind::Eof && self.frames.len() == base + 1 && self.at_barrier_end()
            {
                break;
            }
            if self.stop {
                break;
            }
            out.push(t);
        }
        self.frames.truncate(base);
        self.expansion_depth -= 1;
        out
    }

    pub(crate) fn expand_line(&mut self, tokens: Vec<PpToken>) -> Vec<PpToken> {
        self.expand_isolated(tokens)
    }

    fn expand_function(&mut self, m: &Rc<MacroDef>, call: &PpToken, args: Vec<Vec<PpToken>>) {
        let expn = self.new_expansion(m, call);
        let mut expanded: Vec<Option<Vec<PpToken>>> = vec![None; args.len()];
        let body: Vec<PpToken> = m
            .body
            .iter()
            .map(|t| PpToken {
                span: t.span.with_expn(expn),
                ..t.clone()
            })
            .collect();
        let out = self.substitute(m, &body, &args, &mut expanded, expn);
        let out = self.paste_all(out, expn);
        self.finish_expansion(out, call, m);
    }

    /// Replaces parameters in `body` (C17 §6.10.3.1): by the stringified argument after `#`,
    /// by the raw argument next to `##`, else by the fully expanded argument.
    /// Marks `##` operators by keeping them; [`Self::paste_all`] performs the pastes.
    fn substitute(
        &mut self,
        m: &MacroDef,
        body: &[PpToken],
        args: &[Vec<PpToken>],
        expanded: &mut Vec<Option<Vec<PpToken>>>,
        expn: ExpnId,
    ) -> Vec<PpToken> {
        let is_op =
            |t: &PpToken, op: &str| t.kind == PpTokenKind::Punct && canonical_punct(&t.text) == op;
        let mut out: Vec<PpToken> = Vec::with_capacity(body.len());
        let mut i = 0;
        let va_index = if m.variadic {
            m.params.as_ref().map(|p| p.len() - 1)
        } else {
            None
        };
        while i < body.len() {
            let t = &body[i];
            // # param
            if is_op(t, "#") {
                if let Some(n) = body.get(i + 1) {
                    if let Some(k) = m
                        .param_index(&n.text)
                        .filter(|_| n.kind == PpTokenKind::Ident)
                    {
                        let mut s = self.stringify(&args[k], expn);
                        s.flags = TokenFlags(t.flags.0 & TokenFlags::LEADING_SPACE.0);
                        out.push(s);
                        i += 2;
                        continue;
                    }
                }
            }
            // __VA_OPT__ ( content )
            if t.kind == PpTokenKind::Ident && t.text == "__VA_OPT__" && va_index.is_some() {
                if let Some(end) = matching_paren(body, i + 1) {
                    // C23 §6.10.5.2 (as gcc 12): the variable arguments after expansion.
                    let va_empty = match va_index {
                        Some(k) if args.get(k).is_some_and(|a| !a.is_empty()) => {
                            if expanded[k].is_none() {
                                expanded[k] = Some(self.expand_isolated(args[k].clone()));
                            }
                            expanded[k].as_ref().is_none_or(|e| e.is_empty())
                        }
                        _ => true,
                    };
                    if va_empty {
                        out.push(placemarker(t.span));
                    } else {
                        let inner = self.substitute(m, &body[i + 2..end], args, expanded, expn);
                        let lead = t.flags;
                        let start = out.len();
                        out.extend(inner);
                        if let Some(f) = out.get_mut(start) {
                            f.flags = TokenFlags(lead.0 & TokenFlags::LEADING_SPACE.0);
                        }
                    }
                    i = end + 1;
                    continue;
                }
            }
            if t.kind == PpTokenKind::Ident {
                if let Some(k) = m.param_index(&t.text) {
                    let next_is_paste = body.get(i + 1).is_some_and(|n| is_op(n, "##"));
                    let prev_is_paste = i > 0 && is_op(&body[i - 1], "##");
                    let mut tokens = if next_is_paste || prev_is_paste {
                        args[k].clone()
                    } else {
                        if expanded[k].is_none() {
                            expanded[k] = Some(self.expand_isolated(args[k].clone()));
                        }
                        expanded[k].clone().unwrap_or_default()
                    };
                    // GNU: `, ## __VA_ARGS__` drops the comma when the variable arguments are empty.
                    if prev_is_paste && Some(k) == va_index && tokens.is_empty() {
                        let len = out.len();
                        if len >= 2 && out[len - 2].is_punct(",") && is_op(&out[len - 1], "##") {
                            out.truncate(len - 2);
                            i += 1;
                            continue;
                        }
                    }
                    if prev_is_paste && Some(k) == va_index {
                        let len = out.len();
                        if len >= 2 && out[len - 2].is_punct(",") && is_op(&out[len - 1], "##") {
                            // The comma stays, the `##` goes: no paste with a comma.
                            out.pop();
                        }
                    }
                    if tokens.is_empty() {
                        out.push(placemarker(t.span));
                    } else {
                        for a in &mut tokens {
                            a.flags.remove(TokenFlags::AT_LINE_START);
                        }
                        tokens[0].flags = TokenFlags(
                            (tokens[0].flags.0 & TokenFlags::NO_EXPAND.0)
                                | (t.flags.0 & TokenFlags::LEADING_SPACE.0),
                        );
                        out.extend(tokens);
                    }
                    i += 1;
                    continue;
                }
            }
            out.push(t.clone());
            i += 1;
        }
        out
    }

    /// C17 §6.10.3.2: the spelling of `arg` as a string literal.
    fn stringify(&mut self, arg: &[PpToken], expn: ExpnId) -> PpToken {
        let mut s = String::from("\"");
        for (i, t) in arg.iter().enumerate() {
            if i > 0
                && (t.flags.0 & (TokenFlags::LEADING_SPACE.0 | TokenFlags::AT_LINE_START.0)) != 0
            {
                s.push(' ');
            }
            if matches!(t.kind, PpTokenKind::StringLit | PpTokenKind::CharLit) {
                for c in t.text.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
            } else {
                s.push_str(&t.text);
            }
        }
        s.push('"');
        self.scratch_token(PpTokenKind::StringLit, &s, expn)
    }

    /// Performs every `##` in `tokens`, left to right (C17 §6.10.3.3).
    fn paste_all(&mut self, tokens: Vec<PpToken>, expn: ExpnId) -> Vec<PpToken> {
        if !tokens
            .iter()
            .any(|t| t.kind == PpTokenKind::Punct && canonical_punct(&t.text) == "##")
        {
            return tokens;
        }
        let mut out: Vec<PpToken> = Vec::with_capacity(tokens.len());
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            // A `##` from the macro body is an operator (its span carries this expansion);
            // one that came from an argument is an ordinary token.
            let is_op = t.kind == PpTokenKind::Punct
                && canonical_punct(&t.text) == "##"
                && t.span.expn == expn
                && !out.is_empty()
                && i + 1 < tokens.len();
            if !is_op {
                out.push(t.clone());
                i += 1;
                continue;
            }
            let rhs = tokens[i + 1].clone();
            let Some(lhs) = out.pop() else { continue };
            i += 2;
            if is_placemarker(&rhs) {
                out.push(lhs);
                continue;
            }
            if is_placemarker(&lhs) {
                let mut r = rhs;
                r.flags = TokenFlags(lhs.flags.0 & TokenFlags::LEADING_SPACE.0);
                out.push(r);
                continue;
            }
            let text = format!("{}{}", lhs.text, rhs.text);
            let (lexed, errors) = lex_text(oxacc_source::FileId(0), &text);
            if lexed.len() == 2 && errors.is_empty() {
                let mut p = self.scratch_token(lexed[0].kind, &text, t.span.expn);
                p.flags = TokenFlags(lhs.flags.0 & TokenFlags::LEADING_SPACE.0);
                out.push(p);
            } else {
                let msg = format!(
                    "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                    lhs.text, rhs.text
                );
                self.error(t.span, msg);
                out.push(lhs);
                let mut r = rhs;
                r.flags.insert(TokenFlags::LEADING_SPACE);
                out.push(r);
            }
        }
        out
    }

    /// Expands a builtin macro; `None` when it pushed its result for rescanning.
    fn expand_builtin(&mut self, b: Builtin, tok: &PpToken) -> Option<PpToken> {
        let expn = self.sm.add_expansion(Expansion {
            name: tok.text.as_str().into(),
            call_site: tok.span,
            def_site: None,
        });
        let root = self.sm.expansion_root(tok.span);
        let (kind, text) = match b {
            Builtin::File => {
                let f = self.files.last().map_or(root.file, |f| f.file);
                let at = self
                    .sm
                    .presumed(f, if f == root.file { root.lo } else { 0 });
                (PpTokenKind::StringLit, quote(&at.name))
            }
            Builtin::BaseFile => {
                let name = self.sm.file(self.base_file).name.clone();
                (PpTokenKind::StringLit, quote(&name))
            }
            Builtin::Line => {
                let line = if self.sm.file(root.file).name == "<scratch space>" {
                    0
                } else {
                    self.sm.presumed(root.file, root.lo).line
                };
                (PpTokenKind::Number, line.to_string())
            }
            Builtin::Counter => {
                self.counter += 1;
                (PpTokenKind::Number, (self.counter - 1).to_string())
            }
            Builtin::Date => (PpTokenKind::StringLit, self.date_time.0.clone()),
            Builtin::Time => (PpTokenKind::StringLit, self.date_time.1.clone()),
            Builtin::IncludeLevel => (
                PpTokenKind::Number,
                self.files.len().saturating_sub(1).to_string(),
            ),
            Builtin::HasFeature => return Some(tok.clone()),
            Builtin::Pragma => {
                self.pragma_operator(tok);
                return None;
            }
        };
        let mut t = self.scratch_token(kind, &text, expn);
        t.flags =
            TokenFlags(tok.flags.0 & (TokenFlags::LEADING_SPACE.0 | TokenFlags::AT_LINE_START.0));
        Some(t)
    }
}

/// The index of the `)` matching the `(` at `open`.
fn matching_paren(tokens: &[PpToken], open: usize) -> Option<usize> {
    if !tokens.get(open)?.is_punct("(") {
        return None;
    }
    let mut depth = 0;
    for (i, t) in tokens.iter().enumerate().skip(open) {
        if t.is_punct("(") {
            depth += 1;
        } else if t.is_punct(")") {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The quote of a character literal that its line does not close (the lexer's rest-of-line
/// token), if `t` is one.
fn open_literal(t: &PpToken) -> Option<char> {
    let q = t.text.chars().next().filter(|&c| c == '"' || c == '\'')?;
    (t.kind == PpTokenKind::Other && !t.text[1..].contains(q)).then_some(q)
}
