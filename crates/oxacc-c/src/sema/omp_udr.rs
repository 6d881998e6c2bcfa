//! User-defined reductions in C (OpenMP 4.5 §2.16): `#pragma omp declare reduction(id :
//! type-list : combiner) [initializer(…)]` declares, for each type of the list, a combiner
//! checked with `omp_out` and `omp_in` as variables of that type, and an initializer checked
//! with `omp_priv` and `omp_orig` (`omp_priv = expr`, `omp_priv = { … }`, or a call such as
//! `init(&omp_priv, &omp_orig)`). A `reduction(id: list)` clause then names the declaration
//! of each variable's type; lowering runs the semantics of the shared layer
//! (`oxacc_offload::omp_host::user_reduction`) with this C code.

use oxacc_directives::omp::{OmpClauseArgs, OmpClauseKind as CK, OmpDirective, OmpDirectiveArgs};
use oxacc_directives::TokRange;
use oxacc_source::Span;
use smol_str::SmolStr;

use super::Sema;
use crate::acc::AccVar;
use crate::ast::{Decl, DeclId, DeclKind, DeclSpecs, Declarator, Linkage, StorageDuration};
use crate::omp::{OmpUdr, OmpUdrInit};
use crate::token::{Token, TokenKind};
use crate::types::TypeId;

const SPEC: &str = "OpenMP 4.5";

/// The name a reduction identifier is declared and looked up by: the identifier, or the
/// operator's spelling (`+`, `max`).
pub(super) fn udr_key(toks: &[Token], r: TokRange) -> SmolStr {
    let s = (r.start as usize).min(toks.len());
    let e = (r.end as usize).clamp(s, toks.len());
    let text: String = toks[s..e].iter().map(|t| t.text.as_str()).collect();
    SmolStr::new(text)
}

impl Sema<'_> {
    /// `declare reduction(id : types : combiner) [initializer(…)]` (§2.16), at file or block
    /// scope.
    pub(super) fn omp_declare_reduction(&mut self, d: &OmpDirective, toks: &[Token], whole: Span) {
        let OmpDirectiveArgs::DeclareReduction {
            id_range,
            types,
            combiner,
            ..
        } = &d.args
        else {
            return;
        };
        let name = udr_key(toks, *id_range);
        let init_range = d.clauses.iter().find_map(|c| match (&c.args, c.kind) {
            (OmpClauseArgs::Expr(r), CK::Initializer) => Some(*r),
            _ => None,
        });
        for &tr in types {
            let at = super::omp::range_span(toks, tr, whole);
            let ty = self.omp_type_name(Self::omp_toks(toks, tr), at);
            if self.types.is_error(ty) {
                continue;
            }
            let ty = self.types.unqualified(ty);
            if self.types.is_array(ty) || self.types.is_function(ty) {
                self.omp_error_note(
                    at,
                    format!(
                        "'{}' is not a valid type for OpenMP 'declare reduction'",
                        self.ty_str(ty)
                    ),
                    format!(
                        "{SPEC} §2.16: a type in the type list is not an array or function type"
                    ),
                );
                continue;
            }
            let shadowed = self.omp.info.udrs.iter().any(|u| {
                u.name == name && u.scope == self.scopes.len() && self.types.compatible(u.ty, ty)
            });
            if shadowed {
                self.omp_error_note(
                    at,
                    format!(
                        "redeclaration of OpenMP user-defined reduction '{name}' for type '{}'",
                        self.ty_str(ty)
                    ),
                    format!(
                        "{SPEC} §2.16: a reduction identifier is declared once per type in a scope"
                    ),
                );
                continue;
            }
            // The combiner, with omp_out and omp_in of this type.
            self.push_scope(super::scope::ScopeKind::Block);
            let out = self.omp_udr_var("omp_out", ty, at);
            let inn = self.omp_udr_var("omp_in", ty, at);
            let cspan = super::omp::range_span(toks, *combiner, whole);
            let c = self.omp_parse_expr_as(Self::omp_toks(toks, *combiner), cspan, true);
            let c = self.rvalue(c);
            self.pop_scope();
            let init = init_range.map(|r| {
                self.push_scope(super::scope::ScopeKind::Block);
                let priv_ = self.omp_udr_var("omp_priv", ty, at);
                let orig = self.omp_udr_var("omp_orig", ty, at);
                let ispan = super::omp::range_span(toks, r, whole);
                let mut itoks = Self::omp_toks(toks, r).to_vec();
                // `omp_priv = { … }` initialises as a declaration would: the braces are a
                // compound literal of the type.
                if itoks.len() > 2
                    && itoks[0].text == "omp_priv"
                    && itoks[1].kind == TokenKind::Eq
                    && itoks[2].kind == TokenKind::LBrace
                {
                    let mut spliced = itoks[..2].to_vec();
                    let paren = |kind, text: &str| Token {
                        kind,
                        text: SmolStr::new(text),
                        span: itoks[2].span,
                        at_line_start: false,
                    };
                    spliced.push(paren(TokenKind::LParen, "("));
                    spliced.extend_from_slice(Self::omp_toks(toks, tr));
                    spliced.push(paren(TokenKind::RParen, ")"));
                    spliced.extend_from_slice(&itoks[2..]);
                    itoks = spliced;
                }
                let e = self.omp_parse_expr_as(&itoks, ispan, true);
                let e = self.rvalue(e);
                self.pop_scope();
                OmpUdrInit {
                    expr: e,
                    priv_,
                    orig,
                }
            });
            let scope = self.scopes.len();
            self.omp.info.udrs.push(OmpUdr {
                name: name.clone(),
                ty,
                combiner: c,
                out,
                inn,
                init,
                scope,
            });
        }
    }

    /// A variable the combiner or initializer names (`omp_out`, `omp_in`, `omp_priv`,
    /// `omp_orig`), bound in the current scope; lowering gives it an address.
    pub(super) fn omp_udr_var(&mut self, name: &str, ty: TypeId, span: Span) -> DeclId {
        let specs = self.ast.add_specs(DeclSpecs::empty(span));
        let d = self.ast.add_decl(Decl {
            kind: DeclKind::Ordinary,
            specs,
            declarator: Declarator {
                name: Some(SmolStr::new(name)),
                name_span: span,
                derived: Vec::new(),
                attrs: Vec::new(),
                asm_label: None,
                span,
            },
            init: None,
            width_or_value: None,
            body: None,
            knr_params: Vec::new(),
            span,
            ty,
            linkage: Linkage::None,
            storage: StorageDuration::Automatic,
            previous: None,
            const_value: None,
        });
        self.bind(SmolStr::new(name), d);
        d
    }

    /// The user-defined reduction `name` declares for each variable's type (the innermost
    /// visible declaration); reports the variables it has none for. `None` after errors.
    pub(super) fn omp_udr_lookup(&mut self, name: &str, vars: &[AccVar]) -> Option<Vec<usize>> {
        let mut out = Vec::new();
        let mut ok = true;
        for v in vars {
            let ty = self.types.unqualified(v.ty);
            let found = self.omp.info.udrs.iter().rposition(|u| {
                u.name == name && u.scope <= self.scopes.len() && self.types.compatible(u.ty, ty)
            });
            match found {
                Some(k) if v.dims.is_empty() && v.root.is_some() => out.push(k),
                Some(_) => {
                    self.error(
                        v.span,
                        "an array section with an OpenMP user-defined reduction is not supported yet",
                    );
                    ok = false;
                }
                None => {
                    let t = self.ty_str(v.ty);
                    self.omp_error_note(
                        v.span,
                        format!("user defined reduction not found for '{}'", v.name),
                        format!("{SPEC} §2.16: no 'declare reduction({name} : {t} : …)' is visible here"),
                    );
                    ok = false;
                }
            }
        }
        ok.then_some(out)
    }

    /// A type name in a directive (`declare reduction`'s type list).
    fn omp_type_name(&mut self, toks: &[Token], at: Span) -> TypeId {
        let mut v = toks.to_vec();
        v.push(Token {
            kind: TokenKind::Eof,
            text: SmolStr::default(),
            span: at,
            at_line_start: false,
        });
        let mut p = crate::parser::Parser::new(v, self.sm, self.diags);
        for t in toks.iter().filter(|t| t.kind == TokenKind::Ident) {
            if let Some(d) = self.lookup(&t.text) {
                p.declare_name(&t.text, self.ast[d].kind == DeclKind::Typedef);
            }
        }
        p.ast = std::mem::take(&mut self.ast);
        let tn = p.parse_type_name();
        let trailing = !p.at(TokenKind::Eof);
        let already = p.error_count > 0;
        self.ast = std::mem::take(&mut p.ast);
        if trailing && !already {
            self.error(at, "expected a type name in OpenMP 'declare reduction'");
            return TypeId::ERROR;
        }
        self.type_name(tn)
    }

    fn omp_toks(toks: &[Token], r: TokRange) -> &[Token] {
        let s = (r.start as usize).min(toks.len());
        let e = (r.end as usize).clamp(s, toks.len());
        &toks[s..e]
    }
}
