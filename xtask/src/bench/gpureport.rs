//! `--report results.json`: the JSON that `run.sh` wrote on the GPU machine becomes
//! `bench/results/gpu-<date>-<device>.md` (median times, ratio to CUDA, GB/s or GFLOP/s, fraction
//! of the device's peak), a PNG bar chart beside it, and a copy of the JSON. A variant's number
//! is reported only when every run of it passed its own check (and agreed on the checksum).

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use plotters::prelude::*;
use serde_json::Value;

use super::suite::{self, Kind, Measurement, SUITE};
use crate::util::Failure;

const VARIANTS: [(&str, &str); 6] = [
    ("cuda", "CUDA (nvcc)"),
    ("gcc-offload", "gcc -fopenacc"),
    ("oxacc", "oxacc"),
    ("oxacc-fortran", "oxacc Fortran"),
    ("oxacc-omp", "oxacc OpenMP target"),
    ("gcc-omp", "gcc OpenMP target"),
];

/// What one variant gave for one measurement.
enum Cell {
    Measured { m: Measurement, times: Vec<f64> },
    Failed(String),
    Unavailable(String),
    Missing,
}

struct Row {
    /// The program that printed it (`bench/acc/<stem>.c`).
    stem: String,
    name: String,
    size: String,
    cells: Vec<Cell>,
}

fn text(v: &Value, key: &str) -> String {
    match &v[key] {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

fn number(v: &Value, key: &str) -> Option<f64> {
    v[key].as_f64().filter(|x| *x > 0.0)
}

/// Reads the runs: per benchmark stem and variant, the measurements of each repetition.
fn collect(json: &Value) -> Vec<Row> {
    let runs = json["runs"].as_array().cloned().unwrap_or_default();
    let mut rows = Vec::new();
    let mut stems: Vec<String> = SUITE.iter().map(|b| b.stem.to_owned()).collect();
    for r in &runs {
        let s = text(r, "bench");
        if !stems.contains(&s) {
            stems.push(s);
        }
    }
    for stem in stems {
        let of_stem: Vec<&Value> = runs.iter().filter(|r| text(r, "bench") == stem).collect();
        if of_stem.is_empty() {
            continue;
        }
        // The measurements (name and size: `transfer` prints one name per size), in the
        // order the programs print them.
        let mut keys: Vec<(String, String)> = Vec::new();
        for r in &of_stem {
            for m in r["results"].as_array().into_iter().flatten() {
                let k = (text(m, "name"), text(m, "n"));
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
        }
        if keys.is_empty() {
            keys.push((stem.clone(), String::new()));
        }
        for (name, n) in keys {
            let mut size = String::new();
            let mut cells = Vec::new();
            for (variant, _) in VARIANTS {
                let mine: Vec<&&Value> = of_stem
                    .iter()
                    .filter(|r| text(r, "variant") == variant)
                    .collect();
                cells.push(cell(&mine, &name, &n, &mut size));
            }
            cross_check(&mut cells);
            rows.push(Row {
                stem: stem.clone(),
                name,
                size,
                cells,
            });
        }
    }
    rows
}

fn cell(runs: &[&&Value], name: &str, n: &str, size: &mut String) -> Cell {
    if runs.is_empty() {
        return Cell::Missing;
    }
    let mut first: Option<Measurement> = None;
    let mut times = Vec::new();
    // A measurement that no run of the variant printed is one its program does not make (the
    // CUDA-only `nbody_rsqrtf`, the OpenMP `transfer` without the first-copy phases): not a
    // failure. One that some runs printed and others did not is.
    let printed = |r: &Value| {
        r["results"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|m| text(m, "name") == name && text(m, "n") == n)
    };
    if runs
        .iter()
        .all(|r| text(r, "status") == "ok" && !printed(r))
    {
        return Cell::Unavailable("its program does not measure it".to_owned());
    }
    for r in runs {
        match text(r, "status").as_str() {
            "unavailable" => return Cell::Unavailable(text(r, "reason")),
            "ok" => {}
            _ => {
                return Cell::Failed(format!(
                    "exit {}: {}",
                    text(r, "exit"),
                    text(r, "stderr").trim()
                ))
            }
        }
        let m = r["results"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|m| text(m, "name") == name && text(m, "n") == n)
            .find_map(|m| Measurement::from_fields(|k| Some(text(m, k)).filter(|s| !s.is_empty())));
        let Some(m) = m else {
            return Cell::Failed(format!("repetition {} printed no result", text(r, "rep")));
        };
        if !m.ok {
            return Cell::Failed(format!("check failed: {}", text(r, "stderr").trim()));
        }
        if let Some(f) = &first {
            if f.checksum != m.checksum {
                return Cell::Failed("checksum changed between repetitions".to_owned());
            }
        }
        times.push(m.seconds);
        if size.is_empty() {
            size.clone_from(&m.size);
        }
        first.get_or_insert(m);
    }
    match first {
        Some(m) => Cell::Measured { m, times },
        None => Cell::Missing,
    }
}

/// Variants that print a checksum must agree with CUDA's (or, without CUDA, with each other).
fn cross_check(cells: &mut [Cell]) {
    let sums: Vec<Option<String>> = cells
        .iter()
        .map(|c| match c {
            Cell::Measured { m, .. } => m.checksum.clone(),
            _ => None,
        })
        .collect();
    let Some(reference) = sums.iter().flatten().next().cloned() else {
        return;
    };
    for (c, s) in cells.iter_mut().zip(&sums) {
        if let Some(s) = s {
            if *s != reference {
                *c = Cell::Failed(format!("checksum {s} differs from {reference}"));
            }
        }
    }
}

fn median_of(c: &Cell) -> Option<f64> {
    match c {
        Cell::Measured { times, .. } => Some(suite::median(times)),
        _ => None,
    }
}

/// A short name for file names: "NVIDIA H100 80GB HBM3" -> "h100-80gb-hbm3".
fn device_slug(name: &str) -> String {
    let lower = name.to_lowercase().replace("nvidia", "");
    let mut slug = String::new();
    for c in lower.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_matches('-').to_owned();
    if slug.is_empty() {
        "unknown-device".to_owned()
    } else {
        slug
    }
}

pub fn report(root: &Path, json_path: &Path) -> Result<(), Failure> {
    let raw = std::fs::read_to_string(json_path)
        .map_err(|e| Failure(format!("cannot read {}: {e}", json_path.display())))?;
    let json: Value = serde_json::from_str(&raw)
        .map_err(|e| Failure(format!("{} is not valid JSON: {e}", json_path.display())))?;
    let device = &json["device"];
    let device_name = {
        let n = text(device, "name");
        if n.is_empty() {
            text(&json, "nvidia_smi")
                .split(',')
                .next()
                .unwrap_or("")
                .to_owned()
        } else {
            n
        }
    };
    let date: String = text(&json, "date").chars().take(10).collect();
    let stem = format!("gpu-{date}-{}", device_slug(&device_name));
    let results = root.join("bench/results");
    std::fs::create_dir_all(&results)
        .map_err(|e| Failure(format!("cannot create {}: {e}", results.display())))?;
    let rows = collect(&json);
    let png = results.join(format!("{stem}.png"));
    let main: Vec<&Row> = rows.iter().filter(|r| is_main(r)).collect();
    let chart_note = match chart(&png, &main, &device_name) {
        Ok(true) => String::new(),
        Ok(false) => " (drawn without text: no TTF font found; set BENCH_FONT)".to_owned(),
        Err(e) => return Err(Failure(format!("cannot draw {}: {e}", png.display()))),
    };
    let md = markdown(&json, &rows, &device_name, &stem, &chart_note);
    let md_path = results.join(format!("{stem}.md"));
    std::fs::write(&md_path, &md)
        .map_err(|e| Failure(format!("cannot write {}: {e}", md_path.display())))?;
    let json_copy = results.join(format!("{stem}.json"));
    if json_path.canonicalize().ok() != json_copy.canonicalize().ok() {
        std::fs::write(&json_copy, &raw)
            .map_err(|e| Failure(format!("cannot write {}: {e}", json_copy.display())))?;
    }
    print!("{md}");
    println!(
        "\nwritten: {}, {}, {}",
        md_path.display(),
        png.display(),
        json_copy.display()
    );
    Ok(())
}

fn markdown(json: &Value, rows: &[Row], device_name: &str, stem: &str, chart_note: &str) -> String {
    let d = &json["device"];
    let peak_bw = number(d, "peak_bandwidth_gbs");
    let peak = |bound: &str| match bound {
        "mem" => peak_bw,
        "fp64" => number(d, "peak_fp64_gflops"),
        "fp32" => number(d, "peak_fp32_gflops"),
        _ => None,
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# GPU benchmark: OpenACC compilers against hand-written CUDA — {device_name}, {}\n",
        text(json, "date")
    );
    let _ = writeln!(
        s,
        "- device: {device_name}, compute capability {}, {} multiprocessors at up to {} MHz, \
         {:.0} GiB; `nvidia-smi`: {}",
        text(d, "compute_capability"),
        text(d, "multiprocessors"),
        text(d, "clock_mhz"),
        number(d, "memory_bytes").unwrap_or(0.0) / (1u64 << 30) as f64,
        text(json, "nvidia_smi")
    );
    let _ = writeln!(
        s,
        "- peaks (the \"% peak\" figures): memory {} GB/s (memory clock × bus width; a 1 GiB \
         device-to-device copy measured {} GB/s, bytes read + written), fp64 {} GFLOP/s, fp32 {} \
         GFLOP/s (FMA lanes × multiprocessors × clock, no tensor cores)",
        text(d, "peak_bandwidth_gbs"),
        text(d, "measured_copy_gbs"),
        text(d, "peak_fp64_gflops"),
        text(d, "peak_fp32_gflops")
    );
    let _ = writeln!(
        s,
        "- CUDA: hand-written (`bench/cuda`), `nvcc -O3 -arch={}` ({}); CUDA driver API {}, \
         runtime {}",
        text(json, "arch"),
        text(json, "nvcc"),
        text(d, "cuda_driver_version"),
        text(d, "cuda_runtime_version")
    );
    let _ = writeln!(
        s,
        "- gcc -fopenacc: `{}`, `-O2 -fopenacc -foffload=nvptx-none`, the same `bench/acc` \
         sources as oxacc; its own libgomp and nvptx plugin",
        text(json, "gcc")
    );
    let _ = writeln!(s, "- oxacc: `{}`", text(json, "oxacc"));
    let _ = writeln!(
        s,
        "- method: each program times its kernel region itself (host clock around a synchronised \
         region, warm-up first, best of up to 20 iterations or 2 s); the table gives the median \
         of that over {} runs, variants alternated run by run; sizes: {}. Every number shown \
         passed its program's own check in every run (and checksums agree across variants); \
         ratio = variant time / CUDA time (above 1: slower than CUDA)\n",
        text(json, "repetitions"),
        text(json, "sizes")
    );
    let mut notes = Notes::new();
    let main: Vec<&Row> = rows.iter().filter(|r| is_main(r)).collect();
    if !main.is_empty() {
        s.push_str(&ratio_table("kernel", &main, &peak, &mut notes));
        s.push_str(&geometric_means(&main));
    }
    let apps: Vec<&str> = SUITE
        .iter()
        .filter(|b| b.kind == Kind::App)
        .map(|b| b.stem)
        .collect();
    if main.iter().any(|r| apps.contains(&r.stem.as_str())) {
        let _ = writeln!(
            s,
            "\nThe application-shaped programs ({}) time one whole solve or time step per \
             iteration: every kernel, reduction, scalar and plane transfer of it (bench/README.md).",
            apps.join(", ")
        );
    }
    s.push_str(&of_copy_bandwidth(json, rows));
    s.push_str(&transfer_tables(rows, &mut notes));
    let launches: Vec<&Row> = rows
        .iter()
        .filter(|r| suite::kind_of(&r.stem) == Kind::Launch)
        .collect();
    if !launches.is_empty() {
        s.push_str(
            "\n## Launch and data-region overhead\n\nTime per launch of a `parallel loop` of m \
             iterations, L launches in a row inside a data region (size m x L); CUDA launches the \
             same kernels with `cuLaunchKernel` on one stream (bench/README.md):\n\n",
        );
        s.push_str(&ratio_table(
            "launch",
            &launches,
            &|_: &str| None,
            &mut notes,
        ));
    }
    let oxacc_pending = rows
        .iter()
        .all(|r| matches!(r.cells[2], Cell::Unavailable(_) | Cell::Missing));
    if oxacc_pending {
        s.push_str(
            "\nThe oxacc columns are pending: oxacc does not compile OpenACC for the GPU yet \
             (GPU code generation is still to come); the harness builds and runs them as soon as \
             it does.\n",
        );
    }
    for (what, list) in &notes {
        let _ = writeln!(s, "\n{what}:\n");
        // One line per distinct reason, naming the kernels it hit (transfer's names once,
        // though each has a row per size).
        let mut by_reason: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for item in list {
            let (name, why) = item.split_once(": ").unwrap_or((item, ""));
            let names = by_reason.entry(why.to_owned()).or_default();
            if !names.iter().any(|n| n == name) {
                names.push(name.to_owned());
            }
        }
        for (why, names) in by_reason {
            let _ = writeln!(s, "- {}: {why}", names.join(", "));
        }
    }
    let _ = writeln!(
        s,
        "\n![speed relative to CUDA]({stem}.png){chart_note}\n\nRaw data: `{stem}.json`."
    );
    s
}

/// Failure and unavailability reasons by heading ("oxacc failed"), each "name: why".
type Notes = BTreeMap<String, Vec<String>>;

/// Rows of the main table and chart: kernels and application-shaped programs.
fn is_main(row: &Row) -> bool {
    matches!(suite::kind_of(&row.stem), Kind::Kernel | Kind::App)
}

/// The text of a cell that has no number ("FAILED", "n/a", "–"), recording why in `notes`.
fn no_number(c: &Cell, k: usize, name: &str, notes: &mut Notes) -> Option<String> {
    let label = VARIANTS[k].1;
    match c {
        Cell::Measured { .. } => None,
        Cell::Failed(why) => {
            notes
                .entry(format!("{label} failed"))
                .or_default()
                .push(format!("{name}: {why}"));
            Some("FAILED".to_owned())
        }
        Cell::Unavailable(why) => {
            notes
                .entry(format!("{label} not available"))
                .or_default()
                .push(format!("{name}: {why}"));
            Some("n/a".to_owned())
        }
        Cell::Missing => Some("–".to_owned()),
    }
}

/// Median time per variant (with the rate and fraction of peak where the bound has one) and
/// each variant's time over CUDA's.
fn ratio_table(
    what: &str,
    rows: &[&Row],
    peak: &dyn Fn(&str) -> Option<f64>,
    notes: &mut Notes,
) -> String {
    // A time column per variant, then each variant's ratio to CUDA (the first).
    let mut s = format!("| {what} | size |");
    for (_, label) in VARIANTS {
        let _ = write!(s, " {label} |");
    }
    for (_, label) in &VARIANTS[1..] {
        let _ = write!(s, " {label} / CUDA |");
    }
    s.push_str("\n|---|---|");
    s.push_str(&"---:|".repeat(2 * VARIANTS.len() - 1));
    s.push('\n');
    for row in rows {
        let cuda = median_of(&row.cells[0]);
        let _ = write!(s, "| {} | {} |", row.name, row.size);
        for (k, c) in row.cells.iter().enumerate() {
            let cell = match (c, no_number(c, k, &row.name, notes)) {
                (_, Some(text)) => text,
                (Cell::Measured { m, times }, None) if m.bound != "time" => {
                    let t = suite::median(times);
                    let (rate, unit) = m.rate(t);
                    let pct = peak(&m.bound)
                        .map(|p| format!(", {:.0}%", 100.0 * rate / p))
                        .unwrap_or_default();
                    format!(
                        "{} · {}{pct}",
                        suite::fmt_seconds(t),
                        suite::fmt_rate(rate, unit)
                    )
                }
                (Cell::Measured { times, .. }, None) => suite::fmt_seconds(suite::median(times)),
                _ => "–".to_owned(),
            };
            let _ = write!(s, " {cell} |");
        }
        for c in &row.cells[1..] {
            let r = match (median_of(c), cuda) {
                (Some(t), Some(base)) => format!("{:.2}", t / base),
                _ => "–".to_owned(),
            };
            let _ = write!(s, " {r} |");
        }
        s.push('\n');
    }
    s
}

/// Each variant's speed relative to CUDA (CUDA time / variant time), as the geometric mean
/// over the rows both measured (issue 22's yardstick: 0.97 or more).
fn geometric_means(rows: &[&Row]) -> String {
    let mut s = String::from("\nGeometric mean of speed relative to CUDA (CUDA time / variant time, over the rows the variant measured):");
    for (k, (_, label)) in VARIANTS.iter().enumerate().skip(1) {
        let logs: Vec<f64> = rows
            .iter()
            .filter_map(|r| Some((median_of(&r.cells[0])? / median_of(&r.cells[k])?).ln()))
            .collect();
        if logs.is_empty() {
            continue;
        }
        let mean = (logs.iter().sum::<f64>() / logs.len() as f64).exp();
        let _ = write!(s, " {label} {mean:.2}× ({} rows);", logs.len());
    }
    s.pop();
    s.push_str(".\n");
    s
}

/// A measurement of `transfer`'s sweep over sizes (`<direction>_<memory>`), not of its first
/// transfer.
fn is_sweep(name: &str) -> bool {
    name.ends_with("_pageable") || name.ends_with("_pinned")
}

/// The directions of `transfer`, in its order, and how the CUDA version does each.
const DIRECTIONS: [(&str, &str); 4] = [
    ("copyin", "`enter data copyin`"),
    ("update_device", "`update device`"),
    ("update_self", "`update self`"),
    ("copyout", "`exit data copyout`"),
];

/// `transfer`'s numbers: GB/s per size for each direction, kind of host memory and variant,
/// and the first-transfer breakdown. Empty without transfer rows.
fn transfer_tables(rows: &[Row], notes: &mut Notes) -> String {
    let of_transfer: Vec<&Row> = rows
        .iter()
        .filter(|r| suite::kind_of(&r.stem) == Kind::Transfer)
        .collect();
    if of_transfer.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "\n## Data movement\n\nGB/s of each directive per transfer size (best of its samples, \
         median over the runs), from pageable (malloc) and pinned host memory; CUDA: \
         `cudaMemcpy` from the same kind of memory (`cudaMallocHost` for pinned; the acc \
         programs get theirs from the CUDA driver's `cuMemHostAlloc`, bench/README.md). The \
         last column is the variant's GB/s over CUDA's at the largest size.\n\n",
    );
    let mut sizes: Vec<String> = Vec::new();
    for r in &of_transfer {
        if is_sweep(&r.name) && !sizes.contains(&r.size) {
            sizes.push(r.size.clone());
        }
    }
    sizes.sort_by_key(|b| b.parse::<u64>().unwrap_or(0));
    s.push_str("| directive | host memory | variant |");
    for b in &sizes {
        let _ = write!(s, " {} |", suite::fmt_bytes(b));
    }
    s.push_str(" of CUDA (largest) |\n|---|---|---|");
    s.push_str(&"---:|".repeat(sizes.len() + 1));
    s.push('\n');
    let rate = |c: &Cell| rate_of(c);
    for memory in ["pageable", "pinned"] {
        for (op, directive) in DIRECTIONS {
            let name = format!("{op}_{memory}");
            let by_size: Vec<Option<&&Row>> = sizes
                .iter()
                .map(|b| of_transfer.iter().find(|r| r.name == name && &r.size == b))
                .collect();
            if by_size.iter().all(Option::is_none) {
                continue;
            }
            for (k, (_, label)) in VARIANTS.iter().enumerate() {
                let _ = write!(s, "| {directive} | {memory} | {label} |");
                for row in &by_size {
                    let cell = match row {
                        None => "–".to_owned(),
                        Some(r) => match no_number(&r.cells[k], k, &r.name, notes) {
                            Some(text) => text,
                            None => {
                                rate(&r.cells[k]).map_or("–".to_owned(), |g| format!("{g:.1}"))
                            }
                        },
                    };
                    let _ = write!(s, " {cell} |");
                }
                let last = by_size.last().copied().flatten();
                let ratio = last
                    .and_then(|r| Some(rate(&r.cells[k])? / rate(&r.cells[0])?))
                    .map_or("–".to_owned(), |x| format!("{x:.2}"));
                let _ = writeln!(s, " {ratio} |");
            }
        }
    }
    let first: Vec<&Row> = of_transfer
        .iter()
        .copied()
        .filter(|r| !is_sweep(&r.name))
        .collect();
    if !first.is_empty() {
        s.push_str(
            "\nThe first transfer of a process (16 MiB, pageable; one sample per run, median \
             over the runs), timed in two fresh processes of the program: in the first, \
             `first_process_start` is the time from just before its spawn to its main (exec, \
             loading, constructors), `first_init` runtime start-up alone (acc_init; CUDA: \
             `cudaFree(0)`) and `first_copyin_after_init` the copyin after it; in the second, \
             `first_copyin_cold` is the first copyin with nothing started (all of it), \
             `copyin_new_block` one that needs a new device block, `copyin_untouched_host` one \
             from malloc'd memory the host never touched, `copyin_warm` the best of 5 copyins of \
             a block seen before (CUDA: `cudaMemcpy` into an existing block).\n\n",
        );
        let _ = writeln!(
            s,
            "| phase |{}\n|---|{}",
            VARIANTS
                .iter()
                .map(|(_, l)| format!(" {l} |"))
                .collect::<String>(),
            "---:|".repeat(VARIANTS.len())
        );
        for r in first {
            let _ = write!(s, "| {} |", r.name);
            for (k, c) in r.cells.iter().enumerate() {
                let cell = match (c, no_number(c, k, &r.name, notes)) {
                    (_, Some(text)) => text,
                    (Cell::Measured { m, times }, None) => {
                        suite::fmt_timed(m, suite::median(times))
                    }
                    _ => "–".to_owned(),
                };
                let _ = write!(s, " {cell} |");
            }
            s.push('\n');
        }
    }
    s
}

/// The median rate of a measured cell (GB/s for memory-bound kernels).
fn rate_of(c: &Cell) -> Option<f64> {
    match c {
        Cell::Measured { m, times } => Some(m.rate(suite::median(times)).0),
        _ => None,
    }
}

/// `sum`'s GB/s as a fraction of the copy bandwidth (issue 7: a double sum reduction should
/// reach 0.85 of it): against the 1 GiB device-to-device copy that `devicequery` measured, and
/// against CUDA's `stream_copy`. Both count bytes read + written; `sum` counts the bytes it
/// reads. Empty when there is no measured `sum` or nothing to divide by.
fn of_copy_bandwidth(json: &Value, rows: &[Row]) -> String {
    let Some(sum) = rows.iter().find(|r| r.name == "sum") else {
        return String::new();
    };
    let rates: Vec<Option<f64>> = sum.cells.iter().map(rate_of).collect();
    if rates.iter().all(Option::is_none) {
        return String::new();
    }
    let mut references = Vec::new();
    if let Some(bw) = number(&json["device"], "measured_copy_gbs") {
        references.push(("1 GiB device-to-device copy (`cudaMemcpy`)", bw));
    }
    if let Some(bw) = rows
        .iter()
        .find(|r| r.name == "stream_copy")
        .and_then(|r| rate_of(&r.cells[0]))
    {
        references.push(("CUDA `stream_copy`", bw));
    }
    if references.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "\n`sum` of copy bandwidth (its GB/s divided by the copy's GB/s; a copy counts the bytes \
         read + written, `sum` the bytes it reads):\n\n| sum's GB/s divided by |",
    );
    for (_, label) in VARIANTS {
        let _ = write!(s, " {label} |");
    }
    s.push_str("\n|---|");
    s.push_str(&"---:|".repeat(VARIANTS.len()));
    s.push('\n');
    for (what, bw) in references {
        let _ = write!(s, "| {what}, {} |", suite::fmt_rate(bw, "GB/s"));
        for r in &rates {
            match r {
                Some(r) => {
                    let _ = write!(s, " {:.2} |", r / bw);
                }
                None => s.push_str(" – |"),
            }
        }
        s.push('\n');
    }
    s
}

/// Looks for a TTF to draw text with (ab_glyph needs one; no system font library is used).
fn register_font() -> bool {
    let mut candidates: Vec<PathBuf> = std::env::var_os("BENCH_FONT")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    for p in [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    ] {
        candidates.push(PathBuf::from(p));
    }
    for c in candidates {
        if let Ok(bytes) = std::fs::read(&c) {
            let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
            if plotters::style::register_font("sans-serif", FontStyle::Normal, bytes).is_ok() {
                return true;
            }
        }
    }
    false
}

/// Grouped bars: each variant's speed relative to CUDA (CUDA time / variant time) per kernel.
/// Returns whether text could be drawn.
fn chart(
    path: &Path,
    rows: &[&Row],
    device: &str,
) -> Result<bool, Box<dyn std::error::Error + 'static>> {
    let font = register_font();
    let values: Vec<Vec<Option<f64>>> = rows
        .iter()
        .map(|r| {
            let base = median_of(&r.cells[0]);
            r.cells
                .iter()
                .map(|c| match (median_of(c), base) {
                    (Some(t), Some(b)) => Some(b / t),
                    _ => None,
                })
                .collect()
        })
        .collect();
    let top = values
        .iter()
        .flatten()
        .flatten()
        .fold(1.0f64, |a, &b| a.max(b))
        * 1.35;
    let n = rows.len().max(1);
    let width = (160 + 110 * n) as u32;
    let area = BitMapBackend::new(path, (width, 640)).into_drawing_area();
    area.fill(&WHITE)?;
    let colors = [
        RGBColor(118, 185, 0),
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(255, 127, 14),
        RGBColor(140, 86, 75),
    ];
    let mut builder = ChartBuilder::on(&area);
    builder.margin(20);
    if font {
        builder
            .caption(
                format!("Speed relative to hand-written CUDA (CUDA = 1), {device}"),
                ("sans-serif", 24),
            )
            .x_label_area_size(40)
            .y_label_area_size(60);
    }
    let mut chart = builder.build_cartesian_2d(0f64..n as f64, 0f64..top)?;
    if font {
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(0)
            .y_desc("speed / CUDA's")
            .label_style(("sans-serif", 15))
            .draw()?;
    }
    let bar = 0.8 / VARIANTS.len() as f64;
    for (v, (_, label)) in VARIANTS.iter().enumerate() {
        let color = colors[v];
        let bars: Vec<(f64, f64)> = values
            .iter()
            .enumerate()
            .filter_map(|(i, vals)| vals[v].map(|y| (i as f64 + 0.1 + v as f64 * bar, y)))
            .collect();
        let pending = bars.is_empty();
        let series =
            chart
                .draw_series(bars.iter().map(|&(x, y)| {
                    Rectangle::new([(x, 0.0), (x + bar * 0.92, y)], color.filled())
                }))?;
        if font {
            let name = if pending {
                format!("{label} (not available yet)")
            } else {
                (*label).to_owned()
            };
            series.label(name).legend(move |(x, y)| {
                Rectangle::new([(x, y - 6), (x + 14, y + 6)], color.filled())
            });
            chart.draw_series(bars.iter().map(|&(x, y)| {
                Text::new(
                    format!("{y:.2}"),
                    (x, y + top * 0.01),
                    ("sans-serif", 12).into_font(),
                )
            }))?;
        }
    }
    if font {
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK)
            .label_font(("sans-serif", 15))
            .draw()?;
        for (i, r) in rows.iter().enumerate() {
            let (px, py) = chart.backend_coord(&(i as f64 + 0.5, 0.0));
            area.draw(&Text::new(
                r.name.clone(),
                (px, py + 8),
                ("sans-serif", 14).into_font().color(&BLACK).pos(
                    plotters::style::text_anchor::Pos::new(
                        plotters::style::text_anchor::HPos::Center,
                        plotters::style::text_anchor::VPos::Top,
                    ),
                ),
            ))?;
        }
    }
    area.present()?;
    Ok(font)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_names_become_short_slugs() {
        assert_eq!(device_slug("NVIDIA H100 80GB HBM3"), "h100-80gb-hbm3");
        assert_eq!(device_slug(""), "unknown-device");
    }

    #[test]
    fn failed_checks_and_checksum_mismatches_are_not_reported() {
        let json: Value = serde_json::from_str(
            r#"{"runs": [
              {"bench": "montecarlo", "variant": "cuda", "rep": 1, "status": "ok", "exit": 0,
               "results": [{"name": "montecarlo", "seconds": "0.01", "bytes": "0", "flops": "10",
                            "bound": "int", "checksum": "7", "check": "ok"}]},
              {"bench": "montecarlo", "variant": "gcc-offload", "rep": 1, "status": "ok",
               "exit": 0, "results": [{"name": "montecarlo", "seconds": "0.02", "bytes": "0",
                            "flops": "10", "bound": "int", "checksum": "8", "check": "ok"}]},
              {"bench": "montecarlo", "variant": "oxacc", "rep": 1, "status": "unavailable",
               "reason": "not available yet: x"},
              {"bench": "dot", "variant": "cuda", "rep": 1, "status": "failed", "exit": 1,
               "stderr": "wrong", "results": []}
            ]}"#,
        )
        .unwrap();
        let rows = collect(&json);
        let mc = rows.iter().find(|r| r.name == "montecarlo").unwrap();
        assert!(matches!(mc.cells[0], Cell::Measured { .. }));
        assert!(matches!(mc.cells[1], Cell::Failed(_)));
        assert!(matches!(mc.cells[2], Cell::Unavailable(_)));
        let dot = rows.iter().find(|r| r.name == "dot").unwrap();
        assert!(matches!(dot.cells[0], Cell::Failed(_)));
        assert!(matches!(dot.cells[1], Cell::Missing));
    }

    #[test]
    fn sum_is_shown_against_the_copy_bandwidth() {
        let result = |name: &str, seconds: &str, bytes: &str| {
            format!(
                r#"{{"name": "{name}", "seconds": "{seconds}", "bytes": "{bytes}", "flops": "0",
                    "bound": "mem", "checksum": "-", "check": "ok"}}"#
            )
        };
        let json: Value = serde_json::from_str(&format!(
            r#"{{"device": {{"measured_copy_gbs": 4000.0}}, "runs": [
              {{"bench": "stream", "variant": "cuda", "rep": 1, "status": "ok", "exit": 0,
               "results": [{}]}},
              {{"bench": "sum", "variant": "cuda", "rep": 1, "status": "ok", "exit": 0,
               "results": [{}]}},
              {{"bench": "sum", "variant": "oxacc", "rep": 1, "status": "ok", "exit": 0,
               "results": [{}]}}
            ]}}"#,
            result("stream_copy", "0.001", "3000000000"),
            result("sum", "0.001", "3600000000"),
            result("sum", "0.001", "3400000000"),
        ))
        .unwrap();
        let rows = collect(&json);
        let text = of_copy_bandwidth(&json, &rows);
        assert!(
            text.contains(
                "| 1 GiB device-to-device copy (`cudaMemcpy`), 4000 GB/s | 0.90 | – | 0.85 |"
            ),
            "{text}"
        );
        assert!(
            text.contains("| CUDA `stream_copy`, 3000 GB/s | 1.20 | – | 1.13 |"),
            "{text}"
        );
        assert!(markdown(&json, &rows, "x", "x", "").contains(&text));
        assert_eq!(of_copy_bandwidth(&json, &rows[..1]), "");
    }

    #[test]
    fn transfer_and_launch_get_tables_of_their_own() {
        let r = |name: &str, n: &str, seconds: &str, bytes: &str, bound: &str| {
            format!(
                r#"{{"name": "{name}", "n": "{n}", "seconds": "{seconds}", "bytes": "{bytes}",
                    "flops": "0", "bound": "{bound}", "checksum": "-", "check": "ok"}}"#
            )
        };
        let run = |bench: &str, variant: &str, results: &[String]| {
            format!(
                r#"{{"bench": "{bench}", "variant": "{variant}", "rep": 1, "status": "ok",
                    "exit": 0, "results": [{}]}}"#,
                results.join(",")
            )
        };
        let mib = "1048576";
        let gib = "1073741824";
        let json: Value = serde_json::from_str(&format!(
            r#"{{"runs": [{}, {}, {}, {},
                {{"bench": "transfer", "variant": "gcc-offload", "rep": 1, "status": "unavailable",
                  "reason": "not built"}}]}}"#,
            run(
                "transfer",
                "cuda",
                &[
                    r("first_init", "16777216", "0.2", "0", "time"),
                    r("copyin_pageable", mib, "0.0001", mib, "mem"),
                    r("copyin_pageable", gib, "0.02", gib, "mem"),
                ]
            ),
            run(
                "transfer",
                "oxacc",
                &[
                    r("first_init", "16777216", "0.3", "0", "time"),
                    r("copyin_pageable", mib, "0.0002", mib, "mem"),
                    r("copyin_pageable", gib, "0.04", gib, "mem"),
                ]
            ),
            run(
                "launch",
                "cuda",
                &[r("launch_sync", "1000x10000", "4e-06", "0", "time")]
            ),
            run(
                "launch",
                "oxacc",
                &[r("launch_sync", "1000x10000", "5e-06", "0", "time")]
            ),
        ))
        .unwrap();
        let rows = collect(&json);
        // One row per name and size; neither program is in the main table or the chart.
        assert_eq!(rows.len(), 4);
        assert!(rows.iter().all(|r| !is_main(r)));
        let md = markdown(&json, &rows, "x", "x", "");
        let lines: Vec<&str> = md.lines().collect();
        let has = |l: &str| lines.contains(&l);
        assert!(
            has("| directive | host memory | variant | 1 MiB | 1 GiB | of CUDA (largest) |"),
            "{md}"
        );
        assert!(
            has("| `enter data copyin` | pageable | CUDA (nvcc) | 10.5 | 53.7 | 1.00 |"),
            "{md}"
        );
        assert!(
            has("| `enter data copyin` | pageable | oxacc | 5.2 | 26.8 | 0.50 |"),
            "{md}"
        );
        assert!(
            has("| `enter data copyin` | pageable | gcc -fopenacc | n/a | n/a | – |"),
            "{md}"
        );
        assert!(
            has("| first_init | 200.00 ms | n/a | 300.00 ms | – | – | – |"),
            "{md}"
        );
        assert!(
            has("| launch_sync | 1000x10000 | 4.0 µs | – | 5.0 µs | – | – | – | – | 1.25 | – | – | – |"),
            "{md}"
        );
        assert!(
            md.contains("- copyin_pageable, first_init: not built"),
            "{md}"
        );
    }
}
