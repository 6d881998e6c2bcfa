//! What differs between the targets OIR is lowered for. The target-neutral lowering
//! ([`crate::lower`]) asks a [`TargetLowering`] for every decision that depends on the
//! target — which part of the module it holds, the calling convention, how `long double` is
//! represented, function attributes, the device-only operations (execution-model intrinsics,
//! shared memory, `printf`), `va_arg` — and never names a target itself. [`x86_64`] is the
//! host (System V psABI), [`nvptx`] NVIDIA GPUs; another target is another module implementing
//! the trait.
//!
//! Architecture invariant: nothing under `target/` imports `crate::lower`, `crate::host` or
//! `crate::device`; the lowering calls the targets, never the other way round.

pub(crate) mod abi;
pub(crate) mod emit;
pub(crate) mod nvptx;
pub(crate) mod x86_64;

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::types::{BasicTypeEnum, FloatType};
use inkwell::values::{BasicValueEnum, FunctionValue, PointerValue};
use oxacc_oir::{FuncData, IntrinsicOp, TypeId, TypeTable};

use crate::Result;
use abi::FnAbi;
use emit::Emitter;

/// Which part of an OIR module a target's LLVM module holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Role {
    /// The program's host code: every function but the device-only ones (`kernel`, `device`,
    /// which stay declarations), with `llvm.used`, constructors and module-level `asm`.
    Host,
    /// An offload device: the `kernel` and `device` functions, exported `routine`s, and what
    /// they reach (`lower::offload`); nothing else stays in the module.
    Offload,
}

/// A `long double` constant: a value (`fconst`) or an exact x87 image (`fconst 0xK…`).
#[derive(Copy, Clone, Debug)]
pub(crate) enum F80Const {
    Float(f64),
    Bits(u128),
}

/// The per-target decisions and hooks of lowering (see the module documentation). Methods
/// that build code get an [`Emitter`]: the function being built, positioned where the
/// operation goes.
pub(crate) trait TargetLowering {
    /// Which part of the module this target compiles.
    fn role(&self) -> Role;

    /// Whether `-g` gives this target's module DWARF debug information.
    fn debug_info(&self) -> bool;

    /// The calling convention: how the result and each argument of a call travel (`params`
    /// are the actual arguments, variadic ones included).
    fn classify(&self, types: &TypeTable, ret: TypeId, params: &[TypeId]) -> FnAbi;

    /// Attributes and calling convention of every function, declared or defined.
    fn declaration_attributes<'ctx>(
        &self,
        ctx: &'ctx Context,
        fv: FunctionValue<'ctx>,
        f: &FuncData,
    );

    /// Attributes of a function this module defines (beyond `nounwind` and the CPU's).
    fn definition_attributes<'ctx>(&self, ctx: &'ctx Context, fv: FunctionValue<'ctx>);

    /// The LLVM type of `long double` (OIR `f80`) in memory and in signatures.
    fn long_double_memory_type<'ctx>(&self, ctx: &'ctx Context) -> BasicTypeEnum<'ctx>;

    /// The type `long double` is computed in, where it is not the memory type: loads
    /// convert to it ([`Self::long_double_to_register`]), stores from it.
    fn long_double_register_type<'ctx>(&self, _ctx: &'ctx Context) -> Option<FloatType<'ctx>> {
        None
    }

    /// A `long double` in memory form as its register form.
    fn long_double_to_register<'ctx>(
        &self,
        _ctx: &'ctx Context,
        _b: &Builder<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(v)
    }

    /// The inverse of [`Self::long_double_to_register`].
    fn long_double_to_memory<'ctx>(
        &self,
        _ctx: &'ctx Context,
        _b: &Builder<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        Ok(v)
    }

    /// A `long double` constant in memory form (`in_memory`: initializers) or register form.
    fn long_double_constant<'ctx>(
        &self,
        ctx: &'ctx Context,
        c: F80Const,
        in_memory: bool,
    ) -> BasicValueEnum<'ctx>;

    /// The `double` function that computes `long double` math function `name` (an external
    /// function taking or returning `long double`), where `long double` is computed in
    /// `double`.
    fn double_math(&self, _name: &str) -> Option<&'static str> {
        None
    }

    /// Whether floating-point operations may contract `a*b+c` into an fma without `-Ofast`.
    fn contracts_fp(&self) -> bool;

    /// How many times to unroll a sequential loop that waits on long-latency arithmetic
    /// (`lower::unroll`), where the target hides latency only with work from the same thread.
    fn long_latency_unroll(&self) -> Option<u32> {
        None
    }

    /// How many iterations of a loop around one sequential loop that waits on long-latency
    /// arithmetic to unroll and jam (`lower::unroll`), where the target's vector units run
    /// the jammed iterations' square roots and divisions together.
    fn long_latency_jam(&self) -> Option<u32> {
        None
    }

    /// The alignment (bytes) for which a kernel with a loop that `long_latency_unroll` picks
    /// gets a second copy of its body, taken when every pointer parameter is that aligned
    /// (`lower::function`, decision 88): there the unrolled loop's loads of consecutive
    /// elements can be one vector load.
    fn aligned_kernel_copy(&self) -> Option<u64> {
        None
    }

    /// Whether an `atomicrmw` needs explicit fences for the release/acquire parts of its
    /// ordering (the back end lowering it as relaxed).
    fn fences_around_atomic_rmw(&self) -> bool;

    /// A device-only intrinsic ([`IntrinsicOp::is_device_only`]): execution-model registers,
    /// barriers, shuffles, scratch memory.
    fn device_intrinsic<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        op: IntrinsicOp,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>>;

    /// Memory of `bytes` bytes that all threads of a gang share (OIR `shared_alloca`).
    fn shared_alloca<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        bytes: u32,
        align: u32,
    ) -> Result<PointerValue<'ctx>>;

    /// Storage for `count` values of `ty` whose number is known only at run time (an OIR
    /// `alloca` with a count: private copies of run-time length, C VLAs, Fortran automatic
    /// arrays), or `None` for a dynamic stack allocation (the host). A target whose threads
    /// have small stacks gives heap storage and the slot holding it (null when the storage is
    /// on the stack after all), which [`Self::release_dynamic_alloca`] frees where the function
    /// returns.
    fn dynamic_alloca<'ctx>(
        &self,
        _e: &Emitter<'_, 'ctx>,
        _ty: BasicTypeEnum<'ctx>,
        _count: inkwell::values::IntValue<'ctx>,
        _align: u32,
    ) -> Result<Option<(PointerValue<'ctx>, PointerValue<'ctx>)>> {
        Ok(None)
    }

    /// Frees the heap storage in `slot` (made by [`Self::dynamic_alloca`]), at the cursor.
    fn release_dynamic_alloca<'ctx>(
        &self,
        _e: &Emitter<'_, 'ctx>,
        _slot: PointerValue<'ctx>,
    ) -> Result<()> {
        Ok(())
    }

    /// A call of library function `name` that the target lowers itself (device `printf`),
    /// or `None` for an ordinary call. `args` are the lowered arguments with their OIR types.
    fn library_call<'ctx>(
        &self,
        _e: &Emitter<'_, 'ctx>,
        _name: &str,
        _args: &[(BasicValueEnum<'ctx>, TypeId)],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        Ok(None)
    }

    /// `Ok` when functions may take variable argument lists (`va_start`, `va_arg`, …).
    fn check_va_list(&self) -> Result<()>;

    /// `va_arg(list, ty)`: aggregates as a pointer to a copy, scalars in memory form.
    fn va_arg<'ctx>(
        &self,
        e: &Emitter<'_, 'ctx>,
        list: PointerValue<'ctx>,
        ty: TypeId,
    ) -> Result<BasicValueEnum<'ctx>>;
}
