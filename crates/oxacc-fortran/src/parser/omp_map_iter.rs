//! `map(iterator(…), type: list)` and `to/from(iterator(…): list)` in Fortran (OpenMP 5.1
//! §2.21.7.1, §2.21.6; the modifier 5.0 §2.1.6), by C's rule (decision 96): a standalone
//! directive (`target enter/exit data`, `target update`) runs once per point of the iterator
//! space; a `target` or `target data` construct has the items of each point entered before it
//! (`target enter data`, the clause's type made an entry one) and left after its `end` line
//! (`target exit data`). Done on the line's text, whose characters keep their source
//! positions: the modifiers are blanked out and the per-point directives are lines of their
//! own, so that the rest of the OpenMP path (translation to OpenACC, sema, lowering) reads
//! ordinary directives. A point's loop is a DO loop over the iterator's variable, which (as
//! in `depend` iterators) must be an integer variable of the scope; after the directive it
//! holds what the DO loop leaves in it (docs/fortran.md).

use oxacc_directives as dir;
use oxacc_source::{Diagnostic, Span};

use super::acc::ArgParser;
use super::flat::EndWord;
use super::omp_device::{DeviceState, DoLoop};
use super::{Flat, IdGen};
use crate::ast::DoControl;
use crate::lexer::{self, Punct, Token, TokenKind};
use crate::source_form::{CookedText, DirectiveLine, SrcPos};
use crate::{FortranOptions, SourceForm};

/// One `!$omp` line as flat statements, with the per-point loops its iterator modifiers make.
pub(crate) fn omp_lines(
    d: &DirectiveLine,
    next: Option<&DirectiveLine>,
    do_loop: &dyn Fn() -> Option<DoLoop>,
    device: &mut DeviceState,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> (Vec<Flat>, Vec<Diagnostic>) {
    let mut out = Vec::new();
    let mut diags = Vec::new();
    let one = |line: &DirectiveLine,
               next: Option<&DirectiveLine>,
               do_loop: &dyn Fn() -> Option<DoLoop>,
               device: &mut DeviceState,
               ids: &mut IdGen,
               diags: &mut Vec<Diagnostic>| {
        let (flat, more) = super::omp::omp_line(line, next, do_loop, device, options, ids);
        diags.extend(more);
        let mut flats = vec![flat];
        flats.append(&mut device.more);
        flats
    };
    let none = || None;
    // The `end target data` of a `target data` whose maps all moved out (`Iterated::dropped`).
    if let Some((depth, true, _)) = device.iterated_exits.last() {
        if *depth == device.open_len() && is_end_target_data(&d.text.text) {
            let flats = device.iterated_exits.pop().map(|x| x.2).unwrap_or_default();
            return (flats, diags);
        }
    }
    match split(d, options, ids) {
        Err(failed) => {
            let (e, line) = *failed;
            diags.push(e);
            out = one(&line, next, do_loop, device, ids, &mut diags);
        }
        Ok(None) => out = one(d, next, do_loop, device, ids, &mut diags),
        Ok(Some(it)) => {
            let depth = device.open_len();
            let mut exits = Vec::new();
            for (p, enter, q, exit) in it.around {
                let body = one(&enter, None, &none, device, ids, &mut diags);
                out.extend(per_point(p, body));
                exits.push((q, exit));
            }
            if !it.dropped {
                let body = one(&it.line, next, do_loop, device, ids, &mut diags);
                match it.point {
                    Some(p) => out.extend(per_point(p, body)),
                    None => out.extend(body),
                }
            }
            let mut after = Vec::new();
            for (q, exit) in exits.into_iter().rev() {
                let body = one(&exit, None, &none, device, ids, &mut diags);
                after.extend(per_point(q, body));
            }
            match it.after_loop.then(do_loop).flatten().zip(it.construct) {
                Some((l, c)) if !after.is_empty() => {
                    device.exits_after_line.push((l.last_line(c), after));
                }
                _ if !after.is_empty() => device.iterated_exits.push((depth, it.dropped, after)),
                _ => {}
            }
            return (out, diags);
        }
    }
    // The `end` line of a construct with iterated maps: the exits follow it.
    while device
        .iterated_exits
        .last()
        .is_some_and(|(depth, dropped, _)| !dropped && *depth >= device.open_len())
    {
        if let Some((_, _, flats)) = device.iterated_exits.pop() {
            out.extend(flats);
        }
    }
    (out, diags)
}

/// The iterators of one modifier: their declarations (5.0 §2.1.6: each names a new integer
/// variable, so a BLOCK construct holds them) and one DO control each.
struct Point {
    decls: Vec<Flat>,
    loops: Vec<DoControl>,
}

/// `body` inside a BLOCK declaring the iterators and one DO loop per iterator, the first
/// outermost.
fn per_point(p: Point, body: Vec<Flat>) -> Vec<Flat> {
    let mut out = vec![Flat::BlockStart];
    out.extend(p.decls);
    let n = p.loops.len();
    out.extend(p.loops.into_iter().map(|control| Flat::DoStart {
        terminal: None,
        control,
    }));
    out.extend(body);
    out.extend((0..n).map(|_| Flat::End {
        word: Some(EndWord::Do),
        name: None,
    }));
    out.push(Flat::End {
        word: Some(EndWord::Block),
        name: None,
    });
    out
}

/// A line with iterator modifiers, taken apart.
struct Iterated {
    /// The directive: without the modifiers (standalone), or without the clauses that have
    /// them (a construct).
    line: DirectiveLine,
    /// The iterators (a standalone directive).
    point: Option<Point>,
    /// A construct's per-point `target enter data` and `target exit data` with their
    /// iterators (each made twice, one copy per loop nest), one per distinct modifier.
    around: Vec<(Point, DirectiveLine, Point, DirectiveLine)>,
    /// A combined loop construct: the exits follow its DO loop.
    after_loop: bool,
    /// The line's construct (as its directive parser reads it).
    construct: Option<oxacc_directives::omp::Construct>,
    /// A `target data` with no data clause left: only the per-point directives remain (5.0
    /// §2.12.2 wants one on the construct), and its `end` line is replaced by the exits.
    dropped: bool,
}

/// Whether a directive line's text is `end target data`.
fn is_end_target_data(text: &str) -> bool {
    let words: Vec<String> = text
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    words.join(" ") == "end target data"
}

/// A map or motion clause with the modifier: the clause's tokens `[name, close]`, the
/// modifier's `[k, kclose]`, and the tokens to drop to remove the modifier.
struct Modified {
    clause: (usize, usize),
    modifier: (usize, usize),
    drop: Vec<usize>,
}

type Failed = Box<(Diagnostic, DirectiveLine)>;

fn close_of(toks: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (j, t) in toks.iter().enumerate().skip(open) {
        if t.is_punct(Punct::LParen) {
            depth += 1;
        } else if t.is_punct(Punct::RParen) {
            depth -= 1;
            if depth == 0 {
                return Some(j);
            }
        }
    }
    None
}

fn name_is(t: &Token, s: &str) -> bool {
    matches!(&t.kind, TokenKind::Name(n) if n.eq_ignore_ascii_case(s))
}

/// The line's text with the bytes of tokens `drop` blanked (positions kept).
fn blanked(d: &DirectiveLine, toks: &[Token], drop: &[usize]) -> DirectiveLine {
    let mut text = d.text.text.clone().into_bytes();
    for &k in drop {
        for b in &mut text[toks[k].lo as usize..toks[k].hi as usize] {
            *b = b' ';
        }
    }
    DirectiveLine {
        sentinel: d.sentinel,
        sentinel_span: d.sentinel_span,
        text: CookedText {
            // Only ASCII token bytes were replaced, by ASCII blanks.
            text: String::from_utf8(text).unwrap_or_else(|_| d.text.text.clone()),
            pos: d.text.pos.clone(),
        },
    }
}

/// Builds a line from pieces: made-up words at `at`, or token ranges of the original text.
struct Builder<'a> {
    src: &'a CookedText,
    out: CookedText,
}

impl Builder<'_> {
    fn word(&mut self, w: &str, at: SrcPos) {
        for c in w.chars() {
            self.out.push(c, at);
        }
        self.out.push(' ', at);
    }
    fn copy(&mut self, lo: u32, hi: u32) {
        for i in lo as usize..hi as usize {
            let c = self.src.text.as_bytes()[i];
            self.out.text.push(c as char);
            self.out.pos.push(self.src.pos[i]);
        }
        if let Some(&p) = self.src.pos.get(hi.saturating_sub(1) as usize) {
            self.out.push(' ', p);
        }
    }
}

fn split(
    d: &DirectiveLine,
    options: &FortranOptions,
    ids: &mut IdGen,
) -> Result<Option<Iterated>, Failed> {
    // Cheap test first: most lines have no iterator.
    if !d.text.text.to_ascii_lowercase().contains("iterator") {
        return Ok(None);
    }
    let Ok(toks) = lexer::lex(&d.text, options.backslash) else {
        return Ok(None);
    };
    let words: Vec<String> = toks
        .iter()
        .enumerate()
        .take_while(|(j, t)| {
            matches!(t.kind, TokenKind::Name(_))
                && !toks.get(j + 1).is_some_and(|n| n.is_punct(Punct::LParen))
        })
        .filter_map(|(_, t)| match &t.kind {
            TokenKind::Name(n) => Some(n.to_ascii_lowercase()),
            _ => None,
        })
        .collect();
    if words.first().map(String::as_str) != Some("target") {
        return Ok(None);
    }
    let mut clauses = 0;
    let mut modified: Vec<Modified> = Vec::new();
    let mut j = words.len();
    while j < toks.len() {
        let t = &toks[j];
        let is_clause = ["map", "to", "from"].iter().any(|w| name_is(t, w))
            && toks.get(j + 1).is_some_and(|n| n.is_punct(Punct::LParen));
        let Some(close) = toks
            .get(j + 1)
            .filter(|n| n.is_punct(Punct::LParen))
            .and_then(|_| close_of(&toks, j + 1))
        else {
            j += 1;
            continue;
        };
        if is_clause {
            clauses += 1;
            let open = j + 2;
            let start = (open..close).find(|&k| {
                name_is(&toks[k], "iterator")
                    && toks.get(k + 1).is_some_and(|n| n.is_punct(Punct::LParen))
                    && (k == open || toks[k - 1].is_punct(Punct::Comma))
            });
            if let Some(k) = start {
                let kclose = close_of(&toks, k + 1).unwrap_or(close);
                let mut drop: Vec<usize> = (k..=kclose).collect();
                match toks.get(kclose + 1) {
                    Some(n) if n.is_punct(Punct::Comma) => drop.push(kclose + 1),
                    // `to(iterator(…): list)`: nothing left before the colon.
                    Some(n) if n.is_punct(Punct::Colon) && k == open => drop.push(kclose + 1),
                    _ if k > open => drop.push(k - 1),
                    _ => {}
                }
                modified.push(Modified {
                    clause: (j, close),
                    modifier: (k, kclose),
                    drop,
                });
            }
        }
        j = close + 1;
    }
    let Some(first) = modified.first() else {
        return Ok(None);
    };
    let text_of = |(a, b): (usize, usize)| -> String {
        toks[a..=b]
            .iter()
            .map(|t| d.text.text[t.lo as usize..t.hi as usize].to_ascii_lowercase())
            .collect()
    };
    let at = span_of(&d.text, &toks, first.modifier);
    let all_drops: Vec<usize> = modified.iter().flat_map(|m| m.drop.clone()).collect();
    let fail = |msg: &str, note: &str| -> Failed {
        Box::new((
            Diagnostic::error(at, msg.to_string()).with_note(None, note.to_string()),
            blanked(d, &toks, &all_drops),
        ))
    };
    // 5.1 §2.21.7.1, §2.21.6: a modifier comes with a map type (or the motion clause's `:`).
    let typed = |m: &Modified| {
        let mut depth = 0i32;
        (m.modifier.1 + 1..m.clause.1).any(|k| {
            let t = &toks[k];
            if t.is_punct(Punct::LParen) {
                depth += 1;
            } else if t.is_punct(Punct::RParen) {
                depth -= 1;
            }
            depth == 0 && t.is_punct(Punct::Colon)
        })
    };
    let bare = |m: &&Modified| !typed(m) && !m.drop.contains(&(m.modifier.1 + 1));
    if modified.iter().any(|m| bare(&m)) {
        return Err(fail(
            "a map or motion clause with an 'iterator' modifier needs its ':' (and a map clause its map type)",
            "write 'map(iterator(…), to: list)' or 'to(iterator(…): list)' (OpenMP 5.1 §2.21.7.1, §2.21.6)",
        ));
    }
    let same = modified
        .iter()
        .all(|m| text_of(m.modifier) == text_of(first.modifier));
    let standalone = matches!(
        words.get(1).map(String::as_str),
        Some("enter" | "exit" | "update")
    );
    let loop_construct = words
        .iter()
        .any(|w| matches!(w.as_str(), "do" | "simd" | "loop" | "distribute"));
    if standalone && (!same || modified.len() != clauses) {
        return Err(fail(
            "every map or motion clause of this directive must have the same 'iterator' modifier",
            "oxacc runs the directive once per point of the iterator space; other clauses would be repeated",
        ));
    }
    // `nowait` needs nothing here: oxacc runs the target task at once (4.5 §2.10.4 allows an
    // undeferred one, docs/openmp.md), so the items' exit after the construct follows it.
    let whole = d
        .sentinel_span
        .to(d.text.span(d.text.text.len(), d.text.text.len()));
    let mut cx = ArgParser {
        toks: &toks,
        text: &d.text,
        ids,
        fixed: options.form == SourceForm::Fixed,
        whole,
    };
    let mut point_of = |(a, b): (usize, usize)| -> Result<Point, Failed> {
        let range = dir::TokRange {
            start: a as u32,
            end: b as u32 + 1,
        };
        let failed = |e: crate::lexer::SyntaxError| -> Failed {
            Box::new((
                Diagnostic::error(e.span, e.message),
                blanked(d, &toks, &all_drops),
            ))
        };
        let iterators = cx.iterators(range).map_err(failed)?;
        let mut decls = Vec::new();
        for text in declarations(&d.text, &toks, (a, b)) {
            let (_, flat) = super::parse_statement(&text, options, cx.ids).map_err(failed)?;
            decls.push(flat);
        }
        let loops = iterators
            .into_iter()
            .map(|it| DoControl::Counted {
                var: it.name,
                start: it.begin,
                end: it.end,
                step: it.step,
            })
            .collect();
        Ok(Point { decls, loops })
    };
    if standalone {
        return Ok(Some(Iterated {
            line: blanked(d, &toks, &all_drops),
            point: Some(point_of(first.modifier)?),
            around: Vec::new(),
            after_loop: false,
            construct: None,
            dropped: false,
        }));
    }
    // A construct: its clauses with the modifier move to the per-point directives.
    let mut gone: Vec<usize> = Vec::new();
    for m in &modified {
        let (c0, c1) = m.clause;
        gone.extend(c0..=c1);
        // Clauses may be separated by commas (4.5 §2.1): one goes with the clause.
        if toks.get(c1 + 1).is_some_and(|t| t.is_punct(Punct::Comma)) {
            gone.push(c1 + 1);
        } else if c0 > words.len() && toks[c0 - 1].is_punct(Punct::Comma) {
            gone.push(c0 - 1);
        }
    }
    let Some(&head) = d.text.pos.first() else {
        return Ok(None);
    };
    // One group per distinct modifier, in the order of their first clauses.
    let mut groups: Vec<Vec<&Modified>> = Vec::new();
    for m in &modified {
        match groups
            .iter_mut()
            .find(|g| text_of(g[0].modifier) == text_of(m.modifier))
        {
            Some(g) => g.push(m),
            None => groups.push(vec![m]),
        }
    }
    let mut around = Vec::new();
    for group in groups {
        let [enter, exit] = per_point_lines(d, &toks, &group, head, &fail)?;
        let p = point_of(group[0].modifier)?;
        let q = point_of(group[0].modifier)?;
        around.push((p, enter, q, exit));
    }
    let data_clauses = toks
        .iter()
        .enumerate()
        .filter(|(j, t)| {
            ["map", "use_device_ptr", "use_device_addr"]
                .iter()
                .any(|w| name_is(t, w))
                && toks.get(j + 1).is_some_and(|n| n.is_punct(Punct::LParen))
        })
        .count();
    let is_data = words.len() == 2 && words[1] == "data";
    Ok(Some(Iterated {
        line: blanked(d, &toks, &gone),
        point: None,
        around,
        after_loop: loop_construct,
        construct: {
            let line = blanked(d, &toks, &gone);
            super::omp_device::peek_directive(Some(&line), options.backslash)
                .and_then(|p| p.kind.construct())
        },
        dropped: is_data && data_clauses == modified.len(),
    }))
}

/// The `target enter data` and `target exit data` lines of one group of clauses.
fn per_point_lines(
    d: &DirectiveLine,
    toks: &[Token],
    modified: &[&Modified],
    head: SrcPos,
    fail: &dyn Fn(&str, &str) -> Failed,
) -> Result<[DirectiveLine; 2], Failed> {
    let line = |exit: bool| -> Result<DirectiveLine, Failed> {
        let mut b = Builder {
            src: &d.text,
            out: CookedText::default(),
        };
        b.word("target", head);
        b.word(if exit { "exit" } else { "enter" }, head);
        b.word("data", head);
        for m in modified {
            let (c0, c1) = m.clause;
            let Some(colon) = (m.modifier.1..c1).find(|&k| toks[k].is_punct(Punct::Colon)) else {
                return Err(fail(
                    "a map clause with an 'iterator' modifier needs a map type",
                    "write 'map(iterator(…), to: list)' (OpenMP 5.1 §2.21.7.1)",
                ));
            };
            let ty = match &toks[colon - 1].kind {
                TokenKind::Name(n) => n.to_ascii_lowercase(),
                _ => String::new(),
            };
            let (into, out) = match ty.as_str() {
                "to" => ("to", "release"),
                "from" => ("alloc", "from"),
                "tofrom" => ("to", "from"),
                _ => ("alloc", "release"),
            };
            for (k, t) in toks.iter().enumerate().take(c1 + 1).skip(c0) {
                if m.drop.contains(&k) {
                    continue;
                }
                if k == colon - 1 && matches!(t.kind, TokenKind::Name(_)) {
                    let at = d.text.pos.get(t.lo as usize).copied().unwrap_or(head);
                    b.word(if exit { out } else { into }, at);
                } else {
                    b.copy(t.lo, t.hi);
                }
            }
        }
        // The construct's `if` and `device` decide where the items go as they decide where
        // the construct runs (5.1 §2.14.5), as in C.
        guards(toks, &mut b);
        Ok(DirectiveLine {
            sentinel: d.sentinel,
            sentinel_span: d.sentinel_span,
            text: b.out,
        })
    };
    Ok([line(false)?, line(true)?])
}

/// Copies the `device(…)` and `if([target:] …)` clauses of a construct's line.
fn guards(toks: &[Token], b: &mut Builder<'_>) {
    let mut j = 0;
    while j < toks.len() {
        // A clause with an argument list, skipped whole unless it is a guard.
        let close = match toks.get(j + 1) {
            Some(n) if n.is_punct(Punct::LParen) => close_of(toks, j + 1),
            _ => None,
        };
        let Some(close) = close else {
            j += 1;
            continue;
        };
        if name_is(&toks[j], "if") {
            let modifier = close > j + 3
                && matches!(toks[j + 2].kind, TokenKind::Name(_))
                && toks[j + 3].is_punct(Punct::Colon);
            if !modifier {
                b.copy(toks[j].lo, toks[close].hi);
            } else if name_is(&toks[j + 2], "target") {
                b.copy(toks[j].lo, toks[j + 1].hi);
                b.copy(toks[j + 4].lo, toks[close].hi);
            }
        } else if name_is(&toks[j], "device") {
            b.copy(toks[j].lo, toks[close].hi);
        }
        j = close + 1;
    }
}

/// `type :: name` for each iterator of the modifier at tokens `[a, b]` (`iterator(` … `)`):
/// its written type, or `integer`.
fn declarations(text: &CookedText, toks: &[Token], (a, b): (usize, usize)) -> Vec<CookedText> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = a + 2;
    for k in a + 1..=b {
        let t = &toks[k];
        if t.is_punct(Punct::LParen) {
            depth += 1;
            continue;
        }
        if t.is_punct(Punct::RParen) {
            depth -= 1;
        }
        let end_of_spec = (depth == 1 && t.is_punct(Punct::Comma)) || (depth == 0 && k == b);
        if !end_of_spec {
            continue;
        }
        let spec = start..k;
        start = k + 1;
        let Some(eq) = spec.clone().find(|&j| toks[j].is_punct(Punct::Assign)) else {
            continue;
        };
        let Some(name) = eq.checked_sub(1).filter(|&n| n >= spec.start) else {
            continue;
        };
        let mut b = Builder {
            src: text,
            out: CookedText::default(),
        };
        match spec.clone().find(|&j| toks[j].is_punct(Punct::ColonColon)) {
            Some(cc) if cc > spec.start => b.copy(toks[spec.start].lo, toks[cc - 1].hi),
            _ => {
                let at = text.pos.get(toks[name].lo as usize).copied();
                if let Some(at) = at {
                    b.word("integer", at);
                }
            }
        }
        if let Some(&at) = text.pos.get(toks[name].lo as usize) {
            b.word("::", at);
        }
        b.copy(toks[name].lo, toks[name].hi);
        out.push(b.out);
    }
    out
}

fn span_of(text: &CookedText, toks: &[Token], (a, b): (usize, usize)) -> Span {
    text.span(toks[a].lo as usize, toks[b].hi as usize)
}
