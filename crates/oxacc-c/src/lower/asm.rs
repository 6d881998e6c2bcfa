//! GNU `asm` statements to OIR `inline_asm` (GCC "Extended Asm", following clang's
//! `CodeGenFunction::EmitAsmStmt`): register outputs come back as results, stored
//! through a temporary to their lvalue; memory outputs and memory-only inputs are
//! indirect (`=*m`, `*m`) and pass the object's address; `+` outputs add a tied input
//! after the inputs (`"0"` for registers, `*m` again for memory); local register
//! variables (`register int x asm("rbx")`) used as register operands pin the register
//! (`{bx}`); x86's implicit clobbers `~{dirflag},~{fpsr},~{flags}` are added as clang does.
//! `asm goto` ends its block: one `!i` constraint per label after the tied inputs, the
//! fall-through in a new block, register outputs stored on every path.

use oxacc_oir::{AsmGoto, InlineAsm, Value};
use oxacc_source::Span;
use smol_str::SmolStr;

use super::expr::Val;
use super::FnCx;
use crate::asm::{
    clobber, input_constraint, output_constraint, register_name, translate_goto_template,
    X86_DEFAULT_CLOBBERS,
};
use crate::ast::{AsmStmt, CastKind, ExprId, ExprKind, Resolution, StorageDuration};

impl FnCx<'_, '_> {
    pub(crate) fn asm_stmt(&mut self, a: &AsmStmt, span: Span) {
        let names: Vec<Option<SmolStr>> = a
            .outputs
            .iter()
            .chain(&a.inputs)
            .map(|o| o.name.clone())
            .collect();
        let labels: Vec<SmolStr> = a.labels.iter().map(|l| l.0.clone()).collect();
        let n_plus = a
            .outputs
            .iter()
            .filter(|o| o.constraint.starts_with('+'))
            .count();
        let Ok(template) =
            translate_goto_template(&a.template, a.extended, &names, n_plus, &labels)
        else {
            return; // reported by sema
        };
        let out_names: Vec<_> = a.outputs.iter().map(|o| o.name.clone()).collect();
        let mut cons: Vec<String> = Vec::new();
        let mut args: Vec<Value> = Vec::new();
        let mut elem_types = Vec::new();
        let mut outputs = Vec::new();
        let (mut tied_cons, mut tied_args, mut tied_elems) = (Vec::new(), Vec::new(), Vec::new());
        let mut after = Vec::new();
        let mut out_c_types = Vec::new();
        for (i, op) in a.outputs.iter().enumerate() {
            let Some(c) = output_constraint(&op.constraint) else {
                return;
            };
            let lv = self.lvalue(op.expr);
            out_c_types.push(lv.ty);
            let oty = self.cx.val_ty(self.b.module, lv.ty);
            let agg = self.cx.is_mem(lv.ty);
            if agg && c.allows_reg && !c.allows_mem {
                // gcc: an aggregate of 1, 2, 4, 8 (or 16) bytes goes in a register as that
                // integer; the result is stored straight into the object.
                let Some(ity) = self.agg_reg_type(lv.ty, op.constraint_span) else {
                    return;
                };
                let body = match self.register_var(op.expr) {
                    Some(r) if c.early_clobber => format!("&{{{r}}}"),
                    Some(r) => format!("{{{r}}}"),
                    None => c.llvm.clone(),
                };
                cons.push(format!("={body}"));
                outputs.push((ity, lv.addr));
                if c.read_write {
                    let cur = self.b.load(ity, lv.addr);
                    tied_cons.push(i.to_string());
                    tied_args.push(cur);
                }
                continue;
            }
            if c.allows_reg && !agg {
                let body = match self.register_var(op.expr) {
                    Some(r) if c.early_clobber => format!("&{{{r}}}"),
                    Some(r) => format!("{{{r}}}"),
                    None => c.llvm.clone(),
                };
                cons.push(format!("={body}"));
                let tmp = self.entry_alloca(oty);
                outputs.push((oty, tmp));
                after.push((lv, tmp, oty));
                if c.read_write {
                    let Val::Scalar(cur) = self.load(&lv) else {
                        return;
                    };
                    tied_cons.push(i.to_string());
                    tied_args.push(cur);
                }
            } else {
                cons.push(format!("=*{}", c.llvm));
                args.push(lv.addr);
                elem_types.push(oty);
                if c.read_write {
                    tied_cons.push(format!("*{}", c.llvm));
                    tied_args.push(lv.addr);
                    tied_elems.push(oty);
                }
            }
        }
        for op in &a.inputs {
            let Some(c) = input_constraint(&op.constraint, &out_names) else {
                return;
            };
            if c.memory_only() {
                let lv = self.lvalue(op.expr);
                let oty = self.cx.val_ty(self.b.module, lv.ty);
                cons.push(format!("*{}", c.llvm));
                args.push(lv.addr);
                elem_types.push(oty);
                continue;
            }
            let ty = self.cx.ast[op.expr].ty;
            let x = match self.rvalue(op.expr) {
                Val::Scalar(x) => x,
                // An aggregate: in memory when the constraint allows it (passed by
                // address, as an output would be), else in a register as the integer of
                // its size (gcc: 1, 2, 4, 8 or 16 bytes); a tied input takes its output's form.
                Val::Mem(p) if c.allows_mem && c.tied.is_none() => {
                    let oty = self.cx.val_ty(self.b.module, ty);
                    cons.push(format!("*{}", c.llvm));
                    args.push(p);
                    elem_types.push(oty);
                    continue;
                }
                Val::Mem(p) => {
                    let Some(ity) = self.agg_reg_type(ty, op.constraint_span) else {
                        return;
                    };
                    self.b.load(ity, p)
                }
                Val::Void => return,
            };
            // A tied input takes its output's type (clang widens integers the same way).
            let x = match c.tied.and_then(|t| out_c_types.get(t).copied()) {
                Some(ot)
                    if self.cx.types.is_integer(ty)
                        && self.cx.types.is_integer(ot)
                        && self.cx.size(ty) != self.cx.size(ot) =>
                {
                    let ot = self.cx.types.unqualified(ot);
                    self.convert_scalar(x, ty, ot)
                }
                _ => x,
            };
            let body = match self.register_var(op.expr) {
                Some(r) if c.allows_reg && c.tied.is_none() => format!("{{{r}}}"),
                _ => c.llvm.clone(),
            };
            cons.push(body);
            args.push(x);
        }
        // GCC numbers the hidden inputs of `+` outputs, then the labels, in this order.
        cons.extend(tied_cons);
        args.extend(tied_args);
        elem_types.extend(tied_elems);
        cons.extend(labels.iter().map(|_| "!i".to_string()));
        for (c, _) in &a.clobbers {
            if let Some(c) = clobber(c) {
                cons.push(c);
            }
        }
        cons.push(X86_DEFAULT_CLOBBERS.to_string());
        self.set_span(span);
        // `asm goto` ends the block; with register outputs each label is reached through
        // a block of its own that stores them (GCC: outputs are valid on every path).
        let goto = a.goto.then(|| {
            let fallthrough = self.b.create_block();
            let labels = labels
                .iter()
                .map(|l| {
                    let target = self.label_block(l);
                    if after.is_empty() {
                        (target, target)
                    } else {
                        (self.b.create_block(), target)
                    }
                })
                .collect::<Vec<_>>();
            (fallthrough, labels)
        });
        self.b.inline_asm(InlineAsm {
            template: template.into(),
            constraints: cons.join(",").into(),
            side_effects: a.volatile || a.outputs.is_empty() || !a.extended || a.goto,
            align_stack: false,
            args,
            elem_types,
            outputs,
            goto: goto.as_ref().map(|(fallthrough, labels)| AsmGoto {
                fallthrough: *fallthrough,
                labels: labels.iter().map(|l| l.0).collect(),
            }),
        });
        let store_outputs = |this: &mut Self| {
            for &(lv, tmp, oty) in &after {
                let x = this.b.load(oty, tmp);
                this.store(&lv, Val::Scalar(x));
            }
        };
        if let Some((fallthrough, labels)) = goto {
            for (edge, target) in labels {
                if edge != target {
                    self.b.switch_to_block(edge);
                    store_outputs(self);
                    self.b.br(target, &[]);
                }
            }
            self.b.switch_to_block(fallthrough);
        }
        store_outputs(self);
    }

    /// The integer type an aggregate operand has in a register: gcc allows 1, 2, 4 and 8
    /// bytes, and 16 as a register pair like `__int128` (other sizes: `impossible
    /// constraint in 'asm'`, as gcc says).
    fn agg_reg_type(&mut self, ty: crate::types::TypeId, span: Span) -> Option<oxacc_oir::TypeId> {
        match self.cx.size(ty) {
            n @ (1 | 2 | 4 | 8 | 16) => Some(self.b.module.int(n as u32 * 8)),
            _ => {
                self.cx.error(span, "impossible constraint in 'asm'");
                None
            }
        }
    }

    /// The register of a local register variable (`register int x asm("rbx")`) that `e`
    /// names, in LLVM's spelling.
    fn register_var(&self, mut e: ExprId) -> Option<String> {
        loop {
            match &self.cx.ast[e].kind {
                ExprKind::ImplicitCast {
                    kind: CastKind::LValueToRValue,
                    operand,
                } => e = *operand,
                ExprKind::Ident {
                    res: Resolution::Decl(d),
                    ..
                } => {
                    let d = &self.cx.ast[*d];
                    if d.storage != StorageDuration::Automatic {
                        return None;
                    }
                    return d.declarator.asm_label.as_deref().and_then(register_name);
                }
                _ => return None,
            }
        }
    }
}
