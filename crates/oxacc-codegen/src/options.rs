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

/// The host CPU when no `-march=` is given (design decision 86): x86-64-v2 (SSE4.2, POPCNT,
/// CMPXCHG16B), what every x86-64 processor since 2009–2011 implements and RHEL 9 requires.
/// Baseline x86-64 has no vector 32-bit multiply (SSE4.1's `pmulld`); LLVM still vectorizes
/// integer hashing with it, emulated by `pmuludq` and shuffles, and runs slower than scalar
/// code (bench `montecarlo`: 1.47× gcc's CPU time at x86-64, 0.97× at x86-64-v2). v2 adds no
/// floating-point instruction that changes a result (no FMA, no AVX). `-march=x86-64` builds
/// for the older processors.
pub const DEFAULT_HOST_CPU: &str = "x86-64-v2";

/// The second version of a multiversioned host region (decision 93): x86-64-v3 adds AVX2,
/// FMA, BMI1/2, F16C, LZCNT and MOVBE (Intel Haswell 2013, AMD Excavator 2015 and later), twice
/// the vector width of v2 for the loops of a region. The runtime's
/// `__oxacc_host_x86_64_v3` says whether the running CPU has it.
pub const MULTIVERSION_CPU: &str = "x86-64-v3";

/// The suffix of a region's x86-64-v3 version's symbol.
pub const MULTIVERSION_SUFFIX: &str = ".x86_64_v3";

/// The values `-march=` accepts besides `native`: LLVM 22's x86 processors that run 64-bit
/// code (`llc -mtriple=x86_64 -mcpu=help`). A name outside the list is an error: LLVM would
/// otherwise warn, fall back to a 32-bit processor and abort.
pub const ARCH_CPUS: &[&str] = &[
    "nocona",
    "core2",
    "penryn",
    "bonnell",
    "atom",
    "silvermont",
    "slm",
    "goldmont",
    "goldmont-plus",
    "tremont",
    "nehalem",
    "corei7",
    "westmere",
    "sandybridge",
    "corei7-avx",
    "ivybridge",
    "core-avx-i",
    "haswell",
    "core-avx2",
    "broadwell",
    "skylake",
    "skylake-avx512",
    "skx",
    "cascadelake",
    "cooperlake",
    "cannonlake",
    "icelake-client",
    "rocketlake",
    "icelake-server",
    "tigerlake",
    "sapphirerapids",
    "alderlake",
    "raptorlake",
    "meteorlake",
    "arrowlake",
    "arrowlake-s",
    "lunarlake",
    "gracemont",
    "pantherlake",
    "wildcatlake",
    "novalake",
    "sierraforest",
    "grandridge",
    "graniterapids",
    "graniterapids-d",
    "emeraldrapids",
    "clearwaterforest",
    "diamondrapids",
    "knl",
    "knm",
    "k8",
    "athlon64",
    "athlon-fx",
    "opteron",
    "k8-sse3",
    "athlon64-sse3",
    "opteron-sse3",
    "amdfam10",
    "barcelona",
    "btver1",
    "btver2",
    "bdver1",
    "bdver2",
    "bdver3",
    "bdver4",
    "znver1",
    "znver2",
    "znver3",
    "znver4",
    "znver5",
    "x86-64",
    "x86-64-v2",
    "x86-64-v3",
    "x86-64-v4",
];

/// What `-mtune=` accepts besides `native` and [`ARCH_CPUS`]: `generic` and the 32-bit
/// processors, whose scheduling LLVM also knows.
pub const TUNE_ONLY_CPUS: &[&str] = &[
    "generic",
    "i386",
    "i486",
    "winchip-c6",
    "winchip2",
    "c3",
    "i586",
    "pentium",
    "pentium-mmx",
    "pentiumpro",
    "i686",
    "pentium2",
    "pentium3",
    "pentium3m",
    "pentium-m",
    "c3-2",
    "yonah",
    "pentium4",
    "pentium4m",
    "prescott",
    "lakemont",
    "k6",
    "k6-2",
    "k6-3",
    "athlon",
    "athlon-tbird",
    "athlon-xp",
    "athlon-mp",
    "athlon-4",
    "geode",
];

/// The x86 instruction-set extensions that `-m<name>`/`-mno-<name>` turn on and off (gcc's
/// and clang's flags, spelled as LLVM's target features; LLVM adds what each implies, e.g.
/// `avx2` → `avx` → `sse4.2`, and takes away what depends on one turned off).
pub const X86_FEATURES: &[&str] = &[
    "sse",
    "sse2",
    "sse3",
    "ssse3",
    "sse4.1",
    "sse4.2",
    "sse4a",
    "popcnt",
    "avx",
    "avx2",
    "fma",
    "fma4",
    "f16c",
    "bmi",
    "bmi2",
    "lzcnt",
    "movbe",
    "aes",
    "pclmul",
    "vpclmulqdq",
    "vaes",
    "gfni",
    "sha",
    "adx",
    "rdrnd",
    "rdseed",
    "cx16",
    "sahf",
    "xsave",
    "fsgsbase",
    "avx512f",
    "avx512cd",
    "avx512bw",
    "avx512dq",
    "avx512vl",
    "avx512ifma",
    "avx512vbmi",
    "avx512vbmi2",
    "avx512vnni",
    "avx512bitalg",
    "avx512vpopcntdq",
    "avx512bf16",
    "avx512fp16",
    "avxvnni",
    "amx-tile",
    "amx-int8",
    "amx-bf16",
];

#[derive(Clone, Debug)]
pub struct CodegenOptions {
    pub opt_level: OptLevel,
    /// `-march=`: a CPU name (`x86-64`, `skylake`, …) or `native`.
    pub cpu: String,
    /// `-mtune=`: the CPU whose scheduling and costs to optimise for (`native`: this
    /// machine's); empty: the `cpu`'s own.
    pub tune: String,
    /// Extra target features (`+avx2,-fma`), added after the CPU's.
    pub features: String,
    /// Build the host bodies of compute constructs and OpenMP parallel regions a second time
    /// for [`MULTIVERSION_CPU`] and pick one per launch by the running CPU (decision 93). The
    /// driver sets it when neither `-march=` nor an extension flag chose the instruction set.
    pub multiversion: bool,
    /// `-ffp-contract=fast`: host floating-point operations may contract `a*b+c` into an fma
    /// where the CPU has one (a `-march=` with FMA, a region's x86-64-v3 version). Off by
    /// default, so that both versions of a region compute the same bits (decision 93).
    pub fp_contract_fast: bool,
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
            cpu: DEFAULT_HOST_CPU.into(),
            tune: String::new(),
            features: String::new(),
            multiversion: false,
            fp_contract_fast: false,
            debug: DebugInfo::None,
            pic: true,
            comp_dir: std::env::current_dir()
                .map(|d| d.display().to_string())
                .unwrap_or_else(|_| ".".into()),
        }
    }
}
