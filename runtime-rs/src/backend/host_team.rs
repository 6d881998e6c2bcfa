//! The host back end's team of threads (docs/runtime.md "Host execution", decision 40 of
//! docs/design.md): a launch's gangs are split into one contiguous block per thread, as
//! OpenMP's `schedule(static)` splits a loop; the launching thread runs the first block itself
//! and the team's other threads the rest. Between launches the other threads spin a while
//! before they sleep, so a run of launches (a time loop of compute regions) finds them awake,
//! as libgomp's and libomp's threads are (GOMP_SPINCOUNT, KMP_BLOCKTIME).
//!
//! Rayon served before: its work-stealing splits and the launching thread waiting outside the
//! pool cost two thread wake-ups per launch (the pool's and the launcher's), which showed as
//! 5–30% on memory-bound loops of a few milliseconds (docs/runtime.md has the measurements).
//! A launch that finds the team busy (launches from several host threads at once, or from a
//! gang) still runs on rayon's pool.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How long an idle thread spins before it sleeps. libgomp spins 300,000 rounds by default
/// (a few hundred microseconds); longer would take cores from other processes on a shared
/// machine, shorter lets the threads fall asleep between the regions of a time step.
const SPIN: Duration = Duration::from_micros(300);

/// The work of one launch: `body(i)` for every gang index `i` of `0..total`.
#[derive(Clone, Copy)]
struct Job {
    body: *const (dyn Fn(u64) + Sync),
    total: u64,
}

struct Shared {
    /// Threads of the team, the launching thread included.
    size: usize,
    /// Bumped once per launch, after `job` is written.
    epoch: AtomicU64,
    job: UnsafeCell<Job>,
    /// Team threads that have not finished the current launch's block.
    pending: AtomicUsize,
    /// Team threads asleep (or about to sleep) on `wake`.
    sleeping: AtomicUsize,
    lock: Mutex<()>,
    wake: Condvar,
    /// Held by the thread that launches, for the whole launch.
    busy: AtomicBool,
}

// SAFETY: `job` is written only by the launcher holding `busy`, before the epoch bump
// (release) that the team's threads read (acquire) before they read it; it points to a body
// that is `Sync` and outlives the launch (the launcher waits for `pending` to reach zero).
unsafe impl Sync for Shared {}
// SAFETY: as above.
unsafe impl Send for Shared {}

fn shared() -> &'static Shared {
    static TEAM: OnceLock<&'static Shared> = OnceLock::new();
    TEAM.get_or_init(|| {
        let size = team_size();
        let s: &'static Shared = Box::leak(Box::new(Shared {
            size,
            epoch: AtomicU64::new(0),
            job: UnsafeCell::new(Job {
                body: &|_: u64| {},
                total: 0,
            }),
            pending: AtomicUsize::new(0),
            sleeping: AtomicUsize::new(0),
            lock: Mutex::new(()),
            wake: Condvar::new(),
            busy: AtomicBool::new(false),
        }));
        for t in 1..size {
            // A thread that cannot start leaves its block to nobody: give up on the team.
            let spawned = std::thread::Builder::new()
                .name(format!("accrt-host-{t}"))
                .spawn(move || member(s, t));
            if spawned.is_err() {
                s.busy.store(true, Ordering::SeqCst);
                break;
            }
        }
        s
    })
}

/// The number of threads a launch runs on (the launching thread included):
/// `RAYON_NUM_THREADS` when set to a positive number (the variable the runtime has always
/// read), else one per core. Asking rayon would start its pool just to count.
pub fn team_size() -> usize {
    static SIZE: OnceLock<usize> = OnceLock::new();
    *SIZE.get_or_init(|| {
        std::env::var("RAYON_NUM_THREADS")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .filter(|&n| n > 0)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    })
}

/// Thread `t` of `size` runs gangs `[t·total/size, (t+1)·total/size)`.
fn block(t: usize, size: usize, total: u64) -> std::ops::Range<u64> {
    let lo = (total as u128 * t as u128 / size as u128) as u64;
    let hi = (total as u128 * (t as u128 + 1) / size as u128) as u64;
    lo..hi
}

fn member(s: &'static Shared, t: usize) {
    let mut seen = 0u64;
    loop {
        let start = Instant::now();
        let mut spins = 0u32;
        loop {
            if s.epoch.load(Ordering::SeqCst) != seen {
                break;
            }
            spins = spins.wrapping_add(1);
            if !spins.is_multiple_of(64) || start.elapsed() < SPIN {
                std::hint::spin_loop();
                continue;
            }
            let mut g = s.lock.lock().unwrap_or_else(|e| e.into_inner());
            s.sleeping.fetch_add(1, Ordering::SeqCst);
            while s.epoch.load(Ordering::SeqCst) == seen {
                g = s.wake.wait(g).unwrap_or_else(|e| e.into_inner());
            }
            s.sleeping.fetch_sub(1, Ordering::SeqCst);
            break;
        }
        seen = s.epoch.load(Ordering::SeqCst);
        // SAFETY: written before the epoch this thread has seen (see `Shared`).
        let job = unsafe { *s.job.get() };
        // SAFETY: the launcher keeps the body alive until `pending` reaches zero.
        let body = unsafe { &*job.body };
        for i in block(t, s.size, job.total) {
            body(i);
        }
        s.pending.fetch_sub(1, Ordering::Release);
    }
}

/// Runs `body(i)` for every `i` in `0..total` on the team, or returns `false` without running
/// anything when the team is busy (the caller then runs the gangs some other way).
pub fn run(total: u64, body: &(dyn Fn(u64) + Sync)) -> bool {
    let s = shared();
    if s.busy
        .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
        .is_err()
    {
        return false;
    }
    if s.size > 1 {
        // SAFETY: the body outlives the launch: this function waits for every team thread
        // below. Erasing its lifetime is what lets the team's threads see it.
        let body_static: *const (dyn Fn(u64) + Sync) = unsafe { std::mem::transmute(body) };
        // SAFETY: only the holder of `busy` writes the job; no team thread reads it until
        // the epoch changes.
        unsafe {
            *s.job.get() = Job {
                body: body_static,
                total,
            }
        };
        s.pending.store(s.size - 1, Ordering::SeqCst);
        s.epoch.fetch_add(1, Ordering::SeqCst);
        if s.sleeping.load(Ordering::SeqCst) > 0 {
            let _g = s.lock.lock().unwrap_or_else(|e| e.into_inner());
            s.wake.notify_all();
        }
    }
    for i in block(0, s.size, total) {
        body(i);
    }
    // Spin briefly, then give the core away: on a machine with more runnable threads than
    // cores the team thread still at work may be waiting for this very core.
    let mut spins = 0u32;
    while s.pending.load(Ordering::Acquire) != 0 {
        if spins < 256 {
            spins += 1;
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
        }
    }
    s.busy.store(false, Ordering::Release);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;

    #[test]
    fn blocks_cover_every_index_once_in_order() {
        for size in 1..6 {
            for total in [0u64, 1, 2, 5, 7, 64, 1000] {
                let mut next = 0;
                for t in 0..size {
                    let b = block(t, size, total);
                    assert_eq!(b.start, next);
                    next = b.end;
                }
                assert_eq!(next, total);
            }
        }
    }

    #[test]
    fn every_index_runs_once_over_many_launches() {
        let counts: Vec<AtomicU32> = (0..97).map(|_| AtomicU32::new(0)).collect();
        for _ in 0..200 {
            let ran = run(97, &|i| {
                counts[i as usize].fetch_add(1, Ordering::Relaxed);
            });
            if !ran {
                // Another test holds the team: the fallback is the caller's business.
                for c in &counts {
                    c.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        assert!(counts.iter().all(|c| c.load(Ordering::Relaxed) == 200));
    }

    #[test]
    fn a_busy_team_refuses() {
        let s = shared();
        if s.busy
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_ok()
        {
            assert!(!run(4, &|_| {}));
            s.busy.store(false, Ordering::Release);
        }
    }
}
