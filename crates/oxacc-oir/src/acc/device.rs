//! `acc-device`: the device kernels of the outlined compute regions (docs/gpu.md "The first
//! GPU path").
//!
//! For each host version `void K(void **args, const oxacc_gang_ctx *ctx)` that `acc-outline`
//! produced, `acc-outline` declares (through [`launch_target`], at the launch record) a
//! device kernel `K__dev` whose parameters are the values `args[i]` point to, and stores in
//! the launch record `image = &@__oxacc_image` and `kernel` = the kernel's index in the
//! image (kernels are numbered in module order, as `oxacc_codegen::device::kernel_index`
//! counts them). This pass gives each such kernel its body:
//!
//! ```text
//! func @K__dev: fn(T0, …, Tn) -> void kernel {
//!   if (vector_lane() | worker_id()) != 0: ret      ; one thread per gang (for now)
//!   args = [&p0, …, &pn]
//!   ctx = { num_gangs.x/y/z, 1, 1, gang_id.x/y/z }
//!   call @K(args, ctx)                             ; compiled for the device too
//!   ret
//! }
//! ```
//!
//! Only thread 0 of each block works, so gang-redundant code, the module lock, atomics and
//! reductions run exactly once per gang, as on the host; the launch asks for blocks of one
//! thread ([`single_thread_gangs`]). The host version stays for host execution; everything it
//! calls is compiled for the device by the back end (an implicit `routine seq`).

use super::*;
use crate::inst::IntrinsicOp;
use crate::module::{DeviceKind, FuncAttr, GlobalData};
use crate::pass::Pass;

/// The host-module global holding the translation unit's `oxacc_image` (defined at code
/// generation: `oxacc_codegen::device::IMAGE_GLOBAL`).
pub const IMAGE_GLOBAL: &str = "__oxacc_image";
/// `sizeof(oxacc_image)` on x86-64 (the declaration's type; code generation replaces it).
const IMAGE_BYTES: u64 = 48;
/// Launch-record offsets (outline.rs `fill_launch`, oxacc_rt.h `oxacc_launch`).
const LAUNCH_FLAGS: i128 = 4;
const LAUNCH_WORKERS: i128 = 52;
const LAUNCH_VECTOR: i128 = 56;
const LAUNCH_GANG_WORK: i128 = 112;
/// `oxacc_launch.flags`: `gang_work` holds the iterations of the region's gang loop
/// (`OXACC_LAUNCH_GANG_WORK`), one per thread when its threads share them
/// (`OXACC_LAUNCH_WORK_PER_THREAD`).
const FLAG_GANG_WORK: i128 = 2;
const FLAG_WORK_PER_THREAD: i128 = 4;
/// `oxacc_launch.flags`: the construct's `__oxacc_data_exit` follows the launch at once
/// (`OXACC_LAUNCH_EXIT_FOLLOWS`). The runtime may then leave a synchronous kernel's wait to
/// that exit, which copies a reduction's result back behind the kernel with one wait on the
/// GPU instead of two (OXACC_LATE_SYNC=1, decision 62); the construct still completes
/// before the host goes on (OpenACC 3.3 §2.5.1), since the exit waits in any case.
pub(crate) const FLAG_EXIT_FOLLOWS: i128 = 16;
/// `gang_work` counts the iterations of a [`Clause::WideRows`] worker loop, whose kernel
/// runs on blocks of 32 × W or V × 1 threads (`OXACC_LAUNCH_ROWS`, decision 78).
const FLAG_ROWS: i128 = 64;

/// `name` with every character PTX identifiers cannot hold (`.` of outlined kernels and
/// static locals, among others) replaced by `_`.
pub fn ptx_identifier(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '$' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The name of the device kernel of host version `host`: a valid PTX identifier.
pub fn kernel_name(host: &str) -> String {
    ptx_identifier(host) + "__dev"
}

/// The index of kernel `f` in the module's image: kernels are numbered in module order
/// (`oxacc_codegen::device::kernels`; every kernel gets a body by the end of this pass).
fn kernel_index(m: &Module, f: FuncId) -> usize {
    m.func_ids()
        .take_while(|&g| g != f)
        .filter(|&g| m.func(g).device == Some(DeviceKind::Kernel))
        .count()
}

fn image_global(m: &mut Module) -> crate::entity::GlobalId {
    if let Some(g) = m.global_by_name(IMAGE_GLOBAL) {
        return g;
    }
    let i8t = m.i8();
    let ty = m.array(i8t, IMAGE_BYTES);
    m.add_global(GlobalData::new(IMAGE_GLOBAL, ty, None))
}

/// Called by `acc-outline` where it fills the launch record of host version `host`, whose
/// `args[i]` point to values of types `params`: declares the device kernel (this pass gives it
/// its body) and returns `(image, kernel)` for the record: `&@__oxacc_image` and the kernel's
/// index (i32).
pub(crate) fn launch_target(
    ed: &mut Ed,
    host: FuncId,
    params: &[TypeId],
    noalias: Vec<u32>,
) -> (Value, Value) {
    let m = &mut *ed.m;
    let name = kernel_name(&m.func(host).name);
    let void = m.void();
    let sig = m.func_type(params, void, false);
    let k = m.declare_func(&name, sig);
    {
        let loc = m.func(host).loc;
        let f = m.func_mut(k);
        f.device = Some(DeviceKind::Kernel);
        f.attrs.push(FuncAttr::NoUnwind);
        f.loc = loc;
        f.noalias_params = noalias;
    }
    let idx = kernel_index(m, k);
    let img = image_global(m);
    let pt = ed.m.ptr();
    let image = ed.val(InstKind::GlobalAddr(img), pt);
    let kernel = ed.i32c(idx as i128);
    (image, kernel)
}

/// Called by `acc-outline` after it filled launch record `l`: blocks of one thread
/// (`num_workers = vector_length = 1`), since only thread 0 of a gang works for now. The host
/// path does not read these (its gang context has 1 for both anyway).
pub(crate) fn single_thread_gangs(ed: &mut Ed, l: Value) {
    let one = ed.i32c(1);
    ed.store_at(one, l, LAUNCH_WORKERS);
    ed.store_at(one, l, LAUNCH_VECTOR);
}

/// Called by `acc-outline` after it filled launch record `l` of a region whose device version
/// runs as gangs of threads (spmd.rs): blocks of `vector_length` threads — the clause's value
/// rounded up to a multiple of the warp size (32) and at most 1024, or the runtime's default
/// (256) — and one worker; with `two_d` (the region has worker loops, spmd.rs
/// `worker_loops`), blocks of V × W threads.
///
/// Without the clause, a region whose gang loop has inner thread loops gets 64 threads: an
/// inner loop is often short (a CSR row of spmv ran at 0.21x CUDA's speed with 256 threads,
/// 0.45x with 128, 0.83x with 64 and 0.88x with 32 on an H200), and 64 still fills a
/// multiprocessor (32 resident blocks of 64) when the inner loops are long. Other regions
/// leave the runtime's default (256).
pub(crate) fn thread_gangs(
    ed: &mut Ed,
    l: Value,
    vector: Option<Value>,
    workers: Option<Value>,
    two_d: bool,
    r: Region,
) {
    let clamp = |ed: &mut Ed, v: Value, lo: i128, hi: Value| {
        let lo = ed.i32c(lo);
        let small = ed.icmp(IntCC::Slt, v, lo);
        let v = ed.select(small, lo, v);
        let big = ed.icmp(IntCC::Sgt, v, hi);
        ed.select(big, hi, v)
    };
    // Whole warps: vector_length rounds up to a multiple of 32.
    let warps = |ed: &mut Ed, v: Value| {
        let v = ed.int_to(v, 32);
        let hi = ed.i32c(1024);
        let v = clamp(ed, v, 1, hi);
        let r = ed.i32c(31);
        let v = ed.bin(BinOp::Add, v, r);
        let mask = ed.i32c(!31);
        ed.bin(BinOp::And, v, mask)
    };
    if two_d {
        // Blocks of V × W threads (docs/gpu.md "Workers"): V = vector_length (32 without),
        // W = num_workers (128 threads without), at most 15 (one named barrier each) and
        // 1024 threads.
        let v = match vector {
            Some(v) => warps(ed, v),
            None => ed.i32c(32),
        };
        let k1024 = ed.i32c(1024);
        let most = ed.bin(BinOp::UDiv, k1024, v);
        let cap = ed.i32c(i128::from(super::spmd::MAX_WORKERS));
        let lt = ed.icmp(IntCC::Slt, most, cap);
        let most = ed.select(lt, most, cap);
        let w = match workers {
            Some(w) => ed.int_to(w, 32),
            None => {
                let k128 = ed.i32c(128);
                ed.bin(BinOp::UDiv, k128, v)
            }
        };
        let w = clamp(ed, w, 1, most);
        ed.store_at(w, l, LAUNCH_WORKERS);
        ed.store_at(v, l, LAUNCH_VECTOR);
        return;
    }
    let one = ed.i32c(1);
    ed.store_at(one, l, LAUNCH_WORKERS);
    let v = match vector {
        Some(v) => warps(ed, v),
        None if gang_loop_has_inner_threads(ed.b, r) => ed.i32c(64),
        None => match tile_block(ed.b, r) {
            Some(n) => ed.i32c(n),
            None => ed.i32c(0),
        },
    };
    ed.store_at(v, l, LAUNCH_VECTOR);
}

/// The environment variable that sets the block size of matrix-product-shaped regions
/// (decision 62's A/B; unset: the runtime's default of 256 threads).
pub const TILE_BLOCK_ENV: &str = "OXACC_TILE_BLOCK";

/// `OXACC_TILE_BLOCK=N` (a multiple of 32, 64 to 1024): the block size of a region without
/// `vector_length` whose leading gang loop is a `collapse(2)` thread loop with a sequential
/// loop in its body, the shape of a matrix product. Its tiled walk (tile.rs) gives a block
/// N/32 rows × 32 columns, so N = 1024 makes CUDA's 32 × 32 tile: each row segment of `B`
/// loaded into L1 serves 32 rows instead of 8, and the bytes a block moves from L2 per
/// output fall from 1.25·n to 0.5·n, those of CUDA's shared-memory tiles (n = 6656: 8.3 KB
/// to 3.3 KB). Other shapes (stencils: no inner loop) keep 256 threads.
fn tile_block(b: &Body, r: Region) -> Option<i128> {
    let n = std::env::var(TILE_BLOCK_ENV)
        .ok()?
        .trim()
        .parse::<i128>()
        .ok()
        .filter(|n| (64..=1024).contains(n) && n % 32 == 0)?;
    let first_loop = b
        .block(entry_of(b, r))
        .insts
        .iter()
        .copied()
        .find(|&i| is_dir(b, i, |k| matches!(k, DirectiveKind::Loop { .. })))?;
    let d = dir(b, first_loop);
    let DirectiveKind::Loop { dims } = &d.kind else {
        return None;
    };
    let gang = d.clauses.iter().any(|c| matches!(c, Clause::Gang { .. }));
    if dims.len() != 2 || !gang || !super::schedule::is_thread_loop(b, first_loop) {
        return None;
    }
    let lr = region_of(b, first_loop)?;
    let dom = crate::dominance::DomTree::compute(b, lr);
    let inner_loop = b.region(lr).blocks.iter().any(|&blk| {
        dom.is_reachable(blk)
            && crate::dominance::successors(b, blk)
                .into_iter()
                .any(|s| dom.dominates(s, blk))
    });
    inner_loop.then_some(n)
}

/// The launch hint for a region without `num_gangs` (OpenACC 3.3 §2.5.10 leaves the number
/// to the implementation): the iteration count of its leading gang loop, computed at the
/// launch site, so that the runtime launches one gang per iteration — one thread per
/// iteration for a thread loop — as a CUDA programmer sizes a grid, instead of one wave of
/// gangs striding over the loop. A grid from the trip count gave STREAM triad CUDA's speed
/// on an H100 (0.92× with one wave). Regions with reductions keep the one-wave grid: their
/// gangs combine with one atomic each. No hint when the bounds are not computable before
/// the launch (a call, a load of device memory, another directive first).
///
/// With `rows_ok` (a kernel lowered for rows of either geometry, decision 78), a leading
/// [`Clause::WideRows`] worker loop gives its trip count too, one iteration per worker
/// (`OXACC_LAUNCH_ROWS`): the runtime picks a warp or a block per row from it.
pub(crate) fn gang_work(ed: &mut Ed, r: Region, l: Value, grid3_ok: bool, rows_ok: bool) {
    let Some((work, per_thread, grid3)) = leading_gang_loop_work(ed, r, grid3_ok, rows_ok) else {
        return;
    };
    ed.store_at(work, l, LAUNCH_GANG_WORK);
    let mut bits = FLAG_GANG_WORK
        | if per_thread {
            FLAG_WORK_PER_THREAD
        } else {
            FLAG_ROWS
        };
    if let Some([middle, outer]) = grid3 {
        ed.store_at(middle, l, super::grid3::LAUNCH_GRID3);
        ed.store_at(outer, l, super::grid3::LAUNCH_GRID3 + 8);
        bits |= super::grid3::FLAG_GRID3;
        if super::grid3::tile_enabled() {
            bits |= super::grid3::FLAG_GRID3_TILE;
        }
    }
    let i32t = ed.m.i32();
    let fp = ed.ptradd(l, LAUNCH_FLAGS);
    let flags = ed.load(i32t, fp);
    let bits = ed.i32c(bits);
    let flags = ed.bin(BinOp::Or, flags, bits);
    ed.store(flags, fp);
}

/// Whether the first loop of region `r` is a gang loop whose threads share inner loops
/// rather than its own iterations.
fn gang_loop_has_inner_threads(b: &Body, r: Region) -> bool {
    let first_loop = b
        .block(entry_of(b, r))
        .insts
        .iter()
        .copied()
        .find(|&i| is_dir(b, i, |k| matches!(k, DirectiveKind::Loop { .. })));
    first_loop.is_some_and(|l| {
        let gang = dir(b, l)
            .clauses
            .iter()
            .any(|c| matches!(c, Clause::Gang { .. }));
        gang && !super::schedule::is_thread_loop(b, l)
    })
}

/// The trip count of the gang loop that starts region `r` (in its entry block, after
/// straight-line code only), materialised before the region, whether it is a thread loop, and
/// for a 3-D grid (grid3.rs) the middle and outer trip counts.
fn leading_gang_loop_work(
    ed: &mut Ed,
    r: Region,
    grid3_ok: bool,
    rows_ok: bool,
) -> Option<GangWork> {
    let entry = entry_of(ed.b, r);
    // What each load of a region-private variable reads: the value last stored before it.
    let mut stored: HashMap<Value, Value> = HashMap::new();
    let mut loaded: HashMap<Value, Value> = HashMap::new();
    let mut escaped: HashSet<Value> = HashSet::new();
    for &i in &ed.b.block(entry).insts.clone() {
        let kind = ed.b.inst(i).kind.clone();
        match &kind {
            InstKind::Alloca { .. } => continue,
            InstKind::Store { value, ptr, .. } if defined_in(ed.b, *ptr, r) => {
                stored.insert(*ptr, *value);
                if defined_in(ed.b, *value, r) {
                    escaped.insert(*value);
                }
                continue;
            }
            InstKind::Load { ptr, .. } => {
                if let (Some(&v), Some(res)) = (stored.get(ptr), ed.b.inst(i).result) {
                    loaded.insert(res, v);
                }
                continue;
            }
            InstKind::Directive(d) => {
                if !matches!(d.kind, DirectiveKind::Loop { .. }) || escaped_any(&stored, &escaped) {
                    return None;
                }
                return gang_loop_work(ed, r, i, &loaded, grid3_ok, rows_ok);
            }
            _ => {}
        }
        // Any other use of a private variable's address may change it.
        for v in kind.operands() {
            escaped.insert(v);
        }
    }
    None
}

fn escaped_any(stored: &HashMap<Value, Value>, escaped: &HashSet<Value>) -> bool {
    stored.keys().any(|p| escaped.contains(p))
}

fn gang_loop_work(
    ed: &mut Ed,
    r: Region,
    l: Inst,
    loaded: &HashMap<Value, Value>,
    grid3_ok: bool,
    rows_ok: bool,
) -> Option<GangWork> {
    let d = dir(ed.b, l).clone();
    let DirectiveKind::Loop { dims } = &d.kind else {
        return None;
    };
    // A gang count (`gang(num:)` of kernels) or a gang dimension other than x is the program's.
    let gang = d.clauses.iter().any(
        |c| matches!(c, Clause::Gang { num: None, dim, static_: None } if dim.unwrap_or(1) == 1),
    );
    let reduces = d.clauses.iter().any(|c| matches!(c, Clause::Reduction(..)));
    // A gang loop whose threads share inner loops keeps one wave of gangs: one gang per
    // iteration made CSR spmv (a short inner reduction per row) 2x slower on an H200.
    // Rows (decision 78) count one iteration per worker, whatever the block's shape.
    let rows = rows_ok && super::schedule::is_wide_rows_loop(ed.b, l);
    if !gang || reduces || !(rows || super::schedule::is_thread_loop(ed.b, l)) {
        return None;
    }
    let mut total: Option<Value> = None;
    let mut each = Vec::new();
    for dim in dims {
        let lo = materialize(ed, r, dim.lower, loaded, 0)?;
        let hi = materialize(ed, r, dim.upper, loaded, 0)?;
        let st = materialize(ed, r, dim.step, loaded, 0)?;
        // A zero step (an endless loop in the kernel) must not trap here: count it as 1.
        let zero = ed.iconst(ed.ty(st), 0);
        let one = ed.iconst(ed.ty(st), 1);
        let is_zero = ed.icmp(IntCC::Eq, st, zero);
        let st = ed.select(is_zero, one, st);
        let (_, _, t) = super::outline::trip_count(ed, lo, hi, st);
        each.push(t);
        total = Some(match total {
            Some(x) => ed.bin(BinOp::Mul, x, t),
            None => t,
        });
    }
    // The kernel's 3-D path is taken by one-dimensional gangs of threads without an OpenMP
    // team size (outline.rs thread_loop): any other kernel would walk by ctaid.x in every
    // (y, z) block.
    let team = d.clauses.iter().any(|c| matches!(c, Clause::NumThreads(_)));
    let grid3 = (each.len() == 3
        && grid3_ok
        && !team
        && super::grid3::enabled()
        && super::grid3::sole_loop(ed.b, r, l))
    .then(|| [each[1], each[0]]);
    if rows {
        return Some((total?, false, None));
    }
    Some((total?, true, grid3))
}

/// The launch's hint from the gang loop: its trip count, one iteration per thread, and the
/// middle and outer trip counts of a `collapse(3)` nest for a 3-D grid.
type GangWork = (Value, bool, Option<[Value; 2]>);

/// `v` recomputed at the editor's position from constants, arithmetic and the values the
/// region's private variables were given; `None` for anything else.
fn materialize(
    ed: &mut Ed,
    r: Region,
    v: Value,
    loaded: &HashMap<Value, Value>,
    depth: u32,
) -> Option<Value> {
    if !defined_in(ed.b, v, r) {
        return Some(v);
    }
    if depth > 32 {
        return None;
    }
    let ty = ed.ty(v);
    let kind = def_kind(ed.b, v)?.clone();
    let m = |ed: &mut Ed, x: Value| materialize(ed, r, x, loaded, depth + 1);
    Some(match kind {
        InstKind::IConst(c) => ed.iconst(ty, c),
        InstKind::Binary { op, lhs, rhs, .. } => {
            let (a, b) = (m(ed, lhs)?, m(ed, rhs)?);
            ed.bin(op, a, b)
        }
        InstKind::Cast { op, arg } => {
            let a = m(ed, arg)?;
            ed.cast(op, a, ty)
        }
        InstKind::Load { .. } => m(ed, *loaded.get(&v)?)?,
        _ => return None,
    })
}

pub struct Device;

impl Pass for Device {
    fn name(&self) -> &'static str {
        "acc-device"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        let pending: Vec<(FuncId, FuncId)> = m
            .func_ids()
            .filter(|&f| m.func(f).body.is_some() && m.func(f).device.is_none())
            .filter_map(|h| {
                let k = m.func_by_name(&kernel_name(&m.func(h).name))?;
                let kf = m.func(k);
                (kf.device == Some(DeviceKind::Kernel) && kf.body.is_none()).then_some((h, k))
            })
            .collect();
        for (host, k) in pending {
            match unsupported(m, host) {
                None => match super::spmd::device_version(m, host) {
                    Some(threads) => build_kernel(m, threads, k, true),
                    None => build_kernel(m, host, k, false),
                },
                Some(why) => {
                    // Keeps the kernel numbering: a kernel that traps, and a remark.
                    let loc = m.func(k).loc;
                    let name = m.func(host).name.clone();
                    remark(
                        m,
                        loc,
                        format!(
                            "no device code for kernel {name}: {why} is not supported in device code (the region runs on the host device only; on a GPU its launch fails)"
                        ),
                    );
                    let mut b = crate::FunctionBuilder::new(m, k);
                    b.set_loc(loc);
                    b.intrinsic(IntrinsicOp::Trap, &[], None);
                    b.ret(None);
                    b.finish();
                }
            }
        }
        super::device_code::check_device_globals(m);
        super::errors_to_result(m, before)
    }
}

/// What keeps host version `host` (or a function it reaches) from being compiled for the
/// device: `__float128` values, which NVPTX cannot represent (`long double` is computed in
/// `double` there, oxacc-codegen's device_f80.rs).
fn unsupported(m: &Module, host: FuncId) -> Option<&'static str> {
    let mut seen = HashSet::new();
    let mut work = vec![host];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(body) = &m.func(f).body else {
            continue;
        };
        for v in &body.values {
            if matches!(m.types.kind(v.ty), TypeKind::F128) {
                return Some("__float128");
            }
        }
        for inst in &body.insts {
            if inst.block.is_none() {
                continue;
            }
            match &inst.kind {
                InstKind::Call { callee, .. } | InstKind::FuncAddr(callee) => work.push(*callee),
                _ => {}
            }
        }
    }
    None
}

/// The body of device kernel `k` calling host version `host` (see the module documentation),
/// or, when `all_threads`, the region's device version (spmd.rs), run by every thread.
fn build_kernel(m: &mut Module, host: FuncId, k: FuncId, all_threads: bool) {
    let loc = m.func(k).loc;
    let params: Vec<TypeId> = m.signature(k).0.to_vec();
    let (i32t, i64t, pt) = (m.i32(), m.i64(), m.ptr());
    let args_ty = m.array(pt, params.len().max(1) as u64);
    let ctx_ty = m.array(i32t, 9);
    let mut b = crate::FunctionBuilder::new(m, k);
    b.set_loc(loc);
    let vals = b.params();
    // Storage first (entry block), so that LLVM promotes it once the host version is inlined.
    let args = b.alloca(args_ty, None);
    let ctx = b.alloca(ctx_ty, None);
    let slots: Vec<Value> = params.iter().map(|&t| b.alloca(t, None)).collect();
    // One thread per gang: the other threads of the block return at once.
    let done = (!all_threads).then(|| {
        let lane = b
            .intrinsic(IntrinsicOp::VectorLane, &[], Some(i32t))
            .expect("result");
        let worker = b
            .intrinsic(IntrinsicOp::WorkerId, &[], Some(i32t))
            .expect("result");
        let either = b.binary(BinOp::Or, lane, worker);
        let zero = b.iconst(i32t, 0);
        let first = b.icmp(IntCC::Eq, either, zero);
        let work = b.create_block();
        let done = b.create_block();
        b.cond_br(first, work, &[], done, &[]);
        b.switch_to_block(work);
        done
    });
    for (i, (&v, &slot)) in vals.iter().zip(&slots).enumerate() {
        b.store(v, slot);
        let off = b.iconst(i64t, 8 * i as i128);
        let at = b.ptr_add(args, off);
        b.store(slot, at);
    }
    // oxacc_gang_ctx { num_gangs[3], num_workers, vector_length, gang[3] }
    let fields = [
        IntrinsicOp::NumGangs(0),
        IntrinsicOp::NumGangs(1),
        IntrinsicOp::NumGangs(2),
    ];
    for (k, op) in fields.into_iter().enumerate() {
        let v = b.intrinsic(op, &[], Some(i32t)).expect("result");
        let off = b.iconst(i64t, 4 * k as i128);
        let at = b.ptr_add(ctx, off);
        b.store(v, at);
    }
    let one = b.iconst(i32t, 1);
    for off in [12, 16] {
        let o = b.iconst(i64t, off);
        let at = b.ptr_add(ctx, o);
        b.store(one, at);
    }
    for k in 0..3u8 {
        let v = b
            .intrinsic(IntrinsicOp::GangId(k), &[], Some(i32t))
            .expect("result");
        let off = b.iconst(i64t, 20 + 4 * k as i128);
        let at = b.ptr_add(ctx, off);
        b.store(v, at);
    }
    b.call(host, &[args, ctx]);
    b.ret(None);
    if let Some(done) = done {
        b.switch_to_block(done);
        b.ret(None);
    }
    b.finish();
}
