//! Starting `oxacc-cc1` for a compile stage. Its command line is a single-stage `oxacc`
//! command carrying every option the stage reads, so that the child parses it with the same
//! code and behaves exactly as an in-process run would; `-###` prints the same line.

use std::path::{Path, PathBuf};

use oxacc_source::{ColorChoice, DiagnosticsEngine, SourceMap};

use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::{Input, Language};
use crate::options::{CStandard, OptLevel, Options};

/// `oxacc-cc1` beside the running executable.
pub fn path() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("oxacc"));
    exe.with_file_name("oxacc-cc1")
}

/// The compile stage in a child process; its diagnostics go straight to our stderr.
pub fn run(
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
    _sm: &mut SourceMap,
    _diags: &mut DiagnosticsEngine,
) -> bool {
    let cc1 = path();
    match std::process::Command::new(&cc1)
        .args(args(input, stage, output, options))
        .status()
    {
        Ok(status) => status.success(),
        Err(e) => {
            driver_error(&format!("cannot run '{}': {e}", cc1.display()));
            false
        }
    }
}

/// The single-stage command line (without the program name) for `input`.
pub fn args(input: &Input, stage: &Stage, output: Option<&Path>, o: &Options) -> Vec<String> {
    let flag = match stage {
        Stage::Dependencies => "-M",
        Stage::Preprocess => "-E",
        Stage::SyntaxOnly => "-fsyntax-only",
        Stage::Assemble => "-S",
        Stage::Compile => "-c",
    };
    let mut a = vec![flag.to_owned()];
    a.extend(language(input));
    a.push(input.path.display().to_string());
    a.extend(language_flags(o));
    a.extend(crate::fortran::cc1_flags(o));
    a.extend(preprocessor_flags(o));
    a.extend(codegen_flags(o));
    a.extend(diagnostic_flags(o));
    a.extend(dependency_flags(o));
    // --emit-oir without -o prints to stdout: the stage's default object name must not be
    // passed as its output.
    let output = if o.emit_oir && o.output.is_none() {
        None
    } else {
        output
    };
    if let Some(out) = output {
        a.extend(["-o".to_owned(), out.display().to_string()]);
    }
    a
}

fn language(input: &Input) -> Vec<String> {
    let name = match input.language {
        Language::C => "c",
        Language::CPreprocessed => "cpp-output",
        Language::CHeader => "c-header",
        Language::Oir => "oir",
        _ => return Vec::new(),
    };
    vec!["-x".to_owned(), name.to_owned()]
}

fn language_flags(o: &Options) -> Vec<String> {
    let year = match o.std.c {
        CStandard::C89 => "89",
        CStandard::C99 => "99",
        CStandard::C11 => "11",
        CStandard::C17 => "17",
        CStandard::C23 => "23",
    };
    let mut flags = vec![format!(
        "-std={}{year}",
        if o.std.gnu { "gnu" } else { "c" }
    )];
    let switches = [(o.openacc, "-fopenacc"), (o.openmp, "-fopenmp")];
    flags.extend(
        switches
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, f)| f.to_string()),
    );
    flags
}

fn preprocessor_flags(o: &Options) -> Vec<String> {
    let pp = &o.pp;
    let mut flags = Vec::new();
    let dirs = [
        ("-iquote", &pp.quote_dirs),
        ("-I", &pp.include_dirs),
        ("-isystem", &pp.system_dirs),
        ("-idirafter", &pp.after_dirs),
        ("-include", &pp.force_includes),
        ("-imacros", &pp.macro_includes),
    ];
    for (flag, list) in dirs {
        for d in list {
            flags.extend([flag.to_owned(), d.display().to_string()]);
        }
    }
    if pp.nostdinc {
        flags.push("-nostdinc".to_owned());
    }
    if pp.keep_comments {
        flags.push("-C".to_owned());
    }
    for (m, define) in &pp.macros {
        flags.push(format!("-{}{m}", if *define { 'D' } else { 'U' }));
    }
    flags
}

fn codegen_flags(o: &Options) -> Vec<String> {
    let opt = match o.opt {
        OptLevel::O0 => "-O0",
        OptLevel::O1 => "-O1",
        OptLevel::O2 => "-O2",
        OptLevel::O3 => "-O3",
        OptLevel::Os => "-Os",
        OptLevel::Oz => "-Oz",
        OptLevel::Ofast => "-Ofast",
    };
    let mut flags = vec![opt.to_owned()];
    let switches = [
        (o.debug, "-g"),
        (o.pic, "-fPIC"),
        (o.emit_llvm, "-emit-llvm"),
        (o.emit_oir, "--emit-oir"),
        (o.ast_dump, "-ast-dump"),
        (o.minfo_accel, "-Minfo=accel"),
        (o.safeptr, "-Msafeptr"),
    ];
    flags.extend(
        switches
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, f)| f.to_string()),
    );
    flags.extend(o.march.iter().map(|m| format!("-march={m}")));
    flags.extend(o.mtune.iter().map(|m| format!("-mtune={m}")));
    flags.extend(o.target_features.iter().map(|f| match f.strip_prefix('-') {
        Some(name) => format!("-mno-{name}"),
        None => format!("-m{}", f.trim_start_matches('+')),
    }));
    flags.extend(o.host_multiversion.map(|on| {
        if on {
            "-fhost-multiversion".to_owned()
        } else {
            "-fno-host-multiversion".to_owned()
        }
    }));
    if o.fp_contract_fast {
        flags.push("-ffp-contract=fast".to_owned());
    }
    flags.extend(o.offload_arch.iter().map(|a| format!("--offload-arch={a}")));
    if o.gpu_fastmath {
        flags.push("-gpu=fastmath".to_owned());
    }
    for a in &o.llvm_args {
        flags.extend(["-mllvm".to_string(), a.clone()]);
    }
    flags.extend(o.print_after.iter().map(|p| format!("--print-after={p}")));
    flags.extend(o.codegen_flags.iter().cloned());
    flags
}

fn diagnostic_flags(o: &Options) -> Vec<String> {
    let d = &o.diag;
    let mut flags = Vec::new();
    let sorted = |set: &std::collections::HashSet<String>| {
        let mut v: Vec<String> = set.iter().cloned().collect();
        v.sort();
        v
    };
    flags.extend(
        sorted(&d.enabled_groups)
            .into_iter()
            .map(|g| format!("-W{g}")),
    );
    flags.extend(
        sorted(&d.disabled_groups)
            .into_iter()
            .map(|g| format!("-Wno-{g}")),
    );
    flags.extend(
        sorted(&d.error_groups)
            .into_iter()
            .map(|g| format!("-Werror={g}")),
    );
    if d.warnings_as_errors {
        flags.push("-Werror".to_owned());
    }
    flags.extend(
        sorted(&d.no_error_groups)
            .into_iter()
            .map(|g| format!("-Wno-error={g}")),
    );
    if d.suppress_warnings {
        flags.push("-w".to_owned());
    }
    flags.push(format!("-ferror-limit={}", d.error_limit));
    match d.color {
        ColorChoice::Auto => {}
        ColorChoice::Always => flags.push("-fdiagnostics-color=always".to_owned()),
        ColorChoice::Never => flags.push("-fdiagnostics-color=never".to_owned()),
    }
    flags
}

fn dependency_flags(o: &Options) -> Vec<String> {
    let deps = &o.deps;
    if !deps.wanted {
        return Vec::new();
    }
    let mut flags = vec![if deps.user_only { "-MMD" } else { "-MD" }.to_owned()];
    if deps.phony {
        flags.push("-MP".to_owned());
    }
    if let Some(f) = &deps.file {
        flags.extend(["-MF".to_owned(), f.display().to_string()]);
    }
    for t in &deps.targets {
        flags.extend(["-MT".to_owned(), t.clone()]);
    }
    flags
}
