//! Transformational intrinsics (`sema/transform.rs`) evaluated at an index vector of their
//! result, like every array expression here: TRANSPOSE, SPREAD and RESHAPE read their
//! argument at the corresponding position, MATMUL computes the one dot product of its
//! element, MAXLOC/MINLOC scan the array for the first extreme element (§16.9.123: the first
//! in array element order) and return the subscript asked for, counted from 1.

use oxacc_oir::{BinOp, FloatCC, IntCC, Value};

use super::expr::Val;
use super::func::FnLower;
use crate::sema::transform::Transform;
use crate::sema::tree::Expr;
use crate::sema::types::Type;

impl FnLower<'_, '_, '_> {
    /// The extents (`i64`) of a transformational intrinsic's result.
    pub(super) fn transform_shape(&mut self, t: Transform, args: &[Expr], rank: u8) -> Vec<Value> {
        match t {
            Transform::Transpose => {
                let s = self.shape_of(&args[0]);
                vec![s[1], s[0]]
            }
            Transform::Spread { dim } => {
                let mut s = self.shape_of(&args[0]);
                let n = self.scalar(&args[1]);
                let zero = self.i64c(0);
                let pos = self.b.icmp(IntCC::Sgt, n, zero);
                let n = self.b.select(pos, n, zero);
                s.insert(usize::from(dim - 1), n);
                s
            }
            Transform::Reshape { .. } => (0..i64::from(rank))
                .map(|k| {
                    let at = self.i64c(k);
                    self.eval(&args[1], &[at]).s()
                })
                .collect(),
            Transform::Matmul => {
                let (a, b) = (self.shape_of(&args[0]), self.shape_of(&args[1]));
                match (args[0].rank, args[1].rank) {
                    (2, 2) => vec![a[0], b[1]],
                    (1, _) => vec![b[1]],
                    _ => vec![a[0]],
                }
            }
            Transform::Loc { dim: 0, .. } => vec![self.i64c(i64::from(args[0].rank))],
            Transform::Loc { dim, .. } => {
                let mut s = self.shape_of(&args[0]);
                s.remove(usize::from(dim - 1));
                s
            }
            Transform::Pack => match args.get(2) {
                Some(v) => self.shape_of(v),
                None => vec![self.mask_count(&args[0], &args[1], None)],
            },
            Transform::Unpack => self.shape_of(&args[1]),
            Transform::Shift { .. } => self.shape_of(&args[0]),
            Transform::Concat => {
                let mut n = self.i64c(0);
                for a in args {
                    let size = self.item_size(a);
                    n = self.b.binary(BinOp::Add, n, size);
                }
                vec![n]
            }
            Transform::ImpliedDo { .. } => {
                // §11.1.7.4.1 iteration count: max((end - start + step) / step, 0).
                let (s, e, st) = (
                    self.scalar(&args[0]),
                    self.scalar(&args[1]),
                    self.scalar(&args[2]),
                );
                let d = self.b.binary(BinOp::Sub, e, s);
                let d = self.b.binary(BinOp::Add, d, st);
                let n = self.b.binary(BinOp::SDiv, d, st);
                let zero = self.i64c(0);
                let neg = self.b.icmp(IntCC::Slt, n, zero);
                vec![self.b.select(neg, zero, n)]
            }
        }
    }

    /// The number of true elements of `mask` (conformable with `array`, or a scalar) before
    /// the position whose array-element-order index is `limit` (all of them with `None`).
    /// The number of elements an array constructor item contributes (a scalar one).
    fn item_size(&mut self, a: &Expr) -> Value {
        if a.rank == 0 {
            return self.i64c(1);
        }
        let ext = self.shape_of(a);
        ext.first().copied().unwrap_or_else(|| self.i64c(0))
    }

    fn mask_count(&mut self, array: &Expr, mask: &Expr, limit: Option<Value>) -> Value {
        let i64t = self.b.module.i64();
        let n = self.entry_alloca(i64t);
        let z = self.i64c(0);
        self.b.store(z, n);
        let extents = self.shape_of(if mask.rank > 0 { mask } else { array });
        self.for_shape(&extents, &mut |fl, at| {
            let m = fl.eval(mask, if mask.rank > 0 { at } else { &[] }).s();
            let m = match limit {
                Some(l) => {
                    let lin = fl.linear_index(at, &extents);
                    let before = fl.b.icmp(IntCC::Slt, lin, l);
                    fl.b.binary(BinOp::And, m, before)
                }
                None => m,
            };
            let one = fl.i64c(1);
            let zero = fl.i64c(0);
            let inc = fl.b.select(m, one, zero);
            let c = fl.b.load(i64t, n);
            let c = fl.b.binary(BinOp::Add, c, inc);
            fl.b.store(c, n);
        });
        self.b.load(i64t, n)
    }

    /// The array-element-order index of position `at` in a shape of `extents`.
    fn linear_index(&mut self, at: &[Value], extents: &[Value]) -> Value {
        let mut linear = self.i64c(0);
        let mut stride = self.i64c(1);
        for (k, &j) in at.iter().enumerate() {
            let term = self.b.binary(BinOp::Mul, j, stride);
            linear = self.b.binary(BinOp::Add, linear, term);
            stride = self.b.binary(BinOp::Mul, stride, extents[k]);
        }
        linear
    }

    /// PACK's element `k`: the `k`-th selected element of the array in array element order,
    /// else VECTOR's element `k` (§16.9.146).
    fn pack_element(&mut self, args: &[Expr], ty: Type, k: Value) -> Val {
        let (array, mask) = (&args[0], &args[1]);
        let rt = self.reg_type(ty);
        let i64t = self.b.module.i64();
        let slot = self.entry_alloca(rt);
        let seen = self.entry_alloca(i64t);
        let z = self.i64c(0);
        self.b.store(z, seen);
        match args.get(2) {
            Some(v) => {
                let x = self.eval(v, &[k]).s();
                self.b.store(x, slot);
            }
            None => {
                let u = self.b.undef(rt);
                self.b.store(u, slot);
            }
        }
        let extents = self.shape_of(array);
        self.for_shape(&extents, &mut |fl, at| {
            let m = fl.eval(mask, if mask.rank > 0 { at } else { &[] }).s();
            let yes = fl.b.create_block();
            let done = fl.b.create_block();
            fl.b.cond_br(m, yes, &[], done, &[]);
            fl.b.switch_to_block(yes);
            let c = fl.b.load(i64t, seen);
            let hit = fl.b.icmp(IntCC::Eq, c, k);
            let take = fl.b.create_block();
            let count = fl.b.create_block();
            fl.b.cond_br(hit, take, &[], count, &[]);
            fl.b.switch_to_block(take);
            let x = fl.eval(array, at).s();
            fl.b.store(x, slot);
            fl.b.br(count, &[]);
            fl.b.switch_to_block(count);
            let one = fl.i64c(1);
            let c1 = fl.b.binary(BinOp::Add, c, one);
            fl.b.store(c1, seen);
            fl.b.br(done, &[]);
            fl.b.switch_to_block(done);
        });
        Val::S(self.b.load(rt, slot))
    }

    pub(super) fn transform(&mut self, t: Transform, args: &[Expr], e: &Expr, at: &[Value]) -> Val {
        match t {
            Transform::Transpose => {
                let swapped: Vec<Value> = at.iter().rev().copied().collect();
                self.eval(&args[0], &swapped)
            }
            Transform::Spread { dim } => {
                let mut rest = at.to_vec();
                if usize::from(dim - 1) < rest.len() {
                    rest.remove(usize::from(dim - 1));
                }
                self.eval(&args[0], &rest)
            }
            Transform::Reshape { order } => {
                // The result position's index in the order the elements are filled (ORDER's
                // dimensions fastest first), then the source position with that index, or
                // PAD's, cycled, past the end of the source (§16.9.165).
                let r = self.transform_shape(t, args, e.rank);
                let mut linear = self.i64c(0);
                let mut stride = self.i64c(1);
                for &d in order.iter().take(at.len()) {
                    let d = usize::from(d);
                    let term = self.b.binary(BinOp::Mul, at[d], stride);
                    linear = self.b.binary(BinOp::Add, linear, term);
                    stride = self.b.binary(BinOp::Mul, stride, r[d]);
                }
                if let Some(pad) = args.get(2) {
                    return self.reshape_padded(args, pad, linear, e.ty);
                }
                let s = self.shape_of(&args[0]);
                let mut src = Vec::new();
                let mut rest = linear;
                for (m, &ext) in s.iter().enumerate() {
                    if m + 1 == s.len() {
                        src.push(rest);
                    } else {
                        src.push(self.b.binary(BinOp::SRem, rest, ext));
                        rest = self.b.binary(BinOp::SDiv, rest, ext);
                    }
                }
                self.eval(&args[0], &src)
            }
            Transform::Matmul => self.matmul_element(args, e.ty, at),
            Transform::Concat => {
                // The item holding element k: a chain of range tests, the value through a
                // slot so that every branch may compute it its own way.
                let k = at.first().copied().unwrap_or_else(|| self.i64c(0));
                let mty = super::mem_type(self.b.module, &self.ctx.derived, e.ty);
                let slot = self.entry_alloca(mty);
                // Character items have the constructor's constant length (sema).
                let len = match e.ty {
                    Type::Character(crate::sema::types::CharLen::Const(n)) => Some(self.i64c(n)),
                    _ => None,
                };
                let done = self.b.create_block();
                let mut off = self.i64c(0);
                for a in args {
                    let size = self.item_size(a);
                    let end = self.b.binary(BinOp::Add, off, size);
                    let here = self.b.create_block();
                    let next = self.b.create_block();
                    let inside = self.b.icmp(IntCC::Slt, k, end);
                    self.b.cond_br(inside, here, &[], next, &[]);
                    self.b.switch_to_block(here);
                    let v = if a.rank == 0 {
                        self.eval(a, &[])
                    } else {
                        let j = self.b.binary(BinOp::Sub, k, off);
                        self.eval(a, &[j])
                    };
                    self.store_val(e.ty, v, slot, len);
                    self.b.br(done, &[]);
                    self.b.switch_to_block(next);
                    off = end;
                }
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
                self.load_val(e.ty, slot, len)
            }
            Transform::ImpliedDo { var } => {
                let k = at.first().copied().unwrap_or_else(|| self.i64c(0));
                let (s, st) = (self.scalar(&args[0]), self.scalar(&args[2]));
                let off = self.b.binary(BinOp::Mul, k, st);
                let v = self.b.binary(BinOp::Add, s, off);
                let vty = self.ctx.prog.symbol(var).ty;
                let v = self.convert(Val::S(v), Type::Integer(8), vty);
                if let Some(info) = self.var(var) {
                    self.store_val(vty, v, info.addr, None);
                }
                self.eval(&args[3], &[])
            }
            Transform::Pack => {
                let k = at.first().copied().unwrap_or_else(|| self.i64c(0));
                self.pack_element(args, e.ty, k)
            }
            Transform::Unpack => {
                // §16.9.200: a true mask element takes the next element of VECTOR.
                let m = self.eval(&args[1], at).s();
                let rt = self.reg_type(e.ty);
                let slot = self.entry_alloca(rt);
                let yes = self.b.create_block();
                let no = self.b.create_block();
                let done = self.b.create_block();
                self.b.cond_br(m, yes, &[], no, &[]);
                self.b.switch_to_block(yes);
                let extents = self.shape_of(&args[1]);
                let lin = self.linear_index(at, &extents);
                let k = self.mask_count(&args[1], &args[1], Some(lin));
                let x = self.eval(&args[0], &[k]).s();
                self.b.store(x, slot);
                self.b.br(done, &[]);
                self.b.switch_to_block(no);
                let f = if args[2].rank > 0 {
                    self.eval(&args[2], at)
                } else {
                    self.eval(&args[2], &[])
                };
                self.b.store(f.s(), slot);
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
                Val::S(self.b.load(rt, slot))
            }
            Transform::Shift { circular, dim } => {
                let d = usize::from(dim - 1);
                let extents = self.shape_of(&args[0]);
                let n = extents[d];
                let shift = self.scalar(&args[1]);
                let mut src = at.to_vec();
                let moved = self.b.binary(BinOp::Add, at[d], shift);
                if circular {
                    // §16.9.63: ((i + shift) mod n + n) mod n.
                    let r = self.b.binary(BinOp::SRem, moved, n);
                    let r = self.b.binary(BinOp::Add, r, n);
                    src[d] = self.b.binary(BinOp::SRem, r, n);
                    return self.eval(&args[0], &src);
                }
                // §16.9.75: positions shifted out are filled with BOUNDARY (default zero).
                let zero = self.i64c(0);
                let lo = self.b.icmp(IntCC::Sge, moved, zero);
                let hi = self.b.icmp(IntCC::Slt, moved, n);
                let inside = self.b.binary(BinOp::And, lo, hi);
                let rt = self.reg_type(e.ty);
                let slot = self.entry_alloca(rt);
                let yes = self.b.create_block();
                let no = self.b.create_block();
                let done = self.b.create_block();
                self.b.cond_br(inside, yes, &[], no, &[]);
                self.b.switch_to_block(yes);
                src[d] = moved;
                let x = self.eval(&args[0], &src).s();
                self.b.store(x, slot);
                self.b.br(done, &[]);
                self.b.switch_to_block(no);
                let b = match args.get(2) {
                    Some(b) => self.eval(b, &[]).s(),
                    None => match e.ty {
                        Type::Real(_) => self.b.fconst(rt, 0.0),
                        _ => self.b.iconst(rt, 0),
                    },
                };
                self.b.store(b, slot);
                self.b.br(done, &[]);
                self.b.switch_to_block(done);
                Val::S(self.b.load(rt, slot))
            }
            Transform::Loc { max, dim, back } => {
                if dim == 0 {
                    // The result is rank 1: its element `at[0]` is the subscript of that
                    // dimension.
                    let pos = self.extreme_position(&args[0], args.get(1), max, back, None);
                    let k = at.first().copied().unwrap_or_else(|| self.i64c(0));
                    return self.select_position(&pos, k, e.ty);
                }
                let d = usize::from(dim - 1);
                let pos = self.extreme_position(&args[0], args.get(1), max, back, Some((d, at)));
                let rt = self.reg_type(e.ty);
                Val::S(self.int_to(pos[0], rt))
            }
        }
    }

    /// RESHAPE with PAD: the source element `linear` while there is one, else PAD's.
    fn reshape_padded(&mut self, args: &[Expr], pad: &Expr, linear: Value, ty: Type) -> Val {
        let s = self.shape_of(&args[0]);
        let size = s
            .iter()
            .fold(self.i64c(1), |acc, &x| self.b.binary(BinOp::Mul, acc, x));
        let inside = self.b.icmp(IntCC::Slt, linear, size);
        let rt = self.reg_type(ty);
        let slot = self.entry_alloca(rt);
        let (yes, no, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.cond_br(inside, yes, &[], no, &[]);
        for (block, from_pad) in [(yes, false), (no, true)] {
            self.b.switch_to_block(block);
            let (src, mut rest) = if from_pad {
                let p = self.shape_of(pad);
                let psize = p
                    .iter()
                    .fold(self.i64c(1), |acc, &x| self.b.binary(BinOp::Mul, acc, x));
                let off = self.b.binary(BinOp::Sub, linear, size);
                (p, self.b.binary(BinOp::SRem, off, psize))
            } else {
                (s.clone(), linear)
            };
            let mut idx = Vec::new();
            for (m, &ext) in src.iter().enumerate() {
                if m + 1 == src.len() {
                    idx.push(rest);
                } else {
                    idx.push(self.b.binary(BinOp::SRem, rest, ext));
                    rest = self.b.binary(BinOp::SDiv, rest, ext);
                }
            }
            let x = self.eval(if from_pad { pad } else { &args[0] }, &idx).s();
            self.b.store(x, slot);
            self.b.br(done, &[]);
        }
        self.b.switch_to_block(done);
        Val::S(self.b.load(rt, slot))
    }

    /// Σ_k a(i, k)·b(k, j) for the result element `at` (§16.9.127, Table 16.x cases).
    fn matmul_element(&mut self, args: &[Expr], ty: Type, at: &[Value]) -> Val {
        let (a, b) = (&args[0], &args[1]);
        let n = {
            let s = self.shape_of(a);
            if a.rank == 2 {
                s[1]
            } else {
                s[0]
            }
        };
        let rt = self.reg_type(ty);
        let complex = matches!(ty, Type::Complex(_));
        let int = matches!(ty, Type::Integer(_));
        let re = self.entry_alloca(rt);
        let im = self.entry_alloca(rt);
        let zero = if int {
            self.b.iconst(rt, 0)
        } else {
            self.b.fconst(rt, 0.0)
        };
        self.b.store(zero, re);
        self.b.store(zero, im);
        let (ar, br) = (a.rank, b.rank);
        let at = at.to_vec();
        self.for_shape(&[n], &mut |fl, k| {
            let k = k[0];
            let (ia, ib): (Vec<Value>, Vec<Value>) = match (ar, br) {
                (2, 2) => (vec![at[0], k], vec![k, at[1]]),
                (1, _) => (vec![k], vec![k, at[0]]),
                _ => (vec![at[0], k], vec![k]),
            };
            let x = fl.eval(a, &ia);
            let y = fl.eval(b, &ib);
            if complex {
                let acc = Val::C(fl.b.load(rt, re), fl.b.load(rt, im));
                let p = fl.complex_mul(x, y);
                if let Val::C(r, i) = fl.complex_add(acc, p) {
                    fl.b.store(r, re);
                    fl.b.store(i, im);
                }
            } else {
                let acc = fl.b.load(rt, re);
                let (mul, add) = if int {
                    (BinOp::Mul, BinOp::Add)
                } else {
                    (BinOp::FMul, BinOp::FAdd)
                };
                let p = fl.b.binary(mul, x.s(), y.s());
                let s = fl.b.binary(add, acc, p);
                fl.b.store(s, re);
            }
        });
        if complex {
            Val::C(self.b.load(rt, re), self.b.load(rt, im))
        } else {
            Val::S(self.b.load(rt, re))
        }
    }

    /// The 1-based subscripts (`i64`, zero for an empty array) of the first greatest or
    /// least element.
    /// With `along = Some((d, at))` only dimension `d` is scanned, the others fixed at `at`;
    /// the result is then the one subscript along `d`. With `back` the last extreme element
    /// wins.
    fn extreme_position(
        &mut self,
        array: &Expr,
        mask: Option<&Expr>,
        max: bool,
        back: bool,
        along: Option<(usize, &[Value])>,
    ) -> Vec<Value> {
        let i64t = self.b.module.i64();
        let i1 = self.b.module.i1();
        let rt = self.reg_type(array.ty);
        let int = matches!(array.ty, Type::Integer(_));
        let full = self.shape_of(array);
        let extents = match along {
            Some((d, _)) => vec![full[d]],
            None => full,
        };
        let best = self.entry_alloca(rt);
        let have = self.entry_alloca(i1);
        let f = self.b.iconst(i1, 0);
        self.b.store(f, have);
        let pos: Vec<Value> = extents.iter().map(|_| self.entry_alloca(i64t)).collect();
        for &p in &pos {
            let z = self.i64c(0);
            self.b.store(z, p);
        }
        self.for_shape(&extents, &mut |fl, at| {
            let idx: Vec<Value> = match along {
                Some((d, fixed)) => {
                    let mut v = fixed.to_vec();
                    v.insert(d.min(v.len()), at[0]);
                    v
                }
                None => at.to_vec(),
            };
            let x = fl.eval(array, &idx).s();
            let b = fl.b.load(rt, best);
            let better = match (int, max, back) {
                (true, true, false) => fl.b.icmp(IntCC::Sgt, x, b),
                (true, true, true) => fl.b.icmp(IntCC::Sge, x, b),
                (true, false, false) => fl.b.icmp(IntCC::Slt, x, b),
                (true, false, true) => fl.b.icmp(IntCC::Sle, x, b),
                (false, true, false) => fl.b.fcmp(FloatCC::Ogt, x, b),
                (false, true, true) => fl.b.fcmp(FloatCC::Oge, x, b),
                (false, false, false) => fl.b.fcmp(FloatCC::Olt, x, b),
                (false, false, true) => fl.b.fcmp(FloatCC::Ole, x, b),
            };
            let h = fl.b.load(i1, have);
            let one = fl.b.iconst(i1, 1);
            let first = fl.b.binary(BinOp::Xor, h, one);
            let mut take = fl.b.binary(BinOp::Or, first, better);
            if let Some(m) = mask {
                let mv = fl.eval(m, if m.rank > 0 { &idx } else { &[] }).s();
                take = fl.b.binary(BinOp::And, take, mv);
            }
            let yes = fl.b.create_block();
            let done = fl.b.create_block();
            fl.b.cond_br(take, yes, &[], done, &[]);
            fl.b.switch_to_block(yes);
            fl.b.store(x, best);
            fl.b.store(one, have);
            for (k, &p) in pos.iter().enumerate() {
                let o = fl.i64c(1);
                let s = fl.b.binary(BinOp::Add, at[k], o);
                fl.b.store(s, p);
            }
            fl.b.br(done, &[]);
            fl.b.switch_to_block(done);
        });
        pos.iter().map(|&p| self.b.load(i64t, p)).collect()
    }

    /// Element `k` (zero-based, `i64`) of the subscript vector `pos`.
    fn select_position(&mut self, pos: &[Value], k: Value, ty: Type) -> Val {
        let mut v = pos[0];
        for (m, &p) in pos.iter().enumerate().skip(1) {
            let mk = self.i64c(m as i64);
            let is = self.b.icmp(IntCC::Eq, k, mk);
            v = self.b.select(is, p, v);
        }
        let rt = self.reg_type(ty);
        Val::S(self.int_to(v, rt))
    }
}
