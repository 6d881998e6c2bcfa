//! Input/output statements (Fortran 2018 §12): `print`, `read`, `write` with control lists
//! and I/O lists (implied DO included), and the file-positioning and file-connection
//! statements with their keyword specifiers.

use super::cursor::PResult;
use super::Parser;
use crate::ast::{FileOp, IoSpec, IoValue, ListItem, StmtKind};
use crate::lexer::Punct;

impl Parser<'_> {
    /// `print fmt [, list]`, `read (ctl) [list]`, `read fmt [, list]`, `write (ctl) [list]`.
    pub fn data_transfer(&mut self, word: &str) -> PResult<StmtKind> {
        self.pos += 1;
        match word {
            "print" => {
                let format = self.io_value()?;
                let items = self.comma_io_list()?;
                Ok(StmtKind::Print { format, items })
            }
            "read" if !self.at(Punct::LParen) => {
                let format = self.io_value()?;
                let items = self.comma_io_list()?;
                Ok(StmtKind::Read {
                    control: None,
                    format: Some(format),
                    items,
                })
            }
            _ => {
                let control = self.control_list()?;
                // `write (*, fmt), list`: a comma before the item list, a legacy extension
                // that nvfortran and flang-22 accept silently (gfortran with a warning) and
                // the OpenACC training materials' Jacobi uses.
                if self.at(Punct::Comma) {
                    self.pos += 1;
                    if self.at_end() {
                        return Err(self.expected("an I/O item"));
                    }
                }
                let items = if self.at_end() {
                    Vec::new()
                } else {
                    self.io_list()?
                };
                self.expect_end()?;
                if word == "read" {
                    Ok(StmtKind::Read {
                        control: Some(control),
                        format: None,
                        items,
                    })
                } else {
                    Ok(StmtKind::Write { control, items })
                }
            }
        }
    }

    /// After an `open`, `close`, … keyword: `(spec, …)` or, for the positioning statements
    /// and `flush`, a bare unit number (§12.8.1).
    pub fn file_op_rest(&mut self, op: FileOp) -> PResult<StmtKind> {
        let short_form = matches!(
            op,
            FileOp::Rewind | FileOp::Backspace | FileOp::Endfile | FileOp::Flush
        );
        let specs = if self.at(Punct::LParen) {
            self.control_list()?
        } else if short_form && !self.at_end() {
            let lo = self.pos;
            let e = self.expr()?;
            vec![IoSpec {
                keyword: None,
                value: IoValue::Expr(e),
                span: self.span_from(lo),
            }]
        } else if op == FileOp::Flush && self.at_end() {
            Vec::new()
        } else {
            return Err(self.expected("'('"));
        };
        // `inquire (iolength = n) list`.
        let items = if op == FileOp::Inquire && !self.at_end() {
            self.io_list()?
        } else {
            Vec::new()
        };
        self.expect_end()?;
        Ok(StmtKind::FileOp { op, specs, items })
    }

    /// `*` or an expression (a format label, a character expression, a unit).
    fn io_value(&mut self) -> PResult<IoValue> {
        if self.at(Punct::Star) {
            self.pos += 1;
            return Ok(IoValue::Star);
        }
        Ok(IoValue::Expr(self.expr()?))
    }

    /// `( spec {, spec} )` where a spec is `keyword = value` or a positional value.
    fn control_list(&mut self) -> PResult<Vec<IoSpec>> {
        self.expect(Punct::LParen)?;
        let mut specs = Vec::new();
        loop {
            let lo = self.pos;
            let keyword = if self.at_name() && self.at_k(1, Punct::Assign) {
                let n = self.name()?;
                self.pos += 1;
                Some(n)
            } else {
                None
            };
            let value = self.io_value()?;
            specs.push(IoSpec {
                keyword,
                value,
                span: self.span_from(lo),
            });
            if self.eat(Punct::RParen) {
                return Ok(specs);
            }
            self.expect(Punct::Comma)?;
        }
    }

    /// `[, item {, item}]` to the end of the statement.
    fn comma_io_list(&mut self) -> PResult<Vec<ListItem>> {
        let items = if self.eat(Punct::Comma) {
            self.io_list()?
        } else {
            Vec::new()
        };
        self.expect_end()?;
        Ok(items)
    }

    fn io_list(&mut self) -> PResult<Vec<ListItem>> {
        let mut items = vec![self.list_item()?];
        while self.eat(Punct::Comma) {
            items.push(self.list_item()?);
        }
        Ok(items)
    }
}
