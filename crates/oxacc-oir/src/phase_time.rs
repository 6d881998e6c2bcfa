//! Phase timers of one compile, printed on stderr at its end when `OXACC_TIME_PHASES=1`
//! (docs/gpu.md "Compile time"): where a compile's time goes (front end, OIR passes, LLVM's
//! pipeline, code generation, the device image), in the spirit of clang's `-ftime-report`.
//! Each phase reports the CPU time of the process (Linux's `/proc/self/stat`, 10 ms
//! resolution; wall time where that cannot be read), which means something on a loaded
//! machine, beside its wall time. This crate is the one every stage of the compiler
//! depends on, hence the timers live here.

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// One phase: its name, nesting depth, CPU and wall time (zero until it ends).
struct Record {
    name: String,
    depth: usize,
    cpu: Duration,
    wall: Duration,
}

/// The phases in the order they started, and the depth of the next one.
static STATE: Mutex<(Vec<Record>, usize)> = Mutex::new((Vec::new(), 0));

/// Whether `OXACC_TIME_PHASES` asks for the report (read once).
pub fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        std::env::var_os("OXACC_TIME_PHASES").is_some_and(|v| !v.is_empty() && v != "0")
    })
}

/// CPU time of the process so far, all threads (the C front end parses on a thread of its
/// own), user and system: fields 14 and 15 of `/proc/self/stat`, in clock ticks of 10 ms.
fn process_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    let rest = &text[text.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

/// A running phase, recorded when dropped. A phase started while another runs is printed
/// under it, indented.
pub struct Phase {
    index: usize,
    cpu: Option<Duration>,
    wall: Instant,
}

/// Starts timing `name` when the report is on (`None` otherwise: no cost but the check).
pub fn phase(name: impl Into<String>) -> Option<Phase> {
    if !enabled() {
        return None;
    }
    let mut s = STATE.lock().ok()?;
    let depth = s.1;
    s.1 += 1;
    s.0.push(Record {
        name: name.into(),
        depth,
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
    });
    let index = s.0.len() - 1;
    drop(s);
    Some(Phase {
        index,
        cpu: process_cpu(),
        wall: Instant::now(),
    })
}

impl Drop for Phase {
    fn drop(&mut self) {
        let wall = self.wall.elapsed();
        let cpu = match (self.cpu, process_cpu()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => wall,
        };
        if let Ok(mut s) = STATE.lock() {
            s.1 = s.1.saturating_sub(1);
            if let Some(r) = s.0.get_mut(self.index) {
                r.cpu = cpu;
                r.wall = wall;
            }
        }
    }
}

/// Prints the phases on stderr, in the order they started, nested ones indented, and forgets
/// them; nothing when the report is off.
pub fn report(title: &str) {
    if !enabled() {
        return;
    }
    let Ok(mut s) = STATE.lock() else {
        return;
    };
    let records = std::mem::take(&mut s.0);
    drop(s);
    let mut out = format!("===== oxacc phase times: {title} =====\n   CPU (s)  wall (s)  phase\n");
    for r in &records {
        out.push_str(&format!(
            "{:>10.4}{:>10.4}  {}{}\n",
            r.cpu.as_secs_f64(),
            r.wall.as_secs_f64(),
            "  ".repeat(r.depth),
            r.name
        ));
    }
    eprint!("{out}");
}
