//! Decision 62, in the launch records the host code fills (checked in the host module's LLVM
//! IR: the constant stored into a word of each record passed to `__oxacc_launch`; no GPU):
//! - a compute construct whose data exit follows the launch carries
//!   `OXACC_LAUNCH_EXIT_FOLLOWS` (16) in `flags` (offset 4), so that the CUDA back end may
//!   leave a synchronous kernel's wait to that exit (OXACC_LATE_SYNC=1) and fetch a
//!   reduction's result with the same wait; a construct without exit actions keeps it off
//!   (its launch must wait itself);
//! - with `OXACC_TILE_BLOCK=N`, a matrix-product-shaped region (a `collapse(2)` gang loop
//!   whose body runs a sequential loop) asks for blocks of N threads (`vector_length`, offset
//!   56), so that its tiled walk takes N/32 rows × 32 columns; a stencil keeps the default (0).

mod common;
use common::Scratch;

const LAUNCH_EXIT_FOLLOWS: u32 = 16;
/// Offsets in `oxacc_launch` (runtime-rs/include/oxacc_rt.h).
const FLAGS: u32 = 4;
const VECTOR_LENGTH: u32 = 56;

/// The constant stored last into the word at `offset` of the launch record of each function of
/// `ll` that launches a kernel, in the order of the functions (value names are per function);
/// 0 where no constant is stored there.
fn launch_words(ll: &str, offset: u32) -> Vec<u32> {
    let mut flags = Vec::new();
    for body in ll.split("\ndefine ").skip(1) {
        let lines: Vec<&str> = body.lines().map(str::trim).collect();
        let Some(at) = lines
            .iter()
            .position(|l| l.starts_with("call void @__oxacc_launch(ptr nonnull "))
        else {
            continue;
        };
        let record = lines[at]
            .trim_start_matches("call void @__oxacc_launch(ptr nonnull ")
            .split(')')
            .next()
            .unwrap_or_default();
        // `%f = getelementptr inbounds nuw i8, ptr %record, i64 <offset>`.
        let words: Vec<&str> = lines
            .iter()
            .filter_map(|g| {
                let (lhs, rhs) = g.split_once(" = getelementptr ")?;
                rhs.ends_with(&format!("ptr {record}, i64 {offset}"))
                    .then_some(lhs)
            })
            .collect();
        let stored = lines[..at]
            .iter()
            .rev()
            .find_map(|s| {
                let v = s.strip_prefix("store i32 ")?;
                let (v, to) = v.split_once(", ptr ")?;
                words
                    .contains(&to.split(',').next()?)
                    .then(|| v.parse::<u32>().ok())?
            })
            // LLVM folds zero words into a `memset` of the record.
            .unwrap_or(0);
        flags.push(stored);
    }
    flags
}

/// A dot product with a reduction (its result comes back in the construct's exit: `copy`),
/// as a function taking pointers with `present` data; a loop over `deviceptr` memory (no
/// exit actions); a loop with implicit data only.
#[test]
fn constructs_with_data_clauses_announce_their_exit() {
    let src = "double dot(const double *x, const double *y, long n) {
    double s = 0.0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
void scale(double *x, long n) {
#pragma acc parallel loop deviceptr(x)
    for (long i = 0; i < n; i++) x[i] *= 2.0;
}
void fill(double *x, long n) {
#pragma acc parallel loop
    for (long i = 0; i < 1000; i++) x[i % 7] = 1.0;
}
";
    let s = Scratch::new("acc_late_sync_perfmm", "flags");
    let file = s.write("late.c", src);
    let out = s.dir.join("late.ll");
    s.oxacc(
        &[
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "-S",
            "-emit-llvm",
        ],
        &file,
        &out,
    );
    let ll = std::fs::read_to_string(&out).unwrap();
    let flags = launch_words(&ll, FLAGS);
    assert_eq!(flags.len(), 3, "three launches expected: {flags:?}");
    // dot: present and the reduction's copy; scale: a `deviceptr` needs no exit actions, so
    // none is called and the launch waits itself; fill: the implicit data of `x`.
    assert_ne!(flags[0] & LAUNCH_EXIT_FOLLOWS, 0, "dot: {flags:?}");
    assert_eq!(flags[1] & LAUNCH_EXIT_FOLLOWS, 0, "scale: {flags:?}");
    assert_ne!(flags[2] & LAUNCH_EXIT_FOLLOWS, 0, "fill: {flags:?}");
}

/// A matrix product as applications write it (a function over its matrices with `present`
/// data) and a 5-point stencil, both `collapse(2)` gang loops.
#[test]
fn matrix_product_regions_ask_for_the_tile_block() {
    let src = "void mm(long n, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n], c[0:n*n])
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            double s = 0.0;
            for (long k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}
void sweep(long n, const double *u, double *v) {
#pragma acc parallel loop collapse(2) present(u[0:n*n], v[0:n*n])
    for (long i = 1; i < n - 1; i++)
        for (long j = 1; j < n - 1; j++)
            v[i * n + j] = u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1]
                           + u[i * n + j + 1] - 4.0 * u[i * n + j];
}
";
    let s = Scratch::new("acc_launch_record_perfmm", "tile");
    let file = s.write("mm.c", src);
    let compile = |name: &str, block: Option<&str>| {
        let out = s.dir.join(name);
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_oxacc"));
        cmd.args([
            "-fopenacc",
            "-O2",
            "--offload-arch=sm_90",
            "-S",
            "-emit-llvm",
        ])
        .arg(&file)
        .arg("-o")
        .arg(&out)
        .env_remove("OXACC_TILE_BLOCK");
        if let Some(n) = block {
            cmd.env("OXACC_TILE_BLOCK", n);
        }
        let o = cmd.output().expect("oxacc runs");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        launch_words(&std::fs::read_to_string(&out).unwrap(), VECTOR_LENGTH)
    };
    assert_eq!(compile("default.ll", None), [0, 0]);
    assert_eq!(compile("t1024.ll", Some("1024")), [1024, 0]);
    assert_eq!(compile("t512.ll", Some("512")), [512, 0]);
    // Not a multiple of 32: ignored.
    assert_eq!(compile("t100.ll", Some("100")), [0, 0]);
}
