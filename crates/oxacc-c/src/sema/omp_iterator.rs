//! OpenMP 5.0 §2.1.6 iterators in C: `iterator([type] i = begin : end [: step], …)` in a
//! `depend` clause (§2.17.11). Each iterator is a variable of an integer type (`int` when
//! none is written) bound in a scope around the clause's list, whose locators name it; the
//! ranges are evaluated before any iterator exists (they may not name one). Lowering walks
//! the iterator space with the shared `oxacc_offload::omp_iterator`.

use oxacc_directives::TokRange;
use oxacc_source::Span;
use smol_str::SmolStr;

use super::omp::range_span;
use super::Sema;
use crate::ast::DeclKind;
use crate::omp::OmpIterator;
use crate::token::{Token, TokenKind};
use crate::types::TypeId;

const SPEC: &str = "OpenMP 5.0 §2.1.6";

/// Splits `toks[lo..hi]` at the tokens of `kind` outside brackets, as ranges.
fn split_at(toks: &[Token], lo: usize, hi: usize, kind: TokenKind) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, lo);
    for (j, t) in toks.iter().enumerate().take(hi).skip(lo) {
        match t.kind {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace => depth += 1,
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace => depth -= 1,
            k if k == kind && depth == 0 => {
                out.push((start, j));
                start = j + 1;
            }
            _ => {}
        }
    }
    out.push((start, hi));
    out
}

fn range(lo: usize, hi: usize) -> TokRange {
    TokRange {
        start: lo as u32,
        end: hi as u32,
    }
}

impl Sema<'_> {
    /// The iterators of `iterator(…)` (the token range `it`), declared in the current scope
    /// (the caller's, pushed for the clause). `None` after an error.
    pub(super) fn omp_iterators(
        &mut self,
        toks: &[Token],
        it: TokRange,
        at: Span,
    ) -> Option<Vec<OmpIterator>> {
        let (lo, hi) = (it.start as usize, (it.end as usize).min(toks.len()));
        let open = (lo..hi).find(|&j| toks[j].kind == TokenKind::LParen)?;
        if hi == 0 || toks[hi - 1].kind != TokenKind::RParen || open + 1 >= hi - 1 {
            self.error(
                at,
                "expected 'identifier = begin : end [: step]' in OpenMP 'iterator' modifier",
            );
            return None;
        }
        let mut defs = Vec::new();
        for (a, b) in split_at(toks, open + 1, hi - 1, TokenKind::Comma) {
            let whole = range_span(toks, range(a, b), at);
            let eq = (a..b).find(|&j| toks[j].kind == TokenKind::Eq);
            let Some(eq) = eq.filter(|&e| e > a && toks[e - 1].kind == TokenKind::Ident) else {
                self.error(
                    whole,
                    "expected 'identifier = begin : end [: step]' in OpenMP 'iterator' modifier",
                );
                return None;
            };
            let name = toks[eq - 1].text.clone();
            let name_at = toks[eq - 1].span;
            let ty = self.omp_iterator_type(&toks[a..eq - 1], whole)?;
            let parts = split_at(toks, eq + 1, b, TokenKind::Colon);
            if !(2..=3).contains(&parts.len()) || parts.iter().any(|&(x, y)| x >= y) {
                self.omp_error_note(
                    whole,
                    format!("expected 'begin : end [: step]' after '{name} ='"),
                    format!("{SPEC}: a range-specification is begin:end[:step]"),
                );
                return None;
            }
            let what = "OpenMP iterator range";
            let begin = self.omp_int_expr(toks, range(parts[0].0, parts[0].1), what);
            let end = self.omp_int_expr(toks, range(parts[1].0, parts[1].1), what);
            let step = parts
                .get(2)
                .map(|&(x, y)| self.omp_int_expr(toks, range(x, y), what));
            if let Some(s) = step {
                if self.eval_int(s) == Some(0) {
                    let sp = self.span_of(s);
                    self.omp_error_note(
                        sp,
                        "OpenMP iterator step must not be zero",
                        format!("{SPEC}: step must not evaluate to zero"),
                    );
                    return None;
                }
            }
            if defs
                .iter()
                .any(|(n, ..): &(SmolStr, _, _, _, _, _)| *n == name)
            {
                self.omp_error_note(
                    name_at,
                    format!("redefinition of iterator '{name}'"),
                    format!(
                        "{SPEC}: an iterator-identifier may appear once in an iterators-definition"
                    ),
                );
                return None;
            }
            defs.push((name, name_at, ty, begin, end, step));
        }
        Some(
            defs.into_iter()
                .map(|(name, name_at, ty, begin, end, step)| OmpIterator {
                    decl: self.omp_udr_var(&name, ty, name_at),
                    ty,
                    begin,
                    end,
                    step,
                })
                .collect(),
        )
    }

    /// The iterator's type: `int` when not written, else an integer type name (a keyword
    /// combination or a typedef).
    fn omp_iterator_type(&mut self, words: &[Token], at: Span) -> Option<TypeId> {
        let text: Vec<&str> = words.iter().map(|t| t.text.as_str()).collect();
        let ty = match text.as_slice() {
            [] | ["int"] | ["signed"] | ["signed", "int"] => Some(TypeId::INT),
            ["short"] | ["short", "int"] | ["signed", "short"] => Some(TypeId::SHORT),
            ["unsigned", "short"] | ["unsigned", "short", "int"] => Some(TypeId::USHORT),
            ["char"] => Some(TypeId::CHAR),
            ["signed", "char"] => Some(TypeId::SCHAR),
            ["unsigned", "char"] => Some(TypeId::UCHAR),
            ["unsigned"] | ["unsigned", "int"] => Some(TypeId::UINT),
            ["long"] | ["long", "int"] | ["signed", "long"] => Some(TypeId::LONG),
            ["unsigned", "long"] | ["unsigned", "long", "int"] => Some(TypeId::ULONG),
            ["long", "long"] | ["long", "long", "int"] => Some(TypeId::LONGLONG),
            ["unsigned", "long", "long"] => Some(TypeId::ULONGLONG),
            [name] => self
                .lookup(name)
                .filter(|&d| self.ast[d].kind == DeclKind::Typedef)
                .map(|d| self.types.unqualified(self.ast[d].ty)),
            _ => None,
        };
        match ty {
            Some(t) if self.types.is_integer(t) => Some(t),
            _ => {
                self.omp_error_note(
                    at,
                    format!("OpenMP iterator type '{}' is not an integer type", text.join(" ")),
                    format!("{SPEC}: the iterator-type is an integral or pointer type (oxacc: integer types only)"),
                );
                None
            }
        }
    }
}

/// The end (one past the `)`) of the parenthesised group opening at `open`.
pub(super) fn group_close(toks: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (j, t) in toks.iter().enumerate().skip(open) {
        match t.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => {
                depth -= 1;
                if depth == 0 {
                    return Some(j + 1);
                }
            }
            _ => {}
        }
    }
    None
}

impl Sema<'_> {
    /// 5.1 §2.21.7.1 `map(iterator(…), type: list)` and §2.21.6 `to/from(iterator(…): list)`
    /// on `target enter/exit data` and `target update`: the iterators are declared in a new
    /// scope (true: the caller pops it after checking the directive), the modifier is removed
    /// from the directive's tokens, and lowering runs the directive once per point of the
    /// iterator space (`omp_map_iterators`). `None` after an error: the directive is not
    /// checked further.
    pub(super) fn omp_map_iterator_scope(&mut self, d: crate::ast::DirectiveId) -> Option<bool> {
        let toks = self.ast[d].tokens.clone();
        let span = self.ast[d].span;
        let mut clauses = 0;
        let mut groups: Vec<(usize, usize)> = Vec::new();
        // The whole clauses with a modifier (from the clause name to past its `)`).
        let mut whole: Vec<(usize, usize)> = Vec::new();
        let mut depth = 0i32;
        for (j, t) in toks.iter().enumerate() {
            match t.kind {
                TokenKind::LParen => depth += 1,
                TokenKind::RParen => depth -= 1,
                TokenKind::Ident
                    if depth == 0
                        && matches!(t.text.as_str(), "map" | "to" | "from")
                        && toks.get(j + 1).is_some_and(|t| t.kind == TokenKind::LParen) =>
                {
                    clauses += 1;
                    let open = j + 2;
                    // The modifier may follow other modifiers (`always, iterator(…), to:`).
                    let close = group_close(&toks, j + 1).unwrap_or(toks.len());
                    let start = (open..close).find(|&k| {
                        toks[k].kind == TokenKind::Ident
                            && toks[k].text == "iterator"
                            && toks.get(k + 1).is_some_and(|t| t.kind == TokenKind::LParen)
                            && (k == open || toks[k - 1].kind == TokenKind::Comma)
                    });
                    if let Some(k) = start {
                        if let Some(end) = group_close(&toks, k + 1) {
                            groups.push((k, end));
                            whole.push((j, close));
                        }
                    }
                }
                _ => {}
            }
        }
        let Some(&(k0, e0)) = groups.first() else {
            return Some(false);
        };
        let at = range_span(&toks, range(k0, e0), span);
        let words: Vec<String> = self.ast[d]
            .name_words()
            .iter()
            .map(|w| w.to_string())
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let standalone = words.first() == Some(&"target")
            && matches!(
                words.get(1),
                Some(&"enter") | Some(&"exit") | Some(&"update")
            );
        let text = |(a, b): (usize, usize)| -> Vec<SmolStr> {
            toks[a..b].iter().map(|t| t.text.clone()).collect()
        };
        // `target`, `target data` and the combined target constructs (their map clauses
        // belong to the `target` leaf, 5.1 §2.14.7).
        let structured = words.first() == Some(&"target") && !standalone;
        if !structured && !standalone {
            self.omp_error_note(
                at,
                "the 'iterator' modifier of a map clause is not supported yet on this construct",
                "oxacc supports it on 'target', 'target data', the combined target constructs, 'target enter data', 'target exit data' and 'target update' (OpenMP 5.1 §2.21.7.1)",
            );
            return None;
        }
        // `nowait` needs nothing here: oxacc runs the target task at once (4.5 §2.10.4 allows
        // an undeferred one, docs/openmp.md), so the items' exit after the construct follows it.
        if structured {
            if groups.iter().any(|&g| text(g) != text((k0, e0))) {
                self.omp_error_note(
                    at,
                    "every map clause with an 'iterator' modifier on this construct must have the same one",
                    "oxacc maps the items of each point before the construct and unmaps them after it",
                );
                return None;
            }
            return self.omp_map_iterator_around(d, &toks, &groups, &whole, at);
        }
        if groups.len() != clauses && groups.iter().all(|&g| text(g) == text((k0, e0))) {
            return self.omp_map_iterator_split(d, &toks, &groups, &whole, words.len(), at);
        }
        if groups.len() != clauses || groups.iter().any(|&g| text(g) != text((k0, e0))) {
            self.omp_error_note(
                at,
                "every map or motion clause of this directive must have the same 'iterator' modifier",
                "oxacc runs the directive once per point of the iterator space; other clauses would be repeated",
            );
            return None;
        }
        self.push_scope(super::scope::ScopeKind::Block);
        let Some(iters) = self.omp_iterators(&toks, range(k0, e0), at) else {
            self.pop_scope();
            return None;
        };
        self.acc.info.omp_map_iterators.insert(d, iters);
        let drop = modifiers_dropped(&toks, &groups);
        self.ast[d].tokens = toks
            .into_iter()
            .zip(drop)
            .filter_map(|(t, x)| (!x).then_some(t))
            .collect();
        Some(true)
    }

    /// A standalone directive some of whose map or motion clauses have the (same) iterator
    /// modifier and some not (a mapper's maps: `declare mapper` with an iterator, decision
    /// 96): the clauses with it move to a directive of the same kind made here (`head`
    /// tokens name it), checked in the iterators' scope and run per point by lowering
    /// (`omp_map_iterated_extra`: after the directive, before it for `target exit data`);
    /// the others stay and run once. `Some(false)`: the directive is checked without the scope.
    fn omp_map_iterator_split(
        &mut self,
        d: crate::ast::DirectiveId,
        toks: &[Token],
        groups: &[(usize, usize)],
        whole: &[(usize, usize)],
        head: usize,
        at: Span,
    ) -> Option<bool> {
        let span = self.ast[d].span;
        let drop = modifiers_dropped(toks, groups);
        let mut made: Vec<Token> = toks[..head.min(toks.len())].to_vec();
        for &(c0, c1) in whole {
            made.extend((c0..c1).filter(|&k| !drop[k]).map(|k| toks[k].clone()));
        }
        self.push_scope(super::scope::ScopeKind::Block);
        let Some(iters) = self.omp_iterators(toks, range(groups[0].0, groups[0].1), at) else {
            self.pop_scope();
            return None;
        };
        let id = self.ast.add_directive(crate::ast::Directive {
            namespace: "omp".into(),
            tokens: made,
            span,
        });
        self.omp_stmt_checked(id, None);
        self.pop_scope();
        let before = toks.get(1).is_some_and(|t| t.text == "exit");
        self.acc
            .info
            .omp_map_iterated_extra
            .insert(d, (iters, id, before));
        let mut gone = vec![false; toks.len()];
        for &(c0, c1) in whole {
            gone[c0..c1].iter_mut().for_each(|x| *x = true);
        }
        self.ast[d].tokens = toks
            .iter()
            .zip(gone)
            .filter(|&(_, x)| !x)
            .map(|(t, _)| t.clone())
            .collect();
        Some(false)
    }

    /// `target` and `target data` with `map(iterator(…), type: list)` (5.1 §2.21.7.1): those
    /// clauses leave the construct; each point's items are mapped before it, as by `target
    /// enter data` (to/tofrom: `to`, else `alloc`), and unmapped after it, as by `target exit
    /// data` (from/tofrom: `from`, else `release`): two directives made here, checked in the
    /// iterators' scope and run per point by lowering (`omp_map_around`). `Some(false)`: the
    /// construct is checked without the scope.
    fn omp_map_iterator_around(
        &mut self,
        d: crate::ast::DirectiveId,
        toks: &[Token],
        groups: &[(usize, usize)],
        whole: &[(usize, usize)],
        at: Span,
    ) -> Option<bool> {
        let span = self.ast[d].span;
        let word = |like: &Token, text: &str| Token {
            kind: TokenKind::Ident,
            text: text.into(),
            ..like.clone()
        };
        let mut enter = vec![
            word(&toks[0], "target"),
            word(&toks[0], "enter"),
            word(&toks[0], "data"),
        ];
        let mut exit = vec![
            word(&toks[0], "target"),
            word(&toks[0], "exit"),
            word(&toks[0], "data"),
        ];
        for (&(a, b), &(c0, c1)) in groups.iter().zip(whole) {
            // `map(mods…, type: list)` without the modifier; the type is the word before `:`.
            let colon = (b..c1).find(|&k| toks[k].kind == TokenKind::Colon)?;
            let ty = toks[colon - 1].text.as_str();
            let (into, out) = match ty {
                "to" => ("to", "release"),
                "from" => ("alloc", "from"),
                "tofrom" => ("to", "from"),
                _ => ("alloc", "release"),
            };
            for (list, new_ty) in [(&mut enter, into), (&mut exit, out)] {
                for (k, t) in toks.iter().enumerate().take(c1).skip(c0) {
                    let dropped = (a..b).contains(&k) || (k == b && t.kind == TokenKind::Comma);
                    if dropped {
                        continue;
                    }
                    if k == colon - 1 && t.kind == TokenKind::Ident {
                        list.push(word(t, new_ty));
                    } else {
                        list.push(t.clone());
                    }
                }
            }
        }
        // The construct's `if` (its own or the `target` leaf's) and `device` clauses decide
        // where the items go as they decide where the construct runs (5.1 §2.14.5): with a
        // false `if` the host runs it on the host's data.
        let guards = target_guards(toks);
        enter.extend(guards.iter().cloned());
        exit.extend(guards);
        self.push_scope(super::scope::ScopeKind::Block);
        let Some(iters) = self.omp_iterators(toks, range(groups[0].0, groups[0].1), at) else {
            self.pop_scope();
            return None;
        };
        let mut made = Vec::new();
        for tokens in [enter, exit] {
            let id = self.ast.add_directive(crate::ast::Directive {
                namespace: "omp".into(),
                tokens,
                span,
            });
            self.omp_stmt_checked(id, None);
            made.push(id);
        }
        self.pop_scope();
        self.acc
            .info
            .omp_map_around
            .insert(d, (iters, made[0], made[1]));
        let mut drop = vec![false; toks.len()];
        for &(c0, c1) in whole {
            drop[c0..c1].iter_mut().for_each(|x| *x = true);
        }
        self.ast[d].tokens = toks
            .iter()
            .zip(drop)
            .filter(|&(_, x)| !x)
            .map(|(t, _)| t.clone())
            .collect();
        // A `target data` whose every map clause was iterated keeps no clause that maps
        // (its `if`/`device` went to the directives made above): the construct is its
        // statement, run between them, as Fortran drops such a construct (decision 106).
        // Checking it as written would find it without the map clause 5.0 §2.12.2 asks for,
        // which it had.
        let words = self.ast[d].name_words();
        let data = words.len() == 2 && words[0] == "target" && words[1] == "data";
        if data
            && !has_clause(
                &self.ast[d].tokens,
                &["map", "use_device_ptr", "use_device_addr"],
            )
        {
            self.acc.info.omp_map_around_only.insert(d);
            return None;
        }
        Some(false)
    }
}

/// Whether a directive's tokens hold one of the clauses `names` (a name followed by `(` at
/// the top level).
fn has_clause(toks: &[Token], names: &[&str]) -> bool {
    let mut depth = 0i32;
    toks.iter().enumerate().any(|(j, t)| {
        match t.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => depth -= 1,
            _ => {}
        }
        depth == 0
            && t.kind == TokenKind::Ident
            && names.contains(&t.text.as_str())
            && toks.get(j + 1).is_some_and(|n| n.kind == TokenKind::LParen)
    })
}

/// The tokens that go when the iterator modifiers `groups` leave their clauses: each with the
/// separator that follows it (`,` or `:`), or the one before it when `:` follows after other
/// modifiers (`to(present, iterator(…): x)`).
fn modifiers_dropped(toks: &[Token], groups: &[(usize, usize)]) -> Vec<bool> {
    let mut drop = vec![false; toks.len()];
    for &(a, b) in groups {
        drop[a..b].iter_mut().for_each(|x| *x = true);
        match toks.get(b).map(|t| t.kind) {
            Some(TokenKind::Comma) => drop[b] = true,
            Some(TokenKind::Colon) if toks[a - 1].kind == TokenKind::Comma => drop[a - 1] = true,
            Some(TokenKind::Colon) => drop[b] = true,
            _ => {}
        }
    }
    drop
}

/// The `device(…)` clause and the `if(…)` clause that applies to the `target` leaf of a
/// construct's tokens (no modifier, or `target`; the modifier removed), as clauses of the
/// `target enter/exit data` made for its iterated maps.
fn target_guards(toks: &[Token]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    for (j, t) in toks.iter().enumerate() {
        match t.kind {
            TokenKind::LParen => depth += 1,
            TokenKind::RParen => depth -= 1,
            // (`if` is a keyword token.)
            _ if depth == 0
                && matches!(t.text.as_str(), "if" | "device")
                && toks.get(j + 1).is_some_and(|n| n.kind == TokenKind::LParen) =>
            {
                let Some(close) = group_close(toks, j + 1) else {
                    continue;
                };
                let inner = &toks[j + 2..close - 1];
                let colon = inner.iter().position(|x| x.kind == TokenKind::Colon);
                let body = match colon {
                    // `if(target: c)`, or a modifier naming another leaf (skipped).
                    Some(k) if t.text == "if" => {
                        if inner[..k].iter().map(|x| x.text.as_str()).ne(["target"]) {
                            continue;
                        }
                        &inner[k + 1..]
                    }
                    _ => inner,
                };
                out.push(t.clone());
                out.push(toks[j + 1].clone());
                out.extend(body.iter().cloned());
                out.push(toks[close - 1].clone());
            }
            _ => {}
        }
    }
    out
}
