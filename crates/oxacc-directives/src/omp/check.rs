//! The directive-local restrictions of OpenMP 4.5 and 5.0: which clauses a directive takes
//! (`rules.rs`), which may appear once, which exclude each other, the `if` modifiers, map
//! types, schedule and linear forms, dependence types, the language's reduction spellings,
//! constant arguments, and list items named twice. Each diagnostic cites its section.
//! Rules that need the enclosing program (nesting, variable types) belong to the front end.

use super::ast::*;
use super::dump::{depend_kind, if_modifier, linear_modifier};
use super::rules;
use crate::check::int_value;
use crate::dump::text;
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

use OmpClauseKind as K;
use OmpDirectiveKind as D;

pub fn check(d: &OmpDirective, tokens: &[DirToken]) -> Vec<DirError> {
    let mut cx = Checker {
        d,
        tokens,
        out: Vec::new(),
    };
    cx.allowed_clauses();
    cx.once();
    cx.if_modifiers();
    cx.exclusive();
    cx.required();
    cx.maps();
    cx.defaultmaps();
    cx.schedules();
    cx.constants();
    cx.linear();
    cx.depend();
    cx.reductions();
    cx.memory_orders();
    cx.directive_args();
    cx.list_items();
    cx.out.sort_by_key(|e| e.at.start);
    cx.out
}

struct Checker<'a> {
    d: &'a OmpDirective,
    tokens: &'a [DirToken],
    out: Vec<DirError>,
}

/// The leaves an `if` modifier names (4.5 §2.12).
fn modifier_target(m: IfModifier) -> Result<Leaf, OmpDirectiveKind> {
    Ok(match m {
        IfModifier::Parallel => Leaf::Parallel,
        IfModifier::Task => Leaf::Task,
        IfModifier::Taskloop => Leaf::Taskloop,
        IfModifier::Target => Leaf::Target,
        IfModifier::TargetData => Leaf::TargetData,
        IfModifier::Simd => Leaf::Simd,
        IfModifier::Teams => Leaf::Teams,
        IfModifier::TargetEnterData => return Err(D::TargetEnterData),
        IfModifier::TargetExitData => return Err(D::TargetExitData),
        IfModifier::TargetUpdate => return Err(D::TargetUpdate),
        IfModifier::Cancel => return Err(D::Cancel),
    })
}

/// The leaves of a construct that accept `if` (4.5 §2.12, 5.0 §2.15).
const IF_LEAVES: &[Leaf] = &[
    Leaf::Parallel,
    Leaf::Task,
    Leaf::Taskloop,
    Leaf::Target,
    Leaf::TargetData,
    Leaf::Simd,
];

impl<'a> Checker<'a> {
    fn name(&self) -> String {
        self.d.kind.name(self.d.lang)
    }

    fn report(&mut self, at: TokRange, message: String, note: impl Into<String>) {
        self.out.push(DirError {
            at,
            message,
            note: Some(note.into()),
            is_warning: false,
        });
    }

    fn has(&self, kind: OmpClauseKind) -> bool {
        self.d.clauses.iter().any(|c| c.kind == kind)
    }

    fn first(&self, kind: OmpClauseKind) -> Option<&'a OmpClause> {
        self.d.clauses.iter().find(|c| c.kind == kind)
    }

    fn construct(&self) -> Option<Construct> {
        self.d.kind.construct()
    }

    fn has_leaf(&self, leaf: Leaf) -> bool {
        self.construct().is_some_and(|c| c.has(leaf))
    }

    fn allowed(&self, kind: OmpClauseKind) -> bool {
        rules::allows(self.d.kind, kind, self.d.lang).is_ok()
    }

    fn allowed_clauses(&mut self) {
        for c in &self.d.clauses {
            if let Err(note) = rules::allows(self.d.kind, c.kind, self.d.lang) {
                let message = format!(
                    "clause '{}' is not allowed on '{}' directive",
                    c.kind.name(),
                    self.name()
                );
                self.report(c.name, message, note);
            }
        }
    }

    fn once(&mut self) {
        for (j, c) in self.d.clauses.iter().enumerate() {
            let Some(rule) = rules::once(c.kind) else {
                continue;
            };
            let repeated = self.d.clauses[..j].iter().any(|p| p.kind == c.kind);
            if repeated && self.allowed(c.kind) {
                let message = format!(
                    "clause '{}' may appear only once on '{}' directive",
                    c.kind.name(),
                    self.name()
                );
                self.report(c.name, message, rule);
            }
        }
    }

    /// 4.5 §2.12: a modifier must name a constituent that takes `if`; at most one `if`
    /// applies to each constituent.
    fn if_modifiers(&mut self) {
        let ifs: Vec<&OmpClause> = self.d.clauses.iter().filter(|c| c.kind == K::If).collect();
        let mut covered: Vec<(Result<Leaf, OmpDirectiveKind>, &OmpClause)> = Vec::new();
        for c in ifs {
            if !self.allowed(K::If) {
                continue;
            }
            let OmpClauseArgs::If { modifier, .. } = &c.args else {
                continue;
            };
            let targets: Vec<Result<Leaf, OmpDirectiveKind>> = match (modifier, self.construct()) {
                (None, Some(con)) => con
                    .leaves()
                    .filter(|l| IF_LEAVES.contains(l))
                    .map(Ok)
                    .collect(),
                (None, None) => vec![Err(self.d.kind)],
                (Some((m, at)), con) => {
                    let target = modifier_target(*m);
                    let fits = match (target, con) {
                        (Ok(leaf), Some(con)) => con.has(leaf) && IF_LEAVES.contains(&leaf),
                        (Err(kind), None) => kind == self.d.kind,
                        _ => false,
                    };
                    if !fits {
                        let message = format!(
                            "directive-name modifier '{}' does not name a constituent of '{}'",
                            if_modifier(*m),
                            self.name()
                        );
                        self.report(
                            *at,
                            message,
                            "OpenMP 4.5 §2.12: the directive-name-modifier must name the directive or one of its constituent constructs that accepts an if clause",
                        );
                        continue;
                    }
                    vec![target]
                }
            };
            for t in targets {
                if covered.iter().any(|(seen, _)| *seen == t) {
                    let which = match t {
                        Ok(leaf) => leaf.name(self.d.lang).to_string(),
                        Err(kind) => kind.name(self.d.lang),
                    };
                    let message = format!(
                        "more than one 'if' clause applies to '{which}' on '{}' directive",
                        self.name()
                    );
                    self.report(
                        c.name,
                        message,
                        "OpenMP 4.5 §2.12: at most one if clause can apply to each construct or constituent construct",
                    );
                    break;
                }
                covered.push((t, c));
            }
        }
    }

    fn exclusive(&mut self) {
        let pairs: &[(OmpClauseKind, OmpClauseKind, &str)] = &[
            (
                K::Grainsize,
                K::NumTasks,
                "OpenMP 4.5 §2.9.2: grainsize and num_tasks are mutually exclusive",
            ),
            (
                K::CopyPrivate,
                K::Nowait,
                "OpenMP 4.5 §2.7.3: the copyprivate clause must not be used with the nowait clause",
            ),
            (
                K::Inbranch,
                K::Notinbranch,
                "OpenMP 4.5 §2.8.2: inbranch and notinbranch are mutually exclusive",
            ),
            (
                K::Ordered,
                K::Order,
                "OpenMP 5.0 §2.9.2: if an order(concurrent) clause is present, an ordered clause may not appear on the same directive",
            ),
            (
                K::Reduction,
                K::Nogroup,
                "OpenMP 5.0 §2.10.2: the reduction and nogroup clauses are mutually exclusive",
            ),
            (
                K::Detach,
                K::Mergeable,
                "OpenMP 5.0 §2.10.1: a task with a detach clause cannot be mergeable",
            ),
            (
                K::Read,
                K::Compare,
                "OpenMP 5.1 §2.19.7: a compare clause makes the atomic a conditional update",
            ),
            (
                K::Write,
                K::Compare,
                "OpenMP 5.1 §2.19.7: a compare clause makes the atomic a conditional update",
            ),
        ];
        for &(a, b, rule) in pairs {
            if let (Some(_), Some(second)) = (self.first(a), self.first(b)) {
                if self.allowed(a) && self.allowed(b) {
                    let message = format!(
                        "clauses '{}' and '{}' exclude each other",
                        a.name(),
                        b.name()
                    );
                    self.report(second.name, message, rule);
                }
            }
        }
        // 5.0 §2.17.7: one atomic clause and one memory-order clause.
        let groups: [(&[OmpClauseKind], &str); 2] = [
            (
                &[K::Read, K::Write, K::Update, K::Capture],
                "OpenMP 5.0 §2.17.7: at most one of read, write, update and capture",
            ),
            (
                &[K::SeqCst, K::AcqRel, K::Release, K::Acquire, K::Relaxed],
                "OpenMP 5.0 §2.17.7: at most one memory-order clause",
            ),
        ];
        for (group, rule) in groups {
            let found: Vec<&OmpClause> = self
                .d
                .clauses
                .iter()
                .filter(|c| group.contains(&c.kind) && self.allowed(c.kind))
                .collect();
            if let [first, second, ..] = found.as_slice() {
                let message = format!(
                    "clause '{}' conflicts with '{}' on '{}' directive",
                    second.kind.name(),
                    first.kind.name(),
                    self.name()
                );
                self.report(second.name, message, rule);
            }
        }
    }

    /// Directives that need certain clauses.
    fn required(&mut self) {
        if self.d.kind == D::Depobj {
            self.depobj();
        }
        // 5.1 §2.19.7: fail and weak qualify the comparison of a compare clause.
        for k in [K::Fail, K::Weak] {
            if let (Some(c), false) = (self.first(k), self.has(K::Compare)) {
                let message = format!("clause '{}' requires a 'compare' clause", k.name());
                let at = c.name;
                self.report(
                    at,
                    message,
                    "OpenMP 5.1 §2.19.7: if the fail or weak clause is present, the compare clause must also be present",
                );
            }
        }
        let (needed, rule): (&[OmpClauseKind], &str) = match self.d.kind {
            D::Construct(c) if c == Construct::of(&[Leaf::TargetData]) => (
                &[K::Map, K::UseDevicePtr, K::UseDeviceAddr],
                "OpenMP 5.0 §2.12.2: at least one map, use_device_ptr or use_device_addr clause must appear on target data",
            ),
            D::TargetEnterData => (&[K::Map], "OpenMP 4.5 §2.10.2: at least one map clause must appear"),
            D::TargetExitData => (&[K::Map], "OpenMP 4.5 §2.10.3: at least one map clause must appear"),
            D::TargetUpdate => (
                &[K::To, K::From],
                "OpenMP 4.5 §2.10.5: at least one motion-clause (to or from) must be specified",
            ),
            D::Requires => (
                &[
                    K::UnifiedAddress,
                    K::UnifiedSharedMemory,
                    K::ReverseOffload,
                    K::DynamicAllocators,
                    K::AtomicDefaultMemOrder,
                ],
                "OpenMP 5.0 §2.4: a requires directive needs at least one requirement clause",
            ),
            _ => return,
        };
        if !self.d.clauses.iter().any(|c| needed.contains(&c.kind)) {
            let names: Vec<&str> = needed.iter().map(|k| k.name()).collect();
            let message = format!(
                "'{}' directive needs at least one of: {}",
                self.name(),
                names.join(", ")
            );
            self.report(self.d.name, message, rule);
        }
    }

    /// Map types per directive (4.5 §2.10.1–§2.10.4) and modifiers. 5.2 lets a map clause of
    /// `target enter data`/`target exit data` leave its map type out: it is `to` there and
    /// `from` here (5.2 §13.6, §13.7), which the lowering gives a map clause without one
    /// (`oxacc_offload::omp_device::map_clause`).
    fn maps(&mut self) {
        use MapType as M;
        let (allowed, rule): (&[MapType], &str) = match self.d.kind {
            D::TargetEnterData => (
                &[M::To, M::Alloc],
                "OpenMP 4.5 §2.10.2: the map-type must be to or alloc on target enter data",
            ),
            D::TargetExitData => (
                &[M::From, M::Release, M::Delete],
                "OpenMP 4.5 §2.10.3: the map-type must be from, release or delete on target exit data",
            ),
            D::Construct(c) if c.has(Leaf::TargetData) => (
                &[M::To, M::From, M::Tofrom, M::Alloc],
                "OpenMP 4.5 §2.10.1: the map-type must be to, from, tofrom or alloc on target data",
            ),
            D::Construct(c) if c.has(Leaf::Target) => (
                &[M::To, M::From, M::Tofrom, M::Alloc],
                "OpenMP 4.5 §2.10.4: the map-type must be to, from, tofrom or alloc on target",
            ),
            _ => return,
        };
        for c in &self.d.clauses {
            let OmpClauseArgs::Map {
                modifiers,
                map_type: t,
                ..
            } = &c.args
            else {
                continue;
            };
            match t {
                Some(t) if !allowed.contains(t) => {
                    let message = format!(
                        "map type '{}' is not allowed on '{}' directive",
                        t.name(),
                        self.name()
                    );
                    self.report(c.span, message, rule);
                }
                _ => {}
            }
            for (i, m) in modifiers.iter().enumerate() {
                if !matches!(m, MapModifier::Mapper(_)) && modifiers[..i].contains(m) {
                    self.report(
                        c.span,
                        "a map-type modifier appears twice".into(),
                        "OpenMP 5.0 §2.19.7.1: each map-type-modifier may appear at most once",
                    );
                }
            }
        }
    }

    /// 5.0 §2.19.7.2: one defaultmap per variable category; one without a category covers
    /// them all.
    fn defaultmaps(&mut self) {
        let mut seen: Vec<Option<DefaultmapCategory>> = Vec::new();
        for c in &self.d.clauses {
            let OmpClauseArgs::Defaultmap { category, .. } = &c.args else {
                continue;
            };
            let overlaps = seen
                .iter()
                .any(|s| s.is_none() || category.is_none() || s == category);
            if overlaps && self.allowed(K::Defaultmap) {
                self.report(
                    c.name,
                    "more than one 'defaultmap' clause for the same variable category".into(),
                    "OpenMP 5.0 §2.19.7.2: at most one defaultmap clause for each category can appear on the directive",
                );
            }
            seen.push(*category);
        }
    }

    /// 4.5 §2.7.1 schedule restrictions.
    fn schedules(&mut self) {
        let ordered = self.has(K::Ordered);
        for c in &self.d.clauses {
            let OmpClauseArgs::Schedule {
                modifiers,
                kind,
                chunk,
            } = &c.args
            else {
                continue;
            };
            use ScheduleModifier as SM;
            let mono = modifiers.contains(&SM::Monotonic);
            let nonmono = modifiers.contains(&SM::Nonmonotonic);
            if mono && nonmono {
                self.report(
                    c.span,
                    "'monotonic' and 'nonmonotonic' exclude each other".into(),
                    "OpenMP 4.5 §2.7.1: either the monotonic or the nonmonotonic modifier can be specified, not both",
                );
            }
            if nonmono && ordered {
                self.report(
                    c.span,
                    "'nonmonotonic' schedule with an 'ordered' clause".into(),
                    "OpenMP 4.5 §2.7.1: the nonmonotonic modifier cannot be specified if an ordered clause is specified",
                );
            }
            if let (Some(chunk), ScheduleKind::Auto | ScheduleKind::Runtime) = (chunk, kind) {
                self.report(
                    *chunk,
                    "a chunk size is not allowed with schedule kind auto or runtime".into(),
                    "OpenMP 4.5 §2.7.1: if the schedule kind is runtime or auto, chunk_size must not be specified",
                );
            }
        }
    }

    fn int_literal(&self, r: TokRange) -> Option<i128> {
        match r.slice(self.tokens) {
            [t] if t.kind == TokKind::Int => int_value(&t.text).map(i128::from),
            [m, t] if m.text == "-" && t.kind == TokKind::Int => {
                int_value(&t.text).map(|v| -i128::from(v))
            }
            _ => None,
        }
    }

    /// Constant and integer arguments whose value the spec restricts.
    fn constants(&mut self) {
        for c in &self.d.clauses {
            let arg = match &c.args {
                OmpClauseArgs::Expr(r) => *r,
                OmpClauseArgs::Aligned {
                    alignment: Some(r), ..
                } => *r,
                OmpClauseArgs::Allocate { align: Some(r), .. } => *r,
                _ => continue,
            };
            let Some(value) = self.int_literal(arg) else {
                continue;
            };
            // Values the program computes at run time: a constant out of range is warned
            // about, as gcc does; the constant parameters are errors.
            let runtime = matches!(
                c.kind,
                K::NumThreads
                    | K::NumTeams
                    | K::ThreadLimit
                    | K::Grainsize
                    | K::NumTasks
                    | K::Priority
            );
            let (ok, rule) = match c.kind {
                K::Collapse => (value > 0, "OpenMP 4.5 §2.7.1: the collapse parameter must be a constant positive integer"),
                K::Ordered => (value > 0, "OpenMP 4.5 §2.7.1: the ordered parameter must be a constant positive integer"),
                K::Safelen => (value > 0, "OpenMP 4.5 §2.8.1: the safelen parameter must be a constant positive integer"),
                K::Simdlen => (value > 0, "OpenMP 4.5 §2.8.1: the simdlen parameter must be a constant positive integer"),
                K::Aligned => (value > 0, "OpenMP 4.5 §2.8.1: the alignment parameter must be a constant positive integer"),
                K::NumThreads => (value > 0, "OpenMP 4.5 §2.5: num_threads must evaluate to a positive integer"),
                K::NumTeams => (value > 0, "OpenMP 4.5 §2.10.7: num_teams must evaluate to a positive integer"),
                K::ThreadLimit => (value > 0, "OpenMP 4.5 §2.10.7: thread_limit must evaluate to a positive integer"),
                K::Grainsize => (value > 0, "OpenMP 4.5 §2.9.2: grainsize must evaluate to a positive integer"),
                K::NumTasks => (value > 0, "OpenMP 4.5 §2.9.2: num_tasks must evaluate to a positive integer"),
                K::Priority => (value >= 0, "OpenMP 4.5 §2.9.1: priority must evaluate to a non-negative integer"),
                K::Allocate | K::Align => (
                    value > 0 && (value & (value - 1)) == 0,
                    "OpenMP 5.1 §2.13.3: the alignment must be a positive integer power of two",
                ),
                _ => continue,
            };
            if ok {
                continue;
            }
            let message = match (runtime, c.kind) {
                (true, K::Priority) => format!("'{}' value must be non-negative", c.kind.name()),
                (true, _) => format!("'{}' value must be positive", c.kind.name()),
                (false, _) => format!("invalid argument {value} in '{}' clause", c.kind.name()),
            };
            self.report(arg, message, rule);
            if runtime {
                if let Some(last) = self.out.last_mut() {
                    last.is_warning = true;
                }
            }
        }
        // 4.5 §2.8.1: simdlen ≤ safelen; 4.5 §2.7.1: ordered(n) ≥ collapse(n).
        let literal = |kind| match self.first(kind).map(|c| &c.args) {
            Some(OmpClauseArgs::Expr(r)) => self.int_literal(*r).map(|v| (v, *r)),
            _ => None,
        };
        let (simdlen, safelen) = (literal(K::Simdlen), literal(K::Safelen));
        let (ordered, collapse) = (literal(K::Ordered), literal(K::Collapse));
        if let (Some((simdlen, at)), Some((safelen, _))) = (simdlen, safelen) {
            if simdlen > safelen {
                self.report(
                    at,
                    format!("simdlen {simdlen} is greater than safelen {safelen}"),
                    "OpenMP 4.5 §2.8.1: if both simdlen and safelen are specified, the simdlen value must be less than or equal to the safelen value",
                );
            }
        }
        if let (Some((ordered, at)), Some((collapse, _))) = (ordered, collapse) {
            if ordered < collapse {
                self.report(
                    at,
                    format!("ordered({ordered}) is smaller than collapse({collapse})"),
                    "OpenMP 4.5 §2.7.1: the parameter of the ordered clause must be greater than or equal to the parameter of the collapse clause",
                );
            }
        }
    }

    /// 4.5 §2.15.3.7: `ref` and `uval` only on `declare simd`; C has only `val`.
    fn linear(&mut self) {
        for c in &self.d.clauses {
            let OmpClauseArgs::Linear {
                modifier: Some(m),
                vars,
                ..
            } = &c.args
            else {
                continue;
            };
            let name = linear_modifier(*m);
            // The 4.5 form writes the modifier around the list, `val(x)`: the list's first
            // item then follows `(`; the 5.2 form `linear(x: val)` allows val on loops.
            let first = vars.first().map_or(0, |v| v.start as usize);
            let wrapped =
                first >= 1 && self.tokens[first - 1].text == "(" && first - 1 > c.name.end as usize;
            if *m != LinearModifier::Val && self.d.lang == Lang::C {
                self.report(
                    c.span,
                    format!("linear modifier '{name}' is not allowed in C"),
                    "OpenMP 4.5 §2.15.3.7: in C the only linear-modifier is val (ref and uval are C++ and Fortran)",
                );
            } else if self.d.kind != D::DeclareSimd && (wrapped || *m != LinearModifier::Val) {
                self.report(
                    c.span,
                    format!("linear modifier '{name}' is only allowed on 'declare simd'"),
                    "OpenMP 4.5 §2.15.3.7: on loop constructs the linear clause takes no linear-modifier (ref and uval are for declare simd; the modifier forms on loops are OpenMP 5.2)",
                );
            }
        }
    }

    /// 4.5 §2.13.8, §2.13.9: `source`/`sink` belong to `ordered`, the task dependence types
    /// to the task-generating directives.
    fn depend(&mut self) {
        let ordered = self.has_leaf(Leaf::Ordered);
        let mut source = None;
        let mut sink = None;
        for c in &self.d.clauses {
            let OmpClauseArgs::Depend { kind, .. } = &c.args else {
                continue;
            };
            if !self.allowed(c.kind) {
                continue;
            }
            let doacross = matches!(
                kind,
                DependKind::Source | DependKind::Sink | DependKind::SinkPrevious
            );
            match kind {
                DependKind::Source => source = source.or(Some(c)),
                DependKind::Sink | DependKind::SinkPrevious => sink = sink.or(Some(c)),
                _ => {}
            }
            if doacross != ordered {
                let message = format!(
                    "dependence type '{}' is not allowed on '{}' directive",
                    depend_kind(*kind),
                    self.name()
                );
                let note = if ordered {
                    "OpenMP 4.5 §2.13.8: the depend clause of ordered takes source or sink"
                } else {
                    "OpenMP 4.5 §2.13.9: source and sink dependences are allowed only on ordered"
                };
                self.report(c.span, message, note);
            }
        }
        if ordered {
            if let (Some(_), Some(second)) = (source, sink) {
                self.report(
                    second.span,
                    "'depend(source)' and 'depend(sink: …)' on one ordered directive".into(),
                    "OpenMP 4.5 §2.13.8: depend(source) and depend(sink) cannot both appear on one ordered construct",
                );
            }
            let block = self.first(K::Threads).or(self.first(K::Simd));
            let depend = source.or(sink);
            if let (Some(b), Some(_)) = (block, depend) {
                self.report(
                    b.name,
                    format!("'{}' with a 'depend' clause on 'ordered'", b.kind.name()),
                    "OpenMP 4.5 §2.13.8: a stand-alone ordered directive (with depend) takes no threads or simd clause",
                );
            }
            let sources = self.d.clauses.iter().filter(|c| {
                matches!(
                    c.args,
                    OmpClauseArgs::Depend {
                        kind: DependKind::Source,
                        ..
                    }
                )
            });
            if let Some(second) = sources.clone().nth(1) {
                self.report(
                    second.span,
                    "more than one 'depend(source)'".into(),
                    "OpenMP 4.5 §2.13.8: at most one depend(source) clause can appear on an ordered construct",
                );
            }
        }
    }

    /// Reduction identifiers in the other language's spelling (4.5 §2.15.3.6) and the 5.0
    /// reduction modifiers (§2.19.5.4).
    fn reductions(&mut self) {
        for c in &self.d.clauses {
            let OmpClauseArgs::Reduction {
                modifier,
                id,
                id_range,
                ..
            } = &c.args
            else {
                continue;
            };
            let spelled = crate::assemble::spell(self.tokens, *id_range).to_ascii_lowercase();
            if let ReductionId::Op(_) = id {
                let wrong = match self.d.lang {
                    Lang::C => spelled.starts_with('.'),
                    Lang::Fortran => matches!(spelled.as_str(), "&" | "|" | "^" | "&&" | "||"),
                };
                if wrong {
                    let (message, note) = match self.d.lang {
                        Lang::C => (
                            format!("reduction operator '{spelled}' is Fortran; C uses &&, ||, or an identifier"),
                            "OpenMP 4.5 §2.15.3.6: C reduction-identifiers are +, -, *, &, |, ^, &&, ||, max, min or an identifier",
                        ),
                        Lang::Fortran => (
                            format!("reduction operator '{spelled}' is C; Fortran uses .and., .or., iand, ior or ieor"),
                            "OpenMP 4.5 §2.15.3.6: Fortran reduction-identifiers are +, -, *, .and., .or., .eqv., .neqv., max, min, iand, ior, ieor or a user-defined name",
                        ),
                    };
                    self.report(*id_range, message, note);
                }
            }
            let ok = match modifier {
                Some(ReductionModifier::Task) => {
                    c.kind == K::Reduction
                        && [Leaf::Parallel, Leaf::For, Leaf::Sections]
                            .iter()
                            .any(|&l| self.has_leaf(l))
                }
                Some(ReductionModifier::Inscan) => {
                    c.kind == K::Reduction
                        && (self.has_leaf(Leaf::For) || self.has_leaf(Leaf::Simd))
                }
                Some(ReductionModifier::Default) => c.kind == K::Reduction,
                None => true,
            };
            if !ok {
                self.report(
                    c.span,
                    format!("reduction modifier not allowed on '{}' directive", self.name()),
                    "OpenMP 5.0 §2.19.5.4: the task modifier is for parallel, worksharing-loop and sections constructs, inscan for worksharing-loop and simd constructs, and only on reduction clauses",
                );
            }
        }
    }

    /// 5.0 §2.17.10.1: one of depend (one locator, not `depobj`/`source`/`sink`), update
    /// and destroy.
    fn depobj(&mut self) {
        let rule = "OpenMP 5.0 §2.17.10.1: a depobj construct takes exactly one depend, update or destroy clause; its depend clause has one locator and a dependence type other than depobj, source and sink";
        let ops: Vec<&OmpClause> = self
            .d
            .clauses
            .iter()
            .filter(|c| matches!(c.kind, K::Depend | K::Update | K::Destroy))
            .collect();
        let bad = match ops.as_slice() {
            [] => Some((
                self.d.name,
                "'depobj' needs a depend, update or destroy clause".to_string(),
            )),
            [c] => match &c.args {
                OmpClauseArgs::Depend { kind, vars, .. } if c.kind == K::Depend => {
                    let kind_ok = !matches!(
                        kind,
                        DependKind::Depobj | DependKind::Source | DependKind::Sink
                    );
                    (vars.len() != 1 || !kind_ok).then(|| {
                        (c.span, "the depend clause of 'depobj' takes one locator of type in, out, inout or mutexinoutset".to_string())
                    })
                }
                _ => None,
            },
            [_, second, ..] => Some((
                second.name,
                format!(
                    "'depobj' takes one depend, update or destroy clause; '{}' is another",
                    second.kind.name()
                ),
            )),
        };
        if let Some((at, message)) = bad {
            self.report(at, message, rule);
        }
    }

    /// 5.0 §2.17.7 atomic memory orders, §2.17.8 flush.
    fn memory_orders(&mut self) {
        let order = self.d.clauses.iter().find(|c| {
            matches!(
                c.kind,
                K::SeqCst | K::AcqRel | K::Release | K::Acquire | K::Relaxed
            )
        });
        let Some(order) = order else {
            return;
        };
        if self.d.kind == D::Flush {
            if matches!(self.d.args, OmpDirectiveArgs::List(_)) {
                self.report(
                    order.name,
                    "a flush with a memory-order clause takes no list".into(),
                    "OpenMP 5.0 §2.17.8: if a memory-order-clause is specified, list items must not be specified",
                );
            }
            return;
        }
        if !self.has_leaf(Leaf::Atomic) {
            return;
        }
        let kind = [K::Read, K::Write, K::Capture]
            .into_iter()
            .find(|&k| self.has(k))
            .unwrap_or(K::Update);
        // 5.0 also forbade acq_rel on read, write and update and acquire on update; 5.1
        // (§2.19.7) gives those a meaning, as gcc and clang do.
        let bad = match kind {
            K::Read => order.kind == K::Release,
            K::Write => order.kind == K::Acquire,
            _ => false,
        };
        if bad {
            self.report(
                order.name,
                format!(
                    "memory order '{}' is not allowed on atomic {}",
                    order.kind.name(),
                    kind.name()
                ),
                "OpenMP 5.1 §2.19.7: a read takes no release and a write no acquire memory order",
            );
        }
    }

    /// Rules on the directive's own arguments.
    fn directive_args(&mut self) {
        match (&self.d.kind, &self.d.args) {
            (D::DeclareTarget, OmpDirectiveArgs::List(_)) if !self.d.clauses.is_empty() => {
                let at = self.d.clauses[0].name;
                self.report(
                    at,
                    "'declare target(list)' takes no clauses".into(),
                    "OpenMP 4.5 §2.10.6: declare target takes either an extended list or clauses, not both",
                );
            }
            (D::DeclareTarget, OmpDirectiveArgs::None) => {
                let only_device_type = self.d.clauses.iter().all(|c| c.kind == K::DeviceType);
                if only_device_type && !self.d.clauses.is_empty() {
                    self.report(
                        self.d.name,
                        "'declare target' with clauses needs a 'to', 'enter' or 'link' clause"
                            .into(),
                        "OpenMP 5.0 §2.12.7: device_type alone does not name what is declared",
                    );
                }
            }
            _ => {}
        }
    }

    /// List items named twice: in two data-sharing clauses (4.5 §2.15.3), in `to` and
    /// `from` of one update (4.5 §2.10.5), in `map` and a data-sharing clause on `target`
    /// (4.5 §2.15.5.1); items of `allocate` must be privatised on the directive (5.0 §2.11.4).
    fn list_items(&mut self) {
        let tokens = self.tokens;
        let items = |kinds: &[OmpClauseKind]| -> Vec<(String, TokRange, OmpClauseKind)> {
            let mut out = Vec::new();
            for c in self.d.clauses.iter().filter(|c| kinds.contains(&c.kind)) {
                for r in clause_vars(&c.args) {
                    out.push((text(*r, tokens), *r, c.kind));
                }
            }
            out
        };
        let sharing = [
            K::Shared,
            K::Private,
            K::FirstPrivate,
            K::LastPrivate,
            K::Reduction,
            K::Linear,
        ];
        let listed = items(&sharing);
        for (i, (name, at, kind)) in listed.iter().enumerate() {
            let clash = listed[..i].iter().find(|(n, _, k)| {
                n == name
                    && !matches!(
                        (k, kind),
                        (K::FirstPrivate, K::LastPrivate) | (K::LastPrivate, K::FirstPrivate)
                    )
            });
            if let Some((_, _, earlier)) = clash {
                self.report(
                    *at,
                    format!(
                        "'{name}' appears in '{}' and '{}' clauses",
                        earlier.name(),
                        kind.name()
                    ),
                    "OpenMP 4.5 §2.15.3: a list item may not appear in more than one data-sharing clause on the same directive, except in both firstprivate and lastprivate",
                );
            }
        }
        if self.d.kind == D::TargetUpdate {
            let moved = items(&[K::To, K::From]);
            for (i, (name, at, kind)) in moved.iter().enumerate() {
                if moved[..i].iter().any(|(n, _, k)| n == name && k != kind) {
                    self.report(
                        *at,
                        format!("'{name}' appears in both 'to' and 'from'"),
                        "OpenMP 4.5 §2.10.5: a list item can only appear in a to or from clause, but not both",
                    );
                }
            }
        }
        if self.d.kind == D::Construct(Construct::of(&[Leaf::Target])) {
            // A section or member names its base variable: `map(p[0:n])` maps `p`'s data.
            let base = |r: TokRange| TokRange::new(r.start as usize, r.start as usize + 1);
            let mapped: Vec<String> = items(&[K::Map])
                .into_iter()
                .map(|(_, r, _)| text(base(r), tokens))
                .collect();
            for (name, at, kind) in items(&[K::Private, K::FirstPrivate, K::IsDevicePtr]) {
                if mapped.contains(&text(base(at), tokens)) {
                    self.report(
                        at,
                        format!("'{name}' appears in 'map' and '{}' clauses", kind.name()),
                        "OpenMP 4.5 §2.15.5.1: a list item cannot appear in both a map clause and a data-sharing attribute clause on the same construct",
                    );
                }
            }
        }
        if self.allowed(K::Allocate) && self.d.kind.construct().is_some() {
            let privatized = items(&[
                K::Private,
                K::FirstPrivate,
                K::LastPrivate,
                K::Linear,
                K::Reduction,
                K::InReduction,
                K::TaskReduction,
            ]);
            for (name, at, _) in items(&[K::Allocate]) {
                if !privatized.iter().any(|(n, ..)| *n == name) {
                    self.report(
                        at,
                        format!("'{name}' in 'allocate' is not private on '{}' directive", self.name()),
                        "OpenMP 5.0 §2.11.4: a list item in an allocate clause must also appear in a private, firstprivate, lastprivate, linear or reduction clause of the directive",
                    );
                }
            }
        }
    }
}

/// The variable list of a clause, for the list-item rules.
fn clause_vars(args: &OmpClauseArgs) -> &[TokRange] {
    match args {
        OmpClauseArgs::Vars(v)
        | OmpClauseArgs::Reduction { vars: v, .. }
        | OmpClauseArgs::LastPrivate { vars: v, .. }
        | OmpClauseArgs::Linear { vars: v, .. }
        | OmpClauseArgs::Map { vars: v, .. }
        | OmpClauseArgs::Allocate { vars: v, .. } => v,
        _ => &[],
    }
}
