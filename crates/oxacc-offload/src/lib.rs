//! The OpenACC layer shared by the front ends (OpenACC 3.3 chapter 2): the language-neutral
//! rules of directives and their lowering to OIR. A front end parses a directive with
//! `oxacc-directives`, checks its clause arguments as host-language expressions and variables,
//! asks [`rules`] and [`jumps`] about placement, nesting, levels, reductions and branches, and
//! hands the checked [`clause::Clause`]s to [`lower`] through its implementation of
//! [`host::Host`]. The vocabulary (directive-model names to OIR names) is mapped once, in
//! [`vocab`].
//!
//! **Invariant:** knows no host language. Everything about C or Fortran syntax and types
//! reaches this crate through the [`host::Host`] trait, a [`rules::TypeClass`], or facts the
//! front end computed ([`rules::Placement`], [`jumps::JumpFrame`]).

pub mod atomic;
pub mod clause;
pub mod host;
pub mod jumps;
pub mod lower;
pub mod omp_allocate;
pub mod omp_allocator;
pub mod omp_context;
pub mod omp_depobj;
pub mod omp_device;
pub mod omp_doacross;
pub mod omp_host;
pub mod omp_iterator;
pub mod omp_league;
pub mod omp_loop;
pub mod omp_mapper;
pub mod omp_partials;
pub mod omp_requires;
pub mod omp_target_conditional;
pub mod omp_target_udr;
pub mod omp_task;
pub mod omp_team_sync;
pub mod omp_udr;
pub mod rules;
pub mod scopes;
pub mod vocab;

pub use clause::{Clause, ClauseArgs, Wait};
pub use host::{DataFrame, Exit, Host, IntWidth};
pub use rules::{TypeClass, Violation};
