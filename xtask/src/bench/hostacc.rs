//! Host comparison of the OpenACC suite: `bench/acc/*.c` built by oxacc with `-fopenacc` (run on
//! the host back end, every core) against the same sources' `#pragma omp` alternatives built by
//! `gcc -fopenmp`, with the same thread count for both. The `#pragma omp` lines are also built by
//! oxacc itself (`-fopenmp`, libomp): the third column compares oxacc's OpenMP host code with
//! gcc's on the same lines. A variant that does not build is reported as "not available yet"
//! with the compiler's first error; a wrong result fails the bench.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::report::today;
use super::suite::{self, Kind, Measurement, SUITE};
use crate::util::{output, Failure};

const VARIANTS: [&str; 3] = ["oxacc", "gcc", "oxacc-omp"];

/// One variant's first measurement of a kernel and the seconds of every run.
type Timed = Option<(Measurement, Vec<f64>)>;

/// Builds and runs the suite on the host; returns the Markdown report.
pub fn measure(
    root: &Path,
    oxacc: &Path,
    work: &Path,
    runs: usize,
    quick: bool,
) -> Result<String, Failure> {
    let threads = output("nproc", &[]).map_or("1".to_owned(), |s| s.trim().to_owned());
    let dir = work.join("acc");
    std::fs::create_dir_all(&dir)
        .map_err(|e| Failure(format!("cannot create {}: {e}", dir.display())))?;
    let mut table = String::new();
    let mut notes: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    // Transfers on the host back end move nothing (host and "device" share memory).
    for bench in SUITE.iter().filter(|b| b.kind != Kind::Transfer) {
        let source = root.join("bench/acc").join(format!("{}.c", bench.stem));
        let mut binaries: Vec<Result<PathBuf, String>> = Vec::new();
        for variant in VARIANTS {
            let exe = dir.join(format!("{}-{variant}", bench.stem));
            let mut cmd = if variant == "oxacc" {
                let mut c = Command::new(oxacc);
                c.args(["-fopenacc", "-O2"]);
                c
            } else if variant == "oxacc-omp" {
                let mut c = Command::new(oxacc);
                c.args(["-fopenmp", "-O2"]);
                c
            } else {
                let mut c = Command::new("gcc");
                c.args(["-fopenmp", "-O2", "-Wno-unknown-pragmas"]);
                c
            };
            cmd.arg(&source).arg("-o").arg(&exe).arg("-lm");
            let built = match cmd.output() {
                Ok(out) if out.status.success() => Ok(exe),
                Ok(out) => Err(suite::first_error(&String::from_utf8_lossy(&out.stderr))
                    .replace(&format!("{}/", root.display()), "")),
                Err(e) => Err(format!("cannot run the compiler: {e}")),
            };
            if let Err(why) = &built {
                if variant == "gcc" {
                    return Err(Failure(format!("gcc -fopenmp {}: {why}", source.display())));
                }
                eprintln!("  {}: {variant}: not available yet: {why}", bench.stem);
            }
            binaries.push(built);
        }
        let args: Vec<&str> = if quick { bench.quick } else { bench.host }
            .split_whitespace()
            .collect();
        // name -> per variant: (first measurement, seconds of every run)
        let mut found: BTreeMap<String, Vec<Timed>> = BTreeMap::new();
        for run in 0..runs {
            for k in 0..VARIANTS.len() {
                let v = (k + run) % VARIANTS.len();
                let Ok(exe) = &binaries[v] else { continue };
                let out = Command::new(exe)
                    .args(&args)
                    .env("OMP_NUM_THREADS", &threads)
                    .env("RAYON_NUM_THREADS", &threads)
                    .env("ACC_DEVICE_TYPE", "host")
                    .output()
                    .map_err(|e| Failure(format!("cannot run {}: {e}", exe.display())))?;
                let stdout = String::from_utf8_lossy(&out.stdout);
                let results = suite::parse_output(&stdout);
                if !out.status.success() || results.is_empty() || results.iter().any(|m| !m.ok) {
                    return Err(Failure(format!(
                        "WRONG RESULT or failure: {} {} ({}):\n{stdout}{}",
                        exe.display(),
                        args.join(" "),
                        out.status,
                        String::from_utf8_lossy(&out.stderr)
                    )));
                }
                for m in results {
                    let slot = found
                        .entry(m.name.clone())
                        .or_insert_with(|| vec![None; VARIANTS.len()]);
                    match &mut slot[v] {
                        Some((_, times)) => times.push(m.seconds),
                        None => slot[v] = Some((m.clone(), vec![m.seconds])),
                    }
                }
            }
        }
        eprintln!("  {}: {runs} runs each done", bench.stem);
        for (name, per) in &found {
            check_checksums(name, per)?;
            let cell = |v: usize| match (&per[v], &binaries[v]) {
                (Some((m, t)), _) => suite::fmt_timed(m, suite::median(t)),
                (None, Err(_)) => "not available yet¹".to_owned(),
                (None, Ok(_)) => "–".to_owned(),
            };
            let size = per
                .iter()
                .flatten()
                .next()
                .map_or("", |(m, _)| m.size.as_str());
            let ratio = |v: usize| match (&per[v], &per[1]) {
                (Some((_, a)), Some((_, b))) => {
                    format!("{:.2}", suite::median(a) / suite::median(b))
                }
                _ => "–".to_owned(),
            };
            let _ = writeln!(
                table,
                "| {name} | {size} | {} | {} | {} | {} | {} |",
                cell(0),
                cell(1),
                cell(2),
                ratio(0),
                ratio(2)
            );
        }
        for b in [&binaries[0], &binaries[2]] {
            if let Err(why) = b {
                notes.entry(why.clone()).or_default().push(bench.stem);
            }
        }
    }
    let mut s = String::new();
    let date = output("date", &["-u", "+%Y-%m-%d %H:%M UTC"]).unwrap_or_default();
    let _ = writeln!(s, "# oxacc host OpenACC benchmark, {}\n", date.trim());
    let _ = writeln!(
        s,
        "- machine: {threads} cores, {}",
        super::report::cpu_model()
    );
    let oxacc_version = output(&oxacc.to_string_lossy(), &["--version"]).unwrap_or_default();
    let gcc_version = output("gcc", &["--version"]).unwrap_or_default();
    let _ = writeln!(
        s,
        "- oxacc: `{}` with `-fopenacc -O2` (host back end, RAYON_NUM_THREADS={threads}, \
         ACC_DEVICE_TYPE=host)",
        oxacc_version.lines().next().unwrap_or("?")
    );
    let _ = writeln!(
        s,
        "- oxacc -fopenmp: the same compiler with `-fopenmp -O2` on the `#pragma omp` lines \
         (libomp, OMP_NUM_THREADS={threads})"
    );
    let _ = writeln!(
        s,
        "- gcc: `{}` with `-fopenmp -O2` on the same sources' `#pragma omp` lines \
         (OMP_NUM_THREADS={threads})",
        gcc_version.lines().next().unwrap_or("?")
    );
    let _ = writeln!(
        s,
        "- method: each program times its kernel region itself (best of its timed iterations, \
         after a warm-up); the table gives the median over {runs} runs, variants alternated run \
         by run; every run's self-check passed; ratio > 1 means oxacc is slower{}\n",
        if quick {
            "; QUICK sizes (harness validation only)"
        } else {
            ""
        }
    );
    s.push_str(
        "| kernel | size | oxacc -fopenacc | gcc -fopenmp | oxacc -fopenmp | acc / gcc | \
         oxacc omp / gcc |\n",
    );
    s.push_str("|---|---|---:|---:|---:|---:|---:|\n");
    s.push_str(&table);
    if !notes.is_empty() {
        s.push_str("\n¹ oxacc could not build the program (either variant); its first error:\n\n");
        for (why, stems) in notes {
            let _ = writeln!(s, "- {}: {why}", stems.join(", "));
        }
    }
    Ok(s)
}

/// Variants that print a checksum must print the same one.
fn check_checksums(name: &str, per: &[Timed]) -> Result<(), Failure> {
    let sums: Vec<(&str, &str)> = per
        .iter()
        .zip(VARIANTS)
        .filter_map(|(p, v)| {
            p.as_ref()
                .and_then(|(m, _)| m.checksum.as_deref().map(|c| (v, c)))
        })
        .collect();
    if sums.windows(2).any(|w| w[0].1 != w[1].1) {
        return Err(Failure(format!(
            "WRONG RESULT in {name}: checksums differ: {sums:?}"
        )));
    }
    Ok(())
}

/// Writes the report to `results/host-acc-<date>.md`.
pub fn write(results: &Path, markdown: &str) -> Result<PathBuf, Failure> {
    std::fs::create_dir_all(results)
        .map_err(|e| Failure(format!("cannot create {}: {e}", results.display())))?;
    let path = results.join(format!("host-acc-{}.md", today()));
    std::fs::write(&path, markdown)
        .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
    Ok(path)
}
