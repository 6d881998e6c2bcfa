//! The builder API front ends use to produce OIR: a cursor at the end of a
//! block, one method per instruction, result types computed from the operands.

use crate::directive::{Clause, DirectiveKind, DirectiveOp};
use crate::entity::{Block, FuncId, GlobalId, Inst, Region, TypeId, Value};
use crate::inst::{
    BinOp, BlockCall, CastOp, FloatCC, InstKind, IntCC, IntrinsicOp, MemFlags, Ordering, RmwOp,
    SrcLoc,
};
use crate::module::{Body, Module};

/// Builds the body of one function. The body lives in the builder until
/// [`FunctionBuilder::finish`] stores it in the module.
pub struct FunctionBuilder<'m> {
    pub module: &'m mut Module,
    func: FuncId,
    pub body: Body,
    cur: Option<Block>,
    loc: SrcLoc,
}

impl<'m> FunctionBuilder<'m> {
    /// Starts the body of `func` with an entry block whose parameters are the
    /// function's parameters; the cursor is placed in it.
    pub fn new(module: &'m mut Module, func: FuncId) -> Self {
        let mut body = Body::default();
        let entry = body.new_block();
        body.attach_block(Body::BODY_REGION, entry);
        let params = module.signature(func).0.to_vec();
        for ty in params {
            body.add_block_param(entry, ty);
        }
        FunctionBuilder {
            module,
            func,
            body,
            cur: Some(entry),
            loc: SrcLoc::default(),
        }
    }

    pub fn finish(self) {
        self.module.funcs[self.func.index()].body = Some(self.body);
    }

    pub fn params(&self) -> Vec<Value> {
        let entry = self.body.entry_block().expect("entry block");
        self.body.block(entry).params.clone()
    }

    pub fn current_block(&self) -> Option<Block> {
        self.cur
    }

    /// Source location given to the instructions built from now on.
    pub fn set_loc(&mut self, loc: SrcLoc) {
        self.loc = loc;
    }

    /// The location [`FunctionBuilder::set_loc`] set last.
    pub fn loc(&self) -> SrcLoc {
        self.loc
    }

    /// A new block in the region of the current block.
    pub fn create_block(&mut self) -> Block {
        let region = self
            .cur
            .and_then(|b| self.body.block_region(b))
            .unwrap_or(Body::BODY_REGION);
        self.create_block_in(region)
    }

    pub fn create_block_in(&mut self, region: Region) -> Block {
        let b = self.body.new_block();
        self.body.attach_block(region, b);
        b
    }

    pub fn add_block_param(&mut self, block: Block, ty: TypeId) -> Value {
        self.body.add_block_param(block, ty)
    }

    pub fn switch_to_block(&mut self, block: Block) {
        self.cur = Some(block);
    }

    pub fn value_type(&self, v: Value) -> TypeId {
        self.body.value_type(v)
    }

    fn push(&mut self, kind: InstKind, result: Option<TypeId>) -> Inst {
        let block = self.cur.expect("builder has no current block");
        let inst = self.body.new_inst(kind, result, self.loc);
        self.body.append_inst(block, inst);
        inst
    }

    pub(crate) fn push_value(&mut self, kind: InstKind, ty: TypeId) -> Value {
        let inst = self.push(kind, Some(ty));
        self.body.inst(inst).result.expect("result")
    }

    // ---- constants ----
    pub fn iconst(&mut self, ty: TypeId, value: i128) -> Value {
        self.push_value(InstKind::IConst(value), ty)
    }
    pub fn fconst(&mut self, ty: TypeId, value: f64) -> Value {
        self.push_value(InstKind::FConst(value), ty)
    }
    /// An exact `f80` constant from its x87 bit pattern (see [`crate::f80`]).
    pub fn fconst_x87(&mut self, ty: TypeId, bits: u128) -> Value {
        self.push_value(InstKind::FConstX87(bits), ty)
    }
    /// An exact `f128` constant from its binary128 bit pattern.
    pub fn fconst_f128(&mut self, ty: TypeId, bits: u128) -> Value {
        self.push_value(InstKind::FConstF128(bits), ty)
    }
    pub fn null(&mut self) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::Null, p)
    }
    pub fn undef(&mut self, ty: TypeId) -> Value {
        self.push_value(InstKind::Undef, ty)
    }
    pub fn global_addr(&mut self, g: GlobalId) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::GlobalAddr(g), p)
    }
    pub fn func_addr(&mut self, f: FuncId) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::FuncAddr(f), p)
    }

    // ---- arithmetic ----
    pub fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.value_type(lhs);
        let nsw = false;
        self.push_value(InstKind::Binary { op, lhs, rhs, nsw }, ty)
    }
    /// `op` (`add`, `sub` or `mul`) whose signed overflow is undefined behaviour
    /// in the source language (see [`InstKind::Binary`]'s `nsw`).
    pub fn binary_nsw(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.value_type(lhs);
        let nsw = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul);
        self.push_value(InstKind::Binary { op, lhs, rhs, nsw }, ty)
    }
    pub fn fneg(&mut self, arg: Value) -> Value {
        let ty = self.value_type(arg);
        self.push_value(InstKind::FNeg(arg), ty)
    }
    pub fn icmp(&mut self, cc: IntCC, lhs: Value, rhs: Value) -> Value {
        let ty = self.module.i1();
        self.push_value(InstKind::ICmp { cc, lhs, rhs }, ty)
    }
    pub fn fcmp(&mut self, cc: FloatCC, lhs: Value, rhs: Value) -> Value {
        let ty = self.module.i1();
        self.push_value(InstKind::FCmp { cc, lhs, rhs }, ty)
    }
    pub fn cast(&mut self, op: CastOp, arg: Value, to: TypeId) -> Value {
        self.push_value(InstKind::Cast { op, arg }, to)
    }
    pub fn select(&mut self, cond: Value, then_val: Value, else_val: Value) -> Value {
        let ty = self.value_type(then_val);
        self.push_value(
            InstKind::Select {
                cond,
                then_val,
                else_val,
            },
            ty,
        )
    }

    // ---- memory ----
    pub fn alloca(&mut self, ty: TypeId, count: Option<Value>) -> Value {
        let p = self.module.ptr();
        let align = self.module.types.storage_align(ty) as u32;
        self.push_value(InstKind::Alloca { ty, count, align }, p)
    }
    pub fn load(&mut self, ty: TypeId, ptr: Value) -> Value {
        self.push_value(
            InstKind::Load {
                ptr,
                flags: MemFlags::default(),
            },
            ty,
        )
    }
    pub fn load_with(&mut self, ty: TypeId, ptr: Value, flags: MemFlags) -> Value {
        self.push_value(InstKind::Load { ptr, flags }, ty)
    }
    pub fn store(&mut self, value: Value, ptr: Value) -> Inst {
        self.push(
            InstKind::Store {
                value,
                ptr,
                flags: MemFlags::default(),
            },
            None,
        )
    }
    pub fn store_with(&mut self, value: Value, ptr: Value, flags: MemFlags) -> Inst {
        self.push(InstKind::Store { value, ptr, flags }, None)
    }
    pub fn ptr_add(&mut self, ptr: Value, offset: Value) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::PtrAdd { ptr, offset }, p)
    }
    pub fn elem_addr(&mut self, elem: TypeId, ptr: Value, index: Value) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::ElemAddr { elem, ptr, index }, p)
    }
    pub fn field_addr(&mut self, agg: TypeId, ptr: Value, field: u32) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::FieldAddr { agg, ptr, field }, p)
    }
    pub fn memcpy(&mut self, dst: Value, src: Value, len: Value) -> Inst {
        self.push(InstKind::Memcpy { dst, src, len }, None)
    }
    pub fn memset(&mut self, dst: Value, byte: Value, len: Value) -> Inst {
        self.push(InstKind::Memset { dst, byte, len }, None)
    }

    pub fn atomic_rmw(&mut self, op: RmwOp, ptr: Value, value: Value, ordering: Ordering) -> Value {
        let ty = self.value_type(value);
        self.push_value(
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering,
            },
            ty,
        )
    }
    pub fn cmpxchg(
        &mut self,
        ptr: Value,
        expected: Value,
        new: Value,
        ordering: Ordering,
        weak: bool,
    ) -> Value {
        let ty = self.value_type(expected);
        self.push_value(
            InstKind::CmpXchg {
                ptr,
                expected,
                new,
                ordering,
                weak,
            },
            ty,
        )
    }
    pub fn fence(&mut self, ordering: Ordering) -> Inst {
        self.push(InstKind::Fence(ordering), None)
    }
    /// An intrinsic; `result` is its result type (`None` for trap, assume,
    /// stackrestore).
    pub fn intrinsic(
        &mut self,
        op: IntrinsicOp,
        args: &[Value],
        result: Option<TypeId>,
    ) -> Option<Value> {
        let inst = self.push(
            InstKind::Intrinsic {
                op,
                args: args.to_vec(),
            },
            result,
        );
        self.body.inst(inst).result
    }

    // ---- calls ----
    /// Direct call; returns the result unless the callee returns `void`.
    /// Inline assembly (no result: register outputs are stored to their addresses).
    pub fn inline_asm(&mut self, asm: crate::inst::InlineAsm) {
        self.push(InstKind::InlineAsm(Box::new(asm)), None);
    }

    pub fn call(&mut self, callee: FuncId, args: &[Value]) -> Option<Value> {
        let ret = self.module.signature(callee).1;
        let result = (!self.module.types.is_void(ret)).then_some(ret);
        let inst = self.push(
            InstKind::Call {
                callee,
                args: args.to_vec(),
            },
            result,
        );
        self.body.inst(inst).result
    }
    pub fn call_indirect(&mut self, sig: TypeId, callee: Value, args: &[Value]) -> Option<Value> {
        let ret = self.module.sig_parts(sig).1;
        let result = (!self.module.types.is_void(ret)).then_some(ret);
        let inst = self.push(
            InstKind::CallIndirect {
                sig,
                callee,
                args: args.to_vec(),
            },
            result,
        );
        self.body.inst(inst).result
    }
    pub fn va_start(&mut self, list: Value) -> Inst {
        self.push(InstKind::VaStart(list), None)
    }
    pub fn va_end(&mut self, list: Value) -> Inst {
        self.push(InstKind::VaEnd(list), None)
    }
    pub fn va_copy(&mut self, dst: Value, src: Value) -> Inst {
        self.push(InstKind::VaCopy { dst, src }, None)
    }
    pub fn va_arg(&mut self, list: Value, ty: TypeId) -> Value {
        self.push_value(InstKind::VaArg(list), ty)
    }

    // ---- terminators ----
    pub fn br(&mut self, dest: Block, args: &[Value]) -> Inst {
        self.push(InstKind::Br(BlockCall::new(dest, args)), None)
    }
    pub fn cond_br(
        &mut self,
        cond: Value,
        then_dest: Block,
        then_args: &[Value],
        else_dest: Block,
        else_args: &[Value],
    ) -> Inst {
        self.push(
            InstKind::CondBr {
                cond,
                then_dest: BlockCall::new(then_dest, then_args),
                else_dest: BlockCall::new(else_dest, else_args),
            },
            None,
        )
    }
    pub fn switch(&mut self, arg: Value, default: Block, cases: &[(i128, Block)]) -> Inst {
        self.push(
            InstKind::Switch {
                arg,
                default,
                cases: cases.to_vec(),
            },
            None,
        )
    }
    /// `blockaddr b`: the address of a block of the function body.
    pub fn block_addr(&mut self, b: Block) -> Value {
        let p = self.module.ptr();
        self.push_value(InstKind::BlockAddr(b), p)
    }
    /// `indirectbr addr, [dests]`.
    pub fn indirect_br(&mut self, addr: Value, dests: &[Block]) -> Inst {
        self.push(
            InstKind::IndirectBr {
                addr,
                dests: dests.to_vec(),
            },
            None,
        )
    }
    pub fn ret(&mut self, value: Option<Value>) -> Inst {
        self.push(InstKind::Ret(value), None)
    }
    pub fn unreachable(&mut self) -> Inst {
        self.push(InstKind::Unreachable, None)
    }
    pub fn yield_(&mut self, values: &[Value]) -> Inst {
        self.push(InstKind::Yield(values.to_vec()), None)
    }

    // ---- OpenACC ----
    /// Appends a directive operation. For kinds with a region, the region and
    /// its entry block are created and returned (the cursor stays put); the
    /// caller adds entry parameters (loop induction variables, …) and fills it.
    pub fn directive(
        &mut self,
        kind: DirectiveKind,
        clauses: Vec<Clause>,
    ) -> (Inst, Option<Block>) {
        let has_region = kind.has_region();
        let inst = self.push(
            InstKind::Directive(Box::new(DirectiveOp {
                kind,
                clauses,
                region: None,
            })),
            None,
        );
        if !has_region {
            return (inst, None);
        }
        let region = self.body.new_region(Some(inst));
        if let InstKind::Directive(d) = &mut self.body.insts[inst.index()].kind {
            d.region = Some(region);
        }
        let entry = self.create_block_in(region);
        (inst, Some(entry))
    }
}
