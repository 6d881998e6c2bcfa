//! Nested device constructs that are one combined construct (docs/design.md decision 128,
//! the rule C has: `oxacc_offload::omp_device::fold_nest`): a `target`, `target teams` or
//! `target parallel` line followed directly by the lines of the `teams` and loop constructs
//! it holds, the DO loop, and their `end` lines, with a user-defined reduction or
//! `lastprivate(conditional:)` on one of them. The lines become the one line of the combined
//! construct (each construct's name, then its clauses but the ones the rule leaves out; the
//! characters keep their source positions) before the rest of the OpenMP path reads them,
//! and the `end` lines of the constructs go (the combined loop construct's end is optional).

use oxacc_directives::omp::{Leaf, OmpDirective as Parsed, OmpDirectiveKind as K};
use oxacc_directives::{self as dir, DirToken, Lang, TokRange};
use oxacc_offload::omp_device;

use super::acc::dir_token;
use crate::lexer::{self, Token};
use crate::source_form::{CookedText, DirectiveLine, Line};
use crate::FortranOptions;

/// An `!$omp` line: its tokens and directive.
fn omp_line<'a>(
    line: &'a Line,
    options: &FortranOptions,
) -> Option<(&'a DirectiveLine, Vec<Token>, Parsed)> {
    let Line::Directive(d) = line else {
        return None;
    };
    if d.sentinel != crate::source_form::Sentinel::Omp {
        return None;
    }
    let toks = lexer::lex(&d.text, options.backslash).ok()?;
    let dts: Vec<DirToken> = toks.iter().map(dir_token).collect();
    let parsed = dir::parse_omp(&dts, Lang::Fortran).ok()?;
    Some((d, toks, parsed))
}

/// The lines with each foldable nest made one line; `None` when there is none.
pub(crate) fn fold_nests(lines: &[Line], options: &FortranOptions) -> Option<Vec<Line>> {
    let mut gone = vec![false; lines.len()];
    let mut merged: Vec<(usize, DirectiveLine)> = Vec::new();
    for i in 0..lines.len() {
        if gone[i] {
            continue;
        }
        if let Some((line, drop)) = nest_at(lines, i, options) {
            merged.push((i, line));
            for k in drop {
                gone[k] = true;
            }
        }
    }
    if merged.is_empty() {
        return None;
    }
    let mut out: Vec<Line> = lines.to_vec();
    for (i, line) in merged {
        out[i] = Line::Directive(line);
    }
    Some(
        out.into_iter()
            .zip(gone)
            .filter_map(|(l, g)| (!g).then_some(l))
            .collect(),
    )
}

/// The combined line of the nest whose outermost construct is line `i`, and the lines that
/// go with it.
fn nest_at(
    lines: &[Line],
    i: usize,
    options: &FortranOptions,
) -> Option<(DirectiveLine, Vec<usize>)> {
    let is_loop = |p: &Parsed| {
        matches!(p.kind, K::Construct(c)
            if c.leaves().any(|l| matches!(l, Leaf::For | Leaf::Distribute | Leaf::Loop | Leaf::Simd)))
    };
    let first = omp_line(&lines[i], options)?;
    if !matches!(first.2.kind, K::Construct(c) if c.leaves().next() == Some(Leaf::Target))
        || is_loop(&first.2)
    {
        return None;
    }
    let mut chain = vec![first];
    let mut at = i;
    loop {
        at += 1;
        let next = omp_line(lines.get(at)?, options)?;
        let looped = is_loop(&next.2);
        chain.push(next);
        if looped {
            break;
        }
        if chain.len() > 3 {
            return None;
        }
    }
    let mut drop: Vec<usize> = (i + 1..=at).collect();
    let dl = super::omp_device::do_loop(lines, at, options)?;
    let mut k = dl.last + 1;
    let K::Construct(inner) = chain.last()?.2.kind else {
        return None;
    };
    if matches!(omp_line(lines.get(k)?, options), Some((_, _, p)) if p.kind == K::End(inner)) {
        drop.push(k);
        k += 1;
    }
    for (_, _, p) in chain[..chain.len() - 1].iter().rev() {
        let K::Construct(c) = p.kind else {
            return None;
        };
        match omp_line(lines.get(k)?, options) {
            Some((_, _, e)) if e.kind == K::End(c) => drop.push(k),
            _ => return None,
        }
        k += 1;
    }
    let parsed: Vec<Parsed> = chain.iter().map(|(_, _, p)| p.clone()).collect();
    // A list item's variable: its first token, in any case.
    let base = |(n, r): omp_device::NestItem| {
        let (d, toks, _) = &chain[n];
        toks.get(r.start as usize)
            .map(|t| d.text.text[t.lo as usize..t.hi as usize].to_ascii_lowercase())
    };
    let same = |a, b| base(a).is_some() && base(a) == base(b);
    let left_out = omp_device::fold_nest(&parsed, &same)?;
    let end_of = |toks: &[Token], r: TokRange| {
        toks.get(r.end.checked_sub(1)? as usize)
            .map(|t| t.hi as usize)
    };
    let mut names = CookedText::default();
    let mut clauses = CookedText::default();
    for (n, ((d, toks, p), out)) in chain.iter().zip(&left_out).enumerate() {
        let name_end = end_of(toks, p.name)?;
        let from = if n == 0 {
            0
        } else {
            toks.get(p.name.start as usize)?.lo as usize
        };
        append(&mut names, &d.text.slice(from, name_end));
        // The clauses, without those left out (and the comma after one).
        let mut t = p.name.end as usize;
        let mut lo = name_end;
        while t < toks.len() {
            if let Some(r) = out.iter().find(|r| r.start as usize == t) {
                append(&mut clauses, &d.text.slice(lo, toks[t].lo as usize));
                t = r.end as usize;
                if toks
                    .get(t)
                    .is_some_and(|x| &d.text.text[x.lo as usize..x.hi as usize] == ",")
                {
                    t += 1;
                }
                lo = toks.get(t).map_or(d.text.text.len(), |x| x.lo as usize);
                continue;
            }
            t += 1;
        }
        append(
            &mut clauses,
            &d.text.slice(lo.min(d.text.text.len()), d.text.text.len()),
        );
    }
    append(&mut names, &clauses);
    let d = &chain[0].0;
    Some((
        DirectiveLine {
            sentinel: d.sentinel,
            sentinel_span: d.sentinel_span,
            text: names,
        },
        drop,
    ))
}

/// Appends `piece` to `to` after a blank (which takes the position of the character before
/// it).
fn append(to: &mut CookedText, piece: &CookedText) {
    if let Some(&p) = to.pos.last() {
        to.push(' ', p);
    }
    to.text.push_str(&piece.text);
    to.pos.extend(piece.pos.iter().copied());
}
