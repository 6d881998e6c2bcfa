//! Fortran through the `oxacc` binary: the gfortran flags change what the program computes
//! exactly as they do with gfortran (expected outputs from gfortran builds of the same
//! sources), preprocessing of `.F90` and with `-cpp`, and executables that need no Fortran
//! compiler at run time.

mod common;
use common::oxacc_in;

use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    common::scratch_dir("fortran", name)
}

/// Compiles `file` (written with `source`) with `flags`, runs it, returns its stdout.
fn build_and_run(name: &str, file: &str, source: &str, flags: &[&str]) -> String {
    let dir = scratch(name);
    std::fs::write(dir.join(file), source).expect("source written");
    let mut args = flags.to_vec();
    args.extend([file, "-o", "prog"]);
    let o = oxacc_in(&dir, &args);
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let run = Command::new(dir.join("prog"))
        .output()
        .expect("program runs");
    assert!(run.status.success());
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8_lossy(&run.stdout).into_owned()
}

const R8: &str = "program r8\n  x = 1.0 / 3.0\n  n = huge(n)\n  write(*, '(f20.15)') x\n  write(*, '(i0)') n\nend program r8\n";

#[test]
fn default_kinds_follow_fdefault_real_8_and_integer_8() {
    // gfortran r8.f90 / gfortran -fdefault-real-8 -fdefault-integer-8 r8.f90
    assert_eq!(
        build_and_run("r4", "r8.f90", R8, &[]),
        "   0.333333343267441\n2147483647\n"
    );
    assert_eq!(
        build_and_run(
            "r8",
            "r8.f90",
            R8,
            &["-fdefault-real-8", "-fdefault-integer-8"]
        ),
        "   0.333333333333333\n9223372036854775807\n"
    );
    assert_eq!(
        build_and_run("r8short", "r8.f90", R8, &["-r8", "-i8", "-O2"]),
        "   0.333333333333333\n9223372036854775807\n"
    );
}

#[test]
fn cpp_runs_for_upper_case_suffixes_and_with_dash_cpp() {
    let src = "program c\n  write(*, '(i0)') N * 2\nend program c\n";
    // gfortran -cpp -DN=21 cpp.f90
    assert_eq!(
        build_and_run("cpp", "cpp.f90", src, &["-cpp", "-DN=21"]),
        "42\n"
    );
    assert_eq!(build_and_run("F90", "cpp.F90", src, &["-DN=21"]), "42\n");
}

/// Fixed form through the preprocessor keeps its columns (the statement in column 7, the
/// continuation mark in column 6), and an apostrophe in a comment line draws no warning:
/// gfortran -cpp (traditional mode) prints 42 for this file, with nothing on stderr.
#[test]
fn fixed_form_keeps_its_columns_through_cpp() {
    let src = "#define M 7\nC It's a fixed-form comment; don't warn\n      PROGRAM P\n      INTEGER K\n! the column-6 mark isn't lost\n      K = M *\n     &    6\n      PRINT '(I0)', K\n      END\n";
    assert_eq!(build_and_run("fixedcpp", "fx.F", src, &[]), "42\n");
}

#[test]
fn source_form_flags_override_the_suffix() {
    let src = "      program f\n      i = 3\n      write(*, '(i0)') i\n      end\n";
    // gfortran -ffixed-form fx.f90
    assert_eq!(
        build_and_run("fixed", "fx.f90", src, &["-ffixed-form"]),
        "3\n"
    );
}

#[test]
fn fimplicit_none_reports_undeclared_names_with_a_caret() {
    let dir = scratch("implicit");
    std::fs::write(dir.join("r8.f90"), R8).expect("source written");
    let o = oxacc_in(&dir, &["-fimplicit-none", "-c", "r8.f90"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.starts_with("r8.f90:2:3: error: Symbol 'x' at (1) has no IMPLICIT type\n"),
        "{err}"
    );
    assert!(err.contains("  x = 1.0 / 3.0\n  ^"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A descriptor does not change while a compute region runs: the kernel of a `parallel loop`
/// over allocatable and assumed-shape arrays reads each descriptor once, before its loop,
/// instead of three fields of three descriptors per element (Fortran stream ran at 1.2× its
/// C twin on an H200 so). The loop body of the PTX then loads only the data.
#[test]
fn kernels_read_descriptors_outside_their_loops() {
    let dir = scratch("descriptor-loads");
    let src = "\
subroutine triad(a, b, c, s)
  real(8), intent(inout) :: a(:)
  real(8), intent(in) :: b(:), c(:)
  real(8), intent(in) :: s
  integer :: i
  !$acc parallel loop present(a, b, c)
  do i = 1, size(a)
    a(i) = b(i) + s * c(i)
  end do
end subroutine triad
";
    std::fs::write(dir.join("triad.f90"), src).expect("source written");
    let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "-c",
            "triad.f90",
        ])
        .env("OXACC_SAVE_PTX", &dir)
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let ptx = std::fs::read_to_string(dir.join("triad.f90.ptx")).expect("PTX saved");
    // The grid-stride loop: from its label to the branch back to it.
    let body: Vec<&str> = ptx
        .lines()
        .skip_while(|l| !l.contains(".pragma \"nounroll\""))
        .take_while(|l| !l.trim_start().starts_with("@%p") || !l.contains("bra"))
        .collect();
    assert!(!body.is_empty(), "no loop in\n{ptx}");
    let loads = body
        .iter()
        .filter(|l| l.trim_start().starts_with("ld."))
        .count();
    // b(i), c(i): two data loads; the descriptors' base, lower bound and stride are not
    // read again per element.
    assert_eq!(loads, 2, "loop body:\n{}", body.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 19/22 (decision 32): descriptors reach kernels by value. Ten launches over two
/// allocatables and two assumed-shape dummies inside data regions move only the elements
/// (4 in, 3 out, on the host device with its own memory, counted by `OXACC_TIME`); with a
/// device copy of each descriptor per launch it was 4 + 20 in and 3 + 20 out. The kernel reads
/// the descriptors from its parameters (`ld.param`), not from device memory.
#[test]
fn descriptors_travel_in_the_argument_buffer() {
    let dir = scratch("descriptor-args");
    let src = "\
program p
  implicit none
  real(8), allocatable :: a(:), b(:)
  integer :: it, i
  allocate (a(1000), b(0:999))
  a = 1
  b = 2
  !$acc data copy(a, b)
  do it = 1, 5
    !$acc parallel loop present(a, b)
    do i = 1, 1000
      a(i) = a(i) + b(i - 1)
    end do
  end do
  !$acc end data
  call twice(a, b)
  print '(2f10.1)', sum(a), sum(b)
contains
  subroutine twice(x, y)
    real(8) :: x(:), y(:)
    integer :: k, j
    !$acc data copy(x) copyin(y)
    do k = 1, 5
      !$acc parallel loop
      do j = 1, size(x)
        x(j) = x(j) + y(j)
      end do
    end do
    !$acc end data
  end subroutine twice
end program p
";
    std::fs::write(dir.join("p.f90"), src).expect("source written");
    let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "p.f90",
            "-o",
            "p",
        ])
        .env("OXACC_SAVE_PTX", &dir)
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(dir.join("p"))
        .env("ACC_DEVICE_TYPE", "host")
        .env("OXACC_HOST_MEMORY", "discrete")
        .env("OXACC_TIME", "1")
        .output()
        .expect("the program runs");
    assert!(run.status.success());
    // Expected output: gfortran's build of the same program.
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "   21000.0    2000.0\n"
    );
    let summary = String::from_utf8_lossy(&run.stderr).into_owned();
    let count = |dir: &str| -> u64 {
        summary
            .lines()
            .find_map(|l| l.trim_start().strip_prefix(dir))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no '{dir}' line in:\n{summary}"))
    };
    assert_eq!(
        (count("host -> device"), count("device -> host")),
        (4, 3),
        "{summary}"
    );
    let ptx = std::fs::read_to_string(dir.join("p.f90.ptx")).expect("PTX saved");
    assert!(
        ptx.contains(".param .align 8 .b8") && ptx.contains("ld.param.b64"),
        "descriptors are kernel parameters:\n{ptx}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// OpenACC 3.3 §2.6.1: the DO variable of a sequential DO inside a `loop` construct is private
/// to the thread that runs it (predetermined), so a procedure that uses the variable again
/// after the region compiles without the warning the pass gives a variable it had to
/// privatize itself ("'y' is set before it is read in every iteration … its value after the
/// parallel region is not the last iteration's"), as the OpenACCV-V atomic tests do. The
/// answer is gfortran's (-fopenacc -foffload=disable).
#[test]
fn inner_do_variables_are_private_to_the_loop_without_a_warning() {
    let src = "\
program inner_do
  implicit none
  call run
contains
  subroutine run
  integer, parameter :: n = 200
  real(8) :: a(n, 10), totals(n)
  integer :: x, y
  do y = 1, 10
    do x = 1, n
      a(x, y) = x + y
    end do
  end do
  totals = 0
  !$acc data copyin(a) copy(totals)
  !$acc parallel
  !$acc loop
  do x = 1, n
    do y = 1, 10
      !$acc atomic
      totals(x) = totals(x) + a(x, y)
    end do
  end do
  !$acc end parallel
  !$acc end data
  y = 0
  do x = 1, n
    y = y + int(totals(x))
  end do
  print '(i0)', y
  end subroutine run
end program inner_do
";
    let out = build_and_run("inner-do", "inner_do.f90", src, &["-fopenacc"]);
    assert_eq!(out, "212000\n");
}

/// OpenACC 3.3 §2.7.5, §2.6.2: a `deviceptr` variable gets no data action. A dummy in
/// `deviceptr` (memory from `acc_malloc`) was also mapped by the implicit-data rule
/// (`copy(implicit: x)`, and for an assumed-shape dummy its descriptor as well): a transfer
/// from a device address, which segfaults on a GPU. The OIR names each dummy in `deviceptr`
/// only (an explicit-shape dummy's slot, an assumed-shape dummy's descriptor, which the kernel
/// gets by value: a `.param .b8` array in the PTX), also inside `data deviceptr(x)`, where a
/// compute construct inherits the clause (§2.6.2); on the host device with its own memory the
/// run moves only the reduction variables (it moved the array in and out per region too). The
/// sums are n(n+1)/2 (gfortran's answer for acc-fortran/api/088_malloc_free.F90, the first
/// procedure), twice that, and six times that.
#[test]
fn deviceptr_dummies_get_no_implicit_copy() {
    let dir = scratch("deviceptr-dummy");
    let src = "\
program p
  use openacc
  use iso_c_binding
  implicit none
  integer, parameter :: n = 1000
  type(c_ptr) :: d
  real(8), pointer :: x(:)
  real(8) :: s
  d = acc_malloc(int(n * 8, c_size_t))
  call c_f_pointer(d, x, [n])
  call fill_and_sum(x, n, s)
  print '(f10.1)', s
  call twice_and_sum(x, s)
  print '(f10.1)', s
  call scale(x, 3d0)
  call twice_and_sum(x, s)
  print '(f10.1)', s
  call acc_free(d)
contains
  subroutine fill_and_sum(x, n, s)
    integer, intent(in) :: n
    real(8) :: x(n)
    real(8), intent(out) :: s
    integer :: i
    !$acc parallel loop deviceptr(x)
    do i = 1, n
      x(i) = i
    end do
    s = 0
    !$acc parallel loop deviceptr(x) reduction(+:s)
    do i = 1, n
      s = s + x(i)
    end do
  end subroutine fill_and_sum
  subroutine twice_and_sum(x, s)
    real(8) :: x(:)
    real(8), intent(out) :: s
    integer :: i
    s = 0
    !$acc parallel loop deviceptr(x) reduction(+:s)
    do i = 1, size(x)
      x(i) = 2 * x(i)
      s = s + x(i)
    end do
  end subroutine twice_and_sum
  subroutine scale(x, f)
    real(8) :: x(:)
    real(8), intent(in) :: f
    integer :: i
    !$acc data deviceptr(x)
    !$acc parallel loop
    do i = 1, size(x)
      x(i) = f * x(i)
    end do
    !$acc end data
  end subroutine scale
end program p
";
    std::fs::write(dir.join("p.f90"), src).expect("source written");
    let o = oxacc_in(
        &dir,
        &[
            "-fopenacc",
            "--print-after=acc-implicit-data",
            "-c",
            "p.f90",
            "-o",
            "p.o",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let oir = String::from_utf8_lossy(&o.stderr).into_owned() + &String::from_utf8_lossy(&o.stdout);
    let computes: Vec<&str> = oir.lines().filter(|l| l.contains("acc.compute")).collect();
    assert_eq!(computes.len(), 4, "{oir}");
    for c in computes {
        assert!(c.contains("deviceptr(") && !c.contains("implicit"), "{c}");
    }
    let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args([
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "p.f90",
            "-o",
            "p",
        ])
        .env("OXACC_SAVE_PTX", &dir)
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let ptx = std::fs::read_to_string(dir.join("p.f90.ptx")).expect("PTX saved");
    assert!(
        ptx.contains(".param .align 8 .b8"),
        "the descriptor is a kernel parameter:\n{ptx}"
    );
    let run = Command::new(dir.join("p"))
        .env("ACC_DEVICE_TYPE", "host")
        .env("OXACC_HOST_MEMORY", "discrete")
        .env("OXACC_TIME", "1")
        .output()
        .expect("the program runs");
    assert!(run.status.success());
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "  500500.0\n 1001000.0\n 6006000.0\n"
    );
    let summary = String::from_utf8_lossy(&run.stderr).into_owned();
    let count = |dir: &str| -> u64 {
        summary
            .lines()
            .find_map(|l| l.trim_start().strip_prefix(dir))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("no '{dir}' line in:\n{summary}"))
    };
    assert_eq!(
        (count("host -> device"), count("device -> host")),
        (3, 3),
        "{summary}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A preprocessed file keeps its line numbers: blank lines, `#` directive lines and skipped
/// groups each still count, so a diagnostic and a run-time fault name the line of the source
/// (they named a line up to one per such line earlier: OpenACCV-V's errors came out lines
/// above the statement). gfortran -cpp reports `u.F90:12:3` for the first file.
#[test]
fn preprocessed_files_keep_their_line_numbers() {
    let dir = scratch("cpp-lines");
    let bad = "#ifdef UNUSED\n  skipped\n#endif\nprogram p\n  implicit none\n\n  real :: a(10)\n\n\n#define N 10\n  a = N\n  x = 2\nend program p\n";
    std::fs::write(dir.join("u.F90"), bad).expect("source written");
    let o = oxacc_in(&dir, &["-fsyntax-only", "u.F90"]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.starts_with("u.F90:12:3: error: Symbol 'x' at (1) has no IMPLICIT type\n  x = 2\n"),
        "{err}"
    );
    let missing = "#ifdef UNUSED\n  skipped\n#endif\nprogram p\n  implicit none\n  integer :: i\n\n  real :: a(10)\n\n  a = 1\n  !$acc parallel loop present(a)\n  do i = 1, 10\n    a(i) = 2\n  end do\nend program p\n";
    std::fs::write(dir.join("m.F90"), missing).expect("source written");
    let o = oxacc_in(&dir, &["-fopenacc", "m.F90", "-o", "m"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(dir.join("m"))
        .env("OXACC_HOST_MEMORY", "discrete")
        .output()
        .expect("program runs");
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(
        err.contains("m.F90:11: parallel present clause (variable 'a')"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A line of an `#include`d file is reported at that file's line, and the main file's lines
/// after the include keep theirs (OpenACCV-V's templated atomic tests include
/// `atomic_template.Fh`, which includes `common.Fh`: their errors came out at lines of the
/// preprocessed text, under the main file's name). gfortran -cpp reports `inc.h:3:3`.
#[test]
fn included_files_are_named_in_diagnostics() {
    let dir = scratch("cpp-include-lines");
    let inc = "subroutine s()\n  implicit none\n  y = 1\nend subroutine s\n";
    std::fs::write(dir.join("inc.h"), inc).expect("include written");
    let main = "#include \"inc.h\"\nprogram p\n  implicit none\n\n\n\n\n\n\n\n\n\n\n\n  x = 2\nend program p\n";
    std::fs::write(dir.join("u.F90"), main).expect("source written");
    let o = oxacc_in(&dir, &["-fsyntax-only", "u.F90"]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.starts_with("inc.h:3:3: error: Symbol 'y' at (1) has no IMPLICIT type\n  y = 1\n"),
        "{err}"
    );
    assert!(
        err.contains("u.F90:15:3: error: Symbol 'x' at (1) has no IMPLICIT type\n  x = 2\n"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Compiles `source` (as `file`) on the host with `flags` plus `-S -emit-llvm`; returns the
/// LLVM IR and asserts that nothing went to stderr.
fn host_ir(name: &str, file: &str, source: &str, flags: &[&str]) -> String {
    let dir = scratch(name);
    std::fs::write(dir.join(file), source).expect("source written");
    let mut args = flags.to_vec();
    args.extend(["-S", "-emit-llvm", file, "-o", "out.ll"]);
    let o = oxacc_in(&dir, &args);
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let ir = std::fs::read_to_string(dir.join("out.ll")).expect("IR written");
    let _ = std::fs::remove_dir_all(&dir);
    ir
}

/// The text of function `name` in LLVM IR, split into its blocks.
fn blocks_of<'a>(ir: &'a str, name: &str) -> Vec<Vec<&'a str>> {
    let mut blocks: Vec<Vec<&str>> = Vec::new();
    let mut inside = false;
    for l in ir.lines() {
        if l.starts_with("define ") {
            inside = l.contains(&format!("@{name}("));
            if inside {
                blocks.push(vec![l]);
            }
            continue;
        }
        if !inside {
            continue;
        }
        if l == "}" {
            inside = false;
        } else if !l.starts_with(' ') && l.contains(':') {
            blocks.push(vec![l]);
        } else if let Some(b) = blocks.last_mut() {
            b.push(l);
        }
    }
    blocks
}

/// Dummies that are not TARGET, POINTER, ALLOCATABLE, VOLATILE or ASYNCHRONOUS are LLVM
/// `noalias` (F2018 §15.5.2.13: what changes through a dummy is reached through it alone):
/// the triad's loop then reads no descriptor field (base address, stride), as gfortran's
/// does; a TARGET dummy is not `noalias`.
#[test]
fn dummies_are_noalias_and_descriptors_leave_host_loops() {
    let src = "\
subroutine triad(a, b, c, s)
  real(8), intent(out) :: a(:)
  real(8), intent(in) :: b(:), c(:)
  real(8), intent(in) :: s
  a = b + s * c
end subroutine triad

subroutine shifted(a, b, n)
  integer, intent(in) :: n
  real(8), intent(inout), target :: a(n)
  real(8), intent(in) :: b(n)
  a(2:n) = a(1:n-1) + b(2:n)
end subroutine shifted
";
    let ir = host_ir("noalias", "triad.f90", src, &["-O2"]);
    let define = |name: &str| {
        ir.lines()
            .find(|l| l.starts_with("define ") && l.contains(&format!("@{name}(")))
            .unwrap_or_else(|| panic!("no {name} in\n{ir}"))
            .to_string()
    };
    assert_eq!(
        define("triad_").matches("noalias").count(),
        4,
        "{}",
        define("triad_")
    );
    // `n` and `b` are noalias, the TARGET `a` is not.
    assert_eq!(
        define("shifted_").matches("noalias").count(),
        2,
        "{}",
        define("shifted_")
    );
    let blocks = blocks_of(&ir, "triad_");
    let stores: Vec<&Vec<&str>> = blocks
        .iter()
        .filter(|b| b.iter().any(|l| l.contains("store double")))
        .collect();
    assert!(!stores.is_empty(), "no store in\n{ir}");
    for b in stores {
        assert!(
            !b.iter()
                .any(|l| l.contains("load ptr") || l.contains("load i64")),
            "the loop reads a descriptor:\n{}",
            b.join("\n")
        );
    }
}

/// Loops over assumed-shape dummies are versioned on unit strides (design decision 42): an
/// array statement and a DO loop each get a check of the descriptors' first-dimension byte
/// strides against the element size, and the unit-stride version is vectorised (the
/// general one cannot be: its stride is a run-time byte count).
#[test]
fn assumed_shape_loops_are_versioned_on_unit_stride() {
    let src = "\
subroutine triad(a, b, c, s)
  real(8), intent(out) :: a(:)
  real(8), intent(in) :: b(:), c(:)
  real(8), intent(in) :: s
  a = b + s * c
end subroutine triad

subroutine axpy(y, x, s)
  real(4), intent(inout) :: y(:)
  real(4), intent(in) :: x(:)
  real(4), intent(in) :: s
  integer :: i
  do i = 1, size(y)
    y(i) = y(i) + s * x(i)
  end do
end subroutine axpy
";
    let ir = host_ir("unit_stride", "triad.f90", src, &["-O2"]);
    for (name, elem, size) in [("triad_", "double", 8), ("axpy_", "float", 4)] {
        let text: Vec<&str> = blocks_of(&ir, name).into_iter().flatten().collect();
        let text = text.join("\n");
        assert!(
            text.contains(&format!("x {elem}>")),
            "{name} is not vectorised:\n{text}"
        );
        // The check: a loaded stride compared with the element size.
        assert!(
            text.lines()
                .any(|l| l.contains("icmp eq i64") && l.contains(&format!(", {size}"))),
            "{name} has no stride check:\n{text}"
        );
        // And the general version for other strides: a scalar store through a byte offset.
        assert!(
            text.contains(&format!("store {elem} ")),
            "{name} has no general version:\n{text}"
        );
    }
}

/// A loop around a loop that waits on square roots and divisions (n-body's force sum) is
/// unrolled and jammed on the host, so that two outer iterations' `sqrt` and `fdiv` run as
/// one `<2 x double>` instruction, as gfortran -O2 vectorises the outer loop; a nest whose
/// dependences forbid it is left alone, without a warning.
#[test]
fn long_latency_nests_are_jammed_on_the_host() {
    let src = "\
module forces
  implicit none
  integer, parameter :: n = 1000
  real(8) :: pos(3, n), acc(3, n), mass(n)
contains
  subroutine kick()
    integer :: i, j
    real(8) :: ax, ay, az, dx, dy, dz, r2, inv
    do i = 1, n
      ax = 0
      ay = 0
      az = 0
      do j = 1, n
        dx = pos(1, j) - pos(1, i)
        dy = pos(2, j) - pos(2, i)
        dz = pos(3, j) - pos(3, i)
        r2 = dx * dx + dy * dy + dz * dz + 0.01d0
        inv = 1 / (r2 * sqrt(r2))
        ax = ax + mass(j) * dx * inv
        ay = ay + mass(j) * dy * inv
        az = az + mass(j) * dz * inv
      end do
      acc(1, i) = ax
      acc(2, i) = ay
      acc(3, i) = az
    end do
  end subroutine kick

  subroutine carried(a, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: a(m)
    integer :: i, j
    real(8) :: s
    do i = 2, m
      s = 0
      do j = 1, m
        s = s + sqrt(a(j)) / (j + 1)
      end do
      a(i) = s
    end do
  end subroutine carried
end module forces
";
    let ir = host_ir("jam", "forces.f90", src, &["-O2"]);
    let kick: String = blocks_of(&ir, "__forces_MOD_kick").concat().join("\n");
    assert!(
        kick.contains("@llvm.sqrt.v2f64") && kick.contains("fdiv <2 x double>"),
        "kick not jammed:\n{kick}"
    );
    // One body per lane (codegen `host::lanes`): the three sums are pairs of two bodies' ax,
    // ay, az, and no arithmetic of the force loop is left scalar (the SLP vectorizer alone
    // paired x with y of one body and kept a scalar subtraction).
    let force = blocks_of(&ir, "__forces_MOD_kick")
        .into_iter()
        .find(|b| b.iter().any(|l| l.contains("@llvm.sqrt.v2f64")))
        .expect("the force loop")
        .join("\n");
    assert_eq!(
        force.matches("phi <2 x double>").count(),
        3,
        "sums not one body per lane:\n{force}"
    );
    for op in ["fadd double", "fsub double", "fmul double", "fdiv double"] {
        assert!(
            !force.contains(op),
            "scalar {op} in the force loop:\n{force}"
        );
    }
    let carried: String = blocks_of(&ir, "__forces_MOD_carried").concat().join("\n");
    assert!(!carried.contains("v2f64"), "carried jammed:\n{carried}");
    assert!(
        !ir.contains("unroll_and_jam.count"),
        "a hint is left:\n{ir}"
    );
}

/// A 32 MiB local array (decision 74): on the 8 MiB stack the program segfaults, as
/// flang-22's build does; oxacc takes it from the heap on each call, gfortran from static
/// storage. `-fmax-stack-var-size=N` moves the limit both ways.
const BIG_LOCAL: &str = "subroutine big(r, k)\n  real(8) :: r\n  integer :: k\n  real(8) :: w(4000000)\n  integer :: i\n  do i = 1, size(w)\n    w(i) = i * k\n  end do\n  r = sum(w)\nend subroutine\nprogram main\n  real(8) :: r, t\n  integer :: k\n  t = 0\n  do k = 1, 3\n    call big(r, k)\n    t = t + r\n  end do\n  write(*, '(f0.1)') t\nend program\n";

#[test]
fn large_local_arrays_live_on_the_heap() {
    // gfortran big.f90 && ./a.out
    let expect = "48000012000000.0\n";
    assert_eq!(build_and_run("big", "big.f90", BIG_LOCAL, &[]), expect);
    assert_eq!(
        build_and_run("bigO2", "big.f90", BIG_LOCAL, &["-O2"]),
        expect
    );
    // A limit below the array keeps it on the heap, too.
    assert_eq!(
        build_and_run(
            "bigsmall",
            "big.f90",
            BIG_LOCAL,
            &["-fmax-stack-var-size=1024"]
        ),
        expect
    );
    // A limit above it puts it back on the stack, which overflows.
    let dir = scratch("bigstack");
    std::fs::write(dir.join("big.f90"), BIG_LOCAL).expect("source written");
    let o = oxacc_in(
        &dir,
        &["-fmax-stack-var-size=100000000", "big.f90", "-o", "prog"],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(dir.join("prog"))
        .output()
        .expect("program runs");
    assert!(!run.status.success(), "a 32 MiB stack array ran");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A 32 MiB automatic array (decision 74): gfortran takes it from the heap, flang-22 from
/// the stack, which overflows; oxacc from the heap above `-fmax-stack-var-size`.
const BIG_AUTOMATIC: &str = "real(8) function big(n)\n  integer :: n\n  real(8) :: w(n)\n  integer :: i\n  do i = 1, n\n    w(i) = i\n  end do\n  big = sum(w)\nend function\nprogram main\n  real(8) :: big\n  write(*, '(f0.1)') big(4000000) + big(10)\nend program\n";

#[test]
fn large_automatic_arrays_live_on_the_heap() {
    // gfortran auto.f90 && ./a.out
    let expect = "8000002000055.0\n";
    assert_eq!(
        build_and_run("auto", "auto.f90", BIG_AUTOMATIC, &[]),
        expect
    );
    assert_eq!(
        build_and_run("autoO2", "auto.f90", BIG_AUTOMATIC, &["-O2"]),
        expect
    );
}
