//! The diagnostics engine: filters by the user's warning options, counts, enforces
//! `-ferror-limit`, and writes rendered diagnostics to the sink (stderr in the driver).

use std::collections::HashSet;
use std::io::{IsTerminal, Write};

use crate::diagnostic::{Diagnostic, Severity};
use crate::render::render;
use crate::source_map::SourceMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ColorChoice {
    /// Colour when the sink is a terminal.
    #[default]
    Auto,
    Always,
    Never,
}

#[derive(Clone, Debug)]
pub struct DiagnosticOptions {
    /// `-Werror`: every warning is an error.
    pub warnings_as_errors: bool,
    /// `-w`: no warnings at all.
    pub suppress_warnings: bool,
    /// `-ferror-limit=N`; 0 means no limit. clang's default is 20.
    pub error_limit: u32,
    pub color: ColorChoice,
    /// Groups turned off with `-Wno-GROUP`.
    pub disabled_groups: HashSet<String>,
    /// Groups that are off by default, turned on with `-WGROUP` (or `-Wall`/`-Wextra`, which
    /// the driver expands into their groups).
    pub enabled_groups: HashSet<String>,
    /// Groups made errors with `-Werror=GROUP`.
    pub error_groups: HashSet<String>,
    /// Groups kept warnings under `-Werror` with `-Wno-error=GROUP`.
    pub no_error_groups: HashSet<String>,
}

impl Default for DiagnosticOptions {
    fn default() -> Self {
        DiagnosticOptions {
            warnings_as_errors: false,
            suppress_warnings: false,
            error_limit: 20,
            color: ColorChoice::Auto,
            disabled_groups: HashSet::new(),
            enabled_groups: HashSet::new(),
            error_groups: HashSet::new(),
            no_error_groups: HashSet::new(),
        }
    }
}

pub struct DiagnosticsEngine {
    options: DiagnosticOptions,
    sink: Box<dyn Write + Send>,
    color: bool,
    errors: u32,
    warnings: u32,
    stopped: bool,
}

impl DiagnosticsEngine {
    /// An engine writing to stderr, with colour decided by the options and the terminal.
    pub fn stderr(options: DiagnosticOptions) -> DiagnosticsEngine {
        let color = match options.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => std::io::stderr().is_terminal(),
        };
        DiagnosticsEngine::with_sink(options, Box::new(std::io::stderr()), color)
    }

    pub fn with_sink(
        options: DiagnosticOptions,
        sink: Box<dyn Write + Send>,
        color: bool,
    ) -> DiagnosticsEngine {
        DiagnosticsEngine {
            options,
            sink,
            color,
            errors: 0,
            warnings: 0,
            stopped: false,
        }
    }

    /// Reports `diag`: drops it if the options silence it, upgrades warnings under
    /// `-Werror`, and stops accepting errors once the limit is reached.
    pub fn emit(&mut self, sm: &SourceMap, mut diag: Diagnostic) {
        if self.stopped {
            return;
        }
        if diag.severity == Severity::Warning {
            let group = diag.group.unwrap_or("");
            if self.options.suppress_warnings || self.options.disabled_groups.contains(group) {
                return;
            }
            let as_error = (self.options.warnings_as_errors
                && !self.options.no_error_groups.contains(group))
                || (!group.is_empty() && self.options.error_groups.contains(group));
            if as_error {
                diag.severity = Severity::Error;
                self.write(sm, &diag, true);
            } else {
                self.warnings += 1;
                self.write(sm, &diag, false);
                return;
            }
        } else {
            self.write(sm, &diag, false);
        }
        match diag.severity {
            Severity::Error => {
                self.errors += 1;
                let limit = self.options.error_limit;
                if limit != 0 && self.errors >= limit {
                    let stop = Diagnostic::new(
                        Severity::Fatal,
                        "too many errors emitted, stopping now [-ferror-limit=]",
                    );
                    self.write(sm, &stop, false);
                    self.stopped = true;
                }
            }
            Severity::Fatal => {
                self.errors += 1;
                self.stopped = true;
            }
            _ => {}
        }
    }

    fn write(&mut self, sm: &SourceMap, diag: &Diagnostic, promoted: bool) {
        let text = render(sm, diag, self.color, promoted);
        // A failed write to stderr cannot be reported anywhere better; the error count and
        // exit status still tell the truth.
        let _ = self.sink.write_all(text.as_bytes());
        let _ = self.sink.flush();
    }

    pub fn error_count(&self) -> u32 {
        self.errors
    }

    pub fn warning_count(&self) -> u32 {
        self.warnings
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// True after a fatal error or once `-ferror-limit` is reached: the caller should stop.
    pub fn should_stop(&self) -> bool {
        self.stopped
    }

    /// Whether a warning of `group` would be shown; producers of warnings that are off by
    /// default (`-Wunknown-pragmas`) ask before building them.
    pub fn warning_enabled(&self, group: &str, on_by_default: bool) -> bool {
        let o = &self.options;
        !o.suppress_warnings
            && !o.disabled_groups.contains(group)
            && (on_by_default || o.enabled_groups.contains(group))
    }

    pub fn options(&self) -> &DiagnosticOptions {
        &self.options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Span;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Capture(Arc<Mutex<Vec<u8>>>);

    impl Write for Capture {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn run(options: DiagnosticOptions, diags: Vec<Diagnostic>) -> (String, u32) {
        let mut sm = SourceMap::new();
        let f = sm.add_file("t.c", "int x = y;\n");
        let capture = Capture::default();
        let mut engine = DiagnosticsEngine::with_sink(options, Box::new(capture.clone()), false);
        for mut d in diags {
            d.span = Some(Span::new(f, 8, 9));
            engine.emit(&sm, d);
        }
        let text = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
        (text, engine.error_count())
    }

    fn warning() -> Diagnostic {
        Diagnostic::new(Severity::Warning, "odd thing").in_group("odd")
    }

    #[test]
    fn werror_promotes_and_counts() {
        let options = DiagnosticOptions {
            warnings_as_errors: true,
            ..Default::default()
        };
        let (text, errors) = run(options, vec![warning()]);
        assert_eq!(errors, 1);
        assert!(
            text.contains("t.c:1:9: error: odd thing [-Werror,-Wodd]"),
            "{text}"
        );
    }

    #[test]
    fn wno_error_group_keeps_that_group_a_warning() {
        let mut options = DiagnosticOptions {
            warnings_as_errors: true,
            ..Default::default()
        };
        options.no_error_groups.insert("odd".into());
        let (text, errors) = run(options, vec![warning()]);
        assert_eq!(errors, 0);
        assert!(
            text.contains("t.c:1:9: warning: odd thing [-Wodd]"),
            "{text}"
        );
    }

    #[test]
    fn w_silences_warnings() {
        let options = DiagnosticOptions {
            suppress_warnings: true,
            ..Default::default()
        };
        assert_eq!(run(options, vec![warning()]), (String::new(), 0));
    }

    #[test]
    fn wno_group_silences_that_group() {
        let mut options = DiagnosticOptions::default();
        options.disabled_groups.insert("odd".into());
        assert_eq!(run(options, vec![warning()]).0, "");
    }

    #[test]
    fn error_limit_stops_after_n_errors() {
        let options = DiagnosticOptions {
            error_limit: 2,
            ..Default::default()
        };
        let errors = (0..5)
            .map(|_| Diagnostic::new(Severity::Error, "bad"))
            .collect();
        let (text, count) = run(options, errors);
        assert_eq!(count, 2);
        assert_eq!(text.matches("error: bad").count(), 2);
        assert!(text.contains("fatal error: too many errors emitted, stopping now"));
    }
}
