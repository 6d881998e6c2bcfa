//! Loads ahead of the arithmetic before them, in each block of the optimised device module.
//!
//! NVPTX emits a block's instructions in IR order and ptxas keeps the order of the loads it is
//! given: an unrolled reduction `ld, add, ld, add, …` has one load in flight per thread, the
//! same block with its loads first has four (SASS read with ptxas 12.9). Each plain load moves
//! up past arithmetic only: never above another memory access, a call (barriers, shuffles and
//! atomics are calls or memory operations), a φ, or the instructions that compute its
//! operands, so the block computes the same values in the same memory order. A load moves at
//! most [`MAX_HOIST`] instructions, which bounds the registers its early result holds.

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue};
use inkwell::AtomicOrdering;

/// How many instructions a load may move above.
const MAX_HOIST: usize = 32;

/// Reorders every block of every function with a body.
pub fn group_loads(module: &Module<'_>) {
    let builder = module.get_context().create_builder();
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        f = fv.get_next_function();
        for bb in fv.get_basic_blocks() {
            group_block(&builder, bb);
        }
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

fn group_block<'ctx>(builder: &Builder<'ctx>, bb: BasicBlock<'ctx>) {
    let Some(term) = bb.get_terminator() else {
        return;
    };
    let mut order: Vec<InstructionValue<'ctx>> = bb
        .get_instructions()
        .filter(|&i| i != term && i.get_opcode() != InstructionOpcode::Phi)
        .collect();
    let mut moved = false;
    // Where the next load may go at the earliest: after the last memory access or fence
    // (loads keep their order).
    let mut floor = 0;
    for i in 0..order.len() {
        let inst = order[i];
        if !is_plain_load(inst) {
            if is_fence(inst) {
                floor = i + 1;
            }
            continue;
        }
        // The load goes up with the arithmetic of [start, i) that computes its operands.
        let start = floor.max(i.saturating_sub(MAX_HOIST));
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
            up.push(inst);
            floor = start + up.len();
            up.extend(rest);
            order.splice(start..=i, up);
            moved = true;
        } else {
            floor = i + 1;
        }
    }
    if !moved {
        return;
    }
    // Re-insert in the new order before the terminator (φs stay first).
    for inst in order {
        inst.remove_from_basic_block();
        builder.position_before(&term);
        builder.insert_instruction(&inst, None);
    }
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
