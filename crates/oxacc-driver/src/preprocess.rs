//! `-E`, `-M` and friends: run the preprocessor on one input and write what was asked for.

use std::io::{Read, Write};
use std::path::Path;

use oxacc_cpp::{MacroOption, PreprocessOptions, PreprocessOutput};
use oxacc_source::{DiagnosticsEngine, FileId, SourceMap};

use crate::deps;
use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::Input;
use crate::options::{CStandard, OptLevel, Options};

/// Translates the driver's options into the preprocessor's.
/// `-isystem` directories, then oxacc's own headers (`openacc.h`, which must win over gcc's copy
/// in gcc's include directory: its declarations are libaccrt's), unless `-nostdinc`.
fn system_dirs(options: &Options) -> Vec<std::path::PathBuf> {
    let mut dirs = options.pp.system_dirs.clone();
    if !options.pp.nostdinc {
        dirs.extend(crate::jobs::runtime_include_dir());
    }
    dirs
}

pub fn preprocess_options(options: &Options, diags: &DiagnosticsEngine) -> PreprocessOptions {
    let pp = &options.pp;
    let std = match (options.std.c, options.std.gnu) {
        (CStandard::C89, false) => oxacc_cpp::CStandard::C89,
        (CStandard::C89, true) => oxacc_cpp::CStandard::Gnu89,
        (CStandard::C99, false) => oxacc_cpp::CStandard::C99,
        (CStandard::C99, true) => oxacc_cpp::CStandard::Gnu99,
        (CStandard::C11, false) => oxacc_cpp::CStandard::C11,
        (CStandard::C11, true) => oxacc_cpp::CStandard::Gnu11,
        (CStandard::C17 | CStandard::C23, false) => oxacc_cpp::CStandard::C17,
        (CStandard::C17 | CStandard::C23, true) => oxacc_cpp::CStandard::Gnu17,
    };
    PreprocessOptions {
        quote_dirs: pp.quote_dirs.clone(),
        include_dirs: pp.include_dirs.clone(),
        system_dirs: system_dirs(options),
        after_dirs: pp.after_dirs.clone(),
        force_includes: pp.force_includes.clone(),
        macro_includes: pp.macro_includes.clone(),
        keep_comments: pp.keep_comments,
        defines: pp
            .macros
            .iter()
            .map(|(m, define)| match define {
                true => MacroOption::Define(m.clone()),
                false => MacroOption::Undef(m.clone()),
            })
            .collect(),
        openacc: options.openacc,
        openmp: options.openmp,
        std,
        optimize: options.opt != OptLevel::O0,
        no_std_inc: pp.nostdinc,
        warn_unknown_pragmas: diags.warning_enabled("unknown-pragmas", false),
        fortran: false,
    }
}

/// Loads the input into the source map (standard input is read whole).
pub fn load_input(input: &Input, sm: &mut SourceMap) -> Option<FileId> {
    if input.is_stdin() {
        let mut text = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut text) {
            driver_error(&format!("cannot read standard input: {e}"));
            return None;
        }
        return Some(sm.add_file("<stdin>", &text));
    }
    let name = input.path.display().to_string();
    match sm.load_file(&input.path, &name, None) {
        Ok(id) => Some(id),
        Err(_) => {
            driver_error(&format!("no such file or directory: '{name}'"));
            None
        }
    }
}

pub fn run(
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
) -> bool {
    let Some(main) = load_input(input, sm) else {
        return false;
    };
    let opts = preprocess_options(options, diags);
    if options.verbose {
        print_search_list(&opts);
    }
    let result = oxacc_cpp::preprocess(sm, diags, main, &opts);
    if diags.has_errors() {
        return false;
    }
    if options.deps.wanted
        && *stage == Stage::Preprocess
        && !write_dependency_file(&result, input, None, options, sm)
    {
        return false;
    }
    match stage {
        Stage::Dependencies => {
            let rule = dependency_rule(&result, input, None, options, sm);
            write_output(output, |w| w.write_all(rule.as_bytes()))
        }
        _ if options.pp.dump_macros => {
            write_output(output, |w| oxacc_cpp::write_macro_definitions(&result, w))
        }
        _ => write_output(output, |w| {
            oxacc_cpp::write_preprocessed(sm, &result, w, options.pp.line_markers)
        }),
    }
}

/// `-v`: the include search list, in gcc's words, so users can see where headers come from.
fn print_search_list(opts: &PreprocessOptions) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "#include \"...\" search starts here:");
    for d in &opts.quote_dirs {
        let _ = writeln!(err, " {}", d.display());
    }
    let _ = writeln!(err, "#include <...> search starts here:");
    let system: &[std::path::PathBuf] = if opts.no_std_inc {
        &[]
    } else {
        oxacc_cpp::system_include_dirs()
    };
    for d in opts
        .include_dirs
        .iter()
        .chain(&opts.system_dirs)
        .chain(system)
        .chain(&opts.after_dirs)
    {
        let _ = writeln!(err, " {}", d.display());
    }
    let _ = writeln!(err, "End of search list.");
}

/// `-MD`/`-MMD`: the make rule as a side file, named after `object` when there is one.
pub fn write_dependency_file(
    result: &PreprocessOutput,
    input: &Input,
    object: Option<&Path>,
    options: &Options,
    sm: &SourceMap,
) -> bool {
    let rule = dependency_rule(result, input, object, options, sm);
    let path = deps::side_file(&options.deps, &input.path, object);
    write_output(Some(&path), |w| w.write_all(rule.as_bytes()))
}

fn dependency_rule(
    result: &PreprocessOutput,
    input: &Input,
    object: Option<&Path>,
    options: &Options,
    sm: &SourceMap,
) -> String {
    let system: Vec<&Path> = result
        .system_files
        .iter()
        .map(|&f| sm.file(f).path.as_path())
        .collect();
    let deps: Vec<_> = result
        .dependencies
        .iter()
        .filter(|d| !options.deps.user_only || !system.contains(&d.as_path()))
        .cloned()
        .collect();
    let targets = deps::targets(&options.deps, &input.path, object);
    deps::make_rule(&targets, &deps, options.deps.phony)
}

/// Runs `write` on `path`, or on stdout when `path` is None or `-`.
fn write_output(
    path: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> bool {
    let result = match path {
        Some(p) if p.as_os_str() != "-" => std::fs::File::create(p).and_then(|mut f| write(&mut f)),
        _ => write(&mut std::io::stdout().lock()),
    };
    match result {
        Ok(()) => true,
        // A reader that went away (`oxacc -E x.c | head`) is not our error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => true,
        Err(e) => {
            let name = path.map_or("standard output".to_owned(), |p| p.display().to_string());
            driver_error(&format!("cannot write '{name}': {e}"));
            false
        }
    }
}
