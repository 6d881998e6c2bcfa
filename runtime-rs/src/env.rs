//! Environment variables read once at start-up (OpenACC 3.3 §4 and docs/runtime.md).

use crate::device::DeviceType;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// ACC_DEVICE_TYPE (§4.1); `None` when unset.
    pub device_type: Option<DeviceType>,
    /// ACC_DEVICE_NUM (§4.2).
    pub device_num: Option<i32>,
    /// OXACC_TIME (alias NV_ACC_TIME): print a time summary at exit.
    pub time: bool,
    /// OXACC_NOTIFY (alias NV_ACC_NOTIFY): log each launch and transfer.
    pub notify: bool,
    /// OXACC_HOST_MEMORY=discrete: the host back end poses as a device with its own memory.
    pub host_shared: bool,
    /// OXACC_PINNED_STAGING=0 turns pinned staging of large synchronous transfers off (for
    /// comparisons; on by default).
    pub pinned_staging: bool,
    /// OXACC_SYNC_COPY_WAIT=host: a synchronous copy to the device through the driver waits on
    /// the host for its DMA, as before decision 54; `event` (the default): later work on the
    /// runtime's streams waits for it on the device (backend/legacy_order.rs).
    pub sync_copy_host_wait: bool,
    /// OXACC_LATE_SYNC=1: a synchronous compute construct with data clauses waits for its
    /// kernel in its exit, together with the exit's first copy to the host (one wait on the
    /// GPU instead of two for a reduction's result; decision 62). Off by default until
    /// measured.
    pub late_sync: bool,
    /// OXACC_CUDA_HEAPSIZE (alias NV_ACC_CUDA_HEAPSIZE): bytes of the CUDA device heap that
    /// `malloc`/`free` in device code allocate from (CU_LIMIT_MALLOC_HEAP_SIZE);
    /// [`DEFAULT_CUDA_HEAP_BYTES`] when unset.
    pub cuda_heap_size: Option<usize>,
    /// OXACC_CUDA_STACKSIZE (alias NV_ACC_CUDA_STACKSIZE): bytes of each GPU thread's stack
    /// (CU_LIMIT_STACK_SIZE), where private copies of run-time length live (docs/design.md,
    /// decision 28); `None`: the driver's default (1 KiB).
    pub cuda_stack_size: Option<usize>,
    /// OXACC_PIN_REPEATED=N: a pageable host range of a present mapping that the data clauses
    /// copy N times is page-locked until the mapping ends (decision 99; default 3, `0` off);
    /// OXACC_PIN_MAX: the largest such copy (bytes, default 64M).
    pub pin: crate::backend::pin_cache::PinSettings,
    /// Problems found in the variables, reported as errors at start-up.
    pub problems: Vec<String>,
}

/// The CUDA device heap when OXACC_CUDA_HEAPSIZE is unset: private copies of run-time length
/// above a few hundred bytes live there (docs/design.md decision 36), one per gang, and a
/// launch of thousands of gangs each holding 8 KB overflowed the driver's default of 8 MiB.
pub const DEFAULT_CUDA_HEAP_BYTES: usize = 256 << 20;

/// A byte count: digits with an optional K, M or G suffix (powers of 1024; `KB`, `MB`, `GB`
/// and `k`, `m`, `g` too), as nvc's NV_ACC_CUDA_HEAPSIZE takes it.
pub fn parse_bytes(s: &str) -> Option<usize> {
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (digits, unit) = t.split_at(split);
    let n: usize = digits.parse().ok()?;
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        _ => return None,
    };
    n.checked_mul(1usize << shift)
}

fn flag(v: Option<String>) -> bool {
    matches!(v.as_deref().map(str::trim), Some(s) if !s.is_empty() && s != "0")
}

impl Settings {
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Settings {
        let mut problems = Vec::new();
        let device_type = get("ACC_DEVICE_TYPE").filter(|s| !s.trim().is_empty()).and_then(|s| {
            let t = DeviceType::parse_env(&s);
            if t.is_none() {
                problems.push(format!(
                    "ACC_DEVICE_TYPE={s} is not a device type (host, multicore, nvidia, gpu, radeon, not_host, default)"
                ));
            }
            t
        });
        let device_num = get("ACC_DEVICE_NUM")
            .filter(|s| !s.trim().is_empty())
            .and_then(|s| {
                let n = s.trim().parse::<i32>().ok().filter(|n| *n >= 0);
                if n.is_none() {
                    problems.push(format!("ACC_DEVICE_NUM={s} is not a nonnegative integer"));
                }
                n
            });
        // OpenMP's variables for programs whose device constructs run here (OpenMP 5.0 §6.17,
        // 4.5 §4.13); the OpenACC ones win when both are set.
        let device_type = device_type.or_else(|| {
            let v = get("OMP_TARGET_OFFLOAD").filter(|s| !s.trim().is_empty())?;
            match v.trim().to_ascii_lowercase().as_str() {
                // Offload or fail: a program without a usable GPU stops at its first region.
                "mandatory" => Some(DeviceType::NotHost),
                "disabled" => Some(DeviceType::Host),
                "default" => None,
                _ => {
                    problems.push(format!(
                        "OMP_TARGET_OFFLOAD={v} is not mandatory, disabled or default"
                    ));
                    None
                }
            }
        });
        let device_num = device_num.or_else(|| {
            let v = get("OMP_DEFAULT_DEVICE").filter(|s| !s.trim().is_empty())?;
            let n = v.trim().parse::<i32>().ok().filter(|n| *n >= 0);
            if n.is_none() {
                problems.push(format!(
                    "OMP_DEFAULT_DEVICE={v} is not a nonnegative integer"
                ));
            }
            n
        });
        let host_memory = get("OXACC_HOST_MEMORY").unwrap_or_default();
        let host_shared = host_memory_shared(&host_memory).unwrap_or_else(|p| {
            problems.push(p);
            true
        });
        let mut bytes_setting = |names: [&str; 2]| {
            names
                .iter()
                .find_map(|k| get(k).filter(|v| !v.trim().is_empty()).map(|v| (k, v)))
                .and_then(|(k, v)| {
                    let n = parse_bytes(&v).filter(|&n| n > 0);
                    if n.is_none() {
                        problems.push(format!(
                            "{k}={v} is not a size in bytes (digits with an optional K, M or G suffix)"
                        ));
                    }
                    n
                })
        };
        let cuda_heap_size = bytes_setting(["OXACC_CUDA_HEAPSIZE", "NV_ACC_CUDA_HEAPSIZE"])
            .or(Some(DEFAULT_CUDA_HEAP_BYTES));
        let cuda_stack_size = bytes_setting(["OXACC_CUDA_STACKSIZE", "NV_ACC_CUDA_STACKSIZE"]);
        let mut pin = crate::backend::pin_cache::PinSettings::default();
        if let Some(m) = bytes_setting(["OXACC_PIN_MAX", "OXACC_PIN_MAX"]) {
            pin.max = m;
        }
        if let Some(v) = get("OXACC_PIN_REPEATED").filter(|v| !v.trim().is_empty()) {
            match v.trim().parse::<u32>() {
                Ok(n) => pin.after = n,
                Err(_) => problems.push(format!(
                    "OXACC_PIN_REPEATED={v} is not a nonnegative integer (copies before a range is page-locked; 0: never)"
                )),
            }
        }
        let sync_copy_wait = get("OXACC_SYNC_COPY_WAIT").unwrap_or_default();
        let sync_copy_host_wait = match sync_copy_wait.trim() {
            "" | "event" => false,
            "host" => true,
            other => {
                problems.push(format!(
                    "OXACC_SYNC_COPY_WAIT={other} is neither event nor host"
                ));
                false
            }
        };
        Settings {
            device_type,
            device_num,
            time: flag(get("OXACC_TIME")) || flag(get("NV_ACC_TIME")),
            notify: flag(get("OXACC_NOTIFY")) || flag(get("NV_ACC_NOTIFY")),
            host_shared,
            pinned_staging: get("OXACC_PINNED_STAGING").is_none_or(|v| v.trim() != "0"),
            sync_copy_host_wait,
            late_sync: flag(get("OXACC_LATE_SYNC")),
            cuda_heap_size,
            cuda_stack_size,
            pin,
            problems,
        }
    }

    pub fn from_env() -> Settings {
        Settings::from_lookup(|k| std::env::var(k).ok())
    }
}

/// The host back end's memory model from `OXACC_HOST_MEMORY`: shared (the default) or not.
fn host_memory_shared(value: &str) -> Result<bool, String> {
    match value.trim() {
        "" | "shared" => Ok(true),
        "discrete" => Ok(false),
        other => Err(format!(
            "OXACC_HOST_MEMORY={other} is neither shared nor discrete"
        )),
    }
}

/// Whether the environment asks for the host back end's discrete memory: read when an image
/// registers (a constructor, before the runtime's settings exist), to keep the initial values
/// of its `declare`d globals for their device copies (backend/host.rs `load_image`).
pub fn host_memory_discrete_requested() -> bool {
    std::env::var("OXACC_HOST_MEMORY").is_ok_and(|v| host_memory_shared(&v) == Ok(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &[(&str, &str)]) -> Settings {
        Settings::from_lookup(|k| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn defaults_are_silent_and_shared() {
        let s = with(&[]);
        assert_eq!(s.device_type, None);
        assert!(!s.time && !s.notify && s.host_shared && s.problems.is_empty());
        assert!(s.pinned_staging);
        assert!(!with(&[("OXACC_PINNED_STAGING", "0")]).pinned_staging);
        assert!(!s.sync_copy_host_wait);
        assert!(with(&[("OXACC_SYNC_COPY_WAIT", "host")]).sync_copy_host_wait);
        assert!(!with(&[("OXACC_SYNC_COPY_WAIT", "event")]).sync_copy_host_wait);
        assert!(!s.late_sync);
        assert!(with(&[("OXACC_LATE_SYNC", "1")]).late_sync);
        assert!(!with(&[("OXACC_LATE_SYNC", "0")]).late_sync);
        assert_eq!(with(&[("OXACC_SYNC_COPY_WAIT", "never")]).problems.len(), 1);
    }

    /// Decision 99's knobs: on by default, `0` off, a copy count, a size.
    #[test]
    fn pin_repeated_settings() {
        use crate::backend::pin_cache::PinSettings;
        assert_eq!(with(&[]).pin, PinSettings::default());
        assert!(with(&[]).pin.after > 0);
        assert_eq!(with(&[("OXACC_PIN_REPEATED", "0")]).pin.after, 0);
        assert_eq!(with(&[("OXACC_PIN_REPEATED", " 5 ")]).pin.after, 5);
        assert_eq!(with(&[("OXACC_PIN_MAX", "8M")]).pin.max, 8 << 20);
        assert_eq!(with(&[("OXACC_PIN_REPEATED", "off")]).problems.len(), 1);
        assert_eq!(with(&[("OXACC_PIN_MAX", "lots")]).problems.len(), 1);
    }

    #[test]
    fn variables_parse_and_bad_values_are_reported() {
        let s = with(&[
            ("ACC_DEVICE_TYPE", "nvidia"),
            ("ACC_DEVICE_NUM", "1"),
            ("OXACC_TIME", "1"),
            ("NV_ACC_NOTIFY", "3"),
            ("OXACC_HOST_MEMORY", "discrete"),
        ]);
        assert_eq!(s.device_type, Some(DeviceType::Nvidia));
        assert_eq!(s.device_num, Some(1));
        assert!(s.time && s.notify && !s.host_shared);
        let bad = with(&[("ACC_DEVICE_TYPE", "fpga"), ("ACC_DEVICE_NUM", "-3")]);
        assert_eq!(bad.problems.len(), 2);
        assert!(!with(&[("OXACC_TIME", "0")]).time);
    }

    #[test]
    fn openmp_offload_variables_select_the_device() {
        let off = with(&[
            ("OMP_TARGET_OFFLOAD", "disabled"),
            ("OMP_DEFAULT_DEVICE", "1"),
        ]);
        assert_eq!(off.device_type, Some(DeviceType::Host));
        assert_eq!(off.device_num, Some(1));
        let on = with(&[("OMP_TARGET_OFFLOAD", "MANDATORY")]);
        assert_eq!(on.device_type, Some(DeviceType::NotHost));
        assert!(with(&[("OMP_TARGET_OFFLOAD", "default")])
            .device_type
            .is_none());
        // OpenACC's variables win.
        let both = with(&[
            ("OMP_TARGET_OFFLOAD", "disabled"),
            ("ACC_DEVICE_TYPE", "nvidia"),
        ]);
        assert_eq!(both.device_type, Some(DeviceType::Nvidia));
        let bad = with(&[
            ("OMP_TARGET_OFFLOAD", "sometimes"),
            ("OMP_DEFAULT_DEVICE", "x"),
        ]);
        assert_eq!(bad.problems.len(), 2);
    }

    #[test]
    fn heap_size_takes_units() {
        assert_eq!(with(&[]).cuda_heap_size, Some(DEFAULT_CUDA_HEAP_BYTES));
        assert_eq!(
            with(&[("OXACC_CUDA_HEAPSIZE", "64M")]).cuda_heap_size,
            Some(64 << 20)
        );
        assert_eq!(
            with(&[("NV_ACC_CUDA_HEAPSIZE", "1GB")]).cuda_heap_size,
            Some(1 << 30)
        );
        assert_eq!(
            with(&[("OXACC_CUDA_HEAPSIZE", "4096")]).cuda_heap_size,
            Some(4096)
        );
        assert_eq!(parse_bytes(" 16 kb "), Some(16 << 10));
        assert_eq!(
            with(&[("NV_ACC_CUDA_STACKSIZE", "32K")]).cuda_stack_size,
            Some(32 << 10)
        );
        assert_eq!(with(&[("OXACC_CUDA_STACKSIZE", "x")]).problems.len(), 1);
        for bad in ["", "M", "12Q", "-5", "0", "99999999999999999999G"] {
            let s = with(&[("OXACC_CUDA_HEAPSIZE", bad)]);
            assert_eq!(s.cuda_heap_size, Some(DEFAULT_CUDA_HEAP_BYTES), "{bad}");
            assert_eq!(s.problems.len(), usize::from(!bad.is_empty()), "{bad}");
        }
    }
}
