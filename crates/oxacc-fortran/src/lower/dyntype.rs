//! The type records of decision 107: what a file knows of its derived types' dynamic
//! behaviour, for the files that do not know them (an extension defined in another module).
//!
//! Every object file describes each extensible type it defines or imports by a record in
//! section `oxacc_types`: the type's tag, its parent's tag (0: none), the address of its
//! bindings' procedures (by slot, decision 97's order: the parent's slots first), their
//! number, the type's size and a structure of its default values (for MOLD=). The linker gathers the records of all files between `__start_oxacc_types` and
//! `__stop_oxacc_types`; a tag that the file does not know is looked up there. A type's
//! records in several files are equal, so the first found serves.

use oxacc_oir::{
    BinOp, CastOp, ConstInit, GlobalData, GlobalId, IntCC, Linkage, Module, Value, Visibility,
};

use super::func::FnLower;
use super::Ctx;
use crate::sema::tree::DynType;

const SECTION: &str = "oxacc_types";
/// Words per record: tag, parent's tag, bindings' address, number of bindings, size, address
/// of a default-initialized structure (null: none), and the functions `void (ptr)` that
/// give a structure's allocatable components copies of their own and free them (null:
/// none; decision 118).
const WORDS: i64 = 8;

/// The records of the file's types (`Program::type_records`).
pub(super) fn emit_records(ctx: &mut Ctx, m: &mut Module) {
    let mut seen = std::collections::HashSet::new();
    for r in &ctx.prog.type_records {
        // Two types of one name and components in two scopes of the file: one record.
        if !seen.insert(r.tag) {
            continue;
        }
        let (i64t, ptr) = (m.i64(), m.ptr());
        let slots: Vec<ConstInit> = r
            .slots
            .iter()
            .map(|s| {
                s.and_then(|p| ctx.funcs.get(&p))
                    .map_or(ConstInit::Zero, |&f| ConstInit::FuncAddr(f))
            })
            .collect();
        let count = slots.len() as i128;
        let bindings = if slots.is_empty() {
            ConstInit::Zero
        } else {
            let ty = m.array(ptr, slots.len() as u64);
            let name = format!("_oxacc_tb_{:016x}", r.tag as u64);
            let mut g = GlobalData::new(&name, ty, Some(ConstInit::Aggregate(slots)));
            g.linkage = Linkage::Internal;
            g.constant = true;
            ConstInit::GlobalAddr(m.add_global(g), 0)
        };
        let st = ctx.derived[r.id as usize];
        let init = crate::sema::default_value(&ctx.prog.types, r.id);
        let prototype = match init {
            Some(c) => {
                let ty = crate::sema::types::Type::Derived(r.id);
                let value = super::const_init(&c, ty, &ctx.prog.types, &ctx.funcs);
                let name = format!("_oxacc_td_{:016x}", r.tag as u64);
                let mut g = GlobalData::new(&name, st, Some(value));
                g.linkage = Linkage::Internal;
                g.constant = true;
                ConstInit::GlobalAddr(m.add_global(g), 0)
            }
            None => ConstInit::Zero,
        };
        let ty = m.c_struct(None, &[i64t, i64t, ptr, i64t, i64t, ptr, ptr, ptr]);
        let size = m.types.size_of(st);
        // The helpers' context: any procedure of the file (they use none of its variables).
        let helpers = if super::alloc_comp::type_has_alloc(&ctx.prog.types, r.id) {
            let proc = crate::sema::tree::ProcId(0);
            [true, false].map(|copy| {
                let f = super::alloc_comp::comp_helper(ctx, m, copy, r.id, proc);
                ConstInit::FuncAddr(f)
            })
        } else {
            [ConstInit::Zero, ConstInit::Zero]
        };
        let [copy, free] = helpers;
        let words = vec![
            ConstInit::Int(i128::from(r.tag)),
            ConstInit::Int(i128::from(r.parent)),
            bindings,
            ConstInit::Int(count),
            ConstInit::Int(i128::from(size)),
            prototype,
            copy,
            free,
        ];
        let name = format!("_oxacc_tr_{:016x}", r.tag as u64);
        let mut g = GlobalData::new(&name, ty, Some(ConstInit::Aggregate(words)));
        g.linkage = Linkage::Internal;
        g.section = Some(SECTION.into());
        g.used = true;
        g.align = 8;
        m.add_global(g);
    }
}

impl FnLower<'_, '_, '_> {
    /// The bounds of the records' section, which the linker defines.
    fn record_section(&mut self) -> (GlobalId, GlobalId) {
        if let Some(s) = self.ctx.type_section {
            return s;
        }
        let i8t = self.b.module.i8();
        let mut ids = [None, None];
        for (k, name) in ["__start_oxacc_types", "__stop_oxacc_types"]
            .iter()
            .enumerate()
        {
            let mut g = GlobalData::new(name, i8t, None);
            g.visibility = Visibility::Hidden;
            ids[k] = Some(self.b.module.add_global(g));
        }
        let [Some(start), Some(stop)] = ids else {
            unreachable!("both bounds were declared")
        };
        self.ctx.type_section = Some((start, stop));
        (start, stop)
    }

    /// The record of the type of tag `tag`, or a null address.
    fn find_record(&mut self, tag: Value) -> Value {
        let (i64t, ptr, i8t) = (self.b.module.i64(), self.b.module.ptr(), self.b.module.i8());
        let (start, stop) = self.record_section();
        let slot = self.entry_alloca(ptr);
        let first = self.b.global_addr(start);
        self.b.store(first, slot);
        let last = self.b.global_addr(stop);
        let last = self.b.cast(CastOp::PtrToInt, last, i64t);
        let (head, body, next, none, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.br(head, &[]);
        self.b.switch_to_block(head);
        let p = self.b.load(ptr, slot);
        let at = self.b.cast(CastOp::PtrToInt, p, i64t);
        let more = self.b.icmp(IntCC::Ult, at, last);
        self.b.cond_br(more, body, &[], none, &[]);
        self.b.switch_to_block(body);
        let t = self.b.load(i64t, p);
        let hit = self.b.icmp(IntCC::Eq, t, tag);
        self.b.cond_br(hit, done, &[], next, &[]);
        self.b.switch_to_block(next);
        let step = self.i64c(WORDS * 8);
        let p2 = self.b.elem_addr(i8t, p, step);
        self.b.store(p2, slot);
        self.b.br(head, &[]);
        self.b.switch_to_block(none);
        let null = self.b.null();
        self.b.store(null, slot);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
        self.b.load(ptr, slot)
    }

    /// Word `k` of record `rec`.
    fn record_word(&mut self, rec: Value, k: i64, ty: oxacc_oir::TypeId) -> Value {
        let i64t = self.b.module.i64();
        let idx = self.i64c(k);
        let a = self.b.elem_addr(i64t, rec, idx);
        self.b.load(ty, a)
    }

    /// The size of the type of tag `tag` from its record; `fallback` without one.
    pub(super) fn dynamic_size(&mut self, tag: Value, fallback: Value) -> Value {
        let i64t = self.b.module.i64();
        let rec = self.find_record(tag);
        let missing = self.is_null(rec);
        let res = self.entry_alloca(i64t);
        self.b.store(fallback, res);
        let (found, done) = (self.b.create_block(), self.b.create_block());
        self.b.cond_br(missing, done, &[], found, &[]);
        self.b.switch_to_block(found);
        let n = self.record_word(rec, 4, i64t);
        self.b.store(n, res);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
        self.b.load(i64t, res)
    }

    /// The new structure at `to` of `size` bytes takes the default values of the type of tag
    /// `tag` (its record's prototype; zeros without one).
    pub(super) fn dynamic_default(&mut self, tag: Value, to: Value, size: Value) {
        let (i8t, ptr) = (self.b.module.i8(), self.b.module.ptr());
        let zero = self.b.iconst(i8t, 0);
        self.b.memset(to, zero, size);
        let rec = self.find_record(tag);
        let missing = self.is_null(rec);
        let (found, copy, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(missing, done, &[], found, &[]);
        self.b.switch_to_block(found);
        let proto = self.record_word(rec, 5, ptr);
        let none = self.is_null(proto);
        self.b.cond_br(none, done, &[], copy, &[]);
        self.b.switch_to_block(copy);
        self.b.memcpy(to, proto, size);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Calls the record's helper `k` (6: copy, 7: free the allocatable components) of the
    /// type of tag `tag` on the structure at `at`, if the record has one.
    pub(super) fn dynamic_components(&mut self, tag: Value, at: Value, k: i64) {
        let (ptr, void) = (self.b.module.ptr(), self.b.module.void());
        let rec = self.find_record(tag);
        let missing = self.is_null(rec);
        let (found, call, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(missing, done, &[], found, &[]);
        self.b.switch_to_block(found);
        let helper = self.record_word(rec, k, ptr);
        let none = self.is_null(helper);
        self.b.cond_br(none, done, &[], call, &[]);
        self.b.switch_to_block(call);
        let sig = self.b.module.func_type(&[ptr], void, false);
        self.b.call_indirect(sig, helper, &[at]);
        self.b.br(done, &[]);
        self.b.switch_to_block(done);
    }

    fn is_null(&mut self, p: Value) -> Value {
        let i64t = self.b.module.i64();
        let v = self.b.cast(CastOp::PtrToInt, p, i64t);
        let zero = self.i64c(0);
        self.b.icmp(IntCC::Eq, v, zero)
    }

    /// A [`DynType`] question: an `i1` for `Extends`, an `i64` address for `Binding`.
    pub(super) fn dyn_type(&mut self, d: &DynType, at: &[Value]) -> Value {
        let (i64t, i8t, ptr) = (self.b.module.i64(), self.b.module.i8(), self.b.module.ptr());
        match d {
            DynType::Extends {
                tag,
                ancestor,
                known,
            } => {
                let tag = self.eval(tag, at).s();
                let ancestor = self.eval(ancestor, at).s();
                let res = self.entry_alloca(i8t);
                let zero8 = self.b.iconst(i8t, 0);
                self.b.store(zero8, res);
                let h = self.entry_alloca(i64t);
                self.b.store(tag, h);
                let (yes, walk, step, cont, out) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                let mut hit = None;
                for &k in known {
                    let kc = self.i64c(k);
                    let c = self.b.icmp(IntCC::Eq, tag, kc);
                    hit = Some(match hit {
                        None => c,
                        Some(prev) => self.b.binary(BinOp::Or, prev, c),
                    });
                }
                match hit {
                    Some(c) => self.b.cond_br(c, yes, &[], walk, &[]),
                    None => self.b.br(walk, &[]),
                };
                self.b.switch_to_block(walk);
                let cur = self.b.load(i64t, h);
                let same = self.b.icmp(IntCC::Eq, cur, ancestor);
                self.b.cond_br(same, yes, &[], step, &[]);
                self.b.switch_to_block(step);
                let rec = self.find_record(cur);
                let missing = self.is_null(rec);
                self.b.cond_br(missing, out, &[], cont, &[]);
                self.b.switch_to_block(cont);
                let parent = self.record_word(rec, 1, i64t);
                self.b.store(parent, h);
                let zero = self.i64c(0);
                let root = self.b.icmp(IntCC::Eq, parent, zero);
                self.b.cond_br(root, out, &[], walk, &[]);
                self.b.switch_to_block(yes);
                let one8 = self.b.iconst(i8t, 1);
                self.b.store(one8, res);
                self.b.br(out, &[]);
                self.b.switch_to_block(out);
                let r = self.b.load(i8t, res);
                let zero8 = self.b.iconst(i8t, 0);
                self.b.icmp(IntCC::Ne, r, zero8)
            }
            DynType::Binding {
                tag,
                slot,
                known,
                fallback,
            } => {
                let span = tag.span;
                let tag = self.eval(tag, at).s();
                let res = self.entry_alloca(i64t);
                let out = self.b.create_block();
                for &(k, p) in known {
                    let kc = self.i64c(k);
                    let c = self.b.icmp(IntCC::Eq, tag, kc);
                    let (set, next) = (self.b.create_block(), self.b.create_block());
                    self.b.cond_br(c, set, &[], next, &[]);
                    self.b.switch_to_block(set);
                    let a = self.proc_address(p, span);
                    self.b.store(a, res);
                    self.b.br(out, &[]);
                    self.b.switch_to_block(next);
                }
                let rec = self.find_record(tag);
                let missing = self.is_null(rec);
                let (check, load, fb) = (
                    self.b.create_block(),
                    self.b.create_block(),
                    self.b.create_block(),
                );
                self.b.cond_br(missing, fb, &[], check, &[]);
                self.b.switch_to_block(check);
                let n = self.record_word(rec, 3, i64t);
                let s = self.i64c(i64::from(*slot));
                let inside = self.b.icmp(IntCC::Ult, s, n);
                self.b.cond_br(inside, load, &[], fb, &[]);
                self.b.switch_to_block(load);
                let table = self.record_word(rec, 2, ptr);
                let f = self.b.elem_addr(ptr, table, s);
                let f = self.b.load(ptr, f);
                let f = self.b.cast(CastOp::PtrToInt, f, i64t);
                self.b.store(f, res);
                let zero = self.i64c(0);
                let absent = self.b.icmp(IntCC::Eq, f, zero);
                self.b.cond_br(absent, fb, &[], out, &[]);
                self.b.switch_to_block(fb);
                let a = match fallback {
                    Some(p) => self.proc_address(*p, span),
                    None => self.i64c(0),
                };
                self.b.store(a, res);
                self.b.br(out, &[]);
                self.b.switch_to_block(out);
                self.b.load(i64t, res)
            }
        }
    }
}
