//! Selection, iteration and jump statements (C17 §6.8.4–§6.8.6). A `switch` collects its
//! `case` labels while the body is lowered and dispatches at the end, which gives
//! fall-through, `case` labels inside nested statements (Duff's device) and GNU case ranges.
//! Labels get a block on first mention, so `goto` may jump forwards and backwards.

use oxacc_oir::{BinOp, Block, IntCC};

use super::function::SwitchState;
use super::FnCx;
use crate::ast::{ExprId, ForInit, StmtId};

/// Case ranges up to this many values become individual `switch` cases.
const MAX_EXPANDED_RANGE: i128 = 64;

impl FnCx<'_, '_> {
    /// `goto`, `break`, `continue`: branch, then continue in a block nothing reaches.
    pub(crate) fn jump(&mut self, target: Block) {
        if self.is_open() {
            self.b.br(target, &[]);
        }
        self.start_dead_block();
    }

    pub(crate) fn label_block(&mut self, name: &str) -> Block {
        if let Some(&b) = self.labels.get(name) {
            return b;
        }
        let b = self.b.create_block();
        self.labels.insert(name.into(), b);
        b
    }

    pub(crate) fn if_stmt(&mut self, cond: ExprId, then: StmtId, els: Option<StmtId>) {
        let c = self.cond_value(cond);
        let then_blk = self.b.create_block();
        let end = self.b.create_block();
        let else_blk = if els.is_some() {
            self.b.create_block()
        } else {
            end
        };
        self.b.cond_br(c, then_blk, &[], else_blk, &[]);
        self.b.switch_to_block(then_blk);
        self.stmt(then);
        if let Some(e) = els {
            if self.is_open() {
                self.b.br(end, &[]);
            }
            self.b.switch_to_block(else_blk);
            self.stmt(e);
        }
        self.enter_block(end);
    }

    fn loop_body(&mut self, body: StmtId, brk: Block, cont: Block) {
        let depth = self.cleanups.len();
        self.breaks.push((brk, depth));
        self.continues.push((cont, depth));
        self.stmt(body);
        self.continues.pop();
        self.breaks.pop();
    }

    pub(crate) fn while_stmt(&mut self, cond: ExprId, body: StmtId) {
        let head = self.b.create_block();
        let body_blk = self.b.create_block();
        let exit = self.b.create_block();
        self.enter_block(head);
        let c = self.cond_value(cond);
        self.b.cond_br(c, body_blk, &[], exit, &[]);
        self.b.switch_to_block(body_blk);
        self.loop_body(body, exit, head);
        if self.is_open() {
            self.b.br(head, &[]);
        }
        self.b.switch_to_block(exit);
    }

    pub(crate) fn do_while_stmt(&mut self, body: StmtId, cond: ExprId) {
        let body_blk = self.b.create_block();
        let test = self.b.create_block();
        let exit = self.b.create_block();
        self.enter_block(body_blk);
        self.loop_body(body, exit, test);
        self.enter_block(test);
        let c = self.cond_value(cond);
        self.b.cond_br(c, body_blk, &[], exit, &[]);
        self.b.switch_to_block(exit);
    }

    pub(crate) fn for_stmt(
        &mut self,
        init: &ForInit,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    ) {
        match init {
            ForInit::None => {}
            ForInit::Expr(e) => {
                self.rvalue(*e);
            }
            ForInit::Decl(g) => self.block_items(&[crate::ast::BlockItem::Decl(g.clone())]),
        }
        let head = self.b.create_block();
        let body_blk = self.b.create_block();
        let step_blk = self.b.create_block();
        let exit = self.b.create_block();
        self.enter_block(head);
        match cond {
            Some(c) => {
                let v = self.cond_value(c);
                self.b.cond_br(v, body_blk, &[], exit, &[]);
            }
            None => {
                self.b.br(body_blk, &[]);
            }
        }
        self.b.switch_to_block(body_blk);
        self.loop_body(body, exit, step_blk);
        self.enter_block(step_blk);
        if let Some(s) = step {
            self.rvalue(s);
        }
        if self.is_open() {
            self.b.br(head, &[]);
        }
        self.b.switch_to_block(exit);
    }

    pub(crate) fn switch_stmt(&mut self, cond: ExprId, body: StmtId) {
        let v = self.scalar(cond);
        let ty = self.cx.ast[cond].ty;
        let Some(dispatch) = self.b.current_block() else {
            return;
        };
        let exit = self.b.create_block();
        self.switches.push(SwitchState {
            cases: Vec::new(),
            default: None,
            ty,
        });
        self.breaks.push((exit, self.cleanups.len()));
        self.start_dead_block();
        self.stmt(body);
        self.breaks.pop();
        if self.is_open() {
            self.b.br(exit, &[]);
        }
        let Some(sw) = self.switches.pop() else {
            return;
        };
        self.b.switch_to_block(dispatch);
        self.emit_dispatch(v, sw, exit);
        self.b.switch_to_block(exit);
    }

    /// The `switch` instruction; large GNU case ranges become range checks on the way to
    /// the default.
    fn emit_dispatch(&mut self, v: oxacc_oir::Value, sw: SwitchState, exit: Block) {
        let mut cases = Vec::new();
        let mut ranges = Vec::new();
        for &(lo, hi, blk) in &sw.cases {
            if hi - lo < MAX_EXPANDED_RANGE {
                cases.extend((lo..=hi).map(|x| (x, blk)));
            } else {
                ranges.push((lo, hi, blk));
            }
        }
        let default = sw.default.unwrap_or(exit);
        if ranges.is_empty() {
            self.b.switch(v, default, &cases);
            return;
        }
        let chain = self.b.create_block();
        self.b.switch(v, chain, &cases);
        self.b.switch_to_block(chain);
        let t = self.b.value_type(v);
        for (lo, hi, blk) in ranges {
            let lo_v = self.b.iconst(t, lo);
            let d = self.b.binary(BinOp::Sub, v, lo_v);
            let span = self.b.iconst(t, hi - lo);
            let inside = self.b.icmp(IntCC::Ule, d, span);
            let next = self.b.create_block();
            self.b.cond_br(inside, blk, &[], next, &[]);
            self.b.switch_to_block(next);
        }
        self.b.br(default, &[]);
    }

    pub(crate) fn case_stmt(&mut self, value: ExprId, high: Option<ExprId>, body: StmtId) {
        let blk = self.b.create_block();
        self.enter_block(blk);
        let lo = self.cx.eval_int(value);
        let hi = high.map_or(lo, |h| self.cx.eval_int(h));
        match (lo, hi, self.switches.last().map(|s| s.ty)) {
            (Some(lo), Some(hi), Some(ty)) => {
                let (lo, hi) = (self.cx.wrap_int(lo, ty), self.cx.wrap_int(hi, ty));
                if let Some(sw) = self.switches.last_mut() {
                    if lo <= hi {
                        sw.cases.push((lo, hi, blk));
                    }
                }
            }
            _ => {
                let span = self.cx.ast[value].span;
                self.cx.unsupported(span, "this case label");
            }
        }
        self.stmt(body);
    }

    pub(crate) fn default_stmt(&mut self, body: StmtId) {
        let blk = self.b.create_block();
        self.enter_block(blk);
        if let Some(sw) = self.switches.last_mut() {
            sw.default = Some(blk);
        }
        self.stmt(body);
    }
}
