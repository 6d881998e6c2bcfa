//! `uses_allocators(allocator(traits))` on target constructs (OpenMP 5.0 §2.12.5) in C: the
//! allocator is made for the region from the traits array (`oxacc_offload::omp_allocator`).
//! The allocator variable becomes firstprivate in the region; lowering stores the handle made
//! from the traits into it before the construct and gives it back its own value after
//! (`AccInfo::omp_uses_allocators`), so the host variable is not changed by the clause.

use oxacc_directives::omp::{Leaf, OmpClauseArgs, OmpDirectiveKind};
use oxacc_directives::{parse_omp, Lang};

use super::omp::range_span;
use super::Sema;
use crate::ast::{DeclKind, DirectiveId};
use crate::token::{Token, TokenKind};
use crate::types::{ArrayLen, TypeKind};

const SPEC: &str = "OpenMP 5.0 §2.12.5";

impl Sema<'_> {
    /// Records the allocators with traits of target construct `d` and makes each
    /// firstprivate in the region (the directive's tokens get the clause).
    pub(super) fn omp_uses_allocators(&mut self, d: DirectiveId) {
        let toks = self.ast[d].tokens.clone();
        let dts = super::acc::dir_tokens(&toks);
        let Ok(parsed) = parse_omp(&dts, Lang::C) else {
            return;
        };
        if !matches!(parsed.kind, OmpDirectiveKind::Construct(c) if c.has(Leaf::Target)) {
            return;
        }
        let span = self.ast[d].span;
        let mut made = Vec::new();
        for c in &parsed.clauses {
            let OmpClauseArgs::UsesAllocators(items) = &c.args else {
                continue;
            };
            for u in items {
                let Some(traits) = u.traits else {
                    continue;
                };
                let name =
                    |r: oxacc_directives::TokRange| match &toks[r.start as usize..r.end as usize] {
                        [t] if t.kind == TokenKind::Ident => Some(t.clone()),
                        _ => None,
                    };
                let at = range_span(&toks, u.allocator, span);
                let (Some(a), Some(t)) = (name(u.allocator), name(traits)) else {
                    self.omp_error_note(
                        at,
                        "'uses_allocators' takes an allocator variable and the name of its traits array",
                        format!("{SPEC}: allocator(traits-array)"),
                    );
                    continue;
                };
                let variable = |s: &Self, tok: &Token| {
                    s.lookup(&tok.text)
                        .filter(|&x| matches!(s.ast[x].kind, DeclKind::Ordinary | DeclKind::Param))
                        .filter(|&x| !s.types.is_function(s.ast[x].ty))
                };
                let Some(ad) = variable(self, &a) else {
                    self.omp_error_note(
                        at,
                        format!("'{}' is not a variable", a.text),
                        format!("{SPEC}: an allocator with traits is a variable of type omp_allocator_handle_t"),
                    );
                    continue;
                };
                let len = variable(self, &t).and_then(|x| {
                    let ty = self.types.unqualified(self.ast[x].ty);
                    match self.types.kind(ty) {
                        TypeKind::Array {
                            len: ArrayLen::Fixed(n),
                            ..
                        } => Some((x, *n)),
                        _ => None,
                    }
                });
                let Some((td, n)) = len else {
                    self.omp_error_note(
                        range_span(&toks, traits, span),
                        format!("'{}' is not an array of known size", t.text),
                        format!("{SPEC}: the traits of 'uses_allocators' are a constant array of omp_alloctrait_t"),
                    );
                    continue;
                };
                made.push((ad, td, n, a));
            }
        }
        if made.is_empty() {
            return;
        }
        let mut out = toks;
        for (_, _, _, a) in &made {
            let punct = |kind, text: &str| Token {
                kind,
                text: text.into(),
                ..a.clone()
            };
            out.push(Token {
                kind: TokenKind::Ident,
                text: "firstprivate".into(),
                ..a.clone()
            });
            out.push(punct(TokenKind::LParen, "("));
            out.push(a.clone());
            out.push(punct(TokenKind::RParen, ")"));
        }
        self.ast[d].tokens = out;
        self.acc
            .info
            .omp_uses_allocators
            .insert(d, made.into_iter().map(|(a, t, n, _)| (a, t, n)).collect());
    }
}
