//! `acc-outline`: the last OpenACC pass. Each compute operation becomes a kernel function
//! `void K(void **args, const oxacc_gang_ctx *ctx)` (the host version, run once per gang by
//! the runtime) and, at the construct, `__oxacc_data_enter` / `__oxacc_launch` /
//! `__oxacc_data_exit`; data, enter/exit data, update, host_data and wait operations become
//! their runtime calls; loops become counted loops (gang loops over this gang's block of the
//! iteration space); atomics run under the module's lock. Records are laid out exactly as the
//! C structs of runtime-rs/include/oxacc_rt.h on x86-64 (docs/abi.md).

use std::collections::{HashMap, HashSet};

use super::*;
use crate::directive::{ComputeKind, DataClauseKind, DataModifier};
use crate::module::{FuncAttr, GlobalData};
use crate::pass::Pass;
use crate::var::{descriptor, Shape};
use crate::{MemFlags, Ordering, RmwOp};

// oxacc_rt.h enumerators (frozen, ABI version 1).
const MAP_COPY: u32 = 0;
const MAP_COPYIN: u32 = 1;
const MAP_COPYOUT: u32 = 2;
const MAP_CREATE: u32 = 3;
const MAP_PRESENT: u32 = 4;
const MAP_NO_CREATE: u32 = 5;
const MAP_DELETE: u32 = 6;
const MAP_ATTACH: u32 = 7;
const MAP_DETACH: u32 = 8;
const MAP_DEVICEPTR: u32 = 9;
const MAP_UPDATE_DEVICE: u32 = 10;
const MAP_UPDATE_SELF: u32 = 11;
const MAP_LINK: u32 = 13;
const FLAG_DYNAMIC: u32 = 1;
const FLAG_FINALIZE: u32 = 2;
const FLAG_ZERO: u32 = 4;
const FLAG_READONLY: u32 = 8;
const FLAG_IF_PRESENT: u32 = 16;
const FLAG_IMPLICIT: u32 = 32;
const FLAG_ALWAYS_IN: u32 = 64;
const FLAG_ALWAYS_OUT: u32 = 128;
const FLAG_OMP_REFCOUNT: u32 = 256;
const WAIT_ALL_QUEUES: i128 = i32::MIN as i128;
const LAUNCH_HOST: i128 = 1;
const ASYNC_NOVAL: i128 = -1;
const ASYNC_SYNC: i128 = -2;

// x86-64 layouts.
const MAP_SIZE: i128 = 48; // host 0, bytes 8, kind 16, flags 20, name 24, pointer 32, device 40
const MAP_DEVICE: i128 = 40;
const LAUNCH_WORDS: u64 = 15; // 120 bytes, see fill_launch
const CTX_GANGS: i128 = 0; // num_gangs[3] at 0, num_workers 12, vector_length 16, gang[3] at 20
const CTX_GANG: i128 = 20;

pub struct Outline;

impl Pass for Outline {
    fn name(&self) -> &'static str {
        "acc-outline"
    }
    fn run(&mut self, m: &mut Module) -> Result<(), String> {
        let before = m.diagnostics.len();
        let mut kernels: HashMap<FuncId, ()> = HashMap::new();
        // Device versions whose workers are one warp each (known at compile time).
        let mut warp_workers: HashSet<FuncId> = HashSet::new();
        let mut count = 0usize;
        // Routines with loops of their own get a version that all the gang's threads run
        // (coop.rs, decision 51); lowered below with the regions' device versions.
        let versions = super::coop::make_cooperative_versions(m);
        let n = m.funcs.len();
        for id in 0..n {
            let fid = FuncId::new(id);
            let Some(mut body) = m.funcs[id].body.take() else {
                continue;
            };
            for c in directives_in(&body, Body::BODY_REGION) {
                if is_dir(&body, c, |k| matches!(k, DirectiveKind::Compute(_))) {
                    if let Some(k) = outline_compute(
                        m,
                        &mut body,
                        fid,
                        c,
                        &mut count,
                        &mut warp_workers,
                        &versions,
                    ) {
                        kernels.insert(k, ());
                    }
                }
            }
            m.funcs[id].body = Some(body);
        }
        let threaded: HashSet<FuncId> = kernels
            .keys()
            .filter_map(|&k| super::spmd::device_version(m, k))
            .collect();
        let routines: HashSet<FuncId> = versions
            .gang
            .values()
            .chain(versions.worker.values())
            .copied()
            .collect();
        // Before any body is lowered (lowering removes the worker loops it looks for).
        let calls_workers: HashSet<FuncId> = threaded
            .iter()
            .copied()
            .filter(|&f| {
                m.func(f).body.as_ref().is_some_and(|b| {
                    super::coop::calls_worker_routine(m, b, Body::BODY_REGION, &versions)
                })
            })
            .collect();
        for_each_body(m, |m, fid, body| {
            // Device versions: the group of all the gang's threads (computed before any loop
            // is lowered: lowering removes the worker loops that make blocks two-dimensional).
            // A routine's serves gangs of either shape: lane y·V + x, y = 0 in one dimension.
            let routine = routines.contains(&fid);
            let gpu = (threaded.contains(&fid) || routine).then(|| {
                if versions.is_worker_version(fid) {
                    // Run by the threads of one worker, from worker-level code.
                    super::spmd::Group::Worker {
                        one_warp: false,
                        rows: false,
                    }
                } else if routine {
                    super::spmd::Group::Gang2d {
                        warp_workers: false,
                        rows: false,
                    }
                } else if super::spmd::has_worker_loops(body) || calls_workers.contains(&fid) {
                    super::spmd::Group::Gang2d {
                        warp_workers: warp_workers.contains(&fid),
                        rows: super::spmd::wide_rows(body, Body::BODY_REGION)
                            && !calls_workers.contains(&fid),
                    }
                } else {
                    super::spmd::Group::Gang
                }
            });
            // A host version whose GPU kernel comes from its device version runs on the host
            // only (acc-device): its flattened nests take the 64-bit loop values (decision 111).
            let _host_only = super::induction::host_only_body(
                gpu.is_none()
                    && kernels.contains_key(&fid)
                    && super::spmd::device_version(m, fid).is_some(),
            );
            let ctx = (kernels.contains_key(&fid) || (gpu.is_some() && !routine))
                .then(|| body.block(body.entry_block().expect("entry")).params[1]);
            if let Some(outer) = gpu {
                super::spmd::neuter(m, body, outer);
            }
            let mut ops = directives_in(body, Body::BODY_REGION);
            ops.reverse();
            for op in ops {
                lower_directive(m, body, op, ctx, gpu);
            }
            // A routine's last barrier orders its stores before the caller's next reads.
            if gpu.is_some() && !routine {
                super::spmd::drop_edge_barriers(body);
            }
            Ok(())
        })?;
        register_declared_globals(m);
        errors_to_result(m, before)
    }
}

/// The clauses that apply on the host: those before any `device_type`, and those after a
/// `device_type(*)` or `device_type(host)` (§2.4).
fn host_clauses(clauses: &[Clause]) -> Vec<Clause> {
    let mut on = true;
    let mut out = Vec::new();
    for c in clauses {
        match c {
            Clause::DeviceType(list) => {
                on = list
                    .iter()
                    .any(|t| t == "*" || t == "host" || t == "multicore")
            }
            _ if on => out.push(c.clone()),
            _ => {}
        }
    }
    out
}

struct MapSpec {
    host: Value,
    bytes: Value,
    kind: u32,
    flags: u32,
    name: String,
    pointer: Option<Value>,
}

/// What the runtime records about a construct site.
struct Site {
    /// i1: true when the device path runs (if / self clauses); None = always.
    dev_cond: Option<Value>,
    async_v: Value,
    wait: Value,
    nwait: Value,
    src: Value,
    file: Value,
    line: Value,
    col: Value,
    construct: Value,
}

fn site(ed: &mut Ed, clauses: &[Clause], construct: &str) -> Site {
    let mut cond: Option<Value> = None;
    let mut and = |ed: &mut Ed, c: Value| {
        cond = Some(match cond {
            Some(p) => ed.bin(BinOp::And, p, c),
            None => c,
        });
    };
    let mut async_v = None;
    let mut waits: Option<Vec<Value>> = None;
    for c in clauses {
        match c {
            Clause::If(v) => {
                let t = ed.truth(*v);
                and(ed, t);
            }
            // §2.5.6: self(true) runs the region on the local (host) device.
            Clause::SelfCond(v) => {
                let t = match v {
                    Some(v) => {
                        let s = ed.truth(*v);
                        let one = ed.iconst(ed.ty(s), 1);
                        ed.bin(BinOp::Xor, s, one)
                    }
                    None => {
                        let i1 = ed.m.i1();
                        ed.iconst(i1, 0)
                    }
                };
                and(ed, t);
            }
            Clause::Async(q) => {
                async_v = Some(match q {
                    Some(q) => ed.int_to(*q, 32),
                    None => ed.i32c(ASYNC_NOVAL),
                })
            }
            Clause::Wait(vs) => {
                let list = waits.get_or_insert_with(Vec::new);
                if vs.is_empty() {
                    let all = ed.i32c(WAIT_ALL_QUEUES);
                    list.push(all);
                }
                for &v in vs {
                    let q = ed.int_to(v, 32);
                    list.push(q);
                }
            }
            _ => {}
        }
    }
    let async_v = async_v.unwrap_or_else(|| ed.i32c(ASYNC_SYNC));
    let (wait, nwait) = match waits {
        Some(list) if !list.is_empty() => {
            let i32t = ed.m.i32();
            let at = ed.m.array(i32t, list.len() as u64);
            let arr = ed.entry_alloca(at);
            for (k, &q) in list.iter().enumerate() {
                ed.store_at(q, arr, 4 * k as i128);
            }
            let n = ed.i32c(list.len() as i128);
            (arr, n)
        }
        _ => {
            let z = ed.i32c(0);
            (ed.null(), z)
        }
    };
    let loc = ed.loc;
    let file = match ed.m.files.get(loc.file as usize).cloned() {
        Some(f) if loc.is_known() => ed.cstr(&f),
        _ => ed.null(),
    };
    let line = ed.i32c(loc.line as i128);
    let col = ed.i32c(loc.col as i128);
    let construct = ed.cstr(construct);
    let st = super::srcloc_type(ed.m);
    let src = ed.entry_alloca(st);
    ed.store_at(file, src, super::SRC_FILE);
    ed.store_at(line, src, super::SRC_LINE);
    ed.store_at(col, src, super::SRC_COL);
    ed.store_at(construct, src, super::SRC_CONSTRUCT);
    Site {
        dev_cond: cond,
        async_v,
        wait,
        nwait,
        src,
        file,
        line,
        col,
        construct,
    }
}

/// Runs `f` only when `cond` holds (always when None); the cursor ends after it.
fn cond_do(ed: &mut Ed, cond: Option<Value>, f: impl FnOnce(&mut Ed)) {
    match cond {
        None => f(ed),
        Some(c) => {
            let then = ed.block_after(ed.blk);
            let join = ed.block_after(then);
            ed.condbr(c, then, &[], join, &[]);
            ed.at_end(then);
            f(ed);
            ed.br(join, &[]);
            ed.at_end(join);
        }
    }
}

fn runtime_data_fn(m: &mut Module, name: &str) -> FuncId {
    let (p, i, v) = (m.ptr(), m.i32(), m.void());
    runtime_fn(m, name, &[p, i, i, p, i, p], v)
}

/// Calls `__oxacc_data_enter/exit/update(maps, n, async, wait, nwait, src)`.
fn call_data(ed: &mut Ed, name: &str, s: &Site, arr: Value, n: usize) {
    let f = runtime_data_fn(ed.m, name);
    let nv = ed.i32c(n as i128);
    ed.call(f, &[arr, nv, s.async_v, s.wait, s.nwait, s.src]);
}

/// The host section a clause variable names (docs/oir.md "Bound"); `offset` is the section
/// start's distance from the object the variable's value designates (the array, or the data
/// the pointer points to).
struct Section {
    host: Value,
    bytes: Value,
    offset: Value,
    /// The variable is a pointer whose pointee is mapped.
    ptr_var: bool,
    /// `pp[lo:n][lo2:len2]` through a pointer array: the rows behind its pointers.
    rows: Option<Rows>,
}

/// The rows behind a section of a pointer array (OpenACC 3.3 §2.7.1 `float **DD`,
/// `DD[2:n][0:m]`; `float *CC[200]`, `CC[2:n][0:m]`): row `r` of `n` is the section
/// `[offset, offset + bytes)` of the data `parr[r]` points to, and attaches `parr[r]`.
#[derive(Clone, Copy)]
struct Rows {
    /// Host address of the section's first pointer.
    parr: Value,
    n: Value,
    offset: Value,
    bytes: Value,
    /// Bytes between two pointers: `None`, a pointer array's 8 and the rows' sections; a
    /// size, the pointer word of each element of an array of structures, attached alone
    /// (decision 84: no section, `OXACC_MAP_ATTACH` without `pointer`).
    each: Option<i128>,
    /// With `each`: the bytes between two elements when they are not adjacent (a Fortran
    /// pointer array of structures that is a strided section, decision 126).
    step: Option<Value>,
    /// With `each`: the pointer begins a Fortran descriptor of this rank, whose elements are
    /// copied (present or not) and attached (decision 84's implicit deep copy).
    desc_rank: Option<u8>,
}

/// The row records of a clause (`pointer` attached unless an update), one runtime call each.
struct RowMap {
    rows: Rows,
    kind: u32,
    flags: u32,
    name: String,
}

/// The byte size of the elements dimension `k` of `v` steps over. A variable-length array's
/// row type has size 0 in OIR (`[0 x f64]`); its size is then that of the section's inner
/// dimensions (`a[lo:cnt][0:m]` of `double a[n][m]`: `m` doubles; a subarray of more than one
/// row is contiguous only when the inner dimensions are whole, §2.7.1).
fn elem_bytes(ed: &mut Ed, v: &VarRef, k: usize) -> Value {
    let es = ed.m.types.size_of(v.bounds[k].elem);
    if es > 0 || k + 1 >= v.bounds.len() {
        return ed.i64c(es as i128);
    }
    let inner = elem_bytes(ed, v, k + 1);
    let len = ed.int_to(v.bounds[k + 1].length, 64);
    ed.bin(BinOp::Mul, len, inner)
}

/// Data clauses transfer contiguous memory: a dimension with a stride other than 1 (Fortran's
/// `a(lo:hi:s)`) must have at most one element. Known at compile time, a violation is an
/// error here; otherwise `__oxacc_check_stride` stops the program naming the variable.
fn check_strides(ed: &mut Ed, v: &VarRef) -> Result<(), String> {
    for (k, b) in v.bounds.iter().enumerate() {
        let Some(st) = b.stride else { continue };
        let stride = iconst_of(ed.b, st);
        let length = iconst_of(ed.b, b.length);
        if stride == Some(1) || length.is_some_and(|l| l <= 1) {
            continue;
        }
        if let (Some(s), Some(l)) = (stride, length) {
            return Err(format!(
                "the section '{}' has stride {s} over {l} elements in dimension {}: it is not contiguous, and data clauses transfer contiguous sections only",
                v.name,
                k + 1
            ));
        }
        let (p, i64t, void) = (ed.m.ptr(), ed.m.i64(), ed.m.void());
        let f = runtime_fn(ed.m, "__oxacc_check_stride", &[p, i64t, i64t], void);
        let name = ed.cstr(&v.name);
        let st = ed.int_to(st, 64);
        let len = ed.int_to(b.length, 64);
        ed.call(f, &[name, st, len]);
    }
    Ok(())
}

fn section(ed: &mut Ed, v: &VarRef) -> Result<Section, String> {
    let zero = ed.i64c(0);
    if v.bounds.is_empty() {
        let size = ed.m.types.size_of(v.ty) as i128;
        let bytes = match def_kind(ed.b, v.var) {
            // A variable-length array: its storage is `alloca T, count`.
            Some(&InstKind::Alloca {
                ty, count: Some(n), ..
            }) if size == 0 => {
                let es = ed.i64c(ed.m.types.size_of(ty) as i128);
                let n = ed.int_to(n, 64);
                ed.bin(BinOp::Mul, n, es)
            }
            _ => ed.i64c(size),
        };
        return Ok(Section {
            host: v.var,
            bytes,
            offset: zero,
            ptr_var: false,
            rows: None,
        });
    }
    check_strides(ed, v)?;
    let b0 = v.bounds[0];
    let esv = elem_bytes(ed, v, 0);
    let lo = ed.int_to(b0.lower, 64);
    let len = ed.int_to(b0.length, 64);
    let offset = ed.bin(BinOp::Mul, lo, esv);
    let bytes = ed.bin(BinOp::Mul, len, esv);
    let ptr = ed.m.types.is_ptr(v.ty);
    let through_ptrs = v.bounds.len() > 1 && ed.m.types.is_ptr(b0.elem);
    if through_ptrs && v.bounds.len() > 2 {
        return Err(format!(
            "the section '{}' of rows behind pointers ({}-dimensional through a pointer array) is not supported yet",
            v.name,
            v.bounds.len()
        ));
    }
    let base = if ptr {
        let pt = ed.m.ptr();
        ed.load(pt, v.var)
    } else {
        v.var
    };
    let host = ed.ptradd_v(base, offset);
    let rows = through_ptrs.then(|| {
        let b1 = v.bounds[1];
        let es1 = elem_bytes(ed, v, 1);
        let lo1 = ed.int_to(b1.lower, 64);
        let len1 = ed.int_to(b1.length, 64);
        Rows {
            parr: host,
            n: len,
            offset: ed.bin(BinOp::Mul, lo1, es1),
            bytes: ed.bin(BinOp::Mul, len1, es1),
            each: None,
            step: None,
            desc_rank: None,
        }
    });
    Ok(Section {
        host,
        bytes,
        offset,
        ptr_var: ptr,
        rows,
    })
}

fn map_kind(k: DataClauseKind) -> Option<u32> {
    Some(match k {
        DataClauseKind::Copy => MAP_COPY,
        DataClauseKind::CopyIn => MAP_COPYIN,
        DataClauseKind::CopyOut => MAP_COPYOUT,
        DataClauseKind::Create => MAP_CREATE,
        DataClauseKind::Present => MAP_PRESENT,
        DataClauseKind::NoCreate => MAP_NO_CREATE,
        DataClauseKind::Delete => MAP_DELETE,
        DataClauseKind::Attach => MAP_ATTACH,
        DataClauseKind::Detach => MAP_DETACH,
        DataClauseKind::DevicePtr => MAP_DEVICEPTR,
        DataClauseKind::Host => MAP_UPDATE_SELF,
        DataClauseKind::Device => MAP_UPDATE_DEVICE,
        DataClauseKind::Link => MAP_LINK,
        _ => return None,
    })
}

fn modifier_flags(mods: &[DataModifier]) -> u32 {
    mods.iter()
        .map(|md| match md {
            DataModifier::ReadOnly => FLAG_READONLY,
            DataModifier::Zero => FLAG_ZERO,
            DataModifier::Implicit => FLAG_IMPLICIT,
            DataModifier::Always => FLAG_ALWAYS_IN | FLAG_ALWAYS_OUT,
            DataModifier::AlwaysIn => FLAG_ALWAYS_IN,
            DataModifier::AlwaysOut => FLAG_ALWAYS_OUT,
            DataModifier::OmpRefCount => FLAG_OMP_REFCOUNT,
            _ => 0,
        })
        .fold(0, |a, b| a | b)
}

/// `a[2:n]`-style text of a clause variable for remarks (non-constant bounds as `*`).
fn var_text(body: &Body, v: &VarRef) -> String {
    let mut s = v.name.to_string();
    for b in &v.bounds {
        let f = |x: Value| iconst_of(body, x).map_or_else(|| "*".to_string(), |c| c.to_string());
        match b.stride {
            Some(st) => s.push_str(&format!("[{}:{}:{}]", f(b.lower), f(b.length), f(st))),
            None => s.push_str(&format!("[{}:{}]", f(b.lower), f(b.length))),
        }
    }
    s
}

/// Fills an `oxacc_map[n]` on the stack; each `device` starts as the host address, so that a
/// host-path construct (no data actions) passes host addresses.
fn fill_maps(ed: &mut Ed, maps: &[MapSpec]) -> Value {
    let i64t = ed.m.i64();
    let at = ed.m.array(i64t, 6 * maps.len().max(1) as u64);
    let arr = ed.entry_alloca(at);
    for (k, s) in maps.iter().enumerate() {
        let base = ed.ptradd(arr, MAP_SIZE * k as i128);
        ed.store_at(s.host, base, 0);
        ed.store_at(s.bytes, base, 8);
        let kind = ed.i32c(s.kind as i128);
        ed.store_at(kind, base, 16);
        let flags = ed.i32c(s.flags as i128);
        ed.store_at(flags, base, 20);
        let name = ed.cstr(&s.name);
        ed.store_at(name, base, 24);
        let p = match s.pointer {
            Some(p) => p,
            None => ed.null(),
        };
        ed.store_at(p, base, 32);
        ed.store_at(s.host, base, MAP_DEVICE);
    }
    arr
}

/// The map kind of the component data an `each_element*` attach copies (decision 84's deep
/// copy of a component of every element; decision 91's and 98's of a structure a clause maps
/// whole: its component's data follow the structure's clause), `None` without the modifier.
fn each_element_map(mods: &[DataModifier]) -> Option<u32> {
    mods.iter().find_map(|m| match m {
        DataModifier::EachElement => Some(MAP_COPY),
        DataModifier::EachElementIn => Some(MAP_COPYIN),
        DataModifier::EachElementOut => Some(MAP_COPYOUT),
        DataModifier::EachElementCreate => Some(MAP_CREATE),
        _ => None,
    })
}

/// The row record of an `each_element*` attach `v` of clause `dc`: the pointer of every
/// element of an array of structures (decision 84), one attach each in a loop after the
/// construct's other entry actions; a pointer that begins a Fortran descriptor has its data
/// mapped too, with [`each_element_map`]'s kind.
fn each_element_row(ed: &mut Ed, dc: &crate::directive::DataClause, v: &VarRef) -> Option<RowMap> {
    let b = v.bounds.first()?;
    let n = ed.int_to(b.length, 64);
    let zero = ed.i64c(0);
    let bytes = ed.i64c(8);
    // A descriptor's words (decision 84's deep copy): 3 + 3·rank.
    let desc_rank = match ed.m.types.kind(v.ty) {
        TypeKind::Array { len, .. } => Some(((len - 3) / 3) as u8),
        _ => None,
    };
    let es = ed.m.types.size_of(b.elem) as i128;
    let step = b.stride.map(|st| {
        let st = ed.int_to(st, 64);
        let esv = ed.i64c(es);
        ed.bin(BinOp::Mul, st, esv)
    });
    Some(RowMap {
        rows: Rows {
            parr: v.var,
            n,
            offset: zero,
            bytes,
            each: Some(es),
            step,
            desc_rank,
        },
        kind: match desc_rank {
            Some(_) => each_element_map(&dc.modifiers).unwrap_or(MAP_COPY),
            None => MAP_ATTACH,
        },
        flags: if desc_rank.is_some() {
            FLAG_IMPLICIT
        } else {
            0
        },
        name: v.name.to_string(),
    })
}

/// One `NAME(record, 1, …)` call per row of each pointer-array section (§2.7.1): the row's
/// section, attaching (detaching) the pointer to it — after the pointer array is entered,
/// before it is exited.
fn call_rows(ed: &mut Ed, name: &str, s: &Site, rows: &[RowMap]) {
    if rows.is_empty() {
        return;
    }
    let i64t = ed.m.i64();
    let pt = ed.m.ptr();
    let at = ed.m.array(i64t, 6);
    let rec = ed.entry_alloca(at);
    let f = runtime_data_fn(ed.m, name);
    for rm in rows {
        let r = rm.rows;
        let n = r.n;
        counted_loop(ed, n, |ed, k| {
            let step = match r.step {
                Some(st) => st,
                None => ed.i64c(r.each.unwrap_or(8)),
            };
            let o = ed.bin(BinOp::Mul, k, step);
            let pp = ed.ptradd_v(r.parr, o);
            if let Some(rank) = r.desc_rank {
                descriptor_record(ed, rec, pp, rank, rm, f, s);
                return;
            }
            // The record: with `each`, the pointer word of an element of an array of
            // structures, attached alone (no `pointer`); else the row the pointer at `pp`
            // points to, attached at `pp` unless the record is a motion.
            let (host, pointer, device) = if r.each.is_some() {
                let null = ed.null();
                (pp, null, pp)
            } else {
                let row = ed.load(pt, pp);
                let host = ed.ptradd_v(row, r.offset);
                let p = if matches!(rm.kind, MAP_UPDATE_DEVICE | MAP_UPDATE_SELF) {
                    ed.null()
                } else {
                    pp
                };
                (host, p, host)
            };
            row_record(ed, rec, rm, [host, r.bytes, pointer, device], f, s);
        });
    }
}

/// One record for the elements of the Fortran descriptor at `desc` (a component of an
/// element of an array of structures, decision 84): the span its base address, extents and
/// strides reach, `pointer` its base address (attached after the copy-in, detached before the
/// copy-out, §2.7.2), and the runtime call; nothing for an unallocated component or an empty
/// one.
fn descriptor_record(
    ed: &mut Ed,
    rec: Value,
    desc: Value,
    rank: u8,
    rm: &RowMap,
    f: crate::entity::FuncId,
    s: &Site,
) {
    let i64t = ed.m.i64();
    let pt = ed.m.ptr();
    let base = ed.load(pt, desc);
    let at = ed.ptradd(desc, i128::from(descriptor::ELEM_LEN));
    let elem_len = ed.load(i64t, at);
    let zero = ed.i64c(0);
    let (mut lo, mut hi) = (zero, zero);
    let null = ed.null();
    let mut skip = ed.icmp(IntCC::Eq, base, null);
    for k in 0..rank {
        let at = ed.ptradd(
            desc,
            i128::from(descriptor::dim_field(k, descriptor::EXTENT)),
        );
        let extent = ed.load(i64t, at);
        let at = ed.ptradd(desc, i128::from(descriptor::dim_field(k, descriptor::SM)));
        let sm = ed.load(i64t, at);
        let empty = ed.icmp(IntCC::Sle, extent, zero);
        skip = ed.bin(BinOp::Or, skip, empty);
        let one = ed.i64c(1);
        let last = ed.bin(BinOp::Sub, extent, one);
        let reach = ed.bin(BinOp::Mul, last, sm);
        let down = ed.icmp(IntCC::Slt, reach, zero);
        let l = ed.select(down, reach, zero);
        let h = ed.select(down, zero, reach);
        lo = ed.bin(BinOp::Add, lo, l);
        hi = ed.bin(BinOp::Add, hi, h);
    }
    let width = ed.bin(BinOp::Sub, hi, lo);
    let bytes = ed.bin(BinOp::Add, width, elem_len);
    let host = ed.ptradd_v(base, lo);
    let call = ed.block_after(ed.blk);
    let done = ed.block_after(call);
    ed.condbr(skip, done, &[], call, &[]);
    ed.at_end(call);
    row_record(ed, rec, rm, [host, bytes, desc, host], f, s);
    ed.br(done, &[]);
    ed.at_end(done);
}

/// Fills the one map record at `rec` for `rm` — `[host, bytes, pointer, device]`, its kind,
/// flags and name — and hands it to the runtime's map call `f`.
fn row_record(
    ed: &mut Ed,
    rec: Value,
    rm: &RowMap,
    [host, bytes, pointer, device]: [Value; 4],
    f: crate::entity::FuncId,
    s: &Site,
) {
    ed.store_at(host, rec, 0);
    ed.store_at(bytes, rec, 8);
    let kind = ed.i32c(rm.kind as i128);
    ed.store_at(kind, rec, 16);
    let flags = ed.i32c(rm.flags as i128);
    ed.store_at(flags, rec, 20);
    let nm = ed.cstr(&rm.name);
    ed.store_at(nm, rec, 24);
    ed.store_at(pointer, rec, 32);
    ed.store_at(device, rec, MAP_DEVICE);
    let one = ed.i32c(1);
    ed.call(f, &[rec, one, s.async_v, s.wait, s.nwait, s.src]);
}

fn load_device(ed: &mut Ed, arr: Value, k: usize) -> Value {
    let p = ed.ptradd(arr, MAP_SIZE * k as i128 + MAP_DEVICE);
    let pt = ed.m.ptr();
    ed.load(pt, p)
}

/// How a value used inside a compute region reaches the kernel.
#[derive(Clone, Copy)]
enum How {
    /// The device address of a mapped section, minus the offset (a pointer variable with a
    /// section: the kernel gets its own variable holding that address).
    Mapped {
        map: usize,
        offset: Value,
        ptr_var: bool,
    },
    /// A pointer value translated through a zero-length `link` lookup (device address when
    /// present, else unchanged — docs/openacc-lowering.md §2.1); `var`: held in a variable.
    Lookup { map: usize, var: bool },
    /// A value passed as is; `var`: held in a fresh variable of the kernel.
    Value { v: Value, var: bool },
    /// A Fortran descriptor passed by value with the device address of its elements (those of
    /// map `map`, minus `offset`) as base address (descriptor_args.rs); held in a variable.
    Descriptor { map: usize, offset: Value },
}

fn outline_compute(
    m: &mut Module,
    body: &mut Body,
    fid: FuncId,
    c: Inst,
    count: &mut usize,
    warp_workers: &mut HashSet<FuncId>,
    versions: &super::coop::Versions,
) -> Option<FuncId> {
    let loc = body.inst(c).loc;
    if !matches!(dir(body, c).kind, DirectiveKind::Compute(_)) {
        return None;
    }
    // OpenMP teams narrower than the threads that run them (before the capture: the bounds
    // are values of the construct).
    let thread_limit = super::omp_team::fold_limits(m, body, c);
    let d = dir(body, c).clone();
    let DirectiveKind::Compute(kind) = d.kind else {
        return None;
    };
    let clauses = host_clauses(&d.clauses);
    let r = d.region.expect("region");
    // The construct's clauses name variables (and the region's loops and their clauses may
    // name captured values, which the capture list holds anyway).
    let named: HashSet<Value> = d
        .clauses
        .iter()
        .flat_map(|c| c.vars())
        .map(|v| v.var)
        .collect();
    super::capture_values::simplify(body, r, &named);
    let caps = captures(body, r);
    let by_value = super::descriptor_args::by_value(m, body, r, &caps, &clauses);
    let base_fields: HashMap<Value, Value> = by_value.iter().map(|(&d, &f)| (f, d)).collect();
    let fname = m.funcs[fid.index()].name.clone();
    let mut kname =
        crate::module::outlined_region_name(&fname, crate::module::ACC_REGION_TAG, *count);
    // A global may have the name too: a Fortran main program's variable `acc` is the static
    // `MAIN__.acc.<n>`.
    while m.func_by_name(&kname).is_some() || m.global_by_name(&kname).is_some() {
        *count += 1;
        kname = crate::module::outlined_region_name(&fname, crate::module::ACC_REGION_TAG, *count);
    }
    *count += 1;
    let ptr = m.ptr();
    let void = m.void();
    let ksig = m.func_type(&[ptr, ptr], void, false);
    let kfid = m.declare_func(&kname, ksig);
    {
        let k = m.func_mut(kfid);
        k.linkage = Linkage::Internal;
        k.attrs.push(FuncAttr::NoUnwind);
        k.loc = loc;
    }

    // ---- the construct site ----
    let (b, pos) = inst_pos(body, c);
    remove_inst(body, c);
    let cont = split_block(body, b, pos);
    let mut ed = Ed::new(m, body, b, pos, loc);
    // Runtime errors name the construct the program wrote: an OpenMP target region (its
    // implicit data rules are OpenMP's) is "target", not the OpenACC construct it became.
    let omp = clauses.iter().any(|c| {
        matches!(
            c,
            Clause::DefaultMapScalarFirstprivate
                | Clause::DefaultMapScalarTofrom
                | Clause::OmpImplicit(_)
        )
    });
    let s = site(&mut ed, &clauses, if omp { "target" } else { kind.name() });
    let mut maps: Vec<MapSpec> = Vec::new();
    let mut rows: Vec<RowMap> = Vec::new();
    let mut how: HashMap<Value, How> = HashMap::new();
    let mut texts = Vec::new();
    for cl in &clauses {
        let Clause::Data(dc) = cl else { continue };
        for v in &dc.vars {
            texts.push(format!("{}({})", dc.kind.name(), var_text(ed.b, v)));
            match dc.kind {
                // The pointer of every element of an array of structures (decision 84): one
                // attach each, in a loop after the construct's other entry actions.
                DataClauseKind::Attach if each_element_map(&dc.modifiers).is_some() => {
                    rows.extend(each_element_row(&mut ed, dc, v));
                }
                DataClauseKind::DevicePtr => {
                    // A Fortran descriptor (an assumed-shape dummy): a copy of it, by value,
                    // whose base address already is the device's.
                    let desc = matches!(ed.b.var_at(v.var),
                        Some(x) if x.addr == v.var && matches!(x.shape, Shape::Descriptor { .. }));
                    if desc {
                        let val = ed.load(v.ty, v.var);
                        how.entry(v.var).or_insert(How::Value { v: val, var: true });
                        continue;
                    }
                    // OpenMP `is_device_ptr` of a structure holding the address (Fortran's
                    // `type(c_ptr)`): the region's variable is private, initialised with the
                    // device address the original holds (4.5 §2.15.1.1, 5.0 §2.19.1.1), not
                    // the original's host storage, which a GPU cannot read.
                    // (An array there is the device storage itself, 5.1's has_device_addr.)
                    let structure = matches!(ed.m.types.kind(v.ty), TypeKind::Aggregate { .. });
                    if omp && structure {
                        let val = ed.load(v.ty, v.var);
                        how.entry(v.var).or_insert(How::Value { v: val, var: true });
                        continue;
                    }
                    // §2.7.5: the value already is a device address.
                    let pt = ed.m.ptr();
                    let val = if ed.m.types.is_ptr(v.ty) {
                        ed.load(pt, v.var)
                    } else {
                        v.var
                    };
                    let var = ed.m.types.is_ptr(v.ty);
                    how.entry(v.var).or_insert(How::Value { v: val, var });
                }
                DataClauseKind::Attach if v.bounds.is_empty() => {
                    let bytes = ed.i64c(8);
                    maps.push(MapSpec {
                        host: v.var,
                        bytes,
                        kind: MAP_ATTACH,
                        flags: 0,
                        name: v.name.to_string(),
                        pointer: None,
                    });
                }
                // The descriptor itself travels in the argument buffer.
                _ if v.bounds.is_empty() && by_value.contains_key(&v.var) => {}
                k => {
                    let sec = match section(&mut ed, v) {
                        Ok(sec) => sec,
                        Err(e) => {
                            error(ed.m, loc, e);
                            continue;
                        }
                    };
                    let idx = maps.len();
                    // No device copy of a by-value descriptor to attach into; but an attach
                    // (decision 63) needs its pointer to tell it from a plain one, and
                    // attaches nothing where the pointer is not present.
                    let pointer = sec
                        .ptr_var
                        .then_some(v.var)
                        .filter(|p| k == DataClauseKind::Attach || !base_fields.contains_key(p));
                    maps.push(MapSpec {
                        host: sec.host,
                        bytes: sec.bytes,
                        kind: map_kind(k).unwrap_or(MAP_PRESENT),
                        flags: modifier_flags(&dc.modifiers),
                        name: v.name.to_string(),
                        pointer,
                    });
                    if let Some(&desc) = base_fields.get(&v.var) {
                        how.entry(desc).or_insert(How::Descriptor {
                            map: idx,
                            offset: sec.offset,
                        });
                    }
                    how.entry(v.var).or_insert(How::Mapped {
                        map: idx,
                        offset: sec.offset,
                        ptr_var: sec.ptr_var,
                    });
                    if let Some(r) = sec.rows {
                        rows.push(RowMap {
                            rows: r,
                            kind: map_kind(k).unwrap_or(MAP_PRESENT),
                            flags: modifier_flags(&dc.modifiers),
                            name: v.name.to_string(),
                        });
                    }
                }
            }
        }
    }
    for &v in &caps {
        if how.contains_key(&v) {
            continue;
        }
        let pt = ed.m.ptr();
        let h = if let Some(ty) = var_type(ed.m, ed.b, v) {
            if ed.m.types.is_aggregate(ty) {
                // Normally given an implicit copy by acc-implicit-data.
                let bytes = ed.i64c(ed.m.types.size_of(ty) as i128);
                let zero = ed.i64c(0);
                maps.push(MapSpec {
                    host: v,
                    bytes,
                    kind: MAP_COPY,
                    flags: 0,
                    name: implicit_name(ed.m, ed.b, v),
                    pointer: None,
                });
                How::Mapped {
                    map: maps.len() - 1,
                    offset: zero,
                    ptr_var: false,
                }
            } else if ed.m.types.is_ptr(ty) {
                let val = ed.load(pt, v);
                let zero = ed.i64c(0);
                maps.push(MapSpec {
                    host: val,
                    bytes: zero,
                    kind: MAP_LINK,
                    flags: 0,
                    name: implicit_name(ed.m, ed.b, v),
                    pointer: None,
                });
                How::Lookup {
                    map: maps.len() - 1,
                    var: true,
                }
            } else {
                let val = ed.load(ty, v);
                How::Value { v: val, var: true }
            }
        } else if ed.m.types.is_ptr(ed.ty(v)) {
            let zero = ed.i64c(0);
            maps.push(MapSpec {
                host: v,
                bytes: zero,
                kind: MAP_LINK,
                flags: 0,
                name: "<pointer>".into(),
                pointer: None,
            });
            How::Lookup {
                map: maps.len() - 1,
                var: false,
            }
        } else {
            How::Value { v, var: false }
        };
        how.insert(v, h);
    }
    // Whether the region's device version runs as gangs of threads (spmd.rs); the kernel's
    // own variables are replicated per thread like the region's allocas.
    let kernel_vars: HashSet<Value> = caps
        .iter()
        .copied()
        .filter(|v| match how[v] {
            How::Mapped { ptr_var, .. } => ptr_var,
            How::Lookup { var, .. } | How::Value { var, .. } => var,
            How::Descriptor { .. } => true,
        })
        .collect();
    omp_queries_outside_thread_loops(ed.m, ed.b, r);
    // A `serial` region is one thread (§2.5.3: vector_length(1)); its calls stay one-thread.
    let (mut coop, mut worker_coop): (HashSet<FuncId>, HashSet<FuncId>) =
        if kind == ComputeKind::Serial {
            (HashSet::new(), HashSet::new())
        } else {
            (
                versions.gang.keys().copied().collect(),
                versions.worker.keys().copied().collect(),
            )
        };
    // The kernel's shared memory holds the shared arrays of the cooperative routines it
    // calls: a routine whose share would take it past ptxas's limit keeps its one-thread
    // calls here.
    loop {
        let per = super::coop::routine_shared_bytes(ed.m, ed.b, r, versions, &coop, &worker_coop);
        let total: u64 = per.iter().map(|p| p.1).sum();
        if total <= super::spmd::MAX_KERNEL_SHARED_BYTES {
            break;
        }
        let Some(&(f, _)) = per.iter().max_by_key(|p| p.1) else {
            break;
        };
        coop.remove(&f);
        worker_coop.remove(&f);
        let name = ed.m.func(f).user_name().to_string();
        remark(
            ed.m,
            loc,
            format!(
                "{}: kernel {kname}: routine {name} runs in one thread of the gang here: the shared memory of the routines the kernel calls ({total} bytes) would exceed {} bytes",
                kind.name(),
                super::spmd::MAX_KERNEL_SHARED_BYTES
            ),
        );
    }
    for l in super::coop::demote_worker_loops(ed.m, ed.b, r, &worker_coop) {
        let at = ed.b.inst(l).loc;
        remark(
            ed.m,
            at,
            format!(
                "loop at {}:{}: iterations shared by the threads of a gang on the GPU (vector): a vector routine it calls has no version for the threads of a worker",
                at.line, at.col
            ),
        );
    }
    let region_versions = super::coop::Versions {
        gang: versions
            .gang
            .iter()
            .filter(|(f, _)| coop.contains(f))
            .map(|(&f, &v)| (f, v))
            .collect(),
        worker: versions
            .worker
            .iter()
            .filter(|(f, _)| worker_coop.contains(f))
            .map(|(&f, &v)| (f, v))
            .collect(),
    };
    let versions = &region_versions;
    let mut threaded = super::spmd::check(ed.m, ed.b, r, &kernel_vars, &coop, &worker_coop);
    for (at, name) in super::coop::calls_of_other_files_routines(ed.m, ed.b, r) {
        remark(
            ed.m,
            at,
            format!(
                "{}: kernel {kname}: routine {name} is defined in another file: its loops run in the calling thread on the GPU",
                kind.name()
            ),
        );
    }
    if let Err(why) = &threaded {
        // Without worker loops the region may still run as gangs of threads, its worker loops
        // redundantly in every thread.
        let worker_loops = super::spmd::worker_loops(ed.b, r);
        if !worker_loops.is_empty() {
            remark(
                ed.m,
                loc,
                format!(
                    "{}: kernel {kname}: worker loops run in every thread of the gang, not on threadIdx.y: {why}",
                    kind.name()
                ),
            );
            for w in worker_loops {
                dir_mut(ed.b, w)
                    .clauses
                    .retain(|c| !matches!(c, Clause::Worker(_)));
            }
            threaded = super::spmd::check(ed.m, ed.b, r, &kernel_vars, &coop, &worker_coop);
        }
    }
    // An OpenMP `thread_limit(n)` sizes the blocks as `vector_length(min(n, 256))` would
    // (whole warps, of which the teams use n at most: omp_team.rs); never above the
    // runtime's default of 256, which every kernel's resources already allow.
    // A worker routine that every thread calls shares its worker loops over threadIdx.y too.
    let two_d = !super::spmd::worker_loops(ed.b, r).is_empty()
        || (threaded.is_ok() && super::coop::calls_worker_routine(ed.m, ed.b, r, versions));
    let limit_blocks = match thread_limit {
        Some(t) if !two_d => {
            let t = ed.int_to(t, 32);
            let most = ed.i32c(256);
            let over = ed.icmp(IntCC::Sgt, t, most);
            Some(ed.select(over, most, t))
        }
        _ => None,
    };
    let vector_clause = clauses
        .iter()
        .find_map(|c| match c {
            Clause::VectorLength(v) => Some(*v),
            _ => None,
        })
        .or(limit_blocks);
    let workers_clause = clauses.iter().find_map(|c| match c {
        Clause::NumWorkers(v) => Some(*v),
        _ => None,
    });
    // Blocks of V × W threads; workers of one warp when there is no vector_length, or a
    // constant up to 32 (thread_gangs rounds it up to 32).
    let one_warp_workers = two_d
        && vector_clause.is_none_or(|v| iconst_of(ed.b, v).is_some_and(|c| (1..=32).contains(&c)));
    let arr = fill_maps(&mut ed, &maps);
    let nmaps = maps.len();
    if nmaps > 0 {
        cond_do(&mut ed, s.dev_cond, |ed| {
            call_data(ed, "__oxacc_data_enter", &s, arr, nmaps);
            call_rows(ed, "__oxacc_data_enter", &s, &rows);
        });
    }
    // The arguments: args[i] points to a slot holding parameter i.
    let pt = ed.m.ptr();
    let nargs = caps.len();
    let args_ty = ed.m.array(pt, nargs.max(1) as u64);
    let args = ed.entry_alloca(args_ty);
    let mut param_ty = Vec::new();
    let pointers: Vec<(usize, Value)> = caps
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, v)| {
            matches!(
                how[v],
                How::Mapped { ptr_var: true, .. } | How::Lookup { var: true, .. }
            )
        })
        .collect();
    let restrict_params = super::kernel_restrict::noalias_params(ed.b, &pointers);
    for (i, &v) in caps.iter().enumerate() {
        let val = match how[&v] {
            How::Mapped { map, offset, .. } => {
                let dev = load_device(&mut ed, arr, map);
                let zero = ed.i64c(0);
                let neg = ed.bin(BinOp::Sub, zero, offset);
                ed.ptradd_v(dev, neg)
            }
            How::Lookup { map, .. } => load_device(&mut ed, arr, map),
            How::Value { v, .. } => v,
            How::Descriptor { map, offset } => {
                // A copy of the host descriptor with the device base address (the value the
                // attach would have stored).
                let rank = super::descriptor_args::rank_at(ed.m, ed.b, v, &clauses);
                let i64t = ed.m.i64();
                let ty = ed.m.array(i64t, descriptor::size(rank) / 8);
                let slot = ed.entry_alloca(ty);
                let bytes = ed.i64c(i128::from(descriptor::size(rank)));
                ed.ins(
                    InstKind::Memcpy {
                        dst: slot,
                        src: v,
                        len: bytes,
                    },
                    None,
                );
                let dev = load_device(&mut ed, arr, map);
                let zero = ed.i64c(0);
                let neg = ed.bin(BinOp::Sub, zero, offset);
                let base = ed.ptradd_v(dev, neg);
                ed.store_at(base, slot, descriptor::BASE_ADDR as i128);
                param_ty.push(ty);
                ed.store_at(slot, args, 8 * i as i128);
                continue;
            }
        };
        let ty = ed.ty(val);
        param_ty.push(ty);
        let slot = ed.entry_alloca(ty);
        ed.store(val, slot);
        ed.store_at(slot, args, 8 * i as i128);
    }
    // The launch record.
    let i64t = ed.m.i64();
    let words = if super::grid3::enabled() {
        super::grid3::LAUNCH_WORDS_GRID3
    } else {
        LAUNCH_WORDS
    };
    let lt = ed.m.array(i64t, words);
    let l = ed.entry_alloca(lt);
    let mut gangs: Vec<Value> = Vec::new();
    let (mut workers, mut vector) = (None, None);
    for cl in &clauses {
        match cl {
            Clause::NumGangs(vs) => {
                gangs = vs.iter().map(|&g| ed.int_to(g, 32)).collect();
            }
            Clause::NumWorkers(w) => workers = Some(ed.int_to(*w, 32)),
            Clause::VectorLength(v) => vector = Some(ed.int_to(*v, 32)),
            _ => {}
        }
    }
    if kind == ComputeKind::Serial {
        // §2.5.2: one gang of one worker with vector length one.
        let one = ed.i32c(1);
        gangs = vec![one];
        workers = Some(one);
        vector = Some(one);
    }
    let abi = ed.i32c(1);
    ed.store_at(abi, l, 0);
    // The exit actions below follow the launch at once (decision 62).
    let exit = if nmaps > 0 {
        super::device::FLAG_EXIT_FOLLOWS
    } else {
        0
    };
    let flags = match s.dev_cond {
        Some(c) => {
            let z = ed.i32c(exit);
            let h = ed.i32c(LAUNCH_HOST);
            ed.select(c, z, h)
        }
        None => ed.i32c(exit),
    };
    ed.store_at(flags, l, 4);
    // The device kernel of this region and its image (acc-device builds its body).
    let (image, kidx) = super::device::launch_target(&mut ed, kfid, &param_ty, restrict_params);
    ed.store_at(image, l, 8);
    let zero32 = ed.i32c(0);
    ed.store_at(kidx, l, 16);
    let na = ed.i32c(nargs as i128);
    ed.store_at(na, l, 20);
    ed.store_at(args, l, 24);
    let kaddr = ed.val(InstKind::FuncAddr(kfid), pt);
    ed.store_at(kaddr, l, 32);
    for k in 0..3 {
        let g = gangs.get(k).copied().unwrap_or(zero32);
        ed.store_at(g, l, 40 + 4 * k as i128);
    }
    ed.store_at(workers.unwrap_or(zero32), l, 52);
    ed.store_at(vector.unwrap_or(zero32), l, 56);
    ed.store_at(zero32, l, 60);
    ed.store_at(s.async_v, l, 64);
    ed.store_at(s.nwait, l, 68);
    ed.store_at(s.wait, l, 72);
    let kn = ed.cstr(&kname);
    ed.store_at(kn, l, 80);
    ed.store_at(s.file, l, 88);
    ed.store_at(s.line, l, 96);
    ed.store_at(s.col, l, 100);
    ed.store_at(s.construct, l, 104);
    match &threaded {
        Ok(_) => super::device::thread_gangs(&mut ed, l, vector_clause, workers_clause, two_d, r),
        Err(_) => super::device::single_thread_gangs(&mut ed, l),
    }
    let reduces = clauses.iter().any(|c| matches!(c, Clause::Reduction(..)));
    if gangs.is_empty() && !reduces {
        // The 3-D grid needs the kernel's one-dimensional gangs of threads (grid3.rs).
        let grid3_ok = threaded.is_ok() && !two_d;
        // The rows' geometry at launch needs a kernel lowered for it (outline's `gpu` group).
        let rows_ok = threaded.is_ok()
            && super::spmd::wide_rows(ed.b, r)
            && !super::coop::calls_worker_routine(ed.m, ed.b, r, versions);
        super::device::gang_work(&mut ed, r, l, grid3_ok, rows_ok);
    }
    let launch = {
        let v = ed.m.void();
        runtime_fn(ed.m, "__oxacc_launch", &[pt], v)
    };
    ed.call(launch, &[l]);
    if nmaps > 0 {
        // With async, the exit actions are queued behind the kernel (same async argument).
        cond_do(&mut ed, s.dev_cond, |ed| {
            call_rows(ed, "__oxacc_data_exit", &s, &rows);
            call_data(ed, "__oxacc_data_exit", &s, arr, nmaps)
        });
    }
    ed.br(cont, &[]);

    // ---- the kernel ----
    let mut kb = Body::default();
    let e0 = kb.new_block();
    kb.attach_block(Body::BODY_REGION, e0);
    let kargs = kb.add_block_param(e0, ptr);
    let kctx = kb.add_block_param(e0, ptr);
    let mut vmap: HashMap<Value, Value> = HashMap::new();
    // OpenACC 3.3 §2.7.7: data of a `readonly` clause is never written in the region.
    let readonly: HashSet<Value> = clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Data(dc) if dc.modifiers.contains(&DataModifier::ReadOnly) => Some(&dc.vars),
            _ => None,
        })
        .flatten()
        .map(|v| v.var)
        .collect();
    // The kernel's readonly device addresses, and its variables holding one.
    let (mut ro_bases, mut ro_vars) = (HashSet::new(), HashSet::new());
    {
        let mut ked = Ed::new(m, &mut kb, e0, 0, loc);
        for (i, &v) in caps.iter().enumerate() {
            let idx = ked.i64c(i as i128);
            let slotp = ked.elem(ptr, kargs, idx);
            let slot = ked.load(ptr, slotp);
            let val = ked.load(param_ty[i], slot);
            let as_var = match how[&v] {
                How::Mapped { ptr_var, .. } => ptr_var,
                How::Lookup { var, .. } | How::Value { var, .. } => var,
                How::Descriptor { .. } => true,
            };
            let kv = if as_var {
                // The kernel's own copy of the variable (firstprivate; a pointer variable
                // holding the device address of its section).
                let a = ked.entry_alloca(param_ty[i]);
                ked.store(val, a);
                a
            } else {
                val
            };
            if readonly.contains(&v) && matches!(how[&v], How::Mapped { .. }) {
                if as_var {
                    ro_vars.insert(kv);
                } else {
                    ro_bases.insert(kv);
                }
            }
            vmap.insert(v, kv);
        }
    }
    let kentry = clone_region(body, r, &mut kb, Body::BODY_REGION, &mut vmap);
    discard_region(body, r);
    // Per-gang storage (the region's leading allocas) moves to the kernel's entry block, where
    // LLVM promotes it to registers.
    let hoist: Vec<Inst> = kb.block(kentry).insts[..alloca_prefix(&kb, kentry)].to_vec();
    for i in hoist {
        kb.blocks[kentry.index()].insts.retain(|&x| x != i);
        kb.append_inst(e0, i);
    }
    keep_sound_invariant_loads(&mut kb, ptr);
    mark_readonly_loads(&mut kb, &ro_bases, &ro_vars);
    let term = kb.new_inst(InstKind::Br(BlockCall::new(kentry, &[])), None, loc);
    kb.append_inst(e0, term);
    let blocks = kb.region(Body::BODY_REGION).blocks.clone();
    for (_, t) in blocks_ending_in_yield(&kb, &blocks) {
        kb.insts[t.index()].kind = InstKind::Ret(None);
    }
    omp_team_queries_from_ctx(m, &mut kb, e0, kctx);
    match &threaded {
        Ok(shared) => {
            let mut dev = kb.clone();
            let map = |vs: &[Value]| -> Vec<Value> {
                vs.iter().filter_map(|v| vmap.get(v).copied()).collect()
            };
            // With the routines' shared arrays the kernel's must stay under ptxas's limit:
            // the largest of its own go to the gang's storage in global memory until they do.
            let routines: u64 = super::coop::routine_shared_bytes(
                m,
                &kb,
                Body::BODY_REGION,
                versions,
                &coop,
                &worker_coop,
            )
            .iter()
            .map(|p| p.1)
            .sum();
            let mut own: Vec<(Value, bool, u64)> = shared
                .gang
                .iter()
                .map(|&v| (v, false))
                .chain(shared.worker.iter().map(|&v| (v, true)))
                .map(|(v, w)| (v, w, super::spmd::object_bytes(m, body, v, w)))
                .collect();
            own.sort_by_key(|o| std::cmp::Reverse(o.2));
            let mut total = routines + own.iter().map(|o| o.2).sum::<u64>();
            let mut global: Vec<(Value, bool)> = Vec::new();
            for &(v, w, bytes) in &own {
                if total <= super::spmd::MAX_KERNEL_SHARED_BYTES {
                    break;
                }
                total -= bytes;
                global.push((v, w));
            }
            let stays = |v: &Value| !global.iter().any(|g| g.0 == *v);
            let kept =
                |vs: &[Value]| -> Vec<Value> { vs.iter().copied().filter(|v| stays(v)).collect() };
            let moved = |w: bool| -> Vec<Value> {
                global.iter().filter(|g| g.1 == w).map(|g| g.0).collect()
            };
            let (gang, worker) = (map(&kept(&shared.gang)), map(&kept(&shared.worker)));
            super::spmd::place_in_shared(m, &mut dev, &gang, &worker);
            super::spmd::place_in_global(m, &mut dev, &map(&moved(false)), &map(&moved(true)));
            if !global.is_empty() {
                let names: Vec<String> = global
                    .iter()
                    .map(|g| format!("'{}'", body.var_name(g.0).map_or("?", |n| n.as_str())))
                    .collect();
                remark(
                    m,
                    loc,
                    format!(
                        "{}: kernel {kname}: {} in the gang's storage in global memory, not shared memory: with the routines it calls ({routines} bytes) the kernel's shared memory would exceed {} bytes",
                        kind.name(),
                        names.join(", "),
                        super::spmd::MAX_KERNEL_SHARED_BYTES
                    ),
                );
            }
            super::spmd::share_run_time_storage(m, &mut dev, &map(&shared.heap));
            for (at, name, by_worker) in
                super::coop::call_cooperative_versions(m, &mut dev, versions, false)
            {
                let (who, whose) = if by_worker {
                    ("the threads of each worker call", "worker's")
                } else {
                    ("every thread of the gang calls", "gang's")
                };
                remark(
                    m,
                    at,
                    format!(
                        "{}: kernel {kname}: {who} routine {name} at {}:{} (its loops shared by the {whose} threads)",
                        kind.name(),
                        at.line,
                        at.col
                    ),
                );
            }
            let dv = super::spmd::declare_device_version(m, kfid, dev);
            if one_warp_workers {
                warp_workers.insert(dv);
            }
            let names = |vs: &[Value]| -> String {
                vs.iter()
                    .map(|v| format!("'{}'", body.var_name(*v).map_or("?", |n| n.as_str())))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let by_ref = |objs: &[Value], yes: bool| -> Vec<Value> {
                objs.iter()
                    .copied()
                    .filter(|v| shared.by_reference.contains(v) == yes && stays(v))
                    .collect()
            };
            for (objs, whose, callers) in [
                (by_ref(&shared.gang, true), "gang's", "every thread calls"),
                (
                    by_ref(&shared.worker, true),
                    "worker's",
                    "the threads of each worker call",
                ),
            ] {
                if !objs.is_empty() {
                    remark(
                        m,
                        loc,
                        format!(
                            "{}: kernel {kname}: {} in the {whose} shared memory on the GPU (given to a routine that {callers}, which may write it)",
                            kind.name(),
                            names(&objs)
                        ),
                    );
                }
            }
            let gang = by_ref(&shared.gang, false);
            let worker = by_ref(&shared.worker, false);
            if !shared.heap.is_empty() {
                remark(
                    m,
                    loc,
                    format!(
                        "{}: kernel {kname}: {} private {} of run-time length in one block per gang of the device heap on the GPU, shared by the gang's threads",
                        kind.name(),
                        shared.heap.len(),
                        if shared.heap.len() == 1 { "copy" } else { "copies" }
                    ),
                );
            }
            for (objs, whose) in [(&gang, "gang's"), (&worker, "worker's")] {
                if !objs.is_empty() {
                    remark(
                        m,
                        loc,
                        format!(
                            "{}: kernel {kname}: {} in the {whose} shared memory on the GPU (written in a vector loop, read outside it)",
                            kind.name(),
                            names(objs)
                        ),
                    );
                }
            }
        }
        Err(why) => remark(
            m,
            loc,
            format!(
                "{}: kernel {kname} runs one thread per gang on the GPU: {why}",
                kind.name()
            ),
        ),
    }
    omp_thread_queries_one_thread(m, &mut kb);
    m.funcs[kfid.index()].body = Some(kb);
    let mut text = format!(
        "{}: kernel {kname} launched ({nargs} argument{})",
        kind.name(),
        if nargs == 1 { "" } else { "s" }
    );
    if !texts.is_empty() {
        text.push_str(&format!("; data: {}", texts.join(" ")));
    }
    remark(m, loc, text);
    Some(kfid)
}

/// The OpenMP queries of [`OmpQuery`](crate::OmpQuery) instructions of `region` (or of the
/// whole body) that `f` answers, each replaced by the value `f` builds at it.
fn answer_omp_queries(
    m: &mut Module,
    body: &mut Body,
    region: Region,
    mut f: impl FnMut(&mut Ed, &[Inst], crate::OmpQuery) -> Option<Value>,
) {
    for i in region_insts_deep(body, region) {
        let InstKind::Intrinsic {
            op: crate::IntrinsicOp::OmpQuery(q),
            ..
        } = body.inst(i).kind
        else {
            continue;
        };
        let Some(old) = body.inst(i).result else {
            continue;
        };
        let (b, pos) = inst_pos(body, i);
        let loc = body.inst(i).loc;
        let outer = ancestors(body, i);
        let mut ed = Ed::new(m, body, b, pos, loc);
        if let Some(v) = f(&mut ed, &outer, q) {
            replace_uses_in_region(body, region, old, v);
            remove_inst(body, i);
        }
    }
}

/// OpenMP 4.5 §3.2.2, §3.2.4: code of a target region outside a parallel region runs in a
/// team of one thread, thread 0; in OIR, code outside the region's thread (vector) and
/// worker loops, which on the GPU every thread of the gang runs redundantly. The nesting
/// level and the active levels are the region's wherever it runs.
fn omp_queries_outside_thread_loops(m: &mut Module, body: &mut Body, r: Region) {
    answer_omp_queries(m, body, r, |ed, outer, q| {
        let threaded = outer
            .iter()
            .any(|&a| schedule::is_thread_loop(ed.b, a) || schedule::is_worker_loop(ed.b, a));
        match q {
            crate::OmpQuery::ThreadNum if !threaded => Some(ed.i32c(0)),
            crate::OmpQuery::NumThreads if !threaded => Some(ed.i32c(1)),
            // 4.5 §3.2.17: the parallel regions around the call, in the target region's
            // own data environment (not the host's nesting around the target construct).
            crate::OmpQuery::Level => Some(ed.i32c(i128::from(threaded))),
            // The device's ICVs (5.0 §2.4.4): one active level of parallelism, in both
            // versions of the region.
            crate::OmpQuery::MaxActiveLevels | crate::OmpQuery::SupportedActiveLevels => {
                Some(ed.i32c(1))
            }
            _ => None,
        }
    });
}

/// The team of an outlined region is its gang (4.5 §3.2.26, §3.2.27): the host version reads
/// it from its `oxacc_gang_ctx`, which the runtime fills on the host and the device kernel from
/// the block's coordinates (device.rs), so both answer alike.
fn omp_team_queries_from_ctx(m: &mut Module, kb: &mut Body, e0: Block, ctx: Value) {
    let asks = region_insts_deep(kb, Body::BODY_REGION)
        .into_iter()
        .any(|i| {
            matches!(
                kb.inst(i).kind,
                InstKind::Intrinsic {
                    op: crate::IntrinsicOp::OmpQuery(
                        crate::OmpQuery::TeamNum | crate::OmpQuery::NumTeams
                    ),
                    ..
                }
            )
        });
    if !asks {
        return;
    }
    let loc = SrcLoc::default();
    let (gang_p, gangs_p) = {
        let mut ed = Ed::new(m, kb, e0, 0, loc);
        (ed.ptradd(ctx, CTX_GANG), ed.ptradd(ctx, CTX_GANGS))
    };
    answer_omp_queries(m, kb, Body::BODY_REGION, |ed, _, q| match q {
        crate::OmpQuery::TeamNum => {
            let t = ed.m.i32();
            Some(ed.load(t, gang_p))
        }
        crate::OmpQuery::NumTeams => {
            let t = ed.m.i32();
            Some(ed.load(t, gangs_p))
        }
        _ => None,
    });
}

/// The host version of a region runs each gang in one thread, its vector loops in sequence
/// (backend/host.rs), and so does a kernel that runs one thread per gang on the GPU: a team
/// of one thread. (The device version of gangs of threads answers from the thread registers.)
fn omp_thread_queries_one_thread(m: &mut Module, kb: &mut Body) {
    answer_omp_queries(m, kb, Body::BODY_REGION, |ed, _, q| match q {
        crate::OmpQuery::ThreadNum => Some(ed.i32c(0)),
        crate::OmpQuery::NumThreads
        | crate::OmpQuery::TeamSize
        | crate::OmpQuery::TeamThreads
        | crate::OmpQuery::ThreadLimit => Some(ed.i32c(1)),
        _ => None,
    });
}

/// Where an address comes from: the value at the end of its address arithmetic and of the
/// pointers loaded on the way (a kernel variable, a device address, an alloca), and how many
/// loads lie between. A Fortran descriptor's fields are at depth `d`, the data its base
/// address points to at `d + 1`.
fn address_origin(kb: &Body, p: Value) -> (Value, u32) {
    let mut r = super::spmd::root(kb, p);
    let mut depth = 0;
    while let Some(InstKind::Load { ptr, .. }) = def_kind(kb, r) {
        r = super::spmd::root(kb, *ptr);
        depth += 1;
    }
    (r, depth)
}

/// Front ends mark loads invariant where the language says the memory cannot change while
/// the region runs (Fortran descriptors read in a compute construct: the region cannot
/// reallocate a mapped array), so that LLVM keeps them out of the loops (a kernel re-read
/// three descriptors per element, and Fortran stream ran at 1.2× its C twin). The mark is
/// kept only where the kernel provably does not write that memory: no store, atomic,
/// memory intrinsic or call reaches an address of the same origin and depth, and the
/// address does not escape as a value.
fn keep_sound_invariant_loads(kb: &mut Body, ptr_ty: TypeId) {
    let insts = region_insts_deep(kb, Body::BODY_REGION);
    let marked: Vec<(Inst, (Value, u32))> = insts
        .iter()
        .filter_map(|&i| match &kb.inst(i).kind {
            InstKind::Load { ptr, flags } if flags.invariant => Some((i, address_origin(kb, *ptr))),
            _ => None,
        })
        .collect();
    if marked.is_empty() {
        return;
    }
    let mut written: HashSet<(Value, u32)> = HashSet::new();
    for &i in &insts {
        let kind = &kb.inst(i).kind;
        if matches!(
            kind,
            InstKind::Load { .. }
                | InstKind::PtrAdd { .. }
                | InstKind::ElemAddr { .. }
                | InstKind::FieldAddr { .. }
                | InstKind::ICmp { .. }
        ) {
            continue;
        }
        for v in kind.operands() {
            if kb.value_type(v) == ptr_ty {
                written.insert(address_origin(kb, v));
            }
        }
    }
    for (i, origin) in marked {
        if written.contains(&origin) {
            if let InstKind::Load { flags, .. } = &mut kb.insts[i.index()].kind {
                flags.invariant = false;
            }
        }
    }
}

/// Marks the kernel's loads of readonly data invariant: those whose address derives from a
/// device address in `bases`, or from a pointer loaded from a kernel variable in `vars`. (A
/// load of such a variable itself is not marked: the region may change the pointer.)
fn mark_readonly_loads(kb: &mut Body, bases: &HashSet<Value>, vars: &HashSet<Value>) {
    if bases.is_empty() && vars.is_empty() {
        return;
    }
    for i in region_insts_deep(kb, Body::BODY_REGION) {
        let InstKind::Load { ptr, .. } = kb.inst(i).kind else {
            continue;
        };
        let base = super::spmd::root(kb, ptr);
        let readonly = match def_kind(kb, base) {
            Some(InstKind::Load { ptr: q, .. }) => vars.contains(q),
            _ => bases.contains(&base),
        };
        if let InstKind::Load { flags, .. } = &mut kb.insts[i.index()].kind {
            flags.invariant |= readonly;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Other directives

/// `gpu`: `body` is a device version run by gangs of threads (spmd.rs), all of them in this
/// group.
fn lower_directive(
    m: &mut Module,
    body: &mut Body,
    op: Inst,
    ctx: Option<Value>,
    gpu: Option<super::spmd::Group>,
) {
    if body.inst(op).block.is_none() {
        return;
    }
    let kind = dir(body, op).kind.clone();
    match kind {
        DirectiveKind::Loop { .. } => lower_loop(m, body, op, ctx, gpu),
        DirectiveKind::Atomic { .. } => lower_atomic(m, body, op),
        DirectiveKind::Cache => remove_inst(body, op),
        DirectiveKind::Data => lower_data(m, body, op),
        DirectiveKind::HostData => lower_host_data(m, body, op),
        DirectiveKind::EnterData | DirectiveKind::ExitData | DirectiveKind::Update => {
            lower_standalone(m, body, op)
        }
        DirectiveKind::Wait => lower_wait(m, body, op),
        DirectiveKind::Declare => {
            let loc = body.inst(op).loc;
            error(
                m,
                loc,
                "acc.declare inside a function is not supported (the front end lowers it as an acc.data region)",
            );
            remove_inst(body, op);
        }
        // Compute constructs are outlined before; OpenMP host constructs never reach the
        // OpenACC passes (omp-lower runs first).
        DirectiveKind::Compute(_) | DirectiveKind::Omp(_) => {}
    }
}

/// Removes `op` and splits its block there: returns (block before, continuation block).
fn cut(body: &mut Body, op: Inst) -> (Block, Block) {
    let (b, pos) = inst_pos(body, op);
    remove_inst(body, op);
    let cont = split_block(body, b, pos);
    (b, cont)
}

fn data_maps(
    ed: &mut Ed,
    clauses: &[Clause],
    dynamic: bool,
    finalize: bool,
    if_present: bool,
    row_maps: &mut Vec<RowMap>,
) -> Vec<MapSpec> {
    let loc = ed.loc;
    let mut maps = Vec::new();
    for cl in clauses {
        let Clause::Data(dc) = cl else { continue };
        let Some(kind) = map_kind(dc.kind) else {
            continue;
        };
        if kind == MAP_DEVICEPTR {
            continue; // no runtime action on a data construct
        }
        let mut flags = modifier_flags(&dc.modifiers);
        if dynamic {
            flags |= FLAG_DYNAMIC;
        }
        if finalize {
            flags |= FLAG_FINALIZE;
        }
        if if_present {
            flags |= FLAG_IF_PRESENT;
        }
        for v in &dc.vars {
            // A structure's components under its `data` clause (decision 98).
            if kind == MAP_ATTACH && each_element_map(&dc.modifiers).is_some() {
                row_maps.extend(each_element_row(ed, dc, v));
                continue;
            }
            if matches!(kind, MAP_ATTACH | MAP_DETACH) && v.bounds.is_empty() {
                let bytes = ed.i64c(8);
                maps.push(MapSpec {
                    host: v.var,
                    bytes,
                    kind,
                    flags,
                    name: v.name.to_string(),
                    pointer: None,
                });
                continue;
            }
            match section(ed, v) {
                // `update device/self(m[r:n][lo:len])` on a pointer array moves the rows
                // only: the pointers m[r..] of the device copy are attached to the device
                // rows (§2.7.1), and copying the host's over them (or theirs back over the
                // host's) would leave the kernel (or the host) with the other side's address.
                Ok(s)
                    if s.rows.is_some() && matches!(kind, MAP_UPDATE_DEVICE | MAP_UPDATE_SELF) =>
                {
                    row_maps.push(RowMap {
                        rows: s.rows.expect("rows"),
                        kind,
                        flags,
                        name: v.name.to_string(),
                    });
                }
                Ok(s) => {
                    maps.push(MapSpec {
                        host: s.host,
                        bytes: s.bytes,
                        kind,
                        flags,
                        name: v.name.to_string(),
                        // update moves data only; the others attach/detach the pointer
                        // (§2.7.2).
                        pointer: (s.ptr_var
                            && !matches!(kind, MAP_UPDATE_DEVICE | MAP_UPDATE_SELF))
                        .then_some(v.var),
                    });
                    if let Some(rows) = s.rows {
                        row_maps.push(RowMap {
                            rows,
                            kind,
                            flags,
                            name: v.name.to_string(),
                        });
                    }
                }
                Err(e) => error(ed.m, loc, e),
            }
        }
    }
    maps
}

fn lower_data(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let d = dir(body, op).clone();
    let clauses = host_clauses(&d.clauses);
    let r = d.region.expect("region");
    let entry = entry_of(body, r);
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    let s = site(&mut ed, &clauses, "data");
    let mut rows = Vec::new();
    let maps = data_maps(&mut ed, &clauses, false, false, false, &mut rows);
    let arr = fill_maps(&mut ed, &maps);
    let n = maps.len();
    if n > 0 {
        cond_do(&mut ed, s.dev_cond, |ed| {
            call_data(ed, "__oxacc_data_enter", &s, arr, n);
            call_rows(ed, "__oxacc_data_enter", &s, &rows);
        });
    }
    ed.br(entry, &[]);
    let last = ed.blk;
    let blocks = inline_region_blocks(ed.b, r, last);
    let exitb = ed.block_after(*blocks.last().unwrap_or(&last));
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(exitb, &[]));
    }
    ed.at_end(exitb);
    if n > 0 {
        cond_do(&mut ed, s.dev_cond, |ed| {
            call_rows(ed, "__oxacc_data_exit", &s, &rows);
            call_data(ed, "__oxacc_data_exit", &s, arr, n)
        });
    }
    ed.br(cont, &[]);
    let texts: Vec<String> = data_vars(&d)
        .iter()
        .map(|(k, v)| format!("{}({})", k.name(), var_text(body, v)))
        .collect();
    if !texts.is_empty() {
        remark(m, loc, format!("data: {}", texts.join(" ")));
    }
}

fn lower_host_data(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let d = dir(body, op).clone();
    let r = d.region.expect("region");
    let entry = entry_of(body, r);
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    let s = site(&mut ed, &d.clauses, "host_data");
    let flags = if d.clauses.contains(&Clause::IfPresent) {
        FLAG_IF_PRESENT
    } else {
        0
    };
    let pt = ed.m.ptr();
    let mut hosts = Vec::new();
    let mut names = Vec::new();
    for (k, v) in data_vars(&d) {
        if k != DataClauseKind::UseDevice {
            continue;
        }
        // An array designates its storage; a pointer the address it holds.
        let h = if ed.m.types.is_ptr(v.ty) {
            ed.load(pt, v.var)
        } else {
            v.var
        };
        hosts.push(h);
        names.push(v.name.to_string());
    }
    let use_device = {
        let i = ed.m.i32();
        runtime_fn(ed.m, "__oxacc_use_device", &[pt, i, pt, pt], pt)
    };
    let emit = |ed: &mut Ed| {
        let mut devs = Vec::new();
        for (h, n) in hosts.iter().zip(&names) {
            let fl = ed.i32c(flags as i128);
            let nm = ed.cstr(n);
            devs.push(ed.call(use_device, &[*h, fl, nm, s.src]).expect("result"));
        }
        ed.br(entry, &devs);
    };
    match s.dev_cond {
        Some(c) => {
            let then = ed.block_after(ed.blk);
            ed.condbr(c, then, &[], entry, &hosts);
            ed.at_end(then);
            emit(&mut ed);
        }
        None => emit(&mut ed),
    }
    let last = ed.blk;
    let blocks = inline_region_blocks(ed.b, r, last);
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(cont, &[]));
    }
    remark(
        m,
        loc,
        format!("host_data: use_device({})", names.join(", ")),
    );
}

fn lower_standalone(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let d = dir(body, op).clone();
    let clauses = host_clauses(&d.clauses);
    let (name, func, dynamic) = match d.kind {
        DirectiveKind::EnterData => ("enter data", "__oxacc_data_enter", true),
        DirectiveKind::ExitData => ("exit data", "__oxacc_data_exit", true),
        _ => ("update", "__oxacc_update", false),
    };
    let finalize = clauses.contains(&Clause::Finalize);
    let if_present = clauses.contains(&Clause::IfPresent);
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    let s = site(&mut ed, &clauses, name);
    let mut rows = Vec::new();
    let maps = data_maps(&mut ed, &clauses, dynamic, finalize, if_present, &mut rows);
    let arr = fill_maps(&mut ed, &maps);
    let n = maps.len();
    if n > 0 || !rows.is_empty() {
        cond_do(&mut ed, s.dev_cond, |ed| {
            if func == "__oxacc_data_exit" {
                call_rows(ed, func, &s, &rows);
                if n > 0 {
                    call_data(ed, func, &s, arr, n);
                }
            } else {
                if n > 0 {
                    call_data(ed, func, &s, arr, n);
                }
                call_rows(ed, func, &s, &rows);
            }
        });
    }
    ed.br(cont, &[]);
    let texts: Vec<String> = data_vars(&d)
        .iter()
        .map(|(k, v)| format!("{}({})", k.name(), var_text(body, v)))
        .collect();
    remark(m, loc, format!("{name}: {}", texts.join(" ")));
}

fn lower_wait(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let d = dir(body, op).clone();
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    // The queues of the wait directive are its own list (not a wait clause to apply first).
    let queues: Vec<Value> = d
        .clauses
        .iter()
        .filter_map(|c| match c {
            Clause::Wait(vs) => Some(vs.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let rest: Vec<Clause> = d
        .clauses
        .iter()
        .filter(|c| !matches!(c, Clause::Wait(_)))
        .cloned()
        .collect();
    let s = site(&mut ed, &rest, "wait");
    let (arr, n) = if queues.is_empty() {
        (ed.null(), 0)
    } else {
        let i32t = ed.m.i32();
        let at = ed.m.array(i32t, queues.len() as u64);
        let arr = ed.entry_alloca(at);
        for (k, &q) in queues.iter().enumerate() {
            let q = ed.int_to(q, 32);
            ed.store_at(q, arr, 4 * k as i128);
        }
        (arr, queues.len())
    };
    let f = {
        let (p, i, v) = (ed.m.ptr(), ed.m.i32(), ed.m.void());
        runtime_fn(ed.m, "__oxacc_wait", &[p, i, i, p], v)
    };
    cond_do(&mut ed, s.dev_cond, |ed| {
        let nv = ed.i32c(n as i128);
        ed.call(f, &[arr, nv, s.async_v, s.src]);
    });
    ed.br(cont, &[]);
}

/// `acc.loop` → a counted loop over the flattened (collapsed) iteration space, 64-bit; a gang
/// loop runs only this gang's contiguous block of it.
fn lower_loop(
    m: &mut Module,
    body: &mut Body,
    op: Inst,
    ctx: Option<Value>,
    gpu: Option<super::spmd::Group>,
) {
    use super::spmd::Level;
    let loc = body.inst(op).loc;
    // How the threads of a device version share the loop (None: each runs all of it).
    let level = gpu.and_then(|outer| {
        if super::schedule::is_thread_loop(body, op) {
            let in_worker = ancestors(body, op)
                .iter()
                .any(|&a| super::schedule::is_worker_loop(body, a));
            Some(Level::Threads(if in_worker {
                outer.worker()
            } else {
                outer
            }))
        } else if super::schedule::is_worker_loop(body, op) {
            Some(Level::Workers {
                one_warp: matches!(
                    outer.worker(),
                    super::spmd::Group::Worker { one_warp: true, .. }
                ),
            })
        } else {
            None
        }
    });
    let reductions = if level.is_some() {
        super::spmd::thread_loop_reductions(body, op)
    } else {
        Vec::new()
    };
    // An OpenMP team of `a` threads of the group (omp_team.rs): they share the iterations,
    // the others run none.
    let mut team = match level {
        Some(Level::Threads(_)) => super::omp_team::team_of(body, op),
        _ => None,
    };
    let d = dir(body, op).clone();
    let DirectiveKind::Loop { dims } = &d.kind else {
        return;
    };
    let gang_dim = d.clauses.iter().find_map(|c| match c {
        Clause::Gang { dim, .. } => Some(dim.unwrap_or(1)),
        _ => None,
    });
    let r = d.region.expect("region");
    let entry = entry_of(body, r);
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    let i64t = ed.m.i64();
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let FlatSpace {
        trips,
        lows,
        steps,
        total,
    } = flat_space(&mut ed, dims);
    // A thread loop's threads of a gang (GPU device versions): V (a worker loop's: W).
    let v = level.map(|lv| {
        let size = lv.size(&mut ed);
        let v = match team {
            // At most the group's threads (one worker's lanes inside a worker loop).
            Some(a) => {
                let over = ed.icmp(IntCC::Ugt, a, size);
                let a = ed.select(over, size, a);
                team = Some(a);
                a
            }
            None => size,
        };
        ed.cast(CastOp::ZExt, v, i64t)
    });
    if let Some(a) = team {
        super::omp_team::answer_team_queries(ed.b, op, a);
    }
    // `gang(static: c)`: chunks of c iterations, dealt to the gangs round-robin.
    let chunk = d.clauses.iter().find_map(|c| match c {
        Clause::Gang {
            static_: Some(c), ..
        } => Some(*c),
        _ => None,
    });
    let mut chunks = None;
    // The iterations this thread (gang) runs: [start, end) step `stride` (1 when None).
    let mut gangs = None;
    let (start, stride, end) = match gang_dim {
        Some(gd) => {
            let i32t = ed.m.i32();
            let k = gd.clamp(1, 3) - 1;
            let (g_n, g_i) = match ctx {
                Some(ctx) => {
                    let gp = ed.ptradd(ctx, CTX_GANGS + 4 * k as i128);
                    let g_n = ed.load(i32t, gp);
                    let gi = ed.ptradd(ctx, CTX_GANG + 4 * k as i128);
                    (g_n, ed.load(i32t, gi))
                }
                // A gang loop outside a kernel's code (a `routine gang`'s): the routine runs
                // gang-redundantly in every gang of the calling region, and its gang loops
                // share the iterations among those gangs (OpenACC 3.3 §2.15.1, §2.9.1). The
                // gang comes from the block index on the GPU and from libaccrt on the host
                // (gang 0 of 1 when the routine is called outside any compute region).
                None => {
                    let k = k as u8;
                    let g_n = ed.val(
                        InstKind::Intrinsic {
                            op: crate::IntrinsicOp::NumGangs(k),
                            args: vec![],
                        },
                        i32t,
                    );
                    let g_i = ed.val(
                        InstKind::Intrinsic {
                            op: crate::IntrinsicOp::GangId(k),
                            args: vec![],
                        },
                        i32t,
                    );
                    (g_n, g_i)
                }
            };
            let gn = ed.cast(CastOp::ZExt, g_n, i64t);
            let g = ed.cast(CastOp::ZExt, g_i, i64t);
            match v {
                // Each chunk is a range of its own ([`ChunkLoop`]), which the gang's threads
                // share round-robin.
                _ if chunk.is_some() => {
                    chunks = chunk.map(|c| (g, gn, c));
                    (zero, v, total)
                }
                // Grid-stride: thread t of gang g starts at g·V + t and steps by G·V, so the
                // threads of all gangs sweep the iteration space together (neighbouring
                // iterations, e.g. a stencil's rows, are still in L2 when they are reused).
                Some(v) => {
                    gangs = Some((g, gn));
                    let first = ed.bin(BinOp::Mul, g, v);
                    let stride = ed.bin(BinOp::Mul, gn, v);
                    (first, Some(stride), total)
                }
                // Gang g of G gets [g*q + min(g, r), … + q + (g < r)).
                None => {
                    let q = ed.bin(BinOp::UDiv, total, gn);
                    let rem = ed.bin(BinOp::URem, total, gn);
                    let gq = ed.bin(BinOp::Mul, g, q);
                    let lt = ed.icmp(IntCC::Ult, g, rem);
                    let mn = ed.select(lt, g, rem);
                    let start = ed.bin(BinOp::Add, gq, mn);
                    let extra = ed.cast(CastOp::ZExt, lt, i64t);
                    let len = ed.bin(BinOp::Add, q, extra);
                    let end = ed.bin(BinOp::Add, start, len);
                    (start, None, end)
                }
            }
        }
        // A thread loop inside a gang shares the gang's iterations round-robin.
        _ => (zero, v, total),
    };
    // The threads of a thread loop (not a worker loop's workers) may run several chunks at
    // once ([`ChunkLoop::open`]).
    let pack = match (level, v) {
        (Some(lv @ super::spmd::Level::Threads(_)), Some(v)) if chunks.is_some() => {
            let lane = lv.lane(&mut ed);
            Some((ed.cast(CastOp::ZExt, lane, i64t), v))
        }
        _ => None,
    };
    let chunk_loop =
        chunks.map(|(g, gn, c)| ChunkLoop::open(&mut ed, (g, gn), c, total, cont, pack));
    let (start, stride, end, cont) = match &chunk_loop {
        Some(cl) => (cl.start, cl.thread_stride.or(stride), cl.end, cl.latch),
        None => (start, stride, end, cont),
    };
    // The thread loop of each chunk combines no reductions: the chunks' exit does, once.
    let (range_gangs, range_reductions) = match &chunk_loop {
        Some(_) => (None, &[][..]),
        None => (gangs, &reductions[..]),
    };
    if let (Some(stride), Some(level)) = (stride, level) {
        let range = (start, stride, end);
        let nest = super::tile::Nest {
            dims,
            trips: &trips,
            lows: &lows,
            steps: &steps,
        };
        thread_loop(
            &mut ed,
            level,
            &nest,
            r,
            cont,
            range,
            range_gangs,
            team,
            range_reductions,
        );
    } else if dims.len() > 1 {
        collapsed_nest(&mut ed, dims, r, cont, &trips, &lows, &steps, start, end);
    } else {
        // The loop's whole iteration space in this thread (a loop run sequentially inside
        // its gang): [`one_dim_loop`] may then count on the source bounds.
        let whole = chunk_loop.is_none() && start == zero && end == total;
        one_dim_loop(
            &mut ed,
            &dims[0],
            (lows[0], steps[0], one),
            r,
            entry,
            (start, end, whole),
            cont,
        );
    }
    if let Some(cl) = chunk_loop {
        cl.close(&mut ed);
        if let Some(level) = level {
            level.barrier(&mut ed);
            level.allreduce(&mut ed, &reductions);
        }
        ed.br(cl.cont, &[]);
    }
}

/// The chunks of a `gang(static: c)` loop that gang g of G runs (OpenACC 3.3 §2.9.2, OpenMP
/// 4.5 §2.10.8 `dist_schedule(static, c)`): chunk k, iterations [k·c, (k+1)·c), goes to gang
/// k mod G, so gang g walks `cs = g·c, g·c + G·c, …` below the trip count. A chunk size
/// below 1 (`static:*`, OpenMP's `dist_schedule(static)`) is ⌈total/G⌉: at most one chunk
/// per gang. Each chunk is then lowered as the whole range of a gang (the loop's threads
/// share it on the GPU); [`ChunkLoop::close`] steps to the next chunk.
///
/// With V threads sharing the chunks (`pack`: this thread's lane t and V) and c < V, one
/// chunk would keep only c of them busy: each step of the walk then takes the gang's next
/// k = ⌊V/c⌋ chunks at once, thread t running iteration t mod c of the (t div c)-th of them
/// (the threads from k·c on wait). Which gang runs an iteration is unchanged; every thread
/// walks the same number of steps, so the barriers of the thread loop inside stay uniform.
struct ChunkLoop {
    /// This thread's part of this step: [start, end), by `thread_stride` when packed.
    start: Value,
    end: Value,
    /// The thread loop's stride when chunks are packed (c: one iteration per thread per step;
    /// V otherwise, the caller's).
    thread_stride: Option<Value>,
    cs: Value,
    stride: Value,
    header: Block,
    /// Where a chunk's range exits to.
    latch: Block,
    /// After the last chunk (the caller's block, positioned there by `close`).
    exit: Block,
    /// Where the loop goes on.
    cont: Block,
}

impl ChunkLoop {
    fn open(
        ed: &mut Ed,
        (g, gn): (Value, Value),
        c: Value,
        total: Value,
        cont: Block,
        pack: Option<(Value, Value)>,
    ) -> Self {
        let i64t = ed.m.i64();
        let zero = ed.i64c(0);
        let one = ed.i64c(1);
        let c = ed.cast(CastOp::SExt, c, i64t);
        // ⌈total/G⌉, at least 1.
        let gm1 = ed.bin(BinOp::Sub, gn, one);
        let t = ed.bin(BinOp::Add, total, gm1);
        let even = ed.bin(BinOp::UDiv, t, gn);
        let tiny = ed.icmp(IntCC::Slt, even, one);
        let even = ed.select(tiny, one, even);
        let given = ed.icmp(IntCC::Sgt, c, zero);
        let c = ed.select(given, c, even);
        let first = ed.bin(BinOp::Mul, g, c);
        let gc = ed.bin(BinOp::Mul, gn, c);
        // Packed (c < V): k = ⌊V/c⌋ chunks a step, this thread's the (t div c)-th; else one.
        let packed = pack.map(|(lane, v)| {
            let small = ed.icmp(IntCC::Slt, c, v);
            let k = ed.bin(BinOp::UDiv, v, c);
            let k = ed.select(small, k, one);
            let slot = ed.bin(BinOp::UDiv, lane, c);
            let slot = ed.select(small, slot, zero);
            (small, k, slot)
        });
        let stride = match packed {
            Some((_, k, _)) => ed.bin(BinOp::Mul, gc, k),
            None => gc,
        };
        let header = ed.block_after(ed.blk);
        let body = ed.block_after(header);
        let latch = ed.block_after(body);
        let exit = ed.block_after(latch);
        ed.br(header, &[first]);
        let cs = ed.b.add_block_param(header, i64t);
        ed.at_end(header);
        let more = ed.icmp(IntCC::Slt, cs, total);
        ed.condbr(more, body, &[], exit, &[]);
        ed.at_end(body);
        let end = ed.bin(BinOp::Add, cs, c);
        let over = ed.icmp(IntCC::Sgt, end, total);
        let end = ed.select(over, total, end);
        let (start, end, thread_stride) = match packed {
            None => (cs, end, None),
            Some((small, k, slot)) => {
                // This thread's chunk starts at cs + slot·G·c; the thread loop adds the
                // lane t = slot·c + (t mod c), so it starts from cs + slot·(G−1)·c.
                let own = ed.bin(BinOp::Mul, slot, gc);
                let own = ed.bin(BinOp::Add, cs, own);
                let own_end = ed.bin(BinOp::Add, own, c);
                let over = ed.icmp(IntCC::Sgt, own_end, total);
                let own_end = ed.select(over, total, own_end);
                let busy = ed.icmp(IntCC::Ult, slot, k);
                let own_end = ed.select(busy, own_end, zero);
                let back = ed.bin(BinOp::Mul, slot, c);
                let from = ed.bin(BinOp::Sub, own, back);
                let v = pack.map_or(one, |(_, v)| v);
                let start = ed.select(small, from, cs);
                let end = ed.select(small, own_end, end);
                let step = ed.select(small, c, v);
                (start, end, Some(step))
            }
        };
        ChunkLoop {
            start,
            end,
            thread_stride,
            cs,
            stride,
            header,
            latch,
            exit,
            cont,
        }
    }

    fn close(&self, ed: &mut Ed) {
        ed.at_end(self.latch);
        let next = ed.bin(BinOp::Add, self.cs, self.stride);
        ed.br(self.header, &[next]);
        ed.at_end(self.exit);
    }
}

/// A one-dimensional loop over the flat indices [start, end) in one thread, its body region
/// `r` (entry block `entry`) inlined; exits to `cont`. `one` is the caller's i64 1.
fn one_dim_loop(
    ed: &mut Ed,
    dim: &crate::directive::LoopDim,
    (low, step, one): (Value, Value, Value),
    r: Region,
    entry: Block,
    (start, end, whole): (Value, Value, bool),
    cont: Block,
) {
    let dims = std::slice::from_ref(dim);
    let lows = [low];
    let steps = [step];
    // A loop of step 1 over a variable narrower than 64 bits counts on the variable itself,
    // `for (iv = lo + start; iv < lo + end; iv++)` in its own width (both bounds lie in
    // [lo, hi], so they fit and the signed comparison is exact): LLVM widens that to one
    // 64-bit induction variable as it does the source loop, where `lo + idx` truncated
    // every iteration kept a truncation, an add and a sign extension in every subscript
    // (spmv's `val[k]`, `col[k]`; PolyBench's `A[i][j]`).
    let width = ed.m.types.int_width(ed.ty(dims[0].lower)).unwrap_or(64);
    let direct = width < 64 && iconst_of(ed.b, dims[0].step) == Some(1);
    let header = ed.block_after(ed.blk);
    let pre = ed.block_after(header);
    // A host-only version running the whole range in this thread counts from the source's
    // lower bound to its upper bound as written, `for (iv = lo; iv < hi; iv++)` in the
    // variable's width (both compared signed, as the trip count is: the same iterations).
    // The limit `trunc(lo + max(hi - lo, 0))` of the general form hid from LLVM that a
    // loop `i <= k - 1` runs `k` times: in PolyBench durbin's host version the trip count
    // became `umax(zext k, 1)` and loop strength reduction kept an `imul` by the row stride
    // per column access where the plain loop walks pointers (decision 121).
    let source_bounds = direct
        && whole
        && super::induction::host_only()
        && ed.ty(dims[0].upper) == ed.ty(dims[0].lower);
    // In a host-only version the step-1 counter's increment and, where the lower bound is a
    // constant ≥ 0 and the upper bound has the variable's type, its first value
    // `lo + start` are `nsw` (decision 131). Both are exact: the header admits only
    // `iv < limit`, so `iv + 1` fits, and with `0 ≤ lo` and `hi` of the width the trip count
    // is below 2^(width − 1), so the chunk's first iteration `start` (at most the trip count)
    // fits the width and `lo + start ≤ max(lo, hi)`. Without them InstCombine narrows
    // `trunc(lo + start)` to a flagless `add`, merges it with the increment into
    // `phi(start, iv) + 1`, and the intersection drops the increment's `nsw`: every
    // `k − 1` and `k − i − 1` of PolyBench durbin's gang loop then stayed a 32-bit
    // difference with no `nsw`, which IndVarSimplify cannot widen, and loop strength
    // reduction kept an `imul` by the row stride and a `movslq` per column access.
    let nsw = direct && super::induction::host_only();
    let nonneg_low = iconst_of(ed.b, dims[0].lower).is_some_and(|c| c >= 0)
        && ed.ty(dims[0].upper) == ed.ty(dims[0].lower);
    let (counter, limit) = if source_bounds {
        (dims[0].lower, dims[0].upper)
    } else if direct && nsw && nonneg_low {
        let first = ed.int_to(start, width);
        let first = ed.bin_nsw(BinOp::Add, dims[0].lower, first);
        let last = ed.bin(BinOp::Add, lows[0], end);
        (first, ed.int_to(last, width))
    } else if direct {
        let first = ed.bin(BinOp::Add, lows[0], start);
        let last = ed.bin(BinOp::Add, lows[0], end);
        (ed.int_to(first, width), ed.int_to(last, width))
    } else {
        (start, end)
    };
    ed.br(header, &[counter]);
    let counter_ty = ed.ty(counter);
    let idx = ed.b.add_block_param(header, counter_ty);
    ed.at_end(header);
    let c = ed.icmp(IntCC::Slt, idx, limit);
    ed.condbr(c, pre, &[], cont, &[]);
    ed.at_end(pre);
    let iv = if direct {
        idx
    } else {
        let iv = induction_value(ed, &dims[0], lows[0], steps[0], idx);
        let blocks = ed.b.region(r).blocks.clone();
        super::induction::widen_uses(ed.b, &blocks, &[iv]);
        iv
    };
    ed.br(entry, &[iv]);
    let blocks = inline_region_blocks(ed.b, r, pre);
    let latch = ed.block_after(*blocks.last().unwrap_or(&pre));
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
    }
    ed.at_end(latch);
    let step = if direct {
        ed.iconst(counter_ty, 1)
    } else {
        one
    };
    let next = if nsw {
        ed.bin_nsw(BinOp::Add, idx, step)
    } else {
        ed.bin(BinOp::Add, idx, step)
    };
    ed.br(header, &[next]);
}

/// The iteration space of a loop nest flattened to `0..total` (collapse): each dimension's
/// trip count, and its lower bound and step widened to i64 ([`trip_count`]).
pub(crate) struct FlatSpace {
    pub trips: Vec<Value>,
    pub lows: Vec<Value>,
    pub steps: Vec<Value>,
    pub total: Value,
}

pub(crate) fn flat_space(ed: &mut Ed, dims: &[crate::directive::LoopDim]) -> FlatSpace {
    let mut s = FlatSpace {
        trips: Vec::new(),
        lows: Vec::new(),
        steps: Vec::new(),
        total: Value(0),
    };
    for dim in dims {
        let (lo, st, t) = trip_count(ed, dim.lower, dim.upper, dim.step);
        s.trips.push(t);
        s.lows.push(lo);
        s.steps.push(st);
    }
    s.total = s.trips[0];
    for k in 1..s.trips.len() {
        s.total = ed.bin(BinOp::Mul, s.total, s.trips[k]);
    }
    s
}

/// The induction variable of loop dimension `dim` in its own width at counter `k` (i64):
/// `lo + k·st`, with `lo` and `st` the i64 values [`trip_count`] gives.
pub(crate) fn induction_value(
    ed: &mut Ed,
    dim: &crate::directive::LoopDim,
    lo: Value,
    st: Value,
    k: Value,
) -> Value {
    let off = ed.bin(BinOp::Mul, k, st);
    let iv = ed.bin(BinOp::Add, lo, off);
    let w = ed.m.types.int_width(ed.ty(dim.lower)).unwrap_or(64);
    ed.int_to(iv, w)
}

/// The trip count of a loop dimension `for (i = lo; i < hi; i += st)` (the upper bound
/// exclusive, as `acc.loop` holds it), with `lo` and `st` widened to i64.
pub(crate) fn trip_count(ed: &mut Ed, lo: Value, hi: Value, st: Value) -> (Value, Value, Value) {
    crate::trip::trip_count(ed, lo, hi, st)
}

/// A thread loop of a device version (spmd.rs): thread `t` runs iterations `first + t`,
/// `first + t + S`, … below `end` of the flattened iteration space (`S` = the stride: the
/// gang's thread count `V`, or all threads of the grid `G·V` for a gang loop; consecutive
/// threads on consecutive iterations: coalesced accesses), not unrolled (`no_unroll`).
/// Collapsed loops keep one counter per dimension: the digits of the index in the mixed
/// radix of the trip counts, computed once by division, then advanced by the digits of `S`
/// with a carry of at most one per digit (no division in the loop). A barrier before and
/// after the loop orders it against gang-redundant code (`spmd::drop_edge_barriers` removes
/// those with nothing to order); the loop's reductions are then combined across the threads.
///
/// ```text
///   barrier; idx0 = first + lane; digits of idx0 and S (collapsed)
/// h(idx, c…): idx < end ? pre : exit
/// pre: ivs from idx or the counters c…; body; latch: c += S digit-wise; br h(idx + S, c…)
/// exit: barrier; all-reduce each reduction's private copy; br cont
/// ```
///
/// `team`: the loop is an OpenMP team of that many threads of the group (omp_team.rs; `S`
/// counts them): a thread from there on starts at `end` and runs no iteration, yet meets the
/// barriers around the loop and brings its reductions' identity values to the combination.
#[allow(clippy::too_many_arguments)]
fn thread_loop(
    ed: &mut Ed,
    level: super::spmd::Level,
    nest: &super::tile::Nest,
    r: Region,
    cont: Block,
    (first, stride, end): (Value, Value, Value),
    gangs: Option<(Value, Value)>,
    team: Option<Value>,
    reductions: &[(crate::directive::ReductionOp, VarRef)],
) {
    use super::spmd;
    let super::tile::Nest {
        dims,
        trips,
        lows,
        steps,
    } = *nest;
    let n = dims.len();
    let i64t = ed.m.i64();
    level.barrier(ed);
    let lane = level.lane(ed);
    let lane = ed.cast(CastOp::ZExt, lane, i64t);
    let exit = ed.block_after(ed.blk);
    // A collapse(2) or collapse(3) gang loop of one-dimensional blocks may walk by tiles
    // (tile.rs): its body is copied for that walk, the run-time check picks one.
    if let (spmd::Level::Threads(spmd::Group::Gang), Some(gg), true, None) =
        (level, gangs, super::tile::tiles_for(n), team)
    {
        let v = level.size(ed);
        let v = ed.cast(CastOp::ZExt, v, i64t);
        // Lazily divided tile digits cost the matrix product's kernel 2 registers (ptxas:
        // 32 → 34, 8 → 6 blocks of 256 threads per SM) and gain nothing where each thread
        // runs a long loop: only collapse(3) tiles take them.
        let lazy = n == 3 && super::tile::lazy_walk(level, reductions);
        super::tile::branch(
            ed,
            nest,
            r,
            (gg, lane),
            (v, lazy, reductions.is_empty()),
            exit,
        );
    }
    let entry = entry_of(ed.b, r);
    // A collapse(3) gang loop may run on a 3-D grid (grid3.rs, OXACC_GRID3=1): one iteration
    // per thread from the block's coordinates, no division; its body is copied for that path.
    if n == 3
        && super::grid3::enabled()
        && matches!(level, spmd::Level::Threads(spmd::Group::Gang))
        && gangs.is_some()
        && team.is_none()
        && super::tile::lazy_walk(level, reductions)
    {
        if super::grid3::tile_enabled() {
            let (lane, v) = (level.lane(ed), level.size(ed));
            super::grid3::tile_branch(ed, nest, r, (lane, v), exit);
        } else {
            super::grid3::branch(ed, nest, r, (first, lane, stride), exit);
        }
    }
    let mut idx0 = ed.bin(BinOp::Add, first, lane);
    if let Some(a) = team {
        let a = ed.cast(CastOp::ZExt, a, i64t);
        let member = ed.icmp(IntCC::Ult, lane, a);
        idx0 = ed.select(member, idx0, end);
    }
    let init = if n > 1 {
        radix_digits(ed, idx0, trips)
    } else {
        Vec::new()
    };
    // The flattened index runs idx0, idx0 + S, … while below `end`: no trip count per thread
    // (its division cost as much as a one-iteration body under grids sized from the trip count).
    // A reduction's gang loop runs on one wave of resident gangs (device.rs `gang_work`), so
    // each thread runs many iterations: there it counts them, which lets LLVM unroll the loop
    // and keep several loads in flight ahead of the reduction's dependent adds (a plain sum
    // over 2^27 doubles: one load per thread at a time left it at 0.92x CUDA on an H100).
    let counted = n == 1
        && gangs.is_some()
        && !reductions.is_empty()
        && matches!(level, spmd::Level::Threads(spmd::Group::Gang));
    let count = counted.then(|| per_thread_trips(ed, idx0, stride, end));
    let header = ed.block_after(ed.blk);
    let pre = ed.block_after(header);
    let mut args = vec![idx0];
    args.extend_from_slice(&init);
    if counted {
        args.push(ed.i64c(0));
    }
    ed.br(header, &args);
    let idx = ed.b.add_block_param(header, i64t);
    let cs: Vec<Value> = (0..init.len())
        .map(|_| ed.b.add_block_param(header, i64t))
        .collect();
    let k = counted.then(|| ed.b.add_block_param(header, i64t));
    ed.at_end(header);
    let c = match (k, count) {
        (Some(k), Some(count)) => ed.icmp(IntCC::Ult, k, count),
        _ => ed.icmp(IntCC::Slt, idx, end),
    };
    ed.condbr(c, pre, &[], exit, &[]);
    ed.at_end(pre);
    let ivs: Vec<Value> = (0..n)
        .map(|d| {
            let k = if n > 1 { cs[d] } else { idx };
            induction_value(ed, &dims[d], lows[d], steps[d], k)
        })
        .collect();
    let blocks = ed.b.region(r).blocks.clone();
    super::induction::widen_uses(ed.b, &blocks, &ivs);
    ed.br(entry, &ivs);
    let blocks = inline_region_blocks(ed.b, r, pre);
    let latch = ed.block_after(*blocks.last().unwrap_or(&pre));
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
    }
    ed.at_end(latch);
    let mut next = vec![ed.bin(BinOp::Add, idx, stride)];
    if n > 1 {
        // Most threads run one iteration (grids are sized from the trip count): the digits
        // of S are divided out only when the thread goes on (outside worker loops, whose exit
        // pad_worker_barriers reads from the header).
        if !matches!(level, spmd::Level::Workers { .. }) {
            let more = ed.icmp(IntCC::Slt, next[0], end);
            let again = ed.block_after(latch);
            ed.condbr(more, again, &[], exit, &[]);
            ed.at_end(again);
        }
        if super::tile::lazy_walk(level, reductions) {
            // The next index's own digits (tile::lazy_walk says why).
            next.extend(radix_digits_nonzero(ed, next[0], trips));
        } else {
            // c += S digit by digit, innermost first; each digit carries at most one.
            let step_digits = radix_digits(ed, stride, trips);
            next.extend(super::tile::carry_add(ed, &cs, &step_digits, trips));
        }
    }
    if let Some(k) = k {
        let one = ed.i64c(1);
        next.push(ed.bin(BinOp::Add, k, one));
    } else {
        spmd::no_unroll(ed);
    }
    ed.br(header, &next);
    ed.at_end(exit);
    if let spmd::Level::Workers { one_warp: false } = level {
        spmd::pad_worker_barriers(ed, pre, header, (first, stride, end), lane);
    }
    level.barrier(ed);
    level.allreduce(ed, reductions);
    ed.br(cont, &[]);
}

/// How many of `first`, `first + stride`, … lie below `end` (all i64, `stride` > 0):
/// `first < end ? (end - first - 1) / stride + 1 : 0`.
fn per_thread_trips(ed: &mut Ed, first: Value, stride: Value, end: Value) -> Value {
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let some = ed.icmp(IntCC::Slt, first, end);
    let span = ed.bin(BinOp::Sub, end, first);
    let span = ed.bin(BinOp::Sub, span, one);
    let span = ed.select(some, span, zero);
    let q = ed.bin(BinOp::UDiv, span, stride);
    let q = ed.bin(BinOp::Add, q, one);
    ed.select(some, q, zero)
}

/// The digits of flattened index `x` in the mixed radix of the trip counts, outermost first:
/// the initial counters of a collapsed nest. A zero trip count means no iterations: divide
/// by 1 instead; the top digit takes the rest. Every operand is non-negative, so for three
/// or more dimensions, when `x` and the divisors are below 2^32 — one check for all of them —
/// the divisions are 32-bit unsigned ones (on the GPU a 64-bit division is a long subroutine,
/// a 32-bit one a few instructions; the 512³ stencil on an H100: 1.93 → 1.81 ms), else
/// 64-bit.
pub(crate) fn radix_digits(ed: &mut Ed, x: Value, trips: &[Value]) -> Vec<Value> {
    radix_digits_with(ed, x, trips, true)
}

/// [`radix_digits`] for a caller that runs only when every trip count is non-zero (a thread
/// going on to its next iteration): the divisors go unguarded (tile::lazy_walk).
pub(crate) fn radix_digits_nonzero(ed: &mut Ed, x: Value, trips: &[Value]) -> Vec<Value> {
    radix_digits_with(ed, x, trips, false)
}

fn radix_digits_with(ed: &mut Ed, x: Value, trips: &[Value], guard: bool) -> Vec<Value> {
    // collapse(2) keeps one block of signed divisions: its kernels also hold the tiled walk,
    // and with the two-path form there the matrix product ran 1.33x slower on an H100 (191 ms
    // against 144 ms at 6656²; same inner loop, same registers; cause not found).
    if trips.len() < 3 {
        return radix_digits_signed(ed, x, trips, guard);
    }
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let divisors: Vec<Value> = trips[1..]
        .iter()
        .map(|&t| {
            if !guard {
                return t;
            }
            let z = ed.icmp(IntCC::Eq, t, zero);
            ed.select(z, one, t)
        })
        .collect();
    let mut any = x;
    for &d in &divisors {
        any = ed.bin(BinOp::Or, any, d);
    }
    let c32 = ed.i64c(32);
    let high = ed.bin(BinOp::LShr, any, c32);
    let fits = ed.icmp(IntCC::Eq, high, zero);
    let narrow = ed.block_after(ed.blk);
    let wide = ed.block_after(narrow);
    let join = ed.block_after(wide);
    ed.condbr(fits, narrow, &[], wide, &[]);
    for (blk, bits) in [(narrow, 32), (wide, 64)] {
        ed.at_end(blk);
        let digits = divide_digits(ed, x, &divisors, bits);
        ed.br(join, &digits);
    }
    let i64t = ed.m.i64();
    let out = (0..trips.len())
        .map(|_| ed.b.add_block_param(join, i64t))
        .collect();
    ed.at_end(join);
    out
}

/// [`radix_digits`] in one block of 64-bit signed divisions (LLVM's NVPTX back end tests each
/// for 32-bit operands at run time): for two dimensions, the tiled walk (tile.rs) among them.
fn radix_digits_signed(ed: &mut Ed, x: Value, trips: &[Value], guard: bool) -> Vec<Value> {
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let mut out = vec![x; trips.len()];
    let mut rest = x;
    for k in (1..trips.len()).rev() {
        let dv = if guard {
            let z = ed.icmp(IntCC::Eq, trips[k], zero);
            ed.select(z, one, trips[k])
        } else {
            trips[k]
        };
        out[k] = ed.bin(BinOp::SRem, rest, dv);
        rest = ed.bin(BinOp::SDiv, rest, dv);
    }
    out[0] = rest;
    out
}

/// [`radix_digits`]' divisions in `bits`-bit unsigned arithmetic (the operands fit), the
/// digits widened back to i64.
fn divide_digits(ed: &mut Ed, x: Value, divisors: &[Value], bits: u32) -> Vec<Value> {
    let i64t = ed.m.i64();
    let mut out = vec![x; divisors.len() + 1];
    let mut rest = ed.int_to(x, bits);
    for k in (0..divisors.len()).rev() {
        let dv = ed.int_to(divisors[k], bits);
        let digit = ed.bin(BinOp::URem, rest, dv);
        rest = ed.bin(BinOp::UDiv, rest, dv);
        out[k + 1] = widen(ed, digit, bits, i64t);
    }
    out[0] = widen(ed, rest, bits, i64t);
    out
}

fn widen(ed: &mut Ed, v: Value, bits: u32, i64t: crate::TypeId) -> Value {
    if bits == 64 {
        v
    } else {
        ed.cast(CastOp::ZExt, v, i64t)
    }
}

/// A collapsed loop's block `[start, end)` of the flattened iteration space as a nest: the
/// counters of the dimensions are computed from `start` once (div/mod), then the innermost
/// dimension runs as its own counted loop (up to its trip count or the block's end) and the
/// outer counters advance with carry, so the body sees plain induction variables:
///
/// ```text
/// oh(idx, c0, …, cl): idx < end ? opre : cont
/// opre: ie = min(trip_l, cl + (end - idx)); outer ivs; br ih(cl)
/// ih(j): j < ie ? pre : olatch
/// pre: body(ivs, low_l + j*step_l); latch: br ih(j + 1)
/// olatch: idx += ie - cl; carry c_{l-1}, …, c0; br oh(idx, c…, 0)
/// ```
#[allow(clippy::too_many_arguments)]
pub(crate) fn collapsed_nest(
    ed: &mut Ed,
    dims: &[crate::directive::LoopDim],
    r: Region,
    cont: Block,
    trips: &[Value],
    lows: &[Value],
    steps: &[Value],
    start: Value,
    end: Value,
) {
    let n = dims.len();
    let l = n - 1;
    let entry = entry_of(ed.b, r);
    let i64t = ed.m.i64();
    let zero = ed.i64c(0);
    let one = ed.i64c(1);
    let init = radix_digits(ed, start, trips);
    let oh = ed.block_after(ed.blk);
    let opre = ed.block_after(oh);
    let ih = ed.block_after(opre);
    let pre = ed.block_after(ih);
    let mut args = vec![start];
    args.extend_from_slice(&init);
    ed.br(oh, &args);
    let idx = ed.b.add_block_param(oh, i64t);
    let cs: Vec<Value> = (0..n).map(|_| ed.b.add_block_param(oh, i64t)).collect();
    ed.at_end(oh);
    let c = ed.icmp(IntCC::Slt, idx, end);
    ed.condbr(c, opre, &[], cont, &[]);
    ed.at_end(opre);
    let left = ed.bin(BinOp::Sub, end, idx);
    let ie = ed.bin(BinOp::Add, cs[l], left);
    let lt = ed.icmp(IntCC::Slt, ie, trips[l]);
    let ie = ed.select(lt, ie, trips[l]);
    let mut ivs = vec![zero; n];
    for k in 0..l {
        ivs[k] = induction_value(ed, &dims[k], lows[k], steps[k], cs[k]);
    }
    ed.br(ih, &[cs[l]]);
    let j = ed.b.add_block_param(ih, i64t);
    ed.at_end(ih);
    let olatch = ed.block_after(ih);
    let c = ed.icmp(IntCC::Slt, j, ie);
    ed.condbr(c, pre, &[], olatch, &[]);
    ed.at_end(pre);
    ivs[l] = induction_value(ed, &dims[l], lows[l], steps[l], j);
    let blocks = ed.b.region(r).blocks.clone();
    super::induction::widen_uses(ed.b, &blocks, &ivs);
    ed.br(entry, &ivs);
    let blocks = inline_region_blocks(ed.b, r, pre);
    let latch = ed.block_after(*blocks.last().unwrap_or(&pre));
    for (_, t) in blocks_ending_in_yield(ed.b, &blocks) {
        ed.b.insts[t.index()].kind = InstKind::Br(BlockCall::new(latch, &[]));
    }
    ed.at_end(latch);
    let nj = ed.bin(BinOp::Add, j, one);
    ed.br(ih, &[nj]);
    ed.at_end(olatch);
    let ran = ed.bin(BinOp::Sub, ie, cs[l]);
    let nidx = ed.bin(BinOp::Add, idx, ran);
    let mut next = vec![zero; n];
    let mut carry = one;
    for k in (0..l).rev() {
        let c1 = ed.bin(BinOp::Add, cs[k], carry);
        if k == 0 {
            next[0] = c1;
            break;
        }
        let wrap = ed.icmp(IntCC::Eq, c1, trips[k]);
        next[k] = ed.select(wrap, zero, c1);
        carry = ed.cast(CastOp::ZExt, wrap, i64t);
    }
    let mut args = vec![nidx];
    args.extend_from_slice(&next);
    ed.br(oh, &args);
}

/// The native read-modify-write of an update/capture region that computes `old OP expr`
/// (`expr OP old` for commutative OP) with `old` used nowhere else: the binary instruction
/// and its operation and `expr`.
pub(crate) fn native_rmw(
    body: &Body,
    r: Region,
    ty_is_float: bool,
) -> Option<(Inst, RmwOp, BinOp, Value)> {
    let old = body.block(entry_of(body, r)).params[0];
    let insts = region_insts_deep(body, r);
    let mut uses = 0;
    let mut yields = Vec::new();
    for &i in &insts {
        body.inst(i)
            .kind
            .visit_operands(|v| uses += usize::from(v == old));
        if let InstKind::Yield(vs) = &body.inst(i).kind {
            yields.push(vs[0]);
        }
        if matches!(body.inst(i).kind, InstKind::Directive(_)) {
            return None;
        }
    }
    let [y] = yields[..] else { return None };
    let bi = insts
        .iter()
        .copied()
        .find(|&i| body.inst(i).result == Some(y))?;
    let InstKind::Binary { op, lhs, rhs, .. } = body.inst(bi).kind else {
        return None;
    };
    if uses != 1 {
        return None;
    }
    let rop = match (op, ty_is_float) {
        (BinOp::Add, false) => RmwOp::Add,
        (BinOp::Sub, false) => RmwOp::Sub,
        (BinOp::And, false) => RmwOp::And,
        (BinOp::Or, false) => RmwOp::Or,
        (BinOp::Xor, false) => RmwOp::Xor,
        (BinOp::FAdd, true) => RmwOp::FAdd,
        (BinOp::FSub, true) => RmwOp::FSub,
        _ => return None,
    };
    if lhs == old {
        Some((bi, rop, op, rhs))
    } else if rhs == old && !matches!(rop, RmwOp::Sub | RmwOp::FSub) {
        Some((bi, rop, op, lhs))
    } else {
        None
    }
}

/// The native minimum/maximum of an update region that yields `old < e ? e : old` (or
/// another spelling of an integer min/max): OpenMP 5.1's `atomic compare` min/max forms
/// (§2.19.7). Returns the select, the operation and `e`.
fn native_min_max(body: &Body, r: Region) -> Option<(Inst, RmwOp, Value)> {
    let old = body.block(entry_of(body, r)).params[0];
    let insts = region_insts_deep(body, r);
    let mut yields = Vec::new();
    for &i in &insts {
        match &body.inst(i).kind {
            InstKind::Yield(vs) => yields.push(vs[0]),
            InstKind::Directive(_) => return None,
            _ => {}
        }
    }
    let [y] = yields[..] else { return None };
    let si = insts
        .iter()
        .copied()
        .find(|&i| body.inst(i).result == Some(y))?;
    let InstKind::Select {
        cond,
        then_val,
        else_val,
    } = body.inst(si).kind
    else {
        return None;
    };
    let ci = insts
        .iter()
        .copied()
        .find(|&i| body.inst(i).result == Some(cond))?;
    let InstKind::ICmp { cc, lhs, rhs } = body.inst(ci).kind else {
        return None;
    };
    // Normalise to `old CC e ? new : old`.
    let (cc, e) = match (lhs == old, rhs == old) {
        (true, false) => (cc, rhs),
        (false, true) => (cc.swapped(), lhs),
        _ => return None,
    };
    if else_val != old || then_val != e {
        return None;
    }
    let rop = match cc {
        IntCC::Slt | IntCC::Sle => RmwOp::Max,
        IntCC::Sgt | IntCC::Sge => RmwOp::Min,
        IntCC::Ult | IntCC::Ule => RmwOp::UMax,
        IntCC::Ugt | IntCC::Uge => RmwOp::UMin,
        _ => return None,
    };
    // `old` is used by the comparison and the select only.
    let mut uses = 0;
    for &i in &insts {
        body.inst(i)
            .kind
            .visit_operands(|v| uses += usize::from(v == old));
    }
    (uses == 2).then_some((si, rop, e))
}

/// `acc.atomic` (§2.12) on native instructions, relaxed as gcc does: `read`/`write` as atomic
/// loads/stores; an update/capture computing `old OP expr` as an `atomicrmw`; any other
/// region as a compare-and-exchange loop on the value's bit pattern. Types without a native
/// compare-and-exchange (long double, complex) go under the module lock, as every access of
/// theirs does.
fn lower_atomic(m: &mut Module, body: &mut Body, op: Inst) {
    let d = dir(body, op).clone();
    let DirectiveKind::Atomic { ty, .. } = d.kind else {
        return;
    };
    if cas_int_type(m, ty).is_none() {
        return lower_atomic_locked(m, body, op);
    }
    let loc = body.inst(op).loc;
    let DirectiveKind::Atomic {
        kind,
        ty,
        x,
        v,
        expr,
    } = d.kind
    else {
        return;
    };
    let is_float = m.types.is_float(ty);
    let relaxed = MemFlags {
        atomic: Some(Ordering::Relaxed),
        ..MemFlags::default()
    };
    let native = d.region.and_then(|r| native_rmw(body, r, is_float));
    // A capture of the new value would need the select again: that one keeps the loop.
    let min_max = match kind {
        crate::directive::AtomicKind::Capture { old: false } => None,
        _ if is_float || native.is_some() => None,
        _ => d.region.and_then(|r| native_min_max(body, r)),
    };
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    match (kind, d.region) {
        (crate::directive::AtomicKind::Read, _) => {
            let val = ed.val(
                InstKind::Load {
                    ptr: x,
                    flags: relaxed,
                },
                ty,
            );
            if let Some(v) = v {
                ed.store(val, v);
            }
            ed.br(cont, &[]);
        }
        (crate::directive::AtomicKind::Write, _) => {
            if let Some(e) = expr {
                ed.ins(
                    InstKind::Store {
                        value: e,
                        ptr: x,
                        flags: relaxed,
                    },
                    None,
                );
            }
            ed.br(cont, &[]);
        }
        (_, Some(r)) if native.is_some() => {
            let (bi, rop, bop, e) = native.expect("native");
            // `old OP e` becomes `atomicrmw OP x, e`, whose result is the old value.
            let (old, exits) = rmw_in_place(&mut ed, r, bi, rop, x, e, ty);
            for blk in exits {
                ed.at_end(blk);
                if let (Some(v), crate::directive::AtomicKind::Capture { old: o }) = (v, kind) {
                    let val = if o { old } else { ed.bin(bop, old, e) };
                    ed.store(val, v);
                }
                ed.br(cont, &[]);
            }
        }
        (_, Some(r)) if min_max.is_some() => {
            let (si, rop, e) = min_max.expect("min_max");
            let (old, exits) = rmw_in_place(&mut ed, r, si, rop, x, e, ty);
            for blk in exits {
                ed.at_end(blk);
                if let (Some(v), crate::directive::AtomicKind::Capture { .. }) = (v, kind) {
                    ed.store(old, v);
                }
                ed.br(cont, &[]);
            }
        }
        (_, Some(r)) => {
            let ity = cas_int_type(ed.m, ty).expect("native width");
            let init = ed.val(
                InstKind::Load {
                    ptr: x,
                    flags: relaxed,
                },
                ty,
            );
            let (entry, old_param, exits) = inline_atomic_region(&mut ed, r, init);
            for (blk, new) in exits {
                ed.at_end(blk);
                let (ob, nb) = if is_float {
                    (
                        ed.cast(CastOp::Bitcast, old_param, ity),
                        ed.cast(CastOp::Bitcast, new, ity),
                    )
                } else {
                    (old_param, new)
                };
                let seen = ed.val(
                    InstKind::CmpXchg {
                        ptr: x,
                        expected: ob,
                        new: nb,
                        ordering: Ordering::Relaxed,
                        weak: false,
                    },
                    ity,
                );
                let ok = ed.icmp(IntCC::Eq, seen, ob);
                let again = if is_float {
                    ed.cast(CastOp::Bitcast, seen, ty)
                } else {
                    seen
                };
                let done = ed.block_after(blk);
                ed.condbr(ok, done, &[], entry, &[again]);
                ed.at_end(done);
                if let (Some(v), crate::directive::AtomicKind::Capture { old }) = (v, kind) {
                    ed.store(if old { old_param } else { new }, v);
                }
                ed.br(cont, &[]);
            }
        }
        _ => ed.br(cont, &[]),
    }
}

/// Enters the region of an atomic update/capture with `old` as its old value and inlines its
/// blocks after the current one. Returns the region's entry block, its old-value parameter,
/// and each block that yielded a new value (the `yield` removed) with that value.
fn inline_atomic_region(ed: &mut Ed, r: Region, old: Value) -> (Block, Value, Vec<(Block, Value)>) {
    let entry = entry_of(ed.b, r);
    ed.br(entry, &[old]);
    let last = ed.blk;
    let blocks = inline_region_blocks(ed.b, r, last);
    let old_param = ed.b.block(entry).params[0];
    let mut exits = Vec::new();
    for (blk, t) in blocks_ending_in_yield(ed.b, &blocks) {
        let new = match &ed.b.inst(t).kind {
            InstKind::Yield(vs) => vs[0],
            _ => unreachable!("blocks_ending_in_yield returns yields"),
        };
        remove_inst(ed.b, t);
        exits.push((blk, new));
    }
    (entry, old_param, exits)
}

/// Inlines atomic region `r` after the editor's block and turns its instruction `at` (the
/// update's operation or its min/max select) into `atomicrmw rop x, e`: the region's old
/// value, and the blocks that ended in its yield (now open, for the caller to finish).
fn rmw_in_place(
    ed: &mut Ed,
    r: Region,
    at: Inst,
    rop: RmwOp,
    x: Value,
    e: Value,
    ty: TypeId,
) -> (Value, Vec<Block>) {
    let entry = entry_of(ed.b, r);
    let undef = ed.val(InstKind::Undef, ty);
    ed.br(entry, &[undef]);
    let last = ed.blk;
    let blocks = inline_region_blocks(ed.b, r, last);
    ed.b.insts[at.index()].kind = InstKind::AtomicRmw {
        op: rop,
        ptr: x,
        value: e,
        ordering: Ordering::Relaxed,
    };
    let old = ed.b.inst(at).result.expect("result");
    let exits = blocks_ending_in_yield(ed.b, &blocks)
        .into_iter()
        .map(|(blk, t)| {
            remove_inst(ed.b, t);
            blk
        })
        .collect();
    (old, exits)
}

/// `acc.atomic` under the module lock (all atomic accesses to a location of a type without a
/// native compare-and-exchange go through it).
fn lower_atomic_locked(m: &mut Module, body: &mut Body, op: Inst) {
    let loc = body.inst(op).loc;
    let d = dir(body, op).clone();
    let DirectiveKind::Atomic {
        kind,
        ty,
        x,
        v,
        expr,
    } = d.kind
    else {
        return;
    };
    let (b, cont) = cut(body, op);
    let mut ed = Ed::new(m, body, b, 0, loc);
    ed.at_end(b);
    let (lock, unlock) = lock_fns(ed.m);
    ed.call(lock, &[]);
    match (kind, d.region) {
        (crate::directive::AtomicKind::Read, _) => {
            let val = ed.load(ty, x);
            if let Some(v) = v {
                ed.store(val, v);
            }
            ed.call(unlock, &[]);
            ed.br(cont, &[]);
        }
        (crate::directive::AtomicKind::Write, _) => {
            if let Some(e) = expr {
                ed.store(e, x);
            }
            ed.call(unlock, &[]);
            ed.br(cont, &[]);
        }
        (_, Some(r)) => {
            let old = ed.load(ty, x);
            let (_, old_param, exits) = inline_atomic_region(&mut ed, r, old);
            for (blk, new) in exits {
                ed.at_end(blk);
                ed.store(new, x);
                if let (Some(v), crate::directive::AtomicKind::Capture { old }) = (v, kind) {
                    ed.store(if old { old_param } else { new }, v);
                }
                ed.call(unlock, &[]);
                ed.br(cont, &[]);
            }
        }
        _ => {
            ed.call(unlock, &[]);
            ed.br(cont, &[]);
        }
    }
}

/// Globals with a file-scope `declare` are registered with the runtime by a constructor (an
/// image without device code, docs/abi.md "Globals"), so that they are present (§2.13), or
/// for `link`, so that data clauses map them onto themselves.
fn register_declared_globals(m: &mut Module) {
    let declared: Vec<_> = m
        .global_ids()
        .filter(|&g| m.global(g).acc_declare.is_some() && m.global(g).init.is_some())
        .collect();
    if declared.is_empty() || m.func_by_name("__oxacc.register_globals").is_some() {
        return;
    }
    let (p, i32t, i64t) = (m.ptr(), m.i32(), m.i64());
    // oxacc_global_info { name, host, bytes, kind, flags }
    let info_ty = m.c_struct(None, &[p, p, i64t, i32t, i32t]);
    let mut entries = Vec::new();
    for &g in &declared {
        let gd = m.global(g).clone();
        let name = string_global(m, &gd.name);
        // `link`: storage data clauses map the global to, absent until they do (§2.13.3).
        let kind = match gd.acc_declare {
            Some(DataClauseKind::CopyIn) => MAP_COPYIN,
            Some(DataClauseKind::Link) => MAP_LINK,
            _ => MAP_CREATE,
        };
        entries.push(ConstInit::Aggregate(vec![
            ConstInit::GlobalAddr(name, 0),
            ConstInit::GlobalAddr(g, 0),
            ConstInit::Int(m.types.size_of(gd.ty) as i128),
            ConstInit::Int(kind as i128),
            ConstInit::Int(if super::device_code::starts_from_host(m, g) {
                super::device_code::GLOBAL_HOST_INIT as i128
            } else {
                0
            }),
        ]));
    }
    let arr_ty = m.array(info_ty, entries.len() as u64);
    let mut infos = GlobalData::new(
        "__oxacc.globals",
        arr_ty,
        Some(ConstInit::Aggregate(entries)),
    );
    infos.linkage = Linkage::Internal;
    let infos = m.add_global(infos);
    // oxacc_image { abi_version, format, data, size, kernels, nkernels, nglobals, globals }
    let image_ty = m.c_struct(None, &[i32t, i32t, p, i64t, p, i32t, i32t, p]);
    let mut image = GlobalData::new(
        "__oxacc.image",
        image_ty,
        Some(ConstInit::Aggregate(vec![
            ConstInit::Int(1),
            ConstInit::Int(0),
            ConstInit::Zero,
            ConstInit::Int(0),
            ConstInit::Zero,
            ConstInit::Int(0),
            ConstInit::Int(declared.len() as i128),
            ConstInit::GlobalAddr(infos, 0),
        ])),
    );
    image.linkage = Linkage::Internal;
    let image = m.add_global(image);
    let v = m.void();
    let reg = runtime_fn(m, "__oxacc_register_image", &[p], i32t);
    let sig = m.func_type(&[], v, false);
    let f = m.declare_func("__oxacc.register_globals", sig);
    m.func_mut(f).linkage = Linkage::Internal;
    let mut b = crate::FunctionBuilder::new(m, f);
    let ip = b.global_addr(image);
    b.call(reg, &[ip]);
    b.ret(None);
    b.finish();
    m.ctors.push((f, 65535));
}
