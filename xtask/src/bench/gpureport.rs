//! `--report results.json`: the JSON that `run.sh` wrote on the GPU machine becomes
//! `bench/results/gpu-<date>-<device>.md` (median times, ratio to CUDA, GB/s or GFLOP/s, fraction
//! of the device's peak), a PNG bar chart beside it, and a copy of the JSON. A variant's number
//! is reported only when every run of it passed its own check (and agreed on the checksum).

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use plotters::prelude::*;
use serde_json::Value;

use super::suite::{self, Measurement, SUITE};
use crate::util::Failure;

const VARIANTS: [(&str, &str); 3] = [
    ("cuda", "CUDA (nvcc)"),
    ("gcc-offload", "gcc -fopenacc"),
    ("oxacc", "oxacc"),
];

/// What one variant gave for one measurement.
enum Cell {
    Measured { m: Measurement, times: Vec<f64> },
    Failed(String),
    Unavailable(String),
    Missing,
}

struct Row {
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
        // The measurement names, in the order the programs print them.
        let mut names: Vec<String> = Vec::new();
        for r in &of_stem {
            for m in r["results"].as_array().into_iter().flatten() {
                let n = text(m, "name");
                if !names.contains(&n) {
                    names.push(n);
                }
            }
        }
        if names.is_empty() {
            names.push(stem.clone());
        }
        for name in names {
            let mut size = String::new();
            let mut cells = Vec::new();
            for (variant, _) in VARIANTS {
                let mine: Vec<&&Value> = of_stem
                    .iter()
                    .filter(|r| text(r, "variant") == variant)
                    .collect();
                cells.push(cell(&mine, &name, &mut size));
            }
            cross_check(&mut cells);
            rows.push(Row { name, size, cells });
        }
    }
    rows
}

fn cell(runs: &[&&Value], name: &str, size: &mut String) -> Cell {
    if runs.is_empty() {
        return Cell::Missing;
    }
    let mut first: Option<Measurement> = None;
    let mut times = Vec::new();
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
            .filter(|m| text(m, "name") == name)
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
    let chart_note = match chart(&png, &rows, &device_name) {
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
    s.push_str(
        "| kernel | size | CUDA (nvcc) | gcc -fopenacc | oxacc | gcc / CUDA | oxacc / CUDA |\n",
    );
    s.push_str("|---|---|---:|---:|---:|---:|---:|\n");
    let mut notes: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for row in rows {
        let cuda = median_of(&row.cells[0]);
        let mut line = format!("| {} | {} |", row.name, row.size);
        for (k, c) in row.cells.iter().enumerate() {
            let label = VARIANTS[k].1;
            let cell = match c {
                Cell::Measured { m, times } => {
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
                Cell::Failed(why) => {
                    notes
                        .entry(format!("{label} failed"))
                        .or_default()
                        .push(format!("{}: {why}", row.name));
                    "FAILED".to_owned()
                }
                Cell::Unavailable(why) => {
                    notes
                        .entry(format!("{label} not available"))
                        .or_default()
                        .push(format!("{}: {why}", row.name));
                    "n/a".to_owned()
                }
                Cell::Missing => "–".to_owned(),
            };
            let _ = write!(line, " {cell} |");
        }
        for c in &row.cells[1..] {
            let r = match (median_of(c), cuda) {
                (Some(t), Some(base)) => format!("{:.2}", t / base),
                _ => "–".to_owned(),
            };
            let _ = write!(line, " {r} |");
        }
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str(&of_copy_bandwidth(json, rows));
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
        // One line per distinct reason, naming the kernels it hit.
        let mut by_reason: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for item in list {
            let (name, why) = item.split_once(": ").unwrap_or((item, ""));
            by_reason
                .entry(why.to_owned())
                .or_default()
                .push(name.to_owned());
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
         read + written, `sum` the bytes it reads):\n\n\
         | sum's GB/s divided by | CUDA (nvcc) | gcc -fopenacc | oxacc |\n\
         |---|---:|---:|---:|\n",
    );
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
    rows: &[Row],
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
}
