//! Specification statements other than type declarations (Fortran 2018 §8.6-§8.10, §14.2):
//! attribute statements, `use`, `import`, `implicit`, `parameter`, `data`, `common`,
//! `equivalence`, `namelist`, `public`/`private`, `procedure`.

use super::cursor::PResult;
use super::Parser;
use crate::ast::{
    Attr, AttrEntity, AttrKind, CommonBlock, DataSet, GenericSpec, ImplicitSpec, Name,
    ProcedureStmt, StmtKind, UseItem, UseStmt,
};
use crate::lexer::{Punct, SyntaxError};

impl Parser<'_> {
    /// The specification statement that `word` starts, or `None` if it starts none.
    pub fn specification_statement(&mut self, word: &str) -> PResult<Option<StmtKind>> {
        let attr_stmt = matches!(
            word,
            "dimension"
                | "allocatable"
                | "pointer"
                | "target"
                | "intent"
                | "optional"
                | "value"
                | "save"
                | "external"
                | "intrinsic"
                | "contiguous"
                | "volatile"
                | "asynchronous"
                | "protected"
                | "bind"
        );
        let kind = match word {
            _ if attr_stmt => self.attr_statement()?,
            "public" | "private" => self.access_statement()?,
            "use" => StmtKind::Use(self.use_statement()?),
            "import" => {
                self.pos += 1;
                self.eat(Punct::ColonColon);
                if self.at_end() {
                    StmtKind::Import(Vec::new())
                } else {
                    StmtKind::Import(self.name_list()?)
                }
            }
            "implicit" => self.implicit_statement()?,
            "parameter" => {
                self.pos += 1;
                self.expect(Punct::LParen)?;
                let mut defs = Vec::new();
                loop {
                    let n = self.name()?;
                    self.expect(Punct::Assign)?;
                    defs.push((n, self.expr()?));
                    if self.eat(Punct::RParen) {
                        break;
                    }
                    self.expect(Punct::Comma)?;
                }
                StmtKind::Parameter(defs)
            }
            "data" => self.data_statement()?,
            "common" => self.common_statement()?,
            "equivalence" => {
                self.pos += 1;
                let mut sets = Vec::new();
                loop {
                    self.expect(Punct::LParen)?;
                    let mut set = vec![self.designator()?];
                    while self.eat(Punct::Comma) {
                        set.push(self.designator()?);
                    }
                    self.expect(Punct::RParen)?;
                    sets.push(set);
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                StmtKind::Equivalence(sets)
            }
            "namelist" => {
                self.pos += 1;
                let mut groups = Vec::new();
                while self.eat(Punct::Slash) {
                    let g = self.name()?;
                    self.expect(Punct::Slash)?;
                    let mut members = vec![self.name()?];
                    while self.eat(Punct::Comma) {
                        if self.at(Punct::Slash) {
                            break;
                        }
                        members.push(self.name()?);
                    }
                    groups.push((g, members));
                }
                if groups.is_empty() {
                    return Err(self.expected("'/'"));
                }
                StmtKind::Namelist(groups)
            }
            _ => return Ok(None),
        };
        self.expect_end()?;
        Ok(Some(kind))
    }

    /// `dimension a(10)`, `allocatable :: a(:)`, `intent(in) :: x`, `save /blk/, x`, …
    fn attr_statement(&mut self) -> PResult<StmtKind> {
        // `dimension a(10)`: the array specifications come with the names.
        let is_dimension = self.at_word("dimension");
        let attr = if is_dimension {
            let lo = self.pos;
            self.pos += 1;
            let span = self.span_from(lo);
            crate::ast::Attr {
                kind: AttrKind::Dimension(crate::ast::ArraySpec {
                    dims: Vec::new(),
                    span,
                }),
                span,
            }
        } else {
            self.attr()?
        };
        self.eat(Punct::ColonColon);
        let mut entities = Vec::new();
        if self.at_end() {
            let save_like = matches!(attr.kind, AttrKind::Save);
            if !save_like {
                return Err(self.expected("a name"));
            }
            return Ok(StmtKind::AttrStmt { attr, entities });
        }
        loop {
            if self.eat(Punct::Slash) {
                let name = self.name()?;
                self.expect(Punct::Slash)?;
                entities.push(AttrEntity {
                    name,
                    array: None,
                    common: true,
                });
            } else {
                let name = self.name()?;
                let array = if self.at(Punct::LParen) {
                    Some(self.array_spec()?)
                } else {
                    None
                };
                entities.push(AttrEntity {
                    name,
                    array,
                    common: false,
                });
            }
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if is_dimension && entities.iter().any(|e| e.array.is_none()) {
            return Err(SyntaxError::new(
                attr.span,
                "every name in a DIMENSION statement needs an array specification",
            ));
        }
        Ok(StmtKind::AttrStmt { attr, entities })
    }

    fn access_statement(&mut self) -> PResult<StmtKind> {
        let public = self.eat_word("public");
        if !public {
            self.expect_word("private")?;
        }
        self.eat(Punct::ColonColon);
        let mut items = Vec::new();
        if !self.at_end() {
            loop {
                items.push(self.generic_spec()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        Ok(StmtKind::Access { public, items })
    }

    /// `use [[, nature] ::] name [, only: list | , rename-list]` (§14.2.2).
    fn use_statement(&mut self) -> PResult<UseStmt> {
        self.expect_word("use")?;
        let mut nature = None;
        if self.eat(Punct::Comma) {
            nature = Some(self.name()?);
            self.expect(Punct::ColonColon)?;
        } else {
            self.eat(Punct::ColonColon);
        }
        let module = self.name()?;
        let mut only = false;
        let mut items = Vec::new();
        if self.eat(Punct::Comma) {
            if self.at_word("only") && self.at_k(1, Punct::Colon) {
                self.pos += 2;
                only = true;
                if self.at_end() {
                    return Ok(UseStmt {
                        nature,
                        module,
                        only,
                        items,
                    });
                }
            }
            loop {
                let first = self.generic_spec()?;
                if self.eat(Punct::Arrow) {
                    let remote = self.generic_spec()?;
                    items.push(UseItem::Rename {
                        local: first,
                        remote,
                    });
                } else if only {
                    items.push(UseItem::Name(first));
                } else {
                    return Err(self.expected("'=>'"));
                }
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        Ok(UseStmt {
            nature,
            module,
            only,
            items,
        })
    }

    /// `implicit none [(type, external)]` or `implicit type (a-h, o-z), …` (§8.7).
    fn implicit_statement(&mut self) -> PResult<StmtKind> {
        self.expect_word("implicit")?;
        if self.eat_word("none") {
            let mut external = false;
            let mut type_ = false;
            if self.eat(Punct::LParen) {
                if !self.eat(Punct::RParen) {
                    loop {
                        if self.eat_word("external") {
                            external = true;
                        } else if self.eat_word("type") {
                            type_ = true;
                        } else {
                            return Err(self.expected("'type' or 'external'"));
                        }
                        if self.eat(Punct::RParen) {
                            break;
                        }
                        self.expect(Punct::Comma)?;
                    }
                }
            } else {
                type_ = true;
            }
            return Ok(StmtKind::ImplicitNone { external, type_ });
        }
        let mut specs = Vec::new();
        loop {
            let type_spec = self.implicit_type_spec()?;
            self.expect(Punct::LParen)?;
            let mut ranges = Vec::new();
            loop {
                let a = self.letter()?;
                let b = if self.eat(Punct::Minus) {
                    self.letter()?
                } else {
                    a
                };
                ranges.push((a, b));
                if self.eat(Punct::RParen) {
                    break;
                }
                self.expect(Punct::Comma)?;
            }
            specs.push(ImplicitSpec { type_spec, ranges });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        Ok(StmtKind::Implicit(specs))
    }

    /// In `implicit real(8) (a-h)` the first parentheses are a kind selector, while in
    /// `implicit real (a-h)` they are the letter list: a selector is followed by another `(`.
    fn implicit_type_spec(&mut self) -> PResult<crate::ast::TypeSpec> {
        let words = if self.at_keyword(&["double", "precision"])
            || self.at_keyword(&["double", "complex"])
        {
            // One token (`doubleprecision`) or two.
            if self.at_word("double") {
                2
            } else {
                1
            }
        } else {
            1
        };
        let k = self.pos + words;
        if self.toks.get(k).is_some_and(|t| t.is_punct(Punct::LParen)) {
            let after = self.matching_close(k).map_or(k, |c| c + 1);
            let selector = self
                .toks
                .get(after)
                .is_some_and(|t| t.is_punct(Punct::LParen));
            if !selector {
                // Parse the type words alone, so `(a-h)` is not taken as a selector.
                let all = self.toks;
                self.toks = &all[..k];
                let ts = self.type_spec();
                self.toks = all;
                return ts;
            }
        }
        self.type_spec()
    }

    fn letter(&mut self) -> PResult<char> {
        let n = self.name()?;
        let mut chars = n.key.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(SyntaxError::new(n.span, "expected a single letter")),
        }
    }

    /// `data objects /values/ [[,] objects /values/]…` (§8.6.7).
    fn data_statement(&mut self) -> PResult<StmtKind> {
        self.expect_word("data")?;
        let mut sets = Vec::new();
        loop {
            let mut objects = vec![self.data_object()?];
            while self.eat(Punct::Comma) {
                objects.push(self.data_object()?);
            }
            self.expect(Punct::Slash)?;
            let values = self.data_values()?;
            sets.push(DataSet { objects, values });
            self.eat(Punct::Comma);
            if self.at_end() {
                return Ok(StmtKind::Data(sets));
            }
        }
    }

    /// `common [/name/] a, b(10) [[,] /name/ c]…` (§8.10.2); `//` names blank common.
    fn common_statement(&mut self) -> PResult<StmtKind> {
        self.expect_word("common")?;
        let mut blocks = Vec::new();
        loop {
            let name = if self.eat(Punct::Concat) {
                None
            } else if self.eat(Punct::Slash) {
                if self.eat(Punct::Slash) {
                    None
                } else {
                    let n = self.name()?;
                    self.expect(Punct::Slash)?;
                    Some(n)
                }
            } else if blocks.is_empty() {
                None
            } else {
                return Err(self.expected("'/'"));
            };
            let mut objects = Vec::new();
            loop {
                let name = self.name()?;
                let array = if self.at(Punct::LParen) {
                    Some(self.array_spec()?)
                } else {
                    None
                };
                objects.push(AttrEntity {
                    name,
                    array,
                    common: false,
                });
                if !self.eat(Punct::Comma) || self.at(Punct::Slash) || self.at(Punct::Concat) {
                    break;
                }
            }
            blocks.push(CommonBlock { name, objects });
            if self.at_end() {
                return Ok(StmtKind::Common(blocks));
            }
        }
    }

    /// `generic [, access] :: name => binding, …` (§7.5.5): a binding statement with the
    /// attribute `generic` and one (name, binding) pair per specific binding, so that no new
    /// statement kind travels through the passes that ignore bindings. `operator(op)` and
    /// `assignment(=)` (§7.5.5 R751) are bindings of those names.
    pub fn generic_binding(&mut self) -> PResult<StmtKind> {
        let lo = self.here();
        self.expect_word("generic")?;
        let mut attrs = vec![Attr {
            kind: AttrKind::Other(Name::new("generic", lo)),
            span: lo,
        }];
        while self.eat(Punct::Comma) {
            attrs.push(self.attr()?);
        }
        self.expect(Punct::ColonColon)?;
        // `operator(op)` and `assignment(=)` are named by their scope key, as interface
        // blocks name them (`sema::interface::generic_key`).
        let n = match self.generic_spec()? {
            GenericSpec::Name(n) => n,
            GenericSpec::Operator(op, span) => Name::new(&format!("operator({op})"), span),
            GenericSpec::Assignment(span) => Name::new("assignment(=)", span),
        };
        self.expect(Punct::Arrow)?;
        let mut bindings = Vec::new();
        loop {
            bindings.push((n.clone(), Some(self.name()?)));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_end()?;
        Ok(StmtKind::Procedure(ProcedureStmt {
            interface: None,
            attrs,
            bindings,
        }))
    }

    /// `final [::] name, …` (§7.5.6.1): a binding statement with the attribute `final`, which
    /// sema reports (finalization is not supported).
    pub fn final_binding(&mut self) -> PResult<StmtKind> {
        let lo = self.here();
        self.expect_word("final")?;
        self.eat(Punct::ColonColon);
        let mut bindings = Vec::new();
        loop {
            bindings.push((self.name()?, None));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_end()?;
        Ok(StmtKind::Procedure(ProcedureStmt {
            interface: None,
            attrs: vec![Attr {
                kind: AttrKind::Other(Name::new("final", lo)),
                span: lo,
            }],
            bindings,
        }))
    }

    /// `procedure [(interface)] [, attrs] [::] name [=> target], …` (§15.4.3.6, §7.5.5).
    pub fn procedure_stmt(&mut self) -> PResult<StmtKind> {
        self.expect_word("procedure")?;
        let interface = if self.eat(Punct::LParen) {
            let n = self.name()?;
            self.expect(Punct::RParen)?;
            Some(n)
        } else {
            None
        };
        let mut attrs = Vec::new();
        while self.eat(Punct::Comma) {
            attrs.push(self.attr()?);
        }
        self.eat(Punct::ColonColon);
        let mut bindings: Vec<(Name, Option<Name>)> = Vec::new();
        loop {
            let n = self.name()?;
            let target = if self.eat(Punct::Arrow) {
                let t = self.name()?;
                // `=> null()` (§7.5.4.6, §15.4.3.6): the parentheses of NULL.
                if self.eat(Punct::LParen) {
                    self.expect(Punct::RParen)?;
                }
                Some(t)
            } else {
                None
            };
            bindings.push((n, target));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect_end()?;
        Ok(StmtKind::Procedure(ProcedureStmt {
            interface,
            attrs,
            bindings,
        }))
    }
}
