//! The pass manager: named passes run in order, with `--print-after=NAME`
//! dumps and the verifier after every pass in debug builds (LLVM's habit:
//! every transformation can be isolated, dumped and checked).

use std::collections::HashSet;

use crate::dominance::live_blocks;
use crate::entity::Region;
use crate::inst::{InstKind, SrcLoc};
use crate::module::{Body, Module};
use crate::printer::print_module;
use crate::verifier::{verify_module, VerifierErrors};

#[derive(Debug, thiserror::Error)]
pub enum PassError {
    #[error("unknown pass '{0}' (known: {known})", known = PASS_NAMES.join(", "))]
    UnknownPass(String),
    #[error("verifier failed after pass '{pass}':\n{errors}")]
    Verify {
        pass: String,
        errors: VerifierErrors,
    },
    #[error("pass '{pass}' failed: {message}")]
    Failed { pass: String, message: String },
}

/// How serious a [`PassDiagnostic`] is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DiagLevel {
    /// An optimisation/mapping remark (`-Minfo=accel`, `-Rpass=oxacc`).
    Remark,
    /// Compiles, but not as well as asked (e.g. a kernel left without device code).
    Warning,
    /// A construct the passes cannot compile; the pass also fails.
    Error,
}

/// A remark or error a pass reports about the user's program, at a source location
/// (`Module::files[loc.file]`).
#[derive(Clone, PartialEq, Debug)]
pub struct PassDiagnostic {
    pub level: DiagLevel,
    pub loc: SrcLoc,
    pub message: String,
}

impl PassDiagnostic {
    pub fn remark(loc: SrcLoc, message: impl Into<String>) -> Self {
        PassDiagnostic {
            level: DiagLevel::Remark,
            loc,
            message: message.into(),
        }
    }
    pub fn warning(loc: SrcLoc, message: impl Into<String>) -> Self {
        PassDiagnostic {
            level: DiagLevel::Warning,
            loc,
            message: message.into(),
        }
    }
    pub fn error(loc: SrcLoc, message: impl Into<String>) -> Self {
        PassDiagnostic {
            level: DiagLevel::Error,
            loc,
            message: message.into(),
        }
    }
    /// `file:line:col: remark: TEXT` (or `error:`), the file from the module's table.
    pub fn render(&self, m: &Module) -> String {
        let file = m
            .files
            .get(self.loc.file as usize)
            .map_or_else(|| m.name.to_string(), |f| f.to_string());
        let level = match self.level {
            DiagLevel::Remark => "remark",
            DiagLevel::Warning => "warning",
            DiagLevel::Error => "error",
        };
        format!(
            "{file}:{}:{}: {level}: {}",
            self.loc.line, self.loc.col, self.message
        )
    }
}

/// A transformation (or analysis) of a whole module.
pub trait Pass {
    fn name(&self) -> &'static str;
    fn run(&mut self, m: &mut Module) -> Result<(), String>;
}

/// Names accepted by [`pass_by_name`].
pub const PASS_NAMES: &[&str] = &[
    "verify",
    "dead-blocks",
    "acc-collapse-nests",
    "acc-fuse",
    "acc-implicit-data",
    "acc-privatize",
    "acc-reduction",
    "acc-schedule",
    "acc-private-atomics",
    "acc-outline",
    "acc-device",
];

pub fn pass_by_name(name: &str) -> Result<Box<dyn Pass>, PassError> {
    match name {
        "verify" => Ok(Box::new(Verify)),
        "dead-blocks" => Ok(Box::new(DeadBlocks)),
        "omp-lower" => Ok(Box::new(crate::omp::OmpLower)),
        "acc-collapse-nests" => Ok(Box::new(crate::acc::nest::CollapseNests)),
        "acc-fuse" => Ok(Box::new(crate::acc::fusion::Fuse)),
        "acc-implicit-data" => Ok(Box::new(crate::acc::implicit::ImplicitData)),
        "acc-privatize" => Ok(Box::new(crate::acc::privatize::Privatize)),
        "acc-reduction" => Ok(Box::new(crate::acc::reduction::Reduction)),
        "acc-schedule" => Ok(Box::new(crate::acc::schedule::Schedule)),
        "acc-private-atomics" => Ok(Box::new(crate::acc::private_atomics::PrivateAtomics)),
        "acc-outline" => Ok(Box::new(crate::acc::outline::Outline)),
        "acc-device" => Ok(Box::new(crate::acc::device::Device)),
        _ => Err(PassError::UnknownPass(name.to_string())),
    }
}

pub struct PassManager {
    passes: Vec<Box<dyn Pass>>,
    /// Pass names after which the module is printed; `all` prints after each.
    pub print_after: HashSet<String>,
    /// Verify after every pass (on by default in debug builds).
    pub verify_each: bool,
    /// Dumps produced by `print_after`, as (pass name, module text).
    pub dumps: Vec<(String, String)>,
}

impl Default for PassManager {
    fn default() -> Self {
        PassManager {
            passes: Vec::new(),
            print_after: HashSet::new(),
            verify_each: cfg!(debug_assertions),
            dumps: Vec::new(),
        }
    }
}

impl PassManager {
    pub fn new() -> Self {
        Self::default()
    }

    /// Builds a pipeline from a comma-separated list of pass names.
    pub fn from_pipeline(pipeline: &str) -> Result<Self, PassError> {
        let mut pm = Self::new();
        for name in pipeline.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            pm.add(pass_by_name(name)?);
        }
        Ok(pm)
    }

    pub fn add(&mut self, pass: Box<dyn Pass>) {
        self.passes.push(pass);
    }

    pub fn pass_names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    pub fn run(&mut self, m: &mut Module) -> Result<(), PassError> {
        for pass in &mut self.passes {
            let name = pass.name();
            let timer = crate::phase_time::phase(name);
            pass.run(m).map_err(|message| PassError::Failed {
                pass: name.to_string(),
                message,
            })?;
            // Passes move and delete code without editing the variable tables; entries whose
            // storage went with the code are dropped here, once for every pass.
            for f in &mut m.funcs {
                if let Some(body) = &mut f.body {
                    body.prune_vars();
                }
            }
            drop(timer);
            if self.verify_each {
                verify_module(m).map_err(|errors| PassError::Verify {
                    pass: name.to_string(),
                    errors,
                })?;
            }
            if self.print_after.contains(name) || self.print_after.contains("all") {
                self.dumps.push((name.to_string(), print_module(m)));
            }
        }
        Ok(())
    }
}

/// Runs the verifier as a pass (useful at the head of a pipeline).
pub struct Verify;

impl Pass for Verify {
    fn name(&self) -> &'static str {
        "verify"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        verify_module(m).map_err(|e| e.to_string())
    }
}

/// Removes blocks unreachable from their region's entry, in every region.
/// Regions owned by operations in removed blocks go with them (they become
/// empty and unreferenced).
pub struct DeadBlocks;

impl Pass for DeadBlocks {
    fn name(&self) -> &'static str {
        "dead-blocks"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        for f in &mut m.funcs {
            if let Some(body) = &mut f.body {
                remove_dead_blocks(body);
            }
        }
        Ok(())
    }
}

fn remove_dead_blocks(body: &mut Body) {
    // Regions reachable from the body through live blocks.
    let mut work = vec![Body::BODY_REGION];
    while let Some(region) = work.pop() {
        let Some(&entry) = body.region(region).blocks.first() else {
            continue;
        };
        // Blocks whose address is taken stay, with what they reach.
        let live: HashSet<_> = live_blocks(body, entry).into_iter().collect();
        let (keep, dead): (Vec<_>, Vec<_>) = body.regions[region.index()]
            .blocks
            .iter()
            .partition(|b| live.contains(b));
        for b in dead {
            kill_block(body, b);
        }
        body.regions[region.index()].blocks = keep.clone();
        for b in keep {
            for &i in &body.blocks[b.index()].insts {
                if let InstKind::Directive(d) = &body.insts[i.index()].kind {
                    if let Some(r) = d.region {
                        work.push(r);
                    }
                }
            }
        }
    }
}

/// Detaches a block and everything nested in it from the layout.
fn kill_block(body: &mut Body, b: crate::entity::Block) {
    let insts = std::mem::take(&mut body.blocks[b.index()].insts);
    body.blocks[b.index()].region = None;
    for i in insts {
        body.insts[i.index()].block = None;
        if let InstKind::Directive(d) = &body.insts[i.index()].kind {
            if let Some(r) = d.region {
                // The region goes with its operation (the verifier skips parentless regions).
                body.regions[r.index()].parent = None;
                let blocks: Vec<_> = std::mem::take(&mut body.regions[r.index()].blocks);
                for nb in blocks {
                    kill_block(body, nb);
                }
            }
        }
    }
    let _: Option<Region> = None;
}
