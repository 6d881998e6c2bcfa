//! What the driver's tests share: a scratch folder per case, compiles that keep the PTX
//! oxacc embeds (`OXACC_SAVE_PTX`; no GPU needed), and the build of a CMake project with
//! oxacc as its compiler.
// Each test file uses part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs oxacc with `args` in `dir`.
pub fn oxacc_in(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_oxacc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("oxacc runs")
}

/// The folder of case `name` of test file `test` under the system's temporary one (made if
/// missing, kept afterwards; the process id keeps parallel runs of the suite apart).
pub fn scratch_dir(test: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oxacc-{test}-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

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

    /// The LLVM IR of function `function` of `src` (a C file written as `file`) as oxacc
    /// makes it with `-fopenacc -O2 -fno-host-multiversion`: the host version of a region
    /// as it runs on the host back end.
    pub fn host_function_ir(&self, file: &str, src: &str, function: &str) -> String {
        let input = self.write(file, src);
        let ll = self.dir.join(format!("{file}.ll"));
        let args = [
            "-fopenacc",
            "-O2",
            "-fno-host-multiversion",
            "-S",
            "-emit-llvm",
        ];
        self.oxacc(&args, &input, &ll);
        let text = std::fs::read_to_string(&ll).unwrap();
        let start = text
            .find(&format!("@{function}("))
            .unwrap_or_else(|| panic!("no {function}: {text}"));
        let end = text[start..]
            .find("\n}\n")
            .map_or(text.len(), |e| start + e);
        text[start..end].to_string()
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

/// Configures and builds the CMake project `testsuite/<project>` with oxacc as the compiler
/// named by `compiler_var` (`CC`, `FC`), asserts that the configure step printed `configured`
/// (the project's own summary line) and returns what its program `probe` printed. Without
/// `cmake` on the PATH this fails (`cargo xtask setup` installs it), never a silent pass.
pub fn cmake_probe(project: &str, compiler_var: &str, configured: &str) -> String {
    assert!(
        Command::new("cmake").arg("--version").output().is_ok(),
        "cmake is not installed: run `cargo xtask setup` (it installs cmake for this test)"
    );
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite")
        .join(project);
    let build = std::env::temp_dir().join(format!("oxacc-{project}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&build);
    let configure = Command::new("cmake")
        .arg("-S")
        .arg(&src)
        .arg("-B")
        .arg(&build)
        .env(compiler_var, env!("CARGO_BIN_EXE_oxacc"))
        .output()
        .expect("cmake runs");
    let out = String::from_utf8_lossy(&configure.stdout).into_owned();
    let err = String::from_utf8_lossy(&configure.stderr).into_owned();
    assert!(
        configure.status.success(),
        "configure failed:\n{out}\n{err}"
    );
    assert!(out.contains(configured), "{out}");
    let make = Command::new("cmake")
        .arg("--build")
        .arg(&build)
        .output()
        .expect("cmake --build runs");
    assert!(
        make.status.success(),
        "build failed:\n{}{}",
        String::from_utf8_lossy(&make.stdout),
        String::from_utf8_lossy(&make.stderr)
    );
    let run = Command::new(build.join("probe"))
        .output()
        .expect("probe runs");
    let _ = std::fs::remove_dir_all(&build);
    String::from_utf8_lossy(&run.stdout).into_owned()
}

/// The PTX from the label of the block that reads `%ctaid.z` to the first store after it:
/// the on-grid path of a `collapse(3)` loop on a 3-D grid (the flattened walk's body is
/// laid out after it).
pub fn grid_path(ptx: &str) -> Vec<&str> {
    let lines: Vec<&str> = ptx.lines().map(str::trim).collect();
    let at = lines
        .iter()
        .position(|l| l.contains("%ctaid.z"))
        .unwrap_or_else(|| panic!("no %ctaid.z in the PTX:\n{ptx}"));
    let start = lines[..at]
        .iter()
        .rposition(|l| l.starts_with("$L__"))
        .unwrap_or(0);
    let end = lines[at..]
        .iter()
        .position(|l| l.starts_with("st.global"))
        .map_or(lines.len(), |e| at + e + 1);
    lines[start..end].to_vec()
}
