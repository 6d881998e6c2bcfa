//! PTX structure tests: no GPU and no ptxas needed (LLVM verifies the module; the PTX is
//! checked for the pieces the runtime and the driver's JIT rely on).

use super::*;
use crate::host::{self, CodegenOptions};

const KERNELS: &str = "\
module \"t\"
declare @printf: fn(ptr, ...) -> i32
declare @floorf: fn(f32) -> f32
declare @host_only: fn() -> void
global @fmt: [7 x i8] private const = c\"%d %f\\0A\\00\"
global @__oxacc_image: [48 x i8]
func @k0: fn(ptr, i32) -> void kernel {
bb0(%p: ptr, %n: i32):
  %g: i32 = intrinsic gang_id.x()
  %ng: i32 = intrinsic num_gangs.x()
  %w: i32 = intrinsic worker_id()
  %l: i32 = intrinsic vector_lane()
  %vl: i32 = intrinsic vector_length()
  intrinsic barrier()
  %f: f32 = sitofp %l
  %s: f32 = intrinsic shuffle_down(%f, %w)
  %d: f64 = fpext %s
  %x: i64 = sext %g
  %y: i64 = intrinsic shuffle_xor(%x, %vl)
  %r: f32 = call @floorf(%s)
  %q: ptr = elemaddr f32, %p, %y
  store %r, %q
  %fmt: ptr = global_addr @fmt
  %c: i32 = call @printf(%fmt, %ng, %d)
  call @helper(%p)
  ret
}
func @helper: fn(ptr) -> void internal {
bb0(%p: ptr):
  ret
}
func @k1: fn() -> void kernel {
bb0:
  ret
}
func @main: fn() -> i32 {
bb0:
  call @host_only()
  %img: ptr = global_addr @__oxacc_image
  %z: i32 = iconst 0
  ret %z
}
";

fn module() -> oir::Module {
    oir::parse_module(KERNELS).expect("parses")
}

fn opts() -> DeviceOptions {
    DeviceOptions {
        arch: "sm_90".into(),
        ..DeviceOptions::default()
    }
}

#[test]
fn kernels_become_ptx_entries() {
    let m = module();
    let ctx = Context::create();
    let art = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert_eq!(art.kernels, ["k0", "k1"]);
    let ir = art.llvm_ir();
    assert!(
        ir.contains("target triple = \"nvptx64-nvidia-cuda\""),
        "{ir}"
    );
    assert!(ir.contains("define ptx_kernel void @k0"), "{ir}");
    assert!(
        !ir.contains("@main"),
        "host code leaked into the device module:\n{ir}"
    );
    let ptx = art.ptx().expect("ptx");
    for needle in [
        ".target sm_90",
        ".address_size 64",
        ".visible .entry k0(",
        ".visible .entry k1(",
        "ld.param.b64",
        "%ctaid.x",
        "%nctaid.x",
        "%tid.y",
        "%tid.x",
        "%ntid.x",
        "bar.sync \t0",
        "shfl.sync.down.b32",
        "shfl.sync.bfly.b32",
        "cvt.rmi.f32.f32",
        "call.uni (retval0), vprintf",
    ] {
        assert!(ptx.contains(needle), "missing {needle:?} in\n{ptx}");
    }
    assert!(!ptx.contains("host_only"), "{ptx}");
}

#[test]
fn kernel_indices_follow_module_order() {
    let m = module();
    let k1 = m.func_by_name("k1").unwrap();
    assert_eq!(kernel_index(&m, k1), Some(1));
    assert_eq!(kernel_index(&m, m.func_by_name("main").unwrap()), None);
    assert!(has_device_code(&m));
}

#[test]
fn architectures() {
    assert!(valid_arch("sm_70") && valid_arch("sm_90") && valid_arch("sm_90a"));
    assert!(!valid_arch("sm_60") && !valid_arch("gfx90a") && !valid_arch("sm_9x"));
    let m = module();
    let ctx = Context::create();
    let o = DeviceOptions::default();
    let ptx = compile_nvptx(&ctx, &m, &o).unwrap().ptx().unwrap();
    assert!(ptx.contains(".target sm_70"), "{ptx}");
}

/// A kernel calling a function with no device definition (here: no math library to resolve
/// `expf`) gets no device code: it is listed as host-only, and its entry is not in the PTX.
#[test]
fn kernels_with_unresolved_calls_are_host_only() {
    let text = "\
module \"t\"
declare @expf: fn(f32) -> f32
func @k: fn(ptr) -> void kernel {
bb0(%p: ptr):
  %x: f32 = load %p
  %y: f32 = call @expf(%x)
  store %y, %p
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let artifact = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert_eq!(
        artifact.host_only,
        vec![("k".to_string(), vec!["expf".to_string()])]
    );
    let ptx = artifact.ptx().unwrap();
    assert!(!ptx.contains(".entry k"), "{ptx}");
    assert!(!ptx.contains("expf"), "{ptx}");
    let image = artifact.image().unwrap();
    assert_eq!(image.host_only, vec!["k".to_string()]);
}

#[test]
fn embedded_image_registers_itself() {
    let mut m = module();
    let ctx = Context::create();
    let image = compile_nvptx(&ctx, &m, &opts()).unwrap().image().unwrap();
    embed_image(&mut m, &image);
    oir::verify_module(&m).expect("host module verifies");
    let hctx = Context::create();
    let art = host::compile(&hctx, &m, &CodegenOptions::default()).expect("host compiles");
    let ir = art.llvm_ir();
    for needle in [
        "@__oxacc_device_code = internal constant",
        "section \".oxacc.offload\"",
        "@__oxacc_image = internal constant",
        "@__oxacc_kernel_table",
        "c\"k1\\00\"",
        "call i32 @__oxacc_register_image(ptr @__oxacc_image)",
        "@llvm.global_ctors",
    ] {
        assert!(ir.contains(needle), "missing {needle:?} in\n{ir}");
    }
    // Kernels are device-only: the host module does not define them.
    assert!(!ir.contains("define void @k0"), "{ir}");
}

#[test]
fn device_intrinsics_are_rejected_in_host_code() {
    let text = "\
module \"t\"
func @f: fn() -> i32 {
bb0:
  %g: i32 = intrinsic vector_lane()
  ret %g
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let err = host::compile(&ctx, &m, &CodegenOptions::default())
        .err()
        .expect("error");
    assert!(err.to_string().contains("vector_lane"), "{err}");
}

/// `malloc`/`free` in device code use CUDA's device heap (heap.rs): the kernel keeps its
/// device code and the PTX declares the two functions the driver's JIT links in, with the
/// parameter and return declarations CUDA's own `malloc`/`free` have.
#[test]
fn device_malloc_and_free_are_driver_externs() {
    let text = "\
module \"t\"
declare @malloc: fn(i64) -> ptr
declare @free: fn(ptr) -> void
func @k_alloc: fn(ptr, i64) -> void kernel {
bb0(%out: ptr, %n: i64):
  %p: ptr = call @malloc(%n)
  store %p, %out
  ret
}
func @k_free: fn(ptr) -> void kernel {
bb0(%in: ptr):
  %p: ptr = load %in
  call @free(%p)
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let artifact = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert!(artifact.host_only.is_empty(), "{:?}", artifact.host_only);
    let ptx = artifact.ptx().unwrap();
    for needle in [
        ".extern .func  (.param .b64 func_retval0) malloc\n(\n\t.param .b64 malloc_param_0\n)",
        ".extern .func free\n(\n\t.param .b64 free_param_0\n)",
        ".visible .entry k_alloc(",
        ".visible .entry k_free(",
        "call.uni (retval0), malloc",
        "call.uni free",
    ] {
        assert!(
            ptx.replace("  ", " ").contains(&needle.replace("  ", " ")),
            "missing {needle:?} in\n{ptx}"
        );
    }
}

/// A program's own `malloc` with another type is not the device heap's: its kernel stays
/// host-only (as for any function without a device definition).
#[test]
fn a_malloc_of_another_type_is_not_the_device_heap() {
    let text = "\
module \"t\"
declare @malloc: fn(i32) -> i32
func @k: fn(ptr) -> void kernel {
bb0(%out: ptr):
  %n: i32 = iconst 4
  %r: i32 = call @malloc(%n)
  store %r, %out
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let artifact = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert_eq!(
        artifact.host_only,
        vec![("k".to_string(), vec!["malloc".to_string()])]
    );
}

/// `calloc` gets a device body on top of `malloc` (overflow check, zero fill); no
/// `.extern` calloc is left for the driver, which has none.
#[test]
fn device_calloc_is_malloc_and_zero_fill() {
    let text = "\
module \"t\"
declare @calloc: fn(i64, i64) -> ptr
declare @free: fn(ptr) -> void
func @k: fn(ptr, i64) -> void kernel {
bb0(%out: ptr, %n: i64):
  %s: i64 = iconst 8
  %p: ptr = call @calloc(%n, %s)
  %w: i64 = load %p
  store %w, %out
  call @free(%p)
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let artifact = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert!(artifact.host_only.is_empty(), "{:?}", artifact.host_only);
    let ptx = artifact.ptx().unwrap();
    assert!(ptx.contains("call.uni (retval0), malloc"), "{ptx}");
    assert!(!ptx.contains("calloc"), "{ptx}");
    assert!(
        !ptx.contains(".extern .func (.param .b64 func_retval0) calloc"),
        "{ptx}"
    );
}

/// `realloc` has no device version in CUDA: a compile-time error naming the function, the
/// region's location and why, not a PTX image the driver refuses at run time.
#[test]
fn device_realloc_is_refused_at_compile_time() {
    let text = "\
module \"t\"
declare @realloc: fn(ptr, i64) -> ptr
func @k: fn(ptr, i64) -> void kernel {
bb0(%p: ptr, %n: i64):
  %q: ptr = call @realloc(%p, %n)
  store %q, %p
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let err = compile_nvptx(&ctx, &m, &opts()).err().expect("refused");
    let msg = err.to_string();
    assert!(msg.contains("'realloc'"), "{msg}");
    assert!(msg.contains("no device version"), "{msg}");
    assert!(msg.contains("no realloc"), "{msg}");
}

/// `memset`/`memcpy`/`memmove` in device code get bodies (cstring.rs): the kernel keeps its
/// device code and no `.extern` of them is left for the driver, which has none.
#[test]
fn device_memset_and_memcpy_are_defined() {
    let text = "\
module \"t\"
declare @memset: fn(ptr, i32, i64) -> ptr
declare @memcpy: fn(ptr, ptr, i64) -> ptr
declare @memmove: fn(ptr, ptr, i64) -> ptr
func @k: fn(ptr, ptr, i64) -> void kernel {
bb0(%d: ptr, %s: ptr, %n: i64):
  %z: i32 = iconst 0
  %a: ptr = call @memset(%d, %z, %n)
  %b: ptr = call @memcpy(%d, %s, %n)
  %c: ptr = call @memmove(%s, %d, %n)
  ret
}
";
    let m = oir::parse_module(text).unwrap();
    let ctx = Context::create();
    let artifact = compile_nvptx(&ctx, &m, &opts()).expect("compiles");
    assert!(artifact.host_only.is_empty(), "{:?}", artifact.host_only);
    let ptx = artifact.ptx().unwrap();
    assert!(ptx.contains(".visible .entry k("), "{ptx}");
    for name in ["memset", "memcpy", "memmove"] {
        assert!(!ptx.contains(&format!(".extern .func {name}")), "{ptx}");
        assert!(!ptx.contains(&format!(") {name}")), "{ptx}");
    }
}

/// A kernel's sequential loop of square roots and divisions is unrolled eight times
/// (`lower::unroll`); the same loop with multiplications is left to LLVM's cost model.
#[test]
fn long_latency_loops_are_unrolled() {
    let src = "\
module \"t\"
func @k: fn(ptr, ptr, i64) -> void kernel {
bb0(%p: ptr, %out: ptr, %n: i64):
  %z: i64 = iconst 0
  %s0: f32 = fconst 0.0
  %one: f32 = fconst 1.0
  br bb1(%z, %s0)
bb1(%j: i64, %s: f32):
  %q: ptr = elemaddr f32, %p, %j
  %x: f32 = load %q
  %r: f32 = intrinsic sqrt(%x)
  %d: f32 = fdiv %one, %r
  %t: f32 = fadd %s, %d
  %c1: i64 = iconst 1
  %j1: i64 = add %j, %c1
  %c: i1 = icmp slt %j1, %n
  condbr %c, bb1(%j1, %t), bb2
bb2:
  store %t, %out
  ret
}
";
    let ctx = Context::create();
    let ptx_of = |src: &str| {
        let m = oir::parse_module(src).expect("parses");
        let o = DeviceOptions {
            opt: OptLevel::O2,
            ..opts()
        };
        let art = compile_nvptx(&ctx, &m, &o).expect("compiles");
        art.ptx().expect("ptx").to_string()
    };
    let ptx = ptx_of(src);
    assert!(ptx.matches("sqrt.rn.f32").count() >= 8, "{ptx}");
    let plain = src
        .replace("intrinsic sqrt(%x)", "fmul %x, %x")
        .replace("fdiv %one, %r", "fmul %one, %r");
    let ptx = ptx_of(&plain);
    assert!(ptx.matches("mul.f32").count() < 8, "{ptx}");
}

/// Decision 115: a kernel reaching recursion gets a stack estimate in the image
/// (`oxacc_kernel_info.stack_bytes`); a kernel without calls gets none (ptxas bounds it).
#[test]
fn recursive_device_code_records_a_stack_need() {
    let src = "\
module \"t\"
func @fib: fn(i64) -> i64 internal {
bb0(%n: i64):
  %two: i64 = iconst 2
  %c: i1 = icmp slt %n, %two
  condbr %c, bb1, bb2
bb1:
  ret %n
bb2:
  %one: i64 = iconst 1
  %a: i64 = sub %n, %one
  %b: i64 = sub %n, %two
  %x: i64 = call @fib(%a)
  %y: i64 = call @fib(%b)
  %s: i64 = add %x, %y
  ret %s
}
func @k: fn(ptr, i64) -> void kernel {
bb0(%p: ptr, %n: i64):
  %r: i64 = call @fib(%n)
  store %r, %p
  ret
}
func @flat: fn(ptr) -> void kernel {
bb0(%p: ptr):
  %z: i64 = iconst 0
  store %z, %p
  ret
}
";
    let m = oir::parse_module(src).expect("parses");
    let ctx = Context::create();
    let o = DeviceOptions {
        opt: OptLevel::O2,
        ..opts()
    };
    let image = compile_nvptx(&ctx, &m, &o).unwrap().image().unwrap();
    assert_eq!(image.kernels, vec!["k".to_string(), "flat".to_string()]);
    assert!(
        image.stack[0] > stack::DEFAULT_STACK && image.stack[0] <= stack::MAX_AUTO_STACK,
        "{:?}",
        image.stack
    );
    assert_eq!(image.stack[1], 0);
}

/// Decision 120: of a library, only what the module declares and what that reaches is linked;
/// the wanted definition keeps its linkage, the rest of the library is gone before the link.
#[test]
fn only_the_needed_part_of_a_math_library_is_linked() {
    let ctx = Context::create();
    let machine = target_machine("sm_90", OptLevel::O2).expect("NVPTX target");
    let lib = ctx.create_module("lib");
    let f32t = ctx.f32_type();
    let fty = f32t.fn_type(&[f32t.into()], false);
    let b = ctx.create_builder();
    // `helper` is called by `wanted`; `unused` calls `other`; nothing calls those two.
    let define = |name: &str, callee: Option<FunctionValue<'_>>| {
        let f = lib.add_function(name, fty, None);
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).expect("param").into_float_value();
        let r = match callee {
            Some(c) => match b
                .build_call(c, &[x.into()], "")
                .expect("call")
                .try_as_basic_value()
            {
                inkwell::values::ValueKind::Basic(v) => v.into_float_value(),
                _ => panic!("a call of a float function has a value"),
            },
            None => x,
        };
        b.build_return(Some(&r)).expect("ret");
        f
    };
    let helper = define("helper", None);
    define("wanted", Some(helper));
    let other = define("other", None);
    define("unused", Some(other));
    let user = ctx.create_module("user");
    user.add_function("wanted", fty, None);
    keep_only_needed(&lib, &user, &machine).expect("trimmed");
    let names: Vec<String> = lib
        .get_functions()
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["helper", "wanted"]);
    let wanted = lib.get_function("wanted").expect("kept");
    assert_eq!(wanted.get_linkage(), LLinkage::External);
}
