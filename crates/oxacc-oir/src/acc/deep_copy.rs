//! Deep copy of Fortran structures whose clauses name them whole (decision 98): the map kind
//! their components follow, and a `data` construct's mapping of the components that its
//! compute constructs and the procedures it calls with the structure load.

use std::collections::HashMap;

use super::implicit::{attach_members_at, hoist_globals, member_of};
use super::*;
use crate::directive::{DataClause, DataClauseKind, DataModifier};

/// Decision 91's deep copy at an OpenACC `data` construct (decision 98): a structure one of
/// its clauses maps whole (`data copy(s)`, `copyin`, `copyout`, `create`) has the components
/// that the code inside loads — its compute constructs, lexically — mapped with it by the
/// same clause and attached (§2.7.2), as nvfortran's `-gpu=deepcopy` does, so that the
/// compute constructs inside (whose implicit `present(s)` only attaches) and the procedures
/// they call (`present(s)` in a callee) find them present. Not for OpenMP maps (no deep copy
/// in OpenMP) nor when a clause of this or an enclosing `data` construct names a member (the
/// program maps the structure member by member).
pub(super) fn deep_copy_data_construct(m: &mut Module, body: &mut Body, k: Inst) {
    let d = dir(body, k).clone();
    let Some(r) = d.region else {
        return;
    };
    let mut enclosing: Vec<Value> = Vec::new();
    for a in ancestors(body, k) {
        if dir(body, a).kind == DirectiveKind::Data {
            enclosing.extend(data_vars(dir(body, a)).into_iter().map(|(_, v)| v.var));
        }
    }
    let all: Vec<Value> = data_vars(&d)
        .into_iter()
        .map(|(_, v)| v.var)
        .chain(enclosing.iter().copied())
        .collect();
    let mut add: Vec<(DataClauseKind, VarRef)> = Vec::new();
    let mut deep_each: HashMap<Value, DataModifier> = HashMap::new();
    let mut hoisted = false;
    let mut to_host_contents: Vec<Value> = Vec::new();
    for cl in &d.clauses {
        let Clause::Data(dc) = cl else { continue };
        let Some(md) = deep_modifier(dc.kind) else {
            continue;
        };
        if dc
            .modifiers
            .iter()
            .any(|x| matches!(x, DataModifier::OmpRefCount | DataModifier::Zero))
        {
            continue;
        }
        for x in &dc.vars {
            let ty = x.ty;
            if !x.bounds.is_empty() || !m.types.is_data_aggregate(ty) {
                continue;
            }
            if !matches!(m.types.kind(ty), crate::types::TypeKind::Aggregate { .. })
                || enclosing.contains(&x.var)
                || all.iter().any(|&y| y != x.var && member_of(body, y, x.var))
            {
                continue;
            }
            // A global structure: every use inside is the clause's address.
            if !hoisted {
                hoist_globals(m, body, k);
                hoisted = true;
            }
            let name = x.name.to_string();
            let mut copied = false;
            let mut offsets = super::members::loaded_pointer_offsets(m, body, r, x.var, ty, 64);
            offsets.extend(callee_loaded_offsets(m, body, r, x.var, ty, 3));
            // A procedure of another file gets the structure: what it loads is not seen, so
            // every allocatable component is mapped (nvfortran's `-gpu=deepcopy`, decision
            // 108), once here rather than by the callee's implicit copy at every launch.
            if passed_elsewhere(m, body, r, x.var, 3) {
                allocatable_offsets(m, ty, 0, &mut offsets);
            }
            offsets.sort_unstable();
            offsets.dedup();
            for a in attach_members_at(m, body, k, x.var, ty, &name, true, offsets) {
                if !a.bounds.is_empty() {
                    copied = true;
                    deep_each.insert(a.var, md);
                    add.push((DataClauseKind::Attach, a));
                }
            }
            if copied && matches!(dc.kind, DataClauseKind::Create | DataClauseKind::CopyOut) {
                to_host_contents.push(x.var);
            }
        }
    }
    if add.is_empty() {
        return;
    }
    let loc = body.inst(k).loc;
    let mut text: Vec<String> = Vec::new();
    let dm = dir_mut(body, k);
    for v in to_host_contents {
        if let Some((from, to)) = map_with_host_contents(dm, v) {
            let name = implicit_name_of(&to);
            text.push(format!(
                "{}({name}) as {}({name}) (its components' descriptors)",
                from.name(),
                to.kind.name()
            ));
            dm.add_clause(Clause::Data(to));
        }
    }
    for (kind, v) in add {
        text.push(format!("{}({})", kind.name(), v.name));
        let md = deep_each[&v.var];
        dm.add_clause(Clause::Data(DataClause {
            kind,
            modifiers: vec![md],
            vars: vec![v],
        }));
    }
    remark(
        m,
        loc,
        format!("data: deep copy {} (decision 98)", text.join(" ")),
    );
}

/// The pointer words of structure `v` (type `ty`) that the procedures called in region `r`
/// with `v` as an argument load from their dummy — their compute constructs, `present(s)`
/// or none, or procedures they call with it in turn, `depth` levels down — as byte offsets
/// (decision 98): a `data copy(s)` around `call step(s)` maps what `step`'s regions use.
/// Only procedures of this file with a body, not the one being compiled (a recursive call).
fn callee_loaded_offsets(
    m: &Module,
    body: &Body,
    r: Region,
    v: Value,
    ty: TypeId,
    depth: u32,
) -> Vec<i128> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    for i in region_insts_deep(body, r) {
        let InstKind::Call { callee, args } = &body.inst(i).kind else {
            continue;
        };
        let Some(cb) = m.funcs[callee.index()].body.as_ref() else {
            continue;
        };
        let Some(&entry) = cb.region(Body::BODY_REGION).blocks.first() else {
            continue;
        };
        let params = &cb.blocks[entry.index()].params;
        for (k, &a) in args.iter().enumerate() {
            let Some(&p) = params.get(k).filter(|_| a == v) else {
                continue;
            };
            out.extend(super::members::loaded_pointer_offsets(
                m,
                cb,
                Body::BODY_REGION,
                p,
                ty,
                64,
            ));
            out.extend(callee_loaded_offsets(
                m,
                cb,
                Body::BODY_REGION,
                p,
                ty,
                depth - 1,
            ));
        }
    }
    out
}

/// At most this many components of one structure are deep-copied whole (an array of
/// structures multiplies them).
const MAX_ALLOCATABLE_COMPONENTS: usize = 64;

/// Whether region `r` passes `v` to a procedure whose body is not in this module (another
/// file's), itself or through the procedures of this file it calls with `v`, `depth` levels
/// down. The compiler's and Fortran runtime's own entry points are not such procedures.
fn passed_elsewhere(m: &Module, body: &Body, r: Region, v: Value, depth: u32) -> bool {
    if depth == 0 {
        return false;
    }
    region_insts_deep(body, r).into_iter().any(|i| {
        let InstKind::Call { callee, args } = &body.inst(i).kind else {
            return false;
        };
        let f = &m.funcs[callee.index()];
        let Some(cb) = f.body.as_ref() else {
            let internal = ["_Fortran", "__oxacc", "llvm.", "omp_", "acc_", "__kmpc"]
                .iter()
                .any(|p| f.name.starts_with(p));
            return !internal && args.contains(&v);
        };
        let Some(&entry) = cb.region(Body::BODY_REGION).blocks.first() else {
            return false;
        };
        let params = &cb.blocks[entry.index()].params;
        args.iter().enumerate().any(|(k, &a)| {
            a == v
                && params
                    .get(k)
                    .is_some_and(|&p| passed_elsewhere(m, cb, Body::BODY_REGION, p, depth - 1))
        })
    })
}

/// The byte offsets (from `base`) of the allocatable components' descriptors of a structure
/// of type `ty`, also those of its nested structures and of the elements of its arrays of
/// structures (`s%f%e`, `s%tiles(2)%w`), at most [`MAX_ALLOCATABLE_COMPONENTS`]. The
/// components of an allocatable array of structures are left to the implicit rules.
fn allocatable_offsets(m: &Module, ty: TypeId, base: i128, out: &mut Vec<i128>) {
    match m.types.kind(ty) {
        crate::types::TypeKind::Aggregate { fields, .. } => {
            let own = m.allocatable_fields.get(&ty);
            for (k, f) in fields.iter().enumerate() {
                if out.len() >= MAX_ALLOCATABLE_COMPONENTS {
                    return;
                }
                let at = base + f.offset as i128;
                if own.is_some_and(|o| o.contains(&(k as u32))) {
                    out.push(at);
                } else {
                    allocatable_offsets(m, f.ty, at, out);
                }
            }
        }
        crate::types::TypeKind::Array { elem, len } => {
            if !matches!(
                m.types.kind(*elem),
                crate::types::TypeKind::Aggregate { .. } | crate::types::TypeKind::Array { .. }
            ) {
                return;
            }
            let es = m.types.size_of(*elem) as i128;
            for j in 0..*len as i128 {
                if out.len() >= MAX_ALLOCATABLE_COMPONENTS {
                    return;
                }
                allocatable_offsets(m, *elem, base + j * es, out);
            }
        }
        _ => {}
    }
}

/// The modifier of the component attaches of a structure clause `k` maps whole whose
/// components the region loads (decision 91's deep copy for `copy`/`copyin`, 98's for
/// `copyout`/`create`): the components' data follow the structure's clause.
pub(super) fn deep_modifier(k: DataClauseKind) -> Option<DataModifier> {
    match k {
        DataClauseKind::Copy => Some(DataModifier::EachElement),
        DataClauseKind::CopyIn => Some(DataModifier::EachElementIn),
        DataClauseKind::CopyOut => Some(DataModifier::EachElementOut),
        DataClauseKind::Create => Some(DataModifier::EachElementCreate),
        _ => None,
    }
}

/// Takes structure `v` out of the `create(v)`/`copyout(v)` clause of `d` whose components are
/// deep-copied, returning that clause kind and the `copyin(v)`/`copy(v)` clause to add: the
/// attach action writes only the base address of a component's descriptor (§2.7.2), so the
/// device copy must start from the host's bounds and strides, and `create`'s device values
/// are undefined (§2.7.9), so the host's are as good (decision 98). `None` for a clause with
/// modifiers (`create(zero: s)`), left as written.
pub(super) fn map_with_host_contents(
    d: &mut crate::DirectiveOp,
    v: Value,
) -> Option<(DataClauseKind, DataClause)> {
    let (ci, vi, kind) = d.clauses.iter().enumerate().find_map(|(ci, cl)| match cl {
        Clause::Data(dc) if dc.modifiers.is_empty() => {
            let to = match dc.kind {
                DataClauseKind::Create => DataClauseKind::CopyIn,
                DataClauseKind::CopyOut => DataClauseKind::Copy,
                _ => return None,
            };
            let vi = dc
                .vars
                .iter()
                .position(|x| x.var == v && x.bounds.is_empty())?;
            Some((ci, vi, (dc.kind, to)))
        }
        _ => None,
    })?;
    let Clause::Data(dc) = &mut d.clauses[ci] else {
        return None;
    };
    let x = dc.vars.remove(vi);
    if dc.vars.is_empty() {
        d.clauses.remove(ci);
    }
    Some((
        kind.0,
        DataClause {
            kind: kind.1,
            modifiers: Vec::new(),
            vars: vec![x],
        },
    ))
}

pub(super) fn implicit_name_of(dc: &DataClause) -> String {
    dc.vars
        .first()
        .map(|x| x.name.to_string())
        .unwrap_or_default()
}
