//! OIR → LLVM IR, for any target: the host ([`crate::host`]) and device code
//! ([`crate::device`]) lower through here with their [`TargetLowering`], which makes every
//! decision that depends on the target (calling convention, `long double`, device-only
//! operations). Scalars become LLVM SSA values; aggregate values live in memory (an OIR value
//! of struct/array type is an LLVM pointer to a private copy), so loads/stores of aggregates
//! are memcpys and the calling convention reads and writes register pieces from that memory.
//! Block parameters become phi nodes.
//!
//! The parts: this module (the module context, what a module holds), [`offload`] (what an
//! offload target compiles), [`signature`] (types, signatures, declarations), [`globals`]
//! (global variables and constants), [`function`] (the function context, bodies,
//! parameters), [`inst`] (instructions), [`intrinsic`], [`inline_asm`], [`call`] (calls and
//! returns).
//!
//! Architecture invariant: nothing here imports `crate::host` or `crate::device`, and
//! nothing here names a target; the dependencies run host/device → lower → target.

mod call;
mod function;
mod globals;
mod inline_asm;
mod inst;
mod intrinsic;
pub(crate) mod offload;
mod signature;
mod unroll;

use inkwell::context::Context;
use inkwell::debug_info::{
    DICompileUnit, DIFile, DWARFEmissionKind, DWARFSourceLanguage, DebugInfoBuilder,
};
use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::TargetMachine;
use inkwell::values::{BasicValue, FunctionValue, GlobalValue};

use oxacc_oir as oir;

use std::collections::HashMap;

use crate::options::{CodegenOptions, DebugInfo, OptLevel, MULTIVERSION_CPU, MULTIVERSION_SUFFIX};
use crate::target::{Role, TargetLowering};
use crate::{CodegenError, Result};

/// DWARF state of a module (`-g`).
struct Debug<'ctx> {
    dib: DebugInfoBuilder<'ctx>,
    cu: DICompileUnit<'ctx>,
    files: Vec<DIFile<'ctx>>,
}

/// The module context: the OIR module, the LLVM module it becomes, the target, and the LLVM
/// functions and globals by OIR id.
struct ModuleCx<'a, 'ctx> {
    ctx: &'ctx Context,
    target: &'a dyn TargetLowering,
    module: &'a Module<'ctx>,
    m: &'a oir::Module,
    opts: &'a CodegenOptions,
    funcs: Vec<FunctionValue<'ctx>>,
    globals: Vec<GlobalValue<'ctx>>,
    debug: Option<Debug<'ctx>>,
    cpu: String,
    /// `-mtune=`'s CPU (`tune-cpu`), empty without one.
    tune: String,
    features: String,
    /// A loop got an unroll-and-jam hint (`unroll::jam_latches`).
    jam_hints: std::cell::Cell<bool>,
    /// The x86-64-v3 versions of multiversioned host regions (decision 93), by OIR id.
    v3_versions: HashMap<oir::FuncId, FunctionValue<'ctx>>,
    /// Host code that device code reaches (kernels' host versions, routines and what they
    /// call): it names `declare`d globals through libaccrt's `__oxacc_global_addr`, which
    /// gives the host back end's discrete memory its own device copies (`inst.rs`).
    global_indirect: std::collections::HashSet<oir::FuncId>,
}

/// What the host pipeline needs to know about a lowered module.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Lowered {
    /// Some loop carries `llvm.loop.unroll_and_jam.count`: the pass must run before the
    /// vectorizers ([`crate::host`]).
    pub jam_hints: bool,
}

/// Lowers OIR module `m` into `module` for `target`: the part of `m` the target's role
/// selects (see [`Role`]), with debug information when `-g` asks and the target has it.
pub(crate) fn lower_module<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    m: &oir::Module,
    opts: &CodegenOptions,
    machine: &TargetMachine,
    target: &dyn TargetLowering,
) -> Result<Lowered> {
    if crate::verify_generated_code() {
        let _t = oxacc_oir::phase_time::phase("OIR verifier");
        oir::verify_module(m).map_err(|e| CodegenError::InvalidIr(e.to_string()))?;
    }
    let offload = target.role() == Role::Offload;
    let debug = (opts.debug != DebugInfo::None && target.debug_info()).then(|| {
        let name = m
            .files
            .first()
            .map(|f| f.as_str())
            .unwrap_or(m.name.as_str());
        let (dir, file) = split_path(name, &opts.comp_dir);
        let kind = match opts.debug {
            DebugInfo::LineTables => DWARFEmissionKind::LineTablesOnly,
            _ => DWARFEmissionKind::Full,
        };
        let (dib, cu) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::C11,
            &file,
            &dir,
            "oxacc",
            opts.opt_level != OptLevel::O0,
            "",
            0,
            "",
            kind,
            0,
            false,
            false,
            "",
            "",
        );
        let files = m
            .files
            .iter()
            .map(|f| {
                let (d, n) = split_path(f, &opts.comp_dir);
                dib.create_file(&n, &d)
            })
            .collect();
        let i32t = ctx.i32_type();
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(3, false),
        );
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32t.const_int(5, false),
        );
        Debug { dib, cu, files }
    });
    let mut cx = ModuleCx {
        ctx,
        target,
        module,
        m,
        opts,
        funcs: Vec::new(),
        globals: Vec::new(),
        debug,
        cpu: machine.get_cpu().to_string(),
        tune: match opts.tune.as_str() {
            "native" => inkwell::targets::TargetMachine::get_host_cpu_name().to_string(),
            t => t.to_owned(),
        },
        features: machine.get_feature_string().to_string_lossy().into_owned(),
        jam_hints: std::cell::Cell::new(false),
        v3_versions: HashMap::new(),
        global_indirect: Default::default(),
    };
    if !offload && m.global_ids().any(|g| is_indirect_global(m, g)) {
        cx.global_indirect = offload::device_reachable(m).0;
    }
    for g in m.global_ids() {
        let data = m.global(g);
        let ty = cx.mem_ty(data.ty);
        let gv = module.add_global(ty, None, &data.name);
        cx.globals.push(gv);
    }
    for f in m.func_ids() {
        let fv = cx.declare_func(f);
        cx.funcs.push(fv);
    }
    if !offload && opts.multiversion {
        // Decision 93: a region's body a second time, for x86-64-v3; the construct's launch
        // picks one by the CPU (`FnCx::func_addr`).
        for f in m.func_ids() {
            let data = m.func(f);
            if data.body.is_some() && data.is_outlined_region() {
                let name = format!("{}{}", data.name, MULTIVERSION_SUFFIX);
                let fv = cx.declare_func_for(f, &name, MULTIVERSION_CPU);
                cx.v3_versions.insert(f, fv);
            }
        }
    }
    let (dev_funcs, dev_globals) = if offload {
        offload::device_reachable(m)
    } else {
        Default::default()
    };
    for g in m.global_ids() {
        if !offload || dev_globals.contains(&g) {
            cx.define_global(g)?;
        }
    }
    for f in m.func_ids() {
        let data = m.func(f);
        let wanted = if offload {
            dev_funcs.contains(&f)
        } else {
            data.device.is_none()
        };
        if data.body.is_some() && wanted {
            cx.define_func(f)?;
            if let Some(&v3) = cx.v3_versions.get(&f) {
                cx.define_func_in(f, v3)?;
            }
        }
    }
    if offload {
        // Only what device code reaches stays; the rest of the module is host code.
        for f in m.func_ids() {
            let fv = cx.funcs[f.index()];
            if !dev_funcs.contains(&f)
                && fv
                    .as_global_value()
                    .as_pointer_value()
                    .get_first_use()
                    .is_none()
            {
                // SAFETY: the function has no uses and no body.
                unsafe { fv.delete() };
            }
        }
        for g in m.global_ids() {
            let gv = cx.globals[g.index()];
            if !dev_globals.contains(&g) && gv.as_pointer_value().get_first_use().is_none() {
                // SAFETY: the global has no uses and no initializer.
                unsafe { gv.delete() };
            }
        }
        return Ok(Lowered::default());
    }
    cx.special_arrays();
    if !m.asm.is_empty() {
        let mut text = m.asm.join("\n");
        text.push('\n');
        module.set_inline_assembly(&text);
    }
    if let Some(d) = &cx.debug {
        d.dib.finalize();
    }
    Ok(Lowered {
        jam_hints: cx.jam_hints.get(),
    })
}

/// A global whose device copy the runtime keeps apart from the host copy in discrete memory:
/// `declare create/copyin/device_resident` (OpenMP `declare target`). A `link` global's
/// device copy is where its clauses map it, the symbol itself on the host back end.
fn is_indirect_global(m: &oir::Module, g: oir::GlobalId) -> bool {
    matches!(m.global(g).acc_declare, Some(k) if k != oir::DataClauseKind::Link)
}

/// Splits a file name into (directory, base name) for DWARF.
fn split_path(path: &str, comp_dir: &str) -> (String, String) {
    let p = std::path::Path::new(path);
    let file = p
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string());
    let dir = match p.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) if d.is_absolute() => d.display().to_string(),
        Some(d) => format!("{comp_dir}/{}", d.display()),
        None => comp_dir.to_string(),
    };
    (dir, file)
}
