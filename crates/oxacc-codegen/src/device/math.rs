//! `<math.h>` in device code. Each declared math function the device module calls gets an
//! internal, always-inlined body: an LLVM intrinsic where NVPTX has an instruction, else a
//! call to libdevice's `__nv_*` (when the math library is libdevice); with the project's
//! own library, the definitions were linked in before and nothing is left to do for them.

use std::path::{Path, PathBuf};

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, FunctionValue};

use super::MathLib;
use crate::target::nvptx::math::{INTRINSIC_MATH, LIBRARY_MATH};
use crate::{CodegenError, Result};

/// libdevice, if installed: `$OXACC_LIBDEVICE` (a path, or `none` to never use one), then
/// `$CUDA_HOME`/`$CUDA_PATH`, `/usr/local/cuda` and Debian's `/usr/lib/cuda`.
pub fn find_libdevice() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("OXACC_LIBDEVICE") {
        return (p != "none" && Path::new(&p).is_file()).then(|| PathBuf::from(p));
    }
    let mut roots: Vec<PathBuf> = ["CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(|v| std::env::var_os(v).map(PathBuf::from))
        .collect();
    roots.push("/usr/local/cuda".into());
    roots.push("/usr/lib/cuda".into());
    roots
        .into_iter()
        .map(|r| r.join("nvvm/libdevice/libdevice.10.bc"))
        .find(|p| p.is_file())
}

/// The base name of a math function and whether it is the `float` variant.
fn base_name(name: &str) -> Option<(&'static str, bool)> {
    let find = |n: &str| {
        INTRINSIC_MATH
            .iter()
            .map(|e| e.0)
            .chain(LIBRARY_MATH.iter().copied())
            .find(|&b| b == n)
    };
    if let Some(b) = find(name) {
        return Some((b, false));
    }
    name.strip_suffix('f').and_then(find).map(|b| (b, true))
}

/// Gives the declared math functions of `module` their device bodies and links libdevice
/// when it is the math library. `fast` (`-Ofast`): the intrinsics carry fast-math flags, so
/// that NVPTX may pick its approximate instructions (`sqrt.approx`, `1/sqrt` as
/// `rsqrt.approx`), as `nvcc -use_fast_math` does.
pub(super) fn resolve<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    lib: &MathLib,
    fast: bool,
    machine: &inkwell::targets::TargetMachine,
) -> Result<()> {
    let mut decls: Vec<FunctionValue> = Vec::new();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        if fv.count_basic_blocks() == 0 && fv.get_intrinsic_id() == 0 {
            decls.push(fv);
        }
    }
    let mut need_libdevice = false;
    for fv in decls {
        let name = fv.get_name().to_string_lossy().into_owned();
        let Some((base, _)) = base_name(&name) else {
            continue;
        };
        let target = if let Some((_, intr)) = INTRINSIC_MATH.iter().find(|e| e.0 == base) {
            let intr = Intrinsic::find(intr)
                .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {intr}")))?;
            let ty: BasicTypeEnum = fv
                .get_type()
                .get_return_type()
                .ok_or_else(|| CodegenError::InvalidIr(format!("{name} returns nothing")))?;
            intr.get_declaration(module, &[ty])
                .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))?
        } else if matches!(lib, MathLib::Libdevice(_)) {
            need_libdevice = true;
            let nv = format!("__nv_{name}");
            module
                .get_function(&nv)
                .unwrap_or_else(|| module.add_function(&nv, fv.get_type(), None))
        } else {
            continue;
        };
        let entry = ctx.append_basic_block(fv, "entry");
        let b = ctx.create_builder();
        b.position_at_end(entry);
        let args: Vec<BasicMetadataValueEnum> = fv.get_param_iter().map(|p| p.into()).collect();
        let site = b.build_call(target, &args, "")?;
        if fast && target.get_intrinsic_id() != 0 {
            if let inkwell::values::ValueKind::Basic(v) = site.try_as_basic_value() {
                if let Some(i) = v.as_instruction_value() {
                    let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::all());
                }
            }
        }
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => b.build_return(Some(&v))?,
            _ => b.build_return(None)?,
        };
        fv.set_linkage(Linkage::Internal);
        fv.add_attribute(
            AttributeLoc::Function,
            ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("alwaysinline"), 0),
        );
    }
    if let (true, MathLib::Libdevice(path)) = (need_libdevice, lib) {
        let bc = Module::parse_bitcode_from_path(path, ctx)
            .map_err(|e| CodegenError::Llvm(format!("{}: {e}", path.display())))?;
        bc.set_triple(&module.get_triple());
        bc.set_data_layout(&module.get_data_layout());
        super::keep_only_needed(&bc, module, machine)?;
        module
            .link_in_module(bc)
            .map_err(|e| CodegenError::Llvm(format!("linking libdevice: {e}")))?;
    }
    Ok(())
}
