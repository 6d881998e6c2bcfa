//! OpenMP context-dependent calls in C: `declare variant` (5.0 §2.3.5). A directive names a
//! variant function and the context selector under which a call of the function declared
//! next (the base function) calls the variant instead. Each call site is resolved here for
//! the two versions of the code around it, the host's and the GPU's
//! (`oxacc_offload::omp_context`), into [`crate::omp::OmpVariantCall`].

use oxacc_directives::omp::context::ContextSelector;
use oxacc_directives::omp::{
    Leaf, OmpClauseArgs, OmpDirective, OmpDirectiveArgs, OmpDirectiveKind,
};
use oxacc_directives::{parse_omp, Lang};
use oxacc_offload::omp_context::{self, Context};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::omp::range_span;
use super::Sema;
use crate::ast::{BlockItem, DeclId, DirectiveId, ExprId, ExprKind, Resolution};
use crate::omp::OmpVariantCall;
use crate::token::{Token, TokenKind};

const SPEC: &str = "OpenMP 5.0 §2.3.5";

/// One `declare variant(name) match(selector)`.
#[derive(Debug, Clone)]
pub(crate) struct Variant {
    pub decl: DeclId,
    pub sel: ContextSelector,
    pub span: Span,
}

impl Sema<'_> {
    /// `#pragma omp declare variant(v) match(selector)` at file scope.
    pub(crate) fn omp_declare_variant(
        &mut self,
        parsed: &OmpDirective,
        toks: &[Token],
        span: Span,
    ) {
        let OmpDirectiveArgs::Name(r) = parsed.args else {
            return;
        };
        let at = range_span(toks, r, span);
        let name = match toks.get(r.start as usize..r.end as usize) {
            Some([t]) if t.kind == TokenKind::Ident => t.text.clone(),
            _ => return self.error(at, "expected a function name in 'declare variant'"),
        };
        let decl = match self.lookup(&name) {
            Some(d) if self.types.is_function(self.ast[d].ty) => d,
            Some(_) => {
                return self.error(
                    at,
                    format!("'{name}' in 'declare variant' is not a function"),
                )
            }
            None => {
                return self.omp_error_note(
                    at,
                    format!("'{name}' undeclared"),
                    format!("{SPEC}: the variant is declared before the directive"),
                )
            }
        };
        let sel = parsed.clauses.iter().find_map(|c| match &c.args {
            OmpClauseArgs::Match(sel) => Some(sel.clone()),
            _ => None,
        });
        let Some(sel) = sel else {
            let at = range_span(toks, parsed.name, span);
            return self.omp_error_note(
                at,
                "'declare variant' needs a 'match' clause",
                format!("{SPEC}: the match clause is required"),
            );
        };
        if let Err((v, r)) = omp_context::check(&sel, &mut omp_context::literal_condition) {
            let at = range_span(toks, r, span);
            return self.omp_error_note(at, v.message, v.note);
        }
        self.omp.pending_variants.push(Variant { decl, sel, span });
    }

    /// Gives the waiting `declare variant`s to the function `item` declares.
    pub(crate) fn omp_variant_base(&mut self, item: &BlockItem) {
        if self.omp.pending_variants.is_empty() || matches!(item, BlockItem::Directive(_)) {
            return;
        }
        let pending = std::mem::take(&mut self.omp.pending_variants);
        let base = match item {
            BlockItem::Decl(g) => g
                .decls
                .iter()
                .find(|&&d| self.types.is_function(self.ast[d].ty))
                .and_then(|&d| self.ast[d].name().cloned()),
            _ => None,
        };
        let Some(base) = base else {
            for v in pending {
                self.omp_error_note(
                    v.span,
                    "'declare variant' is not followed by a function declaration",
                    format!("{SPEC}: the directive precedes the declaration or definition of the base function"),
                );
            }
            return;
        };
        self.omp.variants.entry(base).or_default().extend(pending);
    }

    /// The context constructs directive `d` opens (none for a directive that is no construct).
    pub(crate) fn omp_context_leaves(&self, d: DirectiveId) -> Vec<Leaf> {
        let dts = super::acc::dir_tokens(&self.ast[d].tokens);
        match parse_omp(&dts, Lang::C) {
            Ok(p) => match p.kind {
                OmpDirectiveKind::Construct(c) => Context::context_leaves(c.leaves()),
                _ => Vec::new(),
            },
            Err(_) => Vec::new(),
        }
    }

    /// The contexts of the point being checked: the host's version and the GPU's (a
    /// `declare target` function's device version has `target` first, 5.0 §2.3.1).
    pub(crate) fn omp_contexts(&self) -> (Context, Context) {
        let host = Context::host(self.omp.context.clone());
        let device = Context::device(self.omp.context.clone(), self.omp.offload_arch.as_deref());
        (host, device)
    }

    /// Resolves call `e` of `callee` when the callee has variants.
    pub(crate) fn omp_variant_call(&mut self, e: ExprId, callee: ExprId) {
        let ExprKind::Ident {
            res: Resolution::Decl(d),
            name,
        } = &self.ast[callee].kind
        else {
            return;
        };
        let (base, name): (DeclId, SmolStr) = (*d, name.clone());
        let Some(variants) = self.omp.variants.get(&name).cloned() else {
            return;
        };
        let (host, device) = self.omp_contexts();
        // The selectors were checked where they were written (`omp_context::check`).
        let pick = |ctx: &Context| -> DeclId {
            match omp_context::select(
                variants.iter().map(|v| &v.sel),
                ctx,
                &mut omp_context::literal_condition,
            ) {
                Ok(Some(i)) => variants[i].decl,
                Ok(None) | Err(_) => base,
            }
        };
        let call = OmpVariantCall {
            host: pick(&host),
            device: pick(&device),
        };
        if call.host != base || call.device != base {
            self.omp.info.variant_calls.insert(e, call);
        }
    }
}

impl Sema<'_> {
    /// A `metadirective` (5.0 §2.3.4) becomes the directive of its `when` clause whose
    /// selector matches the context with the highest score, else its `default` directive:
    /// the directive's tokens are replaced by that directive's. False when no directive
    /// remains (none chosen, `nothing`, or errors): the statement is then checked alone.
    /// A metadirective in a target region or a `declare target` function is resolved for
    /// the GPU's context: the host fallback runs the same region (one lowering for both);
    /// `in_target` says it is the statement of a target construct being entered.
    pub(crate) fn omp_metadirective(&mut self, d: DirectiveId, in_target: bool) -> bool {
        let is_meta = self.ast[d]
            .tokens
            .first()
            .is_some_and(|t| t.text == "metadirective");
        if !is_meta {
            return true;
        }
        let Some((parsed, toks, span)) = self.omp_parse(d) else {
            return false;
        };
        let OmpDirectiveArgs::Variants { when, default } = &parsed.args else {
            return false;
        };
        let (host, device) = self.omp_contexts();
        let in_device =
            in_target || self.omp.target_scopes.is_some() || self.omp_in_declare_target_code();
        let ctx = if in_device { device } else { host };
        let chosen = match omp_context::metadirective(when, *default, &ctx) {
            Ok(c) => c,
            Err((v, r)) => {
                let at = range_span(&toks, r, span);
                self.omp_error_note(at, v.message, v.note);
                return false;
            }
        };
        let Some(r) = chosen else {
            return false;
        };
        let new: Vec<Token> = toks[r.start as usize..r.end as usize].to_vec();
        if new.is_empty() || (new.len() == 1 && new[0].text == "nothing") {
            return false;
        }
        self.ast[d].tokens = new;
        true
    }
}
