//! The command line as clap sees it after [`crate::args::normalize`]. Field names follow the
//! long forms of the spelling table; [`crate::options`] turns this into the driver's
//! [`crate::options::Options`].

use clap::Parser;

#[derive(Parser, Debug, Default)]
#[command(
    name = "oxacc",
    about = "OpenACC compiler for C and Fortran",
    disable_version_flag = true,
    disable_help_flag = true,
    // Makefiles repeat flags (`CFLAGS += -w`, `-O2 … -O3`): gcc and clang take the last one
    // instead of refusing the command line.
    args_override_self = true
)]
pub struct Cli {
    /// Input files (C, Fortran, objects, archives)
    pub inputs: Vec<String>,

    // ---- actions
    #[arg(long = "E")]
    pub preprocess_only: bool,
    #[arg(long = "S")]
    pub assembly: bool,
    #[arg(long = "c")]
    pub compile_only: bool,
    #[arg(long = "emit-llvm")]
    pub emit_llvm: bool,
    #[arg(long = "emit-oir")]
    pub emit_oir: bool,
    #[arg(long = "ast-dump")]
    pub ast_dump: bool,
    #[arg(long = "print-after", value_name = "PASS")]
    pub print_after: Vec<String>,
    #[arg(long = "output", value_name = "FILE")]
    pub output: Option<String>,

    // ---- information
    #[arg(long = "version")]
    pub version: bool,
    #[arg(long = "help")]
    pub help: bool,
    /// `-v` may be repeated, as with gcc (CMake's try-compile passes it twice when linking).
    #[arg(long = "verbose", overrides_with = "verbose")]
    pub verbose: bool,
    #[arg(long = "print-commands")]
    pub print_commands: bool,

    // ---- preprocessor
    #[arg(long = "P")]
    pub no_line_markers: bool,
    #[arg(long = "keep-comments")]
    pub keep_comments: bool,
    #[arg(long = "dM")]
    pub dump_macros: bool,
    #[arg(long = "dD")]
    pub dump_defines_too: bool,
    #[arg(long = "I", value_name = "DIR")]
    pub include_dirs: Vec<String>,
    #[arg(long = "isystem", value_name = "DIR")]
    pub system_dirs: Vec<String>,
    #[arg(long = "iquote", value_name = "DIR")]
    pub quote_dirs: Vec<String>,
    #[arg(long = "idirafter", value_name = "DIR")]
    pub after_dirs: Vec<String>,
    #[arg(long = "include", value_name = "FILE")]
    pub force_includes: Vec<String>,
    #[arg(long = "imacros", value_name = "FILE")]
    pub macro_includes: Vec<String>,
    #[arg(long = "nostdinc")]
    pub nostdinc: bool,
    /// `-D` and `-U` in command-line order, as `DNAME=VALUE` / `UNAME`
    #[arg(long = "macro", value_name = "D|U MACRO")]
    pub macros: Vec<String>,
    #[arg(long = "std", value_name = "STANDARD")]
    pub std: Option<String>,
    #[arg(long = "ansi")]
    pub ansi: bool,

    // ---- dependency files
    #[arg(long = "M")]
    pub deps_only: bool,
    #[arg(long = "MM")]
    pub deps_only_user: bool,
    #[arg(long = "MD")]
    pub deps_side: bool,
    #[arg(long = "MMD")]
    pub deps_side_user: bool,
    #[arg(long = "MP")]
    pub deps_phony: bool,
    #[arg(long = "MF", value_name = "FILE")]
    pub deps_file: Option<String>,
    #[arg(long = "MT", value_name = "TARGET")]
    pub deps_target: Vec<String>,
    #[arg(long = "MQ", value_name = "TARGET")]
    pub deps_target_quoted: Vec<String>,

    // ---- code generation
    #[arg(long = "O", value_name = "LEVEL")]
    pub opt: Vec<String>,
    #[arg(long = "g", value_name = "LEVEL")]
    pub debug: Vec<String>,
    #[arg(long = "f", value_name = "FEATURE")]
    pub features: Vec<String>,
    #[arg(long = "m", value_name = "MACHINE")]
    pub machine: Vec<String>,
    #[arg(long = "offload-arch", value_name = "ARCH")]
    pub offload_arch: Vec<String>,
    #[arg(long = "mllvm", value_name = "OPTION", allow_hyphen_values = true)]
    pub mllvm: Vec<String>,

    // ---- diagnostics
    #[arg(long = "W", value_name = "WARNING")]
    pub warnings: Vec<String>,
    #[arg(long = "no-warnings")]
    pub no_warnings: bool,
    #[arg(long = "pedantic")]
    pub pedantic: bool,
    #[arg(long = "pedantic-errors")]
    pub pedantic_errors: bool,

    // ---- linking
    #[arg(long = "L", value_name = "DIR")]
    pub lib_dirs: Vec<String>,
    #[arg(long = "Wp", value_name = "ARGS")]
    pub preprocessor_comma: Vec<String>,
    #[arg(long = "Wa", value_name = "ARGS")]
    pub assembler_comma: Vec<String>,
    #[arg(long = "shared")]
    pub shared: bool,
    #[arg(long = "static")]
    pub static_link: bool,
    #[arg(long = "pthread")]
    pub pthread: bool,
    #[arg(long = "rdynamic")]
    pub rdynamic: bool,
    #[arg(long = "pie")]
    pub pie: bool,
    #[arg(long = "no-pie")]
    pub no_pie: bool,
    #[arg(long = "nostdlib")]
    pub nostdlib: bool,

    // ---- nvc compatibility
    #[arg(long = "acc")]
    pub acc: bool,
    #[arg(long = "acc-target", value_name = "gpu|multicore|host")]
    pub acc_target: Vec<String>,
    #[arg(long = "gpu", value_name = "ccNN,...")]
    pub gpu: Vec<String>,
    #[arg(long = "Minfo", value_name = "accel,...")]
    pub minfo: Vec<String>,
    #[arg(long = "Minfo-all")]
    pub minfo_all: bool,
    #[arg(long = "Msafeptr")]
    pub msafeptr: bool,
    #[arg(long = "Rpass", value_name = "REGEX")]
    pub rpass: Vec<String>,

    // ---- gfortran (the `-f` ones are features, see `fortran.rs`)
    #[arg(long = "cpp")]
    pub cpp: bool,
    #[arg(long = "nocpp")]
    pub nocpp: bool,
    #[arg(long = "module-dir", value_name = "DIR")]
    pub module_dir: Vec<String>,
    #[arg(long = "r8")]
    pub r8: bool,
    #[arg(long = "i8")]
    pub i8: bool,
}
