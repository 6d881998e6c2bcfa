//! The `oxacc` driver as a library shared by its two executables:
//!
//! - `oxacc` (`src/main.rs`): the command line users type. It plans the jobs, preprocesses
//!   in-process, and starts `oxacc-cc1` for each compile stage. It never links LLVM, so `-E`,
//!   `-M` and friends start as fast as gcc's driver.
//! - `oxacc-cc1` (`src/bin/oxacc-cc1.rs`): one source file through one compile stage
//!   (`-fsyntax-only`, `-S`, `-c`), in-process, LLVM included. Its command line is the
//!   single-stage `oxacc` command that `-###` prints.
//!
//! Orchestration only: the language and code-generation logic lives in the other crates.

mod args;
mod cc1;
mod cli;
mod compile;
mod deps;
mod device;
#[cfg(test)]
mod devmath;
mod driver;
mod fortran;
mod help;
mod jobs;
mod language;
mod options;
mod preprocess;
mod stages;

pub use driver::run;
pub use stages::CompileStage;

/// The compile stages run in this process (what `oxacc-cc1` does).
pub const IN_PROCESS: CompileStage = compile::run;

/// The compile stages run by starting `oxacc-cc1` (what `oxacc` does).
pub const SUBPROCESS: CompileStage = cc1::run;
