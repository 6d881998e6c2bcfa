//! Scopes of identifiers (C17 §6.2.1): ordinary identifiers and tags live in separate name
//! spaces (§6.2.3); labels are per function (in `FnContext`), members per record.

use std::collections::HashMap;

use smol_str::SmolStr;

use super::Sema;
use crate::ast::DeclId;
use crate::types::TypeId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScopeKind {
    File,
    Block,
    /// Function prototype scope (§6.2.1p4).
    Prototype,
}

#[derive(Debug)]
pub(crate) struct Scope {
    pub kind: ScopeKind,
    pub ordinary: HashMap<SmolStr, DeclId>,
    pub tags: HashMap<SmolStr, TypeId>,
}

impl Scope {
    pub fn new(kind: ScopeKind) -> Scope {
        Scope {
            kind,
            ordinary: HashMap::new(),
            tags: HashMap::new(),
        }
    }
}

impl Sema<'_> {
    pub(crate) fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope::new(kind));
    }

    pub(crate) fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    pub(crate) fn at_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<DeclId> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.ordinary.get(name).copied())
    }

    pub(crate) fn lookup_current(&self, name: &str) -> Option<DeclId> {
        self.scopes
            .last()
            .and_then(|s| s.ordinary.get(name).copied())
    }

    pub(crate) fn lookup_tag(&self, name: &str) -> Option<TypeId> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.tags.get(name).copied())
    }

    pub(crate) fn lookup_tag_current(&self, name: &str) -> Option<TypeId> {
        self.scopes.last().and_then(|s| s.tags.get(name).copied())
    }

    pub(crate) fn bind(&mut self, name: SmolStr, id: DeclId) {
        if let Some(s) = self.scopes.last_mut() {
            s.ordinary.insert(name, id);
        }
    }

    pub(crate) fn bind_tag(&mut self, name: SmolStr, ty: TypeId) {
        if let Some(s) = self.scopes.last_mut() {
            s.tags.insert(name, ty);
        }
    }

    /// The visible ordinary identifier closest to `name` (for "did you mean 'x'?"), as clang
    /// chooses: edit distance at most a third of the length.
    pub(crate) fn similar_name(&self, name: &str) -> Option<SmolStr> {
        // clang's bound: at most one edit per three characters (so none for short names).
        let limit = name.len() / 3;
        if limit == 0 {
            return None;
        }
        let mut best: Option<(usize, SmolStr)> = None;
        for scope in self.scopes.iter().rev() {
            for cand in scope.ordinary.keys() {
                if cand.starts_with("__") {
                    continue;
                }
                let d = edit_distance(name, cand);
                if d <= limit
                    && best
                        .as_ref()
                        .is_none_or(|(bd, bn)| d < *bd || (d == *bd && cand < bn))
                {
                    best = Some((d, cand.clone()));
                }
            }
        }
        best.map(|(_, n)| n)
    }
}

/// Levenshtein distance.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    #[test]
    fn edit_distance() {
        assert_eq!(super::edit_distance("count", "cont"), 1);
        assert_eq!(super::edit_distance("", "ab"), 2);
        assert_eq!(super::edit_distance("kitten", "sitting"), 3);
    }
}
