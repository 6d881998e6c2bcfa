//! A shared library opened with `dlopen` whose device code uses the program's device symbols
//! (decision 130): its compute region calls an `acc routine` the executable defines, reads a
//! `declare copyin` global of the executable that the program updated on the device before
//! opening it, and a routine of the library writes a `declare create` global of the
//! executable that the program's own region reads afterwards. One device copy of each global
//! for both: on a GPU the library's image is linked again with the program's (a loaded module
//! cannot be linked against) and the program's globals move into the new module with their
//! current values. The program is linked with `-rdynamic`, as any program whose libraries
//! call back into it, so that the library's host code finds the same symbols.

mod common;
use common::oxacc_in;

use std::process::Command;

const LIBRARY_ACC: &str = r#"
extern double coef[4];
#pragma acc declare copyin(coef)
extern int hits[16];
#pragma acc declare create(hits)
#pragma acc routine seq
double prog_scale(int i, double x);
#pragma acc routine seq
static void mark(int i) { hits[i] = 2 * i + 1; }
double lib_apply(double *a, int n) {
  double s = 0;
#pragma acc parallel loop present(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) {
    a[i] = prog_scale(i, a[i]);
    mark(i);
    s += a[i] + coef[(i + 1) % 4];
  }
  return s;
}
"#;

const PROGRAM_ACC: &str = r#"
#include <dlfcn.h>
#include <stdio.h>
double coef[4] = {0.5, 1.5, 2.5, 3.5};
#pragma acc declare copyin(coef)
int hits[16];
#pragma acc declare create(hits)
#pragma acc routine seq
double prog_scale(int i, double x) { return coef[i % 4] * x; }
int main(int argc, char **argv) {
  double a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
  coef[0] = 4.0;
#pragma acc update device(coef[0:1])
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < 16; i++) a[i] = prog_scale(i, a[i] + 1.0);
  void *h = dlopen(argv[1], RTLD_NOW);
  if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
  double (*f)(double *, int) = (double (*)(double *, int))dlsym(h, "lib_apply");
  double s = f(a, 16);
  int tot = 0;
#pragma acc parallel loop reduction(+:tot)
  for (int i = 0; i < 16; i++) tot += hits[i];
#pragma acc update self(hits)
#pragma acc exit data copyout(a)
  printf("library sum %.2f, hits %d (host %d), a[5] %.2f\n", s, tot, hits[15], a[5]);
  return 0;
}
"#;

/// The same with OpenMP: `declare target` function and globals of the program, a target
/// region of the library.
const LIBRARY_OMP: &str = r#"
extern double coef[4];
extern int hits[16];
#pragma omp declare target(coef, hits)
#pragma omp declare target
double prog_scale(int i, double x);
static void mark(int i) { hits[i] = 2 * i + 1; }
#pragma omp end declare target
double lib_apply(double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) {
    a[i] = prog_scale(i, a[i]);
    mark(i);
    s += a[i] + coef[(i + 1) % 4];
  }
  return s;
}
"#;

const PROGRAM_OMP: &str = r#"
#include <dlfcn.h>
#include <stdio.h>
double coef[4] = {0.5, 1.5, 2.5, 3.5};
int hits[16];
#pragma omp declare target(coef, hits)
#pragma omp declare target
double prog_scale(int i, double x) { return coef[i % 4] * x; }
#pragma omp end declare target
int main(int argc, char **argv) {
  double a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
  coef[0] = 4.0;
#pragma omp target update to(coef[0:1])
#pragma omp target enter data map(to: a)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 16; i++) a[i] = prog_scale(i, a[i] + 1.0);
  void *h = dlopen(argv[1], RTLD_NOW);
  if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
  double (*f)(double *, int) = (double (*)(double *, int))dlsym(h, "lib_apply");
  double s = f(a, 16);
  int tot = 0;
#pragma omp target teams distribute parallel for reduction(+:tot)
  for (int i = 0; i < 16; i++) tot += hits[i];
#pragma omp target update from(hits)
#pragma omp target exit data map(from: a)
  printf("library sum %.2f, hits %d (host %d), a[5] %.2f\n", s, tot, hits[15], a[5]);
  return 0;
}
"#;

/// What the program prints: the program's region scales `i + 1` with the coefficients
/// (the first updated to 4), the library's scales again and adds the next coefficient.
fn expected() -> String {
    let coef = [4.0, 1.5, 2.5, 3.5];
    let mut s = 0.0;
    let mut a5 = 0.0;
    for i in 0..16usize {
        let a = coef[i % 4] * (coef[i % 4] * (i as f64 + 1.0));
        if i == 5 {
            a5 = a;
        }
        s += a + coef[(i + 1) % 4];
    }
    let tot: i32 = (0..16).map(|i| 2 * i + 1).sum();
    format!("library sum {s:.2}, hits {tot} (host 31), a[5] {a5:.2}\n")
}

fn build_and_run(model: &str, library: &str, program: &str) {
    let dir = common::scratch_dir("acc_dlopen", &format!("program_symbols_{model}"));
    std::fs::write(dir.join("lib.c"), library).unwrap();
    std::fs::write(dir.join("main.c"), program).unwrap();
    let flag = format!("-f{model}");
    let lib = oxacc_in(
        &dir,
        &[&flag, "-O2", "-fPIC", "-shared", "lib.c", "-o", "libk.so"],
    );
    assert!(
        lib.status.success(),
        "{}",
        String::from_utf8_lossy(&lib.stderr)
    );
    let prog = oxacc_in(
        &dir,
        &[&flag, "-O2", "-rdynamic", "main.c", "-o", "main", "-ldl"],
    );
    assert!(
        prog.status.success(),
        "{}",
        String::from_utf8_lossy(&prog.stderr)
    );
    for memory in ["shared", "discrete"] {
        let run = Command::new(dir.join("main"))
            .arg(dir.join("libk.so"))
            .env("OXACC_HOST_MEMORY", memory)
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            expected(),
            "{model}, {memory}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(run.status.success(), "{model}, {memory}");
        assert!(run.stderr.is_empty(), "{model}, {memory}: stderr not empty");
    }
}

#[test]
fn library_code_uses_the_programs_routine_and_globals_openacc() {
    build_and_run("openacc", LIBRARY_ACC, PROGRAM_ACC);
}

#[test]
fn library_code_uses_the_programs_routine_and_globals_openmp() {
    build_and_run("openmp", LIBRARY_OMP, PROGRAM_OMP);
}
