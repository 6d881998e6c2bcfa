//! Observability: OXACC_TIME prints a table of time per kernel and per transfer direction at
//! exit; OXACC_NOTIFY logs each launch and transfer as it happens. Both write to stderr and
//! nothing is printed when neither is set (test suites treat stderr output as failure).
//!
//! With OXACC_TIME set, the CUDA back end synchronizes after each operation so that the times
//! are those of the operation, not of its enqueueing.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Direction {
    ToDevice,
    ToHost,
    DeviceToDevice,
}

impl Direction {
    fn label(self) -> &'static str {
        match self {
            Direction::ToDevice => "host -> device",
            Direction::ToHost => "device -> host",
            Direction::DeviceToDevice => "device -> device",
        }
    }
}

#[derive(Debug, Default, Clone, Copy)]
struct Stat {
    count: u64,
    bytes: u64,
    time: Duration,
}

#[derive(Debug, Default)]
struct Summary {
    kernels: BTreeMap<String, Stat>,
    transfers: BTreeMap<Direction, Stat>,
}

static SUMMARY: Mutex<Option<Summary>> = Mutex::new(None);
// Bit 0: time, bit 1: notify; set once by the runtime's start-up.
static MODE: AtomicU8 = AtomicU8::new(0);
static PRINTED: AtomicBool = AtomicBool::new(false);

pub fn configure(time: bool, notify: bool) {
    MODE.store(u8::from(time) | (u8::from(notify) << 1), Ordering::Relaxed);
}

pub fn timing() -> bool {
    MODE.load(Ordering::Relaxed) & 1 != 0
}

pub fn notifying() -> bool {
    MODE.load(Ordering::Relaxed) & 2 != 0
}

/// Logs one line when OXACC_NOTIFY is set; the message is built only then.
pub fn notify(msg: impl FnOnce() -> String) {
    if notifying() {
        let _ = writeln!(std::io::stderr().lock(), "oxacc: {}", msg());
    }
}

fn with_summary(f: impl FnOnce(&mut Summary)) {
    let mut g = SUMMARY.lock().unwrap_or_else(|e| e.into_inner());
    f(g.get_or_insert_with(Summary::default));
}

/// Times one operation when OXACC_TIME or OXACC_NOTIFY is set.
pub struct Timer(Option<Instant>);

impl Timer {
    pub fn start() -> Timer {
        Timer((MODE.load(Ordering::Relaxed) != 0).then(Instant::now))
    }

    pub fn transfer(self, dir: Direction, bytes: usize) {
        let Some(t0) = self.0 else { return };
        let dt = t0.elapsed();
        notify(|| format!("transfer {} {bytes} bytes {:.3} ms", dir.label(), ms(dt)));
        if timing() {
            with_summary(|s| {
                let e = s.transfers.entry(dir).or_default();
                e.count += 1;
                e.bytes += bytes as u64;
                e.time += dt;
            });
        }
    }

    /// Whether profiling is on (what is measured is then worth naming).
    pub fn is_on(&self) -> bool {
        self.0.is_some()
    }

    pub fn kernel(self, name: &str, detail: impl FnOnce() -> String) {
        let Some(t0) = self.0 else { return };
        let dt = t0.elapsed();
        notify(|| format!("launch {name} {} {:.3} ms", detail(), ms(dt)));
        if timing() {
            with_summary(|s| {
                let e = s.kernels.entry(name.to_string()).or_default();
                e.count += 1;
                e.time += dt;
            });
        }
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Renders the summary table (kept separate from printing for tests).
fn render(s: &Summary) -> String {
    let mut out = String::from("oxacc: time summary\n");
    out.push_str(&format!(
        "  {:<40} {:>8} {:>14} {:>12}\n",
        "kernel", "launches", "total ms", "avg us"
    ));
    for (name, st) in &s.kernels {
        out.push_str(&format!(
            "  {:<40} {:>8} {:>14.3} {:>12.1}\n",
            name,
            st.count,
            ms(st.time),
            ms(st.time) * 1e3 / st.count.max(1) as f64
        ));
    }
    out.push_str(&format!(
        "  {:<40} {:>8} {:>14} {:>12} {:>10}\n",
        "transfer", "count", "total ms", "bytes", "GB/s"
    ));
    for (dir, st) in &s.transfers {
        let secs = st.time.as_secs_f64();
        let gbs = if secs > 0.0 {
            st.bytes as f64 / secs / 1e9
        } else {
            0.0
        };
        out.push_str(&format!(
            "  {:<40} {:>8} {:>14.3} {:>12} {:>10.2}\n",
            dir.label(),
            st.count,
            ms(st.time),
            st.bytes,
            gbs
        ));
    }
    out
}

/// Prints the summary once, if OXACC_TIME is set (at exit, or before a fatal error exits).
pub fn print_summary_if_enabled() {
    if !timing() || PRINTED.swap(true, Ordering::SeqCst) {
        return;
    }
    let text = {
        let g = SUMMARY.lock().unwrap_or_else(|e| e.into_inner());
        render(g.as_ref().unwrap_or(&Summary::default()))
    };
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}

extern "C" fn at_exit() {
    print_summary_if_enabled();
}

extern "C" {
    fn atexit(f: extern "C" fn()) -> std::ffi::c_int;
}

/// Arranges for the summary to print when the program exits.
pub fn register_at_exit() {
    // SAFETY: `at_exit` is a plain function that stays valid for the whole program.
    unsafe {
        atexit(at_exit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_lists_kernels_and_directions() {
        let mut s = Summary::default();
        s.kernels.insert(
            "saxpy".into(),
            Stat {
                count: 2,
                bytes: 0,
                time: Duration::from_millis(4),
            },
        );
        s.transfers.insert(
            Direction::ToDevice,
            Stat {
                count: 3,
                bytes: 3_000_000,
                time: Duration::from_millis(1),
            },
        );
        let text = render(&s);
        assert!(text.contains("saxpy"), "{text}");
        assert!(text.contains("host -> device"), "{text}");
        assert!(text.contains("3000000"), "{text}");
        assert!(text.contains("3.00"), "{text}");
    }
}
