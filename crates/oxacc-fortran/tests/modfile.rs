//! Module files (`oxacc_fortran::modfile`): the text written for a module (specification
//! part and procedure interfaces, no execution parts), its header and hash, reading it back
//! for a user compiled separately (module data and procedures become references), an
//! unchanged module not rewritten, and the errors for a file that is not a module file or
//! is corrupt. The multi-file build is `testsuite/fortran-projects/`.

mod common;

use std::path::{Path, PathBuf};

use oxacc_fortran::modfile;
use oxacc_fortran::sema::tree::Storage;
use oxacc_fortran::{ast, FortranOptions, SourceForm};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

/// The part of MODULE a module file keeps (its specification part and the procedures'
/// headings and declarations).
macro_rules! module_interface {
    () => {
        "\
module shapes
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type point
     real(dp) :: x, y
  end type point
  real(dp), allocatable :: grid(:)
  integer :: counter = 3
  private :: helper
  interface norm
    module procedure norm_p
  end interface
contains
  function norm_p(p) result(r)
    type(point), intent(in) :: p
    real(dp) :: r
"
    };
}

const MODULE: &str = concat!(
    module_interface!(),
    "\
    r = sqrt(p%x**2 + p%y**2)
    counter = counter + helper()
  end function norm_p
  integer function helper()
    helper = 1
  contains
    subroutine inner()
    end subroutine inner
  end function helper
end module shapes
"
);

const USER: &str = "\
program user
  use shapes, only: point, norm, n => counter, grid
  type(point) :: p
  p = point(3.0d0, 4.0d0)
  n = n + 1
  allocate(grid(2))
  print '(f5.2,i3)', norm(p), n
end program user
";

fn engine(capture: &common::Capture) -> DiagnosticsEngine {
    let dopts = DiagnosticOptions {
        error_limit: 0,
        ..Default::default()
    };
    DiagnosticsEngine::with_sink(dopts, Box::new(capture.clone()), false)
}

/// A fresh folder for case `name`, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("oxacc-modfile-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch(dir)
    }
}

impl std::ops::Deref for Scratch {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Compiles `src` (file `name`) with `options` and writes its module files in `dir`, no
/// errors expected (with `sema`, none from semantic analysis either).
fn write_modules(dir: &Path, name: &str, src: &str, options: &FortranOptions, sema: bool) {
    let mut sm = SourceMap::new();
    let id = sm.add_file(name, src);
    let capture = common::Capture::default();
    let mut diags = engine(&capture);
    let file = oxacc_fortran::parse_file(&mut sm, id, options, &mut diags);
    if sema {
        let _ = oxacc_fortran::sema::analyze(&file, &sm, name, options, &mut diags);
    }
    assert_eq!(diags.error_count(), 0);
    modfile::write_modules(&file, &sm, options, dir).expect("module file written");
}

/// Compiles MODULE's file (or a variant `text`) to its module file in `dir`.
fn write_module(dir: &Path, text: &str) {
    write_modules(dir, "shapes.f90", text, &FortranOptions::default(), true);
}

/// What a module file holds after its header.
fn body(text: &str) -> String {
    text.lines().skip(5).map(|l| format!("{l}\n")).collect()
}

/// Analyses `src` (file `name`, with `options`), which uses modules whose files are in `dir`,
/// reporting to `diags`; `None` when a module file could not be read (as the driver, nothing
/// is analysed then).
fn analyze_using(
    name: &str,
    src: &str,
    options: &FortranOptions,
    dir: &Path,
    diags: &mut DiagnosticsEngine,
) -> Option<(oxacc_fortran::sema::Program, SourceMap)> {
    let mut sm = SourceMap::new();
    let id = sm.add_file(name, src);
    let file = oxacc_fortran::parse_file(&mut sm, id, options, diags);
    let mods: Vec<ast::File> =
        modfile::load_used_modules(&file, &mut sm, options, &[dir.to_path_buf()], diags);
    if diags.has_errors() {
        return None;
    }
    let program =
        oxacc_fortran::sema::analyze_with_modules(&file, &mods, &sm, name, options, diags);
    Some((program, sm))
}

#[test]
fn module_text_keeps_interfaces_and_drops_execution_parts() {
    let dir = Scratch::new("text");
    write_module(&dir, MODULE);
    let text = std::fs::read_to_string(dir.join("shapes.mod")).expect("shapes.mod");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(modfile::MAGIC));
    assert_eq!(lines.next(), Some("!form: free"));
    assert_eq!(lines.next(), Some("!line-length: 132"));
    assert_eq!(
        body(&text),
        concat!(
            module_interface!(),
            "\
end function
  integer function helper()
end function
end module shapes
"
        )
    );
}

/// The user's program, the OIR text (when it lowers), the diagnostics and their count.
fn analyze_user(dir: &Path) -> (oxacc_fortran::sema::Program, String, String, u32) {
    let capture = common::Capture::default();
    let mut diags = engine(&capture);
    let analysed = analyze_using(
        "user.f90",
        USER,
        &FortranOptions::default(),
        dir,
        &mut diags,
    );
    let errors = diags.error_count();
    let (program, oir) = match analysed {
        Some((program, sm)) if errors == 0 => {
            let oir = oxacc_fortran::lower::lower(&program, &sm, &mut diags)
                .map(|m| oxacc_oir::print_module(&m))
                .unwrap_or_default();
            (program, oir)
        }
        Some((program, _)) => (program, String::new()),
        None => (Default::default(), String::new()),
    };
    let text = String::from_utf8_lossy(&capture.0.lock().expect("capture")).into_owned();
    (program, oir, text, errors)
}

#[test]
fn a_user_sees_module_data_and_procedures_as_references() {
    let dir = Scratch::new("use");
    write_module(&dir, MODULE);
    let (program, oir, text, errors) = analyze_user(&dir);
    assert_eq!(errors, 0, "{text}");
    let counter = program
        .symbols
        .iter()
        .position(|s| s.name == "counter")
        .expect("counter imported");
    assert!(program
        .imported
        .contains(&oxacc_fortran::sema::tree::SymbolId(counter as u32)));
    assert_eq!(
        program.symbols[counter].storage,
        Storage::Static {
            link_name: "__shapes_MOD_counter".into(),
            external: true
        }
    );
    let norm = program
        .procs
        .iter()
        .find(|p| p.link_name == "__shapes_MOD_norm_p")
        .expect("norm_p known");
    assert!(norm.body.is_none(), "an imported procedure has no body");
    // Module data is declared, not defined (no initial value): the module's object has it.
    assert!(oir.contains("global @__shapes_MOD_counter: i32\n"), "{oir}");
    assert!(
        oir.contains("global @__shapes_MOD_grid: [48 x i8] align 8\n"),
        "{oir}"
    );
    assert!(
        oir.contains("declare @__shapes_MOD_norm_p: fn(ptr) -> f64"),
        "{oir}"
    );
    assert!(!oir.contains("func @__shapes_MOD_norm_p"), "{oir}");
}

#[test]
fn an_unchanged_module_is_not_rewritten() {
    let dir = Scratch::new("unchanged");
    write_module(&dir, MODULE);
    let path = dir.join("shapes.mod");
    let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000);
    let f = std::fs::File::options()
        .write(true)
        .open(&path)
        .expect("open");
    f.set_modified(old).expect("set mtime");
    drop(f);
    write_module(&dir, MODULE);
    assert_eq!(
        std::fs::metadata(&path).and_then(|m| m.modified()).ok(),
        Some(old)
    );
    write_module(&dir, &MODULE.replace("counter = 3", "counter = 4"));
    assert_ne!(
        std::fs::metadata(&path).and_then(|m| m.modified()).ok(),
        Some(old)
    );
}

#[test]
fn corrupt_and_foreign_module_files_are_reported_at_the_use() {
    let dir = Scratch::new("corrupt");
    write_module(&dir, MODULE);
    let path = dir.join("shapes.mod");
    let text = std::fs::read_to_string(&path).expect("read");
    std::fs::write(&path, text.replace("counter = 3", "counter = 5")).expect("write");
    let (_, _, out, errors) = analyze_user(&dir);
    assert_eq!(errors, 1);
    assert!(
        out.contains("user.f90:2:7: error: File '")
            && out.contains(
                "shapes.mod' opened at (1) is corrupt (its hash does not match its contents)"
            ),
        "{out}"
    );
    std::fs::write(&path, [0x1f, 0x8b, 0x08, 0x00]).expect("write");
    let (_, _, out, errors) = analyze_user(&dir);
    assert_eq!(errors, 1);
    assert!(out.contains("is not an oxacc module file"), "{out}");
    std::fs::remove_file(&path).expect("remove");
    let (_, _, out, _) = analyze_user(&dir);
    assert!(
        out.contains("Cannot open module file 'shapes.mod' for reading at (1)"),
        "{out}"
    );
}

#[test]
fn fixed_form_modules_round_trip() {
    let dir = Scratch::new("fixed");
    let src = "      MODULE F77M
      INTEGER N
      PARAMETER (N = 4)
      REAL*8 A(N)
      CONTAINS
      SUBROUTINE FILL(X,
     &                V)
      REAL*8 X(N), V
      INTEGER I
      DO 10 I = 1, N
        X(I) = V
   10 CONTINUE
      END SUBROUTINE
      END MODULE
";
    let options = FortranOptions {
        form: SourceForm::Fixed,
        ..Default::default()
    };
    write_modules(&dir, "f77m.f", src, &options, false);
    let text = std::fs::read_to_string(dir.join("f77m.mod")).expect("f77m.mod");
    assert!(text.contains("!form: fixed\n!line-length: 72\n"), "{text}");
    // Read back in the free-form user's compilation.
    let capture = common::Capture::default();
    let mut diags = engine(&capture);
    let user = "program u\nuse f77m\ncall fill(a, 1.5d0)\nend\n";
    let _ = analyze_using("u.f90", user, &FortranOptions::default(), &dir, &mut diags);
    let out = String::from_utf8_lossy(&capture.0.lock().expect("capture")).into_owned();
    assert_eq!(diags.error_count(), 0, "{out}\n{text}");
}

/// A procedure's last declaration continued on further lines (CloverLeaf's viscosity kernel:
/// `REAL(KIND=8) :: ugrad, … &` then `,ygrad, …` with a comment and a blank line between) is
/// kept whole: a statement's span covers its first line only, and the module file once
/// ended after it ("this module has no 'end module' statement" at the USE). Fixed form's
/// column-6 continuations too.
#[test]
fn a_continued_last_declaration_is_kept_whole() {
    let dir = Scratch::new("continued");
    let src = "\
module visc
contains
  subroutine k(n, a)
    integer :: n
    real(8) :: a(n)
    real(8) :: ugrad, vgrad, limiter
    character(4) :: c1 = 'x!&', & ! gradients
      ! the limiter's temporaries

      c2 = 'y'
    a = ugrad + vgrad + limiter
  end subroutine
end module
";
    write_modules(&dir, "visc.f90", src, &FortranOptions::default(), false);
    let text = std::fs::read_to_string(dir.join("visc.mod")).expect("visc.mod");
    assert!(text.contains("      c2 = 'y'\nend subroutine\n"), "{text}");
    let capture = common::Capture::default();
    let mut diags = engine(&capture);
    let user = "program u\nuse visc\nreal(8) :: b(3)\ncall k(3, b)\nend\n";
    let _ = analyze_using("u.f90", user, &FortranOptions::default(), &dir, &mut diags);
    let out = String::from_utf8_lossy(&capture.0.lock().expect("capture")).into_owned();
    assert_eq!(diags.error_count(), 0, "{out}\n{text}");

    let fixed = "      MODULE VF
      CONTAINS
      SUBROUTINE K(N, A)
      INTEGER N
      REAL*8 A(N), UGRAD,
C     the limiter
     &       LIMITER
      A = UGRAD + LIMITER
      END SUBROUTINE
      END MODULE
";
    let options = FortranOptions {
        form: SourceForm::Fixed,
        ..Default::default()
    };
    write_modules(&dir, "vf.f", fixed, &options, false);
    let text = std::fs::read_to_string(dir.join("vf.mod")).expect("vf.mod");
    assert!(
        text.contains("     &       LIMITER\n      end subroutine\n"),
        "{text}"
    );
}

/// OpenACC in module procedures: a `!$acc routine` opening a specification part stays with
/// the declarations after it (it once ended the part kept, so the interface lost its dummies),
/// and the directives of the execution part stay out, also from a build without `-fopenacc`
/// (where they are comments that a user compiled with `-fopenacc` would read as directives).
#[test]
fn acc_routines_stay_and_executable_directives_go() {
    let src = "\
module accm
  implicit none
contains
  real(8) function twice(x)
    !$acc routine seq
    real(8), intent(in) :: x
    twice = 2*x
  end function twice
  subroutine scale(n, a)
    integer, intent(in) :: n
    real(8) :: a(n)
    integer :: i
    ! the kernel
!$acc kernels present(a)
!$acc loop independent
    do i = 1, n
      a(i) = twice(a(i))
    end do
!$acc end kernels
  end subroutine scale
end module accm
";
    let expected = "\
module accm
  implicit none
contains
  real(8) function twice(x)
    !$acc routine seq
    real(8), intent(in) :: x
end function
  subroutine scale(n, a)
    integer, intent(in) :: n
    real(8) :: a(n)
    integer :: i
end subroutine
end module accm
";
    for openacc in [false, true] {
        let dir = Scratch::new(&format!("acc-{openacc}"));
        let options = FortranOptions {
            openacc,
            ..Default::default()
        };
        write_modules(&dir, "accm.f90", src, &options, false);
        let text = std::fs::read_to_string(dir.join("accm.mod")).expect("accm.mod");
        assert_eq!(body(&text), expected, "written with openacc={openacc}");
        // Read back by a user compiled with -fopenacc that calls both.
        let user = "program u\nuse accm\nreal(8) :: a(3)\na = 1\n!$acc data copy(a)\n\
                    call scale(3, a)\n!$acc end data\nprint *, twice(a(1))\nend\n";
        let capture = common::Capture::default();
        let mut diags = engine(&capture);
        let acc = FortranOptions {
            openacc: true,
            ..Default::default()
        };
        let prog = analyze_using("u.f90", user, &acc, &dir, &mut diags).map(|(p, _)| p);
        let out = String::from_utf8_lossy(&capture.0.lock().expect("capture")).into_owned();
        assert_eq!(diags.error_count(), 0, "{out}\n{text}");
        let prog = prog.expect("analysed");
        // The user knows `twice` as a routine: its compute regions call the device version.
        let routines: Vec<&str> = prog
            .acc
            .routines
            .iter()
            .map(|(p, _)| prog.procs[p.0 as usize].name.as_str())
            .collect();
        assert_eq!(routines, ["twice"], "{text}");
    }
}
