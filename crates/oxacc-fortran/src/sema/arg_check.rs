//! Checks of actual arguments with gfortran's messages: the rank of an argument against an
//! explicit interface (§15.5.2.4), the number and types of the arguments of the elemental
//! intrinsics with fixed argument lists (§16.9), and types as the messages write them.

use oxacc_source::Span;

use super::tree::{ArrayShape, Expr, ExprKind, Symbol};
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// The number and types of the positional arguments of the elemental intrinsics with fixed
    /// argument lists (§16.9), checked with gfortran's messages, so a wrong call is reported
    /// at its argument rather than as a whole.
    pub(super) fn intrinsic_arguments_fit(
        &mut self,
        n: &ast::Name,
        vals: &[Expr],
        span: Span,
    ) -> bool {
        #[derive(Clone, Copy, PartialEq)]
        enum Need {
            RealOrComplex,
            Real,
            Integer,
            IntOrReal,
        }
        use Need::*;
        let (dummies, need): (&[&str], Need) = match n.key.as_str() {
            "sqrt" | "exp" | "log" | "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh"
            | "cosh" | "tanh" => (&["x"], RealOrComplex),
            "log10" | "erf" | "erfc" | "gamma" | "log_gamma" | "bessel_j0" | "bessel_j1"
            | "bessel_y0" | "bessel_y1" => (&["x"], Real),
            "atan2" => (&["y", "x"], Real),
            "iand" | "ior" | "ieor" => (&["i", "j"], Integer),
            "not" => (&["i"], Integer),
            "ishft" => (&["i", "shift"], Integer),
            "btest" | "ibset" | "ibclr" => (&["i", "pos"], Integer),
            "mod" | "modulo" => (&["a", "p"], IntOrReal),
            "sign" => (&["a", "b"], IntOrReal),
            "dim" => (&["x", "y"], IntOrReal),
            _ => return true,
        };
        if vals.len() < dummies.len() {
            self.error(
                span,
                format!(
                    "Missing actual argument '{}' in call to '{}' at (1)",
                    dummies[vals.len()],
                    n.key
                ),
            );
            return false;
        }
        if vals.len() > dummies.len() {
            self.error(
                vals[dummies.len()].span,
                format!("Too many arguments in call to '{}' at (1)", n.key),
            );
            return false;
        }
        for (v, d) in vals.iter().zip(dummies) {
            let (ok, what) = match need {
                RealOrComplex => (
                    matches!(v.ty, Type::Real(_) | Type::Complex(_)),
                    "REAL or COMPLEX",
                ),
                Real => (matches!(v.ty, Type::Real(_)), "REAL"),
                Integer => (matches!(v.ty, Type::Integer(_)), "INTEGER"),
                IntOrReal => (
                    matches!(v.ty, Type::Integer(_) | Type::Real(_)),
                    "INTEGER or REAL",
                ),
            };
            if !ok {
                self.error(
                    v.span,
                    format!(
                        "'{d}' argument of '{}' intrinsic at (1) must be {what}",
                        n.key
                    ),
                );
                return false;
            }
        }
        true
    }

    /// §15.5.2.4: an assumed-shape, allocatable or pointer dummy takes an actual of its
    /// rank; a scalar dummy takes a scalar (unless the procedure is elemental); an
    /// explicit-shape dummy takes an array or an array element (sequence association,
    /// §15.5.2.11), not a whole scalar.
    pub(super) fn check_argument_rank(&mut self, dummy: &Symbol, actual: &Expr) -> Option<()> {
        let rank_text = |r: usize| {
            if r == 0 {
                "scalar".to_string()
            } else {
                format!("rank-{r}")
            }
        };
        let (d, a) = (dummy.rank(), actual.rank as usize);
        let wrong = match &dummy.array {
            None => a != 0,
            Some(ArrayShape::Explicit(_)) => {
                a == 0
                    && !matches!(dummy.ty, Type::Character(_))
                    && !matches!(
                        actual.kind,
                        ExprKind::Index { .. } | ExprKind::Component { .. } | ExprKind::Absent
                    )
            }
            Some(_) => a != d && !matches!(actual.kind, ExprKind::Absent),
        };
        if wrong {
            self.error(
                actual.span,
                format!(
                    "Rank mismatch in argument '{}' at (1) ({} and {})",
                    dummy.name,
                    rank_text(d),
                    rank_text(a)
                ),
            );
            return None;
        }
        Some(())
    }

    /// A type as gfortran's messages write it (`TYPE(v2)`, `REAL(8)`).
    pub(super) fn type_text(&self, ty: Type) -> String {
        match ty {
            Type::Derived(id) => match self.prog.types.get(id as usize) {
                Some(t) => format!("TYPE({})", t.name),
                None => ty.to_string(),
            },
            _ => ty.to_string(),
        }
    }
}
