//! Loads ahead of the arithmetic before them, in each block of the optimised device module.
//!
//! NVPTX emits a block's instructions in IR order and ptxas keeps the order of the loads it is
//! given: an unrolled reduction `ld, add, ld, add, …` has one load in flight per thread, the
//! same block with its loads first has four (SASS read with ptxas 12.9). Each plain load moves
//! up past arithmetic only: never above another memory access, a call (barriers, shuffles and
//! atomics are calls or memory operations), a φ, or the instructions that compute its
//! operands, so the block computes the same values in the same memory order. A load moves at
//! most [`MAX_HOIST`] instructions, which bounds the registers its early result holds.
//!
//! With `past_loads` (opt-in, `OXACC_LOADS_PAST_LOADS=1`, decision 122) a load whose address
//! needs no load of its block also moves above the loads before it whose addresses do, in
//! the order the independent loads had: an indirect access unrolled twice (cg's `val[e] *
//! p[col[e]]`) is `ld val, ld col, ld p, ld val, ld col, ld p`, where the in-order issue
//! waits for the first `col` before it sends the second pair; grouped, the four independent
//! loads leave together and the two `p` loads follow. Reordering two plain loads changes no
//! value and no memory order a program can see (neither is volatile nor atomic, and no store,
//! call or other fence lies between them).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, BasicValue, FunctionValue, InstructionOpcode, InstructionValue};
use inkwell::AtomicOrdering;

/// How many instructions a load may move above.
const MAX_HOIST: usize = 32;

/// How many φs and casts [`underlying_param`] looks through.
const MAX_DEPTH: usize = 12;

/// Whether loads move above stores to other objects (module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PastStores {
    /// Stores stop every load (the default).
    #[default]
    Off,
    /// Loads move above stores they provably do not read, and the kernels where one did get
    /// `.maxnreg 255` (`OXACC_LOADS_PAST_STORES=1`).
    On,
    /// The moves without `.maxnreg` (`OXACC_LOADS_PAST_STORES=2`).
    Moves,
}

/// Reorders every block of every function with a body (module doc).
pub fn group_loads(module: &Module<'_>, past_stores: PastStores, past_loads: bool) {
    let builder = module.get_context().create_builder();
    let invariant = module.get_context().get_kind_id("invariant.load");
    let mut f = module.get_first_function();
    // Functions (kernels or not) where a load went above a store.
    let mut changed = Vec::new();
    while let Some(fv) = f {
        f = fv.get_next_function();
        let disjoint = (past_stores != PastStores::Off).then(|| Disjoint::new(fv, invariant));
        let mut past = false;
        for bb in fv.get_basic_blocks() {
            past |= group_block(&builder, bb, disjoint.as_ref(), past_loads);
        }
        if past {
            changed.push(fv);
        }
    }
    if past_stores == PastStores::On && !changed.is_empty() {
        // A device function's loads: every kernel may call it.
        let all = changed.iter().any(|fv| !is_kernel(fv));
        set_max_registers(module, 255, |fv| all || changed.contains(fv));
    }
}

fn is_kernel(fv: &FunctionValue<'_>) -> bool {
    fv.get_call_conventions() == crate::target::nvptx::PTX_KERNEL_CC
}

/// `.maxnreg n` on every kernel (`OXACC_MAXNREG`).
pub fn limit_registers(module: &Module<'_>, n: u32) {
    set_max_registers(module, n, |_| true);
}

/// `.maxnreg n` on the kernels of reductions across gangs (decision 88): a kernel that
/// combines with warp shuffles and an atomic update of device memory. Such a region runs on
/// one wave of resident blocks (decision 62; the runtime sizes the grid from the kernel's
/// occupancy), each thread streaming many iterations of its counted, unrolled loop. Without a
/// register limit ptxas keeps such a kernel at 32 registers and interleaves the unrolled
/// loads with the dependent adds (sum: two `LDG.64` in flight per thread, CUDA 13 ptxas -O3);
/// under a limit it schedules for latency and issues sixteen (61 registers, half the blocks
/// per SM, the same grid-stride loop covering twice the iterations per thread). Other kernels
/// keep ptxas's choice: a grid sized from the iterations loses occupancy, not only threads
/// that would have waited (`.maxnreg 255` on every kernel: matmul 1.40×, stencil3d 1.14×).
pub fn limit_wave_reductions(module: &Module<'_>, n: u32) {
    set_max_registers(module, n, combines_across_gangs);
}

/// Whether kernel `fv` itself (not a callee) has both a warp shuffle and an atomic
/// read-modify-write: OpenACC and OpenMP code cannot write a shuffle, so the pair is a
/// reduction's combine (acc-reduction), whose gangs add their results atomically. A kernel
/// that also stores to device memory (beyond the combine's shared and local scratch) is not
/// taken (decision 100): cg's update `x += αp, r -= αq` with `r·r` went from 32 to 58
/// registers under the limit and ran 4% slower, where the load-only loops of sum and dot
/// gained (docs/gpu.md "Reduction kernels' registers").
fn combines_across_gangs(fv: &FunctionValue<'_>) -> bool {
    let (mut shuffle, mut atomic) = (false, false);
    for bb in fv.get_basic_blocks() {
        let mut i = bb.get_first_instruction();
        while let Some(inst) = i {
            i = inst.get_next_instruction();
            match inst.get_opcode() {
                InstructionOpcode::AtomicRMW | InstructionOpcode::AtomicCmpXchg => atomic = true,
                InstructionOpcode::Store if stores_device_memory(&inst) => return false,
                InstructionOpcode::Call => {
                    let callee = inkwell::values::CallSiteValue::try_from(inst)
                        .ok()
                        .and_then(|c| c.get_called_fn_value());
                    let name = callee.map(|f| f.get_name().to_bytes().to_vec());
                    let name = name.as_deref().unwrap_or_default();
                    if name.starts_with(b"llvm.memcpy") || name.starts_with(b"llvm.memset") {
                        return false;
                    }
                    shuffle |= name.starts_with(b"llvm.nvvm.shfl.sync.");
                }
                _ => {}
            }
        }
    }
    shuffle && atomic
}

/// Whether a store's address is device memory: not shared (3) or local (5) memory, nor a
/// generic address made from one (the reduction's scratch, `__oxacc_shared_scratch`, is
/// reached through an `addrspacecast` constant), nor a stack slot.
fn stores_device_memory(store: &InstructionValue<'_>) -> bool {
    use inkwell::llvm_sys::core as c;
    use inkwell::llvm_sys::LLVMOpcode as Op;
    let Some(mut v) = pointer(*store, 1) else {
        return true;
    };
    for _ in 0..MAX_DEPTH {
        // SAFETY: `v` is a value of the module being scheduled; the calls only inspect it.
        unsafe {
            if matches!(c::LLVMGetPointerAddressSpace(c::LLVMTypeOf(v)), 3 | 5)
                || !c::LLVMIsAAllocaInst(v).is_null()
            {
                return false;
            }
            let through = if !c::LLVMIsAInstruction(v).is_null() {
                matches!(
                    c::LLVMGetInstructionOpcode(v),
                    Op::LLVMGetElementPtr | Op::LLVMAddrSpaceCast | Op::LLVMBitCast
                )
            } else if !c::LLVMIsAConstantExpr(v).is_null() {
                matches!(
                    c::LLVMGetConstOpcode(v),
                    Op::LLVMGetElementPtr | Op::LLVMAddrSpaceCast | Op::LLVMBitCast
                )
            } else {
                false
            };
            if !through {
                return true;
            }
            v = c::LLVMGetOperand(v, 0);
        }
    }
    true
}

fn set_max_registers<'ctx>(
    module: &Module<'ctx>,
    n: u32,
    which: impl Fn(&FunctionValue<'ctx>) -> bool,
) {
    let ctx = module.get_context();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        if is_kernel(&fv) && which(&fv) {
            fv.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute("nvvm.maxnreg", &n.to_string()),
            );
        }
    }
}

/// What tells a load and a store of one function apart.
struct Disjoint {
    /// The function's `noalias` pointer parameters.
    noalias: Vec<LLVMValueRef>,
    /// The `invariant.load` metadata kind.
    invariant: u32,
}

impl Disjoint {
    fn new(fv: FunctionValue<'_>, invariant: u32) -> Self {
        let kind = Attribute::get_named_enum_kind_id("noalias");
        let noalias = fv
            .get_param_iter()
            .enumerate()
            .filter(|(k, _)| {
                fv.get_enum_attribute(AttributeLoc::Param(*k as u32), kind)
                    .is_some()
            })
            .map(|(_, p)| p.as_value_ref())
            .collect();
        Disjoint { noalias, invariant }
    }

    /// May `load` move above `store`? Both are plain (neither volatile nor atomic).
    fn apart(&self, load: InstructionValue<'_>, store: InstructionValue<'_>) -> bool {
        if load.get_metadata(self.invariant).is_some() {
            return true;
        }
        let (Some(l), Some(s)) = (pointer(load, 0), pointer(store, 1)) else {
            return false;
        };
        match (self.param_of(l), self.param_of(s)) {
            (Some(a), Some(b)) => a != b,
            _ => false,
        }
    }

    /// The `noalias` parameter `v` is based on, if it is based on exactly one.
    fn param_of(&self, v: LLVMValueRef) -> Option<LLVMValueRef> {
        let base = underlying_param(v, 0, &mut Vec::new())?;
        self.noalias.contains(&base).then_some(base)
    }
}

/// The pointer operand `k` of `inst`.
fn pointer(inst: InstructionValue<'_>, k: u32) -> Option<LLVMValueRef> {
    match inst.get_operand(k)? {
        inkwell::values::Operand::Value(v) => Some(v.as_value_ref()),
        inkwell::values::Operand::Block(_) => None,
    }
}

/// The value `v` is computed from by address arithmetic (GEPs, casts, φs whose incoming
/// values all lead to one value): a parameter, or whatever else it starts from; `None`
/// where two different starts meet or the walk goes too deep.
fn underlying_param(
    v: LLVMValueRef,
    depth: usize,
    seen: &mut Vec<LLVMValueRef>,
) -> Option<LLVMValueRef> {
    use InstructionOpcode as O;
    if depth > MAX_DEPTH {
        return None;
    }
    // SAFETY: `v` is a value of the module being reordered.
    let value = unsafe { inkwell::values::BasicValueEnum::new(v) };
    let Some(inst) = value.as_instruction_value() else {
        return Some(v);
    };
    match inst.get_opcode() {
        O::GetElementPtr | O::BitCast | O::AddrSpaceCast => {
            underlying_param(pointer(inst, 0)?, depth + 1, seen)
        }
        O::Phi => {
            if seen.contains(&v) {
                // A cycle through this φ adds no start of its own.
                return Some(v);
            }
            seen.push(v);
            let mut start = None;
            for k in 0..inst.get_num_operands() {
                let b = underlying_param(pointer(inst, k)?, depth + 1, seen)?;
                if b == v {
                    continue;
                }
                match start {
                    None => start = Some(b),
                    Some(s) if s == b => {}
                    Some(_) => return None,
                }
            }
            start
        }
        _ => Some(v),
    }
}

/// A load that may move: neither volatile nor atomic.
fn is_plain_load(i: InstructionValue<'_>) -> bool {
    i.get_opcode() == InstructionOpcode::Load
        && matches!(i.get_volatile(), Ok(false))
        && matches!(i.get_atomic_ordering(), Ok(AtomicOrdering::NotAtomic))
}

/// What no load moves above: memory accesses, calls, allocations, φs, and anything else
/// that is not plain arithmetic.
fn is_fence(i: InstructionValue<'_>) -> bool {
    use InstructionOpcode as O;
    !matches!(
        i.get_opcode(),
        O::Add
            | O::FAdd
            | O::Sub
            | O::FSub
            | O::Mul
            | O::FMul
            | O::UDiv
            | O::SDiv
            | O::FDiv
            | O::URem
            | O::SRem
            | O::FRem
            | O::Shl
            | O::LShr
            | O::AShr
            | O::And
            | O::Or
            | O::Xor
            | O::FNeg
            | O::GetElementPtr
            | O::Trunc
            | O::ZExt
            | O::SExt
            | O::FPToUI
            | O::FPToSI
            | O::UIToFP
            | O::SIToFP
            | O::FPTrunc
            | O::FPExt
            | O::PtrToInt
            | O::IntToPtr
            | O::BitCast
            | O::AddrSpaceCast
            | O::ICmp
            | O::FCmp
            | O::Select
            | O::ExtractValue
            | O::InsertValue
            | O::ExtractElement
            | O::InsertElement
            | O::ShuffleVector
            | O::Freeze
    )
}

/// A store that may be moved past: neither volatile nor atomic.
fn is_plain_store(i: InstructionValue<'_>) -> bool {
    i.get_opcode() == InstructionOpcode::Store
        && matches!(i.get_volatile(), Ok(false))
        && matches!(i.get_atomic_ordering(), Ok(AtomicOrdering::NotAtomic))
}

/// Reorders `bb`; whether a load went above a store.
fn group_block<'ctx>(
    builder: &Builder<'ctx>,
    bb: BasicBlock<'ctx>,
    disjoint: Option<&Disjoint>,
    past_loads: bool,
) -> bool {
    let Some(term) = bb.get_terminator() else {
        return false;
    };
    let mut order: Vec<InstructionValue<'ctx>> = bb
        .get_instructions()
        .filter(|&i| i != term && i.get_opcode() != InstructionOpcode::Phi)
        .collect();
    let mut moved = false;
    let mut past = false;
    // Where the next load may go at the earliest: after the last memory access or fence
    // (loads keep their order).
    let mut floor = 0;
    // With `past_loads`: after the last fence other than a plain load, and after the last
    // load whose address needs no load of the block (those keep their order).
    let mut free_floor = 0;
    for i in 0..order.len() {
        let inst = order[i];
        if !is_plain_load(inst) {
            // With `disjoint`, plain stores are fences only for the loads that may read them.
            if is_fence(inst) && !(disjoint.is_some() && is_plain_store(inst)) {
                floor = i + 1;
                free_floor = i + 1;
            }
            continue;
        }
        let free = past_loads && !needs_load(&order, i, inst);
        let mut low = if free { free_floor } else { floor };
        if let Some(d) = disjoint {
            for (k, &o) in order.iter().enumerate().take(i).skip(low) {
                if is_plain_store(o) && !d.apart(inst, o) {
                    low = k + 1;
                }
            }
        }
        // The load goes up with the arithmetic of [start, i) that computes its operands.
        let start = low.max(i.saturating_sub(MAX_HOIST));
        let mut group = vec![false; i - start];
        mark_operands(&order, start, i, inst, &mut group);
        let (mut up, mut rest): (Vec<_>, Vec<_>) = (Vec::new(), Vec::new());
        for (k, &o) in order[start..i].iter().enumerate() {
            if group[k] {
                up.push(o)
            } else {
                rest.push(o)
            }
        }
        if !rest.is_empty() {
            past |= rest.iter().any(|&o| is_plain_store(o));
            up.push(inst);
            let at = start + up.len();
            if free {
                free_floor = at;
                // The loads it passed are still below: later loads stay after the last of
                // them (not after the arithmetic that follows it).
                if let Some(k) = rest.iter().rposition(|&o| is_plain_load(o)) {
                    floor = at + k + 1;
                }
            } else {
                floor = at;
            }
            up.extend(rest);
            order.splice(start..=i, up);
            moved = true;
        } else {
            floor = i + 1;
            if free {
                free_floor = i + 1;
            }
        }
    }
    if !moved {
        return false;
    }
    // Re-insert in the new order before the terminator (φs stay first).
    for inst in order {
        inst.remove_from_basic_block();
        builder.position_before(&term);
        builder.insert_instruction(&inst, None);
    }
    past
}

/// Whether `inst`'s operands, through the instructions of `order[..end]` that compute them,
/// need a load of the block.
fn needs_load<'ctx>(
    order: &[InstructionValue<'ctx>],
    end: usize,
    inst: InstructionValue<'ctx>,
) -> bool {
    let mut group = vec![false; end];
    mark_operands(order, 0, end, inst, &mut group);
    group
        .iter()
        .zip(&order[..end])
        .any(|(&g, &o)| g && o.get_opcode() == InstructionOpcode::Load)
}

/// Marks in `group` (indexed from `start`) the instructions of `order[start..end]` that
/// `inst` needs, directly or through other marked ones.
fn mark_operands<'ctx>(
    order: &[InstructionValue<'ctx>],
    start: usize,
    end: usize,
    inst: InstructionValue<'ctx>,
    group: &mut [bool],
) {
    for op in inst.get_operands().flatten() {
        let inkwell::values::Operand::Value(v) = op else {
            continue;
        };
        let r = v.as_value_ref();
        if let Some(k) = order[start..end].iter().position(|o| o.as_value_ref() == r) {
            if !group[k] {
                group[k] = true;
                mark_operands(order, start, start + k, order[start + k], group);
            }
        }
    }
}
