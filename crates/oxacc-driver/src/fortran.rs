//! Fortran inputs: the gfortran flags the front end reads, the compile stage (the C
//! preprocessor first for `.F90`/`.F` or `-cpp`, as `gfortran -cpp`), and Flang's runtime
//! library for the link.

use std::path::{Path, PathBuf};

use oxacc_fortran::{FortranOptions, SourceForm};
use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::{Input, Language};
use crate::options::{CStandard, Options};

/// Flang's runtime (I/O, STOP, character intrinsics), a static archive: only the members a
/// program uses are linked, so C programs do not change and executables need no Fortran
/// compiler at run time.
pub const FLANG_RUNTIME: &str =
    "/usr/lib/llvm-22/lib/clang/22/lib/x86_64-pc-linux-gnu/libflang_rt.runtime.a";

/// The gfortran flags of the command line, as given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FortranFlags {
    /// `-ffree-form` / `-ffixed-form`.
    pub form: Option<SourceForm>,
    /// `-ffixed-line-length-N` (`Some(None)`: `-none`).
    pub fixed_line_length: Option<Option<u32>>,
    /// `-ffree-line-length-N` (`Some(None)`: `-none`).
    pub free_line_length: Option<Option<u32>>,
    /// `-cpp` / `-nocpp`.
    pub cpp: Option<bool>,
    /// `-J dir` / `-module dir`: where module files are written (the current directory
    /// without it), and a directory searched for them after `-I`'s.
    pub module_dir: Option<PathBuf>,
    pub default_real_8: bool,
    pub default_integer_8: bool,
    pub implicit_none: bool,
    pub backslash: bool,
    /// `-fmax-stack-var-size=N` (bytes).
    pub max_stack_var_size: Option<u64>,
}

/// A `-f` flag of gfortran's; false when it is not one.
pub fn apply_feature(fl: &mut FortranFlags, name: &str) -> bool {
    let length = |v: &str| -> Option<Option<u32>> {
        match v {
            "none" | "0" => Some(None),
            n => n.parse().ok().map(Some),
        }
    };
    match name {
        "free-form" => fl.form = Some(SourceForm::Free),
        "fixed-form" => fl.form = Some(SourceForm::Fixed),
        "default-real-8" => fl.default_real_8 = true,
        "default-integer-8" => fl.default_integer_8 = true,
        "implicit-none" => fl.implicit_none = true,
        "backslash" => fl.backslash = true,
        "no-backslash" => fl.backslash = false,
        _ => {
            if let Some(v) = name.strip_prefix("fixed-line-length-") {
                match length(v) {
                    Some(l) => fl.fixed_line_length = Some(l),
                    None => return false,
                }
            } else if let Some(v) = name.strip_prefix("free-line-length-") {
                match length(v) {
                    Some(l) => fl.free_line_length = Some(l),
                    None => return false,
                }
            } else {
                return false;
            }
        }
    }
    true
}

/// The flags an `oxacc-cc1` child needs to compile a Fortran input the same way.
pub fn cc1_flags(o: &Options) -> Vec<String> {
    let fl = &o.fortran;
    let mut a = Vec::new();
    match fl.form {
        Some(SourceForm::Free) => a.push("-ffree-form".to_owned()),
        Some(SourceForm::Fixed) => a.push("-ffixed-form".to_owned()),
        None => {}
    }
    let len = |l: Option<u32>| l.map_or("none".to_owned(), |n| n.to_string());
    if let Some(l) = fl.fixed_line_length {
        a.push(format!("-ffixed-line-length-{}", len(l)));
    }
    if let Some(l) = fl.free_line_length {
        a.push(format!("-ffree-line-length-{}", len(l)));
    }
    match fl.cpp {
        Some(true) => a.push("-cpp".to_owned()),
        Some(false) => a.push("-nocpp".to_owned()),
        None => {}
    }
    if let Some(n) = fl.max_stack_var_size {
        a.push(format!("-fmax-stack-var-size={n}"));
    }
    if let Some(d) = &fl.module_dir {
        a.extend(["-J".to_owned(), d.display().to_string()]);
    }
    for (on, flag) in [
        (fl.default_real_8, "-fdefault-real-8"),
        (fl.default_integer_8, "-fdefault-integer-8"),
        (fl.implicit_none, "-fimplicit-none"),
        (fl.backslash, "-fbackslash"),
    ] {
        if on {
            a.push(flag.to_owned());
        }
    }
    a
}

pub fn is_fortran(language: Language) -> bool {
    matches!(
        language,
        Language::FortranFixed { .. } | Language::FortranFree { .. }
    )
}

/// The front end's options for one input.
fn front_end_options(input: &Input, o: &Options) -> FortranOptions {
    let fl = &o.fortran;
    let form = fl.form.unwrap_or(match input.language {
        Language::FortranFixed { .. } => SourceForm::Fixed,
        _ => SourceForm::Free,
    });
    let defaults = FortranOptions::default();
    FortranOptions {
        form,
        fixed_line_length: fl.fixed_line_length.unwrap_or(defaults.fixed_line_length),
        free_line_length: fl.free_line_length.unwrap_or(defaults.free_line_length),
        openacc: o.openacc,
        openmp: o.openmp,
        // `include 'omp_lib.h'` (OpenMP 4.5 §3.1) finds the runtime's after the user's
        // directories.
        include_dirs: o
            .pp
            .include_dirs
            .iter()
            .cloned()
            .chain(crate::jobs::runtime_include_dir().filter(|_| o.openmp))
            .collect(),
        backslash: fl.backslash,
        implicit_none: fl.implicit_none,
        default_real_8: fl.default_real_8,
        default_integer_8: fl.default_integer_8,
        offload_arch: o.offload_arch.first().cloned(),
        max_stack_var_size: fl.max_stack_var_size.unwrap_or(defaults.max_stack_var_size),
    }
}

/// Whether the C preprocessor runs first: `.F90`/`.F` or `-cpp`, unless `-nocpp`.
fn wants_cpp(input: &Input, o: &Options) -> bool {
    let by_name = matches!(
        input.language,
        Language::FortranFixed { preprocess: true } | Language::FortranFree { preprocess: true }
    );
    o.fortran.cpp.unwrap_or(by_name)
}

/// Parses, checks and lowers one Fortran input; `None` after an error (reported) or for
/// `-fsyntax-only` (`Some` of nothing to emit is not needed there).
pub fn lower(
    input: &Input,
    stage: &Stage,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
) -> Result<Option<oxacc_oir::Module>, ()> {
    // -fopenacc and -fopenmp: directives are parsed and checked (docs/fortran.md "OpenACC",
    // "OpenMP"); sema and lowering report each directive or clause they cannot compile yet,
    // so nothing is silently run serially.
    let Some(mut file) = crate::preprocess::load_input(input, sm) else {
        return Err(());
    };
    if wants_cpp(input, options) {
        file = preprocess(file, options, sm, diags)?;
    }
    let fo = front_end_options(input, options);
    let t = oxacc_oir::phase_time::phase("parse (Fortran)");
    let ast = oxacc_fortran::parse_file(sm, file, &fo, diags);
    drop(t);
    if diags.has_errors() {
        return Err(());
    }
    // gfortran's search order for module files: the current directory, `-I`, then `-J`.
    let mut dirs = vec![PathBuf::from(".")];
    dirs.extend(fo.include_dirs.iter().cloned());
    dirs.extend(options.fortran.module_dir.iter().cloned());
    let t = oxacc_oir::phase_time::phase("read used modules (Fortran)");
    let modules = oxacc_fortran::modfile::load_used_modules(&ast, sm, &fo, &dirs, diags);
    drop(t);
    if diags.has_errors() {
        return Err(());
    }
    let name = input.path.display().to_string();
    let t = oxacc_oir::phase_time::phase("semantic analysis (Fortran)");
    let program = oxacc_fortran::sema::analyze_with_modules(&ast, &modules, sm, &name, &fo, diags);
    drop(t);
    if diags.has_errors() {
        return Err(());
    }
    let out_dir = options
        .fortran
        .module_dir
        .clone()
        .unwrap_or_else(|| PathBuf::from("."));
    let t = oxacc_oir::phase_time::phase("write module files (Fortran)");
    let written = oxacc_fortran::modfile::write_modules(&ast, sm, &fo, &out_dir);
    drop(t);
    if let Err(e) = written {
        driver_error(&e);
        return Err(());
    }
    if *stage == Stage::SyntaxOnly {
        return Ok(None);
    }
    let t = oxacc_oir::phase_time::phase("lower to OIR (Fortran)");
    let lowered = oxacc_fortran::lower::lower(&program, sm, diags);
    drop(t);
    match lowered {
        Some(m) if !diags.has_errors() => Ok(Some(m)),
        _ => Err(()),
    }
}

/// `gfortran -cpp`: the C preprocessor over the file, in C89 mode so that `//` (Fortran's
/// concatenation) is not a comment; the output is the source the front end reads, under the
/// original file's name.
fn preprocess(
    file: oxacc_source::FileId,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
) -> Result<oxacc_source::FileId, ()> {
    let mut pp_options = options.clone();
    pp_options.std.c = CStandard::C89;
    pp_options.std.gnu = false;
    let mut opts = crate::preprocess::preprocess_options(&pp_options, diags);
    opts.fortran = true;
    let result = oxacc_cpp::preprocess(sm, diags, file, &opts);
    if diags.has_errors() {
        return Err(());
    }
    let mut text = Vec::new();
    // Columns kept: fixed form reads them (gfortran -cpp runs cpp in traditional mode).
    if oxacc_cpp::write_preprocessed_keep_columns_marked(sm, &result, &mut text).is_err() {
        driver_error("cannot write the preprocessed source");
        return Err(());
    }
    let name = sm.file(file).name.clone();
    let (text, markers) = take_line_markers(&String::from_utf8_lossy(&text));
    let id = sm.add_file(&name, &text);
    for (offset, line, marked) in markers {
        sm.add_line_directive(id, offset, line, Some(&marked));
    }
    Ok(id)
}

/// The preprocessed text without its line markers (`# 12 "common.Fh" 1`, which are not
/// Fortran), and for each the offset of the line it describes, its line number and file name:
/// `#line` directives of the text, so that diagnostics name the file a line came from (an
/// `#include`d template, as OpenACCV-V's atomic tests are built).
fn take_line_markers(text: &str) -> (String, Vec<(u32, u32, String)>) {
    let mut out = String::with_capacity(text.len());
    let mut markers = Vec::new();
    for line in text.split_inclusive('\n') {
        match line_marker(line.trim_end_matches(['\n', '\r'])) {
            Some((n, name)) => {
                let offset = u32::try_from(out.len()).unwrap_or(u32::MAX);
                markers.push((offset, n, name));
            }
            None => out.push_str(line),
        }
    }
    (out, markers)
}

/// `# 12 "name" flags…`: the line number and the unquoted name.
fn line_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix("# ")?;
    let (num, rest) = rest.split_once(' ')?;
    let n = num.parse().ok()?;
    let quoted = rest.strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = quoted.chars();
    loop {
        match chars.next()? {
            '"' => break,
            '\\' => name.push(chars.next()?),
            c => name.push(c),
        }
    }
    Some((n, name))
}

/// Flang's runtime and libm for every link, when the runtime is installed.
pub fn runtime_link_args() -> Vec<String> {
    if Path::new(FLANG_RUNTIME).is_file() {
        vec![FLANG_RUNTIME.to_owned(), "-lm".to_owned()]
    } else {
        Vec::new()
    }
}
