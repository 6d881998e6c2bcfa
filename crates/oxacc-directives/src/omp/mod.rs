//! The OpenMP directive language beside OpenACC: the same [`crate::DirToken`] input, the same
//! [`crate::TokRange`] arguments and [`crate::DirError`] diagnostics. Covers the OpenMP 4.5
//! host and device constructs, the 5.0 additions oxacc implements (`loop`, memory orders,
//! `requires`, the memory-management directives that grew out of TR5), and 5.1's `masked`.
//!
//! [`crate::parse_omp`] reads the line after `#pragma omp` / `!$omp`; [`crate::check_omp`]
//! applies the directive-local restrictions, each diagnostic citing its spec section.
//! Nesting rules (a `teams` not directly inside `target`, `distribute` outside `teams`,
//! `section` outside `sections`) belong to the front end, which knows the enclosing region.

pub mod ast;

mod check;
mod clause;
pub mod context;
mod dump;
pub(crate) mod names;
mod parse;
pub(crate) mod rules;

pub use ast::*;
pub(crate) use check::check;
pub use clause::sink_element;
pub(crate) use parse::parse;
