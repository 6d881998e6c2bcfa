//! Non-rectangular `collapse(n)` (OpenMP 5.0 §2.9.1): an inner associated DO loop whose
//! bounds or step use an outer associated loop's DO variable (`do i = 1, n; do j = i, n`).
//! The shared rule (`oxacc_offload::rules::omp_collapsed_loops`, C's too) collapses the loops
//! before it; this finds it in the Fortran nest, for host loop constructs and for the device
//! ones translated to OpenACC loops alike.

use smol_str::SmolStr;

use crate::ast;

/// How many of the `want` DO loops perfectly nested at the start of `body` are collapsed.
pub(crate) fn collapsed_depth(body: &[ast::Stmt], want: u32) -> u32 {
    let dependent = outer_var_use(body, want).map(|(k, _)| k);
    match oxacc_offload::rules::omp_collapsed_loops(dependent, None) {
        Some(c) => c as u32,
        None => want,
    }
}

/// The first of the `want` DO loops perfectly nested at the start of `body` whose bounds or
/// step use an outer one's DO variable: its index (outermost 0) and that use.
pub(crate) fn outer_var_use(body: &[ast::Stmt], want: u32) -> Option<(usize, &ast::Name)> {
    let mut outer: Vec<SmolStr> = Vec::new();
    let mut cur = body.first();
    for k in 0..want as usize {
        let Some(ast::StmtKind::Do(dc)) = cur.map(|s| &s.kind) else {
            break;
        };
        let ast::DoControl::Counted {
            var,
            start,
            end,
            step,
        } = &dc.control
        else {
            break;
        };
        let used = [Some(start), Some(end), step.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|e| mentions(e, &outer));
        if let Some(n) = used {
            return Some((k, n));
        }
        outer.push(var.key.clone());
        cur = super::super::acc::inner_do(&dc.body, false);
    }
    None
}

/// The first name in `e` of one of the variables `keys`.
fn mentions<'e>(e: &'e ast::Expr, keys: &[SmolStr]) -> Option<&'e ast::Name> {
    use ast::ExprKind as E;
    match &e.kind {
        E::Name(n) => keys.contains(&n.key).then_some(n),
        E::CallOrIndex { base, args } => mentions(base, keys).or_else(|| {
            args.iter().find_map(|a| match &a.value {
                ast::ArgValue::Expr(x) => mentions(x, keys),
                ast::ArgValue::Range {
                    lower,
                    upper,
                    stride,
                } => [lower, upper, stride]
                    .into_iter()
                    .flatten()
                    .find_map(|x| mentions(x, keys)),
                _ => None,
            })
        }),
        E::Component { base, .. } => mentions(base, keys),
        E::Unary { operand, .. } | E::DefinedUnary { operand, .. } => mentions(operand, keys),
        E::Binary { lhs, rhs, .. } | E::DefinedBinary { lhs, rhs, .. } => {
            mentions(lhs, keys).or_else(|| mentions(rhs, keys))
        }
        E::Complex(a, b) => mentions(a, keys).or_else(|| mentions(b, keys)),
        E::Paren(x) => mentions(x, keys),
        E::ArrayCtor { items, .. } => items.iter().find_map(|i| item_mentions(i, keys)),
        _ => None,
    }
}

fn item_mentions<'e>(i: &'e ast::ListItem, keys: &[SmolStr]) -> Option<&'e ast::Name> {
    match i {
        ast::ListItem::Expr(x) => mentions(x, keys),
        ast::ListItem::ImpliedDo(d) => [Some(&d.start), Some(&d.end), d.step.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|x| mentions(x, keys))
            .or_else(|| d.items.iter().find_map(|i| item_mentions(i, keys))),
    }
}
