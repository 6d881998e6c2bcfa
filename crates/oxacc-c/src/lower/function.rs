//! Function definitions (C17 §6.9.1): parameters are copied into stack slots, the body is
//! lowered statement by statement, and falling off the end returns 0 from `main`
//! (§5.1.2.2.3) or an undefined value elsewhere (§6.9.1p12: using it is undefined).

use std::collections::HashMap;

use oxacc_oir::{Block, FuncId, FunctionBuilder, InstKind, Module, TypeId as OTy, Value};
use smol_str::SmolStr;

use super::Ctx;
use crate::ast::{DeclId, Derived, ExprId, FnStyle, StmtId};
use crate::types::{FloatKind, TypeId, TypeKind};

/// A `switch` being lowered: its cases are collected while the body is lowered, and the
/// dispatch is emitted at the end (§6.8.4.2).
pub(crate) struct SwitchState {
    pub cases: Vec<(i128, i128, Block)>,
    pub default: Option<Block>,
    /// The promoted type of the controlling expression (§6.8.4.2p5).
    pub ty: TypeId,
}

/// Per-function lowering state.
pub(crate) struct FnCx<'a, 'u> {
    pub cx: &'a mut Ctx<'u>,
    pub b: FunctionBuilder<'a>,
    pub name: SmolStr,
    pub ret: TypeId,
    pub locals: HashMap<DeclId, Value>,
    /// Run-time element counts of variable length array types (§6.7.6.2p5), by the size
    /// expression, stored in slots so that every later use sees them.
    pub vla_sizes: HashMap<ExprId, Value>,
    /// Jump targets of `break` and `continue`, with the depth of the cleanup stack there.
    pub breaks: Vec<(Block, usize)>,
    pub continues: Vec<(Block, usize)>,
    /// Variables with `__attribute__((cleanup(f)))` in scope (GNU) and storage from an
    /// OpenMP allocator to give back (`allocate` directive), innermost last.
    pub cleanups: Vec<(Value, Cleanup)>,
    pub switches: Vec<SwitchState>,
    pub labels: HashMap<SmolStr, Block>,
    /// Blocks of labels whose address is taken (`&&label`, GNU), and the `indirectbr`s of
    /// computed `goto`s, whose destination lists are those blocks once the body is lowered.
    pub addr_labels: Vec<Block>,
    pub indirect_brs: Vec<oxacc_oir::Inst>,
    /// The construct being lowered, for diagnostics raised deep inside helpers.
    pub span: oxacc_source::Span,
    entry: Block,
    n_allocas: usize,
    pub func_id: FuncId,
    /// OpenACC: nesting of compute and loop regions being lowered, the data regions whose
    /// exits are routed, `host_data use_device` substitutions, the old value of an atomic
    /// update (the read of `x` it replaces), and the slot of a `return` value leaving a data
    /// region.
    pub acc_compute_depth: u32,
    pub acc_loop_depth: u32,
    /// The thread and the team size of the OpenMP parallel regions of target regions being
    /// lowered, innermost last (`oxacc_offload::lower::thread_region`).
    pub omp_threads: Vec<(Value, Value)>,
    /// The OpenMP target construct being lowered is one team (`num_gangs(1)`).
    pub omp_one_team: bool,
    /// Parallel constructs of a `declare target` function around the code being lowered
    /// (`AccInfo::omp_fn_teams`: teams of one thread).
    pub omp_fn_team: u32,
    /// The device before a `target data device(n)` region (`acc_stmt`), which its end gives
    /// back.
    pub omp_device_restore: Option<Value>,
    /// The `lastprivate` variables of the OpenMP loop being lowered (taken by its loop).
    pub omp_lastprivate: Vec<crate::acc::AccVar>,
    /// The `linear` clauses of the next such loop (`AccInfo::omp_linear`).
    pub omp_linear: Vec<crate::omp::OmpClause>,
    /// The `use_device_ptr` variables of the OpenMP `target data` being lowered
    /// (`acc_data_stmt`).
    pub omp_use_device: Vec<crate::acc::AccVar>,
    /// The user-defined reductions of the OpenMP target loop being lowered (taken by its loop).
    pub omp_udr: Vec<crate::omp::OmpClause>,
    /// The `lastprivate(conditional:)` clauses of the combined target loop being lowered.
    pub omp_conditional: Vec<crate::omp::OmpClause>,
    /// The doacross loops being lowered, innermost last (lower/omp_doacross.rs).
    pub(crate) omp_doacross: Vec<super::omp_doacross::Doacross>,
    pub acc_frames: Vec<super::acc::DataFrame>,
    pub use_device: HashMap<DeclId, Value>,
    pub atomic_old: Option<(ExprId, Value)>,
    pub ret_slot: Option<Value>,
}

impl Ctx<'_> {
    pub(crate) fn lower_function(&mut self, m: &mut Module, d: DeclId) {
        let decl = &self.ast[d];
        let (Some(name), Some(body)) = (decl.name().cloned(), decl.body) else {
            return;
        };
        let Some(&fid) = self.funcs.get(&name) else {
            return;
        };
        let ret = match self.types.kind(decl.ty) {
            TypeKind::Function { ret, .. } => *ret,
            _ => return,
        };
        let params = self.definition_params(d);
        self.cur_fn = name.clone();
        let loc = self.loc(m, decl.declarator.name_span);
        m.func_mut(fid).loc = loc;
        let mut b = FunctionBuilder::new(m, fid);
        b.set_loc(loc);
        let entry = b.current_block().unwrap_or(Block(0));
        let mut f = FnCx {
            cx: self,
            b,
            name,
            ret,
            locals: HashMap::new(),
            vla_sizes: HashMap::new(),
            breaks: Vec::new(),
            continues: Vec::new(),
            cleanups: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            addr_labels: Vec::new(),
            indirect_brs: Vec::new(),
            span: decl.span,
            entry,
            n_allocas: 0,
            func_id: fid,
            acc_compute_depth: 0,
            acc_loop_depth: 0,
            omp_threads: Vec::new(),
            omp_one_team: false,
            omp_fn_team: 0,
            omp_device_restore: None,
            omp_lastprivate: Vec::new(),
            omp_linear: Vec::new(),
            omp_use_device: Vec::new(),
            omp_udr: Vec::new(),
            omp_conditional: Vec::new(),
            omp_doacross: Vec::new(),
            acc_frames: Vec::new(),
            use_device: HashMap::new(),
            atomic_old: None,
            ret_slot: None,
        };
        f.bind_params(&params);
        f.function_body(body);
        f.finish();
    }
}

impl Ctx<'_> {
    /// The parameters of a function definition with the type each is passed as: its own,
    /// or for an identifier-list (K&R) definition its promoted type, since callers see no
    /// prototype (§6.5.2.2p6, §6.9.1p10).
    pub(crate) fn definition_params(&mut self, d: DeclId) -> Vec<(DeclId, TypeId)> {
        let Some(Derived::Function { params, style, .. }) = self.ast[d].declarator.derived.first()
        else {
            return Vec::new();
        };
        let knr = *style == FnStyle::IdentifierList;
        let params = params.clone();
        params
            .into_iter()
            .map(|p| {
                let t = self.ast[p].ty;
                let passed = if !knr {
                    t
                } else if matches!(self.types.kind(t), TypeKind::Float(FloatKind::Float)) {
                    TypeId::DOUBLE
                } else {
                    self.types.promote(t)
                };
                (p, passed)
            })
            .collect()
    }

    /// The signature of a function definition, from its parameter declarations.
    pub(crate) fn definition_sig(&mut self, m: &mut Module, d: DeclId) -> OTy {
        let (ret, variadic) = match self.types.kind(self.ast[d].ty) {
            TypeKind::Function { ret, variadic, .. } => (*ret, *variadic),
            _ => (TypeId::INT, false),
        };
        let params = self.definition_params(d);
        let ps: Vec<_> = params
            .iter()
            .map(|&(_, t)| (self.val_ty(m, t), self.ext(t)))
            .collect();
        let r = (self.val_ty(m, ret), self.ext(ret));
        m.func_type_ext(&ps, r, variadic)
    }
}

impl FnCx<'_, '_> {
    fn bind_params(&mut self, params: &[(DeclId, TypeId)]) {
        let values = self.b.params();
        for (&(p, pt), &v) in params.iter().zip(values.iter()) {
            let ty = self.cx.ast[p].ty;
            let v = if pt != ty && self.cx.types.is_scalar(ty) {
                self.convert_scalar(v, pt, ty)
            } else {
                v
            };
            if matches!(self.cx.types.kind(ty), TypeKind::VaList) {
                // A `va_list` parameter is the address of the caller's list.
                self.locals.insert(p, v);
                continue;
            }
            let oty = self.cx.oir_ty(self.b.module, ty);
            let slot = self.entry_alloca(oty);
            self.b.store(v, slot);
            self.name_slot(p, slot);
            self.locals.insert(p, slot);
        }
        // Parameters of variably modified type (`int a[n][m]`): their sizes are evaluated on
        // entry (§6.9.1p10).
        for &(p, _) in params {
            let ty = self.cx.ast[p].ty;
            self.eval_vla_sizes(ty);
        }
    }

    fn function_body(&mut self, body: StmtId) {
        self.stmt(body);
        if self.is_open() {
            let v = if self.cx.types.is_void(self.ret) {
                None
            } else if self.name == "main" {
                let t = self.cx.oir_ty(self.b.module, self.ret);
                Some(self.b.iconst(t, 0))
            } else if self.cx.is_mem(self.ret) {
                let t = self.cx.oir_ty(self.b.module, self.ret);
                let slot = self.entry_alloca(t);
                Some(self.b.load(t, slot))
            } else {
                let t = self.cx.val_ty(self.b.module, self.ret);
                Some(self.b.undef(t))
            };
            self.b.ret(v);
        }
    }

    /// Closes every block left open (dead code after jumps) and stores the body.
    fn finish(mut self) {
        for &i in &self.indirect_brs {
            if let InstKind::IndirectBr { dests, .. } = &mut self.b.body.insts[i.index()].kind {
                dests.clone_from(&self.addr_labels);
            }
        }
        let blocks = self.b.body.all_blocks();
        for blk in blocks {
            if self.b.body.terminator(blk).is_none() {
                self.b.switch_to_block(blk);
                self.b.unreachable();
            }
        }
        self.b.finish();
    }

    /// A stack slot in the entry block, so that it dominates every use and is allocated once
    /// however often its declaration is executed (§6.2.4p6: lifetime is the whole block).
    pub(crate) fn entry_alloca(&mut self, ty: OTy) -> Value {
        self.entry_alloca_aligned(ty, 0)
    }

    /// Like [`Self::entry_alloca`], at least `min_align` aligned (`_Alignas`, §6.7.5).
    pub(crate) fn entry_alloca_aligned(&mut self, ty: OTy, min_align: u32) -> Value {
        let ptr = self.b.module.ptr();
        let align = (self.b.module.types.align_of(ty).max(1) as u32).max(min_align);
        let loc = oxacc_oir::SrcLoc::default();
        let inst = self.b.body.new_inst(
            InstKind::Alloca {
                ty,
                count: None,
                align,
            },
            Some(ptr),
            loc,
        );
        self.b.body.insts[inst.index()].block = Some(self.entry);
        self.b.body.blocks[self.entry.index()]
            .insts
            .insert(self.n_allocas, inst);
        self.n_allocas += 1;
        match self.b.body.inst(inst).result {
            Some(v) => v,
            None => self.b.null(),
        }
    }

    /// Enters a variable's storage in the function's variable table (OIR `var`), which the
    /// OpenACC passes use for implicit data attributes, remarks and runtime messages. A
    /// variable-length array is listed as one run-time extent of its innermost element type
    /// (the alloca's count), which covers the whole object.
    pub(crate) fn name_slot(&mut self, d: crate::ast::DeclId, slot: Value) {
        use oxacc_oir::{Dim, Order, Shape, ValueDef, VarData};
        let Some(name) = self.cx.ast[d].declarator.name.clone() else {
            return;
        };
        let ValueDef::Inst(i) = self.b.body.values[slot.index()].def else {
            return;
        };
        let shape = match self.b.body.inst(i).kind {
            InstKind::Alloca {
                ty, count: None, ..
            } => Shape::Object(ty),
            InstKind::Alloca {
                ty,
                count: Some(count),
                ..
            } => Shape::Array {
                elem: ty,
                indirect: false,
                order: Order::Row,
                dims: vec![Dim {
                    lower: None,
                    extent: Some(count),
                }],
            },
            _ => return,
        };
        let restrict = self.cx.types.quals(self.cx.ast[d].ty).is_restrict;
        self.b.body.add_var(VarData {
            name,
            addr: slot,
            shape,
            restrict,
        });
    }

    /// Whether the current block can still receive instructions (no terminator yet).
    pub(crate) fn is_open(&self) -> bool {
        match self.b.current_block() {
            Some(blk) => self.b.body.terminator(blk).is_none(),
            None => false,
        }
    }

    /// After a jump: code that follows goes to a fresh block nothing branches to (it is
    /// reachable only through a label, which gets its own block).
    pub(crate) fn start_dead_block(&mut self) {
        let blk = self.b.create_block();
        self.b.switch_to_block(blk);
    }

    /// Branches to `target` if the current block is still open, then continues there.
    pub(crate) fn enter_block(&mut self, target: Block) {
        if self.is_open() {
            self.b.br(target, &[]);
        }
        self.b.switch_to_block(target);
    }

    /// Calls the cleanup functions of the variables above `depth`, innermost first, on a
    /// path that leaves their scope (`cleanup` attribute, GNU).
    pub(crate) fn run_cleanups(&mut self, depth: usize) {
        if !self.is_open() {
            return;
        }
        let pending: Vec<(Value, Cleanup)> = self.cleanups.get(depth..).unwrap_or(&[]).to_vec();
        for &(addr, c) in pending.iter().rev() {
            let f = match c {
                Cleanup::Call(f) => f,
                Cleanup::OmpFree => {
                    self.omp_free(addr);
                    continue;
                }
            };
            let (params, _, _) = self.b.module.signature(f);
            if params.len() == 1 && self.b.module.types.is_ptr(params[0]) {
                self.b.call(f, &[addr]);
            } else {
                let ptr = self.b.module.ptr();
                let void = self.b.module.void();
                let sig = self.b.module.func_type(&[ptr], void, false);
                let fp = self.b.func_addr(f);
                self.b.call_indirect(sig, fp, &[addr]);
            }
        }
    }

    pub(crate) fn set_span(&mut self, span: oxacc_source::Span) {
        self.span = span;
        let loc = self.cx.loc(self.b.module, span);
        self.b.set_loc(loc);
    }
}

/// What leaving a scope does with a variable's storage.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Cleanup {
    /// GNU `__attribute__((cleanup(f)))`: `f(&var)`.
    Call(FuncId),
    /// `omp_free(&var, omp_null_allocator)`: storage of the OpenMP `allocate` directive.
    OmpFree,
}
