//! Builder → printer → parser round trips, verifier rejections, and parser
//! robustness on damaged input.

use expect_test::expect;

use crate::*;

/// `long sum(long *a, long n)` built with the builder.
fn sum_module() -> Module {
    let mut m = Module::new("sum.c");
    let file = m.add_file("sum.c");
    let (ptr, i64t) = (m.ptr(), m.i64());
    let sig = m.func_type(&[ptr, i64t], i64t, false);
    let f = m.declare_func("sum", sig);
    let mut b = FunctionBuilder::new(&mut m, f);
    b.set_loc(SrcLoc {
        file: file.0,
        line: 2,
        col: 1,
    });
    let [a, n] = b.params()[..] else {
        unreachable!()
    };
    let header = b.create_block();
    let body = b.create_block();
    let exit = b.create_block();
    let i = b.add_block_param(header, i64t);
    let acc = b.add_block_param(header, i64t);
    let zero = b.iconst(i64t, 0);
    b.br(header, &[zero, zero]);
    b.switch_to_block(header);
    let more = b.icmp(IntCC::Slt, i, n);
    b.cond_br(more, body, &[], exit, &[]);
    b.switch_to_block(body);
    let p = b.elem_addr(i64t, a, i);
    let x = b.load(i64t, p);
    let acc2 = b.binary(BinOp::Add, acc, x);
    let one = b.iconst(i64t, 1);
    let i2 = b.binary(BinOp::Add, i, one);
    b.br(header, &[i2, acc2]);
    b.switch_to_block(exit);
    b.ret(Some(acc));
    b.finish();
    m
}

#[test]
fn builder_print_parse_roundtrip() {
    let m = sum_module();
    verify_module(&m).unwrap();
    let text = print_module(&m);
    expect![[r#"
        module "sum.c"
        file #0 "sum.c"
        func @sum: fn(ptr, i64) -> i64 {
        bb0(%0: ptr, %1: i64):
          %2: i64 = iconst 0 loc(#0:2:1)
          br bb1(%2, %2) loc(#0:2:1)
        bb1(%3: i64, %4: i64):
          %5: i1 = icmp slt %3, %1 loc(#0:2:1)
          condbr %5, bb2, bb3 loc(#0:2:1)
        bb2:
          %6: ptr = elemaddr i64, %0, %3 loc(#0:2:1)
          %7: i64 = load %6 loc(#0:2:1)
          %8: i64 = add %4, %7 loc(#0:2:1)
          %9: i64 = iconst 1 loc(#0:2:1)
          %10: i64 = add %3, %9 loc(#0:2:1)
          br bb1(%10, %8) loc(#0:2:1)
        bb3:
          ret %4 loc(#0:2:1)
        }
    "#]]
    .assert_eq(&text);
    let again = parse_module(&text).unwrap();
    verify_module(&again).unwrap();
    assert_eq!(print_module(&again), text);
}

#[test]
fn builder_directives_verify() {
    let mut m = Module::new("acc");
    let (ptr, i64t, void) = (m.ptr(), m.i64(), m.void());
    let sig = m.func_type(&[ptr, i64t], void, false);
    let f = m.declare_func("zero", sig);
    let f64t = m.f64();
    let mut b = FunctionBuilder::new(&mut m, f);
    let [a, n] = b.params()[..] else {
        unreachable!()
    };
    let z = b.iconst(i64t, 0);
    let one = b.iconst(i64t, 1);
    let copy = Clause::Data(DataClause {
        kind: DataClauseKind::Copy,
        modifiers: vec![],
        vars: vec![VarRef {
            var: a,
            name: "a".into(),
            ty: f64t,
            bounds: vec![Bound {
                lower: z,
                length: n,
                elem: f64t,
                stride: None,
            }],
        }],
    });
    let (_, entry) = b.directive(DirectiveKind::Compute(ComputeKind::Parallel), vec![copy]);
    let entry = entry.unwrap();
    b.switch_to_block(entry);
    let dims = vec![LoopDim {
        lower: z,
        upper: n,
        step: one,
    }];
    let (_, body) = b.directive(
        DirectiveKind::Loop { dims },
        vec![
            Clause::Gang {
                num: None,
                dim: None,
                static_: None,
            },
            Clause::Vector(None),
        ],
    );
    b.yield_(&[]);
    let body = body.unwrap();
    let i = b.add_block_param(body, i64t);
    b.switch_to_block(body);
    let p = b.elem_addr(f64t, a, i);
    let zero = b.fconst(f64t, 0.0);
    b.store(zero, p);
    b.yield_(&[]);
    let exit_block = b.body.entry_block().unwrap();
    b.switch_to_block(exit_block);
    b.ret(None);
    b.finish();
    verify_module(&m).unwrap();
    let text = print_module(&m);
    expect![[r#"
        module "acc"
        func @zero: fn(ptr, i64) -> void {
        bb0(%0: ptr, %1: i64):
          %2: i64 = iconst 0
          %3: i64 = iconst 1
          acc.compute parallel copy(%0 "a": f64 [%2:%1 of f64]) {
          bb1:
            acc.loop (%2, %1, %3) gang vector {
            bb2(%4: i64):
              %5: ptr = elemaddr f64, %0, %4
              %6: f64 = fconst 0.0
              store %6, %5
              yield
            }
            yield
          }
          ret
        }
    "#]]
    .assert_eq(&text);
    assert_eq!(print_module(&parse_module(&text).unwrap()), text);
}

fn verify_text(src: &str) -> String {
    let m = parse_module(src).unwrap_or_else(|e| panic!("{e}"));
    verify_module(&m)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

#[test]
fn verifier_rejections() {
    let cases = [
        (
            "func @f: fn() -> i32 {\nbb0:\n  ret\n}",
            "@f bb0 inst0: ret without a value in a non-void function",
        ),
        (
            "func @f: fn(i32) -> void {\nbb0(%a: i32):\n  yield\n}",
            "yield outside a directive region",
        ),
        (
            "declare @g: fn(i32) -> i32\nfunc @f: fn() -> void {\nbb0:\n  %x: i64 = iconst 1\n  %r: i32 = call @g(%x)\n  ret\n}",
            "argument 0 has type i64, parameter has i32",
        ),
        (
            "func @f: fn(i32) -> void {\nbb0(%a: i32):\n  br bb0\n}",
            "branch to the entry block bb0",
        ),
        (
            "func @f: fn(i32) -> void {\nbb0(%a: i32):\n  %p: ptr = alloca i32 align 4\n  va_start %p\n  ret\n}",
            "va_start in a function that is not variadic",
        ),
        (
            "type $s = struct size 4 align 4 { i64 @0 }\nfunc @f: fn() -> void {\nbb0:\n  ret\n}",
            "field 0 extends past the end of the aggregate",
        ),
        (
            "func @f: fn(ptr) -> void {\nbb0(%p: ptr):\n  acc.compute parallel {\n  bb1:\n    %x: i32 = iconst 1\n    yield\n  }\n  store %x, %p\n  ret\n}",
            "is defined in a region that does not enclose this use",
        ),
        (
            "func @f: fn(ptr) -> void {\nbb0(%p: ptr):\n  acc.atomic update: i32 x(%p) {\n  bb1(%o: i32):\n    yield\n  }\n  ret\n}",
            "yield passes 0 values, the region yields 1",
        ),
        (
            "type $s = struct size 8 align 4 { i32 @0, i32 @4 }\nfunc @f: fn($s) -> void {\nbb0(%a: $s):\n  br bb1(%a)\nbb1(%b: $s):\n  ret\n}",
            "aggregate block parameters are not allowed",
        ),
    ];
    for (src, want) in cases {
        let got = verify_text(src);
        assert!(
            got.contains(want),
            "for:\n{src}\nwanted '{want}', got:\n{got}"
        );
    }
}

#[test]
fn parse_errors_have_positions() {
    let cases = [
        (
            "func @f: fn() -> void {\nbb0:\n  ret %x\n}",
            "3:7: use of undefined value %x",
        ),
        (
            "func @f: fn() -> void {\nbb0:\n  br bb9\n}",
            "3:6: branch to undefined block bb9",
        ),
        ("global @g: i33", "1:12: unknown type 'i33'"),
        (
            "func @f: fn() -> void {\nbb0:\n  %x: i32 = iconst 1\n  %x: i32 = iconst 2\n  ret\n}",
            "4:3: value %x defined twice",
        ),
        ("global @s: [4 x i8] = c\"ab", "1:23: unterminated string"),
        (
            "func @f: fn() -> void {\nbb0:\n  call @nope()\n}",
            "3:8: unknown function @nope",
        ),
    ];
    for (src, want) in cases {
        let got = parse_module(src)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert_eq!(got, want, "for:\n{src}");
    }
}

/// Every prefix and a batch of single-byte corruptions of valid modules parse
/// to a module or an error — never a panic — and the verifier never panics on
/// whatever parses.
#[test]
fn damaged_input_never_panics() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/oir");
    let mut srcs = vec![print_module(&sum_module())];
    for name in [
        "roundtrip_core.oir",
        "roundtrip_acc.oir",
        "roundtrip_extras.oir",
    ] {
        srcs.push(std::fs::read_to_string(dir.join(name)).unwrap());
    }
    let noise = [
        b'%', b'{', b'}', b'(', b':', b'"', b'0', b'@', b'x', b'\n', b'-',
    ];
    for src in &srcs {
        let bytes = src.as_bytes();
        for cut in (0..bytes.len()).step_by(7) {
            if let Ok(s) = std::str::from_utf8(&bytes[..cut]) {
                if let Ok(m) = parse_module(s) {
                    let _ = verify_module(&m);
                }
            }
        }
        for (k, pos) in (0..bytes.len()).step_by(13).enumerate() {
            let mut b = bytes.to_vec();
            b[pos] = noise[k % noise.len()];
            if let Ok(s) = std::str::from_utf8(&b) {
                if let Ok(m) = parse_module(s) {
                    let _ = verify_module(&m);
                }
            }
        }
    }
}

#[test]
fn print_after_collects_dumps() {
    let mut m = sum_module();
    let mut pm = PassManager::from_pipeline("verify,dead-blocks").unwrap();
    pm.print_after.insert("dead-blocks".into());
    pm.run(&mut m).unwrap();
    assert_eq!(pm.pass_names(), ["verify", "dead-blocks"]);
    assert_eq!(pm.dumps.len(), 1);
    assert_eq!(pm.dumps[0].0, "dead-blocks");
    assert!(matches!(
        PassManager::from_pipeline("nope"),
        Err(PassError::UnknownPass(_))
    ));
}

#[test]
fn scalar_leaves_and_layout() {
    let mut m = Module::new("t");
    let (i8t, f32t, f64t) = (m.i8(), m.f32(), m.f64());
    let arr = m.array(f32t, 3);
    let s = m.c_struct(None, &[i8t, arr, f64t]);
    assert_eq!(m.types.size_of(s), 24);
    assert_eq!(m.types.align_of(s), 8);
    let leaves: Vec<u64> = m.types.scalar_leaves(s).iter().map(|l| l.0).collect();
    assert_eq!(leaves, [0, 4, 8, 12, 16]);
}

/// A 5000-statement function: a chain of `if` diamonds whose blocks use values
/// of the entry block and of every earlier head, so dominance queries span
/// the whole (5000-deep) dominator tree.
fn big_function(n: usize) -> String {
    let mut s = String::from("module \"big\"\nfunc @big: fn(i64) -> i64 {\nbb0(%x: i64):\n");
    s += "  %one: i64 = iconst 1\n  br bb1(%x)\n";
    for i in 1..=n {
        let (head, then, join) = (3 * i - 2, 3 * i - 1, 3 * i);
        s += &format!("bb{head}(%p{i}: i64):\n");
        s += &format!("  %a{i}: i64 = add %p{i}, %one\n");
        s += &format!("  %c{i}: i1 = icmp slt %a{i}, %x\n");
        s += &format!("  condbr %c{i}, bb{then}, bb{join}\n");
        s += &format!("bb{then}:\n  %t{i}: i64 = add %a{i}, %x\n  br bb{join}\n");
        s += &format!("bb{join}:\n  %j{i}: i64 = add %a{i}, %one\n");
        s += &format!("  br bb{}(%j{i})\n", join + 1);
    }
    s += &format!(
        "bb{}(%r: i64):\n  %s: i64 = add %r, %x\n  ret %s\n}}\n",
        3 * n + 1
    );
    s
}

#[test]
fn verifier_accepts_a_large_function() {
    let m = parse_module(&big_function(5000)).expect("parses");
    verify_module(&m).expect("verifies");
    // A use that is not dominated is still caught deep in the tree.
    let bad = big_function(5000).replace(
        "%j4999: i64 = add %a4999, %one",
        "%j4999: i64 = add %t4999, %one",
    );
    let m = parse_module(&bad).expect("parses");
    let errs = verify_module(&m).expect_err("must fail").to_string();
    assert!(
        errs.contains("does not dominate") && errs.lines().count() == 1,
        "{errs}"
    );
}

/// Device attributes and the execution-model intrinsics print and parse back unchanged.
#[test]
fn device_functions_round_trip() {
    let text = "\
module \"dev\"
func @k: fn(ptr, f32) -> void kernel {
bb0(%0: ptr, %1: f32):
  %2: i32 = intrinsic gang_id.x()
  %3: i32 = intrinsic num_gangs.z()
  %4: i32 = intrinsic worker_id()
  %5: i32 = intrinsic num_workers()
  %6: i32 = intrinsic vector_lane()
  %7: i32 = intrinsic vector_length()
  intrinsic barrier()
  %8: f32 = intrinsic shuffle_down(%1, %7)
  %9: f32 = intrinsic shuffle_xor(%8, %6)
  %10: f32 = call @helper(%9)
  store %10, %0
  %11: ptr = shared_alloca [64 x f32] align 16
  store %10, %11
  %12: f32 = load %0 align 4 invariant
  store %12, %11
  ret
}
func @helper: fn(f32) -> f32 internal device routine(seq) {
bb0(%0: f32):
  ret %0
}
";
    let m = parse_module(text).expect("parses");
    verify_module(&m).expect("verifies");
    assert_eq!(m.funcs[0].device, Some(DeviceKind::Kernel));
    assert_eq!(m.funcs[1].device, Some(DeviceKind::Func));
    assert_eq!(print_module(&m), text);
}

/// `noalias(…)` lists parameters by position and prints and parses back unchanged.
#[test]
fn noalias_parameters_round_trip() {
    let text = "\
module \"na\"
func @f: fn(ptr, i64, ptr) -> void nounwind noalias(0, 2) {
bb0(%0: ptr, %1: i64, %2: ptr):
  %3: i64 = load %2
  store %3, %0
  ret
}
";
    let m = parse_module(text).expect("parses");
    verify_module(&m).expect("verifies");
    assert_eq!(m.funcs[0].noalias_params, vec![0, 2]);
    assert_eq!(print_module(&m), text);
}

#[test]
fn device_verifier_rejections() {
    let bad_kernel = "\
module \"dev\"
func @k: fn() -> i32 kernel {
bb0:
  %0: i32 = intrinsic gang_id.y()
  %1: i16 = iconst 1
  %2: i16 = intrinsic shuffle_down(%1, %0)
  ret %0
}
";
    let m = parse_module(bad_kernel).expect("parses");
    let errs = verify_module(&m).expect_err("rejected").to_string();
    assert!(errs.contains("a kernel returns void"), "{errs}");
    assert!(errs.contains("shuffle_down have the wrong types"), "{errs}");
}
