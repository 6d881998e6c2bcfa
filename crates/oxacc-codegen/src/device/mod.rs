//! Device code generation (docs/gpu.md): the `kernel` and `device` functions of an OIR
//! module, and everything they reach, become an `nvptx64-nvidia-cuda` LLVM module, which
//! LLVM's NVPTX back end turns into PTX text. [`embed_image`] then adds that PTX to the host
//! module with an `oxacc_image` descriptor and a constructor that registers it with libaccrt.
//!
//! The lowering is the host's ([`crate::host`]) with a device target: scalars pass as
//! themselves and aggregates `byval`/`sret`, kernels get the `ptx_kernel` calling
//! convention, the execution-model intrinsics read PTX special registers, `printf` becomes
//! CUDA's `vprintf`. Math functions become LLVM intrinsics where NVPTX has an instruction,
//! and calls into libdevice (when one is found) or into the project's own device math
//! library (`devicelib/math.c`, compiled by oxacc itself and handed over as OIR) otherwise.

mod math;

use std::path::PathBuf;

use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Linkage as LLinkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::values::BasicValue as _;

use oxacc_oir::{self as oir, ConstInit, DeviceKind, FuncId, GlobalData, Linkage};

use crate::host::lower::{lower_module, Target as LowerTarget};
use crate::host::{CodegenOptions, OptLevel};
use crate::{CodegenError, Result};

pub use math::{find_libdevice, INTRINSIC_MATH, LIBRARY_MATH};

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
}

#[derive(Clone, Debug)]
pub struct DeviceOptions {
    /// `sm_70` … `sm_90`, `sm_90a`, `sm_100`.
    pub arch: String,
    pub opt: OptLevel,
    pub math: MathLib,
}

impl Default for DeviceOptions {
    fn default() -> Self {
        DeviceOptions {
            arch: DEFAULT_ARCH.to_owned(),
            opt: OptLevel::O2,
            math: MathLib::None,
        }
    }
}

/// Does the module have device code to compile?
pub fn has_device_code(m: &oir::Module) -> bool {
    m.funcs
        .iter()
        .any(|f| f.device.is_some() && f.body.is_some())
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
}

impl<'ctx> DeviceArtifact<'ctx> {
    /// The PTX text (no terminating NUL).
    pub fn ptx(&self) -> Result<String> {
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
        Ok(DeviceImage {
            format: ImageFormat::Ptx,
            data: self.ptx()?.into_bytes(),
            kernels: self.kernels.clone(),
        })
    }
}

/// `OXACC_IMAGE_*` of `oxacc_rt.h`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ImageFormat {
    None = 0,
    Ptx = 1,
}

/// What [`embed_image`] puts in the host object.
#[derive(Clone, Debug)]
pub struct DeviceImage {
    pub format: ImageFormat,
    pub data: Vec<u8>,
    pub kernels: Vec<String>,
}

impl DeviceImage {
    /// An image without device code: launches run their host version.
    pub fn empty() -> Self {
        DeviceImage {
            format: ImageFormat::None,
            data: Vec::new(),
            kernels: Vec::new(),
        }
    }
}

/// The NVPTX target machine for an architecture.
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
            "",
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
    let machine = target_machine(&opts.arch, opts.opt)?;
    let module = lower_device(ctx, m, &format!("{}.device", m.name), opts, &machine)?;
    let kernels: Vec<String> = kernels(m)
        .into_iter()
        .map(|f| m.func(f).name.to_string())
        .collect();
    // The math library: lowered the same way and linked in; unused functions go at globaldce.
    match &opts.math {
        MathLib::None => {}
        MathLib::Oir(lib) => {
            let mut lib = (**lib).clone();
            for f in &mut lib.funcs {
                if f.body.is_some() {
                    f.device = Some(DeviceKind::Func);
                }
            }
            let lm = lower_device(ctx, &lib, "oxacc-devmath", opts, &machine)?;
            module
                .link_in_module(lm)
                .map_err(|e| CodegenError::Llvm(format!("linking the device math library: {e}")))?;
        }
        MathLib::Libdevice(_) => {}
    }
    math::resolve(ctx, &module, &opts.math)?;
    // Only kernels (and `declare`d globals, which the runtime finds by name) stay visible.
    let keep: std::collections::HashSet<&str> = kernels.iter().map(|s| s.as_str()).collect();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let name = fv.get_name().to_string_lossy().into_owned();
        if fv.count_basic_blocks() > 0 && !keep.contains(name.as_str()) {
            fv.set_linkage(LLinkage::Internal);
        }
    }
    let undefined: Vec<String> = {
        let mut out = Vec::new();
        let mut f = module.get_first_function();
        while let Some(fv) = f {
            f = fv.get_next_function();
            let name = fv.get_name().to_string_lossy().into_owned();
            if fv.count_basic_blocks() == 0
                && fv.get_intrinsic_id() == 0
                && name != "vprintf"
                && !name.starts_with("__nvvm_reflect")
                && fv
                    .as_global_value()
                    .as_pointer_value()
                    .get_first_use()
                    .is_some()
            {
                out.push(name);
            }
        }
        out
    };
    if !undefined.is_empty() {
        return Err(CodegenError::Device(format!(
            "calls {} without a device definition (mark it with `#pragma acc routine`)",
            undefined
                .iter()
                .map(|n| format!("'{n}'"))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    module
        .verify()
        .map_err(|e| CodegenError::Llvm(format!("generated device module does not verify: {e}")))?;
    let pbo = PassBuilderOptions::create();
    pbo.set_verify_each(cfg!(debug_assertions));
    // libdevice's `__nvvm_reflect` queries must be folded even at -O0, and unused library
    // functions dropped.
    let pipeline = match opts.opt {
        OptLevel::O0 => "nvvm-reflect,always-inline,globaldce",
        o => o.pipeline(),
    };
    module
        .run_passes(pipeline, &machine, pbo)
        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
    Ok(DeviceArtifact {
        module,
        machine,
        kernels,
    })
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
    lower_module(ctx, &module, m, &cg, machine, LowerTarget::Nvptx)?;
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
    // oxacc_kernel_info { const char *name; uint32_t flags, reserved; }
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
                ConstInit::Aggregate(vec![
                    ConstInit::GlobalAddr(s, 0),
                    ConstInit::Int(0),
                    ConstInit::Int(0),
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
        ConstInit::Int(0),
        ConstInit::Zero,
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
