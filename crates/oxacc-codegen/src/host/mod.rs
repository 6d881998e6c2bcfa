//! Host code generation: OIR module → LLVM module for x86-64 Linux, then
//! optimisation through LLVM's new pass manager and emission of an object
//! file, assembly or LLVM IR.

mod lanes;
mod multiversion;
pub(crate) use lanes::JAMMED;

use std::path::Path;

use crate::{CodegenError, Result};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};

pub use crate::options::{
    CodegenOptions, DebugInfo, OptLevel, ARCH_CPUS, DEFAULT_HOST_CPU, TUNE_ONLY_CPUS, X86_FEATURES,
};

pub const TRIPLE: &str = "x86_64-pc-linux-gnu";

/// An LLVM module with the target machine it was optimised for.
pub struct LlvmArtifact<'ctx> {
    pub module: Module<'ctx>,
    machine: TargetMachine,
}

impl<'ctx> LlvmArtifact<'ctx> {
    pub fn emit_object(&self, path: &Path) -> Result<()> {
        self.machine
            .write_to_file(&self.module, FileType::Object, path)
            .map_err(|e| write_error(path, e.to_string()))
    }
    pub fn emit_asm(&self, path: &Path) -> Result<()> {
        self.machine
            .write_to_file(&self.module, FileType::Assembly, path)
            .map_err(|e| write_error(path, e.to_string()))
    }
    pub fn emit_llvm(&self, path: &Path) -> Result<()> {
        self.module
            .print_to_file(path)
            .map_err(|e| write_error(path, e.to_string()))
    }
    pub fn emit_bitcode(&self, path: &Path) -> Result<()> {
        if self.module.write_bitcode_to_path(path) {
            Ok(())
        } else {
            Err(write_error(path, "bitcode writer failed".into()))
        }
    }
    /// The object file in memory.
    pub fn object_bytes(&self) -> Result<Vec<u8>> {
        self.machine
            .write_to_memory_buffer(&self.module, FileType::Object)
            .map(|b| b.as_slice().to_vec())
            .map_err(|e| CodegenError::Llvm(e.to_string()))
    }
    /// The LLVM IR text.
    pub fn llvm_ir(&self) -> String {
        self.module.print_to_string().to_string()
    }
}

fn write_error(path: &Path, message: String) -> CodegenError {
    CodegenError::Write {
        path: path.display().to_string(),
        message,
    }
}

/// The x86-64 target machine for `-march`/features/optimisation level.
pub fn target_machine(opts: &CodegenOptions) -> Result<TargetMachine> {
    Target::initialize_x86(&InitializationConfig::default());
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple).map_err(|e| CodegenError::Target(e.to_string()))?;
    let (cpu, mut features) = if opts.cpu == "native" {
        (
            TargetMachine::get_host_cpu_name().to_string(),
            TargetMachine::get_host_cpu_features().to_string(),
        )
    } else {
        (opts.cpu.clone(), String::new())
    };
    if !opts.features.is_empty() {
        if !features.is_empty() {
            features.push(',');
        }
        features.push_str(&opts.features);
    }
    let reloc = if opts.pic {
        RelocMode::PIC
    } else {
        RelocMode::Static
    };
    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            opts.opt_level.codegen_level(),
            reloc,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            CodegenError::Target(format!("cannot create a target machine for cpu '{cpu}'"))
        })
}

/// Unroll-and-jam of the loops that ask for it (`lower::unroll::jam_latches`), after what
/// it needs: promoted locals, rotated loops, invariant loads hoisted, canonical induction.
/// `no-verify-fixpoint`: as LLVM's own pipelines run it (a standalone `instcombine` stops the
/// compiler with "did not reach a fixpoint" on IR that needs a second round). It runs on
/// every function of the module, so its `indvars` widens the loop variables of every loop
/// before the default pipeline: the second `instcombine`, between the rotation and
/// `indvars`, first proves from the rotated loops' guards that their 32-bit differences do
/// not wrap (`nsw`), as the default pipeline's own order does. Without it PolyBench durbin's
/// host version, in a file whose initialisation divides in an inner loop (so holds a hinted
/// loop), kept `(k - 1) - i` narrow: a `movslq` and an `imul` by the row stride per column
/// access (decision 131).
const JAM_PIPELINE: &str = "function(sroa,early-cse,instcombine<no-verify-fixpoint>,simplifycfg,\
     loop-mssa(loop-rotate,licm),instcombine<no-verify-fixpoint>,indvars,\
     loop(loop-unroll-and-jam))";

/// Removes the loop metadata of loops that still ask for unroll-and-jam (those LLVM found
/// unsafe or unfit): the default pipeline would warn "loop not unroll-and-jammed" on stderr.
fn drop_jam_hints(module: &inkwell::module::Module<'_>) {
    use inkwell::llvm_sys::core;
    use inkwell::llvm_sys::prelude::LLVMValueRef;
    use inkwell::values::AsValueRef;
    let kind = module.get_context().get_kind_id("llvm.loop");
    // SAFETY: `node` is a metadata-as-value of `module`'s context.
    let operands = |node: LLVMValueRef| unsafe {
        if core::LLVMIsAMDNode(node).is_null() {
            return Vec::new();
        }
        let n = core::LLVMGetMDNodeNumOperands(node) as usize;
        let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
        core::LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
        ops
    };
    // SAFETY: as above; a null operand or one that is not a string gives `None`.
    let string = |v: LLVMValueRef| unsafe {
        if v.is_null() || core::LLVMIsAMDString(v).is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = core::LLVMGetMDString(v, &mut len);
        (!p.is_null()).then(|| std::slice::from_raw_parts(p.cast::<u8>(), len as usize).to_vec())
    };
    for f in module.get_functions() {
        for b in f.get_basic_blocks() {
            let Some(t) = b.get_terminator() else {
                continue;
            };
            // SAFETY: `t` belongs to `module`.
            let id = unsafe { core::LLVMGetMetadata(t.as_value_ref(), kind) };
            if id.is_null() {
                continue;
            }
            let asks = operands(id).into_iter().any(|op| {
                !op.is_null()
                    && operands(op).first().and_then(|&k| string(k)).as_deref()
                        == Some(b"llvm.loop.unroll_and_jam.count".as_slice())
            });
            if asks {
                // SAFETY: a null node removes the kind from the instruction.
                unsafe { core::LLVMSetMetadata(t.as_value_ref(), kind, std::ptr::null_mut()) };
            }
        }
    }
}

/// Lowers, verifies and optimises an OIR module. Directive operations must
/// have been outlined before (the host never sees `acc.*`).
pub fn compile<'ctx>(
    ctx: &'ctx Context,
    m: &oxacc_oir::Module,
    opts: &CodegenOptions,
) -> Result<LlvmArtifact<'ctx>> {
    let t = oxacc_oir::phase_time::phase("target machine");
    let machine = target_machine(opts)?;
    drop(t);
    let module = ctx.create_module(&m.name);
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let t = oxacc_oir::phase_time::phase("OIR to LLVM IR");
    let lowered = crate::lower::lower_module(
        ctx,
        &module,
        m,
        opts,
        &machine,
        &crate::target::x86_64::X86_64,
    )?;
    drop(t);
    if crate::verify_generated_code() {
        let _t = oxacc_oir::phase_time::phase("LLVM verifier");
        module
            .verify()
            .map_err(|e| CodegenError::Llvm(format!("generated module does not verify: {e}")))?;
    }
    let run = |pipeline: &str| {
        let _t = oxacc_oir::phase_time::phase(format!("LLVM passes {pipeline}"));
        let pbo = PassBuilderOptions::create();
        pbo.set_verify_each(cfg!(debug_assertions));
        module
            .run_passes(pipeline, &machine, pbo)
            .map_err(|e| CodegenError::Llvm(e.to_string()))
    };
    if lowered.jam_hints {
        // The default pipelines run unroll-and-jam (when at all) after the vectorizers, too
        // late for the SLP vectorizer to pack the jammed iterations: it runs first here, on
        // loops brought into the form it needs, and the hints it could not honour go.
        run(JAM_PIPELINE)?;
        drop_jam_hints(&module);
        if let Some(n) =
            crate::target::TargetLowering::long_latency_jam(&crate::target::x86_64::X86_64)
        {
            lanes::vectorize_jammed_loops(&module, n);
        }
    }
    run(opts.opt_level.pipeline())?;
    if opts.multiversion {
        multiversion::drop_narrow_versions(&module);
    }
    Ok(LlvmArtifact { module, machine })
}
