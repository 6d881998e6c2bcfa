//! The program-level rules of OpenACC 3.3 chapter 2 that do not depend on the host language:
//! which directives are compute constructs and loops, where a directive may appear, how loop
//! levels nest, what a `routine` may contain and call, which reduction operators apply to
//! which class of types, the known device types and the clauses of a file-scope `declare`.
//! A front end asks these questions with facts it found in its own syntax and reports the
//! [`Violation`] it gets back at a position of its choosing.

use oxacc_directives::{ClauseKind, DirectiveKind, Lang, ReductionOp};
use oxacc_oir::RoutineLevel;

/// How diagnostics notes name the specification.
pub const SPEC: &str = "OpenACC 3.3";

/// A broken rule: the error message and the note citing the specification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub message: String,
    pub note: String,
}

impl Violation {
    pub(crate) fn new(message: impl Into<String>, note: impl Into<String>) -> Self {
        Violation {
            message: message.into(),
            note: note.into(),
        }
    }
}

/// `parallel`, `serial`, `kernels` and their combined `… loop` forms (§2.5, §2.11).
pub fn is_compute(k: DirectiveKind) -> bool {
    use DirectiveKind::*;
    matches!(
        k,
        Parallel | Serial | Kernels | ParallelLoop | SerialLoop | KernelsLoop
    )
}

/// `loop` and the combined constructs (§2.9, §2.11): they apply to a loop nest.
pub fn is_loop(k: DirectiveKind) -> bool {
    use DirectiveKind::*;
    matches!(k, Loop | ParallelLoop | SerialLoop | KernelsLoop)
}

/// Constructs that apply to a structured block or loop (the others are executable or
/// declarative directives on their own).
pub fn needs_body(k: DirectiveKind) -> bool {
    use DirectiveKind::*;
    is_compute(k) || matches!(k, Data | HostData | Loop | Atomic(_))
}

/// Where a directive is, as the front end sees it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Placement {
    /// Inside a compute construct (of this function).
    pub in_compute: bool,
    /// The innermost enclosing OpenACC construct is a loop construct.
    pub in_acc_loop: bool,
    /// Inside a loop of the host language.
    pub in_host_loop: bool,
}

/// Whether `kind` may appear at `at` (§2.5, §2.6.5, §2.10, §2.14).
pub fn placement(kind: DirectiveKind, at: Placement) -> Option<Violation> {
    use DirectiveKind as K;
    let dname = kind.name();
    match kind {
        _ if is_compute(kind) && at.in_compute => Some(Violation::new(
            format!("OpenACC '{dname}' construct cannot be nested inside a compute construct"),
            format!("{SPEC} §2.5: compute constructs may not be nested"),
        )),
        K::Data
        | K::EnterData
        | K::ExitData
        | K::HostData
        | K::Update
        | K::Wait
        | K::Init
        | K::Shutdown
        | K::Set
        | K::Declare
            if at.in_compute =>
        {
            Some(Violation::new(
                format!("OpenACC '{dname}' directive may not appear inside a compute construct"),
                format!("{SPEC} §2.6.5, §2.14: data and runtime directives are host-only"),
            ))
        }
        K::Cache if !at.in_acc_loop && !at.in_host_loop => Some(Violation::new(
            "OpenACC 'cache' directive must appear inside a loop",
            format!(
                "{SPEC} §2.10: the cache directive may appear at the top of (inside of) a loop"
            ),
        )),
        _ => None,
    }
}

/// The parallelism levels of loops and routines, outermost largest (§2.9.2–§2.9.4, §2.15.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Seq = 0,
    Vector = 1,
    Worker = 2,
    Gang = 3,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Gang => "gang",
            Level::Worker => "worker",
            Level::Vector => "vector",
            Level::Seq => "seq",
        }
    }

    pub fn of_routine(l: RoutineLevel) -> Level {
        match l {
            RoutineLevel::Gang => Level::Gang,
            RoutineLevel::Worker => Level::Worker,
            RoutineLevel::Vector => Level::Vector,
            RoutineLevel::Seq => Level::Seq,
        }
    }
}

/// The routine level a clause of a `routine` directive sets (§2.15.1).
pub fn routine_level(k: ClauseKind) -> Option<RoutineLevel> {
    Some(match k {
        ClauseKind::Gang => RoutineLevel::Gang,
        ClauseKind::Worker => RoutineLevel::Worker,
        ClauseKind::Vector => RoutineLevel::Vector,
        ClauseKind::Seq => RoutineLevel::Seq,
        _ => return None,
    })
}

/// The warning for a `routine` without a level (taken as `seq`, as nvc and flang do).
pub fn routine_without_level() -> Violation {
    Violation::new(
        "OpenACC 'routine' directive without 'gang', 'worker', 'vector' or 'seq' is treated as 'seq'",
        format!("{SPEC} §2.15.1: one of the gang, worker, vector or seq clauses must appear (for each device type)"),
    )
}

/// An enclosing loop construct with an explicit level, for [`loop_nesting`].
#[derive(Debug, Clone, Copy)]
pub struct OuterLoop {
    pub level: Level,
    /// `gang(dim:d)`; 1 when `dim` is absent (§2.9.2).
    pub gang_dim: u32,
}

/// A loop of `level` (with `gang(dim:…)` when written) inside `outer`, the nearest enclosing
/// loop of the same compute region with an explicit level (§2.9.2–§2.9.4). `in_kernels`: the
/// compute construct is `kernels`, where `dim` is not allowed (so gang loops do not nest).
/// The flag says whether the violation concerns the outer loop (a note points at it).
pub fn loop_nesting(
    level: Level,
    explicit_dim: Option<u32>,
    outer: Option<OuterLoop>,
    in_kernels: bool,
) -> Vec<(Violation, bool)> {
    let mut out = Vec::new();
    let gang_dim = explicit_dim.unwrap_or(1);
    if let Some(o) = outer {
        if level == Level::Gang && o.level == Level::Gang && !in_kernels {
            // §2.9.2: a gang(dim:d) loop may contain gang(dim:e) loops with e < d only.
            if gang_dim >= o.gang_dim {
                out.push((Violation::new(
                    format!("OpenACC 'gang(dim:{gang_dim})' loop cannot be nested inside a 'gang(dim:{})' loop", o.gang_dim),
                    format!("{SPEC} §2.9.2: the region of a loop with a gang(dim:d) clause may not contain a loop with a gang(dim:e) clause where e >= d"),
                ), true));
            }
        } else if o.level <= level {
            out.push((
                Violation::new(
                    format!(
                        "OpenACC '{}' loop cannot be nested inside a '{}' loop",
                        level.name(),
                        o.level.name()
                    ),
                    format!("{SPEC} §2.9.2–§2.9.4: gang loops contain worker loops, which contain vector loops"),
                ),
                true,
            ));
        }
    }
    if level == Level::Gang && in_kernels && explicit_dim.is_some() {
        out.push((Violation::new(
            "gang dim argument is not allowed on a loop in a 'kernels' construct",
            format!("{SPEC} §2.9.2: when the parent compute construct is kernels, the dim argument is not allowed"),
        ), false));
    }
    out
}

/// Whether a loop construct becomes a loop region: its loops are in canonical form and it
/// runs on the device (in a compute construct, or orphaned in a `routine`). Otherwise the loop
/// runs as written: a `seq` loop not in canonical form (§2.9), or an orphaned loop of a
/// procedure without `routine`, which only runs on the host (§2.9, §2.15.1).
pub fn loop_is_region(canonical: bool, in_compute: bool, in_routine: bool) -> bool {
    canonical && (in_compute || in_routine)
}

/// An orphaned loop of `level` in a function with `routine` level `routine` (§2.15.1).
pub fn loop_in_routine(level: Level, routine: RoutineLevel) -> Option<Violation> {
    (Level::of_routine(routine) < level).then(|| {
        Violation::new(
            format!(
                "OpenACC '{}' loop is not allowed in a function with 'routine {}'",
                level.name(),
                routine.name()
            ),
            format!("{SPEC} §2.15.1: a routine may contain loops of its own level and below"),
        )
    })
}

/// A call, in a loop of `level` (`loop_dim`: its gang dimension, 1 unless `gang(dim:…)`), of
/// function `name` with `routine` level `routine` (`routine_dim`: its `gang(dim:…)`, else 1)
/// (§2.15.1). A `gang(dim:d)` routine partitions gang dimensions d and below only, so a gang
/// loop of a higher dimension may call it: each gang of that loop runs it redundantly in the
/// lower dimensions (§2.15.1 with §2.9.2's GRd modes).
pub fn call_in_loop(
    name: &str,
    level: Level,
    loop_dim: u32,
    routine: RoutineLevel,
    routine_dim: u32,
) -> Option<Violation> {
    let lower_gang_dims =
        level == Level::Gang && routine == RoutineLevel::Gang && loop_dim > routine_dim;
    (Level::of_routine(routine) >= level && !lower_gang_dims).then(|| {
        Violation::new(
            format!(
                "function '{name}' with 'routine {}' cannot be called from a '{}' loop",
                routine.name(),
                level.name()
            ),
            format!("{SPEC} §2.15.1: a loop may call routines of lower levels only"),
        )
    })
}

/// `gang(dim:d)`: d is 1, 2 or 3 (§2.9.2).
pub fn gang_dim(d: i128) -> Option<Violation> {
    (!(1..=3).contains(&d)).then(|| {
        Violation::new(
            format!("OpenACC 'gang' argument 'dim' must be 1, 2 or 3 ({d} invalid)"),
            format!("{SPEC} §2.9.2"),
        )
    })
}

/// Device type names oxacc knows (§2.4), lower case; the clauses after an unknown one are
/// ignored, with [`unknown_device_type`]'s warning.
pub fn known_device_type(lower: &str) -> bool {
    matches!(
        lower,
        "nvidia" | "host" | "multicore" | "radeon" | "default"
    )
}

pub fn unknown_device_type(name: &str) -> Violation {
    Violation::new(
        format!("unknown OpenACC device type '{name}'; the clauses that follow it are ignored"),
        format!("{SPEC} §2.4: known device types are nvidia, radeon, host, multicore and *"),
    )
}

/// Clauses that move or look up data (§2.7), whose whole-array variables mean their extents.
pub fn is_data_movement(k: ClauseKind) -> bool {
    use ClauseKind::*;
    matches!(
        k,
        Copy | CopyIn | CopyOut | Create | NoCreate | Present | Delete | Host | Device
    )
}

/// Data clauses a `declare` at file scope (C) or in a module's specification part (Fortran)
/// may have besides `deviceptr` (§2.13).
pub fn file_scope_declare_clause(k: ClauseKind) -> Result<(), Violation> {
    use ClauseKind::*;
    if matches!(k, Create | CopyIn | DeviceResident | Link) {
        return Ok(());
    }
    Err(Violation::new(
        format!(
            "OpenACC '{}' clause is not allowed on a 'declare' directive at file scope",
            k.name()
        ),
        format!("{SPEC} §2.13: at file scope only create, copyin, deviceptr, device_resident and link may appear"),
    ))
}

/// Directives that may appear where declarations do (§2.13, §2.15.1): `declare`, `routine`.
pub fn declarative(k: DirectiveKind) -> Result<(), Violation> {
    if matches!(k, DirectiveKind::Declare | DirectiveKind::Routine) {
        return Ok(());
    }
    Err(Violation::new(
        format!(
            "OpenACC '{}' directive cannot appear at file scope",
            k.name()
        ),
        format!("{SPEC} §2.13, §2.15.1: only 'declare' and 'routine' are declarative"),
    ))
}

/// A `declare` whose variable is not declared in the directive's scope (§2.13).
pub fn declare_other_scope(name: &str) -> Violation {
    Violation::new(
        format!("variable '{name}' in a 'declare' directive must be declared in the same scope as the directive"),
        format!("{SPEC} §2.13: a declare directive must be in the same scope as the declaration of its variables"),
    )
}

/// `routine(name)` whose name is no procedure visible at the directive (§2.15.1).
pub fn routine_name_unknown(text: &str) -> Violation {
    Violation::new(
        format!("OpenACC routine name '{text}' does not name a declared function"),
        format!("{SPEC} §2.15.1: the name must be a function visible at the directive"),
    )
}

/// A sub-array in a file-scope (C) or module (Fortran) `declare` (§2.13: the directive
/// makes whole global variables present).
pub const DECLARE_GLOBAL_SUBARRAY: &str =
    "a sub-array is not allowed in a file-scope 'declare' directive";

/// An associated loop whose bounds or step use an outer associated loop's variable
/// `name` (§2.9.1: the trip counts are computed once, on entry to the construct).
pub fn triangular_nest(name: &str) -> Violation {
    Violation::new(
        format!("the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable '{name}'"),
        format!("{SPEC} §2.9.1: the iteration count of all associated loops must be computable and invariant in all the loops"),
    )
}

/// How many of the loops an OpenMP `collapse(n)` associates oxacc collapses (OpenMP 5.0
/// §2.9.1 allows an inner loop's bounds to use an outer associated loop's variable, and on
/// device constructs code between the loops): those before the first loop whose bounds or
/// step use an outer one's variable (`dependent`, its index in the nest, outermost 0) or that
/// is not perfectly nested in the loop around it (`imperfect`). The other associated loops
/// run as written in each iteration of the collapsed ones, with their loop variables private
/// (4.5 §2.15.1.1), which distributes fewer iterations but computes the same. `None`: all
/// of them are collapsed.
pub fn omp_collapsed_loops(dependent: Option<usize>, imperfect: Option<usize>) -> Option<usize> {
    match (dependent, imperfect) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The remark for a loop of a `kernels` region without a `loop` directive that is not
/// parallelised (§2.5.3), at `line:col`, because of `why`.
pub fn kernels_loop_as_written(line: u32, col: u32, why: &str) -> String {
    format!("kernels: loop at {line}:{col} runs sequentially as written: {why}")
}

/// A variable reduced by two reduction clauses of one directive (§2.5.15 restrictions: two
/// sections of one array would each leave the other's elements unspecified).
pub fn reduced_twice(name: &str) -> Violation {
    Violation::new(
        format!("OpenACC variable '{name}' appears in more than one reduction clause"),
        format!("{SPEC} §2.5.15: a reduction on a subarray leaves the array's other elements unspecified; reduce the whole array once"),
    )
}

/// `default(none)`: a variable the region uses without a data attribute (§2.5.16).
pub fn needs_data_clause(name: &str) -> Violation {
    Violation::new(
        format!("variable '{name}' must appear in a data clause because of default(none)"),
        format!("{SPEC} §2.5.16"),
    )
}

/// The class of a reduction variable's scalar elements, as a front end classifies its types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeClass {
    /// C `_Bool` (an integer type whose values are 0 and 1).
    Bool,
    /// Fortran `LOGICAL` of any kind.
    Logical,
    SignedInt,
    UnsignedInt,
    Real,
    Complex,
    /// Pointers, structures, characters, …: no reduction applies.
    Other,
}

impl TypeClass {
    fn is_integer(self) -> bool {
        matches!(
            self,
            TypeClass::Bool | TypeClass::SignedInt | TypeClass::UnsignedInt
        )
    }
    fn is_arithmetic(self) -> bool {
        self.is_integer() || matches!(self, TypeClass::Real | TypeClass::Complex)
    }
}

/// The operator as the base language spells it in a reduction clause.
pub fn reduction_spelling(op: ReductionOp, lang: Lang) -> &'static str {
    use ReductionOp::*;
    match (op, lang) {
        (Add, _) => "+",
        (Mul, _) => "*",
        (Max, _) => "max",
        (Min, _) => "min",
        (BitAnd, Lang::C) => "&",
        (BitOr, Lang::C) => "|",
        (BitXor, Lang::C) => "^",
        (LogAnd, Lang::C) => "&&",
        (LogOr, Lang::C) => "||",
        (BitAnd, Lang::Fortran) => "iand",
        (BitOr, Lang::Fortran) => "ior",
        (BitXor, Lang::Fortran) => "ieor",
        (LogAnd, Lang::Fortran) => ".and.",
        (LogOr, Lang::Fortran) => ".or.",
        (Eqv, _) => ".eqv.",
        (Neqv, _) => ".neqv.",
    }
}

/// The operator × type table of §2.5.15: `Err` names the types the operator applies to.
/// C: `+ * && ||` on arithmetic types, `max min` on real arithmetic types, `& | ^` on
/// integers. Fortran: `+ *` on numeric types, `max min` on integer and real, `iand ior ieor`
/// on integers, `.and. .or. .eqv. .neqv.` on logicals.
pub fn reduction_allowed(
    op: ReductionOp,
    class: TypeClass,
    lang: Lang,
) -> Result<(), &'static str> {
    use ReductionOp::*;
    use TypeClass as T;
    match lang {
        Lang::C => {
            let (ok, what) = match op {
                Add | Mul | LogAnd | LogOr => (class.is_arithmetic(), "arithmetic types"),
                Max | Min => (
                    class.is_arithmetic() && class != T::Complex,
                    "real arithmetic types",
                ),
                BitAnd | BitOr | BitXor => (class.is_integer(), "integer types"),
                Eqv | Neqv => (false, "Fortran logical types"),
            };
            if ok {
                Ok(())
            } else {
                Err(what)
            }
        }
        Lang::Fortran => {
            let (ok, what) = match op {
                Add | Mul => (
                    matches!(class, T::SignedInt | T::Real | T::Complex),
                    "numeric types",
                ),
                Max | Min => (
                    matches!(class, T::SignedInt | T::Real),
                    "integer and real types",
                ),
                BitAnd | BitOr | BitXor => (class == T::SignedInt, "integer types"),
                LogAnd | LogOr | Eqv | Neqv => (class == T::Logical, "logical types"),
            };
            if ok {
                Ok(())
            } else {
                Err(what)
            }
        }
    }
}

/// [`reduction_allowed`]'s violation for a variable `name` of type `ty` (as the front end
/// spells types).
pub fn reduction_violation(
    op: ReductionOp,
    lang: Lang,
    name: &str,
    ty: &str,
    applies_to: &str,
) -> Violation {
    let spelling = reduction_spelling(op, lang);
    Violation::new(
        format!("OpenACC reduction operator '{spelling}' is not valid for variable '{name}' of type '{ty}'"),
        format!("{SPEC} §2.5.15: '{spelling}' applies to {applies_to}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduction_table_c() {
        use ReductionOp::*;
        use TypeClass as T;
        let c = |op, t| reduction_allowed(op, t, Lang::C).is_ok();
        assert!(c(Add, T::Complex) && c(Add, T::Bool) && c(LogOr, T::Real));
        assert!(!c(Max, T::Complex) && c(Max, T::UnsignedInt));
        assert!(c(BitXor, T::Bool) && !c(BitXor, T::Real));
        assert!(!c(Eqv, T::Bool) && !c(Add, T::Other));
        assert_eq!(
            reduction_allowed(Min, T::Complex, Lang::C),
            Err("real arithmetic types")
        );
    }

    #[test]
    fn reduction_table_fortran() {
        use ReductionOp::*;
        use TypeClass as T;
        let f = |op, t| reduction_allowed(op, t, Lang::Fortran).is_ok();
        assert!(f(Eqv, T::Logical) && f(Neqv, T::Logical) && f(LogAnd, T::Logical));
        assert!(!f(LogAnd, T::SignedInt) && !f(Add, T::Logical));
        assert!(f(BitAnd, T::SignedInt) && !f(BitAnd, T::Logical));
        assert!(!f(Max, T::Complex) && f(Mul, T::Complex));
        assert_eq!(reduction_spelling(BitXor, Lang::Fortran), "ieor");
        assert_eq!(reduction_spelling(BitXor, Lang::C), "^");
    }

    #[test]
    fn placement_rules() {
        use DirectiveKind as K;
        let inside = Placement {
            in_compute: true,
            ..Default::default()
        };
        assert!(placement(K::Parallel, inside).is_some());
        assert!(placement(K::Loop, inside).is_none());
        assert!(placement(K::EnterData, inside).is_some());
        assert!(placement(K::EnterData, Placement::default()).is_none());
        assert!(placement(K::Cache, Placement::default()).is_some());
        let in_loop = Placement {
            in_host_loop: true,
            ..Default::default()
        };
        assert!(placement(K::Cache, in_loop).is_none());
    }

    #[test]
    fn loop_levels_nest() {
        let gang = |d| OuterLoop {
            level: Level::Gang,
            gang_dim: d,
        };
        // worker in gang: fine; gang in worker: not.
        assert!(loop_nesting(Level::Worker, None, Some(gang(1)), false).is_empty());
        let worker = OuterLoop {
            level: Level::Worker,
            gang_dim: 1,
        };
        assert_eq!(
            loop_nesting(Level::Gang, None, Some(worker), false).len(),
            1
        );
        // gang(dim:1) in gang(dim:2) is fine, the reverse is not; in kernels gangs do not nest.
        assert!(loop_nesting(Level::Gang, Some(1), Some(gang(2)), false).is_empty());
        assert_eq!(
            loop_nesting(Level::Gang, Some(2), Some(gang(1)), false).len(),
            1
        );
        assert_eq!(
            loop_nesting(Level::Gang, None, Some(gang(2)), true).len(),
            1
        );
        assert_eq!(loop_nesting(Level::Gang, Some(1), None, true).len(), 1);
        assert!(loop_in_routine(Level::Gang, RoutineLevel::Worker).is_some());
        assert!(loop_in_routine(Level::Vector, RoutineLevel::Worker).is_none());
        assert!(call_in_loop("f", Level::Vector, 1, RoutineLevel::Vector, 1).is_some());
        assert!(call_in_loop("f", Level::Gang, 1, RoutineLevel::Seq, 1).is_none());
        assert!(call_in_loop("f", Level::Gang, 1, RoutineLevel::Gang, 1).is_some());
        assert!(call_in_loop("f", Level::Gang, 2, RoutineLevel::Gang, 1).is_none());
        assert!(call_in_loop("f", Level::Gang, 3, RoutineLevel::Gang, 2).is_none());
        assert!(call_in_loop("f", Level::Gang, 2, RoutineLevel::Gang, 2).is_some());
    }

    #[test]
    fn device_types_and_declare() {
        assert!(known_device_type("nvidia") && !known_device_type("cuda"));
        assert!(file_scope_declare_clause(ClauseKind::Link).is_ok());
        assert!(file_scope_declare_clause(ClauseKind::Copy).is_err());
        assert!(gang_dim(4).is_some() && gang_dim(3).is_none());
        assert!(declarative(DirectiveKind::Routine).is_ok());
        assert!(declarative(DirectiveKind::Parallel).is_err());
        assert!(loop_is_region(true, false, true) && !loop_is_region(true, false, false));
        assert!(!loop_is_region(false, true, true));
        assert_eq!(
            kernels_loop_as_written(3, 5, "it contains a break"),
            "kernels: loop at 3:5 runs sequentially as written: it contains a break"
        );
    }
}
