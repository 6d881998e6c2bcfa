//! The C preprocessor (C17 §6.10 plus the GNU extensions glibc and HPC codes rely on).
//!
//! Input: a main file in the [`oxacc_source::SourceMap`]. Output: the fully macro-expanded
//! token stream of the translation unit, with every token's spelling location and macro
//! expansion recorded in its [`Span`](oxacc_source::Span). `#pragma acc …` / `#pragma omp …`
//! lines survive as `PragmaBegin … PragmaEnd` token groups whose tokens are macro-expanded
//! (OpenACC 3.3 §2.1), for the parser to attach to statements.
//!
//! Architecture invariant: the preprocessor knows tokens, not C syntax; it never builds an AST.

pub mod token;

pub use token::{PpToken, PpTokenKind, TokenFlags};
