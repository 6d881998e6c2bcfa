//! Semantic analysis and lowering: the wrong programs of `testsuite/fortran-sema/` report
//! exactly their `! expect-error: L:C: message` lines (each is rejected by gfortran too), the
//! options that change typing (`-fimplicit-none`, `-fdefault-real-8`, `-fdefault-integer-8`),
//! and OIR snapshots of small procedures (`UPDATE_EXPECT=1 cargo test -p oxacc-fortran --test
//! sema_lower` refreshes them after a deliberate change).

mod common;

use std::path::{Path, PathBuf};

use expect_test::expect;
use oxacc_fortran::sema::tree::Storage;
use oxacc_fortran::sema::types::Type;
use oxacc_fortran::{FortranOptions, SourceForm};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

struct Analyzed {
    program: oxacc_fortran::sema::Program,
    module: Option<oxacc_oir::Module>,
    text: String,
}

fn analyze(name: &str, source: &str, options: &FortranOptions) -> Analyzed {
    let mut sm = SourceMap::new();
    let id = sm.add_file(name, source);
    let capture = common::Capture::default();
    let dopts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(dopts, Box::new(capture.clone()), false);
    let file = oxacc_fortran::parse_file(&mut sm, id, options, &mut diags);
    let program = oxacc_fortran::sema::analyze(&file, &sm, name, options, &mut diags);
    let module = if diags.has_errors() {
        None
    } else {
        oxacc_fortran::lower::lower(&program, &sm, &mut diags)
    };
    let text = String::from_utf8_lossy(&capture.0.lock().expect("capture")).into_owned();
    Analyzed {
        program,
        module,
        text,
    }
}

fn errors(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let (pos, msg) = l.split_once(": error: ")?;
            let mut parts = pos.rsplitn(3, ':');
            let col = parts.next()?;
            let line = parts.next()?;
            Some(format!("{line}:{col}: {msg}"))
        })
        .collect()
}

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/fortran-sema");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "f90"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn wrong_programs_report_exactly_the_expected_errors() {
    let files = corpus();
    assert!(files.len() >= 6, "corpus has {} programs", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap_or_default();
        let expected: Vec<String> = source
            .lines()
            .filter_map(|l| l.strip_prefix("! expect-error: ").map(str::to_owned))
            .collect();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let got = errors(&analyze(name, &source, &FortranOptions::default()).text);
        if expected.is_empty() || got != expected {
            failures.push(format!("== {name}\nexpected: {expected:#?}\ngot: {got:#?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fimplicit_none_rejects_undeclared_names() {
    let src = "program p\n  x = 1.0\n  print *, x\nend program p\n";
    let relaxed = analyze("p.f90", src, &FortranOptions::default());
    assert!(relaxed.text.is_empty(), "{}", relaxed.text);
    let strict = FortranOptions {
        implicit_none: true,
        ..Default::default()
    };
    let out = analyze("p.f90", src, &strict);
    assert_eq!(
        errors(&out.text),
        vec!["2:3: Symbol 'x' at (1) has no IMPLICIT type"]
    );
}

fn symbol_type(a: &Analyzed, name: &str) -> Option<Type> {
    a.program
        .symbols
        .iter()
        .find(|s| s.name == name)
        .map(|s| s.ty)
}

#[test]
fn default_kinds_follow_the_flags() {
    let src = "program p\n  real :: x\n  integer :: n\n  double precision :: d\n  x = 1; n = 2; d = 3\n  y = x\n  print *, x, n, d, y\nend program p\n";
    let plain = analyze("p.f90", src, &FortranOptions::default());
    assert_eq!(symbol_type(&plain, "x"), Some(Type::Real(4)));
    assert_eq!(symbol_type(&plain, "n"), Some(Type::Integer(4)));
    assert_eq!(symbol_type(&plain, "y"), Some(Type::Real(4)));
    let promoted = FortranOptions {
        default_real_8: true,
        default_integer_8: true,
        ..Default::default()
    };
    let wide = analyze("p.f90", src, &promoted);
    assert_eq!(symbol_type(&wide, "x"), Some(Type::Real(8)));
    assert_eq!(symbol_type(&wide, "n"), Some(Type::Integer(8)));
    assert_eq!(symbol_type(&wide, "d"), Some(Type::Real(8)));
    assert_eq!(symbol_type(&wide, "y"), Some(Type::Real(8)));
}

#[test]
fn kinds_fold_through_parameters_and_modules() {
    let src = "module k\n  use iso_fortran_env, only: real64, int64\n  integer, parameter :: dp = selected_real_kind(15, 307)\n  integer, parameter :: sp = kind(1.0)\nend module k\nprogram p\n  use k, only: wp => dp, sp, int64\n  real(wp) :: a\n  real(sp) :: b\n  integer(int64) :: c\n  integer(kind=selected_int_kind(4)) :: h\n  a = 1; b = 2; c = 3; h = 4\n  print *, a, b, c, h\nend program p\n";
    let out = analyze("p.f90", src, &FortranOptions::default());
    assert!(out.text.is_empty(), "{}", out.text);
    assert_eq!(symbol_type(&out, "a"), Some(Type::Real(8)));
    assert_eq!(symbol_type(&out, "b"), Some(Type::Real(4)));
    assert_eq!(symbol_type(&out, "c"), Some(Type::Integer(8)));
    assert_eq!(symbol_type(&out, "h"), Some(Type::Integer(2)));
    // Main-program variables are static (they live as long as the program, §5.2.3).
    let a = out
        .program
        .symbols
        .iter()
        .find(|s| s.name == "a")
        .expect("a");
    assert!(matches!(
        a.storage,
        Storage::Static {
            external: false,
            ..
        }
    ));
}

fn oir(src: &str) -> String {
    let out = analyze("t.f90", src, &FortranOptions::default());
    assert!(out.text.is_empty(), "{}", out.text);
    oxacc_oir::print_module(&out.module.expect("module"))
}

#[test]
fn explicit_shape_dummy_with_expression_bounds() {
    let text = oir("subroutine scale(n, a, s)\n  integer, intent(in) :: n\n  real(8), intent(inout) :: a(0:n+1)\n  real(8), value :: s\n  a(n) = a(n) * s\nend subroutine scale\n");
    expect![[r#"
        module "t.f90"
        file #0 "t.f90"
        global @.str.0: [6 x i8] private const align 1 = c"t.f90\00"
        func @scale_: fn(ptr, ptr, f64) -> void noalias(0, 1) loc(#0:1:1) {
          var "n" %0: i32
          var "s" %3: f64
          var "a" %4: ptr array f64 col [%8:%16]
        bb0(%0: ptr, %1: ptr, %2: f64):
          %3: ptr = alloca f64 align 8
          %4: ptr = alloca ptr align 8
          store %2, %3 loc(#0:1:1)
          %5: i64 = iconst 0 loc(#0:1:1)
          %6: i64 = iconst 1 loc(#0:1:1)
          %7: i32 = iconst 0 loc(#0:1:1)
          %8: i64 = sext %7 loc(#0:1:1)
          %9: i32 = load %0 loc(#0:1:1)
          %10: i32 = iconst 1 loc(#0:1:1)
          %11: i32 = add nsw %9, %10 loc(#0:1:1)
          %12: i64 = sext %11 loc(#0:1:1)
          %13: i64 = sub %12, %8 loc(#0:1:1)
          %14: i64 = add %13, %6 loc(#0:1:1)
          %15: i1 = icmp sgt %14, %5 loc(#0:1:1)
          %16: i64 = select %15, %14, %5 loc(#0:1:1)
          store %1, %4 loc(#0:1:1)
          %17: i32 = load %0 loc(#0:5:3)
          %18: i64 = sext %17 loc(#0:5:3)
          %19: i64 = iconst 0 loc(#0:5:3)
          %20: i64 = sub %18, %8 loc(#0:5:3)
          %21: i64 = add %19, %20 loc(#0:5:3)
          %22: ptr = elemaddr f64, %1, %21 loc(#0:5:3)
          %23: f64 = load %22 loc(#0:5:3)
          %24: f64 = load %3 loc(#0:5:3)
          %25: f64 = fmul %23, %24 loc(#0:5:3)
          %26: i32 = load %0 loc(#0:5:3)
          %27: i64 = sext %26 loc(#0:5:3)
          %28: i64 = iconst 0 loc(#0:5:3)
          %29: i64 = sub %27, %8 loc(#0:5:3)
          %30: i64 = add %28, %29 loc(#0:5:3)
          %31: ptr = elemaddr f64, %1, %30 loc(#0:5:3)
          store %25, %31 loc(#0:5:3)
          br bb1 loc(#0:5:3)
        bb1:
          ret loc(#0:5:3)
        }
    "#]]
    .assert_eq(&text);
}

#[test]
fn main_program_calls_the_flang_runtime() {
    let text = oir("program hello\n  write(*, '(a,i0)') 'n=', 42\n  stop 3\nend program hello\n");
    expect![[r#"
        module "t.f90"
        file #0 "t.f90"
        global @.str.0: [6 x i8] private const align 1 = c"t.f90\00"
        global @.str.1: [7 x i8] private const align 1 = c"(a,i0)\00"
        global @.str.2: [3 x i8] private const align 1 = c"n=\00"
        func @MAIN__: fn() -> void internal loc(#0:1:1) {
        bb0:
          %0: i32 = iconst 6 loc(#0:2:3)
          %1: ptr = global_addr @.str.0 loc(#0:2:3)
          %2: i32 = iconst 2 loc(#0:2:3)
          %3: ptr = global_addr @.str.1 loc(#0:2:3)
          %4: i64 = iconst 6 loc(#0:2:3)
          %5: ptr = null loc(#0:2:3)
          %6: ptr = call @_FortranAioBeginExternalFormattedOutput(%3, %4, %5, %0, %1, %2) loc(#0:2:3)
          %7: ptr = global_addr @.str.2 loc(#0:2:3)
          %8: i64 = iconst 2 loc(#0:2:3)
          %9: i1 = call @_FortranAioOutputAscii(%6, %7, %8) loc(#0:2:3)
          %10: i32 = iconst 42 loc(#0:2:3)
          %11: i1 = call @_FortranAioOutputInteger32(%6, %10) loc(#0:2:3)
          %12: i32 = call @_FortranAioEndIoStatement(%6) loc(#0:2:3)
          %13: i1 = iconst 0 loc(#0:3:3)
          %14: i1 = iconst 0 loc(#0:3:3)
          %15: i32 = iconst 3 loc(#0:3:3)
          call @_FortranAStopStatement(%15, %13, %14) loc(#0:3:3)
          unreachable loc(#0:3:3)
        bb1:
          ret loc(#0:3:3)
        bb2:
          br bb1 loc(#0:3:3)
        }
        declare @_FortranAioBeginExternalFormattedOutput: fn(ptr, i64, ptr, i32, ptr, i32) -> ptr
        declare @_FortranAioOutputAscii: fn(ptr, ptr, i64) -> i1 zext
        declare @_FortranAioOutputInteger32: fn(ptr, i32) -> i1 zext
        declare @_FortranAioEndIoStatement: fn(ptr) -> i32
        declare @_FortranAStopStatement: fn(i32, i1 zext, i1 zext) -> void
        func @main: fn(i32, ptr, ptr) -> i32 {
        bb0(%0: i32, %1: ptr, %2: ptr):
          %3: ptr = null
          call @_FortranAProgramStart(%0, %1, %2, %3)
          call @MAIN__()
          call @_FortranAProgramEndStatement()
          %4: i32 = iconst 0
          ret %4
        }
        declare @_FortranAProgramStart: fn(i32, ptr, ptr, ptr) -> void
        declare @_FortranAProgramEndStatement: fn() -> void
    "#]].assert_eq(&text);
}

#[test]
fn module_procedure_names_and_fixed_form() {
    let src = "      module m\n      contains\n      integer function twice(i)\n      integer i\n      twice = 2 * i\n      end function\n      end module\n";
    let options = FortranOptions {
        form: SourceForm::Fixed,
        ..Default::default()
    };
    let out = analyze("t.f", src, &options);
    assert!(out.text.is_empty(), "{}", out.text);
    let m = out.module.expect("module");
    assert!(m.func_by_name("__m_MOD_twice").is_some());
}

/// DO CONCURRENT (§11.1.7.2) is an ordinary counted loop with its mask as an IF around the
/// body: the loop test, the mask's compare and branch, then the store.
#[test]
fn do_concurrent_with_mask_is_a_guarded_loop() {
    let text = oir("subroutine z(a)\n  integer :: a(4), i\n  do concurrent (i = 1:4, a(i) > 0)\n    a(i) = 0\n  end do\nend subroutine z\n");
    expect![[r#"
        module "t.f90"
        file #0 "t.f90"
        global @.str.0: [6 x i8] private const align 1 = c"t.f90\00"
        func @z_: fn(ptr) -> void noalias(0) loc(#0:1:1) {
          var "a" %1: ptr array i32 col [%7:%13]
          var "i" %2: i32
        bb0(%0: ptr):
          %1: ptr = alloca ptr align 8
          %2: ptr = alloca i32 align 4
          %3: ptr = alloca i32 align 4
          %4: i64 = iconst 0 loc(#0:1:1)
          %5: i64 = iconst 1 loc(#0:1:1)
          %6: i32 = iconst 1 loc(#0:1:1)
          %7: i64 = sext %6 loc(#0:1:1)
          %8: i32 = iconst 4 loc(#0:1:1)
          %9: i64 = sext %8 loc(#0:1:1)
          %10: i64 = sub %9, %7 loc(#0:1:1)
          %11: i64 = add %10, %5 loc(#0:1:1)
          %12: i1 = icmp sgt %11, %4 loc(#0:1:1)
          %13: i64 = select %12, %11, %4 loc(#0:1:1)
          store %0, %1 loc(#0:1:1)
          %14: i32 = iconst 1 loc(#0:3:3)
          %15: i32 = iconst 4 loc(#0:3:3)
          %16: i32 = iconst 1 loc(#0:3:3)
          %17: i32 = sub %15, %14 loc(#0:3:3)
          %18: i32 = add %17, %16 loc(#0:3:3)
          %19: i32 = sdiv %18, %16 loc(#0:3:3)
          %20: i32 = iconst 0 loc(#0:3:3)
          %21: i1 = icmp sgt %19, %20 loc(#0:3:3)
          %22: i32 = select %21, %19, %20 loc(#0:3:3)
          store %22, %3 loc(#0:3:3)
          store %14, %2 loc(#0:3:3)
          br bb2 loc(#0:3:3)
        bb1:
          ret loc(#0:4:5)
        bb2:
          %23: i32 = load %3 loc(#0:3:3)
          %24: i32 = iconst 0 loc(#0:3:3)
          %25: i1 = icmp sgt %23, %24 loc(#0:3:3)
          condbr %25, bb3, bb5 loc(#0:3:3)
        bb3:
          %26: i32 = load %2 loc(#0:3:3)
          %27: i64 = sext %26 loc(#0:3:3)
          %28: i64 = iconst 0 loc(#0:3:3)
          %29: i64 = sub %27, %7 loc(#0:3:3)
          %30: i64 = add %28, %29 loc(#0:3:3)
          %31: ptr = elemaddr i32, %0, %30 loc(#0:3:3)
          %32: i32 = load %31 loc(#0:3:3)
          %33: i32 = iconst 0 loc(#0:3:3)
          %34: i1 = icmp sgt %32, %33 loc(#0:3:3)
          condbr %34, bb7, bb8 loc(#0:3:3)
        bb4:
          %35: i32 = load %2 loc(#0:4:5)
          %36: i32 = add nsw %35, %16 loc(#0:4:5)
          store %36, %2 loc(#0:4:5)
          %37: i32 = load %3 loc(#0:4:5)
          %38: i32 = iconst 1 loc(#0:4:5)
          %39: i32 = sub nsw %37, %38 loc(#0:4:5)
          store %39, %3 loc(#0:4:5)
          br bb2 loc(#0:4:5)
        bb5:
          br bb1 loc(#0:4:5)
        bb6:
          br bb4 loc(#0:4:5)
        bb7:
          %40: i32 = iconst 0 loc(#0:4:5)
          %41: i32 = load %2 loc(#0:4:5)
          %42: i64 = sext %41 loc(#0:4:5)
          %43: i64 = iconst 0 loc(#0:4:5)
          %44: i64 = sub %42, %7 loc(#0:4:5)
          %45: i64 = add %43, %44 loc(#0:4:5)
          %46: ptr = elemaddr i32, %0, %45 loc(#0:4:5)
          store %40, %46 loc(#0:4:5)
          br bb6 loc(#0:4:5)
        bb8:
          br bb6 loc(#0:4:5)
        }
    "#]]
    .assert_eq(&text);
}

/// READ from an internal file with IOSTAT= (§12.6, §12.11.5) makes flang-22's calls in its
/// order: begin, enable the IOSTAT handler, one input call per item, end (whose status is
/// stored).
#[test]
fn internal_read_with_iostat_calls_the_flang_runtime_in_order() {
    let text = oir("subroutine g(line, n, x, ios)\n  character(len=*) :: line\n  integer :: n, ios\n  real(8) :: x\n  read(line, *, iostat=ios) n, x\nend subroutine g\n");
    let calls: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split("call @").nth(1))
        .map(|c| c.split('(').next().unwrap_or(c))
        .collect();
    assert_eq!(
        calls,
        [
            "_FortranAioBeginInternalListInput",
            "_FortranAioEnableHandlers",
            "_FortranAioInputInteger",
            "_FortranAioInputReal64",
            "_FortranAioEndIoStatement",
        ]
    );
}

/// REAL(4)/REAL(8) elemental math intrinsics become OIR's `libm.*` intrinsics, the operations C's
/// <math.h> calls become too, and `pure` and `elemental` functions carry `pure` (an `impure
/// elemental` one and a pure subroutine do not).
#[test]
fn math_intrinsics_and_pure_procedures() {
    let text = oir(
        "module m\ncontains\n  pure function sq(x) result(y)\n    real(8), intent(in) :: x\n    real(8) :: y\n    y = x * x\n  end function\n  elemental function tw(x) result(y)\n    real, intent(in) :: x\n    real :: y\n    y = 2 * x\n  end function\n  impure elemental function th(x) result(y)\n    real, intent(in) :: x\n    real :: y\n    y = 3 * x\n  end function\n  pure subroutine s(x)\n    real, intent(out) :: x\n    x = 1\n  end subroutine\nend module\nprogram p\n  use m\n  real(8) :: a\n  real :: b\n  a = exp(a) + atan2(a, a) + sq(a)\n  b = sin(b) + tw(b) + th(b)\nend program\n",
    );
    let line = |needle: &str| {
        text.lines()
            .find(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("no line with {needle} in\n{text}"))
            .to_owned()
    };
    assert!(line("func @__m_MOD_sq").contains(" pure "), "{text}");
    assert!(line("func @__m_MOD_tw").contains(" pure "), "{text}");
    assert!(!line("func @__m_MOD_th").contains(" pure "), "{text}");
    assert!(!line("func @__m_MOD_s:").contains(" pure "), "{text}");
    assert!(line("intrinsic libm.exp").contains(": f64 ="), "{text}");
    assert!(line("intrinsic libm.atan2").contains(": f64 ="), "{text}");
    assert!(line("intrinsic libm.sin").contains(": f32 ="), "{text}");
    assert!(
        !text.contains("call @sin") && !text.contains("call @exp"),
        "{text}"
    );
}

/// OpenACC 3.3 §2.9: a loop directive on a DO CONCURRENT applies to the loop of every index
/// of the concurrent-header (two loop dimensions, no collapse clause), and in a kernels
/// region it is `independent` (Fortran makes the iterations independent) rather than `auto`,
/// so that a scatter through an index array is still parallel.
#[test]
fn acc_loop_on_do_concurrent_covers_every_index_and_is_independent() {
    let options = FortranOptions {
        openacc: true,
        ..Default::default()
    };
    let src = "subroutine s(a, idx, n, m)\n  integer :: n, m, i, j, idx(n)\n  real :: a(n, m)\n  !$acc kernels\n  !$acc loop\n  do concurrent (j = 1:m, i = 1:n)\n    a(idx(i), j) = 1.0\n  end do\n  !$acc end kernels\nend subroutine s\n";
    let out = analyze("t.f90", src, &options);
    assert!(out.text.is_empty(), "{}", out.text);
    let text = oxacc_oir::print_module(&out.module.expect("module"));
    let loops: Vec<&str> = text.lines().filter(|l| l.contains("acc.loop")).collect();
    assert_eq!(loops.len(), 1, "one loop directive expected:\n{text}");
    assert!(loops[0].contains("independent"), "{}", loops[0]);
    assert!(!loops[0].contains("auto"), "{}", loops[0]);
    // `acc.loop (start, end, step), (start, end, step) …`: one dimension per index.
    assert_eq!(loops[0].matches("), (").count(), 1, "{}", loops[0]);
}

/// OpenACC 3.3 §2.5.3: WHERE/ELSEWHERE and FORALL at the top of a kernels region are loops the
/// compiler runs in parallel: one `loop independent` per assignment (three here), the FORALL
/// index private; a FORALL reading a neighbour it assigns needs its temporary and is no loop.
#[test]
fn acc_kernels_where_and_forall_are_independent_loops() {
    let options = FortranOptions {
        openacc: true,
        ..Default::default()
    };
    let src = "subroutine s(a, b, n)\n  integer :: n, i\n  real :: a(n), b(n)\n  !$acc kernels\n  where (a > 0)\n    b = a\n  elsewhere\n    b = 0\n  end where\n  forall (i = 1:n) a(i) = a(i) + i\n  forall (i = 2:n) b(i) = b(i - 1)\n  !$acc end kernels\nend subroutine s\n";
    let out = analyze("t.f90", src, &options);
    assert!(out.text.is_empty(), "{}", out.text);
    let text = oxacc_oir::print_module(&out.module.expect("module"));
    let loops: Vec<&str> = text.lines().filter(|l| l.contains("acc.loop")).collect();
    assert_eq!(loops.len(), 3, "three loop directives expected:\n{text}");
    assert!(loops.iter().all(|l| l.contains("independent")), "{loops:?}");
    assert!(loops[2].contains("private"), "{}", loops[2]);
}

/// What decisions 118 and 129 leave out is reported where it occurs, never compiled into
/// something else: a CLASS(*) component, giving a CLASS(t) pointer component another dynamic
/// type (an allocatable one has its tag: ALLOCATE with a type-spec or a polymorphic SOURCE=
/// and intrinsic assignment compile), assignment to a CLASS(t) allocatable array, intrinsic
/// assignment of a structure whose component has a type-bound assignment, and the
/// finalizations not implemented: a function result referenced elsewhere than in an
/// assignment, CALL, ALLOCATE, output statement or IF condition (a DO WHILE condition), an
/// INTENT(OUT) dummy of a function.
/// Components of a finalizable type and polymorphic objects are finalized.
#[test]
fn object_features_left_out_are_reported() {
    let src = "module m
  type :: t
    integer :: n = 0
  contains
    procedure :: asg
    generic :: assignment(=) => asg
  end type
  type, extends(t) :: u
  end type
  type :: holder
    class(t), allocatable :: a
    class(t), pointer :: p => null()
    type(t) :: plain
  end type
  type :: fin
  contains
    final :: done
  end type
  type :: anything
    class(*), allocatable :: v
  end type
  type :: box
    type(fin) :: f
  end type
contains
  subroutine asg(x, y)
    class(t), intent(inout) :: x
    type(t), intent(in) :: y
    x%n = y%n
  end subroutine
  subroutine done(x)
    type(fin), intent(inout) :: x
  end subroutine
  function make() result(r)
    type(fin) :: r
  end function
  integer function reset(x)
    type(fin), intent(out) :: x
    reset = 0
  end function
  subroutine use_them(h, s, g)
    type(holder), intent(inout) :: h, g
    class(t), intent(in), target :: s
    class(t), allocatable :: arr(:)
    type(u), target :: w
    type(fin) :: f1, f2
    class(fin), allocatable :: f3
    allocate(u :: h%a)
    allocate(h%a, source=s)
    h%p => w
    h%a = w
    allocate(arr(2))
    arr = [t(1), t(2)]
    g = h
    f1 = f2
    deallocate(f3)
    do while (fin_weight(make()) > 1)
    end do
  end subroutine
  integer function fin_weight(x)
    type(fin), intent(in) :: x
    fin_weight = 1
  end function
end module
";
    let out = analyze("m.f90", src, &FortranOptions::default());
    assert_eq!(
        errors(&out.text),
        vec![
            "20:5: a CLASS(*) component is not supported yet",
            "50:5: giving a CLASS(t) pointer component a dynamic type (another type, or a polymorphic value's) is not supported yet",
            "53:5: intrinsic assignment to a polymorphic allocatable array is not supported yet",
            "54:5: intrinsic assignment of a structure whose component 'a' has a type-bound defined assignment is not supported yet",
            "57:26: a reference to a function whose result has a FINAL procedure outside an assignment, CALL, ALLOCATE, output statement or IF condition is not supported yet",
            "37:26: an INTENT(OUT) dummy argument of a function of a type with a FINAL procedure is not supported yet",
        ]
    );
}
