//! Type specifications, type declaration statements, attributes and array specifications
//! (Fortran 2018 §7.2-§7.4, §8.2-§8.5).

use super::cursor::PResult;
use super::Parser;
use crate::ast::{
    ArraySpec, Attr, AttrKind, Dim, EntityDecl, Expr, ExprKind, GenericSpec, Init, Intent, Name,
    TypeDecl, TypeKind, TypeParam, TypeParamValue, TypeSpec,
};
use crate::lexer::{Punct, TokenKind};

impl Parser<'_> {
    /// §7.3.2.1 declaration-type-spec, with the old `*n` length form.
    pub fn type_spec(&mut self) -> PResult<TypeSpec> {
        let lo = self.pos;
        let kind = if self.eat_keyword(&["double", "precision"]) {
            TypeKind::DoublePrecision
        } else if self.eat_keyword(&["double", "complex"]) {
            TypeKind::DoubleComplex
        } else if self.eat_word("integer") {
            TypeKind::Integer
        } else if self.eat_word("byte") {
            // `BYTE`, the common extension (gfortran, flang, ifx) for `INTEGER(1)`: no kind
            // or length may follow it.
            let span = self.span_from(lo);
            let one = Expr {
                id: self.ids.expr(),
                kind: ExprKind::Int {
                    digits: "1".into(),
                    kind: None,
                },
                span,
            };
            return Ok(TypeSpec {
                kind: TypeKind::Integer,
                params: vec![TypeParam {
                    keyword: None,
                    value: TypeParamValue::Expr(one),
                }],
                star: None,
                span,
            });
        } else if self.eat_word("real") {
            TypeKind::Real
        } else if self.eat_word("complex") {
            TypeKind::Complex
        } else if self.eat_word("logical") {
            TypeKind::Logical
        } else if self.eat_word("character") {
            TypeKind::Character
        } else if self.eat_word("type") {
            self.expect(Punct::LParen)?;
            let n = self.name()?;
            self.expect(Punct::RParen)?;
            TypeKind::Derived(n)
        } else if self.eat_word("class") {
            self.expect(Punct::LParen)?;
            let n = if self.eat(Punct::Star) {
                None
            } else {
                Some(self.name()?)
            };
            self.expect(Punct::RParen)?;
            TypeKind::Class(n)
        } else {
            return Err(self.expected("a type"));
        };
        let mut params = Vec::new();
        let mut star = None;
        let intrinsic = !matches!(kind, TypeKind::Derived(_) | TypeKind::Class(_));
        if intrinsic && self.at(Punct::LParen) {
            self.pos += 1;
            loop {
                let keyword = if self.at_name() && self.at_k(1, Punct::Assign) {
                    let n = self.name()?;
                    self.pos += 1;
                    Some(n)
                } else {
                    None
                };
                let value = self.type_param_value()?;
                params.push(TypeParam { keyword, value });
                if self.eat(Punct::RParen) {
                    break;
                }
                self.expect(Punct::Comma)?;
            }
        } else if intrinsic && self.eat(Punct::Star) {
            star = Some(self.star_length()?);
        }
        Ok(TypeSpec {
            kind,
            params,
            star,
            span: self.span_from(lo),
        })
    }

    /// `*`, `:` or an expression.
    fn type_param_value(&mut self) -> PResult<TypeParamValue> {
        if self.eat(Punct::Star) {
            Ok(TypeParamValue::Star)
        } else if self.eat(Punct::Colon) {
            Ok(TypeParamValue::Colon)
        } else {
            Ok(TypeParamValue::Expr(self.expr()?))
        }
    }

    /// After `*`: `8`, `(*)`, `(n+1)` (§7.4.4.2 char-length).
    fn star_length(&mut self) -> PResult<TypeParamValue> {
        if self.eat(Punct::LParen) {
            let v = self.type_param_value()?;
            self.expect(Punct::RParen)?;
            return Ok(v);
        }
        match self.peek().map(|t| &t.kind) {
            Some(TokenKind::Int(..)) => {
                let e = self.primary()?;
                Ok(TypeParamValue::Expr(e))
            }
            _ => Err(self.expected("a length after '*'")),
        }
    }

    /// §8.2 type-declaration-stmt: `type-spec [, attr]… [::] entity, …`.
    pub fn type_decl(&mut self) -> PResult<TypeDecl> {
        let type_spec = self.type_spec()?;
        let mut attrs = Vec::new();
        while self.eat(Punct::Comma) {
            attrs.push(self.attr()?);
        }
        let colons = self.eat(Punct::ColonColon);
        if !attrs.is_empty() && !colons {
            return Err(self.expected("'::' after the attributes"));
        }
        let mut entities = Vec::new();
        loop {
            entities.push(self.entity_decl()?);
            if self.at_end() {
                break;
            }
            self.expect(Punct::Comma)?;
        }
        Ok(TypeDecl {
            type_spec,
            attrs,
            entities,
        })
    }

    fn entity_decl(&mut self) -> PResult<EntityDecl> {
        let lo = self.pos;
        let name = self.name()?;
        let array = if self.at(Punct::LParen) {
            Some(self.array_spec()?)
        } else {
            None
        };
        let char_len = if self.eat(Punct::Star) {
            Some(self.star_length()?)
        } else {
            None
        };
        let init = if self.eat(Punct::Assign) {
            Some(Init::Expr(self.expr()?))
        } else if self.eat(Punct::Arrow) {
            Some(Init::Pointer(self.expr()?))
        } else if self.at(Punct::Slash) {
            self.pos += 1;
            let values = self.data_values()?;
            Some(Init::Data(values))
        } else {
            None
        };
        Ok(EntityDecl {
            name,
            array,
            char_len,
            init,
            span: self.span_from(lo),
        })
    }

    /// §8.5 attr-spec.
    pub fn attr(&mut self) -> PResult<Attr> {
        let lo = self.pos;
        let Some(word) = self
            .peek()
            .and_then(|t| t.name())
            .map(|n| n.to_ascii_lowercase())
        else {
            return Err(self.expected("an attribute"));
        };
        let kind = match word.as_str() {
            "dimension" => {
                self.pos += 1;
                AttrKind::Dimension(self.array_spec()?)
            }
            "intent" => {
                self.pos += 1;
                AttrKind::Intent(self.intent_spec()?)
            }
            "bind" => AttrKind::Bind(self.bind_c()?),
            _ => {
                let simple = match word.as_str() {
                    "allocatable" => AttrKind::Allocatable,
                    "pointer" => AttrKind::Pointer,
                    "target" => AttrKind::Target,
                    "parameter" => AttrKind::Parameter,
                    "optional" => AttrKind::Optional,
                    "save" => AttrKind::Save,
                    "external" => AttrKind::External,
                    "intrinsic" => AttrKind::Intrinsic,
                    "public" => AttrKind::Public,
                    "private" => AttrKind::Private,
                    "contiguous" => AttrKind::Contiguous,
                    "value" => AttrKind::Value,
                    "volatile" => AttrKind::Volatile,
                    "asynchronous" => AttrKind::Asynchronous,
                    "protected" => AttrKind::Protected,
                    "nopass" | "deferred" | "non_overridable" | "pass" => {
                        AttrKind::Other(Name::new(&word, self.here()))
                    }
                    _ => return Err(self.expected("an attribute")),
                };
                self.pos += 1;
                // `pass(x)` (§7.5.4.5) is kept as the name `pass(x)`: the binding's passed
                // object is dummy `x`.
                if word == "pass" && self.eat(Punct::LParen) {
                    let arg = self.name()?;
                    self.expect(Punct::RParen)?;
                    AttrKind::Other(Name::new(&format!("pass({})", arg.text), arg.span))
                } else {
                    simple
                }
            }
        };
        Ok(Attr {
            kind,
            span: self.span_from(lo),
        })
    }

    /// `(in)`, `(out)`, `(inout)`, `(in out)`.
    pub fn intent_spec(&mut self) -> PResult<Intent> {
        self.expect(Punct::LParen)?;
        let intent = if self.eat_keyword(&["in", "out"]) {
            Intent::InOut
        } else if self.eat_word("in") {
            Intent::In
        } else if self.eat_word("out") {
            Intent::Out
        } else {
            return Err(self.expected("'in', 'out' or 'inout'"));
        };
        self.expect(Punct::RParen)?;
        Ok(intent)
    }

    /// §8.5.8 array-spec in parentheses.
    pub fn array_spec(&mut self) -> PResult<ArraySpec> {
        let lo = self.pos;
        self.expect(Punct::LParen)?;
        let mut dims = Vec::new();
        loop {
            dims.push(self.dim()?);
            if self.eat(Punct::RParen) {
                break;
            }
            self.expect(Punct::Comma)?;
        }
        Ok(ArraySpec {
            dims,
            span: self.span_from(lo),
        })
    }

    fn dim_ends(&self) -> bool {
        self.at(Punct::Comma) || self.at(Punct::RParen)
    }

    fn dim(&mut self) -> PResult<Dim> {
        if self.at(Punct::Star)
            && self
                .peek_at(1)
                .is_some_and(|t| t.is_punct(Punct::Comma) || t.is_punct(Punct::RParen))
        {
            self.pos += 1;
            return Ok(Dim::AssumedSize { lower: None });
        }
        if self.eat(Punct::Colon) {
            if !self.dim_ends() {
                return Err(self.expected("',' or ')' after ':'"));
            }
            return Ok(Dim::Colon { lower: None });
        }
        let first = self.expr()?;
        if self.eat(Punct::Colon) {
            if self.dim_ends() {
                return Ok(Dim::Colon { lower: Some(first) });
            }
            if self.eat(Punct::Star) {
                return Ok(Dim::AssumedSize { lower: Some(first) });
            }
            let upper = self.expr()?;
            return Ok(Dim::Explicit {
                lower: Some(first),
                upper,
            });
        }
        Ok(Dim::Explicit {
            lower: None,
            upper: first,
        })
    }

    /// §15.4.3.2 generic-spec: `name`, `operator(op)`, `assignment(=)`.
    pub fn generic_spec(&mut self) -> PResult<GenericSpec> {
        if self.at_word("operator") && self.at_k(1, Punct::LParen) {
            let lo = self.pos;
            self.pos += 2;
            let op = match self.peek().map(|t| &t.kind) {
                Some(TokenKind::Punct(p)) if *p != Punct::RParen => p.spelling().into(),
                Some(TokenKind::DefinedOp(o)) => format!(".{o}.").into(),
                _ => return Err(self.expected("an operator")),
            };
            self.pos += 1;
            self.expect(Punct::RParen)?;
            return Ok(GenericSpec::Operator(op, self.span_from(lo)));
        }
        if self.at_word("assignment") && self.at_k(1, Punct::LParen) {
            let lo = self.pos;
            self.pos += 2;
            self.expect(Punct::Assign)?;
            self.expect(Punct::RParen)?;
            return Ok(GenericSpec::Assignment(self.span_from(lo)));
        }
        Ok(GenericSpec::Name(self.name()?))
    }

    /// `name {, name}` to the end of the statement.
    pub fn name_list(&mut self) -> PResult<Vec<Name>> {
        let mut names = vec![self.name()?];
        while self.eat(Punct::Comma) {
            names.push(self.name()?);
        }
        self.expect_end()?;
        Ok(names)
    }

    /// `name {, name} close`.
    pub fn name_list_until(&mut self, close: Punct) -> PResult<Vec<Name>> {
        let mut names = vec![self.name()?];
        while self.eat(Punct::Comma) {
            names.push(self.name()?);
        }
        self.expect(close)?;
        Ok(names)
    }

    /// A value in a DATA statement or old-style initialisation: `[repeat *] constant`, the
    /// constant possibly signed. No binary operators: `/` ends the list.
    pub fn data_value(&mut self) -> PResult<crate::ast::DataValue> {
        let first = self.signed_constant()?;
        if self.eat(Punct::Star) {
            let value = self.signed_constant()?;
            return Ok(crate::ast::DataValue {
                repeat: Some(first),
                value,
            });
        }
        Ok(crate::ast::DataValue {
            repeat: None,
            value: first,
        })
    }

    fn signed_constant(&mut self) -> PResult<Expr> {
        let lo = self.pos;
        let op = if self.eat(Punct::Minus) {
            Some(crate::ast::UnaryOp::Minus)
        } else if self.eat(Punct::Plus) {
            Some(crate::ast::UnaryOp::Plus)
        } else {
            None
        };
        let operand = self.primary()?;
        Ok(match op {
            Some(op) => {
                let span = self.span_from(lo);
                self.mk(
                    crate::ast::ExprKind::Unary {
                        op,
                        operand: Box::new(operand),
                    },
                    span,
                )
            }
            None => operand,
        })
    }

    /// The values of a DATA set after its opening `/`, through the closing `/`.
    pub fn data_values(&mut self) -> PResult<Vec<crate::ast::DataValue>> {
        let mut values = Vec::new();
        loop {
            values.push(self.data_value()?);
            if self.eat(Punct::Slash) {
                return Ok(values);
            }
            if !self.eat(Punct::Comma) {
                return Err(self.expected("',' or '/'"));
            }
        }
    }

    /// A DATA statement object: a designator or an implied DO of designators.
    pub fn data_object(&mut self) -> PResult<crate::ast::ListItem> {
        if self.at(Punct::LParen) {
            let saved = self.in_data;
            self.in_data = true;
            let d = self.implied_do();
            self.in_data = saved;
            return Ok(crate::ast::ListItem::ImpliedDo(Box::new(d?)));
        }
        Ok(crate::ast::ListItem::Expr(self.designator()?))
    }
}
