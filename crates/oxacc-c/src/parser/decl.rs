//! Declarations (C17 §6.7): specifiers, the full declarator grammar (§6.7.6), struct/union/enum
//! specifiers (§6.7.2.1–2), type names (§6.7.7), initializers (§6.7.9), function definitions
//! (§6.9.1) and the GNU attribute and asm-label syntax.

use smol_str::SmolStr;

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::token::TokenKind as K;
use crate::types::TypeId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DeclContext {
    File,
    Block,
    Param,
    Field,
    TypeName,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DeclaratorMode {
    /// A name is required (object and function declarations).
    Named,
    /// No name (type names).
    Abstract,
    /// Either (parameters).
    Either,
}

fn attr_name(raw: &str) -> SmolStr {
    let s = raw
        .strip_prefix("__")
        .and_then(|s| s.strip_suffix("__"))
        .unwrap_or(raw);
    SmolStr::new(s)
}

impl Parser<'_> {
    /// True when token `n` ahead can start declaration specifiers.
    pub(crate) fn is_decl_spec_start(&self, n: usize) -> bool {
        match self.kind_at(n) {
            K::Typedef
            | K::Extern
            | K::Static
            | K::Auto
            | K::Register
            | K::ThreadLocal
            | K::Inline
            | K::Noreturn
            | K::Const
            | K::Volatile
            | K::Restrict
            | K::Atomic
            | K::Void
            | K::Char
            | K::Short
            | K::Int
            | K::Long
            | K::Float
            | K::Double
            | K::Signed
            | K::Unsigned
            | K::Bool
            | K::Complex
            | K::Imaginary
            | K::Int128
            | K::FloatN
            | K::Decimal
            | K::Struct
            | K::Union
            | K::Enum
            | K::Typeof
            | K::Alignas
            | K::Attribute
            | K::AutoType => true,
            K::Extension => self.is_decl_spec_start(n + 1),
            K::Ident => self.is_typedef_name(&self.peek_at(n).text),
            _ => false,
        }
    }

    /// True when the current position starts a declaration in a block (§6.8.2), including
    /// the "unknown type name" case `foo x;` where `foo` names nothing.
    pub(crate) fn starts_declaration(&self) -> bool {
        if self.is_decl_spec_start(0) {
            // `T:` is a label even when T is a typedef name.
            return !(self.at(K::Ident) && self.kind_at(1) == K::Colon);
        }
        self.at(K::Ident)
            && self.lookup_name(&self.peek().text).is_none()
            && matches!(self.kind_at(1), K::Ident)
    }

    /// Parses one declaration or function definition and appends it to `items`.
    pub(crate) fn parse_declaration(&mut self, items: &mut Vec<BlockItem>, ctx: DeclContext) {
        let start = self.span();
        let specs = self.parse_decl_specs(ctx);
        let is_typedef = self.ast[specs].storage == Some(StorageClass::Typedef);
        if self.eat(K::Semi) {
            items.push(BlockItem::Decl(DeclGroup {
                specs,
                decls: Vec::new(),
                span: start.to(self.prev_span()),
            }));
            return;
        }
        let mut decls = Vec::new();
        loop {
            let Ok(declarator) = self.parse_declarator(DeclaratorMode::Named) else {
                self.recover_to_semi();
                break;
            };
            let is_fn = matches!(declarator.derived.first(), Some(Derived::Function { .. }));
            let knr = matches!(
                declarator.derived.first(),
                Some(Derived::Function {
                    style: FnStyle::IdentifierList,
                    ..
                })
            );
            if is_fn
                && decls.is_empty()
                && ctx == DeclContext::File
                && (self.at(K::LBrace) || (knr && self.is_decl_spec_start(0)))
            {
                let id = self.parse_function_definition(specs, declarator, start);
                items.push(BlockItem::Decl(DeclGroup {
                    specs,
                    decls: vec![id],
                    span: start.to(self.prev_span()),
                }));
                return;
            }
            if let Some(name) = &declarator.name {
                self.declare_name(&name.clone(), is_typedef);
            }
            let mut init = None;
            if self.eat(K::Eq) {
                init = Some(self.parse_initializer());
            }
            let span = declarator.span.to(self.prev_span());
            let kind = if is_typedef {
                DeclKind::Typedef
            } else {
                DeclKind::Ordinary
            };
            decls.push(self.new_decl(kind, specs, declarator, init, span));
            if !self.eat(K::Comma) {
                if self.at(K::LBrace) && is_fn {
                    self.error_here("function definition is not allowed here");
                    self.skip_until(&[K::RBrace]);
                    self.eat(K::RBrace);
                    break;
                }
                if self.expect_semi("at end of declaration").is_err() {
                    self.recover_to_semi();
                }
                break;
            }
        }
        items.push(BlockItem::Decl(DeclGroup {
            specs,
            decls,
            span: start.to(self.prev_span()),
        }));
    }

    pub(crate) fn new_decl(
        &mut self,
        kind: DeclKind,
        specs: SpecsId,
        declarator: Declarator,
        init: Option<InitId>,
        span: Span,
    ) -> DeclId {
        self.ast.add_decl(Decl {
            kind,
            specs,
            declarator,
            init,
            width_or_value: None,
            body: None,
            knr_params: Vec::new(),
            span,
            ty: TypeId::ERROR,
            linkage: Linkage::None,
            storage: StorageDuration::None,
            previous: None,
            const_value: None,
        })
    }

    fn parse_function_definition(
        &mut self,
        specs: SpecsId,
        declarator: Declarator,
        start: Span,
    ) -> DeclId {
        self.push_scope();
        let params: Vec<DeclId> = match declarator.derived.first() {
            Some(Derived::Function { params, .. }) => params.clone(),
            _ => Vec::new(),
        };
        for &p in &params {
            if let Some(name) = self.ast[p].declarator.name.clone() {
                self.declare_name(&name, false);
            }
        }
        // K&R parameter declarations (§6.9.1p6).
        let mut knr = Vec::new();
        while self.is_decl_spec_start(0) {
            let mut items = Vec::new();
            self.parse_declaration(&mut items, DeclContext::Block);
            for item in items {
                if let BlockItem::Decl(g) = item {
                    for &d in &g.decls {
                        self.ast[d].kind = DeclKind::Param;
                    }
                    knr.push(g);
                }
            }
        }
        let span = start.to(declarator.span);
        let id = self.new_decl(DeclKind::Ordinary, specs, declarator, None, span);
        self.ast[id].knr_params = knr;
        let body = self.parse_compound_stmt(false);
        self.ast[id].body = Some(body);
        self.ast[id].span = start.to(self.prev_span());
        self.pop_scope();
        id
    }

    // ---- declaration specifiers (§6.7.1–§6.7.5) ----

    pub(crate) fn parse_decl_specs(&mut self, ctx: DeclContext) -> SpecsId {
        let start = self.span();
        let mut s = DeclSpecs::empty(start);
        let mut basic = BasicSpec::default();
        let mut has_basic = false;
        loop {
            let tok = self.peek().clone();
            let storage = match tok.kind {
                K::Typedef => Some(StorageClass::Typedef),
                K::Extern => Some(StorageClass::Extern),
                K::Static => Some(StorageClass::Static),
                K::Auto => Some(StorageClass::Auto),
                K::Register => Some(StorageClass::Register),
                _ => None,
            };
            if let Some(sc) = storage {
                self.bump();
                if ctx == DeclContext::Field || ctx == DeclContext::TypeName {
                    self.error_at(
                        tok.span,
                        "type name does not allow storage class to be specified",
                    );
                } else if ctx == DeclContext::Param && sc != StorageClass::Register {
                    self.error_at(
                        tok.span,
                        "invalid storage class specifier in function declarator",
                    );
                } else if s.storage.is_some() {
                    self.error_at(
                        tok.span,
                        format!(
                            "cannot combine with previous '{}' declaration specifier",
                            storage_name(s.storage)
                        ),
                    );
                } else {
                    s.storage = Some(sc);
                }
                continue;
            }
            match tok.kind {
                K::ThreadLocal => s.thread_local = true,
                K::Inline => s.inline = true,
                K::Noreturn => s.noreturn = true,
                K::Const => s.quals.is_const = true,
                K::Volatile => s.quals.is_volatile = true,
                K::Restrict => s.quals.is_restrict = true,
                K::Extension => {}
                K::Atomic if self.kind_at(1) == K::LParen => {
                    self.bump();
                    let open = self.bump().span;
                    let tn = self.parse_type_name();
                    let _ = self.expect_closing(K::RParen, open);
                    self.set_type_spec(&mut s, TypeSpec::Atomic(tn), has_basic, tok.span);
                    continue;
                }
                K::Atomic => s.quals.is_atomic = true,
                K::Attribute => {
                    self.parse_attributes(&mut s.attrs);
                    continue;
                }
                K::Alignas => {
                    self.bump();
                    if let Ok(open) = self.expect(K::LParen) {
                        if self.is_decl_spec_start(0) {
                            let tn = self.parse_type_name();
                            s.align.push(AlignSpec::Type(tn));
                        } else {
                            let e = self.parse_conditional_expr();
                            s.align.push(AlignSpec::Expr(e));
                        }
                        let _ = self.expect_closing(K::RParen, open);
                    }
                    continue;
                }
                K::Void
                | K::Bool
                | K::Char
                | K::Short
                | K::Int
                | K::Long
                | K::Float
                | K::Double
                | K::Signed
                | K::Unsigned
                | K::Complex
                | K::Imaginary
                | K::Int128
                | K::FloatN
                | K::Decimal => {
                    if !matches!(s.ty, TypeSpec::None | TypeSpec::Basic(_)) {
                        self.error_at(
                            tok.span,
                            "cannot combine with previous declaration specifier",
                        );
                    } else if let Err(prev) = add_basic(&mut basic, &tok) {
                        self.error_at(
                            tok.span,
                            format!("cannot combine with previous '{prev}' declaration specifier"),
                        );
                    } else {
                        has_basic = true;
                        s.ty = TypeSpec::Basic(basic);
                    }
                }
                K::Struct | K::Union => {
                    let r = self.parse_record_spec();
                    self.set_type_spec(&mut s, TypeSpec::Record(r), has_basic, tok.span);
                    continue;
                }
                K::Enum => {
                    let e = self.parse_enum_spec();
                    self.set_type_spec(&mut s, TypeSpec::Enum(e), has_basic, tok.span);
                    continue;
                }
                K::Typeof => {
                    self.bump();
                    let Ok(open) = self.expect(K::LParen) else {
                        continue;
                    };
                    let spec = if self.is_decl_spec_start(0) {
                        TypeSpec::TypeofType(self.parse_type_name())
                    } else {
                        TypeSpec::TypeofExpr(self.parse_expr())
                    };
                    let _ = self.expect_closing(K::RParen, open);
                    self.set_type_spec(&mut s, spec, has_basic, tok.span);
                    continue;
                }
                K::AutoType => {
                    self.bump();
                    self.set_type_spec(&mut s, TypeSpec::AutoType, has_basic, tok.span);
                    continue;
                }
                K::Ident if matches!(s.ty, TypeSpec::None) && !has_basic => {
                    if self.is_typedef_name(&tok.text) {
                        let spec = if tok.text == "__builtin_va_list" {
                            TypeSpec::VaList
                        } else {
                            TypeSpec::Typedef(tok.text.clone(), tok.span)
                        };
                        s.ty = spec;
                    } else if self.looks_like_unknown_type(ctx) {
                        // clang's wording differs by context: in a block the name is first
                        // taken for an expression.
                        let msg = if ctx == DeclContext::Block {
                            format!("use of undeclared identifier '{}'", tok.text)
                        } else {
                            format!("unknown type name '{}'", tok.text)
                        };
                        self.error_at(tok.span, msg);
                        s.ty = TypeSpec::Invalid;
                    } else {
                        break;
                    }
                }
                _ => break,
            }
            self.bump();
        }
        s.span = start.to(self.prev_span());
        if matches!(s.ty, TypeSpec::None)
            && s.storage.is_none()
            && s.quals.is_empty()
            && !s.inline
            && !s.noreturn
            && !s.thread_local
            && s.attrs.is_empty()
            && ctx != DeclContext::File
        {
            // Nothing at all: the caller asked for specifiers where there are none.
            self.error_here("expected a type");
            s.ty = TypeSpec::Invalid;
        }
        self.ast.add_specs(s)
    }

    /// `foo x`, `foo *x;` or `foo)` in a parameter list, where `foo` names nothing: clang says
    /// "unknown type name 'foo'" and so do we.
    fn looks_like_unknown_type(&self, ctx: DeclContext) -> bool {
        if self.lookup_name(&self.peek().text).is_some() {
            return false;
        }
        match self.kind_at(1) {
            K::Ident => true,
            K::Star => ctx != DeclContext::Block,
            K::RParen | K::Comma => ctx == DeclContext::Param || ctx == DeclContext::TypeName,
            _ => false,
        }
    }

    fn set_type_spec(&mut self, s: &mut DeclSpecs, spec: TypeSpec, has_basic: bool, span: Span) {
        if has_basic || !matches!(s.ty, TypeSpec::None) {
            self.error_at(span, "cannot combine with previous declaration specifier");
        } else {
            s.ty = spec;
        }
    }

    /// `__attribute__((a, b(args), …))`, possibly repeated.
    pub(crate) fn parse_attributes(&mut self, out: &mut Vec<Attribute>) {
        while self.at(K::Attribute) {
            self.bump();
            let Ok(open1) = self.expect(K::LParen) else {
                return;
            };
            let Ok(open2) = self.expect(K::LParen) else {
                self.skip_until(&[K::RParen]);
                self.eat(K::RParen);
                return;
            };
            loop {
                if self.at(K::RParen) {
                    break;
                }
                if self.eat(K::Comma) {
                    continue;
                }
                let t = self.peek().clone();
                if t.text.is_empty()
                    || !t
                        .text
                        .chars()
                        .next()
                        .is_some_and(|c| c.is_alphabetic() || c == '_')
                {
                    self.error_here("expected identifier");
                    self.skip_until(&[K::RParen]);
                    break;
                }
                self.bump();
                let mut args = Vec::new();
                if self.at(K::LParen) {
                    let open = self.bump().span;
                    while !self.at(K::RParen) && !self.at(K::Eof) {
                        args.push(self.parse_assignment_expr());
                        if !self.eat(K::Comma) {
                            break;
                        }
                    }
                    if self.expect_closing(K::RParen, open).is_err() {
                        self.skip_until(&[K::RParen]);
                        self.eat(K::RParen);
                    }
                }
                out.push(Attribute {
                    name: attr_name(&t.text),
                    args,
                    span: t.span.to(self.prev_span()),
                });
            }
            let _ = self.expect_closing(K::RParen, open2);
            let _ = self.expect_closing(K::RParen, open1);
        }
    }

    // ---- struct, union, enum (§6.7.2.1, §6.7.2.2) ----

    fn parse_record_spec(&mut self) -> RecordId {
        let kw = self.bump();
        if !self.enter_nesting() {
            let span = kw.span;
            let kind = if kw.kind == K::Struct {
                RecordKind::Struct
            } else {
                RecordKind::Union
            };
            return self.ast.add_record(RecordSpec {
                kind,
                tag: None,
                fields: None,
                static_asserts: Vec::new(),
                attrs: Vec::new(),
                span,
                ty: TypeId::ERROR,
            });
        }
        let r = self.parse_record_spec_inner(kw);
        self.leave_nesting();
        r
    }

    fn parse_record_spec_inner(&mut self, kw: crate::token::Token) -> RecordId {
        let kind = if kw.kind == K::Struct {
            RecordKind::Struct
        } else {
            RecordKind::Union
        };
        let mut attrs = Vec::new();
        self.parse_attributes(&mut attrs);
        let mut tag = None;
        if self.at(K::Ident) {
            let t = self.bump();
            tag = Some((t.text, t.span));
        }
        let mut fields = None;
        let mut static_asserts = Vec::new();
        if self.at(K::LBrace) {
            let open = self.bump().span;
            let mut list = Vec::new();
            while !self.at(K::RBrace) && !self.at(K::Eof) {
                match self.kind() {
                    K::Semi => {
                        self.bump();
                    }
                    K::StaticAssert => {
                        if let Some(BlockItem::StaticAssert {
                            cond,
                            message,
                            span,
                        }) = self.parse_static_assert()
                        {
                            static_asserts.push((cond, message, span));
                        }
                    }
                    K::PragmaBegin => {
                        // A directive inside a member list applies to nothing we model; keep
                        // it in the arena so that it is not lost.
                        self.parse_directive();
                    }
                    _ => {
                        let before = self.pos;
                        self.parse_field_decl(&mut list);
                        if self.pos == before {
                            // A stray `)` or `]`: drop it so that the loop makes progress.
                            self.bump();
                        }
                    }
                }
            }
            let _ = self.expect_closing(K::RBrace, open);
            fields = Some(list);
            self.parse_attributes(&mut attrs);
        } else if tag.is_none() {
            self.error_here(format!(
                "declaration of anonymous {} must be a definition",
                kw.text
            ));
        }
        let span = kw.span.to(self.prev_span());
        self.ast.add_record(RecordSpec {
            kind,
            tag,
            fields,
            static_asserts,
            attrs,
            span,
            ty: TypeId::ERROR,
        })
    }

    fn parse_field_decl(&mut self, list: &mut Vec<DeclId>) {
        let start = self.span();
        let unknown_type_name = self.at(K::Ident) && self.kind_at(1) == K::Ident;
        if !(self.is_decl_spec_start(0) || unknown_type_name) {
            self.error_here("type name requires a specifier or qualifier");
            self.recover_to_semi();
            return;
        }
        let specs = self.parse_decl_specs(DeclContext::Field);
        if self.at(K::Semi) {
            // An anonymous struct/union member (§6.7.2.1p13) or a useless declaration.
            self.bump();
            let declarator = empty_declarator(self.prev_span());
            let d = self.new_decl(
                DeclKind::Field,
                specs,
                declarator,
                None,
                start.to(self.prev_span()),
            );
            list.push(d);
            return;
        }
        loop {
            let declarator = if self.at(K::Colon) {
                empty_declarator(self.span())
            } else {
                match self.parse_declarator(DeclaratorMode::Named) {
                    Ok(d) => d,
                    Err(Reported) => {
                        self.recover_to_semi();
                        return;
                    }
                }
            };
            let width = if self.eat(K::Colon) {
                Some(self.parse_conditional_expr())
            } else {
                None
            };
            let mut declarator = declarator;
            self.parse_attributes(&mut declarator.attrs);
            let span = declarator.span.to(self.prev_span());
            let d = self.new_decl(DeclKind::Field, specs, declarator, None, span);
            self.ast[d].width_or_value = width;
            list.push(d);
            if !self.eat(K::Comma) {
                break;
            }
        }
        if self.expect_semi("at end of declaration list").is_err() {
            self.recover_to_semi();
        }
    }

    fn parse_enum_spec(&mut self) -> EnumId {
        let kw = self.bump();
        let mut attrs = Vec::new();
        self.parse_attributes(&mut attrs);
        let mut tag = None;
        if self.at(K::Ident) {
            let t = self.bump();
            tag = Some((t.text, t.span));
        }
        let mut enumerators = None;
        if self.at(K::LBrace) {
            let open = self.bump().span;
            let mut list = Vec::new();
            // Enumerators carry the same (empty) specifier list; sema gives them type `int`.
            let specs = self.ast.add_specs(DeclSpecs::empty(kw.span));
            while !self.at(K::RBrace) && !self.at(K::Eof) {
                if !self.at(K::Ident) {
                    self.error_here("expected identifier");
                    self.skip_until(&[K::RBrace]);
                    break;
                }
                let t = self.bump();
                let mut declarator = empty_declarator(t.span);
                declarator.name = Some(t.text.clone());
                self.parse_attributes(&mut declarator.attrs);
                let value = if self.eat(K::Eq) {
                    Some(self.parse_conditional_expr())
                } else {
                    None
                };
                let d = self.new_decl(
                    DeclKind::EnumConstant,
                    specs,
                    declarator,
                    None,
                    t.span.to(self.prev_span()),
                );
                self.ast[d].width_or_value = value;
                self.declare_name(&t.text, false);
                list.push(d);
                if !self.eat(K::Comma) {
                    break;
                }
            }
            if self.expect_closing(K::RBrace, open).is_err() {
                self.skip_until(&[K::RBrace]);
                self.eat(K::RBrace);
            }
            enumerators = Some(list);
            self.parse_attributes(&mut attrs);
        } else if tag.is_none() {
            self.error_here("expected identifier or '{'");
        }
        let span = kw.span.to(self.prev_span());
        self.ast.add_enum(EnumSpec {
            tag,
            enumerators,
            attrs,
            span,
            ty: TypeId::ERROR,
        })
    }

    // ---- declarators (§6.7.6) ----

    pub(crate) fn parse_declarator(&mut self, mode: DeclaratorMode) -> PResult<Declarator> {
        if !self.enter_nesting() {
            return Err(Reported);
        }
        let d = self.parse_declarator_inner(mode);
        self.leave_nesting();
        d
    }

    fn parse_declarator_inner(&mut self, mode: DeclaratorMode) -> PResult<Declarator> {
        let start = self.span();
        let mut d = empty_declarator(Span {
            hi: start.lo,
            ..start
        });
        self.parse_declarator_into(&mut d, mode)?;
        // GNU: asm label and attributes after the declarator.
        loop {
            if self.at(K::Asm) {
                self.bump();
                if let Ok(open) = self.expect(K::LParen) {
                    let mut pieces = Vec::new();
                    while self.at(K::StringLit) {
                        pieces.push(self.bump().text);
                    }
                    if let Ok(s) = crate::literal::parse_strings(pieces.iter().map(|p| p.as_str()))
                    {
                        d.asm_label = Some(
                            s.units
                                .iter()
                                .filter_map(|&u| char::from_u32(u))
                                .collect::<String>()
                                .into(),
                        );
                    }
                    self.expect_closing(K::RParen, open)?;
                }
            } else if self.at(K::Attribute) {
                let mut attrs = std::mem::take(&mut d.attrs);
                self.parse_attributes(&mut attrs);
                d.attrs = attrs;
            } else {
                break;
            }
        }
        d.span = if self.pos > 0 && self.prev_span().lo >= start.lo {
            start.to(self.prev_span())
        } else {
            start
        };
        Ok(d)
    }

    fn parse_declarator_into(&mut self, d: &mut Declarator, mode: DeclaratorMode) -> PResult<()> {
        let mut pointers = Vec::new();
        while self.at(K::Star) {
            let span = self.bump().span;
            let mut quals = Qualifiers::NONE;
            let mut attrs = Vec::new();
            loop {
                match self.kind() {
                    K::Const => quals.is_const = true,
                    K::Volatile => quals.is_volatile = true,
                    K::Restrict => quals.is_restrict = true,
                    K::Atomic => quals.is_atomic = true,
                    K::Attribute => {
                        self.parse_attributes(&mut attrs);
                        continue;
                    }
                    _ => break,
                }
                self.bump();
            }
            pointers.push(Derived::Pointer { quals, attrs, span });
        }
        if self.at(K::Attribute) {
            let mut attrs = std::mem::take(&mut d.attrs);
            self.parse_attributes(&mut attrs);
            d.attrs = attrs;
        }
        // Direct declarator.
        if self.at(K::Ident) && mode != DeclaratorMode::Abstract {
            let t = self.bump();
            d.name = Some(t.text);
            d.name_span = t.span;
        } else if self.at(K::LParen) && self.paren_starts_declarator(mode) {
            let open = self.bump().span;
            if !self.enter_nesting() {
                return Err(Reported);
            }
            let inner = self.parse_declarator_into(d, mode);
            self.leave_nesting();
            inner?;
            self.expect_closing(K::RParen, open)?;
        } else if mode == DeclaratorMode::Named {
            self.error_here("expected identifier or '('");
            return Err(Reported);
        }
        // Suffixes: arrays and functions.
        loop {
            if self.at(K::LBracket) {
                let open = self.bump().span;
                let mut quals = Qualifiers::NONE;
                let mut is_static = false;
                loop {
                    match self.kind() {
                        K::Static => is_static = true,
                        K::Const => quals.is_const = true,
                        K::Volatile => quals.is_volatile = true,
                        K::Restrict => quals.is_restrict = true,
                        K::Atomic => quals.is_atomic = true,
                        _ => break,
                    }
                    self.bump();
                }
                let size = if self.at(K::RBracket) {
                    ArraySize::Unspecified
                } else if self.at(K::Star) && self.kind_at(1) == K::RBracket {
                    self.bump();
                    ArraySize::Star
                } else {
                    ArraySize::Expr(self.parse_assignment_expr())
                };
                if self.expect_closing(K::RBracket, open).is_err() {
                    self.skip_until(&[K::RBracket, K::Semi]);
                    self.eat(K::RBracket);
                }
                d.derived.push(Derived::Array {
                    size,
                    quals,
                    is_static,
                    span: open.to(self.prev_span()),
                });
            } else if self.at(K::LParen) {
                let f = self.parse_function_suffix()?;
                d.derived.push(f);
            } else {
                break;
            }
        }
        d.derived.extend(pointers.into_iter().rev());
        Ok(())
    }

    /// After a `(` in a declarator: does it open a nested declarator (`(*p)`) rather than a
    /// parameter list?
    fn paren_starts_declarator(&self, mode: DeclaratorMode) -> bool {
        match self.kind_at(1) {
            K::Star | K::Caret => true,
            K::LParen | K::LBracket => true,
            K::Attribute => true,
            K::Ident => {
                mode != DeclaratorMode::Abstract && !self.is_typedef_name(&self.peek_at(1).text)
            }
            _ => false,
        }
    }

    fn parse_function_suffix(&mut self) -> PResult<Derived> {
        let open = self.bump().span;
        self.push_scope();
        let result = self.parse_params(open);
        self.pop_scope();
        result
    }

    fn parse_params(&mut self, open: Span) -> PResult<Derived> {
        let mut params = Vec::new();
        if self.eat(K::RParen) {
            return Ok(Derived::Function {
                params,
                variadic: false,
                style: FnStyle::Unspecified,
                span: open.to(self.prev_span()),
            });
        }
        if self.at(K::Void) && self.kind_at(1) == K::RParen {
            self.bump();
            self.bump();
            return Ok(Derived::Function {
                params,
                variadic: false,
                style: FnStyle::Prototype,
                span: open.to(self.prev_span()),
            });
        }
        // An identifier list (K&R): identifiers that name nothing, or shadow nothing typedef.
        if self.at(K::Ident)
            && !self.is_typedef_name(&self.peek().text)
            && matches!(self.kind_at(1), K::Comma | K::RParen)
        {
            let specs = self.ast.add_specs(DeclSpecs::empty(open));
            loop {
                if !self.at(K::Ident) {
                    self.error_here("expected identifier");
                    self.skip_until(&[K::RParen]);
                    break;
                }
                let t = self.bump();
                let mut d = empty_declarator(t.span);
                d.name = Some(t.text);
                d.name_span = t.span;
                params.push(self.new_decl(DeclKind::Param, specs, d, None, t.span));
                if !self.eat(K::Comma) {
                    break;
                }
            }
            self.expect_closing(K::RParen, open)?;
            return Ok(Derived::Function {
                params,
                variadic: false,
                style: FnStyle::IdentifierList,
                span: open.to(self.prev_span()),
            });
        }
        let mut variadic = false;
        loop {
            if self.eat(K::Ellipsis) {
                variadic = true;
                if params.is_empty() {
                    self.error_at(
                        self.prev_span(),
                        "ISO C requires a named parameter before '...'",
                    );
                }
                break;
            }
            let start = self.span();
            let unknown_type_name = self.at(K::Ident)
                && matches!(self.kind_at(1), K::Ident | K::Star | K::Comma | K::RParen);
            if !(self.is_decl_spec_start(0) || unknown_type_name) {
                self.error_here("expected parameter declarator");
                self.skip_until(&[K::RParen]);
                break;
            }
            let specs = self.parse_decl_specs(DeclContext::Param);
            let declarator = match self.parse_declarator(DeclaratorMode::Either) {
                Ok(d) => d,
                Err(Reported) => {
                    self.skip_until(&[K::RParen]);
                    break;
                }
            };
            if let Some(name) = &declarator.name {
                self.declare_name(&name.clone(), false);
            }
            let span = start.to(self.prev_span());
            params.push(self.new_decl(DeclKind::Param, specs, declarator, None, span));
            if !self.eat(K::Comma) {
                break;
            }
        }
        if self.expect_closing(K::RParen, open).is_err() {
            self.skip_until(&[K::RParen]);
            self.eat(K::RParen);
        }
        Ok(Derived::Function {
            params,
            variadic,
            style: FnStyle::Prototype,
            span: open.to(self.prev_span()),
        })
    }

    /// A type name (§6.7.7): specifiers and an abstract declarator.
    pub(crate) fn parse_type_name(&mut self) -> TypeNameId {
        let start = self.span();
        let specs = self.parse_decl_specs(DeclContext::TypeName);
        let declarator = self
            .parse_declarator(DeclaratorMode::Abstract)
            .unwrap_or_else(|_| empty_declarator(start));
        let span = start.to(self.prev_span());
        self.ast.add_type_name(TypeName {
            specs,
            declarator,
            span,
            ty: TypeId::ERROR,
        })
    }

    // ---- initializers (§6.7.9) ----

    pub(crate) fn parse_initializer(&mut self) -> InitId {
        if !self.enter_nesting() {
            let s = self.span();
            let e = self.ast.add_expr(Expr::new(ExprKind::Error, s));
            return self.ast.add_init(Initializer {
                kind: InitKind::Expr(e),
                span: s,
                ty: TypeId::ERROR,
            });
        }
        let i = self.parse_initializer_inner();
        self.leave_nesting();
        i
    }

    fn parse_initializer_inner(&mut self) -> InitId {
        let start = self.span();
        if !self.at(K::LBrace) {
            let e = self.parse_assignment_expr();
            let span = self.ast[e].span;
            return self.ast.add_init(Initializer {
                kind: InitKind::Expr(e),
                span,
                ty: TypeId::ERROR,
            });
        }
        let open = self.bump().span;
        let mut items = Vec::new();
        while !self.at(K::RBrace) && !self.at(K::Eof) {
            let mut designators = Vec::new();
            // GNU old-style `field: value`.
            if self.at(K::Ident) && self.kind_at(1) == K::Colon {
                let t = self.bump();
                self.bump();
                designators.push(Designator::Field(t.text, t.span));
            }
            loop {
                if self.at(K::Dot) {
                    self.bump();
                    if self.at(K::Ident) {
                        let t = self.bump();
                        designators.push(Designator::Field(t.text, t.span));
                    } else {
                        self.error_here("expected a field designator, such as '.field = 4'");
                        break;
                    }
                } else if self.at(K::LBracket) {
                    let o = self.bump().span;
                    let lo = self.parse_conditional_expr();
                    if self.eat(K::Ellipsis) {
                        let hi = self.parse_conditional_expr();
                        designators.push(Designator::Range(lo, hi));
                    } else {
                        designators.push(Designator::Index(lo));
                    }
                    let _ = self.expect_closing(K::RBracket, o);
                } else {
                    break;
                }
            }
            if !designators.is_empty() && !self.eat(K::Eq) {
                // GNU allows `[i] value` without '='; clang warns. Accept silently.
            }
            let init = self.parse_initializer();
            items.push(InitItem {
                designators,
                init,
                path: Vec::new(),
            });
            if !self.eat(K::Comma) {
                break;
            }
        }
        if self.expect_closing(K::RBrace, open).is_err() {
            self.skip_until(&[K::RBrace]);
            self.eat(K::RBrace);
        }
        self.ast.add_init(Initializer {
            kind: InitKind::List(items),
            span: start.to(self.prev_span()),
            ty: TypeId::ERROR,
        })
    }
}

pub(crate) fn empty_declarator(span: Span) -> Declarator {
    Declarator {
        name: None,
        name_span: span,
        derived: Vec::new(),
        attrs: Vec::new(),
        asm_label: None,
        span,
    }
}

fn storage_name(s: Option<StorageClass>) -> &'static str {
    match s {
        Some(StorageClass::Typedef) => "typedef",
        Some(StorageClass::Extern) => "extern",
        Some(StorageClass::Static) => "static",
        Some(StorageClass::Auto) => "auto",
        Some(StorageClass::Register) => "register",
        None => "",
    }
}

/// Adds one basic type keyword, rejecting combinations no valid multiset of §6.7.2p2 contains.
/// Returns the earlier keyword it conflicts with.
fn add_basic(b: &mut BasicSpec, tok: &crate::token::Token) -> Result<(), &'static str> {
    let integerish = |b: &BasicSpec| b.char_ || b.short || b.int || b.long > 0 || b.int128;
    let floatish = |b: &BasicSpec| b.float || b.double || b.float_n.is_some();
    let prev = describe_basic(b);
    let conflict = match tok.kind {
        K::Void => *b != BasicSpec::default(),
        K::Bool => *b != BasicSpec::default(),
        K::Char => {
            b.void
                || b.bool_
                || b.char_
                || b.short
                || b.int
                || b.long > 0
                || floatish(b)
                || b.int128
        }
        K::Short => {
            b.void || b.bool_ || b.char_ || b.short || b.long > 0 || floatish(b) || b.int128
        }
        K::Int => b.void || b.bool_ || b.char_ || b.int || floatish(b) || b.int128,
        K::Long => {
            b.void
                || b.bool_
                || b.char_
                || b.short
                || b.long >= 2
                || b.float
                || b.float_n.is_some()
                || b.int128
                || (b.double && b.long >= 1)
        }
        K::Float => b.void || b.bool_ || integerish(b) || floatish(b) || b.signed || b.unsigned,
        K::Double => {
            b.void
                || b.bool_
                || b.char_
                || b.short
                || b.int
                || b.long > 1
                || floatish(b)
                || b.signed
                || b.unsigned
                || b.int128
        }
        K::Signed => b.void || b.bool_ || b.unsigned || b.signed || floatish(b),
        K::Unsigned => b.void || b.bool_ || b.signed || b.unsigned || floatish(b),
        K::Complex | K::Imaginary => b.void || b.bool_ || b.complex,
        K::Int128 => {
            b.void
                || b.bool_
                || b.char_
                || b.short
                || b.int
                || b.long > 0
                || floatish(b)
                || b.int128
        }
        K::FloatN | K::Decimal => {
            b.void || b.bool_ || integerish(b) || floatish(b) || b.signed || b.unsigned
        }
        _ => true,
    };
    if conflict {
        return Err(prev);
    }
    match tok.kind {
        K::Void => b.void = true,
        K::Bool => b.bool_ = true,
        K::Char => b.char_ = true,
        K::Short => b.short = true,
        K::Int => b.int = true,
        K::Long => b.long += 1,
        K::Float => b.float = true,
        K::Double => b.double = true,
        K::Signed => b.signed = true,
        K::Unsigned => b.unsigned = true,
        K::Complex | K::Imaginary => b.complex = true,
        K::Int128 => {
            b.int128 = true;
            if tok.text == "__int128_t" {
                b.signed = true;
            }
        }
        K::FloatN | K::Decimal => {
            b.float_n = Some(match tok.text.as_str() {
                "_Float16" | "__fp16" => FloatN::F16,
                "_Float32" => FloatN::F32,
                "_Float64" | "_Float32x" | "_Decimal64" | "_Decimal32" => FloatN::F64,
                "_Float64x" | "__float80" => FloatN::F64x,
                _ => FloatN::F128,
            })
        }
        _ => {}
    }
    Ok(())
}

fn describe_basic(b: &BasicSpec) -> &'static str {
    if b.void {
        "void"
    } else if b.bool_ {
        "_Bool"
    } else if b.char_ {
        "char"
    } else if b.short {
        "short"
    } else if b.long > 0 {
        "long"
    } else if b.int {
        "int"
    } else if b.float {
        "float"
    } else if b.double {
        "double"
    } else if b.int128 {
        "__int128"
    } else if b.float_n.is_some() {
        "_Float128"
    } else if b.signed {
        "signed"
    } else if b.unsigned {
        "unsigned"
    } else if b.complex {
        "_Complex"
    } else {
        ""
    }
}

use oxacc_source::Span;
