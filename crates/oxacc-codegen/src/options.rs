//! Options of code generation that the driver sets (`-O`, `-march`, `-g`, `-fPIC`); the
//! host and the device back ends and the lowering read them. `host` re-exports them, where
//! the driver names them.

use inkwell::OptimizationLevel;

/// `-O0`…`-O3`, `-Os`, `-Oz`, `-Ofast`.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum OptLevel {
    #[default]
    O0,
    O1,
    O2,
    O3,
    Os,
    Oz,
    /// `-O3` plus fast-math flags on every floating-point operation.
    Ofast,
}

impl OptLevel {
    /// The new-pass-manager pipeline text.
    pub fn pipeline(self) -> &'static str {
        match self {
            OptLevel::O0 => "default<O0>",
            OptLevel::O1 => "default<O1>",
            OptLevel::O2 => "default<O2>",
            OptLevel::O3 | OptLevel::Ofast => "default<O3>",
            OptLevel::Os => "default<Os>",
            OptLevel::Oz => "default<Oz>",
        }
    }
    pub(crate) fn codegen_level(self) -> OptimizationLevel {
        match self {
            OptLevel::O0 => OptimizationLevel::None,
            OptLevel::O1 => OptimizationLevel::Less,
            OptLevel::O2 | OptLevel::Os | OptLevel::Oz => OptimizationLevel::Default,
            OptLevel::O3 | OptLevel::Ofast => OptimizationLevel::Aggressive,
        }
    }
}

/// How much debug information `-g` asks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum DebugInfo {
    #[default]
    None,
    /// Line tables only (`-gline-tables-only`).
    LineTables,
    /// `-g`: line tables plus function entries (variables come with the C
    /// front end's type information).
    Full,
}

#[derive(Clone, Debug)]
pub struct CodegenOptions {
    pub opt_level: OptLevel,
    /// `-march=`: a CPU name (`x86-64`, `skylake`, …) or `native`.
    pub cpu: String,
    /// Extra target features (`+avx2,-fma`), added after the CPU's.
    pub features: String,
    pub debug: DebugInfo,
    /// Position-independent code; on by default, as Debian's gcc builds PIE.
    pub pic: bool,
    /// Directory recorded as the compilation directory for debug info.
    pub comp_dir: String,
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions {
            opt_level: OptLevel::O0,
            cpu: "x86-64".into(),
            features: String::new(),
            debug: DebugInfo::None,
            pic: true,
            comp_dir: std::env::current_dir()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|_| ".".into()),
        }
    }
}
