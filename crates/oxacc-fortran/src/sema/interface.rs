//! Interface blocks (Fortran 2018 §15.4.3.2): interface bodies give external and `bind(c)`
//! procedures an explicit interface (their dummies' types, `value`, C names), and generic
//! interfaces name a set of specific procedures, one of which a reference selects by the
//! types and ranks of its actual arguments (§15.5.5.2). Defined operators and assignment
//! (§10.1.6, §10.2.1.4) are generics named `operator(op)` and `assignment(=)`: an operation or
//! assignment whose operands are not those of an intrinsic one becomes a reference to the
//! specific that fits them.

use oxacc_source::Span;
use smol_str::SmolStr;

use super::scope::{Entity, Scope, Specific};
use super::tree::{ArrayShape, Expr, ProcId, Storage};
use super::types::Type;
use super::{Naming, Sema};
use crate::ast;

impl Sema<'_> {
    pub(super) fn interface_block(
        &mut self,
        block: &ast::InterfaceBlock,
        scope: usize,
        span: Span,
    ) {
        if block.abstract_ {
            // §15.4.3.2: each body names an interface for `procedure(name)` declarations,
            // not a procedure.
            for body in &block.bodies {
                let Some(n) = &body.name else { continue };
                let known = self.externals.get(&n.key).copied();
                if let Some(p) = self.interface_body(body, scope) {
                    if known != Some(p) && self.externals.get(&n.key) == Some(&p) {
                        self.externals.remove(&n.key);
                    }
                    self.abstract_ifaces.insert(p);
                    self.prog.interfaces_only.insert(p);
                    self.scopes[scope]
                        .names
                        .insert(n.key.clone(), Entity::Proc(p));
                }
            }
            return;
        }
        let mut specifics: Vec<SmolStr> = block.procedures.iter().map(|n| n.key.clone()).collect();
        for body in &block.bodies {
            if let Some(p) = self.interface_body(body, scope) {
                if let Some(n) = &body.name {
                    specifics.push(n.key.clone());
                    if block.generic.is_none() {
                        self.scopes[scope]
                            .names
                            .insert(n.key.clone(), Entity::Proc(p));
                    } else {
                        // A specific of a generic interface is known by its name too.
                        self.scopes[scope]
                            .names
                            .entry(n.key.clone())
                            .or_insert(Entity::Proc(p));
                    }
                }
            }
        }
        if let Some(g) = &block.generic {
            let entry = self.scopes[scope]
                .names
                .entry(generic_key(g))
                .or_insert(Entity::Generic(Vec::new()));
            match entry {
                Entity::Generic(list) => list.extend(specifics.into_iter().map(Specific::Name)),
                _ => {
                    let (at, text) = match g {
                        ast::GenericSpec::Name(n) => (n.span, n.text.clone()),
                        _ => (span, generic_key(g)),
                    };
                    self.error(at, format!("'{text}' at (1) is already defined"))
                }
            }
        }
    }

    /// The specific of the defined operator or assignment `key` (`operator(+)`,
    /// `assignment(=)`) that takes these operands (§15.4.3.4.2, §15.4.3.4.3); `None` when
    /// there is no such generic or none of its specifics fits.
    pub(super) fn defined_specific(&mut self, key: &str, operands: &[&Expr]) -> Option<ProcId> {
        let Some(Entity::Generic(specifics)) = self.lookup(key) else {
            return None;
        };
        let actuals: Vec<_> = operands.iter().map(|e| (None, e.ty, e.rank)).collect();
        self.pick_specific(&specifics, &actuals)
    }

    /// An interface body: an external procedure with an explicit interface and no body here.
    fn interface_body(&mut self, unit: &ast::ProgramUnit, host: usize) -> Option<ProcId> {
        let before = self.prog.procs.len();
        let p = self.new_proc(unit, &Naming::External);
        if self.prog.procs.len() == before {
            // The procedure is defined in this file: its definition is the interface.
            return Some(p);
        }
        self.proc_mut(p).body = None;
        let (saved_scope, saved_proc) = (self.cur_scope, self.cur_proc);
        // `import` makes host names visible; the host as parent scope serves both.
        let rules = self.default_rules();
        self.scopes.push(Scope::new(Some(host), rules, Some(p)));
        let scope = self.scopes.len() - 1;
        self.cur_scope = scope;
        self.cur_proc = Some(p);
        let owner = self.proc(p).link_name.clone();
        self.declare_spec(unit, scope, Some(p), &owner);
        // `!$acc routine` / `!$omp declare target` in the body: calls from device code go
        // to the device version the defining file exports (OpenACC 3.3 §2.15.1, OpenMP 5.0
        // §2.12.7).
        self.routine_directives(unit);
        self.cur_scope = saved_scope;
        self.cur_proc = saved_proc;
        Some(p)
    }

    /// The specific procedure of generic `name` whose dummies match the actual arguments'
    /// types and ranks (§15.5.5.2).
    pub(super) fn resolve_generic(
        &mut self,
        name: &ast::Name,
        specifics: &[Specific],
        args: &[ast::Arg],
        span: Span,
    ) -> Option<ProcId> {
        let mut actuals = Vec::new();
        for a in args {
            let ast::ArgValue::Expr(e) = &a.value else {
                self.unsupported(a.span, "this actual argument to a generic");
                return None;
            };
            let t = self.expr(e)?;
            actuals.push((a.keyword.as_ref().map(|k| k.key.clone()), t.ty, t.rank));
        }
        if let Some(p) = self.pick_specific(specifics, &actuals) {
            return Some(p);
        }
        self.error(
            span,
            format!(
                "There is no specific subroutine for the generic '{}' at (1)",
                name.text
            ),
        );
        None
    }

    /// The first specific whose dummies take actual arguments of these (keyword, type,
    /// rank) (§15.5.5.2).
    pub(super) fn pick_specific(
        &mut self,
        specifics: &[Specific],
        actuals: &[(Option<SmolStr>, Type, u8)],
    ) -> Option<ProcId> {
        for s in specifics {
            let p = match s {
                Specific::Proc(p) => *p,
                Specific::Name(n) => match self.lookup(n) {
                    Some(Entity::Proc(p)) => p,
                    _ => continue,
                },
            };
            let dummies = self.proc(p).dummies.clone();
            let fits = actuals.iter().enumerate().all(|(i, (kw, ty, rank))| {
                let d = match kw {
                    Some(k) => dummies
                        .iter()
                        .find(|&&d| self.symbol(d).name.eq_ignore_ascii_case(k)),
                    None => dummies.get(i),
                };
                let Some(&d) = d else { return false };
                let sym = self.symbol(d);
                let same_type = match (sym.ty, *ty) {
                    (Type::Character(_), Type::Character(_)) => true,
                    // A `class(t)` dummy takes an extension of `t` (type compatible, §7.3.2.3).
                    (a, b) if self.poly_entities.contains(&d) => self.extends_type(b, a),
                    (a, b) => a == b,
                };
                let value_conv = matches!(sym.storage, Storage::Dummy { value: true, .. });
                let rank_ok = match &sym.array {
                    None => *rank == 0,
                    Some(ArrayShape::Explicit(_)) => *rank > 0,
                    Some(shape) => shape.rank() == *rank as usize,
                };
                (same_type || value_conv && sym.ty.is_numeric() && ty.is_numeric() && sym.ty == *ty)
                    && rank_ok
            });
            let required = dummies
                .iter()
                .filter(|&&d| {
                    !self.tag_dummies.contains(&d)
                        && !matches!(
                            self.symbol(d).storage,
                            Storage::Dummy { optional: true, .. }
                        )
                })
                .count();
            if fits && actuals.len() >= required {
                return Some(p);
            }
        }
        None
    }
}

/// The scope key of a generic: its name, or `operator(op)` with the operator as the lexer
/// spells it (`.eq.` is `==`), or `assignment(=)`.
pub(super) fn generic_key(g: &ast::GenericSpec) -> SmolStr {
    match g {
        ast::GenericSpec::Name(n) => n.key.clone(),
        ast::GenericSpec::Operator(op, _) => format!("operator({op})").into(),
        ast::GenericSpec::Assignment(_) => "assignment(=)".into(),
    }
}
