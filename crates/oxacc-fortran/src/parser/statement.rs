//! Statement classification (Fortran 2018 §5.1, §6.2.2: no reserved words). Order: a
//! construct name `name:`; then an assignment if a designator is followed by `=` or `=>`;
//! then the leading keyword.

use super::cursor::PResult;
use super::{Flat, Parser};
use crate::ast::{FileOp, Name, StmtKind};
use crate::lexer::{Punct, SyntaxError, TokenKind};

impl Parser<'_> {
    /// Classifies and parses the whole statement.
    pub fn statement(&mut self) -> PResult<(Option<Name>, Flat)> {
        let construct_name = if self.at_name()
            && self.at_k(1, Punct::Colon)
            && self.peek_at(2).is_some_and(|t| t.name().is_some())
        {
            let n = self.name()?;
            self.pos += 1;
            Some(n)
        } else {
            None
        };
        let flat = self.statement_body()?;
        if construct_name.is_some()
            && !matches!(
                flat,
                Flat::IfThen(_)
                    | Flat::DoStart { .. }
                    | Flat::SelectCase(_)
                    | Flat::SelectType(..)
                    | Flat::WhereStart(_)
                    | Flat::ForallStart(_)
                    | Flat::BlockStart
                    | Flat::AssociateStart(_)
            )
        {
            let span = construct_name
                .as_ref()
                .map(|n| n.span)
                .unwrap_or_else(|| self.here());
            return Err(SyntaxError::new(
                span,
                "a construct name is only allowed on a construct's first statement",
            ));
        }
        Ok((construct_name, flat))
    }

    /// Whether the statement from the cursor is `designator = …` or `designator => …`.
    fn assignment_ahead(&self) -> Option<bool> {
        let mut k = self.pos;
        self.toks.get(k)?.name()?;
        k += 1;
        loop {
            let t = self.toks.get(k)?;
            if t.is_punct(Punct::LParen) {
                k = self.matching_close(k)? + 1;
            } else if t.is_punct(Punct::Percent) {
                self.toks.get(k + 1)?.name()?;
                k += 2;
            } else if t.is_punct(Punct::Assign) {
                return Some(false);
            } else if t.is_punct(Punct::Arrow) {
                return Some(true);
            } else {
                return None;
            }
        }
    }

    /// The statement after any construct name (also the action of a logical IF).
    pub fn statement_body(&mut self) -> PResult<Flat> {
        if self.fixed {
            if let Some(flat) = self.fixed_form_joined()? {
                return Ok(flat);
            }
        }
        if let Some(pointer) = self.assignment_ahead() {
            return self.assignment(pointer);
        }
        let Some(first) = self.peek() else {
            return Err(self.error_here("empty statement"));
        };
        let Some(word) = first.name().map(|n| n.to_ascii_lowercase()) else {
            return Err(SyntaxError::new(
                first.span,
                format!("expected a statement, found {}", first.describe()),
            ));
        };
        let simple = |k: StmtKind| Ok(Flat::Simple(k));
        // SELECT TYPE (§11.1.11) and its type guards.
        if self.at_keyword(&["select", "type"])
            && self.at_k(self.keyword_tokens(&["select", "type"]), Punct::LParen)
        {
            self.pos += self.keyword_tokens(&["select", "type"]) + 1;
            let assoc =
                if self.peek().is_some_and(|t| t.name().is_some()) && self.at_k(1, Punct::Arrow) {
                    let n = self.name()?;
                    self.pos += 1;
                    Some(n)
                } else {
                    None
                };
            let selector = self.expr()?;
            self.expect(Punct::RParen)?;
            self.expect_end()?;
            return Ok(Flat::SelectType(assoc, selector));
        }
        let guard = if self.at_keyword(&["type", "is"]) {
            Some(["type", "is"])
        } else if self.at_keyword(&["class", "is"]) {
            Some(["class", "is"])
        } else {
            None
        };
        if let Some(words) = guard.filter(|w| self.at_k(self.keyword_tokens(w), Punct::LParen)) {
            let class = words[0] == "class";
            self.pos += self.keyword_tokens(&words) + 1;
            let mut n = self.name()?;
            // An intrinsic type (for a CLASS(*) selector): `double precision`, `real(8)`,
            // `integer(kind=8)`, kept as the name `real(8)`.
            if n.key == "double" && self.eat_word("precision") {
                n = crate::ast::Name::new("doubleprecision", n.span);
            }
            if n.key == "character" && self.at(Punct::LParen) {
                // `character(*)`, `character(len=*)`: the only character guard (§11.1.11.1
                // C1166: every length type parameter assumed).
                self.pos += 1;
                if self.at_keyword(&["len"]) && self.at_k(1, Punct::Assign) {
                    self.pos += 2;
                }
                self.expect(Punct::Star)?;
                self.expect(Punct::RParen)?;
                n = crate::ast::Name::new("character(*)", n.span);
            } else if self.eat(Punct::LParen) {
                if self.at_keyword(&["kind"]) && self.at_k(1, Punct::Assign) {
                    self.pos += 2;
                }
                let k = self.expr()?;
                let crate::ast::ExprKind::Int { digits, kind: None } = &k.kind else {
                    return Err(SyntaxError::new(
                        k.span,
                        "a type guard's kind must be an integer literal",
                    ));
                };
                n = crate::ast::Name::new(&format!("{}({digits})", n.text), n.span);
                self.expect(Punct::RParen)?;
            }
            self.expect(Punct::RParen)?;
            self.opt_name();
            self.expect_end()?;
            return Ok(Flat::TypeGuard(if class {
                crate::ast::TypeGuard::ClassIs(n)
            } else {
                crate::ast::TypeGuard::TypeIs(n)
            }));
        }
        if self.at_keyword(&["class", "default"]) {
            self.pos += self.keyword_tokens(&["class", "default"]);
            self.opt_name();
            self.expect_end()?;
            return Ok(Flat::TypeGuard(crate::ast::TypeGuard::Default));
        }
        match word.as_str() {
            "program" | "module" | "subroutine" | "function" | "recursive" | "pure"
            | "elemental" | "impure" | "non_recursive" | "blockdata" => {
                return self.unit_or_module_statement();
            }
            "block" => {
                if self.at_keyword(&["block", "data"]) {
                    return self.unit_or_module_statement();
                }
                self.pos += 1;
                self.expect_end()?;
                return Ok(Flat::BlockStart);
            }
            "integer" | "real" | "complex" | "logical" | "character" | "double"
            | "doubleprecision" | "doublecomplex" | "class" | "byte" => {
                return self.type_decl_or_function();
            }
            "type" => {
                if self.at_k(1, Punct::LParen) {
                    return self.type_decl_or_function();
                }
                return self.type_definition_start();
            }
            "contains" => {
                self.pos += 1;
                self.expect_end()?;
                return Ok(Flat::Contains);
            }
            "interface" | "abstract" => return self.interface_start(),
            "procedure" => return simple(self.procedure_stmt()?),
            "generic" => return simple(self.generic_binding()?),
            "final" if !self.at_k(1, Punct::Assign) => return simple(self.final_binding()?),
            "sequence" => {
                self.pos += 1;
                self.expect_end()?;
                return simple(StmtKind::Sequence);
            }
            _ => {}
        }
        if let Some(kind) = self.specification_statement(&word)? {
            return Ok(Flat::Simple(kind));
        }
        if self.at_keyword(&["end", "file"]) {
            self.eat_keyword(&["end", "file"]);
            return simple(self.file_op_rest(FileOp::Endfile)?);
        }
        if word.starts_with("end") {
            if let Some(flat) = self.end_statement()? {
                return Ok(flat);
            }
        }
        if let Some(flat) = self.executable_statement(&word)? {
            return Ok(flat);
        }
        Err(SyntaxError::new(first.span, "unclassifiable statement"))
    }

    fn assignment(&mut self, pointer: bool) -> PResult<Flat> {
        let lhs = self.designator()?;
        self.pos += 1; // `=` or `=>`, seen by assignment_ahead
        let rhs = self.expr()?;
        self.expect_end()?;
        Ok(Flat::Simple(if pointer {
            StmtKind::PointerAssign { lhs, rhs }
        } else {
            StmtKind::Assign { lhs, rhs }
        }))
    }

    /// Fixed form without blanks (§6.3.3.1: blanks are insignificant there): `DO10I=1,N`
    /// is a DO statement when a comma follows the `=` at depth 0 (`DO10I=1.5` assigns to the
    /// variable `DO10I`), and `GOTO10` is a GO TO. Runs before the assignment test.
    fn fixed_form_joined(&mut self) -> PResult<Option<Flat>> {
        let Some(t) = self.peek() else {
            return Ok(None);
        };
        let Some(n) = t.name() else {
            return Ok(None);
        };
        let lower = n.to_ascii_lowercase();
        let split = |prefix: &str| -> Option<(usize, usize)> {
            let rest = lower.strip_prefix(prefix)?;
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            (digits > 0 && digits <= 5).then_some((prefix.len(), prefix.len() + digits))
        };
        let lo = t.lo as usize;
        if let Some((d0, d1)) = split("goto") {
            if d1 == lower.len() && self.toks.len() == self.pos + 1 {
                let value = lower[d0..d1].parse().unwrap_or(0);
                let span = self.text.span(lo + d0, lo + d1);
                self.pos += 1;
                return Ok(Some(Flat::Simple(StmtKind::Goto(crate::ast::Label {
                    value,
                    span,
                }))));
            }
        }
        let Some((d0, d1)) = split("do") else {
            return Ok(None);
        };
        let comma_at_depth0 = {
            let mut depth = 0i32;
            self.toks[self.pos..].iter().any(|t| {
                match t.kind {
                    TokenKind::Punct(Punct::LParen) => depth += 1,
                    TokenKind::Punct(Punct::RParen) => depth -= 1,
                    _ => {}
                }
                depth == 0 && t.is_punct(Punct::Comma)
            })
        };
        if d1 == lower.len() || !self.at_k(1, Punct::Assign) || !comma_at_depth0 {
            return Ok(None);
        }
        let value = lower[d0..d1].parse().unwrap_or(0);
        let label = crate::ast::Label {
            value,
            span: self.text.span(lo + d0, lo + d1),
        };
        let var = Name::new(&n[d1..], self.text.span(lo + d1, t.hi as usize));
        self.pos += 2;
        let control = self.counted_control(var)?;
        Ok(Some(Flat::DoStart {
            terminal: Some(label),
            control,
        }))
    }
}
