//! Source file inclusion (C17 §6.10.2): the search path (`-iquote`, `-I`, `-isystem`, gcc's
//! system directories), `#include_next`, `#pragma once` and the include-guard shortcut.

use std::path::{Path, PathBuf};

use oxacc_source::{Diagnostic, Span};

use crate::preprocessor::{Preprocessor, MAX_INCLUDE_DEPTH};
use crate::token::{PpToken, PpTokenKind, TokenFlags};
use crate::PreprocessOptions;

/// The ordered directory list: `-iquote` dirs first (for `"…"` only), then `-I`, `-isystem`,
/// and the system directories.
pub(crate) struct SearchPath {
    dirs: Vec<(PathBuf, bool)>,
    /// Index of the first directory searched for `<…>`.
    angle_start: usize,
}

impl SearchPath {
    pub fn new(opts: &PreprocessOptions) -> SearchPath {
        let mut dirs: Vec<(PathBuf, bool)> =
            opts.quote_dirs.iter().map(|d| (d.clone(), false)).collect();
        let angle_start = dirs.len();
        let system: &[PathBuf] = if opts.no_std_inc {
            &[]
        } else {
            crate::system_include_dirs()
        };
        for d in &opts.include_dirs {
            // gcc ignores a -I directory that is also a system directory (it stays a system one).
            if !system.contains(d) && !opts.system_dirs.contains(d) {
                dirs.push((d.clone(), false));
            }
        }
        for d in opts
            .system_dirs
            .iter()
            .chain(system)
            .chain(&opts.after_dirs)
        {
            if !dirs.iter().any(|(e, _)| e == d) {
                dirs.push((d.clone(), true));
            }
        }
        SearchPath { dirs, angle_start }
    }

    /// Searches directories from index `from` (at least the `<…>` start).
    pub fn find_angle(&self, name: &str, from: usize) -> Option<(PathBuf, usize)> {
        self.find_from(name, from.max(self.angle_start))
    }

    fn find_from(&self, name: &str, from: usize) -> Option<(PathBuf, usize)> {
        for (i, (dir, _)) in self.dirs.iter().enumerate().skip(from) {
            let p = dir.join(name);
            if p.is_file() {
                return Some((clean(&p), i));
            }
        }
        None
    }

    pub fn is_system(&self, index: usize) -> bool {
        self.dirs.get(index).is_some_and(|d| d.1)
    }
}

/// `dir/./x` → `dir/x`, as gcc prints paths.
fn clean(p: &Path) -> PathBuf {
    let s = p.to_string_lossy();
    if let Some(rest) = s.strip_prefix("./") {
        if !rest.is_empty() {
            return PathBuf::from(rest);
        }
    }
    p.to_path_buf()
}

impl Preprocessor<'_> {
    /// Reads a header name from a directive's operands (C17 §6.10.2p2–4): `"q"`, `<h>` written
    /// directly, or macro-expanded to one of those. Returns (name, angled, span).
    pub(crate) fn header_name(
        &mut self,
        rest: &[PpToken],
        directive: &PpToken,
    ) -> Option<(String, bool, Span, usize)> {
        let first = rest.first()?;
        if first.kind == PpTokenKind::StringLit && first.text.starts_with('"') {
            return Some((
                first.text[1..first.text.len() - 1].to_owned(),
                false,
                first.span,
                1,
            ));
        }
        if first.is_punct("<") {
            // Written directly: the characters up to `>` on this line, as spelled.
            if let Some(close) = rest.iter().position(|t| t.is_punct(">")) {
                let text = self.sm.file(first.span.file).text.clone();
                let lo = first.span.lo as usize + 1;
                let hi = rest[close].span.lo as usize;
                if first.span.expn.is_root()
                    && rest[close].span.expn.is_root()
                    && rest[close].span.file == first.span.file
                    && lo <= hi
                {
                    let name = text.get(lo..hi).unwrap_or("").replace("\\\n", "");
                    return Some((name, true, first.span.to(rest[close].span), close + 1));
                }
                let mut name = String::new();
                for (i, t) in rest[1..close].iter().enumerate() {
                    if i > 0 && t.flags.contains(TokenFlags::LEADING_SPACE) {
                        name.push(' ');
                    }
                    name.push_str(&t.text);
                }
                return Some((name, true, first.span, close + 1));
            }
            let _ = directive;
            return None;
        }
        None
    }

    pub(crate) fn include(&mut self, directive: &PpToken, rest: &[PpToken]) {
        let next = directive.text == "include_next";
        let mut operands = rest.to_vec();
        let direct = rest.first().is_some_and(|t| {
            t.is_punct("<") || (t.kind == PpTokenKind::StringLit && t.text.starts_with('"'))
        });
        if !direct {
            operands = self.expand_line(operands);
        }
        let Some((name, angled, span, used)) = self.header_name(&operands, directive) else {
            let msg = format!("#{} expects \"FILENAME\" or <FILENAME>", directive.text);
            self.error(operands.first().map_or(directive.span, |t| t.span), msg);
            return;
        };
        if let Some(extra) = operands.get(used) {
            let msg = format!("extra tokens at end of #{} directive", directive.text);
            self.warning(extra.span, "", msg);
        }
        if name.is_empty() {
            let msg = format!("empty filename in #{}", directive.text);
            self.error(span, msg);
            return;
        }
        if self.files.len() > MAX_INCLUDE_DEPTH {
            let msg = format!("#include nested depth {} exceeds maximum of {MAX_INCLUDE_DEPTH} (use -fmax-include-depth=DEPTH to increase the maximum)", self.files.len() - 1);
            self.error(span, msg);
            return;
        }
        let Some((path, index)) = self.resolve(&name, angled, next, directive) else {
            let d = Diagnostic::fatal(span, format!("'{name}' file not found"));
            self.emit(d);
            return;
        };
        if self.once_files.contains(&canonical(&path)) {
            return;
        }
        if let Some(guard) = self.guards.get(&path) {
            if self.macros.contains_key(guard) {
                return;
            }
        }
        let display = path.display().to_string();
        match self.sm.load_file(&path, &display, Some(span)) {
            Ok(id) => {
                self.note_dependency(path);
                let system = index.is_some_and(|i| self.search.is_system(i))
                    || self
                        .files
                        .last()
                        .is_some_and(|f| f.system && !angled && index.is_none());
                self.push_file(id, index, system);
            }
            Err(e) => {
                let d = Diagnostic::fatal(span, format!("{name}: {e}"));
                self.emit(d);
            }
        }
    }

    /// Finds the file for `#include` / `#include_next` / `__has_include`. The index is the
    /// search directory it was found in (`None`: the includer's own directory).
    pub(crate) fn resolve(
        &mut self,
        name: &str,
        angled: bool,
        next: bool,
        directive: &PpToken,
    ) -> Option<(PathBuf, Option<usize>)> {
        let p = Path::new(name);
        if p.is_absolute() {
            return p.is_file().then(|| (p.to_path_buf(), None));
        }
        let current = self.files.last().map(|f| (f.path.clone(), f.dir_index));
        if next {
            match current.as_ref().and_then(|c| c.1) {
                Some(i) => {
                    return self
                        .search
                        .find_from_pub(name, i + 1)
                        .map(|(p, i)| (p, Some(i)))
                }
                None => {
                    if (self.files.len() <= 1 || current.is_none())
                        && directive.text == "include_next"
                    {
                        self.warning(directive.span, "", "#include_next in primary source file");
                    }
                }
            }
        }
        if !angled {
            if let Some((cur, _)) = &current {
                let dir = cur.parent().unwrap_or(Path::new(""));
                let candidate = dir.join(name);
                if candidate.is_file() {
                    return Some((clean(&candidate), None));
                }
            }
            return self
                .search
                .find_from_pub(name, 0)
                .map(|(p, i)| (p, Some(i)));
        }
        self.search.find_angle(name, 0).map(|(p, i)| (p, Some(i)))
    }

    /// `#pragma once` in the current file.
    pub(crate) fn pragma_once(&mut self) {
        if let Some(f) = self.files.last() {
            if self.files.len() == 1 {
                let span = f.lexer.first_span;
                if let Some(span) = span {
                    self.warning(span, "", "#pragma once in main file");
                }
            }
            let p = canonical(&self.files[self.files.len() - 1].path);
            self.once_files.insert(p);
        }
    }
}

impl SearchPath {
    pub fn find_from_pub(&self, name: &str, from: usize) -> Option<(PathBuf, usize)> {
        self.find_from(name, from)
    }
}

fn canonical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}
