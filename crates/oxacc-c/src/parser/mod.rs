//! Hand-written recursive-descent parser for C17 (§6.5–§6.9) plus the GNU extensions that glibc
//! headers and HPC codes use. It resolves the one context dependence of the C grammar, typedef
//! names (§6.7.8), with its own scope stack of ordinary identifiers, and builds the syntactic
//! [`Ast`]; types are sema's business.
//!
//! Error recovery: a syntax error is reported once, the parser skips to a synchronising token
//! (`;`, `}` or the end of a balanced group) and goes on; at most one error is reported per token
//! position, and the nodes that could not be parsed become `Error` nodes that sema ignores.

mod decl;
mod expr;
mod stmt;

use std::cell::RefCell;
use std::collections::HashMap;

use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};
use smol_str::SmolStr;

use crate::ast::*;
use crate::token::{Token, TokenKind};

pub(crate) struct Parser<'a> {
    toks: Vec<Token>,
    pos: usize,
    sm: &'a SourceMap,
    /// Shared with sema when the two are interleaved (see `crate::parse_and_check`).
    diags: &'a RefCell<&'a mut DiagnosticsEngine>,
    pub(crate) ast: Ast,
    /// Ordinary identifiers in scope, innermost last: `true` for typedef names.
    scopes: Vec<HashMap<SmolStr, bool>>,
    /// Token index of the last reported error, to report one error per position.
    last_error_at: Option<usize>,
    pub(crate) error_count: u32,
    /// Current nesting of parentheses, brackets and braces being parsed recursively.
    depth: u32,
    /// Set once the nesting limit was hit: the rest of the input is skipped.
    too_deep: bool,
}

/// clang's limit on bracket nesting (`-fbracket-depth`): deeper input is rejected rather than
/// risking the stack.
pub(crate) const MAX_NESTING: u32 = 256;

/// Result of a parse step that already reported its error.
pub(crate) type PResult<T> = Result<T, Reported>;

/// The error was reported; the caller recovers.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reported;

impl<'a> Parser<'a> {
    pub(crate) fn new(
        toks: Vec<Token>,
        sm: &'a SourceMap,
        diags: &'a RefCell<&'a mut DiagnosticsEngine>,
    ) -> Self {
        let mut scopes = vec![HashMap::new()];
        // Typedefs GCC predeclares and glibc relies on.
        for name in ["__builtin_va_list", "__gnuc_va_list"] {
            scopes[0].insert(SmolStr::new(name), true);
        }
        Parser {
            toks,
            pos: 0,
            sm,
            diags,
            ast: Ast::default(),
            scopes,
            last_error_at: None,
            error_count: 0,
            depth: 0,
            too_deep: false,
        }
    }

    // ---- cursor ----

    pub(crate) fn peek(&self) -> &Token {
        self.peek_at(0)
    }

    pub(crate) fn peek_at(&self, n: usize) -> &Token {
        let i = (self.pos + n).min(self.toks.len() - 1);
        &self.toks[i]
    }

    pub(crate) fn kind(&self) -> TokenKind {
        self.peek().kind
    }

    pub(crate) fn kind_at(&self, n: usize) -> TokenKind {
        self.peek_at(n).kind
    }

    pub(crate) fn at(&self, k: TokenKind) -> bool {
        self.kind() == k
    }

    pub(crate) fn span(&self) -> Span {
        self.peek().span
    }

    /// The span just after the previous token (where clang reports a missing `;`).
    pub(crate) fn after_prev(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => Span {
                lo: t.span.hi,
                hi: t.span.hi,
                ..t.span
            },
            None => self.span(),
        }
    }

    pub(crate) fn prev_span(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.span,
            None => self.span(),
        }
    }

    pub(crate) fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn eat(&mut self, k: TokenKind) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Expects `k`; otherwise reports "expected K" at the current token.
    pub(crate) fn expect(&mut self, k: TokenKind) -> PResult<Span> {
        if self.at(k) {
            return Ok(self.bump().span);
        }
        let msg = format!("expected {}", k.describe());
        self.error_here(msg);
        Err(Reported)
    }

    /// Expects a closing token, with a note pointing at the opening one.
    pub(crate) fn expect_closing(&mut self, k: TokenKind, open: Span) -> PResult<Span> {
        if self.at(k) {
            return Ok(self.bump().span);
        }
        let opening = match k {
            TokenKind::RParen => "'('",
            TokenKind::RBracket => "'['",
            _ => "'{'",
        };
        let d = Diagnostic::error(self.span(), format!("expected {}", k.describe()))
            .with_note(Some(open), format!("to match this {opening}"));
        self.report(d);
        Err(Reported)
    }

    /// Expects `;` after a construct, reported after the previous token as clang does.
    pub(crate) fn expect_semi(&mut self, after: &str) -> PResult<()> {
        if self.eat(TokenKind::Semi) {
            return Ok(());
        }
        let d = Diagnostic::error(self.after_prev(), format!("expected ';' {after}"));
        self.report(d);
        Err(Reported)
    }

    pub(crate) fn error_here(&mut self, msg: impl Into<String>) {
        let d = Diagnostic::error(self.span(), msg);
        self.report(d);
    }

    pub(crate) fn error_at(&mut self, span: Span, msg: impl Into<String>) {
        self.report(Diagnostic::error(span, msg));
    }

    /// Reports `d` unless an error was already reported at this token (no cascades).
    pub(crate) fn report(&mut self, d: Diagnostic) {
        if self.last_error_at == Some(self.pos) && d.severity == oxacc_source::Severity::Error {
            return;
        }
        if d.severity >= oxacc_source::Severity::Error {
            self.last_error_at = Some(self.pos);
            self.error_count += 1;
        }
        self.diags.borrow_mut().emit(self.sm, d);
    }

    /// Skips tokens until one of `stop` at nesting depth 0 (not consumed) or the end of the
    /// enclosing group. Parentheses, brackets and braces are skipped as balanced groups.
    pub(crate) fn skip_until(&mut self, stop: &[TokenKind]) {
        let mut depth = 0i32;
        loop {
            let k = self.kind();
            if k == TokenKind::Eof {
                return;
            }
            if depth == 0 && stop.contains(&k) {
                return;
            }
            match k {
                TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
                TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// Recovery inside a statement or declaration: skip to `;` (consumed) or before `}`.
    pub(crate) fn recover_to_semi(&mut self) {
        self.skip_until(&[TokenKind::Semi, TokenKind::RBrace]);
        self.eat(TokenKind::Semi);
    }

    /// Enters one level of recursive nesting; `false` (after reporting once) when the limit is
    /// reached, in which case the caller returns an error node without consuming input.
    pub(crate) fn enter_nesting(&mut self) -> bool {
        if self.depth >= MAX_NESTING || self.too_deep {
            if !self.too_deep {
                self.too_deep = true;
                let msg = format!("bracket nesting level exceeded maximum of {MAX_NESTING}");
                let d = Diagnostic::fatal(self.span(), msg).with_note(
                    None,
                    "use -fbracket-depth=N to increase maximum nesting level",
                );
                self.report(d);
                // Give up on the rest of the input: skip to the end.
                self.pos = self.toks.len() - 1;
            }
            return false;
        }
        self.depth += 1;
        true
    }

    pub(crate) fn leave_nesting(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ---- typedef-name scopes (§6.2.1) ----

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    pub(crate) fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    pub(crate) fn declare_name(&mut self, name: &SmolStr, is_typedef: bool) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.clone(), is_typedef);
        }
    }

    /// `Some(true)` for a typedef name in scope, `Some(false)` for another ordinary identifier.
    pub(crate) fn lookup_name(&self, name: &str) -> Option<bool> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    pub(crate) fn is_typedef_name(&self, name: &str) -> bool {
        self.lookup_name(name) == Some(true)
    }

    // ---- directives ----

    /// Collects a `PragmaBegin … PragmaEnd` group into a [`Directive`]; pragmas of other
    /// namespaces (`GCC`, `pack`, `weak`, …) are skipped and give `None`.
    pub(crate) fn parse_directive(&mut self) -> Option<DirectiveId> {
        let begin = self.bump();
        let mut tokens = Vec::new();
        let mut span = begin.span;
        while !matches!(self.kind(), TokenKind::PragmaEnd | TokenKind::Eof) {
            let t = self.bump();
            span = span.to(t.span);
            tokens.push(t);
        }
        self.eat(TokenKind::PragmaEnd);
        if !matches!(begin.text.as_str(), "acc" | "omp") {
            return None;
        }
        Some(self.ast.add_directive(Directive {
            namespace: begin.text,
            tokens,
            span,
        }))
    }

    // ---- translation unit (§6.9) ----

    pub(crate) fn parse_translation_unit(mut self) -> (TranslationUnit, u32) {
        let mut items = Vec::new();
        while self.parse_next_item(&mut items) {}
        let errors = self.error_count;
        (
            TranslationUnit {
                ast: self.ast,
                items,
            },
            errors,
        )
    }

    /// Parses the next external declaration (or directive) into `items`; `false` once the
    /// input is exhausted or the diagnostics engine asks to stop.
    pub(crate) fn parse_next_item(&mut self, items: &mut Vec<BlockItem>) -> bool {
        if self.at(TokenKind::Eof) || self.diags.borrow().should_stop() {
            return false;
        }
        let before = self.pos;
        self.parse_external_item(items);
        if self.pos == before {
            // No progress: drop the token (a stray `)` or `}`) after reporting it.
            let t = self.bump();
            self.error_at(t.span, "expected external declaration");
        }
        true
    }

    fn parse_external_item(&mut self, items: &mut Vec<BlockItem>) {
        match self.kind() {
            TokenKind::Semi => {
                // An empty declaration: accepted (GNU; C17 §6.9 has no such thing but compilers
                // only warn with -pedantic).
                self.bump();
            }
            TokenKind::PragmaBegin => {
                if let Some(d) = self.parse_directive() {
                    items.push(BlockItem::Directive(d));
                }
            }
            TokenKind::StaticAssert => {
                if let Some(item) = self.parse_static_assert() {
                    items.push(item);
                }
            }
            TokenKind::Asm => {
                let start = self.bump().span;
                let asm = self.parse_asm_body();
                if asm.extended {
                    self.error_at(asm.template_span, "file-scope asm cannot have operands");
                }
                let _ = self.expect_semi("after top-level asm block");
                items.push(BlockItem::Asm {
                    text: asm.template,
                    span: start.to(self.prev_span()),
                });
            }
            TokenKind::Extension => {
                self.bump();
                self.parse_external_item(items);
            }
            _ => self.parse_declaration(items, decl::DeclContext::File),
        }
    }

    /// `asm [volatile|goto|inline] ( string [: outputs [: inputs [: clobbers [: labels]]]] )`
    /// (GNU extended asm; the keyword is already consumed).
    pub(crate) fn parse_asm_body(&mut self) -> crate::ast::AsmStmt {
        let mut st = crate::ast::AsmStmt {
            volatile: false,
            inline: false,
            goto: false,
            extended: false,
            template: SmolStr::default(),
            template_span: self.span(),
            outputs: Vec::new(),
            inputs: Vec::new(),
            clobbers: Vec::new(),
            labels: Vec::new(),
        };
        loop {
            match self.kind() {
                TokenKind::Volatile => st.volatile = true,
                TokenKind::Inline => st.inline = true,
                TokenKind::Goto => st.goto = true,
                _ => break,
            }
            self.bump();
        }
        let Ok(open) = self.expect(TokenKind::LParen) else {
            return st;
        };
        let start = self.span();
        let (text, _) = self.asm_string();
        st.template = text;
        st.template_span = start.to(self.prev_span());
        // Sections after the template: outputs, inputs, clobbers, labels.
        let mut section = 0;
        while self.at(TokenKind::Colon) && section < 4 {
            self.bump();
            st.extended = true;
            section += 1;
            match section {
                1 | 2 => {
                    let mut ops = Vec::new();
                    if self.at(TokenKind::LBracket) || self.at(TokenKind::StringLit) {
                        while let Some(op) = self.asm_operand() {
                            ops.push(op);
                            if !self.eat(TokenKind::Comma) {
                                break;
                            }
                        }
                    }
                    if section == 1 {
                        st.outputs = ops;
                    } else {
                        st.inputs = ops;
                    }
                }
                3 => {
                    while self.at(TokenKind::StringLit) {
                        let at = self.span();
                        let (c, _) = self.asm_string();
                        st.clobbers.push((c, at.to(self.prev_span())));
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                }
                _ => {
                    while self.at(TokenKind::Ident) {
                        let t = self.bump();
                        st.labels.push((t.text.clone(), t.span));
                        if !self.eat(TokenKind::Comma) {
                            break;
                        }
                    }
                }
            }
        }
        if !self.at(TokenKind::RParen) {
            self.error_here("expected ')'");
            self.skip_until(&[TokenKind::RParen]);
        }
        let _ = self.expect_closing(TokenKind::RParen, open);
        st
    }

    /// One or more adjacent string literals of an asm statement, concatenated.
    fn asm_string(&mut self) -> (SmolStr, bool) {
        let mut pieces = Vec::new();
        while self.at(TokenKind::StringLit) {
            pieces.push(self.bump().text);
        }
        if pieces.is_empty() {
            self.error_here("expected string literal in 'asm'");
            return (SmolStr::default(), false);
        }
        match crate::literal::parse_strings(pieces.iter().map(|p| p.as_str())) {
            Ok(s) => (
                s.units
                    .iter()
                    .filter_map(|&u| char::from_u32(u))
                    .collect::<String>()
                    .into(),
                true,
            ),
            Err(_) => (SmolStr::default(), false),
        }
    }

    /// `[name] "constraint" ( expression )`.
    fn asm_operand(&mut self) -> Option<crate::ast::AsmOperand> {
        let mut name = None;
        if self.eat(TokenKind::LBracket) {
            if self.at(TokenKind::Ident) {
                name = Some(self.bump().text.clone());
            } else {
                self.error_here("expected identifier");
            }
            if self.expect(TokenKind::RBracket).is_err() {
                return None;
            }
        }
        if !self.at(TokenKind::StringLit) {
            self.error_here("expected string literal in 'asm'");
            return None;
        }
        let at = self.span();
        let (constraint, _) = self.asm_string();
        let constraint_span = at.to(self.prev_span());
        let open = self.expect(TokenKind::LParen).ok()?;
        let expr = self.parse_expr();
        self.expect_closing(TokenKind::RParen, open).ok()?;
        Some(crate::ast::AsmOperand {
            name,
            constraint,
            constraint_span,
            expr,
        })
    }

    pub(crate) fn parse_static_assert(&mut self) -> Option<BlockItem> {
        let start = self.bump().span;
        let Ok(open) = self.expect(TokenKind::LParen) else {
            self.recover_to_semi();
            return None;
        };
        let cond = self.parse_conditional_expr();
        let mut message = None;
        if self.eat(TokenKind::Comma) {
            let mut pieces = Vec::new();
            while self.at(TokenKind::StringLit) {
                pieces.push(self.bump().text);
            }
            if pieces.is_empty() {
                self.error_here("expected string literal");
            }
            message = crate::literal::parse_strings(pieces.iter().map(|s| s.as_str()))
                .ok()
                .map(|s| {
                    SmolStr::new(
                        s.units
                            .iter()
                            .filter_map(|&u| char::from_u32(u))
                            .collect::<String>(),
                    )
                });
        }
        if self.expect_closing(TokenKind::RParen, open).is_err() {
            self.recover_to_semi();
            return None;
        }
        let span = start.to(self.prev_span());
        let _ = self.expect_semi("after static_assert");
        Some(BlockItem::StaticAssert {
            cond,
            message,
            span,
        })
    }
}
