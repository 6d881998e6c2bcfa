//! ALLOCATE's options (Fortran 2018 §9.7.1): STAT=, ERRMSG=, SOURCE=, MOLD= and the
//! type-spec, checked against the objects (lowered in `lower/allocate.rs`).

use super::tree::Expr;
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// STAT=, ERRMSG=, SOURCE= and MOLD= of an ALLOCATE statement (§9.7.1).
    pub(super) fn allocate_options(
        &mut self,
        options: &[ast::Arg],
    ) -> Option<(Option<Expr>, super::tree::AllocateWith)> {
        let mut rest = Vec::new();
        let mut with = super::tree::AllocateWith::default();
        let mut mold_span = None;
        for o in options {
            match (o.keyword.as_ref().map(|k| k.key.as_str()), &o.value) {
                (Some("source"), ast::ArgValue::Expr(e)) => with.source = Some(self.expr(e)?),
                (Some("mold"), ast::ArgValue::Expr(e)) => {
                    mold_span = Some(e.span);
                    with.mold = Some(self.expr(e)?);
                }
                (Some("errmsg"), ast::ArgValue::Expr(e)) => {
                    let v = self.variable(e)?;
                    if !matches!(v.ty, Type::Character(_)) || v.rank != 0 {
                        self.error(
                            e.span,
                            "ERRMSG variable at (1) shall be a scalar default CHARACTER variable",
                        );
                        return None;
                    }
                    with.errmsg = Some(v);
                }
                _ => rest.push(o.clone()),
            }
        }
        if let (Some(_), Some(at)) = (&with.source, mold_span) {
            self.error(at, "MOLD tag at (1) conflicts with SOURCE tag at (2)");
            return None;
        }
        Some((self.alloc_options(&rest)?, with))
    }

    /// `allocate(character(len=n) :: s)`: the length for deferred-length objects; other
    /// type-specs must name the objects' own type.
    pub(super) fn allocate_type_spec(
        &mut self,
        ts: &ast::TypeSpec,
        objects: &[Type],
        spans: &[oxacc_source::Span],
    ) -> Option<Option<Expr>> {
        if ts.kind == ast::TypeKind::Character {
            let len = ts
                .params
                .iter()
                .find(|p| p.keyword.as_ref().is_none_or(|k| k.key == "len"))
                .map(|p| &p.value)
                .or(ts.star.as_ref());
            let len = match len {
                Some(ast::TypeParamValue::Expr(e)) => {
                    let v = self.expr(e)?;
                    if !matches!(v.ty, Type::Integer(_)) || v.rank != 0 {
                        self.error(e.span, "Expression at (1) must be of INTEGER type");
                        return None;
                    }
                    self.convert(v, Type::Integer(8))
                }
                None => self.int_const(1, ts.span),
                _ => {
                    self.error(
                        ts.span,
                        "The type parameter in ALLOCATE at (1) must not be deferred or assumed",
                    );
                    return None;
                }
            };
            for (&ty, &at) in objects.iter().zip(spans) {
                let ok = match ty {
                    Type::Character(CharLen::Assumed) => true,
                    Type::Character(CharLen::Const(n)) => {
                        super::decl::const_of(&len).is_none_or(|l| l as i64 == n)
                    }
                    _ => false,
                };
                if !ok {
                    self.error(
                        at,
                        "Type of entity at (1) is type incompatible with typespec",
                    );
                    return None;
                }
            }
            return Some(Some(self.convert(len, Type::Integer(8))));
        }
        let ty = self.type_spec(ts)?;
        for (&obj, &at) in objects.iter().zip(spans) {
            if obj != ty {
                self.error(
                    at,
                    "Type of entity at (1) is type incompatible with typespec",
                );
                return None;
            }
        }
        Some(None)
    }

    /// SOURCE= and MOLD= (§9.7.1.2 C945-C950): the type and rank of every object, and each
    /// object's bounds either written or taken from the expression.
    pub(super) fn check_allocate_with(
        &mut self,
        objects: &[(Expr, Vec<(Expr, Expr)>)],
        with: &super::tree::AllocateWith,
        spans: &[oxacc_source::Span],
    ) -> Option<()> {
        let Some(e) = with.source.as_ref().or(with.mold.as_ref()) else {
            return Some(());
        };
        for ((obj, _), &at) in objects.iter().zip(spans) {
            let compatible = match (obj.ty, e.ty) {
                (Type::Character(_), Type::Character(_)) => true,
                (a, b) => a == b,
            };
            if !compatible {
                self.error(
                    at,
                    "Type of entity at (1) is type incompatible with source-expr at (2)",
                );
                return None;
            }
            if e.rank != 0 && e.rank != obj.rank {
                self.error(
                    e.span,
                    "Source-expr at (1) must be scalar or have the same rank as the allocate-object at (2)",
                );
                return None;
            }
        }
        Some(())
    }
}
