//! Source files, locations and diagnostics: the one place every stage of oxacc reports through.
//!
//! - [`SourceMap`] owns the text of every file read during a compilation, remembers which
//!   `#include` brought each file in, and records macro expansions so that a token produced by a
//!   macro can be traced back to both its spelling and the place the macro was used.
//! - [`Span`] is a small copyable byte range in one file plus the expansion it came from.
//! - [`DiagnosticsEngine`] renders [`Diagnostic`]s in the gcc/clang format
//!   (`file:line:col: error: message`, the source line, a caret), applies `-Werror`, `-w` and
//!   `-ferror-limit=N`, and counts errors so the driver can choose the exit status.
//!
//! Architecture invariant: this crate knows nothing about C, Fortran or OpenACC.

mod diagnostic;
mod engine;
mod render;
mod source_map;
mod span;

pub use diagnostic::{Diagnostic, Label, Severity};
pub use engine::{ColorChoice, DiagnosticOptions, DiagnosticsEngine};
pub use source_map::{Expansion, LineCol, SourceError, SourceFile, SourceMap};
pub use span::{ExpnId, FileId, Span};
