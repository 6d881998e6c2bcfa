//! The GPU/host suite of `bench/acc` (with `bench/cuda` and the `#pragma omp` alternatives in
//! the same sources): its list with the sizes each machine runs, and the parsing of the one
//! `RESULT key=value ...` line that every program prints per measurement (`bench/common/bench.h`).

use std::collections::BTreeMap;

/// One program of `bench/acc/` (and `bench/cuda/`). Arguments are `[size [max iterations]]`;
/// the GPU runs use the programs' defaults (a footprint of 1 GiB or more on the device).
pub struct Bench {
    pub stem: &'static str,
    /// Arguments for the host comparison (a fraction of a second per iteration on 2 cores).
    pub host: &'static str,
    /// Tiny arguments for validating the harness (`--quick`, `BENCH_SIZES=quick`).
    pub quick: &'static str,
}

pub const SUITE: &[Bench] = &[
    Bench {
        stem: "stream",
        host: "8388608 10",
        quick: "65536 3",
    },
    Bench {
        stem: "saxpy",
        host: "16777216 10",
        quick: "65536 3",
    },
    Bench {
        stem: "dot",
        host: "8388608 10",
        quick: "65536 3",
    },
    Bench {
        stem: "sum",
        host: "16777216 10",
        quick: "65536 3",
    },
    Bench {
        stem: "jacobi",
        host: "2048 5",
        quick: "128 3",
    },
    Bench {
        stem: "stencil3d",
        host: "160 5",
        quick: "32 3",
    },
    Bench {
        stem: "matmul",
        host: "640 3",
        quick: "96 3",
    },
    Bench {
        stem: "spmv",
        host: "524288 10",
        quick: "8192 3",
    },
    Bench {
        stem: "histogram",
        host: "16777216 10",
        quick: "65536 3",
    },
    Bench {
        stem: "nbody",
        host: "8192 3",
        quick: "512 3",
    },
    Bench {
        stem: "montecarlo",
        host: "67108864 5",
        quick: "65536 3",
    },
];

/// One RESULT line.
#[derive(Clone, Debug)]
pub struct Measurement {
    pub name: String,
    pub size: String,
    /// Best timed iteration, seconds.
    pub seconds: f64,
    pub bytes: f64,
    pub flops: f64,
    /// `mem`, `fp32`, `fp64` or `int`: which peak the rate is compared with.
    pub bound: String,
    /// A value every variant must agree on exactly, when the program has one.
    pub checksum: Option<String>,
    pub ok: bool,
}

impl Measurement {
    /// From the fields of a RESULT line (or the JSON object run.sh made of one).
    pub fn from_fields(get: impl Fn(&str) -> Option<String>) -> Option<Measurement> {
        let num = |k: &str| get(k).and_then(|v| v.parse::<f64>().ok());
        Some(Measurement {
            name: get("name")?,
            size: get("n").unwrap_or_default(),
            seconds: num("seconds")?,
            bytes: num("bytes").unwrap_or(0.0),
            flops: num("flops").unwrap_or(0.0),
            bound: get("bound").unwrap_or_default(),
            checksum: get("checksum").filter(|c| c != "-"),
            ok: get("check").as_deref() == Some("ok"),
        })
    }

    /// The rate in its unit: GB/s for memory-bound kernels, GFLOP/s (or G integer ops/s).
    pub fn rate(&self, seconds: f64) -> (f64, &'static str) {
        if self.bound == "mem" {
            (self.bytes / seconds / 1e9, "GB/s")
        } else if self.bound == "int" {
            (self.flops / seconds / 1e9, "Gop/s")
        } else {
            (self.flops / seconds / 1e9, "GFLOP/s")
        }
    }
}

/// Every RESULT line of a program's output.
pub fn parse_output(stdout: &str) -> Vec<Measurement> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("RESULT "))
        .filter_map(|l| {
            let fields: BTreeMap<&str, &str> = l
                .split_whitespace()
                .filter_map(|f| f.split_once('='))
                .collect();
            Measurement::from_fields(|k| fields.get(k).map(|v| (*v).to_owned()))
        })
        .collect()
}

/// Median of a non-empty list (the upper one for an even count).
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Seconds in a readable unit.
pub fn fmt_seconds(s: f64) -> String {
    if s < 1e-3 {
        format!("{:.1} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}

/// A rate with three significant digits.
pub fn fmt_rate(rate: f64, unit: &str) -> String {
    if rate >= 100.0 {
        format!("{rate:.0} {unit}")
    } else if rate >= 10.0 {
        format!("{rate:.1} {unit}")
    } else {
        format!("{rate:.2} {unit}")
    }
}

/// The first line of a compiler's output that says "error" (else its first line).
pub fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find(|l| l.contains("error"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("failed without a message")
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_result_line() {
        let out = "noise\nRESULT name=dot model=omp n=100 iters=3 seconds=1.5e-03 median=2e-03 \
                   bytes=1600 flops=200 bound=mem checksum=-5 check=ok\n";
        let m = parse_output(out);
        assert_eq!(m.len(), 1);
        assert_eq!(m[0].name, "dot");
        assert_eq!(m[0].checksum.as_deref(), Some("-5"));
        assert!(m[0].ok);
        assert!((m[0].rate(m[0].seconds).0 - 1600.0 / 1.5e-3 / 1e9).abs() < 1e-12);
    }

    #[test]
    fn a_failed_check_is_not_ok_and_a_dash_is_no_checksum() {
        let out = "RESULT name=x seconds=1 bytes=1 flops=0 bound=mem checksum=- check=FAIL";
        let m = parse_output(out);
        assert!(!m[0].ok);
        assert_eq!(m[0].checksum, None);
    }
}
