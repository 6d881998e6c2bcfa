//! The C front end of oxacc: C17 plus the GNU extensions of glibc headers and HPC code.
//!
//! ```text
//! &[PpToken] ──lexer──▶ Vec<Token> ──parser──▶ TranslationUnit (syntactic, arena-based)
//!            ──sema──▶ TypedUnit (types, resolved names, implicit conversions explicit)
//! ```
//! Entry points: [`parse_translation_unit`], [`check`], [`dump`]. Every node is named by an id
//! into the [`ast::Ast`] arena and carries a span; every type is a [`types::TypeId`] into the
//! [`types::TypeTable`].
//!
//! Architecture invariant: this crate reads tokens, never files or macros (the preprocessor
//! did that), and reports every problem through the [`DiagnosticsEngine`]; no input panics.

pub mod acc;
pub mod asm;
pub mod ast;
pub mod dump;
pub mod layout;
pub mod lexer;
pub mod literal;
pub mod lower;
pub mod omp;
mod parser;
pub mod sema;
pub mod token;
pub mod types;
mod walk;

use oxacc_cpp::PpToken;
use oxacc_source::{DiagnosticsEngine, SourceMap};

pub use ast::TranslationUnit;
pub use sema::TypedUnit;

/// Parses a preprocessed translation unit. Syntax errors are reported to `diags`; the result
/// holds everything that could be parsed (nodes that could not are `Error` nodes).
pub fn parse_translation_unit(
    tokens: &[PpToken],
    sm: &SourceMap,
    diags: &mut DiagnosticsEngine,
) -> TranslationUnit {
    let toks = lexer::convert(tokens);
    with_big_stack(move || {
        let cell = std::cell::RefCell::new(diags);
        let parser = parser::Parser::new(toks, sm, &cell);
        parser.parse_translation_unit().0
    })
}

/// Runs `f` on a thread with a large stack: the parser bounds bracket nesting, but left-deep
/// operator chains (`a+a+…+a`) make trees as deep as they are long, and sema walks them
/// recursively. Falls back to the current thread if no thread can be started.
fn with_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    const STACK: usize = 512 << 20;
    let slot = std::sync::Mutex::new(Some(f));
    let take_and_run = || {
        let f = slot.lock().ok().and_then(|mut g| g.take());
        f.map(|f| f())
    };
    let result = std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn_scoped(s, take_and_run)
            .ok()?;
        match handle.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    });
    match result {
        Some(v) => v,
        // The thread could not be started: `f` is still in the slot.
        None => match slot.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some(f) => f(),
            None => unreachable!("the worker thread took the closure but returned nothing"),
        },
    }
}

/// Semantic analysis (C17 §6.2–§6.9): resolves names, computes types and layouts, checks
/// constraints, and makes implicit conversions explicit.
pub fn check(unit: TranslationUnit, sm: &SourceMap, diags: &mut DiagnosticsEngine) -> TypedUnit {
    with_big_stack(move || sema::check(unit, sm, diags))
}

/// Front-end options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `-fopenacc`: check `#pragma acc` directives and keep them for lowering (OpenACC 3.3);
    /// without it they are ignored, as gcc ignores them.
    pub openacc: bool,
    /// `-fopenmp`: check `#pragma omp` directives and lower the host constructs to OpenMP
    /// operations (OpenMP 4.5); without it they are ignored, as gcc ignores them.
    pub openmp: bool,
    /// The GPU architecture device code is compiled for (`sm_90`), for the `isa` trait of
    /// OpenMP context selectors (`oxacc_offload::omp_context`).
    pub offload_arch: Option<String>,
}

/// Parse and check in one go: what `-fsyntax-only` does. Each external declaration is
/// checked as soon as it is parsed, as clang does, so that diagnostics come in source order
/// and `-ferror-limit` counts the first errors of the file.
pub fn parse_and_check(
    tokens: &[PpToken],
    sm: &SourceMap,
    diags: &mut DiagnosticsEngine,
) -> TypedUnit {
    parse_and_check_with(tokens, sm, diags, &Options::default())
}

/// [`parse_and_check`] with front-end options.
pub fn parse_and_check_with(
    tokens: &[PpToken],
    sm: &SourceMap,
    diags: &mut DiagnosticsEngine,
    options: &Options,
) -> TypedUnit {
    let toks = lexer::convert(tokens);
    let openacc = options.openacc;
    let openmp = options.openmp;
    let arch = options.offload_arch.clone();
    with_big_stack(move || {
        let cell = std::cell::RefCell::new(diags);
        let mut parser = parser::Parser::new(toks, sm, &cell);
        let mut sema = sema::Sema::new(ast::Ast::default(), sm, &cell);
        sema.openacc = openacc;
        sema.openmp = openmp;
        sema.omp.offload_arch = arch;
        let mut items = Vec::new();
        loop {
            // The arena moves between the two: the parser appends the next item's nodes,
            // sema then adds its implicit conversions to the same arena.
            let first_new = items.len();
            parser.ast = std::mem::take(&mut sema.ast);
            let more = parser.parse_next_item(&mut items);
            sema.ast = std::mem::take(&mut parser.ast);
            for item in &items[first_new..] {
                sema.external_item(item);
            }
            if !more {
                break;
            }
        }
        sema.finish(items)
    })
}

/// The typed AST as text (`-ast-dump`), for tests and debugging.
pub fn dump(unit: &TypedUnit) -> String {
    with_big_stack(|| dump::dump(unit))
}

#[cfg(test)]
mod tests;
