//! GNU `asm` statements: constraints, operands and templates are checked with clang's
//! messages (outputs must be modifiable lvalues, memory-only inputs lvalues, clobbers known
//! registers, `%N`/`%[name]` in range); operands get their typed form (inputs that go in
//! registers are rvalues, outputs and memory operands stay lvalues).

use crate::asm::{clobber, input_constraint, output_constraint, translate_goto_template};
use crate::ast::*;

use super::Sema;

impl Sema<'_> {
    pub(crate) fn asm_stmt(&mut self, s: StmtId, mut a: AsmStmt) {
        let out_names: Vec<_> = a.outputs.iter().map(|o| o.name.clone()).collect();
        for op in &mut a.outputs {
            let e = self.expr(op.expr);
            op.expr = e;
            if output_constraint(&op.constraint).is_none() {
                let msg = format!("invalid output constraint '{}' in asm", op.constraint);
                self.error(op.constraint_span, msg);
                continue;
            }
            if self.types.is_error(self.ty_of(e)) {
                continue;
            }
            if self.ast[e].value_kind != ValueKind::LValue {
                let span = self.span_of(e);
                self.error(span, "invalid lvalue in asm output");
            } else {
                let span = self.span_of(e);
                self.check_modifiable(e, span);
            }
        }
        for op in &mut a.inputs {
            match input_constraint(&op.constraint, &out_names) {
                None => {
                    let msg = format!("invalid input constraint '{}' in asm", op.constraint);
                    self.error(op.constraint_span, msg);
                    op.expr = self.rvalue(op.expr);
                }
                Some(c) if c.memory_only() => {
                    let e = self.expr(op.expr);
                    op.expr = e;
                    if !self.types.is_error(self.ty_of(e))
                        && self.ast[e].value_kind != ValueKind::LValue
                    {
                        let span = self.span_of(e);
                        let msg = format!(
                            "invalid lvalue in asm input for constraint '{}'",
                            op.constraint
                        );
                        self.error(span, msg);
                    }
                }
                Some(_) => op.expr = self.rvalue(op.expr),
            }
        }
        for (c, span) in &a.clobbers {
            if clobber(c).is_none() {
                self.error(*span, format!("unknown register name '{c}' in asm"));
            }
        }
        let names: Vec<_> = a
            .outputs
            .iter()
            .chain(&a.inputs)
            .map(|o| o.name.clone())
            .collect();
        let labels: Vec<_> = a.labels.iter().map(|l| l.0.clone()).collect();
        let n_plus = a
            .outputs
            .iter()
            .filter(|o| o.constraint.starts_with('+'))
            .count();
        let translated = translate_goto_template(&a.template, a.extended, &names, n_plus, &labels);
        if let Err((msg, at)) = translated {
            // clang points into the string when it is one plain literal.
            let sp = a.template_span;
            let plain = a.template.is_ascii()
                && (sp.hi - sp.lo) as usize == a.template.len() + 2
                && !a.template.contains('\\');
            let span = if plain {
                let lo = sp.lo + 1 + at as u32;
                oxacc_source::Span { lo, hi: lo, ..sp }
            } else {
                sp
            };
            self.error(span, msg);
        }
        if a.goto {
            if let Some(f) = &mut self.func {
                for (l, sp) in &a.labels {
                    f.gotos.push((l.clone(), *sp));
                }
            }
        }
        self.ast[s].kind = StmtKind::Asm(Box::new(a));
    }
}
