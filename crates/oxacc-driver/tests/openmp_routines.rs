//! The OpenMP API routines link with `-fopenacc` or `-fopenmp` alone, as with gcc (which links
//! libgomp for both): oxacc links LLVM's libomp `--as-needed` (docs/driver.md "OpenMP
//! routines"), and `#include <omp.h>` finds the omp.h of that library (runtime-rs/include/omp.h
//! forwards to it). Needs libomp-22-dev (`cargo xtask setup`).

mod common;
use common::oxacc_in;

use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    common::scratch_dir("omp", name)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A program timing itself as OpenACC benchmarks do; `decls` is how it declares the routines.
fn timing_program(decls: &str) -> String {
    format!(
        "{decls}
#include <stdio.h>
int main(void) {{
  double t0 = omp_get_wtime();
  volatile double s = 0;
  for (int i = 0; i < 1000000; i++) s += i;
  double t1 = omp_get_wtime();
  int n = omp_get_num_threads(), m = omp_get_max_threads();
  printf(\"threads %d max>=1 %d elapsed>=0 %d sum %.0f\\n\", n, m >= 1, t1 >= t0, s);
  return 0;
}}
"
    )
}

const WITH_HEADER: &str = "#include <omp.h>";
/// No prototype: old-style declarations, as programs that never include omp.h write them.
const NO_PROTOTYPE: &str =
    "double omp_get_wtime();\nint omp_get_num_threads();\nint omp_get_max_threads();";
const EXPECTED: &str = "threads 1 max>=1 1 elapsed>=0 1 sum 499999500000\n";

fn build_and_run(dir: &Path, name: &str, src: &str, flags: &[&str]) {
    std::fs::write(dir.join(format!("{name}.c")), src).unwrap();
    let c = format!("{name}.c");
    let mut args: Vec<&str> = flags.to_vec();
    args.extend([c.as_str(), "-o", name]);
    let o = oxacc_in(dir, &args);
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{name} {flags:?}: {}",
        text(&o.stderr)
    );
    let run = Command::new(dir.join(name)).output().unwrap();
    assert_eq!(text(&run.stdout), EXPECTED, "{name} {flags:?}");
    assert!(run.status.success());
}

#[test]
fn fopenmp_alone_links_the_omp_routines() {
    let dir = scratch("fopenmp");
    build_and_run(
        &dir,
        "hdr",
        &timing_program(WITH_HEADER),
        &["-fopenmp", "-O2"],
    );
    build_and_run(
        &dir,
        "noproto",
        &timing_program(NO_PROTOTYPE),
        &["-fopenmp"],
    );
}

/// `-fopenacc`: the compile step accepts both spellings, the link line names libomp after
/// libaccrt, and the objects link against it (linked here with `-fopenmp`, which adds the same
/// libomp arguments without libaccrt, which these programs do not use).
#[test]
fn fopenacc_links_the_omp_routines() {
    let dir = scratch("fopenacc");
    for (name, decls) in [("hdr", WITH_HEADER), ("noproto", NO_PROTOTYPE)] {
        std::fs::write(dir.join(format!("{name}.c")), timing_program(decls)).unwrap();
        let c = format!("{name}.c");
        let o = oxacc_in(&dir, &["-fopenacc", "-O2", "-c", &c]);
        assert!(
            o.status.success() && o.stderr.is_empty(),
            "{name}: {}",
            text(&o.stderr)
        );
        let obj = format!("{name}.o");
        let o = oxacc_in(&dir, &["-fopenmp", &obj, "-o", name]);
        assert!(o.status.success(), "{name}: {}", text(&o.stderr));
        let run = Command::new(dir.join(name)).output().unwrap();
        assert_eq!(text(&run.stdout), EXPECTED, "{name}");
    }
    let o = oxacc_in(&dir, &["-###", "-fopenacc", "hdr.c"]);
    let link = text(&o.stderr);
    let link = link.lines().last().unwrap_or_default();
    let rt = link.find("libaccrt.a").expect("libaccrt on the link line");
    let omp = link
        .find("\"-lomp\"")
        .or_else(|| link.find("libomp.so"))
        .expect("libomp on the link line");
    assert!(rt < omp, "{link}");
    assert!(link.contains("\"-Wl,--push-state,--as-needed\""), "{link}");
}

/// `<omp.h>` under `-fopenacc` is libomp's (through oxacc's forwarding header), not gcc's.
#[test]
fn omp_h_is_the_linked_librarys() {
    let dir = scratch("header");
    std::fs::write(dir.join("h.c"), "#include <omp.h>\n").unwrap();
    let o = oxacc_in(&dir, &["-fopenacc", "-M", "h.c"]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(out.contains("runtime-rs/include/omp.h"), "{out}");
    assert!(
        out.contains("/usr/lib/llvm-22/lib/clang/22/include/omp.h"),
        "{out}"
    );
    assert!(
        !out.contains("gcc/x86_64-linux-gnu/12/include/omp.h"),
        "{out}"
    );
}

/// `--as-needed`: a program that calls no OpenMP routine does not depend on libomp, so it
/// runs on machines without it; `-static` links no libomp (it has no static archive).
#[test]
fn libomp_is_needed_only_by_programs_that_call_it() {
    let dir = scratch("asneeded");
    std::fs::write(
        dir.join("plain.c"),
        "#include <stdio.h>\nint main(void) { puts(\"plain\"); return 0; }\n",
    )
    .unwrap();
    let o = oxacc_in(&dir, &["-fopenmp", "plain.c", "-o", "plain"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let elf = Command::new("readelf")
        .args(["-d", "plain"])
        .current_dir(&dir)
        .output()
        .expect("readelf runs");
    let dynamic = text(&elf.stdout);
    assert!(dynamic.contains("libc.so"), "{dynamic}");
    assert!(!dynamic.contains("libomp"), "{dynamic}");
    let o = oxacc_in(&dir, &["-###", "-static", "-fopenmp", "plain.c"]);
    assert!(!text(&o.stderr).contains("libomp"), "{}", text(&o.stderr));
}

/// The routines a target region asks about its team have device versions (4.5 §3.2.3,
/// §3.2.13): a region calling `omp_get_max_threads()` or `omp_get_thread_limit()` is compiled
/// for the GPU, not left on the host with a warning. Device code answers a block's most threads
/// (1024) to `omp_get_max_threads()`, and its team's threads to `omp_get_thread_limit()`, so that a per-thread array sized with it holds every
/// thread of a later `target parallel` (OpenMP_VV test_target_parallel wrote past it on the
/// H200 when the host's count sized it).
#[test]
fn team_routines_have_device_versions() {
    let dir = scratch("device-queries");
    let src = "#include <omp.h>
int main(void) {
  int max = 0, lim = 0;
#pragma omp target map(from: max, lim)
  {
    max = omp_get_max_threads();
    lim = omp_get_thread_limit();
  }
  return max > 0 && lim > 0 ? 0 : 1;
}
";
    std::fs::write(dir.join("q.c"), src).unwrap();
    let ptx = dir.join("ptx");
    std::fs::create_dir_all(&ptx).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(["-fopenmp", "-O2", "--offload-arch=sm_90", "-c", "q.c"])
        .env("OXACC_SAVE_PTX", &ptx)
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}",
        text(&o.stderr)
    );
    let code = std::fs::read_to_string(ptx.join("q.c.ptx")).expect("the PTX was saved");
    assert!(code.contains(".entry main_acc_0__dev"), "{code}");
    assert!(
        code.contains("1024"),
        "omp_get_max_threads on the device: {code}"
    );
    // A region without a parallel loop runs one thread per gang: its team is that thread.
    assert!(
        code.contains("], 1;"),
        "omp_get_thread_limit on the device: {code}"
    );
}

/// libomp finds the offload runtime's hook for the `pinned` allocator trait with
/// `dlsym(RTLD_DEFAULT, …)`, as it does in programs linked with libomptarget: the driver
/// exports libaccrt's from the executable, so the memory of such an allocator is page-locked
/// for the GPU (docs/openmp.md "Memory allocators"). Without the export the lookup fails and
/// the trait is silently ignored.
#[test]
fn pinned_allocator_hooks_are_exported() {
    let dir = scratch("pinnedhooks");
    std::fs::write(
        dir.join("p.c"),
        r#"#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
int main(void) {
  printf("%d %d\n", dlsym(RTLD_DEFAULT, "llvm_omp_target_lock_mem") != 0,
         dlsym(RTLD_DEFAULT, "llvm_omp_target_unlock_mem") != 0);
  return 0;
}
"#,
    )
    .unwrap();
    for flag in ["-fopenmp", "-fopenacc"] {
        let o = oxacc_in(&dir, &[flag, "-O2", "p.c", "-o", "p", "-ldl"]);
        assert!(o.status.success(), "{flag}: {}", text(&o.stderr));
        let run = Command::new(dir.join("p")).output().unwrap();
        assert_eq!(text(&run.stdout), "1 1\n", "{flag}");
    }
}
