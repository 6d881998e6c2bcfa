//! Subscripts of Fortran array accesses for the dependence test of acc-implicit-data: a byte
//! offset into an array that the variable table describes (an explicit-shape dummy, an
//! automatic array, an array behind a descriptor) is split back into one subscript per
//! dimension, so that the test can use Fortran's rule that every subscript lies within the
//! bounds of its dimension (Fortran 2018 §9.5.3.2) and that distinct subscripts of such an
//! array designate distinct elements. `a(i, j)` written in the iterations of `j` is then
//! column `j` in each of them, whatever the run-time extents, which the byte offset alone
//! (`8·i + 8·e1·j`) cannot show.
//!
//! The offset's terms are read back by the largest stride that divides them; a subscript that
//! multiplies by the very value of an extent (`a(size(a)*i, j)`, out of bounds for any
//! `i > 0` of a 2-D array anyway) would be read as the next dimension's.

use std::collections::{BTreeMap, HashMap};

use super::implicit::{Affine, BaseKey, DepTest};
use super::*;
use crate::var::{descriptor, Order, Shape};

impl DepTest<'_> {
    /// The loads of a descriptor's fields (an invariant address and a constant offset that
    /// the loop does not store to) become one named value per field, so that the strides of
    /// `a(i, j)` read twice compare equal. Called once the loop's stores are known.
    pub(super) fn name_fields(&mut self, insts: &[Inst]) {
        let mut fields = HashMap::new();
        let mut keys: HashMap<(BaseKey, i128), Value> = HashMap::new();
        for &i in insts {
            let InstKind::Load { ptr, .. } = &self.body.inst(i).kind else {
                continue;
            };
            if !defined_in(self.body, *ptr, self.region) {
                continue;
            }
            let Some((base, off)) = self.address(*ptr) else {
                continue;
            };
            if !off.terms.is_empty() || matches!(base, BaseKey::Loaded(_)) {
                continue;
            }
            let canon = *keys.entry((base, off.c)).or_insert(*ptr);
            fields.insert(*ptr, canon);
        }
        self.fields = fields;
        self.field_keys = keys;
        // A field whose object the loop stores to is no constant of the loop.
        let stored: Vec<BaseKey> = insts
            .iter()
            .filter_map(|&i| match &self.body.inst(i).kind {
                InstKind::Store { ptr, .. }
                | InstKind::AtomicRmw { ptr, .. }
                | InstKind::CmpXchg { ptr, .. } => self.address(*ptr).map(|(b, _)| b),
                _ => None,
            })
            .collect();
        self.fields.retain(|_, c| {
            !self
                .field_keys
                .iter()
                .any(|((b, _), v)| v == c && stored.contains(b))
        });
        let fields = &self.fields;
        self.field_keys
            .retain(|_, v| fields.values().any(|c| c == v));
    }

    /// The byte stride of each dimension of the array at `base` (fastest first), when the
    /// variable table describes it as a Fortran array: the element size times the extents
    /// before it, or the descriptor's `sm` fields. None for a dimension whose stride is no
    /// single product.
    fn strides(&self, base: BaseKey) -> Option<Vec<Option<Affine>>> {
        let (addr, loaded) = match base {
            BaseKey::Loaded(p) => (p, true),
            BaseKey::Val(p) => (p, false),
            BaseKey::Global(_) => return None,
        };
        let Some(var) = self.body.vars.iter().find(|v| v.addr == addr) else {
            return self.component_strides(addr);
        };
        match &var.shape {
            Shape::Array {
                elem,
                indirect,
                order: Order::Column,
                dims,
            } if *indirect == loaded => {
                let size = self.m.types.size_of(*elem) as i128;
                let mut stride = Affine {
                    terms: BTreeMap::new(),
                    c: size,
                };
                let mut out = Vec::new();
                for d in dims {
                    out.push(Some(stride.clone()));
                    let ext = d.extent.and_then(|e| self.affine(e, 0));
                    stride = match ext {
                        Some(e) if !self.has_iv(&e) => stride.mul(&e),
                        _ => break,
                    };
                }
                Some(out)
            }
            Shape::Descriptor { rank, .. } if loaded => {
                // The descriptor's own object (a global for a module allocatable).
                let (object, at) = self.address(addr)?;
                if !at.terms.is_empty() {
                    return None;
                }
                Some(
                    (0..*rank)
                        .map(|d| {
                            let off = descriptor::dim_field(d, descriptor::SM) as i128;
                            self.field_keys
                                .get(&(object, at.c + off))
                                .map(|&v| Affine::atom(v))
                        })
                        .collect(),
                )
            }
            _ => None,
        }
    }

    /// The strides of an array behind a descriptor that is a field of a structure (an
    /// allocatable or pointer component, `g%e`), which the variable table does not list:
    /// `field` addresses the descriptor, read in the loop by the Fortran front end's
    /// descriptor loads (the only loads flagged invariant inside a compute construct before
    /// acc-outline). Its rank is the field's size: a descriptor of rank r is 24 + 24·r bytes.
    fn component_strides(&self, field: Value) -> Option<Vec<Option<Affine>>> {
        let InstKind::FieldAddr { agg, field: k, .. } = def_kind(self.body, field)? else {
            return None;
        };
        let TypeKind::Aggregate { fields, .. } = self.m.types.kind(*agg) else {
            return None;
        };
        let size = self.m.types.size_of(fields.get(*k as usize)?.ty);
        let dims = size.checked_sub(descriptor::DIMS)?;
        if dims == 0 || dims % descriptor::DIM_SIZE != 0 || dims / descriptor::DIM_SIZE > 15 {
            return None;
        }
        let rank = (dims / descriptor::DIM_SIZE) as u8;
        let descriptor_load = self.body.insts.iter().any(|d| {
            d.block.is_some()
                && matches!(&d.kind, InstKind::Load { ptr, flags }
                    if flags.invariant && self.fields.get(ptr) == Some(&field))
        });
        if !descriptor_load {
            return None;
        }
        let (object, at) = self.address(field)?;
        if !at.terms.is_empty() {
            return None;
        }
        // Every dimension's byte stride must be read in the loop (all of them are, for an
        // element of the component); a missing one leaves the offset unsplit.
        (0..rank)
            .map(|d| {
                let off = descriptor::dim_field(d, descriptor::SM) as i128;
                self.field_keys
                    .get(&(object, at.c + off))
                    .map(|&v| Some(Affine::atom(v)))
            })
            .collect()
    }

    /// The subscripts (less the lower bounds) of the access at byte offset `off` of the array
    /// at `base`, fastest dimension first; None when the offset is not a sum of subscripts
    /// times strides.
    fn subscripts(&self, base: BaseKey, off: &Affine) -> Option<Vec<Affine>> {
        let strides = self.strides(base)?;
        let mut subs = vec![Affine::default(); strides.len()];
        let divides = |s: &Affine, mono: &[Value], coef: i128| -> Option<(Vec<Value>, i128)> {
            let (sm, sc) = match (s.terms.len(), s.c) {
                (0, c) if c != 0 => (Vec::new(), c),
                (1, 0) => {
                    let (m, &c) = s.terms.iter().next()?;
                    (m.clone(), c)
                }
                _ => return None,
            };
            if coef % sc != 0 {
                return None;
            }
            let mut rest = mono.to_vec();
            for a in &sm {
                let k = rest.iter().position(|x| x == a)?;
                rest.remove(k);
            }
            Some((rest, coef / sc))
        };
        let mut place = |mono: &[Value], coef: i128| -> Option<()> {
            // The dimension with the largest stride dividing the term.
            let mut best: Option<(usize, usize, i128, Vec<Value>, i128)> = None;
            for (d, s) in strides.iter().enumerate() {
                let Some(s) = s else { continue };
                let Some((rest, q)) = divides(s, mono, coef) else {
                    continue;
                };
                let weight = mono.len() - rest.len();
                let key = (weight, s.c.abs());
                match &best {
                    Some((_, w, c, _, _)) if (*w, *c) >= key => {}
                    _ => best = Some((d, key.0, key.1, rest, q)),
                }
            }
            let (d, _, _, rest, q) = best?;
            if rest.is_empty() {
                subs[d].c += q;
            } else {
                *subs[d].terms.entry(rest).or_default() += q;
            }
            Some(())
        };
        for (mono, &coef) in &off.terms {
            place(mono, coef)?;
        }
        if off.c != 0 {
            place(&[], off.c)?;
        }
        for s in &mut subs {
            s.terms.retain(|_, k| *k != 0);
        }
        Some(subs)
    }

    /// Whether the accesses at byte offset `w` of the array at `base` are distinct elements
    /// in distinct iterations of the loop (induction variable `iv`): some subscript is
    /// `c·iv + invariant` with `c ≠ 0`, so it differs between iterations and, within the
    /// bounds of its dimension, so does the element.
    pub(super) fn distinct_elements(&self, base: BaseKey, w: &Affine, iv: Value) -> bool {
        let Some(subs) = self.subscripts(base, w) else {
            return false;
        };
        subs.iter().any(|s| {
            let mut coef = 0;
            for (mono, &k) in &s.terms {
                let varying = mono
                    .iter()
                    .any(|v| *v == iv || self.ivs.contains(v) || self.inner.contains_key(v));
                if mono.as_slice() == [iv] {
                    coef = k;
                } else if varying {
                    return false;
                }
            }
            coef != 0
        })
    }
}
