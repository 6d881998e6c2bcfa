//! The Fortran front end of oxacc, in the stages Flang also separates:
//!
//! 1. [`source_form`] — the prescanner: free and fixed source form, continuation lines,
//!    comments, `;` separators, statement labels, `INCLUDE` lines and the `!$acc` / `!$omp`
//!    directive sentinels. Its output is a list of logical lines whose every character still
//!    knows the file and byte it came from (provenance), so later diagnostics point into the
//!    original line.
//! 2. [`lexer`] — tokens with spans for one logical statement. Fortran has no reserved
//!    words: names stay names and the parser decides what they mean.
//! 3. [`parser`] — hand-written recursive descent into the [`ast`]; statements are classified
//!    one at a time (errors resynchronise at the end of the statement), then nested into
//!    program units and constructs.
//! 4. [`dump`] — an s-expression text form of the AST for snapshot tests.
//! 5. [`sema`] — name resolution, typing and constant folding into the typed tree of
//!    [`sema::tree`].
//! 6. [`lower`] — the typed tree to OIR, with gfortran's calling convention and Flang's
//!    runtime for I/O and STOP.
//!
//! Architecture invariant: lowering reads only the typed tree (never AST names); nothing
//! here calls LLVM; problems are reported only through the `oxacc-source` diagnostics engine.

pub mod ast;
pub mod dump;
pub mod lexer;
pub mod lower;
pub mod modfile;
pub mod parser;
pub mod sema;
pub mod source_form;

use std::path::PathBuf;

use oxacc_source::{DiagnosticsEngine, FileId, SourceMap};

/// The two source forms of Fortran 2018 §6.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SourceForm {
    #[default]
    Free,
    Fixed,
}

impl SourceForm {
    /// The form gfortran and flang pick from a file name: `.f`, `.for`, `.ftn`, `.fpp` (any
    /// case) are fixed form, everything else free form.
    pub fn from_path(path: &std::path::Path) -> SourceForm {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(|e| e.to_ascii_lowercase());
        match ext.as_deref() {
            Some("f" | "for" | "ftn" | "fpp" | "f77") => SourceForm::Fixed,
            _ => SourceForm::Free,
        }
    }
}

/// What the driver tells the front end (the gfortran flag each field mirrors is named).
#[derive(Clone, Debug)]
pub struct FortranOptions {
    /// `-ffree-form` / `-ffixed-form`, else chosen by file extension.
    pub form: SourceForm,
    /// `-ffixed-line-length-N`; `None` is `-ffixed-line-length-none`. Default 72.
    pub fixed_line_length: Option<u32>,
    /// `-ffree-line-length-N`; `None` is `-ffree-line-length-none`. Default 132.
    pub free_line_length: Option<u32>,
    /// `-fopenacc`: `!$acc` lines become directives and `!$` lines are compiled.
    pub openacc: bool,
    /// `-fopenmp`: `!$omp` lines become directives and `!$` lines are compiled.
    pub openmp: bool,
    /// `-I` directories searched for `INCLUDE` files after the including file's directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-fbackslash`: backslash escapes in character literals.
    pub backslash: bool,
    /// `-fimplicit-none` (for semantic analysis).
    pub implicit_none: bool,
    /// `-fdefault-real-8` (for semantic analysis).
    pub default_real_8: bool,
    /// `-fdefault-integer-8` (for semantic analysis).
    pub default_integer_8: bool,
    /// `--offload-arch=sm_NN`: the GPU whose context `metadirective` selectors match in
    /// device code (OpenMP 5.0 §2.3.1).
    pub offload_arch: Option<String>,
    /// `-fmax-stack-var-size=N`: local arrays of constant size above N bytes live on the
    /// heap (docs/design.md decision 74). Default 65536, as gfortran's.
    pub max_stack_var_size: u64,
}

impl Default for FortranOptions {
    fn default() -> FortranOptions {
        FortranOptions {
            form: SourceForm::Free,
            fixed_line_length: Some(72),
            free_line_length: Some(132),
            openacc: false,
            openmp: false,
            include_dirs: Vec::new(),
            backslash: false,
            implicit_none: false,
            default_real_8: false,
            default_integer_8: false,
            offload_arch: None,
            max_stack_var_size: 65536,
        }
    }
}

/// Prescans, lexes and parses `file` (already registered in `sm`). Problems are reported
/// through `diags`; the returned AST holds everything that could be parsed.
pub fn parse_file(
    sm: &mut SourceMap,
    file: FileId,
    options: &FortranOptions,
    diags: &mut DiagnosticsEngine,
) -> ast::File {
    let lines = source_form::prescan(sm, file, options, diags);
    parser::parse_lines(sm, &lines, options, diags)
}
