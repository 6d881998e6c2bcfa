//! The directive-local rules of OpenACC 3.3 §2.4–§2.16: which clauses a directive takes,
//! which may follow `device_type`, which may appear once, which exclude each other, and the
//! argument restrictions that need no knowledge of the enclosing program. Rules that depend
//! on nesting (a `gang` loop inside a `worker` loop, `gang(num:)` on a loop whose parent is a
//! parallel construct) belong to the front end, which knows the parent.

use crate::assemble::spell;
use crate::ast::*;
use crate::token::{DirToken, TokKind, TokRange};
use crate::{DirError, Lang};

use ClauseKind as K;
use DirectiveKind as D;

pub fn check(directive: &Directive, tokens: &[DirToken], lang: Lang) -> Vec<DirError> {
    let _ = lang;
    let mut cx = Checker {
        d: directive,
        tokens,
        out: Vec::new(),
    };
    cx.allowed_clauses();
    cx.device_type_sections();
    cx.once_per_directive();
    cx.exclusive_clauses();
    cx.parallelism_arguments();
    cx.num_gangs();
    cx.modifiers();
    cx.constant_arguments();
    cx.required_clauses();
    // In source order, the way a compiler reports them.
    cx.out.sort_by_key(|e| e.at.start);
    cx.out
}

struct Checker<'a> {
    d: &'a Directive,
    tokens: &'a [DirToken],
    out: Vec<DirError>,
}

/// §2.5.1 parallel.
const PARALLEL: &[ClauseKind] = &[
    K::If,
    K::SelfClause,
    K::Async,
    K::Wait,
    K::NumGangs,
    K::NumWorkers,
    K::VectorLength,
    K::DeviceType,
    K::Default,
    K::Private,
    K::FirstPrivate,
    K::Reduction,
    K::Copy,
    K::CopyIn,
    K::CopyOut,
    K::Create,
    K::NoCreate,
    K::Present,
    K::DevicePtr,
    K::Attach,
    K::OmpNumThreads,
    K::OmpThreadLimit,
    K::OmpIfParallel,
];
/// §2.9 loop.
const LOOP: &[ClauseKind] = &[
    K::Collapse,
    K::Gang,
    K::Worker,
    K::Vector,
    K::Seq,
    K::Independent,
    K::Auto,
    K::Tile,
    K::OmpInOrder,
    K::OmpTeamRedundant,
    K::OmpNumThreads,
    K::OmpIfParallel,
    K::DeviceType,
    K::Private,
    K::Reduction,
];
/// §2.6.5 data.
const DATA: &[ClauseKind] = &[
    K::If,
    K::Async,
    K::Wait,
    K::DeviceType,
    K::Default,
    K::Copy,
    K::CopyIn,
    K::CopyOut,
    K::Create,
    K::NoCreate,
    K::Present,
    K::DevicePtr,
    K::Attach,
];
const ENTER_DATA: &[ClauseKind] = &[K::If, K::Async, K::Wait, K::CopyIn, K::Create, K::Attach];
const EXIT_DATA: &[ClauseKind] = &[
    K::If,
    K::Async,
    K::Wait,
    K::CopyOut,
    K::Delete,
    K::Detach,
    K::Finalize,
];
const HOST_DATA: &[ClauseKind] = &[K::If, K::IfPresent, K::UseDevice];
const DECLARE: &[ClauseKind] = &[
    K::Copy,
    K::CopyIn,
    K::CopyOut,
    K::Create,
    K::Present,
    K::DevicePtr,
    K::DeviceResident,
    K::Link,
];
const UPDATE: &[ClauseKind] = &[
    K::If,
    K::IfPresent,
    K::Async,
    K::Wait,
    K::DeviceType,
    K::Host,
    K::Device,
];
const INIT: &[ClauseKind] = &[K::If, K::DeviceType, K::DeviceNum];
const SET: &[ClauseKind] = &[K::If, K::DeviceType, K::DeviceNum, K::DefaultAsync];
const ROUTINE: &[ClauseKind] = &[
    K::Gang,
    K::Worker,
    K::Vector,
    K::Seq,
    K::Bind,
    K::DeviceType,
    K::NoHost,
];

/// The spec section that defines a directive, for notes.
fn section(kind: DirectiveKind) -> &'static str {
    match kind {
        D::Parallel => "§2.5.1",
        D::Serial => "§2.5.2",
        D::Kernels => "§2.5.3",
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => "§2.11",
        D::Data => "§2.6.5",
        D::EnterData | D::ExitData => "§2.6.6",
        D::HostData => "§2.8",
        D::Loop => "§2.9",
        D::Cache => "§2.10",
        D::Atomic(_) => "§2.12",
        D::Declare => "§2.13",
        D::Init => "§2.14.1",
        D::Shutdown => "§2.14.2",
        D::Set => "§2.14.3",
        D::Update => "§2.14.4",
        D::Routine => "§2.15.1",
        D::Wait => "§2.16.3",
        D::End(_) => "§2.1",
    }
}

/// Where a directive's restrictions are listed.
fn restrictions_section(kind: DirectiveKind) -> &'static str {
    match kind {
        D::Parallel | D::Serial | D::Kernels => "§2.5.4",
        other => section(other),
    }
}

fn allows(kind: DirectiveKind, clause: ClauseKind) -> bool {
    let table: &[ClauseKind] = match kind {
        D::Parallel => PARALLEL,
        // §2.5.2: serial takes parallel's clauses except the launch sizes.
        D::Serial => {
            return allows(D::Parallel, clause)
                && !matches!(clause, K::NumGangs | K::NumWorkers | K::VectorLength)
        }
        // §2.5.3: no private, firstprivate or reduction on kernels.
        D::Kernels => {
            return allows(D::Parallel, clause)
                && !matches!(clause, K::Private | K::FirstPrivate | K::Reduction)
        }
        // §2.11: a combined construct takes any clause of its two parts.
        D::ParallelLoop => return allows(D::Parallel, clause) || LOOP.contains(&clause),
        D::SerialLoop => return allows(D::Serial, clause) || LOOP.contains(&clause),
        D::KernelsLoop => return allows(D::Kernels, clause) || LOOP.contains(&clause),
        D::Loop => LOOP,
        D::Data => DATA,
        D::EnterData => ENTER_DATA,
        D::ExitData => EXIT_DATA,
        D::HostData => HOST_DATA,
        D::Declare => DECLARE,
        D::Update => UPDATE,
        D::Init | D::Shutdown => INIT,
        D::Set => SET,
        D::Routine => ROUTINE,
        // §2.12 (3.3): atomic takes an optional if clause.
        D::Atomic(_) => &[K::If],
        // §2.16.3: wait [(wait-argument)] [async] [if].
        D::Wait => &[K::Async, K::If],
        D::Cache | D::End(_) => &[],
    };
    table.contains(&clause)
}

/// The clauses that may follow a `device_type` clause (§2.4 and each directive's
/// restrictions), or `None` where `device_type` does not open a section.
fn device_specific(kind: DirectiveKind, clause: ClauseKind) -> bool {
    let compute = matches!(
        clause,
        K::Async | K::Wait | K::NumGangs | K::NumWorkers | K::VectorLength
    );
    let looping = matches!(
        clause,
        K::Collapse | K::Gang | K::Worker | K::Vector | K::Seq | K::Independent | K::Auto | K::Tile
    );
    match kind {
        D::Parallel | D::Serial | D::Kernels => compute,
        D::Loop => looping,
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => compute || looping,
        D::Data | D::Update => matches!(clause, K::Async | K::Wait),
        D::Routine => matches!(clause, K::Gang | K::Worker | K::Vector | K::Seq | K::Bind),
        _ => false,
    }
}

fn device_specific_note(kind: DirectiveKind) -> String {
    let which = match kind {
        D::Parallel | D::Serial | D::Kernels => {
            "§2.5.4: only async, wait, num_gangs, num_workers and vector_length"
        }
        D::Loop => "§2.9: only collapse, gang, worker, vector, seq, independent, auto and tile",
        D::ParallelLoop | D::SerialLoop | D::KernelsLoop => {
            "§2.11: only the clauses that may follow device_type on the compute construct or on loop"
        }
        D::Data => "§2.6.5: only async and wait",
        D::Update => "§2.14.4: only async and wait",
        D::Routine => "§2.15.1: only gang, worker, vector, seq and bind",
        _ => "§2.4: no clause",
    };
    format!("{which} may follow a device_type clause")
}

/// Why a clause is not on a directive, where a more specific rule than the table exists.
fn not_allowed_note(kind: DirectiveKind, clause: ClauseKind) -> String {
    let specific = match (kind, clause) {
        (_, K::Finalize) => Some("§2.6.6: finalize is allowed only on exit data"),
        (_, K::IfPresent) => Some("§2.14.4, §2.8: if_present is allowed only on update and host_data"),
        (_, K::Host | K::Device) => Some("§2.14.4: host and device are clauses of update"),
        (D::Serial | D::SerialLoop, K::NumGangs | K::NumWorkers | K::VectorLength) => Some(
            "§2.5.2: serial takes the clauses of parallel except num_gangs, num_workers and vector_length",
        ),
        (D::Kernels, K::Private | K::FirstPrivate | K::Reduction) | (D::KernelsLoop, K::FirstPrivate) => {
            Some("§2.5.3: private, firstprivate and reduction are not allowed on kernels")
        }
        (D::Parallel | D::Serial | D::Kernels, c) if LOOP.contains(&c) => Some(
            "§2.9: loop clauses belong on a loop directive or a combined construct",
        ),
        _ => None,
    };
    match specific {
        Some(s) => s.to_string(),
        None if matches!(kind, D::Cache | D::End(_)) => {
            format!("{}: {} takes no clauses", section(kind), kind.name())
        }
        None => format!(
            "{}: the clauses of {} are listed there",
            section(kind),
            kind.name()
        ),
    }
}

/// Clauses that may appear once on the whole directive.
fn once_per_directive(kind: DirectiveKind, clause: ClauseKind) -> Option<&'static str> {
    Some(match clause {
        K::If => "at most one if clause may appear",
        K::SelfClause => "at most one self clause may appear",
        K::Default => "at most one default clause may appear",
        K::DeviceNum => "at most one device_num clause may appear",
        K::DefaultAsync => "at most one default_async clause may appear",
        K::DeviceType if kind == D::Set => "at most one device_type clause may appear",
        _ => return None,
    })
}

/// Clauses that may appear once per `device_type` section.
fn once_per_section(clause: ClauseKind) -> Option<&'static str> {
    Some(match clause {
        K::Async => "§2.16.1: at most one async clause per device_type",
        K::NumGangs => "§2.5.10: at most one num_gangs clause per device_type",
        K::NumWorkers => "§2.5.11: at most one num_workers clause per device_type",
        K::VectorLength => "§2.5.12: at most one vector_length clause per device_type",
        K::Collapse => "§2.9.1: at most one collapse clause per device_type",
        K::Gang => "§2.9.2: at most one gang clause may appear on a loop directive",
        K::Tile => "§2.9.8: at most one tile clause per device_type",
        K::Bind => "§2.15.1: at most one bind clause per device_type",
        _ => return None,
    })
}

/// Decimal, hex, octal or binary integer literal with C or Fortran (`_kind`) suffixes.
pub(crate) fn int_value(text: &str) -> Option<u64> {
    let text = text.split('_').next()?;
    let text = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let (digits, radix) = if let Some(h) = text.strip_prefix("0x").or(text.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = text.strip_prefix("0b").or(text.strip_prefix("0B")) {
        (b, 2)
    } else if text.len() > 1 && text.starts_with('0') {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    u64::from_str_radix(digits, radix).ok()
}

impl<'a> Checker<'a> {
    fn name(&self, c: &Clause) -> String {
        spell(self.tokens, c.name)
    }

    fn report(&mut self, at: TokRange, message: String, note: String) {
        self.out.push(DirError {
            at,
            message,
            note: Some(format!("OpenACC 3.3 {note}")),
            is_warning: false,
        });
    }

    fn dir_name(&self) -> &'static str {
        self.d.kind.name()
    }

    fn has(&self, kind: ClauseKind) -> bool {
        self.d.clauses.iter().any(|c| c.kind == kind)
    }

    fn allowed_clauses(&mut self) {
        for c in &self.d.clauses {
            if !allows(self.d.kind, c.kind) {
                let message = format!(
                    "clause '{}' is not allowed on '{}' directive",
                    self.name(c),
                    self.dir_name()
                );
                let note = not_allowed_note(self.d.kind, c.kind);
                self.report(c.name, message, note);
            }
        }
    }

    /// Splits the clause list at each `device_type` (§2.4); `None` for directives where
    /// `device_type` selects a device (init, shutdown, set) instead of opening a section.
    fn sections(&self) -> Option<Vec<&'a [Clause]>> {
        if matches!(self.d.kind, D::Init | D::Shutdown | D::Set) {
            return None;
        }
        let clauses: &'a [Clause] = &self.d.clauses;
        let mut sections = Vec::new();
        let mut start = 0;
        for (i, c) in clauses.iter().enumerate() {
            if c.kind == K::DeviceType {
                sections.push(&clauses[start..i]);
                start = i;
            }
        }
        sections.push(&clauses[start..]);
        Some(sections)
    }

    fn device_type_sections(&mut self) {
        let Some(sections) = self.sections() else {
            return;
        };
        for (i, section) in sections.iter().enumerate() {
            for (j, c) in section.iter().enumerate() {
                let after_device_type = i > 0 && c.kind != K::DeviceType;
                if after_device_type
                    && allows(self.d.kind, c.kind)
                    && !device_specific(self.d.kind, c.kind)
                {
                    let message = format!(
                        "clause '{}' may not follow a 'device_type' clause on '{}' directive",
                        self.name(c),
                        self.dir_name()
                    );
                    self.report(c.name, message, device_specific_note(self.d.kind));
                }
                let Some(rule) = once_per_section(c.kind) else {
                    continue;
                };
                if section[..j].iter().any(|p| p.kind == c.kind) && allows(self.d.kind, c.kind) {
                    let message = format!(
                        "clause '{}' may appear only once{} on '{}' directive",
                        self.name(c),
                        if i > 0 { " per device_type" } else { "" },
                        self.dir_name()
                    );
                    self.report(c.name, message, rule.to_string());
                }
            }
        }
    }

    fn once_per_directive(&mut self) {
        for (j, c) in self.d.clauses.iter().enumerate() {
            let Some(rule) = once_per_directive(self.d.kind, c.kind) else {
                continue;
            };
            let repeated = self.d.clauses[..j].iter().any(|p| p.kind == c.kind);
            if repeated && allows(self.d.kind, c.kind) {
                let message = format!(
                    "clause '{}' may appear only once on '{}' directive",
                    self.name(c),
                    self.dir_name()
                );
                let note = format!(
                    "{}: {rule} on {}",
                    restrictions_section(self.d.kind),
                    self.dir_name()
                );
                self.report(c.name, message, note);
            }
        }
    }
}

/// Pairs of clauses that exclude each other on one device type's effective directive.
fn conflict(kind: DirectiveKind, a: ClauseKind, b: ClauseKind) -> Option<&'static str> {
    let levels = |k| matches!(k, K::Gang | K::Worker | K::Vector | K::Seq);
    let schedules = |k| matches!(k, K::Seq | K::Independent | K::Auto);
    if kind == D::Routine {
        return (levels(a) && levels(b) && a != b)
            .then_some("§2.15.1: only one of gang, worker, vector and seq may apply to a routine");
    }
    let seq_with_level = (a == K::Seq && matches!(b, K::Gang | K::Worker | K::Vector))
        || (b == K::Seq && matches!(a, K::Gang | K::Worker | K::Vector));
    if seq_with_level {
        return Some("§2.9: a gang, worker or vector clause may not appear with seq");
    }
    (schedules(a) && schedules(b) && a != b)
        .then_some("§2.9: only one of seq, independent and auto may appear")
}

fn is_loop_like(kind: DirectiveKind) -> bool {
    matches!(
        kind,
        D::Loop | D::ParallelLoop | D::SerialLoop | D::KernelsLoop | D::Routine
    )
}

impl Checker<'_> {
    /// §2.4: for each device type the effective directive is its section plus the default
    /// clauses with no like-named clause in that section; each must be conforming.
    fn exclusive_clauses(&mut self) {
        if !is_loop_like(self.d.kind) {
            return;
        }
        let Some(sections) = self.sections() else {
            return;
        };
        let defaults = sections[0];
        let mut reported: Vec<(u32, u32)> = Vec::new();
        for (i, section) in sections.iter().enumerate() {
            let mut effective: Vec<&Clause> = section.iter().collect();
            if i > 0 {
                let overridden = |c: &Clause| section.iter().any(|s| s.kind == c.kind);
                effective.extend(defaults.iter().filter(|c| !overridden(c)));
            }
            effective.sort_by_key(|c| c.name.start);
            let device = (i > 0).then(|| spell(self.tokens, section[0].span));
            self.conflicts_in(&effective, device, &mut reported);
        }
    }

    fn conflicts_in(
        &mut self,
        effective: &[&Clause],
        device: Option<String>,
        reported: &mut Vec<(u32, u32)>,
    ) {
        for (j, later) in effective.iter().enumerate() {
            for earlier in &effective[..j] {
                let Some(rule) = conflict(self.d.kind, earlier.kind, later.kind) else {
                    continue;
                };
                let key = (earlier.name.start, later.name.start);
                if reported.contains(&key) {
                    continue;
                }
                reported.push(key);
                let context = device
                    .as_ref()
                    .filter(|_| !std::ptr::eq(*earlier, *later))
                    .map(|d| format!(" for {d}"))
                    .unwrap_or_default();
                let message = format!(
                    "clause '{}' conflicts with '{}'{context}",
                    self.name(later),
                    self.name(earlier)
                );
                self.report(later.name, message, rule.to_string());
            }
        }
    }

    /// §2.9.2–§2.9.4: arguments of gang, worker and vector that the construct forbids.
    fn parallelism_arguments(&mut self) {
        for c in &self.d.clauses {
            match &c.args {
                ClauseArgs::Gang(args) => self.gang_args(c, args),
                ClauseArgs::Expr(arg) if matches!(c.kind, K::Worker | K::Vector) => {
                    self.level_arg(c, *arg)
                }
                _ => {}
            }
        }
    }

    fn gang_args(&mut self, c: &Clause, args: &[GangArg]) {
        let kind = self.d.kind;
        let key = |a: &GangArg| match a {
            GangArg::Num(_) => "num",
            GangArg::Dim(_) => "dim",
            GangArg::Static(_) => "static",
        };
        for (i, arg) in args.iter().enumerate() {
            if args[..i].iter().any(|p| key(p) == key(arg)) {
                let message = format!("gang argument '{}' appears more than once", key(arg));
                let note =
                    "§2.9: a gang-arg-list has at most one num, one dim and one static argument";
                self.report(c.span, message, note.into());
            }
            match arg {
                GangArg::Num(r) => self.gang_num(*r),
                GangArg::Dim(r) => self.gang_dim(*r),
                GangArg::Static(_) if kind == D::Routine => {
                    let message = "'static' gang argument is not allowed on 'routine' directive";
                    self.report(
                        c.span,
                        message.into(),
                        "§2.15.1: routine takes gang[(dim: n)]".into(),
                    );
                }
                GangArg::Static(_) => {}
            }
        }
    }

    fn gang_num(&mut self, r: TokRange) {
        let note = match self.d.kind {
            D::ParallelLoop | D::SerialLoop => "§2.9.2: the num argument is not allowed when the parent compute construct is a parallel (or serial) construct",
            D::KernelsLoop if self.has(K::NumGangs) => "§2.9.2: on kernels, a gang num argument is allowed only when num_gangs does not appear",
            D::Routine => "§2.15.1: routine takes gang[(dim: n)]",
            _ => return,
        };
        let message = format!(
            "gang num argument is not allowed on '{}' directive",
            self.dir_name()
        );
        self.report(r, message, note.into());
    }

    fn gang_dim(&mut self, r: TokRange) {
        if self.d.kind == D::KernelsLoop {
            let message = "gang dim argument is not allowed on 'kernels loop' directive";
            let note = "§2.9.2: when the parent compute construct is kernels, the dim argument is not allowed";
            self.report(r, message.into(), note.into());
            return;
        }
        let value = self.int_literal(r);
        if value.is_some_and(|v| !(1..=3).contains(&v)) {
            let message = "gang dim argument must be 1, 2 or 3".to_string();
            let note = "§2.9.2: the dim argument must be a constant positive integer with value 1, 2, or 3";
            self.report(r, message, note.into());
        }
    }

    fn level_arg(&mut self, c: &Clause, arg: TokRange) {
        let (launch, sec) = match c.kind {
            K::Worker => (K::NumWorkers, "§2.9.3"),
            _ => (K::VectorLength, "§2.9.4"),
        };
        let note = match self.d.kind {
            D::ParallelLoop | D::SerialLoop => format!(
                "{sec}: under a parallel (or serial) construct the {} clause takes no argument; the construct sets the size",
                c.kind.name()
            ),
            D::KernelsLoop if self.has(launch) => format!(
                "{sec}: on kernels, an argument is allowed only when {} does not appear",
                launch.name()
            ),
            D::Routine => "§2.15.1: routine's worker and vector clauses take no argument".into(),
            _ => return,
        };
        let message = format!(
            "'{}' argument is not allowed on '{}' directive",
            self.name(c),
            self.dir_name()
        );
        self.report(arg, message, note);
    }

    fn int_literal(&self, r: TokRange) -> Option<u64> {
        match r.slice(self.tokens) {
            [t] if t.kind == TokKind::Int => int_value(&t.text),
            _ => None,
        }
    }

    /// §2.5.10 and §2.5.4: argument count of num_gangs, and reduction with a gang grid.
    fn num_gangs(&mut self) {
        let mut multi = None;
        for c in &self.d.clauses {
            let ClauseArgs::Exprs(args) = &c.args else {
                continue;
            };
            if c.kind != K::NumGangs {
                continue;
            }
            let kernels = matches!(self.d.kind, D::Kernels | D::KernelsLoop);
            if args.len() > 3 || (kernels && args.len() > 1) {
                let extra = if kernels { 1 } else { 3 };
                let at = TokRange::new(
                    args[extra].start as usize,
                    args[args.len() - 1].end as usize,
                );
                let (message, note) = if kernels {
                    (
                        format!(
                            "'num_gangs' takes one argument on '{}' directive",
                            self.dir_name()
                        ),
                        "§2.5.3: on kernels, num_gangs takes exactly one argument",
                    )
                } else {
                    (
                        "'num_gangs' takes at most three arguments".to_string(),
                        "§2.5.10: num_gangs takes one to three arguments, one per gang dimension",
                    )
                };
                self.report(at, message, note.into());
            }
            if args.len() > 1 {
                multi = Some(c);
            }
        }
        let parallel = matches!(self.d.kind, D::Parallel | D::ParallelLoop);
        let reduction = self.d.clauses.iter().find(|c| c.kind == K::Reduction);
        if let (true, Some(_), Some(r)) = (parallel, multi, reduction) {
            let message =
                "'reduction' is not allowed with a multi-argument 'num_gangs'".to_string();
            let note = "§2.5.4: a reduction clause may not appear on a parallel construct with a num_gangs clause that has more than one argument";
            self.report(r.name, message, note.into());
        }
    }

    /// §2.7.4: which data clauses take which modifier.
    fn modifiers(&mut self) {
        for c in &self.d.clauses {
            let ClauseArgs::Vars { modifiers, .. } = &c.args else {
                continue;
            };
            for (i, &m) in modifiers.iter().enumerate() {
                if let Some((message, note)) = self.bad_modifier(c, m, &modifiers[..i]) {
                    self.report(c.name, message, note.into());
                }
            }
        }
    }

    fn bad_modifier(
        &self,
        c: &Clause,
        m: Modifier,
        before: &[Modifier],
    ) -> Option<(String, &'static str)> {
        use Modifier as M;
        let spelled = crate::dump::modifier(m);
        if before.contains(&m) {
            return Some((
                format!("modifier '{spelled}' appears twice"),
                "§2.7.4: a modifier appears at most once in a clause",
            ));
        }
        let allowed: &[Modifier] = match c.kind {
            K::Copy => &[M::Always, M::AlwaysIn, M::AlwaysOut, M::Capture],
            K::CopyIn => &[M::ReadOnly, M::Always, M::AlwaysIn, M::Capture],
            K::CopyOut => &[M::Zero, M::Always, M::AlwaysOut, M::Capture],
            K::Create => &[M::Zero, M::Capture],
            _ => &[],
        };
        let name = self.name(c);
        if !allowed.contains(&m) {
            return Some((
                format!("modifier '{spelled}' is not allowed on '{name}' clause"),
                "§2.7.4: readonly is a copyin modifier, zero a copyout and create modifier; other clauses take none",
            ));
        }
        if m == M::Zero && self.d.kind == D::ExitData {
            return Some((
                format!(
                    "modifier 'zero' is not allowed on '{name}' clause of 'exit data' directive"
                ),
                "§2.7.8: the zero modifier applies to structured data and compute constructs only",
            ));
        }
        None
    }

    /// §2.9.1 collapse and §2.9.8 tile: constant arguments must be positive.
    fn constant_arguments(&mut self) {
        for c in &self.d.clauses {
            let ranges: Vec<TokRange> = match &c.args {
                ClauseArgs::Collapse { count, .. } => vec![*count],
                ClauseArgs::Tile(sizes) => sizes
                    .iter()
                    .filter_map(|s| match s {
                        TileSize::Expr(r) => Some(*r),
                        TileSize::Star => None,
                    })
                    .collect(),
                _ => continue,
            };
            for r in ranges {
                if self.int_literal(r) == Some(0) {
                    let (sec, what) = match c.kind {
                        K::Collapse => ("§2.9.1", "collapse"),
                        _ => ("§2.9.8", "tile size"),
                    };
                    let message = format!("{what} argument must be a positive integer");
                    let note =
                        format!("{sec}: the {what} argument must be a constant positive integer");
                    self.report(r, message, note);
                }
            }
        }
    }

    /// Directives that do nothing without certain clauses.
    fn required_clauses(&mut self) {
        let (needed, rule): (&[ClauseKind], &str) = match self.d.kind {
            D::Data => (
                &[K::Copy, K::CopyIn, K::CopyOut, K::Create, K::NoCreate, K::Present, K::DevicePtr, K::Attach, K::Default],
                "§2.6.5: at least one data clause or a default clause must appear on a data construct",
            ),
            D::EnterData => (
                &[K::CopyIn, K::Create, K::Attach],
                "§2.6.6: at least one copyin, create or attach clause must appear on enter data",
            ),
            D::ExitData => (
                &[K::CopyOut, K::Delete, K::Detach],
                "§2.6.6: at least one copyout, delete or detach clause must appear on exit data",
            ),
            D::HostData => (&[K::UseDevice], "§2.8: at least one use_device clause must appear on host_data"),
            D::Update => (
                &[K::Host, K::Device],
                "§2.14.4: at least one self, host or device clause must appear on update",
            ),
            D::Set => (
                &[K::DefaultAsync, K::DeviceNum, K::DeviceType],
                "§2.14.3: at least one default_async, device_num or device_type clause must appear on set",
            ),
            D::Declare => (DECLARE, "§2.13: a declare directive needs at least one clause"),
            _ => return,
        };
        if !self.d.clauses.iter().any(|c| needed.contains(&c.kind)) {
            let names: Vec<&str> = needed
                .iter()
                .map(|k| match k {
                    K::Host => "self",
                    other => other.name(),
                })
                .collect();
            let message = format!(
                "'{}' directive needs at least one of: {}",
                self.dir_name(),
                names.join(", ")
            );
            self.report(self.d.name, message, rule.into());
        }
    }
}
