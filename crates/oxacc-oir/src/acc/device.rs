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
const LAUNCH_WORKERS: i128 = 52;
const LAUNCH_VECTOR: i128 = 56;

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
pub(crate) fn launch_target(ed: &mut Ed, host: FuncId, params: &[TypeId]) -> (Value, Value) {
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
/// (128) — and one worker: worker loops share the same threads.
pub(crate) fn thread_gangs(ed: &mut Ed, l: Value, vector: Option<Value>) {
    let one = ed.i32c(1);
    ed.store_at(one, l, LAUNCH_WORKERS);
    let v = match vector {
        Some(v) => {
            let v = ed.int_to(v, 32);
            let lo = ed.i32c(1);
            let small = ed.icmp(IntCC::Slt, v, lo);
            let v = ed.select(small, lo, v);
            let hi = ed.i32c(1024);
            let big = ed.icmp(IntCC::Sgt, v, hi);
            let v = ed.select(big, hi, v);
            let r = ed.i32c(31);
            let v = ed.bin(BinOp::Add, v, r);
            let mask = ed.i32c(!31);
            ed.bin(BinOp::And, v, mask)
        }
        None => ed.i32c(0),
    };
    ed.store_at(v, l, LAUNCH_VECTOR);
}

pub struct Device;

impl Pass for Device {
    fn name(&self) -> &'static str {
        "acc-device"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
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
        Ok(())
    }
}

/// What keeps host version `host` (or a function it reaches) from being compiled for the
/// device: `long double` (x87 `f80`) and `__float128` values, which NVPTX cannot represent.
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
            match m.types.kind(v.ty) {
                TypeKind::F80 => return Some("long double"),
                TypeKind::F128 => return Some("__float128"),
                _ => {}
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
    let (i32t, i64t, pt, i1t) = (m.i32(), m.i64(), m.ptr(), m.i1());
    let args_ty = m.array(pt, params.len().max(1) as u64);
    let ctx_ty = m.array(i32t, 9);
    let mut b = crate::FunctionBuilder::new(m, k);
    b.set_loc(loc);
    let vals = b.params();
    // Storage first (entry block), so that LLVM promotes it once the host version is inlined.
    let args = b.alloca(args_ty, None);
    let ctx = b.alloca(ctx_ty, None);
    let slots: Vec<Value> = params.iter().map(|&t| b.alloca(t, None)).collect();
    let lane = b
        .intrinsic(IntrinsicOp::VectorLane, &[], Some(i32t))
        .expect("result");
    let worker = b
        .intrinsic(IntrinsicOp::WorkerId, &[], Some(i32t))
        .expect("result");
    let either = b.binary(BinOp::Or, lane, worker);
    let zero = b.iconst(i32t, 0);
    let first = if all_threads {
        b.iconst(i1t, 1)
    } else {
        b.icmp(IntCC::Eq, either, zero)
    };
    let work = b.create_block();
    let done = b.create_block();
    b.cond_br(first, work, &[], done, &[]);
    b.switch_to_block(work);
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
    b.switch_to_block(done);
    b.ret(None);
    b.finish();
}
