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
use oxacc_source::{Diagnostic, Span};
use smol_str::SmolStr;

use crate::ast;
use crate::ast::acc as aa;
use crate::ast::omp as a;
use crate::sema::scope::Entity;
use crate::sema::types::Type;
use crate::sema::Sema;

const SPEC: &str = "OpenMP 5.0 §2.19.7.3";

/// The index tuples of the elements of an array item mapped element by element (`None`: an
/// array of run-time size or too many elements).
type ElementIndices = Option<Vec<Vec<i128>>>;

/// One `declare mapper`.
#[derive(Clone, Debug)]
pub struct OmpMapper {
    pub id: SmolStr,
    /// The derived type (its index in the program's type table).
    pub ty: u32,
    /// The mapper's variable, lower case.
    pub var: SmolStr,
    /// Each map's type, whether it has `always` (5.0 §2.19.7.3: the mapper's clauses apply
    /// as written), its items.
    pub maps: Vec<(MapType, bool, Vec<aa::AccObject>)>,
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
                a::OmpArgs::Map {
                    map_type,
                    always,
                    vars,
                } => Some((*map_type, *always, vars.clone())),
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

    /// The mapper `id` of list item `v` when it is a whole variable of a mapped derived type
    /// (a scalar, or an array whose elements the mapper maps one by one), with the item's
    /// element count when it is an array of constant bounds (`None` for a scalar, `Some(None)`
    /// for other arrays).
    fn omp_mapper_of(
        &self,
        v: &aa::AccObject,
        id: &str,
    ) -> Option<(OmpMapper, Option<ElementIndices>)> {
        let aa::AccObject::Var(e) = v else {
            return None;
        };
        let ast::ExprKind::Name(n) = &e.kind else {
            return None;
        };
        let Some(Entity::Var(sid)) = self.lookup(&n.key) else {
            return None;
        };
        let sym = self.symbol(sid);
        let Type::Derived(t) = sym.ty else {
            return None;
        };
        let m = self
            .prog
            .omp
            .mappers
            .iter()
            .find(|m| m.id == id && m.ty == t)
            .cloned()?;
        Some((m, sym.array.as_ref().map(element_indices)))
    }

    /// The data clauses that list item `item` (mapped by `m`) becomes, given the clause `c`
    /// that names it and what that clause does; pushed onto `out`. `Err` when the item is an
    /// array of run-time size whose mapper maps more than its elements' own storage.
    fn omp_expand_mapper(
        &self,
        (dk, c, motion): (DirectiveKind, &aa::AccClause, Motion),
        m: &OmpMapper,
        item: &ast::Expr,
        elements: Option<&ElementIndices>,
        out: &mut Vec<aa::AccClause>,
    ) -> Result<(), ()> {
        let modifiers = match &c.args {
            aa::AccArgs::Vars { modifiers, .. } => modifiers.clone(),
            _ => Vec::new(),
        };
        let kind_of = |mt: MapType| -> Option<ClauseKind> {
            match motion {
                Motion::Update(to) => omp_mapper::moves(to, mt).then_some(c.kind),
                Motion::Map(clause) => {
                    let combined = omp_mapper::combine(clause, mt);
                    oxacc_offload::omp_device::map_clause(dk, Some(combined))
                        .ok()
                        .map(|(k, _)| k)
                }
            }
        };
        let push = |out: &mut Vec<aa::AccClause>, kind: ClauseKind, own: bool, e: ast::Expr| {
            let mut modifiers = modifiers.clone();
            let always = oxacc_directives::Modifier::Always;
            if own && matches!(motion, Motion::Map(_)) && !modifiers.contains(&always) {
                modifiers.push(always);
            }
            out.push(aa::AccClause {
                kind,
                span: c.span,
                name_span: c.name_span,
                legacy: None,
                args: aa::AccArgs::Vars {
                    modifiers,
                    vars: vec![aa::AccObject::Var(e)],
                },
                omp_mapper: None,
            });
        };
        let Some(elements) = elements else {
            for (mt, own, objects) in &m.maps {
                let Some(kind) = kind_of(*mt) else {
                    continue;
                };
                for o in objects {
                    if let aa::AccObject::Var(e) = o {
                        let mut e = e.clone();
                        substitute(&mut e, &m.var, item);
                        push(out, kind, *own, e);
                    }
                }
            }
            return Ok(());
        };
        // An array of the type (5.0 §2.19.7.3: the mapper maps each element): one map of the
        // whole array for the elements' own storage, the rest element by element
        // (`omp_mapper::split_array`, C's rule).
        let objects: Vec<(MapType, bool, &ast::Expr)> = m
            .maps
            .iter()
            .flat_map(|(mt, own, objects)| {
                objects.iter().filter_map(move |o| match o {
                    aa::AccObject::Var(e) => Some((*mt, *own, e)),
                    aa::AccObject::Common(_) => None,
                })
            })
            .collect();
        let kinds: Vec<(MapType, bool)> = objects
            .iter()
            .map(|(mt, _, e)| (*mt, is_storage_of(e, &m.var)))
            .collect();
        let (whole, each) = omp_mapper::split_array(&kinds);
        let each: Vec<(MapType, bool, &ast::Expr)> = each.into_iter().map(|i| objects[i]).collect();
        if let Some(kind) = whole.and_then(kind_of) {
            let own = objects
                .iter()
                .any(|(_, own, e)| *own && is_storage_of(e, &m.var));
            push(out, kind, own, item.clone());
        }
        if each.is_empty() {
            return Ok(());
        }
        let Some(elements) = elements else {
            return Err(());
        };
        for index in elements {
            let element = indexed(item, index);
            for (mt, own, e) in &each {
                if let Some(kind) = kind_of(*mt) {
                    let mut e = (*e).clone();
                    substitute(&mut e, &m.var, &element);
                    push(out, kind, *own, e);
                }
            }
        }
        Ok(())
    }

    /// `d` (an OpenACC directive translated from an OpenMP device directive) with the maps of
    /// mapped variables replaced by their mapper's; `None` when no mapper applies.
    pub(in crate::sema) fn omp_apply_mappers(
        &mut self,
        d: &aa::AccDirective,
    ) -> Option<aa::AccDirective> {
        if !d.omp {
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
            let id = c.omp_mapper.as_deref().unwrap_or("default");
            let mut keep = Vec::new();
            for v in vars {
                let found = self.omp_mapper_of(v, id);
                let (Some((m, elements)), aa::AccObject::Var(item)) = (found, v) else {
                    if id != "default" {
                        let diag = Diagnostic::error(
                            v.span(),
                            format!("no mapper '{id}' for the type of this list item"),
                        )
                        .with_note(
                            None,
                            format!(
                                "{SPEC}: a mapper modifier names a mapper declared for the \
                                 list item's type"
                            ),
                        );
                        self.diags.emit(self.sm, diag);
                    }
                    keep.push(v.clone());
                    continue;
                };
                changed = true;
                if self
                    .omp_expand_mapper(
                        (d.kind, c, motion),
                        &m,
                        item,
                        elements.as_ref(),
                        &mut clauses,
                    )
                    .is_err()
                {
                    self.omp_array_mapper_error(v.span());
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

    fn omp_array_mapper_error(&mut self, at: Span) {
        let diag = Diagnostic::error(
            at,
            "mapping the pointer or allocatable components of each element of an array of \
             run-time size through a mapper is not supported yet",
        )
        .with_note(
            None,
            format!(
                "{SPEC}: the mapper maps each element; oxacc expands it element by element for \
                 arrays of constant bounds (name the elements' sections in map clauses)"
            ),
        );
        self.diags.emit(self.sm, diag);
    }

    /// The default mapper's maps for the variables of mapped types that compute construct
    /// `d` (translated from an OpenMP target construct) uses and none of its clauses names:
    /// 5.0 §2.19.7.3, an implicit map (`tofrom`, §2.19.7) of such a variable uses the default
    /// mapper. `body` is the construct's resolved body.
    pub(in crate::sema) fn omp_implicit_mappers(
        &mut self,
        d: &aa::AccDirective,
        body: &[crate::sema::tree::Stmt],
    ) -> Vec<aa::AccClause> {
        let mut out = Vec::new();
        if !d.omp
            || !oxacc_offload::rules::is_compute(d.kind)
            || self.prog.omp.mappers.is_empty()
            || self
                .acc_state
                .frames
                .iter()
                .any(|f| oxacc_offload::rules::is_compute(f.kind))
        {
            return out;
        }
        let mut named: Vec<SmolStr> = Vec::new();
        for c in &d.clauses {
            let (aa::AccArgs::Vars { vars, .. } | aa::AccArgs::Reduction { vars, .. }) = &c.args
            else {
                continue;
            };
            for v in vars {
                if let aa::AccObject::Var(e) = v {
                    named.extend(root_name(e));
                }
            }
        }
        let (mut uses, mut do_vars) = (Vec::new(), Vec::new());
        crate::sema::acc::rules::stmt_vars(body, &mut uses, &mut do_vars);
        let Ok((kind, _)) = oxacc_offload::omp_device::map_clause(d.kind, Some(MapType::Tofrom))
        else {
            return out;
        };
        let mut seen: Vec<SmolStr> = Vec::new();
        for (sid, span) in uses {
            let name = self.symbol(sid).name.clone();
            let key: SmolStr = name.to_ascii_lowercase().into();
            if named.contains(&key) || seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let item = ast::Expr {
                id: ast::ExprId(u32::MAX),
                kind: ast::ExprKind::Name(ast::Name::new(&name, span)),
                span,
            };
            let v = aa::AccObject::Var(item.clone());
            let Some((m, elements)) = self.omp_mapper_of(&v, "default") else {
                continue;
            };
            let c = aa::AccClause {
                kind,
                span,
                name_span: span,
                legacy: None,
                args: aa::AccArgs::Vars {
                    modifiers: vec![oxacc_directives::Modifier::OmpRefCount],
                    vars: vec![v],
                },
                omp_mapper: None,
            };
            if self
                .omp_expand_mapper(
                    (d.kind, &c, Motion::Map(MapType::Tofrom)),
                    &m,
                    &item,
                    elements.as_ref(),
                    &mut out,
                )
                .is_err()
            {
                self.omp_array_mapper_error(span);
            }
        }
        out
    }
}

/// The index tuples of an array's elements in array element order when its bounds are
/// constant and there are few enough of them to map one by one.
fn element_indices(shape: &crate::sema::tree::ArrayShape) -> Option<Vec<Vec<i128>>> {
    let max = i128::from(omp_mapper::MAX_ELEMENTS);
    let crate::sema::tree::ArrayShape::Explicit(dims) = shape else {
        return None;
    };
    let mut bounds = Vec::new();
    let mut n: i128 = 1;
    for b in dims {
        let lo = crate::sema::decl::const_of(&b.lower)?;
        let hi = crate::sema::decl::const_of(b.upper.as_ref()?)?;
        n = n.checked_mul((hi - lo + 1).max(0))?;
        if n > max {
            return None;
        }
        bounds.push((lo, hi));
    }
    let mut out: Vec<Vec<i128>> = vec![Vec::new()];
    // The first subscript varies fastest (§9.5.3.2).
    for &(lo, hi) in bounds.iter().rev() {
        let mut next = Vec::new();
        for i in lo..=hi {
            for rest in &out {
                let mut t = vec![i];
                t.extend(rest);
                next.push(t);
            }
        }
        out = next;
    }
    // `out` now varies the last subscript fastest; reorder to array element order.
    out.sort_by(|a, b| a.iter().rev().cmp(b.iter().rev()));
    Some(out)
}

/// `item(index…)`.
fn indexed(item: &ast::Expr, index: &[i128]) -> ast::Expr {
    let span = item.span;
    let int = |v: i128| {
        let lit = ast::Expr {
            id: ast::ExprId(u32::MAX),
            kind: ast::ExprKind::Int {
                digits: v.unsigned_abs().to_string().into(),
                kind: None,
            },
            span,
        };
        if v < 0 {
            ast::Expr {
                id: ast::ExprId(u32::MAX),
                kind: ast::ExprKind::Unary {
                    op: ast::UnaryOp::Minus,
                    operand: Box::new(lit),
                },
                span,
            }
        } else {
            lit
        }
    };
    ast::Expr {
        id: ast::ExprId(u32::MAX),
        kind: ast::ExprKind::CallOrIndex {
            base: Box::new(item.clone()),
            args: index
                .iter()
                .map(|&v| ast::Arg {
                    keyword: None,
                    value: ast::ArgValue::Expr(int(v)),
                    span,
                })
                .collect(),
        },
        span,
    }
}

/// Whether a mapper's list item `e` is its variable `var` or a component of it reached
/// without subscripts (storage inside the object itself).
fn is_storage_of(e: &ast::Expr, var: &str) -> bool {
    match &e.kind {
        ast::ExprKind::Name(n) => n.key == var,
        ast::ExprKind::Component { base, .. } => is_storage_of(base, var),
        _ => false,
    }
}

/// The variable a list item designates part of.
fn root_name(e: &ast::Expr) -> Option<SmolStr> {
    match &e.kind {
        ast::ExprKind::Name(n) => Some(n.key.clone()),
        ast::ExprKind::CallOrIndex { base, .. } | ast::ExprKind::Component { base, .. } => {
            root_name(base)
        }
        _ => None,
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
