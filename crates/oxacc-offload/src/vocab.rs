//! The OpenACC vocabulary mapped once: the directive model's names
//! ([`oxacc_directives::ClauseKind`], [`oxacc_directives::DirectiveKind`], …) to OIR's
//! operations and clauses ([`oxacc_oir::DirectiveKind`], [`oxacc_oir::DataClauseKind`], …).

use oxacc_directives::{ClauseKind, DirectiveKind as DK, Modifier, ReductionOp};
use oxacc_oir::{ComputeKind, DataClauseKind as D, DataModifier, DirectiveKind};

use crate::rules::TypeClass;

/// The OIR data clause of a data clause (§2.7); `None` for the other clauses.
pub fn data_kind(k: ClauseKind) -> Option<D> {
    use ClauseKind::*;
    Some(match k {
        Copy => D::Copy,
        CopyIn => D::CopyIn,
        CopyOut => D::CopyOut,
        Create => D::Create,
        NoCreate => D::NoCreate,
        Present => D::Present,
        DevicePtr => D::DevicePtr,
        Attach => D::Attach,
        Detach => D::Detach,
        Delete => D::Delete,
        UseDevice => D::UseDevice,
        DeviceResident => D::DeviceResident,
        Link => D::Link,
        Host => D::Host,
        Device => D::Device,
        _ => return None,
    })
}

/// The `acc_declare` attribute of a global from its file-scope (C) or module (Fortran)
/// `declare` clause (§2.13): `copyin`, `device_resident`, `link`; `create` otherwise.
pub fn global_declare_kind(k: ClauseKind) -> D {
    match k {
        ClauseKind::CopyIn => D::CopyIn,
        ClauseKind::DeviceResident => D::DeviceResident,
        ClauseKind::Link => D::Link,
        _ => D::Create,
    }
}

/// A data-clause modifier (§2.7.4).
pub fn modifier(m: Modifier) -> DataModifier {
    match m {
        Modifier::ReadOnly => DataModifier::ReadOnly,
        Modifier::Zero => DataModifier::Zero,
        Modifier::Always => DataModifier::Always,
        Modifier::AlwaysIn => DataModifier::AlwaysIn,
        Modifier::AlwaysOut => DataModifier::AlwaysOut,
        Modifier::Capture => DataModifier::Capture,
        Modifier::OmpRefCount => DataModifier::OmpRefCount,
    }
}

/// The compute kind of a compute or combined construct (§2.5, §2.11).
pub fn compute_kind(k: DK) -> Option<ComputeKind> {
    Some(match k {
        DK::Parallel | DK::ParallelLoop => ComputeKind::Parallel,
        DK::Serial | DK::SerialLoop => ComputeKind::Serial,
        DK::Kernels | DK::KernelsLoop => ComputeKind::Kernels,
        _ => return None,
    })
}

/// The OIR operation of an executable directive that is its clauses only (§2.14.4, §2.14.6,
/// §2.14.7).
pub fn standalone_op(k: DK) -> Option<DirectiveKind> {
    Some(match k {
        DK::EnterData => DirectiveKind::EnterData,
        DK::ExitData => DirectiveKind::ExitData,
        DK::Update => DirectiveKind::Update,
        _ => return None,
    })
}

/// Which operation a clause of a combined construct belongs to (§2.11): true for the loop.
/// `device_type` goes to both (callers handle it first).
pub fn loop_side(k: ClauseKind) -> bool {
    use ClauseKind::*;
    matches!(
        k,
        Collapse
            | Gang
            | Worker
            | Vector
            | Seq
            | Auto
            | Independent
            | Tile
            | Private
            | Reduction
            // The team of an OpenMP `parallel for` is the loop's.
            | OmpNumThreads
            | OmpIfParallel
            // A `simd safelen` loop's order (`target teams distribute simd safelen(k)`).
            | OmpInOrder
            // The thread loop of a `parallel` nested in `teams` (decision 55).
            | OmpTeamRedundant
    )
}

/// `acc_device_t` of runtime-rs/include/openacc.h for a device type name (§2.4, §3.2).
pub fn device_enum(name: &str) -> i128 {
    match name {
        "nvidia" => 4,
        "radeon" => 5,
        "host" | "multicore" => 2,
        _ => 1,
    }
}

/// A reduction OIR cannot express yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsupported(pub ReductionOp);

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = crate::rules::reduction_spelling(self.0, oxacc_directives::Lang::Fortran);
        write!(f, "reduction operator '{s}' is not supported yet")
    }
}

/// The OIR reduction operator for `op` on scalar elements of class `class`. OIR integers
/// carry no signedness: `max`/`min` on unsigned types become `umax`/`umin`. On C `_Bool`
/// (values 0 and 1) the operators are the logical ones, since the result of `+`, `*`, `max`,
/// `min` is converted back to `_Bool` (C11 §6.3.1.2): `+`/`max` → `||`, `*`/`min` → `&&`.
/// `.eqv.`/`.neqv.` (Fortran logicals) are OIR's own `eqv`/`neqv`.
pub fn reduction_op(
    op: ReductionOp,
    class: TypeClass,
) -> Result<oxacc_oir::ReductionOp, Unsupported> {
    use oxacc_oir::ReductionOp as R;
    let boolean = matches!(class, TypeClass::Bool | TypeClass::Logical);
    let unsigned = class == TypeClass::UnsignedInt;
    Ok(match op {
        ReductionOp::Add if boolean => R::LogOr,
        ReductionOp::Mul if boolean => R::LogAnd,
        ReductionOp::Max if boolean => R::LogOr,
        ReductionOp::Min if boolean => R::LogAnd,
        ReductionOp::Max if unsigned => R::UMax,
        ReductionOp::Min if unsigned => R::UMin,
        ReductionOp::Add => R::Add,
        ReductionOp::Mul => R::Mul,
        ReductionOp::Max => R::Max,
        ReductionOp::Min => R::Min,
        ReductionOp::BitAnd => R::BitAnd,
        ReductionOp::BitOr => R::BitOr,
        ReductionOp::BitXor => R::BitXor,
        ReductionOp::LogAnd => R::LogAnd,
        ReductionOp::LogOr => R::LogOr,
        ReductionOp::Eqv => R::Eqv,
        ReductionOp::Neqv => R::Neqv,
    })
}

/// The OIR form of an OpenMP device construct's rule for its other variables.
pub fn omp_implicit_rule(r: oxacc_directives::OmpImplicitRule) -> oxacc_oir::OmpImplicitRule {
    use oxacc_directives::OmpImplicitRule as A;
    use oxacc_oir::OmpImplicitRule as O;
    match r {
        A::AggregatesTo => O::AggregatesTo,
        A::AggregatesFrom => O::AggregatesFrom,
        A::AggregatesAlloc => O::AggregatesAlloc,
        A::AggregatesFirstprivate => O::AggregatesFirstprivate,
        A::AllFirstprivate => O::AllFirstprivate,
        A::DefaultFirstprivate => O::DefaultFirstprivate,
        A::DefaultPrivate => O::DefaultPrivate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_oir::ReductionOp as R;

    #[test]
    fn reductions_map_by_class() {
        assert_eq!(
            reduction_op(ReductionOp::Max, TypeClass::UnsignedInt),
            Ok(R::UMax)
        );
        assert_eq!(
            reduction_op(ReductionOp::Max, TypeClass::SignedInt),
            Ok(R::Max)
        );
        assert_eq!(
            reduction_op(ReductionOp::Add, TypeClass::Bool),
            Ok(R::LogOr)
        );
        assert_eq!(
            reduction_op(ReductionOp::Min, TypeClass::Bool),
            Ok(R::LogAnd)
        );
        assert_eq!(
            reduction_op(ReductionOp::LogAnd, TypeClass::Logical),
            Ok(R::LogAnd)
        );
        assert_eq!(
            reduction_op(ReductionOp::Neqv, TypeClass::Logical),
            Ok(R::Neqv)
        );
        assert_eq!(
            reduction_op(ReductionOp::Eqv, TypeClass::Logical),
            Ok(R::Eqv)
        );
    }

    #[test]
    fn vocabulary() {
        assert_eq!(data_kind(ClauseKind::CopyIn), Some(D::CopyIn));
        assert_eq!(data_kind(ClauseKind::Private), None);
        assert_eq!(global_declare_kind(ClauseKind::Link), D::Link);
        assert_eq!(global_declare_kind(ClauseKind::Create), D::Create);
        assert_eq!(compute_kind(DK::KernelsLoop), Some(ComputeKind::Kernels));
        assert!(loop_side(ClauseKind::Reduction) && !loop_side(ClauseKind::Copy));
        assert_eq!(device_enum("nvidia"), 4);
        assert_eq!(device_enum("*"), 1);
    }
}
