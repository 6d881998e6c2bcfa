//! Compiling a test program (and its gcc-compiled helpers) and running it under a time limit.

use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use crate::spec::ProgramSpec;

/// How long a compiler may take on one file.
pub const COMPILE_LIMIT: Duration = Duration::from_secs(120);
/// How long a test program may run.
pub const RUN_LIMIT: Duration = Duration::from_secs(20);

/// The gcc that compiles `// link-with:` helpers and produces expectations: `$GCC`, else `gcc`.
pub fn gcc() -> OsString {
    std::env::var_os("GCC").unwrap_or_else(|| "gcc".into())
}

/// What a finished process left.
#[derive(Debug)]
pub struct Finished {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Finished {
    /// The exit code, or a description of the signal that ended the process.
    pub fn exit_code(&self) -> Result<i32, String> {
        use std::os::unix::process::ExitStatusExt;
        match (self.status.code(), self.status.signal()) {
            (Some(code), _) => Ok(code),
            (None, Some(sig)) => Err(format!("killed by signal {sig}")),
            (None, None) => Err(format!("ended without exit code ({})", self.status)),
        }
    }
}

fn describe(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for arg in cmd.get_args() {
        s.push(' ');
        s.push_str(&arg.to_string_lossy());
    }
    s
}

/// Runs `cmd` with stdin closed, capturing its output, killing it after `limit`.
pub fn run_limited(mut cmd: Command, limit: Duration) -> Result<Finished, String> {
    let what = describe(&cmd);
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start `{what}`: {e}"))?;
    let readers = [
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    ]
    .map(|pipe| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut buf);
            }
            buf
        })
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "`{what}` ran longer than {}s and was killed",
                    limit.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for `{what}`: {e}")),
        }
    };
    let [stdout, stderr] = readers.map(|r| r.join().unwrap_or_default());
    Ok(Finished {
        status,
        stdout,
        stderr,
    })
}

/// Runs a compiler command; any failure becomes a message with the command and its stderr.
fn compile_step(cmd: Command) -> Result<(), String> {
    let what = describe(&cmd);
    let done = run_limited(cmd, COMPILE_LIMIT)?;
    if done.status.success() {
        Ok(())
    } else {
        let stderr = String::from_utf8_lossy(&done.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        let shown = lines[lines.len().saturating_sub(40)..].join("\n");
        Err(format!("`{what}` failed ({}):\n{shown}", done.status))
    }
}

/// Compiles `program` with `compiler` and `flags` (e.g. `-O2`) plus the program's own `args`,
/// linking the `link-with` helpers compiled by gcc at `-O2` and the `link-with-acc` helpers
/// compiled like the program. Everything goes into `work`, which
/// is created. Returns the executable.
pub fn compile(
    compiler: &OsString,
    flags: &[&str],
    program: &Path,
    spec: &ProgramSpec,
    work: &Path,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    // The compiles run in `work`: a compiler given as a relative path ($OXACC) is resolved here.
    let compiler = match Path::new(compiler) {
        p if p.components().count() > 1 && p.is_relative() => std::path::absolute(p)
            .map_err(|e| format!("cannot resolve {}: {e}", p.display()))?
            .into_os_string(),
        _ => compiler.clone(),
    };
    let compiler = &compiler;
    let dir = program.parent().unwrap_or(Path::new("."));
    let mut objects = Vec::new();
    for (i, helper) in spec.link_with.iter().enumerate() {
        let source = dir.join(helper);
        let object = work.join(format!("helper{i}.o"));
        let mut cmd = Command::new(gcc());
        cmd.args(["-O2", "-c"]).arg(&source).arg("-o").arg(&object);
        compile_step(cmd)?;
        objects.push(object);
    }
    for (i, helper) in spec.link_with_acc.iter().enumerate() {
        let source = dir.join(helper);
        let object = work.join(format!("acc_helper{i}.o"));
        let mut cmd = Command::new(compiler);
        cmd.current_dir(work)
            .args(flags)
            .args(&spec.args)
            .arg("-c")
            .arg(&source)
            .arg("-o")
            .arg(&object);
        compile_step(cmd)?;
        objects.push(object);
    }
    let exe = work.join("prog");
    let _ = std::fs::remove_file(&exe);
    let mut cmd = Command::new(compiler);
    // In `work`: the module files a Fortran program writes (`name.mod`, into the working
    // directory as gfortran's) stay with its build, not shared by programs built in parallel.
    cmd.current_dir(work)
        .args(flags)
        .args(&spec.args)
        .arg("-o")
        .arg(&exe)
        .arg(program)
        .args(&objects)
        .arg("-lm");
    compile_step(cmd)?;
    Ok(exe)
}

/// Runs a compiled program in `work` under [`RUN_LIMIT`].
pub fn run(exe: &Path, work: &Path) -> Result<Finished, String> {
    run_with_env(exe, work, &[])
}

/// Runs a compiled program in `work` under [`RUN_LIMIT`] with extra environment variables (the
/// OpenACC runtime configurations: `ACC_DEVICE_TYPE`, `OXACC_HOST_MEMORY`).
pub fn run_with_env(exe: &Path, work: &Path, env: &[(&str, &str)]) -> Result<Finished, String> {
    let mut cmd = Command::new(exe);
    // Only sanitizer builds read this; a leak is no undefined behavior.
    cmd.current_dir(work).env("ASAN_OPTIONS", "detect_leaks=0");
    cmd.envs(env.iter().copied());
    run_limited(cmd, RUN_LIMIT)
}
