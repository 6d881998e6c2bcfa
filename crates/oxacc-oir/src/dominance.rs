//! Dominator trees of one region's CFG (Cooper, Harvey & Kennedy, "A Simple,
//! Fast Dominance Algorithm"). Regions are separate CFGs: a nested region's
//! blocks are dominated by the operation that owns it.

use crate::entity::{Block, Region};
use crate::module::Body;

/// Marks a block that is unreachable or outside the tree's region.
const NONE: u32 = u32::MAX;

/// The dominator tree of one region. Queries are O(1): `a` dominates `b` iff
/// `a`'s DFS interval in the dominator tree encloses `b`'s.
pub struct DomTree {
    /// Reverse post-order number of each block (by block index), or `NONE`.
    rpo: Vec<u32>,
    /// DFS entry and exit times in the dominator tree, by RPO number.
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl DomTree {
    pub fn compute(body: &Body, region: Region) -> DomTree {
        let blocks = &body.region(region).blocks;
        let mut rpo = vec![NONE; body.blocks.len()];
        let Some(&entry) = blocks.first() else {
            return DomTree {
                rpo,
                pre: Vec::new(),
                post: Vec::new(),
            };
        };
        let order = reverse_post_order(body, entry);
        for (i, b) in order.iter().enumerate() {
            rpo[b.index()] = i as u32;
        }
        let n = order.len();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (i, &b) in order.iter().enumerate() {
            for s in successors(body, b) {
                preds[rpo[s.index()] as usize].push(i as u32);
            }
        }
        // Cooper–Harvey–Kennedy over RPO numbers.
        let mut idom = vec![NONE; n];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..n {
                let mut new_idom = NONE;
                for &p in &preds[b] {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new_idom = if new_idom == NONE {
                        p
                    } else {
                        intersect(&idom, p, new_idom)
                    };
                }
                if new_idom != NONE && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        // Number the dominator tree depth-first (iteratively: trees of
        // straight-line code are as deep as the function is long).
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, &d) in idom.iter().enumerate().skip(1) {
            children[d as usize].push(b as u32);
        }
        let mut pre = vec![0; n];
        let mut post = vec![0; n];
        let mut clock = 0u32;
        let mut stack = vec![(0u32, 0usize)];
        pre[0] = 0;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if let Some(&c) = children[b as usize].get(*next) {
                *next += 1;
                clock += 1;
                pre[c as usize] = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                post[b as usize] = clock;
                stack.pop();
            }
        }
        DomTree { rpo, pre, post }
    }

    fn number(&self, b: Block) -> Option<usize> {
        match self.rpo.get(b.index()) {
            Some(&r) if r != NONE => Some(r as usize),
            _ => None,
        }
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.number(b).is_some()
    }

    /// Whether `a` dominates `b` (reflexive), in O(1). Unreachable blocks are
    /// dominated by everything, as in LLVM.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let Some(rb) = self.number(b) else {
            return true;
        };
        let Some(ra) = self.number(a) else {
            return false;
        };
        self.pre[ra] <= self.pre[rb] && self.post[rb] <= self.post[ra]
    }
}

fn intersect(idom: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize];
        }
        while b > a {
            b = idom[b as usize];
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

/// The blocks reachable from `entry` in reverse post-order, followed by those
/// reachable only from blocks whose address a `blockaddr` of a listed block
/// takes (and what they reach): everything code generation must emit.
pub fn live_blocks(body: &Body, entry: Block) -> Vec<Block> {
    let mut order = reverse_post_order(body, entry);
    let mut seen: std::collections::HashSet<Block> = order.iter().copied().collect();
    let mut k = 0;
    while k < order.len() {
        let b = order[k];
        k += 1;
        for &i in &body.block(b).insts {
            if let crate::inst::InstKind::BlockAddr(t) = body.inst(i).kind {
                if !seen.contains(&t) && body.block_region(t) == body.block_region(b) {
                    for x in reverse_post_order(body, t) {
                        if seen.insert(x) {
                            order.push(x);
                        }
                    }
                }
            }
        }
    }
    order
}
