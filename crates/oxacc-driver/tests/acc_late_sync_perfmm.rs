//! Decision 62: the launch record of a compute construct whose data exit follows the launch
//! carries `OXACC_LAUNCH_EXIT_FOLLOWS` (8), so that the CUDA back end may leave a
//! synchronous kernel's wait to that exit (OXACC_LATE_SYNC=1) and fetch a reduction's result
//! with the same wait; a construct without data clauses has no exit and keeps the flag off
//! (its launch must wait itself). Checked in the host module's LLVM IR: the constant stored
//! into the `flags` word (offset 4) of each record passed to `__oxacc_launch`.

mod common;
use common::Scratch;

const LAUNCH_EXIT_FOLLOWS: u32 = 8;

/// The `flags` constant stored last into the launch record of each function of `ll` that
/// launches a kernel, in the order of the functions (value names are per function).
fn launch_flags(ll: &str) -> Vec<u32> {
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
        // `%f = getelementptr inbounds nuw i8, ptr %record, i64 4`: the flags word.
        let words: Vec<&str> = lines
            .iter()
            .filter_map(|g| {
                let (lhs, rhs) = g.split_once(" = getelementptr ")?;
                rhs.ends_with(&format!("ptr {record}, i64 4")).then_some(lhs)
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
            .unwrap_or_else(|| panic!("no constant stored into the flags of {record}:\n{body}"));
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
        &["-fopenacc", "-O2", "--offload-arch=sm_90", "-S", "-emit-llvm"],
        &file,
        &out,
    );
    let ll = std::fs::read_to_string(&out).unwrap();
    let flags = launch_flags(&ll);
    assert_eq!(flags.len(), 3, "three launches expected: {flags:?}");
    // dot: present and the reduction's copy; scale: a `deviceptr` needs no exit actions, so
    // none is called and the launch waits itself; fill: the implicit data of `x`.
    assert_ne!(flags[0] & LAUNCH_EXIT_FOLLOWS, 0, "dot: {flags:?}");
    assert_eq!(flags[1] & LAUNCH_EXIT_FOLLOWS, 0, "scale: {flags:?}");
    assert_ne!(flags[2] & LAUNCH_EXIT_FOLLOWS, 0, "fill: {flags:?}");
}
