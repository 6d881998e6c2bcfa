//! Lowering of OpenACC directives to OIR's front-end form (docs/openacc-lowering.md §1):
//! snapshots of the OIR of one construct each, checked by the verifier.

mod common;

use expect_test::{expect, Expect};

fn lower_acc(src: &str) -> Option<String> {
    if !common::directive_grammar_available() {
        eprintln!("skipped: the OpenACC directive grammar is not in this build");
        return None;
    }
    let mut sm = oxacc_source::SourceMap::new();
    let main = sm.add_file("t.c", src);
    let cap = common::Capture::default();
    let opts = oxacc_source::DiagnosticOptions::default();
    let mut diags = oxacc_source::DiagnosticsEngine::with_sink(opts, Box::new(cap.clone()), false);
    let pp_opts = oxacc_cpp::PreprocessOptions {
        openacc: true,
        ..Default::default()
    };
    let pp = oxacc_cpp::preprocess(&mut sm, &mut diags, main, &pp_opts);
    let c_opts = oxacc_c::Options {
        openacc: true,
        ..Default::default()
    };
    let unit = oxacc_c::parse_and_check_with(&pp.tokens, &sm, &mut diags, &c_opts);
    assert_eq!(
        diags.error_count(),
        0,
        "{}",
        String::from_utf8_lossy(&cap.0.lock().unwrap())
    );
    let m = oxacc_c::lower::lower(&unit, &sm, &mut diags);
    assert_eq!(
        diags.error_count(),
        0,
        "{}",
        String::from_utf8_lossy(&cap.0.lock().unwrap())
    );
    if let Err(e) = oxacc_oir::verify_module(&m) {
        panic!("{e}\n{}", oxacc_oir::print_module(&m));
    }
    Some(oxacc_oir::print_module(&m))
}

fn check(src: &str, expect: Expect) {
    if let Some(text) = lower_acc(src) {
        expect.assert_eq(&text);
    }
}

#[test]
fn parallel_loop_with_data_clauses() {
    check(
        r#"void saxpy(int n, float a, float *x, float *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[:n]) gang vector_length(128)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @saxpy: fn(i32, f32, ptr, ptr) -> void nounwind loc(#0:1:6) {
              var "n" %4: i32
              var "a" %5: f32
              var "x" %6: ptr
              var "y" %7: ptr
              var "i" %8: i32
            bb0(%0: i32, %1: f32, %2: ptr, %3: ptr):
              %4: ptr = alloca i32 align 4
              %5: ptr = alloca f32 align 4
              %6: ptr = alloca ptr align 8
              %7: ptr = alloca ptr align 8
              %8: ptr = alloca i32 align 4
              store %0, %4 loc(#0:1:6)
              store %1, %5 loc(#0:1:6)
              store %2, %6 loc(#0:1:6)
              store %3, %7 loc(#0:1:6)
              %9: i32 = iconst 0 loc(#0:2:36)
              %10: i64 = sext %9 loc(#0:2:36)
              %11: i32 = load %4 loc(#0:2:38)
              %12: i64 = sext %11 loc(#0:2:38)
              %13: i64 = iconst 0 loc(#0:2:42)
              %14: i32 = load %4 loc(#0:2:50)
              %15: i64 = sext %14 loc(#0:2:50)
              %16: i32 = iconst 128 loc(#0:2:73)
              acc.compute parallel copyin(%6 "x": ptr [%10:%12 of f32]) copy(%7 "y": ptr [%13:%15 of f32]) vector_length(%16) loc(#0:2:9) {
              bb1:
                %17: i32 = iconst 0 loc(#0:3:16)
                %18: i32 = load %4 loc(#0:3:23)
                %19: i32 = iconst 1 loc(#0:3:23)
                acc.loop (%17, %18, %19) gang private(%8 "i": i32) loc(#0:2:9) {
                bb2(%20: i32):
                  store %20, %8 loc(#0:2:9)
                  %21: ptr = load %7 loc(#0:4:5)
                  %22: i32 = load %8 loc(#0:4:7)
                  %23: i64 = sext %22 loc(#0:4:7)
                  %24: i64 = iconst 4 loc(#0:4:7)
                  %25: i64 = mul %23, %24 loc(#0:4:7)
                  %26: ptr = ptradd %21, %25 loc(#0:4:7)
                  %27: f32 = load %5 loc(#0:4:12)
                  %28: ptr = load %6 loc(#0:4:16)
                  %29: i32 = load %8 loc(#0:4:18)
                  %30: i64 = sext %29 loc(#0:4:18)
                  %31: i64 = iconst 4 loc(#0:4:18)
                  %32: i64 = mul %30, %31 loc(#0:4:18)
                  %33: ptr = ptradd %28, %32 loc(#0:4:18)
                  %34: f32 = load %33 loc(#0:4:18)
                  %35: f32 = fmul %27, %34 loc(#0:4:18)
                  %36: ptr = load %7 loc(#0:4:23)
                  %37: i32 = load %8 loc(#0:4:25)
                  %38: i64 = sext %37 loc(#0:4:25)
                  %39: i64 = iconst 4 loc(#0:4:25)
                  %40: i64 = mul %38, %39 loc(#0:4:25)
                  %41: ptr = ptradd %36, %40 loc(#0:4:25)
                  %42: f32 = load %41 loc(#0:4:25)
                  %43: f32 = fadd %35, %42 loc(#0:4:25)
                  store %43, %26 loc(#0:4:25)
                  br bb3 loc(#0:4:25)
                bb3:
                  yield loc(#0:2:9)
                }
                yield loc(#0:2:9)
              }
              ret loc(#0:2:9)
            }
        "#]],
    );
}

#[test]
fn combined_reduction_gets_copy_and_decreasing_loop() {
    check(
        r#"double sum(int n, double *x) {
  double s = 0;
#pragma acc parallel loop reduction(+:s) present(x[0:n])
  for (int i = n - 1; i >= 0; --i)
    s += x[i];
  return s;
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @sum: fn(i32, ptr) -> f64 nounwind loc(#0:1:8) {
              var "n" %2: i32
              var "x" %3: ptr
              var "s" %4: f64
              var "i" %5: i32
            bb0(%0: i32, %1: ptr):
              %2: ptr = alloca i32 align 4
              %3: ptr = alloca ptr align 8
              %4: ptr = alloca f64 align 8
              %5: ptr = alloca i32 align 4
              store %0, %2 loc(#0:1:8)
              store %1, %3 loc(#0:1:8)
              %6: i32 = iconst 0 loc(#0:2:14)
              %7: f64 = sitofp %6 loc(#0:2:14)
              store %7, %4 loc(#0:2:14)
              %8: i32 = iconst 0 loc(#0:3:52)
              %9: i64 = sext %8 loc(#0:3:52)
              %10: i32 = load %2 loc(#0:3:54)
              %11: i64 = sext %10 loc(#0:3:54)
              acc.compute parallel present(%3 "x": ptr [%9:%11 of f64]) copy(%4 "s": f64) loc(#0:3:9) {
              bb1:
                %13: i32 = load %2 loc(#0:4:16)
                %14: i32 = iconst 1 loc(#0:4:20)
                %15: i32 = sub nsw %13, %14 loc(#0:4:20)
                %16: i32 = iconst 0 loc(#0:4:28)
                %17: i32 = iconst 1 loc(#0:4:28)
                %18: i32 = iconst 0 loc(#0:4:28)
                %19: i32 = sub %18, %17 loc(#0:4:28)
                %20: i32 = iconst 1 loc(#0:4:28)
                %21: i32 = sub %16, %20 loc(#0:4:28)
                acc.loop (%15, %21, %19) reduction(add: %4 "s": f64) private(%5 "i": i32) loc(#0:3:9) {
                bb2(%22: i32):
                  store %22, %5 loc(#0:3:9)
                  %23: f64 = load %4 loc(#0:5:7)
                  %24: ptr = load %3 loc(#0:5:10)
                  %25: i32 = load %5 loc(#0:5:12)
                  %26: i64 = sext %25 loc(#0:5:12)
                  %27: i64 = iconst 8 loc(#0:5:12)
                  %28: i64 = mul %26, %27 loc(#0:5:12)
                  %29: ptr = ptradd %24, %28 loc(#0:5:12)
                  %30: f64 = load %29 loc(#0:5:12)
                  %31: f64 = fadd %23, %30 loc(#0:5:12)
                  store %31, %4 loc(#0:5:12)
                  br bb3 loc(#0:5:12)
                bb3:
                  yield loc(#0:3:9)
                }
                yield loc(#0:3:9)
              }
              %12: f64 = load %4 loc(#0:6:10)
              ret %12 loc(#0:6:10)
            }
        "#]],
    );
}

#[test]
fn kernels_collapse_and_inclusive_bound() {
    check(
        r#"void f(int m[10][20]) {
#pragma acc kernels loop collapse(2) independent
  for (int i = 0; i < 10; i++)
    for (int j = 0; j <= 19; j += 2)
      m[i][j] = i;
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @f: fn(ptr) -> void nounwind loc(#0:1:6) {
              var "m" %1: ptr
              var "i" %2: i32
              var "j" %3: i32
            bb0(%0: ptr):
              %1: ptr = alloca ptr align 8
              %2: ptr = alloca i32 align 4
              %3: ptr = alloca i32 align 4
              store %0, %1 loc(#0:1:6)
              acc.compute kernels loc(#0:2:9) {
              bb1:
                %4: i32 = iconst 0 loc(#0:3:16)
                %5: i32 = iconst 10 loc(#0:3:23)
                %6: i32 = iconst 1 loc(#0:3:23)
                %7: i32 = iconst 0 loc(#0:4:18)
                %8: i32 = iconst 19 loc(#0:4:26)
                %9: i32 = iconst 2 loc(#0:4:35)
                %10: i32 = iconst 1 loc(#0:4:35)
                %11: i32 = add %8, %10 loc(#0:4:35)
                acc.loop (%4, %5, %6), (%7, %11, %9) independent private(%2 "i": i32, %3 "j": i32) loc(#0:2:9) {
                bb2(%12: i32, %13: i32):
                  store %12, %2 loc(#0:2:9)
                  store %13, %3 loc(#0:2:9)
                  %14: ptr = load %1 loc(#0:5:7)
                  %15: i32 = load %2 loc(#0:5:9)
                  %16: i64 = sext %15 loc(#0:5:9)
                  %17: i64 = iconst 80 loc(#0:5:9)
                  %18: i64 = mul %16, %17 loc(#0:5:9)
                  %19: ptr = ptradd %14, %18 loc(#0:5:9)
                  %20: i32 = load %3 loc(#0:5:12)
                  %21: i64 = sext %20 loc(#0:5:12)
                  %22: i64 = iconst 4 loc(#0:5:12)
                  %23: i64 = mul %21, %22 loc(#0:5:12)
                  %24: ptr = ptradd %19, %23 loc(#0:5:12)
                  %25: i32 = load %2 loc(#0:5:17)
                  store %25, %24 loc(#0:5:17)
                  br bb3 loc(#0:5:17)
                bb3:
                  yield loc(#0:2:9)
                }
                yield loc(#0:2:9)
              }
              ret loc(#0:2:9)
            }
        "#]],
    );
}

#[test]
fn data_region_routes_exits_through_yield() {
    check(
        r#"int f(int n, int *p) {
  for (int k = 0; k < n; k++) {
#pragma acc data copy(p[0:n])
    {
      if (k == 1) break;
      if (k == 2) continue;
      if (k == 3) return 7;
    }
  }
  return 0;
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @f: fn(i32, ptr) -> i32 nounwind loc(#0:1:5) {
              var "n" %2: i32
              var "p" %3: ptr
              var "k" %4: i32
            bb0(%0: i32, %1: ptr):
              %2: ptr = alloca i32 align 4
              %3: ptr = alloca ptr align 8
              %4: ptr = alloca i32 align 4
              %5: ptr = alloca i32 align 4
              %6: ptr = alloca i32 align 4
              store %0, %2 loc(#0:1:5)
              store %1, %3 loc(#0:1:5)
              %7: i32 = iconst 0 loc(#0:2:16)
              store %7, %4 loc(#0:2:16)
              br bb1 loc(#0:2:16)
            bb1:
              %8: i32 = load %4 loc(#0:2:19)
              %9: i32 = load %2 loc(#0:2:23)
              %10: i1 = icmp slt %8, %9 loc(#0:2:23)
              %11: i32 = zext %10 loc(#0:2:23)
              %12: i32 = iconst 0 loc(#0:2:23)
              %13: i1 = icmp ne %11, %12 loc(#0:2:23)
              condbr %13, bb2, bb11 loc(#0:2:23)
            bb2:
              %14: i32 = iconst 0 loc(#0:3:25)
              %15: i64 = sext %14 loc(#0:3:25)
              %16: i32 = load %2 loc(#0:3:27)
              %17: i64 = sext %16 loc(#0:3:27)
              %18: i32 = iconst 0 loc(#0:3:27)
              store %18, %5 loc(#0:3:27)
              acc.data copy(%3 "p": ptr [%15:%17 of i32]) loc(#0:3:9) {
              bb3:
                %20: i32 = load %4 loc(#0:5:11)
                %21: i32 = iconst 1 loc(#0:5:16)
                %22: i1 = icmp eq %20, %21 loc(#0:5:16)
                %23: i32 = zext %22 loc(#0:5:16)
                %24: i32 = iconst 0 loc(#0:5:16)
                %25: i1 = icmp ne %23, %24 loc(#0:5:16)
                condbr %25, bb4, bb5 loc(#0:5:16)
              bb4:
                %26: i32 = iconst 1 loc(#0:5:19)
                store %26, %5 loc(#0:5:19)
                yield loc(#0:5:19)
              bb5:
                %27: i32 = load %4 loc(#0:6:11)
                %28: i32 = iconst 2 loc(#0:6:16)
                %29: i1 = icmp eq %27, %28 loc(#0:6:16)
                %30: i32 = zext %29 loc(#0:6:16)
                %31: i32 = iconst 0 loc(#0:6:16)
                %32: i1 = icmp ne %30, %31 loc(#0:6:16)
                condbr %32, bb6, bb7 loc(#0:6:16)
              bb6:
                %33: i32 = iconst 2 loc(#0:6:19)
                store %33, %5 loc(#0:6:19)
                yield loc(#0:6:19)
              bb7:
                %34: i32 = load %4 loc(#0:7:11)
                %35: i32 = iconst 3 loc(#0:7:16)
                %36: i1 = icmp eq %34, %35 loc(#0:7:16)
                %37: i32 = zext %36 loc(#0:7:16)
                %38: i32 = iconst 0 loc(#0:7:16)
                %39: i1 = icmp ne %37, %38 loc(#0:7:16)
                condbr %39, bb8, bb9 loc(#0:7:16)
              bb8:
                %40: i32 = iconst 7 loc(#0:7:26)
                store %40, %6 loc(#0:7:26)
                %41: i32 = iconst 3 loc(#0:7:26)
                store %41, %5 loc(#0:7:26)
                yield loc(#0:7:26)
              bb9:
                yield loc(#0:3:9)
              }
              %19: i32 = load %5 loc(#0:3:9)
              switch %19, bb12 [1: bb13, 2: bb14, 3: bb15] loc(#0:3:9)
            bb10:
              %42: i32 = load %4 loc(#0:2:27)
              %43: i32 = iconst 1 loc(#0:2:27)
              %44: i32 = add nsw %42, %43 loc(#0:2:27)
              store %44, %4 loc(#0:2:27)
              br bb1 loc(#0:2:27)
            bb11:
              %45: i32 = iconst 0 loc(#0:10:10)
              ret %45 loc(#0:10:10)
            bb12:
              br bb10 loc(#0:3:9)
            bb13:
              br bb11 loc(#0:3:9)
            bb14:
              br bb10 loc(#0:3:9)
            bb15:
              %46: i32 = load %6 loc(#0:3:9)
              ret %46 loc(#0:3:9)
            }
        "#]],
    );
}

#[test]
fn host_data_substitutes_device_addresses() {
    check(
        r#"void use(float *);
void f(int n, float *p, float a[8]) {
#pragma acc host_data use_device(p)
  use(p);
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            declare @use: fn(ptr) -> void nounwind loc(#0:1:6)
            func @f: fn(i32, ptr, ptr) -> void nounwind loc(#0:2:6) {
              var "n" %3: i32
              var "p" %4: ptr
              var "a" %5: ptr
            bb0(%0: i32, %1: ptr, %2: ptr):
              %3: ptr = alloca i32 align 4
              %4: ptr = alloca ptr align 8
              %5: ptr = alloca ptr align 8
              %6: ptr = alloca i32 align 4
              store %0, %3 loc(#0:2:6)
              store %1, %4 loc(#0:2:6)
              store %2, %5 loc(#0:2:6)
              %7: i32 = iconst 0 loc(#0:3:23)
              store %7, %6 loc(#0:3:23)
              acc.host_data use_device(%4 "p": ptr) loc(#0:3:9) {
              bb1(%8: ptr):
                call @use(%8) loc(#0:4:6)
                yield loc(#0:3:9)
              }
              ret loc(#0:3:9)
            }
        "#]],
    );
}

#[test]
fn executable_directives_and_runtime_calls() {
    check(
        r#"struct s { int n; double *v; };
void f(struct s *q, double **rows, int m) {
#pragma acc enter data copyin(q->v[0:q->n], rows[0:m][0:4]) async(1)
#pragma acc update device(q->v[2:3]) if_present
#pragma acc exit data delete(q->v[0:q->n]) finalize wait(1)
#pragma acc wait(1) async(2)
#pragma acc init device_type(nvidia)
#pragma acc set device_num(0) if(m > 1)
#pragma acc shutdown
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            global @__oxacc.str.0: [4 x i8] private const align 1 = c"t.c\00"
            global @__oxacc.str.1: [5 x i8] private const align 1 = c"init\00"
            global @__oxacc.str.2: [4 x i8] private const align 1 = c"set\00"
            global @__oxacc.str.3: [9 x i8] private const align 1 = c"shutdown\00"
            func @f: fn(ptr, ptr, i32) -> void nounwind loc(#0:2:6) {
              var "q" %3: ptr
              var "rows" %4: ptr
              var "m" %5: i32
            bb0(%0: ptr, %1: ptr, %2: i32):
              %3: ptr = alloca ptr align 8
              %4: ptr = alloca ptr align 8
              %5: ptr = alloca i32 align 4
              %6: ptr = alloca [3 x i64] align 8
              %7: ptr = alloca [3 x i64] align 8
              %8: ptr = alloca [3 x i64] align 8
              store %0, %3 loc(#0:2:6)
              store %1, %4 loc(#0:2:6)
              store %2, %5 loc(#0:2:6)
              %9: ptr = load %3 loc(#0:3:31)
              %10: i64 = iconst 8 loc(#0:3:31)
              %11: ptr = ptradd %9, %10 loc(#0:3:31)
              %12: i32 = iconst 0 loc(#0:3:36)
              %13: i64 = sext %12 loc(#0:3:36)
              %14: ptr = load %3 loc(#0:3:38)
              %15: i32 = load %14 loc(#0:3:38)
              %16: i64 = sext %15 loc(#0:3:38)
              %17: i32 = iconst 0 loc(#0:3:50)
              %18: i64 = sext %17 loc(#0:3:50)
              %19: i32 = load %5 loc(#0:3:52)
              %20: i64 = sext %19 loc(#0:3:52)
              %21: i32 = iconst 0 loc(#0:3:55)
              %22: i64 = sext %21 loc(#0:3:55)
              %23: i32 = iconst 4 loc(#0:3:57)
              %24: i64 = sext %23 loc(#0:3:57)
              %25: i32 = iconst 1 loc(#0:3:67)
              acc.enter_data copyin(%11 "q->v": ptr [%13:%16 of f64], %4 "rows": ptr [%18:%20 of ptr] [%22:%24 of f64]) async(%25) loc(#0:3:9)
              %26: ptr = load %3 loc(#0:4:27)
              %27: i64 = iconst 8 loc(#0:4:27)
              %28: ptr = ptradd %26, %27 loc(#0:4:27)
              %29: i32 = iconst 2 loc(#0:4:32)
              %30: i64 = sext %29 loc(#0:4:32)
              %31: i32 = iconst 3 loc(#0:4:34)
              %32: i64 = sext %31 loc(#0:4:34)
              acc.update device(%28 "q->v": ptr [%30:%32 of f64]) if_present loc(#0:4:9)
              %33: ptr = load %3 loc(#0:5:30)
              %34: i64 = iconst 8 loc(#0:5:30)
              %35: ptr = ptradd %33, %34 loc(#0:5:30)
              %36: i32 = iconst 0 loc(#0:5:35)
              %37: i64 = sext %36 loc(#0:5:35)
              %38: ptr = load %3 loc(#0:5:37)
              %39: i32 = load %38 loc(#0:5:37)
              %40: i64 = sext %39 loc(#0:5:37)
              %41: i32 = iconst 1 loc(#0:5:58)
              acc.exit_data delete(%35 "q->v": ptr [%37:%40 of f64]) finalize wait(%41) loc(#0:5:9)
              %42: i32 = iconst 1 loc(#0:6:18)
              %43: i32 = iconst 2 loc(#0:6:27)
              acc.wait wait(%42) async(%43) loc(#0:6:9)
              %44: ptr = global_addr @__oxacc.str.0 loc(#0:7:9)
              %45: ptr = global_addr @__oxacc.str.1 loc(#0:7:9)
              %46: i32 = iconst 7 loc(#0:7:9)
              %47: i32 = iconst 9 loc(#0:7:9)
              store %44, %6 loc(#0:7:9)
              %48: i64 = iconst 8 loc(#0:7:9)
              %49: ptr = ptradd %6, %48 loc(#0:7:9)
              store %46, %49 loc(#0:7:9)
              %50: i64 = iconst 12 loc(#0:7:9)
              %51: ptr = ptradd %6, %50 loc(#0:7:9)
              store %47, %51 loc(#0:7:9)
              %52: i64 = iconst 16 loc(#0:7:9)
              %53: ptr = ptradd %6, %52 loc(#0:7:9)
              store %45, %53 loc(#0:7:9)
              %54: i32 = iconst 0 loc(#0:7:9)
              %55: i32 = iconst 4 loc(#0:7:9)
              %56: i32 = iconst 0 loc(#0:7:9)
              %57: i32 = iconst 0 loc(#0:7:9)
              call @__oxacc_device_directive(%54, %55, %56, %57, %6) loc(#0:7:9)
              br bb1 loc(#0:7:9)
            bb1:
              %58: i32 = iconst 0 loc(#0:8:28)
              %59: i32 = load %5 loc(#0:8:34)
              %60: i32 = iconst 1 loc(#0:8:38)
              %61: i1 = icmp sgt %59, %60 loc(#0:8:38)
              %62: i32 = zext %61 loc(#0:8:38)
              %63: i32 = iconst 0 loc(#0:8:38)
              %64: i1 = icmp ne %62, %63 loc(#0:8:38)
              condbr %64, bb3, bb2 loc(#0:8:9)
            bb2:
              %65: ptr = global_addr @__oxacc.str.0 loc(#0:9:9)
              %66: ptr = global_addr @__oxacc.str.3 loc(#0:9:9)
              %67: i32 = iconst 9 loc(#0:9:9)
              %68: i32 = iconst 9 loc(#0:9:9)
              store %65, %8 loc(#0:9:9)
              %69: i64 = iconst 8 loc(#0:9:9)
              %70: ptr = ptradd %8, %69 loc(#0:9:9)
              store %67, %70 loc(#0:9:9)
              %71: i64 = iconst 12 loc(#0:9:9)
              %72: ptr = ptradd %8, %71 loc(#0:9:9)
              store %68, %72 loc(#0:9:9)
              %73: i64 = iconst 16 loc(#0:9:9)
              %74: ptr = ptradd %8, %73 loc(#0:9:9)
              store %66, %74 loc(#0:9:9)
              %75: i32 = iconst 1 loc(#0:9:9)
              %76: i32 = iconst 1 loc(#0:9:9)
              %77: i32 = iconst 0 loc(#0:9:9)
              %78: i32 = iconst 0 loc(#0:9:9)
              call @__oxacc_device_directive(%75, %76, %77, %78, %8) loc(#0:9:9)
              br bb4 loc(#0:9:9)
            bb3:
              %79: ptr = global_addr @__oxacc.str.0 loc(#0:8:9)
              %80: ptr = global_addr @__oxacc.str.2 loc(#0:8:9)
              %81: i32 = iconst 8 loc(#0:8:9)
              %82: i32 = iconst 9 loc(#0:8:9)
              store %79, %7 loc(#0:8:9)
              %83: i64 = iconst 8 loc(#0:8:9)
              %84: ptr = ptradd %7, %83 loc(#0:8:9)
              store %81, %84 loc(#0:8:9)
              %85: i64 = iconst 12 loc(#0:8:9)
              %86: ptr = ptradd %7, %85 loc(#0:8:9)
              store %82, %86 loc(#0:8:9)
              %87: i64 = iconst 16 loc(#0:8:9)
              %88: ptr = ptradd %7, %87 loc(#0:8:9)
              store %80, %88 loc(#0:8:9)
              %89: i32 = iconst 2 loc(#0:8:9)
              %90: i32 = iconst 1 loc(#0:8:9)
              %91: i32 = iconst 1 loc(#0:8:9)
              call @__oxacc_device_directive(%89, %90, %91, %58, %7) loc(#0:8:9)
              br bb2 loc(#0:8:9)
            bb4:
              ret loc(#0:9:9)
            }
            declare @__oxacc_device_directive: fn(i32, i32, i32, i32, ptr) -> void
        "#]],
    );
}

#[test]
fn atomics() {
    check(
        r#"void f(int *x, double *d, long v) {
#pragma acc parallel
  {
#pragma acc atomic update
    *x += 2;
#pragma acc atomic
    *d = *d * 0.5;
#pragma acc atomic capture
    v = (*x)++;
#pragma acc atomic read
    v = *x;
#pragma acc atomic write
    *x = 3;
  }
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @f: fn(ptr, ptr, i64) -> void nounwind loc(#0:1:6) {
              var "x" %3: ptr
              var "d" %4: ptr
              var "v" %5: i64
            bb0(%0: ptr, %1: ptr, %2: i64):
              %3: ptr = alloca ptr align 8
              %4: ptr = alloca ptr align 8
              %5: ptr = alloca i64 align 8
              %6: ptr = alloca i32 align 4
              %7: ptr = alloca i32 align 4
              store %0, %3 loc(#0:1:6)
              store %1, %4 loc(#0:1:6)
              store %2, %5 loc(#0:1:6)
              acc.compute parallel loc(#0:2:9) {
              bb1:
                %8: ptr = load %3 loc(#0:5:6)
                %9: i32 = iconst 2 loc(#0:5:11)
                acc.atomic update: i32 x(%8) loc(#0:4:9) {
                bb2(%20: i32):
                  %21: i32 = add %20, %9 loc(#0:4:9)
                  yield %21 loc(#0:4:9)
                }
                %10: ptr = load %4 loc(#0:7:6)
                %11: f64 = fconst 0.5 loc(#0:7:15)
                acc.atomic update: f64 x(%10) loc(#0:6:9) {
                bb3(%22: f64):
                  %23: f64 = fmul %22, %11 loc(#0:6:9)
                  yield %23 loc(#0:6:9)
                }
                %12: ptr = load %3 loc(#0:9:11)
                acc.atomic capture_old: i32 x(%12) v(%6) loc(#0:8:9) {
                bb4(%24: i32):
                  %25: i32 = iconst 1 loc(#0:8:9)
                  %26: i32 = add %24, %25 loc(#0:8:9)
                  yield %26 loc(#0:8:9)
                }
                %13: i32 = load %6 loc(#0:8:9)
                %14: i64 = sext %13 loc(#0:8:9)
                store %14, %5 loc(#0:8:9)
                %15: ptr = load %3 loc(#0:11:10)
                acc.atomic read: i32 x(%15) v(%7) loc(#0:10:9)
                %16: i32 = load %7 loc(#0:10:9)
                %17: i64 = sext %16 loc(#0:10:9)
                store %17, %5 loc(#0:10:9)
                %18: ptr = load %3 loc(#0:13:6)
                %19: i32 = iconst 3 loc(#0:13:10)
                acc.atomic write: i32 x(%18) expr(%19) loc(#0:12:9)
                yield loc(#0:2:9)
              }
              ret loc(#0:2:9)
            }
        "#]],
    );
}

#[test]
fn declare_routine_and_cache() {
    check(
        r#"int table[64];
#pragma acc declare copyin(table)
#pragma acc routine seq
int lookup(int i) { return table[i]; }
void f(int n, int *out) {
  int tmp[4];
#pragma acc declare create(tmp)
#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc cache(out[i:1])
    out[i] = lookup(i);
  }
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            global @table: [64 x i32] align 4 acc_declare(copyin) = zero
            func @lookup: fn(i32) -> i32 nounwind routine(seq) loc(#0:4:5) {
              var "i" %1: i32
            bb0(%0: i32):
              %1: ptr = alloca i32 align 4
              store %0, %1 loc(#0:4:5)
              %2: ptr = global_addr @table loc(#0:4:28)
              %3: i32 = load %1 loc(#0:4:34)
              %4: i64 = sext %3 loc(#0:4:34)
              %5: i64 = iconst 4 loc(#0:4:34)
              %6: i64 = mul %4, %5 loc(#0:4:34)
              %7: ptr = ptradd %2, %6 loc(#0:4:34)
              %8: i32 = load %7 loc(#0:4:34)
              ret %8 loc(#0:4:34)
            }
            func @f: fn(i32, ptr) -> void nounwind loc(#0:5:6) {
              var "n" %2: i32
              var "out" %3: ptr
              var "tmp" %4: [4 x i32]
              var "i" %6: i32
            bb0(%0: i32, %1: ptr):
              %2: ptr = alloca i32 align 4
              %3: ptr = alloca ptr align 8
              %4: ptr = alloca [4 x i32] align 4
              %5: ptr = alloca i32 align 4
              %6: ptr = alloca i32 align 4
              store %0, %2 loc(#0:5:6)
              store %1, %3 loc(#0:5:6)
              %7: i32 = iconst 0 loc(#0:7:21)
              store %7, %5 loc(#0:7:21)
              acc.data create(%4 "tmp": [4 x i32]) loc(#0:7:9) {
              bb1:
                %8: i32 = iconst 0 loc(#0:8:39)
                %9: i64 = sext %8 loc(#0:8:39)
                %10: i32 = load %2 loc(#0:8:41)
                %11: i64 = sext %10 loc(#0:8:41)
                acc.compute parallel copyout(%3 "out": ptr [%9:%11 of i32]) loc(#0:8:9) {
                bb2:
                  %12: i32 = iconst 0 loc(#0:9:16)
                  %13: i32 = load %2 loc(#0:9:23)
                  %14: i32 = iconst 1 loc(#0:9:23)
                  acc.loop (%12, %13, %14) private(%6 "i": i32) loc(#0:8:9) {
                  bb3(%15: i32):
                    store %15, %6 loc(#0:8:9)
                    %16: i32 = load %6 loc(#0:10:23)
                    %17: i64 = sext %16 loc(#0:10:23)
                    %18: i32 = iconst 1 loc(#0:10:25)
                    %19: i64 = sext %18 loc(#0:10:25)
                    acc.cache present(%3 "out": ptr [%17:%19 of i32]) loc(#0:10:9)
                    %20: ptr = load %3 loc(#0:11:5)
                    %21: i32 = load %6 loc(#0:11:9)
                    %22: i64 = sext %21 loc(#0:11:9)
                    %23: i64 = iconst 4 loc(#0:11:9)
                    %24: i64 = mul %22, %23 loc(#0:11:9)
                    %25: ptr = ptradd %20, %24 loc(#0:11:9)
                    %26: i32 = load %6 loc(#0:11:21)
                    %27: i32 = call @lookup(%26) loc(#0:11:20)
                    store %27, %25 loc(#0:11:20)
                    br bb4 loc(#0:11:20)
                  bb4:
                    yield loc(#0:8:9)
                  }
                  yield loc(#0:8:9)
                }
                yield loc(#0:7:9)
              }
              ret loc(#0:7:9)
            }
        "#]],
    );
}

#[test]
fn pointer_loop_variable_runs_over_the_element_index() {
    check(
        r#"void f(double *a, int n) {
#pragma acc parallel loop
  for (double *p = a + n - 1; p >= a; p -= 2)
    *p = 0;
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @f: fn(ptr, i32) -> void nounwind loc(#0:1:6) {
              var "a" %2: ptr
              var "n" %3: i32
              var "p" %4: ptr
            bb0(%0: ptr, %1: i32):
              %2: ptr = alloca ptr align 8
              %3: ptr = alloca i32 align 4
              %4: ptr = alloca ptr align 8
              store %0, %2 loc(#0:1:6)
              store %1, %3 loc(#0:1:6)
              acc.compute parallel loc(#0:2:9) {
              bb1:
                %5: ptr = load %2 loc(#0:3:20)
                %6: i32 = load %3 loc(#0:3:24)
                %7: i64 = sext %6 loc(#0:3:24)
                %8: i64 = iconst 8 loc(#0:3:24)
                %9: i64 = mul %7, %8 loc(#0:3:24)
                %10: ptr = ptradd %5, %9 loc(#0:3:24)
                %11: i32 = iconst 1 loc(#0:3:28)
                %12: i64 = sext %11 loc(#0:3:28)
                %13: i64 = iconst 8 loc(#0:3:28)
                %14: i64 = mul %12, %13 loc(#0:3:28)
                %15: i64 = iconst 0 loc(#0:3:28)
                %16: i64 = sub %15, %14 loc(#0:3:28)
                %17: ptr = ptradd %10, %16 loc(#0:3:28)
                %18: ptr = load %2 loc(#0:3:36)
                %19: i64 = ptrtoint %17 loc(#0:3:36)
                %20: i64 = ptrtoint %18 loc(#0:3:36)
                %21: i64 = sub %20, %19 loc(#0:3:36)
                %22: i64 = iconst 8 loc(#0:3:36)
                %23: i64 = sdiv %21, %22 loc(#0:3:36)
                %24: i32 = iconst 2 loc(#0:3:44)
                %25: i64 = sext %24 loc(#0:3:44)
                %26: i64 = iconst 0 loc(#0:3:44)
                %27: i64 = sub %26, %25 loc(#0:3:44)
                %28: i64 = iconst 1 loc(#0:3:44)
                %29: i64 = sub %23, %28 loc(#0:3:44)
                %30: i64 = iconst 0 loc(#0:3:44)
                acc.loop (%30, %29, %27) private(%4 "p": ptr) loc(#0:2:9) {
                bb2(%31: i64):
                  %32: i64 = iconst 8 loc(#0:2:9)
                  %33: i64 = mul %31, %32 loc(#0:2:9)
                  %34: ptr = ptradd %17, %33 loc(#0:2:9)
                  store %34, %4 loc(#0:2:9)
                  %35: ptr = load %4 loc(#0:4:6)
                  %36: i32 = iconst 0 loc(#0:4:10)
                  %37: f64 = sitofp %36 loc(#0:4:10)
                  store %37, %35 loc(#0:4:10)
                  br bb3 loc(#0:4:10)
                bb3:
                  yield loc(#0:2:9)
                }
                yield loc(#0:2:9)
              }
              ret loc(#0:2:9)
            }
        "#]],
    );
}

#[test]
fn atomic_update_of_a_pointer() {
    check(
        r#"void f(double *p, int n) {
#pragma acc atomic update
  p += n;
}
"#,
        expect![[r#"
            module "t.c"
            file #0 "t.c"
            func @f: fn(ptr, i32) -> void nounwind loc(#0:1:6) {
              var "p" %2: ptr
              var "n" %3: i32
            bb0(%0: ptr, %1: i32):
              %2: ptr = alloca ptr align 8
              %3: ptr = alloca i32 align 4
              store %0, %2 loc(#0:1:6)
              store %1, %3 loc(#0:1:6)
              %4: i32 = load %3 loc(#0:3:8)
              acc.atomic update: ptr x(%2) loc(#0:2:9) {
              bb1(%5: ptr):
                %6: i64 = sext %4 loc(#0:2:9)
                %7: i64 = iconst 8 loc(#0:2:9)
                %8: i64 = mul %6, %7 loc(#0:2:9)
                %9: ptr = ptradd %5, %8 loc(#0:2:9)
                yield %9 loc(#0:2:9)
              }
              ret loc(#0:2:9)
            }
        "#]],
    );
}
