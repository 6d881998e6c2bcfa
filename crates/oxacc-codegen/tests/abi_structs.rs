//! System V ABI conformance against gcc: for structs and unions of every
//! size class (1 to 48 bytes; integer, float, mixed; with and without
//! padding; arrays, nested structs), OIR functions built with the builder
//!
//! - take and return them by value (`oir_add_K`, called from C),
//! - forward them under register pressure to a gcc-compiled function and
//!   return its result (`oir_pressure_K`: C → OIR → C),
//! - read them with `va_arg` mixed with `long` and `double` varargs
//!   (`oir_vmix_K`, called from C with enough arguments to spill to the stack),
//!
//! and a gcc-compiled driver compares every result with the same operation
//! done entirely in C. Runs at -O0 and -O2.

mod common;

use oxacc_codegen::host::OptLevel;
use oxacc_oir::{BinOp, CastOp, FunctionBuilder, IntCC, Module, TypeId};

#[derive(Copy, Clone, PartialEq, Debug)]
enum K {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl K {
    fn c(self) -> &'static str {
        match self {
            K::I8 => "signed char",
            K::I16 => "short",
            K::I32 => "int",
            K::I64 => "long",
            K::F32 => "float",
            K::F64 => "double",
        }
    }
    fn oir(self, m: &mut Module) -> TypeId {
        match self {
            K::I8 => m.i8(),
            K::I16 => m.i16(),
            K::I32 => m.i32(),
            K::I64 => m.i64(),
            K::F32 => m.f32(),
            K::F64 => m.f64(),
        }
    }
    fn is_float(self) -> bool {
        matches!(self, K::F32 | K::F64)
    }
}

/// A member: a scalar, an array of scalars, or a nested struct of scalars.
#[derive(Clone, Debug)]
enum F {
    S(K),
    A(K, u64),
    N(Vec<K>),
}

struct Shape {
    union: bool,
    fields: Vec<F>,
}

fn s(fields: Vec<F>) -> Shape {
    Shape {
        union: false,
        fields,
    }
}
fn u(fields: Vec<F>) -> Shape {
    Shape {
        union: true,
        fields,
    }
}

fn shapes() -> Vec<Shape> {
    use F::*;
    use K::*;
    vec![
        s(vec![S(I8)]),
        s(vec![S(I8), S(I8), S(I8)]),
        s(vec![S(I8), S(I16)]),
        s(vec![S(I32)]),
        s(vec![S(F32)]),
        s(vec![S(F32), S(F32)]),
        s(vec![S(I32), S(F32)]),
        s(vec![S(F64)]),
        s(vec![S(I64)]),
        s(vec![S(I32), S(I8)]),
        s(vec![S(I8), S(F64)]),
        s(vec![S(F64), S(I32)]),
        s(vec![S(F64), S(F64)]),
        s(vec![S(F32), S(F32), S(F32)]),
        s(vec![A(F32, 4)]),
        s(vec![S(I64), S(F64)]),
        s(vec![S(I32), S(I32), S(I32)]),
        s(vec![A(I8, 5)]),
        s(vec![S(I16), S(I16), S(I16)]),
        s(vec![A(I8, 13)]),
        s(vec![S(F32), S(I8), S(F64)]),
        s(vec![S(I64), S(I64), S(I64)]),
        s(vec![A(F64, 4)]),
        s(vec![S(I32), S(F64), A(I8, 20), S(F32)]),
        s(vec![N(vec![F32, F32]), S(F64)]),
        s(vec![S(I8), N(vec![I8, I16]), S(F32)]),
        u(vec![S(I32), S(F32)]),
        u(vec![S(F64), S(I64)]),
        u(vec![A(F32, 2), S(F64)]),
        u(vec![A(I8, 20), S(F64)]),
    ]
}

/// A scalar leaf: the C access path, its kind, and how to reach it in OIR
/// (field index, then array index or nested field index).
struct Leaf {
    path: String,
    kind: K,
    field: u32,
    sub: Option<(u64, bool)>,
}

fn leaves(shape: &Shape) -> Vec<Leaf> {
    let mut out = Vec::new();
    let fields = if shape.union {
        &shape.fields[..1]
    } else {
        &shape.fields[..]
    };
    for (i, f) in fields.iter().enumerate() {
        match f {
            F::S(k) => out.push(Leaf {
                path: format!("f{i}"),
                kind: *k,
                field: i as u32,
                sub: None,
            }),
            F::A(k, n) => {
                for j in 0..*n {
                    out.push(Leaf {
                        path: format!("f{i}[{j}]"),
                        kind: *k,
                        field: i as u32,
                        sub: Some((j, false)),
                    })
                }
            }
            F::N(ks) => {
                for (j, k) in ks.iter().enumerate() {
                    out.push(Leaf {
                        path: format!("f{i}.g{j}"),
                        kind: *k,
                        field: i as u32,
                        sub: Some((j as u64, true)),
                    })
                }
            }
        }
    }
    out
}

struct OirShape {
    ty: TypeId,
    /// OIR types of the members (for nested/array addressing).
    member_tys: Vec<TypeId>,
}

fn oir_shape(m: &mut Module, shape: &Shape) -> OirShape {
    let mut member_tys = Vec::new();
    for f in &shape.fields {
        let t = match f {
            F::S(k) => k.oir(m),
            F::A(k, n) => {
                let e = k.oir(m);
                m.array(e, *n)
            }
            F::N(ks) => {
                let ts: Vec<TypeId> = ks.iter().map(|k| k.oir(m)).collect();
                m.c_struct(None, &ts)
            }
        };
        member_tys.push(t);
    }
    let ty = if shape.union {
        m.c_union(None, &member_tys)
    } else {
        m.c_struct(None, &member_tys)
    };
    OirShape { ty, member_tys }
}

fn c_decl(k: usize, shape: &Shape, m: &Module, os: &OirShape) -> String {
    let mut body = String::new();
    for (i, f) in shape.fields.iter().enumerate() {
        match f {
            F::S(t) => body += &format!(" {} f{i};", t.c()),
            F::A(t, n) => body += &format!(" {} f{i}[{n}];", t.c()),
            F::N(ks) => {
                let inner: String = ks
                    .iter()
                    .enumerate()
                    .map(|(j, t)| format!(" {} g{j};", t.c()))
                    .collect();
                body += &format!(" struct {{{inner} }} f{i};");
            }
        }
    }
    let kw = if shape.union { "union" } else { "struct" };
    let size = m.types.size_of(os.ty);
    let align = m.types.align_of(os.ty);
    // The C compiler checks that OIR's layout is gcc's layout.
    format!(
        "typedef {kw} {{{body} }} S{k};\n\
         _Static_assert(sizeof(S{k}) == {size}, \"size of S{k}\");\n\
         _Static_assert(_Alignof(S{k}) == {align}, \"align of S{k}\");\n"
    )
}

const PRESSURE_LONGS: usize = 5;
const PRESSURE_DOUBLES: usize = 7;

/// Adds `oir_add_K`, `oir_pressure_K` and `oir_vmix_K` for one shape.
fn build_functions(m: &mut Module, k: usize, shape: &Shape, os: &OirShape) {
    let st = os.ty;
    let (i32t, i64t, f64t, ptr) = (m.i32(), m.i64(), m.f64(), m.ptr());
    let leaves = leaves(shape);

    // Address of a leaf inside the aggregate at `base`.
    let leaf_addr = |b: &mut FunctionBuilder, base, leaf: &Leaf| {
        let f = b.field_addr(st, base, leaf.field);
        match leaf.sub {
            None => f,
            Some((j, nested)) => {
                let mt = os.member_tys[leaf.field as usize];
                if nested {
                    b.field_addr(mt, f, j as u32)
                } else {
                    let ek = leaf.kind.oir(b.module);
                    let idx = b.iconst(i64t, j as i128);
                    b.elem_addr(ek, f, idx)
                }
            }
        }
    };

    // S oir_add_K(S a, S b): member-wise sum.
    let sig = m.func_type(&[st, st], st, false);
    let f = m.declare_func(&format!("oir_add_{k}"), sig);
    let mut b = FunctionBuilder::new(m, f);
    let [a, bb] = b.params()[..] else {
        unreachable!()
    };
    let (pa, pb, pr) = (b.alloca(st, None), b.alloca(st, None), b.alloca(st, None));
    b.store(a, pa);
    b.store(bb, pb);
    let size = b.module.types.size_of(st) as i128;
    let zero8 = {
        let i8t = b.module.i8();
        b.iconst(i8t, 0)
    };
    let n = b.iconst(i64t, size);
    b.memset(pr, zero8, n);
    for leaf in &leaves {
        let ty = leaf.kind.oir(b.module);
        let xa = leaf_addr(&mut b, pa, leaf);
        let xb = leaf_addr(&mut b, pb, leaf);
        let xr = leaf_addr(&mut b, pr, leaf);
        let va = b.load(ty, xa);
        let vb = b.load(ty, xb);
        let op = if leaf.kind.is_float() {
            BinOp::FAdd
        } else {
            BinOp::Add
        };
        let sum = b.binary(op, va, vb);
        b.store(sum, xr);
    }
    let r = b.load(st, pr);
    b.ret(Some(r));
    b.finish();

    // S oir_pressure_K(long x1..x5, S a, double d1..d7, S b, long x6)
    //   = c_pressure_K(...): forwards everything to gcc-compiled code
    //   (directly for even K, through a function pointer for odd K).
    let mut params = vec![i64t; PRESSURE_LONGS];
    params.push(st);
    params.extend(vec![f64t; PRESSURE_DOUBLES]);
    params.push(st);
    params.push(i64t);
    let sig = m.func_type(&params, st, false);
    let callee = m.declare_func(&format!("c_pressure_{k}"), sig);
    let f = m.declare_func(&format!("oir_pressure_{k}"), sig);
    let mut b = FunctionBuilder::new(m, f);
    let args = b.params();
    // Odd shapes call through a function pointer: the same ABI lowering
    // must apply to indirect calls.
    let r = if k % 2 == 1 {
        let fp = b.func_addr(callee);
        b.call_indirect(sig, fp, &args).expect("result")
    } else {
        b.call(callee, &args).expect("result")
    };
    b.ret(Some(r));
    b.finish();

    // double oir_vmix_K(int n, ...): sum of n groups (long, double, S).
    let sig = m.func_type(&[i32t], f64t, true);
    let f = m.declare_func(&format!("oir_vmix_{k}"), sig);
    let mut b = FunctionBuilder::new(m, f);
    let [n] = b.params()[..] else { unreachable!() };
    let va_list = {
        let i8t = b.module.i8();
        b.module.array(i8t, 24)
    };
    let ap = b.alloca(va_list, None);
    let tmp = b.alloca(st, None);
    b.va_start(ap);
    let header = b.create_block();
    let body = b.create_block();
    let exit = b.create_block();
    let i = b.add_block_param(header, i32t);
    let sum = b.add_block_param(header, f64t);
    let zero = b.iconst(i32t, 0);
    let fzero = b.fconst(f64t, 0.0);
    b.br(header, &[zero, fzero]);
    b.switch_to_block(header);
    let more = b.icmp(IntCC::Slt, i, n);
    b.cond_br(more, body, &[], exit, &[]);
    b.switch_to_block(body);
    let l = b.va_arg(ap, i64t);
    let lf = b.cast(CastOp::SiToFp, l, f64t);
    let mut acc = b.binary(BinOp::FAdd, sum, lf);
    let d = b.va_arg(ap, f64t);
    acc = b.binary(BinOp::FAdd, acc, d);
    let v = b.va_arg(ap, st);
    b.store(v, tmp);
    for leaf in &leaves {
        let ty = leaf.kind.oir(b.module);
        let x = leaf_addr(&mut b, tmp, leaf);
        let val = b.load(ty, x);
        let as_f64 = match leaf.kind {
            K::F64 => val,
            K::F32 => b.cast(CastOp::FpExt, val, f64t),
            _ => b.cast(CastOp::SiToFp, val, f64t),
        };
        acc = b.binary(BinOp::FAdd, acc, as_f64);
    }
    let one = b.iconst(i32t, 1);
    let i2 = b.binary(BinOp::Add, i, one);
    b.br(header, &[i2, acc]);
    b.switch_to_block(exit);
    b.va_end(ap);
    b.ret(Some(sum));
    b.finish();
    let _ = ptr;
}

fn c_functions(k: usize, shape: &Shape) -> String {
    let leaves = leaves(shape);
    let first = &leaves[0].path;
    let adds: String = leaves
        .iter()
        .map(|l| format!(" r.{0} = a.{0} + b.{0};", l.path))
        .collect();
    let eqs: Vec<String> = leaves
        .iter()
        .map(|l| format!("x.{0} == y.{0}", l.path))
        .collect();
    let mk: String = leaves
        .iter()
        .enumerate()
        .map(|(j, l)| format!(" r.{} = seed + {};", l.path, j + 1))
        .collect();
    let vsum: String = leaves
        .iter()
        .map(|l| format!(" s += v.{};", l.path))
        .collect();
    let longs: Vec<String> = (1..=PRESSURE_LONGS).map(|i| format!("long x{i}")).collect();
    let doubles: Vec<String> = (1..=PRESSURE_DOUBLES)
        .map(|i| format!("double d{i}"))
        .collect();
    let params = format!(
        "{}, S{k} a, {}, S{k} b, long x6",
        longs.join(", "),
        doubles.join(", ")
    );
    let xsum: Vec<String> = (1..=PRESSURE_LONGS).map(|i| format!("x{i}")).collect();
    let dsum: Vec<String> = (1..=PRESSURE_DOUBLES).map(|i| format!("d{i}")).collect();
    format!(
        r#"
S{k} c_add_{k}(S{k} a, S{k} b) {{ S{k} r; memset(&r, 0, sizeof r);{adds} return r; }}
S{k} oir_add_{k}(S{k} a, S{k} b);
S{k} c_pressure_{k}({params}) {{
  S{k} r = c_add_{k}(a, b);
  r.{first} += {xs} + x6 + {ds};
  return r;
}}
S{k} oir_pressure_{k}({params});
double c_vmix_{k}(int n, ...) {{
  va_list ap; va_start(ap, n); double s = 0;
  for (int i = 0; i < n; i++) {{
    s += (double)va_arg(ap, long); s += va_arg(ap, double);
    S{k} v = va_arg(ap, S{k});{vsum}
  }}
  va_end(ap); return s;
}}
double oir_vmix_{k}(int n, ...);
static S{k} mk_{k}(int seed) {{ S{k} r; memset(&r, 0, sizeof r);{mk} return r; }}
static int eq_{k}(S{k} x, S{k} y) {{ return {eqs}; }}
static void test_{k}(void) {{
  S{k} a = mk_{k}(1), b = mk_{k}(10);
  check({k}, "add", eq_{k}(oir_add_{k}(a, b), c_add_{k}(a, b)));
  check({k}, "pressure", eq_{k}(
      oir_pressure_{k}(1, 2, 3, 4, 5, a, .25, .25, .25, .25, .25, .25, .25, b, 6),
      c_pressure_{k}(1, 2, 3, 4, 5, a, .25, .25, .25, .25, .25, .25, .25, b, 6)));
  double got = oir_vmix_{k}(4, 1L, .5, a, 2L, 1.5, b, 3L, 2.5, a, 4L, 3.5, b);
  double want = c_vmix_{k}(4, 1L, .5, a, 2L, 1.5, b, 3L, 2.5, a, 4L, 3.5, b);
  check({k}, "vmix", got == want);
}}
"#,
        xs = xsum.join(" + "),
        ds = dsum.join(" + "),
        eqs = eqs.join(" && "),
    )
}

fn run(level: OptLevel, tag: &str) {
    let shapes = shapes();
    let mut m = Module::new("abi");
    let mut c = String::from(
        "#include <stdio.h>\n#include <stdarg.h>\n#include <string.h>\n\
         static int failures;\n\
         static void check(int k, const char *what, int ok) {\n\
           if (!ok) { printf(\"FAIL S%d %s\\n\", k, what); failures++; }\n\
         }\n",
    );
    for (k, shape) in shapes.iter().enumerate() {
        let os = oir_shape(&mut m, shape);
        c += &c_decl(k, shape, &m, &os);
        c += &c_functions(k, shape);
        build_functions(&mut m, k, shape, &os);
    }
    c += "int main(void) {\n";
    for k in 0..shapes.len() {
        c += &format!("  test_{k}();\n");
    }
    c += &format!(
        "  printf(\"%d shapes, %d failures\\n\", {}, failures);\n  return 0;\n}}\n",
        shapes.len()
    );
    let dir = common::scratch_dir(&format!("abi-structs-{tag}"));
    let obj = dir.join("abi.o");
    common::emit_object(&m, &common::opts(level), &obj);
    let out = common::link_and_run(&dir, &[obj], &[("driver.c", &c)]);
    assert_eq!(
        out,
        format!("{} shapes, 0 failures\n", shapes.len()),
        "output:\n{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn struct_abi_matches_gcc_at_o0() {
    run(OptLevel::O0, "o0");
}

#[test]
fn struct_abi_matches_gcc_at_o2() {
    run(OptLevel::O2, "o2");
}
