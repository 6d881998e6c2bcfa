//! The intrinsic module `ieee_exceptions` (Fortran 2018 §17.1, §17.3, §17.11): the types
//! `ieee_flag_type` (one integer: the flag's bit in the C library's floating-point
//! environment, `FE_*` of `<fenv.h>`) and `ieee_status_type` (storage for a `fenv_t`), the
//! flag constants and the arrays `ieee_usual` and `ieee_all`, and the subroutines that get
//! and set flags, halting modes and the whole status, lowered to `<fenv.h>` calls
//! (`lower/ieee.rs`). `ieee_arithmetic` gives all of these too (§17.1).

use oxacc_source::Span;

use super::ieee::IeeeFn;
use super::scope::{Entity, Scope};
use super::tree::{Component, Const, DerivedType, Expr, ExprKind, IntrinsicSub, StmtKind};
use super::types::Type;
use super::Sema;
use crate::ast;

/// The `FE_*` exception bits of the target's `<fenv.h>` (glibc).
#[cfg(target_arch = "aarch64")]
const FE: [i128; 5] = [1, 2, 4, 8, 16];
#[cfg(not(target_arch = "aarch64"))]
const FE: [i128; 5] = [1, 4, 8, 16, 32];

/// The flags (§17.2) and their bits: invalid, divide by zero, overflow, underflow, inexact.
const FLAGS: [&str; 5] = [
    "ieee_invalid",
    "ieee_divide_by_zero",
    "ieee_overflow",
    "ieee_underflow",
    "ieee_inexact",
];

/// `ieee_usual` is `[ieee_overflow, ieee_divide_by_zero, ieee_invalid]`, `ieee_all` is
/// `[ieee_usual, ieee_underflow, ieee_inexact]` (§17.2), as indices into [`FLAGS`].
const USUAL: [usize; 3] = [2, 1, 0];
const ALL: [usize; 5] = [2, 1, 0, 3, 4];

/// Bytes of `ieee_status_type`: at least a glibc `fenv_t` (32 on x86-64, 8 on AArch64).
const STATUS_WORDS: i64 = 8;

/// A subroutine of `ieee_exceptions` (§17.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IeeeSub {
    GetFlag,
    SetFlag,
    GetHaltingMode,
    SetHaltingMode,
    GetStatus,
    SetStatus,
}

const SUBROUTINES: &[(&str, IeeeFn)] = &[
    ("ieee_get_flag", IeeeFn::Sub(IeeeSub::GetFlag)),
    ("ieee_set_flag", IeeeFn::Sub(IeeeSub::SetFlag)),
    (
        "ieee_get_halting_mode",
        IeeeFn::Sub(IeeeSub::GetHaltingMode),
    ),
    (
        "ieee_set_halting_mode",
        IeeeFn::Sub(IeeeSub::SetHaltingMode),
    ),
    ("ieee_get_status", IeeeFn::Sub(IeeeSub::GetStatus)),
    ("ieee_set_status", IeeeFn::Sub(IeeeSub::SetStatus)),
    ("ieee_support_flag", IeeeFn::Support),
    ("ieee_support_halting", IeeeFn::Support),
];

/// A derived type of one component of an intrinsic module.
fn one_component_type(name: &str, comp: &str, ty: Type, dims: Vec<(i64, i64)>) -> DerivedType {
    DerivedType {
        name: name.into(),
        components: vec![Component {
            name: comp.into(),
            ty,
            dims,
            init: None,
            alloc: None,
            pointer: false,
            proc: None,
        }],
    }
}

impl Sema<'_> {
    /// The names of `ieee_exceptions`, into the module scope `s` (also `ieee_arithmetic`'s).
    pub(super) fn ieee_exceptions_names(&mut self, s: &mut Scope) {
        let flag = self.prog.types.len() as u32;
        self.prog.types.push(one_component_type(
            "ieee_flag_type",
            "__bit",
            Type::Integer(4),
            Vec::new(),
        ));
        let status = self.prog.types.len() as u32;
        self.prog.types.push(one_component_type(
            "ieee_status_type",
            "__env",
            Type::Integer(8),
            vec![(1, STATUS_WORDS)],
        ));
        s.names.insert("ieee_flag_type".into(), Entity::Type(flag));
        s.names
            .insert("ieee_status_type".into(), Entity::Type(status));
        for (k, n) in FLAGS.iter().enumerate() {
            s.names.insert(
                (*n).into(),
                Entity::Constant(flag_value(k), Type::Derived(flag)),
            );
        }
        s.names.insert(
            "ieee_usual".into(),
            Entity::ModuleFunction(IeeeFn::Flags { all: false }),
        );
        s.names.insert(
            "ieee_all".into(),
            Entity::ModuleFunction(IeeeFn::Flags { all: true }),
        );
        for (n, f) in SUBROUTINES {
            s.names.insert((*n).into(), Entity::ModuleFunction(*f));
        }
    }

    /// CALL of an `ieee_exceptions` subroutine (§17.11): the flag as its bit (an integer
    /// expression of the flag argument's rank) and the value argument.
    pub(super) fn ieee_subroutine(
        &mut self,
        n: &ast::Name,
        sub: IeeeSub,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<StmtKind> {
        let key = n.key.as_str();
        let names: &[&str] = match sub {
            IeeeSub::GetFlag | IeeeSub::SetFlag => &["flag", "flag_value"],
            IeeeSub::GetHaltingMode | IeeeSub::SetHaltingMode => &["flag", "halting"],
            IeeeSub::GetStatus | IeeeSub::SetStatus => &["status_value"],
        };
        let actuals = self.intrinsic_actuals(key, names, args, span)?;
        if let Some(k) = actuals.iter().position(Option::is_none) {
            self.error(
                span,
                format!(
                    "Missing actual argument '{}' in call to '{}' at (1)",
                    names[k], n.text
                ),
            );
            return None;
        }
        let mut actuals: Vec<Expr> = actuals.into_iter().flatten().collect();
        let value = actuals.pop()?;
        let get = matches!(
            sub,
            IeeeSub::GetFlag | IeeeSub::GetHaltingMode | IeeeSub::GetStatus
        );
        if get && !self.is_definable(&value) {
            self.error(
                value.span,
                format!(
                    "'{}' argument of '{}' at (1) must be a variable",
                    names[names.len() - 1],
                    n.text
                ),
            );
            return None;
        }
        let flag = match actuals.pop() {
            None => {
                let status = self.ieee_type("ieee_status_type");
                if value.ty != Type::Derived(status) || value.rank != 0 {
                    self.error(
                        value.span,
                        format!(
                            "'status_value' argument of '{}' at (1) must be a scalar of type IEEE_STATUS_TYPE",
                            n.text
                        ),
                    );
                    return None;
                }
                None
            }
            Some(flag) => {
                let ft = self.ieee_type("ieee_flag_type");
                if flag.ty != Type::Derived(ft) {
                    self.error(
                        flag.span,
                        format!(
                            "'flag' argument of '{}' at (1) must be of type IEEE_FLAG_TYPE",
                            n.text
                        ),
                    );
                    return None;
                }
                // Elemental (§17.11): a scalar value, or one of the flag's rank.
                let bad_rank = if get {
                    value.rank != flag.rank
                } else {
                    value.rank != 0 && value.rank != flag.rank
                };
                if !matches!(value.ty, Type::Logical(_)) || bad_rank {
                    self.error(
                        value.span,
                        format!(
                            "'{}' argument of '{}' at (1) must be LOGICAL and conform with 'flag'",
                            names[1], n.text
                        ),
                    );
                    return None;
                }
                // Conformable (§15.8.2): constant extents of both must agree.
                if value.rank == 1 && flag.rank == 1 {
                    let sizes = (
                        self.constant_elements_of(&flag).map(|v| v.len()),
                        self.constant_elements_of(&value).map(|v| v.len()),
                    );
                    if let (Some(a), Some(b)) = sizes {
                        if a != b {
                            self.error(
                                value.span,
                                format!(
                                    "Different shape for arguments 'flag' and '{}' at (1) of '{}' ({a}/{b})",
                                    names[1], n.text
                                ),
                            );
                            return None;
                        }
                    }
                }
                Some(flag_bit(flag))
            }
        };
        Some(StmtKind::IntrinsicCall(IntrinsicSub::Ieee {
            sub,
            flag,
            value,
        }))
    }

    /// `ieee_usual` or `ieee_all` referenced at `span`: the array of their flags.
    pub(super) fn ieee_flag_array(&mut self, all: bool, span: Span) -> Expr {
        let ty = Type::Derived(self.ieee_type("ieee_flag_type"));
        let ks: &[usize] = if all { &ALL } else { &USUAL };
        Expr {
            kind: ExprKind::ArrayCtor(
                ks.iter()
                    .map(|&k| Expr {
                        kind: ExprKind::Const(flag_value(k)),
                        ty,
                        rank: 0,
                        span,
                    })
                    .collect(),
            ),
            ty,
            rank: 1,
            span,
        }
    }

    /// The type `name` of the IEEE modules (made by their first USE, before any reference).
    pub(super) fn ieee_type(&mut self, name: &str) -> u32 {
        let m = self.ieee_module("ieee_exceptions");
        match self.scopes[m].names.get(name) {
            Some(Entity::Type(t)) => *t,
            _ => u32::MAX,
        }
    }

    /// Whether `e` may be defined by a subroutine (a variable, not an expression).
    fn is_definable(&self, e: &Expr) -> bool {
        matches!(
            e.kind,
            ExprKind::Var(_)
                | ExprKind::Index { .. }
                | ExprKind::Component { .. }
                | ExprKind::Substring { .. }
        )
    }
}

/// The value of flag `k` of [`FLAGS`].
fn flag_value(k: usize) -> Const {
    Const::Derived(vec![vec![Const::Int(FE[k])]])
}

/// The bit of a flag (`ieee_flag_type` value): its component, elementwise for an array.
fn flag_bit(flag: Expr) -> Expr {
    let int = Type::Integer(4);
    match flag.kind {
        ExprKind::Const(Const::Derived(v)) => {
            let bit = v
                .first()
                .and_then(|c| c.first())
                .cloned()
                .unwrap_or(Const::Int(0));
            Expr {
                kind: ExprKind::Const(bit),
                ty: int,
                ..flag
            }
        }
        ExprKind::ArrayCtor(items) => Expr {
            kind: ExprKind::ArrayCtor(items.into_iter().map(flag_bit).collect()),
            ty: int,
            rank: flag.rank,
            span: flag.span,
        },
        _ => Expr {
            ty: int,
            rank: flag.rank,
            span: flag.span,
            kind: ExprKind::Component {
                base: Box::new(flag),
                index: 0,
                subscripts: Vec::new(),
            },
        },
    }
}
