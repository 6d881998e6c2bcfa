//! Device code generation (docs/gpu.md): the `kernel` and `device` functions of an OIR
//! module, and everything they reach, become an `nvptx64-nvidia-cuda` LLVM module, which
//! LLVM's NVPTX back end turns into PTX text. [`embed_image`] then adds that PTX to the host
//! module with an `oxacc_image` descriptor and a constructor that registers it with libaccrt.
//!
//! The lowering is the target-neutral one ([`crate::lower`]) with the NVPTX target
//! (`crate::target::nvptx`): scalars pass as themselves and aggregates `byval`/`sret`,
//! kernels get the `ptx_kernel` calling convention, the execution-model intrinsics read PTX
//! special registers, `printf` becomes CUDA's `vprintf`, `malloc`/`free` use CUDA's device
//! heap (`heap.rs`). Math functions become LLVM intrinsics where NVPTX has an instruction,
//! and calls into libdevice (when one is found) or into the project's own device math
//! library (`devicelib/math.c`, compiled by oxacc itself and handed over as OIR) otherwise.

mod cstring;
mod fortran_chars;
mod gang_pool;
pub(crate) use gang_pool::FLUSH as GANG_POOL_FLUSH;
mod heap;
mod math;
mod omp_alloc;
mod omp_locks;
mod ptx_names;
mod schedule;
pub mod stack;
pub use schedule::PastStores;

use std::collections::HashSet;
use std::path::PathBuf;

use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Linkage as LLinkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::values::BasicValue as _;
use inkwell::values::FunctionValue;

use oxacc_oir::{self as oir, ConstInit, DeviceKind, FuncId, GlobalData, Linkage};

use crate::host::{CodegenOptions, OptLevel};
use crate::lower::lower_module;
use crate::{CodegenError, Result};

pub use crate::lower::offload::is_exported_routine;
pub use crate::target::nvptx::math::{INTRINSIC_MATH, LIBRARY_MATH};
pub use math::find_libdevice;

pub const TRIPLE: &str = "nvptx64-nvidia-cuda";
/// The architecture device code is compiled for when no `--offload-arch`/`-gpu=ccXX` names
/// one: PTX for sm_70 is JIT-compiled by the driver for any Volta or later GPU.
pub const DEFAULT_ARCH: &str = "sm_70";
/// The host-module global that holds the `oxacc_image` of a translation unit; host code
/// passes its address as `oxacc_launch.image`.
pub const IMAGE_GLOBAL: &str = "__oxacc_image";
/// The source of the device math library, for the driver to compile to OIR.
pub const MATH_LIB_C: &str = include_str!("../../devicelib/math.c");

/// Where device math functions without an NVPTX instruction come from.
#[derive(Clone, Debug, Default)]
pub enum MathLib {
    /// No library: calls stay unresolved (an error if device code makes any).
    #[default]
    None,
    /// NVIDIA's libdevice bitcode (`__nv_*` functions).
    Libdevice(PathBuf),
    /// The project's own library, compiled from [`MATH_LIB_C`] to OIR by the caller.
    Oir(Box<oir::Module>),
    /// The project's own library as LLVM bitcode made once by [`math_library_bitcode`] (the
    /// driver builds it at build time): `normal` for every level but `-Ofast`, `fast` for it.
    Bitcode {
        normal: &'static [u8],
        fast: &'static [u8],
    },
}

/// The device math library `lib` (OIR of [`MATH_LIB_C`]) lowered for the device as
/// [`compile_nvptx`] lowers it, as bitcode: `fast` with `-Ofast`'s fast-math flags. The
/// functions' `target-cpu` is [`DEFAULT_ARCH`]; linking sets the compile's own.
pub fn math_library_bitcode(lib: &oir::Module, fast: bool) -> Result<Vec<u8>> {
    let opts = DeviceOptions {
        opt: if fast { OptLevel::Ofast } else { OptLevel::O2 },
        ..DeviceOptions::default()
    };
    let ctx = Context::create();
    let machine = target_machine(&opts.arch, opts.opt)?;
    let lm = lower_math_library(&ctx, lib, &opts, &machine)?;
    Ok(lm.write_bitcode_to_memory().as_slice().to_vec())
}

/// The math library's OIR lowered for the device, every function a device function.
fn lower_math_library<'ctx>(
    ctx: &'ctx Context,
    lib: &oir::Module,
    opts: &DeviceOptions,
    machine: &TargetMachine,
) -> Result<Module<'ctx>> {
    let mut lib = lib.clone();
    for f in &mut lib.funcs {
        if f.body.is_some() {
            f.device = Some(DeviceKind::Func);
        }
    }
    lower_device(ctx, &lib, "oxacc-devmath", opts, machine)
}

/// The bitcode math library in `ctx`, its functions retargeted to `arch`.
fn load_math_bitcode<'ctx>(ctx: &'ctx Context, bc: &[u8], arch: &str) -> Result<Module<'ctx>> {
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range(bc, "oxacc-devmath");
    let lm = Module::parse_bitcode_from_buffer(&buf, ctx)
        .map_err(|e| CodegenError::Llvm(format!("the device math library: {e}")))?;
    let mut f = lm.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        if fv.count_basic_blocks() > 0 {
            fv.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute("target-cpu", arch),
            );
        }
    }
    Ok(lm)
}

#[derive(Clone, Debug)]
pub struct DeviceOptions {
    /// `sm_70` … `sm_90`, `sm_90a`, `sm_100`.
    pub arch: String,
    pub opt: OptLevel,
    pub math: MathLib,
    /// Move each block's loads ahead of the arithmetic before them (`schedule.rs`;
    /// experimental, off by default: not yet measured across the suite).
    pub group_loads: bool,
    /// With `group_loads`: loads also move above stores to other `noalias` parameters'
    /// objects (`schedule.rs`; opt-in `OXACC_LOADS_PAST_STORES=1`, decision 85).
    pub loads_past_stores: PastStores,
    /// With `group_loads`: loads whose addresses need no load of their block also move above
    /// the loads before them whose addresses do (`schedule.rs`; opt-in
    /// `OXACC_LOADS_PAST_LOADS=1`, decision 122).
    pub loads_past_loads: bool,
    /// `.maxnreg` of every kernel (`OXACC_MAXNREG=N`, an A/B experiment of decision 85: under
    /// a register limit ptxas schedules loads for latency, without one for few registers).
    pub max_registers: Option<u32>,
    /// `.maxnreg` of the kernels of reductions across gangs (`schedule::limit_wave_reductions`,
    /// decision 88; `OXACC_WAVE_MAXNREG`, opt-in: none by default).
    pub wave_registers: Option<u32>,
}

impl Default for DeviceOptions {
    fn default() -> Self {
        DeviceOptions {
            arch: DEFAULT_ARCH.to_owned(),
            opt: OptLevel::O2,
            math: MathLib::None,
            group_loads: false,
            loads_past_stores: PastStores::Off,
            loads_past_loads: false,
            max_registers: None,
            wave_registers: None,
        }
    }
}

/// Does the module have device code to compile? A file whose only device part is a
/// `declare`d global (a Fortran module of `declare create` allocatables, a C file of
/// declared arrays that other files' kernels use) needs an image too: the runtime maps the
/// global to its device copy from the image (§2.13), and without one `update device` of it
/// found it "not present" on a GPU.
pub fn has_device_code(m: &oir::Module) -> bool {
    m.funcs
        .iter()
        .any(|f| (f.device.is_some() && f.body.is_some()) || is_exported_routine(f))
        || !crate::lower::offload::device_globals(m).is_empty()
}

/// Functions device code may call although this file has no body for them: declared with
/// `routine`, they are defined in another file and resolved by the device link at load time.
fn linked_routines(m: &oir::Module) -> HashSet<String> {
    m.funcs
        .iter()
        .filter(|f| f.routine.is_some() && f.body.is_none())
        .map(|f| f.name.to_string())
        .collect()
}

/// The kernels of a module in image order: `oxacc_image.kernels[i]` is the i-th `kernel`
/// function with a body, in module order.
pub fn kernels(m: &oir::Module) -> Vec<FuncId> {
    m.func_ids()
        .filter(|&f| m.func(f).device == Some(DeviceKind::Kernel) && m.func(f).body.is_some())
        .collect()
}

/// The index host code passes as `oxacc_launch.kernel` to launch `f`.
pub fn kernel_index(m: &oir::Module, f: FuncId) -> Option<u32> {
    kernels(m).iter().position(|&k| k == f).map(|i| i as u32)
}

/// A compiled device module.
pub struct DeviceArtifact<'ctx> {
    pub module: Module<'ctx>,
    machine: TargetMachine,
    /// Kernel entry names in image order (see [`kernels`]).
    pub kernels: Vec<String>,
    /// Kernels left without device code, with the functions they call that have no device
    /// definition in this module (see [`drop_kernels_without_definitions`]).
    pub host_only: Vec<(String, Vec<String>)>,
    /// The image's global table (`declare`d globals).
    pub globals: Vec<DeviceGlobal>,
}

impl<'ctx> DeviceArtifact<'ctx> {
    /// The PTX text (no terminating NUL).
    pub fn ptx(&self) -> Result<String> {
        let _t = oxacc_oir::phase_time::phase("device: PTX emission");
        let buf = self
            .machine
            .write_to_memory_buffer(&self.module, FileType::Assembly)
            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        Ok(String::from_utf8_lossy(buf.as_slice()).into_owned())
    }
    pub fn llvm_ir(&self) -> String {
        self.module.print_to_string().to_string()
    }
    /// The device image to embed in the host object.
    pub fn image(&self) -> Result<DeviceImage> {
        let ptx = self.ptx()?;
        let stacks = stack::unbounded_stacks(&ptx, &self.kernels);
        Ok(DeviceImage {
            format: ImageFormat::Ptx,
            data: ptx.into_bytes(),
            stack: self
                .kernels
                .iter()
                .map(|k| stacks.get(k).map_or(0, |n| n.bytes))
                .collect(),
            kernels: self.kernels.clone(),
            host_only: self.host_only.iter().map(|(k, _)| k.clone()).collect(),
            globals: self.globals.clone(),
        })
    }
}

/// `OXACC_IMAGE_*` of `oxacc_rt.h`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ImageFormat {
    None = 0,
    Ptx = 1,
}

/// A global with a device copy (`oxacc_global_info`): the runtime maps the host copy to the
/// device symbol when it loads the image, so that `declare`d data is present and device code
/// that names the global uses the mapped copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceGlobal {
    /// The symbol in the image (a valid PTX name).
    pub symbol: String,
    /// The host module's global (by name).
    pub host: String,
    pub bytes: u64,
    /// `declare copyin` (OpenMP `declare target`): kind OXACC_MAP_COPYIN in the table. The
    /// device copy starts with the initializer as any declared global's (decision 114).
    pub copyin: bool,
    /// `declare link` (OpenACC 3.3 §2.13.3, OpenMP 4.5 §2.10.6): the symbol is the storage
    /// data clauses map the global to, not a copy present from the start.
    pub link: bool,
    /// The image's definition has no initial value of its own (common linkage, zeros): the
    /// runtime writes the host's value at registration into the device copy when the image
    /// loads (`OXACC_GLOBAL_HOST_INIT`, decision 123).
    pub host_init: bool,
}

/// What [`embed_image`] puts in the host object.
#[derive(Clone, Debug)]
pub struct DeviceImage {
    pub format: ImageFormat,
    pub data: Vec<u8>,
    pub kernels: Vec<String>,
    /// Per kernel (in `kernels` order; may be shorter): the per-thread stack its device code
    /// needs when ptxas cannot bound it (recursion, indirect calls; `stack.rs`), 0 otherwise:
    /// `oxacc_kernel_info.stack_bytes` (decision 115).
    pub stack: Vec<u64>,
    /// Kernels of the table without device code (`OXACC_KERNEL_HOST_ONLY`).
    pub host_only: Vec<String>,
    pub globals: Vec<DeviceGlobal>,
}

impl DeviceImage {
    /// An image without device code: launches run their host version.
    pub fn empty() -> Self {
        DeviceImage {
            format: ImageFormat::None,
            data: Vec::new(),
            kernels: Vec::new(),
            stack: Vec::new(),
            host_only: Vec::new(),
            globals: Vec::new(),
        }
    }
}

/// `oxacc_kernel_info.flags`: the image has no device code for this kernel (oxacc_rt.h).
pub const KERNEL_HOST_ONLY: i128 = 1;

/// Functions declared but not defined in the device module that some code still calls
/// (intrinsics, `vprintf`, the device heap's `malloc`/`free` and NVVM reflection are provided
/// by the PTX tool chain).
fn undefined_callees(module: &Module<'_>) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let name = fv.get_name().to_string_lossy().into_owned();
        if fv.count_basic_blocks() == 0
            && fv.get_intrinsic_id() == 0
            && name != "vprintf"
            && !heap::provided_by_driver(fv)
            && !name.starts_with("__nvvm_reflect")
            && fv
                .as_global_value()
                .as_pointer_value()
                .get_first_use()
                .is_some()
        {
            out.insert(name);
        }
    }
    out
}

/// The functions a function calls directly.
fn direct_callees<'ctx>(fv: FunctionValue<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut out = Vec::new();
    for bb in fv.get_basic_block_iter() {
        let mut inst = bb.get_first_instruction();
        while let Some(i) = inst {
            inst = i.get_next_instruction();
            if let Ok(call) = inkwell::values::CallSiteValue::try_from(i) {
                out.extend(call.get_called_fn_value());
            }
        }
    }
    out
}

/// Device code is not linked across translation units yet (docs/gpu.md): a kernel that
/// reaches a function defined in another file gets no device code. Its body is removed (the
/// optimisation pipeline's globaldce then drops what only it used) and the image marks it
/// `OXACC_KERNEL_HOST_ONLY`, so that its launches run on the host device and fail with a clear
/// "no device code" on a GPU. Returns each such kernel with the functions it is missing.
fn drop_kernels_without_definitions(
    module: &Module<'_>,
    kernels: &[String],
    linked: &HashSet<String>,
) -> Vec<(String, Vec<String>)> {
    let mut undefined = undefined_callees(module);
    undefined.retain(|f| !linked.contains(f));
    if undefined.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for k in kernels {
        let Some(kf) = module.get_function(k) else {
            continue;
        };
        let mut seen = HashSet::new();
        let mut stack = vec![kf];
        let mut missing = std::collections::BTreeSet::new();
        while let Some(f) = stack.pop() {
            let name = f.get_name().to_string_lossy().into_owned();
            if !seen.insert(name.clone()) {
                continue;
            }
            if undefined.contains(&name) {
                missing.insert(name);
                continue;
            }
            stack.extend(direct_callees(f));
        }
        if !missing.is_empty() {
            out.push((k.clone(), missing.into_iter().collect()));
        }
    }
    for (k, _) in &out {
        if let Some(kf) = module.get_function(k) {
            // SAFETY: the kernel is an entry point nothing in the module calls.
            unsafe { kf.delete() };
        }
    }
    out
}

/// A kernel or exported routine that reaches a C library function CUDA has no device version
/// of (`realloc`, aligned allocation; `heap.rs`) is an error at compile time, naming the
/// function, the compute region and why: the alternative is a PTX image the driver refuses
/// to load, or a kernel that only runs on the host.
fn refuse_calls_without_device_version(
    module: &Module<'_>,
    m: &oir::Module,
    kernels: &[String],
) -> Result<()> {
    let mut f = module.get_first_function();
    let mut bad = Vec::new();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let used = fv
            .as_global_value()
            .as_pointer_value()
            .get_first_use()
            .is_some();
        if let Some(found) = heap::unsupported_call(fv).filter(|_| used) {
            bad.push(found);
        }
    }
    let Some(&(name, why)) = bad.first() else {
        return Ok(());
    };
    // The first kernel (or exported routine) that reaches it, for the location.
    let roots = kernels.iter().cloned().chain(
        m.funcs
            .iter()
            .filter(|f| is_exported_routine(f))
            .map(|f| f.name.to_string()),
    );
    let mut at = None;
    for root in roots {
        let Some(rf) = module.get_function(&root) else {
            continue;
        };
        let mut seen = HashSet::new();
        let mut stack = vec![rf];
        while let Some(g) = stack.pop() {
            if !seen.insert(g.get_name().to_string_lossy().into_owned()) {
                continue;
            }
            if g.get_name().to_bytes() == name.as_bytes() {
                at = Some(root.clone());
                break;
            }
            stack.extend(direct_callees(g));
        }
        if at.is_some() {
            break;
        }
    }
    let place = at
        .as_deref()
        .and_then(|k| m.func_by_name(k))
        .map(|fid| {
            let loc = m.func(fid).loc;
            let file = m
                .files
                .get(loc.file as usize)
                .map_or_else(|| m.name.to_string(), |f| f.to_string());
            format!("{file}:{}:{}: ", loc.line, loc.col)
        })
        .unwrap_or_default();
    Err(CodegenError::Device(format!(
        "{place}'{name}' is called in device code of this compute region, but has no device \
         version: {why}"
    )))
}

/// Declarations nothing uses any more (after [`drop_kernels_without_definitions`] and
/// globaldce), which would otherwise appear as unresolved `.extern` functions in the PTX.
fn drop_unused_declarations(module: &Module<'_>) {
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        if fv.count_basic_blocks() == 0
            && fv
                .as_global_value()
                .as_pointer_value()
                .get_first_use()
                .is_none()
        {
            // SAFETY: the declaration has no uses.
            unsafe { fv.delete() };
        }
    }
}

/// The NVPTX target machine for an architecture.
/// PTX ISA 7.8 at least (CUDA 11.8, sm_90's own default): LLVM otherwise targets the oldest
/// ISA an architecture allows (6.0 for sm_70), which has no `alloca` instruction, and a
/// variable-length array inside a compute region was then given local address 0 with no
/// storage behind it (silently wrong on the GPU). Newer architectures keep LLVM's default,
/// which is already higher.
fn ptx_features(arch: &str) -> &'static str {
    let number = arch.strip_prefix("sm_").and_then(|n| {
        n.trim_end_matches(|c: char| c.is_ascii_alphabetic())
            .parse::<u32>()
            .ok()
    });
    match number {
        Some(n) if n < 90 => "+ptx78",
        _ => "",
    }
}

pub fn target_machine(arch: &str, opt: OptLevel) -> Result<TargetMachine> {
    Target::initialize_nvptx(&InitializationConfig::default());
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| CodegenError::Target(e.to_string()))?;
    if !valid_arch(arch) {
        return Err(CodegenError::Target(format!(
            "unsupported offload architecture '{arch}' (expected sm_70 or later)"
        )));
    }
    let level = match opt {
        OptLevel::O0 => inkwell::OptimizationLevel::None,
        OptLevel::O1 => inkwell::OptimizationLevel::Less,
        OptLevel::O3 | OptLevel::Ofast => inkwell::OptimizationLevel::Aggressive,
        _ => inkwell::OptimizationLevel::Default,
    };
    target
        .create_target_machine(
            &triple,
            arch,
            ptx_features(arch),
            level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| CodegenError::Target(format!("cannot create an NVPTX target for {arch}")))
}

/// `sm_NN` or `sm_NNa`/`sm_NNf` with NN ≥ 70.
pub fn valid_arch(arch: &str) -> bool {
    let Some(n) = arch.strip_prefix("sm_") else {
        return false;
    };
    let digits = n.trim_end_matches(['a', 'f']);
    digits.len() + 1 >= n.len() && digits.parse::<u32>().is_ok_and(|v| v >= 70)
}

/// Compiles the device part of `m` (see the module documentation).
pub fn compile_nvptx<'ctx>(
    ctx: &'ctx Context,
    m: &oir::Module,
    opts: &DeviceOptions,
) -> Result<DeviceArtifact<'ctx>> {
    let t = oxacc_oir::phase_time::phase("device: OIR to LLVM IR");
    let machine = target_machine(&opts.arch, opts.opt)?;
    let module = lower_device(ctx, m, &format!("{}.device", m.name), opts, &machine)?;
    drop(t);
    let t = oxacc_oir::phase_time::phase("device: math library and runtime routines");
    let kernels: Vec<String> = kernels(m)
        .into_iter()
        .map(|f| m.func(f).name.to_string())
        .collect();
    // The math library: lowered the same way and linked in; unused functions go at globaldce.
    match &opts.math {
        MathLib::None => {}
        MathLib::Oir(_) | MathLib::Bitcode { .. } => {
            let lm = match &opts.math {
                MathLib::Oir(lib) => lower_math_library(ctx, lib, opts, &machine)?,
                MathLib::Bitcode { fast, .. } if opts.opt == OptLevel::Ofast => {
                    load_math_bitcode(ctx, fast, &opts.arch)?
                }
                MathLib::Bitcode { normal, .. } => load_math_bitcode(ctx, normal, &opts.arch)?,
                _ => unreachable!("matched above"),
            };
            keep_only_needed(&lm, &module, &machine)?;
            module
                .link_in_module(lm)
                .map_err(|e| CodegenError::Llvm(format!("linking the device math library: {e}")))?;
        }
        MathLib::Libdevice(_) => {}
    }
    math::resolve(
        ctx,
        &module,
        &opts.math,
        opts.opt == OptLevel::Ofast,
        &machine,
    )?;
    define_acc_on_device(ctx, &module)?;
    define_omp_queries(ctx, &module)?;
    ptx_names::define_host_paths(ctx, &module)?;
    omp_locks::define(ctx, &module)?;
    define_team_barrier(ctx, &module)?;
    define_team_barrier_part(ctx, &module)?;
    heap::define_calloc(ctx, &module)?;
    omp_alloc::define(ctx, &module)?;
    fortran_chars::define(ctx, &module)?;
    heap::define_gang_heap(ctx, &module)?;
    cstring::define_memory_functions(ctx, &module)?;
    refuse_calls_without_device_version(&module, m, &kernels)?;
    for name in ["__mulsc3", "__muldc3", "__divsc3", "__divdc3"] {
        define_complex_helper(ctx, &module, name)?;
    }
    let globals = export_device_globals(&module, m);
    // Only kernels (and `declare`d globals, which the runtime finds by name) stay visible.
    let exported: Vec<String> = m
        .funcs
        .iter()
        .filter(|f| is_exported_routine(f))
        .map(|f| f.name.to_string())
        .collect();
    let keep: std::collections::HashSet<&str> = kernels
        .iter()
        .chain(&exported)
        .map(|s| s.as_str())
        .collect();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let name = fv.get_name().to_string_lossy().into_owned();
        if fv.count_basic_blocks() > 0 && !keep.contains(name.as_str()) {
            fv.set_linkage(LLinkage::Internal);
        } else if fv.count_basic_blocks() == 0
            && !matches!(
                fv.get_linkage(),
                LLinkage::External | LLinkage::ExternalWeak
            )
        {
            // A declaration only: an inline definition the device module does not need
            // (glibc's `extern inline` vprintf at -O2, whose name device printf calls) keeps
            // its host linkage otherwise, which LLVM rejects for a declaration.
            fv.set_linkage(LLinkage::External);
        }
    }
    let host_only = drop_kernels_without_definitions(&module, &kernels, &linked_routines(m));
    drop(t);
    if crate::verify_generated_code() {
        let _t = oxacc_oir::phase_time::phase("device: LLVM verifier");
        module.verify().map_err(|e| {
            CodegenError::Llvm(format!("generated device module does not verify: {e}"))
        })?;
    }
    // Debugging: the device module before and after LLVM's pipeline (`OXACC_SAVE_DEVICE_IR=dir`).
    let save_ir = |stage: &str| {
        if let Some(dir) = std::env::var_os("OXACC_SAVE_DEVICE_IR") {
            let stem = std::path::Path::new(m.name.as_str())
                .file_name()
                .map_or_else(|| "module".into(), |n| n.to_string_lossy().into_owned());
            let path = std::path::Path::new(&dir).join(format!("{stem}.{stage}.ll"));
            let _ = std::fs::write(path, module.print_to_string().to_string());
        }
    };
    save_ir("before");
    let pbo = PassBuilderOptions::create();
    pbo.set_verify_each(cfg!(debug_assertions));
    // libdevice's `__nvvm_reflect` queries must be folded even at -O0, and unused library
    // functions dropped.
    let pipeline = match opts.opt {
        OptLevel::O0 => "nvvm-reflect,always-inline,globaldce",
        o => o.pipeline(),
    };
    let t = oxacc_oir::phase_time::phase(format!("device: LLVM passes {pipeline}"));
    module
        .run_passes(pipeline, &machine, pbo)
        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    drop(t);
    let _t = oxacc_oir::phase_time::phase("device: after the pipeline (schedule, names)");
    if opts.group_loads {
        schedule::group_loads(&module, opts.loads_past_stores, opts.loads_past_loads);
    }
    if let Some(n) = opts.wave_registers {
        schedule::limit_wave_reductions(&module, n);
    }
    if let Some(n) = opts.max_registers {
        schedule::limit_registers(&module, n);
    }
    drop_unused_declarations(&module);
    save_ir("after");
    ptx_names::make_names_valid(&module);
    Ok(DeviceArtifact {
        module,
        machine,
        kernels,
        host_only,
        globals,
    })
}

/// Reduces library module `lib` (the device math library, libdevice) to what `user` needs
/// before it is linked in: the definitions of `user`'s declarations and what they reach
/// (decision 120). Linking the whole library made every GPU compile parse, link and run the
/// first passes of `-O2` over a few hundred functions that `globalopt` then deleted; with
/// libdevice (about 480 KB of bitcode) that was most of a small file's GPU compile.
/// `OXACC_DEVICE_LINK_ALL=1` links the whole library, for A/B comparisons.
pub(crate) fn keep_only_needed(
    lib: &Module<'_>,
    user: &Module<'_>,
    machine: &TargetMachine,
) -> Result<()> {
    if std::env::var_os("OXACC_DEVICE_LINK_ALL").is_some_and(|v| v == "1") {
        return Ok(());
    }
    let _t = oxacc_oir::phase_time::phase("device: trim the math library");
    let wanted: HashSet<String> = user
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    // What no one outside the library can name goes at `globaldce`, and with it everything
    // only it reached; the wanted definitions keep their linkage, so linking is unchanged.
    for f in lib.get_functions() {
        if f.count_basic_blocks() > 0 && !wanted.contains(f.get_name().to_str().unwrap_or("")) {
            f.set_linkage(LLinkage::Internal);
        }
    }
    for g in lib.get_globals() {
        if !matches!(g.get_linkage(), LLinkage::Internal | LLinkage::Private)
            && g.get_initializer().is_some()
            && !wanted.contains(g.get_name().to_str().unwrap_or(""))
        {
            g.set_linkage(LLinkage::Internal);
        }
    }
    lib.run_passes("globaldce", machine, PassBuilderOptions::create())
        .map_err(|e| CodegenError::Llvm(format!("trimming the device math library: {e}")))
}

/// `int acc_on_device(acc_device_t)` in device code (OpenACC §3.2.17): true for
/// `acc_device_not_host` (3) and `acc_device_nvidia` (4), false otherwise.
fn define_acc_on_device<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let Some(fv) = module.get_function("acc_on_device") else {
        return Ok(());
    };
    if fv.count_basic_blocks() > 0 || fv.count_params() != 1 {
        return Ok(());
    }
    let Some(inkwell::values::BasicValueEnum::IntValue(d)) = fv.get_nth_param(0) else {
        return Ok(());
    };
    let Some(inkwell::types::BasicTypeEnum::IntType(rt)) = fv.get_type().get_return_type() else {
        return Ok(());
    };
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(fv, "entry"));
    let dt = d.get_type();
    let not_host = b
        .build_int_compare(inkwell::IntPredicate::EQ, d, dt.const_int(3, false), "")
        .map_err(llvm)?;
    let nvidia = b
        .build_int_compare(inkwell::IntPredicate::EQ, d, dt.const_int(4, false), "")
        .map_err(llvm)?;
    let on = b.build_or(not_host, nvidia, "").map_err(llvm)?;
    let r = b.build_int_z_extend(on, rt, "").map_err(llvm)?;
    b.build_return(Some(&r)).map_err(llvm)?;
    fv.set_linkage(LLinkage::Internal);
    Ok(())
}

/// The OpenMP routines of `oir::OmpQuery` in device code, answered from the execution model
/// (docs/openmp.md "Runtime routines and environment"): a team is a gang (a block: `%ctaid.x`
/// of `%nctaid.x`), the team's threads are the block's threads (workers × vector lanes);
/// device code never runs on the initial device, and runs on device 0 (the one device an
/// image is loaded on for now). Gang-redundant code of a region never asks for its thread:
/// acc-outline answers 0 and 1 there (`omp_queries_outside_thread_loops`).
fn define_omp_queries<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    use oir::OmpQuery as Q;
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    for q in Q::ALL {
        let Some(fv) = module.get_function(q.routine()) else {
            continue;
        };
        if fv.count_basic_blocks() > 0 || fv.count_params() != q.arity() as u32 {
            continue;
        }
        let Some(inkwell::types::BasicTypeEnum::IntType(rt)) = fv.get_type().get_return_type()
        else {
            continue;
        };
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(fv, "entry"));
        let sreg = |name: &str| -> Result<inkwell::values::IntValue<'ctx>> {
            let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
            let decl = inkwell::intrinsics::Intrinsic::find(&full)
                .and_then(|i| i.get_declaration(module, &[]))
                .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {full}")))?;
            let site = b.build_call(decl, &[], "").map_err(llvm)?;
            match site.try_as_basic_value() {
                inkwell::values::ValueKind::Basic(v) => Ok(v.into_int_value()),
                _ => Err(CodegenError::Llvm(format!("{full} has no value"))),
            }
        };
        let v = match q {
            Q::TeamNum => sreg("ctaid.x")?,
            Q::NumTeams => sreg("nctaid.x")?,
            Q::ThreadNum => {
                let (x, y, nx) = (sreg("tid.x")?, sreg("tid.y")?, sreg("ntid.x")?);
                let row = b.build_int_mul(y, nx, "").map_err(llvm)?;
                b.build_int_add(row, x, "").map_err(llvm)?
            }
            Q::NumThreads | Q::TeamSize | Q::ThreadLimit => {
                let (nx, ny) = (sreg("ntid.x")?, sreg("ntid.y")?);
                b.build_int_mul(nx, ny, "").map_err(llvm)?
            }
            Q::TeamThreads => {
                // min(limit, the block's threads), at least 1; above one warp whole warps
                // only, so that the team is a prefix of warp 0 or whole warps, which its
                // barrier (`__oxacc_omp_team_barrier`) can join without the others.
                let Some(inkwell::values::BasicValueEnum::IntValue(limit)) = fv.get_nth_param(0)
                else {
                    continue;
                };
                let i32t = ctx.i32_type();
                let limit = b.build_int_cast(limit, i32t, "").map_err(llvm)?;
                let (nx, ny) = (sreg("ntid.x")?, sreg("ntid.y")?);
                let size = b.build_int_mul(nx, ny, "").map_err(llvm)?;
                let smin = |x, y| -> Result<inkwell::values::IntValue<'ctx>> {
                    let lt = b
                        .build_int_compare(inkwell::IntPredicate::SLT, x, y, "")
                        .map_err(llvm)?;
                    Ok(b.build_select(lt, x, y, "").map_err(llvm)?.into_int_value())
                };
                let a = smin(limit, size)?;
                let one = i32t.const_int(1, false);
                let small = b
                    .build_int_compare(inkwell::IntPredicate::SLT, a, one, "")
                    .map_err(llvm)?;
                let a = b
                    .build_select(small, one, a, "")
                    .map_err(llvm)?
                    .into_int_value();
                let warp = i32t.const_int(32, false);
                let over = b
                    .build_int_compare(inkwell::IntPredicate::SGT, a, warp, "")
                    .map_err(llvm)?;
                let whole = b
                    .build_and(a, i32t.const_int(!31u64 & 0xffff_ffff, false), "")
                    .map_err(llvm)?;
                b.build_select(over, whole, a, "")
                    .map_err(llvm)?
                    .into_int_value()
            }
            Q::IsInitialDevice | Q::DeviceNum => ctx.i32_type().const_zero(),
            // A block has at most 1024 threads (every architecture oxacc targets), and a
            // team is a block: no `parallel` region of a target region has more.
            Q::MaxThreads => ctx.i32_type().const_int(1024, false),
            // A function called from a region: inside a parallel region when the gang runs
            // as threads (acc-outline answers the region's own code exactly).
            Q::Level => {
                let (nx, ny) = (sreg("ntid.x")?, sreg("ntid.y")?);
                let n = b.build_int_mul(nx, ny, "").map_err(llvm)?;
                let one = n.get_type().const_int(1, false);
                let many = b
                    .build_int_compare(inkwell::IntPredicate::UGT, n, one, "")
                    .map_err(llvm)?;
                b.build_int_z_extend(many, ctx.i32_type(), "")
                    .map_err(llvm)?
            }
            // One active level of parallelism on the device (nested parallel regions are
            // refused there).
            Q::MaxActiveLevels | Q::SupportedActiveLevels => ctx.i32_type().const_int(1, false),
        };
        let r = b.build_int_cast(v, rt, "").map_err(llvm)?;
        b.build_return(Some(&r)).map_err(llvm)?;
        fv.set_linkage(LLinkage::Internal);
    }
    Ok(())
}

/// `void __oxacc_omp_team_barrier(void)` (`oxacc_oir::acc::TEAM_BARRIER`): the barrier of the
/// threads of a team, which ends a worksharing loop in a parallel region of a target region
/// (OpenMP 4.5 §2.7.1). A team is a block, so it is `bar.sync 0`, the non-aligned form (the
/// call sits in user control flow). Only the threads version of a region calls it, where
/// every thread of the block runs one iteration of the region's thread loop.
fn define_team_barrier<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let Some(fv) = module.get_function(oir::acc::TEAM_BARRIER) else {
        return Ok(());
    };
    if fv.count_basic_blocks() > 0 || fv.count_params() != 0 {
        return Ok(());
    }
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let name = "llvm.nvvm.barrier.cta.sync.all";
    let decl = inkwell::intrinsics::Intrinsic::find(name)
        .and_then(|i| i.get_declaration(module, &[]))
        .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(fv, "entry"));
    b.build_call(decl, &[ctx.i32_type().const_zero().into()], "")
        .map_err(llvm)?;
    b.build_return(None).map_err(llvm)?;
    fv.set_linkage(LLinkage::Internal);
    Ok(())
}

/// `void __oxacc_omp_team_barrier_part(i32 team)` (`oxacc_oir::acc::TEAM_BARRIER_PART`): the
/// barrier of a team of `team` threads narrower than its block (`num_threads`,
/// `thread_limit`, `if(parallel: c)`: `OmpQuery::TeamThreads`, a prefix of warp 0 or whole
/// warps; docs/design.md decision 41), whose other threads wait at the barrier after the
/// region's thread loop (barrier 0). So: the whole block, `barrier.sync 0`; part of warp 0,
/// `bar.warp.sync` of its lanes; whole warps, named barrier 1 counting them (a parallel
/// region is at gang level, where no worker's named barrier is in use). Called for a team of
/// more than one thread.
fn define_team_barrier_part<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let Some(fv) = module.get_function(oir::acc::TEAM_BARRIER_PART) else {
        return Ok(());
    };
    if fv.count_basic_blocks() > 0 || fv.count_params() != 1 {
        return Ok(());
    }
    let Some(inkwell::values::BasicValueEnum::IntValue(team)) = fv.get_nth_param(0) else {
        return Ok(());
    };
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let intrinsic = |name: &str| {
        inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))
    };
    let i32t = ctx.i32_type();
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(fv, "entry");
    let all = ctx.append_basic_block(fv, "block");
    let part = ctx.append_basic_block(fv, "part");
    let lanes = ctx.append_basic_block(fv, "lanes");
    let warps = ctx.append_basic_block(fv, "warps");
    b.position_at_end(entry);
    let team = b.build_int_cast(team, i32t, "").map_err(llvm)?;
    let sreg = |name: &str| -> Result<inkwell::values::IntValue<'ctx>> {
        let site = b
            .build_call(
                intrinsic(&format!("llvm.nvvm.read.ptx.sreg.{name}"))?,
                &[],
                "",
            )
            .map_err(llvm)?;
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v.into_int_value()),
            _ => Err(CodegenError::Llvm(format!("{name} has no value"))),
        }
    };
    let (nx, ny) = (sreg("ntid.x")?, sreg("ntid.y")?);
    let size = b.build_int_mul(nx, ny, "").map_err(llvm)?;
    let whole = b
        .build_int_compare(inkwell::IntPredicate::SGE, team, size, "")
        .map_err(llvm)?;
    b.build_conditional_branch(whole, all, part).map_err(llvm)?;
    b.position_at_end(all);
    b.build_call(
        intrinsic("llvm.nvvm.barrier.cta.sync.all")?,
        &[i32t.const_zero().into()],
        "",
    )
    .map_err(llvm)?;
    b.build_return(None).map_err(llvm)?;
    b.position_at_end(part);
    let in_warp = b
        .build_int_compare(
            inkwell::IntPredicate::SLE,
            team,
            i32t.const_int(32, false),
            "",
        )
        .map_err(llvm)?;
    b.build_conditional_branch(in_warp, lanes, warps)
        .map_err(llvm)?;
    b.position_at_end(lanes);
    // The lanes below `team`: (1 << team) - 1, all ones for 32 (a 64-bit shift).
    let i64t = ctx.i64_type();
    let t64 = b.build_int_z_extend(team, i64t, "").map_err(llvm)?;
    let bit = b
        .build_left_shift(i64t.const_int(1, false), t64, "")
        .map_err(llvm)?;
    let mask = b
        .build_int_sub(bit, i64t.const_int(1, false), "")
        .map_err(llvm)?;
    let mask = b.build_int_truncate(mask, i32t, "").map_err(llvm)?;
    b.build_call(intrinsic("llvm.nvvm.bar.warp.sync")?, &[mask.into()], "")
        .map_err(llvm)?;
    b.build_return(None).map_err(llvm)?;
    b.position_at_end(warps);
    b.build_call(
        intrinsic("llvm.nvvm.barrier.cta.sync.count")?,
        &[i32t.const_int(1, false).into(), team.into()],
        "",
    )
    .map_err(llvm)?;
    b.build_return(None).map_err(llvm)?;
    fv.set_linkage(LLinkage::Internal);
    Ok(())
}

/// libgcc's complex multiply/divide helpers (what C `_Complex` `*` and `/` call), in device
/// code: the textbook formulas (no Annex G infinity/NaN recovery). On NVPTX the result comes
/// back through an `sret` pointer (the first parameter).
fn define_complex_helper<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    name: &str,
) -> Result<()> {
    use inkwell::values::BasicValueEnum as V;
    let Some(fv) = module.get_function(name) else {
        return Ok(());
    };
    let params = fv.get_params();
    if fv.count_basic_blocks() > 0 || params.len() != 5 {
        return Ok(());
    }
    let (
        V::PointerValue(out),
        V::FloatValue(a),
        V::FloatValue(b),
        V::FloatValue(c),
        V::FloatValue(d),
    ) = (params[0], params[1], params[2], params[3], params[4])
    else {
        return Ok(());
    };
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let bd = ctx.create_builder();
    bd.position_at_end(ctx.append_basic_block(fv, "entry"));
    let ft = a.get_type();
    let (re, im) = if name.starts_with("__mul") {
        let ac = bd.build_float_mul(a, c, "").map_err(llvm)?;
        let bdp = bd.build_float_mul(b, d, "").map_err(llvm)?;
        let ad = bd.build_float_mul(a, d, "").map_err(llvm)?;
        let bc = bd.build_float_mul(b, c, "").map_err(llvm)?;
        (
            bd.build_float_sub(ac, bdp, "").map_err(llvm)?,
            bd.build_float_add(ad, bc, "").map_err(llvm)?,
        )
    } else {
        let cc = bd.build_float_mul(c, c, "").map_err(llvm)?;
        let dd = bd.build_float_mul(d, d, "").map_err(llvm)?;
        let den = bd.build_float_add(cc, dd, "").map_err(llvm)?;
        let ac = bd.build_float_mul(a, c, "").map_err(llvm)?;
        let bdp = bd.build_float_mul(b, d, "").map_err(llvm)?;
        let bc = bd.build_float_mul(b, c, "").map_err(llvm)?;
        let ad = bd.build_float_mul(a, d, "").map_err(llvm)?;
        let nr = bd.build_float_add(ac, bdp, "").map_err(llvm)?;
        let ni = bd.build_float_sub(bc, ad, "").map_err(llvm)?;
        (
            bd.build_float_div(nr, den, "").map_err(llvm)?,
            bd.build_float_div(ni, den, "").map_err(llvm)?,
        )
    };
    bd.build_store(out, re).map_err(llvm)?;
    // SAFETY: the sret slot holds two elements of the part type.
    let imp = unsafe {
        bd.build_gep(ft, out, &[ctx.i64_type().const_int(1, false)], "")
            .map_err(llvm)?
    };
    bd.build_store(imp, im).map_err(llvm)?;
    bd.build_return(None).map_err(llvm)?;
    fv.set_linkage(LLinkage::Internal);
    Ok(())
}

/// Makes the device copies of `declare`d globals visible under valid PTX names (the runtime
/// finds them with `cuModuleGetGlobal`) and describes them for the image's global table.
fn export_device_globals(module: &Module<'_>, m: &oir::Module) -> Vec<DeviceGlobal> {
    let mut out = Vec::new();
    for g in crate::lower::offload::device_globals(m) {
        let d = m.global(g);
        let Some(gv) = module.get_global(&d.name) else {
            continue;
        };
        let symbol = oir::acc::device::ptx_identifier(&d.name);
        let symbol = if symbol == d.name.as_str() {
            symbol
        } else {
            format!("__oxacc_global_{}", out.len())
        };
        gv.set_name(&symbol);
        // A Fortran common block (common linkage, zeros) stays common: PTX `.common`, one
        // variable however many files' images define it, which the runtime links into one
        // module (device_link.rs), as the host linker merges the block. External, each image
        // held a copy of its own (OpenMP 4.5 §2.10.6, OpenACC 3.3 §2.13: one device copy).
        gv.set_linkage(if oir::acc::device_code::starts_from_host(m, g) {
            LLinkage::Common
        } else {
            LLinkage::External
        });
        gv.set_visibility(inkwell::GlobalVisibility::Default);
        out.push(DeviceGlobal {
            symbol,
            host: d.name.to_string(),
            bytes: m.types.size_of(d.ty),
            copyin: d.acc_declare == Some(oir::DataClauseKind::CopyIn),
            link: d.acc_declare == Some(oir::DataClauseKind::Link),
            host_init: oir::acc::device_code::starts_from_host(m, g),
        });
    }
    out
}

fn lower_device<'ctx>(
    ctx: &'ctx Context,
    m: &oir::Module,
    name: &str,
    opts: &DeviceOptions,
    machine: &TargetMachine,
) -> Result<Module<'ctx>> {
    let module = ctx.create_module(name);
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let cg = CodegenOptions {
        opt_level: opts.opt,
        cpu: opts.arch.clone(),
        ..CodegenOptions::default()
    };
    lower_module(ctx, &module, m, &cg, machine, &crate::target::nvptx::Nvptx)?;
    // libdevice: IEEE denormals (no flush to zero).
    module.add_basic_value_flag(
        "nvvm-reflect-ftz",
        FlagBehavior::Override,
        ctx.i32_type().const_zero(),
    );
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        if fv.count_basic_blocks() > 0 {
            fv.remove_string_attribute(AttributeLoc::Function, "target-features");
        }
    }
    Ok(module)
}

/// Adds a device image to a host module: the image bytes, the kernel-name table, the
/// `oxacc_image` descriptor [`IMAGE_GLOBAL`] (defining a declaration of it that host code
/// refers to) and a constructor calling `__oxacc_register_image`. Device-only functions
/// stay in the module; host code generation skips them.
pub fn embed_image(m: &mut oir::Module, image: &DeviceImage) {
    let i8t = m.i8();
    let i32t = m.i32();
    let i64t = m.i64();
    let ptr = m.ptr();
    let void = m.void();
    let mut data = image.data.clone();
    if image.format == ImageFormat::Ptx && data.last() != Some(&0) {
        data.push(0);
    }
    let size = data.len() as u64;
    let data_g = if data.is_empty() {
        None
    } else {
        let ty = m.array(i8t, size);
        let mut g = GlobalData::new("__oxacc_device_code", ty, Some(ConstInit::Bytes(data)));
        g.linkage = Linkage::Internal;
        g.constant = true;
        g.align = 8;
        g.section = Some(".oxacc.offload".into());
        Some(m.add_global(g))
    };
    // oxacc_kernel_info { const char *name; uint32_t flags, stack_bytes; }
    let kinfo = m.c_struct(Some("oxacc_kernel_info"), &[ptr, i32t, i32t]);
    let table = if image.kernels.is_empty() {
        None
    } else {
        let entries: Vec<ConstInit> = image
            .kernels
            .iter()
            .enumerate()
            .map(|(i, k)| {
                let s = m.add_string(&format!("__oxacc_kernel_name.{i}"), k.as_bytes());
                let flags = if image.host_only.contains(k) {
                    KERNEL_HOST_ONLY
                } else {
                    0
                };
                let stack = image
                    .stack
                    .get(i)
                    .copied()
                    .unwrap_or(0)
                    .min(u64::from(u32::MAX));
                ConstInit::Aggregate(vec![
                    ConstInit::GlobalAddr(s, 0),
                    ConstInit::Int(flags),
                    ConstInit::Int(i128::from(stack)),
                ])
            })
            .collect();
        let ty = m.array(kinfo, entries.len() as u64);
        let mut g = GlobalData::new(
            "__oxacc_kernel_table",
            ty,
            Some(ConstInit::Aggregate(entries)),
        );
        g.linkage = Linkage::Internal;
        g.constant = true;
        Some(m.add_global(g))
    };
    // oxacc_image { u32 abi_version, format; const void *data; u64 size;
    //               const oxacc_kernel_info *kernels; u32 nkernels, nglobals;
    //               const oxacc_global_info *globals; }
    let img_ty = m.c_struct(
        Some("oxacc_image"),
        &[i32t, i32t, ptr, i64t, ptr, i32t, i32t, ptr],
    );
    // oxacc_global_info { const char *name; void *host; u64 bytes; u32 kind, flags; }
    let ginfo = m.c_struct(Some("oxacc_global_info"), &[ptr, ptr, i64t, i32t, i32t]);
    let gentries: Vec<ConstInit> = image
        .globals
        .iter()
        .enumerate()
        .filter_map(|(i, g)| {
            let host = m.global_by_name(&g.host)?;
            let s = m.add_string(&format!("__oxacc_global_name.{i}"), g.symbol.as_bytes());
            // OXACC_MAP_COPYIN (1) and OXACC_MAP_CREATE (3) are device copies that start with
            // the initializer (decision 114); OXACC_MAP_LINK (13) is storage for data clauses
            // (docs/abi.md).
            let kind = if g.link {
                13
            } else if g.copyin {
                1
            } else {
                3
            };
            Some(ConstInit::Aggregate(vec![
                ConstInit::GlobalAddr(s, 0),
                ConstInit::GlobalAddr(host, 0),
                ConstInit::Int(g.bytes as i128),
                ConstInit::Int(kind),
                ConstInit::Int(if g.host_init {
                    oir::acc::device_code::GLOBAL_HOST_INIT as i128
                } else {
                    0
                }),
            ]))
        })
        .collect();
    let nglobals = gentries.len();
    let gtable = if gentries.is_empty() {
        None
    } else {
        let ty = m.array(ginfo, nglobals as u64);
        let mut g = GlobalData::new(
            "__oxacc_global_table",
            ty,
            Some(ConstInit::Aggregate(gentries)),
        );
        g.linkage = Linkage::Internal;
        g.constant = true;
        Some(m.add_global(g))
    };
    let addr = |g: Option<oir::GlobalId>| match g {
        Some(g) => ConstInit::GlobalAddr(g, 0),
        None => ConstInit::Zero,
    };
    let init = ConstInit::Aggregate(vec![
        ConstInit::Int(1),
        ConstInit::Int(image.format as i128),
        addr(data_g),
        ConstInit::Int(size as i128),
        addr(table),
        ConstInit::Int(image.kernels.len() as i128),
        ConstInit::Int(nglobals as i128),
        addr(gtable),
    ]);
    let img = match m.global_by_name(IMAGE_GLOBAL) {
        Some(g) => g,
        None => m.add_global(GlobalData::new(IMAGE_GLOBAL, img_ty, None)),
    };
    {
        let g = &mut m.globals[img.index()];
        g.ty = img_ty;
        g.init = Some(init);
        g.linkage = Linkage::Internal;
        g.constant = true;
        g.align = 8;
    }
    // static void __oxacc_register(void) { __oxacc_register_image(&__oxacc_image); }
    let reg_sig = m.func_type(&[ptr], i32t, false);
    let reg = m
        .func_by_name("__oxacc_register_image")
        .unwrap_or_else(|| m.declare_func("__oxacc_register_image", reg_sig));
    let ctor_sig = m.func_type(&[], void, false);
    let ctor = m.declare_func("__oxacc_register", ctor_sig);
    m.func_mut(ctor).linkage = Linkage::Internal;
    {
        let mut b = oir::FunctionBuilder::new(m, ctor);
        let p = b.global_addr(img);
        b.call(reg, &[p]);
        b.ret(None);
        b.finish();
    }
    m.ctors.push((ctor, 101));
}

#[cfg(test)]
mod tests;
