//! The Markdown report: one table per language, absolute times and ratios against the
//! reference compilers (C: gcc and clang-22; Fortran: gfortran and flang-22), printed and
//! written to `bench/results/host-<date>.md` (`host-fortran-<date>.md` for a Fortran-only run)
//! with the machine and compiler versions.

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{Compiler, Row};
use crate::util::{output, Failure};

/// One table: its compilers' columns (a missing compiler keeps its column, empty), then one
/// ratio column per `(a, b)` pair: column a's time over column b's.
pub struct Table<'a> {
    pub title: &'a str,
    pub compilers: Vec<&'a str>,
    pub ratios: Vec<(usize, usize)>,
    pub rows: Vec<Row>,
}

pub struct Report<'a> {
    /// Every compiler measured, for the version lines.
    pub compilers: Vec<&'a Compiler>,
    /// Why a compiler has no column values, one line each.
    pub missing: Vec<String>,
    pub runs: usize,
    pub tables: Vec<Table<'a>>,
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
        for c in &self.compilers {
            let _ = writeln!(s, "- {}: {}", c.name, c.version);
        }
        for why in &self.missing {
            let _ = writeln!(s, "- {why}");
        }
        let preprocessing = self
            .tables
            .iter()
            .any(|t| t.rows.iter().any(|r| r.name.starts_with("-E")));
        let _ = writeln!(
            s,
            "- method: wall time, median of {} runs{}, compilers alternated run by run in \
             rotating order; kernels built with `-O2` by every compiler, checksums compared \
             before timing; ratio > 1 means the first compiler is slower",
            self.runs,
            if preprocessing {
                " (preprocessing: 15)"
            } else {
                ""
            }
        );
        let _ = writeln!(
            s,
            "- timings on a small machine shared with other work are noisy: compare ratios of \
             one run, not absolute times across runs"
        );
        for t in &self.tables {
            let _ = writeln!(s, "\n## {}\n", t.title);
            s.push_str("| benchmark |");
            for c in &t.compilers {
                let _ = write!(s, " {c} |");
            }
            for &(a, b) in &t.ratios {
                let _ = write!(s, " {} / {} |", t.compilers[a], t.compilers[b]);
            }
            s.push_str("\n|---|");
            s.push_str(&"---:|".repeat(t.compilers.len() + t.ratios.len()));
            s.push('\n');
            for row in &t.rows {
                let _ = write!(s, "| {} |", row.name);
                for k in 0..t.compilers.len() {
                    let _ = write!(s, " {} |", fmt_time(row.times.get(k).copied()));
                }
                for &(a, b) in &t.ratios {
                    let _ = write!(s, " {} |", ratio(row.times.get(a), row.times.get(b)));
                }
                s.push('\n');
            }
        }
        s
    }

    /// Writes the report to `results/<prefix>-<date>.md` and returns the path.
    pub fn write(&self, results: &Path, prefix: &str) -> Result<PathBuf, Failure> {
        std::fs::create_dir_all(results)
            .map_err(|e| Failure(format!("cannot create {}: {e}", results.display())))?;
        let path = results.join(format!("{prefix}-{}.md", today()));
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

fn ratio(ours: Option<&Duration>, theirs: Option<&Duration>) -> String {
    match (ours, theirs) {
        (Some(a), Some(b)) => format!("{:.2}", a.as_secs_f64() / b.as_secs_f64()),
        _ => "–".to_owned(),
    }
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
