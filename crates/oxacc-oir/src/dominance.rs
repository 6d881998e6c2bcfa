//! Dominator trees of one region's CFG (Cooper, Harvey & Kennedy, "A Simple,
//! Fast Dominance Algorithm"). Regions are separate CFGs: a nested region's
//! blocks are dominated by the operation that owns it.

use std::collections::HashMap;

use crate::entity::{Block, Region};
use crate::module::Body;

pub struct DomTree {
    /// Immediate dominator of each reachable block (the entry maps to itself).
    idom: HashMap<Block, Block>,
    /// Reverse post-order number of each reachable block.
    rpo: HashMap<Block, usize>,
}

impl DomTree {
    pub fn compute(body: &Body, region: Region) -> DomTree {
        let blocks = &body.region(region).blocks;
        let mut idom = HashMap::new();
        let mut rpo = HashMap::new();
        let Some(&entry) = blocks.first() else {
            return DomTree { idom, rpo };
        };
        let order = reverse_post_order(body, entry);
        for (i, b) in order.iter().enumerate() {
            rpo.insert(*b, i);
        }
        let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
        for &b in &order {
            for s in successors(body, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new_idom: Option<Block> = None;
                for &p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo, p, cur),
                    });
                }
                if let Some(n) = new_idom {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        DomTree { idom, rpo }
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo.contains_key(&b)
    }

    /// Whether `a` dominates `b` (reflexive). Unreachable blocks are dominated
    /// by everything, as in LLVM.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(b) {
            return true;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            let next = self.idom[&cur];
            if next == cur {
                return false;
            }
            cur = next;
        }
    }
}

fn intersect(
    idom: &HashMap<Block, Block>,
    rpo: &HashMap<Block, usize>,
    mut a: Block,
    mut b: Block,
) -> Block {
    while a != b {
        while rpo[&a] > rpo[&b] {
            a = idom[&a];
        }
        while rpo[&b] > rpo[&a] {
            b = idom[&b];
        }
    }
    a
}

/// Successors of a block through its terminator, restricted to its region.
pub fn successors(body: &Body, b: Block) -> Vec<Block> {
    let region = body.block_region(b);
    body.terminator(b)
        .map(|t| body.inst(t).kind.successors())
        .unwrap_or_default()
        .into_iter()
        .filter(|s| body.block_region(*s) == region)
        .collect()
}

pub fn reverse_post_order(body: &Body, entry: Block) -> Vec<Block> {
    let mut seen = std::collections::HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let succs = successors(body, b);
        if i < succs.len() {
            stack.push((b, i + 1));
            let s = succs[i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    post
}
