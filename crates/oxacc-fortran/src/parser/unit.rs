//! Program-unit statements (Fortran 2018 §14, §15.6.2): `program`, `module`, `subroutine`
//! and `function` with their prefixes, `result` and `bind(c)`; `block data`; END
//! statements of every kind; the opening statements of interface blocks and derived-type
//! definitions.

use super::cursor::PResult;
use super::flat::UnitHeader;
use super::{EndWord, Flat, Parser};
use crate::ast::{AttrKind, BindC, DummyArg, GenericSpec, Prefix, StmtKind, UnitKind};
use crate::lexer::{Punct, SyntaxError};

const PREFIX_WORDS: [(&str, Prefix); 6] = [
    ("recursive", Prefix::Recursive),
    ("non_recursive", Prefix::NonRecursive),
    ("pure", Prefix::Pure),
    ("impure", Prefix::Impure),
    ("elemental", Prefix::Elemental),
    ("module", Prefix::Module),
];

const TYPE_WORDS: [&str; 11] = [
    "integer",
    "byte",
    "real",
    "complex",
    "logical",
    "character",
    "double",
    "doubleprecision",
    "doublecomplex",
    "type",
    "class",
];

impl Parser<'_> {
    /// Whether a prefix word or a type-spec leads to `function`/`subroutine` here: a
    /// function statement, not a type declaration.
    fn subprogram_ahead(&self) -> bool {
        let mut k = self.pos;
        while let Some(t) = self.toks.get(k) {
            let Some(n) = t.name() else { return false };
            let w = n.to_ascii_lowercase();
            if w == "function" || w == "subroutine" {
                return self.toks.get(k + 1).is_some_and(|t| t.name().is_some());
            }
            if PREFIX_WORDS.iter().any(|(p, _)| *p == w) {
                k += 1;
                continue;
            }
            if TYPE_WORDS.contains(&w.as_str()) || w == "precision" {
                k += 1;
                if self.toks.get(k).is_some_and(|t| t.is_punct(Punct::LParen)) {
                    match self.matching_close(k) {
                        Some(c) => k = c + 1,
                        None => return false,
                    }
                } else if self.toks.get(k).is_some_and(|t| t.is_punct(Punct::Star)) {
                    k += 1;
                    if self.toks.get(k).is_some_and(|t| t.is_punct(Punct::LParen)) {
                        match self.matching_close(k) {
                            Some(c) => k = c + 1,
                            None => return false,
                        }
                    } else {
                        k += 1;
                    }
                }
                continue;
            }
            return false;
        }
        false
    }

    pub fn type_decl_or_function(&mut self) -> PResult<Flat> {
        if self.subprogram_ahead() {
            return self.subprogram_statement();
        }
        Ok(Flat::Simple(StmtKind::TypeDecl(self.type_decl()?)))
    }

    pub fn unit_or_module_statement(&mut self) -> PResult<Flat> {
        if self.at_word("program") {
            self.pos += 1;
            let name = self.name()?;
            self.expect_end()?;
            return Ok(unit(UnitKind::Program, Some(name)));
        }
        if self.eat_keyword(&["block", "data"]) {
            let name = self.opt_name();
            self.expect_end()?;
            return Ok(unit(UnitKind::BlockData, name));
        }
        if self.at_word("module") && !self.subprogram_ahead() {
            if self.at_word_k(1, "procedure") {
                self.pos += 2;
                self.eat(Punct::ColonColon);
                return Ok(Flat::ModuleProcedure(self.name_list()?));
            }
            self.pos += 1;
            let name = self.name()?;
            self.expect_end()?;
            return Ok(unit(UnitKind::Module, Some(name)));
        }
        self.subprogram_statement()
    }

    /// `[prefix…] subroutine name [(dummies)] [bind(c)]` or
    /// `[prefix…] function name ([dummies]) [result(r)] [bind(c)]` (§15.6.2.2, §15.6.2.3).
    fn subprogram_statement(&mut self) -> PResult<Flat> {
        let mut prefix = Vec::new();
        let mut result_type = None;
        loop {
            if let Some(&(_, p)) = PREFIX_WORDS.iter().find(|(w, _)| self.at_word(w)) {
                self.pos += 1;
                prefix.push(p);
                continue;
            }
            if self.at_word("function") || self.at_word("subroutine") {
                break;
            }
            if result_type.is_none() && TYPE_WORDS.iter().any(|w| self.at_word(w)) {
                result_type = Some(self.type_spec()?);
                continue;
            }
            return Err(self.expected("'function' or 'subroutine'"));
        }
        let kind = if self.eat_word("function") {
            UnitKind::Function
        } else {
            self.expect_word("subroutine")?;
            UnitKind::Subroutine
        };
        let name = self.name()?;
        let mut dummies = Vec::new();
        if self.eat(Punct::LParen) {
            if !self.eat(Punct::RParen) {
                loop {
                    if self.at(Punct::Star) {
                        dummies.push(DummyArg::Star(self.here()));
                        self.pos += 1;
                    } else {
                        dummies.push(DummyArg::Name(self.name()?));
                    }
                    if self.eat(Punct::RParen) {
                        break;
                    }
                    self.expect(Punct::Comma)?;
                }
            }
        } else if kind == UnitKind::Function {
            return Err(self.expected("'(' after the function name"));
        }
        let mut result = None;
        let mut bind = None;
        while !self.at_end() {
            if kind == UnitKind::Function && result.is_none() && self.eat_word("result") {
                self.expect(Punct::LParen)?;
                result = Some(self.name()?);
                self.expect(Punct::RParen)?;
            } else if bind.is_none() && self.at_word("bind") {
                bind = Some(self.bind_c()?);
            } else {
                return Err(self.expected("'result', 'bind' or the end of the statement"));
            }
        }
        Ok(Flat::UnitStart(Box::new(UnitHeader {
            kind,
            name: Some(name),
            prefix,
            result_type,
            dummies,
            result,
            bind,
            recovered: false,
        })))
    }

    /// `bind(c [, name = expr])` (§18.10.2).
    pub fn bind_c(&mut self) -> PResult<BindC> {
        let lo = self.pos;
        self.expect_word("bind")?;
        self.expect(Punct::LParen)?;
        self.expect_word("c")?;
        let mut name = None;
        if self.eat(Punct::Comma) {
            self.expect_word("name")?;
            self.expect(Punct::Assign)?;
            name = Some(self.expr()?);
        }
        self.expect(Punct::RParen)?;
        Ok(BindC {
            name,
            span: self.span_from(lo),
        })
    }

    /// `END [word [name]]` in all spellings (`end`, `end do`, `enddo`, `end subroutine s`,
    /// `endif`, `end block data`). `Ok(None)` when the statement is not an END statement.
    pub fn end_statement(&mut self) -> PResult<Option<Flat>> {
        const WORDS: [(&str, EndWord); 15] = [
            ("program", EndWord::Program),
            ("module", EndWord::Module),
            ("subroutine", EndWord::Subroutine),
            ("function", EndWord::Function),
            ("blockdata", EndWord::BlockData),
            ("if", EndWord::If),
            ("do", EndWord::Do),
            ("select", EndWord::Select),
            ("where", EndWord::Where),
            ("forall", EndWord::Forall),
            ("block", EndWord::Block),
            ("associate", EndWord::Associate),
            ("interface", EndWord::Interface),
            ("type", EndWord::Type),
            ("selectcase", EndWord::Select),
        ];
        let save = self.pos;
        if self.at_word("end") && self.toks.len() == self.pos + 1 {
            self.pos += 1;
            return Ok(Some(Flat::End {
                word: None,
                name: None,
            }));
        }
        for (w, word) in WORDS {
            if self.eat_keyword(&["end", w]) {
                if word == EndWord::Block && self.eat_word("data") {
                    return self.end_rest(EndWord::BlockData).map(Some);
                }
                return self.end_rest(word).map(Some);
            }
        }
        self.pos = save;
        Ok(None)
    }

    fn end_rest(&mut self, word: EndWord) -> PResult<Flat> {
        let name = if word == EndWord::Interface && !self.at_end() {
            // `end interface operator(+)`: checked against the interface's generic-spec.
            let spec = self.generic_spec()?;
            match spec {
                GenericSpec::Name(n) => Some(n),
                _ => None,
            }
        } else {
            self.opt_name()
        };
        self.expect_end()?;
        Ok(Flat::End {
            word: Some(word),
            name,
        })
    }

    /// `type [[, attrs] ::] name [(params)]` (§7.5.2.1).
    pub fn type_definition_start(&mut self) -> PResult<Flat> {
        self.expect_word("type")?;
        let mut attrs = Vec::new();
        if self.at(Punct::Comma) {
            while self.eat(Punct::Comma) {
                let lo = self.pos;
                let kind = if self.at_word("extends") {
                    self.pos += 1;
                    self.expect(Punct::LParen)?;
                    let parent = self.name()?;
                    self.expect(Punct::RParen)?;
                    AttrKind::Extends(parent)
                } else if self.eat_word("abstract") {
                    AttrKind::Abstract
                } else if self.eat_word("public") {
                    AttrKind::Public
                } else if self.eat_word("private") {
                    AttrKind::Private
                } else if self.at_word("bind") {
                    AttrKind::Bind(self.bind_c()?)
                } else {
                    return Err(self.expected("a derived-type attribute"));
                };
                attrs.push(crate::ast::Attr {
                    kind,
                    span: self.span_from(lo),
                });
            }
            self.expect(Punct::ColonColon)?;
        } else {
            self.eat(Punct::ColonColon);
        }
        let name = self.name()?;
        let mut params = Vec::new();
        if self.at(Punct::LParen) {
            self.pos += 1;
            params = self.name_list_until(Punct::RParen)?;
        }
        self.expect_end()?;
        Ok(Flat::TypeStart {
            name,
            attrs,
            params,
        })
    }

    /// `[abstract] interface [generic-spec]` (§15.4.3.2).
    pub fn interface_start(&mut self) -> PResult<Flat> {
        let abstract_ = self.eat_word("abstract");
        self.expect_word("interface")?;
        let generic = if self.at_end() {
            None
        } else {
            Some(self.generic_spec()?)
        };
        self.expect_end()?;
        if abstract_ && generic.is_some() {
            return Err(SyntaxError::new(
                self.end_span(),
                "an abstract interface block has no generic specification",
            ));
        }
        Ok(Flat::InterfaceStart { generic, abstract_ })
    }
}

fn unit(kind: UnitKind, name: Option<crate::ast::Name>) -> Flat {
    Flat::UnitStart(Box::new(UnitHeader {
        kind,
        name,
        prefix: Vec::new(),
        result_type: None,
        dummies: Vec::new(),
        result: None,
        bind: None,
        recovered: false,
    }))
}
