//! A diagnostic as a value: built by any stage, rendered only by the engine.

use crate::span::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
    /// An error after which the compilation cannot go on (a missing `#include`).
    Fatal,
}

impl Severity {
    pub fn label(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Fatal => "fatal error",
        }
    }
}

/// A secondary range shown with `~` under the primary line (same line only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    pub span: Option<Span>,
    pub labels: Vec<Label>,
    /// The warning group, without `-W` (`unknown-pragmas`); lets `-Wno-…` and `-Werror=…` find it.
    pub group: Option<&'static str>,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn new(severity: Severity, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            span: None,
            labels: Vec::new(),
            group: None,
            notes: Vec::new(),
        }
    }

    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, message).at(span)
    }

    pub fn fatal(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Fatal, message).at(span)
    }

    pub fn warning(span: Span, group: &'static str, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, message)
            .at(span)
            .in_group(group)
    }

    pub fn at(mut self, span: Span) -> Diagnostic {
        self.span = Some(span);
        self
    }

    pub fn in_group(mut self, group: &'static str) -> Diagnostic {
        self.group = Some(group);
        self
    }

    pub fn with_label(mut self, span: Span) -> Diagnostic {
        self.labels.push(Label { span });
        self
    }

    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        let mut note = Diagnostic::new(Severity::Note, message);
        note.span = span;
        self.notes.push(note);
        self
    }
}
