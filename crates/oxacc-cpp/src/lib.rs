//! The C preprocessor (C17 §6.10 plus the GNU extensions glibc and HPC codes rely on).
//!
//! Input: a main file in the [`oxacc_source::SourceMap`]. Output: the fully macro-expanded
//! token stream of the translation unit, with every token's spelling location and macro
//! expansion recorded in its [`Span`](oxacc_source::Span). `#pragma acc …` / `#pragma omp …`
//! lines survive as `PragmaBegin … PragmaEnd` token groups whose tokens are macro-expanded
//! (OpenACC 3.3 §2.1) when `-fopenacc` / `-fopenmp` is on, for the parser to attach to
//! statements. Other pragmas that gcc passes on (`GCC diagnostic`, `pack`, `weak`, unknown
//! ones) are also `PragmaBegin(namespace) … PragmaEnd` groups, unexpanded: a parser skips the
//! namespaces it does not know.
//!
//! # Public API
//! - [`preprocess`]`(sm, diags, main, opts) -> `[`PreprocessOutput`]: the whole of phases 1–4.
//!   Errors are reported through the [`DiagnosticsEngine`]; the caller checks
//!   `diags.has_errors()` for the exit status. Never panics, always returns (fuzzed: see
//!   `docs/testing.md`).
//! - [`write_preprocessed`]: the `-E` text (gcc-style `# line "file" flags` markers, or none
//!   for `-P`). [`write_macro_definitions`]: the `-dM` dump.
//! - [`tokenize`]: raw pp-tokens of one file, without preprocessing (for tests and tools).
//! - [`system_include_dirs`]: gcc's `<…>` search list, discovered at run time (cached per gcc
//!   install under `$XDG_CACHE_HOME/oxacc/`).
//!
//! Architecture invariant: the preprocessor knows tokens, not C syntax; it never builds an AST.

mod conditional;
mod expand;
mod expr;
mod include;
pub mod lex;
mod macro_def;
mod pragma;
mod predefined;
mod preprocessor;
mod printer;
mod system_dirs;
#[cfg(test)]
mod tests;
pub mod token;

use std::path::PathBuf;

use oxacc_source::{DiagnosticsEngine, FileId, SourceMap};

pub use lex::tokenize;
pub use macro_def::MacroDef;
pub use printer::{
    write_macro_definitions, write_preprocessed, write_preprocessed_keep_columns,
    write_preprocessed_keep_columns_marked,
};
pub use system_dirs::system_include_dirs;
pub use token::{PpToken, PpTokenKind, TokenFlags};

/// `-std=`: decides `__STDC_VERSION__`, `__STRICT_ANSI__` and the `linux`/`unix` macros.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CStandard {
    C89,
    Gnu89,
    C99,
    Gnu99,
    C11,
    Gnu11,
    C17,
    #[default]
    Gnu17,
}

/// One `-D` or `-U` option, kept in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroOption {
    /// `-DNAME`, `-DNAME=VALUE` or `-D'F(x)=x'`: the text after `-D`.
    Define(String),
    /// `-UNAME`.
    Undef(String),
}

#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    /// `-iquote`: searched for `#include "…"` only, after the including file's directory.
    pub quote_dirs: Vec<PathBuf>,
    /// `-I`.
    pub include_dirs: Vec<PathBuf>,
    /// `-isystem`: searched after `-I`, marked as system headers.
    pub system_dirs: Vec<PathBuf>,
    /// `-idirafter`: searched after the system directories, and system directories themselves
    /// (as in gcc).
    pub after_dirs: Vec<PathBuf>,
    /// `-include`: each file is read as if `#include "FILE"` came before the main file's first
    /// line, in order. It is looked for in the working directory first, then along the
    /// `#include "…"` chain (`-iquote`, `-I`, …), as gcc does.
    pub force_includes: Vec<PathBuf>,
    /// `-imacros`: like `-include`, and before those, but the file's output is thrown away;
    /// only its macro definitions stay.
    pub macro_includes: Vec<PathBuf>,
    /// `-C`: comments in the text are kept, as [`PpTokenKind::Other`] tokens whose text is the
    /// comment as written (starting with `/*` or `//`). As in gcc, comments on directive lines,
    /// in macro definitions and in skipped groups are dropped, a `//` comment inside macro
    /// arguments becomes a `/* */` one, and a comment before a `#` makes the line ordinary
    /// text. Meant for `-E` output: a C parser does not expect these tokens.
    pub keep_comments: bool,
    /// `-D` / `-U` in command-line order.
    pub defines: Vec<MacroOption>,
    /// `-fopenacc`: defines `_OPENACC` 202211 and expands `#pragma acc` lines.
    pub openacc: bool,
    /// `-fopenmp`: defines `_OPENMP` 201511 and expands `#pragma omp` lines.
    pub openmp: bool,
    pub std: CStandard,
    /// `-O1` and above: `__OPTIMIZE__` instead of `__NO_INLINE__`.
    pub optimize: bool,
    /// `-nostdinc`: no gcc system directories and no implicit `<stdc-predef.h>`.
    pub no_std_inc: bool,
    /// `-Wunknown-pragmas` (also turned on by `-Wall`).
    pub warn_unknown_pragmas: bool,
    /// Fortran source (`gfortran -cpp`, whose traditional mode knows no C literals): a lone
    /// apostrophe, as in a comment's "don't", is no unterminated literal to warn about. The
    /// rest of its line is still one token, so nothing in it is expanded.
    pub fortran: bool,
}

/// What [`preprocess`] produces.
#[derive(Debug, Default)]
pub struct PreprocessOutput {
    /// The expanded translation unit, ending with one [`PpTokenKind::Eof`].
    pub tokens: Vec<PpToken>,
    /// Every macro defined at the end of the translation unit, in definition order (`-dM`).
    pub macros: Vec<MacroDef>,
    /// Every file read (main file first, each once), for `-M` / `-MD`.
    pub dependencies: Vec<PathBuf>,
    /// Inclusions that are system headers (line-marker flag 3 in `-E` output).
    pub system_files: Vec<FileId>,
}

/// Preprocesses the translation unit whose main file is `main` (translation phases 1–4,
/// C17 §5.1.1.2). Diagnostics go to `diags`; the result is complete even after errors.
pub fn preprocess(
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
    main: FileId,
    opts: &PreprocessOptions,
) -> PreprocessOutput {
    preprocessor::Preprocessor::new(sm, diags, opts).run(main)
}
