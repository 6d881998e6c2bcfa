//! Symbol names PTX can parse, and libomp entry points of host-only paths in device code.

use inkwell::context::Context;
use inkwell::module::{Linkage as LLinkage, Module};

use crate::{CodegenError, Result};

/// Whether PTX accepts `name` as an identifier (PTX ISA §4.4: `[a-zA-Z][a-zA-Z0-9_$]*` or
/// `[_$%][a-zA-Z0-9_$]+`).
fn valid(name: &str) -> bool {
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    let follow = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let rest_ok = name.chars().skip(1).all(follow);
    if first.is_ascii_alphabetic() {
        rest_ok
    } else {
        matches!(first, '_' | '$' | '%') && name.len() > 1 && rest_ok
    }
}

/// `name` with every character PTX does not take spelled as PTX can: '.' as `_$_` (LLVM's
/// NVPTXAssignValidGlobalNames, which renames only local symbols), any other as `_$XX_`
/// (its UTF-8 bytes in hex). The same name gives the same spelling in every file, so device
/// code of several files still links by name.
pub(super) fn ptx_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for (i, c) in name.chars().enumerate() {
        match c {
            '.' => out.push_str("_$_"),
            c if c.is_ascii_alphanumeric() || c == '_' || c == '$' => out.push(c),
            c => {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    out.push_str(&format!("_${b:02x}_"));
                }
            }
        }
        if i == 0 && out.starts_with(|c: char| c.is_ascii_digit()) {
            out.insert(0, '_');
        }
    }
    if out.len() == 1 && out.starts_with(['_', '$']) {
        out.push('$');
    }
    out
}

/// Renames every global and function of the device module whose name PTX cannot parse
/// (clang's `.gomp_critical_user_NAME.var`, which oxacc's host lowering of `critical` shares,
/// reached a device module as a `.common .global` and the driver's JIT refused the whole
/// module: "Parsing error near '.gomp_critical_user_'"). LLVM intrinsics keep their names.
pub(super) fn make_names_valid(module: &Module<'_>) {
    let mut g = module.get_first_global();
    while let Some(gv) = g {
        g = gv.get_next_global();
        let name = gv.get_name().to_string_lossy().into_owned();
        if !valid(&name) {
            gv.set_name(&ptx_name(&name));
        }
    }
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let name = fv.get_name().to_string_lossy().into_owned();
        if !name.starts_with("llvm.") && !valid(&name) {
            fv.as_global_value().set_name(&ptx_name(&name));
        }
    }
}

/// The functions through which the host path of device-capable OpenMP code calls libomp
/// (oxacc-oir `omp::HOST_PATH_PREFIX`: a `critical` in a target region or a `declare target`
/// function): device code takes the other path (its `omp_is_initial_device()` is 0, so
/// optimisation drops this one). Their bodies become a trap, so that no kernel is refused for
/// the libomp calls in them and reaching one could never pass silently. libomp itself stays
/// undefined: a call of it elsewhere still keeps its target region on the host.
pub(super) fn define_host_paths<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<()> {
    let llvm = |e: inkwell::builder::BuilderError| CodegenError::Llvm(e.to_string());
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let name = fv.get_name().to_string_lossy();
        if !name.starts_with(oxacc_oir::omp::HOST_PATH_PREFIX) {
            continue;
        }
        for bb in fv.get_basic_blocks() {
            // SAFETY: the blocks are the function's own; the body is rebuilt below.
            unsafe { bb.delete() }.map_err(|()| CodegenError::Llvm(format!("{name}: body")))?;
        }
        let trap = inkwell::intrinsics::Intrinsic::find("llvm.trap")
            .and_then(|i| i.get_declaration(module, &[]))
            .ok_or_else(|| CodegenError::Llvm("no intrinsic llvm.trap".into()))?;
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(fv, "entry"));
        b.build_call(trap, &[], "").map_err(llvm)?;
        b.build_unreachable().map_err(llvm)?;
        fv.set_linkage(LLinkage::Internal);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_ptx_cannot_parse_are_respelled() {
        assert!(!valid(".gomp_critical_user_upd.var"));
        assert_eq!(
            ptx_name(".gomp_critical_user_upd.var"),
            "_$_gomp_critical_user_upd_$_var"
        );
        assert!(valid(&ptx_name(".gomp_critical_user_upd.var")));
        assert!(valid("__oxacc_critical_upd"));
        assert!(valid("main$$1"));
        assert!(!valid("_"));
        assert!(valid(&ptx_name("a-b")));
        assert!(valid(&ptx_name("1x")));
    }
}
