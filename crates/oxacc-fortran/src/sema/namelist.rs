//! NAMELIST groups in data transfer statements (Fortran 2018 §8.9, §12.6.4.6): `nml=g`
//! resolves the group's objects where the statement is (lowered in `lower/io.rs`).

use smol_str::SmolStr;

use super::scope::Entity;
use super::tree::Format;
use super::types::Type;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// The objects of the NAMELIST group `v` names, if it names one in scope (§8.9).
    pub(super) fn namelist_group(&self, v: &ast::IoValue) -> Option<(SmolStr, Vec<ast::Name>)> {
        let ast::IoValue::Expr(ast::Expr {
            kind: ast::ExprKind::Name(n),
            ..
        }) = v
        else {
            return None;
        };
        let mut s = Some(self.cur_scope);
        while let Some(i) = s {
            if let Some(names) = self.namelists.get(&(i, n.key.clone())) {
                return Some((n.key.clone(), names.clone()));
            }
            s = self.scopes[i].parent;
        }
        None
    }

    /// `nml=group`: the group's variables (§12.6.4.6).
    pub(super) fn namelist_format(
        &mut self,
        v: &ast::IoValue,
        span: oxacc_source::Span,
    ) -> Option<Format> {
        let Some((group, names)) = self.namelist_group(v) else {
            let (at, name) = match v {
                ast::IoValue::Expr(e) => (
                    e.span,
                    match &e.kind {
                        ast::ExprKind::Name(n) => format!(" '{}'", n.text),
                        _ => String::new(),
                    },
                ),
                ast::IoValue::Star => (span, String::new()),
            };
            self.error(
                at,
                format!("Symbol{name} at (1) must be a NAMELIST group name"),
            );
            return None;
        };
        let mut items = Vec::new();
        for n in &names {
            let Some(Entity::Var(id)) = self.lookup(&n.key) else {
                self.error(n.span, "NAMELIST object at (1) must be a variable");
                return None;
            };
            let e = self.var_expr(id, n.span);
            if let Type::Derived(t) = e.ty {
                // Described to Flang's runtime by its type information (`lower/type_info.rs`):
                // scalars and arrays whose components are intrinsic, not allocatable or
                // pointers.
                if !self.namelist_type(t) {
                    self.unsupported(
                        n.span,
                        "a NAMELIST object of derived type with allocatable or pointer components",
                    );
                    return None;
                }
            }
            items.push((n.key.clone(), e));
        }
        Some(Format::Namelist(group, items))
    }
}

pub(super) fn first_item_span(item: &ast::ListItem) -> oxacc_source::Span {
    match item {
        ast::ListItem::Expr(e) => e.span,
        ast::ListItem::ImpliedDo(d) => d.var.span,
    }
}

impl Sema<'_> {
    /// Whether derived type `t` has only components of intrinsic types or of such derived
    /// types, none allocatable or a pointer (what `lower/type_info.rs` describes).
    fn namelist_type(&self, t: u32) -> bool {
        self.prog.types[t as usize].components.iter().all(|c| {
            c.alloc.is_none()
                && c.proc.is_none()
                && match c.ty {
                    Type::Derived(u) => u != t && self.namelist_type(u),
                    _ => true,
                }
        })
    }
}
