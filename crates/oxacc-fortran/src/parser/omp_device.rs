//! OpenMP device directives in Fortran (OpenMP 4.5 §2.10): translated line by line to the
//! OpenACC directive that does the same by the shared layer (`oxacc_offload::omp_device`,
//! the rules C uses), then read as that `!$acc` directive, so that the Fortran OpenACC path
//! (pairing, sema, lowering, the OpenACC passes and runtime) runs them. What the translation
//! needs to know about nesting is kept here: the device regions open around the line (a
//! `target`, `target data` or `teams` construct with its `end` directive still to come) and
//! the directive a `target` construct's body starts with (the next line).

use oxacc_directives::omp::{Construct, Leaf, OmpDirective as Parsed};
use oxacc_directives::{self as dir, DirToken, EndKind, Lang};
use oxacc_offload::omp_device::{self, Region, Translation};
use oxacc_offload::omp_team_sync::{self, TeamSync};
use oxacc_source::{Diagnostic, Span};

use super::acc::{self, dir_token, range_span, AccShape, ArgParser};
use super::Flat;
use crate::ast::StmtKind;
use crate::lexer::{self, Token};
use crate::source_form::{DirectiveLine, Line};
use crate::FortranOptions;

/// The device constructs open at the current line.
#[derive(Default)]
pub(crate) struct DeviceState {
    /// Block constructs waiting for their `end`: the OpenMP construct, the `end` of the
    /// OpenACC construct it became (`None`: a parallel region of a target region, which
    /// stays an OpenMP construct), and the region its body is in; and loop constructs
    /// ([`Open::until`]), whose DO loop's lines are in their region.
    open: Vec<Open>,
    /// The last loop or atomic construct translated, whose optional `end` may follow.
    pending_end: Option<(Construct, EndKind)>,
    /// Statements a line became after the one it returns (`target parallel`: the parallel
    /// region in its compute construct, then at its `end` the construct's end), taken by
    /// the caller right after that one.
    pub(crate) more: Vec<Flat>,
    /// A `target` whose statement is a teams construct, its tokens and directive: the clauses
    /// the teams construct takes from it (`omp_device::target_clauses_to_teams`, C's rule).
    pub(crate) around_teams: Option<(Vec<Token>, Parsed)>,
    /// The per-point `target exit data` loops of constructs with iterated maps
    /// (`omp_map_iter`), each after the `end` line that brings [`Self::open_len`] back to its
    /// number (or, `true`, instead of the `end target data` line at that number).
    pub(crate) iterated_exits: Vec<(usize, bool, Vec<Flat>)>,
    /// The same for loop constructs: after the line of that index (their DO loop's last, or
    /// the `end` directive right after it).
    pub(crate) exits_after_line: Vec<(usize, Vec<Flat>)>,
}

/// A device construct around the current line.
#[derive(Copy, Clone)]
struct Open {
    construct: Construct,
    end: Option<EndKind>,
    region: Region,
    /// A loop construct: the index of its DO loop's last line, after which it is closed (and
    /// its optional `end` line may follow).
    until: Option<usize>,
    /// A second OpenACC construct the line opened inside the first, closed first at the
    /// `end` line: `target data` with `use_device_ptr`/`use_device_addr` and other clauses
    /// (its `host_data` region in the data region, `omp_device::use_device_region`).
    inner: Option<EndKind>,
}

/// What an `!$omp end` line closes.
pub(crate) enum Closed {
    /// The OpenACC construct a device construct became.
    Acc(EndKind),
    /// A parallel region of a target region (an OpenMP construct of its own).
    ThreadRegion,
    /// `target parallel`: its parallel region, then the compute construct around it.
    ThreadRegionIn(EndKind),
    /// The inner OpenACC construct ([`Open::inner`]), then the outer one.
    AccIn(EndKind, EndKind),
}

/// The OpenMP `parallel` construct, the region a `target parallel` construct's compute
/// construct holds.
fn parallel_construct() -> Construct {
    Construct::of(&[oxacc_directives::omp::Leaf::Parallel])
}

/// A bare `!$omp parallel` (or its `end`) made for a `target parallel` line.
fn parallel_directive(
    kind: oxacc_directives::omp::OmpDirectiveKind,
    whole: Span,
    name_span: Span,
) -> crate::ast::omp::OmpDirective {
    crate::ast::omp::OmpDirective {
        kind,
        span: whole,
        name_span,
        clauses: Vec::new(),
        name: None,
        list: Vec::new(),
        udr: None,
        team_bounds: Vec::new(),
        mapper: None,
        orphan: None,
    }
}

/// The end of `target parallel` (its `!$omp end target parallel`): the parallel region's
/// end, then the compute construct's.
pub(crate) fn close_thread_region_in(
    state: &mut DeviceState,
    k: EndKind,
    whole: Span,
    name_span: Span,
) -> Flat {
    state.more.push(Flat::AccEnd(k, name_span));
    let c = parallel_construct();
    let d = parallel_directive(
        oxacc_directives::omp::OmpDirectiveKind::End(c),
        whole,
        name_span,
    );
    Flat::OmpEnd(c, Box::new(d))
}

impl DeviceState {
    /// The statements to add after line `line` (`exits_after_line`).
    pub(crate) fn exits_after(&mut self, line: usize) -> Vec<Flat> {
        let mut out = Vec::new();
        while let Some(k) = self.exits_after_line.iter().rposition(|(l, _)| *l == line) {
            out.extend(self.exits_after_line.remove(k).1);
        }
        out
    }

    /// How many device constructs are open here.
    pub(crate) fn open_len(&self) -> usize {
        self.open.len()
    }

    /// The context leaves of the device constructs open here (OpenMP 5.0 §2.3.1), outermost
    /// first.
    pub(crate) fn context_leaves(&self) -> Vec<Leaf> {
        oxacc_offload::omp_context::Context::context_leaves(
            self.open.iter().flat_map(|o| o.construct.leaves()),
        )
    }

    pub(crate) fn region(&self) -> Region {
        self.open.last().map_or(Region::Host, |o| o.region)
    }

    /// Closes the loop constructs whose DO loop ended before line `line`.
    pub(crate) fn leave_loops(&mut self, line: usize) {
        while let Some(&Open {
            construct,
            end: Some(k),
            until: Some(last),
            ..
        }) = self.open.last()
        {
            if last >= line {
                break;
            }
            self.open.pop();
            self.pending_end = Some((construct, k));
        }
    }

    /// What an `!$omp end c` line closes, if `c` is a translated construct.
    pub(crate) fn close(&mut self, c: Construct) -> Option<Closed> {
        if let Some(&Open {
            construct: oc,
            end: k,
            region,
            until: None,
            inner,
        }) = self.open.last()
        {
            if oc == c {
                self.open.pop();
                return Some(match (k, inner) {
                    (Some(k), Some(i)) => Closed::AccIn(i, k),
                    (None, _) => Closed::ThreadRegion,
                    // A `target` construct whose body is the team's threads: `target
                    // parallel` (its compute construct holds the parallel region).
                    (Some(k), None) if region == Region::Threads && c.has(Leaf::Target) => {
                        Closed::ThreadRegionIn(k)
                    }
                    (Some(k), None) => Closed::Acc(k),
                });
            }
        }
        match self.pending_end.take() {
            Some((pc, k)) if pc == c => Some(Closed::Acc(k)),
            _ => None,
        }
    }
}

/// The OpenMP directive the next line is, if it is an `!$omp` line (a `target` construct's
/// body, OpenMP 4.5 §2.10.7).
pub(crate) fn peek_directive(next: Option<&DirectiveLine>, backslash: bool) -> Option<Parsed> {
    let d = next?;
    if d.sentinel != crate::source_form::Sentinel::Omp {
        return None;
    }
    let toks = lexer::lex(&d.text, backslash).ok()?;
    let dts: Vec<DirToken> = toks.iter().map(dir_token).collect();
    dir::parse_omp(&dts, Lang::Fortran).ok()
}

/// The directive of the line after a `target` line, a metadirective resolved as it will be
/// when its line is read (in the target region: the GPU's context).
pub(crate) fn peek_target_body(
    next: Option<&DirectiveLine>,
    options: &FortranOptions,
) -> Option<Parsed> {
    let parsed = peek_directive(next, options.backslash)?;
    if !matches!(
        parsed.args,
        oxacc_directives::omp::OmpDirectiveArgs::Variants { .. }
    ) {
        return Some(parsed);
    }
    let d = next?;
    let toks = lexer::lex(&d.text, options.backslash).ok()?;
    let ctx = oxacc_offload::omp_context::Context::device(
        vec![Leaf::Target],
        options.offload_arch.as_deref(),
    );
    let end = d.text.span(d.text.text.len(), d.text.text.len());
    match super::omp_meta::resolve(&toks, &parsed, d.sentinel_span.to(end), &ctx)? {
        super::omp_meta::Meta::Directive(_, p, _, _) => Some(p),
        _ => None,
    }
}

/// The DO loop a loop construct's directive line applies to, as far as the translation
/// cares: what follows the line is classified by the parser later, so this reads ahead.
#[derive(Copy, Clone, Debug)]
pub(crate) struct DoLoop {
    /// The index of the loop's last line (its `end do` or terminal statement).
    pub(crate) last: usize,
    /// Whether an `!$omp` construct with the `simd` leaf is in its body
    /// ([`omp_device::is_simd`]; what the shared layer asks of a thread loop).
    nests_simd: bool,
    /// No barrier needs to follow the loop: its `!$omp end do` has `nowait`, or the end of a
    /// parallel region follows it (whose end is the team's barrier).
    no_barrier: bool,
    /// The construct an `!$omp end …` line right after the loop ends.
    ended: Option<Construct>,
}

impl DoLoop {
    /// The last line of loop construct `c`: the loop's, or its `end` directive after it.
    pub(crate) fn last_line(&self, c: Construct) -> usize {
        self.last + usize::from(self.ended == Some(c))
    }
}

/// Whether the lines after a DO loop (from `next`) are `!$omp end do nowait`, or the end of a
/// parallel region (after an `!$omp end do`, if any).
fn no_barrier_after(lines: &[Line], next: usize, options: &FortranOptions) -> bool {
    use oxacc_directives::omp::OmpDirectiveKind as K;
    let end = |i: usize| match lines.get(i) {
        Some(Line::Directive(d)) => peek_directive(Some(d), options.backslash),
        _ => None,
    };
    let parallel_end =
        |p: Option<Parsed>| matches!(p.map(|p| p.kind), Some(K::End(c)) if c.has(Leaf::Parallel));
    match end(next) {
        Some(p) if matches!(p.kind, K::End(c) if c.has(Leaf::For) && !c.has(Leaf::Parallel)) => {
            p.clauses
                .iter()
                .any(|c| c.kind == oxacc_directives::omp::OmpClauseKind::Nowait)
                || parallel_end(end(next + 1))
        }
        p => parallel_end(p),
    }
}

/// The DO loop after line `at` (a loop construct's directive line; other directive lines may
/// come before the DO statement), if one follows. Its statements are classified again here.
pub(crate) fn do_loop(lines: &[Line], at: usize, options: &FortranOptions) -> Option<DoLoop> {
    // The DO loops open (their terminal labels): the loop construct's own loop first.
    let mut open: Vec<Option<u32>> = Vec::new();
    let mut ids = super::IdGen::default();
    let mut nests_simd = false;
    for (i, line) in lines.iter().enumerate().skip(at + 1) {
        match line {
            Line::Directive(d) if !open.is_empty() => {
                nests_simd |= peek_directive(Some(d), options.backslash)
                    .is_some_and(|p| omp_device::is_simd(&p));
            }
            Line::Directive(_) => {}
            Line::Stmt(st) => {
                let label = st.label.map(|l| l.value);
                let flat = if st.reported {
                    None
                } else {
                    super::parse_statement(&st.text, options, &mut ids)
                        .ok()
                        .map(|(_, f)| f)
                };
                match flat {
                    Some(Flat::DoStart { terminal, .. }) => {
                        open.push(terminal.map(|l| l.value));
                        continue;
                    }
                    _ if open.is_empty() => return None,
                    Some(Flat::End {
                        word: Some(super::EndWord::Do),
                        ..
                    }) if open.last() == Some(&None) => {
                        open.pop();
                    }
                    _ => {}
                }
                // A labelled statement ends every DO loop whose terminal label it is.
                while label.is_some() && open.last() == Some(&label) {
                    open.pop();
                }
                if open.is_empty() {
                    let ended = match lines.get(i + 1) {
                        Some(Line::Directive(d)) => {
                            match peek_directive(Some(d), options.backslash).map(|p| p.kind) {
                                Some(oxacc_directives::omp::OmpDirectiveKind::End(c)) => Some(c),
                                _ => None,
                            }
                        }
                        _ => None,
                    };
                    return Some(DoLoop {
                        last: i,
                        nests_simd,
                        no_barrier: no_barrier_after(lines, i + 1, options),
                        ended,
                    });
                }
            }
        }
    }
    None
}

/// What the lines after a directive line hold, as far as its translation asks.
pub(crate) struct Ahead<'a> {
    /// The directive the next line is (a `target` construct's body, [`peek_directive`]).
    pub body: Option<&'a Parsed>,
    /// The DO loop after the line ([`do_loop`]), read when asked.
    pub do_loop: &'a dyn Fn() -> Option<DoLoop>,
    /// Clauses of the enclosing `target` that a teams construct takes
    /// (`omp_device::target_clauses_to_teams`; their tokens follow the line's).
    pub carried: Vec<dir::Clause>,
}

/// Translates a device directive (or any directive inside a device region); `None` when the
/// line is the host's.
pub(crate) fn translate(
    cx: &mut ArgParser<'_, '_>,
    state: &mut DeviceState,
    parsed: &Parsed,
    ahead: Ahead<'_>,
    toks: &[Token],
    whole: Span,
    name_span: Span,
) -> Option<(Flat, Vec<Diagnostic>)> {
    let region = state.region();
    // A host league (`teams`, `distribute`: OpenMP 5.0 §2.7) is a host construct.
    if region == Region::Host
        && (!omp_device::is_device(parsed) || oxacc_offload::omp_league::is_host_league(parsed))
    {
        return None;
    }
    if region == Region::Host && omp_device::orphaned_distribute(parsed).is_some() {
        // An orphaned `distribute`: in a `declare target` procedure sema takes its device
        // form ([`orphan_form`]); elsewhere the host construct's rules apply.
        return None;
    }
    let Ahead {
        body,
        do_loop,
        carried,
    } = ahead;
    if region != Region::Host && omp_device::included_task(parsed.kind) {
        // `task`, `taskgroup`, `taskwait`, `taskyield`: host constructs, which omp-lower
        // runs as included tasks inside the OpenACC construct (C's rule).
        return None;
    }
    if region != Region::Host {
        let kinds: Vec<_> = parsed.clauses.iter().map(|c| c.kind).collect();
        if let Some(sync) = TeamSync::of(parsed.kind, &kinds) {
            // `master`, `masked`, `single`, `barrier`: OpenMP constructs, which the lowering
            // runs in the team's thread loop (`lower/omp.rs`, the shared rule C's is).
            let in_distribute = state.open.iter().any(|o| o.construct.has(Leaf::Distribute));
            let at = range_span(toks, parsed.name, whole);
            let violation = match omp_team_sync::outside_parallel(region) {
                Some(v) if !in_distribute => Some(v),
                // `nowait` of `single` is on its `end` line: every `single` counts here.
                _ if region == Region::Threads && in_distribute && sync != TeamSync::Master => {
                    Some(omp_team_sync::barrier_in_distribute())
                }
                _ => None,
            };
            let v = violation?;
            let d = Diagnostic::error(at, v.message).with_note(None, v.note);
            let flat = match super::omp::failed_construct(parsed, whole, name_span) {
                Some(f) => f,
                None => Flat::Simple(StmtKind::Error),
            };
            return Some((flat, vec![d]));
        }
    }
    let atomic = parsed
        .kind
        .construct()
        .filter(|c| c.single() == Some(oxacc_directives::omp::Leaf::Atomic));
    let translated = match atomic {
        Some(_) => Ok(Translation {
            directive: omp_device::atomic(parsed),
            region,
            form: omp_device::Form::Acc,
            device: None,
            lastprivate: Vec::new(),
            linear: Vec::new(),
            user_reductions: Vec::new(),
            conditional: Vec::new(),
            use_device: Vec::new(),
        }),
        None => {
            // The variable a list item designates (part of): its first name, in any case.
            let base =
                |r: oxacc_directives::TokRange| match toks.get(r.start as usize).map(|t| &t.kind) {
                    Some(lexer::TokenKind::Name(n)) => Some(n.to_ascii_lowercase()),
                    _ => None,
                };
            let same = |a, b| base(a).is_some() && base(a) == base(b);
            omp_device::translate_named(
                parsed,
                region,
                body,
                &|| do_loop().is_some_and(|l| l.nests_simd),
                Some(&same),
            )
        }
    };
    let Translation {
        mut directive,
        region: inner,
        form,
        device,
        lastprivate,
        linear,
        user_reductions,
        conditional,
        use_device,
    } = match translated {
        Ok(t)
            if !t.user_reductions.is_empty()
                && t.directive.kind != oxacc_directives::DirectiveKind::ParallelLoop =>
        {
            // The one-thread form (with `lastprivate`, `target simd`) is C's only.
            let d = Diagnostic::error(
                whole,
                "user-defined reductions on OpenMP target constructs are not supported in \
                 Fortran yet",
            );
            let flat = match super::omp::failed_construct(parsed, whole, name_span) {
                Some(f) => f,
                None => Flat::Simple(StmtKind::Error),
            };
            return Some((flat, vec![d]));
        }
        Ok(t) if t.form == omp_device::Form::ThreadRegion => {
            // A `parallel` region in `teams` or directly in a `target` region (4.5 §2.5):
            // every thread of each team runs it.
            // It stays an OpenMP construct, which the lowering makes the team's thread loop
            // (`oxacc_offload::lower::thread_region`, `lower/omp.rs`); its `private`
            // variables are each thread's.
            let mut diags = Vec::new();
            let mut d = match super::omp::directive(cx, parsed, whole, name_span) {
                Ok(d) => d,
                Err(e) => {
                    diags.push(Diagnostic::error(e.span, e.message));
                    return Some((Flat::Simple(StmtKind::Error), diags));
                }
            };
            // The team's bounds are the clauses the shared layer made of `num_threads` and
            // `if`, and its `firstprivate` and `reduction` clauses are the thread loop's (one
            // rule for C and Fortran); they replace the OpenMP clauses they came from.
            let mut bounds = t.directive.clone();
            bounds.clauses.retain(|c| {
                matches!(
                    c.kind,
                    oxacc_directives::ClauseKind::OmpNumThreads
                        | oxacc_directives::ClauseKind::OmpIfParallel
                        | oxacc_directives::ClauseKind::FirstPrivate
                        | oxacc_directives::ClauseKind::Reduction
                )
            });
            match cx.directive(&bounds, whole, name_span) {
                Ok(b) => {
                    d.clauses
                        .retain(|c| !b.clauses.iter().any(|bc| bc.span == c.span));
                    d.team_bounds = b.clauses;
                }
                Err(e) => {
                    diags.push(Diagnostic::error(e.span, e.message));
                    return Some((Flat::Simple(StmtKind::Error), diags));
                }
            }
            if let Some(c) = parsed.kind.construct() {
                state.open.push(Open {
                    construct: c,
                    end: None,
                    region: t.region,
                    until: None,
                    inner: None,
                });
            }
            return Some((Flat::OmpBegin(Box::new(d), false), diags));
        }
        Ok(t)
            if t.form == omp_device::Form::SplitLoop
                && !do_loop().is_some_and(|l| l.no_barrier)
                && state.open.iter().any(|o| o.construct.has(Leaf::Distribute)) =>
        {
            let v = omp_device::barrier_in_distribute();
            let d = Diagnostic::error(range_span(toks, parsed.name, whole), v.message)
                .with_note(None, v.note);
            let flat = match super::omp::failed_construct(parsed, whole, name_span) {
                Some(f) => f,
                None => Flat::Simple(StmtKind::Error),
            };
            return Some((flat, vec![d]));
        }
        Ok(t) => t,
        Err((v, at)) => {
            let span = range_span(toks, at, whole);
            let message = v.message.replace("'#pragma omp ", "'!$omp ");
            let d = Diagnostic::error(span, message).with_note(None, v.note);
            // Kept for pairing with its `end` line (one mistake, one error).
            let flat = match super::omp::failed_construct(parsed, whole, name_span) {
                Some(f) => f,
                None => Flat::Simple(StmtKind::Error),
            };
            return Some((flat, vec![d]));
        }
    };
    directive.clauses.extend(carried);
    // The OpenMP line was checked by `check_omp`; the OpenACC rules that apply to the
    // translation are sema's, as for C.
    let mut diags = Vec::new();
    let mut acc_dir = match cx.directive(&directive, whole, name_span) {
        Ok(d) => d,
        Err(e) => {
            diags.push(Diagnostic::error(e.span, e.message));
            return Some((Flat::Simple(StmtKind::Error), diags));
        }
    };
    // A worksharing loop of a parallel region: this thread's share (lowered with the
    // region's thread and team size, `lower/acc.rs`).
    acc_dir.omp = true;
    mapper_ids(cx, parsed, &mut acc_dir);
    acc_dir.omp_split = form == omp_device::Form::SplitLoop;
    // Its end is the team's barrier (4.5 §2.7.1) unless `nowait` or the region's end follows.
    acc_dir.omp_barrier = acc_dir.omp_split && !do_loop().is_some_and(|l| l.no_barrier);
    acc_dir.omp_in_reduction = omp_device::in_reduction_target(parsed);
    if let Some(n) = device {
        if acc::shape(acc_dir.kind).is_none() {
            return Some(device_bracket(cx, parsed, acc_dir, n, whole, name_span));
        }
        // A construct with a body (`target…`, `target data`):
        // its device number travels as a `device_num` clause, which the lowering takes off
        // and brackets the construct with (`lower/acc.rs`, `omp_host::device_bracket`).
        let span = parsed
            .clauses
            .iter()
            .find(|c| c.kind == oxacc_directives::omp::OmpClauseKind::Device)
            .map_or(whole, |c| cx.span(c.span));
        match cx.expr(n) {
            Ok(e) => acc_dir.clauses.push(crate::ast::acc::AccClause {
                kind: oxacc_directives::ClauseKind::DeviceNum,
                span,
                name_span: span,
                legacy: None,
                args: crate::ast::acc::AccArgs::Expr(e),
                omp_mapper: None,
            }),
            Err(e) => {
                diags.push(Diagnostic::error(e.span, e.message));
                return Some((Flat::Simple(StmtKind::Error), diags));
            }
        }
    }
    if !lastprivate.is_empty() || !linear.is_empty() {
        match copy_out_clauses(cx, parsed, whole, name_span) {
            Ok(c) => acc_dir.omp_copy_out = c,
            Err(e) => {
                diags.push(Diagnostic::error(e.span, e.message));
                return Some((Flat::Simple(StmtKind::Error), diags));
            }
        }
    }
    if !user_reductions.is_empty() || !conditional.is_empty() {
        // The construct's user-defined reductions and `lastprivate(conditional:)` clauses
        // travel with the OpenACC directive, which the lowering runs through partial results
        // (`oxacc_offload::omp_target_udr`, `omp_target_conditional`).
        match super::omp::directive(cx, parsed, whole, name_span) {
            Ok(d) => {
                acc_dir.omp_udr = d
                    .clauses
                    .into_iter()
                    .filter(|c| {
                        matches!(
                            c.args,
                            crate::ast::omp::OmpArgs::UserReduction { .. }
                                | crate::ast::omp::OmpArgs::ConditionalVars(_)
                        ) && (!conditional.is_empty()
                            || !matches!(c.args, crate::ast::omp::OmpArgs::ConditionalVars(_)))
                    })
                    .collect()
            }
            Err(e) => {
                diags.push(Diagnostic::error(e.span, e.message));
                return Some((Flat::Simple(StmtKind::Error), diags));
            }
        }
    }
    let one_team = matches!(
        form,
        omp_device::Form::OneTeam | omp_device::Form::ComputeThreadRegion
    );
    if one_team && acc_dir.kind == oxacc_directives::DirectiveKind::Parallel {
        // The target region is one team, whose threads run its parallel region
        // (`oxacc_offload::lower::one_team`, which C's lowering adds as this clause).
        acc_dir.clauses.push(one_gang(cx, name_span));
    }
    let c = parsed.kind.construct();
    let flat = match (acc::shape(acc_dir.kind), c) {
        (Some(AccShape::Block(k)), Some(c)) => {
            // `use_device_ptr`/`use_device_addr` with map clauses (5.0 §2.12.2: the maps take
            // effect first): the data region holds a `host_data` region, as in C.
            let host_data = match omp_device::use_device_region(parsed) {
                Some(hd) if !use_device.is_empty() => match cx.directive(&hd, whole, name_span) {
                    Ok(mut d) => {
                        d.omp = true;
                        Some(d)
                    }
                    Err(e) => {
                        diags.push(Diagnostic::error(e.span, e.message));
                        return Some((Flat::Simple(StmtKind::Error), diags));
                    }
                },
                _ => None,
            };
            state.open.push(Open {
                construct: c,
                end: Some(k),
                region: inner,
                until: None,
                inner: host_data.as_ref().map(|_| EndKind::HostData),
            });
            if let Some(d) = host_data {
                state.more.push(Flat::AccBegin(Box::new(d), false));
            }
            if form == omp_device::Form::ComputeThreadRegion {
                // `target parallel`: the compute construct's statement is its parallel
                // region, which every thread of the team runs (lowered as the region of
                // `!$omp parallel` in a target region is, `lower/omp.rs`).
                let k = oxacc_directives::omp::OmpDirectiveKind::Construct(parallel_construct());
                let d = parallel_directive(k, whole, name_span);
                state.more.push(Flat::OmpBegin(Box::new(d), false));
            }
            Flat::AccBegin(Box::new(acc_dir), !diags.is_empty())
        }
        // (The end line of a translated `loop` ends nothing: `EndKind::Loop` is OpenACC
        // source's extension, `omp_line`.)
        (Some(AccShape::Loop(k)), Some(c)) => {
            match do_loop() {
                // The directives in the loop are in the construct's region (a combined
                // target loop construct's: they are translated too, as in C).
                Some(l) => state.open.push(Open {
                    construct: c,
                    end: Some(k),
                    region: inner,
                    until: Some(l.last),
                    inner: None,
                }),
                None => state.pending_end = Some((c, k)),
            }
            Flat::AccBegin(Box::new(acc_dir), !diags.is_empty())
        }
        (Some(AccShape::Atomic(_)), Some(c)) => {
            state.pending_end = Some((c, EndKind::Atomic));
            Flat::AccBegin(Box::new(acc_dir), !diags.is_empty())
        }
        (Some(_), _) => Flat::AccBegin(Box::new(acc_dir), !diags.is_empty()),
        (None, _) if !diags.is_empty() => Flat::Simple(StmtKind::Error),
        (None, _) => Flat::Simple(StmtKind::AccDirective(Box::new(acc_dir))),
    };
    Some((flat, diags))
}

/// `lastprivate` and `linear` (4.5 §2.15.3.5, §2.15.3.7) of a translated loop: they travel
/// with the OpenACC loop, whose lowering stores the last iteration's values
/// (`lower/acc/copy_out.rs`), as C's does.
fn copy_out_clauses(
    cx: &mut ArgParser<'_, '_>,
    parsed: &Parsed,
    whole: Span,
    name_span: Span,
) -> super::acc::R<Vec<crate::ast::omp::OmpClause>> {
    use oxacc_directives::omp::OmpClauseKind as CK;
    let d = super::omp::directive(cx, parsed, whole, name_span)?;
    Ok(d.clauses
        .into_iter()
        .filter(|c| matches!(c.kind, CK::LastPrivate | CK::Linear))
        .collect())
}

/// An orphaned worksharing loop (`!$omp do`, `!$omp do simd`, 4.5 §2.7.1) as the device
/// construct it is in a procedure of a `declare target` directive
/// ([`omp_device::orphaned_worksharing`], the rule C's is): translated in a parallel region
/// ([`Region::Threads`]), the calling thread's share of its team's iterations, then the team's
/// barrier unless its `!$omp end do` has `nowait`. `None` for other lines, and when the
/// translation does not parse (the host construct stays, as before).
pub(crate) fn orphan_form(
    cx: &mut ArgParser<'_, '_>,
    parsed: &Parsed,
    do_loop: &dyn Fn() -> Option<DoLoop>,
    whole: Span,
    name_span: Span,
) -> Option<Box<crate::ast::acc::AccDirective>> {
    // An orphaned `distribute`: the calling team's share, no barrier (C's rule too).
    let as_for = omp_device::orphaned_distribute(parsed);
    let teams = as_for.is_some();
    let parsed = as_for.as_ref().unwrap_or(parsed);
    if !omp_device::orphaned_worksharing(parsed) {
        return None;
    }
    let t = omp_device::translate(parsed, Region::Threads, None, &|| false).ok()?;
    let mut acc_dir = cx.directive(&t.directive, whole, name_span).ok()?;
    acc_dir.omp = true;
    acc_dir.omp_split = true;
    acc_dir.omp_split_teams = teams;
    acc_dir.omp_barrier = !teams && !do_loop().is_some_and(|l| l.no_barrier);
    if !t.lastprivate.is_empty() || !t.linear.is_empty() {
        acc_dir.omp_copy_out = copy_out_clauses(cx, parsed, whole, name_span).ok()?;
    }
    Some(Box::new(acc_dir))
}

/// `num_gangs(1)`, made for a translated OpenMP construct.
fn one_gang(cx: &mut ArgParser<'_, '_>, span: Span) -> crate::ast::acc::AccClause {
    let one = crate::ast::Expr {
        id: cx.ids.expr(),
        kind: crate::ast::ExprKind::Int {
            digits: "1".into(),
            kind: None,
        },
        span,
    };
    crate::ast::acc::AccClause {
        kind: oxacc_directives::ClauseKind::NumGangs,
        span,
        name_span: span,
        legacy: None,
        args: crate::ast::acc::AccArgs::Expr(one),
        omp_mapper: None,
    }
}

/// `device(n)` on a device directive (4.5 §2.10.1–§2.10.5): the OpenACC directive it became
/// inside an OpenMP construct that makes `n` the current device around it (lowered with
/// `oxacc_offload::omp_host::device_bracket`, as C does), for the directives that stand
/// alone (`target update`, `target enter data`, `target exit data`).
fn device_bracket(
    cx: &mut ArgParser<'_, '_>,
    parsed: &Parsed,
    acc_dir: crate::ast::acc::AccDirective,
    n: oxacc_directives::TokRange,
    whole: Span,
    name_span: Span,
) -> (Flat, Vec<Diagnostic>) {
    use crate::ast::omp::{OmpArgs, OmpClause, OmpDirective};
    use oxacc_directives::omp::OmpClauseKind as CK;
    let n = match cx.expr(n) {
        Ok(e) => e,
        Err(e) => {
            return (
                Flat::Simple(StmtKind::Error),
                vec![Diagnostic::error(e.span, e.message)],
            )
        }
    };
    let span = parsed
        .clauses
        .iter()
        .find(|c| c.kind == CK::Device)
        .map_or(whole, |c| cx.span(c.span));
    let inner = crate::ast::Stmt {
        id: cx.ids.stmt(),
        label: None,
        construct_name: None,
        kind: StmtKind::AccDirective(Box::new(acc_dir)),
        span: whole,
    };
    let directive = OmpDirective {
        kind: parsed.kind,
        span: whole,
        name_span,
        clauses: vec![OmpClause {
            kind: CK::Device,
            span,
            args: OmpArgs::Expr(n),
        }],
        name: None,
        list: Vec::new(),
        udr: None,
        team_bounds: Vec::new(),
        mapper: None,
        orphan: None,
    };
    (
        Flat::Simple(super::omp::construct(directive, vec![inner], None)),
        Vec::new(),
    )
}

/// Marks the clauses translated from `map(mapper(id), …)` with `id` (5.0 §2.19.7.3; sema
/// applies the mapper, where the list items' types are known). A translated clause keeps the
/// span of the OpenMP clause it came from.
fn mapper_ids(cx: &mut ArgParser<'_, '_>, parsed: &Parsed, d: &mut crate::ast::acc::AccDirective) {
    use oxacc_directives::omp::{MapModifier, OmpClauseArgs};
    for c in &parsed.clauses {
        let OmpClauseArgs::Map { modifiers, .. } = &c.args else {
            continue;
        };
        let Some(r) = modifiers.iter().find_map(|m| match m {
            MapModifier::Mapper(r) => Some(*r),
            _ => None,
        }) else {
            continue;
        };
        let Ok(id) = cx.name(r) else {
            continue;
        };
        let span = cx.span(c.span);
        for ac in d.clauses.iter_mut().filter(|ac| ac.span == span) {
            ac.omp_mapper = Some(id.key.clone());
        }
    }
}
