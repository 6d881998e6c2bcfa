//! `collapse(n)` over an imperfect nest in a target region (OpenMP 5.0 §2.9.1: code between
//! the associated loops, which runs at least once per iteration of the loop around it and at
//! most once per innermost iteration). gcc 12 refuses these nests ("not enough perfectly
//! nested loops"), so the check is the program's own, against the spec's bounds (the form of
//! OpenMP_VV 5.0 test_target_imperfect_loop), in shared and discrete host memory.

use std::process::Command;

const PROGRAM: &str = r#"
#include <stdio.h>
#define N 16
void scale_rows(double *m, double *rowsum, int n);
int main(void) {
  int data1[N], data2[N][N], errors = 0;
  for (int i = 0; i < N; i++) {
    data1[i] = 0;
    for (int j = 0; j < N; j++) data2[i][j] = 0;
  }
#pragma omp target map(tofrom: data1, data2)
  {
#pragma omp parallel for collapse(2)
    for (int i = 0; i < N; i++) {
      data1[i] += i;
      for (int j = 0; j < N; j++)
        data2[i][j] += i + j;
    }
  }
  for (int i = 0; i < N; i++) {
    if (data1[i] < i || data1[i] > i * N) errors++;
    for (int j = 0; j < N; j++)
      if (data2[i][j] != i + j) errors++;
  }
  double m[N * N], rowsum[N];
  for (int i = 0; i < N * N; i++) m[i] = 1.0;
  scale_rows(m, rowsum, N);
  for (int i = 0; i < N; i++) {
    if (rowsum[i] != 2.0 * N * (i + 1)) errors++;
    for (int j = 0; j < N; j++)
      if (m[i * N + j] != i + 1) errors++;
  }
  printf("errors %d\n", errors);
  return errors != 0;
}
/* The application's form: a row factor computed between the loops (a declaration), the
   inner loop using it, the arrays passed by pointer. */
void scale_rows(double *m, double *rowsum, int n) {
  int i, j;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m[0:n*n], rowsum[0:n])
  for (i = 0; i < n; i++) {
    double f = i + 1;
    rowsum[i] = 2.0 * n * f;
    for (j = 0; j < n; j++)
      m[i * n + j] *= f;
  }
}
"#;

#[test]
fn imperfect_collapse_in_target_regions_runs_the_code_between_the_loops() {
    let dir = std::env::temp_dir().join(format!("oxacc-omp-collapse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("c.c"), PROGRAM).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(["-fopenmp", "-O2", "c.c", "-o", "c"])
        .current_dir(&dir)
        .output()
        .expect("oxacc runs");
    assert!(
        o.status.success() && o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    for memory in ["shared", "discrete"] {
        let run = Command::new(dir.join("c"))
            .env("OXACC_HOST_MEMORY", memory)
            .output()
            .unwrap();
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            "errors 0\n",
            "{memory}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(run.status.success(), "{memory}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
