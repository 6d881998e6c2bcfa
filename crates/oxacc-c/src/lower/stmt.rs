//! Statements and block-scope declarations (C17 §6.8, §6.7): expression statements,
//! compound statements with their declarations (automatic objects in entry-block slots,
//! variable length arrays on the stack at the declaration, `static` locals as globals),
//! and `return` (§6.8.6.4). Loops, selection and jumps are in `control.rs`.

use oxacc_oir::{BinOp, IntrinsicOp, Value};

use super::expr::Val;
use super::FnCx;
use crate::ast::{BlockItem, DeclId, DeclKind, StmtId, StmtKind, StorageDuration};
use crate::types::{TypeId, TypeKind};

impl FnCx<'_, '_> {
    pub(crate) fn stmt(&mut self, s: StmtId) {
        let st = self.cx.ast[s].clone();
        self.set_span(st.span);
        match st.kind {
            StmtKind::Compound(items) => self.block_items(&items),
            StmtKind::Expr(Some(e)) => {
                self.rvalue(e);
            }
            StmtKind::Expr(None) | StmtKind::Error => {}
            StmtKind::If { cond, then, els } => self.if_stmt(cond, then, els),
            StmtKind::While { cond, body } => self.while_stmt(cond, body),
            StmtKind::DoWhile { body, cond } => self.do_while_stmt(body, cond),
            StmtKind::For { .. } if self.acc_kernels_for(s) => {}
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_stmt(&init, cond, step, body),
            StmtKind::Switch { cond, body } => self.switch_stmt(cond, body),
            StmtKind::Case { value, high, body } => self.case_stmt(value, high, body),
            StmtKind::Default { body } => self.default_stmt(body),
            StmtKind::Label { name, body } => {
                let blk = self.label_block(&name);
                self.enter_block(blk);
                self.stmt(body);
            }
            StmtKind::Goto { label, .. } => self.jump_goto(&label),
            // The destinations are every label whose address the function takes, filled in
            // when the body is done (`FnCx::finish`).
            StmtKind::GotoIndirect(e) => {
                let p = self.scalar(e);
                if self.is_open() {
                    let i = self.b.indirect_br(p, &[]);
                    self.indirect_brs.push(i);
                }
                self.start_dead_block();
            }
            StmtKind::Continue => match self.continues.len().checked_sub(1) {
                Some(i) => self.jump_continue(i),
                None => self.cx.unsupported(st.span, "'continue' outside a loop"),
            },
            StmtKind::Break => match self.breaks.len().checked_sub(1) {
                Some(i) => self.jump_break(i),
                None => self
                    .cx
                    .unsupported(st.span, "'break' outside a loop or switch"),
            },
            StmtKind::Return(value) => self.return_stmt(value),
            // Checked OpenACC directives (with -fopenacc) become acc operations, checked OpenMP
            // ones (with -fopenmp) omp operations; anything else runs its statement as plain C.
            StmtKind::Directive { directive, body } => {
                // A parallel construct of a `declare target` function: a team of one thread
                // (`omp_device::declare_target_parallel`).
                let fn_team = u32::from(self.cx.acc.omp_fn_teams.contains(&directive));
                self.omp_fn_team += fn_team;
                if let Some(deps) = self.cx.acc.omp_target_depend.get(&directive).cloned() {
                    self.omp_target_wait(&deps);
                }
                let allocators = self.cx.acc.omp_uses_allocators.get(&directive).cloned();
                let allocators = allocators.map(|list| self.omp_region_allocators(&list, st.span));
                let around = self.cx.acc.omp_map_around.get(&directive).cloned();
                let around = around.map(|(iters, enter, exit)| {
                    let ranges = self.omp_iter_ranges(&iters);
                    oxacc_offload::omp_iterator::iterate(self, &ranges, |f| {
                        f.acc_stmt(enter, None)
                    });
                    (ranges, exit)
                });
                let extra = self.cx.acc.omp_map_iterated_extra.get(&directive).cloned();
                let extra = extra.map(|(iters, made, before)| {
                    let ranges = self.omp_iter_ranges(&iters);
                    if before {
                        oxacc_offload::omp_iterator::iterate(self, &ranges, |f| {
                            f.acc_stmt(made, None)
                        });
                    }
                    (ranges, made, !before)
                });
                if let Some(iters) = self.cx.acc.omp_map_iterators.get(&directive).cloned() {
                    self.omp_map_iterated(&iters, directive, body);
                } else if self.cx.acc.omp_map_around_only.contains(&directive) {
                    if let Some(b) = body {
                        self.stmt(b);
                    }
                } else if self.cx.acc.omp_thread_regions.contains(&directive)
                    && !self.cx.acc.directives.contains_key(&directive)
                {
                    self.omp_thread_region(directive, body)
                } else if self.cx.ast[directive].namespace == "omp"
                    && !self.cx.acc.directives.contains_key(&directive)
                {
                    self.omp_stmt(directive, body)
                } else {
                    self.acc_stmt(directive, body)
                }
                if let Some((ranges, made, true)) = extra {
                    oxacc_offload::omp_iterator::iterate(self, &ranges, |f| f.acc_stmt(made, None));
                }
                if let Some((ranges, exit)) = around {
                    oxacc_offload::omp_iterator::iterate(self, &ranges, |f| f.acc_stmt(exit, None));
                }
                for (slot, own) in allocators.into_iter().flatten() {
                    self.b.store(own, slot);
                }
                self.omp_fn_team -= fn_team;
            }
            StmtKind::Asm(a) => self.asm_stmt(&a, st.span),
        }
    }

    /// A compound statement (§6.8.2). Stack space of variable length arrays declared in it is
    /// released when control leaves the block's end (§6.2.4p7).
    pub(crate) fn block_items(&mut self, items: &[BlockItem]) {
        let mut saved: Option<Value> = None;
        let cleanup_depth = self.cleanups.len();
        for (i, item) in items.iter().enumerate() {
            if let BlockItem::Stmt(s) = item {
                if let StmtKind::Directive { directive, .. } = self.cx.ast[*s].kind {
                    let declare = self.cx.acc.directives.get(&directive).filter(|a| {
                        a.kind == oxacc_directives::DirectiveKind::Declare && !a.clauses.is_empty()
                    });
                    if let Some(acc) = declare.cloned() {
                        self.acc_declare_rest(&acc, &items[i + 1..]);
                        break;
                    }
                }
            }
            match item {
                BlockItem::Decl(g) => {
                    for &d in &g.decls {
                        if self.is_vla_decl(d) && saved.is_none() {
                            let ptr = self.b.module.ptr();
                            saved = self.b.intrinsic(IntrinsicOp::StackSave, &[], Some(ptr));
                        }
                        self.local_decl(d);
                    }
                }
                BlockItem::Stmt(s) => self.stmt(*s),
                BlockItem::StaticAssert { .. } | BlockItem::Directive(_) => {}
                BlockItem::Asm { text, span } => {
                    let a = crate::ast::AsmStmt {
                        volatile: true,
                        inline: false,
                        goto: false,
                        extended: false,
                        template: text.clone(),
                        template_span: *span,
                        outputs: Vec::new(),
                        inputs: Vec::new(),
                        clobbers: Vec::new(),
                        labels: Vec::new(),
                    };
                    self.asm_stmt(&a, *span);
                }
            }
        }
        self.run_cleanups(cleanup_depth);
        self.cleanups.truncate(cleanup_depth);
        if let (Some(sp), true) = (saved, self.is_open()) {
            self.b.intrinsic(IntrinsicOp::StackRestore, &[sp], None);
        }
    }

    fn is_vla_decl(&self, d: DeclId) -> bool {
        let decl = &self.cx.ast[d];
        decl.kind == DeclKind::Ordinary
            && decl.storage == StorageDuration::Automatic
            && matches!(self.cx.types.kind(decl.ty), TypeKind::Array { .. })
            && self.cx.types.size_of(decl.ty).is_none()
            && self.cx.types.is_variably_modified(decl.ty)
    }

    /// A block-scope declaration (§6.7, §6.2.4).
    fn local_decl(&mut self, d: DeclId) {
        let decl = self.cx.ast[d].clone();
        if decl.kind == DeclKind::Typedef {
            self.eval_vla_sizes(decl.ty);
            return;
        }
        if decl.kind != DeclKind::Ordinary {
            return;
        }
        if self.cx.types.is_function(decl.ty) || decl.storage == StorageDuration::None {
            self.cx.declare_entity(self.b.module, d);
            return;
        }
        match decl.storage {
            StorageDuration::Static | StorageDuration::Thread => {
                if decl.linkage == crate::ast::Linkage::None {
                    let name = self.name.clone();
                    match decl.init.filter(|&i| self.cx.init_takes_label_addr(i)) {
                        // Label addresses (GNU `static void *t[] = {&&a, …}`) are constants
                        // of this function only: the object is stored when its declaration
                        // is reached (the same values each time), not initialized statically.
                        Some(init) => {
                            let ty = decl.ty;
                            let g = self.cx.static_local_with(self.b.module, d, &name, false);
                            let addr = self.b.global_addr(g);
                            self.init_local(addr, ty, init);
                        }
                        None => {
                            self.cx.static_local(self.b.module, d, &name);
                        }
                    }
                } else {
                    self.cx.declare_entity(self.b.module, d);
                }
            }
            _ => self.automatic_object(d, decl.ty, decl.init),
        }
    }

    pub(crate) fn automatic_object(
        &mut self,
        d: DeclId,
        ty: TypeId,
        init: Option<crate::ast::InitId>,
    ) {
        self.set_span(self.cx.ast[d].declarator.name_span);
        self.eval_vla_sizes(ty);
        let addr = if self.is_vla_decl(d) {
            self.vla_alloca(ty)
        } else {
            let oty = self.cx.oir_ty(self.b.module, ty);
            let align = self.cx.decl_align(d);
            self.entry_alloca_aligned(oty, align)
        };
        self.name_slot(d, addr);
        self.locals.insert(d, addr);
        if let Some(init) = init {
            self.init_local(addr, ty, init);
        }
        if let Some(f) = self.cx.cleanup_fn(self.b.module, d) {
            self.cleanups
                .push((addr, super::function::Cleanup::Call(f)));
        }
    }

    /// Stack space for a variable length array, in units of its innermost element type so
    /// that the alignment is right (§6.7.6.2p5).
    fn vla_alloca(&mut self, ty: TypeId) -> Value {
        let mut elem = ty;
        while let TypeKind::Array { elem: e, .. } = self.cx.types.kind(elem) {
            elem = *e;
        }
        let total = self.sizeof_value(ty);
        let es = self.cx.size(elem).max(1);
        let i64t = self.b.module.i64();
        let es_v = self.b.iconst(i64t, i128::from(es));
        let count = self.b.binary(BinOp::UDiv, total, es_v);
        let oty = self.cx.oir_ty(self.b.module, elem);
        self.b.alloca(oty, Some(count))
    }

    fn return_stmt(&mut self, value: Option<crate::ast::ExprId>) {
        let ret = self.ret;
        let v = value.map(|e| self.rvalue(e));
        if !self.acc_frames.is_empty() {
            // Inside a data region: the value waits in a slot while the region is left.
            if let Some(v) = v {
                if !self.cx.types.is_void(ret) {
                    let slot = self.ret_slot();
                    let rt = ret;
                    let lv = super::lvalue::LVal {
                        addr: slot,
                        ty: rt,
                        bf: None,
                        volatile: false,
                    };
                    self.store(&lv, v);
                }
            }
            if self.acc_route_exit(&super::acc::Exit::Return) {
                return;
            }
        }
        let out = if self.cx.types.is_void(ret) {
            None
        } else {
            match v {
                Some(Val::Scalar(x)) => Some(x),
                Some(Val::Mem(a)) => {
                    let t = self.cx.oir_ty(self.b.module, ret);
                    Some(self.b.load(t, a))
                }
                _ => match self.undef_of(ret) {
                    Val::Scalar(x) => Some(x),
                    Val::Mem(a) => {
                        let t = self.cx.oir_ty(self.b.module, ret);
                        Some(self.b.load(t, a))
                    }
                    Val::Void => None,
                },
            }
        };
        self.run_cleanups(0);
        if self.is_open() {
            self.b.ret(out);
        }
        self.start_dead_block();
    }

    /// The slot a `return` value waits in while a data region is left.
    fn ret_slot(&mut self) -> Value {
        if let Some(s) = self.ret_slot {
            return s;
        }
        let t = self.cx.oir_ty(self.b.module, self.ret);
        let s = self.entry_alloca(t);
        self.ret_slot = Some(s);
        s
    }

    /// A `return` replayed after the data regions it left.
    pub(crate) fn return_from_slot(&mut self) {
        if self.acc_route_exit(&super::acc::Exit::Return) {
            return;
        }
        let out = if self.cx.types.is_void(self.ret) {
            None
        } else {
            let slot = self.ret_slot();
            let t = self.cx.val_ty(self.b.module, self.ret);
            if self.cx.is_mem(self.ret) {
                let t = self.cx.oir_ty(self.b.module, self.ret);
                Some(self.b.load(t, slot))
            } else {
                Some(self.b.load(t, slot))
            }
        };
        self.run_cleanups(0);
        if self.is_open() {
            self.b.ret(out);
        }
        self.start_dead_block();
    }

    /// `({ … })`: the value of the last expression statement (GNU).
    pub(crate) fn stmt_expr(&mut self, body: StmtId) -> Val {
        let StmtKind::Compound(items) = self.cx.ast[body].kind.clone() else {
            return Val::Void;
        };
        let Some((last, rest)) = items.split_last() else {
            return Val::Void;
        };
        self.block_items(rest);
        if let BlockItem::Stmt(s) = last {
            if let StmtKind::Expr(Some(e)) = self.cx.ast[*s].kind {
                return self.rvalue(e);
            }
        }
        self.block_items(std::slice::from_ref(last));
        Val::Void
    }
}
