//! The GPU/host suite of `bench/acc` (with `bench/cuda` and the `#pragma omp` alternatives in
//! the same sources): its list with the sizes each machine runs, and the parsing of the one
//! `RESULT key=value ...` line that every program prints per measurement (`bench/common/bench.h`).

use std::collections::BTreeMap;

/// What a program measures, which decides where its numbers are reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One kernel (or a few) timed per iteration: the main table.
    Kernel,
    /// An application-shaped program (several kernels, reductions and transfers per
    /// iteration): the main table, below the kernels.
    App,
    /// Host-device transfers per size and kind of host memory (`transfer`): GB/s tables of
    /// their own; meaningless on the host back end, so not in `--host-acc`.
    Transfer,
    /// Time per launch of a tiny kernel (`launch`): a table in µs per launch.
    Launch,
}

/// One program of `bench/acc/` (and `bench/cuda/`). Arguments are `[size [max iterations]]`
/// (transfer: `[max-MiB [min-MiB]]`, launch: `[iterations [launches [samples]]]`); the GPU runs
/// use `gpu` (empty: the programs' defaults, a footprint of 1 GiB or more on the device).
pub struct Bench {
    pub stem: &'static str,
    pub kind: Kind,
    /// Arguments for the host comparison (a fraction of a second per iteration on 2 cores).
    pub host: &'static str,
    /// Tiny arguments for validating the harness (`--quick`, `BENCH_SIZES=quick`).
    pub quick: &'static str,
    /// Arguments on the GPU machine (empty: the defaults).
    pub gpu: &'static str,
}

pub const SUITE: &[Bench] = &[
    Bench {
        stem: "stream",
        kind: Kind::Kernel,
        host: "8388608 10",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "saxpy",
        kind: Kind::Kernel,
        host: "16777216 10",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "dot",
        kind: Kind::Kernel,
        host: "8388608 10",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "sum",
        kind: Kind::Kernel,
        host: "16777216 10",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "jacobi",
        kind: Kind::Kernel,
        host: "2048 5",
        quick: "128 3",
        gpu: "",
    },
    Bench {
        stem: "stencil3d",
        kind: Kind::Kernel,
        host: "160 5",
        quick: "32 3",
        gpu: "",
    },
    Bench {
        stem: "matmul",
        kind: Kind::Kernel,
        host: "640 3",
        quick: "96 3",
        gpu: "",
    },
    Bench {
        stem: "spmv",
        kind: Kind::Kernel,
        host: "524288 10",
        quick: "8192 3",
        gpu: "",
    },
    Bench {
        stem: "histogram",
        kind: Kind::Kernel,
        host: "16777216 10",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "nbody",
        kind: Kind::Kernel,
        host: "8192 3",
        quick: "512 3",
        gpu: "",
    },
    Bench {
        stem: "montecarlo",
        kind: Kind::Kernel,
        host: "67108864 5",
        quick: "65536 3",
        gpu: "",
    },
    Bench {
        stem: "calcdt",
        kind: Kind::Kernel,
        host: "2048 5",
        quick: "96 3",
        gpu: "",
    },
    Bench {
        stem: "cg",
        kind: Kind::App,
        host: "48 5",
        quick: "12 3",
        gpu: "",
    },
    Bench {
        stem: "stencil27",
        kind: Kind::App,
        host: "96 5",
        quick: "24 3",
        // 20 time steps (the default is 10), for every variant: oxacc page-locks the halo
        // planes at their third copy (decision 99), i.e. from step 4 or 5 on, so 10 steps
        // left about 5 steady samples against CUDA's 10 (decision 122).
        gpu: "512 20",
    },
    Bench {
        stem: "kernels_app",
        kind: Kind::App,
        host: "1024 10",
        quick: "96 3",
        gpu: "",
    },
    Bench {
        stem: "transfer",
        kind: Kind::Transfer,
        host: "",
        quick: "4 1",
        // 1 MiB .. 1 GiB keeps a run near 5 s (pageable copies run at 8-15 GB/s on an H200
        // host); `transfer 4096` adds 4 GiB.
        gpu: "1024",
    },
    Bench {
        stem: "launch",
        kind: Kind::Launch,
        host: "1000 2000 3",
        quick: "1000 100 2",
        gpu: "",
    },
];

/// The kind of a program by its stem (a stem not in the suite counts as a kernel).
pub fn kind_of(stem: &str) -> Kind {
    SUITE
        .iter()
        .find(|b| b.stem == stem)
        .map_or(Kind::Kernel, |b| b.kind)
}

/// One RESULT line.
#[derive(Clone, Debug)]
pub struct Measurement {
    pub name: String,
    pub size: String,
    /// Best timed iteration, seconds.
    pub seconds: f64,
    pub bytes: f64,
    pub flops: f64,
    /// `mem`, `fp32`, `fp64` or `int`: which peak the rate is compared with; `time`: a time
    /// alone (a launch, a start-up), no rate.
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

/// A median time with its rate, e.g. "1.20 ms (250 GB/s)"; the time alone for `bound=time`.
pub fn fmt_timed(m: &Measurement, seconds: f64) -> String {
    if m.bound == "time" {
        fmt_seconds(seconds)
    } else {
        let (rate, unit) = m.rate(seconds);
        format!("{} ({})", fmt_seconds(seconds), fmt_rate(rate, unit))
    }
}

/// A byte count as the transfer benchmark's sizes are written: "1 MiB", "4 GiB".
pub fn fmt_bytes(bytes: &str) -> String {
    match bytes.parse::<u64>() {
        Ok(b) if b >= 1 << 30 && b % (1 << 30) == 0 => format!("{} GiB", b >> 30),
        Ok(b) if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MiB", b >> 20),
        Ok(b) => format!("{b} B"),
        Err(_) => bytes.to_owned(),
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

/// Median of a non-empty list (the mean of the middle two for an even count: the upper one,
/// as before decision 122, made a two-run report the slower run of each variant, and a
/// variant whose runs split between two modes — stencil27's host part, 2.07 and 2.30 ms for
/// CUDA on 2026-11-30 — the slow one).
pub fn median(values: &[f64]) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let k = v.len() / 2;
    if v.len().is_multiple_of(2) {
        (v[k - 1] + v[k]) / 2.0
    } else {
        v[k]
    }
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
    fn median_of_an_even_count_is_the_middle_mean() {
        assert!((median(&[2.30, 2.07]) - 2.185).abs() < 1e-12);
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0]), 4.0);
    }

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
    fn sizes_and_times_are_written_for_people() {
        assert_eq!(fmt_bytes("1048576"), "1 MiB");
        assert_eq!(fmt_bytes("4294967296"), "4 GiB");
        assert_eq!(fmt_bytes("1000"), "1000 B");
        let m = &parse_output("RESULT name=launch_sync seconds=4.5e-06 bound=time check=ok")[0];
        assert_eq!(fmt_timed(m, m.seconds), "4.5 µs");
        assert_eq!(kind_of("transfer"), Kind::Transfer);
        assert_eq!(kind_of("not-in-the-suite"), Kind::Kernel);
    }

    #[test]
    fn a_failed_check_is_not_ok_and_a_dash_is_no_checksum() {
        let out = "RESULT name=x seconds=1 bytes=1 flops=0 bound=mem checksum=- check=FAIL";
        let m = parse_output(out);
        assert!(!m[0].ok);
        assert_eq!(m[0].checksum, None);
    }
}
