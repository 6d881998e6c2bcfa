//! Intrinsic subroutines (Fortran 2018 §16.9): CALL of `move_alloc`, `cpu_time`,
//! `system_clock`, `date_and_time`, `random_number`, `random_seed`, `get_command`,
//! `get_command_argument`, `get_environment_variable`, `execute_command_line` and the GNU
//! extensions `exit` and `system` when no procedure of that name is
//! in scope. The other intrinsic subroutines are reported as not supported rather than
//! called as external procedures of that name.

use oxacc_source::Span;

use super::tree::{ArrayShape, Expr, IntrinsicSub, StmtKind};
use super::types::Type;
use super::Sema;
use crate::ast;

/// Intrinsic subroutines not implemented yet: a CALL of one is an error, not a reference to an
/// external `name_` that would fail at link time.
const NOT_YET: &[&str] = &["mvbits"];

impl Sema<'_> {
    /// `None` when `name` is not an intrinsic subroutine; else the resolved statement (`None`
    /// inside after a reported error).
    pub(super) fn intrinsic_subroutine(
        &mut self,
        name: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<StmtKind>> {
        let key = name.key.as_str();
        if NOT_YET.contains(&key) {
            self.unsupported(name.span, &format!("the intrinsic subroutine {key}"));
            return Some(None);
        }
        if let Some(r) = self.runtime_subroutine(key, args, span) {
            return Some(r);
        }
        let names: &[&str] = match key {
            "move_alloc" => &["from", "to"],
            "cpu_time" => &["time"],
            "system_clock" => &["count", "count_rate", "count_max"],
            _ => return None,
        };
        let Some(actuals) = self.intrinsic_actuals(key, names, args, span) else {
            return Some(None);
        };
        let sub = match key {
            "move_alloc" => {
                let [Some(from), Some(to)] = &actuals[..] else {
                    self.error(span, "Missing actual argument for 'move_alloc' at (1)");
                    return Some(None);
                };
                if !self.allocatable_arg(from, "from") || !self.allocatable_arg(to, "to") {
                    return Some(None);
                }
                if from.ty != to.ty {
                    self.error(
                        from.span,
                        "'from' argument of 'move_alloc' intrinsic at (1) must be the same type and kind as 'to'",
                    );
                    return Some(None);
                }
                if from.rank != to.rank {
                    self.error(
                        from.span,
                        "'from' argument of 'move_alloc' intrinsic at (1) must have the same rank as 'to'",
                    );
                    return Some(None);
                }
                IntrinsicSub::MoveAlloc {
                    from: from.clone(),
                    to: to.clone(),
                }
            }
            "cpu_time" => {
                let Some(Some(t)) = actuals.into_iter().next() else {
                    self.error(
                        span,
                        "Missing actual argument 'time' in call to 'cpu_time' at (1)",
                    );
                    return Some(None);
                };
                if !matches!(t.ty, Type::Real(_)) || t.rank != 0 {
                    self.error(
                        t.span,
                        "'time' argument of 'cpu_time' intrinsic at (1) must be REAL",
                    );
                    return Some(None);
                }
                IntrinsicSub::CpuTime(t)
            }
            _ => {
                let mut it = actuals.into_iter();
                let (count, rate, max) = (
                    it.next().flatten(),
                    it.next().flatten(),
                    it.next().flatten(),
                );
                for a in [&count, &max].into_iter().flatten() {
                    if !matches!(a.ty, Type::Integer(_)) || a.rank != 0 {
                        self.error(
                            a.span,
                            "Argument of 'system_clock' intrinsic at (1) must be a scalar INTEGER",
                        );
                        return Some(None);
                    }
                }
                if let Some(r) = &rate {
                    if !matches!(r.ty, Type::Integer(_) | Type::Real(_)) || r.rank != 0 {
                        self.error(r.span, "'count_rate' argument of 'system_clock' intrinsic at (1) must be INTEGER or REAL");
                        return Some(None);
                    }
                }
                IntrinsicSub::SystemClock { count, rate, max }
            }
        };
        Some(Some(StmtKind::IntrinsicCall(sub)))
    }

    /// The intrinsic subroutines lowered as one Flang runtime call: their arguments by
    /// keyword and position, each checked for its type and rank (C: character, I: integer,
    /// R: real, L: logical; an upper-case letter a scalar, `v` an integer array).
    fn runtime_subroutine(
        &mut self,
        key: &str,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<StmtKind>> {
        use super::tree::RuntimeSub as R;
        let (sub, names, kinds, required): (R, &[&str], &str, usize) = match key {
            "date_and_time" => (
                R::DateAndTime,
                &["date", "time", "zone", "values"],
                "CCCv",
                0,
            ),
            "random_number" => (R::RandomNumber, &["harvest"], "r", 1),
            // GNU extension (gfortran's and nvfortran's EXIT): ends the program with STATUS.
            "exit" => (R::Exit, &["status"], "I", 0),
            "random_seed" => (R::RandomSeed, &["size", "put", "get"], "Ivv", 0),
            "get_command" => (R::GetCommand, &["command", "length", "status"], "CII", 0),
            "get_command_argument" => (
                R::GetCommandArgument,
                &["number", "value", "length", "status"],
                "ICII",
                1,
            ),
            "get_environment_variable" => (
                R::GetEnvironmentVariable,
                &["name", "value", "length", "status", "trim_name"],
                "CCIIL",
                1,
            ),
            // §16.9.73; SYSTEM is the GNU extension (gfortran's and nvfortran's) of the same
            // meaning with STATUS for EXITSTAT, which applications call to make directories.
            "execute_command_line" => (
                R::ExecuteCommandLine,
                &["command", "wait", "exitstat", "cmdstat", "cmdmsg"],
                "CLIIC",
                1,
            ),
            "system" => (R::System, &["command", "status"], "CI", 1),
            _ => return None,
        };
        let Some(actuals) = self.intrinsic_actuals(key, names, args, span) else {
            return Some(None);
        };
        if let Some(missing) = names[..required]
            .iter()
            .zip(&actuals)
            .find(|(_, a)| a.is_none())
        {
            self.error(
                span,
                format!(
                    "Missing actual argument '{}' in call to '{key}' at (1)",
                    missing.0
                ),
            );
            return Some(None);
        }
        for ((name, kind), a) in names.iter().zip(kinds.chars()).zip(&actuals) {
            let Some(a) = a else { continue };
            let (ok, what) = match kind {
                'C' => (
                    matches!(a.ty, Type::Character(_)) && a.rank == 0,
                    "a scalar CHARACTER",
                ),
                'I' => (
                    matches!(a.ty, Type::Integer(_)) && a.rank == 0,
                    "a scalar INTEGER",
                ),
                'L' => (
                    matches!(a.ty, Type::Logical(_)) && a.rank == 0,
                    "a scalar LOGICAL",
                ),
                'r' => (matches!(a.ty, Type::Real(_)), "REAL"),
                _ => (
                    matches!(a.ty, Type::Integer(_)) && a.rank == 1,
                    "a rank-1 INTEGER array",
                ),
            };
            if !ok {
                self.error(
                    a.span,
                    format!("'{name}' argument of '{key}' intrinsic at (1) must be {what}"),
                );
                return Some(None);
            }
        }
        if sub == R::RandomSeed && actuals.iter().flatten().count() > 1 {
            self.error(
                span,
                "RANDOM_SEED at (1) takes at most one of SIZE, PUT and GET",
            );
            return Some(None);
        }
        Some(Some(StmtKind::IntrinsicCall(IntrinsicSub::Runtime {
            sub,
            args: actuals,
        })))
    }

    /// The actual arguments by position and keyword, in the order of `names`.
    pub(super) fn intrinsic_actuals(
        &mut self,
        sub: &str,
        names: &[&str],
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<Option<Expr>>> {
        let mut out: Vec<Option<Expr>> = vec![None; names.len()];
        for (i, a) in args.iter().enumerate() {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.error(a.span, format!("Invalid argument to '{sub}' at (1)"));
                return None;
            };
            let pos = match &a.keyword {
                Some(k) => match names.iter().position(|n| *n == k.key.as_str()) {
                    Some(p) => p,
                    None => {
                        self.error(
                            a.span,
                            format!(
                                "Cannot find keyword named '{}' in call to '{sub}' at (1)",
                                k.text
                            ),
                        );
                        return None;
                    }
                },
                None => i,
            };
            if pos >= names.len() {
                self.error(
                    span,
                    format!("Too many arguments in call to '{sub}' at (1)"),
                );
                return None;
            }
            let v = self.expr(e)?;
            out[pos] = Some(v);
        }
        Some(out)
    }

    /// An allocatable variable, or a whole allocatable component of a scalar structure.
    fn allocatable_arg(&mut self, e: &Expr, which: &str) -> bool {
        let ok = match &e.kind {
            super::tree::ExprKind::Var(id) => {
                matches!(self.symbol(*id).array, Some(ArrayShape::Allocatable { .. }))
                    && !self.prog.pointers.contains(id)
            }
            super::tree::ExprKind::Component {
                base,
                index,
                subscripts,
            } => match base.ty {
                Type::Derived(tid) => {
                    let c = &self.prog.types[tid as usize].components[*index];
                    c.alloc.is_some() && !c.pointer && base.rank == 0 && subscripts.is_empty()
                }
                _ => false,
            },
            _ => false,
        };
        if !ok {
            self.error(
                e.span,
                format!("'{which}' argument of 'move_alloc' intrinsic at (1) must be ALLOCATABLE"),
            );
        }
        ok
    }
}
