//! The x86-64-v3 versions of host regions that gained nothing (decision 93).
//!
//! A region's v3 version pays off through 256-bit vectors (AVX2). Where LLVM vectorized
//! nothing wider than the v2 version's 128 bits, the v3 body is the same scalar code,
//! VEX-encoded, and can be slower: on Intel's Golden Cove and later cores (Sapphire/Emerald
//! Rapids) a VEX `vblendvpd` is three micro-ops where SSE4.1's `blendvpd` is one, and
//! `fmax`/`fmin` and `?:` selects lower to blends (bench calcdt: 0.56 → 0.62 of gcc's time).
//! Such a version is dropped after optimization: its launch sites take the v2 body.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::AsValueRef;

use crate::options::MULTIVERSION_SUFFIX;

/// Replaces every v3 version without a vector wider than 128 bits by its v2 version.
pub(crate) fn drop_narrow_versions(module: &Module<'_>) {
    let narrow: Vec<_> = module
        .get_functions()
        .filter_map(|f| {
            let name = f.get_name().to_str().ok()?.to_owned();
            let base = module.get_function(name.strip_suffix(MULTIVERSION_SUFFIX)?)?;
            (!has_wide_vectors(f.as_value_ref())).then_some((f, base))
        })
        .collect();
    for (v3, base) in narrow {
        // SAFETY: both are functions of `module` with the same type (one OIR signature); the
        // v3 version has no uses left once they are replaced, so deleting it is sound.
        unsafe {
            LLVMReplaceAllUsesWith(v3.as_value_ref(), base.as_value_ref());
            LLVMDeleteFunction(v3.as_value_ref());
        }
    }
}

/// Whether an instruction of function `f` produces or takes a vector of more than 128 bits.
fn has_wide_vectors(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a function of a live module; the walk only reads.
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(f);
        while !b.is_null() {
            let mut i = LLVMGetFirstInstruction(b);
            while !i.is_null() {
                if wide(LLVMTypeOf(i)) {
                    return true;
                }
                for k in 0..LLVMGetNumOperands(i).max(0) as u32 {
                    let op = LLVMGetOperand(i, k);
                    if !op.is_null() && wide(LLVMTypeOf(op)) {
                        return true;
                    }
                }
                i = LLVMGetNextInstruction(i);
            }
            b = LLVMGetNextBasicBlock(b);
        }
    }
    false
}

/// A vector type of more than 128 bits.
unsafe fn wide(ty: LLVMTypeRef) -> bool {
    if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMVectorTypeKind {
        return false;
    }
    let elem = LLVMGetElementType(ty);
    let bits = match LLVMGetTypeKind(elem) {
        LLVMTypeKind::LLVMIntegerTypeKind => LLVMGetIntTypeWidth(elem) as u64,
        LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
        LLVMTypeKind::LLVMFloatTypeKind => 32,
        _ => 64,
    };
    bits * LLVMGetVectorSize(ty) as u64 > 128
}
