//! The per-thread stack a kernel needs when ptxas cannot bound it (decision 115).
//!
//! ptxas sizes the stack of a kernel whose call graph is acyclic and calls nothing through a
//! pointer, and the CUDA driver raises CU_LIMIT_STACK_SIZE to that size at launch by itself.
//! Recursion (a call-graph cycle) and indirect calls have no static bound: the driver keeps
//! its default of 1 KiB per thread and a few levels of recursion overflow it ("unspecified
//! launch failure"). For those kernels the image records an estimate that the runtime raises
//! the limit to when it launches them (bounded by [`MAX_AUTO_STACK`]; OXACC_CUDA_STACKSIZE
//! wins), as nvc does for images whose call graph has cycles.
//!
//! The estimate is read from the PTX the device module compiles to: each function's frame
//! (`__local_depotN`, the stack LLVM laid out), plus [`CALL_OVERHEAD`] for what ptxas adds
//! (saved registers, spills); a cycle's frames count [`RECURSION_DEPTH`] times.

use std::collections::{HashMap, HashSet};

/// Bytes ptxas adds to a PTX function's own frame per call (callee-saved registers, spills,
/// the return state): LLVM's PTX does not show them. The recursive `tree_sum` of
/// testsuite/omp-fortran/target/430 (a 120-byte frame, 6 levels deep) overflowed 1 KiB.
pub const CALL_OVERHEAD: u64 = 128;

/// Levels of recursion the estimate provides for: a divide-and-conquer recursion over 2^64
/// elements, or a linked structure 64 deep. Deeper recursion needs OXACC_CUDA_STACKSIZE.
pub const RECURSION_DEPTH: u64 = 64;

/// The largest stack the runtime raises the limit to on its own: the driver reserves the
/// stack for every thread the GPU can hold at once (an H200: 132 × 2048 threads, so 64 KiB
/// is 17 GiB of its 141).
pub const MAX_AUTO_STACK: u64 = 64 << 10;

/// The driver's default per-thread stack: estimates at or below it need nothing raised.
pub const DEFAULT_STACK: u64 = 1 << 10;

/// One function of a PTX module: its frame and whom it calls.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct PtxFunction {
    frame: u64,
    callees: Vec<String>,
    /// A call through a register: its callee is unknown.
    indirect: bool,
}

/// The `.func`/`.entry` name on a PTX function header line, or `None` for another line or a
/// declaration (`.extern`, or a header ending in `;`).
fn header_name(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let mut rest = t;
    loop {
        rest = rest.trim_start();
        if let Some(r) = rest
            .strip_prefix(".visible")
            .or_else(|| rest.strip_prefix(".weak"))
        {
            rest = r;
        } else {
            break;
        }
    }
    let rest = rest
        .strip_prefix(".entry")
        .or_else(|| rest.strip_prefix(".func"))?
        .trim_start();
    if t.starts_with(".extern") || t.trim_end().ends_with(';') {
        return None;
    }
    // `.func (.param .b64 func_retval0) name(`: skip the return parameter.
    let rest = match rest.strip_prefix('(') {
        Some(r) => r.split_once(')')?.1.trim_start(),
        None => rest,
    };
    let end = rest
        .find(|c: char| c == '(' || c.is_whitespace())
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// The callee of a PTX `call` instruction line: `Some(Ok(name))`, `Some(Err(()))` for a
/// call through a register, `None` for another line.
fn call_target(line: &str) -> Option<std::result::Result<&str, ()>> {
    let mut t = line.trim_start();
    if t.starts_with('@') {
        // A predicated call: `@%p1 call ...`.
        t = t.split_once(char::is_whitespace)?.1.trim_start();
    }
    let rest = t.strip_prefix("call")?;
    let rest = rest.strip_prefix(".uni").unwrap_or(rest);
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let mut rest = rest.trim_start();
    if let Some(r) = rest.strip_prefix('(') {
        // The return value: `(retval0), callee, ...`.
        rest = r
            .split_once(')')?
            .1
            .trim_start()
            .strip_prefix(',')?
            .trim_start();
    }
    let end = rest
        .find(|c: char| c == ',' || c == ';' || c.is_whitespace())
        .unwrap_or(rest.len());
    let callee = &rest[..end];
    if callee.is_empty() {
        return None;
    }
    Some(if callee.starts_with('%') {
        Err(())
    } else {
        Ok(callee)
    })
}

/// The size of a `.local ... __local_depotN[SIZE];` declaration.
fn depot_size(line: &str) -> Option<u64> {
    let t = line.trim_start();
    if !t.starts_with(".local") || !t.contains("__local_depot") {
        return None;
    }
    let open = t.rfind('[')?;
    let close = t.rfind(']')?;
    t.get(open + 1..close)?.trim().parse().ok()
}

fn parse(ptx: &str) -> HashMap<String, PtxFunction> {
    let mut out: HashMap<String, PtxFunction> = HashMap::new();
    let mut current: Option<String> = None;
    for line in ptx.lines() {
        if let Some(name) = header_name(line) {
            out.entry(name.to_string()).or_default();
            current = Some(name.to_string());
            continue;
        }
        let Some(f) = current.as_ref().and_then(|c| out.get_mut(c)) else {
            continue;
        };
        if let Some(n) = depot_size(line) {
            f.frame = f.frame.max(n);
        } else if let Some(c) = call_target(line) {
            match c {
                Ok(callee) => {
                    if !f.callees.iter().any(|x| x == callee) {
                        f.callees.push(callee.to_string());
                    }
                }
                Err(()) => f.indirect = true,
            }
        }
    }
    out
}

/// What the stack of one kernel needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackNeed {
    /// Bytes per thread, rounded up to a KiB and at most [`MAX_AUTO_STACK`].
    pub bytes: u64,
    /// A function on a call-graph cycle (or making an indirect call) that the kernel reaches:
    /// why ptxas cannot bound the stack.
    pub unbounded_at: String,
}

/// Strongly connected components of the defined functions (Tarjan's algorithm, iterative):
/// for each function the index of its component; components come out callees first.
fn components(funcs: &HashMap<String, PtxFunction>, names: &[&str]) -> HashMap<String, usize> {
    let index_of: HashMap<&str, usize> = names.iter().enumerate().map(|(i, &n)| (n, i)).collect();
    let succ: Vec<Vec<usize>> = names
        .iter()
        .map(|n| {
            funcs[*n]
                .callees
                .iter()
                .filter_map(|c| index_of.get(c.as_str()).copied())
                .collect()
        })
        .collect();
    let n = names.len();
    let (mut index, mut low) = (vec![usize::MAX; n], vec![0; n]);
    let mut on_stack = vec![false; n];
    let (mut stack, mut comp) = (Vec::new(), vec![usize::MAX; n]);
    let (mut next, mut ncomp) = (0, 0);
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        // (node, next successor to visit)
        let mut work = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&(v, i)) = work.last() {
            if let Some(&w) = succ[v].get(i) {
                if let Some(top) = work.last_mut() {
                    top.1 += 1;
                }
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(u, _)) = work.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == index[v] {
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp[w] = ncomp;
                    if w == v {
                        break;
                    }
                }
                ncomp += 1;
            }
        }
    }
    names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.to_string(), comp[i]))
        .collect()
}

/// For each kernel of `kernels` whose stack ptxas cannot bound, what it needs; kernels with a
/// bounded stack are absent (the driver sizes theirs).
pub fn unbounded_stacks(ptx: &str, kernels: &[String]) -> HashMap<String, StackNeed> {
    let funcs = parse(ptx);
    let mut names: Vec<&str> = funcs.keys().map(String::as_str).collect();
    names.sort_unstable();
    let comp = components(&funcs, &names);
    let ncomp = comp.values().copied().max().map_or(0, |m| m + 1);
    let mut members: Vec<Vec<&str>> = vec![Vec::new(); ncomp];
    for &n in &names {
        members[comp[n]].push(n);
    }
    // Per component: its cost (a cycle's frames RECURSION_DEPTH times), whether it is
    // unbounded, and its callee components.
    let cyclic: Vec<bool> = members
        .iter()
        .map(|ms| {
            ms.len() > 1
                || ms
                    .iter()
                    .any(|m| funcs[*m].callees.iter().any(|c| c.as_str() == *m))
        })
        .collect();
    // Tarjan numbers components callees first, so one pass in index order sees every callee
    // component before its callers.
    let mut deepest: Vec<u64> = vec![0; ncomp];
    let mut unbounded: Vec<Option<&str>> = vec![None; ncomp];
    for c in 0..ncomp {
        let frames: u64 = members[c]
            .iter()
            .map(|m| funcs[*m].frame + CALL_OVERHEAD)
            .sum();
        let indirect = members[c].iter().find(|m| funcs[**m].indirect).copied();
        let mut own = if cyclic[c] {
            frames.saturating_mul(RECURSION_DEPTH)
        } else {
            frames
        };
        if indirect.is_some() {
            // An unknown callee, perhaps recursive: as much as a cycle of this function.
            own = own.max(frames.saturating_mul(RECURSION_DEPTH));
        }
        unbounded[c] = if cyclic[c] {
            members[c].first().copied()
        } else {
            indirect
        };
        let mut below = 0u64;
        let callee_comps: HashSet<usize> = members[c]
            .iter()
            .flat_map(|m| funcs[*m].callees.iter())
            .filter_map(|x| comp.get(x).copied())
            .filter(|&k| k != c)
            .collect();
        for k in callee_comps {
            below = below.max(deepest[k]);
            if unbounded[c].is_none() {
                unbounded[c] = unbounded[k];
            }
        }
        deepest[c] = own.saturating_add(below);
    }
    let mut out = HashMap::new();
    for k in kernels {
        let Some(&c) = comp.get(k.as_str()) else {
            continue;
        };
        let Some(at) = unbounded[c] else {
            continue;
        };
        let bytes = deepest[c].div_ceil(1024).saturating_mul(1024);
        if bytes <= DEFAULT_STACK {
            continue;
        }
        out.insert(
            k.clone(),
            StackNeed {
                bytes: bytes.min(MAX_AUTO_STACK),
                unbounded_at: at.to_string(),
            },
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of LLVM's PTX for a recursive function called from a kernel.
    const RECURSIVE: &str = "\
.func  (.param .b64 func_retval0) tree_sum(
\t.param .b64 tree_sum_param_0
)
{
\t.local .align 8 .b8 \t__local_depot0[120];
\tcall.uni (retval0), tree_sum, (param0, param1, param2);
\tret;
}
.visible .entry k_dev(
\t.param .u64 k_dev_param_0
)
{
\t.local .align 8 .b8 \t__local_depot1[56];
\tcall.uni (retval0), tree_sum, (param0, param1, param2);
\tret;
}
.visible .entry flat(
)
{
\tret;
}
";

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_headers_calls_and_frames() {
        assert_eq!(
            header_name(".func  (.param .b64 func_retval0) tree_sum("),
            Some("tree_sum")
        );
        assert_eq!(header_name(".visible .entry k("), Some("k"));
        assert_eq!(header_name(".weak .func f()"), Some("f"));
        assert_eq!(header_name(".extern .func (.param .b32 r) vprintf("), None);
        assert_eq!(header_name(".extern .func vprintf(.param .b64 a);"), None);
        assert_eq!(
            call_target("\tcall.uni (retval0), f, (param0);"),
            Some(Ok("f"))
        );
        assert_eq!(call_target("\t@%p1 call.uni g, (param0);"), Some(Ok("g")));
        assert_eq!(
            call_target("\tcall (retval0), %rd4, (param0), prototype_1;"),
            Some(Err(()))
        );
        assert_eq!(call_target("\tcallseq"), None);
        assert_eq!(
            depot_size("\t.local .align 8 .b8 \t__local_depot3[4096];"),
            Some(4096)
        );
    }

    #[test]
    fn self_recursion_through_a_kernel_needs_the_recursion_estimate() {
        let need = unbounded_stacks(RECURSIVE, &names(&["k_dev", "flat"]));
        let expect =
            ((120 + CALL_OVERHEAD) * RECURSION_DEPTH + 56 + CALL_OVERHEAD).div_ceil(1024) * 1024;
        assert_eq!(
            need.get("k_dev"),
            Some(&StackNeed {
                bytes: expect,
                unbounded_at: "tree_sum".into()
            })
        );
        // A kernel without calls: ptxas bounds it.
        assert!(!need.contains_key("flat"));
    }

    #[test]
    fn mutual_recursion_counts_the_whole_cycle() {
        let ptx = "\
.func even(
)
{
\t.local .align 4 .b8 \t__local_depot0[200];
\tcall.uni odd, (param0);
}
.func odd(
)
{
\t.local .align 4 .b8 \t__local_depot1[100];
\tcall.uni even, (param0);
}
.visible .entry k(
)
{
\tcall.uni even, (param0);
}
";
        let need = unbounded_stacks(ptx, &names(&["k"]));
        let k = &need["k"];
        assert_eq!(k.unbounded_at, "even");
        let cycle = (200 + CALL_OVERHEAD + 100 + CALL_OVERHEAD) * RECURSION_DEPTH;
        assert_eq!(k.bytes, (cycle + CALL_OVERHEAD).div_ceil(1024) * 1024);
    }

    #[test]
    fn acyclic_deep_calls_are_left_to_the_driver() {
        let ptx = "\
.func leaf(
)
{
\t.local .align 8 .b8 \t__local_depot0[8000];
}
.func mid(
)
{
\tcall.uni leaf, (param0);
}
.visible .entry k(
)
{
\tcall.uni mid, (param0);
\tcall.uni leaf, (param0);
}
";
        assert!(unbounded_stacks(ptx, &names(&["k"])).is_empty());
    }

    #[test]
    fn indirect_calls_are_unbounded_and_large_estimates_are_capped() {
        let ptx = "\
.func big(
)
{
\t.local .align 8 .b8 \t__local_depot0[4000];
\tcall.uni big, (param0);
}
.visible .entry k(
)
{
\tcall.uni big, (param0);
}
.visible .entry p(
)
{
\t.local .align 8 .b8 \t__local_depot1[64];
\tcall (retval0), %rd2, (param0), prototype_0;
}
";
        let need = unbounded_stacks(ptx, &names(&["k", "p"]));
        assert_eq!(need["k"].bytes, MAX_AUTO_STACK);
        assert_eq!(need["p"].unbounded_at, "p");
        assert_eq!(
            need["p"].bytes,
            ((64 + CALL_OVERHEAD) * RECURSION_DEPTH).div_ceil(1024) * 1024
        );
    }

    #[test]
    fn a_kernel_calling_a_recursive_function_through_others_inherits_it() {
        let ptx = "\
.func r(
)
{
\tcall.uni r, (param0);
}
.func a(
)
{
\t.local .align 8 .b8 \t__local_depot0[16];
\tcall.uni r, (param0);
}
.visible .entry k(
)
{
\tcall.uni a, (param0);
}
";
        let need = unbounded_stacks(ptx, &names(&["k"]));
        assert_eq!(need["k"].unbounded_at, "r");
        let bytes = CALL_OVERHEAD * RECURSION_DEPTH + 16 + 2 * CALL_OVERHEAD;
        assert_eq!(need["k"].bytes, bytes.div_ceil(1024) * 1024);
    }
}
