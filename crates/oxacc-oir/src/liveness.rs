//! Whether the value a variable holds after an operation can still be read: the backward
//! liveness of one variable through the nested regions of a body.
//!
//! Directive passes ask it of variables they privatize or reduce: a value no later code reads
//! needs no copy back and no warning about being lost. Only a store to the variable itself kills
//! it; any other use of its address (a load, a call taking it, a store of the address) counts as
//! a read, so an escaped variable stays live.

use std::collections::{HashMap, HashSet};

use crate::directive::Clause;
use crate::dominance::successors;
use crate::entity::{Block, FuncId, Inst, Region, Value};
use crate::inst::InstKind;
use crate::module::{Body, ValueDef};

/// Whether a read of variable `var` (its address) may follow operation `after` before a store to
/// it. A variable that is not a local `alloca` of the body is live at a return: the caller and
/// other functions may read it. The clause operands of the directives in `quiet` are not reads
/// (their regions still are looked into).
pub fn live_after(body: &Body, after: Inst, var: Value, quiet: &[Inst]) -> bool {
    Liveness::new(body, var, quiet).live_after(after)
}

/// [`live_after`] for a global that only the module's own code names and that nothing reads
/// once this body returns (a static local of the program's `main` or Fortran main program): a
/// return does not read it, nor a call of a function the module only declares (the Fortran
/// runtime's I/O); a call of one of the module's functions (`defined`: a contained procedure)
/// may.
pub fn live_after_main_static(
    body: &Body,
    after: Inst,
    var: Value,
    quiet: &[Inst],
    defined: &HashSet<FuncId>,
) -> bool {
    let mut l = Liveness::new(body, var, quiet);
    l.local = true;
    l.reading_calls = Some(defined);
    l.live_after(after)
}

/// Whether the address of variable `var` goes anywhere but loads, stores and directive clauses:
/// then code may read the variable through a pointer that `live_after` does not follow.
pub fn escapes(body: &Body, var: Value) -> bool {
    let names = names_of(body, var);
    body.insts.iter().any(|d| {
        d.block.is_some()
            && match &d.kind {
                InstKind::Load { .. } | InstKind::Directive(_) => false,
                InstKind::Store { value, .. } => names.contains(value),
                k => k.operands().iter().any(|o| names.contains(o)),
            }
    })
}

/// The values that address variable `var`: itself and, for a global, every other address of
/// the same global the body takes (each use of a global may take its own).
fn names_of(body: &Body, var: Value) -> HashSet<Value> {
    let mut names = HashSet::from([var]);
    if let ValueDef::Inst(i) = body.values[var.index()].def {
        if let InstKind::GlobalAddr(g) = body.inst(i).kind {
            for d in body.insts.iter().filter(|d| d.block.is_some()) {
                if let (InstKind::GlobalAddr(h), Some(r)) = (&d.kind, d.result) {
                    if *h == g {
                        names.insert(r);
                    }
                }
            }
        }
    }
    names
}

struct Liveness<'b> {
    body: &'b Body,
    /// The variable's address and the other addresses of the same global.
    names: HashSet<Value>,
    quiet: &'b [Inst],
    local: bool,
    /// A global's address: a function the body calls may read it.
    global: bool,
    /// When known, the only functions whose calls may read the global.
    reading_calls: Option<&'b HashSet<FuncId>>,
    /// Per region: whether a read of the variable may come before a store in the region.
    region_reads: HashMap<Region, bool>,
}

/// What a stretch of instructions does to the variable, in order.
enum Effect {
    Read,
    Kill,
    None,
}

impl<'b> Liveness<'b> {
    fn new(body: &'b Body, var: Value, quiet: &'b [Inst]) -> Self {
        let local = match body.values[var.index()].def {
            ValueDef::Inst(i) => matches!(body.inst(i).kind, InstKind::Alloca { .. }),
            ValueDef::Param(..) => false,
        };
        let global = matches!(body.values[var.index()].def,
            ValueDef::Inst(i) if matches!(body.inst(i).kind, InstKind::GlobalAddr(_)));
        Liveness {
            body,
            names: names_of(body, var),
            quiet,
            local,
            global,
            reading_calls: None,
            region_reads: HashMap::new(),
        }
    }

    fn live_after(&mut self, after: Inst) -> bool {
        let body = self.body;
        let Some(b) = body.inst(after).block else {
            return true;
        };
        let insts = &body.block(b).insts;
        let rest = insts
            .iter()
            .position(|&i| i == after)
            .map_or(&insts[..0], |p| &insts[p + 1..]);
        match self.effect(rest) {
            Effect::Read => true,
            Effect::Kill => false,
            Effect::None => {
                let Some(region) = body.block_region(b) else {
                    return true;
                };
                let succs = successors(body, b);
                if succs.is_empty() {
                    return self.live_at_end(b, region);
                }
                let mut exit_live = None;
                let live_in = self.solve(region, &mut |l: &mut Self, e| {
                    *exit_live.get_or_insert_with(|| l.live_at_end(e, region))
                });
                succs.iter().any(|s| live_in[s])
            }
        }
    }

    /// Whether the variable is live where block `b`, which has no successor in `region`,
    /// leaves it: after a return (for a variable others can see), or after the operation
    /// owning the region.
    fn live_at_end(&mut self, b: Block, region: Region) -> bool {
        match self.exit_of(b) {
            Exit::Return => !self.local,
            Exit::Stop => false,
            Exit::Region => match self.body.region_parent(region) {
                Some(owner) => self.live_after(owner),
                None => !self.local,
            },
        }
    }

    /// Live-in of every block of `region` for the variable (backward dataflow to a fixed
    /// point); `at_end(b)` says whether it is live where a block without successors leaves.
    fn solve(
        &mut self,
        region: Region,
        at_end: &mut dyn FnMut(&mut Self, Block) -> bool,
    ) -> HashMap<Block, bool> {
        let body = self.body;
        let blocks = &body.region(region).blocks;
        let effect: HashMap<Block, Effect> = blocks
            .iter()
            .map(|&b| (b, self.effect(&body.block(b).insts)))
            .collect();
        let mut live: HashMap<Block, bool> = blocks.iter().map(|&b| (b, false)).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &b in blocks.iter().rev() {
                let new = match effect[&b] {
                    Effect::Read => true,
                    Effect::Kill => false,
                    Effect::None => {
                        let succs = successors(body, b);
                        if succs.is_empty() {
                            at_end(self, b)
                        } else {
                            succs.iter().any(|s| live[s])
                        }
                    }
                };
                if new && !live[&b] {
                    live.insert(b, true);
                    changed = true;
                }
            }
        }
        live
    }

    /// The first thing `insts` do to the variable, nested regions of directives included (a
    /// region counts as a read when it may read the variable before storing it; it never kills,
    /// since its code may not run).
    fn effect(&mut self, insts: &[Inst]) -> Effect {
        for &i in insts {
            let kind = &self.body.inst(i).kind;
            match kind {
                InstKind::Store { value, ptr, .. }
                    if self.names.contains(ptr) && !self.names.contains(value) =>
                {
                    return Effect::Kill;
                }
                InstKind::Directive(_) if self.quiet.contains(&i) => {}
                // Its private copy is what the construct reads and writes: neither a read nor a
                // store of the variable.
                InstKind::Directive(d)
                    if d.clauses.iter().any(|c| {
                        matches!(c, Clause::Private(_))
                            && c.vars().iter().any(|v| self.names.contains(&v.var))
                    }) =>
                {
                    continue;
                }
                k if k.operands().iter().any(|o| self.names.contains(o)) => return Effect::Read,
                // A function the body calls may read a variable others can see.
                InstKind::Call { callee, .. }
                    if self.global && self.reading_calls.is_none_or(|f| f.contains(callee)) =>
                {
                    return Effect::Read
                }
                InstKind::CallIndirect { .. } | InstKind::InlineAsm(_) if self.global => {
                    return Effect::Read
                }
                _ => {}
            }
            if let InstKind::Directive(d) = kind {
                if d.region.is_some_and(|r| self.region_reads(r)) {
                    return Effect::Read;
                }
            }
        }
        Effect::None
    }

    /// Whether region `r` may read the variable before storing it (its ends count as dead:
    /// what follows the region is not the region's).
    fn region_reads(&mut self, r: Region) -> bool {
        if let Some(&known) = self.region_reads.get(&r) {
            return known;
        }
        // Assume no read while walking (a region cannot contain itself; this only guards).
        self.region_reads.insert(r, false);
        let live = self.solve(r, &mut |_: &mut Self, _| false);
        let reads = self.body.region(r).blocks.first().is_some_and(|b| live[b]);
        self.region_reads.insert(r, reads);
        reads
    }

    fn exit_of(&self, b: Block) -> Exit {
        match self.body.terminator(b).map(|t| &self.body.inst(t).kind) {
            Some(InstKind::Ret(_)) => Exit::Return,
            Some(InstKind::Unreachable) => Exit::Stop,
            _ => Exit::Region,
        }
    }
}

enum Exit {
    Return,
    Region,
    Stop,
}
