//! Decision 85 (`OXACC_LOADS_PAST_STORES=1`, oxacc-codegen device/schedule.rs): with the
//! kernel parameters of `restrict` pointers `noalias` (`OXACC_KERNEL_RESTRICT=1`), a load of
//! one array moves above the store to another in the same iteration, so the loop waits for
//! memory once; loads of the stored array itself, and loads through plain pointers, stay
//! after the store; such a kernel gets `.maxnreg 255` so that ptxas keeps the loads first
//! (`OXACC_LOADS_PAST_STORES=2`: the moves alone). Read from the PTX that `OXACC_SAVE_PTX` keeps; no GPU needed.

mod common;
use common::{compile_ptx, ptx_loops};

const ARGS: &[&str] = &["-fopenacc", "-O2", "--offload-arch=sm_90"];

/// kernels_app's update loop over `q`-qualified pointers.
fn update(q: &str) -> String {
    format!(
        "void update(long n, double *{q} r, double *{q} e, const double *{q} f, const double *{q} g) {{
#pragma acc parallel loop present(r[0:n], e[0:n], f[0:n + 1], g[0:n + 1])
    for (long i = 0; i < n; i++) {{
        r[i] = r[i] + (f[i] - f[i + 1]);
        e[i] = e[i] + (g[i] - g[i + 1]);
    }}
}}
"
    )
}

/// For the kernel's loop (or its straight body) the positions of its loads and stores.
fn memory_order(ptx: &str) -> Vec<char> {
    let body: Vec<&str> = match ptx_loops(ptx).into_iter().max_by_key(|l| l.len()) {
        Some(l) => l,
        None => ptx.lines().map(str::trim).collect(),
    };
    body.iter()
        .filter_map(|l| {
            if l.starts_with("ld.global") {
                Some('L')
            } else if l.starts_with("st.global") {
                Some('S')
            } else {
                None
            }
        })
        .collect()
}

/// The environment is the process's, so the cases run one after the other in one test.
#[test]
fn loads_move_above_stores_to_other_restrict_arrays_only() {
    std::env::set_var("OXACC_KERNEL_RESTRICT", "1");

    std::env::set_var("OXACC_LOADS_PAST_STORES", "1");
    let (ptx, _) = compile_ptx("pastst", "on", "c", &update("restrict"), ARGS);
    let order: String = memory_order(&ptx).into_iter().collect();
    // r, f, f+1, e, g, g+1 read before r and e are written.
    assert_eq!(order, "LLLLLLSS", "{ptx}");
    // So that ptxas keeps them there (schedule.rs).
    assert!(ptx.contains(".maxnreg 255"), "{ptx}");

    // The moves alone.
    std::env::set_var("OXACC_LOADS_PAST_STORES", "2");
    let (ptx, _) = compile_ptx("pastst", "moves", "c", &update("restrict"), ARGS);
    let order: String = memory_order(&ptx).into_iter().collect();
    assert_eq!(order, "LLLLLLSS", "{ptx}");
    assert!(!ptx.contains(".maxnreg"), "{ptx}");
    std::env::set_var("OXACC_LOADS_PAST_STORES", "1");

    // A plain pointer may be based on another: nothing is noalias, the order stays.
    let (ptx, _) = compile_ptx("pastst", "plain", "c", &update(""), ARGS);
    let order: String = memory_order(&ptx).into_iter().collect();
    assert!(order.starts_with("LLLS"), "{order}\n{ptx}");
    assert!(!ptx.contains(".maxnreg"), "{ptx}");

    // What a store wrote through the same pointer is read after it.
    let reread = "void f(long n, double *restrict a, double *restrict b) {
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (long i = 0; i < n; i++) {
        a[i] = a[i] * 2.0;
        b[i + 1] = a[i + 1] + b[i];
    }
}
";
    let (ptx, _) = compile_ptx("pastst", "reread", "c", reread, ARGS);
    let order: String = memory_order(&ptx).into_iter().collect();
    // a[i] is read, a[i] written, then a[i + 1] (same array) after the store; b[i] may go up.
    assert!(
        order.starts_with("LLSL") || order.starts_with("LSL"),
        "{order}\n{ptx}"
    );
    assert!(!order.starts_with("LLL"), "{order}\n{ptx}");

    // Off: the loads of e and g wait for the store to r.
    std::env::set_var("OXACC_LOADS_PAST_STORES", "0");
    let (ptx, _) = compile_ptx("pastst", "off", "c", &update("restrict"), ARGS);
    let order: String = memory_order(&ptx).into_iter().collect();
    assert!(order.starts_with("LLLS"), "{order}\n{ptx}");
    assert!(!ptx.contains(".maxnreg"), "{ptx}");
}
