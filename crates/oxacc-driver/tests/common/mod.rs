//! What the driver's PTX tests share: a scratch folder per case, and compiles that keep the
//! PTX oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed).
// Each test file uses part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder under the system's temporary one, removed when dropped.
pub struct Scratch {
    pub dir: PathBuf,
}

impl Scratch {
    /// The folder of case `name` of test file `test` (the process id keeps parallel runs of
    /// the suite apart).
    pub fn new(test: &str, name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("oxacc-{test}-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("ptx")).unwrap();
        Scratch { dir }
    }

    /// Writes `src` as `file` in the folder; its path.
    pub fn write(&self, file: &str, src: &str) -> PathBuf {
        let path = self.dir.join(file);
        std::fs::write(&path, src).unwrap();
        path
    }

    /// Runs oxacc with `args` on `input`, writing `out`, in the folder and keeping the PTX;
    /// asserts that it succeeds and returns what it printed on stderr.
    pub fn oxacc(&self, args: &[&str], input: &Path, out: &Path) -> String {
        let o = Command::new(env!("CARGO_BIN_EXE_oxacc"))
            .args(args)
            .arg(input)
            .arg("-o")
            .arg(out)
            .env("OXACC_SAVE_PTX", self.dir.join("ptx"))
            .current_dir(&self.dir)
            .output()
            .expect("oxacc runs");
        let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
        assert!(o.status.success(), "{}: {stderr}", input.display());
        stderr
    }

    /// Every PTX file kept so far, one after the other.
    pub fn ptx(&self) -> String {
        let mut ptx = String::new();
        for e in std::fs::read_dir(self.dir.join("ptx")).unwrap() {
            ptx += &std::fs::read_to_string(e.unwrap().path()).unwrap();
        }
        ptx
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Compiles `src` as `name.ext` with `args` and `-c` (case `name` of test file `test`);
/// returns the PTX and what oxacc printed on stderr.
pub fn compile_ptx(
    test: &str,
    name: &str,
    ext: &str,
    src: &str,
    args: &[&str],
) -> (String, String) {
    let s = Scratch::new(test, name);
    let file = s.write(&format!("{name}.{ext}"), src);
    let args: Vec<&str> = args.iter().copied().chain(["-c"]).collect();
    let stderr = s.oxacc(&args, &file, &s.dir.join(format!("{name}.o")));
    (s.ptx(), stderr)
}

/// How many lines of `ptx` contain `what`.
pub fn lines_with(ptx: &str, what: &str) -> usize {
    ptx.lines().filter(|l| l.contains(what)).count()
}

/// The loops of `ptx`: for every branch back to a label above it, the instructions from that
/// label to the branch (directives, labels and comments left out), first to last.
pub fn ptx_loops(ptx: &str) -> Vec<Vec<&str>> {
    let lines: Vec<&str> = ptx.lines().collect();
    let mut labels = std::collections::HashMap::new();
    let mut loops = Vec::new();
    for (n, l) in lines.iter().enumerate() {
        if let Some(label) = l.strip_suffix(':').filter(|x| x.starts_with("$L")) {
            labels.insert(label, n);
        }
        let target = l
            .trim()
            .split_once("bra")
            .and_then(|(_, t)| t.split_whitespace().last())
            .map(|t| t.trim_end_matches(';'));
        if let Some(&start) = target.and_then(|t| labels.get(t)) {
            let body = lines[start..=n]
                .iter()
                .map(|x| x.trim())
                .filter(|x| !x.is_empty() && !x.starts_with(['.', '$', '/', '{', '}']))
                .collect();
            loops.push(body);
        }
    }
    loops
}
