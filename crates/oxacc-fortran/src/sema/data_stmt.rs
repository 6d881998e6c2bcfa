//! DATA statements (Fortran 2018 §8.6.7): the constant values of whole variables, array
//! elements with constant subscripts and implied DOs of them, stored as the variables'
//! initial values (a variable initialised by DATA has the SAVE attribute, `decl.rs`).

use oxacc_source::Span;

use super::consts;
use super::scope::Entity;
use super::tree::Const;
use super::types::{CharLen, Type};
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// `data x, y / 1, 2 /` for scalars and whole arrays with constant bounds (§8.6.7).
    pub(super) fn data_set(&mut self, set: &ast::DataSet) {
        let mut values = Vec::new();
        for v in &set.values {
            let repeat = match &v.repeat {
                Some(r) => self.const_int(r).unwrap_or(1),
                None => 1,
            };
            let Some(t) = self.expr(&v.value) else {
                return;
            };
            let Some(c) = consts::fold(&t) else {
                self.error(v.value.span, "DATA value at (1) is not a constant");
                return;
            };
            for _ in 0..repeat.max(0) {
                values.push(c.clone());
            }
        }
        let mut targets = Vec::new();
        for obj in &set.objects {
            if self.data_targets(obj, &mut targets).is_none() {
                return;
            }
        }
        let mut next = 0usize;
        for (id, element, span) in targets {
            let sym = self.symbol(id).clone();
            let n = match element {
                Some(_) => 1,
                None => match self.const_size(&sym) {
                    Some(n) => n as usize,
                    None => return,
                },
            };
            if next + n > values.len() {
                self.error(span, "DATA statement at (1) has more variables than values");
                return;
            }
            let vals: Option<Vec<Const>> = values[next..next + n]
                .iter()
                .map(|c| consts::convert(c, sym.ty))
                .collect();
            next += n;
            let Some(v) = vals else { continue };
            match element {
                None => self.prog.symbols[id.0 as usize].init = Some(v),
                Some(k) => {
                    // One element: the others keep their value, zero when none was given
                    // (static storage starts zeroed).
                    let total = self.const_size(&sym).unwrap_or(0).max(0) as usize;
                    let zero = consts::convert(&Const::Int(0), sym.ty)
                        .or_else(|| consts::convert(&Const::Logical(false), sym.ty))
                        .or_else(|| match sym.ty {
                            Type::Character(CharLen::Const(l)) => {
                                Some(Const::Char(vec![b' '; l.max(0) as usize]))
                            }
                            _ => None,
                        });
                    let Some(zero) = zero else { continue };
                    let init = self.prog.symbols[id.0 as usize]
                        .init
                        .get_or_insert_with(|| vec![zero; total]);
                    if let (Some(slot), Some(val)) = (init.get_mut(k), v.into_iter().next()) {
                        *slot = val;
                    }
                }
            }
        }
    }

    /// The variables and array elements a DATA object names (§8.6.7): a whole variable, an
    /// element with constant subscripts, or an implied DO of them with constant bounds.
    fn data_targets(
        &mut self,
        obj: &ast::ListItem,
        out: &mut Vec<(super::tree::SymbolId, Option<usize>, Span)>,
    ) -> Option<()> {
        match obj {
            ast::ListItem::Expr(e) => {
                let (name, args) = match &e.kind {
                    ast::ExprKind::Name(n) => (n, None),
                    ast::ExprKind::CallOrIndex { base, args } => match &base.kind {
                        ast::ExprKind::Name(n) => (n, Some(args)),
                        _ => {
                            self.unsupported(e.span, "this DATA object");
                            return None;
                        }
                    },
                    _ => {
                        self.unsupported(e.span, "this DATA object");
                        return None;
                    }
                };
                let Some(Entity::Var(id)) = self.lookup(&name.key) else {
                    self.error(
                        e.span,
                        format!("Symbol '{}' in DATA is not a variable", name.text),
                    );
                    return None;
                };
                let Some(args) = args else {
                    out.push((id, None, e.span));
                    return Some(());
                };
                let Some(super::tree::ArrayShape::Explicit(dims)) = self.symbol(id).array.clone()
                else {
                    self.unsupported(e.span, "this DATA object");
                    return None;
                };
                if args.len() != dims.len() {
                    self.error(e.span, "Rank mismatch in array reference at (1)");
                    return None;
                }
                let (mut offset, mut stride) = (0i128, 1i128);
                for (a, d) in args.iter().zip(&dims) {
                    let ast::ArgValue::Expr(x) = &a.value else {
                        self.unsupported(a.span, "a section as a DATA object");
                        return None;
                    };
                    let i = self.const_int(x)?;
                    let lo = super::tree_const_int(&d.lower)?;
                    let hi = super::tree_const_int(d.upper.as_ref()?)?;
                    if i < lo || i > hi {
                        self.error(
                            x.span,
                            format!(
                                "Index in dimension of array '{}' at (1) is out of bounds",
                                name.text
                            ),
                        );
                        return None;
                    }
                    offset += (i - lo) * stride;
                    stride *= hi - lo + 1;
                }
                out.push((id, Some(offset as usize), e.span));
            }
            ast::ListItem::ImpliedDo(d) => {
                let start = self.const_int(&d.start)?;
                let end = self.const_int(&d.end)?;
                let step = match &d.step {
                    Some(s) => self.const_int(s)?,
                    None => 1,
                };
                if step == 0 {
                    self.error(d.span, "Zero step in an implied DO at (1)");
                    return None;
                }
                let key = d.var.key.clone();
                let saved = self.scopes[self.cur_scope].names.get(&key).cloned();
                let mut v = start;
                let mut ok = Some(());
                while ok.is_some() && ((step > 0 && v <= end) || (step < 0 && v >= end)) {
                    self.scopes[self.cur_scope].names.insert(
                        key.clone(),
                        Entity::Constant(Const::Int(v), self.kinds.integer()),
                    );
                    for item in &d.items {
                        ok = ok.and_then(|_| self.data_targets(item, out));
                    }
                    v += step;
                }
                match saved {
                    Some(e) => self.scopes[self.cur_scope].names.insert(key, e),
                    None => self.scopes[self.cur_scope].names.remove(&key),
                };
                ok?;
            }
        }
        Some(())
    }
}
