//! Executable statements (Fortran 2018 §11): IF, DO, SELECT CASE, WHERE, FORALL, branches,
//! STOP, CALL, ALLOCATE and friends. I/O statements are in [`super::io`].

use super::cursor::PResult;
use super::{Flat, Parser};
use crate::ast::{
    Arg, ArgValue, CaseValue, ConcurrentControl, ConcurrentHeader, DoControl, Expr, ExprKind,
    FileOp, Name, StmtKind,
};
use crate::lexer::{Punct, SyntaxError, TokenKind};

impl Parser<'_> {
    pub fn executable_statement(&mut self, word: &str) -> PResult<Option<Flat>> {
        let simple = |k: StmtKind| Ok(Some(Flat::Simple(k)));
        if self.eat_keyword(&["go", "to"]) {
            return simple(self.goto_rest()?);
        }
        if self.eat_keyword(&["error", "stop"]) {
            return simple(self.stop_rest(true)?);
        }
        if self.eat_keyword(&["else", "if"]) {
            let cond = self.paren_expr()?;
            self.expect_word("then")?;
            self.opt_name();
            self.expect_end()?;
            return Ok(Some(Flat::ElseIf(cond)));
        }
        if self.eat_keyword(&["else", "where"]) {
            let mask = if self.at(Punct::LParen) {
                Some(self.paren_expr()?)
            } else {
                None
            };
            self.opt_name();
            self.expect_end()?;
            return Ok(Some(Flat::ElseWhere(mask)));
        }
        if self.eat_keyword(&["select", "case"]) {
            let e = self.paren_expr()?;
            self.expect_end()?;
            return Ok(Some(Flat::SelectCase(e)));
        }
        match word {
            "if" => self.if_statement().map(Some),
            "else" => {
                self.pos += 1;
                self.opt_name();
                self.expect_end()?;
                Ok(Some(Flat::Else))
            }
            "do" => self.do_statement().map(Some),
            "case" => self.case_statement().map(Some),
            "where" => {
                self.pos += 1;
                let mask = self.paren_expr()?;
                if self.at_end() {
                    return Ok(Some(Flat::WhereStart(mask)));
                }
                let stmt = self.nested_action("a WHERE statement", true)?;
                simple(StmtKind::WhereStmt {
                    mask,
                    stmt: Box::new(stmt),
                })
            }
            // `associate (name => selector, …)` (§11.1.3); not `associate(i) = …`.
            "associate" if self.at_k(1, Punct::LParen) && self.at_k(3, Punct::Arrow) => {
                self.pos += 2;
                let mut assocs = Vec::new();
                loop {
                    let name = self.name()?;
                    self.expect(Punct::Arrow)?;
                    assocs.push((name, self.expr()?));
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                self.expect(Punct::RParen)?;
                self.expect_end()?;
                Ok(Some(Flat::AssociateStart(assocs)))
            }
            "forall" => {
                self.pos += 1;
                let header = self.concurrent_header()?;
                if self.at_end() {
                    return Ok(Some(Flat::ForallStart(header)));
                }
                let stmt = self.nested_action("a FORALL statement", true)?;
                simple(StmtKind::ForallStmt {
                    header,
                    stmt: Box::new(stmt),
                })
            }
            "exit" | "cycle" => {
                self.pos += 1;
                let name = self.opt_name();
                self.expect_end()?;
                simple(if word == "exit" {
                    StmtKind::Exit(name)
                } else {
                    StmtKind::Cycle(name)
                })
            }
            "continue" => {
                self.pos += 1;
                self.expect_end()?;
                simple(StmtKind::Continue)
            }
            "stop" => {
                self.pos += 1;
                simple(self.stop_rest(false)?)
            }
            "return" => {
                self.pos += 1;
                let e = if self.at_end() {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect_end()?;
                simple(StmtKind::Return(e))
            }
            "call" => {
                self.pos += 1;
                let d = self.designator()?;
                self.expect_end()?;
                let (proc, args) = match d.kind {
                    ExprKind::CallOrIndex { base, args } => (*base, args),
                    _ => (d, Vec::new()),
                };
                simple(StmtKind::Call { proc, args })
            }
            "allocate" => simple(self.allocate()?),
            "deallocate" => {
                self.pos += 1;
                let (objects, options) = self.object_list_with_options()?;
                simple(StmtKind::Deallocate { objects, options })
            }
            "nullify" => {
                self.pos += 1;
                let (objects, options) = self.object_list_with_options()?;
                if let Some(o) = options.first() {
                    return Err(SyntaxError::new(o.span, "NULLIFY takes no options"));
                }
                simple(StmtKind::Nullify(objects))
            }
            "print" | "read" | "write" => self.data_transfer(word).map(|k| Some(Flat::Simple(k))),
            "open" | "close" | "rewind" | "backspace" | "inquire" | "flush" | "wait" => {
                self.pos += 1;
                let op = match word {
                    "open" => FileOp::Open,
                    "close" => FileOp::Close,
                    "rewind" => FileOp::Rewind,
                    "backspace" => FileOp::Backspace,
                    "inquire" => FileOp::Inquire,
                    "flush" => FileOp::Flush,
                    _ => FileOp::Wait,
                };
                simple(self.file_op_rest(op)?)
            }
            _ => Ok(None),
        }
    }

    fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect(Punct::LParen)?;
        let e = self.expr()?;
        self.expect(Punct::RParen)?;
        Ok(e)
    }

    /// The statement inside a logical IF, WHERE or FORALL statement: an action statement
    /// (`assignment_only` for WHERE / FORALL).
    fn nested_action(&mut self, what: &str, assignment_only: bool) -> PResult<crate::ast::Stmt> {
        let lo = self.pos;
        let id = self.ids.stmt();
        let flat = self.statement_body()?;
        let span = self.span_from(lo);
        let kind = match flat {
            Flat::Simple(k) => k,
            _ => {
                return Err(SyntaxError::new(
                    span,
                    format!("this statement is not allowed in {what}"),
                ))
            }
        };
        let ok = match &kind {
            StmtKind::Assign { .. } | StmtKind::PointerAssign { .. } => true,
            _ if assignment_only => false,
            StmtKind::LogicalIf { .. } | StmtKind::Directive(_) | StmtKind::Format { .. } => false,
            k => is_action(k),
        };
        if !ok {
            return Err(SyntaxError::new(
                span,
                format!("this statement is not allowed in {what}"),
            ));
        }
        Ok(crate::ast::Stmt {
            id,
            label: None,
            construct_name: None,
            kind,
            span,
        })
    }

    /// `if (c) then`, `if (c) stmt`, `if (e) l1, l2, l3` (§11.1.8, §11.1.8.4, §11.2.1).
    fn if_statement(&mut self) -> PResult<Flat> {
        self.pos += 1;
        let cond = self.paren_expr()?;
        if self.at_word("then") && self.toks.len() == self.pos + 1 {
            self.pos += 1;
            return Ok(Flat::IfThen(cond));
        }
        if let Some(TokenKind::Int(..)) = self.peek().map(|t| &t.kind) {
            let a = self.label_ref()?;
            self.expect(Punct::Comma)?;
            let b = self.label_ref()?;
            self.expect(Punct::Comma)?;
            let c = self.label_ref()?;
            self.expect_end()?;
            return Ok(Flat::Simple(StmtKind::ArithmeticIf {
                expr: cond,
                labels: [a, b, c],
            }));
        }
        if self.at_end() {
            return Err(self.expected("'then' or a statement after the IF condition"));
        }
        let stmt = self.nested_action("a logical IF statement", false)?;
        Ok(Flat::Simple(StmtKind::LogicalIf {
            cond,
            stmt: Box::new(stmt),
        }))
    }

    /// `do [label [,]] [var = a, b [, c] | while (c) | concurrent (…)]` (§11.1.7.2).
    fn do_statement(&mut self) -> PResult<Flat> {
        self.pos += 1;
        let terminal = match self.peek().map(|t| &t.kind) {
            Some(TokenKind::Int(..)) => {
                let l = self.label_ref()?;
                self.eat(Punct::Comma);
                Some(l)
            }
            _ => None,
        };
        let control = if self.at_end() {
            DoControl::Forever
        } else if self.at_word("while") && self.at_k(1, Punct::LParen) {
            self.pos += 1;
            let c = self.paren_expr()?;
            self.expect_end()?;
            DoControl::While(c)
        } else if self.at_word("concurrent") && self.at_k(1, Punct::LParen) {
            self.pos += 1;
            let h = self.concurrent_header()?;
            self.expect_end()?;
            DoControl::Concurrent(h)
        } else {
            let var = self.name()?;
            self.expect(Punct::Assign)?;
            self.counted_control(var)?
        };
        Ok(Flat::DoStart { terminal, control })
    }

    /// After `var =`: `start, end [, step]` to the end of the statement.
    pub fn counted_control(&mut self, var: Name) -> PResult<DoControl> {
        let start = self.expr()?;
        self.expect(Punct::Comma)?;
        let end = self.expr()?;
        let step = if self.eat(Punct::Comma) {
            Some(self.expr()?)
        } else {
            None
        };
        self.expect_end()?;
        Ok(DoControl::Counted {
            var,
            start,
            end,
            step,
        })
    }

    /// `([type-spec ::] i = a:b[:c], … [, mask])` (§11.1.7.2, §10.2.4).
    fn concurrent_header(&mut self) -> PResult<ConcurrentHeader> {
        self.expect(Punct::LParen)?;
        let type_spec = if self.at_word("integer") {
            let ts = self.type_spec()?;
            self.expect(Punct::ColonColon)?;
            Some(ts)
        } else {
            None
        };
        let mut controls = Vec::new();
        let mut mask = None;
        loop {
            if self.at_name() && self.at_k(1, Punct::Assign) {
                let var = self.name()?;
                self.pos += 1;
                let lower = self.expr()?;
                self.expect(Punct::Colon)?;
                let upper = self.expr()?;
                let step = if self.eat(Punct::Colon) {
                    Some(self.expr()?)
                } else {
                    None
                };
                controls.push(ConcurrentControl {
                    var,
                    lower,
                    upper,
                    step,
                });
            } else if !controls.is_empty() && mask.is_none() {
                mask = Some(self.expr()?);
            } else {
                return Err(self.expected("'name = lower:upper'"));
            }
            if self.eat(Punct::RParen) {
                break;
            }
            self.expect(Punct::Comma)?;
        }
        Ok(ConcurrentHeader {
            type_spec,
            controls,
            mask,
        })
    }

    /// `case default [name]` or `case (v, lo:hi, :hi, lo:) [name]` (§11.1.9).
    fn case_statement(&mut self) -> PResult<Flat> {
        self.pos += 1;
        if self.eat_word("default") {
            self.opt_name();
            self.expect_end()?;
            return Ok(Flat::Case(None));
        }
        self.expect(Punct::LParen)?;
        let mut values = Vec::new();
        loop {
            let lower = if self.at(Punct::Colon) {
                None
            } else {
                Some(self.expr()?)
            };
            if self.eat(Punct::Colon) {
                let upper = if self.at(Punct::Comma) || self.at(Punct::RParen) {
                    None
                } else {
                    Some(self.expr()?)
                };
                if lower.is_none() && upper.is_none() {
                    return Err(self.expected("a case value"));
                }
                values.push(CaseValue::Range { lower, upper });
            } else if let Some(e) = lower {
                values.push(CaseValue::Single(e));
            }
            if self.eat(Punct::RParen) {
                break;
            }
            self.expect(Punct::Comma)?;
        }
        self.opt_name();
        self.expect_end()?;
        Ok(Flat::Case(Some(values)))
    }

    /// After `go to`: `label` or `(l1, l2, …) [,] expr` (§11.2.2, §11.2.3).
    fn goto_rest(&mut self) -> PResult<StmtKind> {
        if self.eat(Punct::LParen) {
            let mut labels = vec![self.label_ref()?];
            while self.eat(Punct::Comma) {
                labels.push(self.label_ref()?);
            }
            self.expect(Punct::RParen)?;
            self.eat(Punct::Comma);
            let expr = self.expr()?;
            self.expect_end()?;
            return Ok(StmtKind::ComputedGoto { labels, expr });
        }
        let l = self.label_ref()?;
        self.expect_end()?;
        Ok(StmtKind::Goto(l))
    }

    /// After `stop` / `error stop`: `[code] [, quiet = expr]` (§11.4).
    fn stop_rest(&mut self, error: bool) -> PResult<StmtKind> {
        let code = if self.at_end() || self.at(Punct::Comma) {
            None
        } else {
            Some(self.expr()?)
        };
        let quiet = if self.eat(Punct::Comma) {
            self.expect_word("quiet")?;
            self.expect(Punct::Assign)?;
            Some(self.expr()?)
        } else {
            None
        };
        self.expect_end()?;
        Ok(StmtKind::Stop { error, code, quiet })
    }

    /// Whether the next word names an intrinsic type (`integer :: x`, not a type `t :: x`).
    fn at_intrinsic(&self) -> bool {
        [
            "integer",
            "real",
            "complex",
            "logical",
            "character",
            "doubleprecision",
            "byte",
        ]
        .iter()
        .any(|w| self.at_word(w))
    }

    /// `allocate([type-spec ::] objects [, stat=, errmsg=, source=, mold=])` (§9.7.1).
    fn allocate(&mut self) -> PResult<StmtKind> {
        self.pos += 1;
        let open = self.pos;
        self.expect(Punct::LParen)?;
        let mut type_spec = None;
        if let Some(close) = self.matching_close(open) {
            let colons = self.toks[open..close]
                .iter()
                .any(|t| t.is_punct(Punct::ColonColon));
            if colons && self.at_name() && self.at_k(1, Punct::ColonColon) && !self.at_intrinsic() {
                // §9.7.1 type-spec: a derived-type-spec is the type's bare name.
                let n = self.name()?;
                type_spec = Some(crate::ast::TypeSpec {
                    span: n.span,
                    kind: crate::ast::TypeKind::Derived(n),
                    params: Vec::new(),
                    star: None,
                });
                self.expect(Punct::ColonColon)?;
            } else if colons {
                type_spec = Some(self.type_spec()?);
                self.expect(Punct::ColonColon)?;
            }
        }
        let (objects, options) = self.objects_and_options_after_open()?;
        Ok(StmtKind::Allocate {
            type_spec,
            objects,
            options,
        })
    }

    /// `(object, … [, keyword = value, …])` to the end of the statement.
    fn object_list_with_options(&mut self) -> PResult<(Vec<Expr>, Vec<Arg>)> {
        self.expect(Punct::LParen)?;
        self.objects_and_options_after_open()
    }

    fn objects_and_options_after_open(&mut self) -> PResult<(Vec<Expr>, Vec<Arg>)> {
        let mut objects = Vec::new();
        let mut options = Vec::new();
        loop {
            if self.at_name() && self.at_k(1, Punct::Assign) {
                let lo = self.pos;
                let keyword = self.name()?;
                self.pos += 1;
                let value = self.expr()?;
                options.push(Arg {
                    keyword: Some(keyword),
                    value: ArgValue::Expr(value),
                    span: self.span_from(lo),
                });
            } else if options.is_empty() {
                objects.push(self.designator()?);
            } else {
                return Err(self.expected("'keyword = value'"));
            }
            if self.eat(Punct::RParen) {
                break;
            }
            self.expect(Punct::Comma)?;
        }
        self.expect_end()?;
        if objects.is_empty() {
            return Err(SyntaxError::new(
                self.end_span(),
                "expected at least one object",
            ));
        }
        Ok((objects, options))
    }
}

/// Action statements (§5.1 action-stmt) allowed in a logical IF.
fn is_action(k: &StmtKind) -> bool {
    matches!(
        k,
        StmtKind::Assign { .. }
            | StmtKind::PointerAssign { .. }
            | StmtKind::ArithmeticIf { .. }
            | StmtKind::WhereStmt { .. }
            | StmtKind::ForallStmt { .. }
            | StmtKind::Exit(_)
            | StmtKind::Cycle(_)
            | StmtKind::Goto(_)
            | StmtKind::ComputedGoto { .. }
            | StmtKind::Continue
            | StmtKind::Stop { .. }
            | StmtKind::Return(_)
            | StmtKind::Call { .. }
            | StmtKind::Allocate { .. }
            | StmtKind::Deallocate { .. }
            | StmtKind::Nullify(_)
            | StmtKind::Print { .. }
            | StmtKind::Read { .. }
            | StmtKind::Write { .. }
            | StmtKind::FileOp { .. }
    )
}
