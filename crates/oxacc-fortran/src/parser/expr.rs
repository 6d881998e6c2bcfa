//! Expressions with the precedence of Fortran 2018 §10.1.2 (highest first): defined unary
//! operators; `**` (right-associative); `*` `/`; unary and binary `+` `-` (so `-a**2` is
//! `-(a**2)`); `//`; relational operators in both spellings; `.not.`; `.and.`; `.or.`;
//! `.eqv.` `.neqv.`; defined binary operators. Designators, array constructors and argument
//! lists are here too.

use super::cursor::PResult;
use super::Parser;
use crate::ast::{Arg, ArgValue, BinaryOp, Expr, ExprKind, ImpliedDo, ListItem, UnaryOp};
use crate::lexer::{Punct, SyntaxError, TokenKind};

impl Parser<'_> {
    pub fn expr(&mut self) -> PResult<Expr> {
        self.nested(Self::defined_binary)
    }

    fn defined_binary(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.equiv_expr()?;
        while let Some(TokenKind::DefinedOp(op)) = self.peek().map(|t| &t.kind) {
            let op = op.clone();
            self.pos += 1;
            let rhs = self.equiv_expr()?;
            let span = self.span_from(lo);
            lhs = self.mk(
                ExprKind::DefinedBinary {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
                span,
            );
        }
        Ok(lhs)
    }

    fn binary(&mut self, lo: usize, op: BinaryOp, lhs: Expr, rhs: Expr) -> Expr {
        let span = self.span_from(lo);
        self.mk(
            ExprKind::Binary {
                op,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            },
            span,
        )
    }

    fn equiv_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.or_expr()?;
        loop {
            let op = if self.eat(Punct::Eqv) {
                BinaryOp::Eqv
            } else if self.eat(Punct::Neqv) {
                BinaryOp::Neqv
            } else {
                return Ok(lhs);
            };
            let rhs = self.or_expr()?;
            lhs = self.binary(lo, op, lhs, rhs);
        }
    }

    fn or_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.and_expr()?;
        while self.eat(Punct::Or) {
            let rhs = self.and_expr()?;
            lhs = self.binary(lo, BinaryOp::Or, lhs, rhs);
        }
        Ok(lhs)
    }

    fn and_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.not_expr()?;
        while self.eat(Punct::And) {
            let rhs = self.not_expr()?;
            lhs = self.binary(lo, BinaryOp::And, lhs, rhs);
        }
        Ok(lhs)
    }

    fn not_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        if self.eat(Punct::Not) {
            let operand = self.nested(Self::not_expr)?;
            let span = self.span_from(lo);
            return Ok(self.mk(
                ExprKind::Unary {
                    op: UnaryOp::Not,
                    operand: Box::new(operand),
                },
                span,
            ));
        }
        self.rel_expr()
    }

    /// Relational operators do not associate (§10.1.2.7): `a < b < c` is an error.
    fn rel_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let lhs = self.concat_expr()?;
        let op = match self.peek().map(|t| &t.kind) {
            Some(TokenKind::Punct(p)) => match p {
                Punct::Eq => BinaryOp::Eq,
                Punct::Ne => BinaryOp::Ne,
                Punct::Lt => BinaryOp::Lt,
                Punct::Le => BinaryOp::Le,
                Punct::Gt => BinaryOp::Gt,
                Punct::Ge => BinaryOp::Ge,
                _ => return Ok(lhs),
            },
            _ => return Ok(lhs),
        };
        self.pos += 1;
        let rhs = self.concat_expr()?;
        if let Some(t) = self.peek() {
            if matches!(
                t.kind,
                TokenKind::Punct(
                    Punct::Eq | Punct::Ne | Punct::Lt | Punct::Le | Punct::Gt | Punct::Ge
                )
            ) {
                return Err(SyntaxError::new(
                    t.span,
                    "relational operators do not associate; use parentheses",
                ));
            }
        }
        Ok(self.binary(lo, op, lhs, rhs))
    }

    fn concat_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.add_expr()?;
        while self.eat(Punct::Concat) {
            let rhs = self.add_expr()?;
            lhs = self.binary(lo, BinaryOp::Concat, lhs, rhs);
        }
        Ok(lhs)
    }

    fn add_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = if self.at(Punct::Plus) || self.at(Punct::Minus) {
            let op = if self.eat(Punct::Minus) {
                UnaryOp::Minus
            } else {
                self.pos += 1;
                UnaryOp::Plus
            };
            let operand = self.mult_expr()?;
            let span = self.span_from(lo);
            self.mk(
                ExprKind::Unary {
                    op,
                    operand: Box::new(operand),
                },
                span,
            )
        } else {
            self.mult_expr()?
        };
        loop {
            let op = if self.eat(Punct::Plus) {
                BinaryOp::Add
            } else if self.eat(Punct::Minus) {
                BinaryOp::Sub
            } else {
                return Ok(lhs);
            };
            let rhs = self.mult_expr()?;
            lhs = self.binary(lo, op, lhs, rhs);
        }
    }

    /// Whether the next tokens are `/)` closing an array constructor.
    fn at_ctor_close(&self) -> bool {
        match (self.peek(), self.peek_at(1)) {
            (Some(a), Some(b)) => {
                a.is_punct(Punct::Slash) && b.is_punct(Punct::RParen) && a.hi == b.lo
            }
            _ => false,
        }
    }

    fn mult_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let mut lhs = self.power_expr()?;
        loop {
            let op = if self.at(Punct::Star) {
                BinaryOp::Mul
            } else if self.at(Punct::Slash) && !self.at_ctor_close() {
                BinaryOp::Div
            } else {
                return Ok(lhs);
            };
            self.pos += 1;
            let rhs = self.signed_operand()?;
            lhs = self.binary(lo, op, lhs, rhs);
        }
    }

    /// The right operand of `*`, `/`, `**`: gfortran (and most compilers) accept a sign
    /// there as an extension (`a * -b`, `x**-2`).
    fn signed_operand(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let op = if self.eat(Punct::Minus) {
            UnaryOp::Minus
        } else if self.eat(Punct::Plus) {
            UnaryOp::Plus
        } else {
            return self.power_expr();
        };
        let operand = self.power_expr()?;
        let span = self.span_from(lo);
        Ok(self.mk(
            ExprKind::Unary {
                op,
                operand: Box::new(operand),
            },
            span,
        ))
    }

    fn power_expr(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let base = self.defined_unary()?;
        if self.eat(Punct::Power) {
            let exponent = self.nested(Self::signed_operand)?;
            return Ok(self.binary(lo, BinaryOp::Power, base, exponent));
        }
        Ok(base)
    }

    fn defined_unary(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        if let Some(TokenKind::DefinedOp(op)) = self.peek().map(|t| &t.kind) {
            let op = op.clone();
            self.pos += 1;
            let operand = self.nested(Self::defined_unary)?;
            let span = self.span_from(lo);
            return Ok(self.mk(
                ExprKind::DefinedUnary {
                    op,
                    operand: Box::new(operand),
                },
                span,
            ));
        }
        self.primary()
    }

    pub fn primary(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let Some(t) = self.peek() else {
            return Err(self.expected("an expression"));
        };
        let kind = match &t.kind {
            TokenKind::Int(d, k) => ExprKind::Int {
                digits: d.clone(),
                kind: k.clone(),
            },
            TokenKind::Real(r, k) => ExprKind::Real {
                text: r.clone(),
                kind: k.clone(),
            },
            TokenKind::Char(v, k) => ExprKind::Char {
                value: v.clone(),
                kind: k.clone(),
            },
            TokenKind::Logical(v, k) => ExprKind::Logical {
                value: *v,
                kind: k.clone(),
            },
            TokenKind::Boz(b) => ExprKind::Boz(b.clone()),
            TokenKind::Name(_) => return self.designator(),
            TokenKind::Punct(Punct::LParen) => return self.paren_primary(),
            TokenKind::Punct(Punct::LBracket) => {
                self.pos += 1;
                return self.array_ctor(lo, Punct::RBracket);
            }
            _ => return Err(self.expected("an expression")),
        };
        self.pos += 1;
        let span = t.span;
        let e = self.mk(kind, span);
        if matches!(e.kind, ExprKind::Char { .. }) && self.at(Punct::LParen) {
            // A substring of a literal: 'abcdef'(2:3).
            return self.postfix(lo, e);
        }
        Ok(e)
    }

    /// `(expr)`, a complex literal `(re, im)`, or an array constructor `(/ … /)`.
    fn paren_primary(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let open = self.peek().map(|t| t.hi);
        self.pos += 1;
        if let (Some(hi), Some(s)) = (open, self.peek()) {
            if s.is_punct(Punct::Slash) && s.lo == hi {
                self.pos += 1;
                return self.array_ctor(lo, Punct::RParen);
            }
        }
        let first = self.expr()?;
        if self.eat(Punct::Comma) {
            let second = self.expr()?;
            self.expect(Punct::RParen)?;
            let span = self.span_from(lo);
            return Ok(self.mk(ExprKind::Complex(Box::new(first), Box::new(second)), span));
        }
        self.expect(Punct::RParen)?;
        let span = self.span_from(lo);
        Ok(self.mk(ExprKind::Paren(Box::new(first)), span))
    }

    /// §7.8 array constructor after its opening `(/` or `[`; `close` says which closes it.
    fn array_ctor(&mut self, lo: usize, close: Punct) -> PResult<Expr> {
        let type_spec = if self.type_spec_then_colons() {
            let ts = self.type_spec()?;
            self.expect(Punct::ColonColon)?;
            Some(Box::new(ts))
        } else {
            None
        };
        let mut items = Vec::new();
        let closed = |p: &Parser| match close {
            Punct::RBracket => p.at(Punct::RBracket),
            _ => p.at_ctor_close(),
        };
        if !closed(self) {
            loop {
                items.push(self.list_item()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        if !closed(self) {
            let what = if close == Punct::RBracket {
                "']'"
            } else {
                "'/)'"
            };
            return Err(self.expected(&format!("',' or {what}")));
        }
        self.pos += if close == Punct::RBracket { 1 } else { 2 };
        let span = self.span_from(lo);
        Ok(self.mk(ExprKind::ArrayCtor { type_spec, items }, span))
    }

    /// Whether a type-spec followed by `::` starts here (inside an array constructor).
    fn type_spec_then_colons(&self) -> bool {
        const TYPES: [&str; 10] = [
            "integer",
            "real",
            "complex",
            "logical",
            "character",
            "double",
            "doubleprecision",
            "doublecomplex",
            "type",
            "byte",
        ];
        if !TYPES.iter().any(|w| self.at_word(w)) {
            return false;
        }
        let mut depth = 0i32;
        for t in &self.toks[self.pos..] {
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => depth -= 1,
                TokenKind::Punct(Punct::ColonColon) if depth == 0 => return true,
                TokenKind::Punct(Punct::Comma) if depth == 0 => return false,
                _ => {}
            }
            if depth < 0 {
                return false;
            }
        }
        false
    }

    /// An item of an array constructor, I/O list or data-object list: an expression or an
    /// implied DO `(items, i = a, b [, c])`.
    pub fn list_item(&mut self) -> PResult<ListItem> {
        if self.at(Punct::LParen) && self.is_implied_do() {
            return Ok(ListItem::ImpliedDo(Box::new(self.implied_do()?)));
        }
        Ok(ListItem::Expr(self.expr()?))
    }

    /// At `(`: whether `, name =` occurs at depth one before the matching `)`.
    fn is_implied_do(&self) -> bool {
        let Some(close) = self.matching_close(self.pos) else {
            return false;
        };
        let mut depth = 0i32;
        for k in self.pos..close {
            let t = &self.toks[k];
            match t.kind {
                TokenKind::Punct(Punct::LParen | Punct::LBracket) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => depth -= 1,
                TokenKind::Punct(Punct::Comma) if depth == 1 => {
                    let name = self.toks.get(k + 1).is_some_and(|t| t.name().is_some());
                    let eq = self
                        .toks
                        .get(k + 2)
                        .is_some_and(|t| t.is_punct(Punct::Assign));
                    if name && eq {
                        return true;
                    }
                }
                _ => {}
            }
        }
        false
    }

    pub fn implied_do(&mut self) -> PResult<ImpliedDo> {
        let lo = self.pos;
        self.expect(Punct::LParen)?;
        let mut items = Vec::new();
        loop {
            if self.at_name() && self.at_k(1, Punct::Assign) {
                break;
            }
            if self.data_objects_only() {
                items.push(self.data_object()?);
            } else {
                items.push(self.list_item()?);
            }
            self.expect(Punct::Comma)?;
        }
        if items.is_empty() {
            return Err(self.error_here("an implied DO needs at least one item"));
        }
        let var = self.name()?;
        self.expect(Punct::Assign)?;
        let start = self.expr()?;
        self.expect(Punct::Comma)?;
        let end = self.expr()?;
        let step = if self.eat(Punct::Comma) {
            Some(self.expr()?)
        } else {
            None
        };
        self.expect(Punct::RParen)?;
        Ok(ImpliedDo {
            items,
            var,
            start,
            end,
            step,
            span: self.span_from(lo),
        })
    }

    /// A name with its postfix parts: `a`, `a(i)`, `a(i)%b(1:n)%c`, `f(x, y=2)`.
    pub fn designator(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let name = self.name()?;
        let span = name.span;
        let base = self.mk(ExprKind::Name(name), span);
        self.postfix(lo, base)
    }

    fn postfix(&mut self, lo: usize, mut base: Expr) -> PResult<Expr> {
        loop {
            if self.at(Punct::LParen) {
                let args = self.arg_list()?;
                let span = self.span_from(lo);
                base = self.mk(
                    ExprKind::CallOrIndex {
                        base: Box::new(base),
                        args,
                    },
                    span,
                );
            } else if self.at(Punct::Percent) {
                self.pos += 1;
                let name = self.name()?;
                let span = self.span_from(lo);
                base = self.mk(
                    ExprKind::Component {
                        base: Box::new(base),
                        name,
                    },
                    span,
                );
            } else {
                return Ok(base);
            }
        }
    }

    /// `( [arg {, arg}] )`.
    pub fn arg_list(&mut self) -> PResult<Vec<Arg>> {
        self.expect(Punct::LParen)?;
        let mut args = Vec::new();
        if self.eat(Punct::RParen) {
            return Ok(args);
        }
        loop {
            args.push(self.arg()?);
            if self.eat(Punct::RParen) {
                return Ok(args);
            }
            if !self.eat(Punct::Comma) {
                return Err(self.expected("',' or ')'"));
            }
        }
    }

    fn at_arg_end(&self) -> bool {
        self.at(Punct::Comma) || self.at(Punct::RParen) || self.at_end()
    }

    /// An actual argument, subscript or section triplet, with an optional `keyword =`.
    pub fn arg(&mut self) -> PResult<Arg> {
        let lo = self.pos;
        let keyword = if self.at_name() && self.at_k(1, Punct::Assign) {
            let n = self.name()?;
            self.pos += 1;
            Some(n)
        } else {
            None
        };
        if self.at(Punct::Star) {
            if let Some(TokenKind::Int(..)) = self.peek_at(1).map(|t| &t.kind) {
                self.pos += 1;
                let label = self.label_ref()?;
                return Ok(Arg {
                    keyword,
                    value: ArgValue::AltReturn(label),
                    span: self.span_from(lo),
                });
            }
        }
        let lower = if self.at(Punct::Colon) || self.at(Punct::ColonColon) {
            None
        } else {
            Some(self.expr()?)
        };
        let value = if self.eat(Punct::ColonColon) {
            // `a(1::2)`: the lexer saw `::`.
            let stride = Some(self.expr()?);
            ArgValue::Range {
                lower,
                upper: None,
                stride,
            }
        } else if self.eat(Punct::Colon) {
            let upper = if self.at_arg_end() || self.at(Punct::Colon) {
                None
            } else {
                Some(self.expr()?)
            };
            let stride = if self.eat(Punct::Colon) {
                Some(self.expr()?)
            } else {
                None
            };
            ArgValue::Range {
                lower,
                upper,
                stride,
            }
        } else {
            match lower {
                Some(e) => ArgValue::Expr(e),
                None => return Err(self.expected("an expression")),
            }
        };
        Ok(Arg {
            keyword,
            value,
            span: self.span_from(lo),
        })
    }
}
