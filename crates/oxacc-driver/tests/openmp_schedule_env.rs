//! `schedule(runtime)` follows `OMP_SCHEDULE` (OpenMP 4.5 §2.7.1, §4.1): a program built with
//! `-fopenmp` reads the run-sched-var set by the environment (`omp_get_schedule`) and its loop
//! computes the same sum under every setting. The testsuite runner cannot set environment
//! variables per program, hence this test.

use std::process::Command;

const PROGRAM: &str = r#"
#include <stdio.h>
#include <omp.h>
int main(void) {
  omp_sched_t kind;
  int chunk;
  omp_get_schedule(&kind, &chunk);
  long s = 0;
#pragma omp parallel for schedule(runtime) reduction(+: s)
  for (int i = 0; i < 100000; i++)
    s += i % 7;
  printf("kind %d chunk %d sum %ld\n", (int)(kind & ~omp_sched_monotonic), chunk, s);
  return 0;
}
"#;

#[test]
fn schedule_runtime_reads_omp_schedule() {
    let dir = std::env::temp_dir().join(format!("oxacc-omp-sched-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("s.c"), PROGRAM).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(["-fopenmp", "-O2", "s.c", "-o", "s"])
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // omp_sched_t: static 1, dynamic 2, guided 3, auto 4 (its chunk is not checked). The
    // sum is the serial loop's (gcc: 299995).
    for (env, kind, chunk) in [
        ("static,5", 1, 5),
        ("dynamic,3", 2, 3),
        ("guided,7", 3, 7),
        ("auto", 4, -1),
    ] {
        let run = Command::new(dir.join("s"))
            .env("OMP_SCHEDULE", env)
            .env("OMP_NUM_THREADS", "3")
            .output()
            .expect("program runs");
        let text = String::from_utf8_lossy(&run.stdout).into_owned();
        let want_kind = format!("kind {kind} ");
        assert!(text.starts_with(&want_kind), "OMP_SCHEDULE={env}: {text}");
        if chunk > 0 {
            assert!(
                text.contains(&format!("chunk {chunk} ")),
                "OMP_SCHEDULE={env}: {text}"
            );
        }
        assert!(text.ends_with("sum 299995\n"), "OMP_SCHEDULE={env}: {text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
