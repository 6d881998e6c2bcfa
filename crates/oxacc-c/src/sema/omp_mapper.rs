//! `declare mapper` (OpenMP 5.0 §2.19.7.3) in C. A mapper names a structure type, a
//! variable standing for an object of it, and the maps an object of that type gets. A map
//! of such an object (a `map` clause with `mapper(id)`, or the `default` mapper for any map,
//! implicit ones of target constructs included; `target update` motions too) is replaced,
//! before the directive is checked, by the mapper's maps with the variable replaced by the
//! list item: the directive's tokens are rewritten, and the rest of the compiler sees the
//! explicit maps (member pointer sections attached as usual). The map types combine as
//! `oxacc_offload::omp_mapper::combine` says.

use std::collections::HashSet;

use oxacc_directives::omp::{
    Leaf, MapModifier, MapType, OmpClauseArgs, OmpClauseKind, OmpDirective, OmpDirectiveArgs,
    OmpDirectiveKind,
};
use oxacc_directives::{parse_omp, Lang, TokRange};
use oxacc_offload::omp_mapper;
use oxacc_source::Span;
use smol_str::SmolStr;

use super::omp::range_span;
use super::Sema;
use crate::ast::{DeclKind, DirectiveId, ExprKind, StmtId};
use crate::token::{Token, TokenKind};
use crate::types::TypeId;

const SPEC: &str = "OpenMP 5.0 §2.19.7.3";

/// One `declare mapper`.
#[derive(Debug, Clone)]
pub(crate) struct Mapper {
    pub id: SmolStr,
    pub ty: TypeId,
    pub var: SmolStr,
    /// The directive's tokens (the maps' items are ranges of them).
    pub toks: Vec<Token>,
    /// Each map's type, whether it has `always` (kept in every map the mapper makes), items,
    /// and its `iterator(…)` modifier (5.1 §2.21.7.1; kept too, in `toks` after the directive's
    /// own tokens: [`strip_map_iterators`]).
    pub maps: Vec<(MapType, bool, Vec<TokRange>, Option<TokRange>)>,
}

impl Sema<'_> {
    /// `#pragma omp declare mapper([id:] type var) map(…)…`, at file or block scope.
    pub(crate) fn omp_declare_mapper(&mut self, parsed: &OmpDirective, toks: &[Token], span: Span) {
        let OmpDirectiveArgs::Mapper { id, ty, var } = parsed.args else {
            return;
        };
        let text = |r: TokRange| -> Vec<&Token> {
            toks[r.start as usize..r.end as usize].iter().collect()
        };
        let id: SmolStr = id.map_or("default".into(), |r| {
            text(r).first().map_or("default".into(), |t| t.text.clone())
        });
        let ty_at = range_span(toks, ty, span);
        let words: Vec<&str> = text(ty).iter().map(|t| t.text.as_str()).collect();
        let resolved = match words.as_slice() {
            ["struct" | "union", tag] => self.lookup_tag(tag),
            [name] => self
                .lookup(name)
                .filter(|&d| self.ast[d].kind == DeclKind::Typedef)
                .map(|d| self.ast[d].ty),
            _ => None,
        };
        let Some(ty) = resolved else {
            return self.error(
                ty_at,
                format!(
                    "'{}' in 'declare mapper' is not a structure type name",
                    words.join(" ")
                ),
            );
        };
        if !self.types.is_record(ty) {
            return self.omp_error_note(
                ty_at,
                format!(
                    "'{}' in 'declare mapper' is not a structure or union type",
                    words.join(" ")
                ),
                format!("{SPEC}: the type of a mapper is a structure, union or class type"),
            );
        }
        let ty = self.types.unqualified(ty);
        let var = text(var)
            .first()
            .map_or(SmolStr::default(), |t| t.text.clone());
        if self.omp.mappers.iter().any(|m| m.id == id && m.ty == ty) {
            return self.omp_error_note(
                range_span(toks, parsed.name, span),
                format!("a mapper '{id}' for this type was declared already"),
                format!("{SPEC}: one mapper of each name per type in a scope"),
            );
        }
        let iterators = std::mem::take(&mut self.omp.mapper_iterators);
        let mut all = toks.to_vec();
        let mut maps = Vec::new();
        for c in &parsed.clauses {
            if let OmpClauseArgs::Map {
                map_type,
                vars,
                modifiers,
            } = &c.args
            {
                let always = modifiers.contains(&MapModifier::Always);
                let iterator = iterators
                    .iter()
                    .find(|(at, _)| *at == c.span.start as usize)
                    .map(|(_, group)| {
                        let start = all.len() as u32;
                        all.extend(group.iter().cloned());
                        TokRange {
                            start,
                            end: all.len() as u32,
                        }
                    });
                maps.push((
                    map_type.unwrap_or(MapType::Tofrom),
                    always,
                    vars.clone(),
                    iterator,
                ));
            }
        }
        self.omp.mappers.push(Mapper {
            id,
            ty,
            var,
            toks: all,
            maps,
        });
    }

    /// The mapper `id` of the type of list item `item` (a variable name), if any, with the
    /// number of elements when the item is an array of the type (5.0 §2.19.7.3: the mapper
    /// maps each element; `Some(None)` for an array too large or of unknown size to map
    /// element by element).
    fn omp_mapper_of(&mut self, item: &[Token], id: &str) -> Option<(Mapper, Option<Option<u64>>)> {
        let [t] = item else {
            return None;
        };
        let d = self.lookup(&t.text)?;
        if self.ast[d].kind != DeclKind::Ordinary || self.types.is_function(self.ast[d].ty) {
            return None;
        }
        let mut ty = self.types.unqualified(self.ast[d].ty);
        let mut elements = None;
        if let crate::types::TypeKind::Array { elem, len } = self.types.kind(ty).clone() {
            ty = self.types.unqualified(elem);
            elements = Some(match len {
                crate::types::ArrayLen::Fixed(n) if n <= omp_mapper::MAX_ELEMENTS => Some(n),
                _ => None,
            });
        }
        self.omp
            .mappers
            .iter()
            .find(|m| m.id == id && m.ty == ty)
            .cloned()
            .map(|m| (m, elements))
    }

    /// Rewrites the maps of directive `d` (statement `body`) that a mapper applies to.
    pub(crate) fn omp_apply_mappers(&mut self, d: DirectiveId, body: Option<StmtId>) {
        if self.omp.mappers.is_empty() {
            return;
        }
        let toks = self.ast[d].tokens.clone();
        let dts = super::acc::dir_tokens(&toks);
        let Ok(parsed) = parse_omp(&dts, Lang::C) else {
            return;
        };
        let target = matches!(parsed.kind, OmpDirectiveKind::Construct(c) if c.has(Leaf::Target));
        let maps = target
            || matches!(parsed.kind, OmpDirectiveKind::Construct(c) if c.has(Leaf::TargetData))
            || matches!(
                parsed.kind,
                OmpDirectiveKind::TargetEnterData | OmpDirectiveKind::TargetExitData
            );
        let update = parsed.kind == OmpDirectiveKind::TargetUpdate;
        let exit = parsed.kind == OmpDirectiveKind::TargetExitData;
        if !maps && !update {
            return;
        }
        let item = |r: TokRange| toks[r.start as usize..r.end as usize].to_vec();
        let mut named: HashSet<SmolStr> = HashSet::new();
        let mut drop: Vec<TokRange> = Vec::new();
        let mut added: Vec<Token> = Vec::new();
        for c in &parsed.clauses {
            match (&c.args, c.kind) {
                // A motion of `target update` (5.0 §2.12.6): `to(list)`, or with modifiers
                // (`present`, `mapper(id)`: a map-shaped clause) `to(mapper(id): list)`.
                (
                    OmpClauseArgs::Vars(vars) | OmpClauseArgs::Map { vars, .. },
                    OmpClauseKind::To | OmpClauseKind::From,
                ) if update => {
                    let to = c.kind == OmpClauseKind::To;
                    let explicit = match &c.args {
                        OmpClauseArgs::Map { modifiers, .. } => {
                            modifiers.iter().find_map(|m| match m {
                                MapModifier::Mapper(r) => Some(*r),
                                _ => None,
                            })
                        }
                        _ => None,
                    };
                    let id: SmolStr = explicit
                        .and_then(|r| item(r).first().map(|t| t.text.clone()))
                        .unwrap_or_else(|| "default".into());
                    let motion = if to { MapType::To } else { MapType::From };
                    let (kept, expanded) = self.omp_expand_items(
                        d,
                        &toks,
                        vars,
                        &id,
                        |mt| omp_mapper::moves(to, mt).then_some(motion),
                        Emit::Motion,
                        &mut added,
                    );
                    if expanded || explicit.is_some() {
                        drop.push(c.span);
                        let motion = if to { MapType::To } else { MapType::From };
                        for it in kept {
                            push_motion(&mut added, &toks[0], motion, &[], &it);
                        }
                    }
                }
                (
                    OmpClauseArgs::Map {
                        modifiers,
                        map_type,
                        vars,
                    },
                    _,
                ) => {
                    let explicit = modifiers.iter().find_map(|m| match m {
                        MapModifier::Mapper(r) => Some(*r),
                        _ => None,
                    });
                    let id: SmolStr = explicit
                        .and_then(|r| item(r).first().map(|t| t.text.clone()))
                        .unwrap_or_else(|| "default".into());
                    let always = modifiers.contains(&MapModifier::Always);
                    let ty = map_type.unwrap_or(MapType::Tofrom);
                    for &v in vars {
                        if let Some(t) = item(v).first() {
                            named.insert(t.text.clone());
                        }
                    }
                    let (kept, expanded) = self.omp_expand_items(
                        d,
                        &toks,
                        vars,
                        &id,
                        |mt| Some(omp_mapper::on_directive(omp_mapper::combine(ty, mt), exit)),
                        Emit::Map { always },
                        &mut added,
                    );
                    if expanded || explicit.is_some() {
                        drop.push(c.span);
                        for it in kept {
                            push_map(&mut added, &toks[0], Some(ty), always, &[], &it);
                        }
                    }
                }
                (OmpClauseArgs::Vars(vars), _) => {
                    for &v in vars {
                        if let Some(t) = item(v).first() {
                            named.insert(t.text.clone());
                        }
                    }
                }
                _ => {}
            }
        }
        // 5.0 §2.19.7.3: the default mapper applies to implicit maps of the type too.
        if let (true, Some(b)) = (target, body) {
            let mut seen: Vec<Token> = Vec::new();
            crate::walk::walk_stmt(&self.ast, b, &mut |n| {
                if let crate::walk::Node::Expr(e) = n {
                    if let ExprKind::Ident { name, .. } = &self.ast[e].kind {
                        if !named.contains(name) && !seen.iter().any(|t| &t.text == name) {
                            seen.push(Token {
                                kind: TokenKind::Ident,
                                text: name.clone(),
                                span: self.ast[e].loc,
                                at_line_start: false,
                            });
                        }
                    }
                }
            });
            for t in seen {
                if let Some((m, elements)) = self.omp_mapper_of(std::slice::from_ref(&t), "default")
                {
                    let at = t.span;
                    self.omp_expand(
                        &m,
                        &[t],
                        elements,
                        at,
                        |mt| Some(omp_mapper::combine(MapType::Tofrom, mt)),
                        Emit::Map { always: false },
                        &mut added,
                    );
                }
            }
        }
        if drop.is_empty() && added.is_empty() {
            return;
        }
        let mut out: Vec<Token> = Vec::new();
        for (i, t) in toks.iter().enumerate() {
            if !drop
                .iter()
                .any(|r| (r.start as usize..r.end as usize).contains(&i))
            {
                out.push(t.clone());
            }
        }
        out.extend(added);
        self.ast[d].tokens = out;
    }

    /// Expands the list items `vars` of a map or motion clause of directive `d` (tokens
    /// `toks`) with mapper `id` of their type (see [`Self::omp_expand`] for `kind` and `how`);
    /// gives the items no mapper applies to, and whether any was expanded. A named mapper
    /// that the item's type lacks is an error.
    #[allow(clippy::too_many_arguments)]
    fn omp_expand_items(
        &mut self,
        d: DirectiveId,
        toks: &[Token],
        vars: &[TokRange],
        id: &str,
        kind: impl Fn(MapType) -> Option<MapType> + Copy,
        how: Emit,
        out: &mut Vec<Token>,
    ) -> (Vec<Vec<Token>>, bool) {
        let mut kept = Vec::new();
        let mut expanded = false;
        for &v in vars {
            let it = toks[v.start as usize..v.end as usize].to_vec();
            let at = range_span(toks, v, self.ast[d].span);
            match self.omp_mapper_of(&it, id) {
                Some((m, elements)) => {
                    expanded = true;
                    self.omp_expand(&m, &it, elements, at, kind, how, out);
                }
                None if id != "default" => self.omp_error_note(
                    at,
                    format!("no mapper '{id}' for the type of this list item"),
                    format!("{SPEC}: a mapper modifier names a mapper declared for the list item's type"),
                ),
                None => kept.push(it),
            }
        }
        (kept, expanded)
    }

    /// Appends the maps mapper `m` makes for list item `it` (`kind` gives each map's type
    /// from the mapper's, `None` for none), as `map(type: …)` clauses (or `to(…)`/`from(…)`
    /// motions where `kind` answers `To`/`From` for a `target update`). `elements`: the item
    /// is an array of the type, of that many elements when known (`at` is the item, for the
    /// error when they must be mapped one by one and are not known).
    #[allow(clippy::too_many_arguments)]
    fn omp_expand(
        &mut self,
        m: &Mapper,
        it: &[Token],
        elements: Option<Option<u64>>,
        at: Span,
        kind: impl Fn(MapType) -> Option<MapType>,
        how: Emit,
        out: &mut Vec<Token>,
    ) {
        let Some(head) = it.first().cloned() else {
            return;
        };
        // The mapper's own `always` (5.0 §2.19.7.3: its map clauses are applied as written)
        // or the clause's.
        let emit =
            |out: &mut Vec<Token>, ty: MapType, own: bool, e: &[Token], iter: &[Token]| match how {
                Emit::Map { always } => push_map(out, &head, Some(ty), always || own, iter, e),
                Emit::Motion => push_motion(out, &head, ty, iter, e),
            };
        let items: Vec<(MapType, bool, TokRange, Option<TokRange>)> = m
            .maps
            .iter()
            .flat_map(|(mt, own, items, iter)| items.iter().map(move |r| (*mt, *own, *r, *iter)))
            .collect();
        let iterator = |iter: Option<TokRange>, it: &[Token]| match iter {
            Some(g) => substitute(m, g, it),
            None => Vec::new(),
        };
        let Some(elements) = elements else {
            for &(mt, own, r, iter) in &items {
                if let Some(ty) = kind(mt) {
                    emit(out, ty, own, &substitute(m, r, it), &iterator(iter, it));
                }
            }
            return;
        };
        // An array of the type: one map of the whole array for the elements' own storage,
        // the rest element by element (`omp_mapper::split_array`, Fortran's rule too).
        let storage: Vec<(MapType, bool)> = items
            .iter()
            .map(|&(mt, _, r, _)| {
                (
                    mt,
                    is_storage_of(&m.toks[r.start as usize..r.end as usize], &m.var),
                )
            })
            .collect();
        let (whole, each) = omp_mapper::split_array(&storage);
        if let Some(ty) = whole.and_then(&kind) {
            let own = items.iter().any(|&(_, own, r, _)| {
                own && is_storage_of(&m.toks[r.start as usize..r.end as usize], &m.var)
            });
            emit(out, ty, own, it, &[]);
        }
        if each.is_empty() {
            return;
        }
        let Some(n) = elements else {
            return self.omp_error_note(
                at,
                "mapping what the elements of this array point to through a mapper needs an \
                 array of constant size"
                    .to_string(),
                format!(
                    "{SPEC}: the mapper maps each element; oxacc expands it element by element, \
                     for arrays of at most {} elements",
                    omp_mapper::MAX_ELEMENTS
                ),
            );
        };
        for i in 0..n {
            let mut element = it.to_vec();
            element.push(tok(&head, TokenKind::LBracket, "["));
            element.push(tok(&head, TokenKind::Number, &i.to_string()));
            element.push(tok(&head, TokenKind::RBracket, "]"));
            for &k in &each {
                let (mt, own, r, iter) = items[k];
                if let Some(ty) = kind(mt) {
                    let iter = iterator(iter, &element);
                    emit(out, ty, own, &substitute(m, r, &element), &iter);
                }
            }
        }
    }
}

/// Mapper `m`'s list item `r` with its variable replaced by `it`.
fn substitute(m: &Mapper, r: TokRange, it: &[Token]) -> Vec<Token> {
    let mut e: Vec<Token> = Vec::new();
    for t in &m.toks[r.start as usize..r.end as usize] {
        if t.kind == TokenKind::Ident && t.text == m.var {
            e.extend(it.iter().cloned());
        } else {
            e.push(t.clone());
        }
    }
    e
}

/// Whether a mapper's list item is its variable or a member of it reached without a
/// subscript or a pointer (`v`, `v.pos.x`): storage inside the object itself.
fn is_storage_of(item: &[Token], var: &str) -> bool {
    let Some((first, rest)) = item.split_first() else {
        return false;
    };
    first.kind == TokenKind::Ident
        && first.text == var
        && rest.chunks(2).all(|p| {
            matches!(p, [dot, name] if dot.kind == TokenKind::Dot && name.kind == TokenKind::Ident)
        })
}

/// The clauses [`Sema::omp_expand`] writes: maps, or `target update` motions.
#[derive(Clone, Copy)]
enum Emit {
    Map { always: bool },
    Motion,
}

fn tok(like: &Token, kind: TokenKind, text: &str) -> Token {
    Token {
        kind,
        text: text.into(),
        span: like.span,
        at_line_start: false,
    }
}

/// `map([always,] [iterator(…),] type: item)` (`iter`: the modifier's tokens, or none).
fn push_map(
    out: &mut Vec<Token>,
    like: &Token,
    ty: Option<MapType>,
    always: bool,
    iter: &[Token],
    item: &[Token],
) {
    out.push(tok(like, TokenKind::Ident, "map"));
    out.push(tok(like, TokenKind::LParen, "("));
    if always {
        out.push(tok(like, TokenKind::Ident, "always"));
        out.push(tok(like, TokenKind::Comma, ","));
    }
    if !iter.is_empty() {
        out.extend(iter.iter().cloned());
        out.push(tok(like, TokenKind::Comma, ","));
    }
    if let Some(ty) = ty {
        out.push(tok(like, TokenKind::Ident, ty.name()));
        out.push(tok(like, TokenKind::Colon, ":"));
    }
    out.extend(item.iter().cloned());
    out.push(tok(like, TokenKind::RParen, ")"));
}

/// `to([iterator(…):] item)` / `from(…)` of `target update`.
fn push_motion(
    out: &mut Vec<Token>,
    like: &Token,
    motion: MapType,
    iter: &[Token],
    item: &[Token],
) {
    out.push(tok(like, TokenKind::Ident, motion.name()));
    out.push(tok(like, TokenKind::LParen, "("));
    if !iter.is_empty() {
        out.extend(iter.iter().cloned());
        out.push(tok(like, TokenKind::Colon, ":"));
    }
    out.extend(item.iter().cloned());
    out.push(tok(like, TokenKind::RParen, ")"));
}

/// `declare mapper` with `map(iterator(…), type: list)` (5.1 §2.21.7.1): the directive
/// parser does not take the modifier (for other directives sema removes it first, sema/
/// omp_iterator.rs), so it is taken out here and kept with the position of its clause's
/// `map` in the tokens left; the maps the mapper makes carry it again, where the construct's
/// own iterator rule applies.
pub(super) fn strip_map_iterators(toks: &[Token]) -> (Vec<Token>, Vec<(usize, Vec<Token>)>) {
    let mut out = Vec::with_capacity(toks.len());
    let mut groups = Vec::new();
    let mut j = 0;
    let mut clause_at = None;
    let mut depth = 0i32;
    while j < toks.len() {
        let t = &toks[j];
        match t.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => depth -= 1,
            _ => {}
        }
        if depth == 0 && t.kind == TokenKind::Ident && t.text == "map" {
            clause_at = Some(out.len());
        }
        // `iterator(` as a modifier: right after `map(` or after a `,` inside it.
        let modifier = depth == 1
            && t.kind == TokenKind::Ident
            && t.text == "iterator"
            && toks.get(j + 1).is_some_and(|n| n.kind == TokenKind::LParen)
            && j > 0
            && matches!(toks[j - 1].kind, TokenKind::LParen | TokenKind::Comma);
        if let (true, Some(at)) = (modifier, clause_at) {
            if let Some(close) = super::omp_iterator::group_close(toks, j + 1) {
                groups.push((at, toks[j..close].to_vec()));
                j = close;
                // The separator after it goes too (a `:` stays when the type follows).
                if toks.get(j).is_some_and(|t| t.kind == TokenKind::Comma) {
                    j += 1;
                }
                continue;
            }
        }
        out.push(t.clone());
        j += 1;
    }
    (out, groups)
}
