//! Statements and blocks (C17 §6.8), GNU `asm` statements and local labels, and the
//! attachment of `#pragma acc` / `#pragma omp` directives to the statement that follows them.

use oxacc_source::Span;

use super::decl::DeclContext;
use super::Parser;
use crate::ast::*;
use crate::token::TokenKind as K;

impl Parser<'_> {
    fn mk_stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.ast.add_stmt(Stmt { kind, span })
    }

    /// `{ block-item-list }` (§6.8.2). `new_scope` is false for a function body, whose scope
    /// the parameters opened already.
    pub(crate) fn parse_compound_stmt(&mut self, new_scope: bool) -> StmtId {
        let open = self.span();
        if self.expect(K::LBrace).is_err() {
            self.recover_to_semi();
            return self.mk_stmt(StmtKind::Error, open);
        }
        if new_scope {
            self.push_scope();
        }
        let mut items = Vec::new();
        while !self.at(K::RBrace) && !self.at(K::Eof) {
            if self.diags.borrow().should_stop() {
                break;
            }
            let before = self.pos;
            self.parse_block_item(&mut items);
            if self.pos == before {
                self.bump();
            }
        }
        if new_scope {
            self.pop_scope();
        }
        let _ = self.expect_closing(K::RBrace, open);
        self.mk_stmt(StmtKind::Compound(items), open.to(self.prev_span()))
    }

    fn parse_block_item(&mut self, items: &mut Vec<BlockItem>) {
        match self.kind() {
            K::StaticAssert => {
                if let Some(item) = self.parse_static_assert() {
                    items.push(item);
                }
            }
            K::PragmaBegin if !matches!(self.peek().text.as_str(), "acc" | "omp") => {
                let _ = self.parse_directive();
            }
            K::Label => {
                // `__label__ a, b;` declares local labels; labels are function-scoped for us.
                self.recover_to_semi();
            }
            K::Extension if self.is_decl_spec_start(1) => {
                self.bump();
                self.parse_declaration(items, DeclContext::Block);
            }
            _ if self.starts_declaration() => self.parse_declaration(items, DeclContext::Block),
            _ => {
                let s = self.parse_statement();
                items.push(BlockItem::Stmt(s));
            }
        }
    }

    /// statement (§6.8).
    pub(crate) fn parse_statement(&mut self) -> StmtId {
        if !self.enter_nesting() {
            let s = self.span();
            return self.mk_stmt(StmtKind::Error, s);
        }
        let s = self.parse_statement_inner();
        self.leave_nesting();
        s
    }

    fn parse_statement_inner(&mut self) -> StmtId {
        let t = self.peek().clone();
        let start = t.span;
        match t.kind {
            K::LBrace => self.parse_compound_stmt(true),
            K::Semi => {
                self.bump();
                self.mk_stmt(StmtKind::Expr(None), start)
            }
            K::PragmaBegin => {
                let Some(directive) = self.parse_directive() else {
                    // Another namespace's pragma: nothing to attach; parse what follows.
                    if self.at(K::RBrace) {
                        return self.mk_stmt(StmtKind::Expr(None), start);
                    }
                    return self.parse_statement();
                };
                let body = if self.ast[directive].stands_alone() || self.at(K::RBrace) {
                    None
                } else {
                    Some(self.parse_statement())
                };
                let end = body.map_or(self.ast[directive].span, |b| self.ast[b].span);
                let span = start.to(end);
                self.mk_stmt(StmtKind::Directive { directive, body }, span)
            }
            K::Ident if self.kind_at(1) == K::Colon => {
                self.bump();
                self.bump();
                let mut attrs = Vec::new();
                self.parse_attributes(&mut attrs);
                let body = self.parse_labeled_body();
                let span = start.to(self.ast[body].span);
                self.mk_stmt(StmtKind::Label { name: t.text, body }, span)
            }
            K::Case => {
                self.bump();
                let value = self.parse_conditional_expr();
                let high = if self.eat(K::Ellipsis) {
                    Some(self.parse_conditional_expr())
                } else {
                    None
                };
                if self.expect(K::Colon).is_err() {
                    self.recover_to_semi();
                    return self.mk_stmt(StmtKind::Error, start);
                }
                let body = self.parse_labeled_body();
                let span = start.to(self.ast[body].span);
                self.mk_stmt(StmtKind::Case { value, high, body }, span)
            }
            K::Default => {
                self.bump();
                if self.expect(K::Colon).is_err() {
                    self.recover_to_semi();
                    return self.mk_stmt(StmtKind::Error, start);
                }
                let body = self.parse_labeled_body();
                let span = start.to(self.ast[body].span);
                self.mk_stmt(StmtKind::Default { body }, span)
            }
            K::If => {
                self.bump();
                let Some(cond) = self.parse_paren_cond("if") else {
                    return self.mk_stmt(StmtKind::Error, start);
                };
                let then = self.parse_sub_statement();
                let els = if self.eat(K::Else) {
                    Some(self.parse_sub_statement())
                } else {
                    None
                };
                let span = start.to(self.prev_span());
                self.mk_stmt(StmtKind::If { cond, then, els }, span)
            }
            K::Switch => {
                self.bump();
                let Some(cond) = self.parse_paren_cond("switch") else {
                    return self.mk_stmt(StmtKind::Error, start);
                };
                let body = self.parse_sub_statement();
                let span = start.to(self.prev_span());
                self.mk_stmt(StmtKind::Switch { cond, body }, span)
            }
            K::While => {
                self.bump();
                let Some(cond) = self.parse_paren_cond("while") else {
                    return self.mk_stmt(StmtKind::Error, start);
                };
                let body = self.parse_sub_statement();
                let span = start.to(self.prev_span());
                self.mk_stmt(StmtKind::While { cond, body }, span)
            }
            K::Do => {
                self.bump();
                let body = self.parse_sub_statement();
                if !self.at(K::While) {
                    let d = oxacc_source::Diagnostic::error(
                        self.span(),
                        "expected 'while' in do/while loop",
                    )
                    .with_note(Some(start), "to match this 'do'");
                    self.report(d);
                    self.recover_to_semi();
                    return self.mk_stmt(StmtKind::Error, start);
                }
                self.bump();
                let Some(cond) = self.parse_paren_cond("do/while") else {
                    return self.mk_stmt(StmtKind::Error, start);
                };
                if self.expect_semi("after do/while statement").is_err() {
                    self.recover_to_semi();
                }
                let span = start.to(self.prev_span());
                self.mk_stmt(StmtKind::DoWhile { body, cond }, span)
            }
            K::For => self.parse_for(),
            K::Goto => {
                self.bump();
                let kind = if self.eat(K::Star) {
                    StmtKind::GotoIndirect(self.parse_expr())
                } else if self.at(K::Ident) {
                    let t = self.bump();
                    StmtKind::Goto {
                        label: t.text,
                        label_span: t.span,
                    }
                } else {
                    self.error_here("expected identifier");
                    self.recover_to_semi();
                    return self.mk_stmt(StmtKind::Error, start);
                };
                if self.expect_semi("after goto statement").is_err() {
                    self.recover_to_semi();
                }
                self.mk_stmt(kind, start.to(self.prev_span()))
            }
            K::Continue | K::Break => {
                self.bump();
                let (kind, what) = if t.kind == K::Continue {
                    (StmtKind::Continue, "after continue statement")
                } else {
                    (StmtKind::Break, "after break statement")
                };
                if self.expect_semi(what).is_err() {
                    self.recover_to_semi();
                }
                self.mk_stmt(kind, start.to(self.prev_span()))
            }
            K::Return => {
                self.bump();
                let value = if self.at(K::Semi) {
                    None
                } else {
                    Some(self.parse_expr())
                };
                if self.expect_semi("after return statement").is_err() {
                    self.recover_to_semi();
                }
                self.mk_stmt(StmtKind::Return(value), start.to(self.prev_span()))
            }
            K::Asm => {
                self.bump();
                let asm = self.parse_asm_body();
                if self.expect_semi("after asm statement").is_err() {
                    self.recover_to_semi();
                }
                self.mk_stmt(StmtKind::Asm(Box::new(asm)), start.to(self.prev_span()))
            }
            K::Attribute => {
                // `__attribute__((fallthrough));` and friends: a null statement.
                let mut attrs = Vec::new();
                self.parse_attributes(&mut attrs);
                if self.at(K::Semi) {
                    self.bump();
                    return self.mk_stmt(StmtKind::Expr(None), start.to(self.prev_span()));
                }
                self.parse_statement()
            }
            _ if self.starts_declaration() => {
                // A declaration where only a statement may stand (after a label or a
                // directive): accept it as a block of its own so nothing is lost.
                let mut items = Vec::new();
                self.parse_declaration(&mut items, DeclContext::Block);
                self.mk_stmt(StmtKind::Compound(items), start.to(self.prev_span()))
            }
            _ => {
                let e = self.parse_expr();
                if matches!(self.ast[e].kind, ExprKind::Error) {
                    self.recover_to_semi();
                    return self.mk_stmt(StmtKind::Error, start.to(self.prev_span()));
                }
                if self.expect_semi("after expression").is_err() {
                    self.recover_to_semi();
                }
                self.mk_stmt(StmtKind::Expr(Some(e)), start.to(self.prev_span()))
            }
        }
    }

    /// The statement after a label: C17 requires one; `label: }` is accepted by C23 and GCC.
    fn parse_labeled_body(&mut self) -> StmtId {
        if self.at(K::RBrace) {
            let s = self.after_prev();
            return self.mk_stmt(StmtKind::Expr(None), s);
        }
        self.parse_statement()
    }

    /// The body of `if`, `while`, `for`, …: a statement in a scope of its own (§6.8.4p3).
    fn parse_sub_statement(&mut self) -> StmtId {
        self.push_scope();
        let s = self.parse_statement();
        self.pop_scope();
        s
    }

    fn parse_paren_cond(&mut self, what: &str) -> Option<ExprId> {
        if !self.at(K::LParen) {
            self.error_here(format!("expected '(' after '{what}'"));
            self.recover_to_semi();
            return None;
        }
        let open = self.bump().span;
        let cond = self.parse_expr();
        if self.expect_closing(K::RParen, open).is_err() {
            self.skip_until(&[K::RParen, K::LBrace, K::Semi]);
            self.eat(K::RParen);
        }
        Some(cond)
    }

    fn parse_for(&mut self) -> StmtId {
        let start = self.bump().span;
        if !self.at(K::LParen) {
            self.error_here("expected '(' after 'for'");
            self.recover_to_semi();
            return self.mk_stmt(StmtKind::Error, start);
        }
        let open = self.bump().span;
        self.push_scope();
        let init = if self.eat(K::Semi) {
            ForInit::None
        } else if self.starts_declaration() {
            let mut items = Vec::new();
            self.parse_declaration(&mut items, DeclContext::Block);
            match items.pop() {
                Some(BlockItem::Decl(g)) => ForInit::Decl(g),
                _ => ForInit::None,
            }
        } else {
            let e = self.parse_expr();
            if self.expect_semi("in 'for' statement specifier").is_err() {
                self.skip_until(&[K::Semi, K::RParen]);
                self.eat(K::Semi);
            }
            ForInit::Expr(e)
        };
        let cond = if self.at(K::Semi) {
            None
        } else {
            Some(self.parse_expr())
        };
        if self.expect_semi("in 'for' statement specifier").is_err() {
            self.skip_until(&[K::Semi, K::RParen]);
            self.eat(K::Semi);
        }
        let step = if self.at(K::RParen) {
            None
        } else {
            Some(self.parse_expr())
        };
        if self.expect_closing(K::RParen, open).is_err() {
            self.skip_until(&[K::RParen, K::LBrace]);
            self.eat(K::RParen);
        }
        let body = self.parse_sub_statement();
        self.pop_scope();
        let span = start.to(self.prev_span());
        self.mk_stmt(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            span,
        )
    }
}
