//! The driver's view of a command line: what to do, with which inputs and settings.
//! Built from the clap [`Cli`]; every flag ends up either in a field here or in an error or
//! warning — nothing is dropped silently.

use std::path::PathBuf;

use oxacc_source::{ColorChoice, DiagnosticOptions};

use crate::args::Normalized;
use crate::cli::Cli;
use crate::language::{Input, Language};

/// What the user asked the compiler to produce; later stages imply the earlier ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Action {
    /// `-M`/`-MM`: only the dependency rule.
    Dependencies,
    /// `-E`
    Preprocess,
    /// `-fsyntax-only`
    SyntaxOnly,
    /// `-S`
    Assemble,
    /// `-c`
    Compile,
    /// No action flag: compile and link.
    Link,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CStandard {
    C89,
    C99,
    C11,
    C17,
    C23,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standard {
    pub c: CStandard,
    /// `gnu…` dialects (the default) keep GNU extensions and do not define `__STRICT_ANSI__`.
    pub gnu: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptLevel {
    O0,
    O1,
    O2,
    O3,
    Os,
    Oz,
    Ofast,
}

/// Where compute regions run: nvc's `-acc=gpu|multicore|host`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccTarget {
    /// GPU code plus the host fallback (the default).
    Gpu,
    /// Host only, gangs spread over all cores.
    Multicore,
    /// Host only, sequential.
    Host,
}

#[derive(Clone, Debug, Default)]
pub struct PreprocessorFlags {
    pub quote_dirs: Vec<PathBuf>,
    pub include_dirs: Vec<PathBuf>,
    pub system_dirs: Vec<PathBuf>,
    pub after_dirs: Vec<PathBuf>,
    pub force_includes: Vec<PathBuf>,
    pub macro_includes: Vec<PathBuf>,
    pub nostdinc: bool,
    /// `-D`/`-U` in order: `(name[=value], true)` defines, `(name, false)` undefines.
    pub macros: Vec<(String, bool)>,
    pub line_markers: bool,
    pub keep_comments: bool,
    pub dump_macros: bool,
}

#[derive(Clone, Debug, Default)]
pub struct DependencyFlags {
    /// `-M`/`-MM`/`-MD`/`-MMD` given.
    pub wanted: bool,
    /// `-MM`/`-MMD`: leave out system headers.
    pub user_only: bool,
    /// `-MP`: a phony target per header.
    pub phony: bool,
    pub file: Option<PathBuf>,
    pub targets: Vec<String>,
}

#[derive(Clone, Debug, Default)]
pub struct LinkFlags {
    pub lib_dirs: Vec<String>,
    /// `-l`, `-Wl,` and `-Xlinker` items with the number of inputs before each.
    pub items: Vec<(usize, String)>,
    pub shared: bool,
    pub static_link: bool,
    pub pthread: bool,
    pub rdynamic: bool,
    pub pie: Option<bool>,
    pub nostdlib: bool,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub action: Action,
    pub inputs: Vec<Input>,
    pub output: Option<PathBuf>,
    pub std: Standard,
    pub opt: OptLevel,
    pub debug: bool,
    pub openacc: bool,
    pub openmp: bool,
    pub acc_target: AccTarget,
    pub offload_arch: Vec<String>,
    /// `-gpu=fastmath` (nvc): device code uses the approximate math instructions, as with
    /// `-Ofast`, while host code keeps the `-O` level's exact math.
    pub gpu_fastmath: bool,
    /// `-mllvm OPTION`: options for LLVM's own command-line parser.
    pub llvm_args: Vec<String>,
    pub minfo_accel: bool,
    /// `-Msafeptr` (nvc): C pointers are taken not to overlap, as if declared `restrict`.
    pub safeptr: bool,
    pub pic: bool,
    pub march: Option<String>,
    /// `-mtune=` (or gcc's deprecated `-mcpu=`): the CPU to tune host code for.
    pub mtune: Option<String>,
    /// `-mavx2`, `-mno-fma`, …: host target features as LLVM spells them (`+avx2`,
    /// `-fma`), in command-line order (the last of `-mX`/`-mno-X` wins, as in LLVM).
    pub target_features: Vec<String>,
    /// `-f[no-]host-multiversion`: build host region bodies for x86-64-v2 and x86-64-v3 and
    /// pick by the CPU (decision 93); `None`: the default, on at `-O2` and above unless
    /// `-march=` or an extension flag chose the instruction set.
    pub host_multiversion: Option<bool>,
    /// `-ffp-contract=fast`: host code may fuse `a*b+c` into an fma across statements (gcc's
    /// GNU-mode default). `off` and `on` (contraction within an expression, clang's default,
    /// which permits but does not require it) contract nothing on the host (decision 93).
    pub fp_contract_fast: bool,
    /// Machine (`-m…`) and code-generation (`-f…`) flags for the stages that use them.
    pub codegen_flags: Vec<String>,
    pub ast_dump: bool,
    pub emit_llvm: bool,
    pub emit_oir: bool,
    pub print_after: Vec<String>,
    pub pp: PreprocessorFlags,
    pub deps: DependencyFlags,
    pub link: LinkFlags,
    pub diag: DiagnosticOptions,
    pub verbose: bool,
    pub print_commands: bool,
    /// The gfortran flags (`fortran.rs`).
    pub fortran: crate::fortran::FortranFlags,
}

/// A problem with the command line; the driver reports it as `oxacc: error: …`.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum OptionError {
    #[error("invalid value '{value}' in '{flag}'")]
    InvalidValue { flag: String, value: String },
    #[error("no input files")]
    NoInputs,
    #[error("cannot specify '-o' with '-c', '-S' or '-E' with multiple files")]
    OutputWithMultipleInputs,
    /// clang's wording, with its note listing the values.
    #[error("unknown target CPU '{cpu}' in '{flag}{cpu}'\nnote: valid values are: {valid}")]
    UnknownCpu {
        flag: &'static str,
        cpu: String,
        valid: String,
    },
}

/// `-W…` groups that `-Wall` turns on among those that are off by default.
const WALL_GROUPS: &[&str] = &[
    "unknown-pragmas",
    "unused-variable",
    "unused-function",
    "parentheses",
    "pointer-sign",
];
const WEXTRA_GROUPS: &[&str] = &["unused-parameter", "sign-compare"];

/// `-f` flags that later stages read; accepted and passed on (see `codegen_flags`).
const CODEGEN_FEATURES: &[&str] = &[
    "fast-math",
    "no-fast-math",
    "strict-aliasing",
    "no-strict-aliasing",
    "omit-frame-pointer",
    "no-omit-frame-pointer",
    "unroll-loops",
    "no-unroll-loops",
    "common",
    "no-common",
    "builtin",
    "no-builtin",
    "inline",
    "no-inline",
    "signed-char",
    "unsigned-char",
    "wrapv",
    "no-wrapv",
    "acc-fusion",
    "no-acc-fusion",
    "math-errno",
    "no-math-errno",
    "vectorize",
    "no-vectorize",
    "tree-vectorize",
    "no-tree-vectorize",
    "stack-protector",
    "stack-protector-strong",
    "no-stack-protector",
    "exceptions",
    "no-exceptions",
    "asynchronous-unwind-tables",
    "no-asynchronous-unwind-tables",
    "function-sections",
    "data-sections",
    "openacc-dim",
    "lto",
    "no-lto",
];

pub struct Parsed {
    pub options: Options,
    /// Flags that were accepted but not understood; the driver warns about each.
    pub ignored: Vec<String>,
    /// Other warnings about the command line, worded in full.
    pub warnings: Vec<String>,
}

impl Options {
    /// `normalized` supplies what clap cannot keep: the order of `-x` and linker items.
    pub fn from_cli(cli: Cli, normalized: &Normalized) -> Result<Parsed, OptionError> {
        let mut ignored = Vec::new();
        let mut o = Options::defaults();
        o.verbose = cli.verbose;
        o.print_commands = cli.print_commands;
        o.output = cli.output.map(PathBuf::from);
        o.std = parse_std(cli.std.as_deref(), cli.ansi)?;
        o.opt = match cli.opt.last() {
            Some(level) => parse_opt(level)?,
            None => OptLevel::O0,
        };
        o.debug = cli.debug.last().is_some_and(|g| g != "0");
        o.ast_dump = cli.ast_dump;
        o.emit_llvm = cli.emit_llvm;
        o.emit_oir = cli.emit_oir;
        o.print_after = cli.print_after;
        o.offload_arch = cli.offload_arch;
        o.llvm_args = cli.mllvm;
        o.openacc = cli.acc || !cli.acc_target.is_empty();
        for target in &cli.acc_target {
            for t in target.split(',') {
                o.acc_target = match t {
                    "gpu" => AccTarget::Gpu,
                    "multicore" => AccTarget::Multicore,
                    "host" => AccTarget::Host,
                    _ => return Err(invalid("-acc=", t)),
                };
            }
        }
        for gpu in cli.gpu.iter().flat_map(|g| g.split(',')) {
            match gpu
                .strip_prefix("cc")
                .filter(|n| n.len() >= 2 && n.bytes().all(|b| b.is_ascii_digit()))
            {
                Some(cc) => o.offload_arch.push(format!("sm_{cc}")),
                None if gpu == "fastmath" => o.gpu_fastmath = true,
                None if gpu == "nofastmath" => o.gpu_fastmath = false,
                None => ignored.push(format!("-gpu={gpu}")),
            }
        }
        for m in cli.minfo.iter().flat_map(|m| m.split(',')) {
            match m {
                "accel" | "all" => o.minfo_accel = true,
                _ => ignored.push(format!("-Minfo={m}")),
            }
        }
        o.safeptr = cli.msafeptr;
        o.minfo_accel |= cli.minfo_all || cli.rpass.iter().any(|r| r.contains("oxacc"));

        o.fortran.cpp = match (cli.cpp, cli.nocpp) {
            (_, true) => Some(false),
            (true, _) => Some(true),
            _ => None,
        };
        o.fortran.module_dir = cli.module_dir.last().map(PathBuf::from);
        o.fortran.default_real_8 = cli.r8;
        o.fortran.default_integer_8 = cli.i8;
        let mut syntax_only = false;
        for f in &cli.features {
            apply_feature(&mut o, f, &mut syntax_only, &mut ignored)?;
        }
        let mut warnings = Vec::new();
        for m in cli.machine {
            if let Some(arch) = m.strip_prefix("arch=") {
                o.march = Some(host_cpu("-march=", arch)?);
            } else if let Some(cpu) = m.strip_prefix("tune=") {
                o.mtune = Some(host_cpu("-mtune=", cpu)?);
            } else if let Some(cpu) = m.strip_prefix("cpu=") {
                // gcc on x86 reads `-mcpu=` as `-mtune=` and warns; build systems written for
                // other targets pass it.
                warnings.push("'-mcpu=' is deprecated; use '-mtune=' or '-march=' instead".into());
                o.mtune = Some(host_cpu("-mtune=", cpu)?);
            } else if let Some(f) = target_feature(&m) {
                o.target_features.push(f);
            } else {
                o.codegen_flags.push(format!("-m{m}"));
            }
        }
        for w in &cli.warnings {
            apply_warning(&mut o.diag, w);
        }
        o.diag.suppress_warnings |= cli.no_warnings;
        if cli.pedantic_errors {
            o.diag.error_groups.insert("pedantic".into());
        }
        if cli.pedantic || cli.pedantic_errors {
            o.diag.enabled_groups.insert("pedantic".into());
            // gcc: `-Wpedantic` turns on `-Wpointer-sign` too.
            o.diag.enabled_groups.insert("pointer-sign".into());
        }

        o.pp = PreprocessorFlags {
            quote_dirs: paths(cli.quote_dirs),
            include_dirs: paths(cli.include_dirs),
            system_dirs: paths(cli.system_dirs),
            after_dirs: paths(cli.after_dirs),
            force_includes: paths(cli.force_includes),
            macro_includes: paths(cli.macro_includes),
            nostdinc: cli.nostdinc,
            macros: cli
                .macros
                .iter()
                .map(|m| (m[1..].to_owned(), m.starts_with('D')))
                .collect(),
            line_markers: !cli.no_line_markers,
            keep_comments: cli.keep_comments,
            dump_macros: cli.dump_macros || cli.dump_defines_too,
        };
        o.deps = DependencyFlags {
            wanted: cli.deps_only || cli.deps_only_user || cli.deps_side || cli.deps_side_user,
            user_only: cli.deps_only_user || cli.deps_side_user,
            phony: cli.deps_phony,
            file: cli.deps_file.map(PathBuf::from),
            targets: cli
                .deps_target
                .into_iter()
                .chain(cli.deps_target_quoted.iter().map(|t| t.replace('$', "$$")))
                .collect(),
        };
        for w in cli.preprocessor_comma.iter().chain(&cli.assembler_comma) {
            ignored.push(format!("-W?,{w}"));
        }
        o.link = LinkFlags {
            lib_dirs: cli.lib_dirs,
            items: normalized.linker_items.clone(),
            shared: cli.shared,
            static_link: cli.static_link,
            pthread: cli.pthread,
            rdynamic: cli.rdynamic,
            pie: if cli.no_pie {
                Some(false)
            } else if cli.pie {
                Some(true)
            } else {
                None
            },
            nostdlib: cli.nostdlib,
        };

        o.action = if cli.deps_only || cli.deps_only_user {
            Action::Dependencies
        } else if cli.preprocess_only {
            Action::Preprocess
        } else if syntax_only || cli.ast_dump {
            Action::SyntaxOnly
        } else if cli.assembly || (cli.emit_oir && !cli.compile_only) {
            // --emit-oir is a dump of the compiler's internal form, like -ast-dump: alone it
            // stops there instead of handing the text to the linker.
            Action::Assemble
        } else if cli.compile_only {
            Action::Compile
        } else {
            Action::Link
        };
        o.inputs = crate::language::classify_inputs(&cli.inputs, &normalized.languages)
            .map_err(|value| invalid("-x", &value))?;
        if o.inputs.is_empty() {
            return Err(OptionError::NoInputs);
        }
        let sources = o
            .inputs
            .iter()
            .filter(|i| i.language != Language::Object)
            .count();
        if o.output.is_some() && o.action != Action::Link && sources > 1 {
            return Err(OptionError::OutputWithMultipleInputs);
        }
        Ok(Parsed {
            options: o,
            ignored,
            warnings,
        })
    }

    fn defaults() -> Options {
        Options {
            action: Action::Link,
            inputs: Vec::new(),
            output: None,
            std: Standard {
                c: CStandard::C17,
                gnu: true,
            },
            opt: OptLevel::O0,
            debug: false,
            openacc: false,
            openmp: false,
            acc_target: AccTarget::Gpu,
            offload_arch: Vec::new(),
            gpu_fastmath: false,
            llvm_args: Vec::new(),
            minfo_accel: false,
            safeptr: false,
            pic: false,
            march: None,
            mtune: None,
            target_features: Vec::new(),
            host_multiversion: None,
            fp_contract_fast: false,
            codegen_flags: Vec::new(),
            ast_dump: false,
            emit_llvm: false,
            emit_oir: false,
            print_after: Vec::new(),
            pp: PreprocessorFlags::default(),
            deps: DependencyFlags::default(),
            link: LinkFlags::default(),
            diag: DiagnosticOptions::default(),
            verbose: false,
            print_commands: false,
            fortran: crate::fortran::FortranFlags::default(),
        }
    }
}

/// A `-march=`/`-mtune=` value: `native` or a CPU LLVM knows (`-mtune=` also `generic` and
/// the 32-bit processors).
fn host_cpu(flag: &'static str, cpu: &str) -> Result<String, OptionError> {
    use oxacc_codegen::host::{ARCH_CPUS, TUNE_ONLY_CPUS};
    let tune = flag == "-mtune=";
    let known = |list: &[&str]| list.contains(&cpu);
    if cpu == "native" || known(ARCH_CPUS) || (tune && known(TUNE_ONLY_CPUS)) {
        return Ok(cpu.to_owned());
    }
    let mut valid: Vec<&str> = ARCH_CPUS.to_vec();
    if tune {
        valid.extend(TUNE_ONLY_CPUS);
    }
    valid.push("native");
    Err(OptionError::UnknownCpu {
        flag,
        cpu: cpu.to_owned(),
        valid: valid.join(", "),
    })
}

/// `-m<feature>`/`-mno-<feature>` for an x86 extension (`avx2`, `sse4.1`, `fma`, …) as an
/// LLVM feature (`+avx2`); gcc's `-msse4` is SSE4.2 (with 4.1), `-mno-sse4` drops both.
fn target_feature(m: &str) -> Option<String> {
    let (sign, name) = match m.strip_prefix("no-") {
        Some(name) => ('-', name),
        None => ('+', m),
    };
    let name = match (name, sign) {
        ("sse4", '+') => "sse4.2",
        ("sse4", _) => "sse4.1",
        (n, _) => n,
    };
    oxacc_codegen::host::X86_FEATURES
        .contains(&name)
        .then(|| format!("{sign}{name}"))
}

fn invalid(flag: &str, value: &str) -> OptionError {
    OptionError::InvalidValue {
        flag: flag.to_owned(),
        value: value.to_owned(),
    }
}

fn paths(v: Vec<String>) -> Vec<PathBuf> {
    v.into_iter().map(PathBuf::from).collect()
}

fn parse_std(std: Option<&str>, ansi: bool) -> Result<Standard, OptionError> {
    let Some(std) = std else {
        let c = if ansi { CStandard::C89 } else { CStandard::C17 };
        return Ok(Standard { c, gnu: !ansi });
    };
    let (gnu, year) = match std.strip_prefix("gnu") {
        Some(rest) => (true, rest),
        None => (
            false,
            std.strip_prefix("c")
                .or_else(|| std.strip_prefix("iso9899:"))
                .unwrap_or(""),
        ),
    };
    let c = match year {
        "89" | "90" | "1990" | "199409" => CStandard::C89,
        "99" | "9x" | "1999" | "199901" => CStandard::C99,
        "11" | "1x" | "2011" | "201112" => CStandard::C11,
        "17" | "18" | "2017" | "2018" | "201710" => CStandard::C17,
        "2x" | "23" | "2023" => CStandard::C23,
        _ => return Err(invalid("-std=", std)),
    };
    Ok(Standard { c, gnu })
}

fn parse_opt(level: &str) -> Result<OptLevel, OptionError> {
    Ok(match level {
        "0" => OptLevel::O0,
        "1" | "" | "g" => OptLevel::O1,
        "2" => OptLevel::O2,
        "s" => OptLevel::Os,
        "z" => OptLevel::Oz,
        "fast" => OptLevel::Ofast,
        n if n.parse::<u32>().is_ok_and(|n| n >= 3) => OptLevel::O3,
        _ => return Err(invalid("-O", level)),
    })
}

fn apply_feature(
    o: &mut Options,
    f: &str,
    syntax_only: &mut bool,
    ignored: &mut Vec<String>,
) -> Result<(), OptionError> {
    let (name, value) = match f.split_once('=') {
        Some((n, v)) => (n, Some(v)),
        None => (f, None),
    };
    match (name, value) {
        ("openacc", None) => o.openacc = true,
        ("no-openacc", None) => o.openacc = false,
        ("openmp", None) => o.openmp = true,
        ("no-openmp", None) => o.openmp = false,
        ("syntax-only", None) => *syntax_only = true,
        ("host-multiversion", None) => o.host_multiversion = Some(true),
        ("no-host-multiversion", None) => o.host_multiversion = Some(false),
        ("fp-contract", Some(v)) => {
            o.fp_contract_fast = match v {
                "fast" => true,
                "on" | "off" => false,
                _ => return Err(invalid("-ffp-contract=", v)),
            }
        }
        ("PIC" | "pic" | "PIE" | "pie", None) => o.pic = true,
        ("no-PIC" | "no-pic" | "no-PIE" | "no-pie", None) => o.pic = false,
        ("color-diagnostics", None) => o.diag.color = ColorChoice::Always,
        ("no-color-diagnostics", None) => o.diag.color = ColorChoice::Never,
        ("diagnostics-color", None) => o.diag.color = ColorChoice::Always,
        ("diagnostics-color", Some(v)) => {
            o.diag.color = match v {
                "always" => ColorChoice::Always,
                "never" => ColorChoice::Never,
                "auto" => ColorChoice::Auto,
                _ => return Err(invalid("-fdiagnostics-color=", v)),
            }
        }
        ("error-limit" | "max-errors", Some(v)) => {
            o.diag.error_limit = v.parse().map_err(|_| invalid("-ferror-limit=", v))?
        }
        ("offload", Some(v)) => {
            // gcc's `-foffload=nvptx-none` / `-foffload=disable`.
            match v {
                "disable" => o.acc_target = AccTarget::Multicore,
                _ => o.codegen_flags.push(format!("-foffload={v}")),
            }
        }
        // gfortran's; oxacc's local arrays above it go to the heap (design decision 74).
        ("max-stack-var-size", Some(v)) => {
            o.fortran.max_stack_var_size =
                Some(v.parse().map_err(|_| invalid("-fmax-stack-var-size=", v))?)
        }
        (_, None) if crate::fortran::apply_feature(&mut o.fortran, name) => {}
        _ if CODEGEN_FEATURES.contains(&name) || name.starts_with("visibility") => {
            o.codegen_flags.push(format!("-f{f}"))
        }
        _ => ignored.push(format!("-f{f}")),
    }
    Ok(())
}

fn apply_warning(d: &mut DiagnosticOptions, w: &str) {
    let groups = |g: &str| -> Vec<String> {
        match g {
            "all" => WALL_GROUPS.iter().map(|s| s.to_string()).collect(),
            "extra" => WEXTRA_GROUPS.iter().map(|s| s.to_string()).collect(),
            g => vec![g.to_owned()],
        }
    };
    if w == "error" {
        d.warnings_as_errors = true;
    } else if w == "no-error" {
        d.warnings_as_errors = false;
    } else if let Some(g) = w.strip_prefix("error=") {
        for g in groups(g) {
            d.no_error_groups.remove(&g);
        }
        d.error_groups.extend(groups(g));
        d.enabled_groups.extend(groups(g));
    } else if let Some(g) = w.strip_prefix("no-error=") {
        for g in groups(g) {
            d.error_groups.remove(&g);
            d.no_error_groups.insert(g);
        }
    } else if let Some(g) = w.strip_prefix("no-") {
        d.disabled_groups.extend(groups(g));
    } else {
        for g in groups(w) {
            d.disabled_groups.remove(&g);
            d.enabled_groups.insert(g);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn parse(args: &[&str]) -> Result<Parsed, OptionError> {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let n = crate::args::normalize(&argv);
        let cli =
            Cli::try_parse_from(std::iter::once("oxacc".to_owned()).chain(n.args.clone())).unwrap();
        Options::from_cli(cli, &n)
    }

    /// `-gpu=fastmath` (nvc's spelling) gives device code `-Ofast`'s approximate math at any
    /// host level; without it device code is at least -O2 and exact (device.rs).
    #[test]
    fn gpu_fastmath_selects_approximate_device_math() {
        use oxacc_codegen::host::OptLevel as L;
        let fast = parse(&["-acc", "-gpu=cc90,fastmath", "x.c"])
            .unwrap()
            .options;
        assert_eq!(fast.offload_arch, ["sm_90"]);
        assert!(fast.gpu_fastmath);
        assert_eq!(crate::device::device_opt(&fast, L::O2), L::Ofast);
        assert_eq!(crate::device::device_opt(&fast, L::O0), L::Ofast);
        let plain = parse(&["-acc", "-gpu=cc90", "x.c"]).unwrap().options;
        assert!(!plain.gpu_fastmath);
        assert_eq!(crate::device::device_opt(&plain, L::O0), L::O2);
        assert_eq!(crate::device::device_opt(&plain, L::O3), L::O3);
    }

    /// A flag given twice, as a makefile's `CFLAGS +=` gives it, is accepted and the last
    /// one wins (gcc, clang); clap refused `-w -w` ("cannot be used multiple times").
    #[test]
    fn repeated_flags_are_accepted_and_the_last_wins() {
        let o = parse(&["-w", "-O2", "-fopenmp", "-w", "-O3", "-c", "-c", "x.c"])
            .unwrap()
            .options;
        assert_eq!(o.opt, OptLevel::O3);
        assert_eq!(o.action, Action::Compile);
    }

    #[test]
    fn typical_hpc_compile_line() {
        let p = parse(&[
            "-O3",
            "-fopenacc",
            "-march=native",
            "-DN=10",
            "-UM",
            "-Iinc",
            "-c",
            "x.c",
        ])
        .unwrap();
        let o = p.options;
        assert_eq!(o.action, Action::Compile);
        assert_eq!(o.opt, OptLevel::O3);
        assert!(o.openacc);
        assert_eq!(o.march.as_deref(), Some("native"));
        assert_eq!(
            o.pp.macros,
            [("N=10".to_owned(), true), ("M".to_owned(), false)]
        );
        assert!(p.ignored.is_empty());
    }

    #[test]
    fn nvc_style() {
        let o = parse(&["-acc=multicore", "-gpu=cc90", "-Minfo=accel", "x.c"])
            .unwrap()
            .options;
        assert!(o.openacc && o.minfo_accel);
        assert_eq!(o.acc_target, AccTarget::Multicore);
        assert_eq!(o.offload_arch, ["sm_90"]);
    }

    #[test]
    fn warnings_flags() {
        let o = parse(&[
            "-Wall",
            "-Wno-unused-variable",
            "-Werror=parentheses",
            "-w",
            "x.c",
        ])
        .unwrap()
        .options;
        assert!(o.diag.enabled_groups.contains("unknown-pragmas"));
        assert!(o.diag.disabled_groups.contains("unused-variable"));
        assert!(o.diag.error_groups.contains("parentheses"));
        assert!(o.diag.suppress_warnings);
    }

    #[test]
    fn errors_for_bad_values() {
        assert!(matches!(
            parse(&["-std=c42", "x.c"]),
            Err(OptionError::InvalidValue { .. })
        ));
        assert!(matches!(
            parse(&["-Oq", "x.c"]),
            Err(OptionError::InvalidValue { .. })
        ));
        assert!(matches!(parse(&["-O2"]), Err(OptionError::NoInputs)));
        assert!(matches!(
            parse(&["-c", "a.c", "b.c", "-o", "x.o"]),
            Err(OptionError::OutputWithMultipleInputs)
        ));
    }

    #[test]
    fn unknown_f_flags_are_reported_not_dropped() {
        let p = parse(&["-fwhatever", "x.c"]).unwrap();
        assert_eq!(p.ignored, ["-fwhatever"]);
    }
}
