//! Output kinds (-c, -S, -emit-llvm), optimisation levels, -march=native,
//! debug line tables checked with gdb, and errors.

mod common;

use std::process::Command;

use oxacc_codegen::host::{compile, CodegenOptions, DebugInfo, OptLevel};
use oxacc_codegen::{CodegenError, Context};

/// `long oir_sum(long *a, long n)` with locations in `sum.c` lines 2..6.
const SUM: &str = r#"
module "sum"
file #0 "sum.c"
func @oir_sum: fn(ptr, i64) -> i64 loc(#0:1:1) {
bb0(%a: ptr, %n: i64):
  %zero: i64 = iconst 0 loc(#0:2:3)
  br bb1(%zero, %zero) loc(#0:3:3)
bb1(%i: i64, %acc: i64):
  %more: i1 = icmp slt %i, %n loc(#0:3:17)
  condbr %more, bb2, bb3 loc(#0:3:3)
bb2:
  %p: ptr = elemaddr i64, %a, %i loc(#0:4:12)
  %x: i64 = load %p loc(#0:4:12)
  %acc2: i64 = add %acc, %x loc(#0:4:9)
  %one: i64 = iconst 1 loc(#0:3:26)
  %i2: i64 = add %i, %one loc(#0:3:26)
  br bb1(%i2, %acc2) loc(#0:3:3)
bb3:
  ret %acc loc(#0:6:3)
}
"#;

const SUM_C: &str = "long oir_sum(long *a, long n) {\n  long s = 0;\n  for (long i = 0; i < n; i++)\n    s += a[i];\n  /* done */\n  return s;\n}\n";

const DRIVER: &str = "#include <stdio.h>\nlong oir_sum(long *a, long n);\nint main(void) { long a[4] = {1, 2, 3, 4}; printf(\"%ld\\n\", oir_sum(a, 4)); return 0; }\n";

fn sum_module() -> oxacc_oir::Module {
    oxacc_oir::parse_module(SUM).expect("parse")
}

#[test]
fn emits_assembly_llvm_ir_and_bitcode() {
    let m = sum_module();
    let dir = common::scratch_dir("emit");
    let ctx = Context::create();
    let art = compile(&ctx, &m, &common::opts(OptLevel::O2)).unwrap();
    art.emit_asm(&dir.join("sum.s")).unwrap();
    art.emit_llvm(&dir.join("sum.ll")).unwrap();
    art.emit_bitcode(&dir.join("sum.bc")).unwrap();
    let asm = std::fs::read_to_string(dir.join("sum.s")).unwrap();
    assert!(asm.contains("oir_sum:"), "{asm}");
    let ll = std::fs::read_to_string(dir.join("sum.ll")).unwrap();
    assert!(ll.contains("define i64 @oir_sum(ptr"), "{ll}");
    assert!(ll.contains("x86_64-pc-linux-gnu"));
    assert!(std::fs::metadata(dir.join("sum.bc")).unwrap().len() > 0);
    assert!(art.object_bytes().unwrap().starts_with(b"\x7fELF"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_opt_level_and_native_cpu_links_and_runs() {
    let m = sum_module();
    for (i, level) in [
        OptLevel::O0,
        OptLevel::O1,
        OptLevel::O2,
        OptLevel::O3,
        OptLevel::Os,
        OptLevel::Oz,
        OptLevel::Ofast,
    ]
    .into_iter()
    .enumerate()
    {
        let dir = common::scratch_dir(&format!("levels-{i}"));
        let obj = dir.join("sum.o");
        let opts = CodegenOptions {
            opt_level: level,
            cpu: if i % 2 == 0 {
                "native".into()
            } else {
                "x86-64-v2".into()
            },
            ..Default::default()
        };
        common::emit_object(&m, &opts, &obj);
        assert_eq!(
            common::link_and_run(&dir, &[obj], &[("main.c", DRIVER)]),
            "10\n",
            "{level:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn ofast_marks_float_operations_fast() {
    let src = "func @f: fn(f64, f64) -> f64 {\nbb0(%a: f64, %b: f64):\n  %c: f64 = fmul %a, %b\n  ret %c\n}\n";
    let m = oxacc_oir::parse_module(src).unwrap();
    let ctx = Context::create();
    let mut opts = common::opts(OptLevel::Ofast);
    opts.opt_level = OptLevel::Ofast;
    let ir = compile(&ctx, &m, &opts).unwrap().llvm_ir();
    assert!(ir.contains("fmul fast double"), "{ir}");
}

#[test]
fn line_tables_work_in_gdb() {
    let m = sum_module();
    let dir = common::scratch_dir("gdb");
    std::fs::write(dir.join("sum.c"), SUM_C).unwrap();
    let obj = dir.join("sum.o");
    let opts = CodegenOptions {
        debug: DebugInfo::LineTables,
        comp_dir: dir.display().to_string(),
        ..Default::default()
    };
    common::emit_object(&m, &opts, &obj);
    assert_eq!(
        common::link_and_run(&dir, &[obj], &[("main.c", DRIVER)]),
        "10\n"
    );
    let dump = Command::new("llvm-dwarfdump")
        .arg("--debug-line")
        .arg(dir.join("sum.o"))
        .output()
        .unwrap();
    let dump = String::from_utf8_lossy(&dump.stdout);
    assert!(dump.contains("sum.c"), "{dump}");
    let gdb = Command::new("gdb")
        .args([
            "-nx",
            "-batch",
            "-ex",
            "break sum.c:4",
            "-ex",
            "run",
            "-ex",
            "bt 1",
            "-ex",
            "next",
            "-ex",
            "info line",
        ])
        .arg(dir.join("prog"))
        .output();
    let Ok(gdb) = gdb else {
        eprintln!("gdb not available; line table checked with llvm-dwarfdump only");
        return;
    };
    let out = String::from_utf8_lossy(&gdb.stdout);
    assert!(
        out.contains("Breakpoint 1, oir_sum"),
        "gdb output:\n{out}\n{}",
        String::from_utf8_lossy(&gdb.stderr)
    );
    assert!(out.contains("sum.c:4"), "gdb output:\n{out}");
    assert!(
        out.contains("s += a[i];"),
        "gdb shows the source line:\n{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn full_debug_info_verifies() {
    let m = sum_module();
    let ctx = Context::create();
    let opts = CodegenOptions {
        debug: DebugInfo::Full,
        opt_level: OptLevel::O2,
        ..Default::default()
    };
    let ir = compile(&ctx, &m, &opts).unwrap().llvm_ir();
    assert!(ir.contains("DISubprogram(name: \"oir_sum\""), "{ir}");
    assert!(ir.contains("!DILocation(line: 4"), "{ir}");
}

#[test]
fn directives_must_be_outlined_first() {
    let src =
        "func @f: fn() -> void {\nbb0:\n  acc.compute serial {\n  bb1:\n    yield\n  }\n  ret\n}\n";
    let m = oxacc_oir::parse_module(src).unwrap();
    let ctx = Context::create();
    let err = compile(&ctx, &m, &CodegenOptions::default())
        .err()
        .expect("error");
    assert!(matches!(err, CodegenError::Unsupported(_)), "{err}");
}

#[test]
fn invalid_ir_is_an_error_not_a_crash() {
    let src = "func @f: fn(i32) -> i64 {\nbb0(%a: i32):\n  ret %a\n}\n";
    let m = oxacc_oir::parse_module(src).unwrap();
    let ctx = Context::create();
    let err = compile(&ctx, &m, &CodegenOptions::default())
        .err()
        .expect("error");
    assert!(
        err.to_string()
            .contains("returns i32 from a function returning i64"),
        "{err}"
    );
}

#[test]
fn small_integer_extension_reaches_llvm() {
    let src = "declare @g: fn(i8 sext, i16) -> i16 zext\n\
               func @f: fn(i8 sext) -> i16 zext {\n\
               bb0(%c: i8):\n  %s: i16 = iconst 7\n  %r: i16 = call @g(%c, %s)\n  ret %r\n}\n";
    let m = oxacc_oir::parse_module(src).unwrap();
    let ctx = Context::create();
    let ir = compile(&ctx, &m, &common::opts(OptLevel::O0))
        .unwrap()
        .llvm_ir();
    assert!(ir.contains("define zeroext i16 @f(i8 signext"), "{ir}");
    assert!(
        ir.contains("declare zeroext i16 @g(i8 signext, i16)"),
        "{ir}"
    );
    assert!(ir.contains("call zeroext i16 @g(i8 signext"), "{ir}");
}

/// A whole program built with the builder API (what the C front end will
/// do): `int main(void) { printf("hello %d\n", 6 * 7); return 0; }`.
#[test]
fn builder_made_program_links_alone() {
    use oxacc_oir::{BinOp, FunctionBuilder, Module, SrcLoc};
    let mut m = Module::new("hello.c");
    let file = m.add_file("hello.c");
    let (i32t, ptr) = (m.i32(), m.ptr());
    let printf_sig = m.func_type(&[ptr], i32t, true);
    let printf = m.declare_func("printf", printf_sig);
    let fmt = m.add_string(".str", b"hello %d\n");
    let main_sig = m.func_type(&[], i32t, false);
    let main = m.declare_func("main", main_sig);
    let mut b = FunctionBuilder::new(&mut m, main);
    b.set_loc(SrcLoc {
        file: file.0,
        line: 1,
        col: 18,
    });
    let s = b.global_addr(fmt);
    let six = b.iconst(i32t, 6);
    let seven = b.iconst(i32t, 7);
    let p = b.binary(BinOp::Mul, six, seven);
    b.call(printf, &[s, p]);
    let zero = b.iconst(i32t, 0);
    b.ret(Some(zero));
    b.finish();
    oxacc_oir::verify_module(&m).unwrap();
    let dir = common::scratch_dir("hello");
    let obj = dir.join("hello.o");
    common::emit_object(&m, &common::opts(OptLevel::O2), &obj);
    assert_eq!(common::link_and_run(&dir, &[obj], &[]), "hello 42\n");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Code inlined from a header keeps the header's name in the line table.
#[test]
fn locations_in_other_files_get_their_file() {
    let src = "file #0 \"main.c\"\nfile #1 \"inc/hdr.h\"\n\
               func @f: fn(i32) -> i32 loc(#0:3:1) {\n\
               bb0(%a: i32):\n  %b: i32 = add %a, %a loc(#1:7:10)\n  ret %b loc(#0:4:3)\n}\n";
    let m = oxacc_oir::parse_module(src).unwrap();
    let ctx = Context::create();
    let opts = CodegenOptions {
        debug: DebugInfo::LineTables,
        ..Default::default()
    };
    let ir = compile(&ctx, &m, &opts).unwrap().llvm_ir();
    assert!(ir.contains("!DILexicalBlock("), "{ir}");
    assert!(ir.contains("filename: \"hdr.h\""), "{ir}");
    assert!(ir.contains("!DILocation(line: 7, column: 10"), "{ir}");
}
