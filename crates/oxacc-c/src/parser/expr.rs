//! Expressions (C17 §6.5): precedence climbing for the binary operators (§6.5.5–§6.5.14),
//! recursive descent for the rest, and the GNU forms glibc and HPC code use (statement
//! expressions, `__builtin_va_arg`, `__builtin_offsetof`, `__builtin_types_compatible_p`,
//! `__real__`/`__imag__`, `?:` with the middle operand omitted, `&&label`).

use oxacc_source::Span;
use smol_str::SmolStr;

use super::Parser;
use crate::ast::*;
use crate::literal::{self, NumberLiteral};
use crate::token::TokenKind as K;

fn binary_op(k: K) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match k {
        K::Star => Mul,
        K::Slash => Div,
        K::Percent => Rem,
        K::Plus => Add,
        K::Minus => Sub,
        K::Shl => Shl,
        K::Shr => Shr,
        K::Lt => Lt,
        K::Gt => Gt,
        K::Le => Le,
        K::Ge => Ge,
        K::EqEq => Eq,
        K::Ne => Ne,
        K::Amp => BitAnd,
        K::Caret => BitXor,
        K::Pipe => BitOr,
        K::AmpAmp => LogAnd,
        K::PipePipe => LogOr,
        _ => return None,
    })
}

fn assign_op(k: K) -> Option<Option<BinaryOp>> {
    use BinaryOp::*;
    Some(match k {
        K::Eq => None,
        K::StarEq => Some(Mul),
        K::SlashEq => Some(Div),
        K::PercentEq => Some(Rem),
        K::PlusEq => Some(Add),
        K::MinusEq => Some(Sub),
        K::ShlEq => Some(Shl),
        K::ShrEq => Some(Shr),
        K::AmpEq => Some(BitAnd),
        K::CaretEq => Some(BitXor),
        K::PipeEq => Some(BitOr),
        _ => return None,
    })
}

impl Parser<'_> {
    fn mk(&mut self, kind: ExprKind, span: Span) -> ExprId {
        self.ast.add_expr(Expr::new(kind, span))
    }

    /// An expression whose diagnostics point at `loc` (its operator).
    fn mk_at(&mut self, kind: ExprKind, span: Span, loc: Span) -> ExprId {
        let mut e = Expr::new(kind, span);
        e.loc = loc;
        self.ast.add_expr(e)
    }

    fn error_expr(&mut self, span: Span) -> ExprId {
        self.mk(ExprKind::Error, span)
    }

    fn espan(&self, e: ExprId) -> Span {
        self.ast[e].span
    }

    /// expression (§6.5.17): assignment expressions separated by commas.
    pub(crate) fn parse_expr(&mut self) -> ExprId {
        let mut lhs = self.parse_assignment_expr();
        while self.at(K::Comma) {
            let loc = self.bump().span;
            let rhs = self.parse_assignment_expr();
            let span = self.espan(lhs).to(self.espan(rhs));
            lhs = self.mk_at(
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    lhs,
                    rhs,
                },
                span,
                loc,
            );
        }
        lhs
    }

    /// assignment-expression (§6.5.16), right-associative.
    pub(crate) fn parse_assignment_expr(&mut self) -> ExprId {
        let lhs = self.parse_conditional_expr();
        if let Some(op) = assign_op(self.kind()) {
            let loc = self.bump().span;
            let rhs = self.parse_assignment_expr();
            let span = self.espan(lhs).to(self.espan(rhs));
            return self.mk_at(
                ExprKind::Assign {
                    op,
                    lhs,
                    rhs,
                    compute_ty: crate::types::TypeId::ERROR,
                },
                span,
                loc,
            );
        }
        lhs
    }

    /// conditional-expression (§6.5.15); also the constant-expression of §6.6.
    pub(crate) fn parse_conditional_expr(&mut self) -> ExprId {
        let cond = self.parse_binary(1);
        if !self.at(K::Question) {
            return cond;
        }
        let q = self.bump().span;
        let then = if self.at(K::Colon) {
            None
        } else {
            Some(self.parse_expr())
        };
        if self.at(K::Colon) {
            self.bump();
        } else {
            let d = oxacc_source::Diagnostic::error(self.span(), "expected ':'")
                .with_note(Some(q), "to match this '?'");
            self.report(d);
            return self.error_expr(self.espan(cond));
        }
        let els = self.parse_conditional_expr();
        let span = self.espan(cond).to(self.espan(els));
        self.mk_at(ExprKind::Conditional { cond, then, els }, span, q)
    }

    fn parse_binary(&mut self, min_prec: u8) -> ExprId {
        let mut lhs = self.parse_cast_expr();
        loop {
            let k = self.kind();
            let Some(prec) = k.binary_precedence() else {
                break;
            };
            if prec < min_prec {
                break;
            }
            let loc = self.bump().span;
            let rhs = self.parse_binary(prec + 1);
            let Some(op) = binary_op(k) else { break };
            let span = self.espan(lhs).to(self.espan(rhs));
            lhs = self.mk_at(ExprKind::Binary { op, lhs, rhs }, span, loc);
        }
        lhs
    }

    /// cast-expression (§6.5.4), including compound literals (§6.5.2.5) that start alike.
    pub(crate) fn parse_cast_expr(&mut self) -> ExprId {
        if !self.enter_nesting() {
            let s = self.span();
            return self.error_expr(s);
        }
        let e = self.parse_cast_expr_inner();
        self.leave_nesting();
        e
    }

    fn parse_cast_expr_inner(&mut self) -> ExprId {
        if self.at(K::LParen) && self.is_decl_spec_start(1) {
            let open = self.bump().span;
            let ty = self.parse_type_name();
            if self.expect_closing(K::RParen, open).is_err() {
                return self.error_expr(open);
            }
            if self.at(K::LBrace) {
                let init = self.parse_initializer();
                let span = open.to(self.prev_span());
                let lit = self.mk(ExprKind::CompoundLiteral { ty, init }, span);
                return self.parse_postfix_suffixes(lit);
            }
            let operand = self.parse_cast_expr();
            let span = open.to(self.espan(operand));
            let loc = self.ast[operand].span;
            return self.mk_at(ExprKind::Cast { ty, operand }, span, loc);
        }
        self.parse_unary_expr()
    }

    fn parse_unary_expr(&mut self) -> ExprId {
        let t = self.peek().clone();
        let op = match t.kind {
            K::PlusPlus => Some(UnaryOp::PreInc),
            K::MinusMinus => Some(UnaryOp::PreDec),
            K::Amp => Some(UnaryOp::AddrOf),
            K::Star => Some(UnaryOp::Deref),
            K::Plus => Some(UnaryOp::Plus),
            K::Minus => Some(UnaryOp::Minus),
            K::Tilde => Some(UnaryOp::BitNot),
            K::Bang => Some(UnaryOp::LogNot),
            K::Real => Some(UnaryOp::Real),
            K::Imag => Some(UnaryOp::Imag),
            K::Extension => Some(UnaryOp::Extension),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let operand = if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
                self.parse_unary_expr()
            } else {
                self.parse_cast_expr()
            };
            let span = t.span.to(self.espan(operand));
            if op == UnaryOp::Extension {
                return operand;
            }
            return self.mk_at(ExprKind::Unary { op, operand }, span, t.span);
        }
        match t.kind {
            K::AmpAmp if self.kind_at(1) == K::Ident => {
                self.bump();
                let l = self.bump();
                self.mk(ExprKind::LabelAddr(l.text), t.span.to(l.span))
            }
            K::Sizeof | K::Alignof => {
                self.bump();
                let is_sizeof = t.kind == K::Sizeof;
                if self.at(K::LParen) && self.is_decl_spec_start(1) {
                    let open = self.bump().span;
                    let ty = self.parse_type_name();
                    if self.expect_closing(K::RParen, open).is_err() {
                        return self.error_expr(t.span);
                    }
                    if self.at(K::LBrace) && is_sizeof {
                        // sizeof (T){…}: a compound literal operand.
                        let init = self.parse_initializer();
                        let lit = self.mk(
                            ExprKind::CompoundLiteral { ty, init },
                            open.to(self.prev_span()),
                        );
                        let operand = self.parse_postfix_suffixes(lit);
                        let span = t.span.to(self.espan(operand));
                        return self.mk(ExprKind::SizeofExpr(operand), span);
                    }
                    let span = t.span.to(self.prev_span());
                    let kind = if is_sizeof {
                        ExprKind::SizeofType(ty)
                    } else {
                        ExprKind::AlignofType(ty)
                    };
                    return self.mk(kind, span);
                }
                let operand = self.parse_unary_expr();
                let span = t.span.to(self.espan(operand));
                let kind = if is_sizeof {
                    ExprKind::SizeofExpr(operand)
                } else {
                    ExprKind::AlignofExpr(operand)
                };
                self.mk(kind, span)
            }
            _ => {
                let e = self.parse_primary_expr();
                self.parse_postfix_suffixes(e)
            }
        }
    }

    fn parse_postfix_suffixes(&mut self, mut e: ExprId) -> ExprId {
        loop {
            match self.kind() {
                K::LBracket => {
                    let open = self.bump().span;
                    let index = self.parse_expr();
                    if self.expect_closing(K::RBracket, open).is_err() {
                        self.skip_until(&[K::RBracket, K::Semi]);
                        self.eat(K::RBracket);
                    }
                    let span = self.espan(e).to(self.prev_span());
                    e = self.mk_at(ExprKind::Index { base: e, index }, span, open);
                }
                K::LParen => {
                    let open = self.bump().span;
                    let mut args = Vec::new();
                    if !self.at(K::RParen) {
                        loop {
                            args.push(self.parse_assignment_expr());
                            if !self.eat(K::Comma) {
                                break;
                            }
                        }
                    }
                    if self.expect_closing(K::RParen, open).is_err() {
                        self.skip_until(&[K::RParen, K::Semi]);
                        self.eat(K::RParen);
                    }
                    let span = self.espan(e).to(self.prev_span());
                    e = self.mk_at(ExprKind::Call { callee: e, args }, span, open);
                }
                K::Dot | K::Arrow => {
                    let op_tok = self.bump();
                    let arrow = op_tok.kind == K::Arrow;
                    if !self.at(K::Ident) {
                        self.error_here("expected identifier");
                        return self.error_expr(self.espan(e));
                    }
                    let n = self.bump();
                    let span = self.espan(e).to(n.span);
                    e = self.mk_at(
                        ExprKind::Member {
                            base: e,
                            name: n.text,
                            name_span: n.span,
                            arrow,
                            field: None,
                        },
                        span,
                        op_tok.span,
                    );
                }
                K::PlusPlus | K::MinusMinus => {
                    let t = self.bump();
                    let op = if t.kind == K::PlusPlus {
                        UnaryOp::PostInc
                    } else {
                        UnaryOp::PostDec
                    };
                    let span = self.espan(e).to(t.span);
                    e = self.mk_at(ExprKind::Unary { op, operand: e }, span, t.span);
                }
                _ => return e,
            }
        }
    }

    fn parse_primary_expr(&mut self) -> ExprId {
        let t = self.peek().clone();
        match t.kind {
            K::Ident => {
                self.bump();
                self.mk(
                    ExprKind::Ident {
                        name: t.text,
                        res: Resolution::Unresolved,
                    },
                    t.span,
                )
            }
            K::Number => {
                self.bump();
                match literal::parse_number(&t.text) {
                    Ok(NumberLiteral::Int(i)) => self.mk(
                        ExprKind::IntLit {
                            value: i.value,
                            suffix: i.suffix,
                            decimal: i.decimal,
                        },
                        t.span,
                    ),
                    Ok(NumberLiteral::Float(f)) if f.imaginary => self.mk(
                        ExprKind::ImaginaryLit {
                            value: f.value,
                            suffix: f.suffix,
                        },
                        t.span,
                    ),
                    Ok(NumberLiteral::Float(f)) => self.mk(
                        ExprKind::FloatLit {
                            value: f.value,
                            suffix: f.suffix,
                        },
                        t.span,
                    ),
                    Ok(NumberLiteral::ImaginaryInt(i)) => self.mk(
                        ExprKind::ImaginaryLit {
                            value: i.value as f64,
                            suffix: literal::FloatSuffix::None,
                        },
                        t.span,
                    ),
                    Err(err) => {
                        let (msg, at) = literal_error(&t.text, t.span, err);
                        self.error_at(at, msg);
                        self.error_expr(t.span)
                    }
                }
            }
            K::CharLit => {
                self.bump();
                match literal::parse_char(&t.text) {
                    Ok(c) => self.mk(
                        ExprKind::CharLit {
                            value: c.value,
                            encoding: c.encoding,
                        },
                        t.span,
                    ),
                    Err(err) => {
                        self.error_at(t.span, err.to_string());
                        self.error_expr(t.span)
                    }
                }
            }
            K::StringLit => {
                // Adjacent string literals are one (translation phase 6).
                let mut pieces: Vec<SmolStr> = Vec::new();
                let mut span = t.span;
                while self.at(K::StringLit) {
                    let s = self.bump();
                    span = span.to(s.span);
                    pieces.push(s.text);
                }
                match literal::parse_strings(pieces.iter().map(|p| p.as_str())) {
                    Ok(s) => self.mk(
                        ExprKind::StringLit {
                            units: s.units,
                            encoding: s.encoding,
                        },
                        span,
                    ),
                    Err(err) => {
                        self.error_at(span, err.to_string());
                        self.error_expr(span)
                    }
                }
            }
            K::LParen if self.kind_at(1) == K::LBrace => {
                // GNU statement expression.
                let open = self.bump().span;
                let body = self.parse_compound_stmt(true);
                if self.expect_closing(K::RParen, open).is_err() {
                    self.skip_until(&[K::RParen, K::Semi]);
                    self.eat(K::RParen);
                }
                self.mk(ExprKind::StmtExpr(body), open.to(self.prev_span()))
            }
            K::LParen => {
                let open = self.bump().span;
                let e = self.parse_expr();
                if self.expect_closing(K::RParen, open).is_err() {
                    self.skip_until(&[K::RParen, K::Semi]);
                    self.eat(K::RParen);
                    return self.error_expr(open);
                }
                // Parentheses only group; widen the span so that carets cover them.
                let span = open.to(self.prev_span());
                self.ast[e].span = span;
                e
            }
            K::Generic => self.parse_generic(),
            K::BuiltinVaArg => {
                self.bump();
                let Ok(open) = self.expect(K::LParen) else {
                    return self.error_expr(t.span);
                };
                let ap = self.parse_assignment_expr();
                if self.expect(K::Comma).is_err() {
                    self.skip_until(&[K::RParen]);
                    self.eat(K::RParen);
                    return self.error_expr(t.span);
                }
                let ty = self.parse_type_name();
                let _ = self.expect_closing(K::RParen, open);
                self.mk(ExprKind::VaArg { ap, ty }, t.span.to(self.prev_span()))
            }
            K::BuiltinOffsetof => {
                self.bump();
                let Ok(open) = self.expect(K::LParen) else {
                    return self.error_expr(t.span);
                };
                let ty = self.parse_type_name();
                let mut path = Vec::new();
                if self.expect(K::Comma).is_ok() {
                    if self.at(K::Ident) {
                        let n = self.bump();
                        path.push((OffsetofPart::Field, n.text, None, n.span));
                    } else {
                        self.error_here("expected identifier");
                    }
                    loop {
                        if self.eat(K::Dot) {
                            if self.at(K::Ident) {
                                let n = self.bump();
                                path.push((OffsetofPart::Field, n.text, None, n.span));
                            } else {
                                self.error_here("expected identifier");
                                break;
                            }
                        } else if self.at(K::LBracket) {
                            let o = self.bump().span;
                            let idx = self.parse_expr();
                            let _ = self.expect_closing(K::RBracket, o);
                            path.push((
                                OffsetofPart::Index,
                                SmolStr::default(),
                                Some(idx),
                                o.to(self.prev_span()),
                            ));
                        } else {
                            break;
                        }
                    }
                }
                if self.expect_closing(K::RParen, open).is_err() {
                    self.skip_until(&[K::RParen]);
                    self.eat(K::RParen);
                }
                self.mk(ExprKind::Offsetof { ty, path }, t.span.to(self.prev_span()))
            }
            K::BuiltinTypesCompatibleP => {
                self.bump();
                let Ok(open) = self.expect(K::LParen) else {
                    return self.error_expr(t.span);
                };
                let a = self.parse_type_name();
                let _ = self.expect(K::Comma);
                let b = self.parse_type_name();
                let _ = self.expect_closing(K::RParen, open);
                self.mk(ExprKind::TypesCompatible(a, b), t.span.to(self.prev_span()))
            }
            _ => {
                self.error_here("expected expression");
                self.error_expr(t.span)
            }
        }
    }

    /// `_Generic ( assignment-expression , generic-assoc-list )` (§6.5.1.1).
    fn parse_generic(&mut self) -> ExprId {
        let start = self.bump().span;
        let Ok(open) = self.expect(K::LParen) else {
            return self.error_expr(start);
        };
        let ctrl = self.parse_assignment_expr();
        let mut assocs = Vec::new();
        while self.eat(K::Comma) {
            let ty = if self.eat(K::Default) {
                None
            } else {
                Some(self.parse_type_name())
            };
            if self.expect(K::Colon).is_err() {
                self.skip_until(&[K::RParen]);
                break;
            }
            let e = self.parse_assignment_expr();
            assocs.push((ty, e));
        }
        if self.expect_closing(K::RParen, open).is_err() {
            self.skip_until(&[K::RParen]);
            self.eat(K::RParen);
        }
        self.mk(
            ExprKind::Generic {
                ctrl,
                assocs,
                selected: None,
            },
            start.to(self.prev_span()),
        )
    }
}

/// clang's wording and position for a malformed number: the offending character or suffix.
fn literal_error(text: &str, span: Span, err: literal::LiteralError) -> (String, Span) {
    let at = |offset: usize| {
        let lo = span
            .lo
            .saturating_add(offset as u32)
            .min(span.hi.saturating_sub(1))
            .max(span.lo);
        Span {
            lo,
            hi: lo + 1,
            ..span
        }
    };
    let suffix = literal::suffix_of(text);
    let offset = text.len() - suffix.len();
    match err {
        literal::LiteralError::BadIntSuffix => {
            let decimal = !text.starts_with('0') || text == "0";
            match suffix.chars().next() {
                Some(c) if decimal && c.is_ascii_hexdigit() => (
                    format!("invalid digit '{c}' in decimal constant"),
                    at(offset),
                ),
                _ => (
                    format!("invalid suffix '{suffix}' on integer constant"),
                    at(offset),
                ),
            }
        }
        literal::LiteralError::BadFloatSuffix => (
            format!("invalid suffix '{suffix}' on floating constant"),
            at(offset),
        ),
        literal::LiteralError::OctalDigit => {
            let pos = text.find(['8', '9']).unwrap_or(0);
            let c = text[pos..].chars().next().unwrap_or('8');
            (format!("invalid digit '{c}' in octal constant"), at(pos))
        }
        other => (other.to_string(), span),
    }
}
