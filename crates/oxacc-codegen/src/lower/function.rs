//! The function context: one OIR function body lowered into an LLVM function — blocks and
//! their parameters (phi nodes), parameters rebuilt from their ABI form, stack slots in the
//! `allocas` block, debug locations.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::debug_info::{AsDIScope, DIFlags, DIFlagsConstants, DIScope};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PhiValue, PointerValue};

use oxacc_oir::{self as oir, Block, BlockCall, Body, FuncId, Linkage, TypeId, Value};

use crate::options::OptLevel;
use crate::target::abi::{piece_offsets, ArgKind, FnAbi};
use crate::target::emit::Emitter;
use crate::{CodegenError, Result};

use super::ModuleCx;

pub(super) struct FnCx<'a, 'b, 'ctx> {
    pub(super) mc: &'b ModuleCx<'a, 'ctx>,
    pub(super) body: &'a Body,
    pub(super) fv: FunctionValue<'ctx>,
    pub(super) builder: Builder<'ctx>,
    /// Positioned in the `allocas` block, which runs first and holds every
    /// fixed-size stack slot (so mem2reg/SROA see them).
    pub(super) alloca_builder: Builder<'ctx>,
    pub(super) values: HashMap<Value, BasicValueEnum<'ctx>>,
    pub(super) blocks: HashMap<Block, BasicBlock<'ctx>>,
    pub(super) phis: HashMap<Block, Vec<PhiValue<'ctx>>>,
    pub(super) abi: FnAbi,
    pub(super) sret: Option<PointerValue<'ctx>>,
    pub(super) scope: Option<DIScope<'ctx>>,
    pub(super) func_line: u32,
    pub(super) func_file: u32,
    /// Lexical blocks for locations in files other than the function's.
    pub(super) file_scopes: HashMap<u32, DIScope<'ctx>>,
    /// A `no_unroll` intrinsic was seen in the current block: its branch gets
    /// `llvm.loop.unroll.disable`.
    pub(super) no_unroll: std::cell::Cell<bool>,
    /// Latch branches to unroll, and how many times (`unroll.rs`).
    pub(super) unroll_latches: std::collections::HashSet<oir::Inst>,
    pub(super) unroll_count: u32,
    /// The branch being lowered is one of `unroll_latches`.
    pub(super) unroll_next: std::cell::Cell<bool>,
    /// Latch branches of loops to unroll and jam, and by how much (`unroll.rs`).
    pub(super) jam_latches: std::collections::HashSet<oir::Inst>,
    pub(super) jam_count: u32,
    /// The branch being lowered is one of `jam_latches`.
    pub(super) jam_next: std::cell::Cell<bool>,
    /// The slots of heap storage that `alloca`s of run-time size got from the target
    /// (`TargetLowering::dynamic_alloca`), freed before every return.
    pub(super) heap_slots: Vec<PointerValue<'ctx>>,
    /// The function is a device entry point (`kernel`).
    pub(super) kernel: bool,
    /// The kernel calls a function with a loop that `unroll.rs` unrolls for latency (the
    /// region's thread function, where its loops are), now `alwaysinline`.
    pub(super) latency_callees: bool,
    /// Host code device code reaches: `declare`d globals through `__oxacc_global_addr`.
    pub(super) global_indirect: bool,
}

impl<'ctx> ModuleCx<'_, 'ctx> {
    pub(super) fn define_func(&mut self, f: FuncId) -> Result<()> {
        self.define_func_in(f, self.funcs[f.index()])
    }

    /// Lowers the body of `f` into `fv`: its own LLVM function or another version of it.
    pub(super) fn define_func_in(&mut self, f: FuncId, fv: FunctionValue<'ctx>) -> Result<()> {
        let data = self.m.func(f);
        let body = data.body.as_ref().expect("definition");
        let (_, abi) = self.fn_type(data.sig);
        let builder = self.ctx.create_builder();
        let alloca_builder = self.ctx.create_builder();
        let scope = self.debug.as_ref().map(|d| {
            let file = d
                .files
                .get(data.loc.file as usize)
                .copied()
                .unwrap_or_else(|| d.cu.get_file());
            let sty = d.dib.create_subroutine_type(file, None, &[], DIFlags::ZERO);
            let sp = d.dib.create_function(
                d.cu.as_debug_info_scope(),
                &data.name,
                None,
                file,
                data.loc.line,
                sty,
                data.linkage != Linkage::External,
                true,
                data.loc.line,
                DIFlags::PROTOTYPED,
                self.opts.opt_level != OptLevel::O0,
            );
            fv.set_subprogram(sp);
            sp.as_debug_info_scope()
        });
        let allocas = self.ctx.append_basic_block(fv, "allocas");
        alloca_builder.position_at_end(allocas);
        let mut fx = FnCx {
            mc: self,
            body,
            fv,
            builder,
            alloca_builder,
            values: HashMap::new(),
            blocks: HashMap::new(),
            phis: HashMap::new(),
            abi,
            sret: None,
            scope,
            func_line: data.loc.line,
            func_file: data.loc.file,
            file_scopes: HashMap::new(),
            no_unroll: std::cell::Cell::new(false),
            unroll_latches: Default::default(),
            unroll_count: 0,
            unroll_next: std::cell::Cell::new(false),
            jam_latches: Default::default(),
            jam_count: 0,
            jam_next: std::cell::Cell::new(false),
            heap_slots: Vec::new(),
            kernel: data.device == Some(oir::DeviceKind::Kernel),
            latency_callees: false,
            global_indirect: self.global_indirect.contains(&f),
        };
        if let Some(n) = fx.mc.target.long_latency_unroll() {
            if fx.mc.opts.opt_level != OptLevel::O0 {
                fx.unroll_latches = super::unroll::long_latency_latches(body);
                fx.unroll_count = n;
            }
        }
        if let Some(n) = fx.mc.target.long_latency_jam() {
            if matches!(
                fx.mc.opts.opt_level,
                OptLevel::O2 | OptLevel::O3 | OptLevel::Ofast
            ) {
                fx.jam_latches = super::unroll::jam_latches(body);
                fx.jam_count = n;
            }
        }
        if fx.kernel && fx.mc.target.aligned_kernel_copy().is_some() {
            fx.latency_callees = fx.latency_callees();
        }
        fx.set_debug_loc(data.loc);
        fx.lower_body()
    }
}

impl<'ctx> FnCx<'_, '_, 'ctx> {
    pub(super) fn ctx(&self) -> &'ctx Context {
        self.mc.ctx
    }

    pub(super) fn types(&self) -> &oir::TypeTable {
        &self.mc.m.types
    }

    /// A value of type `ty` as its register form, from its memory/signature form (they differ
    /// only for `long double` where the target computes it in another type).
    pub(super) fn in_registers(
        &self,
        ty: TypeId,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        self.in_registers_with(&self.builder, ty, v)
    }

    /// [`Self::in_registers`] with builder `b` (parameters convert where the function starts).
    pub(super) fn in_registers_with(
        &self,
        b: &Builder<'ctx>,
        ty: TypeId,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        if !self.mc.converts(ty) {
            return Ok(v);
        }
        self.mc.target.long_double_to_register(self.ctx(), b, v)
    }

    /// The inverse of [`Self::in_registers`].
    pub(super) fn in_memory(
        &self,
        ty: TypeId,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        if !self.mc.converts(ty) {
            return Ok(v);
        }
        self.mc
            .target
            .long_double_to_memory(self.ctx(), &self.builder, v)
    }

    pub(super) fn val(&self, v: Value) -> Result<BasicValueEnum<'ctx>> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| CodegenError::InvalidIr(format!("{v} used before it is defined")))
    }

    pub(super) fn ptr(&self, v: Value) -> Result<PointerValue<'ctx>> {
        Ok(self.val(v)?.into_pointer_value())
    }

    pub(super) fn int(&self, v: Value) -> Result<IntValue<'ctx>> {
        Ok(self.val(v)?.into_int_value())
    }

    pub(super) fn i64c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx().i64_type().const_int(v, false)
    }

    /// The function being built, for a target hook.
    pub(super) fn emitter(&self) -> Emitter<'_, 'ctx> {
        Emitter {
            ctx: self.ctx(),
            module: self.mc.module,
            types: self.types(),
            target: self.mc.target,
            function: self.fv,
            builder: &self.builder,
            allocas: &self.alloca_builder,
        }
    }

    pub(super) fn set_debug_loc(&mut self, loc: oir::SrcLoc) {
        let (Some(d), Some(mut scope)) = (&self.mc.debug, self.scope) else {
            return;
        };
        // Instructions without a location get the function's line with
        // column 0, so every call carries a !dbg (LLVM requires it).
        let (line, col) = if loc.is_known() {
            (loc.line, loc.col)
        } else {
            (self.func_line, 0)
        };
        // Code from another file (a `static inline` function of a header,
        // a macro body) gets a lexical block in that file, so the line table
        // names the right file.
        if loc.is_known() && loc.file != self.func_file {
            if let Some(&file) = d.files.get(loc.file as usize) {
                scope = *self.file_scopes.entry(loc.file).or_insert_with(|| {
                    d.dib
                        .create_lexical_block(scope, file, line, col)
                        .as_debug_info_scope()
                });
            }
        }
        let l = d
            .dib
            .create_debug_location(self.ctx(), line, col, scope, None);
        self.builder.set_current_debug_location(l);
        self.alloca_builder.set_current_debug_location(l);
    }

    /// A stack slot in the `allocas` block.
    pub(super) fn slot(&self, ty: BasicTypeEnum<'ctx>, align: u32) -> Result<PointerValue<'ctx>> {
        self.emitter().slot(ty, align)
    }

    /// Memory for an aggregate value of `ty`, big enough for whole register
    /// pieces (`extra` = bytes the ABI may write past the end).
    pub(super) fn agg_slot(&self, ty: TypeId) -> Result<PointerValue<'ctx>> {
        let size = self.types().size_of(ty);
        let align = self.types().align_of(ty).max(8) as u32;
        self.slot(self.ctx().i8_type().array_type(size as u32).into(), align)
    }

    pub(super) fn memcpy(
        &self,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        size: u64,
        align: u32,
    ) -> Result<()> {
        self.emitter().memcpy(dst, src, size, align)
    }

    pub(super) fn byte_gep(
        &self,
        p: PointerValue<'ctx>,
        off: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>> {
        self.emitter().byte_gep(p, off)
    }

    pub(super) fn lower_body(&mut self) -> Result<()> {
        let body = self.body;
        let entry = body
            .entry_block()
            .ok_or_else(|| CodegenError::InvalidIr("no entry block".into()))?;
        let order = oir::dominance::live_blocks(body, entry);
        self.lower_params(entry)?;
        let aligned = self.aligned_copy_pointers(entry);
        let Some((align, pointers)) = aligned else {
            let first = self.lower_blocks(&order)?;
            self.alloca_builder.build_unconditional_branch(first)?;
            return self.release_heap_slots();
        };
        // Two copies of the body (decision 88): where every pointer parameter is `align`
        // bytes aligned, one that LLVM is told so (an `align` assumption on each), so that
        // the unrolled loop's loads of consecutive elements merge into vector loads
        // (LoadStoreVectorizer); else the body as it is. The test is uniform over the
        // grid, so barriers in either copy are reached by every thread of a block.
        let ctx = self.ctx();
        let i64t = ctx.i64_type();
        let check = ctx.append_basic_block(self.fv, "aligned.check");
        let fast = ctx.append_basic_block(self.fv, "aligned");
        self.builder.position_at_end(check);
        let mut bits = i64t.const_zero();
        for &p in &pointers {
            let v = self.builder.build_ptr_to_int(p, i64t, "")?;
            bits = self.builder.build_or(bits, v, "")?;
        }
        let low = self
            .builder
            .build_and(bits, i64t.const_int(align - 1, false), "")?;
        let ok = self.builder.build_int_compare(
            inkwell::IntPredicate::EQ,
            low,
            i64t.const_zero(),
            "",
        )?;
        self.builder.position_at_end(fast);
        let assume = inkwell::intrinsics::Intrinsic::find("llvm.assume")
            .and_then(|i| i.get_declaration(self.mc.module, &[]))
            .ok_or_else(|| CodegenError::Llvm("no llvm.assume".into()))?;
        let truth = ctx.bool_type().const_int(1, false);
        for &p in &pointers {
            let bundle = inkwell::values::OperandBundle::create(
                "align",
                &[p.into(), i64t.const_int(align, false).into()],
            );
            self.builder.build_direct_call_with_operand_bundles(
                assume,
                &[truth.into()],
                &[bundle],
                "",
            )?;
        }
        let params = self.values.clone();
        let first = self.lower_blocks(&order)?;
        self.builder.position_at_end(fast);
        self.builder.build_unconditional_branch(first)?;
        self.values = params;
        self.blocks.clear();
        self.phis.clear();
        let plain = self.lower_blocks(&order)?;
        self.builder.position_at_end(check);
        self.builder.build_conditional_branch(ok, fast, plain)?;
        // Last: the copies' allocas went to this block.
        self.alloca_builder.build_unconditional_branch(check)?;
        self.release_heap_slots()
    }

    /// The pointer parameters of a kernel to copy for `TargetLowering::aligned_kernel_copy`, with
    /// the alignment: only kernels with a loop that [`super::unroll`] unrolls for latency
    /// (their loads of consecutive elements are what merges), and not where a parameter
    /// needs conversion.
    fn aligned_copy_pointers(&self, entry: Block) -> Option<(u64, Vec<PointerValue<'ctx>>)> {
        let align = self.mc.target.aligned_kernel_copy()?;
        if !self.kernel || (self.unroll_latches.is_empty() && !self.latency_callees) {
            return None;
        }
        let pointers: Vec<PointerValue<'ctx>> = self
            .body
            .block(entry)
            .params
            .iter()
            .filter_map(|p| match self.values.get(p) {
                Some(BasicValueEnum::PointerValue(v)) => Some(*v),
                _ => None,
            })
            .collect();
        (!pointers.is_empty()).then_some((align, pointers))
    }

    /// Whether the kernel calls functions with loops that [`super::unroll`] unrolls for
    /// latency; each such callee becomes `alwaysinline`, so that both copies of the kernel
    /// (decision 88) get their own, and the aligned one's assumptions reach its loads.
    fn latency_callees(&self) -> bool {
        let body = self.body;
        let Some(entry) = body.entry_block() else {
            return false;
        };
        let mut found = false;
        for b in oir::dominance::live_blocks(body, entry) {
            for &i in &body.block(b).insts {
                let oir::InstKind::Call { callee, .. } = &body.inst(i).kind else {
                    continue;
                };
                let data = self.mc.m.func(*callee);
                let Some(cb) = data.body.as_ref() else {
                    continue;
                };
                if !super::unroll::long_latency_latches(cb).is_empty() {
                    let fv = self.mc.funcs[callee.index()];
                    let noinline =
                        inkwell::attributes::Attribute::get_named_enum_kind_id("noinline");
                    fv.remove_enum_attribute(inkwell::attributes::AttributeLoc::Function, noinline);
                    let always =
                        inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline");
                    fv.add_attribute(
                        inkwell::attributes::AttributeLoc::Function,
                        self.ctx().create_enum_attribute(always, 0),
                    );
                    found = true;
                }
            }
        }
        found
    }

    /// Creates the LLVM blocks of `order` (φs for their parameters) and lowers their
    /// instructions; returns the entry block's.
    fn lower_blocks(&mut self, order: &[Block]) -> Result<BasicBlock<'ctx>> {
        let body = self.body;
        let entry = order[0];
        for &b in order {
            let bb = self.ctx().append_basic_block(self.fv, &format!("{b}"));
            self.blocks.insert(b, bb);
            if b != entry {
                self.builder.position_at_end(bb);
                let mut phis = Vec::new();
                for &p in &body.block(b).params {
                    let ty = self.mc.val_ty(body.value_type(p));
                    let phi = self.builder.build_phi(ty, "")?;
                    self.values.insert(p, phi.as_basic_value());
                    phis.push(phi);
                }
                self.phis.insert(b, phis);
            }
        }
        for &b in order {
            self.builder.position_at_end(self.blocks[&b]);
            for &i in &body.block(b).insts {
                let data = body.inst(i);
                self.set_debug_loc(data.loc);
                self.unroll_next.set(self.unroll_latches.contains(&i));
                self.jam_next.set(self.jam_latches.contains(&i));
                self.lower_inst(&data.kind, data.result)?;
            }
        }
        Ok(self.blocks[&entry])
    }

    /// Frees the heap storage of the function's `alloca`s of run-time size before each of its
    /// returns (a slot a return does not follow holds null).
    fn release_heap_slots(&mut self) -> Result<()> {
        if self.heap_slots.is_empty() {
            return Ok(());
        }
        let rets: Vec<_> = self
            .fv
            .get_basic_blocks()
            .into_iter()
            .filter_map(|bb| bb.get_terminator())
            .filter(|t| t.get_opcode() == inkwell::values::InstructionOpcode::Return)
            .collect();
        for ret in rets {
            self.builder.position_before(&ret);
            for &slot in &self.heap_slots {
                self.mc
                    .target
                    .release_dynamic_alloca(&self.emitter(), slot)?;
            }
        }
        Ok(())
    }

    /// Rebuilds OIR parameters from their ABI form (in the `allocas` block).
    pub(super) fn lower_params(&mut self, entry: Block) -> Result<()> {
        let params = self.body.block(entry).params.clone();
        let mut idx = 0u32;
        if self.abi.has_sret() {
            self.sret = Some(self.param(0)?.into_pointer_value());
            idx = 1;
        }
        let kinds = self.abi.params.clone();
        for (&p, kind) in params.iter().zip(&kinds) {
            let ty = self.body.value_type(p);
            let v = match kind {
                ArgKind::Direct => {
                    idx += 1;
                    // Parameters are converted where the function starts.
                    self.in_registers_with(&self.alloca_builder, ty, self.param(idx - 1)?)?
                }
                ArgKind::Memory { .. } => {
                    idx += 1;
                    self.param(idx - 1)?
                }
                ArgKind::Ignore => self.agg_slot(ty)?.into(),
                ArgKind::Pieces(ps) => {
                    let slot = self.agg_slot(ty)?;
                    for off in piece_offsets(ps) {
                        let piece = self.param(idx)?;
                        idx += 1;
                        let at = unsafe {
                            self.alloca_builder.build_gep(
                                self.ctx().i8_type(),
                                slot,
                                &[self.i64c(off)],
                                "",
                            )?
                        };
                        self.alloca_builder.build_store(at, piece)?;
                    }
                    slot.into()
                }
            };
            self.values.insert(p, v);
        }
        Ok(())
    }

    pub(super) fn param(&self, i: u32) -> Result<BasicValueEnum<'ctx>> {
        self.fv
            .get_nth_param(i)
            .ok_or_else(|| CodegenError::InvalidIr("parameter count does not match the ABI".into()))
    }

    /// Adds the phi inputs for a branch and returns the LLVM target.
    pub(super) fn branch_target(&mut self, bc: &BlockCall) -> Result<BasicBlock<'ctx>> {
        let from = self.builder.get_insert_block().expect("positioned");
        let target = self.blocks[&bc.block];
        if let Some(phis) = self.phis.get(&bc.block).cloned() {
            for (phi, &a) in phis.iter().zip(&bc.args) {
                let v = self.val(a)?;
                phi.add_incoming(&[(&v, from)]);
            }
        }
        Ok(target)
    }

    /// Marks `br` as a loop back edge LLVM must not unroll: `!llvm.loop !0` with
    /// `!0 = !{!0, !{!"llvm.loop.unroll.disable"}}` (a loop ID refers to itself).
    pub(super) fn disable_unrolling(&self, br: inkwell::values::InstructionValue<'ctx>) {
        self.loop_hint(br, "llvm.loop.unroll.disable", None);
    }

    /// Marks `br` as the latch of a loop LLVM unrolls `count` times:
    /// `!{!0, !{!"llvm.loop.unroll.count", i32 count}}`.
    pub(super) fn unroll_by(&self, br: inkwell::values::InstructionValue<'ctx>, count: u32) {
        self.loop_hint(br, "llvm.loop.unroll.count", Some(count));
    }

    /// Marks `br` as the latch of a loop LLVM unrolls `count` times and jams, the loops it
    /// makes not again: `!{!0, !{!"llvm.loop.unroll_and_jam.count", i32 count},
    /// !{!"llvm.loop.unroll_and_jam.followup_all", !{!"llvm.loop.unroll_and_jam.disable"}}}`.
    pub(super) fn jam_by(&self, br: inkwell::values::InstructionValue<'ctx>, count: u32) {
        self.mc.jam_hints.set(true);
        self.loop_hint(br, "llvm.loop.unroll_and_jam.count", Some(count));
    }

    fn loop_hint(&self, br: inkwell::values::InstructionValue<'ctx>, key: &str, arg: Option<u32>) {
        use inkwell::context::AsContextRef;
        use inkwell::llvm_sys::{core, debuginfo};
        use inkwell::values::AsValueRef;
        let cx = self.ctx().as_ctx_ref();
        let arg = arg.map(|n| self.ctx().i32_type().const_int(u64::from(n), false));
        // SAFETY: every reference belongs to this context; the temporary node is replaced
        // (and so freed) before the call returns.
        unsafe {
            let s = core::LLVMMDStringInContext2(cx, key.as_ptr().cast(), key.len());
            let mut ops = vec![s];
            if let Some(a) = arg {
                ops.push(core::LLVMValueAsMetadata(a.as_value_ref()));
            }
            let hint = core::LLVMMDNodeInContext2(cx, ops.as_mut_ptr(), ops.len());
            let temp = debuginfo::LLVMTemporaryMDNode(cx, std::ptr::null_mut(), 0);
            let mut ops = vec![temp, hint];
            if key == "llvm.loop.unroll_and_jam.count" {
                // The loops unroll-and-jam makes carry no request of their own, so that no
                // "loop not unroll-and-jammed" warning comes of them.
                let md = |s: &str| core::LLVMMDStringInContext2(cx, s.as_ptr().cast(), s.len());
                let mut disable = [md("llvm.loop.unroll_and_jam.disable")];
                let disable = core::LLVMMDNodeInContext2(cx, disable.as_mut_ptr(), 1);
                let mut followup = [md("llvm.loop.unroll_and_jam.followup_all"), disable];
                ops.push(core::LLVMMDNodeInContext2(cx, followup.as_mut_ptr(), 2));
                // The jammed inner loop is marked for `host::lanes`.
                let mut jammed = [md(crate::host::JAMMED)];
                let jammed = core::LLVMMDNodeInContext2(cx, jammed.as_mut_ptr(), 1);
                let mut inner = [md("llvm.loop.unroll_and_jam.followup_inner"), jammed];
                ops.push(core::LLVMMDNodeInContext2(cx, inner.as_mut_ptr(), 2));
            }
            let id = core::LLVMMDNodeInContext2(cx, ops.as_mut_ptr(), ops.len());
            debuginfo::LLVMMetadataReplaceAllUsesWith(temp, id);
            let kind = core::LLVMGetMDKindIDInContext(cx, c"llvm.loop".as_ptr(), 9);
            core::LLVMSetMetadata(br.as_value_ref(), kind, core::LLVMMetadataAsValue(cx, id));
        }
    }
}
