//! `--help` and `--version` text. The help lists gcc spellings (what users type), not the
//! long forms that clap parses internally.

pub const VERSION: &str = env!("CARGO_PKG_VERSION");
pub const TARGET: &str = "x86_64-unknown-linux-gnu";

pub fn version_text() -> String {
    format!(
        "oxacc version {VERSION}\nTarget: {TARGET}\nOpenACC 3.3 (_OPENACC=202211), OpenMP 4.5 (_OPENMP=201511)\nThread model: posix\n"
    )
}

pub const HELP: &str = "\
OVERVIEW: oxacc, an OpenACC compiler for C and Fortran

USAGE: oxacc [options] file...

ACTIONS:
  -E                     Preprocess only (to stdout or -o); -P drops line markers, -dM dumps macros
  -fsyntax-only          Check syntax and types only
  -S                     Compile to assembly
  -c                     Compile to an object file
  -M, -MM                Print the dependency rule (-MM: without system headers)
  (none)                 Compile and link

OPTIONS:
  -o <file>              Write output to <file>
  -x <language>          Treat the following inputs as c, cpp-output, c-header, f77, f95, ... (none: by extension)
  -D<macro>[=<val>]      Define a macro      -U<macro>  Undefine a macro
  -I<dir> -iquote <dir> -isystem <dir> -idirafter <dir>   Header search paths
  -include <file>        Include <file> before the main file
  -std=<std>             c89 c99 c11 c17 c23 and gnu variants (default gnu17)
  -O0 -O1 -O2 -O3 -Os -Ofast   Optimisation level
  -g                     Debug information (line tables)
  -march=<cpu>           Host CPU (native: this machine's)
  -fPIC -shared -static  Position independent code, shared library, static link
  -L<dir> -l<lib> -Wl,<args> -Xlinker <arg>   Linker inputs and options
  -MD -MMD -MF <file> -MT <target> -MQ <target> -MP   Dependency files as a side effect
  -W<warning> -Wno-<warning> -Werror[=<warning>] -w   Warnings
  -ferror-limit=<n>      Stop after <n> errors (default 20; 0: no limit)
  -fdiagnostics-color[=always|never|auto], -f[no-]color-diagnostics
  -v                     Show version and what the driver runs
  -###                   Show what the driver would run, without running it
  --version              Print the version

OPENACC AND OPENMP:
  -fopenacc, -acc        Enable OpenACC directives
  -acc=gpu|multicore|host  Where compute regions run (gpu: the GPU if present, else host cores)
  -fopenmp               Enable OpenMP directives
  --offload-arch=sm_NN, -gpu=ccNN   GPU architecture (default sm_70)
  -gpu=fastmath                     Approximate math in device code only (as nvc)
  -Minfo=accel, -Rpass=oxacc   Report how each loop and region was mapped
  -Msafeptr                    C pointers never overlap (as if restrict): kernels loops over them parallelize
  -fno-acc-fusion              Do not fuse adjacent loop nests of a kernels region (OXACC_FUSION=0)
  --emit-oir, --print-after=<pass>, -emit-llvm, -ast-dump   Compiler internals

See docs/driver.md for the full reference.
";
