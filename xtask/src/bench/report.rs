//! The Markdown report: absolute times and ratios against gcc and clang-22, printed and written
//! to `bench/results/host-<date>.md` with the machine and compiler versions.

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{Compiler, Row};
use crate::util::{output, Failure};

pub struct Report<'a> {
    pub oxacc: &'a Compiler,
    pub gcc: &'a Compiler,
    pub clang: Option<&'a Compiler>,
    /// Why clang-22 has no column values, when it is missing.
    pub clang_missing: Option<String>,
    pub runs: usize,
    pub rows: Vec<Row>,
}

/// Today's date (UTC) as YYYY-MM-DD, from `date` (xtask has no dependencies).
pub fn today() -> String {
    output("date", &["-u", "+%Y-%m-%d"])
        .map(|s| s.trim().to_owned())
        .unwrap_or_else(|| "unknown-date".to_owned())
}

impl Report<'_> {
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let date = output("date", &["-u", "+%Y-%m-%d %H:%M UTC"]).unwrap_or_default();
        let _ = writeln!(s, "# oxacc host benchmark, {}\n", date.trim());
        let _ = writeln!(s, "- machine: {} cores, {}", nproc(), cpu_model());
        for c in [Some(self.oxacc), Some(self.gcc), self.clang]
            .into_iter()
            .flatten()
        {
            let _ = writeln!(s, "- {}: {}", c.name, c.version);
        }
        if let Some(why) = &self.clang_missing {
            let _ = writeln!(s, "- clang-22: missing ({why}); its column is empty");
        }
        let _ = writeln!(
            s,
            "- method: wall time, median of {} runs (preprocessing: 15), compilers alternated \
             run by run; kernels built with `-O2` by both, checksums compared before timing; \
             ratio > 1 means oxacc is slower\n",
            self.runs
        );
        s.push_str("| benchmark | oxacc | gcc | clang-22 | oxacc / gcc | oxacc / clang-22 |\n");
        s.push_str("|---|---:|---:|---:|---:|---:|\n");
        for row in &self.rows {
            let ours = row.times[0];
            let gcc = row.times.get(1).copied();
            let clang = row.times.get(2).copied();
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} |",
                row.name,
                fmt_time(Some(ours)),
                fmt_time(gcc),
                fmt_time(clang),
                ratio(ours, gcc),
                ratio(ours, clang)
            );
        }
        s
    }

    /// Writes the report to `results/host-<date>.md` and returns the path.
    pub fn write(&self, results: &Path) -> Result<PathBuf, Failure> {
        std::fs::create_dir_all(results)
            .map_err(|e| Failure(format!("cannot create {}: {e}", results.display())))?;
        let path = results.join(format!("host-{}.md", today()));
        std::fs::write(&path, self.markdown())
            .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
        Ok(path)
    }
}

fn fmt_time(d: Option<Duration>) -> String {
    match d {
        None => "–".to_owned(),
        Some(d) if d.as_secs_f64() < 1.0 => format!("{:.1} ms", d.as_secs_f64() * 1e3),
        Some(d) => format!("{:.2} s", d.as_secs_f64()),
    }
}

fn ratio(ours: Duration, theirs: Option<Duration>) -> String {
    theirs.map_or("–".to_owned(), |t| {
        format!("{:.2}", ours.as_secs_f64() / t.as_secs_f64())
    })
}

fn nproc() -> String {
    output("nproc", &[]).map_or("?".to_owned(), |s| s.trim().to_owned())
}

pub fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, m)| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned())
}
