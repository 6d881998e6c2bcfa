//! Conditional inclusion (C17 §6.10.1): `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`
//! (and gcc 12's `#elifdef` / `#elifndef`), skipping of groups, and include-guard detection.

use oxacc_source::Span;
use smol_str::SmolStr;

use crate::preprocessor::Preprocessor;
use crate::token::{PpToken, PpTokenKind, TokenFlags};

/// One open conditional.
#[derive(Debug, Clone)]
pub(crate) struct CondState {
    /// The directive that opened it (`if`, `ifdef`, `ifndef`), for "unterminated #…".
    pub directive: SmolStr,
    /// Where the opening directive's name is.
    pub span: Span,
    /// A group of this conditional has been taken (so later `#elif`/`#else` groups are skipped).
    pub taken: bool,
    /// `#else` has been seen.
    pub in_else: bool,
}

/// Detects the `#ifndef X / #define X … #endif` idiom so a second `#include` of the file can be
/// skipped without reading it.
#[derive(Debug, Clone)]
pub(crate) enum GuardState {
    /// Nothing but white space and comments so far.
    Start,
    /// Inside the guarding `#ifndef NAME`, at conditional depth 1.
    Inside(SmolStr, usize),
    /// The guarding `#endif` has been seen and nothing after it yet.
    Closed(SmolStr),
    Invalid,
}

impl GuardState {
    pub fn saw_token(&mut self) {
        if !matches!(self, GuardState::Inside(..)) {
            *self = GuardState::Invalid;
        }
    }

    pub fn saw_directive(&mut self, name: &str, rest: &[PpToken]) {
        match self {
            GuardState::Start => {
                *self = match (name, rest) {
                    ("ifndef", [t]) if t.kind == PpTokenKind::Ident => {
                        GuardState::Inside(t.text.clone(), 0)
                    }
                    _ => GuardState::Invalid,
                }
            }
            GuardState::Inside(guard, depth) => match name {
                "if" | "ifdef" | "ifndef" => *depth += 1,
                "endif" if *depth == 0 => *self = GuardState::Closed(guard.clone()),
                "endif" => *depth -= 1,
                "else" | "elif" | "elifdef" | "elifndef" if *depth == 0 => {
                    *self = GuardState::Invalid
                }
                _ => {}
            },
            GuardState::Closed(_) => *self = GuardState::Invalid,
            GuardState::Invalid => {}
        }
    }
}

/// What ended a skipped group.
enum GroupEnd {
    Elif(PpToken, Vec<PpToken>),
    Else(PpToken),
    Endif,
    EndOfFile,
}

impl Preprocessor<'_> {
    pub(crate) fn conditional(&mut self, name: &PpToken, rest: &[PpToken]) {
        let directive = name.text.as_str();
        match directive {
            "if" | "ifdef" | "ifndef" => {
                let value = match directive {
                    "if" => self.eval_if(name, rest.to_vec()),
                    _ => self.eval_ifdef(name, rest, directive == "ifndef"),
                };
                let cond = CondState {
                    directive: name.text.clone(),
                    span: name.span,
                    taken: value,
                    in_else: false,
                };
                if let Some(f) = self.files.last_mut() {
                    f.conds.push(cond);
                }
                if !value {
                    self.skip_groups();
                }
            }
            "elif" | "elifdef" | "elifndef" | "else" => {
                let Some(in_else) = self
                    .files
                    .last()
                    .and_then(|f| f.conds.last())
                    .map(|c| c.in_else)
                else {
                    let msg = format!("#{directive} without #if");
                    self.error(name.span, msg);
                    return;
                };
                if in_else {
                    let msg = format!("#{directive} after #else");
                    self.error(name.span, msg);
                }
                if directive == "else" {
                    if let Some(c) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
                        c.in_else = true;
                    }
                    if !rest.is_empty() {
                        self.warning(
                            rest[0].span,
                            "endif-labels",
                            "extra tokens at end of #else directive",
                        );
                    }
                }
                // The group before was taken: skip everything to the #endif.
                self.skip_groups();
            }
            "endif" => {
                if self.files.last_mut().and_then(|f| f.conds.pop()).is_none() {
                    self.error(name.span, "#endif without #if");
                } else if !rest.is_empty() {
                    self.warning(
                        rest[0].span,
                        "endif-labels",
                        "extra tokens at end of #endif directive",
                    );
                }
            }
            _ => {}
        }
    }

    fn eval_ifdef(&mut self, name: &PpToken, rest: &[PpToken], negate: bool) -> bool {
        match rest.first() {
            Some(t) if t.kind == PpTokenKind::Ident => {
                if rest.len() > 1 {
                    let msg = format!("extra tokens at end of #{} directive", name.text);
                    self.warning(rest[1].span, "", msg);
                }
                self.macros.contains_key(&t.text) != negate
            }
            Some(t) => {
                self.error(t.span, "macro names must be identifiers");
                false
            }
            None => {
                let msg = format!("no macro name given in #{} directive", name.text);
                self.error(name.span, msg);
                false
            }
        }
    }

    /// Skips groups of the innermost conditional until one is taken or its `#endif` is reached.
    fn skip_groups(&mut self) {
        loop {
            match self.skip_group() {
                GroupEnd::EndOfFile => return,
                GroupEnd::Endif => {
                    if let Some(f) = self.files.last_mut() {
                        f.conds.pop();
                        f.guard.saw_directive("endif", &[]);
                    }
                    return;
                }
                GroupEnd::Else(name) => {
                    let Some(in_else) = self
                        .files
                        .last()
                        .and_then(|f| f.conds.last())
                        .map(|c| c.in_else)
                    else {
                        return;
                    };
                    if in_else {
                        self.error(name.span, "#else after #else");
                    }
                    let Some(c) = self.files.last_mut().and_then(|f| f.conds.last_mut()) else {
                        return;
                    };
                    c.in_else = true;
                    if !c.taken {
                        c.taken = true;
                        return;
                    }
                }
                GroupEnd::Elif(name, rest) => {
                    let Some(c) = self.files.last().and_then(|f| f.conds.last()).cloned() else {
                        return;
                    };
                    if c.in_else {
                        let msg = format!("#{} after #else", name.text);
                        self.error(name.span, msg);
                    }
                    if c.taken {
                        continue;
                    }
                    let value = match name.text.as_str() {
                        "elif" => self.eval_if(&name, rest),
                        other => self.eval_ifdef(&name, &rest, other == "elifndef"),
                    };
                    if value {
                        if let Some(c) = self.files.last_mut().and_then(|f| f.conds.last_mut()) {
                            c.taken = true;
                        }
                        return;
                    }
                }
            }
        }
    }

    /// Skips one group (C17 §6.10.1p6: only directive names are looked at, nested
    /// conditionals are tracked). Consumes the ending directive's line.
    fn skip_group(&mut self) -> GroupEnd {
        let mut depth = 0usize;
        loop {
            let Some(f) = self.files.last_mut() else {
                return GroupEnd::EndOfFile;
            };
            // No token is made for the lines in between: only directive lines are lexed.
            f.lexer.skip_to_directive();
            if !f.lexer.skipped_errors.is_empty() {
                for e in std::mem::take(&mut f.lexer.skipped_errors) {
                    if !self.opts.fortran {
                        self.warning(e.span, "", e.message);
                    }
                }
                continue;
            }
            let t = f.lexer.next();
            if t.kind == PpTokenKind::Eof {
                return GroupEnd::EndOfFile;
            }
            let name = f.lexer.peek();
            if name.flags.contains(TokenFlags::AT_LINE_START) || name.kind != PpTokenKind::Ident {
                continue;
            }
            let name = f.lexer.next();
            match name.text.as_str() {
                "if" | "ifdef" | "ifndef" => depth += 1,
                "endif" if depth > 0 => depth -= 1,
                "endif" => {
                    let _ = self.read_line();
                    return GroupEnd::Endif;
                }
                "else" if depth == 0 => {
                    let rest = self.read_line();
                    if let Some(t) = rest.first() {
                        self.warning(
                            t.span,
                            "endif-labels",
                            "extra tokens at end of #else directive",
                        );
                    }
                    return GroupEnd::Else(name);
                }
                "elif" | "elifdef" | "elifndef" if depth == 0 => {
                    let rest = self.read_line();
                    return GroupEnd::Elif(name, rest);
                }
                _ => {}
            }
        }
    }
}
