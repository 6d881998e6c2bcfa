//! GNU inline assembly (`asm`, `asm goto`) as LLVM inline asm calls.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};

use oxacc_oir as oir;

use crate::target::emit::enum_attr;
use crate::Result;

use super::function::FnCx;

impl<'ctx> FnCx<'_, '_, 'ctx> {
    /// A call of an LLVM inline asm (AT&T dialect); register outputs come back as
    /// the call's result (a literal struct when there are several) and are stored
    /// to their addresses; indirect operands get their `elementtype`.
    pub(super) fn inline_asm(&mut self, a: &oir::InlineAsm) -> Result<()> {
        let ctx = self.ctx();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut arg_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        for &v in &a.args {
            let x = self.val(v)?;
            arg_tys.push(x.get_type().into());
            args.push(x.into());
        }
        let outs: Vec<BasicTypeEnum<'ctx>> =
            a.outputs.iter().map(|(t, _)| self.mc.mem_ty(*t)).collect();
        let fn_ty = match outs.len() {
            0 => ctx.void_type().fn_type(&arg_tys, false),
            1 => outs[0].fn_type(&arg_tys, false),
            _ => ctx.struct_type(&outs, false).fn_type(&arg_tys, false),
        };
        let asm = ctx.create_inline_asm(
            fn_ty,
            a.template.to_string(),
            a.constraints.to_string(),
            a.side_effects,
            a.align_stack,
            Some(inkwell::InlineAsmDialect::ATT),
            false,
        );
        // `asm goto`: a `callbr` whose every edge goes through a block of its own, which
        // stores the outputs and branches on to the OIR target.
        let edges: Option<(BasicBlock<'ctx>, Vec<BasicBlock<'ctx>>)> = a.goto.as_ref().map(|g| {
            let fall = ctx.append_basic_block(self.fv, "asm.fallthrough");
            let labels = g
                .labels
                .iter()
                .map(|_| ctx.append_basic_block(self.fv, "asm.indirect"))
                .collect();
            (fall, labels)
        });
        let call = match &edges {
            None => self.builder.build_indirect_call(fn_ty, asm, &args, "")?,
            Some((fall, labels)) => {
                use inkwell::llvm_sys::core::LLVMBuildCallBr;
                use inkwell::types::AsTypeRef;
                use inkwell::values::AsValueRef;
                let mut raw_args = a
                    .args
                    .iter()
                    .map(|&v| Ok(self.val(v)?.as_value_ref()))
                    .collect::<Result<Vec<_>>>()?;
                let mut dests: Vec<_> = labels.iter().map(|b| b.as_mut_ptr()).collect();
                // SAFETY: every reference comes from this context and module; the callee is
                // an inline asm of type `fn_ty`, and the builder is positioned in a block.
                unsafe {
                    let v = LLVMBuildCallBr(
                        self.builder.as_mut_ptr(),
                        fn_ty.as_type_ref(),
                        asm.as_value_ref(),
                        fall.as_mut_ptr(),
                        dests.as_mut_ptr(),
                        dests.len() as u32,
                        raw_args.as_mut_ptr(),
                        raw_args.len() as u32,
                        std::ptr::null_mut(),
                        0,
                        c"".as_ptr(),
                    );
                    inkwell::values::CallSiteValue::new(v)
                }
            }
        };
        call.add_attribute(AttributeLoc::Function, enum_attr(ctx, "nounwind", 0));
        let (mut arg, mut elem) = (0u32, 0usize);
        for c in oir::split_constraints(&a.constraints) {
            if c.starts_with(['~', '!']) {
                continue;
            }
            let body = c.trim_start_matches(['=', '&', '+']);
            if body.starts_with('*') {
                if let Some(&t) = a.elem_types.get(elem) {
                    let kind = Attribute::get_named_enum_kind_id("elementtype");
                    let attr =
                        ctx.create_type_attribute(kind, self.mc.mem_ty(t).as_any_type_enum());
                    call.add_attribute(AttributeLoc::Param(arg), attr);
                }
                elem += 1;
                arg += 1;
            } else if !c.starts_with('=') {
                arg += 1;
            }
        }
        let result = call.try_as_basic_value().basic();
        match (&edges, a.goto.as_ref()) {
            (Some((fall, labels)), Some(g)) => {
                let succ = std::iter::once((*fall, g.fallthrough))
                    .chain(labels.iter().copied().zip(g.labels.iter().copied()));
                for (edge, target) in succ {
                    self.builder.position_at_end(edge);
                    self.store_asm_outputs(a, result)?;
                    self.builder
                        .build_unconditional_branch(self.blocks[&target])?;
                }
            }
            _ => self.store_asm_outputs(a, result)?,
        }
        Ok(())
    }

    /// Stores the register outputs of an inline asm (its result) to their addresses.
    pub(super) fn store_asm_outputs(
        &mut self,
        a: &oir::InlineAsm,
        result: Option<BasicValueEnum<'ctx>>,
    ) -> Result<()> {
        if let Some(r) = result {
            if a.outputs.len() == 1 {
                self.builder.build_store(self.ptr(a.outputs[0].1)?, r)?;
            } else {
                let sv = r.into_struct_value();
                for (i, (_, p)) in a.outputs.iter().enumerate() {
                    let x = self.builder.build_extract_value(sv, i as u32, "")?;
                    self.builder.build_store(self.ptr(*p)?, x)?;
                }
            }
        }
        Ok(())
    }
}
