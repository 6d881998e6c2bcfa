//! Runtime errors as values, and the one place where they become a message and an exit.
//!
//! OpenACC 3.3 §2.7.3 (data clause errors) and §5.2.2 (error kinds): every error is reported
//! with the routine or construct that hit it, the variable text and source location when the
//! compiler passed them down, then the program exits non-zero — never a segfault.

use std::fmt;
use std::io::Write;

/// A host section `[host, host + bytes)` as written in a data clause or passed to a routine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    pub host: usize,
    pub bytes: usize,
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{:#x}, +{} bytes)", self.host, self.bytes)
    }
}

#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum AccError {
    /// OpenACC 3.3 §2.7.3: acc_error_not_present.
    #[error("host data {section} is not present on the device")]
    NotPresent { section: Section },
    /// OpenACC 3.3 §2.7.3: acc_error_partly_present.
    #[error("host data {section} is partly present on the device (mapped section {mapped})")]
    PartlyPresent { section: Section, mapped: Section },
    /// OpenACC 3.3 §2.7.3: acc_error_invalid_data_section.
    #[error("invalid data section {section}: {reason}")]
    InvalidDataSection { section: Section, reason: String },
    /// OpenACC 3.3 §2.7.3: acc_error_out_of_memory.
    #[error("out of device memory allocating {bytes} bytes on {device}")]
    OutOfMemory { bytes: usize, device: String },
    /// OpenACC 3.3 §5.2.2: acc_error_execution.
    #[error("kernel launch failed: {0}")]
    LaunchFailure(String),
    /// OpenACC 3.3 §2.16.1: an async argument must be a nonnegative integer, acc_async_noval
    /// or acc_async_sync.
    #[error("invalid async argument {0}")]
    InvalidAsync(i32),
    /// OpenACC 3.3 §5.2.2: acc_error_device_type_unavailable / acc_error_device_unavailable.
    #[error("{0}")]
    DeviceUnavailable(String),
    /// A device image could not be loaded (the JIT log is part of the text).
    #[error("device image could not be loaded: {0}")]
    ModuleLoad(String),
    /// A driver call failed outside the categories above.
    #[error("{0}")]
    Driver(String),
    /// An argument no routine accepts (null pointer where data is required, unknown enum…).
    #[error("invalid argument: {0}")]
    InvalidArgument(String),
}

/// Where an error happened: the routine or construct, the variable as written and the source
/// location, as far as they are known.
#[derive(Debug, Clone, Default)]
pub struct Origin {
    pub routine: String,
    pub var: Option<String>,
    pub file: Option<String>,
    pub line: u32,
}

impl Origin {
    pub fn routine(name: &str) -> Self {
        Origin {
            routine: name.to_string(),
            ..Origin::default()
        }
    }
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{}:{}: ", file, self.line)?;
        }
        write!(f, "{}", self.routine)?;
        if let Some(var) = &self.var {
            write!(f, " (variable '{var}')")?;
        }
        Ok(())
    }
}

/// The exit status of a program stopped by a runtime error.
pub const FATAL_EXIT_CODE: i32 = 1;

/// Prints `oxacc: runtime error: <origin>: <error>` and exits with a non-zero status.
pub fn fatal(origin: &Origin, err: &AccError) -> ! {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "oxacc: runtime error: {origin}: {err}");
    let _ = stderr.flush();
    drop(stderr);
    crate::profile::print_summary_if_enabled();
    std::process::exit(FATAL_EXIT_CODE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origin_names_file_line_routine_and_variable() {
        let o = Origin {
            routine: "acc_copyin".into(),
            var: Some("a[0:n]".into()),
            file: Some("t.c".into()),
            line: 12,
        };
        assert_eq!(o.to_string(), "t.c:12: acc_copyin (variable 'a[0:n]')");
        assert_eq!(Origin::routine("acc_wait").to_string(), "acc_wait");
    }
}
