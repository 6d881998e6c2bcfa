//! Device linking across translation units (docs/gpu.md "Device code across files").
//!
//! Each object file carries the PTX of its own translation unit. A function declared with
//! `#pragma acc routine` but defined in another file stays an `.extern .func` in the PTX of
//! its callers, a `declare`d global defined elsewhere an `.extern .global`; the file that
//! defines them exports them as `.visible`. At load time the runtime puts every image that
//! refers to such a symbol into one link group with the images that define it, and the CUDA
//! driver's JIT linker (`cuLink*`) turns the group into one module. Images outside any group
//! load on their own, as before.
//!
//! A variable several images define with `.common` (or `.weak`) linkage — a Fortran common
//! block in `declare target(/blk/)` or `declare create(/blk/)` in two files, a named
//! `critical`'s lock — is one variable of the program, as the host linker makes it: every
//! image defining it joins one link group, where the JIT linker merges the definitions
//! (PTX ISA "Linking Directives": `.common` takes the largest). Loaded alone, each image had
//! a copy of its own, and device code of one file did not see what another's wrote.
//!
//! Linking at load time rather than at link time lets programs link with any linker (`cc`,
//! `ld`, static archives whose members are picked by the linker): only the images of the
//! objects actually linked register themselves.

use std::collections::{HashMap, HashSet};

/// PTX system calls the driver resolves itself in every module.
const DRIVER_PROVIDED: [&str; 4] = ["vprintf", "malloc", "free", "__assertfail"];

/// The symbols a PTX module refers to without defining them (`.extern`), those it makes
/// visible to other modules (`.visible .func`/`.global`, not kernels), and the variables it
/// defines for merging with other modules' definitions (`.common`, `.weak`).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PtxSymbols {
    pub externs: Vec<String>,
    pub exports: Vec<String>,
    pub merged: Vec<String>,
}

/// Scans PTX text as LLVM's NVPTX back end writes it: declarations start a line with
/// `.extern` or `.visible`, a function's return parameter list comes before its name.
pub fn ptx_symbols(ptx: &[u8]) -> PtxSymbols {
    let text = String::from_utf8_lossy(ptx);
    let mut out = PtxSymbols::default();
    for line in text.lines() {
        let line = line.trim_start();
        #[derive(PartialEq)]
        enum Kind {
            Extern,
            Export,
            Merged,
        }
        let (kind, rest) = if let Some(r) = line.strip_prefix(".extern ") {
            (Kind::Extern, r)
        } else if let Some(r) = line.strip_prefix(".visible ") {
            (Kind::Export, r)
        } else if let Some(r) = line
            .strip_prefix(".common ")
            .or_else(|| line.strip_prefix(".weak "))
        {
            (Kind::Merged, r)
        } else {
            continue;
        };
        let rest = rest.trim_start();
        // Merged definitions are variables: a function the compiler left weak (none does
        // now) joins no group on its own, each image keeping its copy as before.
        let name = if let Some(f) = rest.strip_prefix(".func") {
            function_name(f).filter(|_| kind != Kind::Merged)
        } else if rest.starts_with(".global") || rest.starts_with(".const") {
            variable_name(rest)
        } else {
            None
        };
        let list = match kind {
            Kind::Extern => &mut out.externs,
            Kind::Export => &mut out.exports,
            Kind::Merged => &mut out.merged,
        };
        if let Some(n) = name {
            if !DRIVER_PROVIDED.contains(&n.as_str()) && !list.contains(&n) {
                list.push(n);
            }
        }
    }
    out
}

/// `  (.param .b64 func_retval0) name(` or `  name(`.
fn function_name(s: &str) -> Option<String> {
    let mut s = s.trim_start();
    if s.starts_with('(') {
        s = &s[s.find(')')? + 1..];
    }
    ident(s.trim_start())
}

/// `.global .align 4 .b8 name[16];`: the first token that is not a directive.
fn variable_name(s: &str) -> Option<String> {
    s.split_whitespace()
        .find(|t| !t.starts_with('.') && !t.chars().all(|c| c.is_ascii_digit()))
        .and_then(ident)
}

fn ident(s: &str) -> Option<String> {
    let n: String = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '$')
        .collect();
    (!n.is_empty()).then_some(n)
}

/// Groups of images to link into one module (indices into `images`, each group in the given
/// order): every image that refers to an external symbol, together with the images that
/// define what it refers to, and every image that defines a merged (`.common`/`.weak`)
/// variable another image defines too, with those images; transitively. Images needing
/// nothing are in no group.
pub fn link_groups(images: &[PtxSymbols]) -> Vec<Vec<usize>> {
    let mut definer: HashMap<&str, usize> = HashMap::new();
    for (i, s) in images.iter().enumerate() {
        for e in &s.exports {
            definer.entry(e.as_str()).or_insert(i);
        }
    }
    // A merged definition satisfies a reference too, where no image exports the name.
    let mut merger: HashMap<&str, usize> = HashMap::new();
    for (i, s) in images.iter().enumerate() {
        for e in &s.merged {
            merger.entry(e.as_str()).or_insert(i);
            definer.entry(e.as_str()).or_insert(i);
        }
    }
    // Union-find over the images: a reference joins the referring and the defining image.
    let mut parent: Vec<usize> = (0..images.len()).collect();
    fn root(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    for (i, s) in images.iter().enumerate() {
        for e in &s.externs {
            if let Some(&d) = definer.get(e.as_str()) {
                let (a, b) = (root(&mut parent, i), root(&mut parent, d));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    let mut shares = vec![false; images.len()];
    for (i, s) in images.iter().enumerate() {
        for e in &s.merged {
            let first = merger[e.as_str()];
            if first != i {
                shares[i] = true;
                shares[first] = true;
                let (a, b) = (root(&mut parent, i), root(&mut parent, first));
                parent[a.max(b)] = a.min(b);
            }
        }
    }
    let needs: HashSet<usize> = (0..images.len())
        .filter(|&i| !images[i].externs.is_empty() || shares[i])
        .map(|i| root(&mut parent, i))
        .collect();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut index: HashMap<usize, usize> = HashMap::new();
    for i in 0..images.len() {
        let r = root(&mut parent, i);
        if needs.contains(&r) {
            let g = *index.entry(r).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[g].push(i);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    const CALLER: &str = "\
.version 7.8
.target sm_90
.address_size 64
.extern .func  (.param .b64 func_retval0) sq
(
\t.param .b64 sq_param_0
)
;
.extern .func  (.param .b32 func_retval0) vprintf
(
\t.param .b64 vprintf_param_0,
\t.param .b64 vprintf_param_1
)
;
.extern .global .align 4 .b8 table[400];
.visible .global .align 8 .b8 local_data[16];
.visible .entry main_acc_0__dev(
\t.param .u64 main_acc_0__dev_param_0
)
{
}
";
    const DEFINER: &str = "\
.visible .func  (.param .b64 func_retval0) sq(
\t.param .b64 sq_param_0
)
{
}
.visible .func twice(
\t.param .b64 twice_param_0
)
{
}
.visible .global .align 4 .b8 table[400];
";

    #[test]
    fn scans_externs_and_exports_of_llvm_ptx() {
        let s = ptx_symbols(CALLER.as_bytes());
        assert_eq!(s.externs, ["sq", "table"]);
        assert_eq!(s.exports, ["local_data"]);
        let d = ptx_symbols(DEFINER.as_bytes());
        assert!(d.externs.is_empty());
        assert_eq!(d.exports, ["sq", "twice", "table"]);
    }

    /// The caller joins the file that defines its externals; self-contained images stay
    /// alone, and an unresolved reference still forms a group (the JIT linker names it).
    #[test]
    fn groups_join_references_with_definitions() {
        let alone = PtxSymbols::default();
        let caller = ptx_symbols(CALLER.as_bytes());
        let definer = ptx_symbols(DEFINER.as_bytes());
        assert!(link_groups(&[alone.clone(), definer.clone()]).is_empty());
        assert_eq!(
            link_groups(&[alone.clone(), definer.clone(), caller.clone()]),
            [vec![1, 2]]
        );
        assert_eq!(link_groups(&[caller, alone]), [vec![0]]);
    }

    /// Two files' device code holding one Fortran common block (`.common`, as LLVM's NVPTX
    /// back end writes common linkage) link into one module, so that the block is one device
    /// variable; an image whose block no other image holds still loads alone.
    #[test]
    fn images_defining_one_common_block_link_together() {
        let main = ".common .global .align 16 .b8 series_[56];\n\
                    .visible .entry main_omp_0__dev()\n{\n}\n";
        let other = ".common .global .align 16 .b8 series_[56];\n\
                     .common .global .align 16 .b8 shifts_[16];\n\
                     .visible .func  (.param .b64 func_retval0) series_at_(\n\
                     \t.param .b64 series_at__param_0\n)\n{\n}\n";
        let lone = ".common .global .align 16 .b8 shifts_[16];\n";
        let s = ptx_symbols(main.as_bytes());
        assert_eq!(s.merged, ["series_"]);
        assert!(s.externs.is_empty() && s.exports.is_empty());
        let o = ptx_symbols(other.as_bytes());
        assert_eq!(o.merged, ["series_", "shifts_"]);
        assert_eq!(o.exports, ["series_at_"]);
        let alone = PtxSymbols::default();
        assert_eq!(
            link_groups(&[alone.clone(), s.clone(), o.clone()]),
            [vec![1, 2]]
        );
        assert!(link_groups(&[alone.clone(), s.clone()]).is_empty());
        // Transitively: `lone` shares `shifts_` with `other`, which shares `series_` with `main`.
        let l = ptx_symbols(lone.as_bytes());
        assert_eq!(link_groups(&[s, alone, l, o]), [vec![0, 2, 3]]);
        // Only variables merge: a weak function is no reason to link.
        assert!(ptx_symbols(b".weak .func helper(\n)\n{\n}\n")
            .merged
            .is_empty());
    }
}
