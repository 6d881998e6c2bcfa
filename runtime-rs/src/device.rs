//! Device types and their C enumerator values.
//!
//! The numbering follows the NVIDIA HPC SDK (DESIGN.md, docs/abi.md) and never changes silently.

/// `acc_device_t` (OpenACC 3.3 §3.1; values as in the NVIDIA HPC SDK).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceType {
    None = 0,
    Default = 1,
    Host = 2,
    NotHost = 3,
    Nvidia = 4,
    Radeon = 5,
}

impl DeviceType {
    pub fn from_c(v: i32) -> Option<DeviceType> {
        Some(match v {
            0 => DeviceType::None,
            1 => DeviceType::Default,
            2 => DeviceType::Host,
            3 => DeviceType::NotHost,
            4 => DeviceType::Nvidia,
            5 => DeviceType::Radeon,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            DeviceType::None => "none",
            DeviceType::Default => "default",
            DeviceType::Host => "host",
            DeviceType::NotHost => "not_host",
            DeviceType::Nvidia => "nvidia",
            DeviceType::Radeon => "radeon",
        }
    }

    /// Parses ACC_DEVICE_TYPE (OpenACC 3.3 §4.1): case-insensitive, with the names other
    /// implementations accept (`multicore` and `cpu` for the host, `gpu` for NVIDIA).
    pub fn parse_env(s: &str) -> Option<DeviceType> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "host" | "multicore" | "cpu" => DeviceType::Host,
            "nvidia" | "gpu" | "tesla" => DeviceType::Nvidia,
            "radeon" | "amd" => DeviceType::Radeon,
            "not_host" => DeviceType::NotHost,
            "default" => DeviceType::Default,
            "none" => DeviceType::None,
            _ => return None,
        })
    }
}

/// `acc_device_property_t` (OpenACC 3.3 §3.2.6; values as in the NVIDIA HPC SDK).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Property {
    Memory = 0,
    FreeMemory = 1,
    SharedMemorySupport = 2,
    Name = 0x10000,
    Vendor = 0x10001,
    Driver = 0x10002,
}

impl Property {
    pub fn from_c(v: i32) -> Option<Property> {
        Some(match v {
            0 => Property::Memory,
            1 => Property::FreeMemory,
            2 => Property::SharedMemorySupport,
            0x10000 => Property::Name,
            0x10001 => Property::Vendor,
            0x10002 => Property::Driver,
            _ => return None,
        })
    }
}

/// `acc_async_noval`, `acc_async_sync` and `acc_async_default` (OpenACC 3.3 §2.16, §3.1;
/// NVIDIA HPC SDK values).
pub const ACC_ASYNC_NOVAL: i32 = -1;
pub const ACC_ASYNC_SYNC: i32 = -2;
pub const ACC_ASYNC_DEFAULT: i32 = -3;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumerators_round_trip() {
        for v in 0..=5 {
            assert_eq!(DeviceType::from_c(v).map(|d| d as i32), Some(v));
        }
        assert_eq!(DeviceType::from_c(6), None);
        assert_eq!(DeviceType::parse_env("NVIDIA"), Some(DeviceType::Nvidia));
        assert_eq!(DeviceType::parse_env("multicore"), Some(DeviceType::Host));
        assert_eq!(DeviceType::parse_env("bogus"), None);
        assert_eq!(Property::from_c(0x10002), Some(Property::Driver));
    }
}
