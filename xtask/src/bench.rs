//! `cargo xtask bench`: measurements, always as ratios against a reference run in the same
//! session. For now: preprocessing speed against `gcc -E`.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::util::{cargo, workspace_root, Failure};

const REPETITIONS: usize = 15;

pub fn bench(_args: &[String]) -> Result<(), Failure> {
    crate::setup::setup()?;
    cargo(&["build", "--release", "--package", "oxacc-driver"])?;
    let root = workspace_root();
    let oxacc = root.join("target/release/oxacc");
    let input = root.join("bench/preprocess/all_headers.c");
    let ours = median_time(&oxacc, &input)?;
    let gcc = median_time(Path::new("gcc"), &input)?;
    println!("| benchmark | oxacc | gcc | oxacc / gcc |");
    println!("|---|---|---|---|");
    println!(
        "| -E all_headers.c (median of {REPETITIONS}) | {:.2} ms | {:.2} ms | {:.2} |",
        ms(ours),
        ms(gcc),
        ours.as_secs_f64() / gcc.as_secs_f64()
    );
    Ok(())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Median wall time of `compiler -E input` (output discarded); alternating runs would be
/// fairer still, but a median over repetitions is stable enough for a 2-core machine.
fn median_time(compiler: &Path, input: &Path) -> Result<Duration, Failure> {
    let mut times = Vec::with_capacity(REPETITIONS);
    for _ in 0..REPETITIONS {
        let start = Instant::now();
        let status = Command::new(compiler)
            .args(["-E", "-std=gnu17"])
            .arg(input)
            .stdout(Stdio::null())
            .status()
            .map_err(|e| Failure(format!("cannot run {}: {e}", compiler.display())))?;
        if !status.success() {
            return Err(Failure(format!(
                "{} -E {} failed",
                compiler.display(),
                input.display()
            )));
        }
        times.push(start.elapsed());
    }
    times.sort();
    Ok(times[REPETITIONS / 2])
}
