//! OpenACC code in a shared library opened with `dlopen` after the program's first compute
//! region (its image registers late; decision 123): the library's regions run, its declared
//! global starts with its initializer, and its `present` clause finds data the program mapped
//! before opening it — the library holds a copy of libaccrt of its own, and the program
//! exports its runtime's entry points so that both use one present table. Before, the
//! library's copy answered "not present" in discrete memory (and on a GPU).

mod common;
use common::oxacc_in;

use std::process::Command;

const LIBRARY: &str = r#"
int ktab[4] = {2, 3, 5, 7};
#pragma acc declare copyin(ktab)
#pragma acc routine seq
static int kpick(int i) { return ktab[i % 4]; }
int lib_weighted(const int *a, int n) {
  int s = 0;
#pragma acc parallel loop present(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i] * kpick(i);
  return s;
}
"#;

const PROGRAM: &str = r#"
#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int i = 0; i < 16; i++) a[i] *= 2;
  void *h = dlopen(argv[1], RTLD_NOW);
  if (!h) { printf("dlopen: %s\n", dlerror()); return 1; }
  int (*f)(const int *, int) = (int (*)(const int *, int))dlsym(h, "lib_weighted");
  printf("weighted on the device: %d\n", f(a, 16));
#pragma acc exit data delete(a)
  return 0;
}
"#;

#[test]
fn library_opened_late_shares_the_programs_runtime() {
    let dir = common::scratch_dir("acc_dlopen", "late_library");
    std::fs::write(dir.join("lib.c"), LIBRARY).unwrap();
    std::fs::write(dir.join("main.c"), PROGRAM).unwrap();
    let lib = oxacc_in(
        &dir,
        &[
            "-fopenacc",
            "-O2",
            "-fPIC",
            "-shared",
            "lib.c",
            "-o",
            "libk.so",
        ],
    );
    assert!(
        lib.status.success(),
        "{}",
        String::from_utf8_lossy(&lib.stderr)
    );
    let prog = oxacc_in(&dir, &["-fopenacc", "-O2", "main.c", "-o", "main", "-ldl"]);
    assert!(
        prog.status.success(),
        "{}",
        String::from_utf8_lossy(&prog.stderr)
    );
    // The device copy of `a` holds 2*i (the program's region); the library weights it with
    // its table's initial values.
    let tab = [2, 3, 5, 7];
    let want: i32 = (0..16).map(|i| 2 * i * tab[i as usize % 4]).sum();
    for memory in ["shared", "discrete"] {
        let run = Command::new(dir.join("main"))
            .arg(dir.join("libk.so"))
            .env("OXACC_HOST_MEMORY", memory)
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            format!("weighted on the device: {want}\n"),
            "{memory}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(run.status.success(), "{memory}");
    }
}
