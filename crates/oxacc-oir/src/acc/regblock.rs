//! Register blocking of the tiled walk (docs/design.md decision 100; `OXACC_REGBLOCK=R`, 2 by
//! default, 1 turns it off).
//!
//! A matrix product `C[i][j] = Σk A[i][k] B[k][j]` on the tiled walk (tile.rs) gives each
//! thread one point of an 8 × 32 tile; every step of its `k` loop loads `A[i][k]` (one address
//! per warp) and `B[k][j]` (256 bytes per warp) for one FMA. CUDA's 32 × 32 shared-memory tiles
//! need fewer L1 wavefronts per FMA, which is the 1.15× left (docs/gpu.md). With `R` rows per
//! thread, rows `i, i + V/32, …` of the same column, the thread runs the `R` iterations' bodies
//! with their inner loops jammed into one: `B[k][j]` is then one load for `R` FMAs (the copies'
//! addresses are the same values, which LLVM's GVN merges once the slots are registers).
//!
//! The jam is legal because the iterations of a gang/vector loop are independent (OpenACC 3.3
//! §2.9.2, §2.9.9 for `kernels` loops marked or proven so): any interleaving of two of them is
//! one of the executions the program allows. It is applied only where it is also exact without
//! knowing anything about memory: the body is straight-line code, one loop, straight-line code;
//! the loop's control (the slots its latch stores, e.g. `k`) is computed from constants, values
//! from outside the body and slots the body never stores, none of them reachable by pointers,
//! so every copy runs the same number of trips, and the jammed loop runs the first copy's
//! control alone; every other slot the body stores is a private scalar that gets a slot per
//! copy. Anything else (nested directives, calls that are not pure, atomics, barriers, `break`
//! out of the loop, a second loop, stores to private arrays or structures — one object per
//! thread, not per iteration, so the copies would share it — reductions of the gang loop)
//! keeps the plain walk.

use super::*;

/// The environment variable giving the rows per thread of the tiled walk (`1`..`8`; `1`: no
/// jam).
pub const REGBLOCK_ENV: &str = "OXACC_REGBLOCK";

/// The rows per thread when [`REGBLOCK_ENV`] is unset or out of range: 2 measured 0.89× CUDA
/// on matmul (H200), against 1.15× for 1 and 1.07× for 4 (decision 100).
const DEFAULT_ROWS: usize = 2;

/// Rows per thread of the tiled walk ([`REGBLOCK_ENV`]).
pub(crate) fn rows_per_thread() -> usize {
    std::env::var(REGBLOCK_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|r| (1..=8).contains(r))
        .unwrap_or(DEFAULT_ROWS)
}

/// The roles of the top-level blocks of one copy of a loop body.
pub(crate) struct Shape {
    pub entry: Block,
    header: Block,
    latch: Block,
    /// The header's successor inside the loop.
    first: Block,
    /// The header's successor when the loop ends.
    exit: Block,
    /// The loop's blocks other than header and latch.
    body: Vec<Block>,
    /// The blocks from `exit` on.
    after: Vec<Block>,
    /// Private scalar slots the body stores (other than the loop's control), with their types.
    privates: Vec<(Value, TypeId)>,
}

fn alloca_ty(body: &Body, v: Value) -> Option<TypeId> {
    match def_kind(body, v)? {
        InstKind::Alloca {
            ty, count: None, ..
        } => Some(*ty),
        _ => None,
    }
}

/// Whether an instruction of the body may be run interleaved with another iteration's.
fn jammable(m: &Module, k: &InstKind) -> bool {
    use crate::inst::IntrinsicOp as I;
    match k {
        InstKind::Call { callee, .. } => is_pure_call(m, *callee),
        InstKind::Intrinsic { op, .. } => matches!(
            op,
            I::Ctpop
                | I::Ctlz
                | I::Cttz
                | I::Bswap
                | I::Fabs
                | I::Sqrt
                | I::Floor
                | I::Ceil
                | I::Trunc
                | I::Round
                | I::Copysign
                | I::Minnum
                | I::Maxnum
                | I::Fma
                | I::Expect
                | I::Libm(_)
        ),
        InstKind::Yield(args) => args.is_empty(),
        InstKind::Br(_) | InstKind::CondBr { .. } => true,
        InstKind::Alloca { .. }
        | InstKind::SharedAlloca { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::Fence(_)
        | InstKind::InlineAsm(_)
        | InstKind::CallIndirect { .. }
        | InstKind::VaStart(_)
        | InstKind::VaEnd(_)
        | InstKind::VaCopy { .. }
        | InstKind::VaArg(_)
        | InstKind::Switch { .. }
        | InstKind::IndirectBr { .. }
        | InstKind::Ret(_)
        | InstKind::Unreachable
        | InstKind::Directive(_)
        | InstKind::BlockAddr(_) => false,
        _ => true,
    }
}

/// Arithmetic without memory or side effects.
fn pure_op(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::IConst(_)
            | InstKind::FConst(_)
            | InstKind::Null
            | InstKind::Binary { .. }
            | InstKind::FNeg(_)
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Cast { .. }
            | InstKind::Select { .. }
    )
}

fn targets(body: &Body, b: Block) -> Vec<Block> {
    body.terminator(b)
        .map(|t| body.inst(t).kind.successors())
        .unwrap_or_default()
}

fn no_args_to(body: &Body, from: Block, to: Block) -> bool {
    body.terminator(from).is_some_and(|t| {
        body.inst(t)
            .kind
            .block_calls()
            .iter()
            .all(|bc| bc.block != to || bc.args.is_empty())
    })
}

/// The shape of the body whose top-level blocks are `blocks` (entry first), if it can be
/// jammed (module comment).
pub(crate) fn analyze(m: &Module, body: &Body, blocks: &[Block]) -> Option<Shape> {
    let &entry = blocks.first()?;
    let all: HashSet<Block> = blocks.iter().copied().collect();
    for &b in blocks {
        for &i in &body.block(b).insts {
            if !jammable(m, &body.inst(i).kind) {
                return None;
            }
        }
    }
    let InstKind::Br(bc) = &body.inst(body.terminator(entry)?).kind else {
        return None;
    };
    let header = bc.block;
    if !bc.args.is_empty() || header == entry || !all.contains(&header) {
        return None;
    }
    let InstKind::CondBr {
        cond,
        then_dest,
        else_dest,
    } = &body.inst(body.terminator(header)?).kind
    else {
        return None;
    };
    let (cond, first, exit) = (*cond, then_dest.block, else_dest.block);
    if !then_dest.args.is_empty()
        || !else_dest.args.is_empty()
        || !body.block(header).params.is_empty()
        || [first, exit].iter().any(|b| *b == header || *b == entry)
        || first == exit
    {
        return None;
    }
    // The loop: what the first block reaches without passing the header.
    let mut in_loop: Vec<Block> = vec![first];
    let mut seen: HashSet<Block> = HashSet::from([first]);
    let mut k = 0;
    let mut latches = Vec::new();
    while k < in_loop.len() {
        let b = in_loop[k];
        k += 1;
        let t = body.terminator(b)?;
        if matches!(body.inst(t).kind, InstKind::Yield(_)) {
            return None; // leaves the iteration from inside the loop
        }
        for s in targets(body, b) {
            if s == header {
                latches.push(b);
            } else if s == exit || s == entry || !all.contains(&s) {
                return None;
            } else if seen.insert(s) {
                in_loop.push(s);
            }
        }
    }
    let [latch] = latches[..] else { return None };
    if latch == first
        || targets(body, latch) != [header]
        || !no_args_to(body, latch, header)
        || !body.block(latch).params.is_empty()
        || !body.block(first).params.is_empty()
    {
        return None;
    }
    // After the loop: must not come back.
    let mut after = vec![exit];
    let mut seen_after: HashSet<Block> = HashSet::from([exit]);
    let mut k = 0;
    while k < after.len() {
        let b = after[k];
        k += 1;
        for s in targets(body, b) {
            if s == header || s == entry || seen.contains(&s) || !all.contains(&s) {
                return None;
            }
            if seen_after.insert(s) {
                after.push(s);
            }
        }
    }
    if !body.block(exit).params.is_empty() {
        return None;
    }
    let loop_body: Vec<Block> = in_loop.iter().copied().filter(|&b| b != latch).collect();

    // Slots: the latch's stores are the loop's control.
    let reached: Vec<Block> = std::iter::once(entry)
        .chain(std::iter::once(header))
        .chain(in_loop.iter().copied())
        .chain(after.iter().copied())
        .collect();
    let stores_in = |b: Block| -> Vec<(Value, Value)> {
        body.block(b)
            .insts
            .iter()
            .filter_map(|&i| match body.inst(i).kind {
                InstKind::Store { value, ptr, .. } => Some((value, ptr)),
                _ => None,
            })
            .collect()
    };
    let mut control: HashSet<Value> = HashSet::new();
    for (_, p) in stores_in(latch) {
        alloca_ty(body, p)?;
        control.insert(p);
    }
    let mut stored: HashSet<Value> = HashSet::new();
    for &b in &reached {
        for (_, p) in stores_in(b) {
            if control.contains(&p) && b != entry && b != latch {
                return None;
            }
            if alloca_ty(body, p).is_some() {
                stored.insert(p);
            }
        }
    }
    // Header and latch: loads of slots and arithmetic (and the latch's stores).
    let mut read: HashSet<Value> = HashSet::new();
    for (b, stores_ok) in [(header, false), (latch, true)] {
        for &i in &body.block(b).insts {
            match &body.inst(i).kind {
                InstKind::Load { ptr, .. } => {
                    alloca_ty(body, *ptr)?;
                    if stored.contains(ptr) && !control.contains(ptr) {
                        return None;
                    }
                    read.insert(*ptr);
                }
                InstKind::Store { .. } if stores_ok => {}
                k if pure_op(k) || k.is_terminator() => {}
                _ => return None,
            }
        }
    }
    // Values of the header and latch stay there (the copies' headers and latches go away).
    let local = |b: Block| -> HashSet<Value> {
        body.block(b)
            .insts
            .iter()
            .filter_map(|&i| body.inst(i).result)
            .collect()
    };
    let (in_header, in_latch) = (local(header), local(latch));
    for &b in &reached {
        for &i in &body.block(b).insts {
            let mut bad = false;
            body.inst(i).kind.visit_operands(|v| {
                bad |= (b != header && in_header.contains(&v))
                    || (b != latch && in_latch.contains(&v));
            });
            if bad {
                return None;
            }
        }
    }
    // The control's values: the same in every copy.
    // Memo of the values checked; the slots their loads read join the pointer check below.
    let mut memo: HashMap<Value, bool> = HashMap::new();
    let same = |v: Value, memo: &mut HashMap<Value, bool>| {
        same_in_copies(body, &all, &control, &stored, v, memo)
    };
    if !same(cond, &mut memo) {
        return None;
    }
    for (v, _) in stores_in(latch) {
        if !same(v, &mut memo) {
            return None;
        }
    }
    for (v, p) in stores_in(entry) {
        if control.contains(&p) && !same(v, &mut memo) {
            return None;
        }
    }
    // Every copy starts its control afresh: stored by the entry before the entry reads it
    // (otherwise a copy would start from the state the previous copy's loop left).
    let mut started: HashSet<Value> = HashSet::new();
    for &i in &body.block(entry).insts {
        match body.inst(i).kind {
            InstKind::Store { ptr, .. } => {
                started.insert(ptr);
            }
            InstKind::Load { ptr, .. } if control.contains(&ptr) && !started.contains(&ptr) => {
                return None;
            }
            _ => {}
        }
    }
    if !control.iter().all(|c| started.contains(c)) {
        return None;
    }
    // Private scalars of the body, and no slot involved reachable through a pointer.
    let mut privates = Vec::new();
    for &p in &stored {
        if control.contains(&p) {
            continue;
        }
        let ty = alloca_ty(body, p)?;
        if !matches!(
            m.types.kind(ty),
            TypeKind::Int(_) | TypeKind::F32 | TypeKind::F64 | TypeKind::Ptr
        ) {
            return None;
        }
        privates.push((p, ty));
    }
    privates.sort_by_key(|(p, _)| p.index());
    let loaded = memo.keys().filter_map(|&v| match def_kind(body, v) {
        Some(InstKind::Load { ptr, .. }) => Some(*ptr),
        _ => None,
    });
    let slots: HashSet<Value> = stored
        .iter()
        .chain(read.iter())
        .copied()
        .chain(loaded)
        .collect();
    if escapes(body, &slots) || writes_thread_memory(body, &reached) {
        return None;
    }
    Some(Shape {
        entry,
        header,
        latch,
        first,
        exit,
        body: loop_body,
        after,
        privates,
    })
}

/// Whether `v` has the same value in every copy of the body: computed from constants, values
/// from outside the body, and the loop's control or slots the body never stores, in the
/// entry, header or latch.
fn same_in_copies(
    body: &Body,
    all: &HashSet<Block>,
    control: &HashSet<Value>,
    stored: &HashSet<Value>,
    v: Value,
    memo: &mut HashMap<Value, bool>,
) -> bool {
    if let Some(&r) = memo.get(&v) {
        return r;
    }
    let r = match body.values[v.index()].def {
        ValueDef::Param(b, _) => !all.contains(&b),
        ValueDef::Inst(i) => {
            let data = body.inst(i);
            match data.block {
                Some(b) if all.contains(&b) => match &data.kind {
                    InstKind::Load { ptr, .. } => {
                        alloca_ty(body, *ptr).is_some()
                            && (control.contains(ptr) || !stored.contains(ptr))
                    }
                    k if pure_op(k) => {
                        memo.insert(v, false); // no cycles through straight-line code
                        let ops = k.operands();
                        ops.into_iter()
                            .all(|o| same_in_copies(body, all, control, stored, o, memo))
                    }
                    _ => false,
                },
                _ => true,
            }
        }
    };
    memo.insert(v, r);
    r
}

/// Whether any of `slots` is used other than as the address of a load or store, anywhere in
/// the function.
fn escapes(body: &Body, slots: &HashSet<Value>) -> bool {
    for b in 0..body.blocks.len() {
        let b = Block::new(b);
        for &i in &body.block(b).insts {
            let kind = &body.inst(i).kind;
            let ok_ptr = match kind {
                InstKind::Load { ptr, .. } => Some(*ptr),
                InstKind::Store { value, ptr, .. } => {
                    if slots.contains(value) {
                        return true;
                    }
                    Some(*ptr)
                }
                _ => None,
            };
            let mut bad = false;
            kind.visit_operands(|v| bad |= slots.contains(&v) && Some(v) != ok_ptr);
            if bad {
                return true;
            }
        }
    }
    false
}

/// The stack object an address points into, through address arithmetic and casts (the
/// address itself when it is not derived from another).
fn address_root(body: &Body, mut v: Value) -> Value {
    loop {
        match def_kind(body, v) {
            Some(
                InstKind::ElemAddr { ptr, .. }
                | InstKind::FieldAddr { ptr, .. }
                | InstKind::PtrAdd { ptr, .. },
            ) => v = *ptr,
            Some(InstKind::Cast { arg, .. }) => v = *arg,
            _ => return v,
        }
    }
}

fn is_alloca(body: &Body, v: Value) -> bool {
    matches!(def_kind(body, v), Some(InstKind::Alloca { .. }))
}

/// Whether the body (`blocks`) may write thread-private memory other than its scalar slots:
/// a private array or structure (acc-fortran/loop/451's `private(st)`), or memory reached
/// through a pointer when some stack object's address is kept anywhere in the function. Such
/// memory is one object per thread, not per iteration, so the jammed copies would share it:
/// copy 2's stores would overwrite copy 1's values before copy 1's loop reads them.
fn writes_thread_memory(body: &Body, blocks: &[Block]) -> bool {
    // A stack address kept in memory, passed to a call or a block, or turned into an integer
    // can come back as a loaded pointer: then no store through a pointer is known not to hit
    // a private object.
    let mut kept = false;
    for b in 0..body.blocks.len() {
        for &i in &body.block(Block::new(b)).insts {
            let kind = &body.inst(i).kind;
            let mut uses = |v: Value| kept |= is_alloca(body, address_root(body, v));
            match kind {
                InstKind::Load { .. }
                | InstKind::ElemAddr { .. }
                | InstKind::FieldAddr { .. }
                | InstKind::PtrAdd { .. }
                | InstKind::Memset { .. } => {}
                InstKind::Store { value, .. } => uses(*value),
                InstKind::Memcpy { .. } => {}
                InstKind::Cast { op, arg } => {
                    if !matches!(op, crate::inst::CastOp::Bitcast) {
                        uses(*arg)
                    }
                }
                k => k.visit_operands(uses),
            }
        }
    }
    for &b in blocks {
        for &i in &body.block(b).insts {
            let dst = match &body.inst(i).kind {
                InstKind::Store { ptr, .. } => *ptr,
                InstKind::Memcpy { dst, .. } | InstKind::Memset { dst, .. } => *dst,
                _ => continue,
            };
            let root = address_root(body, dst);
            if is_alloca(body, root) {
                // Only a whole scalar slot is duplicated per copy (`privates`).
                if root != dst || alloca_ty(body, root).is_none() {
                    return true;
                }
            } else if kept && !matches!(def_kind(body, root), Some(InstKind::SharedAlloca { .. })) {
                return true;
            }
        }
    }
    false
}

fn retarget(body: &mut Body, b: Block, from: Block, to: Block, args: &[Value]) {
    let Some(t) = body.terminator(b) else { return };
    match &mut body.insts[t.index()].kind {
        InstKind::Br(bc) if bc.block == from => *bc = BlockCall::new(to, args),
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => {
            for d in [then_dest, else_dest] {
                if d.block == from {
                    *d = BlockCall::new(to, args);
                }
            }
        }
        _ => {}
    }
}

fn detach_block(body: &mut Body, b: Block) {
    if let Some(r) = body.block_region(b) {
        body.regions[r.index()].blocks.retain(|&x| x != b);
    }
    body.blocks[b.index()].region = None;
    for i in std::mem::take(&mut body.blocks[b.index()].insts) {
        body.insts[i.index()].block = None;
    }
}

/// Jams the copies `shapes` (of the same body, top-level blocks `blocks[r]`), copy `r` to run
/// the iteration whose loop variables are `ivs[r]`: the entries run one after the other, then
/// one loop whose iteration runs every copy's loop body under the first copy's header and
/// latch, then the copies' code after the loop; only the last copy's `yield`s remain. Call
/// with the cursor anywhere; the first copy's entry is where the jam starts (with `ivs[0]`).
pub(crate) fn jam(ed: &mut Ed, shapes: &[Shape], blocks: &[Vec<Block>], ivs: &[Vec<Value>]) {
    let n = shapes.len();
    for r in 1..n {
        let s = &shapes[r];
        // A slot per copy for its private scalars, starting from the variable's value.
        for &(p, ty) in &s.privates {
            let d = ed.entry_alloca(ty);
            for &b in &blocks[r] {
                let insts = ed.b.block(b).insts.clone();
                for i in insts {
                    ed.b.insts[i.index()].kind.visit_operands_mut(|v| {
                        if *v == p {
                            *v = d;
                        }
                    });
                }
            }
            ed.at(s.entry, 0);
            let x = ed.load(ty, p);
            ed.store(x, d);
        }
    }
    for r in 0..n {
        let s = &shapes[r];
        let (to, args) = if r + 1 < n {
            (shapes[r + 1].entry, ivs[r + 1].clone())
        } else {
            (shapes[0].header, Vec::new())
        };
        retarget(ed.b, s.entry, s.header, to, &args);
        let next = if r + 1 < n {
            shapes[r + 1].first
        } else {
            shapes[0].latch
        };
        for &b in &s.body {
            retarget(ed.b, b, s.latch, next, &[]);
        }
        if r + 1 < n {
            for (b, t) in blocks_ending_in_yield(ed.b, &s.after) {
                let _ = b;
                ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(shapes[r + 1].exit, &[]));
            }
        }
        if r > 0 {
            detach_block(ed.b, s.header);
            detach_block(ed.b, s.latch);
        }
    }
}
