//! Device routines of a module compiled in another file, called from a compute region of a
//! program that reads the module's `.mod` file: `!$acc routine seq` (OpenACC 3.3 §2.15.1) and
//! `!$omp declare target` (OpenMP 4.5 §2.10.6) as the first line of a module function's
//! specification part. The module file keeps the directive with the function's interface, the
//! module's PTX defines the function, and the program's kernel calls that version (an extern
//! `.func` in its PTX, which `OXACC_SAVE_PTX` keeps; no GPU needed) instead of running the
//! region on the host. The program that runs it is omp-fortran/target/021.

mod common;
use common::Scratch;

/// Compiles `module` then `program` (which uses it) with `flag` for sm_90; returns the
/// program's compile stderr and its PTX.
fn build(name: &str, flag: &str, module: &str, program: &str) -> (String, String) {
    let s = Scratch::new("fmodroutine", name);
    let m = s.write("m.f90", module);
    let args = [flag, "-O2", "--offload-arch=sm_90", "-c"];
    s.oxacc(&args, &m, &s.dir.join("m.o"));
    let module_ptx = s.ptx();
    assert!(
        module_ptx.contains(".visible .func  (.param .b64 func_retval0) __rm_MOD_twice("),
        "the module's PTX defines the routine:\n{module_ptx}"
    );
    for e in std::fs::read_dir(s.dir.join("ptx")).unwrap() {
        std::fs::remove_file(e.unwrap().path()).unwrap();
    }
    let p = s.write("p.f90", program);
    let stderr = s.oxacc(&args, &p, &s.dir.join("p.o"));
    (stderr, s.ptx())
}

/// The program compiled without a warning, and its kernel calls the module's `twice` (an
/// extern `.func` in the program's PTX).
fn assert_calls_the_modules_twice(stderr: &str, ptx: &str) {
    assert!(stderr.is_empty(), "no warning: {stderr}");
    assert!(
        ptx.contains(".extern .func  (.param .b64 func_retval0) __rm_MOD_twice\n"),
        "{ptx}"
    );
    assert!(
        ptx.contains("__rm_MOD_twice,"),
        "the kernel calls it:\n{ptx}"
    );
}

const PROGRAM_ACC: &str = "program p
  use rm
  real(8) :: a(100)
  integer :: i
  !$acc parallel loop copyout(a)
  do i = 1, 100
    a(i) = twice(dble(i))
  end do
  print *, sum(a)
end program
";

#[test]
fn acc_routine_of_a_module_file_is_called_on_the_device() {
    let module = "module rm
contains
  real(8) function twice(x)
    !$acc routine seq
    real(8), intent(in) :: x
    twice = 2 * x
  end function
end module
";
    let (stderr, ptx) = build("acc", "-fopenacc", module, PROGRAM_ACC);
    assert_calls_the_modules_twice(&stderr, &ptx);
}

#[test]
fn omp_declare_target_function_of_a_module_file_is_called_on_the_device() {
    let module = "module rm
  real(8) :: factor = 2
  !$omp declare target to(factor)
contains
  real(8) function twice(x)
    !$omp declare target
    real(8), intent(in) :: x
    twice = factor * x
  end function
end module
";
    let program = "program p
  use rm
  real(8) :: a(100)
  integer :: i
  !$omp target teams distribute parallel do map(from: a)
  do i = 1, 100
    a(i) = twice(dble(i))
  end do
  print *, sum(a)
end program
";
    let (stderr, ptx) = build("omp", "-fopenmp", module, program);
    assert_calls_the_modules_twice(&stderr, &ptx);
    // The module variable's device copy is the module's: the program does not define it.
    assert!(
        !ptx.contains(".global .align 8 .f64 __rm_MOD_factor"),
        "{ptx}"
    );
}
