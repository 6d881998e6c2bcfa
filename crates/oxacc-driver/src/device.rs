//! The device step of a compilation (docs/gpu.md): when an OIR module has device code and
//! OpenACC targets a GPU, its `kernel`/`device` functions are compiled to PTX for the
//! `--offload-arch`/`-gpu=ccXX` architecture, and the PTX is embedded in the host module
//! with a registration constructor. The host module then goes through host code generation.

use oxacc_codegen::device::{self, DeviceOptions, MathLib, PastStores};
use oxacc_oir::Module;

use crate::options::{AccTarget, Options};

/// The host module to generate code for: `module` itself when there is nothing to do, else
/// a copy with the device image embedded. `Err` carries a message for the user.
/// The optimisation level of device code: always optimised (unoptimised PTX is slow and
/// large), and `-Ofast`'s approximate math under `-gpu=fastmath` whatever the host's level.
pub(crate) fn device_opt(
    options: &Options,
    opt: oxacc_codegen::host::OptLevel,
) -> oxacc_codegen::host::OptLevel {
    use oxacc_codegen::host::OptLevel;
    match opt {
        _ if options.gpu_fastmath => OptLevel::Ofast,
        OptLevel::O0 => OptLevel::O2,
        o => o,
    }
}

pub fn prepare_host_module<'m>(
    module: &'m Module,
    options: &Options,
    opt: oxacc_codegen::host::OptLevel,
) -> Result<std::borrow::Cow<'m, Module>, String> {
    let has_device = device::has_device_code(module);
    let refers_image = module.global_by_name(device::IMAGE_GLOBAL).is_some();
    if !has_device && !refers_image {
        return Ok(std::borrow::Cow::Borrowed(module));
    }
    let mut host = module.clone();
    let gpu = (options.openacc || options.openmp) && options.acc_target == AccTarget::Gpu;
    if !has_device || !gpu {
        // No device code: launches run their host versions.
        device::embed_image(&mut host, &device::DeviceImage::empty());
        return Ok(std::borrow::Cow::Owned(host));
    }
    let arch = options
        .offload_arch
        .first()
        .cloned()
        .unwrap_or_else(|| device::DEFAULT_ARCH.to_owned());
    let math = match device::find_libdevice() {
        Some(p) => MathLib::Libdevice(p),
        None => MATH_BITCODE,
    };
    let dopts = DeviceOptions {
        arch,
        opt: device_opt(options, opt),
        math,
        // On by default since the whole suite ran with it on an H200, sanitizer-clean
        // (docs/gpu.md); OXACC_GROUP_LOADS=0 turns it off for comparisons.
        group_loads: std::env::var_os("OXACC_GROUP_LOADS").is_none_or(|v| v != "0"),
        // Opt-in until measured on a GPU (decision 85, docs/gpu.md); 2: without `.maxnreg`.
        loads_past_stores: match std::env::var("OXACC_LOADS_PAST_STORES").as_deref() {
            Ok("1") => PastStores::On,
            Ok("2") => PastStores::Moves,
            _ => PastStores::Off,
        },
        // Opt-in until measured on a GPU (decision 122, docs/gpu.md).
        loads_past_loads: std::env::var_os("OXACC_LOADS_PAST_LOADS").is_some_and(|v| v == "1"),
        // An A/B experiment (decision 85): `.maxnreg N` on every kernel, 32..=255.
        max_registers: std::env::var("OXACC_MAXNREG")
            .ok()
            .and_then(|v| v.parse::<u32>().ok())
            .filter(|n| (32..=255).contains(n)),
        wave_registers: wave_registers(std::env::var("OXACC_WAVE_MAXNREG").ok().as_deref()),
    };
    let ctx = oxacc_codegen::Context::create();
    let artifact = device::compile_nvptx(&ctx, module, &dopts).map_err(|e| e.to_string())?;
    if !options.diag.suppress_warnings {
        let openmp = options.openmp && !options.openacc;
        for (kernel, missing) in &artifact.host_only {
            eprintln!("{}", host_only_warning(module, kernel, missing, openmp));
        }
    }
    let image = artifact.image().map_err(|e| e.to_string())?;
    if let Ok(dir) = std::env::var("OXACC_SAVE_PTX") {
        // The module is named after its source path: keep the file name only.
        let stem = std::path::Path::new(module.name.as_str())
            .file_name()
            .map_or_else(|| "module".into(), |n| n.to_string_lossy().into_owned());
        let path = std::path::Path::new(&dir).join(format!("{stem}.ptx"));
        let _ = std::fs::write(path, &image.data);
    }
    device::embed_image(&mut host, &image);
    Ok(std::borrow::Cow::Owned(host))
}

/// The register limit of reduction kernels (decision 88, docs/gpu.md): none (ptxas's own
/// choice) unless `OXACC_WAVE_MAXNREG` asks for one (32 to 255; another value: 64). Opt-in:
/// on the H200 it made sum 0.96× and dot 0.99× of the time without, but cg 1.04× (its update
/// kernel, which stores, is no longer limited: decision 100).
fn wave_registers(var: Option<&str>) -> Option<u32> {
    match var.map(str::trim) {
        None | Some("0") | Some("") => None,
        Some(v) => Some(
            v.parse::<u32>()
                .ok()
                .filter(|n| (32..=255).contains(n))
                .unwrap_or(64),
        ),
    }
}

/// Why a compute region has no GPU code, at the region's kernel; in an OpenMP program at
/// each call of a function without a device version (5.0 §2.12.7: functions a target region
/// calls are device functions when this file defines them or a `declare target` names them).
fn host_only_warning(module: &Module, kernel: &str, missing: &[String], openmp: bool) -> String {
    let kf = module.func_by_name(kernel);
    let loc = kf.map(|f| module.func(f).loc).unwrap_or_default();
    // The procedure as the program names it, not its symbol (a Fortran `f_`, `__m_MOD_f`).
    let user = |n: &str| -> String {
        module
            .func_by_name(n)
            .map_or(n, |f| module.func(f).user_name())
            .to_string()
    };
    if openmp {
        let region = format!("line {}", loc.line);
        let mut out = Vec::new();
        for n in missing {
            let at = kf.and_then(|f| call_site(module, f, n)).unwrap_or(loc);
            let n = user(n);
            out.push(
                oxacc_oir::PassDiagnostic::warning(
                    at,
                    format!(
                        "'{n}' has no device version: it is defined in no function of this file \
                         and named in no `declare target` directive (OpenMP 5.0 §2.12.7); the \
                         target region at {region} runs only on the host"
                    ),
                )
                .render(module),
            );
        }
        return out.join("\n");
    }
    let names: Vec<String> = missing.iter().map(|n| format!("'{}'", user(n))).collect();
    oxacc_oir::PassDiagnostic::warning(
        loc,
        format!(
            "no GPU code for this compute region: it calls {}, defined in no function of this file \
             and not declared with `#pragma acc routine`; it runs only on the host device",
            names.join(", ")
        ),
    )
    .render(module)
}

/// Where the code of `from` (or a function it calls) calls `name`.
fn call_site(module: &Module, from: oxacc_oir::FuncId, name: &str) -> Option<oxacc_oir::SrcLoc> {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![from];
    while let Some(f) = work.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(body) = &module.func(f).body else {
            continue;
        };
        for inst in body.insts.iter().filter(|i| i.block.is_some()) {
            if let oxacc_oir::InstKind::Call { callee, .. } = inst.kind {
                if module.func(callee).name == name && inst.loc.is_known() {
                    return Some(inst.loc);
                }
                work.push(callee);
            }
        }
    }
    None
}

#[cfg(test)]
use crate::devmath::math_library;

/// The device math library as bitcode, built once by `build.rs` (docs/design.md decision 25).
const MATH_BITCODE: MathLib = MathLib::Bitcode {
    normal: include_bytes!(concat!(env!("OUT_DIR"), "/devmath.bc")),
    fast: include_bytes!(concat!(env!("OUT_DIR"), "/devmath-fast.bc")),
};

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

    /// An OpenACC compute region gets a device kernel (acc-device): the threads of each gang
    /// share the loop (gangs of threads, acc/spmd.rs) and combine the reduction with warp
    /// shuffles and shared memory; the launch record names the image; a `declare`d global is
    /// exported and listed in the image's global table; the atomic update is a native
    /// instruction; the `int` product combines across gangs by compare-and-swap, and the
    /// module lock's unlock (taken by the complex product's combine, whose two parts no one
    /// exchange covers) is fenced.
    #[test]
    fn compute_region_gets_a_device_kernel() {
        let src = "\
int g[4];
#pragma acc declare create(g)
void f(int n, float *x, int *count, int *sum) {
  int s = 1;
  double _Complex t = 1;
  #pragma acc parallel loop copy(x[0:n]) copy(count[0:1]) reduction(*:s, t)
  for (int i = 0; i < n; i++) {
    x[i] += 1.0f;
    s *= i;
    t *= x[i];
    #pragma acc atomic update
    count[0] += 1;
  }
  *sum = s;
}
";
        let m = lower_acc(src);
        let k = m.func_by_name("f_acc_0__dev").expect("device kernel");
        assert_eq!(m.func(k).device, Some(oxacc_oir::DeviceKind::Kernel));
        assert_eq!(device::kernel_index(&m, k), Some(0));
        let oir = oxacc_oir::print_module(&m);
        assert!(oir.contains("global_addr @__oxacc_image"), "{oir}");
        let ctx = oxacc_codegen::Context::create();
        let opts = DeviceOptions {
            arch: "sm_90".into(),
            ..DeviceOptions::default()
        };
        let art = device::compile_nvptx(&ctx, &m, &opts).expect("compiles");
        let ptx = art.ptx().unwrap();
        assert!(ptx.contains(".visible .entry f_acc_0__dev("), "{ptx}");
        for reg in ["%tid.x", "%ntid.x", "%ctaid.x", "%nctaid.x"] {
            assert!(ptx.contains(reg), "{reg} in\n{ptx}");
        }
        for insn in ["bar.sync", "shfl.sync.bfly.b32", ".shared .align 16"] {
            assert!(ptx.contains(insn), "{insn} in\n{ptx}");
        }
        assert!(ptx.contains(".visible .global .align 4 .b8 g[16]"), "{ptx}");
        // The atomic update is a native instruction; the int product a compare-and-swap
        // loop; the complex product's lock remains.
        assert!(
            ptx.contains("atom.global.add.u32") || ptx.contains("red.global.add.u32"),
            "{ptx}"
        );
        // Two exchanges: the lock's acquire and the product's loop.
        assert_eq!(ptx.matches("global.cas.b32").count(), 2, "{ptx}");
        let unlock = ptx.find("atom.global.exch").expect("unlock");
        assert!(ptx[..unlock].contains("fence.acq_rel"), "{ptx}");
        let image = art.image().unwrap();
        assert_eq!(image.kernels, ["f_acc_0__dev"]);
        assert_eq!(image.globals.len(), 1);
        assert_eq!(image.globals[0].symbol, "g");
        assert_eq!(image.globals[0].bytes, 16);
        let mut host = m.clone();
        device::embed_image(&mut host, &image);
        assert!(host.global_by_name("__oxacc_global_table").is_some());
    }

    /// Lowers C source to OIR and, when it has OpenACC constructs, through the OpenACC passes
    /// (verifying after each), as the driver does.
    fn lower_acc(src: &str) -> Module {
        let mut sm = SourceMap::new();
        let main = sm.add_file("t.c", src);
        let mut diags = DiagnosticsEngine::stderr(DiagnosticOptions::default());
        let pp = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &Default::default());
        let copts = oxacc_c::Options {
            openacc: true,
            ..Default::default()
        };
        let unit = oxacc_c::parse_and_check_with(&pp.tokens, &sm, &mut diags, &copts);
        let mut m = oxacc_c::lower::lower(&unit, &sm, &mut diags);
        assert!(!diags.has_errors());
        if oxacc_oir::acc::module_has_acc(&m) {
            let pipeline = format!("verify,dead-blocks,{}", oxacc_oir::acc::ACC_PIPELINE);
            let mut pm = oxacc_oir::PassManager::from_pipeline(&pipeline).unwrap();
            pm.verify_each = true;
            pm.run(&mut m).expect("passes");
        }
        m
    }

    /// Lowers C source through the OpenACC passes and compiles its device part.
    fn device_ptx(src: &str) -> (String, Vec<(String, Vec<String>)>) {
        device_ptx_of(&lower_acc(src))
    }

    /// Compiles the device part of a lowered module.
    fn device_ptx_of(m: &Module) -> (String, Vec<(String, Vec<String>)>) {
        assert!(device::has_device_code(m));
        let ctx = oxacc_codegen::Context::create();
        let opts = DeviceOptions {
            arch: "sm_90".into(),
            ..DeviceOptions::default()
        };
        let art = device::compile_nvptx(&ctx, m, &opts).expect("compiles");
        (art.ptx().unwrap(), art.host_only.clone())
    }

    /// A file whose only device part is a `declare create` global still gets an image with
    /// the global's device copy: without it the runtime never mapped the global, and
    /// `update device` of it stopped with "not present" on a GPU (acc-fortran data/035, 059).
    #[test]
    fn declared_globals_alone_get_an_image() {
        let m = lower_acc(
            "\
double grid[100];
#pragma acc declare create(grid)
void fill(void) {
  for (int i = 0; i < 100; i++) grid[i] = i;
  #pragma acc update device(grid)
}
",
        );
        let (ptx, _) = device_ptx_of(&m);
        assert!(ptx.contains(".global") && ptx.contains("grid"), "{ptx}");
    }

    /// A variable-length array inside a compute region gets stack storage on every
    /// architecture (sm_70's default ISA, 6.0, has no PTX `alloca`; an earlier version left the
    /// array at local address 0 with nothing behind it): a fixed buffer of the frame up to 256
    /// bytes (decision 108: a run-time `alloca` escaped the driver's stack sizing and
    /// compute-sanitizer's accounting), the heap above.
    #[test]
    fn vla_in_region_gets_storage_on_every_arch() {
        let m = lower_acc(
            "\
void f(double *out, int n, int k) {
  #pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    double t[k];
    for (int j = 0; j < k; j++) t[j] = i + j;
    double s = 0;
    for (int j = 0; j < k; j++) s += t[j];
    out[i] = s;
  }
}
",
        );
        for arch in ["sm_70", "sm_80", "sm_90"] {
            let ctx = oxacc_codegen::Context::create();
            let opts = DeviceOptions {
                arch: arch.into(),
                ..DeviceOptions::default()
            };
            let ptx = device::compile_nvptx(&ctx, &m, &opts)
                .expect("compiles")
                .ptx()
                .unwrap();
            assert!(!ptx.contains("alloca."), "{arch}: {ptx}");
            let frame = ptx
                .lines()
                .filter_map(|l| l.split("__local_depot").nth(1))
                .filter_map(|t| t.split_once('[')?.1.split_once(']')?.0.parse::<u64>().ok())
                .max();
            assert!(frame.is_some_and(|b| b >= 256), "{arch}: {ptx}");
        }
    }

    /// Device code across files: a `routine` declared here and defined elsewhere stays an
    /// external function of the PTX (the runtime links it at load time); a `routine` defined
    /// here is compiled and exported even though nothing here calls it; a function with no
    /// routine directive and no body leaves its region without device code.
    #[test]
    fn routines_of_other_files_are_linked_not_dropped() {
        let caller = "\
#pragma acc routine seq
double sq(double x);
void f(double *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = sq(a[i]);
}
";
        let (ptx, host_only) = device_ptx(caller);
        assert!(host_only.is_empty(), "{host_only:?}");
        assert!(
            ptx.contains(".extern .func  (.param .b64 func_retval0) sq"),
            "{ptx}"
        );
        assert!(ptx.contains(".visible .entry f_acc_0__dev("), "{ptx}");

        let definer = "#pragma acc routine seq\ndouble sq(double x) { return x * x; }\n";
        let (ptx, _) = device_ptx(definer);
        assert!(
            ptx.contains(".visible .func  (.param .b64 func_retval0) sq("),
            "{ptx}"
        );

        let (ptx, host_only) = device_ptx(&caller.replace("#pragma acc routine seq\n", ""));
        assert_eq!(
            host_only,
            [("f_acc_0__dev".to_string(), vec!["sq".to_string()])]
        );
        assert!(!ptx.contains(".entry f_acc_0__dev"), "{ptx}");
    }

    /// A gang-private array written in one vector loop and read by other threads in the next
    /// lives in shared memory: one `.shared` object per gang, stored and loaded there, with
    /// the barrier between the loops. An array that one vector loop alone uses stays per
    /// thread.
    #[test]
    fn gang_shared_arrays_live_in_shared_memory() {
        let src = "\
void f(int *b, int n) {
  #pragma acc parallel loop gang vector_length(128) copy(b[0:64*n])
  for (int r = 0; r < n; r++) {
    int tmp[64];
    #pragma acc loop vector
    for (int c = 0; c < 64; c++) tmp[c] = b[r*64 + c] * 2;
    #pragma acc loop vector
    for (int c = 0; c < 64; c++) b[r*64 + c] = tmp[63 - c];
  }
}
";
        let (ptx, _) = device_ptx(src);
        assert!(
            ptx.contains(".shared .align 4 .b8 __oxacc_shared_$_0[256];"),
            "{ptx}"
        );
        assert!(ptx.contains("st.shared.b32"), "{ptx}");
        assert!(ptx.contains("ld.shared.b32"), "{ptx}");
        assert!(ptx.contains("bar.sync"), "{ptx}");

        // With narrow vectors the gang loop's iterations go to one-warp workers, each with
        // its own copy (15 × 256 bytes).
        let narrow = src.replace(" vector_length(128)", "");
        let (ptx, _) = device_ptx(&narrow);
        assert!(
            ptx.contains(".shared .align 4 .b8 __oxacc_shared_$_0[3840];"),
            "{ptx}"
        );

        let own = src.replace(
            "    #pragma acc loop vector\n    for (int c = 0; c < 64; c++) b[r*64 + c] = tmp[63 - c];\n",
            "",
        );
        assert_ne!(own, src);
        let (ptx, _) = device_ptx(&own);
        assert!(!ptx.contains("__oxacc_shared_$_0"), "{ptx}");
    }

    /// Sums of rows of 32 by the workers of each gang, a vector loop per worker.
    const WORKER_SUMS: &str = "\
void f(const float *a, float *s, int n) {
  #pragma acc parallel loop gang copyin(a[0:n*n*32]) copyout(s[0:n*n])
  for (int g = 0; g < n; g++) {
    #pragma acc loop worker
    for (int w = 0; w < n; w++) {
      float t = 0;
      #pragma acc loop vector reduction(+:t)
      for (int v = 0; v < 32; v++) t += a[(g*n + w)*32 + v];
      s[g*n + w] = t;
    }
  }
}
";

    /// [`WORKER_SUMS`] with workers of two warps.
    fn wide_worker_sums() -> String {
        WORKER_SUMS.replace("parallel loop gang", "parallel loop gang vector_length(64)")
    }

    /// A worker loop with a vector loop inside runs on `threadIdx.y`: the vector loop's
    /// threads of one worker meet at a warp barrier, or a named barrier (1 + tid.y) when a
    /// worker is wider than a warp, and combine its reduction in their own scratch slots. When a worker's threads would need a shared copy of an array
    /// per worker, the worker loop runs in every thread instead, on one-dimensional blocks.
    #[test]
    fn worker_loops_run_on_threadidx_y() {
        let src = WORKER_SUMS;
        let (ptx, _) = device_ptx(src);
        assert!(ptx.contains("%tid.y"), "{ptx}");
        assert!(ptx.contains("%ntid.y"), "{ptx}");
        // Workers of one warp (no vector_length): warp barriers only, so that ptxas reserves
        // no named barriers (they limit the blocks per SM).
        assert!(ptx.contains("bar.warp.sync"), "{ptx}");
        assert!(!ptx.contains("barrier.sync \t%r"), "{ptx}");
        let (ptx, _) = device_ptx(&wide_worker_sums());
        assert!(ptx.contains("barrier.sync \t%r"), "{ptx}");

        let per_worker = src
            .replace("float t = 0;", "float t = 0, c[32];")
            .replace(
                "t += a[(g*n + w)*32 + v];",
                "{ c[v] = a[(g*n + w)*32 + v]; t += c[v]; }",
            )
            .replace("s[g*n + w] = t;", "s[g*n + w] = t + c[5];");
        let (ptx, _) = device_ptx(&per_worker);
        assert!(ptx.contains("%tid.y"), "{ptx}");
        // One copy of c[32] per worker: 15 × 128 bytes.
        assert!(ptx.contains(".b8 __oxacc_shared_$_0[1920];"), "{ptx}");

        let gang_level = per_worker
            .replace("float t = 0, c[32];", "float t = 0;")
            .replace(
                "    #pragma acc loop worker",
                "    float c[32];\n    #pragma acc loop worker",
            )
            .replace("s[g*n + w] = t + c[5];", "s[g*n + w] = t;")
            .replace("  }\n}\n", "  s[g*n] += c[1];\n  }\n}\n");
        assert_ne!(gang_level, per_worker);
        let (ptx, _) = device_ptx(&gang_level);
        assert!(!ptx.contains("%tid.y"), "{ptx}");
    }

    /// A `float _Complex` product combines across gangs by a 64-bit compare-and-swap of both
    /// parts (the lock remains for a variable that is only 4-byte aligned).
    #[test]
    fn complex_float_products_combine_by_compare_and_swap() {
        let src = "\
void f(const float _Complex *m, int n, float _Complex *out) {
  float _Complex p = 1.0f;
  #pragma acc parallel loop copyin(m[0:n]) reduction(*:p)
  for (int i = 0; i < n; i++) p *= m[i];
  *out = p;
}
";
        let (ptx, _) = device_ptx(src);
        assert!(ptx.contains("global.cas.b64"), "{ptx}");
        // Into a variable of the gang (thread-local memory): plain loads and stores, since
        // ptxas rejects a compare-and-swap there.
        let gang_private = "\
void g(const float _Complex *m, int n, float _Complex *out) {
  #pragma acc parallel loop gang copyin(m[0:n*32]) copyout(out[0:n])
  for (int r = 0; r < n; r++) {
    float _Complex p = 1.0f;
    #pragma acc loop vector reduction(*:p)
    for (int i = 0; i < 32; i++) p *= m[r * 32 + i];
    out[r] = p;
  }
}
";
        let (ptx, _) = device_ptx(gang_private);
        assert!(!ptx.contains("cas.b64"), "{ptx}");
    }

    /// `long double` in a region: computed in `double` on the device, x87 bits in memory and
    /// in the kernel's parameters (16 bytes, the host's image), `sqrtl` as `sqrt`.
    #[test]
    fn long_double_is_double_in_device_code() {
        let src = "\
long double sqrtl(long double);
void f(long double *a, long double s, int n) {
  #pragma acc parallel loop copy(a[0:n]) firstprivate(s)
  for (int i = 0; i < n; i++) a[i] = sqrtl(a[i]) * s;
}
";
        let (ptx, host_only) = device_ptx(src);
        assert!(host_only.is_empty(), "{host_only:?}");
        assert!(
            ptx.contains(".align 16 .b8 f_acc_0__dev_param_1[16]"),
            "{ptx}"
        );
        assert!(ptx.contains("sqrt.rn.f64"), "{ptx}");
        assert!(ptx.contains("cvt.rn.f64.u64"), "{ptx}");
        assert!(!ptx.contains("sqrtl"), "{ptx}");
    }

    /// The register that walks the warps' slots of the shared scratch in a cross-warp
    /// reduction (the pointer of its `ld.shared` of the second part, `[%rdN]` after
    /// `[%rdN+-16]`), and the stride it advances by.
    fn scratch_stride(ptx: &str) -> Option<(String, i64)> {
        let reg = ptx.lines().find_map(|l| {
            let l = l.trim();
            let a = l.strip_prefix("ld.shared.")?;
            let at = a.find("[%rd")?;
            let r = &a[at + 1..];
            let r = r.strip_suffix("+-16];")?;
            Some(r.to_owned())
        })?;
        let step = ptx.lines().find_map(|l| {
            let rest = l.trim().strip_prefix("add.s64")?.trim();
            let rest = rest.strip_prefix(&format!("{reg}, {reg}, "))?;
            rest.strip_suffix(';')?.parse::<i64>().ok()
        })?;
        Some((reg, step))
    }

    /// A vector-loop reduction of `long double _Complex` (two 16-byte x87 images in memory)
    /// with several warps per gang: each warp's partial sum takes a 32-byte slot of the shared
    /// scratch, which holds 32 of them; a `double _Complex` keeps its 16-byte slot.
    #[test]
    fn long_double_complex_reductions_take_32_byte_scratch_slots() {
        let src = "\
void f(const long double _Complex *a, long double _Complex *t, int n) {
  long double _Complex s = 0;
  #pragma acc parallel loop gang vector vector_length(256) copyin(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
  *t = s;
}
";
        let (ptx, _) = device_ptx(src);
        assert!(
            ptx.contains(".shared .align 16 .b8 __oxacc_shared_scratch[1024];"),
            "{ptx}"
        );
        assert!(ptx.contains("st.shared.v2.b64"), "{ptx}");
        assert_eq!(scratch_stride(&ptx).map(|s| s.1), Some(32), "{ptx}");

        // The leader of each warp stores both 16-byte parts into its slot.
        let stores: Vec<&str> = ptx
            .lines()
            .filter(|l| l.contains("st.shared.v2.b64"))
            .collect();
        assert!(stores.iter().any(|l| l.contains("+16]")), "{ptx}");

        // double _Complex: two 8-byte parts in a 16-byte slot.
        let (ptx, _) = device_ptx(&src.replace("long double", "double"));
        assert!(ptx.contains("__oxacc_shared_scratch[1024];"), "{ptx}");
        assert!(ptx.contains("st.shared.b64"), "{ptx}");
        assert!(!ptx.contains("st.shared.v2.b64"), "{ptx}");
    }

    /// Atomic updates of a small array go to a copy in each gang's shared memory, which the
    /// gang's threads add into the array at the end (acc-private-atomics); an array the region
    /// also reads keeps its atomics. A gang-private array that a vector loop updates
    /// atomically is shared by the gang's threads, not one copy per thread.
    #[test]
    fn atomic_updates_of_small_arrays_go_to_shared_memory() {
        let hist = "\
void h(const unsigned *k, long n, unsigned *bins) {
  #pragma acc parallel loop present(k[0:n], bins[0:256])
  for (long i = 0; i < n; i++) {
    #pragma acc atomic update
    bins[k[i] % 256] += 1;
  }
}
";
        let (ptx, _) = device_ptx(hist);
        assert!(ptx.contains(".b8 __oxacc_shared_$_0[1024];"), "{ptx}");
        assert!(ptx.contains("atom.shared.add.u32"), "{ptx}");
        assert!(ptx.contains("atom.global.add.u32"), "{ptx}");
        let read = hist.replace("+= 1;", "+= bins[0];");
        let (ptx, _) = device_ptx(&read);
        assert!(!ptx.contains("atom.shared"), "{ptx}");

        let gang_private = "\
void g(const unsigned *k, int *out) {
  #pragma acc parallel loop gang copyin(k[0:64*1024]) copyout(out[0:64])
  for (int g = 0; g < 64; g++) {
    int cnt[4] = {0, 0, 0, 0};
    #pragma acc loop vector
    for (int i = 0; i < 1024; i++) {
      #pragma acc atomic update
      cnt[k[g * 1024 + i] % 4] += 1;
    }
    out[g] = cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 4 * cnt[3];
  }
}
";
        let (ptx, _) = device_ptx(gang_private);
        assert!(ptx.contains("atom.shared.add.u32"), "{ptx}");
    }

    /// Workers wider than a warp that run fewer iterations than worker 0 pass the named
    /// barriers of the iterations they missed after the loop (one loop of named barriers more
    /// in the kernel), so every warp reaches the gang's next barrier having passed equally
    /// many: compute-sanitizer's racecheck reported hazards across that barrier otherwise. A
    /// body whose barriers depend on data (a vector loop under an `if`) gets no padding.
    #[test]
    fn wide_workers_pad_their_named_barriers() {
        let src = wide_worker_sums();
        let named = |src: &str| device_ptx(src).0.matches("barrier.sync \t%r").count();
        let data_dependent = src.replace(
            "      #pragma acc loop vector",
            "      if (w & 1)\n      #pragma acc loop vector",
        );
        assert_ne!(data_dependent, src);
        assert_eq!(named(&src), named(&data_dependent) + 1);
    }

    /// A collapse(2) gang loop of the threads of one-dimensional blocks is compiled twice: once
    /// walked by tiles (V/32 rows by 32) and once flattened, for nests too small to tile; a
    /// collapse(3) nest twice too: one point per thread of a 3-D grid (decision 61) and the
    /// flattened walk for other grids; a loop that is not collapsed has one copy.
    #[test]
    fn collapsed_gang_loops_walk_by_tiles() {
        let src = "\
void f(const double *a, double *b, long n) {
  #pragma acc parallel loop collapse(3) copyin(a[0:n*n*n]) copyout(b[0:n*n*n])
  for (long i = 1; i < n - 1; i++)
    for (long j = 1; j < n - 1; j++)
      for (long k = 1; k < n - 1; k++)
        b[(i*n + j)*n + k] = a[(i*n + j)*n + k - 1] + a[((i - 1)*n + j)*n + k];
}
";
        let stores = |src: &str| device_ptx(src).0.matches("st.global.b64").count();
        assert_eq!(stores(src), 2);
        let two = src
            .replace("collapse(3)", "collapse(2)")
            .replace("    for (long j = 1; j < n - 1; j++)\n", "")
            .replace("(i*n + j)*n", "i*n")
            .replace("((i - 1)*n + j)*n", "(i - 1)*n");
        assert_eq!(stores(&two), 2, "{two}");
        let single = two
            .replace(" collapse(2)", "")
            .replace("    for (long k = 1; k < n - 1; k++)\n", "")
            .replace(" + k", "");
        assert_eq!(stores(&single), 1, "{single}");
    }

    /// Struct and complex assignments in device code copy whole parts, not bytes: byte
    /// stores of a double computed in a register came out wrong on an H200.
    #[test]
    fn aggregate_copies_keep_their_alignment() {
        let src = "\
struct pt { double x, y; };
static struct pt ps[64];
static double _Complex zs[64];
void f(const double *a) {
  #pragma acc parallel loop gang copyin(a[0:64*64]) copyout(ps, zs)
  for (int r = 0; r < 64; r++) {
    double _Complex z = 0;
    struct pt q = { 0, 0 };
    #pragma acc loop vector reduction(+:z)
    for (int c = 0; c < 64; c++) z += a[r*64 + c];
    q.x = __real__ z;
    q.y = q.x + 1.0;
    zs[r] = z;
    ps[r] = q;
  }
}
";
        let (ptx, _) = device_ptx(src);
        assert!(!ptx.contains(".b8 \t["), "{ptx}");
        assert!(ptx.contains("st.global.b64"), "{ptx}");
    }

    /// Loads of `copyin(readonly: …)` data go through the read-only data cache
    /// (`ld.global.nc`): OpenACC 3.3 §2.7.7 lets the implementation assume nothing writes it in
    /// the region. Without the modifier they are ordinary loads.
    #[test]
    fn readonly_data_uses_the_read_only_cache() {
        let src = "\
void f(const float *a, float *b, int n) {
  #pragma acc parallel loop copyin(readonly: a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) b[i] = a[i] * 2.0f + a[n - 1 - i];
}
";
        let (ptx, _) = device_ptx(src);
        assert!(ptx.contains("ld.global.nc.b32"), "{ptx}");
        let (ptx, _) = device_ptx(&src.replace("readonly: ", ""));
        assert!(!ptx.contains(".nc"), "{ptx}");
    }

    /// A plain sum reduction over a gang loop (one wave of gangs, many iterations per thread).
    const SUM_LOOP: &str = "\
double f(const double *x, long n) {
  double s = 0.0;
  #pragma acc parallel loop present(x[0:n]) reduction(+:s)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}
";

    /// A reduction's gang loop runs on one wave of resident gangs, many iterations per
    /// thread: its thread loop counts them so that LLVM unrolls it, and a thread has several
    /// loads in flight ahead of the reduction's dependent adds. A loop without a reduction
    /// (one iteration per thread under a grid sized from the trip count) stays rolled.
    #[test]
    fn reduction_thread_loops_are_unrolled() {
        let (ptx, _) = device_ptx(SUM_LOOP);
        // An unrolled body of at least 4 loads, plus LLVM's remainder loop.
        assert!(ptx.matches("ld.global.b64").count() >= 5, "{ptx}");
        let plain = "\
void g(double *x, long n) {
  #pragma acc parallel loop present(x[0:n])
  for (long i = 0; i < n; i++) x[i] += 1.0;
}
";
        let (ptx, _) = device_ptx(plain);
        assert!(ptx.contains("nounroll"), "{ptx}");
        assert_eq!(ptx.matches("ld.global.b64").count(), 1, "{ptx}");
    }

    /// `group_loads` (OXACC_GROUP_LOADS=1) moves each block's loads ahead of the arithmetic
    /// before them: the unrolled sum's four loads come before its first add (ptxas keeps
    /// that order, so four loads are in flight); without it loads and adds alternate.
    #[test]
    fn grouped_loads_come_before_the_adds() {
        let m = lower_acc(SUM_LOOP);
        let ptx = |group_loads: bool| {
            let ctx = oxacc_codegen::Context::create();
            let opts = DeviceOptions {
                arch: "sm_90".into(),
                group_loads,
                ..DeviceOptions::default()
            };
            let art = device::compile_nvptx(&ctx, &m, &opts).expect("compiles");
            art.ptx().unwrap()
        };
        // The instructions from the first load of the unrolled body to its fourth.
        let first_four = |ptx: &str| -> Vec<String> {
            let lines: Vec<&str> = ptx.lines().collect();
            let loads: Vec<usize> = (0..lines.len())
                .filter(|&k| lines[k].contains("ld.global.b64"))
                .collect();
            lines[loads[0]..=loads[3]]
                .iter()
                .map(|l| l.to_string())
                .collect()
        };
        let grouped = first_four(&ptx(true));
        assert!(
            !grouped.iter().any(|l| l.contains("add.f64")),
            "{grouped:?}"
        );
        let plain = first_four(&ptx(false));
        assert!(plain.iter().any(|l| l.contains("add.f64")), "{plain:?}");
    }

    /// `loads_past_loads` (OXACC_LOADS_PAST_LOADS=1, decision 122): in the unrolled CSR row
    /// loop the value and column loads of both unrolled iterations come before the first
    /// indirect load `p[col[e]]`; without it the second pair waits behind the first indirect
    /// load. Either way every load of the block stays after the loads its address needs.
    #[test]
    fn independent_loads_pass_indirect_ones() {
        let src = "\
void spmv(const int *rowptr, const int *col, const double *val, const double *p, double *q,
          long rows, long nnz) {
  #pragma acc parallel loop present(rowptr[0:rows+1], col[0:nnz], val[0:nnz], p[0:rows], q[0:rows])
  for (long i = 0; i < rows; i++) {
    double s = 0.0;
    #pragma acc loop seq
    for (int e = rowptr[i]; e < rowptr[i + 1]; e++) s += val[e] * p[col[e]];
    q[i] = s;
  }
}
";
        let m = lower_acc(src);
        let ptx = |loads_past_loads: bool| {
            let ctx = oxacc_codegen::Context::create();
            let opts = DeviceOptions {
                arch: "sm_90".into(),
                group_loads: true,
                loads_past_loads,
                ..DeviceOptions::default()
            };
            let art = device::compile_nvptx(&ctx, &m, &opts).expect("compiles");
            art.ptx().unwrap()
        };
        // The loads of the block with the most of them, in order: 'c' a column index (b32),
        // 'v' a value or `p` (b64).
        let loads = |ptx: &str| -> String {
            let mut best = String::new();
            for block in ptx.split("$L__BB") {
                let kinds: String = block
                    .lines()
                    .filter(|l| l.contains("ld.global"))
                    .map(|l| if l.contains(".b32") { 'c' } else { 'v' })
                    .collect();
                if kinds.len() > best.len() {
                    best = kinds;
                }
            }
            best
        };
        let grouped = loads(&ptx(true));
        let plain = loads(&ptx(false));
        assert!(grouped.len() >= 6, "{grouped}");
        assert_eq!(grouped.len(), plain.len(), "{grouped} {plain}");
        // Two pairs first, then the two indirect loads.
        assert!(
            grouped.starts_with("vcvc") || grouped.starts_with("cvcv"),
            "{grouped}"
        );
        assert!(grouped.ends_with("vv"), "{grouped}");
        assert_ne!(grouped, plain);
    }

    /// A collapsed thread loop finds each thread's counters by dividing its flattened index
    /// by the trip counts: one check that the index and the trip counts fit in 32 bits, then
    /// 32-bit unsigned divisions (64-bit ones only past 2^32).
    #[test]
    fn collapsed_thread_loops_divide_in_32_bits() {
        let src = "\
void f(double *a, long n) {
  #pragma acc parallel loop collapse(3) present(a[0:n*n*n])
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++)
      for (long k = 0; k < n; k++) a[(i * n + j) * n + k] += 1.0;
}
";
        let (ptx, _) = device_ptx(src);
        assert!(ptx.contains("4294967296"), "{ptx}");
        assert!(ptx.matches("div.u32").count() >= 2, "{ptx}");
        assert!(!ptx.contains("div.s64"), "{ptx}");
    }

    /// `-Ofast` lets device math use NVPTX's approximate instructions, as
    /// `nvcc -use_fast_math`: `1.0f / sqrtf(x)` becomes one `rsqrt.approx.f32`; without it
    /// the square root and the division are correctly rounded.
    #[test]
    fn ofast_device_math_is_approximate() {
        let src = "\
float sqrtf(float);
void f(float *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = 1.0f / sqrtf(a[i]);
}
";
        let m = lower_acc(src);
        let ctx = oxacc_codegen::Context::create();
        let ptx = |opt| {
            let opts = DeviceOptions {
                arch: "sm_90".into(),
                opt,
                ..DeviceOptions::default()
            };
            let art = device::compile_nvptx(&ctx, &m, &opts).expect("compiles");
            art.ptx().unwrap()
        };
        let fast = ptx(oxacc_codegen::host::OptLevel::Ofast);
        assert!(fast.contains("rsqrt.approx.f32"), "{fast}");
        let exact = ptx(oxacc_codegen::host::OptLevel::O2);
        assert!(exact.contains("sqrt.rn.f32"), "{exact}");
        assert!(!exact.contains(".approx"), "{exact}");
    }

    /// The bitcode built once by build.rs is the library each compile would lower from
    /// math.c: device code linking it gets the same PTX, at `-O2` and at `-Ofast` (its own
    /// variant), for another architecture than the bitcode's too.
    #[test]
    fn math_bitcode_is_the_lowered_library() {
        let lib = math_library().expect("math.c compiles");
        let text = "\
module \"t\"
func @k: fn(ptr, ptr) -> void kernel {
bb0(%p: ptr, %q: ptr):
  %x: f64 = load %p
  %a: f64 = intrinsic libm.exp(%x)
  %b: f64 = intrinsic libm.atan2(%a, %x)
  %c: f64 = intrinsic libm.tgamma(%b)
  store %c, %p
  %y: f32 = load %q
  %d: f32 = intrinsic libm.pow(%y, %y)
  %e: f32 = intrinsic libm.erf(%d)
  store %e, %q
  ret
}
";
        let m = oxacc_oir::parse_module(text).unwrap();
        for opt in [
            oxacc_codegen::host::OptLevel::O2,
            oxacc_codegen::host::OptLevel::Ofast,
        ] {
            let ptx = |math: MathLib| {
                let ctx = oxacc_codegen::Context::create();
                let opts = DeviceOptions {
                    arch: "sm_90".into(),
                    opt,
                    math,
                    ..DeviceOptions::default()
                };
                let ptx = device::compile_nvptx(&ctx, &m, &opts)
                    .expect("compiles")
                    .ptx()
                    .unwrap();
                ptx
            };
            let lowered = ptx(MathLib::Oir(Box::new(lib.clone())));
            assert!(
                !lowered.contains(".extern"),
                "unresolved calls in\n{lowered}"
            );
            assert_eq!(ptx(MATH_BITCODE), lowered, "{opt:?}");
        }
    }

    /// The device math library compiles with oxacc's own front end and provides the
    /// functions device code calls.
    #[test]
    fn math_library_resolves_device_calls() {
        let lib = math_library().expect("math.c compiles");
        let text = "\
module \"t\"
declare @exp: fn(f64) -> f64
declare @powf: fn(f32, f32) -> f32
declare @atan2: fn(f64, f64) -> f64
func @k: fn(ptr, ptr) -> void kernel {
bb0(%p: ptr, %q: ptr):
  %x: f64 = load %p
  %a: f64 = call @exp(%x)
  %b: f64 = call @atan2(%a, %x)
  store %b, %p
  %y: f32 = load %q
  %c: f32 = call @powf(%y, %y)
  store %c, %q
  ret
}
";
        let m = oxacc_oir::parse_module(text).unwrap();
        let ctx = oxacc_codegen::Context::create();
        let opts = DeviceOptions {
            arch: "sm_90".into(),
            math: MathLib::Oir(Box::new(lib)),
            ..DeviceOptions::default()
        };
        let ptx = device::compile_nvptx(&ctx, &m, &opts)
            .expect("compiles")
            .ptx()
            .unwrap();
        assert!(ptx.contains(".visible .entry k("), "{ptx}");
        assert!(!ptx.contains(".extern"), "unresolved calls in\n{ptx}");
        // Library functions are internal: nothing but the kernel is visible.
        assert_eq!(ptx.matches(".visible").count(), 1, "{ptx}");
    }
}
