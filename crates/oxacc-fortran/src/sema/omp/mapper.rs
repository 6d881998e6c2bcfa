//! `!$omp declare mapper([id:] type :: var) map(…)…` in Fortran (OpenMP 5.0 §2.19.7.3): the
//! maps an object of a derived type gets. The device constructs reach sema as the OpenACC
//! directives the parser translated them to; before such a directive is checked, each
//! whole variable of a mapped type in its data clauses (explicit maps, `target update`
//! motions) is replaced by the default mapper's maps, with the mapper's variable replaced by
//! the list item, the map types combined by the shared rule (`oxacc_offload::omp_mapper`,
//! C's) and turned into OpenACC clauses by the translation's own (`omp_device::map_clause`).

use oxacc_directives::omp::MapType;
use oxacc_directives::{ClauseKind, DirectiveKind};
use oxacc_offload::omp_mapper;
use oxacc_source::Diagnostic;
use smol_str::SmolStr;

use crate::ast;
use crate::ast::acc as aa;
use crate::ast::omp as a;
use crate::sema::scope::Entity;
use crate::sema::types::Type;
use crate::sema::Sema;

const SPEC: &str = "OpenMP 5.0 §2.19.7.3";

/// One `declare mapper`.
#[derive(Clone, Debug)]
pub struct OmpMapper {
    pub id: SmolStr,
    /// The derived type (its index in the program's type table).
    pub ty: u32,
    /// The mapper's variable, lower case.
    pub var: SmolStr,
    pub maps: Vec<(MapType, Vec<aa::AccObject>)>,
}

impl Sema<'_> {
    /// Registers a `declare mapper` directive.
    pub(super) fn omp_declare_mapper(&mut self, d: &a::OmpDirective) {
        let Some(m) = &d.mapper else {
            return;
        };
        let ty = match self.lookup(&m.ty.key) {
            Some(Entity::Type(t)) => t,
            _ => {
                let diag = Diagnostic::error(
                    m.ty.span,
                    format!("'{}' in 'declare mapper' is not a derived type", m.ty.text),
                )
                .with_note(
                    None,
                    format!("{SPEC}: the type of a mapper is a derived type"),
                );
                self.diags.emit(self.sm, diag);
                return;
            }
        };
        if self
            .prog
            .omp
            .mappers
            .iter()
            .any(|x| x.id == m.id && x.ty == ty)
        {
            let diag = Diagnostic::error(
                d.name_span,
                format!("a mapper '{}' for this type was declared already", m.id),
            )
            .with_note(
                None,
                format!("{SPEC}: one mapper of each name per type in a scope"),
            );
            self.diags.emit(self.sm, diag);
            return;
        }
        let maps = d
            .clauses
            .iter()
            .filter_map(|c| match &c.args {
                a::OmpArgs::Map { map_type, vars } => Some((*map_type, vars.clone())),
                _ => None,
            })
            .collect();
        self.prog.omp.mappers.push(OmpMapper {
            id: m.id.clone(),
            ty,
            var: m.var.key.clone(),
            maps,
        });
    }

    /// The default mapper of list item `v` when it is a whole scalar variable of a mapped
    /// derived type.
    fn omp_mapper_of(&self, v: &aa::AccObject) -> Option<OmpMapper> {
        let aa::AccObject::Var(e) = v else {
            return None;
        };
        let ast::ExprKind::Name(n) = &e.kind else {
            return None;
        };
        let Some(Entity::Var(id)) = self.lookup(&n.key) else {
            return None;
        };
        let sym = self.symbol(id);
        let Type::Derived(t) = sym.ty else {
            return None;
        };
        if sym.array.is_some() {
            return None;
        }
        self.prog
            .omp
            .mappers
            .iter()
            .find(|m| m.id == "default" && m.ty == t)
            .cloned()
    }

    /// `d` (an OpenACC directive translated from an OpenMP device directive) with the maps of
    /// mapped variables replaced by their mapper's; `None` when no mapper applies.
    pub(in crate::sema) fn omp_apply_mappers(
        &self,
        d: &aa::AccDirective,
    ) -> Option<aa::AccDirective> {
        if !d.omp || self.prog.omp.mappers.is_empty() {
            return None;
        }
        let mut clauses = Vec::with_capacity(d.clauses.len());
        let mut changed = false;
        for c in &d.clauses {
            let (aa::AccArgs::Vars { modifiers, vars }, Some(motion)) =
                (&c.args, motion(d.kind, c.kind))
            else {
                clauses.push(c.clone());
                continue;
            };
            let mut keep = Vec::new();
            for v in vars {
                let (Some(m), aa::AccObject::Var(item)) = (self.omp_mapper_of(v), v) else {
                    keep.push(v.clone());
                    continue;
                };
                changed = true;
                for (mt, objects) in &m.maps {
                    let kind = match motion {
                        Motion::Update(to) => {
                            if !omp_mapper::moves(to, *mt) {
                                continue;
                            }
                            c.kind
                        }
                        Motion::Map(clause) => {
                            let combined = omp_mapper::combine(clause, *mt);
                            match oxacc_offload::omp_device::map_clause(d.kind, Some(combined)) {
                                Ok((k, _)) => k,
                                Err(_) => continue,
                            }
                        }
                    };
                    for o in objects {
                        let aa::AccObject::Var(e) = o else {
                            continue;
                        };
                        let mut e = e.clone();
                        substitute(&mut e, &m.var, item);
                        clauses.push(aa::AccClause {
                            kind,
                            span: c.span,
                            name_span: c.name_span,
                            legacy: None,
                            args: aa::AccArgs::Vars {
                                modifiers: modifiers.clone(),
                                vars: vec![aa::AccObject::Var(e)],
                            },
                        });
                    }
                }
            }
            if !keep.is_empty() {
                let mut c = c.clone();
                c.args = aa::AccArgs::Vars {
                    modifiers: modifiers.clone(),
                    vars: keep,
                };
                clauses.push(c);
            }
        }
        changed.then(|| aa::AccDirective {
            clauses,
            ..d.clone()
        })
    }
}

/// What a data clause of a translated directive does with a list item.
#[derive(Clone, Copy)]
enum Motion {
    /// A map of this type (the clause the translation made of it).
    Map(MapType),
    /// A `target update` motion: `to` (true) or `from`.
    Update(bool),
}

fn motion(dk: DirectiveKind, ck: ClauseKind) -> Option<Motion> {
    use ClauseKind as C;
    Some(match (dk, ck) {
        (DirectiveKind::Update, C::Device) => Motion::Update(true),
        (DirectiveKind::Update, C::Host | C::SelfClause) => Motion::Update(false),
        (_, C::Copy) => Motion::Map(MapType::Tofrom),
        (_, C::CopyIn) => Motion::Map(MapType::To),
        (_, C::CopyOut) => Motion::Map(MapType::From),
        (_, C::Create) => Motion::Map(MapType::Alloc),
        (_, C::Delete) => Motion::Map(MapType::Release),
        _ => return None,
    })
}

/// Replaces the mapper's variable `var` in `e` by the list item `with`.
fn substitute(e: &mut ast::Expr, var: &str, with: &ast::Expr) {
    use ast::ExprKind as E;
    match &mut e.kind {
        E::Name(n) if n.key == var => {
            let span = e.span;
            *e = with.clone();
            e.span = span;
        }
        E::CallOrIndex { base, args } => {
            substitute(base, var, with);
            for a in args {
                match &mut a.value {
                    ast::ArgValue::Expr(x) => substitute(x, var, with),
                    ast::ArgValue::Range {
                        lower,
                        upper,
                        stride,
                    } => {
                        for x in [lower, upper, stride].into_iter().flatten() {
                            substitute(x, var, with);
                        }
                    }
                    _ => {}
                }
            }
        }
        E::Component { base, .. } => substitute(base, var, with),
        E::Unary { operand, .. } | E::DefinedUnary { operand, .. } | E::Paren(operand) => {
            substitute(operand, var, with)
        }
        E::Binary { lhs, rhs, .. } | E::DefinedBinary { lhs, rhs, .. } | E::Complex(lhs, rhs) => {
            substitute(lhs, var, with);
            substitute(rhs, var, with);
        }
        _ => {}
    }
}
