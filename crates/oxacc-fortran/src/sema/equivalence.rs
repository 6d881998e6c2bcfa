//! EQUIVALENCE (Fortran 2018 §8.10.1): the objects of each set share their first storage
//! unit. Each group of associated variables becomes one block of storage laid out like a
//! common block (`Storage::Common` at the members' byte offsets, a `__equiv.` block that
//! lowering keeps internal to the object).

use std::collections::HashMap;

use smol_str::SmolStr;

use super::decl::type_size;
use super::scope::Entity;
use super::tree::Storage;
use super::Sema;
use crate::ast;

impl Sema<'_> {
    /// EQUIVALENCE (§8.10.1): the objects of each set share their first storage unit. Each
    /// group of associated variables becomes one block of storage laid out like a common
    /// block (`Storage::Common` at the members' byte offsets), internal to the object; so
    /// equivalenced locals are static, as if SAVEd (also in a recursive procedure).
    pub(super) fn equivalence(&mut self, sets: &[Vec<ast::Expr>], scope: usize, owner: &str) {
        use super::tree::SymbolId;
        // Per variable: its group and the byte offset of its start in the group.
        let mut place: HashMap<SymbolId, (usize, i128)> = HashMap::new();
        let mut groups: Vec<Vec<SymbolId>> = Vec::new();
        for set in sets {
            let mut objs = Vec::new();
            for e in set {
                let Some(o) = self.equivalence_object(e, scope) else {
                    return;
                };
                objs.push((o.0, o.1, e.span));
            }
            let Some(&(anchor, anchor_off, _)) = objs.first() else {
                continue;
            };
            if let std::collections::hash_map::Entry::Vacant(slot) = place.entry(anchor) {
                groups.push(vec![anchor]);
                slot.insert((groups.len() - 1, 0));
            }
            for &(id, off, span) in &objs[1..] {
                let (g, base) = place[&anchor];
                let want = base + anchor_off - off;
                match place.get(&id).copied() {
                    None => {
                        groups[g].push(id);
                        place.insert(id, (g, want));
                    }
                    Some((h, b)) if h == g => {
                        if b != want {
                            self.error(
                                span,
                                "Inconsistent equivalence rules involving this object at (1)",
                            );
                            return;
                        }
                    }
                    Some((h, b)) => {
                        // Two groups become one: the other one shifted into place.
                        let shift = want - b;
                        for m in std::mem::take(&mut groups[h]) {
                            let (_, mb) = place[&m];
                            place.insert(m, (g, mb + shift));
                            groups[g].push(m);
                        }
                    }
                }
            }
        }
        for (k, members) in groups.iter().enumerate() {
            let Some(low) = members.iter().map(|m| place[m].1).min() else {
                continue;
            };
            let block: SmolStr = format!("__equiv.{owner}.{scope}.{k}").into();
            for &m in members {
                let sym = self.symbol(m).clone();
                if !matches!(sym.storage, Storage::Local | Storage::Static { .. }) {
                    self.unsupported(
                        sym.span,
                        "EQUIVALENCE of a dummy argument, function result or common block member",
                    );
                    continue;
                }
                let s = &mut self.prog.symbols[m.0 as usize];
                s.storage = Storage::Common {
                    block: block.clone(),
                    offset: (place[&m].1 - low) as u64,
                };
                s.owner = None;
            }
        }
    }

    /// An EQUIVALENCE object: a variable and the byte offset of the named storage unit (a
    /// whole variable, or an array element with constant subscripts).
    fn equivalence_object(
        &mut self,
        e: &ast::Expr,
        scope: usize,
    ) -> Option<(super::tree::SymbolId, i128)> {
        let (name, args) = match &e.kind {
            ast::ExprKind::Name(n) => (n, None),
            ast::ExprKind::CallOrIndex { base, args }
                if matches!(base.kind, ast::ExprKind::Name(_)) =>
            {
                let ast::ExprKind::Name(n) = &base.kind else {
                    return None;
                };
                (n, Some(args))
            }
            _ => {
                self.unsupported(e.span, "this EQUIVALENCE object");
                return None;
            }
        };
        let Some(Entity::Var(id)) = self.scopes[scope].names.get(&name.key).cloned() else {
            self.error(
                e.span,
                format!(
                    "Symbol '{}' in EQUIVALENCE at (1) is not a variable",
                    name.text
                ),
            );
            return None;
        };
        let sym = self.symbol(id).clone();
        let elem = type_size(sym.ty) as i128;
        if elem == 0 || (sym.array.is_some() && super::const_size_of(&sym).is_none()) {
            self.unsupported(e.span, "EQUIVALENCE of this variable");
            return None;
        }
        let Some(args) = args else {
            return Some((id, 0));
        };
        let Some(super::tree::ArrayShape::Explicit(dims)) = &sym.array else {
            self.unsupported(e.span, "a substring in EQUIVALENCE");
            return None;
        };
        if args.len() != dims.len() {
            self.error(e.span, "Rank mismatch in array reference at (1)");
            return None;
        }
        let (mut offset, mut stride) = (0i128, 1i128);
        for (a, d) in args.iter().zip(dims) {
            let ast::ArgValue::Expr(x) = &a.value else {
                self.unsupported(a.span, "a section in EQUIVALENCE");
                return None;
            };
            let i = self.const_int(x)?;
            let lo = super::tree_const_int(&d.lower)?;
            let hi = super::tree_const_int(d.upper.as_ref()?)?;
            offset += (i - lo) * stride;
            stride *= hi - lo + 1;
        }
        Some((id, offset * elem))
    }
}
